"""The Storm the Bridge table reads at a glance: at most two passive strips under a host
and one "+N more" chip (the hovers list them all), stationed crew framed with their
section and its defence, tapped cards whose name plate lies over none of their badges,
no word on a compact card under the board's smallest size, and another seat's action
played back beat by beat before the viewer is asked anything."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
from game.core.record import SeatSpec
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge.state import StormState
from game.ui import theme
from game.ui.boards.storm_the_bridge import StormBoard, faces, paint
from game.ui.boards.storm_the_bridge import table as TB
from game.ui.boards.storm_the_bridge.layout import (
    CREW,
    HAND_CARD,
    LEADER,
    MAX_STRIPS,
    MIN_SCALE,
    upright_size,
)
from game.ui.scenes.play import PlayScene
from tests.ui.harness import QuickAI, click, make_app, step
from tests.ui.test_board_storm_the_bridge import (
    _every_card,
    _hover,
    _play,
    _policy,
    _state,
    _walk_to,
)

HUMAN = SeatSpec("human")
AI = SeatSpec("ai", "easy")


def _passive_instances(state: StormState, strip: str | None = "blue") -> list[str]:
    """Passive cards of the Action Stack (nobody's hand) that attach to characters."""
    game = state.game
    return [
        str(inst)
        for inst in state.action_stack
        if game.actions[game.design_of[str(inst)]].type == "passive"
        and (game.actions[game.design_of[str(inst)]].strip or "blue") == strip
    ]


def test_passives_show_two_strips_then_one_chip() -> None:
    cards = ["a#1", "b#1", "c#1", "d#1", "e#1"]
    shown, hidden = TB.shown_passives(cards)
    assert shown == ["d#1", "e#1"] and hidden == ["a#1", "b#1", "c#1"]
    assert TB.shown_passives(cards[:2]) == (cards[:2], [])
    # One a click may be about now always shows, whatever its age.
    shown, hidden = TB.shown_passives(cards, frozenset({"a#1"}))
    assert "a#1" in shown and len(shown) == MAX_STRIPS and len(hidden) == 3
    host = pygame.Rect(100, 100, 70, 96)
    rects, chip = TB.tuck_rects(host, 2, True, host.bottom + 31)
    assert len(rects) == 2 and chip is not None
    assert rects[0].top == host.bottom and rects[1].top == rects[0].bottom
    assert chip.top >= rects[1].bottom and chip.bottom <= host.bottom + 31
    assert all(r.h >= 9 for r in [*rects, chip])


def test_a_crowded_host_on_the_table_and_its_hovers(user_home) -> None:
    app, scene, board = _play(ai=False, seed=4)
    state = _walk_to(
        scene, board, random.Random(3), lambda s: s.turns >= 3 and s.current_player == 0
    )
    extra = _passive_instances(state)[:4]
    assert len(extra) == 4
    host = P.leader_key(board.viewer)
    for inst in extra:
        state.action_stack.remove(inst)
        state.attached.setdefault(host, []).append(inst)
    board.refresh()
    step(app, 1)
    cards = list(state.attached[host])
    strips = [s[1] for s, _ in board.table.placed if s[0] == "passive" and s[1] in cards]
    assert strips == cards[-MAX_STRIPS:], "the two most recent show as strips"
    chip = board.table.rect(("more", host))
    assert chip is not None
    band = board.table.bands[board.viewer]
    assert band.contains(chip)
    last = board.table.rect(("passive", strips[-1]))
    assert last is not None and chip.top >= last.bottom
    names = [state.game.card_name(c) for c in cards]
    _hover(app, chip.center)
    assert board.hover == ("more", host)
    told = " ".join(board.detail_text)
    assert all(n in told for n in names) and f"+{len(cards) - MAX_STRIPS}" not in told
    slot = board.table.slots[host]
    _hover(app, board.visible_point(("char", host), slot.rect) or slot.rect.center)
    told = " ".join(board.detail_text)
    assert all(n in told for n in names), "the host's hover lists every passive"


def test_stationed_crew_sit_in_their_sections_frame(user_home) -> None:
    for seats in ([HUMAN, AI], [HUMAN, AI, AI]):
        app, scene, board = _play(seats, ai=False, seed=1)

        def stationed(s: StormState, me: int = board.viewer) -> bool:
            return s.turns >= 6 and len(s.assigned) >= 2 and s.current_player == me

        state = _walk_to(scene, board, random.Random(1), stationed)
        board.refresh()
        step(app, 1)
        t = board.table
        for seat in range(state.num_players):
            order = [k for k, sl in t.slots.items() if t.bands[seat].contains(sl.rect)]
            for sec in (s for s, o in state.occupier.items() if o == seat):
                frame = t.frames[sec]
                crew = [c for c in state.party[seat] if state.assigned.get(c) == sec]
                # Drawn right after their section, inside its frame; nobody else is.
                i = order.index(sec)
                assert order[i + 1 : i + 1 + len(crew)] == [c for c in order if c in crew]
                for key, sl in t.slots.items():
                    inside = frame.contains(sl.rect)
                    assert inside == (key == sec or key in crew), (key, sec)
                tag = t.rect(("defence", sec))
                if tag is not None:
                    assert tag.x >= frame.x and tag.right <= frame.right
                    # In the label row, or under the frame when the band's name took
                    # the row; over no card either way.
                    assert tag.bottom <= frame.y + 4 or tag.y >= frame.bottom - 3
                    assert not any(sl.rect.colliderect(tag) for sl in t.slots.values())
                    want = P.section_defense(state, sec) + P.defense_value(
                        state, P.leader_key(seat)
                    )
                    want += sum(P.defense_value(state, c) for c in crew)
                    assert TB.defence_of(state, sec) == want
                    _hover(app, tag.center)
                    assert state.game.sections[sec].name in board.detail_text[0]
        # The tags never cover a band's name, a rival's hand or one another.
        tags = [r for s, r in t.placed if s[0] == "defence"]
        assert tags, "no defence tag shown"
        for seat, band in t.bands.items():
            from game.ui.boards.storm_the_bridge.paint import band_head

            head = band_head(board, seat)
            for r in tags:
                assert not r.colliderect(head)
                if seat != board.viewer:
                    assert not r.colliderect(TB.hand_badge(band))
        assert all(a.collidelist([b for b in tags if b is not a]) == -1 for a in tags)


def test_a_tapped_card_lays_no_word_over_its_badges() -> None:
    make_app()
    game = registry.load_game("storm_the_bridge")
    cards = _every_card(game)
    for key, kind in cards:
        for scale in (1.0, 0.87, MIN_SCALE):
            parts = faces.sideways_parts(game, key, upright_size(kind, scale))
            card = pygame.Rect((0, 0), parts.size)
            left, right = parts.badges
            for part in (parts.plate, left, right, *([parts.sub] if parts.sub else [])):
                assert card.contains(part), (key, scale, part)
            assert not parts.plate.colliderect(left) and not parts.plate.colliderect(right)
            assert parts.r >= 6
            if parts.sub is not None:
                for r in (parts.plate, left, right):
                    assert not parts.sub.colliderect(r), (key, scale)
                word = "VICTORY" if key == "bridge" else "LEADER"
                assert theme.text_width(word, faces.SMALL, "bold") <= parts.sub.w
            assert parts.plate.h >= theme.font(faces.NAME_PLATE_MIN, "bold").get_linesize() - 1


def test_compact_cards_print_no_word_under_the_smallest_size(monkeypatch) -> None:
    make_app()
    game = registry.load_game("storm_the_bridge")
    sizes: list[tuple[str, int]] = []
    real_text, real_draw = theme.text, faces.draw_fitted

    def text(surface, message, pos, size=16, **kw):  # type: ignore[no-untyped-def]
        sizes.append((str(message), int(size)))
        return real_text(surface, message, pos, size=size, **kw)

    def draw(surface, fitted, *a, **kw):  # type: ignore[no-untyped-def]
        sizes.append(("block", int(fitted.size)))
        return real_draw(surface, fitted, *a, **kw)

    monkeypatch.setattr(theme, "text", text)
    monkeypatch.setattr(faces, "draw_fitted", draw)
    faces.face.cache_clear()
    faces.sideways.cache_clear()
    faces.strip.cache_clear()
    for scale in (1.0, MIN_SCALE):
        for pid in game.leaders:
            faces.face(game, f"leader:{pid}", upright_size("leader", scale))
            faces.sideways(game, f"leader:{pid}", upright_size("leader", scale))
        for cid, crew in game.crew.items():
            faces.face(game, cid, upright_size("crew", scale))
            faces.sideways(game, cid, upright_size("crew", scale))
            assert crew.title not in [m for m, _ in sizes], "a compact card prints no title"
        for sid in game.sections:
            faces.face(game, sid, upright_size("section", scale))
            faces.sideways(game, sid, upright_size("section", scale))
            # Held: its bonus and its defence now, where To Take stood.
            faces.face(game, sid, upright_size("section", scale), (4, 12))
            faces.sideways(game, sid, upright_size("section", scale), (4, 12))
        for cid in game.crew:  # stats as they stand, raised and lowered
            faces.face(game, cid, upright_size("crew", scale), (9, 0))
            faces.sideways(game, cid, upright_size("crew", scale), (0, 9))
    for design in game.actions:
        faces.face(game, design, HAND_CARD)
        if game.actions[design].type == "passive":
            faces.strip(game, design, CREW[0], 10)
    for size in (CREW, LEADER):
        faces.face(game, next(iter(game.crew)), size)
    small = [(m, s) for m, s in sizes if s < faces.SMALL]
    assert not small, small[:5]
    faces.face.cache_clear()
    faces.sideways.cache_clear()
    faces.strip.cache_clear()


def test_another_seats_action_is_played_back_beat_by_beat(user_home) -> None:
    app = make_app(animation_speed="normal")
    app.ai_factory = QuickAI  # type: ignore[attr-defined]
    game = registry.load_game("storm_the_bridge")
    scene = PlayScene.new_game(app, game, [HUMAN, AI], 3)
    app.push(scene)
    board = scene.board
    assert isinstance(board, StormBoard)
    rng = random.Random(1)
    seen: set[str] = set()
    watched: set[int] = set()  # the actions (by number) played back to the viewer
    for _ in range(4000):
        step(app, 1)
        state = _state(scene)
        if state.is_over or len(watched) >= 6:
            break
        if board.watching:
            watched.add(len(scene.session.record.actions))
            # The viewer is asked nothing until the other seat's move has been shown.
            assert board.legal_actions() == [] and board.walk is None
            assert not any(a is not None for _, a in board.buttons)
            for _seat, lit, word, k in board.highlights():
                assert lit and 0.0 <= k <= 1.0
                assert all(board.table.rect(s) is not None for s in lit)
                seen.add(word)
            if board.highlights() and board.unshown:
                # The log waits for the table: what is not shown yet is not told yet.
                assert scene.unlogged
            continue
        if board.presenting and not board.animating:
            before = len(scene.session.record.actions)
            scene.apply(_policy(state, rng))
            board.skip_animations()
            assert len(scene.session.record.actions) == before + 1
    assert watched, "no action of the other seat was played back"
    assert seen, "no beat lit anything"
    # A click skips the playback and the decision comes at once.
    for _ in range(3000):
        step(app, 1)
        state = _state(scene)
        if state.is_over:
            break
        if board.watching and board.my_decision:
            click(app, (300, 300))
            assert not board.animating and board.presenting
            assert board.walk is not None
            break
        if board.presenting and not board.animating:
            scene.apply(_policy(state, rng))
            board.skip_animations()
    else:
        pytest.fail("no playback ended on the viewer's decision")


def test_the_window_prompt_names_what_a_discard_is_worth() -> None:
    """Dray Mennick's discards for influence give +2 (Deep Pockets): the prompt said +1
    for every seat. A defender's discards (Stand Fast) give +1 defence."""
    from game.ui.boards.storm_the_bridge import prompts
    from tests.storm_the_bridge.helpers import act, declare, position

    s = position(
        leaders=["mennick", "voor"],
        pool=["thul", "vex", "brandt"],
        hands=[["supply_run"], []],
    )
    declare(s, "recruit", "thul", "leader")
    act(s, "pass")
    text = prompts.prompt(s.view(0), "priority", s.legal_actions(), ["You", "Player 2"])
    assert text.endswith("click a hand card to discard it for +2 influence"), text

    s = position(leaders=["korr", "voor"], hands=[["supply_run"], []])
    declare(s, "attack", "sickbay", "leader")
    act(s, "pass")
    text = prompts.prompt(s.view(0), "priority", s.legal_actions(), ["You", "Player 2"])
    assert text.endswith("click a hand card to discard it for +1 attack"), text


def test_ending_the_action_phase_never_sits_where_pass_was(user_home) -> None:
    """Passing the last window of your own attack hands the Action phase straight back:
    a second click meant for one more Pass must not land on "End the Action phase"."""
    app, scene, board = _play(ai=False, seed=2)
    me = board.viewer
    rng = random.Random(7)

    def button(kind: str) -> pygame.Rect:
        board.refresh()
        board.skip_animations()
        step(app, 1)
        rects = [b.rect for b, a in board.buttons if a is not None and a.kind == kind]
        assert rects, [b.label for b, _ in board.buttons]
        return rects[0]

    _walk_to(
        scene,
        board,
        rng,
        lambda s: s.current_player == me and s.stack.top.kind == "priority" and s.act_seat == me,
    )
    passed = button("pass")
    _walk_to(scene, board, rng, lambda s: s.current_player == me and s.stack.top.kind == "open")
    end = button("end_phase")
    assert not end.colliderect(passed)
    assert end.x < passed.x  # the rightmost spot, Pass's, holds "All options…"


@pytest.mark.parametrize("text_scale", [1.0, 1.25])
def test_a_target_pill_never_covers_a_sections_name(text_scale: float) -> None:
    """At 125% a tapped Diplomatic Suite's name takes two lines and TARGET hid "Suite";
    the pill goes in the gap under the name, else, smaller, between the badges."""
    from game.ui.boards.storm_the_bridge import marks, paint

    make_app()
    theme.set_ui_scale(text_scale)
    try:
        game = registry.load_game("storm_the_bridge")
        full = marks.pill_rect(paint.AIM_WORD, paint.PILL_SIZE).size
        less = marks.pill_rect(paint.AIM_WORD, paint.PILL_SMALL).size
        for sid in game.sections:
            for scale in (1.0, 0.87, MIN_SCALE):
                upright = upright_size("section", scale)
                plate, _lines, _size = faces.name_plate(game, sid, upright)
                left, right = faces.sideways_parts(game, sid, upright).badges
                y, small = faces.sideways_mark(game, sid, upright, None, full, less)
                pill = pygame.Rect((0, 0), less if small else full)
                pill.center = (upright[1] // 2, y)
                assert not pill.colliderect(plate), (sid, scale, text_scale)
                if y == right.centery:  # on the badges' row: between them
                    assert not pill.colliderect(left) and not pill.colliderect(right)
                # Standing in the centre: under the name's last line.
                half = full[1] // 2
                y = faces.section_marker_y(game, sid, upright, half)
                band = faces.name_band(game.sections[sid].name, upright[0], upright[1] >= 150)
                assert y - half >= band.bottom - 1, (sid, scale, text_scale)
    finally:
        theme.set_ui_scale(1.0)


def test_the_target_pill_on_a_tapped_section_at_125(user_home) -> None:
    """As seen in the real window: an attack on a Diplomatic Suite that entered its
    party tapped; at 125% the pill sat over the second line of its name."""
    from game.ui.boards.storm_the_bridge import paint
    from tests.ui.harness import play_at_text_size

    with play_at_text_size(1.25, "storm_the_bridge", seed=8, moves=20) as (app, scene):
        step(app, 3)
        board = scene.board
        view = board.sview
        assert view.act_kind == "attack" and view.act_target == "diplomatic_suite"
        spot = ("section", "diplomatic_suite")
        r = board.table.rect(spot)
        assert r is not None and r.h < r.w  # at rest on its side
        slot = board.table.slots["diplomatic_suite"]
        plate, lines, _size = faces.name_plate(view.game, "diplomatic_suite", slot.upright)
        assert len(lines) == 2
        y, size = paint._aim_mark(board, spot, r, on_card=False)
        pill = paint.marks.pill_rect(paint.AIM_WORD, size)
        pill.center = (r.centerx, y)
        assert not pill.colliderect(plate.move(r.topleft))


def test_the_response_columns_title_keeps_clear_of_its_count_at_125(user_home) -> None:
    """At 125% "Response stack" at its smallest size still ran up to "1 waiting" (3 px
    apart); the title says "Responses" there instead."""
    from tests.ui.harness import play_at_text_size

    with play_at_text_size(1.25, "storm_the_bridge", seed=2, moves=20) as (app, _scene):
        step(app, 30)
        with theme.recording_ink() as inks:
            step(app, 1)
        count = next(i for i in inks if i.label.endswith("waiting"))
        title = next(i for i in inks if i.label.startswith("Response"))
        assert title.rect.right + 8 <= count.rect.x, (title.label, title.rect, count.rect)


def test_a_two_card_payment_is_one_button_naming_both_cards() -> None:
    """Triage costs two discards (change 16): each way to pay is one button."""
    from game.ui.boards.storm_the_bridge.prompts import button_label
    from tests.storm_the_bridge.helpers import act, position

    s = position(
        leaders=["korr", "halvorsen"],
        parties=[[], ["pritchard"]],
        hands=[["transfer_orders"], ["supply_run", "transfer_orders"]],
    )
    act(s, "play", "transfer_orders", "pritchard")
    (use,) = [a for a in s.legal_actions() if a.kind == "use"]
    view = s.view(1)
    assert button_label(view, use, selected=True) == "Discard Supply Run and Transfer Orders"


def _triage_answer_list() -> StormBoard:
    """Hot-seat, seen by Ines Halvorsen's seat with its answer list open: Tavish Korr's
    Transfer Orders is on her crew Pritchard, and three cards in hand pay Triage three
    ways (each naming two cards)."""
    from tests.storm_the_bridge.helpers import act, position

    _app, scene, board = _play([HUMAN, HUMAN], seed=1, ai=False)
    s = position(
        leaders=["korr", "halvorsen"],
        parties=[[], ["pritchard"]],
        hands=[["transfer_orders"], ["supply_run", "transfer_orders", "field_promotion"]],
    )
    act(s, "play", "transfer_orders", "pritchard")
    assert s.current_player == 1
    scene.session.state = s
    board.viewer = board.seen_by = 1
    board.refresh()
    board.skip_animations()
    board.toggle_tray()
    return board


def test_the_answer_list_gives_a_two_card_payment_a_full_row_at_full_size(user_home) -> None:
    """A play-through in the real window showed "Use Ines Halvorsen: Triage on ...,
    discarding X and Y" squeezed into half the Respond list until it was unreadable:
    an answer too long for a column now takes a whole row, every label at its size."""
    board = _triage_answer_list()
    answers = [(b, a) for b, a in board.tray if a is not None]
    payments = [(b, a) for b, a in answers if a.kind == "use"]
    assert len(payments) == 3, [b.label for b, _ in answers]
    area = board.layout.tray.inflate(-24, -56)
    for button, _ in payments:
        assert button.rect.w == area.w and "Triage" in button.label
    for button, _ in answers:
        assert theme.text_width(button.label, 12, "semibold") <= button.rect.w - 12, button.label
        assert area.contains(button.rect), button.label
    rects = [b.rect for b, _ in answers]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_the_answer_list_pages_keep_every_answer_once_in_order() -> None:
    from game.ui.boards.storm_the_bridge.board import TRAY_PER_PAGE, tray_pages

    rows = TRAY_PER_PAGE // 2
    answers = [f"a{i}" for i in range(23)]
    wide = {"a3", "a7", "a8", "a20"}
    pages = tray_pages(answers, lambda a: a in wide)  # type: ignore[arg-type,arg-type]
    for narrow, longs in pages:
        assert (len(narrow) + 1) // 2 + len(longs) <= rows
    narrows = [a for n, _ in pages for a in n]
    longs = [a for _, w in pages for a in w]
    assert narrows == [a for a in answers if a not in wide]
    assert longs == [a for a in answers if a in wide]
    assert tray_pages([], lambda a: False) == [([], [])]


def test_the_answer_lists_page_button_says_where_it_goes(user_home, monkeypatch) -> None:
    """On page 1 the button read "Page 2 of 4", which a player took for the page shown."""
    from game.ui.boards.storm_the_bridge import board as board_module

    monkeypatch.setattr(board_module, "TRAY_PER_PAGE", 4)
    board = _triage_answer_list()
    seen: list[str] = []
    for _ in range(10):
        (pager,) = [b for b, a in board.tray if a is None]
        seen.append(pager.label)
        if pager.label == "Back to page 1":
            break
        pager.click()
    total = len(seen)
    assert total >= 2
    assert seen == [f"Next: page {i} of {total}" for i in range(2, total + 1)] + ["Back to page 1"]


@pytest.mark.parametrize("auto", [True, False])
def test_the_hand_says_auto_pass_whole_on_its_own_line(user_home, monkeypatch, auto) -> None:
    """A three-player hot-seat game in the real window printed "Your hand (5) · auto-p…":
    the note shared the label's line in the margin left of the hand. It now takes the
    line under the label, whole, and clear of the cards."""
    app, _scene, board = _play(ai=False, seed=21, options={"auto_pass_1": auto})
    step(app, 1)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.text

    def record(surface, message, pos, **kw):  # type: ignore[no-untyped-def]
        r = real(surface, message, pos, **kw)
        drawn.append((str(message), r))
        return r

    monkeypatch.setattr(theme, "text", record)
    paint.draw_board(board, pygame.Surface(app.screen.get_size()))  # type: ignore[attr-defined]
    hand = board.sview.hand[board.viewer]
    first = board.layout.hand_card(0, len(hand))
    label = [r for m, r in drawn if m == f"Your hand ({len(hand)})"]
    assert len(label) == 1, "the hand's label prints whole"
    note = [r for m, r in drawn if m == paint.AUTO_PASS_NOTE]
    if not auto:
        assert not note and not [m for m, _ in drawn if "uto-pass" in m]
        return
    assert len(note) == 1, "the auto-pass note prints whole"
    assert note[0].top >= label[0].bottom - 1 and note[0].right < first.left
