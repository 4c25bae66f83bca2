"""Screenshots of the Gemwielders board with the real renderer: a mid-game table at the
viewer's main phase, and an attack caught in the middle of its playback (the defense
flipped, an effect's text lit), which ``main.py --screenshot`` cannot catch since it
skips animations.

    python -m game.ui.boards.gemwielders.shots docs/screenshots

Both seats are played by a small fixed-budget search so the shots come out the same on
every run and take seconds, not the minutes of the shipped levels.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from game.ai.instant_agent import InstantAgent

SEED = 11
ATTACK_SEEDS = (12, 13, 14, 15, 16, 17)  # tried in turn if SEED's game has no such moment
MIDGAME_TURN = 14
BUDGET = 24  # ISMCTS iterations a move: sensible play, quick


class _Quick(InstantAgent):
    """Every seat's player in the shots: a small search answering at once."""

    iterations = BUDGET


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.core import registry
    from game.core.record import SeatSpec
    from game.ui.app import offscreen_app
    from game.ui.boards.gemwielders.board import GemBoard
    from game.ui.scenes.play import PlayScene

    out = Path((argv or sys.argv[1:] or ["docs/screenshots"])[0])
    out.mkdir(parents=True, exist_ok=True)
    app = offscreen_app("normal", game="gemwielders", seed=SEED, scene="play")
    app.ai_factory = _Quick  # type: ignore[attr-defined]
    game = registry.load_game("gemwielders", app.content_root)
    scene = PlayScene.new_game(app, game, [SeatSpec("human"), SeatSpec("ai", "normal")], SEED)
    app.push(scene)
    board = scene.board
    assert isinstance(board, GemBoard)

    def fresh(seed: int) -> tuple[Any, Any]:
        scene = PlayScene.new_game(app, game, [SeatSpec("human"), SeatSpec("ai", "normal")], seed)
        app.replace(scene)
        for _ in range(90):  # let the scene transition finish before the picture
            app.step(1 / 60)
        assert isinstance(scene.board, GemBoard)
        return scene, scene.board

    # The mid-game: the viewer's main phase once both sides have built something. A
    # content change can make a seed's game end first: then the next seed's game.
    for seed in (SEED, *ATTACK_SEEDS):
        if seed != SEED:
            scene, board = fresh(seed)
        if _play_to_midgame(scene, board):
            break
    board.skip_animations()
    for _ in range(40):
        app.step(1 / 60)
    _move_mouse(pygame, (2, 2))
    app.step(1 / 60)
    pygame.image.save(app.screen, str(out / "gemwielders_midgame.png"))
    # Play on until the other seat announces an attack on the viewer that hits, whose
    # playback shows an effect resolving after the defense has flipped; freeze there. A
    # content change can make a seed's game end without one: then the next seed's game.
    for seed in (SEED, *ATTACK_SEEDS):
        if seed != SEED:
            scene, board = fresh(seed)
        if _play_to_an_attack(scene, board):
            break
    scene.agents.clear()  # nobody moves while the frozen playback is drawn
    while board.steps and not (board.steps[0].kind == "effect" and board.steps[0].show.revealed):
        board.steps.pop(0)
        board.tables.pop(0)
        board.tails.pop(0)
    if board.steps:
        board.step_t = 0.7 * board.steps[0].duration
    _move_mouse(pygame, (2, 2))
    app.step(1 / 600)
    pygame.image.save(app.screen, str(out / "gemwielders_attack.png"))
    print(f"screenshots written to {out}")
    return 0


def _play_to_midgame(scene: Any, board: Any) -> bool:
    """Play on to the viewer's main phase once both sides have built something."""
    for _ in range(2000):
        state = scene.session.state
        if state.is_over:
            return False
        top = state.stack.top
        if (
            state.turns >= MIDGAME_TURN
            and state.current_player == board.viewer
            and top is not None
            and top.kind == "main"
            and state.defense[1 - board.viewer]
            and state.mods[0] + state.mods[1]
        ):
            return True
        scene.play_ai_move_now()
        board.skip_animations()
    return False


def _play_to_an_attack(scene: Any, board: Any) -> bool:
    """Play on until an attack on the viewer hits past a flipped defense of two or more
    cards with an effect resolving after the flip; True when the playback holds one."""
    for _ in range(3000):
        if scene.session.state.is_over:
            return False
        scene.play_ai_move_now()
        kinds = [s.kind for s in board.steps]
        if "reveal" in kinds and "effect" in kinds[kinds.index("reveal") :]:
            show = board.steps[kinds.index("reveal")].show
            hit = any(s.kind == "verdict" and s.show.verdict for s in board.steps)
            if len(show.defense_cards) >= 2 and show.attacker != board.viewer and hit:
                return True
        board.skip_animations()
    return False


def _move_mouse(pygame: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )


if __name__ == "__main__":
    raise SystemExit(main())
