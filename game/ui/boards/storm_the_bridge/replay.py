"""What each event of another seat's action lights on the table while the board plays it
back, one beat after another (the board's ``anim`` holds the table and the log meanwhile,
the shared mechanism of every board): the section attacked and the cards committed, the
crew member recruited or stationed, the card played on the stack and its target, what
was tapped or untapped, a new crew member in the pool, the totals a discard moved.

Only things still on the table after the action can be lit; an event about something
that left it (a crew member sent to the Crew Stack) is told with the beat before it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.events import Event

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState
    from game.ui.boards.storm_the_bridge.table import Spot, Table

BEAT = 0.45  # seconds a beat lights its things, at normal animation speed
MAX_BEATS = 4  # an action's events past these are told with the last beat

# The word a beat stamps on the first thing it lights.
CAPTIONS = {
    "attack": "ATTACKS",
    "recruit": "RECRUITS",
    "capture": "TAKEN",
    "recruited": "RECRUITED",
    "attack_failed": "HOLDS",
    "recruit_failed": "STAYS",
    "redeploy": "STATIONED",
    "play": "PLAYED",
    "attach": "ATTACHED",
    "ability": "ABILITY",
    "untap": "UNTAPS",
    "tap": "TAPPED",
    "flip": "NEW",
    "bonus": "+1",
    "defend": "+1",
    "modify": "CHANGED",
    "shielded": "SAVED",
    "detach": "DISCARDED",
    "draw": "DRAWS",
}

# Which fields of an event name the things it is about, the principal first.
FIELDS = {
    "attack": ("target", "committed"),
    "recruit": ("target", "committed"),
    "play": ("uid", "target"),
    "ability": ("source", "target"),
    "attach": ("card", "host"),
    "detach": ("host",),
    "untap": ("keys",),
}
DEFAULT_FIELDS = ("section", "crew", "key", "keys", "target", "host", "uid")
ON_TOTALS = ("bonus", "defend", "modify")


def _spot(view: StormState, table: Table, value: Any, field: str) -> Spot | None:
    """The spot on the new table that ``value`` (a key, an instance or a stack uid)
    names, if it is still there."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        spot: Spot = ("item", value)
    else:
        key = str(value)
        if "#" in key:
            spot = ("passive", key)
            if table.rect(spot) is None:
                for host, (_, hidden) in table.tucked.items():
                    if key in hidden:
                        spot = ("more", host)
        elif key in view.game.sections:
            spot = ("section", key)
        elif key in view.pool:
            spot = ("pool", key)
        else:
            spot = ("char", key)
    return spot if table.rect(spot) is not None else None


def spots_of(view: StormState, table: Table, viewer: int, event: Event) -> list[Spot]:
    """The things ``event`` lights, the principal first (none: it changed nothing on the
    table that can be shown)."""
    data = event.data or {}
    if event.kind in ON_TOTALS:
        return [("totals",)] if table.rect(("totals",)) is not None else []
    spot: Spot | None
    if event.kind == "draw":
        seat = data.get("seat")
        spot = ("hand_of", seat)
        return [spot] if seat != viewer and table.rect(spot) is not None else []
    out: list[Spot] = []
    for field in FIELDS.get(event.kind, DEFAULT_FIELDS):
        value = data.get(field)
        values = value if isinstance(value, list | tuple) else [value]
        for v in values:
            spot = _spot(view, table, v, field)
            if spot is not None and spot not in out:
                out.append(spot)
    return out
