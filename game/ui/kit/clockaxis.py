"""A chart's x-axis in the game's own clock (its turns, or the rounds of a game that keeps
them) rather than in moves: the game-over chart and the analysis curve both read the same
way."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme


@dataclass(frozen=True)
class ClockSpan:
    """A stretch of the timeline over which the game's clock read ``value``: timeline
    points ``start`` to ``end`` (the next stretch's start, or the last point)."""

    value: int
    start: int
    end: int


def clock_spans(clock: list[int | None]) -> list[ClockSpan]:
    """The clock's stretches, or none when the game keeps no clock (its x-axis is moves)."""
    if len(clock) < 2 or any(v is None for v in clock):
        return []
    values = [int(v) for v in clock if v is not None]
    if not any(values):  # a game that counts no turns: its x-axis is moves
        return []
    spans: list[ClockSpan] = []
    start = 0
    for i in range(1, len(values)):
        if values[i] != values[start]:
            spans.append(ClockSpan(values[start], start, i))
            start = i
    spans.append(ClockSpan(values[start], start, len(values) - 1))
    return spans


def draw_clock_axis(
    surface: pygame.Surface, plot: pygame.Rect, spans: list[ClockSpan], n: int, unit: str
) -> None:
    """The x-axis in the game's own clock: a faint line where each round begins and
    its number under its stretch of the plot, thinned so numbers never touch."""
    pal = theme.palette()
    theme.text(
        surface,
        f"{unit}s",
        (plot.right, plot.bottom + 26),
        size=13,
        colour=pal.text_dim,
        anchor="topright",
    )
    f = theme.font(13)
    places: list[tuple[str, float, float]] = []  # label, centre, half width
    for span in spans:
        x0 = plot.x + plot.w * span.start / n
        x1 = plot.x + plot.w * span.end / n
        if span.start > 0:
            pygame.draw.line(surface, (44, 50, 64), (round(x0), plot.y), (round(x0), plot.bottom))
        if span.value <= 0:  # set-up (a draft, the wizards chosen): no turn to number
            continue
        label = str(span.value)
        places.append((label, (x0 + x1) / 2, f.size(label)[0] / 2))
    # The last round is always told (the game's length); the others left to right,
    # skipping any that would touch a number already placed.
    final = places[-1]
    last_right = plot.x - 100.0
    for label, centre, half in places:
        is_final = (label, centre, half) == final
        if not is_final and (
            centre - half < last_right + 8 or centre + half > final[1] - final[2] - 8
        ):
            continue
        r = theme.text(
            surface,
            label,
            (round(centre), plot.bottom + 10),
            size=13,
            colour=pal.text_dim,
            anchor="midtop",
        )
        last_right = r.right
