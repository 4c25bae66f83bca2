"""Core-protocol conformance: views hide what they must, determinizations agree with the
view, replays reproduce the game, and 1,000 random games keep every invariant."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.core.actions import Action
from game.core.record import GameRecord, SeatSpec
from game.engines.dragon_bridge.state import DragonBridgeState
from tests.dragon_bridge.helpers import card_total, load, new

MAX_ACTIONS = 3000


def check_invariants(s: DragonBridgeState) -> None:
    game = s.game
    assert card_total(s) == len(game.deck_lists[s.expansion])
    items = len(s.market) + len(s.item_deck) + len(s.tableau[0]) + len(s.tableau[1])
    assert items == len(game.item_lists[s.expansion])
    gems = game.setup.proposals.green_gems
    for seat in (0, 1):
        assert s.ready[seat] >= 0 and s.depleted[seat] >= 0 and s.aside[seat] >= 0
        assert s.gem_total(seat) == gems
        assert 0 <= s.pos[seat] <= s.bridge.last
        assert len(s.hands[seat]) <= game.setup.facts.hand_size + 1
        # What each seat knows stays true: seen cards are still in the hand, and the
        # number of known top cards never exceeds the deck.
        assert not Counter(s.shown[seat]) - Counter(s.hands[seat])
        assert 0 <= s.known_top[seat] <= len(s.deck)
    assert s.white_supply + sum(s.white) == game.setup.proposals.white_gems
    placed = {h for h, _, _ in s.hacks_placed}  # Warp Gates has two markers, one card
    hacks = len(s.hack_deck) + len(s.hack_row) + len(placed) + len(s.hack_discard)
    hacks += sum(f.kind == "hack_tile" for f in s.stack.frames)  # bought, being placed
    assert hacks == (len(game.hacks) if s.expansion else 0)
    assert len(s.hack_row) <= game.hack_row_size
    if s.is_over:
        assert s.current_player is None and len(s.winners) == 1
    else:
        assert s.current_player in (0, 1)


def play_random(seed: int, options: dict[str, object], check: bool = True) -> DragonBridgeState:
    s = load().new_state(2, seed, options)
    assert isinstance(s, DragonBridgeState)
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if s.is_over:
            break
        legal = s.legal_actions()
        assert legal, "a legal action exists until the end"
        s.apply(rng.choice(legal), check=False)
        if check:
            check_invariants(s)
    assert s.is_over, "the game ends within the bound"
    if check:
        full = Counter(s.deck + s.hands[0] + s.hands[1] + [c for c, _ in s.nest])
        for extra in (s.dragon_power, s.in_play):
            if extra is not None:
                full[extra] += 1
        assert full == Counter(s.game.deck_list)
    return s


OPTION_SETS: list[dict[str, object]] = [
    {"basic": False, "expansion": True},
    {"basic": True, "expansion": True},
    {"basic": True},
    {"basic": False},
    {"basic": False, "bridge": "literal18"},
    {"basic": True, "bridge": "literal18"},
]


def test_fuzz_1000_random_games_keep_every_invariant() -> None:
    outcomes: Counter[str] = Counter()
    for seed in range(1000):
        s = play_random(seed, OPTION_SETS[seed % len(OPTION_SETS)])
        outcomes[s.end_reason] += 1
    assert outcomes["escaped"] > 0 and outcomes["pounced"] > 0


@pytest.mark.soak
def test_soak_20000_random_games() -> None:
    for seed in range(1000, 21000):
        play_random(seed, OPTION_SETS[seed % len(OPTION_SETS)])


def _sampled_states(count: int) -> list[DragonBridgeState]:
    out = []
    rng = random.Random(7)
    for seed in range(count):
        s = load().new_state(2, seed, OPTION_SETS[seed % 2])
        assert isinstance(s, DragonBridgeState)
        for _ in range(rng.randrange(0, 60)):
            if s.is_over:
                break
            s.apply(rng.choice(s.legal_actions()))
            out.append(s.clone())
    return out


def test_view_hides_opponent_hand_and_deck_orders() -> None:
    for s in _sampled_states(10):
        for seat in (0, 1):
            v = s.view(seat)
            other = 1 - seat
            hidden = len(s.hands[other]) - len(s.shown[other])
            assert v.hands[other] == sorted(s.shown[other]) + [None] * hidden
            assert v.hands[seat] == s.hands[seat]
            known = s.known_top[seat]
            assert v.deck[: len(s.deck) - known] == [None] * (len(s.deck) - known)
            assert v.deck[len(s.deck) - known :] == s.deck[len(s.deck) - known :]
            assert v.item_deck == [None] * len(s.item_deck)
            assert v.nest == s.nest and v.market == s.market
            assert v.view(seat).snapshot() == v.snapshot()


def test_determinization_agrees_with_the_view_and_legal_actions() -> None:
    rng = random.Random(3)
    for s in _sampled_states(30):
        for seat in (0, 1):
            v = s.view(seat)
            d = s.determinize(seat, rng)
            assert d.view(seat).snapshot() == v.snapshot()
            dv = v.determinize(seat, rng)
            assert dv.view(seat).snapshot() == v.snapshot()
            assert None not in dv.deck and None not in dv.hands[1 - seat]
            if s.current_player == seat:
                assert d.legal_actions() == s.legal_actions() == v.legal_actions()


def test_determinization_uses_a_fresh_rng() -> None:
    s = new(seed=5)
    d = s.determinize(0, random.Random(1))
    assert d.rng.getstate() != s.rng.getstate()
    assert s.view(0).rng.getstate() != s.rng.getstate()


def test_clone_is_independent() -> None:
    s = new(seed=2)
    c = s.clone()
    c.apply(c.legal_actions()[0])
    assert c.snapshot() != s.snapshot()
    assert s.snapshot() == new(seed=2).snapshot()


def test_snapshot_is_json_compatible() -> None:
    for s in _sampled_states(5):
        json.dumps(s.snapshot())


def test_replay_reproduces_the_same_state_hash() -> None:
    game = load()
    for seed in range(20):
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        record = GameRecord.start(game, [SeatSpec(), SeatSpec()], seed, options)
        s = record.new_state(game)
        rng = random.Random(seed)
        while not s.is_over:
            action = rng.choice(s.legal_actions())
            record.actions.append(Action(action.kind, action.args))
            s.apply(action)
        again = GameRecord.from_json(json.loads(json.dumps(record.to_json()))).replay(game)
        assert again.state_hash() == s.state_hash()


def test_illegal_action_is_refused_and_state_unchanged() -> None:
    from game.core.errors import IllegalActionError

    s = new(seed=1)
    before = s.snapshot()
    with pytest.raises(IllegalActionError):
        s.apply(Action("dist", (99,)))
    assert s.snapshot() == before
