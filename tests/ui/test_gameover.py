"""The game-over screen names what the scores count and charts them move by move."""

from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest

from game.core import registry
from game.core.record import SeatSpec
from game.ui import theme
from game.ui.kit.clockaxis import clock_spans
from game.ui.scenes.gameover import (
    CHART,
    DOT_R,
    TABLE,
    GameOverScene,
    chart_scale,
    end_dots,
    line_shift,
)
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
    assert scene.ending == f"The Dragon pounces on Player {loser + 1}: Player {2 - loser} wins"
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


TIED = [[0, 0, 0, 0]] * 10 + [[1, 0, 0, 1]] * 10 + [[2, 1, 2, 2]] * 15 + [[3, 2, 2, 2]] * 20
COLOURS = [(64, 140, 230), (90, 180, 96), (220, 84, 72), (240, 240, 236)]


def _tied_scene(app: Any) -> GameOverScene:
    """A four-seat game whose chart ends 3/2/2/2, as a Dragon Island game may."""
    play = PlayScene.new_game(app, registry.load_game("sparks"), [AI] * 4, 3)
    play.finish_with_ai()
    play.session.timeline[:] = [list(row) for row in TIED]
    return GameOverScene(app, play.session, seat_colours=COLOURS)


def test_seats_tied_at_the_end_all_show_on_the_chart(user_home) -> None:
    """Three seats ending on 2 used to be drawn on one line with one dot, the last seat's:
    each line now runs a step apart and the tied dots sit side by side."""
    scene = _tied_scene(make_app())
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    end = pygame.Rect(CHART.right - 90, CHART.y + 60, 84, CHART.h - 110)  # the lines' ends
    for seat, colour in enumerate(COLOURS):
        shown = sum(
            tuple(surface.get_at((x, y)))[:3] == colour
            for x in range(end.x, end.right)
            for y in range(end.y, end.bottom)
        )
        assert shown >= 60, (seat, shown)
    ends = [(float(CHART.right - 30), 300.0 + line_shift(s, 4)) for s in range(1, 4)]
    dots = end_dots(ends)
    xs = sorted(x for x, _ in dots.values())
    assert all(b - a >= 2 * DOT_R + 2 for a, b in itertools.pairwise(xs))
    assert max(xs) <= CHART.right - 30  # the row of dots stays in the plot


def test_the_legend_gives_each_seats_final_score(user_home) -> None:
    scene = _tied_scene(make_app())
    texts: list[tuple[str, pygame.Rect]] = []
    real = theme.text

    def spy(surface: pygame.Surface, message: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        texts.append((message, real(surface, message, *args, **kwargs)))
        return texts[-1][1]

    mp = pytest.MonkeyPatch()
    mp.setattr(theme, "text", spy)
    try:
        scene.draw(pygame.Surface((1280, 720)))
    finally:
        mp.undo()
    for seat, final in enumerate(TIED[-1]):
        name = next(r for m, r in texts if m == f"Player {seat + 1}" and CHART.contains(r))
        after = [
            m for m, r in texts if 0 < r.x - name.right <= 12 and abs(r.centery - name.centery) <= 2
        ]
        assert after == [str(final)], (seat, after)
    # Whole-number scores, whole-number gridlines: 0 1 2 3, no 0.75 / 1.5 / 2.25.
    axis = {m for m, r in texts if r.right <= CHART.x + 52 and CHART.contains(r)}
    assert {"0", "1", "2", "3"} <= axis and not axis & {"0.75", "1.5", "2.25"}


def test_the_y_axis_steps_in_whole_numbers_when_the_scores_are_whole() -> None:
    assert chart_scale([0, 3, 2, 2, 2]) == (0.0, 3, 3)
    assert chart_scale([0, 1]) == (0.0, 1, 1)
    assert chart_scale([0, 0]) == (0.0, 1, 1)
    assert chart_scale([0, 5]) == (0.0, 6, 3)
    assert chart_scale([0, 13]) == (0.0, 16, 4)
    assert chart_scale([0.0, 0.5, 1.5]) == (0.0, 1.5, 4)  # shares of a point: four parts


def test_the_length_counts_rounds_where_every_player_answers_every_action() -> None:
    """Storm the Bridge's passes in response windows are moves too: a game's length
    there is told in rounds (Dragon Island's too, a round being every player's turn),
    elsewhere in turns; in moves only before any turn was played."""
    storm = registry.load_game("storm_the_bridge")
    state = storm.new_state(2, 1)
    state.turns = 17  # type: ignore[attr-defined]
    assert storm.length_text(state, 468) == "9 rounds"
    clash = registry.load_game("clash_of_decks")
    state = clash.new_state(2, 1)
    assert clash.length_text(state, 3) == "3 moves"  # still drafting: no turn yet
    state.turns = 12  # type: ignore[attr-defined]
    assert clash.length_text(state, 40) == "12 turns"
    island = registry.load_game("dragon_island")
    state = island.new_state(4, 1)
    state.seat_turns = [12, 12, 11, 11]  # type: ignore[attr-defined]
    assert island.length_text(state, 400) == "12 rounds"


@pytest.mark.parametrize("game_id", ["clash_of_decks", "gemwielders", "dragon_bridge"])
def test_the_subtitle_gives_the_games_own_length(user_home, game_id: str) -> None:
    """In turns: a Gemwielders turn is about fifteen moves, and '258 moves' told a player
    nothing they could match to the game played."""
    app = make_app()
    play = finished(app, game_id, seed=5)
    scene = GameOverScene(app, play.session)
    turns = play.session.state.turn
    assert turns > 1
    assert scene.subtitle.endswith(f"{turns} turns")


def test_storm_the_bridges_chart_counts_rounds_not_moves(user_home, monkeypatch) -> None:
    """A Storm game runs to hundreds of moves (every pass in a response window is one):
    its chart's x-axis reads rounds, each number under its own stretch of the plot."""
    import random

    from game.core.session import Session

    storm = registry.load_game("storm_the_bridge")
    session = Session.new(storm, [SeatSpec("human"), SeatSpec("human")], seed=2)
    rng = random.Random(2)
    while not session.state.is_over:
        session.apply(rng.choice(session.state.legal_actions()))
    spans = clock_spans(session.clock)
    rounds = session.state.round  # type: ignore[attr-defined]
    assert [s.value for s in spans] == list(range(1, rounds + 1))
    assert spans[-1].end == len(session.timeline) - 1
    texts = placed(monkeypatch, GameOverScene(make_app(), session))
    assert "rounds" in texts and "moves" not in texts
    below = {m: r for m, r in texts.items() if m.isdigit() and r.top >= CHART.bottom - 45}
    assert "1" in below and str(rounds) in below
    xs = sorted(r.x for m, r in below.items())
    widths = {r.x: r.w for r in below.values()}
    assert all(b - a > widths[a] for a, b in itertools.pairwise(xs))  # numbers never touch


def test_a_game_without_a_clock_keeps_its_moves_axis() -> None:
    assert clock_spans([None, None, None]) == []
    assert clock_spans([1]) == []
    assert [(s.value, s.start, s.end) for s in clock_spans([1, 1, 2, 2, 2, 3])] == [
        (1, 0, 2),
        (2, 2, 5),
        (3, 5, 5),
    ]
