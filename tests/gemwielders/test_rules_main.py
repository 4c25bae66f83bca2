"""The main phase (rulebook, "Main Phase"): skills with their optional power clauses,
Sources, modifications placed and used, a usable Gembearer, defense cards face down, in
any order until the player ends the phase."""

from __future__ import annotations

from game.engines.gemwielders.cards import card_id
from tests.gemwielders import invariants
from tests.gemwielders.helpers import do, has, ids, kinds, next_turn, of, position, top


def test_a_skill_resolves_then_goes_to_the_discard_pile() -> None:
    s = position(bearers=("staff", "sword"), hands=(["spark"], []), decks=(["ward"], None))
    events = do(s, "play", "spark")
    assert s.power[0] == 2  # a balance change (rules.md): 1 power in the research
    assert ids(s.hand[0]) == ["ward"]
    assert ids(s.discard[0]) == ["spark"] and s.table == [[], []]
    assert [e.kind for e in events][:3] == ["play", "power", "draw"]
    assert top(s) == "main"


def test_a_power_clause_is_a_yes_no_decision_paid_once() -> None:
    s = position(hands=(["mend"], []), power=(3, 0), life=(40, 50))
    do(s, "play", "mend")
    assert top(s) == "pay" and s.current_player == 0
    assert [a.args for a in s.legal_actions()] == [(True,), (False,)]
    assert s.life[0] == 42  # the text before the clause has applied
    do(s, "pay", True)
    assert s.life[0] == 44 and s.power[0] == 2
    assert top(s) == "main", "the clause is asked once"


def test_the_rest_of_a_card_applies_when_the_clause_is_not_paid() -> None:
    s = position(hands=(["mend"], []), power=(3, 0), life=(40, 50))
    do(s, "play", "mend")
    do(s, "pay", False)
    assert s.life[0] == 42 and s.power[0] == 3
    assert ids(s.discard[0]) == ["mend"]


def test_a_clause_the_player_cannot_pay_for_is_skipped() -> None:
    s = position(hands=(["fireball"], []), power=(1, 0))
    do(s, "play", "fireball")
    assert top(s) == "main"
    assert s.life[1] == 48 and s.power[0] == 1


def test_each_power_clause_of_a_card_triggers_at_most_once() -> None:
    s = position(hands=(["fireball"], []), power=(10, 0))
    do(s, "play", "fireball")
    do(s, "pay", True)
    assert s.life[1] == 46 and s.power[0] == 8
    assert top(s) == "main"


def test_a_source_gains_two_power_and_goes_to_the_discard_pile() -> None:
    s = position(hands=(["source"], []))
    do(s, "play", "source")
    assert s.power[0] == 2 and top(s) == "pay"
    do(s, "pay", False)
    assert s.power[0] == 2
    assert ids(s.discard[0]) == ["source"] and len(s.sources) == 9


def test_rulebook_example_a_source_paid_back_returns_to_the_stack_for_net_zero() -> None:
    """ "If you pay two power however, you still gain two power first, putting you to a
    net zero, but the Source is returned to the stack of Sources.\""""
    s = position(hands=(["source"], []), power=(0, 0))
    inst = s.hand[0][0]
    events = do(s, "play", "source")
    # Gained first: only then can the two be paid.
    assert s.power[0] == 2
    events += do(s, "pay", True)
    assert s.power[0] == 0
    assert inst in s.sources and len(s.sources) == 10 and inst not in s.owner
    assert s.discard[0] == [] and s.table[0] == []
    assert [e.kind for e in events] == ["play", "power", "pay", "source_back"]


def test_a_modification_is_placed_face_up_and_stays_in_play() -> None:
    s = position(hands=(["lightning_rod", "brace"], []))
    events = do(s, "place", "lightning_rod")
    assert ids(s.mods[0]) == ["lightning_rod"]
    assert of(events, "place")[0].visible_to is None
    next_turn(s, 0)
    assert ids(s.mods[0]) == ["lightning_rod"]


def test_a_modification_is_used_once_then_readied_in_the_draw_phase() -> None:
    s = position(hands=([], []), mods=(["lightning_rod"], []))
    assert has(s, "use", "lightning_rod")
    do(s, "use", "lightning_rod")
    assert s.power[0] == 1 and s.mods[0][0] in s.used
    assert not has(s, "use")
    do(s, "end_main")
    # The draw phase readied it before the opponent's turn began.
    assert s.turn_player == 1 and s.mods[0][0] not in s.used
    next_turn(s, 0)
    assert has(s, "use", "lightning_rod")


def test_a_use_with_a_power_cost_must_be_paid() -> None:
    s = position(mods=(["crimson_crown"], []), power=(1, 0))
    assert not has(s, "use")
    s = position(mods=(["crimson_crown"], []), power=(3, 0))
    do(s, "use", "crimson_crown")
    assert s.power[0] == 1 and s.life[1] == 48


def test_a_usable_gembearer_is_used_once_a_turn() -> None:
    s = position(bearers=("staff", "hammer"))
    assert has(s, "wield")
    do(s, "wield")
    assert s.power[0] == 1 and s.bearer_used[0]
    assert not has(s, "wield")
    do(s, "end_main")
    assert s.bearer_used[0] is False  # readied in the draw phase


def test_a_passive_gembearer_is_never_used() -> None:
    for bearer in ("hammer", "bow"):
        s = position(bearers=(bearer, "staff"))
        assert not has(s, "wield")


def test_defense_cards_are_added_face_down_at_the_right_in_a_stable_order() -> None:
    s = position(hands=(["brace", "iron_haft", "brace"], []), defense=(["brace"], []))
    first = s.defense[0][0]
    do(s, "defend", "iron_haft")
    events = do(s, "defend", "brace")
    assert ids(s.defense[0]) == ["brace", "iron_haft", "brace"]
    assert s.defense[0][0] == first
    (ev,) = of(events, "defend")
    assert ev.visible_to == frozenset({0}) and ev.data["position"] == 2
    assert s.view(1).defense[0] == [None, None, None]


def test_only_defense_cards_go_into_the_defense_setup() -> None:
    s = position(hands=(["pound", "momentum", "brace"], []))
    defend = [a.args[0] for a in s.legal_actions() if a.kind == "defend"]
    assert defend == ["brace"]
    # Attack cards wait for the attack phase: no main-phase action names them.
    assert not any("pound" in a.args for a in s.legal_actions())


def test_main_phase_actions_come_in_any_order_until_the_player_ends_it() -> None:
    s = position(
        bearers=("staff", "sword"),
        hands=(["ward", "channel", "ward", "lightning_rod"], []),
        decks=(["ward", "runic_barrier"], None),
    )
    do(s, "defend", "ward")
    do(s, "play", "channel")
    do(s, "wield")
    do(s, "place", "lightning_rod")
    do(s, "use", "lightning_rod")
    do(s, "defend", "ward")
    do(s, "defend", "runic_barrier")
    assert s.phase == "main" and top(s) == "main"
    assert ids(s.defense[0]) == ["ward", "ward", "runic_barrier"]
    assert kinds(s) == ["end_main"]
    do(s, "end_main")
    assert s.phase != "main"
    invariants.check(s)


def test_ending_the_main_phase_is_always_a_decision() -> None:
    s = position(hands=([], []))
    assert kinds(s) == ["end_main"]
    assert s.current_player == 0 and s.phase == "main"


def test_a_skill_that_raises_this_turns_attack_counts_in_the_attack() -> None:
    s = position(hands=(["momentum", "pound"], []), power=(1, 0), decks=(["brace"], None))
    do(s, "play", "momentum")
    do(s, "pay", True)
    do(s, "end_main")
    do(s, "attack_with", "pound")
    assert find_label(s, "announce") == "Attack for 3"
    events = do(s, "announce")
    (hit,) = of(events, "hit")
    assert hit.data["attack"] == 3 and s.life[1] == 47


def find_label(s, kind):  # type: ignore[no-untyped-def]
    return next(a.label for a in s.legal_actions() if a.kind == kind)


def test_a_played_source_is_in_the_discard_pile_not_the_hand() -> None:
    s = position(hands=(["source", "source"], []))
    do(s, "play", "source")
    do(s, "pay", False)
    assert [card_id(c) for c in s.hand[0]] == ["source"]
    assert [card_id(c) for c in s.discard[0]] == ["source"]


def test_a_use_says_each_gain_once_and_announces_what_may_pass_in_silence() -> None:
    # The Staff's gain has its own line: the use line once repeated it ("gain 1 power").
    s = position(bearers=("staff", "hammer"))
    texts = [e.text for e in do(s, "wield")]
    assert texts[0] == "Player 1 uses The Staff"
    assert sum("gains 1 power" in t for t in texts) == 1, texts
    assert not any("gain 1 power" in t for t in texts), texts
    # Tome of Currents draws: a draw from an empty deck and discard pile says nothing, so
    # the use line keeps what the card does.
    s = position(
        hands=(["brace"], []),
        mods=(["tome_of_currents"], []),
        decks=(["pound", "tremor"], None),
        power=(1, 0),
    )
    texts = [e.text for e in do(s, "use", "tome_of_currents")]
    assert texts[0].startswith("Player 1 uses Tome of Currents, paying 1 power: "), texts


def test_a_modification_enters_play_ready_and_is_used_the_turn_it_is_placed() -> None:
    """Modifications (like Gembearers) are in play ready: Lightning Rod's ⚙ is offered
    at once after it is placed, and using it taps it for the turn."""
    s = position(bearers=("staff", "sword"), hands=(["lightning_rod"], []))
    do(s, "place", "lightning_rod")
    assert has(s, "use", "lightning_rod")
    do(s, "use", "lightning_rod")
    assert not has(s, "use", "lightning_rod")


def test_a_defense_setup_stays_in_place_across_turns_until_it_is_attacked() -> None:
    """Cards set up for defense stay face down from turn to turn; only an attack on their
    owner reveals and spends them."""
    s = position(bearers=("staff", "sword"), hands=(["ward"], []))
    do(s, "defend", "ward")
    next_turn(s, 0)  # the rival's whole turn passes without an attack
    assert s.turns >= 3 and ids(s.defense[0]) == ["ward"]
