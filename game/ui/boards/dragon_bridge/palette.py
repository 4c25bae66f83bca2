"""The Dragon Bridge colours, taken from its title tile: a dusk sky going from violet to
ember, dark cliffs, weathered stone and a warm moon."""

from __future__ import annotations

Colour = tuple[int, int, int]

SKY_TOP: Colour = (30, 20, 44)
SKY_MID: Colour = (84, 36, 56)
SKY_LOW: Colour = (168, 72, 46)
CLIFF: Colour = (26, 19, 26)
CLIFF_EDGE: Colour = (58, 38, 44)
MOON: Colour = (255, 206, 140)
EMBER: Colour = (214, 96, 60)
ORANGE: Colour = (232, 128, 58)
THREAT: Colour = (206, 60, 44)
EXIT: Colour = (248, 196, 92)
STONE: Colour = (150, 122, 98)
STONE_DARK: Colour = (116, 92, 74)
GEM_GREEN: Colour = (86, 206, 120)
GEM_DIM: Colour = (70, 86, 76)
WHITE_GEM: Colour = (236, 236, 244)
INK: Colour = (34, 26, 22)
PAPER: Colour = (246, 236, 214)
PANEL: Colour = (40, 26, 34)
PANEL_EDGE: Colour = (120, 70, 58)
TEXT: Colour = (246, 232, 214)
TEXT_DIM: Colour = (196, 166, 150)
GOLD: Colour = (240, 190, 96)
