"""The shipped content loads, and broken content stops with a file:line key-path message."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.core import paths
from game.core.errors import ContentErrors
from game.engines.clash_of_decks import create_game
from tests.clash_of_decks.helpers import game


def test_shipped_content_has_32_cards_4_decks_and_8_supplement_cards() -> None:
    g = game()
    assert len(g.base.cards) == 32
    assert sum(1 for c in g.base.cards if c.is_creature) == 27
    assert len(g.extra.cards) == 8
    assert sorted(g.decks) == ["1", "2", "3", "4"]
    assert all(c.provenance == "proposal" for c in g.extra.cards)


def test_card_values_match_the_printed_cards() -> None:
    cards = {c.id: c for c in game().base.cards}
    assert (cards["martyr"].cost, cards["martyr"].attack, cards["martyr"].health) == (7, 6, 6)
    assert cards["machine"].aura == ["protection"]
    assert cards["parasite"].verified is False
    assert cards["cyclone"].other_printing is not None and cards["cyclone"].other_printing.cost == 6


def test_every_keyword_is_on_some_card_with_the_supplement() -> None:
    g = game()
    found = set()
    for c in [*g.base.cards, *g.extra.cards]:
        found.update(c.keywords)
        if c.aura:
            found.add("aura")
    assert len(found) == 14


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    shutil.copytree(paths.content_root() / "clash_of_decks", root / "clash_of_decks")
    return root


def _edit(root: Path, name: str, old: str, new: str) -> None:
    path = root / "clash_of_decks" / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def test_broken_card_gives_file_line_and_key_path(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    _edit(
        root,
        "cards.yaml",
        "name: Baron, type: creature, cost: 3",
        "name: Baron, type: creature, cost: x",
    )
    with pytest.raises(ContentErrors) as info:
        create_game(root)
    message = str(info.value)
    assert "cards.yaml:" in message and "cards[3].cost" in message


def test_unknown_keyword_is_refused(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    _edit(root, "cards.yaml", "keywords: [rage, indestructible]", "keywords: [rage, flying]")
    with pytest.raises(ContentErrors, match=r"cards\[2\]\.keywords\[1\]"):
        create_game(root)


def test_deck_total_cost_is_cross_checked(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    _edit(root, "decks.yaml", "total_cost: 27", "total_cost: 28")
    with pytest.raises(ContentErrors, match="the cards cost 27, not 28"):
        create_game(root)


def test_incantation_keywords_must_match_its_damage_pattern(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    _edit(root, "cards.yaml", "pattern: [target, behind]}", "pattern: [target]}")
    with pytest.raises(ContentErrors, match="perforation must match"):
        create_game(root)


def test_unknown_effect_step_is_refused(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    _edit(root, "supplement.yaml", "move_in_lane: back", "teleport: back")
    with pytest.raises(ContentErrors, match='unknown step "teleport"'):
        create_game(root)


def test_deck_naming_a_missing_card_is_refused(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    _edit(root, "decks.yaml", "annihilation, baron", "annihilation, baronn")
    with pytest.raises(ContentErrors, match='unknown card "baronn"'):
        create_game(root)


def test_supplement_cards_must_be_marked_as_proposals(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    _edit(root, "supplement.yaml", "keywords: [aerial], provenance: proposal", "keywords: [aerial]")
    with pytest.raises(ContentErrors, match="supplement cards are proposals"):
        create_game(root)
