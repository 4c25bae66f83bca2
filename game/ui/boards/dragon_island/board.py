"""The Dragon Island board: the island with pan and zoom, the wizards' panels, the turn
track and the viewer's tray. Clicks become proposed actions; the play scene applies them.

Every decision is answerable with the mouse: hex clicks for the island decisions (a
telekinesis too: the space next to the wizard in its direction), buttons (in the banner,
or a choice panel that covers no tile of the island) for everything else, so no
decision kind can leave a human stuck. ``click_point`` tells tests where to
click for a given action. At the end the final scores stay up until the player goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, cast

import pygame

from game.core.actions import Action
from game.core.events import Event, render_for
from game.core.game import Game
from game.engines.dragon_island import DragonIslandGame
from game.engines.dragon_island import board as B
from game.engines.dragon_island.hexes import neighbours
from game.engines.dragon_island.state import DragonIslandState
from game.ui import theme
from game.ui.boards import Board
from game.ui.boards.dragon_island import art, panels
from game.ui.boards.dragon_island import targets as T
from game.ui.boards.dragon_island.camera import EASE, Camera
from game.ui.boards.dragon_island.island import IslandMarks, draw_island
from game.ui.kit.hexgrid import Hex
from game.ui.kit.tween import Tween
from game.ui.seats import seat_name
from game.ui.widgets.button import Button
from game.ui.widgets.tooltip import draw_tooltip

DRAG_SLOP = 6
BANNER_H = 40
PANEL_PAD = 16
PANEL_TITLE_SIZE = 15  # at 17 px the title alone made panels 380 px wide
PANEL_HEAD = 42  # the panel's title line above its buttons
PANEL_MARGIN = 8
PANEL_MAX_W = 440  # wider panels cost the island too much of its view
LIGHT_SHRINK = 0.8  # shrinking the island this little beats hiding any tile
READABLE_TILE = 22.0  # a tile this size (centre to corner, px) still reads: shrink, not hide
ISLAND_SHRINK_MIN = 0.55  # below this, moving the camera shows only the focus tiles
CONTINUE_ROOM = 58  # the play scene's Continue button under the final scores
PLAYERS_W = 292  # the wizards' panels: pets, their gold and the captured colours in a row
STEPS_H = 34  # the turn-step track across the top
TRAY_TILES_H = 118  # the tray's band of held tiles (and the Flip button)
TRAY_H = TRAY_TILES_H + 126  # and under it the Treasure Maps
MAP_CARD = (64, 88)  # a Treasure Map card in the tray at its smallest
MAP_CARD_MAX_H = 156  # and at its largest, where few wizards leave the tray room
NARROW_TITLE = 150  # the narrowest a panel's wrapped title may be
NUMBER_W = 48  # a payment's buttons are bare numbers
NUMBERS_PER_ROW = 6
TITLE_LINE = 19  # each more line of a wrapped panel title
BANNER_TWO_LINES = (13, 12)  # a prompt too long for one line of the banner wraps in two

Framing = tuple[float, tuple[float, float]]  # the camera's zoom and pan


class PanelShape(NamedTuple):
    """One way to lay out a choice panel: its size, its grid of buttons and its title's
    lines; ``head`` is the height above the first row of buttons."""

    size: tuple[int, int]
    cols: int
    rows: int
    bw: int
    bh: int
    gap: int
    head: int
    title: tuple[str, ...]
    by_row: bool = False  # numbers read left to right, then down; other buttons go down


class DragonIslandBoard(Board):
    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        # The island takes the board's whole height under the step track: it is the game.
        # The wizards' panels and the viewer's tray share the column beside it.
        r = self.rect
        self.steps_rect = pygame.Rect(r.x, r.y, r.w, STEPS_H)
        top = self.steps_rect.bottom + 6
        self.island_rect = pygame.Rect(r.x, top, r.w - PLAYERS_W - 8, r.bottom - top)
        self._place_column()
        self.banner_rect = pygame.Rect(
            self.island_rect.x + 6, self.island_rect.y + 6, self.island_rect.w - 12, BANNER_H
        )
        self.camera = Camera(self.island_rect)
        self.held: str | None = None
        self.faces: dict[str, int] = {}
        self.mouse = (0, 0)
        self.press: tuple[int, int] | None = None
        self.dragging = False
        self.clock = 0.0
        self.kind: str | None = None
        self.legal: list[Action] = []
        self.hexes: dict[Hex, Action] = {}
        self.buttons: list[tuple[Button, Action]] = []
        self.panel_rect: pygame.Rect | None = None
        self.panel_lines: tuple[str, ...] = ()
        self._auto_camera: tuple[Framing, Framing] | None = None
        self.tile_rects: dict[str, pygame.Rect] = {}
        self.flip_button = Button((0, 0, 92, 30), "Flip", self.flip, size=14, icon="undo")
        self.zoom_buttons = [
            Button((0, 0, 30, 28), "+", lambda: self._zoom_button(1.25), size=16),
            Button((0, 0, 30, 28), "-", lambda: self._zoom_button(0.8), size=16),
            Button((0, 0, 44, 28), "Fit", self.camera.reset, size=13),
        ]
        self.recent: Hex | None = None
        self.walks: dict[int, tuple[Hex, Hex]] = {}
        self.breakdown: list[dict[str, int]] | None = None
        self.breakdown_rect: pygame.Rect | None = None
        self.refresh()

    # --- state -> layout -------------------------------------------------------------
    @property
    def dview(self) -> DragonIslandState:
        view = self.view
        assert isinstance(view, DragonIslandState)
        return view

    @property
    def my_decision(self) -> bool:
        """Only a human seat decides on this board; an all-AI table is watched, not played."""
        return bool(super().my_decision) and self.viewer in self.human_seats

    def _place_column(self) -> None:
        """The wizards' panels and the tray under them, beside the island. Placed again
        at every refresh: the panels grow with the text size, which may change live."""
        top = self.island_rect.y
        column = pygame.Rect(self.island_rect.right + 8, top, 0, self.rect.bottom - top)
        column.w = self.rect.right - column.x
        self.players_rect = pygame.Rect(column)
        self.players_rect.h = panels.players_height(self.dview)
        # The tray takes what the panels leave (two or three wizards leave a gap that
        # used to stay blank), and its Treasure Maps grow into it.
        tray_top = min(self.players_rect.bottom + 8, column.bottom - TRAY_H)
        self.tray_rect = pygame.Rect(column.x, tray_top, column.w, column.bottom - tray_top)

    def refresh(self) -> None:
        self._place_column()
        view = self.dview
        kind = T.decision_kind(view) if self.my_decision else None
        self.legal = self.legal_actions()
        if kind != self.kind:
            self.held = None
        self.kind = kind
        if kind == "place":
            tiles = T.placeable_tiles(self.legal)
            if self.held not in tiles:
                self.held = tiles[0] if tiles else None
        else:
            self.held = None
        self._refit(view)
        self.hexes = T.hex_targets(self.legal, self.held_face, view.wizards[self.viewer])
        self._layout_buttons()
        self._layout_tray(view)
        if not view.over:  # also after the last move was taken back
            self.breakdown = self.breakdown_rect = None
        elif self.breakdown is None:
            self.breakdown = panels.fame_breakdown(view, self._public_events())
            self.breakdown_rect = self._breakdown_place(self.breakdown)

    def _breakdown_place(self, rows: list[dict[str, int]]) -> pygame.Rect:
        """Over the middle of the board, leaving room below for the scene's Continue."""
        rect = pygame.Rect((0, 0), panels.breakdown_size(rows))
        rect.centerx = self.rect.centerx
        rect.centery = self.island_rect.centery - CONTINUE_ROOM // 2
        return rect

    @property
    def end_display(self) -> pygame.Rect | None:
        return self.breakdown_rect if self.dview.over else None

    @property
    def held_face(self) -> tuple[str, int] | None:
        return None if self.held is None else (self.held, self.faces.get(self.held, 0))

    def _refit(self, view: DragonIslandState) -> None:
        """Fit below the banner the island and the spaces that matter now: while the viewer
        places a tile, every space it may go (the ring around the island), so placing never
        needs a pan and no target hides under the banner's buttons; otherwise the tiles
        alone, larger, with whatever sea space is a target (a telekinesis). The camera
        eases from one framing to the next."""
        cells = set(view.board)
        if self.kind == "place" or not view.board:
            cells |= set(B.placement_hexes(view))
        if self.kind == "action" and T.telekinesis_directions(view, self.viewer, self.legal):
            # Every direction is clicked on the space next to the wizard, sea or land.
            cells |= set(neighbours(view.wizards[self.viewer]))
        self.camera.refit(cells, self.view_area, ease=self.anim.speed > 0)

    @classmethod
    def colour_of_seat(cls, game: Game, seat: int) -> tuple[int, int, int]:
        """The wizard's own colour (seats take the wizards in the set-up file's order):
        "Blue wizard ..." log lines are blue, not Player 1's theme red."""
        assert isinstance(game, DragonIslandGame)
        return art.energy_colour(game.rules.setup.wizard_colours[seat])

    @property
    def view_area(self) -> pygame.Rect:
        """The island's viewport minus the banner across its top."""
        area = pygame.Rect(self.island_rect)
        area.top = self.banner_rect.bottom + 2
        area.h = self.island_rect.bottom - area.top
        return area

    def _layout_buttons(self) -> None:
        self._restore_camera()
        self.buttons.clear()
        self.panel_rect = None
        actions = T.button_actions(self.legal)
        if not actions:
            return
        if self.hexes:  # a mixed decision: the few buttons sit in the banner
            x = self.banner_rect.right - 130
            for a in reversed(actions):
                label = T.button_label(self.dview, a, actions)
                w = min(250, theme.font(13, "semibold").size(label)[0] + 28)
                x -= w + 6
                rect = pygame.Rect(x, self.banner_rect.y + 5, w, BANNER_H - 10)
                self.buttons.append((self._button(rect, a, 13, label), a))
            return
        numbers = self.kind == "pay"
        if numbers:  # the fewest cubes first, as a row of numbers reads
            actions = sorted(actions, key=lambda a: int(a.args[1]))  # type: ignore[arg-type]
        labels = [T.button_label(self.dview, a, actions) for a in actions]
        focus = T.focus_hexes(self.dview, self.viewer, self.kind, self.legal)
        shapes = self._number_shapes(labels) if numbers else self._panel_shapes(labels)
        shape, self.panel_rect = self._place_panel(shapes, focus)
        self.panel_lines = shape.title
        for i, (a, label) in enumerate(zip(actions, labels, strict=True)):
            if shape.by_row:
                row, c = divmod(i, shape.cols)
            else:
                c, row = divmod(i, shape.rows)
            rect = pygame.Rect(
                self.panel_rect.x + PANEL_PAD + c * (shape.bw + 10),
                self.panel_rect.y + shape.head + row * (shape.bh + shape.gap),
                shape.bw,
                shape.bh,
            )
            self.buttons.append((self._button(rect, a, 14, label), a))

    @property
    def panel_title(self) -> str:
        return T.panel_title(self.dview, self.kind, T.button_actions(self.legal))

    def _panel_title_width(self) -> int:
        return theme.font(PANEL_TITLE_SIZE, "title").size(self.panel_title)[0]

    def _panel_shapes(self, labels: list[str]) -> list[PanelShape]:
        """The ways the panel may be laid out, the usual wide one first: its title on one
        line over buttons in up to three columns (``_panel_grid``); then narrower ones, the
        title wrapped over the buttons in one or two columns, which fit beside a big
        island where a wide one could only go over its edge tiles."""
        shapes = [self._panel_shape(labels, *self._panel_grid(labels))]
        f = theme.font(14, "semibold")
        bw = max(96, max(f.size(label)[0] for label in labels) + 28)
        room = self.view_area.h - 2 * PANEL_MARGIN
        for cols in (1, 2):
            rows = -(-len(labels) // cols)
            bh, gap = (34, 8) if rows <= 4 else (30, 6)
            width = max(cols * bw + (cols - 1) * 10, self._title_room(NARROW_TITLE))
            shape = self._panel_shape(
                labels, cols, rows, (width - (cols - 1) * 10) // cols, bh, gap
            )
            if shape.size[1] <= room and shape.size[0] < shapes[0].size[0]:
                shapes.append(shape)
        return shapes

    def _number_shapes(self, labels: list[str]) -> list[PanelShape]:
        """A payment's panel: small number buttons in even rows of up to six, or in two or
        three columns where a squarer panel fits beside the island better. As full-width
        "8 blue" buttons, one above the other, they made a panel 290 px tall that shrank
        the island to tiles 30 px across."""
        n = len(labels)
        shapes = []
        widest = -(-n // -(-n // NUMBERS_PER_ROW))  # rows as even as can be: 4 + 3, not 6 + 1
        title_w = self._title_room(NARROW_TITLE, 320)  # the same question over every shape
        for cols in sorted({widest, min(n, 3), min(n, 2)}, reverse=True):
            rows = -(-n // cols)
            inner = max(cols * NUMBER_W + (cols - 1) * 10, title_w)
            bw = (inner - (cols - 1) * 10) // cols
            shapes.append(self._panel_shape(labels, cols, rows, bw, 34, 8)._replace(by_row=True))
        return shapes

    def _title_room(self, least: int, most: int = 240) -> int:
        """The narrowest width from ``least`` that holds the title in two lines (a third
        line would cost a button's height for a word or two), or ``most``."""
        f = theme.font(PANEL_TITLE_SIZE, "title")
        width = least
        while width < most and len(theme.wrap(self.panel_title, width, f)) > 2:
            width += 10
        return width

    def _panel_shape(
        self, labels: list[str], cols: int, rows: int, bw: int, bh: int, gap: int
    ) -> PanelShape:
        """A panel of ``cols`` x ``rows`` buttons ``bw`` wide, its title wrapped to the
        buttons' width when wider than them."""
        inner = cols * bw + (cols - 1) * 10
        f = theme.font(PANEL_TITLE_SIZE, "title")
        title = tuple(theme.wrap(self.panel_title, inner, f))
        if len(title) == 1:
            inner = max(inner, f.size(title[0])[0])
        head = PANEL_HEAD + TITLE_LINE * (len(title) - 1)
        size = (inner + 2 * PANEL_PAD, head + rows * (bh + gap) - gap + PANEL_PAD)
        return PanelShape(size, cols, rows, bw, bh, gap, head, title)

    def _panel_grid(self, labels: list[str]) -> tuple[int, int, int, int, int]:
        """Columns, rows, button size and gap: buttons as wide as their longest label, in
        as many columns (up to three) as keep the panel at three rows within
        ``PANEL_MAX_W``: a tall or wide panel shrinks the island or hides part of it."""
        room = min(PANEL_MAX_W, self.view_area.w - 2 * PANEL_MARGIN) - 2 * PANEL_PAD
        f = theme.font(14, "semibold")
        bw = min(room, max(96, max(f.size(label)[0] for label in labels) + 28))
        n = len(labels)
        cols = 1
        while cols < 3 and -(-n // cols) > 3 and (cols + 1) * bw + cols * 10 <= room:
            cols += 1
        rows = -(-n // cols)
        bh, gap = (34, 8) if rows <= 4 else (30, 6)
        # A title wider than the buttons: widen them rather than leave a ragged gap.
        bw = min(room, max(bw, (self._panel_title_width() - (cols - 1) * 10) // cols))
        return cols, rows, bw, bh, gap

    def _place_panel(
        self, shapes: list[PanelShape], focus: set[Hex]
    ) -> tuple[PanelShape, pygame.Rect]:
        """Choose the panel's shape and place, and move the camera if need be, so the panel
        hides no tile of the island. In order of preference: the first shape, at a place
        hiding no tile with the camera as it is; a narrower shape hiding none; the whole
        island panned (and shrunk, while its tiles stay ``READABLE_TILE`` big, or by no
        more than ``LIGHT_SHRINK``) into the room beside a panel; then, where the island
        cannot fit beside any panel (never seen in sampled games), a place hiding the fewest
        tiles but none of the focus tiles; the island smaller still; the camera on just
        the focus tiles."""
        area = self.view_area.inflate(-2 * PANEL_MARGIN, -2 * PANEL_MARGIN)
        boxes = [self.camera.hex_box(h) for h in focus]
        tiles = [self.camera.hex_box(h) for h in self.dview.board]

        def hidden(rect: pygame.Rect) -> int:
            return sum(rect.colliderect(t) for t in tiles)

        placed = [(shape, r) for shape in shapes for r in _panel_spots(shape.size, area)]
        shown = [
            pair
            for pair in placed
            if all(area.contains(b) and not pair[1].colliderect(b) for b in boxes)
        ]
        clear = next((pair for pair in shown if hidden(pair[1]) == 0), None)
        if clear is not None:
            return clear
        beside = [(shape, r, strip) for shape, r in placed for strip in _strips(r, area)]
        island = _union(tiles)
        # The largest island wins; between equals, the earlier shape and place.
        shape, spot, strip = max(beside, key=lambda t: round(_fit_factor(island, t[2]), 2))
        shrink = _fit_factor(island, strip)
        readable = self.camera.target.size * shrink >= READABLE_TILE
        fewest = min(shown, key=lambda pair: hidden(pair[1]), default=None)
        if shrink >= LIGHT_SHRINK or readable or (fewest is None and shrink >= ISLAND_SHRINK_MIN):
            self._move_camera_to(set(self.dview.board), strip)
            return shape, spot
        if fewest is not None:
            return fewest
        shape, spot, strip = max(beside, key=lambda t: _fit_factor(_union(boxes), t[2]))
        self._move_camera_to(focus, strip)
        return shape, spot

    def _move_camera_to(self, focus: set[Hex], strip: pygame.Rect) -> None:
        """Zoom out (if need be) and pan so the focus tiles sit in ``strip``; remember the
        player's own framing to go back to once the panel is gone."""
        before = (self.camera.zoom, self.camera.pan)
        if self.anim.speed > 0:
            self.camera.ease()
        box = _union([self.camera.hex_box(h) for h in focus])
        factor = _fit_factor(box, strip)
        if factor < 1:
            self.camera.zoom_at(factor, box.center)
            box = _union([self.camera.hex_box(h) for h in focus])
        self.camera.centre_on(box.center, strip)
        self._auto_camera = (before, (self.camera.zoom, self.camera.pan))

    def _restore_camera(self) -> None:
        """Undo an automatic camera move, unless the player has moved the camera since."""
        if self._auto_camera is None:
            return
        before, after = self._auto_camera
        self._auto_camera = None
        if (self.camera.zoom, self.camera.pan) == after:
            if self.anim.speed > 0:
                self.camera.ease()
            self.camera.zoom, self.camera.pan = before

    def _button(self, rect: pygame.Rect, action: Action, size: int, label: str = "") -> Button:
        """A choice button; a shortened label keeps the engine's full wording as tooltip."""
        style = "secondary" if action.kind in ("skip", "done_picking", "stay") else "primary"
        label = label or str(action)
        tip = str(action) if label != str(action) else ""
        return Button(
            rect,
            label,
            cast("Callable[[], None]", lambda a=action: self.propose(a)),
            size=size,
            style=style,
            tooltip=tip,
        )

    def _layout_tray(self, view: DragonIslandState) -> None:
        self.tile_rects.clear()
        x = self.tray_rect.x + 16
        for tile_id in view.hands[self.viewer]:
            if tile_id is None:
                continue
            self.tile_rects[tile_id] = pygame.Rect(x, self.tray_rect.y + 30, 56, 64)
            x += 64
        self.flip_button.rect.topleft = (max(x + 10, self.tray_rect.x + 154), self.tray_rect.y + 46)
        self.flip_button.enabled = (
            self.held is not None and self.held not in view.rules.tower_colour
        )
        bx = self.banner_rect.right - 112
        for b in self.zoom_buttons:
            b.rect.topleft = (bx, self.banner_rect.y + 6)
            bx += b.rect.w + 4

    def _public_events(self) -> list[tuple[str, dict[str, Any]]]:
        out = []
        for step in self.session.steps:
            for event in render_for(list(step.events), self.viewer):
                out.append((event.kind, dict(event.data)))
        return out

    # --- events from the game -------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        # The tile dropping in and the wizard walking tell their events; what they brought
        # about (production, dragons landing) is logged once they are done.
        tellers: list[Tween | None] = []
        for event in events:
            data = event.data
            teller: Tween | None = None
            if event.kind == "place" and "hex" in data:
                self.recent = (int(data["hex"][0]), int(data["hex"][1]))
                teller = self.anim.fade("drop", 0.0, 1.0, 0.35)
            elif event.kind == "wizard_move" and "hex" in data:
                seat = int(data["seat"])
                start = self._last_wizard.get(seat)
                end = (int(data["hex"][0]), int(data["hex"][1]))
                if start is not None and start != end:
                    self.walks[seat] = (start, end)
                    teller = self.anim.fade(f"walk{seat}", 0.0, 1.0, 0.45)
            tellers.append(teller)
        self.show_with(tellers)
        self._remember_wizards()

    def _remember_wizards(self) -> None:
        self._last_wizard = dict(enumerate(self.dview.wizards))

    _last_wizard: dict[int, Hex] = {}

    # --- input ----------------------------------------------------------------------
    def flip(self) -> None:
        if self.held is None:
            self.notify("Pick a tile to flip first.")
            return
        if self.held in self.dview.rules.tower_colour:
            self.notify("Your Tower has only one face.")
            return
        self.faces[self.held] = 1 - self.faces.get(self.held, 0)
        self.hexes = T.hex_targets(self.legal, self.held_face, self.dview.wizards[self.viewer])

    def _zoom_button(self, factor: float) -> None:
        self.camera.zoom_at(factor, self.island_rect.center)

    def _widgets(self) -> list[Button]:
        out = [b for b, _ in self.buttons] + self.zoom_buttons
        if self.kind == "place":
            out.append(self.flip_button)
        return out

    def handle_event(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.mouse = (round(event.pos[0]), round(event.pos[1]))
        if event.type == pygame.MOUSEWHEEL:
            if self.island_rect.collidepoint(self.mouse):
                self.camera.zoom_at(1.15 ** float(event.y), self.mouse)
                return True
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button in (4, 5):
            return False
        for widget in self._widgets():
            if widget.handle_event(event):
                self.press = None
                return True
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3 and self.kind == "place":
                self.flip()
                return True
            if event.button == 1 and self.island_rect.collidepoint(event.pos):
                if self.panel_rect is not None and self.panel_rect.collidepoint(event.pos):
                    return True
                self.press = self.mouse
                self.dragging = False
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(self.mouse)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_f and self.kind == "place":
            self.flip()
            return True
        return False

    def _motion(self, event: pygame.event.Event) -> bool:
        buttons = getattr(event, "buttons", (0, 0, 0))
        if self.press is not None and buttons and buttons[0]:
            dx, dy = self.mouse[0] - self.press[0], self.mouse[1] - self.press[1]
            if self.dragging or abs(dx) + abs(dy) > DRAG_SLOP:
                if not self.dragging:
                    self.dragging = True
                    self._drag_from = self.press
                last = self._drag_from
                self.camera.drag(self.mouse[0] - last[0], self.mouse[1] - last[1])
                self._drag_from = self.mouse
                return True
        return False

    _drag_from: tuple[int, int] = (0, 0)

    def _release(self, pos: tuple[int, int]) -> bool:
        was_drag = self.dragging
        self.dragging = False
        self.press = None
        if was_drag:
            return True
        for tile_id, rect in self.tile_rects.items():
            if rect.collidepoint(pos):
                self._pick_tile(tile_id)
                return True
        if not self.island_rect.collidepoint(pos):
            return False
        if self.panel_rect is not None and self.panel_rect.collidepoint(pos):
            return True
        if self.banner_rect.collidepoint(pos):
            return True
        self.click_hex(self.camera.to_hex(pos))
        return True

    def _pick_tile(self, tile_id: str) -> None:
        if self.viewer not in self.human_seats:
            self.notify(self._watching())
            return
        if self.kind != "place":
            self.notify("You place a tile at the start of your turn.")
            return
        if tile_id not in T.placeable_tiles(self.legal):
            self.notify("Your first tile must be your Tower.")
            return
        if self.held == tile_id:
            self.flip()
            return
        self.held = tile_id
        self.hexes = T.hex_targets(self.legal, self.held_face, self.dview.wizards[self.viewer])
        self.flip_button.enabled = tile_id not in self.dview.rules.tower_colour

    def click_hex(self, h: Hex) -> None:
        """A click on the island: propose the action the hex stands for, or say why not."""
        state = self.session.state
        if state.is_over:
            return
        if self.viewer not in self.human_seats:
            self.notify(self._watching())
            return
        if not self.my_decision:
            who = seat_name(self.session.seats, state.current_player or 0)
            self.notify(f"Not your decision: waiting for {who}.")
            return
        action = self.hexes.get(h)
        if action is not None:
            self.propose(action)
            return
        if self.kind == "action" and self.hexes:
            self.notify("Telekinesis: click a glowing space next to your wizard, or Skip.")
            return
        reason = T.refusal(self.dview, self.viewer, self.kind, h, self.held is not None)
        if reason:
            self.notify(reason)

    def _watching(self) -> str:
        """What a click tells the onlooker of an all-AI game: nothing here is theirs."""
        who = seat_name(self.session.seats, self.session.state.current_player or 0)
        return f"Watching the AI play: {who} decides."

    # --- for tests: where a player would click -------------------------------------------
    def screen_point(self, h: Hex) -> tuple[int, int]:
        x, y = self.camera.to_screen(h)
        return round(x), round(y)

    def safe_area(self) -> pygame.Rect:
        """The largest part of the island no banner or panel covers."""
        area = self.view_area.inflate(-30, -12)
        if self.panel_rect is None:
            return area
        return max(_strips(self.panel_rect, area), key=lambda r: r.w * r.h)

    def click_point(self, action: Action) -> tuple[int, int]:
        """The next click towards proposing ``action``: a button, a tray tile, the flip
        button or a hex (panning the island to it first, as a player would)."""
        for button, a in self.buttons:
            if a == action:
                return button.rect.center
        if action.kind == "place":
            tile_id, face = str(action.args[0]), int(action.args[1])  # type: ignore[arg-type]
            if self.held != tile_id:
                return self.tile_rects[tile_id].center
            if self.faces.get(tile_id, 0) != face:
                return self.flip_button.rect.center
        target = next((h for h, a in self.hexes.items() if a == action), None)
        if target is None:
            raise ValueError(f"{action} has no target on the board now")
        area = self.safe_area()
        point = self.screen_point(target)
        if not area.collidepoint(point):
            self.camera.centre_on(point, area)
            point = self.screen_point(target)
        return point

    # --- frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self.camera.update(dt, EASE / self.anim.speed if self.anim.speed > 0 else 0.0)
        for seat in list(self.walks):
            if f"walk{seat}" not in self.anim.tweens:
                del self.walks[seat]

    def _marks(self, view: DragonIslandState) -> IslandMarks:
        hover = (
            self.camera.to_hex(self.mouse) if self.island_rect.collidepoint(self.mouse) else None
        )
        marks = IslandMarks(targets=set(self.hexes), hover=hover, clock=self.clock)
        if self.kind == "place" and self.held is not None:
            marks.ghost = _face_look(view, self.held, self.faces.get(self.held, 0))
        if self.kind == "move":
            for h in self.hexes:
                labels = T.cost_labels(view, self.viewer, h)
                if labels:
                    marks.costs[h] = labels
        a: Action | Hex  # an action here, a walk's start below
        for h, a in self.hexes.items():
            if a.kind == "telekinesis":
                marks.costs[h] = (T.telekinesis_gain(view, self.viewer, a)[0],)
                if h == hover:
                    marks.line = set(T.telekinesis_line(view, self.viewer, a))
        if self.kind == "dragon_dest" and hover in self.hexes:
            marks.landing = hover
        marks.recent = self.recent
        marks.drop = float(self.anim.value("drop", 1.0))  # type: ignore[arg-type]
        for seat, (a, b) in self.walks.items():
            t = float(self.anim.value(f"walk{seat}", 1.0))  # type: ignore[arg-type]
            marks.walks[seat] = (a, b, t)
        return marks

    def draw(self, surface: pygame.Surface) -> None:
        view = self.dview
        panels.draw_steps(surface, self.steps_rect, T.step_index(view), self._step_note(view))
        draw_island(surface, view, self.camera, self._marks(view))
        self._draw_banner(surface, view)
        panels.draw_players(
            surface,
            self.players_rect,
            view,
            self.session.seats,
            self.viewer,
            self.viewer in self.human_seats,
            # Once the island is complete no energy is spent: no "N usable here".
            None if view.over else T.active_colours(view, self.viewer),
        )
        self._draw_tray(surface, view)
        if self.panel_rect is not None:
            self._draw_choice_panel(surface)
        for button, _ in self.buttons:
            button.draw(surface)
        for button, _ in self.buttons:
            if button.hover and button.tooltip:
                draw_tooltip(surface, button.tooltip, self.mouse)
        if view.over and self.breakdown is not None and self.breakdown_rect is not None:
            veil = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            veil.fill((6, 14, 22, 120))
            surface.blit(veil, self.rect)
            panels.draw_breakdown(
                surface, self.breakdown_rect, view, self.breakdown, self.session.seats
            )

    def _step_note(self, view: DragonIslandState) -> str:
        if view.over:
            return "Game over: the island is complete"
        if T.decision_kind(view) == "keep_map":
            return "Set-up: every wizard keeps a Treasure Map"
        return ""

    def _prompt(self, view: DragonIslandState) -> str:
        state = self.session.state
        if state.is_over:
            return "The island is complete."
        if not self.my_decision:
            who = seat_name(self.session.seats, state.current_player or 0)
            return f"Waiting for {who} ({view.name(state.current_player or 0)})…"
        hover = (
            self.camera.to_hex(self.mouse) if self.island_rect.collidepoint(self.mouse) else None
        )
        if hover in self.hexes:
            action = self.hexes[hover]
            if action.kind == "telekinesis":
                return T.telekinesis_gain(view, self.viewer, action)[1]
            cost = (
                T.dealing_cost(view, self.viewer, hover, long=True) if self.kind == "move" else ""
            )
            # The action's own wording and the cost would not fit the banner together.
            return f"Move here: {cost}" if cost else T.hover_text(view, action)
        if self.kind == "action" and self.hexes:
            return T.PROMPTS["telekinesis"]
        if self.panel_rect is not None:  # the panel asks; the banner says where
            context = T.panel_context(view, self.viewer, self.kind)
            if context is not None:
                return context
        return T.prompt(view, self.kind, "Your decision", self.legal)

    @property
    def banner_room(self) -> int:
        """How wide the prompt may be: from the banner's left edge to the first of its
        buttons (a Stay or Skip) or to the zoom buttons."""
        left = min((b.rect.x for b, _ in self.buttons if self.panel_rect is None), default=None)
        return (left or self.zoom_buttons[0].rect.x) - self.banner_rect.x - 24

    def banner_text(self, view: DragonIslandState) -> tuple[list[str], int]:
        """The prompt's lines and font size: one line, a little smaller if need be (a
        telekinesis haul beside the Skip button), else two smaller lines; cut with an
        ellipsis only as a last resort, which no prompt of a sampled game needs."""
        text, limit = self._prompt(view), self.banner_room
        for size in (15, 14, 13):
            if theme.font(size, "semibold").size(text)[0] <= limit:
                return [text], size
        for size in BANNER_TWO_LINES:
            lines = theme.wrap(text, limit, theme.font(size, "semibold"))
            if len(lines) <= 2:
                return lines, size
        f = theme.font(BANNER_TWO_LINES[-1], "semibold")
        lines = theme.wrap(text, limit, f)[:2]
        last = lines[1]
        while f.size(last + "…")[0] > limit and len(last) > 1:
            last = last[:-1].rstrip()
        return [lines[0], last + "…"], BANNER_TWO_LINES[-1]

    def _draw_banner(self, surface: pygame.Surface, view: DragonIslandState) -> None:
        r = self.banner_rect
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (10, 24, 38, 215), layer.get_rect(), border_radius=9)
        surface.blit(layer, r)
        colour = (255, 222, 120) if self.my_decision else art.CREAM
        lines, size = self.banner_text(view)
        step = theme.font(size, "semibold").get_linesize() - 2
        top = r.centery - step * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            theme.text(
                surface,
                line,
                (r.x + 14, round(top + i * step)),
                size=size,
                weight="semibold",
                colour=colour,
                anchor="midleft",
            )
        for b in self.zoom_buttons:
            b.draw(surface)

    def _draw_choice_panel(self, surface: pygame.Surface) -> None:
        assert self.panel_rect is not None
        r = self.panel_rect
        panels.frame(surface, r, alpha=240)
        pygame.draw.rect(surface, (238, 204, 110), r, 2, border_radius=10)
        for i, line in enumerate(self.panel_lines):
            theme.text(
                surface,
                line,
                (r.x + PANEL_PAD, r.y + 12 + i * TITLE_LINE),
                size=PANEL_TITLE_SIZE,
                weight="title",
                colour=(238, 204, 110),
            )

    @property
    def tray_owner(self) -> str:
        """Whose tiles and maps the tray shows: "YOUR" to a human at their seat; at a
        watched all-AI table the viewer plays no seat, so the tray names the wizard."""
        if self.viewer in self.human_seats:
            return "YOUR"
        return f"{self.dview.name(self.viewer).upper()}'S"

    def map_card_rects(self, n: int) -> list[pygame.Rect]:
        """Where the tray's ``n`` Treasure Map cards go: as large as the room allows while
        every card shows whole side by side; only past the smallest size do cards overlap
        (the newest on top)."""
        r = self.tray_rect
        my = r.y + TRAY_TILES_H
        side_by_side = (r.w - 32 - 6 * (n - 1)) // max(1, n)
        fit_h = side_by_side * MAP_CARD[1] // MAP_CARD[0]
        ch = max(MAP_CARD[1], min(MAP_CARD_MAX_H, r.bottom - my - 38, fit_h))
        cw = round(ch * MAP_CARD[0] / MAP_CARD[1])
        room = r.w - 32 - cw
        step = min(cw + 6, room // max(1, n - 1)) if n > 1 else cw + 6
        return [pygame.Rect(r.x + 16 + i * step, my + 28, cw, ch) for i in range(n)]

    def _draw_tray(self, surface: pygame.Surface, view: DragonIslandState) -> None:
        """The viewer's held tiles over their Treasure Maps (their Active Energy is in
        their own panel above, beside their cubes)."""
        r = self.tray_rect
        panels.frame(surface, r)
        seat = self.viewer
        panels.heading(surface, f"{self.tray_owner} TILES", (r.x + 16, r.y + 10))
        for tile_id, rect in self.tile_rects.items():
            face = self.faces.get(tile_id, 0)
            colour, icon = _face_look(view, tile_id, face)
            held = tile_id == self.held
            centre = rect.center if not held else (rect.centerx, rect.centery - 4)
            if held:
                art.hexagon(surface, centre, 35, (255, 222, 120))
            img = art.tile(colour, 31)
            surface.blit(img, img.get_rect(center=centre))
            for i, kind in enumerate(art.ICON_BADGES.get(icon, ())):
                n = len(art.ICON_BADGES[icon])
                art.badge(surface, kind, (centre[0] + (i - (n - 1) / 2) * 18, centre[1] + 6), 8)
            if tile_id in view.rules.tower_colour:
                theme.text(
                    surface,
                    "Tower",
                    (rect.centerx, rect.bottom + 5),
                    size=11,
                    colour=panels.DIM,
                    anchor="midtop",
                )
            elif held:
                theme.text(
                    surface,
                    f"face {face + 1}/2",
                    (rect.centerx, rect.bottom + 5),
                    size=11,
                    colour=(255, 222, 120),
                    anchor="midtop",
                )
        if not self.tile_rects:
            theme.text(surface, "none", (r.x + 16, r.y + 56), size=13, colour=panels.DIM)
        if self.kind == "place":
            self.flip_button.draw(surface)
        my = r.y + TRAY_TILES_H
        pygame.draw.line(surface, panels.PANEL_EDGE, (r.x + 14, my), (r.right - 14, my))
        panels.heading(surface, f"{self.tray_owner} TREASURE MAPS", (r.x + 16, my + 10))
        maps = [m for m in view.maps[seat]]
        drawn = view.drawn if view.drawn_seat == seat else []
        cards = [(m, False) for m in maps] + [(m, True) for m in drawn if m is not None]
        for (m, new), card in zip(cards, self.map_card_rects(len(cards)), strict=True):
            panels.draw_map_card(surface, card, view, m)
            if new:
                pygame.draw.rect(surface, (255, 222, 120), card.inflate(4, 4), 2, border_radius=8)
        if not cards:
            theme.text(surface, "none", (r.x + 16, my + 56), size=13, colour=panels.DIM)


def _face_look(view: DragonIslandState, tile_id: str, face: int) -> tuple[str, str]:
    rules = view.rules
    if tile_id in rules.tower_colour:
        colour = rules.tower_colour[tile_id]
        return colour, rules.towers[colour].icon
    info = rules.faces[tile_id][face]
    return info.colour, info.icon


def _panel_spots(size: tuple[int, int], area: pygame.Rect) -> list[pygame.Rect]:
    """Where a choice panel may sit in ``area``, the usual bottom-centre first."""
    spots = []
    for y_anchor in ("bottom", "top", "centery"):
        for x_anchor in ("centerx", "x", "right"):
            if (y_anchor, x_anchor) == ("centery", "centerx"):
                continue
            rect = pygame.Rect((0, 0), size)
            setattr(rect, x_anchor, getattr(area, x_anchor))
            setattr(rect, y_anchor, getattr(area, y_anchor))
            spots.append(rect.clamp(area))
    return spots


def _strips(panel: pygame.Rect, area: pygame.Rect) -> list[pygame.Rect]:
    """The four bands of ``area`` beside a panel: above, below, left and right of it."""
    return [
        pygame.Rect(area.x, area.y, area.w, max(0, panel.top - area.top)),
        pygame.Rect(area.x, panel.bottom, area.w, max(0, area.bottom - panel.bottom)),
        pygame.Rect(area.x, area.y, max(0, panel.left - area.left), area.h),
        pygame.Rect(panel.right, area.y, max(0, area.right - panel.right), area.h),
    ]


def _union(boxes: list[pygame.Rect]) -> pygame.Rect:
    return boxes[0].unionall(boxes[1:]) if boxes else pygame.Rect(0, 0, 0, 0)


def _fit_factor(box: pygame.Rect, strip: pygame.Rect) -> float:
    """How far the view must zoom out for ``box`` to fit in ``strip`` (1: no zoom)."""
    if strip.w <= 0 or strip.h <= 0:
        return 0.0
    return min(1.0, strip.w / max(1, box.w + 8), strip.h / max(1, box.h + 8))
