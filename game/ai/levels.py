"""Difficulty levels as data (levels.yaml beside this file), validated strictly.

A level is an agent plus a budget and a noise rate. The arena and the tests use the
iteration budget so results are reproducible; the UI passes ``timed=True`` so a slow
engine still answers within the level's time limit on any machine.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Annotated, Literal

import yaml

from game.ai.agents import Agent, make_agent
from game.core.errors import ContentError, ContentErrors
from game.core.game import Game
from game.core.registry import CATALOGUE
from game.core.schema import INVALID, Id, LoadContext, Range, load_value

LEVELS_FILE = Path(__file__).with_name("levels.yaml")
# The catalogue's titles and the test game: a per-game budget for any other id is a typo.
KNOWN_GAMES = frozenset({entry.id for entry in CATALOGUE} | {"sparks"})


@dataclass(frozen=True)
class Budget:
    """A game's own budget for a level: engines differ in speed, and a level means a
    thinking time, so a slow engine gets fewer iterations for the same strength of wait."""

    iterations: Annotated[int, Range(1, 1_000_000)] | None = None
    time_limit: Annotated[float, Range(0.01, 60.0)] | None = None
    exploration: Annotated[float, Range(0.0, 10.0)] | None = None
    rollout_depth: Annotated[int, Range(0, 10_000)] | None = None


@dataclass(frozen=True)
class Level:
    key: Annotated[str, Id("level")]
    label: str
    agent: Literal["random", "greedy", "ismcts"]
    iterations: Annotated[int, Range(1, 1_000_000)] | None = None
    time_limit: Annotated[float, Range(0.01, 60.0)] | None = None
    noise: Annotated[float, Range(0.0, 1.0)] = 0.0
    exploration: Annotated[float, Range(0.0, 10.0)] | None = None
    rollout_depth: Annotated[int, Range(0, 10_000)] | None = None
    games: dict[str, Budget] = field(default_factory=dict)

    def for_game(self, game_id: str | None) -> Level:
        """This level with ``game_id``'s own budget applied (unchanged for other games)."""
        budget = self.games.get(game_id or "")
        if budget is None:
            return self
        changes = {k: v for k, v in vars(budget).items() if v is not None}
        return replace(self, games={}, **changes)


@dataclass(frozen=True)
class LevelsFile:
    levels: list[Level]


def load_levels(path: Path = LEVELS_FILE) -> dict[str, Level]:
    """Parse and check the levels file; every problem is reported with file and line."""
    ctx = LoadContext(file=str(path))
    try:
        node = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    except (OSError, yaml.YAMLError) as exc:
        raise ContentErrors([ContentError(str(path), None, "", f"cannot read: {exc}")]) from exc
    if node is None:
        raise ContentErrors([ContentError(str(path), None, "", "file is empty")])
    data = load_value(ctx, node, LevelsFile, "")
    _check_game_ids(ctx, node)
    if not ctx.errors and data is not INVALID:
        for i, level in enumerate(data.levels):
            if level.agent == "ismcts" and level.iterations is None:
                ctx.error(node, f"levels[{i}].iterations", "an ismcts level needs iterations")

    if ctx.errors or data is INVALID:
        raise ContentErrors(ctx.errors)
    return {level.key: level for level in data.levels}


def _check_game_ids(ctx: LoadContext, root: yaml.Node) -> None:
    """Per-game budgets must name a real game; read off the YAML so each gets its line."""
    for key, value in _mapping_items(root):
        if key.value != "levels" or not isinstance(value, yaml.SequenceNode):
            continue
        for i, level in enumerate(value.value):
            for lkey, lvalue in _mapping_items(level):
                if lkey.value != "games":
                    continue
                for gkey, _ in _mapping_items(lvalue):
                    if gkey.value not in KNOWN_GAMES:
                        ctx.error(
                            gkey,
                            f"levels[{i}].games.{gkey.value}",
                            f"unknown game (known: {', '.join(sorted(KNOWN_GAMES))})",
                        )


def _mapping_items(node: yaml.Node) -> list[tuple[yaml.ScalarNode, yaml.Node]]:
    if not isinstance(node, yaml.MappingNode):
        return []
    return [(k, v) for k, v in node.value if isinstance(k, yaml.ScalarNode)]


LEVELS: dict[str, Level] = load_levels()


def make_level_agent(game: Game, level_key: str, *, seed: int = 0, timed: bool = False) -> Agent:
    """The agent of a level: by iteration budget (reproducible) or, ``timed``, also
    bounded by the level's time limit (what the UI wants)."""
    level = LEVELS.get(level_key)
    if level is None:
        raise ValueError(f"unknown level {level_key!r} (known: {', '.join(LEVELS)})")
    level = level.for_game(game.id)
    return make_agent(
        level.agent,
        game,
        seed=seed,
        iterations=level.iterations,
        time_limit=level.time_limit if timed else None,
        exploration=level.exploration,
        rollout_depth=level.rollout_depth,
        noise=level.noise,
    )
