"""Game over: the winner, the scores, and a chart of how the scores moved during the game."""

from __future__ import annotations

import math
import random
from pathlib import Path
from typing import Any

import pygame

from game.core.events import render_for
from game.core.session import Session
from game.ui import theme
from game.ui.kit.clockaxis import clock_spans, draw_clock_axis
from game.ui.scenes.common import WidgetScene
from game.ui.seats import seat_name, seat_role
from game.ui.widgets.button import Button
from game.ui.widgets.dialog import ChoiceDialog

CHART = pygame.Rect(520, 170, 680, 400)
TABLE = pygame.Rect(80, 170, 400, 400)


def capitalised(name: str) -> str:
    """The first letter raised and no other lowered: "tiles from the Dragon" keeps its
    Dragon, which ``str.capitalize`` would not."""
    return name[:1].upper() + name[1:]


class GameOverScene(WidgetScene):
    name = "gameover"

    def __init__(
        self,
        app: Any,
        session: Session,
        *,
        resigned: int | None = None,
        seat_colours: list[tuple[int, int, int]] | None = None,
        replay: Path | None = None,
    ):
        super().__init__(app)
        self.seat_colours = seat_colours or [
            theme.seat_colour(s) for s in range(len(session.seats))
        ]
        self.session = session
        self.game_id = session.game.id
        self.resigned = resigned
        seats = session.seats
        state = session.state
        if resigned is not None:
            others = [s for s in range(len(seats)) if s != resigned]
            self.winners = others
            self.title = f"{seat_name(seats, resigned)} resigned"
        else:
            self.winners = list(state.winners) if state.is_over else []
            if not self.winners:
                self.title = "A draw" if state.is_over else "Game stopped"
            elif len(self.winners) == 1:
                self.title = f"{seat_name(seats, self.winners[0])} wins!"
            else:
                self.title = " and ".join(seat_name(seats, w) for w in self.winners) + " win!"
        length = session.game.length_text(state, len(session.record.actions))
        self.subtitle = f"{session.game.name}  ·  {length}"
        self.ending = "" if resigned is not None else self._ending()
        self.ending_rect: pygame.Rect | None = None  # where it was written, once drawn
        self.replay = replay
        self.dialog: ChoiceDialog | None = None
        labels: list[tuple[str, Any, dict[str, Any]]] = [
            ("Play again", self.again, {"style": "primary"}),
            ("Watch replay", self.watch_replay, {"icon": "scroll"}),
        ]
        if any(spec.is_human for spec in seats):
            tip = "Where did you lose? The Expert search scores each of your moves"
            labels.append(("Analyse", self.analyse, {"tooltip": tip}))
        labels.append(("Title screen", self.title_screen, {}))
        left = 640 - (len(labels) * 190 + (len(labels) - 1) * 20) // 2
        for i, (label, fn, kw) in enumerate(labels):
            self.add(Button((left + i * 210, 630, 190, 52), label, fn, **kw))
        app.audio.play("win")

    def _ending(self) -> str:
        """How the game ended, in its last log line ("The Dragon pounces on Player 1:
        Player 2 wins"): the number beside a name says where things stood, not what
        decided the game."""
        if not self.session.state.is_over or not self.session.steps:
            return ""
        humans = [s for s, spec in enumerate(self.session.seats) if spec.is_human]
        seen = render_for(list(self.session.steps[-1].events), humans[0] if humans else None)
        return seen[-1].text if seen else ""

    def again(self) -> None:
        from game.ui.scenes.play import PlayScene

        record = self.session.record
        play = PlayScene.new_game(
            self.app,
            self.session.game,
            list(record.seats),
            random.randrange(1, 10**9),
            dict(record.options),
        )
        self.app.replace(play)

    def watch_replay(self) -> None:
        """The game just played, from its record (the kept replay when there is one)."""
        from game.ui.scenes.replay import ReplayScene

        record = self.session.record
        humans = [s for s, spec in enumerate(self.session.seats) if spec.is_human]
        self.app.push(
            ReplayScene(
                self.app,
                self.session.game,
                record,
                path=self.replay,
                finished=True,
                seat=humans[0] if humans else 0,
            )
        )

    def analyse(self) -> None:
        from game.ui.scenes.analysis import open_analysis

        open_analysis(self, self.session.game, self.session.record, self.replay)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dialog is not None and self.dialog.open:
            self.dialog.handle_event(event)
            return
        super().handle_event(event)

    def title_screen(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def on_escape(self) -> bool:
        if self.dialog is not None and self.dialog.open:
            self.dialog.escape()
            return True
        self.title_screen()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_heading(surface)
        self._draw_table(surface)
        self._draw_chart(surface)
        self.draw_widgets(surface)
        if self.dialog is not None and self.dialog.open:
            self.dialog.draw(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        theme.panel(surface, TABLE, radius=16)
        name = self.session.game.score_name
        heading = "Final scores" if name == "score" else f"{capitalised(name)} at the end"
        # A long name ("Tiles from the Dragon at the end") is set smaller, not past the edge.
        size = next(
            (
                n
                for n in (22, 20, 18, 16)
                if theme.font(n, "title").size(heading)[0] <= TABLE.w - 48
            ),
            15,
        )
        theme.text(
            surface,
            heading,
            (TABLE.x + 24, TABLE.y + 16 + (22 - size) // 2),
            size=size,
            weight="title",
            colour=pal.gold,
        )
        scores = self.session.state.scores
        order = sorted(range(len(scores)), key=lambda s: (s not in self.winners, -scores[s]))
        for row, seat in enumerate(order):
            y = TABLE.y + 70 + row * 74
            r = pygame.Rect(TABLE.x + 18, y, TABLE.w - 36, 62)
            pygame.draw.rect(surface, (40, 46, 60), r, border_radius=10)
            if seat in self.winners:
                pygame.draw.rect(surface, pal.gold, r, 2, border_radius=10)
            colour = self.seat_colours[seat]
            pygame.draw.rect(
                surface,
                colour,
                (r.x, r.y, 8, r.h),
                border_top_left_radius=10,
                border_bottom_left_radius=10,
            )
            theme.text(
                surface,
                seat_name(self.session.seats, seat),
                (r.x + 22, r.y + 8),
                size=18,
                weight="semibold",
            )
            role = seat_role(self.session.seats, seat)
            if seat in self.winners:
                role += "  ·  winner"
            theme.text(surface, role, (r.x + 22, r.y + 36), size=14, colour=pal.text_dim)
            value = scores[seat]
            shown = theme.number_text(value)
            theme.text(
                surface,
                shown,
                (r.right - 16, r.centery),
                size=30,
                weight="bold",
                colour=colour,
                anchor="midright",
            )
        self._draw_ending(surface, TABLE.y + 70 + len(order) * 74 + 6)

    def _draw_ending(self, surface: pygame.Surface, top: int) -> None:
        """How it ended, under the rows, when the panel has room for all of it (a table
        of four players has none, and half a sentence would say less than nothing)."""
        self.ending_rect = None
        if not self.ending:
            return
        pal = theme.palette()
        f = theme.font(15)
        lines = theme.wrap(self.ending, TABLE.w - 48, f)
        head_h = theme.font(15, "semibold").get_linesize()
        rect = pygame.Rect(
            TABLE.x + 24, top, TABLE.w - 48, head_h + 4 + len(lines) * f.get_linesize()
        )
        if rect.bottom > TABLE.bottom - 16:
            return
        theme.text(
            surface, "How it ended", rect.topleft, size=15, weight="semibold", colour=pal.gold
        )
        y = rect.y + head_h + 4
        for line in lines:
            theme.text(surface, line, (rect.x, y), size=15)
            y += f.get_linesize()
        self.ending_rect = rect

    def _draw_chart(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        theme.panel(surface, CHART, radius=16)
        title = theme.text(
            surface,
            "How the game went",
            (CHART.x + 24, CHART.y + 16),
            size=22,
            weight="title",
            colour=pal.gold,
        )
        timeline = self.session.timeline
        # The score's name sits between the title and the plot: at a large text size the
        # title grows into its line unless the plot starts lower.
        top = max(CHART.y + 70, title.bottom + theme.font(13).get_height() + 14)
        if timeline and not self._draw_legend(surface, timeline[-1], title):
            top += 16  # the legend took the line under the title: the plot starts lower
        plot = pygame.Rect(CHART.x + 60, top, CHART.w - 90, CHART.bottom - 50 - top)
        values = [v for row in timeline for v in row] or [0.0]
        lo, hi, steps = chart_scale(values)
        y: float  # whole pixels for the grid lines, exact for the end dots below
        for i in range(steps + 1):
            v = lo + (hi - lo) * i / steps
            y = plot.bottom - round(plot.h * i / steps)
            pygame.draw.line(surface, (52, 58, 74), (plot.x, y), (plot.right, y))
            label = theme.number_text(v) if abs(v - round(v)) < 1e-9 else f"{v:.2f}".rstrip("0")
            theme.text(
                surface, label, (plot.x - 10, y), size=13, colour=pal.text_dim, anchor="midright"
            )
        theme.text(
            surface,
            capitalised(self.session.game.score_name),
            (CHART.x + 24, plot.y - 12),
            size=13,
            colour=pal.text_dim,
            anchor="bottomleft",
        )
        n = max(1, len(timeline) - 1)
        spans = clock_spans(self.session.clock) if len(self.session.clock) == len(timeline) else []
        if spans:
            draw_clock_axis(surface, plot, spans, n, self.session.game.clock_unit)
        else:
            for label, where, anchor in (
                ("moves", (plot.right, plot.bottom + 10), "topright"),
                ("0", (plot.x, plot.bottom + 10), "midtop"),
                (str(n), (plot.right - 50, plot.bottom + 10), "topright"),
            ):
                theme.text(surface, label, where, size=13, colour=pal.text_dim, anchor=anchor)
        seats = len(timeline[0]) if timeline else 0
        ends: list[tuple[float, float]] = []
        for seat in range(seats):
            # Each seat's line sits a step of its own above or below the true value, so
            # lines that run together (equal scores) show as parallel stripes, not one.
            shift = line_shift(seat, seats)
            points = [
                (
                    plot.x + plot.w * i / n,
                    plot.bottom - plot.h * (row[seat] - lo) / (hi - lo) + shift,
                )
                for i, row in enumerate(timeline)
            ]
            if len(points) >= 2:
                pygame.draw.lines(surface, self.seat_colours[seat], False, points, 3)
            ends.append(points[-1] if points else (plot.right, plot.bottom))
        for seat, (x, y) in end_dots(ends).items():
            pygame.draw.circle(surface, (20, 24, 32), (round(x), round(y)), DOT_R + 2)
            pygame.draw.circle(surface, self.seat_colours[seat], (round(x), round(y)), DOT_R)

    def _draw_legend(self, surface: pygame.Surface, final: list[float], title: pygame.Rect) -> bool:
        """Each seat's colour, name and final score: the score tells tied seats apart even
        where their lines and dots sit close. On the title's line when it fits there (True),
        else on its own line under it (False), set smaller if it must be."""
        names = [seat_name(self.session.seats, s) for s in range(len(final))]
        scores = [theme.number_text(v) for v in final]
        for size in (14, 13, 12):
            name_font, score_font = theme.font(size), theme.font(size, "bold")
            widths = [
                20 + name_font.size(nm)[0] + 6 + score_font.size(sc)[0]
                for nm, sc in zip(names, scores, strict=True)
            ]
            total = sum(widths) + 18 * (len(widths) - 1)
            beside = CHART.right - 24 - total >= title.right + 20
            if beside:
                y = title.centery
                break
            if total <= CHART.w - 48:
                y = title.bottom + 14
                break
        x = CHART.right - 24 - total
        for seat, w in enumerate(widths):
            pygame.draw.rect(surface, self.seat_colours[seat], (x, y - 7, 14, 14), border_radius=3)
            r = theme.text(surface, names[seat], (x + 20, y), size=size, anchor="midleft")
            theme.text(
                surface,
                scores[seat],
                (r.right + 6, y),
                size=size,
                weight="bold",
                colour=self.seat_colours[seat],
                anchor="midleft",
            )
            x += w + 18
        return beside


DOT_R = 5  # an end dot's radius; tied dots sit a dot and its rim apart
DOT_GAP = 2 * DOT_R + 4


def chart_scale(values: list[float]) -> tuple[float, float, int]:
    """The y axis: bottom, top and how many intervals between gridlines. Whole-number
    scores get whole-number gridlines (0 1 2 3 for a game ending 3/2/2/2, not 0.75 /
    1.5 / 2.25: nobody scores three quarters of a dragon); others four equal parts."""
    lo, hi = min(0.0, min(values)), max(values)
    if all(float(v).is_integer() for v in values):
        span = max(1, math.ceil(hi - lo))
        step = math.ceil(span / 4)
        steps = math.ceil(span / step)
        return lo, lo + step * steps, steps
    if hi - lo < 1e-9:
        hi = lo + 1
    elif hi - lo >= 4:
        hi = lo + 4 * math.ceil((hi - lo) / 4)  # whole numbers on the four grid lines
    return lo, hi, 4


def line_shift(seat: int, seats: int) -> float:
    """How far (px) a seat's line is drawn off its value: 2 px a seat, centred on it."""
    return 2.0 * (seat - (seats - 1) / 2)


def end_dots(ends: list[tuple[float, float]]) -> dict[int, tuple[float, float]]:
    """Where each seat's end dot goes: seats whose dots would overlap (equal or nearly
    equal final scores) are spread sideways in a row, in seat order, so every one shows;
    the row ends where the lines do, so no dot leaves the plot."""
    out: dict[int, tuple[float, float]] = {}
    order = sorted(range(len(ends)), key=lambda s: ends[s][1])
    groups: list[list[int]] = []
    for seat in order:
        if groups and ends[seat][1] - ends[groups[-1][-1]][1] < DOT_GAP:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    for group in groups:
        group.sort()
        y = sum(ends[s][1] for s in group) / len(group)
        for k, seat in enumerate(group):
            x = ends[seat][0] - (len(group) - 1 - k) * DOT_GAP  # leftwards: inside the plot
            out[seat] = (x, y if len(group) > 1 else ends[seat][1])
    return out
