"""Tweens: values that move over time, driven by game events and skippable with a click.

A board starts tweens when events arrive (a card slides to the discard, a wizard moves
three tiles, a card flips) and reads their current values when it draws. ``Animator.busy``
lets the play scene wait for the animation before the next AI move, so a person can follow.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def back_out(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


@dataclass
class Tween:
    """From ``start`` to ``end`` (numbers or equal-length tuples) over ``duration`` seconds."""

    start: float | tuple[float, ...]
    end: float | tuple[float, ...]
    duration: float
    easing: Easing = ease_out
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    done: bool = False

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def started(self) -> bool:
        """Past its delay: a playback that queues tweens one after another tells an event
        once the tween showing it is under way."""
        return self.done or self.elapsed >= self.delay

    @property
    def value(self) -> float | tuple[float, ...]:
        k = self.easing(self.progress)
        if isinstance(self.start, tuple) and isinstance(self.end, tuple):
            return tuple(a + (b - a) * k for a, b in zip(self.start, self.end, strict=True))
        assert isinstance(self.start, int | float) and isinstance(self.end, int | float)
        return self.start + (self.end - self.start) * k

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed >= self.delay + self.duration:
            self.finish()

    def finish(self) -> None:
        if self.done:
            return
        self.elapsed = self.delay + self.duration
        self.done = True
        if self.on_done:
            self.on_done()


@dataclass
class Animator:
    """Holds running tweens by key; ``speed`` 0 makes every tween finish at once."""

    speed: float = 1.0
    tweens: dict[str, Tween] = field(default_factory=dict)

    def start(self, key: str, tween: Tween) -> Tween:
        superseded = self.tweens.get(key)
        if superseded is not None and superseded is not tween:
            # Finished, not dropped: whatever waits on it (a log line held back until it
            # ends) must not wait for a tween that no update will ever reach again.
            superseded.finish()
        if self.speed <= 0:
            tween.finish()
        else:
            tween.duration /= self.speed
            tween.delay /= self.speed
        self.tweens[key] = tween
        return tween

    def move(
        self,
        key: str,
        start: tuple[float, float],
        end: tuple[float, float],
        duration: float = 0.35,
        **kw: object,
    ) -> Tween:
        return self.start(key, Tween(start, end, duration, **kw))  # type: ignore[arg-type]

    def fade(
        self, key: str, start: float, end: float, duration: float = 0.3, **kw: object
    ) -> Tween:
        return self.start(key, Tween(start, end, duration, **kw))  # type: ignore[arg-type]

    def flip(self, key: str, duration: float = 0.4, **kw: object) -> Tween:
        """0 -> 1; a card drawn with :func:`flip_scale` shows its back, then its face."""
        return self.start(key, Tween(0.0, 1.0, duration, ease_in_out, **kw))  # type: ignore[arg-type]

    def value(self, key: str, default: float | tuple[float, ...]) -> float | tuple[float, ...]:
        tween = self.tweens.get(key)
        return default if tween is None else tween.value

    def update(self, dt: float) -> None:
        for key in [k for k, t in self.tweens.items() if t.done]:
            del self.tweens[key]
        for tween in list(self.tweens.values()):
            tween.update(dt)

    def skip(self) -> None:
        for tween in list(self.tweens.values()):
            tween.finish()
        self.tweens.clear()

    @property
    def busy(self) -> bool:
        return any(not t.done for t in self.tweens.values())


def flip_scale(progress: float) -> tuple[float, bool]:
    """Horizontal scale and whether the face shows at ``progress`` of a flip."""
    return abs(math.cos(progress * math.pi)), progress >= 0.5
