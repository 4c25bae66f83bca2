"""The effect vocabulary at work on the cards that use it: each step does what the card's
text says, to whom it says (rules.md rulings 8, 15, 16 and the glossary's Ready)."""

from __future__ import annotations

import random

from game.engines.gemwielders.cards import card_id
from tests.gemwielders import invariants
from tests.gemwielders.helpers import do, has, ids, kinds, next_turn, of, position, top


def _strike(s, *cards):  # type: ignore[no-untyped-def]
    events = []
    for c in cards:
        events += do(s, "attack_with", c)
    return events + do(s, "announce")


def test_the_hammers_shatter_and_piercing_shot_zero_the_oldest_and_newest_card() -> None:
    s = position(
        bearers=("hammer", "bow"),
        stage="attack",
        hands=(["pound"], []),
        defense=([], ["camouflage", "sidestep", "sidestep"]),
    )
    events = _strike(s, "pound")
    assert of(events, "miss")[0].data["defense"] == 4  # Camouflage (3) counts 0
    s = position(
        bearers=("bow", "hammer"),
        stage="attack",
        hands=(["piercing_shot"], []),
        defense=([], ["brace", "iron_haft"]),
    )
    events = _strike(s, "piercing_shot")
    assert of(events, "miss")[0].data["defense"] == 2  # Iron Haft (3) counts 0


def test_shatter_spares_a_defense_setup_of_fewer_than_three_cards() -> None:
    # A balance change (rules.md): Shatter only breaks setups of three cards or more.
    s = position(
        bearers=("hammer", "bow"),
        stage="attack",
        hands=(["pound"], []),
        defense=([], ["camouflage", "sidestep"]),
    )
    events = _strike(s, "pound")
    assert of(events, "miss")[0].data["defense"] == 5
    assert not of(events, "ignore")
    (why,) = of(events, "no_effect")  # the announced clause says why it did nothing
    assert why.text == (
        "The Hammer: only 2 defense cards revealed, fewer than 3, so none counts as 0"
    )


def test_the_hammers_clause_against_an_empty_setup_says_no_card_was_revealed() -> None:
    s = position(bearers=("hammer", "bow"), stage="attack", hands=(["pound"], []))
    events = _strike(s, "pound")
    assert of(events, "hit")[0].data["defense"] == 0
    (why,) = of(events, "no_effect")
    assert why.text == "The Hammer: no defense card revealed, so none counts as 0"


def test_piercing_shot_zeroes_only_the_newest_card() -> None:
    s = position(
        bearers=("bow", "hammer"),
        stage="attack",
        hands=(["piercing_shot", "arrow"], []),
        defense=([], ["brace", "iron_haft", "brace"]),
    )
    events = _strike(s, "piercing_shot", "arrow")
    # Only the rightmost Brace is ignored: 2 + 3 = 5 against 4.
    assert of(events, "miss")[0].data["defense"] == 5


def test_the_bow_pays_three_for_two_damage_on_a_hit_and_gains_a_power_on_a_miss() -> None:
    # A balance change (rules.md): the research's Bow paid 2.
    s = position(bearers=("bow", "sword"), stage="attack", hands=(["arrow"], []), power=(3, 0))
    _strike(s, "arrow")
    assert top(s) == "pay"
    do(s, "pay", True)
    assert s.life[1] == 50 - 2 - 2 and s.power[0] == 0
    s = position(bearers=("bow", "sword"), stage="attack", hands=(["arrow"], []), power=(2, 0))
    _strike(s, "arrow")
    assert top(s) != "pay" and s.life[1] == 50 - 2 and s.power[0] == 2
    s = position(
        bearers=("bow", "sword"),
        stage="attack",
        hands=(["arrow"], []),
        defense=([], ["parry"]),
    )
    _strike(s, "arrow")
    assert s.power[0] == 1


def test_the_swords_use_pays_one_power_to_take_one_of_the_top_two_cards() -> None:
    # A balance change (rules.md, change 18): "draw 2 cards, then discard 1" before.
    s = position(
        bearers=("sword", "staff"),
        hands=(["parry", "slash"], []),
        decks=(["slash", "riposte", "lunge"], None),  # the top is the last
        power=(1, 0),
    )
    do(s, "wield")
    assert s.power[0] == 0 and s.bearer_used[0]
    assert top(s) == "look" and sorted(ids(s.looking[0])) == ["lunge", "riposte"]
    assert {a.kind for a in s.legal_actions()} == {"take"}
    do(s, "take", "riposte")
    # The other card goes back on top, where its owner knows it is.
    assert sorted(ids(s.hand[0])) == ["parry", "riposte", "slash"] and top(s) == "main"
    assert ids(s.deck[0])[-1] == "lunge" and s.top_known[0] == 1
    assert ids(s.view(0).deck[0])[-1] == "lunge"
    s = position(bearers=("sword", "staff"), hands=(["parry"], []))
    assert not has(s, "wield")  # no power, no ⚙


def test_heavy_swing_and_tremor_discard_at_random() -> None:
    s = position(
        stage="attack",
        hands=(["heavy_swing", "brace", "brace"], []),
        defense=([], ["parry", "parry", "parry"]),
    )
    _strike(s, "heavy_swing")
    assert ids(s.discard[0]).count("brace") == 1
    s = position(stage="attack", hands=(["tremor"], ["slash", "slash"]))
    _strike(s, "tremor")
    assert ids(s.discard[1]) == ["slash"] and len(s.hand[1]) == 1


def test_riposte_and_bramble_guard_hurt_the_attacker() -> None:
    s = position(
        bearers=("hammer", "sword"),
        stage="attack",
        hands=(["pound"], []),
        defense=([], ["parry", "riposte"]),
    )
    _strike(s, "pound")
    # The Hammer zeroes Parry; Riposte's 2 still stops Pound's 2: a miss.
    assert s.life == [49, 50]


def test_second_wind_draws_two_then_discards_one() -> None:
    s = position(
        bearers=("sword", "staff"),
        hands=(["second_wind"], []),
        decks=(["parry", "slash"], None),
    )
    do(s, "play", "second_wind")
    assert top(s) == "discard"
    do(s, "discard", "parry")
    assert ids(s.hand[0]) == ["slash"] and sorted(ids(s.discard[0])) == ["parry", "second_wind"]


def test_quick_draw_and_channel_draw_one_and_one_more_for_power() -> None:
    s = position(bearers=("bow", "sword"), hands=(["quick_draw"], []), power=(1, 0))
    do(s, "play", "quick_draw")
    do(s, "pay", True)
    assert len(s.hand[0]) == 2 and s.power[0] == 0
    s = position(bearers=("staff", "sword"), hands=(["channel"], []), power=(1, 0))
    do(s, "play", "channel")
    do(s, "pay", True)
    assert len(s.hand[0]) == 2 and s.power[0] == 0
    s = position(bearers=("staff", "sword"), hands=(["channel"], []))
    do(s, "play", "channel")
    assert len(s.hand[0]) == 1 and top(s) == "main"  # no power: the clause passes by


def test_flame_strike_thunderclap_and_arcane_bolt_deal_damage_for_power_on_a_hit() -> None:
    for attacker, card, cost, extra in (
        ("sword", "flame_strike", 1, 2),
        ("sword", "thunderclap", 3, 4),
        ("staff", "arcane_bolt", 2, 3),
    ):
        s = position(bearers=(attacker, "bow"), stage="attack", hands=([card], []), power=(5, 0))
        _strike(s, card)
        do(s, "pay", True)
        value = s.game.defs[card].attack
        assert s.life[1] == 50 - value - extra and s.power[0] == 5 - cost, card


def test_charged_strike_pays_two_for_three_more_attack_when_revealed() -> None:
    s = position(
        bearers=("hammer", "sword"),
        stage="attack",
        hands=(["charged_strike"], []),
        defense=([], ["parry", "parry", "parry"]),
        power=(2, 0),
    )
    events = _strike(s, "charged_strike")
    assert top(s) == "pay"
    events += do(s, "pay", True)
    # 2 + 3 against the three Parries, the leftmost zeroed by the Hammer.
    assert of(events, "hit")[0].data["attack"] == 5 and s.life[1] == 49


def test_static_guard_tidal_guard_and_veil_on_a_miss() -> None:
    s = position(
        bearers=("hammer", "sword"),
        stage="attack",
        hands=(["pound", "brace"], []),
        defense=([], ["parry", "static_guard", "tidal_guard", "veil"]),
        decks=(None, ["slash"]),
    )
    _strike(s, "pound")
    assert s.power[1] == 2
    assert ids(s.hand[1]) == ["slash"]
    assert "brace" in ids(s.discard[0])


def test_frost_ward_unpaid_goes_to_the_discard_pile() -> None:
    s = position(
        bearers=("hammer", "sword"),
        stage="attack",
        hands=(["pound"], []),
        defense=([], ["parry", "frost_ward"]),
        power=(0, 1),
    )
    _strike(s, "pound")
    do(s, "pay", False)
    assert ids(s.discard[1]) == ["parry", "frost_ward"] and s.hand[1] == []


def test_glimpse_peeks_at_two_cards_unmask_at_all_discards_one_and_draws() -> None:
    s = position(
        bearers=("sword", "staff"),
        hands=(["glimpse"], []),
        defense=([], ["ward", "ward", "runic_barrier"]),
        decks=(["slash"], None),
    )
    do(s, "play", "glimpse")
    assert top(s) == "peek" and len(s.legal_actions()) == 3
    do(s, "peek", 0)
    do(s, "peek", 2)
    assert ids(s.view(0).defense[1]) == ["ward", None, "runic_barrier"]
    assert ids(s.hand[0]) == ["slash"]
    s = position(
        bearers=("sword", "staff"),
        hands=(["unmask"], []),
        defense=([], ["ward", "runic_barrier", "ward"]),
        decks=(["slash"], None),
        power=(1, 0),
    )
    # A balance change (rules.md): the discard costs ⚡1 (⚡2 in the research) and Unmask
    # draws a card.
    do(s, "play", "unmask")
    assert None not in s.view(0).defense[1]
    do(s, "pay", True)
    do(s, "pick_defense", 1)
    assert ids(s.defense[1]) == ["ward", "ward"] and ids(s.discard[1]) == ["runic_barrier"]
    assert ids(s.hand[0]) == ["slash"] and s.power[0] == 0


def test_a_peek_with_nothing_unknown_asks_nothing() -> None:
    s = position(bearers=("sword", "staff"), hands=(["glimpse"], []), decks=(["parry"], None))
    events = do(s, "play", "glimpse")
    assert not of(events, "peek") and top(s) == "main" and ids(s.hand[0]) == ["parry"]


def test_regrowth_takes_a_card_back() -> None:
    # A balance change (rules.md): the research's Regrowth also gained 2 life.
    s = position(
        hands=(["regrowth"], []), discards=(["fireball", "brace"], []), life=(40, 50), power=(3, 0)
    )
    do(s, "play", "regrowth")
    assert top(s) == "recover" and sorted(a.args[0] for a in s.legal_actions()) == [
        "brace",
        "fireball",
    ]
    do(s, "recover", "fireball")
    assert ids(s.hand[0]) == ["fireball"] and s.life[0] == 40 and s.power[0] == 3
    assert top(s) == "main"


def test_tome_of_currents_pays_one_to_draw_a_card() -> None:
    # A balance change (rules.md): the research's Tome drew 1, then discarded 1, for free.
    s = position(
        hands=(["brace"], []), mods=(["tome_of_currents"], []), decks=(["pound", "tremor"], None)
    )
    assert not has(s, "use", "tome_of_currents"), "no power, no use"
    s = position(
        hands=(["brace"], []),
        mods=(["tome_of_currents"], []),
        decks=(["pound", "tremor"], None),
        power=(1, 0),
    )
    do(s, "use", "tome_of_currents")
    assert top(s) == "main" and s.power[0] == 0
    assert sorted(ids(s.hand[0])) == ["brace", "tremor"]  # the top card


def test_nightmare_drains_up_to_three_power_for_two() -> None:
    s = position(hands=(["nightmare"], ["ward"] * 3), bearers=("hammer", "staff"), power=(2, 2))
    do(s, "play", "nightmare")
    do(s, "pay", True)
    assert s.power == [0, 0] and len(s.hand[1]) == 1


def test_soul_siphon_steals_power_on_a_hit_and_exhausts_for_one() -> None:
    s = position(
        bearers=("sword", "staff"),
        mods=(["soul_siphon"], ["lightning_rod"]),
        power=(1, 5),
    )
    do(s, "use", "soul_siphon")
    assert top(s) == "exhaust"
    do(s, "exhaust", "lightning_rod")
    assert s.mods[1][0] in s.used
    next_turn(s, 1, "main")
    assert not has(s, "use", "lightning_rod") and has(s, "wield")


def test_purge_offers_the_hand_and_the_discard_pile_and_may_scrap_nothing() -> None:
    s = position(hands=(["purge", "brace"], []), discards=(["pound"], []))
    do(s, "play", "purge")
    assert sorted(a.args for a in s.legal_actions() if a.kind == "scrap") == [
        ("discard", "pound"),
        ("hand", "brace"),
    ]
    assert "done" in kinds(s)
    do(s, "done")
    assert ids(s.hand[0])[0] == "brace" and top(s) == "main"
    assert not any(card_id(c) in ("brace", "pound") for c in s.scrap)
    invariants.check(s)


def test_crimson_crown_and_searing_edge_add_to_every_attack() -> None:
    # A balance change (rules.md, change 16): the research's Crimson Crown added 2.
    s = position(
        bearers=("sword", "staff"),
        stage="attack",
        hands=(["slash"], []),
        mods=(["crimson_crown", "searing_edge"], []),
    )
    events = _strike(s, "slash")
    if top(s) == "order":
        events += s.apply(s.legal_actions()[0])
    assert of(events, "hit")[0].data["attack"] == 4


def test_storm_conduit_deals_three_for_three() -> None:
    s = position(mods=(["storm_conduit"], []), power=(3, 0))
    do(s, "use", "storm_conduit")
    assert s.life[1] == 47 and s.power[0] == 0


def test_the_staff_and_lightning_rod_gain_one_power_each() -> None:
    # Balance change 17 (rules.md): the research's 1 again (2 in change 15).
    s = position(bearers=("staff", "sword"), mods=(["lightning_rod", "lightning_rod"], []))
    do(s, "wield")
    do(s, "use", "lightning_rod")
    do(s, "use", "lightning_rod")
    assert s.power[0] == 3 and not has(s, "use")


def test_overcharge_readies_what_was_used_this_turn() -> None:
    s = position(
        bearers=("staff", "sword"),
        hands=(["overcharge"], []),
        mods=(["lightning_rod"], []),
        power=(1, 0),
    )
    do(s, "wield")
    do(s, "use", "lightning_rod")
    do(s, "play", "overcharge")
    do(s, "pay", True)
    # 1, +1 from the Staff, +1 from the Rod, +3 and -4 for Overcharge.
    assert has(s, "wield") and has(s, "use", "lightning_rod") and s.power[0] == 2


def test_random_choices_come_from_the_states_own_rng() -> None:
    picks = set()
    for seed in range(8):
        s = position(stage="attack", hands=(["tremor"], ["slash", "parry", "lunge"]))
        s.rng = random.Random(seed)
        _strike(s, "tremor")
        picks.add(card_id(s.discard[1][0]))
        twin = position(stage="attack", hands=(["tremor"], ["slash", "parry", "lunge"]))
        twin.rng = random.Random(seed)
        _strike(twin, "tremor")
        assert twin.discard[1] == s.discard[1]
    assert len(picks) > 1


def test_overcharge_may_ready_a_gembearer_and_modifications_that_are_ready() -> None:
    """Glossary, Ready: "even a ready modification may be set to ready by certain
    effects"."""
    s = position(
        bearers=("staff", "sword"),
        hands=(["overcharge"], []),
        mods=(["lightning_rod"], []),
        power=(1, 0),
    )
    do(s, "play", "overcharge")
    assert top(s) == "pay", "the clause is offered though nothing is used"
    events = do(s, "pay", True)
    assert of(events, "ready") and len(s.hand[0]) == 2 and s.power[0] == 0
    assert has(s, "wield") and has(s, "use", "lightning_rod")


def test_soul_siphon_may_set_a_used_gembearer_to_used_again() -> None:
    """Glossary, Ready: "as can a used modification to used": Soul Siphon is used though
    all the opponent has is already used, and nothing of theirs changes."""
    s = position(
        bearers=("sword", "staff"),
        hands=(["overcharge"], []),
        mods=(["soul_siphon"], []),
        power=(3, 0),
    )
    do(s, "use", "soul_siphon")  # the Staff, the only target, is set to used
    assert s.bearer_used[1]
    do(s, "play", "overcharge")
    do(s, "pay", True)  # Soul Siphon is ready again
    assert s.power[0] == 1 and has(s, "use", "soul_siphon")
    do(s, "use", "soul_siphon")
    assert s.power[0] == 0 and s.mods[0][0] in s.used
    assert s.bearer_used[1] and not s.used & set(s.mods[1]) and top(s) == "main"
