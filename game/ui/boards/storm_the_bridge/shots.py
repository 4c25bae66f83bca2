"""Screenshots of the Storm the Bridge board with the real renderer: a mid-game table at
the viewer's Action phase, and a response window caught open (the stack column with
several items, the viewer holding priority, the attack and defence totals after the
modifiers landed), which ``main.py --screenshot`` cannot reach on its own.

    python -m game.ui.boards.storm_the_bridge.shots docs/screenshots

Every seat is played by a small fixed-budget search so the shots come out the same on
every run and take seconds, not the minutes of the shipped levels.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from game.ai.instant_agent import InstantAgent

SEEDS = (5, 7, 11, 13, 17)
MIDGAME_TURN = 7
BUDGET = 12  # ISMCTS iterations a move: sensible play, quick


class _Quick(InstantAgent):
    """Every seat's player in the shots: a small search answering at once."""

    iterations = BUDGET


def _scene(app: Any, seed: int, seats: int = 2) -> Any:
    from game.core import registry
    from game.core.record import SeatSpec
    from game.ui.scenes.play import PlayScene

    game = registry.load_game("storm_the_bridge", app.content_root)
    specs = [SeatSpec("human")] + [SeatSpec("ai", "normal")] * (seats - 1)
    scene = PlayScene.new_game(app, game, specs, seed)
    app.push(scene)
    return scene


def _midgame(state: Any, viewer: int) -> bool:
    top = state.stack.top
    held = [o for o in state.occupier.values() if o is not None]
    return (
        state.turns >= MIDGAME_TURN
        and state.current_player == viewer
        and top is not None
        and top.kind == "open"
        and viewer in held
        and any(o != viewer for o in held)
        and len(state.party[viewer]) >= 2
        and len(state.hand[viewer]) >= 3
        and any(a.kind in ("attack", "recruit") for a in state.legal_actions())
    )


def _window(state: Any, viewer: int) -> bool:
    """A response window worth a picture: an attack on the stack under answers, the
    viewer holding priority, its totals moved by what was played."""
    top = state.stack.top
    return (
        top is not None
        and top.kind == "priority"
        and top.seat == viewer
        and state.act_kind == "attack"
        and len(state.items) >= 3
        and (state.act_mod or state.act_bonus or state.act_def)
    )


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.ui.app import offscreen_app

    out = Path((argv or sys.argv[1:] or ["docs/screenshots"])[0])
    out.mkdir(parents=True, exist_ok=True)
    app = offscreen_app("normal", game="storm_the_bridge", seed=SEEDS[0], scene="play")
    app.ai_factory = _Quick  # type: ignore[attr-defined]

    def settle(scene: Any) -> None:
        scene.board.skip_animations()
        for _ in range(40):
            app.step(1 / 60)
        _move_mouse(pygame, (2, 2))
        app.step(1 / 60)

    def play_until(scene: Any, done: Any, limit: int = 3000) -> bool:
        for _ in range(limit):
            state = scene.session.state
            if state.is_over:
                return False
            if done(state, scene.board.viewer):
                return True
            scene.play_ai_move_now()
            scene.board.skip_animations()
        return False

    shots = {"midgame": False, "response": False}
    for seed in SEEDS:
        if all(shots.values()):
            break
        scene = _scene(app, seed)
        if not shots["midgame"] and play_until(scene, _midgame):
            settle(scene)
            pygame.image.save(app.screen, str(out / "storm_the_bridge_midgame.png"))
            shots["midgame"] = True
        if not shots["response"] and play_until(scene, _window):
            scene.agents.clear()  # nobody moves while the window is drawn
            settle(scene)
            pygame.image.save(app.screen, str(out / "storm_the_bridge_response.png"))
            shots["response"] = True
        app.pop()
    missing = [name for name, done in shots.items() if not done]
    if missing:
        print(f"no position found for: {', '.join(missing)}")
        return 1
    print(f"screenshots written to {out}")
    return 0


def _move_mouse(pygame: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )


if __name__ == "__main__":
    raise SystemExit(main())
