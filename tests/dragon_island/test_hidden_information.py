"""Views mask the screens, the bag and the map deck; determinizations agree with the view."""

from __future__ import annotations

import random
import re

import pytest

from game.engines.dragon_island.state import HIDDEN, DragonIslandState
from tests.dragon_island.helpers import game


def _sampled_states(players: int, seed: int, every: int = 7) -> list[DragonIslandState]:
    s = game().new_state(players, seed)
    rng = random.Random(seed)
    out = []
    i = 0
    while not s.is_over:
        if i % every == 0:
            out.append(s.clone())
        s.apply(rng.choice(s.legal_actions()))
        i += 1
    return out


def test_view_hides_other_screens_but_not_own() -> None:
    s = game().new_state(3, 4)
    v = s.view(0)
    assert v.hands[0] == s.hands[0]
    assert v.maps[0] == s.maps[0] or s.stack.top.kind == "keep_map"
    for other in (1, 2):
        tower = s.rules.towers[s.colours[other]].id
        assert v.hands[other] == [tower, HIDDEN]  # the Tower is public, the tile is not
        assert all(m is HIDDEN for m in v.maps[other])
    assert all(t is HIDDEN for t in v.bag) and all(t is HIDDEN for t in v.removed)
    assert len(v.bag) == len(s.bag)


def test_view_of_a_view_is_the_same_view() -> None:
    s = game().new_state(2, 8)
    v = s.view(1)
    assert v.view(1).snapshot() == v.snapshot()


def test_drawn_maps_are_seen_only_by_the_drawer() -> None:
    s = game().new_state(2, 5)
    top = s.stack.top
    assert top is not None and top.kind == "keep_map"
    drawer = top.seat
    assert None not in s.view(drawer).drawn
    assert all(m is HIDDEN for m in s.view(1 - drawer).drawn)


def test_returned_map_stays_known_to_its_owner_only() -> None:
    s = game().new_state(2, 5)
    drawer = s.stack.top.seat
    s.apply(s.legal_actions()[0])
    assert s.view(drawer).map_deck[-1] is not HIDDEN
    assert s.view(1 - drawer).map_deck[-1] is HIDDEN


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinization_is_consistent_with_the_view(players: int) -> None:
    rng = random.Random(players)
    for s in _sampled_states(players, 40 + players):
        for seat in range(players):
            d = s.determinize(seat, rng)
            assert d.view(seat).snapshot() == s.view(seat).snapshot()
            if s.current_player == seat:
                assert d.legal_actions() == s.legal_actions()
            # A determinization of the view works as well (what the AI does).
            d2 = s.view(seat).determinize(seat, rng)
            assert d2.view(seat).snapshot() == s.view(seat).snapshot()
            assert HIDDEN not in d2.bag and all(HIDDEN not in m for m in d2.maps)


def test_determinization_reshuffles_hidden_tiles() -> None:
    s = game().new_state(2, 11)
    rng = random.Random(0)
    seen = {tuple(s.determinize(0, rng).hands[1]) for _ in range(20)}
    assert len(seen) > 1


def test_determinization_does_not_copy_the_real_rng() -> None:
    s = game().new_state(2, 11)
    d = s.determinize(0, random.Random(0))
    assert d.rng.getstate() != s.rng.getstate()
    assert s.view(0).rng.getstate() != s.rng.getstate()


def test_private_draws_are_redacted_for_others() -> None:
    s = game().new_state(2, 12)
    events = s.apply(s.legal_actions()[0])
    private = [e for e in events if e.kind in ("keep_map", "draw_maps", "draw_tile")]
    assert private
    for e in private:
        assert e.visible_to == frozenset({e.seat})
        assert e.seat is not None
        red = e.for_seat(1 - e.seat)
        assert red is not None
        assert not re.search(r"\b[MT]\d\d\b", red.text)
        assert "map" not in red.data and "maps" not in red.data and "tile" not in red.data


def test_clone_is_independent() -> None:
    s = game().new_state(2, 3)
    c = s.clone()
    c.apply(c.legal_actions()[0])
    assert c.snapshot() != s.snapshot()
    assert s.clone().snapshot() == s.snapshot()
