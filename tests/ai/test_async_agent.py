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


@pytest.mark.parametrize("start_method", ["fork", "spawn"])
def test_one_worker_process_serves_every_decision(sparks: Game, start_method: str) -> None:
    """Spawn (Windows, macOS) pays an interpreter start per process: one per game, not
    one per move. The answers still match the agent thinking in-process."""
    state = sparks.new_state(2, 11)
    twin = make_agent("ismcts", sparks, seed=4, iterations=40)
    wrapped = AsyncAgent(
        make_agent("ismcts", sparks, seed=4, iterations=40), start_method=start_method
    )
    try:
        moves = 0
        while not state.is_over and moves < 12:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            wrapped.start(view)
            action = _wait(wrapped)
            assert action == twin.choose(view)
            state.apply(action)
            moves += 1
        assert moves >= 6 and wrapped.workers_started == 1
    finally:
        wrapped.close()


def test_a_dropped_decision_never_answers_the_next(sparks: Game) -> None:
    state = sparks.new_state(2, 3)
    first = state.view(state.current_player)  # type: ignore[arg-type]
    wrapped = AsyncAgent(make_agent("ismcts", sparks, seed=1, iterations=10**6), timeout=30)
    try:
        wrapped.start(first)
        time.sleep(0.1)
        wrapped.cancel()
        # The next decision is a different one; the worker must drop the old search.
        state.apply(state.legal_actions()[0])
        second = state.view(state.current_player)  # type: ignore[arg-type]
        wrapped.hurry()
        wrapped.start(second)
        time.sleep(0.2)
        wrapped.hurry()
        action = _wait(wrapped, limit=10)
        assert action in second.legal_actions()
        assert wrapped.workers_started == 1
    finally:
        wrapped.close()


def test_a_killed_worker_falls_back_then_is_replaced(
    sparks: Game, caplog: pytest.LogCaptureFixture
) -> None:
    _, view = _view(sparks)
    wrapped = AsyncAgent(make_agent("ismcts", sparks, seed=1, iterations=10**6), timeout=30)
    try:
        wrapped.start(view)
        time.sleep(0.1)
        wrapped._proc.kill()  # type: ignore[union-attr]
        with caplog.at_level(logging.ERROR, logger="game.ai.async_agent"):
            action = _wait(wrapped)
        assert action in view.legal_actions() and "ended with code" in caplog.text
        wrapped.agent = make_agent("ismcts", sparks, seed=1, iterations=30)
        wrapped.start(view)
        assert _wait(wrapped) in view.legal_actions()
        assert wrapped.workers_started == 2
    finally:
        wrapped.close()


def test_a_hung_worker_is_stopped_at_once_and_replaced(sparks: Game) -> None:
    _, view = _view(sparks)
    wrapped = AsyncAgent(Hanging(sparks), timeout=0.3)
    try:
        wrapped.start(view)
        proc = wrapped._proc
        _wait(wrapped)
        assert proc is not None
        proc.join(2.0)
        assert not proc.is_alive()
        wrapped.start(view)
        assert wrapped.workers_started == 2 and wrapped._proc.is_alive()  # type: ignore[union-attr]
    finally:
        wrapped.close()


def test_closing_or_dropping_the_wrapper_ends_its_worker(sparks: Game) -> None:
    import gc

    _, view = _view(sparks)
    wrapped = AsyncAgent(make_agent("ismcts", sparks, seed=1, iterations=20))
    wrapped.start(view)
    _wait(wrapped)
    proc = wrapped._proc
    assert proc is not None and proc.is_alive()
    wrapped.close()
    assert not proc.is_alive()
    other = AsyncAgent(make_agent("ismcts", sparks, seed=1, iterations=20))
    other.start(view)
    _wait(other)
    proc = other._proc
    del other
    gc.collect()
    proc.join(2.0)  # type: ignore[union-attr]
    assert not proc.is_alive()  # type: ignore[union-attr]
