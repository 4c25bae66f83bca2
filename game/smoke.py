"""The headless self-test the frozen build runs: content loads, every game plays out."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.actions import Action
    from game.core.game import Game
    from game.core.state import State


def play_one(game_id: str, content_root: Path | None, seed: int = 1) -> tuple[int, list[int]]:
    """One AI-vs-AI game with small budgets; returns (actions taken, winners)."""
    from game.core.registry import load_game

    game = load_game(game_id, content_root)
    state = game.new_state(game.min_players, seed)
    agents = _agents(game, seed)
    steps = 0
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        action = agents[seat % len(agents)](state.view(seat))
        state.apply(action)
        steps += 1
        if steps > 100_000:
            raise RuntimeError(f"{game_id}: game did not end after {steps} actions")
    return steps, state.winners


def _agents(game: Game, seed: int) -> list[Callable[[State], Action]]:
    """The smoke agents: the real ISMCTS at a tiny budget when the AI package is there."""
    try:
        from game.ai.agents import make_agent

        a = make_agent("ismcts", game, seed=seed, iterations=20)
        b = make_agent("greedy", game, seed=seed + 1)
        return [a.choose, b.choose]
    except ImportError:
        rng = random.Random(seed)
        return [lambda view: rng.choice(view.legal_actions())]


def _check_ai_worker(game_id: str, content_root: Path | None) -> None:
    """The UI's AI thinks in a worker process; spawning one is what a frozen build gets
    wrong (a missing freeze_support opens a second app instead), so try it here."""
    import multiprocessing

    from game.ai.agents import make_agent
    from game.ai.async_agent import AsyncAgent
    from game.core.registry import load_game

    game = load_game(game_id, content_root)
    state = game.new_state(game.min_players, 3)
    seat = state.current_player
    assert seat is not None
    method = "spawn" if "spawn" in multiprocessing.get_all_start_methods() else None
    wrapped = AsyncAgent(make_agent("ismcts", game, seed=1, iterations=30), start_method=method)
    start = time.perf_counter()
    try:
        for _ in range(2):
            wrapped.start(state.view(seat))
            deadline = time.perf_counter() + 60
            action = None
            while action is None and time.perf_counter() < deadline:
                action = wrapped.poll()
                time.sleep(0.01)
            if action is None or action not in state.legal_actions():
                raise RuntimeError(f"the AI worker gave no legal answer ({action})")
        if wrapped.workers_started != 1:
            raise RuntimeError(f"{wrapped.workers_started} AI workers for one game")
    finally:
        wrapped.close()
    print(
        f"smoke AI worker ({wrapped.start_method}): 2 answers in {time.perf_counter() - start:.2f}s"
    )


def run_smoke(content_root: Path | None = None) -> int:
    from game.core.content import check_all_content
    from game.core.registry import available_ids

    errors = check_all_content(content_root)
    if errors:
        for error in errors:
            print(error)
        return 2
    ids = available_ids()
    for game_id in ids:
        start = time.perf_counter()
        steps, winners = play_one(game_id, content_root)
        print(
            f"smoke {game_id}: {steps} actions, winners {winners}, {time.perf_counter() - start:.1f}s"
        )
    _check_ai_worker(ids[0], content_root)
    _check_ui_font()
    print(f"smoke ok ({len(ids)} game(s))")
    return 0


def _check_ui_font() -> None:
    """The frozen build must carry its own font, never pygame's default."""
    from game.core.paths import art_root

    fonts = list((art_root() / "fonts").glob("*.ttf")) if (art_root() / "fonts").is_dir() else []
    if not fonts:
        print("smoke note: no bundled font in art/fonts yet")
