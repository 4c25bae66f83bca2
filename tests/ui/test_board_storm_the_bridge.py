"""The Storm the Bridge board, driven by real mouse clicks: a whole game against a
small-budget AI through response windows, every legal action reachable by clicks, the
hover panel's full text, rivals' hands never drawn, and the hot-seat hand-off only when
priority passes to another human seat."""

from __future__ import annotations

import random

from game.ai.agents import make_agent
from game.core import registry
from game.core.actions import Action
from game.core.game import Game
from game.core.record import SeatSpec
from game.core.state import State
from game.engines.storm_the_bridge.state import StormState
from game.ui.boards.storm_the_bridge import BOARD, StormBoard
from game.ui.scenes.play import PlayScene
from tests.ui.harness import click, make_app, run_until, step

HUMAN = SeatSpec("human")
AI = SeatSpec("ai", "easy")


class QuickAI:
    """A small fixed-budget ISMCTS answering synchronously: real play at test speed."""

    def __init__(self, game: Game, level: str, seed: int):
        self.agent = make_agent("ismcts", game, seed=seed, iterations=4)
        self.busy = False
        self.progress = 0.0
        self._answer: Action | None = None

    def start(self, view: State) -> None:
        self._answer = self.agent.choose(view)
        self.busy = True

    def poll(self) -> Action | None:
        answer, self._answer = self._answer, None
        if answer is not None:
            self.busy = False
        return answer

    def cancel(self) -> None:
        self._answer = None
        self.busy = False


def _play(
    seats: list[SeatSpec] | None = None,
    seed: int = 3,
    ai: bool = True,
    options: dict[str, object] | None = None,
) -> tuple[object, PlayScene, StormBoard]:
    app = make_app(animation_speed="instant")
    if ai:
        app.ai_factory = QuickAI  # type: ignore[attr-defined]
    game = registry.load_game("storm_the_bridge")
    scene = PlayScene.new_game(app, game, seats or [HUMAN, AI], seed, options)  # type: ignore[arg-type]
    app.push(scene)
    if not ai:
        scene.agents.clear()
    step(app, 2)
    board = scene.board
    assert isinstance(board, StormBoard)
    return app, scene, board


def _state(scene: PlayScene) -> StormState:
    state = scene.session.state
    assert isinstance(state, StormState)
    return state


def _by_clicks(app: object, scene: PlayScene, board: StormBoard, action: Action) -> None:
    """Click towards ``action`` as a player would (a card, then its target, or a button)
    until it is played; it must be exactly that action."""
    before = len(scene.session.record.actions)
    for _ in range(6):
        click(app, board.click_point(action))  # type: ignore[arg-type]
        if len(scene.session.record.actions) > before:
            break
    assert len(scene.session.record.actions) > before, f"clicking did not play {action}"
    assert scene.session.record.actions[before] == action


def _policy(state: StormState, rng: random.Random) -> Action:
    """A quick, decisive human: recruits and attacks with everything free, discards for
    its own totals now and then, answers sometimes, otherwise passes."""
    legal = state.legal_actions()
    kind = state.stack.top.kind  # type: ignore[union-attr]
    by: dict[str, list[Action]] = {}
    for a in legal:
        by.setdefault(a.kind, []).append(a)
    if kind == "open":
        wins = [a for a in by.get("use", []) if a.args[0] == "bridge"]
        if wins:
            return wins[0]
        moves = by.get("attack", []) + by.get("recruit", [])
        if moves and rng.random() < 0.85:
            return rng.choice(moves)
        plays = by.get("play", [])
        if plays and rng.random() < 0.3:
            return rng.choice(plays)
        return by["end_phase"][0]
    if kind == "commit":
        if "commit" in by and (rng.random() < 0.8 or "declare" not in by):
            return by["commit"][0]
        return by["declare"][0]
    if kind == "priority":
        if "bonus" in by and rng.random() < 0.3:
            return by["bonus"][0]
        plays = by.get("play", []) + by.get("use", [])
        if plays and rng.random() < 0.15:
            return rng.choice(plays)
        return by["pass"][0]
    if kind == "redeploy":
        if "station" in by and rng.random() < 0.7:
            return rng.choice(by["station"])
        return by["done"][0]
    if "pass" in by:
        return by["pass"][0]
    return rng.choice(legal)


def test_the_board_is_registered() -> None:
    from game.ui.boards import board_for

    assert board_for("storm_the_bridge") is BOARD


def test_a_whole_game_by_mouse_against_the_ai(user_home) -> None:
    app, scene, board = _play(seed=3)
    rng = random.Random(2)
    kinds: set[str] = set()
    windows = 0
    for _ in range(3000):
        run_until(app, lambda: board.my_decision or scene.session.state.is_over, 30)  # type: ignore[arg-type]
        state = _state(scene)
        if state.is_over:
            break
        kind = state.stack.top.kind  # type: ignore[union-attr]
        kinds.add(kind)
        if kind == "priority":
            windows += 1
            # The window is on the table: the column lists the stack, priority is ours.
            assert [s for s, _ in board.table.placed if s[0] == "item"]
            assert any(b.label == "Pass" for b, _ in board.buttons)
        _by_clicks(app, scene, board, _policy(state, rng))
    assert scene.session.state.is_over, "the game did not end"
    assert {"open", "commit", "priority"} <= kinds, kinds
    assert windows > 0
