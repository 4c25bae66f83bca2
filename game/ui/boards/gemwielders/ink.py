"""Card text set in lines with some of it lit: the clause resolving (or the one a ⚡
question is about) gets a gold underlay, the rest stays plain and readable around it.

Words keep a flag (lit or not) through the wrap, so a lit clause that wraps onto the
next line stays lit there, and measuring goes through ``theme.text_width`` so the
game's symbols (⚡, ⚙) take the room they are drawn with.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme

Colour = tuple[int, int, int]
LIT_BG = (255, 214, 110)
LIT_INK = (40, 24, 6)


@dataclass(frozen=True)
class Set:
    """Text set in lines at one size: each line a list of (text, lit) runs."""

    lines: tuple[tuple[tuple[str, bool], ...], ...]
    size: int
    weight: str

    @property
    def line_height(self) -> int:
        return theme.font(self.size, self.weight).get_linesize()

    @property
    def height(self) -> int:
        return len(self.lines) * self.line_height


def set_text(parts: list[tuple[str, bool]], width: int, size: int, weight: str = "regular") -> Set:
    """Greedy word wrap of ``parts`` (text, lit) into ``width``; a word wider than the
    line stands alone on it (card texts have no such word at the sizes used)."""
    words: list[tuple[str, bool]] = []
    for text, lit in parts:
        for para_i, para in enumerate(text.split("\n")):
            if para_i:
                words.append(("\n", lit))
            words += [(w, lit) for w in para.split(" ") if w]
    lines: list[list[tuple[str, bool]]] = [[]]
    x = 0
    space = theme.text_width(" ", size, weight)
    for word, lit in words:
        if word == "\n":
            lines.append([])
            x = 0
            continue
        w = theme.text_width(word, size, weight)
        if lines[-1] and x + space + w > width:
            lines.append([])
            x = 0
        if lines[-1]:
            x += space
        lines[-1].append((word, lit))
        x += w
    runs: list[tuple[tuple[str, bool], ...]] = []
    for line in lines:
        merged: list[tuple[str, bool]] = []
        for word, lit in line:
            if merged and merged[-1][1] == lit:
                merged[-1] = (merged[-1][0] + " " + word, lit)
            elif merged:
                # The space between two runs belongs to the plain one, so a lit run's
                # underlay hugs its words.
                if lit:
                    merged[-1] = (merged[-1][0] + " ", merged[-1][1])
                    merged.append((word, lit))
                else:
                    merged.append((" " + word, lit))
            else:
                merged.append((word, lit))
        runs.append(tuple(merged))
    return Set(tuple(runs), size, weight)


def fit(
    parts: list[tuple[str, bool]],
    width: int,
    height: int,
    *,
    start: int,
    low: int,
    weight: str = "regular",
) -> Set:
    """The largest size from ``start`` down to ``low`` at which the text fits the box;
    at ``low`` it is set anyway (the caller cuts what runs past the box)."""
    for size in range(start, low - 1, -1):
        fitted = set_text(parts, width, size, weight)
        if fitted.height <= height:
            return fitted
    return set_text(parts, width, low, weight)


def draw(
    surface: pygame.Surface,
    fitted: Set,
    topleft: tuple[int, int],
    colour: Colour,
    *,
    bottom: int | None = None,
    centre_width: int | None = None,
) -> int:
    """Blit the set text, lit runs on their underlay; lines past ``bottom`` are left out.
    With ``centre_width`` each line is centred in that width. Returns the y reached."""
    x0, y = topleft
    step = fitted.line_height
    for line in fitted.lines:
        if bottom is not None and y + step > bottom + 2:
            break
        widths = [theme.text_width(t, fitted.size, fitted.weight) for t, _ in line]
        x = x0 + ((centre_width - sum(widths)) // 2 if centre_width else 0)
        for (text, lit), w in zip(line, widths, strict=True):
            if lit:
                under = pygame.Rect(x - 2, y, w + 4, step)
                pygame.draw.rect(surface, LIT_BG, under, border_radius=4)
            theme.text(
                surface,
                text,
                (x, y),
                size=fitted.size,
                weight=fitted.weight,
                colour=LIT_INK if lit else colour,
            )
            x += w
        y += step
    return y
