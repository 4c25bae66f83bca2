"""Where everything sits on the table; one place so drawing, clicking and the tests'
click points can never disagree."""

from __future__ import annotations

import pygame

LANE_CARD = (76, 106)
HAND_CARD = (84, 118)
OPP_CARD = (52, 72)
DRAFT_CARD = (132, 185)
HAND_STEP = 92
OPP_STEP = 58
BRIDGE_W = 74


class Layout:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        r = self.rect
        self.opp_y = r.y + 50
        self.opp_x = r.centerx + 70
        self.hand_y = r.y + 542
        self.status = pygame.Rect(r.x + 8, r.y + 394, r.w - 16, 42)
        self.button = pygame.Rect(r.right - 232, self.status.y + 3, 216, 36)
        self.plaque = pygame.Rect(r.x + 8, r.y + 12, 170, 76)

    def lane(self, lane: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 8, self.rect.y + 96 + lane * 150, self.rect.w - 16, 142)

    def bridge(self, lane: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, BRIDGE_W, self.lane(lane).h)
        r.center = self.lane(lane).center
        return r

    def side_rect(self, lane: int, left: bool) -> pygame.Rect:
        """The half of a lane one player's creatures queue in."""
        lr, br = self.lane(lane), self.bridge(lane)
        if left:
            return pygame.Rect(lr.x, lr.y, br.x - lr.x, lr.h)
        return pygame.Rect(br.right, lr.y, lr.right - br.right, lr.h)

    def creature(self, lane: int, left: bool, index: int, count: int) -> pygame.Rect:
        """Index 0 stands next to the bridge; the queue squeezes when it grows long."""
        side = self.side_rect(lane, left)
        w, h = LANE_CARD
        room = side.w - 20 - w
        step = min(w + 8, room / max(1, count - 1)) if count > 1 else 0
        br = self.bridge(lane)
        if left:
            cx = br.x - 10 - w / 2 - index * step
        else:
            cx = br.right + 10 + w / 2 + index * step
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(cx), side.centery)
        return r

    def hand_card(self, index: int, count: int, *, mine: bool) -> pygame.Rect:
        w, h = HAND_CARD if mine else OPP_CARD
        step: float = HAND_STEP if mine else OPP_STEP
        width = self.rect.w - 40 if mine else self.rect.right - self.plaque.right - 30
        step = min(step, (width - w) / max(1, count - 1)) if count > 1 else 0
        cx = self.rect.centerx if mine else self.opp_x
        x0 = cx - step * (count - 1) / 2
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(x0 + index * step), self.hand_y if mine else self.opp_y)
        return r

    def draft_card(self, index: int, count: int) -> pygame.Rect:
        w, h = DRAFT_CARD
        step = w + 24
        x0 = self.rect.centerx - step * (count - 1) / 2
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(x0 + index * step), self.rect.y + 298)
        return r
