"""Set-up for 2 to 4 players: bag, Keep, kits, a random tile each, then a map each.

The map choice (draw two, keep one) is every player's first decision, in turn order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engines.dragon_island.content import COLOURS, ENERGY
from game.engines.dragon_island.hexes import ORIGIN
from game.engines.dragon_island.state import DragonIslandState, new_blank

if TYPE_CHECKING:
    from game.engines.dragon_island import DragonIslandGame


def tiles_removed(rules_removed: int, num_players: int, extra_turns: int) -> int:
    """The longer-game option gives back whole rounds, so turns stay equal."""
    return max(0, rules_removed - extra_turns * num_players)


def initial_state(
    game: DragonIslandGame, num_players: int, seed: int, options: dict[str, Any]
) -> DragonIslandState:
    from game.engines.dragon_island import turn

    rules = game.rules
    setup = rules.setup
    s = new_blank(game, num_players, seed, options)
    rng = s.rng
    n = num_players
    s.colours = list(setup.wizard_colours[:n])
    s.first_player = rng.randrange(n)
    s.turn_player = s.first_player
    s.turns = 0
    s.seat_turns = [0] * n
    s.step = "setup"
    keep = rules.keep
    s.board = {ORIGIN: (keep.id, 0, "keep", keep.icon)}
    s.order = [ORIGIN]
    s.dragons = {}
    s.buildings = {}
    s.treasure = set()
    s.wizards = [ORIGIN] * n
    supplies = setup.supplies
    s.cube_supply = [supplies.cubes_per_colour] * len(ENERGY)
    s.cubes_added = [0] * len(ENERGY)
    s.bank = setup.gold_bank
    s.gold_added = 0
    s.dragon_supply = [supplies.dragons_per_colour] * len(COLOURS)
    s.wild_left = [supplies.wild_markers_per_colour] * len(ENERGY)
    s.treasure_left = setup.treasure_found_markers
    s.cubes = [[0] * len(ENERGY) for _ in range(n)]
    s.gold = [0] * n
    s.fame = [0] * n
    s.pets = [[0] * len(COLOURS) for _ in range(n)]
    s.captured = [0] * n
    # The bag: shuffle, take the removed tiles out unseen.
    bag: list[str | None] = list(rules.tile_ids)
    rng.shuffle(bag)
    base = next(r.remove for r in setup.remove_tiles if r.players == n)
    k = tiles_removed(base, n, int(options.get("extra_turns", 0)))
    s.removed = bag[:k]
    s.bag = bag[k:]
    s.hands = [[rules.towers[s.colours[i]].id] for i in range(n)]
    for i in range(n):
        s.hands[i].append(s.bag.pop())
    deck: list[str | None] = list(rules.map_ids)
    rng.shuffle(deck)
    s.map_deck = deck
    s.map_known = [0] * len(deck)
    s.maps = [[] for _ in range(n)]
    s.drawn = []
    s.drawn_seat = -1
    s.keep_left = 0
    s.after_keep = "setup"
    s.start_hex = None
    s.placed_hex = None
    s.moved = False
    s.src = None
    s.picked = []
    s.pay_left = 0
    s.pay_colours = ()
    s.pay_purpose = ()
    s.pay_paid = ()
    s.over = False
    s.setup_seat = 0
    return turn.start(s)
