"""The board kit: exact hex mapping, hit tests of rotated cards and fans, tracks, lanes,
tweens that a click can skip (in the gallery, without also clicking what is under it),
and the Markdown subset."""

from __future__ import annotations

import math

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ui import markdown, theme
from game.ui.kit.card import CardFace, CardSprite, render_face
from game.ui.kit.cardrow import CardRow
from game.ui.kit.hexgrid import NEIGHBOURS, HexLayout, distance
from game.ui.kit.lanes import TwoLaneBattlefield
from game.ui.kit.placement import clamp_shift, clear_shift
from game.ui.kit.track import BridgeTrack
from game.ui.kit.tween import Animator, Tween
from game.ui.scenes.kit import KitScene
from tests.ui.harness import click, make_app, step

coords = st.integers(min_value=-60, max_value=60)
sizes = st.floats(min_value=6.0, max_value=90.0)
origins = st.tuples(st.floats(-500, 1500), st.floats(-500, 1000))


@given(coords, coords, sizes, origins)
def test_hex_centre_round_trips(q: int, r: int, size: float, origin) -> None:
    layout = HexLayout(size, origin)
    assert layout.to_hex(*layout.to_pixel((q, r))) == (q, r)


@given(coords, coords, sizes, st.floats(0, 0.999), st.floats(0, 2 * math.pi))
def test_every_point_inside_a_hexagon_maps_to_it(q, r, size, frac, angle) -> None:
    # the inscribed circle (radius size*sqrt(3)/2) lies inside the hexagon
    layout = HexLayout(size, (17.0, -3.0))
    cx, cy = layout.to_pixel((q, r))
    d = frac * size * math.sqrt(3) / 2 * 0.999
    assert layout.to_hex(cx + d * math.cos(angle), cy + d * math.sin(angle)) == (q, r)


@given(st.floats(-2000, 2000), st.floats(-2000, 2000), sizes)
def test_a_point_maps_to_its_nearest_centre(x: float, y: float, size: float) -> None:
    layout = HexLayout(size)
    h = layout.to_hex(x, y)
    cx, cy = layout.to_pixel(h)
    mine = math.hypot(x - cx, y - cy)
    assert mine <= size + 1e-6
    for dq, dr in NEIGHBOURS:
        nx, ny = layout.to_pixel((h[0] + dq, h[1] + dr))
        assert mine <= math.hypot(x - nx, y - ny) + 1e-6
        assert distance(h, (h[0] + dq, h[1] + dr)) == 1


def test_fitting_layout_keeps_cells_inside() -> None:
    cells = [(q, r) for q in range(-3, 4) for r in range(-3, 4) if abs(q + r) <= 3]
    rect = pygame.Rect(100, 100, 600, 400)
    layout = HexLayout.fitting(cells, rect)
    for cell in cells:
        for x, y in layout.corners(cell):
            assert rect.inflate(2, 2).collidepoint(x, y)


def test_tapped_and_rotated_cards_hit_where_drawn() -> None:
    card = CardSprite(CardFace("Bolt"), pos=(200, 200))
    assert card.hit((200 + 60, 200 + 85))
    card.tapped = True
    assert not card.hit((200 + 20, 200 + 85))
    assert card.hit((200 + 85, 200 + 20))


def test_fan_picks_the_topmost_card_and_clicks() -> None:
    clicked: list[int] = []
    cards = [CardSprite(CardFace(f"C{i}")) for i in range(7)]
    row = CardRow(pygame.Rect(100, 500, 600, 200), cards, fan=True, on_click=clicked.append)
    last = cards[-1]
    assert row.index_at((round(last.pos[0]), round(last.pos[1]))) == 6
    ev = pygame.event.Event(
        pygame.MOUSEBUTTONUP, pos=(round(cards[3].pos[0]), round(cards[3].pos[1])), button=1
    )
    assert row.handle_event(ev)
    assert clicked == [3]


def test_card_faces_render_on_frames() -> None:
    img = render_face(
        CardFace(
            "Dragon's Breath",
            "Deal 3 damage to each enemy in a lane.",
            cost="4",
            kind="spell",
            icon="dragon_wing",
            frame="clash_of_decks_spell",
        ),
        (250, 350),
    )
    colours = {img.get_at((x, y))[:3] for x in range(0, 250, 11) for y in range(0, 350, 13)}
    assert len(colours) > 15


def test_track_and_lanes_hit_tests() -> None:
    hits: list[object] = []
    track = BridgeTrack(pygame.Rect(0, 0, 840, 60), 21, on_click=hits.append)
    for i in (0, 10, 20):
        assert track.index_at(track.tile_centre(i)) == i
    lanes = TwoLaneBattlefield(pygame.Rect(0, 0, 900, 500), on_click=hits.append)
    for slot in ((0, 0, 0), (1, 1, 3), (1, 0, 2)):
        assert lanes.slot_at(lanes.slot_rect(slot).center) == slot
    assert lanes.slot_at(lanes.structure_rect(0).center) is None


def test_tweens_run_and_a_click_skips_them() -> None:
    done: list[str] = []
    anim = Animator(speed=1.0)
    anim.move("card", (0, 0), (100, 50), 0.5, on_done=lambda: done.append("card"))
    anim.update(0.25)
    x, y = anim.value("card", (0, 0))  # type: ignore[misc]
    assert 0 < x < 100 and 0 < y < 50
    assert anim.busy
    anim.skip()
    assert done == ["card"] and not anim.busy
    instant = Animator(speed=0.0)
    instant.fade("f", 0.0, 1.0)
    assert not instant.busy
    assert Tween(0.0, 10.0, 0.0).value == 10.0


def test_markdown_subset() -> None:
    blocks = markdown.parse(
        "# Title\n\nSome **bold** words\nwrapped.\n\n## Setup\n- one\n  more\n- two **b**\n"
        "1. first\n### Tiny\nodd ** marker"
    )
    kinds = [b.kind for b in blocks]
    assert kinds == ["h1", "p", "h2", "bullet", "bullet", "bullet", "h3", "p"]
    assert blocks[1].spans == (("Some ", "plain"), ("bold", "bold"), (" words wrapped.", "plain"))
    assert blocks[3].spans[-1] == (" more", "plain")
    assert blocks[-1].spans == (("odd ** marker", "plain"),)
    # A numbered item keeps its number as its marker (drawn instead of a dot, not both).
    assert (blocks[5].marker, blocks[5].spans) == ("1.", (("first", "plain"),))
    assert blocks[3].marker == ""


def test_markdown_inline_code_loses_its_backticks_and_keeps_its_stars() -> None:
    """The rules pages name YAML keys and files in backticks: drawn literally they read
    "`provenance: proposal`"."""
    (block,) = markdown.parse("marked `provenance: proposal` in **the YAML**, `a**b` and a ` alone")
    assert block.spans == (
        ("marked ", "plain"),
        ("provenance: proposal", "code"),
        (" in ", "plain"),
        ("the YAML", "bold"),
        (", ", "plain"),
        ("a**b", "code"),
        (" and a ` alone", "plain"),
    )


def test_markdown_italics_between_single_stars_but_not_a_times_sign() -> None:
    (block,) = markdown.parse("the *First pick* option, 2 * 3 = 6, and *current* (default)")
    assert block.spans == (
        ("the ", "plain"),
        ("First pick", "italic"),
        (" option, 2 * 3 = 6, and ", "plain"),
        ("current", "italic"),
        (" (default)", "plain"),
    )


def test_markdown_tables_are_parsed_into_rows_of_cells() -> None:
    """Storm the Bridge's rules page has tables; drawn as text they read "| Kind | Count |
    |---|---:|" in one run-on paragraph."""
    blocks = markdown.parse(
        "Intro.\n\n| Kind | Count |\n|---|---:|\n| **Leader** | 9 |\n| Crew |\n\nAfter."
    )
    assert [b.kind for b in blocks] == ["p", "table", "p"]
    rows = blocks[1].rows
    assert rows == (
        ((("Kind", "plain"),), (("Count", "plain"),)),
        ((("Leader", "bold"),), (("9", "plain"),)),
        ((("Crew", "plain"),), ()),  # a short row is padded with an empty cell
    )


def test_a_table_wider_than_the_page_wraps_its_cells_inside_it() -> None:
    from game.ui.widgets.scrolltext import ScrollText

    long = " ".join(["affiliation"] * 12)
    box = ScrollText(pygame.Rect(0, 0, 420, 300))
    box.set_blocks(markdown.parse(f"| a | b |\n|---|---|\n| {long} | {long} |\n| x | y |"))
    drawn = box._layout()
    assert len(drawn) == 3  # one image a row
    assert all(img.get_width() <= 420 - 26 for _, img in drawn)
    line = theme.font(15).get_linesize()
    assert drawn[1][1].get_height() > 2 * line  # the long row wrapped onto more lines
    assert drawn[2][1].get_height() < 2 * line


def test_scrolltext_keeps_the_space_before_bold_words() -> None:
    from game.ui.widgets.scrolltext import ScrollText

    box = ScrollText(pygame.Rect(0, 0, 400, 200))
    box.set_blocks(markdown.parse("You win by **escaping** first."))
    plain = ScrollText(pygame.Rect(0, 0, 400, 200))
    plain.set_blocks(markdown.parse("You win by escaping first."))
    width = max(img.get_width() for _, img in box._layout())
    assert width >= max(img.get_width() for _, img in plain._layout())


def test_the_click_that_skips_a_gallery_animation_clicks_nothing_else(user_home) -> None:
    app = make_app(animation_speed="normal")
    kit = KitScene(app)
    app.push(kit)
    step(app, 30)  # past the scene's fade-in
    tile = {i: (round(x), round(y)) for i in range(15) for x, y in [kit.track.tile_centre(i)]}
    click(app, tile[4])
    assert kit.pos == 4 and kit.anim.busy
    wheel = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tile[5], button=4)
    pygame.event.post(wheel)
    step(app, 1)
    assert kit.anim.busy  # a scroll does not skip
    card = kit.hand.cards[0]
    message = kit.toast.message
    click(app, (round(card.pos[0]), round(card.pos[1])))  # press skips, release is eaten
    assert not kit.anim.busy and kit.toast.message == message
    click(app, tile[5])
    assert kit.pos == 5 and kit.anim.busy  # the next click moves again...
    click(app, tile[6])
    assert kit.pos == 5 and not kit.anim.busy  # ...and the next one only skips
    click(app, (round(card.pos[0]), round(card.pos[1])))
    assert kit.toast.message == "Play Fireball"


def test_a_tween_started_again_under_its_key_finishes_the_one_it_replaces() -> None:
    anim = Animator(speed=1.0)
    first = anim.fade("walk", 0.0, 1.0, 1.0)
    anim.update(0.2)
    second = anim.fade("walk", 0.0, 1.0, 1.0, delay=0.5)
    assert first.done, "nothing would ever finish the replaced tween"
    assert not second.started and anim.busy
    anim.update(0.6)
    assert second.started and not second.done


def test_clear_shift_slides_sideways_just_past_what_is_in_the_way() -> None:
    bounds = pygame.Rect(0, 0, 400, 200)
    words = [pygame.Rect(100, 50, 60, 20), pygame.Rect(110, 72, 40, 20)]
    assert clear_shift(words, [], bounds) == 0
    # A label under the right end of the upper word: the nearest clear spot is to its left.
    label = pygame.Rect(150, 40, 30, 20)
    dx = clear_shift(words, [label], bounds)
    assert dx is not None and dx < 0
    assert all(w.move(dx, 0).collidelist([label]) == -1 for w in words)
    assert clear_shift(words, [label], bounds, reach=-dx - 4) is None  # nothing nearer
    # Pressed against the table's edge it goes the other way rather than off the table.
    edge = [pygame.Rect(0, 50, 60, 20)]
    assert clear_shift(edge, [pygame.Rect(30, 40, 60, 20)], bounds) == 92  # 4 px steps
    assert clamp_shift([pygame.Rect(-30, 190, 50, 20)], bounds) == (30, -10)


def test_fit_size_shrinks_a_label_to_its_width_and_stops_at_its_floor(user_home) -> None:
    from game.ui import theme
    from game.ui.kit.textfit import fit_size

    make_app()
    label = "Andromeda Robin"
    size = fit_size(label, 90, 20, "bold", low=8)
    assert 8 < size < 20 and theme.font(size, "bold").size(label)[0] <= 90
    assert theme.font(size + 1, "bold").size(label)[0] > 90
    assert fit_size(label, 4, 20, "bold", low=8) == 8
    assert fit_size("Ok", 500, 20) == 20


def test_numbers_read_as_players_write_them() -> None:
    from game.ui.theme import number_text

    assert number_text(7.0) == "7" and number_text(3) == "3" and number_text(2.5) == "2.5"


def test_a_hover_panel_goes_beside_its_card_and_clear_of_what_must_stay_readable() -> None:
    """The one placement every board's zoom uses (kit.placement.beside): right of the card
    when there is room, off the card always, off ``keep`` (the prompt bar) before anything
    else, sliding clear of it when every side would cover it."""
    from game.ui.kit.placement import beside, hover_bounds

    screen = pygame.Rect(0, 0, 1280, 720)
    table = pygame.Rect(16, 70, 900, 630)
    card = pygame.Rect(500, 300, 80, 110)
    bounds = hover_bounds(screen, table, 200)
    assert bounds.y == table.y and screen.contains(bounds)
    plain = beside((300, 200), card, bounds)
    assert plain.x == card.right + 12 and plain.centery == card.centery
    # Level with the mouse where one is given.
    assert beside((300, 200), card, bounds, level=(0, 350)).centery == 350
    # What may be clicked to the right sends it left; the card itself is never covered.
    target = pygame.Rect(card.right + 20, card.y, 200, 200)
    left = beside((300, 200), card, bounds, avoid=[target])
    assert left.right <= card.x and not left.colliderect(target)
    # A prompt bar across the card's row: every side touches it, so the panel slides
    # above or below it instead of covering it.
    bar = pygame.Rect(0, card.y - 40, 1280, card.h + 80)
    slid = beside((300, 200), card, bounds, keep=[bar])
    assert not slid.colliderect(bar) and not slid.colliderect(card)
    # A panel taller than the room under the top bar may use the whole window.
    assert hover_bounds(screen, table, 700).y < table.y
    with pytest.raises(ValueError, match="no side"):
        beside((10, 10), card, bounds, sides=("up",))


def test_a_prompt_bars_hint_is_added_only_where_it_costs_the_question_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.ui.kit import promptbar

    drawn: list[tuple[str, ...]] = []
    monkeypatch.setattr(
        promptbar, "draw_fitted", lambda s, fitted, *a, **k: drawn.append(fitted.lines)
    )
    style = promptbar.BarStyle((0, 0, 0), (0, 0, 0), (9, 9, 9), (5, 5, 5), start=15, low=11)
    surface = pygame.Surface((900, 60))
    wide = pygame.Rect(0, 0, 900, 36)
    promptbar.draw_prompt_bar(
        surface, wide, "Respond or pass", (1, 1, 1), [], style, lit=True, hint="(Space)"
    )
    assert drawn[-1] == ("Respond or pass (Space)",)
    question = "You hold priority over Player 2's recruit of Sora Vennet: respond or pass"
    # A bar just wide enough for the question at full size: the hint would shrink it.
    narrow = pygame.Rect(0, 0, theme.text_width(question, 15, "semibold") + 34, 36)
    promptbar.draw_prompt_bar(
        surface, narrow, question, (1, 1, 1), [], style, lit=True, hint="(Space)"
    )
    assert drawn[-1] == (question,)


def test_a_list_scrolls_by_the_wheel_and_keeps_its_last_page_full() -> None:
    from game.ui.kit.listing import wheel_scroll

    assert wheel_scroll(0, -1, total=20, page=8) == 1  # wheel down: one row on
    assert wheel_scroll(0, 1, total=20, page=8) == 0  # never above the first row
    assert wheel_scroll(12, -3, total=20, page=8) == 12  # the last page stays full
    assert wheel_scroll(0, -1, total=5, page=8) == 0  # a list shorter than a page
