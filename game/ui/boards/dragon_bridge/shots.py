"""The documentation screenshots, rendered by the real app and board:
``python -m game.ui.boards.dragon_bridge.shots docs/screenshots``.

Seeded random legal moves reach a position quickly and reproducibly (the timed AI of
``main.py --moves`` would not give the same game twice, and a FLIGHT must be caught
while the Dragon is in the air).
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
    from game.engines.dragon_bridge.state import DragonBridgeState


def _app(speed: str) -> App:
    return offscreen_app(speed)


def _scene(app: App, seed: int, options: dict[str, bool | int | str]) -> PlayScene:
    game = registry.load_game("dragon_bridge")
    scene = PlayScene.new_game(
        app, game, [SeatSpec("human"), SeatSpec("ai", "normal")], seed, options
    )
    scene.agents.clear()  # nobody thinks while the picture is taken
    app.push(scene)
    return scene


def _hover(app: App, pos: tuple[int, int], frames: int = 3) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    for _ in range(frames):
        app.step(1 / 60)


def midgame(out: Path, seed: int = 21) -> None:
    """Mid-game with the expansion, the viewer choosing where to MOVE (tiles glowing)."""
    app = _app("instant")
    while not _reach_move(app, seed):
        seed += 1
    board = app.top
    assert isinstance(board, PlayScene)
    _glow_far_tile(app, board)
    pygame.image.save(app.screen, str(out))
    print(f"midgame: seed {seed}")


def _reach_move(app: App, seed: int) -> bool:
    app.scenes.clear()
    scene = _scene(app, seed, {"expansion": True})
    rng = random.Random(seed)
    for i in range(400):
        s = cast("DragonBridgeState", scene.session.state)
        top = s.stack.top
        if s.is_over:
            return False
        if (
            i > 50
            and top is not None
            and top.seat == 0
            and top.kind == "direction"
            and top.data["kind"] == "move"
            and len(s.nest) >= 3
        ):
            return True
        scene.apply(rng.choice(s.legal_actions()))
    return False


def _glow_far_tile(app: App, scene: PlayScene) -> None:
    """Point at the farthest destination, so the ghost wizard shows where it would go."""
    tiles = [t for t in scene.board.targets if t.zone == "tile"]  # type: ignore[attr-defined]
    if tiles:
        far = max(tiles, key=lambda t: int(t.actions[-1].args[0]) if len(t.actions) > 1 else 0)
        _hover(app, far.rect.center)


def flight(out: Path, seed: int = 4) -> None:
    """The Dragon in the air: the FLIGHT banner, the Nest sweeping into the deck."""
    app = _app("normal")
    while not _reach_flight(app, seed):
        seed += 1
    for _ in range(24):
        app.step(1 / 60)
    pygame.image.save(app.screen, str(out))
    print(f"flight: seed {seed}")


def _reach_flight(app: App, seed: int) -> bool:
    """Play until a FLIGHT that leaves no chooser open over the table."""
    app.scenes.clear()
    scene = _scene(app, seed, {})
    rng = random.Random(seed)
    for _ in range(2000):
        s = scene.session.state
        if s.is_over:
            return False
        events = scene.apply(rng.choice(s.legal_actions()))
        if any(e.kind == "flight" for e in events) and scene.board.chooser is None:  # type: ignore[attr-defined]
            return True
        scene.board.skip_animations()
    return False


def main(argv: list[str] | None = None) -> int:
    folder = Path((argv or sys.argv[1:] or ["docs/screenshots"])[0])
    folder.mkdir(parents=True, exist_ok=True)
    midgame(folder / "dragon_bridge_midgame.png")
    flight(folder / "dragon_bridge_flight.png")
    print(f"screenshots written to {folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
