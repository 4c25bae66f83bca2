"""The hand as health track: the stronghold's place in the row is the player's life.

"Rightmost space" is always the last position of the hand as it is now, so the check
runs after every change of the hand and after every point of damage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event

if TYPE_CHECKING:
    from game.engines.clash_of_decks.state import ClashState

STRONGHOLD = "@"


def stronghold_name(state: ClashState, seat: int) -> str:
    return "Fort" if state.fort[seat] else "Bastion"


def cards_right(state: ClashState, seat: int) -> int:
    """Cards to the right of the stronghold: the damage that destroys its current side."""
    hand = state.hands[seat]
    return len(hand) - 1 - hand.index(STRONGHOLD)


def life(state: ClashState, seat: int) -> int:
    """All the damage ``seat`` can still take: its stronghold's current side, plus, while
    the Bastion stands, the Fort behind it.

    The Fort's life is only fixed when the Bastion falls (every other card of the hand is
    then to its right), so it is counted as if that happened now. That keeps the total
    level across the flip: the blow that destroys the Bastion lowers life by the damage
    it did, never raises it. Before the hands are formed (the draft), each card drafted
    is one space for the Bastion and one for the Fort.
    """
    hand = state.hands[seat]
    if STRONGHOLD not in hand:
        return 2 * len(hand)
    if state.fort[seat]:
        return cards_right(state, seat)
    return cards_right(state, seat) + len(hand) - 1


def spaces(count: int) -> str:
    """``count`` with "space" in the right number, for log lines."""
    return f"{count} space" if count == 1 else f"{count} spaces"


def window(state: ClashState, seat: int) -> list[str | None]:
    """The leftmost cards one may play now, not counting the stronghold."""
    out: list[str | None] = []
    size = state.game.setup.playable_window
    for card in state.hands[seat]:
        if card == STRONGHOLD:
            continue
        out.append(card)
        if len(out) == size:
            break
    return out


def take_from_hand(state: ClashState, seat: int, card: str, events: list[Event]) -> None:
    state.hands[seat].remove(card)
    state.public[seat].discard(card)
    check_stronghold(state, seat, events)


def return_to_hand(state: ClashState, seat: int, card: str) -> None:
    """A card enters at the right end, where both players watch it go."""
    state.hands[seat].append(card)
    state.public[seat].add(card)


def damage_stronghold(state: ClashState, seat: int, amount: int, events: list[Event]) -> None:
    """Move the stronghold right one space per point; what is beyond the end is lost."""
    hand = state.hands[seat]
    index = hand.index(STRONGHOLD)
    moved = min(amount, len(hand) - 1 - index)
    name = stronghold_name(state, seat)
    if moved:
        hand.pop(index)
        hand.insert(index + moved, STRONGHOLD)
    # A 0-attack blow logs nothing here: its attack line already says it did no damage.
    if amount > 0:
        text = f"Player {seat + 1}'s {name} moves {spaces(moved)} right"
        if moved < amount:
            text += f" to the last space; the other {amount - moved} damage is lost"
        events.append(
            Event(
                "stronghold_hit",
                text,
                {"seat": seat, "amount": amount, "moved": moved},
                seat=seat,
            )
        )
    check_stronghold(state, seat, events)


def check_stronghold(state: ClashState, seat: int, events: list[Event]) -> None:
    """Bastion in the last space: flip to Fort, leftmost. Fort there: its owner loses."""
    hand = state.hands[seat]
    if state.loser is not None or hand[-1] != STRONGHOLD:
        return
    if not state.fort[seat]:
        state.fort[seat] = True
        hand.pop()
        hand.insert(0, STRONGHOLD)
        events.append(
            Event(
                "bastion_destroyed",
                f"Player {seat + 1}'s Bastion is destroyed: it becomes the Fort, leftmost",
                {"seat": seat},
                seat=seat,
            )
        )
        if hand[-1] != STRONGHOLD:
            return
    state.loser = seat
    state.stack.frames.clear()
    events.append(
        Event(
            "fort_destroyed",
            f"Player {seat + 1}'s Fort is destroyed: Player {2 - seat} wins",
            {"seat": seat, "winner": 1 - seat},
            seat=seat,
        )
    )
