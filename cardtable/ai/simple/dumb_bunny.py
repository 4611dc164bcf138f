"""Dumb-Bunny Bridge by rules of thumb, inside the forced plays of the must-beat rule.

A player scores their side's tricks — in a swap hand the other side's, so there the
rules turn round and every seat tries to lose tricks.

Wanting tricks: lead a sure winner (the best card left of its suit) if there is one,
else a low card of a long side suit, keeping trumps; take a trick as cheaply as
possible — with a sure winner when a later opponent could still overtake — unless
partner is already winning it, in which case play low (a trump only when nothing else
is allowed). Wanting to lose them (swap): lead low, duck with the highest card that does
not win, and when forced to win, win low if a later seat may have to overtake, else
with the highest card (shed it). Blind hands cannot be seen, so the card is a random one.
"""

from __future__ import annotations

import random

from ...engine.actions import Action, Play
from ...engine.cards import CARDS, SUIT_MASKS, mask_of
from ...engine.games.dumb_bunny import DumbBunnyInfo
from ...engine.trick import winner_index
from ...engine.view import PlayerView
from ..viewtools import blind_choice
from .cardplay import wins_now

# The games these rules of thumb play (the package builds its table from it).
GAMES = ("dumb-bunny",)


def partner_winning(view: PlayerView) -> bool:
    """Is the card now winning the trick partner's? (Seats in a view are table seats.)"""
    if not view.trick:
        return False
    n = len(view.players)
    winner = (view.leader + winner_index(list(view.trick), view.trump)) % n
    return winner == (view.seat + n // 2) % n


def is_master(card: int, known: int) -> bool:
    """Is ``card`` the best card left of its suit (every higher one is ``known``: held or played)?"""
    above = SUIT_MASKS[card // 13] & ~((2 << card) - 1)
    return above & ~known == 0


def choose(view: PlayerView, rng: random.Random) -> Action:
    if view.info.blind:
        return blind_choice(view)
    plays = [a for a in view.legal if isinstance(a, Play)]
    if len(plays) == 1:
        return plays[0]
    trump = view.trump
    want = not view.info_as(DumbBunnyInfo).swap
    known = mask_of(view.hand) | view.played

    def rank(a: Play) -> int:
        return CARDS[a.card].rank

    def is_trump(a: Play) -> bool:
        return CARDS[a.card].suit == trump

    def cheap(a: Play) -> tuple[bool, int]:
        return is_trump(a), rank(a)

    if not view.trick:
        if not want:
            return min(plays, key=cheap)
        masters = [a for a in plays if is_master(a.card, known)]
        if masters:
            return max(masters, key=lambda a: (not is_trump(a), rank(a)))
        lengths = [sum(1 for b in plays if CARDS[b.card].suit == CARDS[a.card].suit) for a in plays]
        return min(zip(plays, lengths, strict=True),
                   key=lambda p: (is_trump(p[0]), -p[1], rank(p[0])))[0]
    later = len(view.players) - 1 - len(view.trick)  # seats still to play after this one
    winners = [a for a in plays if wins_now(view, a.card)]
    losers = [a for a in plays if a not in winners]
    if not want:
        if losers:
            return max(losers, key=rank)
        if later:
            return min(winners, key=rank)
        return max(winners, key=lambda a: (not is_trump(a), rank(a)))
    if partner_winning(view):
        return min(losers or plays, key=cheap)
    if winners:
        if later:
            masters = [a for a in winners if is_master(a.card, known)]
            if masters:
                return min(masters, key=cheap)
        return min(winners, key=cheap)
    return min(plays, key=cheap)


__all__ = ["choose", "is_master", "partner_winning"]
