"""Card faces drawn for this table: compact faces that stay legible at Nest, market and
hand size, and the hover zoom where every word of a card is printed.

Every text on a face goes through :mod:`textfit`: it shrinks to a legible minimum, then
wraps; a text that still does not fit falls back to its wording in :mod:`shorthand`.
Each face is described by a ``*_layout`` function (which texts go in which boxes) that
the renderer draws, so a test can check every card of the content without pixels.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.engines.dragon_bridge.content import ActionCard, DragonPower, Hack, Item, Wizard
from game.engines.dragon_bridge.state import DragonBridgeState
from game.ui import assets, theme
from game.ui.boards.dragon_bridge import palette as P
from game.ui.boards.dragon_bridge.shorthand import SHORTHAND
from game.ui.kit import textfit
from game.ui.kit.card import frame_name
from game.ui.kit.textfit import Fitted

GAME = "dragon_bridge"
WIZARD_TEXT = 11  # a wizard's text on offer at set-up, or its shorthand at this size
LOW = 9  # the smallest text size on a table face; below it OpenSans stops being legible
ZOOM = (250, 350)
ZOOM_LOW = 11

ACTION_BAND: P.Colour = P.EMBER
ITEM_BAND: P.Colour = (70, 112, 96)
WIZARD_BAND: P.Colour = (118, 80, 160)
HACK_BAND: P.Colour = (92, 100, 136)
POWER_BAND: P.Colour = (150, 44, 40)
WHITE: P.Colour = (255, 248, 236)
WHITE_GEM_ICON = "white_gem"  # drawn like the White Gems on the table, not an SVG icon


@dataclass
class Text:
    """One fitted text and the box it is drawn in (relative to its face)."""

    fitted: Fitted
    box: pygame.Rect
    colour: P.Colour
    align: str = "center"
    valign: str = "top"

    @property
    def truncated(self) -> bool:
        return self.fitted.truncated


def _draw_texts(surf: pygame.Surface, texts: list[Text]) -> None:
    for t in texts:
        textfit.draw(surf, t.fitted, t.box, t.colour, align=t.align, valign=t.valign)


def body_text(
    message: str, box: pygame.Rect, start: int, low: int = LOW, prefer: int = 0
) -> Fitted:
    """``message`` itself if it fits ``box``, else its shorthand (reported as truncated
    only when even that does not fit). With ``prefer``, a text that fits only below that
    size gives way to a shorthand that reads larger: a wizard on offer is read to be
    chosen, and two of them printed whole at 9 px."""
    full = textfit.fit_block(message, box.w, box.h, start=start, low=low)
    short = SHORTHAND.get(message)
    if short is None:
        return full
    if full.truncated:
        return textfit.fit_block(short, box.w, box.h, start=start, low=low)
    if full.size < prefer:
        brief = textfit.fit_block(short, box.w, box.h, start=start, low=low)
        if not brief.truncated and brief.size > full.size:
            return brief
    return full


def _band_title(name: str, width: int, band_h: int, start: int) -> Text:
    """A card's name in its band: the name itself if it fits at a legible size, else its
    shorthand (as for the texts, the zoom has it whole)."""
    fitted = textfit.fit_line(name, width - 6, start=start, low=LOW)
    if fitted.truncated and name in SHORTHAND:
        fitted = textfit.fit_line(SHORTHAND[name], width - 6, start=start, low=LOW)
    return Text(fitted, pygame.Rect(3, 2, width - 6, band_h), WHITE, valign="center")


def _scale_key() -> int:
    """Faces are cached; the UI-scale setting changes every font, so it is in the key."""
    return theme.font(10).get_height()


# --- compact faces: layouts ------------------------------------------------------------
def _action_geometry(size: tuple[int, int]) -> tuple[int, int, int]:
    """Band height, wing icon size and the wings row's centre line for an Action face."""
    w, h = size
    band_h = 18 if h < 110 else 22
    wing = 18 if w < 80 else 24
    return band_h, wing, band_h + 4 + wing // 2


def action_layout(card: ActionCard, size: tuple[int, int], seen: int | None = None) -> list[Text]:
    """The texts of an Action face of ``size``. A card partly covered by the next one in a
    fanned Nest shows only its left ``seen`` pixels: its texts are fitted to that part."""
    w, h = size
    band_h, wing, wy = _action_geometry(size)
    top = wy + wing // 2 + 3
    if seen is None or seen >= w:
        box = pygame.Rect(5, top, w - 10, h - top - 5)
        title = _band_title(card.name, w, band_h, 12 if w < 80 else 14)
    else:  # the next card's dark edge is the right-hand margin
        box = pygame.Rect(4, top, seen - 4, h - top - 5)
        title = _band_title(card.name, seen + 2, band_h, 12)
    return [
        title,
        Text(body_text(card.text, box, 11 if w < 80 else 13), box, P.INK, valign="center"),
    ]


def item_layout(item: Item, size: tuple[int, int]) -> list[Text]:
    w, h = size
    band_h = 20
    box = pygame.Rect(4, band_h + 6, w - 8, h - band_h - 10)
    return [
        _band_title(item.name, w, band_h, 12),
        Text(body_text(item.text, box, 11), box, P.INK, valign="center"),
    ]


def wizard_layout(wiz: Wizard, size: tuple[int, int]) -> list[Text]:
    w, h = size
    band_h = 24
    box = pygame.Rect(6, band_h + 6, w - 12, h - band_h - 10)
    return [
        _band_title(wiz.name, w, band_h, 14),
        Text(body_text(wiz.text, box, 11, prefer=WIZARD_TEXT), box, P.INK, align="left"),
    ]


def power_layout(power: DragonPower, size: tuple[int, int]) -> list[Text]:
    w, h = size
    band_h = 20
    box = pygame.Rect(5, band_h + 5, w - 10, h - band_h - 9)
    return [
        _band_title(power.name, w, band_h, 12),
        Text(body_text(power.text, box, 12), box, P.INK, valign="center"),
    ]


def chip_layout(label: str, width: int, icon: bool) -> Text:
    x = 28 if icon else 6
    fitted = textfit.fit_line(label, width - x - 6, start=14, low=10, weight="semibold")
    return Text(fitted, pygame.Rect(x, 0, width - x - 6, 26), P.TEXT, align="left", valign="center")


def hack_notice_layout(hack: Hack, size: tuple[int, int]) -> Text:
    """A Bridge Hack for sale: its name beside the price (the zoom has its text)."""
    w, h = size
    fitted = textfit.fit_line(hack.name, w - 54, start=14, low=LOW)
    return Text(fitted, pygame.Rect(10, 0, w - 54, h), P.INK, align="left", valign="center")


# --- compact faces: rendering ----------------------------------------------------------
_mini: dict[tuple[str, str, tuple[int, int], int], pygame.Surface] = theme.drawing_cache()


def _frame(size: tuple[int, int], band: P.Colour, band_h: int) -> pygame.Surface:
    w = size[0]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, (20, 14, 16), r, border_radius=7)
    pygame.draw.rect(surf, P.PAPER, r.inflate(-4, -4), border_radius=6)
    pygame.draw.rect(
        surf,
        band,
        (2, 2, w - 4, band_h),
        border_top_left_radius=6,
        border_top_right_radius=6,
    )
    return surf


def wings_row(surf: pygame.Surface, wings: int, centre: tuple[int, int], size: int) -> None:
    if wings <= 0:
        theme.text(
            surf, "no wings", centre, size=max(9, size // 2), colour=(130, 110, 96), anchor="center"
        )
        return
    icon = _wing_icon(size)
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


@lru_cache(maxsize=8)
def _wing_icon(size: int) -> pygame.Surface | None:
    return assets.icon("dragon_wing", size)


def action_card(
    state: DragonBridgeState,
    cid: str,
    size: tuple[int, int],
    *,
    in_play: bool = False,
    seen: int | None = None,
) -> pygame.Surface:
    """An Action card: its name, its wings (what the Dragon counts) and what it does.

    The card being resolved wears an IN PLAY ribbon where its wings are (they count only
    once it lands in the Nest), so the ribbon never hides what the card does. A card of a
    fanned Nest, of which only the left ``seen`` pixels show, has everything printed in
    that part."""
    if seen is not None and seen >= size[0]:
        seen = None
    kind = "in_play" if in_play else "action"
    key = (kind if seen is None else f"{kind}@{seen}", cid, size, _scale_key())
    if key not in _mini:
        card = state.game.cards[cid]
        band_h, wing, wy = _action_geometry(size)
        surf = _frame(size, ACTION_BAND, band_h)
        inner = size[0] if seen is None else seen
        if in_play:
            ribbon = pygame.Rect(2, wy - wing // 2, inner - 4, wing)
            pygame.draw.rect(surf, P.GOLD, ribbon)
            label = textfit.fit_line("IN PLAY", ribbon.w - 4, start=11, low=LOW)
            textfit.draw(surf, label, ribbon, P.INK, valign="center")
        else:
            wings_row(surf, card.wings, (inner // 2, wy), wing)
        _draw_texts(surf, action_layout(card, size, seen))
        _mini[key] = surf
    return _mini[key]


def item_card(state: DragonBridgeState, iid: str, size: tuple[int, int]) -> pygame.Surface:
    key = ("item", iid, size, _scale_key())
    if key not in _mini:
        item = state.game.items[iid]
        surf = _frame(size, ITEM_BAND, 20)
        _draw_texts(surf, item_layout(item, size))
        _mini[key] = surf
    return _mini[key]


def wizard_card(state: DragonBridgeState, wid: str, size: tuple[int, int]) -> pygame.Surface:
    """A wizard offered at set-up."""
    key = ("wizard", wid, size, _scale_key())
    if key not in _mini:
        wiz = state.game.wizards[wid]
        surf = _frame(size, WIZARD_BAND, 24)
        _draw_texts(surf, wizard_layout(wiz, size))
        _mini[key] = surf
    return _mini[key]


def power_card(state: DragonBridgeState, cid: str, size: tuple[int, int]) -> pygame.Surface:
    """The card under the Dragon, shown by what it does there: its Dragon power."""
    key = ("power", cid, size, _scale_key())
    if key not in _mini:
        power = state.game.cards[cid].dragon_power
        surf = _frame(size, POWER_BAND, 20)
        if power is not None:
            _draw_texts(surf, power_layout(power, size))
        _mini[key] = surf
    return _mini[key]


def card_back(size: tuple[int, int]) -> pygame.Surface:
    key = ("back", "", size, 0)
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
    key = ("chip", f"{label}|{colour}|{icon}", (width, 26), _scale_key())
    if key not in _mini:
        surf = pygame.Surface((width, 26), pygame.SRCALPHA)
        pygame.draw.rect(surf, theme.shade(colour, 0.55), surf.get_rect(), border_radius=6)
        pygame.draw.rect(surf, colour, surf.get_rect(), 1, border_radius=6)
        if icon:
            img = assets.icon(icon, 18)
            if img is not None:
                surf.blit(img, (6, 4))
        _draw_texts(surf, [chip_layout(label, width, icon is not None)])
        _mini[key] = surf
    return _mini[key]


def hack_notice(state: DragonBridgeState, hid: str, size: tuple[int, int]) -> pygame.Surface:
    """A Bridge Hack for sale, hung in the sky like a notice: name and White Gem price."""
    key = ("hack", hid, size, _scale_key())
    if key not in _mini:
        hack = state.game.hacks[hid]
        w, h = size
        surf = pygame.Surface((w, h + 3), pygame.SRCALPHA)
        r = pygame.Rect(0, 0, w, h)
        pygame.draw.rect(surf, (20, 14, 20), r.move(0, 3), border_radius=8)
        pygame.draw.rect(surf, (236, 230, 240), r, border_radius=8)
        pygame.draw.rect(surf, (120, 110, 140), r, 1, border_radius=8)
        _draw_texts(surf, [hack_notice_layout(hack, size)])
        gem(surf, (w - 26, h // 2), P.WHITE_GEM, 9, ready=True)
        theme.text(
            surf,
            str(hack.cost),
            (w - 10, h // 2),
            size=14,
            weight="bold",
            colour=P.INK,
            anchor="center",
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


# --- the hover zoom ----------------------------------------------------------------------
@dataclass(frozen=True)
class Face:
    """Everything printed on a card, for the zoom."""

    title: str
    text: str
    kind: str
    band: P.Colour
    cost: str = ""
    icon: str | None = None
    wings: int | None = None
    power: tuple[str, str] | None = None  # an Action card's Dragon power: name, text


def action_face(state: DragonBridgeState, cid: str) -> Face:
    card = state.game.cards[cid]
    wings = f"{card.wings} wing{'s' if card.wings != 1 else ''}"
    power = card.dragon_power
    return Face(
        card.name,
        card.text,
        f"Action · {wings}",
        ACTION_BAND,
        cost=str(card.wings),
        wings=card.wings,
        power=(power.name, power.text) if power is not None else None,
    )


def item_face(state: DragonBridgeState, iid: str) -> Face:
    item = state.game.items[iid]
    return Face(item.name, item.text, "Item", ITEM_BAND, icon="gem")


def wizard_face(state: DragonBridgeState, wid: str) -> Face:
    wiz = state.game.wizards[wid]
    return Face(wiz.name, wiz.text, "Wizard", WIZARD_BAND, icon="wizard")


def hack_face(state: DragonBridgeState, hid: str) -> Face:
    hack = state.game.hacks[hid]
    kind = "Bridge Hack · white gems"
    return Face(hack.name, hack.text, kind, HACK_BAND, cost=str(hack.cost), icon=WHITE_GEM_ICON)


@dataclass
class ZoomLayout:
    texts: list[Text]
    art: pygame.Rect | None  # where the icon or the wings go; None when the text needs room
    rule: int | None = None  # the line above the Dragon power section


_Z_MARGIN = 16
_Z_BAND = 46
_Z_BODY_TOP = 76
_Z_ART_H = 84


def zoom_layout(face: Face) -> ZoomLayout:
    """The card at reading size: title, kind, art if there is room, then every word,
    the Dragon power in a section of its own."""
    w, h = ZOOM
    inner = w - 2 * _Z_MARGIN
    title_w = inner - (40 if face.cost else 0)
    title = textfit.fit_line(face.title, title_w, start=22, low=13)
    texts = [
        Text(title, pygame.Rect(_Z_MARGIN, 5, title_w, _Z_BAND), WHITE, "left", "center"),
        Text(
            textfit.fit_line(face.kind.upper(), inner, start=12, low=LOW, weight="semibold"),
            pygame.Rect(_Z_MARGIN, _Z_BAND + 10, inner, 18),
            (120, 96, 80),
        ),
    ]
    bottom = h - 14
    for with_art in (True, False) if face.icon or face.wings is not None else (False,):
        top = _Z_BODY_TOP + (_Z_ART_H if with_art else 0)
        for size in range(17, ZOOM_LOW - 1, -1):
            column = _column(face, inner, top, bottom, size)
            if column is not None:
                body, rule = column
                art = pygame.Rect(_Z_MARGIN, _Z_BODY_TOP, inner, _Z_ART_H - 8)
                return ZoomLayout(texts + body, art if with_art else None, rule)
    # Nothing fits even at the smallest size: show what does, and say it was cut.
    main = textfit.fit_block(face.text, inner, bottom - _Z_BODY_TOP, start=ZOOM_LOW, low=ZOOM_LOW)
    box = pygame.Rect(_Z_MARGIN, _Z_BODY_TOP, inner, bottom - _Z_BODY_TOP)
    return ZoomLayout([*texts, Text(main, box, P.INK, "left")], None)


def _column(
    face: Face, width: int, top: int, bottom: int, size: int
) -> tuple[list[Text], int | None] | None:
    """The body (and power section, below a rule) at ``size``, or None if it overflows."""
    main = textfit.fit_block(face.text, width, bottom - top, start=size, low=size)
    if main.truncated:
        return None
    out = [Text(main, pygame.Rect(_Z_MARGIN, top, width, main.height), P.INK, "left")]
    y = top + main.height
    rule = None
    if face.power is not None:
        name, text = face.power
        rule = y + 6
        y += 12
        head = textfit.fit_line(
            f"Under the Dragon: {name}", width, start=min(size, 14), low=ZOOM_LOW
        )
        power = textfit.fit_block(
            text, width, max(1, bottom - y - head.height), start=size, low=size
        )
        if head.truncated or power.truncated:
            return None
        out.append(Text(head, pygame.Rect(_Z_MARGIN, y, width, head.height), POWER_BAND, "left"))
        y += head.height
        out.append(Text(power, pygame.Rect(_Z_MARGIN, y, width, power.height), P.INK, "left"))
        y += power.height
    return (out, rule) if y <= bottom else None


def zoom(face: Face) -> pygame.Surface:
    """The hovered card at 250x350, rendered once per face rather than every frame."""
    return _zoom(face, _scale_key())


@lru_cache(maxsize=64)
def _zoom(face: Face, _scale: int) -> pygame.Surface:
    w = ZOOM[0]
    surf = pygame.Surface(ZOOM, pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, (20, 14, 16), r, border_radius=14)
    pygame.draw.rect(surf, P.PAPER, r.inflate(-8, -8), border_radius=11)
    pygame.draw.rect(
        surf,
        face.band,
        (4, 4, w - 8, _Z_BAND),
        border_top_left_radius=11,
        border_top_right_radius=11,
    )
    layout = zoom_layout(face)
    if face.cost:
        centre = (w - _Z_MARGIN - 16, 4 + _Z_BAND // 2)
        pygame.draw.circle(surf, (30, 20, 24), centre, 17)
        pygame.draw.circle(surf, P.GOLD, centre, 17, 2)
        theme.text(surf, face.cost, centre, size=20, weight="bold", colour=P.GOLD, anchor="center")
    if layout.art is not None:
        art = layout.art
        pygame.draw.rect(surf, theme.shade(P.PAPER, 0.92), art, border_radius=8)
        if face.wings is not None:
            wings_row(surf, face.wings, art.center, 44)
        elif face.icon == WHITE_GEM_ICON:  # what a Bridge Hack is paid with
            gem(surf, art.center, P.WHITE_GEM, art.h // 2 - 8, ready=True)
        elif face.icon:
            img = assets.icon(face.icon, art.h - 12)
            if img is not None:
                surf.blit(img, img.get_rect(center=art.center))
    if layout.rule is not None:
        y = layout.rule
        pygame.draw.line(surf, theme.shade(P.PAPER, 0.7), (_Z_MARGIN, y), (w - _Z_MARGIN, y), 1)
    _draw_texts(surf, layout.texts)
    return surf
