"""The asynchronous wrapper answers, cancels, and always yields a legal move."""

from __future__ import annotations

import logging
import time

import pytest

from game.ai.agents import Agent, make_agent
from game.ai.async_agent import AsyncAgent
from game.core.actions import Action
from game.core.game import Game
from game.core.state import State


class Exploding(Agent):
    def _choose(self, view: State, legal: list[Action]) -> Action:
        raise RuntimeError("boom")


class Hanging(Agent):
    def _choose(self, view: State, legal: list[Action]) -> Action:
        time.sleep(30)
        return legal[0]


class Illegal(Agent):
    def _choose(self, view: State, legal: list[Action]) -> Action:
        return Action("play", ("no-such-card",))


def _view(game: Game) -> tuple[State, State]:
    state = game.new_state(2, 3)
    seat = state.current_player
    assert seat is not None
    return state, state.view(seat)


def _wait(agent: AsyncAgent, limit: float = 20.0) -> Action:
    end = time.perf_counter() + limit
    while time.perf_counter() < end:
        action = agent.poll()
        if action is not None:
            return action
        time.sleep(0.01)
    raise AssertionError("no answer")


@pytest.mark.parametrize("mode", ["process", "thread"])
def test_returns_the_agents_choice(sparks: Game, mode: str) -> None:
    _, view = _view(sparks)
    expected = make_agent("ismcts", sparks, seed=2, iterations=80).choose(view)
    inner = make_agent("ismcts", sparks, seed=2, iterations=80)
    wrapped = AsyncAgent(inner, mode=mode)
    wrapped.start(view)
    assert wrapped.busy
    action = _wait(wrapped)
    assert action == expected and action.label  # the view's labelled action
    assert not wrapped.busy and wrapped.poll() is None
    # The agent's RNG moved on exactly as in-process, so the next decision matches too.
    twin = make_agent("ismcts", sparks, seed=2, iterations=80)
    twin.choose(view)
    wrapped.start(view)
    assert _wait(wrapped) == twin.choose(view)


@pytest.mark.parametrize("mode", ["process", "thread"])
def test_cancel_drops_the_decision(sparks: Game, mode: str) -> None:
    _, view = _view(sparks)
    wrapped = AsyncAgent(make_agent("ismcts", sparks, iterations=10**6), mode=mode)
    wrapped.start(view)
    time.sleep(0.05)
    assert wrapped.busy and 0.0 <= wrapped.progress <= 1.0
    wrapped.cancel()
    assert not wrapped.busy
    time.sleep(0.1)
    assert wrapped.poll() is None


@pytest.mark.parametrize("mode", ["process", "thread"])
@pytest.mark.parametrize("cls", [Exploding, Illegal])
def test_falls_back_on_a_failing_agent(
    sparks: Game, mode: str, cls: type[Agent], caplog: pytest.LogCaptureFixture
) -> None:
    state, view = _view(sparks)
    wrapped = AsyncAgent(cls(sparks), mode=mode)
    with caplog.at_level(logging.ERROR, logger="game.ai.async_agent"):
        wrapped.start(view)
        action = _wait(wrapped)
    assert action in state.legal_actions()
    assert "random legal move" in caplog.text


@pytest.mark.parametrize("mode", ["process", "thread"])
def test_falls_back_on_a_hanging_agent(
    sparks: Game, mode: str, caplog: pytest.LogCaptureFixture
) -> None:
    state, view = _view(sparks)
    wrapped = AsyncAgent(Hanging(sparks), timeout=0.3, mode=mode)
    start = time.perf_counter()
    with caplog.at_level(logging.ERROR, logger="game.ai.async_agent"):
        wrapped.start(view)
        action = _wait(wrapped)
    assert time.perf_counter() - start < 3.0
    assert action in state.legal_actions()
    assert "no answer within 0.3 s" in caplog.text


def test_hurry_answers_early(sparks: Game) -> None:
    _, view = _view(sparks)
    wrapped = AsyncAgent(make_agent("ismcts", sparks, iterations=10**7), timeout=60)
    wrapped.start(view)
    time.sleep(0.2)
    wrapped.hurry()
    start = time.perf_counter()
    action = _wait(wrapped, limit=5)
    assert time.perf_counter() - start < 2.0
    assert action in view.legal_actions()
