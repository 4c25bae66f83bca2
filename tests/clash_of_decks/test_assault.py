"""The assault: order, targets, accumulated damage, destruction, healing, strongholds."""

from __future__ import annotations

from tests.clash_of_decks.helpers import B, act, assault, attackers, kinds, position


def test_the_upper_lane_attacks_before_the_lower_lane() -> None:
    s = position([2, 8], [[["baron"], ["zombie"]], [[], []]])
    assert attackers(assault(s)) == ["baron", "zombie"]


def test_creatures_further_from_the_bridge_attack_first() -> None:
    s = position([2, 8], [[["brute", "baron", "zombie"], []], [[], []]])
    assert attackers(assault(s)) == ["zombie", "baron", "brute"]


def test_a_creature_played_this_turn_does_not_attack() -> None:
    s = position([[B, "zombie", 3], 8], [[[], []], [["baron"], []]], mana=5)
    act(s, "summon", "zombie", 0)
    assert attackers(assault(s)) == []


def test_each_attack_hits_the_nearest_enemy_card_in_the_lane() -> None:
    s = position([2, 8], [[["zombie"], []], [["baron", "brute"], []]])
    events = assault(s)
    assert [e.data["card"] for e in kinds(events, "damage")] == ["baron"]


def test_attacks_stay_in_their_lane() -> None:
    s = position([2, 8], [[["zombie"], []], [[], ["baron"]]])
    events = assault(s)
    assert kinds(events, "stronghold_hit") and not kinds(events, "damage")


def test_damage_from_several_attacks_adds_up_within_the_turn() -> None:
    s = position([2, 8], [[["zombie", "baron"], []], [["brute"], []]])
    events = assault(s)
    assert [e.data["total"] for e in kinds(events, "damage")] == [3, 6]
    assert "brute" in s.hands[1]


def test_a_card_is_destroyed_when_damage_reaches_its_health_exactly() -> None:
    s = position([2, 8], [[["brute"], []], [["baron"], []]])
    assault(s)  # 5 damage on Baron's 5 health
    assert "baron" in s.hands[1]


def test_the_lane_closes_up_at_once_after_a_destruction() -> None:
    # Brute kills Zombie, then Microctopus, attacking next, finds Baron at the front.
    s = position([2, 8], [[["microctopus", "brute"], []], [["zombie", "baron"], []]])
    events = assault(s)
    assert [e.data["card"] for e in kinds(events, "damage")] == ["zombie", "baron"]
    assert s.lanes[1][0] == [] and s.hands[1][-2:] == ["zombie", "baron"]


def test_damaged_survivors_heal_at_the_end_of_the_turn() -> None:
    s = position([2, 8], [[["zombie"], []], [["brute"], []]])
    assault(s)
    assert s.lanes[1][0] == ["brute"] and s.damage == {}
    # Next turn the full 5 health is needed again.
    assault(s)
    s.lanes[0][0] = ["zombie", "microctopus"]
    s.owner["microctopus"] = 0
    s.pool.remove("microctopus")
    events = assault(s)
    assert [e.data["total"] for e in kinds(events, "damage")] == [5]
    assert "brute" in s.hands[1]


def test_an_empty_opposite_lane_sends_the_damage_to_the_stronghold() -> None:
    s = position([2, 8], [[["zombie"], []], [[], []]])
    events = assault(s)
    assert kinds(events, "stronghold_hit")[0].data["moved"] == 3
    assert s.hands[1].index(B) == 3


def test_only_the_active_player_attacks() -> None:
    s = position([2, 8], [[[], []], [["zombie"], []]])
    assert attackers(assault(s)) == []


def test_incantation_and_attack_damage_add_up_within_the_turn() -> None:
    """ "If a card suffers damage equal to or exceeding its health in this turn": Boom!'s
    1 and Microctopus's 5 together destroy a 5-health Brute that neither alone would."""
    s = position([[B, "boom", 3], 8], [[["microctopus"], []], [["brute"], []]], mana=5)
    act(s, "cast", "boom")
    act(s, "target", "brute")
    assert s.damage["brute"] == 1
    events = assault(s)
    assert [e.data["total"] for e in kinds(events, "damage")] == [6]
    assert "brute" in s.hands[1]


def test_excess_damage_on_a_creature_does_not_reach_the_next_one() -> None:
    """ "(Excess damage is lost.)": Brute's 5 on a 1-health Zombie destroys it and the
    other 4 go nowhere; Baron behind it is untouched until it is attacked itself."""
    s = position([2, 8], [[["brute"], []], [["zombie", "baron"], []]])
    events = assault(s)
    assert [(e.data["card"], e.data["amount"]) for e in kinds(events, "damage")] == [("zombie", 5)]
    assert "zombie" in s.hands[1] and s.lanes[1][0] == ["baron"]
    assert "baron" not in s.damage
