"""Labels that run into each other, under a button or out of their panel, found from a
record of one frame's drawing (``theme.recording_ink``).

Text grows with the UI scale setting while every layout stays where it is, so a label
that fits at 100 % can reach its neighbour at 125 %; nothing but the drawn ink shows it.
A panel laid over earlier drawing (a dialog, a band over a bar) hides what lies under
it, so what it covers is dropped before anything is compared.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from itertools import combinations

import pygame

from game.ui import theme
from game.ui.theme import Ink

# Ink rects touching by a pixel or two (a descender over the next line's cap) are not a
# collision a player sees; this much overlap is.
MIN_HEIGHT = 3
MIN_AREA = 12


def _overlap(a: pygame.Rect, b: pygame.Rect) -> pygame.Rect | None:
    inter = a.clip(b)
    return inter if inter.h >= MIN_HEIGHT and inter.w * inter.h >= MIN_AREA else None


def problems(inks: Iterable[Ink], surface: pygame.Surface) -> list[str]:
    """What a player would see run together on ``surface`` in the recorded frame."""
    live: list[Ink] = []
    found: list[str] = []
    panels: list[pygame.Rect] = []
    for ink in inks:
        if ink.surface is not surface:
            continue
        if ink.cover:
            live = [i for i in live if not i.rect.colliderect(ink.rect)]
            panels.append(ink.rect)
            continue
        if ink.frame:
            panels.append(ink.rect)
            continue
        if ink.label:
            # Its panel is the topmost one under its first letter (a dialog over the Nest).
            home = next((p for p in reversed(panels) if p.collidepoint(ink.rect.topleft)), None)
            if home is not None and not home.inflate(2, 2).contains(ink.rect):
                found.append(f"{ink.label!r} spills out of its panel {tuple(home)}")
        live.append(ink)
    labels = [i for i in live if i.label]
    boxes = [i for i in live if not i.label]
    for a, b in combinations(labels, 2):
        if a.label != b.label and (inter := _overlap(a.rect, b.rect)) is not None:
            found.append(f"{a.label!r} runs into {b.label!r} at {tuple(inter)}")
    for label in labels:
        for box in boxes:
            if box.rect.contains(label.rect):
                continue
            if (inter := _overlap(label.rect, box.rect)) is not None:
                found.append(f"{label.label!r} runs under a button at {tuple(inter)}")
    return found


def frame_problems(app: object, frames: int = 30) -> list[str]:
    """Let the app settle, then record one frame and judge it."""
    from tests.ui.harness import step

    step(app, frames)  # type: ignore[arg-type]
    with theme.recording_ink() as inks:
        step(app, 1)  # type: ignore[arg-type]
    return problems(inks, app.screen)  # type: ignore[attr-defined]


def scene_problems(scene: str, scale: float, **args: object) -> list[str]:
    """Build ``scene`` (as ``--scene`` does, with ``args``) at ``scale`` and judge it."""
    from game.ui.scenes import build_scene
    from tests.ui.harness import make_app

    app = make_app(ui_scale=scale)
    theme.set_ui_scale(scale)
    try:
        app.push(build_scene(app, scene, argparse.Namespace(**args)))
        return frame_problems(app)
    finally:
        theme.set_ui_scale(1.0)
