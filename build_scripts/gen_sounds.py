"""Synthesise Gemtable's sound effects as 16-bit mono WAV files (pure Python, no numpy).

Run from the repository root: ``python build_scripts/gen_sounds.py``. The output in
art/sounds/ is committed; re-running gives identical files (fixed seeds).
"""

from __future__ import annotations

import array
import math
import random
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "art" / "sounds"


def envelope(t: float, attack: float, decay: float) -> float:
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def render(seconds: float, fn: Callable[[float, int], float]) -> array.array:
    n = int(RATE * seconds)
    data = array.array("h")
    for i in range(n):
        v = max(-1.0, min(1.0, fn(i / RATE, i)))
        data.append(int(v * 32000))
    return data


def write(name: str, data: array.array) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def card() -> array.array:
    """A card sliding on felt: band-limited noise with a quick swell."""
    rng = random.Random(1)
    state = [0.0, 0.0]

    def fn(t: float, i: int) -> float:
        white = rng.uniform(-1, 1)
        state[0] += 0.35 * (white - state[0])
        state[1] += 0.5 * (state[0] - state[1])
        return 0.8 * (state[0] - state[1]) * 3 * envelope(t, 0.03, 0.05)

    return render(0.18, fn)


def move() -> array.array:
    """A wooden piece set down: a damped low knock with a click on top."""

    def fn(t: float, i: int) -> float:
        knock = math.sin(2 * math.pi * 190 * t) * envelope(t, 0.002, 0.04)
        click = math.sin(2 * math.pi * 1400 * t) * envelope(t, 0.0005, 0.006)
        return 0.7 * knock + 0.25 * click

    return render(0.2, fn)


def hit() -> array.array:
    """A blow: falling-pitch thump plus a burst of noise."""
    rng = random.Random(2)

    def fn(t: float, i: int) -> float:
        pitch = 120 * math.exp(-t * 8) + 45
        thump = math.sin(2 * math.pi * pitch * t) * envelope(t, 0.003, 0.12)
        noise = rng.uniform(-1, 1) * envelope(t, 0.001, 0.03)
        return 0.8 * thump + 0.35 * noise

    return render(0.35, fn)


def win() -> array.array:
    """A bright rising arpeggio (C major) with soft bell partials."""
    notes = [523.25, 659.25, 783.99, 1046.5]

    def fn(t: float, i: int) -> float:
        v = 0.0
        for k, f in enumerate(notes):
            start = k * 0.11
            if t >= start:
                u = t - start
                env = envelope(u, 0.01, 0.35)
                v += env * (math.sin(2 * math.pi * f * u) + 0.3 * math.sin(2 * math.pi * 2 * f * u))
        return 0.28 * v

    return render(1.1, fn)


def click() -> array.array:
    def fn(t: float, i: int) -> float:
        return 0.5 * math.sin(2 * math.pi * 2200 * t) * envelope(t, 0.0005, 0.008)

    return render(0.05, fn)


def ambient() -> array.array:
    """An 8-second pad (A minor add9) that loops seamlessly: whole cycles, slow tremolo."""
    seconds = 8.0
    chord = [110.0, 164.81, 220.0, 261.63, 329.63, 493.88]

    def fn(t: float, i: int) -> float:
        v = 0.0
        for k, f in enumerate(chord):
            f = round(f * seconds) / seconds  # whole cycles per loop
            trem = 0.6 + 0.4 * math.sin(2 * math.pi * (k + 1) * t / seconds)
            v += trem * math.sin(2 * math.pi * f * t)
        return 0.07 * v

    return render(seconds, fn)


def main() -> None:
    for name, fn in (
        ("card", card),
        ("move", move),
        ("hit", hit),
        ("win", win),
        ("click", click),
        ("ambient", ambient),
    ):
        write(name, fn())
        print(f"wrote {OUT / (name + '.wav')}")


if __name__ == "__main__":
    main()
