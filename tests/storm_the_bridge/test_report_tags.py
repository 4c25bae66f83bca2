"""What a balance report learns of a Storm the Bridge game: leader, turn order, how and
after how many rounds it ended."""

from __future__ import annotations

import random

from game.core import registry


def test_a_finished_game_tags_leaders_turn_order_and_its_end() -> None:
    game = registry.load_game("storm_the_bridge")
    s = game.new_state(2, 3, None)
    rng = random.Random(3)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    first = s.first
    assert "played first" in game.seat_tags(s, first)
    assert "played second" in game.seat_tags(s, 1 - first)
    assert game.leaders[s.leader[0]].name in game.seat_tags(s, 0)
    how, length = game.end_tags(s)
    assert how in ("Victory", "the round limit")
    assert length == f"{s.round} rounds"
