"""Small marks every part of the table uses: shadows under cards, the glow that says
'click me', zone labels, ribbons over used cards, the eye over a card someone has seen."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import theme

GLOW = (255, 214, 110)
LABEL = (196, 182, 214)
TEXT = (240, 234, 246)
DIM = (170, 160, 186)
FELT = (34, 26, 44)
EDGE = (104, 82, 128)


def shadow(surface: pygame.Surface, r: pygame.Rect) -> None:
    theme.card_shadow(surface, r)


def glow(surface: pygame.Surface, r: pygame.Rect, *, strong: bool = False, pad: int = 10) -> None:
    """The legal-target glow: soft gold around, brighter under the mouse."""
    g = r.inflate(pad, pad)
    surface.blit(_glow(g.size, strong), g)


@lru_cache(maxsize=64)
def _glow(size: tuple[int, int], strong: bool) -> pygame.Surface:
    img = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(img, (*GLOW, 140 if strong else 70), img.get_rect(), border_radius=12)
    pygame.draw.rect(img, (*GLOW, 255 if strong else 190), img.get_rect(), 2, border_radius=12)
    return img


def zone(surface: pygame.Surface, r: pygame.Rect, label: str, *, note: str = "") -> pygame.Rect:
    """A zone of a side: a faint well and its label (and a note at the label's right)."""
    surface.blit(_well(r.size), r)
    printed = theme.text(surface, label, (r.x + 8, r.y + 3), size=12, weight="bold", colour=LABEL)
    if note:
        room = r.right - printed.right - 16
        from game.ui.kit.textfit import shortened

        theme.text(
            surface,
            shortened(note, room, 12, "semibold"),
            (r.right - 8, r.y + 3),
            size=12,
            weight="semibold",
            colour=DIM,
            anchor="topright",
        )
    return printed


@lru_cache(maxsize=32)
def _well(size: tuple[int, int]) -> pygame.Surface:
    img = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(img, (16, 10, 24, 120), img.get_rect(), border_radius=10)
    pygame.draw.rect(img, (*EDGE, 130), img.get_rect(), 1, border_radius=10)
    return img


def ribbon(
    surface: pygame.Surface, r: pygame.Rect, text: str, colour: tuple[int, int, int]
) -> None:
    """A band across a card (USED, DEAD, IN THE ATTACK), readable over any face."""
    band = pygame.Rect(r.x, r.centery - 9, r.w, 18)
    label(surface, band, text, colour, 225)


def label(
    surface: pygame.Surface,
    band: pygame.Rect,
    text: str,
    colour: tuple[int, int, int],
    alpha: int = 255,
) -> None:
    """``text`` on a band of ``colour`` filling ``band``: opaque by default, for a band
    laid over printed words, which would show through."""
    img = pygame.Surface(band.size, pygame.SRCALPHA)
    img.fill((*colour, alpha))
    surface.blit(img, band)
    size = 11 if band.w >= 56 else 9
    theme.text(
        surface,
        text,
        band.center,
        size=size,
        weight="bold",
        colour=(255, 255, 255),
        anchor="center",
    )


def eye(surface: pygame.Surface, centre: tuple[int, int], size: int = 16) -> pygame.Rect:
    """An eye: a card its viewer has seen though it lies face down."""
    surface.blit(_eye(size), (centre[0] - size // 2, centre[1] - size // 2))
    return pygame.Rect(centre[0] - size // 2, centre[1] - size // 2, size, size)


@lru_cache(maxsize=8)
def _eye(size: int) -> pygame.Surface:
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(img, (20, 16, 28), (c, c), c)
    pygame.draw.ellipse(img, (250, 240, 220), (2, c - size // 4, size - 4, size // 2))
    pygame.draw.circle(img, (60, 120, 200), (c, c), max(2, size // 5))
    pygame.draw.circle(img, (10, 10, 16), (c, c), max(1, size // 10))
    return img


def dim(surface: pygame.Surface, r: pygame.Rect, alpha: int = 120) -> None:
    veil = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (10, 8, 14, alpha), veil.get_rect(), border_radius=7)
    surface.blit(veil, r)


def known(
    surface: pygame.Surface, r: pygame.Rect, visible: int, value: int, name: str
) -> pygame.Rect:
    """A face-down card its viewer has seen (Glimpse, Unmask): the eye, the defense value
    and the name, set inside the ``visible`` pixels of ``r`` that the next card of a fanned
    setup leaves showing, so a crowded setup still reads. Returns the tag's rect."""
    from game.ui.kit.textfit import shortened

    w = max(16, min(r.w, visible) - 4)
    tag = pygame.Rect(r.x + 2, r.bottom - 34, w, 32)
    pygame.draw.rect(surface, (245, 238, 220), tag, border_radius=4)
    eye(surface, (tag.x + 9, tag.y + 9), 14)
    theme.text(
        surface,
        str(value),
        (tag.right - 3, tag.y + 1),
        size=14,
        weight="bold",
        colour=(40, 70, 150),
        anchor="topright",
    )
    theme.text(
        surface,
        shortened(name, tag.w - 4, 9, "semibold"),
        (tag.centerx, tag.bottom - 2),
        size=9,
        weight="semibold",
        colour=(30, 24, 20),
        anchor="midbottom",
    )
    return tag
