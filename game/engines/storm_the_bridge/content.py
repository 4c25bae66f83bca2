"""Storm the Bridge content: the schema of every YAML file, the effect vocabulary and the
cross-checks, so a passive with the wrong strip colour, a miscounted deck or an effect
the engine does not know stops the game from loading with its file, line and key.

The vocabulary has the four parts of the design: steps (what a card or ability does,
``effects:``, and what it keeps doing while it is in play, ``static:``), selectors (the
target chosen when a card is played or an ability used), conditions (``requires:``
before play and ``if:`` on a static) and triggers (``trigger:``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal, TypeVar

from game.core.content import ContentBundle, ContentSpec, Reporter, load_content
from game.core.schema import Id, Knob, Length, Provenance, Range, Ref
from game.core.vocabulary import Condition, Selector, Step, Trigger, Vocabulary

GAME_ID = "storm_the_bridge"
VOCAB = Vocabulary(GAME_ID)

Stat = Literal["combat", "influence", "attack", "defense"]
Owner = Literal["any", "own", "opponent"]


@dataclass(frozen=True)
class Formula:
    """An amount that counts something at the moment it is needed."""

    per: Literal["party_crew", "committed_crew"]
    divisor: Annotated[int, Range(1, 5)] = 1
    max: Annotated[int, Range(0, 10)] = 10


Amount = Annotated[int, Range(-5, 10)] | Formula

# --- selectors: the target a card or ability names when it is played ---------------------


@dataclass(frozen=True)
class CharacterTarget:
    """A crew member in a party (``crew``) or also a leader (``character``)."""

    owner: Owner = "any"
    max_to_recruit: Annotated[int, Range(0, 10)] | None = None
    tapped: bool | None = None
    threatened: bool = False  # named as the target of an item on the response stack
    fresh: bool = False  # not used in the current recruit or attack
    other: bool = False  # not the card whose ability this is
    away_from_attack: bool = False  # not stationed at the section under attack
    took_part: bool = False  # committed to the attack that fired this trigger


VOCAB.register("selector", "crew", CharacterTarget, doc="A crew member in a party, with filters.")
VOCAB.register(
    "selector", "character", CharacterTarget, doc="A leader or a crew member in a party."
)


@VOCAB.selector("section", doc="A ship section, in the centre or occupied.")
@dataclass(frozen=True)
class SectionTarget:
    owner: Literal["any", "own", "opponent", "unoccupied"] = "any"


@VOCAB.selector("passive", doc="A passive action card attached to a host.")
@dataclass(frozen=True)
class PassiveTarget:
    host_owner: Owner = "any"


@VOCAB.selector("stack_item", doc="An item waiting on the response stack.")
@dataclass(frozen=True)
class StackItemTarget:
    kind: Literal["action_card", "ability"]


# --- conditions: who may play or use something, and when a static applies ---------------

for _name, _doc in (
    ("active_only", "Only the active player."),
    ("non_active_only", "Only a player who is not the active player."),
    ("defender_only", "Only the occupier of the section under attack."),
    ("during_attack", "An attack is on the response stack."),
    ("during_own_attack", "Your own attack is on the response stack."),
    ("during_recruit", "A recruit is on the response stack."),
    ("during_own_recruit", "Your own recruit is on the response stack."),
    ("response_only", "Something is on the response stack."),
    ("empty_stack", "Nothing is on the response stack (a new action)."),
    ("attack_on_occupied", "The attack under way is on an occupied section."),
    ("attacking_occupied", "This card is committed to an attack on an occupied section."),
    ("attacking_unoccupied", "The attack under way is on a section in the centre."),
    ("recruit_available", "You may still recruit this turn."),
    ("assigned", "This crew member is stationed at a section."),
    ("first_attack_this_turn", "The attack under way is its player's first this turn."),
):
    VOCAB.register("condition", _name, doc=_doc)


@VOCAB.condition("attacking", shorthand="section", doc="The attack under way is on that section.")
@dataclass(frozen=True)
class Attacking:
    section: Annotated[str, Ref("section")]


@VOCAB.condition(
    "party_crew_at_least", shorthand="count", doc="The owner's party has at least n crew."
)
@dataclass(frozen=True)
class PartyCrewAtLeast:
    count: Annotated[int, Range(1, 32)]


@VOCAB.condition(
    "assigned_to", shorthand="section", doc="This crew member is stationed at that section."
)
@dataclass(frozen=True)
class AssignedTo:
    section: Annotated[str, Ref("section")]


@VOCAB.condition(
    "occupies_host_of",
    shorthand="card",
    doc="The owner occupies the section that holds that passive.",
)
@dataclass(frozen=True)
class OccupiesHostOf:
    card: Annotated[str, Ref("action")]


@VOCAB.condition(
    "recruiting_affiliation",
    shorthand="affiliation",
    doc="The recruit under way is of a crew member of that affiliation.",
)
@dataclass(frozen=True)
class RecruitingAffiliation:
    affiliation: Annotated[str, Ref("affiliation")]


# --- triggers ------------------------------------------------------------------------------

VOCAB.register(
    "trigger",
    "on_capture",
    doc="The host section is captured by an opponent of this card's owner.",
)
VOCAB.register(
    "trigger", "on_own_crew_sent", doc="One of the owner's crew is sent to the Crew Stack."
)

# --- steps: effects (once, when an item resolves) ------------------------------------------

EFFECT_STEPS: set[str] = set()
STATIC_STEPS: set[str] = set()
# Steps that act on the item's chosen target, with the selector kinds they accept.
TARGET_KINDS: dict[str, frozenset[str]] = {}


_C = TypeVar("_C")


def _effect(
    name: str, *, shorthand: str | None = None, target: str = "", doc: str = ""
) -> Callable[[type[_C]], type[_C]]:
    EFFECT_STEPS.add(name)
    if target:
        TARGET_KINDS[name] = frozenset(target.split())
    return VOCAB.step(name, shorthand=shorthand, doc=doc)


def _static(
    name: str, *, shorthand: str | None = None, doc: str = ""
) -> Callable[[type[_C]], type[_C]]:
    STATIC_STEPS.add(name)
    return VOCAB.step(name, shorthand=shorthand, doc=doc)


@_effect("modify_stat", doc="A stat of the target (or of all your crew) changes for a while.")
@dataclass(frozen=True)
class ModifyStat:
    stat: Stat
    amount: Annotated[int, Range(-5, 10)]
    duration: Literal["action", "turn"]
    who: Literal["target", "all_own_crew"] = "target"


@_effect(
    "modify_total",
    doc="The attack, defence or influence total of the recruit or attack under way changes.",
)
@dataclass(frozen=True)
class ModifyTotal:
    side: Literal["attack", "defense", "influence"]
    amount: Amount


@_effect(
    "ignore_defenders",
    shorthand="part",
    doc="That part of the defence adds nothing in the attack under way.",
)
@dataclass(frozen=True)
class IgnoreDefenders:
    part: Literal["crew", "leader"]


@dataclass(frozen=True)
class NoParams:
    """A word that takes no parameters."""


def _bare(name: str, kind: str, doc: str, target: str = "") -> None:
    (EFFECT_STEPS if kind == "effect" else STATIC_STEPS).add(name)
    if target:
        TARGET_KINDS[name] = frozenset(target.split())
    VOCAB.register("step", name, NoParams, doc=doc)


_bare("station", "effect", "Station the target crew at the section under attack.", "crew")
_bare("cancel_action", "effect", "The recruit or attack under way is cancelled.")
_bare("counter", "effect", "The target item leaves the stack without resolving.", "stack_item")
_bare("tap", "effect", "Tap the target; a committed card is withdrawn.", "crew character")
_bare("untap", "effect", "Untap the target.", "crew character")
_bare(
    "send_to_crew_stack", "effect", "The target crew goes to the bottom of the Crew Stack.", "crew"
)
_bare("detach", "effect", "The target passive goes to the discard pile.", "passive")
_bare(
    "move_passive", "effect", "The target passive moves to another card of your party.", "passive"
)
_bare("victory", "effect", "Its player wins, if they still occupy this section.")


@_effect("draw", shorthand="amount", doc="Its player draws n action cards.")
@dataclass(frozen=True)
class Draw:
    amount: Annotated[int, Range(1, 5)]


@_effect("extra_recruit", shorthand="count", doc="Its player may recruit n more times this turn.")
@dataclass(frozen=True)
class ExtraRecruit:
    count: Annotated[int, Range(1, 3)]


@_effect("cycle_pool", shorthand="times", doc="Cycle the Available Crew Pool n times.")
@dataclass(frozen=True)
class CyclePool:
    times: Annotated[int, Range(1, 3)]


@_effect(
    "peek_crew",
    doc="Look at the top n cards of the Crew Stack and put them back in any order.",
)
@dataclass(frozen=True)
class PeekCrew:
    count: Annotated[int, Range(1, 5)]
    may_bottom: bool = False


@dataclass(frozen=True)
class Shield:
    instead: Literal["nothing", "tap"] = "nothing"


EFFECT_STEPS.add("shield")
TARGET_KINDS["shield"] = frozenset({"crew"})
VOCAB.register(
    "step",
    "shield",
    Shield,
    shorthand="instead",
    doc="The next time the target crew would be sent to the Crew Stack this turn, it is not "
    "(it is tapped instead, with instead: tap).",
)


@_effect(
    "defect",
    shorthand="extra_cost",
    doc="Declare a recruit of the target crew from an opponent's party, costing more.",
)
@dataclass(frozen=True)
class Defect:
    extra_cost: Annotated[int, Range(0, 10)]


TARGET_KINDS["defect"] = frozenset({"crew"})
TARGET_KINDS["modify_stat"] = frozenset({"crew", "character"})

# --- steps: statics (true while their card is in play) -------------------------------------


@_static("stat_bonus", doc="A character stat changes while a condition holds.")
@dataclass(frozen=True)
class StatBonus:
    stat: Stat
    amount: Amount
    to: Literal["self", "host", "assigned_here", "own_crew"] = "self"
    affiliation: Annotated[str, Ref("affiliation")] | None = None
    if_: list[Condition] = field(default_factory=list)


@_static("section_defense", doc="A section's defence changes.")
@dataclass(frozen=True)
class SectionDefense:
    amount: Annotated[int, Range(-5, 10)]
    to: Literal["self", "host", "own_sections", "assigned_section"] = "self"


@_static("attack_bonus", doc="The attack total of its player (or the host's occupier) changes.")
@dataclass(frozen=True)
class AttackBonus:
    amount: Annotated[int, Range(-5, 10)]
    to: Literal["owner", "occupier"] = "owner"
    if_: list[Condition] = field(default_factory=list)


@_static("to_take", shorthand="amount", doc="Your attacks on centre sections need n less.")
@dataclass(frozen=True)
class ToTake:
    amount: Annotated[int, Range(1, 5)]


@_static("hand_size", doc="The default hand size changes.")
@dataclass(frozen=True)
class HandSize:
    amount: Annotated[int, Range(-2, 3)]
    to: Literal["owner", "occupier"] = "owner"


@_static("recruits", doc="Its player may recruit n more times each turn; those cost more.")
@dataclass(frozen=True)
class Recruits:
    amount: Annotated[int, Range(1, 3)]
    extra_cost: Annotated[int, Range(0, 5)] = 0


@_static(
    "discard_value",
    doc="Each action card discarded for influence (with use: combat, for attack) gives n more.",
)
@dataclass(frozen=True)
class DiscardValue:
    amount: Annotated[int, Range(1, 3)]
    first_only: bool = False
    use: Literal["influence", "combat"] = "influence"


@_static(
    "defense_discards",
    doc="When a section of yours is attacked you may discard up to n cards for +1 defence.",
)
@dataclass(frozen=True)
class DefenseDiscards:
    amount: Annotated[int, Range(1, 3)]
    where: Literal["any_own", "assigned"] = "any_own"


_bare("no_commit", "static", "The host cannot recruit, attack or use tap abilities.")
_bare("loyal", "static", "If the host would be sent away or taken, discard this instead.")
_bare("immune_to_opponents", "static", "Opponents' cards and abilities cannot send this away.")
_bare("free_recruit", "static", "Recruiting this crew member does not use up a recruit.")
_bare(
    "attack_requires_other_section",
    "static",
    "Only a party that occupies another section may attack this one.",
)

# --- the cards ------------------------------------------------------------------------------


@dataclass(frozen=True)
class AiHint:
    """What the AI is told of a card beyond its rules: ``value`` weighs it in hand;
    ``aim`` says whose card a targeted play is meant for (``ally``: a boon for your own
    card or one nobody holds; ``rival``: a blow to another party's), so the search never
    spends its iterations on a boon for a rival or a blow to itself. Players may still.
    ``attack_reach`` and ``recruit_reach`` are the most the card could bring to its
    player's own attack or recruit, played (+3 attack, +3 influence, an untapped crew
    member, a defender sent away) rather than discarded: the search leaves out an attack
    or a recruit that even every free card and the whole hand could not carry, which
    Normal had tried a dozen times a game, often with an empty hand."""

    value: Annotated[float, Range(-5, 20)] = 0.0
    aim: Literal["ally", "rival", "any"] = "any"
    attack_reach: Annotated[int, Range(0, 12)] = 0
    recruit_reach: Annotated[int, Range(0, 12)] = 0


AbilityKind = Literal["static", "tap", "response", "trigger", "reset"]


@dataclass(frozen=True)
class Ability:
    """One special ability.

    ``static`` is always on while its card is in play; ``tap`` is used by tapping its card
    while its player holds priority in the Action phase; ``response`` is used the same
    way without tapping, paying ``discard_cost`` cards; ``trigger`` goes on the stack when
    its ``trigger`` happens; ``reset`` is offered to its player in their Reset phase.
    """

    name: str
    text: str
    kind: AbilityKind
    static: list[Step] = field(default_factory=list)
    requires: list[Condition] = field(default_factory=list)
    target: Selector | None = None
    effects: list[Step] = field(default_factory=list)
    discard_cost: Annotated[int, Range(0, 3)] = 0
    once_per_turn: bool = False
    trigger: Trigger | None = None
    # The rulebook lets the active player use special abilities; once an attack has
    # begun, any player may use those "which affect the attack". True marks such an
    # ability, which a player who is not active may then use (rules.md, R22).
    affects_attack: bool = False


@dataclass(frozen=True)
class Affiliation:
    id: Annotated[str, Id("affiliation")]
    name: str
    provenance: Provenance


@dataclass(frozen=True)
class Leader:
    id: Annotated[str, Id("leader")]
    name: str
    title: str
    affiliation: Annotated[str, Ref("affiliation")]
    combat: Annotated[int, Range(0, 9)]
    influence: Annotated[int, Range(0, 9)]
    crew_double: Annotated[str, Ref("crew")]
    ability: Ability
    provenance: Provenance


@dataclass(frozen=True)
class Section:
    id: Annotated[str, Id("section")]
    name: str
    affiliation: Annotated[str, Ref("affiliation")]
    to_take: Annotated[int, Range(1, 20)]
    defense_bonus: Annotated[int, Range(0, 9)]
    provenance: Provenance
    occupier_bonus: list[Step] = field(default_factory=list)
    abilities: list[Ability] = field(default_factory=list)


@dataclass(frozen=True)
class Crew:
    id: Annotated[str, Id("crew")]
    name: str
    title: str
    to_recruit: Annotated[int, Range(0, 12)]
    combat: Annotated[int, Range(0, 9)]
    influence: Annotated[int, Range(0, 9)]
    provenance: Provenance
    affiliation: Annotated[str, Ref("affiliation")] | None = None
    ability: Ability | None = None


Icon = Literal["crew", "leader", "section", "action_card", "ability", "recruit", "pool", "passive"]


@dataclass(frozen=True)
class ActionCard:
    """An instant (``effects`` happen once) or a passive (attached to ``target``; its
    ``attached`` abilities hold while it stays there)."""

    id: Annotated[str, Id("action")]
    name: str
    type: Literal["instant", "passive"]
    count: Annotated[int, Range(1, 12)]
    text: str
    provenance: Provenance
    affects: list[Icon] = field(default_factory=list)
    strip: Literal["blue", "purple"] | None = None
    requires: list[Condition] = field(default_factory=list)
    target: Selector | None = None
    effects: list[Step] = field(default_factory=list)
    attached: list[Ability] = field(default_factory=list)
    ai: AiHint = field(default_factory=AiHint)


@dataclass(frozen=True)
class Counts:
    leaders: Annotated[int, Range(1, 20)]
    sections: Annotated[int, Range(1, 10)]
    crew: Annotated[int, Range(1, 60)]
    actions: Annotated[int, Range(1, 300)]
    provenance: Provenance


@dataclass(frozen=True)
class StartAttached:
    card: Annotated[str, Ref("action")]
    section: Annotated[str, Ref("section")]
    provenance: Provenance


@dataclass(frozen=True)
class SetupFile:
    counts: Counts
    hand_size: Knob
    pool_first_turn: Knob
    pool_size: Knob
    discard_bonus: Knob
    recruits_per_turn: Knob
    max_rounds: Knob
    affiliations: Annotated[list[Affiliation], Length(1, 10)]
    start_attached: list[StartAttached] = field(default_factory=list)
    # Cards every player after the first adds to the opening hand: the tempo the first
    # player gains by moving first, paid back (a balance knob; 0 when absent).
    later_seat_cards: Knob = Knob(0, "proposal")
    # The same at three players, where two later seats share the first player's tempo and
    # the Bridge is further off (absent: ``later_seat_cards``). Read only at three
    # players, so a change to it cannot change a two-player game (``SEATED_KEYS``).
    later_seat_cards_three_players: Knob | None = None
    # 0: the first player may not attack in the game's first turn (a balance knob; the
    # rulebook allows it, 1).
    opening_attack: Knob = Knob(1, "fact")


@dataclass(frozen=True)
class LeadersFile:
    leaders: Annotated[list[Leader], Length(3, 20)]


@dataclass(frozen=True)
class SectionsFile:
    sections: Annotated[list[Section], Length(1, 10)]


@dataclass(frozen=True)
class CrewFile:
    crew: Annotated[list[Crew], Length(1, 60)]


@dataclass(frozen=True)
class ActionsFile:
    actions: Annotated[list[ActionCard], Length(1, 60)]


FILES: dict[str, type] = {
    "setup.yaml": SetupFile,
    "leaders.yaml": LeadersFile,
    "sections.yaml": SectionsFile,
    "crew.yaml": CrewFile,
    "actions.yaml": ActionsFile,
}

# --- cross-checks ---------------------------------------------------------------------------

SELECTOR_HOSTS = {
    "crew": {"crew"},
    "character": {"crew", "leader"},
    "section": {"section"},
}
STRIP_HOSTS = {"blue": {"crew", "leader"}, "purple": {"section"}}
# Conditions that only mean something for a static on a particular kind of card.
CHARACTER_CONDITIONS = {"assigned", "assigned_to", "attacking_occupied"}


def _check_steps(
    report: Reporter,
    obj: object,
    path: str,
    steps: list[Step],
    allowed: set[str],
    what: str,
    target: Selector | None,
) -> None:
    for j, step in enumerate(steps):
        if step.name not in allowed:
            report.error(
                obj,
                f"{path}[{j}].{step.name}",
                f"{step.name!r} cannot be used in {what} (allowed: {', '.join(sorted(allowed))})",
            )
            continue
        kinds = TARGET_KINDS.get(step.name)
        needs_target = kinds is not None and not (
            step.name == "modify_stat" and step.params.who != "target"
        )
        if needs_target:
            if target is None:
                report.error(
                    obj, f"{path}[{j}].{step.name}", "this step needs a target (target: is missing)"
                )
            elif target.name not in kinds:  # type: ignore[operator]
                report.error(
                    obj,
                    f"{path}[{j}].{step.name}",
                    f"this step acts on a {' or '.join(sorted(kinds))} target, "  # type: ignore[arg-type]
                    f"not a {target.name}",
                )


def _check_ability(report: Reporter, obj: object, path: str, ab: Ability, where: str) -> None:
    if ab.affects_attack and ab.kind not in ("tap", "response"):
        report.error(
            obj,
            f"{path}.affects_attack",
            f"a {ab.kind} ability is never used, so it is never used in another's attack",
        )
    if ab.kind == "static":
        if not ab.static:
            report.error(obj, f"{path}.static", "a static ability needs static steps")
        if ab.effects or ab.target is not None or ab.trigger is not None:
            report.error(obj, path, "a static ability has only static steps (no effects)")
        _check_steps(report, obj, f"{path}.static", ab.static, STATIC_STEPS, "a static", None)
        return
    if ab.static:
        report.error(obj, f"{path}.static", f"a {ab.kind} ability has effects, not statics")
    if not ab.effects:
        report.error(obj, f"{path}.effects", f"a {ab.kind} ability needs effects")
    if ab.kind == "trigger" and ab.trigger is None:
        report.error(obj, f"{path}.trigger", "a trigger ability needs trigger: (what fires it)")
    if ab.kind != "trigger" and ab.trigger is not None:
        report.error(obj, f"{path}.trigger", f"only trigger abilities have trigger:, not {ab.kind}")
    if ab.kind == "tap" and where == "leader":
        report.error(obj, f"{path}.kind", "a leader taps to recruit and attack, not for abilities")
    if ab.kind == "reset" and where != "leader":
        report.error(obj, f"{path}.kind", "only a leader acts in the Reset phase")
    _check_steps(report, obj, f"{path}.effects", ab.effects, EFFECT_STEPS, "effects", ab.target)
    for j, st in enumerate(ab.effects):
        if st.name == "defect":
            report.error(obj, f"{path}.effects[{j}]", "only an action card declares a defection")


def check_content(bundle: ContentBundle, report: Reporter) -> None:
    setup: SetupFile = bundle["setup.yaml"]
    leaders: LeadersFile = bundle["leaders.yaml"]
    sections: SectionsFile = bundle["sections.yaml"]
    crew: CrewFile = bundle["crew.yaml"]
    actions: ActionsFile = bundle["actions.yaml"]
    counts = setup.counts
    root = bundle.root
    for got, want, name, file, obj in (
        (len(leaders.leaders), counts.leaders, "leaders", "leaders.yaml", leaders),
        (len(sections.sections), counts.sections, "sections", "sections.yaml", sections),
        (len(crew.crew), counts.crew, "crew", "crew.yaml", crew),
        (sum(a.count for a in actions.actions), counts.actions, "actions", "actions.yaml", actions),
    ):
        if got != want:
            noun = name.rstrip("s") if name != "crew" else name
            report.error(
                obj,
                name,
                f"{got} {noun} cards, but setup.yaml counts.{name} says {want}",
                file=str(root / file),
            )
    doubles = Counter(ld.crew_double for ld in leaders.leaders)
    for ld in leaders.leaders:
        if doubles[ld.crew_double] > 1:
            report.error(ld, "crew_double", f"crew {ld.crew_double!r} doubles two leaders")
        _check_ability(report, ld, "ability", ld.ability, "leader")
    crew_ids = {c.id for c in crew.crew}
    action_ids = {a.id for a in actions.actions}
    for sec in sections.sections:
        if sec.id in crew_ids or sec.id in action_ids:
            report.error(sec, "id", f"section id {sec.id!r} is also a crew or action card id")
        _check_steps(
            report, sec, "occupier_bonus", sec.occupier_bonus, STATIC_STEPS, "a static", None
        )
        for i, ab in enumerate(sec.abilities):
            _check_ability(report, sec, f"abilities[{i}]", ab, "section")
    for c in crew.crew:
        if c.id in action_ids:
            report.error(c, "id", f"crew id {c.id!r} is also an action card id")
        if c.ability is not None:
            _check_ability(report, c, "ability", c.ability, "crew")
    for card in actions.actions:
        _check_action(report, card)
    for item in setup.start_attached:
        card = bundle.get("action", item.card)
        if card.type != "passive" or card.strip != "purple":
            report.error(item, "card", f"{item.card!r} is not a passive for a section")
    for knob in ("hand_size", "pool_size", "pool_first_turn", "max_rounds"):
        if getattr(setup, knob).value < 1:
            report.error(getattr(setup, knob), "value", "must be at least 1")
    if setup.pool_first_turn.value > setup.pool_size.value:
        report.error(setup, "pool_first_turn", "more crew on the first turn than pool places")
    if setup.opening_attack.value not in (0, 1):
        report.error(setup.opening_attack, "value", "must be 0 (no attack in turn 1) or 1")
    for seated in (setup.later_seat_cards, setup.later_seat_cards_three_players):
        if seated is not None and not 0 <= seated.value <= 5:
            report.error(seated, "value", "must be between 0 and 5")


def _check_action(report: Reporter, card: ActionCard) -> None:
    host = card.target.name if card.target is not None else ""
    if host in SELECTOR_HOSTS and card.ai.aim == "any":
        report.error(
            card,
            "ai.aim",
            f"a card targeting a {host} says whose it is meant for (ally or rival), so the "
            "AI never plays a boon on a rival's card",
        )
    elif host and host not in SELECTOR_HOSTS and card.ai.aim != "any":
        report.error(card, "ai.aim", "only a card targeting a crew, character or section aims")
    # A card that lost its target is reported once, by the step that needs one.
    if card.type == "instant":
        if card.strip is not None:
            report.error(card, "strip", "only passives have a coloured strip")
        if card.attached:
            report.error(card, "attached", "an instant is never attached")
        if not card.effects:
            report.error(card, "effects", "an instant needs effects")
        _check_steps(report, card, "effects", card.effects, EFFECT_STEPS, "effects", card.target)
        defects = [i for i, st in enumerate(card.effects) if st.name == "defect"]
        if defects and len(card.effects) != 1:
            report.error(card, "effects", "a defection is the card's only effect")
        return
    if card.strip is None:
        report.error(card, "strip", "a passive needs a strip colour (blue or purple)")
    if card.effects:
        report.error(card, "effects", "a passive has attached abilities, not effects")
    if not card.attached:
        report.error(card, "attached", "a passive needs what it does while attached")
    if card.target is None or card.target.name not in SELECTOR_HOSTS:
        report.error(card, "target", "a passive targets its host: crew, character or section")
    elif card.strip is not None:
        hosts = SELECTOR_HOSTS[card.target.name]
        if not hosts <= STRIP_HOSTS[card.strip]:
            report.error(
                card,
                "strip",
                f"a {card.strip} strip attaches to {' or '.join(sorted(STRIP_HOSTS[card.strip]))}"
                f", but the target is a {card.target.name}",
            )
    for i, ab in enumerate(card.attached):
        if ab.kind not in ("static", "trigger"):
            report.error(card, f"attached[{i}].kind", "an attached passive is static or trigger")
        _check_ability(report, card, f"attached[{i}]", ab, "passive")


SEATED_KEYS = {("setup.yaml", "later_seat_cards_three_players"): frozenset({3})}

# A leader is on the table only in the games that deal it (its crew double is another
# card, in every game's crew stack).
DEALT_KEYS = {("leaders.yaml", "leaders"): "name"}

SPEC = ContentSpec(
    GAME_ID, FILES, VOCAB, [check_content], seated_keys=SEATED_KEYS, dealt_keys=DEALT_KEYS
)


def load(folder: Path) -> ContentBundle:
    return load_content(SPEC, folder)
