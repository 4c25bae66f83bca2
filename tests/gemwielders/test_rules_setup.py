"""Setting up a game, in the rulebook's order (rulebook, "Setting Up a Game")."""

from __future__ import annotations

from collections import Counter

from game.engines.gemwielders.cards import card_id
from tests.gemwielders import invariants
from tests.gemwielders.helpers import do, game, ids, kinds, new, of, start, top
from tests.gemwielders.helpers import seed_with_first as seed_of


def test_both_players_start_at_50_life_and_without_power() -> None:
    for seed in range(5):
        s = new(seed)
        assert s.life == [50, 50] and s.power == [0, 0]
        s = start(("staff", "bow"), first=seed % 2)
        assert s.life == [50, 50] and s.power == [0, 0]


def test_player_1_is_determined_at_random() -> None:
    firsts = Counter(new(seed).first for seed in range(40))
    assert set(firsts) == {0, 1}
    assert min(firsts.values()) >= 10


def test_player_1_selects_a_gembearer_followed_by_player_2() -> None:
    for first in (0, 1):
        s = new(seed_of(first))
        assert top(s) == "bearer" and s.current_player == first
        assert len(s.legal_actions()) == 4
        do(s, "bearer", "staff")
        assert top(s) == "bearer" and s.current_player == 1 - first
        assert s.bearer[first] == "staff"


def test_each_gembearer_is_wielded_once() -> None:
    s = new(seed_of(0))
    do(s, "bearer", "bow")
    offered = [a.args[0] for a in s.legal_actions()]
    assert offered == ["hammer", "sword", "staff"]


def test_no_weapon_card_is_dealt_before_both_gembearers_are_chosen() -> None:
    s = new(2)
    do(s, "bearer", "hammer")
    assert s.deck == [[], []] and s.hand == [[], []] and s.row == []
    invariants.check(s)


def test_weapon_decks_are_the_gembearers_cards_shuffled_face_down() -> None:
    g = game()
    orders = set()
    for seed in range(6):
        s = start(("sword", "hammer"), first=seed % 2, seed=seed_of(seed % 2, seed * 10))
        for seat, bearer in enumerate(("sword", "hammer")):
            mine = sorted(str(c) for c in [*s.deck[seat], *s.hand[seat]])
            assert mine == sorted(g.weapon_insts[bearer])
            assert all(s.owner[c] == seat for c in mine)
        orders.add(tuple(ids(s.deck[0] + s.hand[0])))
    assert len(orders) > 1, "the weapon deck is not shuffled"


def test_both_players_draw_five_cards_from_their_decks() -> None:
    s = start(("bow", "staff"))
    assert [len(h) for h in s.hand] == [5, 5]
    assert [len(d) for d in s.deck] == [7, 7]


def test_the_gem_pool_holds_every_gem() -> None:
    s = start()
    assert s.pool == {g: 4 for g in ("ruby", "sapphire", "emerald", "topaz", "amethyst")}
    assert s.gems == [[], []]


def test_the_gem_cards_are_shuffled_into_one_face_down_deck() -> None:
    g = game()
    orders = set()
    for seed in range(5):
        s = start(first=seed % 2, seed=seed_of(seed % 2, seed * 10))
        every = [*s.row, *s.gem_deck]
        assert sorted(map(str, every)) == sorted(g.gem_insts) and len(every) == 60
        orders.add(tuple(ids(s.gem_deck)))
    assert len(orders) == 5


def test_the_sources_lie_face_up_beside_the_gem_card_deck() -> None:
    s = start()
    assert len(s.sources) == 10
    assert all(card_id(c) == "source" for c in s.sources)
    assert not any(card_id(str(c)) == "source" for c in s.gem_deck)


def test_five_cards_are_dealt_face_up_as_the_draft_row() -> None:
    s = new(seed_of(0))
    do(s, "bearer", "hammer")
    events = do(s, "bearer", "sword")
    assert len(s.row) == 5 and len(s.gem_deck) == 55
    (row,) = of(events, "row")
    assert row.visible_to is None and row.data["row"] == s.row


def test_player_2_may_send_the_row_back_and_deal_again_once() -> None:
    for first in (0, 1):
        s = new(seed_of(first))
        do(s, "bearer", "hammer")
        do(s, "bearer", "sword")
        assert top(s) == "redeal" and s.current_player == 1 - first
        before = list(s.row)
        events = do(s, "redeal", True)
        assert of(events, "redeal") and of(events, "row")
        assert s.row != before and len(s.row) == 5 and len(s.gem_deck) == 55
        assert sorted(map(str, [*s.row, *s.gem_deck])) == sorted(game().gem_insts)
        # Once only: the next decision is Player 1's first turn.
        assert "redeal" not in kinds(s)
        assert s.turns == 1 and s.current_player == first


def test_player_2_may_keep_the_row() -> None:
    s = new(seed_of(1))
    do(s, "bearer", "bow")
    do(s, "bearer", "staff")
    before, deck = list(s.row), list(s.gem_deck)
    do(s, "redeal", False)
    assert s.row == before and s.gem_deck == deck


def test_player_1_has_the_first_turn_and_turns_alternate() -> None:
    for first in (0, 1):
        s = start(first=first)
        assert s.turns == 1 and s.turn_player == first and s.phase == "draft"
        seen = []
        while s.turns < 5:
            if s.turn_player not in seen[-1:]:
                seen.append(s.turn_player)
            legal = s.legal_actions()
            s.apply(
                next((a for a in legal if a.kind in ("skip", "end_main", "no_attack")), legal[0])
            )
        assert seen == [first, 1 - first, first, 1 - first]
