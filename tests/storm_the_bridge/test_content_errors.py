"""Strict loading: every content mistake stops with the file, the line and the key."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.core.content import load_content
from game.core.errors import ContentErrors
from game.engines.storm_the_bridge.content import SPEC

CONTENT = Path(__file__).parents[2] / "content" / "storm_the_bridge"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    root = tmp_path / "storm_the_bridge"
    shutil.copytree(CONTENT, root)
    return root


def edit(folder: Path, name: str, old: str, new: str) -> int:
    path = folder / name
    text = path.read_text()
    assert old in text, f"fixture text {old!r} not in {name}"
    path.write_text(text.replace(old, new, 1))
    return text[: text.index(old)].count("\n") + 1


def errors(folder: Path) -> list[str]:
    try:
        load_content(SPEC, folder)
    except ContentErrors as exc:
        return [str(e) for e in exc.errors]
    return []


def test_the_shipped_content_loads() -> None:
    assert errors(CONTENT) == []


def test_an_unknown_key_names_file_line_and_key(folder: Path) -> None:
    line = edit(folder, "crew.yaml", "    title: Yeoman", "    title: Yeoman\n    rank: 3")
    (msg,) = errors(folder)
    assert f"crew.yaml:{line + 1} crew[11].rank: unknown key" in msg


def test_an_unknown_effect_lists_the_known_ones(folder: Path) -> None:
    line = edit(folder, "actions.yaml", "      - draw: 2", "      - explode: 2")
    (msg,) = errors(folder)
    assert f"actions.yaml:{line} actions[20].effects[0].explode: unknown step" in msg
    assert "send_to_crew_stack" in msg


def test_a_wrong_value_says_what_was_expected(folder: Path) -> None:
    edit(folder, "sections.yaml", "    to_take: 18", "    to_take: ten")
    (msg,) = errors(folder)
    assert 'sections[0].to_take: expected int 1-20, got "ten"' in msg


def test_counts_that_do_not_add_up_are_refused(folder: Path) -> None:
    edit(
        folder,
        "actions.yaml",
        '    count: 5\n    provenance: proposal\n    text: "During your attack: +3',
        '    count: 6\n    provenance: proposal\n    text: "During your attack: +3',
    )
    (msg,) = errors(folder)
    assert "105 action cards, but setup.yaml counts.actions says 104" in msg


def test_a_passive_strip_must_match_what_it_attaches_to(folder: Path) -> None:
    edit(
        folder,
        "actions.yaml",
        "    strip: purple\n    affects: [section]\n    target: {section: {}}\n    attached:\n      - name: Force Field",
        "    strip: blue\n    affects: [section]\n    target: {section: {}}\n    attached:\n      - name: Force Field",
    )
    (msg,) = errors(folder)
    assert (
        "actions[29].strip: a blue strip attaches to crew or leader, but the target is a section"
        in msg
    )


def test_a_targeted_card_must_say_whose_card_it_is_meant_for(folder: Path) -> None:
    # Adrenaline Stim, the third card (actions[2]).
    old = "    ai: {value: 2, aim: ally, attack_reach: 2}"
    edit(folder, "actions.yaml", old, "    ai: {value: 2, attack_reach: 2}")
    (msg,) = errors(folder)
    assert "actions.yaml:" in msg and "actions[2].ai.aim" in msg
    assert "says whose it is meant for (ally or rival)" in msg
    edit(
        folder,
        "actions.yaml",
        "    ai: {value: 2, attack_reach: 2}",
        "    ai: {value: 2, aim: both}",
    )
    (msg,) = errors(folder)
    assert "aim" in msg and "both" in msg


def test_a_cards_reach_is_a_whole_number_in_its_range(folder: Path) -> None:
    line = edit(
        folder,
        "actions.yaml",
        "    ai: {value: 3, attack_reach: 3}",
        "    ai: {value: 3, attack_reach: 30}",
    )
    (msg,) = errors(folder)
    assert f"actions.yaml:{line}" in msg and "actions[0].ai.attack_reach" in msg and "30" in msg


def test_a_reference_to_a_missing_card_is_refused(folder: Path) -> None:
    line = edit(folder, "leaders.yaml", "    crew_double: korr", "    crew_double: korrr")
    msgs = errors(folder)
    assert any(
        f'leaders.yaml:{line} leaders[4].crew_double: unknown crew "korrr"' in m for m in msgs
    )


def test_a_step_that_needs_a_target_must_have_one(folder: Path) -> None:
    edit(folder, "actions.yaml", "    target: {crew: {max_to_recruit: 4}}\n", "")
    (msg,) = errors(folder)
    assert "actions[13].effects[0].send_to_crew_stack: this step needs a target" in msg


def test_a_static_word_cannot_be_an_effect(folder: Path) -> None:
    edit(folder, "actions.yaml", "      - draw: 2", "      - hand_size: {amount: 1}")
    (msg,) = errors(folder)
    assert "'hand_size' cannot be used in effects" in msg


def test_provenance_is_required_on_every_card(folder: Path) -> None:
    edit(
        folder,
        "crew.yaml",
        "    influence: 1\n    provenance: proposal\n  - id: vennet",
        "    influence: 1\n  - id: vennet",
    )
    (msg,) = errors(folder)
    assert "crew[11].provenance: missing required key" in msg


def test_a_trigger_ability_names_what_fires_it(folder: Path) -> None:
    edit(folder, "crew.yaml", "      trigger: on_own_crew_sent\n", "")
    (msg,) = errors(folder)
    assert "crew[25].ability.trigger: a trigger ability needs trigger:" in msg


def test_a_later_seat_card_count_out_of_range_is_named(folder: Path) -> None:
    line = edit(
        folder,
        "setup.yaml",
        "later_seat_cards: {value: 2, provenance: proposal}",
        "later_seat_cards: {value: 9, provenance: proposal}",
    )
    (msg,) = errors(folder)
    assert f"setup.yaml:{line} later_seat_cards.value: must be between 0 and 5" in msg


def test_a_three_player_later_seat_card_count_out_of_range_is_named(folder: Path) -> None:
    line = edit(
        folder,
        "setup.yaml",
        "later_seat_cards_three_players: {value: 1, provenance: proposal}",
        "later_seat_cards_three_players: {value: -1, provenance: proposal}",
    )
    (msg,) = errors(folder)
    assert f"setup.yaml:{line} later_seat_cards_three_players.value: must be between 0 and 5" in msg


def test_every_sections_abilities_are_checked_not_only_the_last_ones(folder: Path) -> None:
    # The check once sat in the crew loop and saw only the last section read.
    edit(
        folder,
        "sections.yaml",
        '        text: "Tap: untap one crew member of your party not used in the current action."\n'
        "        kind: tap",
        '        text: "Tap: untap one crew member of your party not used in the current action."\n'
        "        kind: reset",
    )
    (msg,) = errors(folder)
    assert "sections[1].abilities[0].kind" in msg and "only a leader acts in the Reset" in msg


def test_only_a_used_ability_may_say_it_affects_another_players_attack(folder: Path) -> None:
    edit(
        folder,
        "leaders.yaml",
        "      kind: static\n      static:\n        - hand_size: {amount: 1}",
        "      kind: static\n      affects_attack: true\n      static:\n        - hand_size: {amount: 1}",
    )
    (msg,) = errors(folder)
    assert "leaders.yaml:23 leaders[1].ability.affects_attack: a static ability" in msg
