"""The prompt bar's button layout shared by the boards (game.ui.kit.buttonbar)."""

from __future__ import annotations

import pygame

from game.ui.kit.buttonbar import GAP, button_rows

BAR = pygame.Rect(100, 500, 800, 40)


def test_one_row_right_aligned_in_order_the_first_leftmost() -> None:
    placed = button_rows(BAR, [100, 120, 90], 0.6)
    assert [i for i, _ in placed] == [2, 1, 0]  # the rightmost first
    rects = dict(placed)
    assert rects[2].right == BAR.right - 6
    assert rects[1].right == rects[2].x - GAP and rects[0].right == rects[1].x - GAP
    assert all(r.y == BAR.y + 4 and r.h == BAR.h - 8 for r in rects.values())


def test_rows_that_do_not_fit_stack_upward() -> None:
    placed = button_rows(BAR, [200, 200, 200, 200], 0.6)  # 480 px of room: two a row
    rects = dict(placed)
    assert rects[0].y == rects[1].y == BAR.y + 4
    assert rects[2].y == rects[3].y == BAR.y + 4 - (BAR.h - 2)
    assert rects[1].right == rects[3].right == BAR.right - 6
    assert all(r.x >= BAR.right - 0.6 * BAR.w - 6 for r in rects.values())


def test_a_button_wider_than_the_share_still_gets_a_row_of_its_own() -> None:
    placed = button_rows(BAR, [700, 100], 0.6)
    rects = dict(placed)
    assert rects[0].w == 700 and rects[1].y < rects[0].y
