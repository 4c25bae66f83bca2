"""Finished games kept as replays: written whole, pruned oldest first, replayed exactly,
and refused (naming the file, touching nothing) when they no longer fit the content."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from game.core import archive, registry
from game.core.errors import SaveError
from game.core.game import Game
from game.core.record import GameRecord, SeatSpec
from game.core.session import Session

SEATS = [SeatSpec("human"), SeatSpec("ai", "normal")]


def played(game: Game, seed: int, *, limit: int = 4000) -> tuple[Session, list[str]]:
    """A random game to its end, with the state hash after every move (index 0 = start)."""
    session = Session.new(
        game, SEATS[:1] + [SeatSpec("ai", "normal")] * (game.min_players - 1), seed
    )
    rng = random.Random(seed)
    hashes = [session.state.state_hash()]
    while not session.state.is_over and len(hashes) <= limit:
        session.apply(rng.choice(session.state.legal_actions()))
        hashes.append(session.state.state_hash())
    return session, hashes


def keep(session: Session, folder: Path, **kwargs: object) -> Path:
    return archive.archive_game(
        session.record,
        archive.GameResult.of(session),
        folder=folder,
        **kwargs,  # type: ignore[arg-type]
    )


@pytest.mark.parametrize("game_id", [*registry.available_ids()])
def test_a_kept_game_replays_to_the_same_state_hash_at_every_step(
    game_id: str, tmp_path: Path
) -> None:
    game = registry.load_game(game_id)
    session, hashes = played(game, seed=11)
    assert session.state.is_over, f"{game_id}: the random game did not end"
    path = keep(session, tmp_path)
    info, loaded_game, replayed = archive.open_replay(path)
    assert info.finished and info.result is not None
    assert info.result.moves == len(hashes) - 1
    assert info.result.length == game.length_text(session.state, len(hashes) - 1)
    assert loaded_game is game
    state = info.record.new_state(game)
    assert state.state_hash() == hashes[0]
    for i, action in enumerate(info.record.actions, start=1):
        state.apply(action)
        assert state.state_hash() == hashes[i], f"{game_id}: drift at move {i}"
    assert replayed.state.state_hash() == hashes[-1]


def test_only_the_newest_are_kept_with_their_analyses(sparks, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    paths = []
    for seed in range(5):
        session, _ = played(sparks, seed)
        paths.append(keep(session, tmp_path, keep=3))
        side = archive.analysis_path(paths[-1], 0)
        side.parent.mkdir(exist_ok=True)
        side.write_text("{}")
    left = archive.replay_files(tmp_path)
    assert left == paths[2:]
    assert not archive.analysis_files(paths[0]) and not archive.analysis_files(paths[1])
    assert archive.analysis_files(paths[4])
    good, bad = archive.list_replays(tmp_path)
    assert [r.path for r in good] == list(reversed(paths[2:])) and not bad


def test_a_crash_mid_write_leaves_no_partial_replay(sparks, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    session, _ = played(sparks, 3)

    def power_cut(fd: int) -> None:
        raise OSError("the disk went away")

    monkeypatch.setattr(os, "fsync", power_cut)
    with pytest.raises(OSError):
        keep(session, tmp_path)
    assert list(tmp_path.iterdir()) == []
    assert archive.list_replays(tmp_path) == ([], [])


def _refused(path: Path, match: str) -> None:
    before = {p: p.read_bytes() for p in path.parent.iterdir() if p.is_file()}
    with pytest.raises(SaveError) as caught:
        archive.open_replay(path)
    assert path.name in str(caught.value) and match in str(caught.value)
    assert {p: p.read_bytes() for p in path.parent.iterdir() if p.is_file()} == before


def test_a_record_of_other_content_is_refused_naming_the_file(sparks, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    session, _ = played(sparks, 5)
    path = keep(session, tmp_path)
    doc = json.loads(path.read_text())
    doc["record"]["content_hash"] = "0" * 16
    path.write_text(json.dumps(doc))
    _refused(path, "different content")


def test_a_record_that_fails_to_replay_is_refused_naming_the_file(sparks, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    session, _ = played(sparks, 6)
    path = keep(session, tmp_path)
    doc = json.loads(path.read_text())
    doc["record"]["actions"].insert(3, ["play", ["no-such-card"]])
    path.write_text(json.dumps(doc))
    _refused(path, "cannot be replayed")


def test_damaged_and_foreign_files_are_refused(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "gemtable-save", "version": 1, "rec')
    _refused(broken, "damaged")
    foreign = tmp_path / "foreign.json"
    foreign.write_text('{"hello": 1}')
    _refused(foreign, "not a Gemtable save")


def test_a_plain_save_replays_as_a_game_in_progress(sparks, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from game.core.saves import save_record

    record = GameRecord.start(sparks, SEATS, 2)
    path = tmp_path / "midgame.json"
    save_record(path, record)
    info, _, _ = archive.open_replay(path)
    assert not info.finished and info.result is None
