"""What a second real-window play-through of Storm the Bridge showed, each checked on a
crowded table (a rival holding four sections with stationed crew, passives and an
attack under way): the band's header always names the leader and the section count
clear of the defence tags, cards print their stats as they stand, COMMITTED markers
fit their cards, the game's end leaves no waiting item in the column, a refused click
is explained where it was made, a hover panel waits after a click, names follow one
rule, held sections say bonus and total apart, and colours follow the seat."""

from __future__ import annotations

import random
import re

import pygame

from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge.state import StormState
from game.ui import theme
from game.ui.boards.storm_the_bridge import StormBoard, faces, marks, paint, stack
from game.ui.boards.storm_the_bridge import table as TB
from game.ui.boards.storm_the_bridge.layout import CREW, HAND_CARD, upright_size
from game.ui.kit.textfit import squeeze_text
from game.ui.scenes.play import PlayScene
from tests.ui.harness import click, step
from tests.ui.test_board_storm_the_bridge import _hover, _play, _walk_to

SECTIONS = ["bridge", "engine_room", "armory", "diplomatic_suite"]


def _passives(state: StormState, strip: str) -> list[str]:
    game = state.game
    return [
        str(i)
        for i in state.action_stack
        if i is not None
        and game.actions[game.design_of[str(i)]].type == "passive"
        and (game.actions[game.design_of[str(i)]].strip or "blue") == strip
    ]


def attach(state: StormState, design: str, host: str, owner: int) -> str:
    """Move a copy of ``design`` from the Action Stack under ``host``, as ``owner``'s
    passive (a position the tests need without playing the card)."""
    inst = next(
        str(i)
        for i in state.action_stack
        if i is not None and state.game.design_of[str(i)] == design
    )
    state.action_stack.remove(inst)
    state.attached.setdefault(host, []).append(inst)
    state.card_owner[inst] = owner
    return inst


def _crowded(seed: int = 3) -> tuple[object, PlayScene, StormBoard, StormState, list[str]]:
    """The rival (seat 1) holding four sections, crew stationed at three, passives under
    sections and characters, two cards tapped, on the viewer's Action phase."""
    app, scene, board = _play(ai=False, seed=seed)
    state = _walk_to(
        scene, board, random.Random(3), lambda s: s.turns >= 4 and s.current_player == 0
    )
    seat = 1
    used = {c for party in state.party for c in party} | set(state.pool)
    spare = [str(c) for c in state.crew_stack if c is not None and c not in used]
    for c in spare[:5]:
        state.crew_stack.remove(c)
        state.party[seat].append(c)
    for sec in SECTIONS:
        state.occupier[sec] = seat
    crew = list(state.party[seat])
    for c, sec in zip(crew, SECTIONS[:3], strict=False):
        state.assigned[c] = sec
    for inst, host in zip(
        _passives(state, "purple")[:3], [SECTIONS[0], SECTIONS[1], SECTIONS[1]], strict=False
    ):
        state.action_stack.remove(inst)
        state.attached.setdefault(host, []).append(inst)
        state.card_owner[inst] = seat
    for inst, host in zip(
        _passives(state, "blue")[:3], [P.leader_key(seat), crew[0], crew[-1]], strict=False
    ):
        state.action_stack.remove(inst)
        state.attached.setdefault(host, []).append(inst)
        state.card_owner[inst] = seat
    state.tapped |= {SECTIONS[0], crew[1]}
    board.refresh()
    step(app, 1)  # type: ignore[arg-type]
    return app, scene, board, state, crew


def test_the_header_names_the_leader_and_count_clear_of_the_tags(user_home) -> None:
    """Before, the leader and section count took whatever gap the defence tags left,
    cut ("Ines Halvorsen · 4 sect…") or without the leader's name."""
    _app, _scene, board, state, _crew = _crowded()
    for seat in range(state.num_players):
        band = board.table.bands[seat]
        words = paint.head_words(board, seat)
        leader = state.game.leaders[state.leader[seat]].name
        held = sum(1 for o in state.occupier.values() if o == seat)
        assert leader in words and f"{held} section" in words, words
        head = paint.band_head(board, seat)
        assert band.contains(head)
        tags = [r for s, r in board.table.placed if s[0] == "defence" and band.contains(r)]
        assert all(not head.colliderect(r) for r in tags)
        if seat != board.viewer:
            assert not head.colliderect(TB.hand_badge(band))
        assert any(tags) or seat == board.viewer or held == 0


def test_cards_print_their_stats_as_they_stand(user_home, monkeypatch) -> None:
    """Before, a crew member with Silver Tongue printed its printed influence while the
    hover told the current one."""
    app, _scene, board, state, crew = _crowded()
    key = crew[2]
    attach(state, "silver_tongue", key, owner=1)
    board.refresh()
    printed = state.game.crew[key].influence
    assert P.stat(state, key, "influence") == printed + 1
    asked: dict[str, object] = {}
    real_face, real_side = faces.face, faces.sideways

    def face(game, k, size, now=None, bonus=None):  # type: ignore[no-untyped-def]
        asked[k] = now
        return real_face(game, k, size, now, bonus)

    def side(game, k, size, now=None, shown=None):  # type: ignore[no-untyped-def]
        asked[k] = now
        return real_side(game, k, size, now, shown)

    monkeypatch.setattr(faces, "face", face)
    monkeypatch.setattr(faces, "sideways", side)
    step(app, 1)  # type: ignore[arg-type]
    assert asked[key] == (P.stat(state, key, "combat"), printed + 1)
    # A held section prints its bonus and, where To Take stood, its defence now.
    assert asked["engine_room"] == (
        P.section_defense(state, "engine_room"),
        TB.defence_of(state, "engine_room"),
    )
    # The raised value is marked on the face: it differs from the printed face.
    size = upright_size("crew")
    c = state.game.crew[key]
    plain = real_face(state.game, key, size)
    marked = real_face(state.game, key, size, (c.combat, c.influence + 1))
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(marked, "RGBA")
    same = real_face(state.game, key, size, (c.combat, c.influence))
    assert pygame.image.tobytes(plain, "RGBA") == pygame.image.tobytes(same, "RGBA")


def test_committed_markers_fit_their_cards(user_home) -> None:
    """Before, 60-pixel cards carried 74-pixel COMMITTED pills that ran together."""
    app, _scene, board, state, crew = _crowded()
    state.act_kind, state.act_seat, state.act_target = "attack", 1, "sickbay"
    state.act_committed = [P.leader_key(1), *crew]
    board.refresh()
    step(app, 1)  # type: ignore[arg-type]
    badges = []
    for key in state.act_committed:
        badge, words = paint.committed_badge(board, key)
        span = paint.visible_span(board, key)
        assert span.contains(badge), (key, badge, span)
        assert theme.text_width(words, paint.COMMIT_SIZE, "bold") <= badge.w
        badges.append(badge)
    assert all(a.collidelist([b for b in badges if b is not a]) == -1 for a in badges)


def test_the_column_at_the_games_end_shows_nothing_waiting(user_home, monkeypatch) -> None:
    """Before, "2 waiting" and "RESOLVES FIRST" stood under "The game is over"."""
    app, scene, board = _play(ai=False, seed=2)
    state = _walk_to(scene, board, random.Random(7), lambda s: bool(s.items) and s.act_kind)
    state.winner = [0]
    state.end_reason = "test"
    assert state.is_over
    board.refresh()
    said: list[str] = []
    real = theme.text

    def text(surface, message, pos, **kw):  # type: ignore[no-untyped-def]
        said.append(str(message))
        return real(surface, message, pos, **kw)

    monkeypatch.setattr(theme, "text", text)
    stack.draw_column(board, pygame.Surface(app.screen.get_size()))  # type: ignore[attr-defined]
    assert "The game is over" in said
    assert not [m for m in said if "waiting" in m or "RESOLVES" in m or "ATTACK" in m], said
    assert not [s for s, _ in board.table.placed if s[0] in ("item", "totals")]


def test_a_refused_click_is_told_beside_it_and_the_hover_waits(user_home) -> None:
    """Before, why a click did nothing showed at the top of the log column, under the
    hover panel that popped up over the card just clicked."""
    app, scene, board = _play(ai=False, seed=3)
    me = board.viewer

    def tapped_own(s: StormState) -> bool:
        return (
            s.current_player == me
            and s.stack.top is not None
            and s.stack.top.kind == "open"
            and any(c in s.tapped for c in [P.leader_key(me), *s.party[me]])
        )

    state = _walk_to(scene, board, random.Random(4), tapped_own)
    board.refresh()
    step(app, 1)  # type: ignore[arg-type]
    key = next(c for c in [P.leader_key(me), *state.party[me]] if c in state.tapped)
    r = board.table.rect(("char", key))
    assert r is not None
    at = board.visible_point(("char", key), r) or r.center
    click(app, at)  # type: ignore[arg-type]
    assert board.note is not None and "Tapped" in board.note[0]
    assert board.note_rect is not None
    near = pygame.Rect(at[0] - 160, at[1] - 120, 320, 240)
    assert near.colliderect(board.note_rect)
    assert board.detail_rect is None, "no hover panel over the card just clicked"
    # Once the mouse moves on, the hover panel shows, clear of the note.
    _hover(app, (at[0] + 12, at[1]))
    if board.detail_rect is not None:
        assert not board.detail_rect.colliderect(board.note_rect)


def test_names_follow_one_rule() -> None:
    """Before: "D. Suite", "G. Mumples", "Dabs Prit…" beside "D. Mennick". Now a name is
    whole, else wrapped onto two lines, else cut with an ellipsis; never initialled."""
    from game.core import registry
    from tests.ui.harness import make_app

    make_app()
    game = registry.load_game("storm_the_bridge")
    initial = re.compile(r"\b\w\.\s")
    names = [c.name for c in game.crew.values()] + [s.name for s in game.sections.values()]
    for name in names:
        lines, size = faces.title_lines(name, CREW[0] - 8, 10)
        assert size >= faces.SMALL and 1 <= len(lines) <= 2
        assert not any(initial.search(line) for line in lines), (name, lines)
        joined = " ".join(lines)
        assert joined == name or joined.endswith("…"), (name, lines)
    # Every action card's name prints whole on a hand card: "Insubordination", one word
    # too long for the card at the name's floor, was cut to "Insubordinati…".
    w = HAND_CARD[0]
    for card in game.actions.values():
        lines, size = faces.title_lines(card.name, faces.name_width(w), 12)
        assert " ".join(lines) == card.name and size >= faces.SMALL, (card.name, lines)
    for design, card in game.actions.items():
        if card.type != "passive":
            continue
        # Every passive's strip prints its whole name under a crew card, a long one
        # ("Galactic Mumples", once "Galactic Mump…") a point smaller and condensed.
        name, room, size = faces.strip_name(card.name, CREW[0])
        assert squeeze_text(name, room, size, slack=faces.STRIP_SQUEEZE) == card.name, design
        assert size >= faces.STRIP_TEXT - 1


def test_strips_stay_in_their_well_and_frames_end_at_their_cards(user_home) -> None:
    """Before, two strips under a centre section crossed the well's bottom edge, and a
    section's frame ran on to the band's floor, an empty box under a lone section."""
    _app, _scene, board, state, _crew = _crowded()
    # Two passives under a centre section (the Engine Room's, moved).
    sec = "sickbay"
    moved = state.attached.pop("engine_room")[:2]
    assert len(moved) == 2
    state.attached[sec] = moved
    for inst in moved:
        state.card_owner[inst] = 0
    board.refresh()
    well = board.layout.ship_zone
    shown, hidden = board.table.tucked[sec]
    rects = [board.table.rect(("passive", i)) for i in shown]
    rects.append(board.table.rect(("more", sec)))
    assert [r for r in rects if r is not None], "the passives show somewhere"
    for r in rects:
        if r is not None:
            assert well.contains(r) and r.h >= 9, r
    assert len(shown) + len(hidden) == 2
    for frame in board.table.frames.values():
        inside = [r for s, r in board.table.placed if s[0] != "defence" and frame.contains(r)]
        lowest = max(r.bottom for r in inside)
        assert frame.bottom - lowest <= 6, (frame, lowest)


def test_totals_and_frames_take_the_seats_colour(user_home, monkeypatch) -> None:
    """Before, the blue seat's recruit showed its influence in red, and a frame took
    its section's colour (a red frame in the blue band)."""
    app, _scene, board, state, _crew = _crowded()
    state.act_kind, state.act_seat, state.act_target = "recruit", 1, state.pool[0]
    board.refresh()
    have, need = stack.totals_inks(board)
    assert have == board.seat_colour(1)
    assert need == stack.NEUTRAL_INK
    state.act_kind, state.act_seat, state.act_target = "attack", 0, "armory"
    board.refresh()
    assert stack.totals_inks(board) == (board.seat_colour(0), board.seat_colour(1))
    colours: list[tuple[int, int, int]] = []
    real = paint._frame_img

    def frame_img(size, colour):  # type: ignore[no-untyped-def]
        colours.append(colour)
        return real(size, colour)

    monkeypatch.setattr(paint, "_frame_img", frame_img)
    state.act_kind = None
    board.refresh()
    step(app, 1)  # type: ignore[arg-type]
    assert colours and set(colours) == {board.seat_colour(1)}


def test_marker_pills_hide_no_number_on_a_card() -> None:
    """Before, a TARGET or COMMITTED pill across the middle of a crew card covered its
    To Recruit badge (the number a recruit is about). Now the pill crosses the blank
    band under it for every crew member and leader. On the smallest cards a crowded
    party draws the band is narrower than a pill: it keeps clear of the stats there
    (a crew member in a party is recruited already)."""
    from game.core import registry
    from tests.ui.harness import make_app

    make_app()
    game = registry.load_game("storm_the_bridge")
    recruit = (210, 224, 255)
    keys = list(game.crew) + [f"leader:{lid}" for lid in game.leaders]
    for scale, numbers in (
        (1.0, {recruit, faces.COMBAT, faces.INFLUENCE}),
        (0.74, {faces.COMBAT, faces.INFLUENCE}),
    ):
        size = upright_size("crew", scale)
        for key in keys:
            img = faces.face(game, key, size)
            card = img.get_rect()
            scratch = pygame.Surface(card.size)
            y = faces.marker_y(game, key, size)
            r = marks.pill(scratch, (card.centerx, y), "TARGET", (1, 2, 3), size=9)
            clip = r.clip(card)
            hidden = {
                tuple(img.get_at((x, y)))[:3]
                for x in range(clip.x, clip.right)
                for y in range(clip.y, clip.bottom)
            }
            assert not hidden & numbers, (key, scale, r)
