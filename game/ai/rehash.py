"""Carrying the ladder's and the balance runs' records across a content change that cannot
change a game: a ``provenance`` mark added, a comment reworded, a line re-wrapped.

Every record names the content hash it was played on (the bytes of the game's YAML), so
any edit to those files marks every row stale, and ``--resume`` would play hundreds of
games again on the very same cards. This command finds, in git, the version of the
content each record names, reads both versions as data with every ``provenance`` key left
out, and only where the two are equal moves the record to today's hash, keeping the old
one under ``rehashed_from``. A record whose cards differ in anything else stays stale.
A key the game's engine reads only at some player counts (its content spec's
``seated_keys``, e.g. a three-player set-up knob) is left out too when the record is of
games at another count: such a change cannot reach them.

    python -m game.ai.rehash GAME [--dry-run]
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import yaml

from game.core.content import hash_of_files
from game.core.paths import resource_root
from game.core.saves import atomic_write_text

IGNORED_KEYS = frozenset({"provenance"})

Seated = Mapping[tuple[str, str], frozenset[int]]


def fingerprint(
    files: Mapping[str, bytes], players: int | None = None, seated: Seated | None = None
) -> str:
    """What a game loads from ``files`` for games of ``players`` seats, as data: comments,
    layout, every ``provenance`` key and every key read only at other counts (``seated``)
    left out, so two versions that play alike there share it."""
    h = hashlib.sha256()
    for name in sorted(files):
        data = without_ignored(yaml.safe_load(files[name].decode("utf-8")))
        if players is not None and seated and isinstance(data, dict):
            data = {
                k: v
                for k, v in data.items()
                if (name, k) not in seated or players in seated[(name, k)]
            }
        text = json.dumps(data, sort_keys=True, ensure_ascii=False, default=str)
        h.update(name.encode() + b"\0" + text.encode() + b"\0")
    return h.hexdigest()[:16]


def without_ignored(node: Any) -> Any:
    if isinstance(node, dict):
        return {k: without_ignored(v) for k, v in node.items() if k not in IGNORED_KEYS}
    if isinstance(node, list):
        return [without_ignored(v) for v in node]
    return node


def files_of(game_id: str) -> list[str]:
    return list(content_spec(game_id).files)


def seated_keys(game_id: str) -> Seated:
    return dict(content_spec(game_id).seated_keys)


def content_spec(game_id: str) -> Any:
    return importlib.import_module(f"game.engines.{game_id}.content").SPEC


def current_files(game_id: str, repo: Path) -> dict[str, bytes]:
    folder = repo / "content" / game_id
    return {n: (folder / n).read_bytes() for n in files_of(game_id) if (folder / n).exists()}


def history(game_id: str, repo: Path, wanted: set[str]) -> dict[str, dict[str, bytes]]:
    """Byte hash → files of each version of the game's content in git, newest first,
    until every hash in ``wanted`` is found (or the history ends)."""
    found: dict[str, dict[str, bytes]] = {}
    for files in _versions(game_id, repo):
        digest = hash_of_files(files)
        if digest not in found:
            found[digest] = files
        if wanted <= set(found):
            break
    return found


def _versions(game_id: str, repo: Path) -> Iterator[dict[str, bytes]]:
    folder = f"content/{game_id}"
    log = _git(repo, "log", "--format=%H", "--", folder)
    for commit in log.split():
        files: dict[str, bytes] = {}
        for name in files_of(game_id):
            shown = subprocess.run(
                ["git", "-C", str(repo), "show", f"{commit}:{folder}/{name}"],
                capture_output=True,
                check=False,
            )
            if shown.returncode == 0:
                files[name] = shown.stdout
        yield files


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], capture_output=True, check=True, text=True
    ).stdout


def record_files(game_id: str, repo: Path) -> list[Path]:
    """The records that name a content hash: ladder records, the games of partial and
    finished ladder matches, and balance checkpoints."""
    docs = repo / "docs"
    return sorted(
        [
            *docs.glob(f"ladder/{game_id}-*.json"),
            *docs.glob(f"ladder/partial/{game_id}-*.jsonl"),
            *docs.glob(f"ladder/games/{game_id}-*.jsonl"),
            *docs.glob(f"balance/{game_id}-*.jsonl"),
        ]
    )


def carry(entry: dict[str, Any], now: str, same: Mapping[str, bool]) -> str | None:
    """Move ``entry`` (a match summary or a checkpoint header) to hash ``now`` when its
    content is known to play the same for its games (``same[hash]``). Returns what
    happened to it."""
    old = entry.get("content")
    if not isinstance(old, str) or old == now:
        return None
    if old not in same:
        return f"{old}: no such version of the content in git, left as it is"
    if not same[old]:
        return f"{old}: other cards, left as it is"
    entry["content"] = now
    entry["rehashed_from"] = [*entry.get("rehashed_from", []), old]
    return f"{old} -> {now}"


def rehash(game_id: str, repo: Path, *, dry_run: bool = False) -> list[str]:
    """Carry every record of ``game_id`` whose cards play as today's; the report lines."""
    files = current_files(game_id, repo)
    now, seated = hash_of_files(files), seated_keys(game_id)
    paths = record_files(game_id, repo)
    entries = {p: _entries(p) for p in paths}
    wanted = {
        e["content"]
        for _, es in entries.values()
        for e in es
        if isinstance(e.get("content"), str) and e["content"] != now
    }
    known = history(game_id, repo, wanted) if wanted else {}
    prints: dict[tuple[str, int | None], str] = {}

    def printed(digest: str, version: Mapping[str, bytes], players: int | None) -> str:
        if (digest, players) not in prints:
            prints[(digest, players)] = fingerprint(version, players, seated)
        return prints[(digest, players)]

    report: list[str] = []
    for path, (doc, es) in entries.items():
        changed = False
        for e in es:
            players = e.get("players") if isinstance(e.get("players"), int) else None
            old = e.get("content")
            same = (
                {old: printed(old, known[old], players) == printed(now, files, players)}
                if isinstance(old, str) and old in known
                else {}
            )
            what = carry(e, now, same)
            if what is not None:
                report.append(f"{path.relative_to(repo)}: {_name(e)}: {what}")
                changed = changed or "->" in what
        if changed and not dry_run:
            _write(path, doc)
    return report


def _entries(path: Path) -> tuple[Any, list[dict[str, Any]]]:
    """The file's parsed document and the dicts in it that name a content hash."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        doc = json.loads(text)
        return doc, list(doc.get("matches", {}).values())
    lines = text.splitlines(keepends=True)
    header = json.loads(lines[0]) if lines else {}
    return (header, lines), [header]


def _write(path: Path, doc: Any) -> None:
    if path.suffix == ".json":
        atomic_write_text(path, json.dumps(doc, indent=1) + "\n", backup=False)
        return
    header, lines = doc
    atomic_write_text(path, json.dumps(header) + "\n" + "".join(lines[1:]), backup=False)


def _name(entry: dict[str, Any]) -> str:
    agents = entry.get("agents")
    if isinstance(agents, list) and agents and isinstance(agents[0], dict):
        return " vs ".join(str(a.get("spec", a.get("name", "?"))) for a in agents)
    if isinstance(agents, list):
        return " vs ".join(map(str, agents))
    return "record"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.rehash", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--dry-run", action="store_true", help="report, write nothing")
    args = parser.parse_args(argv)
    for line in rehash(args.game, resource_root(), dry_run=args.dry_run):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
