"""The frame around the island: the turn-step track, one panel per wizard (what the table
may know of them; the viewer's shows which of its cubes are Active Energy where its
wizard stands), the viewer's tray (held tiles, maps) and, at the end, the fame
breakdown."""

from __future__ import annotations

import math

import pygame

from game.core.record import SeatSpec
from game.engines.dragon_island.content import COLOURS, ENERGY
from game.engines.dragon_island.state import DragonIslandState
from game.ui import theme
from game.ui.boards.dragon_island import art
from game.ui.boards.dragon_island.targets import STEPS
from game.ui.kit.textfit import fit_size
from game.ui.seats import seat_name, seat_role

PANEL_BG = (16, 36, 52)
PANEL_EDGE = (52, 104, 118)
DIM = (150, 176, 184)


def frame(surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 235) -> None:
    """A sea-glass panel: dark teal with a lighter rim, the board's one container style."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*PANEL_BG, alpha), layer.get_rect(), border_radius=10)
    pygame.draw.rect(layer, (*PANEL_EDGE, 255), layer.get_rect(), 1, border_radius=10)
    surface.blit(layer, rect)
    if alpha >= theme.COVERING_ALPHA:
        theme.note_box(surface, rect, cover=True)


def heading(surface: pygame.Surface, label: str, pos: tuple[int, int]) -> None:
    theme.text(surface, label, pos, size=12, weight="bold", colour=DIM)


def draw_steps(surface: pygame.Surface, rect: pygame.Rect, current: int | None, note: str) -> None:
    """The turn's eight steps with the current one lit; outside the turn (set-up, the
    end) the ``note`` alone, since half-hidden step names behind it read as clutter."""
    frame(surface, rect)
    if note and current is None:
        theme.text(
            surface,
            note,
            rect.center,
            size=15,
            weight="semibold",
            colour=art.CREAM,
            anchor="center",
        )
        return
    n = len(STEPS)
    x0 = rect.x + 8
    w = (rect.w - 16 - 4 * (n - 1)) // n
    for i, label in enumerate(STEPS):
        r = pygame.Rect(x0 + i * (w + 4), rect.y + 5, w, rect.h - 10)
        on = i == current
        done = current is not None and i < current
        bg = (238, 204, 110) if on else ((40, 84, 96) if done else (26, 52, 68))
        pygame.draw.rect(surface, bg, r, border_radius=7)
        fg = art.INK if on else (art.CREAM if done else DIM)
        text = f"{i + 1}  {label}"
        weight = "bold" if on else "semibold"
        theme.text(
            surface,
            text,
            r.center,
            size=step_label_size(text, weight, r.w),
            weight=weight,
            colour=fg,
            anchor="center",
        )


def step_label_size(text: str, weight: str, width: int) -> int:
    """13 px, or smaller when the label would touch its box's ends ("5  Tame/capture" in
    bold, when it is the current step)."""
    return next((n for n in (13, 12) if theme.font(n, weight).size(text)[0] <= width - 10), 11)


PANEL_GAP = 6  # between two wizards' panels
FULL_H = 94  # a panel showing the wizard's cubes, gold and fame
SCREENED_H = 72  # a panel whose totals are behind the screen: no row for them
STATS_Y = 50  # the cubes, gold and fame row's centre, from the panel's top
PETS_FROM_BOTTOM = 19  # the pets and captured colours row's centre, from the bottom


SEAT_Y = 24  # the seat's line ("Player 1 · Human"), from the panel's top
SEAT_LINE_BOTTOM = SEAT_Y + 16  # the cubes' row clears a line ending here (100%: 17 tall)


def stats_drop() -> int:
    """How far the cubes' row (and the panel's foot with it) moves down for a seat line
    taller than at 100%: at 125% the cubes covered the foot of "Player 1 · Human". A
    panel with its totals hidden has room enough under the line for its pets."""
    return max(0, SEAT_Y + theme.font(12).get_linesize() - SEAT_LINE_BOTTOM)


def player_heights(view: DragonIslandState) -> list[int]:
    """Each panel's height in turn order (as ``player_rects`` stacks them): a row for the
    totals only where the table may see them."""
    n = view.num_players
    seats = [(view.first_player + i) % n for i in range(n)]
    full = FULL_H + stats_drop()
    return [full if view.shown_totals(s) is not None else SCREENED_H for s in seats]


def player_rects(rect: pygame.Rect, view: DragonIslandState) -> list[tuple[int, pygame.Rect]]:
    """(seat, panel rect) in turn order, stacked from the top of ``rect``."""
    n = view.num_players
    out = []
    y = rect.y
    for i, h in enumerate(player_heights(view)):
        out.append(((view.first_player + i) % n, pygame.Rect(rect.x, y, rect.w, h)))
        y += h + PANEL_GAP
    return out


def players_height(view: DragonIslandState) -> int:
    heights = player_heights(view)
    return sum(heights) + PANEL_GAP * (len(heights) - 1)


def pets_y(r: pygame.Rect) -> int:
    """The centre line of a panel's pets and captured colours."""
    return r.bottom - PETS_FROM_BOTTOM


def draw_players(
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: DragonIslandState,
    seats: list[SeatSpec],
    viewer: int,
    has_human: bool,
    active: list[int] | None = None,
) -> None:
    """The wizards' panels; the viewer's cubes not usable where its wizard stands are
    dimmed (``active``: the colours that are)."""
    for seat, r in player_rects(rect, view):
        _player(
            surface, r, view, seats, seat, viewer, has_human, active if seat == viewer else None
        )


def _player(
    surface: pygame.Surface,
    r: pygame.Rect,
    view: DragonIslandState,
    seats: list[SeatSpec],
    seat: int,
    viewer: int,
    has_human: bool,
    active: list[int] | None = None,
) -> None:
    colour = art.energy_colour(view.colours[seat])
    deciding = not view.over and view.current_player == seat
    frame(surface, r)
    if deciding:
        pygame.draw.rect(surface, (255, 222, 120), r.inflate(4, 4), 2, border_radius=12)
    pygame.draw.rect(
        surface, colour, (r.x, r.y, 7, r.h), border_top_left_radius=10, border_bottom_left_radius=10
    )
    img = art.figure("wizard", colour, 30)
    if img is not None:
        surface.blit(img, (r.x + 12, r.y + 5))
    theme.text(
        surface, view.name(seat), (r.x + 46, r.y + 5), size=15, weight="bold", colour=art.CREAM
    )
    shown = view.shown_totals(seat)
    note = SCREENED if shown is None else ""
    if shown is not None and active is not None:
        note = f"{sum(shown[0][i] for i in active)} usable here"
    note_w = theme.font(12, "semibold").size(note)[0] + 12 if note else 0
    theme.text(
        surface,
        fit_text(seat_line(seats, seat, viewer, has_human), r.right - 10 - note_w - r.x - 46, 12),
        (r.x + 46, r.y + SEAT_Y),
        size=12,
        colour=DIM,
    )
    held = len(view.hands[seat])
    maps = len(view.maps[seat])
    theme.text(
        surface,
        f"{held} tile{'s' if held != 1 else ''} · {maps} map{'s' if maps != 1 else ''}",
        (r.right - 10, r.y + 7),
        size=12,
        colour=DIM,
        anchor="topright",
    )
    if shown is None:
        # Under the counts, on the seat's line: a row of its own cost every panel 22 px.
        theme.text(
            surface, note, (r.right - 10, r.y + SEAT_Y), size=12, colour=DIM, anchor="topright"
        )
    else:
        y = r.y + STATS_Y + stats_drop()
        cubes, gold, fame = shown
        x = r.x + 24
        for i, c in enumerate(ENERGY):
            dim = active is not None and i not in active
            art.chip(surface, (x, y), c, 11, dim=dim, label=str(cubes[i]))
            x += 28
        x += 6
        _coin(surface, (x, y), 10)
        theme.text(surface, str(gold), (x + 14, y), size=14, weight="bold", anchor="midleft")
        x += 44
        art.star(surface, (x, y), 10, (255, 214, 110))
        theme.text(surface, f"{fame} fame", (x + 14, y), size=14, weight="bold", anchor="midleft")
        if active is not None:  # the Active Energy where the viewer's wizard stands
            theme.text(
                surface,
                note,
                (r.right - 10, r.y + SEAT_Y),
                size=12,
                weight="semibold",
                colour=art.CREAM,
                anchor="topright",
            )
    y = pets_y(r)
    # Each row's word a few pixels clear of its first mark: at 125% both touched it.
    pets_size = fit_size("Pets", PETS_X - PET_R - WORD_GAP - 16, 12, "regular", 10)
    theme.text(surface, "Pets", (r.x + 16, y), size=pets_size, colour=DIM, anchor="midleft")
    x = r.x + PETS_X
    for i, c in enumerate(COLOURS):
        gold_on = view.pets[seat][i]
        lair = any(b[1] == seat and b[2] == c for b in view.buildings.values())
        _pet(surface, (x, y), c, gold_on, lair)
        x += PET_STEP
    # The captured colours keep to the panel's right edge, whatever its width.
    x = caught_left(r)
    room = x - CAUGHT_R - WORD_GAP - (r.x + PETS_X + PET_STEP * (len(COLOURS) - 1) + PET_R + 4)
    caught_size = fit_size("Caught", room, 11, "regular", 9)
    theme.text(
        surface,
        "Caught",
        (x - CAUGHT_R - WORD_GAP, y),
        size=caught_size,
        colour=DIM,
        anchor="midright",
    )
    for i, c in enumerate(COLOURS):
        got = bool(view.captured[seat] & (1 << i))
        centre = (round(x), round(y))
        if got:
            art.hexagon(surface, (centre[0], centre[1] + 1), CAUGHT_R + 1, art.INK)
            art.hexagon(surface, centre, CAUGHT_R, art.energy_colour(c))
        else:
            art.hexagon(surface, centre, CAUGHT_R, (60, 86, 98), 1)
        x += CAUGHT_STEP


SCREENED = "totals hidden"


def fit_text(text: str, width: int, size: int, weight: str = "regular") -> str:
    """``text``, cut with an ellipsis if wider than ``width`` (a long seat name)."""
    f = theme.font(size, weight)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


PETS_X = 58  # the first pet's centre, from the panel's left edge
PET_R = 11  # a pet's disc (an empty place's ring is 10)
CAUGHT_R = 6  # a captured colour's hexagon
WORD_GAP = 4  # between a row's word and its first mark
PET_STEP = 25  # a pet's gold tag reaches 15 px right of its centre: clear of the next
CAUGHT_STEP = 13
CAUGHT_MARGIN = 14  # from the panel's right edge to the last captured colour's centre


def caught_left(r: pygame.Rect) -> int:
    """The centre of the first captured-colour hexagon: the row ends inside the panel."""
    return r.right - CAUGHT_MARGIN - CAUGHT_STEP * (len(COLOURS) - 1)


def seat_line(seats: list[SeatSpec], seat: int, viewer: int, has_human: bool) -> str:
    """ "Player 1 · Human · you" under the wizard's name. "you" only when a human plays
    the seat the table is shown for: a watched all-AI game has no "you". On its own line,
    so it never runs into the tile and map counts beside the name."""
    line = f"{seat_name(seats, seat)} · {seat_role(seats, seat)}"
    return line + " · you" if seat == viewer and has_human else line


def _coin(surface: pygame.Surface, centre: tuple[float, float], r: int) -> None:
    x, y = round(centre[0]), round(centre[1])
    pygame.draw.circle(surface, art.INK, (x, y + 1), r)
    pygame.draw.circle(surface, art.CHIP["gold"], (x, y), r - 1)
    pygame.draw.circle(surface, (255, 236, 160), (x, y), r - 4, 1)


def _pet(
    surface: pygame.Surface, centre: tuple[float, float], colour: str, gold: int, lair: bool
) -> None:
    x, y = round(centre[0]), round(centre[1])
    if gold <= 0:
        pygame.draw.circle(surface, (40, 66, 80), (x, y), 10, 1)
        return
    pygame.draw.circle(surface, (10, 20, 28), (x, y), PET_R)
    img = art.figure("dragon", art.energy_colour(colour), 22)
    if img is not None:
        surface.blit(img, img.get_rect(center=(x, y - 1)))
    tag = pygame.Rect(0, 0, 14, 12)
    tag.center = (x + 8, y + 7)
    pygame.draw.rect(surface, art.CHIP["gold"], tag, border_radius=4)
    theme.text(
        surface, str(gold), tag.center, size=10, weight="bold", colour=art.INK, anchor="center"
    )
    if lair:
        pygame.draw.circle(surface, (168, 128, 236), (x - 9, y - 8), 4)


def draw_map_card(
    surface: pygame.Surface, rect: pygame.Rect, view: DragonIslandState, map_id: str | None
) -> None:
    """A Treasure Map as a small parchment: the centre colour, its neighbours, the reward.
    Drawn to the card's height (64x88 at the least), so a roomy tray shows bigger maps."""
    k = rect.h / 88
    pygame.draw.rect(surface, art.INK, rect.move(1, 3), border_radius=6)
    if map_id is None:
        pygame.draw.rect(surface, (60, 84, 100), rect, border_radius=6)
        return
    m = view.rules.maps[map_id]
    pygame.draw.rect(surface, (238, 222, 186), rect, border_radius=6)
    pygame.draw.rect(surface, (150, 116, 70), rect, 1, border_radius=6)
    theme.text(
        surface,
        map_id,
        (rect.centerx, rect.y + round(3 * k)),
        size=round(11 * k),
        weight="bold",
        colour=(96, 70, 40),
        anchor="midtop",
    )
    cx, cy = rect.centerx, rect.y + 40 * k
    n = len(m.neighbours)
    for i, c in enumerate(m.neighbours):
        a = -math.pi / 2 + 2 * math.pi * i / max(1, n)
        p = (cx + 17 * k * math.cos(a), cy + 17 * k * math.sin(a))
        art.hexagon(surface, p, 9 * k, art.INK)
        art.hexagon(surface, p, 8 * k, art.energy_colour(c))
    art.hexagon(surface, (cx, cy), 12 * k, art.INK)
    art.hexagon(surface, (cx, cy), 11 * k, art.energy_colour(m.centre))
    y = rect.bottom - round(12 * k)
    ink = (80, 56, 30)
    size = round(13 * k)
    theme.text(
        surface,
        str(m.fame),
        (rect.centerx - 9 * k, y),
        size=size,
        weight="bold",
        colour=ink,
        anchor="midright",
    )
    art.star(surface, (rect.centerx - 2 * k, y), round(6 * k), (214, 150, 30))
    theme.text(
        surface,
        str(m.gold),
        (rect.centerx + 17 * k, y),
        size=size,
        weight="bold",
        colour=ink,
        anchor="midright",
    )
    _coin(surface, (rect.centerx + 24 * k, y), round(6 * k))


def fame_breakdown(
    view: DragonIslandState, events: list[tuple[str, dict[str, object]]]
) -> list[dict[str, int]]:
    """Per seat: fame from captures, buildings and maps (from the public events), pet gold,
    and the two tie-breaks (dragon colours captured, gold behind the screen)."""
    rows = [{"capture": 0, "build": 0, "map": 0} for _ in range(view.num_players)]
    for kind, data in events:
        seat = data.get("seat")
        if not isinstance(seat, int) or not 0 <= seat < view.num_players:
            continue
        if kind == "capture":
            rows[seat]["capture"] += int(data.get("fame", 0))  # type: ignore[call-overload]
        elif kind == "build":
            b = view.rules.buildings.get(str(data.get("building")))
            rows[seat]["build"] += b.fame if b is not None else 0
        elif kind == "treasure":
            rows[seat]["map"] += int(data.get("fame", 0))  # type: ignore[call-overload]
    for seat, row in enumerate(rows):
        row["other"] = view.fame[seat] - row["capture"] - row["build"] - row["map"]
        row["pets"] = sum(view.pets[seat])
        row["total"] = view.final_score(seat)
        row["colours"] = view.captured[seat].bit_count()
        row["gold"] = view.gold[seat]
    return rows


NAME_W = 170
COL_W = 76
TIE_GAP = 22
TIE_COLS = [("Colours", "colours"), ("Gold", "gold")]


def _score_columns(rows: list[dict[str, int]]) -> list[tuple[str, str]]:
    cols = [("Captures", "capture"), ("Buildings", "build"), ("Maps", "map")]
    if any(r["other"] for r in rows):
        cols.append(("Other", "other"))
    return [*cols, ("Pet gold", "pets"), ("Total", "total")]


def breakdown_size(rows: list[dict[str, int]]) -> tuple[int, int]:
    """Wide enough for every column and the tie-breaks; one line for the verdict."""
    w = 16 + NAME_W + COL_W * (len(_score_columns(rows)) + len(TIE_COLS)) + TIE_GAP + 16
    return w, 136 + 34 * len(rows)


def verdict(view: DragonIslandState, seats: list[SeatSpec]) -> str:
    """Who won and, when the totals tie, which tie-break decided it."""
    keys = [view.ranking_key(s) for s in range(view.num_players)]
    winners = view.winners
    best = keys[winners[0]][0]
    tied = [s for s in range(view.num_players) if keys[s][0] == best]
    if len(tied) == 1:
        return f"{seat_name(seats, tied[0])} wins with {best}."
    together = " and ".join(seat_name(seats, s) for s in tied)
    if len(winners) > 1:
        sharing = " and ".join(seat_name(seats, s) for s in winners)
        return f"{together} tie on {best}; {sharing} tie on both tie-breaks and share the win."
    w = winners[0]
    name = seat_name(seats, w)
    if all(keys[s][1] < keys[w][1] for s in tied if s != w):
        return f"{together} tie on {best}: {name} wins, more dragon colours captured."
    return f"{together} tie on {best} and on dragon colours: {name} wins, more gold kept."


def draw_breakdown(
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: DragonIslandState,
    rows: list[dict[str, int]],
    seats: list[SeatSpec],
) -> None:
    gold = (238, 204, 110)
    frame(surface, rect, alpha=248)
    pygame.draw.rect(surface, gold, rect, 2, border_radius=10)
    theme.text(
        surface,
        "The island is explored: final scores",
        (rect.centerx, rect.y + 12),
        size=20,
        weight="title",
        colour=gold,
        anchor="midtop",
    )
    score_cols = _score_columns(rows)
    x0 = rect.x + 16 + NAME_W
    xs = [x0 + j * COL_W + COL_W // 2 for j in range(len(score_cols))]
    tx = x0 + len(score_cols) * COL_W + TIE_GAP
    xs += [tx + j * COL_W + COL_W // 2 for j in range(len(TIE_COLS))]
    cols = [*score_cols, *TIE_COLS]
    y = rect.y + 50
    fame_cols = len(score_cols) - 2
    theme.text(
        surface,
        "FAME FROM",
        (x0 + fame_cols * COL_W // 2, y),
        size=11,
        weight="bold",
        colour=DIM,
        anchor="midtop",
    )
    theme.text(
        surface, "TIE-BREAKS", (tx + COL_W, y), size=11, weight="bold", colour=DIM, anchor="midtop"
    )
    line_x = tx - TIE_GAP // 2
    pygame.draw.line(surface, PANEL_EDGE, (line_x, y), (line_x, y + 38 + 34 * len(rows)))
    y += 16
    for (label, _), x in zip(cols, xs, strict=True):
        theme.text(surface, label, (x, y), size=12, weight="bold", colour=DIM, anchor="midtop")
    for sub, x in zip(("captured", "kept"), xs[-2:], strict=True):
        theme.text(surface, sub, (x, y + 14), size=11, colour=DIM, anchor="midtop")
    y += 14
    winners = set(view.winners)
    for i, row in enumerate(rows):
        yy = y + 22 + i * 34
        if i in winners:
            pygame.draw.rect(
                surface, (54, 92, 70), (rect.x + 8, yy - 2, rect.w - 16, 30), border_radius=6
            )
        pygame.draw.circle(surface, art.INK, (rect.x + 24, yy + 14), 8)
        pygame.draw.circle(surface, art.energy_colour(view.colours[i]), (rect.x + 24, yy + 13), 7)
        theme.text(
            surface,
            f"{seat_name(seats, i)} · {view.colours[i]}",
            (rect.x + 38, yy + 13),
            size=14,
            weight="semibold",
            anchor="midleft",
        )
        for (_, key), x in zip(cols, xs, strict=True):
            total = key == "total"
            tie = key in ("colours", "gold")
            theme.text(
                surface,
                str(row[key]),
                (x, yy + 13),
                size=17 if total else 14,
                weight="bold" if total else "regular",
                colour=gold if total else (DIM if tie else art.CREAM),
                anchor="center",
            )
    theme.text(
        surface,
        verdict(view, seats),
        (rect.centerx, rect.bottom - 14),
        size=15,
        weight="semibold",
        colour=art.CREAM,
        anchor="midbottom",
    )
