"""A stopped match goes on where it stopped: saved games are reused, never played twice."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import game.ai.arena as arena
from game.ai.arena import parse_spec, run_arena
from game.ai.arena_result import GameResult
from game.ai.checkpoint import Checkpoint, match_identity
from game.ai.ladder import games_path, partial_path, record_path, show_records
from game.core.game import Game


def _specs() -> list[arena.AgentSpec]:
    return [parse_spec("greedy"), parse_spec("random")]


def test_a_resumed_match_equals_one_played_straight_through(
    sparks: Game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = run_arena("sparks", _specs(), games=8, seed=3)
    ckpt = tmp_path / "m.jsonl"
    real_play = arena.play_game
    played: list[int] = []

    def stop_after_five(task: arena.Task) -> arena.GameResult:
        if len(played) == 5:
            raise KeyboardInterrupt  # the session ends mid-match
        played.append(task.index)
        return real_play(task)

    monkeypatch.setattr(arena, "play_game", stop_after_five)
    with pytest.raises(KeyboardInterrupt):
        run_arena("sparks", _specs(), games=8, seed=3, checkpoint=ckpt)
    assert len(ckpt.read_text().splitlines()) == 1 + 5
    # A stop in the middle of a write leaves a torn last line: it is ignored.
    with ckpt.open("a") as f:
        f.write('{"index": 7, "seat')
    played.clear()
    monkeypatch.setattr(arena, "play_game", lambda t: (played.append(t.index), real_play(t))[1])
    resumed = run_arena("sparks", _specs(), games=8, seed=3, checkpoint=ckpt)
    assert sorted(played) == [5, 6, 7]  # only the missing games
    for key in ("games", "draws", "mean_length"):
        assert resumed[key] == whole[key]
    for a, b in zip(resumed["agents"], whole["agents"], strict=True):
        assert (a["wins"], a["decisions"], a["ci95"]) == (b["wins"], b["decisions"], b["ci95"])


def test_games_of_another_match_are_set_aside(sparks: Game, tmp_path: Path) -> None:
    ckpt = tmp_path / "m.jsonl"
    run_arena("sparks", _specs(), games=4, seed=3, checkpoint=ckpt)
    # Same file, other seed: none of the saved games may count.
    summary = run_arena("sparks", _specs(), games=4, seed=4, checkpoint=ckpt)
    assert summary["games"] == 4
    assert (tmp_path / "m.jsonl.stale").exists()
    header = json.loads(ckpt.read_text().splitlines()[0])
    assert header["seed"] == 4


def test_identity_names_everything_that_makes_the_match() -> None:
    base = match_identity("sparks", 2, ["greedy", "random"], 1, {"long": True}, 400)
    assert base != match_identity("sparks", 2, ["random", "greedy"], 1, {"long": True}, 400)
    assert base != match_identity("sparks", 2, ["greedy", "random"], 1, {}, 400)
    assert base != match_identity("sparks", 2, ["greedy", "random"], 1, {"long": True}, 200)
    assert Checkpoint(Path("/nonexistent/x.jsonl"), base).load() == []


def test_games_played_on_other_content_are_another_match(tmp_path: Path) -> None:
    old = match_identity("sparks", 2, ["greedy", "random"], 1, {}, 4, None, "hash-a")
    new = match_identity("sparks", 2, ["greedy", "random"], 1, {}, 4, None, "hash-b")
    assert old != new
    path = tmp_path / "match.jsonl"
    Checkpoint(path, old).start([GameResult(0, (0, 1), [1.0, 0.0], 10)])
    assert len(Checkpoint(path, old).load()) == 1
    assert Checkpoint(path, new).load() == []  # a card or rule change: start again


def test_a_file_carried_over_by_rehash_is_still_its_match(tmp_path: Path) -> None:
    """``game.ai.rehash`` notes the hash a file was moved from: a note, not the match's
    identity, so a resumed run keeps the games (and the note when it writes again)."""
    ident = match_identity("sparks", 2, ["greedy", "random"], 1, {}, 4, None, "hash-b")
    path = tmp_path / "match.jsonl"
    Checkpoint(path, ident).start([GameResult(0, (0, 1), [1.0, 0.0], 10)])
    lines = path.read_text().splitlines()
    header = {**json.loads(lines[0]), "rehashed_from": ["hash-a"]}
    path.write_text(json.dumps(header) + "\n" + "\n".join(lines[1:]) + "\n")
    saved = Checkpoint(path, ident)
    kept = saved.load()
    assert len(kept) == 1 and not (tmp_path / "match.jsonl.stale").exists()
    saved.start(kept)
    assert json.loads(path.read_text().splitlines()[0])["rehashed_from"] == ["hash-a"]


def test_the_ladder_keeps_a_partial_match_until_it_ends_and_its_games_after(
    sparks: Game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ai.ladder import main

    argv = ["--game", "sparks", "--games", "4", "--jobs", "1", "--out", str(tmp_path)]
    argv += ["--rungs", "greedy,random"]
    record = record_path(tmp_path, "sparks", 2, {})
    partial = partial_path(record, "greedy vs random")
    assert partial.parent == tmp_path / "partial"
    real_play = arena.play_game
    calls: list[int] = []

    def stop_after_two(task: arena.Task) -> arena.GameResult:
        if len(calls) == 2:
            raise KeyboardInterrupt
        calls.append(task.index)
        return real_play(task)

    monkeypatch.setattr(arena, "play_game", stop_after_two)
    with pytest.raises(KeyboardInterrupt):
        main(argv)
    assert partial.exists() and not record.exists()
    monkeypatch.setattr(arena, "play_game", real_play)
    assert main([*argv, "--resume"]) == 0
    assert not partial.exists()
    assert json.loads(record.read_text())["matches"]["greedy vs random"]["games"] == 4
    # The finished match keeps its games. Played again with two of them gone (as
    # game.ai.undealt leaves a match after a change that reached those two), only those
    # two are played.
    kept = games_path(record, "greedy vs random")
    lines = kept.read_text().splitlines()
    assert len(lines) == 5
    kept.write_text("\n".join(lines[:3]) + "\n")
    doc = json.loads(record.read_text())
    del doc["matches"]["greedy vs random"]
    record.write_text(json.dumps(doc))
    played: list[int] = []

    def count(task: arena.Task) -> arena.GameResult:
        played.append(task.index)
        return real_play(task)

    monkeypatch.setattr(arena, "play_game", count)
    assert main([*argv, "--resume"]) == 0
    assert sorted(played) == [2, 3] and kept.exists() and not partial.exists()
    assert len(kept.read_text().splitlines()) == 5
    # Recorded on other cards, the row says how many kept games are on today's.
    doc = json.loads(record.read_text())
    doc["matches"]["greedy vs random"]["content"] = "older-cards"
    record.write_text(json.dumps(doc))
    kept.write_text("\n".join(kept.read_text().splitlines()[:3]) + "\n")
    assert "to play again (2 of 4 games kept)" in show_records(tmp_path)
    # A rule changed in the code ("stale" written into the row): every game again.
    doc = json.loads(record.read_text())
    doc["matches"]["greedy vs random"]["stale"] = "rules changed"
    record.write_text(json.dumps(doc))
    played.clear()
    assert main([*argv, "--resume"]) == 0
    assert sorted(played) == [0, 1, 2, 3]


def test_show_lists_a_match_under_way_with_its_games_so_far(
    sparks: Game,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from game.ai.ladder import main

    real_play = arena.play_game
    calls: list[int] = []

    def stop_after_three(task: arena.Task) -> arena.GameResult:
        if len(calls) == 3:
            raise KeyboardInterrupt
        calls.append(task.index)
        return real_play(task)

    monkeypatch.setattr(arena, "play_game", stop_after_three)
    argv = ["--game", "sparks", "--games", "6", "--jobs", "1", "--out", str(tmp_path)]
    with pytest.raises(KeyboardInterrupt):
        main([*argv, "--players", "3", "--rungs", "greedy,random,random"])
    capsys.readouterr()
    before = sorted(p.name for p in (tmp_path / "partial").iterdir())
    assert main(["--show", str(tmp_path)]) == 0
    rows = [r for r in capsys.readouterr().out.splitlines() if r.startswith("| sparks")]
    assert len(rows) == 1
    # The match as asked for, one agent per seat, though random plays two of them.
    assert "| greedy vs random vs random | 3 |" in rows[0]
    assert rows[0].endswith("| under way (3 of 6) |")
    assert sorted(p.name for p in (tmp_path / "partial").iterdir()) == before  # read only


def test_a_level_whose_budget_changed_is_another_match(sparks: Game, tmp_path: Path) -> None:
    ckpt = tmp_path / "m.jsonl"
    run_arena(
        "sparks", [parse_spec("ismcts:iters=5"), parse_spec("random")], games=2, checkpoint=ckpt
    )
    # Same spec text, other budget (as after an edit of levels.yaml): nothing is reused.
    renamed = arena.AgentSpec("ismcts:iters=5", "ismcts", (("iterations", 6),))
    run_arena("sparks", [renamed, parse_spec("random")], games=2, checkpoint=ckpt)
    assert (tmp_path / "m.jsonl.stale").exists()


def test_peek_summarises_the_saved_games_and_plays_and_writes_nothing(
    sparks: Game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ckpt = tmp_path / "m.jsonl"
    real_play = arena.play_game
    played: list[int] = []

    def stop_after_three(task: arena.Task) -> arena.GameResult:
        if len(played) == 3:
            raise KeyboardInterrupt  # a long run stopped part-way
        played.append(task.index)
        return real_play(task)

    monkeypatch.setattr(arena, "play_game", stop_after_three)
    with pytest.raises(KeyboardInterrupt):
        run_arena("sparks", _specs(), games=8, seed=3, checkpoint=ckpt)
    before = ckpt.read_bytes()

    def refuse(task: arena.Task) -> arena.GameResult:
        raise AssertionError("peek played a game")

    monkeypatch.setattr(arena, "play_game", refuse)
    seen = run_arena("sparks", _specs(), games=8, seed=3, checkpoint=ckpt, peek=True)
    assert seen["games"] == 3 and ckpt.read_bytes() == before
    # Another match's file is neither read nor set aside by a peek.
    other = run_arena(
        "sparks", [parse_spec("random"), parse_spec("greedy")], games=4, checkpoint=ckpt, peek=True
    )
    assert other["games"] == 0 and ckpt.read_bytes() == before
    assert not (tmp_path / "m.jsonl.stale").exists()


def test_peek_without_a_checkpoint_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        arena.main(["--game", "sparks", "--include-test-game", "--agents", "random", "--peek"])
    assert "--peek reads a --checkpoint FILE" in capsys.readouterr().err
