"""The core protocol on the Sparks test game: legality, copies, views, events, replay."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.actions import Action
from game.core.errors import IllegalActionError
from game.core.events import Event, render_for
from game.core.record import GameRecord, SeatSpec


def play_random(state, rng: random.Random, limit: int = 10_000) -> list[Action]:  # type: ignore[no-untyped-def]
    taken = []
    while not state.is_over and len(taken) < limit:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        taken.append(action)
    return taken


def test_illegal_action_raises_and_leaves_state_untouched(sparks) -> None:  # type: ignore[no-untyped-def]
    state = sparks.new_state(2, seed=3)
    before = state.state_hash()
    with pytest.raises(IllegalActionError, match="not a legal action for seat 0"):
        state.apply(Action("play", ("no-such-card",)))
    assert state.state_hash() == before


def test_action_after_game_over_is_refused(sparks) -> None:  # type: ignore[no-untyped-def]
    state = sparks.new_state(2, seed=5)
    play_random(state, random.Random(5))
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    with pytest.raises(IllegalActionError, match="game is over"):
        state.apply(Action("pass"))


def test_apply_gives_replayed_actions_their_label(sparks) -> None:  # type: ignore[no-untyped-def]
    state = sparks.new_state(2, seed=1)
    legal = state.legal_actions()[0]
    bare = Action.from_json(legal.to_json())
    assert bare == legal and bare.label == ""
    events = state.apply(bare)
    assert events and events[0].text.startswith("Player 1 plays")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_replay_reproduces_the_exact_state(seed: int, players: int) -> None:
    from game.core.registry import load_game

    game = load_game("sparks")
    state = game.new_state(players, seed)
    actions = play_random(state, random.Random(seed ^ 0x5EED))
    record = GameRecord(
        game.id, game.content_hash, [SeatSpec()] * players, seed, {"long": False}, actions
    )
    assert record.replay(game).state_hash() == state.state_hash()


def test_clone_is_independent(sparks) -> None:  # type: ignore[no-untyped-def]
    state = sparks.new_state(3, seed=11)
    twin = state.clone()
    assert twin.state_hash() == state.state_hash()
    play_random(twin, random.Random(1))
    assert twin.state_hash() != state.state_hash()
    assert state.turn == 1


def test_view_hides_other_hands_and_deck_order(sparks) -> None:  # type: ignore[no-untyped-def]
    state = sparks.new_state(2, seed=2)
    view = state.view(0)
    assert view.hands[0] == state.hands[0]
    assert view.hands[1] == [None] * len(state.hands[1])
    assert view.deck == [None] * len(state.deck)
    assert view.legal_actions() == state.legal_actions()


def test_view_does_not_carry_the_real_rng(sparks) -> None:  # type: ignore[no-untyped-def]
    state = sparks.new_state(2, seed=2)
    assert state.view(0).rng.getstate() != state.rng.getstate()


def test_determinize_keeps_the_view_and_legal_actions(sparks) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(9)
    for seed in range(60):
        state = sparks.new_state(2 + seed % 3, seed)
        while not state.is_over:
            seat = state.current_player
            world = state.view(seat).determinize(seat, rng)
            assert world.viewer is None and None not in world.deck
            assert world.view(seat).snapshot() == state.view(seat).snapshot()
            assert world.legal_actions() == state.legal_actions()
            state.apply(rng.choice(state.legal_actions()))


def test_response_window_asks_each_other_seat_in_turn_order(sparks) -> None:  # type: ignore[no-untyped-def]
    state = sparks.new_state(3, seed=0)
    state.hands[0] = ["strike"]
    state.apply(Action("play", ("strike",)))
    assert state.current_player == 0  # chooses a target first (two opponents)
    state.apply(Action("target", (2,)))
    order = []
    while state.stack.top and state.stack.top.kind == "respond":
        order.append(state.current_player)
        state.apply(Action("pass"))
    assert order == [1, 2]
    assert state.hp[2] == 8


def test_counter_closes_the_window_and_cancels_the_card(sparks) -> None:  # type: ignore[no-untyped-def]
    state = sparks.new_state(3, seed=0)
    state.hands[0] = ["blast"]
    state.hands[1] = ["counter"]
    state.apply(Action("play", ("blast",)))
    state.apply(Action("target", (2,)))
    assert state.current_player == 1
    state.apply(Action("counter", ("counter",)))
    assert state.hp == [10, 10, 10]
    assert state.active_player == 1  # window closed, the turn passed on


def test_choice_inside_an_effect_is_an_action(sparks) -> None:  # type: ignore[no-untyped-def]
    state = sparks.new_state(2, seed=0)
    state.hands[0] = ["potion"]
    state.hp[0] = 5
    state.apply(Action("play", ("potion",)))
    assert [a.label for a in state.legal_actions()] == ["Heal 2", "Draw 2"]
    state.apply(Action("option", (0,)))
    assert state.hp[0] == 7


def test_private_events_are_redacted_for_other_seats() -> None:
    secret = Event(
        "draw",
        "Ann draws Blast",
        seat=0,
        visible_to=frozenset({0}),
        redacted=Event("draw", "Ann draws a card", seat=0),
    )
    public = Event("play", "Ann plays Strike", seat=0)
    assert [e.text for e in render_for([secret, public], 0)] == [
        "Ann draws Blast",
        "Ann plays Strike",
    ]
    assert [e.text for e in render_for([secret, public], 1)] == [
        "Ann draws a card",
        "Ann plays Strike",
    ]
    assert secret.for_seat(None) is secret


scalars = st.one_of(st.none(), st.booleans(), st.integers(-(2**40), 2**40), st.text(max_size=8))
args = st.recursive(scalars, lambda inner: st.tuples(inner, inner), max_leaves=6)


@given(kind=st.text(min_size=1, max_size=10), values=st.lists(args, max_size=4))
def test_action_json_round_trip(kind: str, values: list) -> None:  # type: ignore[type-arg]
    action = Action(kind, tuple(values), "label")
    assert Action.from_json(action.to_json()) == action
    assert hash(Action.from_json(action.to_json())) == hash(action)


@pytest.mark.parametrize("bad", [None, [], ["x"], ["x", "y"], [1, []], ["x", [1.5]], ["x", [{}]]])
def test_malformed_action_json_is_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        Action.from_json(bad)


def test_options_are_validated(sparks) -> None:  # type: ignore[no-untyped-def]
    assert sparks.resolve_options(None) == {"long": False}
    assert sparks.new_state(2, 1, {"long": True}).hp == [15, 15]
    with pytest.raises(ValueError, match="no option 'fast'"):
        sparks.resolve_options({"fast": True})
    with pytest.raises(ValueError, match="expects bool"):
        sparks.resolve_options({"long": "yes"})
    with pytest.raises(ValueError, match="2-4 players"):
        sparks.new_state(5, 1)


def test_registry_finds_games_by_id() -> None:
    from game.core import registry

    assert "sparks" in registry.available_ids()
    assert registry.load_game("sparks") is registry.load_game("sparks")
    with pytest.raises(KeyError, match="no game with id"):
        registry.load_game("chess")
    assert [e.id for e in registry.CATALOGUE] == [
        "dragon_bridge",
        "dragon_island",
        "storm_the_bridge",
        "gemwielders",
        "clash_of_decks",
    ]


def test_the_default_status_line_names_the_turn_and_who_decides(sparks) -> None:  # type: ignore[no-untyped-def]
    state = sparks.new_state(3, seed=4)
    names = ["Ann", "Bo", "Cy"]
    first = state.current_player
    assert state.status_line(names) == f"Turn {state.turn}  ·  {names[first]}'s turn"
    state.turns = 0  # a game that counts no turns says none, not "Turn 0"
    assert state.status_line(names) == f"{names[first]}'s turn"
    assert state.status_line([]) == f"Player {first + 1}'s turn"
    play_random(state, random.Random(4))
    assert state.status_line(names) == "Game over"
