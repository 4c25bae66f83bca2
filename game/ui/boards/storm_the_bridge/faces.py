"""Card faces drawn by us, at any size: leaders and crew (blue border), ship sections
(purple), instants (yellow) and passives (green, with the strip whose colour names what
they attach to), and the shared back. Small faces carry what a player reads across the
table (name, combat, influence, To Recruit, To Take); from 150 pixels tall the ability
text is printed too, which the hover zoom uses. Faces are cached: most are drawn every
frame at the same size."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.ui import assets, theme
from game.ui.kit.textfit import disc_size, fit_block, fit_line, fit_size, shortened, squeezed
from game.ui.kit.textfit import draw as draw_fitted

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.content import Ability
    from game.engines.storm_the_bridge.game import StormGame

INK = (236, 232, 222)
DIM = (170, 176, 196)
PAPER = (24, 28, 40)
BLUE = (92, 150, 250)
PURPLE = (176, 112, 236)
YELLOW = (238, 200, 72)
GREEN = (92, 200, 124)
COMBAT = (232, 96, 84)
INFLUENCE = (230, 190, 90)
AFFILIATIONS: dict[str, tuple[int, int, int]] = {
    "command": (226, 184, 92),
    "engineering": (236, 134, 60),
    "security": (220, 80, 80),
    "science": (90, 190, 220),
    "diplomatic": (150, 210, 120),
}
STRIPS = {"blue": BLUE, "purple": PURPLE}
SMALL = 9  # the smallest words on a card (LEADER, DEF, TAKE, VICTORY, a strip's name)


def border_of(game: StormGame, key: str) -> tuple[int, int, int]:
    """The printed border: blue for leaders and crew, purple for sections, yellow for
    instants, green for passives."""
    if key in game.sections:
        return PURPLE
    if key in game.actions:
        return GREEN if game.actions[key].type == "passive" else YELLOW
    return BLUE


def strip_colour(game: StormGame, design: str) -> tuple[int, int, int]:
    """A passive's strip: the colour of the kind of card it attaches to."""
    return STRIPS.get(game.actions[design].strip or "blue", BLUE)


def _badge(
    surf: pygame.Surface, centre: tuple[int, int], value: str, colour: tuple[int, int, int], r: int
) -> None:
    pygame.draw.circle(surf, (12, 14, 20), centre, r + 1)
    pygame.draw.circle(surf, colour, centre, r)
    theme.text(
        surf,
        value,
        centre,
        size=disc_size(value, r, max(SMALL, round(r * 1.2))),
        weight="bold",
        colour=(20, 16, 12),
        anchor="center",
    )


def _frame(size: tuple[int, int], border: tuple[int, int, int], thick: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, w // 10)
    pygame.draw.rect(surf, border, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-2 * thick, -2 * thick)
    pygame.draw.rect(surf, PAPER, inner, border_radius=max(2, radius - thick))
    top = pygame.Rect(inner.x, inner.y, inner.w, max(12, h // 5))
    pygame.draw.rect(surf, theme.shade(border, 0.42), top, border_radius=max(2, radius - thick))
    return surf


Pair = tuple[int, int]


@lru_cache(maxsize=512)
def face(
    game: StormGame,
    key: str,
    size: tuple[int, int],
    now: Pair | None = None,
    bonus: int | None = None,
) -> pygame.Surface:
    """The face of a leader (``leader:<id>``), crew member, section or action design.

    ``now`` is what the table knows and the print does not: a character's combat and
    influence as they stand (every passive and modifier counted), or a held section's
    defence bonus and the defence it has with its defenders, so the face a player reads
    across the table is the number that counts, not the printed one."""
    if key.startswith("leader:"):
        return _person(game, key.split(":", 1)[1], size, leader=True, now=now)
    if key in game.sections:
        return _section(game, key, size, held=now, bonus=bonus)
    if key in game.actions:
        return _action(game, key, size)
    return _person(game, key, size, leader=False, now=now)


UP = (120, 236, 140)  # a stat raised above its print
DOWN = (255, 120, 110)  # a stat lowered under it
HELD_DEF = (120, 170, 255)  # a held section's defence with its defenders


def _stat_badge(
    surf: pygame.Surface,
    centre: tuple[int, int],
    value: int,
    printed: int,
    colour: tuple[int, int, int],
    r: int,
) -> None:
    """A stat badge showing ``value``; one that differs from its print is ringed and
    arrowed (green up, red down) so a player sees at once it is modified."""
    _badge(surf, centre, str(value), colour, r)
    if value == printed:
        return
    mark = UP if value > printed else DOWN
    pygame.draw.circle(surf, mark, centre, r + 1, 2)
    x, y = centre[0] + r - 1, centre[1] - r + 1
    a = max(3, r // 2)
    if value > printed:
        pts = [(x, y - a), (x + a, y + a // 2), (x - a, y + a // 2)]
    else:
        pts = [(x, y + a), (x + a, y - a // 2), (x - a, y - a // 2)]
    pygame.draw.polygon(surf, (12, 14, 20), [(px, py + 1) for px, py in pts])
    pygame.draw.polygon(surf, mark, pts)


def title_lines(name: str, width: int, size: int) -> tuple[tuple[str, ...], int]:
    """A face's name by the board's one rule for names: whole on one line from ``size``
    down to three points smaller, else wrapped whole onto two lines at that floor; a
    word too long for the card ("Insubordination" on a hand card) goes smaller still,
    down to the card's smallest words, before it is cut with an ellipsis (the
    hover has it whole). Never initialled: "D. Suite" and "Dabs Prit…" side by side
    read as two different rules."""
    low = max(SMALL, size - 3)
    fitted = fit_line(name, width, start=size, low=low)
    if not fitted.truncated:
        return fitted.lines, fitted.size
    two = fit_block(name, width, 10_000, start=low, low=SMALL, weight="bold", max_lines=2)
    if not two.truncated:
        return two.lines, two.size
    # A word too long for the card: cut on one line, never mid-wrapped.
    return (one_line(name, width, low),), low


def name_width(w: int) -> int:
    """How wide a face's name may print on a card ``w`` wide: a margin of a twentieth
    each side (at least 4 px), a little less than the rest of the face keeps, so that a
    long name finds its room before it must shrink."""
    return w - 2 * max(4, w // 20)


@dataclass(frozen=True)
class NameBand:
    """Where a face's name goes: its lines at ``size`` from ``top``, ``step`` apart, and
    the y under them (``bottom``), where the rest of the face starts."""

    lines: tuple[str, ...]
    size: int
    top: int
    step: int
    bottom: int


def name_band(name: str, w: int, big: bool) -> NameBand:
    pad = max(4, w // 14)
    size = 18 if big else max(9, min(12, w // 6))
    lines, got = title_lines(name, name_width(w), size)
    step = theme.font(got, "bold").get_linesize()
    top = pad
    if len(lines) > 1:
        top = max(2, pad - 2)
        step -= 2  # two lines of a small name sit tight, inside the title band
    bottom = top + step * len(lines) + (2 if len(lines) > 1 else 0)
    return NameBand(lines, got, top, step, bottom)


PILL_HALF = 8  # half a marker pill's height


def badge_radius(w: int, big: bool) -> int:
    """A leader's or crew member's stat badges' radius (To Recruit's is one less)."""
    return 16 if big else max(8, w // 8)


@lru_cache(maxsize=256)
def marker_y(game: StormGame, key: str, size: tuple[int, int]) -> int:
    """Where a marker pill (TARGET, COMMITTED) crosses a leader or crew card: the middle
    of the blank band between what sits under the name (To Recruit, or the word LEADER)
    and the stat badges at the foot, so the marker hides no number. On the small cards
    of a crowded party the band is narrower than a pill, which then keeps clear of the
    stats (what a commit is about) and may cover the foot of To Recruit (a crew member
    in a party is recruited already). Cached: the table asks for it every frame."""
    w, h = size
    leader = key.startswith("leader:")
    card = game.leaders[key.split(":", 1)[1]] if leader else game.crew[key]
    big = h >= 150
    under = name_band(card.name, w, big).bottom
    r = badge_radius(w, big)
    if leader:
        under += 1 + theme.font(SMALL, "bold").get_linesize()
    else:
        under += 2 * r  # the To Recruit badge's foot
    stats = h - 2 * r - 5
    return min((under + stats) // 2, stats - PILL_HALF)


SECTION_MARK_Y = 43  # a section's empty middle, where the Bridge prints VICTORY


def section_radius(w: int, big: bool) -> int:
    """A section's badges' radius (DEF's shield and To Take's disc)."""
    return 16 if big else max(9, w // 8)


@lru_cache(maxsize=64)
def section_marker_y(game: StormGame, sid: str, size: tuple[int, int], half: int) -> int:
    """Where the TARGET pill (``half`` its height) crosses a section: its empty middle,
    or under a name wrapped onto two lines, which it hid (at 125% a rival's Diplomatic
    Suite read "Diplomatic"); on a card too short for both, the name stays whole and
    the pill may run over the top of the badges' rims. Cached: asked every frame."""
    w, h = size
    big = h >= 150
    under = name_band(game.sections[sid].name, w, big).bottom
    stats = h - 2 * section_radius(w, big) - 5
    return max(min(SECTION_MARK_Y, h // 2), min(under + half + 1, stats + half // 2))


def _title(surf: pygame.Surface, name: str, sub: str, big: bool) -> int:
    """Name (and title) across the top band; returns the y under them."""
    w, _h = surf.get_size()
    pad = max(4, w // 14)
    band = name_band(name, w, big)
    y = band.top
    for line in band.lines:
        theme.text(
            surf, line, (w // 2, y), size=band.size, weight="bold", colour=INK, anchor="midtop"
        )
        y += band.step
    y = band.bottom
    if sub and big:  # a compact card leaves its title to the hover panel
        sub_size = 13
        theme.text(
            surf,
            shortened(sub, w - 2 * pad, sub_size, "semibold"),
            (w // 2, y - 1),
            size=sub_size,
            weight="semibold",
            colour=DIM,
            anchor="midtop",
        )
        y += theme.font(sub_size, "semibold").get_linesize()
    return y


def _dot_y(h: int, under_title: int) -> int:
    """The affiliation dot's height: in the title band's corner, or under a name
    wrapped onto two lines, which it would otherwise sit on."""
    y = h // 5 + 4
    return y if under_title <= y - 2 else under_title + 4


def _body(surf: pygame.Surface, text: str, top: int, bottom: int) -> None:
    w, _ = surf.get_size()
    pad = max(6, w // 14)
    box = pygame.Rect(pad, top, w - 2 * pad, bottom - top)
    if box.h < 14 or not text:
        return
    fitted = fit_block(text, box.w, box.h, start=14, low=10)
    draw_fitted(surf, fitted, box, INK, align="left", valign="top")


def _person(
    game: StormGame, pid: str, size: tuple[int, int], *, leader: bool, now: Pair | None = None
) -> pygame.Surface:
    if leader:
        card = game.leaders[pid]
        sub = card.title
        affiliation: str | None = card.affiliation
        ability: Ability | None = card.ability
        recruit = None
    else:
        crew = game.crew[pid]
        sub = crew.title
        affiliation = crew.affiliation
        ability = crew.ability
        recruit = crew.to_recruit
        card = crew  # type: ignore[assignment]
    w, h = size
    big = h >= 150
    surf = _frame(size, BLUE, 3 if leader else 2)
    if leader:
        pygame.draw.rect(surf, theme.shade(BLUE, 1.3), surf.get_rect(), 1, border_radius=w // 10)
    y = _title(surf, card.name, sub, big)
    if affiliation is not None:
        colour = AFFILIATIONS.get(affiliation, DIM)
        pygame.draw.circle(surf, colour, (max(7, w // 10), _dot_y(h, y)), max(3, w // 22))
    r = badge_radius(w, big)
    combat, influence = now if now is not None else (card.combat, card.influence)
    _stat_badge(surf, (r + 4, h - r - 5), combat, card.combat, COMBAT, r)
    _stat_badge(surf, (w - r - 4, h - r - 5), influence, card.influence, INFLUENCE, r)
    if recruit is not None:
        # To Recruit, top right, white on blue: what the pool's crew cost.
        _badge(surf, (w - r - 3, y + r + 1), str(recruit), (210, 224, 255), r - 1)
    if leader and not big:
        theme.text(
            surf,
            "LEADER",
            (w // 2, y + 1),
            size=SMALL,
            weight="bold",
            colour=BLUE,
            anchor="midtop",
        )
    if big and ability is not None:
        _body(surf, f"{ability.name}: {ability.text}", y + 2 * r + 10, h - 2 * r - 14)
    elif ability is not None and h >= 80:
        # A mark that this card has an ability worth a hover.
        theme.text(
            surf,
            "✦",
            (w // 2, h - r - 6),
            size=10,
            weight="symbols",
            colour=theme.shade(BLUE, 1.4),
            anchor="center",
        )
    return surf


def _section(
    game: StormGame,
    sid: str,
    size: tuple[int, int],
    held: Pair | None = None,
    bonus: int | None = None,
) -> pygame.Surface:
    """A section: in the centre its defence bonus (DEF) and To Take; held, its bonus as
    "+N" and, where To Take stood (it no longer applies), the defence it has now with
    its defenders (DEF), the same number as its group's tag, so DEF is always a total
    and a bonus always carries its plus. ``bonus`` is a centre section's bonus as the
    passives attached to it make it (Force Field), shown in the colour of a stat moved
    from its print."""
    sec = game.sections[sid]
    w, h = size
    big = h >= 150
    surf = _frame(size, PURPLE, 3)
    y = _title(surf, sec.name, "Ship section" if big else "", big)
    colour = AFFILIATIONS.get(sec.affiliation, DIM)
    pygame.draw.circle(surf, colour, (max(7, w // 10), _dot_y(h, y)), max(3, w // 22))
    r = section_radius(w, big)
    if held is None:
        _badge(surf, (w - r - 4, h - r - 5), str(sec.to_take), (240, 240, 250), r)
        shown = sec.defense_bonus if bonus is None else bonus
        fill = UP if shown > sec.defense_bonus else DOWN if shown < sec.defense_bonus else None
        _shield(surf, (r + 5, h - r - 5), str(shown), r, fill)
        words = ("DEF", "TAKE")
    else:
        bonus, total = held
        _badge(surf, (w - r - 4, h - r - 5), str(total), HELD_DEF, r)
        _shield(surf, (r + 5, h - r - 5), f"+{bonus}", r)
        words = ("", "DEF")
    if big:
        lines = [f"{ab.name}: {ab.text}" for ab in sec.abilities]
        _body(surf, "\n".join(lines), y + 6, h - 2 * r - 14)
    elif h >= 80:
        left, right = words
        for word, x in ((right, w - r - 4), (left, r + 5)):
            if not word:
                continue
            # Over its badge, but never past the frame: "TAKE" centred on a small card's
            # badge ran its E under the border.
            half = theme.text_width(word, SMALL, "bold") // 2
            x = min(x, w - 6 - half)
            theme.text(
                surf,
                word,
                (x, h - 2 * r - 8),
                size=SMALL,
                weight="bold",
                colour=DIM,
                anchor="midbottom",
            )
        if sid == "bridge":
            theme.text(
                surf,
                "VICTORY",
                (w // 2, y + (h - y) // 3),
                size=SMALL,
                weight="bold",
                colour=INFLUENCE,
                anchor="center",
            )
    return surf


def _shield(
    surf: pygame.Surface,
    centre: tuple[int, int],
    value: str,
    r: int,
    fill: tuple[int, int, int] | None = None,
) -> None:
    x, y = centre
    pts = [(x - r, y - r), (x + r, y - r), (x + r, y), (x, y + r + 2), (x - r, y)]
    pygame.draw.polygon(surf, (12, 14, 20), [(px, py + 1) for px, py in pts])
    pygame.draw.polygon(surf, fill or (120, 170, 255), pts)
    theme.text(
        surf,
        value,
        (x, y - 2),
        size=fit_size(value, 2 * r, max(SMALL, round(r * 1.2)), low=SMALL),
        weight="bold",
        colour=(14, 18, 30),
        anchor="center",
    )


def _action(game: StormGame, design: str, size: tuple[int, int]) -> pygame.Surface:
    card = game.actions[design]
    w, h = size
    big = h >= 150
    passive = card.type == "passive"
    surf = _frame(size, GREEN if passive else YELLOW, 3)
    y = _title(surf, card.name, "Passive" if passive else "Instant", big)
    strip_h = max(6, h // 9) if passive else 0
    if big:
        _body(surf, card.text, y + 6, h - strip_h - 8)
    else:
        fitted = fit_block(card.text, w - 10, h - y - strip_h - 8, start=10, low=SMALL)
        draw_fitted(
            surf, fitted, pygame.Rect(5, y + 2, w - 10, h - y - strip_h - 6), INK, align="left"
        )
    if passive:
        strip = pygame.Rect(3, h - strip_h - 3, w - 6, strip_h)
        pygame.draw.rect(surf, strip_colour(game, design), strip, border_radius=3)
    return surf


@lru_cache(maxsize=32)
def back(size: tuple[int, int]) -> pygame.Surface:
    img = assets.svg_image("cards/storm_the_bridge_back.svg", size)
    if img is not None:
        return img
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (60, 76, 140), surf.get_rect(), border_radius=8)
    return surf


STRIP_TEXT = 9  # a tucked passive's name on a full-height strip
# A strip under a standing crew card is 54 pixels of text: the longest names
# ("Galactic Mumples") condense this much at 8 points to print whole.
STRIP_SQUEEZE = 1.3


def strip_name(name: str, width: int) -> tuple[str, int, int]:
    """A passive's name as a strip ``width`` wide prints it: (name, room, size), the
    name stepping down a point before it is condensed (``squeezed``)."""
    room = width - 6
    return name, room, fit_size(name, room, STRIP_TEXT, low=STRIP_TEXT - 1)


@lru_cache(maxsize=128)
def strip(game: StormGame, design: str, width: int, height: int) -> pygame.Surface:
    """A passive tucked under its host: only its strip shows, in the host's colour, with
    the card's name on it."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    colour = strip_colour(game, design)
    pygame.draw.rect(surf, GREEN, surf.get_rect(), border_radius=4)
    inner = surf.get_rect().inflate(-4, -2)
    inner.h = max(1, inner.h)
    pygame.draw.rect(surf, colour, inner, border_radius=3)
    if height >= 9:
        # A long name ("Galactic Mumples") steps down a point, then reads a little
        # condensed, before it is cut: a strip is often all a player sees of a passive.
        name, room, size = strip_name(game.actions[design].name, width)
        img = squeezed(name, room, size, (12, 14, 24), slack=STRIP_SQUEEZE)
        surf.blit(img, img.get_rect(center=(width // 2, height // 2)))
    return surf


NAME_PLATE_MIN = 10  # a sideways card's name never reads smaller than this
PLATE_LOW_H = 15  # a plate's height when it holds a 10-point name
MIN_PLATE_W = 24  # a sideways card's plate in a crowd never narrows past this
PLATE_INSET = 6  # the plate (a banner across the whole card) prints its name this much narrower


def one_line(name: str, width: int, size: int, weight: str = "bold") -> str:
    """``name`` where only one line fits (a strip, a plate): whole, else cut with an
    ellipsis, the same shortening a face's name gets past its two lines."""
    return shortened(name, width, size, weight)


def plate_fit(name: str, width: int, start: int = 12) -> tuple[str, int]:
    """A sideways card's name as its plate prints it: the largest size from ``start``
    down to ``NAME_PLATE_MIN`` that fits ``width`` whole, else cut at that floor."""
    fitted = fit_line(name, width, start=max(start, NAME_PLATE_MIN), low=NAME_PLATE_MIN)
    if not fitted.truncated:
        return fitted.lines[0], fitted.size
    return one_line(name, width, NAME_PLATE_MIN), NAME_PLATE_MIN


@dataclass(frozen=True)
class Sideways:
    """Where the parts of a tapped card at rest go, on the card turned a quarter: the name
    plate across the top, the two badges in the bottom corners (as on a standing card)
    and the small word (LEADER, VICTORY) between them, so nothing lies over anything."""

    size: tuple[int, int]
    r: int
    badges: tuple[pygame.Rect, ...]
    plate: pygame.Rect
    name_width: int
    sub: pygame.Rect | None


def sideways_parts(
    game: StormGame, key: str, upright: tuple[int, int], shown: int | None = None
) -> Sideways:
    """``shown``: how much of the card, from its left edge, a crowded band leaves in view.
    The plate and both badges then keep inside it: the right badge and the end of the
    name used to lie under the neighbour ("Pell Ara"), each name cut at another letter."""
    w, h = upright  # the standing card; the sideways one is h wide and w tall
    section = key in game.sections
    sw, sh = h, w
    has_sub = key.startswith("leader:") or key == "bridge"
    sub_h = theme.font(SMALL, "bold").get_linesize() - 3 if has_sub else 0
    shield = 2 if section else 0  # a shield's point reaches lower than a round badge
    r0 = max(8, w // 8) if section else max(7, w // 8)
    # The largest plate (a 12-point name, else a 10-point one) and badges that fit.
    fits = [
        (plate_h, r)
        for plate_h in (theme.font(12, "bold").get_linesize() + 1, PLATE_LOW_H)
        for r in range(r0, 5, -1)
        if 4 + plate_h + sub_h + 2 + 2 * r + 5 + shield <= sh
    ]
    plate_h, r = fits[0] if fits else (PLATE_LOW_H, 6)
    y = sh - 2 * r - 5 - shield
    vis = sw if shown is None else max(MIN_PLATE_W, min(sw, shown))
    left = pygame.Rect(4, y, 2 * r + 2, 2 * r + 2 + shield)
    # The right badge moves into view when both fit there; else it stays in its corner.
    both = 4 + 2 * (2 * r + 2) + 4 <= vis
    right = pygame.Rect((vis if both else sw) - 2 * r - 6, y, 2 * r + 2, 2 * r + 2)
    plate = pygame.Rect(2, 4, vis - 4, min(plate_h, y - 6))
    sub = None
    if has_sub:  # under the plate, across the card
        sub = pygame.Rect(4, plate.bottom + 1, vis - 8, max(sub_h, y - plate.bottom - 1))
    return Sideways((sw, sh), r, (left, right), plate, plate.w - PLATE_INSET + 4, sub)


@lru_cache(maxsize=256)
def name_plate(
    game: StormGame, key: str, upright: tuple[int, int], shown: int | None = None
) -> tuple[pygame.Rect, tuple[str, ...], int]:
    """A tapped card's name plate: its rect on the sideways card, its lines and their
    size. Cached: the table asks where it ends (``sideways_mark``) every frame."""
    parts = sideways_parts(game, key, upright, shown)
    if key in game.sections:
        name = game.sections[key].name
    elif key.startswith("leader:"):
        name = game.leaders[key.split(":", 1)[1]].name
    else:
        name = game.crew[key].name
    plate = parts.plate.copy()
    # Under a neighbour, every name of the row at one size: a short one at 12 points
    # beside its cut 10-point neighbours read as a different kind of card.
    start = 12 if plate.h > PLATE_LOW_H and shown is None else NAME_PLATE_MIN
    text, size = plate_fit(name, parts.name_width, start)
    lines: tuple[str, ...] = (text,)
    if text != name and parts.sub is None:
        # Cut on one line ("Mister Fiddl…") while the card's middle stood empty: the
        # plate takes a second line there, down to just over the badges.
        room = parts.badges[0].y - 3 - plate.y
        two = fit_block(
            name,
            parts.name_width,
            room - 4,
            start=NAME_PLATE_MIN,
            low=SMALL,
            weight="bold",
            max_lines=2,
        )
        if not two.truncated:
            lines, size = two.lines, two.size
            plate.h = len(lines) * theme.font(size, "bold").get_linesize() + 4
    return plate, lines, size


def sideways_mark(
    game: StormGame,
    key: str,
    upright: tuple[int, int],
    shown: int | None,
    pill: tuple[int, int],
    small: tuple[int, int],
) -> tuple[int, bool]:
    """Where a marker pill (``pill``, else the ``small`` one: width and height) crosses
    a tapped card at rest, and whether it is the small one: the middle of the gap
    between the name plate and the badges; where a name on two lines leaves a gap lower
    than a pill (at 125% TARGET hid "Suite" of a tapped Diplomatic Suite), the small
    pill between the badges, over the affiliation dot, else just under the plate, over
    the tops of the badges rather than the name."""
    plate, _lines, _size = name_plate(game, key, upright, shown)
    left, right = sideways_parts(game, key, upright, shown).badges
    middle = (plate.bottom + left.y) // 2
    if left.y - plate.bottom >= pill[1]:
        return middle, False
    if small[0] <= right.x - left.right - 2:
        return right.centery, True
    return max(middle, plate.bottom + (small[1] + 1) // 2), True


@lru_cache(maxsize=256)
def sideways(
    game: StormGame,
    key: str,
    upright: tuple[int, int],
    now: Pair | None = None,
    shown: int | None = None,
) -> pygame.Surface:
    """A tapped card at rest: turned a quarter clockwise (its title band on the right)
    but with every word and number printed upright, the name on a plate across the top
    and the badges in the bottom corners, so a tapped card reads as easily as a standing
    one and nothing lies over its numbers."""
    w, _h = upright
    section = key in game.sections
    leader = key.startswith("leader:")
    border = PURPLE if section else BLUE
    parts = sideways_parts(game, key, upright, shown)
    surf = turned(_frame(upright, border, 3 if (leader or section) else 2), 90)
    if leader:
        pygame.draw.rect(surf, theme.shade(BLUE, 1.3), surf.get_rect(), 1, border_radius=w // 10)
    r = parts.r
    left, right = parts.badges
    affiliation: str | None  # a crew member may have none
    if section:
        sec = game.sections[key]
        affiliation = sec.affiliation
        if now is None:
            _shield(surf, (left.centerx, left.y + r + 1), str(sec.defense_bonus), r)
            _badge(surf, right.center, str(sec.to_take), (240, 240, 250), r)
        else:
            _shield(surf, (left.centerx, left.y + r + 1), f"+{now[0]}", r)
            _badge(surf, right.center, str(now[1]), HELD_DEF, r)
        sub = "VICTORY" if key == "bridge" else ""
    else:
        card = game.leaders[key.split(":", 1)[1]] if leader else game.crew[key]
        affiliation = card.affiliation
        combat, influence = now if now is not None else (card.combat, card.influence)
        _stat_badge(surf, left.center, combat, card.combat, COMBAT, r)
        _stat_badge(surf, right.center, influence, card.influence, INFLUENCE, r)
        sub = "LEADER" if leader else ""
    plate, lines, size = name_plate(game, key, upright, shown)
    pygame.draw.rect(surf, (12, 14, 22), plate, border_radius=4)
    pygame.draw.rect(surf, theme.shade(border, 0.8), plate, 1, border_radius=4)
    step = theme.font(size, "bold").get_linesize()
    y0 = plate.centery - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        theme.text(
            surf,
            line,
            (plate.centerx, y0 + i * step),
            size=size,
            weight="bold",
            colour=INK,
            anchor="center",
        )
    if affiliation is not None:
        colour = AFFILIATIONS.get(affiliation, DIM)
        dot = max(3, w // 22)
        centre: tuple[int, int] | None
        if parts.sub is not None:  # at the left of the word's row
            centre = (parts.sub.x + dot + 1, parts.sub.centery)
        elif right.x - left.right >= 2 * dot + 4:  # between the badges, when they part
            centre = ((left.right + right.x) // 2, left.centery)
        else:  # a crowded card's badges stand close: no dot squeezed between them
            centre = None
        if centre is not None:
            pygame.draw.circle(surf, colour, centre, dot)
        if section and now is not None:
            # A held section's total is named, as on its standing face, where the
            # row between the badges has room beside the dot.
            word = theme.rendered("DEF", SMALL, "bold", DIM)
            spot = word.get_rect(midright=(right.x - 2, right.centery))
            ring = pygame.Rect(0, 0, 2 * dot + 4, 2 * dot + 4)
            ring.center = centre or spot.center
            if spot.x > left.right + 1 and (centre is None or not spot.colliderect(ring)):
                surf.blit(word, spot)
    if sub and parts.sub is not None:
        theme.text(
            surf,
            sub,
            parts.sub.center,
            size=SMALL,
            weight="bold",
            colour=INFLUENCE if section else theme.shade(BLUE, 1.2),
            anchor="center",
        )
    return surf


@lru_cache(maxsize=256)
def turned(img: pygame.Surface, angle: int) -> pygame.Surface:
    """A card turned sideways (tapped): ``angle`` degrees clockwise."""
    return pygame.transform.rotate(img, -angle)
