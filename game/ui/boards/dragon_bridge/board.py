"""The Dragon Bridge board: the bridge, the Dragon, the Nest, both tableaux and the market,
answering every decision of the engine with a click on the table (or, for the few that
have no place on it, in the chooser)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.engines.dragon_bridge.state import DragonBridgeState
from game.ui.boards import Board
from game.ui.boards.dragon_bridge import layout as L
from game.ui.boards.dragon_bridge import painter, prompts
from game.ui.boards.dragon_bridge.chooser import Chooser
from game.ui.boards.dragon_bridge.faces import Face
from game.ui.boards.dragon_bridge.motion import Motion
from game.ui.boards.dragon_bridge.targets import ON_TABLE, Target, tile_targets


@dataclass
class Hoverable:
    rect: pygame.Rect
    face: Face


class DragonBridgeBoard(Board):
    def __init__(self, *args: object, **kwargs: object):
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.v: DragonBridgeState = self.view  # type: ignore[assignment]
        self.targets: list[Target] = []
        self.hoverables: list[Hoverable] = []
        self.mouse: tuple[int, int] = (-1, -1)
        self.chooser: Chooser | None = None
        self._chooser_key: tuple[int, str] | None = None
        self.clock = 0.0
        self.motion = Motion(self)
        # Where the last frame put the labels that share crowded corners of the table,
        # by name, so the tests can check they keep clear of one another.
        self.drawn: dict[str, pygame.Rect] = {}
        # Who was deciding at the last refresh, and so took the action whose events come
        # next, and whose action the running playback shows: while another seat's action
        # is still being played back, the viewer's decision waits (no prompt to act, no
        # glowing targets, no chooser), so nothing invites a move against a table that has
        # not yet shown what changed.
        self.decider: int | None = None
        self.actor: int | None = None
        self.shown_by: int | None = None
        self.offered = False
        self.refresh()

    # --- state -> layout ------------------------------------------------------------------
    @property
    def me(self) -> int:
        return self.viewer

    @property
    def watching(self) -> bool:
        """Whether another seat's action is still being played back to the viewer."""
        return self.animating and self.shown_by is not None and self.shown_by != self.viewer

    @property
    def presenting(self) -> bool:
        """Whether the viewer's decision is on offer now: it is theirs, and the table has
        finished showing the other seat's action that led to it."""
        return self.my_decision and not self.watching

    @property
    def playing_back(self) -> int | None:
        """The seat whose move the table is still showing while that move holds back what
        came of it (whose turn or decision it is now), else None: the prompt strip and
        the plaques tell the move being shown, as the top bar does."""
        if self.animating and not self.presenting:
            return self.shown_by
        return None

    def legal_actions(self) -> list[Action]:
        return super().legal_actions() if self.presenting else []

    def refresh(self) -> None:
        self.actor, self.decider = self.decider, self.session.state.current_player
        self.v = self.view  # type: ignore[assignment]
        self.motion.snapshot(self.v)
        self._offer()

    def _offer(self) -> None:
        """Lay out what the viewer may click now (nothing while they watch)."""
        self.offered = self.presenting
        self.targets = self._targets()
        self.hoverables = painter.hoverables(self)
        self._sync_chooser()

    def _targets(self) -> list[Target]:
        if not self.presenting:
            return []
        legal = self.legal_actions()
        top = self.v.stack.top
        if top is None or not legal:
            return []
        out = tile_targets(self.v, self.me, legal) if top.kind in ON_TABLE else []
        out += painter.card_targets(self, top.kind, legal)
        out += prompts.buttons(self, top.kind, legal, out)
        return out

    def _sync_chooser(self) -> None:
        """Open the chooser for decisions that have no place on the table (once per
        decision: a hidden chooser stays hidden until the player asks for it again)."""
        top = self.v.stack.top
        if not self.presenting or top is None:
            self.chooser = None
            self._chooser_key = None
            return
        key = (len(self.session.steps), top.kind)
        if key == self._chooser_key:
            return
        self._chooser_key = key
        self.chooser = None
        if top.kind not in ON_TABLE:
            self.open_chooser()

    def open_chooser(self) -> None:
        title, message = prompts.chooser_text(self)
        self.chooser = Chooser(L.B, title, message, self.legal_actions(), self._chosen, wide=L.WIDE)

    def _chosen(self, action: Action) -> None:
        self.fire((action,))

    # --- proposing -----------------------------------------------------------------------
    def fire(self, actions: tuple[Action, ...]) -> None:
        """Propose ``actions`` in order, each only if still legal after the one before:
        one click on a destination answers both "which way" and "how far"."""
        for i, action in enumerate(actions):
            if action not in self.legal_actions():
                if i == 0:
                    self.notify(f"{action} is not possible now.")
                return
            self.propose(action)

    def targets_for(self, action: Action) -> list[Target]:
        return [t for t in self.targets if t.actions and t.actions[0] == action]

    def click_point(self, action: Action) -> tuple[int, int] | None:
        """Where to click to propose ``action`` (tests post real clicks there)."""
        if self.chooser is not None and self.chooser.open:
            return self.chooser.point_for(action)
        for t in self.targets:
            if t.actions and t.actions[0] == action:
                return t.rect.center
        return None

    def click_points(self) -> list[tuple[tuple[int, int], tuple[Action, ...]]]:
        """Every clickable answer on screen now, with the actions a click there proposes."""
        if self.chooser is not None and self.chooser.open:
            return [
                (r.center, (a,))
                for a, r in zip(self.chooser.actions, self.chooser.rects, strict=False)
            ]
        return [(t.rect.center, t.actions) for t in self.targets if t.actions]

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        # Buttons and cards lie over the tiles' glow; the last added wins ties.
        for t in reversed(self.targets):
            if t.rect.collidepoint(pos):
                return t
        return None

    # --- input ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if self.chooser is not None and self.chooser.open:
            return self.chooser.handle_event(event)
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        target = self.target_at(event.pos)
        if target is not None:
            if target.zone == "reopen":
                self.open_chooser()
            else:
                self.fire(target.actions)
            return True
        reason = prompts.why_not(self, event.pos)
        if reason:
            self.notify(reason)
            return True
        return False

    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)
        if self.presenting != self.offered:  # the other seat's action has been shown
            self._offer()

    def on_events(self, events: list[Event]) -> None:
        self.show_with(self.motion.play(events))
        if self.animating:
            self.shown_by = self.actor
            if self.presenting != self.offered:
                self._offer()

    def skip_animations(self) -> None:
        super().skip_animations()
        if self.presenting != self.offered:
            self._offer()

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        painter.draw(self, surface)
        if self.chooser is None or not self.chooser.open:
            painter.draw_zoom(self, surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        # Above the log: a chooser of long options spreads over it (layout.WIDE).
        if self.chooser is not None and self.chooser.open:
            self.chooser.draw(surface)
