"""Animations, driven by what changed between two views and by the events that explain
it: wizards walk, hop (TELEPORT) or get shoved (BUMP), the Dragon flies across, a played
card slides to the Nest, a reshuffled Nest sweeps into the deck. All of it is tweens in
the board's Animator, so a click (or the instant speed setting) skips it."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.events import Event
from game.engines.dragon_bridge.state import DragonBridgeState
from game.ui.boards.dragon_bridge import layout as L
from game.ui.kit.tween import Tween, back_out, ease_in_out, ease_out, linear

if TYPE_CHECKING:
    from game.ui.boards.dragon_bridge.board import DragonBridgeBoard

HOP = {"teleport", "warp", "swap"}
ROOST_HOLD = 0.4  # seconds the ROOST banner stays after the Nest has swept into the deck
# Which part of the playback shows an event of each kind.
STAGES = {
    "play": "played",
    "move": "walk",
    "teleport": "walk",
    "slide": "walk",
    "warp": "walk",
    "bump": "walk",
    "swap": "walk",
    "flight": "flight",
    "roost": "roost",
    "reveal": "nest",
    "take": "nest",
    "flip": "nest",
    "ready": "gems",
    "gem": "gems",
    "overflow": "gems",
    "item": "gems",
    "white_gem": "gems",
}


@dataclass(frozen=True)
class Snap:
    pos: tuple[int, int]
    dragon_end: int
    nest: tuple[tuple[str, bool], ...]
    in_play: str | None
    hand: tuple[str | None, ...]
    turns: int
    # Every gem a seat holds, by state (ready, depleted, aside, on the wizard's card,
    # white): a "gem" event such as "takes no Gem Action" may change none of them.
    gems: tuple[tuple[object, ...], ...] = ()

    @staticmethod
    def of(v: DragonBridgeState, viewer: int) -> Snap:
        return Snap(
            (v.pos[0], v.pos[1]),
            v.dragon_end,
            tuple(v.nest),
            v.in_play,
            tuple(v.hands[viewer]),
            v.turns,
            tuple(
                (v.ready[s], v.depleted[s], v.aside[s], v.card_gem[s], v.white[s]) for s in (0, 1)
            ),
        )

    @property
    def row(self) -> int:
        """How many cards the Nest row laid out (see painter.nest_count)."""
        return len(self.nest) + (self.in_play is not None)


class Motion:
    def __init__(self, board: DragonBridgeBoard):
        self.board = board
        self.prev: Snap | None = None
        self.cur: Snap | None = None
        self.paths: dict[int, tuple[int, int, str]] = {}
        self.dragon_from = 0
        self.swept: tuple[tuple[str, bool], ...] = ()
        # How many cards the Nest row laid out when the swept cards left it, so they
        # start their sweep from where they were drawn however crowded the Nest was.
        self.swept_count = 0
        self.banner = ""
        self.news: tuple[int, str] | None = None  # (turn, what the Dragon just did)
        self.played: tuple[str, tuple[int, int]] | None = None

    def snapshot(self, v: DragonBridgeState) -> None:
        self.prev, self.cur = self.cur, Snap.of(v, self.board.viewer)

    # --- starting animations ----------------------------------------------------------------
    def play(self, events: list[Event]) -> list[Tween | None]:
        """Animate ``events`` one stage after another, in the order they tell them: the
        played card slides in, then the wizards move, then the Dragon flies (the table
        would otherwise show a wizard arriving before the card that sent them). Returns,
        per event, the tween that shows it (None: not animated), so the log can follow."""
        tellers: list[Tween | None] = [None] * len(events)
        prev, cur = self.prev, self.cur
        if prev is None or cur is None:
            return tellers
        at = 0.0  # when the next stage begins, in seconds of playback at normal speed
        stages: dict[str, Tween | None] = {}
        for i, event in enumerate(events):
            stage = STAGES.get(event.kind)
            if stage is None:
                continue
            if stage not in stages:
                stages[stage], length = self._stage(stage, events, prev, cur, at)
                at += length
            tellers[i] = stages[stage]
        return tellers

    def _stage(
        self,
        stage: str,
        events: list[Event],
        prev: Snap,
        cur: Snap,
        at: float,
    ) -> tuple[Tween | None, float]:
        """Start one stage's tweens ``at`` seconds in: its main tween (None if the table
        shows nothing for it) and how long the stages after it wait. The Nest and gem
        touches play alongside what follows rather than hold it up."""
        anim = self.board.anim
        kinds = {e.kind for e in events}
        if stage == "walk":
            main: Tween | None = None
            length = 0.0
            for seat in (0, 1):
                a, b = prev.pos[seat], cur.pos[seat]
                if a == b:
                    continue
                hop = any(
                    e.kind in HOP and (e.kind == "swap" or e.data.get("seat") == seat)
                    for e in events
                )
                shoved = any(e.kind == "bump" and e.data.get("seat") == seat for e in events)
                style = "hop" if hop else ("shove" if shoved else "walk")
                self.paths[seat] = (a, b, style)
                duration = 0.55 if hop else min(1.2, 0.22 + 0.11 * abs(b - a))
                easing = back_out if shoved else (ease_in_out if style == "walk" else ease_out)
                tween = anim.start(f"wiz{seat}", Tween(0.0, 1.0, duration, easing, delay=at))
                if main is None or duration > length:
                    main, length = tween, duration
            return main, length
        if stage == "flight":
            self.dragon_from = prev.dragon_end
            self.swept = prev.nest[:-1] if prev.nest else ()
            self.swept_count = prev.row
            main = anim.start("dragon", Tween(0.0, 1.0, 1.5, ease_in_out, delay=at))
            anim.start("sweep", Tween(0.0, 1.0, 0.7, ease_in_out, delay=at + 0.2))
            self._announce("FLIGHT!", cur.turns, "The Dragon flew to this end", at, 1.5)
            return main, 1.5
        if stage == "roost" and "flight" not in kinds:
            self.swept = prev.nest
            self.swept_count = prev.row
            main = anim.start("sweep", Tween(0.0, 1.0, 0.7, ease_in_out, delay=at))
            # The banner stays a little past the sweep to be read, no longer: it used to
            # stay 1.6 s, holding the next move back twice as long as the ROOST itself.
            news = "The Dragon roosted: the Nest was reshuffled"
            self._announce("ROOST", cur.turns, news, at, 0.7 + ROOST_HOLD)
            return main, 0.7
        played = _played(events, cur)
        if stage == "played" and played is not None:
            seat = played.seat if played.seat is not None else 0
            start = self._hand_point(seat, prev, str(played.data["card"]))
            self.played = (str(played.data["card"]), start)
            return anim.start("played", Tween(0.0, 1.0, 0.45, ease_out, delay=at)), 0.45
        if stage == "nest" and played is None:  # a card sliding in is news enough
            return anim.start("nest", Tween(0.0, 1.0, 0.4, ease_out, delay=at)), 0.0
        if stage == "gems" and prev.gems != cur.gems:  # no pulse (and no wait) for nothing
            return anim.start("gems", Tween(0.0, 1.0, 0.6, ease_out, delay=at)), 0.0
        return None, 0.0

    def _announce(self, banner: str, turn: int, news: str, at: float, length: float) -> None:
        """Show ``banner`` for ``length`` seconds from ``at``: as long as what it names
        takes to show, since the playback (and the next move) waits for it too."""
        self.banner = banner
        self.news = (turn, news)
        self.board.anim.start("banner", Tween(0.0, 1.0, length, linear, delay=at))

    def _hand_point(self, seat: int, prev: Snap, cid: str) -> tuple[int, int]:
        if seat == self.board.viewer and cid in prev.hand:
            return L.hand_slot(prev.hand.index(cid), len(prev.hand)).center
        return (L.OPP.right - 60, L.OPP.centery)

    # --- reading positions while drawing ----------------------------------------------------
    def wizard(self, seat: int, foot: tuple[int, int]) -> list[tuple[tuple[float, float], float]]:
        """Where to draw ``seat``'s wizard now, as (foot point, opacity) pairs."""
        t = self.board.anim.tweens.get(f"wiz{seat}")
        path = self.paths.get(seat)
        if t is None or t.done or path is None:
            return [(foot, 1.0)]
        a, b, style = path
        n = self.board.v.bridge.size
        fa = L.tile_rect(a, n).midtop
        fb = L.tile_rect(b, n).midtop
        k = float(t.value)  # type: ignore[arg-type]
        if style == "hop":
            if t.progress < 0.5:
                return [((fa[0], fa[1] - 30 * t.progress), 1 - 2 * t.progress)]
            return [((fb[0], fb[1] - 30 * (1 - t.progress)), 2 * t.progress - 1)]
        x = fa[0] + (fb[0] - fa[0]) * k
        lift = 0.0 if style == "shove" else abs(math.sin(k * math.pi * max(1, abs(b - a)))) * 6
        return [((x, fa[1] - lift), 1.0)]

    def dragon_centre(
        self, rest: tuple[float, float], other: tuple[float, float]
    ) -> tuple[float, float]:
        """The Dragon at rest by its end, or on its arc across the sky during a FLIGHT."""
        t = self.board.anim.tweens.get("dragon")
        if t is None or t.done:
            return rest
        k = float(t.value)  # type: ignore[arg-type]
        x = other[0] + (rest[0] - other[0]) * k
        y = other[1] + (rest[1] - other[1]) * k - math.sin(k * math.pi) * 36
        return (x, y)

    def progress(self, key: str) -> float | None:
        t = self.board.anim.tweens.get(key)
        if t is None or t.done:
            return None
        return float(t.value)  # type: ignore[arg-type]


def _played(events: list[Event], cur: Snap) -> Event | None:
    """The play of a card that is now in play, which the table slides in from the hand."""
    played = next((e for e in events if e.kind == "play" and e.data.get("card")), None)
    return played if played is not None and cur.in_play == played.data["card"] else None
