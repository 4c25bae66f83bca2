"""From the decision on top of the stack to clickable places on the table.

Every legal action gets a place to click: a tile, a card, a gem, an arrow beside the
rival, or a button. A tile may stand for a *sequence* of actions (the engine asks the
direction first, then the distance): the board proposes them one after the other, which
is how a single click on the destination plays "Move toward the Dragon" then "3 tiles".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

import pygame

from game.core.actions import Action
from game.engines.dragon_bridge.state import DragonBridgeState
from game.ui.boards.dragon_bridge import layout as L

# Decisions answered on the table itself; every other kind opens the chooser.
ON_TABLE = {
    "play",
    "direction",
    "distance",
    "gem",
    "nest_take",
    "nest_flip",
    "hack_nest",
    "hack_tile",
    "setup_wizard",
    "search_give",
    "discard",
}


@dataclass
class Target:
    rect: pygame.Rect
    actions: tuple[Action, ...]
    hint: str
    zone: str
    badge: str = ""  # drawn on a destination tile: how many tiles away it is


def after(view: DragonBridgeState, action: Action) -> DragonBridgeState | None:
    """The view after ``action``, to see what the engine would ask next (None if the view
    cannot play it forward, e.g. it would need a hidden card)."""
    s = view.clone()
    try:
        s.apply(action, check=False)
    except Exception:  # a view may lack what the rest of the turn needs: no preview then
        return None
    return s


def tile_targets(view: DragonBridgeState, seat: int, legal: list[Action]) -> list[Target]:
    top = view.stack.top
    if top is None:
        return []
    n = view.bridge.size
    out: list[Target] = []
    taken: set[int] = set()

    def add(tile: int, actions: tuple[Action, ...], hint: str, badge: str = "") -> None:
        if 0 <= tile < n and tile not in taken:
            taken.add(tile)
            out.append(Target(L.tile_rect(tile, n), actions, hint, "tile", badge))

    if top.kind == "direction" and top.data.get("kind") != "bump":
        for d_act in legal:
            nxt = after(view, d_act)
            if nxt is None:
                continue
            frame = nxt.stack.top
            if frame is not None and frame.kind == "distance" and frame.seat == seat:
                d = int(frame.data["dir"])
                for dist in nxt.legal_actions():
                    k = int(cast(int, dist.args[0]))
                    add(view.pos[seat] + d * k, (d_act, dist), dist.label, str(k))
            else:
                add(nxt.pos[seat], (d_act,), d_act.label, str(abs(nxt.pos[seat] - view.pos[seat])))
    elif top.kind == "distance":
        d = int(top.data["dir"])
        for dist in legal:
            k = int(cast(int, dist.args[0]))
            add(view.pos[seat] + d * k, (dist,), dist.label, str(k))
    elif top.kind == "direction":  # a BUMP: arrows on either side of the rival
        rival = view.pos[1 - seat]
        pitch = L.tile_rect(1, n).x - L.tile_rect(0, n).x
        for d_act in legal:
            d = int(cast(int, d_act.args[0]))  # the engine's direction is a step along the tiles
            r = pygame.Rect(0, 0, pitch + 8, L.TILE_H + 10)
            r.center = (L.tile_rect(rival, n).centerx + d * (pitch + 6), L.tile_rect(0, n).centery)
            out.append(Target(r, (d_act,), d_act.label, f"arrow{d:+d}"))
    elif top.kind == "hack_tile":
        for act in legal:
            g = int(cast(int, act.args[0]))
            hack = view.game.hacks[str(top.data["hack"])]
            if hack.place == "gap":
                out.append(Target(L.gap_rect(g, n), (act,), act.label, "gap"))
            else:
                add(g, (act,), act.label)
    return out
