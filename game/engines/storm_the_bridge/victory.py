"""Winning: capture the Bridge, then tap it for Victory in a later Action phase of
yours; the tap is an item on the stack that the others may answer (Comms Jammer), and
it wins only if its player still occupies the Bridge when it resolves. A game nobody
wins ends after ``max_rounds`` rounds (a proposal, setup.yaml): the Bridge's occupier
wins, else most sections, else the highest total To Recruit of the party's crew; a tie
after that is shared."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.engines.storm_the_bridge.words import plural, who

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState as S


def claim(s: S, seat: int, source: str, events: list[Event]) -> None:
    if s.occupier.get(source) != seat:
        name = s.game.sections[source].name if source in s.game.sections else source
        events.append(
            Event(
                "fizzle",
                f"{who(seat)} no longer holds the {name}: no Victory",
                {"seat": seat},
                seat=seat,
            )
        )
        return
    finish(s, [seat], f"{who(seat)} taps the Bridge for Victory", events)


def finish(s: S, winners: list[int], why: str, events: list[Event]) -> None:
    s.winner = sorted(winners)
    s.end_reason = why
    s.stage = "over"
    s.stack.frames.clear()
    s.queue.clear()
    s.pending.clear()
    names = " and ".join(who(w) for w in s.winner)
    events.append(
        Event(
            "game_over",
            f"{names} {'win' if len(s.winner) > 1 else 'wins'}: {why}",
            {"winners": list(s.winner), "reason": why},
            seat=s.winner[0] if len(s.winner) == 1 else None,
        )
    )


def standing(s: S, seat: int) -> tuple[int, int, int]:
    """The max-rounds order: the Bridge, then sections, then the party's To Recruit."""
    bridge = int(s.occupier.get("bridge") == seat)
    sections = sum(1 for occ in s.occupier.values() if occ == seat)
    worth = sum(s.game.crew[c].to_recruit for c in s.party[seat])
    return bridge, sections, worth


def limited(s: S) -> bool:
    """Whether the round limit is on: the game's option (research P6, not a tabletop
    rule), read by the end of a turn and by the status line alike."""
    return bool(s.options.get("round_limit", True))


def by_limit(s: S, events: list[Event]) -> None:
    limit = s.game.max_rounds
    ranks = {seat: standing(s, seat) for seat in range(s.num_players)}
    best = max(ranks.values())
    winners = [seat for seat, r in ranks.items() if r == best]
    if best[0]:
        how = "holds the Bridge"
    elif len(winners) == 1 and sorted(r[1] for r in ranks.values())[-2:] != [best[1]] * 2:
        how = "holds the most sections"
    else:
        how = "has the strongest party"
    why = f"{plural(limit, 'round')} played (the round limit); " + (
        f"{who(winners[0])} {how}" if len(winners) == 1 else "a tie, shared"
    )
    finish(s, winners, why, events)
