"""The levels file is checked strictly, with the file, line and key in the message."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ai.levels import load_levels
from game.core.errors import ContentErrors


def test_bad_levels_file_names_line_and_key(tmp_path: Path) -> None:
    path = tmp_path / "levels.yaml"
    path.write_text(
        "levels:\n"
        "  - key: easy\n"
        "    label: Easy\n"
        "    agent: alphazero\n"
        "    iterations: 10\n"
        "  - key: easy\n"
        "    label: Again\n"
        "    agent: ismcts\n"
        "    noise: 2.0\n"
        "    colour: red\n"
    )
    with pytest.raises(ContentErrors) as info:
        load_levels(path)
    text = str(info.value)
    assert "levels[0].agent" in text and ":4" in text
    assert 'duplicate level id "easy"' in text
    assert "levels[1].noise" in text
    assert "levels[1].colour: unknown key" in text


def test_ismcts_level_needs_an_iteration_budget(tmp_path: Path) -> None:
    path = tmp_path / "levels.yaml"
    path.write_text("levels:\n  - {key: a, label: A, agent: ismcts, time_limit: 1.0}\n")
    with pytest.raises(ContentErrors, match="needs iterations"):
        load_levels(path)
