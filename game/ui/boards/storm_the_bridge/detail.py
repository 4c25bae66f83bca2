"""The hover panel: whatever is under the mouse, read out whole, as a player picks a card
up to read it. A card shows its face large and its full text, then what it means here:
its combat and influence now (every static and modifier counted), tapped or not, where it
is stationed, the passives tucked under it, what a click on it would do. Stacks, piles
and totals say what they hold. Nothing tells more than the viewer's view holds: a rival's
hand is only its count."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.engines.storm_the_bridge import attack, recruit, responses
from game.engines.storm_the_bridge import passives as P
from game.ui import theme
from game.ui.boards.storm_the_bridge import faces, marks
from game.ui.boards.storm_the_bridge.table import Spot, char_stats, defence_of
from game.ui.kit.placement import beside, hover_bounds
from game.ui.kit.promptbar import bar_clear_zone

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.content import Ability
    from game.engines.storm_the_bridge.state import StormState
    from game.ui.boards.storm_the_bridge.board import StormBoard

BIG = (160, 224)
TEXT_W = 290
GAP = 12
PAPER = (22, 28, 44)
REQUIRES = {
    "active_only": "active player only",
    "non_active_only": "not the active player",
    "defender_only": "the defender of the section under attack only",
    "during_attack": "during an attack",
    "during_own_attack": "during your own attack",
    "during_recruit": "during a recruit",
    "during_own_recruit": "during your own recruit",
    "response_only": "only in response to something on the stack",
    "empty_stack": "only when the stack is empty",
    "attack_on_occupied": "only against an occupied section",
    "recruit_available": "only while you may still recruit",
}


@dataclass
class Info:
    title: str
    sub: str = ""
    face: str | None = None  # a face key drawn large
    text: str = ""
    notes: list[str] = field(default_factory=list)


def draw_detail(board: StormBoard, surface: pygame.Surface) -> None:
    board.detail_rect = None
    board.detail_text = []
    draw_note(board, surface)
    spot = board.hover
    if spot is None or board.live is None or board.quiet_at is not None:
        return
    anchor = board.table.rect(spot)
    if anchor is None:
        return
    info = describe(board, spot)
    if info is None:
        return
    has_face = info.face is not None
    f_body = theme.font(14)
    f_sub = theme.font(12, "semibold")
    f_note = theme.font(13)
    f_title = theme.font(18, "title")
    # A long title (an item on the stack names its card and its target) wraps rather
    # than running out of the panel.
    titles = theme.wrap(info.title, TEXT_W, f_title)
    sub = theme.wrap(info.sub, TEXT_W, f_sub) if info.sub else []
    body = theme.wrap(info.text, TEXT_W, f_body) if info.text else []
    notes = [theme.wrap(n, TEXT_W, f_note) for n in info.notes]
    h_text = 12 + len(titles) * f_title.get_linesize() + len(sub) * f_sub.get_linesize() + 4
    h_text += len(body) * f_body.get_linesize() + (8 if body else 0)
    h_text += sum(len(n) * f_note.get_linesize() + 4 for n in notes)
    w = TEXT_W + 24 + (BIG[0] + 14 if has_face else 0)
    h = max(h_text + 14, BIG[1] + 24 if has_face else 0)
    avoid = [r for s in board.spots if s != spot and (r := board.table.rect(s)) is not None]
    view = board.sview
    if not view.is_over and (view.items or view.act_kind):
        # A window is open: the stack and its totals are what the player weighs, so the
        # panel keeps off them too where it can (after the prompt and its own card).
        avoid.append(board.layout.stack)
    bounds = hover_bounds(surface.get_rect(), board.rect, h)
    rect = beside((w, h), anchor, bounds, avoid=avoid, keep=keep_clear(board), gap=GAP)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 6), border_radius=14)
    pygame.draw.rect(surface, PAPER, rect, border_radius=14)
    pygame.draw.rect(surface, marks.GLOW, rect, 2, border_radius=14)
    x = rect.x + 12
    if info.face is not None:
        surface.blit(faces.face(board.sview.game, info.face, BIG), (x, rect.y + 12))
        x += BIG[0] + 14
    y = rect.y + 10
    for line in titles:
        theme.text(surface, line, (x, y), size=18, weight="title", colour=marks.GLOW)
        y += f_title.get_linesize()
    y += 2
    for line in sub:
        theme.text(surface, line, (x, y), size=12, weight="semibold", colour=marks.DIM)
        y += f_sub.get_linesize()
    y += 4
    for line in body:
        theme.text(surface, line, (x, y), size=14, colour=(240, 236, 226))
        y += f_body.get_linesize()
    y += 8 if body else 0
    for lines in notes:
        for line in lines:
            theme.text(surface, line, (x, y), size=13, colour=(190, 200, 226))
            y += f_note.get_linesize()
        y += 4
    board.detail_rect = rect
    board.detail_text = [info.title, info.sub, info.text, *info.notes]


NOTE_W = 260


def draw_note(board: StormBoard, surface: pygame.Surface) -> None:
    """Why a click did nothing, in a small panel just above the card clicked (below
    the click near the top), where the eye already is; a hover panel keeps clear of it."""
    board.note_rect = None
    if board.note is None:
        return
    words, (x, y), _left = board.note
    f = theme.font(13, "semibold")
    lines = theme.wrap(words, NOTE_W - 20, f)
    w = min(NOTE_W, max(f.size(line)[0] for line in lines) + 20)
    r = pygame.Rect(0, 0, w, len(lines) * f.get_linesize() + 12)
    r.midbottom = (x, y - 6)
    if r.y < board.rect.y + 4:
        r.midtop = (x, y + 18)
    r = r.clamp(surface.get_rect().inflate(-8, -8))
    pygame.draw.rect(surface, (0, 0, 0), r.move(3, 4), border_radius=9)
    pygame.draw.rect(surface, (46, 30, 30), r, border_radius=9)
    pygame.draw.rect(surface, (240, 150, 120), r, 2, border_radius=9)
    ty = r.y + 6
    for line in lines:
        theme.text(surface, line, (r.x + 10, ty), size=13, weight="semibold", colour=marks.TEXT)
        ty += f.get_linesize()
    board.note_rect = r


def keep_clear(board: StormBoard) -> list[pygame.Rect]:
    """What a hover panel never covers: the prompt bar, its buttons, the tray of
    button rows stacked over the centre when they do not fit in the bar, and the note
    telling why a click did nothing."""
    out = bar_clear_zone(board.layout.prompt, [b for b, _ in board.buttons])
    if board.note_rect is not None:
        out.append(board.note_rect)
    return out


def _whose(board: StormBoard, seat: int | None) -> str:
    if seat is None:
        return "in the centre"
    return "yours" if seat == board.viewer else f"{board.names[seat]}'s"


def _click_notes(board: StormBoard, spot: Spot) -> list[str]:
    from game.ui.boards.storm_the_bridge import prompts
    from game.ui.boards.storm_the_bridge.paint import named

    actions = board.spots.get(spot, [])
    if not actions:
        return []
    if len(actions) == 1:
        return [f"Click: {named(prompts.button_label(board.sview, actions[0]), board.names)}"]
    return [f"Click: choose among {len(actions)} options (targets then glow)"]


def _passive_lines(view: StormState, host: str) -> list[str]:
    out = []
    for inst in view.attached.get(host, []):
        card = view.game.actions[view.game.design_of[inst]]
        out.append(f"{card.name}: {card.text}")
    return out


def _passive_notes(view: StormState, host: str) -> list[str]:
    """Every passive tucked under ``host``, the strips shown and those on its chip."""
    lines = _passive_lines(view, host)
    if not lines:
        return []
    return [f"Tucked under it ({len(lines)}):", *(f"• {line}" for line in lines)]


def _defence_bits(view: StormState, sec: str, seat: int) -> list[str]:
    """What a held section's defence (the band's DEF tag) adds up, modifiers counted."""
    bits = [f"section {P.section_defense(view, sec)}"]
    bits.append(_defender(view, P.leader_key(seat), "leader"))
    crew = [c for c in view.party[seat] if view.assigned.get(c) == sec]
    return bits + [_defender(view, c, P.key_name(view, c)) for c in crew]


def _defender(view: StormState, key: str, name: str) -> str:
    """A defender's part of the defence; when a bonus that counts only in defence (On
    Post) moves it from the combat its card shows, the two are told apart."""
    return _fighter(name, P.defense_value(view, key), char_stats(view, key)[0], "defending")


def _fighter(name: str, value: int, combat: int, doing: str) -> str:
    if value == combat:
        return f"{name} {value}"
    return f"{name} {value} (combat {combat}, {value - combat:+d} {doing})"


def _defence_info(board: StormBoard, sec: str) -> Info:
    view = board.sview
    s = view.game.sections[sec]
    occ = view.occupier.get(sec)
    seat = occ if occ is not None else board.viewer
    bits = _defence_bits(view, sec, seat)
    return Info(
        f"{s.name}: defence {defence_of(view, sec)}",
        sub=f"Held by {board.names[seat]} · the crew framed with it are stationed there",
        text="Defence " + ", ".join(bits) + ".",
        notes=["An attack must match or beat it; cards played in the window change it."],
    )


def describe(board: StormBoard, spot: Spot) -> Info | None:
    view = board.sview
    game = view.game
    kind = spot[0]
    clicks = _click_notes(board, spot)
    if kind == "hand":
        hand = view.hand[board.viewer]
        i = int(spot[1])
        inst = hand[i] if i < len(hand) else None
        if inst is None:
            return None
        return _action_info(view, game.design_of[inst], "In your hand", clicks)
    if kind in ("char", "pool", "scan"):
        return _character(board, str(spot[1]), kind, clicks)
    if kind == "section":
        return _section(board, str(spot[1]), clicks)
    if kind == "passive":
        inst = str(spot[1])
        host = P.host_of(view, inst)
        owner = view.card_owner.get(inst)
        by = f", played by {board.names[owner]}" if owner is not None and owner >= 0 else ""
        where = f"Attached to {P.key_name(view, host)}{by}" if host else "Attached"
        return _action_info(view, game.design_of[inst], where, clicks)
    if kind == "more":
        host = str(spot[1])
        cards = view.attached.get(host, [])
        _, hidden = board.table.tucked.get(host, ([], []))
        return Info(
            f"Tucked under {P.key_name(view, host)}: {len(cards)}",
            sub=f"{len(hidden)} more than the strips show, oldest first",
            text="\n".join(f"• {line}" for line in _passive_lines(view, host)),
        )
    if kind == "defence":
        return _defence_info(board, str(spot[1]))
    if kind == "item":
        item = next((it for it in view.items if it[0] == spot[1]), None)
        if item is None:
            return None
        return _item_info(board, item, clicks)
    if kind == "hand_of":
        seat = int(spot[1])
        n = len(view.hand[seat])
        return Info(
            f"{board.names[seat]}'s hand",
            sub=f"{n} action card{'s' if n != 1 else ''}",
            text="Hidden: only their number is known. Any of them may be an answer to what you do.",
        )
    if kind == "crew_stack":
        n = len(view.crew_stack)
        return Info(
            f"Crew Stack: {n}",
            sub="Face down",
            text="New crew are flipped from the top into the Available Crew Pool in the Reset "
            "phase. Crew are never killed: sent away, they go to the bottom.",
        )
    if kind == "action_stack":
        return Info(
            f"Action Stack: {len(view.action_stack)}",
            sub="Face down",
            text="Each player draws up to their hand size in their own Reset phase. Drawing the "
            "last card shuffles the discard pile into a new Action Stack.",
        )
    if kind == "discard":
        names = [game.card_name(c) for c in view.discard[-12:]]
        names.reverse()
        text = ", ".join(names) if names else "Empty."
        more = len(view.discard) - len(names)
        return Info(
            f"Discard pile: {len(view.discard)}",
            sub="Face up, newest first",
            text=text + (f" (and {more} more)" if more > 0 else ""),
        )
    if kind == "totals":
        return _totals_info(board)
    if kind == "band":
        seat = int(spot[1])
        ld = game.leaders[view.leader[seat]]
        held = [game.sections[s].name for s, o in view.occupier.items() if o == seat]
        return Info(
            board.names[seat],
            sub=f"Leader {ld.name}, {ld.title}",
            face=f"leader:{ld.id}",
            text=f"{ld.ability.name}: {ld.ability.text}",
            notes=[
                f"Party: {len(view.party[seat])} crew · hand {len(view.hand[seat])}",
                "Sections: " + (", ".join(held) if held else "none"),
            ],
        )
    return None


def _action_info(view: StormState, design: str, where: str, clicks: list[str]) -> Info:
    card = view.game.actions[design]
    notes: list[str] = []
    if card.type == "passive":
        host = "a ship section" if card.strip == "purple" else "a leader or crew member"
        notes.append(f"Passive ({card.strip} strip): attaches to {host} and stays.")
    else:
        notes.append("Instant: happens once, then goes to the discard pile.")
    words = [REQUIRES.get(c.name, c.name.replace("_", " ")) for c in card.requires]
    if words:
        notes.append("Restrictions: " + "; ".join(words) + ".")
    return Info(
        card.name,
        sub=f"{card.type.title()} · {where}",
        face=design,
        text=card.text,
        notes=[*notes, *clicks],
    )


def _character(board: StormBoard, key: str, kind: str, clicks: list[str]) -> Info:
    view = board.sview
    game = view.game
    aff: str | None  # a crew member may have no affiliation
    ability: Ability | None
    if key.startswith("leader:"):
        seat: int | None = int(key[7:])
        ld = game.leaders[view.leader[seat]]  # type: ignore[index]
        name, title, aff, ability = ld.name, ld.title, ld.affiliation, ld.ability
        face = f"leader:{ld.id}"
        base = (ld.combat, ld.influence)
        role = "Leader"
        recruit_cost = None
    else:
        c = game.crew[key]
        seat = P.crew_seat(view, key)
        name, title, aff, ability = c.name, c.title, c.affiliation, c.ability
        face = key
        base = (c.combat, c.influence)
        role = "Crew"
        recruit_cost = c.to_recruit
    where = {
        "pool": "In the Available Crew Pool",
        "scan": "On top of the Crew Stack (only you know)",
    }.get(kind, f"{role}, {_whose(board, seat)}")
    bits = [title, (aff or "no affiliation").title()]
    if recruit_cost is not None:
        bits.append(f"To Recruit {recruit_cost}")
    notes: list[str] = []
    if kind == "char":
        combat, influence = char_stats(view, key)
        now = f"Combat {combat}, influence {influence} now"
        if (combat, influence) != base:
            now += f" (printed {base[0]} and {base[1]})"
        notes.append(now + ".")
        if key in view.tapped:
            notes.append("Tapped: it untaps in its owner's Reset phase.")
        elif key in view.act_committed:
            notes.append(
                f"Committed to the {view.act_kind} under way: it taps if the "
                f"{view.act_kind} succeeds, and stays untapped if it fails."
            )
        else:
            notes.append("Untapped: ready to commit.")
        station = view.assigned.get(key)
        if station is not None:
            notes.append(f"Stationed at the {game.sections[station].name}: it defends it.")
        elif role == "Crew":
            notes.append("Not stationed: it defends no section.")
        else:
            notes.append("A leader's combat counts toward the defence of every section held.")
        notes += _passive_notes(view, key)
    else:  # in the pool or on the Crew Stack: the printed numbers, named
        notes.append(f"Combat {base[0]}, influence {base[1]} (printed).")
    if kind == "pool":
        cost = recruit.cost(view, view.turn_player, key)
        if cost != recruit_cost:
            notes.append(f"To Recruit for {board.names[view.turn_player]} now: {cost}.")
    text = f"{ability.name}: {ability.text}" if ability is not None else "No special ability."
    sub = f"{where} · " + " · ".join(bits)
    return Info(name, sub=sub, face=face, text=text, notes=[*notes, *clicks])


def _section(board: StormBoard, sec: str, clicks: list[str]) -> Info:
    view = board.sview
    s = view.game.sections[sec]
    occ = view.occupier.get(sec)
    where = "In the centre" if occ is None else f"Held by {board.names[occ]}"
    text = "\n".join(f"{ab.name}: {ab.text}" for ab in s.abilities)
    bonus = P.section_defense(view, sec) if occ is None else s.defense_bonus
    moved = (
        f" (printed {s.defense_bonus}, moved by its passives)" if bonus != s.defense_bonus else ""
    )
    notes = [f"To Take {s.to_take} in the centre · defence bonus {bonus}{moved} once held."]
    if occ is not None:
        bits = ", ".join(_defence_bits(view, sec, occ))
        notes.append(f"Defence now: {defence_of(view, sec)} ({bits}).")
        crew = [view.game.crew[c].name for c, w in view.assigned.items() if w == sec]
        notes.append("Stationed here: " + (", ".join(crew) if crew else "nobody") + ".")
        notes.append(
            "Tapped: it untaps in its holder's Reset phase." if sec in view.tapped else "Untapped."
        )
    if sec == "bridge":
        notes.append("Win by holding the Bridge and tapping it for Victory in your Action phase.")
    notes += _passive_notes(view, sec)
    return Info(
        s.name,
        sub=f"Ship section · {where} · {s.affiliation.title()}",
        face=sec,
        text=text,
        notes=[*notes, *clicks],
    )


def _item_info(board: StormBoard, item: tuple[Any, ...], clicks: list[str]) -> Info:
    from game.ui.boards.storm_the_bridge.paint import named

    view = board.sview
    game = view.game
    uid, kind, seat, source, target, index = item
    label = named(responses.item_label(view, item), board.names)
    place_ = [it[0] for it in reversed(view.items)].index(uid) + 1
    sub = f"On the stack, {place_} of {len(view.items)} from the top · {board.names[seat]}'s"
    face: str | None = None
    text = ""
    if kind == "card":
        design = game.design_of[source]
        face, text = design, game.actions[design].text
    elif kind in ("ability", "trigger"):
        ab = responses.ability_of(view, source, index)
        text = f"{ab.name}: {ab.text}" if ab is not None else ""
    elif kind == "attack":
        face = target
        text = (
            "Resolves once every player has passed in a row: it succeeds if the attack "
            "matches or beats what it needs."
        )
    elif kind == "recruit":
        face = target
        text = (
            "Resolves once every player has passed in a row: it succeeds if the influence "
            "matches or beats the To Recruit."
        )
    notes = ["The top item resolves first; anything played now goes on top of it."]
    return Info(label, sub=sub, face=face, text=text, notes=[*notes, *clicks])


def _totals_info(board: StormBoard) -> Info | None:
    view = board.sview
    if not view.act_kind:
        return None
    game = view.game
    parts = []
    if view.act_kind == "attack":
        for k in view.act_committed:
            combat = char_stats(view, k)[0]
            parts.append(
                _fighter(P.key_name(view, k), P.attack_value(view, k), combat, "attacking")
            )
        if view.act_bonus:
            parts.append(f"discards +{view.act_bonus}")
        if view.act_mod:
            parts.append(f"cards {view.act_mod:+d}")
        bonus = P.attack_bonus(view, view.act_seat)
        if bonus:
            parts.append(f"bonuses {bonus:+d}")
        sec = view.act_target
        occ = view.occupier.get(sec)
        if occ is None:
            against = f"To Take {game.sections[sec].to_take}, now {attack.needed(view)}"
        else:
            bits = [f"section {P.section_defense(view, sec, 'crew' in view.act_ignore)}"]
            if "leader" not in view.act_ignore:
                bits.append(_defender(view, P.leader_key(occ), "leader"))
            crew = [c for c in view.party[occ] if view.assigned.get(c) == sec]
            if crew and "crew" not in view.act_ignore:
                bits += [_defender(view, c, P.key_name(view, c)) for c in crew]
            if view.act_def:
                bits.append(f"cards {view.act_def:+d}")
            against = f"Defence {attack.defense_total(view)}: " + ", ".join(bits)
        head = f"Attack {attack.attack_total(view)}: " + (", ".join(parts) or "nobody")
    else:
        for k in view.act_committed:
            parts.append(f"{P.key_name(view, k)} {P.influence_value(view, k)}")
        if view.act_bonus:
            parts.append(f"discards +{view.act_bonus}")
        if view.act_mod:
            parts.append(f"cards {view.act_mod:+d}")
        head = f"Influence {recruit.total(view)}: " + (", ".join(parts) or "nobody")
        against = f"To Recruit {recruit.cost(view, view.act_seat, view.act_target)}"
    return Info(
        "The totals, live",
        sub="Every modifier counts as soon as it resolves",
        text=f"{head}.\n{against}.",
        notes=["Ties go to the attacker: matching what is needed succeeds."],
    )
