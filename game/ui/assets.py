"""Images from art/, loaded once and cached; a missing or broken file costs a log line and a
drawn stand-in, never a crash (a damaged install should still let people play)."""

from __future__ import annotations

import logging
import math
from functools import lru_cache

import pygame

from game.core.paths import art_root
from game.ui import theme

log = logging.getLogger(__name__)


@lru_cache(maxsize=64)
def image(relative: str) -> pygame.Surface | None:
    """A PNG under art/ converted for fast blits, or None if it cannot be read."""
    path = art_root() / relative
    try:
        surf = pygame.image.load(path)
    except (pygame.error, FileNotFoundError, OSError) as exc:
        log.warning("art %s unavailable: %s", relative, exc)
        return None
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


@lru_cache(maxsize=256)
def icon(name: str, size: int) -> pygame.Surface | None:
    """An SVG icon from art/icons rasterised at ``size`` pixels (sharp at any scale)."""
    path = art_root() / "icons" / f"{name}.svg"
    try:
        surf = pygame.image.load_sized_svg(path, (size, size))
    except (pygame.error, FileNotFoundError, OSError, AttributeError) as exc:
        log.warning("icon %s unavailable: %s", name, exc)
        return None
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


@lru_cache(maxsize=8)
def table_background(game_id: str = "") -> pygame.Surface:
    """The felt of the table, tinted by the game's accent, with a vignette."""
    w, h = theme.LOGICAL_SIZE
    base = image("textures/table.png")
    if base is not None:
        surf = pygame.transform.smoothscale(base, (w, h))
    else:
        surf = theme.vertical_gradient((w, h), (30, 36, 48), (14, 16, 22))
    if game_id:
        tint = pygame.Surface((w, h), pygame.SRCALPHA)
        tint.fill((*theme.accent(game_id), 18))
        surf.blit(tint, (0, 0))
    surf.blit(_vignette((w, h)), (0, 0))
    return surf.convert() if pygame.display.get_surface() is not None else surf


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            d = math.hypot((x - 31.5) / 32, (y - 17.5) / 18)
            small.set_at((x, y), (0, 0, 0, max(0, min(200, round((d - 0.55) * 260)))))
    return pygame.transform.smoothscale(small, (w, h))


@lru_cache(maxsize=128)
def svg_image(relative: str, size: tuple[int, int]) -> pygame.Surface | None:
    """An SVG under art/ rasterised at ``size`` (card frames, figures)."""
    path = art_root() / relative
    try:
        surf = pygame.image.load_sized_svg(path, size)
    except (pygame.error, FileNotFoundError, OSError, AttributeError) as exc:
        log.warning("art %s unavailable: %s", relative, exc)
        return None
    if surf.get_size() != size:
        surf = pygame.transform.smoothscale(surf, size)
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf
