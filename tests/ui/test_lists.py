"""The menu lists (saved games here): a list longer than its page shows a scroll bar that
follows the wheel, and a game saved before its first turn says so instead of "turn 0"."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core import registry
from game.core.paths import saves_dir
from game.core.record import GameRecord, SeatSpec
from game.core.saves import save_record
from game.ui import theme
from game.ui.kit.listing import ROWS_INSET, scroll_track
from game.ui.scenes.load import LIST, ROW_H, LoadScene
from tests.ui.harness import make_app, step


def _saves(count: int, turn_of: int = 3) -> None:
    game = registry.load_game("sparks")
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        record = GameRecord("sparks", game.content_hash, [SeatSpec("human")] * 2, seed=i)
        save_record(Path(folder, f"sparks-{i:02d}.json"), record, turn=i % turn_of)


def _thumb_rows(surface: pygame.Surface, track: pygame.Rect) -> list[int]:
    """The rows of the track painted in the theme's gold: where the thumb is."""
    gold = pygame.Color(*theme.palette().gold)
    x = track.centerx
    return [y for y in range(track.top, track.bottom) if surface.get_at((x, y)) == gold]


def test_a_save_list_longer_than_its_page_shows_a_bar_that_follows_the_wheel(
    user_home,
) -> None:
    _saves(11)
    app = make_app()
    scene = LoadScene(app)
    app.push(scene)
    step(app, 20)  # past the scene's fade-in
    assert len(scene.rows) == 11 > scene.page
    track = scroll_track(LIST.right - ROWS_INSET, LIST.y + 56, scene.page, ROW_H)
    top = _thumb_rows(app.screen, track)
    assert top and top[0] <= track.top + 1  # the first page: the thumb at the top
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-20))
    step(app, 20)  # past the scene's fade-in
    assert scene.scroll == 11 - scene.page
    bottom = _thumb_rows(app.screen, track)
    assert bottom and bottom[-1] >= track.bottom - 2 and bottom[0] > top[0]


def test_a_short_save_list_has_no_bar(user_home) -> None:
    _saves(3)
    app = make_app()
    scene = LoadScene(app)
    app.push(scene)
    step(app, 20)  # past the scene's fade-in
    track = scroll_track(LIST.right - ROWS_INSET, LIST.y + 56, scene.page, ROW_H)
    assert _thumb_rows(app.screen, track) == []


def test_a_game_saved_before_its_first_turn_reads_setting_up(user_home) -> None:
    _saves(3)
    scene = LoadScene(make_app())
    assert sorted(row[2] for row in scene.rows) == ["setting up", "turn 1", "turn 2"]
