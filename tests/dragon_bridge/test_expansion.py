"""Bridge Hacking expansion: White Gems for every BUMP, and the Bridge Hacks."""

from __future__ import annotations

from game.engines.dragon_bridge import dragon, movement
from tests.dragon_bridge.helpers import act, args, away, give, new, put_in_nest, toward


def _exp(seed: int = 0):  # type: ignore[no-untyped-def]
    return new(basic=True, seed=seed, expansion=True)


def _hack_turn(s, hid: str) -> None:  # type: ignore[no-untyped-def]
    """Play Run in place, then buy ``hid`` as the Gem Action."""
    me = s.turn_player
    if hid not in s.hack_row:
        s.hack_deck.append(s.hack_row.pop())
        s.hack_deck.remove(hid)
        s.hack_row.append(hid)
    s.white[me] += 3
    s.white_supply -= 3
    _run_in_place(s)
    act(s, "hack", hid)


def _run_in_place(s) -> None:  # type: ignore[no-untyped-def]
    """The active player plays Run for 0 tiles, which brings it to its Gem phase."""
    give(s, s.turn_player, "run")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)


def test_without_the_expansion_there_are_no_hacks_or_white_gems() -> None:
    s = new(basic=True)
    give(s, s.turn_player, "push")
    act(s, "play", "push")
    act(s, "dir", toward(s))
    assert s.white == [0, 0] and s.hack_row == [] and s.hack_deck == []


def test_every_bump_gains_a_white_gem() -> None:
    s = _exp()
    me = s.turn_player
    give(s, me, "push")
    act(s, "play", "push")
    act(s, "dir", toward(s))
    assert s.white[me] == 1 and s.white_supply == 9


def test_white_gem_comes_from_the_opponent_when_the_supply_is_empty() -> None:
    s = _exp()
    me = s.turn_player
    s.white_supply, s.white[1 - me] = 0, 10
    give(s, me, "push")
    act(s, "play", "push")
    act(s, "dir", toward(s))
    assert s.white == ([1, 9] if me == 0 else [9, 1])


def test_hack_row_shows_three_hacks() -> None:
    s = _exp()
    assert len(s.hack_row) == 3 and len(s.hack_deck) == len(s.game.hacks) - 3


def test_paying_white_gems_plays_a_hack_and_refills_the_row() -> None:
    s = _exp()
    me = s.turn_player
    _hack_turn(s, "dragon_lure")
    assert s.white[me] == 1 and len(s.hack_row) == 3
    assert ("dragon_lure", -1, me) in s.hacks_placed


def test_gem_node_makes_a_plain_tile_a_gem_tile_for_good() -> None:
    s = _exp()
    me = s.turn_player
    _hack_turn(s, "gem_node")
    tiles = args(s)
    # "Plain" is neither orange nor gem: the Start and Center tiles are offered too.
    assert all(not s.bridge.has(t, "gem") for t in tiles)  # type: ignore[arg-type]
    assert all(not s.bridge.has(t, "orange") for t in tiles)  # type: ignore[arg-type]
    act(s, "tile", tiles[0])
    s.pos[me] = tiles[0]  # type: ignore[assignment]
    from game.engines.dragon_bridge import hacks

    assert hacks.is_gem_tile(s, s.pos[me])


def test_dragon_lure_lowers_the_threshold_until_the_next_flight() -> None:
    s = _exp()
    _hack_turn(s, "dragon_lure")
    assert dragon.flight_threshold(s) == 7
    put_in_nest(s, "bait", "gale", "blast")  # 7 wings with the Run played: FLIGHT
    end = s.dragon_end
    s.hacks_placed.append(("firewall", -1, 0))  # (both are until-next-FLIGHT hacks)
    s.hack_row.remove("firewall") if "firewall" in s.hack_row else s.hack_deck.remove("firewall")
    dragon.check(s, [])
    assert s.dragon_end == 1 - end
    assert s.hacks_placed == [] and {"dragon_lure", "firewall"} <= set(s.hack_discard)


def test_anchor_point_shortens_bumps_against_its_owner_on_that_tile() -> None:
    s = _exp()
    me = s.turn_player
    opp = 1 - me
    _hack_turn(s, "anchor_point")
    anchor = s.pos[me]
    give(s, opp, "push")
    act(s, "play", "push")
    act(s, "dir", 1)
    assert s.pos[me] == anchor + 1


def test_firewall_threatens_one_more_tile() -> None:
    s = _exp()
    _hack_turn(s, "firewall")
    assert movement.threatened_count(s) == s.bridge.orange + 1


def test_nest_patch_cannot_move_the_card_just_played() -> None:
    s = _exp()
    put_in_nest(s, "push")
    _hack_turn(s, "nest_patch")
    assert args(s) == [0]  # the Push, not the Run just played
    act(s, "nest", 0)
    assert s.deck[0] == "push" and s.nest == [("run", True)]


def test_a_bump_from_a_green_gem_earns_a_white_gem_too() -> None:
    """Every BUMP earns a White Gem, the green gem's BUMP 1 as well as a card's."""
    s = _exp()
    me = s.turn_player
    _run_in_place(s)
    act(s, "gem", "play")
    act(s, "option", 0)  # BUMP 1
    act(s, "dir", toward(s))
    assert s.white[me] == 1 and s.white_supply == 9


def test_playing_a_bridge_hack_is_the_turns_one_gem_action() -> None:
    """A Hack is bought as the Gem Action: once it is played, no other Gem Action (a green
    gem, a second Hack) is offered that turn."""
    s = _exp()
    me = s.turn_player
    s.white[me] += 3  # enough for a second Hack too
    s.white_supply -= 3
    _hack_turn(s, "dragon_lure")
    assert s.turn_player != me or not any(
        a.kind in ("gem", "hack", "buy") for a in s.legal_actions()
    )
