"""Where everything sits on the Gemwielders table, in one place, so drawing, clicking and
the tests' click points can never disagree.

The table reads top to bottom like the cardboard game seen from the viewer's chair: the
opponent's side (their Gembearer and counters, hand, defense setup, modifications), the
shared middle (the gem card deck that is the game's clock, the draft row, the gem pool,
the Sources and the scrap pile), the prompt with its buttons, the viewer's own side and
along the foot of the table the viewer's hand, the biggest cards, as they are the ones
played from.
"""

from __future__ import annotations

import pygame

PANEL_W = 264
BEARER_TILE = (94, 118)
ZONE_CARD = (60, 84)
ZONE_STEP = 66
ROW_CARD = (84, 118)
ROW_STEP = 96
HAND_CARD = (96, 134)
HAND_STEP = 104
OPP_HAND_CARD = (34, 48)
SOURCE_CARD = (56, 78)
ARENA_CARD = (66, 92)
ARENA_STEP = 72
CHIP_H = 18
LABEL_H = 15
PILE_CARD = (52, 73)
PILE_STEP = 58
LOOK_CARD = (96, 134)
BEARER_CHOICE = (196, 316)


def spread(centre_x: float, count: int, width: int, step: int, card_w: int) -> list[int]:
    """Left edges of ``count`` cards of width ``card_w`` centred on ``centre_x``, ``step``
    apart, squeezed (overlapping) as much as needed to stay within ``width``."""
    if count <= 0:
        return []
    if count > 1:
        step = min(step, max(8, (width - card_w) // (count - 1)))
    total = card_w + step * (count - 1)
    x0 = round(centre_x - total / 2)
    return [x0 + i * step for i in range(count)]


def packed(left: int, count: int, width: int, step: int, card_w: int) -> list[int]:
    """Left edges from ``left`` on, squeezed to ``width`` when they would run past it:
    a defense setup grows to the right, oldest card leftmost, like the rulebook's."""
    if count <= 0:
        return []
    if count > 1:
        step = min(step, max(8, (width - card_w) // (count - 1)))
    return [left + i * step for i in range(count)]


class Layout:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        r = self.rect
        x0 = r.x + 8
        right = r.right - 8
        self.opp_band = pygame.Rect(x0, r.y + 6, right - x0, 128)
        self.mid = pygame.Rect(x0, self.opp_band.bottom + 6, right - x0, 166)
        self.prompt = pygame.Rect(x0, self.mid.bottom + 6, right - x0, 38)
        self.own_band = pygame.Rect(x0, self.prompt.bottom + 6, right - x0, 128)
        self.hand = pygame.Rect(
            x0, self.own_band.bottom + 4, right - x0, r.bottom - 4 - self.own_band.bottom - 4
        )
        # The middle: clock | draft row | pool | Sources and scrap.
        m = self.mid
        self.clock = pygame.Rect(m.x, m.y, 128, m.h)
        self.row = pygame.Rect(
            self.clock.right + 10, m.y, 5 * ROW_STEP - (ROW_STEP - ROW_CARD[0]) + 8, m.h
        )
        self.pool = pygame.Rect(self.row.right + 10, m.y, 118, m.h)
        self.sources = pygame.Rect(self.pool.right + 10, m.y, m.right - self.pool.right - 10, m.h)
        self.arena = pygame.Rect(m)

    # --- a player's side --------------------------------------------------------------------
    def band(self, mine: bool) -> pygame.Rect:
        return self.own_band if mine else self.opp_band

    def panel(self, mine: bool) -> pygame.Rect:
        b = self.band(mine)
        return pygame.Rect(b.x, b.y, PANEL_W, b.h)

    def bearer_tile(self, mine: bool) -> pygame.Rect:
        p = self.panel(mine)
        r = pygame.Rect((0, 0), BEARER_TILE)
        r.midleft = (p.x + 6, p.centery)
        return r

    def opp_hand_zone(self) -> pygame.Rect:
        p = self.panel(False)
        return pygame.Rect(p.right + 10, p.y, 150, p.h)

    def defense_zone(self, mine: bool) -> pygame.Rect:
        b = self.band(mine)
        left = self.panel(mine).right + 10 if mine else self.opp_hand_zone().right + 10
        width = 330 if mine else 250
        return pygame.Rect(left, b.y, width, b.h)

    def mods_zone(self, mine: bool) -> pygame.Rect:
        b = self.band(mine)
        d = self.defense_zone(mine)
        return pygame.Rect(d.right + 10, b.y, b.right - d.right - 10, b.h)

    def zone_cards(self, zone: pygame.Rect, count: int) -> list[pygame.Rect]:
        """Cards laid in a zone of a side, under its label, oldest leftmost."""
        w, h = ZONE_CARD
        top = zone.y + LABEL_H + 6 + (zone.h - LABEL_H - 6 - h) // 2
        return [
            pygame.Rect(x, top, w, h) for x in packed(zone.x + 2, count, zone.w - 4, ZONE_STEP, w)
        ]

    def defense_card(self, mine: bool, index: int, count: int) -> pygame.Rect:
        return self.zone_cards(self.defense_zone(mine), count)[index]

    def mod_card(self, mine: bool, index: int, count: int) -> pygame.Rect:
        return self.zone_cards(self.mods_zone(mine), count)[index]

    def hand_card(self, index: int, count: int) -> pygame.Rect:
        w, h = HAND_CARD
        xs = spread(self.hand.centerx, count, self.hand.w - 8, HAND_STEP, w)
        return pygame.Rect(xs[index], self.hand.bottom - h - 2, w, h)

    def opp_hand_card(self, index: int, count: int) -> pygame.Rect:
        z = self.opp_hand_zone()
        w, h = OPP_HAND_CARD
        xs = packed(z.x + 4, count, z.w - 8, w + 4, w)
        return pygame.Rect(xs[index], z.y + LABEL_H + 8, w, h)

    # --- the middle ---------------------------------------------------------------------------
    def row_card(self, slot: int) -> pygame.Rect:
        w, h = ROW_CARD
        return pygame.Rect(self.row.x + 4 + slot * ROW_STEP, self.row.y + LABEL_H + 6, w, h)

    def row_chip(self, slot: int) -> pygame.Rect:
        c = self.row_card(slot)
        return pygame.Rect(c.x, c.bottom + 4, c.w, CHIP_H)

    def row_buttons(self, slot: int) -> tuple[pygame.Rect, pygame.Rect]:
        """Draft | Scrap, side by side where the chip is."""
        chip = self.row_chip(slot)
        half = (chip.w - 4) // 2
        return (
            pygame.Rect(chip.x, chip.y, half, chip.h + 2),
            pygame.Rect(chip.x + half + 4, chip.y, chip.w - half - 4, chip.h + 2),
        )

    def gem_deck_stack(self) -> pygame.Rect:
        r = pygame.Rect((0, 0), SOURCE_CARD)
        r.topleft = (self.clock.x + 8, self.clock.y + LABEL_H + 8)
        return r

    def pool_gem(self, index: int) -> pygame.Rect:
        """One kind of gem in the pool: a row with its gem and how many are left."""
        p = self.pool
        h = (p.h - LABEL_H - 10) // 5
        return pygame.Rect(p.x + 2, p.y + LABEL_H + 6 + index * h, p.w - 4, h - 2)

    def source_stack(self) -> pygame.Rect:
        r = pygame.Rect((0, 0), SOURCE_CARD)
        r.midtop = (self.sources.centerx, self.sources.y + LABEL_H + 8)
        return r

    def scrap_pile(self) -> pygame.Rect:
        s = self.sources
        return pygame.Rect(s.x + 4, s.bottom - 40, s.w - 8, 36)

    # --- the attack, shown over the middle ------------------------------------------------------
    def arena_halves(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Attacker's cards | the comparison | defender's setup."""
        a = self.arena
        mid_w = 170
        side = (a.w - mid_w - 20) // 2
        left = pygame.Rect(a.x + 6, a.y + 4, side, a.h - 48)
        centre = pygame.Rect(left.right + 4, a.y + 4, mid_w, a.h - 48)
        right = pygame.Rect(centre.right + 4, a.y + 4, a.right - 6 - centre.right - 4, a.h - 48)
        return left, centre, right

    def arena_caption(self) -> pygame.Rect:
        a = self.arena
        return pygame.Rect(a.x + 6, a.bottom - 42, a.w - 12, 38)

    def arena_cards(self, half: pygame.Rect, count: int) -> list[pygame.Rect]:
        w, h = ARENA_CARD
        top = half.y + LABEL_H + 8
        return [
            pygame.Rect(x, top, w, h)
            for x in spread(half.centerx, count, half.w - 8, ARENA_STEP, w)
        ]

    # --- pickers over the middle (a discard pile, the top of the deck, the Gembearers) ------
    def pile_cards(self, count: int) -> list[pygame.Rect]:
        """A discard pile laid out to pick from: as large as the cards fit, in one row
        or, for a long pile, in two rows of small cards."""
        area = self.mid.inflate(-16, 0)
        room = area.h - LABEL_H - 12
        for w, h in ((84, 118), (64, 90), PILE_CARD):
            step = w + 6
            per_row = max(1, (area.w + 6) // step)
            rows = (count + per_row - 1) // per_row
            if rows * (h + 6) - 6 <= room or (w, h) == PILE_CARD:
                break
        out = []
        top = area.y + LABEL_H + 8 + max(0, (room - rows * (h + 6) + 6) // 2)
        for i in range(count):
            row, col = divmod(i, per_row)
            in_row = min(per_row, count - row * per_row)
            xs = spread(area.centerx, in_row, area.w, step, w)
            out.append(pygame.Rect(xs[col], top + row * (h + 6), w, h))
        return out

    def look_cards(self, count: int) -> list[pygame.Rect]:
        w, h = LOOK_CARD
        xs = spread(self.mid.centerx, count, self.mid.w - 40, w + 24, w)
        return [pygame.Rect(x, self.mid.y + LABEL_H + 10, w, h) for x in xs]

    def bearer_choices(self, count: int) -> list[pygame.Rect]:
        w, h = BEARER_CHOICE
        # Set-up has no cards on the table yet: the choice takes the middle and the
        # viewer's side, under its title.
        xs = spread(self.rect.centerx, count, self.rect.w - 20, w + 18, w)
        return [pygame.Rect(x, self.mid.y + 34, w, h) for x in xs]
