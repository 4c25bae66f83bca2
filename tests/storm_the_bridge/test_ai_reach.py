"""The search leaves out an attack that can only fail (``ai.attack_reach``): every free
card, the whole hand (each card discarded, or played for its ``ai.reach``) and every
ability the seat could use still short of what the section needs; and it does not
declare an attack its committed cards cannot carry while another could join. Players are
still offered both."""

from __future__ import annotations

from game.core.actions import Action
from game.engines.storm_the_bridge import ai, attack
from tests.storm_the_bridge.helpers import position

# To Take of the sections in the centre (the Bridge needs another section first).
CENTRE = {"diplomatic_suite": 4, "sickbay": 5, "armory": 6, "engine_room": 7}


def attacked(actions: list[Action]) -> set[object]:
    return {a.args[0] for a in actions if a.kind == "attack"}


def searched(s: object) -> set[object]:
    return attacked(ai.search_actions(s, s.legal_actions()))  # type: ignore[arg-type, attr-defined]


def test_an_attack_that_cannot_reach_its_to_take_is_not_searched() -> None:
    # Tavish Korr alone (combat 2, no ability to tap) with an empty hand reaches 2.
    s = position(leaders=["korr", "voor"], hands=[[], []])
    legal = s.legal_actions()
    assert attacked(legal) == set(CENTRE)
    assert searched(s) == set()
    others = ("attack", "recruit")
    assert [a for a in legal if a.kind not in others] == [
        a for a in ai.search_actions(s, legal) if a.kind not in others
    ]


def test_each_card_in_hand_counts_for_a_discard_or_for_its_reach() -> None:
    two = position(leaders=["korr", "voor"], hands=[["signing_bonus", "signing_bonus"], []])
    assert searched(two) == {"diplomatic_suite"}  # 2 + 1 + 1
    volley = position(leaders=["korr", "voor"], hands=[["phaser_volley"], []])
    assert searched(volley) == {"diplomatic_suite", "sickbay"}  # 2 + 3
    both = position(leaders=["korr", "voor"], hands=[["phaser_volley", "signing_bonus"], []])
    assert searched(both) == {"diplomatic_suite", "sickbay", "armory"}  # 2 + 3 + 1


def test_an_ability_the_seat_could_use_counts_toward_the_reach() -> None:
    # The Armory held: Weapons Locker (tap: +2 attack) waits for the attack it helps.
    s = position(leaders=["korr", "voor"], sections={"armory": 0}, hands=[[], []])
    assert searched(s) == {"diplomatic_suite"}  # 2 + 2
    s.tapped.add("armory")
    assert searched(s) == set()


def test_an_ability_that_cannot_help_an_attack_adds_nothing() -> None:
    # Hospitality adds influence to a recruit; Sensor Sweep only looks at the Crew Stack.
    s = position(
        leaders=["korr", "voor"],
        parties=[["matsen", "mbeki"], []],
        sections={"diplomatic_suite": 0},
        hands=[[], []],
    )
    assert searched(s) == {"sickbay", "armory"}  # Korr 2 + Oru Matsen 1 + Trask Mbeki 3


def test_a_bonus_that_holds_only_in_the_attack_counts() -> None:
    # Vask Ruhl (combat 3): Breach Leader gives his first attack each turn +2.
    s = position(leaders=["ruhl", "voor"], hands=[[], []])
    assert searched(s) == {"diplomatic_suite", "sickbay"}  # 3 + 2
    s.attacks = 1
    assert searched(s) == set()
    assert s.act_kind != "attack"  # the reading as if attacking is put back


def test_an_attack_is_not_declared_short_while_another_card_could_join() -> None:
    s = position(leaders=["korr", "voor"], parties=[["mbeki"], []], hands=[[], []])
    assert "sickbay" in searched(s)  # Korr 2 + Trask Mbeki 3 = 5
    s.apply(next(a for a in s.legal_actions() if a.kind == "attack" and a.args[0] == "sickbay"))
    s.apply(next(a for a in s.legal_actions() if a.kind == "commit" and a.args[0] == "leader:0"))
    legal = s.legal_actions()
    assert {a.kind for a in legal} == {"commit", "declare"}
    assert {a.kind for a in ai.search_actions(s, legal)} == {"commit"}
    s.apply(next(a for a in legal if a.kind == "commit"))
    assert [a.kind for a in ai.search_actions(s, s.legal_actions())] == ["declare"]


def test_a_hopeless_attack_stays_legal_for_a_player() -> None:
    s = position(leaders=["korr", "voor"], hands=[[], []])
    s.apply(next(a for a in s.legal_actions() if a.kind == "attack" and a.args[0] == "engine_room"))
    assert s.act_kind == "attack" and s.act_target == "engine_room"
    s.apply(next(a for a in s.legal_actions() if a.kind == "commit"))
    assert [a.kind for a in s.legal_actions()] == ["declare"]


def recruited(actions: list[Action]) -> set[object]:
    return {a.args[0] for a in actions if a.kind == "recruit"}


def test_a_recruit_that_cannot_reach_its_cost_is_not_searched() -> None:
    # Tavish Korr's influence is 3: Trask Mbeki (To Recruit 3) is within reach, Pym
    # Aldous (3) too, Grask Thul (6) is not, until a Signing Bonus (+3) is in hand.
    s = position(leaders=["korr", "voor"], pool=["mbeki", "thul"], hands=[[], []])
    legal = s.legal_actions()
    assert recruited(legal) == {"mbeki", "thul"}
    assert recruited(ai.search_actions(s, legal)) == {"mbeki"}
    bonus = position(
        leaders=["korr", "voor"], pool=["mbeki", "thul"], hands=[["signing_bonus"], []]
    )
    assert recruited(ai.search_actions(bonus, bonus.legal_actions())) == {"mbeki", "thul"}


def test_a_recruit_is_not_declared_short_while_another_card_could_join() -> None:
    s = position(leaders=["korr", "voor"], parties=[["mbeki"], []], pool=["thul"], hands=[[], []])
    s.tapped.discard("mbeki")
    s.apply(next(a for a in s.legal_actions() if a.kind == "recruit"))
    s.apply(next(a for a in s.legal_actions() if a.kind == "commit" and a.args[0] == "mbeki"))
    legal = s.legal_actions()
    assert {a.kind for a in legal} == {"commit", "declare"}  # Mbeki's influence is 0
    assert {a.kind for a in ai.search_actions(s, legal)} == {"commit"}


def test_what_an_undeclared_attack_needs_is_what_it_needs_once_declared() -> None:
    # Pell Arasco's Steady Helm (1 less than To Take) and an occupied section's defence
    # count in the AI's reckoning as in the rules' (attack.need_of and attack.needed).
    s = position(
        leaders=["korr", "voor"],
        parties=[["arasco", "mbeki"], ["aldous"]],
        sections={"armory": 1},
        stationed={"aldous": "armory"},
        hands=[[], []],
    )
    for sec in ("diplomatic_suite", "sickbay", "engine_room", "armory"):
        declared = s.clone()
        declared.apply(
            next(a for a in declared.legal_actions() if a.kind == "attack" and a.args[0] == sec)
        )
        assert attack.need_of(s, 0, sec) == attack.needed(declared), sec
    assert attack.need_of(s, 0, "sickbay") == 4  # To Take 5, less Steady Helm's 1


def test_the_holder_of_the_bridge_stations_its_crew_there_first() -> None:
    """At its Redeployment a seat holding the Bridge searches only the stationings there
    while any remain (other posts, taking crew off and ending stay legal for a player);
    a seat without the Bridge searches every move."""
    from tests.storm_the_bridge.helpers import act

    s = position(
        leaders=["korr", "voor"],
        parties=[["brandt", "vex"], []],
        sections={"bridge": 0, "armory": 0},
        stationed={"vex": "armory"},
    )
    act(s, "end_phase")
    act(s, "pass")
    legal = s.legal_actions()
    assert s.stack.top.kind == "redeploy" and {a.kind for a in legal} >= {"station", "done"}
    assert {(a.kind, *a.args) for a in ai.search_actions(s, legal)} == {
        ("station", "brandt", "bridge"),
        ("station", "vex", "bridge"),
    }
    without = position(
        leaders=["korr", "voor"],
        parties=[["brandt", "vex"], []],
        sections={"armory": 0, "sickbay": 0},
    )
    act(without, "end_phase")
    act(without, "pass")
    legal = without.legal_actions()
    assert ai.search_actions(without, legal) == legal
