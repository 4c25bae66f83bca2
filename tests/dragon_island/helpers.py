"""Shared helpers for the Dragon Island tests: building positions and checking invariants."""

from __future__ import annotations

import random
from collections import Counter

from game.core.actions import Action
from game.core.registry import load_game
from game.engines.dragon_island import DragonIslandGame
from game.engines.dragon_island import turn as turn_mod
from game.engines.dragon_island.content import COLOURS, ENERGY
from game.engines.dragon_island.hexes import ORIGIN, Hex
from game.engines.dragon_island.state import DragonIslandState


def game() -> DragonIslandGame:
    g = load_game("dragon_island")
    assert isinstance(g, DragonIslandGame)
    return g


def new(n: int = 2, seed: int = 1, **options: object) -> DragonIslandState:
    return game().new_state(n, seed, dict(options))


def kinds(s: DragonIslandState) -> list[str]:
    return [a.kind for a in s.legal_actions()]


def find(s: DragonIslandState, kind: str, *args: object) -> Action:
    for a in s.legal_actions():
        if a.kind == kind and tuple(a.args[: len(args)]) == args:
            return a
    raise AssertionError(f"no {kind}{args} among {[str(a) for a in s.legal_actions()]}")


def do(s: DragonIslandState, kind: str, *args: object) -> list:
    return s.apply(find(s, kind, *args))


def through_setup(s: DragonIslandState) -> DragonIslandState:
    """Keep the first offered map for every player."""
    while s.stack.top is not None and s.stack.top.kind == "keep_map":
        s.apply(s.legal_actions()[0])
    return s


def put_tile(
    s: DragonIslandState, h: Hex, colour: str, icon: str = "build", tile_id: str | None = None
) -> None:
    """Lay a tile on the island directly (test scaffolding, not a rule)."""
    if tile_id is None:
        tile_id = next(
            t
            for t in s.rules.tile_ids
            if t not in {c[0] for c in s.board.values()}
            and t not in s.hands[0]
            and t not in s.hands[1 % s.num_players]
        )
        for place in (s.bag, s.removed, *s.hands):
            if tile_id in place:
                place.remove(tile_id)
                break
    face = 0
    for i, f in enumerate(s.rules.faces.get(tile_id, ())):
        if f.icon == icon:
            face = i
    s.board[h] = (tile_id, face, colour, icon)
    s.order.append(h)


def at_step(s: DragonIslandState, step: str, seat: int | None = None) -> DragonIslandState:
    """Jump the turn to ``step`` for ``seat`` (its second turn or later) and run it."""
    s.stack.frames.clear()
    if seat is not None:
        s.turn_player = seat
    s.seat_turns[s.turn_player] = max(2, s.seat_turns[s.turn_player])
    s.step = step
    turn_mod.run(s, [])
    return s


def seat_hand(s: DragonIslandState, seat: int, tile_ids: list[str]) -> None:
    """Give ``seat`` exactly these tiles in hand, taken from wherever they were."""
    for t in tile_ids:
        for place in (s.bag, s.removed, *s.hands):
            if t in place:
                place.remove(t)
    s.hands[seat] = list(tile_ids)


def give(s: DragonIslandState, seat: int, colour: str, n: int) -> None:
    """Move resources from the supply to a screen, keeping conservation intact."""
    if colour == "gold":
        s.bank -= n
        s.gold[seat] += n
    else:
        i = ENERGY.index(colour)
        s.cube_supply[i] -= n
        s.cubes[seat][i] += n


def check_supplies(s: DragonIslandState) -> None:
    """Cubes and gold are conserved between the supplies, the screens and the pet cards.

    With unlimited supply, cubes and gold from outside the box join the count; without
    it none ever may. Either way nothing appears or vanishes unaccounted.
    """
    sup = s.rules.setup.supplies
    unlimited = bool(s.options.get("unlimited_supply"))
    for i in range(len(ENERGY)):
        assert s.cube_supply[i] >= 0
        assert all(c[i] >= 0 for c in s.cubes)
        assert s.cubes_added[i] >= 0 and (unlimited or s.cubes_added[i] == 0)
        in_play = s.cube_supply[i] + sum(c[i] for c in s.cubes)
        assert in_play == sup.cubes_per_colour + s.cubes_added[i]
    assert s.bank >= 0 and min(s.gold) >= 0
    assert s.gold_added >= 0 and (unlimited or s.gold_added == 0)
    gold_in_play = s.bank + sum(s.gold) + sum(sum(p) for p in s.pets)
    assert gold_in_play == s.rules.setup.gold_bank + s.gold_added


def check_invariants(s: DragonIslandState) -> None:
    rules = s.rules
    sup = rules.setup.supplies
    check_supplies(s)
    for ci, c in enumerate(COLOURS):
        on_board = sum(d.count(c) for d in s.dragons.values())
        on_cards = 0
        for seat in range(s.num_players):
            if s.pets[seat][ci] > 0 and not any(
                b[0] in rules.lair_ids and b[1] == seat and b[2] == c for b in s.buildings.values()
            ):
                on_cards += 1
        assert s.dragon_supply[ci] >= 0
        assert s.dragon_supply[ci] + on_board + on_cards == sup.dragons_per_colour, c
    placed = [c[0] for c in s.board.values()]
    held = [t for h in s.hands for t in h]
    terrain = Counter(t for t in placed + held + s.bag + s.removed if t in rules.faces)
    assert terrain == Counter(rules.tile_ids)
    towers = [t for t in placed + held if t in rules.tower_colour]
    assert sorted(towers) == sorted(rules.towers[c].id for c in s.colours)
    all_maps = Counter([*s.map_deck, *s.drawn, *(m for h in s.maps for m in h)])
    assert all_maps == Counter(rules.map_ids)
    assert len(s.map_known) == len(s.map_deck)
    assert ORIGIN not in s.dragons and ORIGIN not in s.treasure
    assert all(d for d in s.dragons.values())
    assert all(w in s.board for w in s.wizards)
    assert len(s.treasure) + s.treasure_left == rules.setup.treasure_found_markers
    assert all(0 <= g <= rules.tame_cost for p in s.pets for g in p)
    if not s.is_over:
        assert s.legal_actions(), "a decision with no legal action"


def drain_supplies(s: DragonIslandState, left: int = 2) -> None:
    """Share out all but ``left`` of every cube colour and of the Bank among the screens, so
    random play soon asks the supplies for more than they hold."""
    n = s.num_players
    for i, colour in enumerate(ENERGY):
        share = (s.cube_supply[i] - left) // n
        for seat in range(n):
            give(s, seat, colour, share)
    share = (s.bank - left) // n
    for seat in range(n):
        give(s, seat, "gold", share)


def play_random(
    s: DragonIslandState, rng: random.Random, check: bool = True, max_steps: int = 5000
) -> list[Action]:
    taken: list[Action] = []
    while not s.is_over:
        a = rng.choice(s.legal_actions())
        s.apply(a)
        taken.append(a)
        if check:
            check_invariants(s)
        assert len(taken) < max_steps
    return taken
