"""Random-agent games with every invariant checked after every action, and replays.

The normal run plays the issue's 1,000 games (in four parametrized chunks, so xdist can
spread them); the soak run (GEMTABLE_SOAK=1) plays 10,000 more.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.actions import Action
from game.core.record import GameRecord, SeatSpec
from game.engines.gemwielders.state import GemState
from tests.gemwielders import invariants
from tests.gemwielders.helpers import game, play_random

NORMAL_GAMES = 1000
CHUNKS = 4
SOAK_GAMES = 10_000
# The rulebook's set-up, and the option that deals the Gembearers at random.
OPTION_SETS: list[dict[str, Any]] = [{}, {"gembearers": "random"}]


def _options(seed: int) -> dict[str, Any]:
    return OPTION_SETS[seed % len(OPTION_SETS)]


def _one(seed: int, *, checked: bool = True) -> tuple[GemState, list[Action]]:
    s = game().new_state(2, seed, _options(seed))
    assert isinstance(s, GemState)
    if checked:
        invariants.check(s)
    taken = play_random(
        s, random.Random(seed * 7919 + 3), check=invariants.check if checked else None
    )
    return s, taken


def _run(seeds: range) -> Counter[str]:
    endings: Counter[str] = Counter()
    for seed in seeds:
        s, taken = _one(seed)
        assert s.is_over and len(s.winners) == 1
        endings[s.end_reason.split(";")[0]] += 1
        if seed % 10 == 0:
            # Replay determinism: the same seed and actions give the same state.
            again = game().new_state(2, seed, _options(seed))
            for action in taken:
                again.apply(Action.from_json(action.to_json()))
            assert again.state_hash() == s.state_hash()
    return endings


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_one_thousand_random_games_keep_every_invariant(chunk: int) -> None:
    size = NORMAL_GAMES // CHUNKS
    endings = _run(range(chunk * size, (chunk + 1) * size))
    assert sum(endings.values()) == size
    # Random play reaches both kinds of ending.
    assert endings["the gem card deck is empty"] > 0
    assert any("has no life left" in reason for reason in endings)


@pytest.mark.soak
def test_soak_ten_thousand_random_games() -> None:
    _run(range(NORMAL_GAMES, NORMAL_GAMES + SOAK_GAMES))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31))
def test_replaying_the_action_list_reproduces_the_same_state(seed: int) -> None:
    s, taken = _one(seed, checked=False)
    again = game().new_state(2, seed, _options(seed))
    for action in taken:
        again.apply(action)
    assert again.state_hash() == s.state_hash()
    assert again.winners == s.winners and again.life == s.life


def test_a_different_seed_gives_a_different_game() -> None:
    a, _ = _one(1, checked=False)
    b, _ = _one(2, checked=False)
    assert a.state_hash() != b.state_hash()


def test_a_saved_record_replays_to_the_same_state() -> None:
    g = game()
    s, taken = _one(42, checked=False)
    record = GameRecord.start(g, [SeatSpec(), SeatSpec()], 42, _options(42))
    record.actions = list(taken)
    data = GameRecord.from_json(record.to_json())
    assert data.replay(g).state_hash() == s.state_hash()


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    from game.core.errors import IllegalActionError

    s = game().new_state(2, 5)
    before = s.state_hash()
    with pytest.raises(IllegalActionError):
        s.apply(Action("draft", (0,)))
    with pytest.raises(IllegalActionError):
        s.apply(Action("bearer", ("excalibur",)))
    assert s.state_hash() == before
