"""The board kit: cards, rows and hands, tracks, lanes, hex grids, tokens and tweens that
every game's board is assembled from."""
