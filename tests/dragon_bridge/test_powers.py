"""Wizards (full game), item powers, triggers and their ordering."""

from __future__ import annotations

from game.core.actions import Action
from game.engines.dragon_bridge.bridge import LOW
from tests.dragon_bridge.helpers import act, args, away, full, give, kinds, new, put_in_nest, toward


def test_full_game_starts_with_each_seat_choosing_a_wizard() -> None:
    s = new(basic=False, seed=4)
    assert s.current_player == s.first_player
    assert set(kinds(s)) == {"wizard"} and None in args(s)
    act(s, "wizard", "trevor")
    assert s.current_player == 1 - s.first_player
    assert "trevor" not in args(s)
    events = act(s, "wizard", None)
    second = 1 - s.first_player
    assert s.wizard[second] in s.game.wizards
    name = s.game.wizards[s.wizard[second]].name
    assert f"Player {second + 1} draws {name} at random" in [e.text for e in events]
    assert set(kinds(s)) == {"play"}


def test_basic_game_has_no_wizard_choice() -> None:
    s = new(basic=True)
    assert s.wizard == [None, None] and set(kinds(s)) == {"play"}


def test_basic_game_ignores_wizard_powers() -> None:
    s = new(basic=True)
    me = s.turn_player
    s.wizard[me] = "trevor"
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    assert not any(a.kind == "power" for a in s.legal_actions())


def test_trevor_gem_action_feeds_the_nest() -> None:
    s = full("trevor", "bunny")
    me = s.turn_player
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    top = s.deck[-1]
    act(s, "power", "wizard:trevor:0")
    assert s.nest[-1] == (top, True)


def test_derby_pocket_readies_after_the_roost_card_is_down() -> None:
    s = full("derby_pocket", "trevor")
    me = s.turn_player
    give(s, me, "step")
    put_in_nest(s, "recharge", "push", "push", "blink", "drain", "step")
    act(s, "play", "step")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "use", False)
    act(s, "gem", "skip")
    assert kinds(s) == ["use", "use"] and s.current_player == me
    assert len(s.nest) == 1  # the new Nest card is already down
    act(s, "use", True)
    assert s.ready[me] == 2


def test_abragail_bonus_depends_on_ready_gems_at_turn_start() -> None:
    s = full("abragail", "trevor")
    me = s.turn_player
    give(s, me, "run")
    s.pos[me] = s.bridge.center_lo
    act(s, "play", "run")
    act(s, "dir", away(s))
    assert args(s)[-1] == 4  # started with 1 ready gem


def test_abragail_keeps_the_bonus_after_spending_gems() -> None:
    s = full("abragail", "trevor")
    me = s.turn_player
    assert s.start_ready[me] == 1
    s.ready[me] = 0  # spent during the turn
    s.depleted[me] = 3
    give(s, me, "run")
    s.pos[me] = s.bridge.center_lo
    act(s, "play", "run")
    act(s, "dir", away(s))
    assert args(s)[-1] == 4


def test_abragail_without_ready_gems_has_no_bonus() -> None:
    s = full("abragail", "trevor")
    me = s.turn_player
    s.start_ready[me] = 0
    give(s, me, "run")
    s.pos[me] = s.bridge.center_lo
    act(s, "play", "run")
    act(s, "dir", away(s))
    assert args(s)[-1] == 3


def test_abragail_gets_plus_one_bump_when_she_started_with_one_or_two_ready_gems() -> None:
    """Abragail (proposal): "If you start your turn with 1 or 2 READY green gems, +1 MOVE
    and +1 BUMP this turn"; a BUMP bonus switched on is used in full."""
    s = full("abragail", "trevor")
    me = s.turn_player
    opp = 1 - me
    assert s.start_ready[me] == 1
    give(s, me, "push")
    s.pos[opp] = 10
    without = s.clone()
    without.start_ready[me] = 0
    act(s, "play", "push")
    act(s, "dir", 1)
    assert kinds(s) == ["bonus", "bonus"]
    act(s, "bonus", True)
    assert s.pos[opp] == 13
    act(without, "play", "push")
    act(without, "dir", 1)  # no bonus to offer: the BUMP 2 is done at once
    assert without.pos[opp] == 12 and "bonus" not in kinds(without)


def test_venice_gorn_may_teleport_after_a_move_card_once_per_turn() -> None:
    s = full("venice_gorn", "trevor")
    me = s.turn_player
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 1)
    assert s.current_player == me and kinds(s) == ["use", "use"]
    act(s, "use", True)
    assert kinds(s) == ["dir", "dir"]


def test_venice_gorn_readies_two_gems_on_a_start_tile() -> None:
    s = full("venice_gorn", "trevor")
    me = s.turn_player
    assert s.bridge.has(s.pos[me], "start")
    give(s, me, "push")
    act(s, "play", "push")
    act(s, "dir", toward(s))
    act(s, "power", "wizard:venice_gorn:1")
    assert s.ready[me] == 3


def test_a_power_that_names_no_player_is_done_by_the_current_player() -> None:
    """Rulebook: "if a character card, item or other power doesn't indicate who can do
    the action, it means you (the current player) does the action": Venice Gorn's
    TELEPORT 1 moves her, and her READY readies her own gems, not the rival's."""
    s = full("venice_gorn", "trevor")
    me = s.turn_player
    opp = 1 - me
    s.ready[me], s.depleted[me] = 0, 3
    s.ready[opp], s.depleted[opp] = 0, 3
    give(s, me, "run")
    s.pos[me] = s.bridge.center_lo
    start_opp = s.pos[opp]
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    assert s.current_player == me and kinds(s) == ["use", "use"]
    act(s, "use", True)  # TELEPORT 1
    assert s.current_player == me
    act(s, "dir", toward(s))
    act(s, "dist", 1)
    assert s.pos[me] == s.bridge.center_lo + toward(s) and s.pos[opp] == start_opp
    assert s.bridge.has(s.pos[me], "start")  # where her Gem Action works
    act(s, "power", "wizard:venice_gorn:1")  # READY up to 2 green gems
    assert (s.ready[me], s.depleted[me]) == (2, 1)
    assert (s.ready[opp], s.depleted[opp]) == (0, 3)


def test_bunny_may_move_after_the_wizards_pass() -> None:
    s = full("bunny", "trevor")
    me = s.turn_player
    give(s, me, "run")
    s.pos[me], s.pos[1 - me] = 9, 11
    act(s, "play", "run")
    act(s, "dir", 1)
    act(s, "dist", 3)
    assert s.current_player == me and kinds(s) == ["use", "use"]
    act(s, "use", True)
    assert kinds(s) == ["dir", "dir"]


def test_simultaneous_triggers_are_ordered_by_the_current_player() -> None:
    s = full("grim_tollbeck", "bunny")
    me = s.turn_player
    opp = 1 - me
    assert s.dragon_end == LOW
    s.ready[me], s.depleted[me] = 0, 3
    give(s, me, "blast")
    s.pos[me], s.pos[opp] = 5, 7
    act(s, "play", "blast")
    act(s, "dir", -1)  # opponent 7 -> 4: passes me and ends Threatened
    assert s.current_player == me and kinds(s) == ["order", "order"]
    labels = [a.label for a in s.legal_actions()]
    assert "Grim Tollbeck" in labels[0] and "Bunny" in labels[1]
    act(s, "order", 1)  # Bunny first: the opponent decides whether to use it
    assert s.current_player == opp
    act(s, "use", False)
    assert s.current_player == me  # then Grim Tollbeck
    act(s, "use", True)
    assert s.ready[me] == 1


def test_marla_quartz_readies_a_gem_when_gaining_an_item() -> None:
    s = full("marla_quartz", "trevor")
    me = s.turn_player
    s.ready[me], s.depleted[me] = 3, 0
    give(s, me, "push")
    act(s, "play", "push")
    act(s, "dir", toward(s))
    s.apply(next(a for a in s.legal_actions() if a.kind == "buy"))
    act(s, "use", True)
    assert s.ready[me] == 1


def test_swivel_jax_swaps_with_a_near_opponent() -> None:
    s = full("swivel_jax", "trevor")
    me = s.turn_player
    give(s, me, "push")
    s.pos[me], s.pos[1 - me] = 9, 11
    act(s, "play", "push")
    act(s, "dir", -1)  # opponent to 9
    s.pos[1 - me] = 12
    s.apply(Action("power", ("wizard:swivel_jax:0",)))
    assert s.pos[me] == 12 and s.pos[1 - me] == 9


def test_noor_blinkwright_teleports_further() -> None:
    s = full("noor_blinkwright", "trevor")
    me = s.turn_player
    give(s, me, "blink")
    s.pos[me] = s.bridge.center_lo
    act(s, "play", "blink")
    act(s, "dir", 1)
    assert args(s)[-1] == 6


def test_gem_pouch_readies_a_second_gem() -> None:
    s = new(basic=True)
    me = s.turn_player
    s.item_deck.remove("gem_pouch")
    s.tableau[me].append("gem_pouch")
    s.pos[me] = next(i for i in range(s.bridge.size) if s.bridge.has(i, "gem"))
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "gem", "ready")
    assert kinds(s) == ["use", "use"]
    act(s, "use", True)
    assert s.ready[me] == 3


def test_dragon_bell_is_usable_once_per_nest() -> None:
    s = new(basic=True)
    me = s.turn_player
    s.item_deck.remove("dragon_bell")
    s.tableau[me].append("dragon_bell")
    give(s, me, "run")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "power", "item:dragon_bell:0")
    assert len(s.nest) == 2
    assert "item:dragon_bell:0" in s.used_nest


def test_no_escape_after_the_dragon_check_even_from_an_after_flight_power() -> None:
    """Rulebook: both win conditions come before the Dragon Check; the Dragon never
    changes ends on the turn someone wins. Here Noor's after-FLIGHT TELEPORT passes Bunny,
    whose MOVE 1 would start on a tile the FLIGHT has just made an Exit."""
    from tests.dragon_bridge.helpers import take_card

    s = full("bunny", "noor_blinkwright")
    me = s.turn_player
    opp = 1 - me
    assert s.dragon_end == LOW
    take_card(s, "dazzle")
    s.dragon_power = "dazzle"  # only 3 tiles Threatened: tile 3 is safe, for now
    s.pos[me], s.pos[opp] = 3, 2
    give(s, me, "run")
    put_in_nest(s, "bait", "gale", "blast", "dash")  # 9 wings, 10 with Run
    act(s, "play", "run")
    act(s, "dir", 1)
    act(s, "dist", 0)
    act(s, "gem", "skip")
    assert s.dragon_end != LOW and s.bridge.is_exit(s.pos[me], s.dragon_end)
    assert s.current_player == opp
    act(s, "use", True)  # Noor's after-FLIGHT TELEPORT (1 + 2)
    act(s, "dir", 1)
    act(s, "dist", 2)  # through Bunny's tile
    assert s.current_player == me
    act(s, "use", True)  # Bunny's MOVE 1, from an Exit tile, after the Dragon Check
    assert not s.is_over
    assert kinds(s) == ["dir", "dir"]


def test_a_power_that_moves_states_its_real_distance() -> None:
    """Noor's after-FLIGHT TELEPORT 1 goes up to 3 with her own +2: the offer says so."""
    s = full("noor_blinkwright", "trevor")
    me = s.turn_player
    give(s, me, "run")
    put_in_nest(s, "bait", "gale", "blast", "dash")
    act(s, "play", "run")
    act(s, "dir", away(s))
    act(s, "dist", 0)
    act(s, "gem", "skip")
    assert s.current_player == me and kinds(s) == ["use", "use"]
    label = s.legal_actions()[0].label
    assert (
        label == "Use Noor Blinkwright: After each FLIGHT, TELEPORT 1 (with your bonuses: up to 3)."
    )
