"""The ladder runner: the rungs per player count, the record on disk and resuming it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ai.ladder import (
    TABLE_HEAD,
    games_path,
    main,
    record_path,
    replace_table,
    rungs_for,
)
from game.core.game import Game


def test_rungs_follow_the_player_count() -> None:
    assert rungs_for(2)[-1] == ("ismcts:hard", "ismcts:normal")
    assert ("ismcts:normal", "greedy") in rungs_for(2)
    assert rungs_for(4) == [
        ("ismcts:normal", "greedy", "greedy", "greedy"),
        ("ismcts:hard", "greedy", "greedy", "greedy"),
    ]


def test_ladder_writes_a_record_and_resumes_it(
    sparks: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = [
        "--game",
        "sparks",
        "--games",
        "4",
        "--jobs",
        "1",
        "--out",
        str(tmp_path),
        "--option",
        "long=true",
        "--rungs",
        "greedy,random;ismcts:iters=10,random",
    ]
    assert main(argv) == 0
    path = record_path(tmp_path, "sparks", 2, {"long": True})
    assert path.name == "sparks-long=True-2p.json"
    record = json.loads(path.read_text())
    assert set(record["matches"]) == {"greedy vs random", "ismcts:iters=10 vs random"}
    out = capsys.readouterr().out
    assert out.count("| sparks | long=True | 2 |") == 2
    # A resumed run finds both matches done and plays nothing more.
    assert main([*argv, "--resume"]) == 0
    assert capsys.readouterr().out.count("| sparks |") == 0
    assert json.loads(path.read_text()) == record
    # --show prints the recorded table without playing.
    assert main(["--show", str(tmp_path)]) == 0
    shown = capsys.readouterr().out
    assert shown.count("| sparks | long=True | 2 |") == 2 and "95% CI" in shown
    # --readme puts that table in the README in place of the old one, prose kept.
    readme = tmp_path / "README.md"
    old_row = "| dragon_bridge | default | 2 | greedy vs random | 9 | 50% | [] | 1 / 2 | holds |"
    readme.write_text(f"# Title\n\nAbove.\n\n{TABLE_HEAD}\n{old_row}\n\nBelow.\n")
    assert main(["--show", str(tmp_path), "--readme", str(readme)]) == 0
    text = readme.read_text()
    assert old_row not in text and text.count("| sparks | long=True | 2 |") == 2
    assert text.startswith("# Title\n\nAbove.\n\n| game |") and text.endswith("|\n\nBelow.\n")
    assert not (tmp_path / "README.md.bak").exists()  # git keeps the README's history


def test_the_readme_table_must_be_found_once(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="found 0"):
        replace_table("no table here\n", TABLE_HEAD)
    twice = f"{TABLE_HEAD}\n\n{TABLE_HEAD}\n"
    with pytest.raises(ValueError, match="found 2"):
        replace_table(twice, TABLE_HEAD)
    missing = tmp_path / "missing.md"
    assert main(["--show", str(tmp_path), "--readme", str(missing)]) == 2


def test_ladder_refuses_a_bad_option(sparks: Game, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "sparks", "--option", "hp=3", "--no-save"]) == 2
    assert "cannot read option" in capsys.readouterr().err


def test_each_step_is_judged_against_its_own_bar() -> None:
    from game.ai.ladder import table_row

    def summary(rate: float, lo: float) -> dict[str, object]:
        agent = {"win_rate": rate, "ci95": [lo, 1.0], "decision_ms": {"median": 1, "p95": 2}}
        return {"games": 400, "agents": [agent]}

    assert table_row("g", 2, {}, "greedy vs random", summary(0.9, 0.85)).endswith("holds |")
    row = table_row("g", 2, {}, "ismcts:normal vs random", summary(0.93, 0.89))
    assert row.endswith("fails |")  # 95% is the bar against random
    assert table_row("g", 2, {}, "ismcts:hard vs ismcts:normal", summary(0.64, 0.6)).endswith(
        "fails |"
    )
    four = "ismcts:hard vs greedy vs greedy vs greedy"
    assert table_row("g", 4, {}, four, summary(0.4, 0.3)).endswith("holds |")
    assert table_row("g", 4, {}, four, summary(0.3, 0.2)).endswith("fails |")


def test_a_match_played_on_other_cards_budgets_or_rules_is_stale_and_played_again(
    sparks: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--game", "sparks", "--games", "2", "--jobs", "1", "--out", str(tmp_path)]
    argv += ["--rungs", "ismcts:iters=10,random"]
    assert main(argv) == 0
    path = record_path(tmp_path, "sparks", 2, {})
    key = "ismcts:iters=10 vs random"
    fresh = json.loads(path.read_text())["matches"][key]
    assert fresh["content"] == sparks.content_hash
    assert fresh["settings"] == [{"iterations": 10}, {}]
    for change, why in (
        ({"content": "0" * 16}, "cards changed"),
        ({"settings": [{"iterations": 20}, {}]}, "budgets changed"),
        ({"stale": "rules changed"}, "rules changed"),
    ):
        record = json.loads(path.read_text())
        path.write_text(json.dumps({**record, "matches": {key: {**fresh, **change}}}))
        # Its games, kept on today's cards and budgets, would be taken as they are (the
        # case of tests/ai/test_checkpoint.py); without them every game is played again.
        games_path(path, key).unlink()
        capsys.readouterr()
        assert main(["--show", str(tmp_path)]) == 0
        assert capsys.readouterr().out.rstrip().endswith(f"| stale ({why} since): to play again |")
        assert main([*argv, "--resume"]) == 0
        assert capsys.readouterr().out.count("| sparks |") == 1  # played again
        again = json.loads(path.read_text())["matches"][key]
        assert "stale" not in again
        assert (again["content"], again["settings"]) == (fresh["content"], fresh["settings"])
        assert again["agents"][0]["wins"] == fresh["agents"][0]["wins"]  # same seeds
    # A record from before matches named what they were played on stands as it is.
    old = {k: v for k, v in fresh.items() if k not in ("content", "settings")}
    path.write_text(json.dumps({**json.loads(path.read_text()), "matches": {key: old}}))
    assert main([*argv, "--resume"]) == 0
    assert "| sparks |" not in capsys.readouterr().out.split("\n", 2)[-1]
