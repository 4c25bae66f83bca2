"""Undo follows Board Game Arena's policy: never across a reveal, a random event or a human."""

from __future__ import annotations

from game.core.actions import Action
from game.core.record import SeatSpec
from game.core.session import Session

HUMAN, AI = SeatSpec(), SeatSpec("ai", "easy")


def strike_then_pass(game, seats, *, empty_deck: bool) -> Session:  # type: ignore[no-untyped-def]
    """Seat 0 strikes and seat 1 lets it resolve; with an empty deck nothing is drawn after."""
    session = Session.new(game, seats, seed=0)
    session.state.hands[0] = ["strike", "potion", "blast"]
    if empty_deck:
        session.state.deck = []
    session.apply(Action("play", ("strike",)))
    session.apply(Action("pass"))
    return session


def test_undo_takes_back_your_own_choice(sparks) -> None:  # type: ignore[no-untyped-def]
    session = Session.new(sparks, [HUMAN, AI], seed=0)
    first = session.state.legal_actions()[0]
    start = session.state.state_hash()
    session.apply(first)
    assert session.can_undo(0)
    assert session.undo(0) == 1
    assert session.record.actions == [] and len(session.timeline) == 1
    assert session.state.state_hash() == start


def test_undo_never_crosses_a_hidden_draw(sparks) -> None:  # type: ignore[no-untyped-def]
    session = strike_then_pass(sparks, [HUMAN, AI], empty_deck=False)
    assert session.steps[-1].irreversible  # seat 2's turn began with a hidden draw
    assert not session.can_undo(0) and not session.can_undo(1)


def test_undo_takes_back_ai_replies_after_your_decision(sparks) -> None:  # type: ignore[no-untyped-def]
    session = strike_then_pass(sparks, [HUMAN, AI], empty_deck=True)
    assert not any(step.irreversible for step in session.steps)
    assert session.undo_count(0) == 2
    assert session.undo_count(0, across_ai=False) == 0


def test_undo_never_crosses_another_humans_decision(sparks) -> None:  # type: ignore[no-untyped-def]
    session = strike_then_pass(sparks, [HUMAN, HUMAN], empty_deck=True)
    assert session.undo_count(0) == 0
    assert session.undo_count(1) == 1


def test_a_hint_for_a_decision_taken_back_still_counts_but_is_no_longer_placed(sparks) -> None:  # type: ignore[no-untyped-def]
    session = Session.new(sparks, [HUMAN, AI], seed=0)
    first = session.state.legal_actions()[0]
    session.note_hint(0, first)  # at the decision before move 1: still there after undo
    session.apply(first)
    session.note_hint(0, session.state.legal_actions()[0])  # at a decision taken back
    assert session.undo(0) == 1
    assert [h.move for h in session.record.hints] == [0, None]
    assert session.record.hint_counts() == {0: 2}


def test_the_clock_keeps_step_with_the_timeline_through_undo(sparks) -> None:  # type: ignore[no-untyped-def]
    """The game's clock (Game.clock: by default its turn) beside every point, taken
    back with the points an undo takes back."""
    session = Session.new(sparks, [SeatSpec("human"), SeatSpec("human")], seed=3)
    turns = [session.state.turn]
    for _ in range(3):
        session.apply(session.state.legal_actions()[0])
        turns.append(session.state.turn)
    assert session.clock == turns
    assert len(session.clock) == len(session.timeline) == 4
    session.undo(session.steps[-1].actor)
    assert len(session.clock) == len(session.timeline)
    assert session.clock[-1] == session.state.turn


def test_storm_the_bridges_clock_is_its_round_at_every_point() -> None:
    import random

    from game.core import registry

    storm = registry.load_game("storm_the_bridge")
    session = Session.new(storm, [SeatSpec("human"), SeatSpec("human")], seed=4)
    rng = random.Random(4)
    while session.state.round < 3:  # type: ignore[attr-defined]
        session.apply(rng.choice(session.state.legal_actions()))
    assert session.clock[0] == 1 and session.clock[-1] == 3
    assert session.clock == sorted(session.clock)  # type: ignore[type-var]
    assert len(session.clock) == len(session.timeline)
    assert session.clock[-1] == storm.clock(session.state)
