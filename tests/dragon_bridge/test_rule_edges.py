"""Rules a review against the rulebook found without a test (issue 17, item 7): each is
followed already; these tests keep it so."""

from __future__ import annotations

import pytest

from game.engines.dragon_bridge import powers
from game.engines.dragon_bridge.bridge import LOW
from game.engines.dragon_bridge.content import Bonus, Item, Power
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
    to_play,
    toward,
)

NINE_WINGS = ("bait", "gale", "blast", "dash")  # 3 + 2 + 2 + 2: any played card flies


def _skip_turn(s: DragonBridgeState) -> None:
    """Play Run in place and take no Gem Action."""
    give(s, s.turn_player, "run")
    act(s, "play", "run")
    act(s, "dir", toward(s))
    act(s, "dist", 0)
    act(s, "gem", "skip")


def test_an_escape_on_a_turn_that_would_flight_ends_the_match_before_the_dragon_check() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "run")
    put_in_nest(s, *NINE_WINGS)
    s.pos[me] = s.bridge.last if away(s) == 1 else 0  # an Exit tile
    end, nest = s.dragon_end, list(s.nest)
    act(s, "play", "run")  # the MOVE starts on an Exit: escaped
    assert s.is_over and s.winners == [me] and s.end_reason == "escaped"
    assert s.dragon_end == end and s.dragon_power is None and s.nest == nest


def test_the_market_is_refilled_to_three_after_a_flight() -> None:
    s = to_play(new(basic=False))
    me = s.turn_player
    s.tableau[me].append(s.market.pop())
    s.tableau[1 - me].append(s.market.pop())
    assert len(s.market) == 1
    give(s, me, "run")
    put_in_nest(s, *NINE_WINGS)
    end = s.dragon_end
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    events = act(s, "gem", "skip")
    assert s.dragon_end != end and len(s.market) == 3
    texts = [e.text for e in events]
    flight = next(i for i, t in enumerate(texts) if t.startswith("FLIGHT!"))
    assert sum(t.endswith("joins the Market") for t in texts[flight:]) == 2


def test_a_wizard_made_threatened_by_a_flight_survives_until_their_own_gem_phase() -> None:
    s = new()
    me = s.turn_player
    opp = 1 - me
    assert s.dragon_end == LOW
    s.pos[me] = s.bridge.last - 1  # an Exit now, Threatened once the Dragon flies over
    give(s, me, "push")
    put_in_nest(s, *NINE_WINGS)
    act(s, "play", "push")  # no MOVE: no escape
    act(s, "dir", -1)
    act(s, "gem", "skip")
    assert s.dragon_end != LOW and not s.is_over
    assert s.bridge.threatened(s.pos[me], s.dragon_end, 5)
    _skip_turn(s)  # the rival's whole turn: nobody loses on someone else's turn
    assert s.turn_player == me and not s.is_over
    stays = s.clone()
    # Walking out in time saves the wizard...
    give(s, me, "dash")
    act(s, "play", "dash")
    act(s, "dir", away(s))
    act(s, "dist", 4)
    act(s, "gem", "skip")
    assert not s.is_over and s.turn_player == opp
    # ...staying is a Pounce at the end of their own Gem phase, not before.
    give(stays, me, "run")
    act(stays, "play", "run")
    act(stays, "dir", away(stays))
    act(stays, "dist", 0)
    assert not stays.is_over and kinds(stays)[-1] == "gem"
    act(stays, "gem", "skip")
    assert stays.is_over and stays.winners == [opp] and stays.end_reason == "pounced"


def test_a_move_on_the_opponents_turn_never_escapes() -> None:
    """Bunny's MOVE 1 comes on the rival's turn when the rival walks through her: from an
    Exit tile it is a plain MOVE."""
    s = full("trevor", "bunny")
    me = s.turn_player
    bunny = 1 - me
    assert s.dragon_end == LOW
    s.pos[me], s.pos[bunny] = s.bridge.last - 5, s.bridge.last - 3
    assert s.bridge.is_exit(s.pos[bunny], s.dragon_end)
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", 1)
    act(s, "dist", 3)  # through Bunny's tile
    assert s.current_player == bunny
    act(s, "use", True)
    assert not s.is_over and kinds(s) == ["dir", "dir"]
    act(s, "dir", 1)
    act(s, "dist", 1)
    assert not s.is_over and s.pos[bunny] == s.bridge.last - 2


def test_a_power_move_on_your_own_turn_from_an_exit_tile_escapes() -> None:
    """Rulebook: you must typically start your turn on an Exit tile to win, but "some
    character powers may be exceptions": Bunny's own MOVE after she passes the rival."""
    s = full("bunny", "trevor")
    bunny = s.turn_player
    assert s.dragon_end == LOW
    s.pos[bunny], s.pos[1 - bunny] = s.bridge.last - 5, s.bridge.last - 3
    assert not s.bridge.is_exit(s.pos[bunny], s.dragon_end)
    give(s, bunny, "run")
    act(s, "play", "run")
    act(s, "dir", 1)
    act(s, "dist", 3)  # through the rival's tile, onto an Exit tile
    assert s.pos[bunny] == s.bridge.last - 2 and not s.is_over
    assert s.bridge.is_exit(s.pos[bunny], s.dragon_end)
    assert s.current_player == bunny and kinds(s) == ["use", "use"]
    act(s, "use", True)  # her MOVE 1 starts on an Exit tile, on her own turn
    assert s.is_over and s.winners == [bunny] and s.end_reason == "escaped"


def test_dazzle_turns_a_face_down_card_back_up_and_never_flips_itself() -> None:
    s = new()
    me = s.turn_player
    give(s, me, "dazzle")
    put_in_nest(s, "bait", up=False)
    put_in_nest(s, "run")
    act(s, "play", "dazzle")
    assert args(s) == [0, 1]  # the Nest's two cards; Dazzle is not in it yet
    assert [a.label for a in s.legal_actions()] == ["Turn Bait face up", "Turn Run face down"]
    act(s, "nest", 0)
    assert s.nest == [("bait", True), ("run", True), ("dazzle", True)]


def test_dazzle_with_an_empty_nest_flips_nothing_and_joins_it_face_up() -> None:
    s = new()
    give(s, s.turn_player, "dazzle")
    act(s, "play", "dazzle")
    assert kinds(s)[-1] == "gem" and s.nest == [("dazzle", True)]


def test_bump_away_from_the_center_with_the_target_on_the_center_tile(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Rulebook: "If the opponent is on the center tile, both directions are 'away from
    the center'" (so neither is toward it). No shipped card has an away-from-center BUMP
    bonus, so the test lends the player one; Magnet Wand is the toward-center one."""
    s = new()
    me = s.turn_player
    opp = 1 - me
    shove = Item(
        "shove_boots",
        "Shove Boots",
        "+1 BUMP away from the center.",
        [Power("+1 BUMP away from the center.", bonus=Bonus("bump", 1, "away_from_center"))],
    )
    monkeypatch.setitem(s.game.items, "shove_boots", shove)
    s.item_deck.remove("magnet_wand")
    s.tableau[me] += ["shove_boots", "magnet_wand"]
    s.pos[opp] = s.bridge.center_lo
    s.pos[me] = s.bridge.center_lo - 2
    for direction in (-1, 1):
        optional, _ = powers.bump_bonuses(s, me, direction)
        assert optional == ["item:shove_boots:0"], direction
    # Off the center, only one way is away from it (judged at the bumped wizard).
    s.pos[opp] = s.bridge.center_hi + 2
    assert powers.bump_bonuses(s, me, 1)[0] == ["item:shove_boots:0"]
    assert powers.bump_bonuses(s, me, -1)[0] == ["item:magnet_wand:0"]
    # And in play: a BUMP 2 from the center, the bonus switched on, goes 3 tiles either way.
    s.pos[opp] = s.bridge.center_lo
    give(s, me, "push")
    for direction in (-1, 1):
        c = s.clone()
        act(c, "play", "push")
        act(c, "dir", direction)
        assert c.legal_actions()[0].label == "Use Shove Boots: +1 BUMP (in full)"
        act(c, "bonus", True)
        assert c.pos[opp] == s.bridge.center_lo + 3 * direction


def test_the_item_deck_running_out_during_a_refill_leaves_the_market_short() -> None:
    s = to_play(new(basic=False))
    me = s.turn_player
    s.tableau[me] += [s.market.pop(), s.market.pop()]
    s.tableau[1 - me] += [s.item_deck.pop() for _ in range(len(s.item_deck) - 1)]
    assert len(s.market) == 1 and len(s.item_deck) == 1
    give(s, me, "run")
    put_in_nest(s, *NINE_WINGS)
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "gem", "skip")  # FLIGHT: the refill finds one item, then an empty deck
    assert len(s.market) == 2 and s.item_deck == []
    assert not s.is_over and s.turn_player == 1 - me
    # A later refill with nothing left changes nothing.
    from game.engines.dragon_bridge import gems

    gems.refill_market(s, [])
    assert len(s.market) == 2


def test_a_bump_when_neither_the_supply_nor_the_opponent_has_a_white_gem() -> None:
    s = new(expansion=True)
    me = s.turn_player
    opp = 1 - me
    s.white_supply = 0
    s.white = [0, 0]
    s.pos[opp] = 10
    total = card_total(s)
    give(s, me, "push")
    events = act(s, "play", "push")
    events += act(s, "dir", 1)
    assert s.pos[opp] == 12  # the BUMP itself is whole
    assert s.white == [0, 0] and s.white_supply == 0
    assert not any(e.kind == "white_gem" for e in events)
    assert card_total(s) == total and kinds(s)[-1] == "gem"


@pytest.mark.parametrize("seat_has", [0, 1])
def test_a_bump_takes_a_white_gem_from_the_opponent_only_when_the_supply_is_empty(
    seat_has: int,
) -> None:
    s = new(expansion=True)
    me = s.turn_player
    opp = 1 - me
    s.white_supply = seat_has
    s.white = [0, 0]
    s.white[opp] = 2
    give(s, me, "push")
    act(s, "play", "push")
    act(s, "dir", 1)
    assert s.white[me] == 1
    assert (s.white_supply, s.white[opp]) == ((0, 2) if seat_has else (0, 1))
