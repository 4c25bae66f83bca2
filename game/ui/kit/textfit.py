"""Fitting text into the small boxes of the table (card faces, name plates, labels).

A card face shrinks its text, then wraps it, and cuts it only as a last resort; a cut is
reported (``Fitted.truncated``) rather than hidden, so a test can hold every card of the
content to fitting at the sizes the table really uses. Words are never broken: half a
keyword ("TELEP" / "ORT") reads worse than a smaller font.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import theme

ELLIPSIS = "…"
NBSP = "\u00a0"
# A rules keyword and its number ("TELEPORT 1", "+2 MOVE") read as one word on a card.
_KEYWORD_NUMBER = re.compile(r"\b([A-Z]{3,}s?) ([+-]?\d)|([+-]\d) ([A-Z]{3,})\b")


def _glue(message: str) -> str:
    return _KEYWORD_NUMBER.sub(
        lambda m: f"{m[1]}{NBSP}{m[2]}" if m[1] else f"{m[3]}{NBSP}{m[4]}", message
    )


@dataclass(frozen=True)
class Fitted:
    lines: tuple[str, ...]
    size: int
    weight: str
    truncated: bool

    @property
    def line_height(self) -> int:
        return theme.font(self.size, self.weight).get_linesize()

    @property
    def height(self) -> int:
        return len(self.lines) * self.line_height


def _wrap_whole(message: str, width: int, f: pygame.font.Font) -> list[str] | None:
    """Greedy word wrap, or None when a single word is wider than ``width``."""
    lines: list[str] = []
    for para in _glue(message).split("\n"):
        line = ""
        for word in para.split(" "):
            if f.size(word)[0] > width:
                return None
            candidate = f"{line} {word}" if line else word
            if f.size(candidate)[0] <= width:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fit_block(
    message: str,
    width: int,
    height: int,
    *,
    start: int,
    low: int,
    weight: str = "regular",
    max_lines: int | None = None,
) -> Fitted:
    """The largest size from ``start`` down to ``low`` at which ``message`` wraps into the
    box whole; failing that, what fits at ``low`` with an ellipsis, marked truncated.

    Remembered per text, box and UI scale: prompt bars fit the same words every frame."""
    return _fit(message, width, height, start, low, weight, max_lines, theme.ui_scale())


@lru_cache(maxsize=512)
def _fit(
    message: str,
    width: int,
    height: int,
    start: int,
    low: int,
    weight: str,
    max_lines: int | None,
    _scale: float,
) -> Fitted:
    for size in range(start, low - 1, -1):
        f = theme.font(size, weight)
        lines = _wrap_whole(message, width, f)
        if lines is None:
            continue
        if max_lines is not None and len(lines) > max_lines:
            continue
        if len(lines) * f.get_linesize() <= height:
            return Fitted(tuple(lines), size, weight, False)
    f = theme.font(low, weight)
    room = max(1, height // f.get_linesize())
    if max_lines is not None:
        room = min(room, max_lines)
    lines = theme.wrap(message, width, f)
    kept = lines[:room]
    last = kept[-1]
    if len(lines) > room or f.size(last)[0] > width:
        while last and f.size(last + ELLIPSIS)[0] > width:
            last = last[:-1].rstrip()
        kept[-1] = last + ELLIPSIS
    return Fitted(tuple(kept), low, weight, True)


def fit_line(message: str, width: int, *, start: int, low: int, weight: str = "bold") -> Fitted:
    return fit_block(message, width, 10_000, start=start, low=low, weight=weight, max_lines=1)


def draw(
    surface: pygame.Surface,
    fitted: Fitted,
    box: pygame.Rect,
    colour: tuple[int, int, int],
    *,
    align: str = "center",
    valign: str = "top",
) -> None:
    """Blit ``fitted`` inside ``box``: lines centred or left-aligned, the block at the top
    or centred vertically."""
    step = fitted.line_height
    y = box.y if valign == "top" else box.centery - fitted.height // 2
    for line in fitted.lines:
        if align == "center":
            pos, anchor = (box.centerx, y), "midtop"
        else:
            pos, anchor = (box.x, y), "topleft"
        theme.text(
            surface, line, pos, size=fitted.size, weight=fitted.weight, colour=colour, anchor=anchor
        )
        y += step


def fit_size(message: str, width: int, start: int, weight: str = "bold", low: int = 9) -> int:
    """The largest font size from ``start`` down to ``low`` at which ``message`` fits
    ``width`` on one line (``low`` if none does): for labels with room to spare at ``low``."""
    size = start
    while size > low and theme.font(size, weight).size(message)[0] > width:
        size -= 1
    return size


DISC_ROOM = 1.5  # how much of a badge's diameter, in radii, its number may take


def disc_size(message: str, radius: int, start: int, weight: str = "bold", low: int = 6) -> int:
    """The size for a number on a round badge: ``start`` unless that runs past the
    disc. At 125% text a two-digit number on a small card's badge outgrew its circle."""
    return fit_size(message, max(1, round(radius * DISC_ROOM)), start, weight, low)


def shortened(message: str, width: int, size: int, weight: str = "bold") -> str:
    """``message`` cut to fit ``width`` at ``size``, ending in an ellipsis when cut: on a
    thumbnail a cut name is better than one running over the frame (a zoom has it whole)."""
    font = theme.font(size, weight)
    if font.size(message)[0] <= width:
        return message
    while len(message) > 1 and font.size(message + ELLIPSIS)[0] > width:
        message = message[:-1]
    return message.rstrip() + ELLIPSIS


SQUEEZE = 1.2  # how much narrower than its font a one-line name may be drawn, at most


def squeeze_text(
    message: str, width: int, size: int, weight: str = "bold", slack: float = SQUEEZE
) -> str:
    """What ``squeezed`` prints: ``message`` whole where condensing it by at most
    ``slack`` fits ``width``, else cut to fit at full width."""
    if theme.font(size, weight).size(message)[0] <= width * slack:
        return message
    return shortened(message, width, size, weight)


def squeezed(
    message: str,
    width: int,
    size: int,
    colour: tuple[int, int, int],
    weight: str = "bold",
    slack: float = SQUEEZE,
) -> pygame.Surface:
    """``message`` on one line no wider than ``width``: a name only a little too long
    ("Galactic Mumples" on a strip, "Camouflage" on a card in play) is drawn narrower,
    since a whole name a little condensed reads better than a cut one; past ``slack``
    it is cut with an ellipsis as ``shortened`` cuts it (the zoom has it whole)."""
    img = theme.rendered(squeeze_text(message, width, size, weight, slack), size, weight, colour)
    if img.get_width() > width:
        img = pygame.transform.smoothscale(img, (max(1, width), img.get_height()))
    return img
