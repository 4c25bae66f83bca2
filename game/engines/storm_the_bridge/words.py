"""Wording shared by labels and log lines: who a seat is, plurals, signed numbers."""

from __future__ import annotations

from game.core.wording import plural as plural


def who(seat: int) -> str:
    return f"Player {seat + 1}"


def signed(n: int) -> str:
    return f"{n:+d}"
