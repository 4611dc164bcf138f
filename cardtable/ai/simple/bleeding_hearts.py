"""Bleeding Hearts by rules of thumb: Bugami's bug suit and card play, plus the two
doubling bids.

Turnip doubles the score for a bug suit nobody knows yet: worth it when no suit of the
hand is dangerous (the turnip's suit is likelier to be one we hold few of). Doublets
doubles a clean score and loses everything on one bug card: only with a bug suit we do not
hold and a hand that wins few tricks (fewer tricks, fewer chances for a bug to be thrown on
them)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.actions import Action, Declare
from ...engine.cards import SUIT_CHARS, Card
from ...engine.phase import Phase
from ...engine.view import PlayerView
from .bugami import play, safest_suit, suit_danger

# The games these rules of thumb play (the package builds its table from it).
GAMES = ("bleeding-hearts",)

# Turnip when the danger of the turnip's suit, averaged over its likely suits, is at most
# this (about a quarter of hands). Measured: the more Turnip the better (always Turnip
# scores about as well as the normal level), so the easy player keeps it to safe hands.
TURNIP_DANGER = 5.0
# Doublets with a void bug suit and at most this many queens, kings and aces.
DOUBLETS_HIGH = 2


def high_cards(hand: Sequence[Card]) -> int:
    """Queens, kings and aces held: the cards that win tricks whoever leads."""
    return sum(1 for c in hand if c.rank >= 12)


def turnip_danger(hand: Sequence[Card]) -> float:
    """The danger of the turnip's suit, each suit weighted by the cards of it we do not
    hold (the turnip is one of them)."""
    weights = [10 - sum(1 for c in hand if c.suit == s) for s in range(4)]
    return sum(w * suit_danger(hand, s) for s, w in enumerate(weights)) / max(1, sum(weights))


def bid(view: PlayerView, rng: random.Random | None = None) -> Action:
    hand = view.hand
    suit = safest_suit(hand)
    if not any(c.suit == suit for c in hand) and high_cards(hand) <= DOUBLETS_HIGH:
        return Declare(view.seat, SUIT_CHARS[suit], True)
    if turnip_danger(hand) <= TURNIP_DANGER:
        return Declare(view.seat, "turnip")
    return Declare(view.seat, SUIT_CHARS[suit])


def choose(view: PlayerView, rng: random.Random) -> Action:
    if view.phase == Phase.BIDDING:
        return bid(view, rng)
    return play(view)


__all__ = ["bid", "choose", "high_cards", "turnip_danger"]
