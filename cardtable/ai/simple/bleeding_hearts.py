"""Bleeding Hearts by rules of thumb: Bugami's bug suit and card play, plus the two
doubling bids, made only when the hand makes them nearly safe."""

from __future__ import annotations

import random

from ...engine.actions import Action, Declare
from ...engine.cards import SUIT_CHARS
from ...engine.view import PlayerView
from .bugami import play, safest_suit, suit_danger


def high_cards(view: PlayerView) -> int:
    """Queens, kings and aces held: the cards that win tricks whoever leads."""
    return sum(1 for c in view.hand if c.rank >= 12)


def bid(view: PlayerView, rng: random.Random) -> Action:
    """Doublets when the bug suit is void or only small cards and the hand wins few tricks
    (few tricks means few chances for others to throw a bug on us); Turnip now and then
    when no suit is dangerous, since the turnip's suit could be any; else the safest suit."""
    suit = safest_suit(view.hand)
    held = [c for c in view.hand if c.suit == suit]
    if high_cards(view) <= 2 and all(c.rank <= 5 for c in held):
        return Declare(view.seat, SUIT_CHARS[suit], True)
    worst = max(suit_danger(view.hand, s) for s in range(4))
    if worst <= 5.0 and high_cards(view) <= 3 and rng.random() < 0.5:
        return Declare(view.seat, "turnip")
    return Declare(view.seat, SUIT_CHARS[suit])


def choose(view: PlayerView, rng: random.Random) -> Action:
    if view.phase == "bidding":
        return bid(view, rng)
    return play(view)


__all__ = ["bid", "choose", "high_cards"]
