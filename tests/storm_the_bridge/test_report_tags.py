"""The balance report's tags: a leader's, crew member's or section's ability used counts
like a card played, so a leader's ability can be read from a run's records."""

from __future__ import annotations

import random

from game.core import registry


def test_every_ability_use_is_tagged_with_the_abilitys_name() -> None:
    game = registry.load_game("storm_the_bridge")
    seen: set[str] = set()
    for seed in range(1, 5):
        s = game.new_state(2, seed)
        rng = random.Random(seed)
        while not s.is_over:
            legal = s.legal_actions()
            for a in legal:
                if a.kind == "use":
                    (tag,) = game.action_tags(s, a)
                    assert tag.endswith(" (ability)")
                    name = tag.removesuffix(" (ability)")
                    assert f": {name}" in a.label  # "Tap the Armory: Weapons Locker"
                    seen.add(name)
            s.apply(rng.choice(legal))
    assert len(seen) >= 5
