"""Card faces drawn at the size they are shown. A gem card is framed in its gem's colour
and carries its requirement as gem shapes; weapon cards are steel; the Source gold. The
numbers a player adds up (attack, defense) are the biggest thing on a card; at table
size the text gives way to tags ("Hit ⚡1") and the hover panel reads it out whole.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, cast

import pygame

from game.ui import assets, theme
from game.ui.boards.gemwielders import clauses, gems, ink
from game.ui.kit.textfit import fit_block, fit_size, shortened, squeezed

if TYPE_CHECKING:
    from game.engines.gemwielders.content import Card, Gembearer, GemCard
    from game.engines.gemwielders.game import GemGame

Colour = tuple[int, int, int]
INK = (36, 28, 22)
PARCHMENT = ((244, 236, 216), (222, 208, 176))
STEEL = (128, 136, 152)
SOURCE_GOLD = (222, 178, 72)
BEARER_FRAME = (112, 84, 150)
ATTACK_RED = (176, 44, 36)
DEFENSE_BLUE = (38, 88, 160)
TYPE_ICON = {
    "attack": "sword",
    "defense": "shield",
    "skill": "scroll",
    "modification": "gear",
    "source": "gem",
}
TEXT_MIN_W = 104  # narrower faces show tags, not text
TAG_WORDS = {
    "on_hit": "Hit",
    "on_miss": "Miss",
    "on_reveal": "Reveal",
    "use": "⚙",
    "static": "Lasting",
    "on_play": "",
}


def frame_colour(game: GemGame, card: Card) -> Colour:
    gem = getattr(card, "gem", "")
    if gem:
        return gems.paint(game.gem_defs[gem].colour)
    if card.type == "source":
        return SOURCE_GOLD
    return STEEL


def _rounded_gradient(
    size: tuple[int, int], top: Colour, bottom: Colour, radius: int
) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 255, 255, 255), surf.get_rect(), border_radius=radius)
    surf.blit(
        theme.vertical_gradient(size, top, bottom), (0, 0), special_flags=pygame.BLEND_RGB_MULT
    )
    return surf


def band_height(size: tuple[int, int]) -> int:
    """The name band's height: one formula for drawing and for keeping words off it."""
    return max(13, round(size[1] * 0.14))


def inset(size: tuple[int, int]) -> int:
    return max(3, round(size[0] * 0.05))


_FACES: dict[tuple[int, str, tuple[int, int]], pygame.Surface] = theme.drawing_cache()


def card_face(game: GemGame, card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The printed card; cached per (game, card, size), since Card holds lists."""
    key = (id(game), card_id, size)
    face = _FACES.get(key)
    if face is None:
        if len(_FACES) > 600:
            _FACES.clear()
        face = _FACES[key] = _card_face(game, game.defs[card_id], size)
    return face


def _frame(size: tuple[int, int], colour: Colour) -> pygame.Surface:
    w = size[0]
    radius = max(4, round(w * 0.08))
    surf = _rounded_gradient(size, theme.shade(colour, 1.1), theme.shade(colour, 0.7), radius)
    pygame.draw.rect(surf, (14, 10, 8), surf.get_rect(), 1, border_radius=radius)
    return surf


def _name_band(surf: pygame.Surface, name: str, colour: Colour, room_right: int = 0) -> pygame.Rect:
    w, _ = surf.get_size()
    i = inset(surf.get_size())
    band = pygame.Rect(i, i, w - 2 * i, band_height(surf.get_size()))
    pygame.draw.rect(surf, theme.shade(colour, 0.38), band, border_radius=3)
    room = band.w - 6 - room_right
    size = fit_size(name, room, max(9, round(band.h * 0.66)), low=8)
    ink = (252, 244, 226)
    whole = theme.font(size, "bold").size(name)[0]
    if whole > room and " " in name:
        # A name too long for one line ("Tome of Currents" on a modification in play)
        # takes two, the band growing to hold them, before it is cut.
        two = fit_block(name, room, 10_000, start=size, low=8, weight="bold", max_lines=2)
        if not two.truncated:
            step = theme.font(two.size, "bold").get_linesize() - 2
            band.h = max(band.h, step * len(two.lines) + 3)
            pygame.draw.rect(surf, theme.shade(colour, 0.38), band, border_radius=3)
            y = band.y + (band.h - step * len(two.lines)) // 2
            for line in two.lines:
                img = theme.rendered(line, two.size, "bold", ink)
                surf.blit(img, (band.x + 4, y - 1))
                y += step
            return band
    # A word a little too long ("Camouflage" on a card in play) is drawn a little
    # narrower rather than cut; a long one is cut (the zoom has it whole).
    img = squeezed(name, room, size, ink)
    surf.blit(img, img.get_rect(midleft=(band.x + 4, band.centery)))
    return band


def _card_face(game: GemGame, card: Card, size: tuple[int, int]) -> pygame.Surface:
    w = size[0]
    colour = frame_colour(game, card)
    surf = _frame(size, colour)
    i = inset(size)
    band = _name_band(surf, card.name, colour)
    big = w >= TEXT_MIN_W
    art_bottom = _art_bottom(size)
    art = pygame.Rect(i, band.bottom + 2, w - 2 * i, art_bottom - band.bottom - 2)
    pygame.draw.rect(surf, theme.shade(PARCHMENT[0], 0.93), art, border_radius=3)
    gem = getattr(card, "gem", "")
    if gem:
        gd = game.gem_defs[gem]
        gsize = max(9, round(w * (0.11 if big else 0.15)))
        badge = gems.requirement_badge(
            gd.shape, gd.colour, int(cast("GemCard", card).requirement), gsize
        )
        surf.blit(badge, badge.get_rect(topright=(art.right - 2, art.y + 2)))
        # The value sits under the badge's row where the art is short, never behind it.
        drop = 0 if big else badge.get_height() // 2
        _draw_value(surf, card, pygame.Rect(art.x, art.y + drop, art.w, art.h - drop))
    else:
        _draw_value(surf, card, art)
    lower = foot_rect(size)
    pygame.draw.rect(surf, PARCHMENT[0], lower, border_radius=3)
    kind = card.type.upper()
    tags = "" if big else tag_line(card)
    room = lower.w - 4
    tsize, tsize2 = foot_sizes(kind, tags, lower, w, big)
    label = pygame.Rect(lower.x, lower.y, lower.w, 0)
    if tsize:
        label = theme.text(
            surf,
            kind,
            (lower.centerx, lower.y + 1),
            size=tsize,
            weight="bold",
            colour=theme.shade(colour, 0.55),
            anchor="midtop",
        )
    if big:
        box = pygame.Rect(
            lower.x + 4, label.bottom + 1, lower.w - 8, lower.bottom - label.bottom - 3
        )
        parts = [(c.text, False) for c in clauses.split(card.text, card.type)]
        if parts:
            fitted = ink.fit(parts, box.w, box.h, start=max(9, round(w * 0.075)), low=7)
            ink.draw(surf, fitted, box.topleft, INK, bottom=box.bottom)
    elif tags:
        theme.text(
            surf,
            shortened(tags, room, tsize2, "semibold"),
            (lower.centerx, lower.bottom - 1),
            size=tsize2,
            weight="semibold",
            colour=INK,
            anchor="midbottom",
        )
    return surf


def _art_bottom(size: tuple[int, int]) -> int:
    """Where a face's art ends: half-way down on a face with room for text, lower on a
    small one."""
    w, h = size
    return round(h * (0.50 if w >= TEXT_MIN_W else 0.72))


def foot_rect(size: tuple[int, int]) -> pygame.Rect:
    """The parchment under a card's art, where its kind and tags (or text) are printed:
    a mark laid over a card in play (READY) covers exactly this."""
    w, h = size
    i = inset(size)
    art_bottom = _art_bottom(size)
    return pygame.Rect(i, art_bottom + 2, w - 2 * i, h - i - art_bottom - 2)


def foot_sizes(kind: str, tags: str, lower: pygame.Rect, w: int, big: bool) -> tuple[int, int]:
    """Type sizes of the card's kind ("ATTACK") and, on a small face, its tags under it:
    each as large as its width allows, then smaller until both lines fit the band one
    above the other (at 60 px wide "ATTACK" and "Miss" ran into each other). ``w`` is
    the face's width."""
    tsize = fit_size(kind, lower.w - 6, max(7, round(w * (0.075 if big else 0.12))), low=6)
    if not tags:
        return tsize, 0
    tsize2 = fit_size(tags, lower.w - 4, max(7, round(w * 0.13)), weight="semibold", low=6)
    while (
        theme.font(tsize, "bold").get_ascent() + theme.font(tsize2, "semibold").get_height()
        > lower.h - 1
        and max(tsize, tsize2) > 6
    ):
        if tsize >= tsize2:
            tsize -= 1
        else:
            tsize2 -= 1
    if theme.font(tsize, "bold").get_ascent() + theme.font(tsize2, "semibold").get_height() > (
        lower.h - 1
    ):
        return 0, tsize2  # no room for both: the art's sword or shield already tells the kind
    return tsize, tsize2


def tag_line(card: Card) -> str:
    """The card's text in tags for a small face: 'Hit ⚡1', 'Reveal · Hit ⚡2'."""
    tags: list[str] = []
    for c in clauses.split(card.text, card.type):
        # A skill's text resolves as it is played: only its lightning clause is news.
        word = "" if card.type in ("skill", "source") else TAG_WORDS.get(c.trigger, "")
        tag = f"{word} ⚡{c.cost}".strip() if c.cost else word
        if tag and tag not in tags:
            tags.append(tag)
    return " · ".join(tags)


def _draw_value(surf: pygame.Surface, card: Card, art: pygame.Rect) -> None:
    """Attack or defense big, beside its sword or shield; other cards show their type's
    emblem, faint."""
    value = card.attack if card.type == "attack" else card.defense
    icon_size = max(12, round(min(art.h * 0.62, art.w * 0.42)))
    emblem = assets.icon(TYPE_ICON.get(card.type, "card"), icon_size)
    if value is None:
        if card.type == "source":
            theme.text(
                surf,
                "+2⚡",
                art.center,
                size=max(10, round(art.h * 0.42)),
                weight="bold",
                colour=(150, 100, 10),
                anchor="center",
            )
            return
        if emblem is not None:
            faint = emblem.copy()
            faint.set_alpha(150)
            surf.blit(faint, faint.get_rect(center=art.center))
        return
    colour = ATTACK_RED if card.type == "attack" else DEFENSE_BLUE
    num_size = max(12, round(art.h * 0.62))
    num = theme.rendered(str(value), num_size, "bold", colour)
    total = (emblem.get_width() + 2 if emblem else 0) + num.get_width()
    x = art.centerx - total // 2
    if emblem is not None:
        surf.blit(emblem, emblem.get_rect(midleft=(x, art.centery)))
        x += emblem.get_width() + 2
    surf.blit(num, num.get_rect(midleft=(x, art.centery)))


@lru_cache(maxsize=16)
def back_face(size: tuple[int, int]) -> pygame.Surface:
    img = assets.svg_image("cards/gemwielders_back.svg", size)
    if img is not None:
        return img
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (24, 22, 30), surf.get_rect(), border_radius=6)
    pygame.draw.rect(surf, (226, 184, 92), surf.get_rect(), 2, border_radius=6)
    return surf


_BEARERS: dict[tuple[int, str, tuple[int, int], bool], pygame.Surface] = theme.drawing_cache()


def bearer_face(
    game: GemGame, bearer_id: str, size: tuple[int, int], *, text: bool = False
) -> pygame.Surface:
    """A Gembearer's card without its gems (the sockets are drawn live over it): name,
    what kind of ability it has, and with ``text`` the ability itself."""
    key = (id(game), bearer_id, size, text)
    face = _BEARERS.get(key)
    if face is None:
        face = _BEARERS[key] = _bearer_face(game.bearers[bearer_id], size, text)
    return face


KIND_SHORT = {"passive": "Lasting", "usable": "⚙ Usable", "hit_miss": "Hit / Miss"}
KIND_WORDS = {
    "passive": "Lasting ability",
    "usable": "⚙ Usable ability",
    "hit_miss": "Hit / Miss ability",
}


def _bearer_face(bearer: Gembearer, size: tuple[int, int], text: bool) -> pygame.Surface:
    w, h = size
    surf = _frame(size, BEARER_FRAME)
    band = _name_band(surf, bearer.name, BEARER_FRAME)
    i = inset(size)
    body = pygame.Rect(i, band.bottom + 2, w - 2 * i, h - band.bottom - 2 - i)
    pygame.draw.rect(surf, PARCHMENT[0], body, border_radius=3)
    # A table-sized tile says the kind in a word; a large one says it whole.
    kind = (KIND_WORDS if text else KIND_SHORT).get(bearer.kind, bearer.kind)
    ksize = fit_size(kind, body.w - 8, max(10, round(w * 0.085)), weight="semibold", low=8)
    kr = theme.text(
        surf,
        kind,
        (body.centerx, body.y + 2),
        size=ksize,
        weight="semibold",
        colour=theme.shade(BEARER_FRAME, 0.6),
        anchor="midtop",
    )
    if text:
        box = pygame.Rect(body.x + 5, kr.bottom + 3, body.w - 10, body.bottom - kr.bottom - 5)
        parts = [(c.text, False) for c in clauses.split(bearer.text, "modification")]
        fitted = ink.fit(parts, box.w, box.h, start=max(10, round(w * 0.07)), low=7)
        ink.draw(surf, fitted, box.topleft, INK, bottom=box.bottom)
    return surf
