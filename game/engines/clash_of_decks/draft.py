"""Set-up: the open draft (4 rounds of 4 revealed cards, picks 1-2-1, roles swapping)
or the official preconstructed decks; then each hand is shuffled behind its Bastion."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.clash_of_decks import actions
from game.engines.clash_of_decks.hand import STRONGHOLD

if TYPE_CHECKING:
    from game.engines.clash_of_decks.state import ClashState


def drafter(state: ClashState) -> int:
    """Who takes the current group: groups alternate, starting with the round's first
    picker; the first picker of a round alternates from round to round."""
    first = (state.first_drafter + state.draft_round) % 2
    return first if state.draft_group % 2 == 0 else 1 - first


def start_draft(state: ClashState, first_pick: str, events: list[Event]) -> None:
    """The first picker of round one is drawn at random unless the option names one
    (ruling 1): the other player receives the draft's last card and starts."""
    if first_pick == "random":
        state.first_drafter = state.rng.randrange(2)
        how = "is drawn to pick first"
    else:
        state.first_drafter = int(first_pick) - 1
        how = "picks first"
    # The last round's first picker receives its last card, and so starts.
    starter = (state.first_drafter + state.game.setup.draft_rounds - 1) % 2
    events.append(
        Event(
            "first_pick",
            f"Player {state.first_drafter + 1} {how}; Player {starter + 1} will receive the "
            "last card and start",
            {"seat": state.first_drafter, "starter": starter},
            irreversible=True,
        )
    )
    state.rng.shuffle(state.pool)
    _reveal(state, events)


def _reveal(state: ClashState, events: list[Event]) -> None:
    setup = state.game.setup
    state.row = [state.pool.pop() for _ in range(setup.draft_reveal)]
    state.draft_group = 0
    state.draft_taken = 0
    names = ", ".join(state.cards[c].name for c in state.row if c is not None)
    events.append(
        Event(
            "draft_reveal",
            f"Draft round {state.draft_round + 1}: {names} revealed",
            {"cards": list(state.row), "round": state.draft_round},
            irreversible=True,
        )
    )
    _next_pick(state, events)


def _next_pick(state: ClashState, events: list[Event]) -> None:
    """Ask the next picker, or hand over the last cards when there is nothing to choose."""
    picks = state.game.setup.draft_picks
    while state.draft_group < len(picks) and state.draft_taken >= picks[state.draft_group]:
        state.draft_group += 1
        state.draft_taken = 0
    seat = drafter(state)
    left = picks[state.draft_group] - state.draft_taken
    if state.draft_group == len(picks) - 1 and left == len(state.row):
        for card in list(state.row):
            assert card is not None
            _give(state, seat, card, events, chosen=False)
        _end_round(state, events)
        return
    state.stack.push(Decision(seat, "pick", {"left": left}))


def legal_picks(state: ClashState) -> list[Action]:
    return [actions.pick(state, c) for c in state.row if c is not None]


def apply_pick(state: ClashState, seat: int, card: str, events: list[Event]) -> None:
    _give(state, seat, card, events, chosen=True)
    state.draft_taken += 1
    _next_pick(state, events)


def _give(state: ClashState, seat: int, card: str, events: list[Event], *, chosen: bool) -> None:
    state.row.remove(card)
    state.hands[seat].append(card)
    state.public[seat].add(card)
    state.owner[card] = seat
    verb = "takes" if chosen else "receives the last card,"
    events.append(
        Event(
            "draft_pick",
            f"Player {seat + 1} {verb} {state.cards[card].name}",
            {"card": card, "seat": seat, "chosen": chosen},
            seat=seat,
        )
    )
    state.starter = seat  # the player who receives the draft's last card starts


def _end_round(state: ClashState, events: list[Event]) -> None:
    state.draft_round += 1
    if state.draft_round < state.game.setup.draft_rounds:
        _reveal(state, events)
        return
    form_hands(state, events)


def deal_decks(state: ClashState, numbers: tuple[str, str], events: list[Event]) -> None:
    """Preconstructed mode: each seat gets a fixed deck; a random player starts.

    The decks are public (rules.md, ruling 3), so the log names both seats' eight cards:
    with no draft to watch, it is where a player learns what the other holds."""
    for seat, number in enumerate(numbers):
        deck = state.game.decks[number]
        for card in deck:
            state.pool.remove(card)
            state.hands[seat].append(card)
            state.owner[card] = seat
        names = ", ".join(state.cards[c].name for c in deck)
        events.append(
            Event(
                "deck",
                f"Player {seat + 1} plays deck {number}: {names}",
                {"seat": seat, "deck": number, "cards": list(deck)},
                seat=seat,
            )
        )
    state.starter = state.rng.randrange(2)
    events.append(
        Event(
            "first_player",
            f"Player {state.starter + 1} is drawn to start",
            {"seat": state.starter},
            irreversible=True,
        )
    )
    form_hands(state, events)


def form_hands(state: ClashState, events: list[Event]) -> None:
    """Shuffle each player's eight cards into a row behind the Bastion, then play."""
    from game.engines.clash_of_decks import turn

    for seat in (0, 1):
        cards = state.hands[seat]
        state.rng.shuffle(cards)
        state.hands[seat] = [STRONGHOLD, *cards]
        state.public[seat] = set()
        names = ", ".join(state.cards[c].name for c in cards if c is not None)
        events.append(
            Event(
                "hand_formed",
                f"Your hand, left to right after the Bastion: {names}",
                {"seat": seat, "hand": list(state.hands[seat])},
                seat=seat,
                visible_to=frozenset({seat}),
                redacted=Event(
                    "hand_formed",
                    f"Player {seat + 1} shuffles their cards into a hand",
                    {"seat": seat},
                    seat=seat,
                ),
                irreversible=True,
            )
        )
    state.row = []
    turn.start_turn(state, state.starter, events)
