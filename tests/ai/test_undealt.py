"""A kept run carried across a change to one dealt entry (``game.ai.undealt``): the games
that never dealt it stay, the others go to be played again, and nothing is written unless
the change is confined to that entry and the kept games replay as recorded."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from game.ai import undealt
from game.ai.arena import parse_spec, run_arena
from game.ai.checkpoint import Checkpoint
from game.core import registry
from game.core.content import hash_of_files
from game.core.paths import content_root

GAME = "storm_the_bridge"
pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


def _repo(tmp_path: Path) -> Path:
    """A git repository holding today's Storm the Bridge content, committed."""
    folder = tmp_path / "content" / GAME
    shutil.copytree(content_root() / GAME, folder)
    git = ["git", "-C", str(tmp_path), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "cards"], check=True)
    return folder


def _edit(path: Path, key: str, name: str, field: str) -> None:
    """Raise ``field`` of the entry called ``name`` in the list ``key`` by one."""
    data = yaml.safe_load(path.read_text())
    entry = next(e for e in data[key] if e["name"] == name)
    entry[field] += 1
    path.write_text(yaml.safe_dump(data, sort_keys=False))


@pytest.fixture(scope="module")
def kept_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    """Six random-agent games kept as the arena keeps them, and a leader dealt in game 0."""
    path = tmp_path_factory.mktemp("run") / "run.jsonl"
    run_arena(GAME, [parse_spec("random")], games=6, seed=3, report=True, checkpoint=path)
    text = path.read_text()
    header = json.loads(text.splitlines()[0])
    game = registry.load_game(GAME)
    names = {e.name for e in game.leaders.values()}
    leader = sorted(undealt.dealt_tags(game, header, 0, 1) & names)[0]
    return text, leader


def _setup(tmp_path: Path, kept_run: tuple[str, str]) -> tuple[Path, Path, str]:
    text, leader = kept_run
    folder = _repo(tmp_path)
    run = tmp_path / "run.jsonl"
    run.write_text(text)
    return folder, run, leader


def test_games_without_the_changed_leader_are_kept_and_the_rest_dropped(
    tmp_path: Path, kept_run: tuple[str, str]
) -> None:
    folder, run, leader = _setup(tmp_path, kept_run)
    old = json.loads(run.read_text().splitlines()[0])["content"]
    _edit(folder / "leaders.yaml", "leaders", leader, "influence")
    now = hash_of_files({p.name: p.read_bytes() for p in folder.glob("*.yaml")})
    line = undealt.carry_file(GAME, run, [leader], repo=tmp_path, check=2)
    lines = run.read_text().splitlines()
    header, games = json.loads(lines[0]), [json.loads(g) for g in lines[1:]]
    assert header["content"] == now != old
    assert header["carried_from"] == [
        {"content": old, "changed": [leader], "dropped": 6 - len(games)}
    ]
    assert 0 < len(games) < 6 and 0 not in {g["index"] for g in games}
    assert all(leader not in {t for _, t in g["seat_tags"]} for g in games)
    assert f"{len(games)} of 6 games kept" in line
    # The arena's checkpoint takes the note for what it is, not for another match.
    identity = {k: v for k, v in header.items() if k not in ("seats", "carried_from")}
    saved = Checkpoint(run, identity)
    assert len(saved.load()) == len(games)
    saved.start(saved.load())
    assert json.loads(run.read_text().splitlines()[0])["carried_from"] == header["carried_from"]


def test_a_change_to_the_leaders_crew_double_is_refused(
    tmp_path: Path, kept_run: tuple[str, str]
) -> None:
    """The crew card of the same name is in every game's crew stack: not a dealt entry."""
    folder, run, leader = _setup(tmp_path, kept_run)
    before = run.read_text()
    crew = yaml.safe_load((folder / "crew.yaml").read_text())["crew"]
    if not any(c["name"] == leader for c in crew):
        pytest.skip(f"{leader} has no crew double")
    _edit(folder / "crew.yaml", "crew", leader, "combat")
    with pytest.raises(undealt.Refused, match="cards other than"):
        undealt.carry_file(GAME, run, [leader], repo=tmp_path)
    assert run.read_text() == before


def test_a_kept_game_that_does_not_replay_as_recorded_is_refused(
    tmp_path: Path, kept_run: tuple[str, str]
) -> None:
    folder, run, leader = _setup(tmp_path, kept_run)
    _edit(folder / "leaders.yaml", "leaders", leader, "influence")
    lines = run.read_text().splitlines()
    games = [json.loads(g) for g in lines[1:]]
    for g in games:  # every record claims one more action than its game took
        g["length"] += 1
    tampered = lines[0] + "\n" + "".join(json.dumps(g) + "\n" for g in games)
    run.write_text(tampered)
    with pytest.raises(undealt.Refused, match="played again ended"):
        undealt.carry_file(GAME, run, [leader], repo=tmp_path, check=1)
    assert run.read_text() == tampered


def test_a_run_already_on_todays_cards_is_left_alone(
    tmp_path: Path, kept_run: tuple[str, str]
) -> None:
    _, run, leader = _setup(tmp_path, kept_run)
    with pytest.raises(undealt.Refused, match="already on today's cards"):
        undealt.carry_file(GAME, run, [leader], repo=tmp_path)


def test_the_deal_of_a_game_is_found_from_its_index_and_seatings() -> None:
    assert (
        undealt.seat_orders({"agents": ["normal"], "players": 2, "seats": ["normal"] * 2}, GAME)
        == 1
    )
    two = {"agents": ["ismcts:hard", "ismcts:normal"], "players": 2}
    assert undealt.seat_orders(two, GAME) == 2
    three = {"agents": ["ismcts:hard", "greedy"], "players": 3}
    assert undealt.seat_orders({**three, "seats": ["ismcts:hard", "greedy", "greedy"]}, GAME) == 3
    game = registry.load_game(GAME)
    header = {"players": 2, "seed": 1, "options": {}}
    # Games 2k and 2k+1 of a two-seating match share a deal.
    assert undealt.dealt_tags(game, header, 4, 2) == undealt.dealt_tags(game, header, 5, 2)


def test_a_name_that_is_no_dealt_entry_or_a_file_that_is_no_run_is_refused(
    tmp_path: Path, kept_run: tuple[str, str]
) -> None:
    folder, run, leader = _setup(tmp_path, kept_run)
    _edit(folder / "leaders.yaml", "leaders", leader, "influence")
    with pytest.raises(undealt.Refused, match="no dealt entry is called played first"):
        undealt.carry_file(GAME, run, ["played first"], repo=tmp_path)
    junk = tmp_path / "junk.jsonl"
    junk.write_text("not json\n")
    with pytest.raises(undealt.Refused, match="cannot read it as a kept run"):
        undealt.carry_file(GAME, junk, [leader], repo=tmp_path)
    junk.write_text('{"format": 1}\n')
    with pytest.raises(undealt.Refused, match="not a kept run"):
        undealt.carry_file(GAME, junk, [leader], repo=tmp_path)
    assert undealt.main([GAME, str(junk), "--changed", leader]) == 1
