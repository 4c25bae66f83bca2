"""The games Gemtable knows, found by id by the UI, the AI, the arena, bench and tests.

The catalogue lists all five titles so the title screen can show them before their
engines land; a title becomes playable when ``game.engines.<id>`` exists and exposes
``create_game(content_root)``. Tests may register extra games (the tiny test game).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.core.game import Game


@dataclass(frozen=True)
class CatalogueEntry:
    id: str
    name: str
    players: str
    blurb: str


CATALOGUE: tuple[CatalogueEntry, ...] = (
    CatalogueEntry(
        "dragon_bridge",
        "Dragon Bridge",
        "2 players",
        "Bump your rival off the bridge into the Dragon's reach, or escape first.",
    ),
    CatalogueEntry(
        "dragon_island",
        "Dragon Island",
        "2-4 players",
        "Grow the island tile by tile, tame and capture dragons, build and seek treasure.",
    ),
    CatalogueEntry(
        "storm_the_bridge",
        "Storm the Bridge",
        "2-3 players",
        "Take the starship section by section while every rival may answer every move.",
    ),
    CatalogueEntry(
        "gemwielders",
        "Gemwielders",
        "2 players",
        "Build a deck of gems and spells and outduel the other wielder.",
    ),
    CatalogueEntry(
        "clash_of_decks",
        "Clash of Decks",
        "2 players",
        "Draft eight cards, hold two lanes, and break the enemy Bastion.",
    ),
)

_extra: dict[str, Callable[[Path | None], Game]] = {}
_cache: dict[tuple[str, str], Game] = {}


def register(game_id: str, factory: Callable[[Path | None], Game]) -> None:
    """Make a game available that is not in the catalogue (tests use this)."""
    _extra[game_id] = factory
    for key in [k for k in _cache if k[0] == game_id]:
        del _cache[key]


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)
    for key in [k for k in _cache if k[0] == game_id]:
        del _cache[key]


def has_engine(game_id: str) -> bool:
    if game_id in _extra:
        return True
    try:
        return importlib.util.find_spec(f"game.engines.{game_id}") is not None
    except ModuleNotFoundError:
        return False


def available_ids() -> list[str]:
    """Ids of every game that can be played now, catalogue order first."""
    ids = [entry.id for entry in CATALOGUE if has_engine(entry.id)]
    return ids + [gid for gid in _extra if gid not in ids]


def catalogue_entry(game_id: str) -> CatalogueEntry | None:
    return next((e for e in CATALOGUE if e.id == game_id), None)


def load_game(game_id: str, content_root: Path | None = None) -> Game:
    """The Game for ``game_id`` with its content loaded and validated (cached)."""
    key = (game_id, str(content_root))
    if key in _cache:
        return _cache[key]
    if game_id in _extra:
        game = _extra[game_id](content_root)
    else:
        if not has_engine(game_id):
            known = ", ".join(available_ids()) or "none"
            raise KeyError(f"no game with id {game_id!r} (available: {known})")
        module = importlib.import_module(f"game.engines.{game_id}")
        game = module.create_game(content_root)
    _cache[key] = game
    return game
