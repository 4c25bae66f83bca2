"""The hand as health track and its edge cases (research notes, section 3)."""

from __future__ import annotations

from tests.clash_of_decks.helpers import B, act, assault, kinds, position

OPP = 3


def test_damage_to_the_stronghold_moves_it_right_one_space_per_point() -> None:
    s = position([OPP, [B, 5]], [[["zombie"], []], [[], []]])
    assault(s)
    assert s.hands[1].index(B) == 3 and len(s.hands[1]) == 6


def test_bastion_reaching_the_rightmost_space_flips_to_fort_and_goes_leftmost() -> None:
    s = position([[B, "baron"], ["grrr", "gnome", B, "ogre"]], [[["zombie"], []], [[], []]])
    events = assault(s)
    assert s.fort[1] is True
    assert s.hands[1] == [B, "grrr", "gnome", "ogre"]
    assert kinds(events, "bastion_destroyed")


def test_a_multi_point_hit_that_destroys_the_bastion_loses_the_excess() -> None:
    s = position([[B, "baron"], ["grrr", "gnome", B, "ogre"]], [[["brute"], []], [[], []]])
    assault(s)  # 5 damage, one space was left: the Fort takes nothing
    assert s.fort[1] is True
    assert s.hands[1].index(B) == 0
    assert not s.is_over


def test_fort_reaching_the_rightmost_space_loses_immediately() -> None:
    s = position(
        [[B, "baron"], [B, "grrr", "gnome"]],
        [[["brute"], ["zombie"]], [[], []]],
        fort=(False, True),
    )
    events = assault(s)
    assert s.is_over and s.winners == [0]
    assert kinds(events, "fort_destroyed")
    # The lower lane never attacked: the game ended at once.
    assert [e.data["card"] for e in kinds(events, "attack")] == ["brute"]


def test_a_fort_in_a_hand_of_one_loses_at_once() -> None:
    s = position([[B, "baron"], [B, "grrr"]], [[["zombie"], []], [[], []]], fort=(False, True))
    assault(s)
    assert s.is_over and s.winners == [0]


def test_a_bastion_in_a_hand_of_one_flips_and_is_then_also_lost() -> None:
    s = position([["zombie", B], OPP])
    # The only card right of the Bastion is summoned: it is last, flips, and the
    # Fort in a hand of one is last as well.
    s.hands[0] = [B, "zombie"]
    act(s, "summon", "zombie", 0)
    assert s.is_over and s.winners == [1]


def test_summoning_the_last_card_right_of_the_bastion_destroys_it() -> None:
    s = position([["zombie", "grrr", B, "baron"], OPP], mana=9)
    events = act(s, "summon", "baron", 0)
    assert s.fort[0] is True and s.hands[0] == [B, "zombie", "grrr"]
    assert kinds(events, "bastion_destroyed")


def test_summoning_the_last_card_right_of_the_fort_loses() -> None:
    s = position([["zombie", B, "baron"], OPP], mana=9, fort=(True, False))
    act(s, "summon", "baron", 0)
    assert s.is_over and s.winners == [1]


def test_a_creature_whose_summon_lost_the_game_never_enters_play() -> None:
    """Issue 18, item 4: the Fort is destroyed as the card leaves the hand, and "you lose
    immediately": Baron is neither placed nor logged after the Fort's line."""
    s = position([["zombie", B, "baron"], OPP], mana=9, fort=(True, False))
    events = act(s, "summon", "baron", 0)
    assert [e.kind for e in events] == ["play", "fort_destroyed"]
    assert s.lanes[0] == [[], []] and "baron" not in s.entered


def test_playing_a_card_left_of_the_stronghold_costs_no_life() -> None:
    s = position([["zombie", B, "baron", "grrr"], OPP], mana=9)
    act(s, "summon", "zombie", 0)
    assert s.hands[0] == [B, "baron", "grrr"]
    assert not s.fort[0]


def test_a_card_entering_the_hand_adds_a_space_to_the_right_and_a_mana() -> None:
    s = position([[B, "baron"], [B, "grrr", "gnome"]], [[["brute"], []], [["zombie"], []]])
    assault(s)  # Brute destroys Zombie during player 1's assault
    assert s.hands[1] == [B, "grrr", "gnome", "zombie"]
    assert s.turn_player == 1 and s.mana == 4


def test_a_destroyed_creature_returns_to_the_rightmost_space_of_its_owners_hand() -> None:
    s = position([[B, "baron"], ["grrr", B, "gnome"]], [[["brute"], []], [["ogre"], []]])
    assault(s)
    assert s.hands[1][-1] == "ogre"
