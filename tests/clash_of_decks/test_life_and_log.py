"""Life as the game's score (the game-over chart), the top bar's phase line, and log
lines a player reads naturally (a 0-attack blow, one space or several)."""

from __future__ import annotations

import random

from game.core.actions import Action
from tests.clash_of_decks.helpers import B, act, assault, game, kinds, position

NAMES = ["Ann", "Bo"]
OPP_HAND = 3


def test_life_counts_the_bastion_and_the_fort_behind_it() -> None:
    s = position([[B, 5], ["grrr", "gnome", B, "ogre"]])
    # Seat 0: 5 cards right of the Bastion, and the Fort would have all 5 behind it.
    # Seat 1: 1 card right of the Bastion, then the Fort with the 3 other cards.
    assert s.scores == [10.0, 4.0]
    s = position([[B, 5], ["grrr", B, "gnome", "ogre"]], fort=(False, True))
    assert s.scores == [10.0, 2.0]  # a Fort is the last life: only the cards right of it


def test_the_blow_that_breaks_the_bastion_lowers_life_by_what_it_did() -> None:
    s = position([[B, "baron"], ["grrr", "gnome", B, "ogre"]], [[["zombie"], []], [[], []]])
    before = s.scores[1]
    events = assault(s)  # Zombie hits for 3; one space was left, the rest is lost
    assert s.fort[1] and kinds(events, "bastion_destroyed")
    assert s.scores[1] == before - 1


def test_playing_from_the_right_of_the_bastion_costs_life_and_from_the_left_does_not() -> None:
    s = position([["zombie", B, "grrr", 2], OPP_HAND], mana=10)
    before = s.scores[0]
    act(s, "summon", "zombie", 0)
    assert s.scores[0] == before - 1  # the Fort has one card fewer behind it
    before = s.scores[0]
    act(s, "summon", "grrr", 0)
    assert s.scores[0] == before - 2  # one space less for the Bastion and for the Fort


def test_scores_are_public_tell_the_game_and_the_loser_ends_at_zero() -> None:
    g = game()
    for seed in range(6):
        s = g.new_state(2, seed)
        rng = random.Random(seed)
        assert s.scores == [0.0, 0.0]  # nothing drafted yet
        seen = {tuple(s.scores)}
        while not s.is_over:
            for seat in (0, 1):
                assert s.view(seat).scores == s.scores
            was_draft = s.in_draft
            s.apply(rng.choice(s.legal_actions()))
            if was_draft and not s.in_draft:
                hand = g.setup.hand_size
                assert s.scores == [2.0 * hand, 2.0 * hand]
            assert min(s.scores) >= 0
            seen.add(tuple(s.scores))
        loser = 1 - s.winners[0]
        assert s.scores[loser] == 0.0 and s.scores[1 - loser] > 0
        assert s.returns() == [0.0 if seat == loser else 1.0 for seat in (0, 1)]
        assert len(seen) > 10, "life moved only a few times in a whole game"


def test_the_winner_comes_from_the_fort_not_from_the_scores() -> None:
    # The Fort falls with the loser still holding many cards left of it: the winner is
    # the other seat even though the loser's hand is the longer one.
    s = position(
        [[B, "baron"], ["grrr", "gnome", "ogre", B, "shaman"]],
        [[["zombie"], []], [[], []]],
        fort=(False, True),
    )
    assault(s)
    assert s.is_over and s.winners == [0] and s.returns() == [1.0, 0.0]
    assert s.scores == [2.0, 0.0]


def test_a_zero_attack_blow_says_no_damage_and_moves_nothing() -> None:
    s = position([[B, 3], [B, 4]], [[["vortex"], []], [[], []]])
    events = assault(s)
    (attack,) = kinds(events, "attack")
    assert attack.text == "Vortex attacks Player 2's Bastion for no damage"
    assert not kinds(events, "stronghold_hit")
    assert s.hands[1].index(B) == 0
    s = position([[B, 3], [B, 4]], [[["vortex"], []], [["baron"], []]])
    (attack,) = kinds(assault(s), "attack")
    assert attack.text == "Vortex attacks Baron for no damage"


def test_log_lines_count_spaces_in_the_right_number() -> None:
    s = position([[B, 3], [B, 6]], [[["grrr"], ["zombie"]], [[], []]])
    hits = [e.text for e in kinds(assault(s), "stronghold_hit")]
    assert hits == [
        "Player 2's Bastion moves 1 space right",
        "Player 2's Bastion moves 3 spaces right",
    ]
    s = position([[B, 3], ["grrr", B, "gnome"]], [[["brute"], []], [[], []]])
    (hit,) = kinds(assault(s), "stronghold_hit")
    assert hit.text == (
        "Player 2's Bastion moves 1 space right to the last space; the other 4 damage is lost"
    )
    texts = []
    for seed in range(4):
        s = game().new_state(2, seed)
        rng = random.Random(seed)
        while not s.is_over:
            texts += [e.text for e in s.apply(rng.choice(s.legal_actions()))]
    assert texts and not [t for t in texts if "(s)" in t or " 0 damage" in t or "for 0" in t]


def test_the_top_bar_names_the_draft_round_and_the_phase_of_a_turn() -> None:
    s = game().new_state(2, 3)
    assert s.status_line(NAMES) == "Draft  ·  round 1 of 4  ·  Ann picks"
    s.apply(s.legal_actions()[0])
    assert s.status_line(NAMES) == "Draft  ·  round 1 of 4  ·  Bo picks (1 of 2)"
    s.apply(s.legal_actions()[0])
    assert s.status_line(NAMES) == "Draft  ·  round 1 of 4  ·  Bo picks (2 of 2)"
    s.apply(s.legal_actions()[0])
    assert s.status_line(NAMES) == "Draft  ·  round 2 of 4  ·  Bo picks"
    s = position([[B, "boom", 3], [B, 4]], [[[], []], [["baron"], []]], mana=5, legacy=True)
    assert s.status_line(NAMES) == "Turn 5  ·  Ann's turn  ·  summoning"
    act(s, "cast", "boom")
    assert s.status_line(NAMES) == "Turn 5  ·  Ann's turn  ·  casting Boom!"
    s = position([[B, "boom", 3], [B, 4]], [[["zombie"], ["grrr"]], [["baron"], []]], legacy=True)
    s.apply(Action("assault"))
    assert s.current_player == 0  # the legacy window before the first attack
    assert s.status_line(NAMES) == "Turn 5  ·  Ann's turn  ·  assault, upper lane"
    act(s, "cast", "boom")  # cast in the legacy window: the paused assault stays named
    assert s.status_line(NAMES) == (
        "Turn 5  ·  Ann's turn  ·  assault, upper lane  ·  casting Boom!"
    )
    s = position([[B, "baron"], [B, "grrr"]], [[["zombie"], []], [[], []]], fort=(False, True))
    assault(s)
    assert s.status_line(NAMES) == "Game over"
