"""Positions that depend on the state (how many gems, items, wizards to pick from), kept
apart from drawing so hit-testing and tests use the very rects that are drawn."""

from __future__ import annotations

import pygame

from game.ui.boards.dragon_bridge import layout as L

GEM_STEP = 24
CHIP_W = 122
WIZARD_CARD = (104, 152)  # two rows of eight fit between the title and the prompt


def plaque(me: bool) -> pygame.Rect:
    return L.plaque_rect(me)


def wizard_chip(me: bool) -> pygame.Rect:
    p = plaque(me)
    return pygame.Rect(p.x + 196, p.y + 8, 182, 26)


def gem_row(me: bool) -> tuple[int, int]:
    """Left end and centre line of the gem row."""
    p = plaque(me)
    return (p.x + 76, p.y + 52) if me else (p.x + 244, p.y + 52)


def gem_rects(me: bool, ready: int, depleted: int) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    x, y = gem_row(me)
    out: list[pygame.Rect] = []
    for i in range(ready + depleted):
        r = pygame.Rect(0, 0, 22, 24)
        r.center = (x + i * GEM_STEP + 11, y)
        out.append(r)
    return out[:ready], out[ready:]


def item_chip(me: bool, index: int) -> pygame.Rect:
    p = plaque(me)
    if me:
        row, col = divmod(index, 3)
        return pygame.Rect(p.x + 12 + col * (CHIP_W + 6), p.y + 72 + row * 30, CHIP_W, 26)
    row, col = divmod(index, 3)
    return pygame.Rect(p.x + 452 + col * (CHIP_W + 6), p.y + 8 + row * 30, CHIP_W, 26)


def opp_hand(index: int, count: int) -> pygame.Rect:
    w, h = 34, 48
    step = min(w + 4, 150 / max(1, count))
    x0 = L.OPP.right - 12 - w - step * (count - 1)
    return pygame.Rect(round(x0 + index * step), L.OPP.y + 12, w, h)


def wizard_card(index: int, count: int) -> pygame.Rect:
    """The wizards on offer at set-up, dealt in rows across the table."""
    per_row = min(8, count)
    w, h = WIZARD_CARD
    gap = 8
    row, col = divmod(index, per_row)
    in_row = min(per_row, count - row * per_row)
    x0 = L.B.centerx - (in_row * w + (in_row - 1) * gap) // 2
    return pygame.Rect(x0 + col * (w + gap), L.SCENE.y + 44 + row * (h + 12), w, h)
