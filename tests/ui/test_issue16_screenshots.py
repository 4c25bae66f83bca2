"""--screenshot renders the replay, analysis and statistics scenes (make screenshots), and
the statistics shot never touches the player's own statistics file."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.__main__ import build_parser
from game.core.stats_db import db_path
from game.ui.app import run_app


def test_screenshots_of_the_new_scenes(user_home: Path, tmp_path: Path) -> None:
    for scene in ("replay", "analysis", "statistics"):
        out = tmp_path / f"{scene}.png"
        argv = ["--screenshot", str(out), "--scene", scene, "--windowed"]
        if scene != "statistics":
            argv += ["--game", "sparks", "--seed", "2"]
        assert run_app(build_parser().parse_args(argv)) == 0
        image = pygame.image.load(str(out))
        assert image.get_size() == (1280, 720)
    assert not db_path().exists()
