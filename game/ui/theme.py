"""Colours, fonts and the drawing primitives every scene shares, so the table looks like one
product. Fonts always come from art/fonts: pygame's default font is never used because the
frozen build must look the same everywhere."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

from game.core.paths import art_root

log = logging.getLogger(__name__)
_LRU_WRAPPER = type(lru_cache(maxsize=1)(lambda: None))

LOGICAL_SIZE = (1280, 720)
Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
    """One coherent set of colours; the colour-blind-safe one swaps hues that clash."""

    table: Colour = (22, 26, 34)
    table_light: Colour = (38, 46, 60)
    panel: Colour = (30, 35, 46)
    panel_edge: Colour = (70, 80, 100)
    text: Colour = (236, 232, 222)
    text_dim: Colour = (160, 164, 176)
    gold: Colour = (226, 184, 92)
    accent: Colour = (98, 170, 255)
    good: Colour = (96, 196, 120)
    bad: Colour = (230, 92, 84)
    glow: Colour = (255, 214, 110)
    seats: tuple[Colour, ...] = ((220, 84, 72), (72, 140, 230), (90, 180, 96), (214, 170, 60))


STANDARD = Palette()
# Okabe & Ito's palette: distinguishable under the common colour-vision deficiencies.
COLOURBLIND = Palette(
    good=(0, 158, 115),
    bad=(213, 94, 0),
    accent=(86, 180, 233),
    seats=((230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66)),
)

# One accent per game, used by its title tile, setup header and generic board.
GAME_ACCENTS: dict[str, Colour] = {
    "dragon_bridge": (214, 96, 60),
    "dragon_island": (70, 170, 140),
    "storm_the_bridge": (110, 130, 220),
    "gemwielders": (176, 96, 210),
    "clash_of_decks": (214, 170, 70),
}
DEFAULT_ACCENT: Colour = (130, 150, 180)

_state = {"palette": STANDARD, "scale": 1.0, "generation": 0}


def palette() -> Palette:
    return _state["palette"]  # type: ignore[return-value]


def set_palette(colourblind: bool) -> None:
    chosen = COLOURBLIND if colourblind else STANDARD
    if chosen is not _state["palette"]:
        _state["palette"] = chosen
        _restyled()


def ui_scale() -> float:
    """The UI scale setting now (caches of measured text key on it)."""
    return float(_state["scale"])  # type: ignore[arg-type]


def set_ui_scale(scale: float) -> None:
    """Text grows with the UI scale setting; layouts leave room for up to 125 %."""
    chosen = max(0.8, min(1.3, float(scale)))
    if chosen != _state["scale"]:
        _state["scale"] = chosen
        _restyled()


def style_generation() -> int:
    """A number that changes whenever the text size or the palette does: a cache of
    drawn surfaces held by an object (not an ``lru_cache`` or a :func:`drawing_cache`)
    keys on it."""
    return int(_state["generation"])  # type: ignore[call-overload]


_DRAWING_CACHES: list[dict[Any, Any]] = []


def drawing_cache() -> dict[Any, Any]:
    """A module's own dict of drawn surfaces, emptied whenever the style changes."""
    cache: dict[Any, Any] = {}
    _DRAWING_CACHES.append(cache)
    return cache


def _restyled() -> None:
    """Forget every drawing made in the old style. A card face cached at 100% text would
    otherwise keep its old numbers after the player picks 125% in Settings, until the
    cache happened to evict it; the boards' ``lru_cache``s are found here rather than
    listed, so a new one cannot be forgotten."""
    _state["generation"] = style_generation() + 1
    for cache in _DRAWING_CACHES:
        cache.clear()
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "game.ui" or name.startswith("game.ui.")):
            continue
        for value in list(vars(module).values()):
            if isinstance(value, _LRU_WRAPPER) and getattr(value, "__module__", "") == name:
                value.cache_clear()


def accent(game_id: str) -> Colour:
    return GAME_ACCENTS.get(game_id, DEFAULT_ACCENT)


def number_text(value: float) -> str:
    """A score or count as players write it: 7, not 7.0; a share of a point as 2.5."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def seat_colour(seat: int) -> Colour:
    seats = palette().seats
    return seats[seat % len(seats)]


FONT_FILES = {
    "regular": "OpenSans-Regular.ttf",
    "semibold": "OpenSans-Semibold.ttf",
    "bold": "OpenSans-Bold.ttf",
    "italic": "OpenSans-Italic.ttf",
    "title": "DejaVuSerif-Bold.ttf",
    "symbols": "DejaVuSans.ttf",
}


def font_path(weight: str) -> Path:
    return art_root() / "fonts" / FONT_FILES[weight]


@lru_cache(maxsize=128)
def font(size: int, weight: str = "regular") -> pygame.font.Font:
    """A bundled font at ``size`` logical pixels times the UI scale."""
    px = max(6, round(size * float(_state["scale"])))  # type: ignore[arg-type]
    path = font_path(weight)
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        return pygame.font.Font(path, px)
    except (OSError, FileNotFoundError):
        # A broken install: say so once per size and keep going with the symbol font.
        log.error("bundled font %s cannot be loaded", path)
        return pygame.font.Font(font_path("symbols"), px)


def lerp(a: Colour, b: Colour, t: float) -> Colour:
    t = max(0.0, min(1.0, t))
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def shade(c: Colour, factor: float) -> Colour:
    """Darker below 1, lighter above 1 (towards white)."""
    if factor <= 1:
        return (round(c[0] * factor), round(c[1] * factor), round(c[2] * factor))
    return lerp(c, (255, 255, 255), factor - 1)


@dataclass(frozen=True)
class Ink:
    """Something drawn that a label must not run into: a label's inked pixels
    (``label`` set), a button's face (``label`` empty), a near-opaque panel laid
    over what was drawn before (``cover``) or a see-through one whose labels must stay
    inside it (``frame``)."""

    surface: pygame.Surface
    rect: pygame.Rect
    label: str = ""
    cover: bool = False
    frame: bool = False


# What was drawn while a test records (``recording_ink``); None, the usual case, costs one
# check a label. Text sizes grow with the UI scale while layouts stay put, so only a
# record of every label's ink shows two of them running into each other at 125 %.
_ink: list[Ink] | None = None


@contextmanager
def recording_ink() -> Iterator[list[Ink]]:
    """Record every label, button face and panel drawn inside the block, in order."""
    global _ink
    saved, _ink = _ink, []
    try:
        yield _ink
    finally:
        _ink = saved


def note_ink(surface: pygame.Surface, img: pygame.Surface, at: pygame.Rect, label: str) -> None:
    """Record the inked part of ``img`` blitted at ``at`` (while recording)."""
    if _ink is not None and label.strip():
        _ink.append(Ink(surface, img.get_bounding_rect().move(at.topleft), label))


def note_box(surface: pygame.Surface, rect: pygame.Rect, *, cover: bool = False) -> None:
    """Record a button face, or with ``cover`` a panel hiding what lies under it."""
    if _ink is not None:
        _ink.append(Ink(surface, pygame.Rect(rect), "", cover))


def note_frame(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Record a see-through panel: what lies under it still shows, but a label that
    starts inside it must end inside it."""
    if _ink is not None:
        _ink.append(Ink(surface, pygame.Rect(rect), "", frame=True))


def text(
    surface: pygame.Surface,
    message: str,
    pos: tuple[float, float],
    *,
    size: int = 18,
    weight: str = "regular",
    colour: Colour | None = None,
    anchor: str = "topleft",
    shadow: bool = False,
) -> pygame.Rect:
    """Blit one line of text; returns its rect so callers can stack lines."""
    img = rendered(message, size, weight, colour or palette().text)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        under = rendered(message, size, weight, (0, 0, 0)).copy()
        under.set_alpha(150)
        surface.blit(under, rect.move(2, 2))
    surface.blit(img, rect)
    if _ink is not None:
        note_ink(surface, img, rect, message)
    return rect


@lru_cache(maxsize=1024)
def rendered(message: str, size: int, weight: str, colour: Colour) -> pygame.Surface:
    """Rendered text, cached: most labels are the same frame after frame. Symbols the
    text fonts lack (⚡, ⚙, arrows, ✓) come from the bundled symbol font, not as boxes."""
    runs = symbol_runs(message) if weight != "symbols" else [(message, False)]
    if len(runs) <= 1 and not (runs and runs[0][1]):
        return font(size, weight).render(message, True, colour)
    parts = [(font(size, "symbols" if sym else weight), chunk) for chunk, sym in runs]
    ascent = max(f.get_ascent() for f, _ in parts)
    height = max(ascent - f.get_ascent() + f.get_height() for f, _ in parts)
    width = sum(f.size(chunk)[0] for f, chunk in parts)
    out = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    x = 0
    for f, chunk in parts:
        out.blit(f.render(chunk, True, colour), (x, ascent - f.get_ascent()))
        x += f.size(chunk)[0]
    return out


def _symbolic(ch: str) -> bool:
    """Arrows, technical signs, shapes, dingbats and miscellaneous symbols: blocks Open
    Sans does not cover (U+2190 to U+2BFF)."""
    return 0x2190 <= ord(ch) <= 0x2BFF


def symbol_runs(message: str) -> list[tuple[str, bool]]:
    """``message`` cut into runs of plain text and of symbols (True)."""
    runs: list[tuple[str, bool]] = []
    for ch in message:
        sym = _symbolic(ch)
        if runs and runs[-1][1] == sym:
            runs[-1] = (runs[-1][0] + ch, sym)
        else:
            runs.append((ch, sym))
    return runs


def text_width(message: str, size: int, weight: str = "regular") -> int:
    """The drawn width of ``message``, symbols included (what :func:`text` will take)."""
    if not any(_symbolic(ch) for ch in message):
        return font(size, weight).size(message)[0]
    return rendered(message, size, weight, (255, 255, 255)).get_width()


def wrap(message: str, width: int, f: pygame.font.Font) -> list[str]:
    """Greedy word wrap that keeps words whole unless a single word is wider than the box."""
    lines: list[str] = []
    for para in message.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            candidate = word if not line else f"{line} {word}"
            if f.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while f.size(word)[0] > width and len(word) > 1:
                cut = len(word)
                while cut > 1 and f.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


# A panel at least this opaque hides the labels under it (the default 235 leaves 8 %).
COVERING_ALPHA = 200


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    *,
    colour: Colour | None = None,
    edge: Colour | None = None,
    radius: int = 12,
    alpha: int = 235,
    shadow: bool = True,
) -> None:
    """A rounded translucent panel with a soft drop shadow and a thin edge."""
    pal = palette()
    img = _panel_image(
        (rect.w, rect.h), colour or pal.panel, edge or pal.panel_edge, radius, alpha, shadow
    )
    surface.blit(img, (rect.x - 2, rect.y - 2) if shadow else rect.topleft)
    if _ink is not None:
        if alpha >= COVERING_ALPHA:
            note_box(surface, rect, cover=True)
        else:
            note_frame(surface, rect)


@lru_cache(maxsize=64)
def _panel_image(
    size: tuple[int, int], base: Colour, edge: Colour, radius: int, alpha: int, shadow: bool
) -> pygame.Surface:
    w, h = size
    pad = 12 if shadow else 0
    out = pygame.Surface((w + pad, h + pad), pygame.SRCALPHA)
    ox, oy = (2, 2) if shadow else (0, 0)
    if shadow:
        sh = pygame.Rect(0, 0, w + 8, h + 8)
        sh.topleft = (2, 6)
        pygame.draw.rect(out, (0, 0, 0, 90), sh.inflate(-4, -4), border_radius=radius + 4)
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(body, (*base, alpha), body.get_rect(), border_radius=radius)
    pygame.draw.line(body, (*shade(base, 1.35), alpha), (radius, 1), (w - radius, 1))
    pygame.draw.rect(body, (*edge, 255), body.get_rect(), 1, border_radius=radius)
    out.blit(body, (ox, oy))
    return out


def card_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int = 7) -> None:
    """The drop shadow a card casts on the table: a card lying on felt reads as a thing
    one can pick up. Every board's cards cast the same one."""
    surface.blit(_card_shadow_image(rect.size, radius), rect.move(3, 4))


@lru_cache(maxsize=64)
def _card_shadow_image(size: tuple[int, int], radius: int) -> pygame.Surface:
    sh = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, 110), sh.get_rect(), border_radius=radius)
    return sh


def vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    surf = pygame.Surface(size)
    h = max(1, size[1])
    for y in range(size[1]):
        pygame.draw.line(surf, lerp(top, bottom, y / h), (0, y), (size[0], y))
    return surf
