"""MOVE, BUMP and TELEPORT as the rulebook and its FAQ describe them."""

from __future__ import annotations

from tests.dragon_bridge.helpers import act, args, away, give, kinds, new, toward


def _ready_to_play(card: str, *, basic: bool = True, seed: int = 0):  # type: ignore[no-untyped-def]
    s = new(basic=basic, seed=seed)
    give(s, s.turn_player, card)
    return s


def test_move_chooses_direction_first_then_0_to_n_tiles() -> None:
    s = _ready_to_play("run")
    me = s.turn_player
    act(s, "play", "run")
    assert kinds(s) == ["dir", "dir"]
    act(s, "dir", away(s))
    assert args(s) == [0, 1, 2, 3]
    start = s.pos[me]
    act(s, "dist", 3)
    assert s.pos[me] == start + 3 * away(s)


def test_move_of_zero_tiles_is_allowed() -> None:
    s = _ready_to_play("run")
    me = s.turn_player
    start = s.pos[me]
    act(s, "play", "run")
    act(s, "dir", toward(s))
    assert s.legal_actions()[0].label == "Stay put"  # not "Move 0 tiles toward the Dragon"
    events = act(s, "dist", 0)
    assert s.pos[me] == start
    # The log says the wizard stayed, not "moves 0 tiles toward the Dragon".
    assert f"Player {me + 1} stays put" in [e.text for e in events]


def test_faq_move_3_with_roller_skates_away_from_center_reaches_0_to_5() -> None:
    s = _ready_to_play("run")
    me = s.turn_player
    s.tableau[me].append("roller_skates")
    s.item_deck.remove("roller_skates")
    # stand away from the center on the exit side, far from the end
    s.pos[me] = s.bridge.center_hi + 1 if away(s) == 1 else s.bridge.center_lo - 1
    act(s, "play", "run")
    act(s, "dir", away(s))
    assert args(s) == [0, 1, 2, 3, 4, 5]


def test_roller_skates_do_not_help_toward_the_center() -> None:
    s = _ready_to_play("run")
    me = s.turn_player
    s.tableau[me].append("roller_skates")
    s.pos[me] = s.bridge.center_hi + 3
    act(s, "play", "run")
    act(s, "dir", -1)  # toward the center from the high side
    assert args(s) == [0, 1, 2, 3]


def test_on_the_center_tile_both_directions_are_away_from_the_center() -> None:
    s = _ready_to_play("run")
    me = s.turn_player
    s.tableau[me].append("roller_skates")
    s.pos[me] = s.bridge.center_lo
    for direction in (-1, 1):
        c = s.clone()
        act(c, "play", "run")
        act(c, "dir", direction)
        assert args(c)[-1] == 5


def test_away_from_center_is_judged_at_the_start_of_the_action() -> None:
    # Moving from one side across the center keeps the bonus decision made at the start.
    s = _ready_to_play("run")
    me = s.turn_player
    s.tableau[me].append("roller_skates")
    s.pos[me] = s.bridge.center_lo - 1
    act(s, "play", "run")
    act(s, "dir", 1)  # toward (and then past) the center
    assert args(s)[-1] == 3


def test_wizards_stop_at_the_last_tile() -> None:
    s = _ready_to_play("dash")
    me = s.turn_player
    s.pos[me] = 2
    act(s, "play", "dash")
    act(s, "dir", -1)
    assert args(s) == [0, 1, 2]


def test_bump_moves_the_opponent_exactly_n_tiles() -> None:
    s = _ready_to_play("push")
    me = s.turn_player
    opp = 1 - me
    s.pos[opp] = 10
    act(s, "play", "push")
    act(s, "dir", 1)
    assert s.pos[opp] == 12


def test_bump_past_last_tile_depletes_a_gem() -> None:
    s = _ready_to_play("blast")
    me = s.turn_player
    opp = 1 - me
    s.pos[opp] = 1
    s.ready[opp], s.depleted[opp] = 2, 1
    act(s, "play", "blast")
    act(s, "dir", -1)
    assert s.pos[opp] == 0
    assert (s.ready[opp], s.depleted[opp]) == (1, 2)


def test_bump_past_the_end_with_no_ready_gem_costs_nothing() -> None:
    s = _ready_to_play("blast")
    opp = 1 - s.turn_player
    s.pos[opp] = 0
    s.ready[opp], s.depleted[opp] = 0, 3
    act(s, "play", "blast")
    act(s, "dir", -1)
    assert (s.pos[opp], s.ready[opp]) == (0, 0)


def test_bump_cannot_zigzag_all_tiles_go_one_way() -> None:
    s = _ready_to_play("push")
    opp = 1 - s.turn_player
    s.pos[opp] = 10
    act(s, "play", "push")
    assert sorted(args(s)) == [-1, 1]  # a direction, nothing else
    act(s, "dir", -1)
    assert s.pos[opp] == 8


def test_bump_bonus_is_optional_but_used_in_full() -> None:
    s = _ready_to_play("push", basic=True)
    me = s.turn_player
    opp = 1 - me
    s.tableau[me].append("boxing_glove")
    s.item_deck.remove("boxing_glove")
    s.pos[opp] = 10
    c = s.clone()
    act(s, "play", "push")
    act(s, "dir", 1)
    assert kinds(s) == ["bonus", "bonus"]
    act(s, "bonus", True)
    assert s.pos[opp] == 13
    act(c, "play", "push")
    act(c, "dir", 1)
    act(c, "bonus", False)
    assert c.pos[opp] == 12


def test_switched_on_bump_bonus_goes_as_far_as_possible() -> None:
    s = _ready_to_play("push")
    me = s.turn_player
    opp = 1 - me
    s.tableau[me].append("boxing_glove")
    s.item_deck.remove("boxing_glove")
    s.pos[opp] = s.bridge.last - 2
    act(s, "play", "push")
    act(s, "dir", 1)
    act(s, "bonus", True)
    assert s.pos[opp] == s.bridge.last  # 3 requested, 2 possible, the overflow costs a gem


def test_magnet_wand_direction_is_judged_at_the_bumped_wizard() -> None:
    s = _ready_to_play("push")
    me = s.turn_player
    opp = 1 - me
    s.tableau[me].append("magnet_wand")
    s.item_deck.remove("magnet_wand")
    s.pos[opp] = s.bridge.center_hi + 4
    s.pos[me] = s.bridge.center_hi + 6
    c = s.clone()
    act(s, "play", "push")
    act(s, "dir", -1)  # toward the center, from where the opponent stands
    assert kinds(s) == ["bonus", "bonus"]
    act(c, "play", "push")
    act(c, "dir", 1)  # away from the center: no bonus offered
    assert c.pos[opp] == s.bridge.center_hi + 6


def test_teleport_is_not_modified_by_move_bonuses() -> None:
    s = _ready_to_play("blink")
    me = s.turn_player
    s.tableau[me].append("winged_sandals")
    s.item_deck.remove("winged_sandals")
    s.pos[me] = s.bridge.center_lo
    act(s, "play", "blink")
    act(s, "dir", 1)
    assert args(s)[-1] == 4


def test_teleport_has_its_own_bonus() -> None:
    s = _ready_to_play("blink")
    me = s.turn_player
    s.tableau[me].append("blink_ring")
    s.item_deck.remove("blink_ring")
    s.pos[me] = s.bridge.center_lo
    act(s, "play", "blink")
    act(s, "dir", 1)
    assert args(s)[-1] == 6


def test_teleport_from_an_exit_tile_is_never_an_escape() -> None:
    s = _ready_to_play("blink")
    me = s.turn_player
    s.pos[me] = s.bridge.last - 1 if away(s) == 1 else 1
    act(s, "play", "blink")
    assert not s.is_over
    act(s, "dir", toward(s))
    act(s, "dist", 1)
    assert not s.is_over


def test_move_while_standing_on_an_exit_tile_escapes() -> None:
    s = _ready_to_play("run")
    me = s.turn_player
    s.pos[me] = s.bridge.last if away(s) == 1 else 0
    act(s, "play", "run")
    assert s.is_over and s.winners == [me] and s.end_reason == "escaped"


def test_step_second_move_escapes_from_the_tile_the_first_reached() -> None:
    s = _ready_to_play("step")
    me = s.turn_player
    first_exit = s.bridge.last - s.bridge.orange + 1 if away(s) == 1 else s.bridge.orange - 1
    s.pos[me] = first_exit - away(s)
    act(s, "play", "step")
    act(s, "dir", away(s))
    act(s, "dist", 1)
    assert not s.is_over
    assert kinds(s) == ["use", "use"]  # "you may MOVE 1 again"
    act(s, "use", True)
    assert s.is_over and s.winners == [me]


def test_step_declining_the_second_move_is_not_an_escape() -> None:
    s = _ready_to_play("step")
    me = s.turn_player
    first_exit = s.bridge.last - s.bridge.orange + 1 if away(s) == 1 else s.bridge.orange - 1
    s.pos[me] = first_exit - away(s)
    act(s, "play", "step")
    act(s, "dir", away(s))
    act(s, "dist", 1)
    act(s, "use", False)
    assert not s.is_over


def test_iron_boots_shorten_your_move_and_bumps_against_you() -> None:
    s = _ready_to_play("push")
    me = s.turn_player
    opp = 1 - me
    s.tableau[opp].append("iron_boots")
    s.item_deck.remove("iron_boots")
    s.pos[opp] = 10
    act(s, "play", "push")
    act(s, "dir", 1)
    assert s.pos[opp] == 11


def test_step_second_move_prompt_states_the_real_distance() -> None:
    """Step's "you may MOVE 1 again" with Winged Sandals (+1 MOVE) is a MOVE of up to 2,
    and the prompt says so; with Roller Skates it names each direction's distance."""
    s = _ready_to_play("step")
    me = s.turn_player
    s.item_deck.remove("winged_sandals")
    s.tableau[me].append("winged_sandals")
    act(s, "play", "step")
    act(s, "dir", toward(s))
    act(s, "dist", 0)
    assert [a.label for a in s.legal_actions()] == ["Move up to 2", "Do not move"]
    act(s, "use", True)
    act(s, "dir", away(s))
    assert args(s) == [0, 1, 2]

    s = _ready_to_play("step")
    me = s.turn_player
    s.item_deck.remove("roller_skates")
    s.tableau[me].append("roller_skates")
    s.pos[me] = s.bridge.center_hi + 2 if away(s) == 1 else s.bridge.center_lo - 2
    act(s, "play", "step")
    act(s, "dir", toward(s))
    act(s, "dist", 0)
    assert s.legal_actions()[0].label == "Move up to 3 away from the Dragon, up to 1 toward it"


def test_a_bump_from_the_last_tile_is_logged_as_no_move_and_no_gem_lost() -> None:
    """A BUMP on a wizard already on the end tile moves nobody; with nothing READY the
    overflow costs nothing. The log says so, not "bumps Player 2 0 tiles" and "depletes
    0 gems"."""
    s = _ready_to_play("push")
    me = s.turn_player
    opp = 1 - me
    s.pos[opp] = s.bridge.last
    s.depleted[opp] += s.ready[opp]
    s.ready[opp] = 0
    act(s, "play", "push")
    events = act(s, "dir", 1)
    texts = [e.text for e in events]
    assert s.pos[opp] == s.bridge.last
    assert f"Player {me + 1} bumps Player {opp + 1}, who stays put" in texts
    assert f"Player {opp + 1} is bumped past the end with no READY gem to deplete" in texts
    assert not any("0 tiles" in t or "depletes 0" in t for t in texts)


def test_an_escape_ends_the_game_at_once_dropping_the_rest_of_the_card() -> None:
    """Rulebook: the game ends immediately. A Step started on an exit tile escapes with
    its first MOVE: its "MOVE 1 again" is never offered and the turn goes no further
    (no Gem phase, no Dragon Check)."""
    s = _ready_to_play("step")
    me = s.turn_player
    first_exit = s.bridge.last - s.bridge.orange + 1 if away(s) == 1 else s.bridge.orange - 1
    s.pos[me] = first_exit
    events = act(s, "play", "step")
    assert s.is_over and s.winners == [me]
    assert s.legal_actions() == [] and s.current_player is None
    assert not any(e.kind in ("gem", "flight", "roost") for e in events)
