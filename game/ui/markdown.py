"""The Markdown subset our rules references use: headings, paragraphs, bullets, bold.

Parsing is separate from drawing so it can be tested without a display, and anything
outside the subset is shown as plain text rather than refused.
"""

from __future__ import annotations

from dataclasses import dataclass

Span = tuple[str, bool]  # (text, bold)


@dataclass(frozen=True)
class Block:
    kind: str  # "h1", "h2", "h3", "p", "bullet"
    spans: tuple[Span, ...]
    indent: int = 0


def spans(text: str) -> tuple[Span, ...]:
    """Split ``**bold**`` runs; an unmatched ``**`` stays literal."""
    parts = text.split("**")
    if len(parts) % 2 == 0:  # odd number of markers: keep the last one as text
        parts = [*parts[:-2], parts[-2] + "**" + parts[-1]]
    return tuple((p, i % 2 == 1) for i, p in enumerate(parts) if p)


def parse(source: str) -> list[Block]:
    blocks: list[Block] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(Block("p", spans(" ".join(para))))
            para.clear()

    for raw in source.splitlines():
        line = raw.rstrip()
        stripped = line.lstrip()
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
            body = stripped[2:] if stripped[:2] in ("- ", "* ", "+ ") else stripped
            blocks.append(Block("bullet", spans(body.strip()), indent))
            continue
        if blocks and blocks[-1].kind == "bullet" and raw.startswith("  ") and not para:
            last = blocks.pop()
            blocks.append(Block("bullet", (*last.spans, (" " + stripped, False)), last.indent))
            continue
        para.append(stripped)
    flush()
    return blocks
