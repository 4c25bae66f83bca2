"""Drawing the table in order: the felt, every party (leader, crew turned sideways when
tapped, held sections with their stationed crew, passives tucked under their hosts),
the centre of the ship, the prompt and its buttons, the viewer's hand beside the Action
Stack and the discard pile, the response column; the option tray and the hover panel
last."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.engines.storm_the_bridge import passives as P
from game.ui import theme
from game.ui.boards.storm_the_bridge import detail, faces, marks, prompts, stack
from game.ui.boards.storm_the_bridge.layout import CREW, HAND_CARD, LABEL_H, LEADER, PILE
from game.ui.boards.storm_the_bridge.table import (
    TAG_SIZE,
    Spot,
    char_stats,
    defence_of,
    hand_badge,
    tag_words,
)
from game.ui.kit.promptbar import BarStyle, draw_prompt_bar
from game.ui.kit.textfit import fit_size, shortened

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState
    from game.ui.boards.storm_the_bridge.board import StormBoard

BAR = BarStyle(
    fill=(14, 18, 30),
    tray=(18, 22, 36),
    glow=marks.GLOW,
    edge=marks.EDGE,
    start=14,
    low=10,
    pad_y=2,
)
# Under "Your hand (N)" when the seat passes without being asked where nothing could answer.
AUTO_PASS_NOTE = "Auto-pass on"


def button_width(label: str) -> int:
    return theme.text_width(label, 14, "semibold") + 28


def named(text: str, names: list[str]) -> str:
    """The engine says "Player N"; the table says each seat's own name."""
    for i in range(len(names) - 1, -1, -1):
        if names[i] != f"Player {i + 1}":
            text = text.replace(f"Player {i + 1}", names[i])
    return text


def draw_board(board: StormBoard, surface: pygame.Surface) -> None:
    surface.blit(marks.felt(board.rect.size), board.rect.topleft)
    view = board.sview
    for seat in range(view.num_players):
        _band(board, surface, seat)
    _centre(board, surface)
    _aims(board, surface)
    _hand(board, surface)
    stack.draw_column(board, surface)
    _prompt(board, surface)
    _beats(board, surface)
    if board.tray_open:
        _tray(board, surface)


def _beats(board: StormBoard, surface: pygame.Surface) -> None:
    """The playback's beat: what the other seat's action changed, ringed in their colour
    (the cards stay readable under it), the first thing stamped with what happened."""
    for seat, lit, word, k in board.highlights():
        colour = board.seat_colour(seat) if seat is not None else marks.FLASH
        pulse = math.sin(k * math.pi)
        for i, spot in enumerate(lit):
            r = board.table.rect(spot)
            if r is None:
                continue
            halo = theme.lerp(colour, marks.FLASH, 0.5 * pulse)
            pygame.draw.rect(surface, halo, r.inflate(12, 12), 2, border_radius=12)
            pygame.draw.rect(surface, colour, r.inflate(6, 6), 3, border_radius=9)
            if i == 0 and word:
                # On the card, not over its top edge: above it lie the band's label row
                # (its name, the defence tags) and the neighbour's words.
                rect = marks.pill_rect(word, 11)
                rect.center = r.center
                rect = rect.clamp(board.rect)
                marks.pill(
                    surface, rect.center, word, theme.lerp(colour, marks.FLASH, 0.25), size=11
                )


AIM_WORD = "TARGET"


def aim_spots(board: StormBoard) -> list[Spot]:
    """What the table rings as being aimed at: the section under attack or the crew
    member being recruited, and, while the mouse is over an item on the stack, what that
    item names (its target and the card whose ability it is)."""
    view = board.sview
    out: list[Spot] = []
    if view.act_kind == "attack":
        out.append(("section", view.act_target))
    elif view.act_kind == "recruit":
        out.append(("pool", view.act_target))
    hover = board.hover
    if hover is not None and hover[0] == "item":
        item = next((it for it in view.items if it[0] == hover[1]), None)
        if item is not None:
            _, kind, _, source, target, _ = item
            keys = [target] if kind in ("attack", "recruit", "card") else [source, target]
            for key in keys:
                for kind_ in ("char", "section", "pool", "passive", "item"):
                    spot = (kind_, key)
                    if key is not None and spot != hover and board.table.rect(spot) is not None:
                        out.append(spot)
    return list(dict.fromkeys(out))


def aim_ring(board: StormBoard, spot: Spot, r: pygame.Rect) -> pygame.Rect:
    """The ring around an aimed-at card, taking in the strips and chip tucked under it
    so it never runs over their top pixels."""
    if spot[0] in ("char", "section"):
        shown, _ = board.table.tucked.get(spot[1], ([], []))
        tucked = [board.table.rect(("passive", inst)) for inst in shown]
        tucked.append(board.table.rect(("more", spot[1])))
        under = [t for t in tucked if t is not None]
        if under:
            # Three pixels more below, so the ring's rounded corners pass the last strip's.
            r = r.unionall(under)
            r.h += 3
    return r.inflate(8, 8)


def _aims(board: StormBoard, surface: pygame.Surface) -> None:
    """Rings what the recruit or attack under way (or the hovered stack item) is aimed
    at, in the acting seat's colour, so the table shows what the stack is about; the
    action's own target carries the word TARGET, where a section prints VICTORY (the
    empty middle of every other card)."""
    view = board.sview
    seat = view.act_seat if view.act_kind else None
    for spot in aim_spots(board):
        r = board.table.rect(spot)
        if r is None:
            continue
        aimed = view.act_kind and spot[1] == view.act_target and spot[0] in ("section", "pool")
        colour = board.seat_colour(seat) if aimed and seat is not None else marks.SELECT
        pygame.draw.rect(surface, colour, aim_ring(board, spot, r), 3, border_radius=10)
        if aimed:
            on_card = spot[0] == "pool" and str(spot[1]) in board.sview.game.crew
            y, size = _aim_mark(board, spot, r, on_card)
            marks.pill(surface, (r.centerx, y), AIM_WORD, colour, size=size)


def _aim_mark(board: StormBoard, spot: Spot, r: pygame.Rect, on_card: bool) -> tuple[int, int]:
    """Where the TARGET pill crosses its card, and its size: never over the card's name.
    A tapped section's name on two lines leaves less than a pill's height above its
    badges, so a smaller pill goes between them (``faces.sideways_mark``)."""
    key = str(spot[1])
    if on_card:
        return pill_y(board, key, r), PILL_SIZE
    game = board.sview.game
    slot = board.table.slots.get(key)
    if r.h < r.w and slot is not None:  # a held section at rest on its side
        shown = visible_span(board, key).w if key in board.table.crowded else None
        full = marks.pill_rect(AIM_WORD, PILL_SIZE).size
        less = marks.pill_rect(AIM_WORD, PILL_SMALL).size
        y, small = faces.sideways_mark(game, key, slot.upright, shown, full, less)
        return r.y + y, PILL_SMALL if small else PILL_SIZE
    half = marks.pill_rect(AIM_WORD, PILL_SIZE).h // 2
    return r.y + faces.section_marker_y(game, key, r.size, half), PILL_SIZE


def draw_overlay(board: StormBoard, surface: pygame.Surface) -> None:
    detail.draw_detail(board, surface)


# --- one card on the table ----------------------------------------------------------------
def _marks_for(board: StormBoard, surface: pygame.Surface, spot: Spot, r: pygame.Rect) -> None:
    if spot in board.spots:
        marks.glow(surface, r, strong=board.hover == spot)
    elif board.hover == spot:
        pygame.draw.rect(surface, marks.LABEL, r.inflate(4, 4), 1, border_radius=8)


def _selected(board: StormBoard, spot: Spot) -> bool:
    walk = board.walk
    if walk is None or not walk.prefix:
        return False
    from game.ui.boards.storm_the_bridge.table import token_of

    return token_of(board.sview, board.viewer, spot) == walk.prefix[0]


def current(view: StormState, spot: Spot) -> tuple[int, int] | None:
    """What a card on the table prints over its own print: a party character's combat
    and influence as the engine counts them (the hover's "now" numbers), a held
    section's defence bonus and its defence with its defenders; None for the rest."""
    kind, key = spot[0], str(spot[1]) if len(spot) > 1 else ""
    if kind == "char":
        return char_stats(view, key)
    if kind == "section" and view.occupier.get(key) is not None:
        return P.section_defense(view, key), defence_of(view, key)
    return None


def centre_bonus(view: StormState, spot: Spot) -> int | None:
    """A centre section's defence bonus as its attached passives make it, when they
    move it from the print (None otherwise, and for anything else)."""
    if spot[0] != "section" or view.occupier.get(str(spot[1])) is not None:
        return None
    sec = str(spot[1])
    now = P.section_defense(view, sec)
    return None if now == view.game.sections[sec].defense_bonus else now


def draw_card(
    board: StormBoard,
    surface: pygame.Surface,
    spot: Spot,
    face_key: str,
    r: pygame.Rect,
    upright: tuple[int, int],
    angle: float = 0.0,
) -> None:
    """A leader, crew or section card at ``r`` (its final place), turned by ``angle``."""
    now = current(board.sview, spot)
    if round(angle) == 90:  # at rest sideways: the words stay upright
        key = str(spot[1])
        crowded = key in board.table.crowded
        shown = visible_span(board, key).w if crowded else None
        img = faces.sideways(board.sview.game, face_key, upright, now, shown)
    else:
        bonus = centre_bonus(board.sview, spot)
        img = faces.face(board.sview.game, face_key, upright, now, bonus)
        if angle:
            img = faces.turned(img, round(angle))
    dest = img.get_rect(center=r.center)
    _marks_for(board, surface, spot, dest)
    marks.shadow(surface, dest)
    surface.blit(img, dest)
    key = str(spot[1]) if len(spot) > 1 else ""
    flash = float(board.deco.value(f"flash:{key}", 0.0))  # type: ignore[arg-type]
    if flash > 0:
        pygame.draw.rect(
            surface, theme.lerp(marks.EDGE, marks.FLASH, flash), dest.inflate(4, 4), 2, 8
        )
    if _selected(board, spot):
        marks.ring(surface, dest, marks.SELECT)


# --- the parties -------------------------------------------------------------------------------
def _band_name(board: StormBoard, seat: int) -> str:
    mine = seat == board.viewer
    return board.names[seat] + (" (you)" if mine and len(board.human_seats) == 1 else "")


def _band_pill(board: StormBoard, seat: int) -> str | None:
    """The word on the pill beside a band's name: who must decide now."""
    if _priority_seat(board) != seat:
        return None
    top = board.sview.stack.top
    return "PRIORITY" if top is not None and top.kind in ("priority", "last_call") else "DECIDES"


HEAD_SIZE = 12  # the party's words beside a band's name


def head_words(board: StormBoard, seat: int) -> str:
    """What a band always says beside its name, whatever else crowds the label row:
    the leader's name and how many sections the party holds (the score of the game).
    The leader's name gives way (cut) before the count does, when the row is short."""
    view = board.sview
    band = board.bands[seat]
    leader = view.game.leaders[view.leader[seat]].name
    held = sum(1 for occ in view.occupier.values() if occ == seat)
    count = f"{held} section{'s' if held != 1 else ''}"
    x0 = band.x + 8 + theme.text_width(_band_name(board, seat), 13, "bold") + 10
    stops = [band.right - 8]
    pill = band_pill(board, seat)
    if pill is not None:
        stops.append(pill.x - 8)
    if seat != board.viewer:
        stops.append(hand_badge(band).x - 8)
    room = min(stops) - x0
    sep = "  ·  "
    text = f"{leader}{sep}{count}"
    if theme.text_width(text, HEAD_SIZE, "semibold") <= room:
        return text
    rest = room - theme.text_width(f"{sep}{count}", HEAD_SIZE, "semibold")
    return f"{shortened(leader, max(24, rest), HEAD_SIZE, 'semibold')}{sep}{count}"


def band_head(board: StormBoard, seat: int) -> pygame.Rect:
    """Where a band's name and its party's words are printed (what nothing else
    covers: the defence tags slide clear of it or stay off)."""
    band = board.bands[seat]
    w = theme.text_width(_band_name(board, seat), 13, "bold") + 10
    w += theme.text_width(head_words(board, seat), HEAD_SIZE, "semibold")
    return pygame.Rect(band.x + 8, band.y + 1, w, 17)


def band_pill(board: StormBoard, seat: int) -> pygame.Rect | None:
    """Where a band's PRIORITY / DECIDES pill sits: at the right end of its label row
    (left of a rival's hand), so the defence tags over the frames near the leader and
    the party's words keep the room beside the name."""
    word = _band_pill(board, seat)
    if word is None:
        return None
    band = board.bands[seat]
    end = band.right - 8 if seat == board.viewer else hand_badge(band).x - 6
    pill = marks.pill_rect(word, PILL_SIZE)
    pill.midright = (end, band.y + 9)
    return pill


PILL_SIZE = 10  # the words on the small pills of the table (PRIORITY, COMMITTED)
PILL_SMALL = 8  # a pill where a card leaves less than a pill's height free


def _band(board: StormBoard, surface: pygame.Surface, seat: int) -> None:
    view = board.sview
    band = board.table.bands[seat]
    colour = board.seat_colour(seat)
    mine = seat == board.viewer
    prio = _priority_seat(board)
    surface.blit(_band_well(band.size, colour, prio == seat), band)
    theme.note_frame(surface, band)
    label = theme.text(
        surface,
        _band_name(board, seat),
        (band.x + 8, band.y + 1),
        size=13,
        weight="bold",
        colour=colour,
    )
    word = _band_pill(board, seat)
    pill = band_pill(board, seat)
    if word is not None and pill is not None:
        marks.pill(surface, pill.center, word, marks.GLOW, size=PILL_SIZE)
    words = theme.text(
        surface,
        head_words(board, seat),
        (label.right + 10, band.y + 2),
        size=HEAD_SIZE,
        weight="semibold",
        colour=marks.DIM,
    )
    if seat == view.turn_player and not view.is_over:
        # The phase only where the row has room for it whole (the top bar says it too).
        phase = f"·  {view.phase} phase"
        stops = [
            r
            for s, r in board.table.placed
            if s[0] == "defence" and band.contains(r) and r.y < band.y + LABEL_H
        ]
        stops += [pill] if pill is not None else []
        stops += [] if mine else [hand_badge(band)]
        x0 = words.right + 8
        end = min([r.x - 8 for r in stops if r.right > x0] + [band.right - 8])
        if theme.text_width(phase, HEAD_SIZE, "semibold") <= end - x0:
            theme.text(
                surface,
                phase,
                (x0, band.y + 2),
                size=HEAD_SIZE,
                weight="semibold",
                colour=marks.DIM,
            )
    if not mine:
        _rival_hand(board, surface, seat, hand_badge(band))
    _stations(board, surface, seat)
    for key, slot in board.table.slots.items():
        if P.controller(view, key) != seat and not (
            key.startswith("leader:") and int(key[7:]) == seat
        ):
            continue
        kind = slot.kind
        upright = slot.upright
        face_key = f"leader:{view.leader[seat]}" if kind == "leader" else key
        spot = ("section", key) if kind == "section" else ("char", key)
        draw_card(board, surface, spot, face_key, slot.rect, upright, board.angle(key))
        # After the card: its shadow and glow would otherwise lie over the strips' tops.
        _passives(board, surface, key)
        if key in view.act_committed:
            badge, commit_words = committed_badge(board, key)
            pygame.draw.rect(surface, (12, 14, 20), badge.move(0, 1), border_radius=5)
            pygame.draw.rect(surface, marks.GLOW, badge, border_radius=5)
            theme.text(
                surface,
                commit_words,
                badge.center,
                size=COMMIT_SIZE,
                weight="bold",
                colour=(14, 16, 24),
                anchor="center",
            )


COMMIT_SIZE = 9
# The word where it fits the card in view, else a tick: "COMMIT" alone read as a button.
COMMIT_WORDS = ("COMMITTED", "✓")


def visible_span(board: StormBoard, key: str) -> pygame.Rect:
    """The part of a party card not lying under a card drawn after it (a crowded band
    slides cards under their right neighbour)."""
    slots = list(board.table.slots.values())
    keys = list(board.table.slots)
    r = board.table.slots[key].rect.copy()
    for later in slots[keys.index(key) + 1 :]:
        o = later.rect
        if o.colliderect(r) and o.x > r.x:
            r.w = min(r.w, o.x - r.x)
    return r


def committed_badge(board: StormBoard, key: str) -> tuple[pygame.Rect, str]:
    """The COMMITTED marker across a committed card: inside the card's visible part and
    clear of its numbers, with the longest word that fits it, so markers of neighbours
    never run together."""
    span = visible_span(board, key)
    room = span.w - 4
    words = next(
        (w for w in COMMIT_WORDS if theme.text_width(w, COMMIT_SIZE, "bold") + 6 <= room),
        COMMIT_WORDS[-1],
    )
    w = min(room, theme.text_width(words, COMMIT_SIZE, "bold") + 6)
    badge = pygame.Rect(0, 0, max(10, w), 13)
    view = board.sview
    slot = board.table.slots[key]
    face_key = f"leader:{view.leader[int(key[7:])]}" if key.startswith("leader:") else key
    badge.center = (span.centerx, pill_y(board, face_key, slot.rect))
    return badge, words


def pill_y(board: StormBoard, face_key: str, card: pygame.Rect) -> int:
    """Where a marker pill crosses a leader or crew card on the table (at mid-height it
    covered To Recruit): ``faces.marker_y`` on the card as drawn."""
    if card.h < card.w:  # a card at rest on its side has no band: its middle
        return card.centery
    return card.y + faces.marker_y(board.sview.game, face_key, card.size)


def _stations(board: StormBoard, surface: pygame.Surface, seat: int) -> None:
    """Each held section's frame around it and the crew stationed there, in the
    holder's colour, with its defence as it stands on a tag above the frame."""
    view = board.sview
    band = board.table.bands[seat]
    for sec, frame in board.table.frames.items():
        if view.occupier.get(sec) != seat:
            continue
        # The owner's colour, not the section's: a frame says whose defenders these are.
        colour = board.seat_colour(seat)
        surface.blit(_frame_img(frame.size, colour), frame)
        tag = board.table.rect(("defence", sec))
        if tag is None or not band.contains(tag):
            continue
        pygame.draw.rect(surface, colour, tag, border_radius=tag.h // 2)
        theme.text(
            surface,
            tag_words(view, sec),
            tag.center,
            size=TAG_SIZE,
            weight="bold",
            colour=(14, 16, 24),
            anchor="center",
        )
        if board.hover == ("defence", sec):
            pygame.draw.rect(surface, marks.TEXT, tag.inflate(2, 2), 1, border_radius=tag.h // 2)


@lru_cache(maxsize=64)
def _frame_img(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    img = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(img, (*colour, 34), img.get_rect(), border_radius=9)
    pygame.draw.rect(img, (*colour, 210), img.get_rect(), 2, border_radius=9)
    return img


def _priority_seat(board: StormBoard) -> int | None:
    view = board.sview
    top = view.stack.top
    if view.is_over or top is None:
        return None
    return top.seat


def _band_well(size: tuple[int, int], colour: tuple[int, int, int], lit: bool) -> pygame.Surface:
    img = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(img, (*marks.WELL, 170), img.get_rect(), border_radius=10)
    edge = marks.GLOW if lit else theme.shade(colour, 0.7)
    pygame.draw.rect(img, (*edge, 230), img.get_rect(), 2 if lit else 1, border_radius=10)
    return img


def _rival_hand(board: StormBoard, surface: pygame.Surface, seat: int, r: pygame.Rect) -> None:
    """A rival's hand: backs, never faces, and how many."""
    n = len(board.sview.hand[seat])
    for i in range(min(n, 6)):
        surface.blit(faces.back((11, 15)), (r.x + 4 + i * 6, r.y))
    count = f"{n} card{'s' if n != 1 else ''}"
    x = r.x + 4 + min(n, 6) * 6 + 12
    theme.text(
        surface,
        count,
        (x, r.y + 1),
        size=fit_size(count, r.right - x, 12, "semibold"),  # "8 cards" ran off at 125%
        weight="semibold",
        colour=marks.TEXT,
    )


def _passives(board: StormBoard, surface: pygame.Surface, host: str) -> None:
    """The strips tucked under ``host`` (the two most recent) and, past them, one chip
    counting the rest (its hover, and the host's, read them all)."""
    view = board.sview
    shown, hidden = board.table.tucked.get(host, ([], []))
    for inst in shown:
        r = board.table.rect(("passive", inst))
        if r is None:
            continue
        spot = ("passive", inst)
        _marks_for(board, surface, spot, r)
        surface.blit(faces.strip(view.game, view.game.design_of[inst], r.w, r.h), r)
        if _selected(board, spot):
            marks.ring(surface, r, marks.SELECT, 2)
    chip = board.table.rect(("more", host))
    if chip is not None and hidden:
        pygame.draw.rect(surface, (12, 14, 22), chip, border_radius=chip.h // 2)
        pygame.draw.rect(surface, faces.GREEN, chip, 1, border_radius=chip.h // 2)
        n = len(hidden)
        # With no strip above it (a short well), the chip names what it counts.
        count = f"+{n} more" if shown else f"{n} passive{'s' if n != 1 else ''}"
        words = shortened(count, chip.w - 4, CHIP_TEXT, "bold")
        theme.text(
            surface,
            words,
            chip.center,
            size=CHIP_TEXT,
            weight="bold",
            colour=faces.GREEN,
            anchor="center",
        )
        if board.hover == ("more", host):
            pygame.draw.rect(surface, marks.LABEL, chip.inflate(4, 4), 1, border_radius=8)


CHIP_TEXT = 9


# --- the centre -------------------------------------------------------------------------------
LEGEND = (("combat", faces.COMBAT), ("influence", faces.INFLUENCE), ("To Recruit", faces.INK))


def _badge_legend(surface: pygame.Surface, x: int, y: int, right: int) -> None:
    """Under the pool, what a crew card's three numbers are, each word beside a dot of its
    badge's colour: the numbers carry no label on a table-sized card. The words shrink
    to end before ``right`` (at 125% text "To Recruit" ran out of the crew well)."""
    size = 10
    while (
        size > 7
        and x + sum(11 + theme.text_width(word, size, "semibold") + 10 for word, _ in LEGEND) - 10
        > right
    ):
        size -= 1
    for word, colour in LEGEND:
        pygame.draw.circle(surface, colour, (x + 4, y), 4)
        words = theme.text(
            surface,
            word,
            (x + 11, y),
            size=size,
            weight="semibold",
            colour=marks.DIM,
            anchor="midleft",
        )
        x = words.right + 10


def _centre(board: StormBoard, surface: pygame.Surface) -> None:
    view = board.sview
    lay = board.layout
    marks.well(
        surface,
        lay.crew_zone,
        "Crew Stack  ·  Available Crew Pool",
    )
    stack_r = lay.crew_stack()
    n = len(view.crew_stack)
    if n:
        for i in range(min(3, n)):
            surface.blit(faces.back(CREW), stack_r.move(-i * 2, -i * 2))
    else:
        pygame.draw.rect(surface, marks.EDGE, stack_r, 1, border_radius=6)
    marks.pill(surface, (stack_r.centerx, stack_r.bottom + 10), f"{n} crew", marks.LABEL)
    slots = 2 if view.turns <= 1 else 3
    for i in range(max(slots, len(view.pool))):
        r = lay.pool_slot(i)
        if i < len(view.pool):
            draw_card(board, surface, ("pool", view.pool[i]), view.pool[i], r, CREW)
        else:
            pygame.draw.rect(surface, marks.EDGE, r, 1, border_radius=6)
    _badge_legend(surface, lay.pool_slot(0).x, stack_r.bottom + 10, lay.crew_zone.right - 4)
    ship = lay.ship_zone
    marks.well(surface, ship, "Ship sections in the centre", note="DEF bonus  ·  To TAKE")
    for i, sec in enumerate(board.table.centre_sections):
        r = lay.centre_section(i, len(board.table.centre_sections))
        draw_card(board, surface, ("section", sec), sec, r, LEADER, board.angle(sec))
        _passives(board, surface, sec)
    if not board.table.centre_sections:
        theme.text(
            surface,
            "Every section is held",
            ship.center,
            size=13,
            colour=marks.DIM,
            anchor="center",
        )
    if board.table.scan:
        _scan(board, surface)


SCAN_TITLE_Y = 5


def _scan(board: StormBoard, surface: pygame.Surface) -> None:
    cards = board.table.scan
    rects = board.layout.scan_cards(len(cards))
    area = board.layout.scan_panel(len(cards))
    theme.panel(surface, area, colour=(20, 28, 48), edge=marks.SELECT, alpha=250)
    theme.text(
        surface,
        "Top of the Crew Stack (top first)",
        (area.centerx, area.y + SCAN_TITLE_Y),
        size=12,
        weight="bold",
        colour=marks.SELECT,
        anchor="midtop",
    )
    for crew, r in zip(cards, rects, strict=True):
        draw_card(board, surface, ("scan", crew), crew, r, CREW)


# --- the hand and the piles ---------------------------------------------------------------------
def _hand(board: StormBoard, surface: pygame.Surface) -> None:
    view = board.sview
    lay = board.layout
    me = board.viewer
    hand = view.hand[me]
    auto = view.auto_pass[me] if me < len(view.auto_pass) else False
    area = pygame.Rect(lay.hand.x, lay.hand.y, lay.piles.x - lay.hand.x - 8, lay.hand.h)
    room = lay.hand_card(0, len(hand)).x - area.x - 14 if hand else None
    label = marks.well(surface, area, f"Your hand ({len(hand)})", room=room)
    if auto:
        # The seat's auto-pass (a game option): not asked in a window where no answer
        # could be legal, judged on what every seat sees. On the label's line it was cut
        # to "auto-p..." beside a hand of five, so it takes the line under it.
        width = min(area.w - 16, room if room is not None else area.w)
        theme.text(
            surface,
            shortened(AUTO_PASS_NOTE, width, 11, "semibold"),
            (label.x, label.bottom),
            size=11,
            weight="semibold",
            colour=marks.DIM,
        )
    hovered = board.hover[1] if board.hover and board.hover[0] == "hand" else None
    order = [i for i in range(len(hand)) if i != hovered] + (
        [hovered] if hovered is not None else []
    )
    spot: Spot
    for i in order:
        inst = hand[i]
        r = lay.hand_card(i, len(hand))
        if i == hovered:
            r = r.move(0, -8)
        spot = ("hand", i)
        _marks_for(board, surface, spot, r)
        marks.shadow(surface, r)
        if inst is None:  # pragma: no cover - the viewer's own hand is known
            surface.blit(faces.back(HAND_CARD), r)
            continue
        surface.blit(faces.face(view.game, view.game.design_of[inst], HAND_CARD), r)
        if _selected(board, spot):
            marks.ring(surface, r, marks.SELECT)
    marks.well(surface, lay.piles, "Action Stack · Discard")
    a = lay.action_stack()
    if view.action_stack:
        surface.blit(faces.back(PILE), a)
    else:
        pygame.draw.rect(surface, marks.EDGE, a, 1, border_radius=6)
    marks.pill(surface, (a.centerx, a.bottom + 10), f"{len(view.action_stack)}", marks.LABEL)
    d = lay.discard()
    if view.discard:
        top = view.game.design_of[view.discard[-1]]
        surface.blit(faces.face(view.game, top, PILE), d)
    else:
        pygame.draw.rect(surface, marks.EDGE, d, 1, border_radius=6)
    marks.pill(surface, (d.centerx, d.bottom + 10), f"{len(view.discard)}", marks.LABEL)
    for spot, r in ((("action_stack",), a), (("discard",), d)):
        if board.hover == spot:
            pygame.draw.rect(surface, marks.LABEL, r.inflate(4, 4), 1, border_radius=8)


# --- the prompt ---------------------------------------------------------------------------------
def status(board: StormBoard) -> tuple[str, tuple[int, int, int]]:
    """The prompt's words when the viewer has no decision."""
    view = board.sview
    names = board.names
    if board.watching and board.shown_by is not None:
        who = names[board.shown_by]
        return f"{who}'s move, step by step (click to skip)…", marks.DIM
    if view.is_over:
        winners = " and ".join(names[w] for w in view.winners) or "Nobody"
        verb = "win" if len(view.winners) > 1 else "wins"
        return named(f"{winners} {verb}: {view.end_reason}.", names), marks.GLOW
    seat = view.current_player or 0
    top = view.stack.top
    what = {
        "priority": "holds priority",
        "last_call": "has a last call",
        "commit": "is committing cards",
        "redeploy": "is redeploying",
        "open": "is in the Action phase",
    }.get(top.kind if top else "", "is deciding")
    return f"{names[seat]} {what}…", marks.DIM


def prompt_text(board: StormBoard) -> str:
    view = board.sview
    walk = board.walk
    if walk is not None and walk.prefix:
        return prompts.selected_prompt(view, walk.prefix[-1], walk.buttons(), bool(board.spots))
    kind = board.decision() or ""
    text = named(prompts.prompt(view, kind, board.legal_actions(), board.names), board.names)
    return yours(text, board.names[board.viewer])


def yours(text: str, me: str) -> str:
    """The viewer's own item as the prompt names it: "your attack", not "Player 1's"."""
    return text.replace(f"over {me}'s ", "over your ")


def _prompt(board: StormBoard, surface: pygame.Surface) -> None:
    lit = board.walk is not None
    if lit:
        text, colour = prompt_text(board), marks.GLOW
    else:
        text, colour = status(board)
    buttons = [b for b, _ in board.buttons]
    passes = any(a is not None and a.kind == "pass" for _, a in board.buttons)
    hint = "(Space passes)" if lit and passes else ""
    draw_prompt_bar(surface, board.layout.prompt, text, colour, buttons, BAR, lit=lit, hint=hint)


def _tray(board: StormBoard, surface: pygame.Surface) -> None:
    r = board.layout.tray
    theme.panel(surface, r, colour=(16, 20, 34), edge=marks.GLOW, alpha=250)
    kind = board.decision()
    title = (
        "Respond: every answer you may give now"
        if kind in ("priority", "last_call")
        else ("Every option you have now")
    )
    theme.text(surface, title, (r.x + 14, r.y + 10), size=16, weight="title", colour=marks.GLOW)
    theme.text(
        surface,
        "or click the glowing cards on the table · right-click closes",
        (r.x + 14, r.y + 32),
        size=12,
        colour=marks.DIM,
    )
    for button, _ in board.tray:
        if button.hover:
            pygame.draw.rect(
                surface, (*marks.GLOW, 90), button.rect.inflate(4, 4), 2, border_radius=10
            )
        button.draw(surface)
