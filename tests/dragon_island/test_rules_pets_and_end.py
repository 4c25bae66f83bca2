"""The five pet powers, losing a pet, and the end of the game with its tie-breaks."""

from __future__ import annotations

import random

from game.engines.dragon_island.hexes import ORIGIN, neighbours
from tests.dragon_island.helpers import at_step, do, give, kinds, new, play_random, put_tile

BLUE, GREEN, RED, WHITE, GOLD = range(5)


def _ring(s):  # type: ignore[no-untyped-def]
    for h, c in zip(
        neighbours(ORIGIN), ["red", "blue", "green", "white", "gold", "red"], strict=True
    ):
        put_tile(s, h, c, "build")


def _pet(s, seat, ci):  # type: ignore[no-untyped-def]
    s.pets[seat][ci] = 3
    s.bank -= 3
    s.dragon_supply[ci] -= 1


def _stand(s, seat, h, step="action"):  # type: ignore[no-untyped-def]
    s.wizards[seat] = h
    s.moved = True
    return at_step(s, step, seat)


def test_white_pet_builds_for_one_less() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "blue"
    _ring(s)
    give(s, seat, "red", 4)
    _stand(s, seat, (1, 0))
    assert "build" not in kinds(s)
    _pet(s, seat, WHITE)
    _stand(s, seat, (1, 0))
    assert "build" in kinds(s)


def test_red_pet_captures_for_one_less_and_discounts_stack() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "red"
    _ring(s)
    _pet(s, seat, RED)
    give(s, seat, "red", 8)  # 10 - 1 terrain - 1 red pet
    s.dragons[(1, 0)] = ("red", "red")
    s.dragon_supply[RED] -= 2
    _stand(s, seat, (1, 0), "deal")
    do(s, "capture")
    assert s.cubes[seat][RED] == 0 and s.fame[seat] == 3


def test_gold_pet_adds_a_fame_to_each_treasure_found() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "gold")
    put_tile(s, (2, 0), "red")
    put_tile(s, (2, -1), "red")
    put_tile(s, (1, -1), "green")
    _pet(s, seat, GOLD)
    s.maps[seat] = ["M36"]
    _stand(s, seat, (1, 0), "map")
    do(s, "play_map", "M36")
    assert s.fame[seat] == 4


def test_blue_pet_draws_three_maps_and_keeps_two() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "green", "map", "tower_green")
    _pet(s, seat, BLUE)
    before = len(s.maps[seat])
    _stand(s, seat, (1, 0))
    assert "Draw 3 Treasure Maps and keep 2" in [a.label for a in s.legal_actions()]
    do(s, "draw_maps")
    assert len(s.drawn) == 3
    s.apply(s.legal_actions()[0])
    assert len(s.legal_actions()) == 2
    s.apply(s.legal_actions()[0])
    assert len(s.maps[seat]) == before + 2
    assert s.map_known[-1] == 1 << seat
    assert s.stack.top is None or s.stack.top.kind != "keep_map"


def test_green_pet_has_the_bank_add_a_gold_when_taming() -> None:
    s = new(2)
    seat = s.turn_player
    _ring(s)
    _pet(s, seat, GREEN)
    give(s, seat, "gold", 2)
    s.dragons[(1, 0)] = ("red",)
    s.dragon_supply[RED] -= 1
    bank = s.bank
    _stand(s, seat, (1, 0), "deal")
    do(s, "tame", "red")
    assert s.gold[seat] == 0 and s.pets[seat][RED] == 3 and s.bank == bank - 1


def test_a_pet_whose_gold_is_gone_is_lost_and_its_dragon_freed() -> None:
    s = new(2)
    seat = s.turn_player
    other = 1 - seat
    _pet(s, other, RED)
    s.pets[other][RED] = 1
    s.bank += 2
    s.hands[seat] = ["T31"]
    for place in (s.bag, s.removed):
        if "T31" in place:
            place.remove("T31")
    if "T31" in s.hands[other]:
        s.hands[other].remove("T31")
    at_step(s, "place", seat)
    do(s, "place", "T31", 0, 1, 0)  # a Storm
    assert s.pets[other][RED] == 0 and s.dragon_supply[RED] == 10
    assert s.final_score(other) == s.fame[other]


def test_a_pet_gives_its_flight_only_while_owned() -> None:
    s = new(2)
    seat = s.turn_player
    _ring(s)
    put_tile(s, (2, 0), "green")
    put_tile(s, (3, 0), "green")
    put_tile(s, (4, -1), "white")
    put_tile(s, (4, 0), "white")
    put_tile(s, (5, -1), "blue")
    s.wizards[seat] = (0, 1)
    dests = {a.args for a in at_step(s, "move_wizard", seat).legal_actions()}
    assert (5, -1) not in dests
    _pet(s, seat, WHITE)
    dests = {a.args for a in at_step(s, "move_wizard", seat).legal_actions()}
    assert (5, -1) in dests


def test_the_game_ends_after_the_turn_that_placed_the_last_tile() -> None:
    s = new(2, seed=4)
    play_random(s, random.Random(4), check=False)
    assert s.is_over and s.current_player is None and not s.legal_actions()
    last = s.turn_player
    assert last == (s.first_player + 1) % 2  # the last seat in turn order placed the last


def test_score_is_fame_plus_gold_left_on_pet_cards() -> None:
    s = new(2)
    s.fame = [7, 9]
    s.pets[0][RED] = 3
    s.pets[0][BLUE] = 1
    assert s.final_score(0) == 11 and s.final_score(1) == 9


def test_ties_go_to_more_dragon_colours_captured_then_more_gold() -> None:
    s = new(2)
    s.over = True
    s.fame = [8, 8]
    s.captured = [0b11, 0b1]
    assert s.winners == [0]
    s.captured = [0b1, 0b1]
    s.gold = [1, 4]
    assert s.winners == [1]
    s.gold = [4, 4]
    assert s.winners == [0, 1]
