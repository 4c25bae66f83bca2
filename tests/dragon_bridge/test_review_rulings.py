"""Rulings a review found read against the card texts and the research (Bill Milton's
hand limit, a Swap passing Bunny, Gem Node's tiles, Firewall under the Dazzled Dragon),
and rulebook points that had no test (FLIGHT before ROOST, Venice Gorn on the Center
tile, Abragail's 1 or 2 READY gems)."""

from __future__ import annotations

import random

from game.core.actions import Action
from game.engines.dragon_bridge import ai, dragon, effects, hacks, movement
from game.engines.dragon_bridge.bridge import LOW
from game.engines.dragon_bridge.state import DragonBridgeState
from tests.dragon_bridge.helpers import (
    act,
    args,
    away,
    card_total,
    full,
    give,
    kinds,
    new,
    put_in_nest,
    set_hand,
    take_card,
    to_play,
    toward,
)

# --- Bill Milton's hand limit -------------------------------------------------------------


def _bill_at_six() -> DragonBridgeState:
    """The review's sequence: Bill plays Bait from 5 cards, takes Gale, is given Push."""
    s = full("bill_milton", "trevor")
    me = s.turn_player
    set_hand(s, me, "bait", "run", "step", "recharge", "dash")
    set_hand(s, 1 - me, "push", "blink", "swap", "dazzle")
    put_in_nest(s, "gale")
    act(s, "play", "bait")
    act(s, "nest", 0)
    act(s, "give", "push")
    assert len(s.hands[me]) == 6
    return s


def test_bill_above_five_at_his_draw_step_chooses_a_card_to_shuffle_into_the_deck() -> None:
    s = _bill_at_six()
    me = s.turn_player
    total = card_total(s)
    act(s, "gem", "skip")
    assert s.current_player == me and s.stack.top.kind == "discard"  # type: ignore[union-attr]
    assert sorted(args(s)) == sorted(s.hands[me])  # any card of his hand
    deck = len(s.deck)
    act(s, "discard", "gale")
    assert len(s.hands[me]) == 5 and "gale" not in s.hands[me]
    assert len(s.deck) == deck + 1 and "gale" in s.deck  # shuffled in, not to the Nest
    assert ("gale", True) not in s.nest
    assert s.turn_player == 1 - me and card_total(s) == total


def test_a_given_card_bill_shuffles_away_is_forgotten_and_hidden_from_the_rival() -> None:
    s = _bill_at_six()
    me = s.turn_player
    act(s, "gem", "skip")
    assert sorted(s.shown[me]) == ["gale", "push"]  # taken from the Nest, then given
    events = act(s, "discard", "push")
    assert "push" not in s.shown[me]
    discard = next(e for e in events if e.kind == "discard")
    assert discard.visible_to == frozenset({me}) and "Push" not in discard.redacted.text  # type: ignore[union-attr]


def test_a_wizard_without_a_hand_limit_is_never_asked_to_discard() -> None:
    s = full("trevor", "bunny")
    me = s.turn_player
    s.hands[me] += [s.deck.pop(), s.deck.pop()]  # 6 cards, no card text limits them
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "gem", "skip")
    assert s.turn_player == 1 - me and len(s.hands[me]) == 5


def test_the_ai_rollout_gives_back_a_card_that_neither_moves_nor_bumps() -> None:
    s = _bill_at_six()
    me = s.turn_player
    act(s, "gem", "skip")
    s.hands[me][s.hands[me].index("run")] = "dazzle"  # the only card that does neither
    s.hands[1 - me].remove("dazzle")
    legal = s.legal_actions()
    rng = random.Random(3)
    picks = {ai.rollout_action(s, rng) for _ in range(40)} - {None}
    assert picks and picks <= set(legal)
    for pick in picks:
        assert isinstance(pick, Action)
        card = s.game.cards[str(pick.args[0])]
        assert not effects.has_move(card.action) and not effects.has_bump(card.action)
    assert picks == {Action("discard", ("dazzle",))}


# --- Swap passes Bunny --------------------------------------------------------------------


def test_the_swap_card_passing_bunny_offers_her_move() -> None:
    s = full("trevor", "bunny")
    me = s.turn_player
    bunny = 1 - me
    s.pos[me], s.pos[bunny] = 8, 10
    set_hand(s, me, "swap", "run", "step", "push")
    act(s, "play", "swap")
    assert (s.pos[me], s.pos[bunny]) == (10, 8)
    top = s.stack.top
    assert top is not None and top.kind == "use_power" and top.seat == bunny
    assert top.data["key"] == "wizard:bunny:0"


def test_swivel_jax_swapping_with_bunny_offers_her_move() -> None:
    s = full("swivel_jax", "bunny")
    me = s.turn_player
    bunny = 1 - me
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    s.pos[me], s.pos[bunny] = 9, 11
    act(s, "power", "wizard:swivel_jax:0")
    assert (s.pos[me], s.pos[bunny]) == (11, 9)
    top = s.stack.top
    assert top is not None and top.kind == "use_power" and top.seat == bunny


def test_a_swap_on_a_shared_tile_passes_nobody() -> None:
    s = full("trevor", "bunny")
    me = s.turn_player
    s.pos[me] = s.pos[1 - me] = 9
    set_hand(s, me, "swap", "run", "step", "push")
    act(s, "play", "swap")
    assert s.triggers == [] and kinds(s)[0] == "gem"


# --- Gem Node and Firewall ----------------------------------------------------------------


def test_gem_node_may_go_on_the_start_and_center_tiles_but_not_gem_or_orange() -> None:
    s = to_play(new(basic=False, expansion=True))
    tiles = hacks._free_tiles(s, "plain_tile")
    b = s.bridge
    assert set(b.starts) <= set(tiles) and b.center_lo in tiles
    assert all(not b.has(t, "gem") and not b.has(t, "orange") for t in tiles)
    assert {t for t in range(b.size) if b.has(t, "plain")} <= set(tiles)


def test_gem_node_on_the_literal_bridge_skips_the_middle_gem_tiles() -> None:
    s = new(basic=True, expansion=True, bridge="literal18")
    tiles = hacks._free_tiles(s, "plain_tile")
    assert tiles == [t for t in range(s.bridge.size) if s.bridge.has(t, "plain")]


def _dazzled_with_firewall() -> DragonBridgeState:
    s = new(basic=True, expansion=True)
    take_card(s, "dazzle")
    s.dragon_power = "dazzle"
    s.hacks_placed.append(("firewall", -1, 0))
    return s


def test_firewall_under_the_dazzled_dragon_threatens_the_first_non_orange_tile() -> None:
    s = _dazzled_with_firewall()
    b = s.bridge
    near = [i if s.dragon_end == LOW else b.last - i for i in range(b.size)]
    threatened = [i for i in range(b.size) if movement.is_threatened(s, near[i])]
    assert threatened == [0, 1, 2, 5]  # 3 orange tiles, then the first non-orange one
    assert not b.has(near[5], "orange") and movement.threatened_count(s) == 4


def test_a_wizard_on_the_firewall_tile_under_the_dazzled_dragon_is_pounced() -> None:
    s = _dazzled_with_firewall()
    me = s.turn_player
    b = s.bridge
    s.pos[me] = b.orange if s.dragon_end == LOW else b.last - b.orange
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "gem", "skip")
    assert s.is_over and s.winner == 1 - me and s.end_reason == "pounced"


def test_firewall_without_a_dragon_power_still_threatens_the_sixth_tile() -> None:
    s = new(basic=True, expansion=True)
    s.hacks_placed.append(("firewall", -1, 0))
    b = s.bridge
    near = [i if s.dragon_end == LOW else b.last - i for i in range(b.size)]
    assert [i for i in range(b.size) if movement.is_threatened(s, near[i])] == [0, 1, 2, 3, 4, 5]


# --- rulebook points kept by tests --------------------------------------------------------


def test_flight_takes_precedence_over_roost_with_seven_cards_and_nine_wings() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "step")
    put_in_nest(s, "bait", "gale", "blast", "dash", "push", "push")  # 6 cards, 11 wings
    end = s.dragon_end
    total = card_total(s)
    act(s, "play", "step")
    act(s, "dir", toward(s))
    act(s, "dist", 0)
    act(s, "use", False)
    assert len(s.nest) == 7 and dragon.visible_wings(s) >= 9
    act(s, "gem", "skip")
    assert s.dragon_end == 1 - end and s.dragon_power == "step"  # a FLIGHT,
    assert s.nest == []  # not a ROOST, which would have turned up a new Nest card
    assert card_total(s) == total


def test_faq_venice_gorn_readies_gems_on_the_center_tile() -> None:
    s = full("venice_gorn", "trevor")
    me = s.turn_player
    s.pos[me] = s.bridge.center_lo
    assert s.bridge.has(s.pos[me], "center") and not s.bridge.has(s.pos[me], "start")
    give(s, me, "push")
    act(s, "play", "push")
    act(s, "dir", toward(s))
    assert "wizard:venice_gorn:1" in args(s)
    act(s, "power", "wizard:venice_gorn:1")
    assert s.ready[me] == 3


def _abragail_run_reach(ready: int) -> int:
    s = full("abragail", "trevor")
    me = s.turn_player
    s.start_ready[me] = s.ready[me] = ready
    s.depleted[me] = 3 - ready
    give(s, me, "run")
    s.pos[me] = s.bridge.center_lo
    act(s, "play", "run")
    act(s, "dir", away(s))
    return int(args(s)[-1])  # type: ignore[arg-type]


def test_faq_abragail_gets_her_bonus_with_two_ready_gems() -> None:
    assert _abragail_run_reach(2) == 4


def test_faq_abragail_gets_no_bonus_with_three_ready_gems() -> None:
    assert _abragail_run_reach(3) == 3
