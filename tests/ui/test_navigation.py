"""Menus driven by posted mouse clicks: title -> setup -> play -> game over, and back."""

from __future__ import annotations

import pygame

from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.play import PlayScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from tests.ui.harness import button_named, click, key, make_app, run_until, step


def sparks_tile(app) -> pygame.Rect:  # type: ignore[no-untyped-def]
    title = app.top
    assert isinstance(title, TitleScene)
    return next(t.rect for t in title.tiles if t.game_id == "sparks")


def test_title_shows_all_five_games_and_coming_soon_refuses(user_home) -> None:
    app = make_app()
    app.push(TitleScene(app))
    step(app, 3)
    title = app.top
    ids = [t.game_id for t in title.tiles]
    assert ids[:5] == [
        "dragon_bridge",
        "dragon_island",
        "storm_the_bridge",
        "gemwielders",
        "clash_of_decks",
    ]
    missing = next((t for t in title.tiles if not t.playable), None)
    if missing is not None:
        click(app, missing.rect.center)
        assert app.top is title
        assert "coming soon" in title.toast.message


def test_click_through_to_a_finished_game(user_home) -> None:
    app = make_app(animation_speed="instant")
    app.push(TitleScene(app))
    step(app, 2)
    click(app, sparks_tile(app).center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, button_named(setup, "Start game").center)
    play = app.top
    assert isinstance(play, PlayScene)
    # Play the human seat by clicking the general board's first action button each time.
    for _ in range(400):
        if isinstance(app.top, GameOverScene):
            break
        top = app.top
        if isinstance(top, PlayScene) and top.board.my_decision and top.board.buttons:
            button = top.board.buttons[0][0]
            click(app, button.rect.move(0, -top.board.scroll).center, frames=1)
        step(app, 3)
    assert isinstance(app.top, GameOverScene)
    assert play.session.state.is_over
    # Every AI decision was taken from its own seat's view.
    for agent in app.agents_made:
        assert all(view.viewer is not None for view in agent.views)
    click(app, button_named(app.top, "Title screen").center)
    assert isinstance(app.top, TitleScene)


def test_setup_adds_seats_and_options(user_home) -> None:
    app = make_app()
    app.push(SetupScene(app, "sparks"))
    setup = app.top
    click(app, button_named(setup, "+ Add a seat").center)
    assert len(setup.seats) == 3
    click(app, button_named(setup, "+ Add a seat").center)
    assert len(setup.seats) == 4
    assert not any(getattr(w, "label", "") == "+ Add a seat" for w in setup.widgets)
    toggle = next(w for w in setup.widgets if type(w).__name__ == "Toggle")
    click(app, toggle.rect.center)
    assert setup.options["long"] is True
    click(app, setup.seed_field.rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="12ab3"))
    step(app)
    assert setup.seed_text == "123"
    click(app, button_named(setup, "Start game").center)
    play = app.top
    assert isinstance(play, PlayScene)
    assert play.session.record.seed == 123
    assert len(play.session.seats) == 4
    assert play.session.record.options == {"long": True}


def test_rules_settings_and_escape(user_home) -> None:
    app = make_app()
    app.push(TitleScene(app))
    click(app, button_named(app.top, "Settings").center)
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    app.push(SetupScene(app, "sparks"))
    click(app, button_named(app.top, "Rules").center)
    rules = app.top
    assert isinstance(rules, RulesScene)
    assert rules.text.blocks  # a page, even when the game ships no rules.md
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, SetupScene)
    key(app, pygame.K_ESCAPE)  # setup has no own escape: the pause menu opens
    assert app.top.name == "pause"
    click(app, button_named(app.top, "Resume").center)
    assert isinstance(app.top, SetupScene)
    run_until(app, lambda: app.fade == 0)
