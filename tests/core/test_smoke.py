"""The headless self-test the frozen build runs plays a whole game of each registered game."""

from __future__ import annotations

from game.smoke import play_one


def test_smoke_plays_the_test_game_to_the_end() -> None:
    steps, winners = play_one("sparks", None, seed=3)
    assert steps > 0 and winners
