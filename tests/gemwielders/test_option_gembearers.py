"""The "Gembearers dealt at random" option: a matchup nobody picked, then the rulebook's
game unchanged (and the balance arena can measure every pairing)."""

from __future__ import annotations

import random

from game.core import registry


def test_dealt_at_random_gives_two_different_gembearers_and_skips_the_choice() -> None:
    game = registry.load_game("gemwielders")
    pairings = set()
    for seed in range(40):
        s = game.new_state(2, seed, {"gembearers": "random"})
        assert None not in s.bearer and s.bearer[0] != s.bearer[1]
        assert all(a.kind != "bearer" for a in s.legal_actions())
        assert [len(h) for h in s.hand] == [5, 5]
        assert s.current_player == 1 - s.first  # Player 2 keeps or redeals the row
        pairings.add((s.bearer[s.first], s.bearer[1 - s.first]))
    assert len(pairings) >= 8  # of the 12 ordered pairings


def test_dealt_at_random_games_play_to_the_end_with_sound_determinization() -> None:
    game = registry.load_game("gemwielders")
    s = game.new_state(2, 7, {"gembearers": "random"})
    rng = random.Random(7)
    while not s.is_over:
        seat = s.current_player
        assert seat is not None
        world = s.determinize(seat, random.Random(len(s.hand[0])))
        assert sorted(map(str, world.hand[seat])) == sorted(map(str, s.hand[seat]))
        assert sum(len(h) for h in world.hand) == sum(len(h) for h in s.hand)
        s.apply(rng.choice(s.legal_actions()))
    assert s.winner is not None


def test_chosen_is_the_default_and_player_1_chooses_first() -> None:
    game = registry.load_game("gemwielders")
    s = game.new_state(2, 3, None)
    assert s.bearer == [None, None]
    assert s.current_player == s.first
    assert {a.kind for a in s.legal_actions()} == {"bearer"}


def test_the_log_opens_with_who_goes_first_and_what_was_dealt() -> None:
    game = registry.load_game("gemwielders")
    s = game.new_state(2, 3, {"gembearers": "random"})
    kinds = [e.kind for e in s.opening_events]
    assert kinds[:3] == ["first", "bearer", "bearer"] and "row" in kinds
    assert f"Player {s.first + 1} is drawn to go first" in s.opening_events[0].text
    draws = [e for e in s.opening_events if e.kind == "draw"]
    assert len(draws) == 2
    for e in draws:
        assert e.visible_to == frozenset({e.seat})  # the other seat reads "draws 5 cards"
        assert e.redacted is not None and "5 cards" in e.redacted.text
    chosen = game.new_state(2, 3, None)
    assert [e.kind for e in chosen.opening_events] == ["first"]


def test_an_unaffordable_power_clause_is_said_not_to_happen() -> None:
    from tests.gemwielders.helpers import do, of, position

    s = position(bearers=("staff", "sword"), stage="attack", hands=(["flame_strike"], []))
    events = do(s, "attack_with", "flame_strike") + do(s, "announce")
    (said,) = [e for e in of(events, "decline") if e.data.get("unaffordable")]
    assert "cannot pay 1 power for Flame Strike (0 power)" in said.text
    assert s.life[1] == 47  # the hit's 3, not the clause's 2 more
