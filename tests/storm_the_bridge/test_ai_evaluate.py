"""What the evaluation makes of a section in the centre (``ai._staging``): a step toward
the Bridge, worth its full value to a party with crew to go on with, a third to a leader
alone. Valued in full, a leader taking back a section was worth twice a recruit to the
search, and two lone leaders traded one section for 30 rounds, never recruiting."""

from __future__ import annotations

from game.engines.storm_the_bridge import ai
from tests.storm_the_bridge.helpers import position


def _margin(s: object, seat: int = 0) -> float:
    values = ai.sides(s)  # type: ignore[arg-type]
    return values[seat] - max(v for o, v in enumerate(values) if o != seat)


def test_a_section_counts_in_full_only_for_a_party_with_crew() -> None:
    alone = position(leaders=["ruhl", "brasko"], sections={"sickbay": 0})
    assert ai._staging(alone, 0) == ai._staging(alone, 1) == 1 / 4
    two = position(leaders=["ruhl", "brasko"], parties=[["aldous", "pritchard"], []])
    assert ai._staging(two, 0) == 3 / 4
    three = position(
        leaders=["ruhl", "brasko"],
        parties=[["aldous", "pritchard", "harrigan"], ["thul", "brandt", "vex", "endago"]],
    )
    assert ai._staging(three, 0) == ai._staging(three, 1) == 1.0  # never more than full


def test_a_lone_leader_values_a_recruit_above_taking_back_the_only_section() -> None:
    """Game 264 of the change-11 run: Ruhl and Brasko, no crew on either side, the
    Sickbay held by the other. Retaking it moves the margin by twice the section's worth
    (one gains it, the other loses it); a recruit by its own worth, which is now more."""
    base = dict(leaders=["ruhl", "brasko"], hands=[[], []])
    before = position(**base, sections={"sickbay": 1})  # type: ignore[arg-type]
    retaken = position(**base, sections={"sickbay": 0})  # type: ignore[arg-type]
    recruited = position(**base, sections={"sickbay": 1}, parties=[["pritchard"], []])  # type: ignore[arg-type]
    gain_retake = _margin(retaken) - _margin(before)
    gain_recruit = _margin(recruited) - _margin(before)
    assert gain_recruit > gain_retake > 0


def test_with_crew_on_both_sides_a_section_is_worth_a_recruit_again() -> None:
    base = dict(
        leaders=["ruhl", "brasko"],
        hands=[[], []],
        parties=[["aldous", "vex", "endago"], ["thul", "brandt", "harrigan"]],
    )
    before = position(**base, sections={"sickbay": 1})  # type: ignore[arg-type]
    retaken = position(**base, sections={"sickbay": 0})  # type: ignore[arg-type]
    bonus = ai.W_SECTION_DEFENSE * retaken.game.sections["sickbay"].defense_bonus
    assert abs(_margin(retaken) - _margin(before) - 2 * (ai.W_SECTION + bonus)) < 1e-9
