"""The six wizards added from the rulebook's character FAQ and the research proposals:
Andromeda Robin, Gelf Lanz, Bill Milton, Lori Ann-Davis, Russet (the potato wizard) and
Oriel Farsight (look at the top 3). Tests named ``test_faq_...`` check a FAQ line."""

from __future__ import annotations

import random
from collections import Counter

from game.engines.dragon_bridge.state import DragonBridgeState
from tests.dragon_bridge.helpers import (
    act,
    args,
    away,
    full,
    give,
    kinds,
    put_in_nest,
    set_hand,
    take_card,
    toward,
)


def _run_in_place(s: DragonBridgeState) -> None:
    give(s, s.turn_player, "run")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)


def _gem_acts(s: DragonBridgeState) -> list[tuple[str, object]]:
    return [(a.kind, a.args[0]) for a in s.legal_actions()]


def _roost_on_my_turn(s: DragonBridgeState) -> None:
    """Play Step (MOVE 1 in place, decline the second) onto a 6-card Nest, skip the Gem
    phase: the Dragon Check ROOSTs."""
    give(s, s.turn_player, "step")
    put_in_nest(s, "recharge", "push", "push", "blink", "drain", "run")
    act(s, "play", "step")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "use", False)
    act(s, "gem", "skip")


# --- Andromeda Robin ----------------------------------------------------------------------


def test_andromeda_gets_plus_one_move_toward_the_center_only() -> None:
    s = full("andromeda_robin", "trevor")
    me = s.turn_player
    assert s.pos[me] < s.bridge.center_lo
    give(s, me, "run")
    c = s.clone()
    act(s, "play", "run")
    act(s, "dir", 1)  # toward the center
    assert args(s)[-1] == 4
    act(c, "play", "run")
    act(c, "dir", -1)
    assert args(c)[-1] == 3


def test_faq_andromeda_sets_her_gems_aside_and_nobody_can_use_them() -> None:
    s = full("andromeda_robin", "trevor")
    me = s.turn_player
    s.ready[me], s.depleted[me] = 3, 0
    _run_in_place(s)
    assert ("buy", s.market[0]) in _gem_acts(s)
    events = act(s, "power", "wizard:andromeda_robin:1")
    assert any("sets 3 green gems aside" in e.text for e in events)
    # The opponent's turn gives none back; Drain can hit no gem of hers.
    opp = 1 - me
    assert s.turn_player == opp
    assert (s.ready[me], s.depleted[me], s.aside[me]) == (0, 0, 3)
    give(s, opp, "drain")
    act(s, "play", "drain")
    act(s, "dir", 1)
    assert s.aside[me] == 2 and s.ready[me] == 0  # bumped: one back, DEPLETED
    assert s.depleted[me] == 1


def test_faq_andromeda_gets_one_gem_back_ready_at_the_start_of_each_of_her_turns() -> None:
    """The FAQ's "at the start of each turn" read with the rest of her text ("return one
    to your tableau"): her own turns, not the rival's."""
    s = full("andromeda_robin", "trevor")
    me = s.turn_player
    s.ready[me], s.depleted[me], s.aside[me] = 0, 0, 3
    _run_in_place(s)
    act(s, "gem", "skip")
    assert s.turn_player == 1 - me  # the opponent's turn starts: nothing comes back
    assert (s.ready[me], s.aside[me]) == (0, 3)
    _run_in_place(s)
    act(s, "gem", "skip")
    assert s.turn_player == me  # her turn: one comes back
    assert (s.ready[me], s.aside[me]) == (1, 2)
    assert s.start_ready[me] == 0  # counted before the gem came back
    _run_in_place(s)
    act(s, "gem", "skip")
    _run_in_place(s)
    act(s, "gem", "skip")
    assert s.turn_player == me and (s.ready[me], s.aside[me]) == (2, 1)
    # Three gems set aside buy an item three of her turns later, not two.
    assert not any(a.kind == "buy" for a in _after_run(s))


def _after_run(s: DragonBridgeState) -> list:  # type: ignore[type-arg]
    _run_in_place(s)
    return s.legal_actions()


def test_faq_andromeda_bumped_gets_the_top_gem_back_not_readied() -> None:
    s = full("trevor", "andromeda_robin")
    me = s.turn_player
    andromeda = 1 - me
    s.ready[andromeda], s.depleted[andromeda], s.aside[andromeda] = 0, 1, 2
    give(s, me, "push")
    act(s, "play", "push")
    act(s, "dir", 1)
    assert (s.ready[andromeda], s.depleted[andromeda], s.aside[andromeda]) == (0, 2, 1)


def test_faq_andromeda_can_set_gems_aside_without_having_all_of_them() -> None:
    s = full("andromeda_robin", "trevor")
    me = s.turn_player
    s.ready[me], s.depleted[me], s.aside[me] = 1, 0, 2
    _run_in_place(s)
    events = act(s, "power", "wizard:andromeda_robin:1")
    assert any("sets 1 green gem aside" in e.text for e in events)
    assert (s.ready[me], s.depleted[me], s.aside[me]) == (0, 0, 3)  # none back yet


def test_andromeda_with_every_gem_aside_cannot_set_aside_again() -> None:
    s = full("andromeda_robin", "trevor")
    me = s.turn_player
    s.ready[me], s.depleted[me], s.aside[me] = 0, 0, 3
    _run_in_place(s)
    assert ("power", "wizard:andromeda_robin:1") not in _gem_acts(s)
    assert ("gem", "play") not in _gem_acts(s)


# --- Gelf Lanz ----------------------------------------------------------------------------


def test_gelf_gets_plus_one_bump_toward_the_dragon() -> None:
    s = full("gelf_lanz", "trevor")
    me = s.turn_player
    opp = 1 - me
    give(s, me, "push")
    start = s.pos[opp]
    c = s.clone()
    act(s, "play", "push")
    act(s, "dir", toward(s))
    assert kinds(s) == ["bonus", "bonus"]
    act(s, "bonus", True)
    assert s.pos[opp] == start + 3 * toward(s)
    act(c, "play", "push")
    act(c, "dir", away(c))  # no bonus question away from the Dragon
    assert c.pos[opp] == start + 2 * away(c)


def test_faq_gelf_gem_keeps_its_ready_or_depleted_state() -> None:
    s = full("gelf_lanz", "trevor")
    me = s.turn_player
    assert (s.ready[me], s.depleted[me]) == (1, 2)
    _run_in_place(s)
    act(s, "power", "wizard:gelf_lanz:1")
    assert kinds(s) == ["gem_state", "gem_state"]  # READY and DEPLETED both on offer
    act(s, "gem_state", False)
    assert (s.ready[me], s.depleted[me], s.card_gem[me]) == (1, 1, False)


def test_gelf_with_only_ready_gems_puts_a_ready_one_without_asking() -> None:
    s = full("gelf_lanz", "trevor")
    me = s.turn_player
    s.ready[me], s.depleted[me] = 3, 0
    _run_in_place(s)
    act(s, "power", "wizard:gelf_lanz:1")
    assert (s.ready[me], s.card_gem[me]) == (2, True)
    assert s.turn_player == 1 - me


def test_gelf_gem_on_the_card_gives_another_plus_one_bump() -> None:
    s = full("gelf_lanz", "trevor")
    me = s.turn_player
    opp = 1 - me
    s.depleted[me], s.card_gem[me] = 1, False
    give(s, me, "push")
    start = s.pos[opp]
    act(s, "play", "push")
    act(s, "dir", away(s))  # only the card's bonus applies away from the Dragon
    assert kinds(s) == ["bonus", "bonus"]
    act(s, "bonus", True)
    assert s.pos[opp] == start + 3 * away(s)


def test_faq_gelf_does_not_control_the_gem_on_his_card() -> None:
    s = full("gelf_lanz", "trevor")
    me = s.turn_player
    s.ready[me], s.depleted[me], s.card_gem[me] = 0, 2, True
    _run_in_place(s)
    assert ("gem", "play") not in _gem_acts(s)
    assert ("power", "wizard:gelf_lanz:1") not in _gem_acts(s)  # one gem at a time


def test_faq_gelf_gem_returns_at_the_roost_in_the_order_the_current_player_picks() -> None:
    s = full("derby_pocket", "gelf_lanz")
    me = s.turn_player
    gelf = 1 - me
    s.ready[gelf], s.depleted[gelf], s.card_gem[gelf] = 0, 2, True
    _roost_on_my_turn(s)
    assert s.current_player == me and kinds(s) == ["order", "order"]
    labels = [a.label for a in s.legal_actions()]
    assert "Derby Pocket" in labels[0] and "Gelf Lanz" in labels[1]
    act(s, "order", 1)  # Gelf's gem first: mandatory, it simply happens
    assert s.card_gem[gelf] is None and s.ready[gelf] == 1  # back READY, as it went
    act(s, "use", True)  # then Derby's READY
    assert s.ready[me] == 2


def test_gelf_gem_returns_after_a_flight() -> None:
    s = full("gelf_lanz", "trevor")
    me = s.turn_player
    s.depleted[me], s.card_gem[me] = 1, False
    put_in_nest(s, "bait", "gale", "blast")  # 7 wings, and Run's 1 plus Dash's 2
    give(s, me, "dash")
    act(s, "play", "dash")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "gem", "skip")
    assert s.dragon_power == "dash"
    assert s.card_gem[me] is None and s.depleted[me] == 2


# --- Bill Milton --------------------------------------------------------------------------


def test_faq_bill_is_offered_a_bump_card_after_his_whole_action() -> None:
    s = full("bill_milton", "trevor")
    me = s.turn_player
    opp = 1 - me
    set_hand(s, opp, "push", "run", "dash", "step")
    put_in_nest(s, "blink")
    give(s, me, "bait")
    act(s, "play", "bait")
    assert s.current_player == me and kinds(s) == ["nest"]  # Bait's take comes first
    act(s, "nest", 0)
    assert s.nest[-1] == ("bait", True)  # the card is done and in the Nest
    assert s.current_player == opp
    assert args(s) == ["push", None]
    act(s, "give", "push")
    assert "push" in s.hands[me] and "push" not in s.hands[opp]
    assert len(s.hands[me]) == 5


def test_bill_holds_five_cards_and_draws_only_up_to_four() -> None:
    s = full("bill_milton", "trevor")
    me = s.turn_player
    opp = 1 - me
    set_hand(s, opp, "push", "run", "dash", "step")
    put_in_nest(s, "blink")
    give(s, me, "bait")
    act(s, "play", "bait")
    act(s, "nest", 0)
    act(s, "give", "push")
    deck = len(s.deck)
    act(s, "gem", "skip")
    assert s.turn_player == opp
    assert len(s.hands[me]) == 5 and len(s.deck) == deck


def test_bill_opponent_may_deplete_a_gem_instead() -> None:
    s = full("bill_milton", "trevor")
    me = s.turn_player
    opp = 1 - me
    set_hand(s, opp, "push", "run", "dash", "step")
    _run_in_place(s)
    act(s, "give", None)
    assert s.ready[opp] == 0 and "push" in s.hands[opp]


def test_bill_opponent_without_a_bump_card_depletes() -> None:
    s = full("bill_milton", "trevor")
    me = s.turn_player
    opp = 1 - me
    set_hand(s, opp, "bait", "dash", "step", "step")
    _run_in_place(s)
    assert s.current_player == me and s.ready[opp] == 0  # no choice to make


def test_faq_bill_rival_may_keep_their_bump_cards_even_without_a_ready_gem() -> None:
    """FAQ: the opponent *may* give Bill a BUMP card. Keeping them is always offered, with
    its cost (a READY gem, when there is one) in its label."""
    s = full("bill_milton", "trevor")
    me = s.turn_player
    opp = 1 - me
    s.ready[opp], s.depleted[opp] = 0, 3
    set_hand(s, opp, "push", "blast", "dash", "step")
    _run_in_place(s)
    assert s.current_player == opp and args(s) == ["push", "blast", None]
    assert s.legal_actions()[-1].label == "Keep your cards (no READY gem)"
    act(s, "give", None)
    assert sorted(s.hands[opp]) == ["blast", "dash", "push", "step"]
    assert s.current_player == me and (s.ready[opp], s.depleted[opp]) == (0, 3)


def test_bill_rival_with_a_ready_gem_is_told_what_keeping_their_cards_costs() -> None:
    s = full("bill_milton", "trevor")
    me = s.turn_player
    opp = 1 - me
    set_hand(s, opp, "push", "run", "dash", "step")
    _run_in_place(s)
    labels = [a.label for a in s.legal_actions()]
    assert labels == [f"Give Push to Player {me + 1}", "Keep your cards, deplete 1 gem"]


def test_bill_gift_is_known_to_both_players() -> None:
    s = full("bill_milton", "trevor")
    me = s.turn_player
    opp = 1 - me
    set_hand(s, opp, "blast", "run", "dash", "step")
    s.ready[opp], s.depleted[opp] = 0, 3
    _run_in_place(s)
    act(s, "give", "blast")
    assert "blast" in s.hands[me] and s.shown[me] == ["blast"]
    v = s.view(opp)
    assert v.hands[me].count("blast") == 1 and v.hands[me].count(None) == len(s.hands[me]) - 1
    d = s.determinize(opp, random.Random(1))
    assert "blast" in d.hands[me]
    # Once Bill plays it, the opponent knows no card of his hand any more.
    act(s, "gem", "skip")
    _run_in_place(s)
    act(s, "gem", "skip")
    act(s, "play", "blast")
    assert s.shown[me] == []


# --- Lori Ann-Davis -----------------------------------------------------------------------


def test_faq_lori_searches_after_the_new_nest_card_is_drawn() -> None:
    s = full("lori_ann_davis", "trevor")
    me = s.turn_player
    _roost_on_my_turn(s)
    assert s.current_player == me and kinds(s) == ["use", "use"]
    assert len(s.nest) == 1  # the whole ROOST is done, new Nest card included
    act(s, "use", True)
    assert set(kinds(s)) == {"search"}
    assert sorted(args(s)) == sorted(set(s.deck))  # type: ignore[type-var]


def test_lori_exchanges_a_hand_card_with_the_deck_privately_then_shuffles() -> None:
    s = full("lori_ann_davis", "trevor")
    me = s.turn_player
    opp = 1 - me
    _roost_on_my_turn(s)
    act(s, "use", True)
    # While she searches she knows the whole deck; her rival knows none of it.
    assert None not in s.view(me).deck and set(s.view(opp).deck) == {None}
    d = s.determinize(me, random.Random(4))
    assert d.legal_actions() == s.legal_actions()
    wanted = next(c for c in ("blast", "dash", "gale", "bait") if c in s.deck)
    events = act(s, "search", wanted)
    assert wanted in s.hands[me] and set(kinds(s)) == {"search"}
    give_back = next(c for c in s.hands[me] if c != wanted)
    events += act(s, "search", give_back)
    assert any(e.kind == "draw" for e in events)  # then the turn went on to the Draw
    assert wanted in s.hands[me] and len(s.hands[me]) == 4
    assert s.known_top == [0, 0]  # shuffled
    seen_by_opp = [e.for_seat(opp) for e in events if e.kind == "search"]
    assert all(e is not None and wanted not in e.text for e in seen_by_opp)
    assert all(e.irreversible for e in events if e.kind == "search")


def test_lori_may_decline_the_search() -> None:
    s = full("lori_ann_davis", "trevor")
    me = s.turn_player
    _roost_on_my_turn(s)
    hand = Counter(s.hands[me])
    events = act(s, "use", False)
    assert not any(e.kind == "search" for e in events)
    assert not hand - Counter(s.hands[me])  # she kept every card (and drew up)
    assert s.turn_player == 1 - me


# --- Russet, the potato wizard ------------------------------------------------------------


def test_russet_moves_one_tile_less_but_never_below_one() -> None:
    s = full("russet", "trevor")
    me = s.turn_player
    give(s, me, "run", "step")
    c = s.clone()
    act(s, "play", "run")
    act(s, "dir", away(s))
    assert args(s)[-1] == 2  # MOVE 3 - 1
    act(c, "play", "step")
    act(c, "dir", away(c))
    assert args(c)[-1] == 1  # MOVE 1 stays 1


def test_russet_penalty_comes_after_his_bonuses() -> None:
    s = full("russet", "trevor")
    me = s.turn_player
    s.item_deck.remove("roller_skates") if "roller_skates" in s.item_deck else s.market.remove(
        "roller_skates"
    )
    s.tableau[me].append("roller_skates")
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", -1)  # away from the center from a Start tile below it
    assert args(s)[-1] == 4  # 3 + 2 - 1


def test_russet_is_never_bumped_more_than_two_tiles() -> None:
    s = full("trevor", "russet")
    me = s.turn_player
    russet = 1 - me
    s.ready[russet], s.depleted[russet] = 1, 2
    give(s, me, "blast")
    start = s.pos[russet]
    act(s, "play", "blast")
    act(s, "dir", 1)
    assert s.pos[russet] == start + 2


# --- Oriel Farsight: look at the top 3 ----------------------------------------------------


def _stack_top(s: DragonBridgeState, *top_first: str) -> None:
    for card in top_first:
        take_card(s, card)
    s.deck.extend(reversed(top_first))


def test_oriel_looks_at_the_top_three_privately_and_puts_them_back_in_any_order() -> None:
    s = full("oriel_farsight", "trevor")
    me = s.turn_player
    opp = 1 - me
    give(s, me, "run")
    _stack_top(s, "dash", "blast", "gale")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    events = act(s, "power", "wizard:oriel_farsight:0")
    look = next(e for e in events if e.kind == "look")
    assert look.visible_to == frozenset({me}) and look.irreversible
    assert "Dash" in look.text and "Dash" not in look.for_seat(opp).text  # type: ignore[union-attr]
    assert s.current_player == me and set(kinds(s)) == {"arrange"}
    assert len(s.legal_actions()) == 6
    events = act(s, "arrange", "gale", "dash", "blast")
    put = next(e for e in events if e.kind == "arrange")
    assert put.text == f"Player {me + 1} puts them back, top first: Gale, Dash, Blast"
    # The turn ends with a draw of one card: the Gale she put on top.
    assert "gale" in s.hands[me] and s.turn_player == opp
    assert s.deck[-2:] == ["blast", "dash"]
    assert s.known_top[me] == 2 and s.known_top[opp] == 0


def test_oriel_knows_the_top_cards_through_views_and_determinizations() -> None:
    s = full("oriel_farsight", "trevor")
    me = s.turn_player
    opp = 1 - me
    give(s, me, "run")
    _stack_top(s, "dash", "blast", "gale")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "power", "wizard:oriel_farsight:0")
    # While she decides, her view and every determinization show the same three cards.
    assert s.view(me).deck[-3:] == ["gale", "blast", "dash"]
    assert set(s.view(opp).deck) == {None}
    for seed in range(5):
        d = s.view(me).determinize(me, random.Random(seed))
        assert d.deck[-3:] == ["gale", "blast", "dash"]
        assert d.legal_actions() == s.legal_actions()
        assert d.view(me).snapshot() == s.view(me).snapshot()
    act(s, "arrange", "blast", "gale", "dash")
    assert "blast" in s.hands[me]  # drawn at the end of her turn
    # The rival's turn: she still knows the next two cards, the rival does not.
    assert s.view(me).deck[-2:] == ["dash", "gale"]
    assert s.view(opp).deck[-2:] == [None, None]
    d = s.determinize(me, random.Random(9))
    assert d.deck[-2:] == ["dash", "gale"]
    # The rival plays a card from hand and draws the Gale: her knowledge shrinks to
    # the Dash.
    card = next(c for c in s.hands[opp] if c not in ("thunderbox", "bait"))
    act(s, "play", card)
    while s.turn_player == opp:
        s.apply(s.legal_actions()[0])
    assert "gale" in s.hands[opp] and s.known_top[me] == 1
    assert s.view(me).deck[-1] == "dash"


def test_oriel_with_two_equal_cards_on_top_has_three_orders() -> None:
    s = full("oriel_farsight", "trevor")
    me = s.turn_player
    give(s, me, "run")
    _stack_top(s, "push", "push", "dash")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "power", "wizard:oriel_farsight:0")
    assert sorted(a.args for a in s.legal_actions()) == [
        ("dash", "push", "push"),
        ("push", "dash", "push"),
        ("push", "push", "dash"),
    ]


def test_faq_bill_any_card_with_bump_as_part_of_its_action_counts() -> None:
    s = full("bill_milton", "trevor")
    assert s.game.bump_cards == ["gale", "thunderbox", "push", "blast", "drain"]
    me = s.turn_player
    opp = 1 - me
    set_hand(s, opp, "thunderbox", "drain", "dash", "step")
    _run_in_place(s)
    assert args(s) == ["thunderbox", "drain", None]


# --- Venice Gorn: the FAQ lines the first tests left out ----------------------------------


def test_faq_venice_gorn_second_power_only_on_a_start_or_center_tile() -> None:
    s = full("venice_gorn", "trevor")
    me = s.turn_player
    s.pos[me] = next(i for i in range(s.bridge.size) if s.bridge.has(i, "plain"))
    give(s, me, "push")
    act(s, "play", "push")
    act(s, "dir", toward(s))
    assert ("power", "wizard:venice_gorn:1") not in _gem_acts(s)


def test_faq_venice_gorn_teleport_is_optional() -> None:
    s = full("venice_gorn", "trevor")
    me = s.turn_player
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 1)
    where = s.pos[me]
    act(s, "use", False)
    assert s.pos[me] == where and set(kinds(s)) >= {"gem"}
