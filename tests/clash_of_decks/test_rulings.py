"""Rulings we chose where the sources are silent (rules.md, "Rulings and choices")."""

from __future__ import annotations

from game.engines.clash_of_decks import board
from tests.clash_of_decks.helpers import B, act, assault, game, position


def test_preconstructed_start_player_is_drawn_at_random() -> None:
    starters = {game().new_state(2, seed, {"mode": "preconstructed"}).starter for seed in range(12)}
    assert starters == {0, 1}


def test_casting_the_only_card_right_of_the_bastion_destroys_it() -> None:
    s = position([["zombie", B, "boom"], 3], [[["baron"], []], [[], []]], mana=5)
    act(s, "cast", "boom")
    assert s.fort[0] is True
    act(s, "target", "baron")
    assert s.hands[0] == [B, "zombie", "boom"]


def test_cards_destroyed_together_enter_the_hand_target_then_behind_then_other_lane() -> None:
    s = position([2, 8], [[["abomination"], []], [["zombie", "assassin"], ["gnome"]]])
    assault(s)
    assert s.hands[1][-3:] == ["zombie", "assassin", "gnome"]


def test_a_used_protection_is_lost_when_the_creature_leaves_play() -> None:
    s = position([[B, "annihilation", 3], 3], [[["lieutenant"], []], [[], []]], mana=9)
    s.shielded.add("lieutenant")
    act(s, "cast", "annihilation")
    act(s, "target", "lieutenant")
    assert "lieutenant" not in s.shielded


def test_aura_follows_the_moves_of_a_sprint_during_the_assault() -> None:
    s = position([2, 8], [[["baron", "vortex", "zombie"], []], [["troll"], []]])
    assert "sprint" in board.keywords(s, "zombie")
    events = assault(s)
    # Zombie sprints to the bridge, pushing Baron back to a place behind the bridge from
    # where Baron (still beside the Vortex) now has a space to sprint.
    assert [e.data["card"] for e in events if e.kind == "sprint"] == ["zombie", "baron"]


def test_focus_only_counts_when_printed_on_the_card() -> None:
    s = position([[B, "zombie", 3], 3], [[["baron"], []], [[], []]], mana=5)
    act(s, "summon", "zombie", 0)
    assert s.lanes[0][0] == ["baron", "zombie"]
