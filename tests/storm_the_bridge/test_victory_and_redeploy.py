"""Victory (rulebook p. 2: capture the Bridge and tap it), the round limit (P6) and the
Redeployment phase (p. 14)."""

from __future__ import annotations

from game.engines.storm_the_bridge import attack, victory
from tests.storm_the_bridge.helpers import act, declare, has, pass_until_empty, position


def test_tapping_the_bridge_wins_once_the_tap_resolves() -> None:
    s = position(leaders=["korr", "voor"], sections={"bridge": 0})
    act(s, "use", "bridge")
    assert not s.is_over and s.items[-1][1] == "ability"  # the tap can be answered
    assert "bridge" in s.tapped
    pass_until_empty(s)
    assert s.is_over and s.winners == [0]
    assert "Victory" in s.end_reason


def test_the_victory_tap_can_be_countered_by_comms_jammer() -> None:
    s = position(leaders=["korr", "voor"], sections={"bridge": 0}, hands=[[], ["comms_jammer"]])
    act(s, "use", "bridge")
    act(s, "play", "comms_jammer", s.items[-1][0])
    pass_until_empty(s)
    assert not s.is_over and "bridge" in s.tapped  # its card stays tapped


def test_only_the_active_player_taps_the_bridge() -> None:
    s = position(leaders=["korr", "voor"], sections={"bridge": 1}, hands=[["supply_run"], []])
    act(s, "play", "supply_run")
    assert s.current_player == 1 and not has(s, "use", "bridge")


def test_a_captured_bridge_enters_tapped_so_victory_waits_for_a_later_turn() -> None:
    s = position(
        leaders=["ruhl", "voor"],
        parties=[["maddox", "szell", "mbeki", "thul"], []],
        sections={"sickbay": 0},
    )
    declare(s, "attack", "bridge", "leader", "maddox", "szell", "mbeki", "thul")
    assert attack.attack_total(s) == 18 and attack.needed(s) == 18
    pass_until_empty(s)
    assert s.occupier["bridge"] == 0 and "bridge" in s.tapped
    assert not has(s, "use", "bridge")


def test_the_round_limit_decides_by_the_bridge_then_sections_then_party() -> None:
    s = position(3, leaders=["korr", "voor", "ruhl"], sections={"armory": 1, "bridge": 2})
    s.party[0] += ["thul"]
    victory.by_limit(s, [])
    assert s.winners == [2]
    s = position(3, leaders=["korr", "voor", "ruhl"], sections={"armory": 1, "sickbay": 1})
    victory.by_limit(s, [])
    assert s.winners == [1]
    s = position(3, leaders=["korr", "voor", "ruhl"], sections={"armory": 1, "sickbay": 0})
    s.party[0] += ["thul"]
    s.party[1] += ["pritchard"]
    victory.by_limit(s, [])
    assert s.winners == [0]
    s = position(2, leaders=["korr", "voor"])
    victory.by_limit(s, [])
    assert s.winners == [0, 1]  # a full tie is shared


def test_the_game_ends_after_the_last_round() -> None:
    s = position(2, leaders=["korr", "voor"], turns=s_limit() * 2, active=1)
    act(s, "end_phase")
    act(s, "pass")
    assert s.is_over and "round limit" in s.end_reason


def test_without_the_round_limit_the_game_goes_on_as_on_the_tabletop() -> None:
    """Research P6: the round limit is "not part of the tabletop rules; turn it off in
    normal play". Off, the last round's end is only the next Reset."""
    s = position(2, leaders=["korr", "voor"], turns=s_limit() * 2, active=1, round_limit=False)
    act(s, "end_phase")
    act(s, "pass")
    assert not s.is_over
    assert s.turn_player == 0 and s.stack.top.kind == "open"


def test_the_round_limit_option_says_how_many_rounds() -> None:
    from tests.storm_the_bridge.helpers import game

    spec = next(o for o in game().options if o.key == "round_limit")
    assert spec.default is True
    assert f"After {s_limit()} rounds" in spec.help


def s_limit() -> int:
    from tests.storm_the_bridge.helpers import game

    return game().max_rounds


def test_redeployment_stations_crew_at_own_sections_each_once() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["brandt", "vex"], []],
        sections={"armory": 0, "sickbay": 0},
    )
    act(s, "end_phase")
    act(s, "pass")
    assert s.stack.top.kind == "redeploy"
    act(s, "station", "brandt", "armory")
    assert not has(s, "station", "brandt")  # each crew member once
    act(s, "station", "vex", "sickbay")
    assert s.assigned == {"brandt": "armory", "vex": "sickbay"}
    assert s.turn_player == 1  # everyone placed: the turn ended


def test_redeployment_is_skipped_without_a_section() -> None:
    s = position(leaders=["korr", "voor"], parties=[["brandt"], []])
    act(s, "end_phase")
    act(s, "pass")
    assert s.turn_player == 1 and s.stage != "redeploy"


def test_crew_of_a_lost_section_stay_unstationed_until_their_redeployment() -> None:
    s = position(
        leaders=["ruhl", "voor"],
        parties=[["maddox"], ["pritchard", "vex"]],
        sections={"diplomatic_suite": 1, "sickbay": 1},
        stationed={"pritchard": "diplomatic_suite", "vex": "sickbay"},
    )
    declare(s, "attack", "diplomatic_suite", "leader", "maddox")
    pass_until_empty(s)
    assert "pritchard" not in s.assigned and s.assigned["vex"] == "sickbay"


def test_no_action_card_is_played_and_no_window_opens_during_redeployment() -> None:
    """Rules: "No action card is played in this phase" (Redeployment)."""
    s = position(
        leaders=["korr", "voor"],
        parties=[["brandt", "vex"], []],
        sections={"armory": 0, "sickbay": 0},
        hands=[["supply_run", "red_alert"], ["supply_run", "stun_blast"]],
    )
    act(s, "end_phase")
    act(s, "pass")
    assert s.stack.top.kind == "redeploy" and s.current_player == 0
    assert {a.kind for a in s.legal_actions()} == {"station", "done"}  # no play, no use
    act(s, "station", "brandt", "armory")
    # No window: nobody is asked to respond, and the active player goes on stationing.
    assert not s.items and s.stack.top.kind == "redeploy" and s.current_player == 0
    assert {a.kind for a in s.legal_actions()} == {"station", "done"}
    act(s, "station", "vex", "sickbay")
    assert s.turn_player == 1  # the turn ended without a window for Player 2
    assert len(s.hand[1]) == 5  # Player 2 drew up to 5 in their Reset
    assert {s.game.design_of[c] for c in s.hand[0]} == {"supply_run", "red_alert"}


def test_crew_are_stationed_only_in_the_redeployment_never_in_the_action_phase() -> None:
    """Rulebook: crew "cannot change sections until that player's next redeployment"."""
    s = position(leaders=["korr", "voor"], parties=[["brandt"], []], sections={"armory": 0})
    assert not has(s, "station")
    declare(s, "recruit", s.pool[0], "leader")
    while s.items:
        assert not has(s, "station")
        act(s, "pass")
    act(s, "end_phase")
    act(s, "pass")
    assert s.stack.top.kind == "redeploy" and has(s, "station", "brandt", "armory")
