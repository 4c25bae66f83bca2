"""Scenario helpers: build a state at a known position without breaking card counts."""

from __future__ import annotations

from game.core import registry
from game.core.actions import Action
from game.core.events import Event
from game.engines.dragon_bridge.game import DragonBridgeGame
from game.engines.dragon_bridge.state import DragonBridgeState


def load() -> DragonBridgeGame:
    game = registry.load_game("dragon_bridge")
    assert isinstance(game, DragonBridgeGame)
    return game


def new(
    *, basic: bool = True, seed: int = 0, bridge: str | None = None, **opts: object
) -> DragonBridgeState:
    options: dict[str, object] = {"basic": basic, **opts}
    if bridge is not None:
        options["bridge"] = bridge
    state = load().new_state(2, seed, options)
    assert isinstance(state, DragonBridgeState)
    return state


def to_play(s: DragonBridgeState) -> DragonBridgeState:
    """Finish the wizard picks (full game) by taking the first wizards offered."""
    while s.stack.top is not None and s.stack.top.kind == "setup_wizard":
        s.apply(s.legal_actions()[0])
    return s


def take_card(s: DragonBridgeState, card: str) -> None:
    """Move one copy of ``card`` from wherever it is (deck, hands, Nest) away, so it can
    be put somewhere else without duplicating it."""
    if card in s.deck:
        s.deck.remove(card)
        return
    for hand in s.hands:
        if card in hand:
            hand.remove(card)
            return
    for i, (c, _) in enumerate(s.nest):
        if c == card:
            del s.nest[i]
            return
    raise AssertionError(f"no free {card}")


def give(s: DragonBridgeState, seat: int, *cards: str) -> None:
    """Swap cards into ``seat``'s hand, sending its present cards back to the deck."""
    for card in cards:
        take_card(s, card)
        s.deck.extend(s.hands[seat][:1])
        del s.hands[seat][:1]
        s.hands[seat].append(card)


def put_in_nest(s: DragonBridgeState, *cards: str, up: bool = True) -> None:
    for card in cards:
        take_card(s, card)
        s.nest.append((card, up))


def act(s: DragonBridgeState, kind: str, *args: object) -> list[Event]:
    return s.apply(Action(kind, tuple(args)))  # type: ignore[arg-type]


def kinds(s: DragonBridgeState) -> list[str]:
    return [a.kind for a in s.legal_actions()]


def args(s: DragonBridgeState) -> list[object]:
    return [a.args[0] if a.args else None for a in s.legal_actions()]


def away(s: DragonBridgeState) -> int:
    """The direction pointing away from the Dragon."""
    return -s.bridge.toward_dragon(s.dragon_end)


def toward(s: DragonBridgeState) -> int:
    return s.bridge.toward_dragon(s.dragon_end)


def card_total(s: DragonBridgeState) -> int:
    return (
        len(s.deck)
        + len(s.hands[0])
        + len(s.hands[1])
        + len(s.nest)
        + (s.dragon_power is not None)
        + (s.in_play is not None)
    )


def full(w0: str, w1: str, seed: int = 0) -> DragonBridgeState:
    """A full game where the first player took wizard ``w0`` and the second ``w1``."""
    s = new(basic=False, seed=seed)
    act(s, "wizard", w0)
    act(s, "wizard", w1)
    return s


def set_hand(s: DragonBridgeState, seat: int, *cards: str) -> None:
    """Exactly ``cards`` in ``seat``'s hand; its old cards go back into the deck."""
    s.deck.extend(s.hands[seat])
    s.hands[seat] = []
    for card in cards:
        take_card(s, card)
        s.hands[seat].append(card)
