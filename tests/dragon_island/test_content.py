"""The shipped content loads, its numbers are the rulebook's, and broken copies are refused
with a file:line key-path message."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.core.content import load_content
from game.core.errors import ContentErrors
from game.core.paths import content_root
from game.engines.dragon_island import create_game
from game.engines.dragon_island.content import SPEC

SOURCE = content_root() / "dragon_island"


def _copy(tmp_path: Path) -> Path:
    dest = tmp_path / "dragon_island"
    shutil.copytree(SOURCE, dest)
    return dest


def test_shipped_content_loads() -> None:
    rules = create_game().rules
    assert len(rules.tile_ids) == 40
    assert len(rules.maps) == 40
    assert len(rules.towers) == 4
    assert rules.build_cost == 5 and rules.tame_cost == 3
    assert rules.setup.capture.cost == 10
    assert {r.players: r.remove for r in rules.setup.remove_tiles} == {2: 22, 3: 16, 4: 12}


def test_face_icon_totals_match_the_rulebook() -> None:
    """30 Dragon/Build, 10 Double Dragon, 10 Build, 10 Telekinesis, 10 Wild, 10 Storm faces."""
    rules = create_game().rules
    count: dict[str, int] = {}
    for faces in rules.faces.values():
        for f in faces:
            count[f.icon] = count.get(f.icon, 0) + 1
    assert count == {
        "dragon_build": 30,
        "double_dragon": 10,
        "build": 10,
        "telekinesis": 10,
        "wild_build": 10,
        "storm": 10,
    }
    icons = sum(f.dragon_icons for faces in rules.faces.values() for f in faces)
    assert icons == 50  # one dragon figure per dragon icon


def test_proposed_components_are_marked() -> None:
    bundle = create_game().rules.bundle
    assert all(t.provenance == "proposal" for t in bundle["tiles.yaml"].tiles)
    assert all(m.provenance == "proposal" for m in bundle["maps.yaml"].maps)
    assert bundle["setup.yaml"].supplies.provenance == "proposal"


def test_unknown_key_is_reported_with_file_and_line(tmp_path: Path) -> None:
    d = _copy(tmp_path)
    text = (d / "pets.yaml").read_text()
    (d / "pets.yaml").write_text(text.replace("tame_cost: 3", "tame_cost: 3\ntame_price: 4"))
    with pytest.raises(ContentErrors) as exc:
        load_content(SPEC, d)
    msg = str(exc.value)
    assert "pets.yaml:4 tame_price: unknown key" in msg


def test_unknown_effect_is_reported(tmp_path: Path) -> None:
    d = _copy(tmp_path)
    text = (d / "icons.yaml").read_text()
    (d / "icons.yaml").write_text(text.replace("action: [telekinesis]", "action: [teleport]"))
    with pytest.raises(ContentErrors) as exc:
        load_content(SPEC, d)
    assert "icons.yaml:" in str(exc.value) and 'unknown step "teleport"' in str(exc.value)


def test_bad_icon_reference_is_reported(tmp_path: Path) -> None:
    d = _copy(tmp_path)
    text = (d / "tiles.yaml").read_text()
    (d / "tiles.yaml").write_text(text.replace("icon: storm}", "icon: tornado}", 1))
    with pytest.raises(ContentErrors) as exc:
        load_content(SPEC, d)
    assert 'unknown icon "tornado"' in str(exc.value)
    assert "tiles.yaml:" in str(exc.value) and ".faces[0].icon" in str(exc.value)


def test_removal_that_breaks_equal_turns_is_refused(tmp_path: Path) -> None:
    d = _copy(tmp_path)
    text = (d / "setup.yaml").read_text()
    (d / "setup.yaml").write_text(
        text.replace("{players: 3, remove: 16}", "{players: 3, remove: 15}")
    )
    with pytest.raises(ContentErrors) as exc:
        load_content(SPEC, d)
    assert "not a multiple of 3" in str(exc.value)
    assert "setup.yaml:" in str(exc.value)


def test_wild_face_with_a_coloured_icon_is_refused(tmp_path: Path) -> None:
    d = _copy(tmp_path)
    text = (d / "tiles.yaml").read_text()
    (d / "tiles.yaml").write_text(
        text.replace("{colour: wild, icon: wild_build}", "{colour: wild, icon: build}", 1)
    )
    with pytest.raises(ContentErrors) as exc:
        load_content(SPEC, d)
    assert "wild face" in str(exc.value)
