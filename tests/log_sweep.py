"""Seeded random games read as a player reads them: every log line (each seat's wording)
and every action label, for tests of how the games speak."""

from __future__ import annotations

import random
from typing import Any

from game.core import registry
from game.core.events import render_for


def sweep(
    game_id: str, seeds: range, players: int = 2, options: dict[str, Any] | None = None
) -> tuple[list[str], list[str]]:
    """(log lines as every seat reads them, action labels offered) over the games."""
    game = registry.load_game(game_id)
    lines: list[str] = []
    labels: list[str] = []
    for seed in seeds:
        state = game.new_state(players, seed, options)
        told = list(state.opening_events)
        rng = random.Random(seed)
        while True:
            for seat in range(players):
                lines += [e.text for e in render_for(told, seat)]
            if state.is_over:
                break
            legal = state.legal_actions()
            labels += [a.label for a in legal]
            told = state.apply(rng.choice(legal))
    return lines, labels
