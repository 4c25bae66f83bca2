"""The general board: any game playable through its legal actions, until its own board lands.

It is honest about what it is (a tag says "General board") and still pleasant: every
legal action is a button grouped by kind, the public summary shows scores and whose turn
it is, and the last events slide in as small cards.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import cast

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.ui import theme
from game.ui.boards import Board
from game.ui.seats import seat_name, seat_role
from game.ui.widgets.button import Button

RECENT = 5


class GenericBoard(Board):
    def __init__(self, *args: object, **kwargs: object):
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.buttons: list[tuple[Button, Action]] = []
        self.headers: list[tuple[str, int]] = []
        self.recent: list[Event] = []
        self._cards: dict[tuple[int, tuple[int, int], int], tuple[Event, pygame.Surface]] = {}
        self.scroll = 0
        self.content_h = 0
        self.actions_rect = pygame.Rect(
            self.rect.x + 16, self.rect.y + 132, self.rect.w - 32, self.rect.h - 132 - 150
        )
        self.refresh()

    # --- layout ---------------------------------------------------------------------
    def refresh(self) -> None:
        self.buttons.clear()
        self.headers.clear()
        groups: OrderedDict[str, list[Action]] = OrderedDict()
        for action in self.legal_actions():
            groups.setdefault(action.kind, []).append(action)
        area = self.actions_rect
        y = 40
        f = theme.font(16, "semibold")
        for kind, actions in groups.items():
            self.headers.append((kind.replace("_", " ").upper(), y))
            y += 26
            x = 0
            for action in actions:
                label = str(action)
                w = min(area.w - 20, max(150, f.size(label)[0] + 40))
                if x + w > area.w - 20 and x > 0:
                    x = 0
                    y += 54
                rect = pygame.Rect(area.x + x, area.y + y, w, 44)
                button = Button(
                    rect,
                    label,
                    cast("Callable[[], None]", lambda a=action: self.propose(a)),
                    size=16,
                )
                self.buttons.append((button, action))
                x += w + 12
            y += 64
        self.content_h = y
        self.scroll = min(self.scroll, max(0, self.content_h - area.h))

    def on_events(self, events: list[Event]) -> None:
        for event in events:
            self.recent.append(event)
            key = f"event{id(event)}"
            self.anim.fade(key, 0.0, 1.0, 0.35)
        self.recent = self.recent[-RECENT:]
        if events:
            self.anim.fade("actions", 0.0, 1.0, 0.25)

    # --- input ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.actions_rect.collidepoint(
            pygame.mouse.get_pos()
        ):
            limit = max(0, self.content_h - self.actions_rect.h)
            self.scroll = min(limit, max(0, self.scroll - event.y * 40))
            return True
        if hasattr(event, "pos") and not self.actions_rect.collidepoint(event.pos):
            if event.type == pygame.MOUSEMOTION:
                for button, _ in self.buttons:
                    button.hover = False
            return False
        moved = _shift(event, self.scroll)
        return any(button.handle_event(moved) for button, _ in self.buttons)

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        theme.panel(surface, self.rect, alpha=200)
        self._draw_plaques(surface)
        state = self.session.state
        area = self.actions_rect
        title_y = self.rect.y + 112
        if state.is_over:
            heading = "The game is over"
        elif self.my_decision:
            heading = f"Your decision, {seat_name(self.session.seats, self.viewer)}"
        else:
            who = state.current_player
            heading = f"Waiting for {seat_name(self.session.seats, who or 0)}"
        theme.text(
            surface,
            heading,
            (area.x, title_y),
            size=22,
            weight="title",
            colour=pal.gold,
            anchor="midleft",
        )
        theme.text(
            surface,
            "General board",
            (self.rect.right - 20, self.rect.y + 14),
            size=13,
            colour=pal.text_dim,
            anchor="topright",
        )
        alpha = float(self.anim.value("actions", 1.0))  # type: ignore[arg-type]
        # Fading in needs a layer; the rest of the time draw straight onto the table.
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA) if alpha < 1 else surface
        saved_clip = layer.get_clip()
        layer.set_clip(area)
        for text, y in self.headers:
            sy = area.y + y - self.scroll - 10
            theme.text(
                layer,
                text,
                (area.x + 2, sy),
                size=13,
                weight="bold",
                colour=pal.text_dim,
                anchor="midleft",
            )
            pygame.draw.line(
                layer, (*pal.panel_edge, 255), (area.x + 120, sy), (area.right - 20, sy)
            )
        for button, _ in self.buttons:
            saved = button.rect
            button.rect = saved.move(0, -self.scroll)
            if button.hover:
                glow = button.rect.inflate(10, 10)
                pygame.draw.rect(layer, (*pal.glow, 90), glow, border_radius=14)
            button.draw(layer)
            button.rect = saved
        if not self.buttons and not state.is_over and not self.my_decision:
            theme.text(
                layer,
                "Watch the table: the next move is not yours.",
                (area.centerx, area.centery),
                size=18,
                colour=pal.text_dim,
                anchor="center",
            )
        layer.set_clip(saved_clip)
        if layer is not surface:
            layer.set_alpha(round(255 * alpha))
            surface.blit(layer, (0, 0))
        if self.content_h > area.h:
            hint = "scroll for more actions" if self.scroll < self.content_h - area.h else ""
            if hint:
                theme.text(
                    surface,
                    hint,
                    (area.right - 8, area.bottom + 4),
                    size=13,
                    colour=pal.text_dim,
                    anchor="topright",
                )
        self._draw_recent(surface)

    def _draw_plaques(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        state = self.session.state
        seats = self.session.seats
        n = len(seats)
        gap = 12
        w = (self.rect.w - 32 - gap * (n - 1)) // n
        scores = state.scores
        for seat in range(n):
            r = pygame.Rect(self.rect.x + 16 + seat * (w + gap), self.rect.y + 30, w, 62)
            colour = theme.seat_colour(seat)
            deciding = state.current_player == seat and not state.is_over
            pygame.draw.rect(surface, (18, 20, 27), r, border_radius=10)
            if deciding:
                pygame.draw.rect(surface, pal.glow, r.inflate(4, 4), 2, border_radius=12)
            pygame.draw.rect(
                surface,
                colour,
                (r.x, r.y, 8, r.h),
                border_top_left_radius=10,
                border_bottom_left_radius=10,
            )
            name = seat_name(seats, seat) + (" (you)" if seat == self.viewer else "")
            theme.text(surface, name, (r.x + 20, r.y + 8), size=17, weight="semibold")
            theme.text(
                surface, seat_role(seats, seat), (r.x + 20, r.y + 34), size=14, colour=pal.text_dim
            )
            score = scores[seat] if seat < len(scores) else 0
            shown = theme.number_text(score)
            theme.text(
                surface,
                shown,
                (r.right - 14, r.centery),
                size=28,
                weight="bold",
                colour=colour,
                anchor="midright",
            )

    def _draw_recent(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        top = self.rect.bottom - 136
        theme.text(
            surface,
            "LAST EVENTS",
            (self.rect.x + 18, top),
            size=13,
            weight="bold",
            colour=pal.text_dim,
        )
        if not self.recent:
            theme.text(
                surface,
                "Nothing has happened yet.",
                (self.rect.x + 18, top + 30),
                size=15,
                colour=pal.text_dim,
            )
            return
        w = (self.rect.w - 32 - 10 * (RECENT - 1)) // RECENT
        for i, event in enumerate(self.recent):
            k = float(self.anim.value(f"event{id(event)}", 1.0))  # type: ignore[arg-type]
            r = pygame.Rect(self.rect.x + 16 + i * (w + 10), top + 22 + round((1 - k) * 30), w, 96)
            card = self._event_card(event, r.size)
            if k < 1:
                card = card.copy()
                card.set_alpha(round(255 * k))
            surface.blit(card, r)

    def _event_card(self, event: Event, size: tuple[int, int]) -> pygame.Surface:
        """One small card per event, drawn once: the text never changes."""
        key = (id(event), size, theme.style_generation())
        cached = self._cards.get(key)
        if cached is not None and cached[0] is event:
            return cached[1]
        pal = theme.palette()
        f = theme.font(14)
        card = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(card, (244, 236, 218), card.get_rect(), border_radius=8)
        stripe = theme.seat_colour(event.seat) if event.seat is not None else pal.gold
        pygame.draw.rect(
            card, stripe, (0, 0, size[0], 6), border_top_left_radius=8, border_top_right_radius=8
        )
        y = 12
        for line in theme.wrap(event.text, size[0] - 16, f)[:4]:
            card.blit(f.render(line, True, (40, 36, 30)), (8, y))
            y += f.get_linesize()
        if len(self._cards) > 64:
            self._cards.clear()
        self._cards[key] = (event, card)
        return card


def _shift(event: pygame.event.Event, scroll: int) -> pygame.event.Event:
    """The event with its position moved into the scrolled content's coordinates."""
    if scroll and hasattr(event, "pos"):
        data = dict(event.dict)
        data["pos"] = (event.pos[0], event.pos[1] + scroll)
        return pygame.event.Event(event.type, data)
    return event
