"""Thousands of random clicks and keys over every scene must raise nothing."""

from __future__ import annotations

import argparse
import random

import pygame
import pytest

from game.ui.scenes import SCENE_NAMES, build_scene
from game.ui.scenes.error import ErrorScene
from tests.ui.harness import make_app

KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_BACKSPACE,
    pygame.K_TAB,
    pygame.K_PAGEDOWN,
    pygame.K_PAGEUP,
    pygame.K_a,
    pygame.K_1,
]


def monkey(app, rng: random.Random, events: int) -> None:  # type: ignore[no-untyped-def]
    for i in range(events):
        roll = rng.random()
        pos = (rng.randrange(1280), rng.randrange(720))
        if roll < 0.55:
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            )
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        elif roll < 0.7:
            pygame.event.post(
                pygame.event.Event(
                    pygame.MOUSEWHEEL,
                    x=0,
                    y=rng.choice([-3, 1]),
                    flipped=False,
                    precise_x=0.0,
                    precise_y=0.0,
                )
            )
        elif roll < 0.8:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("7x ")))
        elif roll < 0.83:
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
            )
        else:
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="")
            )
        app.step(1 / 60 if i % 3 else 0.25)
        assert not isinstance(app.top, ErrorScene), app.top.message
        if not app.running or not app.scenes:  # "Quit" was clicked: start over
            app.running = True
            app.reset(build_scene(app, "title"))


def run_monkey(seed: int, events_per_scene: int, home) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    for name in SCENE_NAMES:
        if name == "error":
            continue
        app = make_app(animation_speed=rng.choice(["instant", "fast"]))
        args = argparse.Namespace(game="sparks", seats="human,human,ai", seed=seed, moves=2)
        app.push(build_scene(app, name, args))
        monkey(app, rng, events_per_scene)


def test_monkey_every_scene(user_home) -> None:
    run_monkey(1, 260, user_home)


@pytest.mark.soak
def test_monkey_soak(user_home) -> None:
    for seed in range(2, 8):
        run_monkey(seed, 3000, user_home)
