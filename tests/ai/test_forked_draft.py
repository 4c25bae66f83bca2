"""The forked-draft experiment's two branches differ only in the three-gem card: A has
it drafted into the forking seat's discard pile, B has it at the bottom of the gem deck."""

from __future__ import annotations

import json
import random
from collections import Counter

from game.ai import forked_draft as F
from game.core import registry


def _fork_state():  # type: ignore[no-untyped-def]
    game = registry.load_game("gemwielders")
    three = {cid: c.gem for cid, c in game.gem_cards.items() if c.requirement == 3}
    for seed in range(200):
        state = game.new_state(2, seed, {"gembearers": "random"})
        rng = random.Random(seed)
        while not state.is_over:
            point = F.fork_point(state, three)
            if point:
                return state, point
            legal = state.legal_actions()
            socket = [a for a in legal if a.kind == "socket"]
            state.apply(rng.choice(socket or legal))
    raise AssertionError("no random game reached a three-gem card")


def test_the_branches_differ_only_in_where_the_three_gem_card_is() -> None:
    state, (seat, j, cid) = _fork_state()
    inst = state.gem_deck[j]
    assert inst is not None and F.cards.card_id(inst) == cid
    before = Counter(c for c in state.gem_deck + state.row if c is not None)
    a = F.branch_a(state, seat, j, random.Random(1))
    assert inst in a.discard[seat] and inst not in a.gem_deck and inst not in a.row
    assert len(a.gem_deck) == len(state.gem_deck)
    b = F.branch_b(state, j)
    assert b.gem_deck[0] == inst and b.row == state.row
    assert Counter(c for c in b.gem_deck + b.row if c is not None) == before
    assert state.gem_deck[j] == inst  # the position forked from is left as it was
    assert b.stack.top.kind == "draft" and b.current_player == seat  # type: ignore[union-attr]


def test_the_summary_counts_pairs_by_their_results(tmp_path) -> None:  # type: ignore[no-untyped-def]
    rows = [
        {"k": 0, "fork": None, "winner": 1},
        {"k": 1, "seat": 0, "card": "inferno", "A": True, "B": False},
        {"k": 2, "seat": 1, "card": "inferno", "A": True, "B": True},
        {"k": 3, "seat": 1, "card": "nightmare", "A": False, "B": False},
    ]
    path = tmp_path / "run.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    text = F.summary(path)
    assert "4 games, 3 forked" in text
    assert "won 2/3 = 66.7%" in text and "won 1/3 = 33.3%" in text
    assert "only with the card 1, only without it 0, same result 2" in text
