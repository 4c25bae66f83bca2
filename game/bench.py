"""Performance figures for every registered game: ``python -m game.bench [--json] [--quick]``.

The bench is a list of named sections; each takes a :class:`BenchContext` and returns a
JSON-friendly dict. Other modules add theirs with :func:`add_section` or by providing an
optional hook module (``game.ui.bench_frames.measure()``, ``game.ui.bench_startup.measure()``)
that is called when it exists. Figures are medians unless named otherwise; compare ratios
between runs on the same machine rather than absolute values.

    python -m game.bench [--quick] [--json] [--game ID] [--sections engine,ismcts]
                         [--include-test-game]
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import os
import platform
import random
import sys
import time
import tracemalloc
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, cast

from game.ai.stats import median, percentile
from game.ai.testgame import register_test_game
from game.core import registry
from game.core.game import Game
from game.core.state import State


@dataclass
class BenchContext:
    game_ids: list[str]
    quick: bool
    games: dict[str, Game] = field(default_factory=dict)

    def game(self, game_id: str) -> Game:
        if game_id not in self.games:
            self.games[game_id] = registry.load_game(game_id)
        return self.games[game_id]


Section = Callable[[BenchContext], dict[str, Any]]
SECTIONS: list[tuple[str, Section]] = []
HOOKS: list[tuple[str, str]] = [
    ("ui_frames", "game.ui.bench_frames"),
    ("ui_idle", "game.ui.bench_idle"),
    ("startup", "game.ui.bench_startup"),
]


def add_section(name: str, section: Section) -> None:
    """Add (or replace) a named section; sections run in the order they were added."""
    for i, (existing, _) in enumerate(SECTIONS):
        if existing == name:
            SECTIONS[i] = (name, section)
            return
    SECTIONS.append((name, section))


def positions(game: Game, count: int, seed: int = 1) -> list[State]:
    """Real states with a choice to make, sampled from random play."""
    rng = random.Random(seed)
    found: list[State] = []
    game_seed = seed
    while len(found) < count:
        state = game.new_state(game.min_players, game_seed)
        game_seed += 1
        while not state.is_over and len(found) < count:
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.2:
                found.append(state.clone())
            state.apply(legal[rng.randrange(len(legal))])
    return found


def spread_positions(game: Game, count: int, seed: int = 1) -> list[State]:
    """``count`` states with a choice to make, spread evenly from the opening to the end
    of random games (one game when it has that many choices). Search speed and decision
    time change over a game (more cards in play, longer playouts at the start), so a
    figure taken only from openings flatters a game whose middle is heavier."""
    found: list[State] = []
    game_seed = seed
    while len(found) < count:
        want = count - len(found)
        choices = sum(1 for _ in _random_choices(game, game_seed))
        marks = {int((i + 0.5) * choices / want) for i in range(want)} if choices else set()
        for k, state in enumerate(_random_choices(game, game_seed)):
            if k in marks:
                found.append(state.clone())
        game_seed += 1
    return found[:count]


def _random_choices(game: Game, game_seed: int) -> Iterator[State]:
    """The states of one seeded random game where more than one action is legal (the
    same states every time, so a first pass can count them and a second pick some)."""
    rng = random.Random(game_seed)
    state = game.new_state(game.min_players, game_seed)
    while not state.is_over:
        legal = state.legal_actions()
        if len(legal) > 1:
            yield state
        state.apply(legal[rng.randrange(len(legal))])


def _us(values: list[int]) -> float:
    return round(median(values) / 1000.0, 2)


def engine_section(ctx: BenchContext) -> dict[str, Any]:
    """Random playouts: whole games per second, and the cost of each protocol call."""
    out: dict[str, Any] = {}
    budget = 1.0 if ctx.quick else 4.0
    for game_id in ctx.game_ids:
        game = ctx.game(game_id)
        rng = random.Random(1)
        costs: dict[str, list[int]] = {k: [] for k in ("apply", "clone", "legal", "view", "det")}
        games = actions = 0
        started = time.perf_counter()
        play_time = 0.0
        while time.perf_counter() - started < budget:
            state = game.new_state(game.min_players, games)
            t0 = time.perf_counter()
            while not state.is_over:
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))], check=False)
                actions += 1
            play_time += time.perf_counter() - t0
            games += 1
        # Per-call costs, sampled on fresh games so they see every phase.
        ns = time.perf_counter_ns
        for seed in range(3 if ctx.quick else 10):
            state = game.new_state(game.min_players, 1000 + seed)
            while not state.is_over:
                seat = state.current_player
                assert seat is not None
                t = ns()
                legal = state.legal_actions()
                costs["legal"].append(ns() - t)
                t = ns()
                state.clone()
                costs["clone"].append(ns() - t)
                t = ns()
                view = state.view(seat)
                costs["view"].append(ns() - t)
                t = ns()
                view.determinize(seat, rng)
                costs["det"].append(ns() - t)
                action = legal[rng.randrange(len(legal))]
                t = ns()
                state.apply(action, check=False)
                costs["apply"].append(ns() - t)
        out[game_id] = {
            "random_games_per_s": round(games / play_time, 1) if play_time else 0.0,
            "mean_actions_per_game": round(actions / games, 1) if games else 0.0,
            "apply_us": _us(costs["apply"]),
            "clone_us": _us(costs["clone"]),
            "legal_actions_us": _us(costs["legal"]),
            "view_us": _us(costs["view"]),
            "determinize_us": _us(costs["det"]),
        }
    return out


def ismcts_section(ctx: BenchContext) -> dict[str, Any]:
    """Search speed: ISMCTS iterations per second on sampled positions (median)."""
    from game.ai.ismcts import IsmctsAgent

    out: dict[str, Any] = {}
    iterations = 200 if ctx.quick else 1000
    for game_id in ctx.game_ids:
        game = ctx.game(game_id)
        rates = []
        for state in spread_positions(game, 3 if ctx.quick else 8):
            seat = state.current_player
            assert seat is not None
            agent = IsmctsAgent(game, seed=1, iterations=iterations)
            t = time.perf_counter()
            agent.search(state.view(seat), seat)
            rates.append(agent.last_iterations / (time.perf_counter() - t))
        out[game_id] = {"iterations_per_s": round(median(rates), 1), "budget": iterations}
    return out


def latency_section(ctx: BenchContext) -> dict[str, Any]:
    """Decision latency as the UI runs the levels (timed): median and p95 seconds over
    positions from the whole game, and for a search the share of decisions its time limit
    stopped before its iterations ran out (the UI's level is then weaker than the arena's,
    which plays the iterations untimed)."""
    from game.ai.ismcts import IsmctsAgent
    from game.ai.levels import LEVELS, make_level_agent

    out: dict[str, Any] = {}
    for game_id in ctx.game_ids:
        game = ctx.game(game_id)
        states = spread_positions(game, 3 if ctx.quick else 8, seed=5)
        per_level: dict[str, Any] = {}
        for key in LEVELS:
            agent = make_level_agent(game, key, seed=1, timed=True)
            times = []
            searched = cut = 0
            for state in states:
                seat = state.current_player
                assert seat is not None
                view = state.view(seat)
                if isinstance(agent, IsmctsAgent):
                    agent.last_iterations = 0  # a noisy level may move without searching
                t = time.perf_counter()
                agent.choose(view)
                times.append(time.perf_counter() - t)
                if isinstance(agent, IsmctsAgent) and agent.last_iterations > 0:
                    budget, _ = agent.budget(view.num_players)
                    searched += 1
                    cut += budget is not None and agent.last_iterations < budget
            per_level[key] = {
                "median_s": round(median(times), 3),
                "p95_s": round(percentile(times, 95), 3),
            }
            if isinstance(agent, IsmctsAgent):
                per_level[key]["time_limited"] = f"{cut}/{searched}"
        out[game_id] = per_level
    return out


def memory_section(ctx: BenchContext) -> dict[str, Any]:
    """Peak traced allocation of one Hard decision per game, and the process's peak RSS."""
    from game.ai.levels import make_level_agent

    out: dict[str, Any] = {}
    for game_id in ctx.game_ids:
        game = ctx.game(game_id)
        state = positions(game, 1, seed=9)[0]
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        agent = make_level_agent(game, "normal" if ctx.quick else "hard", seed=1)
        tracemalloc.start()
        agent.choose(view)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        out[game_id] = {"decision_peak_kib": round(peak / 1024, 1)}
    out["process_peak_rss_mib"] = _peak_rss_mib()
    return out


def _peak_rss_mib() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def ai_frames_section(ctx: BenchContext) -> dict[str, Any]:
    """60 FPS loop smoothness while ISMCTS thinks in a thread and in a process."""
    from game.ai import jitter

    if not ctx.game_ids:
        return {}
    game_id = ctx.game_ids[0]
    result = jitter.measure(ctx.game(game_id), seconds=1.0 if ctx.quick else 3.0)
    result["game"] = game_id
    return result


def analysis_section(ctx: BenchContext) -> dict[str, Any]:
    """Post-game analysis: seconds per decision at the quick and thorough budgets."""
    from game.ai.analysis import bench_section

    return bench_section(ctx)


for _name, _section in (
    ("engine", engine_section),
    ("ismcts", ismcts_section),
    ("latency", latency_section),
    ("memory", memory_section),
    ("ai_frames", ai_frames_section),
    ("analysis", analysis_section),
):
    add_section(_name, _section)


def _hook_sections() -> list[tuple[str, Section]]:
    found: list[tuple[str, Section]] = []
    for name, module_name in HOOKS:
        try:
            present = importlib.util.find_spec(module_name) is not None
        except ModuleNotFoundError:
            present = False
        if present:
            module = importlib.import_module(module_name)
            found.append((name, cast("Section", lambda ctx, m=module: m.measure())))
    return found


def run(ctx: BenchContext, only: list[str] | None = None) -> dict[str, Any]:
    """Every section's figures; a failing section reports its error instead of stopping."""
    result: dict[str, Any] = {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "quick": ctx.quick,
        "games": list(ctx.game_ids),
        "sections": {},
    }
    for name, section in [*SECTIONS, *_hook_sections()]:
        if only and name not in only:
            continue
        start = time.perf_counter()
        try:
            data = section(ctx)
        except Exception as exc:  # a broken section must not hide the others
            data = {"error": f"{type(exc).__name__}: {exc}"}
        data = dict(data)
        data["section_s"] = round(time.perf_counter() - start, 2)
        result["sections"][name] = data
    return result


def format_text(result: dict[str, Any]) -> str:
    lines = [
        f"bench: Python {result['python']} on {result['platform']}, {result['cpus']} CPUs"
        f"{' (quick)' if result['quick'] else ''}; games: {', '.join(result['games']) or 'none'}"
    ]
    for name, data in result["sections"].items():
        lines.append(f"\n[{name}] ({data.get('section_s', 0)} s)")
        for key, value in data.items():
            if key == "section_s":
                continue
            if isinstance(value, dict):
                flat = ", ".join(f"{k}={_fmt(v)}" for k, v in value.items())
                lines.append(f"  {key}: {flat}")
            else:
                lines.append(f"  {key}: {_fmt(value)}")
    return "\n".join(lines)


def _fmt(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}={_fmt(v)}" for k, v in value.items()) + "}"
    return str(value)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quick", action="store_true", help="smaller samples, ~1/4 the time")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--sections", default="", help="comma-separated section names")
    parser.add_argument("--include-test-game", action="store_true", help="register sparks")
    args = parser.parse_args(argv)
    register_test_game(args.include_test_game)
    ids = registry.available_ids()
    if args.game:
        unknown = [g for g in args.game if g not in ids]
        if unknown:
            print(f"bench: unknown game {', '.join(unknown)} (have: {', '.join(ids)})")
            return 2
        ids = list(args.game)
    only = [s.strip() for s in args.sections.split(",") if s.strip()] or None
    result = run(BenchContext(ids, args.quick), only)
    print(json.dumps(result, indent=2) if args.json else format_text(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
