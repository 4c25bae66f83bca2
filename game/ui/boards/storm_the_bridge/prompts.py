"""What the prompt asks for each decision and the words on its buttons, in the
rulebook's terms and short enough to read at a glance (anything unknown here shows the
engine's own label, which stays the reference)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.engines.storm_the_bridge import attack, recruit, responses
from game.engines.storm_the_bridge import passives as P

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState
    from game.ui.boards.storm_the_bridge.targets import Token


def totals(view: StormState) -> tuple[str, int, str, int] | None:
    """The recruit or attack under way as (what, total, against what, needed), read live
    from the view, so every modifier that lands shows at once."""
    if view.act_kind == "attack":
        occupied = view.occupier.get(view.act_target) is not None
        return (
            "Attack",
            attack.attack_total(view),
            "Defence" if occupied else "To Take",
            (attack.needed(view)),
        )
    if view.act_kind == "recruit":
        need = recruit.cost(view, view.act_seat, view.act_target)
        return "Influence", recruit.total(view), "To Recruit", need
    return None


def act_name(view: StormState) -> str:
    if view.act_kind == "attack":
        return f"the attack on the {view.game.sections[view.act_target].name}"
    if view.act_kind == "recruit":
        return f"the recruit of {view.game.crew[view.act_target].name}"
    return ""


def _discard_hint(view: StormState, legal: list[Action]) -> str:
    """What a hand card clicked in a window is worth: Dray Mennick's discards for
    influence give +2, Gunnar Brasko's for his attacks +2, a defender's +1 defence."""
    if any(a.kind == "bonus" for a in legal):
        recruiting = view.act_kind == "recruit"
        value = P.discard_value(view, view.act_seat, recruiting)
        what = "influence" if recruiting else "attack"
        return f" · click a hand card to discard it for +{value} {what}"
    if any(a.kind == "defend" for a in legal):
        return " · click a hand card to discard it for +1 defence"
    return ""


def prompt(view: StormState, kind: str, legal: list[Action], names: list[str]) -> str:
    """The question of the viewer's decision ``kind``."""
    top = view.stack.top
    data = top.data if top is not None else {}
    if kind == "open":
        return (
            "Your Action phase: click a crew member in the pool to recruit, a section to "
            "attack, a card or an ability to use — or end the phase"
        )
    if kind == "commit":
        t = totals(view)
        what = act_name(view)
        if t is None:
            return "Commit your leader and crew"
        head = f"{what[0].upper()}{what[1:]}: click your untapped leader and crew to commit them"
        return f"{head} ({t[1]} {t[0].lower()} for {t[3]}), then declare"
    if kind == "priority":
        item = view.items[-1] if view.items else None
        label = responses.item_label(view, item) if item is not None else "the stack"
        label = _named(label, names)
        return f"You hold priority over {label}: respond or pass{_discard_hint(view, legal)}"
    if kind == "last_call":
        who = names[view.turn_player]
        return f"{who} ended the Action phase: last call — play something now, or pass"
    if kind == "reset_ability":
        # The ability's whole text did not fit beside the two buttons and was cut; the
        # leader's card says it in full on hover.
        ab = view.game.leaders[view.leader[view.turn_player]].ability
        return f"Use {ab.name} this Reset phase? Hover your leader to read it"
    if kind == "scan":
        if any(a.kind == "scan_bottom" for a in legal):  # before any card is placed (R13)
            return (
                "Click a crew card: next from the top (top first), or instead to the "
                "bottom — or leave them as they are"
            )
        return "Click a crew card to put it next from the top (top first), or leave the rest"
    if kind == "trigger_target":
        return "A triggered ability goes on the stack: click its target"
    if kind == "move_passive":
        card = view.game.card_name(str(data.get("card", "")))
        return f"Move {card} to another card of yours: click it"
    if kind == "redeploy":
        return (
            "Redeployment: click a crew member, then the section to station them at; "
            "end the turn when done"
        )
    return "Choose one of the actions"


def selected_prompt(view: StormState, tok: Token, buttons: list[Action], clicks: bool) -> str:
    """The prompt once a thing is selected and more clicks (or a button) finish it."""
    name = token_name(view, tok)
    if view.stage == "redeploy" and tok[0] == "char":
        return f"{name}: click the section to station them at"
    if clicks and buttons:
        return f"{name}: click a glowing target or a button (right-click cancels)"
    if clicks:
        return f"{name}: click a glowing target (right-click cancels)"
    return f"{name}: choose a button (right-click cancels)"


def token_name(view: StormState, tok: Token) -> str:
    kind, value = tok
    game = view.game
    if kind == "hand":
        return game.actions[str(value)].name
    if kind in ("char", "section"):
        return P.key_name(view, str(value))
    if kind in ("pool", "scan"):
        return game.crew[str(value)].name
    if kind == "passive":
        return game.card_name(str(value))
    if kind == "item":
        item = next((i for i in view.items if i[0] == value), None)
        return responses.item_label(view, item) if item else "an item"
    return str(value)


def _named(text: str, names: list[str]) -> str:
    """The engine says "Player N"; the table says the seat's own name."""
    for i, name in enumerate(names):
        text = text.replace(f"Player {i + 1}'s", f"{name}'s")
    return text


def button_label(view: StormState, action: Action, selected: bool = False) -> str:
    """A button's words for ``action`` (short when a selection already names the card)."""
    kind = action.kind
    if kind == "pass":
        return "Pass"
    if kind == "end_phase":
        return "End the Action phase"
    if kind == "declare":
        t = totals(view)
        if t is not None:
            return f"Declare the {view.act_kind} ({t[1]} vs {t[3]})"
        return "Declare"
    if kind == "done":
        return "End the turn"
    if kind == "scan_done":
        return "Leave the rest"
    if kind == "reset_ability":
        ab = view.game.leaders[view.leader[view.turn_player]].ability
        return f"Use {ab.name}" if action.args[0] else "Don't use it"
    if selected:
        if kind in ("bonus", "defend"):
            label = action.label or ""
            return (
                label.split(" for ", 1)[-1].join(("Discard for ", ""))
                if " for " in label
                else label
            )
        if kind == "play":
            return "Attach it" if "Attach" in (action.label or "") else "Play it"
        if kind == "unstation":
            return "Take off their post"
        if kind == "scan_top":
            return "Next from the top"
        if kind == "scan_bottom":
            return "To the bottom"
        if kind == "use" and action.args[3] is not None:
            return f"Discard {responses.paid_names(view, action.args[3])}"
    return action.label or str(action)
