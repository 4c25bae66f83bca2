"""The prompt bar under a board: what the seat is asked (or what is going on), with the
decision's buttons at its right and any that do not fit in a tray above it.

A board passes its own colours; the layout of the words against the buttons and the tray
drawn behind buttons lifted above the bar are the same on every board that has one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.ui import theme
from game.ui.kit.textfit import draw as draw_fitted
from game.ui.kit.textfit import fit_block

Colour = tuple[int, int, int]


class BarButton(Protocol):
    rect: pygame.Rect
    hover: bool

    def draw(self, surface: pygame.Surface) -> None: ...


@dataclass(frozen=True)
class BarStyle:
    """A board's colours and type sizes for its bar."""

    fill: Colour
    tray: Colour
    glow: Colour
    edge: Colour
    start: int = 15  # the words' size when they fit, shrinking to ``low``
    low: int = 11
    pad_y: int = 3


def draw_prompt_bar(
    surface: pygame.Surface,
    bar: pygame.Rect,
    text: str,
    colour: Colour,
    buttons: Sequence[BarButton],
    style: BarStyle,
    *,
    lit: bool,
    hint: str = "",
) -> None:
    """``lit`` while the seat at the table is being asked: the bar's edge glows then.
    ``hint`` (a key that answers, say) is added to the text only where it costs the
    question nothing: at the size and in the lines the text alone would take."""
    pygame.draw.rect(surface, style.fill, bar, border_radius=10)
    pygame.draw.rect(
        surface, style.glow if lit else style.edge, bar, 2 if lit else 1, border_radius=10
    )
    in_bar = [b for b in buttons if b.rect.y >= bar.y]
    left_of = min((b.rect.x for b in in_bar), default=bar.right - 8)
    box = pygame.Rect(
        bar.x + 12, bar.y + style.pad_y, left_of - bar.x - 24, bar.h - 2 * style.pad_y
    )
    fitted = fit_block(text, box.w, box.h, start=style.start, low=style.low, weight="semibold")
    if hint:
        hinted = fit_block(
            f"{text} {hint}", box.w, box.h, start=style.start, low=style.low, weight="semibold"
        )
        same = (hinted.size, len(hinted.lines)) == (fitted.size, len(fitted.lines))
        if same and not hinted.truncated:
            fitted = hinted
    draw_fitted(surface, fitted, box, colour, align="left", valign="center")
    above = [b for b in buttons if b.rect.y < bar.y]
    if above:
        tray = above[0].rect.unionall([b.rect for b in above]).inflate(16, 10)
        theme.panel(surface, tray, colour=style.tray, edge=style.glow, alpha=245)
    for button in buttons:
        if button.hover:
            pygame.draw.rect(
                surface, (*style.glow, 90), button.rect.inflate(6, 6), 2, border_radius=12
            )
        button.draw(surface)


def bar_clear_zone(bar: pygame.Rect, buttons: Sequence[BarButton]) -> list[pygame.Rect]:
    """What a hover panel must leave readable of the bar: the bar itself, each of its
    buttons and the tray of buttons lifted above it. Boards pass this as ``keep`` to
    :func:`game.ui.kit.placement.beside`, so a zoom never hides the question it helps
    answer or the button that answers it."""
    out = [bar.inflate(0, 4)]
    out += [b.rect.inflate(6, 6) for b in buttons]
    above = [b.rect for b in buttons if b.rect.y < bar.y]
    if above:
        out.append(above[0].unionall(above).inflate(16, 10))
    return out
