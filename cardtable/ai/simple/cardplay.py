"""Card play every simple player shares: win a trick as cheaply as possible, or shed the
highest card that does not win. The game modules build their rules of thumb on it."""

from __future__ import annotations

from ...engine.actions import Action, Play
from ...engine.cards import CARDS
from ...engine.trick import winner_index
from ...engine.view import PlayerView


def wins_now(view: PlayerView, card: int) -> bool:
    """Would ``card`` be winning the trick in progress once played (before later seats)?"""
    trick = [*view.trick, card]
    return winner_index(trick, view.trump) == len(trick) - 1


def choose_card(view: PlayerView, want_trick: bool) -> Action:
    """Win as cheaply as possible when a trick is wanted, else shed the highest card that
    does not win (or the lowest when every card wins). Leads: highest to win, lowest to duck.

    The card comes from ``view.legal`` (the plays of the seat to act, which may be dummy's).
    """
    plays = [a for a in view.legal if isinstance(a, Play)]

    def rank(a: Play) -> int:
        return CARDS[a.card].rank

    if not view.trick:
        return max(plays, key=rank) if want_trick else min(plays, key=rank)
    winners = [a for a in plays if wins_now(view, a.card)]
    losers = [a for a in plays if not wins_now(view, a.card)]
    if want_trick:
        if winners:
            return min(winners, key=lambda a: (CARDS[a.card].suit == view.trump, rank(a)))
        return min(plays, key=rank)
    if losers:
        return max(losers, key=rank)
    return min(plays, key=rank)
