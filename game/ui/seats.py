"""How seats are named and described everywhere (plaques, log, hand-off, game over)."""

from __future__ import annotations

from game.core.record import SeatSpec
from game.ui import ai


def seat_name(seats: list[SeatSpec], seat: int) -> str:
    if 0 <= seat < len(seats) and seats[seat].name:
        return seats[seat].name
    return f"Player {seat + 1}"


def seat_role(seats: list[SeatSpec], seat: int) -> str:
    if not 0 <= seat < len(seats):
        return ""
    spec = seats[seat]
    if spec.is_human:
        return "Human"
    labels = dict(ai.levels())
    return f"AI · {labels.get(spec.level, spec.level.title() or 'AI')}"


def parse_seats(text: str | None, default_players: int) -> list[SeatSpec]:
    """``human,ai:hard`` -> seat specs; raises ValueError with a readable message."""
    if not text:
        return [SeatSpec("human")] + [SeatSpec("ai", ai.DEFAULT_LEVEL)] * (default_players - 1)
    seats: list[SeatSpec] = []
    for raw in text.split(","):
        part = raw.strip().lower()
        if part == "human":
            seats.append(SeatSpec("human"))
        elif part == "ai" or part.startswith("ai:"):
            level = part.partition(":")[2] or ai.DEFAULT_LEVEL
            seats.append(SeatSpec("ai", level))
        else:
            raise ValueError(f"unknown seat {raw!r} (use human, ai or ai:LEVEL)")
    return seats
