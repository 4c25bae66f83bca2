"""Strict content loading: every kind of mistake stops with file, line and key path."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.__main__ import main
from game.core.content import check_all_content

SPARKS = Path(__file__).parents[1] / "tinygame" / "content"


@pytest.fixture
def content(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    shutil.copytree(SPARKS, root)
    return root


def edit(root: Path, name: str, old: str, new: str) -> None:
    path = root / "sparks" / name
    text = path.read_text()
    assert old in text, f"fixture text {old!r} not in {name}"
    path.write_text(text.replace(old, new, 1))


def messages(root: Path) -> list[str]:
    return [str(e) for e in check_all_content(root, ["sparks"])]


def line_of(root: Path, name: str, needle: str) -> int:
    lines = (root / "sparks" / name).read_text().splitlines()
    return next(i + 1 for i, line in enumerate(lines) if needle in line)


def test_shipped_test_content_is_valid(content: Path) -> None:
    assert messages(content) == []
    assert main(["--check-content", "--content-root", str(content), "--game", "sparks"]) == 0


def test_yaml_syntax_error_names_file_and_line(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    edit(content, "cards.yaml", "    name: Blast", "    name: [Blast")
    assert main(["--check-content", "--content-root", str(content), "--game", "sparks"]) == 2
    err = capsys.readouterr().err
    assert "sparks/cards.yaml:" in err
    assert "YAML syntax error" in err


def test_unknown_key_is_refused_with_key_path(content: Path) -> None:
    edit(content, "cards.yaml", "    name: Blast", "    name: Blast\n    colour: red")
    line = line_of(content, "cards.yaml", "colour: red")
    (msg,) = messages(content)
    assert f"sparks/cards.yaml:{line} cards[1].colour: unknown key" in msg


def test_wrong_type_names_expected_and_got(content: Path) -> None:
    edit(content, "cards.yaml", "    count: 3", '    count: "three"')
    line = line_of(content, "cards.yaml", '"three"')
    (msg,) = messages(content)
    assert msg.endswith(f'cards.yaml:{line} cards[1].count: expected int 1-20, got "three"')


def test_value_out_of_range_is_refused(content: Path) -> None:
    edit(content, "cards.yaml", "      - damage: 3", "      - damage: 12")
    (msg,) = messages(content)
    assert "cards[1].effect[0].damage.amount: expected int 1-9, got 12" in msg


def test_unknown_effect_name_lists_the_known_ones(content: Path) -> None:
    edit(content, "cards.yaml", "      - damage: 3", "      - explode: 3")
    line = line_of(content, "cards.yaml", "explode")
    (msg,) = messages(content)
    assert f'cards.yaml:{line} cards[1].effect[0].explode: unknown step "explode"' in msg
    assert "damage" in msg and "heal" in msg


def test_wrong_effect_parameter_is_refused(content: Path) -> None:
    edit(content, "cards.yaml", "      - damage: 3", "      - damage: {amount: 3, splash: true}")
    (msg,) = messages(content)
    assert "cards[1].effect[0].damage.splash: unknown key" in msg


def test_broken_reference_names_the_missing_entity(content: Path) -> None:
    edit(content, "setup.yaml", "counter_card: counter", "counter_card: parry")
    (msg,) = messages(content)
    assert msg.startswith(f"{_rel(content)}/sparks/setup.yaml:3 counter_card:")
    assert 'unknown card "parry"' in msg


def test_duplicate_id_points_at_the_first_definition(content: Path) -> None:
    edit(content, "cards.yaml", "  - id: blast", "  - id: strike")
    msgs = messages(content)
    assert any('duplicate card id "strike"' in m and "first defined at" in m for m in msgs)


def test_deck_count_mismatch_is_reported(content: Path) -> None:
    edit(content, "cards.yaml", "deck_size: 17", "deck_size: 18")
    (msg,) = messages(content)
    assert "deck_size: card counts add up to 17, not 18" in msg


def test_missing_required_key_is_reported(content: Path) -> None:
    edit(content, "setup.yaml", "hand_size: 3\n", "")
    (msg,) = messages(content)
    assert "hand_size: missing required key" in msg


def test_duplicate_yaml_key_is_refused(content: Path) -> None:
    edit(content, "setup.yaml", "hp: 10", "hp: 10\nhp: 12")
    (msg,) = messages(content)
    assert "setup.yaml:2 hp: duplicate key" in msg


def test_unexpected_and_missing_files_are_reported(content: Path) -> None:
    (content / "sparks" / "setup.yaml").rename(content / "sparks" / "setp.yaml")
    msgs = messages(content)
    assert any("setp.yaml: unexpected content file" in m for m in msgs)
    assert any("setup.yaml: file is missing" in m for m in msgs)


def test_many_errors_are_all_reported_at_once(content: Path) -> None:
    edit(content, "cards.yaml", "    count: 3", "    count: -1")
    edit(content, "setup.yaml", "hp: 10", "hp: ten")
    assert len(messages(content)) == 2


def test_unsafe_yaml_tags_are_refused(content: Path) -> None:
    edit(content, "setup.yaml", "hp: 10", "hp: !!python/object/apply:os.system ['echo hi']")
    msgs = messages(content)
    assert msgs and all("setup.yaml" in m for m in msgs)


def test_check_content_cli_exits_two_with_all_messages(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    edit(content, "cards.yaml", "deck_size: 17", "deck_size: 16")
    assert main(["--check-content", "--content-root", str(content), "--game", "sparks"]) == 2
    err = capsys.readouterr().err
    assert "card counts add up to 17, not 16" in err
    assert "1 content error(s)" in err


def test_shipped_content_of_every_game_is_valid() -> None:
    assert check_all_content() == []


def _rel(path: Path) -> str:
    import os

    return os.path.relpath(path)
