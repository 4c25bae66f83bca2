"""The response column: the items waiting on the stack, the top one (which resolves
first) at the top, each in its player's colour; who holds priority; an item leaving the
stack stamped with what became of it (resolves, fizzles, countered); and the totals of
the recruit or attack under way (attack against defence or To Take, influence against
To Recruit), read live from the view so every modifier shows as it lands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engines.storm_the_bridge import responses
from game.ui import theme
from game.ui.boards.storm_the_bridge import marks, prompts
from game.ui.kit.textfit import draw as draw_fitted
from game.ui.kit.textfit import fit_block, fit_size, shortened

if TYPE_CHECKING:
    from game.ui.boards.storm_the_bridge.board import StormBoard

KINDS = {"recruit": "RECRUIT", "attack": "ATTACK", "card": "CARD", "ability": "ABILITY"}
GOOD = (120, 220, 140)
BAD = (240, 120, 110)
TITLE_LOW = 11  # the column title's smallest size before it says less


def draw_column(board: StormBoard, surface: pygame.Surface) -> None:
    view = board.sview
    col = board.layout.stack
    lit = bool(view.items)
    theme.panel(
        surface, col, colour=(18, 22, 38), edge=marks.GLOW if lit else marks.EDGE, alpha=245
    )
    head = board.layout.stack_header()
    # At the game's end nothing waits any more: the column says so and nothing else,
    # never an item "resolving first" that never will.
    n = 0 if view.is_over else len(view.items)
    count = "" if view.is_over else f"{n} waiting" if n else "empty"
    counted = theme.text(
        surface,
        count,
        (head.right, head.y + 3),
        size=12,
        weight="semibold",
        colour=marks.DIM,
        anchor="topright",
    )
    # Smaller beside the count at a large text size, and shorter where even its smallest
    # size would run up to the count (at 125% beside "1 waiting").
    room = head.w - (counted.w + 14 if count else 0)
    title = "Response stack"
    if theme.font(TITLE_LOW, "title").size(title)[0] > room:
        title = "Responses"
    theme.text(
        surface,
        title,
        (head.x, head.y),
        size=fit_size(title, room, 15, "title", TITLE_LOW),
        weight="title",
        colour=marks.GLOW if lit else marks.LABEL,
    )
    top = view.stack.top
    if view.is_over:
        line, colour = "The game is over", marks.DIM
    elif top is not None and top.kind in ("priority", "last_call"):
        who = board.names[top.seat]
        you = " (you)" if top.seat == board.viewer and board.my_decision else ""
        line = f"Priority: {who}{you}"
        colour = board.seat_colour(top.seat)
    elif top is not None:
        line, colour = f"{board.names[top.seat]} decides", board.seat_colour(top.seat)
    else:
        line, colour = "", marks.DIM
    if line:
        theme.text(
            surface,
            shortened(line, head.w, 13, "bold"),
            (head.x, head.y + 22),
            size=13,
            weight="bold",
            colour=colour,
        )
    rects = board.layout.item_rects(n)
    items = list(reversed(view.items))[:n]
    for i, (item, r) in enumerate(zip(items, rects, strict=False)):
        _item(board, surface, item, r, first=i == 0)
    if n > len(rects):
        theme.text(
            surface,
            f"+{n - len(rects)} more below",
            (head.centerx, rects[-1].bottom + 1 if rects else head.bottom),
            size=11,
            colour=marks.DIM,
            anchor="midtop",
        )
    shown = min(len(items), len(rects))
    _ghosts(board, surface, rects[shown - 1].bottom + 6 if shown else head.bottom + 4)
    if view.is_over:
        return
    _in_effect(board, surface)
    if view.act_kind:
        _totals(board, surface)
    elif not n:
        box = board.layout.totals_box()
        hint = (
            "Nothing waits. Every play goes on top; each player in turn may answer it, "
            "and the top resolves once all pass in a row."
        )
        fitted = fit_block(hint, box.w, box.h, start=12, low=10)
        draw_fitted(surface, fitted, box, marks.DIM, align="left", valign="center")


def _item(
    board: StormBoard, surface: pygame.Surface, item: tuple[Any, ...], r: pygame.Rect, first: bool
) -> None:
    from game.ui.boards.storm_the_bridge.paint import named

    view = board.sview
    uid, kind, seat = item[0], item[1], item[2]
    k = float(board.deco.value(f"item:{uid}", 1.0))  # type: ignore[arg-type]
    dest = r.move(round((1 - k) * 40), 0)
    spot = ("item", uid)
    colour = board.seat_colour(seat)
    if spot in board.spots:
        marks.glow(surface, dest, strong=board.hover == spot, pad=4)
    body = pygame.Surface(dest.size, pygame.SRCALPHA)
    pygame.draw.rect(body, (34, 40, 62, 250), body.get_rect(), border_radius=7)
    pygame.draw.rect(body, (*colour, 255), (0, 0, 5, dest.h), border_radius=3)
    edge = marks.GLOW if first else marks.EDGE
    pygame.draw.rect(body, (*edge, 255), body.get_rect(), 1, border_radius=7)
    body.set_alpha(round(255 * k))
    surface.blit(body, dest)
    tag = KINDS.get(kind, "TRIGGER" if kind == "trigger" else kind.upper())
    if first:
        tag += " · RESOLVES FIRST"
    inner = dest.inflate(-16, -4).move(4, 0)
    theme.text(surface, tag, (inner.x, inner.y), size=9, weight="bold", colour=colour)
    label = named(responses.item_label(view, item), board.names)
    box = pygame.Rect(inner.x, inner.y + 12, inner.w, max(10, inner.h - 12))
    fitted = fit_block(label, box.w, box.h, start=12, low=9, weight="semibold")
    draw_fitted(surface, fitted, box, marks.TEXT, align="left", valign="top")
    if board.hover == spot and spot not in board.spots:
        pygame.draw.rect(surface, marks.LABEL, dest.inflate(2, 2), 1, border_radius=8)


def _ghosts(board: StormBoard, surface: pygame.Surface, y: int) -> None:
    """Items that just left the stack, fading, with what became of them."""
    limit = board.layout.totals_box().y - 4
    head = board.layout.stack_header()
    for uid, label, word, _seat in board.ghosts[-2:]:
        k = float(board.deco.value(f"ghost:{uid}", 0.0))  # type: ignore[arg-type]
        if k <= 0 or y + 34 > limit:
            continue
        r = pygame.Rect(head.x, y, head.w, 34)
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (26, 30, 46, 230), layer.get_rect(), border_radius=7)
        good = word in ("RESOLVES", "TAKEN", "RECRUITED", "ATTACHED")
        ink = GOOD if good else BAD
        pygame.draw.rect(layer, (*ink, 255), layer.get_rect(), 1, border_radius=7)
        layer.blit(theme.rendered(word, 11, "bold", ink), (8, 2))
        text = shortened(label, r.w - 16, 10, "semibold")
        layer.blit(theme.rendered(text, 10, "semibold", marks.TEXT), (8, 17))
        layer.set_alpha(round(255 * min(1.0, k * 2)))
        surface.blit(layer, r)
        y += 38


NEUTRAL_INK = (226, 228, 238)  # a number no seat stands behind (To Take, To Recruit)


def totals_inks(
    board: StormBoard,
) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The totals' colours by the seats behind them, as everything else on the table is
    coloured: the acting seat's total in its colour, the defender's in theirs, and a
    printed threshold (To Take, To Recruit) in neutral ink."""
    view = board.sview
    have = board.seat_colour(view.act_seat)
    defender = view.occupier.get(view.act_target) if view.act_kind == "attack" else None
    need = board.seat_colour(defender) if defender is not None else NEUTRAL_INK
    return have, need


def _totals(board: StormBoard, surface: pygame.Surface) -> None:
    view = board.sview
    t = prompts.totals(view)
    if t is None:
        return
    what, have, against, need = t
    box = board.layout.totals_box()
    pulse = float(board.deco.value("totals", 0.0))  # type: ignore[arg-type]
    edge = theme.lerp(marks.EDGE, marks.GLOW, pulse)
    pygame.draw.rect(surface, (12, 16, 28), box, border_radius=9)
    pygame.draw.rect(surface, edge, box, 2 if pulse else 1, border_radius=9)
    cx = box.centerx
    left, right = cx - 50, cx + 50
    theme.text(
        surface,
        what.upper(),
        (left, box.y + 4),
        size=10,
        weight="bold",
        colour=marks.DIM,
        anchor="midtop",
    )
    theme.text(
        surface,
        against.upper(),
        (right, box.y + 4),
        size=10,
        weight="bold",
        colour=marks.DIM,
        anchor="midtop",
    )
    size = 30 + round(6 * pulse)
    have_ink, need_ink = totals_inks(board)
    theme.text(
        surface,
        str(have),
        (left, box.y + 16),
        size=size,
        weight="bold",
        colour=have_ink,
        anchor="midtop",
    )
    theme.text(
        surface,
        str(need),
        (right, box.y + 16),
        size=size,
        weight="bold",
        colour=need_ink,
        anchor="midtop",
    )
    theme.text(
        surface,
        "vs",
        (cx, box.y + 30),
        size=13,
        weight="semibold",
        colour=marks.DIM,
        anchor="midtop",
    )
    ok = have >= need
    theme.text(
        surface,
        verdict(board, have, need),
        (cx, box.bottom - 4),
        size=11,
        weight="semibold",
        colour=GOOD if ok else BAD,
        anchor="midbottom",
    )


def verdict(board: StormBoard, have: int, need: int) -> str:
    """The line under the totals. A seat answering someone's short recruit or attack also
    reads how many cards its taker may still discard: it may do so after the others have
    passed (rules.md, "The response window" 9)."""
    if have >= need and board.sview.act_kind == "recruit":
        return "would succeed"
    if have >= need:
        return "enough: ties go to the attacker"
    held = _discards_to_come(board)
    return f"{need - have} short" + (f" · may discard {held}" if held else "")


def _discards_to_come(board: StormBoard) -> int:
    """How many cards the acting seat could still discard for its bonus, as a seat
    answering it sees: the size of its hand (public), when that seat is not the viewer
    and the discard bonus is its to take (its own action in its own turn)."""
    view = board.sview
    seat = view.act_seat
    if seat is None or seat == board.viewer or seat != view.turn_player:
        return 0
    return len(view.hand[seat])


def _in_effect(board: StormBoard, surface: pygame.Surface) -> None:
    """Instants that stay on the table while what they changed lasts (this action, or
    the turn): named just above the totals, so a total's change has its cause in view."""
    view = board.sview
    if not view.table:
        return
    box = board.layout.totals_box()
    names = ", ".join(view.game.card_name(inst) for inst, _ in view.table)
    line = shortened(f"In effect: {names}", box.w, 11, "semibold")
    theme.text(
        surface,
        line,
        (box.x, box.y - 4),
        size=11,
        weight="semibold",
        colour=marks.LABEL,
        anchor="bottomleft",
    )
