"""Short wordings for the few card texts (and names) that cannot fit the small faces on
the table.

A compact face prints a card's own text whenever it fits at a legible size; only when it
cannot does it print the shorthand here, and the hover zoom always has every word. The
table is keyed by the *full* text it abbreviates, so a rebalanced card (its text edited
in the content) falls back to its new wording instead of a stale summary, and a test can
flag an entry that no longer abbreviates anything. Rules keywords keep their capitals
(MOVE, BUMP, READY...) so a shorthand reads like the card.
"""

from __future__ import annotations

SHORTHAND: dict[str, str] = {
    # Action cards, for the Nest and market-sized faces.
    "Take a card of your choice from the Nest into your hand.": "Take any Nest card",
    "Turn one Nest card face down, or a face-down Nest card face up.": "Flip a Nest card",
    "MOVE 1, then you may MOVE 1 again.": "MOVE 1, may MOVE 1",
    "Put the top Action card face up into the Nest, then BUMP 1.": "Deck to Nest, BUMP 1",
    "If the opponent is within 3 tiles, exchange places with them; otherwise TELEPORT 1.": (
        "Swap if near, else TELEPORT 1"
    ),
    "BUMP 1, then the opponent DEPLETEs 1 green gem.": "BUMP 1; opponent DEPLETEs 1",
    "READY 1 green gem, then MOVE 1.": "READY 1 gem, MOVE 1",
    # ...and for the part of a card left in sight under the next one in a fanned Nest.
    "TELEPORT 4.": "TELEPORT 4",
    # Items, for the market.
    "When you READY a green gem, you may READY a second one as well.": (
        "READY 1 more gem when you READY"
    ),
    "Gem Action, once per Nest: put the top Action card face up into the Nest.": (
        "Gem Action: top card into the Nest"
    ),
    # Card names, for a fanned Nest (nine cards leave 54 px of each in sight).
    "Thunderbox": "Thunderb.",
    # Wizards, for the set-up pick.
    "Once per turn, after you play a card with MOVE, you may TELEPORT 1. Gem Action on a "
    "Start or Center tile: READY up to 2 green gems.": (
        "After a MOVE card, may TELEPORT 1 (once a turn). Gem Action on Start or Center: "
        "READY up to 2 gems."
    ),
    "After you finish your Action, the opponent gives you a card with BUMP from their hand, "
    "or DEPLETEs 1 green gem (their choice). You may hold 5 cards; you draw only up to 4.": (
        "After your Action the opponent gives you a BUMP card or DEPLETEs 1 gem. Hold 5 "
        "cards; draw up to 4."
    ),
    "After each ROOST, you may search the Action deck for a card and exchange it with a "
    "card from your hand; then shuffle the deck.": (
        "After each ROOST, may swap a hand card for any Action deck card, then shuffle."
    ),
    "+1 MOVE toward the center. Gem Action: set aside every green gem of your tableau; "
    "nobody can use them. At the start of each of your turns one comes back READY; when "
    "you are BUMPED while any are aside, one comes back DEPLETED.": (
        "+1 MOVE toward the center. Gem Action: set every green gem aside; one returns "
        "READY on your turn, or DEPLETED when you are BUMPED."
    ),
    "+1 BUMP toward the Dragon. Gem Action: put one green gem, READY or DEPLETED as it is, "
    "on this card; while it is there your BUMPs get +1 more. It comes back unchanged after "
    "the next FLIGHT or ROOST.": (
        "+1 BUMP toward the Dragon. Gem Action: put a green gem on this card for +1 more "
        "BUMP until the next FLIGHT or ROOST."
    ),
}
