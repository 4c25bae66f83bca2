"""Which click answers which legal action. Every action is a short *path* of things on
the table: a recruit is the crew member in the pool, an attack the section, a commitment
the leader or crew card, a card play the card in the hand and then its target, an
ability its source and then its target, a station the crew member and then the section.
The board walks the paths with the player's clicks: a click that completes exactly one
action plays it; one that leaves several open selects that thing, lights the next step
and puts the remaining choices on buttons. Actions with no path (Pass, Declare, End the
phase) are buttons from the start, so no decision can leave a player stuck.

A token names a thing on the table: ("hand", design), ("char", key) for a leader or a
party crew member, ("section", id), ("pool", crew), ("passive", instance), ("item", uid)
in the response column, ("scan", crew) among the cards a scan looks at.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState

Token = tuple[str, Any]
Path = tuple[Token, ...]


def token(view: StormState, target: Any) -> Token:
    """The thing on the table a card or ability target names."""
    if isinstance(target, int):
        return ("item", target)
    key = str(target)
    if "#" in key:
        return ("passive", key)
    if key in view.game.sections:
        return ("section", key)
    return ("char", key)


def path(view: StormState, action: Action) -> Path:
    kind, a = action.kind, action.args
    if kind == "recruit":
        return (("pool", a[0]),)
    if kind == "attack":
        return (("section", a[0]),)
    if kind in ("commit", "unstation"):
        return (("char", a[0]),)
    if kind == "play":
        head: Token = ("hand", a[0])
        return (head,) if a[1] is None else (head, token(view, a[1]))
    if kind in ("bonus", "defend"):
        return (("hand", a[0]),)
    if kind == "use":
        src = token(view, a[0])
        return (src,) if a[2] is None else (src, token(view, a[2]))
    if kind in ("aim", "move_to"):
        return (token(view, a[0]),)
    if kind == "station":
        return (("char", a[0]), ("section", a[1]))
    if kind in ("scan_top", "scan_bottom"):
        return (("scan", a[0]),)
    return ()


class Walk:
    """The player's clicks so far along the legal actions' paths."""

    def __init__(self, view: StormState, legal: list[Action]):
        self.view = view
        self.legal = legal
        self.paths = {a: path(view, a) for a in legal}
        self.prefix: Path = ()

    def candidates(self) -> list[Action]:
        n = len(self.prefix)
        return [a for a, p in self.paths.items() if p[:n] == self.prefix]

    def next_tokens(self) -> dict[Token, list[Action]]:
        """What may be clicked now, and the actions each click keeps open."""
        n = len(self.prefix)
        out: dict[Token, list[Action]] = {}
        for a in self.candidates():
            p = self.paths[a]
            if len(p) > n:
                out.setdefault(p[n], []).append(a)
        return out

    def buttons(self) -> list[Action]:
        """The actions the table cannot show as the next click: with nothing selected
        those without a path, else those whose path ends at the selection."""
        n = len(self.prefix)
        return [a for a in self.candidates() if len(self.paths[a]) == n]

    def click(self, tok: Token) -> Action | None:
        """Follow a click: the action it completes, or None with the selection moved on
        (or unchanged when the click leads nowhere)."""
        new = (*self.prefix, tok)
        n = len(new)
        matches = [a for a, p in self.paths.items() if p[:n] == new]
        if not matches:
            return None
        if len(matches) == 1 and len(self.paths[matches[0]]) == n:
            return matches[0]
        self.prefix = new
        return None

    def back(self) -> None:
        self.prefix = ()
