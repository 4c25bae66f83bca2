"""Resources resolve from the source tree and from a frozen bundle alike."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.core import paths


def test_resources_resolve_from_the_source_tree(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GEMTABLE_RESOURCES", raising=False)
    assert (paths.resource_root() / "game" / "core" / "paths.py").exists()
    assert paths.content_root() == paths.resource_root() / "content"


def test_resources_resolve_from_a_frozen_bundle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("GEMTABLE_RESOURCES", raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.art_root() == tmp_path / "art"
    assert paths.content_root() == tmp_path / "content"


def test_gemtable_home_redirects_every_user_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("GEMTABLE_HOME", str(tmp_path))
    assert paths.data_dir() == tmp_path / "data"
    assert paths.config_dir() == tmp_path / "config"
    assert paths.log_dir() == tmp_path / "logs"
    assert paths.saves_dir() == tmp_path / "data" / "saves"
