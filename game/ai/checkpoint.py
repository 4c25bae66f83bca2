"""A match's finished games kept on disk one line each, so a long match survives a stop.

A ladder step on a slow game (Dragon Island's Hard against Normal) takes longer than one
sitting; the arena appends every finished game to a JSON-lines file and a later run of the
same match reads them back and plays only the games still missing. The first line names
the match (game, players, agents, seed, options, games); a file written for another match
is set aside rather than mixed in, and a line cut short by a stop is ignored.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from game.ai.arena_result import GameResult

FORMAT = 1
NOTES = ("rehashed_from", "carried_from")


def match_identity(
    game_id: str,
    players: int,
    specs: list[str],
    seed: int,
    options: dict[str, Any],
    games: int,
    settings: list[dict[str, Any]] | None = None,
    content: str | None = None,
) -> dict[str, Any]:
    """What must agree for saved games to belong to this match. ``settings`` are the
    agents' resolved budgets: "ismcts:normal" after a change of ``levels.yaml`` is
    another agent, whose games must not be mixed with the old one's. ``content`` is the
    game's content hash: games played before a rule or card change are another match."""
    identity: dict[str, Any] = {
        "format": FORMAT,
        "game": game_id,
        "players": players,
        "agents": list(specs),
        "settings": [dict(s) for s in settings] if settings is not None else None,
        "seed": seed,
        "options": {k: options[k] for k in sorted(options)},
        "games": games,
    }
    if content is not None:
        identity["content"] = content
    return identity


def result_to_json(result: GameResult) -> dict[str, Any]:
    return {
        "index": result.index,
        "seating": list(result.seating),
        "returns": result.returns,
        "length": result.length,
        "times": [[seat, round(t, 6)] for seat, t in result.times],
        "action_tags": [[seat, tag, n] for (seat, tag), n in result.action_tags.items()],
        "seat_tags": [[seat, tag] for seat, tag in result.seat_tags],
        "end_tags": list(result.end_tags),
    }


def result_from_json(data: dict[str, Any]) -> GameResult:
    return GameResult(
        index=int(data["index"]),
        seating=tuple(int(a) for a in data["seating"]),
        returns=[float(r) for r in data["returns"]],
        length=int(data["length"]),
        times=[(int(s), float(t)) for s, t in data["times"]],
        action_tags={(int(s), str(tag)): int(n) for s, tag, n in data["action_tags"]},
        seat_tags=[(int(s), str(tag)) for s, tag in data["seat_tags"]],
        end_tags=[str(tag) for tag in data.get("end_tags", [])],
    )


class Checkpoint:
    """The games of one match saved so far, and the file new ones are appended to."""

    def __init__(self, path: Path, identity: dict[str, Any], seats: list[str] | None = None):
        self.path = path
        self.identity = identity
        # Which agent sits where, as the match was asked for ("ismcts:hard, greedy,
        # greedy"): for the table of a match under way; not part of its identity.
        self.seats = seats
        # Notes of the content changes the file was carried across (``game.ai.rehash``,
        # ``game.ai.undealt``): not part of its identity, kept when it is written again.
        self.notes: dict[str, Any] = {}

    def load(self, set_aside: bool = True) -> list[GameResult]:
        """The saved games of this match; a file of another match is renamed ``.stale``
        (unless ``set_aside`` is False: a reader that only shows what is there)."""
        if not self.path.exists():
            return []
        lines = self.path.read_text(encoding="utf-8").splitlines()
        try:
            header = json.loads(lines[0]) if lines else None
        except json.JSONDecodeError:
            header = None
        if isinstance(header, dict):
            header.pop("seats", None)
            self.notes = {k: header.pop(k) for k in NOTES if k in header}
        if header != self.identity:
            if not set_aside:
                return []
            os.replace(self.path, self.path.with_name(self.path.name + ".stale"))
            return []
        results: dict[int, GameResult] = {}
        for line in lines[1:]:
            try:
                result = result_from_json(json.loads(line))
            except (json.JSONDecodeError, KeyError, TypeError, ValueError):
                continue  # the last line of a run stopped mid-write
            results[result.index] = result
        return [results[i] for i in sorted(results)]

    def start(self, kept: list[GameResult]) -> None:
        """Rewrite the file with the header and the kept games (dropping any torn line)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(self.path.name + ".tmp")
        with tmp.open("w", encoding="utf-8") as f:
            header = dict(self.identity)
            if self.seats is not None:
                header["seats"] = self.seats
            header.update(self.notes)
            f.write(json.dumps(header) + "\n")
            for result in kept:
                f.write(json.dumps(result_to_json(result)) + "\n")
        os.replace(tmp, self.path)

    def append(self, result: GameResult) -> None:
        with self.path.open("a", encoding="utf-8") as f:
            f.write(json.dumps(result_to_json(result)) + "\n")
            f.flush()
            os.fsync(f.fileno())

    def remove(self) -> None:
        self.path.unlink(missing_ok=True)
