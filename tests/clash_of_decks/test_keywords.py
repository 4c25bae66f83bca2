"""The fourteen abilities and their interactions (research notes, section 5)."""

from __future__ import annotations

from game.engines.clash_of_decks import board
from tests.clash_of_decks.helpers import B, act, assault, attackers, kinds, position


def _damaged(events: list) -> list[tuple[str, int]]:
    return [(e.data["card"], e.data["amount"]) for e in kinds(events, "damage")]


# --- Aerial / Aim --------------------------------------------------------------------
def test_aerial_is_skipped_by_attackers_without_aim() -> None:
    s = position([2, 8], [[["zombie"], []], [["cliff_harpy", "baron"], []]])
    assert _damaged(assault(s)) == [("baron", 3)]


def test_aerial_alone_lets_a_non_aim_attack_reach_the_stronghold() -> None:
    s = position([2, 8], [[["zombie"], []], [["cliff_harpy"], []]])
    events = assault(s)
    assert kinds(events, "stronghold_hit") and not kinds(events, "damage")


def test_rage_on_its_entry_turn_facing_only_aerial_creatures_does_not_attack() -> None:
    """Ruling 20: for an attacker without Aim a lane of Aerial creatures holds nothing it
    may attack, so it goes for the stronghold, which Rage never may on the entry turn."""
    s = position([[B, "grrr", 3], 8], [[[], []], [["cliff_harpy"], []]], mana=5)
    act(s, "summon", "grrr", 0)
    events = assault(s)
    assert attackers(events) == [] and not kinds(events, "stronghold_hit")


def test_aim_can_attack_an_aerial_creature() -> None:
    s = position([2, 8], [[["bolt_thrower"], []], [["cliff_harpy", "baron"], []]])
    assault(s)
    assert "cliff_harpy" in s.hands[1]


def test_an_aerial_creature_attacks_any_enemy_creature() -> None:
    s = position([2, 8], [[["cliff_harpy"], []], [["baron"], []]])
    assert _damaged(assault(s)) == [("baron", 2)]


def test_splash_and_perforation_do_not_reach_aerial_without_aim() -> None:
    s = position([2, 8], [[["abomination"], []], [["baron", "cliff_harpy"], ["storm_roc"]]])
    assert _damaged(assault(s)) == [("baron", 6)]


def test_incantation_collateral_reaches_aerial_creatures() -> None:
    s = position([[B, "meteorite", 3], 8], [[[], []], [["baron", "cliff_harpy"], []]], mana=5)
    act(s, "cast", "meteorite")
    act(s, "target", "baron")
    assert "cliff_harpy" in s.hands[1]


# --- Aquatic -------------------------------------------------------------------------
def test_aquatic_doubles_its_attack_next_to_the_bridge() -> None:
    s = position([2, 8], [[["reef_stalker"], []], [["brute"], []]])
    assert _damaged(assault(s)) == [("brute", 6)]


def test_aquatic_does_not_double_away_from_the_bridge() -> None:
    s = position([2, 8], [[["zombie", "reef_stalker"], []], [["martyr"], []]])
    s.shielded.add("martyr")  # its Protection already spent this turn
    assert _damaged(assault(s))[0] == ("martyr", 3)


def test_aquatic_with_sprint_doubles_the_sprint_bonus_too() -> None:
    s = position([2, 8], [[["zombie", "vortex", "reef_stalker"], []], [["troll"], []]])
    assert _damaged(assault(s))[0] == ("troll", (3 + 2) * 2)


# --- Aura ----------------------------------------------------------------------------
def test_aura_gives_its_ability_to_both_lane_neighbours_but_not_itself() -> None:
    s = position([2, 2], [[["zombie", "shaman", "baron"], ["brute"]], [[], []]])
    assert "rage" in board.keywords(s, "zombie") and "rage" in board.keywords(s, "baron")
    assert "rage" not in board.keywords(s, "shaman")
    assert "rage" not in board.keywords(s, "brute")


def test_a_creature_summoned_next_to_an_aura_of_rage_attacks_at_once() -> None:
    s = position([[B, "zombie", 3], 8], [[["shaman"], []], [["baron"], []]], mana=5)
    act(s, "summon", "zombie", 0)
    assert "zombie" in attackers(assault(s))


def test_aura_is_recomputed_when_the_lane_closes_up() -> None:
    s = position(
        [[B, "annihilation", 3], 8], [[["shaman", "baron", "zombie"], []], [["brute"], []]], mana=9
    )
    s.entered = {"zombie"}
    assert "rage" not in board.keywords(s, "zombie")
    act(s, "cast", "annihilation")
    act(s, "target", "baron")  # destroy our own Baron: Zombie now stands by the Shaman
    assert "rage" in board.keywords(s, "zombie")
    assert "zombie" in attackers(assault(s))


def test_aura_protection_gives_each_neighbour_its_own_shield() -> None:
    s = position([[B, "boom", 3], 8], [[["microctopus"], []], [["baron", "machine", "brute"], []]])
    act(s, "cast", "boom")
    act(s, "target", "brute")  # Brute's shield is used up
    events = assault(s)  # Microctopus hits Baron: Baron's own shield still works
    assert [e.data["card"] for e in kinds(events, "protected")] == ["baron"]


# --- Berserk -------------------------------------------------------------------------
def test_berserk_attacks_again_after_destroying_a_card() -> None:
    s = position([2, 8], [[["ogre"], []], [["zombie", "grrr"], []]])
    events = assault(s)
    assert attackers(events) == ["ogre", "ogre", "ogre"]
    assert kinds(events, "stronghold_hit")


def test_berserk_stops_when_its_attack_destroys_nothing() -> None:
    s = position([2, 8], [[["ogre"], []], [["brute", "zombie"], []]])
    assert attackers(assault(s)) == ["ogre"]


def test_berserk_on_its_entry_turn_never_attacks_the_stronghold() -> None:
    s = position([[B, "gnome", 3], 8], [[[], []], [["zombie"], []]], mana=5)
    act(s, "summon", "gnome", 0)
    events = assault(s)
    assert attackers(events) == ["gnome"]
    assert not kinds(events, "stronghold_hit")


def test_berserk_counts_creatures_destroyed_by_collateral_damage() -> None:
    s = position([2, 8], [[["parasite"], []], [["brute", "zombie"], ["assassin"]]])
    events = assault(s)
    assert attackers(events) == ["parasite", "parasite"]


def test_berserk_finishes_its_attacks_before_the_next_creature_acts() -> None:
    s = position([2, 8], [[["zombie", "ogre"], []], [["assassin", "grrr", "baron"], []]])
    assert attackers(assault(s)) == ["ogre", "ogre", "ogre", "zombie"]


# --- Catalyst / Focus ----------------------------------------------------------------
def test_catalyst_counts_only_creatures_in_play_at_mana_time() -> None:
    s = position([[B, "mana_wisp", 2], 8])
    assert s.mana == 4
    act(s, "summon", "mana_wisp", 0)
    assault(s)
    assault(s)
    assert s.turn_player == 0 and s.mana == 3 + 2


def test_focus_inserts_the_creature_at_the_front_and_the_others_move_back() -> None:
    s = position([[B, "bridge_warden", 3], 8], [[["zombie", "baron"], []], [[], []]], mana=4)
    act(s, "summon", "bridge_warden", 0)
    assert s.lanes[0][0] == ["bridge_warden", "zombie", "baron"]


# --- Indestructible ------------------------------------------------------------------
def test_an_incantation_may_target_an_indestructible_creature_and_does_nothing_to_it() -> None:
    """Issue 18, item 1: "select a target card in play" (rulebook); "it may still be
    targeted" (the later rulebook's Indestructible). Boom! is cast, Scribe is untouched."""
    s = position([[B, "boom", 3], 8], [[[], []], [["scribe"], []]], mana=5)
    act(s, "cast", "boom")
    assert [a.args[0] for a in s.legal_actions()] == ["scribe"]
    events = act(s, "target", "scribe")
    assert [e.data["card"] for e in kinds(events, "immune")] == ["scribe"]
    assert "scribe" not in s.damage and s.lanes[1][0] == ["scribe"]
    assert s.hands[0][-1] == "boom"


def test_meteorite_aimed_at_an_indestructible_front_creature_hits_the_card_behind() -> None:
    s = position([[B, "meteorite", 3], 8], [[[], []], [["scribe", "baron"], []]], mana=5)
    act(s, "cast", "meteorite")
    events = act(s, "target", "scribe")
    assert _damaged(events) == [("baron", 4)]
    assert "scribe" not in s.damage


def test_combustion_aimed_at_an_indestructible_creature_hits_the_other_lane() -> None:
    s = position([[B, "combustion", 3], 8], [[[], []], [["revenant"], ["zombie"]]], mana=5)
    act(s, "cast", "combustion")
    act(s, "target", "revenant")
    assert s.lanes[1] == [["revenant"], []] and s.hands[1][-1] == "zombie"


def test_indestructible_is_immune_to_incantation_collateral() -> None:
    s = position([[B, "meteorite", 3], 8], [[[], []], [["baron", "alpha"], []]], mana=5)
    act(s, "cast", "meteorite")
    events = act(s, "target", "baron")
    assert [e.data["card"] for e in kinds(events, "immune")] == ["alpha"]
    assert "alpha" not in s.damage


def test_indestructible_creatures_are_still_hurt_by_attacks() -> None:
    s = position([2, 8], [[["microctopus"], []], [["scribe"], []]])
    assault(s)
    assert "scribe" in s.hands[1]


# --- Perforation ---------------------------------------------------------------------
def test_perforation_hits_the_target_and_the_card_behind_it() -> None:
    s = position([2, 8], [[["revenant"], []], [["zombie", "grrr", "baron"], []]])
    assert _damaged(assault(s)) == [("zombie", 3), ("grrr", 3)]
    assert s.lanes[1][0] == ["baron"]


def test_perforation_never_reaches_the_stronghold() -> None:
    s = position([2, 8], [[["revenant"], []], [["baron"], []]])
    events = assault(s)
    assert not kinds(events, "stronghold_hit")


# --- Protection ----------------------------------------------------------------------
def test_protection_cancels_the_first_nonzero_damage_only() -> None:
    s = position([2, 8], [[["zombie", "microctopus"], []], [["lieutenant"], []]])
    events = assault(s)
    assert [e.data["card"] for e in kinds(events, "protected")] == ["lieutenant"]
    assert "lieutenant" in s.hands[1]


def test_protection_is_not_used_up_by_zero_damage() -> None:
    s = position([2, 8], [[["zombie", "carapace"], []], [["lieutenant"], []]])
    events = assault(s)
    assert attackers(events) == ["carapace", "zombie"]
    assert kinds(events, "protected") and s.lanes[1][0] == ["lieutenant"]


def test_protection_does_not_stop_collateral_damage() -> None:
    s = position([2, 8], [[["revenant"], []], [["zombie", "lieutenant"], []]])
    assault(s)
    assert "lieutenant" in s.hands[1]


def test_protection_stops_an_incantation_aimed_at_the_card() -> None:
    s = position([[B, "boom", 3], 8], [[[], []], [["lieutenant"], []]], mana=5)
    act(s, "cast", "boom")
    events = act(s, "target", "lieutenant")
    assert kinds(events, "protected") and "lieutenant" not in s.damage


def test_protection_works_once_per_turn_and_again_next_turn() -> None:
    s = position([2, 8], [[["brute"], []], [["lieutenant"], []]])
    assert kinds(assault(s), "protected")
    assault(s)
    assert kinds(assault(s), "protected")


# --- Rage ----------------------------------------------------------------------------
def test_rage_attacks_creatures_on_its_entry_turn() -> None:
    s = position([[B, "grrr", 3], 8], [[[], []], [["zombie"], []]], mana=5)
    act(s, "summon", "grrr", 0)
    assert attackers(assault(s)) == ["grrr"]


def test_rage_does_not_attack_the_stronghold_on_its_entry_turn() -> None:
    s = position([[B, "grrr", 3], 8], mana=5)
    act(s, "summon", "grrr", 0)
    events = assault(s)
    assert attackers(events) == [] and not kinds(events, "stronghold_hit")


def test_rage_with_sprint_does_not_move_when_it_cannot_attack() -> None:
    s = position([[B, "assassin", 3], 8], [[["baron"], []], [[], []]], mana=5)
    act(s, "summon", "assassin", 0)
    assault(s)
    assert s.lanes[0][0] == ["baron", "assassin"]


# --- Splash --------------------------------------------------------------------------
def test_splash_hits_the_card_at_the_same_place_in_the_other_lane() -> None:
    s = position([2, 8], [[["brigand"], []], [["grrr"], ["zombie", "baron"]]])
    assert _damaged(assault(s)) == [("grrr", 2), ("zombie", 2)]


def test_splash_matches_the_distance_from_the_bridge() -> None:
    s = position([2, 8], [[["brigand"], []], [["cliff_harpy", "grrr"], ["ogre", "zombie"]]])
    assert _damaged(assault(s)) == [("grrr", 2), ("zombie", 2)]


def test_splash_never_reaches_the_stronghold_or_an_empty_place() -> None:
    s = position([2, 8], [[["brigand"], []], [[], ["zombie"]]])
    events = assault(s)
    assert kinds(events, "stronghold_hit") and not kinds(events, "damage")
    s2 = position([2, 8], [[["brigand"], []], [["grrr"], []]])
    assert _damaged(assault(s2)) == [("grrr", 2)]


# --- Sprint --------------------------------------------------------------------------
def test_sprint_moves_to_the_bridge_and_adds_the_spaces_moved() -> None:
    s = position([2, 8], [[["baron", "zombie", "reptile"], []], [["troll"], []]])
    events = assault(s)
    assert _damaged(events)[0] == ("troll", 1 + 2)
    assert s.lanes[0][0][0] == "reptile"


def test_sprint_does_not_change_the_order_of_attacks() -> None:
    s = position([2, 8], [[["baron", "zombie", "reptile"], []], [["troll"], []]])
    assert attackers(assault(s)) == ["reptile", "zombie", "baron"]


def test_the_sprint_bonus_lasts_for_the_turn() -> None:
    s = position([2, 8], [[["baron", "zombie", "aberration"], []], [["grrr", "partisan"], []]])
    events = assault(s)
    assert [e.data["amount"] for e in kinds(events, "attack")][:2] == [4, 4]
    assert s.sprint == {}  # gone at the end of the turn


# --- Wrecker -------------------------------------------------------------------------
def test_wrecker_attacks_the_stronghold_and_ignores_creatures() -> None:
    s = position([2, 8], [[["siege_golem"], []], [["brute"], []]])
    events = assault(s)
    assert kinds(events, "stronghold_hit")[0].data["amount"] == 3
    assert not kinds(events, "damage")


def test_wrecker_cannot_attack_on_its_entry_turn_even_with_rage() -> None:
    s = position([[B, "siege_golem", 3], 8], [[["shaman"], []], [["brute"], []]], mana=5)
    act(s, "summon", "siege_golem", 0)
    assert "rage" in board.keywords(s, "siege_golem")
    assert "siege_golem" not in attackers(assault(s))


# --- the supplement incantation --------------------------------------------------------
def test_gale_damages_then_moves_its_target_to_the_back_of_its_lane() -> None:
    s = position([[B, "gale", 3], 8], [[[], []], [["baron", "zombie", "grrr"], []]], mana=5)
    act(s, "cast", "gale")
    act(s, "target", "baron")
    assert s.lanes[1][0] == ["zombie", "grrr", "baron"] and s.damage["baron"] == 1


def test_gale_on_a_creature_already_at_the_back_says_so() -> None:
    """Gale's move on the last creature of its lane moves nothing: the log says it is
    already at the back, not "is moved 0 spaces"."""
    s = position([[B, "gale", 3], 8], [[[], []], [["zombie", "baron"], []]], mana=5)
    act(s, "cast", "gale")
    events = act(s, "target", "baron")
    assert [e.text for e in kinds(events, "moved")] == ["Baron is already at the back of its lane"]
    assert s.lanes[1][0] == ["zombie", "baron"]


def test_sprint_next_to_the_bridge_gains_nothing() -> None:
    """Sprint adds "the number of spaces it moved": a Sprint creature already next to
    the bridge moves none and attacks with its printed attack."""
    s = position([2, 8], [[["reptile", "zombie"], []], [["troll"], []]])
    events = assault(s)
    assert [e.data["card"] for e in kinds(events, "sprint")] == []
    assert _damaged(events)[-1] == ("troll", 1)  # Reptile's printed 1, nothing added
    assert s.lanes[0][0][0] == "reptile"
