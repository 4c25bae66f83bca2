"""Drawing the table, and the cards on it that answer decisions (cards, Nest, market,
hacks, gems, wizards at set-up). Everything is drawn from the viewer's view."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, cast

import pygame

from game.core.actions import Action
from game.engines.dragon_bridge import dragon, movement
from game.engines.dragon_bridge.hacks import OFF_BRIDGE, is_gem_tile
from game.ui import theme
from game.ui.boards.dragon_bridge import faces, prompts, scenery
from game.ui.boards.dragon_bridge import geometry as G
from game.ui.boards.dragon_bridge import layout as L
from game.ui.boards.dragon_bridge import palette as P
from game.ui.boards.dragon_bridge.targets import Target
from game.ui.kit.placement import beside
from game.ui.kit.textfit import Fitted, fit_block, fit_line, fit_size, shortened
from game.ui.kit.textfit import draw as draw_fitted
from game.ui.seats import seat_role

if TYPE_CHECKING:
    from game.ui.boards.dragon_bridge.board import DragonBridgeBoard, Hoverable


# --- targets on cards and gems -----------------------------------------------------------
def card_targets(board: DragonBridgeBoard, kind: str, legal: list[Action]) -> list[Target]:
    v = board.v
    me = board.me
    out: list[Target] = []
    hand = v.hands[me]
    if kind in ("play", "search_give", "discard"):
        for i, cid in enumerate(hand):
            for act in legal:
                if act.args and act.args[0] == cid:
                    out.append(Target(L.hand_slot(i, len(hand)), (act,), act.label, "hand"))
                    break
    elif kind in ("nest_take", "nest_flip", "hack_nest"):
        count = nest_count(v)
        for act in legal:
            face = L.nest_face(int(cast(int, act.args[0])), count)
            out.append(Target(face, (act,), act.label, "nest"))
    elif kind == "setup_wizard":
        offered = [a for a in legal if a.args[0] is not None]
        for i, act in enumerate(offered):
            out.append(Target(G.wizard_card(i, len(offered)), (act,), act.label, "wizard"))
    elif kind == "gem":
        ready, depleted = G.gem_rects(True, v.ready[me], v.depleted[me])
        for act in legal:
            if act.kind == "buy" and act.args[0] in v.market:
                slot = L.market_slot(v.market.index(str(act.args[0])))
                out.append(Target(slot, (act,), act.label, "market"))
            elif act.kind == "hack" and act.args[0] in v.hack_row:
                slot = L.hack_slot(v.hack_row.index(str(act.args[0])))
                out.append(Target(slot, (act,), act.label, "hack"))
            elif act.kind == "gem" and act.args[0] == "play":
                out += [Target(r, (act,), act.label, "gem") for r in ready]
            elif act.kind == "gem" and act.args[0] == "ready":
                out += [Target(r, (act,), act.label, "gem") for r in depleted]
            elif act.kind == "gem" and act.args[0] == "draw_item":
                out.append(Target(L.item_deck_rect(), (act,), act.label, "market"))
    return out


def hoverables(board: DragonBridgeBoard) -> list[Hoverable]:
    from game.ui.boards.dragon_bridge.board import Hoverable

    v = board.v
    out: list[Hoverable] = []
    top = v.stack.top
    if top is not None and top.kind == "setup_wizard" and board.presenting:
        offered = [a for a in board.legal_actions() if a.args[0] is not None]
        for i, act in enumerate(offered):
            out.append(
                Hoverable(G.wizard_card(i, len(offered)), faces.wizard_face(v, str(act.args[0])))
            )
    hand = v.hands[board.me]
    for i, cid in enumerate(hand):
        if cid is not None:
            out.append(Hoverable(L.hand_slot(i, len(hand)), faces.action_face(v, cid)))
    count = nest_count(v)
    for i, (cid, up) in enumerate(v.nest):
        if up:
            out.append(Hoverable(L.nest_slot(i, count), faces.action_face(v, cid)))
    if v.in_play is not None:
        out.append(Hoverable(_in_play_rect(v), faces.action_face(v, v.in_play)))
    if v.dragon_power is not None:
        out.append(Hoverable(_power_rect(v), faces.action_face(v, v.dragon_power)))
    if not v.options["basic"]:
        for i, iid in enumerate(v.market):
            out.append(Hoverable(L.market_slot(i), faces.item_face(v, iid)))
    for i, hid in enumerate(v.hack_row):
        out.append(Hoverable(L.hack_slot(i), faces.hack_face(v, hid)))
    for seat in (0, 1):
        me = seat == board.me
        wid = v.wizard[seat]
        if wid is not None:
            out.append(Hoverable(G.wizard_chip(me), faces.wizard_face(v, wid)))
        for i, iid in enumerate(v.tableau[seat]):
            out.append(Hoverable(G.item_chip(me, i), faces.item_face(v, iid)))
    return out


def zone_at(board: DragonBridgeBoard, pos: tuple[int, int]) -> str:
    """What kind of thing lies under ``pos`` (for explaining a refused click)."""
    v = board.v
    if L.bridge_span().inflate(0, 60).collidepoint(pos):
        return "tile"
    hand = v.hands[board.me]
    if any(L.hand_slot(i, len(hand)).collidepoint(pos) for i in range(len(hand))):
        return "hand"
    if L.NEST_PANEL.collidepoint(pos):
        return "nest"
    if L.MARKET_PANEL.collidepoint(pos):
        return "market"
    return ""


# --- drawing ------------------------------------------------------------------------------
def draw(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    v = board.v
    top = v.stack.top
    picking = top is not None and top.kind == "setup_wizard"
    _scene(board, surface)
    _plaque(board, surface, 1 - board.me)
    _plaque(board, surface, board.me)
    _middle(board, surface)
    _hand(board, surface)
    if picking:
        _wizard_pick(board, surface)
    _targets_glow(board, surface)
    _prompt(board, surface)


def nest_count(v: object) -> int:
    """How many cards the Nest row lays out: the Nest's and the card in play, which waits
    in the next place along until it joins the Nest (so nothing moves when it does)."""
    return len(v.nest) + (v.in_play is not None)  # type: ignore[attr-defined]


def _in_play_rect(v: object) -> pygame.Rect:
    return L.nest_slot(len(v.nest), nest_count(v))  # type: ignore[attr-defined]


def _power_rect(v: object) -> pygame.Rect:
    lair = L.lair_rect(v.dragon_end)  # type: ignore[attr-defined]
    r = pygame.Rect(0, 0, *L.POWER)
    r.midbottom = (lair.centerx, lair.bottom - 8)
    return r


def _scene(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    v = board.v
    rect = L.SCENE
    surface.blit(scenery.backdrop(rect.size), rect.topleft)
    n = v.bridge.size
    # The engine's own test, tile by tile: under the Dazzled Dragon with Firewall the
    # threatened tiles are not one run from the Dragon's end.
    threat = [i for i in range(n) if movement.is_threatened(v, i)]
    for key in [k for k in board.drawn if k.split(" ")[0] in ("mark", "badge", "hack")]:
        del board.drawn[key]
    for i in range(n):
        r = L.tile_rect(i, n)
        scenery.draw_tile(surface, r, scenery.tile_colour(v.bridge, i, i in threat))
        _tile_marks(board, surface, i)
    _end_labels(v, surface, threat)
    _placed_hacks(board, surface)
    _hack_row(board, surface)
    _lairs(board, surface)
    shown = board.playing_back
    active = shown if shown is not None else v.turn_player
    for seat in (1 - board.me, board.me):
        foot = L.tile_rect(v.pos[seat], n).midtop
        if v.pos[0] == v.pos[1]:
            foot = (foot[0] + (-7 if seat == 0 else 7), foot[1])
        for at, alpha in board.motion.wizard(seat, (foot[0], foot[1] + 6)):
            _wizard(surface, at, theme.seat_colour(seat), alpha, seat == active and not v.is_over)
    _banner(board, surface)


def threat_runs(threat: list[int]) -> list[tuple[int, int]]:
    """The threatened tiles as runs of neighbours, (first, last), in bridge order."""
    runs: list[tuple[int, int]] = []
    for i in sorted(threat):
        if runs and runs[-1][1] == i - 1:
            runs[-1] = (runs[-1][0], i)
        else:
            runs.append((i, i))
    return runs


def _end_labels(v: object, surface: pygame.Surface, threat: list[int]) -> None:
    n = v.bridge.size  # type: ignore[attr-defined]
    orange = v.bridge.orange  # type: ignore[attr-defined]
    dragon_end = v.dragon_end  # type: ignore[attr-defined]
    y = L.TILE_TOP + L.TILE_H + 8
    for end in (0, 1):
        tiles = range(orange) if end == 0 else range(n - orange, n)
        first, last = L.tile_rect(min(tiles), n), L.tile_rect(max(tiles), n)
        span = pygame.Rect(first.x, y, last.right - first.x, 20)
        if end == dragon_end:
            runs = threat_runs(threat)
            widest = max(runs, key=lambda run: run[1] - run[0], default=None)
            for lo, hi in runs:
                a, b = L.tile_rect(lo, n), L.tile_rect(hi, n)
                band = pygame.Rect(a.x, y, b.right - a.x, 20)
                pygame.draw.rect(surface, theme.shade(P.THREAT, 0.7), band, border_radius=5)
                if (lo, hi) == widest:
                    theme.text(
                        surface,
                        "THREATENED",
                        band.center,
                        size=12,
                        weight="bold",
                        colour=P.TEXT,
                        anchor="center",
                    )
        else:
            pygame.draw.rect(surface, theme.shade(P.EXIT, 0.55), span, border_radius=5)
            theme.text(
                surface, "EXIT", span.center, size=12, weight="bold", colour=P.TEXT, anchor="center"
            )


def _tile_marks(board: DragonBridgeBoard, surface: pygame.Surface, tile: int) -> None:
    """Tile ``tile``'s Start/Center mark and gem (drawn again over a destination's glow,
    so the glow never washes them out)."""
    v = board.v
    r = L.tile_rect(tile, v.bridge.size)
    mark = scenery.tile_mark(v.bridge.has(tile, "start"), v.bridge.has(tile, "center"))
    drawn = scenery.draw_tile_marks(surface, r, gem_tile=is_gem_tile(v, tile), mark=mark)
    if drawn is not None:
        board.drawn[f"mark {tile}"] = drawn


def _placed_hacks(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    v = board.v
    n = v.bridge.size
    for hid, tile, _owner in v.hacks_placed:
        if tile == OFF_BRIDGE:
            continue
        if v.game.hacks[hid].place == "gap":
            r = L.gap_rect(tile, n)
            pygame.draw.rect(surface, (60, 40, 30), r, border_radius=3)
            pygame.draw.rect(surface, P.GOLD, r, 2, border_radius=3)
            continue
        _hack_badge(board, surface, hid, tile)


def _hack_badge(board: DragonBridgeBoard, surface: pygame.Surface, hid: str, tile: int) -> None:
    """A Bridge Hack on a tile: its initials on a white plate at the top of the tile."""
    v = board.v
    name = v.game.hacks[hid].name
    initials = "".join(w[0] for w in name.split()[:2]).upper()
    badge = L.tile_hack_badge(L.tile_rect(tile, v.bridge.size))
    pygame.draw.rect(surface, P.WHITE_GEM, badge, border_radius=4)
    theme.text(
        surface, initials, badge.center, size=10, weight="bold", colour=P.INK, anchor="center"
    )
    board.drawn[f"hack {tile}"] = badge


def _hack_row(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    v = board.v
    if not v.expansion:
        return
    for i, hid in enumerate(v.hack_row):
        r = L.hack_slot(i)
        surface.blit(faces.hack_notice(v, hid, r.size), r)
    theme.text(
        surface,
        f"BRIDGE HACKS · supply {v.white_supply} white gems",
        (L.SCENE.centerx, L.hack_slot(0).bottom + 4),
        size=11,
        weight="semibold",
        colour=P.TEXT_DIM,
        anchor="midtop",
    )


def _lairs(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    v = board.v
    lair = L.lair_rect(v.dragon_end)
    other = L.lair_rect(1 - v.dragon_end)
    rest = (lair.centerx, lair.y + 50)
    away = (other.centerx, other.y + 50)
    centre = board.motion.dragon_centre(rest, away)
    flying = board.motion.progress("dragon") is not None
    facing_right = v.dragon_end == 0
    if flying:
        facing_right = board.motion.dragon_from == 0
    threshold = dragon.flight_threshold(v)
    # The Exit sign at the far end.
    sign = pygame.Rect(0, 0, 92, 30)
    sign.center = (other.centerx, other.y + 74)
    pygame.draw.line(
        surface, (70, 50, 36), (sign.centerx, sign.bottom), (sign.centerx, sign.bottom + 40), 5
    )
    pygame.draw.rect(surface, P.EXIT, sign, border_radius=6)
    pygame.draw.rect(surface, P.INK, sign, 2, border_radius=6)
    theme.text(surface, "EXIT", sign.center, size=16, weight="title", colour=P.INK, anchor="center")
    theme.text(
        surface,
        "escape here",
        (sign.centerx, sign.y - 4),
        size=12,
        colour=P.TEXT,
        anchor="midbottom",
    )
    scenery.draw_dragon(surface, centre, facing_right, size=80)
    if flying:
        return
    theme.text(
        surface,
        f"flies at {threshold}",
        (lair.centerx, lair.y + 102),
        size=14,
        weight="bold",
        colour=P.GOLD,
        anchor="center",
        shadow=True,
    )
    card = _power_rect(v)
    if v.dragon_power is not None and v.game.cards[v.dragon_power].dragon_power is not None:
        surface.blit(faces.power_card(v, v.dragon_power, L.POWER), card)
    else:
        _dashed(surface, card, P.TEXT_DIM)
        theme.text(surface, "no power", card.center, size=12, colour=P.TEXT_DIM, anchor="center")


def _wizard(
    surface: pygame.Surface, foot: tuple[float, float], colour: P.Colour, alpha: float, active: bool
) -> None:
    """A wizard figure drawn in the seat's colour: robe, hat and a star."""
    w, h = 34, 52
    img = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
    cx = (w + 8) // 2
    base = h + 4
    dark = theme.shade(colour, 0.55)
    pygame.draw.ellipse(img, (0, 0, 0, 90), (cx - 15, base - 5, 30, 8))
    robe = [(cx - 14, base - 2), (cx + 14, base - 2), (cx + 7, base - 28), (cx - 7, base - 28)]
    pygame.draw.polygon(img, colour, robe)
    pygame.draw.polygon(img, dark, robe, 2)
    pygame.draw.circle(img, (242, 214, 184), (cx, base - 32), 7)
    pygame.draw.circle(img, dark, (cx, base - 32), 7, 1)
    pygame.draw.polygon(img, dark, [(cx - 13, base - 36), (cx + 13, base - 36), (cx, base - 40)])
    hat = [(cx - 9, base - 38), (cx + 9, base - 38), (cx + 3, base - 58 + 4)]
    pygame.draw.polygon(img, colour, hat)
    pygame.draw.polygon(img, dark, hat, 2)
    pygame.draw.circle(img, P.GOLD, (cx + 1, base - 46), 2)
    rect = img.get_rect(midbottom=(round(foot[0]), round(foot[1]) + 4))
    if active:
        halo = pygame.Surface((60, 20), pygame.SRCALPHA)
        pygame.draw.ellipse(halo, (*P.GOLD, 110), halo.get_rect())
        surface.blit(halo, halo.get_rect(center=(round(foot[0]), round(foot[1]))))
    if alpha < 1:
        img.set_alpha(round(255 * max(0.0, alpha)))
    surface.blit(img, rect)


BANNER_SHADE = 225  # opacity of the band behind FLIGHT! and ROOST


def _banner(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    v = board.v
    k = board.motion.progress("banner")
    news = board.motion.news
    board.drawn.pop("banner", None)
    if k is not None:
        alpha = min(1.0, k * 5, (1 - k) * 4)
        size = 54
        img = theme.rendered(board.motion.banner, size, "title", P.GOLD).copy()
        img.set_alpha(round(255 * alpha))
        r = img.get_rect(center=(L.SCENE.centerx, L.SCENE.y + 52))
        # Nearly opaque: the white Bridge Hack notices lie under the banner and showed
        # through, right behind its gold letters.
        shade = pygame.Surface(r.inflate(60, 16).size, pygame.SRCALPHA)
        shade.fill((20, 8, 10, round(BANNER_SHADE * alpha)))
        surface.blit(shade, r.inflate(60, 16))
        board.drawn["banner"] = r.inflate(60, 16)
        surface.blit(img, r)
    elif news is not None and news[0] == v.turns:
        lair = L.lair_rect(v.dragon_end)
        x = lair.right + 130 if v.dragon_end == 0 else lair.x - 130
        theme.text(
            surface,
            news[1],
            (x, L.SCENE.y + 70),
            size=14,
            weight="semibold",
            colour=P.GOLD,
            anchor="center",
            shadow=True,
        )


def _plaque(board: DragonBridgeBoard, surface: pygame.Surface, seat: int) -> None:
    v = board.v
    me = seat == board.me
    r = G.plaque(me)
    colour = theme.seat_colour(seat)
    shown = board.playing_back
    if shown is not None:
        deciding = seat == shown
    else:
        deciding = v.stack.top is not None and v.stack.top.seat == seat and not v.is_over
    theme.panel(surface, r, colour=P.PANEL, edge=P.GOLD if deciding else P.PANEL_EDGE, alpha=225)
    pygame.draw.rect(
        surface, colour, (r.x, r.y, 7, r.h), border_top_left_radius=12, border_bottom_left_radius=12
    )
    who = prompts.name(board, seat) + (" (you)" if me else "")
    size = fit_size(who, 170, 17, "semibold", 12)
    theme.text(surface, who, (r.x + 16, r.y + 8), size=size, weight="semibold", colour=P.TEXT)
    if not me:
        theme.text(
            surface,
            seat_role(board.session.seats, seat),
            (r.x + 16, r.y + 34),
            size=13,
            colour=P.TEXT_DIM,
        )
    wid = v.wizard[seat]
    chip = G.wizard_chip(me)
    if wid is not None:
        surface.blit(
            faces.chip(v.game.wizards[wid].name, (150, 110, 200), chip.w, icon="wizard"), chip
        )
    elif not v.options["basic"]:
        theme.text(
            surface, "no wizard yet", chip.midleft, size=13, colour=P.TEXT_DIM, anchor="midleft"
        )
    # Gems.
    x, y = G.gem_row(me)
    theme.text(
        surface, "GEMS", (x - 8, y), size=11, weight="bold", colour=P.TEXT_DIM, anchor="midright"
    )
    ready, depleted = G.gem_rects(me, v.ready[seat], v.depleted[seat])
    pulse = board.motion.progress("gems")
    for gr in ready:
        faces.gem(
            surface,
            gr.center,
            P.GEM_GREEN,
            10 if pulse is None else 10 + round(2 * math.sin(pulse * math.pi)),
            ready=True,
        )
    for gr in depleted:
        faces.gem(surface, gr.center, P.GEM_GREEN, 10, ready=False)
    gx = x + (v.ready[seat] + v.depleted[seat]) * G.GEM_STEP + 8
    extras = []
    if v.aside[seat]:
        extras.append(f"{v.aside[seat]} aside")
    if v.card_gem[seat] is not None:
        extras.append("1 on card (" + ("ready" if v.card_gem[seat] else "depleted") + ")")
    text = f"{v.ready[seat]} ready · {v.depleted[seat]} depleted" + (
        "".join(f" · {e}" for e in extras)
    )
    room = r.right - 10 - gx  # a smaller font first, then a cut, never past the plaque
    size = fit_size(text, room, 12, "regular", 10)
    theme.text(
        surface,
        shortened(text, room, size, "regular"),
        (gx, y),
        size=size,
        colour=P.TEXT_DIM,
        anchor="midleft",
    )
    if v.expansion:
        wx = G.wizard_chip(me).right + 20
        wy = G.wizard_chip(me).centery
        if me:
            wx, wy = r.right - 54, r.y + 21
        faces.gem(surface, (wx, wy), P.WHITE_GEM, 9, ready=True)
        theme.text(
            surface,
            f"x {v.white[seat]}",
            (wx + 12, wy),
            size=14,
            weight="bold",
            colour=P.WHITE_GEM,
            anchor="midleft",
        )
    for i, iid in enumerate(v.tableau[seat]):
        surface.blit(
            faces.chip(v.game.items[iid].name, (70, 150, 120), G.CHIP_W, icon="gem"),
            G.item_chip(me, i),
        )
    if not v.tableau[seat] and not v.options["basic"]:
        at = G.item_chip(me, 0)
        theme.text(
            surface,
            "no items",
            (at.x + 4, at.centery),
            size=12,
            colour=P.TEXT_DIM,
            anchor="midleft",
        )
    if not me:
        hand = v.hands[seat]
        for i in range(len(hand)):
            surface.blit(
                pygame.transform.smoothscale(
                    faces.card_back(L.MINI), G.opp_hand(i, len(hand)).size
                ),
                G.opp_hand(i, len(hand)),
            )
        if hand:
            last = G.opp_hand(0, len(hand))
            theme.text(
                surface,
                f"hand {len(hand)}",
                (last.x - 8, last.centery),
                size=12,
                colour=P.TEXT_DIM,
                anchor="midright",
            )


def _middle(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    v = board.v
    theme.panel(surface, L.NEST_PANEL, colour=P.PANEL, edge=P.PANEL_EDGE, alpha=215)
    roost = dragon.roost_at(v)
    board.drawn["nest heading"] = theme.text(
        surface,
        "THE NEST",
        (L.NEST_ROW.x, L.HEAD_Y),
        size=13,
        weight="bold",
        colour=P.GOLD,
    )
    # Within a turn the Nest can grow past the roost mark before the Dragon Check, and
    # "9 of 7" would read as an error: the count is then given alone.
    held = f"{len(v.nest)} of {roost}" if len(v.nest) <= roost else f"{len(v.nest)}"
    theme.text(
        surface,
        f"{held} cards: the Dragon roosts at {roost}",
        (L.NEST_ROW.right, L.HEAD_Y + 1),
        size=12,
        colour=P.TEXT_DIM,
        anchor="topright",
    )
    sweep = board.motion.progress("sweep")
    count = nest_count(v)
    for i in range(count, L.SLOTS):  # the empty places left before the Dragon roosts
        slot = L.nest_slot(i)
        last = i == roost - 1
        _dashed(surface, slot, P.THREAT if last else P.PANEL_EDGE)
        if last:
            theme.text(
                surface,
                "ROOST",
                slot.center,
                size=12,
                weight="bold",
                colour=P.THREAT,
                anchor="center",
            )
    nest_k = board.motion.progress("nest")
    laid: list[pygame.Rect] = []
    for i, (cid, up) in enumerate(v.nest):
        slot = L.nest_slot(i, count)
        laid.append(slot)
        if nest_k is not None and i == len(v.nest) - 1:
            slot = slot.move(0, round(-20 * (1 - nest_k)))
        seen = L.nest_face(i, count)
        # A card under the next one prints everything in the part left in sight.
        img = faces.action_card(v, cid, L.MINI, seen=seen.w) if up else faces.card_back(L.MINI)
        surface.blit(img, slot)
        if not up:  # on the part the next card leaves in sight
            theme.text(
                surface,
                "face down",
                (slot.x + seen.w // 2, slot.bottom - 8),
                size=fit_size("face down", seen.w - 6, 10, "regular", 8),
                colour=P.TEXT,
                anchor="midbottom",
            )
    board.drawn.pop("in play", None)
    if v.in_play is not None:
        r = _in_play_rect(v)
        k = board.motion.progress("played")
        if k is not None and board.motion.played is not None:
            sx, sy = board.motion.played[1]
            r = r.copy()
            r.center = (round(sx + (r.centerx - sx) * k), round(sy + (r.centery - sy) * k))
        glow = r.inflate(8, 6)  # kept under the panel's heading, clear of its letters
        pygame.draw.rect(surface, P.GOLD, glow, 3, border_radius=9)
        surface.blit(faces.action_card(v, v.in_play, L.MINI, in_play=True), r)
        if k is None:
            laid.append(glow)
            board.drawn["in play"] = glow
    if laid:
        board.drawn["nest"] = laid[0].unionall(laid[1:])
    else:
        board.drawn.pop("nest", None)
    if sweep is not None:
        swept = board.motion.swept_count
        for i, (cid, up) in enumerate(board.motion.swept):
            start = L.nest_slot(i, swept)
            r = start.copy()
            r.x = round(start.x + (L.DECK_RECT.x - start.x) * sweep)
            seen_w = L.nest_face(i, swept).w  # not `seen`: that name holds a Rect above
            img = faces.action_card(v, cid, L.MINI, seen=seen_w) if up else faces.card_back(L.MINI)
            surface.blit(img, r)
    _wings_meter(board, surface)
    # The deck.
    deck = L.DECK_RECT
    for k in range(min(3, max(1, len(v.deck) // 5))):
        surface.blit(faces.card_back(L.MINI), deck.move(-2 * k, -2 * k))
    if not v.deck:
        _dashed(surface, deck, P.PANEL_EDGE)
    theme.text(
        surface,
        "DECK",
        (deck.centerx, L.HEAD_Y),
        size=13,
        weight="bold",
        colour=P.GOLD,
        anchor="midtop",
    )
    board.drawn["deck count"] = theme.text(
        surface,
        _count(len(v.deck), "card"),
        (deck.centerx, deck.bottom + 6),
        size=13,
        weight="semibold",
        colour=P.TEXT,
        anchor="midtop",
    )
    _market(board, surface)


def _count(n: int, noun: str) -> str:
    """ "1 card", "2 cards": the deck runs down to one card often enough to be seen."""
    return f"{n} {noun}" + ("" if n == 1 else "s")


def _wings_label(wings: int, need: int) -> str:
    label = f"{wings} / {need} visible wings"
    if wings >= need:
        return label + ": the Dragon flies!"
    if wings >= need - 2:
        return label + f": {need - wings} more and it flies"
    return label


def _wings_meter(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    v = board.v
    wings = dragon.visible_wings(v)
    need = dragon.flight_threshold(v)
    row = L.WINGS_ROW
    font = theme.font(14, "bold")
    # The bar leaves room for the longest words this threshold can bring, so it keeps
    # its length as the Dragon nears a FLIGHT and the warning grows beside it.
    widest = max(font.size(_wings_label(n, need))[0] for n in range(need - 2, need + 3))
    bar = pygame.Rect(row.x, row.y, max(120, min(L.WINGS_BAR_MAX, row.w - widest - 12)), row.h)
    seg = bar.w / need
    for i in range(need):
        r = pygame.Rect(round(bar.x + i * seg) + 1, bar.y, max(2, round(seg) - 2), bar.h)
        lit = i < wings
        colour = (P.THREAT if wings >= need - 1 else P.ORANGE) if lit else (60, 44, 48)
        pygame.draw.rect(surface, colour, r, border_radius=3)
    hot = wings >= need - 2
    label = _wings_label(wings, need)
    room = row.right - bar.right - 12
    board.drawn["wings"] = theme.text(
        surface,
        label,
        (bar.right + 12, bar.centery),
        size=fit_size(label, room, 14, "bold", 9),
        weight="bold",
        colour=P.THREAT if hot else P.TEXT,
        anchor="midleft",
    )


def _market(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    v = board.v
    panel = L.MARKET_PANEL
    theme.panel(surface, panel, colour=P.PANEL, edge=P.PANEL_EDGE, alpha=215)
    from game.engines.dragon_bridge.gems import item_cost

    cost = item_cost(v)
    if v.options["basic"]:
        theme.text(
            surface,
            f"ITEMS · {cost} gems, drawn blind",
            (panel.x + 14, L.HEAD_Y),
            size=13,
            weight="bold",
            colour=P.GOLD,
        )
        slot = L.item_deck_rect()
        if v.item_deck:
            surface.blit(faces.card_back(L.MINI), slot)
        theme.text(
            surface,
            _count(len(v.item_deck), "item"),
            (slot.right + 10, slot.centery),
            size=13,
            colour=P.TEXT,
            anchor="midleft",
        )
        return
    theme.text(
        surface,
        f"MARKET · {cost} ready gems each",
        (panel.x + 14, L.HEAD_Y),
        size=13,
        weight="bold",
        colour=P.GOLD,
    )
    for i, iid in enumerate(v.market):
        surface.blit(faces.item_card(v, iid, L.ITEM), L.market_slot(i))
    theme.text(
        surface,
        f"{_count(len(v.item_deck), 'item')} left in the item deck",
        (panel.x + 14, panel.bottom - 8),
        size=12,
        colour=P.TEXT_DIM,
        anchor="bottomleft",
    )


def _hand(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    v = board.v
    hand = v.hands[board.me]
    top = v.stack.top
    playable = {t.rect.topleft for t in board.targets if t.zone == "hand"}
    dim = (
        board.presenting and top is not None and top.kind not in ("play", "search_give", "discard")
    )
    for i, cid in enumerate(hand):
        r = L.hand_slot(i, len(hand))
        hovered = r.collidepoint(board.mouse)
        if r.topleft in playable and hovered:
            r = r.move(0, -L.HAND_LIFT)
        img = faces.action_card(v, cid, r.size) if cid is not None else faces.card_back(r.size)
        pygame.draw.rect(surface, (0, 0, 0), r.move(3, 5), border_radius=8)
        if dim:
            img = img.copy()
            img.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(img, r)
    if not hand:
        theme.text(
            surface,
            "no cards in hand",
            (L.hand_slot(0, 1).centerx, L.MINE.centery),
            size=14,
            colour=P.TEXT_DIM,
            anchor="center",
        )


VEIL_ALPHA = 236  # the veil over the table while a wizard is picked


def _wizard_pick(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    v = board.v
    if not board.presenting:
        return
    veil = pygame.Surface((L.B.w, L.PROMPT.y - L.SCENE.y), pygame.SRCALPHA)
    # Dark enough that the white Bridge Hack notices behind "Choose your wizard" do not
    # show through its letters.
    veil.fill((14, 8, 14, VEIL_ALPHA))
    surface.blit(veil, (L.B.x, L.SCENE.y))
    theme.text(
        surface,
        "Choose your wizard",
        (L.B.centerx, L.SCENE.y + 8),
        size=24,
        weight="title",
        colour=P.GOLD,
        anchor="midtop",
    )
    offered = [a for a in board.legal_actions() if a.args[0] is not None]
    for i, act in enumerate(offered):
        r = G.wizard_card(i, len(offered))
        surface.blit(faces.wizard_card(v, str(act.args[0]), r.size), r)


def _targets_glow(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    pulse = 0.5 + 0.5 * math.sin(board.clock * 4)
    board.drawn.pop("nest rings", None)
    for key in [k for k in board.drawn if k.startswith("hand ring")]:
        del board.drawn[key]
    for t in board.targets:
        if t.zone in ("button", "reopen"):
            continue
        hovered = t.rect.collidepoint(board.mouse)
        r = t.rect
        if t.zone == "hand" and hovered:
            r = r.move(0, -L.HAND_LIFT)
        if t.zone.startswith("arrow"):
            _arrow(surface, r, int(t.zone[5:]), hovered)
            continue
        if t.zone == "tile":
            _tile_glow(board, surface, t, hovered, pulse)
            continue
        colour = P.GOLD
        alpha = 255 if hovered else round(150 + 105 * pulse)
        width = 4 if hovered else 3
        # Set-up wizards and Nest cards stand 8 px apart: their rings must not run into
        # each other, and a Nest card's must not reach the panel's heading above it.
        # Hand cards stand HAND_GAP apart, their rings a clear gap from each other.
        pad = {"wizard": 6, "nest": 6, "hand": L.HAND_RING}.get(t.zone, 12)
        glow = pygame.Surface(r.inflate(pad, pad).size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*colour, alpha), glow.get_rect(), width, border_radius=9)
        if hovered:
            pygame.draw.rect(glow, (*colour, 50), glow.get_rect().inflate(-8, -8), border_radius=7)
        surface.blit(glow, r.inflate(pad, pad))
        if t.zone == "nest":
            rings = board.drawn.get("nest rings")
            board.drawn["nest rings"] = r.inflate(pad, pad).union(rings or r)
        if t.zone == "hand":
            board.drawn[f"hand ring {t.rect.x}"] = r.inflate(pad, pad)


def _tile_glow(
    board: DragonBridgeBoard, surface: pygame.Surface, t: Target, hovered: bool, pulse: float
) -> None:
    """A destination tile lights up: a pulsing wash and ring in gold, and how far it is.

    Only reachable tiles get any of this, so the plain stone of the others is the "no"."""
    r = t.rect
    wash = pygame.Surface(r.size, pygame.SRCALPHA)
    alpha = 170 if hovered else round(90 + 60 * pulse)
    pygame.draw.rect(wash, (*P.GOLD, alpha), wash.get_rect(), border_radius=5)
    surface.blit(wash, r)
    grow = 4 + round(3 * pulse)
    ring = r.inflate(2 * grow + 6, 2 * grow + 6)
    halo = pygame.Surface(ring.size, pygame.SRCALPHA)
    pygame.draw.rect(halo, (*P.GOLD, 60), halo.get_rect(), 4, border_radius=10)
    pygame.draw.rect(
        halo,
        (*(P.EXIT if hovered else P.GOLD), 255 if hovered else round(190 + 65 * pulse)),
        halo.get_rect().inflate(-6, -6),
        4 if hovered else 3,
        border_radius=8,
    )
    surface.blit(halo, ring)
    if hovered:
        # Where the wizard would stand: a ghost on the tile.
        _wizard(surface, (r.centerx, r.y + 6), theme.seat_colour(board.me), 0.45, False)
    # The tile's mark and gem stay as legible as on plain stone (a wizard's feet, at the
    # top of the tile, stay under the wash: the foot of the tile is clear of them).
    n = board.v.bridge.size
    tile = next((i for i in range(n) if L.tile_rect(i, n) == r), None)
    if tile is not None:
        _tile_marks(board, surface, tile)
    if t.badge:
        disc = L.tile_badge(r)
        radius = L.TILE_BADGE_R
        pygame.draw.circle(surface, (36, 16, 14), disc.center, radius)
        pygame.draw.circle(surface, P.EXIT if hovered else P.GOLD, disc.center, radius, 2)
        size = fit_size(t.badge, 2 * radius - 4, 13, "bold", 9)
        theme.text(
            surface, t.badge, disc.center, size=size, weight="bold", colour=P.EXIT, anchor="center"
        )
        if tile is not None:
            board.drawn[f"badge {tile}"] = disc


def _arrow(surface: pygame.Surface, r: pygame.Rect, d: int, hovered: bool) -> None:
    colour = P.GOLD if hovered else P.ORANGE
    body = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(body, (30, 12, 10, 200), body.get_rect(), border_radius=8)
    pygame.draw.rect(body, (*colour, 255), body.get_rect(), 3 if hovered else 2, border_radius=8)
    cx, cy = r.w // 2, r.h // 2
    pts = [(cx - 8 * d, cy - 11), (cx + 9 * d, cy), (cx - 8 * d, cy + 11)]
    pygame.draw.polygon(body, colour, pts)
    surface.blit(body, r)


def _prompt(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    r = L.PROMPT
    mine = board.presenting
    theme.panel(
        surface,
        r,
        colour=(64, 30, 34) if mine else P.PANEL,
        edge=P.GOLD if mine else P.PANEL_EDGE,
        alpha=230,
        radius=10,
    )
    buttons = [t for t in board.targets if t.zone in ("button", "reopen")]
    left = min((t.rect.x for t in buttons), default=r.right) - 12
    room = left - r.x - 20
    draw_fitted(
        surface,
        prompt_text(prompts.headline(board), room, r.h - 4),
        pygame.Rect(r.x + 14, r.y, room, r.h),
        P.GOLD if mine else P.TEXT,
        align="left",
        valign="center",
    )
    for t in buttons:
        hot = t.rect.collidepoint(board.mouse)
        base = (120, 52, 40) if t.zone == "button" else (54, 40, 48)
        if hot:
            base = theme.shade(base, 1.25)
        pygame.draw.rect(surface, base, t.rect, border_radius=8)
        pygame.draw.rect(surface, P.GOLD if hot else P.PANEL_EDGE, t.rect, 1, border_radius=8)
        theme.text(
            surface,
            t.hint,
            t.rect.center,
            size=prompts.BUTTON_SIZE,
            weight="semibold",
            colour=P.TEXT,
            anchor="center",
        )


def prompt_text(message: str, width: int, height: int) -> Fitted:
    """The prompt on one line, a little smaller if need be; beside four buttons (a gem
    phase with an item and a card ability) on two smaller lines rather than under them."""
    one = fit_line(message, width, start=17, low=12, weight="semibold")
    if not one.truncated:
        return one
    return fit_block(message, width, height, start=12, low=10, weight="semibold", max_lines=2)


def _dashed(surface: pygame.Surface, r: pygame.Rect, colour: P.Colour) -> None:
    dash = 6
    for x in range(r.x + 4, r.right - 4, dash * 2):
        pygame.draw.line(surface, colour, (x, r.y), (min(x + dash, r.right - 4), r.y))
        pygame.draw.line(
            surface, colour, (x, r.bottom - 1), (min(x + dash, r.right - 4), r.bottom - 1)
        )
    for y in range(r.y + 4, r.bottom - 4, dash * 2):
        pygame.draw.line(surface, colour, (r.x, y), (r.x, min(y + dash, r.bottom - 4)))
        pygame.draw.line(
            surface, colour, (r.right - 1, y), (r.right - 1, min(y + dash, r.bottom - 4))
        )


ZOOM_GAP = 12  # between the hovered card and its zoom


def draw_zoom(board: DragonBridgeBoard, surface: pygame.Surface) -> None:
    """The hovered card at full size with every word, kept inside the board and clear of
    the card itself (and of the ring around it)."""
    board.drawn.pop("zoom", None)
    board.drawn.pop("zoomed", None)
    playable = {t.rect.topleft for t in board.targets if t.zone == "hand"}
    for h in reversed(board.hoverables):
        rect = h.rect
        if rect.collidepoint(board.mouse):
            big = faces.zoom(h.face)
            shown = rect.copy()
            if rect.topleft in playable:  # a hand card to play rises under the mouse
                shown.union_ip(rect.move(0, -L.HAND_LIFT))
            shown.inflate_ip(L.HAND_RING, L.HAND_RING)
            zr = beside(big.get_size(), shown, L.B.inflate(-8, -8), level=board.mouse, gap=ZOOM_GAP)
            pygame.draw.rect(surface, (0, 0, 0), zr.move(4, 6), border_radius=16)
            surface.blit(big, zr)
            board.drawn["zoom"] = zr
            board.drawn["zoomed"] = shown
            return
