"""The shared middle of the table: the gem card deck drawn as the game's clock, the
draft row with a badge under each card telling the viewer at a glance whether they may
draft it, the gem pool (colour and shape), the Sources and the scrap pile. An attack, a
card resolving, a discard pile to pick from or the top of a deck are laid over it while
they last; at set-up, the Gembearers to choose from."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engines.gemwielders import draft
from game.engines.gemwielders.cards import card_id
from game.ui import theme
from game.ui.boards.gemwielders import clauses, faces, gems, ink, marks
from game.ui.boards.gemwielders import targets as T
from game.ui.boards.gemwielders.layout import (
    BEARER_CHOICE,
    LOOK_CARD,
    ROW_CARD,
    SOURCE_CARD,
)
from game.ui.kit.textfit import Fitted, fit_block, fit_size, shortened
from game.ui.kit.textfit import draw as draw_fitted
from game.ui.seats import seat_name

TIMES = "\u00d7"  # the multiplication sign of "x4"

if TYPE_CHECKING:
    from game.engines.gemwielders.game import GemGame
    from game.engines.gemwielders.state import GemState
    from game.ui.boards.gemwielders.board import GemBoard

OK = (112, 214, 128)
NO = (236, 110, 96)
DEAD = (150, 40, 40)


def draw_row_mode(board: GemBoard, surface: pygame.Surface) -> None:
    _clock(board, surface)
    _row(board, surface)
    _pool(board, surface)
    _sources(board, surface)


def _clock(board: GemBoard, surface: pygame.Surface) -> None:
    """The gem card deck is the clock: the game ends when it is empty at a turn's end."""
    view = board.table
    lay = board.layout
    zone = lay.clock
    marks.zone(surface, zone, "GEM DECK")
    left = len(view.gem_deck)
    stack = lay.gem_deck_stack()
    k: float  # a stack index first, then the bar's fill
    for k in range(min(3, max(1, (left + 19) // 20)) - 1, -1, -1):
        r = stack.move(k * 2, -k * 2)
        marks.shadow(surface, r)
        surface.blit(faces.back_face(SOURCE_CARD), r)
    if left == 0:
        marks.dim(surface, stack, 200)
    hot = left <= 8
    colour = NO if hot else marks.TEXT
    num = theme.text(
        surface,
        str(left),
        (stack.right + 8, stack.y + 6),
        size=30,
        weight="bold",
        colour=colour,
    )
    theme.text(surface, "cards", (num.x, num.bottom - 4), size=11, colour=marks.DIM)
    total = len(view.game.gem_insts) - view.game.setup.draft_row_size
    bar = pygame.Rect(zone.x + 8, stack.bottom + 10, zone.w - 16, 8)
    pygame.draw.rect(surface, (50, 40, 60), bar, border_radius=4)
    k = max(0.0, min(1.0, left / max(1, total)))
    pygame.draw.rect(
        surface,
        NO if hot else (186, 150, 226),
        (bar.x, bar.y, round(bar.w * k), bar.h),
        border_radius=4,
    )
    fitted = fit_block(
        "The game ends when it is empty", zone.w - 12, 36, start=12, low=9, weight="semibold"
    )
    draw_fitted(
        surface,
        fitted,
        pygame.Rect(zone.x + 6, bar.bottom + 6, zone.w - 12, 36),
        colour if hot else marks.DIM,
    )


def _row(board: GemBoard, surface: pygame.Surface) -> None:
    view = board.table
    game = view.game
    lay = board.layout
    me = board.viewer
    marks.zone(surface, lay.row, "DRAFT ROW", note="needs gems of its colour")
    dead = set(draft.dead_slots(view)) if view.stage != "bearer" else set()
    buttons = {int(a.args[0]) for _, a in board.row_buttons}  # type: ignore[arg-type]
    for slot in range(game.setup.draft_row_size):
        r = lay.row_card(slot)
        inst = view.row[slot] if slot < len(view.row) else None
        if inst is None:
            pygame.draw.rect(surface, (40, 30, 52), r, border_radius=8)
            pygame.draw.rect(surface, marks.EDGE, r, 1, border_radius=8)
            theme.text(surface, "empty", r.center, size=11, colour=marks.DIM, anchor="center")
            continue
        spot = ("row", slot)
        hovered = board.hover == spot
        if spot in board.spots:
            marks.glow(surface, r, strong=hovered)
        marks.shadow(surface, r)
        surface.blit(faces.card_face(game, card_id(inst), ROW_CARD), r)
        if slot in dead:
            # Over the card's foot (what it does no longer matters: nobody can draft it),
            # leaving its value and its gem badge in view.
            marks.label(surface, faces.foot_rect(ROW_CARD).move(r.topleft), "DEAD CARD", DEAD)
        if hovered:
            pygame.draw.rect(surface, marks.GLOW, r.inflate(4, 4), 2, border_radius=8)
        if slot not in buttons:
            _chip(board, surface, lay.row_chip(slot), inst, me)
    for button, _ in board.row_buttons:
        button.draw(surface)


def draft_badge(view: GemState, me: int, inst: str) -> tuple[bool, str]:
    """A row card's badge: whether ``me`` may draft it, and the gems of its colour held
    against its requirement ("1/2"), with "never" once no socketing can get there."""
    card = view.game.gem_cards[card_id(inst)]
    have = draft.gems_of(view, me, card.gem)
    ok = have >= card.requirement
    words = f"{have}/{card.requirement}"
    if not ok and not draft.could_ever_draft(view, me, inst):
        words += " never"
    return ok, words


def _chip(board: GemBoard, surface: pygame.Surface, r: pygame.Rect, inst: str, me: int) -> None:
    """May the viewer draft it? A tick or a cross, with the gems of its colour they hold
    against the requirement, in the gem's own shape."""
    view = board.table
    game = view.game
    card = game.gem_cards[card_id(inst)]
    gd = game.gem_defs[card.gem]
    ok, words = draft_badge(view, me, inst)
    pygame.draw.rect(surface, (20, 44, 28) if ok else (52, 22, 26), r, border_radius=r.h // 2)
    pygame.draw.rect(surface, OK if ok else NO, r, 1, border_radius=r.h // 2)
    mark = theme.text(
        surface,
        "✓" if ok else "✗",
        (r.x + 6, r.centery),
        size=12,
        weight="symbols",
        colour=OK if ok else NO,
        anchor="midleft",
    )
    gem = gems.gem_image(gd.shape, gd.colour, 12)
    surface.blit(gem, gem.get_rect(midleft=(mark.right + 4, r.centery)))
    room = r.right - 4 - (mark.right + 19)
    theme.text(
        surface,
        words,
        (mark.right + 19, r.centery),
        size=fit_size(words, room, 12, "semibold", low=9),
        weight="semibold",
        colour=marks.TEXT,
        anchor="midleft",
    )


def _pool(board: GemBoard, surface: pygame.Surface) -> None:
    view = board.table
    game = view.game
    lay = board.layout
    marks.zone(surface, lay.pool, "GEM POOL")
    # One size for every name, beside the widest count ("Amethyst" at a large text size).
    room = lay.pool_gem(0).w - 42 - theme.text_width(f"{TIMES}10", 13, "bold")
    size = min(fit_size(game.gem_defs[g].name, room, 12, "semibold", 9) for g in game.gems)
    for i, gem in enumerate(game.gems):
        r = lay.pool_gem(i)
        gd = game.gem_defs[gem]
        left = view.pool[gem]
        spot = ("pool", gem)
        if spot in board.spots:
            marks.glow(surface, r.inflate(-2, 0), strong=board.hover == spot, pad=4)
        gems.draw_gem(surface, (r.x + 16, r.centery), 22, gd.shape, gd.colour, dim=left == 0)
        theme.text(
            surface,
            f"{TIMES}{left}",
            (r.right - 6, r.centery),
            size=13,
            weight="bold",
            colour=marks.TEXT if left else marks.DIM,
            anchor="midright",
        )
        theme.text(
            surface,
            gd.name,
            (r.x + 32, r.centery),
            size=size,
            weight="semibold",
            colour=marks.TEXT if left else marks.DIM,
            anchor="midleft",
        )


def _sources(board: GemBoard, surface: pygame.Surface) -> None:
    view = board.table
    game = view.game
    lay = board.layout
    zone = lay.sources
    marks.zone(surface, zone, "SOURCES")
    stack = lay.source_stack()
    spot = ("sources",)
    if spot in board.spots:
        marks.glow(surface, stack, strong=board.hover == spot)
    count = len(view.sources)
    if count:
        for k in range(min(2, count - 1), -1, -1):
            r = stack.move(k * 2, -k * 2)
            marks.shadow(surface, r)
            surface.blit(faces.card_face(game, game.source_id, SOURCE_CARD), r)
    else:
        pygame.draw.rect(surface, (40, 30, 52), stack, border_radius=8)
    theme.text(
        surface,
        f"{TIMES}{count}",
        (stack.right + 6, stack.bottom - 4),
        size=14,
        weight="bold",
        colour=marks.TEXT,
        anchor="bottomleft",
    )
    pile = lay.scrap_pile()
    pygame.draw.rect(surface, (28, 20, 36), pile, border_radius=6)
    theme.note_box(surface, pile, cover=True)
    pygame.draw.rect(surface, marks.EDGE, pile, 1, border_radius=6)
    theme.text(
        surface, "SCRAP PILE", (pile.x + 6, pile.y + 2), size=11, weight="bold", colour=marks.LABEL
    )
    scrapped = f"{len(view.scrap)} out of the game"
    theme.text(
        surface,
        scrapped,
        (pile.x + 6, pile.y + 17),
        size=fit_size(scrapped, pile.w - 10, 12, "regular", 9),
        colour=marks.DIM,
    )


# --- pickers laid over the middle -----------------------------------------------------------------
def _over(board: GemBoard, surface: pygame.Surface, title: str) -> None:
    r = board.layout.mid
    theme.panel(surface, r, colour=(30, 22, 42), edge=marks.GLOW, alpha=245)
    theme.text(surface, title, (r.x + 12, r.y + 4), size=13, weight="bold", colour=marks.GLOW)


def draw_pile(board: GemBoard, surface: pygame.Surface) -> None:
    view = board.table
    cards = T.pile(view, board.viewer)
    _over(board, surface, f"YOUR DISCARD PILE  ·  {board_prompt(board)}")
    for i, (cid, r) in enumerate(zip(cards, board.layout.pile_cards(len(cards)), strict=True)):
        spot = ("pile", i)
        if spot in board.spots:
            marks.glow(surface, r, strong=board.hover == spot, pad=6)
        marks.shadow(surface, r)
        surface.blit(faces.card_face(view.game, cid, r.size), r)
        if spot not in board.spots:
            marks.dim(surface, r)


def draw_look(board: GemBoard, surface: pygame.Surface) -> None:
    view = board.table
    seen = view.looking[board.viewer]
    _over(board, surface, f"THE TOP OF YOUR DECK  ·  {board_prompt(board)}")
    for i, (inst, r) in enumerate(zip(seen, board.layout.look_cards(len(seen)), strict=True)):
        spot = ("look", i)
        if spot in board.spots:
            marks.glow(surface, r, strong=board.hover == spot)
        marks.shadow(surface, r)
        surface.blit(faces.card_face(view.game, card_id(str(inst)), LOOK_CARD), r)


def board_prompt(board: GemBoard) -> str:
    from game.ui.boards.gemwielders import prompts

    return prompts.prompt(board.gview, board.kind or "", board.legal_actions())


def draw_choose(board: GemBoard, surface: pygame.Surface) -> None:
    """Set-up: the Gembearers side by side with their abilities; one taken is marked."""
    view = board.table
    game = view.game
    lay = board.layout
    top = view.stack.top
    chooser = top.seat if top is not None else 0
    who = "You choose" if board.presenting else f"{seat_name(board.session.seats, chooser)} chooses"
    theme.text(
        surface,
        f"{who} a Gembearer  ·  each wields its own 12-card weapon deck",
        (lay.rect.centerx, lay.mid.y + 6),
        size=18,
        weight="title",
        colour=marks.GLOW,
        anchor="midtop",
    )
    order = game.bearer_order
    rects = lay.bearer_choices(len(order))
    for bid, r, (text, fitted_text, low, note) in zip(
        order, rects, choice_texts(game, rects), strict=True
    ):
        spot = ("choose", bid)
        if spot in board.spots:
            marks.glow(surface, r, strong=board.hover == spot)
        marks.shadow(surface, r)
        surface.blit(faces.bearer_face(game, bid, BEARER_CHOICE), r)
        draw_fitted(surface, note, low, (90, 66, 120), align="left")
        ink.draw(surface, fitted_text, text.topleft, faces.INK)
        if bid in view.bearer:
            owner = view.bearer.index(bid)
            marks.dim(surface, r, 150)
            # Along the foot, under the note: a band across the middle hid the ability,
            # which is what a player still reads on the rival's choice.
            foot = pygame.Rect(r.x + 6, r.bottom - 21, r.w - 12, 18)
            marks.label(
                surface, foot, f"{seat_name(board.session.seats, owner)} wields it", (90, 70, 120)
            )
    _gem_legend(board, surface, rects[0].bottom + 16)


NOTE_H = 72  # the note under a Gembearer's ability in the choice: its role and its deck


def choice_texts(
    game: GemGame, rects: list[pygame.Rect]
) -> list[tuple[pygame.Rect, ink.Set, pygame.Rect, Fitted]]:
    """Each Gembearer's ability and note on its choice card, with their boxes. One size
    for the four abilities and one for the four notes, the largest at which each fits:
    side by side, a text set larger than its neighbours only because it is shorter looked
    like a heading."""
    order = game.bearer_order
    boxes = []
    for r in rects:
        inner = r.inflate(-34, 0)
        low = pygame.Rect(inner.x, r.bottom - NOTE_H - 10, inner.w, NOTE_H)
        boxes.append((pygame.Rect(inner.x, r.y + 86, inner.w, low.y - r.y - 92), low))
    notes = [_bearer_note(game, bid) for bid in order]
    texts = [
        [(c.text, False) for c in clauses.split(game.bearers[b].text, "modification")]
        for b in order
    ]
    note_size = min(
        fit_block(n, low.w, low.h, start=12, low=9, weight="semibold").size
        for n, (_, low) in zip(notes, boxes, strict=True)
    )
    text_size = min(
        ink.fit(t, box.w, box.h, start=15, low=10).size
        for t, (box, _) in zip(texts, boxes, strict=True)
    )
    return [
        (
            box,
            ink.fit(t, box.w, box.h, start=text_size, low=text_size),
            low,
            fit_block(n, low.w, low.h, start=note_size, low=note_size, weight="semibold"),
        )
        for t, n, (box, low) in zip(texts, notes, boxes, strict=True)
    ]


def _bearer_note(game: GemGame, bid: str) -> str:
    b = game.bearers[bid]
    counts: dict[str, int] = {}
    for card in b.deck:
        counts[card.type] = counts.get(card.type, 0) + card.count
    return f"{b.blurb}\nDeck: " + " · ".join(f"{n} {t}" for t, n in counts.items())


def _gem_legend(board: GemBoard, surface: pygame.Surface, y: int) -> None:
    """The five gems, each with its shape and what its gem cards do: the choice of a
    Gembearer is also a choice of colours to build toward."""
    game = board.table.game
    lay = board.layout
    theme.text(
        surface,
        "THE GEMS  ·  socketed gems stay for the whole game; a gem card needs gems of its colour",
        (lay.rect.centerx, y),
        size=12,
        weight="bold",
        colour=marks.LABEL,
        anchor="midtop",
    )
    width = (lay.rect.w - 40) // len(game.gems)
    for i, gem in enumerate(game.gems):
        gd = game.gem_defs[gem]
        x = lay.rect.x + 20 + i * width
        gems.draw_gem(surface, (x + 16, y + 40), 26, gd.shape, gd.colour)
        theme.text(
            surface, gd.name, (x + 34, y + 24), size=14, weight="semibold", colour=marks.TEXT
        )
        box = pygame.Rect(x + 34, y + 43, width - 40, 34)
        fitted = fit_block(f"{gd.colour} {gd.shape}: {gd.theme}", box.w, box.h, start=12, low=9)
        draw_fitted(surface, fitted, box, marks.DIM, align="left")


def short(text: str, width: int, size: int) -> str:
    return shortened(text, width, size, "semibold")
