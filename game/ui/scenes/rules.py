"""The rules reference: content/<game>/rules.md rendered from our Markdown subset."""

from __future__ import annotations

from typing import Any

import pygame

from game.core import registry
from game.core.paths import content_root
from game.ui import markdown, theme
from game.ui.scenes.common import WidgetScene
from game.ui.widgets.button import Button
from game.ui.widgets.scrolltext import ScrollText

TEXT_RECT = pygame.Rect(170, 128, 940, 492)


class RulesScene(WidgetScene):
    name = "rules"

    def __init__(self, app: Any, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        entry = registry.catalogue_entry(game_id)
        self.title = entry.name if entry else game_id
        self.subtitle = "Rules reference"
        self.text = ScrollText(TEXT_RECT.inflate(-24, -24))
        self.text.set_blocks(markdown.parse(self._source()))
        self.add(self.text)
        self.add(Button((560, 640, 160, 50), "Back", self.app.pop, style="primary"))

    def _source(self) -> str:
        root = self.app.content_root or content_root()
        path = root / self.game_id / "rules.md"
        try:
            return path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return (
                "# Rules not written yet\n\nThis game's rules reference "
                f"(`content/{self.game_id}/rules.md`) is not installed yet."
            )
        except (OSError, UnicodeDecodeError) as exc:
            return f"# Rules unavailable\n\nThe rules file cannot be read: {exc}"

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_heading(surface)
        page = TEXT_RECT
        pygame.draw.rect(surface, (8, 10, 14), page.move(0, 5), border_radius=14)
        theme.panel(surface, page, colour=(34, 38, 48), radius=14, shadow=False)
        self.draw_widgets(surface)
