"""The things on the table and their rects for one view, built once per change: what is
drawn, what a click or a hover finds (topmost first) and where the tests click. A spot
names a thing: ("hand", i), ("char", key), ("section", id), ("pool", crew),
("passive", instance), ("item", uid), ("scan", crew), and the things only read by
hovering: ("hand_of", seat), ("crew_stack",), ("action_stack",), ("discard",),
("totals",), ("band", seat), ("more", host) (the chip counting a host's passives past
the two strips shown), ("defence", section) (a held section's defence tag)."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.engines.storm_the_bridge import attack
from game.engines.storm_the_bridge import passives as P
from game.ui import theme
from game.ui.boards.storm_the_bridge.layout import (
    CHIP_H,
    LABEL_H,
    MAX_STRIPS,
    STRIP,
    Layout,
    Slot,
)

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState
    from game.ui.boards.storm_the_bridge.targets import Token

Spot = tuple[Any, ...]


@dataclass
class Table:
    """Every spot's rect, in drawing order (later ones lie on top)."""

    placed: list[tuple[Spot, pygame.Rect]] = field(default_factory=list)
    slots: dict[str, Slot] = field(default_factory=dict)  # party cards by key
    # The party cards of bands where some card lies under its neighbour: their tapped
    # names all print at the plate's smallest size, so one row reads at one size.
    crowded: set[str] = field(default_factory=set)
    bands: dict[int, pygame.Rect] = field(default_factory=dict)
    centre_sections: list[str] = field(default_factory=list)
    scan: list[str] = field(default_factory=list)
    # Each held section's frame around it and the crew stationed there.
    frames: dict[str, pygame.Rect] = field(default_factory=dict)
    # Per host: the passives shown as strips (older first) and those counted on its chip.
    tucked: dict[str, tuple[list[str], list[str]]] = field(default_factory=dict)

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


def party_groups(view: StormState, seat: int) -> list[tuple[str | None, list[str]]]:
    """A party as its band lays it out: the unstationed crew, then each held section
    with the crew stationed there."""
    groups: list[tuple[str | None, list[str]]] = [
        (None, [c for c in view.party[seat] if c not in view.assigned])
    ]
    for sec in view.game.section_order:
        if view.occupier.get(sec) == seat:
            groups.append((sec, [c for c in view.party[seat] if view.assigned.get(c) == sec]))
    return groups


def bands(view: StormState, viewer: int, layout: Layout) -> dict[int, pygame.Rect]:
    """Each seat's band, a crowded rival's widened into room its neighbour leaves."""
    needs = {
        seat: layout.party_width(f"leader:{seat}", party_groups(view, seat), view.tapped)
        for seat in range(view.num_players)
    }
    return layout.bands(viewer, needs)


def build(
    view: StormState,
    viewer: int,
    layout: Layout,
    prefer: frozenset[str] = frozenset(),
    heads: dict[int, int] | None = None,
    pills: dict[int, pygame.Rect] | None = None,
    placed_bands: dict[int, pygame.Rect] | None = None,
) -> Table:
    """The table for ``view``; ``prefer`` names passives a click may be about now, which
    always show as strips rather than hide behind a host's chip; ``heads`` says where
    each band's name ends and ``pills`` where its priority pill sits, which the defence
    tags keep clear of; ``placed_bands`` the bands the board already settled them in."""
    t = Table()
    seats = view.num_players
    t.bands = placed_bands if placed_bands is not None else bands(view, viewer, layout)
    for seat in range(seats):
        band = t.bands[seat]
        t.placed.append((("band", seat), pygame.Rect(band.x, band.y, band.w, LABEL_H)))
        if seat != viewer:
            t.placed.append((("hand_of", seat), hand_badge(band)))
        groups = party_groups(view, seat)
        slots = layout.party_slots(band, f"leader:{seat}", groups, view.tapped)
        frames = layout.station_frames(slots, band.bottom - 3)
        t.frames.update(frames)
        head = (heads or {}).get(seat, band.x + 120)
        clear = [pygame.Rect(band.x, band.y, head + 8 - band.x, LABEL_H)]
        if seat != viewer:
            clear.append(hand_badge(band))
        if pills and seat in pills:
            clear.append(pills[seat].inflate(8, 0))
        for sec, r in defence_tags(view, band, frames, clear).items():
            t.placed.append((("defence", sec), r))
        if any(b.rect.x < a.rect.right for a, b in itertools.pairwise(slots)):
            t.crowded.update(s.key for s in slots)
        for slot in slots:
            t.slots[slot.key] = slot
            _with_passives(t, view, slot.key, slot.rect, band.bottom - 3, prefer)
            spot = ("section", slot.key) if slot.kind == "section" else ("char", slot.key)
            t.placed.append((spot, slot.rect))
        _fit_frames(t, slots, frames)
        _tags_below(t, view, band, frames)
    # The centre: Crew Stack, pool, sections nobody holds.
    t.placed.append((("crew_stack",), layout.crew_stack()))
    for i, crew in enumerate(view.pool):
        t.placed.append((("pool", crew), layout.pool_slot(i)))
    t.centre_sections = [s for s in view.game.section_order if view.occupier.get(s) is None]
    for i, sec in enumerate(t.centre_sections):
        r = layout.centre_section(i, len(t.centre_sections))
        _with_passives(t, view, sec, r, layout.centre.bottom - 2, prefer)
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
    # The response column, top item first (nothing once the game is over).
    items = [] if view.is_over else list(reversed(view.items))
    for item, r in zip(items, layout.item_rects(len(items)), strict=False):
        t.placed.append((("item", item[0]), r))
    if view.act_kind and not view.is_over:
        t.placed.append((("totals",), layout.totals_box()))
    return t


def _fit_frames(t: Table, slots: list[Slot], frames: dict[str, pygame.Rect]) -> None:
    """Each frame ends just under the lowest thing it holds (a card, a strip, a chip):
    a frame running on to the band's floor read as an empty box under its section."""
    for sec, frame in frames.items():
        inside = [s.key for s in slots if s.key == sec or s.station == sec]
        bottom = frame.y
        for key in inside:
            bottom = max(bottom, t.slots[key].rect.bottom)
            shown, _ = t.tucked.get(key, ([], []))
            for r in [t.rect(("passive", i)) for i in shown] + [t.rect(("more", key))]:
                if r is not None:
                    bottom = max(bottom, r.bottom)
        frame.h = min(frame.h, bottom + 4 - frame.y)
        t.frames[sec] = frame


def _tags_below(
    t: Table, view: StormState, band: pygame.Rect, frames: dict[str, pygame.Rect]
) -> None:
    """A held section whose tag found no room in the label row (the band's name runs
    over its frame) gets it under its frame, when the band has room there and nothing
    else lies in the way: every held section shows its defence, not only some."""
    inside = [r for _, r in t.placed if band.contains(r) and r.y > band.y + LABEL_H]
    for sec, frame in sorted(frames.items(), key=lambda kv: kv[1].x):
        if t.rect(("defence", sec)) is not None:
            continue
        w = theme.text_width(tag_words(view, sec), TAG_SIZE, "bold") + 12
        r = pygame.Rect(0, frame.bottom - 3, w, LABEL_H - 3)
        r.right = frame.right - 2
        if r.bottom > band.bottom - 1 or r.x < frame.x or r.collidelist(inside) != -1:
            continue
        t.placed.append((("defence", sec), r))
        inside.append(r)


TAG_SIZE = 10  # a defence tag's words


def char_stats(view: StormState, key: str) -> tuple[int, int]:
    """A character's combat and influence as it counts them: every modifier added, then
    the floor of 0 (R27), so Galactic Mumples on a combat-1 crew member shows 0, not -1."""
    return max(0, P.stat(view, key, "combat")), max(0, P.stat(view, key, "influence"))


def defence_of(view: StormState, sec: str) -> int:
    """A held section's defence as it stands: its bonus, its holder's leader and the crew
    stationed there (what an attack on it would have to match, before any card)."""
    if view.occupier.get(sec) is None:
        return 0
    return attack.defense_of(view, sec)


def tag_words(view: StormState, sec: str) -> str:
    return f"DEF {defence_of(view, sec)}"


def defence_tags(
    view: StormState,
    band: pygame.Rect,
    frames: dict[str, pygame.Rect],
    clear: list[pygame.Rect],
) -> dict[str, pygame.Rect]:
    """Each held section's defence tag in the band's label row, over the right end of its
    frame: slid right (never over another frame) to keep clear of the band's name and a
    rival's hand; left out where it cannot (the section's hover tells it anyway)."""
    from game.ui.kit.placement import clear_shift

    out: dict[str, pygame.Rect] = {}
    taken = list(clear)
    for sec, frame in sorted(frames.items(), key=lambda kv: kv[1].x):
        w = theme.text_width(tag_words(view, sec), TAG_SIZE, "bold") + 12
        r = pygame.Rect(0, band.y + 2, w, LABEL_H - 3)
        r.right = frame.right - 2
        bounds = pygame.Rect(frame.x, band.y, frame.w, LABEL_H)
        dx = clear_shift([r], taken, bounds, reach=frame.w)
        if dx is None:
            continue
        out[sec] = r.move(dx, 0)
        taken.append(out[sec])
    return out


def hand_badge(band: pygame.Rect) -> pygame.Rect:
    """Where a rival's hand shows as backs with its count: the band's top right."""
    return pygame.Rect(band.right - 96, band.y + 1, 92, LABEL_H - 2)


def shown_passives(
    cards: list[str], prefer: frozenset[str] = frozenset(), room: int | None = None
) -> tuple[list[str], list[str]]:
    """Which of a host's passives (in the order attached) show as strips and which the
    chip counts: the ``MAX_STRIPS`` most recent, fewer where only ``room`` pixels lie
    under the host (a strip or the chip each needs 9, so nothing crosses the well's
    edge), unless a click may be about an older one (those always show), each list in
    the order attached."""
    slots = MAX_STRIPS + 1 if room is None else max(1, room // 9)
    if len(cards) <= min(MAX_STRIPS, slots):
        return list(cards), []
    limit = min(MAX_STRIPS, slots - 1)
    wanted = [c for c in cards if c in prefer]
    keep = set(wanted)
    for c in reversed(cards):
        if len(keep) >= max(limit, len(wanted)):
            break
        keep.add(c)
    return [c for c in cards if c in keep], [c for c in cards if c not in keep]


def tuck_rects(
    host: pygame.Rect, strips: int, chip: bool, floor: int
) -> tuple[list[pygame.Rect], pygame.Rect | None]:
    """Strips tucked under a host, one below the other, then the chip: squeezed (never
    under 9 pixels a strip) to stay above ``floor``."""
    if strips <= 0 and not chip:
        return [], None
    room = floor - host.bottom
    chip_h = min(CHIP_H, room // (strips + 1)) if chip else 0
    h = max(9, min(STRIP, (room - chip_h) // max(1, strips)))
    rects = [pygame.Rect(host.x, host.bottom + i * h, host.w, h) for i in range(strips)]
    chip_rect = None
    if chip:
        y = host.bottom + strips * h
        chip_rect = pygame.Rect(host.x + 4, y, host.w - 8, max(9, min(chip_h, floor - y)))
    return rects, chip_rect


def _with_passives(
    t: Table, view: StormState, host: str, r: pygame.Rect, floor: int, prefer: frozenset[str]
) -> None:
    cards = view.attached.get(host, [])
    if not cards:
        return
    shown, hidden = shown_passives(list(cards), prefer, floor - r.bottom)
    t.tucked[host] = (shown, hidden)
    rects, chip = tuck_rects(r, len(shown), bool(hidden), floor)
    # Only the strip shows, below the host, the first attached nearest it.
    for inst, sr in zip(shown, rects, strict=True):
        t.placed.append((("passive", inst), sr))
    if chip is not None:
        t.placed.append((("more", host), chip))
