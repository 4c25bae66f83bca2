"""Setting up, in the rulebook's order: leaders dealt (their crew doubles set aside, A1:
only the dealt leaders'), the sections in the centre with Conduit Access on the Engine
Room, the Action Stack shuffled and every player dealt their default hand size (with
their leader's bonus, P4), the Crew Stack shuffled with two crew face up. The first
player is chosen at random (P4: the rulebook's empty set-up bullet)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.core.decisions import DecisionStack
from game.core.events import Event
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge import zones as Z
from game.engines.storm_the_bridge.state import StormState
from game.engines.storm_the_bridge.words import who

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.content import SetupFile
    from game.engines.storm_the_bridge.game import StormGame


def new_state(game: StormGame, num_players: int, seed: int, options: dict[str, Any]) -> StormState:
    s = StormState.__new__(StormState)
    s.game = game
    s.num_players = num_players
    s.options = options
    s.auto_pass = tuple(bool(options.get(f"auto_pass_{i + 1}")) for i in range(num_players))
    s.rng = random.Random(seed)
    s.viewer = None
    s.first = 0
    s.turn_player = 0
    s.turns = 0
    s.stage = "reset"
    s.hand = [[] for _ in range(num_players)]
    s.discard = []
    s.crew_known = [set() for _ in range(num_players)]
    s.pool = []
    s.party = [[] for _ in range(num_players)]
    s.assigned = {}
    s.occupier = {sec: None for sec in game.section_order}
    s.tapped = set()
    s.attached = {}
    s.card_owner = {}
    s.table = []
    s.mods = []
    s.shields = []
    s.items = []
    s.serial = 0
    s.prio = 0
    s.passes = 0
    s.last_call = []
    s.resolving = None
    s.queue = []
    s.pending = []
    s.act_kind = None
    s.act_uid = 0
    s.act_seat = 0
    s.act_target = ""
    s.act_card = None
    s.act_extra = 0
    s.act_committed = []
    s.act_used = set()
    s.act_bonus = s.act_mod = s.act_def = s.act_def_discards = 0
    s.act_ignore = set()
    s.act_first = False
    s.capture_party = []
    s.recruits = s.extra_recruits = s.attacks = s.infl_discards = 0
    s.failed = set()
    s.once_used = set()
    s.redeployed = set()
    s.stack = DecisionStack()
    s.winner = None
    s.end_reason = ""
    events: list[Event] = []
    deal(s, events)
    from game.engines.storm_the_bridge import flow

    flow.run(s, events)
    # For the log: the leaders, who goes first, each opening hand (named to its owner
    # only, a count to the others), the first crew flipped and the first turn's start.
    s.opening_events = tuple(events)
    return s


def later_seat_cards(setup: SetupFile, players: int) -> int:
    """Opening cards each player after the first adds: the first player's tempo paid back,
    by its own knob at three players, where two later seats share the cost of it."""
    if players == 3 and setup.later_seat_cards_three_players is not None:
        return setup.later_seat_cards_three_players.value
    return setup.later_seat_cards.value


def deal(s: StormState, events: list[Event]) -> None:
    game = s.game
    rng = s.rng
    leaders = list(game.leader_order)
    rng.shuffle(leaders)
    s.leader = leaders[: s.num_players]
    s.set_aside = [game.leaders[ld].crew_double for ld in s.leader]
    for seat, ld in enumerate(s.leader):
        leader = game.leaders[ld]
        events.append(
            Event(
                "leader",
                f"{who(seat)} is dealt {leader.name} ({leader.title}) as their leader",
                {"seat": seat, "leader": ld},
                seat=seat,
            )
        )
    # Sections in the centre; the set-up passives on theirs.
    start = {item.card for item in game.setup.start_attached}
    for item in game.setup.start_attached:
        Z.attach(s, f"{item.card}#1", item.section, -1)
        s.card_owner.pop(f"{item.card}#1")
    deck: list[str | None] = [
        i for i in game.instances if not (game.design_of[i] in start and i.endswith("#1"))
    ]
    rng.shuffle(deck)
    s.action_stack = deck
    s.action_pool = None
    crew: list[str | None] = [c for c in game.crew_order if c not in s.set_aside]
    rng.shuffle(crew)
    s.crew_stack = crew
    s.first = rng.randrange(s.num_players)
    s.turn_player = s.first
    events.append(
        Event(
            "first",
            f"{who(s.first)} is drawn to go first",
            {"seat": s.first},
            seat=s.first,
            irreversible=True,
        )
    )
    for i in range(s.num_players):
        seat = (s.first + i) % s.num_players
        extra = later_seat_cards(game.setup, s.num_players) if i else 0
        Z.draw(s, seat, P.hand_size(s, seat) + extra, events, "(the opening hand)")
    for _ in range(game.setup.pool_first_turn.value):
        if s.crew_stack:
            Z.flip(s, events)
