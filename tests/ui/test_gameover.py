"""The game-over screen names what the scores count and charts them move by move."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core import registry
from game.core.record import SeatSpec
from game.ui import theme
from game.ui.scenes.gameover import TABLE, GameOverScene
from game.ui.scenes.play import PlayScene
from tests.ui.harness import make_app

AI = SeatSpec("ai", "easy")


def finished(app: Any, game_id: str, seed: int) -> PlayScene:
    play = PlayScene.new_game(app, registry.load_game(game_id), [AI, AI], seed)
    play.finish_with_ai()
    assert play.session.state.is_over
    return play


def placed(monkeypatch: pytest.MonkeyPatch, scene: GameOverScene) -> dict[str, pygame.Rect]:
    """Every text the scene writes, with where it went."""
    texts: dict[str, pygame.Rect] = {}
    real = theme.text

    def spy(surface: pygame.Surface, message: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        texts[message] = real(surface, message, *args, **kwargs)
        return texts[message]

    monkeypatch.setattr(theme, "text", spy)
    scene.draw(pygame.Surface((1280, 720)))
    return texts


def written(monkeypatch: pytest.MonkeyPatch, scene: GameOverScene) -> list[str]:
    return list(placed(monkeypatch, scene))


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


def test_dragon_bridge_charts_where_each_wizard_stands_and_says_how_it_ended(
    user_home, monkeypatch
) -> None:
    app = make_app()
    play = finished(app, "dragon_bridge", seed=3)
    state = play.session.state
    timeline = play.session.timeline
    # Not a flat line and a jump from 0 to 1: the wizards move all through the game.
    assert timeline[-1] == state.scores and len({tuple(row) for row in timeline}) > 5
    assert state.returns() == [1.0 if s in state.winners else 0.0 for s in (0, 1)]
    scene = GameOverScene(app, play.session)
    texts = placed(monkeypatch, scene)
    heading = "Tiles from the Dragon at the end"
    assert heading in texts and "Tiles from the Dragon" in texts
    assert TABLE.inflate(-32, 0).contains(texts[heading])  # set smaller to fit its panel
    loser = 1 - state.winners[0]
    assert scene.ending == f"Player {loser + 1} is pounced and loses"
    assert "How it ended" in texts and scene.ending in texts
    assert scene.ending_rect is not None and TABLE.contains(scene.ending_rect)


def test_a_table_too_full_for_the_ending_leaves_it_out(user_home, monkeypatch) -> None:
    app = make_app()
    game = registry.load_game("sparks")
    play = PlayScene.new_game(app, game, [AI] * 4, 3)
    play.finish_with_ai()
    scene = GameOverScene(app, play.session)
    texts = placed(monkeypatch, scene)
    assert scene.ending and scene.ending_rect is None and "How it ended" not in texts
