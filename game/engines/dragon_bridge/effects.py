"""Interpreting one step of the effect vocabulary (cards, green gems, powers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Decision
from game.core.events import Event
from game.core.vocabulary import Step
from game.engines.dragon_bridge import dragon, gems, movement

if TYPE_CHECKING:
    from game.engines.dragon_bridge.state import DragonBridgeState as S


def execute(s: S, step: Step, actor: int, events: list[Event]) -> None:
    name = step.name
    if name in ("move", "teleport"):
        movement.start(s, name, actor, step.amount, step.optional, events)
    elif name == "bump":
        movement.start(s, "bump", actor, step.amount, False, events)
    elif name == "choose_one":
        labels = [b.label for b in step.options]
        s.stack.push(Decision(actor, "choose", {"labels": labels, "step": step}))
    elif name == "take_from_nest":
        if s.nest:  # compulsory whenever the Nest holds a card
            s.stack.push(Decision(actor, "nest_take"))
    elif name == "flip_nest_card":
        if s.nest:
            s.stack.push(Decision(actor, "nest_flip"))
    elif name == "reveal_to_nest":
        dragon.reveal_to_nest(s, step.count, events)
    elif name == "ready_gem":
        gems.ready(s, actor, step.count, events, quiet=step.quiet)
    elif name == "opponent_depletes":
        lost = gems.deplete(s, 1 - actor, step.count)
        events.append(
            Event(
                "deplete",
                f"Player {2 - actor} depletes {lost} green gem{'s' if lost != 1 else ''}",
                {"seat": 1 - actor, "count": lost},
                seat=1 - actor,
            )
        )
    elif name == "swap":
        if abs(s.pos[0] - s.pos[1]) <= step.within:
            movement.swap(s, actor, events)
        else:
            s.queue[:0] = [(st, actor) for st in step.otherwise]
    else:  # pragma: no cover - the loader refuses unknown steps
        raise AssertionError(name)


def has_move(steps: list[Step]) -> bool:
    return any(st.name == "move" for st in steps)
