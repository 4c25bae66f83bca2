"""The play scene's subtitle never runs under the top bar's buttons."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.ui import theme
from game.ui.scenes.play import TOP_LINE_WIDTH, fit_status


def setup_module() -> None:
    pygame.init()


def test_a_short_status_is_kept_whole() -> None:
    assert fit_status("Turn 3  ·  Player 1's turn", TOP_LINE_WIDTH, 14) == (
        "Turn 3  ·  Player 1's turn"
    )


def test_a_long_status_drops_its_last_parts_first() -> None:
    line = (
        "Turn 15  ·  Player 2's Action phase  ·  Player 1 decides  ·  5 on the stack  ·  "
        "the attack on the Bridge is 3 against 11"
    )
    fitted = fit_status(line, TOP_LINE_WIDTH, 14)
    assert theme.text_width(fitted, 14) <= TOP_LINE_WIDTH
    assert fitted.startswith("Turn 15  ·  Player 2's Action phase")
    assert not fitted.endswith("·")


def test_one_long_part_is_cut_with_an_ellipsis() -> None:
    fitted = fit_status("x" * 400, TOP_LINE_WIDTH, 14)
    assert fitted.endswith("…") and theme.text_width(fitted, 14) <= TOP_LINE_WIDTH
