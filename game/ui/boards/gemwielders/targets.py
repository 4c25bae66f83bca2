"""Which thing on the table answers which legal action: a hand card plays it, a gem in
the pool sockets it, an opponent's face-down defense card is the one to peek at, a
modification is used by clicking it. Every legal action the table cannot show as a
thing to click becomes a button, so no decision can leave a player stuck.

A spot names a thing on the table: ("hand", i), ("row", slot), ("pool", gem),
("sources",), ("bearer", seat), ("mod", seat, i), ("defense", seat, i),
("attack_card", i) and ("arena_defense", i) in the attack, ("pile", i) in the discard
pile picker, ("look", i) on top of the deck, ("choose", bearer id) at set-up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.engines.gemwielders.cards import card_id

if TYPE_CHECKING:
    from game.engines.gemwielders.state import GemState

Spot = tuple[object, ...]
HAND_KINDS = ("play", "place", "defend", "attack_with", "discard")
# Shown as buttons even when the table also answers them (a click on the Sources stack
# and a button both take a Source): a yes/no is clearer said than found.
BUTTONS_TOO = ("take_source",)


def pile(view: GemState, seat: int) -> list[str]:
    """The distinct cards of ``seat``'s discard pile, in the order they went there: what
    the picker shows when a card is taken back (Regrowth) or scrapped from it (Purge)."""
    out: list[str] = []
    for inst in view.discard[seat]:
        if card_id(inst) not in out:
            out.append(card_id(inst))
    return out


def picker_open(view: GemState, legal: list[Action]) -> bool:
    """Whether the discard pile picker is up: a choice of a card from the discard pile."""
    return any(a.kind == "recover" or (a.kind == "scrap" and a.args[0] == "discard") for a in legal)


def targets(view: GemState, viewer: int, legal: list[Action]) -> dict[Spot, Action]:
    """Spot -> the action a click there proposes, for the viewer's decision now."""
    out: dict[Spot, Action] = {}
    other = 1 - viewer
    by_card: dict[tuple[str, str], Action] = {}
    for action in legal:
        if action.kind in HAND_KINDS and action.args:
            by_card[(action.kind, str(action.args[0]))] = action
        elif action.kind == "scrap" and action.args[0] == "hand":
            by_card[("scrap", str(action.args[1]))] = action
    for i, inst in enumerate(view.hand[viewer]):
        if inst is None:
            continue
        cid = card_id(inst)
        for kind in (*HAND_KINDS, "scrap"):
            found = by_card.get((kind, cid))
            if found is not None:
                out[("hand", i)] = found
                break
    cards = pile(view, viewer)
    looking = [card_id(str(c)) for c in view.looking[viewer]]
    for action in legal:
        kind, args = action.kind, action.args
        if kind in ("draft", "dead_scrap"):
            out[("row", int(args[0]))] = action  # type: ignore[arg-type]
        elif kind == "socket":
            out[("pool", str(args[0]))] = action
        elif kind == "take_source":
            out[("sources",)] = action
        elif kind == "bearer":
            out[("choose", str(args[0]))] = action
        elif kind == "wield":
            out[("bearer", viewer)] = action
        elif kind == "use":
            for i, inst in enumerate(view.mods[viewer]):
                if card_id(inst) == args[0] and inst not in view.used:
                    out[("mod", viewer, i)] = action
                    break
        elif kind in ("peek", "pick_defense"):
            out[("defense", other, int(args[0]))] = action  # type: ignore[arg-type]
        elif kind == "exhaust":
            key = str(args[0])
            if key.startswith("bearer:"):
                out[("bearer", int(key.split(":", 1)[1]))] = action
            else:
                for i, inst in enumerate(view.mods[other]):
                    if card_id(inst) == key and inst not in view.used:
                        out[("mod", other, i)] = action
                        break
        elif kind == "resolve":
            _order_spots(view, str(args[0]), action, out)
        elif kind == "recover" or (kind == "scrap" and args[0] == "discard"):
            cid = str(args[0] if kind == "recover" else args[1])
            if cid in cards:
                out[("pile", cards.index(cid))] = action
        elif kind in ("take", "put_back"):
            for i, cid in enumerate(looking):
                if cid == args[0]:
                    out[("look", i)] = action
    return out


def _order_spots(view: GemState, kind: str, action: Action, out: dict[Spot, Action]) -> None:
    """'Resolve X next': X is an attack card in the middle, or a Gembearer or a
    modification on its owner's side."""
    if kind.startswith("bearer:"):
        out[("bearer", int(kind.split(":", 1)[1]))] = action
        return
    for i, inst in enumerate(view.attack_cards):
        if card_id(inst) == kind:
            out[("attack_card", i)] = action
            return
    for seat in (0, 1):
        for i, inst in enumerate(view.mods[seat]):
            if card_id(inst) == kind:
                out[("mod", seat, i)] = action
                return


def button_actions(legal: list[Action], spots: dict[Spot, Action]) -> list[Action]:
    """The legal actions that get a button: all those no spot answers, and the few that
    read better as words (see BUTTONS_TOO). Order actions keep their buttons too: which
    effect goes next is a question of names more than of places."""
    answered = set(spots.values())
    return [a for a in legal if a not in answered or a.kind in BUTTONS_TOO or a.kind == "resolve"]
