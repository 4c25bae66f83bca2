"""The game-over screen names what the scores count and charts them move by move."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core import registry
from game.core.record import SeatSpec
from game.ui import theme
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.play import PlayScene
from tests.ui.harness import make_app

AI = SeatSpec("ai", "easy")


def finished(app: Any, game_id: str, seed: int) -> PlayScene:
    play = PlayScene.new_game(app, registry.load_game(game_id), [AI, AI], seed)
    play.finish_with_ai()
    assert play.session.state.is_over
    return play


def written(monkeypatch: pytest.MonkeyPatch, scene: GameOverScene) -> list[str]:
    texts: list[str] = []
    real = theme.text

    def spy(surface: pygame.Surface, message: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        texts.append(message)
        return real(surface, message, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    scene.draw(pygame.Surface((1280, 720)))
    return texts


def test_clash_of_decks_charts_each_players_life(user_home, monkeypatch) -> None:
    app = make_app()
    play = finished(app, "clash_of_decks", seed=5)
    timeline = play.session.timeline
    state = play.session.state
    assert timeline[-1] == state.scores
    loser = 1 - state.winners[0]
    assert timeline[-1][loser] == 0 and max(row[loser] for row in timeline) >= 8
    # Not a flat line and a jump: life moves all through the game.
    assert len({tuple(row) for row in timeline}) > 10
    texts = written(monkeypatch, GameOverScene(app, play.session))
    assert "Total life at the end" in texts and "Total life" in texts
    assert "Final scores" not in texts


def test_a_game_of_points_keeps_its_final_scores(user_home, monkeypatch) -> None:
    app = make_app()
    play = finished(app, "sparks", seed=3)
    texts = written(monkeypatch, GameOverScene(app, play.session))
    assert "Final scores" in texts and "Score" in texts
