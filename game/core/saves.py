"""Save files: versioned JSON, written atomically, the previous save kept as a backup.

A save is never half-written: we write a temp file in the same folder, fsync it, move
the old save to ``.bak`` and rename the temp file into place (rename is atomic on
POSIX and Windows). Loading refuses anything that is not exactly our format, and a
refused load touches nothing on disk.

Version 1 grows only by optional entries an older reader ignores (the record's
``hints``, absent from earlier saves): a change old readers would misread bumps VERSION.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.errors import SaveError
from game.core.record import GameRecord

FORMAT = "gemtable-save"
VERSION = 1
MAX_SAVE_BYTES = 32 * 1024 * 1024


@dataclass
class SaveInfo:
    """What a save listing shows without replaying the game."""

    path: Path
    game_id: str
    saved_at: float
    turn: int
    label: str
    record: GameRecord


def atomic_write_text(path: Path, text: str, *, backup: bool = True) -> None:
    """Write ``text`` to ``path`` so a crash at any moment leaves the old file or the new
    one, never a mixture; the previous version is kept as ``<name>.bak`` unless
    ``backup`` is off (a file under version control has its history already)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if backup and path.exists():
            os.replace(path, path.with_name(path.name + ".bak"))
        os.replace(tmp, path)
        _fsync_dir(path.parent)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_record(
    path: Path, record: GameRecord, *, turn: int = 0, label: str = "", app_version: str = ""
) -> None:
    if not app_version:
        from game import __version__ as app_version
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": app_version,
        "saved_at": time.time(),
        "turn": turn,
        "label": label,
        "record": record.to_json(),
    }
    atomic_write_text(path, json.dumps(doc, indent=1, sort_keys=True))


def read_save(path: Path) -> SaveInfo:
    """Read and check a save file; every failure is a :class:`SaveError` in plain words."""
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"{path.name} is too large to be a Gemtable save ({size} bytes)")
        raw = path.read_bytes()
    except FileNotFoundError as exc:
        raise SaveError(f"{path.name} does not exist") from exc
    except OSError as exc:
        raise SaveError(f"{path.name} cannot be read: {exc.strerror or exc}") from exc
    if not raw.strip():
        raise SaveError(f"{path.name} is empty")
    try:
        doc: Any = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"{path.name} is damaged or truncated (not valid JSON: {exc})") from exc
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(f"{path.name} is not a Gemtable save")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{path.name} has no valid format version")
    if version > VERSION:
        raise SaveError(
            f"{path.name} was written by a newer Gemtable (save format {version}, "
            f"this version reads up to {VERSION}); update Gemtable to open it"
        )
    if version < 1:
        raise SaveError(f"{path.name} has an unknown save format version {version}")
    if "record" not in doc:
        raise SaveError(f"{path.name} is damaged: it holds no game record")
    record = GameRecord.from_json(doc["record"])
    saved_at = doc.get("saved_at", 0.0)
    turn = doc.get("turn", 0)
    label = doc.get("label", "")
    return SaveInfo(
        path=path,
        game_id=record.game_id,
        saved_at=float(saved_at) if isinstance(saved_at, int | float) else 0.0,
        turn=turn if isinstance(turn, int) else 0,
        label=label if isinstance(label, str) else "",
        record=record,
    )


def list_saves(folder: Path) -> tuple[list[SaveInfo], list[tuple[Path, str]]]:
    """Readable saves (newest first) and the unreadable ones with the reason."""
    good: list[SaveInfo] = []
    bad: list[tuple[Path, str]] = []
    if not folder.is_dir():
        return good, bad
    for path in sorted(folder.glob("*.json")):
        try:
            good.append(read_save(path))
        except SaveError as exc:
            bad.append((path, str(exc)))
    good.sort(key=lambda info: info.saved_at, reverse=True)
    return good, bad
