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
from tests.dragon_island.helpers import at_step

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


def _edit(d: Path, file: str, old: str, new: str) -> None:
    text = (d / file).read_text()
    assert text.count(old) == 1, old
    (d / file).write_text(text.replace(old, new))


@pytest.mark.parametrize(
    ("file", "old", "new", "where", "word", "allowed"),
    [
        (
            "icons.yaml",
            "action: [telekinesis]",
            "action: [pen]",
            "icons.yaml:16 icons[3].action[0]",
            "pen",
            "build, draw_maps, take_gold, telekinesis",
        ),
        (
            "icons.yaml",
            "      - storm: {pet_gold: 1, resource: 1}",
            "      - take_gold: 2",
            "icons.yaml:23 icons[5].on_place[0]",
            "take_gold",
            "storm",
        ),
        (
            "buildings.yaml",
            "effects: [pen]",
            "effects: [pen, telekinesis]",
            "buildings.yaml:5 buildings[0].effects[1]",
            "telekinesis",
            "extra_production, needs_pet, pen, storm_shelter",
        ),
        (
            "pets.yaml",
            "      - map_fame: 1",
            "      - take_gold: 1",
            "pets.yaml:15 pets[2].power[0]",
            "take_gold",
            "discount, extra_map_draw, map_fame, tame_bank_gold",
        ),
    ],
    ids=["icon action", "icon on_place", "building effects", "pet power"],
)
def test_a_word_where_the_engine_never_acts_on_it_is_refused(
    tmp_path: Path, file: str, old: str, new: str, where: str, word: str, allowed: str
) -> None:
    """Every word parses in every step list, but the engine reads each only in some
    places: anywhere else it loaded and silently did nothing."""
    d = _copy(tmp_path)
    _edit(d, file, old, new)
    with pytest.raises(ContentErrors) as exc:
        load_content(SPEC, d)
    assert f'{where}: "{word}" does nothing in' in str(exc.value)
    assert f"(allowed there: {allowed})" in str(exc.value)


def test_on_place_steps_on_a_start_tile_icon_are_refused(tmp_path: Path) -> None:
    """Start tiles are no terrain faces: placing a Tower runs no on_place step."""
    d = _copy(tmp_path)
    _edit(
        d,
        "icons.yaml",
        "    name: Treasure Map\n",
        "    name: Treasure Map\n    on_place:\n      - storm: {pet_gold: 1, resource: 1}\n",
    )
    with pytest.raises(ContentErrors) as exc:
        load_content(SPEC, d)
    assert "start_tiles.yaml:" in str(exc.value) and ".icon:" in str(exc.value)
    assert 'icon "map" has on_place steps, which a start tile never runs' in str(exc.value)


def test_storm_shelter_on_a_building_with_no_pet_colour_is_refused(tmp_path: Path) -> None:
    """A building of no dragon colour has no pet to shelter, so the word would do nothing."""
    d = _copy(tmp_path)
    _edit(d, "buildings.yaml", "effects: [pen]", "effects: [pen, storm_shelter]")
    with pytest.raises(ContentErrors) as exc:
        load_content(SPEC, d)
    assert "buildings.yaml:5 buildings[0].effects: storm_shelter shelters" in str(exc.value)


def test_the_keep_produces_what_start_tiles_yaml_says(tmp_path: Path) -> None:
    """The Keep's ``produces`` was never read: the engine hard-coded gold."""
    d = _copy(tmp_path)
    _edit(d, "start_tiles.yaml", "produces: gold", "produces: red")
    s = create_game(tmp_path).new_state(2, 1, {})
    seat = s.turn_player
    for place in (s.bag, s.removed, *s.hands):
        if "T11" in place:
            place.remove("T11")
    s.hands[seat] = ["T11"]
    at_step(s, "place", seat)
    s.apply(next(a for a in s.legal_actions() if a.args == ("T11", 1, 1, -1)))
    assert s.gold[seat] == 0 and s.cubes[seat] == [0, 1, 1, 0]  # green tile + red Keep


def test_the_keep_cannot_produce_a_wild_colour(tmp_path: Path) -> None:
    d = _copy(tmp_path)
    _edit(d, "start_tiles.yaml", "produces: gold", "produces: wild")
    with pytest.raises(ContentErrors) as exc:
        load_content(SPEC, d)
    assert "start_tiles.yaml:6 keep.produces: expected one of" in str(exc.value)
