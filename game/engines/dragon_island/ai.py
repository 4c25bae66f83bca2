"""AI heuristics: a position estimate and a cheap greedy-with-noise rollout policy.

The estimate counts what will score (fame, pet gold) plus what tends to turn into fame
(cubes towards captures and buildings, gold, maps in hand, pets' powers).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.engines.dragon_island import placement

if TYPE_CHECKING:
    from game.engines.dragon_island.state import DragonIslandState


def _future(s: DragonIslandState) -> float:
    """How much of the game is left: resources matter less as the island fills."""
    left = len(s.bag) + sum(len(h) for h in s.hands)
    total = max(1, len(s.rules.tile_ids) - len(s.removed))
    return left / total


def potential(s: DragonIslandState, seat: int, future: float | None = None) -> float:
    """``future`` may be passed in by a caller scoring every seat of one state (it is the
    same for all); the arithmetic is the same either way, to the last bit."""
    if s.over:
        return float(s.final_score(seat))
    if future is None:
        future = _future(s)
    return (
        s.fame[seat]
        + sum(s.pets[seat])
        + future * (0.12 * sum(s.cubes[seat]) + 0.25 * s.gold[seat] + 1.2 * len(s.maps[seat]))
        + 0.1 * s.gold[seat]
        + 0.8 * sum(1 for g in s.pets[seat] if g > 0) * future
    )


def evaluate(s: DragonIslandState, seat: int) -> float:
    if s.over:
        return s.returns()[seat]
    future = _future(s)  # once, not once per seat: the AI scores every leaf for each seat
    mine = potential(s, seat, future)
    best = max(potential(s, o, future) for o in range(s.num_players) if o != seat)
    return max(0.0, min(1.0, 0.5 + (mine - best) / 30.0))


_PREFER = {
    "play_map": 10,
    "capture": 8,
    "build": 7,
    "tame": 6,
    "keep_map": 1,
    "draw_maps": 4,
    "telekinesis": 3,
    "take_gold": 2,
}


# Decision frames whose actions are all of kinds outside _PREFER and never telekinesis
# (placing a tile, declaring a Wild, moving the wizard, sending dragons): the policy below
# always ends in ``rng.choice(legal)`` for them, so it is taken at once, without scanning
# the (long: tiles x faces x hexes) list twice. Same draws, same result.
_UNPREFERRED_FRAMES = frozenset({"place", "wild", "move", "dragon_dest"})


def rollout_action(s: DragonIslandState, rng: random.Random) -> Action | None:
    """Mostly take the most rewarding kind of action; otherwise pick at random."""
    top = s.stack.top
    kind = top.kind if top else ""
    if kind == "place" and not s.over:
        # rng.choice(legal) as below, without listing tiles x faces x hexes actions
        return placement.random_place(s, rng)
    legal = s.legal_actions()
    if not legal:
        return None
    if kind in _UNPREFERRED_FRAMES:
        return rng.choice(legal)
    if kind == "dragon_source":
        return legal[0]  # moving dragons is rarely worth gold in a rollout
    if kind == "pay":
        return legal[0] if rng.random() < 0.5 else legal[-1]
    if kind == "telekinesis" or any(a.kind == "telekinesis" for a in legal):
        tk = [a for a in legal if a.kind == "telekinesis"]
        return max(tk, key=lambda a: len(a.label)) if rng.random() < 0.8 else rng.choice(legal)
    best = max(_PREFER.get(a.kind, 0) for a in legal)
    if best > 0 and rng.random() < 0.9:
        return rng.choice([a for a in legal if _PREFER.get(a.kind, 0) == best])
    return rng.choice(legal)


def action_tags(action: Action) -> tuple[str, ...]:
    if action.kind == "build":
        colour = str(action.args[1])
        return (f"{action.args[0]}_{colour}" if colour else str(action.args[0]),)
    if action.kind in ("tame",):
        return (f"pet_{action.args[0]}",)
    if action.kind == "play_map":
        return (f"map_{action.args[0]}",)
    if action.kind in ("capture", "telekinesis", "draw_maps", "take_gold"):
        return (action.kind,)
    return ()
