"""Wording shared by the log lines: who a seat is, plurals."""

from __future__ import annotations

from game.core.wording import plural as plural

_WHO = {0: "Player 1", 1: "Player 2"}  # worded once: nearly every log line names a seat


def who(seat: int) -> str:
    name = _WHO.get(seat)
    return name if name is not None else f"Player {seat + 1}"


def article(noun: str) -> str:
    """ "an Emerald", "a Ruby": gem and card names are read aloud in the log and labels."""
    return f"an {noun}" if noun[:1].lower() in "aeiou" else f"a {noun}"
