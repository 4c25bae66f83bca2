"""What happens once a game ends, whatever the game: keep its replay, count its statistics.

Both are best effort: a full disk or a damaged statistics file must never stop the
player from seeing the result, so failures are logged and reported as a short notice.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from game.core.archive import GameResult, archive_game
from game.core.session import Session

log = logging.getLogger(__name__)


def record_finished(
    app: Any,
    session: Session,
    *,
    resigned: int | None = None,
    hints: dict[int, int] | None = None,
) -> tuple[Path | None, list[str]]:
    """Archive a finished (or resigned) game and add it to the statistics.

    Returns the replay's path (None when it could not be written) and notices to show.
    A game that is neither over nor resigned is not finished and is left alone.
    """
    notices: list[str] = []
    if not session.state.is_over and resigned is None:
        return None, notices
    result = GameResult.of(session, resigned=resigned, hints=hints)
    path: Path | None = None
    keep = int(getattr(app.settings, "replays_kept", 100))
    try:
        path = archive_game(session.record, result, keep=keep, label=session.game.name)
    except OSError as exc:
        log.error("cannot keep the replay: %s", exc)
        notices.append(f"The replay could not be kept: {exc}")
    try:
        from game.core.stats_db import record_game

        notices.extend(record_game(session.record, result, replay=path))
    except ImportError:
        pass
    except Exception as exc:  # statistics are a bonus: never lose the result screen
        log.error("cannot record statistics: %s", exc)
        notices.append(f"Statistics could not be updated: {exc}")
    return path, notices
