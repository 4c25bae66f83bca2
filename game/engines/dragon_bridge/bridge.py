"""Bridge geometry: which tile is what, and which way is "away from the center"."""

from __future__ import annotations

from game.engines.dragon_bridge.content import Layout

LOW, HIGH = 0, 1  # the Dragon sits beyond tile 0 (LOW) or beyond the last tile (HIGH)


class Bridge:
    """A read-only line of tiles shared by every state of a game."""

    def __init__(self, layout: Layout, orange_per_end: int):
        self.layout_id = layout.id
        self.tiles: tuple[frozenset[str], ...] = tuple(
            frozenset(t.split("+")) for t in layout.tiles
        )
        self.size = len(self.tiles)
        self.last = self.size - 1
        self.orange = orange_per_end
        centers = [i for i, t in enumerate(self.tiles) if "center" in t]
        self.center_lo, self.center_hi = min(centers), max(centers)
        self.starts = tuple(i for i, t in enumerate(self.tiles) if "start" in t)

    def has(self, pos: int, kind: str) -> bool:
        return kind in self.tiles[pos]

    def away_dirs(self, pos: int) -> tuple[int, ...]:
        """Directions pointing away from the center from ``pos``; both on a center tile."""
        if self.center_lo <= pos <= self.center_hi:
            return (-1, 1)
        return (-1,) if pos < self.center_lo else (1,)

    @staticmethod
    def toward_dragon(dragon_end: int) -> int:
        return -1 if dragon_end == LOW else 1

    def threatened(self, pos: int, dragon_end: int, count: int) -> bool:
        """The ``count`` orange tiles nearest the Dragon are Threatened."""
        return pos < count if dragon_end == LOW else pos > self.last - count

    def is_exit(self, pos: int, dragon_end: int) -> bool:
        """The orange tiles at the end away from the Dragon are Exit tiles."""
        return pos > self.last - self.orange if dragon_end == LOW else pos < self.orange

    def room(self, pos: int, direction: int) -> int:
        """Tiles between ``pos`` and the end of the bridge in ``direction``."""
        return self.last - pos if direction > 0 else pos

    def distance_to_exit(self, pos: int, dragon_end: int) -> int:
        first_exit = self.last - self.orange + 1 if dragon_end == LOW else self.orange - 1
        return max(0, (first_exit - pos) if dragon_end == LOW else (pos - first_exit))
