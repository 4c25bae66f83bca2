"""Invariants checked after every action of the fuzz: every card in exactly one place,
counters in range, a decision waiting until the game is over."""

from __future__ import annotations

from collections import Counter

from game.core.actions import Action
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge import responses
from game.engines.storm_the_bridge.state import StormState


def card_places(s: StormState) -> list[str]:
    """Every place an action card instance is (an instance listed twice is a bug)."""
    seen: list[str] = [c for hand in s.hand for c in hand if c is not None]
    seen += [c for c in s.action_stack if c is not None]
    seen += s.discard
    for cards in s.attached.values():
        seen += cards
    seen += [inst for inst, _ in s.table]
    seen += [i[3] for i in s.items if i[1] in ("card", "recruit") and "#" in i[3]]
    if s.resolving is not None and s.resolving[1] == "card":
        seen.append(s.resolving[3])
    if (
        s.act_card is not None
        and not any(i[3] == s.act_card for i in s.items)
        and (s.resolving is None or s.resolving[3] != s.act_card)
    ):
        seen.append(s.act_card)
    return seen


def check(s: StormState, *, legal: bool = True) -> None:
    """``legal=False`` when the caller asks for the legal actions next anyway."""
    game = s.game
    places = card_places(s)
    if len(places) != len(game.instances) or set(places) != set(game.instances):
        twice = [c for c, n in Counter(places).items() if n != 1]
        missing = sorted(set(game.instances) - set(places))
        raise AssertionError(f"cards in two places: {twice[:5]}; missing: {missing[:5]}")
    # The Action Stack holds only cards of its pool (the pile shuffled at the last
    # reshuffle): in every sampled world too, which keeps the AI's worlds honest.
    pool = s.action_pool
    assert pool is None or set(map(str, s.action_stack)) <= pool, "a stack card out of its pool"
    crew = [c for c in s.crew_stack if c is not None] + s.pool + s.set_aside
    for members in s.party:
        crew += members
    assert len(crew) == len(game.crew_order) and set(crew) == set(game.crew_order), (
        "a crew card is lost, doubled or in two places"
    )
    assert len(s.set_aside) == s.num_players
    assert len(s.pool) <= game.setup.pool_size.value
    owner_of = {c: seat for seat, members in enumerate(s.party) for c in members}
    for member, sec in s.assigned.items():
        assert member in owner_of, f"{member} is stationed but in no party"
        assert s.occupier[sec] == owner_of[member], f"{member} is stationed off its sections"
    for key in s.tapped:
        if key in game.sections:
            assert s.occupier[key] is not None, f"{key} is tapped in the centre"
        elif not P.is_leader(key):
            assert key in owner_of, f"tapped {key} is in no party"
    for host, cards in s.attached.items():
        assert cards, f"{host} has an empty list of passives"
        if host in game.crew:
            assert host in owner_of, f"a passive is on {host}, not in a party"
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
        if legal:
            assert s.legal_actions(), f"no legal action for seat {s.current_player}"


class Taps:
    """The per-action check that no card is tapped twice in one action: a card used
    in the recruit or attack under way (committed, or tapped for an ability) was untapped
    and unused in it before, is committed at most once, and a committed card is never
    tapped while the action lasts (tapping one withdraws it, A11). Cheap enough to run
    after every action."""

    def __init__(self, s: StormState) -> None:
        self.remember(s)

    def remember(self, s: StormState) -> None:
        self.uid = s.act_uid if s.act_kind else None
        self.tapped = set(s.tapped)
        self.used = set(s.act_used)

    def check(self, s: StormState, action: Action | None = None) -> None:
        """``action`` is the one just applied: a tap ability's card was untapped."""
        if action is not None and action.kind == "use":
            key = str(action.args[0])
            ab = responses.ability_of(s, key, int(action.args[1]))  # type: ignore[arg-type]
            if ab is not None and ab.kind == "tap":
                assert key not in self.tapped, f"{key} tapped for {ab.name} while tapped"
        if s.act_kind:
            same = self.uid == s.act_uid
            fresh = s.act_used - self.used if same else s.act_used
            again = fresh & self.tapped
            assert not again, f"{sorted(again)} used in the {s.act_kind} while tapped"
            committed = s.act_committed
            assert len(set(committed)) == len(committed), f"committed twice: {committed}"
            assert set(committed) <= s.act_used, "a committed card is not marked used"
            tapped = set(committed) & s.tapped
            assert not tapped, f"{sorted(tapped)} committed and tapped in the action"
        self.remember(s)
