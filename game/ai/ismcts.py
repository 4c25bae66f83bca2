"""Single-observer Information-Set MCTS (Cowling, Powley and Whitehouse, 2012).

One tree per decision, rooted at the agent's information set. Every iteration samples a
world consistent with what the agent knows (``view.determinize``), walks the tree with
UCT restricted to the actions legal *in that world* (those the game lets a search weigh,
``Game.search_actions``), expands one node, finishes the game
with the engine's rollout policy up to a depth cut-off, scores it with ``game.evaluate``
and backs the per-seat rewards up the path.

Opponents' legal actions differ between sampled worlds (they hold different cards), so
children are keyed by action and UCT uses each child's *availability* (how often it was
selectable) in place of the parent's visit count. Each node keeps the reward of the seat
that chose its action, which makes the same tree work for 2 to 4 players (max^n style).

All randomness comes from the agent's own RNG, seeded once, and the search depends only
on the view, so a fixed seed and iteration budget give the same answer on every machine.

The same budget is spread over more seats at a bigger table (every rival's turns are
searched too), so a budget may depend on the number of players: ``by_players`` maps a
player count to its own ``iterations`` and/or ``time_limit``, and each search takes the
entry for ``view.num_players`` (the table size is public), else the agent's own budget.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping

from game.ai.agents import Agent
from game.core.actions import Action
from game.core.game import Game
from game.core.state import State

DEFAULT_ITERATIONS = 1000
DEFAULT_EXPLORATION = 0.7
DEFAULT_ROLLOUT_DEPTH = 20
PROGRESS_EVERY = 16
PLAYER_BUDGET_KEYS = ("iterations", "time_limit")


class Node:
    """Statistics of one action taken from one information set of its chooser."""

    __slots__ = ("action", "avail", "children", "parent", "player", "reward", "visits")

    def __init__(self, action: Action | None, player: int, parent: Node | None):
        self.action = action
        self.player = player
        self.parent = parent
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 1


class IsmctsAgent(Agent):
    name = "ismcts"

    def __init__(
        self,
        game: Game,
        *,
        seed: int = 0,
        iterations: int | None = None,
        time_limit: float | None = None,
        exploration: float | None = None,
        rollout_depth: int | None = None,
        tree_depth: int | None = None,
        noise: float = 0.0,
        by_players: Mapping[int, Mapping[str, float | int]] | None = None,
    ):
        super().__init__(game, seed=seed, noise=noise)
        if iterations is None and time_limit is None:
            iterations = DEFAULT_ITERATIONS
        _check_budget(iterations, time_limit, "")
        self.iterations = iterations
        self.time_limit = time_limit
        self.by_players: dict[int, dict[str, float | int]] = {}
        for count, budget in (by_players or {}).items():
            unknown = set(budget) - set(PLAYER_BUDGET_KEYS)
            if unknown:
                raise ValueError(
                    f"a budget for {count} players takes {' and '.join(PLAYER_BUDGET_KEYS)}, "
                    f"not {', '.join(sorted(unknown))}"
                )
            it, tl = budget.get("iterations"), budget.get("time_limit")
            _check_budget(it, tl, f" at {count} players")
            self.by_players[int(count)] = dict(budget)
        self.exploration = DEFAULT_EXPLORATION if exploration is None else exploration
        self.rollout_depth = DEFAULT_ROLLOUT_DEPTH if rollout_depth is None else rollout_depth
        if tree_depth is not None and tree_depth < 1:
            raise ValueError(f"tree_depth must be at least 1, got {tree_depth}")
        # How many decisions below the root the tree may grow (None: no bound). Where a
        # rival's choices in the tree are made knowing this seat's hidden cards, a deep
        # tree learns to fear replies no real rival could find; a bound keeps the
        # extra iterations on the first decisions and leaves the rest to the rollout.
        self.tree_depth = tree_depth
        self.last_iterations = 0
        self.last_root: Node | None = None

    def _choose(self, view: State, legal: list[Action]) -> Action:
        seat = view.current_player
        assert seat is not None
        root = self.search(view, seat)
        best: Action | None = None
        best_key = (-1, float("-inf"))
        # The view's order: ties resolve the same way every run. Actions the game leaves
        # out of the search (``Game.search_actions``) have no child and are never chosen.
        for action in legal:
            child = root.children.get(action)
            if child is None:
                continue
            key = (child.visits, child.reward / child.visits if child.visits else 0.0)
            if key > best_key:
                best, best_key = action, key
        return best if best is not None else legal[self.rng.randrange(len(legal))]

    def budget(self, num_players: int) -> tuple[int | None, float | None]:
        """The iteration budget and time limit of a search at a table of ``num_players``."""
        entry = self.by_players.get(num_players, {})
        iterations = entry.get("iterations", self.iterations)
        time_limit = entry.get("time_limit", self.time_limit)
        return (None if iterations is None else int(iterations)), time_limit

    def search(self, view: State, seat: int) -> Node:
        """Grow a tree from ``view`` within the budget; the root's children are the stats."""
        root = Node(None, seat, None)
        if self.by_players:
            budget, time_limit = self.budget(view.num_players)
        else:  # views wrapped by tools (the all-seeing ceiling) need not know the table
            budget, time_limit = self.iterations, self.time_limit
        deadline = None if time_limit is None else time.perf_counter() + time_limit
        done = 0
        while not self._cancelled:
            if budget is not None and done >= budget:
                break
            if deadline is not None and done > 0 and time.perf_counter() >= deadline:
                break
            self._iterate(root, view, seat)
            done += 1
            if done % PROGRESS_EVERY == 0:
                self.progress = self._progress(done, budget, deadline, time_limit)
        self.last_iterations = done
        self.last_root = root
        return root

    @staticmethod
    def _progress(
        done: int, budget: int | None, deadline: float | None, time_limit: float | None
    ) -> float:
        parts = []
        if budget is not None:
            parts.append(done / budget)
        if deadline is not None and time_limit is not None:
            parts.append(1.0 - (deadline - time.perf_counter()) / time_limit)
        return min(1.0, max(0.0, max(parts)))

    def _iterate(self, root: Node, view: State, seat: int) -> None:
        rng = self.rng
        game = self.game
        c = self.exploration
        search_actions = game.search_actions
        log = math.log
        sqrt = math.sqrt
        state = view.determinize(seat, rng)
        node = root
        levels = self.tree_depth if self.tree_depth is not None else -1
        action: Action | None  # the rollout below may get None from the engine's policy
        # Selection and expansion, among the actions legal in this sampled world.
        while not state.is_over and levels != 0:
            levels -= 1
            legal = search_actions(state, state.legal_actions())
            if not legal:
                break
            player = state.current_player
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = Node(action, player if player is not None else seat, node)
                children[action] = child
                state.apply(action, check=False)
                node = child
                break
            best_child: Node | None = None
            best_score = float("-inf")
            for action in legal:
                child = children[action]
                child.avail += 1
                score = child.reward / child.visits + c * sqrt(log(child.avail) / child.visits)
                if score > best_score:
                    best_child, best_score = child, score
            assert best_child is not None and best_child.action is not None
            state.apply(best_child.action, check=False)
            node = best_child
        # Rollout with the engine's policy, cut off and scored by its heuristic.
        depth = 0
        limit = self.rollout_depth
        while not state.is_over and depth < limit:
            action = game.rollout_action(state, rng)
            if action is None:
                legal = state.legal_actions()
                if not legal:
                    break
                action = legal[rng.randrange(len(legal))]
            state.apply(action, check=False)
            depth += 1
        if state.is_over:
            rewards = state.returns()
        else:
            rewards = [game.evaluate(state, s) for s in range(state.num_players)]
        # Backpropagation: each node scores the outcome for the seat that chose it.
        walk: Node | None = node
        while walk is not None:
            walk.visits += 1
            walk.reward += rewards[walk.player]
            walk = walk.parent


def _check_budget(iterations: float | None, time_limit: float | None, where: str) -> None:
    if iterations is not None and (iterations < 1 or iterations != int(iterations)):
        raise ValueError(
            f"iterations{where} must be a whole number of at least 1, got {iterations}"
        )
    if time_limit is not None and time_limit <= 0:
        raise ValueError(f"time_limit{where} must be positive, got {time_limit}")
