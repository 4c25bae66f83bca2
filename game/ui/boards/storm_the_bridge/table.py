"""The things on the table and their rects for one view, built once per change: what is
drawn, what a click or a hover finds (topmost first) and where the tests click. A spot
names a thing: ("hand", i), ("char", key), ("section", id), ("pool", crew),
("passive", instance), ("item", uid), ("scan", crew), and the things only read by
hovering: ("hand_of", seat), ("crew_stack",), ("action_stack",), ("discard",),
("totals",), ("band", seat)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.boards.storm_the_bridge.layout import LABEL_H, STRIP, Layout, Slot

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState
    from game.ui.boards.storm_the_bridge.targets import Token

Spot = tuple[Any, ...]


@dataclass
class Table:
    """Every spot's rect, in drawing order (later ones lie on top)."""

    placed: list[tuple[Spot, pygame.Rect]] = field(default_factory=list)
    slots: dict[str, Slot] = field(default_factory=dict)  # party cards by key
    bands: dict[int, pygame.Rect] = field(default_factory=dict)
    centre_sections: list[str] = field(default_factory=list)
    scan: list[str] = field(default_factory=list)

    def rect(self, spot: Spot) -> pygame.Rect | None:
        for s, r in reversed(self.placed):
            if s == spot:
                return r
        return None

    def at(self, pos: tuple[int, int]) -> Spot | None:
        for s, r in reversed(self.placed):
            if r.collidepoint(pos):
                return s
        return None


def token_of(view: StormState, viewer: int, spot: Spot) -> Token | None:
    """The path token a click on ``spot`` stands for (None: a thing only read)."""
    kind = spot[0]
    if kind == "hand":
        hand = view.hand[viewer]
        i = int(spot[1])
        inst = hand[i] if i < len(hand) else None
        return ("hand", view.game.design_of[inst]) if inst is not None else None
    if kind in ("char", "section", "pool", "passive", "item", "scan"):
        return (kind, spot[1])
    return None


def scanning(view: StormState, viewer: int) -> list[str]:
    """The top cards of the Crew Stack a scan of the viewer's is ordering, top first."""
    top = view.stack.top
    if top is None or top.kind != "scan" or top.seat != viewer:
        return []
    k, placed = int(top.data["k"]), int(top.data["placed"])
    n = len(view.crew_stack)
    return [str(view.crew_stack[n - 1 - i]) for i in range(placed, k) if n - 1 - i >= 0]


def build(view: StormState, viewer: int, layout: Layout) -> Table:
    t = Table()
    seats = view.num_players
    t.bands = layout.bands(viewer)
    for seat in range(seats):
        band = t.bands[seat]
        t.placed.append((("band", seat), pygame.Rect(band.x, band.y, band.w, LABEL_H)))
        if seat != viewer:
            t.placed.append((("hand_of", seat), hand_badge(band)))
        groups: list[tuple[str | None, list[str]]] = [
            (None, [c for c in view.party[seat] if c not in view.assigned])
        ]
        for sec in view.game.section_order:
            if view.occupier.get(sec) == seat:
                groups.append((sec, [c for c in view.party[seat] if view.assigned.get(c) == sec]))
        slots = layout.party_slots(band, f"leader:{seat}", groups, view.tapped)
        for slot in slots:
            t.slots[slot.key] = slot
            _with_passives(t, view, slot.key, slot.rect, band.bottom - 2)
            spot = ("section", slot.key) if slot.kind == "section" else ("char", slot.key)
            t.placed.append((spot, slot.rect))
    # The centre: Crew Stack, pool, sections nobody holds.
    t.placed.append((("crew_stack",), layout.crew_stack()))
    for i, crew in enumerate(view.pool):
        t.placed.append((("pool", crew), layout.pool_slot(i)))
    t.centre_sections = [s for s in view.game.section_order if view.occupier.get(s) is None]
    for i, sec in enumerate(t.centre_sections):
        r = layout.centre_section(i, len(t.centre_sections))
        _with_passives(t, view, sec, r, layout.centre.bottom - 2)
        t.placed.append((("section", sec), r))
    t.scan = scanning(view, viewer)
    for crew, r in zip(t.scan, layout.scan_cards(len(t.scan)), strict=True):
        t.placed.append((("scan", crew), r))
    # The foot: the hand, the Action Stack, the discard pile.
    hand = view.hand[viewer]
    for i in range(len(hand)):
        t.placed.append((("hand", i), layout.hand_card(i, len(hand))))
    t.placed.append((("action_stack",), layout.action_stack()))
    t.placed.append((("discard",), layout.discard()))
    # The response column, top item first.
    items = list(reversed(view.items))
    for item, r in zip(items, layout.item_rects(len(items)), strict=False):
        t.placed.append((("item", item[0]), r))
    if view.act_kind:
        t.placed.append((("totals",), layout.totals_box()))
    return t


def hand_badge(band: pygame.Rect) -> pygame.Rect:
    """Where a rival's hand shows as backs with its count: the band's top right."""
    return pygame.Rect(band.right - 96, band.y + 1, 92, LABEL_H - 2)


def strip_rects(host: pygame.Rect, count: int, floor: int) -> list[pygame.Rect]:
    """Passives tucked under a host: each strip shows below the one before, squeezed to
    stay above ``floor``; past what fits, the last strips lie on one another (the hover
    panel of the host lists them all)."""
    if count <= 0:
        return []
    room = floor - host.bottom
    h = max(10, min(STRIP, room // count))
    fit = max(1, room // h)
    return [pygame.Rect(host.x, host.bottom + min(i, fit - 1) * h, host.w, h) for i in range(count)]


def _with_passives(t: Table, view: StormState, host: str, r: pygame.Rect, floor: int) -> None:
    cards = view.attached.get(host, [])
    # Only the strip shows, below the host, the first attached nearest it.
    for inst, sr in zip(cards, strip_rects(r, len(cards), floor), strict=True):
        t.placed.append((("passive", inst), sr))
