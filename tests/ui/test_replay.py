"""The replay scene: steps and jumps to the exact state, shows one seat's view (and its
log) at a time, offers "show everything" only for a finished game, and is reached from
the game-over screen, the finished-games list and the command line."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.core import archive, registry
from game.core.events import render_for
from game.core.record import SeatSpec
from game.core.session import Session
from game.ui.scenes.replay import SCRUB, ReplayScene
from tests.ui.harness import button_named, click, key, make_app, step

SEATS = [SeatSpec("human", name="Ann"), SeatSpec("human", name="Bo")]


def sparks_game(seed: int = 3) -> tuple[Session, list[str]]:
    game = registry.load_game("sparks")
    session = Session.new(game, SEATS, seed)
    rng = random.Random(seed)
    hashes = [session.state.state_hash()]
    while not session.state.is_over:
        session.apply(rng.choice(session.state.legal_actions()))
        hashes.append(session.state.state_hash())
    return session, hashes


def test_every_button_steps_and_jumps_to_the_exact_state(user_home) -> None:
    session, hashes = sparks_game()
    app = make_app()
    scene = ReplayScene(app, session.game, session.record, start=0)
    app.push(scene)
    step(app, 2)
    total = len(session.record.actions)
    assert scene.total == total and scene.pos == 0
    assert scene.session.state.state_hash() == hashes[0]
    for k in range(1, total + 1):  # "next" all the way, each an animated single step
        click(app, scene.transport[3].rect.center)  # next
        assert scene.pos == k
        assert scene.session.state.state_hash() == hashes[k]
    click(app, scene.transport[0].rect.center)  # first
    assert scene.pos == 0 and scene.session.state.state_hash() == hashes[0]
    click(app, scene.transport[4].rect.center)  # last
    assert scene.pos == total and scene.session.state.state_hash() == hashes[-1]
    click(app, scene.transport[1].rect.center)  # previous
    assert scene.pos == total - 1 and scene.session.state.state_hash() == hashes[-2]
    key(app, pygame.K_HOME)
    assert scene.pos == 0
    key(app, pygame.K_RIGHT)
    assert scene.pos == 1 and scene.session.state.state_hash() == hashes[1]
    for k in random.Random(1).sample(range(total + 1), min(12, total + 1)):
        scene.go(k)
        assert scene.session.state.state_hash() == hashes[k]
    assert len(session.record.actions) == total  # the record is never changed


def test_the_slider_and_a_log_line_jump_there(user_home) -> None:
    session, hashes = sparks_game()
    app = make_app()
    scene = ReplayScene(app, session.game, session.record, start=0)
    app.push(scene)
    step(app, 2)
    click(app, (SCRUB.centerx, SCRUB.centery))
    assert abs(scene.pos - scene.total / 2) <= 1
    assert scene.session.state.state_hash() == hashes[scene.pos]
    click(app, (SCRUB.right, SCRUB.centery))
    assert scene.pos == scene.total
    scene.go(0)
    # Click the first log line of move 4: the table jumps to after move 4.
    rows = [i for i, (s, _, _) in enumerate(scene.log.lines) if s == 4]
    assert rows
    scene.log.offset = max(0, rows[0] - 1)
    y = scene.log.rect.y + (rows[0] - scene.log.offset) * scene.log.line_h + 3
    click(app, (scene.log.rect.x + 30, y))
    assert scene.pos == 4 and scene.session.state.state_hash() == hashes[4]


def test_play_runs_through_the_moves_and_stops_at_the_end(user_home) -> None:
    session, hashes = sparks_game()
    app = make_app(animation_speed="instant")
    scene = ReplayScene(app, session.game, session.record, start=0)
    app.push(scene)
    click(app, scene.play_button.rect.center)
    assert scene.playing
    for _ in range(2000):
        step(app, 1, dt=0.5)
        assert scene.session.state.state_hash() == hashes[scene.pos]
        if not scene.playing:
            break
    assert scene.pos == scene.total and not scene.playing


def test_it_shows_only_the_chosen_seats_information(user_home) -> None:
    session, _ = sparks_game(seed=8)
    app = make_app()
    scene = ReplayScene(app, session.game, session.record, start=6, seat=0)
    app.push(scene)
    step(app, 2)
    for seat in (0, 1):
        scene.set_viewer(seat)
        other = 1 - seat
        view = scene.board.view
        assert view.viewer == seat
        assert all(card is None for card in view.hands[other])  # the rival's hand is hidden
        assert any(card is not None for card in view.hands[seat]) or not view.hands[seat]
        told = {line.text for line in _told(scene)}
        mine = {e.text for st in scene.steps for e in render_for(list(st.events), seat)}
        theirs = {e.text for st in scene.steps for e in render_for(list(st.events), other)}
        secret = theirs - mine
        assert secret, "the game has draws the other seat saw alone"
        assert not told & secret
    scene.set_reveal(True)  # a finished game: everything may be shown
    assert scene.board.view.viewer is None
    assert scene.board.view.hands == scene.session.state.hands
    assert all(card is not None for hand in scene.board.view.hands for card in hand)


def _told(scene: ReplayScene):  # type: ignore[no-untyped-def]
    from game.ui.scenes.replay import LogLine

    seen: dict[int, list[str]] = {}
    for s, text, _ in scene.log.lines:
        seen.setdefault(s, []).append(text)
    return [LogLine(s, t.strip(), None) for s, texts in seen.items() for t in texts]


def test_show_everything_is_refused_for_a_game_in_progress(user_home) -> None:
    session, _ = sparks_game()
    app = make_app()
    scene = ReplayScene(app, session.game, session.record, finished=False)
    app.push(scene)
    step(app, 1)
    assert scene.reveal_toggle not in scene.widgets
    scene.set_reveal(True)
    assert not scene.reveal_all and scene.board.view.viewer == scene.viewer


def test_game_over_offers_watch_replay_of_the_kept_game(user_home) -> None:
    from game.ui.scenes.play import PlayScene

    app = make_app(animation_speed="instant")
    game = registry.load_game("sparks")
    play = PlayScene.new_game(app, game, [SeatSpec("human"), SeatSpec("ai", "easy")], 4)
    app.push(play)
    play.finish_with_ai()
    play.go_game_over()
    over = app.top
    assert over is not None and over.name == "gameover"
    kept = archive.replay_files(archive.replays_dir())
    assert over.replay in kept  # type: ignore[attr-defined]
    click(app, button_named(over, "Watch replay").center)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert replay.pos == replay.total == len(play.session.record.actions)
    assert replay.session.state.state_hash() == play.session.state.state_hash()


def test_finished_games_list_opens_a_replay_and_refuses_a_bad_one(user_home) -> None:
    from game.ui.scenes.finished import FinishedGamesScene
    from game.ui.scenes.load import LoadScene

    session, _ = sparks_game()
    good = archive.archive_game(session.record, archive.GameResult.of(session))
    app = make_app()
    app.push(LoadScene(app))
    click(app, button_named(app.top, "Finished games").center)
    listing = app.top
    assert isinstance(listing, FinishedGamesScene)
    assert [r.path for r in listing.good] == [good]
    click(app, button_named(listing, "Watch").center)
    assert isinstance(app.top, ReplayScene)
    app.pop()
    text = good.read_text().replace(session.record.content_hash, "f" * 16)
    good.write_text(text)
    click(app, button_named(listing, "Watch").center)
    assert app.top is listing
    assert listing.toast.visible and good.name in listing.toast.message
    assert good.read_text() == text


def test_command_line_replay_and_its_refusal(user_home, tmp_path: Path) -> None:
    import subprocess
    import sys

    session, _ = sparks_game()
    path = archive.archive_game(session.record, archive.GameResult.of(session))
    root = Path(__file__).resolve().parents[2]
    out = tmp_path / "replay.png"
    env = {"GEMTABLE_TEST_GAMES": "1"}
    import os

    env = dict(os.environ, **env)
    script = (
        "import sys; from tests.conftest import *; from game.__main__ import main;"
        "raise SystemExit(main(sys.argv[1:]))"
    )
    ok = subprocess.run(
        [sys.executable, "-c", script, "--replay", str(path), "--screenshot", str(out)],
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        timeout=120,
    )
    assert ok.returncode == 0, ok.stderr
    assert out.exists()
    path.write_text("{ not json")
    bad = subprocess.run(
        [sys.executable, "-c", script, "--replay", str(path), "--screenshot", str(out)],
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        timeout=120,
    )
    assert bad.returncode == 2 and path.name in bad.stderr and "damaged" in bad.stderr
    assert path.read_text() == "{ not json"


@pytest.mark.parametrize("game_id", registry.available_ids())
def test_every_game_replays_on_its_own_board(game_id: str, user_home) -> None:
    """Each board draws the replay from each seat, and everything once over, at a few
    moves: no game needs replay code of its own."""
    game = registry.load_game(game_id)
    seats = [SeatSpec("human")] + [SeatSpec("ai", "easy")] * (game.min_players - 1)
    session = Session.new(game, seats, 5)
    rng = random.Random(5)
    while not session.state.is_over and len(session.record.actions) < 3000:
        session.apply(rng.choice(session.state.legal_actions()))
    app = make_app()
    scene = ReplayScene(app, game, session.record, start=0)
    app.push(scene)
    surface = pygame.Surface((1280, 720))
    total = scene.total
    for k in (0, 1, total // 3, total // 2, total - 1, total):
        for seat in range(len(seats)):
            scene.set_viewer(seat)
            scene.go(k)
            scene.next()
            step(app, 3)
            scene.draw(surface)
            assert scene.board.view.viewer == seat
    scene.set_reveal(True)
    scene.go(total // 2)
    step(app, 3)
    scene.draw(surface)


def test_a_rivals_silent_decision_gets_a_line_that_keeps_it_secret(user_home) -> None:
    """Every move gets a log line to click; one the viewer saw nothing of reads "Bo makes
    a choice" (it read "Bo: decides"), and names the action only to the seat that took it."""
    storm = registry.load_game("storm_the_bridge")
    session = Session.new(storm, SEATS, 4)
    rng = random.Random(4)
    while len(session.record.actions) < 150:
        session.apply(rng.choice(session.state.legal_actions()))
    app = make_app()
    scene = ReplayScene(app, storm, session.record, start=10, seat=0)
    app.push(scene)
    step(app, 2)
    silent = [
        i
        for i, st in enumerate(scene.steps, start=1)
        if st.actor == 1 and not render_for(list(st.events), 0)
    ]
    assert silent, "no decision of Bo's was silent to Ann"
    lines = _lines_by_move(scene)
    assert all(lines[i] == "Bo makes a choice" for i in silent)
    scene.set_viewer(1)
    lines = _lines_by_move(scene)
    mine = [i for i in silent if not render_for(list(scene.steps[i - 1].events), 1)]
    assert all(lines[i] == f"Bo: {scene.steps[i - 1].action}" for i in mine)


def _lines_by_move(scene: ReplayScene) -> dict[int, str]:
    """Each move's log text, its wrapped rows joined again."""
    rows: dict[int, list[str]] = {}
    for s, text, _ in scene.log.lines:
        rows.setdefault(s, []).append(text.strip())
    return {s: " ".join(texts) for s, texts in rows.items()}
