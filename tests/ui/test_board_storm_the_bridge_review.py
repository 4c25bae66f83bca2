"""What a player's review of the Storm the Bridge board found, each fixed and held here:
a crowded band slides crew, not sections, under their neighbours; a centre section
prints the defence bonus its passives give; a defender's number on the hover is told
apart from the combat its card shows; a committed card says what happens to it; a card
in the pool names its numbers."""

from __future__ import annotations

import itertools
import random

import pygame

from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge.state import StormState
from game.ui.boards.storm_the_bridge import detail, paint
from game.ui.boards.storm_the_bridge.layout import RIVAL_SHARE, Layout
from tests.ui.harness import step
from tests.ui.test_board_storm_the_bridge import _play, _walk_to
from tests.ui.test_board_storm_the_bridge_legibility import attach


def _table(seed: int = 3) -> tuple[object, object, StormState]:
    app, scene, board = _play(ai=False, seed=seed)
    state = _walk_to(
        scene, board, random.Random(3), lambda s: s.turns >= 4 and s.current_player == 0
    )
    return app, board, state


def _spare_crew(state: StormState, n: int) -> list[str]:
    used = {c for party in state.party for c in party} | set(state.pool)
    spare = [str(c) for c in state.crew_stack if c is not None and c not in used]
    return spare[:n]


def test_a_crowded_band_slides_crew_under_their_neighbours_never_a_section() -> None:
    """Before, a section slid under the crew after it, hiding its defence badge (the
    band read "1" where the engine counted 13)."""
    lay = Layout(pygame.Rect(0, 0, 920, 630), 3)
    band = lay.bands(0)[1]  # a rival's half-width band at three seats
    loose = [f"c{i}" for i in range(4)]
    groups: list[tuple[str | None, list[str]]] = [
        (None, loose),
        ("engine_room", ["c6"]),
        ("sickbay", ["c7", "c8"]),
    ]
    tapped = {"c1", "c3", "c7"}
    slots = lay.party_slots(band, "leader:1", groups, tapped)
    overlaps = [a.rect.right > b.rect.x for a, b in itertools.pairwise(slots)]
    assert any(overlaps), "the band was not crowded enough to test"
    for a, b in itertools.pairwise(slots):
        if a.kind in ("section", "leader"):
            assert a.rect.right <= b.rect.x, (a.key, "lies under", b.key)
    assert slots[-1].rect.right <= band.right


def test_a_centre_section_prints_the_bonus_its_passives_give(user_home) -> None:
    app, board, state = _table()
    sec = next(s for s in state.game.section_order if state.occupier.get(s) is None)
    attach(state, "force_field", sec, owner=0)
    board.refresh()
    step(app, 1)  # type: ignore[arg-type]
    printed = state.game.sections[sec].defense_bonus
    assert P.section_defense(state, sec) == printed + 2
    assert paint.centre_bonus(board.sview, ("section", sec)) == printed + 2
    info = detail.describe(board, ("section", sec))
    assert info is not None
    assert f"defence bonus {printed + 2} (printed {printed}" in " ".join(info.notes)


def test_a_defenders_bonus_that_counts_only_in_defence_is_named(user_home) -> None:
    """Ysolde Rinn's On Post: her card shows combat 3, the defence counts 4."""
    app, board, state = _table()
    seat = 1
    if "rinn" in state.crew_stack:
        state.crew_stack.remove("rinn")
    elif "rinn" in state.pool:
        state.pool.remove("rinn")
    for party in state.party:
        if "rinn" in party:
            party.remove("rinn")
    state.party[seat].append("rinn")
    sec = next(s for s in state.game.section_order if state.occupier.get(s) is None)
    state.occupier[sec] = seat
    state.assigned["rinn"] = sec
    board.refresh()
    step(app, 1)  # type: ignore[arg-type]
    info = detail.describe(board, ("section", sec))
    assert info is not None
    assert "Ysolde Rinn 4 (combat 3, +1 defending)" in " ".join(info.notes)


def test_a_committed_card_says_it_taps_only_if_the_action_succeeds(user_home) -> None:
    _app, board, state = _table()
    key = P.leader_key(0)
    state.tapped.discard(key)
    state.act_kind = "attack"
    state.act_committed = [key]
    board.refresh()  # type: ignore[attr-defined]
    info = detail._character(board, key, "char", [])  # type: ignore[arg-type]
    notes = " ".join(info.notes)
    assert "taps if the attack succeeds" in notes
    assert "ready to commit" not in notes


def test_a_card_in_the_pool_names_its_numbers(user_home) -> None:
    _app, board, state = _table()
    crew = str(state.pool[0])
    c = state.game.crew[crew]
    info = detail.describe(board, ("pool", crew))
    assert info is not None
    assert f"Combat {c.combat}, influence {c.influence} (printed)." in info.notes
    assert f"To Recruit {c.to_recruit}" in info.sub


def test_a_held_section_shows_its_defence_tag_even_under_a_long_band_name(user_home) -> None:
    """The band's name and words ran over the frames nearest the leader, and their tags,
    which had only the label row, were left out; now they go under the frame."""
    app, scene, board = _play(ai=False, seed=5)
    state = _walk_to(
        scene,
        board,
        random.Random(5),
        lambda s: any(o is not None for o in s.occupier.values()),
    )
    step(app, 1)  # type: ignore[arg-type]
    board.refresh()  # type: ignore[attr-defined]
    for sec, seat in state.occupier.items():
        if seat is None:
            continue
        tag = board.table.rect(("defence", sec))  # type: ignore[attr-defined]
        band = board.table.bands[seat]  # type: ignore[attr-defined]
        assert tag is not None and band.contains(tag), sec
        frame = board.table.frames[sec]  # type: ignore[attr-defined]
        assert frame.x <= tag.x and tag.right <= frame.right


def test_tapped_crew_under_neighbours_keep_name_and_numbers_in_view(user_home, monkeypatch) -> None:
    """Before, five tapped crew stationed at one section of a three-seat rival's band
    each lay under the next: the names were cut wherever the neighbour began ("Pell Ara",
    "Marta S"), one printed larger than the rest, and every influence badge was hidden.
    Now a covered card's plate and both badges keep inside the part in view, and every
    tapped name of a crowded band prints at one size."""
    from game.core.record import SeatSpec
    from game.ui.boards.storm_the_bridge import faces
    from tests.ui.harness import start_board

    ai = SeatSpec("ai", "normal")
    app, scene = start_board("storm_the_bridge", [SeatSpec("human"), ai, ai], 3, ai=False)
    board = scene.board
    state = _walk_to(
        scene, board, random.Random(3), lambda s: s.turns >= 4 and s.current_player == 0
    )
    seat = 1
    for c in _spare_crew(state, 5):
        state.crew_stack.remove(c)
        state.party[seat].append(c)
    state.occupier["armory"] = seat
    state.occupier["engine_room"] = seat
    crew = list(state.party[seat])[:-1]
    for c in crew:
        state.assigned[c] = "armory"
        state.tapped.add(c)
    for c in _spare_crew(state, 6):  # the neighbour's band crowded too: no room to lend
        state.crew_stack.remove(c)
        state.party[2].append(c)
    asked: dict[str, int | None] = {}
    real = faces.sideways

    def spy(game, key, upright, now=None, shown=None):  # type: ignore[no-untyped-def]
        asked[key] = shown
        return real(game, key, upright, now, shown)

    fitted: dict[str, int] = {}
    real_fit = faces.plate_fit

    def fit(name, width, start=12):  # type: ignore[no-untyped-def]
        text, size = real_fit(name, width, start)
        fitted[name] = size
        return text, size

    faces.sideways.cache_clear()
    monkeypatch.setattr(faces, "plate_fit", fit)
    monkeypatch.setattr(faces, "sideways", spy)
    board.refresh()
    board.skip_animations()
    step(app, 2)  # type: ignore[arg-type]
    covered = [c for c in crew if paint.visible_span(board, c).w < board.table.slots[c].rect.w]
    assert len(covered) >= 3, "the position must crowd the band"
    for c in covered:
        span = paint.visible_span(board, c)
        assert asked[c] == span.w, (c, asked.get(c), span.w)
        slot = board.table.slots[c]
        parts = faces.sideways_parts(state.game, c, slot.upright, span.w)
        seen = pygame.Rect(0, 0, span.w, parts.size[1])
        for part in (parts.plate, *parts.badges):
            assert seen.contains(part), (c, part, span.w)
    # Every tapped name of the crowded band, the last (uncovered) one too, at one size.
    assert len(covered) < len(crew)
    assert {fitted[state.game.crew[c].name] for c in crew} == {faces.NAME_PLATE_MIN}
    real.cache_clear()  # faces drawn under the spied plate_fit stay out of later tests


def test_a_crowded_rival_band_takes_the_room_its_neighbour_leaves() -> None:
    """Before, each rival's band at three seats was half the row whatever it held: eight
    crew at two sections slid the sections under each other (their defence badges hidden)
    while the neighbour's band stood mostly empty."""
    lay = Layout(pygame.Rect(0, 0, 920, 630), 3)
    halves = lay.bands(0)
    assert halves[1].w == halves[2].w
    assert lay.bands(0, {1: 200, 2: 250}) == halves  # both fit: halves
    assert lay.bands(0, {1: 900, 2: 900}) == halves  # both crowded: halves
    total = halves[1].w + halves[2].w
    wide = lay.bands(0, {1: 900, 2: 220})
    assert wide[1].w > halves[1].w and wide[1].w + wide[2].w == total
    assert wide[2].w == round(total * RIVAL_SHARE)  # the neighbour keeps its least share
    assert wide[1].right + 8 == wide[2].x and wide[2].right == halves[2].right
    roomy = lay.bands(0, {1: 300, 2: 520})  # the neighbour needs more than its least
    assert roomy[2].w == 520 and roomy[1].w == total - 520


def test_eight_crew_at_two_sections_keep_both_sections_in_view(user_home) -> None:
    from game.core.record import SeatSpec
    from tests.ui.harness import start_board

    ai = SeatSpec("ai", "normal")
    app, scene = start_board("storm_the_bridge", [SeatSpec("human"), ai, ai], 3, ai=False)
    board = scene.board
    state = _walk_to(
        scene, board, random.Random(3), lambda s: s.turns >= 4 and s.current_player == 0
    )
    seat, other = 1, 2
    for c in _spare_crew(state, 8 - len(state.party[seat])):
        state.crew_stack.remove(c)
        state.party[seat].append(c)
    assert len(state.party[seat]) >= 8
    state.occupier["armory"] = seat
    state.occupier["engine_room"] = seat
    for i, c in enumerate(state.party[seat]):
        state.assigned[c] = "armory" if i % 2 else "engine_room"
        if i % 3:
            state.tapped.add(c)
    board.refresh()
    board.skip_animations()
    step(app, 2)  # type: ignore[arg-type]
    t = board.table
    assert t.bands[seat].w > t.bands[other].w
    slots = [sl for sl in t.slots.values() if t.bands[seat].contains(sl.rect)]
    for a, b in itertools.pairwise(slots):
        if a.kind in ("section", "leader"):
            assert a.rect.right <= b.rect.x, (a.key, "lies under", b.key)
    theirs = [sl for sl in t.slots.values() if t.bands[other].contains(sl.rect)]
    assert theirs and all(a.rect.right <= b.rect.x for a, b in itertools.pairwise(theirs))
    assert paint.band_head(board, other).right <= t.bands[other].right


def test_a_short_rival_action_says_how_many_cards_its_taker_may_still_discard(
    user_home,
) -> None:
    """The acting seat may discard for its bonus after the others have passed (rules.md,
    "The response window" 9), so a seat deciding whether to answer a short attack reads
    what may still come; its own short action says only how short it is."""
    from game.engines.storm_the_bridge import attack
    from game.ui.boards.storm_the_bridge import stack

    _app, scene, board = _play(ai=False, seed=3)

    def rivals_short_attack(s: StormState) -> bool:
        return (
            s.act_kind == "attack"
            and s.act_seat == 1
            and s.current_player == 0
            and bool(s.items)
            and bool(s.hand[1])
            and attack.attack_total(s) < attack.needed(s)
        )

    state = _walk_to(scene, board, random.Random(5), rivals_short_attack, limit=6000)
    board.refresh()
    have, need = attack.attack_total(state), attack.needed(state)
    line = stack.verdict(board, have, need)  # type: ignore[arg-type]
    assert line == f"{need - have} short · may discard {len(state.hand[1])}"
    state.act_seat = state.turn_player = 0  # the same numbers as the viewer's own attack
    board.refresh()
    assert stack.verdict(board, have, need) == f"{need - have} short"  # type: ignore[arg-type]
