"""Where everything sits on the Dragon Bridge table, in logical pixels.

One module owns the geometry so drawing, hit-testing and the tests' click points can
never disagree about where a tile or a card is.
"""

from __future__ import annotations

import pygame

from game.ui.boards import BOARD_RECT

B = BOARD_RECT
# The board and the log beside it: a modal chooser whose options cannot fit on the board
# whole may spread over both (the log's right edge, game/ui/scenes/play.py).
WIDE = pygame.Rect(B.x, B.y, 1264 - B.x, B.h)
OPP = pygame.Rect(B.x, B.y + 4, B.w, 70)
SCENE = pygame.Rect(B.x, OPP.bottom + 6, B.w, 222)
MIDDLE = pygame.Rect(B.x, SCENE.bottom + 6, B.w, 142)
PROMPT = pygame.Rect(B.x, MIDDLE.bottom + 6, B.w, 38)
MINE = pygame.Rect(B.x, PROMPT.bottom + 6, B.w, B.bottom - PROMPT.bottom - 6)

# The headings of the Nest, deck and market panels: high enough that the rings around
# the cards under them (the card in play, the cards to click) stay clear of the letters.
HEAD_Y = MIDDLE.y + 2
LAIR_W = 118  # the Dragon's lair (or the Exit sign) beyond each end of the bridge
TILE_TOP = SCENE.y + 140
TILE_H = 50
TILE_GAP = 3

MINI = (62, 88)  # Nest cards and card backs
ITEM = (80, 88)  # items for sale: wider than the Nest cards, their texts are longer
HAND = (104, 128)  # cards in the viewer's hand
POWER = (110, 96)  # the card under the Dragon, shown by its Dragon power
SLOTS = 7


def bridge_span() -> pygame.Rect:
    return pygame.Rect(SCENE.x + LAIR_W, TILE_TOP, SCENE.w - 2 * LAIR_W, TILE_H)


def tile_rect(index: int, count: int) -> pygame.Rect:
    span = bridge_span()
    pitch = (span.w + TILE_GAP) / count
    x = span.x + index * pitch
    return pygame.Rect(round(x), span.y, round(x + pitch - TILE_GAP) - round(x), span.h)


# Inside a tile, from the top down, each in a band of its own so none covers another:
# a placed Bridge Hack's initials, the distance badge of a destination, then the foot of
# the tile with its Start/Center mark and its gem. (A wizard stands on the top edge.)
TILE_BADGE_R = 9  # the distance badge's radius


def tile_hack_badge(r: pygame.Rect) -> pygame.Rect:
    """Where a Bridge Hack placed on tile ``r`` shows its initials."""
    return pygame.Rect(r.x + 2, r.y + 1, r.w - 4, 14)


def tile_badge(r: pygame.Rect) -> pygame.Rect:
    """The disc telling how far a destination tile is (its bounding box)."""
    d = 2 * TILE_BADGE_R
    return pygame.Rect(r.centerx - TILE_BADGE_R, r.y + 16, d, d)


def tile_foot(r: pygame.Rect) -> pygame.Rect:
    """The lowest band of tile ``r``: its Start/Center mark and its gem."""
    top = tile_badge(r).bottom + 1
    return pygame.Rect(r.x, top, r.w, r.bottom - top)


def gap_rect(index: int, count: int) -> pygame.Rect:
    """The gap between tiles ``index`` and ``index + 1`` (where a Barricade goes)."""
    a, b = tile_rect(index, count), tile_rect(index + 1, count)
    r = pygame.Rect(0, 0, 14, TILE_H + 16)
    r.center = ((a.right + b.x) // 2, a.centery)
    return r


def lair_rect(end: int) -> pygame.Rect:
    """The space beyond tile 0 (``end`` 0) or beyond the last tile (``end`` 1)."""
    x = SCENE.x if end == 0 else SCENE.right - LAIR_W
    return pygame.Rect(x, SCENE.y, LAIR_W, SCENE.h)


NEST_STEP = MINI[0] + 10  # card pitch while the Nest has room for every card side by side
# Where Nest cards may lie: between the panel's margins, wide enough for SLOTS cards. Nine
# cards fanned over it leave 54 px of each in sight: room for every name and text at a
# legible size (with a shorthand for the few that need one).
NEST_ROW = pygame.Rect(MIDDLE.x + 12, MIDDLE.y + 24, (SLOTS - 1) * NEST_STEP + MINI[0], MINI[1])
NEST_PANEL = pygame.Rect(MIDDLE.x, MIDDLE.y, NEST_ROW.right + 12 - MIDDLE.x, MIDDLE.h)


def nest_slot(index: int, count: int = SLOTS) -> pygame.Rect:
    """Card ``index`` of a Nest row holding ``count`` cards (the card in play included).

    Up to SLOTS cards lie side by side in fixed slots. The Nest can hold more than that
    during a turn (six cards left by the last Dragon Check, a Thunderbox turning one up,
    the played card itself, then Trevor or the Dragon Bell turning up another: nine), and
    it is only reshuffled at the Dragon Check; beyond SLOTS the cards fan out, each
    overlapping the one before, so any number stays inside the panel."""
    w, h = MINI
    step = NEST_STEP if count <= SLOTS else (NEST_ROW.w - w) / (count - 1)
    return pygame.Rect(NEST_ROW.x + round(index * step), NEST_ROW.y, w, h)


def nest_face(index: int, count: int) -> pygame.Rect:
    """The part of Nest card ``index`` left uncovered by the card laid after it: where a
    click (or a target's glow) means that card and no other."""
    r = nest_slot(index, count)
    if index < count - 1:
        r.w = min(r.w, nest_slot(index + 1, count).x - r.x)
    return r


# The wings meter and its words share one row under the Nest cards, inside the Nest
# panel: the words never reach the deck's count beside it, however long the warning.
WINGS_ROW = pygame.Rect(NEST_ROW.x, nest_slot(0).bottom + 10, NEST_ROW.w, 14)
WINGS_BAR_MAX = 300
DECK_RECT = pygame.Rect(NEST_PANEL.right + 18, MIDDLE.y + 24, *MINI)
MARKET_PANEL = pygame.Rect(
    DECK_RECT.right + 18, MIDDLE.y, MIDDLE.right - DECK_RECT.right - 18, MIDDLE.h
)


def market_slot(index: int) -> pygame.Rect:
    w, h = ITEM
    return pygame.Rect(MARKET_PANEL.x + 14 + index * (w + 8), MIDDLE.y + 24, w, h)


def item_deck_rect() -> pygame.Rect:
    """The face-down item deck of the basic game, where the market would be."""
    return pygame.Rect(market_slot(0).topleft, MINI)


def hack_slot(index: int) -> pygame.Rect:
    """Bridge Hacks for sale hang in the sky above the bridge, like notices."""
    w = 168
    x = SCENE.centerx - (3 * w + 2 * 10) // 2 + index * (w + 10)
    return pygame.Rect(x, SCENE.y + 10, w, 40)


# Hand cards stand HAND_GAP apart, and the ring around a card to click (or the one
# being played) reaches HAND_RING // 2 beyond its edges: neighbouring rings keep a clear
# gap between them. The hovered card to click rises by HAND_LIFT, its ring still clear of
# the prompt strip above.
HAND_GAP = 16
HAND_RING = 6
HAND_LIFT = 4
_HAND_AREA = pygame.Rect(MINE.x + 396, MINE.y, MINE.w - 396, MINE.h)


def hand_card(count: int) -> tuple[int, int]:
    """The size of each of ``count`` hand cards: the full size while they fit side by side,
    narrower beyond (five cards, Bill Milton's hand), never overlapping."""
    w, h = HAND
    room = _HAND_AREA.w - 8 - (max(1, count) - 1) * HAND_GAP
    return (min(w, room // max(1, count)), h)


def hand_slot(index: int, count: int) -> pygame.Rect:
    w, h = hand_card(count)
    area = _HAND_AREA
    total = count * w + (count - 1) * HAND_GAP if count > 0 else w
    x0 = area.centerx - total // 2
    y = area.bottom - h - HAND_RING // 2  # the ring at the foot of the table
    return pygame.Rect(x0 + index * (w + HAND_GAP), y, w, h)


def plaque_rect(seat_is_me: bool) -> pygame.Rect:
    return pygame.Rect(MINE.x, MINE.y, 388, MINE.h) if seat_is_me else OPP.copy()
