"""What a play-through of Storm the Bridge in the real window showed: a held section's
defence tag and the party's words both find room in the band's label row (the priority
pill sits at its right end), the section under attack and the crew member being
recruited are ringed on the table with TARGET, a hovered stack item rings what it is
aimed at, a long hover title wraps inside its panel, and the prompt calls the viewer's
own item "your" item."""

from __future__ import annotations

import random

import pygame

from game.engines.storm_the_bridge.state import StormState
from game.ui import theme
from game.ui.boards.storm_the_bridge import detail, paint
from game.ui.boards.storm_the_bridge import table as TB
from tests.ui.harness import step
from tests.ui.test_board_storm_the_bridge import _hover, _play, _walk_to


def test_a_lone_section_beside_the_leader_tells_its_defence(user_home) -> None:
    """The viewer decides (the pill is up) and holds a section whose frame comes right
    after the leader: its tag is shown clear of the name, the party's words and the
    pill, or, where they fill the row, left out while the held card itself prints the
    same total (the header's words come first)."""
    app, scene, board = _play(ai=False, seed=1)
    me = board.viewer

    def lone(s: StormState) -> bool:
        held = [sec for sec, o in s.occupier.items() if o == me]
        first = min(held, key=s.game.section_order.index) if held else None
        return (
            s.current_player == me
            and first is not None
            and first not in s.tapped
            and f"leader:{me}" not in s.tapped
            and all(s.assigned.get(c) not in (None, first) for c in s.party[me])
        )

    state = _walk_to(scene, board, random.Random(5), lone)
    board.refresh()
    step(app, 1)
    band = board.table.bands[me]
    head = paint.band_head(board, me)
    pill = paint.band_pill(board, me)
    assert pill is not None and band.contains(pill)
    for sec in (s for s, o in state.occupier.items() if o == me):
        now = paint.current(state, ("section", sec))
        assert now is not None and now[1] == TB.defence_of(state, sec)
        tag = board.table.rect(("defence", sec))
        if tag is None:
            continue
        frame = board.table.frames[sec]
        assert tag.x >= frame.x and tag.right <= frame.right
        assert not tag.colliderect(head) and not tag.colliderect(pill)


def test_the_target_of_the_action_under_way_is_ringed(user_home) -> None:
    app, scene, board = _play(ai=False, seed=2)
    me = board.viewer
    seen = set()
    rng = random.Random(7)
    for kind in ("attack", "recruit"):
        state = _walk_to(
            scene,
            board,
            rng,
            lambda s, k=kind: s.act_kind == k and s.current_player == me and bool(s.items),
        )
        board.refresh()
        board.skip_animations()
        step(app, 1)
        spot = ("section" if kind == "attack" else "pool", state.act_target)
        assert spot in paint.aim_spots(board)
        r = board.table.rect(spot)
        assert r is not None
        ring = r.inflate(8, 8)
        colour = board.seat_colour(state.act_seat)
        assert tuple(app.screen.get_at((ring.centerx, ring.y + 1)))[:3] == tuple(colour)
        seen.add(kind)
        # A hovered item on the stack rings what it is aimed at too.
        item = state.items[0]
        rect = board.table.rect(("item", item[0]))
        if rect is not None:
            _hover(app, rect.center)
            assert spot in paint.aim_spots(board)
            _hover(app, (1, 1))
    assert seen == {"attack", "recruit"}


def test_a_long_hover_title_wraps_inside_its_panel(user_home, monkeypatch) -> None:
    app, _scene, board = _play(ai=False, seed=1)
    step(app, 1)
    board.hover = ("crew_stack",)
    title = "Player 2's Force Field on Diplomatic Suite, answered by a very long name"
    monkeypatch.setattr(detail, "describe", lambda b, s: detail.Info(title, sub="sub"))
    drawn: list[pygame.Rect] = []
    real = theme.text

    def record(surface, message, pos, **kw):  # type: ignore[no-untyped-def]
        r = real(surface, message, pos, **kw)
        drawn.append(r)
        return r

    monkeypatch.setattr(theme, "text", record)
    surface = pygame.Surface(app.screen.get_size())
    detail.draw_detail(board, surface)
    assert board.detail_rect is not None and len(drawn) >= 3
    assert all(board.detail_rect.contains(r) for r in drawn)


def test_the_prompt_calls_the_viewers_own_item_yours() -> None:
    text = "You hold priority over Player 1's attack on the Bridge: respond or pass"
    assert paint.yours(text, "Player 1") == (
        "You hold priority over your attack on the Bridge: respond or pass"
    )
    assert paint.yours(text, "Player 2") == text
    assert TB.TAG_SIZE >= 9


def test_a_character_below_zero_shows_the_zero_it_counts_for() -> None:
    """A play-through showed Tobiah Fenn with Galactic Mumples printing combat -1 on the
    table: the engine floors the sum at 0 (R27), so the badge and the hover say 0."""
    from game.engines.storm_the_bridge import passives as P
    from tests.storm_the_bridge.helpers import act, pass_until_empty, position

    s = position(
        leaders=["korr", "voor"],
        parties=[[], ["pritchard"]],
        hands=[["galactic_mumples"], []],
    )
    act(s, "play", "galactic_mumples", "pritchard")
    pass_until_empty(s)
    assert P.stat(s, "pritchard", "combat") == -1
    combat, influence = paint.current(s, ("char", "pritchard")) or (None, None)
    assert combat == 0 and influence == P.stat(s, "pritchard", "influence")
    assert TB.char_stats(s, "pritchard")[0] == 0


def test_space_passes_where_pass_is_offered_and_never_ends_the_phase(
    user_home, monkeypatch
) -> None:
    from tests.ui.test_board_storm_the_bridge import AI, HUMAN

    app, scene, board = _play([HUMAN, AI], seed=1, ai=False)
    proposed: list[object] = []
    monkeypatch.setattr(board, "propose", proposed.append)
    space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")

    def mine(kind: str):  # type: ignore[no-untyped-def]
        def done(s: StormState) -> bool:
            top = s.stack.top
            return s.current_player == board.viewer and top is not None and top.kind == kind

        return done

    rng = random.Random(1)
    _walk_to(scene, board, rng, mine("open"))  # the Action phase: End, no Pass
    board.refresh()
    step(app, 1)  # type: ignore[arg-type]
    kinds = {a.kind for _, a in board.buttons if a is not None}
    assert "end_phase" in kinds and "pass" not in kinds
    assert board.handle_event(space) is False and proposed == []
    state = _walk_to(scene, board, rng, mine("priority"))
    board.refresh()
    step(app, 1)  # type: ignore[arg-type]
    passes = [a for _, a in board.buttons if a is not None and a.kind == "pass"]
    assert passes, "a window of the viewer's offers Pass"
    hints: list[str] = []
    real = paint.draw_prompt_bar

    def spy(*args, **kw):  # type: ignore[no-untyped-def]
        hints.append(kw.get("hint", ""))
        return real(*args, **kw)

    monkeypatch.setattr(paint, "draw_prompt_bar", spy)
    paint._prompt(board, pygame.Surface(app.screen.get_size()))
    assert hints == ["(Space passes)"]  # the bar says so where the room allows
    assert board.handle_event(space) is True
    assert proposed == passes and passes[0] in state.legal_actions()
