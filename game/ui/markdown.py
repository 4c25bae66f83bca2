"""The Markdown subset our rules references use: headings, paragraphs, bullets, bold,
italics, inline code and tables.

Parsing is separate from drawing so it can be tested without a display, and anything
outside the subset is shown as plain text rather than refused.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PLAIN, BOLD, ITALIC, CODE = "plain", "bold", "italic", "code"
Span = tuple[str, str]  # (text, style): PLAIN, BOLD, ITALIC or CODE
# *words* between single stars that open before a word and close after one (not "2 * 3").
_ITALIC = re.compile(r"(?<![\w*])\*(?=[^\s*])([^*]*?[^\s*])\*(?![\w*])")
Cell = tuple[Span, ...]


@dataclass(frozen=True)
class Block:
    kind: str  # "h1", "h2", "h3", "p", "bullet", "table"
    spans: tuple[Span, ...]
    indent: int = 0
    # A table's rows, the header first; each cell its spans. Empty for other kinds.
    rows: tuple[tuple[Cell, ...], ...] = ()
    # A numbered item's number ("7."), drawn in place of the bullet's dot.
    marker: str = ""


def spans(text: str) -> tuple[Span, ...]:
    """Split ``code``, ``**bold**`` and ``*italic*`` runs; an unmatched marker stays
    literal. Inside backticks nothing is markup (``a**b`` stays as written)."""
    out: list[Span] = []
    pieces = text.split("`")
    if len(pieces) % 2 == 0:  # an odd number of backticks: the last one is text
        pieces = [*pieces[:-2], pieces[-2] + "`" + pieces[-1]]
    for i, piece in enumerate(pieces):
        if i % 2 == 1:
            if piece:
                out.append((piece, CODE))
            continue
        parts = piece.split("**")
        if len(parts) % 2 == 0:  # odd number of markers: keep the last one as text
            parts = [*parts[:-2], parts[-2] + "**" + parts[-1]]
        for j, p in enumerate(parts):
            if j % 2 == 1:
                out.append((p, BOLD))
            elif p:
                out.extend(_italics(p))
    return tuple(s for s in out if s[0])


def _italics(text: str) -> list[Span]:
    out: list[Span] = []
    at = 0
    for m in _ITALIC.finditer(text):
        out.append((text[at : m.start()], PLAIN))
        out.append((m.group(1), ITALIC))
        at = m.end()
    out.append((text[at:], PLAIN))
    return out


def _cells(line: str) -> list[str]:
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|"):
        body = body[:-1]
    return [c.strip() for c in body.split("|")]


def _is_rule(cells: list[str]) -> bool:
    """A table's header rule: every cell dashes, with an optional colon at either end."""
    return bool(cells) and all(c and set(c.strip(":")) == {"-"} for c in cells)


def _table(lines: list[str]) -> Block:
    rows = [_cells(line) for line in lines]
    rows = [r for r in rows if not _is_rule(r)]
    width = max(len(r) for r in rows)
    padded = tuple(tuple(spans(c) for c in [*r, *[""] * (width - len(r))]) for r in rows)
    return Block("table", (), rows=padded)


def parse(source: str) -> list[Block]:
    blocks: list[Block] = []
    para: list[str] = []
    table: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(Block("p", spans(" ".join(para))))
            para.clear()
        if table:
            blocks.append(_table(table))
            table.clear()

    for raw in source.splitlines():
        line = raw.rstrip()
        stripped = line.lstrip()
        if stripped.startswith("|") and not para:
            table.append(stripped)
            continue
        if table:
            flush()
        if not stripped:
            flush()
            continue
        if stripped.startswith("#"):
            flush()
            level = len(stripped) - len(stripped.lstrip("#"))
            title = stripped[level:].strip()
            blocks.append(Block(f"h{min(3, max(1, level))}", spans(title)))
            continue
        if stripped[:2] in ("- ", "* ", "+ ") or (
            stripped.split(" ", 1)[0].rstrip(".").isdigit() and ". " in stripped[:5]
        ):
            flush()
            indent = (len(line) - len(stripped)) // 2
            if stripped[:2] in ("- ", "* ", "+ "):
                marker, body = "", stripped[2:]
            else:
                marker, body = stripped.split(" ", 1)
            blocks.append(Block("bullet", spans(body.strip()), indent, marker=marker))
            continue
        if blocks and blocks[-1].kind == "bullet" and raw.startswith("  ") and not para:
            last = blocks.pop()
            more = (*last.spans, *spans(" " + stripped))
            blocks.append(Block("bullet", more, last.indent, marker=last.marker))
            continue
        para.append(stripped)
    flush()
    return blocks
