"""Card and ability effects, one word of the vocabulary (or one ruling) per test:
instants, passives (A7, A8), leader, crew and section abilities."""

from __future__ import annotations

from game.engines.storm_the_bridge import attack, recruit
from game.engines.storm_the_bridge import passives as P
from tests.storm_the_bridge.helpers import act, declare, has, pass_until_empty, position, texts


def test_security_lockdown_cancels_the_attack_and_the_attackers_stay_untapped() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["mbeki"], []],
        sections={"sickbay": 1},
        hands=[[], ["security_lockdown"]],
    )
    declare(s, "attack", "sickbay", "leader", "mbeki")
    act(s, "play", "security_lockdown")
    pass_until_empty(s)
    assert s.occupier["sickbay"] == 1 and not s.tapped & {"leader:0", "mbeki"}
    assert not s.act_kind and not has(s, "attack", "sickbay")


def test_seal_the_bulkheads_is_for_the_defender_only() -> None:
    s = position(
        leaders=["korr", "voor"],
        sections={"sickbay": 1},
        hands=[["seal_the_bulkheads"], ["seal_the_bulkheads"]],
    )
    declare(s, "attack", "armory", "leader")
    assert not has(s, "play", "seal_the_bulkheads")  # the Armory is in the centre
    pass_until_empty(s)
    declare(s, "attack", "sickbay", "leader")
    assert has(s, "play", "seal_the_bulkheads")


def test_red_tape_cancels_a_recruit_and_the_crew_stays_in_the_pool() -> None:
    s = position(
        leaders=["korr", "voor"], pool=["aldous", "vex", "brandt"], hands=[[], ["red_tape"]]
    )
    declare(s, "recruit", "aldous", "leader")
    act(s, "play", "red_tape")
    pass_until_empty(s)
    assert "aldous" in s.pool and s.recruits == 0 and "leader:0" not in s.tapped


def test_signing_bonus_and_hospitality_add_influence_to_your_recruit() -> None:
    s = position(
        leaders=["korr", "voor"],
        pool=["thul", "vex", "brandt"],
        sections={"diplomatic_suite": 0},
        hands=[["signing_bonus"], []],
    )
    declare(s, "recruit", "thul", "leader")
    act(s, "pass")
    act(s, "play", "signing_bonus")
    act(s, "pass")
    act(s, "pass")
    assert recruit.total(s) == 6
    act(s, "use", "diplomatic_suite")
    pass_until_empty(s)
    assert "thul" in s.party[0]


def test_transfer_orders_only_takes_crew_with_to_recruit_four_or_less() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[[], ["thul", "pritchard"]],
        hands=[["transfer_orders"], []],
    )
    assert has(s, "play", "transfer_orders", "pritchard")
    assert not has(s, "play", "transfer_orders", "thul")
    act(s, "play", "transfer_orders", "pritchard")
    pass_until_empty(s)
    assert s.crew_stack[0] == "pritchard" and "pritchard" not in s.party[1]


def test_a_crew_member_sent_away_loses_its_passives() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["pritchard"], []],
        hands=[["combat_training", "court_martial"], []],
    )
    act(s, "play", "combat_training", "pritchard")
    pass_until_empty(s)
    assert P.stat(s, "pritchard", "combat") == 2
    act(s, "play", "court_martial", "pritchard")
    pass_until_empty(s)
    assert "pritchard" not in s.attached  # A7: its passives are discarded
    assert any(c.startswith("combat_training") for c in s.discard)


def test_loyal_to_the_end_is_discarded_instead() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[[], ["pritchard"]],
        hands=[["court_martial"], ["loyal_to_the_end"]],
    )
    act(s, "end_phase")
    act(s, "play", "loyal_to_the_end", "pritchard")  # in the last call
    pass_until_empty(s)
    act(s, "play", "court_martial", "pritchard")
    pass_until_empty(s)
    assert "pritchard" in s.party[1] and "pritchard" not in s.attached


def test_mister_fiddles_ignores_opponents_but_not_his_own_party() -> None:
    s = position(leaders=["korr", "voor"], parties=[[], ["fiddles"]], hands=[["court_martial"], []])
    act(s, "play", "court_martial", "fiddles")
    pass_until_empty(s)
    assert "fiddles" in s.party[1]
    # Played by his own party's player it works: the immunity is against opponents.
    s = position(leaders=["korr", "voor"], parties=[["fiddles"], []], hands=[["court_martial"], []])
    act(s, "play", "court_martial", "fiddles")
    pass_until_empty(s)
    assert "fiddles" not in s.party[0]


def test_triage_and_quarantine_ward_answer_a_crew_sent_away() -> None:
    s = position(
        leaders=["korr", "halvorsen"],
        parties=[[], ["pritchard"]],
        sections={"sickbay": 1},
        hands=[["transfer_orders", "transfer_orders"], ["supply_run", "supply_run"]],
    )
    act(s, "play", "transfer_orders", "pritchard")
    act(s, "use", "leader:1", 0, "pritchard")  # Triage: discard two cards (change 16)
    pass_until_empty(s)
    assert "pritchard" in s.party[1] and not s.hand[1]
    assert not has(s, "use", "leader:1")
    act(s, "play", "transfer_orders", "pritchard")
    assert not has(s, "use", "leader:1")  # once per turn
    act(s, "use", "sickbay", 0, "pritchard")
    pass_until_empty(s)
    assert "pritchard" in s.party[1] and "pritchard" in s.tapped  # tapped instead


def test_triage_costs_two_discards_since_change_16() -> None:
    """With one card in hand Halvorsen cannot answer with Triage."""
    s = position(
        leaders=["korr", "halvorsen"],
        parties=[[], ["pritchard"]],
        hands=[["transfer_orders"], ["supply_run"]],
    )
    act(s, "play", "transfer_orders", "pritchard")
    assert not has(s, "use", "leader:1")
    pass_until_empty(s)
    assert "pritchard" not in s.party[1]


def test_a_two_card_cost_is_paid_with_any_two_cards_and_discards_both() -> None:
    s = position(
        leaders=["korr", "halvorsen"],
        parties=[[], ["pritchard"]],
        hands=[["transfer_orders"], ["supply_run", "supply_run", "transfer_orders"]],
    )
    act(s, "play", "transfer_orders", "pritchard")
    pays = [a.args[3] for a in s.legal_actions() if a.kind == "use"]
    assert pays == [("supply_run", "supply_run"), ("supply_run", "transfer_orders")]
    use = next(a for a in s.legal_actions() if a.args[3:] == (("supply_run", "transfer_orders"),))
    assert use.label.endswith("discarding Supply Run and Transfer Orders")
    s.apply(use)
    assert [s.game.design_of[c] for c in s.hand[1]] == ["supply_run"]
    assert len([c for c in s.discard if s.game.design_of[c] == "supply_run"]) == 1


def test_ashgrove_draws_when_one_of_her_partys_crew_is_sent_away() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[[], ["pritchard", "ashgrove"]],
        hands=[["court_martial"], []],
    )
    act(s, "play", "court_martial", "pritchard")
    pass_until_empty(s)
    assert len(s.hand[1]) == 1  # the trigger went on the stack and resolved


def test_ashgrove_does_not_draw_when_she_is_the_one_sent_away() -> None:
    """R24: her ability leaves play with her."""
    s = position(
        leaders=["korr", "voor"],
        parties=[[], ["pritchard", "ashgrove"]],
        hands=[["court_martial"], []],
    )
    act(s, "play", "court_martial", "ashgrove")
    pass_until_empty(s)
    assert "ashgrove" not in s.party[1] and len(s.hand[1]) == 0


def test_mumples_floor_applies_to_the_sum_of_the_modifiers() -> None:
    """R27: Pritchard's combat 1, Galactic Mumples -2, Combat Training +1: 0."""
    s = position(
        leaders=["korr", "voor"],
        parties=[[], ["pritchard"]],
        hands=[["galactic_mumples", "combat_training"], []],
    )
    act(s, "play", "galactic_mumples", "pritchard")
    pass_until_empty(s)
    assert P.attack_value(s, "pritchard") == 0
    act(s, "play", "combat_training", "pritchard")
    pass_until_empty(s)
    assert P.attack_value(s, "pritchard") == 0


def test_booby_trap_sends_an_attacker_away_when_its_section_falls() -> None:
    s = position(
        leaders=["ruhl", "voor"],
        parties=[["maddox", "szell"], []],
        sections={"sickbay": 1},
        hands=[[], ["booby_trap"]],
    )
    act(s, "end_phase")
    act(s, "play", "booby_trap", "sickbay")
    pass_until_empty(s)
    declare(s, "attack", "sickbay", "maddox", "szell")
    pass_until_empty(s)
    assert s.stack.top.kind == "trigger_target" and s.current_player == 1
    act(s, "aim", "maddox")
    pass_until_empty(s)
    assert "maddox" not in s.party[0] and s.occupier["sickbay"] == 0
    assert "sickbay" not in s.attached


def test_defection_recruits_from_an_opponent_keeping_the_passives() -> None:
    s = position(
        leaders=["voor", "korr"],
        parties=[["orrin"], ["vex"]],
        hands=[["defection"], []],
    )
    s.attached["vex"] = []
    inst = next(c for c in s.action_stack if c and c.startswith("combat_training"))
    s.action_stack.remove(inst)
    s.attached["vex"] = [inst]
    s.card_owner[inst] = 1
    act(s, "play", "defection", "vex")
    act(s, "commit", "leader:0")
    act(s, "declare")
    pass_until_empty(s)  # 4 influence for 3 +2: fails
    assert "vex" in s.party[1]
    s = position(leaders=["voor", "korr"], parties=[["orrin"], ["vex"]], hands=[["defection"], []])
    act(s, "play", "defection", "vex")
    act(s, "commit", "leader:0")
    act(s, "commit", "orrin")
    act(s, "declare")
    pass_until_empty(s)
    assert s.party[0][-1] == "vex" and "vex" in s.tapped and s.recruits == 1


def test_sabotage_discards_any_passive_conduit_access_too() -> None:
    s = position(leaders=["korr", "voor"], hands=[["sabotage"], []])
    conduit = s.attached["engine_room"][0]
    act(s, "play", "sabotage", conduit)
    pass_until_empty(s)
    assert "engine_room" not in s.attached and conduit in s.discard


def test_insubordination_stops_committing_and_tapping_but_not_defending() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["tolle"], []],
        sections={"armory": 0},
        stationed={"tolle": "armory"},
        hands=[[], ["insubordination"]],
    )
    act(s, "end_phase")
    act(s, "play", "insubordination", "tolle")  # Player 2's last call
    pass_until_empty(s)
    assert s.stack.top.kind == "open" and not has(s, "use", "tolle")
    act(s, "attack", "sickbay")
    assert not has(s, "commit", "tolle")
    act(s, "commit", "leader:0")
    act(s, "declare")
    pass_until_empty(s)
    s.turn_player = 1
    from tests.storm_the_bridge.helpers import at_open

    at_open(s)
    act(s, "attack", "armory")
    act(s, "commit", "leader:1")
    assert attack.needed(s) == 2 + 1 + 2 + 1  # Korr, Tolle on post, Armory, Korr's +1


def test_power_reroute_and_overclock_untap_crew_not_used_in_the_action() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["greaves", "mbeki"], []],
        sections={"engine_room": 0},
    )
    s.tapped = {"mbeki"}
    assert has(s, "use", "engine_room", 0, "mbeki")
    assert has(s, "use", "greaves", 0, "mbeki")
    assert not has(s, "use", "greaves", 0, "greaves")  # another crew member
    act(s, "use", "greaves", 0, "mbeki")
    pass_until_empty(s)
    assert "mbeki" not in s.tapped and "greaves" in s.tapped


def test_jury_rig_moves_a_passive_to_another_card_of_the_party_its_target_allows() -> None:
    """R12: Power Armor targets crew, so it moves to crew only, never to the leader its
    blue strip would also name."""
    s = position(leaders=["korr", "voor"], parties=[["ogilvy", "vex"], []])
    inst = next(c for c in s.action_stack if c and c.startswith("power_armor"))
    s.action_stack.remove(inst)
    s.attached["ogilvy"] = [inst]
    s.card_owner[inst] = 0
    act(s, "use", "ogilvy", 0, inst)
    pass_until_empty(s)
    assert has(s, "move_to", "vex") and not has(s, "move_to", "leader:0")
    act(s, "move_to", "vex")
    assert s.attached == {"engine_room": s.attached["engine_room"], "vex": [inst]}


def test_stats_combat_attack_and_defence_modifiers() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["rinn", "maddox"], []],
        sections={"armory": 0},
        stationed={"rinn": "armory"},
    )
    assert P.defense_value(s, "rinn") == 4 + 1  # +1 on post, +1 Security at the Armory
    assert P.attack_value(s, "rinn") == 3
    assert P.section_defense(s, "armory") == 2 + 1  # Korr's Reinforced Bulkheads


def test_flanking_maneuver_counts_committed_crew() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["vex", "brandt"], []],
        hands=[["flanking_maneuver"], []],
    )
    declare(s, "attack", "engine_room", "leader", "vex", "brandt")
    act(s, "pass")
    act(s, "play", "flanking_maneuver")
    pass_until_empty(s)
    assert s.occupier["engine_room"] == 0  # 2 +2 +2 +2 = 8 against 7


def test_ambush_and_diversion_silence_the_defence() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[[], ["thul"]],
        sections={"sickbay": 1},
        stationed={"thul": "sickbay"},
        hands=[["ambush_tactics", "diversion"], []],
    )
    declare(s, "attack", "sickbay", "leader")
    assert attack.needed(s) == 1 + 1 + 3
    act(s, "pass")
    act(s, "play", "ambush_tactics")
    act(s, "pass")
    act(s, "pass")
    act(s, "play", "diversion")
    act(s, "pass")
    act(s, "pass")
    assert attack.needed(s) == 1
    pass_until_empty(s)
    assert s.occupier["sickbay"] == 0
    assert any(c.startswith("diversion") for c in s.discard)  # "for this attack"


def test_adrenaline_stim_lasts_the_turn_and_then_goes_to_the_discard_pile() -> None:
    s = position(leaders=["korr", "voor"], hands=[["adrenaline_stim"], []])
    act(s, "play", "adrenaline_stim", "leader:0")
    pass_until_empty(s)
    assert P.stat(s, "leader:0", "combat") == 4
    assert [i for i, _ in s.table] and not s.discard
    act(s, "end_phase")
    act(s, "pass")
    assert P.stat(s, "leader:0", "combat") == 2 and not s.table


def test_field_promotion_stays_on_the_table_for_the_turn_its_recruit_lasts() -> None:
    """Rulebook: "Any instant cards which modify through the turn should remain on the
    table and in effect, to be discarded at the end of the turn": one more recruit this
    turn is such a change, though no modifier carries it."""
    s = position(leaders=["korr", "voor"], hands=[["field_promotion"], []])
    act(s, "play", "field_promotion")
    pass_until_empty(s)
    assert [s.game.design_of[i] for i, _ in s.table] == ["field_promotion"] and not s.discard
    act(s, "end_phase")
    events = act(s, "pass")
    assert not s.table and [s.game.design_of[i] for i in s.discard] == ["field_promotion"]
    assert "Field Promotion goes to the discard pile (the turn is over)" in texts(events)


def test_an_instant_for_one_attack_leaves_the_table_with_a_line_in_the_log() -> None:
    s = position(leaders=["korr", "voor"], sections={"sickbay": 1}, hands=[["phaser_volley"], []])
    declare(s, "attack", "sickbay", "leader")
    act(s, "pass")
    act(s, "play", "phaser_volley")
    events = pass_until_empty(s)
    assert "Phaser Volley goes to the discard pile (the attack is over)" in texts(events)
    assert not s.table


def test_emergency_reinforcements_station_a_defender_at_the_attacked_section() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[[], ["thul"]],
        sections={"sickbay": 1, "armory": 1},
        stationed={"thul": "armory"},
        hands=[[], ["emergency_reinforcements"]],
    )
    declare(s, "attack", "sickbay", "leader")
    act(s, "play", "emergency_reinforcements", "thul")
    pass_until_empty(s)
    assert s.occupier["sickbay"] == 1  # 2 against 1 +1 +3
    assert s.assigned["thul"] == "sickbay"


def test_mennick_discards_are_worth_two() -> None:
    s = position(
        leaders=["mennick", "voor"],
        pool=["thul", "vex", "brandt"],
        hands=[["supply_run"], []],
    )
    declare(s, "recruit", "thul", "leader")
    act(s, "pass")
    act(s, "bonus", "supply_run")
    assert recruit.total(s) == 3 + 2  # his influence (change 11) and one discard at +2


def test_storming_drill_makes_braskos_attack_discards_worth_two() -> None:
    """Brasko's leader ability (balance change 4): +2 a discard in his own attacks."""
    s = position(
        leaders=["brasko", "korr"],
        sections={"sickbay": 1},
        hands=[["supply_run", "rumor_mill"], []],
    )
    declare(s, "attack", "sickbay", "leader")
    act(s, "pass")
    before = attack.attack_total(s)
    assert any("+2 attack" in a.label for a in s.legal_actions() if a.kind == "bonus")
    act(s, "bonus", "supply_run")
    act(s, "bonus", "rumor_mill")
    assert attack.attack_total(s) == before + 4


def test_storming_drill_leaves_braskos_influence_discards_at_one() -> None:
    s = position(
        leaders=["brasko", "korr"], pool=["thul", "vex", "brandt"], hands=[["supply_run"], []]
    )
    declare(s, "recruit", "thul", "leader")
    act(s, "pass")
    act(s, "bonus", "supply_run")
    assert recruit.total(s) == 2 + 1


def test_first_only_for_combat_counts_the_attacks_own_discards() -> None:
    """The vocabulary: ``first_only`` with ``use: combat`` is the first discard of each
    attack (the turn's first discard for influence otherwise)."""
    s = position(leaders=["brasko", "korr"], hands=[["supply_run", "rumor_mill"], []])
    st = s.game.leaders["brasko"].ability.static[0]  # type: ignore[union-attr]
    assert st.name == "discard_value" and st.params.use == "combat"
    object.__setattr__(st.params, "first_only", True)
    try:
        declare(s, "attack", "sickbay", "leader")
        act(s, "pass")
        act(s, "bonus", "supply_run")
        act(s, "bonus", "rumor_mill")
        assert attack.attack_total(s) == 2 + 2 + 1  # Brasko's combat, then +2 and +1
    finally:
        object.__setattr__(st.params, "first_only", False)


def test_stand_fast_lets_a_stationed_crew_brasko_discard_one_for_defence() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[[], ["brasko"]],
        sections={"sickbay": 1},
        stationed={"brasko": "sickbay"},
        hands=[[], ["supply_run", "rumor_mill", "red_alert"]],
    )
    declare(s, "attack", "sickbay", "leader")
    needed = attack.needed(s)
    act(s, "defend", "supply_run")
    assert not has(s, "defend")  # at most one
    assert attack.needed(s) == needed + 1


def test_rumor_mill_in_answer_to_a_recruit_can_cycle_the_target_away() -> None:
    s = position(
        leaders=["korr", "voor"], pool=["aldous", "vex", "brandt"], hands=[[], ["rumor_mill"]]
    )
    declare(s, "recruit", "aldous", "leader")
    act(s, "play", "rumor_mill")
    pass_until_empty(s)
    assert "aldous" not in s.party[0] and s.crew_stack[0] == "aldous"


def test_supply_run_and_tolle_draw() -> None:
    s = position(leaders=["korr", "voor"], parties=[["tolle"], []], hands=[["supply_run"], []])
    act(s, "play", "supply_run")
    pass_until_empty(s)
    act(s, "use", "tolle")
    pass_until_empty(s)
    assert len(s.hand[0]) == 3


def test_passives_stay_with_a_captured_section() -> None:
    s = position(
        leaders=["ruhl", "voor"],
        parties=[["maddox", "szell"], []],
        sections={"engine_room": 1},
    )
    declare(s, "attack", "engine_room", "leader", "maddox", "szell")
    pass_until_empty(s)
    assert s.occupier["engine_room"] == 0 and s.attached["engine_room"]


def test_passives_attach_only_to_party_cards_and_sections() -> None:
    s = position(
        leaders=["korr", "voor"], pool=["aldous", "vex", "brandt"], hands=[["combat_training"], []]
    )
    targets = {a.args[1] for a in s.legal_actions() if a.kind == "play"}
    assert targets == {"leader:0", "leader:1"}  # A8: not the pool


def test_insubordination_on_a_committed_attacker_withdraws_it() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["mbeki"], []],
        hands=[[], ["insubordination"]],
    )
    declare(s, "attack", "armory", "leader", "mbeki")
    act(s, "play", "insubordination", "mbeki")
    pass_until_empty(s)
    assert s.occupier["armory"] is None and "mbeki" not in s.tapped  # R21


def test_ambush_tactics_silences_a_stationed_crew_members_ability_too() -> None:
    """R25: "its stationed crew add nothing to its defence" takes Tobiah Fenn's Damage
    Control (+1 to the section he is stationed at) with his combat."""
    s = position(
        leaders=["korr", "voor"],
        parties=[[], ["fenn"]],
        sections={"sickbay": 1},
        stationed={"fenn": "sickbay"},
        hands=[["ambush_tactics"], []],
    )
    declare(s, "attack", "sickbay", "leader")
    fenn = P.defense_value(s, "fenn")
    assert attack.needed(s) == 1 + 1 + fenn + 1  # section, Voor, Fenn, Damage Control
    act(s, "pass")
    act(s, "play", "ambush_tactics")
    act(s, "pass")
    act(s, "pass")
    assert attack.needed(s) == 1 + 1


def test_insubordination_moved_onto_a_committed_attacker_withdraws_it() -> None:
    """R21 holds for a passive moved by Jury-Rig as for one played: the attacker it lands
    on may not stay committed (before, Mbeki stayed in and the Sickbay fell 5 to 5)."""
    s = position(
        leaders=["korr", "voor"],
        parties=[["mbeki", "tolle", "ogilvy"], []],
        hands=[[], ["insubordination"]],
    )
    act(s, "end_phase")
    act(s, "play", "insubordination", "tolle")  # Player 2's last call
    pass_until_empty(s)
    inst = s.attached["tolle"][0]
    declare(s, "attack", "sickbay", "leader", "mbeki")
    act(s, "pass")
    act(s, "use", "ogilvy", 0, inst)
    while s.stack.top.kind == "priority":
        act(s, "pass")
    events = act(s, "move_to", "mbeki")
    assert "Mbeki is withdrawn from the attack" in " ".join(texts(events))
    assert "mbeki" not in s.act_committed
    pass_until_empty(s)
    assert s.occupier["sickbay"] is None and "mbeki" not in s.tapped


def test_a_defecting_crew_member_keeps_its_passives() -> None:
    s = position(
        leaders=["voor", "korr"],
        parties=[["orrin"], ["vex"]],
        hands=[["defection"], []],
    )
    inst = next(c for c in s.action_stack if c and c.startswith("power_armor"))
    s.action_stack.remove(inst)
    s.attached["vex"] = [inst]
    s.card_owner[inst] = 1
    act(s, "play", "defection", "vex")
    act(s, "commit", "leader:0")
    act(s, "commit", "orrin")
    act(s, "declare")
    pass_until_empty(s)
    assert "vex" in s.party[0] and s.attached["vex"] == [inst]  # A7


def test_a_passive_is_played_to_attach_and_only_attaches_when_it_resolves() -> None:
    from tests.storm_the_bridge.helpers import texts

    s = position(
        leaders=["korr", "voor"],
        sections={"diplomatic_suite": 0},
        hands=[["hidden_stash", "combat_training"], []],
    )
    pushed = texts(act(s, "play", "hidden_stash", "diplomatic_suite"))
    assert pushed == ["Player 1 plays Hidden Stash to attach it to the Diplomatic Suite"]
    resolved = texts(pass_until_empty(s))
    assert "Hidden Stash is attached to the Diplomatic Suite" in resolved
    pushed = texts(act(s, "play", "combat_training", "leader:0"))
    assert pushed == ["Player 1 plays Combat Training to attach it to Tavish Korr"]


def test_balance_changes_6_to_8_leader_numbers() -> None:
    """rules.md, "Balance changes" 6-8: Bragga fights with 0 and still draws to 6, Dray
    Mennick has combat 2, and Vask Ruhl's first attack of a turn gets +2."""
    s = position(leaders=["bragga", "mennick"])
    assert P.stat(s, P.leader_key(0), "combat") == 0
    assert P.hand_size(s, 0) == 6
    assert P.stat(s, P.leader_key(1), "combat") == 2
    s = position(leaders=["ruhl", "voor"])
    declare(s, "attack", "sickbay", "leader")
    assert attack.attack_total(s) == 3 + 2  # Ruhl's combat and Breach Leader


def test_balance_changes_9_and_10_leader_numbers() -> None:
    """rules.md, "Balance changes" 9-10: Bragga recruits with 2 and still draws to 6;
    Gunnar Brasko fights with 2, his discards in his own attacks still worth 2 each."""
    s = position(leaders=["bragga", "brasko"])
    assert P.stat(s, P.leader_key(0), "influence") == 2
    assert P.stat(s, P.leader_key(0), "combat") == 0
    assert P.hand_size(s, 0) == 6
    assert P.stat(s, P.leader_key(1), "combat") == 2
    assert P.stat(s, P.leader_key(1), "influence") == 2


def test_balance_change_11_mennick_recruits_with_3() -> None:
    """rules.md, "Balance changes" 11: Dray Mennick's numbers come to the design target
    of 5 (combat 2, influence 3); Deep Pockets still makes each discard for influence +2."""
    s = position(leaders=["mennick", "korr"])
    assert P.stat(s, P.leader_key(0), "influence") == 3
    assert P.stat(s, P.leader_key(0), "combat") == 2
    assert P.discard_value(s, 0, True) == 2 and P.discard_value(s, 0, False) == 1


def test_red_alert_boosts_the_crew_in_the_party_as_it_resolves_not_later_recruits() -> None:
    # R23: a played card's amounts and the cards it names are fixed as it resolves.
    s = position(
        leaders=["ruhl", "korr"],
        parties=[["aldous"], []],
        pool=["pritchard", "iyer"],
        hands=[["red_alert", "supply_run"], []],
    )
    base_aldous = P.attack_value(s, "aldous")
    act(s, "play", "red_alert")
    pass_until_empty(s)
    declare(s, "recruit", "pritchard", "leader")
    pass_until_empty(s)
    assert "pritchard" in s.party[0]
    assert P.attack_value(s, "aldous") == base_aldous + 1
    assert P.attack_value(s, "pritchard") == s.game.crew["pritchard"].combat


def test_flanking_maneuver_keeps_its_count_when_a_counted_crew_member_is_withdrawn() -> None:
    # R23: counted as it resolves; Stun Blast on one of the two afterwards leaves +2.
    s = position(
        leaders=["korr", "voor"],
        parties=[["vex", "brandt"], []],
        hands=[["flanking_maneuver"], ["stun_blast"]],
    )
    declare(s, "attack", "engine_room", "leader", "vex", "brandt")
    act(s, "pass")
    act(s, "play", "flanking_maneuver")
    act(s, "pass")
    act(s, "pass")  # Flanking Maneuver resolves: +2 for Vex and Brandt
    assert s.act_mod == 2
    act(s, "pass")
    act(s, "play", "stun_blast", "brandt")
    act(s, "pass")
    act(s, "pass")
    assert "brandt" not in s.act_committed and s.act_mod == 2


def test_a_defection_of_kip_larkin_does_not_use_up_the_recruit_either() -> None:
    # R8: a defection is a recruit, and recruiting Kip does not use up the turn's one.
    s = position(
        leaders=["voor", "korr"],
        parties=[["orrin"], ["larkin"]],
        pool=["pritchard", "iyer"],
        hands=[["defection"], []],
    )
    act(s, "play", "defection", "larkin")
    act(s, "commit", "leader:0")
    act(s, "declare")
    pass_until_empty(s)
    assert s.party[0][-1] == "larkin" and s.recruits == 0
    assert has(s, "recruit", "pritchard")


def test_defection_against_loyal_to_the_end_fails_and_spends_the_card_and_the_recruit() -> None:
    """R8: Defection "fails if Loyal to the End is on its target (the card and the
    recruit are spent)"."""
    s = position(
        leaders=["voor", "korr"],
        parties=[["orrin"], ["vex"]],
        pool=["pritchard", "harrigan"],
        hands=[["defection"], ["loyal_to_the_end"]],
    )
    act(s, "end_phase")
    act(s, "play", "loyal_to_the_end", "vex")  # Player 2's last call
    pass_until_empty(s)
    loyal = s.attached["vex"][0]
    act(s, "play", "defection", "vex")
    act(s, "commit", "leader:0")
    act(s, "commit", "orrin")
    act(s, "declare")  # 8 influence for 3 +2: enough
    pass_until_empty(s)
    assert "vex" in s.party[1] and "vex" not in s.party[0]
    assert "vex" not in s.attached and loyal in s.discard  # discarded instead
    assert any(s.game.design_of[c] == "defection" for c in s.discard) and not s.hand[0]
    assert s.recruits == 1 and not has(s, "recruit", "pritchard")


def test_belay_that_order_counters_a_defection_as_an_action_card() -> None:
    """R8: Defection "is an action card for Belay That Order"; R4: countering it cancels
    the recruit, its committed cards stay untapped."""
    s = position(
        leaders=["voor", "korr"],
        parties=[["orrin"], ["vex"]],
        pool=["pritchard", "harrigan"],
        hands=[["defection"], ["belay_that_order"]],
    )
    act(s, "play", "defection", "vex")
    act(s, "commit", "leader:0")
    act(s, "commit", "orrin")
    act(s, "declare")
    defection = s.items[-1][0]
    assert s.current_player == 1 and has(s, "play", "belay_that_order", defection)
    act(s, "play", "belay_that_order", defection)
    pass_until_empty(s)
    assert "vex" in s.party[1] and "vex" not in s.tapped
    assert not s.tapped & {"leader:0", "orrin"}
    assert any(s.game.design_of[c] == "defection" for c in s.discard)
    assert s.recruits == 0 and has(s, "recruit", "pritchard")  # A4: not used up


def test_red_tape_cancels_a_defection_as_a_recruit() -> None:
    """R8: Defection "is ... a recruit for Red Tape"; a cancelled recruit does not use up
    the turn's recruit (A4)."""
    s = position(
        leaders=["voor", "korr"],
        parties=[["orrin"], ["vex"]],
        pool=["pritchard", "harrigan"],
        hands=[["defection"], ["red_tape"]],
    )
    act(s, "play", "defection", "vex")
    act(s, "commit", "leader:0")
    act(s, "commit", "orrin")
    act(s, "declare")
    act(s, "play", "red_tape")
    pass_until_empty(s)
    assert "vex" in s.party[1] and "vex" not in s.party[0]
    assert not s.tapped & {"leader:0", "orrin"}
    assert any(s.game.design_of[c] == "defection" for c in s.discard)
    assert s.recruits == 0 and has(s, "recruit", "pritchard")


def test_silver_tongue_gives_its_host_one_influence() -> None:
    """Silver Tongue: "Attach to a leader or crew member: +1 influence"."""
    s = position(leaders=["korr", "voor"], pool=["iyer", "thul"], hands=[["silver_tongue"], []])
    assert P.influence_value(s, "leader:0") == 3
    act(s, "play", "silver_tongue", "leader:0")
    pass_until_empty(s)
    declare(s, "recruit", "iyer", "leader")  # Korr 3 +1 for To Recruit 4
    assert recruit.total(s) == 4
    pass_until_empty(s)
    assert "iyer" in s.party[0]


def test_live_wire_gives_dalloway_one_combat_while_the_party_holds_conduit_access() -> None:
    """Nix Dalloway, Live Wire: "+1 combat while your party occupies the section that
    holds Conduit Access"."""
    s = position(leaders=["korr", "voor"], parties=[["dalloway"], []], sections={"sickbay": 0})
    assert P.attack_value(s, "dalloway") == 1  # another section does not count
    s = position(leaders=["korr", "voor"], parties=[["dalloway"], []], sections={"engine_room": 0})
    assert P.attack_value(s, "dalloway") == 2
    s = position(
        leaders=["korr", "voor"],
        parties=[["dalloway"], []],
        sections={"engine_room": 0},
        hands=[[], ["sabotage"]],
    )
    act(s, "end_phase")
    act(s, "play", "sabotage", s.attached["engine_room"][0])  # Conduit Access is gone
    pass_until_empty(s)
    assert P.attack_value(s, "dalloway") == 1


def test_seasoned_gives_endagos_crew_double_one_combat_with_four_crew() -> None:
    """Endago (crew), Seasoned: "+1 combat while your party has 4 or more crew"."""
    s = position(
        leaders=["korr", "voor"],
        parties=[["endago", "pritchard", "vex"], []],
        pool=["brandt", "harrigan"],
    )
    assert P.attack_value(s, "endago") == 2  # three crew
    declare(s, "recruit", "brandt", "leader")
    pass_until_empty(s)
    assert len(s.party[0]) == 4
    assert P.attack_value(s, "endago") == 3


def test_well_stocked_raises_the_hand_size_while_braggas_double_is_in_the_party() -> None:
    """Bragga (crew), Well Stocked: "While in your party, your default hand size is +1"."""
    s = position(leaders=["korr", "voor"], parties=[["bragga"], []], hands=[[], []])
    assert (P.hand_size(s, 0), P.hand_size(s, 1)) == (6, 5)
    act(s, "end_phase")
    act(s, "pass")  # Player 2's turn: they draw up to 5
    assert s.turn_player == 1 and len(s.hand[1]) == 5
    act(s, "end_phase")
    act(s, "pass")  # back to Player 1, who draws up to 6
    assert s.turn_player == 0 and len(s.hand[0]) == 6


def test_kindred_spirits_adds_one_influence_only_recruiting_diplomatic_crew() -> None:
    """Selin Voor (crew), Kindred Spirits: "+1 influence when recruiting a Diplomatic crew
    member"."""
    s = position(
        leaders=["korr", "ruhl"],
        parties=[["voor", "pritchard"], []],
        pool=["maddox", "thul"],
    )
    declare(s, "recruit", "maddox", "voor", "pritchard")  # Security: 4 + 1 for 6
    assert recruit.total(s) == 5
    pass_until_empty(s)
    assert "maddox" in s.pool and s.recruits == 0
    declare(s, "recruit", "thul", "voor", "pritchard")  # Diplomatic: 4 +1 + 1 for 6
    assert recruit.total(s) == 6
    pass_until_empty(s)
    assert "thul" in s.party[0]


def test_force_field_gives_the_section_it_is_attached_to_two_defence() -> None:
    """Force Field: "Attach to a section: +2 defence"."""
    s = position(
        leaders=["korr", "voor"],
        parties=[["pritchard"], []],
        sections={"sickbay": 1, "diplomatic_suite": 1},
        hands=[[], ["force_field"]],
    )
    act(s, "end_phase")
    act(s, "play", "force_field", "sickbay")  # Player 2's last call
    pass_until_empty(s)
    declare(s, "attack", "sickbay", "leader", "pritchard")
    assert (attack.attack_total(s), attack.needed(s)) == (3, 1 + 1 + 2)  # Voor, Sickbay, +2
    pass_until_empty(s)
    assert s.occupier["sickbay"] == 1
    # The Diplomatic Suite, without a Force Field: Voor 1 + Suite 1.
    declare(s, "attack", "diplomatic_suite", "leader", "pritchard")
    assert attack.needed(s) == 2
    pass_until_empty(s)
    assert s.occupier["diplomatic_suite"] == 0


def test_a_passive_goes_only_under_a_host_its_strip_names_in_play() -> None:
    """Passives attach "by the colour of their strip": a blue strip (leader or crew) is
    never offered a section, a purple one (section) never a character."""
    s = position(
        leaders=["korr", "voor"],
        parties=[["brandt"], []],
        sections={"armory": 0},
        hands=[["power_armor", "force_field"], []],
    )
    blue = [a.args[1] for a in s.legal_actions() if a.kind == "play" and a.args[0] == "power_armor"]
    purple = [
        a.args[1] for a in s.legal_actions() if a.kind == "play" and a.args[0] == "force_field"
    ]
    sections = set(s.game.sections)
    assert blue and not sections & set(blue)
    assert purple and set(purple) <= sections
