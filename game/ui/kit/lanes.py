"""A two-lane battlefield: each lane has a slot row per side and a structure in the middle."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme

Slot = tuple[int, int, int]  # lane, side (0 = bottom player, 1 = top player), slot


class TwoLaneBattlefield:
    def __init__(
        self,
        rect: pygame.Rect,
        slots_per_side: int = 4,
        *,
        lane_names: tuple[str, str] = ("Left lane", "Right lane"),
        on_click: Callable[[Slot], None] | None = None,
    ):
        self.rect = pygame.Rect(rect)
        self.slots = slots_per_side
        self.lane_names = lane_names
        self.on_click = on_click
        self.legal: set[Slot] = set()
        self.hover: Slot | None = None

    def lane_rect(self, lane: int) -> pygame.Rect:
        w = (self.rect.w - 20) // 2
        return pygame.Rect(self.rect.x + lane * (w + 20), self.rect.y, w, self.rect.h)

    def structure_rect(self, lane: int) -> pygame.Rect:
        r = self.lane_rect(lane)
        s = pygame.Rect(0, 0, r.w - 40, 44)
        s.center = r.center
        return s

    def slot_rect(self, slot: Slot) -> pygame.Rect:
        lane, side, index = slot
        r = self.lane_rect(lane)
        half = (r.h - 56) // 2
        gap = 8
        w = (r.w - 16 - gap * (self.slots - 1)) // self.slots
        y = r.bottom - half + 4 if side == 0 else r.y + 4
        return pygame.Rect(r.x + 8 + index * (w + gap), y, w, half - 8)

    def slot_at(self, point: tuple[int, int]) -> Slot | None:
        for lane in (0, 1):
            for side in (0, 1):
                for i in range(self.slots):
                    if self.slot_rect((lane, side, i)).collidepoint(point):
                        return (lane, side, i)
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.slot_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            slot = self.slot_at(event.pos)
            if slot is not None and self.on_click:
                self.on_click(slot)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        for lane in (0, 1):
            r = self.lane_rect(lane)
            pygame.draw.rect(surface, (46, 40, 32), r, border_radius=12)
            pygame.draw.rect(surface, (90, 76, 56), r, 2, border_radius=12)
            s = self.structure_rect(lane)
            pygame.draw.rect(surface, (120, 116, 110), s, border_radius=8)
            pygame.draw.rect(surface, (60, 56, 52), s, 2, border_radius=8)
            theme.text(
                surface,
                self.lane_names[lane],
                s.center,
                size=15,
                weight="semibold",
                colour=(30, 28, 24),
                anchor="center",
            )
            for side in (0, 1):
                for i in range(self.slots):
                    slot = (lane, side, i)
                    sr = self.slot_rect(slot)
                    pygame.draw.rect(surface, (60, 52, 42), sr, border_radius=8)
                    pygame.draw.rect(surface, (84, 72, 56), sr, 1, border_radius=8)
                    if slot in self.legal:
                        pygame.draw.rect(
                            surface, pal.glow, sr, 3 if slot == self.hover else 2, border_radius=8
                        )
