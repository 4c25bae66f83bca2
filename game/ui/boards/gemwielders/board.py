"""The Gemwielders board: both wielders' sides, the shared draft row, gem pool, Sources
and the gem card deck that is the game's clock, the viewer's hand; attacks played back
step by step in the middle of the table.

Every decision is a click: a card in the hand, a card of the row, a gem of the pool, a
modification or a Gembearer to use, an opponent's face-down card to peek at; what is not
a thing on the table (end the main phase, pay a ⚡ cost or not, keep or redeal the row)
is a button by the prompt. The board proposes; the play scene applies. While the other
seat's moves are still being played back nothing is offered, so no click lands on a
table the viewer has not seen yet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.engines.gemwielders.cards import card_id
from game.engines.gemwielders.state import GemState
from game.ui.boards import Board
from game.ui.boards.gemwielders import prompts, render
from game.ui.boards.gemwielders import targets as T
from game.ui.boards.gemwielders.arena import Show, Step, build_steps, live_card, live_show
from game.ui.boards.gemwielders.layout import Layout
from game.ui.kit.buttonbar import button_rows
from game.ui.seats import seat_name
from game.ui.widgets.button import Button

LAND = 0.35  # the part of a step after which its numbers have moved
Spot = T.Spot


class GemBoard(Board):
    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.layout = Layout(self.rect)
        self.live: GemState | None = None
        self.previous: GemState | None = None
        self.steps: list[Step] = []
        self.tables: list[GemState] = []  # per step: the table it is drawn on
        self.tails: list[int] = []  # per step: events told once it is over
        self.step_t = 0.0
        self.hover: Spot | None = None
        self.mouse = (0, 0)
        self.spots: dict[Spot, Action] = {}
        self.buttons: list[tuple[Button, Action]] = []
        self.row_buttons: list[tuple[Button, Action]] = []
        self.kind: str | None = None
        # As in Clash of Decks: who decided at the last refresh (and so made the action
        # whose events come next) and whose moves the playback shows.
        self.decider: int | None = None
        self.actor: int | None = None
        self.offered = False
        self.seen_by = self.viewer
        # The last frame's hover panel, for the tests: where, and what it said.
        self.detail_rect: pygame.Rect | None = None
        self.detail_text: list[str] = []
        self.refresh()

    # --- what the viewer may do ----------------------------------------------------------
    @property
    def gview(self) -> GemState:
        assert self.live is not None
        return self.live

    @property
    def presenting(self) -> bool:
        """The viewer's decision is on offer: it is theirs and no playback is running (an
        attack's question comes after its HIT or MISS has been shown)."""
        return self.my_decision and not self.steps

    def legal_actions(self) -> list[Action]:
        return super().legal_actions() if self.presenting else []

    def decision(self) -> str | None:
        if not self.presenting:
            return None
        top = self.gview.stack.top
        return top.kind if top is not None else None

    # --- state -> what is offered --------------------------------------------------------------
    def refresh(self) -> None:
        state = self.session.state
        self.actor, self.decider = self.decider, state.current_player
        if self.viewer != self.seen_by:
            # A hand-off: the playback was the last viewer's; the new one sees the table.
            self.seen_by = self.viewer
            self.skip_animations()
        self.previous = self.live
        view = self.view
        assert isinstance(view, GemState)
        self.live = view
        self._offer()

    def _offer(self) -> None:
        self.offered = self.presenting
        legal = self.legal_actions()
        self.kind = self.decision()
        view = self.gview
        self.spots = T.targets(view, self.viewer, legal) if legal else {}
        self.buttons = []
        self.row_buttons = []
        if not legal:
            self.hover = self.spot_at(self.mouse) if self.rect.collidepoint(self.mouse) else None
            return
        on_row = ("draft", "scrap_row")
        for slot in range(len(view.row)):
            draft = next((a for a in legal if a.kind == "draft" and a.args[0] == slot), None)
            scrap = next((a for a in legal if a.kind == "scrap_row" and a.args[0] == slot), None)
            if draft is None or scrap is None:
                continue
            left, right = self.layout.row_buttons(slot)
            self.row_buttons.append(
                (
                    Button(
                        left,
                        "Draft",
                        cast("Callable[[], None]", lambda a=draft: self._propose(a)),
                        style="primary",
                        size=12,
                    ),
                    draft,
                )
            )
            self.row_buttons.append(
                (
                    Button(
                        right,
                        "Scrap",
                        cast("Callable[[], None]", lambda a=scrap: self._propose(a)),
                        size=12,
                    ),
                    scrap,
                )
            )
        wanted = [a for a in T.button_actions(legal, self.spots) if a.kind not in on_row]
        self._place_buttons(view, wanted)
        self.hover = self.spot_at(self.mouse) if self.rect.collidepoint(self.mouse) else None

    def _place_buttons(self, view: GemState, actions: list[Action]) -> None:
        """Right-aligned in the prompt bar, the primary answer rightmost; rows that do not
        fit stack upward over the middle of the table, in a tray of their own."""
        bar = self.layout.prompt
        labels = [prompts.button_label(view, a) for a in actions]
        widths = [min(300, max(96, render.button_width(label))) for label in labels]
        for i, rect in button_rows(bar, widths, 0.62):
            action = actions[i]
            style = "primary" if _primary(action) else "secondary"
            self.buttons.append(
                (
                    Button(
                        rect,
                        labels[i],
                        cast("Callable[[], None]", lambda a=action: self._propose(a)),
                        style=style,
                        size=14,
                    ),
                    action,
                )
            )

    def _propose(self, action: Action) -> None:
        self.propose(action)

    # --- playback ------------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        if self.steps:
            # Anything after a playback still running is told after it.
            self.tails[-1] += len(events)
            return
        if self.previous is None or self.anim.speed <= 0:
            return
        # The events before the first step are told at once: the play scene logs all
        # that ``unshown`` does not hold back.
        _lead, steps, closing = build_steps(self.session.game, self.previous, events)  # type: ignore[arg-type]
        if not steps:
            return
        self.steps = steps
        self.tables = [self.previous] * len(steps)
        self.tails = [0] * len(steps)
        self.tails[-1] = closing
        self.step_t = 0.0
        self._offer()

    @property
    def unshown(self) -> int:
        if not self.steps:
            return 0
        return self.tails[0] + sum(
            s.count + t for s, t in zip(self.steps[1:], self.tails[1:], strict=True)
        )

    @property
    def animating(self) -> bool:
        return bool(self.steps) or self.anim.busy

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.steps:
            self.step_t += dt * max(self.anim.speed, 0.01)
            if self.step_t >= self.steps[0].duration:
                self.steps.pop(0)
                self.tables.pop(0)
                self.tails.pop(0)
                self.step_t = 0.0
        if self.presenting != self.offered:
            self._offer()

    def skip_animations(self) -> None:
        self.steps.clear()
        self.tables.clear()
        self.tails.clear()
        self.step_t = 0.0
        super().skip_animations()
        if self.live is not None and self.presenting != self.offered:
            self._offer()

    # --- what the table shows now -----------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.steps[0] if self.steps else None

    @property
    def table(self) -> GemState:
        """The view the table is drawn from: mid-playback the one before the action."""
        return self.tables[0] if self.steps else self.gview

    @property
    def landed(self) -> bool:
        step = self.step
        return step is None or self.step_t >= LAND * step.duration

    def show(self) -> Show | None:
        """What the middle of the table shows: the step being played back, else an attack
        or a card resolving in the live view, else nothing (the draft row)."""
        if self.steps:
            return self.steps[0].show
        view = self.gview
        return live_show(view) or live_card(view)

    def counters(self, seat: int) -> tuple[int, int]:
        """Life and power as the table shows them now."""
        step = self.step
        if step is None:
            return self.gview.life[seat], self.gview.power[seat]
        life, power = (step.life, step.power) if self.landed else (step.life0, step.power0)
        return life[seat], power[seat]

    # --- geometry: spots and their rects --------------------------------------------------------
    def spot_rect(self, spot: Spot) -> pygame.Rect | None:
        view = self.table
        lay = self.layout
        me = self.viewer
        kind = spot[0]
        try:
            if kind == "hand":
                return lay.hand_card(int(spot[1]), len(view.hand[me]))  # type: ignore[call-overload]
            if kind == "opp_hand":
                return lay.opp_hand_card(int(spot[1]), len(view.hand[1 - me]))  # type: ignore[call-overload]
            if kind == "row":
                return lay.row_card(int(spot[1]))  # type: ignore[call-overload]
            if kind == "pool":
                return lay.pool_gem(view.game.gems.index(str(spot[1])))
            if kind == "sources":
                return lay.source_stack()
            if kind == "gem_deck":
                return lay.gem_deck_stack()
            if kind == "scrap_pile":
                return lay.scrap_pile()
            if kind == "bearer":
                return lay.bearer_tile(spot[1] == me)
            if kind == "counts":
                return render.counts_rect(self, int(spot[1]))  # type: ignore[call-overload]
            if kind == "mod":
                seat, i = int(spot[1]), int(spot[2])  # type: ignore[call-overload]
                return lay.mod_card(seat == me, i, len(view.mods[seat]))
            if kind == "defense":
                seat, i = int(spot[1]), int(spot[2])  # type: ignore[call-overload]
                return lay.defense_card(seat == me, i, len(view.defense[seat]))
            if kind in ("attack_card", "arena_defense"):
                return render.arena_card_rect(self, str(kind), int(spot[1]))  # type: ignore[call-overload]
            if kind == "pile":
                return lay.pile_cards(len(T.pile(view, me)))[int(spot[1])]  # type: ignore[call-overload]
            if kind == "look":
                return lay.look_cards(len(view.looking[me]))[int(spot[1])]  # type: ignore[call-overload]
            if kind == "choose":
                order = view.game.bearer_order
                return lay.bearer_choices(len(order))[order.index(str(spot[1]))]
        except (IndexError, ValueError):
            return None
        return None

    def spots_drawn(self) -> list[Spot]:
        """Every spot on the table now, topmost first (what a click or a hover finds)."""
        view = self.table
        me, other = self.viewer, 1 - self.viewer
        out: list[Spot] = []
        mode = render.middle_mode(self)
        if mode == "choose":
            out += [("choose", b) for b in view.game.bearer_order]
        elif mode == "pile":
            out += [("pile", i) for i in range(len(T.pile(view, me)))][::-1]
        elif mode == "look":
            out += [("look", i) for i in range(len(view.looking[me]))][::-1]
        elif mode == "attack":
            show = self.show()
            if show is not None:
                out += [("attack_card", i) for i in range(len(show.attack_cards))][::-1]
                out += [("arena_defense", i) for i in range(len(show.defense_cards))][::-1]
        out += [("hand", i) for i in range(len(view.hand[me]))][::-1]
        if mode == "row":
            out += [("row", i) for i in range(len(view.row)) if view.row[i] is not None]
            out += [("pool", g) for g in view.game.gems]
            out += [("sources",), ("gem_deck",), ("scrap_pile",)]
        for seat in (me, other):
            out += [("mod", seat, i) for i in range(len(view.mods[seat]))][::-1]
            if not (mode == "attack" and seat != view.turn_player):
                out += [("defense", seat, i) for i in range(len(view.defense[seat]))][::-1]
            out += [("bearer", seat), ("counts", seat)]
        out += [("opp_hand", i) for i in range(len(view.hand[other]))][::-1]
        return out

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        if self.live is None:
            return None
        for spot in self.spots_drawn():
            r = self.spot_rect(spot)
            if r is not None and r.collidepoint(pos):
                return spot
        return None

    def click_point(self, action: Action) -> tuple[int, int]:
        """For tests: where a click makes this board propose ``action``."""
        for button, act in self.buttons + self.row_buttons:
            if act == action:
                return button.rect.center
        for spot, act in self.spots.items():
            if act == action:
                r = self.spot_rect(spot)
                if r is not None:
                    return (r.centerx, r.y + min(r.h // 2, 30))
        raise ValueError(f"no click for {action} ({self.kind})")

    # --- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        for button, _ in self.buttons + self.row_buttons:
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
        return False

    def click(self, spot: Spot | None) -> None:
        if spot is None:
            return
        action = self.spots.get(spot)
        if action is not None:
            self._propose(action)
            return
        self.notify(self.why_not(spot))

    def why_not(self, spot: Spot) -> str:
        """What a click that does nothing says instead."""
        view = self.gview
        if view.is_over:
            return "The game is over."
        if not self.my_decision:
            who = seat_name(self.session.seats, view.current_player or 0)
            return f"Not your decision: {who} is playing."
        if not self.presenting:
            return "The last move is still being shown: click to skip it."
        kind = spot[0]
        me = self.viewer
        if kind == "hand":
            inst = self.table.hand[me][int(spot[1])]  # type: ignore[call-overload]
            name = view.game.defs[card_id(str(inst))].name if inst else "That card"
            return render.hand_refusal(self, name, str(inst))
        if kind == "row":
            return render.row_refusal(self, int(spot[1]))  # type: ignore[call-overload]
        if kind in ("mod", "bearer") and spot[1] == me:
            refusal = render.use_refusal(self, spot)
            if refusal:
                return refusal
        if kind == "defense" and spot[1] != me:
            return "Face down: only an effect lets you look at it (Glimpse, Unmask)."
        if kind == "defense":
            return "Your defense setup: it stays face down until you are attacked."
        if kind == "opp_hand":
            return "The opponent's hand is hidden."
        return prompts.prompt(view, self.kind or "", self.legal_actions())

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        render.draw_board(self, surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        render.draw_overlay(self, surface)


def _primary(action: Action) -> bool:
    return action.kind in ("end_main", "announce") or (
        action.kind == "pay" and bool(action.args[0])
    )
