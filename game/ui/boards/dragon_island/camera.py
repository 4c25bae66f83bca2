"""Pan and zoom over the island: one exact affine map between the fitted layout and the
screen, so a click lands on the same hex the player sees whatever the view.

A new framing (a refit when the island grows or the spaces to show change, a panel
moving the view aside) eases in over ``EASE`` seconds rather than jumping: ``layout``
is the framing drawn and clicked, ``target`` the one it is going to, which the board
lays its panels out against."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.ui.kit.hexgrid import Hex, HexLayout

ZOOM_MIN = 0.55
ZOOM_MAX = 2.6
FIT_MAX = 54.0
FIT_MARGIN = 10  # between the fitted cells and the viewport's edge: the pieces stay inside
EASE = 0.35  # seconds for the camera to settle on a new framing


class Camera:
    """``fit`` shows the whole island in the viewport; ``zoom`` and ``pan`` act on top of it
    around the viewport centre, so refitting after a new tile keeps the player's framing."""

    def __init__(self, viewport: pygame.Rect):
        self.viewport = pygame.Rect(viewport)
        self.fit = HexLayout(FIT_MAX, viewport.center)
        self.zoom = 1.0
        self.pan = (0.0, 0.0)
        self._from: HexLayout | None = None  # the framing an ease started from
        self._t = 1.0

    def refit(
        self, cells: Iterable[Hex], area: pygame.Rect | None = None, *, ease: bool = False
    ) -> None:
        """Fit ``cells`` into ``area`` (the viewport by default: a banner may take its top)."""
        fit = HexLayout.fitting(
            cells, (area or self.viewport).inflate(-2 * FIT_MARGIN, -2 * FIT_MARGIN), FIT_MAX
        )
        if fit != self.fit:
            if ease:
                self.ease()
            self.fit = fit

    def ease(self) -> None:
        """Call before changing the framing: the view glides from where it is now."""
        self._from = self.layout
        self._t = 0.0

    def settle(self) -> None:
        """Finish any ease at once."""
        self._from, self._t = None, 1.0

    @property
    def easing(self) -> bool:
        return self._from is not None

    def update(self, dt: float, duration: float = EASE) -> None:
        if self._from is None:
            return
        self._t = 1.0 if duration <= 0 else min(1.0, self._t + dt / duration)
        if self._t >= 1.0:
            self.settle()

    def hex_box(self, h: Hex) -> pygame.Rect:
        """The screen rect around a hexagon (corner to corner, flat side to flat side) once
        the camera has settled: what panels are laid out against."""
        layout = self.target
        x, y = layout.to_pixel(h)
        half_w = layout.size * 3**0.5 / 2
        return pygame.Rect(
            round(x - half_w), round(y - layout.size), round(2 * half_w), round(2 * layout.size)
        )

    @property
    def layout(self) -> HexLayout:
        """The framing on the screen now: the target, or on its way there."""
        target = self.target
        if self._from is None:
            return target
        k = 1 - (1 - self._t) ** 3  # ease out: quick to start, gentle to land
        a, b = self._from, target
        return HexLayout(
            a.size + (b.size - a.size) * k,
            (
                a.origin[0] + (b.origin[0] - a.origin[0]) * k,
                a.origin[1] + (b.origin[1] - a.origin[1]) * k,
            ),
        )

    @property
    def target(self) -> HexLayout:
        cx, cy = self.viewport.center
        ox, oy = self.fit.origin
        return HexLayout(
            self.fit.size * self.zoom,
            (
                cx + (ox - cx) * self.zoom + self.pan[0],
                cy + (oy - cy) * self.zoom + self.pan[1],
            ),
        )

    def to_screen(self, h: Hex) -> tuple[float, float]:
        return self.layout.to_pixel(h)

    def to_hex(self, pos: tuple[float, float]) -> Hex:
        return self.layout.to_hex(*pos)

    def drag(self, dx: float, dy: float) -> None:
        self.pan = (self.pan[0] + dx, self.pan[1] + dy)
        self._clamp()

    def zoom_at(self, factor: float, pos: tuple[float, float]) -> None:
        """Zoom keeping the point under the cursor still (what every map viewer does)."""
        new = max(ZOOM_MIN, min(ZOOM_MAX, self.zoom * factor))
        if new == self.zoom:
            return
        cx, cy = self.viewport.center
        k = new / self.zoom
        mx, my = pos[0] - cx, pos[1] - cy
        self.pan = (mx - (mx - self.pan[0]) * k, my - (my - self.pan[1]) * k)
        self.zoom = new
        self._clamp()

    def centre_on(self, pos: tuple[float, float], area: pygame.Rect | None = None) -> None:
        """Pan so a screen point comes to the middle of ``area`` (the viewport by default)."""
        target = (area or self.viewport).center
        self.drag(target[0] - pos[0], target[1] - pos[1])

    def reset(self) -> None:
        self.zoom = 1.0
        self.pan = (0.0, 0.0)

    def _clamp(self) -> None:
        """Never lose the island entirely off screen."""
        limit_x = self.viewport.w * 0.5 * self.zoom + self.viewport.w * 0.3
        limit_y = self.viewport.h * 0.5 * self.zoom + self.viewport.h * 0.3
        self.pan = (
            max(-limit_x, min(limit_x, self.pan[0])),
            max(-limit_y, min(limit_y, self.pan[1])),
        )
