"""Drawing an attack (or a card resolving) over the middle of the table: the attacker's
cards, the announced total, the defense setup flipping face up, each effect's text lit
while it resolves, then HIT or MISS and the damage, stamped between the two totals."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engines.gemwielders.cards import card_id
from game.ui import theme
from game.ui.boards.gemwielders import clauses, faces, ink, marks
from game.ui.boards.gemwielders.arena import Show
from game.ui.boards.gemwielders.layout import ARENA_CARD, LOOK_CARD
from game.ui.kit.tween import back_out, flip_scale
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.engines.gemwielders.state import GemState
    from game.ui.boards.gemwielders.board import GemBoard

ATTACK_INK = (255, 120, 100)
DEFENSE_INK = (120, 170, 255)
HIT = (255, 200, 80)
MISS = (190, 190, 204)


def draw_show(board: GemBoard, surface: pygame.Surface, show: Show) -> None:
    r = board.layout.arena
    theme.panel(surface, r, colour=(30, 20, 40), edge=(150, 110, 190), alpha=248)
    if show.kind == "card":
        _card_show(board, surface, show)
    else:
        _attack_show(board, surface, show)


def arena_card_rect(board: GemBoard, kind: str, index: int) -> pygame.Rect | None:
    show = board.show()
    if show is None or show.kind != "attack":
        return None
    left, _, right = board.layout.arena_halves()
    if kind == "attack_card":
        rects = board.layout.arena_cards(left, len(show.attack_cards))
    else:
        rects = board.layout.arena_cards(right, len(show.defense_cards))
    return rects[index] if 0 <= index < len(rects) else None


def _flip(board: GemBoard) -> float:
    """How far the defense setup has turned over: 0 face down, 1 face up."""
    step = board.step
    if step is None or step.kind != "reveal":
        return 1.0
    return min(1.0, board.step_t / (0.6 * step.duration))


def _attack_show(board: GemBoard, surface: pygame.Surface, show: Show) -> None:
    view = board.table
    game = view.game
    seats = board.session.seats
    left, centre, right = board.layout.arena_halves()
    attacker, defender = show.attacker, 1 - show.attacker
    theme.text(
        surface,
        f"{seat_name(seats, attacker)} attacks",
        (left.x + 6, left.y + 2),
        size=13,
        weight="bold",
        colour=board.seat_colour(attacker),
    )
    theme.text(
        surface,
        f"{seat_name(seats, defender)}'s defense setup",
        (right.x + 6, right.y + 2),
        size=13,
        weight="bold",
        colour=board.seat_colour(defender),
    )
    inst: str | None  # a defense card may be face down
    for i, (inst, r) in enumerate(
        zip(show.attack_cards, board.layout.arena_cards(left, len(show.attack_cards)), strict=True)
    ):
        spot = ("attack_card", i)
        if spot in board.spots:
            marks.glow(surface, r, strong=board.hover == spot)
        marks.shadow(surface, r)
        surface.blit(faces.card_face(game, card_id(inst), ARENA_CARD), r)
        _ring(surface, r, show.focus == inst, board.hover == spot)
    if not show.attack_cards:
        theme.text(
            surface, "no attack card yet", left.center, size=13, colour=marks.DIM, anchor="center"
        )
    flip = _flip(board) if show.revealed else 0.0
    guards = show.defense_cards
    rects = board.layout.arena_cards(right, len(guards))
    for i, (inst, r) in enumerate(zip(guards, rects, strict=True)):
        spot = ("arena_defense", i)
        visible = r.w if i + 1 == len(rects) else max(0, min(r.w, rects[i + 1].x - r.x))
        scale, face_up = flip_scale(flip * 1.0) if show.revealed else (1.0, False)
        if show.revealed and flip >= 1.0:
            scale, face_up = 1.0, True
        if face_up and inst is not None:
            img = faces.card_face(game, card_id(inst), ARENA_CARD)
        else:
            img = faces.back_face(ARENA_CARD)
        if scale < 1.0:
            img = pygame.transform.smoothscale(
                img, (max(1, round(img.get_width() * scale)), img.get_height())
            )
        dest = img.get_rect(center=r.center)
        marks.shadow(surface, dest)
        surface.blit(img, dest)
        if face_up and i in show.ignored:
            marks.dim(surface, r)
            marks.ribbon(surface, r, "COUNTS 0", (120, 60, 60))
        if face_up:
            _ring(surface, r, show.focus == inst, board.hover == spot)
        elif inst is not None and defender != board.viewer and scale >= 1.0:
            card = game.defs[card_id(inst)]  # seen through a peek: it reads as on the table
            marks.known(surface, dest, visible, card.defense or 0, card.name)
    if not guards:
        theme.text(
            surface,
            "no defense: it meets 0",
            right.center,
            size=13,
            colour=marks.DIM,
            anchor="center",
        )
    _totals(board, surface, centre, show)
    _caption(board, surface, show)


def _ring(surface: pygame.Surface, r: pygame.Rect, focus: bool, hovered: bool) -> None:
    if focus:
        pygame.draw.rect(surface, marks.GLOW, r.inflate(8, 8), 3, border_radius=10)
    elif hovered:
        pygame.draw.rect(surface, marks.GLOW, r.inflate(4, 4), 2, border_radius=8)


def _totals(board: GemBoard, surface: pygame.Surface, centre: pygame.Rect, show: Show) -> None:
    cx = centre.centerx
    y = centre.y + 4
    theme.text(
        surface, "ATTACK", (cx - 42, y), size=11, weight="bold", colour=marks.DIM, anchor="midtop"
    )
    theme.text(
        surface, "DEFENSE", (cx + 42, y), size=11, weight="bold", colour=marks.DIM, anchor="midtop"
    )
    theme.text(
        surface,
        str(show.attack),
        (cx - 42, y + 14),
        size=38,
        weight="bold",
        colour=ATTACK_INK,
        anchor="midtop",
    )
    shown_def = "?" if show.defense is None or not show.revealed else str(show.defense)
    if show.revealed and _flip(board) < 1.0:
        shown_def = "?"
    if not show.defense_cards:
        shown_def = "0"  # nothing to reveal: an empty setup meets the attack with 0
    theme.text(
        surface,
        shown_def,
        (cx + 42, y + 14),
        size=38,
        weight="bold",
        colour=DEFENSE_INK,
        anchor="midtop",
    )
    theme.text(
        surface, "vs", (cx, y + 34), size=14, weight="semibold", colour=marks.DIM, anchor="midtop"
    )
    if show.verdict is None:
        return
    k = 1.0
    step = board.step
    if step is not None and step.kind == "verdict":
        k = back_out(min(1.0, board.step_t / (0.4 * step.duration)))
    word = "HIT" if show.verdict else "MISS"
    colour = HIT if show.verdict else MISS
    size = max(10, round(30 * max(0.2, k)))
    stamp = theme.text(
        surface,
        word,
        (cx, y + 58),
        size=size,
        weight="title",
        colour=colour,
        anchor="midtop",
        shadow=True,
    )
    under = f"{show.margin} damage" if show.verdict else "not higher than the defense"
    theme.text(
        surface,
        under,
        (cx, max(stamp.bottom, y + 94) + 1),
        size=13 if show.verdict else 11,
        weight="bold" if show.verdict else "regular",
        colour=(255, 130, 110) if show.verdict else marks.DIM,
        anchor="midtop",
    )


def key_parts(
    view: GemState, key: str, trigger: str | None, cost: int | None
) -> tuple[str, list[tuple[str, bool]]]:
    """A card's (or Gembearer's) name and its printed text with the clause of
    ``trigger`` (and ``cost``) lit."""
    game = view.game
    if key.startswith("bearer:"):
        bearer = view.bearer[int(key.split(":", 1)[1])]
        b = game.bearers[str(bearer)]
        name, text, kind = b.name, b.text, "modification"
    else:
        card = game.defs[card_id(key)]
        name, text, kind = card.name, card.text, card.type
    cut = clauses.split(text, kind)
    flags = clauses.lit(cut, trigger, cost)
    return name, [(c.text, f) for c, f in zip(cut, flags, strict=True)]


def _caption(board: GemBoard, surface: pygame.Surface, show: Show) -> None:
    box = board.layout.arena_caption()
    pygame.draw.rect(surface, (18, 12, 26), box, border_radius=8)
    inner = box.inflate(-14, -6)
    view = board.table
    if show.focus is not None:
        name, parts = key_parts(view, show.focus, show.trigger, show.cost)
        owner = _owner(view, show.focus)
        head = f"{name} ({seat_name(board.session.seats, owner)}):  "
        parts = [(head, False), *parts]
        if not any(t.strip() for t, _ in parts[1:]):
            parts.append((show.caption, True))
    else:
        parts = [(show.caption or _default_caption(board, show), False)]
    fitted = ink.fit(parts, inner.w, inner.h, start=15, low=10, weight="semibold")
    top = inner.y + max(0, (inner.h - fitted.height) // 2)
    ink.draw(surface, fitted, (inner.x, top), marks.TEXT, bottom=inner.bottom)


def _owner(view: GemState, key: str) -> int:
    if key.startswith("bearer:"):
        return int(key.split(":", 1)[1])
    return int(view.owner.get(key, view.turn_player))


def _default_caption(board: GemBoard, show: Show) -> str:
    if not show.revealed:
        n = len(show.defense_cards)
        if not n:
            return "No defense setup: the attack will meet defense 0"
        cards = f"{n} card{'s' if n != 1 else ''}"
        return f"The defense setup ({cards}) stays face down until the attack is announced"
    if show.verdict is None:
        return "The effects resolve: attack cards, then defense cards left to right, then Gembearers and modifications"
    return "Hit or Miss effects resolve, then the damage"


def _card_show(board: GemBoard, surface: pygame.Surface, show: Show) -> None:
    """One card resolving outside an attack: big, with its text and the clause lit."""
    view = board.table
    game = view.game
    area = board.layout.arena
    key = show.focus or ""
    w, h = LOOK_CARD
    r = pygame.Rect(area.x + 24, area.y + (area.h - h) // 2, w, h)
    marks.shadow(surface, r)
    if key.startswith("bearer:"):
        bearer = view.bearer[int(key.split(":", 1)[1])]
        surface.blit(faces.bearer_face(game, str(bearer), LOOK_CARD, text=True), r)
    elif key:
        surface.blit(faces.card_face(game, card_id(key), LOOK_CARD), r)
    pygame.draw.rect(surface, marks.GLOW, r.inflate(8, 8), 3, border_radius=10)
    owner = show.owner
    text_box = pygame.Rect(r.right + 24, area.y + 12, area.right - r.right - 40, area.h - 24)
    title = show.caption or (
        f"{key_parts(view, key, None, None)[0]}: {seat_name(board.session.seats, owner)}'s card "
        "resolving"
        if key
        else ""
    )
    head = ink.fit([(title, False)], text_box.w, 44, start=17, low=12, weight="bold")
    y = ink.draw(surface, head, text_box.topleft, board.seat_colour(owner))
    if key:
        _, parts = key_parts(view, key, show.trigger, show.cost)
        body = ink.fit(parts, text_box.w, text_box.bottom - y - 8, start=17, low=11)
        ink.draw(surface, body, (text_box.x, y + 8), marks.TEXT, bottom=text_box.bottom)
