"""Small marks every part of this table uses: the felt, shadows under cards, the glow
that says "click me", the ring of a selected card, zone labels and little ribbons."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.kit.textfit import fit_size, shortened

GLOW = (255, 214, 110)
SELECT = (120, 220, 255)
FLASH = (255, 255, 255)
LABEL = (178, 190, 220)
TEXT = (236, 238, 246)
DIM = (150, 160, 186)
FELT = (20, 26, 40)
EDGE = (70, 86, 130)
WELL = (30, 38, 58)


def shadow(surface: pygame.Surface, r: pygame.Rect) -> None:
    theme.card_shadow(surface, r)


def glow(
    surface: pygame.Surface,
    r: pygame.Rect,
    *,
    strong: bool = False,
    pad: int = 8,
    colour: tuple[int, int, int] = GLOW,
) -> None:
    """The legal-target glow: soft gold around, brighter under the mouse."""
    g = r.inflate(pad, pad)
    surface.blit(_glow(g.size, strong, colour), g)


def ring(
    surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int], width: int = 3
) -> None:
    pygame.draw.rect(surface, colour, r.inflate(6, 6), width, border_radius=9)


@lru_cache(maxsize=128)
def _glow(size: tuple[int, int], strong: bool, colour: tuple[int, int, int]) -> pygame.Surface:
    img = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(img, (*colour, 130 if strong else 60), img.get_rect(), border_radius=10)
    pygame.draw.rect(img, (*colour, 255 if strong else 190), img.get_rect(), 2, border_radius=10)
    return img


def well(
    surface: pygame.Surface,
    r: pygame.Rect,
    label: str,
    *,
    colour: tuple[int, int, int] = LABEL,
    note: str = "",
    room: int | None = None,
) -> pygame.Rect:
    """A zone: a faint well and its label (and a note at the label's right). The label
    keeps within ``room`` (else the well) in smaller type, cut only past that: at 125%
    text "Action Stack · Discard" ran past its well's edge and "Your hand (7)" under
    the first card. Returns where the label printed, so a caller can set a line under it."""
    surface.blit(_well(r.size), r)
    theme.note_frame(surface, r)
    room = min(r.w - 16, room if room is not None else r.w)
    size = fit_size(label, room, 12, "bold")
    label = shortened(label, room, size, "bold")
    printed = theme.text(
        surface, label, (r.x + 8, r.y + 2), size=size, weight="bold", colour=colour
    )
    if note:
        room = r.right - printed.right - 16
        if room > 30:
            theme.text(
                surface,
                shortened(note, room, 12, "semibold"),
                (r.right - 8, r.y + 2),
                size=12,
                weight="semibold",
                colour=DIM,
                anchor="topright",
            )
    return printed


@lru_cache(maxsize=32)
def _well(size: tuple[int, int]) -> pygame.Surface:
    img = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(img, (*WELL, 170), img.get_rect(), border_radius=10)
    pygame.draw.rect(img, (*EDGE, 140), img.get_rect(), 1, border_radius=10)
    return img


def felt(size: tuple[int, int]) -> pygame.Surface:
    return _felt(size)


@lru_cache(maxsize=2)
def _felt(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*FELT, 240), surf.get_rect(), border_radius=14)
    pygame.draw.rect(surf, (*EDGE, 255), surf.get_rect(), 2, border_radius=14)
    return surf


def pill_rect(words: str, size: int = 10) -> pygame.Rect:
    """The rect a pill of ``words`` takes, at the origin (to place it before drawing)."""
    img = theme.rendered(words, size, "bold", (0, 0, 0))
    return img.get_rect().inflate(10, 2)


def pill(
    surface: pygame.Surface,
    centre: tuple[int, int],
    words: str,
    colour: tuple[int, int, int],
    *,
    size: int = 10,
    ink: tuple[int, int, int] = (14, 16, 24),
) -> pygame.Rect:
    """A small label on a coloured pill (a ribbon over a card: COMMITTED, @ Armory)."""
    img = theme.rendered(words, size, "bold", ink)
    r = img.get_rect(center=centre).inflate(10, 2)
    pygame.draw.rect(surface, colour, r, border_radius=r.h // 2)
    surface.blit(img, img.get_rect(center=r.center))
    return r


def dim(surface: pygame.Surface, r: pygame.Rect, alpha: int = 110) -> None:
    veil = pygame.Surface(r.size, pygame.SRCALPHA)
    veil.fill((8, 10, 16, alpha))
    surface.blit(veil, r)
