"""What stands on a Dragon Island tile (its Keep or Tower, icons, building, markers,
dragons and wizards) is laid out so nothing covers anything else: a wizard used to stand
over the empty dragon icon of a Dragon / Build tile, dragons over the Wild marker."""

from __future__ import annotations

import dataclasses
import itertools
import math
import random

import pygame

from game.core import registry
from game.core.record import SeatSpec
from game.engines.dragon_island.state import DragonIslandState
from game.ui.boards.dragon_island import DragonIslandBoard, island
from game.ui.boards.dragon_island import layout as L
from game.ui.kit.hexgrid import HexLayout
from game.ui.scenes.play import PlayScene
from tests.ui.harness import make_app, step

HUMAN = SeatSpec("human")
AI = SeatSpec("ai", "easy")


def _states(players: int, seed: int, every: int = 4):
    """Seeded random games of the engine: every ``every``-th state on the way."""
    game = registry.load_game("dragon_island")
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    n = 0
    while not state.is_over:
        if n % every == 0:
            yield state
        state.apply(rng.choice(state.legal_actions()))
        n += 1
    yield state


def _covered(a: pygame.Rect, b: pygame.Rect) -> bool:
    return a.colliderect(b)


def test_nothing_on_a_tile_covers_anything_else() -> None:
    """Across whole three- and four-player games, at a late-game tile size and a zoomed
    in one: no two pieces of a tile overlap, except wizards sharing a tile, who stand in
    a huddle showing at least half of each; every piece stays within its tile."""
    checked = crowded = 0
    for players, seed in itertools.product((3, 4), range(6)):
        for state in _states(players, seed):
            assert isinstance(state, DragonIslandState)
            for size in (27.0, 44.0):
                lay = HexLayout(size, (640, 360))
                for h in state.board:
                    rects = island.tile_rects(state, lay, h)
                    x, y = lay.to_pixel(h)
                    tile = pygame.Rect(0, 0, round(size * 3**0.5) + 2, round(size * 2) + 2)
                    tile.center = (round(x), round(y))
                    for kind, rect in rects:
                        assert tile.contains(rect), (kind, h)
                    for (k1, r1), (k2, r2) in itertools.combinations(rects, 2):
                        if k1 == k2 == "wizard":
                            assert abs(r1.centerx - r2.centerx) >= r1.w / 2, h
                            crowded += 1
                        else:
                            assert not _covered(r1, r2), (k1, k2, h, size)
                    checked += len(rects)
    assert checked > 40_000 and crowded


def test_the_reported_tile_a_wizard_beside_an_empty_dragon_icon_and_a_build_badge() -> None:
    """The tile of the report: a Dragon / Build tile with no dragon on it yet, a wizard on
    it, with or without a building on the Build badge. The wizard's figure covers
    neither icon; the icons shrink to make room, but by less than a third."""
    for slot in ("build", "build:pen", "build:spire", "build:lair"):
        for wizards in (1, 2):
            layout = L.tile_layout(L.TileKey(badges=("dragon", slot), wizards=wizards))
            nest, built = layout.badges
            assert nest.kind == "dragon" and built.kind == slot
            assert min(nest.scale, built.scale) >= 0.7 - 0.1 * (wizards - 1), (slot, wizards)
            for figure in layout.wizards:
                assert not L.overlap(figure.box, nest.box), (slot, wizards)
                assert not L.overlap(figure.box, built.box), (slot, wizards)


def test_tiles_nobody_stands_on_keep_their_usual_look() -> None:
    """The layout moves pieces only when they would cover each other: a tile with no
    wizard and room for everything keeps its icons full size along its bottom and its
    dragons full size above them."""
    plain = L.tile_layout(L.TileKey(badges=("dragon", "build"), dragons=2))
    assert all(p.scale == 1.0 for p in plain.pieces())
    assert [round(p.x, 2) for p in plain.badges] == [-0.28, 0.28]
    assert all(p.y > 0.3 for p in plain.badges) and all(p.y < 0 for p in plain.dragons)
    tower = L.tile_layout(L.TileKey(landmark="tower", badges=("map",)))
    assert tower.landmark is not None and tower.landmark.scale == 1.0
    assert (tower.landmark.x, tower.landmark.y) == (0.0, -0.1)


def test_crowded_tiles_still_fit() -> None:
    """The most crowded tiles of many sampled games (a Tower with seven dragons and a
    wizard, three wizards on a Spire's tile, nine dragons) are laid out without
    overlap, every dragon, icon and wizard at least 45% of its usual size."""
    for players, seed in itertools.product((2, 3, 4), range(10)):
        for state in _states(players, seed, every=3):
            for h in state.board:
                layout = island.tile_layout(state, h)  # type: ignore[arg-type]
                pieces = layout.pieces()
                for a, b in itertools.combinations(pieces, 2):
                    if not a.kind == b.kind == "wizard":
                        assert not L.overlap(a.box, b.box), (h, a.kind, b.kind)
                for p in pieces:
                    least = L.LANDMARK_MIN if p.kind in ("tower", "keep") else 0.45
                    assert p.scale >= least, (p.kind, p.scale)


def test_what_a_tile_shows_is_drawn_within_the_rects_it_was_given(user_home) -> None:
    """The rects the tests above compare are honest: every pixel the pieces of the tiles
    change on the island lies within the rect of one of them (a pixel's rounding
    aside), at the usual zoom and zoomed in."""
    app = make_app(animation_speed="instant")
    game = registry.load_game("dragon_island")
    empty = L.TileLayout(None, (), None, None, None, (), ())
    for seed in (1, 9):
        play = PlayScene.new_game(app, game, [HUMAN, AI, AI, AI], seed)
        play.agents.clear()
        app.push(play)
        step(app, 1)
        board = play.board
        assert isinstance(board, DragonIslandBoard)
        rng = random.Random(seed)
        for n in range(120):
            play.apply(rng.choice(play.session.state.legal_actions()))
            if n % 40 != 39:
                continue
            view = board.dview
            for zoom in (1.0, 2.0):
                board.camera.zoom = zoom
                full = pygame.Surface((1280, 720))
                island.draw_island(full, view, board.camera, island.IslandMarks())
                saved = island.tile_layout
                island.tile_layout = lambda *_a: empty  # type: ignore[assignment]
                try:
                    bare = pygame.Surface((1280, 720))
                    island.draw_island(bare, view, board.camera, island.IslandMarks())
                finally:
                    island.tile_layout = saved  # type: ignore[assignment]
                same = pygame.mask.from_threshold(full, (0, 0, 0), (1, 1, 1, 255), bare)
                changed = pygame.mask.Mask((1280, 720), fill=True)
                changed.erase(same, (0, 0))
                lay = board.camera.layout
                assert changed.count() > 1000
                for h in view.board:
                    for _, rect in island.tile_rects(view, lay, h):
                        rect = rect.inflate(2, 2)
                        changed.erase(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
                assert changed.count() <= 4, (seed, n, zoom, changed.count())
        app.pop()


def test_a_walking_wizard_goes_from_its_place_on_one_tile_to_its_place_on_the_next() -> None:
    """Halfway through its walk a wizard is halfway between where it stood on the tile
    it left and where it stands on the tile it reached (its place in each tile's
    layout), the same size."""
    state = next(s for s in _states(4, 3) if len(s.board) > 12)
    assert isinstance(state, DragonIslandState)
    lay = HexLayout(30.0, (640, 360))
    seat = 0
    end = state.wizards[seat]
    start = next(h for h in state.board if h != end and h not in state.wizards)
    spots = island.wizard_spots(state, lay)
    (ex, ey), height = spots[seat]
    marks = island.IslandMarks(walks={seat: (start, end, 0.0)})
    (sx, sy), _ = island.wizard_spots(state, lay, marks)[seat]
    assert island.tile_key(state, start).wizards == 0
    alone = L.tile_layout(dataclasses.replace(island.tile_key(state, start), wizards=1)).wizards[0]
    cx, cy = lay.to_pixel(start)
    assert (round(sx, 3), round(sy, 3)) == (
        round(cx + alone.x * 30, 3),
        round(cy + alone.y * 30, 3),
    )
    marks.walks[seat] = (start, end, 0.5)
    (mx, my), mid_height = island.wizard_spots(state, lay, marks)[seat]
    assert abs(mx - (sx + ex) / 2) < 1e-6 and abs(my - (sy + ey) / 2) < 1e-6
    assert mid_height == height
    marks.walks[seat] = (start, end, 1.0)
    assert island.wizard_spots(state, lay, marks)[seat][0] == (ex, ey)


def test_four_or_more_dragons_on_a_tile_show_their_number() -> None:
    """At a late-game zoom five or six dragon tokens on a tile were too small to count.
    From four dragons a disc with their number stands beside them, in a place of its own
    (covering nothing), large enough to read; fewer dragons get none."""
    from tests.dragon_island.helpers import new, put_tile

    s = new(4, seed=1)
    put_tile(s, (1, 0), "red", "dragon_build")
    put_tile(s, (0, 1), "blue", "dragon_build")
    s.dragons[(1, 0)] = ("red", "red", "gold", "blue", "white")
    s.dragons[(0, 1)] = ("blue", "blue", "green")
    lay = HexLayout(46.0, (640, 360))  # a four-player island late in the game
    text, rect = island.dragon_count(s, lay, (1, 0))  # type: ignore[misc]
    assert text == "5" and rect.h >= 14
    x, y = lay.to_pixel((1, 0))
    assert math.hypot(rect.centerx - x, rect.centery - y) + rect.h / 2 < 46 * 3**0.5 / 2
    for kind, other in island.tile_rects(s, lay, (1, 0)):
        if kind != "count":
            assert not other.colliderect(rect.inflate(-2, -2)), kind
    assert island.dragon_count(s, lay, (0, 1)) is None


def test_most_tiles_with_many_dragons_keep_their_count() -> None:
    """The count gives way only on a tile too crowded for it (many dragons beside a
    wizard, a marker or a Tower): in sampled games nearly every such tile shows it."""
    many = counted = 0
    for players, seed in itertools.product((3, 4), range(6)):
        for state in _states(players, seed, every=3):
            for h, d in state.dragons.items():  # type: ignore[attr-defined]
                if len(d) >= L.COUNT_FROM:
                    many += 1
                    counted += island.tile_layout(state, h).count is not None  # type: ignore[arg-type]
    assert many > 20
    assert counted >= 0.9 * many, (counted, many)
