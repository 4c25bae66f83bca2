"""Card faces drawn at the size they are shown, not scaled down from a big frame: at
lane size a scaled frame's title would be 7 px, so the numbers a player fights with
(cost, attack, health) get the room and the rest waits for the hover panel."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.engines.clash_of_decks.content import CardDef
from game.ui import assets, theme
from game.ui.boards.clash_of_decks import keywords
from game.ui.kit.textfit import disc_size, fit_size, shortened

INK = (40, 28, 16)
PARCHMENT_TOP = (244, 232, 204)
PARCHMENT_BOTTOM = (220, 202, 160)
GOLD = (226, 184, 92)
CREATURE_FRAME = ((222, 178, 86), (110, 70, 32))
SPELL_FRAME = ((196, 92, 60), (80, 28, 20))
FORT_FRAME = ((180, 170, 150), (70, 62, 54))
ATTACK = (176, 52, 36)
HEALTH = (58, 128, 70)
MANA = (44, 84, 150)


def _rounded_gradient(
    size: tuple[int, int], top: tuple[int, int, int], bottom: tuple[int, int, int], radius: int
) -> pygame.Surface:
    """A rounded rectangle filled with a vertical gradient (white shape times gradient)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 255, 255, 255), surf.get_rect(), border_radius=radius)
    surf.blit(
        theme.vertical_gradient(size, top, bottom), (0, 0), special_flags=pygame.BLEND_RGB_MULT
    )
    return surf


def _frame(size: tuple[int, int], colours: tuple[tuple[int, int, int], ...]) -> pygame.Surface:
    w = size[0]
    radius = max(4, round(w * 0.09))
    surf = _rounded_gradient(size, colours[0], colours[1], radius)
    pygame.draw.rect(surf, (16, 10, 6), surf.get_rect(), 1, border_radius=radius)
    inset = max(3, round(w * 0.05))
    inner = surf.get_rect().inflate(-2 * inset, -2 * inset)
    surf.blit(
        _rounded_gradient(inner.size, PARCHMENT_TOP, PARCHMENT_BOTTOM, max(2, radius - 2)),
        inner.topleft,
    )
    return surf


def badge(
    surface: pygame.Surface,
    centre: tuple[int, int],
    value: str,
    colour: tuple[int, int, int],
    radius: int,
    *,
    text_colour: tuple[int, int, int] = (255, 250, 240),
) -> None:
    pygame.draw.circle(surface, (16, 10, 6), (centre[0] + 1, centre[1] + 2), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, GOLD, centre, radius, max(1, radius // 7))
    theme.text(
        surface,
        value,
        centre,
        size=disc_size(value, radius, max(9, round(radius * 1.25))),
        weight="bold",
        colour=text_colour,
        anchor="center",
    )


def title_band(size: tuple[int, int]) -> tuple[int, int]:
    """Top and height of a face's name band, one formula for drawing it and for keeping
    other things off it."""
    w, h = size
    return max(4, round(w * 0.06)), max(13, round(h * 0.16))


def name_plate(card: pygame.Rect) -> pygame.Rect:
    """Where a face drawn on ``card`` prints its name (and its cost, in the same band):
    the playback's floating words stay off it."""
    top, band_h = title_band(card.size)
    return pygame.Rect(card.x, card.y, card.w, top + band_h + 1)


def _title_band(
    surf: pygame.Surface, name: str, top: int, band_h: int, *, reserve: bool = True
) -> None:
    w = surf.get_width()
    inset = max(3, round(w * 0.05))
    band = pygame.Rect(inset + 1, top, w - 2 * inset - 2, band_h)
    pygame.draw.rect(surf, (58, 38, 20), band, border_radius=3)
    right = band.right - 3
    if reserve:  # stop short of the cost badge's circle (see _card_face)
        r = max(7, round(w * 0.12))
        right = min(right, w - 2 * r)
    room = right - (band.x + 3)
    size = fit_size(name, room, max(9, round(band_h * 0.62)), low=8)
    img = _fitted_title(name, room, size)
    surf.blit(img, img.get_rect(center=(band.x + 3 + room // 2, band.centery)))


def _fitted_title(name: str, room: int, size: int) -> pygame.Surface:
    """The name at ``size``, squeezed sideways when even the smallest size is too wide
    (an opponent's thumbnail is 52 px wide); cut with an ellipsis only past that."""
    squeeze = 0.62
    name = shortened(name, round(room / squeeze), size)
    img = theme.font(size, "bold").render(name, True, (250, 236, 200))
    if img.get_width() > room:
        img = pygame.transform.smoothscale(img, (room, img.get_height()))
    return img


def _keyword_grid(
    surf: pygame.Surface, kws: Sequence[tuple[str, bool]], area: pygame.Rect, radius: int
) -> None:
    if not kws:
        return
    # Shrink the icons until every row fits the area's height too: five abilities on an
    # opponent-sized card would otherwise climb over the title band.
    while True:
        gap = radius * 2 + 2
        per_row = max(1, min(len(kws), area.w // gap))
        rows = [kws[i : i + per_row] for i in range(0, len(kws), per_row)]
        if radius <= 4 or len(rows) * gap - 2 <= area.h:
            break
        radius -= 1
    y0 = area.centery - (len(rows) - 1) * gap / 2
    for r, row in enumerate(rows):
        x0 = area.centerx - (len(row) - 1) * gap / 2
        for i, (kw, framed) in enumerate(row):
            img = keywords.icon(kw, radius, framed)
            surf.blit(img, img.get_rect(center=(round(x0 + i * gap), round(y0 + r * gap))))


_FACES: dict[tuple[object, ...], pygame.Surface] = theme.drawing_cache()


def card_face(card: CardDef, size: tuple[int, int]) -> pygame.Surface:
    """The printed card: name, cost, its own keywords (Aura ones framed), attack, health.
    Cached by the printed values (CardDef holds lists, so it cannot key an lru_cache)."""
    key = (card.id, card.cost, card.attack, card.health, size)
    face = _FACES.get(key)
    if face is None:
        if len(_FACES) > 512:
            _FACES.clear()
        face = _FACES[key] = _card_face(card, size)
    return face


def _card_face(card: CardDef, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = _frame(size, CREATURE_FRAME if card.is_creature else SPELL_FRAME)
    top, band_h = title_band(size)
    _title_band(surf, card.name, top, band_h)
    r = max(7, round(w * 0.12))
    area = pygame.Rect(0, 0, w - 12, round(h * 0.42))
    area.midtop = (w // 2, round(h * 0.27))
    kws = [(k, False) for k in card.keywords] + [(k, True) for k in card.aura]
    if kws:
        _keyword_grid(surf, kws, area, max(7, min(r, round(w * 0.11))))
    else:
        emblem = assets.icon("sword" if card.is_creature else "scroll", round(h * 0.26))
        if emblem is not None:
            faint = emblem.copy()
            faint.set_alpha(70)
            surf.blit(faint, faint.get_rect(center=area.center))
    by = h - r - max(3, round(w * 0.05))
    badge(surf, (r + 3, by), str(card.attack), ATTACK, r)
    if card.is_creature and card.health is not None:
        badge(surf, (w - r - 3, by), str(card.health), HEALTH, r)
    else:
        # Right-aligned inside the frame, in whatever room the damage badge leaves.
        inset = max(3, round(w * 0.05))
        room = w - 2 * inset - (2 * r + 3) - 4
        theme.text(
            surf,
            "SPELL",
            (w - inset - 3, by),
            size=fit_size("SPELL", room, max(8, round(w * 0.1)), low=8),
            weight="bold",
            colour=(120, 40, 28),
            anchor="midright",
        )
    badge(surf, (w - r + 1, r - 1), str(card.cost), MANA, r - 1)
    return surf


@lru_cache(maxsize=32)
def stronghold_face(fort: bool, size: tuple[int, int]) -> pygame.Surface:
    """The Bastion/Fort: not a card one plays, so it is stone-framed and carries no cost."""
    w, h = size
    surf = _frame(size, FORT_FRAME if fort else CREATURE_FRAME)
    _title_band(surf, "Fort" if fort else "Bastion", *title_band(size), reserve=False)
    # A small keep: walls and crenellations, cracked on the Fort side.
    cx, top = w // 2, round(h * 0.3)
    tw, th = round(w * 0.46), round(h * 0.36)
    body = pygame.Rect(0, 0, tw, th)
    body.midtop = (cx, top + round(th * 0.15))
    stone = (150, 140, 126) if fort else (196, 168, 110)
    pygame.draw.rect(surf, stone, body)
    for i in range(4):
        m = pygame.Rect(0, 0, max(3, tw // 7), round(th * 0.18))
        m.bottomleft = (body.x + i * (tw - m.w) // 3, body.y + 1)
        pygame.draw.rect(surf, stone, m)
    door = pygame.Rect(0, 0, tw // 3, th // 2)
    door.midbottom = body.midbottom
    pygame.draw.rect(
        surf, (60, 40, 24), door, border_top_left_radius=tw // 6, border_top_right_radius=tw // 6
    )
    pygame.draw.rect(surf, (70, 50, 30), body, 1)
    if fort:
        pygame.draw.lines(
            surf,
            (50, 40, 34),
            False,
            [
                (body.x + tw * 0.7, body.y),
                (body.x + tw * 0.55, body.y + th * 0.35),
                (body.x + tw * 0.75, body.y + th * 0.6),
            ],
            2,
        )
    return surf


@lru_cache(maxsize=16)
def back_face(size: tuple[int, int]) -> pygame.Surface:
    img = assets.svg_image("cards/clash_of_decks_back.svg", size)
    if img is not None:
        return img
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (40, 30, 20), surf.get_rect(), border_radius=6)
    pygame.draw.rect(surf, GOLD, surf.get_rect(), 2, border_radius=6)
    return surf
