"""Interpreting one step of the effect vocabulary (cards, green gems, powers)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.core.vocabulary import Step
from game.engines.dragon_bridge import dragon, gems, movement
from game.engines.dragon_bridge.powers import top_phrase

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
        text = (
            f"Player {2 - actor} depletes {lost} green gem{'s' if lost != 1 else ''}"
            if lost
            else f"Player {2 - actor} has no READY gem to deplete"
        )
        events.append(Event("deplete", text, {"seat": 1 - actor, "count": lost}, seat=1 - actor))
    elif name == "swap":
        if abs(s.pos[0] - s.pos[1]) <= step.within:
            movement.swap(s, actor, events)
        else:
            s.queue[:0] = [(st, actor) for st in step.otherwise]
    elif name in GEM_STEPS:
        GEM_STEPS[name](s, step, actor, events)
    elif name in CARD_STEPS:
        CARD_STEPS[name](s, step, actor, events)
    else:  # pragma: no cover - the loader refuses unknown steps
        raise AssertionError(name)


def has_move(steps: list[Step]) -> bool:
    return any(st.name == "move" for st in steps)


def has_bump(steps: list[Step]) -> bool:
    """A BUMP anywhere in the action, including inside a branch or a fallback."""
    for st in steps:
        if st.name == "bump":
            return True
        if st.name == "choose_one" and any(has_bump(b.steps) for b in st.options):
            return True
        if st.name == "swap" and has_bump(st.otherwise):
            return True
    return False


# --- green gems out of their owner's control (Andromeda Robin, Gelf Lanz) ----------------


def _gem_event(s: S, seat: int, text: str) -> Event:
    return Event("gem", f"Player {seat + 1} {text}", {"seat": seat}, seat=seat)


def _set_aside(s: S, step: Step, actor: int, events: list[Event]) -> None:
    n = s.ready[actor] + s.depleted[actor]
    s.aside[actor] += n
    s.ready[actor] = s.depleted[actor] = 0
    events.append(_gem_event(s, actor, f"sets {n} green gem{'s' if n != 1 else ''} aside"))


def _return_aside(s: S, step: Step, actor: int, events: list[Event]) -> None:
    if not s.aside[actor]:
        return
    s.aside[actor] -= 1
    # Coming back READY is the card's own rule, not a READY action: no "gem readied".
    if step.ready:
        s.ready[actor] += 1
    else:
        s.depleted[actor] += 1
    state = "READY" if step.ready else "DEPLETED"
    events.append(_gem_event(s, actor, f"gets a set-aside green gem back, {state}"))


def _gem_to_card(s: S, step: Step, actor: int, events: list[Event]) -> None:
    if s.ready[actor] and s.depleted[actor]:
        s.stack.push(Decision(actor, "gem_state"))
    elif s.ready[actor] or s.depleted[actor]:
        gem_onto_card(s, actor, s.ready[actor] > 0, events)


def gem_onto_card(s: S, seat: int, ready: bool, events: list[Event]) -> None:
    if ready:
        s.ready[seat] -= 1
    else:
        s.depleted[seat] -= 1
    s.card_gem[seat] = ready
    state = "READY" if ready else "DEPLETED"
    events.append(_gem_event(s, seat, f"puts a {state} green gem on {_card_of(s, seat)}"))


def _card_of(s: S, seat: int) -> str:
    """ "Gelf Lanz's card": the wizard card a gem goes on, by the wizard's name."""
    wid = s.wizard[seat]
    return f"{s.game.wizards[wid].name}'s card" if wid else "the wizard card"


def _gem_from_card(s: S, step: Step, actor: int, events: list[Event]) -> None:
    ready = s.card_gem[actor]
    if ready is None:
        return
    s.card_gem[actor] = None
    if ready:
        s.ready[actor] += 1
    else:
        s.depleted[actor] += 1
    events.append(_gem_event(s, actor, f"takes the green gem back from {_card_of(s, actor)}"))


GEM_STEPS = {
    "set_gems_aside": _set_aside,
    "return_aside_gem": _return_aside,
    "gem_to_card": _gem_to_card,
    "gem_from_card": _gem_from_card,
}


# --- cards changing hands and the deck (Bill Milton, Lori Ann-Davis, the top-3 look) ---


def tribute_options(s: S, giver: int, count: int) -> list[Action]:
    """The giver's choices: each distinct BUMP card of their hand, or keeping their cards
    (the FAQ's "may give"), which costs ``count`` READY gems when they have any."""
    cards = s.game.cards
    hand = set(s.hands[giver])
    out = [
        Action("give", (cid,), f"Give {cards[cid].name} to Player {2 - giver}")
        for cid in s.game.bump_cards
        if cid in hand
    ]
    # Short enough for a prompt button, which cuts a label at its first colon.
    if s.ready[giver]:
        keep = f"Keep your cards, deplete {count} gem{'s' if count != 1 else ''}"
    else:
        keep = "Keep your cards (no READY gem)"
    out.append(Action("give", (None,), keep))
    return out


def _tribute(s: S, step: Step, actor: int, events: list[Event]) -> None:
    giver = 1 - actor
    if len(tribute_options(s, giver, step.count)) > 1:  # a BUMP card to give or keep
        s.stack.push(Decision(giver, "tribute", {"count": step.count}))
    else:
        pay_tribute(s, giver, None, step.count, events)


def pay_tribute(s: S, giver: int, card: object, count: int, events: list[Event]) -> None:
    taker = 1 - giver
    if card is None:
        lost = gems.deplete(s, giver, count)
        # One wording whether or not the hand holds a BUMP card: the hand is hidden.
        if lost:
            text = f"Player {giver + 1} depletes {lost} green gem{'s' if lost != 1 else ''}"
        else:
            text = f"Player {giver + 1} keeps their cards (no READY gem to deplete)"
        events.append(
            Event("deplete", text, {"seat": giver, "count": lost, "tribute": True}, seat=giver)
        )
        return
    cid = str(card)
    s.leave_hand(giver, cid)
    s.hands[taker].append(cid)
    s.shown[taker].append(cid)  # both players saw it change hands
    events.append(
        Event(
            "give",
            f"Player {giver + 1} gives {s.game.cards[cid].name} to Player {taker + 1}",
            {"card": cid, "from": giver, "to": taker},
            seat=giver,
            irreversible=True,
        )
    )


def _search(s: S, step: Step, actor: int, events: list[Event]) -> None:
    if not s.deck or not s.hands[actor]:
        return
    # The searcher sees the whole deck until it is shuffled; the rival's notion of its
    # top cards is void as soon as a card is taken out of it.
    s.known_top[actor] = len(s.deck)
    s.known_top[1 - actor] = 0
    # Only a full state is played on: its deck hides no card (None is for views).
    names = ", ".join(s.game.cards[cast(str, c)].name for c in reversed(s.deck))
    events.append(
        private(
            actor,
            "search",
            f"Player {actor + 1} searches the Action deck: {names}",
            f"Player {actor + 1} searches the Action deck",
        )
    )
    s.stack.push(Decision(actor, "search_take"))


def discard(s: S, seat: int, cid: str, events: list[Event]) -> None:
    """A card over the hand limit is shuffled into the Action deck: the rulebook has no
    discard pile, and the deck is where it sends every card that leaves play (the Nest
    after a FLIGHT or ROOST, Lori Ann-Davis's card). The Nest would be wrong: its cards
    are played cards, counted for the next Dragon Check. Done face down, as Lori's is,
    so only the discarder knows the card."""
    s.leave_hand(seat, cid, openly=False)
    s.deck.append(cid)
    s.shuffle_deck(1, owner=seat)
    events.append(
        private(
            seat,
            "discard",
            f"Player {seat + 1} shuffles {s.game.cards[cid].name} into the deck "
            "(over the hand limit)",
            f"Player {seat + 1} shuffles a card from their hand into the deck "
            "(over the hand limit)",
        )
    )


def private(seat: int, kind: str, text: str, public: str) -> Event:
    """An event only ``seat`` reads in full; a reveal, so undo never crosses it."""
    return Event(
        kind,
        text,
        seat=seat,
        visible_to=frozenset({seat}),
        redacted=Event(kind, public, seat=seat),
        irreversible=True,
    )


def _arrange(s: S, step: Step, actor: int, events: list[Event]) -> None:
    k = min(step.count, len(s.deck))
    if not k:
        return
    top = s.deck[-k:]
    s.known_top[actor] = max(s.known_top[actor], k)
    names = ", ".join(s.game.cards[str(c)].name for c in reversed(top))
    events.append(
        private(
            actor,
            "look",
            f"Player {actor + 1} looks at {top_phrase(k)} (top first): {names}",
            f"Player {actor + 1} looks at {top_phrase(k)}",
        )
    )
    if k > 1:
        # Asked even when the cards are copies of one (a single order): skipping the
        # question would tell the rival what the top cards are.
        s.stack.push(Decision(actor, "arrange", {"count": k}))


CARD_STEPS = {
    "bump_card_or_deplete": _tribute,
    "search_deck": _search,
    "arrange_top": _arrange,
}
