"""Properties over many positions: BUMP is exact or stops at the end; MOVE offers 0..n."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.dragon_bridge.helpers import act, args, give, new


@settings(max_examples=60, deadline=None)
@given(pos=st.integers(0, 20), direction=st.sampled_from([-1, 1]), seed=st.integers(0, 50))
def test_bump_is_exact_or_stops_at_the_last_tile(pos: int, direction: int, seed: int) -> None:
    s = new(seed=seed)
    me = s.turn_player
    opp = 1 - me
    give(s, me, "blast")
    s.pos[opp] = pos
    s.ready[opp], s.depleted[opp] = 1, 2
    act(s, "play", "blast")
    act(s, "dir", direction)
    expected = min(max(pos + 3 * direction, 0), s.bridge.last)
    assert s.pos[opp] == expected
    overshoot = abs(pos + 3 * direction - expected) > 0
    assert s.ready[opp] == (0 if overshoot else 1)


@settings(max_examples=60, deadline=None)
@given(pos=st.integers(5, 15), direction=st.sampled_from([-1, 1]), seed=st.integers(0, 50))
def test_move_offers_every_distance_from_zero_to_the_reach(
    pos: int, direction: int, seed: int
) -> None:
    s = new(seed=seed)
    me = s.turn_player
    give(s, me, "dash")
    s.pos[me] = pos
    act(s, "play", "dash")
    act(s, "dir", direction)
    reach = min(4, s.bridge.room(pos, direction))
    assert args(s) == list(range(reach + 1))


def test_a_wizard_gem_action_is_the_one_gem_action_of_the_turn() -> None:
    s = new(basic=False)
    act(s, "wizard", "trevor")
    act(s, "wizard", "bunny")
    me = s.turn_player
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", -s.bridge.toward_dragon(s.dragon_end))
    act(s, "dist", 0)
    act(s, "power", "wizard:trevor:0")
    assert s.turn_player == 1 - me  # no second Gem Action: the turn moved on
