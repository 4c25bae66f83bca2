"""Views, determinizations and per-seat events: each seat sees what the cardboard table
shows it, and nothing more (rules.md ruling 11, 19, 20; DESIGN, "the core protocol")."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.events import Event
from game.engines.gemwielders.cards import card_id
from game.engines.gemwielders.state import GemState, _deal_hidden
from tests.gemwielders import invariants
from tests.gemwielders.helpers import (
    do,
    finish_turn,
    game,
    ids,
    new,
    next_turn,
    of,
    position,
    start,
    top,
)

PRIVATE = {"draw", "look", "take", "put_back", "peek"}


def sampled(seed: int, every: int = 6) -> Iterator[GemState]:
    s = new(seed)
    rng = random.Random(seed + 100)
    i = 0
    while not s.is_over:
        if i % every == 0:
            yield s.clone()
        s.apply(rng.choice(s.legal_actions()), check=False)
        i += 1
    yield s


def _state_after(seed: int, steps: int) -> GemState:
    s = new(seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()), check=False)
    return s


# --- what a view shows ----------------------------------------------------------------------


def test_a_view_never_shows_the_opponents_hand() -> None:
    s = start(("sword", "staff"))
    for seat in (0, 1):
        v = s.view(seat)
        assert v.hand[seat] == s.hand[seat]
        assert v.hand[1 - seat] == [None] * 5


def test_a_view_never_shows_a_deck_order_not_even_the_own() -> None:
    s = start(("sword", "staff"))
    for seat in (0, 1):
        v = s.view(seat)
        assert v.deck[0] == [None] * 7 and v.deck[1] == [None] * 7


def test_a_view_never_shows_the_gem_card_deck() -> None:
    s = start()
    for seat in (0, 1):
        v = s.view(seat)
        assert v.gem_deck == [None] * len(s.gem_deck)
        assert v.row == s.row and v.sources == s.sources


def test_a_view_shows_the_own_defense_setup_and_not_the_opponents() -> None:
    s = position(bearers=("sword", "staff"), defense=(["parry", "riposte"], ["ward"]))
    v = s.view(0)
    assert ids(v.defense[0]) == ["parry", "riposte"]
    assert v.defense[1] == [None]


def test_what_is_public_is_in_every_view() -> None:
    s = position(
        bearers=("sword", "staff"),
        discards=(["parry"], ["ward"]),
        mods=(["lightning_rod"], []),
        gems=(["topaz", "topaz"], ["ruby"]),
        power=(3, 1),
        life=(44, 47),
    )
    for seat in (0, 1):
        v = s.view(seat)
        assert (v.life, v.power, v.gems, v.discard, v.mods) == (
            s.life,
            s.power,
            s.gems,
            s.discard,
            s.mods,
        )
        assert [len(h) for h in v.hand] == [len(h) for h in s.hand]
        assert [len(d) for d in v.deck] == [len(d) for d in s.deck]


def test_the_cards_looked_at_with_intuition_are_the_lookers_only() -> None:
    s = position(
        bearers=("hammer", "sword"),
        hands=(["intuition"], []),
        decks=(["pound", "brace", "iron_haft", "tremor"], None),
    )
    events = do(s, "play", "intuition")
    assert top(s) == "look"
    assert ids(s.view(0).looking[0]) == ["tremor", "iron_haft", "brace"]
    assert s.view(1).looking[0] == [None] * 3
    (look,) = of(events, "look")
    assert look.visible_to == frozenset({0})
    red = look.for_seat(1)
    assert red is not None and "Tremor" not in red.text and "cards" not in red.data


# --- peeked and returned cards stay known ------------------------------------------------------


def _peeked() -> GemState:
    s = position(
        bearers=("sword", "staff"),
        hands=(["glimpse"], []),
        defense=([], ["ward", "runic_barrier", "ward", "ward"]),
        decks=(["parry"], None),
    )
    do(s, "play", "glimpse")
    do(s, "peek", 1)
    do(s, "peek", 3)
    return s


def test_a_peeked_defense_card_stays_known_in_the_view() -> None:
    s = _peeked()
    assert ids(s.view(0).defense[1]) == [None, "runic_barrier", None, "ward"]
    assert ids(s.view(1).defense[1]) == ["ward", "runic_barrier", "ward", "ward"]
    finish_turn(s)
    assert ids(s.view(0).defense[1]) == [None, "runic_barrier", None, "ward"]


def test_a_peeked_defense_card_stays_put_in_every_determinization() -> None:
    s = _peeked()
    known = s.defense[1][1], s.defense[1][3]
    seen_first = set()
    for i in range(20):
        world = s.determinize(0, random.Random(i))
        assert (world.defense[1][1], world.defense[1][3]) == known
        seen_first.add(world.defense[1][0])
        invariants.check(world)
    assert len(seen_first) > 1, "the unpeeked positions are resampled"


def _frost_ward_paid_back() -> tuple[GemState, str]:
    """Seat 1's Frost Ward paid back into hand in seat 0's attack: the opponent saw the
    card go into that hand (ruling 20)."""
    s = position(
        bearers=("sword", "staff"),
        stage="attack",
        hands=(["slash"], ["ward", "ward", "channel"]),
        defense=([], ["frost_ward"]),
        power=(0, 1),
    )
    do(s, "attack_with", "slash")
    do(s, "announce")
    do(s, "pay", True)
    return s, next(c for c in s.hand[1] if card_id(c) == "frost_ward")


def test_a_card_returned_to_hand_stays_known_in_view_and_determinization() -> None:
    s, inst = _frost_ward_paid_back()
    assert inst in s.view(0).hand[1]
    for i in range(10):
        world = s.determinize(0, random.Random(i))
        assert inst in world.hand[1]
        assert world.hand[1].index(inst) == s.hand[1].index(inst)


def _frost_ward_back_in_hand() -> tuple[GemState, str]:
    """The Frost Ward paid back, then seat 1's own main phase."""
    s, inst = _frost_ward_paid_back()
    next_turn(s, 1)
    assert inst in s.hand[1] and inst in s.view(0).hand[1]
    return s, inst


def test_a_known_card_put_face_down_is_hidden_again() -> None:
    """Rulings 11 and 20: which card left the hand for the setup cannot be seen, so the
    Frost Ward the opponent saw come back is neither named in the log nor shown in the
    setup, and the worlds the opponent samples put other cards in its place."""
    s, inst = _frost_ward_back_in_hand()
    events = do(s, "defend", "frost_ward")
    placed = of(events, "defend")[0]
    assert "Frost Ward" not in placed.for_seat(0).text
    assert "Frost Ward" in placed.for_seat(1).text
    assert s.view(0).defense[1] == [None]
    assert inst not in s.view(0).hand[1]
    worlds = {s.determinize(0, random.Random(i)).defense[1][0] for i in range(20)}
    assert len(worlds) > 1, "the placed card is sampled, not known"


def test_placing_another_card_hides_the_known_one_in_hand_too() -> None:
    """Had the Frost Ward stayed shown in hand, the opponent would learn that the card
    just placed was not it."""
    s, inst = _frost_ward_back_in_hand()
    do(s, "defend", "ward")
    assert inst in s.hand[1]
    assert s.view(0).hand[1].count(None) == len(s.hand[1])
    assert s.view(1).hand[1] == s.hand[1]


def test_cards_put_back_with_intuition_are_known_to_their_owner_only() -> None:
    s = position(
        bearers=("hammer", "sword"),
        hands=(["intuition"], []),
        decks=(["pound", "brace", "iron_haft", "tremor"], None),
    )
    do(s, "play", "intuition")
    do(s, "take", "tremor")
    do(s, "put_back", "iron_haft")
    top_two = s.deck[0][-2:]
    for i in range(10):
        mine = s.determinize(0, random.Random(i))
        assert mine.deck[0][-2:] == top_two
    theirs = {tuple(s.determinize(1, random.Random(i)).deck[0]) for i in range(10)}
    assert len(theirs) > 1


# --- determinization ---------------------------------------------------------------------------


def test_determinization_keeps_the_view_and_the_legal_actions() -> None:
    rng = random.Random(7)
    for seed in range(4):
        for state in sampled(seed):
            for seat in (0, 1):
                view = state.view(seat)
                for source in (state, view):
                    world = source.determinize(seat, rng)
                    invariants.check(world)
                    assert world.view(seat).snapshot() == view.snapshot()
                    if state.current_player == seat:
                        assert world.legal_actions() == state.legal_actions()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 400), salt=st.integers(0, 99))
def test_determinization_property(seed: int, steps: int, salt: int) -> None:
    s = _state_after(seed, steps)
    before = s.state_hash()
    for seat in (0, 1):
        view = s.view(seat)
        world = view.determinize(seat, random.Random(salt))
        invariants.check(world)
        assert world.view(seat).snapshot() == view.snapshot()
        if s.current_player == seat:
            assert world.legal_actions() == s.legal_actions()
        # Everything the seat cannot see is a real card, and nothing it can see moved.
        assert None not in world.gem_deck and None not in world.hand[1 - seat]
    assert s.state_hash() == before, "view()/determinize() changed the game"


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(5, 300))
def test_a_determinized_world_plays_on_to_a_legal_end(seed: int, steps: int) -> None:
    s = _state_after(seed, steps)
    if s.is_over:
        return
    seat = s.current_player
    assert seat is not None
    world = s.determinize(seat, random.Random(seed))
    rng = random.Random(steps)
    n = 0
    while not world.is_over:
        world.apply(rng.choice(world.legal_actions()))
        invariants.check(world)
        n += 1
        assert n < 5000


def test_determinization_resamples_the_hidden_cards() -> None:
    s = start(("sword", "staff"))
    worlds = [s.determinize(0, random.Random(i)) for i in range(10)]
    assert len({tuple(w.hand[1]) for w in worlds}) > 1
    # Drawn from the opponent's own unseen cards: its hand and deck together.
    unseen = sorted(map(str, [*s.hand[1], *s.deck[1]]))
    assert all(sorted(map(str, [*w.hand[1], *w.deck[1]])) == unseen for w in worlds)
    rows = {tuple(s.determinize(0, random.Random(i)).gem_deck[-3:]) for i in range(10)}
    assert len(rows) > 1


def test_a_reshuffled_deck_is_sampled_only_from_the_pile_that_was_shuffled() -> None:
    """After a reshuffle both players know the new deck is the old discard pile. Sampled
    worlds put the opponent's hand and deck cards in one pool and dealt the deck from
    it, so the AI imagined a rival drawing back the cards it had just played, and holding
    the ones it had just shuffled away."""
    checked = mixed = 0
    for seed in range(12):
        s = new(seed)
        rng = random.Random(seed)
        while not s.is_over and checked < 40:
            events = s.apply(rng.choice(s.legal_actions()), check=False)
            for e in events:
                if e.kind != "shuffle" or e.seat is None:
                    continue
                other = e.seat
                pool = s.deck_pool[other]
                assert pool is not None and set(map(str, s.deck[other])) <= pool
                # Hidden from the seat watching, and not among the cards that can be in
                # the deck: in every world such a card is in the hand or the defense.
                held = [c for c in s.hand[other] if c not in pool and c not in s.exposed[other]]
                for i in range(5):
                    world = s.view(1 - other).determinize(1 - other, random.Random(i))
                    invariants.check(world)
                    assert set(map(str, world.deck[other])) <= pool
                    kept = {*world.hand[other], *world.defense[other]}
                    assert set(held) <= set(map(str, kept))
                checked += 1
                mixed += bool(held)
    assert checked >= 40 and mixed >= 10


def test_a_sampled_defense_is_as_likely_as_the_whole_deals_it_allows() -> None:
    """Five cards left in the rival's deck, all from the six-card pile it shuffled (one
    of them a defense card), and one face-down defense card that may be that one or one
    of two older ones: 12 of the 13 ways to deal it put an older card in the defense.
    Filling the defense first put the pile's card there a third of the time."""
    pool = frozenset({"x", "p1", "p2", "p3", "p4", "p5"})
    guards = {"x", "a", "b"}
    rng = random.Random(5)
    trials = 13_000
    hits = 0
    for _ in range(trials):
        theirs = ["x", "p1", "p2", "p3", "p4", "p5", "a", "b", "h"]
        rng.shuffle(theirs)
        defense, deck, rest = _deal_hidden(theirs, guards, pool, 1, 5, rng)
        assert set(deck) <= pool and len(deck) == 5 and defense[0] in guards
        assert sorted([*defense, *deck, *rest]) == sorted(theirs)
        hits += defense == ["x"]
    assert 0.06 < hits / trials < 0.095  # 1/13 = 0.077


def test_determinization_before_the_weapon_decks_are_dealt() -> None:
    s = new(3)
    do(s, "bearer", "hammer")
    world = s.determinize(1, random.Random(0))
    assert world.deck == [[], []] and world.hand == [[], []]
    invariants.check(world)


def test_views_and_determinizations_do_not_share_the_real_rng() -> None:
    s = start()
    assert s.view(0).rng.getstate() != s.rng.getstate()
    assert s.determinize(0, random.Random(1)).rng.getstate() != s.rng.getstate()


def test_a_view_of_a_view_is_the_same_view() -> None:
    for state in sampled(11, every=25):
        for seat in (0, 1):
            v = state.view(seat)
            assert v.view(seat).snapshot() == v.snapshot()


# --- events per seat -------------------------------------------------------------------------


def _names(e: Event) -> set[str]:
    g = game()
    insts = list(e.data.get("cards", [])) + ([e.data["card"]] if "card" in e.data else [])
    return {g.defs[card_id(str(c))].name for c in insts}


def _check_redaction(e: Event) -> None:
    assert e.seat is not None and e.visible_to == frozenset({e.seat})
    red = e.for_seat(1 - e.seat)
    if red is None:
        return
    assert "card" not in red.data and "cards" not in red.data
    # Parenthesised parts name the public cause ("(Adrenaline)", "(card 2)").
    bare = re.sub(r"\([^)]*\)", "", red.text)
    for name in _names(e):
        assert name not in bare, f"{red.text!r} names {name}"


def test_events_for_the_other_seat_redact_every_hidden_card() -> None:
    private_seen: set[str] = set()
    for seed in range(30):
        s = new(seed)
        rng = random.Random(seed * 3 + 1)
        while not s.is_over:
            action = rng.choice(s.legal_actions())
            for e in s.apply(action, check=False):
                if e.kind in PRIVATE:
                    private_seen.add(e.kind)
                    _check_redaction(e)
                elif e.kind == "defend":  # even a card the opponent knew (rulings 11, 20)
                    _check_redaction(e)
                else:
                    assert e.visible_to is None, f"{e.kind} is hidden from someone"
    assert private_seen >= {"draw", "look", "take", "put_back", "peek"}


def test_a_defense_card_added_face_down_is_told_as_a_card() -> None:
    s = position(bearers=("sword", "staff"), hands=(["riposte"], []))
    (e,) = of(do(s, "defend", "riposte"), "defend")
    red = e.for_seat(1)
    assert red is not None and "Riposte" not in red.text and "a card face down" in red.text
    assert e.for_seat(0) is e and "Riposte" in e.text


def test_a_draw_is_told_to_the_opponent_as_a_number_of_cards() -> None:
    s = position(bearers=("staff", "sword"), hands=(["channel"], []), power=(2, 0))
    events = do(s, "play", "channel") + do(s, "pay", True)
    draws = of(events, "draw")
    assert len(draws) == 2
    for e in draws:
        red = e.for_seat(1)
        assert red is not None and red.data == {"seat": 0, "count": 1}
        assert red.text == "Player 1 draws a card (Channel)"


def test_a_peek_is_told_to_the_defender_without_the_cards() -> None:
    s = position(
        bearers=("sword", "staff"),
        hands=(["glimpse"], []),
        defense=([], ["ward", "runic_barrier"]),
    )
    events = do(s, "play", "glimpse")
    (peek,) = of(events, "peek")
    red = peek.for_seat(1)
    assert red is not None and red.data["positions"] == [0, 1]
    assert "Runic Barrier" not in red.text and "Runic Barrier" in peek.text
