"""The hover panel: the card picked up and read, with every ability spelt out, since
the icons on a lane-sized card cannot carry words."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engines.clash_of_decks.board import keywords
from game.engines.clash_of_decks.state import ClashState
from game.ui import theme
from game.ui.boards.clash_of_decks import faces
from game.ui.boards.clash_of_decks import keywords as kw
from game.ui.kit.placement import beside
from game.ui.kit.textfit import fit_size
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.ui.boards.clash_of_decks.board import ClashBoard

WIDTH = 330
BIG = (120, 168)


def card_count(count: int) -> str:
    """'no card', '1 card', '3 cards': a stronghold's life is read aloud on this board,
    and "1 card(s)" reads like a form."""
    if count == 0:
        return "no card"
    return "1 card" if count == 1 else f"{count} cards"


def _lines(
    view: ClashState, card: str | None, fort_seat: int | None, board: ClashBoard, damage: int
) -> tuple[str, str, list[tuple[str | None, bool, str]]]:
    """Title, subtitle and (icon, framed, text) lines."""
    if card is None:
        assert fort_seat is not None
        hand = view.hands[fort_seat]
        life = len(hand) - 1 - hand.index("@")
        name = "Fort" if view.fort[fort_seat] else "Bastion"
        whose = (
            "Your"
            if fort_seat == board.viewer
            else seat_name(board.session.seats, fort_seat) + "'s"
        )
        lines: list[tuple[str | None, bool, str]] = [
            (
                None,
                False,
                f"{whose} health: {card_count(life)} "
                f"{'stands' if life <= 1 else 'stand'} to its right.",
            ),
            (None, False, "Each point of damage moves it one space right."),
        ]
        if view.fort[fort_seat]:
            lines.append(
                (None, False, "In the rightmost space the Fort falls and its owner loses.")
            )
        else:
            lines.append(
                (
                    None,
                    False,
                    "In the rightmost space it is destroyed and becomes the "
                    "Fort, in the leftmost space.",
                )
            )
        return name, "Stronghold · never fights", lines
    c = view.cards[card]
    if c.is_creature:
        sub = f"Creature · cost {c.cost} · attack {c.attack} · health {c.health}"
    else:
        sub = f"Incantation · cost {c.cost} · {c.attack} damage"
    out: list[tuple[str | None, bool, str]] = []
    if not c.is_creature:
        parts = "a creature in play"
        if "perforation" in c.keywords:
            parts += " and the card behind it"
        if "splash" in c.keywords:
            parts += " and the card beside it in the other lane"
        out.append(
            (
                None,
                False,
                f"Deals {c.attack} damage to {parts}; then returns to the right end of your hand.",
            )
        )
        for step in c.effect[1:]:
            if step.name == "move_in_lane":
                out.append((None, False, f"Then moves its target to the {step.to} of its lane."))
        out.append((None, False, _when_cast(view)))
    k: str  # a keyword (the gained ones below are plain strings)
    for k in c.keywords:
        if c.is_creature or k not in ("perforation", "splash"):
            out.append((k, False, f"{kw.title(k)}: {kw.EXPLAIN.get(k, '')}"))
    for k in c.aura:
        out.append(
            (
                k,
                True,
                f"Aura {kw.title(k)}: gives {kw.title(k)} to the creatures left "
                "and right of it in its lane.",
            )
        )
    if c.is_creature:
        gained = sorted(keywords(view, card) - set(c.keywords))
        for k in gained:
            out.append(
                (k, True, f"{kw.title(k)} (from a neighbour's Aura): {kw.EXPLAIN.get(k, '')}")
            )
    if damage and c.health is not None:
        out.append(
            (None, False, f"Damage this turn: {damage} of {c.health} (healed at end of turn).")
        )
    if card in view.entered:
        out.append((None, False, entered_note(keywords(view, card))))
    if not c.verified:
        out.append((None, False, "Values from the community database (no scan of the card)."))
    return c.name, sub, out


def entered_note(kws: frozenset[str] | set[str]) -> str:
    """Why a creature new this turn does or does not attack: Rage lets it hit an enemy
    creature (never the stronghold), and Wrecker, which only ever hits the stronghold,
    cancels that (the assault's rule in the engine)."""
    if "wrecker" in kws:
        return "Entered play this turn: a Wrecker waits for your next turn to attack."
    if "rage" in kws:
        return "Entered play this turn: Rage lets it attack a creature, not the stronghold."
    return "Entered play this turn: it attacks from your next turn."


GAP = 12  # between the hovered card and the panel
# Below before above: the lanes run across the board, so the row under a card is freer.
SIDES = ("right", "left", "below", "above")


def _when_cast(view: ClashState) -> str:
    """When an incantation may be cast: the one rule the timing option changes, so the
    card says it in the words of the game being played (rules.md, Options; ruling 17)."""
    if view.legacy:
        return (
            "Cast it in your summoning phase, or in your assault before one of your "
            "creatures attacks (legacy timing)."
        )
    return "Cast it only in your summoning phase, before your assault."


def draw_detail(
    board: ClashBoard,
    surface: pygame.Surface,
    view: ClashState,
    card: str | None,
    fort_seat: int | None,
    damage: int,
    card_rect: pygame.Rect,
    avoid: list[pygame.Rect] | None = None,
) -> pygame.Rect:
    """The panel beside the hovered card (``card_rect``, as drawn, glow and all), never
    over it: see :func:`_place`. Returns where it went."""
    title, sub, lines = _lines(view, card, fort_seat, board, damage)
    f = theme.font(14)
    text_w = WIDTH - 24 - BIG[0] - 12
    wrapped: list[tuple[str | None, bool, list[str]]] = [
        (icon, framed, theme.wrap(text, text_w - (24 if icon else 0), f))
        for icon, framed, text in lines
    ]
    body_h = sum(len(w) * f.get_linesize() + 6 for _, _, w in wrapped)
    h = max(BIG[1] + 70, 66 + body_h + 12)
    # Inside the window, below the top bar: beside a card at the table's right edge the
    # panel may lie over the log rather than over the card.
    screen = surface.get_rect()
    bounds = pygame.Rect(screen.x, board.rect.y, screen.w, screen.bottom - board.rect.y)
    rect = beside(
        (WIDTH, h),
        card_rect,
        bounds.inflate(-8, -8),
        level=board.mouse,
        sides=SIDES,
        avoid=avoid or [],
        within=board.rect,
        gap=GAP,
    )
    pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 6), border_radius=14)
    pygame.draw.rect(surface, (30, 22, 14), rect, border_radius=14)
    pygame.draw.rect(surface, faces.GOLD, rect, 2, border_radius=14)
    theme.text(
        surface, title, (rect.x + 14, rect.y + 10), size=20, weight="title", colour=faces.GOLD
    )
    size = fit_size(sub, rect.w - 28, 13, "semibold", low=8)
    theme.text(
        surface,
        sub,
        (rect.x + 14, rect.y + 38),
        size=size,
        weight="semibold",
        colour=(210, 190, 150),
    )
    if card is not None:
        img = faces.card_face(view.cards[card], BIG)
    else:
        assert fort_seat is not None
        img = faces.stronghold_face(view.fort[fort_seat], BIG)
    surface.blit(img, (rect.x + 12, rect.y + 62))
    x = rect.x + 12 + BIG[0] + 12
    y = rect.y + 62
    for icon, framed, rows in wrapped:
        tx = x
        if icon:
            surface.blit(kw.icon(icon, 9, framed), (x, y + 1))
            tx = x + 24
        for row in rows:
            theme.text(surface, row, (tx, y), size=14, colour=(236, 226, 204))
            y += f.get_linesize()
        y += 6
    return rect
