"""Set-up rules: the open draft, the hand row, the first player, the deck modes."""

from __future__ import annotations

import pytest

from game.core.actions import Action
from game.engines.clash_of_decks.state import ClashState
from tests.clash_of_decks.helpers import B, game


def _draft_deciders(state: ClashState) -> list[tuple[int, int]]:
    """(round, seat) of every pick decision until the draft is over."""
    seen = []
    while state.in_draft:
        seen.append((state.draft_round, state.current_player))
        state.apply(state.legal_actions()[0])
    return seen


def test_draft_reveals_four_cards_each_round() -> None:
    s = game().new_state(2, 3)
    assert len(s.row) == 4
    assert len(s.legal_actions()) == 4
    assert all(a.kind == "pick" for a in s.legal_actions())


def test_draft_picks_are_one_two_one_and_roles_swap_each_round() -> None:
    s = game().new_state(2, 5, {"first_pick": "1"})
    assert _draft_deciders(s) == [
        (0, 0), (0, 1), (0, 1),
        (1, 1), (1, 0), (1, 0),
        (2, 0), (2, 1), (2, 1),
        (3, 1), (3, 0), (3, 0),
    ]  # fmt: skip


def test_last_card_of_each_round_goes_to_the_first_picker_without_a_choice() -> None:
    s = game().new_state(2, 5, {"first_pick": "1"})
    for _ in range(3):
        s.apply(s.legal_actions()[0])
    # Round 1 done after three decisions: seat 0 holds its pick plus the last card.
    assert s.draft_round == 1
    assert len(s.hands[0]) == 2 and len(s.hands[1]) == 2


def test_draft_ends_with_eight_cards_each_and_sixteen_left_out() -> None:
    s = game().new_state(2, 8)
    _draft_deciders(s)
    assert [len(h) for h in s.hands] == [9, 9]
    assert len(s.pool) == 16


def test_hand_is_shuffled_with_the_bastion_leftmost() -> None:
    orders = set()
    for seed in range(6):
        s = game().new_state(2, seed, {"mode": "preconstructed", "deck_1": "1", "deck_2": "2"})
        assert s.hands[0][0] == B and s.hands[1][0] == B
        assert s.fort == [False, False]
        orders.add(tuple(s.hands[0]))
    assert len(orders) > 1


def test_player_who_receives_the_last_draft_card_starts_with_six_mana() -> None:
    s = game().new_state(2, 11, {"first_pick": "1"})
    _draft_deciders(s)
    assert s.turn_player == 1 == s.starter
    assert s.mana == 6
    assert s.current_player == 1


def test_first_player_gets_six_only_on_the_first_turn_and_the_other_gets_hand_size() -> None:
    s = game().new_state(2, 1, {"mode": "preconstructed"})
    first = s.turn_player
    s.apply(Action("assault"))
    assert s.turn_player == 1 - first
    assert s.mana == 9
    s.apply(Action("assault"))
    assert s.turn_player == first and s.mana == 9


def test_preconstructed_mode_deals_the_four_official_decks() -> None:
    g = game()
    s = g.new_state(2, 2, {"mode": "preconstructed", "deck_1": "3", "deck_2": "4"})
    assert sorted(c for c in s.hands[0] if c != B) == sorted(g.decks["3"])
    assert sorted(c for c in s.hands[1] if c != B) == sorted(g.decks["4"])
    assert len(s.pool) == 16


def test_preconstructed_mode_names_both_decks_in_the_log_for_everyone() -> None:
    """The decks are public (rules.md, ruling 3) and there is no draft to watch: the
    opening log names each seat's deck and its eight cards, in every seat's wording."""
    g = game()
    s = g.new_state(2, 5, {"mode": "preconstructed", "deck_1": "2", "deck_2": "random"})
    lines = [e for e in s.opening_events if e.kind == "deck"]
    assert [e.data["seat"] for e in lines] == [0, 1]
    for e in lines:
        seat = e.data["seat"]
        names = ", ".join(s.cards[c].name for c in g.decks[e.data["deck"]])
        assert e.text == f"Player {seat + 1} plays deck {e.data['deck']}: {names}"
        assert sorted(g.decks[e.data["deck"]]) == sorted(c for c in s.hands[seat] if c != B)
        assert e.visible_to is None  # told to both seats alike
    assert lines[0].data["deck"] == "2"


def test_preconstructed_random_decks_are_two_different_decks() -> None:
    g = game()
    for seed in range(10):
        s = g.new_state(2, seed, {"mode": "preconstructed"})
        a = {c for c in s.hands[0] if c != B}
        b = {c for c in s.hands[1] if c != B}
        assert not a & b
        assert sorted(a) in [sorted(d) for d in g.decks.values()]


def test_both_seats_cannot_take_the_same_preconstructed_deck() -> None:
    with pytest.raises(ValueError, match="one copy"):
        game().new_state(2, 0, {"mode": "preconstructed", "deck_1": "2", "deck_2": "2"})


def test_supplement_option_adds_eight_cards_to_the_draft_pool() -> None:
    plain = game().new_state(2, 0)
    extended = game().new_state(2, 0, {"supplement": True})
    assert len(plain.universe) == 32 and len(extended.universe) == 40
    assert "storm_roc" in extended.universe


def test_printing_option_switches_to_the_database_values() -> None:
    s = game().new_state(2, 0, {"printing": "database"})
    assert s.cards["cyclone"].cost == 6
    assert (s.cards["revenant"].attack, s.cards["revenant"].health) == (2, 3)
    assert game().new_state(2, 0).cards["cyclone"].cost == 5


def test_draft_picks_are_public_but_the_pool_is_hidden() -> None:
    s = game().new_state(2, 4)
    s.apply(s.legal_actions()[0])
    v = s.view(1)
    assert v.hands[0] == s.hands[0]
    assert v.row == s.row
    assert all(c is None for c in v.pool)
