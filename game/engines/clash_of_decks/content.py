"""Clash of Decks content: schema dataclasses, effect vocabulary, loader spec, cross-checks.

Why the vocabulary is this small: the real cards only ever deal damage in a pattern
(the target, the card behind it, the card beside it in the other lane), and the one
supplement card also moves its target; keywords are static rules, not effect steps.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal

from game.core.content import ContentBundle, ContentSpec, CrossCheck, Reporter, load_content
from game.core.schema import Id, Length, Range, Ref
from game.core.vocabulary import Step, Vocabulary

GAME_ID = "clash_of_decks"

Keyword = Literal[
    "aerial",
    "aim",
    "aquatic",
    "berserk",
    "catalyst",
    "focus",
    "indestructible",
    "perforation",
    "protection",
    "rage",
    "splash",
    "sprint",
    "wrecker",
]
"""The printed abilities; the fourteenth, Aura, is a card's ``aura`` list."""

HitPart = Literal["target", "behind", "other_lane"]

VOCAB = Vocabulary(GAME_ID)


@VOCAB.step("damage", shorthand="amount")
@dataclass(frozen=True)
class Damage:
    """Damage dealt at once to the target and, by pattern, its neighbours."""

    amount: Annotated[int, Range(1, 20)]
    pattern: Annotated[list[HitPart], Length(1, 3)] = field(default_factory=lambda: ["target"])


@VOCAB.step("move_in_lane", shorthand="to")
@dataclass(frozen=True)
class MoveInLane:
    """Move the target (if it is still in play) to the front or the back of its lane."""

    to: Literal["front", "back"]


@dataclass(frozen=True)
class Printing:
    """Values another source gives for a card; used by the "Card printing" option."""

    source: str
    cost: Annotated[int, Range(0, 12)] | None = None
    attack: Annotated[int, Range(0, 20)] | None = None
    health: Annotated[int, Range(1, 20)] | None = None


@dataclass(frozen=True)
class CardDef:
    id: Annotated[str, Id("card")]
    number: Annotated[int, Range(1, 999)]
    name: str
    type: Literal["creature", "incantation"]
    cost: Annotated[int, Range(0, 12)]
    attack: Annotated[int, Range(0, 20)]
    health: Annotated[int, Range(1, 20)] | None = None
    keywords: list[Keyword] = field(default_factory=list)
    aura: list[Keyword] = field(default_factory=list)
    effect: list[Step] = field(default_factory=list)
    deck: Annotated[int, Range(1, 4)] | None = None
    verified: bool = True
    provenance: Literal["fact", "proposal"] = "fact"
    note: str = ""
    other_printing: Printing | None = None

    @property
    def is_creature(self) -> bool:
        return self.type == "creature"


@dataclass(frozen=True)
class CardSet:
    set: str
    count: Annotated[int, Range(1, 100)]
    cards: list[CardDef]


@dataclass(frozen=True)
class DeckDef:
    id: Annotated[str, Id("deck")]
    number: Annotated[int, Range(1, 4)]
    total_cost: Annotated[int, Range(0, 100)]
    cards: list[Annotated[str, Ref("card")]]


@dataclass(frozen=True)
class DecksFile:
    decks: Annotated[list[DeckDef], Length(4, 4)]


@dataclass(frozen=True)
class SetupFile:
    hand_size: Annotated[int, Range(1, 20)]
    draft_rounds: Annotated[int, Range(1, 10)]
    draft_reveal: Annotated[int, Range(2, 10)]
    draft_picks: Annotated[list[Annotated[int, Range(1, 10)]], Length(2, 6)]
    playable_window: Annotated[int, Range(1, 10)]
    first_turn_mana: Annotated[int, Range(0, 30)]
    catalyst_mana: Annotated[int, Range(0, 10)]


# --- cross-checks -----------------------------------------------------------------------
def _check_set(name: str) -> CrossCheck:
    def check(bundle: ContentBundle, report: Reporter) -> None:
        card_set: CardSet = bundle[name]
        if len(card_set.cards) != card_set.count:
            report.error(
                card_set, "count", f"{len(card_set.cards)} cards listed, not {card_set.count}"
            )
        numbers: dict[int, str] = {}
        for card in card_set.cards:
            if card.number in numbers:
                report.error(card, "number", f"number {card.number} is also {numbers[card.number]}")
            numbers[card.number] = card.id
            if name == "supplement.yaml" and card.provenance != "proposal":
                report.error(card, "provenance", "supplement cards are proposals")
            _check_card(card, report)

    return check


def _check_card(card: CardDef, report: Reporter) -> None:
    if len(set(card.keywords)) != len(card.keywords):
        report.error(card, "keywords", "a keyword is listed twice")
    if card.is_creature:
        if card.health is None:
            report.error(card, "health", "a creature needs health")
        if card.effect:
            report.error(card, "effect", "creatures act through keywords, not effect steps")
        return
    if card.health is not None or card.aura:
        report.error(card, "health", "an incantation has no health and no aura")
    if not card.effect:
        report.error(card, "effect", "an incantation needs at least one effect step")
        return
    first = card.effect[0]
    if first.name != "damage":
        report.error(card, "effect", "an incantation's first step must be its damage")
        return
    if first.amount != card.attack:
        report.error(
            card, "attack", f"printed damage {card.attack} but the effect deals {first.amount}"
        )
    pattern = set(first.pattern)
    for keyword, part in (("perforation", "behind"), ("splash", "other_lane")):
        if (keyword in card.keywords) != (part in pattern):
            report.error(card, "keywords", f"{keyword} must match '{part}' in the damage pattern")
    extra = set(card.keywords) - {"perforation", "splash"}
    if extra:
        report.error(card, "keywords", f"incantations cannot have {', '.join(sorted(extra))}")


def _check_decks(bundle: ContentBundle, report: Reporter) -> None:
    decks: DecksFile = bundle["decks.yaml"]
    setup: SetupFile = bundle["setup.yaml"]
    base = {c.id: c for c in bundle["cards.yaml"].cards}
    used: dict[str, int] = {}
    for deck in decks.decks:
        if len(deck.cards) != setup.hand_size:
            report.error(deck, "cards", f"{len(deck.cards)} cards, a deck has {setup.hand_size}")
        for cid in deck.cards:
            if cid not in base:
                report.error(deck, "cards", f'"{cid}" is not an Initiation card')
                continue
            if cid in used:
                report.error(deck, "cards", f'"{cid}" is already in deck {used[cid]}')
            used[cid] = deck.number
            if base[cid].deck != deck.number:
                report.error(deck, "cards", f'"{cid}" says it belongs to deck {base[cid].deck}')
        total = sum(base[c].cost for c in deck.cards if c in base)
        if total != deck.total_cost:
            report.error(deck, "total_cost", f"the cards cost {total}, not {deck.total_cost}")
    if sorted(d.number for d in decks.decks) != [1, 2, 3, 4]:
        report.error(decks, "decks", "the decks must be numbered 1 to 4")


def _check_setup(bundle: ContentBundle, report: Reporter) -> None:
    setup: SetupFile = bundle["setup.yaml"]
    if sum(setup.draft_picks) != setup.draft_reveal:
        report.error(
            setup, "draft_picks", f"picks must add up to the {setup.draft_reveal} revealed"
        )
    if setup.draft_rounds * setup.draft_reveal != 2 * setup.hand_size:
        report.error(
            setup, "draft_rounds", "the draft must give each player exactly hand_size cards"
        )
    if setup.draft_rounds * setup.draft_reveal > bundle["cards.yaml"].count:
        report.error(setup, "draft_rounds", "the draft reveals more cards than the pool holds")


SPEC = ContentSpec(
    GAME_ID,
    {
        "cards.yaml": CardSet,
        "supplement.yaml": CardSet,
        "decks.yaml": DecksFile,
        "setup.yaml": SetupFile,
    },
    VOCAB,
    [_check_set("cards.yaml"), _check_set("supplement.yaml"), _check_decks, _check_setup],
)


def load(folder: Path) -> ContentBundle:
    return load_content(SPEC, folder)
