"""Each Dragon power (the card under the Dragon) changes the rules it names."""

from __future__ import annotations

from game.engines.dragon_bridge import dragon, gems, movement
from tests.dragon_bridge.helpers import act, args, away, give, new, take_card, toward


def _under(card: str, **kw: object):  # type: ignore[no-untyped-def]
    s = new(**kw)  # type: ignore[arg-type]
    take_card(s, card)
    s.dragon_power = card
    return s


def test_tilting_bridge_adds_one_toward_the_dragon() -> None:
    s = _under("run")
    me = s.turn_player
    give(s, me, "dash")
    s.pos[me] = s.bridge.center_lo
    c = s.clone()
    act(s, "play", "dash")
    act(s, "dir", toward(s))
    assert args(s)[-1] == 5
    act(c, "play", "dash")
    act(c, "dir", away(c))
    assert args(c)[-1] == 4


def test_storm_adds_one_to_every_bump() -> None:
    s = _under("blast")
    me = s.turn_player
    give(s, me, "push")
    s.pos[1 - me] = 10
    act(s, "play", "push")
    act(s, "dir", 1)
    assert s.pos[1 - me] == 13


def test_shimmer_adds_one_to_every_teleport() -> None:
    s = _under("blink")
    me = s.turn_player
    give(s, me, "swap")
    s.pos[me], s.pos[1 - me] = s.bridge.center_lo, 0
    act(s, "play", "swap")  # too far to swap: TELEPORT 1 (+1)
    act(s, "dir", 1)
    assert args(s)[-1] == 2


def test_headwind_shortens_moves_away_from_the_dragon() -> None:
    s = _under("dash")
    me = s.turn_player
    give(s, me, "run")
    s.pos[me] = s.bridge.center_lo
    act(s, "play", "run")
    act(s, "dir", away(s))
    assert args(s)[-1] == 2


def test_hoard_makes_items_cost_two_gems() -> None:
    s = _under("swap")
    assert gems.item_cost(s) == 2


def test_restless_dragon_roosts_at_six() -> None:
    s = _under("thunderbox")
    assert dragon.roost_at(s) == 6


def test_dazzled_dragon_threatens_only_three_tiles() -> None:
    s = _under("dazzle")
    assert movement.threatened_count(s) == 3
    near = 3 if s.dragon_end == 0 else s.bridge.last - 3
    assert not s.bridge.threatened(near, s.dragon_end, movement.threatened_count(s))


def test_hunger_costs_two_gems_past_the_dragon_end() -> None:
    s = _under("drain")
    me = s.turn_player
    opp = 1 - me
    give(s, me, "push")
    s.pos[opp] = 0 if toward(s) == -1 else s.bridge.last
    s.ready[opp], s.depleted[opp] = 3, 0
    act(s, "play", "push")
    act(s, "dir", toward(s))
    assert s.ready[opp] == 1


def test_a_card_without_a_dragon_section_gives_no_power() -> None:
    s = _under("step")
    assert dragon.flight_threshold(s) == 9 and dragon.roost_at(s) == 7


def test_empty_deck_draws_nothing() -> None:
    from game.engines.dragon_bridge.turn import draw_up

    s = new()
    me = s.turn_player
    s.deck.append(s.hands[me].pop())
    s.nest.extend((c, True) for c in s.deck)
    s.deck.clear()
    draw_up(s, me, [])
    assert len(s.hands[me]) == 3
