"""Difficulty levels as data (levels.yaml beside this file), validated strictly.

A level is an agent plus a budget and a noise rate. The arena and the tests use the
iteration budget so results are reproducible; the UI passes ``timed=True`` so a slow
engine still answers within the level's time limit on any machine.

A game's budget may also vary with the number of players (``games: {id: {players: {4:
{iterations: 800}}}}``): the agent is built with that map and each search takes the entry
for its table's size, so callers that do not know the table (``make_level_agent``) need not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml

from game.ai.agents import Agent, make_agent
from game.core.errors import ContentError, ContentErrors
from game.core.game import Game
from game.core.registry import CATALOGUE
from game.core.schema import INVALID, Id, LoadContext, Range, describe_node, load_value

LEVELS_FILE = Path(__file__).with_name("levels.yaml")
# The catalogue's titles and the test game: a per-game budget for any other id is a typo.
KNOWN_GAMES = frozenset({entry.id for entry in CATALOGUE} | {"sparks"})


def _player_range(text: str) -> tuple[int, int]:
    """The catalogue's "2 players" / "2-4 players" as (least, most); a test holds it to
    each engine's min_players and max_players (levels load without loading the games)."""
    match = re.fullmatch(r"(\d+)(?:-(\d+))? players?", text)
    if match is None:
        raise ValueError(f"cannot read the player count {text!r}")
    least = int(match.group(1))
    return least, int(match.group(2) or least)


PLAYER_RANGES: dict[str, tuple[int, int]] = {
    **{entry.id: _player_range(entry.players) for entry in CATALOGUE},
    "sparks": (2, 4),
}


@dataclass(frozen=True)
class PlayerBudget:
    """A budget for one number of players: the same iterations are spread over more
    seats at a bigger table, so a level may search more there to keep its strength."""

    iterations: Annotated[int, Range(1, 1_000_000)] | None = None
    time_limit: Annotated[float, Range(0.01, 60.0)] | None = None


@dataclass(frozen=True)
class Budget:
    """A game's own budget for a level: engines differ in speed, and a level means a
    thinking time, so a slow engine gets fewer iterations for the same strength of wait.
    ``noise`` is there for a game whose search levels off early, where a smaller budget
    alone no longer makes a weaker player (Storm the Bridge's Normal).
    ``players`` maps a number of players to a ``PlayerBudget`` (read by ``_check_games``:
    its keys are numbers, which the schema's mappings do not take)."""

    iterations: Annotated[int, Range(1, 1_000_000)] | None = None
    time_limit: Annotated[float, Range(0.01, 60.0)] | None = None
    noise: Annotated[float, Range(0.0, 1.0)] | None = None
    exploration: Annotated[float, Range(0.0, 10.0)] | None = None
    rollout_depth: Annotated[int, Range(0, 10_000)] | None = None
    tree_depth: Annotated[int, Range(1, 1_000)] | None = None
    players: Any = None


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
    tree_depth: Annotated[int, Range(1, 1_000)] | None = None
    games: dict[str, Budget] = field(default_factory=dict)
    # A game's budgets by number of players, set by for_game (not a key of the file: a
    # per-player budget is only meaningful for one game's range of players).
    players: dict[int, PlayerBudget] = field(default_factory=dict, init=False)

    def for_game(self, game_id: str | None) -> Level:
        """This level with ``game_id``'s own budget applied (unchanged for other games)."""
        budget = self.games.get(game_id or "")
        if budget is None:
            return self
        changes = {k: v for k, v in vars(budget).items() if v is not None and k != "players"}
        level = replace(self, games={}, **changes)
        object.__setattr__(level, "players", dict(budget.players or {}))
        return level

    def player_budgets(self, *, timed: bool) -> dict[int, dict[str, float | int]]:
        """The per-player budgets as the agent takes them (``by_players``); without
        ``timed`` only iterations, as the arena plays."""
        out: dict[int, dict[str, float | int]] = {}
        for count in sorted(self.players):
            budget = self.players[count]
            entry: dict[str, float | int] = {}
            if budget.iterations is not None:
                entry["iterations"] = budget.iterations
            if timed and budget.time_limit is not None:
                entry["time_limit"] = budget.time_limit
            if entry:
                out[count] = entry
        return out


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
    players = _check_games(ctx, node)
    if not ctx.errors and data is not INVALID:
        for i, level in enumerate(data.levels):
            if level.agent == "ismcts" and level.iterations is None:
                ctx.error(node, f"levels[{i}].iterations", "an ismcts level needs iterations")
            for game_id, budget in level.games.items():
                where, read = players.get((i, game_id), (None, {}))
                if read and level.agent != "ismcts":
                    ctx.error(
                        where,
                        f"levels[{i}].games.{game_id}.players",
                        f"budgets by number of players are for ismcts levels, not {level.agent}",
                    )
                level.games[game_id] = replace(budget, players=read)

    if ctx.errors or data is INVALID:
        raise ContentErrors(ctx.errors)
    return {level.key: level for level in data.levels}


def _check_games(
    ctx: LoadContext, root: yaml.Node
) -> dict[tuple[int, str], tuple[yaml.Node, dict[int, PlayerBudget]]]:
    """Per-game budgets must name a real game, and per-player budgets a number of players
    that game is played with; read off the YAML so each gets its line. Returns the
    per-player budgets (and their node) by (level index, game id)."""
    found: dict[tuple[int, str], tuple[yaml.Node, dict[int, PlayerBudget]]] = {}
    for key, value in _mapping_items(root):
        if key.value != "levels" or not isinstance(value, yaml.SequenceNode):
            continue
        for i, level in enumerate(value.value):
            for lkey, lvalue in _mapping_items(level):
                if lkey.value != "games":
                    continue
                for gkey, gvalue in _mapping_items(lvalue):
                    path = f"levels[{i}].games.{gkey.value}"
                    if gkey.value not in KNOWN_GAMES:
                        ctx.error(
                            gkey,
                            path,
                            f"unknown game (known: {', '.join(sorted(KNOWN_GAMES))})",
                        )
                        continue
                    for bkey, bvalue in _mapping_items(gvalue):
                        if bkey.value == "players":
                            found[(i, gkey.value)] = (
                                bkey,
                                _load_players(ctx, bvalue, f"{path}.players", gkey.value),
                            )
    return found


def _load_players(
    ctx: LoadContext, node: yaml.Node, path: str, game_id: str
) -> dict[int, PlayerBudget]:
    """``{3: {iterations: 600}, 4: {...}}``: each key a number of players in the game's
    range, each value a PlayerBudget with at least one budget."""
    if not isinstance(node, yaml.MappingNode):
        ctx.error(node, path, f"expected a mapping of player counts, got {describe_node(node)}")
        return {}
    least, most = PLAYER_RANGES[game_id]
    out: dict[int, PlayerBudget] = {}
    for knode, vnode in node.value:
        text = knode.value if isinstance(knode, yaml.ScalarNode) else describe_node(knode)
        where = f"{path}.{text}"
        if not (isinstance(knode, yaml.ScalarNode) and knode.tag == "tag:yaml.org,2002:int"):
            ctx.error(knode, where, f"expected a number of players, got {describe_node(knode)}")
            continue
        count = int(knode.value)
        if not least <= count <= most:
            played = f"{least}" if least == most else f"{least} to {most}"
            ctx.error(knode, where, f"{game_id} is played by {played} players, not {count}")
            continue
        if count in out:
            ctx.error(knode, where, "duplicate key")
            continue
        budget = load_value(ctx, vnode, PlayerBudget, where)
        if budget is INVALID:
            continue
        if budget.iterations is None and budget.time_limit is None:
            ctx.error(vnode, where, "give iterations, time_limit or both")
            continue
        out[count] = budget
    return out


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
    by_players = level.player_budgets(timed=timed)
    return make_agent(
        level.agent,
        game,
        seed=seed,
        iterations=level.iterations,
        time_limit=level.time_limit if timed else None,
        exploration=level.exploration,
        rollout_depth=level.rollout_depth,
        tree_depth=level.tree_depth,
        noise=level.noise,
        by_players=by_players or None,
    )
