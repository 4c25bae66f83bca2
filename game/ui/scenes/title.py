"""The title: the five games as illustrated tiles; those without an engine say "coming soon"."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from game.core import registry
from game.ui import assets, theme
from game.ui.kit.textfit import draw as draw_fitted
from game.ui.kit.textfit import fit_block
from game.ui.scenes.common import WidgetScene
from game.ui.widgets.button import Button


@dataclass
class Tile:
    game_id: str
    name: str
    players: str
    blurb: str
    playable: bool
    rect: pygame.Rect


class TitleScene(WidgetScene):
    name = "title"

    def __init__(self, app: Any):
        super().__init__(app)
        self.tiles = self._tiles()
        self.hover: str | None = None
        self.lift: dict[str, float] = {t.game_id: 0.0 for t in self.tiles}
        self.name_sizes: dict[int, int] = {}  # tile name size by the width it must fit
        y = 640
        self.add(
            Button(
                (318, y, 150, 48),
                "Continue",
                self._load,
                icon="scroll",
                tooltip="Resume a saved game, or watch a finished one",
            )
        )
        self.add(
            Button(
                (483, y, 150, 48),
                "Statistics",
                self._statistics,
                icon="fame",
                tooltip="Your record per game and opponent",
            )
        )
        self.add(Button((648, y, 150, 48), "Settings", self._settings, icon="gear"))
        self.add(Button((813, y, 150, 48), "Quit", self.app.quit, style="ghost"))

    def restyle(self) -> None:
        self.name_sizes.clear()

    def _tiles(self) -> list[Tile]:
        entries = [(e.id, e.name, e.players, e.blurb) for e in registry.CATALOGUE]
        known = {e[0] for e in entries}
        for gid in registry.available_ids():
            if gid not in known:
                try:
                    game = registry.load_game(gid, self.app.content_root)
                    name = game.name
                    players = f"{game.min_players}-{game.max_players} players"
                except Exception as exc:  # an extra game that fails to load still shows
                    name, players = gid, f"cannot load: {exc}"
                entries.append((gid, name, players, "An extra game installed on this table."))
        n = len(entries)
        gap = 18
        w = min(228, (1240 - gap * (n - 1)) // n)
        x0 = 640 - (n * w + (n - 1) * gap) // 2
        return [
            Tile(
                gid,
                name,
                players,
                blurb,
                registry.has_engine(gid),
                pygame.Rect(x0 + i * (w + gap), 190, w, 400),
            )
            for i, (gid, name, players, blurb) in enumerate(entries)
        ]

    def _load(self) -> None:
        from game.ui.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def _statistics(self) -> None:
        from game.ui.scenes.statistics import StatisticsScene

        self.app.push(StatisticsScene(self.app))

    def _settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def open_game(self, game_id: str) -> None:
        tile = next(t for t in self.tiles if t.game_id == game_id)
        if not tile.playable:
            self.toast.show(f"{tile.name} is coming soon: its rules engine is not installed yet.")
            return
        from game.ui.scenes.setup import SetupScene

        self.app.audio.play("card")
        self.app.push(SetupScene(self.app, game_id))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next(
                (t.game_id for t in self.tiles if t.rect.collidepoint(event.pos)), None
            )
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for tile in self.tiles:
                if tile.rect.collidepoint(event.pos):
                    self.open_game(tile.game_id)
                    return
        super().handle_event(event)

    @property
    def settled(self) -> bool:
        """The tiles have finished rising or sinking under the pointer."""
        return super().settled and all(
            abs(lift - (1.0 if gid == self.hover else 0.0)) < 0.01
            for gid, lift in self.lift.items()
        )

    def update(self, dt: float) -> None:
        super().update(dt)
        for gid in self.lift:
            target = 1.0 if gid == self.hover else 0.0
            self.lift[gid] += (target - self.lift[gid]) * min(1.0, dt * 14)

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        self.draw_background(surface)
        gem = assets.icon("gem", 56)
        title = theme.font(64, "title").render("Gemtable", True, pal.gold)
        total = title.get_width() + (gem.get_width() + 16 if gem else 0)
        x = 640 - total // 2
        if gem:
            surface.blit(gem, gem.get_rect(midleft=(x, 78)))
            x += gem.get_width() + 16
        shadow = theme.font(64, "title").render("Gemtable", True, (0, 0, 0))
        shadow.set_alpha(140)
        surface.blit(shadow, title.get_rect(midleft=(x + 3, 81)))
        surface.blit(title, title.get_rect(midleft=(x, 78)))
        theme.text(
            surface,
            "Five tabletop games on one table  ·  hot-seat or against the AI",
            (640, 128),
            size=18,
            colour=pal.text_dim,
            anchor="midtop",
        )
        for tile in self.tiles:
            self._draw_tile(surface, tile)
        self.draw_widgets(surface)

    def _name_size(self, width: int) -> int:
        """One size for every tile's name, the largest at which the longest fits: a name
        shrunk alone looked like a lesser game beside the others. Measured once a width,
        not every frame."""
        if width not in self.name_sizes:
            fits = (
                size
                for size in range(22, 15, -1)
                if all(theme.font(size, "title").size(t.name)[0] < width for t in self.tiles)
            )
            self.name_sizes[width] = next(fits, 16)
        return self.name_sizes[width]

    def _draw_tile(self, surface: pygame.Surface, tile: Tile) -> None:
        pal = theme.palette()
        lift = self.lift.get(tile.game_id, 0.0) if tile.playable else 0.0
        r = tile.rect.move(0, -round(8 * lift))
        acc = theme.accent(tile.game_id)
        pygame.draw.rect(surface, (6, 8, 12), r.move(0, 6 + round(4 * lift)), border_radius=14)
        if lift > 0.05:
            glow = pygame.Surface((r.w + 24, r.h + 24), pygame.SRCALPHA)
            pygame.draw.rect(glow, (*acc, round(90 * lift)), glow.get_rect(), border_radius=22)
            surface.blit(glow, (r.x - 12, r.y - 12))
        pygame.draw.rect(surface, theme.shade(acc, 0.25), r, border_radius=14)
        art_rect = pygame.Rect(r.x + 8, r.y + 8, r.w - 16, 200)
        art = _tile_art(tile.game_id, art_rect.size, tile.playable)
        if art is not None:
            surface.blit(art, art_rect)
        else:
            pygame.draw.rect(surface, theme.shade(acc, 0.6), art_rect, border_radius=10)
        pygame.draw.rect(
            surface,
            theme.shade(acc, 1.2) if tile.playable else (90, 90, 96),
            r,
            2,
            border_radius=14,
        )
        name_size = self._name_size(r.w - 24)
        theme.text(
            surface,
            tile.name,
            (r.centerx, art_rect.bottom + 14),
            size=name_size,
            weight="title",
            colour=pal.text if tile.playable else pal.text_dim,
            anchor="midtop",
        )
        theme.text(
            surface,
            tile.players,
            (r.centerx, art_rect.bottom + 46),
            size=14,
            weight="semibold",
            colour=theme.shade(acc, 1.3),
            anchor="midtop",
        )
        label = "Play" if tile.playable else "Coming soon"
        badge = pygame.Rect(0, 0, r.w - 40, 34)
        badge.midbottom = (r.centerx, r.bottom - 12)
        # Above the badge, smaller where a large text size would run it under "Play".
        blurb = pygame.Rect(r.x + 14, art_rect.bottom + 72, r.w - 28, 0)
        blurb.h = badge.y - 4 - blurb.y
        fitted = fit_block(tile.blurb, blurb.w, blurb.h, start=14, low=10)
        draw_fitted(surface, fitted, blurb, pal.text_dim)
        if tile.playable:
            pygame.draw.rect(
                surface, acc if lift < 0.5 else theme.shade(acc, 1.2), badge, border_radius=17
            )
            theme.text(
                surface,
                label,
                badge.center,
                size=16,
                weight="bold",
                colour=(20, 18, 14),
                anchor="center",
            )
        else:
            pygame.draw.rect(surface, (52, 54, 60), badge, border_radius=17)
            theme.text(
                surface,
                label,
                badge.center,
                size=15,
                weight="semibold",
                colour=pal.text_dim,
                anchor="center",
            )


@lru_cache(maxsize=16)
def _tile_art(game_id: str, size: tuple[int, int], playable: bool) -> pygame.Surface | None:
    """The tile illustration scaled, rounded, and greyed when the game is not playable."""
    art = assets.image(f"tiles/{game_id}.png")
    if art is None:
        return None
    scaled = pygame.transform.smoothscale(art, size)
    if not playable:
        scaled = pygame.transform.grayscale(scaled)
        dim = pygame.Surface(size)
        dim.fill((150, 150, 150))
        scaled.blit(dim, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255), mask.get_rect(), border_radius=10)
    scaled = scaled.convert_alpha()
    scaled.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return scaled
