"""The Storm the Bridge board: the rivals' parties across the table, the centre of the
ship (Crew Stack, Available Crew Pool, the sections nobody holds), the viewer's party and
hand, and the response stack as a column beside them with who holds priority and the
attack and defence (or influence) totals, live.

Every decision is a click on the thing it is about: a crew member in the pool recruits
it, a section attacks it, a leader or crew card commits it, a hand card plays it (then
its target glows), a crew member then a section stations it. What is not a thing on the
table (Pass, Declare, End the phase) is a button by the prompt, and "Respond…" lists
every option as a button too. The board proposes; the play scene applies. It draws only
the viewer's view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.engines.storm_the_bridge.state import StormState
from game.ui import theme
from game.ui.boards import Board
from game.ui.boards.storm_the_bridge import paint, prompts, replay
from game.ui.boards.storm_the_bridge import table as TB
from game.ui.boards.storm_the_bridge.layout import Layout
from game.ui.boards.storm_the_bridge.targets import Token, Walk
from game.ui.kit.buttonbar import button_rows
from game.ui.kit.tween import Animator, Tween, linear
from game.ui.seats import seat_name
from game.ui.widgets.button import Button

TRAY_PER_PAGE = 16
QUIET_PX = 8  # how far the mouse moves after a click before a hover panel shows again
NOTE_SECONDS = 3.5  # how long "why not" stays beside the click


def moved(a: tuple[int, int], b: tuple[int, int], far: int) -> bool:
    return abs(a[0] - b[0]) > far or abs(a[1] - b[1]) > far


PRIMARY = ("pass", "declare", "end_phase", "done", "scan_done")
OUTCOMES = {
    "fizzle": "FIZZLES",
    "counter": "COUNTERED",
    "cancel": "CANCELLED",
    "capture": "TAKEN",
    "attack_failed": "FAILS",
    "recruited": "RECRUITED",
    "recruit_failed": "FAILS",
    "attach": "ATTACHED",
    "resolve": "RESOLVES",
}


class StormBoard(Board):
    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.layout = Layout(self.rect, len(self.session.seats))
        self.live: StormState | None = None
        self.previous: StormState | None = None
        self.table = TB.Table()
        # Each seat's band, settled before the table is laid out: the band heads and
        # pills are placed in it (a crowded rival's band is the wider one).
        self.bands = self.layout.bands(self.viewer)
        self.walk: Walk | None = None
        self.spots: dict[TB.Spot, list[Action]] = {}
        self.buttons: list[tuple[Button, Action | None]] = []
        self.tray: list[tuple[Button, Action | None]] = []
        self.tray_open = False
        self.tray_page = 0
        self.hover: TB.Spot | None = None
        self.mouse = (0, 0)
        self.seen_by = self.viewer
        # As on the other boards: who decided at the last refresh (and so took the action
        # whose events come next) and whose action the running playback shows. While
        # another seat's action is played back, step by step, the viewer's decision waits
        # (no glow, no buttons), so nothing invites a move the table has not yet explained.
        self.decider: int | None = None
        self.actor: int | None = None
        self.shown_by: int | None = None
        self.offered = False
        # The playback's beats: (tween key, seat, what it lights, the word it stamps).
        self.beats: list[tuple[str, int | None, list[TB.Spot], str]] = []
        # Decorations that never hold the table up (a click is never spent skipping them):
        # a card turning as it taps, an item sliding onto the stack, one leaving it with
        # its outcome stamped, a total pulsing as a modifier lands.
        self.deco = Animator(self.anim.speed)
        self.ghosts: list[tuple[int, str, str, int]] = []  # (uid, label, outcome, seat)
        # The last frame's hover panel, for the tests: where, and what it said.
        self.detail_rect: pygame.Rect | None = None
        self.detail_text: list[str] = []
        # After a click the hover panel waits until the mouse moves on: it would pop up
        # over the card just clicked and the ones the next prompt asks for.
        self.quiet_at: tuple[int, int] | None = None
        # Why a click did nothing, told where it was clicked: (words, where, seconds left).
        self.note: tuple[str, tuple[int, int], float] | None = None
        self.note_rect: pygame.Rect | None = None
        self.refresh()

    # --- the view ------------------------------------------------------------------------
    @property
    def sview(self) -> StormState:
        assert self.live is not None
        return self.live

    @property
    def names(self) -> list[str]:
        return [seat_name(self.session.seats, s) for s in range(len(self.session.seats))]

    @property
    def watching(self) -> bool:
        """Whether another seat's action is still being played back to the viewer."""
        return self.anim.busy and self.shown_by is not None and self.shown_by != self.viewer

    @property
    def presenting(self) -> bool:
        """The viewer's decision is on offer: it is theirs and the table has finished
        showing the other seat's action that led to it."""
        return self.my_decision and not self.watching

    def legal_actions(self) -> list[Action]:
        return super().legal_actions() if self.presenting else []

    def refresh(self) -> None:
        self.actor, self.decider = self.decider, self.session.state.current_player
        if self.viewer != self.seen_by:
            # A hand-off: the new viewer sees the table as it is, with nothing replayed.
            self.seen_by = self.viewer
            self.skip_animations()
            self.live = None
        self.previous = self.live
        view = self.view
        assert isinstance(view, StormState)
        self.live = view
        self._rebuild()

    def _rebuild(self) -> None:
        """The walk of what the viewer may click and the table laid out for it."""
        view = self.sview
        self.offered = self.presenting
        legal = self.legal_actions()
        self.walk = Walk(view, legal) if legal else None
        prefer = frozenset(
            str(tok[1])
            for p in (self.walk.paths.values() if self.walk else ())
            for tok in p
            if tok[0] == "passive"
        )
        self.bands = TB.bands(view, self.viewer, self.layout)
        heads = {s: paint.band_head(self, s).right for s in range(view.num_players)}
        pills = {
            s: r for s in range(view.num_players) if (r := paint.band_pill(self, s)) is not None
        }
        self.table = TB.build(view, self.viewer, self.layout, prefer, heads, pills, self.bands)
        self.tray_open = False
        self.tray_page = 0
        self._offer()

    def decision(self) -> str | None:
        top = self.sview.stack.top
        return top.kind if top is not None and self.my_decision else None

    # --- what is offered -----------------------------------------------------------------
    def _offer(self) -> None:
        self.spots = {}
        self.buttons = []
        self.tray = []
        walk = self.walk
        if walk is None:
            self._hover_again()
            return
        view = self.sview
        for tok, actions in walk.next_tokens().items():
            spot = self.spot_of(tok)
            if spot is not None and self.table.rect(spot) is not None:
                self.spots[spot] = actions
        selected = bool(walk.prefix)
        wanted: list[Action | None] = list(walk.buttons())
        labels = [prompts.button_label(view, a, selected) for a in wanted]  # type: ignore[arg-type]
        if selected:
            wanted.insert(0, None)
            labels.insert(0, "Cancel")
        others = [a for a in walk.legal if a.kind != "pass"]
        if not selected and others and len(walk.legal) > len(walk.buttons()):
            kind = self.decision()
            wanted.insert(0, None)
            if self.tray_open:
                labels.insert(0, "Close the list")
            else:
                labels.insert(
                    0, "Respond…" if kind in ("priority", "last_call") else "All options…"
                )
        ends = [i for i, a in enumerate(wanted) if a is not None and a.kind == "end_phase"]
        if ends:
            # Leftmost, and never where Pass was: passing the last window of your own
            # action hands the Action phase back at once, and a second click meant for
            # one more Pass would otherwise end the phase. Alone, it keeps Pass's spot free.
            i = ends[0]
            wanted.insert(0, wanted.pop(i))
            labels.insert(0, labels.pop(i))
        self._place_buttons(wanted, labels, keep_pass_clear=len(wanted) == 1 and bool(ends))
        if self.tray_open:
            self._build_tray(others)
        self._hover_again()

    def _place_buttons(
        self, actions: list[Action | None], labels: list[str], keep_pass_clear: bool = False
    ) -> None:
        """Right-aligned in the prompt bar, the primary answer rightmost; rows that do not
        fit stack upward over the centre, on a tray of their own. ``keep_pass_clear``
        leaves the rightmost spot, where a Pass button sits, empty."""
        bar = self.layout.prompt
        # Wide enough for a two-card payment ("Discard Emergency Reinforcements and ...")
        # at the bar's own size: such a button sits alone on a row over the centre.
        cap = max(330, int(bar.w * 0.72))
        widths = [min(cap, max(84, paint.button_width(label))) for label in labels]
        if keep_pass_clear:
            widths.append(max(84, paint.button_width("Pass")))
        for i, rect in button_rows(bar, widths, 0.6):
            if i == len(actions):
                continue  # the empty spot
            action = actions[i]
            label = labels[i]
            if action is None:
                on_click = self.cancel if label == "Cancel" else self.toggle_tray
                style = "ghost"
            else:
                on_click = cast("Callable[[], None]", lambda a=action: self._propose(a))
                style = "primary" if action.kind in PRIMARY else "secondary"
            self.buttons.append((Button(rect, label, on_click, style=style, size=14), action))

    def _build_tray(self, actions: list[Action]) -> None:
        """Two columns of answers; one whose words outgrow a column (a two-card payment
        names both cards) takes a full-width row below them, so no label is squeezed."""
        area = self.layout.tray.inflate(-24, -56)
        col_w = (area.w - 10) // 2
        labels = {a: paint.named(prompts.button_label(self.sview, a), self.names) for a in actions}
        pages = tray_pages(
            actions, lambda a: theme.text_width(labels[a], 12, "semibold") + 16 > col_w
        )
        self.tray_page = min(self.tray_page, len(pages) - 1)
        narrow, wide = pages[self.tray_page]
        rows = (len(narrow) + 1) // 2
        placed = [
            (
                a,
                pygame.Rect(
                    area.x + (i // rows) * (col_w + 10), area.y + 22 + (i % rows) * 30, col_w, 26
                ),
            )
            for i, a in enumerate(narrow)
        ] + [
            (a, pygame.Rect(area.x, area.y + 22 + (rows + j) * 30, area.w, 26))
            for j, a in enumerate(wide)
        ]
        for action, rect in placed:
            self.tray.append(
                (
                    Button(
                        rect,
                        labels[action],
                        cast("Callable[[], None]", lambda a=action: self._propose(a)),
                        size=12,
                    ),
                    action,
                )
            )
        if len(pages) > 1:
            # The button says where it goes: "Page 2 of 4" on page 1 read as "you are on 2".
            nxt = (self.tray_page + 1) % len(pages)
            words = f"Next: page {nxt + 1} of {len(pages)}" if nxt else "Back to page 1"
            rect = pygame.Rect(area.right - 170, area.y - 8, 170, 24)
            self.tray.append((Button(rect, words, lambda: self._page(nxt), size=12), None))

    def _page(self, page: int) -> None:
        self.tray_page = page
        self._offer()

    def toggle_tray(self) -> None:
        self.tray_open = not self.tray_open
        self._offer()

    def cancel(self) -> None:
        if self.walk is not None:
            self.walk.back()
        self._offer()

    def _propose(self, action: Action) -> None:
        if self.walk is not None:
            self.walk.back()
        self.tray_open = False
        self.propose(action)

    def spot_of(self, tok: Token) -> TB.Spot | None:
        """The thing on the table a path token is (the first hand card of a design)."""
        if tok[0] == "hand":
            hand = self.sview.hand[self.viewer]
            for i, inst in enumerate(hand):
                if inst is not None and self.sview.game.design_of[inst] == tok[1]:
                    return ("hand", i)
            return None
        return tok

    # --- playback --------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        before, after = self.previous, self.live
        if before is None or after is None or self.anim.speed <= 0:
            return
        watched = self.actor is not None and self.actor != self.viewer
        if watched:
            # Another seat's action: its events one beat after another, each lighting
            # what it changed, the log line told as its beat begins.
            self.show_with(self._play_back(events))
            if self.anim.busy:
                self.shown_by = self.actor
            if self.presenting != self.offered:
                self._rebuild()
        key: object  # a str here; whatever an event's data holds further down
        uid: object
        for key in before.tapped ^ after.tapped:
            turned = key in after.tapped
            self.deco.fade(f"tap:{key}", 0.0 if turned else 90.0, 90.0 if turned else 0.0, 0.3)
        old = {i[0]: i for i in before.items}
        new = {i[0] for i in after.items}
        for uid in new - set(old):
            self.deco.fade(f"item:{uid}", 0.0, 1.0, 0.35)
        outcome = {}
        for e in events:
            uid = e.data.get("uid", e.data.get("item")) if e.data else None
            word = OUTCOMES.get(e.kind)
            if word and isinstance(uid, int):
                outcome[uid] = word
            elif word and e.kind != "resolve":
                outcome.setdefault(-1, word)
            elif word:
                outcome.setdefault(-2, word)
        from game.engines.storm_the_bridge import responses

        for uid in set(old) - new:
            item = old[uid]
            word = outcome.get(uid) or (
                outcome.get(-1) if item[1] in ("attack", "recruit") else outcome.get(-2)
            )
            label = paint.named(responses.item_label(before, item), self.names)
            self.ghosts = [g for g in self.ghosts if g[0] != uid][-2:]
            self.ghosts.append((uid, label, word or "RESOLVES", item[2]))
            self.deco.fade(f"ghost:{uid}", 1.0, 0.0, 1.4)
        if prompts.totals(before) != prompts.totals(after) and after.act_kind:
            self.deco.fade("totals", 1.0, 0.0, 0.6)
        if watched:
            return
        for e in events:
            for name in ("key", "crew", "target", "section", "host"):
                key = e.data.get(name) if e.data else None
                if isinstance(key, str):
                    self.deco.fade(f"flash:{key}", 1.0, 0.0, 0.8)

    def _play_back(self, events: list[Event]) -> list[Tween | None]:
        """Start one beat per event that changed something on the table (at most
        ``MAX_BEATS``; the rest are told with the last); returns each event's teller."""
        tellers: list[Tween | None] = []
        self.beats = []
        at = 0.0
        for e in events:
            lit = replay.spots_of(self.sview, self.table, self.viewer, e)
            if not lit or len(self.beats) >= replay.MAX_BEATS:
                tellers.append(None)
                continue
            key = f"beat:{len(self.beats)}"
            tween = self.anim.start(key, Tween(0.0, 1.0, replay.BEAT, linear, delay=at))
            seat = e.seat if e.seat is not None else self.actor
            self.beats.append((key, seat, lit, replay.CAPTIONS.get(e.kind, "")))
            tellers.append(tween)
            at += replay.BEAT
        return tellers

    def highlights(self) -> list[tuple[int | None, list[TB.Spot], str, float]]:
        """The beats showing now: (seat, what they light, their word, how far through)."""
        out = []
        for key, seat, lit, word in self.beats:
            tween = self.anim.tweens.get(key)
            if tween is not None and tween.started and not tween.done:
                out.append((seat, lit, word, tween.progress))
        return out

    def angle(self, key: str) -> float:
        final = 90.0 if key in self.sview.tapped else 0.0
        return float(self.deco.value(f"tap:{key}", final))  # type: ignore[arg-type]

    def update(self, dt: float) -> None:
        super().update(dt)
        self.deco.update(dt)
        if self.note is not None:
            words, where, left = self.note
            self.note = (words, where, left - dt) if left > dt else None
        self.ghosts = [g for g in self.ghosts if f"ghost:{g[0]}" in self.deco.tweens]
        if not self.anim.busy:
            self.beats = []
        if self.live is not None and self.presenting != self.offered:
            self._rebuild()  # the other seat's action has been shown: the decision is on

    def skip_animations(self) -> None:
        super().skip_animations()
        self.deco.skip()
        self.ghosts = []
        self.beats = []
        if self.live is not None and self.presenting != self.offered:
            self._rebuild()

    # --- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        for button, _ in self.tray + self.buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return self._pass_by_key()
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.spot_at(event.pos)
            if self.quiet_at is not None and moved(self.quiet_at, event.pos, QUIET_PX):
                self.quiet_at = None
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            if self.walk is not None and (self.walk.prefix or self.tray_open):
                self.tray_open = False
                self.cancel()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            self.mouse = event.pos
            if self.tray_open and self.layout.tray.collidepoint(event.pos):
                return True  # a click on the tray between its buttons
            self.quiet_at = event.pos
            self.note = None
            self.click(self.spot_at(event.pos))
            return True
        return False

    def _pass_by_key(self) -> bool:
        """Space passes while a Pass button is offered, as its click does: a game of many
        windows is mostly passes. Only Pass, never End the Action phase (a second press
        meant for one more window must not end the turn), and never with a card chosen."""
        if self.tray_open or (self.walk is not None and self.walk.prefix):
            return False
        for _, action in self.buttons:
            if action is not None and action.kind == "pass":
                self._propose(action)
                return True
        return False

    def spot_at(self, pos: tuple[int, int]) -> TB.Spot | None:
        if self.live is None:
            return None
        if self.tray_open and self.layout.tray.collidepoint(pos):
            return None
        return self.table.at(pos)

    def _hover_again(self) -> None:
        self.hover = self.spot_at(self.mouse) if self.rect.collidepoint(self.mouse) else None

    def click(self, spot: TB.Spot | None) -> None:
        if spot is None:
            return
        if spot in self.spots and self.walk is not None:
            tok = TB.token_of(self.sview, self.viewer, spot)
            assert tok is not None
            done = self.walk.click(tok)
            if done is not None:
                self._propose(done)
            else:
                self._offer()
            return
        # Told just above the card clicked (not the pointer), which stays in view.
        r = self.table.rect(spot)
        at = (self.mouse[0], r.y) if r is not None else self.mouse
        self.note = (self.why_not(spot), at, NOTE_SECONDS)

    def why_not(self, spot: TB.Spot) -> str:
        """What a click that does nothing says instead."""
        view = self.sview
        if view.is_over:
            return "The game is over."
        if not self.my_decision:
            who = self.names[view.current_player or 0]
            return f"Not your decision: {who} holds priority."
        kind = spot[0]
        if kind == "hand":
            return "That card cannot be played now (its restrictions, or nothing to aim at)."
        if kind == "char":
            key = str(spot[1])
            if key in view.tapped:
                return "Tapped: it untaps in its owner's Reset phase."
            if key in view.act_committed:
                return "Already committed to this action: a card is never used twice in it."
        if kind == "pool" and self.decision() == "open":
            return "You cannot recruit them now (the turn's recruit used, or no free influence)."
        if kind == "section" and self.decision() == "open":
            return "You cannot attack that section now."
        if self.walk is not None and self.walk.prefix:
            return "Not a target of that: click a glowing card, or right-click to cancel."
        return prompts.prompt(view, self.decision() or "", self.legal_actions(), self.names)

    # --- for the tests ---------------------------------------------------------------------------
    def click_point(self, action: Action) -> tuple[int, int]:
        """Where the next click towards ``action`` goes: the thing on the table its path
        reaches next, else its button (a Cancel first when another selection is open)."""
        walk = self.walk
        if walk is None or action not in walk.paths:
            raise ValueError(f"{action} is not on offer")
        for button, act in self.buttons:
            if act == action:
                return button.rect.center
        p = walk.paths[action]
        n = len(walk.prefix)
        if p[:n] != walk.prefix:
            for button, act in self.buttons:
                if act is None and button.label == "Cancel":
                    return button.rect.center
        if len(p) > n:
            spot = self.spot_of(p[n])
            r = self.table.rect(spot) if spot is not None else None
            point = self.visible_point(spot, r) if r is not None and spot in self.spots else None
            if point is not None:
                return point
        for button, act in self.tray:
            if act == action:
                return button.rect.center
        for button, act in self.buttons:
            if act is None and button.label != "Cancel":
                return button.rect.center  # open the tray: every option is listed there
        raise ValueError(f"no click for {action}")

    def visible_point(self, spot: TB.Spot, r: pygame.Rect) -> tuple[int, int] | None:
        """A point of ``r`` that ``spot`` owns (not under a card drawn over it), if any."""
        for dx in (0.5, 0.2, 0.1, 0.8, 0.05):
            for dy in (0.5, 0.3, 0.8, 0.15):
                p = (r.x + round(r.w * dx), r.y + round(r.h * dy))
                if self.spot_at(p) == spot:
                    return p
        return None

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        paint.draw_board(self, surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        paint.draw_overlay(self, surface)


def tray_pages(
    actions: list[Action], is_wide: Callable[[Action], bool]
) -> list[tuple[list[Action], list[Action]]]:
    """The tray's pages: each holds up to TRAY_PER_PAGE // 2 rows, narrow answers two to a
    row (in their order, down the left column then the right), then wide ones, one a row."""
    rows = TRAY_PER_PAGE // 2
    narrow = [a for a in actions if not is_wide(a)]
    wide = [a for a in actions if is_wide(a)]
    pages: list[tuple[list[Action], list[Action]]] = []
    while narrow or wide or not pages:
        these, narrow = narrow[: 2 * rows], narrow[2 * rows :]
        room = rows - (len(these) + 1) // 2
        longs, wide = wide[:room], wide[room:]
        pages.append((these, longs))
    return pages
