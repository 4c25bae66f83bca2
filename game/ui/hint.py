"""The play scene's "Suggest a move" button (a setting, off by default).

The Hard search runs in a worker process (the same AsyncAgent as AI seats), so the
frame loop never waits for it; it is handed ``seat_view(state, seat)`` only. The answer
is marked on the board where a click would play it (:mod:`game.ui.marks`), named in a
banner, told in the log, and counted for the statistics (games with hints are marked).
A hint belongs to the decision it was asked for: any change of state drops it.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.core.actions import Action
from game.ui import ai
from game.ui.boards import seat_view
from game.ui.marks import action_point, banner_height, draw_banner, draw_ring
from game.ui.widgets.button import Button

log = logging.getLogger(__name__)

HINT_LEVEL = "hard"
BUTTON = pygame.Rect(1110, 116, 148, 30)
BANNER_X, BANNER_W = 1100, 312  # the log column's centre and width, less its margins


class HintHelper:
    def __init__(self, scene: Any):
        self.scene = scene
        self.agent: Any = None
        self.asked: int | None = None  # the scene's version the search answers
        self.shown: tuple[int, int, Action] | None = None  # (version, seat, action)
        self.banner_rect: pygame.Rect | None = None  # where the banner was last drawn
        self.button = Button(
            BUTTON,
            "Suggest a move",
            self.ask,
            size=14,
            tooltip="The Hard AI's move for you, from what you can see (counted in statistics)",
            disabled_reason="A hint is for your own decision.",
        )

    def _agent(self) -> Any:
        if self.agent is None:
            factory = getattr(self.scene.app, "ai_factory", None) or ai.make_ai
            self.agent = factory(
                self.scene.game, HINT_LEVEL, self.scene.session.record.seed * 17 + 5
            )
        return self.agent

    def ask(self) -> None:
        scene = self.scene
        state = scene.session.state
        seat = scene.board.viewer
        if state.is_over or state.current_player != seat or seat not in scene.human_seats:
            scene.toast.show("A hint is for your own decision.", "error")
            return
        if self.asked == scene.version:
            return  # already thinking about this very decision
        agent = self._agent()
        if agent.busy:
            agent.cancel()
            agent.poll()
        self.asked = scene.version
        self.shown = None
        agent.start(seat_view(state, seat))
        scene.toast.show("Looking for a good move…")

    def forget(self) -> None:
        """The state changed: a hint in flight or shown is for a decision that is gone."""
        if self.agent is not None and self.agent.busy and self.asked != self.scene.version:
            self.agent.cancel()
            self.agent.poll()
        if self.asked != self.scene.version:
            self.asked = None
        if self.shown is not None and self.shown[0] != self.scene.version:
            self.shown = None

    @property
    def thinking(self) -> bool:
        return self.asked is not None and self.agent is not None and self.agent.busy

    def update(self) -> None:
        scene = self.scene
        state = scene.session.state
        self.button.enabled = (
            not state.is_over
            and state.current_player == scene.board.viewer
            and scene.board.viewer in scene.human_seats
        )
        if self.asked is None or self.agent is None or not self.agent.busy:
            return
        action = self.agent.poll()
        if action is None:
            return
        version, self.asked = self.asked, None
        if version != scene.version or action not in state.legal_actions():
            return
        seat = scene.board.viewer
        self.shown = (version, seat, action)
        scene.log_hint(scene.session.note_hint(seat, action))  # kept in the record (saves)

    def draw(self, surface: pygame.Surface) -> None:
        if self.shown is None or self.shown[0] != self.scene.version:
            return
        board = self.scene.board
        action = self.shown[2]
        point = action_point(board, action)
        if point is not None:
            draw_ring(surface, point, self.scene.clock)
        # Over the log column, where messages go, not over the board's top strip (an
        # opponent's panel on every board).
        top = self.scene.log_spot(self.banner_height())
        self.banner_rect = draw_banner(surface, self.banner_text(), (BANNER_X, top), width=BANNER_W)

    def banner_text(self) -> str:
        return f"Suggested: {self.shown[2]}" if self.shown is not None else ""

    def banner_height(self) -> int:
        """The banner's height while a hint is up, else 0."""
        if self.shown is None or self.shown[0] != self.scene.version:
            return 0
        return banner_height(self.banner_text(), width=BANNER_W)

    def close(self) -> None:
        if self.agent is not None:
            close = getattr(self.agent, "close", None)
            if close is not None:
                close()
            self.agent = None
