"""One finished arena game: who sat where, how it ended, and how long each decision took."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class GameResult:
    index: int
    seating: tuple[int, ...]
    returns: list[float]
    length: int
    times: list[tuple[int, float]] = field(default_factory=list)  # (seat, seconds)
    action_tags: dict[tuple[int, str], int] = field(default_factory=dict)  # (seat, tag)
    seat_tags: list[tuple[int, str]] = field(default_factory=list)
    end_tags: list[str] = field(default_factory=list)
