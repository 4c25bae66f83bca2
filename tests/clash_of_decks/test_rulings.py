"""Rulings we chose where the sources are silent (rules.md, "Rulings and choices")."""

from __future__ import annotations

from game.core.events import Event
from game.engines.clash_of_decks import board
from game.engines.clash_of_decks.state import ClashState
from tests.clash_of_decks.helpers import B, act, assault, game, kinds, position


def _draft_through(s: ClashState) -> int | None:
    """Play the draft out (first choices); the seat that received the very last card."""
    last_pick = None
    while s.in_draft:
        for event in s.apply(s.legal_actions()[0]):
            if event.kind == "draft_pick":
                last_pick = event.data["seat"]
    return last_pick


def test_the_first_drafter_is_drawn_at_random_and_the_other_player_starts() -> None:
    """Issue 18, item 3: Player 1 no longer always picks first (so Player 2 always
    started); the receiver of the draft's last card still starts, with 6 mana."""
    firsts = set()
    for seed in range(12):
        s = game().new_state(2, seed, {})
        first = s.current_player
        assert s.in_draft and s.stack.top.kind == "pick" and first == s.first_drafter
        firsts.add(first)
        assert _draft_through(s) == 1 - first
        assert s.turn_player == 1 - first and s.mana == 6
    assert firsts == {0, 1}


def test_the_first_pick_option_names_who_picks_first() -> None:
    for option, first in (("1", 0), ("2", 1)):
        for seed in range(3):
            s = game().new_state(2, seed, {"first_pick": option})
            assert s.current_player == first
            assert _draft_through(s) == 1 - first and s.turn_player == 1 - first


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


def _blows(events: list[Event]) -> list[tuple[object, object]]:
    """(attacker, amount) of each attack, in order."""
    return [(e.data["card"], e.data["amount"]) for e in kinds(events, "attack")]


def test_a_zero_attack_creature_attacks_but_moves_no_bastion() -> None:
    s = position([2, 8], [[["carapace"], []], [[], []]])
    hand = list(s.hands[1])
    events = assault(s)
    assert _blows(events) == [("carapace", 0)]
    assert s.hands[1] == hand


def test_only_a_sprint_bonus_gives_a_zero_attack_creature_damage() -> None:
    # Vortex's Aura gives Sprint to the Carapace behind it: one space, so 1 damage.
    s = position([2, 8], [[["vortex", "carapace"], []], [[], []]])
    events = assault(s)
    assert _blows(events) == [("carapace", 1), ("vortex", 0)]
    assert s.hands[1].index(B) == 1


def test_protection_is_not_used_up_by_collateral_and_stops_the_first_blow_aimed_at_it() -> None:
    """Issue 18, item 2 (ruling 9 kept): the later rulebook's Protection cancels the first
    source of damage "of which it is the target". Revenant's Perforation hits the Martyr
    behind Grrr for 3; the Zombie's blow aimed at the Martyr afterwards is cancelled."""
    s = position([2, 8], [[["zombie", "revenant"], []], [["grrr", "martyr"], []]])
    events = assault(s)
    hits = [(e.data["source"], e.data["card"]) for e in events if e.kind in ("damage", "protected")]
    assert ("revenant", "martyr") in hits
    assert [(e.data["source"], e.data["card"]) for e in kinds(events, "protected")] == [
        ("zombie", "martyr")
    ]
    assert s.lanes[1][0] == ["martyr"]


def _attackers(events: list[Event]) -> list[object]:
    return [e.data["card"] for e in kinds(events, "attack")]


def test_a_new_creature_that_sprints_away_from_its_rage_aura_does_not_attack() -> None:
    """Ruling 16: Baron, summoned this turn between the Shaman (Aura: Rage) and the
    Vortex (Aura: Sprint), sprints to the bridge next to the Brute only; it has lost its
    Rage with the move, so it must not hit the Troll on its entry turn."""
    s = position(
        [2, 8],
        [[["brute", "shaman", "baron", "vortex"], []], [["troll"], []]],
        entered=["baron"],
    )
    assert {"rage", "sprint"} <= board.keywords(s, "baron")
    events = assault(s)
    assert [e.data["card"] for e in kinds(events, "sprint")] == ["baron", "shaman", "brute"]
    assert [e.data["card"] for e in kinds(events, "no_attack")] == ["baron"]
    assert "baron" not in _attackers(events)
    assert _attackers(events) == ["vortex", "shaman", "brute"]
    assert all(e.data["source"] != "baron" for e in kinds(events, "damage"))


def test_a_new_creature_that_keeps_its_rage_after_its_sprint_still_attacks() -> None:
    """Ruling 16, the other side: the Reptile prints its own Rage and Sprint, so its
    move away from nothing costs it nothing."""
    s = position([2, 8], [[["brute", "reptile"], []], [["troll"], []]], entered=["reptile"])
    events = assault(s)
    assert _attackers(events) == ["reptile", "brute"] and not kinds(events, "no_attack")


def test_breaking_the_bastion_does_not_make_berserk_attack_again() -> None:
    """Ruling 13: the Ogre's 4 damage destroys the Bastion (two spaces left); a repeat
    would hit the new Fort at once and end the game, which it must not."""
    s = position([2, [B, 2]], [[["ogre"], []], [[], []]])
    events = assault(s)
    assert _attackers(events) == ["ogre"] and not kinds(events, "berserk")
    assert s.fort[1] and kinds(events, "bastion_destroyed")
    assert s.loser is None


def test_a_creature_destroyed_before_its_turn_does_not_attack() -> None:
    """Ruling 10, with legacy timing: after the Baron's attack, Player 1 casts Boom! on
    their own Zombie, which was still to attack; it is gone and the assault goes on."""
    s = position([[B, "boom", 3], 8], [[["zombie", "baron"], []], [["troll"], []]], legacy=True)
    events = assault(s)
    assert s.stack.top.kind == "window" and _attackers(events) == []
    events += act(s, "fight")
    assert _attackers(events) == ["baron"] and s.stack.top.kind == "window"
    events += act(s, "cast", "boom")
    events += act(s, "target", "zombie")
    assert "zombie" in s.hands[0]
    assert _attackers(events) == ["baron"]
    assert s.turn_player == 1  # the assault ended without the Zombie


def test_an_aerial_creature_may_be_the_target_of_an_incantation() -> None:
    """Ruling 6: Aerial keeps off attackers without Aim, not incantations."""
    s = position([[B, "annihilation", 3], 8], [[[], []], [["cliff_harpy", "baron"], []]], mana=9)
    act(s, "cast", "annihilation")
    assert ("cliff_harpy",) in [a.args for a in s.legal_actions()]
    act(s, "target", "cliff_harpy")
    assert "cliff_harpy" in s.hands[1] and s.lanes[1][0] == ["baron"]
