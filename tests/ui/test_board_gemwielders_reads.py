"""What the Gemwielders table tells at a glance, each read where a player reads it: the
gems apart by shape as well as colour, the draft row's badges, the gem card deck as the
game's clock, your own face-down setup on hover, the piles' counts, and an attack's
effects lit one by one as they resolve."""

from __future__ import annotations

import itertools
import random

import pygame

from game.engines.gemwielders.cards import card_id
from game.ui.boards.gemwielders import detail, gems
from game.ui.boards.gemwielders.middle import draft_badge
from tests.gemwielders.helpers import game, position
from tests.ui.harness import step
from tests.ui.test_board_gemwielders import _my_main_phase, _play, _policy, _state


def test_every_gem_has_its_own_shape_as_well_as_its_own_colour() -> None:
    """So that a player who cannot tell red from green still tells a Ruby from an
    Emerald: the masks differ, not only the paint."""
    defs = game().setup.gems
    assert len({g.shape for g in defs}) == len({g.colour for g in defs}) == len(defs) == 5
    masks = {g.id: pygame.mask.from_surface(gems.gem_image(g.shape, g.colour, 24)) for g in defs}
    for a, b in itertools.combinations(masks, 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        assert overlap < min(masks[a].count(), masks[b].count()), (a, b)


def test_a_row_badge_says_whether_you_may_draft_and_how_far_you_are() -> None:
    s = position(
        stage="draft",
        gems=(["ruby", "topaz", "topaz", "topaz", "amethyst"], []),
        row=["adrenaline", "crimson_crown", "inferno", "storm_conduit", None],
    )
    view = s.view(0)
    badges = {card_id(str(c)): draft_badge(view, 0, str(c)) for c in view.row if c is not None}
    assert badges["adrenaline"] == (True, "1/1")
    assert badges["storm_conduit"] == (True, "3/3")
    # Five gems socketed, one Ruby: a two- or three-Ruby card is out of reach for good.
    assert badges["crimson_crown"][0] is False and badges["crimson_crown"][1].endswith("never")
    assert badges["inferno"] == (False, "1/3 never")


def test_the_gem_card_deck_reads_as_the_clock_and_own_defense_as_yours(user_home) -> None:
    app, scene, board = _my_main_phase(seed=4)
    state = _state(scene)
    me = board.viewer
    clock = detail.describe(board, ("gem_deck",))
    assert clock is not None and clock.sub == "The game's clock"
    assert clock.title == f"Gem card deck: {len(state.gem_deck)} left"
    assert "game ends" in clock.text
    piles = detail.describe(board, ("counts", me))
    assert piles is not None
    assert f"Hand {len(state.hand[me])} · deck {len(state.deck[me])}" in piles.sub
    defend = next(a for a in state.legal_actions() if a.kind == "defend")
    scene.apply(defend)
    board.skip_animations()
    step(app, 2)
    inst = str(_state(scene).defense[me][-1])
    info = detail.describe(board, ("defense", me, len(_state(scene).defense[me]) - 1))
    assert info is not None
    assert info.title == state.game.defs[card_id(inst)].name
    assert "Face down: only you can see it." in info.notes


def test_each_effect_of_an_attack_is_lit_in_turn(user_home) -> None:
    """The playback's effect steps each light one card's clause and caption it, and the
    table shows them one after the other, each in its turn."""
    app, scene, board = _play(ai=False, seed=7, speed="normal")
    rng = random.Random(4)
    plays = [0]
    for _ in range(3000):
        state = _state(scene)
        assert not state.is_over, "no attack with an effect came"
        if state.current_player == board.viewer:
            scene.apply(_policy(state, rng, plays))
        else:
            scene.play_ai_move_now()
        effects = [s for s in board.steps if s.kind == "effect"]
        if effects and board.steps[0].kind == "announce":
            break
        board.skip_animations()
    for s in effects:
        assert s.show.focus and s.show.trigger and s.show.caption
    seen = []
    for _ in range(2000):
        if not board.steps:
            break
        if board.steps[0].kind == "effect" and (not seen or seen[-1] is not board.steps[0]):
            seen.append(board.steps[0])
            assert board.show() is board.steps[0].show
        step(app, 1)
    assert seen == effects
