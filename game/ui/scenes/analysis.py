"""The analysis of one human seat's game: a win-chance curve and the moves that cost most.

The search runs in a worker process (:class:`AnalysisJob`); this scene only polls it,
so the frame loop keeps its pace, shows a progress bar and offers Cancel. A finished
analysis is saved beside the replay and shown at once when the scene is opened again.
Each flagged move opens the replay at that decision with the better move marked on
the board (and named in a banner).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import pygame

from game.ai.analysis import (
    BLUNDER_LOSS,
    BUDGETS,
    FLAG_LOSS,
    Analysis,
    AnalysisJob,
    Decision,
    analyse,
    load_analysis,
)
from game.core.archive import analysis_path
from game.core.game import Game
from game.core.record import GameRecord
from game.ui import theme
from game.ui.kit.clockaxis import ClockSpan, clock_spans, draw_clock_axis
from game.ui.scenes.common import WidgetScene
from game.ui.seats import seat_name
from game.ui.widgets.button import Button
from game.ui.widgets.controls import Cycle
from game.ui.widgets.dialog import ChoiceDialog

CHART = pygame.Rect(40, 124, 780, 480)
LIST = pygame.Rect(840, 124, 400, 480)
ITEM_H = 76
SHOWN = 5


def pct(value: float) -> str:
    return f"{round(100 * value)}%"


def mark_text(d: Decision) -> str:
    return (
        f"Better: {d.best} ({pct(d.best_value)})  ·  played: {d.played} "
        f"({pct(d.played_value)}), -{round(100 * d.loss)} points"
    )


def open_analysis(host: Any, game: Game, record: GameRecord, path: Path | None) -> None:
    """Push the analysis of a finished game's human seat from ``host`` (a scene with a
    ``toast`` and a ``dialog`` it handles and draws); with several humans, ask which."""
    humans = [i for i, s in enumerate(record.seats) if s.is_human]
    if not humans:
        host.toast.show("Only a human seat's game is analysed.", "error")
        return

    def open_seat(index: int) -> None:
        scene = AnalysisScene(host.app, game, record, seat=humans[index], path=path)
        host.app.push(scene)

    if len(humans) == 1:
        open_seat(0)
        return
    host.dialog = ChoiceDialog(
        "Analyse which seat?",
        "The analysis scores one player's decisions (you can switch seats there).",
        [seat_name(record.seats, s) for s in humans],
        open_seat,
    )


class AnalysisScene(WidgetScene):
    name = "analysis"
    title = "Analysis"

    def __init__(
        self,
        app: Any,
        game: Game,
        record: GameRecord,
        *,
        seat: int,
        path: Path | None = None,
        budget: str | None = None,
        iterations: int | None = None,
        result: Analysis | None = None,
    ):
        super().__init__(app)
        self.game = game
        self.game_id = game.id
        self.record = record
        self.path = path
        self.seat = seat
        self.budget = budget or cast(str, getattr(app.settings, "analysis_budget", "quick"))
        self.iterations = iterations
        self.job: AnalysisJob | None = None
        self.result: Analysis | None = result
        self.elapsed = 0.0
        self.hover_item: int | None = None
        self._clock: list[ClockSpan] | None = None
        self._readings: list[int | None] | None = None
        self.item_buttons: list[Button] = []
        self.cancel_button = Button(
            (CHART.centerx - 80, CHART.centery + 60, 160, 46), "Cancel", self.cancel, style="danger"
        )
        self.add(Button((1080, 640, 160, 50), "Back", self.app.pop, style="primary"))
        self.watch_button = self.add(
            Button((820, 640, 240, 50), "Watch with marks", self.watch, icon="scroll")
        )
        self.again_button = self.add(
            Button(
                (560, 640, 240, 50),
                "Analyse again",
                self.again,
                tooltip="Run the search again at the budget shown",
            )
        )
        self.add(
            Cycle(
                pygame.Rect(340, 644, 200, 42),
                [(k, f"{k.title()} budget") for k in BUDGETS],
                self.budget,
                self._set_budget,
            )
        )
        humans = [i for i, s in enumerate(record.seats) if s.is_human]
        if len(humans) > 1:
            self.add(
                Cycle(
                    pygame.Rect(40, 644, 280, 42),
                    [(s, seat_name(record.seats, s)) for s in humans],
                    seat,
                    self._set_seat,
                )
            )
        if self.result is None:
            self.start(use_saved=True)
        self._layout()

    # --- running ---------------------------------------------------------------------------
    @property
    def save_path(self) -> Path | None:
        return analysis_path(self.path, self.seat) if self.path is not None else None

    def start(self, *, use_saved: bool) -> None:
        self.cancel()
        self.result = None
        saved = self.save_path
        if use_saved and saved is not None and saved.exists():
            self.result = load_analysis(saved, self.record, self.seat)
            if self.result is not None:
                self.budget = self.result.budget
                self._layout()
                return
        self.elapsed = 0.0
        self.job = AnalysisJob(
            self.game,
            self.record,
            self.seat,
            budget=self.budget,
            iterations=self.iterations,
            content_root=getattr(self.app, "content_root", None),
            save_to=saved,
        )
        self._layout()

    def cancel(self) -> None:
        if self.job is not None and self.job.running:
            self.job.cancel()
            self.toast.show("Analysis cancelled.")
        self._layout()

    def again(self) -> None:
        self.start(use_saved=False)

    def _set_budget(self, value: str) -> None:
        self.budget = value

    def _set_seat(self, seat: int) -> None:
        self.seat = int(seat)
        self.start(use_saved=True)

    def _layout(self) -> None:
        running = self.job is not None and self.job.running
        if running and self.cancel_button not in self.widgets:
            self.add(self.cancel_button)
        if not running and self.cancel_button in self.widgets:
            self.widgets.remove(self.cancel_button)
        self.watch_button.enabled = self.result is not None
        self.watch_button.disabled_reason = "Wait for the analysis to finish."
        self.again_button.enabled = not running
        self.again_button.disabled_reason = "An analysis is running."
        for b in self.item_buttons:
            self.widgets.remove(b)
        self.item_buttons = []
        if self.result is not None:
            for i, d in enumerate(self.result.flagged()[:SHOWN]):
                y = LIST.y + 56 + i * ITEM_H
                b = Button(
                    (LIST.right - 86, y + 4, 72, 30),
                    "Show",
                    cast("Callable[[], None]", lambda d=d: self.show(d)),
                    size=14,
                )
                self.item_buttons.append(self.add(b))
        self.subtitle = self._subtitle()

    def _subtitle(self) -> str:
        who = seat_name(self.record.seats, self.seat)
        budget = self.result.budget if self.result else self.budget
        iterations = self.result.iterations if self.result else (self.iterations or BUDGETS[budget])
        return (
            f"{self.game.name}  ·  {who}'s decisions  ·  {budget.title()} budget, "
            f"{iterations} Expert search iterations each, from {who}'s view only"
        )

    # --- the replay with marks ------------------------------------------------------------------
    def marks(self) -> list[Any]:
        from game.ui.scenes.replay import Mark

        if self.result is None:
            return []
        return [Mark(d.index, self.seat, d.best, mark_text(d)) for d in self.result.flagged()]

    def show(self, decision: Decision | None) -> None:
        from game.ui.scenes.replay import ReplayScene

        if self.result is None:
            return
        flagged = self.result.flagged()
        start = decision.index if decision else (flagged[0].index if flagged else 0)
        self.app.push(
            ReplayScene(
                self.app,
                self.game,
                self.record,
                path=self.path,
                finished=True,
                seat=self.seat,
                start=start,
                analysis=self.result,
                marks=self.marks(),
            )
        )

    def watch(self) -> None:
        self.show(None)

    # --- scene hooks ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        job = self.job
        if job is None:
            return
        was = job.running
        job.poll()
        if job.running:
            self.elapsed += dt
        elif was:
            if job.result is not None:
                self.result = job.result
            if job.error:
                self.toast.show(f"Analysis failed: {job.error}", "error", 6)
            self._layout()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.result is not None:
            hit = self.decision_at(event.pos)
            if hit is not None and hit.flagged:
                self.show(hit)
                return
        super().handle_event(event)

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def on_exit(self) -> None:
        if self.job is not None and self.job.running:
            self.job.cancel()

    # --- drawing -------------------------------------------------------------------------------------
    def plot_rect(self) -> pygame.Rect:
        return pygame.Rect(CHART.x + 64, CHART.y + 64, CHART.w - 96, CHART.h - 130)

    def clock_readings(self) -> list[int | None]:
        """The game's clock before each move, replayed once from the record and kept."""
        if self._readings is None:
            self._readings = self.record.clock_readings(self.game)
        return self._readings

    def clock_spans(self) -> list[ClockSpan]:
        """The curve's x-axis in the game's rounds, when the game keeps them."""
        if self._clock is None:
            self._clock = clock_spans(self.clock_readings())
        return self._clock

    def when(self, d: Decision) -> str:
        """Where in the game a decision fell: its round for a game that keeps rounds
        (a Storm round holds two or three turns), else its turn."""
        readings = self.clock_readings()
        at = readings[d.index] if d.index < len(readings) else None
        if at:  # 0: set-up (a draft) is no turn
            return f"{self.game.clock_unit} {at}"
        return f"turn {d.turn}" if d.turn else ""

    def point_of(self, d: Decision) -> tuple[int, int]:
        plot = self.plot_rect()
        total = max(1, len(self.record.actions))
        x = plot.x + round(plot.w * d.index / total)
        y = plot.bottom - round(plot.h * max(0.0, min(1.0, d.best_value)))
        return x, y

    def decision_at(self, pos: tuple[int, int]) -> Decision | None:
        if self.result is None:
            return None
        best: tuple[int, Decision] | None = None
        for d in self.result.decisions:
            x, y = self.point_of(d)
            dist = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
            if dist <= 144 and (best is None or dist < best[0]):
                best = (dist, d)
        return best[1] if best else None

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_heading(surface)
        theme.panel(surface, CHART, radius=16)
        theme.panel(surface, LIST, radius=16)
        if self.job is not None and self.job.running:
            self._draw_progress(surface)
        elif self.result is not None:
            self._draw_curve(surface)
        self._draw_list(surface)
        self.draw_widgets(surface)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        job = self.job
        assert job is not None
        theme.text(
            surface,
            "Analysing…",
            (CHART.centerx, CHART.centery - 70),
            size=24,
            weight="title",
            colour=pal.gold,
            anchor="center",
        )
        bar = pygame.Rect(CHART.x + 120, CHART.centery - 20, CHART.w - 240, 18)
        pygame.draw.rect(surface, (50, 56, 70), bar, border_radius=9)
        pygame.draw.rect(
            surface, pal.gold, (bar.x, bar.y, round(bar.w * job.fraction), bar.h), border_radius=9
        )
        told = f"decision {job.done} of {job.total}" if job.total else "replaying the game"
        theme.text(
            surface,
            f"{told}  ·  {self.elapsed:.0f} s",
            (CHART.centerx, bar.bottom + 22),
            size=16,
            colour=pal.text_dim,
            anchor="center",
        )

    def _draw_curve(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        result = self.result
        assert result is not None
        who = seat_name(self.record.seats, self.seat)
        theme.text(
            surface,
            f"{who}'s chance to win, as the search saw it",
            (CHART.x + 24, CHART.y + 18),
            size=20,
            weight="title",
            colour=pal.gold,
        )
        plot = self.plot_rect()
        for frac in (0.0, 0.25, 0.5, 0.75, 1.0):
            y = plot.bottom - round(plot.h * frac)
            pygame.draw.line(
                surface,
                (52, 58, 74) if frac != 0.5 else (80, 86, 104),
                (plot.x, y),
                (plot.right, y),
            )
            theme.text(
                surface,
                pct(frac),
                (plot.x - 10, y),
                size=13,
                colour=pal.text_dim,
                anchor="midright",
            )
        spans = self.clock_spans()
        if spans:
            n = max(1, len(self.record.actions))
            draw_clock_axis(surface, plot, spans, n, self.game.clock_unit)
        else:
            theme.text(
                surface,
                "move 1",
                (plot.x, plot.bottom + 10),
                size=13,
                colour=pal.text_dim,
                anchor="midtop",
            )
            theme.text(
                surface,
                f"move {len(self.record.actions)}",
                (plot.right, plot.bottom + 10),
                size=13,
                colour=pal.text_dim,
                anchor="topright",
            )
        points = [self.point_of(d) for d in result.decisions]
        if len(points) >= 2:
            pygame.draw.lines(surface, pal.gold, False, points, 3)
        for d, p in zip(result.decisions, points, strict=True):
            if d.flagged:
                radius = 8 if d.blunder else 6
                pygame.draw.circle(surface, (20, 24, 32), p, radius + 2)
                pygame.draw.circle(surface, pal.bad, p, radius)
            else:
                pygame.draw.circle(surface, pal.gold, p, 3)
        theme.text(
            surface,
            f"red: a move that cost {round(100 * FLAG_LOSS)}+ points (large: {round(100 * BLUNDER_LOSS)}+, a blunder)  ·  click one to see it",
            (CHART.x + 24, CHART.bottom - 22),
            size=13,
            colour=pal.text_dim,
            anchor="midleft",
        )

    def _draw_list(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        theme.text(
            surface,
            "Moves that cost the most",
            (LIST.x + 20, LIST.y + 18),
            size=20,
            weight="title",
            colour=pal.gold,
        )
        if self.result is None:
            theme.text(surface, "…", (LIST.x + 20, LIST.y + 60), size=16, colour=pal.text_dim)
            return
        flagged = self.result.flagged()
        if not flagged:
            theme.text(
                surface,
                "None: no move lost 10 points or more.",
                (LIST.x + 20, LIST.y + 64),
                size=15,
                colour=pal.text_dim,
            )
        f = theme.font(13)
        for i, d in enumerate(flagged[:SHOWN]):
            y = LIST.y + 56 + i * ITEM_H
            r = pygame.Rect(LIST.x + 10, y, LIST.w - 20, ITEM_H - 6)
            pygame.draw.rect(surface, (38, 44, 58), r, border_radius=8)
            pygame.draw.rect(surface, pal.bad, (r.x, r.y, 5, r.h), border_radius=3)
            where = self.when(d)
            head = (
                f"Move {d.index + 1}"
                + (f" · {where}" if where else "")
                + f"  -{round(100 * d.loss)} points"
            )
            theme.text(
                surface,
                head,
                (r.x + 14, r.y + 6),
                size=15,
                weight="semibold",
                colour=pal.bad if d.blunder else pal.text,
            )
            for k, (label, action, value) in enumerate(
                (("Played", d.played, d.played_value), ("Better", d.best, d.best_value))
            ):
                line = f"{label}: {action} ({pct(value)})"
                while len(line) > 8 and f.size(line)[0] > r.w - 110:
                    line = line[:-3] + "…"
                theme.text(
                    surface,
                    line,
                    (r.x + 14, r.y + 28 + 19 * k),
                    size=13,
                    colour=pal.text_dim if k == 0 else pal.good,
                )
        if len(flagged) > SHOWN:
            theme.text(
                surface,
                f"+{len(flagged) - SHOWN} more, marked in the replay",
                (LIST.x + 20, LIST.bottom - 22),
                size=13,
                colour=pal.text_dim,
                anchor="midleft",
            )
        total = len(self.result.decisions)
        theme.text(
            surface,
            f"{total} decisions scored in {self.result.seconds:.0f} s",
            (LIST.right - 20, LIST.bottom - 22),
            size=12,
            colour=pal.text_dim,
            anchor="midright",
        )

    # --- screenshots ------------------------------------------------------------------------------------
    @classmethod
    def from_args(cls, app: Any, game_id: str, args: Any) -> AnalysisScene:
        """A demonstration (screenshots): a greedy-played game analysed at a small budget."""
        from game.ui.scenes.replay import ReplayScene

        demo = ReplayScene.from_args(app, game_id, args)
        record = demo.record
        humans = [i for i, s in enumerate(record.seats) if s.is_human] or [0]
        result = analyse(demo.game, record, humans[0], budget="quick", iterations=300)
        return cls(app, demo.game, record, seat=humans[0], result=result)
