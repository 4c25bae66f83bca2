"""Which legal action a click means, what each decision asks in words, and why a click was
refused: the board's whole interaction logic, free of drawing so tests can read it."""

from __future__ import annotations

import re
from typing import cast

from game.core.actions import Action
from game.engines.dragon_island import board as B
from game.engines.dragon_island import costs
from game.engines.dragon_island.content import COLOURS, ENERGY, GOLD
from game.engines.dragon_island.dragons import is_pen, pen_owner
from game.engines.dragon_island.hexes import (
    DIRECTION_NAMES,
    ORIGIN,
    Hex,
    bearing,
    neighbours,
    step,
)
from game.engines.dragon_island.state import DragonIslandState
from game.engines.dragon_island.tile_actions import telekinesis_yield

HEX_KINDS = frozenset({"place", "dragon_from", "dragon_to", "move"})
# Answered by a click on the island without carrying a hex: telekinesis is a direction,
# chosen by clicking the space next to the wizard that way (sea too: a line of one tile).
CLICKED_KINDS = HEX_KINDS | {"telekinesis"}
STEPS: tuple[str, ...] = (
    "Place",
    "Dragons",
    "Fly dragons",
    "Move",
    "Tame/capture",
    "Tile action",
    "Map",
    "Draw",
)
_STEP_OF_KIND = {
    "place": 0,
    "wild": 0,
    "dragon_source": 2,
    "dragon_pick": 2,
    "dragon_dest": 2,
    "move": 3,
    "deal": 4,
    "action": 5,
    "map": 6,
}
PROMPTS = {
    "keep_map": "Choose the Treasure Map to keep",
    "place": "Place a tile on a glowing space (right-click or Flip turns it over)",
    "wild": "Declare the colour of the Wild tile",
    "dragon_source": "Fly dragons? Click a tile with dragons",
    "dragon_pick": "Choose which dragons fly (1 gold each)",
    "dragon_dest": "Click the tile the dragons fly to",
    "move": "Move your wizard: click a glowing tile",
    "deal": "Deal with the dragons here",
    "pay": "Pay Active Energy",
    "action": "Use this tile's action?",
    "telekinesis": "Telekinesis: click a direction",
    "map": "Play a Treasure Map here?",
}


NO_REACH = "No tile in reach: you stay, no tile action"


def prompt(
    view: DragonIslandState,
    kind: str | None,
    default: str = "Choose",
    legal: list[Action] | None = None,
) -> str:
    """The prompt for a decision. A payment asks one colour at a time how many cubes of it
    to give, and names the colours the rest will come from (its buttons are bare numbers;
    the banner says what is being paid for, ``pay_context``). A move with no tile in
    reach says so (there is no glowing tile to click, only Stay)."""
    if kind == "pay" and view.pay_colours:
        return pay_question(view)
    if kind == "dragon_pick":
        return f"Choose which dragons fly ({view.rules.setup.dragon_move_cost} gold each)"
    if kind == "move" and legal and all(str(a).startswith("No tile") for a in legal):
        return NO_REACH
    return PROMPTS.get(kind or "", default)


def pay_question(view: DragonIslandState) -> str:
    """ "How many blue cubes? The rest is paid in green and white.": the engine pays colour by
    colour, so without the later colours named a player could not tell what a small
    number of this one leaves to pay from."""
    first, *rest = view.pay_colours
    later = [ENERGY[i] for i in rest]
    question = f"How many {ENERGY[first]} cubes?"
    if not later:
        return question
    names = later[0] if len(later) == 1 else ", ".join(later[:-1]) + " and " + later[-1]
    return f"{question} The rest is paid in {names}."


def pay_context(view: DragonIslandState) -> str:
    """What a payment is for and how much of it is left: the banner's line while the
    panel asks ``pay_question``, so the two never repeat each other."""
    purpose = view.pay_purpose[0] if view.pay_purpose else ""
    owed = f"{view.pay_left} Active Energy left to pay"
    if purpose == "captured":
        return f"Capture the dragons here: {owed}"
    if purpose == "built" and str(view.pay_purpose[1]) in view.rules.buildings:
        return f"Build the {view.rules.buildings[str(view.pay_purpose[1])].name}: {owed}"
    return f"Pay Active Energy: {owed}"


def panel_context(view: DragonIslandState, seat: int, kind: str | None) -> str | None:
    """The banner's line while a choice panel asks the question: where the decision is
    (the panel's title said it again, word for word). None keeps the prompt."""
    if kind in ("deal", "action", "map"):
        return f"Your wizard stands on {B.where(view, view.wizards[seat])}"
    if kind == "pay":
        return pay_context(view)
    if kind == "wild" and view.placed_hex is not None:
        return f"The Wild tile {bearing(view.placed_hex)} counts as the colour you declare"
    if kind == "dragon_pick" and view.src is not None:
        return f"Dragons fly from {B.where(view, view.src)}"
    if kind == "keep_map":
        drawn = sum(m is not None for m in view.drawn)
        when = "Set-up" if view.after_keep == "setup" else "Treasure Map tile"
        return f"{when}: keep {view.keep_left} of the {drawn} Treasure Maps drawn"
    return None


_WHERE = re.compile(
    r" (?:(to|from) (?:the Keep|the tile (?:\d+ )?[a-z-]+ of the Keep)|(?:\d+ )?[a-z-]+ of the Keep)"
)


def hover_text(view: DragonIslandState, action: Action) -> str:
    """What a hovered target on the island does, in words: the engine's labels name the
    hex by its bearing from the Keep ("Move the wizard to the tile 2 north of the Keep
    (step)"), which the pointer already shows, so "here" ("Move the wizard here (step)")."""
    if action.kind == "dragon_from":
        gold = view.rules.setup.dragon_move_cost
        return f"Fly dragons from here ({gold} gold each)"
    return _WHERE.sub(lambda m: " from here" if m.group(1) == "from" else " here", str(action))


def action_hex(action: Action) -> Hex | None:
    """Engine convention: hex-targeted kinds carry the hex as their last two arguments."""
    if action.kind not in HEX_KINDS or len(action.args) < 2:
        return None
    q, r = action.args[-2], action.args[-1]
    return (q, r) if isinstance(q, int) and isinstance(r, int) else None


def decision_kind(view: DragonIslandState) -> str | None:
    top = view.stack.top
    return None if view.over or top is None else top.kind


def step_index(view: DragonIslandState) -> int | None:
    """Which of the eight turn steps is being decided (None during set-up and at the end)."""
    kind = decision_kind(view)
    if kind is None:
        return None
    if kind == "keep_map":
        return None if view.after_keep == "setup" else 5
    if kind == "pay":
        return 4 if view.pay_purpose and view.pay_purpose[0] == "captured" else 5
    return _STEP_OF_KIND.get(kind)


def placeable_tiles(legal: list[Action]) -> list[str]:
    seen: list[str] = []
    for a in legal:
        if a.kind == "place" and a.args[0] not in seen:
            seen.append(str(a.args[0]))
    return seen


def hex_targets(
    legal: list[Action], held: tuple[str, int] | None, wizard: Hex | None
) -> dict[Hex, Action]:
    """Hex -> the action a click there proposes. A place needs the held tile and face; the
    wizard's own hex means "stay" when staying is offered; a telekinesis is the space next
    to the wizard in its direction (six long button labels would crowd out the island)."""
    out: dict[Hex, Action] = {}
    for a in legal:
        h = action_hex(a)
        if a.kind == "place":
            if held is None or (a.args[0], a.args[1]) != held:
                continue
        elif a.kind == "stay" and wizard is not None:
            h = wizard
        elif a.kind == "telekinesis" and wizard is not None:
            h = step(wizard, int(cast(int, a.args[0])))
        if h is not None and h not in out:
            out[h] = a
    return out


def button_actions(legal: list[Action]) -> list[Action]:
    """Everything not answered by a click on the island gets a button (stay gets one too:
    a wizard that stays is easy to miss on the island)."""
    return [a for a in legal if a.kind not in CLICKED_KINDS]


def telekinesis_directions(view: DragonIslandState, seat: int, legal: list[Action]) -> bool:
    """Whether this decision is answered by clicking a direction around the wizard."""
    return view.wizards[seat] is not None and any(a.kind == "telekinesis" for a in legal)


def telekinesis_line(view: DragonIslandState, seat: int, action: Action) -> list[Hex]:
    """The tiles a telekinesis collects from: the wizard's own and the line that way."""
    h = view.wizards[seat]
    return [h, *B.line_from(view, h, int(cast(int, action.args[0])))]


def telekinesis_gain(view: DragonIslandState, seat: int, action: Action) -> tuple[str, str]:
    """What a telekinesis brings, short and spelled out: ("+4", "East: 1 blue, 1 green,
    1 white, 1 gold"). The short one fits inside a tile; the long one is the banner's
    while the pointer is on that direction (the engine's own wording is too long there)."""
    d = int(cast(int, action.args[0]))
    counts = telekinesis_yield(view, view.wizards[seat], d)
    parts = [f"{counts[c]} {'gold' if c == GOLD else c}" for c in COLOURS if counts.get(c)]
    total = sum(counts.get(c, 0) for c in COLOURS)
    name = DIRECTION_NAMES[d]
    return f"+{total}", f"{name[:1].upper()}{name[1:]}: {', '.join(parts) or 'nothing'}"


def focus_hexes(
    view: DragonIslandState, seat: int, kind: str | None, legal: list[Action]
) -> set[Hex]:
    """The tiles a decision answered by buttons is about, which its panel must not hide:
    the wizard's tile and those touching it (the dragons to deal with, the Active Energy
    to pay from, a map's pattern, the tile's action, plus the six lines a telekinesis
    collects from), the Wild tile just placed and its neighbours (its colour counts for
    maps and energy there), the tile the dragons fly from."""
    if kind in ("deal", "action", "map", "pay"):
        centre: Hex | None = view.wizards[seat]
    elif kind == "wild":
        centre = view.placed_hex
    elif kind == "dragon_pick":
        centre = view.src
    else:
        return set()
    if centre is None:
        return set()
    out = {h for h in (centre, *neighbours(centre)) if h in view.board}
    for a in legal:
        if a.kind == "telekinesis":
            out.update(B.line_from(view, centre, int(cast(int, a.args[0]))))
    return out


def refusal(view: DragonIslandState, seat: int, kind: str | None, h: Hex, held: bool) -> str:
    """Why a click on ``h`` does nothing, in the player's words."""
    if kind == "place":
        if not held:
            return "Pick one of your tiles first (bottom left)."
        if h in view.board:
            return "That space already has a tile."
        if not any(n == ORIGIN or n in view.board for n in neighbours(h)):
            return "Tiles go next to the island."
        return "A new tile must touch the Keep or at least two tiles."
    if h not in view.board:
        return "That is open sea."
    if kind == "move":
        if h == view.wizards[seat]:
            return "You must end your move on another tile."
        if view.dragons.get(h) and pen_owner(view, h) not in (None, seat):
            return "Penned dragons bar the way: only the Pen's owner may capture them."
        if view.dragons.get(h) and is_pen(view, h):
            return "You cannot end there: you could not capture your penned dragons."
        if view.dragons.get(h):
            return "You cannot end there: you could neither tame nor capture those dragons."
        if view.seat_turns[seat] == 1:
            return "On your first turn you may only stay on the Keep or move to your own Tower."
        return "Out of reach: step next door, fly to a colour of your pets, or teleport home."
    if kind == "dragon_source":
        if view.dragons.get(h) and is_pen(view, h):
            return "Penned dragons never move again."
        return "There are no dragons there to move."
    if kind == "dragon_dest":
        return "Dragons may not land on the Keep or stay where they are."
    if kind is None:
        return ""
    return "Choose from the panel on the island."


def dealing_cost(view: DragonIslandState, seat: int, h: Hex, *, long: bool = False) -> str:
    """What the dragons on ``h`` would cost the wizard arriving there (move decision).

    Short ("tame 3g / capture 9AE") for the pill under a tile, which must stay about a
    tile wide; ``long`` spells it out ("tame 3 gold or capture 9 Active Energy") for the
    banner while the pointer is on that tile, so the shorthand is explained."""
    dragons = view.dragons.get(h, ())
    if not dragons:
        return ""
    penned = is_pen(view, h)
    if penned and pen_owner(view, h) != seat:
        return "its dragons are penned" if long else "penned"
    parts = []
    if not penned and costs.can_tame(view, seat, h):
        gold = view.rules.tame_cost - costs.tame_bank_help(view, seat)
        parts.append(f"tame {gold} gold" if long else f"tame {gold}g")
    if costs.can_capture(view, seat, h):
        energy = costs.capture_cost(view, seat, h)
        parts.append(f"capture {energy} Active Energy" if long else f"capture {energy}AE")
    return (" or " if long else " / ").join(parts)


def cost_labels(view: DragonIslandState, seat: int, h: Hex) -> tuple[str, ...]:
    """The pill under a tile with dragons, longest first: "tame 3g / capture 9AE", then
    "3g / 9AE" (the units say which is which), then "3g/9AE", which the island draws as
    a gold coin and an Active Energy cube with the amounts inside (narrow enough for a
    late-game tile, where "3g / 9AE" did not fit and the cost went missing). The island draws the longest that fits
    inside the tile at the current zoom, or none; the banner spells it out on hover."""
    text = dealing_cost(view, seat, h)
    if " " not in text:  # "penned", or nothing
        return (text,) if text else ()
    amounts = [part.split(" ")[-1] for part in text.split(" / ")]
    if len(amounts) == 2:  # "3g/9AE": the island draws it as a coin and a cube
        return (text, " / ".join(amounts), "/".join(amounts))
    return (text, amounts[0])


def active_colours(view: DragonIslandState, seat: int) -> list[int]:
    h = view.wizards[seat]
    return B.active_energy(view, h) if h in view.board else []


def _build_cost(action: Action) -> str:
    """The Active Energy a build costs, read from the engine's wording ("... for 5 Active
    Energy"); "" when the wording has no such ending."""
    words = str(action).rsplit(" for ", 1)
    return words[1] if len(words) == 2 and words[1].endswith("Active Energy") else ""


def button_label(view: DragonIslandState, action: Action, actions: list[Action]) -> str:
    """A choice button's wording, short enough for a compact panel: the engine's labels
    ("Build Pet Dragon Lair for the green pet for 5 Active Energy", "Play Treasure Map M16
    (green centre, next to green + green + gold + red: 4 fame, 2 gold)") made panels
    600 px wide that covered or shrank the island. What a short label leaves out is in
    sight elsewhere: the build cost in the panel's title (``panel_title``), a map's
    pattern on its card in the tray, a dragon's colour in the word. The full wording is
    the button's tooltip."""
    kind, args = action.kind, action.args
    rules = view.rules
    if kind == "build" and str(args[0]) in rules.buildings:
        name = rules.buildings[str(args[0])].name
        # "Pet Dragon Lair for the green pet" -> "Lair: green pet".
        label = f"{name.split()[-1]}: {args[1]} pet" if args[1] else name
        # The cost is in the title when every building here costs the same.
        return label if _shared_build_cost(actions) else str(action)
    if kind in ("keep_map", "play_map") and str(args[0]) in rules.maps:
        m = rules.maps[str(args[0])]
        verb = "Keep" if kind == "keep_map" else "Play"
        return f"{verb} {args[0]}: {m.fame} fame, {m.gold} gold"
    if kind == "pick_dragon":
        colour = str(args[0])
        return f"{colour[:1].upper()}{colour[1:]} dragon"  # the title says what each costs
    if kind == "done_picking":
        return "Done choosing"
    if kind == "declare":
        colour = str(args[0])
        return f"{colour[:1].upper()}{colour[1:]}"
    if kind == "pay":  # a bare number: the title asks "How many blue cubes?"
        return str(args[1])
    if kind == "skip" and str(action) == "Skip the tile's action":
        return "Skip"
    if kind == "stay" and str(action).startswith("No tile"):
        return "Stay"  # the prompt says why (NO_REACH)
    return str(action)


def panel_title(view: DragonIslandState, kind: str | None, actions: list[Action]) -> str:
    """The choice panel's title: the prompt, and for a tile's buildings their one cost,
    which the short build labels leave out ("Build (5 Active Energy)?")."""
    cost = _shared_build_cost(actions)
    return f"Build ({cost})?" if cost else prompt(view, kind)


def _shared_build_cost(actions: list[Action]) -> str:
    """The one cost of every building on offer, when the choice is only buildings and a
    skip; "" otherwise."""
    costs_ = {_build_cost(a) for a in actions if a.kind == "build"}
    only = all(a.kind in ("build", "skip") for a in actions)
    return next(iter(costs_)) if only and len(costs_) == 1 else ""
