"""The end of the game (rulebook, the paragraphs after "Draw Phase"): a player at 0 life or
below loses; both at once finish the phase, then more life wins and a tie goes to Player 2;
an empty gem card deck ends the game the same way. Life never goes above 50."""

from __future__ import annotations

import pytest

from game.core.actions import Action
from game.core.errors import IllegalActionError
from tests.gemwielders import invariants
from tests.gemwielders.helpers import do, finish_turn, has, ids, of, position, top


def _attack(**kw):  # type: ignore[no-untyped-def]
    return position(bearers=("sword", "staff"), stage="attack", **kw)


def _strike(s, *cards):  # type: ignore[no-untyped-def]
    events = []
    for c in cards:
        events += do(s, "attack_with", c)
    return events + do(s, "announce")


def test_a_player_whose_life_drops_to_zero_loses() -> None:
    s = _attack(hands=(["slash", "slash"], []), life=(50, 4))
    events = _strike(s, "slash", "slash")
    assert s.life[1] == 0
    assert s.is_over and s.winners == [0]
    assert of(events, "game_over")[0].data == {"winner": 0, "life": [50, 0]}
    with pytest.raises(IllegalActionError, match="the game is over"):
        s.apply(Action("end_main"))


def test_a_player_below_zero_loses_and_the_game_stops_at_once() -> None:
    s = _attack(hands=(["slash", "slash", "lunge"], []), life=(50, 3))
    _strike(s, "slash", "slash", "lunge")
    assert s.life[1] == -4 and s.winners == [0]
    assert s.current_player is None and s.legal_actions() == []
    # Nothing of the turn after the loss happens: no draw phase.
    assert len(s.hand[0]) == 0
    invariants.check(s)


def test_life_lost_to_an_effect_also_ends_the_game() -> None:
    s = position(hands=(["fireball"], []), life=(50, 2))
    do(s, "play", "fireball")
    assert s.is_over and s.winners == [0]


def test_a_player_at_one_life_is_still_in_the_game() -> None:
    s = _attack(hands=(["slash", "slash"], []), life=(50, 5))
    _strike(s, "slash", "slash")
    assert s.life[1] == 1 and not s.is_over


def test_rulebook_example_both_players_drop_to_zero_in_one_phase() -> None:
    """Bramble Guard costs the attacker their last life; the hit takes the defender below
    zero in the same attack phase. The phase is finished, then more life wins."""
    s = _attack(
        hands=(["slash", "slash", "lunge"], []),
        defense=([], ["bramble_guard"]),
        life=(1, 2),
    )
    events = _strike(s, "slash", "slash", "lunge")
    assert s.life == [0, -3]
    assert s.is_over and s.winners == [0]
    (both,) = of(events, "both_down")
    assert "attack phase" in both.text
    # The attack phase was finished: its cards are in the discard piles.
    assert sorted(ids(s.discard[0])) == ["lunge", "slash", "slash"]
    assert ids(s.discard[1]) == ["bramble_guard"] and s.defense[1] == []
    # The draw phase after it was not played.
    assert s.hand[0] == []
    assert "more life wins" in s.end_reason


@pytest.mark.parametrize("attacker_is_player_1", [True, False])
def test_both_at_zero_with_equal_life_player_2_wins(attacker_is_player_1: bool) -> None:
    first = 0 if attacker_is_player_1 else 1
    s = position(
        bearers=("sword", "staff"),
        stage="attack",
        first=first,
        hands=(["slash", "slash", "lunge"], []),
        defense=([], ["bramble_guard"]),
        life=(1, 5),
    )
    _strike(s, "slash", "slash", "lunge")
    assert s.life == [0, 0]
    assert s.winners == [1 - first], "a tie goes to Player 2"
    assert "the player who went second wins" in s.end_reason


@pytest.mark.parametrize("first", [0, 1])
def test_both_at_zero_or_below_the_defender_with_more_life_wins(first: int) -> None:
    """Rulebook: "Whoever has more life at the end of the phase wins": two Bramble Guards
    take the attacker to -1, the hit takes the defender to 0, and the defender wins,
    whether Player 1 or Player 2."""
    s = position(
        bearers=("sword", "staff"),
        stage="attack",
        first=first,
        hands=(["slash", "slash", "lunge"], []),
        defense=([], ["bramble_guard", "bramble_guard"]),
        life=(1, 3),
    )
    events = _strike(s, "slash", "slash", "lunge")
    assert s.life == [-1, 0]
    assert of(events, "both_down") and s.winners == [1]
    assert "more life wins" in s.end_reason


@pytest.mark.parametrize("first", [0, 1])
def test_both_below_zero_with_equal_life_player_2_wins(first: int) -> None:
    """Rulebook: "If player's life counts are equal, Player 2 wins", also below zero."""
    s = position(
        bearers=("sword", "staff"),
        stage="attack",
        first=first,
        hands=(["slash", "slash", "lunge"], []),
        defense=([], ["bramble_guard", "bramble_guard"]),
        life=(1, 2),
    )
    _strike(s, "slash", "slash", "lunge")
    assert s.life == [-1, -1]
    assert s.winners == [1 - first] and "the player who went second wins" in s.end_reason


@pytest.mark.parametrize("pay", [False, True])
def test_a_player_at_zero_mid_phase_is_judged_when_the_phase_is_finished(pay: bool) -> None:
    """Rulebook: "Should this occur to both players simultaneously, finish the current
    phase": Bramble Guard takes the attacker to 0, yet Flame Strike's Hit clause is still
    asked; paid, the defender falls too and more life wins; unpaid, the attacker loses."""
    s = _attack(
        hands=(["flame_strike", "slash"], []),
        defense=([], ["bramble_guard"]),
        life=(1, 4),
        power=(1, 0),
    )
    _strike(s, "flame_strike", "slash")
    assert s.life == [0, 4] and not s.is_over and top(s) == "pay"
    events = do(s, "pay", pay)
    if pay:  # 2 damage, then the hit's 3 (5 against 2)
        assert s.life == [0, -1] and of(events, "both_down")
        assert s.winners == [0] and "more life wins" in s.end_reason
    else:
        assert s.life == [0, 1] and not of(events, "both_down")
        assert s.winners == [1] and "no life left" in s.end_reason


def test_both_down_the_rest_of_the_phase_is_still_played() -> None:
    """When both fall in one action, the phase goes on with its decisions and effects and
    only its end decides (rules.md ruling 21)."""
    s = position(hands=(["mend", "brace"], []), life=(50, 50))
    s.life = [-1, 0]  # as if both had fallen in this main phase
    do(s, "defend", "brace")
    assert not s.is_over and top(s) == "main"
    do(s, "play", "mend")
    assert s.life == [1, 0] and not s.is_over
    events = do(s, "end_main")
    assert s.is_over and s.winners == [0]
    assert of(events, "game_over")


def test_rulebook_example_the_gem_card_deck_runs_out() -> None:
    """The deck's last card fills the row; the turn is played out; more life wins."""
    s = position(
        bearers=("sword", "staff"),
        stage="turn_start",
        row=["spark", "spark", None, "mend", "mend"],
        gem_deck=["veil"],
        life=(20, 30),
        hands=(["parry"], []),
    )
    assert s.gem_deck == [] and not s.is_over
    assert top(s) == "socket"  # the rest of the turn is played
    events = finish_turn(s)
    assert s.is_over and s.winners == [1]
    assert "gem card deck is empty" in s.end_reason
    assert of(events, "draw"), "the draw phase of that turn came first"


@pytest.mark.parametrize("first", [0, 1])
def test_the_gem_card_deck_running_out_with_equal_life_goes_to_player_2(first: int) -> None:
    s = position(
        bearers=("sword", "staff"),
        first=first,
        turn_player=first,
        stage="turn_start",
        row=["spark", None, None, None, None],
        gem_deck=["veil"],
        life=(33, 33),
    )
    finish_turn(s)
    assert s.winners == [1 - first]


def test_the_game_goes_on_while_the_gem_card_deck_has_cards() -> None:
    s = position(
        stage="turn_start", gem_deck=["veil"], row=["spark", "spark", "mend", "mend", "fireball"]
    )
    finish_turn(s)
    assert not s.is_over and s.gem_deck != []


def test_the_gem_card_deck_is_checked_at_the_end_of_the_turn_not_at_once() -> None:
    s = position(stage="turn_start", gem_deck=[], row=["spark", None, None, None, None])
    assert not s.is_over and s.current_player == 0
    finish_turn(s)
    assert s.is_over


def test_life_can_never_go_above_fifty() -> None:
    """Mend's 2 life at 49 stops at 50; its ⚡1 for 2 more is then passed over, as it
    would change nothing (ruling 8)."""
    s = position(hands=(["mend"], []), life=(49, 50), power=(1, 0))
    events = do(s, "play", "mend")
    assert s.life[0] == 50
    assert not has(s, "pay") and s.power[0] == 1
    assert (
        of(events, "life")[0].text == "Player 1 gains 1 life (Mend; life is capped at 50): 50 life"
    )


def test_life_gained_below_the_cap_is_gained_in_full() -> None:
    s = position(hands=(["mend"], []), life=(45, 50), power=(1, 0))
    do(s, "play", "mend")
    do(s, "pay", True)
    assert s.life[0] == 49
