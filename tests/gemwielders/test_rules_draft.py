"""The draft phase (rulebook, "Draft Phase"): the dead-card scrap, the refill, socketing a
gem, drafting or scrapping one gem card, and taking a Source, in that order."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engines.gemwielders.cards import card_id
from tests.gemwielders import invariants
from tests.gemwielders.helpers import (
    do,
    game,
    has,
    ids,
    kinds,
    of,
    position,
    skip_until,
    start,
    top,
)

# Seat 0 holds five gems (3 rubies, 2 sapphires), seat 1 three emeralds. Left in the pool:
# 1 ruby, 2 sapphires, 1 emerald, 4 topaz, 4 amethysts.
FULL = (["ruby", "ruby", "ruby", "sapphire", "sapphire"], ["emerald", "emerald", "emerald"])
# Deep Insight and Overcharge need 3 sapphires / 3 topaz: seat 0 has no free socket, seat 1
# can add only two more gems. Lightning Rod (2 topaz) and Crimson Crown (3 rubies) are alive.
DEAD_ROW = ["deep_insight", "lightning_rod", "crimson_crown", "overcharge", "mend"]


def _dead_position(gems=FULL, row=DEAD_ROW, turn_player=0):  # type: ignore[no-untyped-def]
    return position(stage="turn_start", turn_player=turn_player, gems=gems, row=row, turns=10)


def test_the_dead_card_scrap_offers_only_cards_nobody_could_ever_draft() -> None:
    s = _dead_position()
    assert top(s) == "dead_scrap" and s.current_player == 0
    assert [a.args for a in s.legal_actions() if a.kind == "dead_scrap"] == [(0,), (3,)]
    assert "skip" in kinds(s)


def test_the_dead_card_scrap_comes_before_anything_else_and_before_the_refill() -> None:
    s = _dead_position(row=["deep_insight", None, "crimson_crown", None, "mend"])
    # Nothing has been refilled yet: the gaps are still there when the scrap is offered.
    assert top(s) == "dead_scrap" and s.row[1] is None and s.row[3] is None
    next_three = ids(s.gem_deck[-3:])[::-1]
    events = do(s, "dead_scrap", 0)
    assert card_id(s.scrap[-1]) == "deep_insight"
    (refill,) = of(events, "refill")
    # The three gaps are refilled in place, in row order, from the top of the gem card deck.
    assert ids(s.row) == [next_three[0], next_three[1], "crimson_crown", next_three[2], "mend"]
    assert refill.data["cards"] == [s.row[0], s.row[1], s.row[3]]


def test_only_one_dead_card_is_scrapped() -> None:
    s = _dead_position()
    do(s, "dead_scrap", 3)
    assert top(s) != "dead_scrap"
    assert ids(s.row)[0] == "deep_insight"  # the other dead card stays in the row


def test_the_dead_card_scrap_waits_until_both_players_hold_three_gems() -> None:
    two = (FULL[0], ["emerald", "emerald"])
    s = _dead_position(gems=two)
    # Seat 1 with two gems could still reach 3 topaz, so Overcharge is not dead anyway;
    # Deep Insight is dead for both, but seat 1 holds only two gems: no scrap.
    assert top(s) != "dead_scrap"
    assert s.phase == "draft"


def test_the_dead_card_scrap_counts_the_pool_as_well_as_free_sockets() -> None:
    # Seat 1 holds two rubies and has room for two more gems, but the pool has no ruby left.
    gems = (["emerald", "emerald", "emerald", "ruby", "ruby"], ["ruby", "ruby", "topaz"])
    s = _dead_position(gems=gems, row=["living_bark", "mend", "fireball", "inferno", "spark"])
    # Living Bark (2 emeralds) and Fireball (2 rubies) are seat 0's; Inferno needs 3
    # rubies, which neither seat can ever hold.
    assert [a.args for a in s.legal_actions() if a.kind == "dead_scrap"] == [(3,)]


def test_the_row_is_refilled_to_five_from_the_gem_card_deck() -> None:
    s = position(stage="turn_start", row=["mend", None, None, "spark", None])
    left = len(s.gem_deck)
    assert all(c is not None for c in s.row) and len(s.row) == 5
    assert ids(s.row)[0] == "mend" and ids(s.row)[3] == "spark"
    assert len(s.gem_deck) == left  # already refilled by the time of the first decision
    invariants.check(s)


def test_the_row_is_played_short_when_the_gem_card_deck_runs_out() -> None:
    s = position(stage="turn_start", row=["mend", None, None, "spark", None], gem_deck=["fireball"])
    assert ids(s.row) == ["mend", "fireball", None, "spark", None]
    assert s.gem_deck == []


def test_a_player_may_socket_one_gem_from_the_pool() -> None:
    s = start()
    assert top(s) == "socket"
    assert [a.args[0] for a in s.legal_actions() if a.kind == "socket"] == [
        "ruby",
        "sapphire",
        "emerald",
        "topaz",
        "amethyst",
    ]
    events = do(s, "socket", "topaz")
    assert s.gems[0] == ["topaz"] and s.pool["topaz"] == 3
    (line,) = of(events, "socket")
    assert line.text.endswith("sockets a Topaz (1 Topaz socketed, 1 gem in all)")
    assert top(s) != "socket", "a second gem in the same turn"


def test_socketing_is_optional() -> None:
    s = start()
    do(s, "skip")
    assert s.gems[0] == [] and sum(s.pool.values()) == 20


def test_a_gem_the_pool_has_run_out_of_cannot_be_socketed() -> None:
    s = position(stage="turn_start", gems=(["ruby", "ruby"], ["ruby", "ruby"]))
    assert top(s) == "socket"
    assert not has(s, "socket", "ruby") and has(s, "socket", "topaz")


def test_a_gembearer_holds_at_most_five_gems() -> None:
    s = position(stage="turn_start", gems=(["topaz"] * 4 + ["ruby"], []))
    assert top(s) != "socket"
    assert s.phase == "draft"


def test_socketed_gems_are_permanent() -> None:
    s = start()
    do(s, "socket", "emerald")
    for _ in range(4):
        skip_until(s, "socket")
        assert s.gems[0] == ["emerald"] or s.gems[0][0] == "emerald"
        do(s, "skip")
    assert s.gems[0] == ["emerald"] and s.pool["emerald"] == 3


def test_a_card_may_be_drafted_only_with_as_many_gems_of_its_colour() -> None:
    row = ["mend", "regrowth", "ancient_colossus", "fireball", "spark"]
    s = position(stage="turn_start", gems=(["emerald", "ruby"], []), row=row)
    skip_until(s, "draft")
    # One emerald: Mend (1) yes, Regrowth (2) no; one ruby does not help an emerald card.
    assert [a.args for a in s.legal_actions() if a.kind == "draft"] == [(0,)]
    s = position(stage="turn_start", gems=(["emerald", "emerald"], []), row=row)
    skip_until(s, "draft")
    assert [a.args for a in s.legal_actions() if a.kind == "draft"] == [(0,), (1,)]


def test_socketing_comes_before_drafting_in_the_same_phase() -> None:
    s = position(stage="turn_start", gems=(["sapphire"], []), row=["frost_ward"] + [None] * 4)
    assert top(s) == "socket"
    do(s, "socket", "sapphire")
    assert top(s) == "draft" and has(s, "draft", 0)


def test_a_drafted_card_goes_to_the_drafters_discard_pile() -> None:
    s = position(stage="turn_start", turn_player=1, gems=([], ["topaz"]), row=["spark"])
    skip_until(s, "draft")
    inst = s.row[0]
    events = do(s, "draft", 0)
    assert s.discard[1] == [inst] and s.owner[inst] == 1
    assert s.row[0] is None  # a gap until the next draft phase
    assert of(events, "draft")[0].visible_to is None


def test_a_scrapped_card_goes_face_up_to_the_scrap_pile() -> None:
    s = position(stage="turn_start", gems=(["amethyst"], []), row=["veil"])
    skip_until(s, "draft")
    inst = s.row[0]
    do(s, "scrap_row", 0)
    assert s.scrap[-1] == inst and inst not in s.owner and s.row[0] is None


def test_only_one_card_is_drafted_or_scrapped_per_turn() -> None:
    s = position(stage="turn_start", gems=(["topaz"], []), row=["spark", "spark", "static_guard"])
    skip_until(s, "draft")
    do(s, "draft", 0)
    assert top(s) == "source"
    assert not has(s, "draft") and not has(s, "scrap_row")


def test_drafting_is_optional() -> None:
    s = position(stage="turn_start", gems=(["topaz"], []), row=["spark"])
    skip_until(s, "draft")
    do(s, "skip")
    assert ids(s.row)[0] == "spark" and s.discard[0] == []


def test_lastly_a_player_may_add_one_source_to_the_discard_pile() -> None:
    s = start()
    do(s, "socket", "ruby")
    skip_until(s, "source")
    assert s.current_player == 0
    events = do(s, "take_source")
    assert [card_id(c) for c in s.discard[0]] == ["source"]
    assert len(s.sources) == 9 and of(events, "source")
    # At most one: the draft phase is over.
    assert s.phase == "main" and top(s) == "main"


def test_no_source_is_offered_when_the_stack_is_empty() -> None:
    s = position(stage="turn_start", hands=(["source"] * 5, ["source"] * 5))
    assert s.sources == []
    skip_until(s, "main")
    assert s.phase == "main"


def test_the_draft_phase_steps_come_in_the_rulebooks_order() -> None:
    s = _dead_position(gems=(FULL[0][:4], ["emerald", "emerald", "emerald", "ruby"]))
    seen = []
    while top(s) != "main":
        # Every one of these decisions is taken in the draft phase, the Source too.
        assert s.phase == "draft", f"{top(s)} decided in the {s.phase} phase"
        assert "draft phase" in s.status_line(["Ann", "Bo"])
        seen.append(top(s))
        s.apply(next(a for a in s.legal_actions() if a.kind == "skip"))
    assert seen == ["dead_scrap", "socket", "draft", "source"]
    assert s.phase == "main"


GEM_IDS = ["ruby", "sapphire", "emerald", "topaz", "amethyst"]


def _gem_sets(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    pool = {g: 4 for g in GEM_IDS}
    sets: list[list[str]] = []
    for _ in range(2):
        picked: list[str] = []
        for _ in range(draw(st.integers(0, 5))):
            gem = draw(st.sampled_from([g for g in GEM_IDS if pool[g] > 0]))
            pool[gem] -= 1
            picked.append(gem)
        sets.append(picked)
    return sets[0], sets[1]


@settings(max_examples=60, deadline=None)
@given(data=st.data(), row_seed=st.integers(0, 10_000))
def test_property_drafting_counts_only_gems_of_the_cards_colour(
    data: st.DataObject, row_seed: int
) -> None:
    gems = data.draw(st.composite(_gem_sets)())
    g = game()
    row = random.Random(row_seed).sample(sorted(g.gem_cards), 5)
    s = position(stage="turn_start", gems=gems, row=row, gem_deck=[])
    while top(s) in ("dead_scrap", "socket"):
        do(s, "skip")
    if top(s) != "draft":
        assert not any(gems[0].count(g.gem_cards[c].gem) >= g.gem_cards[c].requirement for c in row)
        return
    offered = [a.args[0] for a in s.legal_actions() if a.kind == "draft"]
    held = s.gems[0]
    expected = [
        i
        for i, c in enumerate(s.row)
        if c is not None
        and held.count(g.gem_cards[card_id(c)].gem) >= g.gem_cards[card_id(c)].requirement
    ]
    assert offered == expected


@settings(max_examples=60, deadline=None)
@given(data=st.data(), row_seed=st.integers(0, 10_000))
def test_property_the_dead_card_scrap_offers_exactly_the_unreachable_cards(
    data: st.DataObject, row_seed: int
) -> None:
    gems = data.draw(st.composite(_gem_sets)())
    g = game()
    row = random.Random(row_seed).sample(sorted(g.gem_cards), 5)
    s = position(stage="turn_start", gems=gems, row=row, gem_deck=[])

    def reachable(seat: int, cid: str) -> bool:
        card = g.gem_cards[cid]
        have = gems[seat].count(card.gem)
        free = 5 - len(gems[seat])
        left = 4 - gems[0].count(card.gem) - gems[1].count(card.gem)
        return have + min(free, left) >= card.requirement

    dead = [i for i, c in enumerate(row) if not reachable(0, c) and not reachable(1, c)]
    if min(len(gems[0]), len(gems[1])) < 3 or not dead:
        assert top(s) != "dead_scrap"
    else:
        assert top(s) == "dead_scrap"
        assert [a.args[0] for a in s.legal_actions() if a.kind == "dead_scrap"] == dead
