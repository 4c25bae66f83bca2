"""The response window (rulebook p. 9, "all actions can be immediately challenged or
countered"; the research's section 7 procedure) and the auto-pass setting."""

from __future__ import annotations

from game.engines.storm_the_bridge import attack, responses
from game.engines.storm_the_bridge import zones as Z
from tests.storm_the_bridge.helpers import act, declare, has, pass_until_empty, position, texts


def _deciders(s, n):  # type: ignore[no-untyped-def]
    """Who holds priority for the next ``n`` passes."""
    out = []
    for _ in range(n):
        out.append(s.current_player)
        act(s, "pass")
    return out


def test_after_a_push_everyone_passes_in_turn_order_from_the_pusher_then_it_resolves() -> None:
    s = position(3, leaders=["korr", "voor", "ruhl"], active=1)
    declare(s, "attack", "diplomatic_suite", "leader")
    assert [s.current_player] == [2]
    assert _deciders(s, 3) == [2, 0, 1]  # the pusher passes last
    assert not s.items and s.stack.top.kind == "open"


def test_a_response_restarts_the_round_and_the_top_item_resolves_first() -> None:
    s = position(
        leaders=["korr", "voor"],
        sections={"sickbay": 1},
        hands=[["phaser_volley"], ["seal_the_bulkheads"]],
    )
    declare(s, "attack", "sickbay", "leader")  # 2 against Voor 1 + Sickbay 1
    act(s, "play", "seal_the_bulkheads")
    assert s.current_player == 0  # after the responder
    act(s, "play", "phaser_volley")
    assert s.current_player == 1
    assert [i[1] for i in s.items] == ["attack", "card", "card"]
    act(s, "pass")
    events = act(s, "pass")
    assert any("Phaser Volley" in t and "resolves" in t for t in texts(events))
    # After a resolution the active player is asked first, on the new top item.
    assert s.current_player == 0 and s.items[-1][3].startswith("seal_the_bulkheads")
    act(s, "pass")
    act(s, "pass")
    assert s.act_def == 3 and s.act_mod == 3
    pass_until_empty(s)
    assert s.occupier["sickbay"] == 0  # 2 +3 against 1 +1 +3: a tie goes to the attacker


def test_a_counter_can_be_countered() -> None:
    s = position(
        leaders=["korr", "voor"],
        hands=[["supply_run", "belay_that_order"], ["belay_that_order"]],
    )
    act(s, "play", "supply_run")
    supply = s.items[-1][0]
    act(s, "play", "belay_that_order", supply)
    belay1 = s.items[-1][0]
    act(s, "play", "belay_that_order", belay1)
    pass_until_empty(s)
    assert len(s.hand[0]) == 2  # Supply Run resolved: its Belay was countered
    assert sum(1 for c in s.discard if c.startswith("belay")) == 2


def test_an_item_whose_target_has_gone_fizzles() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["pritchard"], []],
        hands=[["adrenaline_stim"], ["transfer_orders"]],
    )
    act(s, "play", "adrenaline_stim", "pritchard")
    act(s, "play", "transfer_orders", "pritchard")
    events = pass_until_empty(s)
    assert "pritchard" not in s.party[0]
    assert any("no longer legal" in t for t in texts(events))
    assert any(c.startswith("adrenaline_stim") for c in s.discard)


def test_the_last_call_gives_every_other_player_one_chance_with_an_empty_stack() -> None:
    s = position(3, leaders=["korr", "voor", "ruhl"], hands=[[], ["supply_run"], []])
    act(s, "end_phase")
    assert s.current_player == 1 and s.stack.top.kind == "last_call"
    act(s, "play", "supply_run")
    pass_until_empty(s)
    assert s.stack.top.kind == "open" and s.current_player == 0  # the active decides again
    act(s, "end_phase")
    assert s.current_player == 1
    act(s, "pass")
    assert s.current_player == 2
    turn = s.turns
    act(s, "pass")
    assert s.turns == turn + 1 and s.turn_player == 1  # no section: no Redeployment


def test_rules_actions_keep_priority_and_do_not_restart_the_round() -> None:
    s = position(
        leaders=["korr", "voor"],
        hands=[["supply_run", "rumor_mill"], ["seal_the_bulkheads"]],
    )
    declare(s, "attack", "diplomatic_suite", "leader")  # Korr's 2 against To Take 4
    act(s, "pass")  # the other player first
    act(s, "bonus", "supply_run")
    assert s.current_player == 0 and s.passes == 1  # still the attacker's priority
    act(s, "bonus", "rumor_mill")
    act(s, "pass")  # the round is complete: the attack resolves, 4 against 4
    assert s.occupier["diplomatic_suite"] == 0


def test_auto_pass_skips_only_when_no_hand_could_answer() -> None:
    s = position(leaders=["korr", "voor"], hands=[["supply_run"], []], auto_pass_2=True)
    act(s, "play", "supply_run")
    # Player 2 has no card and no ability: passed for them, in front of everyone.
    assert s.current_player == 0
    assert s.passes == 1
    s = position(leaders=["korr", "voor"], hands=[["supply_run"], ["diversion"]], auto_pass_2=True)
    act(s, "play", "supply_run")
    # Diversion is no answer to Supply Run, but the others cannot know the card: asked.
    assert s.current_player == 1


def test_auto_pass_never_reads_the_hand() -> None:
    base = position(leaders=["korr", "voor"], hands=[["supply_run"], ["diversion"]])
    other = position(leaders=["korr", "voor"], hands=[["supply_run"], ["belay_that_order"]])
    for s in (base, other):
        assert responses.could_respond(s, 1) is True
    base.hand[1] = []
    assert responses.could_respond(base, 1) is False


def test_public_auto_pass_counts_cards_already_seen() -> None:
    """With every copy of every answer face up elsewhere, no hand can hold one."""
    s = position(leaders=["korr", "voor"], hands=[["supply_run"], ["diversion"]])
    act(s, "play", "supply_run")
    visible = [c for c in s.action_stack if c is not None]
    assert responses.could_respond(s, 1)
    s.discard.extend(visible)
    s.action_stack = []
    assert not responses.could_respond(s, 1)
    assert has(s, "pass")


def test_a_third_player_lands_a_modifier_on_an_attack_in_a_three_player_window() -> None:
    # Korr (Player 1) attacks Voor's Sickbay: 2 against Voor 1 + Sickbay 1, a tie that the
    # attacker would win. Ruhl, in neither side of the attack, answers with Adrenaline Stim
    # on Voor; the defence total changes as the Stim resolves, before the attack does.
    s = position(
        3,
        leaders=["korr", "voor", "ruhl"],
        sections={"sickbay": 1},
        hands=[[], [], ["adrenaline_stim"]],
    )
    declare(s, "attack", "sickbay", "leader")
    assert (attack.attack_total(s), attack.defense_total(s)) == (2, 2)
    act(s, "pass")  # Voor, the defender
    assert s.current_player == 2
    act(s, "play", "adrenaline_stim", "leader:1")
    assert [i[1] for i in s.items] == ["attack", "card"]
    # The Stim is on top: a full round of passes from Ruhl's left resolves it first.
    assert _deciders(s, 3) == [0, 1, 2]
    assert [i[1] for i in s.items] == ["attack"]
    assert (attack.attack_total(s), attack.defense_total(s)) == (2, 4)
    pass_until_empty(s)
    assert s.occupier["sickbay"] == 1  # 2 against 4: the attack fails
    assert "leader:0" not in s.tapped  # a failed attack leaves its attackers untapped


def test_a_player_who_is_not_active_uses_only_abilities_that_affect_an_attack_under_way() -> None:
    # Rulebook: "the active player can perform ... using special abilities"; "once an
    # attack has begun, any player can play action cards or use special abilities which
    # affect the attack" (R22). Tolle's draw, Holt's Rescan and the Engine Room's Power
    # Reroute affect no attack; Jury-Rig can (a passive moved onto a defender).
    s = position(
        leaders=["ruhl", "korr"],
        parties=[["aldous"], ["tolle", "holt", "ogilvy", "vex"]],
        sections={"engine_room": 1},
        stationed={"vex": "engine_room"},
    )
    armor = next(c for c in s.action_stack if c and c.startswith("power_armor"))
    s.action_stack.remove(armor)
    s.attached["ogilvy"] = [armor]
    s.card_owner[armor] = 1
    s.tapped.add("holt")  # Power Reroute needs a tapped crew member to untap
    act(s, "end_phase")
    assert s.current_player == 1 and s.stack.top.kind == "last_call"
    assert not has(s, "use"), "no ability on another player's turn outside an attack"
    s = position(
        leaders=["ruhl", "korr"],
        parties=[["aldous"], ["tolle", "holt", "ogilvy", "vex"]],
        sections={"engine_room": 1},
        stationed={"vex": "engine_room"},
    )
    s.action_stack.remove(armor)
    s.attached["ogilvy"] = [armor]
    s.card_owner[armor] = 1
    s.tapped.add("holt")
    declare(s, "attack", "engine_room", "leader", "aldous")
    assert s.current_player == 1
    assert {a.args[0] for a in s.legal_actions() if a.kind == "use"} == {"ogilvy"}
    act(s, "use", "ogilvy", 0, armor)
    while s.stack.top.kind == "priority":
        act(s, "pass")
    act(s, "move_to", "vex")  # Power Armor onto the defender: +2 defence
    assert s.attached["vex"] == [armor] and s.act_kind == "attack"


def test_triggers_go_on_in_turn_order_so_the_last_players_resolve_first() -> None:
    """rules.md, window rule 7: triggers go on the stack "the active player's first, then
    the others' in turn order", so the last player's resolve first."""
    # Player 2 is active, so the turn order is 2, 3, 1. Player 3 holds the Sickbay and
    # sets a Booby Trap on it in their last call; Player 1's trap on it is set on the
    # table (by play it would have gone off when Player 1 lost the section).
    s = position(
        3,
        leaders=["korr", "ruhl", "voor"],
        parties=[[], ["maddox", "szell"], []],
        sections={"sickbay": 2},
        hands=[["booby_trap"], [], ["booby_trap"]],
        active=1,
    )
    left = s.hand[0].pop()
    Z.attach(s, left, "sickbay", 0)
    act(s, "end_phase")
    act(s, "play", "booby_trap", "sickbay")  # Player 3's last call
    pass_until_empty(s)
    assert len(s.attached["sickbay"]) == 2 and s.stack.top.kind == "open"
    declare(s, "attack", "sickbay", "maddox", "szell")
    pass_until_empty(s)
    assert s.occupier["sickbay"] == 1
    # Both traps fire on the capture; each asks its player for a target, Player 3 first.
    assert s.stack.top.kind == "trigger_target" and s.current_player == 2
    act(s, "aim", "maddox")
    assert s.stack.top.kind == "trigger_target" and s.current_player == 0
    act(s, "aim", "szell")
    assert [(i[1], i[2]) for i in s.items] == [("trigger", 2), ("trigger", 0)]
    pass_until_empty(s)
    # Player 1's trap (on top) resolved first: Szell went to the bottom, then Maddox
    # under him.
    assert s.crew_stack[:2] == ["maddox", "szell"]
    assert not s.party[1] and "sickbay" not in s.attached


def test_a_trigger_on_the_stack_resolves_though_its_card_has_left_play() -> None:
    """rules.md R30: once on the stack a triggered ability stands apart from its card.
    Tilly Ashgrove's Bedside Manner, triggered by Brandt's sending, still draws after an
    answer sends Ashgrove herself away (who, gone, draws nothing for herself: R24)."""
    s = position(
        leaders=["korr", "ruhl"],
        parties=[["ashgrove", "brandt"], []],
        hands=[[], ["transfer_orders", "transfer_orders"]],
        active=1,
    )
    act(s, "play", "transfer_orders", "brandt")
    while not any(i[1] == "trigger" for i in s.items):  # Brandt goes; Bedside Manner
        act(s, "pass")  # goes on the stack
    assert [(i[1], i[2], i[3]) for i in s.items] == [("trigger", 0, "ashgrove")]
    while s.current_player != 1:
        act(s, "pass")
    act(s, "play", "transfer_orders", "ashgrove")  # in answer to the trigger
    hand = len(s.hand[0])
    pass_until_empty(s)
    assert "ashgrove" not in s.party[0]
    assert len(s.hand[0]) == hand + 1, "the trigger drew once, for Brandt only"


def test_cards_are_committed_before_the_declaration_and_none_join_after_it() -> None:
    """rules.md R29: an attack is made by tapping the cards committed to it; what is
    played after it has begun changes its totals, but no card joins it, even one that was
    never used in it and is untapped."""
    s = position(leaders=["korr", "ruhl"], parties=[["mbeki", "harrigan"], []])
    declare(s, "attack", "sickbay", "leader", "mbeki")
    while s.current_player != 0:
        act(s, "pass")
    assert s.stack.top.kind == "priority"
    assert not any(a.kind == "commit" for a in s.legal_actions())
    assert "harrigan" not in s.act_committed
