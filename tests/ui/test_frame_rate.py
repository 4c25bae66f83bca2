"""A table waiting on its player is drawn at a low frame rate (``App.frame_rate``): a
settled screen nobody touched for a moment costs a few percent of a core instead of a
third. Anything that moves, thinks or counts down, and any input, keeps the full rate."""

from __future__ import annotations

import pygame

from game.core.record import SeatSpec
from game.ui.app import FPS, IDLE_AFTER, IDLE_FPS
from game.ui.scenes.title import TitleScene
from tests.ui.harness import make_app, start_board, step

QUIET = round(IDLE_AFTER * 60) + 2  # frames of 1/60 s without input: past IDLE_AFTER


def move_mouse(pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    )


def test_a_table_left_alone_on_a_human_decision_slows_down_and_input_wakes_it() -> None:
    app, scene = start_board("gemwielders", [SeatSpec("human"), SeatSpec("human")], 4, ai=False)
    step(app, 3)
    assert app.frame_rate() == FPS  # just arrived: full speed
    step(app, QUIET)
    assert scene.settled and app.frame_rate() == IDLE_FPS
    move_mouse((640, 360))
    step(app, 1)
    assert app.frame_rate() == FPS
    step(app, QUIET)
    assert app.frame_rate() == IDLE_FPS
    scene.toast.show("A message")  # a toast fades on its own
    assert app.frame_rate() == FPS


def test_an_ai_to_move_keeps_the_full_frame_rate() -> None:
    app, scene = start_board("dragon_bridge", [SeatSpec("ai", "easy"), SeatSpec("ai", "easy")], 2)
    step(app, QUIET)
    assert scene.ai_seat_to_move() is not None or scene.session.state.is_over
    assert not scene.settled and app.frame_rate() == FPS


def test_the_title_settles_once_its_tiles_stop_moving() -> None:
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    step(app, QUIET)
    assert title.settled and app.frame_rate() == IDLE_FPS
    title.hover = next(iter(title.lift))  # a tile starts to rise under the pointer
    assert not title.settled and app.frame_rate() == FPS
    step(app, 60)
    assert title.settled
