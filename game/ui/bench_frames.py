"""Frame times of the play scene while the AI thinks, for ``make bench``.

``measure()`` opens the app (the dummy video driver when no display is set), starts an
AI-versus-AI game of the first installed catalogue game at a real difficulty and records,
for every frame during which an AI seat is thinking, the time the frame's work took
(events, update, draw, flip) and the interval between frames at the 60 FPS cap.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def open_table(game_id: str | None, seat: str, level: str = "") -> tuple[Any, Any] | None:
    """An offscreen app (the dummy drivers when no display is set) with a play scene of
    ``game_id`` (default: the first installed catalogue game) pushed, every seat ``seat``
    ("ai" at ``level``, or "human"); None when no game is installed. The benches share it."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.core import registry
    from game.core.record import SeatSpec
    from game.ui.app import offscreen_app
    from game.ui.scenes.play import PlayScene

    ids = [
        e.id for e in registry.CATALOGUE if registry.has_engine(e.id)
    ] or registry.available_ids()
    if not ids:
        return None
    app = offscreen_app("fast")
    game = registry.load_game(game_id or ids[0])
    play = PlayScene.new_game(app, game, [SeatSpec(seat, level)] * game.min_players, seed=1)
    app.push(play)
    return app, play


def measure(
    seconds: float = 4.0, level: str = "hard", game_id: str | None = None
) -> dict[str, Any]:
    opened = open_table(game_id, "ai", level)
    if opened is None:
        return {"error": "no game installed"}
    app, play = opened
    game_id = play.game_id
    import pygame

    from game.ui.app import FPS

    work: list[float] = []
    intervals: list[float] = []
    clock = pygame.time.Clock()
    start = time.perf_counter()
    last = start
    frames = 0
    moves_before = len(play.session.record.actions)
    try:
        while time.perf_counter() - start < seconds and not play.session.state.is_over:
            dt = clock.tick(FPS) / 1000.0
            t0 = time.perf_counter()
            app.step(min(dt, 0.1))
            pygame.display.flip()
            t1 = time.perf_counter()
            frames += 1
            seat = play.ai_seat_to_move()
            if seat is not None and play.agents[seat].busy:
                work.append((t1 - t0) * 1000)
                intervals.append((t1 - last) * 1000)
            last = t1
    finally:
        play.cancel_ai()
    return {
        "game": game_id,
        "level": level,
        "frames": frames,
        "frames_while_thinking": len(work),
        "ai_moves": len(play.session.record.actions) - moves_before,
        "frame_work_ms_median": round(statistics.median(work), 3) if work else None,
        "frame_work_ms_p95": round(_percentile(work, 95), 3) if work else None,
        "frame_interval_ms_median": round(statistics.median(intervals), 3) if intervals else None,
        "frame_interval_ms_p95": round(_percentile(intervals, 95), 3) if intervals else None,
        "budget_ms": round(1000 / FPS, 1),
    }


if __name__ == "__main__":
    import json

    print(json.dumps(measure(), indent=1))
