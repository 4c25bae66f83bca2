"""The Storm the Bridge board, driven by real mouse clicks: a whole game against a
small-budget AI through response windows, every legal action reachable by clicks, the
hover panel's full text, rivals' hands never drawn, and the hot-seat hand-off only when
priority passes to another human seat."""

from __future__ import annotations

import random

import pygame

from game.core import registry
from game.core.actions import Action
from game.core.record import SeatSpec
from game.engines.storm_the_bridge.game import StormGame
from game.engines.storm_the_bridge.state import StormState
from game.ui import theme
from game.ui.boards.storm_the_bridge import BOARD, StormBoard
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.play import PlayScene
from tests.ui.harness import click, make_app, run_until, start_board, step

HUMAN = SeatSpec("human")
AI = SeatSpec("ai", "easy")


def _play(
    seats: list[SeatSpec] | None = None,
    seed: int = 3,
    ai: bool = True,
    options: dict[str, object] | None = None,
) -> tuple[object, PlayScene, StormBoard]:
    app, scene = start_board("storm_the_bridge", seats or [HUMAN, AI], seed, ai=ai, options=options)
    board = scene.board
    assert isinstance(board, StormBoard)
    return app, scene, board


def _state(scene: PlayScene) -> StormState:
    state = scene.session.state
    assert isinstance(state, StormState)
    return state


def _by_clicks(app: object, scene: PlayScene, board: StormBoard, action: Action) -> None:
    """Click towards ``action`` as a player would (a card, then its target, or a button)
    until it is played; it must be exactly that action."""
    before = len(scene.session.record.actions)
    for _ in range(6):
        click(app, board.click_point(action))  # type: ignore[arg-type]
        if len(scene.session.record.actions) > before:
            break
    assert len(scene.session.record.actions) > before, f"clicking did not play {action}"
    assert scene.session.record.actions[before] == action


def _policy(state: StormState, rng: random.Random) -> Action:
    """A quick, decisive human: recruits and attacks with everything free, discards for
    its own totals now and then, answers sometimes, otherwise passes."""
    legal = state.legal_actions()
    kind = state.stack.top.kind  # type: ignore[union-attr]
    by: dict[str, list[Action]] = {}
    for a in legal:
        by.setdefault(a.kind, []).append(a)
    if kind == "open":
        wins = [a for a in by.get("use", []) if a.args[0] == "bridge"]
        if wins:
            return wins[0]
        moves = by.get("attack", []) + by.get("recruit", [])
        if moves and rng.random() < 0.85:
            return rng.choice(moves)
        plays = by.get("play", [])
        if plays and rng.random() < 0.3:
            return rng.choice(plays)
        return by["end_phase"][0]
    if kind == "commit":
        if "commit" in by and (rng.random() < 0.8 or "declare" not in by):
            return by["commit"][0]
        return by["declare"][0]
    if kind == "priority":
        if "bonus" in by and rng.random() < 0.3:
            return by["bonus"][0]
        plays = by.get("play", []) + by.get("use", [])
        if plays and rng.random() < 0.15:
            return rng.choice(plays)
        return by["pass"][0]
    if kind == "redeploy":
        if "station" in by and rng.random() < 0.7:
            return rng.choice(by["station"])
        return by["done"][0]
    if "pass" in by:
        return by["pass"][0]
    return rng.choice(legal)


def test_the_board_is_registered() -> None:
    from game.ui.boards import board_for

    assert board_for("storm_the_bridge") is BOARD


def test_a_whole_game_by_mouse_against_the_ai(user_home) -> None:
    app, scene, board = _play(seed=3)
    rng = random.Random(2)
    kinds: set[str] = set()
    windows = 0
    for _ in range(3000):
        run_until(app, lambda: board.my_decision or scene.session.state.is_over, 30)  # type: ignore[arg-type]
        state = _state(scene)
        if state.is_over:
            break
        kind = state.stack.top.kind  # type: ignore[union-attr]
        kinds.add(kind)
        if kind == "priority":
            windows += 1
            # The window is on the table: the column lists the stack, priority is ours.
            assert [s for s, _ in board.table.placed if s[0] == "item"]
            assert any(b.label == "Pass" for b, _ in board.buttons)
        _by_clicks(app, scene, board, _policy(state, rng))
    assert scene.session.state.is_over, "the game did not end"
    assert {"open", "commit", "priority"} <= kinds, kinds
    assert windows > 0


def _walk_to(
    scene: PlayScene, board: StormBoard, rng: random.Random, done, limit: int = 3000
) -> StormState:  # type: ignore[no-untyped-def]
    """Play on (the viewer by the quick policy, the others by their first legal action
    or the policy) until ``done(state)``, skipping playback."""
    for _ in range(limit):
        state = _state(scene)
        if done(state):
            return state
        assert not state.is_over, "the position was never reached"
        scene.apply(_policy(state, rng))
        board.skip_animations()
    raise AssertionError("the position was never reached")


def test_every_legal_action_has_a_place_to_click(user_home) -> None:
    """Across random games, at two and three seats, every action offered to the viewer
    is reached by clicks (a card, then its target, or a button), and the clicks play
    exactly that action."""
    kinds: set[str] = set()
    for seed, seats in ((1, [HUMAN, AI]), (4, [HUMAN, AI, AI])):
        app, scene, board = _play(seats, seed=seed, ai=False)
        rng = random.Random(seed)
        want = {"open", "commit", "priority", "redeploy"}
        for _ in range(600):
            state = _state(scene)
            if state.is_over or (want <= kinds and seats == [HUMAN, AI]):
                break
            if state.current_player != board.viewer:
                scene.apply(_policy(state, rng))
                board.skip_animations()
                continue
            step(app, 1)
            legal = state.legal_actions()
            for action in legal:
                board.click_point(action)  # raises if the table has no place for it
            kinds.add(state.stack.top.kind)  # type: ignore[union-attr]
            # Mostly the policy's choice, sometimes any action: both must click through.
            choice = rng.choice(legal) if rng.random() < 0.35 else _policy(state, rng)
            _by_clicks(app, scene, board, choice)
    assert want <= kinds, kinds


def test_a_card_then_its_target(user_home) -> None:
    """A hand card with targets is selected by a click (it is ringed, its targets glow,
    Cancel appears), and a click on a glowing target plays it on that target."""
    app, scene, board = _play(ai=False, seed=6)
    rng = random.Random(6)

    def aimed(s: StormState) -> bool:
        if s.current_player != board.viewer:
            return False
        plays = [a for a in s.legal_actions() if a.kind == "play" and a.args[1] is not None]
        return bool(plays)

    state = _walk_to(scene, board, rng, aimed)
    board.refresh()
    step(app, 1)
    action = next(a for a in state.legal_actions() if a.kind == "play" and a.args[1] is not None)
    click(app, board.click_point(action))  # type: ignore[arg-type]
    assert board.walk is not None and board.walk.prefix == (("hand", action.args[0]),)
    assert any(b.label == "Cancel" for b, _ in board.buttons)
    assert board.spots, "the card's targets glow"
    # Right-click cancels; the card is selected again and its target clicked.
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(400, 400), button=3))
    step(app, 1)
    assert board.walk is not None and board.walk.prefix == ()
    _by_clicks(app, scene, board, action)


def _swap_hidden(state: StormState, seat: int) -> None:
    """Swap ``seat``'s hand for other cards of the Action Stack: what no other seat knows."""
    hand = state.hand[seat]
    for i in range(len(hand)):
        j = len(state.action_stack) - 1 - i
        hand[i], state.action_stack[j] = state.action_stack[j], hand[i]


def test_other_hands_are_never_drawn(user_home) -> None:
    for seats in ([HUMAN, AI], [HUMAN, AI, AI]):
        app, scene, board = _play(seats, ai=False, seed=9)
        rng = random.Random(4)
        state = _walk_to(
            scene,
            board,
            rng,
            lambda s, me=board.viewer: (
                s.turns >= 4
                and s.current_player == me
                and all(len(s.hand[o]) >= 2 for o in range(s.num_players) if o != me)
            ),
        )
        board.refresh()
        first = pygame.Surface((1280, 720))
        board.draw(first)
        for other in range(state.num_players):
            if other != board.viewer:
                _swap_hidden(state, other)
        board.refresh()
        second = pygame.Surface((1280, 720))
        board.draw(second)
        # Not one pixel depends on what the others hold.
        assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
        # Hovering a rival's hand tells its count, never a card.
        for other in range(state.num_players):
            if other == board.viewer:
                continue
            r = board.table.rect(("hand_of", other))
            assert r is not None
            _hover(app, r.center)
            told = " ".join(board.detail_text)
            assert f"{len(state.hand[other])} action card" in told
            for inst in state.hand[other]:
                assert state.game.card_name(str(inst)) not in told


def _hover(app: object, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    step(app, 1)  # type: ignore[arg-type]


def test_hover_shows_every_card_in_full(user_home) -> None:
    app, scene, board = _play(ai=False, seed=4)
    rng = random.Random(3)
    state = _walk_to(
        scene,
        board,
        rng,
        lambda s: (
            s.turns >= 6
            and s.current_player == board.viewer
            and len(s.hand[board.viewer]) >= 2
            and len(s.party[board.viewer]) >= 1
        ),
    )
    board.refresh()
    step(app, 1)
    game = state.game
    me = board.viewer
    for i, inst in enumerate(state.hand[me]):
        card = game.actions[game.design_of[str(inst)]]
        r = board.table.rect(("hand", i))
        assert r is not None
        _hover(app, board.visible_point(("hand", i), r) or r.center)
        assert board.hover == ("hand", i)
        shown = " ".join(board.detail_text)
        assert card.name in shown and card.text in shown
        assert board.detail_rect is not None and not board.detail_rect.colliderect(r.move(0, -8))
    for key, slot in board.table.slots.items():
        _hover(
            app,
            board.visible_point(
                ("section", key) if slot.kind == "section" else ("char", key), slot.rect
            )
            or slot.rect.center,
        )
        shown = " ".join(board.detail_text)
        if slot.kind == "section":
            for ab in game.sections[key].abilities:
                assert ab.text in shown
        elif slot.kind == "leader":
            assert game.leaders[state.leader[int(key[7:])]].ability.text in shown
        else:
            ab = game.crew[key].ability
            assert ab is None or ab.text in shown
            assert ("Tapped" in shown) == (key in state.tapped)
    for crew in state.pool:
        r = board.table.rect(("pool", crew))
        assert r is not None
        _hover(app, r.center)
        assert game.crew[crew].name in " ".join(board.detail_text)


def test_the_stack_column_and_totals_follow_the_window(user_home) -> None:
    """With an attack under way, the column lists every item top first, says who holds
    priority, and the totals are the engine's, updated as a bonus discard lands."""
    from game.engines.storm_the_bridge import attack

    app, scene, board = _play(ai=False, seed=2)
    rng = random.Random(5)

    def own_window(s: StormState) -> bool:
        return (
            s.current_player == board.viewer
            and s.stack.top.kind == "priority"  # type: ignore[union-attr]
            and s.act_kind == "attack"
            and s.act_seat == board.viewer
            and any(a.kind == "bonus" for a in s.legal_actions())
        )

    state = _walk_to(scene, board, rng, own_window)
    board.refresh()
    step(app, 1)
    items = [s[1] for s, _ in board.table.placed if s[0] == "item"]
    assert items == [i[0] for i in reversed(state.items)]
    assert any(b.label == "Pass" for b, _ in board.buttons)
    before = attack.attack_total(state)
    from game.ui.boards.storm_the_bridge import prompts

    assert prompts.totals(board.sview)[1] == before  # type: ignore[index]
    bonus = next(a for a in state.legal_actions() if a.kind == "bonus")
    _by_clicks(app, scene, board, bonus)
    assert prompts.totals(board.sview)[1] == attack.attack_total(_state(scene)) > before  # type: ignore[index]


def test_hot_seat_hands_off_only_when_another_human_decides(user_home) -> None:
    app, scene, board = _play([HUMAN, HUMAN], ai=False, seed=2)
    rng = random.Random(7)
    handoffs = 0
    for _ in range(160):
        state = _state(scene)
        if state.is_over:
            break
        decider = state.current_player
        assert board.viewer == decider
        action = _policy(state, rng)
        _by_clicks(app, scene, board, action)
        step(app, 2)
        after = _state(scene).current_player
        top_is_handoff = isinstance(app.top, HandoffScene)  # type: ignore[attr-defined]
        assert top_is_handoff == (after is not None and after != decider), (decider, after)
        if top_is_handoff:
            handoffs += 1
            app.top.ready()  # type: ignore[attr-defined]
            app.pop()  # type: ignore[attr-defined]
            step(app, 2)
            assert board.viewer == after
    assert handoffs >= 5


def test_a_tapped_card_keeps_its_name_upright_and_whole(user_home) -> None:
    """A tapped card lies sideways but its name plate reads upright: never smaller than
    ``NAME_PLATE_MIN`` and, at the party's full size, every name of the content whole
    (never initialled: the board shortens a name only by cutting it, and only where
    even two lines cannot hold it)."""
    from game.ui.boards.storm_the_bridge import faces
    from game.ui.boards.storm_the_bridge.layout import MIN_SCALE, upright_size

    make_app()
    game = registry.load_game("storm_the_bridge")
    cards = _every_card(game)
    for key, kind in cards:
        for scale in (1.0, MIN_SCALE):
            w, h = upright_size(kind, scale)
            img = faces.sideways(game, key, (w, h))
            assert img.get_size() == (h, w)
            name = (
                game.leaders[key[7:]].name
                if kind == "leader"
                else (game.sections[key].name if kind == "section" else game.crew[key].name)
            )
            text, size = faces.plate_fit(name, h - faces.PLATE_INSET)
            assert size >= faces.NAME_PLATE_MIN
            assert theme.font(size, "bold").size(text)[0] <= h - faces.PLATE_INSET
            if scale == 1.0:  # whole unless even the smallest plate size cannot hold it
                wide = theme.font(faces.NAME_PLATE_MIN, "bold").size(name)[0]
                assert text == name or wide > h - faces.PLATE_INSET, (key, text)
                assert text == name or text.endswith("…"), (key, text)


def _every_card(game: StormGame) -> list[tuple[str, str]]:
    """(key, kind) of every leader, crew member and section of the content."""
    return (
        [(f"leader:{pid}", "leader") for pid in game.leaders]
        + [(cid, "crew") for cid in game.crew]
        + [(sid, "section") for sid in game.sections]
    )


def test_the_scan_trays_title_has_a_row_of_its_own_above_the_cards() -> None:
    """The tray of a Crew Stack scan hugged the cards, and its title ran across their
    name plates ("Top of the Crew Stack" over Tobiah Fenn and Marta Szell)."""
    from game.ui.boards.storm_the_bridge import layout, paint

    for seats in (2, 3):
        lay = layout.Layout(pygame.Rect(16, 72, 904, 632), seats)
        for count in (1, 2, 3):
            cards = lay.scan_cards(count)
            tray = lay.scan_panel(count)
            assert all(tray.contains(r) for r in cards)
            title_bottom = tray.y + paint.SCAN_TITLE_Y + theme.font(12, "bold").get_linesize()
            assert title_bottom <= min(r.y for r in cards) - 4, (seats, count)
            assert tray.bottom <= lay.prompt.y, "the tray stays above the prompt bar"


def test_the_reset_ability_prompt_fits_beside_its_buttons(user_home) -> None:
    """Oru Matsen's Long-Range Scan: the prompt gave the ability's whole text and the bar
    cut it with an ellipsis; it names the ability and the leader's card has the text."""
    from game.ui.boards.storm_the_bridge import paint
    from game.ui.kit import textfit

    app, scene, board = _play(seed=12, ai=False)
    step(app, 3)
    state = _state(scene)
    assert state.leader[state.turn_player] == "matsen"
    assert board.decision() == "reset_ability"
    text = paint.prompt_text(board)
    assert "Long-Range Scan" in text
    bar = board.layout.prompt
    left_of = min(b.rect.x for b, _ in board.buttons if b.rect.y >= bar.y)
    box_w = left_of - bar.x - 24
    fitted = textfit.fit_block(
        text,
        box_w,
        bar.h - 2 * paint.BAR.pad_y,
        start=paint.BAR.start,
        low=paint.BAR.low,
        weight="semibold",
    )
    assert not fitted.truncated, fitted.lines
