"""How smooth a 60 FPS loop stays while the AI thinks: in a thread versus in a process.

A pygame-free stand-in for the UI loop: each frame does ``work_ms`` of pure-Python work
(drawing and event handling hold the GIL much like this), then sleeps to the next 1/60 s
tick. We record every frame's duration while an ISMCTS agent searches a fixed position,
and the iterations the agent managed, since a thread shares one interpreter with the loop.

    python -m game.ai.jitter --game sparks --include-test-game [--seconds 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from game.ai.ismcts import IsmctsAgent
from game.ai.stats import median, percentile
from game.ai.testgame import register_test_game
from game.core import registry
from game.core.game import Game
from game.core.state import State

FRAME = 1.0 / 60.0


def _busy(ms: float) -> None:
    end = time.perf_counter() + ms / 1000.0
    x = 0
    while time.perf_counter() < end:
        x += 1


def frame_loop(seconds: float, work_ms: float, running: Callable[[], bool]) -> list[float]:
    """Frame durations (seconds) of a fixed-step loop, for as long as ``running()``."""
    frames: list[float] = []
    last = time.perf_counter()
    next_tick = last + FRAME
    stop = last + seconds
    while time.perf_counter() < stop and running():
        _busy(work_ms)
        pause = next_tick - time.perf_counter()
        if pause > 0:
            time.sleep(pause)
        now = time.perf_counter()
        frames.append(now - last)
        last = now
        next_tick = max(next_tick + FRAME, now)
    return frames


def _search(game: Game, view: State, seconds: float, out: Any) -> None:
    agent = IsmctsAgent(game, seed=1, time_limit=seconds)
    seat = view.current_player
    assert seat is not None
    agent.search(view, seat)
    out.value = agent.last_iterations


class _Box:
    value = 0


def measure(game: Game, *, seconds: float = 3.0, work_ms: float = 4.0) -> dict[str, Any]:
    """Frame-time figures with no AI, with the AI in a thread, and in a forked process."""
    state = game.new_state(game.min_players, 7)
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    out: dict[str, Any] = {"work_ms": work_ms, "seconds": seconds}
    out["idle"] = _summary(frame_loop(seconds, work_ms, lambda: True), None)

    box = _Box()
    thread = threading.Thread(target=_search, args=(game, view, seconds, box), daemon=True)
    thread.start()
    frames = frame_loop(seconds, work_ms, thread.is_alive)
    thread.join()
    out["thread"] = _summary(frames, box.value)

    if "fork" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("fork")
        shared = ctx.Value("l", 0)
        started = time.perf_counter()
        proc = ctx.Process(target=_search, args=(game, view, seconds, shared), daemon=True)
        proc.start()
        frames = frame_loop(seconds, work_ms, proc.is_alive)
        proc.join()
        out["process"] = _summary(frames, shared.value)
        out["process"]["wall_s"] = round(time.perf_counter() - started, 3)
    return out


def _summary(frames: list[float], iterations: int | None) -> dict[str, Any]:
    ms = [1000 * f for f in frames]
    return {
        "frames": len(ms),
        "median_ms": round(median(ms), 2),
        "p95_ms": round(percentile(ms, 95), 2),
        "max_ms": round(max(ms, default=0.0), 2),
        "late_frames": sum(1 for f in ms if f > 1000 * FRAME * 1.5),
        "ai_iterations": iterations,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.jitter")
    parser.add_argument("--game", default=None)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--work-ms", type=float, default=4.0)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--include-test-game", action="store_true")
    args = parser.parse_args(argv)
    register_test_game(args.include_test_game)
    ids = registry.available_ids()
    game_id = args.game or (ids[0] if ids else None)
    if game_id is None:
        print("jitter: no game registered", file=sys.stderr)
        return 2
    result = measure(registry.load_game(game_id), seconds=args.seconds, work_ms=args.work_ms)
    result["game"] = game_id
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for mode in ("idle", "thread", "process"):
            if mode in result:
                r = result[mode]
                print(
                    f"{mode:<8} frames {r['frames']:>4}  median {r['median_ms']:>6.2f} ms  "
                    f"p95 {r['p95_ms']:>6.2f} ms  max {r['max_ms']:>6.2f} ms  "
                    f"late {r['late_frames']:>3}  AI iterations {r['ai_iterations']}"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
