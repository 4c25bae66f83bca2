"""Set-up and the Reset phase, rule by rule (rulebook pp. 3 and 7-8; rulings A1, A2,
A9, A10, P4)."""

from __future__ import annotations

import copy
import dataclasses
import itertools
import random
from collections import Counter

from game.core.decisions import Decision
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge import zones as Z
from game.engines.storm_the_bridge.content import SEATED_KEYS, Knob
from game.engines.storm_the_bridge.game import StormGame
from game.engines.storm_the_bridge.state import StormState
from tests.storm_the_bridge.helpers import act, at_open, game, new, position


def test_each_player_is_dealt_one_leader_and_only_their_crew_doubles_are_set_aside() -> None:
    for players in (2, 3):
        s = new(players, seed=4)
        assert len(set(s.leader)) == players
        doubles = {s.game.leaders[ld].crew_double for ld in s.leader}
        assert set(s.set_aside) == doubles  # A1: the dealt leaders' only
        crew_left = len(s.crew_stack) + len(s.pool)
        assert crew_left == 32 - players  # 30 crew in 2p, 29 in 3p
        others = set(s.game.crew_order) - doubles
        assert set(s.pool) | {c for c in s.crew_stack if c} == others


def test_sections_start_in_the_centre_with_conduit_access_on_the_engine_room() -> None:
    s = new()
    assert all(seat is None for seat in s.occupier.values())
    assert len(s.occupier) == 5
    assert [s.game.design_of[c] for c in s.attached["engine_room"]] == ["conduit_access"]
    assert not any(s.game.design_of[c] == "conduit_access" for c in s.action_stack if c)


def test_every_player_gets_the_default_hand_bragga_one_more_and_the_later_seats_more() -> None:
    for seed in range(40):
        s = new(3, seed)
        for seat in range(3):
            want = 6 if s.leader[seat] == "bragga" else 5
            # later_seat_cards_three_players (Balance changes, 2, 5 and 15)
            want += 0 if seat == s.first else 1
            mine = len(s.hand[seat])
            # The first player has drawn up to the hand size already (their Reset).
            assert mine == want, (seed, seat, s.leader[seat])
    for seed in range(20):
        s = new(2, seed)
        later = 1 - s.first
        want = 6 if s.leader[later] == "bragga" else 5
        assert len(s.hand[later]) == want + 2  # later_seat_cards at two players
    s = new(2, 1)
    dealt = sum(len(h) for h in s.hand)
    assert len(s.action_stack) == 104 - 1 - dealt


def test_the_first_player_is_chosen_at_random() -> None:
    firsts = Counter(new(3, seed).first for seed in range(60))
    assert set(firsts) == {0, 1, 2}


def test_two_crew_are_available_on_the_first_turn_and_three_thereafter() -> None:
    s = new(2, seed=7)
    while s.stack.top is not None and s.stack.top.kind != "open":
        s.apply(s.legal_actions()[-1])  # not using Long-Range Scan
    assert s.turns == 1 and len(s.pool) == 2  # A2: the first Reset does not cycle
    first_two = list(s.pool)
    act(s, "end_phase")
    while s.turns == 1:
        s.apply(s.legal_actions()[0])  # pass the last call, skip redeployment
    assert len(s.pool) == 3
    assert s.pool[:2] == first_two  # the open place was filled, nobody cycled


def test_cycle_sends_the_longest_out_to_the_bottom_and_fills_the_far_place() -> None:
    s = position(pool=["pritchard", "harrigan", "brandt"])
    top = s.crew_stack[-1]
    Z.cycle(s, [])
    assert s.crew_stack[0] == "pritchard"  # the one out the longest, to the bottom
    assert s.pool == ["harrigan", "brandt", top]
    assert all("pritchard" in k for k in s.crew_known)  # everyone saw where it went


def test_cycle_with_open_places_only_fills_them() -> None:
    s = position(pool=["pritchard"])
    top2 = s.crew_stack[-2:]
    Z.cycle(s, [])
    assert s.pool == ["pritchard", top2[1], top2[0]]


def test_an_empty_crew_stack_leaves_places_empty() -> None:
    s = position(pool=["pritchard"])
    s.crew_stack = []
    Z.cycle(s, [])
    assert s.pool == ["pritchard"]  # A10


def test_untap_untaps_only_the_active_players_cards() -> None:
    s = position(parties=[["brandt"], ["vex"]], sections={"sickbay": 0, "armory": 1})
    s.tapped = {"leader:0", "leader:1", "brandt", "vex", "sickbay", "armory"}
    s.stack.frames.clear()
    s.stage = "untap"
    s.turn_player = 0
    from game.engines.storm_the_bridge import reset

    reset.untap(s, [])
    assert s.tapped == {"leader:1", "vex", "armory"}


def test_draw_refills_to_hand_size_and_reshuffles_when_the_last_card_is_drawn() -> None:
    s = position(hands=[["supply_run"], []])
    s.discard = [c for c in s.action_stack[:10] if c]
    s.action_stack = [c for c in s.action_stack[10:12]]
    Z.draw(s, 0, 4, [])
    assert len(s.hand[0]) == 5
    assert len(s.action_stack) + len(s.discard) == 10 + 2 - 4
    assert s.discard == []  # shuffled into the stack when its last card was drawn


def test_no_hand_limit_a_full_hand_draws_nothing() -> None:
    s = position(hands=[["supply_run"] * 3 + ["red_alert"] * 2 + ["diversion"] * 2, []])
    s.stage = "draw"
    s.stack.frames.clear()
    from game.engines.storm_the_bridge import reset

    reset.draw(s, [])
    assert len(s.hand[0]) == 7  # A9


def test_a_reset_phase_offers_no_window_only_the_leaders_reset_ability() -> None:
    for seed in range(30):
        s = new(2, seed)
        if s.leader[1 - s.first] == "matsen":
            break
    else:  # pragma: no cover - some seed deals Matsen second
        raise AssertionError("no seed deals Oru Matsen to the second player")
    act(s, "end_phase")
    while s.stack.top is not None and s.stack.top.kind in ("last_call", "redeploy"):
        s.apply(s.legal_actions()[0])
    assert s.stack.top == Decision(1 - s.first, "reset_ability")
    assert s.stage == "cycle" and not s.items


def _scanning() -> tuple[StormState, list[str]]:
    """Oru Matsen's player in their Reset phase, Long-Range Scan used: the state and the
    top three cards of the Crew Stack, top first."""
    s = position(leaders=["matsen", "korr"])
    s.stack.frames.clear()
    s.turn_player = 0
    s.stage = "cycle"
    s.stack.push(Decision(0, "reset_ability"))
    top3 = [str(c) for c in reversed(s.crew_stack[-3:])]
    act(s, "reset_ability", True)
    return s, top3


def test_long_range_scan_reorders_the_top_and_only_its_player_sees_them() -> None:
    s, top3 = _scanning()
    assert set(top3) <= s.crew_known[0] and not set(top3) & s.crew_known[1]
    act(s, "scan_bottom", top3[0])
    assert s.crew_stack[0] == top3[0]
    v = s.view(1)
    assert v.crew_stack[0] is None and v.crew_stack[-1] is None
    assert s.view(0).crew_stack[0] == top3[0]
    # "in any order, or put one of them on the bottom": the other two go back as they
    # were; the cycle then flips the new top.
    assert s.pool[-1] == top3[1] and s.crew_stack[-1] == top3[2]


def test_long_range_scan_either_reorders_or_sends_one_to_the_bottom_not_both() -> None:
    s, top3 = _scanning()
    kinds = {a.kind for a in s.legal_actions()}
    assert kinds == {"scan_top", "scan_bottom", "scan_done"}
    act(s, "scan_top", top3[2])
    assert {a.kind for a in s.legal_actions()} == {"scan_top", "scan_done"}
    act(s, "scan_top", top3[0])
    # The last card's place is forced; the cycle then flips the new top.
    assert s.pool[-1] == top3[2] and s.crew_stack[-1] == top3[0]
    assert s.crew_stack[-2] == top3[1]


def test_hand_size_statics_count_for_the_draw() -> None:
    s = position(leaders=["bragga", "korr"], sections={"diplomatic_suite": 1})
    assert P.hand_size(s, 0) == 6 and P.hand_size(s, 1) == 5
    stash = next(c for c in s.action_stack if c and c.startswith("hidden_stash"))
    s.action_stack.remove(stash)
    Z.attach(s, stash, "diplomatic_suite", 1)
    assert P.hand_size(s, 1) == 6  # Hidden Stash: its section's occupier


def test_the_log_opens_with_the_deal_and_the_first_crew_flips_told_per_seat() -> None:
    from game.core.events import render_for

    s = new(3, seed=5)
    opening = list(s.opening_events)
    kinds = [e.kind for e in opening]
    assert kinds[:4] == ["leader", "leader", "leader", "first"]
    assert kinds.count("draw") == 3 and kinds.count("flip") == 2 and kinds[-1] == "turn"
    assert f"Player {s.first + 1} is drawn to go first" in opening[3].text
    for seat in range(3):
        told = {e.seat: e.text for e in render_for(opening, seat) if e.kind == "draw"}
        names = ", ".join(s.game.card_name(c) for c in s.hand[seat] if c is not None)
        assert names in told[seat]  # my own hand by name ...
        for other in set(told) - {seat}:  # ... the others' as a count only
            assert told[other].endswith("action cards (the opening hand)")
            assert not any(s.game.card_name(c) in told[other] for c in s.hand[other] if c)
    flips = [e.text for e in opening if e.kind == "flip"]
    assert all(s.game.crew[c].name in " ".join(flips) for c in s.pool)


def _variant(**knobs: int | None) -> StormGame:
    """The game with set-up knobs changed (None: absent), leaving the shared game untouched."""
    g = copy.copy(game())
    changed = {k: None if v is None else Knob(v, "proposal") for k, v in knobs.items()}
    g.setup = dataclasses.replace(g.setup, **changed)
    return g


def test_later_seat_cards_go_to_every_player_after_the_first_only() -> None:
    assert game().setup.later_seat_cards.value == 2
    three = game().setup.later_seat_cards_three_players
    assert three is not None and three.value == 1
    for extra in (0, 1, 3):
        g = _variant(later_seat_cards=extra, later_seat_cards_three_players=None)
        for players, seed in itertools.product((2, 3), range(8)):
            s = g.new_state(players, seed)
            for seat in range(players):
                base = P.hand_size(s, seat)
                assert len(s.hand[seat]) == base + (0 if seat == s.first else extra)


def test_at_three_players_the_later_seats_take_the_three_player_knob() -> None:
    for extra in (0, 1, 3):
        g = _variant(later_seat_cards=2, later_seat_cards_three_players=extra)
        for seed in range(8):
            s = g.new_state(3, seed)
            for seat in range(3):
                base = P.hand_size(s, seat)
                assert len(s.hand[seat]) == base + (0 if seat == s.first else extra)
            two = g.new_state(2, seed)
            later = 1 - two.first
            assert len(two.hand[later]) == P.hand_size(two, later) + 2


def test_the_three_player_knob_cannot_change_a_two_player_game() -> None:
    """What lets ``game.ai.rehash`` carry two-player records across a change to it
    (``SEATED_KEYS``): whole two-player games come out identical whatever its value."""
    assert SEATED_KEYS[("setup.yaml", "later_seat_cards_three_players")] == frozenset({3})

    def play(g: StormGame, seed: int) -> list[str]:
        s = g.new_state(2, seed)
        rng = random.Random(seed)
        seen = [repr(sorted(map(sorted, s.hand)))]
        for _ in range(400):
            if s.is_over:
                break
            legal = s.legal_actions()
            action = legal[rng.randrange(len(legal))]
            seen.append(repr(action))
            s.apply(action)
        return seen

    low, high = (
        _variant(later_seat_cards_three_players=0),
        _variant(later_seat_cards_three_players=5),
    )
    for seed in range(3):
        assert play(low, seed) == play(high, seed)
    # ... while at three players it is read: the later seats' hands differ by five.
    three_low, three_high = low.new_state(3, 1), high.new_state(3, 1)
    later = (three_low.first + 1) % 3
    assert len(three_high.hand[later]) - len(three_low.hand[later]) == 5


def test_opening_attack_0_bars_attacks_in_the_games_first_turn_only() -> None:
    def attacks(s: StormState) -> list[str]:
        return [a.args[0] for a in s.legal_actions() if a.kind == "attack"]

    for value, allowed in ((1, True), (0, False)):
        s = _variant(opening_attack=value).new_state(2, 5)
        at_open(s)
        assert s.turns == 1
        assert bool(attacks(s)) is allowed, value
        act(s, "end_phase")
        while s.turns == 1:
            s.apply(s.legal_actions()[0])
        at_open(s)
        assert attacks(s), "the second turn may attack either way"


def test_the_status_line_names_the_round_the_games_clock() -> None:
    """The round limit and the game-over chart count rounds; the status line says which
    round a turn is in (turn 3 of a two-player game is round 2), and of how many while
    the round limit is on."""
    s = new(2, 3)
    names = ["Ann", "Bo"]
    assert s.status_line(names).startswith("Round 1 of 30, turn 1")
    while s.turns < 3:
        s.apply(s.legal_actions()[-1])
    assert s.status_line(names).startswith("Round 2 of 30, turn 3")
    s = new(2, 3, round_limit=False)
    assert s.status_line(names).startswith("Round 1, turn 1")


def test_a_full_pool_with_an_empty_crew_stack_cycles_its_oldest_back_into_the_far_place() -> None:
    """Rules, Reset 1 (A10): with no open place the one out the longest goes to the
    bottom of the Crew Stack and "a new card is flipped into the farthest place": with
    the Crew Stack otherwise empty that card is the one just sent, and no place is left
    empty."""
    s = position(leaders=["korr", "voor"], pool=["pritchard", "harrigan", "brandt"], active=1)
    s.crew_stack = []  # set on the table: the Crew Stack has run out
    act(s, "end_phase")
    act(s, "pass")  # Player 1's Reset cycles the pool
    assert s.turn_player == 0 and s.stack.top.kind == "open"
    assert s.pool == ["harrigan", "brandt", "pritchard"]
    assert s.crew_stack == []
    Z.cycle(s, [])  # once more, straight: the same rotation
    assert s.pool == ["brandt", "pritchard", "harrigan"] and s.crew_stack == []


def test_a_hand_spent_in_a_rivals_turn_is_refilled_only_in_its_own_reset() -> None:
    """Rulebook: "Players do not draw to refill their hand until their next Reset
    phase": a card answered with in the rival's turn leaves a gap until then, and the
    active player does not refill at the end of its own turn either."""
    from tests.storm_the_bridge.helpers import declare, pass_until_empty

    s = position(
        leaders=["korr", "voor"],
        sections={"sickbay": 1},
        hands=[["phaser_volley"], ["seal_the_bulkheads", "red_alert"]],
    )
    declare(s, "attack", "sickbay", "leader")
    act(s, "play", "seal_the_bulkheads")
    pass_until_empty(s)
    assert [len(h) for h in s.hand] == [1, 1]
    s.tapped.add("leader:1")  # something for seat 1's Reset to untap
    act(s, "end_phase")
    assert [len(h) for h in s.hand] == [1, 1]  # the last call, before any Reset
    events = act(s, "pass")
    assert s.turn_player == 1 and s.stack.top == Decision(1, "open")
    assert len(s.hand[0]) == 1  # seat 0 draws at its own next Reset
    assert len(s.hand[1]) == P.hand_size(s, 1)
    # The Reset's steps in the rulebook's order: cycle the pool, untap, then draw.
    step = {"flip": "cycle", "cycle": "cycle", "untap": "untap", "draw": "draw"}
    kinds = [step[e.kind] for e in events if e.kind in step]
    firsts = [kinds.index(k) for k in ("cycle", "untap", "draw")]
    assert firsts == sorted(firsts)
