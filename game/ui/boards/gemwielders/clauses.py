"""The printed text of a card cut into its clauses ("Hit: ...", "⚡2: ...", "⚙ ..."), so
the table can light the very clause that is resolving while the rest of the text stays
readable around it, as a player's finger would run along the card.

The engine resolves abilities (trigger, cost); the card prints words. The cut follows
the markers the texts use: "Hit:", "Miss:", "When revealed:", "⚙" and "⚡N:". A text
that does not split cleanly is lit whole, never wrongly in part.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MARK = re.compile(r"(Hit:|Miss:|When revealed:|⚙\s*(?:⚡\d+)?:?|⚡\d+:)")
DEFAULT_TRIGGER = {
    "attack": "on_reveal",
    "defense": "on_reveal",
    "skill": "on_play",
    "source": "on_play",
    "modification": "static",
}


@dataclass(frozen=True)
class Clause:
    text: str
    trigger: str  # the engine's trigger, or "static" for a modification's lasting text
    cost: int  # the ⚡ price, 0 for none


def split(text: str, card_type: str) -> list[Clause]:
    """The clauses of ``text`` in print order (their texts joined give ``text`` back)."""
    if not text:
        return []
    parts = MARK.split(text)
    trigger = DEFAULT_TRIGGER.get(card_type, "static")
    cost = 0
    out: list[Clause] = []
    pending = ""
    for i, part in enumerate(parts):
        if i % 2 == 1:  # a marker: it opens the next clause
            if part.startswith("Hit"):
                trigger, cost = "on_hit", 0
            elif part.startswith("Miss"):
                trigger, cost = "on_miss", 0
            elif part.startswith("When"):
                trigger, cost = "on_reveal", 0
            elif part.startswith("⚙"):
                trigger = "use"
                found = re.search(r"⚡(\d+)", part)
                cost = int(found.group(1)) if found else 0
            else:
                cost = int(part[1:-1])
            pending += part
            continue
        if not part and not pending:
            continue
        # A clause ends at its sentence's end: "Hit: gain 2 life. Miss: ..." splits at
        # the marker anyway; text after a full stop with no marker stays in the clause.
        out.append(Clause(pending + part, trigger, cost))
        pending = ""
        # A cost applies to its own clause only; the trigger carries on ("Miss: ⚡1: x").
        cost = 0
    if pending:
        out.append(Clause(pending, trigger, cost))
    return _merge_bare_markers(out)


def _merge_bare_markers(clauses: list[Clause]) -> list[Clause]:
    """'Hit: ⚡1: deal 2 damage.' arrives as 'Hit: ' and '⚡1: deal 2 damage.': one clause,
    the lightning one (it is the one that asks to be paid)."""
    out: list[Clause] = []
    for clause in clauses:
        if out and MARK.fullmatch(out[-1].text.strip()):
            prev = out.pop()
            out.append(Clause(prev.text + clause.text, clause.trigger, clause.cost))
        else:
            out.append(clause)
    return out


def lit(clauses: list[Clause], trigger: str | None, cost: int | None = None) -> list[bool]:
    """Which clauses to light for an ability resolving on ``trigger`` (and, for a ⚡
    question, of that ``cost``). Triggers the print order cannot tell apart
    (while_attacking, on_source_played...) light the card's lasting text."""
    if trigger is None or not clauses:
        return [False] * len(clauses)
    wanted = trigger
    if trigger in ("while_attacking", "while_defending", "on_source_played", "static"):
        wanted = "static"
    hits = [c.trigger == wanted and (cost is None or c.cost == cost) for c in clauses]
    if not any(hits) and cost is not None:
        hits = [c.trigger == wanted for c in clauses]
    if not any(hits):  # "Whenever your attack hits, ...": a modification's lasting text
        hits = [c.trigger == "static" for c in clauses]
    if not any(hits):
        return [True] * len(clauses)
    return hits
