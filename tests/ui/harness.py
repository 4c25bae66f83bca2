"""Scripted input for UI tests: real pygame events posted to the app, frames stepped."""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from game.ai.instant_agent import AnswerAtOnce, InstantAgent
from game.core.actions import Action
from game.core.game import Game
from game.core.state import State
from game.ui import theme
from game.ui.app import App, offscreen_app


class StandIn(AnswerAtOnce):
    """The AsyncAgent interface with an instant random choice; records the views it got."""

    def __init__(self, game: Game, level: str, seed: int):
        super().__init__()
        self.rng = random.Random(seed)
        self.views: list[State] = []

    def decide(self, view: State) -> Action:
        self.views.append(view)
        legal = view.legal_actions()
        return legal[self.rng.randrange(len(legal))]


def make_app(**settings_overrides: object) -> App:
    app = offscreen_app()
    for key, value in settings_overrides.items():
        setattr(app.settings, key, value)
    app.agents_made: list[StandIn] = []  # type: ignore[misc]

    def factory(game: Game, level: str, seed: int) -> StandIn:
        agent = StandIn(game, level, seed)
        app.agents_made.append(agent)  # type: ignore[attr-defined]
        return agent

    app.ai_factory = factory  # type: ignore[attr-defined]
    return app


def step(app: App, frames: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        app.step(dt)


def click(app: App, pos: tuple[int, int], frames: int = 2) -> None:
    """A left click at logical ``pos``: motion, press and release, then a few frames."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    step(app, frames)


def right_click(app: App, pos: tuple[int, int], frames: int = 2) -> None:
    """A right click at logical ``pos`` (press and release): every board's step back."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3))
    step(app, frames)


def key(app: App, keycode: int, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=keycode, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=keycode, mod=0, unicode=""))
    step(app, frames)


def type_text(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    step(app, 1)


def button_named(scene: object, label: str) -> pygame.Rect:
    for widget in getattr(scene, "widgets", []):
        if getattr(widget, "label", None) == label:
            return widget.rect
    raise AssertionError(f"no button {label!r} in {type(scene).__name__}")


def run_until(app: App, done: Callable[[], bool], seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError("condition not reached in time")
        app.step(1 / 60)


def pass_opening_handoff(app: App) -> bool:
    """Two or more humans at the screen: a game opens (or resumes) on a hand-off to the
    first human to decide. Take it as that player would; say whether there was one."""
    from game.ui.scenes.handoff import HandoffScene

    step(app, 1)
    top = app.top
    if not (isinstance(top, HandoffScene) and top.opening):
        return False
    app.pop()
    top.ready()
    step(app, 1)
    return True


class QuickAI(InstantAgent):
    """A small fixed-budget ISMCTS answering synchronously, for the play scene's
    ``ai_factory``: real play at test speed. Subclass to change ``iterations``."""

    iterations = 4


def start_board(
    game_id: str,
    seats: list[Any],
    seed: int,
    *,
    ai: bool = True,
    speed: str = "instant",
    options: dict[str, object] | None = None,
) -> tuple[App, Any]:
    """A play scene of ``game_id`` pushed on a fresh offscreen app, two frames in: with
    ``ai`` the AI seats answer through QuickAI, without it nobody but the test moves."""
    from game.core import registry
    from game.ui.scenes.play import PlayScene

    app = make_app(animation_speed=speed)
    if ai:
        app.ai_factory = QuickAI  # type: ignore[attr-defined]
    scene = PlayScene.new_game(app, registry.load_game(game_id), seats, seed, options)  # type: ignore[arg-type]
    app.push(scene)
    if not ai:
        scene.agents.clear()
    step(app, 2)
    pass_opening_handoff(app)
    return app, scene


@contextmanager
def play_at_text_size(
    scale: float, game: str, seed: int, moves: int, seats: str = "human,ai:easy"
) -> Iterator[tuple[App, Any]]:
    """The play scene as ``main.py --scene play`` opens it (``moves`` in), at the text
    size ``scale``; the size goes back to 100% afterwards, whatever the test found."""
    from game.ui.scenes import build_scene

    app = make_app(ui_scale=scale)
    theme.set_ui_scale(scale)
    try:
        args = argparse.Namespace(game=game, seats=seats, seed=seed, moves=moves, screenshot="x")
        scene = build_scene(app, "play", args)
        app.push(scene)
        yield app, scene
    finally:
        theme.set_ui_scale(1.0)
