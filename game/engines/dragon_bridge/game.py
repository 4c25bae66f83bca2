"""The Dragon Bridge Game: content, options, and the AI's heuristics."""

from __future__ import annotations

import random
from typing import Any

from game.core.actions import Action
from game.core.content import ContentBundle
from game.core.game import Game, OptionSpec
from game.core.state import State
from game.engines.dragon_bridge import ai, effects
from game.engines.dragon_bridge.bridge import Bridge
from game.engines.dragon_bridge.content import (
    ActionCard,
    BridgeFile,
    Hack,
    HacksFile,
    Item,
    SetupFile,
    Wizard,
)


class DragonBridgeGame(Game):
    id = "dragon_bridge"
    name = "Dragon Bridge"
    min_players = 2
    max_players = 2
    score_name = "tiles from the Dragon"  # where each wizard stands: see the State's scores

    def __init__(self, content: ContentBundle):
        super().__init__(content)
        bridge_file: BridgeFile = content["bridge.yaml"]
        self.setup: SetupFile = content["setup.yaml"]
        all_cards: list[ActionCard] = content["cards.yaml"].cards
        self.cards: dict[str, ActionCard] = {c.id: c for c in all_cards}
        self.card_order = [c.id for c in all_cards]
        # Cards a BUMP-card tribute (Bill Milton) may hand over, in the deck's order.
        self.bump_cards = [c.id for c in all_cards if effects.has_bump(c.action)]
        # The expansion's cards (white gem in the corner) join only when it is played.
        self.deck_lists = {
            exp: [c.id for c in all_cards if exp or not c.expansion for _ in range(c.copies)]
            for exp in (False, True)
        }
        self.deck_list = self.deck_lists[False]
        all_items: list[Item] = content["items.yaml"].items
        self.items: dict[str, Item] = {i.id: i for i in all_items}
        self.item_lists = {
            exp: [i.id for i in all_items if exp or not i.expansion] for exp in (False, True)
        }
        self.item_list = self.item_lists[False]
        hacks_file: HacksFile = content["hacks.yaml"]
        self.hacks: dict[str, Hack] = {h.id: h for h in hacks_file.hacks}
        self.hack_row_size = hacks_file.row_size
        self.wizards: dict[str, Wizard] = {w.id: w for w in content["wizards.yaml"].wizards}
        self.bridges = {
            lay.id: Bridge(lay, bridge_file.orange_per_end) for lay in bridge_file.layouts
        }
        layouts = tuple(lay.id for lay in bridge_file.layouts)
        # Shown by their size ("21 positions") unless two layouts share one; the ids
        # ("standard21") read as code.
        sizes = tuple(f"{len(lay.tiles)} positions" for lay in bridge_file.layouts)
        layout_labels = sizes if len(set(sizes)) == len(sizes) else ()
        # Instance attribute: the layout choices come from the content.
        self.options = (  # type: ignore[misc]  # Game.options is a ClassVar; here per content
            OptionSpec(
                "basic",
                "Basic Game (no wizard powers; items drawn blind)",
                False,
                help="Recommended for a first match. Leaves out the Bridge Hacking expansion, "
                "as the rulebook does.",
            ),
            OptionSpec(
                "expansion",
                "Bridge Hacking expansion (White Gems and Bridge Hacks)",
                False,
                help="Each BUMP earns a White Gem; spend them on Bridge Hacks.",
                # The rulebook's Basic Game puts the expansion's cards back in the box, so
                # the set-up screen offers the expansion only in the full game.
                requires=("basic", False),
            ),
            OptionSpec(
                "bridge",
                "Bridge layout",
                bridge_file.default,
                choices=layouts,
                choice_labels=layout_labels,
                help="The 21-position bridge, or the literal 18-tile reading.",
            ),
        )

    def new_state(
        self, num_players: int, seed: int, options: dict[str, Any] | None = None
    ) -> State:
        from game.engines.dragon_bridge.setup import new_state
        from game.engines.dragon_bridge.turn import run

        self.check_players(num_players)
        state = new_state(self, seed, self.resolve_options(options))
        run(state, [])
        return state

    def evaluate(self, state: State, seat: int) -> float:
        return ai.evaluate(state, seat)  # type: ignore[arg-type]

    def rollout_action(self, state: State, rng: random.Random) -> Action | None:
        return ai.rollout_action(state, rng)  # type: ignore[arg-type]

    def action_tags(self, state: State, action: Action) -> tuple[str, ...]:
        if action.kind == "play" and action.args[0] is not None:
            return (self.cards[str(action.args[0])].name,)
        if action.kind == "buy":
            return (self.items[str(action.args[0])].name,)
        if action.kind == "power":
            return (str(action.args[0]).split(":")[1],)
        return ()

    def seat_tags(self, state: State, seat: int) -> tuple[str, ...]:
        wid = getattr(state, "wizard", [None, None])[seat]
        return (self.wizards[wid].name,) if wid else ()
