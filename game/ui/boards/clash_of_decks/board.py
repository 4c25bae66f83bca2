"""The Clash of Decks board: the draft screen, then two lanes over two bridges between
the two hands, where each hand's Bastion/Fort shows its owner's life.

Playing is two clicks (a card, then a lane or a target); an incantation's cast and its
target are proposed together so a player never sits in a half-cast state. Every click
that cannot become an action says why instead of doing nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.engines.clash_of_decks.effects import spell_targets
from game.engines.clash_of_decks.hand import STRONGHOLD, cards_right, window
from game.engines.clash_of_decks.state import ClashState
from game.ui.boards import Board
from game.ui.boards.clash_of_decks import render
from game.ui.boards.clash_of_decks.detail import card_count
from game.ui.boards.clash_of_decks.layout import Layout
from game.ui.boards.clash_of_decks.table import Step, Table, build_steps
from game.ui.seats import seat_name
from game.ui.widgets.button import Button
from game.ui.widgets.dialog import ChoiceDialog

STEP_TIME = 0.8  # seconds per attack of the playback at normal speed
BLOW = 0.45  # the part of a step after which its blow has landed: the table shows after
HANDLED = ("pick", "summon", "window", "target")
Spot = tuple[Any, ...]  # ("hand", seat, index) | ("creature", card) | ("draft", card) | ("lane", n)


class ClashBoard(Board):
    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.layout = Layout(self.rect)
        self.selected: str | None = None
        self.hover: Spot | None = None
        # Where the last frame put the hover panel, and the hovered card as drawn (glow
        # and all), which the panel keeps clear of: for the tests.
        self.detail_rect: pygame.Rect | None = None
        self.detail_card: pygame.Rect | None = None
        self.mouse = (0, 0)
        self.steps: list[Step] = []
        self.step_t = 0.0
        self.confirm: ChoiceDialog | None = None
        self.buttons: list[Button] = []
        self.table: Table | None = None
        self.draft_slots: list[str] = []
        self.draft_key: tuple[int, int] | None = None
        self.previous: Table | None = None
        # Who was deciding at the last refresh, and so took the action whose events come
        # next, and whose action the running animations show: while another seat's moves
        # are still being shown, the viewer's own decision waits (buttons, glows and
        # clicks), so nothing invites a move against a table the viewer has not yet seen.
        self.decider: int | None = None
        self.actor: int | None = None
        self.shown_by: int | None = None
        self.offered = False
        self.seen_by = self.viewer
        # The labels drawn this frame (the status line, PLAYABLE, LIFE, the lanes' names):
        # the playback's floating words keep off them.
        self.printed: list[pygame.Rect] = []
        self.refresh()

    # --- what the viewer may do -----------------------------------------------------------
    @property
    def cview(self) -> ClashState:
        view = self.view
        assert isinstance(view, ClashState)
        return view

    @property
    def watching(self) -> bool:
        """Whether another seat's moves are still being played back to the viewer."""
        return self.animating and self.shown_by != self.viewer

    @property
    def presenting(self) -> bool:
        """Whether the viewer's decision is on offer now: it is theirs, and no playback
        of another seat's moves is still running."""
        return self.my_decision and not self.watching

    @property
    def playing_back(self) -> int | None:
        """The seat whose moves the table is still showing while they hold back what came
        of them (whose turn it is now), else None: the plaque lights the player whose
        blows are on the table, not the one the turn has already passed to."""
        if self.animating and not self.presenting:
            return self.shown_by
        return None

    def legal_actions(self) -> list[Action]:
        return super().legal_actions() if self.presenting else []

    def decision(self) -> str | None:
        """The kind of the viewer's pending decision, or None when it is not on offer."""
        if not self.presenting:
            return None
        top = self.cview.stack.top
        return top.kind if top is not None else None

    def offers_hand(self) -> bool:
        """Whether the viewer is choosing a card to play from their hand now: only then
        does the PLAYABLE bracket mark the four cards that may be played. While the other
        seat's moves are still being played back it would invite a play against a table
        the viewer has not seen yet, and on the other seat's turn it would mark cards
        nobody may play."""
        return self.decision() in ("summon", "window")

    def playable(self) -> dict[str, list[Action]]:
        """Card -> its legal plays (summons to each lane, or the cast)."""
        out: dict[str, list[Action]] = {}
        for action in self.legal_actions():
            if action.kind in ("summon", "cast"):
                out.setdefault(str(action.args[0]), []).append(action)
        return out

    def targets(self) -> list[str]:
        """Creatures the selected incantation (or the one being cast) may strike."""
        kind = self.decision()
        if kind == "target":
            return [str(a.args[0]) for a in self.legal_actions()]
        if self.selected is not None and not self.cview.cards[self.selected].is_creature:
            return spell_targets(self.cview)
        return []

    def lanes_open(self) -> list[int]:
        if self.selected is None:
            return []
        return [
            int(a.args[1])  # type: ignore[arg-type]
            for a in self.playable().get(self.selected, [])
            if a.kind == "summon"
        ]

    # --- board API ------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.session.state
        self.actor, self.decider = self.decider, state.current_player
        if self.viewer != self.seen_by:
            # A hot-seat hand-off: the playback was cut from the last viewer's tables,
            # their hidden hand included, so the new viewer gets the table as it is.
            self.seen_by = self.viewer
            self.skip_animations()
        self.previous = self.table
        self.table = Table.of(self.cview)
        self._keep_draft_slots()
        if self.selected is not None and self.selected not in self.playable():
            self.selected = None
        self.confirm = None
        # The card under a still mouse may have left (a pick, a summon): the hover panel
        # must follow the table, not the last motion event.
        self.hover = self.spot_at(self.mouse) if self.rect.collidepoint(self.mouse) else None
        self._build_buttons()

    def _build_buttons(self) -> None:
        self.offered = self.presenting
        self.buttons = []
        kind = self.decision()
        legal = self.legal_actions()
        if kind == "summon":
            end = next(a for a in legal if a.kind == "assault")
            self.buttons.append(
                Button(
                    self.layout.button,
                    "End summoning",
                    lambda: self._propose(end),
                    style="primary",
                    size=16,
                    icon="sword",
                )
            )
        elif kind == "window":
            fight = next(a for a in legal if a.kind == "fight")
            self.buttons.append(
                Button(
                    self.layout.button,
                    "Next attack",
                    lambda: self._propose(fight),
                    style="primary",
                    size=16,
                    icon="sword",
                )
            )
        elif kind is not None and kind not in HANDLED:
            self._fallback(legal)

    def _fallback(self, legal: list[Action]) -> None:
        """A decision this board has no gesture for: list the legal actions as buttons."""
        r = self.layout.lane(0).union(self.layout.lane(1)).inflate(-240, -40)
        h = min(48, (r.h - 40) // max(1, len(legal)))
        for i, action in enumerate(legal):
            rect = pygame.Rect(r.x + 20, r.y + 40 + i * h, r.w - 40, h - 6)
            self.buttons.append(
                Button(
                    rect,
                    str(action),
                    cast("Callable[[], None]", lambda a=action: self._propose(a)),
                    size=15,
                )
            )

    def on_events(self, events: list[Event]) -> None:
        steps = []
        if self.previous is not None and self.anim.speed > 0:
            steps = build_steps(self.previous, events)
        if steps:
            self.steps.extend(steps)
        elif self.steps:  # they happened after the blows still being shown
            self.steps[-1].closing += len(events)
        for event in events:
            if event.kind == "summoned" and self.anim.speed > 0:
                self.anim.fade(f"in:{event.data['card']}", 0.0, 1.0, 0.35)
            elif event.kind == "draft_pick" and self.anim.speed > 0:
                self.anim.fade(f"in:{event.data['card']}", 0.0, 1.0, 0.3)
        if self.animating:
            self.shown_by = self.actor
            if self.watching:
                self.selected = None
            self._build_buttons()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.steps:
            self.step_t += dt * max(self.anim.speed, 0.01)
            if self.step_t >= STEP_TIME:
                self.steps.pop(0)
                self.step_t = 0.0
        if self.presenting != self.offered:  # the other seat's moves have all been shown
            self._build_buttons()

    @property
    def animating(self) -> bool:
        return bool(self.steps) or self.anim.busy

    @property
    def unshown(self) -> int:
        """Held back: the current step's blow until it lands, what follows the last blow
        until that step is over, and every event of the steps still to come."""
        if not self.steps:
            return 0
        now = self.steps[0]
        hidden = now.closing + (now.blow if self.step_t < BLOW * STEP_TIME else 0)
        return hidden + sum(s.opening + s.blow + s.closing for s in self.steps[1:])

    def skip_animations(self) -> None:
        self.steps.clear()
        self.step_t = 0.0
        super().skip_animations()
        if self.presenting != self.offered:
            self._build_buttons()

    def shown(self) -> tuple[Table, Step | None, float]:
        """The table to draw now: mid-playback a step's before/after, else the view."""
        if self.steps:
            step = self.steps[0]
            phase = self.step_t / STEP_TIME
            return (step.before if phase < BLOW else step.after), step, phase
        assert self.table is not None
        return self.table, None, 1.0

    # --- geometry shared by drawing, clicks and tests --------------------------------------
    def left_side(self, side: int) -> bool:
        return side == self.viewer

    def creature_rect(self, table: Table, card: str) -> pygame.Rect | None:
        where = table.where(card)
        if where is None:
            return None
        side, lane, index = where
        count = len(table.lanes[side][lane])
        return self.layout.creature(lane, self.left_side(side), index, count)

    def _keep_draft_slots(self) -> None:
        """Remember where each card of the draft row stood when this picker's turn to pick
        began. The engine's row closes up as cards are taken, and a row that slid under a
        player taking two cards in a row put their second click on the wrong card. A new
        picker gets the row closed up and centred again."""
        view = self.cview
        row = [c for c in view.row if c is not None] if view.in_draft else []
        key = (view.draft_round, view.draft_group) if row else None
        if key != self.draft_key or not set(row) <= set(self.draft_slots):
            self.draft_key = key
            self.draft_slots = row

    def draft_rect(self, card: str) -> pygame.Rect:
        """Where ``card`` of the draft row is drawn: its place when this picker's turn began,
        the gaps of the cards taken since left open (kept by ``refresh`` and ``draft_row``,
        which every caller passes first)."""
        return self.layout.draft_card(self.draft_slots.index(card), len(self.draft_slots))

    def draft_row(self) -> list[str]:
        """The draft row's cards still to take, in the order they were dealt."""
        self._keep_draft_slots()
        row = self.cview.row
        return [c for c in self.draft_slots if c in row]

    def hand_rect(self, table: Table, seat: int, index: int) -> pygame.Rect:
        hand = table.hands[seat]
        return self.layout.hand_card(index, len(hand), mine=seat == self.viewer)

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        view = self.cview
        table = self.table
        assert table is not None
        if view.in_draft:
            for card in self.draft_row():
                if self.draft_rect(card).collidepoint(pos):
                    return ("draft", card)
        for seat in (self.viewer, 1 - self.viewer):
            hand = table.hands[seat]
            for i in range(len(hand) - 1, -1, -1):
                if self.hand_rect(table, seat, i).collidepoint(pos):
                    return ("hand", seat, i)
        if view.in_draft:
            return None
        for side in (0, 1):
            for lane in (0, 1):
                for card in reversed(table.lanes[side][lane]):
                    r = self.creature_rect(table, card)
                    if r is not None and r.collidepoint(pos):
                        return ("creature", card)
        for lane in (0, 1):
            if self.layout.lane(lane).collidepoint(pos):
                return ("lane", lane)
        return None

    def click_points(self, action: Action) -> list[tuple[int, int]]:
        """For tests: the clicks that make this board propose ``action`` (a cast comes
        with its first legal target, since the board proposes both together)."""
        table = self.table
        assert table is not None
        for button in self.buttons:
            if button.label == str(action) or (
                action.kind in ("assault", "fight")
                and button.label in ("End summoning", "Next attack")
            ):
                return [button.rect.center]
        card = str(action.args[0]) if action.args else ""
        if action.kind == "pick":
            self._keep_draft_slots()
            return [self.draft_rect(card).center]
        if action.kind == "target":
            r = self.creature_rect(table, card)
            assert r is not None
            return [r.center]
        hand = table.hands[self.viewer]
        first = self.hand_rect(table, self.viewer, hand.index(card)).center
        if action.kind == "summon":
            lane = self.layout.side_rect(int(action.args[1]), True)  # type: ignore[arg-type]
            return [first, (lane.x + 40, lane.y + 20)]
        if action.kind == "cast":
            target = spell_targets(self.cview)[0]
            r = self.creature_rect(table, target)
            assert r is not None
            return [first, r.center]
        raise ValueError(f"no click for {action}")

    # --- input --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.confirm is not None and self.confirm.open:
            return self.confirm.handle_event(event)
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.spot_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            self.mouse = event.pos
            self.click(self.spot_at(event.pos))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.selected = None
            return True
        return False

    def click(self, spot: Spot | None) -> None:
        view = self.cview
        kind = self.decision()
        if spot is None:
            self.selected = None
            return
        if kind is None:
            if self.my_decision:  # only the other seat's moves are still being shown
                self.notify("Their moves are still being shown: click to skip them.")
            elif not view.is_over and spot[0] != "hand":
                who = seat_name(self.session.seats, view.current_player or 0)
                self.notify(f"Not your decision: {who} is playing.")
            elif spot[0] == "hand":
                self._explain_hand(spot)
            return
        if kind == "pick":
            if spot[0] == "draft":
                self._propose_matching("pick", spot[1])
            else:
                self.notify("Take one of the revealed cards in the middle.")
            return
        if kind == "target":
            self._click_target(spot)
            return
        if kind not in ("summon", "window"):
            self.notify("Choose one of the actions listed.")
            return
        if spot[0] == "hand":
            self._click_hand(spot, kind)
        elif spot[0] == "lane":
            self._click_lane(spot[1])
        elif spot[0] == "creature":
            if self.selected is not None and not view.cards[self.selected].is_creature:
                self._click_target(spot)
            elif self.selected is not None:
                self._click_lane(self._lane_of(spot[1]))
            else:
                self.notify("Choose a playable card from your hand first.")

    def _lane_of(self, card: str) -> int:
        assert self.table is not None
        where = self.table.where(card)
        return where[1] if where is not None else 0

    def _explain_hand(self, spot: Spot) -> None:
        assert self.table is not None
        _, seat, index = spot
        card = self.table.hands[seat][index]
        if card == STRONGHOLD:
            self.notify(self._life_text(seat))
        elif seat != self.viewer and card is None and self.viewer is not None:
            view = self.cview
            names = sorted(view.cards[c].name for c in view.hidden_cards(self.viewer))
            self.notify(
                f"A hidden card, one of: {', '.join(names)}. "
                "You know which cards they hold, not where."
            )

    def _life_text(self, seat: int) -> str:
        view = self.cview
        name = "Fort" if view.fort[seat] else "Bastion"
        left = cards_right(view, seat)
        whose = "Your" if seat == self.viewer else f"{seat_name(self.session.seats, seat)}'s"
        if left == 0:  # only seen once the game is over: the Fort has fallen
            return f"{whose} {name}: no card is left to its right; it has fallen."
        return f"{whose} {name}: {card_count(left)} to its right, so {left} damage destroys it."

    def _click_hand(self, spot: Spot, kind: str) -> None:
        view = self.cview
        _, seat, index = spot
        assert self.table is not None
        card = self.table.hands[seat][index]
        if seat != self.viewer or card == STRONGHOLD or card is None:
            self._explain_hand(spot)
            return
        if card == self.selected:
            self.selected = None
            return
        c = view.cards[card]
        if card in self.playable():
            self.selected = card
            return
        if card not in window(view, seat):
            self.notify(
                f"{c.name} is not playable: only the 4 leftmost cards (the Bastion/Fort "
                "not counted) can be played."
            )
        elif kind == "window" and c.is_creature:
            self.notify("During the assault only incantations can be cast.")
        elif c.cost > view.mana:
            self.notify(f"{c.name} costs {c.cost} mana; you have {view.mana}.")
        elif not c.is_creature:
            self.notify(f"{c.name} has no target: no creature it can strike is in play.")
        else:
            self.notify(f"{c.name} cannot be played now.")

    def _click_lane(self, lane: int) -> None:
        if self.selected is None:
            self.notify("Choose a playable card from your hand first.")
            return
        view = self.cview
        if not view.cards[self.selected].is_creature:
            self.notify("An incantation strikes a creature: click a glowing creature.")
            return
        action = next(
            (a for a in self.playable().get(self.selected, []) if a.args[1] == lane), None
        )
        if action is None:
            self.notify("Your creature cannot go there.")
            return
        self._guarded(action, self.selected)

    def _click_target(self, spot: Spot) -> None:
        if spot[0] != "creature":
            self.notify("Choose a glowing creature as the target.")
            return
        card = spot[1]
        if card not in self.targets():  # pragma: no cover - every creature in play is one
            self.notify(f"{self.cview.cards[card].name} cannot be struck now.")
            return
        if self.decision() == "target":
            self._propose_matching("target", card)
            return
        assert self.selected is not None
        cast = next(a for a in self.playable()[self.selected] if a.kind == "cast")
        self._guarded(cast, self.selected, then_target=card)

    def self_destruct(self, card: str) -> str | None:
        """What playing ``card`` would do to the viewer's own stronghold, if anything."""
        view = self.cview
        hand = view.hands[self.viewer]
        at = hand.index(STRONGHOLD)
        if hand.index(card) > at and len(hand) - 1 - at == 1:
            if view.fort[self.viewer]:
                return "It is the only card to the right of your Fort: playing it loses the game."
            # Every other card ends up right of the new Fort; an incantation comes back too.
            life = len(hand) - 2 + (0 if view.cards[card].is_creature else 1)
            return (
                "It is the only card to the right of your Bastion: playing it destroys "
                f"your Bastion. It becomes the Fort, leftmost, with {life} life left."
            )
        return None

    def _guarded(self, action: Action, card: str, then_target: str | None = None) -> None:
        warning = self.self_destruct(card)
        if warning is None:
            self._play(action, then_target)
            return
        name = self.cview.cards[card].name
        self.confirm = ChoiceDialog(
            f"Play {name}?",
            warning,
            ["Keep it", f"Play {name}"],
            lambda i: self._play(action, then_target) if i == 1 else self._deselect(),
            danger=(1,),
        )
        _centre_dialog(self.confirm, self.rect.center)

    def _deselect(self) -> None:
        self.selected = None

    def _play(self, action: Action, then_target: str | None) -> None:
        self.selected = None
        self._propose(action)
        if then_target is not None and self.decision() == "target":
            self._propose_matching("target", then_target)

    def _propose_matching(self, kind: str, card: str) -> None:
        action = next(
            (a for a in self.legal_actions() if a.kind == kind and a.args[0] == card), None
        )
        if action is None:
            self.notify("That is not possible now.")
            return
        self._propose(action)

    def _propose(self, action: Action) -> None:
        self.propose(action)

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        render.draw_board(self, surface)

    @property
    def modal(self) -> bool:
        return self.confirm is not None and self.confirm.open

    def draw_overlay(self, surface: pygame.Surface) -> None:
        # Above the log and the top buttons, which the open dialog also blocks.
        render.draw_overlay(self, surface)
        if self.modal:
            assert self.confirm is not None
            self.confirm.draw(surface)


def _centre_dialog(dialog: ChoiceDialog, centre: tuple[int, int]) -> None:
    dx = centre[0] - dialog.rect.centerx
    dy = centre[1] - dialog.rect.centery
    dialog.rect.move_ip(dx, dy)
    for button in dialog.buttons:
        button.rect.move_ip(dx, dy)
