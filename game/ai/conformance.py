"""Checks every engine's hidden-information plumbing must pass for the AI to be fair.

ISMCTS is only as honest as ``State.view`` and ``State.determinize``: if a determinized
world shows the agent something its view does not, or keeps the real RNG (so the
agent "knows" the next draw), the AI cheats without anyone noticing. Engine test suites
call :func:`check_determinization` over many sampled decisions of random games.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from game.core.game import Game
from game.core.state import State, copy_rng

RNG_BITS = 32


def check_determinization(
    game: Game,
    num_players: int,
    seeds: Iterable[int],
    *,
    options: dict[str, Any] | None = None,
    samples_per_decision: int = 1,
    max_actions: int = 10_000,
    rng_match_rate: float = 0.01,
) -> int:
    """Play random games and, at every decision, determinize for the deciding seat and for
    one other seat (from the real state and from the seat's own view), checking that:

    - neither ``view`` nor ``determinize`` changes the state they are called on (RNG included);
    - the determinized world's ``view(seat)`` equals the real ``view(seat)``, and a view of a
      view is the view itself;
    - the deciding seat's legal actions (and who decides) are the same in the world;
    - the world's RNG is fresh: its next draw matches the real RNG's only at chance rate.

    Raises AssertionError naming the game, seed, step and seat. Returns the number of
    determinizations checked.
    """
    checked = 0
    rng_matches = 0
    for seed in seeds:
        state = game.new_state(num_players, seed, options)
        pick = random.Random(seed * 7919 + 17)
        sampler = random.Random(seed * 104729 + 3)
        steps = 0
        while not state.is_over:
            decider = state.current_player
            where = f"{game.id} ({num_players} players, seed {seed}, action {steps})"
            if decider is None:
                raise AssertionError(f"{where}: no seat decides in a game that is not over")
            legal = state.legal_actions()
            if not legal:
                raise AssertionError(f"{where}: no legal action in a game that is not over")
            others = [s for s in range(num_players) if s != decider]
            seats = [decider, pick.choice(others)] if others else [decider]
            for seat in seats:
                before = state.state_hash()
                view = state.view(seat)
                if state.state_hash() != before:
                    raise AssertionError(
                        f"{where}: view({seat}) changed the real state (drawing the view's "
                        f"fresh RNG from the real one shifts every later random outcome, so "
                        f"a replay that makes no views diverges)"
                    )
                _check_view_stable(view, seat, where)
                for source, label in ((state, "state"), (view, "view")):
                    for _ in range(samples_per_decision):
                        rng_matches += _check_world(
                            state, source, label, seat, decider, legal, sampler, where
                        )
                        checked += 1
            state.apply(legal[pick.randrange(len(legal))])
            steps += 1
            if steps > max_actions:
                raise AssertionError(f"{where}: the game did not end")
    if checked and rng_matches > max(2, rng_match_rate * checked):
        raise AssertionError(
            f"{game.id}: after determinize the next random draw matched the real one "
            f"{rng_matches} times in {checked}: the world's RNG is not reseeded, so an AI "
            f"would know the future draws"
        )
    return checked


def _check_view_stable(view: State, seat: int, where: str) -> None:
    if view.viewer != seat:
        raise AssertionError(f"{where}: view({seat}).viewer is {view.viewer}")
    if view.view(seat).snapshot() != view.snapshot():
        raise AssertionError(f"{where}: a view of seat {seat}'s view differs from the view")


def _check_world(
    real: State,
    source: State,
    label: str,
    seat: int,
    decider: int,
    legal: list[Any],
    sampler: random.Random,
    where: str,
) -> int:
    real_view = real.view(seat).snapshot()
    before = source.state_hash()
    world = source.determinize(seat, sampler)
    if source.state_hash() != before:
        raise AssertionError(f"{where}: {label}.determinize({seat}) changed the {label}")
    if world.viewer is not None:
        raise AssertionError(f"{where}: {label}.determinize({seat}) returned a view")
    if world.view(seat).snapshot() != real_view:
        raise AssertionError(
            f"{where}: {label}.determinize({seat}) shows seat {seat} something else than its "
            f"view: {_first_difference(world.view(seat).snapshot(), real_view)}"
        )
    if world.current_player != decider:
        raise AssertionError(
            f"{where}: in {label}.determinize({seat}) seat {world.current_player} decides, "
            f"not {decider}"
        )
    if seat == decider and world.legal_actions() != legal:
        raise AssertionError(
            f"{where}: {label}.determinize({seat}) changes the seat's legal actions "
            f"({len(world.legal_actions())} vs {len(legal)})"
        )
    mine = copy_rng(world.rng).getrandbits(RNG_BITS)
    theirs = copy_rng(real.rng).getrandbits(RNG_BITS)
    return int(mine == theirs)


def _first_difference(a: Any, b: Any, path: str = "") -> str:
    """Where two snapshots first differ, so the message points at the leaking field."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if a.get(key) != b.get(key):
                return _first_difference(a.get(key), b.get(key), f"{path}.{key}")
    elif isinstance(a, list | tuple) and isinstance(b, list | tuple) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return f"{path or 'snapshot'}: {a!r} != {b!r}"
