"""The turn: Action phase, Gem phase, Pounce, Dragon Check (FLIGHT/ROOST), Draw."""

from __future__ import annotations

from game.engines.dragon_bridge import dragon
from tests.dragon_bridge.helpers import (
    act,
    args,
    away,
    card_total,
    give,
    kinds,
    new,
    put_in_nest,
    toward,
)


def _play_run_in_place(s) -> None:  # type: ignore[no-untyped-def]
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)


def test_turn_opens_with_the_action_phase() -> None:
    s = new(seed=3)
    assert set(kinds(s)) == {"play"}
    assert s.current_player == s.turn_player == s.first_player


def test_setup_deals_each_player_four_action_cards() -> None:
    """rules.md, Set-up: each player "draws 4 Action cards"; the rest is the deck."""
    for seed in range(4):
        s = new(seed=seed)
        assert [len(h) for h in s.hands] == [4, 4]
        assert len(s.deck) == 16 - 8 and s.nest == []
        assert card_total(s) == 16


def test_setup_gives_each_player_three_green_gems_one_ready() -> None:
    """rules.md, Set-up: "Each player has 3 green gems (1 ready, 2 spent)"."""
    s = new()
    assert (s.ready, s.depleted) == ([1, 1], [2, 2])


def test_setup_lays_out_a_market_of_three_items_in_the_full_game() -> None:
    """Rulebook/rules.md: "three items are laid face up as the Market" (full game)."""
    s = new(basic=False, seed=2)
    assert len(s.market) == 3 and len(set(s.market)) == 3
    assert not set(s.market) & set(s.item_deck)
    assert len(s.market) + len(s.item_deck) == len(s.game.items)


def test_setup_puts_the_first_player_on_the_start_tile_nearer_the_dragon() -> None:
    """rules.md, Set-up: "the Dragon starts at the end nearer to them, and they stand on
    the Start tile nearer to it"."""
    firsts = set()
    for seed in range(8):
        s = new(seed=seed)
        first = s.first_player
        firsts.add(first)
        end_tile = 0 if toward(s) == -1 else s.bridge.last  # the Dragon's end of the bridge
        near, far = sorted(s.bridge.starts, key=lambda t: abs(t - end_tile))
        assert abs(near - end_tile) < abs(far - end_tile)
        assert (s.pos[first], s.pos[1 - first]) == (near, far)  # the other takes the far one
    assert firsts == {0, 1}  # the first player is drawn at random


def test_played_card_enters_the_nest_after_it_resolves() -> None:
    s = new()
    give(s, s.turn_player, "run")
    act(s, "play", "run")
    assert s.in_play == "run" and s.nest == []
    act(s, "dir", toward(s))
    act(s, "dist", 0)
    assert s.nest[-1] == ("run", True) and s.in_play is None


def test_bait_cannot_take_itself_from_the_nest() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "bait")
    put_in_nest(s, "push")
    act(s, "play", "bait")
    assert args(s) == [0]  # only the Push that was already there
    act(s, "nest", 0)
    assert "push" in s.hands[me] and s.nest == [("bait", True)]


def test_bait_must_take_a_card_when_the_nest_has_one() -> None:
    """Rulebook: "Action Cards' effects are all mandatory if possible"; rules.md: "Bait
    must take a card when the Nest has one; face-down cards can be taken"."""
    s = new()
    me = s.turn_player
    give(s, me, "bait")
    put_in_nest(s, "push", "dash", up=False)
    act(s, "play", "bait")
    assert s.current_player == me
    assert kinds(s) == ["nest", "nest"] and args(s) == [0, 1]  # no way to skip
    act(s, "nest", 1)
    assert "dash" in s.hands[me] and len(s.hands[me]) == 4
    assert s.nest == [("push", False), ("bait", True)]


def test_bait_with_an_empty_nest_does_nothing() -> None:
    s = new()
    give(s, s.turn_player, "bait")
    act(s, "play", "bait")
    assert set(kinds(s)) >= {"gem"} and s.nest == [("bait", True)]


def test_gem_phase_offers_one_gem_action_or_none() -> None:
    s = new()
    give(s, s.turn_player, "run")
    _play_run_in_place(s)
    acts = [(a.kind, a.args[0]) for a in s.legal_actions()]
    assert ("gem", "play") in acts and ("gem", "skip") in acts
    act(s, "gem", "skip")
    assert s.turn_player != s.first_player  # the gem phase took one action, then the turn ended


def test_ready_a_gem_only_on_a_gem_tile() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "run")
    assert not s.bridge.has(s.pos[me], "gem")
    c = s.clone()
    _play_run_in_place(s)
    assert ("gem", ("ready",)) not in [(a.kind, a.args) for a in s.legal_actions()]
    gem_tile = next(i for i in range(c.bridge.size) if c.bridge.has(i, "gem"))
    c.pos[me] = gem_tile
    _play_run_in_place(c)
    act(c, "gem", "ready")
    assert (c.ready[me], c.depleted[me]) == (2, 1)


def test_playing_a_green_gem_depletes_it_and_offers_bump_1_or_teleport_2() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "run")
    _play_run_in_place(s)
    act(s, "gem", "play")
    assert s.ready[me] == 0
    assert [a.label for a in s.legal_actions()] == ["BUMP 1", "TELEPORT 2"]


def test_gain_item_depletes_3_ready_gems_and_takes_a_market_item() -> None:
    s = new(basic=False)
    from tests.dragon_bridge.helpers import to_play

    to_play(s)
    me = s.turn_player
    s.ready[me], s.depleted[me] = 3, 0
    give(s, me, "run")
    _play_run_in_place(s)
    buys = [a for a in s.legal_actions() if a.kind == "buy"]
    assert len(buys) == 3
    item = buys[0].args[0]
    s.apply(buys[0])
    assert s.tableau[me] == [item] and item not in s.market
    assert (s.ready[me], s.depleted[me]) == (0, 3)
    assert len(s.market) == 2  # refilled only after a FLIGHT or ROOST


def test_basic_game_draws_items_blind_and_has_no_market() -> None:
    s = new(basic=True)
    me = s.turn_player
    assert s.market == []
    s.ready[me], s.depleted[me] = 3, 0
    give(s, me, "run")
    _play_run_in_place(s)
    assert not any(a.kind == "buy" for a in s.legal_actions())
    top = s.item_deck[-1]
    act(s, "gem", "draw_item")
    assert s.tableau[me] == [top]


def test_two_ready_gems_cannot_buy_an_item() -> None:
    s = new(basic=True)
    me = s.turn_player
    s.ready[me], s.depleted[me] = 2, 1
    give(s, me, "run")
    _play_run_in_place(s)
    assert ("gem", ("draw_item",)) not in [(a.kind, a.args) for a in s.legal_actions()]


def test_ending_your_gem_phase_on_a_threatened_tile_is_a_pounce() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "run")
    s.pos[me] = 0 if toward(s) == -1 else s.bridge.last
    _play_run_in_place(s)
    act(s, "gem", "skip")
    assert s.is_over and s.winners == [1 - me] and s.end_reason == "pounced"


def test_player_only_loses_on_their_own_turn() -> None:
    s = new()
    me = s.turn_player
    opp = 1 - me
    give(s, me, "blast")
    s.pos[opp] = 4 if toward(s) == -1 else s.bridge.last - 4
    act(s, "play", "blast")
    act(s, "dir", toward(s))
    assert s.bridge.threatened(s.pos[opp], s.dragon_end, 5)
    act(s, "gem", "skip")
    assert not s.is_over  # the opponent gets a turn to get out
    give(s, opp, "dash")
    act(s, "play", "dash")
    act(s, "dir", away(s))
    act(s, "dist", 4)
    act(s, "gem", "skip")
    assert not s.is_over


def test_win_checks_come_before_the_dragon_check() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "run")
    put_in_nest(s, "bait", "gale", "blast", "dash")  # 9 wings: a FLIGHT is due
    s.pos[me] = 0 if toward(s) == -1 else s.bridge.last
    end = s.dragon_end
    _play_run_in_place(s)
    act(s, "gem", "skip")
    assert s.is_over and s.dragon_end == end and s.dragon_power is None


def test_flight_at_nine_visible_wings() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "run")
    put_in_nest(s, "bait", "gale", "blast", "dash")  # 3+2+2+2 = 9, then Run makes 10
    end = s.dragon_end
    total = card_total(s)
    _play_run_in_place(s)
    act(s, "gem", "skip")
    assert s.dragon_end == 1 - end
    assert s.dragon_power == "run"  # the last card played goes under the Dragon
    assert s.nest == []
    assert card_total(s) == total


def test_eight_wings_and_six_cards_is_neither_flight_nor_roost() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "step")
    put_in_nest(s, "bait", "gale", "blast", "recharge", "push")  # 8 wings, 5 cards
    _play_step(s)
    act(s, "gem", "skip")
    assert len(s.nest) == 6 and s.dragon_power is None


def _play_step(s) -> None:  # type: ignore[no-untyped-def]
    act(s, "play", "step")
    act(s, "dir", toward(s))
    act(s, "dist", 0)
    act(s, "use", False)


def test_flight_shuffles_the_old_power_card_back_into_the_deck() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "run")
    from tests.dragon_bridge.helpers import take_card

    take_card(s, "gale")
    s.dragon_power = "gale"  # threshold 11
    put_in_nest(s, "bait", "blast", "dash", "thunderbox", "swap")  # 11 wings with Run: 12
    _play_run_in_place(s)
    act(s, "gem", "skip")
    assert s.dragon_power == "run"
    assert "gale" in s.deck or "gale" in s.hands[me]


def test_gale_under_the_dragon_raises_the_threshold_to_eleven() -> None:
    s = new()
    from tests.dragon_bridge.helpers import take_card

    take_card(s, "gale")
    s.dragon_power = "gale"
    assert dragon.flight_threshold(s) == 11


def test_bait_under_the_dragon_counts_items() -> None:
    s = new()
    from tests.dragon_bridge.helpers import take_card

    take_card(s, "bait")
    s.dragon_power = "bait"
    assert dragon.flight_threshold(s) == 7
    s.tableau[0].append(s.item_deck.pop())
    s.tableau[1].append(s.item_deck.pop())
    assert dragon.flight_threshold(s) == 9


def test_only_visible_wings_count() -> None:
    s = new()
    put_in_nest(s, "bait", "gale", "blast", "dash")
    assert dragon.visible_wings(s) == 9
    s.nest[0] = ("bait", False)
    assert dragon.visible_wings(s) == 6


def test_dazzle_turns_a_nest_card_face_down() -> None:
    s = new()
    give(s, s.turn_player, "dazzle")
    put_in_nest(s, "bait")
    act(s, "play", "dazzle")
    assert args(s) == [0]
    act(s, "nest", 0)
    assert s.nest[0] == ("bait", False)


def test_roost_at_seven_cards_turns_up_a_new_nest_card() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "step")
    put_in_nest(s, "recharge", "push", "push", "blink", "drain", "step")  # 4 wings, 6 cards
    total = card_total(s)
    _play_step(s)
    act(s, "gem", "skip")
    assert len(s.nest) == 1 and s.nest[0][1] is True
    assert s.dragon_power is None
    assert card_total(s) == total


def test_market_is_refilled_to_three_after_a_roost() -> None:
    s = new(basic=False)
    from tests.dragon_bridge.helpers import to_play

    to_play(s)
    me = s.turn_player
    s.tableau[me].append(s.market.pop())
    give(s, me, "step")
    put_in_nest(s, "recharge", "push", "push", "blink", "drain", "step")
    _play_step(s)
    act(s, "gem", "skip")
    assert len(s.market) == 3


def test_draw_back_up_to_four_at_the_end_of_the_turn() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "run")
    _play_run_in_place(s)
    assert len(s.hands[me]) == 3
    act(s, "gem", "skip")
    assert len(s.hands[me]) == 4


def test_thunderbox_turns_up_a_card_then_bumps() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "thunderbox")
    top = s.deck[-1]
    act(s, "play", "thunderbox")
    assert s.nest == [(top, True)]
    act(s, "dir", toward(s))
    assert s.nest[-1] == ("thunderbox", True)


def test_swap_exchanges_places_when_near() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "swap")
    a, b = s.pos
    act(s, "play", "swap")
    assert s.pos == [b, a]


def test_drain_makes_the_opponent_deplete() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "drain")
    act(s, "play", "drain")
    act(s, "dir", toward(s))
    assert s.ready[1 - me] == 0


def test_drain_deplete_is_mandatory() -> None:
    """Rulebook: "Action Cards' effects are all mandatory if possible": Drain's BUMP 1
    is followed by the opponent's DEPLETE with no choice offered to anyone."""
    s = new()
    me = s.turn_player
    opp = 1 - me
    s.ready[opp], s.depleted[opp] = 2, 1
    give(s, me, "drain")
    act(s, "play", "drain")
    act(s, "dir", toward(s))
    assert (s.ready[opp], s.depleted[opp]) == (1, 2)
    assert s.current_player == me and kinds(s)[-1] == "gem"  # straight to the Gem phase
    assert s.nest[-1] == ("drain", True)


def test_recharge_readies_one_green_gem_then_moves_1() -> None:
    """cards.yaml, Recharge: "READY 1 green gem, then MOVE 1"."""
    s = new()
    me = s.turn_player
    assert (s.ready[me], s.depleted[me]) == (1, 2)
    give(s, me, "recharge")
    start = s.pos[me]
    act(s, "play", "recharge")
    assert (s.ready[me], s.depleted[me]) == (2, 1)  # readied before the MOVE
    assert kinds(s) == ["dir", "dir"]
    act(s, "dir", away(s))
    assert args(s) == [0, 1]
    act(s, "dist", 1)
    assert s.pos[me] == start + away(s)
    assert (s.ready[me], s.depleted[me]) == (2, 1)


def test_blink_teleports_up_to_4() -> None:
    """cards.yaml, Blink: "TELEPORT 4" (0 to 4 tiles, one direction)."""
    s = new()
    me = s.turn_player
    give(s, me, "blink")
    start = s.pos[me]
    act(s, "play", "blink")
    assert kinds(s) == ["dir", "dir"]
    act(s, "dir", away(s))
    assert args(s) == [0, 1, 2, 3, 4]
    act(s, "dist", 4)
    assert s.pos[me] == start + 4 * away(s)
    assert s.nest[-1] == ("blink", True)


def test_flight_puts_the_last_card_played_under_the_dragon_not_a_card_turned_up_after() -> None:
    """Rulebook: "The last card played is placed underneath the Dragon". A card the Dragon
    Bell turns up in the Gem phase comes later, but it was never played."""
    s = new()
    me = s.turn_player
    s.item_deck.remove("dragon_bell")
    s.tableau[me].append("dragon_bell")
    give(s, me, "step")
    put_in_nest(s, "bait", "gale", "blast", "drain")  # 8 wings; Step adds none
    from tests.dragon_bridge.helpers import take_card

    take_card(s, "dash")
    s.deck.append("dash")  # the Bell turns up Dash: 10 wings, a FLIGHT
    total = card_total(s)
    _play_step(s)
    act(s, "power", "item:dragon_bell:0")
    assert s.dragon_power == "step"
    assert "dash" in s.deck or any("dash" in h for h in s.hands)
    assert card_total(s) == total
