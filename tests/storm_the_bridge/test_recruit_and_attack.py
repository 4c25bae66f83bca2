"""Recruiting and attacking, rule by rule (rulebook pp. 10-13; rulings A3-A5, A11, A12,
P3)."""

from __future__ import annotations

from game.engines.storm_the_bridge import attack, recruit
from tests.storm_the_bridge.helpers import (
    act,
    declare,
    find,
    has,
    pass_until_empty,
    position,
    texts,
)

# Leaders used below: Tavish Korr (combat 2, influence 3, +1 defence to his sections)
# and Selin Voor (combat 1, influence 4, a second recruit at +3).


def test_recruit_taps_the_committed_cards_and_the_recruit_enters_tapped() -> None:
    s = position(leaders=["korr", "voor"], pool=["aldous", "pritchard", "harrigan"])
    declare(s, "recruit", "aldous", "leader")  # influence 3 for To Recruit 3
    pass_until_empty(s)
    assert s.party[0] == ["aldous"]
    assert {"leader:0", "aldous"} <= s.tapped
    assert "aldous" not in s.pool and s.recruits == 1


def test_a_recruit_needs_at_least_one_committed_card() -> None:
    s = position(leaders=["korr", "voor"], pool=["aldous", "pritchard", "harrigan"])
    act(s, "recruit", "aldous")
    assert not has(s, "declare")  # A3: discards alone never recruit
    act(s, "commit", "leader:0")
    assert has(s, "declare")


def test_a_recruit_whose_committed_cards_were_all_withdrawn_fails_whatever_the_discards() -> None:
    # A3: "each recruit or attack must commit at least one ... card; discards only add
    # to it". Stun Blast withdraws the only committed crew member; two discards would
    # pay Pritchard's To Recruit, but nobody is left recruiting.
    s = position(
        leaders=["ruhl", "korr"],
        parties=[["aldous"], []],
        pool=["pritchard", "iyer"],
        hands=[["supply_run", "supply_run"], ["stun_blast"]],
    )
    declare(s, "recruit", "pritchard", "aldous")
    act(s, "play", "stun_blast", "aldous")  # priority passes to Player 2 first
    act(s, "pass")
    act(s, "pass")  # Stun Blast resolves; the recruit waits on the stack
    assert not s.act_committed and s.act_kind == "recruit"
    act(s, "bonus", "supply_run")
    act(s, "bonus", "supply_run")
    out = texts(pass_until_empty(s))
    assert "The recruit of Dabs Pritchard fails: nobody is left recruiting" in out
    assert "pritchard" in s.pool and s.party[0] == ["aldous"] and s.recruits == 0


def test_discards_add_one_influence_each_for_the_active_player_only() -> None:
    s = position(
        leaders=["korr", "voor"],
        pool=["thul", "pritchard", "harrigan"],
        hands=[["supply_run", "rumor_mill", "red_alert"], ["supply_run", "rumor_mill"]],
    )
    declare(s, "recruit", "thul", "leader")  # 3 influence for 6
    assert s.current_player == 1 and not has(s, "bonus")  # the non-active has no bonus
    act(s, "pass")
    act(s, "bonus", "supply_run")
    act(s, "bonus", "rumor_mill")
    act(s, "bonus", "red_alert")
    assert recruit.total(s) == 6 and s.current_player == 0
    pass_until_empty(s)
    assert "thul" in s.party[0] and len(s.hand[0]) == 0


def test_only_one_recruit_per_turn_unless_a_card_allows_more() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["aldous"], []],
        pool=["pritchard", "harrigan", "brandt"],
        hands=[["field_promotion"], []],
    )
    declare(s, "recruit", "pritchard", "leader")
    pass_until_empty(s)
    assert not has(s, "recruit")
    act(s, "play", "field_promotion")
    pass_until_empty(s)
    assert has(s, "recruit", "harrigan")


def test_voor_recruits_twice_and_the_second_costs_four_more() -> None:
    s = position(leaders=["voor", "korr"], pool=["pritchard", "harrigan", "brandt"])
    s.party[0].append("aldous")
    declare(s, "recruit", "pritchard", "leader")
    pass_until_empty(s)
    assert s.party[0][-1] == "pritchard"
    assert recruit.cost(s, 0, "harrigan") == 6  # To Recruit 2, +4 for the second (change 13)
    declare(s, "recruit", "harrigan", "aldous")  # 3 influence for 6: it fails
    pass_until_empty(s)
    assert "harrigan" in s.pool and "aldous" not in s.tapped


def test_voors_surcharge_falls_on_the_recruit_it_grants_after_a_field_promotion() -> None:
    """R28: the turn's recruit and Field Promotion's come first; Envoy's Favour's is the
    third, at +4 (+2 before change 12, +3 before change 13)."""
    s = position(
        leaders=["voor", "korr"],
        parties=[["aldous", "vex"], []],
        pool=["pritchard", "harrigan", "brandt"],
        hands=[["field_promotion"], []],
    )
    act(s, "play", "field_promotion")
    pass_until_empty(s)
    declare(s, "recruit", "pritchard", "leader")
    pass_until_empty(s)
    assert recruit.cost(s, 0, "harrigan") == 2  # Field Promotion's recruit: no surcharge
    declare(s, "recruit", "harrigan", "vex", "aldous")
    pass_until_empty(s)
    assert s.party[0][-1] == "harrigan"
    assert recruit.cost(s, 0, "brandt") == 2 + 4  # Envoy's Favour's, the third


def test_a_failed_recruit_leaves_cards_untapped_and_they_may_not_retry_that_crew() -> None:
    s = position(leaders=["korr", "voor"], pool=["thul", "pritchard", "harrigan"])
    declare(s, "recruit", "thul", "leader")
    events = pass_until_empty(s)
    assert any("fails" in t for t in texts(events))
    assert "leader:0" not in s.tapped and s.recruits == 0
    assert not has(s, "recruit", "thul")  # the loop guard
    assert has(s, "recruit", "pritchard")


def test_kip_does_not_use_up_the_recruit() -> None:
    s = position(
        leaders=["korr", "voor"], parties=[["aldous"], []], pool=["larkin", "pritchard", "vex"]
    )
    declare(s, "recruit", "larkin", "aldous")
    pass_until_empty(s)
    assert "larkin" in s.party[0] and s.recruits == 0
    assert has(s, "recruit", "pritchard")


def test_kip_cannot_be_recruited_once_the_recruit_is_used() -> None:
    """R26: Slipped Aboard spares the recruit; it does not make one."""
    s = position(
        leaders=["korr", "voor"], parties=[["aldous"], []], pool=["larkin", "pritchard", "vex"]
    )
    declare(s, "recruit", "pritchard", "leader")
    pass_until_empty(s)
    assert "pritchard" in s.party[0]
    assert not has(s, "recruit", "larkin")


def test_an_attack_on_the_centre_must_match_or_beat_to_take() -> None:
    s = position(leaders=["korr", "voor"], parties=[["mbeki"], []])
    declare(s, "attack", "diplomatic_suite", "leader")  # 2 against To Take 4
    assert attack.attack_total(s) == 2 and attack.needed(s) == 4
    pass_until_empty(s)
    assert s.occupier["diplomatic_suite"] is None
    declare(s, "attack", "sickbay", "leader", "mbeki")  # 5 against 5: ties win
    pass_until_empty(s)
    assert s.occupier["sickbay"] == 0
    assert {"sickbay", "leader:0", "mbeki"} <= s.tapped  # attackers and the section


def test_failed_attackers_stay_untapped_and_may_not_attack_that_section_again() -> None:
    s = position(leaders=["korr", "voor"], parties=[["mbeki"], []])
    declare(s, "attack", "engine_room", "leader", "mbeki")  # 5 against 7
    pass_until_empty(s)
    assert "leader:0" not in s.tapped and "mbeki" not in s.tapped
    assert not has(s, "attack", "engine_room")  # A5
    declare(s, "attack", "sickbay", "leader", "mbeki")  # but elsewhere, yes
    pass_until_empty(s)
    assert s.occupier["sickbay"] == 0


def test_defence_is_leader_plus_stationed_crew_plus_section_bonus_tapped_or_not() -> None:
    s = position(
        leaders=["voor", "korr"],
        parties=[["maddox", "mbeki", "szell"], ["brandt", "vex"]],
        sections={"armory": 1},
        stationed={"brandt": "armory"},
    )
    s.tapped = {"brandt", "leader:1"}  # defenders defend tapped
    act(s, "attack", "armory")
    # Korr 2 + Brandt 2 (+1, a Security crew at the Armory) + Armory 2 + Korr's +1 = 8;
    # Vex is not stationed there and does not defend it.
    assert attack.needed(s) == 8


def test_attack_points_are_not_defence_points() -> None:
    s = position(
        leaders=["voor", "korr"],
        parties=[["rinn"], ["vex"]],
        sections={"armory": 0},
        stationed={"rinn": "armory"},
    )
    # Ysolde Rinn: +1 defence while stationed; attacking she counts her combat only.
    act(s, "attack", "sickbay")
    act(s, "commit", "rinn")
    assert attack.attack_total(s) == 3


def test_only_the_active_player_has_the_attack_discard_bonus() -> None:
    s = position(
        leaders=["korr", "voor"],
        sections={"sickbay": 1},
        hands=[["supply_run"], ["supply_run", "rumor_mill"]],
    )
    declare(s, "attack", "diplomatic_suite", "leader")
    assert s.current_player == 1 and not has(s, "bonus")
    act(s, "pass")
    assert has(s, "bonus", "supply_run")


def test_no_card_is_used_twice_in_one_action() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["mbeki"], []],
        hands=[["second_wind"], []],
    )
    act(s, "attack", "engine_room")
    act(s, "commit", "mbeki")
    assert not has(s, "commit", "mbeki")
    act(s, "declare")
    act(s, "pass")
    # Second Wind only untaps cards not used in the action under way.
    assert not has(s, "play", "second_wind", "mbeki")


def test_nobody_attacks_their_own_section() -> None:
    s = position(leaders=["korr", "voor"], sections={"sickbay": 0})
    assert not has(s, "attack", "sickbay")  # A12
    assert has(s, "attack", "armory")


def test_the_bridge_is_attacked_only_from_another_section() -> None:
    s = position(leaders=["korr", "voor"])
    assert not has(s, "attack", "bridge")  # P3, printed on the Bridge
    s = position(leaders=["korr", "voor"], sections={"sickbay": 0})
    assert has(s, "attack", "bridge")


def test_a_captured_section_changes_party_and_its_defenders_become_unstationed() -> None:
    s = position(
        leaders=["ruhl", "voor"],
        parties=[["maddox", "szell"], ["pritchard"]],
        sections={"diplomatic_suite": 1, "sickbay": 0},
        stationed={"pritchard": "diplomatic_suite"},
    )
    # Voor 1 + Pritchard 1 + Suite 1 = 3; Maddox 4 +1 (occupied) + Ruhl's first attack +2.
    declare(s, "attack", "diplomatic_suite", "maddox")
    assert attack.attack_total(s) == 7 and attack.needed(s) == 3
    pass_until_empty(s)
    assert s.occupier["diplomatic_suite"] == 0
    assert "pritchard" not in s.assigned and "pritchard" in s.party[1]


def test_conduit_access_helps_its_sections_occupier_against_the_bridge() -> None:
    s = position(leaders=["korr", "voor"], parties=[["vennet"], []], sections={"engine_room": 0})
    act(s, "attack", "bridge")
    act(s, "commit", "vennet")
    # Vennet 3 +1 (attacking the Bridge) + Conduit Access +2.
    assert attack.attack_total(s) == 6
    assert attack.needed(s) == s.game.sections["bridge"].to_take == 18


def test_endagos_rising_command_counts_threes_of_crew() -> None:
    """+1 for every 3 crew, at most +2 (balance change 13; every 2, at most +3, before)."""
    from game.engines.storm_the_bridge import passives as P

    s = position(leaders=["endago", "voor"], parties=[["pritchard", "vex"], []])
    assert P.stat(s, "leader:0", "combat") == 2  # two crew: no three yet
    s.party[0].append("brandt")
    assert P.stat(s, "leader:0", "combat") == 3  # 2 + one three
    s.party[0] += ["mbeki", "harrigan", "fenn", "aldous"]
    assert P.stat(s, "leader:0", "combat") == 4  # seven crew: at most +2


def test_a_tapped_committed_attacker_is_withdrawn() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["mbeki", "brandt"], []],
        hands=[[], ["stun_blast"]],
    )
    declare(s, "attack", "armory", "mbeki", "brandt")  # 5 against 6
    act(s, "play", "stun_blast", "mbeki")
    pass_until_empty(s)
    # A11: Mbeki left the attack; Brandt alone failed and stays untapped.
    assert "mbeki" in s.tapped and "brandt" not in s.tapped
    assert s.occupier["armory"] is None


def test_find_helper_refuses_illegal_choices() -> None:
    s = position(leaders=["korr", "voor"])
    try:
        find(s, "attack", "nowhere")
    except AssertionError as exc:
        assert "no legal attack" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("an unknown section was offered")


def test_a_leaders_combat_defends_every_section_of_its_party() -> None:
    """Rules: "Leaders are never stationed: their combat defends every section of their
    party"."""
    s = position(
        leaders=["korr", "ruhl"],
        parties=[["mbeki", "brandt"], []],
        sections={"sickbay": 1, "diplomatic_suite": 1},
    )
    # Ruhl 3 + Sickbay 1 = 4; Ruhl 3 + Diplomatic Suite 1 = 4: he holds both at once.
    declare(s, "attack", "sickbay", "mbeki")
    assert (attack.attack_total(s), attack.needed(s)) == (3, 4)
    pass_until_empty(s)
    assert s.occupier["sickbay"] == 1
    declare(s, "attack", "diplomatic_suite", "brandt")
    assert (attack.attack_total(s), attack.needed(s)) == (2, 4)
    pass_until_empty(s)
    assert s.occupier["diplomatic_suite"] == 1


def test_crew_stationed_at_a_section_who_attack_elsewhere_stay_and_defend_it_tapped() -> None:
    """Rules: "Attacking crew stay stationed where they are and may attack any section";
    defence counts the crew stationed there "tapped or not"."""
    s = position(
        leaders=["korr", "voor"],
        parties=[["brandt", "mbeki"], ["maddox"]],
        sections={"armory": 0},
        stationed={"brandt": "armory"},
    )
    declare(s, "attack", "sickbay", "brandt", "mbeki")  # 2 + 3 against To Take 5
    pass_until_empty(s)
    assert s.occupier["sickbay"] == 0
    assert "brandt" in s.tapped and s.assigned["brandt"] == "armory"
    act(s, "end_phase")
    act(s, "pass")  # Player 2's last call
    assert s.stack.top.kind == "redeploy"
    act(s, "done")  # Brandt is left where he is
    assert s.turn_player == 1 and s.stack.top.kind == "open"
    assert "brandt" in s.tapped and s.assigned["brandt"] == "armory"
    act(s, "attack", "armory")
    # Korr 2 + Brandt 2 (+1, Security at the Armory) + Armory 2 + Korr's +1 = 8.
    assert attack.needed(s) == 8


def test_a_tie_against_an_occupied_sections_defence_goes_to_the_attacker() -> None:
    """Rules: an attack succeeds if its total "matches or beats" what is needed, an
    occupied section's current defence."""
    s = position(
        leaders=["korr", "voor"],
        parties=[["brandt"], ["vex"]],
        sections={"sickbay": 1},
        stationed={"vex": "sickbay"},
    )
    declare(s, "attack", "sickbay", "leader", "brandt")
    # Voor 1 + Vex 2 (Security, no bonus at the Sickbay) + Sickbay 1 = 4; Korr 2 + Brandt 2.
    assert (attack.attack_total(s), attack.needed(s)) == (4, 4)
    pass_until_empty(s)
    assert s.occupier["sickbay"] == 0
    assert {"sickbay", "leader:0", "brandt"} <= s.tapped


def test_only_the_active_player_may_declare_a_recruit_or_an_attack() -> None:
    """Rulebook: the active player may recruit and attack in the Action phase; the other
    seat, holding priority or its last call, is never offered either."""
    s = position(
        leaders=["korr", "ruhl"],
        parties=[["mbeki"], ["maddox"]],
        pool=["pritchard", "harrigan", "brandt"],
        sections={"armory": 0},
        hands=[["supply_run"], ["supply_run"]],
    )
    assert has(s, "recruit", "pritchard") and has(s, "attack", "sickbay")
    act(s, "play", "supply_run")
    assert s.current_player == 1 and s.stack.top.kind == "priority"
    assert not has(s, "recruit") and not has(s, "attack")
    pass_until_empty(s)
    declare(s, "attack", "engine_room", "mbeki")
    assert s.current_player == 1  # a window on the active player's attack
    assert not has(s, "recruit") and not has(s, "attack")
    pass_until_empty(s)
    act(s, "end_phase")
    assert s.current_player == 1 and s.stack.top.kind == "last_call"
    assert not has(s, "recruit") and not has(s, "attack")
    assert has(s, "play", "supply_run")  # the seat could act, just not recruit or attack
