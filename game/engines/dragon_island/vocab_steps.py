"""Which vocabulary steps a tile offers as its action, whatever kind of tile it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.dragon_island import board as B

if TYPE_CHECKING:
    from game.core.vocabulary import Step
    from game.engines.dragon_island.hexes import Hex
    from game.engines.dragon_island.state import DragonIslandState


def tile_action_steps(s: DragonIslandState, h: Hex) -> tuple[Step, ...]:
    rules = s.rules
    tile_id = s.board[h][0]
    if tile_id == rules.keep.id:
        return rules.keep_action
    if tile_id in rules.tower_action:
        return rules.tower_action[tile_id]
    face = B.face_at(s, h)
    return () if face is None else face.action
