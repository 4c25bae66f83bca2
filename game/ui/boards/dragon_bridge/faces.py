"""Card faces drawn for this table: compact faces that stay legible at Nest and hand size
(the kit's full face is used for the hover zoom, where there is room for every word)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engines.dragon_bridge.state import DragonBridgeState
from game.ui import assets, theme
from game.ui.boards.dragon_bridge import palette as P
from game.ui.kit.card import CardFace, CardSprite, frame_name

GAME = "dragon_bridge"


def fit_size(message: str, width: int, start: int, weight: str = "bold", low: int = 9) -> int:
    """The largest font size (down to ``low``) at which ``message`` fits ``width``."""
    size = start
    while size > low and theme.font(size, weight).size(message)[0] > width:
        size -= 1
    return size


# --- faces for the zoom ---------------------------------------------------------------
def action_face(state: DragonBridgeState, cid: str) -> CardFace:
    card = state.game.cards[cid]
    text = card.text
    if card.dragon_power is not None:
        text += f"\nUnder the Dragon: {card.dragon_power.name}. {card.dragon_power.text}"
    wings = f"{card.wings} wing{'s' if card.wings != 1 else ''}"
    return CardFace(
        card.name,
        text,
        cost=str(card.wings),
        kind=f"Action · {wings}",
        icon="dragon_wing",
        frame=frame_name(GAME, "gem"),
        back=frame_name(GAME, "back"),
    )


def item_face(state: DragonBridgeState, iid: str) -> CardFace:
    item = state.game.items[iid]
    return CardFace(
        item.name,
        item.text,
        kind="Item",
        icon="gem",
        frame=frame_name(GAME, "item"),
        back=frame_name(GAME, "back"),
    )


def wizard_face(state: DragonBridgeState, wid: str) -> CardFace:
    wiz = state.game.wizards[wid]
    return CardFace(
        wiz.name,
        wiz.text,
        kind="Wizard",
        icon="wizard",
        frame=frame_name(GAME, "wizard"),
        back=frame_name(GAME, "back"),
    )


def hack_face(state: DragonBridgeState, hid: str) -> CardFace:
    hack = state.game.hacks[hid]
    return CardFace(hack.name, hack.text, cost=str(hack.cost), kind="Bridge Hack")


@lru_cache(maxsize=256)
def _sprite(face: CardFace) -> CardSprite:
    return CardSprite(face)


def sprite(face: CardFace) -> CardSprite:
    """One sprite per face so the 250x350 zoom is rendered once, not every frame."""
    return _sprite(face)


# --- compact faces --------------------------------------------------------------------
_mini: dict[tuple[str, str, tuple[int, int], bool], pygame.Surface] = {}


def _frame(size: tuple[int, int], band: P.Colour) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, (20, 14, 16), r, border_radius=7)
    pygame.draw.rect(surf, P.PAPER, r.inflate(-4, -4), border_radius=6)
    band_h = max(18, h // 6)
    pygame.draw.rect(
        surf,
        band,
        (2, 2, w - 4, band_h),
        border_top_left_radius=6,
        border_top_right_radius=6,
    )
    return surf


def _title(surf: pygame.Surface, name: str, band_h: int) -> None:
    w = surf.get_width()
    size = fit_size(name, w - 8, 14 if w > 80 else 12)
    label = name
    while theme.font(size, "bold").size(label)[0] > w - 8 and len(label) > 3:
        label = label[:-2].rstrip() + "…"
    theme.text(
        surf,
        label,
        (w // 2, 2 + band_h // 2),
        size=size,
        weight="bold",
        colour=(255, 248, 236),
        anchor="center",
    )


def wings_row(surf: pygame.Surface, wings: int, centre: tuple[int, int], size: int) -> None:
    if wings <= 0:
        theme.text(
            surf, "no wings", centre, size=max(9, size // 2), colour=(130, 110, 96), anchor="center"
        )
        return
    icon = assets.icon("dragon_wing", size)
    step = size - 4
    x0 = centre[0] - (step * (wings - 1)) / 2
    for i in range(wings):
        c = (round(x0 + i * step), centre[1])
        if icon is not None:
            surf.blit(icon, icon.get_rect(center=c))
        else:
            pygame.draw.polygon(
                surf, P.THREAT, [(c[0] - 8, c[1] + 6), (c[0] + 8, c[1] + 6), (c[0], c[1] - 8)]
            )


def _body(surf: pygame.Surface, message: str, top: int, size: int) -> None:
    w, h = surf.get_size()
    f = theme.font(size)
    y = top
    for line in theme.wrap(message, w - 12, f):
        if y + f.get_linesize() > h - 4:
            break
        theme.text(surf, line, (w // 2, y), size=size, colour=P.INK, anchor="midtop")
        y += f.get_linesize()


def action_card(
    state: DragonBridgeState, cid: str, size: tuple[int, int], *, text: bool
) -> pygame.Surface:
    """An Action card: its name, its wings (what the Dragon counts) and, when there is
    room, what it does."""
    key = ("action", cid, size, text)
    if key not in _mini:
        card = state.game.cards[cid]
        surf = _frame(size, P.EMBER)
        band_h = max(18, size[1] // 6)
        _title(surf, card.name, band_h)
        wing_size = 26 if size[0] >= 80 else 22
        wy = band_h + 6 + wing_size // 2
        wings_row(surf, card.wings, (size[0] // 2, wy), wing_size)
        if text:
            _body(surf, card.text, wy + wing_size // 2 + 4, 12)
        else:
            theme.text(
                surf,
                _short(card.text),
                (size[0] // 2, size[1] - 8),
                size=fit_size(_short(card.text), size[0] - 8, 12, "semibold", 8),
                weight="semibold",
                colour=P.INK,
                anchor="midbottom",
            )
        _mini[key] = surf
    return _mini[key]


def _short(text: str) -> str:
    """The first clause of a card text, for the smallest faces ("MOVE 3", "BUMP 2")."""
    first = text.split(",")[0].split(".")[0].split(";")[0]
    return first if len(first) <= 14 else first[:13] + "…"


def item_card(state: DragonBridgeState, iid: str, size: tuple[int, int]) -> pygame.Surface:
    key = ("item", iid, size, True)
    if key not in _mini:
        item = state.game.items[iid]
        surf = _frame(size, (70, 112, 96))
        band_h = max(18, size[1] // 6)
        _title(surf, item.name, band_h)
        icon = assets.icon("gem", 22)
        if icon is not None:
            surf.blit(icon, icon.get_rect(center=(size[0] // 2, band_h + 16)))
        _body(surf, item.text, band_h + 30, 10)
        _mini[key] = surf
    return _mini[key]


def card_back(size: tuple[int, int]) -> pygame.Surface:
    key = ("back", "", size, False)
    if key not in _mini:
        back = assets.svg_image(f"cards/{frame_name(GAME, 'back')}.svg", size)
        if back is None:
            back = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(back, (40, 30, 40), back.get_rect(), border_radius=7)
            pygame.draw.rect(back, P.GOLD, back.get_rect(), 2, border_radius=7)
        _mini[key] = back
    return _mini[key]


def chip(label: str, colour: P.Colour, width: int, *, icon: str | None = None) -> pygame.Surface:
    """A small named plaque (an item or a wizard in a tableau); hovering it shows the card."""
    key = ("chip", f"{label}|{colour}|{icon}", (width, 26), False)
    if key not in _mini:
        surf = pygame.Surface((width, 26), pygame.SRCALPHA)
        pygame.draw.rect(surf, theme.shade(colour, 0.55), surf.get_rect(), border_radius=6)
        pygame.draw.rect(surf, colour, surf.get_rect(), 1, border_radius=6)
        x = 6
        if icon:
            img = assets.icon(icon, 18)
            if img is not None:
                surf.blit(img, (x, 4))
                x += 22
        size = fit_size(label, width - x - 6, 14, "semibold", 10)
        theme.text(
            surf, label, (x, 13), size=size, weight="semibold", colour=P.TEXT, anchor="midleft"
        )
        _mini[key] = surf
    return _mini[key]


def gem(
    surface: pygame.Surface, centre: tuple[int, int], colour: P.Colour, r: int, *, ready: bool
) -> None:
    """A faceted gem; a depleted one is drawn dull and hollow so the two read apart."""
    x, y = centre
    pts = [(x, y - r), (x + r, y - r // 3), (x, y + r), (x - r, y - r // 3)]
    if ready:
        pygame.draw.polygon(surface, theme.shade(colour, 0.6), [(p[0] + 1, p[1] + 2) for p in pts])
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, theme.shade(colour, 1.4), [pts[0], pts[1], (x, y - r // 3)])
        pygame.draw.polygon(surface, (20, 20, 20), pts, 1)
    else:
        pygame.draw.polygon(surface, (30, 34, 32), pts)
        pygame.draw.polygon(surface, theme.shade(colour, 0.8), pts, 2)
