"""What a table waiting on its player costs, for ``make bench``.

``measure()`` opens the app (the dummy video driver when no display is set), starts a
hot-seat game of the first installed catalogue game, takes the opening hand-off and runs
the app's own loop: first with the pointer moving every frame (the player at the
controls), then left alone past ``IDLE_AFTER``. It reports the frames drawn per second
and the CPU time used per wall-clock second in each phase (``App.frame_rate``).
"""

from __future__ import annotations

import time
from typing import Any


def _run(app: Any, seconds: float, wiggle: bool) -> tuple[float, float]:
    import pygame

    clock = pygame.time.Clock()
    clock.tick()  # the first frame's wait counts from now, not from the clock's creation
    frames = 0
    wall0, cpu0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall0 < seconds:
        if wiggle:
            x = 600 + frames % 40
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=(x, 360), rel=(1, 0), buttons=(0, 0, 0))
            )
        dt = clock.tick(app.frame_rate()) / 1000.0
        app.step(min(dt, 0.1))
        pygame.display.flip()
        frames += 1
    wall = time.perf_counter() - wall0
    return frames / wall, (time.process_time() - cpu0) * 1000 / wall


def measure(seconds: float = 3.0, game_id: str | None = None) -> dict[str, Any]:
    from game.ui.bench_frames import open_table

    opened = open_table(game_id, "human")
    if opened is None:
        return {"error": "no game installed"}
    app, play = opened
    from game.ui.app import FPS, IDLE_AFTER, IDLE_FPS
    from game.ui.scenes.handoff import HandoffScene

    for _ in range(3):
        app.step(1 / FPS)
    top = app.top
    if isinstance(top, HandoffScene):
        app.pop()
        top.ready()
    active_fps, active_cpu = _run(app, seconds, wiggle=True)
    # The moment before the table counts as idle. The app counts quiet time in frame
    # steps of at most 0.1 s, so on a loaded machine it takes longer than IDLE_AFTER of
    # wall time: wait for the app itself to say so (a bounded wait).
    _run(app, IDLE_AFTER + 0.2, wiggle=False)
    deadline = time.perf_counter() + 20 * IDLE_AFTER
    while app.frame_rate() != IDLE_FPS and time.perf_counter() < deadline:
        _run(app, 0.1, wiggle=False)
    idle_fps, idle_cpu = _run(app, seconds, wiggle=False)
    return {
        "game": play.game_id,
        "active_fps": round(active_fps, 1),
        "active_cpu_ms_per_s": round(active_cpu, 1),
        "idle_fps": round(idle_fps, 1),
        "idle_cpu_ms_per_s": round(idle_cpu, 1),
        "idle_fps_target": IDLE_FPS,
    }


if __name__ == "__main__":
    import json

    print(json.dumps(measure(), indent=1))
