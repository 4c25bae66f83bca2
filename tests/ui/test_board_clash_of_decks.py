"""The Clash of Decks board, driven by real mouse clicks: a whole game (draft included)
against a small-budget AI, the click -> action mapping, the self-destruct warning, the
playback of the other seat's moves before the viewer's decision, and what the playback
shows for a blow."""

from __future__ import annotations

import itertools
import random
from types import SimpleNamespace
from typing import Any

import pygame

from game.ai.agents import make_agent
from game.ai.async_agent import AsyncAgent
from game.core import registry
from game.core.actions import Action
from game.core.events import render_for
from game.core.record import SeatSpec
from game.core.session import Session
from game.engines.clash_of_decks.hand import STRONGHOLD
from game.engines.clash_of_decks.state import ClashState
from game.ui.boards.clash_of_decks import BOARD, ClashBoard, render
from game.ui.boards.clash_of_decks.board import STEP_TIME
from game.ui.boards.clash_of_decks.detail import _lines
from game.ui.boards.clash_of_decks.render import _price, status_text
from game.ui.boards.clash_of_decks.table import Table, build_steps
from game.ui.kit.textfit import shortened
from game.ui.scenes.play import PlayScene
from game.ui.theme import font
from tests.clash_of_decks.helpers import B, assault, position
from tests.ui.harness import click, make_app, pass_opening_handoff, run_until, step

HUMAN = SeatSpec("human")
AI = SeatSpec("ai", "easy")


def _play(seed: int = 4, *, real_ai: bool = True, **settings: object):  # type: ignore[no-untyped-def]
    app = make_app(**{"animation_speed": "instant", **settings})
    if real_ai:

        def factory(game, level, seed):  # type: ignore[no-untyped-def]
            return AsyncAgent(make_agent("ismcts", game, seed=seed, iterations=12), mode="thread")

        app.ai_factory = factory  # type: ignore[attr-defined]
    game = registry.load_game("clash_of_decks")
    scene = PlayScene.new_game(app, game, [HUMAN, AI], seed)
    app.push(scene)
    step(app, 2)
    assert isinstance(scene.board, ClashBoard)
    return app, scene


def _wait_for_me(app, scene) -> None:  # type: ignore[no-untyped-def]
    run_until(app, lambda: scene.board.my_decision or scene.session.state.is_over, 20)


def test_the_board_is_registered() -> None:
    from game.ui.boards import board_for

    assert board_for("clash_of_decks") is BOARD


def test_a_whole_game_by_mouse_against_the_ai(user_home) -> None:
    app, scene = _play(seed=4)
    board = scene.board
    rng = random.Random(1)
    kinds: set[str] = set()
    for _ in range(400):
        _wait_for_me(app, scene)
        state = scene.session.state
        if state.is_over:
            break
        legal = state.legal_actions()
        # Prefer plays to ending the summoning, so the game moves on and spells get cast.
        plays = [a for a in legal if a.kind not in ("assault", "fight")]
        action = rng.choice(plays) if plays and rng.random() < 0.8 else legal[-1]
        kinds.add(action.kind)
        before = len(scene.session.record.actions)
        for point in board.click_points(action):
            click(app, point)
        if board.confirm is not None and board.confirm.open:
            click(app, board.confirm.buttons[1].rect.center)
        assert len(scene.session.record.actions) > before, f"{action} was not played by clicks"
        assert scene.session.record.actions[before] == action
    assert scene.session.state.is_over, "the game did not end"
    assert {"pick", "summon", "assault"} <= kinds


def test_clicks_map_to_actions_and_illegal_clicks_explain(user_home) -> None:
    app, scene = _play(seed=7, real_ai=False)
    board = scene.board
    # The draft: clicking a revealed card takes it.
    _wait_for_me(app, scene)
    pick = scene.session.state.legal_actions()[0]
    assert pick.kind == "pick"
    n = len(scene.session.record.actions)
    click(app, board.click_points(pick)[0])
    assert scene.session.record.actions[n] == pick
    # A click on a lane during the draft says what to do instead.
    _wait_for_me(app, scene)
    click(app, (board.rect.x + 40, board.rect.y + 520))
    # Finish the draft quickly through the board.
    while scene.session.state.turns == 0:
        _wait_for_me(app, scene)
        if scene.session.state.turns:
            break
        action = scene.session.state.legal_actions()[0]
        click(app, board.click_points(action)[0])
    _wait_for_me(app, scene)
    state = scene.session.state
    if state.stack.top.kind != "summon":  # pragma: no cover - seed dependent
        return
    view = board.cview
    hand = view.hands[board.viewer]
    # Clicking the Bastion explains the life it stands for.
    at = hand.index(STRONGHOLD)
    click(app, board.hand_rect(board.table, board.viewer, at).center)
    assert "Bastion" in scene.toast.message
    # A card outside the four leftmost is refused with the reason.
    outside = [c for c in hand if c != STRONGHOLD][4:]
    if outside:
        click(app, board.hand_rect(board.table, board.viewer, hand.index(outside[0])).center)
        assert "4 leftmost" in scene.toast.message
    # A lane with no card chosen asks for a card.
    click(app, board.layout.side_rect(0, True).move(10, 10).topleft)
    assert "Choose a playable card" in scene.toast.message
    # Card then lane proposes exactly that summon.
    summon = next(a for a in state.legal_actions() if a.kind == "summon")
    first, lane_point = board.click_points(summon)
    click(app, first)
    assert board.selected == summon.args[0]
    assert int(summon.args[1]) in board.lanes_open()  # type: ignore[arg-type]
    n = len(scene.session.record.actions)
    click(app, lane_point)
    if board.confirm is not None and board.confirm.open:
        click(app, board.confirm.buttons[1].rect.center)
    assert scene.session.record.actions[n] == summon
    # End summoning is a button.
    _wait_for_me(app, scene)
    if scene.session.state.stack.top.kind == "summon":
        end = Action("assault")
        n = len(scene.session.record.actions)
        click(app, board.click_points(end)[0])
        assert scene.session.record.actions[n] == end


def test_self_destruct_warns_before_playing(user_home) -> None:
    app, scene = _play(seed=7, real_ai=False)
    board = scene.board
    state = scene.session.state
    while state.turns == 0 or state.current_player != board.viewer:
        scene.play_ai_move_now() if state.current_player != board.viewer else scene.apply(
            state.legal_actions()[0]
        )
        state = scene.session.state
    step(app, 2)
    # Put one playable card alone to the right of the Bastion by rearranging a test copy.
    hand = state.hands[board.viewer]
    cards = [c for c in hand if c != STRONGHOLD]
    legal_cards = [str(a.args[0]) for a in state.legal_actions() if a.kind == "summon"]
    card = legal_cards[0]
    others = [c for c in cards if c != card]
    state.hands[board.viewer] = [c for c in others[:3]] + [STRONGHOLD, card]
    board.refresh()
    assert board.self_destruct(card) is not None
    before = len(scene.session.record.actions)
    summon = next(a for a in state.legal_actions() if a.kind == "summon" and a.args[0] == card)
    first, lane = board.click_points(summon)
    click(app, first)
    click(app, lane)
    assert board.confirm is not None and board.confirm.open
    assert "Bastion" in board.confirm.message
    assert "with 3 life" in board.confirm.message  # the three cards left of it remain
    assert len(scene.session.record.actions) == before  # nothing played yet
    click(app, board.confirm.buttons[0].rect.center)  # "Keep it"
    assert len(scene.session.record.actions) == before
    click(app, first)
    click(app, lane)
    click(app, board.confirm.buttons[1].rect.center)
    assert scene.session.record.actions[before] == summon
    assert scene.session.state.fort[board.viewer]


def _past_the_draft():  # type: ignore[no-untyped-def]
    """A game (seed 7, the stand-in AI) played by the AI through the draft."""
    app, scene = _play(seed=7, real_ai=False)
    scene.finish_with_ai(limit=20)
    while scene.session.state.turns == 0:
        scene.play_ai_move_now()
    step(app, 2)
    return app, scene


def test_hover_shows_details_and_opponent_hand_is_hidden(user_home) -> None:
    app, scene = _past_the_draft()
    board = scene.board
    view = board.cview
    other = 1 - board.viewer
    assert any(c is None for c in view.hands[other])
    assert board.table.hands[other] == view.hands[other]
    r = board.hand_rect(board.table, board.viewer, 1)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    step(app, 2)
    assert board.hover == ("hand", board.viewer, 1)


def _to_playback_before_my_turn(app, scene) -> None:  # type: ignore[no-untyped-def]
    """Play (human moves applied directly, the stand-in AI for the other seat) until the
    AI's assault has just handed the human their summoning, its playback still running."""
    board = scene.board
    rng = random.Random(3)
    for _ in range(600):
        state = scene.session.state
        assert not state.is_over, "no AI assault before the game ended"
        if state.current_player == board.viewer:
            legal = state.legal_actions()
            plays = [a for a in legal if a.kind != "assault"]
            scene.apply(rng.choice(plays) if plays and rng.random() < 0.7 else legal[-1])
            board.skip_animations()
            continue
        # The AI's decision: nothing of the viewer's is on offer.
        assert board.buttons == [] and board.decision() is None
        scene.play_ai_move_now()
        if board.steps and board.my_decision:
            return
        board.skip_animations()
    raise AssertionError("no AI assault reached")


def test_decision_buttons_wait_for_the_opponents_playback(user_home) -> None:
    app, scene = _play(seed=11, real_ai=False, animation_speed="normal")
    board = scene.board
    _to_playback_before_my_turn(app, scene)
    assert scene.session.state.stack.top.kind == "summon"
    # The AI's blows are being shown: no End summoning, no glowing cards, no clicks.
    step(app, 2)
    assert board.steps and board.animating
    assert board.buttons == []
    assert board.decision() is None and board.playable() == {}
    hand = board.table.hands[board.viewer]
    card = next(c for c in hand if c != STRONGHOLD)
    board.click(("hand", board.viewer, hand.index(card)))
    assert board.selected is None
    # Once the playback is over the decision is offered.
    run_until(app, lambda: not board.animating, 20)
    step(app, 1)
    assert [b.label for b in board.buttons] == ["End summoning"]
    assert board.decision() == "summon"
    n = len(scene.session.record.actions)
    click(app, board.buttons[0].rect.center)
    assert scene.session.record.actions[n] == Action("assault")


def test_skipping_the_playback_offers_the_decision_at_once(user_home) -> None:
    app, scene = _play(seed=11, real_ai=False, animation_speed="normal")
    board = scene.board
    _to_playback_before_my_turn(app, scene)
    assert board.buttons == []
    pos = board.layout.status.move(10, 0).midleft
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    step(app, 1)
    assert not board.animating
    assert [b.label for b in board.buttons] == ["End summoning"]


def test_a_hot_seat_hand_off_waits_for_the_assault_then_shows_the_next_player_the_table(
    user_home,
) -> None:
    """The attacker sees their own assault played back on their own view; only then does
    the hand-off come, and the next player gets the table as it is, not a playback."""
    app = make_app(animation_speed="normal")
    game = registry.load_game("clash_of_decks")
    scene = PlayScene.new_game(app, game, [HUMAN, HUMAN], 5)
    app.push(scene)
    step(app, 2)
    assert pass_opening_handoff(app)
    board = scene.board
    rng = random.Random(2)
    for _ in range(400):
        state = scene.session.state
        assert not state.is_over, "no assault before the game ended"
        legal = state.legal_actions()
        plays = [a for a in legal if a.kind != "assault"]
        action = rng.choice(plays) if plays and rng.random() < 0.7 else legal[-1]
        mover = state.current_player
        assert mover == board.viewer
        scene.apply(action)
        if action.kind == "assault" and board.steps and scene.handoff_due() is not None:
            break
        board.skip_animations()
        step(app, 1)  # a hand-off due comes up with the next frame
        for handoff in [s for s in app.scenes if s.name == "handoff"]:
            app.scenes.remove(handoff)
            handoff.ready()
    else:
        raise AssertionError("no assault with a playback was reached")
    # The blows are shown to the attacker, on the attacker's own view: no hand-off yet.
    frames = 0
    while board.animating:
        assert app.top is scene and board.viewer == mover
        assert any(card is not None for card in board.shown()[0].hands[mover] if card != B)
        step(app, 1)
        frames += 1
    assert frames > 10, frames  # the assault was played back, not cut
    step(app, 1)
    handoffs = [s for s in app.scenes if s.name == "handoff"]
    assert app.top is handoffs[0]
    # The whole assault was told to the attacker before the screen went opaque.
    assert not scene.unlogged and board.viewer == mover
    app.scenes.remove(handoffs[0])
    handoffs[0].ready()
    assert board.viewer == 1 - mover
    assert board.steps == []
    # The log is told afresh for the new seat, nothing of the playback left to come.
    assert not scene.unlogged and scene.top_line() == scene.status_line()
    told = [scene.session.state.opening_events, *(s.events for s in scene.session.steps)]
    retold = [e.text for events in told for e in render_for(list(events), 1 - mover)]
    assert _log(scene)[1:] == retold
    shown = board.shown()[0]
    hidden = scene.session.state.view(board.viewer).hands[mover]
    assert shown.hands[mover] == hidden and None in hidden
    assert [b.label for b in board.buttons] == ["End summoning"]


def test_a_blow_of_zero_says_no_damage_and_a_real_one_shows_its_number() -> None:
    s = position([2, 8], [[["carapace"], ["brute"]], [[], ["vortex"]]])
    before = Table.of(s)
    steps = build_steps(before, assault(s))
    texts = [[hit.text for hit in st.hits] for st in steps]
    assert texts == [["No damage"], ["-5"]]
    assert steps[0].hits[0].card is None and steps[0].hits[0].seat == 1  # at the Bastion
    assert steps[1].hits[0].card == "vortex"


def test_the_hover_panel_follows_a_card_that_left(user_home) -> None:
    app, scene = _play(seed=7, real_ai=False)
    board = scene.board
    _wait_for_me(app, scene)
    pick = scene.session.state.legal_actions()[0]
    click(app, board.click_points(pick)[0])
    assert board.hover != ("draft", pick.args[0])


def test_a_name_too_long_for_a_thumbnail_is_cut_to_fit() -> None:
    cut = shortened("Aberration", 30, 8)
    assert cut.endswith("…") and font(8, "bold").size(cut)[0] <= 30
    assert shortened("Zombie", 200, 8) == "Zombie"


def test_the_selected_cards_price_counts_life() -> None:
    s = position([["zombie", B, "baron", "boom", 2], 3], [[[], []], [["troll"], []]], mana=9)

    class Seen:  # what _price reads of a board
        viewer = 0
        cview = s

    assert _price(Seen(), "baron") == "3 mana, 1 life"  # type: ignore[arg-type]
    assert _price(Seen(), "zombie") == "1 mana"  # type: ignore[arg-type]
    assert _price(Seen(), "boom") == "1 mana"  # type: ignore[arg-type]


def test_a_strongholds_life_is_counted_in_words() -> None:
    def board_on(view: ClashState) -> Any:
        """What the life texts read of a board: its view, viewer and seats."""
        return SimpleNamespace(viewer=0, cview=view, session=SimpleNamespace(seats=[HUMAN, AI]))

    def health(view: ClashState, seat: int) -> str:
        return _lines(view, None, seat, board_on(view), 0)[2][0][2]

    s = position([[B, "zombie"], [B, "baron", "boom", "brute"]])
    assert ClashBoard._life_text(board_on(s), 0) == (
        "Your Bastion: 1 card to its right, so 1 damage destroys it."
    )
    assert ClashBoard._life_text(board_on(s), 1) == (
        "Player 2's Bastion: 3 cards to its right, so 3 damage destroys it."
    )
    assert health(s, 0) == "Your health: 1 card stands to its right."
    assert health(s, 1) == "Player 2's health: 3 cards stand to its right."
    fallen = position([["zombie", B], 2], fort=(True, False))
    assert ClashBoard._life_text(board_on(fallen), 0) == (
        "Your Fort: no card is left to its right; it has fallen."
    )
    assert health(fallen, 0) == "Your health: no card stands to its right."


def _press_and_release(app, pos: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    step(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    step(app, 1)


def test_the_click_that_skips_a_playback_does_not_select_a_hand_card(user_home) -> None:
    app, scene = _play(seed=11, real_ai=False, animation_speed="normal")
    board = scene.board
    _to_playback_before_my_turn(app, scene)
    summon = next(a for a in scene.session.state.legal_actions() if a.kind == "summon")
    card_at = board.click_points(summon)[0]
    moves = len(scene.session.record.actions)
    _press_and_release(app, card_at)
    assert not board.animating, "the press did not skip the playback"
    assert board.selected is None, "the release of the skipping click selected a card"
    assert len(scene.session.record.actions) == moves
    click(app, card_at)  # the next click is an ordinary one again
    assert board.selected == summon.args[0]


def test_the_click_that_skips_a_draft_pick_does_not_take_a_card(user_home) -> None:
    app, scene = _play(seed=6, real_ai=False, animation_speed="normal")
    board = scene.board
    state = scene.session.state
    for _ in range(40):
        assert state.in_draft, "no AI pick was shown before the draft ended"
        if state.current_player == board.viewer and board.animating:
            break
        if state.current_player == board.viewer:
            scene.apply(state.legal_actions()[0])
            board.skip_animations()
        else:
            scene.play_ai_move_now()
    pick = state.legal_actions()[0]
    assert pick.kind == "pick"
    moves = len(scene.session.record.actions)
    _press_and_release(app, board.click_points(pick)[0])
    assert not board.animating
    assert len(scene.session.record.actions) == moves, "the skipping click took a card"
    click(app, board.click_points(pick)[0])
    assert scene.session.record.actions[moves] == pick


def test_a_draft_card_keeps_its_place_when_another_is_taken(user_home) -> None:
    """A player taking two cards in a row clicks twice at once: a row that closed up under
    the first pick put the second click on its neighbour."""
    app, scene = _play(seed=6, real_ai=False)
    board = scene.board
    state = scene.session.state
    for _ in range(40):  # to a pick of two by this seat, with three or more cards left
        if (
            state.current_player == board.viewer
            and scene.session.state.stack.top.data.get("left", 0) >= 2
        ):
            break
        if state.current_player == board.viewer:
            scene.apply(state.legal_actions()[0])
        else:
            scene.play_ai_move_now()
        step(app, 1)
    else:
        raise AssertionError("no pick of two came to the viewer")
    row = board.draft_row()
    places = {card: board.draft_rect(card) for card in row}
    first = row[0]
    click(app, places[first].center)
    assert scene.session.record.actions[-1].args[0] == first
    assert first not in board.draft_row()
    for card in board.draft_row():
        assert board.draft_rect(card) == places[card], f"{card} moved when {first} was taken"
    second = board.draft_row()[-1]
    click(app, places[second].center)
    assert scene.session.record.actions[-1].args[0] == second


def test_the_top_bar_names_the_draft_then_the_turns(user_home) -> None:
    _app, scene = _play(seed=6, real_ai=False)
    assert scene.status_line() == "Draft  ·  round 1 of 4  ·  Player 1 picks"
    while scene.session.state.in_draft:
        scene.play_ai_move_now()
    line = scene.status_line()
    assert line.startswith("Turn 1  ·  Player ") and line.endswith("'s turn  ·  summoning")


# --- the log and the top bar follow the playback ------------------------------------------
def _log(scene) -> list[str]:  # type: ignore[no-untyped-def]
    return [block.spans[0][0] for block, _ in scene.log.blocks]


def test_the_log_opens_with_what_the_new_game_did(user_home) -> None:
    """Issue 18, item 4: events made by new_state reached no log. A draft opens with who
    picks first and the first reveal; the fixed decks with both decks named, who starts,
    the viewer's own hand (the other hand only as shuffled) and the first turn's 6 mana."""
    _app, scene = _play(seed=6, real_ai=False)
    lines = _log(scene)
    assert lines[1].startswith("Player ") and "to pick first" in lines[1]
    assert lines[2].startswith("Draft round 1: ") and lines[2].endswith(" revealed")
    app = make_app(animation_speed="instant")
    game = registry.load_game("clash_of_decks")
    scene = PlayScene.new_game(app, game, [HUMAN, HUMAN], 6, {"mode": "preconstructed"})
    lines = _log(scene)
    starter = scene.session.state.starter
    # The decks are public: both are named before anything else.
    assert all(line.startswith(f"Player {k + 1} plays deck ") for k, line in enumerate(lines[1:3]))
    assert lines[3] == f"Player {starter + 1} is drawn to start"
    viewer = scene.board.viewer  # the starter's seat: hot seat, nobody has seen anything
    for seat in (0, 1):
        if seat == viewer:
            assert lines[4 + seat].startswith("Your hand, left to right after the Bastion: ")
        else:
            assert lines[4 + seat] == f"Player {seat + 1} shuffles their cards into a hand"
    assert lines[6] == f"Turn 1: Player {starter + 1} has 6 mana"


def _to_ai_assault(scene, blows: int) -> tuple[str, list[str], list[str]]:  # type: ignore[no-untyped-def]
    """Play on until the stand-in AI's assault has just been applied with at least
    ``blows`` attacks to show. Returns the top bar's line before it, the log before it
    and the assault's lines as the viewer reads them."""
    board = scene.board
    rng = random.Random(3)
    for _ in range(800):
        state = scene.session.state
        assert not state.is_over, "no AI assault with enough blows before the game ended"
        if state.current_player == board.viewer:
            legal = state.legal_actions()
            plays = [a for a in legal if a.kind != "assault"]
            scene.apply(rng.choice(plays) if plays and rng.random() < 0.7 else legal[-1])
            board.skip_animations()
            continue
        scene.catch_up()  # what the skips above revealed, as the next frame would
        before, logged = scene.status_line(), _log(scene)
        scene.play_ai_move_now()
        if len(board.steps) >= blows:
            told = render_for(list(scene.session.steps[-1].events), board.viewer)
            return before, logged, [e.text for e in told]
        board.skip_animations()
    raise AssertionError("no AI assault with enough blows reached")


def test_the_log_and_the_top_bar_follow_the_ai_assault_blow_by_blow(user_home) -> None:
    app, scene = _play(seed=11, real_ai=False, animation_speed="normal")
    board = scene.board
    before, logged, assault_lines = _to_ai_assault(scene, blows=2)
    story = logged + assault_lines
    live = scene.status_line()
    assert live != before  # the game itself is already in the next turn
    captions = [s.caption for s in board.steps]
    # The blows are told in the log only as the table shows them, first to last.
    shown_at: dict[str, int] = {}
    frames = 0
    while board.animating:
        assert frames < 60 * 20, "the playback never ended"
        log = _log(scene)
        assert log == story[: len(log)], "the log is not the story told in order"
        assert len(log) < len(story), "the whole assault is in the log mid-playback"
        assert scene.top_line() == before, "the top bar ran ahead of the playback"
        if board.steps:
            now = captions.index(board.steps[0].caption)
            later = [story.index(c, len(logged)) for c in captions[now + 1 :]]
            assert all(at >= len(log) for at in later), "a later blow is already in the log"
            assert captions[now] in log[len(logged) :], "the blow shown is not in the log"
            shown_at.setdefault(captions[now], len(log))
        step(app, 1)
        frames += 1
    assert _log(scene) == story
    assert scene.top_line() == live
    assert len(shown_at) == len(captions), "some blow was never shown on its own"
    assert list(shown_at.values()) == sorted(shown_at.values())


def test_skipping_the_assault_playback_tells_it_all_at_once(user_home) -> None:
    app, scene = _play(seed=11, real_ai=False, animation_speed="normal")
    board = scene.board
    before, logged, assault_lines = _to_ai_assault(scene, blows=2)
    step(app, 1)
    assert scene.top_line() == before
    assert len(_log(scene)) < len(logged + assault_lines)
    pos = board.layout.status.move(10, 0).midleft
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    step(app, 1)
    assert not board.animating
    assert _log(scene) == logged + assault_lines
    assert scene.top_line() == scene.status_line() != before


def test_each_event_of_an_assault_is_told_once_at_its_blow() -> None:
    s = position([2, 8], [[["carapace"], ["brute"]], [[], ["vortex"]]])
    events = assault(s)
    steps = build_steps(Table.of(s), events)
    told = [(st.opening, st.blow, st.closing) for st in steps]
    assert sum(sum(t) for t in told) == len(events)
    # Each step opens with its attack (the first one after the assault's start) and the
    # damage it deals lands with its blow; the next turn waits for the last step's end.
    kinds = [e.kind for e in events]
    first = steps[0].opening
    assert kinds[first - 1] == "attack" and "turn" not in kinds[:first]
    assert all(st.closing == 0 for st in steps[:-1])
    assert kinds[len(events) - steps[-1].closing] == "turn"
    second = steps[1]
    at = first + steps[0].blow
    assert kinds[at : at + second.opening][-1] == "attack"
    assert "damage" in kinds[at + second.opening : at + second.opening + second.blow]


def test_the_words_of_a_blow_hide_no_name_and_no_label(user_home) -> None:
    wanted = {"creature x1", "mine x1", "theirs x1", "mine x2", "theirs x2"}
    seen: set[str] = set()
    for seed in (9, 5, 11, 4, 6, 7):
        seen |= _blow_words_checked(seed)
        if wanted <= seen:
            break
    assert wanted <= seen, seen


def _blow_words_checked(seed: int) -> set[str]:
    """Play a game through, freezing each blow with its words up and checking where they
    went; returns which kinds of stacks were seen (whose card, how many words)."""
    app, scene = _play(seed=seed, real_ai=False, animation_speed="normal")
    board = scene.board
    surface = pygame.Surface(app.screen.get_size())
    seen: set[str] = set()
    for _ in range(600):
        if scene.session.state.is_over:
            break
        scene.play_ai_move_now()
        while board.steps:
            blow = board.steps[0]
            board.step_t = 0.5 * STEP_TIME  # the words are up
            board.draw(surface)  # which also notes the labels drawn
            avoid = board.printed + render._name_plates(board, blow)
            groups: dict[tuple[str | None, int], list[Any]] = {}
            for hit in blow.hits:
                groups.setdefault((hit.card, hit.seat), []).append(hit)
            for (card, seat), hits in groups.items():
                anchor = render._hit_anchor(board, blow, card, seat)
                assert anchor is not None
                images = [render._word(hit.text, hit.colour) for hit in hits]
                placed = render._place_words(
                    board, anchor, card, seat, images, avoid, board.rect.inflate(-8, -8)
                )
                where = "creature" if card else "mine" if seat == board.viewer else "theirs"
                seen.add(f"{where} x{len(hits)}")
                for image, (x, y), reach in placed:
                    ink = image.get_bounding_rect().move(x, y)
                    swept = ink.union(ink.move(0, reach))
                    assert board.rect.contains(swept), (where, [h.text for h in hits])
                    assert swept.collidelist(avoid) == -1, (where, [h.text for h in hits])
            board.steps.pop(0)
        board.skip_animations()
    return seen


def _plaque_lit(app, board) -> bool:  # type: ignore[no-untyped-def]
    """Whether the opponent's plaque wears the gold edge of the player being shown."""
    r = board.layout.plaque
    edge = tuple(app.screen.get_at((r.centerx, r.y)))[:3]
    assert edge in (render.GLOW, (110, 80, 44)), edge
    return edge == render.GLOW


def _to_my_assault_playback(scene) -> None:  # type: ignore[no-untyped-def]
    """Play on (the viewer's moves applied directly, the stand-in AI's for the other seat)
    until the viewer's assault has just passed the turn, its blows still to be shown."""
    board = scene.board
    rng = random.Random(5)
    for _ in range(800):
        state = scene.session.state
        assert not state.is_over, "no assault of the viewer's passed the turn"
        if state.current_player != board.viewer:
            scene.play_ai_move_now()
            board.skip_animations()
            continue
        legal = state.legal_actions()
        plays = [a for a in legal if a.kind not in ("assault", "fight")]
        action = rng.choice(plays) if plays and rng.random() < 0.6 else legal[-1]
        scene.apply(action)
        passed = scene.session.state.current_player not in (board.viewer, None)
        if action.kind in ("assault", "fight") and passed and board.steps:
            return
        board.skip_animations()
    raise AssertionError("no assault of the viewer's with a playback reached")


def test_the_plaque_lights_the_player_whose_assault_is_being_shown(user_home) -> None:
    """The turn passes as the assault is applied; the plaque of the player it passed to
    lights only once the table has shown the blows that passed it."""
    app, scene = _play(seed=11, real_ai=False, animation_speed="normal")
    scene.agents.clear()  # the other seat plays only when the test says so
    step(app, 15)  # the scene's fade-in is over: the plaque's edge shows its own colour
    board = scene.board
    _to_my_assault_playback(scene)
    them = 1 - board.viewer
    assert scene.session.state.current_player == them
    frames = 0
    while board.animating:
        step(app, 1)
        if not board.animating:
            break
        assert board.playing_back == board.viewer
        assert not _plaque_lit(app, board), f"their plaque lit at frame {frames}"
        frames += 1
    assert frames > 10, frames  # the assault was played back, not cut
    step(app, 1)
    assert board.playing_back is None and _plaque_lit(app, board)


def test_the_plaque_stays_lit_while_the_opponents_assault_is_shown(user_home) -> None:
    """The other way round: the turn is already the viewer's, yet the opponent's blows
    are on the table, so theirs is the plaque lit until they have all been shown."""
    app, scene = _play(seed=11, real_ai=False, animation_speed="normal")
    step(app, 15)  # the scene's fade-in is over: the plaque's edge shows its own colour
    board = scene.board
    _to_playback_before_my_turn(app, scene)
    assert scene.session.state.current_player == board.viewer
    step(app, 1)
    assert board.playing_back == 1 - board.viewer and _plaque_lit(app, board)
    run_until(app, lambda: not board.animating, 20)
    step(app, 1)
    assert board.playing_back is None and not _plaque_lit(app, board)


def test_the_status_names_the_player_the_plaque_lights_in_the_fade_after_my_move(
    user_home,
) -> None:
    """Issue 17, item 10: the viewer's pick that ends the draft passes the first turn to
    the other seat while the picked card still fades in; the strip named the player
    deciding (the old rule), the plaque the viewer, whose move is on the table."""
    app = make_app(animation_speed="normal")
    game = registry.load_game("clash_of_decks")
    scene = PlayScene.new_game(app, game, [HUMAN, AI], 3, {"first_pick": "1"})
    app.push(scene)
    step(app, 2)
    board = scene.board
    while scene.session.state.in_draft:
        state = scene.session.state
        if state.current_player == board.viewer:
            scene.apply(state.legal_actions()[0])
        else:
            scene.play_ai_move_now()
        if scene.session.state.in_draft:
            board.skip_animations()
    # The viewer made the draft's last choice (Player 2 receives the last card, starts).
    assert scene.session.steps[-1].actor == board.viewer == 0
    assert scene.session.state.current_player == 1
    step(app, 1)
    assert board.animating and not board.steps  # the pick's fade, no blow to caption
    assert board.playing_back == 0
    assert status_text(board)[0] == "Player 1 is playing…"
    run_until(app, lambda: not board.animating, 5)
    assert status_text(board)[0] == "Player 2 is playing…"


def test_over_whole_turns_the_strip_names_the_lit_plaque_and_no_bracket_waits_on_them(
    user_home,
) -> None:
    """Issue 17, item 10, frame by frame over the opening turns of a game at normal
    speed: whenever the strip says who "is playing" it names the player the plaque
    lights (the one whose moves are on the table), and the PLAYABLE bracket is never
    drawn while the other seat's last move is still being shown."""
    app, scene = _play(seed=2, real_ai=False, animation_speed="normal")
    step(app, 15)
    board = scene.board
    rng = random.Random(2)
    names = [f"Player {seat + 1}" for seat in (0, 1)]
    said = set()
    for _ in range(2400):
        state = scene.session.state
        if state.is_over or state.turns > 6:
            break
        step(app, 1)
        last = scene.session.steps[-1].actor if scene.session.steps else None
        battle = not scene.session.state.in_draft
        if battle and board.animating and last == 1 - board.viewer:
            assert _bracket_pixels(app, board) == 0
        if battle and board.shown()[1] is None and status_text(board)[0].endswith("playing…"):
            shown = board.playing_back
            seat = shown if shown is not None else state.current_player
            assert status_text(board)[0] == f"{names[seat]} is playing…"
            said.add((seat, shown is not None))
        if board.my_decision and not board.animating:
            legal = state.legal_actions()
            plays = [a for a in legal if a.kind not in ("assault", "fight")]
            scene.apply(rng.choice(plays) if plays and rng.random() < 0.7 else legal[-1])
    assert scene.session.state.turns > 6 or scene.session.state.is_over
    assert (board.viewer, True) in said  # a fade after the viewer's own move was seen


# --- the PLAYABLE bracket ---------------------------------------------------------------------
def _bracket_pixels(app, board) -> int:  # type: ignore[no-untyped-def]
    """Gold pixels on the row where the PLAYABLE bracket runs over the viewer's hand."""
    table = board.shown()[0]
    y = board.hand_rect(table, board.viewer, 0).y - 14
    return sum(
        tuple(app.screen.get_at((x, y)))[:3] == render.GOLD
        for x in range(board.rect.x, board.rect.right)
    )


def test_the_playable_bracket_waits_for_the_opponents_playback(user_home) -> None:
    """The bracket marks what the viewer may play now: not while the opponent's blows are
    still on the table (the turn is already the viewer's), only once they are shown."""
    app, scene = _play(seed=11, real_ai=False, animation_speed="normal")
    step(app, 15)  # the scene's fade-in is over: the bracket shows its own colour
    board = scene.board
    _to_playback_before_my_turn(app, scene)
    assert scene.session.state.current_player == board.viewer
    frames = 0
    while board.animating:
        step(app, 1)
        if not board.animating:
            break
        assert _bracket_pixels(app, board) == 0, f"bracket drawn at frame {frames}"
        frames += 1
    assert frames > 10, frames  # the assault was played back, not cut
    step(app, 1)
    assert board.decision() == "summon" and _bracket_pixels(app, board) > 20


def test_the_playable_bracket_is_not_drawn_on_the_opponents_turn(user_home) -> None:
    app, scene = _play(seed=11, real_ai=False, animation_speed="instant")
    scene.agents.clear()  # the other seat plays only when the test says so
    step(app, 15)
    board = scene.board
    while scene.session.state.in_draft:
        scene.play_ai_move_now()
    step(app, 2)
    if scene.session.state.current_player == board.viewer:
        scene.apply(Action("assault"))
        step(app, 2)
    assert scene.session.state.current_player == 1 - board.viewer
    assert board.decision() is None and _bracket_pixels(app, board) == 0


# --- the status strip in the words of the timing rule ------------------------------------------
def _board_at(state: ClashState) -> ClashBoard:
    """A real board whose game is ``state`` (a rule-test position), the viewer seat 0."""
    session = Session.new(registry.load_game("clash_of_decks"), [HUMAN, AI], 1)
    session.state = state
    return ClashBoard(session, [0], lambda action: None)


def test_the_status_follows_a_card_chosen_in_the_legacy_assault_window(user_home) -> None:
    """Legacy timing stops the assault before an attack when an incantation could be
    cast: the strip names the creature about to attack, and a card chosen there asks
    for its target with its price, as it does in the summoning phase."""
    s = position(
        [[B, "zombie", "boom"], [B, 3]], [[["ogre"], []], [["grrr"], []]], mana=5, legacy=True
    )
    assault(s)
    board = _board_at(s)
    assert board.decision() == "window"
    assert status_text(board)[0] == "Cast an incantation before Ogre attacks, or let it attack"
    board.click(("hand", 0, s.hands[0].index("boom")))
    assert board.selected == "boom"
    assert status_text(board)[0] == "Choose a creature for Boom! to strike  ·  1 mana"
    # Cast through the engine, its target still to choose: the strip says which spell.
    s.apply(Action("cast", ("boom",)))
    board.refresh()
    assert status_text(board)[0] == "Choose a glowing creature for Boom! to strike"


def test_the_status_of_the_summoning_reads_the_same_with_either_timing(user_home) -> None:
    for legacy in (False, True):
        s = position([[B, "zombie", "boom"], [B, 3]], [[[], []], [["grrr"], []]], legacy=legacy)
        board = _board_at(s)
        assert status_text(board)[0] == "Play a glowing card, or end summoning to attack"
        board.click(("hand", 0, s.hands[0].index("zombie")))
        assert status_text(board)[0] == "Choose a lane for Zombie  ·  1 mana, 1 life"
        s.mana = 0
        board.refresh()
        assert status_text(board)[0] == "Nothing more can be played: end summoning to attack"


def test_an_incantation_says_when_it_may_be_cast_under_each_timing() -> None:
    def when(legacy: bool) -> list[str]:
        s = position([[B, "boom"], [B, 3]], legacy=legacy)
        board = SimpleNamespace(viewer=0, cview=s, session=SimpleNamespace(seats=[HUMAN, AI]))
        return [text for _, _, text in _lines(s, "boom", None, board, 0)[2]]  # type: ignore[arg-type]

    assert "Cast it only in your summoning phase, before your assault." in when(False)
    assert (
        "Cast it in your summoning phase, or in your assault before one of your creatures "
        "attacks (legacy timing)."
    ) in when(True)


# --- glows, the hover panel and the draft prompt -------------------------------------------
def test_the_glows_of_neighbouring_hand_cards_do_not_overlap() -> None:
    from game.ui.boards import BOARD_RECT
    from game.ui.boards.clash_of_decks.layout import Layout

    layout = Layout(BOARD_RECT)
    pad = render.HAND_GLOW
    for count in range(2, 10):
        rects = [layout.hand_card(i, count, mine=True).inflate(pad, pad) for i in range(count)]
        assert not any(a.colliderect(b) for a, b in itertools.pairwise(rects))


def _place(bounds, size, card, avoid, mouse, table=None):  # type: ignore[no-untyped-def]
    """The hover panel's place as the Clash board asks the kit for it."""
    from game.ui.boards.clash_of_decks.detail import GAP, SIDES
    from game.ui.kit.placement import beside

    return beside(
        size,
        card,
        bounds.inflate(-8, -8),
        level=mouse,
        sides=SIDES,
        avoid=avoid,
        within=table,
        gap=GAP,
    )


def test_the_hover_panel_keeps_off_the_other_targets() -> None:
    from game.ui.boards import BOARD_RECT

    near = (BOARD_RECT.centerx, BOARD_RECT.y + 240)
    card = pygame.Rect(0, 0, 90, 120)
    card.center = near
    size = (330, 200)
    # Nothing to keep clear of: right of the card, as ever.
    assert _place(BOARD_RECT, size, card, [], near).x > card.right
    # A target to the right: the panel goes left of the card instead.
    target = pygame.Rect(card.right + 60, near[1] - 50, 76, 106)
    placed = _place(BOARD_RECT, size, card, [target], near)
    assert placed.right < card.x and not placed.colliderect(target)
    # Near the right edge, with a target on the left: below the card, clear of both.
    edge = card.copy()
    edge.right = BOARD_RECT.right - 10
    other = pygame.Rect(edge.x - 200, edge.y, 40, 40)
    placed = _place(BOARD_RECT, size, edge, [other], edge.center)
    assert not placed.colliderect(edge) and not placed.colliderect(other)
    # With the target in the way below as well: left of the card, over the target rather
    # than over the card it reads.
    below = pygame.Rect(edge.x - 300, edge.bottom, 400, 300)
    placed = _place(BOARD_RECT, size, edge, [other, below], edge.center)
    assert placed.right < edge.x


def test_the_hover_panel_never_covers_the_card_it_reads() -> None:
    """The panel went 28 px right of the mouse: over 10-40 px of a card hovered near its
    left edge. Everywhere on the table, at any point of the card, it keeps clear."""
    from game.ui.boards import BOARD_RECT

    screen = pygame.Rect(0, 0, 1280, 720)
    bounds = pygame.Rect(0, BOARD_RECT.y, screen.w, screen.h - BOARD_RECT.y)
    for w, h in ((76, 106), (84, 118), (146, 207), (52, 72)):
        for x in range(BOARD_RECT.x, BOARD_RECT.right - w + 1, 37):
            for y in range(BOARD_RECT.y, BOARD_RECT.bottom - h + 1, 41):
                card = pygame.Rect(x, y, w, h)
                for mouse in (card.center, card.topleft, card.bottomright, card.midleft):
                    for size in ((330, 238), (330, 420)):
                        placed = _place(bounds, size, card, [], mouse, BOARD_RECT)
                        assert not placed.colliderect(card), (card, mouse, size, placed)
                        assert screen.contains(placed), (card, placed)


def _hover_everything(app, board) -> int:  # type: ignore[no-untyped-def]
    """Hover every card on the table at its centre and near its corners; check the panel
    keeps clear of the card as drawn (raised, glowing) each time. Returns the count."""
    table = board.table
    spots: list[pygame.Rect] = []
    if board.cview.in_draft:
        row = [c for c in board.cview.row if c is not None]
        spots += [board.layout.draft_card(i, len(row)) for i in range(len(row))]
    for seat in (0, 1):
        spots += [board.hand_rect(table, seat, i) for i in range(len(table.hands[seat]))]
        for lane in (0, 1):
            spots += [board.creature_rect(table, c) for c in table.lanes[seat][lane]]
    checked = 0
    for r in spots:
        for point in (
            r.center,
            (r.x + 3, r.y + 3),
            (r.x + 3, r.bottom - 4),
            (r.right - 4, r.y + 3),
        ):
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
            )
            step(app, 1)
            if board.detail_rect is None:
                continue  # an opponent's hidden card, or a card drawn over this one
            assert not board.detail_rect.colliderect(board.detail_card), (
                point,
                board.hover,
                board.detail_rect,
                board.detail_card,
            )
            assert board.detail_card.collidepoint(point) or board.hover[0] == "hand"
            assert app.screen.get_rect().contains(board.detail_rect)
            checked += 1
    return checked


def test_the_hover_panel_keeps_clear_of_every_card_on_the_table(user_home) -> None:
    checked = 0
    for seed in (5, 9):
        app, scene = _play(seed=seed, real_ai=False)
        scene.agents.clear()
        board = scene.board
        rng = random.Random(seed)
        for turn in range(60):
            state = scene.session.state
            if state.is_over:
                break
            board.skip_animations()
            if turn % 3 == 0:
                assert app.top is scene
                checked += _hover_everything(app, board)
            scene.apply(rng.choice(state.legal_actions()))
            board.skip_animations()
    assert checked > 150, checked


def test_the_second_of_two_picks_asks_for_one_more_card(user_home) -> None:
    app, scene = _play(seed=6, real_ai=False)
    scene.agents.clear()
    board = scene.board
    said: list[str] = []
    real = render.theme.text

    def spy(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        said.append(text)
        return real(surface, text, *args, **kwargs)

    render.theme.text = spy  # type: ignore[assignment]
    try:
        while True:
            state = scene.session.state
            top = state.stack.top
            if top.seat == board.viewer and state.draft_taken == 1:
                break
            if top.seat == board.viewer:
                scene.apply(state.legal_actions()[0])
            else:
                scene.play_ai_move_now()
        board.skip_animations()
        said.clear()
        step(app, 1)
    finally:
        render.theme.text = real  # type: ignore[assignment]
    assert "Your pick: take one more card" in said


def test_the_detail_panel_says_why_a_new_creature_does_or_does_not_attack() -> None:
    from game.ui.boards.clash_of_decks.detail import entered_note

    assert "next turn" in entered_note(frozenset())
    assert "not the stronghold" in entered_note(frozenset({"rage"}))
    # Wrecker only ever hits the stronghold, so Rage does not make it attack on entry.
    wrecker = entered_note(frozenset({"rage", "wrecker"}))
    assert "Wrecker" in wrecker and "Rage" not in wrecker


def test_a_hidden_card_of_the_other_hand_names_the_cards_it_may_be(user_home) -> None:
    """The draft is open and the decks public (rules.md, ruling 3): a click on a hidden
    card of the other hand lists the cards it may be, the other player's cards not in
    view, so nobody need remember the draft."""
    app, scene = _past_the_draft()
    board = scene.board
    view = board.cview
    other = 1 - board.viewer
    hidden_at = [k for k, c in enumerate(view.hands[other]) if c is None]
    names = sorted(view.cards[c].name for c in view.hidden_cards(board.viewer))
    assert hidden_at and len(names) == len(hidden_at)
    truth = scene.session.state.hands[other]
    assert sorted(view.cards[truth[k]].name for k in hidden_at) == names
    click(app, board.hand_rect(board.table, other, hidden_at[0]).center)
    assert scene.toast.message.startswith(f"A hidden card, one of: {', '.join(names)}.")


def test_a_blow_past_the_last_space_shows_what_landed() -> None:
    """Martyr's 6 on a Bastion two spaces from the end moves it 2 and the rest is lost
    (the log says so): the number over the Bastion reads -2, not -6."""
    s = position([2, 2], [[["martyr"], []], [[], []]])
    events = assault(s)
    hit = next(e for e in events if e.kind == "stronghold_hit")
    assert (hit.data["amount"], hit.data["moved"]) == (6, 2)
    texts = [h.text for st in build_steps(Table.of(s), events) for h in st.hits]
    assert texts[0] == "-2" and "-6" not in texts
