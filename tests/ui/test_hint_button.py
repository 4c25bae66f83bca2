"""The play scene's "Suggest a move": off by default; when on, the search gets only the
seat's view, the move is marked on the board and named, the log says a hint was used,
and the finished game is marked so in the statistics."""

from __future__ import annotations

import pygame

from game.core import registry
from game.core.record import SeatSpec
from game.core.stats_db import StatsDb
from game.ui.marks import action_point
from game.ui.scenes.play import LOG_RECT, PlayScene
from tests.ui.harness import button_named, click, make_app, step


def new_play(app):  # type: ignore[no-untyped-def]
    game = registry.load_game("sparks")
    play = PlayScene.new_game(app, game, [SeatSpec("human"), SeatSpec("ai", "easy")], 3)
    app.push(play)
    step(app, 2)
    return play


def test_the_button_is_off_by_default(user_home) -> None:
    app = make_app()
    play = new_play(app)
    assert play.hint is None
    assert all(getattr(w, "label", "") != "Suggest a move" for w in play.widgets)


def test_a_hint_reads_only_the_view_marks_the_board_and_is_counted(user_home) -> None:
    app = make_app(hints=True, animation_speed="instant")
    play = new_play(app)
    assert play.session.state.current_player == 0
    made = len(app.agents_made)  # type: ignore[attr-defined]
    click(app, button_named(play, "Suggest a move").center)
    step(app, 3)
    hint_agent = app.agents_made[made]  # type: ignore[attr-defined]
    [view] = hint_agent.views
    assert view.viewer == 0 and all(card is None for card in view.hands[1])
    assert play.hint is not None and play.hint.shown is not None
    action = play.hint.shown[2]
    assert action in play.session.state.legal_actions()
    assert action_point(play.board, action) is not None  # marked where a click plays it
    assert any("used a hint" in line for line in _log_texts(play))
    assert play.hints_used == {0: 1}
    play.draw(pygame.Surface((1280, 720)))
    banner = play.hint.banner_rect  # in the log column, off the board's top strip
    assert banner is not None and LOG_RECT.contains(banner)
    assert not banner.colliderect(play.board.rect)
    play.apply(action)  # the hint is for that decision only
    assert play.hint.shown is None
    play.finish_with_ai()
    play.go_game_over()
    [row] = StatsDb().summaries()
    assert row.hinted_games == 1


def _log_texts(play: PlayScene) -> list[str]:
    return ["".join(text for text, _ in block.spans) for block, _ in play.log.blocks]


def test_a_hint_survives_save_and_resume_and_its_log_line_a_retelling(user_home) -> None:
    from game.core.saves import read_save
    from game.core.session import Session

    app = make_app(hints=True, animation_speed="instant")
    play = new_play(app)
    click(app, button_named(play, "Suggest a move").center)
    step(app, 3)
    assert play.hints_used == {0: 1}
    play.rebuild_log()  # what a hand-off or an undo does
    assert sum("used a hint" in line for line in _log_texts(play)) == 1
    play.apply(play.session.state.legal_actions()[0])
    play.save()
    record = read_save(play.save_path).record
    resumed = PlayScene(app, Session(play.game, record), save_path=play.save_path)
    app.replace(resumed)
    assert resumed.hints_used == {0: 1}
    assert sum("used a hint" in line for line in _log_texts(resumed)) == 1
    resumed.finish_with_ai()
    resumed.go_game_over()
    [row] = StatsDb().summaries()
    assert row.hinted_games == 1
