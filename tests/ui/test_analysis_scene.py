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
