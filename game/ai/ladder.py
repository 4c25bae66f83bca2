"""The difficulty ladder of one game, measured in the arena and kept as a record.

    python -m game.ai.ladder --game dragon_bridge [--games 400] [--players N]
        [--option KEY=VALUE ...] [--rungs ...] [--jobs 2] [--out docs/ladder]

Two players: each step of random < greedy < Normal < Hard is one seat-balanced match
(plus Normal against random, the first bar the AI must clear). Three or four players: one
ladder level against a table of greedy opponents, whose fair share is 1/N.

Each match is written to ``<out>/<game>[-<options>]-<N>p.json`` as soon as it ends (the
arena's ``--json`` object), so a long run that is stopped keeps what it measured, and a
rerun with ``--resume`` skips the matches already on disk. Within a match, every finished
game is appended to ``<out>/partial/<record>--<match>.jsonl`` (removed when the match
ends), so ``--resume`` also continues a match stopped half-way, in a later sitting if the
partial file is kept. A match that ends moves its games file to
``<out>/games/<record>--<match>.jsonl`` and keeps it there: after a change that reaches
only some of its games (``game.ai.undealt``), ``--resume`` takes it back as the match's
partial file and plays only the games the change reached. The Markdown table printed at
the end is what the README quotes.

Each recorded match names what it was played on: the game's content hash and each agent's
resolved budgets. ``--resume`` plays again a match recorded on other cards or budgets,
and ``--show`` marks such a row stale rather than quoting its old verdict as today's. A
rule changed in an engine's code (not its YAML) does not show in the hash: write
``"stale": "rules changed"`` into each match it touches, and both treat the match as above.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.ai.arena import (
    AgentSpec,
    parse_options,
    parse_spec,
    run_arena,
    split_specs,
    summarize,
)
from game.ai.checkpoint import NOTES, Checkpoint, match_identity
from game.ai.testgame import register_test_game
from game.core import registry
from game.core.saves import atomic_write_text

TWO_PLAYER_RUNGS = (
    ("greedy", "random"),
    ("ismcts:normal", "random"),
    ("ismcts:normal", "greedy"),
    ("ismcts:hard", "ismcts:normal"),
)
TARGET = 0.65
# The first bar: Normal must beat random in at least 95% of games.
BARS = {"ismcts:normal vs random": 0.95}


def rungs_for(players: int) -> list[tuple[str, ...]]:
    """The matches of a ladder for this many players, strongest agent first."""
    if players == 2:
        return [tuple(r) for r in TWO_PLAYER_RUNGS]
    others = ("greedy",) * (players - 1)
    return [("ismcts:normal", *others), ("ismcts:hard", *others)]


def record_path(out: Path, game_id: str, players: int, options: dict[str, Any]) -> Path:
    suffix = "".join(f"-{k}={v}" for k, v in sorted(options.items()))
    return out / f"{game_id}{suffix}-{players}p.json"


def match_key(agents: Sequence[str]) -> str:
    return " vs ".join(agents)


def partial_path(record: Path, key: str) -> Path:
    """Where the finished games of an unfinished match are kept."""
    slug = "".join(c if c.isalnum() or c in "=-" else "_" for c in key.replace(" vs ", "--"))
    return record.parent / "partial" / f"{record.stem}--{slug}.jsonl"


def games_path(record: Path, key: str) -> Path:
    """Where the games of a finished match are kept."""
    partial = partial_path(record, key)
    return record.parent / "games" / partial.name


def run_ladder(
    game_id: str,
    *,
    games: int,
    players: int,
    options: dict[str, Any],
    jobs: int,
    seed: int,
    out: Path | None,
    resume: bool,
    rungs: list[tuple[str, ...]],
    include_test_game: bool,
    echo: bool = True,
) -> dict[str, Any]:
    """Play every rung and return ``{"game", "players", "options", "matches": {key: summary}}``."""
    path = record_path(out, game_id, players, options) if out is not None else None
    record: dict[str, Any] = {
        "game": game_id,
        "players": players,
        "options": options,
        "matches": {},
    }
    if path is not None and resume and path.exists():
        record = json.loads(path.read_text(encoding="utf-8"))
    for agents in rungs:
        key = match_key(agents)
        done = record["matches"].get(key)
        specs = [parse_spec(a, game_id) for a in agents]
        current = played_on(game_id, players, specs)
        if (
            done is not None
            and done.get("games", 0) >= games
            and stale_reason(done, current) is None
        ):
            continue
        partial = partial_path(path, key) if path is not None else None
        kept = games_path(path, key) if path is not None else None
        if partial is not None and kept is not None:
            _take_back(partial, kept, resume, rules_changed=bool(done and done.get("stale")))
        summary = run_arena(
            game_id,
            specs,
            games=games,
            seed=seed,
            players=players,
            jobs=jobs,
            include_test_game=include_test_game,
            options=options,
            checkpoint=partial,
        )
        record["matches"][key] = {**summary, **current}
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(path, json.dumps(record, indent=1) + "\n")
        if partial is not None and kept is not None and partial.exists():
            kept.parent.mkdir(parents=True, exist_ok=True)
            os.replace(partial, kept)
        if echo:
            print(table_row(game_id, players, options, key, summary), flush=True)
    return record


def _take_back(partial: Path, kept: Path, resume: bool, *, rules_changed: bool) -> None:
    """Ready a match's partial file: a fresh match starts with none; ``--resume`` carries
    on from it, or else from the games of the finished match it plays again (the arena
    sets them aside if they were played on other cards or budgets). A rule changed in the
    code does not show in their content hash, so then they are dropped."""
    if not resume:
        partial.unlink(missing_ok=True)
        return
    if rules_changed:
        kept.unlink(missing_ok=True)
    elif kept.exists() and not partial.exists():
        partial.parent.mkdir(parents=True, exist_ok=True)
        os.replace(kept, partial)


def played_on(game_id: str, players: int, specs: Sequence[AgentSpec]) -> dict[str, Any]:
    """What a match of ``specs`` would be played on today: the content hash and each
    agent's budgets at this table size (as a partial file's identity names them)."""
    return {
        "content": registry.load_game(game_id).content_hash,
        "settings": [spec.settings_for(players) for spec in specs],
    }


def stale_reason(summary: dict[str, Any], current: dict[str, Any]) -> str | None:
    """Why a recorded match no longer measures today's game, if it does not. A record
    written before matches named what they were played on is taken as it stands."""
    if summary.get("stale"):
        return str(summary["stale"])
    if "content" in summary and summary["content"] != current["content"]:
        return "cards changed"
    if "settings" in summary and summary["settings"] != current["settings"]:
        return "budgets changed"
    return None


def table_row(
    game_id: str, players: int, options: dict[str, Any], key: str, summary: dict[str, Any]
) -> str:
    first = summary["agents"][0]
    lo, hi = first["ci95"]
    share = 1.0 / players
    bar = BARS.get(key, TARGET) if players == 2 else share
    if players == 2:
        verdict = "holds" if first["win_rate"] >= bar else "fails"
    else:
        verdict = "holds" if lo > bar else "fails"
    setting = ", ".join(f"{k}={v}" for k, v in sorted(options.items())) or "default"
    return (
        f"| {game_id} | {setting} | {players} | {key} | {summary['games']} | "
        f"{first['win_rate']:.1%} | [{lo:.1%}, {hi:.1%}] | "
        f"{first['decision_ms']['median']:.0f} / {first['decision_ms']['p95']:.0f} | {verdict} |"
    )


def show_records(folder: Path) -> str:
    """The Markdown table of every ladder record in ``folder`` (what the README quotes),
    then the matches still under way, from their partial files, marked as such."""
    lines = [TABLE_HEAD]
    row: str | None  # partial_row below may give None
    for path in sorted(folder.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        for key, summary in record["matches"].items():
            row = table_row(record["game"], record["players"], record["options"], key, summary)
            specs = [parse_spec(a, record["game"]) for a in key.split(" vs ")]
            current = played_on(record["game"], record["players"], specs)
            why = stale_reason(summary, current)
            if why is not None:
                kept = 0
                if not summary.get("stale"):
                    kept = _kept_games(games_path(path, key), record, specs, summary, current)
                more = f" ({kept} of {summary['games']} games kept)" if kept else ""
                row = _with_verdict(row, f"stale ({why} since): to play again{more}")
            lines.append(row)
    for path in sorted((folder / "partial").glob("*.jsonl")):
        row = partial_row(path)
        if row is not None:
            lines.append(row)
    return "\n".join(lines)


def _kept_games(
    path: Path,
    record: dict[str, Any],
    specs: Sequence[AgentSpec],
    summary: dict[str, Any],
    current: dict[str, Any],
) -> int:
    """How many of a finished match's kept games ``--resume`` would take back: those on
    today's cards and budgets (carried across a change by ``game.ai.undealt``), read
    through the same identity check the arena's checkpoint makes."""
    identity = match_identity(
        record["game"],
        record["players"],
        [spec.text for spec in specs],
        summary["seed"],
        record["options"],
        summary["games"],
        current["settings"],
        current["content"],
    )
    return len(Checkpoint(path, identity).load(set_aside=False))


def partial_row(path: Path) -> str | None:
    """The table row of a match stopped half-way: its games so far, "under way" as the
    verdict (a bar is only judged on the full match)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines:
        return None
    try:
        identity = json.loads(lines[0])
    except json.JSONDecodeError:
        return None
    seats = identity.pop("seats", None) or identity["agents"]
    for note in NOTES:  # the content changes it was carried across, not its identity
        identity.pop(note, None)
    results = Checkpoint(path, identity).load(set_aside=False)
    if not results:
        return None
    game_id, players = identity["game"], identity["players"]
    specs = [parse_spec(a, game_id) for a in identity["agents"]]
    seatings = len({r.seating for r in results})
    summary = summarize(game_id, players, identity["seed"], specs, seatings, results, False)
    row = table_row(game_id, players, identity["options"], match_key(seats), summary)
    return _with_verdict(row, f"under way ({len(results)} of {identity['games']})")


def _with_verdict(row: str, verdict: str) -> str:
    """``row`` with its last cell (the ladder step's verdict) replaced."""
    return row[: row.rstrip(" |").rfind("|") + 1] + f" {verdict} |"


def replace_table(text: str, table: str) -> str:
    """``text`` (the README) with its ladder table, the header line and every table row
    after it, replaced by ``table``; the prose around it stays as it is."""
    head = TABLE_HEAD.split("\n", 1)[0]
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if line.strip() == head]
    if len(starts) != 1:
        raise ValueError(f"expected one ladder table (a line {head!r}), found {len(starts)}")
    end = starts[0]
    while end < len(lines) and lines[end].startswith("|"):
        end += 1
    return "\n".join([*lines[: starts[0]], *table.split("\n"), *lines[end:]])


TABLE_HEAD = (
    "| game | options | players | match | games | win rate of the first | 95% CI | "
    "first's decision ms (median / p95) | ladder step |\n"
    "|---|---|---:|---|---:|---:|---|---:|---|"
)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.ai.ladder", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--game", help="the game to measure (not needed with --show)")
    parser.add_argument(
        "--show",
        type=Path,
        metavar="FOLDER",
        help="print the table of every record in FOLDER and play nothing",
    )
    parser.add_argument(
        "--readme",
        type=Path,
        metavar="FILE",
        help="with --show: write the table into FILE in place of the one there",
    )
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("docs/ladder"))
    parser.add_argument("--no-save", action="store_true", help="print only, write no record")
    parser.add_argument("--resume", action="store_true", help="skip matches already recorded")
    parser.add_argument(
        "--rungs",
        default="",
        help="matches to play instead of the default ladder, ';'-separated, "
        "agents ','-separated (e.g. 'ismcts:hard,greedy;greedy,random')",
    )
    parser.add_argument("--include-test-game", action="store_true")
    args = parser.parse_args(argv)
    if args.show is not None:
        table = show_records(args.show)
        if args.readme is None:
            print(table)
            return 0
        try:
            text = replace_table(args.readme.read_text(encoding="utf-8"), table)
        except (OSError, ValueError) as exc:
            print(f"{args.readme}: {exc}", file=sys.stderr)
            return 2
        atomic_write_text(args.readme, text, backup=False)
        print(f"{args.readme}: ladder table written ({table.count(chr(10)) - 1} rows)")
        return 0
    if not args.game:
        parser.error("--game is required unless --show is given")
    register_test_game(args.include_test_game)
    try:
        registry.load_game(args.game).check_players(args.players)
        options = parse_options(args.game, args.option)
        if args.rungs:
            rungs = [tuple(split_specs(r)) for r in args.rungs.split(";") if r.strip()]
        else:
            rungs = rungs_for(args.players)
        print(TABLE_HEAD, flush=True)
        run_ladder(
            args.game,
            games=args.games,
            players=args.players,
            options=options,
            jobs=args.jobs,
            seed=args.seed,
            out=None if args.no_save else args.out,
            resume=args.resume,
            rungs=rungs,
            include_test_game=args.include_test_game,
        )
    except (KeyError, ValueError) as exc:
        print(f"ladder: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
