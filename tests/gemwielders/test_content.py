"""The shipped Gemwielders content loads and adds up; broken content stops the loader with
one message naming the file, the line, the key path and what is wrong."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.__main__ import main
from game.core import paths
from game.core.errors import ContentErrors
from game.engines.gemwielders import create_game
from game.engines.gemwielders.content import VOCAB
from tests.gemwielders.helpers import game

GEMS = ["ruby", "sapphire", "emerald", "topaz", "amethyst"]


# --- the shipped content ---------------------------------------------------------------------


def test_shipped_content_passes_the_content_check(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--check-content", "--game", "gemwielders"]) == 0


def test_four_gembearers_each_with_a_twelve_card_weapon_deck() -> None:
    g = game()
    assert list(g.bearers) == ["hammer", "sword", "bow", "staff"]
    for bearer, insts in g.weapon_insts.items():
        assert len(insts) == 12, bearer
    kinds = {b.id: b.kind for b in g.bearers.values()}
    assert kinds == {"hammer": "passive", "sword": "usable", "bow": "hit_miss", "staff": "usable"}


def test_sixty_gem_cards_twelve_per_gem_six_four_and_two_by_requirement() -> None:
    g = game()
    assert len(g.gem_insts) == 60
    for gem in GEMS:
        per = [
            sum(c.count for c in g.gem_cards.values() if c.gem == gem and c.requirement == r)
            for r in (1, 2, 3)
        ]
        assert per == [6, 4, 2], gem


def test_the_table_numbers() -> None:
    setup = game().setup
    assert (setup.starting_life, setup.life_cap, setup.starting_power) == (50, 50, 0)
    assert (setup.hand_target, setup.draft_row_size, setup.max_gems) == (5, 5, 5)
    assert setup.dead_card_scrap_min_gems == 3
    assert [g.id for g in setup.gems] == GEMS
    assert [g.colour for g in setup.gems] == ["red", "blue", "green", "yellow", "violet"]
    assert len(game().source_insts) == 10


def test_card_values_follow_the_research_proposal() -> None:
    defs = game().defs
    pound, living_bark, inferno = defs["pound"], defs["living_bark"], defs["inferno"]
    assert (pound.type, pound.attack) == ("attack", 2)
    # A balance change (rules.md): defense 5 in the research, 4 here.
    assert (living_bark.type, living_bark.defense) == ("defense", 4)
    assert (inferno.attack, inferno.gem, inferno.requirement) == (6, "ruby", 3)  # type: ignore[attr-defined]
    source = defs["source"]
    assert [ab.cost for ab in source.abilities] == [0, 2]


def test_every_step_the_content_uses_is_in_the_vocabulary() -> None:
    g = game()
    used = {
        st.name
        for card in [*g.defs.values(), *g.bearers.values()]
        for ab in card.abilities
        for st in [*ab.do, *ab.otherwise]
    }
    assert used <= set(VOCAB.names("step"))
    assert len(used) >= 18


# --- broken content --------------------------------------------------------------------------


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "content"
    shutil.copytree(paths.content_root() / "gemwielders", folder / "gemwielders")
    return folder


def edit(root: Path, name: str, old: str, new: str) -> int:
    """Replace ``old`` once and return the line number where the replacement starts."""
    path = root / "gemwielders" / name
    text = path.read_text()
    assert old in text, f"fixture text {old!r} not in {name}"
    at = text.index(old)
    path.write_text(text.replace(old, new, 1))
    return text[:at].count("\n") + 1


def line_of(root: Path, name: str, needle: str) -> int:
    lines = (root / "gemwielders" / name).read_text().splitlines()
    return next(i + 1 for i, line in enumerate(lines) if needle in line)


def errors(root: Path) -> list[str]:
    with pytest.raises(ContentErrors) as info:
        create_game(root)
    return [str(e) for e in info.value.errors]


def test_an_unknown_effect_primitive_names_file_line_key_and_the_known_ones(root: Path) -> None:
    line = edit(
        root,
        "gem_cards.yaml",
        "{trigger: on_play, do: [{gain_life: 2}]}",
        "{trigger: on_play, do: [{heal: 2}]}",
    )
    (msg,) = errors(root)
    assert f"gem_cards.yaml:{line} cards[14].abilities[0].do[0].heal: unknown step" in msg
    assert '"heal"' in msg and "gain_life" in msg and "deal_damage" in msg


def test_a_card_of_an_unknown_gem_colour_is_refused(root: Path) -> None:
    line = edit(root, "gem_cards.yaml", "    gem: sapphire\n", "    gem: onyx\n") + 0
    (msg,) = errors(root)
    assert f"gem_cards.yaml:{line} cards[7].gem: unknown gem" in msg
    assert '"onyx"' in msg and "ruby" in msg


def test_a_gem_of_the_wrong_colour_type_or_shape_is_refused(root: Path) -> None:
    line = edit(root, "setup.yaml", "    colour: red\n", "    colour: [red]\n")
    edit(root, "setup.yaml", "    shape: circle\n", "    shape: star\n")
    msgs = errors(root)
    assert any(f"setup.yaml:{line} gems[0].colour: expected text, got a list" in m for m in msgs)
    assert any("gems[1].shape: expected one of" in m and '"star"' in m for m in msgs)


def test_a_missing_field_is_named(root: Path) -> None:
    line = edit(root, "gem_cards.yaml", "    name: Deep Insight\n", "")
    (msg,) = errors(root)
    # The card's mapping starts on the line before the one removed.
    assert f"gem_cards.yaml:{line - 1} cards[12].name: missing required key" in msg


def test_an_unknown_key_is_refused(root: Path) -> None:
    line = edit(root, "gembearers.yaml", "    kind: passive\n", "    kind: passive\n    power: 3\n")
    (msg,) = errors(root)
    assert f"gembearers.yaml:{line + 1} gembearers[0].power: unknown key" in msg


def test_a_card_id_used_twice_is_refused(root: Path) -> None:
    line = edit(root, "gem_cards.yaml", "  - id: glimpse\n", "  - id: intuition\n")
    (msg,) = errors(root)
    assert f"gem_cards.yaml:{line} cards[8].id: duplicate card id" in msg
    assert '"intuition"' in msg and "first defined at" in msg


def test_a_weapon_deck_that_does_not_add_up_is_refused(root: Path) -> None:
    edit(
        root,
        "gembearers.yaml",
        "{id: pound, name: Pound, type: attack, attack: 2, count: 4",
        "{id: pound, name: Pound, type: attack, attack: 2, count: 3",
    )
    (msg,) = errors(root)
    assert "gembearers.yaml:" in msg and "gembearers[0].deck" in msg
    assert "The Hammer's deck has 11 cards; deck_size is 12" in msg


def test_gem_cards_must_add_up_to_the_published_six_four_two(root: Path) -> None:
    edit(
        root,
        "gem_cards.yaml",
        "  - id: vine_lash\n    name: Vine Lash\n    provenance: proposal\n    gem: emerald\n"
        "    requirement: 1",
        "  - id: vine_lash\n    name: Vine Lash\n    provenance: proposal\n    gem: emerald\n"
        "    requirement: 2",
    )
    msgs = errors(root)
    assert any("emerald has 4 cards needing 1 gem(s); per_gem says 6" in m for m in msgs)
    assert all("gem_cards.yaml:" in m for m in msgs)


def test_a_trigger_the_card_type_cannot_have_is_refused(root: Path) -> None:
    edit(
        root,
        "gem_cards.yaml",
        "{trigger: on_play, do: [{gain_power: 2}, {draw: 1}]}",
        "{trigger: on_hit, do: [{gain_power: 2}, {draw: 1}]}",
    )
    (msg,) = errors(root)
    # A cross-check names the card's line and the key path inside it.
    line = line_of(root, "gem_cards.yaml", "  - id: spark")
    assert f"gem_cards.yaml:{line} cards[21].abilities[0].trigger" in msg
    assert "a skill card cannot have a on_hit ability (allowed: on_play)" in msg


def test_an_attack_card_without_an_attack_value_is_refused(root: Path) -> None:
    edit(
        root,
        "gem_cards.yaml",
        '    type: attack\n    attack: 4\n    text: "Miss: you lose 2 life."',
        '    type: attack\n    text: "Miss: you lose 2 life."',
    )
    (msg,) = errors(root)
    assert "cards[2].attack: an attack card needs an attack value" in msg


def test_a_number_out_of_range_is_refused(root: Path) -> None:
    line = edit(
        root,
        "gem_cards.yaml",
        "{trigger: on_miss, do: [{draw: 1}]}",
        "{trigger: on_miss, do: [{draw: 7}]}",
    )
    (msg,) = errors(root)
    assert f"gem_cards.yaml:{line} cards[9].abilities[0].do[0].draw.amount: expected int 1-5" in msg
    assert "got 7" in msg


def test_a_bad_choice_of_words_is_refused(root: Path) -> None:
    edit(
        root,
        "gem_cards.yaml",
        "{discard: {who: opponent, amount: 2, mode: random}}",
        "{discard: {who: opponent, amount: 2, mode: sometimes}}",
    )
    (msg,) = errors(root)
    assert "discard.mode: expected one of 'random', 'choice', got \"sometimes\"" in msg


def test_only_a_source_returns_to_the_source_stack(root: Path) -> None:
    edit(root, "gem_cards.yaml", "do: [return_to_hand]", "do: [return_to_source_stack]")
    (msg,) = errors(root)
    line = line_of(root, "gem_cards.yaml", "  - id: frost_ward")
    assert f"gem_cards.yaml:{line} cards[10].abilities[0].do[0]: only a Source returns" in msg


def test_a_look_that_buys_more_than_it_sees_or_buys_for_free_is_refused(root: Path) -> None:
    look = "{look_top: {look: 3, take: 1, extra: 1, extra_cost: 1}}"
    edit(root, "gem_cards.yaml", look, "{look_top: {look: 3, take: 1, extra: 3, extra_cost: 1}}")
    (msg,) = errors(root)
    line = line_of(root, "gem_cards.yaml", "  - id: intuition")
    where = f"gem_cards.yaml:{line} cards[7].abilities[0].do[0].look_top"
    assert f"{where}: takes 1 + 3 extra cards but looks at only 3" in msg
    edit(root, "gem_cards.yaml", "extra: 3, extra_cost: 1", "extra: 1, extra_cost: 0")
    (msg,) = errors(root)
    assert f"{where}: extra and extra_cost go together" in msg


def test_a_life_cap_below_the_starting_life_is_refused(root: Path) -> None:
    edit(root, "setup.yaml", "life_cap: 50", "life_cap: 40")
    (msg,) = errors(root)
    assert "setup.yaml:" in msg and "life_cap: the cap is below the starting life" in msg


def test_a_yaml_syntax_error_names_the_file_and_line(root: Path) -> None:
    line = edit(root, "gembearers.yaml", "    name: The Sword\n", "    name: [The Sword\n")
    (msg,) = errors(root)
    assert "YAML syntax error" in msg
    assert f"gembearers.yaml:{line}:" in msg or f"gembearers.yaml:{line + 1}:" in msg


def test_python_objects_in_yaml_are_refused(root: Path) -> None:
    line = edit(
        root, "setup.yaml", "starting_power: 0", "starting_power: !!python/object:os.system 0"
    )
    (msg,) = errors(root)
    assert f"setup.yaml:{line} starting_power: expected int" in msg


def test_every_mistake_is_reported_at_once(root: Path) -> None:
    edit(root, "setup.yaml", "    shape: circle\n", "    shape: star\n")
    edit(root, "gem_cards.yaml", "    gem: sapphire\n", "    gem: onyx\n")
    edit(root, "gembearers.yaml", "{gain_power: 1}", "{gain_mana: 1}")
    msgs = errors(root)
    assert len(msgs) == 3
    assert {m.split(":")[0].rsplit("/", 1)[-1] for m in msgs} == {
        "setup.yaml",
        "gem_cards.yaml",
        "gembearers.yaml",
    }
    assert main(["--check-content", "--content-root", str(root), "--game", "gemwielders"]) == 2


def test_the_balance_changes_in_rules_md_are_in_the_content() -> None:
    """rules.md, "Balance changes": the values self-play moved away from the research."""
    g = game()
    defs = g.defs

    def costs(card_id: str) -> list[int]:
        return [ab.cost for ab in defs[card_id].abilities]

    assert costs("adrenaline") == [0, 2]  # change 4
    assert defs["living_bark"].defense == 4  # change 5
    assert [st.name for ab in defs["regrowth"].abilities for st in ab.do] == ["recover"]
    assert (defs["shadow_cut"].attack, defs["veil"].defense, defs["void_blade"].attack) == (3, 3, 4)
    assert costs("purge") == [0, 1] and costs("unmask") == [0, 1, 0]  # changes 6, 9 and 13
    assert [ab.cost for ab in g.bearers["bow"].abilities] == [3, 0]  # change 7
    assert (defs["bramble_guard"].defense, defs["static_guard"].defense) == (2, 3)  # 11, 12
    assert costs("tome_of_currents") == [1]  # changes 10, 12 and 13
    assert [ab.cost for ab in g.bearers["sword"].abilities] == [1]  # changes 14 and 18
    sword_use = g.bearers["sword"].abilities[0].do
    assert [st.name for st in sword_use] == ["look_top"]  # change 18: was draw 2, discard 1
    assert (defs["lunge"].attack, defs["lunge"].abilities) == (3, [])  # change 18: no Hit clause
    assert costs("arcane_bolt") == [2]  # change 14
