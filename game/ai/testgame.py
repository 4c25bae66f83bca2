"""Registering the Sparks test game for the arena and the bench (it lives under tests/).

Sparks is tiny and fast, so it is where the agents are tuned and their ladder measured;
it is only registered on request (``--include-test-game`` or GEMTABLE_TEST_GAMES=1) so the
shipped app never lists it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from game.core import registry

REPO_ROOT = Path(__file__).resolve().parents[2]

ENV_FLAG = "GEMTABLE_TEST_GAMES"


def wanted(flag: bool = False) -> bool:
    return flag or os.environ.get(ENV_FLAG) == "1"


def register_test_game(flag: bool = False) -> bool:
    """Register "sparks" when asked; False (with no error) when the tests folder is absent,
    as in a frozen build."""
    if not wanted(flag):
        return False
    if (REPO_ROOT / "tests" / "tinygame").is_dir() and str(REPO_ROOT) not in sys.path:
        sys.path.append(str(REPO_ROOT))  # run from elsewhere than the checkout's root
    try:
        from tests.tinygame.game import create_game
    except ImportError:
        return False
    registry.register("sparks", create_game)
    return True
