"""How much skill a game leaves room for: a search that sees everything, against an agent.

    python -m tests.tinygame.ceiling [--game sparks] [--opponent greedy] [--iters 2000]
        [--games 100] [--seed 1] [--option KEY=VALUE ...]

The ladder asks ISMCTS at Normal to beat greedy in 65% of games. On a game ruled by the
draw, no player can: this measuring stick searches the *real* state (every hand, the deck
order, hence the future draws) with the same UCT search and rollouts as ISMCTS, so what it
wins against an opponent bounds what any fair player could win. It cheats on purpose and
lives with the test tooling, never among the agents the arena or the UI can build.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from typing import Any

from game.ai.agents import make_agent
from game.ai.arena import parse_options
from game.ai.ismcts import IsmctsAgent
from game.ai.stats import wilson_interval
from game.ai.testgame import register_test_game
from game.core import registry
from game.core.actions import Action
from game.core.game import Game
from game.core.state import State


class _Open:
    """Stands in for a view: every world it is asked to sample is the real state."""

    def __init__(self, state: State):
        self.state = state
        self.current_player = state.current_player

    def determinize(self, seat: int, rng: random.Random) -> State:
        return self.state.clone()


def seeing_choice(agent: IsmctsAgent, state: State) -> Action:
    """The search's answer on the real state (the most visited action, as ISMCTS picks)."""
    return agent._choose(_Open(state), state.legal_actions())  # type: ignore[arg-type]


def play(
    game: Game, opponent: str, iters: int, games: int, seed: int, options: dict[str, Any]
) -> tuple[float, int]:
    """Seat-balanced games of the all-seeing search against ``opponent``; its wins."""
    wins = 0.0
    played = 0
    for g in range(games):
        for seer in (0, 1):
            state = game.new_state(2, seed * 1_000_000 + g, options or None)
            search = IsmctsAgent(game, seed=g * 7 + seer, iterations=iters)
            other = make_agent(opponent, game, seed=g * 7 + 3)
            while not state.is_over:
                seat = state.current_player
                assert seat is not None
                if seat == seer:
                    action = seeing_choice(search, state)
                else:
                    action = other.choose(state.view(seat))
                state.apply(action)
            wins += state.returns()[seer]
            played += 1
    return wins, played


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.tinygame.ceiling")
    parser.add_argument("--game", default="sparks")
    parser.add_argument("--opponent", default="greedy")
    parser.add_argument("--iters", type=int, default=2000)
    parser.add_argument("--games", type=int, default=100, help="deals (each played twice)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args(argv)
    register_test_game(True)
    try:
        game = registry.load_game(args.game)
        options = parse_options(args.game, args.option)
    except (KeyError, ValueError) as exc:
        print(f"ceiling: {exc}", file=sys.stderr)
        return 2
    wins, played = play(game, args.opponent, args.iters, args.games, args.seed, options)
    lo, hi = wilson_interval(wins, played)
    print(
        f"{args.game}: all-seeing search ({args.iters} iterations) vs {args.opponent}: "
        f"{wins:g}/{played} = {wins / played:.1%} [{lo:.1%}, {hi:.1%}]"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
