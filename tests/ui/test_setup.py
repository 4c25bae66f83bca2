"""The set-up screen fits every game: options never run under the seed row or the
buttons, whatever their number, and their help is readable."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core import registry
from game.core.game import OptionSpec
from game.ui import theme
from game.ui.scenes import setup as setup_scene_module
from game.ui.scenes.play import PlayScene
from game.ui.scenes.setup import OPTIONS_PANEL, ROWS_BOTTOM, SEATS_PANEL, SetupScene
from game.ui.widgets.button import Button
from game.ui.widgets.controls import ARROW_ROOM, LABEL_SIZE, Cycle, Toggle
from tests.tinygame.game import SparksGame, create_game
from tests.ui.harness import click, make_app, step

SCREEN = pygame.Rect(0, 0, 1280, 720)
OFF_LABEL = 60  # a Toggle writes "On"/"Off" this far right of its track


class ManyOptions(SparksGame):
    """Sparks with far more options than one panel holds, long names and help."""

    options = SparksGame.options + tuple(
        OptionSpec(
            f"extra_{i}",
            f"Variant number {i}" + (" with a name long enough to need two lines" * (i % 3)),
            i % 2 == 0,
            help=("What this variant changes, told at some length. " * (i % 4)).strip(),
        )
        for i in range(13)
    )


@pytest.fixture
def many_options() -> Iterator[str]:
    def factory(root: Path | None) -> SparksGame:
        base = create_game(root)
        assert base.content is not None
        return ManyOptions(base.content)

    registry.register("many_options", factory)
    yield "many_options"
    registry.unregister("many_options")


def extent(widget: Any) -> pygame.Rect:
    """What a widget covers on screen, the words it writes beside itself included."""
    rect = pygame.Rect(widget.rect)
    if isinstance(widget, Toggle):
        rect.w += OFF_LABEL
    return rect


def possible_values(spec: OptionSpec) -> tuple[Any, ...]:
    return spec.choices or ((False, True) if isinstance(spec.default, bool) else (spec.default,))


def setups(app: Any, game_id: str) -> Iterator[SetupScene]:
    """The set-up scene at every seat count, with every value of the options that show or
    hide others, and on every page of options; last with every seat a human's (a seat's
    own settings show then)."""
    scene = SetupScene(app, game_id)
    app.push(scene)
    specs = {spec.key: spec for spec in scene.game.options}
    deciding = sorted({spec.requires[0] for spec in specs.values() if spec.requires})
    while True:
        for values in product(*(possible_values(specs[key]) for key in deciding)):
            for key, value in zip(deciding, values, strict=True):
                scene._set_option(key, value)
            for page in range(scene.pages):
                scene.page = page
                scene.build()
                yield scene
        if len(scene.seats) >= scene.game.max_players:
            break
        scene._add_seat()
    for seat in range(len(scene.seats)):
        scene._set_seat(seat, "human")
    for page in range(scene.pages):
        scene.page = page
        scene.build()
        yield scene
    app.pop()


def check_layout(scene: SetupScene) -> None:
    surface = pygame.Surface(SCREEN.size)
    scene.draw(surface)
    where = f"{scene.game_id}, {len(scene.seats)} seats, page {scene.page + 1}"
    for widget in scene.widgets:
        assert SCREEN.contains(extent(widget)), f"{where}: {widget} leaves the window"
    for a, b in combinations(scene.widgets, 2):
        assert not extent(a).colliderect(extent(b)), f"{where}: {a.rect} overlaps {b.rect}"
    below = [w for w in scene.widgets if extent(w).bottom > SEATS_PANEL.bottom]
    assert {getattr(w, "label", "") for w in below} == {"Back", "Rules", "Start game"}, where
    for widget in scene.widgets:
        r = extent(widget)
        if r.bottom <= SEATS_PANEL.bottom:
            assert SEATS_PANEL.contains(r) or OPTIONS_PANEL.contains(r), f"{where}: {r}"
    for row in scene.option_rows:
        assert OPTIONS_PANEL.contains(row.hit), f"{where}: {row.spec.key}'s name leaves the panel"
        assert row.y + row.h <= ROWS_BOTTOM, f"{where}: {row.spec.key} runs into the seed row"
        for widget in scene.widgets:
            assert not row.hit.colliderect(extent(widget)), (
                f"{where}: {row.spec.key}'s name lies under {widget.rect}"
            )
    if scene.pages > 1:
        assert scene.page_label is not None and OPTIONS_PANEL.contains(scene.page_label)
        assert not [w for w in scene.widgets if scene.page_label.colliderect(extent(w))], where
    for a, b in combinations(scene.option_rows, 2):
        assert a.y + a.h <= b.y, f"{where}: {a.spec.key} and {b.spec.key} overlap"


def test_every_game_setup_fits_the_window_and_nothing_overlaps(user_home, many_options) -> None:
    app = make_app()
    ids = registry.available_ids()
    assert {"clash_of_decks", "dragon_island", "dragon_bridge", many_options} <= set(ids)
    for game_id in ids:
        shown: dict[tuple[Any, ...], list[str]] = {}
        for scene in setups(app, game_id):
            check_layout(scene)
            if len(scene.seats) == scene.game.min_players:
                values = (tuple(sorted(scene.options.items())), tuple(scene.humans()))
                shown.setdefault(values, []).extend(row.spec.key for row in scene.option_rows)
        options = registry.load_game(game_id).options
        for (values, humans), keys in shown.items():
            # Every option that applies shows once, in the game's order, across the pages.
            assert keys == [o.key for o in options if o.applies(dict(values), humans)], game_id


def test_options_beyond_the_panel_go_on_pages_the_arrows_turn(user_home, many_options) -> None:
    app = make_app()
    scene = SetupScene(app, many_options)
    app.push(scene)
    step(app, 1)
    assert scene.pages > 1
    first = [row.spec.key for row in scene.option_rows]
    assert all(row.mark is not None for row in scene.option_rows if row.spec.help)
    more = next(w for w in scene.widgets if isinstance(w, Button) and w.label == "\u203a")
    click(app, more.rect.center)
    assert scene.page == 1
    assert [row.spec.key for row in scene.option_rows] != first
    toggle = next(w for w in scene.widgets if isinstance(w, Toggle))
    before = dict(scene.options)
    click(app, toggle.rect.center)
    changed = [k for k in scene.options if scene.options[k] != before[k]]
    assert len(changed) == 1 and changed[0] in [row.spec.key for row in scene.option_rows]
    assert changed[0] not in first


def test_a_hidden_help_shows_when_its_option_is_hovered(user_home, monkeypatch) -> None:
    app = make_app()
    scene = SetupScene(app, "clash_of_decks")
    app.push(scene)
    # Clash of Decks has too many options to write every help out: names carry a mark.
    row = next(r for r in scene.option_rows if r.spec.key == "incantation_timing")
    assert row.mark is not None and row.help_lines == []
    told: list[str] = []
    monkeypatch.setattr(setup_scene_module, "draw_tooltip", lambda s, m, p, **k: told.append(m))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=row.hit.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    step(app, 2)
    assert told and told[-1] == row.spec.help
    told.clear()
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(700, 660), rel=(0, 0), buttons=(0, 0, 0))
    )
    step(app, 2)
    assert told == []


def test_a_game_with_few_options_writes_their_help_out(user_home) -> None:
    app = make_app()
    scene = SetupScene(app, "dragon_island")
    assert scene.pages == 1
    for row in scene.option_rows:
        assert row.mark is None and bool(row.help_lines) == bool(row.spec.help)


def test_deck_choices_show_only_while_decks_are_preconstructed(user_home) -> None:
    app = make_app()
    scene = SetupScene(app, "clash_of_decks")
    app.push(scene)
    step(app, 1)

    def keys() -> list[str]:
        return [row.spec.key for row in scene.option_rows]

    def control(key: str) -> Any:
        row = next(r for r in scene.option_rows if r.spec.key == key)
        return next(w for w in scene.widgets if extent(w).colliderect(row.control))

    assert scene.options["mode"] == "draft"
    assert "deck_1" not in keys() and "deck_2" not in keys() and "supplement" in keys()
    mode = control("mode").rect.copy()
    click(app, (mode.right - 10, mode.centery))  # the right arrow: next mode
    assert scene.options["mode"] == "preconstructed"
    assert keys()[:3] == ["mode", "deck_1", "deck_2"] and "supplement" not in keys()
    check_layout(scene)
    # The control just clicked stays under the pointer, lit, for a second click.
    assert control("mode").rect == mode and control("mode").hover
    deck = control("deck_2")
    assert isinstance(deck, Cycle) and deck.choices[deck.index][1] == "Random"
    click(app, (deck.rect.right - 10, deck.rect.centery))
    assert scene.options["deck_2"] == "1" and control("deck_2").choices[1][1] == "Deck 1"
    click(app, (mode.right - 10, mode.centery))
    assert scene.options["mode"] == "draft" and "deck_2" not in keys()
    check_layout(scene)
    click(app, (mode.x + 10, mode.centery))  # and back again: the choice was kept
    assert scene.options["mode"] == "preconstructed" and scene.options["deck_2"] == "1"
    assert control("deck_2").value == "1"


def test_a_hidden_option_keeps_its_value_and_the_game_starts(user_home) -> None:
    app = make_app()
    scene = SetupScene(app, "clash_of_decks")
    app.push(scene)
    scene._set_option("deck_1", "3")  # chosen, then decks drafted after all
    assert "deck_1" not in [row.spec.key for row in scene.option_rows]
    scene.start()
    play = app.scenes[-1]
    assert isinstance(play, PlayScene)
    assert play.session.record.options["mode"] == "draft"
    assert play.session.state.in_draft


def test_choices_show_by_the_names_the_game_gives_them(user_home) -> None:
    app = make_app()
    scene = SetupScene(app, "dragon_bridge")
    row = next(r for r in scene.option_rows if r.spec.key == "bridge")
    cycle = next(w for w in scene.widgets if isinstance(w, Cycle) and w.rect == row.control)
    # The layouts' ids ("standard21") are code; a player is told the bridge's length.
    assert [label for _, label in cycle.choices] == ["21 positions", "18 positions"]


def test_seat_dots_wear_the_colours_the_table_will_give_them(user_home) -> None:
    """Dragon Island's seats are its wizards (blue, green, red, white): the set-up dot of a
    seat is the colour its wizard, its log lines and its game-over line will have."""
    from game.ui import theme
    from game.ui.boards.dragon_island import art

    app = make_app()
    island = SetupScene(app, "dragon_island")
    wizards = island.game.rules.setup.wizard_colours  # type: ignore[attr-defined]
    app.push(island)
    step(app, 12)  # past the fade-in
    for seat in range(len(island.seats)):
        want = art.energy_colour(wizards[seat])
        assert island.seat_colours(seat) == want
        centre = (SEATS_PANEL.x + 42, SEATS_PANEL.y + 64 + seat * 64 + 22)
        assert tuple(app.screen.get_at(centre))[:3] == want
    bridge = SetupScene(app, "dragon_bridge")
    assert [bridge.seat_colours(s) for s in range(2)] == [theme.seat_colour(s) for s in range(2)]


def test_dragon_bridge_never_offers_the_basic_game_and_the_expansion_at_once(user_home) -> None:
    """The rulebook's Basic Game puts the Bridge Hacking cards back in the box: while it is
    on, the expansion's toggle is not offered, and a game started then has no expansion,
    whatever the hidden toggle was left at. Turning Basic off offers it again, as it was."""
    app = make_app()
    scene = SetupScene(app, "dragon_bridge")
    app.push(scene)
    step(app, 1)

    def keys() -> list[str]:
        return [row.spec.key for row in scene.option_rows]

    def toggle(key: str) -> Toggle:
        row = next(r for r in scene.option_rows if r.spec.key == key)
        return next(
            w for w in scene.widgets if isinstance(w, Toggle) and extent(w).colliderect(row.control)
        )

    assert keys()[:2] == ["basic", "expansion"]
    t = toggle("expansion").rect
    click(app, t.center)
    assert scene.options["expansion"] is True
    t = toggle("basic").rect
    click(app, t.center)
    assert scene.options["basic"] is True and "expansion" not in keys()
    check_layout(scene)
    scene.start()
    play = app.scenes[-1]
    assert isinstance(play, PlayScene)
    assert play.session.record.options["basic"] is True
    assert play.session.record.options["expansion"] is False
    assert not play.session.state.expansion and play.session.state.hack_row == []
    app.pop()
    again = SetupScene(app, "dragon_bridge")
    app.push(again)
    again._set_option("expansion", True)
    again._set_option("basic", True)
    again._set_option("basic", False)
    assert [row.spec.key for row in again.option_rows][:2] == ["basic", "expansion"]
    assert again.options["expansion"] is True  # kept while it was hidden


def test_a_seats_own_setting_shows_only_while_a_human_sits_there(user_home) -> None:
    """Storm's auto-pass is a player's setting: offered for each human seat at the table,
    for no empty or AI seat, and a setting hidden that way starts the game at its default."""
    app = make_app()
    scene = SetupScene(app, "storm_the_bridge")
    app.push(scene)
    step(app, 1)

    def keys() -> list[str]:
        return [row.spec.key for row in scene.option_rows]

    assert scene.seats[1].startswith("ai:")
    assert keys() == ["auto_pass_1", "loyalty", "round_limit"]
    toggle = next(w for w in scene.widgets if isinstance(w, Toggle))
    click(app, toggle.rect.center)
    assert scene.options["auto_pass_1"] is True
    seat_2 = next(w for w in scene.widgets if isinstance(w, Cycle) and w.value == scene.seats[1])
    while scene.seats[1] != "human":  # the seat's arrows, round to Human
        click(app, (seat_2.rect.right - 10, seat_2.rect.centery))
        seat_2 = next(w for w in scene.widgets if isinstance(w, Cycle) and w.rect == seat_2.rect)
    assert keys() == ["auto_pass_1", "auto_pass_2", "loyalty", "round_limit"]
    scene._add_seat()
    assert keys() == [
        "auto_pass_1",
        "auto_pass_2",
        "loyalty",
        "round_limit",
    ]  # the third seat is an AI's
    scene._set_seat(2, "human")
    assert keys() == ["auto_pass_1", "auto_pass_2", "auto_pass_3", "loyalty", "round_limit"]
    check_layout(scene)
    scene._set_seat(0, "ai:normal")
    assert "auto_pass_1" not in keys() and scene.options["auto_pass_1"] is True  # kept
    assert scene.chosen_options()["auto_pass_1"] is False  # but not started with
    scene._set_seat(0, "human")
    assert scene.chosen_options()["auto_pass_1"] is True


def test_the_hot_seat_hint_speaks_to_the_seats_chosen(user_home, monkeypatch) -> None:
    app = make_app()
    scene = SetupScene(app, "gemwielders")
    app.push(scene)
    words: list[str] = []
    real_text = setup_scene_module.theme.text

    def spy(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        words.append(text)
        return real_text(surface, text, *args, **kwargs)

    monkeypatch.setattr(setup_scene_module.theme, "text", spy)
    scene.draw(pygame.Surface(SCREEN.size))
    one = " ".join(words)
    words.clear()
    scene._set_seat(1, "human")
    scene.draw(pygame.Surface(SCREEN.size))
    two = " ".join(words)
    assert "Set a second seat to Human" in one and "Two or more humans" not in one
    assert "Two or more humans share this screen" in two


def test_every_choice_of_every_game_is_written_whole_between_its_arrows(user_home) -> None:
    """Gemwielders' "Chosen, Player 1 first" ran over both arrows at the set-up's type
    size: a value that does not fit is drawn smaller, and no real choice is cut."""
    app = make_app()
    shrunk = 0
    for game_id in registry.available_ids():
        scene = SetupScene(app, game_id)
        for page in range(scene.pages):
            scene.page = page
            scene.build()
            for cycle in (w for w in scene.widgets if isinstance(w, Cycle)):
                room = cycle.rect.w - (2 * ARROW_ROOM if len(cycle.choices) > 1 else 16)
                for i, (_, label) in enumerate(cycle.choices):
                    cycle.index = i
                    shown, size = cycle.shown_label()
                    assert shown == label, (game_id, label)
                    assert theme.font(size, "semibold").size(shown)[0] <= room
                    shrunk += size < LABEL_SIZE
    assert shrunk  # the Gembearers choice above is one that needs the smaller type
