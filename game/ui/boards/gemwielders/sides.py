"""A wielder's side of the table: the Gembearer with its socketed gems, life and power,
the piles, the defense setup face down (oldest left) and the modifications, ready or
used; the opponent's hand as backs, the viewer's hand along the foot of the table with
the cards that can be played now lit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engines.gemwielders.cards import card_id
from game.engines.gemwielders.main_phase import use_ability
from game.ui import assets, theme
from game.ui.boards.gemwielders import faces, gems, marks
from game.ui.boards.gemwielders.layout import BEARER_TILE, HAND_CARD, OPP_HAND_CARD, ZONE_CARD
from game.ui.kit.textfit import shortened
from game.ui.seats import seat_name, seat_role

if TYPE_CHECKING:
    from game.ui.boards.gemwielders.board import GemBoard

HAND_LIFT = 14
SOCKET = 22
USED_GREY = (96, 92, 104)


def draw_side(board: GemBoard, surface: pygame.Surface, seat: int, mode: str) -> None:
    """One wielder's side; in an attack the defender's setup is shown in the middle."""
    mine = seat == board.viewer
    _panel(board, surface, seat)
    _bearer(board, surface, seat)
    if not mine:
        _opp_hand(board, surface, seat)
    show = board.show()
    away = mode == "attack" and show is not None and show.kind == "attack" and seat != show.attacker
    _defense(board, surface, seat, away)
    _mods(board, surface, seat)


def deciding(board: GemBoard, seat: int) -> bool:
    """Whose move the table is showing: the playback's actor while it runs."""
    view = board.gview
    if view.is_over:
        return False
    if board.steps:
        return (
            board.steps[0].show.attacker == seat
            if board.steps[0].show.kind == "attack"
            else (board.steps[0].show.owner == seat)
        )
    return view.current_player == seat


def _panel(board: GemBoard, surface: pygame.Surface, seat: int) -> None:
    view = board.table
    mine = seat == board.viewer
    r = board.layout.panel(mine)
    pygame.draw.rect(surface, (24, 18, 32), r, border_radius=10)
    theme.note_box(surface, r, cover=True)
    edge = marks.GLOW if deciding(board, seat) else marks.EDGE
    pygame.draw.rect(surface, edge, r, 2, border_radius=10)
    pygame.draw.rect(
        surface,
        board.seat_colour(seat),
        (r.x, r.y, 6, r.h),
        border_top_left_radius=10,
        border_bottom_left_radius=10,
    )
    tile = board.layout.bearer_tile(mine)
    x = tile.right + 10
    width = r.right - 8 - x
    name = seat_name(board.session.seats, seat) + (" (you)" if mine and board.human_seats else "")
    theme.text(
        surface,
        shortened(name, width, 15, "semibold"),
        (x, r.y + 6),
        size=15,
        weight="semibold",
        colour=marks.TEXT,
    )
    role = seat_role(board.session.seats, seat)
    if view.stage not in ("bearer",) and seat == view.first:
        role += " · went first"
    theme.text(
        surface, shortened(role, width, 12, "regular"), (x, r.y + 25), size=12, colour=marks.DIM
    )
    life, power = board.counters(seat)
    _counter(surface, (x, r.y + 44), "heart", str(life), "LIFE", (236, 96, 96))
    _counter(surface, (x + 78, r.y + 44), "⚡", str(power), "POWER", (246, 206, 92))
    counts_rect(board, seat)
    lines = counts_lines(board, seat)
    y = r.y + 92
    size, step = counts_size(len(lines), r.bottom - 2 - y)
    for line in lines:
        theme.text(surface, line, (x, y), size=size, colour=marks.DIM)
        y += step


def counts_size(lines: int, room: int) -> tuple[int, int]:
    """The pile counts' font size and line step: 13 px, smaller where a large text size
    would push the last line past the panel's foot."""
    for size in (13, 12, 11, 10):
        step = theme.font(size).get_linesize() - 2
        if step * lines <= room:
            break
    return size, step


def counts_lines(board: GemBoard, seat: int) -> list[str]:
    view = board.table
    hand = len(view.hand[seat])
    return [f"Hand {hand}  ·  Deck {len(view.deck[seat])}", f"Discard {len(view.discard[seat])}"]


def counts_rect(board: GemBoard, seat: int) -> pygame.Rect:
    """The pile counts of a side: hovering them lists the discard pile."""
    mine = seat == board.viewer
    r = board.layout.panel(mine)
    tile = board.layout.bearer_tile(mine)
    return pygame.Rect(tile.right + 10, r.y + 90, r.right - 8 - tile.right - 10, 34)


def _counter(
    surface: pygame.Surface,
    pos: tuple[int, int],
    icon: str,
    value: str,
    caption: str,
    colour: tuple[int, int, int],
) -> None:
    x, y = pos
    if icon == "⚡":
        mark = theme.text(
            surface, "⚡", (x, y + 15), size=20, weight="symbols", colour=colour, anchor="midleft"
        )
    else:
        img = assets.icon(icon, 20)
        mark = pygame.Rect(x, y + 5, 20, 20)
        if img is not None:
            surface.blit(img, mark)
    num = theme.text(
        surface,
        value,
        (mark.right + 4, y + 15),
        size=26,
        weight="bold",
        colour=colour,
        anchor="midleft",
    )
    theme.text(surface, caption, (x, num.bottom - 3), size=10, weight="bold", colour=marks.DIM)


def _bearer(board: GemBoard, surface: pygame.Surface, seat: int) -> None:
    view = board.table
    game = view.game
    mine = seat == board.viewer
    tile = board.layout.bearer_tile(mine)
    bearer = view.bearer[seat]
    spot = ("bearer", seat)
    if spot in board.spots:
        marks.glow(surface, tile, strong=board.hover == spot)
    if bearer is None:
        pygame.draw.rect(surface, (40, 32, 50), tile, border_radius=8)
        pygame.draw.rect(surface, marks.EDGE, tile, 1, border_radius=8)
        theme.text(surface, "No Gembearer", tile.center, size=11, colour=marks.DIM, anchor="center")
        return
    marks.shadow(surface, tile)
    surface.blit(faces.bearer_face(game, bearer, BEARER_TILE), tile)
    draw_sockets(surface, tile, view.gems[seat], game, max_gems=game.setup.max_gems)
    b = game.bearers[bearer]
    if b.kind == "usable" and view.bearer_used[seat]:
        marks.dim(surface, tile, 110)
        # Over the "⚙ Usable" line it replaces, clear of the socketed gems under it.
        band = pygame.Rect(tile.x, tile.y + 20, tile.w, 18)
        marks.label(surface, band, "USED", USED_GREY, 225)
    _focus_ring(board, surface, tile, f"bearer:{seat}")


def draw_sockets(
    surface: pygame.Surface, tile: pygame.Rect, socketed: list[str], game: object, *, max_gems: int
) -> None:
    """Five sockets on the Gembearer, three over two, filled in the order socketed."""
    defs = game.gem_defs  # type: ignore[attr-defined]
    size = SOCKET
    top = tile.y + round(tile.h * 0.42)
    rows = [(0, 3), (3, max_gems)]
    for r, (a, b) in enumerate(rows):
        n = b - a
        y = top + r * (size + 3) + size // 2
        for i in range(n):
            cx = tile.centerx + (i - (n - 1) / 2) * (size + 3)
            k = a + i
            if k < len(socketed):
                gd = defs[socketed[k]]
                gems.draw_gem(surface, (cx, y), size, gd.shape, gd.colour)
            else:
                gems.draw_socket(surface, (cx, y), size - 6)


def _focus_ring(board: GemBoard, surface: pygame.Surface, r: pygame.Rect, key: str) -> None:
    """The card or Gembearer whose effect is resolving in the middle, ringed."""
    show = board.show()
    if show is not None and show.focus == key:
        pygame.draw.rect(surface, marks.GLOW, r.inflate(8, 8), 3, border_radius=10)


def _opp_hand(board: GemBoard, surface: pygame.Surface, seat: int) -> None:
    view = board.table
    hand = view.hand[seat]
    zone = board.layout.opp_hand_zone()
    marks.zone(surface, zone, f"HAND  {len(hand)}")
    for i, inst in enumerate(hand):
        r = board.layout.opp_hand_card(i, len(hand))
        marks.shadow(surface, r)
        if inst is None:
            surface.blit(faces.back_face(OPP_HAND_CARD), r)
        else:  # taken back into the hand in the open: the viewer knows it is there
            surface.blit(faces.card_face(view.game, card_id(inst), OPP_HAND_CARD), r)
        if board.hover == ("opp_hand", i):
            pygame.draw.rect(surface, marks.GLOW, r.inflate(4, 4), 2, border_radius=6)
    known = sum(1 for c in hand if c is not None)
    if known:
        theme.text(
            surface,
            f"{known} known (taken back openly)",
            (zone.x + 8, zone.bottom - 18),
            size=10,
            colour=marks.DIM,
        )


def _defense(board: GemBoard, surface: pygame.Surface, seat: int, away: bool) -> None:
    view = board.table
    game = view.game
    mine = seat == board.viewer
    zone = board.layout.defense_zone(mine)
    setup = view.defense[seat]
    note = "oldest → newest"
    if mine and setup:
        total = sum(game.defs[card_id(str(c))].defense or 0 for c in setup if c is not None)
        note = f"face down · defense {total}"
    marks.zone(surface, zone, f"DEFENSE SETUP  {len(setup)}", note=note)
    if away and setup:
        show = board.show()
        theme.text(
            surface,
            "revealed in the attack"
            if show is not None and show.revealed
            else "in the attack, face down",
            zone.center,
            size=13,
            weight="semibold",
            colour=marks.DIM,
            anchor="center",
        )
        return
    if not setup:
        theme.text(
            surface, "empty", zone.move(0, 8).center, size=12, colour=marks.DIM, anchor="center"
        )
        return
    for i, inst in enumerate(setup):
        r = board.layout.defense_card(mine, i, len(setup))
        # The strip the next card of the fan leaves showing: marks go there, not under it.
        after = board.layout.defense_card(mine, i + 1, len(setup)) if i + 1 < len(setup) else None
        visible = r.w if after is None else max(0, min(r.w, after.x - r.x))
        spot = ("defense", seat, i)
        hovered = board.hover == spot
        if spot in board.spots:
            marks.glow(surface, r, strong=hovered)
        lifted = r.move(0, -6) if hovered and mine else r
        marks.shadow(surface, lifted)
        surface.blit(faces.back_face(ZONE_CARD), lifted)
        theme.text(
            surface,
            str(i + 1),
            (lifted.x + 5, lifted.y + 3),
            size=10,
            weight="bold",
            colour=(226, 184, 92),
        )
        if inst is None:
            continue
        if mine:
            if inst in view.exposed[seat]:  # the opponent has seen it
                marks.eye(surface, (lifted.x + min(visible, lifted.w) - 9, lifted.y + 9), 14)
            continue
        # The viewer looked at it (Glimpse, Unmask...): marked, valued and named.
        card = game.defs[card_id(inst)]
        marks.known(surface, lifted, visible, card.defense or 0, card.name)


def _mods(board: GemBoard, surface: pygame.Surface, seat: int) -> None:
    view = board.table
    game = view.game
    mine = seat == board.viewer
    zone = board.layout.mods_zone(mine)
    mods = view.mods[seat]
    marks.zone(surface, zone, f"MODIFICATIONS  {len(mods)}")
    if not mods:
        theme.text(
            surface, "none", zone.move(0, 8).center, size=12, colour=marks.DIM, anchor="center"
        )
        return
    for i, inst in enumerate(mods):
        r = board.layout.mod_card(mine, i, len(mods))
        spot = ("mod", seat, i)
        if spot in board.spots:
            marks.glow(surface, r, strong=board.hover == spot)
        marks.shadow(surface, r)
        surface.blit(faces.card_face(game, card_id(inst), ZONE_CARD), r)
        if inst in view.used:
            marks.dim(surface, r)
            marks.ribbon(surface, r, "USED", USED_GREY)
        elif (ab := use_ability(view, str(inst))) is not None:
            # Over the card's foot, kind label and all: set higher, it left the label's
            # lower half showing under it. Your own that you cannot pay for yet shows its
            # price instead: READY there would read as "click me".
            foot = faces.foot_rect(ZONE_CARD).move(r.topleft)
            if mine and view.power[seat] < ab.cost:
                marks.label(surface, foot, f"⚙ ⚡{ab.cost}", (110, 96, 70))
            else:
                marks.label(surface, foot, "⚙ READY", (58, 130, 80))
        _focus_ring(board, surface, r, inst)
        if board.hover == spot:
            pygame.draw.rect(surface, marks.GLOW, r.inflate(4, 4), 2, border_radius=8)


def draw_hand(board: GemBoard, surface: pygame.Surface) -> None:
    view = board.table
    game = view.game
    hand = view.hand[board.viewer]
    lay = board.layout
    if not hand:
        if view.stage != "bearer":
            theme.text(
                surface,
                "Your hand is empty",
                lay.hand.center,
                size=14,
                colour=marks.DIM,
                anchor="center",
            )
        return
    order = list(range(len(hand)))
    hovered = board.hover[1] if board.hover is not None and board.hover[0] == "hand" else None
    for i in order:
        inst = hand[i]
        r = lay.hand_card(i, len(hand))
        spot = ("hand", i)
        lit = spot in board.spots
        if i == hovered:
            r = r.move(0, -HAND_LIFT)
        if lit:
            marks.glow(surface, r, strong=i == hovered, pad=8)
        marks.shadow(surface, r)
        if inst is None:
            surface.blit(faces.back_face(HAND_CARD), r)
            continue
        surface.blit(faces.card_face(game, card_id(inst), HAND_CARD), r)
        if board.kind is not None and not lit and board.kind in ("main", "attack", "discard"):
            marks.dim(surface, r, 70)
