"""The Statistics scene: reached from the title, fed by every finished game, a reset asked
first, and a damaged statistics file set aside with a message instead of a crash."""

from __future__ import annotations

from pathlib import Path

from game.core import registry
from game.core.record import SeatSpec
from game.core.stats_db import StatsDb, db_path
from game.ui.scenes.play import PlayScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.title import TitleScene
from tests.ui.harness import button_named, click, make_app, step


def finish_a_game(app, seed: int) -> PlayScene:  # type: ignore[no-untyped-def]
    game = registry.load_game("sparks")
    play = PlayScene.new_game(app, game, [SeatSpec("human"), SeatSpec("ai", "hard")], seed)
    app.push(play)
    if seed == 2:
        play.session.note_hint(0, play.session.state.legal_actions()[0])
    play.finish_with_ai()
    play.go_game_over()
    return play


def test_finished_games_show_in_statistics_and_reset_asks_first(user_home: Path) -> None:
    app = make_app(animation_speed="instant")
    for seed in (1, 2, 3):
        finish_a_game(app, seed)
    app.reset(TitleScene(app))
    click(app, button_named(app.top, "Statistics").center)
    scene = app.top
    assert isinstance(scene, StatisticsScene)
    [row] = scene.rows
    assert (row.game_id, row.players, row.opponents, row.games) == ("sparks", 2, "hard", 3)
    assert row.hinted_games == 1
    step(app, 2)
    click(app, button_named(scene, "Reset…").center)
    assert scene.dialog is not None and scene.dialog.open
    click(app, scene.dialog.buttons[0].rect.center)  # "Keep them"
    assert scene.db.count() == 3
    click(app, button_named(scene, "Reset…").center)
    click(app, scene.dialog.buttons[1].rect.center)  # "Reset"
    assert scene.rows == [] and scene.db.count() == 0
    assert not button_named(scene, "Reset…") or not scene.reset_button.enabled


def test_a_damaged_file_is_set_aside_with_a_message(user_home: Path) -> None:
    app = make_app()
    db_path().write_bytes(b"garbage" * 500)
    app.push(StatisticsScene(app))
    step(app, 3)
    scene = app.top
    assert isinstance(scene, StatisticsScene)
    assert scene.toast.visible and "set aside" in scene.toast.message
    assert scene.rows == []
    assert any(".damaged-" in p.name for p in db_path().parent.iterdir())
    finish_a_game(app, 5)  # and the next game is counted in the fresh file
    assert StatsDb().count() == 1


def test_options_are_named_as_the_set_up_screen_names_them() -> None:
    """ "mode=preconstruct…" was cut off in its column, and read as code."""
    from game.core.stats_db import Summary
    from game.ui.scenes.statistics import options_text

    clash = Summary("clash_of_decks", 2, {"mode": "preconstructed"}, "hard")
    assert options_text(clash) == "Preconstructed"
    storm = registry.load_game("storm_the_bridge")
    switches = {spec.key: spec for spec in storm.options if isinstance(spec.default, bool)}
    changed = {key: not spec.default for key, spec in switches.items() if not spec.choices}
    text = options_text(Summary("storm_the_bridge", 2, changed, "normal"))
    for key, value in sorted(changed.items()):
        label = switches[key].label
        assert (label if value else f"{label}: off") in text
    assert "=" not in text
    assert options_text(Summary("storm_the_bridge", 2, {}, "normal")) == "default"
