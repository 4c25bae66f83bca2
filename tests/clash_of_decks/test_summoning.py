"""Mana and the summoning phase: the playable window, creatures, incantations, timing."""

from __future__ import annotations

import pytest

from game.core.actions import Action
from game.core.errors import IllegalActionError
from tests.clash_of_decks.helpers import B, act, assault, kinds, position

OPP = 3


def test_mana_is_the_number_of_cards_in_hand_including_the_bastion() -> None:
    s = position([[B, "brute", "baron", "zombie"], OPP])
    assert s.mana == 4


def test_each_catalyst_in_play_adds_two_mana() -> None:
    s = position([[B, "brute", "baron"], OPP], [[["mana_wisp"], []], [[], []]])
    assert s.mana == 3 + 2


def test_unspent_mana_is_lost_at_the_end_of_the_turn() -> None:
    s = position([[B, "brute", "baron"], OPP], mana=10)
    assault(s)
    assault(s)  # the opponent's turn
    assert s.turn_player == 0 and s.mana == 3


def test_only_the_four_leftmost_cards_besides_the_stronghold_are_playable() -> None:
    hand = ["zombie", B, "assassin", "grrr", "vortex", "microctopus"]
    s = position([hand, OPP], mana=20)
    played = {a.args[0] for a in s.legal_actions() if a.kind == "summon"}
    assert played == {"zombie", "assassin", "grrr", "vortex"}


def test_the_window_is_recomputed_after_each_play() -> None:
    hand = [B, "zombie", "assassin", "grrr", "vortex", "microctopus", "baron"]
    s = position([hand, OPP], mana=20)
    act(s, "summon", "zombie", 0)
    played = {a.args[0] for a in s.legal_actions() if a.kind == "summon"}
    assert "microctopus" in played and "baron" not in played


def test_a_card_outside_the_window_cannot_be_played() -> None:
    hand = [B, "zombie", "assassin", "grrr", "vortex", "microctopus"]
    s = position([hand, OPP], mana=20)
    with pytest.raises(IllegalActionError):
        act(s, "summon", "microctopus", 0)


def test_a_card_costing_more_than_the_mana_left_cannot_be_played() -> None:
    s = position([[B, "martyr", "zombie", "baron"], OPP], mana=6)
    played = {a.args[0] for a in s.legal_actions() if a.kind == "summon"}
    assert played == {"zombie", "baron"}
    act(s, "summon", "baron", 0)
    act(s, "summon", "zombie", 0)
    assert s.mana == 2


def test_a_creature_enters_at_the_far_end_of_the_chosen_lane() -> None:
    s = position(
        [[B, "zombie", "baron", "brute", "grrr"], OPP], [[["ogre"], []], [[], []]], mana=20
    )
    act(s, "summon", "zombie", 0)
    act(s, "summon", "baron", 1)
    act(s, "summon", "grrr", 0)
    assert s.lanes[0] == [["ogre", "zombie", "grrr"], ["baron"]]


def test_focus_creature_enters_next_to_the_bridge() -> None:
    s = position([[B, "bridge_warden", "baron"], OPP], [[["ogre", "zombie"], []], [[], []]], mana=9)
    act(s, "summon", "bridge_warden", 0)
    assert s.lanes[0][0] == ["bridge_warden", "ogre", "zombie"]


def test_incantation_targets_a_creature_in_play_then_goes_rightmost() -> None:
    s = position([[B, "boom", "zombie", "baron"], OPP], [[[], []], [["grrr"], []]])
    act(s, "cast", "boom")
    assert s.current_player == 0 and [a.kind for a in s.legal_actions()] == ["target"]
    events = act(s, "target", "grrr")
    assert s.hands[0] == [B, "zombie", "baron", "boom"]
    assert s.damage["grrr"] == 1
    assert kinds(events, "damage")


def test_incantation_cannot_be_cast_without_a_creature_in_play() -> None:
    s = position([[B, "boom", "zombie"], OPP])
    assert all(a.kind != "cast" for a in s.legal_actions())


def test_incantation_may_target_ones_own_creature() -> None:
    s = position([[B, "boom", "zombie"], OPP], [[["grrr"], []], [[], []]])
    act(s, "cast", "boom")
    act(s, "target", "grrr")
    assert s.damage["grrr"] == 1


def test_an_incantation_that_destroys_returns_the_creature_before_itself() -> None:
    s = position([[B, "annihilation", "zombie"], OPP], [[[], []], [["baron"], []]], mana=9)
    act(s, "cast", "annihilation")
    act(s, "target", "baron")
    assert s.hands[1][-1] == "baron"
    assert s.lanes[1][0] == []
    assert s.hands[0] == [B, "zombie", "annihilation"]


def test_incantations_use_the_current_timing_by_default_not_during_the_assault() -> None:
    s = position([[B, "zombie", "boom"], OPP], [[["ogre"], []], [["grrr"], []]], mana=5)
    assault(s)
    assert s.turn_player == 1  # the assault ran with no window for the incantation


def test_legacy_timing_lets_the_active_player_cast_before_an_attack() -> None:
    s = position(
        [[B, "zombie", "boom"], OPP], [[["ogre"], []], [["grrr"], []]], mana=5, legacy=True
    )
    assault(s)
    assert s.current_player == 0
    assert [a.kind for a in s.legal_actions()] == ["cast", "fight"]
    act(s, "cast", "boom")
    act(s, "target", "grrr")
    # Boom is back at the right end, still in the window: the window opens again.
    assert s.hands[0] == [B, "zombie", "boom"]
    assert [a.kind for a in s.legal_actions()] == ["cast", "fight"]
    act(s, "fight")  # Ogre destroys Grrr and, being Berserk, is about to attack again
    assert "grrr" in s.hands[1]
    assert [a.kind for a in s.legal_actions()] == ["cast", "fight"]
    act(s, "fight")
    assert s.turn_player == 1


def test_legacy_window_opens_only_when_an_incantation_can_be_cast() -> None:
    s = position([[B, "zombie", "boom"], OPP], [[["ogre"], []], [[], []]], mana=0, legacy=True)
    assault(s)
    assert s.turn_player == 1


def test_summoning_can_be_ended_at_any_time() -> None:
    s = position([[B, "zombie"], OPP])
    assert s.legal_actions()[-1] == Action("assault")


def test_legacy_timing_gives_the_defender_no_window() -> None:
    """Legacy timing: "Mana is spent to play cards during your turn" — the active
    player's window opens before its attacks; the defender, holding castable Gale and
    Annihilation, is never asked."""
    s = position(
        [[B, "zombie", "boom"], [B, "annihilation", "brute", "gale"]],
        [[["ogre"], []], [["grrr"], []]],
        mana=5,
        legacy=True,
    )
    asked: set[int] = set()
    assault(s)
    while s.turn_player == 0 and not s.is_over:
        assert s.current_player is not None
        asked.add(s.current_player)
        act(s, "fight")
    assert asked == {0}
