"""Game options that only matter with another option's value: shown only then, yet their
values are accepted either way (a record made before the condition existed still loads)."""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.game import OptionSpec
from tests.tinygame.game import SparksGame

SHORT_SPECS = (
    OptionSpec("length", "Game length", "short", ("short", "long")),
    OptionSpec("rounds", "Rounds in a long game", "5", ("5", "7"), requires=("length", "long")),
)


class DependentSparks(SparksGame):
    options = SparksGame.options + SHORT_SPECS


def test_an_option_applies_only_while_its_condition_holds() -> None:
    plain, rounds = SHORT_SPECS
    assert plain.requires is None and plain.applies({}) and plain.applies({"length": "long"})
    assert rounds.applies({"length": "long", "rounds": "5"})
    assert not rounds.applies({"length": "short", "rounds": "5"})
    assert not rounds.applies({})


def test_an_option_that_does_not_apply_is_still_accepted(sparks) -> None:  # type: ignore[no-untyped-def]
    assert sparks.content is not None
    game = DependentSparks(sparks.content)
    resolved = game.resolve_options({"length": "short", "rounds": "7"})
    assert resolved == {"long": False, "length": "short", "rounds": "7"}
    assert game.resolve_options({})["rounds"] == "5"
    with pytest.raises(ValueError, match="'rounds' must be one of"):
        game.resolve_options({"length": "short", "rounds": "9"})


def test_choice_labels_name_every_choice() -> None:
    spec = OptionSpec("deck", "Deck", "a", ("a", "b"), choice_labels=("Deck A", "Deck B"))
    assert spec.choice_labels == ("Deck A", "Deck B")
    with pytest.raises(ValueError, match="names 2 choices with 1 labels"):
        OptionSpec("deck", "Deck", "a", ("a", "b"), choice_labels=("Deck A",))


def test_every_condition_names_another_option_and_a_value_it_can_take() -> None:
    for game_id in registry.available_ids():
        game = registry.load_game(game_id)
        specs = {spec.key: spec for spec in game.options}
        for spec in game.options:
            if spec.requires is None:
                continue
            key, value = spec.requires
            assert key in specs and key != spec.key, f"{game_id}: {spec.key} requires {key!r}"
            other = specs[key]
            possible = other.choices or (
                (False, True) if isinstance(other.default, bool) else (other.default,)
            )
            assert value in possible, f"{game_id}: {spec.key} waits for {key}={value!r}"
            # Shown with the defaults, or reachable by changing that one option.
            assert spec.applies({**game.resolve_options({}), key: value})
