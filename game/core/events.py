"""Events: what happened, told per seat, for the log, the animations and the AI."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True, unsafe_hash=True)
class Event:
    """Something that happened while an action resolved.

    ``visible_to`` limits who sees this wording (None = everyone); ``redacted`` is what
    everyone else sees instead ("Bea draws a card" instead of the card's name), or None if
    they see nothing. ``irreversible`` marks a reveal of hidden information or a random
    outcome: undo never crosses such an event.

    Not ``frozen``, for the speed of the AI's playouts, which make events at every step
    (see :class:`game.core.actions.Action`); nothing assigns to an event's fields.
    """

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    seat: int | None = None
    visible_to: frozenset[int] | None = None
    redacted: Event | None = None
    irreversible: bool = False

    def for_seat(self, seat: int | None) -> Event | None:
        """This event as ``seat`` perceives it; ``None`` seat means an omniscient observer."""
        if self.visible_to is None or seat is None or seat in self.visible_to:
            return self
        return self.redacted


def render_for(events: list[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may know about, each in the wording meant for it."""
    out: list[Event] = []
    for event in events:
        seen = event.for_seat(seat)
        if seen is not None:
            out.append(seen)
    return out
