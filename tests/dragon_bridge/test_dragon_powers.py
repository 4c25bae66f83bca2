"""Each Dragon power (the card under the Dragon) changes the rules it names."""

from __future__ import annotations

from game.engines.dragon_bridge import dragon, gems, movement
from tests.dragon_bridge.helpers import act, args, away, give, kinds, new, take_card, toward


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


def test_a_cards_dragon_power_works_only_while_the_card_is_under_the_dragon() -> None:
    """Run's Tilting Bridge in a hand or face up in the Nest gives nothing: only the card
    under the Dragon has its Dragon power."""
    from tests.dragon_bridge.helpers import put_in_nest

    s = new()
    s.dragon_power = None
    me = s.turn_player
    give(s, me, "dash", "run")
    put_in_nest(s, "run")
    s.pos[me] = s.bridge.center_lo
    act(s, "play", "dash")
    act(s, "dir", toward(s))
    assert args(s)[-1] == 4  # Dash's own MOVE, no +1


def test_tilting_bridge_adds_one_to_a_bump_toward_the_dragon() -> None:
    """rules.md: Tilting Bridge gives +1 to MOVE and BUMP toward the Dragon (a BUMP away
    from it stays exact)."""
    s = _under("run")
    me = s.turn_player
    opp = 1 - me
    give(s, me, "push")
    s.pos[opp] = 10
    c = s.clone()
    act(s, "play", "push")
    act(s, "dir", toward(s))
    assert s.pos[opp] == 10 + 3 * toward(s)
    act(c, "play", "push")
    act(c, "dir", away(c))
    assert c.pos[opp] == 10 + 2 * away(c)


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


def test_dazzled_dragon_leaves_two_orange_tiles_neither_threatened_nor_exits() -> None:
    """rules.md: under the Dazzled Dragon "the other 2 [orange tiles] at that end are
    neither Threatened nor Exits": no Escape from them, no Pounce on them."""
    s = _under("dazzle")
    me = s.turn_player
    give(s, me, "run")
    near = [2, 3, 4] if s.dragon_end == 0 else [s.bridge.last - k for k in (2, 3, 4)]
    assert all(s.bridge.has(t, "orange") for t in near)
    for tile in near[1:]:
        c = s.clone()
        c.pos[me] = tile
        act(c, "play", "run")  # a MOVE from there: no Escape
        assert not c.is_over and kinds(c) == ["dir", "dir"]
        act(c, "dir", toward(c))
        act(c, "dist", 0)
        act(c, "gem", "skip")  # ending the Gem phase there: no Pounce
        assert not c.is_over and c.turn_player == 1 - me and c.pos[me] == tile
    # The third-nearest orange tile is still Threatened.
    s.pos[me] = near[0]
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "gem", "skip")
    assert s.is_over and s.winners == [1 - me] and s.end_reason == "pounced"


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


def test_hunger_still_costs_one_gem_past_the_far_end() -> None:
    """rules.md: "With Hunger under the Dragon, an overshoot at the Dragon's end costs
    two": at the other end it costs one, as always."""
    s = _under("drain")
    me = s.turn_player
    opp = 1 - me
    give(s, me, "push")
    s.pos[opp] = s.bridge.last if away(s) == 1 else 0
    s.ready[opp], s.depleted[opp] = 3, 0
    act(s, "play", "push")
    act(s, "dir", away(s))
    assert s.pos[opp] == (s.bridge.last if away(s) == 1 else 0)
    assert (s.ready[opp], s.depleted[opp]) == (2, 1)


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
