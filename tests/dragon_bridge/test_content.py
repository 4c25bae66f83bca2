"""The shipped content loads, matches the research's counts, and broken content is refused
with a file:line key-path message."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.core import paths
from game.core.errors import ContentErrors
from game.engines.dragon_bridge import create_game
from tests.dragon_bridge.helpers import load


def test_shipped_content_loads() -> None:
    game = load()
    assert game.id == "dragon_bridge"
    assert len(game.items) == 8


def test_action_deck_has_16_cards_13_titles_and_20_wings() -> None:
    game = load()
    assert len(game.deck_list) == 16
    assert len(set(game.deck_list)) == 13
    assert sum(game.cards[c].wings for c in game.deck_list) == 20


def test_bait_is_the_only_three_wing_card() -> None:
    game = load()
    assert [c.id for c in game.cards.values() if c.wings == 3] == ["bait"]


def test_run_is_move_3_with_one_wing() -> None:
    run = load().cards["run"]
    assert run.wings == 1
    assert [(s.name, s.amount) for s in run.action] == [("move", 3)]


def test_roller_skates_is_a_fact_and_other_items_are_proposals() -> None:
    game = load()
    assert game.items["roller_skates"].provenance == "fact"
    assert all(i.provenance == "proposal" for k, i in game.items.items() if k != "roller_skates")
    assert game.setup.proposals.provenance == "proposal"


def test_both_bridge_layouts_ship() -> None:
    game = load()
    assert game.bridges["standard21"].size == 21
    assert game.bridges["literal18"].size == 18


def _copy(tmp_path: Path) -> Path:
    shutil.copytree(paths.content_root() / "dragon_bridge", tmp_path / "dragon_bridge")
    return tmp_path / "dragon_bridge"


def test_unknown_effect_is_reported_with_file_line_and_key_path(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    cards = folder / "cards.yaml"
    cards.write_text(cards.read_text().replace("action: [{move: 3}]", "action: [{fly: 3}]"))
    with pytest.raises(ContentErrors) as err:
        create_game(tmp_path)
    message = str(err.value)
    assert "cards.yaml:" in message
    assert "cards[0].action[0].fly" in message
    assert 'unknown step "fly"' in message


def test_miscounted_deck_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    cards = folder / "cards.yaml"
    cards.write_text(cards.read_text().replace("deck_size: 16", "deck_size: 17"))
    with pytest.raises(ContentErrors, match="copies add up to 16, not 17"):
        create_game(tmp_path)


def test_bridge_without_orange_ends_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    bridge = folder / "bridge.yaml"
    bridge.write_text(
        bridge.read_text().replace("tiles: [orange, orange,", "tiles: [plain, orange,", 1)
    )
    with pytest.raises(ContentErrors, match="must be orange"):
        create_game(tmp_path)


def test_unknown_key_in_an_item_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    items = folder / "items.yaml"
    items.write_text(items.read_text().replace("    provenance: fact", "    provenence: fact"))
    with pytest.raises(ContentErrors) as err:
        create_game(tmp_path)
    assert "items.yaml:" in str(err.value) and "items[0].provenence" in str(err.value)


def test_all_fifteen_wizards_and_nine_hacks_ship() -> None:
    game = load()
    assert len(game.wizards) == 15 and "croh_vosh" not in game.wizards
    assert len(game.hacks) == 9


def test_new_wizards_and_hacks_are_marked_proposals() -> None:
    game = load()
    for wid in (
        "andromeda_robin",
        "gelf_lanz",
        "bill_milton",
        "lori_ann_davis",
        "russet",
        "oriel_farsight",
    ):
        assert game.wizards[wid].provenance == "proposal"
    assert all(h.provenance == "proposal" for h in game.hacks.values())


def test_a_hack_effect_without_its_placement_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    hacks = folder / "hacks.yaml"
    hacks.write_text(hacks.read_text().replace("place: two_tiles", "place: plain_tile"))
    with pytest.raises(ContentErrors) as err:
        create_game(tmp_path)
    assert "hacks.yaml:" in str(err.value) and "warp needs the hack placed on" in str(err.value)


def test_a_label_placeholder_other_than_top_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    wizards = folder / "wizards.yaml"
    text = wizards.read_text()
    assert "looks at {top}" in text
    wizards.write_text(text.replace("looks at {top}", "looks at {count} cards"))
    with pytest.raises(ContentErrors) as err:
        create_game(tmp_path)
    assert "wizards.yaml:" in str(err.value)
    assert "the only placeholder a label may hold is {top}" in str(err.value)


def test_top_in_a_label_needs_a_look_at_the_deck(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    wizards = folder / "wizards.yaml"
    text = wizards.read_text()
    wizards.write_text(
        text.replace("label: Trevor feeds the Nest", "label: Trevor feeds {top} to the Nest")
    )
    with pytest.raises(ContentErrors, match="needs an arrange_top step"):
        create_game(tmp_path)


@pytest.mark.parametrize("label", ["looks at {top", "looks at {top!r}", "looks at {top:>9}"])
def test_a_malformed_top_placeholder_is_a_content_error(tmp_path: Path, label: str) -> None:
    folder = _copy(tmp_path)
    wizards = folder / "wizards.yaml"
    text = wizards.read_text().replace("looks at {top}", label)
    wizards.write_text(text.replace("label: Oriel", 'label: "Oriel').replace(label, label + '"'))
    with pytest.raises(ContentErrors) as err:
        create_game(tmp_path)
    assert "wizards.yaml:" in str(err.value) and "label" in str(err.value)
