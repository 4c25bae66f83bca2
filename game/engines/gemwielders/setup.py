"""Setting up, in the rulebook's order: life and power, a random Player 1, the
Gembearers (Player 1 chooses first), weapon decks and hands, the gem pool, the gem card
deck, the Sources, and the draft row that Player 2 may send back once."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.core.decisions import Decision, DecisionStack
from game.core.events import Event
from game.engines.gemwielders import cards
from game.engines.gemwielders.state import GemState
from game.engines.gemwielders.words import who

if TYPE_CHECKING:
    from game.engines.gemwielders.game import GemGame


def new_state(game: GemGame, seed: int, options: dict[str, Any]) -> GemState:
    setup = game.setup
    s = GemState.__new__(GemState)
    s.game = game
    s.num_players = 2
    s.options = options
    s.rng = random.Random(seed)
    s.viewer = None
    s.life = [setup.starting_life] * 2
    s.power = [setup.starting_power] * 2
    s.first = s.rng.randrange(2)
    s.turn_player = s.first
    s.turns = 0
    s.stage = "bearer"
    s.bearer = [None, None]
    s.bearer_used = [False, False]
    s.gems = [[], []]
    s.pool = {g: setup.gems_per_type.value for g in game.gems}
    s.deck = [[], []]
    s.deck_pool = [None, None]
    s.hand = [[], []]
    s.discard = [[], []]
    s.defense = [[], []]
    s.mods = [[], []]
    s.used = set()
    s.played = set()
    s.table = [[], []]
    s.looking = [[], []]
    s.scrap = []
    s.row = []
    s.gem_deck = list(game.gem_insts)  # shuffled once the Gembearers are chosen
    s.sources = list(game.source_insts)
    s.owner = {}
    s.exposed = [set(), set()]
    s.top_known = [0, 0]
    s.redealt = False
    s.atk_mod = 0
    s.def_mod = 0
    s.ignored = set()
    s.attack_cards = []
    s.pending = []
    s.totals = (0, 0)
    s.hit = None
    s.margin = 0
    s.returning = set()
    s.revealed = 0
    s.queue = []
    s.stack = DecisionStack()
    s.both_down = False
    s.winner = None
    s.end_reason = ""
    events = [
        Event(
            "first",
            f"{who(s.first)} is drawn to go first",
            {"seat": s.first},
            seat=s.first,
            irreversible=True,
        )
    ]
    if options.get("gembearers") == "random":
        # The variant: both Gembearers dealt at random (Player 1's first), then play on
        # as if they had been chosen.
        s.bearer[s.first], s.bearer[1 - s.first] = s.rng.sample(game.bearer_order, 2)
        for seat in (s.first, 1 - s.first):
            name = game.bearers[str(s.bearer[seat])].name
            events.append(
                Event("bearer", f"{who(seat)} is dealt {name}", {"seat": seat}, seat=seat)
            )
        deal(s, events)
    else:
        s.stack.push(Decision(s.first, "bearer"))
    s.opening_events = tuple(events)  # for the log: who goes first, what was dealt
    return s


def choose_bearer(s: GemState, seat: int, bearer: str, events: list[Event]) -> None:
    s.bearer[seat] = bearer
    name = s.game.bearers[bearer].name
    events.append(
        Event("bearer", f"{who(seat)} wields {name}", {"seat": seat, "bearer": bearer}, seat=seat)
    )
    if s.bearer[1 - seat] is None:
        s.stack.push(Decision(1 - seat, "bearer"))
        return
    deal(s, events)


def deal(s: GemState, events: list[Event]) -> None:
    """Both Gembearers are chosen: decks, hands, the gem card deck and the draft row."""
    game = s.game
    for seat in (s.first, 1 - s.first):
        deck: list[str | None] = []
        for inst in game.weapon_insts[str(s.bearer[seat])]:
            s.owner[inst] = seat
            deck.append(inst)
        s.rng.shuffle(deck)
        s.deck[seat] = deck
        s.deck_pool[seat] = frozenset(game.weapon_insts[str(s.bearer[seat])])
        cards.draw(s, seat, game.setup.hand_target, events, why="(opening hand)")
    s.rng.shuffle(s.gem_deck)
    deal_row(s, events)
    s.stage = "redeal"
    s.stack.push(Decision(1 - s.first, "redeal"))


def deal_row(s: GemState, events: list[Event]) -> None:
    size = s.game.setup.draft_row_size
    s.row = [s.gem_deck.pop() for _ in range(min(size, len(s.gem_deck)))]
    names = ", ".join(cards.name(s, c) for c in s.row if c is not None)
    events.append(Event("row", f"The draft row: {names}", {"row": list(s.row)}, irreversible=True))


def redeal(s: GemState, seat: int, again: bool, events: list[Event]) -> None:
    if again:
        s.redealt = True
        s.gem_deck.extend(s.row)
        s.row = []
        s.rng.shuffle(s.gem_deck)
        events.append(
            Event(
                "redeal",
                f"{who(seat)} sends the draft row back and the gem card deck is reshuffled",
                {"seat": seat},
                seat=seat,
            )
        )
        deal_row(s, events)
    else:
        events.append(Event("keep", f"{who(seat)} keeps the draft row", seat=seat))
    s.stage = "turn_start"
