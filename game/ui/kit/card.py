"""A card sprite: framed face or back, tapped (rotated), highlighted, with a hover zoom that
shows the full text, as a player would pick the card up to read it."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import assets, theme

CARD_W, CARD_H = 125, 175  # 5:7, like a poker card


@dataclass(frozen=True)
class CardFace:
    """What is printed on a card; ``frame`` names art/cards/<frame>.svg."""

    title: str
    text: str = ""
    cost: str = ""
    kind: str = ""
    icon: str | None = None
    frame: str = "generic"
    back: str = "generic_back"


def frame_name(game_id: str, kind: str) -> str:
    """The frame of a game's card type, or the generic frame when we drew none for it."""
    name = f"{game_id}_{kind}"
    return name if (assets.art_root() / "cards" / f"{name}.svg").exists() else "generic"


def render_face(face: CardFace, size: tuple[int, int]) -> pygame.Surface:
    k = size[0] / 250  # frames are drawn for 250x350
    surf = pygame.Surface(size, pygame.SRCALPHA)
    frame = assets.svg_image(f"cards/{face.frame}.svg", size)
    if frame is not None:
        surf.blit(frame, (0, 0))
    else:
        pygame.draw.rect(surf, (244, 236, 218), surf.get_rect(), border_radius=round(16 * k))
        pygame.draw.rect(
            surf, theme.DEFAULT_ACCENT, surf.get_rect(), 3, border_radius=round(16 * k)
        )
    ink = (28, 24, 20)
    title_size = max(8, round(24 * k))
    title = face.title
    f = theme.font(title_size, "bold")
    while f.size(title)[0] > 170 * k and len(title) > 3:
        title = title[:-2].rstrip() + "…"
    theme.text(
        surf,
        title,
        (26 * k, 35 * k),
        size=title_size,
        weight="bold",
        colour=(250, 246, 236),
        anchor="midleft",
    )
    if face.cost:
        theme.text(
            surf,
            face.cost,
            (222 * k, 35 * k),
            size=max(8, round(22 * k)),
            weight="bold",
            colour=theme.palette().gold,
            anchor="center",
        )
    if face.icon:
        img = assets.icon(face.icon, round(100 * k))
        if img is not None:
            surf.blit(img, img.get_rect(center=(125 * k, 125 * k)))
    if face.kind:
        theme.text(
            surf,
            face.kind.upper(),
            (125 * k, 196 * k),
            size=max(7, round(15 * k)),
            weight="semibold",
            colour=(90, 80, 64),
            anchor="midbottom",
        )
    body = max(7, round(19 * k))
    fb = theme.font(body)
    y = 208 * k
    for line in theme.wrap(face.text, round(200 * k), fb):
        if y + fb.get_linesize() > 328 * k:
            break
        theme.text(surf, line, (26 * k, y), size=body, colour=ink)
        y += fb.get_linesize()
    return surf


@dataclass
class CardSprite:
    face: CardFace
    pos: tuple[float, float] = (0.0, 0.0)  # centre
    size: tuple[int, int] = (CARD_W, CARD_H)
    face_up: bool = True
    tapped: bool = False
    angle: float = 0.0
    highlight: bool = False
    _cache: dict[tuple[bool, tuple[int, int], int], pygame.Surface] = field(default_factory=dict)

    def image(
        self, size: tuple[int, int] | None = None, face_up: bool | None = None
    ) -> pygame.Surface:
        size = size or self.size
        up = self.face_up if face_up is None else face_up
        key = (up, size, theme.style_generation())
        if key not in self._cache:
            if len(self._cache) > 8:  # sizes and styles left behind
                self._cache.clear()
            if up:
                self._cache[key] = render_face(self.face, size)
            else:
                back = assets.svg_image(f"cards/{self.face.back}.svg", size)
                if back is None:
                    back = pygame.Surface(size, pygame.SRCALPHA)
                    pygame.draw.rect(back, (60, 70, 96), back.get_rect(), border_radius=10)
                self._cache[key] = back
        return self._cache[key]

    @property
    def rotation(self) -> float:
        return self.angle + (-90.0 if self.tapped else 0.0)

    @property
    def rect(self) -> pygame.Rect:
        w, h = self.size
        if self.tapped:
            w, h = h, w
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.pos[0]), round(self.pos[1]))
        return r

    def hit(self, point: tuple[int, int]) -> bool:
        if not self.rotation:
            return self.rect.collidepoint(point)
        # undo the rotation around the centre and test against the upright card
        v = pygame.Vector2(point) - pygame.Vector2(self.pos)
        v = v.rotate(self.rotation)
        return abs(v.x) <= self.size[0] / 2 and abs(v.y) <= self.size[1] / 2

    def draw(self, surface: pygame.Surface, *, flip: float | None = None) -> None:
        """``flip`` in [0, 1] animates turning the card over (back first, then face)."""
        img = self.image()
        if flip is not None:
            from game.ui.kit.tween import flip_scale

            scale, show_face = flip_scale(flip)
            img = self.image(face_up=show_face)
            img = pygame.transform.smoothscale(
                img, (max(1, round(img.get_width() * scale)), img.get_height())
            )
        if self.rotation:
            img = pygame.transform.rotate(img, self.rotation)
        rect = img.get_rect(center=(round(self.pos[0]), round(self.pos[1])))
        shadow = img.copy()
        shadow.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(shadow, rect.move(3, 5))
        if self.highlight:
            glow = pygame.Surface((rect.w + 16, rect.h + 16), pygame.SRCALPHA)
            pygame.draw.rect(glow, (*theme.palette().glow, 150), glow.get_rect(), border_radius=16)
            surface.blit(glow, rect.move(-8, -8).topleft)
        surface.blit(img, rect)

    def draw_zoom(self, surface: pygame.Surface, near: tuple[int, int]) -> None:
        """The card at 2x, beside the pointer and inside the screen, for reading."""
        if not self.face_up:
            return
        big = self.image((250, 350), True)
        rect = big.get_rect()
        rect.midleft = (near[0] + 40, near[1])
        if rect.right > surface.get_width() - 8:
            rect.midright = (near[0] - 40, near[1])
        rect.clamp_ip(surface.get_rect().inflate(-16, -16))
        pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 6), border_radius=16)
        surface.blit(big, rect)
