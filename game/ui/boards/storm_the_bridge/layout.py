"""Where everything sits on the Storm the Bridge table, in one place, so drawing, clicking
and the tests' click points can never disagree.

The table reads top to bottom as the viewer sits at it: the rivals' parties across the
table (side by side at three seats), the centre of the ship (the Crew Stack, the
Available Crew Pool and the sections nobody holds), the prompt with its buttons, the
viewer's own party, and along the foot the viewer's hand beside the Action Stack and the
discard pile. The response stack is a column at the right of the middle of the table,
next to what it is about, so a player reads what waits, top first, without looking away.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

LEADER = (70, 96)  # oversized cards: leaders and sections
SECTION = (70, 96)
CREW = (60, 84)  # standard cards: crew and action cards
HAND_CARD = (82, 115)
HAND_STEP = 100
HAND_LABEL_W = 104  # the hand well's label, which the cards keep right of
PILE = (62, 87)
LABEL_H = 18
STRIP = 11  # how much of a tucked passive shows below its host
CHIP_H = 11  # the "+N more" chip under the strips
MAX_STRIPS = 2  # tucked passives shown as strips; the rest are counted on the chip
BAND_H = 150  # a party's band: label row, cards, two strips and a chip
CENTRE_H = 130
GROUP_GAP = 14
CARD_GAP = 6
STACK_W = 206
POOL_STEP = 66
SECTION_STEP = 80
MIN_SHOW = 26  # a squeezed card still shows this much of its left edge
RIVAL_SHARE = 0.4  # the least of the rivals' row a three-seat rival's band keeps


@dataclass(frozen=True)
class Slot:
    """One card of a party band: its key, where its upright or turned card sits."""

    key: str
    rect: pygame.Rect
    kind: str  # "leader", "crew" or "section"
    tapped: bool
    station: str | None = None  # the section a crew member is stationed at
    upright: tuple[int, int] = CREW  # the card's size standing up (scaled in a crowd)


def card_size(kind: str, tapped: bool, scale: float = 1.0) -> tuple[int, int]:
    w, h = upright_size(kind, scale)
    return (h, w) if tapped else (w, h)


def upright_size(kind: str, scale: float = 1.0) -> tuple[int, int]:
    w, h = CREW if kind == "crew" else LEADER
    return round(w * scale), round(h * scale)


MIN_SCALE = 0.74  # a crowded party's cards shrink this far before they overlap


class Layout:
    def __init__(self, rect: pygame.Rect, seats: int):
        self.rect = pygame.Rect(rect)
        self.seats = seats
        r = self.rect
        x0, right = r.x + 8, r.right - 8
        self.opp_band = pygame.Rect(x0, r.y + 6, right - x0, BAND_H)
        top = self.opp_band.bottom + 6
        main_right = right - STACK_W - 8
        self.centre = pygame.Rect(x0, top, main_right - x0, CENTRE_H)
        self.prompt = pygame.Rect(x0, self.centre.bottom + 6, main_right - x0, 36)
        self.own_band = pygame.Rect(x0, self.prompt.bottom + 6, main_right - x0, BAND_H)
        self.stack = pygame.Rect(right - STACK_W, top, STACK_W, self.own_band.bottom - top)
        self.hand = pygame.Rect(
            x0, self.stack.bottom + 6, right - x0, r.bottom - 4 - self.stack.bottom - 6
        )
        self.piles = pygame.Rect(self.hand.right - 152, self.hand.y, 152, self.hand.h)
        # The centre: Crew Stack and pool on the left, the sections nobody holds right.
        c = self.centre
        self.crew_zone = pygame.Rect(c.x, c.y, 20 + CREW[0] + 3 * POOL_STEP + 6, c.h)
        self.ship_zone = pygame.Rect(
            self.crew_zone.right + 8, c.y, c.right - self.crew_zone.right - 8, c.h
        )
        # The tray of every option (Respond / All moves) covers the rivals and the centre.
        self.tray = pygame.Rect(x0, r.y + 6, main_right - x0, self.centre.bottom - r.y - 6)

    # --- the parties -----------------------------------------------------------------
    def bands(self, viewer: int, needs: dict[int, int] | None = None) -> dict[int, pygame.Rect]:
        """Each seat's band: the viewer's under the prompt, the others across the table in
        turn order after the viewer (at three seats, side by side). ``needs`` (each seat's
        ``party_width``) lets a crowded rival take room its neighbour leaves empty: halves
        when both fit or both crowd, else the crowded band widens, the other keeping what
        its cards need and never less than ``RIVAL_SHARE`` of the row."""
        out = {viewer: self.own_band}
        others = [(viewer + i) % self.seats for i in range(1, self.seats)]
        b = self.opp_band
        total = b.w - 8 * (len(others) - 1)
        widths = [total // len(others)] * len(others)
        if len(others) == 2 and needs:
            first = _share(total, needs.get(others[0], 0), needs.get(others[1], 0))
            widths = [first, total - first]
        x = b.x
        for seat, w in zip(others, widths, strict=True):
            out[seat] = pygame.Rect(x, b.y, w, b.h)
            x += w + 8
        return out

    def party_slots(
        self,
        band: pygame.Rect,
        leader: str,
        groups: list[tuple[str | None, list[str]]],
        tapped: set[str],
    ) -> list[Slot]:
        """The band's cards left to right: the leader and the unstationed crew, then each
        held section followed by the crew stationed there. Cards overlap, the later on top,
        when the band is too narrow; each keeps at least ``MIN_SHOW`` pixels in view."""
        items = _band_items(leader, groups, tapped)
        gaps = _gaps(items)
        room = band.w - 16
        natural = sum(card_size(kind, t)[0] for _, kind, t, _, _ in items) + sum(gaps)
        scale = max(MIN_SCALE, min(1.0, (room - sum(gaps)) / max(1, natural - sum(gaps))))
        widths = [card_size(kind, t, scale)[0] for _, kind, t, _, _ in items]
        natural = sum(widths) + sum(gaps)
        advances: list[float] = [w + g for w, g in zip(widths[:-1], gaps[1:], strict=True)]
        if natural > room and advances:
            # Cards slide under the next one; the gaps between groups stay, so each
            # section's frame keeps its stationed crew apart from the next group. Crew
            # slide first: a leader or a section under a neighbour hid the numbers an
            # attacker reads (a section's defence badge, a leader's influence), so they
            # give way only when the crew alone cannot make the room.
            need = natural - room
            kinds = [kind for _, kind, *_ in items[:-1]]
            give = [max(0, w - MIN_SHOW) for w in widths[:-1]]
            crew_slack = sum(g for g, kind in zip(give, kinds, strict=True) if kind == "crew")
            k_crew = min(1.0, need / crew_slack) if crew_slack else 0.0
            rest = need - crew_slack * k_crew
            other_slack = sum(give) - crew_slack
            k_other = min(1.0, rest / other_slack) if other_slack and rest > 0 else 0.0
            advances = [
                a - g * (k_crew if kind == "crew" else k_other)
                for a, g, kind in zip(advances, give, kinds, strict=True)
            ]
        x = float(band.x + 8)
        base = band.y + LABEL_H + 2
        full_h = upright_size("leader", scale)[1]
        out = []
        for i, (key, kind, t, station, _) in enumerate(items):
            w, h = card_size(kind, t, scale)
            y = base + (full_h - h) // 2 if kind == "crew" else base
            if kind == "crew" and t:
                y = base + (full_h - h) - 4
            out.append(
                Slot(
                    key,
                    pygame.Rect(round(x), y, w, h),
                    kind,
                    t,
                    station,
                    upright_size(kind, scale),
                )
            )
            if i < len(advances):
                x += advances[i]
        return out

    @staticmethod
    def party_width(
        leader: str, groups: list[tuple[str | None, list[str]]], tapped: set[str]
    ) -> int:
        """The band width at which the party's cards lie side by side at full size."""
        items = _band_items(leader, groups, tapped)
        cards = sum(card_size(kind, t)[0] for _, kind, t, _, _ in items)
        return cards + sum(_gaps(items)) + 16

    def station_frames(self, slots: list[Slot], floor: int) -> dict[str, pygame.Rect]:
        """Each held section's frame: around the section card and the crew stationed there
        (drawn right after it), down to ``floor`` so their passives' strips sit inside,
        so a player reads who defends what at a glance."""
        out: dict[str, pygame.Rect] = {}
        for slot in slots:
            if slot.kind == "section":
                out[slot.key] = slot.rect.copy()
            elif slot.station is not None and slot.station in out:
                out[slot.station].union_ip(slot.rect)
        pad = GROUP_GAP // 2 - 1
        for key, r in out.items():
            top = r.y - 3
            out[key] = pygame.Rect(r.x - pad, top, r.w + 2 * pad, floor - top)
        return out

    # --- the centre ---------------------------------------------------------------------
    def crew_stack(self) -> pygame.Rect:
        z = self.crew_zone
        return pygame.Rect(z.x + 8, z.y + LABEL_H + 8, *CREW)

    def pool_slot(self, i: int) -> pygame.Rect:
        s = self.crew_stack()
        return pygame.Rect(s.right + 12 + i * POOL_STEP, s.y, *CREW)

    def centre_section(self, i: int, count: int) -> pygame.Rect:
        z = self.ship_zone
        step = min(SECTION_STEP, (z.w - 8 - SECTION[0]) // max(1, count - 1)) if count > 1 else 0
        total = SECTION[0] + step * (count - 1)
        x0 = z.centerx - total // 2
        return pygame.Rect(x0 + i * step, z.y + LABEL_H + 4, *SECTION)

    # --- the foot of the table ----------------------------------------------------------
    def hand_card(self, i: int, count: int) -> pygame.Rect:
        area = pygame.Rect(self.hand.x, self.hand.y, self.piles.x - self.hand.x - 8, self.hand.h)
        # The cards keep right of the well's label ("Your hand (6)"), which they would
        # otherwise touch with their top edge.
        left = area.x + HAND_LABEL_W
        w, h = HAND_CARD
        step = HAND_STEP
        if count > 1:
            step = min(step, (area.right - 8 - left - w) // (count - 1))
        total = w + step * (count - 1)
        x0 = max(left, area.centerx - total // 2)
        return pygame.Rect(x0 + i * step, self.hand.bottom - h - 2, w, h)

    def action_stack(self) -> pygame.Rect:
        p = self.piles
        return pygame.Rect(p.x + 6, p.y + LABEL_H + 8, *PILE)

    def discard(self) -> pygame.Rect:
        a = self.action_stack()
        return pygame.Rect(a.right + 10, a.y, *PILE)

    # --- the response stack ---------------------------------------------------------------
    def stack_header(self) -> pygame.Rect:
        s = self.stack
        return pygame.Rect(s.x + 8, s.y + 6, s.w - 16, 44)

    def totals_box(self) -> pygame.Rect:
        s = self.stack
        return pygame.Rect(s.x + 8, s.bottom - 92, s.w - 16, 84)

    def item_rects(self, count: int) -> list[pygame.Rect]:
        """Stack items top first: the one that resolves first is at the top of the column.
        Rows shrink when many wait, down to one line each."""
        head = self.stack_header()
        area_top = head.bottom + 4
        area_bottom = self.totals_box().y - 22  # room for the "In effect" line
        if count <= 0:
            return []
        h = min(50, max(22, (area_bottom - area_top - 4 * (count - 1)) // count))
        return [
            pygame.Rect(head.x, area_top + i * (h + 4), head.w, h)
            for i in range(count)
            if area_top + i * (h + 4) + h <= area_bottom
        ]

    # --- trays laid over the centre -------------------------------------------------------
    def scan_cards(self, count: int) -> list[pygame.Rect]:
        c = self.centre
        w, h = CREW
        step = w + 24
        total = w + step * (count - 1)
        x0 = c.centerx - total // 2
        return [pygame.Rect(x0 + i * step, c.y + LABEL_H + 14, w, h) for i in range(count)]

    def scan_panel(self, count: int) -> pygame.Rect:
        """The tray under the scanned cards: the centre's whole height, so its title has
        a row of its own above them (a tray hugging the cards printed it across their
        name plates)."""
        box = self.scan_cards(count)[0].unionall(self.scan_cards(count))
        return pygame.Rect(box.x - 20, self.centre.y, box.w + 40, self.centre.h)


BandItem = tuple[str, str, bool, str | None, bool]  # key, kind, tapped, station, new group


def _band_items(
    leader: str, groups: list[tuple[str | None, list[str]]], tapped: set[str]
) -> list[BandItem]:
    items: list[BandItem] = [(leader, "leader", leader in tapped, None, False)]
    for section, crew in groups:
        if section is not None:
            items.append((section, "section", section in tapped, None, True))
        for i, c in enumerate(crew):
            first = section is None and i == 0
            items.append((c, "crew", c in tapped, section, first))
    return items


def _gaps(items: list[BandItem]) -> list[int]:
    gaps = [GROUP_GAP if new else CARD_GAP for *_, new in items]
    gaps[0] = 0
    return gaps


def _share(total: int, need_a: int, need_b: int) -> int:
    """The first of two rival bands' width out of ``total`` (see ``Layout.bands``)."""
    half, least = total // 2, round(total * RIVAL_SHARE)
    if need_a > half and need_b < total - half:
        return max(half, min(need_a, total - max(need_b, least)))
    if need_b > total - half and need_a < half:
        return total - max(total - half, min(need_b, total - max(need_a, least)))
    return half
