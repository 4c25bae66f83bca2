"""The board-kit gallery: every kit piece live on one table, for board authors to try
hover, click, zoom and animation before they build a game's board with them."""

from __future__ import annotations

from typing import Any, cast

import pygame

from game.ui import theme
from game.ui.kit.card import CardFace, CardSprite, frame_name
from game.ui.kit.cardrow import CardRow
from game.ui.kit.hexgrid import HexGridView, HexLayout
from game.ui.kit.lanes import TwoLaneBattlefield
from game.ui.kit.token import draw_figure, draw_token
from game.ui.kit.track import BridgeTrack
from game.ui.kit.tween import Animator
from game.ui.scenes.common import WidgetScene
from game.ui.widgets.button import Button
from game.ui.widgets.counter import Counter

HAND = [
    (
        "Fireball",
        "Deal 3 damage to a unit in any lane.",
        "3",
        "spell",
        "dragon_wing",
        "clash_of_decks",
    ),
    ("Stone Guard", "Taunt. When it dies, gain 2 gold.", "2", "unit", "shield", "clash_of_decks"),
    ("Blink", "TELEPORT your wizard up to 3 tiles.", "1", "gem", "teleport", "dragon_bridge"),
    ("Shove", "BUMP an adjacent wizard 2 tiles back.", "2", "gem", "bump", "dragon_bridge"),
    ("Gold Hoard", "Gain 3 gold and 1 fame.", "", "treasure", "gold", "dragon_island"),
    ("Spark", "Ready a red gem. Draw a card.", "0", "spell", "energy_red", "gemwielders"),
]
TERRAINS = ["grass", "forest", "mountain", "sand", "water", "lava"]


class KitScene(WidgetScene):
    name = "kit"
    title = ""

    def __init__(self, app: Any):
        super().__init__(app)
        cards = [
            CardSprite(CardFace(t, text, cost, kind, icon, frame_name(g, kind), f"{g}_back"))
            for t, text, cost, kind, icon, g in HAND
        ]
        self.hand = CardRow(pygame.Rect(330, 488, 620, 190), cards, fan=True, on_click=self._play)
        self.hand.playable = {0, 1, 2, 3}
        self.track = BridgeTrack(pygame.Rect(60, 132, 560, 46), 15, on_click=self._step)
        self.pos = 3
        self.track.place("red", 3, theme.seat_colour(0), "1")
        self.track.place("blue", 11, theme.seat_colour(1), "2")
        self.track.legal = {2, 4, 5}
        self.lanes = TwoLaneBattlefield(
            pygame.Rect(660, 100, 580, 250), 3, on_click=lambda s: self.toast.show(f"slot {s}")
        )
        self.lanes.legal = {(0, 0, 1), (1, 0, 0)}
        cells = [(q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2]
        layout = HexLayout.fitting(cells, pygame.Rect(60, 215, 420, 290), 44)
        terrain = {c: TERRAINS[(c[0] * 7 + c[1] * 3) % len(TERRAINS)] for c in cells}
        self.hexes = HexGridView(layout, terrain, on_click=lambda h: self.toast.show(f"hex {h}"))
        self.hexes.legal = {(0, 0), (1, 0), (0, 1)}
        self.counters = [
            Counter((520, 230 + i * 52), icon, v)
            for i, (icon, v) in enumerate((("gold", 7), ("fame", 3), ("mana", 4), ("heart", 20)))
        ]
        self.anim = Animator(app.settings.speed_factor)
        # Mouse buttons whose press skipped an animation: their release is eaten too, or
        # it would click the card or tile the skip just uncovered (as in the play scene).
        self.swallowed: set[int] = set()
        self.flipped = CardSprite(
            CardFace(
                "Hidden Gem",
                "Revealed when flipped.",
                "5",
                "gem",
                "gem",
                frame_name("gemwielders", "gem"),
                "gemwielders_back",
            ),
            pos=(1130, 470),
            size=(100, 140),
        )
        self.add(Button((1070, 600, 160, 44), "Flip card", self._flip))
        self.add(Button((1070, 652, 160, 44), "Back", self.app.pop, style="ghost"))

    def _play(self, index: int) -> None:
        if index not in self.hand.playable:
            self.toast.show(
                "That card cannot be played now: it needs a gem you do not have.", "error"
            )
            return
        self.toast.show(f"Play {self.hand.cards[index].face.title}")

    def _step(self, index: int) -> None:
        if index not in self.track.legal:
            self.toast.show("Your wizard cannot move there: it is more than 2 tiles away.", "error")
            return
        start = self.track.tile_centre(self.pos)
        self.pos = index
        end = self.track.tile_centre(index)
        self.anim.move("red", (start[0], start[1] - 8), (end[0], end[1] - 8), 0.4)
        self.track.place("red", index, theme.seat_colour(0), "1")
        self.track.legal = {i for i in (index - 2, index - 1, index + 1, index + 2) if 0 <= i < 15}
        self.app.audio.play("move")

    def _flip(self) -> None:
        self.flipped.face_up = not self.flipped.face_up
        self.anim.flip("flip", 0.45)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button in self.swallowed:
            self.swallowed.discard(event.button)
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button in (1, 2, 3)  # not the wheel: a scroll is no request to skip
            and self.anim.busy
        ):
            self.anim.skip()
            self.swallowed.add(event.button)
            return
        for part in (self.hand, self.track, self.lanes, self.hexes):
            if part.handle_event(event):
                return
        super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.anim.update(dt)

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        self.draw_background(surface)
        theme.text(surface, "Board kit", (40, 24), size=30, weight="title", colour=pal.gold)
        theme.text(
            surface,
            "Hover for glow and zoom, click for moves; a click skips animations",
            (40, 64),
            size=15,
            colour=pal.text_dim,
        )
        moving = self.anim.tweens.get("red")
        self.track.draw(surface, {"red": moving.value} if moving else None)  # type: ignore[dict-item]
        self.lanes.draw(surface)
        self.hexes.draw(surface)
        for counter in self.counters:
            counter.draw(surface)
        draw_token(surface, (700, 420), theme.seat_colour(2), icon="gem", radius=22, highlight=True)
        draw_figure(surface, (790, 450), "wizard", height=64)
        draw_figure(surface, (880, 450), "dragon", height=72)
        flip = self.anim.tweens.get("flip")
        if flip is not None:
            self.flipped.draw(
                surface,
                flip=float(cast(float, flip.value))
                if self.flipped.face_up
                else 1 - float(cast(float, flip.value)),
            )
        else:
            self.flipped.draw(surface)
        self.hand.draw(surface)
        self.draw_widgets(surface)
        self.hand.draw_zoom(surface)
