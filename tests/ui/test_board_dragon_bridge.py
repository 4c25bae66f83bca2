"""The Dragon Bridge board: whole games played with real clicks against the AI, and the
click -> action mapping (one click on a destination tile answers direction and distance)."""

from __future__ import annotations

import itertools
import math
import random
import time
from collections import Counter

import pygame
import pytest

from game.ai.agents import make_agent
from game.ai.async_agent import AsyncAgent
from game.core import registry
from game.core.actions import Action
from game.core.events import render_for
from game.core.record import SeatSpec
from game.engines.dragon_bridge import dragon
from game.ui import theme
from game.ui.boards import board_for
from game.ui.boards.dragon_bridge import (
    BOARD,
    DragonBridgeBoard,
    faces,
    geometry,
    layout,
    motion,
    painter,
    prompts,
    scenery,
)
from game.ui.boards.dragon_bridge.shorthand import SHORTHAND
from game.ui.boards.dragon_bridge.targets import Target
from game.ui.kit import textfit
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.play import PlayScene
from game.ui.settings import ANIMATION_SPEEDS
from tests.ui.harness import click, make_app, right_click, run_until, step

HUMAN = SeatSpec("human")
AI = SeatSpec("ai", "easy")
# Only a guard against a game that never ends: a loaded machine may be many times slower,
# and no test here measures speed.
HANG_GUARD = 600.0


def small_ai(game, level, seed):  # type: ignore[no-untyped-def]
    """The real AI at a small fixed budget, so a whole game takes seconds."""
    return AsyncAgent(make_agent("ismcts", game, seed=seed, iterations=12), mode="thread")


def new_play(seed: int, options: dict | None = None, speed: str = "instant"):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed=speed)
    app.ai_factory = small_ai  # type: ignore[attr-defined]
    game = registry.load_game("dragon_bridge")
    scene = PlayScene.new_game(app, game, [HUMAN, AI], seed, options)
    app.push(scene)
    step(app, 2)
    return app, scene


def covered(board: DragonBridgeBoard) -> set[Action]:
    return {actions[0] for _, actions in board.click_points()}


def play_to_the_end(seed: int, options: dict | None, budget: float) -> tuple[PlayScene, set[str]]:
    app, scene = new_play(seed, options)
    board = scene.board
    assert isinstance(board, DragonBridgeBoard)
    rng = random.Random(seed)
    kinds: set[str] = set()
    deadline = time.monotonic() + budget
    while not scene.session.state.is_over:
        assert time.monotonic() < deadline, "the game did not finish in time"
        state = scene.session.state
        if not board.my_decision or board.animating:
            step(app, 1)
            time.sleep(0.001)
            continue
        top = state.stack.top
        assert top is not None
        kinds.add(top.kind)
        legal = state.legal_actions()
        # Every legal answer has a place to click (on the table or in the open chooser).
        assert set(legal) <= covered(board), (top.kind, set(legal) - covered(board))
        before = len(scene.session.record.actions)
        pos, actions = rng.choice(board.click_points())
        click(app, pos)
        assert len(scene.session.record.actions) > before, (top.kind, actions)
    return scene, kinds


def test_the_board_is_registered() -> None:
    assert board_for("dragon_bridge") is BOARD


def test_a_whole_game_against_the_ai_by_clicks(user_home) -> None:
    scene, kinds = play_to_the_end(3, None, HANG_GUARD)
    assert scene.session.state.is_over
    assert {"setup_wizard", "play", "gem"} <= kinds
    assert kinds & {"direction", "distance"}


def test_a_whole_expansion_game_by_clicks(user_home) -> None:
    scene, _ = play_to_the_end(8, {"expansion": True}, HANG_GUARD)
    assert scene.session.state.is_over


def _to_decision(scene: PlayScene, kind: str, want=lambda s: True, limit: int = 400):  # type: ignore[no-untyped-def]
    """Advance with legal actions (both seats) until seat 0 faces ``kind``."""
    rng = random.Random(1)
    for _ in range(limit):
        s = scene.session.state
        if s.is_over:
            return None
        top = s.stack.top
        if top is not None and top.seat == 0 and top.kind == kind and want(s):
            scene.board.viewer = 0
            scene.board.refresh()
            return s
        scene.session.apply(rng.choice(s.legal_actions()))
    return None


def test_one_click_on_a_tile_moves_direction_then_distance(user_home) -> None:
    for seed in range(1, 30):
        app, scene = new_play(seed, {"basic": True})
        s = _to_decision(
            scene, "direction", lambda s: s.stack.top.data["kind"] in ("move", "teleport")
        )
        if s is None:
            continue
        board = scene.board
        seat_pos = s.pos[0]
        tiles = [t for t in board.targets if t.zone == "tile" and len(t.actions) == 2]
        if not tiles:
            continue
        target = max(tiles, key=lambda t: int(t.actions[1].args[0]))
        dist = int(target.actions[1].args[0])
        direction = int(target.actions[0].args[0])
        before = len(scene.session.record.actions)
        click(app, target.rect.center)
        record = scene.session.record.actions
        assert record[before].kind == "dir" and record[before + 1].kind == "dist"
        assert scene.session.state.pos[0] in (seat_pos + direction * dist,) or any(
            h for h in scene.session.state.hacks_placed
        )
        return
    pytest.fail("no MOVE decision found")


def test_bump_arrows_and_illegal_clicks_say_why(user_home) -> None:
    for seed in range(1, 40):
        app, scene = new_play(seed, {"basic": True})
        s = _to_decision(scene, "direction", lambda s: s.stack.top.data["kind"] == "bump")
        if s is None:
            continue
        board = scene.board
        arrows = [t for t in board.targets if t.zone.startswith("arrow")]
        assert len(arrows) == 2
        # A click on a tile far from the rival is refused with a reason.
        far = next(i for i in range(s.bridge.size) if abs(i - s.pos[1]) > 3 and i != s.pos[0])
        before = len(scene.session.record.actions)
        click(app, layout.tile_rect(far, s.bridge.size).center)
        assert len(scene.session.record.actions) == before
        assert "arrow" in scene.toast.message
        rival = s.pos[1]
        click(app, arrows[0].rect.center)
        assert len(scene.session.record.actions) > before
        state = scene.session.state
        # Pushed at once, or the engine asks about a BUMP bonus first.
        assert state.pos[1] != rival or state.stack.top.kind == "bump_bonus" or state.is_over
        return
    pytest.fail("no BUMP decision found")


def test_chooser_answers_decisions_without_a_place_on_the_table(user_home) -> None:
    for seed in range(1, 40):
        app, scene = new_play(seed, {"basic": True})
        s = _to_decision(scene, "choose")
        if s is None:
            continue
        board = scene.board
        assert board.chooser is not None and board.chooser.open
        legal = s.legal_actions()
        point = board.click_point(legal[-1])
        assert point is not None
        before = len(scene.session.record.actions)
        click(app, point)
        assert scene.session.record.actions[before] == legal[-1]
        return
    pytest.fail("no choose decision found")


def test_a_right_click_sets_the_chooser_aside_and_all_choices_brings_it_back(
    user_home,
) -> None:
    for seed in range(1, 40):
        app, scene = new_play(seed, {"basic": True})
        if _to_decision(scene, "choose") is None:
            continue
        board = scene.board
        assert board.chooser is not None and board.chooser.open and board.chooser.can_hide
        before = len(scene.session.record.actions)
        right_click(app, board.chooser.rect.center)  # even over an option: nothing chosen
        assert not board.chooser.open
        assert len(scene.session.record.actions) == before
        reopen = next(t for t in board.targets if t.zone == "reopen")
        click(app, reopen.rect.center)
        assert board.chooser.open
        return
    pytest.fail("no choose decision found")


def test_the_wizard_pick_chooser_shows_every_option_whole_inside_the_window(
    user_home,
) -> None:
    """Fourteen wizards and a random pick, two or three lines of power each: in two
    columns on the board they ran past the window's bottom, under the hide line."""
    from game.ui.boards.dragon_bridge import layout as L
    from game.ui.boards.dragon_bridge.chooser import Chooser

    make_app()
    state = registry.load_game("dragon_bridge").new_state(2, 7)
    legal = state.legal_actions()
    assert len(legal) >= 15
    chooser = Chooser(L.B, "Your decision", "Every choice.", legal, lambda a: None, wide=L.WIDE)
    window = pygame.Rect(0, 0, 1280, 720)
    assert chooser.area.contains(chooser.rect) and window.contains(chooser.rect)
    for action, rect, lines in zip(legal, chooser.rects, chooser.lines, strict=True):
        assert chooser.rect.contains(rect)
        assert " ".join(lines).split() == str(action).split()  # the whole text, uncut
        assert rect.bottom <= chooser.hide_rect.top
    for a, b in itertools.combinations(chooser.rects, 2):
        assert not a.colliderect(b)
    # A short choice keeps to the board.
    few = Chooser(L.B, "Your decision", "", legal[:3], lambda a: None, wide=L.WIDE)
    assert few.area == L.B and L.B.contains(few.rect)


def test_wizard_pick_by_clicking_a_card_and_hover_zoom(user_home) -> None:
    app, scene = new_play(5)
    board = scene.board
    run_until(app, lambda: board.my_decision, 20)
    s = scene.session.state
    assert s.stack.top.kind == "setup_wizard" and s.current_player == 0
    legal = s.legal_actions()
    point = board.click_point(legal[2])
    assert point is not None
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    )
    step(app, 2)
    assert any(h.rect.collidepoint(point) for h in board.hoverables)
    click(app, point)
    assert scene.session.state.wizard[0] == legal[2].args[0]


def test_the_opponent_hand_and_the_deck_are_never_drawn_face_up(user_home) -> None:
    _app, scene = new_play(6, {"basic": True})
    board = scene.board
    hidden = board.v.hands[1]
    assert all(c is None for c in hidden)
    faces = [h.face.title for h in board.hoverables]
    names = {scene.game.cards[c].name for c in scene.session.state.hands[1]}
    mine = {scene.game.cards[c].name for c in scene.session.state.hands[0]}
    assert not (names - mine) & set(faces)


def test_moves_and_flights_animate_and_a_click_skips(user_home) -> None:
    for seed in range(1, 12):
        app, scene = new_play(seed, {"basic": True}, speed="normal")
        board = scene.board
        rng = random.Random(seed)
        for _ in range(600):
            s = scene.session.state
            if s.is_over:
                break
            events = scene.apply(rng.choice(s.legal_actions()))
            if any(e.kind == "flight" for e in events):
                assert board.animating
                assert board.motion.progress("dragon") is not None
                click(app, (300, 300))
                assert not board.animating
                return
    pytest.fail("no FLIGHT in these games")


# --- hot-seat ------------------------------------------------------------------------------
def test_a_whole_hot_seat_game_by_clicks_hands_off_and_hides_the_other_hand(
    user_home, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two people at one screen: every turn is played by clicking a highlighted answer; the
    player whose move ends their turn sees it played back on their own view, and only then
    does an opaque hand-off come between the seats; no frame ever shows a card face that
    the seat at the table may not see. Some playbacks are skipped by a press held past the
    hand-off's coming: that release must not pass the hand-off, nor eat the next click."""
    app = make_app(animation_speed="normal")
    game = registry.load_game("dragon_bridge")
    scene = PlayScene.new_game(app, game, [HUMAN, HUMAN], 12, {"expansion": True})
    app.push(scene)
    drawn: list[tuple[str, tuple[int, int]]] = []
    real_card = faces.action_card

    def spy(state, cid, size, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append((cid, size))
        return real_card(state, cid, size, **kwargs)

    monkeypatch.setattr(faces, "action_card", spy)
    # Face-up Nest cards before the last move: a FLIGHT or ROOST sweeps them off the table
    # face up during its playback, so they may still be drawn while it runs.
    swept: Counter[str] = Counter()

    def frames(count: int, dt: float = 1 / 60) -> None:
        """Step ``count`` frames, checking what each one drew face up."""
        for _ in range(count):
            drawn.clear()
            app.step(dt)
            assert app.top is not None and app.top.name != "error"
            s = scene.session.state
            if isinstance(app.top, HandoffScene):
                # The hand-off hides the whole table: not one card face, least of all the
                # hand of the seat about to sit down.
                assert drawn == [], drawn
                continue
            if app.top is not scene:  # the game-over screen
                continue
            seat = scene.board.viewer
            hand_size = layout.hand_card(len(s.hands[seat]))
            in_hand = Counter(cid for cid, size in drawn if size == hand_size)
            assert in_hand == Counter(s.hands[seat]), (seat, in_hand, s.hands)
            visible = Counter(s.hands[seat]) + Counter(c for c, up in s.nest if up)
            visible += Counter(c for c in (s.in_play, s.dragon_power) if c is not None)
            if scene.board.animating:
                visible += swept
            assert Counter(cid for cid, _ in drawn) <= visible, (seat, drawn, s.hands)

    frames(2)
    rng = random.Random(12)
    handoffs = waited = held = 0
    decisions: Counter[int] = Counter()
    deadline = time.monotonic() + HANG_GUARD
    while not scene.session.state.is_over:
        assert time.monotonic() < deadline, "the hot-seat game did not finish in time"
        state = scene.session.state
        board = scene.board
        assert isinstance(board, DragonBridgeBoard)
        if isinstance(app.top, HandoffScene):
            coming = state.current_player
            # The first decision is handed off too (whoever pressed Start must not see
            # that hand), though the table already shows the first decider's view.
            assert coming is not None and (coming != board.viewer or app.top.opening)
            assert not board.animating  # the last move was played back in full first
            handoffs += 1
            # The screen waits for the next player; a click in its first instant (meant for
            # the table) is ignored, so give it the time a person would take.
            frames(2, dt=0.2)
            assert isinstance(app.top, HandoffScene)
            click(app, (640, 360), frames=0)
            frames(2)
            assert app.top is scene and board.viewer == coming
            continue
        assert app.top is scene
        if board.animating and not board.my_decision:
            # The mover watches their own move on their own view; the hand-off waits.
            waited += 1
            assert state.current_player != board.viewer and board.targets == []
            if rng.random() < 0.3:
                # A press skips the rest, and the hand-off comes at once; the button is
                # let go only once the hand-off would take a click.
                held += 1
                pygame.event.post(
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1)
                )
                frames(1)
                assert isinstance(app.top, HandoffScene)
                frames(2, dt=0.2)
                pygame.event.post(
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 300), button=1)
                )
                frames(1)
                assert isinstance(app.top, HandoffScene), "a release from the table passed it"
            else:
                while board.animating:
                    assert not isinstance(app.top, HandoffScene)
                    frames(1, dt=0.05)
                frames(1)
                assert isinstance(app.top, HandoffScene), "no hand-off after the playback"
            continue
        if board.animating:  # the mover's own move, their turn going on: let it play
            frames(1, dt=0.05)
            continue
        assert board.my_decision
        seat = state.current_player
        assert seat == board.viewer
        legal = set(state.legal_actions())
        assert legal <= covered(board), legal - covered(board)
        before = len(scene.session.record.actions)
        swept = Counter(c for c, up in state.nest if up)
        pos, actions = rng.choice(board.click_points())
        click(app, pos, frames=0)
        frames(2)
        assert len(scene.session.record.actions) > before, actions
        decisions[seat] += 1
        after = scene.session.state
        if not after.is_over and after.current_player != seat:
            # The hand-off comes once the move is shown: at once if nothing is to be shown.
            assert board.viewer == seat
            assert isinstance(app.top, HandoffScene) != board.animating
    assert scene.session.state.is_over
    assert decisions[0] >= 15 and decisions[1] >= 15, decisions
    assert handoffs >= 10, handoffs
    assert waited >= 5 and held >= 1, (waited, held)
    frames(2)


# --- card text at table size -----------------------------------------------------------
def _face_texts() -> list[tuple[str, faces.Text]]:
    """Every text every face of the content prints, at the sizes the table draws them."""
    game = registry.load_game("dragon_bridge")
    state = game.new_state(2, 1, {"expansion": True})
    out: list[tuple[str, faces.Text]] = []
    zooms: list[faces.Face] = []
    hand_sizes = {layout.hand_card(count) for count in range(1, 6)}  # up to Bill Milton's 5
    fanned = {
        layout.nest_face(i, count).w
        for count in range(layout.SLOTS + 1, _most_nest_cards() + 1)
        for i in range(count - 1)
    }
    for cid, card in game.cards.items():
        for size in hand_sizes | {layout.MINI}:
            out += [(f"{cid} at {size}", t) for t in faces.action_layout(card, size)]
        for seen in fanned:  # under the next card of a fanned Nest
            where = f"{cid} with {seen} px in sight"
            out += [(where, t) for t in faces.action_layout(card, layout.MINI, seen)]
        if card.dragon_power is not None:
            power = faces.power_layout(card.dragon_power, layout.POWER)
            out += [(f"{cid}'s Dragon power", t) for t in power]
        zooms.append(faces.action_face(state, cid))
    for iid, item in game.items.items():
        out += [(f"{iid} in the market", t) for t in faces.item_layout(item, layout.ITEM)]
        out.append((f"{iid} chip", faces.chip_layout(item.name, geometry.CHIP_W, True)))
        zooms.append(faces.item_face(state, iid))
    for wid, wiz in game.wizards.items():
        out += [(f"{wid} at set-up", t) for t in faces.wizard_layout(wiz, geometry.WIZARD_CARD)]
        chip = geometry.wizard_chip(True)
        out.append((f"{wid} chip", faces.chip_layout(wiz.name, chip.w, True)))
        zooms.append(faces.wizard_face(state, wid))
    for hid, hack in game.hacks.items():
        out.append((f"{hid} notice", faces.hack_notice_layout(hack, layout.hack_slot(0).size)))
        zooms.append(faces.hack_face(state, hid))
    for face in zooms:
        out += [(f"{face.title} zoomed", t) for t in faces.zoom_layout(face).texts]
    return out


def test_every_card_face_fits_its_text_at_table_size() -> None:
    texts = _face_texts()
    assert len(texts) > 200
    cut = [(where, t.fitted.lines) for where, t in texts if t.truncated]
    assert not cut, cut
    for where, t in texts:
        # Shrinking stops at a legible size; the text stays inside its box.
        assert t.fitted.size >= faces.LOW, where
        assert t.fitted.height <= t.box.h, where
        f = theme.font(t.fitted.size, t.fitted.weight)
        assert all(f.size(line)[0] <= t.box.w for line in t.fitted.lines), where


def test_every_wizard_on_offer_reads_at_ten_px_or_more() -> None:
    """Venice Gorn's and Bill Milton's powers printed whole at 9 px on the set-up pick:
    a text that fits only below ``WIZARD_TEXT`` now gives way to its shorthand when that
    reads larger (the hover zoom keeps every word), and a wizard whose text fits at 11 px
    keeps its own wording."""
    game = registry.load_game("dragon_bridge")
    sizes = {}
    for wid, wiz in game.wizards.items():
        body = faces.wizard_layout(wiz, geometry.WIZARD_CARD)[1]
        sizes[wid] = body.fitted.size
        printed = " ".join(body.fitted.lines).replace(textfit.NBSP, " ")
        if printed != wiz.text:
            assert printed == SHORTHAND[wiz.text], wid
            full = textfit.fit_block(wiz.text, body.box.w, body.box.h, start=11, low=faces.LOW)
            assert full.truncated or full.size < faces.WIZARD_TEXT, wid
    assert min(sizes.values()) >= 10, sizes
    assert sizes["bill_milton"] == faces.WIZARD_TEXT


def test_the_zoom_prints_every_word_of_a_card() -> None:
    game = registry.load_game("dragon_bridge")
    state = game.new_state(2, 1, {"expansion": True})
    for face in (faces.wizard_face(state, "andromeda_robin"), faces.action_face(state, "swap")):
        printed = " ".join(" ".join(t.fitted.lines) for t in faces.zoom_layout(face).texts).replace(
            textfit.NBSP, " "
        )
        assert face.text in printed
        if face.power is not None:
            assert face.power[1] in printed


def test_text_fitting_shrinks_then_reports_a_cut_and_never_breaks_a_word() -> None:
    text = "If the opponent is within 3 tiles, exchange places with them; otherwise TELEPORT 1."
    roomy = textfit.fit_block(text, 200, 100, start=14, low=9)
    assert not roomy.truncated and roomy.size == 14
    tight = textfit.fit_block(text, 88, 70, start=14, low=9)
    assert not tight.truncated and tight.size < 14
    # The keyword keeps its number on the same line.
    assert any(line.endswith(f"TELEPORT{textfit.NBSP}1.") for line in tight.lines)
    cut = textfit.fit_block(text, 56, 40, start=12, low=9)
    assert cut.truncated and cut.lines[-1].endswith(textfit.ELLIPSIS)
    assert textfit.fit_line("Thunderbox", 30, start=12, low=9).truncated


def test_shorthand_is_used_only_where_a_card_text_does_not_fit() -> None:
    game = registry.load_game("dragon_bridge")
    content = {c.text for c in game.cards.values()} | {c.name for c in game.cards.values()}
    content |= {i.text for i in game.items.values()} | {w.text for w in game.wizards.values()}
    assert set(SHORTHAND) <= content, set(SHORTHAND) - content  # no stale entries
    card = game.cards["swap"]
    hand, nest = faces.action_layout(card, layout.HAND), faces.action_layout(card, layout.MINI)
    assert hand[1].fitted.lines[0].startswith("If the opponent")
    assert " ".join(nest[1].fitted.lines).replace(textfit.NBSP, " ") == SHORTHAND[card.text]


# --- the destination glow --------------------------------------------------------------
def test_reachable_tiles_glow_with_their_distance_and_the_others_stay_plain(user_home) -> None:
    for seed in range(1, 30):
        _app, scene = new_play(seed, {"basic": True})
        s = _to_decision(scene, "direction", lambda s: s.stack.top.data["kind"] == "move")
        if s is None:
            continue
        board = scene.board
        tiles = [t for t in board.targets if t.zone == "tile"]
        if len(tiles) < 2:
            continue
        # The number on a tile is how far the wizard would go.
        assert all(t.badge == str(t.actions[1].args[0]) for t in tiles if len(t.actions) == 2)
        for t in tiles:
            assert int(t.badge) == abs(_tile_index(t.rect, s.bridge.size) - s.pos[0]), t
        board.mouse = (-1, -1)
        board.clock = 3 * math.pi / 8  # the faintest moment of the pulse
        lit = pygame.Surface(layout.B.bottomright)
        board.draw(lit)
        everything = board.targets
        board.targets = [t for t in everything if t.zone != "tile"]
        plain = pygame.Surface(layout.B.bottomright)
        board.draw(plain)
        board.targets = everything
        n = s.bridge.size
        reachable = {layout.tile_rect(i, n).topleft for i in range(n)} & {
            t.rect.topleft for t in tiles
        }
        for i in range(n):
            r = layout.tile_rect(i, n)
            change = _mean_difference(lit, plain, r.inflate(-12, -8))
            if r.topleft in reachable:
                assert change > 30, (i, change)  # a clear glow, not a hint of one
            else:
                assert change == 0, (i, change)  # unreachable stone is left alone
        # The glow pulses.
        board.clock += 0.4
        later = pygame.Surface(layout.B.bottomright)
        board.draw(later)
        assert _mean_difference(lit, later, tiles[0].rect.inflate(-12, -8)) > 3
        return
    pytest.fail("no MOVE decision found")


def _tile_index(rect: pygame.Rect, n: int) -> int:
    return next(i for i in range(n) if layout.tile_rect(i, n) == rect)


def _mean_difference(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> float:
    total = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            ca, cb = a.get_at((x, y)), b.get_at((x, y))
            total += abs(ca.r - cb.r) + abs(ca.g - cb.g) + abs(ca.b - cb.b)
    return total / (3 * rect.w * rect.h)


# --- the log and the top bar follow the playback ------------------------------------------
def _log(scene: PlayScene) -> list[str]:
    return [block.spans[0][0] for block, _ in scene.log.blocks]


def _to_a_turn_ending_shove(seed: int) -> tuple[object, PlayScene, str, list[str], list[str]]:
    """Play random moves (both seats, straight through the scene; the AI kept out) until
    a bump or teleport that ends the turn has just been applied, its move still showing.
    Returns the app, the scene, the top bar's line before it, the log before it and the
    move's own lines as the viewer reads them."""
    app, scene = new_play(seed, {"basic": True}, speed="normal")
    scene.agents.clear()  # only the table's playback goes on while frames run
    board = scene.board
    rng = random.Random(seed)
    for _ in range(600):
        state = scene.session.state
        assert not state.is_over, "no turn-ending move before the game ended"
        before, logged = scene.status_line(), _log(scene)
        events = scene.apply(rng.choice(state.legal_actions()))
        seen = [e for e in events if e.for_seat(board.viewer) is not None]
        if (
            seen
            and seen[0].kind in ("bump", "teleport")
            and len(seen) > 1
            and board.animating
            and scene.status_line() != before
        ):
            told = [e.for_seat(board.viewer) for e in seen]
            return app, scene, before, logged, [e.text for e in told if e is not None]
        board.skip_animations()
        scene.catch_up()
    raise AssertionError("no turn-ending move reached")


def test_the_log_and_the_top_bar_follow_a_move_playback(user_home) -> None:
    app, scene, before, logged, lines = _to_a_turn_ending_shove(2)
    board = scene.board
    live = scene.status_line()
    story = logged + lines
    # The wizard is on its way: its move is told, what came after it (the draw that ends
    # the turn) is not yet, and the top bar still names the turn being shown.
    assert _log(scene) == logged + lines[:1]
    assert scene.top_line() == before != live
    frames = 0
    while board.animating:
        assert frames < 60 * 10, "the playback never ended"
        log = _log(scene)
        assert log == story[: len(log)] and len(log) < len(story)
        assert scene.top_line() == before
        step(app, 1)
        frames += 1
    assert frames > 5, "the move was not shown at all"
    assert _log(scene) == story
    assert scene.top_line() == live


def test_a_click_shows_the_rest_of_a_move_playback_and_its_lines_at_once(user_home) -> None:
    app, scene, before, logged, lines = _to_a_turn_ending_shove(3)
    step(app, 2)
    assert scene.board.animating and _log(scene) == logged + lines[:1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1))
    step(app, 1)
    assert not scene.board.animating
    assert _log(scene) == logged + lines
    assert scene.top_line() == scene.status_line() != before


# --- whose move the table is showing --------------------------------------------------------
def test_the_hot_seat_hand_off_waits_until_the_move_is_played_back(user_home) -> None:
    app = make_app(animation_speed="normal")
    game = registry.load_game("dragon_bridge")
    scene = PlayScene.new_game(app, game, [HUMAN, HUMAN], 4, {"basic": True})
    app.push(scene)
    step(app, 2)
    board = scene.board
    assert isinstance(board, DragonBridgeBoard)
    rng = random.Random(4)
    for _ in range(600):
        state = scene.session.state
        assert not state.is_over, "no turn-ending move with a playback before the game ended"
        mover = state.current_player
        assert mover == board.viewer
        scene.apply(rng.choice(state.legal_actions()))
        if scene.handoff_due() is not None and board.animating:
            break
        board.skip_animations()
        step(app, 1)  # a hand-off due comes up with the next frame
        for handoff in [s for s in app.scenes if isinstance(s, HandoffScene)]:
            app.scenes.remove(handoff)
            handoff.ready()
    else:
        raise AssertionError("no turn-ending move with a playback reached")
    coming = scene.session.state.current_player
    story = [e.text for s in scene.session.steps for e in render_for(list(s.events), mover)]
    # The mover watches their move on their own view, told line by line; no hand-off yet.
    frames = 0
    while board.animating:
        assert app.top is scene and board.viewer == mover
        assert not any(isinstance(s, HandoffScene) for s in app.scenes)
        assert board.targets == [] and board.chooser is None
        # The strip and the plaques, like the top bar, tell the move being shown, not who
        # decides next.
        assert board.playing_back == mover
        told = prompts.headline(board)
        assert told == f"{prompts.name(board, mover)} is playing… (click to skip)"
        step(app, 1)
        frames += 1
    assert frames > 5, "the move was not played back"
    # The hand-off comes with the frame that ends the playback, the whole move told first.
    assert isinstance(app.top, HandoffScene)
    assert board.viewer == mover and _log(scene)[1:] == story
    step(app, 20)
    click(app, (640, 360))
    assert app.top is scene and board.viewer == coming
    assert board.presenting and board.targets


def _to_the_opponents_playback(seed: int) -> tuple[object, PlayScene, DragonBridgeBoard]:
    """Play (the viewer's moves applied directly, the AI's with its agent) until an AI move
    has just handed the viewer a decision, its playback still running."""
    app, scene = new_play(seed, {"basic": True}, speed="normal")
    board = scene.board
    assert isinstance(board, DragonBridgeBoard)
    rng = random.Random(seed)
    for _ in range(600):
        state = scene.session.state
        assert not state.is_over, "no AI move before the viewer's turn"
        if state.current_player == board.viewer:
            scene.apply(rng.choice(state.legal_actions()))
            board.skip_animations()
            continue
        scene.play_ai_move_now()
        if board.animating and board.my_decision:
            return app, scene, board
        board.skip_animations()
    raise AssertionError("no AI move with a playback reached")


def test_the_prompt_waits_for_the_opponents_playback(user_home) -> None:
    app, scene, board = _to_the_opponents_playback(5)
    them = prompts.name(board, 1 - board.viewer)
    # The AI's move is being shown: nothing asks the viewer to act yet.
    step(app, 1)
    assert board.animating and board.watching and not board.presenting
    assert board.targets == [] and board.click_points() == [] and board.chooser is None
    assert board.legal_actions() == []
    assert board.playing_back == 1 - board.viewer
    assert prompts.headline(board) == f"{them} is playing… (click to skip)"
    # A click that lands (its press came before the move) plays nothing, and says why.
    before = len(scene.session.record.actions)
    hand = layout.hand_slot(0, len(board.v.hands[board.viewer])).center
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=hand, button=1))
    assert len(scene.session.record.actions) == before
    assert "still being shown" in scene.toast.message
    frames = 0
    while board.animating:
        assert board.targets == [] and not prompts.headline(board).startswith("Your")
        step(app, 1)
        frames += 1
    assert frames > 5, "the AI's move was not played back"
    # Shown: now the decision is offered, every answer with a place to click.
    assert board.presenting and board.targets and board.playing_back is None
    assert set(scene.session.state.legal_actions()) <= covered(board)
    assert "is playing" not in prompts.headline(board)


def test_skipping_the_opponents_playback_offers_the_decision_at_once(user_home) -> None:
    app, scene, board = _to_the_opponents_playback(6)
    step(app, 1)
    assert board.watching and board.targets == []
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1))
    step(app, 1)
    assert not board.animating and board.presenting
    assert set(scene.session.state.legal_actions()) <= covered(board)


def test_the_wings_warning_keeps_clear_of_the_deck_count(user_home) -> None:
    """Near a FLIGHT the warning under the Nest is at its longest; it ran into the deck's
    count beside it, so both are checked in every near-FLIGHT table a seeded game shows."""
    seen: set[tuple[int, int]] = set()  # (threshold, wings still missing)
    calm = 0
    for seed in range(1, 80):
        for options in ({}, {"expansion": True}):
            app = make_app()
            game = registry.load_game("dragon_bridge")
            scene = PlayScene.new_game(app, game, [HUMAN, AI], seed, options)
            scene.agents.clear()  # both seats' moves are applied here, none thought of
            app.push(scene)
            board = scene.board
            assert isinstance(board, DragonBridgeBoard)
            rng = random.Random(seed)
            for _ in range(600):
                state = scene.session.state
                if state.is_over:
                    break
                need = dragon.flight_threshold(state)
                missing = need - dragon.visible_wings(state)
                near = missing in (1, 2) and (need, missing) not in seen
                if near or (missing > 2 and calm < 3):
                    board.skip_animations()
                    step(app, 1)
                    wings, count = board.drawn["wings"], board.drawn["deck count"]
                    assert not wings.colliderect(count), (seed, options, need, missing)
                    assert layout.NEST_PANEL.contains(wings), (seed, need, missing, wings)
                    # Kept clear at full size, not by shrinking the warning out of sight.
                    assert wings.h >= theme.font(14, "bold").size("9")[1], wings
                    if missing > 2:
                        calm += 1
                    else:
                        seen.add((need, missing))
                scene.apply(rng.choice(state.legal_actions()))
                board.skip_animations()
            if {m for _, m in seen} == {1, 2} and len({n for n, _ in seen}) >= 2 and calm >= 3:
                return
    raise AssertionError(f"too few near-FLIGHT tables reached: {sorted(seen)}")


# --- the Nest row ---------------------------------------------------------------------------
def _most_nest_cards() -> int:
    """The most cards the engine can put in the Nest before a Dragon Check empties it:
    fewer than the roost mark survive a check, then one turn adds what a card turns up,
    the card itself, what one Gem Action turns up and what any triggered power does."""
    game = registry.load_game("dragon_bridge")

    def reveals(steps: list) -> int:  # type: ignore[type-arg]
        return sum(s.params.count for s in steps if s.name == "reveal_to_nest")

    powers = [p for w in game.wizards.values() for p in w.powers]
    powers += [p for i in game.items.values() for p in i.powers]
    powered = [c.dragon_power for c in game.cards.values() if c.dragon_power is not None]
    roost = max([game.setup.facts.roost_at] + [p.roost_at for p in powered if p.roost_at])
    card = max(reveals(c.action) for c in game.cards.values())
    gem = max(reveals(p.effect) for p in powers if p.gem_action)
    triggered = sum(reveals(p.effect) for p in powers if p.when is not None)
    return roost - 1 + card + 1 + gem + triggered


def test_the_nest_row_fits_its_panel_at_every_size_the_engine_allows() -> None:
    most = _most_nest_cards()
    assert most >= 9  # six left, Thunderbox's, the played card, Trevor's or the Bell's
    for count in range(1, most + 4):  # the card in play takes a place too, and a margin
        slots = [layout.nest_slot(i, count) for i in range(count)]
        faces_ = [layout.nest_face(i, count) for i in range(count)]
        for slot, face in zip(slots, faces_, strict=True):
            assert layout.NEST_PANEL.contains(slot.inflate(10, 10)), (count, slot)
            assert slot.contains(face)
            # Enough of every card stays in sight to read its wings and to click it.
            assert face.w >= 30 and face.h == slot.h, (count, face)
        for a, b in itertools.pairwise(faces_):
            assert a.right <= b.x, (count, a, b)
        assert faces_[-1] == slots[-1]  # the newest card lies whole on top
        if count <= layout.SLOTS:  # room for all: the fixed places, a gap between cards
            assert slots == [layout.nest_slot(i) for i in range(count)]
            assert all(a.right < b.x for a, b in itertools.pairwise(slots))


def _crowded_nest(seed: int) -> tuple[object, PlayScene, DragonBridgeBoard] | None:
    """Play towards a big Nest (Thunderbox on a full Nest, Trevor and the Dragon Bell
    feeding it) until the viewer decides with eight places in the Nest row."""
    app = make_app()
    game = registry.load_game("dragon_bridge")
    scene = PlayScene.new_game(app, game, [HUMAN, AI], seed, {"expansion": True})
    scene.agents.clear()
    app.push(scene)
    board = scene.board
    assert isinstance(board, DragonBridgeBoard)
    rng = random.Random(seed)
    for _ in range(600):
        s = scene.session.state
        if s.is_over:
            return None
        if len(s.nest) + (s.in_play is not None) >= 8 and s.stack.top.seat == board.viewer:
            step(app, 1)
            return app, scene, board

        def feeds(a: Action, s=s) -> float:  # type: ignore[no-untyped-def]
            label = a.label.lower()
            if "thunderbox" in label and len(s.nest) >= 5:
                return 3.0
            return 2.0 if "trevor" in label or "bell" in label else rng.random()

        scene.apply(max(s.legal_actions(), key=feeds))
        board.skip_animations()
    return None


def test_a_crowded_nest_keeps_every_card_in_sight(
    user_home, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The card in play was drawn 10 px right of the seventh Nest card, hiding it, and
    an eighth or ninth card ran past the panel's edge into the deck."""
    found = next(f for seed in range(6) if (f := _crowded_nest(seed)) is not None)
    app, scene, board = found
    shown = [h.rect for h in board.hoverables if layout.NEST_PANEL.contains(h.rect)]
    assert len(shown) >= 8
    assert all(b.x - a.x >= 30 for a, b in itertools.pairwise(shown)), shown
    assert layout.NEST_PANEL.contains(board.drawn["nest"])
    # As many cards as the engine allows, and more: still inside, each one clickable.
    state = scene.session.state
    cards = list(scene.game.cards)
    written: list[str] = []
    text = theme.text
    monkeypatch.setattr(
        theme, "text", lambda s, m, *a, **k: written.append(m) or text(s, m, *a, **k)
    )
    for count in (_most_nest_cards(), _most_nest_cards() + 3):
        state.nest = [(cards[i % len(cards)], i % 3 != 1) for i in range(count)]
        board.refresh()
        written.clear()
        step(app, 1)
        assert layout.NEST_PANEL.contains(board.drawn["nest"]), count
        # Past the roost mark the count stands alone: "9 of 7 cards" reads as a mistake.
        assert f"{count} cards: the Dragon roosts at 7" in written
        picks = [Action("nest", (i,), f"card {i}") for i in range(count)]
        board.targets = painter.card_targets(board, "nest_take", picks)
        for act in picks:
            (target,) = board.targets_for(act)
            assert board.target_at(target.rect.center) is target


# --- playback pace ---------------------------------------------------------------------------
def _playback_seconds(board: DragonBridgeBoard) -> float:
    """How long the table takes to show the last action (the next AI move waits for it)."""
    t = 0.0
    while board.animating:
        assert t < 10, "a playback that never ends"
        board.update(1 / 120)
        t += 1 / 120
    return t


def _paces(speed: str) -> dict[str, list[float]]:
    """Playback lengths of actions that only skip the Gem Action, and of those that
    end in a ROOST (and nothing else the table shows), over a few seeded games."""
    out: dict[str, list[float]] = {"skip": [], "roost": []}
    for seed in range(1, 7):
        app = make_app(animation_speed=speed)
        game = registry.load_game("dragon_bridge")
        scene = PlayScene.new_game(app, game, [HUMAN, AI], seed, {})
        scene.agents.clear()
        app.push(scene)
        board = scene.board
        assert isinstance(board, DragonBridgeBoard)
        rng = random.Random(seed)
        for _ in range(400):
            state = scene.session.state
            if state.is_over:
                break
            action = rng.choice(state.legal_actions())
            shown = {e.kind for e in scene.apply(action)} & set(motion.STAGES)
            took = _playback_seconds(board)
            if action.kind == "gem" and action.args == ("skip",) and shown == {"gem"}:
                out["skip"].append(took)
            elif shown <= {"gem", "roost"} and "roost" in shown:
                out["roost"].append(took)
    assert out["skip"] and out["roost"], out
    return out


def test_playback_holds_the_table_no_longer_than_what_it_shows(user_home) -> None:
    """ "Takes no Gem Action" pulsed every ready gem for 0.6 s, changing nothing, and the
    ROOST banner outlasted the 0.7 s sweep by 0.9 s: the next move waited for both."""
    normal, fast = _paces("normal"), _paces("fast")
    assert max(normal["skip"]) == 0 and max(fast["skip"]) == 0
    sweep = 0.7
    assert all(sweep <= t <= sweep + motion.ROOST_HOLD + 0.02 for t in normal["roost"])
    # Every stage scales with the animation speed: nothing waits a fixed time.
    factor = ANIMATION_SPEEDS["fast"]
    pairs = list(zip(normal["roost"], fast["roost"], strict=True))  # the same games
    assert all(abs(f - n / factor) < 0.02 for n, f in pairs), pairs


def test_rings_around_nest_cards_keep_clear_of_the_nest_heading(user_home) -> None:
    """The ring around the card in play (and around Nest cards to click) ran through the
    foot of the "THE NEST" heading."""
    app, scene = new_play(2, {"basic": True})
    scene.agents.clear()
    board = scene.board
    assert isinstance(board, DragonBridgeBoard)
    rng = random.Random(2)
    seen: set[str] = set()
    for _ in range(400):
        state = scene.session.state
        if state.is_over or seen == {"in play", "nest"}:
            break
        board.viewer = state.current_player
        board.refresh()
        board.drawn.clear()
        board.draw(app.screen)
        heading = board.drawn["nest heading"]
        if "in play" in board.drawn:
            assert not heading.colliderect(board.drawn["in play"])
            seen.add("in play")
        if "nest rings" in board.drawn:
            assert not heading.colliderect(board.drawn["nest rings"])
            seen.add("nest")
        legal = state.legal_actions()
        nest_cards = [a for a in legal if a.args and a.args[0] in ("bait", "dazzle")]
        scene.apply(nest_cards[0] if nest_cards and state.nest else rng.choice(legal))
    assert seen == {"in play", "nest"}, seen


def test_the_wizard_pick_veil_hides_the_hack_notices_behind_its_title(user_home) -> None:
    """The white Bridge Hack notices showed through the veil, right behind the gold
    "Choose your wizard"."""
    app, scene = new_play(4, {"expansion": True})
    board = scene.board
    assert isinstance(board, DragonBridgeBoard)
    assert board.v.stack.top.kind == "setup_wizard" and board.presenting
    board.draw(app.screen)
    notice = layout.hack_slot(0)
    patch = pygame.Rect(notice.x, notice.y, 100, notice.h)  # left of the title's letters
    mean = pygame.transform.average_color(app.screen, patch)
    assert sum(mean[:3]) / 3 < 50, mean  # 65 under the old veil


def test_the_flight_banner_hides_the_hack_notices_behind_it(user_home) -> None:
    """With the expansion the FLIGHT! banner lies over the Bridge Hack notices, whose
    white showed through its band, right behind the gold letters."""
    for seed in range(1, 40):
        app, scene = new_play(seed, {"expansion": True}, speed="normal")
        scene.agents.clear()
        board = scene.board
        assert isinstance(board, DragonBridgeBoard)
        rng = random.Random(seed)
        for _ in range(600):
            state = scene.session.state
            if state.is_over:
                break
            if not any(e.kind == "flight" for e in scene.apply(rng.choice(state.legal_actions()))):
                board.skip_animations()
                continue
            while (board.motion.progress("banner") or 0) < 0.5:  # the banner at its fullest
                board.update(1 / 60)
            board.draw(app.screen)
            band = board.drawn["banner"]
            notice = layout.hack_slot(0).clip(band)
            assert notice.w >= 20, (band, layout.hack_slot(0))
            # The band's left end, before the letters begin, over the white notice.
            patch = pygame.Rect(band.x + 2, notice.y + 2, 20, notice.h - 4)
            mean = pygame.transform.average_color(app.screen, patch)
            assert sum(mean[:3]) / 3 < 80, mean
            return
    pytest.fail("no FLIGHT reached")


def test_a_deck_of_one_reads_one_card(user_home, monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = new_play(3)
    board = scene.board
    assert isinstance(board, DragonBridgeBoard)
    state = scene.session.state
    state.deck = state.deck[:1]
    state.item_deck = state.item_deck[:1]
    board.refresh()
    written: list[str] = []
    text = theme.text
    monkeypatch.setattr(
        theme, "text", lambda s, m, *a, **k: written.append(m) or text(s, m, *a, **k)
    )
    board.draw(app.screen)
    assert "1 card" in written and "1 cards" not in written
    assert "1 item left in the item deck" in written


# --- tile marks, hand rings, fanned Nest titles and the zoom --------------------------------
def _board_with(seed: int, options: dict) -> tuple[object, PlayScene, DragonBridgeBoard]:  # type: ignore[type-arg]
    app, scene = new_play(seed, options)
    scene.agents.clear()
    board = scene.board
    assert isinstance(board, DragonBridgeBoard)
    return app, scene, board


@pytest.mark.parametrize("bridge", ["standard21", "literal18"])
def test_distance_badges_keep_clear_of_the_start_and_center_marks(user_home, bridge) -> None:
    """The badge telling how far a destination is covered the S and C of the Start and
    Center tiles (and sat on the gem of a gem tile)."""
    app, scene, board = _board_with(3, {"expansion": True, "bridge": bridge})
    state = scene.session.state
    n = state.bridge.size
    # A Bridge Hack on a plain tile, so its initials are checked too.
    plain = next(i for i in range(n) if state.bridge.has(i, "plain"))
    state.hacks_placed.append(("sticky_tile", plain, 0))
    board.refresh()
    # Every tile a destination, as far as the badge goes: two digits on some.
    hold = Action("dist", (0,), "stay")
    board.targets = [
        Target(layout.tile_rect(i, n), (hold,), "", "tile", str(i + 3)) for i in range(n)
    ]
    for mouse in [(-1, -1)] + [layout.tile_rect(i, n).center for i in range(n)]:
        board.mouse = mouse
        board.drawn.clear()
        board.draw(app.screen)
        marks = {k: r for k, r in board.drawn.items() if k.startswith("mark ")}
        badges = {k: r for k, r in board.drawn.items() if k.startswith("badge ")}
        hacks = {k: r for k, r in board.drawn.items() if k.startswith("hack ")}
        assert len(badges) == n
        assert {f"mark {i}" for i in range(n) if state.bridge.has(i, "start")} <= set(marks)
        assert {f"mark {i}" for i in range(n) if state.bridge.has(i, "center")} <= set(marks)
        assert f"hack {plain}" in hacks
        for key, badge in badges.items():
            tile = key.split()[1]
            r = layout.tile_rect(int(tile), n)
            assert r.contains(badge), (key, badge, r)
            for other in (marks.get(f"mark {tile}"), hacks.get(f"hack {tile}")):
                if other is not None:
                    assert not badge.colliderect(other), (key, badge, other)
    # The gem of a gem tile sits in the foot of the tile, below the badge.
    for i in range(n):
        r = layout.tile_rect(i, n)
        assert layout.tile_foot(r).y >= layout.tile_badge(r).bottom
        assert layout.tile_badge(r).y >= layout.tile_hack_badge(r).bottom


def test_a_tile_that_is_both_start_and_center_says_both() -> None:
    assert scenery.tile_mark(True, True) == "SC"
    assert scenery.tile_mark(True, False) == "S" and scenery.tile_mark(False, True) == "C"


def test_the_rings_of_neighbouring_hand_cards_leave_a_gap(user_home) -> None:
    """The rings around hand cards to click ran 2 px into each other (and with Bill
    Milton's five cards, over the neighbouring card)."""
    app, scene, board = _board_with(3, {})
    state = scene.session.state
    cards = list(scene.game.cards)
    for count in range(1, 6):
        state.hands[board.me] = cards[:count]
        board.refresh()
        legal = [Action("play", (cid,), cid) for cid in cards[:count]]
        board.targets = painter.card_targets(board, "play", legal)
        assert len(board.targets) == count
        slots = [layout.hand_slot(i, count) for i in range(count)]
        assert all(b.x - a.right >= layout.HAND_GAP for a, b in itertools.pairwise(slots))
        for mouse in [(-1, -1)] + [r.center for r in slots]:
            board.mouse = mouse
            board.draw(app.screen)
            rings = sorted(
                (r for k, r in board.drawn.items() if k.startswith("hand ring")), key=lambda r: r.x
            )
            assert len(rings) == count
            for a, b in itertools.pairwise(rings):
                assert b.x - a.right >= 6, (count, a, b)  # a clear gap, not a touch
            for ring in rings:
                assert ring.y >= layout.PROMPT.bottom, ring  # the raised card's too
                assert layout.B.contains(ring), ring


def test_every_nest_card_title_fits_what_a_fanned_nest_leaves_in_sight() -> None:
    """With nine cards in the Nest row each card lies under the next, and the long names
    (Thunderbox, Recharge) ran under it, cut."""
    game = registry.load_game("dragon_bridge")
    count = _most_nest_cards()
    assert count > layout.SLOTS
    for i in range(count - 1):
        seen = layout.nest_face(i, count).w
        assert seen < layout.MINI[0]
        for cid, card in game.cards.items():
            title, body = faces.action_layout(card, layout.MINI, seen)
            for t in (title, body):
                assert not t.truncated, (cid, i, t.fitted.lines)
                assert t.fitted.size >= faces.LOW, (cid, i)
                f = theme.font(t.fitted.size, t.fitted.weight)
                for line in t.fitted.lines:
                    w = f.size(line)[0]
                    left = t.box.centerx - w / 2 if t.align == "center" else t.box.x
                    # Every letter in the part left in sight (the next card's dark edge
                    # starts at ``seen``).
                    assert left >= 2 and left + w <= seen + 1, (cid, i, line, seen)
            # The card's own name whenever it fits; the shorthand only where it cannot.
            name = " ".join(title.fitted.lines)
            assert name == card.name or name == SHORTHAND[card.name], (cid, name)


def test_a_fanned_nest_draws_each_card_for_the_part_in_sight(
    user_home, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, scene, board = _board_with(3, {})
    state = scene.session.state
    cards = list(scene.game.cards)
    count = _most_nest_cards()
    state.nest = [(cards[i % len(cards)], True) for i in range(count)]
    state.in_play = None
    board.refresh()
    seen: list[int | None] = []
    real = faces.action_card

    def spy(v, cid, size, **kwargs):  # type: ignore[no-untyped-def]
        if size == layout.MINI:
            seen.append(kwargs.get("seen"))
        return real(v, cid, size, **kwargs)

    monkeypatch.setattr(faces, "action_card", spy)
    board.draw(app.screen)
    assert seen == [layout.nest_face(i, count).w for i in range(count)]


def test_the_zoom_never_covers_the_hovered_card(user_home) -> None:
    """The zoom went 30 px right of the mouse: over the right part of a wide card under
    the mouse's left side (a hand card, a market item)."""
    for seed, options in ((5, {}), (3, {"expansion": True})):
        app, scene, board = _board_with(seed, options)
        rng = random.Random(seed)
        checked = 0
        for _ in range(60):
            state = scene.session.state
            if state.is_over:
                break
            board.viewer = state.current_player
            board.refresh()
            for h in board.hoverables:
                r = h.rect
                points = [r.center, (r.x + 2, r.y + 2), (r.right - 3, r.bottom - 3)]
                points += [(r.x + 2, r.bottom - 3), (r.right - 3, r.y + 2)]
                for point in points:
                    board.mouse = point
                    board.draw(app.screen)
                    if "zoom" not in board.drawn:
                        continue  # a card drawn over it has the mouse
                    zoom, shown = board.drawn["zoom"], board.drawn["zoomed"]
                    assert not zoom.colliderect(shown), (point, zoom, shown)
                    assert layout.B.contains(zoom)
                    checked += 1
            scene.apply(rng.choice(state.legal_actions()))
            board.skip_animations()
        assert checked > 200, checked


def test_the_tiles_drawn_threatened_are_the_engines_under_dazzle_and_firewall(
    user_home,
) -> None:
    """Under the Dazzled Dragon three orange tiles are threatened, and Firewall adds the
    first non-orange tile beyond them (rules.md): the board had coloured the first four
    tiles from the Dragon's end, an orange tile the Dragon spares among them."""
    from game.engines.dragon_bridge import movement
    from game.ui.boards.dragon_bridge import palette as P
    from tests.dragon_bridge.helpers import take_card

    assert painter.threat_runs([0, 1, 2, 5]) == [(0, 2), (5, 5)]
    _app, scene = new_play(3, {"basic": True, "expansion": True})
    s = scene.session.state
    take_card(s, "dazzle")
    s.dragon_power = "dazzle"
    s.hacks_placed.append(("firewall", -1, 0))
    board = scene.board
    board.refresh()
    surface = pygame.Surface(layout.B.bottomright)
    board.draw(surface)
    n = s.bridge.size
    threatened = [i for i in range(n) if movement.is_threatened(s, i)]
    assert len(threatened) == 4 and len(painter.threat_runs(threatened)) == 2
    for i in range(n):
        r = layout.tile_rect(i, n)
        drawn = surface.get_at((r.x + 4, r.centery))[:3]
        assert (drawn == tuple(P.THREAT)) == (i in threatened), (i, drawn)


def test_bill_over_his_hand_limit_discards_by_clicking_a_card_in_hand(user_home) -> None:
    """Bill Milton holds at most 5 (rules.md, "Hands"): at his Draw step above it, the
    headline says so and every card of his hand is a click that shuffles it away."""
    from game.core.session import Session
    from tests.dragon_bridge.test_review_rulings import _bill_at_six

    s = _bill_at_six()
    me = s.turn_player
    s.apply(next(a for a in s.legal_actions() if a.kind == "gem" and a.args == ("skip",)))
    assert s.stack.top.kind == "discard"  # type: ignore[union-attr]
    session = Session.new(registry.load_game("dragon_bridge"), [HUMAN, AI], 1)
    session.state = s
    chosen: list[Action] = []
    board = DragonBridgeBoard(session, [me], chosen.append)
    board.refresh()
    assert prompts.headline(board) == (
        "Over your hand limit of 5: click a card to shuffle into the deck"
    )
    hand = [t for t in board.targets if t.zone == "hand"]
    assert len(hand) == len(s.hands[me]) == 6
    target = hand[s.hands[me].index("gale")]
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=target.rect.center))
    assert [(a.kind, a.args) for a in chosen] == [("discard", ("gale",))]
