"""Carrying a kept run across a change to cards some of its games never dealt.

A balance change to one leader (Storm the Bridge's Ines Halvorsen) reaches only the games
that deal her: every other game of a seeded run has the same deal, the same agents' seeds
and the same cards on its table, so it plays move for move as before. Playing those games
again costs hours (Hard's ladder step against Normal takes about two minutes a game).
This command keeps, in a kept run (a balance checkpoint or a partial ladder match), the
games whose deal seats none of the changed entries, drops the others, and moves the file
to today's content hash with a note of what it came from; the same arena or ladder
command then plays only the dropped games again.

It writes nothing unless its premise holds, checked two ways: the version the run was
played on (found in git, as ``game.ai.rehash`` finds it) differs from today's only inside
entries of the content spec's ``dealt_keys`` that the changed names pick out, and the
first kept games, played again on today's cards, come out as recorded.

    python -m game.ai.undealt GAME --changed "Ines Halvorsen" [--check 2] FILE...
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import yaml

from game.ai import rehash
from game.ai.arena import Task, merge_specs, parse_spec, play_game
from game.ai.checkpoint import result_from_json
from game.core import registry
from game.core.content import hash_of_files
from game.core.game import Game
from game.core.paths import resource_root
from game.core.saves import atomic_write_text

Dealt = Mapping[tuple[str, str], str]


class Refused(Exception):
    """Why a file was left as it is."""


def without_entries(files: Mapping[str, bytes], dealt: Dealt, names: Iterable[str]) -> dict:
    """The content as data with every dealt entry named in ``names`` left out (and, as in
    ``game.ai.rehash``, every ``provenance`` key): two versions that are equal here differ
    only inside those entries."""
    names = set(names)
    out: dict[str, Any] = {}
    for name in sorted(files):
        data = rehash.without_ignored(yaml.safe_load(files[name].decode("utf-8")))
        if isinstance(data, dict):
            for (file, key), field in dealt.items():
                if file == name and isinstance(data.get(key), list):
                    data[key] = [
                        e
                        for e in data[key]
                        if not (isinstance(e, dict) and str(e.get(field)) in names)
                    ]
        out[name] = data
    return out


def _entry_names(files: Mapping[str, bytes], dealt: Dealt) -> set[str]:
    """The names of every dealt entry in today's content (what ``--changed`` may name)."""
    names: set[str] = set()
    for (file, key), field in dealt.items():
        data = yaml.safe_load(files[file].decode("utf-8")) if file in files else None
        entries = data.get(key) if isinstance(data, dict) else None
        for entry in entries if isinstance(entries, list) else []:
            if isinstance(entry, dict) and field in entry:
                names.add(str(entry[field]))
    return names


def seat_orders(header: Mapping[str, Any], game_id: str) -> int:
    """How many seatings each deal is played in (the arena's ``orders``): a game's index
    divided by it is its deal."""
    agents = [str(a) for a in header["agents"]]
    seats = header.get("seats")
    if isinstance(seats, list) and all(s in agents for s in seats):
        base = tuple(agents.index(s) for s in seats)
    else:
        _, base = merge_specs([parse_spec(a, game_id) for a in agents], int(header["players"]))
    return len(set(itertools.permutations(base)))


def dealt_tags(game: Game, header: Mapping[str, Any], index: int, orders: int) -> set[str]:
    """Every seat tag of game ``index``'s opening position: what its deal put on the table."""
    players = int(header["players"])
    options = dict(header.get("options") or {})
    state = game.new_state(
        players, int(header["seed"]) * 1_000_000 + index // orders, options or None
    )
    return {tag for seat in range(players) for tag in game.seat_tags(state, seat)}


def replay_matches(
    game: Game, header: Mapping[str, Any], record: dict[str, Any], orders: int
) -> str | None:
    """Play one kept game again on today's cards; what differs from the record, if anything."""
    game_id = game.id
    players = int(header["players"])
    specs = [parse_spec(str(a), game_id) for a in header["agents"]]
    settings = [s.settings_for(players) for s in specs]
    if header.get("settings") is not None and settings != header["settings"]:
        return f"the agents' budgets are not the run's ({settings} against {header['settings']})"
    seed = int(header["seed"])
    index = int(record["index"])
    task = Task(
        game_id,
        players,
        tuple(specs),
        index=index,
        deal_seed=seed * 1_000_000 + index // orders,
        seating=tuple(int(a) for a in record["seating"]),
        base_seed=seed,
        report=bool(record.get("seat_tags")),
        options=tuple(sorted(dict(header.get("options") or {}).items())),
    )
    again = play_game(task, game=game)
    kept = result_from_json(record)
    if (again.returns, again.length) != (kept.returns, kept.length):
        return (
            f"game {index} played again ended {again.returns} after {again.length} actions, "
            f"recorded {kept.returns} after {kept.length}"
        )
    return None


def carry_file(
    game_id: str,
    path: Path,
    changed: list[str],
    *,
    repo: Path,
    check: int = 2,
    dry_run: bool = False,
) -> str:
    """Carry one kept run across the change; the report line (a Refused says why not)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
        header = json.loads(lines[0]) if lines else None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise Refused(f"cannot read it as a kept run ({exc})") from exc
    if not isinstance(header, dict) or not {"agents", "players", "seed"} <= set(header):
        raise Refused("its first line does not name a match (not a kept run)")
    files = rehash.current_files(game_id, repo)
    now = hash_of_files(files)
    old = header.get("content")
    if old == now:
        raise Refused("already on today's cards")
    spec = rehash.content_spec(game_id)
    dealt: Dealt = dict(spec.dealt_keys)
    if not dealt:
        raise Refused(f"{game_id} deals no entries (its content spec has no dealt_keys)")
    unknown = set(changed) - _entry_names(files, dealt)
    if unknown:
        raise Refused(f"no dealt entry is called {', '.join(sorted(unknown))}")
    known = rehash.history(game_id, repo, {str(old)})
    if old not in known:
        raise Refused(f"{old}: no such version of the content in git")
    if without_entries(known[old], dealt, changed) != without_entries(files, dealt, changed):
        raise Refused(f"{old}: cards other than {', '.join(changed)} differ from today's")
    orders = seat_orders(header, game_id)
    game = registry.load_game(game_id, repo / "content")
    records = [json.loads(line) for line in lines[1:] if line.strip()]
    kept = [
        r for r in records if not dealt_tags(game, header, int(r["index"]), orders) & set(changed)
    ]
    for record in kept[:check]:
        why = replay_matches(game, header, record, orders)
        if why is not None:
            raise Refused(why)
    dropped = len(records) - len(kept)
    if not dry_run:
        header["content"] = now
        note = {"content": old, "changed": changed, "dropped": dropped}
        header["carried_from"] = [*header.get("carried_from", []), note]
        text = json.dumps(header) + "\n" + "".join(json.dumps(r) + "\n" for r in kept)
        atomic_write_text(path, text, backup=False)
    return f"{len(kept)} of {len(records)} games kept, {dropped} to play again; {old} -> {now}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.undealt", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument(
        "--changed", action="append", required=True, help="a changed entry, as seat tags name it"
    )
    parser.add_argument("--check", type=int, default=2, help="kept games to play again first")
    parser.add_argument("--dry-run", action="store_true", help="report, write nothing")
    args = parser.parse_args(argv)
    failed = 0
    for path in args.files:
        try:
            line = carry_file(
                args.game,
                path,
                args.changed,
                repo=resource_root(),
                check=args.check,
                dry_run=args.dry_run,
            )
        except Refused as why:
            line, failed = f"left as it is: {why}", failed + 1
        print(f"{path}: {line}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
