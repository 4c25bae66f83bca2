"""Dragon Bridge content: the schema of every YAML file, the effect vocabulary and the
cross-checks, so a wrong card or a miscounted deck stops the game from loading."""

from __future__ import annotations

import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal

from game.core.content import ContentBundle, ContentSpec, Reporter, load_content
from game.core.schema import Id, Length, Pattern, Range, Ref
from game.core.vocabulary import Condition, NoParams, Step, Trigger, Vocabulary

GAME_ID = "dragon_bridge"
VOCAB = Vocabulary(GAME_ID)

Provenance = Literal["fact", "proposal"]
Direction = Literal["any", "away_from_center", "toward_center", "toward_dragon", "away_from_dragon"]

# --- steps: what an action card, a gem or a power does ----------------------------------


@VOCAB.step("move", shorthand="amount", doc="MOVE up to n tiles in one chosen direction.")
@dataclass(frozen=True)
class MoveStep:
    amount: Annotated[int, Range(0, 9)]
    optional: bool = False


@VOCAB.step("teleport", shorthand="amount", doc="TELEPORT up to n tiles; never an escape.")
@dataclass(frozen=True)
class TeleportStep:
    amount: Annotated[int, Range(0, 9)]
    optional: bool = False


@VOCAB.step("bump", shorthand="amount", doc="BUMP the opponent exactly n tiles.")
@dataclass(frozen=True)
class BumpStep:
    amount: Annotated[int, Range(0, 9)]


@dataclass(frozen=True)
class Branch:
    label: str
    steps: Annotated[list[Step], Length(1, 6)]


@VOCAB.step("choose_one", shorthand="options", doc="The actor picks one branch.")
@dataclass(frozen=True)
class ChooseOne:
    options: Annotated[list[Branch], Length(2, 4)]


VOCAB.register("step", "take_from_nest", doc="Take one card of the Nest into your hand.")


VOCAB.register("step", "flip_nest_card", doc="Turn one Nest card face down, or a face-down one up.")


@VOCAB.step("reveal_to_nest", shorthand="count", doc="Top Action cards go face up to the Nest.")
@dataclass(frozen=True)
class RevealToNest:
    count: Annotated[int, Range(1, 3)]


@VOCAB.step("ready_gem", shorthand="count", doc="READY up to n of your depleted gems.")
@dataclass(frozen=True)
class ReadyGem:
    count: Annotated[int, Range(1, 3)]
    # A readying caused by a power does not fire "gem readied" powers again (no chains).
    quiet: bool = False


@VOCAB.step("opponent_depletes", shorthand="count", doc="The opponent DEPLETEs n gems.")
@dataclass(frozen=True)
class OpponentDepletes:
    count: Annotated[int, Range(1, 3)]


@VOCAB.step("swap", shorthand="within", doc="Exchange places with the opponent if near.")
@dataclass(frozen=True)
class Swap:
    within: Annotated[int, Range(1, 20)]
    otherwise: list[Step] = field(default_factory=list)


VOCAB.register(
    "step", "set_gems_aside", doc="Put every green gem of your tableau aside (Andromeda)."
)


@VOCAB.step("return_aside_gem", doc="One set-aside gem comes back, READY or DEPLETED.")
@dataclass(frozen=True)
class ReturnAsideGem:
    ready: bool


VOCAB.register(
    "step", "gem_to_card", doc="Put one green gem, state kept, on your wizard card (Gelf)."
)


VOCAB.register("step", "gem_from_card", doc="The gem on your wizard card returns, state kept.")


@VOCAB.step(
    "bump_card_or_deplete",
    shorthand="count",
    doc="The opponent may give you a card with BUMP from their hand; if not, they DEPLETE n gems.",
)
@dataclass(frozen=True)
class BumpCardOrDeplete:
    count: Annotated[int, Range(1, 3)]


VOCAB.register(
    "step", "search_deck", doc="Exchange a card of the Action deck with one of your hand."
)


@VOCAB.step("arrange_top", shorthand="count", doc="Look at the top n cards; put them back.")
@dataclass(frozen=True)
class ArrangeTop:
    count: Annotated[int, Range(1, 4)]


# --- conditions: when a power or bonus applies ------------------------------------------


@VOCAB.condition("on_tile", shorthand="types", doc="You stand on a tile of one of these types.")
@dataclass(frozen=True)
class OnTile:
    types: Annotated[list[Literal["gem", "start", "center", "orange", "plain"]], Length(1, 5)]


@VOCAB.condition("opponent_within", shorthand="tiles", doc="The opponent is this near.")
@dataclass(frozen=True)
class OpponentWithin:
    tiles: Annotated[int, Range(0, 20)]


@VOCAB.condition(
    "started_turn_with_ready",
    doc="You began this turn with between min and max READY green gems.",
)
@dataclass(frozen=True)
class StartedTurnWithReady:
    min: Annotated[int, Range(0, 9)]
    max: Annotated[int, Range(0, 9)]


VOCAB.register("condition", "has_depleted_gem", doc="You have a depleted green gem.")


VOCAB.register(
    "condition", "has_tableau_gem", doc="You have a green gem (READY or not) in your tableau."
)


VOCAB.register("condition", "has_gems_aside", doc="You have green gems set aside.")


VOCAB.register("condition", "gem_on_card", doc="A green gem lies on your wizard card.")


VOCAB.register("condition", "no_gem_on_card", doc="No green gem lies on your wizard card.")


# --- triggers: the moments a power fires ------------------------------------------------

for _name, _doc in (
    ("after_roost", "After a ROOST, once its new Nest card is down."),
    ("after_flight", "After a FLIGHT."),
    ("item_gained", "When you gain an Item."),
    ("gem_readied", "When one of your green gems is READIED (not by a quiet step)."),
    ("bump_leaves_threatened", "When your BUMP leaves the opponent on a Threatened tile."),
    ("played_move_card", "After you resolve an Action card whose action has a MOVE."),
    ("wizards_passed", "After an action in which one wizard moved through the other."),
    ("turn_start", "At the start of each of your turns."),
    ("bumped", "When you are BUMPED."),
    ("after_flight_or_roost", "After a FLIGHT or a ROOST."),
    ("after_action", "After you finish your whole Action (the played card is in the Nest)."),
):
    VOCAB.register("trigger", _name, NoParams, doc=_doc)


# --- shared pieces ----------------------------------------------------------------------


@dataclass(frozen=True)
class Bonus:
    """A change to MOVE, BUMP or TELEPORT lengths.

    ``against`` bonuses change BUMPs made against the owner; the others change the owner's
    own actions. Optional positive BUMP bonuses are switched on one by one (each an action);
    optional MOVE/TELEPORT bonuses simply raise the maximum, since those go "up to" it.
    A negative bonus with a ``floor`` never takes the length below that floor by itself
    (the potato wizard's "MOVE -1, minimum 1"); an ``against`` BUMP ``cap`` is the most
    tiles any single BUMP moves the owner.
    """

    to: Literal["move", "bump", "teleport"]
    amount: Annotated[int, Range(-3, 3)]
    direction: Direction = "any"
    against: bool = False
    if_: list[Condition] = field(default_factory=list)
    floor: Annotated[int, Range(0, 3)] = 0
    cap: Annotated[int, Range(0, 9)] | None = None


@dataclass(frozen=True)
class Power:
    """One power of a wizard or item: a bonus, a trigger, an extra Gem Action, or a hand
    limit.

    ``hand_limit`` is the most cards the owner may keep: the rulebook sets no limit of
    its own (it only draws back up to the hand size), so a card that names one (Bill
    Milton's "you may hold 5") is the only thing that makes a player discard.
    """

    text: str
    mandatory: bool = False  # printed in red: always used when possible
    bonus: Bonus | None = None
    when: Trigger | None = None
    gem_action: bool = False
    label: str = ""
    requires: list[Condition] = field(default_factory=list)
    effect: list[Step] = field(default_factory=list)
    limit: Literal["none", "once_per_turn", "once_per_nest"] = "none"
    hand_limit: Annotated[int, Range(1, 9)] | None = None


TILE_PATTERN = r"(orange|gem|plain|start|center)(\+(gem|plain|start|center))*"


@dataclass(frozen=True)
class Layout:
    id: Annotated[str, Id("layout")]
    name: str
    tiles: Annotated[list[Annotated[str, Pattern(TILE_PATTERN)]], Length(7, 41)]
    provenance: Provenance = "fact"
    note: str = ""


@dataclass(frozen=True)
class BridgeFile:
    default: Annotated[str, Ref("layout")]
    orange_per_end: Annotated[int, Range(1, 10)]
    layouts: Annotated[list[Layout], Length(1, 10)]


@dataclass(frozen=True)
class DragonPower:
    """What a card does while it lies under the Dragon (only the card that caused a FLIGHT)."""

    name: str
    text: str
    bonuses: list[Bonus] = field(default_factory=list)
    flight_threshold: Annotated[int, Range(1, 40)] | None = None
    threshold_per_item: Annotated[int, Range(0, 5)] = 0
    threshold_change: Annotated[int, Range(-9, 9)] = 0
    roost_at: Annotated[int, Range(2, 16)] | None = None
    threatened_tiles: Annotated[int, Range(1, 10)] | None = None
    item_cost: Annotated[int, Range(1, 3)] | None = None
    dragon_end_overflow: Annotated[int, Range(1, 3)] | None = None


@dataclass(frozen=True)
class ActionCard:
    id: Annotated[str, Id("card")]
    name: str
    copies: Annotated[int, Range(1, 4)]
    text: str
    action: Annotated[list[Step], Length(1, 6)]
    wings: Annotated[int, Range(0, 3)]
    dragon_power: DragonPower | None = None
    expansion: bool = False
    provenance: Provenance = "fact"


@dataclass(frozen=True)
class CardsFile:
    deck_size: Annotated[int, Range(8, 60)]
    total_wings: Annotated[int, Range(0, 200)]
    cards: list[ActionCard]


@dataclass(frozen=True)
class Item:
    id: Annotated[str, Id("item")]
    name: str
    text: str
    powers: Annotated[list[Power], Length(1, 3)]
    expansion: bool = False
    provenance: Provenance = "fact"


@dataclass(frozen=True)
class ItemsFile:
    count: Annotated[int, Range(1, 40)]
    items: list[Item]


@dataclass(frozen=True)
class Wizard:
    id: Annotated[str, Id("wizard")]
    name: str
    text: str
    powers: Annotated[list[Power], Length(1, 5)]
    expansion: bool = False
    provenance: Provenance = "fact"


@dataclass(frozen=True)
class WizardsFile:
    wizards: Annotated[list[Wizard], Length(2, 30)]


@dataclass(frozen=True)
class SetupFacts:
    hand_size: Annotated[int, Range(1, 8)]
    market_size: Annotated[int, Range(1, 6)]
    flight_threshold: Annotated[int, Range(1, 40)]
    roost_at: Annotated[int, Range(2, 16)]
    item_cost: Annotated[int, Range(1, 3)]
    overflow_depletes: Annotated[int, Range(1, 3)]


@dataclass(frozen=True)
class SetupProposals:
    provenance: Provenance
    green_gems: Annotated[int, Range(3, 6)]
    ready_at_start: Annotated[int, Range(0, 6)]
    green_gem_action: Annotated[list[Step], Length(1, 4)]
    first_player: Literal["random", "seat_1"]
    white_gems: Annotated[int, Range(1, 30)]


@dataclass(frozen=True)
class SetupFile:
    facts: SetupFacts
    proposals: SetupProposals


FILES: dict[str, type] = {
    "bridge.yaml": BridgeFile,
    "cards.yaml": CardsFile,
    "items.yaml": ItemsFile,
    "wizards.yaml": WizardsFile,
    "setup.yaml": SetupFile,
}


# --- cross-checks -----------------------------------------------------------------------


def check_deck(bundle: ContentBundle, report: Reporter) -> None:
    """The declared deck size and wing total must match the card list (base cards only)."""
    cards: CardsFile = bundle["cards.yaml"]
    base = [c for c in cards.cards if not c.expansion]
    size = sum(c.copies for c in base)
    wings = sum(c.copies * c.wings for c in base)
    if size != cards.deck_size:
        report.error(cards, "deck_size", f"card copies add up to {size}, not {cards.deck_size}")
    if wings != cards.total_wings:
        report.error(cards, "total_wings", f"wings add up to {wings}, not {cards.total_wings}")


def check_items(bundle: ContentBundle, report: Reporter) -> None:
    items: ItemsFile = bundle["items.yaml"]
    base = [i for i in items.items if not i.expansion]
    if len(base) != items.count:
        report.error(items, "count", f"{len(base)} base items listed, not {items.count}")
    setup: SetupFile = bundle["setup.yaml"]
    if setup.facts.market_size > len(base):
        report.error(setup.facts, "market_size", "the Market is larger than the item deck")


def check_layouts(bundle: ContentBundle, report: Reporter) -> None:
    """Each bridge needs its orange ends, two Start tiles and at least one Center tile."""
    bridge: BridgeFile = bundle["bridge.yaml"]
    n = bridge.orange_per_end
    for layout in bridge.layouts:
        flags = [set(t.split("+")) for t in layout.tiles]
        ends = flags[:n] + flags[-n:]
        if any(f != {"orange"} for f in ends):
            report.error(layout, "tiles", f"the {n} tiles at each end must be orange")
        if any("orange" in f for f in flags[n:-n]):
            report.error(layout, "tiles", "orange tiles belong only at the ends")
        if sum("start" in f for f in flags) != 2:
            report.error(layout, "tiles", "a bridge needs exactly two start tiles")
        if not any("center" in f for f in flags):
            report.error(layout, "tiles", "a bridge needs a center tile")


def check_hands(bundle: ContentBundle, report: Reporter) -> None:
    """Both hands plus a full Nest and a Dragon power must leave cards to draw."""
    cards: CardsFile = bundle["cards.yaml"]
    setup: SetupFile = bundle["setup.yaml"]
    if 2 * setup.facts.hand_size + setup.facts.roost_at > cards.deck_size:
        report.error(cards, "deck_size", "too few cards for two hands and a Nest")
    if setup.proposals.ready_at_start > setup.proposals.green_gems:
        report.error(setup.proposals, "ready_at_start", "more ready gems than gems")
    # A limit below the hand size would have a player discard what they just drew.
    wizards: WizardsFile = bundle["wizards.yaml"]
    items: ItemsFile = bundle["items.yaml"]
    sources: list[Wizard | Item] = [*wizards.wizards, *items.items]
    for source in sources:
        for power in source.powers:
            if power.hand_limit is not None and power.hand_limit < setup.facts.hand_size:
                report.error(power, "hand_limit", "a hand limit below the hand size")


def check_power_labels(bundle: ContentBundle, report: Reporter) -> None:
    """A power's label may hold one placeholder, ``{top}``, and only where its effect
    looks at the deck's top (``arrange_top``): the engine fills it with the cards the
    look will really show (``powers.power_label``)."""
    wizards: WizardsFile = bundle["wizards.yaml"]
    items: ItemsFile = bundle["items.yaml"]
    holders: list[Wizard | Item] = [*wizards.wizards, *items.items]
    for holder in holders:
        for power in holder.powers:
            try:
                parts = list(string.Formatter().parse(power.label))
            except ValueError as err:  # a lone "{" or "}"
                report.error(power, "label", f"a brace out of place ({err})")
                continue
            fields = [(f, spec, conv) for _, f, spec, conv in parts if f is not None]
            if any(field != ("top", "", None) for field in fields):
                report.error(power, "label", "the only placeholder a label may hold is {top}")
            elif fields and not any(st.name == "arrange_top" for st in power.effect):
                report.error(power, "label", "{top} needs an arrange_top step in the effect")


SPEC = ContentSpec(
    GAME_ID,
    FILES,
    VOCAB,
    [check_deck, check_items, check_layouts, check_hands, check_power_labels],
)


def load(folder: Path) -> ContentBundle:
    return load_content(SPEC, folder)


# --- Bridge Hacking expansion -----------------------------------------------------------


@dataclass(frozen=True)
class Hack:
    """A Bridge Hack: paid for with White Gems, it usually stays where it is played.

    ``place`` says where it goes (nothing to place, a chosen tile that is neither orange
    nor a Gem tile — Start and Center tiles included — under ``plain_tile``, your own tile,
    beside the Dragon, an empty non-orange tile, between two adjacent non-orange tiles,
    or two markers on two non-orange tiles); ``lasts`` whether it stays all game, until
    the next FLIGHT, or is used once. The remaining fields are its effect while in play.
    """

    id: Annotated[str, Id("hack")]
    name: str
    cost: Annotated[int, Range(1, 5)]
    text: str
    place: Literal["nothing", "plain_tile", "own_tile", "dragon", "empty_tile", "gap", "two_tiles"]
    lasts: Literal["game", "until_flight", "once"]
    provenance: Provenance = "fact"
    makes_gem_tile: bool = False
    threshold_change: Annotated[int, Range(-5, 5)] = 0
    bump_against_owner: Annotated[int, Range(-3, 0)] = 0
    extra_threatened: Annotated[int, Range(0, 3)] = 0
    nest_card_to_bottom: bool = False
    stops_move_and_bump: bool = False  # a barrier in a gap: MOVE and BUMP stop at it
    slide: Annotated[int, Range(0, 3)] = 0  # ending a MOVE or BUMP here slides on
    warp: bool = False  # ending a MOVE on one marker may TELEPORT to the other
    sticky: bool = False  # a MOVE entering this tile ends there


@dataclass(frozen=True)
class HacksFile:
    provenance: Provenance
    row_size: Annotated[int, Range(1, 5)]
    hacks: Annotated[list[Hack], Length(1, 20)]


FILES["hacks.yaml"] = HacksFile

# Each marker effect needs the placement that gives it a place to act from.
_EFFECT_PLACES = {
    "stops_move_and_bump": ("gap",),
    "slide": ("empty_tile", "plain_tile", "own_tile"),
    "warp": ("two_tiles",),
    "sticky": ("empty_tile", "plain_tile", "own_tile"),
    "makes_gem_tile": ("empty_tile", "plain_tile", "own_tile"),
}


def check_hacks(bundle: ContentBundle, report: Reporter) -> None:
    hacks: HacksFile = bundle["hacks.yaml"]
    for hack in hacks.hacks:
        for effect, places in _EFFECT_PLACES.items():
            if getattr(hack, effect) and hack.place not in places:
                report.error(
                    hack, "place", f"{effect} needs the hack placed on: {', '.join(places)}"
                )
        if hack.place == "two_tiles" and not hack.warp:
            report.error(hack, "place", "only a Warp Gate pair is placed on two tiles")


SPEC.cross_checks.append(check_hacks)
