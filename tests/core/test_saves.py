"""Save files: round trip, atomic writes, a backup kept, every bad file refused cleanly."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from game.core import saves
from game.core.errors import SaveError
from game.core.record import GameRecord, SeatSpec
from game.core.session import Session


def finished_session(game, seed: int = 4) -> Session:  # type: ignore[no-untyped-def]
    session = Session.new(game, [SeatSpec(), SeatSpec("ai", "normal")], seed)
    rng = random.Random(seed)
    for _ in range(15):
        if session.state.is_over:
            break
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def test_save_load_round_trip_restores_the_exact_state(sparks, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    session = finished_session(sparks)
    path = tmp_path / "game.json"
    saves.save_record(path, session.record, turn=session.state.turn, label="Sparks")
    info = saves.read_save(path)
    assert info.game_id == "sparks" and info.turn == session.state.turn and info.label == "Sparks"
    restored = Session(sparks, info.record)
    assert restored.state.state_hash() == session.state.state_hash()
    assert restored.record.seats == session.record.seats


def test_saving_again_keeps_the_previous_save_as_backup(sparks, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    session = finished_session(sparks)
    path = tmp_path / "game.json"
    saves.save_record(path, session.record, turn=1)
    first = path.read_bytes()
    session.record.actions.pop()
    saves.save_record(path, session.record, turn=2)
    assert (tmp_path / "game.json.bak").read_bytes() == first
    assert saves.read_save(path).turn == 2


def test_crash_during_write_leaves_the_old_save_intact(
    sparks, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    session = finished_session(sparks)
    path = tmp_path / "game.json"
    saves.save_record(path, session.record)
    before = path.read_bytes()

    def power_cut(fd: int) -> None:
        raise OSError("simulated power cut")

    monkeypatch.setattr(os, "fsync", power_cut)
    with pytest.raises(OSError, match="power cut"):
        saves.save_record(path, session.record, turn=99)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temp file left behind


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "is empty"),
        (b'{"format": "gemtable-save", "version": 1, "rec', "damaged or truncated"),
        (b"\xff\xfe\x00garbage", "damaged or truncated"),
        (b'{"hello": "world"}', "not a Gemtable save"),
        (b"[1, 2, 3]", "not a Gemtable save"),
        (b'{"format": "gemtable-save", "version": 7, "record": {}}', "newer Gemtable"),
        (b'{"format": "gemtable-save", "version": "1", "record": {}}', "no valid format version"),
        (b'{"format": "gemtable-save", "version": 1}', "holds no game record"),
        (b'{"format": "gemtable-save", "version": 1, "record": {"game": "sparks"}}', "missing its"),
        (
            b'{"format": "gemtable-save", "version": 1, "record": {"game": "sparks", '
            b'"content_hash": "x", "seats": [{"kind": "robot"}], "seed": 1, "actions": []}}',
            "damaged",
        ),
    ],
)
def test_bad_save_files_give_a_clear_message_and_change_nothing(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveError, match=message):
        saves.read_save(path)
    assert path.read_bytes() == content
    assert [p.name for p in tmp_path.iterdir()] == ["bad.json"]


def test_save_from_other_content_is_detected(sparks, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    session = finished_session(sparks)
    data = session.record.to_json()
    data["content_hash"] = "0123456789abcdef"
    with pytest.raises(SaveError, match="different content"):
        Session(sparks, GameRecord.from_json(data))


def test_save_for_another_game_is_refused(sparks) -> None:  # type: ignore[no-untyped-def]
    record = GameRecord("dragon_bridge", sparks.content_hash, [SeatSpec(), SeatSpec()], 1)
    with pytest.raises(SaveError, match="for 'dragon_bridge'"):
        record.replay(sparks)


def test_tampered_action_list_is_refused_in_plain_words(sparks) -> None:  # type: ignore[no-untyped-def]
    session = finished_session(sparks)
    data = session.record.to_json()
    data["actions"][0] = ["play", ["no-such-card"]]
    with pytest.raises(SaveError, match="move 1 of the record cannot be replayed"):
        Session(sparks, GameRecord.from_json(data))


def test_list_saves_sorts_newest_first_and_reports_unreadable_ones(sparks, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    session = finished_session(sparks)
    saves.save_record(tmp_path / "a.json", session.record, label="older")
    doc = json.loads((tmp_path / "a.json").read_text())
    doc["saved_at"] += 10
    doc["label"] = "newer"
    (tmp_path / "b.json").write_text(json.dumps(doc))
    (tmp_path / "c.json").write_text("{")
    good, bad = saves.list_saves(tmp_path)
    assert [g.label for g in good] == ["newer", "older"]
    assert [(p.name, "damaged" in why) for p, why in bad] == [("c.json", True)]


def test_saves_live_under_the_per_user_data_directory(user_home: Path) -> None:
    from game.core.paths import config_dir, log_dir, saves_dir

    assert saves_dir().is_relative_to(user_home) and saves_dir().is_dir()
    assert config_dir().is_relative_to(user_home) and log_dir().is_relative_to(user_home)


def test_hints_used_are_kept_in_the_save_and_old_saves_load_without_them(
    sparks, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    session = Session.new(sparks, [SeatSpec(), SeatSpec("ai", "normal")], 4)
    session.note_hint(0, session.state.legal_actions()[0])
    session.apply(session.state.legal_actions()[0])
    path = tmp_path / "game.json"
    saves.save_record(path, session.record, turn=session.state.turn)
    restored = Session(sparks, saves.read_save(path).record)
    assert restored.record.hints == session.record.hints
    assert restored.record.hints[0].move == 0 and restored.record.hint_counts() == {0: 1}
    doc = json.loads(path.read_text())  # a save written before hints were kept
    del doc["record"]["hints"]
    path.write_text(json.dumps(doc))
    assert saves.read_save(path).record.hints == []
    doc["record"]["hints"] = [{"seat": 5, "move": 0}]  # a seat the game does not have
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="damaged"):
        saves.read_save(path)
