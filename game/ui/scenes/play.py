"""The play scene: hosts a game's board, the log, turn display, AI seats, undo, save, resign.

Every change to the game goes through :meth:`PlayScene.apply` and so through
``Session.apply``: the board only proposes. AI seats get ``state.view(seat)`` and think
on their own thread; their moves are paced so a person can follow them.
"""

from __future__ import annotations

import argparse
import datetime
import logging
import math
import time
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.core import registry
from game.core.actions import Action
from game.core.errors import IllegalActionError
from game.core.events import Event, render_for
from game.core.game import Game, OptionValue
from game.core.paths import saves_dir
from game.core.record import HintMark, SeatSpec
from game.core.saves import save_record
from game.core.session import Session
from game.ui import ai, assets, theme
from game.ui.boards import Board, board_for, seat_view
from game.ui.hint import HintHelper
from game.ui.scenes.common import WidgetScene
from game.ui.seats import parse_seats, seat_name
from game.ui.widgets.button import Button
from game.ui.widgets.dialog import ChoiceDialog
from game.ui.widgets.scrolltext import ScrollText
from game.ui.widgets.toast import PAD_X, Toast

if TYPE_CHECKING:
    from game.ui.scenes.handoff import HandoffScene

log = logging.getLogger(__name__)

LOG_RECT = pygame.Rect(936, 112, 328, 592)
LOG_TITLE_H = 40  # the "Game log" heading at the top of LOG_RECT
TOAST_MARGIN = 8  # toast box to the log column's sides and to the lines above it
AI_PACE = 0.75  # seconds between AI moves at normal animation speed
OVER_HOLD = 1.2  # seconds the last move stays on the table before the result, at normal speed
WATCH_HOLD = 8.0  # seconds a watched (all-AI) game's end display stays before moving on
SCREEN = pygame.Rect(0, 0, 1280, 720)
SOUNDS = {"play": "card", "draw": "card", "move": "move", "damage": "hit", "game_over": "win"}


class PlayScene(WidgetScene):
    name = "play"

    def __init__(self, app: Any, session: Session, save_path: Path | None = None):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.game_id = session.game.id
        self.human_seats = [i for i, s in enumerate(session.seats) if s.is_human]
        factory = getattr(app, "ai_factory", None) or ai.make_ai
        self.agents: dict[int, Any] = {
            seat: factory(self.game, spec.level, session.record.seed * 31 + seat)
            for seat, spec in enumerate(session.seats)
            if not spec.is_human
        }
        self.save_path = save_path or saves_dir() / (
            f"{self.game_id}-{datetime.datetime.now().strftime('%Y%m%d-%H%M%S-%f')}.json"
        )
        speed = app.settings.speed_factor
        self.board: Board = board_for(self.game_id)(
            session,
            self.human_seats,
            self.propose,
            speed=speed,
            notify=lambda m: self.toast.show(m),
        )
        self.log = ScrollText(LOG_RECT.inflate(-8, -44).move(0, 18), stick_to_bottom=True)
        # Messages go over the log column: the board's edges hold hands, plaques and hover
        # panels that a player is looking at when a message comes.
        self.toast = Toast(
            (LOG_RECT.centerx, LOG_RECT.y), width=LOG_RECT.w - 2 * TOAST_MARGIN - 2 * PAD_X
        )
        # Mouse buttons whose press skipped a playback: their release is eaten too, or it
        # would land on the table the skip just revealed (a hand card, a draft card).
        self.swallowed: set[int] = set()
        # The log and the top bar follow the board's playback, not the state: events the
        # table has yet to show wait here, and the top bar keeps the line of the state the
        # playback started from until it ends.
        self.unlogged: list[Event] = []
        self.held_status: str | None = None
        self._status: str | None = None  # the status line of the state as it is, once made
        self.ai_wait = 0.4
        self.thinking_since = 0.0
        # The AI thinks while the table still plays back the last move and the pause
        # between AI moves runs; its answer waits here, tagged with the change it answers
        # (``version`` counts every change of state), until the table is ready for it.
        self.version = 0
        self.ai_started: int | None = None
        self.ai_answer: tuple[int, int, Action] | None = None
        self.over_timer: float | None = None
        self.continue_button: Button | None = None
        self.watch_left = 0.0
        self.dialog: ChoiceDialog | None = None
        self.resigned: int | None = None
        self.clock = 0.0
        self.undo_button = self.add(
            Button(
                (520, 14, 110, 44),
                "Undo",
                self.undo,
                icon="undo",
                disabled_reason="Nothing to undo: undo never crosses a draw, a reveal or "
                "another player's decision.",
            )
        )
        self.add(Button((640, 14, 110, 44), "Save", self.save, icon="scroll"))
        self.add(Button((760, 14, 110, 44), "Rules", self.rules, icon="book"))
        self.add(Button((880, 14, 120, 44), "Resign", self.ask_resign, style="ghost"))
        self.add(Button((1010, 14, 120, 44), "Menu", self.menu, style="ghost", icon="gear"))
        self.hint: HintHelper | None = None
        if app.settings.hints and self.human_seats:  # "Suggest a move", off by default
            self.hint = HintHelper(self)
            self.add(self.hint.button)
        first = session.state.current_player
        if first in self.human_seats:
            self.board.viewer = first
            self.board.refresh()
        # Two or more players at one screen: whoever pressed Start (or Load) must not see
        # the first decider's opening hand, so the first human decision is handed off too.
        self.opening_handoff = len(self.human_seats) >= 2
        self.rebuild_log()
        self.after_change()

    @property
    def hints_used(self) -> dict[int, int]:
        """Seat -> hints asked for (statistics), kept in the record so a save keeps them."""
        return self.session.record.hint_counts()

    # --- construction -------------------------------------------------------------------
    @classmethod
    def new_game(
        cls,
        app: Any,
        game: Game,
        seats: list[SeatSpec],
        seed: int,
        options: dict[str, OptionValue] | None = None,
    ) -> PlayScene:
        game.check_players(len(seats))
        return cls(app, Session.new(game, seats, seed, options))

    @classmethod
    def from_args(cls, app: Any, game_id: str, args: argparse.Namespace) -> PlayScene:
        """The scene --game/--seats/--seed/--moves describe (screenshots, quick starts)."""
        game = registry.load_game(game_id, app.content_root)
        seats = parse_seats(getattr(args, "seats", None), game.min_players)
        seed = getattr(args, "seed", None) or 1
        scene = cls.new_game(app, game, seats, seed)
        for _ in range(max(0, getattr(args, "moves", 0) or 0)):
            if scene.session.state.is_over:
                break
            scene.play_ai_move_now()
        scene.board.skip_animations()
        return scene

    # --- the one way the game changes ---------------------------------------------------
    def propose(self, action: Action) -> None:
        """A board asks to play ``action``: refuse with a reason, or apply it."""
        state = self.session.state
        if state.is_over:
            self.toast.show("The game is over.")
            return
        if (
            state.current_player not in self.human_seats
            or state.current_player != self.board.viewer
        ):
            who = seat_name(self.session.seats, state.current_player or 0)
            self.toast.show(f"Not your decision: waiting for {who}.", "error")
            return
        if action not in state.legal_actions():
            self.toast.show(f"{action} is not allowed right now.", "error")
            return
        self.apply(action)

    def apply(self, action: Action) -> list[Event]:
        self.catch_up()  # a playback skipped since the last frame no longer holds the bar
        shown_before = self.top_line()
        try:
            events = self.session.apply(action)
        except IllegalActionError as exc:
            self.toast.show(str(exc), "error")
            return []
        seen = render_for(events, self.board.viewer)
        self.unlogged.extend(seen)
        self.board.refresh()
        self.board.on_events(seen)
        if self.held_status is None and (self.board.animating or self.board.unshown):
            self.held_status = shown_before
        self.catch_up()
        self.ai_wait = (
            AI_PACE / self.app.settings.speed_factor if self.app.settings.speed_factor else 0
        )
        self.after_change()
        return events

    def after_change(self) -> None:
        """Every change of the state or of the viewer comes through here."""
        self._status = None
        self.version += 1
        self.ai_answer = None
        if self.hint is not None:
            self.hint.forget()
        state = self.session.state
        self.undo_button.enabled = bool(self.human_seats) and self.session.can_undo(
            self.board.viewer
        )
        if state.is_over:
            if self.over_timer is None:
                speed = self.app.settings.speed_factor
                self.over_timer = OVER_HOLD / speed if speed else 0.0
                self._offer_continue()
            return
        if self.over_timer is not None:  # the last move was taken back
            self.over_timer = None
            self._withdraw_continue()
        self.hand_off_when_shown()

    def handoff_due(self) -> int | None:
        """The human seat that must take the table over from the viewer, if any."""
        state = self.session.state
        decider = state.current_player
        if state.is_over or decider is None or decider not in self.human_seats:
            return None
        if self.opening_handoff:
            return decider
        return decider if decider != self.board.viewer else None

    def hand_off_when_shown(self) -> None:
        """Put up the hand-off once the table has played the last move back to the seat
        that made it: a player sees their own move happen, on their own view, and only
        then passes the screen. The next seat's view is drawn only after the hand-off,
        so it never shows before the screen goes opaque. Until then ``update`` asks again."""
        decider = self.handoff_due()
        if decider is None or self.board.animating or self.board.unshown:
            return
        if self not in self.app.scenes:  # built, not yet on the table: its update asks again
            return
        from game.ui.scenes.handoff import HandoffScene

        if any(isinstance(scene, HandoffScene) for scene in self.app.scenes):
            return
        # The release of a press that skipped the playback now goes to the hand-off screen
        # (which ignores it): waiting for it here would eat the next player's first click.
        self.swallowed.clear()
        opening, self.opening_handoff = self.opening_handoff, False
        self.app.push(
            HandoffScene(
                self.app,
                seat_name(self.session.seats, decider),
                cast("Callable[[], None]", lambda d=decider: self.set_viewer(d)),
                opening=opening,
            )
        )

    def _offer_continue(self) -> None:
        """A board's own end display (a final score breakdown) is the point of the last
        move: the table waits under it for the player's Continue, not for a timer."""
        shown = self.board.end_display
        if shown is None:
            return
        rect = pygame.Rect(0, 0, 200, 46)
        rect.midtop = (shown.centerx, shown.bottom + 12)
        self.continue_button = self.add(
            Button(rect.clamp(SCREEN), "Continue", self.go_game_over, style="primary")
        )
        self.watch_left = WATCH_HOLD

    def _withdraw_continue(self) -> None:
        if self.continue_button in self.widgets:
            self.widgets.remove(self.continue_button)
        self.continue_button = None

    def set_viewer(self, seat: int) -> None:
        """A hand-off completed: show the table as ``seat`` sees it, log included. Any
        playback left is cut (the hand-off waits for the last move's, but a move played
        at once hands on at once): the events it held back were worded for the last seat,
        and the new seat's log is told afresh."""
        self.board.skip_animations()
        self.board.viewer = seat
        self.board.refresh()
        self.rebuild_log()
        self.after_change()

    # --- AI seats ---------------------------------------------------------------------
    def ai_seat_to_move(self) -> int | None:
        state = self.session.state
        seat = state.current_player
        return seat if seat is not None and seat in self.agents and not state.is_over else None

    def drive_ai(self, dt: float) -> None:
        seat = self.ai_seat_to_move()
        if seat is None:
            return
        agent = self.agents[seat]
        if self.ai_started != self.version:
            if agent.busy:  # a search for a position that is gone
                agent.cancel()
                agent.poll()
            self.ai_started = self.version
            self.thinking_since = self.clock
            agent.start(seat_view(self.session.state, seat))
        elif self.ai_answer is None and agent.busy:
            action = agent.poll()
            if action is not None:
                self.ai_answer = (self.version, seat, action)
        self.ai_wait -= dt
        if self.ai_wait > 0 or self.board.animating or self.ai_answer is None:
            return
        version, asked, action = self.ai_answer
        self.ai_answer = None
        if version == self.version and asked == seat:
            self._apply_ai(seat, action)

    def ai_waited_on(self) -> bool:
        """Whether the table is waiting for the AI (not merely for its own playback): what
        the thinking indicator shows."""
        seat = self.ai_seat_to_move()
        return (
            seat is not None
            and self.agents[seat].busy
            and self.ai_wait <= 0
            and not self.board.animating
        )

    def _apply_ai(self, seat: int, action: Action) -> None:
        if action not in self.session.state.legal_actions():
            log.error("AI seat %s proposed an illegal action %s; playing a legal one", seat, action)
            action = self.session.state.legal_actions()[0]
        self.apply(action)

    def play_ai_move_now(self, timeout: float = 60.0) -> None:
        """Play one move synchronously with the seat's agent (humans get a normal-level AI)."""
        state = self.session.state
        seat = state.current_player
        if seat is None:
            return
        agent = self.agents.get(seat)
        if agent is None:
            factory = getattr(self.app, "ai_factory", None) or ai.make_ai
            agent = factory(self.game, ai.DEFAULT_LEVEL, 7 + seat)
        if agent.busy:
            agent.cancel()
            agent.poll()
        self.ai_answer = None
        agent.start(seat_view(state, seat))
        deadline = time.monotonic() + timeout
        while True:
            action = agent.poll()
            if action is not None:
                break
            if time.monotonic() > deadline:
                agent.cancel()
                action = state.legal_actions()[0]
                break
            time.sleep(0.002)
        self._apply_ai(seat, action)
        for hand in [s for s in self.app.scenes if s.name == "handoff"]:
            self.app.scenes.remove(hand)
            cast("HandoffScene", hand).ready()  # the only scene named "handoff"
        due = self.handoff_due()
        if due is not None:  # a move played at once is handed on at once, playback cut
            self.opening_handoff = False
            self.set_viewer(due)

    def finish_with_ai(self, limit: int = 5000) -> None:
        for _ in range(limit):
            if self.session.state.is_over:
                return
            self.play_ai_move_now()

    def cancel_ai(self) -> None:
        for agent in self.agents.values():
            if agent.busy:
                agent.cancel()
                agent.poll()
        self.ai_answer = None
        self.ai_started = None

    # --- buttons ---------------------------------------------------------------------
    def undo(self) -> None:
        self.cancel_ai()
        count = self.session.undo(self.board.viewer)
        if count:
            self.board.skip_animations()
            self.board.refresh()
            self.rebuild_log()
            self.toast.show(f"Took back {count} move{'s' if count > 1 else ''}.")
            self.ai_wait = 1.0
        self.after_change()

    def autosave(self) -> Path | None:
        if not self.session.record.actions or self.session.state.is_over:
            return None
        state = self.session.state
        save_record(
            self.save_path,
            self.session.record,
            turn=state.turn,
            label=f"{self.game.name}, turn {state.turn}",
        )
        return self.save_path

    def save(self) -> None:
        try:
            state = self.session.state
            save_record(
                self.save_path,
                self.session.record,
                turn=state.turn,
                label=f"{self.game.name}, turn {state.turn}",
            )
        except OSError as exc:
            self.toast.show(f"Could not save: {exc}", "error")
            return
        self.toast.show(f"Saved as {self.save_path.name}", "good")

    def rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.game_id))

    def menu(self) -> None:
        from game.ui.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app))

    def ask_resign(self) -> None:
        if not self.human_seats:
            self.toast.show("Only a human seat can resign.")
            return
        who = seat_name(self.session.seats, self.board.viewer)
        self.dialog = ChoiceDialog(
            "Resign?",
            f"{who} gives up this game. It will end now.",
            ["Keep playing", "Resign"],
            self._resign_answer,
            danger=(1,),
        )

    def _resign_answer(self, index: int) -> None:
        if index == 1:
            self.resigned = self.board.viewer
            self.cancel_ai()
            self.go_game_over()

    def go_game_over(self) -> None:
        from game.ui.postgame import record_finished
        from game.ui.scenes.gameover import GameOverScene

        self.cancel_ai()
        colours = [self.board.seat_colour(s) for s in range(len(self.session.seats))]
        replay, notices = record_finished(
            self.app, self.session, resigned=self.resigned, hints=self.hints_used
        )
        over = GameOverScene(
            self.app, self.session, resigned=self.resigned, seat_colours=colours, replay=replay
        )
        for notice in notices:
            over.toast.show(notice, "error", 5)
        self.app.replace(over)

    # --- log ---------------------------------------------------------------------------
    def _log_event(self, event: Event) -> None:
        colour = self.board.seat_colour(event.seat) if event.seat is not None else None
        self.log.append(event.text, colour)

    def catch_up(self) -> None:
        """Log the events the board's playback has reached (all of them once it ends or is
        skipped), with the sound of the first that has one; let the top bar tell the
        state as it is once nothing is left to show."""
        reached = len(self.unlogged) - min(self.board.unshown, len(self.unlogged))
        if reached:
            shown, self.unlogged = self.unlogged[:reached], self.unlogged[reached:]
            for event in shown:
                self._log_event(event)
            sound = next((SOUNDS[e.kind] for e in shown if e.kind in SOUNDS), None)
            if sound:
                self.app.audio.play(sound)
        if not self.unlogged and not self.board.animating:
            self.held_status = None

    def log_hint(self, mark: HintMark) -> None:
        """The log's line for a hint: the move suggested only to the seat it was for."""
        who = seat_name(self.session.seats, mark.seat)
        shown = mark.seat == self.board.viewer and mark.action
        self.log.append(
            f"{who} used a hint: {mark.action}" if shown else f"{who} used a hint.",
            (235, 200, 110),
        )

    def rebuild_log(self) -> None:
        """Re-tell the whole game for the viewer (a hand-off must not leak the last seat's
        private lines). The board's playback is over by then (an undo or a hand-off cuts
        it), so nothing is held back."""
        self.unlogged.clear()
        self.held_status = None
        self.log.clear()
        self.log.stick = True
        self.log.append(f"{self.game.name}: a new game begins.", theme.palette().gold)
        told = [self.session.state.opening_events, *(step.events for step in self.session.steps)]
        hints: dict[int, list[HintMark]] = {}
        for mark in self.session.record.hints:
            if mark.move is not None:
                hints.setdefault(mark.move, []).append(mark)
        for moves, events in enumerate(told):
            for event in render_for(list(events), self.board.viewer):
                self._log_event(event)
            for mark in hints.get(moves, []):  # asked for at the decision after these
                self.log_hint(mark)
        self.log.offset = 1e9

    # --- scene hooks ------------------------------------------------------------------
    def restyle(self) -> None:
        # The board's prompt and buttons were laid out for the old text, and the log's
        # lines coloured by seat in the old palette.
        self.board.refresh()
        self.rebuild_log()

    def on_escape(self) -> bool:
        if self.dialog is not None and self.dialog.open:
            self.dialog.escape()
            return True
        return False

    def on_exit(self) -> None:
        """The scene is gone for good (popped or replaced): stop the AI workers now rather
        than whenever the garbage collector gets to them."""
        self.cancel_ai()
        if self.hint is not None:
            self.hint.close()
        for agent in self.agents.values():
            close = getattr(agent, "close", None)
            if close is not None:
                close()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button in self.swallowed:
            self.swallowed.discard(event.button)
            return
        if self.dialog is not None and self.dialog.open:
            self.dialog.handle_event(event)
            return
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if (
            self.continue_button is not None
            and event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        ):
            self.go_game_over()
            return
        if self.board.modal:
            # A board's own dialog (e.g. "this play destroys your Bastion") owns the input.
            self.board.handle_event(event)
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button in (1, 2, 3)  # not the wheel: scrolling the log is no skip
            and self.board.animating
        ):
            self.board.skip_animations()
            self.swallowed.add(event.button)
            return
        for widget in self.widgets:
            if widget.handle_event(event):
                return
        if self.log.handle_event(event):
            return
        self.board.handle_event(event)

    @property
    def settled(self) -> bool:
        """Waiting on a human, with nothing playing out: no AI to move or think, no
        animation or hand-off to come, no game-over countdown."""
        return (
            super().settled
            and self.ai_seat_to_move() is None
            and self.over_timer is None
            and not self.board.animating
            and not self.board.unshown
            and not self.unlogged
            and (self.hint is None or not self.hint.thinking)
        )

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self.board.update(dt)
        if self.hint is not None:
            self.hint.update()
        self.catch_up()
        self.hand_off_when_shown()
        if self.over_timer is not None:
            self.over_timer -= dt
            if self.continue_button is not None:
                if not self.human_seats:  # nobody to click: a watched game goes on alone
                    self.watch_left -= dt
                    self.continue_button.label = f"Continue ({math.ceil(self.watch_left)})"
                    if self.watch_left <= 0:
                        self.go_game_over()
            elif self.over_timer <= 0 and not self.board.animating:
                self.go_game_over()
            return
        self.drive_ai(dt)

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        self.catch_up()  # a playback skipped since the last update (a screenshot, a test)
        self.draw_background(surface)
        self._draw_top_bar(surface)
        self.board.draw(surface)
        theme.panel(surface, LOG_RECT, alpha=215)
        theme.text(
            surface,
            "Game log",
            (LOG_RECT.x + 16, LOG_RECT.y + 10),
            size=18,
            weight="title",
            colour=pal.gold,
        )
        self.log.draw(surface)
        self._place_toast()
        self.draw_widgets(surface)
        if self.hint is not None:
            self.hint.draw(surface)
        self.board.draw_overlay(surface)
        if self.dialog is not None and self.dialog.open:
            self.dialog.draw(surface)

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        bar = pygame.Rect(0, 0, 1280, 66)
        surface.blit(_bar_shade(bar.size), bar)
        pygame.draw.line(
            surface, theme.shade(theme.accent(self.game_id), 0.9), (0, 66), (1280, 66), 2
        )
        icon = assets.icon("gem", 30)
        if icon:
            surface.blit(icon, (18, 18))
        theme.text(surface, self.game.name, (58, 12), size=22, weight="title", colour=pal.gold)
        line = fit_status(self.top_line(), TOP_LINE_WIDTH, 14)
        theme.text(surface, line, (58, 40), size=14, colour=pal.text_dim)
        seat = self.ai_seat_to_move()
        if seat is not None and self.ai_waited_on():
            self._draw_thinking(surface, seat)

    def top_line(self) -> str:
        """What the top bar says: during a playback the state the table is showing (the
        one the playback started from), not the state the game has already reached."""
        return self.held_status if self.held_status is not None else self.status_line()

    def status_line(self) -> str:
        """The top bar's subtitle, in the game's own words (a draft is no turn). Asked of
        the viewer's view, so it cannot tell what the viewer may not see. A view costs
        60-130 µs, so it is made once per change (``after_change`` forgets it), not on
        every frame."""
        if self._status is None:
            names = [seat_name(self.session.seats, s) for s in range(len(self.session.seats))]
            self._status = seat_view(self.session.state, self.board.viewer).status_line(names)
        return self._status

    def _place_toast(self) -> None:
        """Hang the toast in the log column (under the hint banner when one is up)."""
        _, h = self.toast.size()
        above = self.hint.banner_height() if self.hint is not None else 0
        self.toast.top = self.log_spot(h + above) + (above and above + TOAST_MARGIN)

    def log_spot(self, h: int) -> int:
        """Where a message ``h`` high goes in the log column: in the free space under the
        last line while the log is short, else over the oldest lines shown, never over
        the newest (the board's edges hold what a player is looking at)."""
        log = self.log
        free_top = log.rect.y + log.content_height + TOAST_MARGIN
        if log.max_offset <= 0 and free_top + h <= log.rect.bottom:
            return free_top
        return LOG_RECT.y + LOG_TITLE_H

    def _draw_thinking(self, surface: pygame.Surface, seat: int) -> None:
        pal = theme.palette()
        centre = (LOG_RECT.x + 20, LOG_RECT.y - 24)
        for i in range(8):
            angle = self.clock * 6 + i * math.pi / 4
            alpha = 60 + 195 * (i / 7)
            dot = (centre[0] + 9 * math.cos(angle), centre[1] + 9 * math.sin(angle))
            pygame.draw.circle(surface, theme.lerp(pal.table, pal.gold, alpha / 255), dot, 2.5)
        name = seat_name(self.session.seats, seat)
        theme.text(
            surface,
            f"{name} is thinking…",
            (centre[0] + 20, centre[1]),
            size=16,
            weight="semibold",
            anchor="midleft",
        )
        progress = float(getattr(self.agents[seat], "progress", 0.0) or 0.0)
        bar = pygame.Rect(LOG_RECT.right - 90, centre[1] - 4, 86, 8)
        pygame.draw.rect(surface, (50, 56, 70), bar, border_radius=4)
        pygame.draw.rect(
            surface,
            pal.gold,
            (bar.x, bar.y, round(bar.w * min(1.0, progress)), bar.h),
            border_radius=4,
        )


@lru_cache(maxsize=2)
def _bar_shade(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((10, 12, 16, 170))
    return shade


# The top bar's subtitle runs from x=58 to the first button (Undo, x=520).
TOP_LINE_WIDTH = 450


def fit_status(line: str, width: int, size: int) -> str:
    """The subtitle cut to ``width`` pixels: whole "·" parts dropped from the end first
    (the game and phase come first, details last), then an ellipsis, so it never runs
    under the buttons."""
    if theme.text_width(line, size) <= width:
        return line
    parts = [part.strip() for part in line.split("·")]
    while len(parts) > 1:
        parts.pop()
        shorter = "  ·  ".join(parts)
        if theme.text_width(shorter, size) <= width:
            return shorter
    cut = line
    while cut and theme.text_width(cut + "…", size) > width:
        cut = cut[:-1]
    return cut.rstrip() + "…"
