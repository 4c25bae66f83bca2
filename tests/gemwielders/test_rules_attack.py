"""The attack phase (rulebook, "Attack Phase"): attack cards chosen and announced, the
defense setup revealed, effects in the rulebook's three groups and orders, the comparison
(a hit only when the attack is higher), Hit and Miss effects, damage, and the discard."""

from __future__ import annotations

from game.core.events import Event
from tests.gemwielders import invariants
from tests.gemwielders.helpers import (
    do,
    has,
    ids,
    kinds,
    next_turn,
    of,
    position,
    start,
    top,
)


def attack(bearers=("sword", "staff"), **kw):  # type: ignore[no-untyped-def]
    """Seat 0 in its attack phase (turn 3) against seat 1."""
    return position(bearers=bearers, stage="attack", **kw)


def label(s, kind):  # type: ignore[no-untyped-def]
    return next(a.label for a in s.legal_actions() if a.kind == kind)


def attack_with(s, *cards: str) -> list[Event]:  # type: ignore[no-untyped-def]
    events: list[Event] = []
    for c in cards:
        events += do(s, "attack_with", c)
    return events + do(s, "announce")


def test_player_1_skips_the_attack_phase_on_the_very_first_turn() -> None:
    for first in (0, 1):
        s = position(
            bearers=("sword", "staff"),
            first=first,
            turn_player=first,
            turns=1,
            stage="turn_start",
            hands=(["slash", "lunge"], ["staff_strike"])
            if first == 0
            else (["slash"], ["staff_strike"]),
        )
        assert s.turns == 1 and s.turn_player == first
        events = next_turn(s, 1 - first, "attack")
        (skip,) = of(events, "skip_attack")
        assert skip.data == {} and skip.seat == first
        assert s.turns == 2, "Player 2 attacks in the second turn"


def test_player_1_skips_only_the_first_attack_in_games_played_from_the_start() -> None:
    attacks: set[int] = set()
    for seed in range(6):
        s = start(first=seed % 2)
        while s.turns <= 3:
            legal = s.legal_actions()
            if top(s) == "attack":
                attacks.add(s.turns)
                s.apply(next(a for a in legal if a.kind == "no_attack"))
            else:
                s.apply(next((a for a in legal if a.kind in ("skip", "end_main")), legal[-1]))
    assert attacks == {2, 3}


def test_attack_cards_are_chosen_one_by_one_and_the_total_announced() -> None:
    s = attack(hands=(["slash", "lunge", "parry"], []))
    assert top(s) == "attack" and s.current_player == 0
    assert "announce" not in kinds(s), "an attack needs an attack card"
    events = do(s, "attack_with", "lunge")
    assert ids(s.table[0]) == ["lunge"] and of(events, "attack_card")[0].visible_to is None
    assert label(s, "announce") == "Attack for 3"
    assert not has(s, "attack_with", "parry")
    do(s, "attack_with", "slash")
    assert label(s, "announce") == "Attack for 5"
    events = do(s, "announce")
    (ann,) = of(events, "announce")
    assert ann.data["attack"] == 5 and "for 5" in ann.text


def test_attacking_is_optional() -> None:
    s = attack(hands=(["slash"], []), defense=([], ["ward"]))
    events = do(s, "no_attack")
    assert of(events, "no_attack") and ids(s.defense[1]) == ["ward"]
    assert ids(s.hand[0][:1]) == ["slash"]


def test_without_an_attack_card_there_is_no_attack_decision() -> None:
    s = position(bearers=("sword", "hammer"), hands=(["parry", "second_wind"], []))
    events = do(s, "end_main")
    assert not of(events, "skip_attack") and not of(events, "no_attack")
    assert s.turn_player == 1 and s.turns == 4


def test_the_whole_defense_setup_is_revealed() -> None:
    s = attack(hands=(["slash"], []), defense=([], ["ward", "runic_barrier", "ward"]))
    assert s.view(0).defense[1] == [None, None, None]
    events = do(s, "attack_with", "slash") + do(s, "announce")
    (reveal,) = of(events, "reveal")
    assert reveal.visible_to is None and reveal.data["defense"] == 7
    assert [e.kind for e in events].index("announce") < [e.kind for e in events].index("reveal")


def test_attack_card_effects_resolve_in_the_order_the_attacker_chooses() -> None:
    for first_pick in ("inferno", "charged_strike"):
        s = attack(
            bearers=("staff", "sword"),
            hands=(["charged_strike", "inferno"], []),
            defense=([], ["parry"]),
            power=(2, 0),
        )
        events = attack_with(s, "inferno", "charged_strike")
        assert top(s) == "order" and s.current_player == 0
        assert sorted(a.args[0] for a in s.legal_actions()) == ["charged_strike", "inferno"]
        events += do(s, "resolve", first_pick)
        if top(s) == "pay":
            events += do(s, "pay", True)
        while top(s) == "order":
            events += s.apply(s.legal_actions()[0])
        if top(s) == "pay":
            events += do(s, "pay", True)
        mods = ["attack" if "attack" in e.data else "defense" for e in of(events, "modify")]
        assert mods == (["defense", "attack"] if first_pick == "inferno" else ["attack", "defense"])


def test_defense_card_effects_resolve_from_the_leftmost_oldest_card() -> None:
    s = attack(
        hands=(["slash", "parry"], []),
        defense=([], ["static_guard", "veil", "tidal_guard", "bramble_guard"]),
        decks=(None, ["ward", "ward"]),
    )
    events = attack_with(s, "slash")
    keys = [e.data["key"] for e in of(events, "effect")]
    # Revealed: only Bramble Guard has a "when revealed" effect; then the Miss effects.
    assert ids(keys) == ["bramble_guard", "static_guard", "veil", "tidal_guard"]
    after_miss = [e.kind for e in events[[e.kind for e in events].index("miss") :]]
    assert [k for k in after_miss if k in ("power", "discard", "draw")][:3] == [
        "power",
        "discard",
        "draw",
    ]


def test_attack_effects_then_defense_effects_then_other_effects() -> None:
    s = attack(
        bearers=("hammer", "sword"),
        hands=(["inferno", "pound"], []),
        defense=([], ["parry", "bramble_guard", "parry"]),
        mods=(["searing_edge"], ["heartwood_aegis"]),
    )
    events = attack_with(s, "inferno", "pound")
    # Other effects: the Hammer, Searing Edge and the defender's Heartwood Aegis, in the
    # attacker's order.
    assert top(s) == "order"
    assert sorted(a.args[0] for a in s.legal_actions()) == [
        "bearer:0",
        "heartwood_aegis",
        "searing_edge",
    ]
    events += do(s, "resolve", "heartwood_aegis")
    events += do(s, "resolve", "searing_edge")
    keys = [ids([e.data["key"]])[0] for e in of(events, "effect")]
    assert keys[:5] == ["inferno", "bramble_guard", "heartwood_aegis", "searing_edge", "bearer:0"]
    # 6 + 2 + 1 (Searing Edge) against 2 + 2 (Bramble Guard) + 2 - 2 (Inferno) + 1 (Aegis,
    # balance change 16) - 2 (the Hammer: the leftmost Parry of three cards).
    (hit,) = of(events, "hit")
    assert (hit.data["attack"], hit.data["defense"]) == (9, 3)


def test_other_effects_resolve_in_the_order_the_attacker_chooses() -> None:
    s = attack(
        bearers=("hammer", "sword"),
        hands=(["pound"], []),
        defense=([], ["parry", "parry", "parry"]),
        mods=(["searing_edge"], []),
    )
    events = attack_with(s, "pound")
    events += do(s, "resolve", "searing_edge")
    kinds_after = [e.kind for e in events if e.kind in ("modify", "ignore")]
    assert kinds_after == ["modify", "ignore"]


def test_an_attack_higher_than_the_defense_is_a_hit_for_the_difference() -> None:
    s = attack(hands=(["slash", "slash", "lunge"], []), defense=([], ["ward", "ward"]))
    events = attack_with(s, "slash", "slash", "lunge")
    (hit,) = of(events, "hit")
    assert hit.data == {"attack": 7, "defense": 4, "hit": True, "margin": 3}
    assert s.life == [50, 47]
    (dmg,) = of(events, "damage")
    assert dmg.data == {"seat": 1, "amount": 3}


def test_an_attack_equal_to_the_defense_is_a_miss() -> None:
    s = attack(hands=(["slash", "slash"], []), defense=([], ["ward", "ward"]))
    events = attack_with(s, "slash", "slash")
    assert of(events, "miss") and not of(events, "hit") and not of(events, "damage")
    assert s.life == [50, 50]


def test_an_attack_lower_than_the_defense_is_a_miss() -> None:
    s = attack(hands=(["slash"], []), defense=([], ["runic_barrier"]))
    events = attack_with(s, "slash")
    assert of(events, "miss") and s.life == [50, 50]


def test_an_attack_into_an_empty_setup_meets_defense_zero() -> None:
    s = attack(hands=(["slash"], []))
    events = attack_with(s, "slash")
    assert of(events, "hit")[0].data["defense"] == 0 and s.life[1] == 48


def test_hit_effects_resolve_only_on_a_hit_and_miss_effects_only_on_a_miss() -> None:
    s = attack(hands=(["vine_lash", "reckless_blow"], []), life=(40, 50), defense=([], ["ward"]))
    attack_with(s, "vine_lash", "reckless_blow")
    assert s.life == [41, 45]  # Vine Lash: hit, gain 1; Reckless Blow's miss text: nothing
    s = attack(
        hands=(["vine_lash", "reckless_blow"], []),
        life=(40, 50),
        defense=([], ["living_bark", "living_bark"]),
    )
    attack_with(s, "vine_lash", "reckless_blow")
    assert s.life == [38, 50]  # a miss: Reckless Blow costs 2 life, Vine Lash gives none


def test_a_hit_effects_power_cost_is_optional_and_paid_at_most_once() -> None:
    s = attack(bearers=("sword", "bow"), hands=(["flame_strike"], []), power=(5, 0))
    attack_with(s, "flame_strike")
    assert top(s) == "pay" and s.current_player == 0
    do(s, "pay", True)
    assert s.power[0] == 4 and s.life[1] == 50 - 2 - 3
    assert top(s) != "pay"
    s = attack(bearers=("sword", "bow"), hands=(["flame_strike"], []), power=(5, 0))
    attack_with(s, "flame_strike")
    do(s, "pay", False)
    assert s.power[0] == 5 and s.life[1] == 47


def test_the_attackers_miss_effects_come_before_the_defenders() -> None:
    s = attack(
        bearers=("bow", "sword"),
        hands=(["reckless_blow"], []),
        defense=([], ["static_guard", "riposte"]),
    )
    events = attack_with(s, "reckless_blow")
    assert of(events, "miss")
    after = events[[e.kind for e in events].index("miss") :]
    told = [(e.kind, e.data["seat"], e.data["delta"]) for e in after if e.kind in ("life", "power")]
    # Reckless Blow (lose 2 life), the Bow (gain 1 power); then Static Guard (the defender
    # gains 2 power) and Riposte (1 damage to the attacker), left to right.
    assert told == [("life", 0, -2), ("power", 0, 1), ("power", 1, 2), ("life", 0, -1)]


def test_the_attackers_modification_hit_effect_resolves_on_its_own_attack() -> None:
    s = attack(
        hands=(["slash", "slash", "slash"], []),
        defense=([], ["static_guard"]),
        mods=(["soul_siphon"], []),
        power=(0, 4),
    )
    events = attack_with(s, "slash", "slash", "slash")
    assert s.power == [2, 2]
    assert [e.kind for e in events].index("power") < [e.kind for e in events].index("damage")


def test_attack_cards_and_revealed_defense_cards_go_to_their_owners_discard_piles() -> None:
    s = attack(hands=(["slash", "lunge"], []), defense=([], ["ward", "runic_barrier"]))
    attack_with(s, "slash", "lunge")
    assert sorted(ids(s.discard[0])) == ["lunge", "slash"]
    assert sorted(ids(s.discard[1])) == ["runic_barrier", "ward"]
    assert s.defense[1] == [] and s.table == [[], []] and s.attack_cards == []
    invariants.check(s)


def test_the_attacker_still_holds_the_attack_cards_not_chosen() -> None:
    s = attack(hands=(["slash", "slash", "lunge"], []))
    attack_with(s, "lunge")
    assert ids(s.discard[0]) == ["lunge"]
    assert ids(s.hand[0]).count("slash") >= 2
