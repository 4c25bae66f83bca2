"""New-game setup: who sits where (human or AI and its level), the game's options, a seed."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import pygame

from game.core import registry
from game.core.game import OptionSpec, OptionValue
from game.core.record import SeatSpec
from game.ui import ai, theme
from game.ui.scenes.common import WidgetScene
from game.ui.widgets.button import Button
from game.ui.widgets.controls import Cycle, Toggle
from game.ui.widgets.textfield import TextField
from game.ui.widgets.tooltip import draw_tooltip

SEATS_PANEL = pygame.Rect(90, 132, 490, 460)
OPTIONS_PANEL = pygame.Rect(600, 132, 590, 460)
SEAT_CONTROL_X = SEATS_PANEL.x + 180  # seat choosers, after "Player N"
CONTROL_W = 210  # option controls; "Preconstructed" between the arrows
CONTROL_X = OPTIONS_PANEL.right - 24 - CONTROL_W
LABEL_X = OPTIONS_PANEL.x + 24
LABEL_W = CONTROL_X - 16 - LABEL_X  # an option's name, with its help mark
ROWS_TOP = OPTIONS_PANEL.y + 62  # below the "Options" heading
SEED_Y = OPTIONS_PANEL.bottom - 62  # the seed row stays at the foot of the panel
ROWS_BOTTOM = SEED_Y - 14  # a rule between the options and the seed
CONTROL_H = 40
MIN_ROW_H = CONTROL_H + 12
HELP_SIZE = 13
HELP_MARK = 20  # the circled "i" after a name whose help is not written out
PAGE_W = 90  # "2 of 3" between the page arrows


@dataclass
class OptionRow:
    """One option laid out: its name (one or two lines), its help written under it when
    the page has room, else a mark that shows the help when the name is hovered."""

    spec: OptionSpec
    y: int
    h: int
    lines: list[str]
    size: int
    help_lines: list[str]
    name_top: int
    hit: pygame.Rect  # the name (and its mark): hovering it shows what is not written
    mark: tuple[int, int] | None  # centre of the "i" mark, when the help is hidden
    shortened: bool  # the name did not fit in two lines and ends with an ellipsis

    @property
    def control(self) -> pygame.Rect:
        return pygame.Rect(CONTROL_X, self.y + 4, CONTROL_W, CONTROL_H)

    @property
    def note(self) -> str:
        """What hovering the name tells: the hidden help, and a shortened name in full."""
        parts = [self.spec.label] if self.shortened else []
        if self.spec.help and not self.help_lines:
            parts.append(self.spec.help)
        return "\n".join(parts)


def name_lines(text: str, width: int) -> tuple[list[str], int, bool]:
    """An option's name in at most two lines, smaller type before an ellipsis: (lines,
    size, shortened)."""
    for size in (17, 15):
        lines = theme.wrap(text, width, theme.font(size))
        if len(lines) <= 2:
            return lines, size, False
    f = theme.font(15)
    lines = theme.wrap(text, width, f)
    rest = " ".join(lines[1:])
    while len(rest) > 1 and f.size(rest.rstrip() + "…")[0] > width:
        rest = rest[:-1]
    return [lines[0], rest.rstrip() + "…"], 15, True


def _row(spec: OptionSpec, y: int, *, inline_help: bool) -> OptionRow:
    mark_room = HELP_MARK + 8 if spec.help and not inline_help else 0
    lines, size, shortened = name_lines(spec.label, LABEL_W - mark_room)
    f = theme.font(size)
    name_h = len(lines) * f.get_linesize()
    help_f = theme.font(HELP_SIZE)
    help_lines = theme.wrap(spec.help, LABEL_W, help_f) if spec.help and inline_help else []
    help_h = len(help_lines) * help_f.get_linesize()
    # A one-line name is centred on its control; a longer block starts near the top.
    name_top = y + max(4, 4 + CONTROL_H // 2 - name_h // 2) if not help_lines else y + 6
    h = max(MIN_ROW_H, name_top - y + name_h + (help_h + 2 if help_lines else 0) + 8)
    hit = pygame.Rect(LABEL_X, name_top, max(f.size(line)[0] for line in lines), name_h)
    mark = None
    if mark_room:
        last = f.size(lines[-1])[0]
        mark = (LABEL_X + last + 8 + HELP_MARK // 2, name_top + name_h - f.get_linesize() // 2)
        hit.w = max(hit.w, last + mark_room)
    return OptionRow(spec, y, h, lines, size, help_lines, name_top, hit, mark, shortened)


def layout_options(
    specs: tuple[OptionSpec, ...], top: int = ROWS_TOP, bottom: int = ROWS_BOTTOM
) -> list[list[OptionRow]]:
    """The options in pages of rows between ``top`` and ``bottom``.

    When all of them fit with their help written out, they do, on one page: nothing to
    discover by hovering. Otherwise every row is compact (help on hover) and rows that do
    not fit go on further pages, so however many options a game has, none runs under
    the seed row or the buttons.
    """
    rows: list[OptionRow] = []
    y = top
    for spec in specs:
        rows.append(_row(spec, y, inline_help=True))
        y += rows[-1].h
    if y <= bottom:
        return [rows]
    pages: list[list[OptionRow]] = [[]]
    y = top
    for spec in specs:
        row = _row(spec, y, inline_help=False)
        if pages[-1] and row.y + row.h > bottom:
            y = top
            pages.append([])
            row = _row(spec, y, inline_help=False)
        pages[-1].append(row)
        y += row.h
    return pages


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
        self.page = 0
        self.option_pages = layout_options(self.shown_options())
        self.option_rows: list[OptionRow] = []
        self.page_label: pygame.Rect | None = None  # "2 of 3", once drawn
        self.toast.centre = (730, 646)  # between Rules and Start game, over no button
        self.toast.width = 420
        self.build()

    # --- widgets ---------------------------------------------------------------------
    def seat_choices(self) -> list[tuple[str, str]]:
        return [("human", "Human")] + [(f"ai:{k}", f"AI · {label}") for k, label in self.levels]

    @property
    def pages(self) -> int:
        return len(self.option_pages)

    def shown_options(self) -> tuple[OptionSpec, ...]:
        """The options that mean something with the values chosen so far: a deck choice
        offered while decks are drafted would do nothing, so it is not offered (nor is
        Dragon Bridge's expansion while its Basic Game, which leaves it out, is on)."""
        values = self.chosen_options()
        humans = self.humans()
        return tuple(spec for spec in self.game.options if spec.applies(values, humans))

    def humans(self) -> list[bool]:
        """Which seats a human plays: a player's own setting (Storm's auto-pass) is
        offered for those seats only."""
        return [value == "human" for value in self.seats]

    def chosen_options(self) -> dict[str, OptionValue]:
        """What the game starts with: each option shown at the value chosen for it, each
        hidden one at its default, so a choice the screen does not offer never changes
        the game (its value stays in ``options``, for when it is offered again). An
        option hidden by a hidden option is hidden too."""
        values = dict(self.options)
        humans = self.humans()
        changed = True
        while changed:
            changed = False
            for spec in self.game.options:
                if not spec.applies(values, humans) and values[spec.key] != spec.default:
                    values[spec.key] = spec.default
                    changed = True
        return values

    def build(self) -> None:
        self.widgets.clear()
        p = SEATS_PANEL
        for i, value in enumerate(self.seats):
            y = p.y + 64 + i * 64
            self.add(
                Cycle(
                    pygame.Rect(SEAT_CONTROL_X, y, 240, 44),
                    self.seat_choices(),
                    value,
                    cast("Callable[[Any], None]", lambda v, i=i: self._set_seat(i, v)),
                )
            )
            if len(self.seats) > self.game.min_players:
                self.add(
                    Button(
                        (p.right - 64, y, 44, 44),
                        "\u00d7",
                        cast("Callable[[], None]", lambda i=i: self._remove(i)),
                        style="ghost",
                        size=22,
                        tooltip="Remove this seat",
                    )
                )
        if len(self.seats) < self.game.max_players:
            y = p.y + 64 + len(self.seats) * 64
            self.add(
                Button((SEAT_CONTROL_X, y, 240, 44), "+ Add a seat", self._add_seat, style="ghost")
            )
        self._build_options()
        self.seed_field = self.add(
            TextField(
                pygame.Rect(CONTROL_X, SEED_Y, CONTROL_W - 58, 42),
                self.seed_text,
                placeholder="random",
                allowed=str.isdigit,
                max_len=9,
                on_change=self._set_seed,
            )
        )
        self.add(
            Button(
                (CONTROL_X + CONTROL_W - 50, SEED_Y, 50, 42),
                "",
                self._reroll,
                icon="dice",
                style="ghost",
                tooltip="Pick a random seed",
            )
        )
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
        # Rebuilt under the pointer (a page turned, an option shown): what it is over
        # lights up now, not at the next motion.
        for widget in self.widgets:
            if hasattr(widget, "hover"):
                widget.hover = widget.rect.collidepoint(self.mouse)

    def _build_options(self) -> None:
        self.page = min(self.page, self.pages - 1)
        self.option_rows = self.option_pages[self.page]
        for row in self.option_rows:
            self._option_widget(row.spec, row.control)
        if self.pages > 1:
            o = OPTIONS_PANEL
            self.add(
                Button(
                    (o.right - 24 - 36, o.y + 16, 36, 32),
                    "\u203a",
                    lambda: self._turn_page(1),
                    style="ghost",
                    size=22,
                    tooltip="More options",
                )
            )
            self.add(
                Button(
                    (o.right - 24 - 36 - PAGE_W - 36, o.y + 16, 36, 32),
                    "\u2039",
                    lambda: self._turn_page(-1),
                    style="ghost",
                    size=22,
                    tooltip="Previous options",
                )
            )

    def _turn_page(self, delta: int) -> None:
        self.page = (self.page + delta) % self.pages
        self.build()

    def _option_widget(self, spec: OptionSpec, rect: pygame.Rect) -> None:
        value = self.options[spec.key]
        if isinstance(spec.default, bool) and not spec.choices:
            self.add(
                Toggle(
                    pygame.Rect(rect.x, rect.y + 5, 62, 30),
                    bool(value),
                    cast("Callable[[Any], None]", lambda v, k=spec.key: self._set_option(k, v)),
                )
            )
        else:
            choices = list(spec.choices) or [spec.default]
            self.add(
                Cycle(
                    rect,
                    [(c, spec.choice_label(c)) for c in choices],
                    value,
                    cast("Callable[[Any], None]", lambda v, k=spec.key: self._set_option(k, v)),
                )
            )

    # --- changes ------------------------------------------------------------------------
    def _set_seat(self, i: int, value: str) -> None:
        self.seats[i] = value
        self._relayout_options()

    def _remove(self, i: int) -> None:
        if len(self.seats) > self.game.min_players:
            del self.seats[i]
            self._relayout_options(force=True)

    def _add_seat(self) -> None:
        if len(self.seats) < self.game.max_players:
            self.seats.append(f"ai:{self.levels[min(1, len(self.levels) - 1)][0]}")
            self._relayout_options(force=True)

    def _set_option(self, key: str, value: OptionValue) -> None:
        self.options[key] = value
        self._relayout_options()

    def restyle(self) -> None:
        # Whether an option's help fits under its name or moves to an (i) depends on
        # the text size.
        self.option_pages = layout_options(self.shown_options())
        self.build()

    def _relayout_options(self, force: bool = False) -> None:
        """Lay the options out again when the ones that apply changed (and rebuild the
        screen then, or when ``force``d by a change to the seats' rows)."""
        shown = self.shown_options()
        changed = [row.spec for page in self.option_pages for row in page] != list(shown)
        if changed:
            self.option_pages = layout_options(shown)
        if changed or force:
            self.build()

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
            play = PlayScene.new_game(
                self.app, self.game, self.seat_specs(), seed, self.chosen_options()
            )
        except ValueError as exc:
            self.toast.show(str(exc), "error")
            return
        self.app.audio.play("card")
        self.app.replace(play)

    # --- drawing ------------------------------------------------------------------------
    def seat_colours(self, seat: int) -> tuple[int, int, int]:
        """A seat's colour as its game's table will show it (Dragon Island: its wizard)."""
        from game.ui.boards import board_for

        return board_for(self.game.id).colour_of_seat(self.game, seat)

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
            pygame.draw.circle(surface, self.seat_colours(i), (p.x + 42, y + 22), 13)
            pygame.draw.circle(surface, (250, 246, 236), (p.x + 42, y + 22), 13, 2)
            theme.text(
                surface,
                f"Player {i + 1}",
                (p.x + 68, y + 22),
                size=18,
                weight="semibold",
                anchor="midleft",
            )
        self._draw_options(surface)
        hint = (
            "Two or more humans share this screen: a hand-off screen hides each "
            "player's cards from the others."
            if sum(self.humans()) >= 2
            else "Set a second seat to Human to play hot-seat on this screen: a hand-off "
            "screen then hides each player's cards from the others."
        )
        y = p.bottom - 70
        for line in theme.wrap(hint, p.w - 48, theme.font(14)):
            theme.text(surface, line, (p.x + 24, y), size=14, colour=pal.text_dim)
            y += 20
        self.draw_widgets(surface)
        for row in self.option_rows:
            if row.note and row.hit.collidepoint(self.mouse):
                draw_tooltip(surface, row.note, self.mouse, width=360)

    def _draw_options(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        o = OPTIONS_PANEL
        for row in self.option_rows:
            y = row.name_top
            for line in row.lines:
                r = theme.text(surface, line, (LABEL_X, y), size=row.size)
                y = r.y + theme.font(row.size).get_linesize()
            for line in row.help_lines:
                theme.text(surface, line, (LABEL_X, y + 2), size=HELP_SIZE, colour=pal.text_dim)
                y += theme.font(HELP_SIZE).get_linesize()
            if row.mark is not None:
                colour = pal.gold if row.hit.collidepoint(self.mouse) else pal.text_dim
                pygame.draw.circle(surface, colour, row.mark, HELP_MARK // 2, 2)
                theme.text(
                    surface, "i", row.mark, size=13, weight="bold", colour=colour, anchor="center"
                )
        if not self.option_rows:
            theme.text(
                surface,
                "This game has no variants."
                if not self.game.options
                else "No options apply to these choices.",
                (LABEL_X, ROWS_TOP + 10),
                size=15,
                colour=pal.text_dim,
            )
        self.page_label = None
        if self.pages > 1:
            self.page_label = theme.text(
                surface,
                f"{self.page + 1} of {self.pages}",
                (o.right - 24 - 36 - PAGE_W // 2, o.y + 32),
                size=15,
                colour=pal.text_dim,
                anchor="center",
            )
        pygame.draw.line(
            surface, pal.panel_edge, (LABEL_X, ROWS_BOTTOM + 6), (o.right - 24, ROWS_BOTTOM + 6)
        )
        theme.text(surface, "Seed", (LABEL_X, SEED_Y + 4), size=17)
        theme.text(
            surface,
            "Same seed, same shuffles: replay a deal.",
            (LABEL_X, SEED_Y + 27),
            size=13,
            colour=pal.text_dim,
        )
