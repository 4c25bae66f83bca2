"""The AI counts cards across a shuffle, as a careful player does.

A ROOST or FLIGHT shuffles the Nest's cards, which both players saw, into a deck that is
nearly empty by then. The rival's cards held since before that shuffle cannot be any of
them, so for a while the rival's hand is nearly known. Sampled worlds used to deal that
hand from every unseen card, the shuffled Nest included; they now deal the cards held
since the shuffle from the others. What each seat counts is its own: a card one seat
shuffles in face down is counted by it alone, and no view shows it to the rival.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from game.core.actions import Action
from game.engines.dragon_bridge.state import DragonBridgeState
from tests.dragon_bridge.helpers import load


def _games(
    seeds: range, options: dict[str, object], wizards: tuple[str, str] | None = None
) -> Iterator[tuple[DragonBridgeState, DragonBridgeState, list[str]]]:
    """(state before, state after, event kinds) for every action of random games."""
    for seed in seeds:
        s = load().new_state(2, seed, options)
        assert isinstance(s, DragonBridgeState)
        if wizards is not None:
            for wid in wizards:
                s.apply(Action("wizard", (wid,)))
        rng = random.Random(seed)
        while not s.is_over and s.turns < 120:
            legal = s.legal_actions()
            powers = [a for a in legal if a.kind == "power" or a.args == (True,)]
            action = rng.choice(powers) if powers and rng.random() < 0.7 else rng.choice(legal)
            before = s.clone()
            events = s.apply(action)
            yield before, s, [e.kind for e in events]


def test_after_a_roost_both_seats_count_the_nest_cards_into_the_deck() -> None:
    roosts = 0
    for before, after, kinds in _games(range(40), {"basic": True}):
        if "roost" not in kinds or "flight" in kinds or any(before.known_top):
            continue
        roosts += 1
        # The cards of the Nest before the action are among those counted in, for both.
        went_in = Counter(c for c, _ in before.nest)
        for seat in (0, 1):
            assert not went_in - Counter(after.fresh[seat])
        assert after.fresh[0] == after.fresh[1]
    assert roosts >= 20


def test_after_a_flight_the_old_dragon_power_is_counted_into_the_deck() -> None:
    flights = 0
    for before, after, kinds in _games(range(150), {"basic": True}):
        if "flight" not in kinds or before.dragon_power is None or any(before.known_top):
            continue
        flights += 1
        for seat in (0, 1):
            assert before.dragon_power in after.fresh[seat]
            # The card now under the Dragon is in sight, not among the unseen.
            assert after.dragon_power is not None
            assert after.fresh_then[seat].get(after.dragon_power, 0) <= sum(
                after.unseen_by(seat).values()
            )
    assert flights >= 5


def test_when_the_count_leaves_one_deal_every_sampled_world_holds_the_real_hand() -> None:
    # After a ROOST into an empty deck the rival's cards held since are exactly the unseen
    # cards that did not go in: every world must deal them (before, most did not).
    rng = random.Random(7)
    pinned = 0
    for _before, s, _kinds in _games(range(200), {"basic": True}):
        for seat in (0, 1):
            rival = 1 - seat
            unseen = s.unseen_by(seat)
            allowed = unseen - s.surely_fresh(seat, unseen)
            slots = len(s.hands[rival]) - len(s.shown[rival])
            if slots < 2 or s.old_unseen(seat) != slots or sum(allowed.values()) != slots:
                continue
            if sum(unseen.values()) == slots:
                continue  # nothing else unseen: the hand was known without counting
            pinned += 1
            truth = Counter(s.hands[rival])
            for _ in range(5):
                world = s.determinize(seat, rng)
                assert Counter(world.hands[rival]) == truth
                assert Counter(s.view(seat).determinize(seat, rng).hands[rival]) == truth
    assert pinned >= 20


def test_a_card_shuffled_in_face_down_is_counted_by_its_owner_alone() -> None:
    # Lori Ann-Davis searches the deck and shuffles a card of her hand into it.
    gave = 0
    for before, after, _kinds in _games(
        range(30), {"basic": False}, ("lori_ann_davis", "oriel_farsight")
    ):
        frame = before.stack.top
        if frame is None or frame.kind != "search_give":
            continue
        gave += 1
        giver = frame.seat
        rival = 1 - giver
        card = next(iter(Counter(before.hands[giver]) - Counter(after.hands[giver])))
        assert card in after.fresh[giver]
        assert after.fresh[rival] == []  # it knew nothing of the deck it was shuffled into
        assert after.view(rival).fresh[giver] == []
        assert after.view(giver).fresh[giver] == after.fresh[giver]
    assert gave >= 5


def test_a_top_card_the_rival_looked_at_is_seen_going_into_the_hand() -> None:
    # Oriel Farsight orders the deck's top cards; the other seat then draws them.
    seen = 0
    for before, after, _kinds in _games(
        range(30), {"basic": False}, ("oriel_farsight", "bill_milton")
    ):
        for seat in (0, 1):
            looker = 1 - seat
            drawn = len(after.hands[seat]) - len(before.hands[seat])
            known = before.known_top[looker]
            if drawn <= 0 or not known or len(after.deck) != len(before.deck) - drawn:
                continue
            if before.stack.top is None or before.stack.top.kind == "search_take":
                continue
            seen += 1
            looked_at = before.deck[-min(known, drawn) :]
            assert not Counter(looked_at) - Counter(after.shown[seat])
    assert seen >= 5
