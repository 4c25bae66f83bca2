"""The Analysis scene: the search runs in a worker while frames keep their pace, with a
progress bar and Cancel; the result is saved beside the replay and reopens at once; a
flagged move opens the replay at that decision with the better move marked."""

from __future__ import annotations

import time

from game.core import archive, registry
from game.core.session import Session
from game.ui.scenes.analysis import AnalysisScene
from game.ui.scenes.replay import ReplayScene
from tests.ai.test_analysis import planted_blunder
from tests.ui.harness import button_named, click, make_app, run_until, step


def kept_blunder() -> tuple[object, object, int]:
    game = registry.load_game("sparks")
    record, planted = planted_blunder()
    session = Session(game, record)
    path = archive.archive_game(record, archive.GameResult.of(session))
    return game, path, planted


def test_analysis_runs_in_the_background_and_shows_the_blunder(user_home) -> None:
    game, path, planted = kept_blunder()
    app = make_app()
    replay = ReplayScene.open_file(app, path)
    app.push(replay)
    step(app, 2)
    assert button_named(replay, "Analyse")
    scene = AnalysisScene(app, game, replay.record, seat=0, path=path, iterations=64)
    app.push(scene)
    assert scene.job is not None and scene.cancel_button in scene.widgets
    slowest = 0.0
    deadline = time.monotonic() + 120
    while scene.result is None and time.monotonic() < deadline:
        t = time.perf_counter()
        app.step(1 / 60)
        slowest = max(slowest, time.perf_counter() - t)
    assert scene.result is not None
    assert slowest < 0.25  # the frame loop only polls the worker
    assert scene.cancel_button not in scene.widgets
    flagged = {d.index: d for d in scene.result.flagged()}
    assert planted in flagged
    saved = archive.analysis_path(path, 0)
    assert saved.exists()
    # Reopening is instant: the saved analysis, no worker.
    again = AnalysisScene(app, game, replay.record, seat=0, path=path, iterations=64)
    assert again.job is None and again.result is not None
    assert again.result.to_json() == scene.result.to_json()
    # The flagged move in the replay: at its decision, the better move marked.
    scene.show(flagged[planted])
    shown = app.top
    assert isinstance(shown, ReplayScene)
    assert shown.pos == planted and shown.viewer == 0
    mark = shown.current_mark()
    assert mark is not None and mark.action == flagged[planted].best
    assert planted in shown.flagged_steps()
    step(app, 3)


def test_cancel_stops_the_worker(user_home) -> None:
    game, path, _ = kept_blunder()
    app = make_app()
    scene = AnalysisScene(
        app, game, archive.read_replay(path).record, seat=0, path=path, iterations=500_000
    )
    app.push(scene)
    step(app, 5)
    assert scene.job is not None and scene.job.running
    click(app, scene.cancel_button.rect.center)
    run_until(app, lambda: not scene.job.proc.is_alive(), 5)
    assert scene.job.cancelled and scene.result is None
    assert not archive.analysis_path(path, 0).exists()


def test_analyse_is_offered_on_game_over_and_each_finished_game(user_home) -> None:
    from game.core.record import SeatSpec
    from game.ui.scenes.finished import FinishedGamesScene
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.play import PlayScene

    game = registry.load_game("sparks")
    app = make_app(animation_speed="instant")
    # One human seat: straight to that seat's analysis.
    play = PlayScene.new_game(app, game, [SeatSpec("ai", "easy"), SeatSpec("human")], 5)
    app.push(play)
    play.finish_with_ai()
    play.go_game_over()
    over = app.top
    assert isinstance(over, GameOverScene)
    step(app, 2)
    click(app, button_named(over, "Analyse").center)
    scene = app.top
    assert isinstance(scene, AnalysisScene) and scene.seat == 1 and scene.path == over.replay
    app.pop()
    # Two humans, from the finished-games list: asked which seat first.
    two = PlayScene.new_game(app, game, [SeatSpec("human"), SeatSpec("human")], 6)
    app.replace(two)
    two.finish_with_ai()
    two.go_game_over()
    app.push(FinishedGamesScene(app))
    listing = app.top
    step(app, 2)
    click(app, button_named(listing, "Analyse").center)  # the newest game: two humans
    assert app.top is listing and listing.dialog is not None and listing.dialog.open
    click(app, listing.dialog.buttons[1].rect.center)
    scene = app.top
    assert isinstance(scene, AnalysisScene) and scene.seat == 1
    assert scene.path == listing.good[0].path
    app.pop()
    # A game with no human seat offers no analysis.
    watched = PlayScene.new_game(app, game, [SeatSpec("ai", "easy"), SeatSpec("ai", "easy")], 7)
    app.replace(watched)
    watched.finish_with_ai()
    watched.go_game_over()
    assert all(getattr(w, "label", "") != "Analyse" for w in app.top.widgets)


def test_a_storm_analysis_reads_its_curve_in_rounds(user_home, monkeypatch) -> None:
    """Storm the Bridge runs to hundreds of moves (each pass in a window is one): the
    analysis curve's x-axis reads rounds, as the game-over chart does, where a game
    without a clock keeps "move 1 ... move N"."""
    import random

    import pygame

    from game.ai.analysis import Analysis, Decision
    from game.core.record import SeatSpec
    from game.ui import theme

    storm = registry.load_game("storm_the_bridge")
    session = Session.new(storm, [SeatSpec("human"), SeatSpec("human")], seed=3)
    rng = random.Random(3)
    while not session.state.is_over:
        session.apply(rng.choice(session.state.legal_actions()))
    record = session.record
    assert record.clock_readings(storm) == session.clock
    mine = [i for i, _ in enumerate(record.actions)][::40]
    decisions = [
        Decision(i, 1, 2, record.actions[i], record.actions[i], 0.5, 0.5, 10, 10, 0.01)
        for i in mine
    ]
    result = Analysis(storm.id, "x", 0, "quick", 64, decisions)
    scene = AnalysisScene(make_app(), storm, record, seat=0, result=result)
    rounds = session.state.round  # type: ignore[attr-defined]
    assert [s.value for s in scene.clock_spans()] == list(range(1, rounds + 1))
    texts: list[str] = []
    real = theme.text

    def spy(surface: pygame.Surface, message: str, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        texts.append(message)
        return real(surface, message, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "text", spy)
    scene.draw(pygame.Surface((1280, 720)))
    assert "rounds" in texts and str(rounds) in texts
    assert not any(t.startswith("move ") for t in texts)
    # A flagged move says its round, not its turn (a Storm round holds a turn a seat).
    late = decisions[-1]
    assert scene.when(late) == f"round {session.clock[late.index]}"
    # A game of turns reads its curve in turns, each number under its own stretch.
    sparks = registry.load_game("sparks")
    plain_record, _planted = planted_blunder()
    readings = plain_record.clock_readings(sparks)
    plain = AnalysisScene(make_app(), sparks, plain_record, seat=0, result=result)
    assert [s.value for s in plain.clock_spans()] == sorted(set(readings)) != [0]


def test_a_draft_decision_names_no_turn_and_a_later_one_its_turn(user_home) -> None:
    """Clash of Decks drafts before turn 1: a flagged pick is in no turn ("turn 0" would
    name one that never was), a summon later in its turn."""
    import random

    from game.ai.analysis import Analysis, Decision
    from game.core.record import SeatSpec

    clash = registry.load_game("clash_of_decks")
    session = Session.new(clash, [SeatSpec("human"), SeatSpec("human")], seed=3)
    rng = random.Random(3)
    while session.state.turn < 2:  # type: ignore[attr-defined]
        session.apply(rng.choice(session.state.legal_actions()))
    record = session.record
    readings = record.clock_readings(clash)
    pick, later = readings.index(0), len(record.actions) - 1
    decisions = [
        Decision(i, readings[i], 2, record.actions[i], record.actions[i], 0.5, 0.5, 10, 10, 0.01)
        for i in (pick, later)
    ]
    result = Analysis(clash.id, "x", 0, "quick", 64, decisions)
    scene = AnalysisScene(make_app(), clash, record, seat=0, result=result)
    assert scene.when(decisions[0]) == ""
    assert scene.when(decisions[1]) == f"turn {readings[later]}" != "turn 0"
