"""The Gemwielders board, driven by real mouse clicks: a whole game against a small-budget
AI, the buttons for the decisions that are not a card, the attack played back step by
step, the hover panel's full text, and what is never drawn (the opponent's hand, their
face-down defense cards)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame

from game.core.actions import Action
from game.core.record import SeatSpec
from game.engines.gemwielders.cards import card_id
from game.engines.gemwielders.state import GemState
from game.ui.boards.gemwielders import BOARD, GemBoard, clauses
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.play import PlayScene
from tests.ui.harness import click, run_until, start_board, step

HUMAN = SeatSpec("human")
AI = SeatSpec("ai", "easy")


def _play(
    seats: list[SeatSpec] | None = None, seed: int = 3, speed: str = "instant", ai: bool = True
) -> tuple[object, PlayScene, GemBoard]:
    app, scene = start_board("gemwielders", seats or [HUMAN, AI], seed, ai=ai, speed=speed)
    board = scene.board
    assert isinstance(board, GemBoard)
    return app, scene, board


def _state(scene: PlayScene) -> GemState:
    state = scene.session.state
    assert isinstance(state, GemState)
    return state


def _viewer_decisions(
    app: object, scene: PlayScene, board: GemBoard, limit: int
) -> Iterator[GemState]:
    """Each of the viewer's decisions along the game, drawn and waiting for it (the AI's
    moves played at once in between), until the game ends or ``limit`` steps pass; the
    caller takes the viewer's move."""
    for _ in range(limit):
        state = _state(scene)
        if state.is_over:
            return
        if state.current_player != board.viewer:
            scene.play_ai_move_now()
            board.skip_animations()
            continue
        step(app, 1)  # type: ignore[arg-type]
        yield state


def _by_click(app: object, scene: PlayScene, board: GemBoard, action: Action) -> None:
    """Click where the board says ``action`` is, as a player would; it must be played."""
    before = len(scene.session.record.actions)
    click(app, board.click_point(action))  # type: ignore[arg-type]
    assert len(scene.session.record.actions) > before, f"clicking did not play {action}"
    assert scene.session.record.actions[before] == action


def _policy(state: GemState, rng: random.Random, plays: list[int]) -> Action:
    """A quick human: sockets and drafts, plays a few cards, attacks with everything."""
    legal = state.legal_actions()
    kind = state.stack.top.kind  # type: ignore[union-attr]
    by = {a.kind: a for a in legal}
    if kind == "redeal":
        return by["redeal"] if rng.random() < 0.8 else legal[-1]
    if kind == "socket":
        gems = [a for a in legal if a.kind == "socket"]
        return rng.choice(gems) if gems else legal[-1]
    if kind == "draft":
        choices = [a for a in legal if a.kind in ("draft", "scrap_row")]
        return rng.choice(choices) if choices and rng.random() < 0.8 else legal[-1]
    if kind == "main":
        moves = [a for a in legal if a.kind != "end_main"]
        if moves and plays[0] < 3:
            plays[0] += 1
            return rng.choice(moves)
        plays[0] = 0
        return by["end_main"]
    if kind == "attack":
        adds = [a for a in legal if a.kind == "attack_with"]
        return adds[0] if adds else legal[-1]
    return rng.choice(legal)


def test_the_board_is_registered() -> None:
    from game.ui.boards import board_for

    assert board_for("gemwielders") is BOARD


def test_a_whole_game_by_mouse_against_the_ai(user_home) -> None:
    app, scene, board = _play(seed=3)
    rng = random.Random(2)
    kinds: set[str] = set()
    plays = [0]
    for _ in range(900):
        run_until(app, lambda: board.my_decision or scene.session.state.is_over, 30)  # type: ignore[arg-type]
        state = _state(scene)
        if state.is_over:
            break
        kinds.add(state.stack.top.kind)  # type: ignore[union-attr]
        _by_click(app, scene, board, _policy(state, rng, plays))
    assert scene.session.state.is_over, "the game did not end"
    assert {"bearer", "socket", "draft", "main", "attack"} <= kinds, kinds


def test_decisions_that_are_not_a_card_are_buttons(user_home) -> None:
    app, scene, board = _play(ai=False, seed=5)  # the viewer is Player 2: it may redeal
    seen: dict[str, list[str]] = {}
    rng = random.Random(5)
    plays = [0]
    for turn in range(400):
        state = _state(scene)
        if state.is_over or len(seen) == 5 or (len(seen) == 4 and turn > 150):
            break
        if state.current_player != board.viewer:
            scene.play_ai_move_now()
            board.skip_animations()
            continue
        step(app, 1)
        kind = state.stack.top.kind  # type: ignore[union-attr]
        labels = [b.label for b, _ in board.buttons]
        if kind in ("redeal", "main", "pay", "socket", "attack") and kind not in seen:
            seen[kind] = labels
        _by_click(app, scene, board, _policy(state, rng, plays))
    assert set(seen["redeal"]) == {"Send the row back", "Keep this row"}
    assert "End main phase" in seen["main"]
    assert "Socket no gem" in seen["socket"]
    assert any(
        label in ("Don't attack",) or label.startswith("Attack for") for label in seen["attack"]
    )
    if "pay" in seen:  # pragma: no branch - most seeds ask
        assert any(label.startswith("Pay ") for label in seen["pay"])


def _hidden_swap(state: GemState, seat: int) -> None:
    """Swap ``seat``'s hidden cards for others of theirs: what the viewer may not know."""
    other_known = state.exposed[seat]
    hidden_hand = [i for i, c in enumerate(state.hand[seat]) if c not in other_known]
    hidden_def = [i for i, c in enumerate(state.defense[seat]) if c not in other_known]
    spare = [c for c in state.deck[seat] if c is not None]
    guards = [c for c in spare if state.game.defs[card_id(c)].type == "defense"]
    for i in hidden_def:
        if guards:
            new = guards.pop()
            spare.remove(new)
            old = state.defense[seat][i]
            state.deck[seat][state.deck[seat].index(new)] = old
            state.defense[seat][i] = new
    for i in hidden_hand:
        if spare:
            new = spare.pop(0)
            old = state.hand[seat][i]
            state.deck[seat][state.deck[seat].index(new)] = old
            state.hand[seat][i] = new


def test_the_opponents_hand_and_unpeeked_defense_are_never_drawn(user_home) -> None:
    app, scene, board = _play(ai=False, seed=7)
    rng = random.Random(1)
    plays = [0]
    # Play on until the opponent holds a face-down defense setup and a hidden hand.
    for _ in range(600):
        state = _state(scene)
        other = 1 - board.viewer
        if (
            state.current_player == board.viewer
            and state.stack.top.kind == "main"  # type: ignore[union-attr]
            and len(state.defense[other]) >= 2
            and any(c not in state.exposed[other] for c in state.defense[other])
        ):
            break
        if state.current_player == board.viewer:
            scene.apply(_policy(state, rng, plays))
        else:
            scene.play_ai_move_now()
        board.skip_animations()
    else:  # pragma: no cover
        raise AssertionError("no position with a hidden defense setup reached")
    state = _state(scene)
    other = 1 - board.viewer
    board.refresh()
    first = pygame.Surface((1280, 720))
    board.draw(first)
    names_before = _drawn_names(board, scene, other)
    _hidden_swap(state, other)
    assert state.hand[other] != scene.session.state.view(board.viewer).hand[other]  # type: ignore[attr-defined]
    board.refresh()
    second = pygame.Surface((1280, 720))
    board.draw(second)
    # Not one pixel depends on what the opponent hides.
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
    assert _drawn_names(board, scene, other) == names_before
    # Hovering their hidden cards tells nothing of them either.
    for i, inst in enumerate(state.hand[other]):
        if inst in state.exposed[other]:
            continue
        r = board.layout.opp_hand_card(i, len(state.hand[other]))
        _hover(app, r.center)
        assert state.game.defs[card_id(str(inst))].name not in " ".join(board.detail_text)
    for i, inst in enumerate(state.defense[other]):
        if inst in state.exposed[other]:
            continue
        r = board.layout.defense_card(False, i, len(state.defense[other]))
        _hover(app, r.center)
        assert board.detail_text and board.detail_text[0] == "Face-down defense card"


def _drawn_names(board: GemBoard, scene: PlayScene, seat: int) -> list[str | None]:
    view = board.gview
    return [c for c in view.hand[seat]] + [c for c in view.defense[seat]]


def _hover(app: object, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    step(app, 1)  # type: ignore[arg-type]


def test_hover_shows_every_card_in_full(user_home) -> None:
    app, scene, board = _play(ai=False, seed=4)
    rng = random.Random(3)
    plays = [0]
    checked = 0
    for _ in range(300):
        state = _state(scene)
        if state.is_over or checked >= 12:
            break
        if state.current_player != board.viewer:
            scene.play_ai_move_now()
            board.skip_animations()
            continue
        step(app, 1)
        hand = state.hand[board.viewer]
        for i, inst in enumerate(hand):
            card = state.game.defs[card_id(str(inst))]
            r = board.layout.hand_card(i, len(hand))
            _hover(app, (r.centerx, r.bottom - 12))
            assert board.hover == ("hand", i)
            shown = " ".join(board.detail_text)
            assert card.name in shown
            for clause in clauses.split(card.text, card.type):
                assert clause.text.strip() in shown, (card.name, clause.text)
            assert board.detail_rect is not None
            lifted = r.move(0, -14)
            assert not board.detail_rect.colliderect(lifted), "the panel covers the card it reads"
            checked += 1
        for slot, inst in enumerate(state.row):
            if inst is None:
                continue
            _hover(app, board.layout.row_card(slot).center)
            card = state.game.defs[card_id(inst)]
            shown = " ".join(board.detail_text)
            for clause in clauses.split(card.text, card.type):  # each clause is a part
                assert clause.text.strip() in shown, (card.name, clause.text)
        _by_click(app, scene, board, _policy(state, rng, plays))
    assert checked >= 12


def test_a_hover_panel_never_hides_the_prompt_its_buttons_or_its_own_card(user_home) -> None:
    """Every spot on the table hovered through the first turns of a game: the zoom finds
    room beside its card without covering the question being asked or the buttons
    answering it. Before the panel kept clear of the prompt bar, a panel beside a row
    card, the pool or a Gembearer often lay over the bar."""
    app, scene, board = _play(ai=False, seed=4)
    rng = random.Random(3)
    plays = [0]
    hovered = 0
    for state in _viewer_decisions(app, scene, board, 60):
        keep = [board.layout.prompt] + [b.rect for b, _ in board.buttons]
        for spot in board.spots_drawn():
            r = board.spot_rect(spot)
            if r is None:
                continue
            _hover(app, r.center)
            if board.detail_rect is None:
                continue
            hovered += 1
            assert board.detail_rect.collidelist(keep) == -1, (spot, board.detail_rect)
            assert not board.detail_rect.colliderect(r), ("covers its card", spot)
        _by_click(app, scene, board, _policy(state, rng, plays))
    assert hovered >= 300


def test_an_attack_is_played_back_step_by_step(user_home) -> None:
    app, scene, board = _play(ai=False, seed=7, speed="normal")
    rng = random.Random(4)
    plays = [0]
    for _ in range(2000):
        state = _state(scene)
        assert not state.is_over, "no attack against a defense setup came"
        me = board.viewer
        if (
            state.current_player == 1 - me
            and state.stack.top.kind == "attack"  # type: ignore[union-attr]
            and state.attack_cards
            and state.defense[me]
            and not any(a.kind == "attack_with" for a in state.legal_actions())
        ):
            break
        if state.current_player == me:
            scene.apply(_policy(state, rng, plays))
        else:
            legal = state.legal_actions()
            adds = [a for a in legal if a.kind == "attack_with"]
            if (
                state.stack.top.kind == "attack"
                and not adds
                and state.attack_cards
                and not state.defense[me]
            ):  # type: ignore[union-attr]
                scene.apply(next(a for a in legal if a.kind == "announce"))
            else:
                scene.play_ai_move_now()
        board.skip_animations()
    step(app, 2)
    life = _state(scene).life[board.viewer]
    logged = len(scene.log.blocks)
    announce = next(a for a in _state(scene).legal_actions() if a.kind == "announce")
    scene.apply(announce)
    kinds = [s.kind for s in board.steps]
    assert kinds[:2] == ["announce", "reveal"] and "verdict" in kinds, kinds
    assert board.animating and board.unshown > 0
    # The announce step: the cards are out, the total told, the defense still face down.
    show = board.show()
    assert show is not None and show.kind == "attack" and not show.revealed
    assert board.counters(board.viewer)[0] == life  # the damage is not told yet
    assert len(scene.log.blocks) < logged + len(scene.session.steps[-1].events)
    # The reveal step flips the setup face up.
    run_until(app, lambda: board.step is None or board.step.kind == "reveal", 10)
    if board.step is not None:
        show = board.show()
        assert show is not None and show.revealed and all(c is not None for c in show.defense_cards)
    # Nothing is offered while it plays; at its end everything is logged.
    assert board.buttons == [] and board.spots == {}
    run_until(app, lambda: not board.animating, 30)
    step(app, 2)
    assert board.unshown == 0
    events = scene.session.steps[-1].events
    assert scene.log.blocks[-1][0].spans[0][0] == events[-1].for_seat(board.viewer).text  # type: ignore[union-attr]


def test_a_useless_click_says_why(user_home) -> None:
    app, scene, board = _play(ai=False, seed=4)
    rng = random.Random(8)
    plays = [0]
    for _ in range(400):
        state = _state(scene)
        me = board.viewer
        if state.current_player == me and state.stack.top.kind == "main":  # type: ignore[union-attr]
            attack = [
                i
                for i, c in enumerate(state.hand[me])
                if state.game.defs[card_id(str(c))].type == "attack"
            ]
            if attack:
                break
        if state.current_player == me:
            scene.apply(_policy(state, rng, plays))
        else:
            scene.play_ai_move_now()
        board.skip_animations()
    step(app, 2)
    hand = _state(scene).hand[board.viewer]
    r = board.layout.hand_card(attack[0], len(hand))
    before = len(scene.session.record.actions)
    click(app, r.center)
    assert len(scene.session.record.actions) == before
    assert "attack card" in scene.toast.message


def test_hot_seat_hands_off_before_the_other_players_decision(user_home) -> None:
    app, scene, board = _play([HUMAN, HUMAN], ai=False, seed=2)
    state = _state(scene)
    first = state.current_player
    assert board.viewer == first
    # The first player chooses a Gembearer; the second must not see the table until ready.
    _by_click(app, scene, board, state.legal_actions()[0])
    step(app, 2)
    assert isinstance(app.top, HandoffScene)  # type: ignore[attr-defined]
    app.top.ready()  # type: ignore[attr-defined]
    app.pop()  # type: ignore[attr-defined]
    step(app, 2)
    assert board.viewer == 1 - first  # type: ignore[operator]


def test_every_legal_action_has_a_place_to_click(user_home) -> None:
    """Across random games every action offered to the viewer is a card, a gem, a pile
    or a button on the table, and clicking it plays exactly that action."""
    kinds: set[str] = set()
    for seed in (1, 6):
        app, scene, board = _play(ai=False, seed=seed)
        rng = random.Random(seed)
        for state in _viewer_decisions(app, scene, board, 260):
            legal = state.legal_actions()
            for action in legal:
                board.click_point(action)  # raises if the table has no place for it
            kinds.add(state.stack.top.kind)  # type: ignore[union-attr]
            _by_click(app, scene, board, rng.choice(legal))
    assert {"socket", "draft", "main", "attack", "source"} <= kinds, kinds


def _give(state: GemState, seat: int, card: str) -> None:
    """Move a copy of ``card`` from wherever it waits (gem deck, row) into a hand."""
    for zone in (state.gem_deck, state.row):
        for i, inst in enumerate(zone):
            if inst is not None and card_id(inst) == card:
                if zone is state.row:
                    zone[i] = None
                else:
                    zone.pop(i)
                state.hand[seat].append(inst)
                state.owner[inst] = seat
                return
    raise AssertionError(f"no {card} left to give")


def _my_main_phase(seed: int, turns: int = 6) -> tuple[object, PlayScene, GemBoard]:
    """The viewer at its own main phase from turn ``turns`` on, reached by play."""
    app, scene, board = _play(ai=False, seed=seed)
    rng = random.Random(seed)
    plays = [0]
    for _ in range(1500):
        state = _state(scene)
        assert not state.is_over
        me = board.viewer
        if state.current_player == me and state.stack.top.kind == "main" and state.turns >= turns:  # type: ignore[union-attr]
            return app, scene, board
        if state.current_player == me:
            scene.apply(_policy(state, rng, plays))
        else:
            scene.play_ai_move_now()
        board.skip_animations()
    raise AssertionError("no main phase of the viewer's came")


def test_a_card_you_looked_at_stays_known_in_the_attack_and_in_a_crowded_setup(
    user_home,
) -> None:
    """After Glimpse the defense cards you saw read as known on the table (value and name
    in the strip the fan leaves showing) and in the attack panel, before the reveal."""
    app, scene, board = _my_main_phase(seed=4)
    state = _state(scene)
    me = board.viewer
    other = 1 - me
    while len(state.defense[other]) < 4:  # a crowded setup: the fan overlaps
        state.defense[other].append(state.gem_deck.pop())
        state.owner[state.defense[other][-1]] = other
    _give(state, me, "glimpse")
    state.power[me] = 5
    board.refresh()
    step(app, 2)
    glimpse = next(a for a in state.legal_actions() if a.kind == "play" and a.args[0] == "glimpse")
    scene.apply(glimpse)
    board.skip_animations()
    while _state(scene).stack.top.kind == "peek":  # type: ignore[union-attr]
        peeks = [a for a in _state(scene).legal_actions() if a.kind == "peek"]
        scene.apply(peeks[0])
        board.skip_animations()
    step(app, 2)
    seen = [i for i, c in enumerate(board.table.defense[other]) if c is not None]
    assert seen, "Glimpse showed no card"
    first = board.table.defense[other][seen[0]]
    name = state.game.defs[card_id(str(first))].name
    r = board.layout.defense_card(False, seen[0], len(state.defense[other]))
    _hover(app, r.center)
    assert name in " ".join(board.detail_text)
    # On to the attack: the same card, still face down, reads in the attack panel too.
    for _ in range(40):
        top = _state(scene).stack.top
        legal = _state(scene).legal_actions()
        if top.kind == "attack" and any(a.kind == "announce" for a in legal):  # type: ignore[union-attr]
            break
        pick = next(
            (a for a in legal if a.kind in ("end_main", "attack_with")),
            next((a for a in legal if a.kind == "pay" and not a.args[0]), legal[0]),
        )
        scene.apply(pick)
        board.skip_animations()
    step(app, 2)
    show = board.show()
    assert show is not None and not show.revealed
    assert show.defense_cards[seen[0]] == first
    _hover(app, board.spot_rect(("arena_defense", seen[0])).center)  # type: ignore[union-attr]
    shown = " ".join(board.detail_text)
    assert name in shown and "face down" in shown
    for i, inst in enumerate(show.defense_cards):
        if inst is None:  # one never seen stays a back, in the panel and its hover
            _hover(app, board.spot_rect(("arena_defense", i)).center)  # type: ignore[union-attr]
            assert board.detail_text[0] == "Face-down defense card"


def test_an_ability_you_cannot_pay_for_shows_its_price_and_says_so(user_home) -> None:
    app, scene, board = _my_main_phase(seed=4)
    state = _state(scene)
    me = board.viewer
    _give(state, me, "crimson_crown")
    inst = state.hand[me].pop()
    state.mods[me].append(inst)
    state.power[me] = 0
    board.refresh()
    step(app, 2)
    r = board.layout.mod_card(True, len(state.mods[me]) - 1, len(state.mods[me]))
    _hover(app, r.center)
    assert "costs 2 power: you have 0" in " ".join(board.detail_text)
    click(app, r.center)
    assert scene.toast.message == "Crimson Crown's ⚙ ability costs 2 power: you have 0."
    state.power[me] = 2
    board.refresh()
    step(app, 2)
    _hover(app, r.center)
    assert "Ready: using it costs 2 power." in board.detail_text


def test_choices_inside_cards_are_clicks(user_home) -> None:
    """Intuition (the top of the deck), Regrowth (the discard pile), Glimpse and Unmask
    (the opponent's face-down setup) and Soul Siphon (the opponent's Gembearer): every
    choice they ask is answered by clicking the thing it is about."""
    app, scene, board = _play(ai=False, seed=4)
    rng = random.Random(2)
    plays = [0]
    for _ in range(600):
        state = _state(scene)
        me = board.viewer
        if (
            state.current_player == me
            and state.stack.top.kind == "main"  # type: ignore[union-attr]
            and state.turns >= 6
            and len(state.defense[1 - me]) >= 2
            and state.discard[me]
        ):
            break
        assert not state.is_over
        legal = state.legal_actions()
        calm = [a for a in legal if a.kind in ("no_attack", "defend")]
        if calm:  # nobody attacks: the setups grow, the piles fill
            scene.apply(calm[0])
        else:
            scene.apply(_policy(state, rng, plays) if state.current_player == me else legal[0])
        board.skip_animations()
    else:  # pragma: no cover
        raise AssertionError("no quiet main phase reached")
    state = _state(scene)
    me = board.viewer
    for card in ("intuition", "regrowth", "glimpse", "unmask"):
        _give(state, me, card)
    # A third face-down card, so Glimpse ("up to 2") has a choice to ask.
    opp = 1 - me
    pile = state.deck[opp] if any(state.deck[opp]) else state.discard[opp]
    extra = next(c for c in pile if c is not None and state.game.defs[card_id(c)].type == "defense")
    pile.remove(extra)
    state.defense[opp].append(extra)
    siphon = next(i for i in state.gem_deck if i is not None and card_id(i) == "soul_siphon")
    state.gem_deck.remove(siphon)
    state.mods[me].append(siphon)
    state.owner[siphon] = me
    state.power[me] = 12
    board.refresh()
    kinds: set[str] = set()
    for card in ("intuition", "regrowth", "glimpse", "unmask", "soul_siphon"):
        step(app, 1)
        legal = _state(scene).legal_actions()
        play = next(a for a in legal if a.args[:1] == (card,) and a.kind in ("play", "use"))
        _by_click(app, scene, board, play)
        for _ in range(12):
            state = _state(scene)
            top = state.stack.top
            if top is None or top.kind == "main" or state.current_player != me:
                break
            kinds.add(top.kind)
            step(app, 1)
            legal = state.legal_actions()
            pays = [a for a in legal if a.kind == "pay" and a.args[0]]
            _by_click(app, scene, board, pays[0] if pays else rng.choice(legal))
    assert {"look", "recover", "peek", "pick_defense", "pay"} <= kinds, kinds


def test_every_card_name_prints_whole_on_a_card_in_play(user_home, monkeypatch) -> None:
    """A modification in play is a small card: "Tome of Currents" printed as "Tome of C…"
    there. Now a name too long for one line takes two; no card's name is cut, at the
    size of a card in play or in the hand."""
    from game.core import registry
    from game.ui import theme
    from game.ui.boards.gemwielders import faces
    from game.ui.boards.gemwielders.layout import HAND_CARD, ZONE_CARD
    from tests.ui.harness import make_app

    make_app()
    game = registry.load_game("gemwielders")
    printed: list[str] = []
    real = theme.rendered

    def spy(message: str, *args, **kwargs):  # type: ignore[no-untyped-def]
        printed.append(message)
        return real(message, *args, **kwargs)

    monkeypatch.setattr(theme, "rendered", spy)
    for size in (ZONE_CARD, HAND_CARD):
        for key, card in game.defs.items():
            printed.clear()
            faces._card_face(game, card, size)
            name_words = " ".join(m for m in printed if m in card.name or m.endswith("…"))
            assert "…" not in name_words and card.name.split()[-1] in name_words, (
                key,
                size,
                printed[:3],
            )


def test_a_small_cards_kind_and_tags_never_run_into_each_other(user_home, monkeypatch) -> None:
    """At the size of a card in the attack or a defense setup "ATTACK" was printed over
    "Miss": the two lines of a small face's foot now sit one above the other, on every
    card at every small size the board uses."""
    from game.core import registry
    from game.ui import theme
    from game.ui.boards.gemwielders import faces
    from game.ui.boards.gemwielders.layout import (
        ARENA_CARD,
        PILE_CARD,
        ROW_CARD,
        SOURCE_CARD,
        ZONE_CARD,
    )
    from tests.ui.harness import make_app

    make_app()
    game = registry.load_game("gemwielders")
    lines: list[tuple[str, pygame.Rect, int, str]] = []
    real = theme.text

    def spy(surface, message, pos, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(surface, message, pos, *args, **kwargs)
        lines.append((message, rect, kwargs.get("size", 0), kwargs.get("weight", "regular")))
        return rect

    monkeypatch.setattr(theme, "text", spy)
    checked = 0
    for size in (ZONE_CARD, ARENA_CARD, ROW_CARD, SOURCE_CARD, PILE_CARD):
        for key, card in game.defs.items():
            lines.clear()
            faces._card_face(game, card, size)
            tags = faces.tag_line(card)
            kind = [ln for ln in lines if ln[0] == card.type.upper()]
            tag = [ln for ln in lines if tags and ln[0] and ln[0][0] == tags[0]]
            if not tags or not kind or not tag:
                continue
            _, k_rect, k_size, k_weight = kind[0]
            _, t_rect, _, _ = tag[-1]
            glyphs_bottom = k_rect.top + theme.font(k_size, k_weight).get_ascent()
            assert glyphs_bottom <= t_rect.top + 1, (key, size, k_rect, t_rect)
            checked += 1
    assert checked > 100


def test_the_winner_is_named_only_once_the_winning_attack_has_played_out() -> None:
    """The prompt bar said "Player 2 wins" while the last attack's cards were still being
    turned over: the playback comes first, then the winner."""
    from types import SimpleNamespace

    from game.core.record import SeatSpec
    from game.ui.boards.gemwielders import render

    seats = [SeatSpec("human"), SeatSpec("ai", "normal")]
    over = SimpleNamespace(is_over=True, winners=[1], end_reason="Player 1 has no life left")
    show = SimpleNamespace(kind="attack", attacker=1, owner=1)
    board = SimpleNamespace(
        gview=over,
        session=SimpleNamespace(seats=seats),
        steps=[SimpleNamespace(show=show)],
        my_decision=False,
        presenting=False,
    )
    text, _ = render.status(board)  # type: ignore[arg-type]
    assert "being shown" in text and "wins" not in text
    board.steps = []
    text, _ = render.status(board)  # type: ignore[arg-type]
    assert text.endswith("wins: Player 1 has no life left.")


def test_intuitions_prompt_offers_the_second_card_for_power_while_it_stands() -> None:
    from game.ui.boards.gemwielders import prompts
    from tests.gemwielders.helpers import do, position

    s = position(hands=(["intuition"], []), power=(2, 0))
    do(s, "play", "intuition")
    view = s.view(0)
    text = prompts.prompt(view, "look", view.legal_actions())
    assert text == (
        "Intuition: take a card into your hand (click it), or first pay 1 power for one more"
    )
    s = position(hands=(["intuition"], []))  # no power: no offer
    do(s, "play", "intuition")
    view = s.view(0)
    assert prompts.prompt(view, "look", view.legal_actions()) == (
        "Intuition: take a card into your hand (click it)"
    )


def test_the_ready_mark_hides_a_modifications_foot_label_whole() -> None:
    """The ⚙ READY band sat 5 px above the foot and left the lower half of "MODIFICATION
    Lasting" showing under it; it now fills the foot, opaque."""
    from game.core import registry
    from game.ui.boards.gemwielders import faces, marks
    from game.ui.boards.gemwielders.layout import ZONE_CARD

    game = registry.load_game("gemwielders")
    face = faces.card_face(game, "heartwood_aegis", ZONE_CARD).copy()
    foot = faces.foot_rect(ZONE_CARD)
    green = (58, 130, 80)
    marks.label(face, foot, "⚙ READY", green)
    for y in range(foot.top, foot.bottom):
        for x in range(foot.left, foot.right):
            c = face.get_at((x, y))
            # the band's green, or the white text blended into it: never darker ink
            assert c.g >= green[1] - 2 and c.r >= green[0] - 2, (x, y, c)
    below = face.get_at((foot.centerx, foot.bottom))  # the frame under the foot
    assert below != face.get_at((foot.centerx, foot.bottom - 1))


def test_the_gembearer_choice_sets_its_four_cards_alike_and_readable(user_home) -> None:
    """Seen in the real window: the Sword's note was set at 12 px and the others' at 9,
    the Bow's ability at 15 beside the Hammer's at 11, and a band of the table stayed
    empty under the gem legend. The cards are taller now; the four abilities share one
    size (at least 13), the four notes another, and every text fits its box."""
    from game.ui.boards.gemwielders import middle

    _app, scene, board = _play(ai=False)
    game = _state(scene).game
    rects = board.layout.bearer_choices(len(game.bearer_order))
    texts = middle.choice_texts(game, rects)
    assert len({t.size for _, t, _, _ in texts}) == 1 and texts[0][1].size >= 13
    assert len({n.size for _, _, _, n in texts}) == 1
    for (box, text, low, note), r in zip(texts, rects, strict=True):
        assert text.height <= box.h and not note.truncated and note.height <= low.h
        assert r.contains(box) and r.contains(low) and not box.colliderect(low)
    assert rects[0].bottom + 16 + 70 < board.rect.bottom  # room for the gem legend


def test_the_draw_phase_reshuffle_waits_for_the_attack_to_finish_playing() -> None:
    """After a miss the draw phase may reshuffle the attacker's discard pile: that line
    belongs to the next phase, told once the attack's steps are over, not under the
    last effect still on the table."""
    from game.core import registry
    from game.ui.boards.gemwielders.arena import build_steps

    game = registry.load_game("gemwielders")
    rng = random.Random(2)
    for seed in range(1, 60):
        state = game.new_state(2, seed)
        while not state.is_over:
            legal = state.legal_actions()
            before = state.view(0)
            events = state.apply(legal[rng.randrange(len(legal))]) or []
            kinds = [e.kind for e in events]
            if "miss" not in kinds or "shuffle" not in kinds:
                continue
            phase = next(i for i, e in enumerate(events) if "(draw phase" in e.text)
            if events[phase - 1].kind != "shuffle":
                continue
            lead, steps, closing = build_steps(game, before, events)  # type: ignore[arg-type]
            assert lead + sum(s.count for s in steps) + closing == len(events)
            assert closing >= len(events) - (phase - 1), [e.text for e in events]
            return
    raise AssertionError("no miss followed by a draw-phase reshuffle in these games")
