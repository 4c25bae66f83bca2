"""One package per game: ``game.engines.<id>`` exposes ``create_game(content_root)``."""
