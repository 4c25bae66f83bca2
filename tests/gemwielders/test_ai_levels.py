"""The AI levels as Gemwielders needs them (levels.yaml): Hard's rollouts must reach the
opponent's next attack, where a defense card placed now pays off or not."""

from __future__ import annotations

import statistics

from game.ai.agents import make_agent
from game.ai.levels import LEVELS
from game.core import registry


def _spans_to_the_next_enemy_attack(seeds: range) -> list[int]:
    """For every main-phase decision of a seat, the actions until the opponent's next
    attack has been resolved (a search's rollout must get there to value a defense)."""
    game = registry.load_game("gemwielders")
    spans: list[int] = []
    for seed in seeds:
        s = game.new_state(2, seed)
        agents = [make_agent("ismcts", game, seed=seed * 2 + k, iterations=8) for k in range(2)]
        trail: list[tuple[str, int | None]] = []
        while not s.is_over:
            trail.append((s.phase, s.current_player))
            seat = s.current_player
            assert seat is not None
            s.apply(agents[seat].choose(s.view(seat)))
        for i, (phase, seat) in enumerate(trail):
            if phase != "main" or seat is None:
                continue
            attacking = False
            for j in range(i + 1, len(trail)):
                if trail[j] == ("attack", 1 - seat):
                    attacking = True
                elif attacking:  # the opponent's attack is over: its damage is dealt
                    spans.append(j - i)
                    break
    return spans


def test_hard_rollouts_reach_the_opponents_next_attack() -> None:
    """A 20-step rollout (the shared default) ends before the opponent's attack is over
    from about half of the main-phase decisions (the median is 19-20 steps); Hard's gets
    past it from nearly all (Hard at depth 20 lost 16 of 20 games to Normal: its deeper
    tree only learned to skip defending)."""
    spans = _spans_to_the_next_enemy_attack(range(6))
    assert len(spans) > 300
    assert statistics.median(spans) >= 18
    short = sum(1 for n in spans if n <= 20) / len(spans)
    assert short < 0.65, short
    hard = LEVELS["hard"].for_game("gemwielders")
    assert hard.rollout_depth is not None
    reached = sum(1 for n in spans if n <= hard.rollout_depth) / len(spans)
    assert reached >= 0.9, (reached, sorted(spans))
