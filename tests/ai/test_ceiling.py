"""The skill-ceiling measuring stick: it must search the real state, and only that."""

from __future__ import annotations

import random

import pytest

from game.ai.ismcts import IsmctsAgent
from game.core.game import Game
from tests.tinygame import ceiling


def test_the_all_seeing_search_samples_only_the_real_state(
    sparks: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = sparks.new_state(2, 12)
    worlds: list[str] = []
    real = ceiling._Open.determinize

    def recording(self: ceiling._Open, seat: int, rng: random.Random):  # type: ignore[no-untyped-def]
        world = real(self, seat, rng)
        worlds.append(world.state_hash())
        return world

    monkeypatch.setattr(ceiling._Open, "determinize", recording)
    action = ceiling.seeing_choice(IsmctsAgent(sparks, seed=1, iterations=30), state)
    assert action in state.legal_actions()
    assert len(worlds) == 30 and set(worlds) == {state.state_hash()}
    # A fair agent's worlds differ from the real one (its opponent's hand is unknown).
    fair = {state.view(0).determinize(0, random.Random(i)).state_hash() for i in range(30)}
    assert fair != {state.state_hash()}


def test_the_command_reports_a_seat_balanced_rate(
    sparks: Game, capsys: pytest.CaptureFixture[str]
) -> None:
    assert ceiling.main(["--iters", "10", "--games", "2", "--opponent", "random"]) == 0
    out = capsys.readouterr().out
    assert "all-seeing search (10 iterations) vs random:" in out and "/4 =" in out
    assert ceiling.main(["--game", "nope"]) == 2
