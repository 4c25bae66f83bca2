"""The play scene: saves and resume, undo, hot-seat hand-off, illegal clicks, failures."""

from __future__ import annotations

import pygame

from game.core import registry
from game.core.actions import Action
from game.core.events import Event
from game.core.paths import log_dir, saves_dir
from game.core.record import SeatSpec
from game.core.saves import list_saves
from game.core.session import Session
from game.ui.boards.generic import GenericBoard
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.play import LOG_RECT, LOG_TITLE_H, PlayScene
from game.ui.scenes.title import TitleScene
from tests.ui.harness import (
    button_named,
    click,
    make_app,
    pass_opening_handoff,
    run_until,
    step,
)

HUMAN = SeatSpec("human")
AI = SeatSpec("ai", "normal")


def new_play(app, seats, seed=5):  # type: ignore[no-untyped-def]
    game = registry.load_game("sparks")
    scene = PlayScene.new_game(app, game, seats, seed)
    app.push(scene)
    step(app, 2)
    pass_opening_handoff(app)
    return scene


def test_save_then_resume_from_the_load_scene(user_home) -> None:
    app = make_app(animation_speed="instant")
    play = new_play(app, [HUMAN, AI])
    first = play.board.buttons[0][0]
    click(app, first.rect.center)
    run_until(app, lambda: play.board.my_decision or play.session.state.is_over)
    moves = len(play.session.record.actions)
    assert moves >= 1
    click(app, button_named(play, "Save").center)
    good, bad = list_saves(saves_dir())
    assert len(good) == 1 and not bad
    (saves_dir() / "broken.json").write_text("{ truncated")
    app.reset(TitleScene(app))
    click(app, button_named(app.top, "Continue").center)
    load = app.top
    assert isinstance(load, LoadScene)
    assert any(row[2] == "unreadable" for row in load.rows)
    assert load.subtitle.startswith("1 save in ")  # the broken file is listed, not counted
    click(app, load.row_buttons[0].rect.center)
    resumed = app.top
    assert isinstance(resumed, PlayScene)
    assert len(resumed.session.record.actions) == moves
    assert resumed.session.state.state_hash() == play.session.state.state_hash()


def test_undo_takes_back_the_human_move_and_ai_reply(user_home) -> None:
    app = make_app(animation_speed="instant")
    play = new_play(app, [HUMAN, AI], seed=11)
    assert not play.undo_button.enabled
    click(app, button_named(play, "Undo").center)
    assert "Nothing to undo" in play.toast.message
    before = play.session.state.state_hash()
    play.apply(play.session.state.legal_actions()[0])
    if play.session.can_undo(0):
        click(app, button_named(play, "Undo").center)
        assert play.session.state.state_hash() == before


def test_illegal_proposal_is_refused_with_a_reason(user_home) -> None:
    app = make_app()
    play = new_play(app, [HUMAN, AI])
    before = len(play.session.record.actions)
    play.propose(Action("play", ("no_such_card",)))
    assert len(play.session.record.actions) == before
    assert "not allowed" in play.toast.message


def test_a_hot_seat_game_opens_on_a_hand_off_to_the_first_player(user_home) -> None:
    """Whoever pressed Start must not see the first decider's opening hand: with two or
    more humans the first decision is handed off too, naming who starts; with one human
    the table opens at once."""
    app = make_app(animation_speed="instant")
    game = registry.load_game("sparks")
    solo = PlayScene.new_game(app, game, [HUMAN, AI], 5)
    app.push(solo)
    step(app, 3)
    assert not isinstance(app.top, HandoffScene)
    app.reset(TitleScene(app))
    play = PlayScene.new_game(app, game, [HUMAN, HUMAN], 5)
    app.push(play)
    step(app, 2)
    hand_off = app.top
    assert isinstance(hand_off, HandoffScene) and hand_off.opening
    first = play.session.state.current_player
    assert first is not None and hand_off.heading == f"Player {first + 1} starts"
    assert hand_off.opaque  # the table under it is not drawn at all
    step(app, 30)
    click(app, (640, 360))
    assert app.top is play and play.board.viewer == first
    play.apply(play.session.state.legal_actions()[0])  # later hand-offs as before
    step(app, 2)
    assert not (isinstance(app.top, HandoffScene) and app.top.opening)


def test_a_resumed_hot_seat_game_opens_on_a_hand_off_too(user_home) -> None:
    app = make_app(animation_speed="instant")
    play = new_play(app, [HUMAN, HUMAN], seed=3)
    play.apply(play.session.state.legal_actions()[0])
    step(app, 2)
    play.save()  # a hand-off may be up already: the Save button is under it
    app.reset(TitleScene(app))
    click(app, button_named(app.top, "Continue").center)
    load = app.top
    assert isinstance(load, LoadScene)
    click(app, load.row_buttons[0].rect.center)
    step(app, 2)
    hand_off = app.top
    assert isinstance(hand_off, HandoffScene) and hand_off.opening
    deciding = play.session.state.current_player
    assert hand_off.who == f"Player {deciding + 1}"


def test_hot_seat_hands_off_and_hides_the_other_hand(user_home) -> None:
    app = make_app(animation_speed="instant")
    play = new_play(app, [HUMAN, HUMAN], seed=3)
    assert play.board.viewer == 0
    play.apply(play.session.state.legal_actions()[0])
    step(app, 2)
    while not play.session.state.is_over and play.session.state.current_player == 0:
        play.apply(play.session.state.legal_actions()[0])
        step(app, 1)
    if play.session.state.is_over:
        return
    assert isinstance(app.top, HandoffScene)
    assert play.board.viewer == 0  # nothing of seat 1's hand is drawn before the click
    step(app, 30)
    click(app, (640, 360))
    assert app.top is play
    assert play.board.viewer == 1
    # the log was re-told for seat 1: seat 0's private draws are "a card" now
    texts = [b.spans[0][0] for b, _ in play.log.blocks]
    assert not any(t.startswith("Player 1 draws ") and not t.endswith("a card") for t in texts)


def test_a_crash_in_a_scene_autosaves_and_shows_the_error_screen(user_home) -> None:
    app = make_app(animation_speed="instant")
    play = new_play(app, [HUMAN, AI])
    play.apply(play.session.state.legal_actions()[0])

    def boom(dt: float) -> None:
        raise RuntimeError("board exploded")

    play.update = boom  # type: ignore[method-assign]
    step(app, 1)
    error = app.top
    assert isinstance(error, ErrorScene)
    assert "board exploded" in error.message
    assert error.log_path is not None and error.log_path.parent == log_dir()
    assert error.saved is not None and error.saved.exists()
    click(app, button_named(error, "Return to the title").center)
    assert isinstance(app.top, TitleScene)


def test_resign_asks_then_ends(user_home) -> None:
    app = make_app(animation_speed="instant")
    play = new_play(app, [HUMAN, AI])
    click(app, button_named(play, "Resign").center)
    assert play.dialog is not None and play.dialog.open
    click(app, play.dialog.buttons[0].rect.center)  # keep playing
    assert app.top is play
    click(app, button_named(play, "Resign").center)
    click(app, play.dialog.buttons[1].rect.center)
    assert app.top.name == "gameover"
    assert app.top.winners == [1]


def test_quit_event_autosaves_a_game_in_progress(user_home) -> None:
    app = make_app(animation_speed="instant")
    play = new_play(app, [HUMAN, AI])
    play.apply(play.session.state.legal_actions()[0])
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app, 1)
    assert not app.running
    assert play.save_path.exists()


def test_a_board_without_an_end_display_hands_over_to_game_over_by_itself(user_home) -> None:
    """Boards that keep the default ``end_display`` (None) move on after the short timer,
    with no Continue to click, as before the hook existed."""
    app = make_app(animation_speed="instant")
    play = new_play(app, [HUMAN, AI], seed=3)
    assert play.board.end_display is None
    for _ in range(2000):
        if play.session.state.is_over:
            break
        play.apply(play.session.state.legal_actions()[0])
    assert play.session.state.is_over
    step(app, 2)
    assert play.continue_button is None
    run_until(app, lambda: app.top.name == "gameover", 5)


def test_toasts_go_over_the_log_never_over_the_board(user_home) -> None:
    app = make_app(animation_speed="instant")
    play = new_play(app, [HUMAN, AI])
    surface = pygame.Surface((1280, 720))
    message = "That is a long explanation of why this click cannot become a move right now."
    board_area = play.board.rect
    # A short log: the toast sits in the free space under its last line.
    play.toast.show(message, "error")
    play.draw(surface)
    box = play.toast.rect
    assert LOG_RECT.contains(box) and not box.colliderect(board_area)
    assert box.y >= play.log.rect.y + play.log.content_height
    # A full log: over the oldest lines shown, under the heading; the newest stay clear.
    for i in range(60):
        play.log.append(f"Line {i} of a long game")
    play.draw(surface)
    box = play.toast.rect
    assert LOG_RECT.contains(box) and not box.colliderect(board_area)
    assert box.y == LOG_RECT.y + LOG_TITLE_H
    assert box.bottom < play.log.rect.bottom - 100


def test_leaving_the_game_stops_the_ai_workers(user_home) -> None:
    """Each AI seat keeps a worker process for the whole game; leaving must end it."""
    from game.ui import ai

    app = make_app(animation_speed="instant")
    app.ai_factory = ai.make_ai  # type: ignore[attr-defined]  # the real AsyncAgent
    play = new_play(app, [HUMAN, AI])
    agent = play.agents[1]
    agent.start(play.session.state.view(1))
    step(app, 1)
    proc = getattr(agent, "_proc", None)
    click(app, button_named(play, "Resign").center)
    click(app, play.dialog.buttons[1].rect.center)
    assert app.top.name == "gameover"
    assert proc is not None
    proc.join(2.0)
    assert not proc.is_alive()


def test_a_board_shows_the_events_it_holds_back_in_order_as_its_tweens_play() -> None:
    game = registry.load_game("sparks")
    board = GenericBoard(Session.new(game, [HUMAN, HUMAN], 1), [0, 1], lambda a: None)
    assert board.unshown == 0  # a board that holds nothing back shows events at once
    slide = board.anim.fade("slide", 0.0, 1.0, 0.5)
    walk = board.anim.fade("walk", 0.0, 1.0, 0.5, delay=0.5)
    # A line before any tween, one told by the slide, one that follows it untold, one
    # told by the walk, one after the walk.
    board.show_with([None, slide, None, walk, None])
    assert board.unshown == 3
    board.update(0.3)
    assert board.unshown == 3, "a line ran ahead of the slide that leads to it"
    board.update(0.25)  # the slide is over, the walk under way
    assert board.unshown == 1
    board.update(0.5)
    assert board.unshown == 0 and not board.cues
    # Started again under the same key, a tween no longer holds back what followed it.
    board.show_with([board.anim.fade("walk", 0.0, 1.0, 0.5), None])
    assert board.unshown == 1
    board.anim.fade("walk", 0.0, 1.0, 0.5)
    assert board.unshown == 0
    board.show_with([board.anim.fade("walk", 0.0, 1.0, 0.5, delay=1.0), None])
    assert board.unshown == 2
    board.skip_animations()
    assert board.unshown == 0


def test_the_status_line_is_made_once_per_change_not_per_frame(user_home, monkeypatch) -> None:
    import game.ui.scenes.play as play_module

    app = make_app(animation_speed="instant")
    play = new_play(app, [HUMAN, HUMAN])
    views: list[int] = []
    real = play_module.seat_view

    def counting(state, seat):  # type: ignore[no-untyped-def]
        views.append(seat)
        return real(state, seat)

    monkeypatch.setattr(play_module, "seat_view", counting)
    step(app, 10)
    assert len(views) <= 1  # ten frames, at most one view
    from game.ui.seats import seat_name

    def fresh() -> str:
        names = [seat_name(play.session.seats, s) for s in range(2)]
        return real(play.session.state, play.board.viewer).status_line(names)

    assert play.status_line() == fresh()
    made = len(views)
    play.apply(play.session.state.legal_actions()[0])  # a change: the line is made again
    step(app, 5)
    assert play.status_line() == fresh()
    assert len(views) == made + 1


def test_the_ai_thinks_during_the_pause_and_plays_only_after_it(user_home) -> None:
    """The AI's search overlaps the pause between moves (and the playback) instead of
    following it, but its answer is not applied before the table is ready for it."""
    app = make_app()  # normal speed: a pause after every move
    play = new_play(app, [HUMAN, AI], seed=3)
    state = play.session.state
    # A move of the human's after which the AI is to move.
    action = next(a for a in state.legal_actions() if _next_seat(state, a) == 1)
    play.apply(action)
    agent = play.agents[1]
    moves = len(play.session.record.actions)
    assert play.ai_wait > 0.2
    step(app, 1)
    assert len(agent.views) == 1, "the AI did not start thinking during the pause"
    assert not play.ai_waited_on()  # no "thinking" shown while the table is still pausing
    step(app, 3)
    assert len(play.session.record.actions) == moves, "the answer jumped the pause"
    assert len(agent.views) == 1  # one search per position, not one per frame
    run_until(app, lambda: len(play.session.record.actions) > moves, seconds=3)


def test_an_answer_to_a_position_that_is_gone_is_never_played(user_home) -> None:
    app = make_app(animation_speed="instant")
    play = new_play(app, [AI, HUMAN], seed=3)
    play.cancel_ai()
    play.ai_wait = 0.0
    play.ai_started = play.version  # the search for this position is under way
    play.ai_answer = (play.version - 1, 0, play.session.state.legal_actions()[-1])
    play.drive_ai(1 / 60)
    assert play.session.record.actions == [], "a stale answer was played"
    assert play.ai_answer is None


def _next_seat(state, action):  # type: ignore[no-untyped-def]
    after = state.clone()
    after.apply(action)
    return after.current_player


def test_the_hold_before_the_result_follows_the_animation_speed(user_home) -> None:
    from game.ui.scenes.play import OVER_HOLD

    held = {}
    for speed in ("normal", "fast"):
        app = make_app(animation_speed=speed)
        play = new_play(app, [HUMAN, HUMAN], seed=3)
        play.finish_with_ai()
        held[speed] = play.over_timer
    assert held["normal"] == OVER_HOLD
    assert held["fast"] is not None and held["fast"] < OVER_HOLD


def test_the_log_tells_what_new_state_did_before_the_first_move(user_home, monkeypatch) -> None:
    """A game's set-up may do things before anyone decides (who starts, a first reveal):
    the engine puts those events in ``State.opening_events`` and the log tells them
    first, each in the viewer's wording, also when the log is told again (an undo)."""
    game = registry.load_game("sparks")
    made = type(game).new_state

    def new_state(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        state = made(self, *args, **kwargs)
        state.opening_events = (
            Event("first", "Player 2 is drawn to start"),
            Event(
                "deal",
                "You are dealt the Red Spark",
                visible_to=frozenset({1}),
                redacted=Event("deal", "Player 2 is dealt a card"),
            ),
        )
        return state

    monkeypatch.setattr(type(game), "new_state", new_state)
    app = make_app(animation_speed="instant")
    play = new_play(app, [HUMAN, AI])
    opening = ["Player 2 is drawn to start", "Player 2 is dealt a card"]
    assert [b.spans[0][0] for b, _ in play.log.blocks][1:3] == opening
    play.rebuild_log()
    assert [b.spans[0][0] for b, _ in play.log.blocks][1:3] == opening
