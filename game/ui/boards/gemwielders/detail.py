"""The hover panel: whatever is under the mouse, read out whole. A card shows its face
large and its full text (the resolving clause lit), then what it means here: whether you
may draft it, that it lies face down in your setup and only you see it, that you peeked
at it, that it is used until its owner's draw phase. Counters and piles say what they
count. Nothing here tells more than the viewer's own view holds."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

import pygame

from game.core.wording import plural
from game.engines.gemwielders import draft
from game.engines.gemwielders.cards import card_id
from game.engines.gemwielders.effects import bearer_key
from game.engines.gemwielders.main_phase import use_ability
from game.ui import theme
from game.ui.boards.gemwielders import faces, ink, marks
from game.ui.boards.gemwielders import targets as T
from game.ui.boards.gemwielders.showview import key_parts
from game.ui.kit.placement import beside, hover_bounds
from game.ui.kit.promptbar import bar_clear_zone
from game.ui.seats import seat_name

TIMES = "\u00d7"  # the multiplication sign of "x4"

if TYPE_CHECKING:
    from game.engines.gemwielders.content import Ability, GemCard
    from game.engines.gemwielders.state import GemState
    from game.ui.boards.gemwielders.board import GemBoard

BIG = (150, 210)
TEXT_W = 270
GAP = 12
PAPER = (34, 26, 44)


@dataclass
class Info:
    title: str
    sub: str = ""
    card: str | None = None  # a card id, drawn large
    bearer: str | None = None  # a Gembearer id, drawn large
    key: str | None = None  # whose text is lit (card instance or bearer key)
    trigger: str | None = None
    cost: int | None = None
    text: str = ""  # plain text when there is no card
    notes: list[str] = field(default_factory=list)


def draw_detail(board: GemBoard, surface: pygame.Surface) -> None:
    board.detail_rect = None
    board.detail_text = []
    spot = board.hover
    if spot is None:
        return
    anchor = board.spot_rect(spot)
    if anchor is None:
        return
    info = describe(board, spot)
    if info is None:
        return
    view = board.table
    has_face = info.card is not None or info.bearer is not None
    parts: list[tuple[str, bool]] = []
    if info.card is not None or info.bearer is not None:
        key = info.key or (f"bearer:{_bearer_seat(view, info.bearer)}" if info.bearer else "")
        if info.bearer is not None:
            b = view.game.bearers[info.bearer]
            from game.ui.boards.gemwielders import clauses

            cut = clauses.split(b.text, "modification")
            flags = (
                clauses.lit(cut, info.trigger, info.cost) if info.trigger else [False] * len(cut)
            )
            parts = [(c.text, f) for c, f in zip(cut, flags, strict=True)]
        else:
            _, parts = key_parts(view, key or str(info.card), info.trigger, info.cost)
            if not info.trigger:
                parts = [(t, False) for t, _ in parts]
    elif info.text:
        parts = [(info.text, False)]
    text_w = TEXT_W
    body = ink.set_text(parts, text_w, 14) if parts else None
    sub = ink.set_text([(info.sub, False)], text_w, 12, "semibold") if info.sub else None
    note_sets = [ink.set_text([(n, False)], text_w, 13) for n in info.notes]
    h_text = 30 + (sub.height + 2 if sub else 0) + (body.height + 8 if body else 0)
    h_text += sum(n.height + 4 for n in note_sets)
    w = text_w + 24 + (BIG[0] + 14 if has_face else 0)
    h = max(h_text + 14, BIG[1] + 24 if has_face else 0)
    # Keep clear of the other things the viewer may click now, where there is room.
    avoid = [r for s in board.spots if s != spot and (r := board.spot_rect(s)) is not None]
    avoid += [b.rect for b, _ in board.buttons + board.row_buttons]
    bounds = hover_bounds(surface.get_rect(), board.rect, h)
    keep = bar_clear_zone(board.layout.prompt, [b for b, _ in board.buttons])
    rect = beside((w, h), anchor, bounds, avoid=avoid, keep=keep, gap=GAP)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 6), border_radius=14)
    pygame.draw.rect(surface, PAPER, rect, border_radius=14)
    pygame.draw.rect(surface, marks.GLOW, rect, 2, border_radius=14)
    x = rect.x + 12
    if has_face:
        if info.card is not None:
            img = faces.card_face(view.game, info.card, BIG)
        else:
            img = faces.bearer_face(view.game, str(info.bearer), BIG, text=True)
        surface.blit(img, (x, rect.y + 12))
        x += BIG[0] + 14
    y = rect.y + 10
    title = theme.text(surface, info.title, (x, y), size=18, weight="title", colour=marks.GLOW)
    y = title.bottom + 2
    if sub is not None:
        y = ink.draw(surface, sub, (x, y), marks.DIM) + 2
    y += 4
    if body is not None:
        y = ink.draw(surface, body, (x, y), (244, 236, 220)) + 8
    for note in note_sets:
        y = ink.draw(surface, note, (x, y), (196, 186, 212)) + 4
    board.detail_rect = rect
    board.detail_text = [info.title, info.sub, *(t for t, _ in parts), *info.notes]


def _bearer_seat(view: GemState, bearer: str | None) -> int:
    return view.bearer.index(bearer) if bearer in view.bearer else 0


def describe(board: GemBoard, spot: T.Spot) -> Info | None:
    view = board.table
    game = view.game
    me = board.viewer
    seats = board.session.seats
    kind = spot[0]
    action = board.spots.get(spot)
    click = [f"Click: {action}"] if action is not None else []
    show = board.show()
    lit = (show.trigger, show.cost) if show is not None else (None, None)
    if kind == "hand":
        inst = view.hand[me][int(spot[1])]  # type: ignore[call-overload]
        if inst is None:
            return None
        if action is None and board.my_decision and board.presenting and not view.is_over:
            click = [board.why_not(spot)]  # a dim card says why, before it is clicked
        return _card_info(view, inst, "In your hand", click)
    if kind == "opp_hand":
        inst = view.hand[1 - me][int(spot[1])]  # type: ignore[call-overload]
        who = seat_name(seats, 1 - me)
        if inst is None:
            return Info("A hidden card", text=f"A card in {who}'s hand. You cannot see it.")
        return _card_info(
            view, inst, f"In {who}'s hand", ["Known: it went to the hand in the open."]
        )
    if kind == "row":
        inst = view.row[int(spot[1])]  # type: ignore[call-overload]
        if inst is None:
            return None
        notes = _row_notes(board, inst)
        if int(spot[1]) in draft.dead_slots(view):  # type: ignore[call-overload]
            notes.append(
                "Dead card: no player can ever draft it. Once both hold three gems, the "
                "player whose draft phase begins may scrap it first."
            )
        return _card_info(view, inst, "In the draft row", [*notes, *click])
    if kind in ("mod", "defense"):
        seat, i = int(spot[1]), int(spot[2])  # type: ignore[call-overload]
        zone = view.mods[seat] if kind == "mod" else view.defense[seat]
        if i >= len(zone):
            return None
        inst = zone[i]
        whose = "Your" if seat == me else f"{seat_name(seats, seat)}'s"
        if kind == "mod":
            if inst in view.used:
                state = "Used: it readies in its owner's draw phase."
            else:
                state = ready_note(view, seat, me, use_ability(view, str(inst)))
            focus = inst if show is not None and show.focus == inst else None
            return _card_info(
                view, str(inst), f"{whose} modification", [state, *click], lit if focus else None
            )
        where = f"{whose} defense setup, card {i + 1} of {len(zone)} (oldest is 1)"
        if inst is None:
            return Info(
                "Face-down defense card",
                sub=where,
                text="Hidden until an attack reveals it, unless an effect lets you look at it.",
                notes=click,
            )
        if seat == me:
            notes = ["Face down: only you can see it."]
            if inst in view.exposed[me]:
                notes.append("The opponent has seen this card.")
        else:
            notes = ["You have looked at this card: it stays known while it stays there."]
        return _card_info(view, str(inst), where, [*notes, *click])
    if kind == "bearer":
        seat = int(spot[1])  # type: ignore[call-overload]
        bearer = view.bearer[seat]
        if bearer is None:
            return None
        b = game.bearers[bearer]
        socketed = [game.gem_defs[g] for g in view.gems[seat]]
        gems_line = ", ".join(f"{g.name} ({g.colour} {g.shape})" for g in socketed) or "none yet"
        notes = [f"Gems ({len(socketed)} of {game.setup.max_gems}): {gems_line}."]
        if b.kind == "usable":
            notes.append(
                "Used: it readies in the draw phase."
                if view.bearer_used[seat]
                else ready_note(view, seat, me, use_ability(view, bearer_key(seat)))
            )
        whose = "Your" if seat == me else f"{seat_name(seats, seat)}'s"
        info = Info(
            b.name, sub=f"{whose} Gembearer · {b.blurb}", bearer=bearer, notes=[*notes, *click]
        )
        if show is not None and show.focus == f"bearer:{seat}":
            info.trigger, info.cost = lit
        return info
    if kind in ("attack_card", "arena_defense"):
        if show is None:
            return None
        cards: tuple[str | None, ...] | list[str]  # a pile (below) is a list
        cards = show.attack_cards if kind == "attack_card" else show.defense_cards
        i = int(spot[1])  # type: ignore[call-overload]
        inst = cards[i] if i < len(cards) else None
        revealed = kind == "attack_card" or show.revealed
        if inst is None:  # the viewer's view holds only what it has seen
            return Info("Face-down defense card", text="Revealed when the attack is announced.")
        if not revealed:
            whose_card = "you looked at it" if show.attacker == me else "yours"
            where = f"Defense card {i + 1}, face down: {whose_card}"
            return _card_info(view, str(inst), where, click)
        focus = lit if show.focus == inst else None
        where = "In the attack" if kind == "attack_card" else f"Defense card {i + 1}, revealed"
        if kind == "arena_defense" and i in show.ignored:
            where += " · counts 0"
        return _card_info(view, str(inst), where, click, focus)
    if kind == "pile":
        cards = T.pile(view, me)
        i = int(spot[1])  # type: ignore[call-overload]
        return _card_info(view, cards[i], "In your discard pile", click) if i < len(cards) else None
    if kind == "look":
        seen = view.looking[me]
        i = int(spot[1])  # type: ignore[call-overload]
        return (
            _card_info(view, str(seen[i]), "On top of your deck", click) if i < len(seen) else None
        )
    if kind == "choose":
        bid = str(spot[1])
        b = game.bearers[bid]
        deck = ", ".join(f"{c.name}{f' {TIMES}{c.count}' if c.count > 1 else ''}" for c in b.deck)
        return Info(b.name, sub=b.blurb, bearer=bid, notes=[f"Weapon deck: {deck}.", *click])
    if kind == "sources":
        return _card_info(
            view,
            game.source_id,
            f"{len(view.sources)} in the stack",
            ["In your draft phase you may put one into your discard pile (one a turn).", *click],
        )
    if kind == "gem_deck":
        left = len(view.gem_deck)
        return Info(
            f"Gem card deck: {left} left",
            sub="The game's clock",
            text=(
                "It refills the draft row. When it is empty at the end of a turn the game "
                "ends: more life wins; on a tie, the player who went second wins."
            ),
        )
    if kind == "scrap_pile":
        names = ", ".join(game.defs[card_id(c)].name for c in view.scrap) or "nothing yet"
        return Info(f"Scrap pile: {len(view.scrap)}", sub="Out of the game, face up", text=names)
    if kind == "pool":
        gd = game.gem_defs[str(spot[1])]
        return Info(
            gd.name,
            sub=f"{gd.colour.title()} {gd.shape} · {view.pool[gd.id]} left in the pool",
            text=f"Its gem cards: {gd.theme}. Socketed gems stay for the whole game; at most "
            f"{game.setup.max_gems} on a Gembearer.",
            notes=click,
        )
    if kind == "counts":
        seat = int(spot[1])  # type: ignore[call-overload]
        whose = "Your" if seat == me else f"{seat_name(seats, seat)}'s"
        pile = ", ".join(game.defs[card_id(c)].name for c in view.discard[seat]) or "empty"
        return Info(
            f"{whose} piles",
            sub=f"Hand {len(view.hand[seat])} · deck {len(view.deck[seat])} (order unknown)",
            text=f"Discard pile ({len(view.discard[seat])}): {pile}.",
            notes=["An empty deck is refilled by shuffling the discard pile, even mid-effect."],
        )
    return None


def ready_note(view: GemState, seat: int, me: int, ability: Ability | None) -> str:
    """A ready ⚙ ability: what using it costs, and whether the viewer can pay for it now
    (a READY mark alone reads as "click me" even at 0 power)."""
    if ability is None or not ability.cost:
        return "Ready."
    if seat == me and view.power[me] < ability.cost:
        return f"Ready, but using it costs {ability.cost} power: you have {view.power[me]}."
    return f"Ready: using it costs {ability.cost} power."


def _card_info(
    view: GemState,
    inst: str,
    where: str,
    notes: list[str],
    lit: tuple[str | None, int | None] | None = None,
) -> Info:
    card = view.game.defs[card_id(inst)]
    bits = [card.type.title()]
    if card.attack is not None:
        bits.append(f"attack {card.attack}")
    if card.defense is not None:
        bits.append(f"defense {card.defense}")
    gem = getattr(card, "gem", "")
    if gem:
        gd = view.game.gem_defs[gem]
        n = int(cast("GemCard", card).requirement)  # only a GemCard has a gem
        bits.append(f"needs {plural(n, gd.name)} ({gd.colour} {gd.shape})")
    info = Info(card.name, sub=f"{where} · {' · '.join(bits)}", card=card.id, key=inst, notes=notes)
    if not card.text:
        info.notes = ["No text: only its value counts.", *notes]
    if lit is not None:
        info.trigger, info.cost = lit
    return info


def _row_notes(board: GemBoard, inst: str) -> list[str]:
    view = board.table
    game = view.game
    card = game.gem_cards[card_id(inst)]
    gd = game.gem_defs[card.gem]
    out = []
    for seat in (board.viewer, 1 - board.viewer):
        have = draft.gems_of(view, seat, card.gem)
        who = (
            "You hold" if seat == board.viewer else f"{seat_name(board.session.seats, seat)} holds"
        )
        verdict = (
            "can draft it"
            if have >= card.requirement
            else (
                "could still reach it"
                if draft.could_ever_draft(view, seat, inst)
                else "can never reach it"
            )
        )
        out.append(f"{who} {plural(have, gd.name)} of {card.requirement}: {verdict}.")
    return out
