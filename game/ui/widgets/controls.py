"""Setting controls: an on/off toggle, a volume slider and a cycling choice."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import theme
from game.ui.kit import textfit


class Toggle:
    def __init__(self, rect: pygame.Rect, value: bool, on_change: Callable[[bool], None]):
        self.rect = pygame.Rect(rect)
        self.value = value
        self.on_change = on_change

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            self.value = not self.value
            self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        r = self.rect
        track = pal.good if self.value else (70, 76, 90)
        pygame.draw.rect(surface, track, r, border_radius=r.h // 2)
        knob_x = r.right - r.h // 2 if self.value else r.x + r.h // 2
        pygame.draw.circle(surface, (245, 242, 235), (knob_x, r.centery), r.h // 2 - 3)
        theme.note_box(surface, r)
        theme.text(
            surface,
            "On" if self.value else "Off",
            (r.right + 12, r.centery),
            size=16,
            colour=pal.text_dim,
            anchor="midleft",
        )


class Slider:
    """A 0..1 slider; dragging or clicking anywhere on the track sets the value."""

    def __init__(self, rect: pygame.Rect, value: float, on_change: Callable[[float], None]):
        self.rect = pygame.Rect(rect)
        self.value = min(1.0, max(0.0, value))
        self.on_change = on_change
        self.dragging = False

    def _set_from(self, x: int) -> None:
        value = round(min(1.0, max(0.0, (x - self.rect.x) / max(1, self.rect.w))), 2)
        if value != self.value:
            self.value = value
            self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        hit = self.rect.inflate(0, 20)
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and hit.collidepoint(event.pos)
        ):
            self.dragging = True
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self._set_from(event.pos[0])
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        r = self.rect
        bar = pygame.Rect(r.x, r.centery - 4, r.w, 8)
        pygame.draw.rect(surface, (60, 66, 80), bar, border_radius=4)
        filled = bar.copy()
        filled.w = round(bar.w * self.value)
        pygame.draw.rect(surface, pal.gold, filled, border_radius=4)
        pygame.draw.circle(surface, (250, 246, 236), (bar.x + filled.w, bar.centery), 11)
        pygame.draw.circle(surface, pal.gold, (bar.x + filled.w, bar.centery), 11, 2)
        theme.text(
            surface,
            f"{round(self.value * 100)} %",
            (r.right + 20, r.centery),
            size=16,
            colour=pal.text_dim,
            anchor="midleft",
        )


ARROW_ROOM = 32  # from a Cycle's edge past its arrow, kept clear of the value
LABEL_SIZE = 16


class Cycle:
    """Left/right arrows around a value; clicking the value also advances it."""

    def __init__(
        self,
        rect: pygame.Rect,
        choices: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None],
    ):
        self.rect = pygame.Rect(rect)
        self.choices = list(choices)
        keys = [c[0] for c in self.choices]
        self.index = keys.index(value) if value in keys else 0
        self.on_change = on_change
        self.hover = False
        self._shown: tuple[tuple[str, int, float], str, int] | None = None

    @property
    def value(self) -> Any:
        return self.choices[self.index][0]

    def _step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.choices)
        self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        if not self.rect.collidepoint(event.pos) or len(self.choices) < 2:
            return False
        self._step(-1 if event.pos[0] < self.rect.x + 36 else 1)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        r = self.rect
        pygame.draw.rect(
            surface, (44, 50, 64) if not self.hover else (54, 62, 80), r, border_radius=8
        )
        pygame.draw.rect(surface, pal.panel_edge, r, 1, border_radius=8)
        theme.note_box(surface, r)
        if len(self.choices) > 1:
            for cx, pts in (
                (r.x + 18, [(6, -7), (-5, 0), (6, 7)]),
                (r.right - 18, [(-6, -7), (5, 0), (-6, 7)]),
            ):
                pygame.draw.polygon(surface, pal.gold, [(cx + x, r.centery + y) for x, y in pts])
        label, size = self.shown_label()
        theme.text(surface, label, r.center, size=size, weight="semibold", anchor="center")

    def shown_label(self) -> tuple[str, int]:
        """The value as drawn, and its type size: it stays between the arrows, in smaller
        type first and cut with an ellipsis only past that."""
        room = self.rect.w - (2 * ARROW_ROOM if len(self.choices) > 1 else 16)
        label = self.choices[self.index][1]
        key = (label, room, theme.ui_scale())
        if self._shown is None or self._shown[0] != key:  # worked out once, not per frame
            size = textfit.fit_size(label, room, LABEL_SIZE, "semibold", low=12)
            self._shown = (key, textfit.shortened(label, room, size, "semibold"), size)
        return self._shown[1], self._shown[2]
