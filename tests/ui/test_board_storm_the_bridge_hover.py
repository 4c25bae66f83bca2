"""Leftovers a player session found on the Storm the Bridge board: a hover panel over
the viewer's own party never covers the prompt bar or its buttons and stays inside the
window, a held section's hover tells its live defence (the band's DEF tag), and the
TARGET ring around an attacked section keeps clear of the strips tucked under it."""

from __future__ import annotations

import random

from game.ui.boards.storm_the_bridge import paint
from game.ui.boards.storm_the_bridge import table as TB
from tests.ui.harness import step
from tests.ui.test_board_storm_the_bridge import _hover, _play, _walk_to
from tests.ui.test_board_storm_the_bridge_polish import _passive_instances


def test_a_hover_over_the_own_party_never_covers_the_prompt(user_home) -> None:
    app, scene, board = _play(ai=False, seed=1)
    me = board.viewer
    _walk_to(
        scene,
        board,
        random.Random(5),
        lambda s: s.current_player == me and any(o == me for o in s.occupier.values()),
    )
    board.refresh()
    step(app, 1)
    assert board.buttons, "the viewer decides: the prompt bar has its buttons"
    screen = app.screen.get_rect()  # type: ignore[attr-defined]
    band = board.table.bands[me]
    own = [(s, r) for s, r in board.table.placed if band.contains(r) and s[0] != "defence"]
    assert own
    for spot, r in own:
        _hover(app, board.visible_point(spot, r) or r.center)
        if board.hover != spot or board.detail_rect is None:
            continue
        panel = board.detail_rect
        assert screen.contains(panel), (spot, panel)
        assert not panel.colliderect(board.layout.prompt), (spot, panel)
        for button, _ in board.buttons:
            assert not panel.colliderect(button.rect), (spot, button.label)


def test_a_held_sections_hover_tells_its_live_defence(user_home) -> None:
    app, scene, board = _play(ai=False, seed=1)
    state = _walk_to(
        scene, board, random.Random(5), lambda s: any(o is not None for o in s.occupier.values())
    )
    board.refresh()
    step(app, 1)
    for sec in (s for s, o in state.occupier.items() if o is not None):
        r = board.table.rect(("section", sec))
        assert r is not None
        _hover(app, board.visible_point(("section", sec), r) or r.center)
        assert board.hover == ("section", sec)
        told = " ".join(board.detail_text)
        live = TB.defence_of(state, sec)
        assert f"Defence now: {live}" in told, told
        assert TB.tag_words(state, sec) == f"DEF {live}"


def test_the_target_ring_keeps_clear_of_the_tucked_strips(user_home, monkeypatch) -> None:
    app, scene, board = _play(ai=False, seed=2)
    state = _walk_to(
        scene,
        board,
        random.Random(7),
        lambda s: (
            s.act_kind == "attack" and s.occupier.get(s.act_target) is not None and bool(s.items)
        ),
    )
    sec = state.act_target
    extra = _passive_instances(state, "purple")[:2]
    assert extra, "no section passive left in the Action Stack"
    for inst in extra:
        state.action_stack.remove(inst)
        state.attached.setdefault(sec, []).append(inst)
    board.refresh()
    board.skip_animations()
    _hover(app, (1, 1))
    step(app, 1)
    shown, _ = board.table.tucked[sec]
    assert shown
    rects = [r for inst in shown if (r := board.table.rect(("passive", inst))) is not None]
    assert len(rects) == len(shown)
    ringed = [app.screen.subsurface(r).copy() for r in rects]  # type: ignore[attr-defined]
    # The section's hover, long now (the attack, its passives), still clears the prompt.
    r = board.table.rect(("section", sec))
    assert r is not None
    _hover(app, board.visible_point(("section", sec), r) or r.center)
    assert board.hover == ("section", sec) and board.detail_rect is not None
    assert app.screen.get_rect().contains(board.detail_rect)  # type: ignore[attr-defined]
    assert not board.detail_rect.colliderect(board.layout.prompt)
    _hover(app, (1, 1))
    monkeypatch.setattr(paint, "_aims", lambda *_: None)
    step(app, 1)
    for r, img in zip(rects, ringed, strict=True):
        bare = app.screen.subsurface(r)  # type: ignore[attr-defined]
        for x in range(r.w):
            for y in range(r.h):
                assert img.get_at((x, y)) == bare.get_at((x, y)), f"the ring runs over {r}"
