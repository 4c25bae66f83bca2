"""Rules reached through legal play from a seed, not by building the position: the
draft's hand shuffle, Protection against an incantation's collateral damage, losing the
Fort to one's own incantation, and a Rage creature whose lane was emptied before its
turn (issue 18, item 5).

Each test plays seeded draft games with a plain random policy (plays preferred to
ending the phase) that takes the wanted action as soon as it is legal, and checks the
rule the first time it comes up. The seeds are searched, not pinned, so a change of the
engine's action order moves the position without losing the test."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.core.actions import Action
from game.engines.clash_of_decks import board
from game.engines.clash_of_decks.effects import pattern_hits
from game.engines.clash_of_decks.hand import cards_right
from game.engines.clash_of_decks.state import ClashState
from tests.clash_of_decks.helpers import B, game, kinds

Wanted = Callable[[ClashState, Action], bool]


def _play_until(wanted: Wanted, seeds: range = range(300)) -> tuple[ClashState, Action]:
    """The first position of seeded play where ``wanted`` accepts a legal action."""
    for seed in seeds:
        s = game().new_state(2, seed, {})
        rng = random.Random(seed)
        while not s.is_over:
            legal = s.legal_actions()
            hit = next((a for a in legal if wanted(s, a)), None)
            if hit is not None:
                return s, hit
            plays = [a for a in legal if a.kind not in ("assault", "fight")]
            s.apply(rng.choice(plays) if plays and rng.random() < 0.8 else legal[-1])
    raise AssertionError(f"the position never came up in seeds {seeds}")


# --- the draft-mode hand shuffle -----------------------------------------------------------
def test_a_drafted_hand_is_the_eight_picks_shuffled_behind_the_bastion() -> None:
    in_pick_order = 0
    for seed in range(8):
        s = game().new_state(2, seed, {})
        rng = random.Random(seed)
        picked: list[list[str]] = [[], []]
        while s.in_draft:
            for event in s.apply(rng.choice(s.legal_actions())):
                if event.kind == "draft_pick":
                    picked[event.data["seat"]].append(event.data["card"])
        for seat in (0, 1):
            hand = s.hands[seat]
            assert hand[0] == B and sorted(hand[1:]) == sorted(picked[seat])
            in_pick_order += hand[1:] == picked[seat]
            # The order is hidden: the other player sees the Bastion and eight backs.
            assert s.view(1 - seat).hands[seat] == [B] + [None] * 8
            assert s.public[seat] == set()
    assert in_pick_order == 0  # 16 hands, none left in the order they were drafted


# --- Protection against an incantation's collateral damage -----------------------------------
def _shield_hit_aside(s: ClashState, target: str) -> str | None:
    """A Protection creature (shield up, not Indestructible) that the incantation being
    cast would hit beside or behind ``target``, if any."""
    top = s.stack.top
    assert top is not None and top.kind == "target"
    step = s.cards[top.data["card"]].effect[0]
    where = board.locate(s, target)
    assert where is not None
    for card, primary in pattern_hits(s, *where, step.pattern, skip_aerial=False):
        kws = board.keywords(s, card)
        shield = "protection" in kws and card not in s.shielded
        if shield and not primary and "indestructible" not in kws:
            return card
    return None


def _cast_with_shield_aside(s: ClashState, a: Action) -> bool:
    if a.kind == "target":
        return _shield_hit_aside(s, str(a.args[0])) is not None
    if a.kind != "cast":
        return False
    t = s.clone()
    t.apply(a)
    return t.stack.top is not None and any(_cast_with_shield_aside(t, b) for b in t.legal_actions())


def test_protection_does_not_stop_an_incantations_collateral_damage() -> None:
    s, action = _play_until(_cast_with_shield_aside)
    if action.kind == "cast":
        s.apply(action)
        action = next(b for b in s.legal_actions() if _cast_with_shield_aside(s, b))
    shielded = _shield_hit_aside(s, str(action.args[0]))
    events = s.apply(action)
    assert not [e for e in kinds(events, "protected") if e.data["card"] == shielded]
    assert [e for e in kinds(events, "damage") if e.data["card"] == shielded]
    assert shielded not in s.shielded  # its shield is still up for a blow aimed at it


# --- losing the Fort to one's own incantation ------------------------------------------------
def _last_card_right_of_the_fort(s: ClashState, a: Action) -> bool:
    if a.kind != "cast":
        return False
    seat = s.current_player
    assert seat is not None
    return s.fort[seat] and cards_right(s, seat) == 1 and s.hands[seat][-1] == a.args[0]


def test_casting_the_only_card_right_of_the_fort_loses_at_once() -> None:
    """Ruling 4: the incantation leaves the hand while it resolves, so the Fort is in
    the last space and its owner loses before any target is chosen."""
    s, action = _play_until(_last_card_right_of_the_fort)
    seat = s.current_player
    assert seat is not None
    events = s.apply(action)
    assert [e.kind for e in events] == ["play", "fort_destroyed"]
    assert s.is_over and s.winners == [1 - seat] and s.legal_actions() == []


# --- Rage with its lane emptied before its turn ------------------------------------------------
def _rage_left_without_a_target(s: ClashState, a: Action) -> bool:
    """The assault about to begin has a Rage creature new this turn facing enemy
    creatures in its lane, which are all gone before its turn comes."""
    if a.kind != "assault":
        return False
    seat = s.current_player
    assert seat is not None
    new = _new_rage_facing_enemies(s, seat)
    if not new:
        return False
    t = s.clone()
    attacked = {e.data["card"] for e in t.apply(a) if e.kind == "attack"}
    return not t.is_over and any(c not in attacked for c in new)


def _new_rage_facing_enemies(s: ClashState, seat: int) -> dict[str, int]:
    """Creatures of ``seat`` new this turn with Rage (no Wrecker), each with its lane,
    where enemy creatures stand in that lane."""
    out = {}
    for lane in board.LANES:
        if s.lanes[1 - seat][lane]:
            for c in s.lanes[seat][lane]:
                kws = board.keywords(s, c)
                if c in s.entered and "rage" in kws and "wrecker" not in kws:
                    out[c] = lane
    return out


def test_a_rage_creature_whose_lane_was_emptied_before_its_turn_does_nothing() -> None:
    """Ruling 14: it may attack only creatures on its entry turn; none is left when its
    turn comes, so it neither attacks the Bastion/Fort nor sprints."""
    s, action = _play_until(_rage_left_without_a_target)
    seat = s.current_player
    assert seat is not None
    facing = _new_rage_facing_enemies(s, seat)
    events = s.apply(action)
    assert not s.is_over
    attacked = {e.data["card"] for e in kinds(events, "attack")}
    idle = [c for c in facing if c not in attacked]
    assert idle
    for card in idle:
        # Enemies stood in its lane as the assault began, none when its turn came: they
        # were destroyed (an attack, a Berserk repeat, a Splash from the upper lane).
        lost = [e for e in kinds(events, "destroyed") if e.data["seat"] == 1 - seat]
        assert any(e.data["lane"] == facing[card] for e in lost)
        assert not s.lanes[1 - seat][facing[card]]
        assert not [e for e in kinds(events, "sprint") if e.data["card"] == card]
        assert board.locate(s, card) is not None  # still in play, only idle
