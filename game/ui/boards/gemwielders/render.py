"""Drawing the whole Gemwielders table in order: the felt, both sides, the middle (the
shared row, or whatever is laid over it), the prompt with its buttons, the viewer's
hand, the numbers rising off the counters; the hover panel last, over the log too."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.core.wording import plural, possessive
from game.engines.gemwielders import draft
from game.engines.gemwielders.cards import card_id
from game.engines.gemwielders.effects import bearer_key
from game.engines.gemwielders.main_phase import use_ability
from game.ui import theme
from game.ui.boards.gemwielders import detail, marks, middle, prompts, showview, sides
from game.ui.boards.gemwielders import targets as T
from game.ui.kit.promptbar import BarStyle, draw_prompt_bar
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.ui.boards.gemwielders.board import GemBoard

BAR = BarStyle(fill=(20, 14, 28), tray=(24, 16, 34), glow=marks.GLOW, edge=marks.EDGE)

counts_rect = sides.counts_rect
arena_card_rect = showview.arena_card_rect


def button_width(label: str) -> int:
    return theme.text_width(label, 14, "semibold") + 28


def middle_mode(board: GemBoard) -> str:
    """What the middle shows: 'choose' (set-up), 'pile', 'look', 'attack', 'card' or
    'row' (the draft row, the pool, the Sources)."""
    view = board.table
    if view.stage == "bearer":
        return "choose"
    legal = board.legal_actions()
    if legal and T.picker_open(view, legal):
        return "pile"
    if legal and board.kind == "look":
        return "look"
    show = board.show()
    if show is not None:
        return show.kind
    return "row"


def draw_board(board: GemBoard, surface: pygame.Surface) -> None:
    surface.blit(_felt(board.rect.size), board.rect.topleft)
    mode = middle_mode(board)
    me = board.viewer
    if mode != "choose":
        sides.draw_side(board, surface, 1 - me, mode)
        sides.draw_side(board, surface, me, mode)
    else:
        sides.draw_side(board, surface, 1 - me, mode)
    if mode == "choose":
        middle.draw_choose(board, surface)
    elif mode == "pile":
        middle.draw_pile(board, surface)
    elif mode == "look":
        middle.draw_look(board, surface)
    elif mode in ("attack", "card"):
        show = board.show()
        assert show is not None
        showview.draw_show(board, surface, show)
    else:
        middle.draw_row_mode(board, surface)
    if mode != "choose":  # set-up says its question in its own title
        _prompt(board, surface)
        sides.draw_hand(board, surface)
    _floats(board, surface)


def draw_overlay(board: GemBoard, surface: pygame.Surface) -> None:
    detail.draw_detail(board, surface)


@lru_cache(maxsize=2)
def _felt(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*marks.FELT, 238), surf.get_rect(), border_radius=14)
    pygame.draw.rect(surf, (*marks.EDGE, 255), surf.get_rect(), 2, border_radius=14)
    return surf


# --- the prompt --------------------------------------------------------------------------------
def status(board: GemBoard) -> tuple[str, tuple[int, int, int]]:
    """The prompt's words when the viewer has no decision on offer."""
    view = board.gview
    seats = board.session.seats
    if board.steps:  # the winning attack plays out before the winner is named
        show = board.steps[0].show
        who = show.attacker if show.kind == "attack" else show.owner
        return f"{seat_name(seats, who)}'s move is being shown  ·  click to skip", marks.DIM
    if view.is_over:
        winner = view.winners[0] if view.winners else 0
        return f"{seat_name(seats, winner)} wins: {view.end_reason}.", marks.GLOW
    if board.my_decision and not board.presenting:
        return "Showing the last move…", marks.DIM
    return f"{seat_name(seats, view.current_player or 0)} is playing…", marks.DIM


def _prompt(board: GemBoard, surface: pygame.Surface) -> None:
    lit = board.presenting
    if lit:
        text = prompts.prompt(board.gview, board.kind or "", board.legal_actions())
        colour = marks.GLOW
    else:
        text, colour = status(board)
    buttons = [b for b, _ in board.buttons]
    draw_prompt_bar(surface, board.layout.prompt, text, colour, buttons, BAR, lit=lit)


# --- numbers rising off the counters ---------------------------------------------------------
def _floats(board: GemBoard, surface: pygame.Surface) -> None:
    step = board.step
    if step is None or not step.floats or not board.landed:
        return
    k = min(1.0, (board.step_t / step.duration - 0.35) / 0.65)
    alpha = round(255 * min(1.0, 2.0 * (1 - k)))
    stacked: dict[tuple[int, str], int] = {}
    for f in step.floats:
        mine = f.seat == board.viewer
        panel = board.layout.panel(mine)
        tile = board.layout.bearer_tile(mine)
        # Over the number it changes, rising off it.
        x = tile.right + 10 + (0 if f.what == "life" else 78)
        n = stacked.get((f.seat, f.what), 0)
        stacked[(f.seat, f.what)] = n + 1
        y = panel.y + 30 - round(22 * k) - n * 22
        # On a dark pill of its own: it rises over the name line, and must read there.
        img = theme.rendered(f.text, 22, "bold", f.colour)
        layer = pygame.Surface((img.get_width() + 14, img.get_height() + 2), pygame.SRCALPHA)
        pygame.draw.rect(
            layer, (16, 10, 20, 230), layer.get_rect(), border_radius=layer.get_height() // 2
        )
        pygame.draw.rect(
            layer, (*f.colour, 255), layer.get_rect(), 1, border_radius=layer.get_height() // 2
        )
        layer.blit(img, (7, 1))
        layer.set_alpha(alpha)
        surface.blit(layer, (x + 16, y))


# --- refusals ---------------------------------------------------------------------------------
def hand_refusal(board: GemBoard, name: str, inst: str) -> str:
    """Why a click on a hand card did nothing, in the words of the decision asked."""
    kind = board.kind
    view = board.gview
    card = view.game.defs[card_id(inst)]
    if kind == "attack":
        return f"{name} is not an attack card: only attack cards go into the attack."
    if kind == "main":
        if card.type == "attack":
            return f"{name} is an attack card: end the main phase, then choose your attack."
        if inst in view.played:
            return f"This {name} was played this turn already: a card plays once a turn."
        return f"{name} cannot be played now."
    return prompts.prompt(view, kind or "", board.legal_actions())


def use_refusal(board: GemBoard, spot: tuple[object, ...]) -> str | None:
    """Why a click on your own modification or Gembearer did nothing, when the reason is
    the ability itself (used, unaffordable, nothing to use); None leaves it to the prompt."""
    view = board.gview
    me = board.viewer
    if spot[0] == "bearer":
        key = bearer_key(me)
        name = view.game.bearers[str(view.bearer[me])].name if view.bearer[me] else "It"
        used = view.bearer_used[me]
    else:
        i = int(spot[2])  # type: ignore[call-overload]
        if i >= len(view.mods[me]):
            return None
        key = str(view.mods[me][i])
        name = view.game.defs[card_id(key)].name
        used = key in view.used
    ability = use_ability(view, key)
    if ability is None:
        return f"{name} has no ⚙ ability to use: what it does works on its own."
    if used:
        return f"{name} was used this turn: it readies in your draw phase."
    if board.kind != "main":
        return f"{possessive(name)} ⚙ ability is used in your main phase."
    if view.power[me] < ability.cost:
        return (
            f"{possessive(name)} ⚙ ability costs {ability.cost} power: you have {view.power[me]}."
        )
    return None


def row_refusal(board: GemBoard, slot: int) -> str:
    view = board.gview
    inst = view.row[slot] if slot < len(view.row) else None
    if inst is None:
        return "An empty place: it is refilled in the next draft phase."
    card = view.game.gem_cards[card_id(inst)]
    gd = view.game.gem_defs[card.gem]
    have = draft.gems_of(view, board.viewer, card.gem)
    if board.kind not in ("draft", "dead_scrap"):
        return "Cards are drafted in the draft phase, one a turn."
    return (
        f"{card.name} needs {plural(card.requirement, gd.name)} "
        f"({gd.colour} {gd.shape}); you hold {have}."
    )
