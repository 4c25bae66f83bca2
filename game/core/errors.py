"""Error types shared by every layer, so callers can tell user mistakes from bugs."""

from __future__ import annotations

from dataclasses import dataclass


class GemtableError(Exception):
    """Base of every error Gemtable expects and reports to the user in words."""


class IllegalActionError(GemtableError):
    """An action that is not among the state's legal actions; the state is left unchanged."""


@dataclass(frozen=True)
class ContentError:
    """One problem in a content file, precise enough to fix without a debugger."""

    file: str
    line: int | None
    path: str
    message: str

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        key = f" {self.path}" if self.path else ""
        return f"{where}{key}: {self.message}"


class ContentErrors(GemtableError):
    """Every problem found while loading content; loading collects them all before failing."""

    def __init__(self, errors: list[ContentError]):
        self.errors = list(errors)
        super().__init__("\n".join(str(e) for e in self.errors))


class SaveError(GemtableError):
    """A save or replay file that cannot be used; the message is written for the player."""
