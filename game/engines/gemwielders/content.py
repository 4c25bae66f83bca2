"""Gemwielders content: the schema of every YAML file, the effect vocabulary and the
cross-checks, so a miscounted gem deck or a card that does something unknown stops the
game from loading with its file, line and key."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal

from game.core.content import ContentBundle, ContentSpec, Reporter, load_content
from game.core.schema import Id, Knob, Length, Provenance, Range, Ref
from game.core.vocabulary import Step, Vocabulary

GAME_ID = "gemwielders"
VOCAB = Vocabulary(GAME_ID)

CardType = Literal["attack", "defense", "skill", "modification", "source"]
Who = Literal["self", "opponent"]

# --- steps: what a card, a Gembearer or a Source does -----------------------------------
# "Owner" below is the player whose card it is; effects aimed at "the opponent" hit the
# owner's opponent, whoever's turn it is (a defense card's owner is the defender).


@VOCAB.step("gain_power", shorthand="amount", doc="The owner gains n power.")
@dataclass(frozen=True)
class GainPower:
    amount: Annotated[int, Range(1, 9)]


@VOCAB.step(
    "drain_power",
    shorthand="amount",
    doc="The opponent loses up to n power; with steal, the owner gains what was lost.",
)
@dataclass(frozen=True)
class DrainPower:
    amount: Annotated[int, Range(1, 9)]
    steal: bool = False


@VOCAB.step("gain_life", shorthand="amount", doc="The owner gains n life (never above the cap).")
@dataclass(frozen=True)
class GainLife:
    amount: Annotated[int, Range(1, 20)]


@VOCAB.step(
    "gain_life_from_damage",
    shorthand="max",
    doc="The owner gains life equal to this attack's damage, at most max.",
)
@dataclass(frozen=True)
class GainLifeFromDamage:
    max: Annotated[int, Range(1, 20)]


@VOCAB.step("lose_life", shorthand="amount", doc="The owner loses n life.")
@dataclass(frozen=True)
class LoseLife:
    amount: Annotated[int, Range(1, 20)]


@VOCAB.step(
    "deal_damage", shorthand="amount", doc="The owner's opponent loses n life (ignores defense)."
)
@dataclass(frozen=True)
class DealDamage:
    amount: Annotated[int, Range(1, 20)]


@VOCAB.step("draw", shorthand="amount", doc="The owner draws n cards (reshuffling if needed).")
@dataclass(frozen=True)
class Draw:
    amount: Annotated[int, Range(1, 5)]


@VOCAB.step(
    "discard",
    doc="A player discards n cards from hand: at random, or of their own choice.",
)
@dataclass(frozen=True)
class Discard:
    who: Who
    amount: Annotated[int, Range(1, 5)]
    mode: Literal["random", "choice"]


@VOCAB.step(
    "scrap",
    doc="The owner scraps up to n cards of their choice from the listed zones.",
)
@dataclass(frozen=True)
class Scrap:
    from_: Annotated[list[Literal["hand", "discard"]], Length(1, 2)]
    up_to: Annotated[int, Range(1, 3)]


@VOCAB.step(
    "look_top",
    doc="Look at the top n cards of your deck, take some into your hand, put the rest "
    "back on top in the order you choose. With extra, the owner, having seen the cards, "
    "may pay extra_cost power to take that many more.",
)
@dataclass(frozen=True)
class LookTop:
    look: Annotated[int, Range(1, 5)]
    take: Annotated[int, Range(1, 5)]
    extra: Annotated[int, Range(0, 4)] = 0
    extra_cost: Annotated[int, Range(0, 9)] = 0


@VOCAB.step(
    "recover", shorthand="amount", doc="Put n cards of your choice from your discard pile in hand."
)
@dataclass(frozen=True)
class Recover:
    amount: Annotated[int, Range(1, 3)]


@VOCAB.step(
    "peek_defense",
    shorthand="count",
    doc="Look at up to n face-down cards of the opponent's defense setup (0 = all of it).",
)
@dataclass(frozen=True)
class PeekDefense:
    count: Annotated[int, Range(0, 9)]


@VOCAB.step(
    "discard_defense",
    doc="Cards of the opponent's defense setup go to their discard pile.",
)
@dataclass(frozen=True)
class DiscardDefense:
    amount: Annotated[int, Range(1, 3)]
    mode: Literal["choice", "leftmost", "rightmost"]


@VOCAB.step(
    "modify_attack",
    shorthand="amount",
    doc="The owner's attack this turn (or the one being resolved) changes by n.",
)
@dataclass(frozen=True)
class ModifyAttack:
    amount: Annotated[int, Range(-9, 9)]


@VOCAB.step(
    "modify_defense",
    shorthand="amount",
    doc="The defense value of the attack being resolved changes by n.",
)
@dataclass(frozen=True)
class ModifyDefense:
    amount: Annotated[int, Range(-9, 9)]


@VOCAB.step(
    "ignore_defense_card",
    shorthand="which",
    doc="That revealed defense card's defense value counts as 0; its effects still resolve. "
    "With min_cards, only when the defense setup holds at least that many cards.",
)
@dataclass(frozen=True)
class IgnoreDefenseCard:
    which: Literal["leftmost", "rightmost"]
    min_cards: Annotated[int, Range(1, 6)] = 1


VOCAB.register("step", "ready_all", doc="Ready your Gembearer and all your modifications.")
VOCAB.register(
    "step", "exhaust", doc="Set one of the opponent's modifications or their Gembearer to used."
)


@VOCAB.step("hand_size", shorthand="amount", doc="Your draw-phase target changes by n.")
@dataclass(frozen=True)
class HandSize:
    amount: Annotated[int, Range(-2, 3)]


VOCAB.register(
    "step", "return_to_hand", doc="After this attack, this card goes to hand, not to discard."
)
VOCAB.register(
    "step", "return_to_source_stack", doc="This Source goes back to the stack, not to discard."
)

# --- triggers: when an ability fires ---------------------------------------------------
# They are fields of an Ability, not vocabulary terms: each names a step of the rulebook.

Trigger = Literal[
    "on_play",  # a skill or Source played; a modification placed
    "use",  # cogwheel: the card or Gembearer must be ready; using it sets it to used
    "on_reveal",  # the effect step of an attack or a defense card in an attack
    "while_attacking",  # "other effects" of the attacker's Gembearer and modifications
    # "other effects" of the defender's Gembearer and modifications: "whenever your defense
    # setup is revealed", so only when the setup held a card at the reveal (rules.md 12)
    "while_defending",
    "on_hit",  # Hit effects
    "on_miss",  # Miss effects
    "on_source_played",  # a modification or Gembearer reacting to its owner's Source
    "static",  # always on while in play (hand size)
]


@dataclass(frozen=True)
class Ability:
    """One clause of a card's text.

    ``cost`` is the lightning-bolt price: for every trigger but ``use`` paying it is
    optional and buys ``do`` once (``otherwise`` runs when it is not paid, for "... instead"
    texts); for ``use`` it is the price of using the card at all.
    """

    trigger: Trigger
    do: Annotated[list[Step], Length(1, 6)]
    cost: Annotated[int, Range(0, 9)] = 0
    otherwise: list[Step] = field(default_factory=list)
    text: str = ""


@dataclass(frozen=True)
class AiHint:
    value: Annotated[float, Range(-5, 20)] = 0.0


@dataclass(frozen=True)
class Card:
    id: Annotated[str, Id("card")]
    name: str
    type: CardType
    text: str
    attack: Annotated[int, Range(0, 12)] | None = None
    defense: Annotated[int, Range(0, 12)] | None = None
    abilities: list[Ability] = field(default_factory=list)
    provenance: Provenance = "proposal"
    ai: AiHint = field(default_factory=AiHint)


@dataclass(frozen=True)
class GemCard(Card):
    gem: Annotated[str, Ref("gem")] = ""
    requirement: Annotated[int, Range(1, 3)] = 1
    count: Annotated[int, Range(1, 4)] = 1


@dataclass(frozen=True)
class WeaponCard(Card):
    count: Annotated[int, Range(1, 12)] = 1


@dataclass(frozen=True)
class Gembearer:
    id: Annotated[str, Id("gembearer")]
    name: str
    kind: Literal["passive", "usable", "hit_miss"]
    text: str
    abilities: Annotated[list[Ability], Length(1, 4)]
    deck: Annotated[list[WeaponCard], Length(1, 12)]
    blurb: str = ""
    provenance: Provenance = "proposal"


@dataclass(frozen=True)
class GembearersFile:
    deck_size: Annotated[int, Range(6, 30)]
    gembearers: Annotated[list[Gembearer], Length(2, 8)]


@dataclass(frozen=True)
class Gem:
    id: Annotated[str, Id("gem")]
    name: str
    colour: str
    shape: Literal["circle", "square", "triangle", "diamond", "hexagon"]
    theme: str
    provenance: Provenance = "proposal"


@dataclass(frozen=True)
class GemCardsFile:
    per_gem: Annotated[list[Annotated[int, Range(0, 12)]], Length(3, 3)]
    cards: Annotated[list[GemCard], Length(1, 80)]


@dataclass(frozen=True)
class SetupFile:
    starting_life: Annotated[int, Range(1, 200)]
    life_cap: Annotated[int, Range(1, 200)]
    starting_power: Annotated[int, Range(0, 20)]
    hand_target: Annotated[int, Range(1, 10)]
    draft_row_size: Annotated[int, Range(1, 8)]
    max_gems: Annotated[int, Range(1, 10)]
    dead_card_scrap_min_gems: Annotated[int, Range(0, 10)]
    gems_per_type: Knob
    source_count: Knob
    max_turns: Knob
    gems: Annotated[list[Gem], Length(1, 8)]
    source: WeaponCard


FILES: dict[str, type] = {
    "setup.yaml": SetupFile,
    "gembearers.yaml": GembearersFile,
    "gem_cards.yaml": GemCardsFile,
}


def _check_ability_triggers(report: Reporter, card: Card) -> None:
    allowed: dict[str, set[str]] = {
        "attack": {"on_reveal", "on_hit", "on_miss"},
        "defense": {"on_reveal", "on_hit", "on_miss"},
        "skill": {"on_play"},
        "source": {"on_play"},
        "modification": {
            "on_play",
            "use",
            "while_attacking",
            "while_defending",
            "on_hit",
            "on_miss",
            "on_source_played",
            "static",
        },
    }
    for i, ab in enumerate(card.abilities):
        if ab.trigger not in allowed[card.type]:
            report.error(
                card,
                f"abilities[{i}].trigger",
                f"a {card.type} card cannot have a {ab.trigger} ability "
                f"(allowed: {', '.join(sorted(allowed[card.type]))})",
            )
        for j, st in enumerate(ab.do):
            if st.name == "return_to_source_stack" and card.type != "source":
                report.error(card, f"abilities[{i}].do[{j}]", "only a Source returns to its stack")
            if st.name == "return_to_hand" and card.type not in ("attack", "defense"):
                report.error(card, f"abilities[{i}].do[{j}]", "only attack/defense cards return")
            if st.name == "look_top":
                _check_look_top(report, card, f"abilities[{i}].do[{j}].look_top", st)
    if card.type == "attack" and card.attack is None:
        report.error(card, "attack", "an attack card needs an attack value")
    if card.type == "defense" and card.defense is None:
        report.error(card, "defense", "a defense card needs a defense value")
    if card.type not in ("attack",) and card.attack is not None:
        report.error(card, "attack", f"a {card.type} card has no attack value")
    if card.type not in ("defense",) and card.defense is not None:
        report.error(card, "defense", f"a {card.type} card has no defense value")


def _check_look_top(report: Reporter, card: Card, path: str, step: Step) -> None:
    """The cards bought with power are looked at first (rules.md ruling 8), so they come
    out of the same look: more taken than seen, or a purchase without a price, is a typo."""
    p = step.params
    if p.take + p.extra > p.look:
        report.error(
            card,
            path,
            f"takes {p.take} + {p.extra} extra cards but looks at only {p.look}",
        )
    if (p.extra > 0) != (p.extra_cost > 0):
        report.error(
            card,
            path,
            "extra and extra_cost go together: extra cards are bought with power "
            f"(extra {p.extra}, extra_cost {p.extra_cost})",
        )


def check_cards(bundle: ContentBundle, report: Reporter) -> None:
    setup: SetupFile = bundle["setup.yaml"]
    gem_file: GemCardsFile = bundle["gem_cards.yaml"]
    bearers: GembearersFile = bundle["gembearers.yaml"]
    gem_ids = [g.id for g in setup.gems]
    per = Counter[tuple[str, int]]()
    for card in gem_file.cards:
        per[(card.gem, card.requirement)] += card.count
        _check_ability_triggers(report, card)
        if card.type == "source":
            report.error(card, "type", "Sources are not gem cards")
    for gem in gem_ids:
        for req, want in enumerate(gem_file.per_gem, start=1):
            if per[(gem, req)] != want:
                report.error(
                    gem_file,
                    "cards",
                    f"{gem} has {per[(gem, req)]} cards needing {req} gem(s); per_gem says {want}",
                    file=str(bundle.root / "gem_cards.yaml"),
                )
    for bearer in bearers.gembearers:
        total = sum(c.count for c in bearer.deck)
        if total != bearers.deck_size:
            report.error(
                bearer,
                "deck",
                f"{bearer.name}'s deck has {total} cards; deck_size is {bearers.deck_size}",
            )
        for weapon in bearer.deck:
            _check_ability_triggers(report, weapon)
        for i, ab in enumerate(bearer.abilities):
            if ab.trigger in ("on_play", "on_reveal"):
                report.error(bearer, f"abilities[{i}].trigger", "a Gembearer is never played")
    if setup.source.type != "source":
        report.error(setup.source, "type", "the Source card must have type source")
    _check_ability_triggers(report, setup.source)
    if setup.life_cap < setup.starting_life:
        report.error(setup, "life_cap", "the cap is below the starting life")


SPEC = ContentSpec(GAME_ID, FILES, VOCAB, [check_cards])


def load(folder: Path) -> ContentBundle:
    return load_content(SPEC, folder)
