"""Sparks: a tiny hidden-information card game used only by the tests.

It has every mechanism the real games lean on, in miniature: hidden hands and a
shuffled deck (views and determinization), a choice inside a card's effect, a target
choice, and an out-of-turn response window in which every other seat may counter.
2 to 4 players. Not shipped.
"""
