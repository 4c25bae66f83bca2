"""A change of Text size or of the colour-blind palette in Settings redraws every card at
once. Card faces are cached, and before this the caches kept their old drawings: after
picking 125% mid-game, a Storm the Bridge section or a Gemwielders card still showed its
100% numbers until the cache happened to evict it. Numbers on round badges fit their
disc at every text size."""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Iterator

import pygame
import pytest

from game.core import registry
from game.core.record import SeatSpec
from game.ui import theme
from game.ui.kit.card import CardFace, CardSprite
from game.ui.kit.textfit import DISC_ROOM, disc_size
from game.ui.settings import Settings, save_settings
from tests.ui.harness import make_app, start_board, step

GAMES = ["dragon_bridge", "dragon_island", "storm_the_bridge", "gemwielders", "clash_of_decks"]
LRU = type(functools.lru_cache(maxsize=1)(lambda: None))


@pytest.fixture
def default_style() -> Iterator[None]:
    theme.set_ui_scale(1.0)
    theme.set_palette(False)
    yield
    theme.set_ui_scale(1.0)
    theme.set_palette(False)


def _ui_caches() -> dict[str, int]:
    """Entries held by every ``lru_cache`` defined in a ``game.ui`` module, by name."""
    held: dict[str, int] = {}
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith("game.ui"):
            continue
        for attr, value in vars(module).items():
            if isinstance(value, LRU) and getattr(value, "__module__", "") == name:
                held[f"{name}.{attr}"] = value.cache_info().currsize
    return held


def _board_frame(game: str, change: dict[str, object], *, live: bool) -> bytes:
    """The board of seed 4 ten frames in, with ``change`` made to the settings before
    the game starts or (``live``) after five frames, as from the pause menu."""
    settings = Settings()
    if not live:
        for name, value in change.items():
            setattr(settings, name, value)
    save_settings(settings)
    app, _scene = start_board(game, [SeatSpec("human"), SeatSpec("human")], seed=4, ai=False)
    step(app, 5)
    if live:
        for name, value in change.items():
            setattr(app.settings, name, value)
        app.apply_settings()
    step(app, 5)
    return pygame.image.tobytes(pygame.display.get_surface(), "RGB")


@pytest.mark.parametrize("change", [{"ui_scale": 1.25}, {"colourblind": True}], ids=str)
@pytest.mark.parametrize("game", GAMES)
def test_a_board_restyled_mid_game_looks_as_one_begun_in_that_style(
    user_home, default_style, game: str, change: dict[str, object]
) -> None:
    # Before, the log, the prompt bar's buttons and every cached card face kept the old
    # text size: thousands of pixels differed from a board opened at 125%.
    begun = _board_frame(game, change, live=False)
    restyled = _board_frame(game, change, live=True)
    assert restyled == begun


def _scene_frame(scene: str, *, live: bool) -> bytes:
    """``scene`` (as ``--scene`` builds it, on a Dragon Bridge game 40 moves in) ten
    frames in, at 125% text from the start or set to it after five frames."""
    from game.ui.scenes import build_scene

    save_settings(Settings(ui_scale=1.0 if live else 1.25))
    app = make_app()
    args = argparse.Namespace(
        game="dragon_bridge", seats="human,ai:easy", seed=9, moves=40, screenshot="x"
    )
    app.push(build_scene(app, scene, args))
    step(app, 5)
    if live:
        app.settings.ui_scale = 1.25
        app.apply_settings()
    step(app, 5)
    return pygame.image.tobytes(pygame.display.get_surface(), "RGB")


@pytest.mark.parametrize(
    "scene", ["title", "setup", "replay", "pause", "rules", "gameover", "load", "statistics"]
)
def test_a_scene_restyled_while_open_looks_as_one_opened_in_that_style(
    user_home, default_style, scene: str
) -> None:
    # Before, the title's game names kept their fitted 100% sizes (and ran off their
    # tiles), the set-up options overlapped their switches, the replay's log and
    # buttons and the board under the pause menu kept the old layout.
    assert _scene_frame(scene, live=True) == _scene_frame(scene, live=False)


@pytest.mark.parametrize("game", GAMES)
def test_a_new_text_size_forgets_every_drawing_of_the_board(
    user_home, default_style, game: str
) -> None:
    app, _scene = start_board(game, [SeatSpec("human"), SeatSpec("ai", "easy")], seed=4)
    step(app, 3)
    assert sum(_ui_caches().values()) > 0  # the board did cache its drawings
    theme.set_ui_scale(1.25)  # the first thing App.apply_settings does on a change
    stale = {name: n for name, n in _ui_caches().items() if n}
    assert stale == {}
    assert all(not cache for cache in theme._DRAWING_CACHES)
    step(app, 3)  # and the board draws again at the new size


def test_a_storm_section_face_is_drawn_again_at_the_new_size(user_home, default_style) -> None:
    from game.ui.boards.storm_the_bridge import faces

    game = registry.load_game("storm_the_bridge")
    section = next(iter(game.sections))  # type: ignore[attr-defined]
    before = faces.face(game, section, (90, 126))  # type: ignore[arg-type]
    theme.set_ui_scale(1.25)
    after = faces.face(game, section, (90, 126))  # type: ignore[arg-type]
    assert after is not before
    assert pygame.image.tobytes(after, "RGBA") != pygame.image.tobytes(before, "RGBA")


def test_a_gemwielders_card_is_drawn_again_in_the_colour_blind_palette(
    user_home, default_style
) -> None:
    from game.ui.boards.gemwielders import faces

    game = registry.load_game("gemwielders")
    card = next(iter(game.defs))  # type: ignore[attr-defined]
    before = faces.card_face(game, card, (96, 134))  # type: ignore[arg-type]
    theme.set_palette(True)
    assert faces.card_face(game, card, (96, 134)) is not before  # type: ignore[arg-type]


def test_a_card_sprite_redraws_its_face_after_a_style_change(user_home, default_style) -> None:
    sprite = CardSprite(CardFace(title="Harbour Master", text="Draw a card."))
    before = sprite.image()
    assert sprite.image() is before  # cached while nothing changes
    theme.set_ui_scale(1.25)
    assert sprite.image() is not before


def test_setting_the_same_style_again_keeps_the_drawings(user_home, default_style) -> None:
    sprite = CardSprite(CardFace(title="Harbour Master", text="Draw a card."))
    before = sprite.image()
    theme.set_ui_scale(1.0)
    theme.set_palette(False)
    assert sprite.image() is before


@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("radius", [8, 10, 12, 16])
@pytest.mark.parametrize("number", ["7", "18", "25"])
def test_a_badge_number_fits_its_disc(
    default_style, scale: float, radius: int, number: str
) -> None:
    theme.set_ui_scale(scale)
    size = disc_size(number, radius, start=max(11, round(radius * 1.2)))
    assert theme.font(size, "bold").size(number)[0] <= round(radius * DISC_ROOM)


def test_the_storm_badge_number_stays_its_100_percent_width_at_125(default_style) -> None:
    # The size Storm's small-card badge asks for (max(9, 1.2 r) = 10 at r = 8) drew
    # "18" 14 px wide on a 16 px disc at 125%; at 100% it is 12 px, which fits.
    theme.set_ui_scale(1.0)
    assert disc_size("18", 8, 10) == 10
    theme.set_ui_scale(1.25)
    assert theme.font(10, "bold").size("18")[0] > round(8 * DISC_ROOM)
    size = disc_size("18", 8, 10)
    assert size < 10
    assert theme.font(size, "bold").size("18")[0] <= 12
