"""Does a Gemwielders three-gem card win games, or do its drafters win anyway?

    python -m game.ai.forked_draft --games 150 --out docs/balance/gemwielders-forked-draft.jsonl
    python -m game.ai.forked_draft --summary docs/balance/gemwielders-forked-draft.jsonl

The arena's drafter win rate (``--report``) cannot tell a strong card from a card that
only a winning player gets to draft: a three-gem card needs three gems of its colour, and
a player who has built that far may be winning already. This experiment separates the
two. Normal plays Normal; at the first draft decision where the deciding seat holds three
gems of a colour whose three-gem card is still in the gem card deck, the game forks:

- **A** swaps that card into a random slot of the draft row (the row card takes its place
  in the deck) and drafts it;
- **B** moves it to the bottom of the gem card deck, out of reach for the rest of the game
  (refills take from the top), and the seat drafts as its search chooses.

Both branches play on with fresh agents on the same seeds. The difference between A's and
B's win rates for the forking seat is what drafting the card is worth; B alone is what
reaching the card was worth without it. Each game is one JSON line, appended as it ends,
so a run stopped part-way goes on from where it was.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

from game.ai.arena import AgentSpec, merge_specs, parse_spec
from game.core import registry
from game.engines.gemwielders import cards, draft
from game.engines.gemwielders.state import GemState

DEAL_SEED = 7_000_000


def _agents(game: Any, spec: AgentSpec, seed: int) -> list[Any]:
    return [spec.build(game, seed=seed * 10 + seat) for seat in (0, 1)]


def _finish(state: GemState, agents: list[Any]) -> int | None:
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        state.apply(agents[seat].choose(state.view(seat)))
    return state.winner


def fork_point(state: GemState, three: dict[str, str]) -> tuple[int, int, str] | None:
    """(seat, index in the gem card deck, card id) when the deciding seat may draft a
    three-gem card it could afford that is still in the deck; else None."""
    top = state.stack.top
    if top is None or top.kind != "draft":
        return None
    seat = top.seat
    for j, inst in enumerate(state.gem_deck):
        if inst is None:
            continue
        cid = cards.card_id(inst)
        if cid in three and draft.gems_of(state, seat, three[cid]) >= 3:
            return seat, j, cid
    return None


def branch_a(state: GemState, seat: int, j: int, rng: random.Random) -> GemState:
    """A copy in which ``seat`` drafts the deck's card ``j`` from a random row slot."""
    a = state.clone()
    slot = rng.choice([i for i, c in enumerate(a.row) if c is not None])
    a.row[slot], a.gem_deck[j] = a.gem_deck[j], a.row[slot]
    take = [q for q in a.legal_actions() if q.kind == "draft" and q.args == (slot,)]
    a.apply(take[0])
    return a


def branch_b(state: GemState, j: int) -> GemState:
    """A copy with the deck's card ``j`` moved to the bottom of the gem card deck."""
    b = state.clone()
    b.gem_deck.insert(0, b.gem_deck.pop(j))
    return b


def play_one(game: Any, spec: AgentSpec, k: int) -> dict[str, Any]:
    three = {cid: c.gem for cid, c in game.gem_cards.items() if c.requirement == 3}
    state = game.new_state(2, DEAL_SEED + k, {"gembearers": "random"})
    agents = _agents(game, spec, k)
    point = None
    while not state.is_over:
        point = fork_point(state, three)
        if point:
            break
        seat = state.current_player
        state.apply(agents[seat].choose(state.view(seat)))
    if point is None:
        return {"k": k, "fork": None, "winner": state.winner}
    seat, j, cid = point
    lead = state.life[seat] - state.life[1 - seat]
    a = branch_a(state, seat, j, random.Random(k))
    b = branch_b(state, j)
    won_a = _finish(a, _agents(game, spec, k + 100_000)) == seat
    won_b = _finish(b, _agents(game, spec, k + 100_000)) == seat
    return {
        "k": k,
        "seat": seat,
        "card": cid,
        "turn": state.turns,
        "lead": lead,
        "A": won_a,
        "B": won_b,
    }


def summary(path: Path) -> str:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    forked = [r for r in rows if r.get("fork", True) is not None and "A" in r]
    if not forked:
        return f"{len(rows)} games, none forked"
    n = len(forked)
    a = sum(r["A"] for r in forked)
    b = sum(r["B"] for r in forked)
    pairs = Counter((r["A"], r["B"]) for r in forked)
    lines = [
        f"{len(rows)} games, {n} forked at a three-gem card",
        f"A, drafted it:      the forking seat won {a}/{n} = {a / n:.1%}",
        f"B, never had it:    the forking seat won {b}/{n} = {b / n:.1%}",
        f"pairs won only with the card {pairs[(True, False)]}, only without it "
        f"{pairs[(False, True)]}, same result {pairs[(True, True)] + pairs[(False, False)]}",
    ]
    by: dict[str, list[int]] = {}
    for r in forked:
        tally = by.setdefault(r["card"], [0, 0, 0])
        tally[0] += 1
        tally[1] += r["A"]
        tally[2] += r["B"]
    for cid, (count, wa, wb) in sorted(by.items()):
        lines.append(f"  {cid:18} {count:3} forks   A won {wa:3}   B won {wb:3}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--agent", default="normal", help="an arena agent spec")
    parser.add_argument("--out", type=Path, help="JSON lines, appended; games in it are skipped")
    parser.add_argument("--summary", type=Path, help="print the figures of a run and exit")
    args = parser.parse_args(argv)
    if args.summary:
        print(summary(args.summary))
        return 0
    if args.out is None:
        parser.error("give --out (or --summary)")
    game = registry.load_game("gemwielders")
    specs, _ = merge_specs([parse_spec(args.agent, "gemwielders")] * 2, 2)
    done: set[int] = set()
    if args.out.exists():
        for line in args.out.read_text(encoding="utf-8").splitlines():
            try:
                done.add(int(json.loads(line)["k"]))
            except (ValueError, KeyError, TypeError):
                continue  # a line cut off when a run was stopped
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("a", encoding="utf-8") as out:
        for k in range(args.games):
            if k in done:
                continue
            out.write(json.dumps(play_one(game, specs[0], k)) + "\n")
            out.flush()
    print(summary(args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
