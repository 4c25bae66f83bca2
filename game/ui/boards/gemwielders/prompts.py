"""What the prompt says for each decision, and the words on its buttons: the question a
player is asked, in the rulebook's terms, and answers short enough to read at a glance
(the engine's labels stay the reference: anything unknown here shows its label)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.engines.gemwielders import attack as rules_attack
from game.engines.gemwielders import effects

if TYPE_CHECKING:
    from game.engines.gemwielders.state import GemState

PROMPTS = {
    "bearer": "Choose your Gembearer: click one",
    "redeal": "The draft row is dealt. You may send it back once: reshuffle and deal five new cards",
    "dead_scrap": "No player can ever draft a marked card: you may scrap one (click it)",
    "socket": "Socket one gem from the pool into your Gembearer, for good (click a gem)",
    "draft": "Draft a card whose requirement you meet (click it), or scrap it from the row",
    "source": "Add a Source to your discard pile? (one a turn)",
    "main": "Main phase: play a lit card, use a ⚙ ability, or add defense cards face down",
    "attack": "Attack: click attack cards in your hand to add them, then attack",
    "order": "Your effects wait: choose which resolves next",
    "discard": "Discard a card: click it in your hand",
    "recover": "Take a card from your discard pile into your hand: click it",
    "peek": "Look at a face-down card of the opponent's defense setup: click it",
    "pick_defense": "Discard a card of the opponent's defense setup: click it",
    "exhaust": "Set an opponent's modification or their Gembearer to used: click it",
}


def prompt(view: GemState, kind: str, legal: list[Action]) -> str:
    """The question of the viewer's decision ``kind`` in ``view``."""
    top = view.stack.top
    data = top.data if top is not None else {}
    if kind == "pay":
        key = str(data["key"])
        ab = data["ability"]
        what = effects.describe(ab.do)
        tail = f" (if not: {effects.describe(ab.otherwise)})" if ab.otherwise else ""
        return f"{effects.key_name(view, key)}: pay {ab.cost} power to {what}?{tail}"
    if kind == "attack":
        if view.attack_cards:
            return (
                f"Attack {rules_attack.attack_value(view)} so far: add more attack cards, "
                "or attack now"
            )
        return PROMPTS["attack"]
    if kind == "look":
        name = effects.key_name(view, str(data["key"]))
        if data.get("left", 0) > 0:
            extra = data.get("extra", 0)
            if extra:  # the ⚡ offer stands until a card is taken without it
                more = "one more" if extra == 1 else f"{extra} more"
                return (
                    f"{name}: take a card into your hand (click it), "
                    f"or first pay {data['extra_cost']} power for {more}"
                )
            return f"{name}: take a card into your hand (click it)"
        return f"{name}: put a card back on top (the last one back is the top card)"
    if kind == "scrap":
        where = " or ".join(
            {"hand": "your hand", "discard": "your discard pile"}[z] for z in data["zones"]
        )
        return f"{effects.key_name(view, str(data['key']))}: scrap a card from {where}"
    if kind in ("discard", "recover", "peek", "pick_defense", "exhaust") and "key" in data:
        name = effects.key_name(view, str(data["key"]))
        left = int(data.get("left", 1))
        more = f" ({left} to go)" if left > 1 else ""
        return f"{name}: {PROMPTS[kind][0].lower()}{PROMPTS[kind][1:]}{more}"
    if kind == "main" and not any(a.kind != "end_main" for a in legal):
        return "Main phase: nothing more can be played, end it to attack"
    return PROMPTS.get(kind, "Choose one of the actions")


def button_label(view: GemState, action: Action) -> str:
    """A button's words for ``action``."""
    kind = action.kind
    if kind == "end_main":
        return "End main phase"
    if kind == "announce":
        return f"Attack for {rules_attack.attack_value(view)}"
    if kind == "no_attack":
        return "Don't attack"
    if kind == "redeal":
        return "Send the row back" if action.args[0] else "Keep this row"
    if kind == "take_source":
        return "Take a Source"
    if kind == "pay":
        top = view.stack.top
        if action.args[0] and top is not None:
            return f"Pay {top.data['ability'].cost} power"
        return "Don't pay"  # what not paying does instead is in the prompt
    if kind == "skip":
        top = view.stack.top
        return {
            "socket": "Socket no gem",
            "draft": "Draft nothing",
            "source": "No Source",
            "dead_scrap": "Keep the row",
        }.get(top.kind if top is not None else "", str(action))
    if kind == "done":
        return "Scrap nothing more"
    return str(action)
