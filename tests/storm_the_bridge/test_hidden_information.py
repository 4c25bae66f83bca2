"""Views and determinizations: each seat sees what the cardboard table shows it, and the
AI's sampled worlds agree with that and nothing more."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.ai.conformance import check_determinization
from game.engines.storm_the_bridge.state import StormState
from tests.storm_the_bridge import invariants
from tests.storm_the_bridge.helpers import act, game, new, pass_until_empty, position


def sample_states(count: int, players: int = 2) -> Iterator[StormState]:
    rng = random.Random(count * 31 + players)
    seed = 0
    made = 0
    while made < count:
        s = new(players, seed)
        seed += 1
        while not s.is_over and made < count:
            if rng.random() < 0.05:
                made += 1
                yield s.clone()
            s.apply(rng.choice(s.legal_actions()), check=False)


def test_a_view_hides_the_other_hands_and_both_stacks_orders() -> None:
    s = new(3, seed=2)
    v = s.view(0)
    assert v.hand[0] == s.hand[0]
    for seat in (1, 2):
        assert v.hand[seat] == [None] * len(s.hand[seat])
    assert v.action_stack == [None] * len(s.action_stack)
    assert v.crew_stack == [None] * len(s.crew_stack)
    assert v.pool == s.pool and v.leader == s.leader and v.attached == s.attached


def test_crew_sent_to_the_bottom_in_front_of_everyone_stay_known() -> None:
    s = position(
        leaders=["korr", "voor"], parties=[["pritchard"], []], hands=[["court_martial"], []]
    )
    act(s, "play", "court_martial", "pritchard")
    pass_until_empty(s)
    for seat in (0, 1):
        assert s.view(seat).crew_stack[0] == "pritchard"
        assert s.view(seat).crew_stack[1:] == [None] * (len(s.crew_stack) - 1)


def test_a_world_keeps_what_the_seat_knows_and_resamples_the_rest() -> None:
    s = new(2, seed=5)
    worlds = [s.determinize(0, random.Random(i)) for i in range(12)]
    for w in worlds:
        invariants.check(w)
        assert w.hand[0] == s.hand[0] and w.view(0).snapshot() == s.view(0).snapshot()
        assert w.rng.getstate() != s.rng.getstate()
    assert len({tuple(w.hand[1]) for w in worlds}) > 1
    assert len({tuple(w.crew_stack) for w in worlds}) > 1


def test_views_and_worlds_agree_over_sampled_decisions() -> None:
    rng = random.Random(3)
    for players in (2, 3):
        for s in sample_states(40, players):
            for seat in range(players):
                view = s.view(seat)
                assert view.view(seat).snapshot() == view.snapshot()
                for source in (s, view):
                    world = source.determinize(seat, rng)
                    invariants.check(world)
                    assert world.view(seat).snapshot() == view.snapshot()
                    if s.current_player == seat:
                        assert world.legal_actions() == s.legal_actions()


def test_after_a_reshuffle_a_world_deals_the_stack_only_from_the_pile_shuffled() -> None:
    """Everyone watched the discard pile become the Action Stack. Sampled worlds dealt
    the other hands and the stack from one pool, so the AI imagined a rival drawing back
    a card just played, and holding one just shuffled away."""
    checked = mixed = 0
    seed = 0
    while checked < 30:
        s = new(2, seed)
        rng = random.Random(seed)
        seed += 1
        while not s.is_over and checked < 30:
            events = s.apply(rng.choice(s.legal_actions()), check=False)
            if not any(e.kind == "reshuffle" for e in events):
                continue
            pool = s.action_pool
            assert pool is not None and set(map(str, s.action_stack)) <= pool
            for seat in range(2):
                held = [c for c in s.hand[1 - seat] if c not in pool]
                mixed += bool(held)
                for i in range(5):
                    world = s.view(seat).determinize(seat, random.Random(i))
                    invariants.check(world)
                    assert set(map(str, world.action_stack)) <= pool
                    assert set(held) <= set(map(str, world.hand[1 - seat]))
            checked += 1
    assert mixed >= 10


def test_determinization_conformance() -> None:
    g = game()
    checked = check_determinization(g, 2, range(2))
    checked += check_determinization(g, 3, range(2), options={"auto_pass_1": True})
    assert checked > 5000


def test_an_opponents_draw_is_a_card_without_a_name() -> None:
    s = position(leaders=["korr", "voor"], hands=[["supply_run"], []])
    events = act(s, "play", "supply_run")
    events += pass_until_empty(s)
    draws = [e for e in events if e.kind == "draw"]
    assert draws
    mine = draws[0].for_seat(0)
    theirs = draws[0].for_seat(1)
    assert mine is not None and theirs is not None
    assert "action cards" in theirs.text and theirs.text != mine.text


def test_every_log_line_that_starts_with_a_seat_is_that_seats_colour() -> None:
    """Like the other games, events name seats "Player N" (the log does not rename them;
    the board's labels do) and carry that seat, which colours the line in the log."""
    import random
    import re

    from tests.storm_the_bridge.helpers import game

    g = game()
    lines = 0
    for seed in range(30):
        state = g.new_state(2 + seed % 2, seed, {})
        rng = random.Random(seed)
        told = list(state.opening_events)
        while not state.is_over:
            told += state.apply(rng.choice(state.legal_actions()))
        for event in told:
            for e in (event, event.redacted):
                if e is None:
                    continue
                # "Player 2 passes", "Stun Blast (Player 2) has no target"
                actor = re.match(r"(?:Player (\d) |[^()]+ \(Player (\d)\))", e.text)
                if actor is not None and not re.match(r"Player \d and ", e.text):
                    lines += 1
                    assert e.seat == int(actor.group(1) or actor.group(2)) - 1, e.text
    assert lines > 1000
