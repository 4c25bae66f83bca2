"""New-game setup: who sits where (human or AI and its level), the game's options, a seed."""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.core import registry
from game.core.game import OptionSpec, OptionValue
from game.core.record import SeatSpec
from game.ui import ai, theme
from game.ui.scenes.common import WidgetScene
from game.ui.widgets.button import Button
from game.ui.widgets.controls import Cycle, Toggle
from game.ui.widgets.textfield import TextField

SEATS_PANEL = pygame.Rect(90, 140, 560, 440)
OPTIONS_PANEL = pygame.Rect(680, 140, 510, 440)


class SetupScene(WidgetScene):
    name = "setup"

    def __init__(self, app: Any, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.game = registry.load_game(game_id, app.content_root)
        self.title = self.game.name
        self.subtitle = (
            f"New game  ·  {self.game.min_players}-{self.game.max_players} players"
            if self.game.min_players != self.game.max_players
            else f"New game  ·  {self.game.min_players} players"
        )
        self.levels = ai.levels()
        default_level = (
            ai.DEFAULT_LEVEL if ai.DEFAULT_LEVEL in dict(self.levels) else (self.levels[0][0])
        )
        self.seats: list[str] = ["human"] + [f"ai:{default_level}"] * (self.game.min_players - 1)
        self.options: dict[str, OptionValue] = {o.key: o.default for o in self.game.options}
        self.seed_text = ""
        self.build()

    # --- widgets ---------------------------------------------------------------------
    def seat_choices(self) -> list[tuple[str, str]]:
        return [("human", "Human")] + [(f"ai:{k}", f"AI · {label}") for k, label in self.levels]

    def build(self) -> None:
        self.widgets.clear()
        p = SEATS_PANEL
        for i, value in enumerate(self.seats):
            y = p.y + 64 + i * 64
            self.add(
                Cycle(
                    pygame.Rect(p.x + 200, y, 260, 44),
                    self.seat_choices(),
                    value,
                    lambda v, i=i: self._set_seat(i, v),
                )
            )
            if len(self.seats) > self.game.min_players:
                self.add(
                    Button(
                        (p.right - 64, y, 44, 44),
                        "\u00d7",
                        lambda i=i: self._remove(i),
                        style="ghost",
                        size=22,
                        tooltip="Remove this seat",
                    )
                )
        if len(self.seats) < self.game.max_players:
            y = p.y + 64 + len(self.seats) * 64
            self.add(Button((p.x + 200, y, 260, 44), "+ Add a seat", self._add_seat, style="ghost"))
        o = OPTIONS_PANEL
        self.option_rows: list[tuple[OptionSpec, int, list[str], list[str]]] = []
        y = o.y + 64
        for spec in self.game.options:
            label = theme.wrap(spec.label, 250, theme.font(17))
            help_lines = theme.wrap(spec.help, 250, theme.font(13)) if spec.help else []
            self.option_rows.append((spec, y, label, help_lines))
            self._option_widget(spec, pygame.Rect(o.x + 290, y, 196, 40))
            y += max(56, 24 * len(label) + 18 * len(help_lines) + 14)
        self.seed_field = self.add(
            TextField(
                pygame.Rect(o.x + 280, y, 140, 42),
                self.seed_text,
                placeholder="random",
                allowed=str.isdigit,
                max_len=9,
                on_change=self._set_seed,
            )
        )
        self.add(
            Button(
                (o.x + 430, y, 50, 42),
                "",
                self._reroll,
                icon="dice",
                style="ghost",
                tooltip="Pick a random seed",
            )
        )
        self.seed_y = y
        self.add(Button((90, 620, 160, 52), "Back", self.app.pop, style="ghost"))
        self.add(
            Button(
                (270, 620, 200, 52),
                "Rules",
                self._rules,
                icon="book",
                tooltip="Read the rules reference",
            )
        )
        self.add(Button((990, 620, 200, 52), "Start game", self.start, style="primary", size=20))

    def _option_widget(self, spec: OptionSpec, rect: pygame.Rect) -> None:
        value = self.options[spec.key]
        if isinstance(spec.default, bool) and not spec.choices:
            self.add(
                Toggle(
                    pygame.Rect(rect.x, rect.y + 6, 62, 30),
                    bool(value),
                    lambda v, k=spec.key: self._set_option(k, v),
                )
            )
        else:
            choices = list(spec.choices) or [spec.default]
            self.add(
                Cycle(
                    rect,
                    [(c, str(c)) for c in choices],
                    value,
                    lambda v, k=spec.key: self._set_option(k, v),
                )
            )

    # --- changes ------------------------------------------------------------------------
    def _set_seat(self, i: int, value: str) -> None:
        self.seats[i] = value

    def _remove(self, i: int) -> None:
        if len(self.seats) > self.game.min_players:
            del self.seats[i]
            self.build()

    def _add_seat(self) -> None:
        if len(self.seats) < self.game.max_players:
            self.seats.append(f"ai:{self.levels[min(1, len(self.levels) - 1)][0]}")
            self.build()

    def _set_option(self, key: str, value: OptionValue) -> None:
        self.options[key] = value

    def _set_seed(self, text: str) -> None:
        self.seed_text = text

    def _reroll(self) -> None:
        self.seed_text = str(random.randrange(1, 1_000_000))
        self.seed_field.value = self.seed_text

    def _rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.game_id))

    def seat_specs(self) -> list[SeatSpec]:
        specs = []
        for value in self.seats:
            if value == "human":
                specs.append(SeatSpec("human"))
            else:
                specs.append(SeatSpec("ai", value.partition(":")[2]))
        return specs

    def start(self) -> None:
        from game.ui.scenes.play import PlayScene

        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(1, 10**9)
        try:
            play = PlayScene.new_game(self.app, self.game, self.seat_specs(), seed, self.options)
        except ValueError as exc:
            self.toast.show(str(exc), "error")
            return
        self.app.audio.play("card")
        self.app.replace(play)

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        self.draw_background(surface)
        self.draw_heading(surface)
        for rect, heading in ((SEATS_PANEL, "Seats"), (OPTIONS_PANEL, "Options")):
            theme.panel(surface, rect)
            theme.text(
                surface,
                heading,
                (rect.x + 24, rect.y + 18),
                size=22,
                weight="title",
                colour=pal.gold,
            )
        p = SEATS_PANEL
        for i in range(len(self.seats)):
            y = p.y + 64 + i * 64
            pygame.draw.circle(surface, theme.seat_colour(i), (p.x + 42, y + 22), 13)
            pygame.draw.circle(surface, (250, 246, 236), (p.x + 42, y + 22), 13, 2)
            theme.text(
                surface,
                f"Player {i + 1}",
                (p.x + 68, y + 22),
                size=18,
                weight="semibold",
                anchor="midleft",
            )
        o = OPTIONS_PANEL
        for _spec, y, label, help_lines in self.option_rows:
            for line in label:
                theme.text(surface, line, (o.x + 24, y + 4), size=17)
                y += 24
            for line in help_lines:
                theme.text(surface, line, (o.x + 24, y + 2), size=13, colour=pal.text_dim)
                y += 18
        if not self.game.options:
            theme.text(
                surface,
                "This game has no variants.",
                (o.x + 24, o.y + 64),
                size=15,
                colour=pal.text_dim,
            )
        hint = (
            "Two or more humans share this screen: a hand-off screen hides each "
            "player's cards from the others."
        )
        y = p.bottom - 70
        for line in theme.wrap(hint, p.w - 48, theme.font(14)):
            theme.text(surface, line, (p.x + 24, y), size=14, colour=pal.text_dim)
            y += 20
        theme.text(surface, "Seed", (o.x + 24, self.seed_y + 21), size=17, anchor="midleft")
        theme.text(
            surface,
            "Same seed, same shuffles: replay a deal.",
            (o.x + 24, self.seed_y + 60),
            size=13,
            colour=pal.text_dim,
            anchor="midleft",
        )
        self.draw_widgets(surface)
