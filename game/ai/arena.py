"""Headless matches between agents: win rates with confidence intervals, lengths, timings.

    python -m game.ai.arena --game ID --agents ismcts:hard,greedy --games 200 --seed 1
        [--players N] [--option KEY=VALUE ...] [--jobs N] [--report] [--json]
        [--include-test-game] [--checkpoint FILE]

Agent specs: ``random``, ``greedy``, ``ismcts``; a level (``normal``) or an agent at a
level's budget and noise (``ismcts:normal``); or explicit settings
(``ismcts:iters=300,c=0.7,depth=20,time=0.5,noise=0.1``; ``greedy:worlds=5``). A level
with budgets by number of players (``levels.yaml``) keeps them, and its agent takes the
one for the table it plays at, as in the UI. List one
agent per seat, or fewer (e.g. two for four seats): they are dealt round-robin into the
seats. Every distinct seating of the listed agents is played equally often, each seating
on the same deals (the game count is rounded up to a multiple of the seatings), so first-
player advantage cancels out. Agents are only ever handed ``state.view(seat)``.

A game counts as a win for an agent by its seats' share of the outcome: a win is 1, a
shared win or a draw splits 1 between the seats concerned (``State.returns``).

``--json`` prints one object of this shape (times in milliseconds)::

    {
      "game": str, "options": {str: value}, "players": int, "games": int, "seed": int,
      "seatings": int,
      "draws": int, "cut_off": int,  # cut_off: draws stopped at MAX_ACTIONS
      "mean_length": float, "median_length": float,
      "agents": [
        {"index": int, "spec": str, "seats_per_game": int, "games": int,
         "wins": float, "win_rate": float, "ci95": [float, float],
         "mean_length": float, "decisions": int,
         "decision_ms": {"mean": float, "median": float, "p95": float}}
      ],
      "tags": [  # empty unless --report
        {"tag": str, "kind": "action" | "seat", "uses": int, "users": int,
         "user_win_rate": float}
      ],
      "endings": {str: int}  # games per end condition; empty unless --report
    }
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ai.agents import AGENT_NAMES, Agent, make_agent
from game.ai.arena_result import GameResult
from game.ai.checkpoint import Checkpoint, match_identity
from game.ai.levels import LEVELS
from game.ai.stats import median, percentile, wilson_interval
from game.ai.testgame import register_test_game
from game.core import registry
from game.core.game import Game

# A game still going after this many actions is cut off and scored as a draw (each seat
# an equal share), rather than ending the run: a rulebook may set no turn limit (Clash of
# Decks), and one endless game between two agents that both wait would otherwise throw
# away the hours of games played beside it. The summary counts such games.
MAX_ACTIONS = 100_000
CUT_OFF = "cut off at the action limit"

_KEYS = {
    "iters": "iterations",
    "iterations": "iterations",
    "worlds": "iterations",
    "time": "time_limit",
    "c": "exploration",
    "exploration": "exploration",
    "depth": "rollout_depth",
    "tree": "tree_depth",
    "noise": "noise",
}


Settings = tuple[tuple[str, float | int], ...]


@dataclass(frozen=True)
class AgentSpec:
    """A parsed agent spec: which agent, with which settings, as the user wrote it.
    ``players`` are a level's budgets by number of players, ``((4, (("iterations",
    800),)),)``: they replace ``settings`` at a table of that size."""

    text: str
    name: str
    settings: Settings = ()
    players: tuple[tuple[int, Settings], ...] = ()

    def build(self, game: Game, seed: int) -> Agent:
        kwargs: dict[str, Any] = dict(self.settings)
        if self.players:
            kwargs["by_players"] = {count: dict(s) for count, s in self.players}
        return make_agent(self.name, game, seed=seed, **kwargs)

    def settings_for(self, num_players: int) -> dict[str, float | int]:
        """The settings the agent plays with at a table of ``num_players`` (a match's
        identity: a level without budgets by players gives exactly ``settings``)."""
        out = dict(self.settings)
        out.update(dict(self.players).get(num_players, ()))
        return out


def parse_spec(text: str, game_id: str | None = None) -> AgentSpec:
    """Read one agent spec; a clear ValueError for anything not understood. A level's
    budget is the one ``levels.yaml`` gives for ``game_id``."""
    text = text.strip()
    if text in LEVELS:
        level = LEVELS[text]
        return AgentSpec(text, level.agent, *_level_settings(text, game_id))
    name, _, rest = text.partition(":")
    if name not in AGENT_NAMES:
        known = ", ".join([*AGENT_NAMES, *LEVELS])
        raise ValueError(f"unknown agent {name!r} in {text!r} (known: {known})")
    if not rest:
        return AgentSpec(text, name)
    if rest in LEVELS:
        return AgentSpec(text, name, *_level_settings(rest, game_id))
    settings: list[tuple[str, float | int]] = []
    for part in rest.split(","):
        key, eq, value = part.partition("=")
        if not eq or key.strip() not in _KEYS:
            raise ValueError(
                f"cannot read {part!r} in {text!r}: expected a level "
                f"({', '.join(LEVELS)}) or key=value with keys {', '.join(sorted(_KEYS))}"
            )
        target = _KEYS[key.strip()]
        try:
            number: float | int = (
                int(value)
                if target in ("iterations", "rollout_depth", "tree_depth")
                else float(value)
            )
        except ValueError:
            raise ValueError(f"{key}={value!r} in {text!r} is not a number") from None
        settings.append((target, number))
    return AgentSpec(text, name, tuple(settings))


def _level_settings(
    key: str, game_id: str | None
) -> tuple[Settings, tuple[tuple[int, Settings], ...]]:
    """A level's settings for ``game_id`` and its budgets by number of players (untimed,
    as the arena plays: the iterations)."""
    level = LEVELS[key].for_game(game_id)
    out: list[tuple[str, float | int]] = [("noise", level.noise)]
    for name in ("iterations", "exploration", "rollout_depth", "tree_depth"):
        value = getattr(level, name)
        if value is not None:
            out.append((name, value))
    players = level.player_budgets(timed=False)
    return tuple(out), tuple((count, tuple(players[count].items())) for count in players)


def merge_specs(
    specs: Sequence[AgentSpec], num_players: int
) -> tuple[list[AgentSpec], tuple[int, ...]]:
    """Deal the listed agents round-robin into the seats, and count an agent listed twice
    as one agent with two seats: ``hard,greedy,greedy,greedy`` is Hard against a table of
    greedy players, 4 seatings rather than 24, and one line for greedy in the results."""
    unique: list[AgentSpec] = []
    base: list[int] = []
    for seat in range(num_players):
        spec = specs[seat % len(specs)]
        texts = [u.text for u in unique]
        if spec.text not in texts:
            unique.append(spec)
            texts.append(spec.text)
        base.append(texts.index(spec.text))
    return unique, tuple(base)


def seatings(num_agents: int, num_players: int) -> list[tuple[int, ...]]:
    """Every distinct way to seat the agents (dealt round-robin), in a fixed order."""
    base = tuple(i % num_agents for i in range(num_players))
    return sorted(set(itertools.permutations(base)))


@dataclass(frozen=True)
class Task:
    game_id: str
    players: int
    specs: tuple[AgentSpec, ...]
    index: int
    deal_seed: int
    seating: tuple[int, ...]
    base_seed: int
    report: bool
    options: tuple[tuple[str, Any], ...] = ()


def play_game(task: Task, max_actions: int | None = None, game: Game | None = None) -> GameResult:
    """One game, every decision taken by the seat's agent from its own view; a draw tagged
    ``CUT_OFF`` if it is still going after ``max_actions`` (``MAX_ACTIONS``). ``game`` is
    the installed one unless given (another version of its cards, ``game.ai.undealt``)."""
    limit = MAX_ACTIONS if max_actions is None else max_actions
    game = game if game is not None else registry.load_game(task.game_id)
    state = game.new_state(task.players, task.deal_seed, dict(task.options) or None)
    agents = [
        task.specs[agent_index].build(game, seed=_agent_seed(task, seat))
        for seat, agent_index in enumerate(task.seating)
    ]
    result = GameResult(task.index, task.seating, [], 0)
    tags = result.action_tags
    while not state.is_over:
        seat = state.current_player
        if seat is None:
            raise RuntimeError(f"{task.game_id}: no seat to move in a game that is not over")
        view = state.view(seat)
        start = time.perf_counter()
        action = agents[seat].choose(view)
        result.times.append((seat, time.perf_counter() - start))
        if task.report:
            for tag in game.action_tags(state, action):
                tags[(seat, tag)] = tags.get((seat, tag), 0) + 1
        state.apply(action)
        result.length += 1
        if result.length >= limit:
            result.returns = [1.0 / task.players] * task.players
            result.end_tags.append(CUT_OFF)
            return result
    result.returns = list(state.returns())
    if task.report:
        for seat in range(task.players):
            result.seat_tags.extend((seat, tag) for tag in game.seat_tags(state, seat))
        result.end_tags.extend(game.end_tags(state))
    return result


def _agent_seed(task: Task, seat: int) -> int:
    return (task.base_seed * 1_000_003 + task.index * 101 + seat) & 0x7FFFFFFF


def _init_worker(include_test_game: bool) -> None:
    register_test_game(include_test_game)


def run_arena(
    game_id: str,
    specs: Sequence[AgentSpec],
    *,
    games: int,
    seed: int = 1,
    players: int | None = None,
    jobs: int = 1,
    report: bool = False,
    include_test_game: bool = False,
    options: dict[str, Any] | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    checkpoint: Path | None = None,
    peek: bool = False,
) -> dict[str, Any]:
    """Play the match and return the summary (the ``--json`` object).

    With ``checkpoint``, every finished game is appended to that file, and the games of
    this same match already in it are not played again (see ``game.ai.checkpoint``).
    With ``peek`` too, nothing is played or written: the summary of the games saved so
    far, for a look at a long run while it goes on."""
    game = registry.load_game(game_id)
    options = dict(options or {})
    game.resolve_options(options)  # a bad option fails here, once, not in every worker
    num_players = players if players is not None else game.min_players
    game.check_players(num_players)
    if not 1 <= len(specs) <= num_players:
        raise ValueError(f"give 1 to {num_players} agents for {num_players} seats")
    specs, base = merge_specs(specs, num_players)
    orders = sorted(set(itertools.permutations(base)))
    rounds = max(1, -(-games // len(orders)))
    tasks = [
        Task(
            game_id,
            num_players,
            tuple(specs),
            index=d * len(orders) + k,
            deal_seed=seed * 1_000_000 + d,
            seating=order,
            base_seed=seed,
            report=report,
            options=tuple(sorted(options.items())),
        )
        for d in range(rounds)
        for k, order in enumerate(orders)
    ]
    saved: Checkpoint | None = None
    results: list[GameResult] = []
    if checkpoint is not None:
        identity = match_identity(
            game_id,
            num_players,
            [s.text for s in specs],
            seed,
            options,
            len(tasks),
            [s.settings_for(num_players) for s in specs],
            registry.load_game(game_id).content_hash,
        )
        saved = Checkpoint(checkpoint, identity, [specs[i].text for i in base])
        results = [r for r in saved.load(set_aside=not peek) if r.index < len(tasks)]
        if not peek:
            saved.start(results)
    done = {r.index for r in results}
    todo = [] if peek else [t for t in tasks if t.index not in done]

    def finished(result: GameResult) -> None:
        results.append(result)
        if saved is not None:
            saved.append(result)
        if on_progress:
            on_progress(len(results), len(tasks))

    if jobs <= 1 or len(todo) <= 1:
        for task in todo:
            finished(play_game(task))
    else:
        with multiprocessing.Pool(
            jobs, initializer=_init_worker, initargs=(include_test_game,)
        ) as pool:
            for result in pool.imap_unordered(play_game, todo):
                finished(result)
    results.sort(key=lambda r: r.index)
    summary = summarize(game_id, num_players, seed, list(specs), len(orders), results, report)
    summary["options"] = options
    return summary


def summarize(
    game_id: str,
    players: int,
    seed: int,
    specs: list[AgentSpec],
    num_seatings: int,
    results: list[GameResult],
    report: bool,
) -> dict[str, Any]:
    lengths = [r.length for r in results]
    agents = []
    for index, spec in enumerate(specs):
        wins = 0.0
        times: list[float] = []
        played = 0
        length_sum = 0
        seats_per_game = 0
        for r in results:
            mine = [s for s, a in enumerate(r.seating) if a == index]
            seats_per_game = len(mine)
            if not mine:
                continue
            played += 1
            length_sum += r.length
            wins += sum(r.returns[s] for s in mine)
            times.extend(t for s, t in r.times if s in mine)
        lo, hi = wilson_interval(wins, played)
        agents.append(
            {
                "index": index,
                "spec": spec.text,
                "seats_per_game": seats_per_game,
                "games": played,
                "wins": round(wins, 3),
                "win_rate": round(wins / played, 4) if played else 0.0,
                "ci95": [round(lo, 4), round(hi, 4)],
                "mean_length": round(length_sum / played, 2) if played else 0.0,
                "decisions": len(times),
                "decision_ms": {
                    "mean": round(1000 * sum(times) / len(times), 3) if times else 0.0,
                    "median": round(1000 * median(times), 3),
                    "p95": round(1000 * percentile(times, 95), 3),
                },
            }
        )
    return {
        "game": game_id,
        "players": players,
        "games": len(results),
        "seed": seed,
        "seatings": num_seatings,
        "draws": sum(1 for r in results if max(r.returns, default=0.0) < 1.0),
        "cut_off": sum(1 for r in results if CUT_OFF in r.end_tags),
        "mean_length": round(sum(lengths) / len(lengths), 2) if lengths else 0.0,
        "median_length": median(lengths) if lengths else 0.0,
        "agents": agents,
        "tags": tag_report(results) if report else [],
        "endings": end_report(results) if report else {},
    }


def tag_report(results: list[GameResult]) -> list[dict[str, Any]]:
    """Per content tag: how often it was used and how its users fared."""
    uses: dict[tuple[str, str], int] = defaultdict(int)
    outcome: dict[tuple[str, str], list[float]] = defaultdict(list)
    for r in results:
        for (seat, tag), count in r.action_tags.items():
            uses[("action", tag)] += count
            outcome[("action", tag)].append(r.returns[seat])
        for seat, tag in r.seat_tags:
            uses[("seat", tag)] += 1
            outcome[("seat", tag)].append(r.returns[seat])
    rows = [
        {
            "tag": tag,
            "kind": kind,
            "uses": uses[(kind, tag)],
            "users": len(outcome[(kind, tag)]),
            "user_win_rate": round(sum(outcome[(kind, tag)]) / len(outcome[(kind, tag)]), 4),
            # A bar such as "no leader above 55%" is read against this, not the rate
            # alone: nine leaders over 400 games have about 89 games each.
            "ci95": [
                round(x, 4)
                for x in wilson_interval(sum(outcome[(kind, tag)]), len(outcome[(kind, tag)]))
            ],
        }
        for kind, tag in sorted(uses)
    ]
    return rows


def end_report(results: list[GameResult]) -> dict[str, int]:
    """How many games ended each way, most common first."""
    counts: dict[str, int] = defaultdict(int)
    for r in results:
        for tag in r.end_tags:
            counts[tag] += 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def format_text(summary: dict[str, Any]) -> str:
    lines = [
        f"{summary['game']}: {summary['games']} games, {summary['players']} players, "
        f"{summary['seatings']} seatings, seed {summary['seed']}, "
        f"mean length {summary['mean_length']} actions "
        f"(median {summary.get('median_length', 0)}), draws {summary['draws']}"
        + (
            f" ({summary['cut_off']} cut off at {MAX_ACTIONS:,} actions)"
            if summary.get("cut_off")
            else ""
        ),
        f"{'agent':<28} {'wins':>8} {'win rate':>9} {'95% CI':>17} {'length':>7} "
        f"{'mean ms':>9} {'p95 ms':>9}",
    ]
    for a in summary["agents"]:
        lo, hi = a["ci95"]
        lines.append(
            f"{a['spec']:<28} {a['wins']:>8g} {a['win_rate']:>9.1%} "
            f"{f'[{lo:.1%}, {hi:.1%}]':>17} {a['mean_length']:>7.1f} "
            f"{a['decision_ms']['mean']:>9.2f} {a['decision_ms']['p95']:>9.2f}"
        )
    if summary.get("endings"):
        lines.append("")
        total = max(1, summary["games"])
        for tag, n in summary["endings"].items():
            lines.append(f"end: {tag:<45} {n:>6} {n / total:>7.1%}")
    if summary["tags"]:
        lines.append("")
        lines.append(
            f"{'tag':<28} {'kind':<7} {'uses':>7} {'users':>7} {'user win rate':>14} {'95% CI':>17}"
        )
        for t in summary["tags"]:
            lo, hi = t.get("ci95", (0.0, 1.0))
            lines.append(
                f"{t['tag']:<28} {t['kind']:<7} {t['uses']:>7} {t['users']:>7} "
                f"{t['user_win_rate']:>14.1%} {f'[{lo:.1%}, {hi:.1%}]':>17}"
            )
    return "\n".join(lines)


def _progress_bar(done: int, total: int) -> None:
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.ai.arena", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--game", required=True, help="game id")
    parser.add_argument("--agents", required=True, help="agent specs, comma-separated")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option for every game (repeatable), e.g. mode=preconstructed",
    )
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--report", action="store_true", help="per content tag usage and wins")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--include-test-game", action="store_true", help="register sparks")
    parser.add_argument(
        "--checkpoint",
        type=Path,
        metavar="FILE",
        help="append each finished game to FILE and skip the games of this match already in it",
    )
    parser.add_argument(
        "--peek",
        action="store_true",
        help="with --checkpoint: summarise the games saved so far; play and write nothing",
    )
    args = parser.parse_args(argv)
    if args.peek and args.checkpoint is None:
        parser.error("--peek reads a --checkpoint FILE")
    register_test_game(args.include_test_game)
    try:
        specs = [parse_spec(s, args.game) for s in split_specs(args.agents)]
        options = parse_options(args.game, args.option)
        show = _progress_bar if args.games >= 20 and sys.stderr.isatty() else None
        summary = run_arena(
            args.game,
            specs,
            games=args.games,
            seed=args.seed,
            players=args.players,
            jobs=args.jobs,
            report=args.report,
            include_test_game=args.include_test_game,
            options=options,
            on_progress=show,
            checkpoint=args.checkpoint,
            peek=args.peek,
        )
    except (KeyError, ValueError) as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(summary, indent=2) if args.json else format_text(summary))
    return 0


def parse_options(game_id: str, texts: Sequence[str]) -> dict[str, Any]:
    """``KEY=VALUE`` strings as typed option values of ``game_id`` (a clear ValueError)."""
    game = registry.load_game(game_id)
    known = {spec.key: spec for spec in game.options}
    out: dict[str, Any] = {}
    for text in texts:
        key, eq, raw = text.partition("=")
        key, raw = key.strip(), raw.strip()
        if not eq or key not in known:
            raise ValueError(
                f"cannot read option {text!r}: expected KEY=VALUE with KEY one of "
                f"{', '.join(known) or '(this game has no options)'}"
            )
        spec = known[key]
        candidates = spec.choices or (spec.default,)
        value: Any = raw
        if isinstance(spec.default, bool):
            if raw.lower() not in ("true", "false", "yes", "no", "1", "0"):
                raise ValueError(f"option {key} is true or false, not {raw!r}")
            value = raw.lower() in ("true", "yes", "1")
        elif isinstance(spec.default, int):
            try:
                value = int(raw)
            except ValueError:
                raise ValueError(f"option {key} is a whole number, not {raw!r}") from None
        if spec.choices and value not in candidates:
            shown = ", ".join(str(c) for c in spec.choices)
            raise ValueError(f"option {key} must be one of {shown}, not {raw!r}")
        out[key] = value
    return out


def split_specs(text: str) -> list[str]:
    """Split ``--agents`` at commas that start a new agent, not at those between settings
    (``ismcts:iters=300,c=0.5,greedy`` is two agents)."""
    parts: list[str] = []
    for piece in text.split(","):
        piece = piece.strip()
        if parts and "=" in piece and ":" not in piece:
            parts[-1] += "," + piece
        else:
            parts.append(piece)
    return [p for p in parts if p]


if __name__ == "__main__":
    raise SystemExit(main())
