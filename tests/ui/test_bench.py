"""The frame bench runs and reports what the bench prints (no timing asserted here)."""

from __future__ import annotations

from game.ui.bench_frames import measure


def test_measure_reports_frame_times(user_home) -> None:
    result = measure(seconds=0.6, level="easy", game_id="sparks")
    assert result["game"] == "sparks"
    assert result["frames"] > 0
    for key in ("frame_work_ms_median", "frame_work_ms_p95", "frame_interval_ms_p95"):
        assert key in result


def test_two_human_game_opens_on_the_first_deciders_view(user_home) -> None:
    from game.core import registry
    from game.core.record import SeatSpec
    from game.ui.scenes.play import PlayScene
    from tests.ui.harness import make_app

    app = make_app()
    game = registry.load_game("sparks")
    play = PlayScene.new_game(app, game, [SeatSpec("human"), SeatSpec("human")], 9)
    app.push(play)
    assert app.scenes == [play]
    assert play.board.viewer == play.session.state.current_player


def test_the_idle_bench_reports_a_settled_table_at_the_idle_rate(user_home) -> None:
    """``make bench``'s ui_idle section: a table left alone is drawn at no more than the
    idle rate (a cap, so this holds on a slow machine too)."""
    from game.ui import bench_idle
    from game.ui.app import IDLE_FPS

    result = bench_idle.measure(seconds=0.4)
    assert set(result) >= {"active_fps", "idle_fps", "active_cpu_ms_per_s", "idle_cpu_ms_per_s"}
    assert result["idle_fps"] <= IDLE_FPS + 1
