"""Damage to creatures (from attacks and incantations) and the incantation steps.

Damage to several cards from one source lands at the same time: every hit is judged
against the board as it stood, then the destroyed cards leave together (target first,
then the card behind it, then the one in the other lane) and the lanes close up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.engines.clash_of_decks import board
from game.engines.clash_of_decks.hand import return_to_hand, spaces

if TYPE_CHECKING:
    from game.engines.clash_of_decks.state import ClashState


def pattern_hits(
    state: ClashState,
    side: int,
    lane: int,
    index: int,
    parts: list[str] | tuple[str, ...],
    *,
    skip_aerial: bool,
) -> list[tuple[str, bool]]:
    """The creatures a hit on (side, lane, index) reaches, each flagged primary or not."""
    row = state.lanes[side][lane]
    hits = [(row[index], True)]
    if "behind" in parts and index + 1 < len(row):
        behind = row[index + 1]
        if not (skip_aerial and "aerial" in board.keywords_at(state, side, lane, index + 1)):
            hits.append((behind, False))
    if "other_lane" in parts:
        other_lane = 1 - lane
        other = state.lanes[side][other_lane]
        if index < len(other) and not (
            skip_aerial and "aerial" in board.keywords_at(state, side, other_lane, index)
        ):
            hits.append((other[index], False))
    return hits


def deal(
    state: ClashState,
    hits: list[tuple[str, bool]],
    amount: int,
    source: str,
    events: list[Event],
    *,
    spell: bool,
) -> int:
    """Apply ``amount`` to every hit at once; the number of creatures destroyed."""
    kws = [board.keywords(state, card) for card, _ in hits]
    destroyed: list[str] = []
    src = state.cards[source].name
    for (card, primary), kw in zip(hits, kws, strict=True):
        name = state.cards[card].name
        if spell and "indestructible" in kw:
            events.append(
                Event(
                    "immune", f"{name} is Indestructible: {src} has no effect on it", {"card": card}
                )
            )
            continue
        if amount <= 0:
            continue
        if primary and "protection" in kw and card not in state.shielded:
            state.shielded.add(card)
            events.append(
                Event(
                    "protected",
                    f"{name}'s Protection cancels {amount} damage from {src}",
                    {"card": card, "source": source},
                )
            )
            continue
        total = state.damage.get(card, 0) + amount
        state.damage[card] = total
        events.append(
            Event(
                "damage",
                f"{src} deals {amount} damage to {name} ({total}/{state.cards[card].health} this turn)",
                {"card": card, "source": source, "amount": amount, "total": total},
            )
        )
        health = state.cards[card].health
        assert health is not None
        if total >= health:
            destroyed.append(card)
    for card in destroyed:
        destroy(state, card, events)
    return len(destroyed)


def destroy(state: ClashState, card: str, events: list[Event]) -> None:
    """A destroyed creature goes to the right end of its owner's hand."""
    side, lane, _ = board.remove(state, card)
    state.damage.pop(card, None)
    state.sprint.pop(card, None)
    state.shielded.discard(card)
    state.entered.discard(card)
    return_to_hand(state, side, card)
    events.append(
        Event(
            "destroyed",
            f"{state.cards[card].name} is destroyed and returns to Player {side + 1}'s hand",
            {"card": card, "seat": side, "lane": lane},
            seat=side,
        )
    )


def spell_targets(state: ClashState) -> list[str]:
    """Any creature in play on either side (ruling 6). An Indestructible one may be the
    target too: the incantation does nothing to it, but its Perforation or Splash still
    reaches the cards behind and beside it (the later rulebook: "it may still be
    targeted")."""
    return [card for side in (0, 1) for lane in board.LANES for card in state.lanes[side][lane]]


def resolve_spell(state: ClashState, spell: str, target: str, events: list[Event]) -> None:
    """Apply an incantation's steps to its target, in order."""
    for step in state.cards[spell].effect:
        where = board.locate(state, target)
        if where is None:
            break  # the target left play: later steps have nothing to act on
        side, lane, index = where
        if step.name == "damage":
            hits = pattern_hits(state, side, lane, index, step.pattern, skip_aerial=False)
            deal(state, hits, step.amount, spell, events, spell=True)
        elif step.name == "move_in_lane":
            if "indestructible" in board.keywords_at(state, side, lane, index):
                continue
            moved = board.move_within(state, side, lane, target, front=step.to == "front")
            name = state.cards[target].name
            text = (
                f"{name} is moved {spaces(moved)} to the {step.to} of its lane"
                if moved
                else f"{name} is already at the {step.to} of its lane"
            )
            events.append(Event("moved", text, {"card": target, "to": step.to, "moved": moved}))
        else:  # pragma: no cover - the loader refuses unknown steps
            raise AssertionError(step.name)
