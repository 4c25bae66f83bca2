"""Post-game analysis: where did this seat lose?

For each decision of one seat (those with a real choice), the Expert search runs from
that seat's *view at that moment* (``state.view(seat)``; never the true state, so it
judges a move by what the player could know) and scores the move played and its own
best move by their values at the root: the average outcome for the seat over the
search's sampled worlds, in [0, 1] (a win counts 1, a draw its share, a cut-off
rollout the game's heuristic). That value of the best move is the win-chance curve.

The move played may be one the search barely tried, so after the search it gets extra
iterations forced through it until it has at least ``PLAYED_SHARE`` of the budget's
visits: its value is then measured, not guessed from a handful of rollouts.

A move is flagged when it is not the search's best and cost at least ``FLAG_LOSS``
(10 points) of win chance. Why 10: a value averaged over n rollouts has a standard
error of at most 0.5/sqrt(n); at the Quick budget (1000 iterations) both moves compared
have 100 or more visits, so each value is within about ±0.05 and their difference
within about ±0.07; 10 points is beyond that noise, while 5 would flag coin-flips of
the sampling. At Thorough (5000 iterations) the same 10 points is about three standard
errors. Moves that lose 25 points or more are called blunders.

The search is the Expert level's ISMCTS (same exploration and rollout depth); the
budget setting scales only its iterations. Each decision is searched with its own
seed, so an analysis is reproducible. It runs in a worker process
(:class:`AnalysisJob`) so the UI's frame loop never waits; results are plain JSON saved
beside the replay.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import multiprocessing
import queue
import signal
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.ai.ismcts import IsmctsAgent, Node
from game.ai.levels import LEVELS
from game.core.actions import Action
from game.core.game import Game
from game.core.record import GameRecord
from game.core.saves import atomic_write_text
from game.core.state import State

BUDGETS = {"quick": 1000, "thorough": 5000}
FLAG_LOSS = 0.10
BLUNDER_LOSS = 0.25
PLAYED_SHARE = 0.10  # the move played gets at least this share of the budget's visits
MIN_PLAYED_VISITS = 20
FORMAT = "gemtable-analysis"
VERSION = 1


@dataclass
class Decision:
    """One decision of the analysed seat, scored."""

    index: int  # the decision is the state before record.actions[index]
    turn: int
    options: int  # how many legal moves there were
    played: Action
    best: Action
    played_value: float
    best_value: float
    played_visits: int
    best_visits: int
    seconds: float

    @property
    def loss(self) -> float:
        """Win chance given away by the move played (0 when it was the best)."""
        return 0.0 if self.played == self.best else max(0.0, self.best_value - self.played_value)

    @property
    def flagged(self) -> bool:
        return self.loss >= FLAG_LOSS

    @property
    def blunder(self) -> bool:
        return self.loss >= BLUNDER_LOSS

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["played"] = [self.played.to_json(), self.played.label]
        data["best"] = [self.best.to_json(), self.best.label]
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> Decision:
        def action(value: Any) -> Action:
            a = Action.from_json(value[0])
            return Action(a.kind, a.args, str(value[1]))

        values = dict(data)
        values["played"] = action(data["played"])
        values["best"] = action(data["best"])
        return Decision(**values)


@dataclass
class Analysis:
    """Every scored decision of one seat in one game."""

    game_id: str
    record_digest: str
    seat: int
    budget: str
    iterations: int
    decisions: list[Decision] = field(default_factory=list)
    seconds: float = 0.0

    def flagged(self) -> list[Decision]:
        """The moves that cost the most, largest loss first."""
        return sorted((d for d in self.decisions if d.flagged), key=lambda d: -d.loss)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game_id,
            "record_digest": self.record_digest,
            "seat": self.seat,
            "budget": self.budget,
            "iterations": self.iterations,
            "seconds": self.seconds,
            "decisions": [d.to_json() for d in self.decisions],
        }

    @staticmethod
    def from_json(data: Any) -> Analysis:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a Gemtable analysis")
        if not isinstance(data.get("version"), int) or data["version"] > VERSION:
            raise ValueError("an analysis from a newer Gemtable")
        return Analysis(
            str(data["game"]),
            str(data["record_digest"]),
            int(data["seat"]),
            str(data["budget"]),
            int(data["iterations"]),
            [Decision.from_json(d) for d in data["decisions"]],
            float(data.get("seconds", 0.0)),
        )


def record_digest(record: GameRecord) -> str:
    """Which game an analysis belongs to: a digest of the whole record."""
    text = json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def save_analysis(path: Path, analysis: Analysis) -> None:
    atomic_write_text(path, json.dumps(analysis.to_json(), indent=1))


def load_analysis(path: Path, record: GameRecord, seat: int) -> Analysis | None:
    """A saved analysis of this very record and seat, or None (absent, stale, damaged)."""
    try:
        analysis = Analysis.from_json(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if analysis.record_digest != record_digest(record) or analysis.seat != seat:
        return None
    return analysis


class _After:
    """A view whose sampled worlds have ``action`` already played: searching from it
    under the played move's node gives that move forced visits through the same tree."""

    def __init__(self, view: State, action: Action):
        self.view = view
        self.action = action

    def determinize(self, seat: int, rng: Any) -> State:
        world = self.view.determinize(seat, rng)
        world.apply(self.action, check=False)
        return world


class AnalysisSearch(IsmctsAgent):
    """The Expert ISMCTS, asked for values rather than a move."""

    def score(self, view: State, seat: int, played: Action) -> tuple[Action, Node, Node]:
        """(best action, best child, played child) after the search and the forced
        visits of the move played."""
        root = self.search(view, seat)
        legal = view.legal_actions()
        best = max(
            (a for a in legal if a in root.children),
            key=lambda a: (root.children[a].visits, _value(root.children[a])),
            default=played,
        )
        want = max(MIN_PLAYED_VISITS, round(PLAYED_SHARE * (self.iterations or 0)))
        child = root.children.get(played)
        if child is None:
            child = root.children[played] = Node(played, seat, root)
        after = _After(view, played)
        extra = 0
        while child.visits < want and extra < 4 * want and not self._cancelled:
            self._iterate(child, after, seat)  # type: ignore[arg-type]
            extra += 1
        return best, root.children.get(best, child), child


def _value(node: Node) -> float:
    return node.reward / node.visits if node.visits else 0.0


def expert_agent(
    game: Game, *, iterations: int, seed: int, rollout_depth: int | None = None
) -> AnalysisSearch:
    level = LEVELS["expert"].for_game(game.id)
    return AnalysisSearch(
        game,
        seed=seed,
        iterations=iterations,
        exploration=level.exploration,
        rollout_depth=level.rollout_depth if rollout_depth is None else rollout_depth,
    )


def decisions_of(game: Game, record: GameRecord, seat: int) -> Iterator[tuple[int, State, Action]]:
    """(index, the seat's view then, the move played) for each of its real choices."""
    state = record.new_state(game)
    for index, action in enumerate(record.actions):
        if state.current_player == seat and len(state.legal_actions()) > 1:
            yield index, state.view(seat), action
        state.apply(action)


def count_decisions(game: Game, record: GameRecord, seat: int) -> int:
    return sum(1 for _ in decisions_of(game, record, seat))


def score_decision(
    game: Game,
    index: int,
    view: State,
    played: Action,
    *,
    iterations: int,
    seed: int = 0,
    rollout_depth: int | None = None,
) -> Decision:
    """One decision scored by the Expert search from ``view`` (a seat's view)."""
    if view.viewer is None:
        raise ValueError("an analysis searches state.view(seat), never the full state")
    seat = view.viewer
    started = time.perf_counter()
    agent = expert_agent(
        game, iterations=iterations, seed=seed * 7919 + index, rollout_depth=rollout_depth
    )
    legal = view.legal_actions()
    played = legal[legal.index(played)]  # with its label
    best, best_node, played_node = agent.score(view, seat, played)
    return Decision(
        index=index,
        turn=int(view.turn),
        options=len(legal),
        played=played,
        best=best,
        played_value=round(_value(played_node), 4),
        best_value=round(_value(best_node), 4),
        played_visits=played_node.visits,
        best_visits=best_node.visits,
        seconds=round(time.perf_counter() - started, 4),
    )


def analyse(
    game: Game,
    record: GameRecord,
    seat: int,
    *,
    budget: str = "quick",
    iterations: int | None = None,
    rollout_depth: int | None = None,
    seed: int = 0,
    progress: Callable[[int, int, Decision], None] | None = None,
) -> Analysis:
    """Score every real decision of ``seat`` in ``record`` (see the module docstring)."""
    record.check_compatible(game)
    budget_iterations = iterations or BUDGETS[budget]
    total = count_decisions(game, record, seat)
    result = Analysis(game.id, record_digest(record), seat, budget, budget_iterations)
    started = time.perf_counter()
    for done, (index, view, played) in enumerate(decisions_of(game, record, seat), start=1):
        decision = score_decision(
            game,
            index,
            view,
            played,
            iterations=budget_iterations,
            seed=seed,
            rollout_depth=rollout_depth,
        )
        result.decisions.append(decision)
        if progress is not None:
            progress(done, total, decision)
    result.seconds = round(time.perf_counter() - started, 3)
    return result


# --- in the background ---------------------------------------------------------------------
def _work(
    game_id: str,
    content_root: Path | None,
    record_json: dict[str, Any],
    seat: int,
    budget: str,
    iterations: int | None,
    out: Any,
) -> None:
    """The worker process: analyse and report progress, then the result, on ``out``."""
    # A child forked from the app inherits SDL's SIGTERM handler (which only posts a quit
    # event): restore the default so Cancel's terminate() really ends the worker.
    with contextlib.suppress(ValueError, OSError, AttributeError):
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
    try:
        from game.core import registry

        game = registry.load_game(game_id, content_root)
        record = GameRecord.from_json(record_json)

        def tell(done: int, total: int, decision: Decision) -> None:
            out.put(("progress", done, total))

        out.put(("progress", 0, count_decisions(game, record, seat)))
        result = analyse(game, record, seat, budget=budget, iterations=iterations, progress=tell)
        out.put(("done", result.to_json()))
    except BaseException as exc:
        out.put(("error", f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}"))


class AnalysisJob:
    """One analysis in a worker process; :meth:`poll` it each frame (never blocks).

    ``done``/``total`` tell the progress, ``result`` the finished analysis, ``error`` a
    failure in words; :meth:`cancel` stops the worker at once."""

    def __init__(
        self,
        game: Game,
        record: GameRecord,
        seat: int,
        *,
        budget: str = "quick",
        iterations: int | None = None,
        content_root: Path | None = None,
        save_to: Path | None = None,
    ):
        methods = multiprocessing.get_all_start_methods()
        # Any: typeshed types get_context(str) as BaseContext, which lacks Process.
        ctx: Any = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        self.queue: Any = ctx.Queue()
        self.save_to = save_to
        self.done = 0
        self.total = 0
        self.result: Analysis | None = None
        self.error: str | None = None
        self.cancelled = False
        self.started = time.perf_counter()
        self.proc = ctx.Process(
            target=_work,
            args=(game.id, content_root, record.to_json(), seat, budget, iterations, self.queue),
            name="gemtable-analysis",
            daemon=True,
        )
        self.proc.start()

    @property
    def running(self) -> bool:
        return self.result is None and self.error is None and not self.cancelled

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 0.0

    def poll(self) -> None:
        while self.running:
            try:
                message = self.queue.get_nowait()
            except queue.Empty:
                if not self.proc.is_alive() and self.queue.empty():
                    self.error = f"the analysis stopped (worker exit code {self.proc.exitcode})"
                return
            if message[0] == "progress":
                self.done, self.total = int(message[1]), int(message[2])
            elif message[0] == "done":
                self.result = Analysis.from_json(message[1])
                if self.save_to is not None:
                    try:
                        save_analysis(self.save_to, self.result)
                    except OSError as exc:
                        self.error = f"the analysis could not be saved: {exc}"
                self.proc.join(1.0)
            else:
                self.error = str(message[1]).splitlines()[0]

    def cancel(self) -> None:
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(0.5)
        if self.proc.is_alive():  # a handler swallowed SIGTERM (before ours was reset)
            self.proc.kill()
            self.proc.join(2.0)
        self.cancelled = True

    def wait(self, timeout: float = 600.0) -> None:
        """Block until finished (tests and the bench, never the frame loop)."""
        deadline = time.monotonic() + timeout
        while self.running and time.monotonic() < deadline:
            self.poll()
            time.sleep(0.01)


# --- the bench ------------------------------------------------------------------------------
def bench_section(ctx: Any) -> dict[str, Any]:
    """Seconds per decision at each budget, per game (``make bench``'s "analysis")."""
    from game.ai.stats import median
    from game.bench import positions

    out: dict[str, Any] = {}
    count = 1 if ctx.quick else 3
    for game_id in ctx.game_ids:
        game = ctx.game(game_id)
        found = positions(game, count, seed=5)
        row: dict[str, Any] = {}
        for budget, iterations in BUDGETS.items():
            times = []
            for i, state in enumerate(found):
                seat = state.current_player
                assert seat is not None
                view = state.view(seat)
                played = view.legal_actions()[0]
                decision = score_decision(game, i, view, played, iterations=iterations, seed=1)
                times.append(decision.seconds)
            row[f"{budget}_s_per_decision"] = round(median(times), 3)
        out[game_id] = row
    return out


# --- the command line ------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    """Time an analysis: one game played by the Normal AI on every seat, then seat 1's
    decisions analysed at each budget asked for (the README's figures)."""
    import argparse

    from game.ai.agents import make_agent
    from game.ai.testgame import register_test_game
    from game.core import registry
    from game.core.record import SeatSpec
    from game.core.session import Session

    parser = argparse.ArgumentParser(prog="python -m game.ai.analysis", description=main.__doc__)
    parser.add_argument("--game", required=True)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--budgets", default="quick,thorough")
    parser.add_argument("--include-test-game", action="store_true")
    args = parser.parse_args(argv)
    register_test_game(args.include_test_game)
    game = registry.load_game(args.game)
    seats = [SeatSpec("human")] + [SeatSpec("ai", "normal")] * (game.min_players - 1)
    session = Session.new(game, seats, args.seed)
    agents = [make_agent("ismcts", game, seed=i, iterations=100) for i in range(len(seats))]
    while not session.state.is_over:
        seat = session.state.current_player
        assert seat is not None
        session.apply(agents[seat].choose(session.state.view(seat)))
    row: dict[str, Any] = {
        "game": game.id,
        "moves": len(session.record.actions),
        "decisions": count_decisions(game, session.record, 0),
    }
    for budget in args.budgets.split(","):
        started = time.perf_counter()
        result = analyse(game, session.record, 0, budget=budget)
        row[f"{budget}_s"] = round(time.perf_counter() - started, 1)
        row[f"{budget}_flagged"] = len(result.flagged())
    print(json.dumps(row))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
