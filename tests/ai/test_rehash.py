"""Records carried across a content change that cannot change a game (``game.ai.rehash``):
a provenance mark or a comment moves a record to today's hash, a changed value never."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from game.ai import rehash
from game.core.content import hash_of_files
from game.core.paths import content_root

CARD = b"cards:\n  - {id: a, name: A, attack: 2}  # a comment\n"


def test_a_provenance_mark_a_comment_or_the_layout_leave_the_fingerprint() -> None:
    base = rehash.fingerprint({"c.yaml": CARD})
    marked = b"cards:\n  - id: a\n    name: A\n    provenance: proposal\n    attack: 2\n"
    assert rehash.fingerprint({"c.yaml": marked}) == base
    assert hash_of_files({"c.yaml": marked}) != hash_of_files({"c.yaml": CARD})
    changed = b"cards:\n  - {id: a, name: A, attack: 3}\n"
    assert rehash.fingerprint({"c.yaml": changed}) != base


def test_a_record_moves_only_when_its_cards_play_the_same() -> None:
    entry = {"content": "old", "agents": ["normal", "normal"]}
    assert rehash.carry(entry, "new", {"old": True}) == "old -> new"
    assert entry == {"content": "new", "agents": ["normal", "normal"], "rehashed_from": ["old"]}
    other = {"content": "older"}
    assert "other cards" in str(rehash.carry(other, "new", {"older": False}))
    assert "no such version" in str(rehash.carry(other, "new", {}))
    assert other == {"content": "older"}
    assert rehash.carry({"content": "new"}, "new", {}) is None


def _committed(repo: Path, game: str, keep: Callable[[str], bool]) -> tuple[list[str], Path, str]:
    """A git repository at ``repo`` holding the game's content with only the lines
    ``keep`` keeps, committed: the version the records were played on. Its files' names,
    folder and hash."""
    names = rehash.files_of(game)
    folder = repo / "content" / game
    folder.mkdir(parents=True)
    real = content_root() / game
    for name in names:
        text = (real / name).read_text()
        (folder / name).write_text("\n".join(ln for ln in text.split("\n") if keep(ln)))
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "cards"], check=True)
    return names, folder, hash_of_files({n: (folder / n).read_bytes() for n in names})


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_the_command_finds_the_old_version_in_git_and_carries_its_records(
    tmp_path: Path,
) -> None:
    game = "gemwielders"
    # The version the records were played on: the same cards, no provenance marks.
    names, folder, old = _committed(tmp_path, game, lambda ln: "provenance:" not in ln.strip()[:12])
    real = content_root() / game
    ladder = tmp_path / "docs" / "ladder"
    (ladder / "partial").mkdir(parents=True)
    record = {"game": game, "matches": {"a": {"content": old, "agents": ["greedy", "random"]}}}
    (ladder / f"{game}-2p.json").write_text(json.dumps(record))
    header = {"format": 1, "content": old}
    (ladder / "partial" / f"{game}-2p--x.jsonl").write_text(json.dumps(header) + '\n{"index": 0}\n')
    for name in names:  # today: the marks added back
        shutil.copy(real / name, folder / name)
    now = hash_of_files({n: (folder / n).read_bytes() for n in names})
    assert now != old
    report = rehash.rehash(game, tmp_path)
    assert len(report) == 2 and all(f"{old} -> {now}" in line for line in report)
    match = json.loads((ladder / f"{game}-2p.json").read_text())["matches"]["a"]
    assert match["content"] == now and match["rehashed_from"] == [old]
    lines = (ladder / "partial" / f"{game}-2p--x.jsonl").read_text().splitlines()
    assert json.loads(lines[0])["content"] == now and lines[1] == '{"index": 0}'
    # A value changed: the records stay where they are.
    setup = folder / "setup.yaml"
    setup.write_text(setup.read_text().replace("max_gems: 5", "max_gems: 4"))
    match["content"] = old
    (ladder / f"{game}-2p.json").write_text(json.dumps({"game": game, "matches": {"a": match}}))
    ladder_line, partial_line = rehash.rehash(game, tmp_path)
    assert "other cards" in ladder_line
    assert "no such version" in partial_line  # today's hash before the change, never committed
    assert json.loads((ladder / f"{game}-2p.json").read_text())["matches"]["a"]["content"] == old


def test_a_key_read_only_at_three_players_is_left_out_of_other_counts_fingerprints() -> None:
    seated = {("s.yaml", "three_only"): frozenset({3})}
    before = {"s.yaml": b"hand: 5\n"}
    after = {"s.yaml": b"hand: 5\nthree_only: 1\n"}
    assert rehash.fingerprint(before, 2, seated) == rehash.fingerprint(after, 2, seated)
    assert rehash.fingerprint(before, 3, seated) != rehash.fingerprint(after, 3, seated)
    assert rehash.fingerprint(before) != rehash.fingerprint(after)  # count unknown: kept


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_a_three_player_knob_carries_two_player_records_and_no_three_player_ones(
    tmp_path: Path,
) -> None:
    game = "storm_the_bridge"
    assert ("setup.yaml", "later_seat_cards_three_players") in rehash.seated_keys(game)
    names, folder, old = _committed(
        tmp_path, game, lambda ln: not ln.startswith("later_seat_cards_three")
    )
    setup = folder / "setup.yaml"
    setup.write_text(setup.read_text() + "\nlater_seat_cards_three_players: {value: 4}\n")
    now = hash_of_files({n: (folder / n).read_bytes() for n in names})
    balance = tmp_path / "docs" / "balance"
    balance.mkdir(parents=True)
    for players in (2, 3):
        header = {"format": 1, "players": players, "content": old}
        path = balance / f"{game}-normal-vs-normal-{players}p.jsonl"
        path.write_text(json.dumps(header) + '\n{"index": 0}\n')
    two, three = rehash.rehash(game, tmp_path)
    assert "2p" in two and f"{old} -> {now}" in two
    assert "3p" in three and "other cards" in three
    header = json.loads((balance / f"{game}-normal-vs-normal-2p.jsonl").read_text().split("\n")[0])
    assert header["content"] == now and header["rehashed_from"] == [old]
