"""The island is the heart of Dragon Island and gets most of the board: it used to be a
604x404 view under the step track, beside a 300 px column of wizards' panels and over a
130 px tray, the camera always fitting the whole ring of spaces a tile could go, so a
late four-player island's tiles were about 27 px from centre to corner. Now the island
takes the board's whole height, the panels and the tray share the column beside it, and
the camera fits the ring only while the viewer places a tile, easing between framings."""

from __future__ import annotations

import itertools
import random
import statistics

import pygame

from game.core import registry
from game.core.record import SeatSpec
from game.ui.boards.dragon_island import DragonIslandBoard, panels
from game.ui.kit.hexgrid import HexLayout
from game.ui.scenes.play import PlayScene
from tests.ui.harness import make_app, step

HUMAN = SeatSpec("human")
AI = SeatSpec("ai", "easy")


def _play(players: int, seed: int, speed: str = "instant") -> PlayScene:
    app = make_app(animation_speed=speed)
    game = registry.load_game("dragon_island")
    play = PlayScene.new_game(app, game, [HUMAN] + [AI] * (players - 1), seed)
    app.push(play)
    play.agents.clear()  # nobody thinks: every seat's move is a seeded random one
    step(app, 2)
    assert isinstance(play.board, DragonIslandBoard)
    return play


def _late_sizes(players: int, seeds: range) -> dict[str, list[float]]:
    """The tile size (centre to corner, px) at the viewer's place and move decisions once
    the bag is nearly empty."""
    sizes: dict[str, list[float]] = {"place": [], "move": []}
    for seed in seeds:
        play = _play(players, seed)
        board = play.board
        assert isinstance(board, DragonIslandBoard)
        rng = random.Random(seed)
        while not play.session.state.is_over:
            state = play.session.state
            top = state.stack.top  # type: ignore[attr-defined]
            if top.seat == 0 and top.kind in sizes and len(state.bag) <= 2:  # type: ignore[attr-defined]
                board.refresh()
                sizes[top.kind].append(board.camera.layout.size)
            play.apply(rng.choice(state.legal_actions()))
    return sizes


def test_a_late_four_player_island_is_drawn_large() -> None:
    """Late four-player tiles were 27 px (moving) and 29 px (placing) from centre to
    corner at the median; they are now about 47 and 38."""
    sizes = _late_sizes(4, range(4))
    assert len(sizes["move"]) >= 8 and len(sizes["place"]) >= 8, sizes
    assert statistics.median(sizes["move"]) >= 40, sizes["move"]
    assert statistics.median(sizes["place"]) >= 34, sizes["place"]
    assert min(sizes["move"] + sizes["place"]) >= 30


def test_the_island_gets_most_of_the_board_and_nothing_overlaps_it() -> None:
    """The island's view (below its prompt banner) was 43 % of the board; the step track,
    the island, the wizards' panels and the tray never overlap and stay on the board."""
    for players in (2, 3, 4):
        play = _play(players, players)
        board = play.board
        assert isinstance(board, DragonIslandBoard)
        area = board.view_area
        assert area.w * area.h >= 0.55 * board.rect.w * board.rect.h, (players, area)
        parts = [board.steps_rect, board.island_rect, board.players_rect, board.tray_rect]
        for rect in parts:
            assert board.rect.contains(rect), (players, rect)
        for a, b in itertools.combinations(parts, 2):
            assert not a.colliderect(b), (players, a, b)
        boxes = [r for _, r in panels.player_rects(board.players_rect, board.dview)]
        assert len(boxes) == players
        for box in boxes:
            assert board.players_rect.contains(box)
        for a, b in itertools.combinations(boxes, 2):
            assert not a.colliderect(b)


def test_the_ring_of_spaces_is_framed_only_while_placing() -> None:
    """Placing, every space the tile may go is in view; moving, the tiles alone fill it,
    larger than the ring would let them be."""
    play = _play(3, 5)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    rng = random.Random(5)
    seen: set[str] = set()
    while not play.session.state.is_over and len(seen) < 2:
        state = play.session.state
        top = state.stack.top  # type: ignore[attr-defined]
        if top.seat == 0 and len(state.board) >= 22 and top.kind in ("place", "move"):  # type: ignore[attr-defined]
            board.refresh()
            for h in board.hexes:
                assert board.view_area.contains(board.camera.hex_box(h)), (top.kind, h)
            for h in state.board:  # type: ignore[attr-defined]
                assert board.view_area.contains(board.camera.hex_box(h)), (top.kind, h)
            if top.kind == "move":
                tiles = pygame.Rect(board.camera.hex_box(next(iter(state.board))))  # type: ignore[attr-defined]
                tiles = tiles.unionall([board.camera.hex_box(h) for h in state.board])  # type: ignore[attr-defined]
                # The tiles reach across the view one way or the other.
                area = board.view_area
                assert tiles.w >= area.w - 40 or tiles.h >= area.h - 40, (tiles, area)
            seen.add(top.kind)
        play.apply(rng.choice(state.legal_actions()))
    assert seen == {"place", "move"}


def test_the_camera_eases_to_a_new_framing_without_a_jump() -> None:
    """Placing a tile ends the ring's framing: the view glides to the tiles' framing in
    small steps, frame by frame, and settles exactly on it (clicks follow what is drawn)."""
    play = _play(3, 4, speed="normal")
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    rng = random.Random(4)
    while True:
        state = play.session.state
        top = state.stack.top  # type: ignore[attr-defined]
        if top.seat == 0 and top.kind == "place" and len(state.board) >= 22:  # type: ignore[attr-defined]
            break
        play.apply(rng.choice(state.legal_actions()))
        board.camera.settle()
    board.refresh()
    board.camera.settle()
    before = board.camera.layout
    place = next(a for a in board.legal if a.kind == "place")
    play.apply(place)
    target = board.camera.target
    assert board.camera.easing and target.size > before.size
    assert board.camera.layout == before  # nothing moved yet
    sizes = [before.size]
    points = [before.origin]
    for _ in range(60):
        board.update(1 / 60)
        sizes.append(board.camera.layout.size)
        points.append(board.camera.layout.origin)
    total = target.size - before.size
    steps = [b - a for a, b in itertools.pairwise(sizes)]
    assert all(s >= -1e-9 for s in steps)  # always towards the new framing
    assert max(steps) <= 0.2 * total  # no jump: a fifth of the way at most in a frame
    assert not board.camera.easing and board.camera.layout == target
    moves = [abs(b[0] - a[0]) + abs(b[1] - a[1]) for a, b in itertools.pairwise(points)]
    assert max(moves) <= 60
    # The hex under a point is the hex drawn there, during an ease too.
    board.camera.ease()
    board.camera.fit = HexLayout(target.size * 0.8, target.origin)
    board.update(1 / 60)
    h = next(iter(board.dview.board))
    assert board.camera.to_hex(board.camera.to_screen(h)) == h
