"""Drawing the Clash of Decks table: wood and stone in the golds and browns of the
game's title tile, the numbers that decide fights large, and glows only where a click
would do something."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.engines.clash_of_decks.board import LANE_NAMES, keywords_at
from game.engines.clash_of_decks.hand import STRONGHOLD, window
from game.ui import theme
from game.ui.boards.clash_of_decks import faces
from game.ui.boards.clash_of_decks.detail import draw_detail
from game.ui.boards.clash_of_decks.layout import (
    DRAFT_CARD,
    HAND_CARD,
    HAND_STEP,
    LANE_CARD,
    OPP_CARD,
)
from game.ui.boards.clash_of_decks.table import Hit, Step, Table
from game.ui.kit.placement import clamp_shift, clear_shift
from game.ui.kit.textfit import fit_size
from game.ui.kit.tween import ease_out
from game.ui.seats import seat_name, seat_role

if TYPE_CHECKING:
    from game.engines.clash_of_decks.state import ClashState
    from game.ui.boards.clash_of_decks.board import ClashBoard

GOLD = (226, 184, 92)
HAND_GLOW = HAND_STEP - HAND_CARD[0]  # a playable hand card's glow: up to its neighbours
HAND_LIFT = 10  # a hovered hand card of the viewer's rises
DRAFT_LIFT = 8
GLOW = (255, 214, 110)
WOOD = (92, 62, 34)
WOOD_DARK = (58, 38, 20)
RED = (220, 80, 60)
TEXT = (240, 228, 200)
DIM = (186, 164, 128)


def draw_board(board: ClashBoard, surface: pygame.Surface) -> None:
    surface.blit(_felt(board.rect.size), board.rect.topleft)
    board.printed.clear()
    view = board.cview
    if view.in_draft:
        _draw_draft(board, surface)
    else:
        _draw_battle(board, surface)
    for button in board.buttons:
        if button.hover:
            pygame.draw.rect(surface, (*GLOW, 90), button.rect.inflate(8, 8), 3, border_radius=12)
        button.draw(surface)


def draw_overlay(board: ClashBoard, surface: pygame.Surface) -> None:
    """Drawn after the log: the hover panel, which may lie over the log when the table
    has no room for it beside the card."""
    board.detail_rect = None
    board.detail_card = None
    _draw_hover_detail(board, surface)


@lru_cache(maxsize=2)
def _felt(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (36, 26, 16, 236), surf.get_rect(), border_radius=14)
    pygame.draw.rect(surf, (120, 90, 50, 255), surf.get_rect(), 2, border_radius=14)
    return surf


# --- the plaque and hands -------------------------------------------------------------------
def _draw_plaque(board: ClashBoard, surface: pygame.Surface, seat: int) -> None:
    view = board.cview
    r = board.layout.plaque
    board.printed.append(r)
    pygame.draw.rect(surface, (24, 16, 10), r, border_radius=10)
    shown = board.playing_back
    if shown is not None:
        deciding = seat == shown
    else:
        deciding = view.current_player == seat and not view.is_over
    pygame.draw.rect(surface, GLOW if deciding else (110, 80, 44), r, 2, border_radius=10)
    pygame.draw.rect(
        surface,
        theme.seat_colour(seat),
        (r.x, r.y, 7, r.h),
        border_top_left_radius=10,
        border_bottom_left_radius=10,
    )
    name = seat_name(board.session.seats, seat)
    theme.text(surface, name, (r.x + 18, r.y + 10), size=17, weight="semibold", colour=TEXT)
    if view.in_draft:
        sub = f"{len(view.hands[seat])} of 8 cards"
    else:
        table, _, _ = board.shown()  # mid-playback, the life the hand shows then
        hand = table.hands[seat]
        life = len(hand) - 1 - hand.index(STRONGHOLD)
        sub = f"{'Fort' if table.fort[seat] else 'Bastion'} · life {life}"
    theme.text(surface, sub, (r.x + 18, r.y + 34), size=14, colour=DIM)
    # Who sits there (an AI and its level, or a human) and, in their turn, their mana.
    role = theme.text(
        surface, seat_role(board.session.seats, seat), (r.x + 18, r.y + 54), size=12, colour=DIM
    )
    if not view.in_draft and view.turn_player == seat and not view.is_over and not board.steps:
        theme.text(surface, f"· {view.mana} mana", (role.right + 6, r.y + 54), size=12, colour=GOLD)


def _draw_hand(board: ClashBoard, surface: pygame.Surface, table: Table, seat: int) -> None:
    view = board.cview
    mine = seat == board.viewer
    hand = table.hands[seat]
    size = HAND_CARD if mine else OPP_CARD
    if not hand:
        return
    at = hand.index(STRONGHOLD) if STRONGHOLD in hand else -1
    if at >= 0 and at < len(hand) - 1:  # the life zone: cards right of the stronghold
        a = board.hand_rect(table, seat, at + 1)
        b = board.hand_rect(table, seat, len(hand) - 1)
        zone = a.union(b).inflate(12, 12)
        band = pygame.Surface(zone.size, pygame.SRCALPHA)
        pygame.draw.rect(band, (150, 40, 30, 70), band.get_rect(), border_radius=10)
        pygame.draw.rect(band, (210, 80, 60, 160), band.get_rect(), 2, border_radius=10)
        surface.blit(band, zone)
        label = f"LIFE {len(hand) - 1 - at}"
        if mine:
            printed = theme.text(
                surface,
                label,
                (zone.centerx, zone.bottom + 2),
                size=13,
                weight="bold",
                colour=(240, 120, 100),
                anchor="midtop",
            )
        else:
            printed = theme.text(
                surface,
                label,
                (zone.right + 8, zone.centery),
                size=13,
                weight="bold",
                colour=(240, 120, 100),
                anchor="midleft",
            )
        board.printed.append(printed)
    if mine and not view.in_draft and board.offers_hand():
        _draw_window_bracket(board, surface, table, seat)
    playable = board.playable() if mine else {}
    for i, card in enumerate(hand):
        r = board.hand_rect(table, seat, i)
        hovered = board.hover == ("hand", seat, i)
        lift = -HAND_LIFT if hovered and mine else 0
        r = r.move(0, lift)
        if card == STRONGHOLD:
            img = faces.stronghold_face(table.fort[seat], size)
        elif card is None:
            img = faces.back_face(size)
        else:
            img = faces.card_face(view.cards[card], size)
        k = float(board.anim.value(f"in:{card}", 1.0))  # type: ignore[arg-type]
        if k < 1:
            r = r.move(0, round((1 - k) * 30))
        _shadow(surface, r)
        if card is not None and card in playable:
            sel = card == board.selected
            # Side by side in the hand the glows only meet: a wider one would run under
            # the next card and its edge would cross the neighbour's.
            _glow(surface, r, strong=sel or hovered, pad=HAND_GLOW)
        surface.blit(img, r)
        if card == STRONGHOLD:
            life = len(hand) - 1 - i
            faces.badge(
                surface,
                (r.centerx, r.bottom - (18 if mine else 13)),
                str(life),
                (150, 40, 30),
                14 if mine else 10,
            )
        if card is not None and card == board.selected:
            pygame.draw.rect(surface, (255, 250, 220), r.inflate(4, 4), 2, border_radius=9)


def _draw_window_bracket(
    board: ClashBoard, surface: pygame.Surface, table: Table, seat: int
) -> None:
    """A gold bracket over the four cards that may be played; it breaks over the
    Bastion/Fort, which is never one of them."""
    view = board.cview
    hand = table.hands[seat]
    win = set(c for c in window(view, seat) if c is not None)
    idx = [i for i, c in enumerate(hand) if c in win]
    if not idx:
        return
    runs: list[list[int]] = []
    for i in idx:
        if runs and i == runs[-1][-1] + 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    y = board.hand_rect(table, seat, idx[0]).y - 14
    for run in runs:
        a = board.hand_rect(table, seat, run[0])
        b = board.hand_rect(table, seat, run[-1])
        pygame.draw.lines(
            surface, GOLD, False, [(a.x, y + 6), (a.x, y), (b.right, y), (b.right, y + 6)], 2
        )
        board.printed.append(pygame.Rect(a.x - 1, y - 1, b.right - a.x + 3, 9))
    longest = max(runs, key=len)
    a = board.hand_rect(table, seat, longest[0])
    b = board.hand_rect(table, seat, longest[-1])
    centre = ((a.x + b.right) // 2, y)
    width = theme.font(12, "bold").size("PLAYABLE")[0]
    label = pygame.Rect(centre[0] - width // 2 - 5, y - 7, width + 10, 14)
    pygame.draw.rect(surface, (36, 26, 16), label)
    theme.text(surface, "PLAYABLE", centre, size=12, weight="bold", colour=GOLD, anchor="center")
    board.printed.append(label)


def _shadow(surface: pygame.Surface, r: pygame.Rect) -> None:
    theme.card_shadow(surface, r, radius=8)


def _glow(surface: pygame.Surface, r: pygame.Rect, *, strong: bool, pad: int = 14) -> None:
    g = r.inflate(pad, pad)
    glow = pygame.Surface(g.size, pygame.SRCALPHA)
    pygame.draw.rect(glow, (*GLOW, 150 if strong else 80), glow.get_rect(), border_radius=12)
    pygame.draw.rect(glow, (*GLOW, 255 if strong else 190), glow.get_rect(), 2, border_radius=12)
    surface.blit(glow, g)


# --- the battle -------------------------------------------------------------------------------
def _draw_battle(board: ClashBoard, surface: pygame.Surface) -> None:
    table, step, phase = board.shown()
    me, them = board.viewer, 1 - board.viewer
    _draw_plaque(board, surface, them)
    for lane in (0, 1):
        _draw_lane(board, surface, lane)
    _draw_hand(board, surface, table, them)
    _draw_creatures(board, surface, table, step, phase)
    _draw_status(board, surface, step)
    _draw_hand(board, surface, table, me)
    if step is not None:
        _draw_hits(board, surface, step, phase)


@lru_cache(maxsize=4)
def _lane_image(size: tuple[int, int], bridge_x: int, bridge_w: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (50, 36, 22), surf.get_rect(), border_radius=12)
    # planks, like the bands across the title tile
    for y in range(6, h - 6, 22):
        pygame.draw.line(surf, (62, 44, 26), (10, y), (w - 10, y), 1)
    bridge = pygame.Rect(bridge_x, 0, bridge_w, h)
    pygame.draw.rect(surf, (112, 78, 42), bridge)
    for y in range(0, h, 12):
        pygame.draw.line(surf, (86, 58, 30), (bridge.x, y), (bridge.right, y), 2)
    pygame.draw.rect(surf, (150, 112, 60), bridge, 2)
    for x in (bridge.x - 4, bridge.right):
        pygame.draw.rect(surf, (70, 64, 58), (x, 0, 4, h))
    pygame.draw.rect(surf, (120, 90, 50), surf.get_rect(), 2, border_radius=12)
    return surf


def _draw_lane(board: ClashBoard, surface: pygame.Surface, lane: int) -> None:
    lr = board.layout.lane(lane)
    br = board.layout.bridge(lane)
    surface.blit(_lane_image(lr.size, br.x - lr.x, br.w), lr)
    name = theme.text(
        surface,
        LANE_NAMES[lane].upper(),
        (br.centerx, br.y + 10),
        size=12,
        weight="bold",
        colour=(250, 226, 160),
        anchor="midtop",
    )
    lane_word = theme.text(
        surface,
        "LANE",
        (br.centerx, br.y + 24),
        size=11,
        weight="bold",
        colour=(220, 196, 140),
        anchor="midtop",
    )
    board.printed.append(name.union(lane_word))
    if lane in board.lanes_open():
        side = board.layout.side_rect(lane, True).inflate(-8, -8)
        hovered = board.hover is not None and (
            board.hover == ("lane", lane)
            or (board.hover[0] == "creature" and board._lane_of(board.hover[1]) == lane)
        )
        glow = pygame.Surface(side.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*GLOW, 70 if hovered else 30), glow.get_rect(), border_radius=10)
        pygame.draw.rect(
            glow, (*GLOW, 255 if hovered else 170), glow.get_rect(), 3, border_radius=10
        )
        surface.blit(glow, side)
        theme.text(
            surface,
            f"Summon {board.cview.cards[board.selected or ''].name} here" if board.selected else "",
            (side.x + 14, side.y + 8),
            size=13,
            weight="semibold",
            colour=GLOW,
        )


def _draw_creatures(
    board: ClashBoard, surface: pygame.Surface, table: Table, step: Step | None, phase: float
) -> None:
    targets = set(board.targets())
    closing = step is not None and 0.45 <= phase < 0.9
    # The kill reads first; then the survivors close the gap (eased, 0.6 -> 0.9).
    slide = 1 - (1 - min(1.0, max(0.0, (phase - 0.6) / 0.3))) ** 2 if closing else 1.0
    if closing:
        assert step is not None
        _draw_ghosts(board, surface, step, 1 - (phase - 0.45) / 0.45)
    for side in (0, 1):
        for lane in (0, 1):
            row = table.lanes[side][lane]
            for index in range(len(row) - 1, -1, -1):
                card = row[index]
                r = board.layout.creature(lane, board.left_side(side), index, len(row))
                if step is not None and card == step.attacker and phase < 0.45:
                    toward = 1 if board.left_side(side) else -1
                    r = r.move(round(toward * 46 * math.sin(phase / 0.45 * math.pi)), 0)
                if closing:
                    # The survivors close the gap the destroyed leave, sliding over
                    # their fading ghosts rather than jumping onto them.
                    assert step is not None
                    was = board.creature_rect(step.before, card)
                    if was is not None:
                        r.x = round(was.x + (r.x - was.x) * slide)
                k = float(board.anim.value(f"in:{card}", 1.0))  # type: ignore[arg-type]
                if k < 1:
                    r = r.move(0, round((1 - k) * 40))
                _draw_creature(board, surface, table, card, r, side, lane, index, targets, step)


def _draw_ghosts(board: ClashBoard, surface: pygame.Surface, step: Step, fade: float) -> None:
    """The creatures a blow destroyed, crossed out and fading where they stood."""
    view = board.cview
    for card in step.destroyed:
        r = board.creature_rect(step.before, card)
        if r is None:
            continue
        img = faces.card_face(view.cards[card], LANE_CARD).copy()
        w, h = img.get_size()
        pygame.draw.line(img, RED, (0, 0), (w - 1, h - 1), 4)
        pygame.draw.line(img, RED, (w - 1, 0), (0, h - 1), 4)
        img.set_alpha(round(255 * fade))
        surface.blit(img, r.move(0, round((1 - fade) * 20)))


def _draw_creature(
    board: ClashBoard,
    surface: pygame.Surface,
    table: Table,
    card: str,
    r: pygame.Rect,
    side: int,
    lane: int,
    index: int,
    targets: set[str],
    step: Step | None,
) -> None:
    view = board.cview
    c = view.cards[card]
    _shadow(surface, r)
    hovered = board.hover == ("creature", card)
    if card in targets:
        _glow(surface, r, strong=hovered)
    if step is not None and card == step.target:
        pygame.draw.rect(surface, RED, r.inflate(8, 8), 3, border_radius=10)
    surface.blit(faces.card_face(c, LANE_CARD), r)
    # abilities given by a neighbour's Aura, shown as small framed icons on the edge
    own = set(c.keywords)
    try:
        gained = sorted(keywords_at(_as_state(board, table), side, lane, index) - own)
    except (IndexError, KeyError):
        gained = []
    from game.ui.boards.clash_of_decks import keywords as kw

    for i, k in enumerate(gained):
        img = kw.icon(k, 8, True)
        surface.blit(img, (r.x - 6, r.y + 22 + i * 19))
    damage = table.damage.get(card, 0)
    if damage and c.health is not None:
        rad = 9
        faces.badge(
            surface,
            (r.right - rad - 3, r.bottom - rad - 4),
            str(c.health - damage),
            (170, 30, 20),
            rad,
        )
        tag = pygame.Rect(0, 0, 34, 18)
        tag.midbottom = (r.right - 12, r.bottom - 24)
        board.printed.append(tag)
        pygame.draw.rect(surface, (150, 20, 16), tag, border_radius=6)
        pygame.draw.rect(surface, (255, 190, 160), tag, 1, border_radius=6)
        theme.text(
            surface,
            f"-{damage}",
            tag.center,
            size=12,
            weight="bold",
            colour=(255, 240, 230),
            anchor="center",
        )
    bonus = view.sprint.get(card, 0) if table is board.table else 0
    if bonus:
        faces.badge(surface, (r.x + 12, r.bottom - 13), str(c.attack + bonus), (210, 120, 30), 9)
    if card in view.entered and table is board.table and side == view.turn_player:
        tag = pygame.Rect(0, 0, 40, 16)
        tag.midtop = (r.centerx, r.y + 20)
        pygame.draw.rect(surface, (30, 24, 40), tag, border_radius=6)
        theme.text(
            surface,
            "NEW",
            tag.center,
            size=10,
            weight="bold",
            colour=(200, 190, 255),
            anchor="center",
        )


def _as_state(board: ClashBoard, table: Table) -> ClashState:
    """A view whose lanes are the shown table, to read Aura the engine's way."""
    view = board.cview
    if table is board.table:
        return view
    twin = view.clone()
    twin.lanes = [[lane[:] for lane in s] for s in table.lanes]
    return twin


def _draw_status(board: ClashBoard, surface: pygame.Surface, step: Step | None) -> None:
    view = board.cview
    r = board.layout.status
    pygame.draw.rect(surface, (24, 16, 10), r, border_radius=10)
    pygame.draw.rect(surface, (110, 80, 44), r, 1, border_radius=10)
    if step is not None:
        msg, colour = step.caption, TEXT
        if not board.buttons:  # a button there would cover it (the viewer's own playback)
            skip = theme.text(
                surface,
                "click to skip",
                (r.right - 14, r.centery),
                size=13,
                colour=DIM,
                anchor="midright",
            )
            board.printed.append(skip)
    else:
        msg, colour = status_text(board)
    mana_x = r.x + 16
    # Mid-playback the mana is already the next turn's: it would sit beside an attack of
    # the turn before, so it waits until the playback is over.
    if not view.is_over and step is None:
        gem = pygame.Rect(0, 0, 18, 22)
        gem.midleft = (mana_x, r.centery)
        pygame.draw.polygon(
            surface, (80, 140, 220), [gem.midtop, gem.midright, gem.midbottom, gem.midleft]
        )
        pygame.draw.polygon(
            surface, (200, 230, 255), [gem.midtop, gem.midright, gem.midbottom, gem.midleft], 1
        )
        whose = "Your" if view.turn_player == board.viewer else "Their"
        mr = theme.text(
            surface,
            f"{whose} mana {view.mana}",
            (mana_x + 26, r.centery),
            size=16,
            weight="bold",
            colour=(170, 205, 255),
            anchor="midleft",
        )
        mana_x = mr.right + 18
        board.printed.append(mr)
        pygame.draw.line(surface, (110, 80, 44), (mana_x - 9, r.y + 8), (mana_x - 9, r.bottom - 8))
    width = (board.layout.button.x if board.buttons else r.right - 110) - mana_x - 10
    if step is None and board.selected is not None:
        # Clicking the card again or elsewhere also cancels: the hint goes first when room
        # is short, so the choice and its price stay at full size.
        hint = msg + "  ·  right-click to cancel"
        if fit_size(hint, width, 16, "semibold", low=8) == 16:
            msg = hint
    size = fit_size(msg, width, 16, "semibold", low=8)
    said = theme.text(
        surface,
        msg,
        (mana_x, r.centery),
        size=size,
        weight="semibold",
        colour=colour,
        anchor="midleft",
    )
    board.printed.append(said)


def status_text(board: ClashBoard) -> tuple[str, tuple[int, int, int]]:
    """What the status strip says when no blow is being shown: the viewer's choice in
    the words of the timing rule in play. With the default timing incantations are cast
    only in the summoning phase; with the legacy timing the board also stops before an
    attack of the viewer's assault, and the strip names the creature about to attack and
    follows a card chosen there just as in the summoning."""
    view = board.cview
    kind = board.decision()
    if view.is_over:
        winner = view.winners[0] if view.winners else None
        if winner is None:
            return "The game is over.", GOLD
        name = seat_name(board.session.seats, winner)
        return f"{name} wins: the enemy Fort is destroyed.", GOLD
    if kind is None:
        # The plaque's rule: the player whose moves the table is still showing (the
        # viewer's own, in the short fade after a move that passed the turn), else the
        # player deciding now.
        playing = board.playing_back
        if playing is None:
            playing = view.current_player or 0
        return f"{seat_name(board.session.seats, playing)} is playing…", DIM
    if kind in ("summon", "window") and board.selected is not None:
        c = view.cards[board.selected]
        if c.is_creature:
            msg = f"Choose a lane for {c.name}"
        else:
            msg = f"Choose a creature for {c.name} to strike"
        return f"{msg}  ·  {_price(board, board.selected)}", TEXT
    if kind == "summon":
        if board.playable():
            return "Play a glowing card, or end summoning to attack", TEXT
        return "Nothing more can be played: end summoning to attack", TEXT
    if kind == "window":
        attacker = view.assault_queue[0] if view.assault_queue else None
        if attacker is None:  # pragma: no cover - the window opens before an attack
            return "Cast an incantation now, or let the assault go on", TEXT
        name = view.cards[attacker].name
        return f"Cast an incantation before {name} attacks, or let it attack", TEXT
    if kind == "target":
        top = view.stack.top
        spell = view.cards[top.data["card"]].name if top is not None else "the incantation"
        return f"Choose a glowing creature for {spell} to strike", TEXT
    return "Choose one of the actions", TEXT


def _price(board: ClashBoard, card: str) -> str:
    """What playing ``card`` does to mana and life: a card leaving the zone right of the
    stronghold costs a point of life, and an incantation comes back on the right (the
    trade-off the whole game turns on)."""
    view = board.cview
    hand = view.hands[board.viewer]
    c = view.cards[card]
    from_life = hand.index(card) > hand.index(STRONGHOLD)
    price = f"{c.cost} mana"
    if c.is_creature and from_life:
        price += ", 1 life"
    elif not c.is_creature and not from_life:
        price += ", +1 life as it returns"
    return price


HIT_RISE = 6  # how far the playback's words float while they fade
HIT_GAP = 2  # between stacked words, and between the words and their card


def _draw_hits(board: ClashBoard, surface: pygame.Surface, step: Step, phase: float) -> None:
    """The blow's words ("-5", "Bastion falls!") float by the card they belong to, all of
    one card's stacked together, where they hide no card's name and no label."""
    if phase < 0.42:
        return
    k = (phase - 0.42) / 0.58
    alpha = round(255 * min(1.0, 2.2 * (1 - k)))
    groups: dict[tuple[str | None, int], list[Hit]] = {}
    for hit in step.hits:
        groups.setdefault((hit.card, hit.seat), []).append(hit)
    avoid = board.printed + _name_plates(board, step)
    bounds = board.rect.inflate(-8, -8)
    for (card, seat), hits in groups.items():
        anchor = _hit_anchor(board, step, card, seat)
        if anchor is None:
            continue
        images = [_word(hit.text, hit.colour) for hit in hits]
        placed = _place_words(board, anchor, card, seat, images, avoid, bounds)
        # A stronghold's words float off the card; a creature's rise up its body to
        # stop just under its name.
        t = ease_out(k) if card is None else 1 - ease_out(k)
        for image, (x, y), reach in placed:
            image.set_alpha(alpha)
            surface.blit(image, (x, round(y + reach * t)))


def _hit_anchor(board: ClashBoard, step: Step, card: str | None, seat: int) -> pygame.Rect | None:
    """The card the words belong to: a creature where it stood when struck, or a
    stronghold where the blow leaves it."""
    if card is not None:
        return board.creature_rect(step.before, card) or board.creature_rect(step.after, card)
    hand = step.after.hands[seat]
    return board.hand_rect(step.after, seat, hand.index(STRONGHOLD))


def _name_plates(board: ClashBoard, step: Step) -> list[pygame.Rect]:
    """Every name on the table during the blow, before and after it (survivors slide)."""
    plates: list[pygame.Rect] = []
    card: str | None  # a hidden hand card is None
    for table in (step.before, step.after):
        for side in (0, 1):
            for lane in (0, 1):
                for card in table.lanes[side][lane]:
                    r = board.creature_rect(table, card)
                    if r is not None:
                        plates.append(faces.name_plate(r))
            for i, card in enumerate(table.hands[side]):
                if card is not None:  # a hidden card's back prints no name
                    plates.append(faces.name_plate(board.hand_rect(table, side, i)))
    return plates


def _place_words(
    board: ClashBoard,
    anchor: pygame.Rect,
    card: str | None,
    seat: int,
    images: list[pygame.Surface],
    avoid: list[pygame.Rect],
    bounds: pygame.Rect,
) -> list[tuple[pygame.Surface, tuple[int, int], int]]:
    """Where each word goes: (image, top-left, how far it floats, signed).

    A creature's words stack down its body from just under its name; the viewer's
    stronghold's stack up from just above the card (the hand is at the table's foot);
    the opponent's down from just below their thin row along the top edge. The stack
    slides sideways as little as it must to clear names and labels, floating less or
    laid out in one row if it has to, and as a last resort is only kept on the table."""
    if card is not None:
        origin, grow = faces.name_plate(anchor).bottom + HIT_GAP, 1
    elif seat == board.viewer:
        origin, grow = anchor.y - HIT_GAP, -1
    else:
        origin, grow = anchor.bottom + HIT_GAP, 1
    inks = [image.get_bounding_rect() for image in images]
    for row in (False, True):
        for rise in (HIT_RISE, 0):
            boxes = _arrange(inks, anchor.centerx, origin, grow, row=row)
            swept = [b.union(b.move(0, grow * rise)) for b in boxes]
            dx = clear_shift(swept, avoid, bounds)
            if dx is not None:
                return [
                    (image, (b.x + dx - ink.x, b.y - ink.y), grow * rise)
                    for image, ink, b in zip(images, inks, boxes, strict=True)
                ]
    boxes = _arrange(inks, anchor.centerx, origin, grow, row=False)
    dx, dy = clamp_shift(boxes, bounds)
    return [
        (image, (b.x + dx - ink.x, b.y + dy - ink.y), 0)
        for image, ink, b in zip(images, inks, boxes, strict=True)
    ]


def _arrange(
    inks: list[pygame.Rect], centre_x: int, origin: int, grow: int, *, row: bool
) -> list[pygame.Rect]:
    """Word boxes (ink only) from ``origin`` away from the card: one under (or over) the
    other, centred; or side by side, the row centred."""
    boxes: list[pygame.Rect] = []
    if row:
        width = sum(ink.w for ink in inks) + 3 * HIT_GAP * (len(inks) - 1)
        x = centre_x - width // 2
        for ink in inks:
            box = pygame.Rect(x, 0, ink.w, ink.h)
            if grow > 0:
                box.top = origin
            else:
                box.bottom = origin
            boxes.append(box)
            x += ink.w + 3 * HIT_GAP
        return boxes
    edge = origin
    for ink in inks:
        box = pygame.Rect(0, 0, ink.w, ink.h)
        box.centerx = centre_x
        if grow > 0:
            box.top = edge
            edge = box.bottom + HIT_GAP
        else:
            box.bottom = edge
            edge = box.top - HIT_GAP
        boxes.append(box)
    return boxes


def _word(text: str, colour: tuple[int, int, int]) -> pygame.Surface:
    """A floating word with its dark outline, on a surface of its own so it fades as one
    (the rendered text underneath is cached and shared)."""
    size = 30 if text.startswith("-") else 20
    img = theme.rendered(text, size, "bold", colour)
    outline = theme.rendered(text, size, "bold", (20, 8, 4))
    out = pygame.Surface((img.get_width() + 4, img.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 2), (4, 2), (2, 0), (2, 4)):
        out.blit(outline, (dx, dy))
    out.blit(img, (2, 2))
    return out


# --- the draft ------------------------------------------------------------------------------
def _draw_draft(board: ClashBoard, surface: pygame.Surface) -> None:
    from game.engines.clash_of_decks.draft import drafter

    view = board.cview
    me, them = board.viewer, 1 - board.viewer
    table = board.table
    assert table is not None
    _draw_plaque(board, surface, them)
    _draw_hand(board, surface, table, them)
    setup = view.game.setup
    cy = board.rect.y + 112
    theme.text(
        surface,
        f"Draft · round {view.draft_round + 1} of {setup.draft_rounds}",
        (board.rect.centerx, cy),
        size=26,
        weight="title",
        colour=GOLD,
        anchor="center",
    )
    picker = drafter(view)
    kind = board.decision()
    if kind == "pick":
        left = view.stack.top.data.get("left", 1) if view.stack.top else 1
        if left > 1:
            msg = f"Your pick: take {left} cards, one at a time"
        elif view.draft_taken:  # the second of two: the chip above still says "take 2"
            msg = "Your pick: take one more card"
        else:
            msg = "Your pick: take a card"
        colour = GLOW
    else:
        msg = f"{seat_name(board.session.seats, picker)} is choosing…"
        colour = DIM
    theme.text(
        surface,
        msg,
        (board.rect.centerx, cy + 30),
        size=18,
        weight="semibold",
        colour=colour,
        anchor="center",
    )
    _draw_pick_order(board, surface, cy + 62)
    for card in board.draft_row():
        r = board.draft_rect(card)
        hovered = board.hover == ("draft", card)
        if hovered:
            r = r.move(0, -DRAFT_LIFT)
        _shadow(surface, r)
        if kind == "pick":
            _glow(surface, r, strong=hovered)
        surface.blit(faces.card_face(view.cards[card], DRAFT_CARD), r)
    theme.text(
        surface,
        f"Your cards · {len(view.hands[me])} of 8",
        (board.rect.x + 24, board.layout.hand_y - 82),
        size=14,
        weight="bold",
        colour=DIM,
    )
    _draw_hand(board, surface, table, me)
    # Who starts is settled by the draft (the receiver of its very last card), so say it
    # while the picks can still take it into account.
    last = (view.first_drafter + setup.draft_rounds - 1) % 2
    who = "You receive" if last == me else f"{seat_name(board.session.seats, last)} receives"
    theme.text(
        surface,
        f"The draft is open: both players see every pick.  {who} the very last card "
        f"and so plays first, with {setup.first_turn_mana} mana.",
        (board.rect.centerx, board.rect.bottom - 14),
        size=13,
        colour=DIM,
        anchor="center",
    )


def _draw_pick_order(board: ClashBoard, surface: pygame.Surface, y: int) -> None:
    """The round's pick groups (1, 2, then the last card) with the current one lit."""
    from game.engines.clash_of_decks.draft import drafter

    view = board.cview
    picks = view.game.setup.draft_picks
    first = (view.first_drafter + view.draft_round) % 2
    chips = []
    for g, n in enumerate(picks):
        seat = first if g % 2 == 0 else 1 - first
        who = "You" if seat == board.viewer else seat_name(board.session.seats, seat)
        last = g == len(picks) - 1
        chips.append(
            (f"{who}: {'last card' if last else f'take {n}'}", g == view.draft_group, seat)
        )
    widths = [theme.font(14, "semibold").size(t)[0] + 28 for t, _, _ in chips]
    x = board.rect.centerx - (sum(widths) + 24 * (len(chips) - 1)) // 2
    _ = drafter
    for (label, now, seat), w in zip(chips, widths, strict=True):
        r = pygame.Rect(x, y - 13, w, 26)
        pygame.draw.rect(surface, (70, 50, 26) if now else (34, 24, 14), r, border_radius=13)
        pygame.draw.rect(
            surface, GLOW if now else (110, 80, 44), r, 2 if now else 1, border_radius=13
        )
        pygame.draw.circle(surface, theme.seat_colour(seat), (r.x + 12, r.centery), 4)
        theme.text(
            surface,
            label,
            (r.x + 20, r.centery),
            size=14,
            weight="semibold",
            colour=TEXT if now else DIM,
            anchor="midleft",
        )
        x += w + 24


# --- hover -----------------------------------------------------------------------------------
def _draw_hover_detail(board: ClashBoard, surface: pygame.Surface) -> None:
    spot = board.hover
    if spot is None or (board.confirm is not None and board.confirm.open):
        return
    table, _, _ = board.shown()
    view = board.cview
    card: str | None = None
    stronghold: int | None = None
    if spot[0] in ("draft", "creature"):
        card = spot[1]
    elif spot[0] == "hand":
        _, seat, index = spot
        if index < len(table.hands[seat]):
            item = table.hands[seat][index]
            if item == STRONGHOLD:
                stronghold = seat
            else:
                card = item
    if card is None and stronghold is None:
        return
    damage = table.damage.get(card, 0) if card else 0
    shown = hovered_rect(board, table, spot)
    if shown is None:
        return
    # While an incantation waits for its target, the panel keeps off the other targets.
    avoid = [
        r
        for target in board.targets()
        if target != card and (r := board.creature_rect(table, target)) is not None
    ]
    board.detail_card = shown
    board.detail_rect = draw_detail(board, surface, view, card, stronghold, damage, shown, avoid)


def hovered_rect(board: ClashBoard, table: Table, spot: tuple[object, ...]) -> pygame.Rect | None:
    """The hovered card as drawn: raised if it is a hand or draft card, with its glow and
    its selection outline; the hover panel keeps clear of all of it."""
    r: pygame.Rect | None
    if spot[0] == "draft":
        if spot[1] not in board.draft_row():
            return None
        r = board.draft_rect(str(spot[1]))
        return r.union(r.move(0, -DRAFT_LIFT)).inflate(14, 14)
    if spot[0] == "creature":
        r = board.creature_rect(table, str(spot[1]))
        return None if r is None else r.inflate(14, 14)
    if spot[0] == "hand":
        seat, index = int(spot[1]), int(spot[2])  # type: ignore[call-overload]
        r = board.hand_rect(table, seat, index)
        if seat == board.viewer:
            r = r.union(r.move(0, -HAND_LIFT))
        return r.inflate(HAND_GLOW, HAND_GLOW)
    return None
