"""Finished games: every kept replay with its game, date, seats and result, to watch again.

Rows are read from the files' own result section, so listing a hundred replays replays
nothing; opening one checks it fully (content hash, every move) and a refusal names the
file in a toast, leaving the file where it is.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any, cast

import pygame

from game.core import registry
from game.core.archive import ReplayInfo, list_replays, replays_dir
from game.core.errors import SaveError
from game.ui import theme
from game.ui.kit import listing
from game.ui.scenes.common import WidgetScene
from game.ui.seats import seat_name, seat_role
from game.ui.widgets.button import Button
from game.ui.widgets.dialog import ChoiceDialog

LIST = pygame.Rect(80, 130, 1120, 480)
ROW_H = 58


def result_text(info: ReplayInfo) -> str:
    """ "Player 1 won", "Player 2 resigned", "A draw": what a row's RESULT column says."""
    result = info.result
    seats = info.record.seats
    if result is None:
        return "not finished"
    if result.resigned is not None:
        return f"{seat_name(seats, result.resigned)} resigned"
    if not result.winners:
        return "A draw"
    names = " and ".join(seat_name(seats, w) for w in result.winners)
    return f"{names} won"


def seats_text(info: ReplayInfo) -> str:
    seats = info.record.seats
    return ", ".join(f"{seat_name(seats, s)} ({seat_role(seats, s)})" for s in range(len(seats)))


class FinishedGamesScene(WidgetScene):
    name = "finished"
    title = "Finished games"

    def __init__(self, app: Any):
        super().__init__(app)
        self.good, self.bad = list_replays()
        keep = int(getattr(app.settings, "replays_kept", 100))
        self.subtitle = (
            f"{len(self.good)} kept in {replays_dir()}  ·  the last {keep} are kept (Settings)"
        )
        self.scroll = 0
        self.page = (LIST.h - 60) // ROW_H
        self.add(Button((560, 640, 160, 50), "Back", self.app.pop, style="primary"))
        self.row_buttons: list[Button] = []
        self.dialog: ChoiceDialog | None = None
        self._layout()

    def _layout(self) -> None:
        for button in self.row_buttons:
            self.widgets.remove(button)
        self.row_buttons = []
        for i, info in enumerate(self.good[self.scroll : self.scroll + self.page]):
            y = LIST.y + 56 + i * ROW_H
            button = Button(
                (LIST.right - 124, y + 8, 104, 40),
                "Watch",
                cast("Callable[[], None]", lambda info=info: self.watch(info)),
                style="primary",
                size=16,
            )
            self.row_buttons.append(self.add(button))
            if info.finished and any(s.is_human for s in info.record.seats):
                button = Button(
                    (LIST.right - 238, y + 8, 104, 40),
                    "Analyse",
                    cast("Callable[[], None]", lambda info=info: self.analyse(info)),
                    size=16,
                    tooltip="Where did this seat lose? The Expert search scores each move",
                )
                self.row_buttons.append(self.add(button))

    def analyse(self, info: ReplayInfo) -> None:
        from game.core.archive import open_replay
        from game.ui.scenes.analysis import open_analysis

        try:
            checked, game, _ = open_replay(info.path, getattr(self.app, "content_root", None))
        except SaveError as exc:
            self.toast.show(f"Cannot analyse {exc}", "error", 6)
            return
        open_analysis(self, game, checked.record, info.path)

    def watch(self, info: ReplayInfo) -> None:
        from game.ui.scenes.replay import ReplayScene

        try:
            scene = ReplayScene.open_file(self.app, info.path)
        except SaveError as exc:
            self.toast.show(f"Cannot replay {exc}", "error", 6)
            return
        self.app.push(scene)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dialog is not None and self.dialog.open:
            self.dialog.handle_event(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = listing.wheel_scroll(self.scroll, event.y, len(self.good), self.page)
            self._layout()
            return
        super().handle_event(event)

    def on_escape(self) -> bool:
        if self.dialog is not None and self.dialog.open:
            self.dialog.escape()
            return True
        self.app.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        self.draw_background(surface)
        self.draw_heading(surface)
        listing.draw_list_panel(
            surface,
            LIST,
            ((24, "FINISHED"), (190, "GAME"), (380, "SEATS"), (690, "RESULT")),
            empty=()
            if self.good
            else ("No finished games yet: every game played to the end is kept here.",),
        )
        f = theme.font(14)
        for i, info in enumerate(self.good[self.scroll : self.scroll + self.page]):
            y = LIST.y + 56 + i * ROW_H
            listing.draw_row_band(surface, listing.row_rect(LIST, y, ROW_H - 6), i)
            when = datetime.datetime.fromtimestamp(info.saved_at).strftime("%d %b %Y  %H:%M")
            theme.text(surface, when, (LIST.x + 24, y + 26), size=15, anchor="midleft")
            entry = registry.catalogue_entry(info.game_id)
            name = entry.name if entry else info.game_id
            theme.text(
                surface, name, (LIST.x + 190, y + 16), size=16, weight="semibold", anchor="midleft"
            )
            moves = info.result.moves if info.result else len(info.record.actions)
            length = info.result.length if info.result and info.result.length else None
            theme.text(
                surface,
                length or f"{moves} moves",
                (LIST.x + 190, y + 38),
                size=13,
                colour=pal.text_dim,
                anchor="midleft",
            )
            lines = theme.wrap(seats_text(info), 290, f)
            for k, line in enumerate(lines[:2]):
                theme.text(
                    surface,
                    line + (" …" if k == 1 and len(lines) > 2 else ""),
                    (LIST.x + 380, y + (26 if len(lines) == 1 else 16 + 20 * k)),
                    size=14,
                    anchor="midleft",
                )
            hinted = bool(info.result and info.result.hints)
            outcome = theme.wrap(result_text(info), 180, theme.font(15, "semibold"))
            shown = [outcome[0] + (" …" if len(outcome) > 1 else "")]
            if hinted:
                shown.append("hints used")
            for k, line in enumerate(shown):
                theme.text(
                    surface,
                    line,
                    (LIST.x + 690, y + (26 if len(shown) == 1 else 16 + 20 * k)),
                    size=15 if k == 0 else 13,
                    weight="semibold" if k == 0 else "regular",
                    colour=pal.gold if k == 0 else pal.text_dim,
                    anchor="midleft",
                )
        if self.bad:
            theme.text(
                surface,
                f"{len(self.bad)} unreadable file(s) left untouched: {self.bad[0][1]}",
                (LIST.x + 24, LIST.bottom - 22),
                size=13,
                colour=pal.bad,
                anchor="midleft",
            )
        right = LIST.right - listing.ROWS_INSET
        listing.draw_scroll_bar(
            surface, right, LIST.y + 56, ROW_H, self.scroll, self.page, len(self.good)
        )
        self.draw_widgets(surface)
        if self.dialog is not None and self.dialog.open:
            self.dialog.draw(surface)
