"""The words of the table: what is being asked, the prompt bar's buttons, the chooser's
title, and why a click did nothing (an illegal click always says why)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.engines.dragon_bridge import movement
from game.ui import theme
from game.ui.boards.dragon_bridge import layout as L
from game.ui.boards.dragon_bridge.targets import Target
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.ui.boards.dragon_bridge.board import DragonBridgeBoard

BUTTON_SIZE = 14
MAX_BUTTON = 250


def name(board: DragonBridgeBoard, seat: int) -> str:
    return seat_name(board.session.seats, seat)


def headline(board: DragonBridgeBoard) -> str:
    v = board.v
    shown = board.playing_back
    if shown is not None:  # not yet who decides next, nor how the game ended
        return f"{name(board, shown)} is playing… (click to skip)"
    if v.is_over:
        return outcome(board)
    top = v.stack.top
    if top is None:
        return ""
    if not board.my_decision:
        return f"{name(board, top.seat)} is deciding…"
    kind, data = top.kind, top.data
    if kind == "play":
        return "Your turn: click a card in your hand to play it"
    if kind == "direction":
        verb = movement.VERB[data["kind"]]
        if data["kind"] == "bump":
            return f"Bump {data['amount']}: click an arrow to push {name(board, 1 - top.seat)}"
        return f"{verb} {data['amount']}: click the tile to go to"
    if kind == "distance":
        return f"{movement.VERB[data['kind']]}: click how far to go"
    if kind == "gem":
        return "Gem phase: click a gem, an item, a hack, or a button"
    if kind == "nest_take":
        return "Click a Nest card to take it into your hand"
    if kind == "nest_flip":
        return "Click a Nest card to turn it over"
    if kind == "hack_nest":
        return "Click a Nest card to put it at the bottom of the deck"
    if kind == "hack_tile":
        hack = v.game.hacks[str(data["hack"])]
        where = "gap" if hack.place == "gap" else "tile"
        return f"Place {hack.name}: click a glowing {where}"
    if kind == "setup_wizard":
        return "Choose your wizard (hover a card to read it)"
    if kind == "search_give":
        return "Click a card in your hand to shuffle it into the deck"
    if kind == "discard":
        return f"Over your hand limit of {data['limit']}: click a card to shuffle into the deck"
    return chooser_text(board)[0]


def outcome(board: DragonBridgeBoard) -> str:
    v = board.v
    if v.winner is None:
        return "The game is over"
    why = {"escaped": "escapes the bridge", "pounced": "wins: the Dragon pounced"}.get(
        v.end_reason, "wins"
    )
    return f"{name(board, v.winner)} {why}"


def chooser_text(board: DragonBridgeBoard) -> tuple[str, str]:
    v = board.v
    top = v.stack.top
    kind = top.kind if top is not None else ""
    card = v.game.cards[v.in_play].name if v.in_play else ""
    titles = {
        "choose": ("Choose one", f"{card}: pick one of its effects." if card else ""),
        "optional_step": ("Optional", f"{card} lets you do this if you wish." if card else ""),
        "bump_bonus": ("Strengthen the BUMP?", "A power may add to this BUMP."),
        "use_power": ("Use a power?", "A power of yours can be used now."),
        "warp": ("Warp Gate", "You stand on a Warp Gate."),
        "gem_state": ("Gem on the card", "Which gem goes onto your wizard card?"),
        "order": ("Which power first?", "Several powers trigger at once: pick the first."),
        "arrange": ("Order the top cards", "Put them back on the deck, top card first."),
        "search_take": ("Search the deck", "Take one card from the deck into your hand."),
        "tribute": ("Tribute", "Give a BUMP card, or deplete gems."),
    }
    return titles.get(kind, ("Your decision", "Every choice you have now."))


def buttons(
    board: DragonBridgeBoard, kind: str, legal: list[Action], placed: list[Target]
) -> list[Target]:
    """Buttons, right-aligned in the prompt bar, for answers with no object to click (and
    for any legal action the table failed to place), plus the chooser as a fallback."""
    covered = {t.actions[0] for t in placed if t.actions}
    wanted: list[tuple[str, tuple[Action, ...], str]] = []
    for action in legal:
        # Gems are small targets: the Gem phase also names its answers on buttons.
        always = kind == "gem" and action.kind in ("gem", "power")
        if action in covered and not always:
            continue
        wanted.append((_short(action), (action,), "button"))
    if len(wanted) > 4:
        wanted = []  # too many for the bar: the chooser lists them all
    wanted.append(("All choices…", (), "reopen"))
    f = theme.font(BUTTON_SIZE, "semibold")
    x = L.PROMPT.right - 8
    out: list[Target] = []
    for label, actions, zone in reversed(wanted):
        w = min(MAX_BUTTON, f.size(label)[0] + 26)
        x -= w
        out.append(Target(pygame.Rect(x, L.PROMPT.y + 4, w, L.PROMPT.h - 8), actions, label, zone))
        x -= 8
    return out


def _short(action: Action) -> str:
    label = str(action)
    if action.kind == "gem":
        return {
            "play": "Play a gem",
            "ready": "Ready a gem",
            "skip": "No Gem Action",
        }.get(str(action.args[0]), label.split(":")[0])
    if action.kind == "play" and action.args[0] is None:
        return "No card to play"
    if action.kind == "wizard" and action.args[0] is None:
        return "Random wizard"
    label = label.split(":")[0]
    f = theme.font(BUTTON_SIZE, "semibold")
    while f.size(label)[0] > MAX_BUTTON - 26 and len(label) > 4:
        label = label[:-2].rstrip() + "…"
    return label


def why_not(board: DragonBridgeBoard, pos: tuple[int, int]) -> str:
    """A reason for a click on something that is not a legal answer now (or "" when the
    click fell on empty table, which needs no comment)."""
    from game.ui.boards.dragon_bridge import painter

    zone = painter.zone_at(board, pos)
    if not zone:
        return ""
    v = board.v
    if v.is_over:
        return "The game is over."
    top = v.stack.top
    if board.watching:
        return "The last move is still being shown: click to skip it."
    if not board.my_decision or top is None:
        who = name(board, top.seat) if top is not None else "the other player"
        return f"Not your decision: waiting for {who}."
    if zone == "tile" and top.kind in ("direction", "distance"):
        if top.data.get("kind") == "bump":
            return "A BUMP pushes the other wizard: click one of the arrows beside it."
        return "That tile is out of reach: click a glowing tile."
    if zone == "hand" and top.kind != "play":
        return "You have already played your card this turn. " + headline(board) + "."
    return f"Not a choice now. {headline(board)}."
