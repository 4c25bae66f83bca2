"""The command-line faces of the app: no display, --screenshot, bad arguments."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from game.__main__ import build_parser
from game.ui.app import run_app

ROOT = Path(__file__).resolve().parents[2]


def test_no_display_says_so_in_one_line_and_exits_nonzero(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="no-such-driver", GEMTABLE_HOME=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, str(ROOT / "main.py")],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        cwd=ROOT,
    )
    assert proc.returncode != 0
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "no display" in lines[0], proc.stderr


def test_screenshot_of_every_scene(user_home, tmp_path: Path) -> None:
    for scene in ("title", "setup", "play", "settings", "rules", "load", "gameover", "handoff"):
        out = tmp_path / f"{scene}.png"
        args = build_parser().parse_args(
            [
                "--screenshot",
                str(out),
                "--scene",
                scene,
                "--game",
                "sparks",
                "--seed",
                "4",
                "--moves",
                "3",
            ]
        )
        assert run_app(args) == 0
        image = pygame.image.load(str(out))
        assert image.get_size() == (1280, 720)
        # not a blank frame: many distinct colours
        colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 37) for y in range(0, 720, 29)}
        assert len(colours) > 20, scene


def test_unknown_scene_or_game_is_a_clear_error(user_home, tmp_path: Path, capsys) -> None:
    args = build_parser().parse_args(["--screenshot", str(tmp_path / "x.png"), "--scene", "nope"])
    assert run_app(args) == 2
    assert "unknown scene" in capsys.readouterr().err
    args = build_parser().parse_args(
        ["--screenshot", str(tmp_path / "x.png"), "--scene", "play", "--game", "nope"]
    )
    assert run_app(args) == 2
    assert "no playable game" in capsys.readouterr().err
