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

import contextlib
import logging
import multiprocessing
import random
import threading
import time
import traceback
import weakref
from typing import Any

from game.ai.agents import Agent
from game.core.actions import Action
from game.core.state import State

log = logging.getLogger(__name__)

WATCH_INTERVAL = 0.05


def _serve(agent: Agent, inbox: Any, outbox: Any, shared: Any) -> None:
    """The worker process: answer decisions one after another until told to stop.

    ``shared`` is (progress, progress_generation, hurry_upto): the search reports its
    progress tagged with the decision it belongs to, and stops early once the parent has
    asked to hurry (or dropped) that decision.
    """
    progress, progress_generation, hurry_upto = shared
    current = [0]

    def watch() -> None:
        while True:
            time.sleep(WATCH_INTERVAL)
            generation = current[0]
            if generation and hurry_upto.value >= generation:
                agent.cancel()
            progress.value = float(getattr(agent, "progress", 0.0))
            progress_generation.value = generation

    threading.Thread(target=watch, daemon=True).start()
    while True:
        try:
            message = inbox.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        generation, view, rng_state = message
        agent.rng.setstate(rng_state)
        agent.progress = 0.0
        current[0] = generation
        try:
            action = agent.choose(view)
            reply: tuple[Any, str, list[Any] | str, tuple[Any, ...] | None] = (
                generation,
                "ok",
                action.to_json(),
                agent.rng.getstate(),
            )
        except BaseException as exc:  # the guard: report anything, the parent falls back
            reply = (
                generation,
                "error",
                f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}",
                None,
            )
        current[0] = 0
        try:
            outbox.send(reply)
        except (EOFError, OSError):
            return


def _stop_worker(proc: Any, inbox: Any) -> None:
    """Ask the worker to leave, then make sure it has (also run when the wrapper is
    garbage collected, so a finished game leaves no process behind)."""
    with contextlib.suppress(EOFError, OSError, ValueError):
        inbox.send(None)
    proc.join(0.5)
    if proc.is_alive():
        proc.terminate()
        proc.join(1.0)
    if proc.is_alive():
        proc.kill()
        proc.join(1.0)


class AsyncAgent:
    """Wraps an :class:`Agent` for a frame loop: ``start`` a decision, ``poll`` each frame.

    In process mode one worker process serves every decision of the game: the agent (and
    its game content) crosses the process boundary once, and only a view goes over per
    decision. That matters where processes are spawned rather than forked (Windows,
    macOS): a fresh interpreter per decision would add its start-up to every AI move.
    """

    def __init__(
        self,
        agent: Agent,
        *,
        timeout: float = 10.0,
        mode: str = "process",
        start_method: str | None = None,
    ):
        if mode not in ("process", "thread"):
            raise ValueError(f"mode must be 'process' or 'thread', got {mode!r}")
        methods = multiprocessing.get_all_start_methods()
        if start_method is None:
            start_method = "fork" if "fork" in methods else "spawn"
        if start_method not in methods:
            raise ValueError(f"start method {start_method!r} is not available here")
        self.agent = agent
        self.timeout = timeout
        self.mode = mode
        self.start_method = start_method
        self._fallback_rng = random.Random(agent.seed ^ 0x5EED)
        self._view: State | None = None
        self._started = 0.0
        self._generation = 0
        # process mode
        self._proc: Any = None
        self._inbox: Any = None  # parent -> worker
        self._outbox: Any = None  # worker -> parent
        self._shared: Any = None
        self._finalizer: Any = None
        self.workers_started = 0
        # thread mode
        self._lock = threading.Lock()
        self._answer: tuple[str, Any] | None = None

    @property
    def busy(self) -> bool:
        """True from :meth:`start` until :meth:`poll` has handed over the action."""
        return self._view is not None

    @property
    def progress(self) -> float:
        if self._view is None:
            return 0.0
        reported = 0.0
        if self._proc is not None and self._shared is not None:
            progress, generation, _ = self._shared
            if generation.value == self._generation:
                reported = float(progress.value)
        elif self._proc is None:
            reported = float(getattr(self.agent, "progress", 0.0))
        by_time = (time.perf_counter() - self._started) / self.timeout if self.timeout else 0.0
        return max(0.0, min(1.0, max(reported, by_time)))

    def start(self, view: State) -> None:
        """Begin thinking about ``view`` (a seat's view); a decision in flight is dropped."""
        if self._view is not None:
            self.cancel()
        self._view = view
        self._started = time.perf_counter()
        self._generation += 1
        if self.mode == "process":
            for _attempt in range(2):  # a worker that died in between is replaced once
                try:
                    self._ensure_worker()
                    self._inbox.send((self._generation, view, self.agent.rng.getstate()))
                    return
                except Exception as exc:  # e.g. an unpicklable agent under spawn
                    log.warning("AI process could not take the decision (%s)", exc)
                    self._close_process()
            log.warning("AI process unavailable; thinking in a thread")
            self.mode = "thread"
        self._start_thread(view, self._generation)

    def _ensure_worker(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            return
        self._close_process()
        # Any: typeshed types get_context(str) as BaseContext, which lacks Process.
        ctx: Any = multiprocessing.get_context(self.start_method)
        inbox_r, inbox_w = ctx.Pipe(duplex=False)
        outbox_r, outbox_w = ctx.Pipe(duplex=False)
        shared = (
            ctx.Value("d", 0.0, lock=False),
            ctx.Value("q", 0, lock=False),
            ctx.Value("q", 0, lock=False),
        )
        proc = ctx.Process(
            target=_serve,
            args=(self.agent, inbox_r, outbox_w, shared),
            name="gemtable-ai",
            daemon=True,
        )
        proc.start()
        inbox_r.close()
        outbox_w.close()
        self._proc, self._inbox, self._outbox, self._shared = proc, inbox_w, outbox_r, shared
        self._finalizer = weakref.finalize(self, _stop_worker, proc, inbox_w)
        self.workers_started += 1

    def _start_thread(self, view: State, generation: int) -> None:
        with self._lock:
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
            if generation == self._generation and self._view is not None:
                self._answer = answer

    def poll(self) -> Action | None:
        """The chosen action once ready (exactly once per :meth:`start`), else None."""
        view = self._view
        if view is None:
            return None
        answer = self._poll_process() if self.mode == "process" else self._poll_thread()
        if answer is None:
            if time.perf_counter() - self._started <= self.timeout:
                return None
            if self.mode == "process" and self._proc is not None:
                self._proc.terminate()  # stuck in a search: a new worker serves the next one
                self._close_process()
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
        if self._proc is None:
            return ("error", "the AI process is gone")
        try:
            while self._outbox.poll():
                generation, status, payload, rng_state = self._outbox.recv()
                if generation != self._generation:
                    continue  # the answer to a decision that was dropped
                if status == "ok":
                    self.agent.rng.setstate(rng_state)
                    return ("ok", Action.from_json(payload))
                return ("error", payload)
        except (EOFError, OSError) as exc:
            self._proc.join(0.2)
            code = self._proc.exitcode
            self._close_process()
            if code is not None:
                return ("error", f"the AI process ended with code {code}")
            return ("error", f"lost the AI process: {exc!r}")
        if not self._proc.is_alive():  # died without a word (killed, crashed)
            code = self._proc.exitcode
            self._close_process()
            return ("error", f"the AI process ended with code {code}")
        return None

    def _poll_thread(self) -> tuple[str, Any] | None:
        with self._lock:
            answer, self._answer = self._answer, None
        return answer

    def hurry(self) -> None:
        """Ask the agent to answer now with the best it has found so far."""
        if self._proc is not None and self._shared is not None:
            self._shared[2].value = self._generation
        else:
            self.agent.cancel()

    def cancel(self) -> None:
        """Abandon the decision in flight (undo, leaving the game): its answer is dropped
        and the worker stops searching for it."""
        if self._view is None:
            return
        self._view = None
        if self._proc is not None and self._shared is not None:
            self._shared[2].value = self._generation
        else:
            with self._lock:
                self._answer = None
            self.agent.cancel()

    def close(self) -> None:
        """Stop the worker process (the game is over or left)."""
        self.cancel()
        self._close_process()

    def _close_process(self) -> None:
        finalizer, self._finalizer = self._finalizer, None
        if finalizer is not None:
            finalizer()  # runs _stop_worker once
        for conn in (self._inbox, self._outbox):
            if conn is not None:
                conn.close()
        self._proc = self._inbox = self._outbox = self._shared = None

    def _fallback(self, view: State, reason: str) -> Action:
        legal = view.legal_actions()
        if not legal:
            raise RuntimeError("the AI was asked to move in a state with no legal action")
        action = legal[self._fallback_rng.randrange(len(legal))]
        log.error(
            "AI %r failed (%s); playing a random legal move instead: %s", self.agent, reason, action
        )
        return action
