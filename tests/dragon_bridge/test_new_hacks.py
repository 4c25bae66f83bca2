"""Bridge Hacks that change movement: Barricade, Spring Pad, Warp Gates and Sticky Tile."""

from __future__ import annotations

from game.engines.dragon_bridge import dragon
from game.engines.dragon_bridge.state import DragonBridgeState
from tests.dragon_bridge.helpers import act, args, away, give, kinds, new, put_in_nest


def _exp(seed: int = 0) -> DragonBridgeState:
    s = new(basic=True, seed=seed, expansion=True)
    assert s.dragon_end == 0  # the Dragon beyond tile 0: "up" is away from it
    return s


def _buy(s: DragonBridgeState, hid: str) -> None:
    """Play Run in place, then buy ``hid`` as the Gem Action."""
    me = s.turn_player
    if hid not in s.hack_row:
        s.hack_deck.append(s.hack_row.pop())
        s.hack_deck.remove(hid)
        s.hack_row.append(hid)
    s.white[me] += 3
    s.white_supply -= 3
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "hack", hid)


def _place(s: DragonBridgeState, hid: str, *tiles: int) -> None:
    """Put ``hid`` in play directly (taken from the row or the pile, so counts hold)."""
    (s.hack_row if hid in s.hack_row else s.hack_deck).remove(hid)
    for tile in tiles:
        s.hacks_placed.append((hid, tile, 0))


def _move(s: DragonBridgeState, card: str, direction: int) -> list[object]:
    give(s, s.turn_player, card)
    act(s, "play", card)
    act(s, "dir", direction)
    return args(s)


# --- Barricade ----------------------------------------------------------------------------


def test_barricade_goes_only_between_two_non_orange_tiles() -> None:
    s = _exp()
    _buy(s, "barricade")
    gaps = args(s)
    assert gaps and all(
        not s.bridge.has(g, "orange") and not s.bridge.has(g + 1, "orange")  # type: ignore[operator]
        for g in gaps
    )
    assert gaps == list(range(5, 15))  # tiles 5..15 are the non-orange run
    me = s.turn_player
    act(s, "tile", 12)
    assert ("barricade", 12, me) in s.hacks_placed


def test_barricade_stops_a_move() -> None:
    s = _exp()
    me = s.turn_player
    s.pos[me] = 9
    _place(s, "barricade", 10)  # between tiles 10 and 11 (0-based)
    assert _move(s, "dash", 1)[-1] == 1


def test_barricade_stops_a_bump_without_costing_a_gem() -> None:
    s = _exp()
    me = s.turn_player
    opp = 1 - me
    s.pos[opp] = 10
    s.ready[opp], s.depleted[opp] = 1, 2
    _place(s, "barricade", 11)
    give(s, me, "push")
    act(s, "play", "push")
    act(s, "dir", 1)
    assert s.pos[opp] == 11 and s.ready[opp] == 1


def test_teleport_ignores_a_barricade() -> None:
    s = _exp()
    me = s.turn_player
    s.pos[me] = 9
    _place(s, "barricade", 9)
    assert _move(s, "blink", 1)[-1] == 4


def test_barricade_is_discarded_at_the_next_flight() -> None:
    s = _exp()
    _place(s, "barricade", 9)
    put_in_nest(s, "bait", "gale", "blast", "dash")
    dragon.check(s, [])
    assert s.hacks_placed == [] and "barricade" in s.hack_discard


# --- Spring Pad ---------------------------------------------------------------------------


def test_spring_pad_goes_on_an_empty_non_orange_tile() -> None:
    s = _exp()
    _buy(s, "spring_pad")
    tiles = args(s)
    assert all(not s.bridge.has(t, "orange") for t in tiles)  # type: ignore[arg-type]
    assert s.pos[0] not in tiles and s.pos[1] not in tiles


def test_spring_pad_slides_a_move_two_more_tiles() -> None:
    s = _exp()
    me = s.turn_player
    s.pos[me], s.pos[1 - me] = 9, 5
    _place(s, "spring_pad", 12)
    _move(s, "run", 1)
    act(s, "dist", 3)
    assert s.pos[me] == 14


def test_a_move_of_zero_on_a_spring_pad_does_not_slide() -> None:
    s = _exp()
    me = s.turn_player
    s.pos[me] = 12
    _place(s, "spring_pad", 12)
    _move(s, "run", 1)
    act(s, "dist", 0)
    assert s.pos[me] == 12


def test_spring_pad_slides_a_bumped_wizard_without_another_white_gem() -> None:
    s = _exp()
    me = s.turn_player
    opp = 1 - me
    s.pos[opp] = 10
    _place(s, "spring_pad", 12)
    give(s, me, "push")
    act(s, "play", "push")
    act(s, "dir", 1)
    assert s.pos[opp] == 14
    assert s.white[me] == 1  # one BUMP, one White Gem


def test_a_bump_of_zero_on_a_spring_pad_does_not_slide() -> None:
    """rules.md, Spring Pad: as for a MOVE of 0, a wizard bumped 0 tiles (Iron Boots
    against Drain's BUMP 1) has not entered the pad."""
    s = new(basic=False, seed=0, expansion=True)
    me = s.turn_player
    act(s, "wizard", "trevor")
    act(s, "wizard", "derby_pocket")
    opp = 1 - me
    s.pos[opp], s.pos[me] = 12, 9
    _place(s, "spring_pad", 12)
    s.item_deck.remove("iron_boots")
    s.tableau[opp].append("iron_boots")
    give(s, me, "drain")
    act(s, "play", "drain")
    act(s, "dir", 1)
    assert s.pos[opp] == 12


def test_russets_two_tile_cap_counts_the_spring_pad_slide() -> None:
    """rules.md, Spring Pad: the slide is part of the BUMP, so "no BUMP moves you more
    than 2 tiles" holds for the two together (a Blast of 2 took him 4 tiles)."""
    for blast_tiles, ends in ((2, 12), (1, 12)):
        s = new(basic=False, seed=0, expansion=True)
        me = s.turn_player
        act(s, "wizard", "trevor")
        act(s, "wizard", "russet")
        russet = 1 - me
        s.pos[russet], s.pos[me] = 12 - blast_tiles, 9
        _place(s, "spring_pad", 12)
        card = "blast" if blast_tiles == 2 else "push"
        give(s, me, card)
        act(s, "play", card)
        act(s, "dir", 1)
        assert s.pos[russet] == ends + (2 - blast_tiles), (card, s.pos[russet])


def test_spring_pad_slide_stops_at_a_barricade() -> None:
    s = _exp()
    me = s.turn_player
    s.pos[me], s.pos[1 - me] = 9, 5
    _place(s, "spring_pad", 12)
    _place(s, "barricade", 13)
    _move(s, "run", 1)
    act(s, "dist", 3)
    assert s.pos[me] == 13


# --- Warp Gates ---------------------------------------------------------------------------


def test_warp_gates_are_two_markers_on_two_tiles() -> None:
    s = _exp()
    me = s.turn_player
    _buy(s, "warp_gates")
    first = args(s)
    assert all(not s.bridge.has(t, "orange") for t in first)  # type: ignore[arg-type]
    act(s, "tile", 6)
    assert 6 not in args(s) and set(kinds(s)) == {"tile"}
    act(s, "tile", 14)
    assert [e for e in s.hacks_placed if e[0] == "warp_gates"] == [
        ("warp_gates", 6, me),
        ("warp_gates", 14, me),
    ]


def test_a_move_ending_on_a_warp_gate_may_teleport_to_the_other() -> None:
    s = _exp()
    me = s.turn_player
    s.pos[me], s.pos[1 - me] = 9, 11
    _place(s, "warp_gates", 6, 14)
    _move(s, "run", -1)
    act(s, "dist", 3)
    assert s.current_player == me and kinds(s) == ["warp", "warp"]
    act(s, "warp", True)
    assert s.pos[me] == 14


def test_warp_gate_may_be_declined() -> None:
    s = _exp()
    me = s.turn_player
    s.pos[me] = 9
    _place(s, "warp_gates", 6, 14)
    _move(s, "run", -1)
    act(s, "dist", 3)
    act(s, "warp", False)
    assert s.pos[me] == 6


def test_a_bump_onto_a_warp_gate_does_not_warp() -> None:
    s = _exp()
    me = s.turn_player
    opp = 1 - me
    s.pos[opp] = 12
    _place(s, "warp_gates", 14, 6)
    give(s, me, "push")
    act(s, "play", "push")
    act(s, "dir", 1)
    assert s.pos[opp] == 14 and "warp" not in kinds(s)


# --- Sticky Tile --------------------------------------------------------------------------


def test_a_move_entering_a_sticky_tile_ends_there() -> None:
    s = _exp()
    me = s.turn_player
    s.pos[me] = 9
    _place(s, "sticky_tile", 11)
    assert _move(s, "dash", 1)[-1] == 2


def test_a_move_may_leave_a_sticky_tile() -> None:
    s = _exp()
    me = s.turn_player
    s.pos[me] = 11
    _place(s, "sticky_tile", 11)
    assert _move(s, "dash", 1)[-1] == 4


def test_teleport_and_bump_pass_a_sticky_tile() -> None:
    s = _exp()
    me = s.turn_player
    opp = 1 - me
    s.pos[me], s.pos[opp] = 9, 10
    _place(s, "sticky_tile", 11)
    c = s.clone()
    assert _move(s, "blink", 1)[-1] == 4
    give(c, me, "blast")
    act(c, "play", "blast")
    act(c, "dir", 1)
    assert c.pos[opp] == 13
