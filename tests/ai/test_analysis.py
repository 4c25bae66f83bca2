"""Post-game analysis: a planted blunder is flagged with the better move, the search only
ever sees the seat's view, results round-trip beside the record, and the worker process
reports progress, finishes and can be cancelled."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from game.ai import analysis
from game.core import registry
from game.core.record import GameRecord, SeatSpec
from game.core.session import Session

SEATS = [SeatSpec("human"), SeatSpec("ai", "hard")]


def lethal_with_counter(state) -> bool:  # type: ignore[no-untyped-def]
    """Seat 0 may counter a card that would knock it out."""
    top = state.stack.top
    if top is None or top.kind != "respond" or top.seat != 0 or state.pending is None:
        return False
    card = state.game.cards[state.pending["card"]]
    damage = sum(getattr(step, "amount", 0) for step in card.effect if step.name == "damage")
    return state.pending["target"] == 0 and damage >= state.hp[0] and "counter" in state.hands[0]


def planted_blunder() -> tuple[GameRecord, int]:
    """A Sparks game where seat 0 lets a lethal card resolve while holding a Counter."""
    game = registry.load_game("sparks")
    for seed in range(2000):
        session = Session.new(game, SEATS, seed)
        rng = random.Random(seed)
        planted = None
        while not session.state.is_over:
            state = session.state
            legal = state.legal_actions()
            if planted is None and lethal_with_counter(state):
                planted = len(session.record.actions)
                session.apply(next(a for a in legal if a.kind == "pass"))
                continue
            strong = [a for a in legal if a.kind == "play" and a.args[0] in ("blast", "strike")]
            session.apply(rng.choice(strong if strong and state.current_player == 1 else legal))
        if planted is not None:
            return session.record, planted
    raise AssertionError("no game reached the planted blunder")


def test_a_shallow_tiny_analysis_flags_the_planted_blunder() -> None:
    game = registry.load_game("sparks")
    record, planted = planted_blunder()
    result = analysis.analyse(game, record, 0, iterations=64, rollout_depth=3, seed=1)
    flagged = {d.index: d for d in result.flagged()}
    assert planted in flagged, [(d.index, str(d.played), d.loss) for d in result.decisions]
    blunder = flagged[planted]
    assert blunder.played.kind == "pass" and blunder.best.kind == "counter"
    assert blunder.played_value == 0.0 and blunder.loss >= analysis.FLAG_LOSS
    assert blunder.played_visits >= analysis.MIN_PLAYED_VISITS
    # every real decision of seat 0, and only those, was scored
    assert [d.index for d in result.decisions] == [
        i for i, _, _ in analysis.decisions_of(game, record, 0)
    ]


def test_the_search_is_given_only_views(monkeypatch: pytest.MonkeyPatch) -> None:
    game = registry.load_game("sparks")
    record, _ = planted_blunder()
    seen = []
    real = analysis.AnalysisSearch.score

    def spy(self, view, seat, played):  # type: ignore[no-untyped-def]
        seen.append(view.viewer)
        return real(self, view, seat, played)

    monkeypatch.setattr(analysis.AnalysisSearch, "score", spy)
    analysis.analyse(game, record, 0, iterations=8, rollout_depth=2)
    assert seen and set(seen) == {0}
    state = record.new_state(game)
    with pytest.raises(ValueError, match="view"):
        analysis.score_decision(game, 0, state, state.legal_actions()[0], iterations=4)


def test_results_round_trip_and_belong_to_their_record(tmp_path: Path) -> None:
    game = registry.load_game("sparks")
    record, _ = planted_blunder()
    result = analysis.analyse(game, record, 0, iterations=8, rollout_depth=2)
    path = tmp_path / "a.json"
    analysis.save_analysis(path, result)
    loaded = analysis.load_analysis(path, record, 0)
    assert loaded is not None and loaded.to_json() == result.to_json()
    assert analysis.load_analysis(path, record, 1) is None
    other = GameRecord.from_json(record.to_json())
    other.seed += 1
    assert analysis.load_analysis(path, other, 0) is None
    path.write_text("{broken")
    assert analysis.load_analysis(path, record, 0) is None


def test_the_worker_reports_progress_and_saves_and_can_be_cancelled(tmp_path: Path) -> None:
    game = registry.load_game("sparks")
    record, _ = planted_blunder()
    save = tmp_path / "analysis" / "x.seat0.json"
    job = analysis.AnalysisJob(game, record, 0, iterations=32, save_to=save)
    job.wait(120)
    assert job.result is not None and job.error is None
    assert job.done == job.total == len(job.result.decisions)
    assert analysis.load_analysis(save, record, 0) is not None
    slow = analysis.AnalysisJob(game, record, 0, iterations=200_000)
    time.sleep(0.3)
    slow.poll()
    started = time.monotonic()
    slow.cancel()
    assert time.monotonic() - started < 3 and not slow.proc.is_alive()
    assert not slow.running and slow.result is None
