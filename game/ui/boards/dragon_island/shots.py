"""The documentation screenshots of Dragon Island, rendered by the real app and board:
``python -m game.ui.boards.dragon_island.shots docs/screenshots``.

Seeded random legal moves reach a late position and a finished game reproducibly (the
timed AI would not give the same game twice).
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, cast

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.core import registry
from game.core.record import SeatSpec
from game.ui.app import App, offscreen_app
from game.ui.scenes.play import PlayScene

if TYPE_CHECKING:
    from game.engines.dragon_island.state import DragonIslandState


def _app() -> App:
    return offscreen_app("instant")


def _scene(app: App, seats: list[SeatSpec], seed: int) -> PlayScene:
    game = registry.load_game("dragon_island")
    scene = PlayScene.new_game(app, game, seats, seed)
    scene.agents.clear()  # nobody thinks while the picture is taken
    app.push(scene)
    return scene


def _settle(app: App, frames: int = 30) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def late_four_players(out: Path, seed: int = 8) -> None:
    """Four wizards, a few tiles left in the bag, the viewer choosing where to walk."""
    app = _app()
    seats = [SeatSpec("human"), SeatSpec("ai", "hard"), SeatSpec("ai", "normal")]
    seats.append(SeatSpec("ai", "easy"))
    scene = _scene(app, seats, seed)
    rng = random.Random(seed)
    while True:
        s = cast("DragonIslandState", scene.session.state)
        assert not s.is_over, "the game ended before a late move decision"
        top = s.stack.top
        late = len(s.bag) <= 1
        if late and top is not None and top.seat == 0 and top.kind == "move":
            break
        scene.apply(rng.choice(s.legal_actions()))
    _settle(app)
    pygame.image.save(app.screen, str(out))


def final_scores(out: Path, seed: int = 4) -> None:
    """A finished three-player game: the score breakdown waiting for Continue."""
    app = _app()
    scene = _scene(app, [SeatSpec("human"), SeatSpec("ai", "hard"), SeatSpec("ai", "easy")], seed)
    rng = random.Random(seed)
    while not scene.session.state.is_over:
        scene.apply(rng.choice(scene.session.state.legal_actions()))
    _settle(app, 90)
    pygame.image.save(app.screen, str(out))


def main(argv: list[str] | None = None) -> int:
    folder = Path((argv or sys.argv[1:] or ["docs/screenshots"])[0])
    folder.mkdir(parents=True, exist_ok=True)
    late_four_players(folder / "dragon_island_4p_late.png")
    final_scores(folder / "dragon_island_final_scores.png")
    print(f"screenshots written to {folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
