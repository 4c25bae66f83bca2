"""The Dragon Island State: plain data, the core protocol, copies and hidden information.

Rules live in the phase modules; this class holds the numbers, answers the protocol and
knows what each seat may see. Dispatch of decisions goes through :mod:`.turn`.
"""

from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.decisions import DecisionStack
from game.core.events import Event
from game.core.state import State, copy_rng, fresh_rng, seat_label, view_rng
from game.engines.dragon_island import board as B
from game.engines.dragon_island import turn
from game.engines.dragon_island.hexes import Hex, hex_text

if TYPE_CHECKING:
    from collections.abc import Sequence

    from game.engines.dragon_island import DragonIslandGame
    from game.engines.dragon_island.content import Rules

HIDDEN = None

# Board cell: (tile id, face index, colour for the rules, icon id).
Cell = tuple[str, int, str, str]
# Building: (building id, owner seat or -1, pet colour for a Lair or "").
Built = tuple[str, int, str]

_LIST_FIELDS = (
    "order",
    "wizards",
    "gold",
    "fame",
    "captured",
    "cube_supply",
    "cubes_added",
    "dragon_supply",
    "wild_left",
    "bag",
    "removed",
    "map_deck",
    "map_known",
    "drawn",
    "picked",
    "colours",
    "seat_turns",
)
_NESTED_FIELDS = ("hands", "maps", "cubes", "pets")
_DICT_FIELDS = ("board", "dragons", "buildings")
_SCALAR_FIELDS = (
    "num_players",
    "viewer",
    "first_player",
    "turn_player",
    "turns",
    "step",
    "bank",
    "gold_added",
    "treasure_left",
    "drawn_seat",
    "keep_left",
    "after_keep",
    "start_hex",
    "placed_hex",
    "src",
    "pay_left",
    "pay_colours",
    "pay_purpose",
    "pay_paid",
    "over",
    "moved",
    "setup_seat",
)


@cache
def _wizard_name(colour: str) -> str:
    """ "Red wizard": memoised, as every event of every AI playout names its wizard."""
    return f"{colour.capitalize()} wizard"


class DragonIslandState(State):
    __slots__ = (
        *_LIST_FIELDS,
        *_NESTED_FIELDS,
        *_DICT_FIELDS,
        *_SCALAR_FIELDS,
        "game",
        "options",
        "placeable",
        "rng",
        "rules",
        "stack",
        "treasure",
    )

    game: DragonIslandGame
    rules: Rules
    options: dict[str, Any]
    stack: DecisionStack
    colours: list[str]
    first_player: int
    turn_player: int
    turns: int
    seat_turns: list[int]
    step: str
    board: dict[Hex, Cell]
    order: list[Hex]
    dragons: dict[Hex, tuple[str, ...]]
    buildings: dict[Hex, Built]
    treasure: set[Hex]
    wizards: list[Hex]
    hands: list[list[str | None]]
    maps: list[list[str | None]]
    drawn: list[str | None]
    drawn_seat: int
    keep_left: int
    after_keep: str
    cubes: list[list[int]]
    gold: list[int]
    fame: list[int]
    pets: list[list[int]]
    captured: list[int]
    cube_supply: list[int]
    cubes_added: list[int]  # cubes beyond the box's, from the unlimited-supply option
    bank: int
    gold_added: int  # likewise, gold beyond the box's
    dragon_supply: list[int]
    wild_left: list[int]
    treasure_left: int
    bag: list[str | None]
    removed: list[str | None]
    map_deck: list[str | None]
    map_known: list[int]
    start_hex: Hex | None
    placed_hex: Hex | None
    moved: bool
    src: Hex | None
    picked: list[str]
    pay_left: int
    pay_colours: tuple[int, ...]
    pay_purpose: tuple[Any, ...]
    pay_paid: tuple[int, ...]  # cubes given so far in this payment, per energy colour
    over: bool
    setup_seat: int
    # A cache, not part of the game: (island size key, sorted placement hexes), kept by
    # board.placement_hexes. Immutable, so copies share it.
    placeable: tuple[tuple[int, int], tuple[Hex, ...]] | None

    # --- whose decision --------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.over:
            return None
        top = self.stack.top
        return top.seat if top else None

    @property
    def active_player(self) -> int | None:
        return None if self.over else self.turn_player

    @property
    def turn(self) -> int:
        return self.turns

    def status_line(self, names: Sequence[str]) -> str:
        """Set-up is no one's turn: the bar said "Player 2's turn · Player 1 decides"
        while each wizard kept a Treasure Map before the first turn."""
        top = self.stack.top
        if not self.over and self.turns == 0 and top is not None and top.kind == "keep_map":
            return f"Set-up  ·  {seat_label(names, top.seat)} keeps a Treasure Map"
        return super().status_line(names)

    def legal_actions(self) -> list[Action]:
        if self.over or not self.stack:
            return []
        return turn.legal(self)

    def _apply(self, action: Action) -> list[Event]:
        return turn.apply(self, action)

    def describe(self, action: Action) -> str:
        return action.label or str(action)

    # --- outcome ---------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.over

    def final_score(self, seat: int) -> int:
        """Fame plus 1 for each gold still on the seat's pet cards."""
        return self.fame[seat] + sum(self.pets[seat])

    def ranking_key(self, seat: int) -> tuple[int, int, int]:
        return (self.final_score(seat), self.captured[seat].bit_count(), self.gold[seat])

    @property
    def winners(self) -> list[int]:
        if not self.over:
            return []
        best = max(self.ranking_key(s) for s in range(self.num_players))
        return [s for s in range(self.num_players) if self.ranking_key(s) == best]

    @property
    def scores(self) -> list[float]:
        return [float(self.final_score(s)) for s in range(self.num_players)]

    # --- small helpers used by every phase -----------------------------------------------
    def name(self, seat: int) -> str:
        return _wizard_name(self.colours[seat])

    def shown_totals(self, seat: int) -> tuple[list[int], int, int] | None:
        """The cubes, gold and fame behind ``seat``'s screen as the table shows them to the
        viewer: your own always; the others' only with the tracked-totals assist."""
        if self.viewer is None or self.viewer == seat or self.options.get("tracked_totals"):
            return list(self.cubes[seat]), self.gold[seat], self.fame[seat]
        return None

    def pet_owned(self, seat: int, colour_index: int) -> bool:
        return self.pets[seat][colour_index] > 0

    # --- copies --------------------------------------------------------------------
    def clone(self) -> DragonIslandState:
        s = self._copy()
        s.rng = copy_rng(self.rng)
        return s

    def _copy(self) -> DragonIslandState:
        """Everything but the RNG, which the caller sets (copying a Mersenne Twister is a
        large part of a copy, and :meth:`determinize` replaces it anyway).

        Field by field rather than looping over the field-name tuples: this runs once per
        AI iteration, and the getattr/setattr loop cost more than the copying itself.
        ``test_clone_copies_every_field`` keeps the list complete. Content (game, rules,
        options) and immutable values (tuples, strings) are shared.
        """
        s = DragonIslandState.__new__(DragonIslandState)
        s.game = self.game
        s.rules = self.rules
        s.options = self.options
        # scalars and immutable values
        s.num_players = self.num_players
        s.viewer = self.viewer
        s.first_player = self.first_player
        s.turn_player = self.turn_player
        s.turns = self.turns
        s.step = self.step
        s.bank = self.bank
        s.gold_added = self.gold_added
        s.treasure_left = self.treasure_left
        s.drawn_seat = self.drawn_seat
        s.keep_left = self.keep_left
        s.after_keep = self.after_keep
        s.start_hex = self.start_hex
        s.placed_hex = self.placed_hex
        s.src = self.src
        s.pay_left = self.pay_left
        s.pay_colours = self.pay_colours
        s.pay_purpose = self.pay_purpose
        s.pay_paid = self.pay_paid
        s.over = self.over
        s.moved = self.moved
        s.setup_seat = self.setup_seat
        s.placeable = self.placeable
        # flat lists
        s.order = self.order[:]
        s.wizards = self.wizards[:]
        s.gold = self.gold[:]
        s.fame = self.fame[:]
        s.captured = self.captured[:]
        s.cube_supply = self.cube_supply[:]
        s.cubes_added = self.cubes_added[:]
        s.dragon_supply = self.dragon_supply[:]
        s.wild_left = self.wild_left[:]
        s.bag = self.bag[:]
        s.removed = self.removed[:]
        s.map_deck = self.map_deck[:]
        s.map_known = self.map_known[:]
        s.drawn = self.drawn[:]
        s.picked = self.picked[:]
        s.colours = self.colours[:]
        s.seat_turns = self.seat_turns[:]
        # lists of lists
        s.hands = [x[:] for x in self.hands]
        s.maps = [x[:] for x in self.maps]
        s.cubes = [x[:] for x in self.cubes]
        s.pets = [x[:] for x in self.pets]
        # dicts and sets (their values are tuples)
        s.board = self.board.copy()
        s.dragons = self.dragons.copy()
        s.buildings = self.buildings.copy()
        s.treasure = self.treasure.copy()
        s.stack = self.stack.copy()
        return s

    # --- hidden information ------------------------------------------------------------
    def view(self, seat: int) -> DragonIslandState:
        """Mask what is behind the other screens and inside the bag and the map deck.

        Held Towers stay visible (everyone knows you hold yours until your first turn).
        Cubes, gold and fame always arrive in the open, so they stay in the view as the
        table's memory; whether the table *shows* them is the tracked-totals assist.
        """
        s = self.clone()
        if self.viewer is None:
            s.rng = view_rng(self.rng)
        s.viewer = seat
        towers = self.rules.tower_colour
        s.hands = [
            list(h) if i == seat else [t if t in towers else HIDDEN for t in h]
            for i, h in enumerate(self.hands)
        ]
        s.maps = [list(m) if i == seat else [HIDDEN] * len(m) for i, m in enumerate(self.maps)]
        if self.drawn_seat != seat:
            s.drawn = [HIDDEN] * len(self.drawn)
        bit = 1 << seat
        s.map_deck = [
            c if k & bit else HIDDEN for c, k in zip(self.map_deck, self.map_known, strict=True)
        ]
        s.bag = [HIDDEN] * len(self.bag)
        s.removed = [HIDDEN] * len(self.removed)
        return s

    def determinize(self, seat: int, rng: random.Random) -> DragonIslandState:
        """Resample the unseen tiles and maps among the places ``seat`` cannot see."""
        # Fill the placement cache of the state sampled from (a cache, not game state), so
        # that every world the AI samples from it inherits the answer instead of scanning.
        B.placement_hexes(self)
        s = self._copy()
        s.viewer = None
        s.rng = fresh_rng(rng)
        rules = self.rules
        towers = rules.tower_colour
        # Terrain tiles: everything not on the island and not in seat's hand.
        placed = {cell[0] for cell in self.board.values()}
        own = {t for t in self.hands[seat] if t is not None}
        pool = [t for t in rules.tile_ids if t not in placed and t not in own]
        rng.shuffle(pool)
        for i in range(self.num_players):
            if i != seat:
                s.hands[i] = [t if t in towers else pool.pop() for t in self.hands[i]]
        s.bag = [pool.pop() for _ in self.bag]
        s.removed = [pool.pop() for _ in self.removed]
        assert not pool, "tile pool does not match the hidden places"
        # Treasure maps: known deck positions stay, the rest is shuffled.
        bit = 1 << seat
        known = {c for c, k in zip(self.map_deck, self.map_known, strict=True) if k & bit}
        known.update(m for m in self.maps[seat] if m is not None)
        if self.drawn_seat == seat:
            known.update(m for m in self.drawn if m is not None)
        mpool = [m for m in rules.map_ids if m not in known]
        rng.shuffle(mpool)
        for i in range(self.num_players):
            if i != seat:
                s.maps[i] = [mpool.pop() for _ in self.maps[i]]
        if self.drawn_seat != seat:
            s.drawn = [mpool.pop() for _ in self.drawn]
        s.map_deck = [
            c if k & bit else mpool.pop()
            for c, k in zip(self.map_deck, self.map_known, strict=True)
        ]
        assert not mpool, "map pool does not match the hidden places"
        return s

    def snapshot(self) -> Any:
        data: dict[str, Any] = {}
        for name in _SCALAR_FIELDS:
            value = getattr(self, name)
            data[name] = (
                hex_text(value) if isinstance(value, tuple) and name.endswith("hex") else value
            )
        data["src"] = hex_text(self.src) if self.src is not None else None
        data["pay_colours"] = list(self.pay_colours)
        data["pay_paid"] = list(self.pay_paid)
        data["pay_purpose"] = [hex_text(v) if isinstance(v, tuple) else v for v in self.pay_purpose]
        for name in _LIST_FIELDS:
            data[name] = list(getattr(self, name))
        data["order"] = [hex_text(h) for h in self.order]
        data["wizards"] = [hex_text(h) for h in self.wizards]
        for name in _NESTED_FIELDS:
            data[name] = [list(x) for x in getattr(self, name)]
        data["board"] = {hex_text(h): list(c) for h, c in self.board.items()}
        data["dragons"] = {hex_text(h): list(d) for h, d in self.dragons.items()}
        data["buildings"] = {hex_text(h): list(b) for h, b in self.buildings.items()}
        data["treasure"] = sorted(hex_text(h) for h in self.treasure)
        data["stack"] = self.stack.snapshot()
        data["options"] = dict(self.options)
        return data


def new_blank(
    game: DragonIslandGame, num_players: int, seed: int, options: dict[str, Any]
) -> DragonIslandState:
    """An empty table for :mod:`.setup` to fill."""
    s = DragonIslandState.__new__(DragonIslandState)
    s.game = game
    s.rules = game.rules
    s.options = options
    s.num_players = num_players
    s.rng = random.Random(seed)
    s.viewer = None
    s.stack = DecisionStack()
    s.placeable = None
    return s
