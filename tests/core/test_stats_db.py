"""Player statistics: grouped summaries with streaks, one transaction per game (a crash
mid-write loses only that game), a damaged file set aside with a notice, never a crash."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from game.core.archive import GameResult
from game.core.record import GameRecord, SeatSpec
from game.core.stats_db import SCHEMA_VERSION, StatsDb, opponents_of

ROOT = Path(__file__).resolve().parents[2]
HUMAN_VS_HARD = [SeatSpec("human"), SeatSpec("ai", "hard")]


def record(seats: list[SeatSpec] = HUMAN_VS_HARD, game_id: str = "sparks") -> GameRecord:
    return GameRecord(game_id, "hash", list(seats), 7, {"long": False}, [])


def result(
    winners: list[int], *, turns: int = 10, hints: dict[int, int] | None = None, when: float = 0.0
) -> GameResult:
    return GameResult(winners, [0.0, 0.0], None, turns * 3, turns, hints or {}, when)


def test_summaries_count_wins_streaks_length_and_hints(tmp_path: Path) -> None:
    db = StatsDb(tmp_path / "s.sqlite3")
    outcomes = [[0], [0], [1], [0], [0], [0], [1], [0]]
    for i, winners in enumerate(outcomes):
        db.add(record(), result(winners, turns=10 + i, hints={0: 2} if i == 3 else None, when=i))
    db.add(record([SeatSpec("human"), SeatSpec("ai", "easy")]), result([1], when=99))
    db.add(record([SeatSpec("ai", "easy"), SeatSpec("ai", "hard")]), result([1], when=100))
    rows = db.summaries()
    assert [(s.opponents, s.games) for s in rows] == [("hard", 8), ("easy", 1)]
    hard = rows[0]
    assert hard.wins == 6 and abs(hard.win_rate - 0.75) < 1e-9
    assert hard.best_streak == 3 and hard.current_streak == 1
    assert hard.average_length == sum(range(10, 18)) / 8
    assert hard.hinted_games == 1
    assert hard.options == {"long": False} and hard.players == 2
    assert db.count() == 9  # the all-AI game is not the player's


def test_hot_seat_counts_each_human_seat(tmp_path: Path) -> None:
    db = StatsDb(tmp_path / "s.sqlite3")
    seats = [SeatSpec("human"), SeatSpec("human"), SeatSpec("ai", "normal")]
    db.add(record(seats), result([1]))
    assert opponents_of(record(seats), 0) == "human+normal"
    [row] = db.summaries()
    assert row.games == 2 and row.wins == 1


def test_reset_forgets_everything(tmp_path: Path) -> None:
    db = StatsDb(tmp_path / "s.sqlite3")
    db.add(record(), result([0]))
    db.reset()
    assert db.summaries() == [] and db.count() == 0


CRASH = """
import os, sys
from game.core.archive import GameResult
from game.core.record import GameRecord, SeatSpec
from game.core.stats_db import StatsDb

db = StatsDb(__import__("pathlib").Path(sys.argv[1]))
def power_cut(*args, **kwargs):
    os._exit(9)  # the process dies between the game's row and its results
db._insert_results = power_cut
rec = GameRecord("sparks", "hash", [SeatSpec("human"), SeatSpec("ai", "hard")], 7, {}, [])
db.add(rec, GameResult([0], [1.0, 0.0], None, 30, 10, {}, 1.0))
"""


def test_a_crash_mid_write_leaves_the_statistics_as_before(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    db = StatsDb(path)
    db.add(record(), result([0]))
    db.close()
    proc = subprocess.run(
        [sys.executable, "-c", CRASH, str(path)], cwd=ROOT, capture_output=True, timeout=60
    )
    assert proc.returncode == 9, proc.stderr
    again = StatsDb(path)
    assert again.notice is None
    assert again.count() == 1 and [s.games for s in again.summaries()] == [1]
    assert again.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    again.add(record(), result([0]))  # and it goes on counting
    assert again.summaries()[0].current_streak == 2


def _damaged(path: Path) -> None:
    db = StatsDb(path)
    assert db.notice is not None and "set aside" in db.notice
    assert db.count() == 0 and db.summaries() == []
    db.add(record(), result([0]))
    assert db.count() == 1
    db.close()
    aside = [p for p in path.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1


def test_garbage_is_set_aside_and_a_fresh_file_started(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    path.write_bytes(b"this is not a database at all" * 100)
    _damaged(path)
    assert (
        (tmp_path / next(p.name for p in tmp_path.iterdir() if ".damaged-" in p.name))
        .read_bytes()
        .startswith(b"this is not")
    )


def test_a_truncated_file_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    db = StatsDb(path)
    for i in range(300):
        db.add(record(), result([i % 2], when=i))
    db.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    _damaged(path)


def test_a_foreign_or_newer_schema_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE other (x)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    _damaged(path)


def test_record_game_uses_the_data_folder(user_home: Path) -> None:
    from game.core.stats_db import db_path, record_game

    assert record_game(record(), result([0])) == []
    assert db_path().is_relative_to(user_home)
    db_path().write_bytes(b"\0" * 4096)
    notices = record_game(record(), result([0]))
    assert notices and "set aside" in notices[0]
    assert StatsDb().count() == 1
    assert os.path.exists(db_path())
