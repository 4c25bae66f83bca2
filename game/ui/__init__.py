"""The pygame-ce table: app loop, scenes, widgets, board kit and the boards of each game."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
