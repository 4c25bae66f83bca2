"""Screenshots of the board with the real renderer, including one mid-assault (which
``main.py --screenshot`` cannot catch: it skips animations after ``--moves``).

    python -m game.ui.boards.clash_of_decks.shots docs/screenshots
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, cast

from game.ui.boards.clash_of_decks.table import Step

if TYPE_CHECKING:
    from game.engines.clash_of_decks.state import ClashState
    from game.ui.boards.clash_of_decks.board import ClashBoard


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.ui.app import offscreen_app
    from game.ui.scenes.play import PlayScene

    out = Path((argv or sys.argv[1:] or ["docs/screenshots"])[0])
    app = offscreen_app("normal", game="clash_of_decks", seed=5, scene="play")
    scene = PlayScene.from_args(app, "clash_of_decks", argparse.Namespace(seed=5, moves=4))
    app.push(scene)
    for _ in range(10):
        app.step(1 / 60)
    board = cast("ClashBoard", scene.board)
    pygame.image.save(app.screen, str(out / "clash_of_decks_draft.png"))
    # Play on until an assault with at least three attacks is under way, then freeze it
    # just after its fullest blow lands: the most damage numbers and destroyed cards (a
    # 0-attack creature's blow or a Protection would show no number at all).
    for _ in range(400):
        state = cast("ClashState", scene.session.state)
        if state.is_over:
            break
        scene.play_ai_move_now()
        if (
            len(board.steps) >= 3
            and state.turns >= 5
            and not state.is_over
            and any(map(_wounds, board.steps))
        ):
            break
        board.skip_animations()
    if board.steps:
        best = max(range(len(board.steps)), key=lambda i: (_weight(board.steps[i]), -i))
        del board.steps[:best]
    board.step_t = 0.6 * 0.8
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    )
    scene.agents.clear()
    app.step(1 / 600)
    pygame.image.save(app.screen, str(out / "clash_of_decks_assault.png"))
    print(f"screenshots written to {out}")
    return 0


def _wounds(step: Step) -> bool:
    return _weight(step) > 0


def _weight(step: Step) -> int:
    """How much a blow shows: the damage it deals, more for each card it destroys, most
    for a falling stronghold."""
    dealt = sum(int(hit.text[1:]) for hit in step.hits if hit.text[:1] == "-")
    falls = sum(hit.text.endswith("!") for hit in step.hits)
    return dealt + 3 * len(step.destroyed) + 6 * falls if dealt else 0


if __name__ == "__main__":
    raise SystemExit(main())
