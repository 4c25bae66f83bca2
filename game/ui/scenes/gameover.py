"""Game over: the winner, the scores, and a chart of how the scores moved during the game."""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.core.session import Session
from game.ui import theme
from game.ui.scenes.common import WidgetScene
from game.ui.seats import seat_name, seat_role
from game.ui.widgets.button import Button

CHART = pygame.Rect(520, 170, 680, 400)
TABLE = pygame.Rect(80, 170, 400, 400)


class GameOverScene(WidgetScene):
    name = "gameover"

    def __init__(
        self,
        app: Any,
        session: Session,
        *,
        resigned: int | None = None,
        seat_colours: list[tuple[int, int, int]] | None = None,
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
        self.subtitle = f"{session.game.name}  ·  {len(session.record.actions)} moves"
        self.add(Button((440, 630, 190, 52), "Play again", self.again, style="primary"))
        self.add(Button((650, 630, 190, 52), "Title screen", self.title_screen))
        app.audio.play("win")

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

    def title_screen(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def on_escape(self) -> bool:
        self.title_screen()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_heading(surface)
        self._draw_table(surface)
        self._draw_chart(surface)
        self.draw_widgets(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        theme.panel(surface, TABLE, radius=16)
        name = self.session.game.score_name
        theme.text(
            surface,
            "Final scores" if name == "score" else f"{name.capitalize()} at the end",
            (TABLE.x + 24, TABLE.y + 16),
            size=22,
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
            shown = str(int(value)) if float(value).is_integer() else f"{value:.1f}"
            theme.text(
                surface,
                shown,
                (r.right - 16, r.centery),
                size=30,
                weight="bold",
                colour=colour,
                anchor="midright",
            )

    def _draw_chart(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        theme.panel(surface, CHART, radius=16)
        theme.text(
            surface,
            "How the game went",
            (CHART.x + 24, CHART.y + 16),
            size=22,
            weight="title",
            colour=pal.gold,
        )
        timeline = self.session.timeline
        plot = pygame.Rect(CHART.x + 60, CHART.y + 70, CHART.w - 90, CHART.h - 120)
        values = [v for row in timeline for v in row] or [0.0]
        lo, hi = min(0.0, min(values)), max(values)
        if hi - lo < 1e-9:
            hi = lo + 1
        for i in range(5):
            v = lo + (hi - lo) * i / 4
            y = plot.bottom - round(plot.h * i / 4)
            pygame.draw.line(surface, (52, 58, 74), (plot.x, y), (plot.right, y))
            label = str(round(v)) if hi - lo >= 4 else f"{v:.2f}".rstrip("0").rstrip(".")
            theme.text(
                surface, label, (plot.x - 10, y), size=13, colour=pal.text_dim, anchor="midright"
            )
        theme.text(
            surface,
            self.session.game.score_name.capitalize(),
            (CHART.x + 24, plot.y - 12),
            size=13,
            colour=pal.text_dim,
            anchor="bottomleft",
        )
        n = max(1, len(timeline) - 1)
        theme.text(
            surface,
            "moves",
            (plot.right, plot.bottom + 10),
            size=13,
            colour=pal.text_dim,
            anchor="topright",
        )
        theme.text(
            surface, "0", (plot.x, plot.bottom + 10), size=13, colour=pal.text_dim, anchor="midtop"
        )
        theme.text(
            surface,
            str(n),
            (plot.right - 50, plot.bottom + 10),
            size=13,
            colour=pal.text_dim,
            anchor="topright",
        )
        seats = len(timeline[0]) if timeline else 0
        for seat in range(seats):
            points = [
                (plot.x + plot.w * i / n, plot.bottom - plot.h * (row[seat] - lo) / (hi - lo))
                for i, row in enumerate(timeline)
            ]
            if len(points) >= 2:
                pygame.draw.lines(surface, self.seat_colours[seat], False, points, 3)
            if points:
                pygame.draw.circle(surface, self.seat_colours[seat], points[-1], 5)
        x = CHART.right - 24
        for seat in reversed(range(seats)):
            name = seat_name(self.session.seats, seat)
            r = theme.text(surface, name, (x, CHART.y + 30), size=14, anchor="midright")
            pygame.draw.rect(
                surface, self.seat_colours[seat], (r.x - 20, r.centery - 7, 14, 14), border_radius=3
            )
            x = r.x - 36
