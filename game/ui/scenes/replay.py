"""Watching a game again: the game's own board driven by its record, move by move.

The scene keeps its own :class:`Session`, rebuilt from the record up to the move shown,
and hands it to the game's board exactly as the play scene does, so every game replays
with no code of its own. The board draws one seat's view at a time; "show everything"
(the full state) is offered only for a finished game, so a replay of a game still in
progress cannot be used to peek at hidden cards. Proposals from the board are refused:
a replay never changes the record.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.core.actions import Action
from game.core.events import Event, render_for
from game.core.game import Game
from game.core.record import GameRecord
from game.core.session import Session
from game.core.state import State
from game.ui import assets, theme
from game.ui.boards import Board, board_for, seat_view
from game.ui.kit.textfit import fit_size
from game.ui.marks import action_point, draw_banner, draw_ring
from game.ui.scenes.common import WidgetScene
from game.ui.seats import seat_name
from game.ui.widgets.button import Button
from game.ui.widgets.controls import Cycle, Toggle

COLUMN_X = 936
COLUMN_W = 328
SCRUB = pygame.Rect(COLUMN_X + 12, 128, COLUMN_W - 24, 22)
CHOOSERS_Y = 166  # the speed and seat choosers under the scrubber
LOG_RECT = pygame.Rect(COLUMN_X, 248, COLUMN_W, 456)
SPEEDS = ((0.5, "0.5x"), (1.0, "1x"), (2.0, "2x"), (4.0, "4x"))
STEP_SECONDS = 1.1  # between moves at 1x while playing


@dataclass(frozen=True)
class Mark:
    """An action to point out at one decision: a hint or an analysis's better move."""

    index: int  # the decision is the state before record.actions[index]
    seat: int
    action: Action
    text: str


_BOARD_CLASSES: dict[type[Board], type[Board]] = {}


def _replay_view(self: Any) -> State:
    if getattr(self, "reveal_all", False):
        return self.session.state.clone()
    return seat_view(self.session.state, self.viewer)


def replay_board_class(cls: type[Board]) -> type[Board]:
    """``cls`` with a ``reveal_all`` switch: when set, the board draws the full state
    instead of the viewer's view. Boards draw whatever their ``view`` holds, so this is
    the one place "show everything" needs, for every game."""
    if cls not in _BOARD_CLASSES:
        _BOARD_CLASSES[cls] = type(
            f"Replay{cls.__name__}", (cls,), {"view": property(_replay_view), "reveal_all": False}
        )
    return _BOARD_CLASSES[cls]


@dataclass
class LogLine:
    step: int  # 0 = the set-up, i = after the i-th move
    text: str
    colour: tuple[int, int, int] | None


class ReplayLog:
    """The game log with every line tagged by its move: lines after the move shown are
    dimmed, the move shown is lit, and a click on a line jumps to its move."""

    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.lines: list[tuple[int, str, tuple[int, int, int] | None]] = []
        self.offset = 0  # first wrapped line shown
        self.restyle()

    def restyle(self) -> None:
        """Take the font of the text size now (its lines are then set again)."""
        self.f = theme.font(14)
        self.line_h = self.f.get_linesize()

    @property
    def page(self) -> int:
        return max(1, self.rect.h // self.line_h)

    def set_lines(self, lines: list[LogLine]) -> None:
        self.lines = []
        for line in lines:
            for i, part in enumerate(theme.wrap(line.text, self.rect.w - 22, self.f)):
                self.lines.append((line.step, ("   " if i else "") + part, line.colour))
        self.offset = min(self.offset, max(0, len(self.lines) - self.page))

    def follow(self, step: int) -> None:
        """Scroll so the last line of ``step`` (or the nearest before it) is in view."""
        rows = [i for i, (s, _, _) in enumerate(self.lines) if s <= step]
        if not rows:
            self.offset = 0
            return
        row = rows[-1]
        if row < self.offset or row >= self.offset + self.page:
            self.offset = max(0, min(row - self.page // 2, len(self.lines) - self.page))

    def step_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        row = self.offset + (pos[1] - self.rect.y) // self.line_h
        return self.lines[row][0] if 0 <= row < len(self.lines) else None

    def scroll(self, rows: int) -> None:
        self.offset = max(0, min(self.offset + rows, len(self.lines) - self.page))

    def draw(self, surface: pygame.Surface, current: int) -> None:
        pal = theme.palette()
        y = self.rect.y
        for step, text, colour in self.lines[self.offset : self.offset + self.page]:
            if step == current:
                band = pygame.Rect(self.rect.x - 4, y, self.rect.w + 8, self.line_h)
                pygame.draw.rect(surface, (64, 58, 36), band, border_radius=4)
            shown = colour or pal.text
            if step > current:
                shown = theme.lerp(shown, (40, 44, 56), 0.6)
            theme.text(surface, text, (self.rect.x + 4, y), size=14, colour=shown)
            y += self.line_h


class ReplayScene(WidgetScene):
    name = "replay"

    def __init__(
        self,
        app: Any,
        game: Game,
        record: GameRecord,
        *,
        path: Path | None = None,
        finished: bool = True,
        seat: int | None = None,
        start: int | None = None,
        analysis: Any = None,
        marks: list[Mark] | None = None,
    ):
        super().__init__(app)
        self.game = game
        self.game_id = game.id
        self.record = record
        self.path = path
        self.finished = finished
        self.analysis = analysis
        self.marks = list(marks or [])
        self.total = len(record.actions)
        # Every step's events, once: the log is told from these per viewer.
        full = Session(game, record)
        self.steps = full.steps
        self.opening = tuple(full.state.opening_events) or tuple(
            record.new_state(game).opening_events
        )
        humans = [i for i, s in enumerate(record.seats) if s.is_human]
        self.viewer = seat if seat is not None else (humans[0] if humans else 0)
        self.session = Session(game, self._prefix(0))
        self.pos = 0
        self.playing = False
        self.speed = 1.0
        self.timer = 0.0
        self.clock = 0.0
        cls = replay_board_class(board_for(game.id))
        self.board = cls(
            self.session,
            [self.viewer],
            self._refuse,
            speed=app.settings.speed_factor,
            notify=lambda m: self.toast.show(m),
        )
        self.log = ReplayLog(LOG_RECT.inflate(-16, -48).move(0, 20))
        self._buttons()
        self._tell_log()
        self.go(self.total if start is None else start)

    # --- construction ----------------------------------------------------------------
    @classmethod
    def open_file(cls, app: Any, path: Path, **kwargs: Any) -> ReplayScene:
        """The replay of a file, checked first (:func:`open_replay` raises a SaveError
        naming the file, and nothing on disk changes)."""
        from game.core.archive import open_replay

        info, game, _ = open_replay(path, getattr(app, "content_root", None))
        return cls(app, game, info.record, path=path, finished=info.finished, **kwargs)

    @classmethod
    def from_args(cls, app: Any, game_id: str, args: Any) -> ReplayScene:
        """A demonstration replay (screenshots): a whole game played by the greedy AI
        from --seed, shown at move --moves (the middle when not given)."""
        from game.ai.agents import make_agent
        from game.core import registry
        from game.ui.seats import parse_seats

        game = registry.load_game(game_id, app.content_root)
        seats = parse_seats(getattr(args, "seats", None), game.min_players)
        session = Session.new(game, seats, getattr(args, "seed", None) or 1)
        agents = [make_agent("greedy", game, seed=s) for s in range(len(seats))]
        while not session.state.is_over and len(session.record.actions) < 5000:
            seat = session.state.current_player
            assert seat is not None
            session.apply(agents[seat].choose(session.state.view(seat)))
        moves = getattr(args, "moves", 0) or len(session.record.actions) // 2
        return cls(app, game, session.record, start=moves)

    def _prefix(self, upto: int) -> GameRecord:
        r = self.record
        return GameRecord(
            r.game_id, r.content_hash, list(r.seats), r.seed, dict(r.options), r.actions[:upto]
        )

    def _buttons(self) -> None:
        y = 76
        labels: tuple[tuple[str, Callable[[], None]], ...] = (
            ("|◀", self.first),
            ("◀", self.previous),
            ("▶", self.toggle_play),
        )
        labels += (("▶", self.next), ("▶|", self.last))
        tips = ("First move", "Previous move", "Play / pause", "Next move", "Last move")
        self.transport: list[Button] = []
        for i, ((label, fn), tip) in enumerate(zip(labels, tips, strict=True)):
            b = Button((COLUMN_X + i * 67, y, 58, 42), label, fn, size=18, tooltip=tip)
            self.transport.append(self.add(b))
        self.play_button = self.transport[2]
        self.play_button.style = "primary"
        self.add(
            Cycle(
                pygame.Rect(COLUMN_X, CHOOSERS_Y, 130, 36),
                list(SPEEDS),
                self.speed,
                self._set_speed,
            )
        )
        names = [(s, seat_name(self.record.seats, s)) for s in range(len(self.record.seats))]
        self.seat_cycle = self.add(
            Cycle(
                pygame.Rect(COLUMN_X + 140, CHOOSERS_Y, 188, 36),
                names,
                self.viewer,
                self.set_viewer,
            )
        )
        self.reveal_toggle = Toggle(
            pygame.Rect(COLUMN_X + 150, 212, 52, 26), False, self.set_reveal
        )
        if self.finished:
            self.add(self.reveal_toggle)
        self.add(Button((1150, 12, 110, 42), "Back", self.back, style="ghost"))
        self.analyse_button: Button | None = None
        analysable = importlib.util.find_spec("game.ui.scenes.analysis") is not None
        if analysable and self.finished and any(s.is_human for s in self.record.seats):
            self.analyse_button = self.add(
                Button(
                    (1020, 12, 120, 42),
                    "Analyse",
                    self.analyse,
                    tooltip="Where did this seat lose? The Expert search scores each move",
                )
            )

    # --- moving through the record ----------------------------------------------------
    def go(self, target: int, *, animate: bool = False) -> None:
        """Show the table after ``target`` moves (one step forward may be animated)."""
        target = max(0, min(self.total, target))
        self.board.skip_animations()
        if animate and target == self.pos + 1:
            events = self.session.apply(self.record.actions[self.pos])
            self.pos = target
            self.board.refresh()
            self.board.on_events(render_for(events, self._log_seat))
        elif target != self.pos or self.session.state is None:
            fresh = Session(self.game, self._prefix(target))
            self.session.__dict__.update(fresh.__dict__)  # the board keeps its session
            self.pos = target
            self.board.refresh()
        if self.pos >= self.total:
            self.playing = False
        self.play_button.label = "▮▮" if self.playing else "▶"
        self.log.follow(self.pos)

    def first(self) -> None:
        self.playing = False
        self.go(0)

    def previous(self) -> None:
        self.playing = False
        self.go(self.pos - 1)

    def next(self) -> None:
        self.playing = False
        self.go(self.pos + 1, animate=True)

    def last(self) -> None:
        self.playing = False
        self.go(self.total)

    def toggle_play(self) -> None:
        if self.playing:
            self.playing = False
        else:
            if self.pos >= self.total:
                self.go(0)
            self.playing = True
            self.timer = 0.0
        self.play_button.label = "▮▮" if self.playing else "▶"

    def _set_speed(self, value: float) -> None:
        self.speed = float(value)
        base = self.app.settings.speed_factor
        self.board.anim.speed = base * self.speed if base else 0.0

    # --- whose eyes -------------------------------------------------------------------
    @property
    def _log_seat(self) -> int | None:
        return None if self.reveal_all else self.viewer

    @property
    def reveal_all(self) -> bool:
        return bool(getattr(self.board, "reveal_all", False))

    def set_viewer(self, seat: int) -> None:
        self.viewer = int(seat)
        self.board.skip_animations()
        self.board.viewer = self.viewer
        self.board.human_seats = [self.viewer]
        self.board.refresh()
        self._tell_log()

    def set_reveal(self, on: bool) -> None:
        if on and not self.finished:
            self.toast.show("Everything can be shown only once the game is over.", "error")
            self.reveal_toggle.value = False
            return
        self.board.skip_animations()
        self.board.reveal_all = on  # type: ignore[attr-defined]
        self.board.refresh()
        self._tell_log()

    def restyle(self) -> None:
        self.board.refresh()
        self.log.restyle()
        self._tell_log()

    def _tell_log(self) -> None:
        """The whole game's log as the chosen seat saw it (or everything, when shown)."""
        seat = self._log_seat
        lines = [LogLine(0, f"{self.game.name}: a new game begins.", theme.palette().gold)]
        for event in render_for(list(self.opening), seat):
            lines.append(LogLine(0, event.text, self._colour(event)))
        for i, step in enumerate(self.steps, start=1):
            seen = render_for(list(step.events), seat)
            for event in seen:
                lines.append(LogLine(i, event.text, self._colour(event)))
            if not seen:  # a silent decision still gets its line, so it can be clicked
                who = seat_name(self.record.seats, step.actor) if step.actor >= 0 else "Someone"
                if seat is None or seat == step.actor:
                    lines.append(LogLine(i, f"{who}: {step.action}", None))
                else:  # what they chose is theirs to know (a card committed face down)
                    lines.append(LogLine(i, f"{who} makes a choice", None))
        self.log.set_lines(lines)
        self.log.follow(self.pos)

    def _colour(self, event: Event) -> tuple[int, int, int] | None:
        return self.board.seat_colour(event.seat) if event.seat is not None else None

    # --- marks --------------------------------------------------------------------------
    def current_mark(self) -> Mark | None:
        for mark in self.marks:
            if mark.index == self.pos and mark.seat == self.viewer:
                return mark
        return None

    # --- buttons ------------------------------------------------------------------------
    def _refuse(self, action: Action) -> None:
        self.toast.show("This is a replay: moves cannot be changed.")

    def back(self) -> None:
        self.app.pop()

    def analyse(self) -> None:
        from game.ui.scenes.analysis import AnalysisScene

        humans = [i for i, s in enumerate(self.record.seats) if s.is_human]
        seat = self.viewer if self.viewer in humans else humans[0]
        self.app.push(AnalysisScene(self.app, self.game, self.record, seat=seat, path=self.path))

    def on_escape(self) -> bool:
        self.back()
        return True

    def on_exit(self) -> None:
        self.playing = False

    # --- input and time -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_LEFT: self.previous,
                pygame.K_RIGHT: self.next,
                pygame.K_HOME: self.first,
                pygame.K_END: self.last,
                pygame.K_SPACE: self.toggle_play,
            }
            if event.key in keys:
                keys[event.key]()
                return
        if event.type == pygame.MOUSEWHEEL and LOG_RECT.collidepoint(self.mouse):
            self.log.scroll(-3 * event.y)
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and self._scrub(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.scrubbing = False
            step = self.log.step_at(event.pos)
            if step is not None:
                self.playing = False
                self.go(step)
                return
        for widget in list(self.widgets):
            if widget.handle_event(event):
                return
        self.board.handle_event(event)

    scrubbing = False

    def _scrub(self, event: pygame.event.Event) -> bool:
        """The slider over the moves: press or drag on it to jump."""
        hit = SCRUB.inflate(24, 16)
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and hit.collidepoint(event.pos)
        ):
            self.scrubbing = True
        if not self.scrubbing or (event.type == pygame.MOUSEMOTION and not event.buttons[0]):
            self.scrubbing = False
            return False
        frac = (event.pos[0] - SCRUB.x) / max(1, SCRUB.w)
        self.playing = False
        self.go(round(max(0.0, min(1.0, frac)) * self.total))
        return True

    def scrub_x(self, step: int) -> int:
        return SCRUB.x + round(SCRUB.w * step / max(1, self.total))

    @property
    def settled(self) -> bool:
        return super().settled and not self.playing and not self.board.animating

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self.board.update(dt)
        if not self.playing:
            return
        if self.board.animating:
            return
        self.timer -= dt
        if self.timer <= 0:
            self.go(self.pos + 1, animate=True)
            self.timer = STEP_SECONDS / self.speed

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        self.draw_background(surface)
        self.board.draw(surface)
        self._draw_top_bar(surface)
        theme.panel(surface, pygame.Rect(COLUMN_X - 8, 70, COLUMN_W + 16, 176), alpha=215)
        self._draw_scrubber(surface)
        if self.finished:
            theme.text(
                surface,
                "Show everything",
                (COLUMN_X, 225),
                size=fit_size("Show everything", 140, 15, "semibold"),  # clear of its switch
                weight="semibold",
                anchor="midleft",
            )
        else:
            theme.text(
                surface,
                "A game in progress: one seat's view only",
                (COLUMN_X, 225),
                size=13,
                colour=pal.text_dim,
                anchor="midleft",
            )
        theme.panel(surface, LOG_RECT, alpha=215)
        who = "everything" if self.reveal_all else seat_name(self.record.seats, self.viewer)
        head = f"Game log · as {who} saw it" if not self.reveal_all else "Game log · everything"
        theme.text(
            surface,
            head,
            (LOG_RECT.x + 14, LOG_RECT.y + 10),
            size=fit_size(head, LOG_RECT.w - 28, 16, "title", 11),
            weight="title",
            colour=pal.gold,
        )
        self.log.draw(surface, self.pos)
        mark = self.current_mark()
        if mark is not None:
            point = action_point(self.board, mark.action)
            if point is not None:
                draw_ring(surface, point, self.clock)
            draw_banner(surface, mark.text, (self.board.rect.centerx, self.board.rect.y + 8))
        self.draw_widgets(surface)
        self.board.draw_overlay(surface)

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        bar = pygame.Rect(0, 0, 1280, 66)
        shade = pygame.Surface(bar.size, pygame.SRCALPHA)
        shade.fill((10, 12, 16, 190))
        surface.blit(shade, bar)
        pygame.draw.line(
            surface, theme.shade(theme.accent(self.game_id), 0.9), (0, 66), (1280, 66), 2
        )
        icon = assets.icon("gem", 30)
        if icon:
            surface.blit(icon, (18, 18))
        theme.text(
            surface,
            f"Replay · {self.game.name}",
            (58, 12),
            size=22,
            weight="title",
            colour=pal.gold,
        )
        theme.text(surface, self.status_text(), (58, 40), size=14, colour=pal.text_dim)

    def status_text(self) -> str:
        names = [seat_name(self.record.seats, s) for s in range(len(self.record.seats))]
        state = self.session.state
        shown = state.clone() if self.reveal_all else seat_view(state, self.viewer)
        where = "Start" if self.pos == 0 else f"Move {self.pos} of {self.total}"
        if self.pos == 0:
            where += f" · {self.total} moves"
        line = shown.status_line(names)
        text = f"{where}  ·  {line}" if line else where
        return text if theme.text_width(text, 14) < 930 else where

    def _draw_scrubber(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        bar = pygame.Rect(SCRUB.x, SCRUB.centery - 4, SCRUB.w, 8)
        pygame.draw.rect(surface, (60, 66, 80), bar, border_radius=4)
        x = self.scrub_x(self.pos)
        pygame.draw.rect(surface, pal.gold, (bar.x, bar.y, x - bar.x, bar.h), border_radius=4)
        for step in self.flagged_steps():
            fx = self.scrub_x(step)
            pygame.draw.line(surface, pal.bad, (fx, bar.y - 7), (fx, bar.bottom + 6), 3)
        pygame.draw.circle(surface, (250, 246, 236), (x, bar.centery), 10)
        pygame.draw.circle(surface, pal.gold, (x, bar.centery), 10, 2)
        count = f"{self.pos} / {self.total}"
        size = 12  # smaller where the larger text sizes would reach the choosers below
        while size > 8 and (
            SCRUB.bottom
            + 2
            + theme.rendered(count, size, "regular", pal.text_dim).get_bounding_rect().bottom
            > CHOOSERS_Y - 2
        ):
            size -= 1
        theme.text(
            surface,
            count,
            (SCRUB.right, SCRUB.bottom + 2),
            size=size,
            colour=pal.text_dim,
            anchor="topright",
        )

    def flagged_steps(self) -> list[int]:
        """Moves an analysis flagged, as scrubber ticks (the decision before each)."""
        return [m.index for m in self.marks]
