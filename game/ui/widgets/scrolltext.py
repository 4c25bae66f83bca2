"""A scrollable column of rich text (rules, the game log): wheel, drag and click to scroll."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.markdown import BOLD, CODE, ITALIC, PLAIN, Block, Cell, Span

STYLE = {  # kind -> (size, weight of plain text, space above)
    "h1": (30, "title", 14),
    "h2": (23, "title", 14),
    "h3": (19, "bold", 10),
    "p": (17, "regular", 8),
    "bullet": (17, "regular", 4),
    "log": (15, "regular", 3),
    "table": (15, "regular", 10),
}
CODE_TINT = (168, 204, 232)  # inline code: a file or key name, set apart without a mono font
CELL_PAD = 8  # each side of a table cell


class ScrollText:
    def __init__(self, rect: pygame.Rect, *, stick_to_bottom: bool = False):
        self.rect = pygame.Rect(rect)
        self.blocks: list[tuple[Block, theme.Colour | None]] = []
        self.offset = 0.0
        self.stick = stick_to_bottom
        self._lines: list[tuple[int, pygame.Surface]] | None = None
        self._style = theme.style_generation()  # the style _lines was laid out in
        self._height = 0
        self._drag: int | None = None

    # --- content --------------------------------------------------------------------
    def set_blocks(self, blocks: list[Block]) -> None:
        self.blocks = [(b, None) for b in blocks]
        self._lines = None
        self.offset = 0.0

    def append(self, message: str, colour: theme.Colour | None = None, kind: str = "log") -> None:
        self.blocks.append((Block(kind, ((message, PLAIN),)), colour))
        self._lines = None
        if self.stick:
            self.offset = 1e9

    def clear(self) -> None:
        self.blocks.clear()
        self._lines = None
        self.offset = 0

    # --- layout ----------------------------------------------------------------------
    def _layout(self) -> list[tuple[int, pygame.Surface]]:
        if self._lines is not None and self._style == theme.style_generation():
            return self._lines
        if self._lines is not None and self.stick:
            self.offset = 1e9  # a log re-laid in a new style still ends at its last line
        self._style = theme.style_generation()
        pal = theme.palette()
        lines: list[tuple[int, pygame.Surface]] = []
        y = 0
        width = self.rect.w - 26
        for block, colour in self.blocks:
            size, weight, gap = STYLE.get(block.kind, STYLE["p"])
            y += gap
            if block.kind == "table":
                y = self._layout_table(block, lines, y, width)
                continue
            indent = 0
            if block.kind == "bullet":
                indent = (30 if block.marker else 22) + 20 * block.indent
            fg = colour or (pal.gold if block.kind in ("h1", "h2") else pal.text)
            rows = self._wrap(block.spans, size, weight, width - indent, fg)
            for i, row in enumerate(rows):
                if block.kind == "bullet" and i == 0:
                    dot = pygame.Surface((indent, row.get_height()), pygame.SRCALPHA)
                    if block.marker:  # "7.": the number in the dot's place, right-aligned
                        num = theme.rendered(block.marker, size, "semibold", pal.gold)
                        dot.blit(num, (indent - 6 - num.get_width(), 0))
                    else:
                        mid = (indent - 12, row.get_height() // 2 + 1)
                        pygame.draw.circle(dot, pal.gold, mid, 3)
                    lines.append((y, dot))
                lines.append((y, _offset(row, indent)))
                y += row.get_height()
            if block.kind == "h1":
                rule = pygame.Surface((width, 2), pygame.SRCALPHA)
                rule.fill((*pal.gold, 90))
                lines.append((y + 2, rule))
                y += 6
        self._lines = lines
        self._height = y + 10
        return lines

    def _layout_table(
        self, block: Block, lines: list[tuple[int, pygame.Surface]], y: int, width: int
    ) -> int:
        """A Markdown table as rows of cells, each wrapped in its column: the columns take
        their natural widths when the table fits, else share the room by how much each
        would like beyond its longest word. Returns the y under the table."""
        size, weight, _ = STYLE["table"]
        pal = theme.palette()
        cols = len(block.rows[0])
        natural = [0] * cols
        least = [0] * cols
        for row in block.rows:
            for c, cell in enumerate(row):
                words = [w for text, _ in cell for w in text.split(" ") if w]
                natural[c] = max(natural[c], _cell_width(cell, size))
                widest = max((theme.text_width(w, size, "bold") for w in words), default=0)
                least[c] = max(least[c], widest)
        natural = [n + 2 * CELL_PAD for n in natural]
        least = [m + 2 * CELL_PAD for m in least]
        if sum(natural) <= width:
            widths = natural
        else:
            spare = max(0, width - sum(least))
            wants = [n - m for n, m in zip(natural, least, strict=True)]
            total_want = sum(wants) or 1
            widths = [m + spare * w // total_want for m, w in zip(least, wants, strict=True)]
        table_w = sum(widths)
        line_h = theme.font(size, weight).get_linesize()
        for r, row in enumerate(block.rows):
            header = r == 0
            cells = [
                self._wrap(
                    _bold(cell) if header else cell, size, weight, w - 2 * CELL_PAD, pal.text
                )
                for cell, w in zip(row, widths, strict=True)
            ]
            height = max(len(c) for c in cells) * line_h + 6
            surf = pygame.Surface((table_w, height), pygame.SRCALPHA)
            if header:
                surf.fill((*pal.gold, 38))
            x = 0
            for rows_of_cell, w in zip(cells, widths, strict=True):
                for i, img in enumerate(rows_of_cell):
                    surf.blit(img, (x + CELL_PAD, 3 + i * line_h))
                x += w
            edge = (*pal.gold, 120) if header else (*pal.text_dim, 50)
            pygame.draw.line(surf, edge, (0, height - 1), (table_w, height - 1))
            lines.append((y, surf))
            y += height
        return y + 4

    def _wrap(
        self, parts: tuple[Span, ...], size: int, weight: str, width: int, fg: theme.Colour
    ) -> list[pygame.Surface]:
        bold_weight = "title" if weight == "title" else "bold"
        code_weight = "title" if weight == "title" else "semibold"
        # Words keep their weight name, not a font: a game's symbols (⚡, ⚙) are drawn
        # from the symbol font by theme.rendered, and measured the same way.
        words: list[tuple[str, str, theme.Colour]] = []
        for chunk, style in parts:
            w_name = {BOLD: bold_weight, CODE: code_weight}.get(style, weight)
            if style == ITALIC and weight == "regular":  # a heading keeps its own face
                w_name = "italic"
            tint = CODE_TINT if style == CODE else fg
            for i, word in enumerate(chunk.split(" ")):
                if word or i > 0:
                    words.append(((" " if i > 0 else "") + word, w_name, tint))
        rows: list[list[tuple[str, str, theme.Colour]]] = [[]]
        x = 0
        for word, w_name, tint in words:
            w = theme.text_width(word, size, w_name)
            if x + w > width and rows[-1]:
                rows.append([])
                word = word.lstrip(" ")
                w = theme.text_width(word, size, w_name)
                x = 0
            rows[-1].append((word, w_name, tint))
            x += w
        line_h = theme.font(size, weight).get_linesize()
        out: list[pygame.Surface] = []
        for row in rows:
            total = sum(theme.text_width(word, size, w_name) for word, w_name, _ in row) or 1
            surf = pygame.Surface((min(total, width + 40), line_h), pygame.SRCALPHA)
            x = 0
            for word, w_name, tint in row:
                img = theme.rendered(word, size, w_name, tint)
                surf.blit(
                    img, (x, (line_h - img.get_height()) // 2 if img.get_height() > line_h else 0)
                )
                x += img.get_width()
            out.append(surf)
        return out

    @property
    def content_height(self) -> int:
        self._layout()
        return self._height

    @property
    def max_offset(self) -> float:
        return max(0.0, self.content_height - self.rect.h + 16)

    def scroll(self, pixels: float) -> None:
        self.offset = min(self.max_offset, max(0.0, self.offset + pixels))

    # --- input -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()):
                self.scroll(-event.y * 48)
                return True
            return False
        bar = self._bar_track()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if bar.collidepoint(event.pos) and self.max_offset > 0:
                self._drag = event.pos[1]
                self._jump(event.pos[1])
                return True
            if self.rect.collidepoint(event.pos) and event.button in (4, 5):
                self.scroll(48 if event.button == 5 else -48)
                return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            self._jump(event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._drag is not None:
            self._drag = None
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll(self.rect.h * (0.9 if event.key == pygame.K_PAGEDOWN else -0.9))
            return True
        return False

    def _bar_track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - 12, self.rect.y + 6, 8, self.rect.h - 12)

    def _jump(self, y: int) -> None:
        track = self._bar_track()
        frac = (y - track.y) / max(1, track.h)
        self.offset = min(self.max_offset, max(0.0, frac * self.max_offset))

    # --- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lines = self._layout()
        self.offset = min(self.max_offset, max(0.0, self.offset))
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4).clip(clip) if clip else self.rect)
        top = self.rect.y + 8 - int(self.offset)
        for y, img in lines:
            sy = top + y
            if sy + img.get_height() < self.rect.y or sy > self.rect.bottom:
                continue
            surface.blit(img, (self.rect.x + 10, sy))
        surface.set_clip(clip)
        if self.max_offset > 0:
            track = self._bar_track()
            pygame.draw.rect(surface, (50, 56, 70), track, border_radius=4)
            frac = self.rect.h / max(1, self.content_height)
            h = max(28, round(track.h * min(1.0, frac)))
            y = track.y + round((track.h - h) * (self.offset / self.max_offset))
            pygame.draw.rect(
                surface, theme.palette().gold, (track.x, y, track.w, h), border_radius=4
            )


def _bold(cell: Cell) -> Cell:
    """A header cell: its plain words bold (code stays code)."""
    return tuple((text, BOLD if style == PLAIN else style) for text, style in cell)


def _cell_width(cell: Cell, size: int) -> int:
    """A cell's width on one line, at the boldest weight it may be drawn in (a header)."""
    return sum(
        theme.text_width(text, size, "semibold" if style == CODE else "bold")
        for text, style in cell
    )


def _offset(img: pygame.Surface, dx: int) -> pygame.Surface:
    if not dx:
        return img
    out = pygame.Surface((img.get_width() + dx, img.get_height()), pygame.SRCALPHA)
    out.blit(img, (dx, 0))
    return out
