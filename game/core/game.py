"""The Game: built once from its content, it makes states and holds the AI heuristics."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from game.core.actions import Action

if TYPE_CHECKING:
    from game.core.content import ContentBundle
    from game.core.state import State

OptionValue = bool | int | str


@dataclass(frozen=True)
class OptionSpec:
    """A game option offered at set-up (a variant, an expansion, a deck mode)."""

    key: str
    label: str
    default: OptionValue
    choices: tuple[OptionValue, ...] = ()
    help: str = ""
    # ("mode", "preconstructed"): this option only matters while option "mode" has that
    # value, so the set-up screen hides it otherwise. Its value is still accepted either
    # way; the set-up screen keeps a hidden choice (a player who switches back finds it)
    # but starts the game with the option at its default, so a hidden choice never counts.
    requires: tuple[str, OptionValue] | None = None
    # Names shown for ``choices`` (same order) where the engine's keys would read as code
    # ("standard21"); empty means the keys themselves, capitalised.
    choice_labels: tuple[str, ...] = ()
    # A setting of one seat's human player (Storm's auto-pass): the set-up screen offers
    # it only while that seat (0-based) is at the table and played by a human, and
    # starts the game with it at its default otherwise, as for ``requires``.
    human_seat: int | None = None

    def __post_init__(self) -> None:
        if self.choice_labels and len(self.choice_labels) != len(self.choices):
            raise ValueError(
                f"option {self.key!r} names {len(self.choices)} choices with "
                f"{len(self.choice_labels)} labels"
            )

    def applies(self, values: Mapping[str, Any], humans: Sequence[bool] | None = None) -> bool:
        """Whether this option means anything with the other options at ``values`` and,
        when ``humans`` is given (a flag per seat), with those seats at the table."""
        seat = self.human_seat
        if seat is not None and humans is not None and not (seat < len(humans) and humans[seat]):
            return False
        if self.requires is None:
            return True
        key, wanted = self.requires
        return key in values and values[key] == wanted

    def check(self, value: Any) -> OptionValue:
        if self.choices:
            if value not in self.choices:
                raise ValueError(
                    f"option {self.key!r} must be one of {list(self.choices)}, got {value!r}"
                )
            return value
        if not isinstance(value, type(self.default)):
            raise ValueError(
                f"option {self.key!r} expects {type(self.default).__name__}, got {value!r}"
            )
        return value

    def choice_label(self, value: OptionValue) -> str:
        """A value as players read it: option values are engine keys ("preconstructed",
        "random"), shown by the name the game gives them, else capitalised."""
        if self.choice_labels and value in self.choices:
            return self.choice_labels[self.choices.index(value)]
        text = str(value).replace("_", " ")
        return text[:1].upper() + text[1:]

    def setting_text(self, value: OptionValue) -> str:
        """The option at ``value`` in a few words, for a list of games: a choice by its
        name, a switch by the option's label (with "off" when it is off), else both."""
        if self.choices:
            return self.choice_label(value)
        if isinstance(value, bool):
            return self.label if value else f"{self.label}: off"
        return f"{self.label}: {value}"


class Game(ABC):
    """One playable game: identity, player counts, options and its loaded content."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    # What ``State.scores`` counts, named on the game-over screen: a game without points
    # may report something else there (Clash of Decks reports each player's life).
    score_name: ClassVar[str] = "score"
    # How deep the greedy agent follows the deciding seat's own next choices after an
    # action (game/ai/greedy.py): levels, and actions tried per level. A game whose turns
    # are long chains of one seat's small decisions (each commit of an attack, each
    # station) looks one level deep: two levels there cost seconds a decision.
    greedy_follow_up: ClassVar[tuple[int, int]] = (2, 16)

    def __init__(self, content: ContentBundle | None = None):
        self.content = content

    @property
    def content_hash(self) -> str:
        return self.content.hash if self.content is not None else "no-content"

    def resolve_options(self, options: dict[str, Any] | None) -> dict[str, OptionValue]:
        """Defaults filled in, unknown keys and wrong values refused with a clear message."""
        options = dict(options or {})
        specs = {spec.key: spec for spec in self.options}
        unknown = sorted(set(options) - set(specs))
        if unknown:
            raise ValueError(f"{self.name} has no option {', '.join(map(repr, unknown))}")
        return {
            key: spec.check(options[key]) if key in options else spec.default
            for key, spec in specs.items()
        }

    def check_players(self, num_players: int) -> None:
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(
                f"{self.name} is for {self.min_players}-{self.max_players} players, "
                f"not {num_players}"
            )

    @abstractmethod
    def new_state(
        self, num_players: int, seed: int, options: dict[str, Any] | None = None
    ) -> State:
        """A fresh game; all randomness afterwards comes from the state's RNG seeded here."""

    # --- AI heuristics (engines override; the agents work without them) -----------------
    def evaluate(self, state: State, seat: int) -> float:
        """How good ``state`` looks for ``seat``, in [0, 1]."""
        if state.is_over:
            return state.returns()[seat]
        return 0.5

    def rollout_action(self, state: State, rng: random.Random) -> Action | None:
        """A cheap, decent move for rollouts; None lets the agent pick at random."""
        return None

    def search_actions(self, state: State, legal: list[Action]) -> list[Action]:
        """The legal actions a search weighs (never empty when ``legal`` is not): a game
        may leave out moves no player would want, such as a boon played on a rival's
        card, where a small budget spread over them would sometimes pick one. Players
        are offered every legal action; agents only choose among these."""
        return legal

    def action_tags(self, state: State, action: Action) -> tuple[str, ...]:
        """Content names an action uses (a card, a character, an item), for balance reports."""
        return ()

    def seat_tags(self, state: State, seat: int) -> tuple[str, ...]:
        """Content a seat held in the finished game (its character, its seat order), for
        balance reports; asked at the end because many games choose it during set-up."""
        return ()

    def end_tags(self, state: State) -> tuple[str, ...]:
        """How a finished game ended (which end condition), so a balance report can say
        whether games end the way the rulebook means them to."""
        return ()

    def length_text(self, state: State, moves: int) -> str:
        """How long a game lasted, for the game-over screen: in the game's own clock
        (turns, or rounds where the game keeps them), in moves only for a game that counts
        no turns."""
        now = self.clock(state)
        if not now:
            return f"{moves} moves"
        return f"{now} {self.clock_unit}{'s' if now != 1 else ''}"

    # The unit of ``clock``, for the chart's x-axis and the game's length.
    clock_unit: str = "turn"

    def clock(self, state: State) -> int | None:
        """The game's own clock at ``state``: by default its turn counter, which is what a
        player remembers of a game (a move is any decision: a Gemwielders turn is about
        fifteen of them, and a chart whose x-axis reads '258 moves' cannot be matched to
        the game played). A game keeping rounds overrides it with ``clock_unit``; None
        counts moves."""
        return state.turn
