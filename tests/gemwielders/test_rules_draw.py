"""The draw phase and the deck (rulebook, "Draw Phase" and the glossary's Deck, Discard and
Scrap): readying, drawing up to five, the discard pile shuffled into a new deck whenever
the deck is needed and empty (also in the middle of an effect), and scrapping."""

from __future__ import annotations

from game.engines.gemwielders.cards import card_id
from tests.gemwielders import invariants
from tests.gemwielders.helpers import (
    do,
    finish_turn,
    has,
    ids,
    next_turn,
    of,
    position,
    skip_until,
    top,
)


def test_the_draw_phase_readies_the_players_modifications_and_gembearer() -> None:
    s = position(bearers=("staff", "sword"), mods=(["lightning_rod", "tome_of_currents"], []))
    do(s, "wield")
    do(s, "use", "lightning_rod")
    assert s.bearer_used[0] and s.mods[0][0] in s.used
    finish_turn(s)
    assert not s.bearer_used[0] and not s.used & set(s.mods[0])


def test_the_draw_phase_readies_only_the_own_side() -> None:
    s = position(bearers=("staff", "sword"), mods=([], ["lightning_rod"]), power=(0, 3))
    s.bearer_used[1] = True  # set to used by an effect (Soul Siphon) this turn
    s.used.add(s.mods[1][0])
    finish_turn(s)
    assert s.turn_player == 1
    assert s.bearer_used[1] and s.mods[1][0] in s.used
    # In its own main phase that turn, neither can be used.
    skip_until(s, "main")
    assert s.current_player == 1 and not has(s, "use") and not has(s, "wield")
    finish_turn(s)
    next_turn(s, 1)
    assert has(s, "use") and has(s, "wield")


def test_the_draw_phase_draws_until_the_hand_holds_five() -> None:
    s = position(hands=(["brace", "pound"], []))
    events = finish_turn(s)
    assert len(s.hand[0]) == 5
    (draw,) = [e for e in of(events, "draw") if e.data["seat"] == 0]
    assert len(draw.data["cards"]) == 3


def test_a_hand_of_five_or_more_draws_nothing_and_discards_nothing() -> None:
    s = position(bearers=("hammer", "sword"), hands=(["brace"] * 4 + ["iron_haft", "momentum"], []))
    events = finish_turn(s)
    assert len(s.hand[0]) == 6
    assert not [e for e in of(events, "draw") if e.data["seat"] == 0]
    assert not of(events, "discard")


def test_oracles_eye_makes_the_draw_phase_draw_up_to_six() -> None:
    s = position(hands=(["brace"], []), mods=(["oracles_eye"], []))
    finish_turn(s)
    assert len(s.hand[0]) == 6


def test_an_empty_deck_is_replaced_by_the_shuffled_discard_pile() -> None:
    discard = ["pound", "pound", "brace", "brace", "iron_haft", "tremor", "momentum"]
    s = position(hands=(["heavy_swing"], []), decks=([], None), discards=(discard, []))
    events = finish_turn(s)
    (shuffle,) = [e for e in of(events, "shuffle") if e.data["seat"] == 0]
    assert shuffle.data["count"] == 7
    assert len(s.hand[0]) == 5 and len(s.deck[0]) == 3 and s.discard[0] == []
    invariants.check(s)


def test_the_deck_runs_through_before_the_discard_pile_is_shuffled() -> None:
    s = position(
        hands=(["heavy_swing"], []),
        decks=(["pound", "brace"], None),
        discards=(["iron_haft", "tremor", "momentum"], []),
    )
    events = finish_turn(s)
    (draw,) = [e for e in of(events, "draw") if e.data["seat"] == 0]
    drawn = ids(draw.data["cards"])
    assert len(drawn) == 4 and drawn[:2] == ["brace", "pound"]  # the old deck, top first
    assert set(drawn[2:]) <= {"iron_haft", "momentum", "tremor"}
    assert len(s.hand[0]) == 5 and len(s.deck[0]) == 1


def test_the_discard_pile_is_shuffled_in_the_middle_of_adrenaline() -> None:
    s = position(
        hands=(["adrenaline"], []),
        decks=([], None),
        discards=(["iron_haft"], []),
    )
    events = do(s, "play", "adrenaline")
    assert of(events, "shuffle")
    assert ids(s.hand[0]) == ["iron_haft"]
    # Adrenaline was on the table while it resolved: it was not shuffled in.
    assert ids(s.discard[0]) == ["adrenaline"] and s.deck[0] == []


def test_the_defenders_reshuffle_mid_attack_leaves_out_the_cards_of_the_attack() -> None:
    """Rulebook: "the discard pile is shuffled and becomes your next deck", and the
    revealed defense cards and attack cards go to the discard piles only after the Hit or
    Miss effects: Tidal Guard's "Miss: draw 1 card" shuffles the old discard pile alone."""
    s = position(
        bearers=("sword", "staff"),
        stage="attack",
        hands=(["slash"], ["staff_strike"]),
        defense=([], ["tidal_guard", "ward"]),
        decks=(None, []),
        discards=([], ["ward", "channel"]),
    )
    old_discard = set(s.discard[1])
    revealed = list(s.defense[1])
    (slash,) = s.hand[0]
    events = do(s, "attack_with", "slash") + do(s, "announce")
    assert of(events, "miss")
    (shuffle,) = of(events, "shuffle")
    assert shuffle.data == {"seat": 1, "count": 2}
    (draw,) = [e for e in of(events, "draw") if e.data["seat"] == 1]
    (drawn,) = draw.data["cards"]
    # The new deck was the old discard pile: one card drawn, the other its whole deck.
    assert drawn in old_discard and set(s.deck[1]) == old_discard - {drawn}
    assert ids(s.hand[1]) == ["staff_strike", card_id(drawn)]
    # The attack's cards went to the discard piles afterwards.
    assert s.discard[1] == revealed and slash in s.discard[0]
    invariants.check(s)


def test_the_discard_pile_is_shuffled_in_the_middle_of_intuition() -> None:
    s = position(
        hands=(["intuition"], []),
        decks=(["pound"], None),
        discards=(["brace", "brace"], []),
    )
    events = do(s, "play", "intuition")
    # Pound, then the deck is empty: the discard pile becomes the deck for the other two.
    assert of(events, "shuffle")
    assert top(s) == "look" and sorted(ids(s.looking[0])) == ["brace", "brace", "pound"]
    while top(s) == "look":
        s.apply(s.legal_actions()[0])
    assert len(s.hand[0]) == 1 and len(s.deck[0]) == 2
    assert ids(s.discard[0]) == ["intuition"]


def test_draws_with_an_empty_deck_and_discard_pile_are_skipped() -> None:
    s = position(hands=(["pound"], []), decks=(["brace"], None))
    finish_turn(s)
    assert ids(s.hand[0]) == ["pound", "brace"]
    invariants.check(s)


def test_a_scrapped_card_is_removed_from_the_game() -> None:
    s = position(hands=(["purge", "pound"], []), decks=([], None), discards=(["brace"], []))
    do(s, "play", "purge")
    assert top(s) == "scrap"
    do(s, "scrap", "hand", "pound")
    assert ids(s.scrap)[-1] == "pound"
    # The draw after it reshuffles the discard pile; the scrapped card is not in it.
    assert "pound" not in ids([*s.hand[0], *s.deck[0], *s.discard[0]])
    invariants.check(s)


def test_a_scrapped_source_returns_to_the_stack_of_sources() -> None:
    s = position(hands=(["purge"], []), discards=(["source"], []))
    inst = s.discard[0][0]
    events = do(s, "play", "purge")
    events += do(s, "scrap", "discard", "source")
    assert inst in s.sources and inst not in s.scrap and inst not in s.owner
    assert len(s.sources) == 10
    assert "returns to the stack" in of(events, "scrap")[0].text
    assert [card_id(c) for c in s.discard[0]] == ["purge"]
