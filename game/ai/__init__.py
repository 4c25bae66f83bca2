"""Agents that play any game through the core protocol, their levels, and the arena.

Nothing here imports pygame or an engine: the agents see a ``State`` view and the
``Game`` heuristics, so a new engine gets a strong AI by implementing the protocol.
"""
