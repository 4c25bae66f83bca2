"""Wording shared by labels and log lines: who a seat is, plurals, signed numbers."""

from __future__ import annotations


def who(seat: int) -> str:
    return f"Player {seat + 1}"


def plural(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def signed(n: int) -> str:
    return f"{n:+d}"
