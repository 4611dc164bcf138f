"""Dumb-Bunny Bridge by rules of thumb, inside the forced plays of the must-beat rule.

The rule often leaves one card or a few; among them, take the trick as cheaply as
possible unless partner is already winning it, in which case play low (a trump only when
nothing else is allowed), so as not to waste a winner on the side's own trick. Blind
hands cannot be seen, so the card is a random one.
"""

from __future__ import annotations

import random

from ...engine.actions import Action, Play
from ...engine.cards import CARDS
from ...engine.trick import winner_index
from ...engine.view import PlayerView
from . import choose_card


def partner_winning(view: PlayerView) -> bool:
    """Is the card now winning the trick partner's? (Seats in a view are table seats.)"""
    if not view.trick:
        return False
    n = len(view.players)
    winner = (view.leader + winner_index(list(view.trick), view.trump)) % n
    return winner == (view.seat + n // 2) % n


def choose(view: PlayerView, rng: random.Random) -> Action:
    if view.info.get("blind"):
        return rng.choice(view.legal)
    if partner_winning(view):
        plays = [a for a in view.legal if isinstance(a, Play)]
        return min(plays, key=lambda a: (CARDS[a.card].suit == view.trump, CARDS[a.card].rank))
    return choose_card(view, want_trick=True)


__all__ = ["choose", "partner_winning"]
