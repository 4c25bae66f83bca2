"""No label runs into another, under a button or out of its panel, at the default text
size or at the largest the settings offer (125 %): each board at positions where its
crowded bars and rows were found to collide, and the shared scenes.

Every case below failed before its fix: the Dragon Bridge gem-phase prompt ran under
its four buttons at 100 %; Dragon Island drew its step names under the set-up and
game-over note and under the final scores; at 125 % Storm the Bridge's "Response stack"
ran into its count, Gemwielders' pool names into theirs and its pile counts past the
panel's foot, Dragon Bridge's gem line past its plaque, the game-over chart's title into
the score's name and the replay's log title out of its panel. Once switches and
choosers counted as buttons and see-through panels as homes for their labels, 125% also
showed Settings' "Colour-blind-safe colours" under its switch, the replay's move count
and "Show everything" under their choosers and Storm's crew legend out of its well.
"""

from __future__ import annotations

import pytest

from game.ui import theme
from tests.ui.inkcheck import problems, scene_problems

SCALES = (1.0, 1.25)

# (game, seed, moves): positions where a bar or row is at its fullest.
POSITIONS = [
    ("dragon_bridge", 1, 5),  # Step's optional move asked in a dialog over the Nest
    ("dragon_bridge", 4, 15),
    ("dragon_bridge", 4, 30),  # the gem phase with an item and a card ability: 4 buttons
    ("dragon_bridge", 4, 160),
    ("dragon_island", 9, 0),  # set-up: the note over the steps
    ("dragon_island", 9, 160),  # the final scores over the side panel
    ("storm_the_bridge", 9, 0),
    ("storm_the_bridge", 4, 15),  # two items waiting
    ("gemwielders", 9, 15),
    ("gemwielders", 4, 60),
    ("clash_of_decks", 9, 30),
    ("clash_of_decks", 4, 100),
]


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize(("game", "seed", "moves"), POSITIONS)
def test_board_labels_stay_apart_at_every_text_size(
    user_home, game: str, seed: int, moves: int, scale: float
) -> None:
    found = scene_problems(
        "play", scale, game=game, seats="human,ai:easy", seed=seed, moves=moves, screenshot="x"
    )
    assert found == []


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("scene", ["gameover", "replay", "setup", "rules"])
def test_game_scenes_keep_their_labels_apart(user_home, scene: str, scale: float) -> None:
    # Dragon Bridge: the longest score name on the chart ("Tiles from the Dragon").
    found = scene_problems(
        scene, scale, game="dragon_bridge", seats="human,ai:easy", seed=9, moves=40, screenshot="x"
    )
    assert found == []


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("scene", ["title", "settings", "statistics", "load"])
def test_menus_keep_their_labels_apart(user_home, scene: str, scale: float) -> None:
    assert scene_problems(scene, scale, screenshot="x") == []


def _drawn(calls) -> list[str]:
    """``calls`` (label or box drawings) on one surface, judged."""
    import pygame

    surface = pygame.Surface((200, 100))
    with theme.recording_ink() as inks:
        for call in calls:
            call(surface)
    return problems(inks, surface)


def test_the_check_sees_two_labels_overlap_and_ignores_what_a_panel_covers() -> None:
    import pygame

    def label(text: str, pos: tuple[int, int]):
        return lambda s: theme.text(s, text, pos, size=14)

    assert _drawn([label("Response stack", (0, 0)), label("2 waiting", (40, 2))]) != []
    assert _drawn([label("Response stack", (0, 0)), label("2 waiting", (0, 40))]) == []
    covered = [
        label("Move", (10, 10)),
        lambda s: theme.panel(s, pygame.Rect(0, 0, 200, 60)),
        label("Set-up: keep a map", (10, 12)),
    ]
    assert _drawn(covered) == []
    spilling = [
        lambda s: theme.panel(s, pygame.Rect(0, 0, 60, 30)),
        label("Discard pile 12", (5, 5)),
    ]
    assert any("spills out" in p for p in _drawn(spilling))


def test_storm_hand_label_keeps_left_of_the_first_card(user_home) -> None:
    # Seven cards push the first to the label's edge; at 125% "Your hand (7)" ran under it.
    from tests.ui.harness import play_at_text_size, step

    with play_at_text_size(1.25, "storm_the_bridge", seed=5, moves=0) as (app, scene):
        step(app, 30)
        with theme.recording_ink() as inks:
            step(app, 1)
        board = scene.board
        count = len(board.sview.hand[board.viewer])
        assert count >= 7
        label = next(i for i in inks if i.label.startswith("Your hand"))
        assert label.rect.right < board.layout.hand_card(0, count).x
