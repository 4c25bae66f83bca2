"""Load / resume: every save with its date, game and turn; unreadable ones with the reason."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any, cast

import pygame

from game.core import registry
from game.core.errors import GemtableError
from game.core.paths import saves_dir
from game.core.saves import SaveInfo, list_saves
from game.core.session import Session
from game.ui import theme
from game.ui.kit import listing
from game.ui.scenes.common import WidgetScene
from game.ui.widgets.button import Button

LIST = pygame.Rect(150, 130, 980, 480)
ROW_H = 58
TURN_RIGHT = 800  # the turn column ends here, right of the file names under GAME


class LoadScene(WidgetScene):
    name = "load"
    title = "Continue a game"

    def __init__(self, app: Any):
        super().__init__(app)
        self.good, self.bad = list_saves(saves_dir())
        self.rows: list[tuple[str, str, str, str, SaveInfo | None]] = []
        for info in self.good:
            entry = registry.catalogue_entry(info.game_id)
            name = entry.name if entry else info.game_id
            when = datetime.datetime.fromtimestamp(info.saved_at).strftime("%d %b %Y  %H:%M")
            turn = f"turn {info.turn}" if info.turn else "setting up"
            self.rows.append((when, name, turn, info.path.name, info))
        for path, reason in self.bad:
            self.rows.append(("—", path.name, "unreadable", reason, None))
        saves = "1 save" if len(self.good) == 1 else f"{len(self.good)} saves"
        self.subtitle = f"{saves} in {saves_dir()}"
        self.scroll = 0
        self.page = (LIST.h - 60) // ROW_H
        self.add(Button((460, 640, 160, 50), "Back", self.app.pop, style="primary"))
        self.add(
            Button(
                (640, 640, 200, 50),
                "Finished games",
                self.finished,
                icon="scroll",
                tooltip="Watch a finished game again",
            )
        )
        self.row_buttons: list[Button] = []
        self._layout()

    def _layout(self) -> None:
        for button in self.row_buttons:
            self.widgets.remove(button)
        self.row_buttons = []
        for i, row in enumerate(self.rows[self.scroll : self.scroll + self.page]):
            info = row[4]
            y = LIST.y + 56 + i * ROW_H
            if info is not None:
                button = Button(
                    (LIST.right - 150, y + 8, 130, 40),
                    "Resume",
                    cast("Callable[[], None]", lambda info=info: self.resume(info)),
                    style="primary",
                    size=16,
                )
                self.row_buttons.append(self.add(button))

    def finished(self) -> None:
        from game.ui.scenes.finished import FinishedGamesScene

        self.app.push(FinishedGamesScene(self.app))

    def resume(self, info: SaveInfo) -> None:
        from game.ui.scenes.play import PlayScene

        try:
            if not registry.has_engine(info.game_id):
                raise GemtableError(f"the game {info.game_id!r} is not installed")
            game = registry.load_game(info.game_id, self.app.content_root)
            session = Session(game, info.record)
        except (GemtableError, KeyError, ValueError) as exc:
            self.toast.show(f"Cannot resume {info.path.name}: {exc}", "error", 5)
            return
        self.app.reset(PlayScene(self.app, session, save_path=info.path))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = listing.wheel_scroll(self.scroll, event.y, len(self.rows), self.page)
            self._layout()
            return
        super().handle_event(event)

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        self.draw_background(surface)
        self.draw_heading(surface)
        listing.draw_list_panel(
            surface,
            LIST,
            (
                (30, "SAVED"),
                (230, "GAME"),
                (TURN_RIGHT - theme.text_width("TURN", 13, "bold"), "TURN"),
            ),
            empty=()
            if self.rows
            else (
                "No saved games yet. Games are saved when you press Save,",
                "leave a game, or close the window mid-game.",
            ),
        )
        for i, (when, name, turn, detail, info) in enumerate(
            self.rows[self.scroll : self.scroll + self.page]
        ):
            y = LIST.y + 56 + i * ROW_H
            listing.draw_row_band(surface, listing.row_rect(LIST, y, ROW_H - 6), i)
            colour = pal.text if info is not None else pal.bad
            theme.text(
                surface, when, (LIST.x + 30, y + 26), size=16, anchor="midleft", colour=colour
            )
            theme.text(
                surface,
                name,
                (LIST.x + 230, y + 16),
                size=17,
                weight="semibold",
                anchor="midleft",
                colour=colour,
            )
            f = theme.font(13)
            shown = detail if f.size(detail)[0] < 560 else theme.wrap(detail, 540, f)[0] + " …"
            theme.text(
                surface,
                shown,
                (LIST.x + 230, y + 38),
                size=13,
                colour=pal.text_dim,
                anchor="midleft",
            )
            theme.text(
                surface,
                turn,
                (LIST.x + TURN_RIGHT, y + 26),
                size=16,
                anchor="midright",
                colour=colour,
            )
        right = LIST.right - listing.ROWS_INSET
        listing.draw_scroll_bar(
            surface, right, LIST.y + 56, ROW_H, self.scroll, self.page, len(self.rows)
        )
        self.draw_widgets(surface)
