"""Core-protocol conformance: views hide what they must, determinizations agree with the
view, replays reproduce the game, and 1,000 random games keep every invariant."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from game.core.actions import Action
from game.core.record import GameRecord, SeatSpec
from game.engines.dragon_bridge.movement import is_threatened
from game.engines.dragon_bridge.state import DragonBridgeState
from tests.dragon_bridge.helpers import act, card_total, give, load, new

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
        # Card counting never rules out the real deal: the rival's unseen cards include
        # as many as the counting says were held since the shuffle, none of them among
        # the cards that must be the ones seen going in.
        rival = 1 - seat
        assert 0 <= s.old[seat] <= len(s.hands[rival])
        unseen = s.unseen_by(seat)
        hidden = Counter(s.hands[rival]) - Counter(s.shown[rival])
        allowed = unseen - s.surely_fresh(seat, unseen)
        assert sum((hidden & allowed).values()) >= s.old_unseen(seat)
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


def _games_with_private_looks(count: int) -> list[DragonBridgeState]:
    """States of random full games where the seats hold the wizards that learn hidden
    cards: Oriel Farsight (orders the deck top), Lori Ann-Davis (searches the deck) and
    Bill Milton (is handed cards in the open)."""
    pairings = [
        ("oriel_farsight", "bill_milton"),
        ("lori_ann_davis", "oriel_farsight"),
        ("bill_milton", "lori_ann_davis"),
    ]
    out = []
    rng = random.Random(11)
    for seed in range(count):
        s = load().new_state(2, seed, {"basic": False, "expansion": seed % 2 == 0})
        assert isinstance(s, DragonBridgeState)
        for wid in pairings[seed % len(pairings)]:
            s.apply(Action("wizard", (wid,)))
        while not s.is_over and s.turns < 80:
            legal = s.legal_actions()
            # Lean on the wizards' powers so the looks happen often.
            powers = [a for a in legal if a.kind == "power" or a.args == (True,)]
            s.apply(rng.choice(powers) if powers and rng.random() < 0.7 else rng.choice(legal))
            check_invariants(s)
            out.append(s.clone())
    return out


def test_private_looks_stay_consistent_through_views_and_determinizations() -> None:
    rng = random.Random(5)
    looked = shown = 0
    for s in _games_with_private_looks(12):
        for seat in (0, 1):
            v = s.view(seat)
            known = s.known_top[seat]
            looked += known > 0
            shown += bool(s.shown[1 - seat])
            n = len(s.deck)
            assert v.deck[n - known :] == s.deck[n - known :]
            assert v.deck[: n - known] == [None] * (n - known)
            assert sorted(c for c in v.hands[1 - seat] if c is not None) == sorted(
                s.shown[1 - seat]
            )
            for d in (s.determinize(seat, rng), v.determinize(seat, rng)):
                assert d.view(seat).snapshot() == v.snapshot()
                assert d.deck[n - known :] == s.deck[n - known :]
                assert not Counter(s.shown[1 - seat]) - Counter(d.hands[1 - seat])
                if s.current_player == seat:
                    assert d.legal_actions() == s.legal_actions() == v.legal_actions()
                full = Counter(d.deck + d.hands[0] + d.hands[1] + [c for c, _ in d.nest])
                for extra in (d.dragon_power, d.in_play):
                    if extra is not None:
                        full[extra] += 1
                assert full == Counter(d.game.deck_lists[d.expansion])
    assert looked > 50 and shown > 50  # the looks really happened


def test_private_looks_are_irreversible_events_only_the_looker_reads() -> None:
    rng = random.Random(2)
    seen = 0
    for seed in range(30):
        s = load().new_state(2, seed, {"basic": False})
        assert isinstance(s, DragonBridgeState)
        s.apply(Action("wizard", ("oriel_farsight",)))
        s.apply(Action("wizard", ("lori_ann_davis",)))
        while not s.is_over and s.turns < 60:
            legal = s.legal_actions()
            powers = [a for a in legal if a.kind == "power" or a.args == (True,)]
            for e in s.apply(rng.choice(powers) if powers else rng.choice(legal)):
                if e.kind in ("look", "search", "arrange"):
                    seen += 1
                    assert e.irreversible and e.visible_to is not None
                    (looker,) = e.visible_to
                    assert e.redacted is not None and e.for_seat(1 - looker) is e.redacted
                    assert e.redacted.text != e.text
    assert seen > 20


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


def test_scores_count_the_tiles_from_the_dragon_and_leave_the_outcome_alone() -> None:
    s = new(seed=2)
    low, high = s.bridge.starts[0], s.bridge.starts[-1]
    assert sorted(s.scores) == [low + 1, high + 1]  # the Dragon starts beyond tile 0
    s.pos = [0, s.bridge.last]
    assert s.scores == [1.0, 21.0] and s.view(1).scores == s.scores
    s.dragon_end = 1  # flown to the other end: the same wizards, the distances turned round
    assert s.scores == [21.0, 1.0]
    short = new(seed=2, bridge="literal18")
    short.pos = [0, short.bridge.last]
    assert short.scores == [1.0, 18.0]
    # The outcome is who won, whatever the distances: the AI learns from returns().
    s.over, s.winner = True, 1
    assert s.winners == [1] and s.returns() == [0.0, 1.0]


def test_scores_move_through_a_game_and_end_where_it_was_decided() -> None:
    reasons: set[str] = set()
    for seed in range(12):
        s = new(basic=False, seed=seed)
        rng = random.Random(seed)
        seen = {tuple(s.scores)}
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
            seen.add(tuple(s.scores))
            assert all(1 <= v <= s.bridge.size for v in s.scores)
        assert len(seen) > 2, f"seed {seed}: the distances never moved"
        loser = 1 - s.winner
        if s.end_reason == "pounced":  # the loser ended a turn on a Threatened tile
            assert is_threatened(s, s.pos[loser])
            assert s.scores[loser] <= s.bridge.orange + 1  # Firewall's tile at most
        else:  # an Escape starts on an Exit tile, the end farthest from the Dragon
            assert s.end_reason == "escaped"
            assert s.scores[s.winner] > s.bridge.size - s.bridge.orange
        reasons.add(s.end_reason)
    assert reasons == {"pounced", "escaped"}


def _random_steps(
    wizards: tuple[str, str], seeds: range
) -> Iterator[tuple[DragonBridgeState, random.Random]]:
    """Random games with these wizards (the full game), one decision at a time: the
    caller applies a random legal action (from ``rng``) after each yield."""
    for seed in seeds:
        s = load().new_state(2, seed, {"basic": False})
        assert isinstance(s, DragonBridgeState)
        while s.stack.top is not None and s.stack.top.kind == "setup_wizard":
            s.apply(Action("wizard", (wizards[s.current_player],)))
        rng = random.Random(seed)
        for _ in range(600):
            if s.is_over:
                break
            yield s, rng


def test_a_card_leaving_a_hand_face_down_leaves_no_card_of_it_shown() -> None:
    """Lori Ann-Davis shuffles a card from her hand into the deck unseen: the rival,
    which saw her take a card from the Nest, can no longer tell whether that card is the
    one that left, so the view shows none of her cards (before, it showed the Nest card
    unless that was the one returned, telling the rival which card had gone)."""
    checked = 0
    for s, rng in _random_steps(("lori_ann_davis", "abragail"), range(200)):
        seat = s.current_player
        assert seat is not None
        top = s.stack.top
        had_shown = top is not None and top.kind in ("search_give", "discard") and s.shown[seat]
        s.apply(rng.choice(s.legal_actions()))
        if had_shown:
            checked += 1
            assert s.shown[seat] == []
            assert all(c is None for c in s.view(1 - seat).hands[seat])
            if checked >= 3:
                break
    assert checked >= 3


def test_tribute_kept_reads_the_same_with_or_without_a_bump_card() -> None:
    """Bill Milton's tribute with no READY gem: one wording whether or not the giver's
    hidden hand holds a BUMP card."""
    said: dict[bool, set[str]] = {True: set(), False: set()}
    for s, rng in _random_steps(("bill_milton", "abragail"), range(300)):
        hands = [list(h) for h in s.hands]
        for e in s.apply(rng.choice(s.legal_actions())):
            if e.kind == "deplete" and e.data.get("tribute") and e.data["count"] == 0:
                bump = any(c in s.game.bump_cards for c in hands[e.data["seat"]])
                said[bump].add(e.text.split(" ", 2)[2])
        if said[True] and said[False]:
            break
    assert said[True] == said[False] == {"keeps their cards (no READY gem to deplete)"}


def test_oriel_is_asked_to_put_back_even_copies_of_one_card() -> None:
    """Skipping the question when the cards looked at are alike told the rival so."""
    alike = 0
    for s, rng in _random_steps(("oriel_farsight", "abragail"), range(400)):
        for e in s.apply(rng.choice(s.legal_actions())):
            if e.kind == "look" and "looks at the top" in e.text:
                word = e.text.split("top ")[1].split(" ")[0]
                n = 1 if word == "Action" else int(word)  # "the top Action card"
                asked = s.stack.top is not None and s.stack.top.kind == "arrange"
                assert asked == (n > 1)
                alike += n > 1 and len(set(s.deck[-n:])) == 1
        if alike:
            break
    assert alike


def test_oriel_button_names_only_the_cards_left_to_look_at() -> None:
    """The power looks at the top 3 cards or as many as are left; its button said "top 3"
    whatever the deck held."""
    for s, rng in _random_steps(("oriel_farsight", "abragail"), range(200)):
        power = [a for a in s.legal_actions() if a.kind == "power"]
        if power and s.current_player == 0:
            break
        s.apply(rng.choice(s.legal_actions()))
    assert power[0].label == "Oriel Farsight looks at the top 3 Action cards"
    for left, words in ((2, "the top 2 Action cards"), (1, "the top Action card")):
        s.deck = s.deck[-left:]
        label = next(a.label for a in s.legal_actions() if a.kind == "power")
        assert label == f"Oriel Farsight looks at {words}"


def _drain_lines(ready: int) -> list[str]:
    """The deplete lines of a Drain played against a rival holding ``ready`` READY gems."""
    s = new()
    me = s.turn_player
    rival = 1 - me
    give(s, me, "drain")
    s.depleted[rival] += s.ready[rival] - ready
    s.ready[rival] = ready
    said = [e.text for e in act(s, "play", "drain") if e.kind == "deplete"]
    while s.in_play == "drain" and not s.is_over:
        said += [e.text for e in s.apply(s.legal_actions()[0]) if e.kind == "deplete"]
    return said


def test_a_drain_on_a_rival_with_no_ready_gem_says_so_rather_than_depleting_0() -> None:
    """Drain ("BUMP 1; opponent DEPLETEs 1") against a rival whose gems are all depleted:
    the log says there was nothing to deplete, not "depletes 0 green gems"."""
    s = new()
    rival = 2 - s.turn_player
    assert _drain_lines(0) == [f"Player {rival} has no READY gem to deplete"]
    assert _drain_lines(2) == [f"Player {rival} depletes 1 green gem"]


def test_the_status_line_calls_the_wizard_choice_set_up_not_a_turn() -> None:
    """While the wizards are chosen no turn has begun: the default line said "Turn 1 ·
    Player 2's turn · Player 1 decides"."""
    s = new(basic=False, seed=3)
    names = ["Ann", "Bo"]
    first = s.stack.top.seat
    assert s.status_line(names) == f"Set-up  ·  {names[first]} chooses a wizard"
    assert s.turn == 0  # saves list it as setting up; charts leave it unnumbered
    s.apply(s.legal_actions()[0])
    assert s.status_line(names) == f"Set-up  ·  {names[1 - first]} chooses a wizard"
    s.apply(s.legal_actions()[0])
    assert s.status_line(names).startswith(f"Turn 1  ·  {names[s.turn_player]}'s turn")
    assert s.turn == 1
