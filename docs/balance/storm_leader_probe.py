"""A leader probe for Storm the Bridge: arena games that each have one leader at the table.

    python docs/balance/storm_leader_probe.py endago --game storm_the_bridge \
        --agents normal,normal --games 400 --seed 501 --jobs 1 --report \
        --checkpoint docs/balance/storm_the_bridge-probe-endago.jsonl

A 400-game balance run deals each of the nine leaders about 89 games, too few to tell a
leader at 57% from one at 50% (content/storm_the_bridge/rules.md, after change 12). The
probe measures one leader in every game: the set-up deal is the engine's own, except that
the named leader is moved into a random seat of the shuffled leaders (one more draw from
the game's RNG), so its rivals are dealt at random and the first player too. Everything
after ``LEADER`` is the arena's command line. Its games are kept like the arena's, so a
stopped probe carries on with the same command.

    python docs/balance/storm_leader_probe.py --together Bragga RUN.jsonl PROBE.jsonl

prints the leader's rate in the run, in the probe and over both.
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

from game.ai.stats import wilson_interval
from game.engines.storm_the_bridge import setup


class _OneShuffleMoves:
    """The game's RNG, but its first shuffle (the leaders') puts ``leader`` in a random
    one of the first ``seats`` places."""

    def __init__(self, rng: random.Random, leader: str, seats: int) -> None:
        self._rng, self._leader, self._seats, self._done = rng, leader, seats, False

    def shuffle(self, items: list[Any]) -> None:
        self._rng.shuffle(items)
        if not self._done:
            self._done = True
            items.remove(self._leader)
            items.insert(self._rng.randrange(self._seats), self._leader)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rng, name)


def leader_record(path: str, name: str) -> tuple[float, int]:
    """Wins and games of the leader called ``name`` in a kept run or probe."""
    wins, games = 0.0, 0
    with open(path, encoding="utf-8") as f:
        for line in f.readlines()[1:]:
            game = json.loads(line)
            for seat, tag in game["seat_tags"]:
                if tag == name:
                    wins += game["returns"][seat]
                    games += 1
    return wins, games


def together(name: str, run: str, probe: str) -> str:
    """The leader's rate in the run, in the probe and over both (the rule in rules.md:
    a leader is changed when the last is above 55%)."""
    lines = []
    total_w, total_n = 0.0, 0
    for label, path in (("run", run), ("probe", probe), ("together", "")):
        w, n = (total_w, total_n) if not path else leader_record(path, name)
        if path:
            total_w, total_n = total_w + w, total_n + n
        lo, hi = wilson_interval(w, n) if n else (0.0, 0.0)
        rate = w / n if n else 0.0
        lines.append(f"{label:9} {rate:6.1%} [{lo:.1%}, {hi:.1%}] of {n}")
    return "\n".join(lines)


def main() -> int:
    if sys.argv[1] == "--together":
        # --together NAME RUN.jsonl PROBE.jsonl (NAME as the report prints it: "Bragga")
        print(together(sys.argv[2], sys.argv[3], sys.argv[4]))
        return 0
    leader = sys.argv.pop(1)
    deal = setup.deal

    def probe_deal(s: Any, events: list[Any]) -> None:
        real = s.rng
        s.rng = _OneShuffleMoves(real, leader, s.num_players)
        try:
            deal(s, events)
        finally:
            s.rng = real

    setup.deal = probe_deal  # type: ignore[assignment]
    from game.ai.arena import main as arena

    return arena()


if __name__ == "__main__":
    raise SystemExit(main())
