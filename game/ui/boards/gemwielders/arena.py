"""What the middle of the table shows while an attack (or an opponent's card) resolves,
as plain data, and how an action's events cut into the steps of its playback.

The board only ever sees the state *after* an action, and one action (announcing an
attack) runs everything to the next decision: the reveal, every effect, the comparison,
the damage, the draw phase and the next turn's refill. To let a player follow it, the
events are re-told step by step on a copy of what the table showed before: the cards go
out and the total is announced; the defense flips; each effect resolves with its text
lit; HIT or MISS; the damage. Life and power follow the steps, not the final state, so
the counters never tell the end before the table has shown it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from game.core.events import Event
from game.engines.gemwielders import attack as rules_attack
from game.engines.gemwielders.cards import card_id

if TYPE_CHECKING:
    from game.engines.gemwielders.game import GemGame
    from game.engines.gemwielders.state import GemState

# The stages in which an attack lies on the table (its cards chosen, or being chosen).
ATTACK_STAGES = (
    "attack",
    "reveal",
    "attack_effects",
    "defense_effects",
    "other_effects_start",
    "other_effects",
    "compare",
    "hit_miss",
    "damage",
    "cleanup",
)
# Events that end a playback: the turn has moved on.
CLOSING = ("turn", "game_over", "both_down", "skip_attack")
SPOTLIGHT = ("play", "place", "use")
STEP_TIME = {
    "announce": 0.9,
    "reveal": 1.1,
    "effect": 1.0,
    "verdict": 1.1,
    "damage": 1.0,
    "card": 1.3,
}
GAIN = (120, 220, 130)
LOSS = (255, 96, 80)
POWER = (250, 210, 90)


@dataclass(frozen=True)
class Show:
    """What the middle shows: an attack (cards, totals, verdict) or one card resolving."""

    kind: str  # "attack" | "card"
    attacker: int = 0
    attack_cards: tuple[str, ...] = ()
    defense_cards: tuple[str | None, ...] = ()
    revealed: bool = False
    attack: int = 0
    defense: int | None = None
    ignored: frozenset[int] = frozenset()
    verdict: bool | None = None
    margin: int = 0
    damage: int | None = None
    focus: str | None = None  # the key resolving: a card instance or "bearer:<seat>"
    trigger: str | None = None
    cost: int | None = None  # a ⚡ question's price, when one is asked
    caption: str = ""
    owner: int = 0  # "card": whose card it is


@dataclass(frozen=True)
class Float:
    """A number rising off a player's counter: '-4' off life, '+2⚡' off power."""

    seat: int
    what: str  # "life" | "power"
    text: str
    colour: tuple[int, int, int]


@dataclass
class Step:
    """One beat of a playback. The counters show ``life0``/``power0`` until the step
    lands (a little way into it), then ``life``/``power``."""

    kind: str  # announce | reveal | effect | verdict | damage | card
    show: Show
    life0: tuple[int, int]
    power0: tuple[int, int]
    life: tuple[int, int] = (0, 0)
    power: tuple[int, int] = (0, 0)
    count: int = 0  # events the log tells as the step begins
    floats: list[Float] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.life == (0, 0) and self.power == (0, 0):
            self.life, self.power = self.life0, self.power0

    @property
    def duration(self) -> float:
        return STEP_TIME.get(self.kind, 1.0)


def in_attack(view: GemState) -> bool:
    """Whether an attack lies on the table in ``view``: cards chosen, or past the reveal."""
    return (
        view.winner is None
        and view.stage in ATTACK_STAGES
        and (bool(view.attack_cards) or view.stage != "attack")
    )


def live_show(view: GemState) -> Show | None:
    """The attack on the table now, from the viewer's own view, or None."""
    if not in_attack(view) and not (view.stage == "attack" and _choosing(view)):
        return None
    seat = view.turn_player
    other = 1 - seat
    revealed = view.stage not in ("attack", "reveal")
    guards = tuple(view.defense[other])
    defense: int | None = None
    if revealed and all(c is not None for c in guards):
        defense = rules_attack.defense_value(view)
    compared = view.hit is not None and view.stage in ("hit_miss", "damage", "cleanup")
    total = view.totals[0] if compared else rules_attack.attack_value(view)
    if compared:
        defense = view.totals[1]
    focus = trigger = None
    cost: int | None = None
    top = view.stack.top
    if top is not None and top.kind == "pay":
        focus = str(top.data["key"])
        trigger = top.data["ability"].trigger
        cost = top.data["ability"].cost
    return Show(
        "attack",
        attacker=seat,
        attack_cards=tuple(view.attack_cards),
        defense_cards=guards,
        revealed=revealed,
        attack=total,
        defense=defense,
        ignored=frozenset(view.ignored) if revealed else frozenset(),
        verdict=view.hit if compared else None,
        margin=view.margin if compared else 0,
        focus=focus,
        trigger=trigger,
        cost=cost,
    )


def _choosing(view: GemState) -> bool:
    top = view.stack.top
    return top is not None and top.kind == "attack"


def live_card(view: GemState) -> Show | None:
    """A skill or Source resolving outside an attack (its ⚡ question asked, a choice
    inside its text pending): the card lies face up in front of its owner."""
    if in_attack(view):
        return None
    top = view.stack.top
    key: str | None = str(top.data["key"]) if top is not None and "key" in top.data else None
    if key is None:
        return None
    owner = top.seat if top is not None else 0
    cost: int | None = None
    if top is not None and top.kind == "pay":
        trigger = str(top.data["ability"].trigger)
        cost = int(top.data["ability"].cost)
    elif key.startswith("bearer:") or view.game.defs[card_id(key)].type == "modification":
        trigger = "use"  # a choice inside a ⚙ ability (the Sword's discard)
    else:
        trigger = "on_play"
    return Show("card", focus=key, trigger=trigger, cost=cost, owner=owner)


def build_steps(
    game: GemGame, before: GemState, events: list[Event]
) -> tuple[int, list[Step], int]:
    """Cut ``events`` (as the viewer perceives them) into playback steps, on top of the
    table ``before`` showed. Returns (events told at once, steps, events told at the end).
    Every event is counted once, in order: the lead, a step's count, or the closing."""
    life = [before.life[0], before.life[1]]
    power = [before.power[0], before.power[1]]
    show = live_show(before) if in_attack(before) else None
    steps: list[Step] = []
    lead = closing = 0
    closed = False
    current: Step | None = None

    def start(kind: str, new: Show) -> Step:
        step = Step(kind, new, (life[0], life[1]), (power[0], power[1]))
        steps.append(step)
        return step

    draw_phase = _draw_phase_start(events)
    for i, event in enumerate(events):
        d = event.data
        kind = event.kind
        if closed or kind in CLOSING or _turn_over(event, steps) or (i >= draw_phase and steps):
            closed = closed or bool(steps)
            if closed:
                closing += 1
            else:
                lead += 1
            continue
        opened: Step | None = None
        if kind == "announce":
            seat = int(d["seat"])
            show = Show(
                "attack",
                attacker=seat,
                attack_cards=tuple(str(c) for c in d["cards"]),
                defense_cards=tuple(before.defense[1 - seat]),
                attack=int(d["attack"]),
                caption=event.text,
            )
            opened = start("announce", show)
        elif kind == "reveal" and show is not None:
            show = replace(
                show,
                defense_cards=tuple(str(c) for c in d["cards"]),
                revealed=True,
                defense=int(d["defense"]),
                caption=event.text,
                focus=None,
            )
            opened = start("reveal", show)
        elif kind == "effect" and show is not None:
            show = replace(
                show,
                focus=str(d["key"]),
                trigger=str(d["trigger"]),
                cost=None,
                caption=event.text,
            )
            opened = start("effect", show)
        elif kind in ("hit", "miss") and show is not None:
            show = replace(
                show,
                attack=int(d["attack"]),
                defense=int(d["defense"]),
                verdict=bool(d["hit"]),
                margin=int(d["margin"]),
                focus=None,
                trigger=None,
                caption=event.text,
            )
            opened = start("verdict", show)
        elif kind == "damage" and show is not None:
            show = replace(show, damage=int(d["amount"]), focus=None, caption=event.text)
            opened = start("damage", show)
            seat = int(d["seat"])
            life[seat] -= int(d["amount"])
            opened.life = (life[0], life[1])
            opened.floats.append(Float(seat, "life", f"-{d['amount']}", LOSS))
        elif (
            kind in SPOTLIGHT
            and show is None
            and event.seat is not None
            and event.seat != before.viewer
        ):
            key = str(d.get("key") or d.get("card") or "")
            new = Show(
                "card",
                focus=key,
                trigger="use" if kind == "use" else "on_play",
                cost=0,  # the base text; a ⚡ clause lights once it is paid
                caption=event.text,
                owner=int(event.seat),
            )
            opened = start("card", new)
        if opened is not None:
            current = opened
            current.count += 1
            if kind == "use":
                _count(game, before, current, event, life, power)
            continue
        # An event inside the current step: numbers move, the caption may grow.
        if current is not None:
            current.show = _fold(game, current.show, event)
            if current.show.kind == "attack":
                show = current.show
            _count(game, before, current, event, life, power)
            current.count += 1
        else:
            _count(game, before, None, event, life, power)
            lead += 1
    return lead, steps, closing


def _draw_phase_start(events: list[Event]) -> int:
    """Where the draw phase's own events begin: its draw, and the reshuffle just before
    it when the deck ran out (told during the last effect's step, the log had the next
    phase's shuffle under a card still resolving). Past the end when there is none."""
    for i, event in enumerate(events):
        if event.kind == "draw" and "(draw phase" in event.text:
            before = events[i - 1] if i else None
            if before is not None and before.kind == "shuffle" and before.seat == event.seat:
                return i - 1
            return i
    return len(events)


def _turn_over(event: Event, steps: list[Step]) -> bool:
    """Whether ``event`` comes after the attack: anything once the damage is dealt (the
    attack cards go to discard, the draw phase follows), and the draw phase's own draw
    after a miss (an effect's draw names its card instead)."""
    if not steps or steps[0].show.kind != "attack":
        return False
    if steps[-1].kind == "damage" and event.kind not in ("life", "power"):
        return True
    return event.kind == "draw" and "(draw phase" in event.text


def _use_cost(game: GemGame, before: GemState, key: str) -> int:
    """The ⚡ price a ⚙ use paid (its event does not say it; the card does)."""
    if key.startswith("bearer:"):
        bearer = before.bearer[int(key.split(":", 1)[1])]
        abilities = game.bearers[str(bearer)].abilities if bearer else []
    else:
        abilities = game.defs[card_id(key)].abilities
    return next((ab.cost for ab in abilities if ab.trigger == "use"), 0)


def _fold(game: GemGame, show: Show, event: Event) -> Show:
    """An event inside a step changes the totals it shows."""
    d = event.data
    if event.kind == "modify":
        if "attack" in d:
            return replace(show, attack=max(0, show.attack + int(d["attack"])))
        if "defense" in d and show.defense is not None:
            return replace(show, defense=max(0, show.defense + int(d["defense"])))
    if event.kind == "ignore" and show.defense is not None:
        pos = int(d["position"])
        if pos < len(show.defense_cards) and show.defense_cards[pos] is not None:
            value = game.defs[card_id(str(show.defense_cards[pos]))].defense or 0
            return replace(show, defense=max(0, show.defense - value), ignored=show.ignored | {pos})
    if event.kind == "pay" and show.kind == "card":
        # The ⚡ clause is bought: light it (the played card's base text was lit).
        return replace(show, cost=int(d["cost"]), caption=f"{show.caption}  —  {event.text}")
    if event.kind in ("pay", "decline"):
        return replace(show, caption=f"{show.caption}  —  {event.text}")
    return show


def _count(
    game: GemGame,
    before: GemState,
    step: Step | None,
    event: Event,
    life: list[int],
    power: list[int],
) -> None:
    """Life and power as the steps go: the counters show these, not the final state."""
    d = event.data
    if event.kind == "use":
        seat = int(d["seat"])
        cost = _use_cost(game, before, str(d["key"]))
        if not cost:
            return
        power[seat] -= cost
        if step is not None:
            step.floats.append(Float(seat, "power", f"-{cost}", POWER))
    elif event.kind == "life":
        seat, delta = int(d["seat"]), int(d["delta"])
        life[seat] += delta
        if step is not None and delta:
            text = f"{delta:+d}"
            step.floats.append(Float(seat, "life", text, GAIN if delta > 0 else LOSS))
    elif event.kind == "power":
        seat, delta = int(d["seat"]), int(d["delta"])
        power[seat] += delta
        if step is not None and delta:
            step.floats.append(Float(seat, "power", f"{delta:+d}", POWER))
    elif event.kind == "pay":
        seat, cost = int(d["seat"]), int(d["cost"])
        power[seat] -= cost
        if step is not None:
            step.floats.append(Float(seat, "power", f"-{cost}", POWER))
    else:
        return
    if step is not None:
        step.life = (life[0], life[1])
        step.power = (power[0], power[1])
