"""The search weighs no targeted play against its card's aim (``ai.aim`` in
actions.yaml): boons go to one's own cards (one on a section nobody holds helps whoever
takes it), blows to a rival's or to cards nobody holds. Players are still offered every
legal play."""

from __future__ import annotations

import copy

from game.ai.ismcts import IsmctsAgent
from game.core import registry
from game.core.actions import Action
from game.engines.storm_the_bridge import ai
from tests.storm_the_bridge.helpers import act, declare, position


def plays(actions: list[Action], design: str) -> set[object]:
    return {a.args[1] for a in actions if a.kind == "play" and a.args[0] == design}


def test_a_boon_is_searched_on_your_own_cards_only() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["mbeki"], ["pritchard"]],
        hands=[["combat_training", "adrenaline_stim"], []],
    )
    legal = s.legal_actions()
    searched = ai.search_actions(s, legal)
    assert plays(legal, "combat_training") == {"leader:0", "mbeki", "leader:1", "pritchard"}
    assert plays(searched, "combat_training") == {"leader:0", "mbeki"}
    assert plays(searched, "adrenaline_stim") == {"leader:0", "mbeki"}
    others = ("play", "attack", "recruit")  # attacks and recruits: test_ai_reach.py
    assert [a for a in legal if a.kind not in others] == [
        a for a in searched if a.kind not in others
    ]


def test_a_blow_is_searched_on_rivals_cards_only() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["mbeki"], ["pritchard"]],
        hands=[["stun_blast", "galactic_mumples"], []],
    )
    legal = s.legal_actions()
    searched = ai.search_actions(s, legal)
    assert "mbeki" in plays(legal, "stun_blast")
    assert plays(searched, "stun_blast") == {"pritchard"}
    assert plays(searched, "galactic_mumples") == {"leader:1", "pritchard"}


def test_a_section_boon_is_searched_on_your_own_sections_only() -> None:
    s = position(
        leaders=["korr", "voor"],
        sections={"sickbay": 0, "armory": 1},
        hands=[["force_field"], []],
    )
    legal = s.legal_actions()
    searched = plays(ai.search_actions(s, legal), "force_field")
    assert {"armory", "bridge", "engine_room"} <= plays(legal, "force_field")
    assert searched == {"sickbay"}  # not the rival's, nor one in the centre


def test_a_counter_is_searched_on_rivals_items_only() -> None:
    """Countering one's own card or ability on the stack only undoes one's own play (a
    Normal slip once did it to its own Field Promotion)."""
    s = position(
        leaders=["korr", "voor"],
        hands=[["supply_run", "belay_that_order"], ["belay_that_order"]],
    )
    act(s, "play", "supply_run")
    own = s.items[-1][0]
    act(s, "play", "belay_that_order", own)  # the rival counters it
    rivals = s.items[-1][0]
    assert s.current_player == 0
    legal = s.legal_actions()
    assert plays(legal, "belay_that_order") == {own, rivals}
    assert plays(ai.search_actions(s, legal), "belay_that_order") == {rivals}


def test_the_search_never_weighs_or_chooses_a_play_left_out() -> None:
    """The tree grows no node for a wrong-way play (at the root or below), so the agent
    cannot choose one; told to weigh everything, the same search does grow them."""
    g = registry.load_game("storm_the_bridge")
    s = position(
        leaders=["korr", "voor"],
        parties=[[], ["pritchard"]],
        hands=[["combat_training"], []],
    )
    wrong = {("combat_training", "leader:1"), ("combat_training", "pritchard")}

    def grown(game: object) -> set[tuple[object, ...]]:
        agent = IsmctsAgent(game, seed=3, iterations=60)  # type: ignore[arg-type]
        chosen = agent.choose(s.view(0))
        assert agent.last_root is not None
        seen: set[tuple[object, ...]] = {tuple(chosen.args)}
        stack = [agent.last_root]
        while stack:
            node = stack.pop()
            for action, child in node.children.items():
                if action.kind == "play" and child.player == 0:
                    seen.add(tuple(action.args))
                stack.append(child)
        return seen

    assert not grown(g) & wrong
    everything = copy.copy(g)
    everything.search_actions = lambda state, legal: legal  # type: ignore[method-assign]
    assert grown(everything) & wrong


def test_combat_for_the_turn_is_searched_in_a_rivals_turn_only_on_a_defender() -> None:
    """Adrenaline Stim lasts to the end of the turn: in a rival's turn it counts only on a
    character defending the attack under way (Normal put it on its own leader while the
    rival attacked a section in the centre)."""
    hands = [[], ["adrenaline_stim"]]
    parties = [[], ["pritchard", "mbeki"]]
    centre = position(leaders=["korr", "voor"], parties=parties, hands=hands)
    declare(centre, "attack", "sickbay", "leader")
    assert centre.current_player == 1
    legal = centre.legal_actions()
    assert plays(legal, "adrenaline_stim") >= {"leader:1", "pritchard", "mbeki"}
    assert plays(ai.search_actions(centre, legal), "adrenaline_stim") == set()

    held = position(
        leaders=["korr", "voor"],
        parties=parties,
        hands=hands,
        sections={"sickbay": 1, "armory": 1},
        stationed={"pritchard": "sickbay", "mbeki": "armory"},
    )
    declare(held, "attack", "sickbay", "leader")
    assert held.current_player == 1
    searched = plays(ai.search_actions(held, held.legal_actions()), "adrenaline_stim")
    assert searched == {"leader:1", "pritchard"}  # Mbeki defends the Armory, not this


def test_combat_for_the_turn_is_searched_on_your_own_turn() -> None:
    s = position(
        leaders=["korr", "voor"],
        parties=[["mbeki"], []],
        hands=[["adrenaline_stim"], []],
    )
    assert plays(ai.search_actions(s, s.legal_actions()), "adrenaline_stim") == {
        "leader:0",
        "mbeki",
    }
