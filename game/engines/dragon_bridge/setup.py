"""A new match: the bridge, decks, hands and gems, then (full game) each seat's wizard."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.decisions import Decision, DecisionStack
from game.core.events import Event
from game.engines.dragon_bridge.bridge import LOW
from game.engines.dragon_bridge.state import DragonBridgeState

if TYPE_CHECKING:
    from game.engines.dragon_bridge.game import DragonBridgeGame
    from game.engines.dragon_bridge.state import DragonBridgeState as S


def new_state(game: DragonBridgeGame, seed: int, options: dict[str, Any]) -> DragonBridgeState:
    s = DragonBridgeState.__new__(DragonBridgeState)
    s.game = game
    s.num_players = 2
    s.options = options
    s.rng = random.Random(seed)
    s.viewer = None
    s.bridge = game.bridges[str(options["bridge"])]
    prop = game.setup.proposals
    s.first_player = s.rng.randrange(2) if prop.first_player == "random" else 0
    # The Dragon starts at the end nearer the first player, who stands on the Start tile
    # nearer to it; the second player starts one Start tile closer to the exits.
    s.dragon_end = LOW
    s.pos = [0, 0]
    s.pos[s.first_player] = s.bridge.starts[0]
    s.pos[1 - s.first_player] = s.bridge.starts[-1]
    s.ready = [prop.ready_at_start] * 2
    s.depleted = [prop.green_gems - prop.ready_at_start] * 2
    expansion = bool(options["expansion"])
    s.deck = list(game.deck_lists[expansion])
    s.rng.shuffle(s.deck)
    s.hands = [[], []]
    for _ in range(game.setup.facts.hand_size):
        for seat in (s.first_player, 1 - s.first_player):
            s.hands[seat].append(s.deck.pop())
    s.nest = []
    s.dragon_power = None
    s.item_deck = list(game.item_lists[expansion])
    s.rng.shuffle(s.item_deck)
    s.market = []
    if not options["basic"]:
        for _ in range(game.setup.facts.market_size):
            item = s.item_deck.pop()
            assert item is not None
            s.market.append(item)
    s.tableau = [[], []]
    s.wizard = [None, None]
    s.white = [0, 0]
    s.white_supply = prop.white_gems
    s.hack_deck = list(game.hacks) if expansion else []
    s.rng.shuffle(s.hack_deck)
    s.hack_row = []
    for _ in range(min(game.hack_row_size, len(s.hack_deck))):
        hack = s.hack_deck.pop()
        assert hack is not None
        s.hack_row.append(hack)
    s.hacks_placed = []
    s.hack_discard = []
    s.turn_player = s.first_player
    s.turns = 1
    s.phase = "start" if options["basic"] else "setup"
    s.in_play = None
    s.last_played = None
    s.queue = []
    s.triggers = []
    s.stack = DecisionStack()
    s.over = False
    s.winner = None
    s.end_reason = ""
    s.start_ready = [0, 0]
    s.used_turn = set()
    s.used_nest = set()
    s.known_top = [0, 0]
    s.shown = [[], []]
    s.fresh = [[], []]
    s.fresh_then = [{}, {}]
    s.old = [0, 0]
    s.aside = [0, 0]
    s.card_gem = [None, None]
    return s


def next_wizard_pick(s: S) -> None:
    """Seats pick in turn order, the first player first; then the first turn starts."""
    for seat in (s.first_player, 1 - s.first_player):
        if s.wizard[seat] is None:
            s.stack.push(Decision(seat, "setup_wizard"))
            return
    s.phase = "start"


def wizard_choices(s: S) -> list[Action]:
    taken = set(s.wizard)
    acts = [
        Action("wizard", (wid,), f"Play as {w.name}: {w.text}")
        for wid, w in s.game.wizards.items()
        if wid not in taken and (s.expansion or not w.expansion)
    ]
    acts.append(Action("wizard", (None,), "Take a random wizard"))
    return acts


def apply_wizard_choice(s: S, seat: int, action: Action, events: list[Event]) -> None:
    wid = action.args[0]
    random_pick = wid is None
    if random_pick:
        free = [str(a.args[0]) for a in wizard_choices(s) if a.args[0] is not None]
        wid = s.rng.choice(free)
    assert isinstance(wid, str)
    s.wizard[seat] = wid
    name = s.game.wizards[wid].name
    events.append(
        Event(
            "wizard",
            f"Player {seat + 1} draws {name} at random"
            if random_pick
            else f"Player {seat + 1} chooses {name}",
            {"seat": seat, "wizard": wid},
            seat=seat,
            irreversible=random_pick,
        )
    )
