"""Actions: the only way anything (UI, AI, replay) changes a game state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ActionArg = str | int | bool | None | tuple["ActionArg", ...]


@dataclass(slots=True, unsafe_hash=True)
class Action:
    """A small, hashable decision, never changed once made.

    ``kind`` names the decision ("play", "move", "pass", ...) and ``args`` its parameters as
    JSON-friendly scalars or tuples of them, so a game is replayable from a list of actions.
    ``label`` is the human wording; it is ignored by equality so a label change never breaks
    an old save.

    Not ``frozen``: a frozen dataclass sets each field through ``object.__setattr__``,
    which made building one about 2.7 times slower, and the AI's playouts build one per
    legal option at every step. Nothing assigns to an action's fields; the hash relies on
    that.
    """

    kind: str
    args: tuple[ActionArg, ...] = ()
    label: str = field(default="", compare=False, hash=False)

    def __str__(self) -> str:
        if self.label:
            return self.label
        if not self.args:
            return self.kind
        return f"{self.kind}({', '.join(map(repr, self.args))})"

    def to_json(self) -> list[Any]:
        return [self.kind, [_to_json(a) for a in self.args]]

    @staticmethod
    def from_json(data: Any) -> Action:
        if (
            not isinstance(data, list)
            or len(data) != 2
            or not isinstance(data[0], str)
            or not isinstance(data[1], list)
        ):
            raise ValueError(f"not an action: {data!r}")
        return Action(data[0], tuple(_from_json(a) for a in data[1]))


def _to_json(value: ActionArg) -> Any:
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: Any) -> ActionArg:
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    if value is None or isinstance(value, str | int | bool):
        return value
    raise ValueError(f"not an action argument: {value!r}")
