"""The Dragon Island board: real clicks drive a whole game, and pixel -> hex -> action stays
exact under pan and zoom."""

from __future__ import annotations

import itertools
import random
import re

import pygame
import pytest

from game.core import registry
from game.core.actions import Action
from game.core.record import SeatSpec
from game.core.state import State
from game.ui.boards.dragon_island import DragonIslandBoard, panels
from game.ui.boards.dragon_island import targets as T
from game.ui.scenes.play import PlayScene
from tests.ui import harness
from tests.ui.harness import click, key, make_app, run_until, step

HUMAN = SeatSpec("human")
AI = SeatSpec("ai", "easy")


class QuickAI(harness.QuickAI):
    iterations = 6


def new_play(seats: list[SeatSpec], seed: int) -> tuple[object, PlayScene]:
    app = make_app(animation_speed="instant")
    app.ai_factory = QuickAI  # type: ignore[attr-defined]
    game = registry.load_game("dragon_island")
    play = PlayScene.new_game(app, game, seats, seed)
    app.push(play)
    step(app, 2)
    assert isinstance(play.board, DragonIslandBoard)
    return app, play


def play_by_clicks(app: object, play: PlayScene, action: Action) -> None:
    """Click towards ``action`` as a player would until the game records it."""
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    before = len(play.session.record.actions)
    for _ in range(4):
        click(app, board.click_point(action))  # type: ignore[arg-type]
        if len(play.session.record.actions) > before:
            assert play.session.record.actions[before] == action
            return
    raise AssertionError(f"clicking never played {action} (decision {board.kind})")


def advance_to(app: object, play: PlayScene, kind: str) -> None:
    """Answer the human's decisions by clicks until one of ``kind`` is asked."""
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    for _ in range(40):
        run_until(app, lambda: board.my_decision, 30)  # type: ignore[arg-type]
        if board.kind == kind:
            return
        play_by_clicks(app, play, play.session.state.legal_actions()[0])
    raise AssertionError(f"no {kind} decision came")


def test_a_whole_three_player_game_through_the_board(user_home) -> None:
    app, play = new_play([HUMAN, AI, AI], seed=4)
    rng = random.Random(9)
    kinds: set[str] = set()
    state = play.session.state
    while not play.session.state.is_over:
        run_until(app, lambda: play.board.my_decision or play.session.state.is_over, 30)
        state = play.session.state
        if state.is_over:
            break
        kinds.add(state.stack.top.kind)  # type: ignore[attr-defined]
        legal = state.legal_actions()
        play_by_clicks(app, play, legal[rng.randrange(len(legal))])
    assert play.session.state.is_over
    assert {"place", "move"} <= kinds


def test_hexes_map_to_actions_under_pan_and_zoom(user_home) -> None:
    app, play = new_play([HUMAN, AI, AI], seed=4)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    advance_to(app, play, "place")
    targets = dict(board.hexes)
    assert targets
    # Drag the island with the real mouse, then zoom with the wheel over a point.
    a, b = (300, 330), (347, 301)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(47, -29), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    step(app, 2)
    assert board.camera.pan == (47.0, -29.0)
    assert len(play.session.record.actions) == 0 or board.kind == "place"
    under = board.camera.to_hex(b)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, precise_x=0.0, precise_y=3.0))
    step(app, 2)
    assert board.camera.zoom > 1.3
    assert board.camera.to_hex(b) == under  # the point under the cursor stays put
    for h, action in targets.items():
        x, y = board.screen_point(h)
        assert board.camera.to_hex((x, y)) == h
        assert board.hexes[h] == action
        # Near the edge of the hexagon still selects it.
        size = board.camera.layout.size
        assert board.camera.to_hex((x + size * 0.8, y)) == h
    action = sorted(targets.values(), key=lambda a: a.args)[-1]
    play_by_clicks(app, play, action)


def test_flip_changes_the_face_and_its_targets(user_home) -> None:
    app, play = new_play([HUMAN, AI, AI], seed=4)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    # The first placement is the Tower; play on until a two-faced tile is held.
    while True:
        run_until(app, lambda: board.my_decision, 30)
        legal = play.session.state.legal_actions()
        flips = [a for a in legal if a.kind == "place" and a.args[1] == 1]
        if flips:
            break
        play_by_clicks(app, play, legal[0])
    held = board.held
    assert held is not None
    assert all(a.args[1] == 0 for a in board.hexes.values())
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=3))
    step(app, 2)
    assert board.faces[held] == 1
    assert all(a.args[:2] == (held, 1) for a in board.hexes.values())
    play_by_clicks(app, play, flips[0])


def test_every_decision_without_a_hex_gets_labelled_buttons(user_home) -> None:
    app, play = new_play([HUMAN, AI, AI], seed=4)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    seen = 0
    for _ in range(60):
        run_until(app, lambda: board.my_decision or play.session.state.is_over, 30)
        if play.session.state.is_over:
            break
        legal = play.session.state.legal_actions()
        for action in legal:
            # A telekinesis is clicked on the island (its own test below).
            if T.action_hex(action) is None and action.kind != "telekinesis":
                labels = [b.label for b, a in board.buttons if a == action]
                assert labels == [T.button_label(board.dview, action, T.button_actions(legal))]
                seen += 1
        play_by_clicks(app, play, legal[-1])
    assert seen


def test_an_illegal_click_says_why(user_home) -> None:
    app, play = new_play([HUMAN, AI, AI], seed=4)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    advance_to(app, play, "place")
    before = len(play.session.record.actions)
    area = board.safe_area()
    sea = [
        h
        for h in (
            board.camera.to_hex((x, y))
            for x in range(area.x, area.right, 20)
            for y in range(area.y, area.bottom, 20)
        )
        if h not in board.hexes
        and h not in play.session.state.board  # type: ignore[attr-defined]
        and area.collidepoint(board.screen_point(h))
    ]
    click(app, board.screen_point(sea[0]))
    assert len(play.session.record.actions) == before
    assert "island" in play.toast.message or "touch" in play.toast.message


def _boxes(board: DragonIslandBoard, hexes: object) -> list[pygame.Rect]:
    return [board.camera.hex_box(h) for h in hexes]  # type: ignore[attr-defined]


def _check_panels_through_a_game(seats: list[SeatSpec], seed: int) -> set[str]:
    app, play = new_play(seats, seed)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    rng = random.Random(seed)
    checked: set[str] = set()
    while True:
        run_until(app, lambda: board.my_decision or play.session.state.is_over, 30)
        state = play.session.state
        if state.is_over:
            return checked
        legal = state.legal_actions()
        if board.panel_rect is not None:
            focus = T.focus_hexes(board.dview, board.viewer, board.kind, legal)
            assert focus or board.kind == "keep_map"
            for box in _boxes(board, focus):
                assert board.view_area.contains(box), (board.kind, box)
                assert not board.panel_rect.colliderect(box), (board.kind, box)
            checked.add(board.kind or "")
        for box in _boxes(board, board.hexes):
            assert not board.banner_rect.colliderect(box), (board.kind, box)
        play_by_clicks(app, play, legal[rng.randrange(len(legal))])


def test_choice_panels_leave_the_tiles_they_ask_about_in_sight(user_home) -> None:
    """A panel of buttons never covers the tiles its decision is about (the wizard's tile
    and its neighbours, the Wild tile, the dragons' tile), and no hex target hides under
    the banner: across whole games played by clicks, with three and four players."""
    checked = _check_panels_through_a_game([HUMAN, AI, AI], 4)
    checked |= _check_panels_through_a_game([HUMAN, AI, AI, AI], 7)
    assert {"deal", "action", "pay", "dragon_pick"} <= checked, checked


def test_a_panel_moves_a_zoomed_in_view_to_its_tiles_then_gives_the_view_back(
    user_home,
) -> None:
    app, play = new_play([HUMAN, AI, AI], seed=4)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    advance_to(app, play, "action")
    assert board.panel_rect is not None
    # The player zooms right in and drags the wizard's tile under the panel.
    wizard = board.dview.wizards[board.viewer]
    board.camera.zoom_at(4.0, board.screen_point(wizard))
    board.camera.centre_on(board.screen_point(wizard), board.panel_rect)
    framing = (board.camera.zoom, board.camera.pan)
    assert board.panel_rect.colliderect(board.camera.hex_box(wizard))
    board.refresh()  # what a hand-off or an undo does
    focus = T.focus_hexes(board.dview, board.viewer, "action", board.legal)
    for box in _boxes(board, focus):
        assert board.view_area.contains(box)
        assert not board.panel_rect.colliderect(box)
    assert (board.camera.zoom, board.camera.pan) != framing
    play_by_clicks(app, play, board.legal[-1])  # skip the action
    # Once no panel is up, the player's own framing is back.
    for _ in range(40):
        run_until(app, lambda: board.my_decision or play.session.state.is_over, 30)
        if board.panel_rect is None:
            break
        play_by_clicks(app, play, board.legal[-1])
    assert (board.camera.zoom, board.camera.pan) == framing


def _finish_by_random_moves(play: PlayScene, seed: int) -> None:
    rng = random.Random(seed)
    while not play.session.state.is_over:
        legal = play.session.state.legal_actions()
        play.apply(legal[rng.randrange(len(legal))])


def test_the_final_scores_wait_for_the_players_continue(user_home) -> None:
    app, play = new_play([HUMAN, AI, AI], seed=4)
    _finish_by_random_moves(play, 4)
    step(app, 60 * 3)  # longer than any animation and the 1.2 s hand-over timer
    assert app.top is play
    shown = play.board.end_display
    button = play.continue_button
    assert shown is not None and button is not None and button.label == "Continue"
    assert button.rect.top >= shown.bottom and pygame.Rect(0, 0, 1280, 720).contains(button.rect)
    assert play.board.rect.contains(shown)
    click(app, button.rect.center)
    assert app.top.name == "gameover"


def test_the_usable_energy_note_goes_when_the_island_is_complete(user_home, monkeypatch) -> None:
    """Your panel said "6 usable here" under the final scores, where no energy can be
    spent any more; the Active Energy where your wizard stands shows only while playing."""
    seen: list[object] = []
    real = panels.draw_players

    def spy(*args: object) -> None:
        seen.append(args[-1])
        real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(panels, "draw_players", spy)
    app, play = new_play([HUMAN, AI, AI], seed=4)
    step(app, 2)
    assert seen and seen[-1] is not None  # playing: the colours usable here
    _finish_by_random_moves(play, 4)
    step(app, 2)
    assert seen[-1] is None


def test_the_tray_grows_its_maps_without_covering_one(user_home) -> None:
    """With two or three wizards the tray takes the column's spare height and its maps grow
    from 64x88; drawing two maps on a Treasure Map tile (three cards) then drew them so
    large they overlapped, hiding two rewards. Cards stay side by side, whole, as large as
    the tray allows; only four or more small cards may overlap."""
    from game.ui.boards.dragon_island.board import MAP_CARD

    _app, play = new_play([HUMAN, AI, AI], seed=6)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    assert board.tray_rect.top <= board.players_rect.bottom + 8  # no blank gap above it
    one = board.map_card_rects(1)[0]
    assert one.h > MAP_CARD[1] and board.tray_rect.contains(one)
    for n in (2, 3):
        rects = board.map_card_rects(n)
        assert all(board.tray_rect.contains(r) for r in rects), n
        assert all(a.right <= b.left for a, b in itertools.pairwise(rects)), n
        assert min(r.h for r in rects) >= MAP_CARD[1]


def test_log_and_game_over_colour_seats_as_their_wizards(user_home) -> None:
    from game.ui.boards.dragon_island import art

    app, play = new_play([HUMAN, AI, AI], seed=4)
    board = play.board
    wizards = list(board.view.colours)  # type: ignore[attr-defined]
    colours = [board.seat_colour(s) for s in range(3)]
    assert colours == [art.energy_colour(c) for c in wizards]
    named = {f"{c.capitalize()} wizard": colours[i] for i, c in enumerate(wizards)}
    _finish_by_random_moves(play, 4)
    play.rebuild_log()
    lines = [(block.spans[0][0], colour) for block, colour in play.log.blocks]
    checked = 0
    for text, colour in lines:
        for name, want in named.items():
            if text.startswith(name) and colour is not None:
                assert colour == want, text
                checked += 1
    assert checked > 20
    step(app, 60 * 3)
    click(app, play.continue_button.rect.center)  # type: ignore[union-attr]
    assert app.top.name == "gameover" and app.top.seat_colours == colours


def test_enter_also_moves_on_from_the_final_scores(user_home) -> None:
    app, play = new_play([HUMAN, AI, AI], seed=5)
    _finish_by_random_moves(play, 5)
    step(app, 30)
    assert app.top is play
    key(app, pygame.K_RETURN)
    assert app.top.name == "gameover"


def test_a_watched_game_moves_on_from_its_final_scores_by_itself(user_home) -> None:
    app, play = new_play([AI, AI, AI], seed=4)
    _finish_by_random_moves(play, 4)
    step(app, 60 * 5 + 6)  # 5.1 s of the 8 s hold
    assert app.top is play
    assert play.continue_button is not None and play.continue_button.label == "Continue (3)"
    step(app, 60 * 3)
    assert app.top.name == "gameover"


def test_taking_back_the_last_move_withdraws_continue(user_home) -> None:
    app, play = new_play([HUMAN, AI, AI], seed=7)
    _finish_by_random_moves(play, 7)
    step(app, 10)
    assert play.continue_button is not None
    assert play.session.can_undo(0)  # seat 0 made this game's last decision
    play.undo()
    step(app, 2)
    assert not play.session.state.is_over and app.top is play
    assert play.continue_button is None and play.board.end_display is None
    assert all(w.label != "Continue" for w in play.widgets)


def test_a_watched_game_names_the_seat_instead_of_saying_your(user_home) -> None:
    """At an all-AI table nobody is "you": the tray names the wizard it shows and no
    panel is marked as the viewer's; at a human's seat both still speak to the player."""
    from game.ui.boards.dragon_island import panels

    app, play = new_play([AI, AI, AI], seed=4)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    wizard = board.dview.name(board.viewer)
    assert board.tray_owner == f"{wizard.upper()}'S"
    seats = play.session.seats
    assert all("you" not in panels.seat_line(seats, s, board.viewer, False) for s in range(3))
    click(app, board.screen_point(board.dview.wizards[0]))
    assert "Watching" in play.toast.message and "your" not in play.toast.message.lower()

    app, play = new_play([HUMAN, AI, AI], seed=4)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    assert board.tray_owner == "YOUR"
    seats = play.session.seats
    assert panels.seat_line(seats, 0, 0, True) == "Player 1 · Human · you"
    assert panels.seat_line(seats, 1, 0, True) == "Player 2 · AI · Easy"


def _panel_pixels(board: DragonIslandBoard, seat: int, rect: pygame.Rect) -> pygame.Surface:
    from game.ui.boards.dragon_island import panels

    view = board.dview
    view.captured[seat] = (1 << 5) - 1  # every colour caught: the row at its longest
    surface = pygame.Surface((rect.right + 40, rect.bottom + 40))
    surface.fill((0, 0, 0))
    panels._player(surface, rect, view, board.session.seats, seat, board.viewer, True)
    return surface


def test_the_wizard_panels_keep_their_rows_inside_and_apart(user_home) -> None:
    """The captured colours end inside the panel's rim (they used to run into it), the
    "Caught" label clears the pets and their gold tags, and the name line has room for
    the tile and map counts (" · you" moved to the line below)."""
    from game.ui import theme
    from game.ui.boards.dragon_island import art, panels

    for seats in ([HUMAN, AI, AI], [HUMAN, AI, AI, AI]):
        _app, play = new_play(seats, seed=4)
        board = play.board
        assert isinstance(board, DragonIslandBoard)
        n = len(seats)
        seat = 1  # not the one deciding: no highlight outside the panel
        rect = dict(panels.player_rects(board.players_rect, board.dview))[seat]
        y = panels.pets_y(rect)
        surface = _panel_pixels(board, seat, rect)
        gold = art.energy_colour("gold")
        xs = [
            x
            for x in range(rect.x, surface.get_width())
            for yy in range(y - 7, y + 8)
            if tuple(surface.get_at((x, yy)))[:3] == gold
        ]
        assert xs and max(xs) <= rect.right - 8, (n, max(xs), rect.right)
        label = theme.font(11).size("Caught")[0]
        pets_right = rect.x + 58 + 4 * panels.PET_STEP + 15  # the last pet's gold tag
        assert panels.caught_left(rect) - 8 - label >= pets_right + 4
        counts = theme.font(12).size("2 tiles · 5 maps")[0]
        for name in ("Green wizard", "White wizard"):
            name_w = theme.font(15, "bold").size(name)[0]
            assert rect.x + 46 + name_w + 10 <= rect.right - 10 - counts


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_the_wizard_panels_words_keep_clear_of_their_rows_at_every_text_size(
    user_home, scale: float
) -> None:
    """At 125% the viewer's cubes covered the foot of "Player 1 · Human · you", and
    "Pets" and "Caught" touched their first marks; four panels and the tray still share
    the column."""
    from game.ui import theme
    from game.ui.boards.dragon_island import panels

    theme.set_ui_scale(scale)
    try:
        _app, play = new_play([HUMAN, AI, AI, AI], seed=4)
        board = play.board
        assert isinstance(board, DragonIslandBoard)
        board.refresh()
        assert board.players_rect.bottom + 8 <= board.tray_rect.top
        for seat, rect in panels.player_rects(board.players_rect, board.dview):
            surface = pygame.Surface((rect.right + 40, rect.bottom + 40))
            with theme.recording_ink() as inks:
                panels._player(surface, rect, board.dview, board.session.seats, seat, 0, True)
            ink = {i.label: i.rect for i in inks}
            line = next(r for label, r in ink.items() if label.startswith("Player "))
            if board.dview.shown_totals(seat) is not None:
                y = rect.y + panels.STATS_Y + panels.stats_drop()
                chips = [pygame.Rect(rect.x + 24 + 28 * i - 11, y - 11, 22, 22) for i in range(4)]
                assert line.collidelist(chips) == -1, (scale, line, chips)
            else:
                assert line.bottom <= panels.pets_y(rect) - 10, (scale, line)
            pets_left = rect.x + panels.PETS_X - panels.PET_R
            assert ink["Pets"].right + 2 <= pets_left, (scale, ink["Pets"], pets_left)
            caught = panels.caught_left(rect) - panels.CAUGHT_R
            assert ink["Caught"].right + 2 <= caught, (scale, ink["Caught"], caught)
    finally:
        theme.set_ui_scale(1.0)


def test_the_set_up_note_hides_the_step_track_behind_it(user_home) -> None:
    """While the wizards keep their maps no step is current: the note stands alone on
    the track, with no half-veiled step names peeking out on either side of it."""
    from game.ui.boards.dragon_island import panels

    rect = pygame.Rect(0, 0, 904, 34)
    surface = pygame.Surface(rect.size)
    surface.fill((0, 0, 0))
    panels.draw_steps(surface, rect, None, "Set-up: every wizard keeps a Treasure Map")
    inner = rect.inflate(-8, -8)
    plain = tuple(surface.get_at(inner.topleft))[:3]  # the track's own panel, nothing on it
    for x in list(range(inner.x, 250)) + list(range(660, inner.right)):
        for y in range(inner.y, inner.bottom):
            assert tuple(surface.get_at((x, y)))[:3] == plain, (x, y)


def test_a_payment_says_what_it_is_for_and_asks_one_colour_at_a_time(user_home) -> None:
    """The pay buttons offer one colour at a time; the panel asks how many cubes of it and
    names the colours that pay the rest, and the banner says what is being paid for and
    how much is still owed, instead of repeating the panel's title."""
    _app, play = new_play([HUMAN, AI, AI], seed=4)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    view = board.dview
    view.pay_left = 3
    view.pay_colours = (0, 2, 3)  # blue, red, white
    view.pay_purpose = ("captured",)
    assert T.prompt(view, "pay") == "How many blue cubes? The rest is paid in red and white."
    view.pay_colours = (2, 3)
    assert T.pay_question(view) == "How many red cubes? The rest is paid in white."
    view.pay_colours = (3,)
    assert T.pay_question(view) == "How many white cubes?"
    assert T.pay_context(view) == "Capture the dragons here: 3 Active Energy left to pay"
    view.pay_purpose = ("built", "spire", "")
    assert T.pay_context(view) == "Build the Energy Spire: 3 Active Energy left to pay"
    assert T.prompt(view, "move") == T.PROMPTS["move"]


def test_hovering_a_tile_with_dragons_spells_out_the_cost(user_home) -> None:
    """The pill under a tile says "capture 9AE"; with the pointer on the tile, the banner
    says it in words."""
    app, play = new_play([HUMAN, AI, AI], seed=4)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    rng = random.Random(4)
    for _ in range(400):
        run_until(app, lambda: board.my_decision or play.session.state.is_over, 30)
        assert not play.session.state.is_over, "no move onto dragons came"
        if board.kind == "move":
            costly = [h for h in board.hexes if T.dealing_cost(board.dview, board.viewer, h)]
            if costly:
                break
        legal = play.session.state.legal_actions()
        play_by_clicks(app, play, legal[rng.randrange(len(legal))])
    h = costly[0]
    click_point = board.click_point(board.hexes[h])  # pans the island to it if need be
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=click_point, rel=(0, 0), buttons=(0, 0, 0))
    )
    step(app, 2)
    prompt = board._prompt(board.dview)
    assert prompt.startswith("Move here: ")
    assert "Active Energy" in prompt or "gold" in prompt or "penned" in prompt
    assert "AE" not in prompt.replace("Active Energy", "")


def test_the_current_step_label_fits_its_box(user_home) -> None:
    """ "5  Tame/capture" in bold ran edge to edge of its box; it is set smaller instead."""
    from game.ui import theme
    from game.ui.boards.dragon_island import panels

    _app, play = new_play([HUMAN, AI, AI], seed=4)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    n = len(T.STEPS)
    w = (board.steps_rect.w - 16 - 4 * (n - 1)) // n
    for i, label in enumerate(T.STEPS):
        text = f"{i + 1}  {label}"
        size = panels.step_label_size(text, "bold", w)
        assert theme.font(size, "bold").size(text)[0] <= w - 10, text


def _reach(play: PlayScene, seed: int, wanted: object, moves: int = 3000) -> None:
    """Random legal moves for every seat until seat 0 faces a decision ``wanted`` likes."""
    rng = random.Random(seed)
    for _ in range(moves):
        state = play.session.state
        assert not state.is_over, "the game ended first"
        top = state.stack.top  # type: ignore[attr-defined]
        if top is not None and top.seat == 0 and wanted(state):  # type: ignore[operator]
            return
        play.apply(rng.choice(state.legal_actions()))
    raise AssertionError("never reached")


def _inside_tile(board: DragonIslandBoard, rect: pygame.Rect, h: tuple[int, int]) -> bool:
    corners = (rect.topleft, rect.topright, (rect.right - 1, rect.bottom - 1))
    corners += ((rect.x, rect.bottom - 1),)
    return all(board.camera.to_hex(c) == h for c in corners)


def test_telekinesis_is_clicked_on_the_island_which_stays_whole(user_home) -> None:
    """Six long "Telekinesis north-west: 1 blue cube, ..." buttons made a panel 490 px wide
    and shrank the island to 45%, cut off at the right. Each direction is now the space
    next to the wizard that way (sea too), with its haul in a pill and, on hover, the line
    lit and the haul in words; only Skip stays a button, in the banner."""
    app, play = new_play([HUMAN, AI, AI, AI], seed=1)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    _reach(play, 1, lambda s: any(a.kind == "telekinesis" for a in s.legal_actions()))
    step(app, 2)
    view = board.dview
    wizard = view.wizards[0]
    kinetic = [a for a in board.legal if a.kind == "telekinesis"]
    assert len(kinetic) == 6
    from game.engines.dragon_island.hexes import step as hex_step

    for a in kinetic:
        assert board.hexes[hex_step(wizard, int(a.args[0]))] == a  # type: ignore[call-overload]
    assert board.panel_rect is None and board.camera.zoom == 1.0
    assert [a.kind for _, a in board.buttons] == ["skip"]
    assert all(board.banner_rect.contains(b.rect) for b, _ in board.buttons)
    for h in [*view.board, *board.hexes]:
        assert board.view_area.contains(board.camera.hex_box(h)), h
    marks = board._marks(view)
    assert {marks.costs[h][0] for h in board.hexes} <= {f"+{n}" for n in range(1, 40)}
    longest = max(kinetic, key=lambda a: len(T.telekinesis_line(view, 0, a)))
    target = next(h for h, a in board.hexes.items() if a == longest)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=board.screen_point(target), rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    step(app, 2)
    assert board._marks(view).line == set(T.telekinesis_line(view, 0, longest))
    words = board._prompt(view)
    assert words.split(":")[0].lower().replace("-", " ") in str(longest).lower().replace("-", " ")
    play_by_clicks(app, play, longest)


def test_dragons_about_to_fly_are_lifted_off_their_tile(user_home) -> None:
    """While the player chooses where the dragons fly they used to sit on the tile they
    leave as if staying: they are drawn lifted above it and see-through, and faintly on
    the tile under the pointer, where they would land."""
    from game.ui.boards.dragon_island.island import dragon_tokens

    app, play = new_play([HUMAN, AI, AI, AI], seed=1)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    _reach(play, 1, lambda s: s.stack.top.kind == "dragon_dest")  # type: ignore[attr-defined]
    step(app, 2)
    view = board.dview
    src = view.src
    assert src is not None and view.picked
    lay = board.camera.layout
    cy = lay.to_pixel(src)[1]
    tokens = dragon_tokens(view, lay, src, board._marks(view))
    up = [t for t in tokens if t.alpha < 255]
    assert sorted(t.colour for t in up) == sorted(view.picked)
    assert all(t.centre[1] < cy - lay.size * 0.4 for t in up)
    staying = list(view.dragons[src])
    for c in view.picked:
        staying.remove(c)
    assert sorted(t.colour for t in tokens if t.alpha == 255) == sorted(staying)
    target = sorted(board.hexes)[0]
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=board.screen_point(target), rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    step(app, 2)
    landing = dragon_tokens(view, lay, target, board._marks(view))
    assert sorted(t.colour for t in landing if t.alpha < 255) == sorted(view.picked)


def _island_pixels(board: DragonIslandBoard, view: State) -> pygame.Surface:
    from game.ui.boards.dragon_island.island import IslandMarks, draw_island

    surface = pygame.Surface((1280, 720))
    draw_island(surface, view, board.camera, IslandMarks())  # type: ignore[arg-type]
    return surface


def test_a_building_under_dragons_stays_in_sight(user_home) -> None:
    """A dragon landing on a tile with a building used to hide it (a Spire all but
    entirely); the building is drawn over the dragons, every one of its pixels showing.
    A Tower with dragons on it moves up to the top of its tile, above them."""
    _app, play = new_play([HUMAN, AI, AI, AI], seed=9)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    _reach(play, 9, lambda s: len(s.board) > 14)  # type: ignore[attr-defined]
    view = board.dview  # a copy for the viewer: changed here, drawn as changed
    wizards = set(view.wizards)
    built = next(
        h
        for h, (tile, _, _, icon) in view.board.items()
        if icon in ("build", "dragon_build")
        and tile not in view.rules.tower_colour
        and h not in wizards
    )
    view.buildings[built] = ("spire", 1, "")
    view.dragons.pop(built, None)
    alone = _island_pixels(board, view)
    view.dragons[built] = ("red", "blue")
    both = _island_pixels(board, view)
    box = board.camera.hex_box(built)
    crystal = {(168, 128, 236), (222, 204, 255)}  # the Spire's two faces
    spire = [
        (x, y)
        for x in range(box.x, box.right)
        for y in range(box.y, box.bottom)
        if tuple(alone.get_at((x, y)))[:3] in crystal
    ]
    assert len(spire) > 30
    assert all(both.get_at(p) == alone.get_at(p) for p in spire)

    tower = next(h for h, cell in view.board.items() if cell[0] in view.rules.tower_colour)
    view.dragons[tower] = ("green",)
    box = board.camera.hex_box(tower)
    walls = _island_pixels(board, view)
    shown = sum(
        tuple(walls.get_at((x, y)))[:3] == (232, 224, 206)
        for x in range(box.x, box.right)
        for y in range(box.y, box.bottom)
    )
    assert shown > 15


def test_cost_pills_stay_inside_their_tile(user_home) -> None:
    """ "capture 9AE" under a tile straddled its bottom edge and covered the tiles below at
    small zoom. The pill now sits inside its tile, shortened ("9AE") or left out (the
    banner spells the cost out on hover) when the tile is too small for it."""
    from game.ui.boards.dragon_island.island import PILL_MIN, pill_layout

    app, play = new_play([HUMAN, AI, AI, AI], seed=1)
    board = play.board
    assert isinstance(board, DragonIslandBoard)

    def costly(s: State) -> bool:
        return s.stack.top.kind == "move" and any(  # type: ignore[attr-defined]
            T.dealing_cost(s, 0, h)  # type: ignore[arg-type]
            for h in T.hex_targets(s.legal_actions(), None, s.wizards[0])  # type: ignore[attr-defined]
        )

    _reach(play, 1, costly)
    step(app, 2)
    view = board.dview
    shown = 0
    for zoom in (0.55, 0.8, 1.0, 1.6, 2.6):
        board.camera.zoom = zoom
        lay = board.camera.layout
        for h, texts in board._marks(view).costs.items():
            placed = pill_layout(texts, lay.to_pixel(h), lay.size)
            if placed is None:
                assert lay.size < 40, (zoom, texts)
                continue
            text, size, rect = placed
            assert text in texts and size >= PILL_MIN
            assert _inside_tile(board, rect, h), (zoom, text, rect)
            # Low in the tile: the dragons above the middle stay in sight.
            assert rect.top >= lay.to_pixel(h)[1] - lay.size * 0.06
            shown += 1
    assert shown
    assert (pill_layout(("capture 10AE", "10AE"), (500, 300), 30) or ("",))[0] == "10AE"


def test_choice_panels_leave_the_whole_island_in_sight_and_readable(user_home) -> None:
    """Long button labels ("Build Pet Dragon Lair for the green pet for 5 Active Energy",
    "Play Treasure Map M16 (green centre, next to ...)") made panels 600 px wide that hid
    a row of tiles or shrank the island to 0.66. Short labels (the full wording as the
    tooltip), two or three columns and a smaller title keep every panel compact: no tile
    hides under it or outside the view, the tiles stay readable and no label is squeezed."""
    from game.ui import theme
    from game.ui.boards.dragon_island.board import READABLE_TILE

    kinds: set[str] = set()
    for players, seed in ((2, 0), (2, 1), (2, 3), (4, 0)):
        _app, play = new_play([HUMAN] + [AI] * (players - 1), seed)
        board = play.board
        assert isinstance(board, DragonIslandBoard)
        play.agents.clear()  # nobody thinks: every seat's move is a seeded random one
        rng = random.Random(seed)
        while not play.session.state.is_over:
            state = play.session.state
            if state.stack.top.seat == 0:  # type: ignore[attr-defined]
                board.refresh()
                if board.panel_rect is not None:
                    kinds.add(board.kind or "")
                    for h in board.dview.board:
                        box = board.camera.hex_box(h)
                        assert board.view_area.contains(box), (board.kind, h)
                        assert not board.panel_rect.colliderect(box), (board.kind, h)
                    assert board.camera.layout.size >= READABLE_TILE, board.kind
                    font = theme.font(14, "semibold")
                    for button, action in board.buttons:
                        assert font.size(button.label)[0] <= button.rect.w - 12, button.label
                        assert button.tooltip in ("", str(action))
            play.apply(rng.choice(state.legal_actions()))
    assert {"keep_map", "action", "dragon_pick", "wild", "pay", "map"} <= kinds, kinds


def _without_wizards(board: DragonIslandBoard, view: State, monkeypatch) -> pygame.Surface:
    """The island as drawn, but with the wizard figures left out (the tiles' layout
    still makes room for them)."""
    from game.ui.boards.dragon_island import island

    with monkeypatch.context() as m:
        m.setattr(island, "_draw_wizards", lambda *_a, **_k: None)
        return _island_pixels(board, view)


def test_a_wizard_and_the_building_on_its_tile_are_both_drawn_whole(user_home, monkeypatch) -> None:
    """A wizard on a tile with a Pen stood on the Build badge and covered most of the Pen
    (a Spire all but entirely); then it stood left of the building, on the tile's empty
    dragon icon. The tile's layout now gives the wizard its own room: the building and
    the empty dragon icon are drawn whole beside the figure, and the figure is whole."""
    from game.ui.boards.dragon_island import island

    _app, play = new_play([HUMAN, AI, AI, AI], seed=9)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    _reach(play, 9, lambda s: len(s.board) > 14)  # type: ignore[attr-defined]
    view = board.dview  # a copy for the viewer: changed here, drawn as changed
    others = set(view.wizards[1:])
    tile = next(
        h
        for h, (tile_id, _, _, icon) in view.board.items()
        if icon == "dragon_build" and h not in others and h != view.wizards[0]
    )
    view.dragons.pop(tile, None)
    view.wizards[0] = tile
    lay = board.camera.layout
    for building, colours in (("pen", {(132, 92, 50)}), ("spire", {(168, 128, 236)})):
        view.buildings[tile] = (building, 1, "")
        both = _island_pixels(board, view)
        bare = _without_wizards(board, view, monkeypatch)
        rects = dict(island.tile_rects(view, lay, tile))
        built = rects[f"build:{building}"]
        shown = [
            (x, y)
            for x in range(built.x, built.right)
            for y in range(built.y, built.bottom)
            if tuple(bare.get_at((x, y)))[:3] in colours
        ]
        assert len(shown) > 20, building
        assert all(both.get_at(p) == bare.get_at(p) for p in shown), building
        figure = rects["wizard"]
        changed = [
            (x, y)
            for x in range(figure.x, figure.right)
            for y in range(figure.y, figure.bottom)
            if both.get_at((x, y)) != bare.get_at((x, y))
        ]
        assert len(changed) > 0.25 * figure.w * figure.h, building  # a whole figure
        # The empty dragon icon beside the building too (the wizard used to step left
        # of a building on the right, onto it).
        assert "dragon" in rects
        for kind, rect in rects.items():
            if kind != "wizard":
                assert not rect.colliderect(figure), (building, kind)
                for x in range(rect.x, rect.right):
                    for y in range(rect.y, rect.bottom):
                        assert both.get_at((x, y)) == bare.get_at((x, y)), (building, kind)


def test_tame_or_capture_costs_show_at_late_game_zoom(user_home, monkeypatch) -> None:
    """ "3g / 9AE" needed a tile 33 px big: on a late-game island (tiles about 28-32 px)
    the cost of a tile where both taming and capturing are possible was left out. Its
    compact form, a gold coin and an Active Energy cube with the amounts inside, fits."""
    from game.ui.boards.dragon_island.island import icon_amounts, pill_layout

    _app, play = new_play([HUMAN, AI, AI], seed=4)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    view = board.dview
    monkeypatch.setattr(T, "dealing_cost", lambda *_a, **_k: "tame 3g / capture 10AE")
    labels = T.cost_labels(view, 0, (0, 0))
    assert labels[0] == "tame 3g / capture 10AE" and icon_amounts(labels[-1]) == ("3", "10")
    h = next(iter(view.board))
    for size in (28.0, 30.0, 32.0):
        board.camera.zoom = size / board.camera.fit.size
        lay = board.camera.layout
        placed = pill_layout(labels, lay.to_pixel(h), lay.size)
        assert placed is not None, size
        text, _, rect = placed
        assert text == labels[-1]
        assert _inside_tile(board, rect, h), (size, rect)


def _covered_tiles(board: DragonIslandBoard) -> int:
    assert board.panel_rect is not None
    return sum(board.panel_rect.colliderect(b) for b in _boxes(board, board.dview.board))


def test_choice_panels_never_cover_a_tile_of_a_big_island(user_home) -> None:
    """On the big islands of three- and four-player games a payment panel (its title as
    wide as "Pay 10 Active Energy: choose the cubes") found no room beside the island
    and covered up to 14 of its edge tiles, 162 in all over 736 panels of 40 games. A
    narrower panel (its title wrapped over one or two columns of buttons) now goes
    beside the island, the camera moving the island into the room left: no tile is
    covered, none leaves the view and every one stays readable."""
    from game.ui.boards.dragon_island.board import READABLE_TILE

    shown = covered = 0
    for players, seed in itertools.product((3, 4), range(20)):
        _app, play = new_play([HUMAN] + [AI] * (players - 1), seed)
        board = play.board
        assert isinstance(board, DragonIslandBoard)
        play.agents.clear()  # nobody thinks: every seat's move is a seeded random one
        rng = random.Random(seed)
        while not play.session.state.is_over:
            state = play.session.state
            if state.stack.top.seat == 0:  # type: ignore[attr-defined]
                board.refresh()
                if board.panel_rect is not None:
                    shown += 1
                    covered += _covered_tiles(board)
                    assert board.view_area.contains(board.panel_rect)
                    for box in _boxes(board, board.dview.board):
                        assert board.view_area.contains(box), board.kind
                    assert board.camera.layout.size >= READABLE_TILE, board.kind
                    for button, _ in board.buttons:
                        assert board.panel_rect.contains(button.rect), button.label
            play.apply(rng.choice(state.legal_actions()))
    assert shown > 700
    assert covered == 0


def test_a_payment_panel_is_a_short_row_of_numbers(user_home) -> None:
    """A payment's buttons ("8 blue", "7 blue", ...) were full-width and one above the
    other, in a panel up to 290 px tall that shrank the island beside it to tiles 30 px
    across. They are now bare numbers, fewest first, left to right in rows of up to
    six under the question, which wraps within the panel; the banner above says what is
    paid for. Clicking a number pays that many."""
    from game.ui import theme
    from game.ui.boards.dragon_island.board import PANEL_PAD, PANEL_TITLE_SIZE

    app, play = new_play([HUMAN, AI, AI], seed=6)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    play.agents.clear()
    _reach(play, 6, lambda s: s.stack.top.kind == "pay")  # type: ignore[attr-defined]
    board.refresh()
    assert board.panel_rect is not None and _covered_tiles(board) == 0
    assert board.panel_rect.h <= 160  # two rows at most: 0-6 goes in rows of 4 and 3
    assert " ".join(board.panel_lines) == board.panel_title == T.pay_question(board.dview)
    f = theme.font(PANEL_TITLE_SIZE, "title")
    for line in board.panel_lines:
        assert f.size(line)[0] <= board.panel_rect.w - 2 * PANEL_PAD
    amounts = [int(action.args[1]) for _, action in board.buttons]  # type: ignore[arg-type]
    assert amounts == sorted(amounts) and len(amounts) >= 2
    assert [button.label for button, _ in board.buttons] == [str(n) for n in amounts]
    rows: dict[int, list[int]] = {}
    for button, _ in board.buttons:
        rows.setdefault(button.rect.y, []).append(button.rect.x)
    assert len(rows) <= 2 and max(map(len, rows.values())) <= 6
    assert max(map(len, rows.values())) - min(map(len, rows.values())) <= 1
    assert all(xs == sorted(xs) for xs in rows.values())
    for button, _ in board.buttons:
        assert board.panel_rect.contains(button.rect)
    assert board._prompt(board.dview) == T.pay_context(board.dview)
    assert "left to pay" in board._prompt(board.dview)
    owed, chosen = board.dview.pay_left, amounts[-1]
    play_by_clicks(app, play, board.buttons[-1][1])
    assert play.session.state.pay_left in (0, owed - chosen)  # type: ignore[attr-defined]


def _banner_fits(board: DragonIslandBoard) -> str:
    """The prompt shown, checked to fit the banner whole: no ellipsis, every line within
    the room left of the banner's buttons, at most two lines within its height."""
    from game.ui import theme
    from game.ui.boards.dragon_island.board import BANNER_H

    view = board.dview
    text = board._prompt(view)
    lines, size = board.banner_text(view)
    f = theme.font(size, "semibold")
    assert " ".join(lines) == text, (text, lines)
    assert len(lines) <= 2 and size >= 12, text
    assert all(f.size(line)[0] <= board.banner_room for line in lines), (text, lines)
    assert len(lines) * (f.get_linesize() - 2) + 2 <= BANNER_H, text
    return text


def test_a_panel_asks_and_the_banner_says_where(user_home) -> None:
    """The banner repeated a choice panel's title word for word ("Deal with the dragons
    here" twice). While a panel asks the question, the banner now says where or what it
    is about: the wizard's tile by colour, icon and bearing, the Wild tile just placed,
    the tile the dragons fly from, what a payment is for, how many maps to keep."""
    banners: dict[str, set[str]] = {}
    for players, seed in ((2, 0), (4, 1)):
        _app, play = new_play([HUMAN] + [AI] * (players - 1), seed)
        board = play.board
        assert isinstance(board, DragonIslandBoard)
        play.agents.clear()
        rng = random.Random(seed)
        while not play.session.state.is_over:
            state = play.session.state
            if state.stack.top.seat == 0:  # type: ignore[attr-defined]
                board.refresh()
                board.mouse = (0, 0)
                if board.panel_rect is not None:
                    text = _banner_fits(board)
                    assert text != board.panel_title, text
                    banners.setdefault(board.kind or "", set()).add(text)
            play.apply(rng.choice(state.legal_actions()))
    assert {"deal", "action", "wild", "keep_map", "pay", "dragon_pick"} <= set(banners)
    for kind in ("deal", "action"):
        assert all(t.startswith("Your wizard stands on ") for t in banners[kind]), kind
        assert any("of the Keep" in t for t in banners[kind]), kind
    assert all(t.startswith("Dragons fly from the ") for t in banners["dragon_pick"])
    assert any(t.startswith("Set-up: keep 1 of the 2") for t in banners["keep_map"])
    assert all("left to pay" in t for t in banners["pay"])


def test_every_prompt_fits_its_banner(user_home) -> None:
    """A move with no tile in reach showed "Move your wizard: click a gl…" beside a wide
    "No tile can be reached: the wizard stays" button. Every prompt of sampled games,
    hovering each target too, now fits the banner whole (a little smaller, or in two
    lines); the no-reach move says so, over a short Stay button."""
    seen: set[str] = set()
    for players, seed in itertools.product((2, 3, 4), range(4)):
        _app, play = new_play([HUMAN] + [AI] * (players - 1), seed)
        board = play.board
        assert isinstance(board, DragonIslandBoard)
        play.agents.clear()
        rng = random.Random(seed)
        for _ in range(400):
            state = play.session.state
            if state.is_over:
                break
            board.refresh()
            board.mouse = (0, 0)
            seen.add(_banner_fits(board))
            for h in list(board.hexes)[:8]:
                board.mouse = board.screen_point(h)
                seen.add(_banner_fits(board))
            play.apply(rng.choice(state.legal_actions()))
    assert len(seen) > 80  # tiles are named by colour and icon, so fewer distinct texts
    assert not any(re.search(r"-?\d+,-?\d+", t) for t in seen)  # no "at 2,-1"
    # The pointer already shows the place, so a hover says "here", not its bearing.
    hovers = [t for t in seen if " here" in t]
    assert hovers and not any("of the Keep" in t for t in hovers)

    _app, play = new_play([HUMAN, AI], seed=117)
    board = play.board
    assert isinstance(board, DragonIslandBoard)
    play.agents.clear()
    _reach(
        play,
        117,
        lambda s: any(str(a).startswith("No tile") for a in s.legal_actions()),
    )
    board.refresh()
    assert _banner_fits(board) == T.NO_REACH
    assert [b.label for b, _ in board.buttons] == ["Stay"]
    assert board.banner_text(board.dview) == ([T.NO_REACH], 15)
    app = _app
    play.agents.clear()
    click(app, board.buttons[0][0].rect.center)  # type: ignore[arg-type]
    assert play.session.record.actions[-1].kind == "stay"


def test_a_pen_with_dragons_is_refused_to_visitors_and_costed_for_its_owner() -> None:
    """A Pen holding dragons bars visitors (ruling 10): a click there says why, and the
    owner, who must capture them, sees the capture's price rather than "penned"."""
    from game.engines.dragon_island.hexes import ORIGIN
    from tests.dragon_island.helpers import at_step, give, new, put_tile

    s = new(2)
    owner = s.turn_player
    visitor = 1 - owner
    s.colours[owner] = "white"
    put_tile(s, (1, 0), "red", "dragon_build")
    s.buildings[(1, 0)] = ("pen", owner, "")
    s.dragons[(1, 0)] = ("red",)
    s.dragon_supply[2] -= 1
    give(s, owner, "red", 10)
    s.wizards[owner] = ORIGIN
    at_step(s, "move_wizard", owner)
    assert "only the Pen's owner" in T.refusal(s, visitor, "move", (1, 0), False)
    assert T.dealing_cost(s, owner, (1, 0)) == "capture 10AE"
    assert T.dealing_cost(s, visitor, (1, 0)) == "penned"


def test_dragon_flight_log_lines_fit_the_log_column() -> None:
    """A dragon flight named both tiles in full and ran to four lines of the log column.
    Over seeded random games every flight now takes at most three lines (since spaces are
    named by their steps from the Keep, so that no two share a name, fewer fit in two)."""
    from game.ui.scenes.play import LOG_RECT
    from game.ui.widgets.scrolltext import ScrollText
    from tests.dragon_island.helpers import new

    pygame.init()
    column = ScrollText(LOG_RECT.inflate(-8, -44).move(0, 18))  # as the play scene has it
    counts: list[int] = []
    for players in (2, 3, 4):
        for seed in range(6):
            s = new(players, seed)
            rng = random.Random(seed)
            while not s.is_over:
                for e in s.apply(rng.choice(s.legal_actions())):
                    if e.kind == "dragons_move":
                        column.clear()
                        column.append(e.text)
                        counts.append(len(column._layout()))
    assert len(counts) > 40
    assert max(counts) <= 3, counts


def test_first_turn_refusal_names_keep_or_tower() -> None:
    """ "On your first turn you can only move your Wizard onto the Wizard's Keep … or your
    own Wizard's Tower": a click on any other tile says that, not "step next door" (which
    read as a contradiction on a tile next to the Keep)."""
    from tests.dragon_island.helpers import new, put_tile, through_setup

    s = through_setup(new(2, seed=3))
    seat = s.turn_player
    assert s.seat_turns[seat] == 1
    put_tile(s, (1, 0), "red", "build")
    said = T.refusal(s, seat, "move", (1, 0), False)
    assert said == "On your first turn you may only stay on the Keep or move to your own Tower."
    s.seat_turns[seat] = 2
    assert T.refusal(s, seat, "move", (4, 0), False) == "That is open sea."
    put_tile(s, (3, -3), "blue", "build")
    assert T.refusal(s, seat, "move", (3, -3), False).startswith("Out of reach: ")
