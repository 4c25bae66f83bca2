"""The Storm the Bridge Game: its content turned into lookup tables, the options (the
per-seat auto-pass setting among them), new states and the AI's heuristics."""

from __future__ import annotations

import random
from typing import Any

from game.core.actions import Action
from game.core.content import ContentBundle
from game.core.game import Game, OptionSpec
from game.core.state import State
from game.engines.storm_the_bridge.content import (
    STATIC_STEPS,
    Ability,
    ActionCard,
    ActionsFile,
    Crew,
    CrewFile,
    Leader,
    LeadersFile,
    Section,
    SectionsFile,
    SetupFile,
)

MAX_SEATS = 3


def _auto_pass_option(seat: int) -> OptionSpec:
    return OptionSpec(
        f"auto_pass_{seat + 1}",
        f"Player {seat + 1} auto-passes",
        False,
        human_seat=seat,
        help=(
            f"Player {seat + 1} is not asked in a response window that no card could "
            "answer, whatever their hand held. Only what everyone sees decides it, so "
            "the speed of a pass never gives the hand away."
        ),
    )


def _by(table: dict[str, list[Any]], to: str) -> dict[str, list[Any]]:
    """The stat_bonus steps of each card in ``table`` that reach ``to``."""
    out: dict[str, list[Any]] = {}
    for k, steps in table.items():
        mine = [st for st in steps if st.name == "stat_bonus" and st.params.to == to]
        if mine:
            out[k] = mine
    return out


class StormGame(Game):
    id = "storm_the_bridge"
    name = "Storm the Bridge"
    min_players = 2
    max_players = MAX_SEATS
    score_name = "sections held"
    # An attack or recruit is declared one committed card at a time and a window answers
    # one card at a time, so the seat's own next decisions come in long chains: the
    # greedy agent looks one of them deep (10 ms a decision against two levels' 300 ms,
    # p95 2 s; it still beats the random agent in 17 games of 18).
    greedy_follow_up = (1, 16)
    options = (
        *(_auto_pass_option(seat) for seat in range(MAX_SEATS)),
        OptionSpec(
            "loyalty",
            "Loyalty (optional rule)",
            False,
            help="Crew sharing your leader's affiliation cost 1 less to recruit (at least 1).",
        ),
        # Research P6: a guard for computer play, "not part of the tabletop rules; turn it
        # off in normal play". On by default (the arena, the AI and a table that wants
        # a game to end); players who want the tabletop game exactly switch it off.
        OptionSpec(
            "round_limit",
            "Round limit (not a tabletop rule)",
            True,
            help=(
                "After 30 rounds the Bridge's occupier wins, else the most sections, else "
                "the strongest party. Off: play on until a Victory, as on the tabletop."
            ),
        ),
    )

    def __init__(self, content: ContentBundle):
        super().__init__(content)
        self.setup: SetupFile = content["setup.yaml"]
        leaders: LeadersFile = content["leaders.yaml"]
        sections: SectionsFile = content["sections.yaml"]
        crew: CrewFile = content["crew.yaml"]
        actions: ActionsFile = content["actions.yaml"]
        self.leaders: dict[str, Leader] = {ld.id: ld for ld in leaders.leaders}
        self.leader_order = [ld.id for ld in leaders.leaders]
        self.sections: dict[str, Section] = {sec.id: sec for sec in sections.sections}
        self.section_order = [sec.id for sec in sections.sections]
        self.crew: dict[str, Crew] = {c.id: c for c in crew.crew}
        self.crew_order = [c.id for c in crew.crew]
        self.actions: dict[str, ActionCard] = {a.id: a for a in actions.actions}
        self.action_order = [a.id for a in actions.actions]
        # Whose card each targeted design is meant for (its YAML ``ai.aim``).
        self.aim: dict[str, str] = {a.id: a.ai.aim for a in actions.actions}
        # The designs that do nothing but add combat until the end of the turn: worth
        # nothing in a rival's turn to a character that does not defend (``ai.py``).
        self.turn_combat: frozenset[str] = frozenset(
            a.id
            for a in actions.actions
            if a.effects
            and all(
                st.name == "modify_stat"
                and st.params.stat == "combat"
                and st.params.duration == "turn"
                for st in a.effects
            )
        )
        # The most each design could add to its player's attack or recruit (its YAML
        # ``ai.attack_reach`` and ``ai.recruit_reach``), by kind of action.
        self.reach: dict[str, dict[str, int]] = {
            "attack": {a.id: a.ai.attack_reach for a in actions.actions},
            "recruit": {a.id: a.ai.recruit_reach for a in actions.actions},
        }
        self.instances: list[str] = [
            f"{a.id}#{n}" for a in actions.actions for n in range(1, a.count + 1)
        ]
        self.max_rounds = self.setup.max_rounds.value
        # Leader keys by seat and seats by leader key (passives.leader_key's spelling), so
        # the hot paths look a key up instead of parsing it.
        self.leader_keys: tuple[str, ...] = tuple(f"leader:{seat}" for seat in range(MAX_SEATS))
        self.leader_seat: dict[str, int] = {k: seat for seat, k in enumerate(self.leader_keys)}
        # Statics by the card that prints them, looked up on every stat query.
        self.leader_static: dict[str, list[Any]] = {
            ld.id: list(ld.ability.static) if ld.ability.kind == "static" else []
            for ld in leaders.leaders
        }
        self.crew_static: dict[str, list[Any]] = {
            c.id: list(c.ability.static) if c.ability and c.ability.kind == "static" else []
            for c in crew.crew
        }
        self.section_static: dict[str, list[Any]] = {
            sec.id: [
                *sec.occupier_bonus,
                *(st for ab in sec.abilities if ab.kind == "static" for st in ab.static),
            ]
            for sec in sections.sections
        }
        self.passive_static: dict[str, list[Any]] = {
            a.id: [st for ab in a.attached if ab.kind == "static" for st in ab.static]
            for a in actions.actions
        }
        self.passive_triggers: dict[str, list[Ability]] = {
            a.id: [ab for ab in a.attached if ab.kind == "trigger"] for a in actions.actions
        }
        self.design_of: dict[str, str] = {i: i.split("#", 1)[0] for i in self.instances}
        # The names passives.key_name gives crew, sections and passive instances (a
        # section's name first, then a crew member's, as it looks them up; a leader key
        # is never among them).
        names: dict[str, str] = {
            **{i: self.actions[d].name for i, d in self.design_of.items() if "#" in i},
            **{c: self.crew[c].name for c in self.crew},
            **{sec: self.sections[sec].name for sec in self.sections},
        }
        self.key_names = {k: v for k, v in names.items() if not k.startswith("leader:")}
        # stat_bonus steps by whom they reach, so a stat query visits only its own.
        self.bonus_self_leader = _by(self.leader_static, "self")
        self.bonus_self_crew = _by(self.crew_static, "self")
        self.bonus_host = _by(self.passive_static, "host")
        self.bonus_here = {
            **_by(self.section_static, "assigned_here"),
            **_by(self.passive_static, "assigned_here"),
        }
        self.bonus_own_crew = any(
            st.name == "stat_bonus" and st.params.to == "own_crew"
            for table in (
                self.leader_static,
                self.crew_static,
                self.section_static,
                self.passive_static,
            )
            for steps in table.values()
            for st in steps
        )
        # Bare statics (flags such as no_commit or loyal) by the crew, section or passive
        # design that prints them.
        self.flags: dict[str, frozenset[str]] = {}
        for table in (self.crew_static, self.section_static, self.passive_static):
            for k, steps in table.items():
                self.flags[k] = frozenset(st.name for st in steps)
        # For each static step name: which leaders, crew, sections and passive designs
        # print it (passives.statics visits only those).
        self.static_index: dict[str, tuple[dict[str, list[Any]], ...]] = {}
        for name in STATIC_STEPS:
            self.static_index[name] = tuple(
                {
                    k: [st for st in steps if st.name == name]
                    for k, steps in table.items()
                    if any(st.name == name for st in steps)
                }
                for table in (
                    self.leader_static,
                    self.crew_static,
                    self.section_static,
                    self.passive_static,
                )
            )

    def new_state(
        self, num_players: int, seed: int, options: dict[str, Any] | None = None
    ) -> State:
        from game.engines.storm_the_bridge.setup import new_state

        self.check_players(num_players)
        return new_state(self, num_players, seed, self.resolve_options(options))

    # --- names ---------------------------------------------------------------------------
    def card_name(self, inst: str) -> str:
        return self.actions[self.design_of[inst]].name

    # --- AI ------------------------------------------------------------------------------
    def evaluate(self, state: State, seat: int) -> float:
        return ai.evaluate(state, seat)  # type: ignore[arg-type]

    def rollout_action(self, state: State, rng: random.Random) -> Action | None:
        return ai.rollout_action(state, rng)  # type: ignore[arg-type]

    def search_actions(self, state: State, legal: list[Action]) -> list[Action]:
        return ai.search_actions(state, legal)  # type: ignore[arg-type]

    def action_tags(self, state: State, action: Action) -> tuple[str, ...]:
        if action.kind == "play" and action.args and action.args[0] in self.actions:
            return (self.actions[str(action.args[0])].name,)
        if action.kind == "recruit" and action.args and action.args[0] in self.crew:
            return (self.crew[str(action.args[0])].name,)
        if action.kind == "attack" and action.args and action.args[0] in self.sections:
            return (self.sections[str(action.args[0])].name,)
        if action.kind == "use" and len(action.args) >= 2:
            index = action.args[1]
            name = self._ability_name(
                state, str(action.args[0]), index if isinstance(index, int) else 0
            )
            return (f"{name} (ability)",) if name else ()
        return ()

    def _ability_name(self, state: State, key: str, index: int) -> str | None:
        """The ability a "use" action names: a leader's (``leader:N``), a crew member's or
        a section's ``index``-th; so the balance report counts Triage or Rising Command
        like a card."""
        if key.startswith("leader:"):
            leaders = getattr(state, "leader", [])
            seat = int(key.split(":", 1)[1])
            ability = self.leaders[leaders[seat]].ability if seat < len(leaders) else None
        elif key in self.crew:
            ability = self.crew[key].ability
        elif key in self.sections and index < len(self.sections[key].abilities):
            ability = self.sections[key].abilities[index]
        else:
            return None
        return ability.name if ability is not None else None

    def seat_tags(self, state: State, seat: int) -> tuple[str, ...]:
        leaders = getattr(state, "leader", [])
        seats = getattr(state, "num_players", len(leaders)) or 1
        order = (seat - getattr(state, "first", 0)) % seats
        place = ("first", "second", "third", "fourth")[order]
        tags = (f"played {place}",)
        if seat < len(leaders):
            return (self.leaders[leaders[seat]].name, *tags)
        return tags

    def end_tags(self, state: State) -> tuple[str, ...]:
        why = str(getattr(state, "end_reason", ""))
        how = "the round limit" if "round limit" in why else "Victory" if why else ""
        rounds = getattr(state, "round", None)
        length = (f"{rounds} rounds",) if isinstance(rounds, int) else ()
        return ((how,) if how else ()) + length

    # Rounds: every player answers every action, and a round holds two or three turns.
    clock_unit = "round"

    def clock(self, state: State) -> int | None:
        rounds = getattr(state, "round", None)
        return rounds if isinstance(rounds, int) else None


# The AI module is imported here, once the class exists, so the two hooks above need no
# import on every call (the search's inner loop).
from game.engines.storm_the_bridge import ai  # noqa: E402
