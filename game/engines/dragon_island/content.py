"""Dragon Island content: YAML schemas, the effect vocabulary and the cross-checks.

Everything that is a number or a component lives in content/dragon_island/*.yaml; the
engine reads it only through :class:`Rules`, a compiled, lookup-friendly form, so the hot
paths never walk effect lists.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal

from game.core.content import ContentBundle, ContentSpec, Reporter, load_content
from game.core.schema import Id, Length, Provenance, Range, Ref
from game.core.vocabulary import Step, Vocabulary

COLOURS: tuple[str, ...] = ("blue", "green", "red", "white", "gold")
ENERGY: tuple[str, ...] = COLOURS[:4]
GOLD = "gold"

Colour = Literal["blue", "green", "red", "white", "gold"]
EnergyColour = Literal["blue", "green", "red", "white"]
FaceColour = Literal["blue", "green", "red", "white", "gold", "wild"]

VOCAB = Vocabulary("dragon_island")


# --- tile actions and placement effects ------------------------------------------------
VOCAB.register("step", "build", doc="Step 6: build one building here if no dragon and no building.")


VOCAB.register("step", "telekinesis", doc="Step 6: gain 1 for this tile and each tile in one line.")


@VOCAB.step("draw_maps", doc="Draw Treasure Maps and keep some; the rest go to the bottom.")
@dataclass(frozen=True)
class DrawMapsParams:
    draw: Annotated[int, Range(1, 5)]
    keep: Annotated[int, Range(1, 5)]


@VOCAB.step("take_gold", shorthand="amount", doc="Take gold from the Bank.")
@dataclass(frozen=True)
class TakeGoldParams:
    amount: Annotated[int, Range(1, 10)]


@VOCAB.step("storm", doc="Every other wizard's unsheltered pets and screen lose something.")
@dataclass(frozen=True)
class StormParams:
    pet_gold: Annotated[int, Range(0, 3)]
    resource: Annotated[int, Range(0, 3)]


# --- pet powers ------------------------------------------------------------------------
@VOCAB.step("discount", doc="Pay less Active Energy for building or capturing.")
@dataclass(frozen=True)
class DiscountParams:
    applies_to: Literal["build", "capture"]
    amount: Annotated[int, Range(1, 5)]


@VOCAB.step("map_fame", shorthand="amount", doc="Extra fame for each Treasure Map played.")
@dataclass(frozen=True)
class MapFameParams:
    amount: Annotated[int, Range(1, 5)]


@VOCAB.step(
    "extra_map_draw",
    doc="Draw and keep more when a tile's action draws Treasure Maps (not at set-up).",
)
@dataclass(frozen=True)
class ExtraMapDrawParams:
    draw: Annotated[int, Range(0, 3)]
    keep: Annotated[int, Range(0, 3)]


@VOCAB.step("tame_bank_gold", shorthand="amount", doc="The Bank pays part of a taming.")
@dataclass(frozen=True)
class TameBankGoldParams:
    amount: Annotated[int, Range(1, 3)]


# --- building effects ------------------------------------------------------------------
VOCAB.register("step", "pen", doc="Dragons moved here are penned: only the owner may capture them.")


@VOCAB.step("extra_production", shorthand="amount", doc="The tile produces more when counted.")
@dataclass(frozen=True)
class ExtraProductionParams:
    amount: Annotated[int, Range(1, 3)]


VOCAB.register("step", "needs_pet", doc="Only for a pet you own; its figure returns to the supply.")


VOCAB.register(
    "step", "storm_shelter", doc="The pet of the building's colour loses no gold to Storms."
)


# Where each word means something: the engine reads a word only in these places, so a word
# written anywhere else would load and do nothing. The loader refuses it instead.
ICON_ON_PLACE_WORDS: frozenset[str] = frozenset({"storm"})
ICON_ACTION_WORDS: frozenset[str] = frozenset({"build", "telekinesis", "draw_maps", "take_gold"})
BUILDING_WORDS: frozenset[str] = frozenset(
    {"pen", "extra_production", "needs_pet", "storm_shelter"}
)
PET_WORDS: frozenset[str] = frozenset({"discount", "map_fame", "extra_map_draw", "tame_bank_gold"})


# --- schemas ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Icon:
    id: Annotated[str, Id("icon")]
    name: str
    dragon_icons: Annotated[int, Range(0, 2)] = 0
    wild: bool = False
    on_place: list[Step] = field(default_factory=list)
    action: list[Step] = field(default_factory=list)


@dataclass(frozen=True)
class IconsFile:
    icons: list[Icon]


@dataclass(frozen=True)
class Face:
    colour: FaceColour
    icon: Annotated[str, Ref("icon")]


@dataclass(frozen=True)
class Tile:
    id: Annotated[str, Id("tile")]
    faces: Annotated[list[Face], Length(2, 2)]
    provenance: Provenance = "fact"


@dataclass(frozen=True)
class TilesFile:
    tiles: Annotated[list[Tile], Length(1, 80)]


@dataclass(frozen=True)
class Keep:
    id: Annotated[str, Id("start_tile")]
    name: str
    produces: Colour
    icon: Annotated[str, Ref("icon")]


@dataclass(frozen=True)
class Tower:
    id: Annotated[str, Id("start_tile")]
    name: str
    colour: EnergyColour
    icon: Annotated[str, Ref("icon")]


@dataclass(frozen=True)
class StartTilesFile:
    keep: Keep
    towers: Annotated[list[Tower], Length(2, 4)]


@dataclass(frozen=True)
class Building:
    id: Annotated[str, Id("building")]
    name: str
    fame: Annotated[int, Range(0, 10)]
    supply: Literal["per_player", "per_dragon_colour", "shared"]
    effects: list[Step]
    count: Annotated[int, Range(0, 10)] = 0


@dataclass(frozen=True)
class BuildingsFile:
    build_cost: Annotated[int, Range(1, 20)]
    buildings: list[Building]


@dataclass(frozen=True)
class Pet:
    id: Annotated[str, Id("pet")]
    name: str
    colour: Colour
    power: list[Step]


@dataclass(frozen=True)
class PetsFile:
    tame_cost: Annotated[int, Range(1, 10)]
    pets: Annotated[list[Pet], Length(5, 5)]


@dataclass(frozen=True)
class TreasureMap:
    id: Annotated[str, Id("map")]
    centre: Colour
    neighbours: Annotated[list[Colour], Length(1, 6)]
    fame: Annotated[int, Range(0, 20)]
    gold: Annotated[int, Range(0, 10)]
    provenance: Provenance = "fact"


@dataclass(frozen=True)
class MapsFile:
    maps: Annotated[list[TreasureMap], Length(1, 80)]


@dataclass(frozen=True)
class DrawKeep:
    draw: Annotated[int, Range(1, 5)]
    keep: Annotated[int, Range(1, 5)]


@dataclass(frozen=True)
class Capture:
    cost: Annotated[int, Range(1, 30)]
    fame_first_of_colour: Annotated[int, Range(0, 10)]
    fame_other: Annotated[int, Range(0, 10)]


@dataclass(frozen=True)
class Supplies:
    cubes_per_colour: Annotated[int, Range(1, 200)]
    dragons_per_colour: Annotated[int, Range(1, 50)]
    wild_markers_per_colour: Annotated[int, Range(1, 20)]
    provenance: Provenance = "fact"


@dataclass(frozen=True)
class Removal:
    players: Annotated[int, Range(2, 4)]
    remove: Annotated[int, Range(0, 80)]


@dataclass(frozen=True)
class SetupFile:
    remove_tiles: Annotated[list[Removal], Length(3, 3)]
    wizard_colours: Annotated[list[EnergyColour], Length(4, 4)]
    start_maps: DrawKeep
    capture: Capture
    terrain_discount: Annotated[int, Range(0, 5)]
    dragon_move_cost: Annotated[int, Range(0, 5)]
    gold_bank: Annotated[int, Range(1, 500)]
    treasure_found_markers: Annotated[int, Range(1, 100)]
    supplies: Supplies


FILES: dict[str, type] = {
    "icons.yaml": IconsFile,
    "tiles.yaml": TilesFile,
    "start_tiles.yaml": StartTilesFile,
    "buildings.yaml": BuildingsFile,
    "pets.yaml": PetsFile,
    "maps.yaml": MapsFile,
    "setup.yaml": SetupFile,
}


# --- cross-checks ----------------------------------------------------------------------
def _check_tiles(bundle: ContentBundle, report: Reporter) -> None:
    icons: dict[str, Icon] = bundle.all("icon")
    for tile in bundle["tiles.yaml"].tiles:
        for i, face in enumerate(tile.faces):
            wild = icons[face.icon].wild
            if wild != (face.colour == "wild"):
                report.error(
                    tile,
                    f"faces[{i}]",
                    "a wild face needs a wild icon and a wild icon needs a wild face",
                )
            if icons[face.icon].dragon_icons and face.colour == "wild":
                report.error(tile, f"faces[{i}]", "a wild face cannot show dragon icons")


def _check_counts(bundle: ContentBundle, report: Reporter) -> None:
    """The rulebook's printed totals: 40 tiles, 40 maps, 50 dragon icons for 50 dragons."""
    setup: SetupFile = bundle["setup.yaml"]
    tiles: TilesFile = bundle["tiles.yaml"]
    icons: dict[str, Icon] = bundle.all("icon")
    n_tiles = len(tiles.tiles)
    for row in setup.remove_tiles:
        players, removed = row.players, row.remove
        left = n_tiles - removed
        if left < players or left % players:
            report.error(
                row,
                "remove",
                f"{n_tiles} tiles less {removed} leaves {left}, not a multiple of {players}",
            )
    if sorted(r.players for r in setup.remove_tiles) != [2, 3, 4]:
        report.error(setup, "remove_tiles", "give the tiles removed for 2, 3 and 4 players")
    per_colour: dict[str, int] = dict.fromkeys(COLOURS, 0)
    for tile in tiles.tiles:
        for face in tile.faces:
            if face.colour != "wild":
                per_colour[face.colour] += icons[face.icon].dragon_icons
    for colour, n in per_colour.items():
        if n > setup.supplies.dragons_per_colour * 2:
            report.error(
                setup.supplies,
                "dragons_per_colour",
                f"{n} {colour} dragon icons are far more than the dragons of that colour",
            )
    towers = bundle["start_tiles.yaml"].towers
    if sorted(t.colour for t in towers) != sorted(setup.wizard_colours):
        report.error(bundle["start_tiles.yaml"], "towers", "one Tower per wizard colour")
    pets = bundle["pets.yaml"].pets
    if sorted(p.colour for p in pets) != sorted(COLOURS):
        report.error(bundle["pets.yaml"], "pets", "one pet per dragon colour")


def _check_buildings(bundle: ContentBundle, report: Reporter) -> None:
    for b in bundle["buildings.yaml"].buildings:
        if b.supply == "shared" and b.count == 0:
            report.error(b, "count", "a shared building needs a count")
        if b.supply != "shared" and b.count:
            report.error(b, "count", "only shared buildings take a count")
        if (
            _has(b.effects, "storm_shelter")
            and not _has(b.effects, "needs_pet")
            and b.supply != "per_dragon_colour"
        ):
            # Only a building for a dragon colour has a pet to shelter.
            report.error(
                b,
                "effects",
                "storm_shelter shelters the pet of the building's colour: give the building"
                " needs_pet or supply: per_dragon_colour",
            )


def _check_words(
    report: Reporter, obj: object, key: str, steps: list[Step], allowed: frozenset[str]
) -> None:
    for j, step in enumerate(steps):
        if step.name not in allowed:
            report.error(
                obj,
                f"{key}[{j}]",
                f'"{step.name}" does nothing in {key} (allowed there: {", ".join(sorted(allowed))})',
            )


def _check_places(bundle: ContentBundle, report: Reporter) -> None:
    """Every word the vocabulary knows parses anywhere a step list is written; the engine
    acts on each only in some places, so a word elsewhere would be silently ignored."""
    icons: dict[str, Icon] = bundle.all("icon")
    for icon in icons.values():
        _check_words(report, icon, "on_place", icon.on_place, ICON_ON_PLACE_WORDS)
        _check_words(report, icon, "action", icon.action, ICON_ACTION_WORDS)
    start: StartTilesFile = bundle["start_tiles.yaml"]
    start_tiles: tuple[Keep | Tower, ...] = (start.keep, *start.towers)
    for tile in start_tiles:
        start_icon = icons.get(tile.icon)
        if start_icon is not None and start_icon.on_place:
            # Start tiles are no terrain faces: placing one runs no on_place step.
            report.error(
                tile,
                "icon",
                f'icon "{start_icon.id}" has on_place steps, which a start tile never runs',
            )
    for b in bundle["buildings.yaml"].buildings:
        _check_words(report, b, "effects", b.effects, BUILDING_WORDS)
    for pet in bundle["pets.yaml"].pets:
        _check_words(report, pet, "power", pet.power, PET_WORDS)


SPEC = ContentSpec(
    "dragon_island",
    FILES,
    VOCAB,
    [_check_tiles, _check_counts, _check_buildings, _check_places],
)


# --- the compiled rules the engine reads ----------------------------------------------
@dataclass(frozen=True)
class FaceInfo:
    """One tile face as the engine needs it: colour, icon behaviour flags."""

    colour: str  # a colour or "wild"
    icon: str
    dragon_icons: int
    action: tuple[Step, ...]
    on_place: tuple[Step, ...]


class Rules:
    """Lookups compiled from the content bundle, shared by every state of one game."""

    def __init__(self, bundle: ContentBundle):
        self.bundle = bundle
        icons: dict[str, Icon] = bundle.all("icon")
        self.icons = icons
        tiles: TilesFile = bundle["tiles.yaml"]
        self.tile_ids: tuple[str, ...] = tuple(t.id for t in tiles.tiles)
        self.faces: dict[str, tuple[FaceInfo, FaceInfo]] = {}
        for t in tiles.tiles:
            self.faces[t.id] = tuple(  # type: ignore[assignment]
                FaceInfo(
                    f.colour,
                    f.icon,
                    icons[f.icon].dragon_icons,
                    tuple(icons[f.icon].action),
                    tuple(icons[f.icon].on_place),
                )
                for f in t.faces
            )
        # tile id -> dragon icons of each face, for the spawn step's scan of the island.
        self.dragon_icons: dict[str, tuple[int, ...]] = {
            tid: tuple(f.dragon_icons for f in fs) for tid, fs in self.faces.items()
        }
        start: StartTilesFile = bundle["start_tiles.yaml"]
        self.keep = start.keep
        self.keep_action: tuple[Step, ...] = tuple(icons[start.keep.icon].action)
        self.towers: dict[str, Tower] = {t.colour: t for t in start.towers}
        self.tower_action: dict[str, tuple[Step, ...]] = {
            t.id: tuple(icons[t.icon].action) for t in start.towers
        }
        self.tower_colour: dict[str, str] = {t.id: t.colour for t in start.towers}
        b: BuildingsFile = bundle["buildings.yaml"]
        self.build_cost = b.build_cost
        self.buildings: dict[str, Building] = {x.id: x for x in b.buildings}
        self.pen_ids = tuple(x.id for x in b.buildings if _has(x.effects, "pen"))
        # needs_pet: built for a pet you own, whose figure then waits in the supply.
        self.lair_ids = tuple(x.id for x in b.buildings if _has(x.effects, "needs_pet"))
        # storm_shelter: the pet of the building's colour keeps its gold in a Storm.
        self.shelter_ids = tuple(x.id for x in b.buildings if _has(x.effects, "storm_shelter"))
        self.extra_production: dict[str, int] = {
            x.id: sum(s.amount for s in x.effects if s.name == "extra_production")
            for x in b.buildings
        }
        p: PetsFile = bundle["pets.yaml"]
        self.tame_cost = p.tame_cost
        self.pets: dict[str, Pet] = {x.colour: x for x in p.pets}
        self.build_discount = _power(p.pets, "discount", on="build")
        self.capture_discount = _power(p.pets, "discount", on="capture")
        self.map_fame: dict[str, int] = {
            x.colour: sum(s.amount for s in x.power if s.name == "map_fame") for x in p.pets
        }
        self.tame_bank_gold: dict[str, int] = {
            x.colour: sum(s.amount for s in x.power if s.name == "tame_bank_gold") for x in p.pets
        }
        self.extra_draw: dict[str, tuple[int, int]] = {
            x.colour: (
                sum(s.draw for s in x.power if s.name == "extra_map_draw"),
                sum(s.keep for s in x.power if s.name == "extra_map_draw"),
            )
            for x in p.pets
        }
        maps: MapsFile = bundle["maps.yaml"]
        self.maps: dict[str, TreasureMap] = {m.id: m for m in maps.maps}
        self.map_ids: tuple[str, ...] = tuple(m.id for m in maps.maps)
        self.setup: SetupFile = bundle["setup.yaml"]


def _has(steps: list[Step], name: str) -> bool:
    return any(s.name == name for s in steps)


def _power(pets: list[Pet], name: str, *, on: str) -> dict[str, int]:
    return {
        x.colour: sum(s.amount for s in x.power if s.name == name and s.applies_to == on)
        for x in pets
    }


def load_rules(content_root: Path | None) -> Rules:
    from game.core.paths import content_root as default_root

    root = content_root if content_root is not None else default_root()
    return Rules(load_content(SPEC, root / "dragon_island"))
