"""Statistics: the player's record per game, player count, options and opponents.

A table (one row per group, most played first) and a chart of the selected row: each
game as a dot (won, lost, drawn) on the running win rate, so a streak and a trend show
at a glance. Resetting asks first. A damaged statistics file was already set aside by
:class:`StatsDb`; its notice is shown here once.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import registry
from game.core.stats_db import StatsDb, Summary
from game.ui import theme
from game.ui.kit import listing
from game.ui.scenes.common import WidgetScene
from game.ui.widgets.button import Button
from game.ui.widgets.dialog import ChoiceDialog

TABLE = pygame.Rect(40, 120, 1200, 290)
CHART = pygame.Rect(40, 424, 1200, 196)
ROW_H = 34
COLUMNS = (
    ("GAME", 16),
    ("PLAYERS", 226),
    ("OPTIONS", 300),
    ("OPPONENTS", 470),
    ("GAMES", 640),
    ("WINS", 710),
    ("WIN RATE", 770),
    ("STREAK NOW / BEST", 860),
    ("AVG TURNS", 1010),  # each game's turn counter (State.turn) at its end
    ("WITH HINTS", 1110),
)


def game_name(game_id: str) -> str:
    entry = registry.catalogue_entry(game_id)
    if entry is not None:
        return entry.name
    try:
        return registry.load_game(game_id).name
    except Exception:
        return game_id


def options_text(summary: Summary) -> str:
    """Only the options that differ from the game's defaults ("default" when none do), as
    the set-up screen names them ("Preconstructed", not "mode=preconstructed")."""
    try:
        game = registry.load_game(summary.game_id)
        defaults = game.resolve_options({})
        specs = {spec.key: spec for spec in game.options}
    except Exception:
        defaults, specs = {}, {}
    changed = [
        specs[k].setting_text(v) if k in specs else f"{k}={v}"
        for k, v in sorted(summary.options.items())
        if defaults.get(k) != v
    ]
    return ", ".join(changed) if changed else "default"


def opponents_text(key: str) -> str:
    return " + ".join(part.title() for part in key.split("+")) if key else "-"


class StatisticsScene(WidgetScene):
    name = "statistics"
    title = "Statistics"

    def __init__(self, app: Any, db: StatsDb | None = None):
        super().__init__(app)
        self.db = db or StatsDb()
        self.rows: list[Summary] = []
        self.selected = 0
        self.scroll = 0
        self.page = (TABLE.h - 44) // ROW_H
        self.dialog: ChoiceDialog | None = None
        self.reset_button = self.add(
            Button(
                (450, 640, 180, 50),
                "Reset…",
                self.ask_reset,
                style="danger",
                disabled_reason="There is nothing to reset yet.",
            )
        )
        self.add(Button((650, 640, 180, 50), "Back", self.app.pop, style="primary"))
        if self.db.notice:
            self.toast.show(self.db.notice, "error", 8)
        self.reload()

    def reload(self) -> None:
        self.rows = self.db.summaries()
        self.selected = min(self.selected, max(0, len(self.rows) - 1))
        games = self.db.count()
        self.subtitle = (
            f"{games} finished game{'s' if games != 1 else ''} with a human player"
            if games
            else "Finish a game against the AI or hot-seat to start your record"
        )
        self.reset_button.enabled = bool(self.rows)

    # --- reset, asked first ----------------------------------------------------------------
    def ask_reset(self) -> None:
        self.dialog = ChoiceDialog(
            "Reset statistics?",
            "Every game counted so far is forgotten. Replays of finished games are kept.",
            ["Keep them", "Reset"],
            self._reset_answer,
            danger=(1,),
        )

    def _reset_answer(self, index: int) -> None:
        if index == 1:
            self.db.reset()
            self.reload()
            self.toast.show("Statistics reset.", "good")

    # --- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dialog is not None and self.dialog.open:
            self.dialog.handle_event(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = listing.wheel_scroll(self.scroll, event.y, len(self.rows), self.page)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None:
                self.selected = row
                return
        super().handle_event(event)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        top = TABLE.y + 44
        if not TABLE.collidepoint(pos) or pos[1] < top:
            return None
        row = self.scroll + (pos[1] - top) // ROW_H
        return row if row < len(self.rows) else None

    def row_rect(self, row: int) -> pygame.Rect:
        return pygame.Rect(
            TABLE.x + 8,
            TABLE.y + 44 + (row - self.scroll) * ROW_H,
            TABLE.w - 8 - listing.ROWS_INSET,
            ROW_H - 4,
        )

    def on_escape(self) -> bool:
        if self.dialog is not None and self.dialog.open:
            self.dialog.escape()
            return True
        self.app.pop()
        return True

    def on_exit(self) -> None:
        self.db.close()

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_heading(surface)
        self._draw_table(surface)
        self._draw_chart(surface)
        right = TABLE.right - listing.ROWS_INSET
        listing.draw_scroll_bar(
            surface, right, TABLE.y + 44, ROW_H, self.scroll, self.page, len(self.rows)
        )
        self.draw_widgets(surface)
        if self.dialog is not None and self.dialog.open:
            self.dialog.draw(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        listing.draw_list_panel(
            surface,
            TABLE,
            [(x, head) for head, x in COLUMNS],
            head_y=16,
            head_size=12,
            empty=() if self.rows else ("No games yet.",),
            empty_dy=10,
        )
        if not self.rows:
            return
        for i in range(self.scroll, min(len(self.rows), self.scroll + self.page)):
            s = self.rows[i]
            r = self.row_rect(i)
            listing.draw_row_band(surface, r, i, radius=6)
            if i == self.selected:
                pygame.draw.rect(surface, pal.gold, r, 2, border_radius=6)
            y = r.centery
            cells = (
                game_name(s.game_id),
                str(s.players),
                options_text(s),
                opponents_text(s.opponents),
                str(s.games),
                str(s.wins),
                f"{round(100 * s.win_rate)} %",
                f"{s.current_streak} / {s.best_streak}",
                f"{s.average_length:.1f}",
                f"{s.hinted_games}",
            )
            for (_, x), cell in zip(COLUMNS, cells, strict=True):
                weight = "semibold" if x == 16 else "regular"
                shown = cell
                while len(shown) > 3 and theme.text_width(shown, 15, weight) > 150:
                    shown = shown[:-2] + "…"
                theme.text(
                    surface, shown, (TABLE.x + x, y), size=15, weight=weight, anchor="midleft"
                )

    def _draw_chart(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        theme.panel(surface, CHART, radius=16)
        if not self.rows:
            return
        s = self.rows[self.selected]
        theme.text(
            surface,
            f"{game_name(s.game_id)} against {opponents_text(s.opponents)}: win rate over the games",
            (CHART.x + 20, CHART.y + 12),
            size=17,
            weight="title",
            colour=pal.gold,
        )
        plot = pygame.Rect(CHART.x + 60, CHART.y + 48, CHART.w - 100, CHART.h - 76)
        y: float  # whole pixels for the grid lines, exact for the points below
        for frac in (0.0, 0.5, 1.0):
            y = plot.bottom - round(plot.h * frac)
            pygame.draw.line(surface, (52, 58, 74), (plot.x, y), (plot.right, y))
            theme.text(
                surface,
                f"{round(frac * 100)} %",
                (plot.x - 8, y),
                size=12,
                colour=pal.text_dim,
                anchor="midright",
            )
        n = len(s.outcomes)
        wins = 0
        points: list[tuple[float, float]] = []
        for i, outcome in enumerate(s.outcomes):
            wins += outcome == "win"
            x = plot.x + (plot.w * (i + 0.5) / n)
            points.append((x, plot.bottom - plot.h * wins / (i + 1)))
        if len(points) >= 2:
            pygame.draw.lines(surface, pal.gold, False, points, 3)
        colours = {"win": pal.good, "loss": pal.bad, "draw": pal.text_dim}
        for (x, y), outcome in zip(points, s.outcomes, strict=True):
            pygame.draw.circle(surface, (20, 24, 32), (round(x), round(y)), 6)
            pygame.draw.circle(surface, colours[outcome], (round(x), round(y)), 4)
        theme.text(
            surface,
            f"game 1 … {n}   ·   dots: green won, red lost, grey drawn",
            (plot.right, plot.bottom + 8),
            size=12,
            colour=pal.text_dim,
            anchor="topright",
        )


def demo_db() -> StatsDb:
    """A statistics file in memory with a plausible record (screenshots only: the
    player's own file is never touched by ``--screenshot``)."""
    import random

    from game.core.archive import GameResult
    from game.core.record import GameRecord, SeatSpec

    db = StatsDb.__new__(StatsDb)
    db.notice = None
    import sqlite3

    from game.core.stats_db import SCHEMA, SCHEMA_VERSION

    db.conn = sqlite3.connect(":memory:")
    db.conn.executescript(f"BEGIN; {SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
    rng = random.Random(4)
    plan: tuple[tuple[str, int, str, float, int, dict[str, Any]], ...] = (
        ("dragon_bridge", 2, "hard", 0.55, 24, {}),
        ("dragon_bridge", 2, "normal", 0.8, 12, {}),
        ("clash_of_decks", 2, "hard", 0.45, 16, {"mode": "preconstructed"}),
        ("dragon_island", 3, "normal", 0.4, 9, {}),
        ("gemwielders", 2, "expert", 0.3, 7, {}),
        ("storm_the_bridge", 2, "easy", 0.9, 6, {}),
    )
    when = 0.0
    for game_id, players, level, p, count, options in plan:
        try:
            game = registry.load_game(game_id)
            opts = game.resolve_options(options)
            content = game.content_hash
        except Exception:
            opts, content = dict(options), ""
        seats = [SeatSpec("human")] + [SeatSpec("ai", level)] * (players - 1)
        for _ in range(count):
            when += 1
            won = rng.random() < p
            rec = GameRecord(game_id, content, seats, 1, opts, [])
            turns = rng.randrange(10, 30)
            hints = {0: 1} if rng.random() < 0.15 else {}
            db.add(rec, GameResult([0] if won else [1], [], None, turns * 4, turns, hints, when))
    return db
