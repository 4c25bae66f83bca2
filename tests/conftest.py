"""Test set-up: headless SDL, a private user folder, and the Sparks test game registered."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("GEMTABLE_HOME", tempfile.mkdtemp(prefix="gemtable-test-home-"))

from game.core import registry
from tests.tinygame.game import create_game

registry.register("sparks", create_game)

SOAK = os.environ.get("GEMTABLE_SOAK") == "1"

# Machines here are shared and noisy: a property holds or not whatever the clock says,
# so no example fails for taking long (a hex round trip once missed the 200 ms default
# beside a running ladder).
settings.register_profile("gemtable", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("gemtable")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if SOAK:
        return
    skip = pytest.mark.skip(reason="soak run: set GEMTABLE_SOAK=1 (make soak)")
    for item in items:
        if "soak" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def sparks():  # type: ignore[no-untyped-def]
    return registry.load_game("sparks")


@pytest.fixture
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh per-user folder for tests that save or change settings."""
    monkeypatch.setenv("GEMTABLE_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
