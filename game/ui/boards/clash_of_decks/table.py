"""What the table shows, as plain data, and how the assault's events change it step by
step: the board only ever sees the state after the whole assault, so to play it back
attack by attack it re-tells the events on a copy of the table seen before."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.events import Event
from game.engines.clash_of_decks.hand import STRONGHOLD
from game.engines.clash_of_decks.state import ClashState

STEP_STARTS = ("sprint", "attack", "spell_target", "berserk")
NO_DAMAGE = (214, 204, 184)


@dataclass
class Table:
    lanes: list[list[list[str]]]  # [side][lane], from the bridge outwards
    hands: list[list[str | None]]
    fort: list[bool]
    damage: dict[str, int]

    @staticmethod
    def of(view: ClashState) -> Table:
        return Table(
            [[lane[:] for lane in side] for side in view.lanes],
            [view.hands[0][:], view.hands[1][:]],
            view.fort[:],
            dict(view.damage),
        )

    def copy(self) -> Table:
        return Table(
            [[lane[:] for lane in side] for side in self.lanes],
            [self.hands[0][:], self.hands[1][:]],
            self.fort[:],
            dict(self.damage),
        )

    def where(self, card: str) -> tuple[int, int, int] | None:
        for side in (0, 1):
            for lane in (0, 1):
                if card in self.lanes[side][lane]:
                    return side, lane, self.lanes[side][lane].index(card)
        return None

    def apply(self, event: Event) -> None:
        """Mirror one event; kinds the playback does not need are ignored."""
        d = event.data
        kind = event.kind
        if kind == "sprint" or kind == "moved":
            where = self.where(str(d["card"]))
            if where is not None:
                side, lane, _ = where
                row = self.lanes[side][lane]
                row.remove(str(d["card"]))
                if kind == "moved" and d.get("to") == "back":
                    row.append(str(d["card"]))
                else:
                    row.insert(0, str(d["card"]))
        elif kind == "damage":
            self.damage[str(d["card"])] = int(d["total"])
        elif kind == "destroyed":
            card = str(d["card"])
            where = self.where(card)
            if where is not None:
                self.lanes[where[0]][where[1]].remove(card)
            self.damage.pop(card, None)
            self.hands[int(d["seat"])].append(card)
        elif kind == "stronghold_hit":
            hand = self.hands[int(d["seat"])]
            i = hand.index(STRONGHOLD)
            moved = int(d["moved"])
            if moved:
                hand.pop(i)
                hand.insert(i + moved, STRONGHOLD)
        elif kind == "bastion_destroyed":
            seat = int(d["seat"])
            self.fort[seat] = True
            self.hands[seat].remove(STRONGHOLD)
            self.hands[seat].insert(0, STRONGHOLD)


@dataclass
class Hit:
    """A number or word to float up from a card (or a stronghold, card None)."""

    card: str | None
    seat: int
    text: str
    colour: tuple[int, int, int]


@dataclass
class Step:
    """One attack (or one incantation) of the playback."""

    before: Table
    after: Table
    attacker: str | None = None
    target: str | None = None
    target_seat: int | None = None  # the stronghold under attack, if any
    lane: int = 0
    caption: str = ""
    hits: list[Hit] = field(default_factory=list)
    destroyed: list[str] = field(default_factory=list)
    # How many of the action's events the log may tell as the step begins (up to the
    # attack it shows), when its blow lands, and when it is over (the assault's end and
    # what follows it, for the last step): the log follows the playback.
    opening: int = 0
    blow: int = 0
    closing: int = 0


def build_steps(before: Table, events: list[Event]) -> list[Step]:
    """Cut the events into steps, each starting at an attack (or a Sprint before it, or
    an incantation striking); the end of the turn ends the playback. Every event is
    counted in one step's ``opening``, ``blow`` or ``closing``, in order."""
    if not any(e.kind in ("attack", "spell_target") for e in events):
        return []
    table = before.copy()
    steps: list[Step] = []
    current: Step | None = None
    waiting = 0  # events before the first step: told as it begins
    landed = False  # whether the current step's attack has been told: its blow follows
    told = 0
    for event in events:
        if event.kind == "turn":
            break
        told += 1
        d = event.data
        starts = event.kind in STEP_STARTS and not (
            event.kind == "attack"
            and current is not None
            and current.attacker == d.get("card")
            and current.target is None
            and current.target_seat is None
        )
        if starts:
            if current is not None:
                current.after = table.copy()
                steps.append(current)
            current = Step(table.copy(), table.copy(), caption=event.text, opening=waiting)
            waiting = 0
            landed = False
        if current is None:
            waiting += 1
        elif landed:
            current.blow += 1
        else:
            current.opening += 1
            landed = event.kind in ("attack", "spell_target")
        if current is not None:
            _note(current, table, event)
        table.apply(event)
    if current is not None:
        current.after = table.copy()
        current.closing = len(events) - told
        steps.append(current)
    return steps


def _note(step: Step, table: Table, event: Event) -> None:
    d = event.data
    kind = event.kind
    if kind in ("sprint", "berserk"):
        step.attacker = str(d["card"])
    elif kind == "attack":
        step.attacker = str(d["card"])
        step.caption = event.text
        step.lane = int(d.get("lane", 0))
        if d.get("target") is None:
            owner = table.where(step.attacker)
            step.target_seat = 1 - owner[0] if owner is not None else None
        else:
            step.target = str(d["target"])
        step.before = table.copy()
        if int(d.get("amount", 0)) <= 0:
            # A 0-attack creature still attacks (rules.md, ruling 19); "-0" would read as
            # a bug, so the blow says what it did.
            if step.target is not None:
                where = table.where(step.target)
                seat = where[0] if where is not None else 0
            else:
                seat = step.target_seat if step.target_seat is not None else 0
            step.hits.append(Hit(step.target, seat, "No damage", NO_DAMAGE))
    elif kind == "spell_target":
        step.target = str(d["target"])
        step.caption = event.text
        step.before = table.copy()
    elif kind == "damage":
        where = table.where(str(d["card"]))
        step.hits.append(
            Hit(str(d["card"]), where[0] if where else 0, f"-{d['amount']}", (255, 90, 70))
        )
    elif kind == "protected":
        where = table.where(str(d["card"]))
        step.hits.append(
            Hit(str(d["card"]), where[0] if where else 0, "Protected", (120, 200, 255))
        )
    elif kind == "immune":
        where = table.where(str(d["card"]))
        step.hits.append(Hit(str(d["card"]), where[0] if where else 0, "Immune", (200, 200, 210)))
    elif kind == "destroyed":
        step.destroyed.append(str(d["card"]))
    elif kind == "stronghold_hit" and int(d["moved"]) > 0:
        # What landed: a blow past the last space loses the rest (the log says how much).
        step.hits.append(Hit(None, int(d["seat"]), f"-{d['moved']}", (255, 90, 70)))
    elif kind == "bastion_destroyed":
        step.hits.append(Hit(None, int(d["seat"]), "Bastion falls!", (255, 200, 90)))
    elif kind == "fort_destroyed":
        step.hits.append(Hit(None, int(d["seat"]), "Fort destroyed!", (255, 200, 90)))
