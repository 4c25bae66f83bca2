"""The Scene contract: input, simulation and drawing kept apart so each can be tested."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """One screen. ``opaque`` scenes hide those below; overlays (pause, dialogs) do not."""

    opaque = True
    name = "scene"

    def __init__(self, app: App):
        self.app = app

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def on_exit(self) -> None:
        """Called when the scene leaves the stack for good."""

    def restyle(self) -> None:
        """Settings changed the text size or the palette while this scene was on the
        stack: drop what was laid out or coloured for the old style (cached drawings in
        ``lru_cache``s and :func:`theme.drawing_cache`s are already gone)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event (mouse positions are already logical 1280x720)."""

    def on_escape(self) -> bool:
        """Esc pressed: return True if handled here, else the app opens the pause menu."""
        return False

    def update(self, dt: float) -> None:
        """Advance timers and animations by ``dt`` seconds."""

    @property
    def settled(self) -> bool:
        """Nothing on screen moves or changes on its own (no animation, no thinking AI, no
        timer running out): once the player has left the mouse and keys alone for a
        moment, the app then draws fewer frames (``App.frame_rate``). A scene with motion
        of its own says so here."""
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto the 1280x720 logical surface."""
