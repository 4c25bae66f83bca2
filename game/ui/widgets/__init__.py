"""Reusable widgets drawn with the table's theme (buttons, dialogs, scrolling text...)."""

from game.ui.widgets.button import Button
from game.ui.widgets.controls import Cycle, Slider, Toggle
from game.ui.widgets.counter import Counter
from game.ui.widgets.dialog import ChoiceDialog
from game.ui.widgets.scrolltext import ScrollText
from game.ui.widgets.textfield import TextField
from game.ui.widgets.toast import Toast
from game.ui.widgets.tooltip import draw_tooltip

__all__ = [
    "Button",
    "ChoiceDialog",
    "Counter",
    "Cycle",
    "ScrollText",
    "Slider",
    "TextField",
    "Toast",
    "Toggle",
    "draw_tooltip",
]
