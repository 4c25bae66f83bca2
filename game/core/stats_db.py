"""Player statistics in the standard library's SQLite, in the per-user data folder.

One transaction per finished game (the game's row and one result row per human seat
commit together or not at all, so a crash mid-write leaves the statistics as they were
before that game). ``PRAGMA user_version`` holds the schema version. A file that SQLite
cannot read, whose integrity check fails, that lacks our tables or that a newer Gemtable
wrote is set aside (renamed, never deleted) with a notice, and a fresh file is started:
statistics are never worth a crash.

Rows are grouped by game, player count, options and opponents (the levels of the other
seats, "human" for a hot-seat rival); the summary of a group gives games, wins, win
rate, current and best winning streak, average length and games played with hints.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import logging
import os
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.archive import GameResult
from game.core.paths import data_dir
from game.core.record import GameRecord

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
DB_NAME = "statistics.sqlite3"

SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    finished_at REAL NOT NULL,
    game_id TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    turns INTEGER NOT NULL,
    replay TEXT
);
CREATE TABLE results (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    opponents TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('win', 'loss', 'draw')),
    hints INTEGER NOT NULL,
    PRIMARY KEY (game, seat)
);
CREATE INDEX results_by_group ON results (opponents);
CREATE INDEX games_by_kind ON games (game_id, players, options);
"""


def db_path() -> Path:
    return data_dir() / DB_NAME


class DamagedDatabase(Exception):
    """The file is not a statistics database this version can use."""


@dataclass
class Summary:
    """One line of the Statistics table."""

    game_id: str
    players: int
    options: dict[str, Any]
    opponents: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    current_streak: int = 0
    best_streak: int = 0
    total_length: float = 0.0
    hinted_games: int = 0
    outcomes: list[str] = field(default_factory=list)  # oldest first: the chart

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average_length(self) -> float:
        return self.total_length / self.games if self.games else 0.0


def opponents_of(record: GameRecord, seat: int) -> str:
    """The other seats, as one group key: their AI levels or "human", sorted."""
    kinds = sorted(
        {
            ("human" if s.is_human else (s.level or "ai"))
            for i, s in enumerate(record.seats)
            if i != seat
        }
    )
    return "+".join(kinds)


def _outcome(result: GameResult, seat: int) -> str:
    if not result.winners:
        return "draw"
    return "win" if seat in result.winners else "loss"


class StatsDb:
    """The statistics file, opened (or set aside and started afresh) on construction.

    ``notice`` says, in words for the player, what was done about a damaged file."""

    def __init__(self, path: Path | None = None):
        self.path = path or db_path()
        self.notice: str | None = None
        self.conn = self._open()

    # --- opening, checking, setting aside -------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        try:
            return self._connect_checked()
        except (sqlite3.DatabaseError, DamagedDatabase) as exc:
            aside = self._set_aside()
            reason = str(exc) or type(exc).__name__
            self.notice = (
                f"The statistics file was damaged ({reason}); it was set aside as "
                f"{aside.name if aside else 'nothing'} and fresh statistics were started."
            )
            log.warning("%s", self.notice)
            return self._connect_checked()

    def _connect_checked(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=5.0)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            tables = {
                row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
            if version == 0 and not tables:
                # One transaction: a crash here leaves an empty file, not half a schema.
                conn.executescript(
                    f"BEGIN; {SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;"
                )
                return conn
            if version > SCHEMA_VERSION:
                raise DamagedDatabase(f"written by a newer Gemtable, schema {version}")
            if version != SCHEMA_VERSION or not {"games", "results"} <= tables:
                raise DamagedDatabase(f"unknown schema {version}")
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise DamagedDatabase(f"integrity check: {check}")
            return conn
        except BaseException:
            conn.close()
            raise

    def _set_aside(self) -> Path | None:
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.stem}.damaged-{stamp}{self.path.suffix}")
        n = 1
        while aside.exists():
            aside = self.path.with_name(f"{self.path.stem}.damaged-{stamp}-{n}{self.path.suffix}")
            n += 1
        moved: Path | None = None
        with contextlib.suppress(FileNotFoundError):
            os.replace(self.path, aside)
            moved = aside
        for extra in ("-journal", "-wal", "-shm"):  # a hot journal belongs to the old file
            side = self.path.with_name(self.path.name + extra)
            with contextlib.suppress(FileNotFoundError):
                os.replace(side, aside.with_name(aside.name + extra))
        return moved

    def close(self) -> None:
        self.conn.close()

    # --- writing ------------------------------------------------------------------------------
    def add(self, record: GameRecord, result: GameResult, replay: Path | None = None) -> int:
        """Count a finished game: its row and each human seat's result, in one transaction.
        Returns the number of result rows (0 for a game with no human seat)."""
        humans = [i for i, s in enumerate(record.seats) if s.is_human]
        if not humans:
            return 0
        length = result.turns or result.moves
        with self.conn:  # BEGIN ... COMMIT, or ROLLBACK on any exception
            cur = self.conn.execute(
                "INSERT INTO games (finished_at, game_id, players, options, seed, moves, turns,"
                " replay) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    result.finished_at,
                    record.game_id,
                    len(record.seats),
                    json.dumps(record.options, sort_keys=True),
                    record.seed,
                    result.moves,
                    length,
                    str(replay) if replay else None,
                ),
            )
            game_row = cur.lastrowid
            self._insert_results(game_row, record, result, humans)
        return len(humans)

    def _insert_results(
        self, game_row: int | None, record: GameRecord, result: GameResult, humans: list[int]
    ) -> None:
        self.conn.executemany(
            "INSERT INTO results (game, seat, opponents, outcome, hints) VALUES (?, ?, ?, ?, ?)",
            [
                (
                    game_row,
                    seat,
                    opponents_of(record, seat),
                    _outcome(result, seat),
                    int(result.hints.get(seat, 0)),
                )
                for seat in humans
            ],
        )

    def reset(self) -> None:
        """Forget every game (one transaction)."""
        with self.conn:
            self.conn.execute("DELETE FROM results")
            self.conn.execute("DELETE FROM games")

    # --- reading ------------------------------------------------------------------------------
    def count(self) -> int:
        return int(self.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def summaries(self) -> list[Summary]:
        """One summary per (game, players, options, opponents), most played first."""
        rows = self.conn.execute(
            "SELECT g.game_id, g.players, g.options, r.opponents, r.outcome, g.turns, r.hints"
            " FROM results r JOIN games g ON g.id = r.game ORDER BY g.finished_at, g.id, r.seat"
        ).fetchall()
        groups: dict[tuple[str, int, str, str], Summary] = {}
        for game_id, players, options, opponents, outcome, length, hints in rows:
            key = (game_id, players, options, opponents)
            s = groups.get(key)
            if s is None:
                try:
                    opts = json.loads(options)
                except ValueError:
                    opts = {}
                s = groups[key] = Summary(
                    game_id, players, opts if isinstance(opts, dict) else {}, opponents
                )
            s.games += 1
            s.total_length += float(length)
            s.outcomes.append(outcome)
            if hints:
                s.hinted_games += 1
            if outcome == "win":
                s.wins += 1
                s.current_streak += 1
                s.best_streak = max(s.best_streak, s.current_streak)
            else:
                s.draws += outcome == "draw"
                s.current_streak = 0
        return sorted(groups.values(), key=lambda s: (-s.games, s.game_id, s.players, s.opponents))


def record_game(record: GameRecord, result: GameResult, *, replay: Path | None = None) -> list[str]:
    """Add a finished game to the player's statistics; notices to show (a damaged file
    that was set aside). Never raises for a damaged file."""
    db = StatsDb()
    try:
        db.add(record, result, replay)
    finally:
        db.close()
    return [db.notice] if db.notice else []
