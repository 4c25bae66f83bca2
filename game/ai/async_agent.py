"""Running an agent off the UI's frame loop, with a guard that always yields a legal move.

Measured with ``python -m game.ai.jitter`` on the 2-core dev machine (60 FPS loop doing
4 ms of Python work per frame, ISMCTS searching for 3 s): with the search in a *thread*
the frame loop was starved of the GIL (median 18.9 ms, p95 246 ms, max 423 ms, 18 late
frames of 40; still p95 95 ms with a 0.5 ms switch interval); with the search in a
forked *process* the loop kept 16.67 ms median, 16.71 ms p95, 0 late frames, and the
search ran as many iterations. So decisions run in a child process (``fork`` where the
platform has it, else ``spawn``); ``mode="thread"`` remains for callers with no frame
loop to protect. A process can also be killed, so a hung agent costs nothing.

The child sends back the action and its agent's RNG state, so a seeded agent makes the
same sequence of decisions as it would in-process. Whatever happens in the agent (an
exception, a hang past ``timeout``), :meth:`poll` returns a legal action: a random one
from the view, with the failure logged.
"""

from __future__ import annotations

import logging
import multiprocessing
import random
import threading
import time
import traceback
from typing import Any

from game.ai.agents import Agent
from game.core.actions import Action
from game.core.state import State

log = logging.getLogger(__name__)

WATCH_INTERVAL = 0.05


def _child(agent: Agent, view: State, conn: Any, progress: Any, hurry: Any) -> None:
    """Entry point of the search process: think, report progress, answer once."""
    done = threading.Event()

    def watch() -> None:
        while not done.is_set():
            if hurry.wait(WATCH_INTERVAL):
                agent.cancel()
            progress.value = float(getattr(agent, "progress", 0.0))

    threading.Thread(target=watch, daemon=True).start()
    try:
        action = agent.choose(view)
        conn.send(("ok", action.to_json(), agent.rng.getstate()))
    except BaseException as exc:  # the guard: report anything, the parent falls back
        conn.send(("error", f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}", None))
    finally:
        done.set()
        conn.close()


class AsyncAgent:
    """Wraps an :class:`Agent` for a frame loop: ``start`` a decision, ``poll`` each frame."""

    def __init__(self, agent: Agent, *, timeout: float = 10.0, mode: str = "process"):
        if mode not in ("process", "thread"):
            raise ValueError(f"mode must be 'process' or 'thread', got {mode!r}")
        self.agent = agent
        self.timeout = timeout
        self.mode = mode
        self._fallback_rng = random.Random(agent.seed ^ 0x5EED)
        self._view: State | None = None
        self._started = 0.0
        # process mode
        self._proc: Any = None
        self._conn: Any = None
        self._progress: Any = None
        self._hurry: Any = None
        # thread mode
        self._lock = threading.Lock()
        self._generation = 0
        self._answer: tuple[str, Any] | None = None

    @property
    def busy(self) -> bool:
        """True from :meth:`start` until :meth:`poll` has handed over the action."""
        return self._view is not None

    @property
    def progress(self) -> float:
        if self._view is None:
            return 0.0
        if self._progress is not None:
            reported = float(self._progress.value)
        else:
            reported = float(getattr(self.agent, "progress", 0.0))
        by_time = (time.perf_counter() - self._started) / self.timeout if self.timeout else 0.0
        return max(0.0, min(1.0, max(reported, by_time)))

    def start(self, view: State) -> None:
        """Begin thinking about ``view`` (a seat's view); a decision in flight is dropped."""
        if self._view is not None:
            self.cancel()
        self._view = view
        self._started = time.perf_counter()
        if self.mode == "process":
            try:
                self._start_process(view)
                return
            except Exception as exc:  # e.g. an unpicklable agent under spawn
                log.warning("AI process could not start (%s); thinking in a thread", exc)
                self._close_process()
        self._start_thread(view)

    def _start_process(self, view: State) -> None:
        methods = multiprocessing.get_all_start_methods()
        ctx = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        receive, send = ctx.Pipe(duplex=False)
        self._conn = receive
        self._progress = ctx.Value("d", 0.0, lock=False)
        self._hurry = ctx.Event()
        self._proc = ctx.Process(
            target=_child,
            args=(self.agent, view, send, self._progress, self._hurry),
            name="gemtable-ai",
            daemon=True,
        )
        self._proc.start()
        send.close()

    def _start_thread(self, view: State) -> None:
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._answer = None
        threading.Thread(
            target=self._run_thread, args=(view, generation), name="gemtable-ai", daemon=True
        ).start()

    def _run_thread(self, view: State, generation: int) -> None:
        try:
            answer: tuple[str, Any] = ("ok", self.agent.choose(view))
        except BaseException as exc:
            answer = ("error", f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}")
        with self._lock:
            if generation == self._generation:
                self._answer = answer

    def poll(self) -> Action | None:
        """The chosen action once ready (exactly once per :meth:`start`), else None."""
        view = self._view
        if view is None:
            return None
        answer = self._poll_process() if self._proc is not None else self._poll_thread()
        if answer is None:
            if time.perf_counter() - self._started <= self.timeout:
                return None
            self.cancel()
            return self._fallback(view, f"no answer within {self.timeout:.1f} s")
        self._view = None
        status, payload = answer
        if status != "ok":
            return self._fallback(view, payload)
        legal = view.legal_actions()
        if payload not in legal:
            return self._fallback(view, f"the agent chose an illegal action {payload}")
        return legal[legal.index(payload)]  # the view's action, with its label

    def _poll_process(self) -> tuple[str, Any] | None:
        try:
            if not self._conn.poll():
                if self._proc.is_alive():
                    return None
                if not self._conn.poll():  # died without a word (killed, crashed)
                    code = self._proc.exitcode
                    self._close_process()
                    return ("error", f"the AI process ended with code {code}")
            status, payload, rng_state = self._conn.recv()
        except (EOFError, OSError) as exc:
            self._close_process()
            return ("error", f"lost the AI process: {exc}")
        self._close_process()
        if status == "ok":
            self.agent.rng.setstate(rng_state)
            return ("ok", Action.from_json(payload))
        return ("error", payload)

    def _poll_thread(self) -> tuple[str, Any] | None:
        with self._lock:
            answer, self._answer = self._answer, None
        return answer

    def hurry(self) -> None:
        """Ask the agent to answer now with the best it has found so far."""
        if self._hurry is not None:
            self._hurry.set()
        else:
            self.agent.cancel()

    def cancel(self) -> None:
        """Abandon the decision in flight (undo, leaving the game): its answer is dropped."""
        if self._view is None:
            return
        self._view = None
        if self._proc is not None:
            self._close_process()
        else:
            with self._lock:
                self._generation += 1
            self.agent.cancel()

    def _close_process(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None and proc.is_alive():
            proc.terminate()
            proc.join(1.0)
            if proc.is_alive():
                proc.kill()
                proc.join(1.0)
        elif proc is not None:
            proc.join(0.1)
        if self._conn is not None:
            self._conn.close()
        self._conn = None
        self._progress = None
        self._hurry = None

    def _fallback(self, view: State, reason: str) -> Action:
        legal = view.legal_actions()
        if not legal:
            raise RuntimeError("the AI was asked to move in a state with no legal action")
        action = legal[self._fallback_rng.randrange(len(legal))]
        log.error(
            "AI %r failed (%s); playing a random legal move instead: %s", self.agent, reason, action
        )
        return action
