"""Finished games kept as replays: the game's own record, in the per-user data folder.

A finished game is written once, atomically (temp file, fsync, rename: see
:func:`game.core.saves.atomic_write_text`), as the same versioned save document the
load screen reads, with a ``finished`` section telling the result. Only the newest
``keep`` replays stay; the oldest go first, with their saved analyses. Temp files are
never named ``*.json``, so a crash mid-write can never leave a partial replay listed.

Opening a replay checks everything before anything is shown: the save format, the
content hash against the shipped content, and that every move replays. A refusal names
the file and touches nothing on disk.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import registry
from game.core.errors import GemtableError, SaveError
from game.core.game import Game
from game.core.paths import data_dir
from game.core.record import GameRecord
from game.core.saves import FORMAT, VERSION, atomic_write_text, read_save
from game.core.session import Session

DEFAULT_KEEP = 100
ANALYSIS_FOLDER = "analysis"


def replays_dir() -> Path:
    path = data_dir() / "replays"
    path.mkdir(parents=True, exist_ok=True)
    return path


@dataclass
class GameResult:
    """How a finished game ended, kept beside its record so a listing needs no replay."""

    winners: list[int]
    scores: list[float]
    resigned: int | None = None
    moves: int = 0
    turns: int = 0
    hints: dict[int, int] = field(default_factory=dict)  # seat -> hints asked for
    finished_at: float = 0.0
    length: str = ""  # Game.length_text at the end ("9 rounds"); older saves have none

    @staticmethod
    def of(
        session: Session, *, resigned: int | None = None, hints: dict[int, int] | None = None
    ) -> GameResult:
        state = session.state
        if resigned is not None:
            winners = [s for s in range(len(session.seats)) if s != resigned]
        else:
            winners = list(state.winners) if state.is_over else []
        return GameResult(
            winners=winners,
            scores=[float(v) for v in state.scores],
            resigned=resigned,
            moves=len(session.record.actions),
            turns=int(state.turn),
            length=session.game.length_text(state, len(session.record.actions)),
            hints={
                int(k): int(v)
                for k, v in (session.record.hint_counts() if hints is None else hints).items()
                if v
            },
            finished_at=time.time(),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": self.winners,
            "scores": self.scores,
            "resigned": self.resigned,
            "moves": self.moves,
            "turns": self.turns,
            "length": self.length,
            "hints": {str(k): v for k, v in self.hints.items()},
            "finished_at": self.finished_at,
        }

    @staticmethod
    def from_json(data: Any) -> GameResult:
        if not isinstance(data, dict):
            raise ValueError("the result is not an object")
        resigned = data.get("resigned")
        return GameResult(
            winners=[int(w) for w in data.get("winners", [])],
            scores=[float(v) for v in data.get("scores", [])],
            resigned=int(resigned) if isinstance(resigned, int) else None,
            moves=int(data.get("moves", 0)),
            turns=int(data.get("turns", 0)),
            length=str(data.get("length", "")),
            hints={int(k): int(v) for k, v in dict(data.get("hints", {})).items()},
            finished_at=float(data.get("finished_at", 0.0)),
        )


@dataclass
class ReplayInfo:
    """A replay file as listed: its record and, for a finished game, the result."""

    path: Path
    record: GameRecord
    result: GameResult | None
    saved_at: float

    @property
    def game_id(self) -> str:
        return self.record.game_id

    @property
    def finished(self) -> bool:
        return self.result is not None


def _file_name(game_id: str, when: float, folder: Path) -> Path:
    stamp = datetime.datetime.fromtimestamp(when).strftime("%Y%m%d-%H%M%S-%f")
    path = folder / f"{stamp}-{game_id}.json"
    n = 1
    while path.exists():  # two games finished in the same microsecond (tests)
        path = folder / f"{stamp}-{n}-{game_id}.json"
        n += 1
    return path


def archive_game(
    record: GameRecord,
    result: GameResult,
    *,
    folder: Path | None = None,
    keep: int = DEFAULT_KEEP,
    label: str = "",
) -> Path:
    """Write a finished game as a replay and drop the oldest beyond ``keep``."""
    from game import __version__

    folder = folder or replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    when = result.finished_at or time.time()
    path = _file_name(record.game_id, when, folder)
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "saved_at": when,
        "turn": result.turns,
        "label": label or record.game_id,
        "record": record.to_json(),
        "finished": result.to_json(),
    }
    atomic_write_text(path, json.dumps(doc, indent=1, sort_keys=True))
    prune(folder, keep)
    return path


def replay_files(folder: Path) -> list[Path]:
    """Replay files, oldest first (names start with the finishing time)."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.json") if not p.name.startswith("."))


def prune(folder: Path, keep: int) -> list[Path]:
    """Remove the oldest replays (and their analyses) beyond ``keep``; what was removed."""
    files = replay_files(folder)
    gone = files[: max(0, len(files) - max(0, keep))]
    for path in gone:
        with contextlib.suppress(OSError):
            path.unlink()
        for extra in analysis_files(path):
            with contextlib.suppress(OSError):
                extra.unlink()
    return gone


def analysis_path(replay: Path, seat: int) -> Path:
    """Where the analysis of ``seat`` in ``replay`` is saved (beside it, in a subfolder so
    the listing never mistakes it for a replay)."""
    return replay.parent / ANALYSIS_FOLDER / f"{replay.stem}.seat{seat}.json"


def analysis_files(replay: Path) -> list[Path]:
    folder = replay.parent / ANALYSIS_FOLDER
    if not folder.is_dir():
        return []
    return sorted(folder.glob(f"{replay.stem}.seat*.json"))


def read_replay(path: Path) -> ReplayInfo:
    """Read a replay (or any save: its result is then None); a :class:`SaveError` names
    the file when it is not one."""
    info = read_save(path)
    result: GameResult | None = None
    try:
        doc = json.loads(path.read_bytes().decode("utf-8"))
        if isinstance(doc, dict) and "finished" in doc:
            result = GameResult.from_json(doc["finished"])
    except (OSError, ValueError, TypeError) as exc:
        raise SaveError(f"{path.name} is damaged: its result cannot be read ({exc})") from exc
    return ReplayInfo(path, info.record, result, info.saved_at)


def list_replays(folder: Path | None = None) -> tuple[list[ReplayInfo], list[tuple[Path, str]]]:
    """Readable replays, newest first, and the unreadable ones with the reason."""
    folder = folder or replays_dir()
    good: list[ReplayInfo] = []
    bad: list[tuple[Path, str]] = []
    for path in replay_files(folder):
        try:
            good.append(read_replay(path))
        except SaveError as exc:
            bad.append((path, str(exc)))
    good.sort(key=lambda r: r.saved_at, reverse=True)
    return good, bad


def open_replay(path: Path, content_root: Path | None = None) -> tuple[ReplayInfo, Game, Session]:
    """Everything a replay needs, checked: the file, the game, the content hash and every
    move. Any failure is a :class:`SaveError` whose message starts with the file's name."""
    info = read_replay(path)
    try:
        if not registry.has_engine(info.game_id):
            raise SaveError(f"the game {info.game_id!r} is not installed")
        game = registry.load_game(info.game_id, content_root)
        session = Session(game, info.record)
    except SaveError as exc:
        raise SaveError(f"{path.name}: {exc}") from exc
    except (GemtableError, KeyError, ValueError) as exc:
        raise SaveError(f"{path.name}: this game cannot be replayed ({exc})") from exc
    except Exception as exc:  # an engine tripping over a tampered move: refuse, not crash
        raise SaveError(
            f"{path.name}: a move of this record cannot be replayed ({type(exc).__name__}: {exc})"
        ) from exc
    return info, game, session
