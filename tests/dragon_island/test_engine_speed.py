"""Guards for the engine's speed-ups: they must be invisible to the rules.

The AI runs the engine thousands of times per decision, so the hot paths are written for
speed (field-by-field copies, memoised actions and neighbours, a rollout short cut). These
tests pin down that each fast path answers exactly what the plain version would.
"""

from __future__ import annotations

import random

from game.engines.dragon_island import actions as act
from game.engines.dragon_island import ai
from game.engines.dragon_island import board as B
from game.engines.dragon_island.hexes import ORIGIN, adjacent, neighbours
from game.engines.dragon_island.state import DragonIslandState
from tests.dragon_island.helpers import game, new


def _mid_game(n: int, seed: int, steps: int) -> DragonIslandState:
    s = new(n, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = s.legal_actions()
        if s.is_over or not legal:
            break
        s.apply(legal[rng.randrange(len(legal))])
    return s


def test_clone_copies_every_field() -> None:
    s = _mid_game(3, 4, 60)
    c = s.clone()
    for name in DragonIslandState.__slots__:
        assert hasattr(c, name), name
        mine, theirs = getattr(s, name), getattr(c, name)
        if name == "rng":
            assert mine is not theirs and mine.getstate() == theirs.getstate()
            continue
        assert mine == theirs or name == "stack", name
        if (
            isinstance(mine, list | dict | set) and name != "options"
        ):  # options are shared, as always
            assert mine is not theirs, f"{name} is shared between a state and its clone"
        if isinstance(mine, list) and mine and isinstance(mine[0], list):
            assert all(a is not b for a, b in zip(mine, theirs, strict=True)), name
    assert c.stack is not s.stack and c.stack.snapshot() == s.stack.snapshot()
    assert c.state_hash() == s.state_hash()


def test_adjacent_is_neighbours() -> None:
    for h in [ORIGIN, (2, -1), (-3, 5)]:
        assert list(adjacent(h)) == neighbours(h)
        assert adjacent(h) is adjacent(h)


def _placement_hexes_plain(s: DragonIslandState) -> list[tuple[int, int]]:
    seen: set[tuple[int, int]] = set()
    out = []
    for h in s.order:
        for n in neighbours(h):
            if n not in seen:
                seen.add(n)
                if B.can_place_at(s, n):
                    out.append(n)
    return sorted(out)


def test_placement_hexes_match_the_rule() -> None:
    for n, seed in ((2, 1), (3, 2), (4, 3)):
        s = new(n, seed)
        rng = random.Random(seed)
        while not s.is_over:
            assert B.placement_hexes(s) == _placement_hexes_plain(s)
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])


def test_memoised_actions_are_equal_values() -> None:
    a = act.place("T1", 0, (1, 0), "T1 (red build)")
    assert a is act.place("T1", 0, (1, 0), "T1 (red build)")
    assert a.label == "Place T1 (red build) east of the Keep" and a.args == ("T1", 0, 1, 0)


def test_rollout_short_cut_draws_like_the_full_policy() -> None:
    """For frames whose actions the policy has no preference for, it takes
    ``rng.choice(legal)``: the same draw and the same action as the full scan."""
    g = game()
    for n, seed in ((2, 5), (4, 6)):
        s = new(n, seed)
        rng = random.Random(seed)
        while not s.is_over:
            top = s.stack.top
            assert top is not None
            if top.kind in ai._UNPREFERRED_FRAMES:
                legal = s.legal_actions()
                assert all(
                    a.kind != "telekinesis" and ai._PREFER.get(a.kind, 0) == 0 for a in legal
                )
                for k in range(3):
                    r1, r2 = random.Random(k), random.Random(k)
                    got, want = g.rollout_action(s, r1), r2.choice(legal)
                    assert got == want and got is not None and got.label == want.label
                    assert r1.getstate() == r2.getstate()
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])


def test_placement_cache_follows_tiles_laid_outside_the_rules() -> None:
    """Scaffolding that lays a tile directly changes the island's size, which the cache is
    keyed by, so the next answer is a fresh scan."""
    from tests.dragon_island.helpers import put_tile

    s = new(2, 1)
    before = B.placement_hexes(s)
    assert s.placeable is not None
    put_tile(s, (1, 0), "red")
    assert B.placement_hexes(s) == _placement_hexes_plain(s) != before
    s.board[(2, 0)] = s.board[(1, 0)]  # even without ``order``
    assert B.placement_hexes(s) == _placement_hexes_plain(s)


def test_has_options_agrees_with_options() -> None:
    from game.engines.dragon_island import tile_actions

    for n, seed in ((2, 7), (3, 8), (4, 9)):
        s = new(n, seed)
        rng = random.Random(seed)
        while not s.is_over:
            if s.seat_turns[s.turn_player] > 0:
                assert tile_actions.has_options(s) == bool(tile_actions.options(s))
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
