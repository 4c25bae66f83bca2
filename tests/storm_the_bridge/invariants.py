"""Invariants checked after every action of the fuzz: every card in exactly one place,
counters in range, a decision waiting until the game is over."""

from __future__ import annotations

from collections import Counter

from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge.state import StormState


def card_places(s: StormState) -> Counter[str]:
    """Where every action card instance is (an instance counted twice is a bug)."""
    seen: Counter[str] = Counter()
    for hand in s.hand:
        seen.update(c for c in hand if c is not None)
    seen.update(c for c in s.action_stack if c is not None)
    seen.update(s.discard)
    for cards in s.attached.values():
        seen.update(cards)
    seen.update(inst for inst, _ in s.table)
    for item in s.items:
        if item[1] in ("card", "recruit") and "#" in item[3]:
            seen[item[3]] += 1
    if s.resolving is not None and s.resolving[1] == "card":
        seen[s.resolving[3]] += 1
    if (
        s.act_card is not None
        and not any(i[3] == s.act_card for i in s.items)
        and (s.resolving is None or s.resolving[3] != s.act_card)
    ):
        seen[s.act_card] += 1
    return seen


def check(s: StormState) -> None:
    game = s.game
    places = card_places(s)
    assert set(places) == set(game.instances), (
        f"missing {sorted(set(game.instances) - set(places))[:5]}, "
        f"extra {sorted(set(places) - set(game.instances))[:5]}"
    )
    twice = [c for c, n in places.items() if n != 1]
    assert not twice, f"cards in two places: {twice[:5]}"
    crew: Counter[str] = Counter()
    crew.update(c for c in s.crew_stack if c is not None)
    crew.update(s.pool)
    crew.update(s.set_aside)
    for members in s.party:
        crew.update(members)
    assert sorted(crew) == sorted(game.crew_order), "a crew card is lost or doubled"
    assert all(n == 1 for n in crew.values()), "a crew card is in two places"
    assert len(s.set_aside) == s.num_players
    assert len(s.pool) <= game.setup.pool_size.value
    for member, sec in s.assigned.items():
        owner = P.crew_seat(s, member)
        assert owner is not None, f"{member} is stationed but in no party"
        assert s.occupier[sec] == owner, f"{member} is stationed at a section not theirs"
    for key in s.tapped:
        if P.is_leader(key):
            continue
        if key in game.sections:
            assert s.occupier[key] is not None, f"{key} is tapped in the centre"
        else:
            assert P.crew_seat(s, key) is not None, f"tapped {key} is in no party"
    for host, cards in s.attached.items():
        assert cards, f"{host} has an empty list of passives"
        if host in game.crew:
            assert P.crew_seat(s, host) is not None, f"a passive is on {host}, not in a party"
        for inst in cards:
            assert game.actions[game.design_of[inst]].type == "passive"
    if s.act_kind:
        assert all(k in P.characters(s, s.act_seat) for k in s.act_committed)
    uids = [i[0] for i in s.items]
    assert len(uids) == len(set(uids))
    assert s.recruits >= 0 and s.passes <= s.num_players
    if s.is_over:
        assert s.current_player is None and s.winners
        assert not s.legal_actions()
    else:
        assert s.current_player is not None, f"nobody decides at stage {s.stage}"
        assert s.legal_actions(), f"no legal action for seat {s.current_player} ({s.stack.top})"
