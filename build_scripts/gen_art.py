"""Generate Gemtable's art: SVG icons, card frames and figures, and PNG tile illustrations,
hex terrain and the table felt (rasterised with pygame itself, which reads SVG).

Run from the repository root: ``python build_scripts/gen_art.py``. Output in art/ is
committed; the random textures use fixed seeds so re-running gives the same files.
"""

from __future__ import annotations

import math
import os
import random
import re
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ART = Path(__file__).resolve().parents[1] / "art"

GOLD = "#e2b85c"
INK = "#1b1d24"


def svg(body: str, size: int = 64, defs: str = "") -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 64 64"><defs>{defs}</defs>{body}</svg>\n'
    )


def grad(gid: str, top: str, bottom: str) -> str:
    return (
        f'<linearGradient id="{gid}" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/>'
        "</linearGradient>"
    )


def gem_icon(top: str, bottom: str) -> str:
    return svg(
        '<polygon points="32,4 56,22 32,60 8,22" fill="url(#g)" stroke="#fff6" stroke-width="2"/>'
        '<polygon points="20,22 32,8 44,22 32,56" fill="#ffffff30"/>'
        '<polyline points="8,22 56,22" stroke="#ffffff70" stroke-width="2" fill="none"/>'
        '<polygon points="22,12 32,6 28,20" fill="#ffffffa0"/>',
        defs=grad("g", top, bottom),
    )


ICONS: dict[str, str] = {
    "gem": gem_icon("#8fe3ff", "#3a62d8"),
    "energy_red": gem_icon("#ff9c8a", "#c62d2d"),
    "energy_green": gem_icon("#a8f0a0", "#2e9a45"),
    "energy_blue": gem_icon("#9fd4ff", "#2f63c8"),
    "energy_yellow": gem_icon("#fff2a0", "#d39b1e"),
    "energy_purple": gem_icon("#e6b0ff", "#7a35c4"),
    "mana": svg(
        '<path d="M32 4 C44 22 52 32 52 42 A20 20 0 0 1 12 42 C12 32 20 22 32 4Z" '
        'fill="url(#g)" stroke="#fff8" stroke-width="2"/>'
        '<ellipse cx="24" cy="40" rx="5" ry="9" fill="#ffffff55"/>',
        defs=grad("g", "#9ad8ff", "#2f55c0"),
    ),
    "dragon_wing": svg(
        '<path d="M6 50 C14 20 34 8 60 6 C52 14 50 20 54 26 C44 24 40 30 44 36 '
        'C34 34 30 40 32 46 C22 42 14 46 6 50Z" fill="url(#g)" stroke="#2a0d08" '
        'stroke-width="2" stroke-linejoin="round"/>'
        '<path d="M8 48 L54 10 M20 44 L46 26 M26 46 L38 38" stroke="#2a0d0890" stroke-width="2"/>',
        defs=grad("g", "#ef7a4a", "#8e2416"),
    ),
    "move": svg(
        '<path d="M8 26 H38 V14 L58 32 L38 50 V38 H8Z" fill="url(#g)" stroke="#173018" '
        'stroke-width="2" stroke-linejoin="round"/>',
        defs=grad("g", "#9ee89a", "#2f8f3e"),
    ),
    "bump": svg(
        '<circle cx="22" cy="32" r="12" fill="url(#g)" stroke="#3b1a07" stroke-width="2"/>'
        '<circle cx="48" cy="32" r="9" fill="#cfd4e2" stroke="#333" stroke-width="2"/>'
        '<path d="M36 20 L40 26 M36 44 L40 38 M38 32 H42" stroke="#fff" stroke-width="3" '
        'stroke-linecap="round"/>',
        defs=grad("g", "#ffb46b", "#c25a12"),
    ),
    "teleport": svg(
        '<circle cx="32" cy="32" r="24" fill="none" stroke="url(#g)" stroke-width="6" '
        'stroke-dasharray="10 6"/><circle cx="32" cy="32" r="10" fill="url(#g)"/>'
        '<circle cx="32" cy="32" r="4" fill="#fff"/>',
        defs=grad("g", "#d7a6ff", "#6a2fc2"),
    ),
    "sword": svg(
        '<path d="M50 6 L58 6 L58 14 L26 46 L18 38Z" fill="url(#g)" stroke="#333" stroke-width="2"/>'
        '<path d="M14 34 L30 50" stroke="#8a5a22" stroke-width="6" stroke-linecap="round"/>'
        '<path d="M18 46 L8 56" stroke="#5a3a16" stroke-width="6" stroke-linecap="round"/>'
        '<circle cx="7" cy="57" r="4" fill="#e2b85c"/>',
        defs=grad("g", "#f2f5fa", "#8a94a8"),
    ),
    "shield": svg(
        '<path d="M32 4 L56 12 V30 C56 46 44 56 32 60 C20 56 8 46 8 30 V12Z" fill="url(#g)" '
        'stroke="#1f2a44" stroke-width="2"/>'
        '<path d="M32 10 L50 16 V30 C50 42 42 50 32 54Z" fill="#ffffff25"/>'
        '<path d="M32 16 V50 M18 28 H46" stroke="#e2b85c" stroke-width="4"/>',
        defs=grad("g", "#6b8fe0", "#243a80"),
    ),
    "fame": svg(
        '<polygon points="32,4 39,24 60,24 43,37 49,58 32,45 15,58 21,37 4,24 25,24" '
        'fill="url(#g)" stroke="#6b4a10" stroke-width="2" stroke-linejoin="round"/>',
        defs=grad("g", "#fff0a8", "#d69a1e"),
    ),
    "gold": svg(
        '<ellipse cx="32" cy="44" rx="22" ry="8" fill="#9a6a18"/>'
        '<rect x="10" y="30" width="44" height="14" fill="#c8912a"/>'
        '<ellipse cx="32" cy="30" rx="22" ry="8" fill="url(#g)" stroke="#8a5a12" stroke-width="2"/>'
        '<ellipse cx="32" cy="30" rx="12" ry="4" fill="none" stroke="#fff4c0" stroke-width="2"/>',
        defs=grad("g", "#ffe79a", "#e0a532"),
    ),
    "heart": svg(
        '<path d="M32 56 C8 40 4 26 10 16 C16 6 28 8 32 18 C36 8 48 6 54 16 C60 26 56 40 32 56Z" '
        'fill="url(#g)" stroke="#5a1010" stroke-width="2"/>',
        defs=grad("g", "#ff8a80", "#c0262a"),
    ),
    "card": svg(
        '<rect x="14" y="8" width="30" height="42" rx="4" fill="#d8cfb8" stroke="#333" '
        'stroke-width="2" transform="rotate(-12 29 29)"/>'
        '<rect x="22" y="12" width="30" height="42" rx="4" fill="url(#g)" stroke="#333" '
        'stroke-width="2"/><circle cx="37" cy="33" r="7" fill="#e2b85c"/>',
        defs=grad("g", "#fffaf0", "#e6dcc2"),
    ),
    "scroll": svg(
        '<rect x="14" y="10" width="36" height="44" rx="3" fill="url(#g)" stroke="#6b4a1e" '
        'stroke-width="2"/><path d="M20 22 H44 M20 30 H44 M20 38 H36" stroke="#8a6a3a" '
        'stroke-width="3"/><rect x="10" y="6" width="44" height="8" rx="4" fill="#c49a5a"/>'
        '<rect x="10" y="50" width="44" height="8" rx="4" fill="#c49a5a"/>',
        defs=grad("g", "#fbf1d8", "#e0cfa4"),
    ),
    "book": svg(
        '<path d="M8 12 C18 8 26 10 32 14 C38 10 46 8 56 12 V54 C46 50 38 52 32 56 '
        'C26 52 18 50 8 54Z" fill="url(#g)" stroke="#3a2a10" stroke-width="2"/>'
        '<path d="M32 14 V56" stroke="#3a2a10" stroke-width="2"/>'
        '<path d="M14 22 H26 M14 30 H26 M38 22 H50 M38 30 H50" stroke="#8a6a3a" stroke-width="2"/>',
        defs=grad("g", "#fbf1d8", "#d8c08e"),
    ),
    "gear": svg(
        '<g fill="url(#g)" stroke="#2a3040" stroke-width="2">'
        + "".join(
            f'<rect x="28" y="2" width="8" height="14" rx="2" transform="rotate({a} 32 32)"/>'
            for a in range(0, 360, 45)
        )
        + '<circle cx="32" cy="32" r="18"/></g><circle cx="32" cy="32" r="7" fill="#1b1d24"/>',
        defs=grad("g", "#dfe5f0", "#8a94aa"),
    ),
    "dice": svg(
        '<rect x="8" y="8" width="48" height="48" rx="10" fill="url(#g)" stroke="#333" '
        'stroke-width="2"/>'
        + "".join(
            f'<circle cx="{x}" cy="{y}" r="5" fill="#1b1d24"/>'
            for x, y in ((20, 20), (44, 20), (32, 32), (20, 44), (44, 44))
        ),
        defs=grad("g", "#ffffff", "#d4d8e2"),
    ),
    "undo": svg(
        '<path d="M22 14 L8 26 L22 38 V30 C34 28 46 32 52 48 C52 30 42 20 22 20Z" '
        'fill="url(#g)" stroke="#1f2a44" stroke-width="2" stroke-linejoin="round"/>',
        defs=grad("g", "#cfe2ff", "#6a8ad0"),
    ),
    "wizard": svg(
        '<ellipse cx="32" cy="58" rx="18" ry="4" fill="#00000055"/>'
        '<path d="M32 4 L44 30 H20Z" fill="url(#g)" stroke="#1b1d24" stroke-width="2"/>'
        '<circle cx="32" cy="34" r="8" fill="#f0d0b0" stroke="#1b1d24" stroke-width="2"/>'
        '<path d="M18 58 C18 44 24 40 32 40 C40 40 46 44 46 58Z" fill="url(#g)" '
        'stroke="#1b1d24" stroke-width="2"/><circle cx="38" cy="12" r="2" fill="#fff"/>',
        defs=grad("g", "#7aa0ff", "#2a3f9a"),
    ),
    "dragon": svg(
        '<ellipse cx="32" cy="58" rx="22" ry="4" fill="#00000055"/>'
        '<path d="M10 46 C14 30 24 24 34 26 L44 14 L46 24 L54 20 L50 32 C54 40 50 50 40 52 '
        'H18 C14 52 10 50 10 46Z" fill="url(#g)" stroke="#2a0d08" stroke-width="2" '
        'stroke-linejoin="round"/><path d="M24 30 C28 14 40 8 52 8 C44 16 42 22 36 28" '
        'fill="#b83a22" stroke="#2a0d08" stroke-width="2"/><circle cx="46" cy="26" r="2" '
        'fill="#ffe27a"/>',
        defs=grad("g", "#e86a3c", "#7a1e12"),
    ),
}

CARD_GAMES = {
    "dragon_bridge": ("#d6603c", ["gem", "item", "wizard"]),
    "dragon_island": ("#46aa8c", ["tile", "treasure", "dragon"]),
    "storm_the_bridge": ("#6e82dc", ["hero", "action", "response"]),
    "gemwielders": ("#b060d2", ["gem", "spell", "wielder"]),
    "clash_of_decks": ("#d6aa46", ["unit", "spell", "structure"]),
}
TYPE_TINT = {0: "#f4ead2", 1: "#e6eef8", 2: "#f2e2e6"}


def card_frame(accent: str, tint: str) -> str:
    """A 250x350 card frame: accent border, parchment body, a name bar and a text box."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350" viewBox="0 0 250 350">'
        f"<defs>{grad('b', accent, '#1b1d24')}{grad('p', tint, '#d9ccac')}</defs>"
        '<rect x="2" y="2" width="246" height="346" rx="16" fill="url(#b)" stroke="#0c0d10" '
        'stroke-width="3"/>'
        '<rect x="12" y="12" width="226" height="326" rx="10" fill="url(#p)"/>'
        f'<rect x="18" y="18" width="214" height="34" rx="6" fill="{accent}" fill-opacity="0.85"/>'
        '<rect x="18" y="60" width="214" height="130" rx="6" fill="#00000018" stroke="#00000030"/>'
        '<rect x="18" y="200" width="214" height="128" rx="6" fill="#ffffff70" '
        'stroke="#00000030"/>'
        f'<circle cx="222" cy="35" r="20" fill="#1b1d24" stroke="{GOLD}" stroke-width="3"/>'
        "</svg>\n"
    )


def card_back(accent: str) -> str:
    lines = "".join(
        f'<path d="M{x} 12 L{x + 120} 338" stroke="#ffffff12" stroke-width="6"/>'
        for x in range(-120, 260, 24)
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350" viewBox="0 0 250 350">'
        f"<defs>{grad('b', accent, '#14161c')}</defs>"
        '<rect x="2" y="2" width="246" height="346" rx="16" fill="url(#b)" stroke="#0c0d10" '
        f'stroke-width="3"/>{lines}'
        f'<rect x="14" y="14" width="222" height="322" rx="10" fill="none" stroke="{GOLD}" '
        'stroke-width="3"/>'
        f'<polygon points="125,120 165,160 125,230 85,160" fill="{GOLD}" stroke="#1b1d24" '
        'stroke-width="3"/><polygon points="125,134 150,160 125,205" fill="#ffffff50"/>'
        "</svg>\n"
    )


def opaque_colours(text: str) -> str:
    """nanosvg (SDL_image's SVG reader) ignores #RGBA / #RRGGBBAA colours: rewrite them as
    a plain colour plus fill-opacity / stroke-opacity, which it does support."""

    def fix(match: re.Match[str]) -> str:
        attr, value = match.group(1), match.group(2)
        if len(value) == 4:
            value = "".join(ch * 2 for ch in value)
        rgb, alpha = value[:6], int(value[6:8], 16) / 255
        return f'{attr}="#{rgb}" {attr}-opacity="{alpha:.2f}"'

    return re.sub(r'(fill|stroke)="#([0-9a-fA-F]{8}|[0-9a-fA-F]{4})"', fix, text)


def write_svgs() -> None:
    (ART / "icons").mkdir(parents=True, exist_ok=True)
    for name, text in ICONS.items():
        (ART / "icons" / f"{name}.svg").write_text(opaque_colours(text))
    (ART / "cards").mkdir(parents=True, exist_ok=True)
    for game, (accent, kinds) in CARD_GAMES.items():
        for i, kind in enumerate(kinds):
            frame = card_frame(accent, TYPE_TINT[i])
            (ART / "cards" / f"{game}_{kind}.svg").write_text(opaque_colours(frame))
        (ART / "cards" / f"{game}_back.svg").write_text(opaque_colours(card_back(accent)))
    (ART / "cards" / "generic.svg").write_text(opaque_colours(card_frame("#8296b4", TYPE_TINT[0])))
    (ART / "cards" / "generic_back.svg").write_text(opaque_colours(card_back("#8296b4")))


# --- raster art drawn with pygame ----------------------------------------------------------
def vgrad(
    surf: pygame.Surface,
    top: tuple[int, int, int],
    bottom: tuple[int, int, int],
    rect: pygame.Rect | None = None,
) -> None:
    r = rect or surf.get_rect()
    for y in range(r.h):
        t = y / max(1, r.h - 1)
        c = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        pygame.draw.line(surf, c, (r.x, r.y + y), (r.right - 1, r.y + y))


def stars(surf: pygame.Surface, rng: random.Random, n: int, height: int) -> None:
    for _ in range(n):
        x, y = rng.randrange(surf.get_width()), rng.randrange(height)
        v = rng.randrange(150, 255)
        surf.set_at((x, y), (v, v, min(255, v + 20)))


def glow(
    surf: pygame.Surface,
    centre: tuple[int, int],
    radius: int,
    colour: tuple[int, int, int],
    strength: int = 120,
) -> None:
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for r in range(radius, 0, -4):
        a = round(strength * (1 - r / radius) ** 2)
        pygame.draw.circle(layer, (*colour, a), centre, r)
    surf.blit(layer, (0, 0))


def dragon(surf: pygame.Surface, x: int, y: int, s: float, colour: tuple[int, int, int]) -> None:
    def p(px: float, py: float) -> tuple[int, int]:
        return (round(x + px * s), round(y + py * s))

    wing = [p(0, 0), p(-60, -50), p(-40, -10), p(-80, -20), p(-30, 10)]
    wing2 = [p(10, 0), p(70, -60), p(50, -15), p(90, -25), p(35, 12)]
    body = [
        p(-40, 10),
        p(0, -5),
        p(40, 5),
        p(70, -10),
        p(80, -5),
        p(45, 18),
        p(0, 20),
        p(-50, 30),
        p(-90, 28),
    ]
    for poly in (wing, wing2, body):
        pygame.draw.polygon(surf, colour, poly)


def tile_dragon_bridge(w: int, h: int) -> pygame.Surface:
    rng = random.Random(11)
    s = pygame.Surface((w, h))
    vgrad(s, (24, 18, 48), (120, 52, 40))
    stars(s, rng, 160, h // 2)
    glow(s, (w * 3 // 4, h // 3), 140, (255, 150, 80), 90)
    pygame.draw.circle(s, (255, 214, 150), (w * 3 // 4, h // 3), 34)
    for side in (0, 1):
        pts = [
            (0 if side == 0 else w, h),
            (0 if side == 0 else w, h * 0.55),
            (w * (0.22 if side == 0 else 0.78), h * 0.62),
            (w * (0.18 if side == 0 else 0.82), h),
        ]
        pygame.draw.polygon(s, (28, 20, 26), pts)
    for i in range(14):
        x = w * 0.14 + i * (w * 0.72 / 14)
        sag = math.sin(i / 13 * math.pi) * 18
        r = pygame.Rect(round(x), round(h * 0.62 + sag), round(w * 0.72 / 14) - 3, 16)
        pygame.draw.rect(s, (150, 120, 92) if i % 2 else (128, 100, 78), r, border_radius=3)
        pygame.draw.rect(s, (40, 30, 28), r, 1, border_radius=3)
    pygame.draw.circle(s, (220, 84, 72), (round(w * 0.35), round(h * 0.6)), 9)
    pygame.draw.circle(s, (72, 140, 230), (round(w * 0.62), round(h * 0.6)), 9)
    dragon(s, round(w * 0.45), round(h * 0.28), 1.1, (30, 12, 16))
    return s


def hexagon(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [
        (cx + r * math.cos(math.radians(60 * i - 30)), cy + r * math.sin(math.radians(60 * i - 30)))
        for i in range(6)
    ]


TERRAIN = {
    "grass": ((98, 160, 72), (70, 128, 52)),
    "forest": ((46, 104, 58), (30, 76, 42)),
    "mountain": ((128, 124, 130), (92, 88, 96)),
    "sand": ((222, 196, 132), (196, 168, 104)),
    "water": ((52, 120, 180), (34, 86, 140)),
    "lava": ((200, 74, 40), (120, 36, 24)),
}


def tile_dragon_island(w: int, h: int) -> pygame.Surface:
    rng = random.Random(12)
    s = pygame.Surface((w, h))
    vgrad(s, (30, 90, 130), (14, 44, 78))
    for _ in range(60):
        x, y = rng.randrange(w), rng.randrange(h)
        pygame.draw.line(s, (70, 140, 180), (x, y), (x + 12, y), 1)
    r = 30
    kinds = ["grass", "forest", "mountain", "sand", "grass", "forest", "lava", "grass", "sand"]
    cells = [(0, 0), (1, 0), (-1, 0), (0, 1), (1, -1), (-1, 1), (0, -1), (2, -1), (-2, 1)]
    cx, cy = w / 2, h / 2
    for (q, rr), kind in zip(cells, kinds, strict=True):
        x = cx + r * math.sqrt(3) * (q + rr / 2)
        y = cy + r * 1.5 * rr
        pts = hexagon(x, y + 5, r)
        pygame.draw.polygon(s, (16, 30, 40), pts)
        pts = hexagon(x, y, r - 1)
        pygame.draw.polygon(s, TERRAIN[kind][0], pts)
        pygame.draw.polygon(s, TERRAIN[kind][1], pts, 3)
        if kind == "forest":
            for dx in (-8, 6):
                pygame.draw.polygon(
                    s, (22, 60, 30), [(x + dx, y - 14), (x + dx - 7, y + 4), (x + dx + 7, y + 4)]
                )
        if kind == "mountain":
            pygame.draw.polygon(s, (210, 210, 220), [(x, y - 16), (x - 14, y + 8), (x + 14, y + 8)])
    dragon(s, round(w * 0.7), round(h * 0.22), 0.6, (150, 40, 30))
    return s


def tile_storm(w: int, h: int) -> pygame.Surface:
    rng = random.Random(13)
    s = pygame.Surface((w, h))
    vgrad(s, (30, 34, 60), (70, 80, 120))
    for _ in range(14):
        x, y = rng.randrange(w), rng.randrange(h // 2)
        pygame.draw.ellipse(s, (50, 56, 88), (x - 70, y - 20, 140, 44))
    bolt = [
        (w * 0.62, 0),
        (w * 0.55, h * 0.25),
        (w * 0.62, h * 0.25),
        (w * 0.5, h * 0.55),
        (w * 0.58, h * 0.3),
        (w * 0.5, h * 0.3),
        (w * 0.58, 0),
    ]
    glow(s, (round(w * 0.56), round(h * 0.28)), 120, (200, 220, 255), 80)
    pygame.draw.polygon(s, (240, 244, 255), bolt)
    pygame.draw.rect(s, (60, 56, 64), (0, h * 0.7, w, h * 0.3))
    for i in range(7):
        x = i * w / 6
        pygame.draw.rect(s, (90, 84, 96), (x - 10, h * 0.6, 20, h * 0.12))
        pygame.draw.polygon(
            s, (110, 130, 220), [(x + 10, h * 0.6), (x + 34, h * 0.63), (x + 10, h * 0.66)]
        )
    pygame.draw.rect(s, (120, 110, 120), (0, h * 0.7, w, 12))
    for i in range(3):  # the game seats two or three
        x = w * (0.3 + i * 0.2)
        pygame.draw.circle(
            s,
            [(220, 84, 72), (72, 140, 230), (90, 180, 96)][i],
            (round(x), round(h * 0.8)),
            12,
        )
    return s


def tile_gemwielders(w: int, h: int) -> pygame.Surface:
    rng = random.Random(14)
    s = pygame.Surface((w, h))
    vgrad(s, (44, 20, 66), (16, 8, 30))
    glow(s, (w // 2, h // 2), 170, (200, 110, 255), 110)
    for _ in range(50):
        x, y = rng.randrange(w), rng.randrange(h)
        pygame.draw.circle(s, (230, 200, 255), (x, y), rng.choice([1, 1, 2]))
    cx, cy = w / 2, h / 2
    top = [(cx - 60, cy - 30), (cx - 30, cy - 64), (cx + 30, cy - 64), (cx + 60, cy - 30)]
    pygame.draw.polygon(s, (190, 110, 240), [*top, (cx, cy + 80)])
    pygame.draw.polygon(s, (230, 170, 255), [(cx - 30, cy - 64), (cx + 30, cy - 64), (cx, cy - 30)])
    pygame.draw.polygon(s, (130, 60, 190), [(cx + 60, cy - 30), (cx, cy - 30), (cx, cy + 80)])
    pygame.draw.polygon(s, (160, 90, 220), [(cx - 60, cy - 30), (cx, cy - 30), (cx, cy + 80)])
    pygame.draw.polygon(s, (250, 230, 255), [*top, (cx, cy + 80)], 2)
    for dx, col in ((-110, (90, 200, 255)), (110, (255, 120, 110))):
        pts = [
            (cx + dx, cy + 10),
            (cx + dx + 22, cy + 36),
            (cx + dx, cy + 70),
            (cx + dx - 22, cy + 36),
        ]
        pygame.draw.polygon(s, col, pts)
        pygame.draw.polygon(s, (255, 255, 255), pts, 2)
    return s


def tile_clash(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h))
    vgrad(s, (70, 52, 26), (30, 22, 14))
    for lane in (0, 1):
        y = h * (0.3 + lane * 0.38)
        pygame.draw.rect(s, (110, 86, 50), (0, y - 26, w, 52))
        pygame.draw.rect(s, (60, 44, 24), (0, y - 26, w, 52), 2)
        pygame.draw.rect(s, (140, 130, 120), (w / 2 - 30, y - 30, 60, 60), border_radius=6)
    for i, col in enumerate(((214, 170, 70), (220, 84, 72), (72, 140, 230))):
        card = pygame.Surface((70, 98), pygame.SRCALPHA)
        pygame.draw.rect(card, (246, 238, 218), card.get_rect(), border_radius=8)
        pygame.draw.rect(card, col, card.get_rect(), 5, border_radius=8)
        pygame.draw.rect(card, col, (10, 12, 50, 36), border_radius=4)
        rot = pygame.transform.rotate(card, 20 - i * 20)
        s.blit(rot, rot.get_rect(center=(w / 2 - 60 + i * 60, h * 0.5 + abs(i - 1) * 10)))
    for sx in (-1, 1):
        pygame.draw.line(
            s, (230, 232, 240), (w / 2 - 70 * sx, h * 0.12), (w / 2 + 40 * sx, h * 0.88), 6
        )
    return s


def texture_felt(w: int, h: int) -> pygame.Surface:
    rng = random.Random(21)
    s = pygame.Surface((w, h))
    vgrad(s, (34, 40, 52), (16, 18, 24))
    glow(s, (w // 2, h // 3), max(w, h) // 2, (70, 84, 110), 60)
    for _ in range(w * h // 6):
        x, y = rng.randrange(w), rng.randrange(h)
        c = s.get_at((x, y))
        d = rng.randint(-7, 7)
        s.set_at(
            (x, y),
            (max(0, min(255, c.r + d)), max(0, min(255, c.g + d)), max(0, min(255, c.b + d))),
        )
    return s


def texture_terrain(kind: str, size: int = 128) -> pygame.Surface:
    rng = random.Random(sum(map(ord, kind)) + 31)
    light, dark = TERRAIN[kind]
    s = pygame.Surface((size, size))
    s.fill(light)
    for _ in range(size * 3):
        x, y = rng.randrange(size), rng.randrange(size)
        r = rng.randint(1, 4)
        col = dark if rng.random() < 0.6 else tuple(min(255, c + 24) for c in light)
        pygame.draw.circle(s, col, (x, y), r)
    return s


def write_rasters() -> None:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    (ART / "tiles").mkdir(parents=True, exist_ok=True)
    (ART / "textures").mkdir(parents=True, exist_ok=True)
    for name, fn in (
        ("dragon_bridge", tile_dragon_bridge),
        ("dragon_island", tile_dragon_island),
        ("storm_the_bridge", tile_storm),
        ("gemwielders", tile_gemwielders),
        ("clash_of_decks", tile_clash),
    ):
        pygame.image.save(fn(424, 400), str(ART / "tiles" / f"{name}.png"))
    pygame.image.save(texture_felt(1280, 720), str(ART / "textures" / "table.png"))
    for kind in TERRAIN:
        pygame.image.save(texture_terrain(kind), str(ART / "textures" / f"hex_{kind}.png"))
    # check that every SVG we wrote rasterises with the SDL_image the app uses
    for path in sorted((ART / "icons").glob("*.svg")) + sorted((ART / "cards").glob("*.svg")):
        pygame.image.load(str(path))


def main() -> None:
    write_svgs()
    write_rasters()
    print(f"art written under {ART}")


if __name__ == "__main__":
    main()
