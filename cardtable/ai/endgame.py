"""Exact search of small endgames on one determinized deal.

With few cards left the whole game tree is small, and searching it beats any rollout.
In the games where every player scores for themself (Bugger Bridge, Bugami), the search
is max-n: each seat plays the card that gives it the best final utility, assuming the
same of every other seat. Cards equivalent for trick-taking are searched once.

The tree is walked on one copy of the deal, each card played and then taken back, rather
than on a fresh copy of the deal per card: the hard players search hundreds of thousands
of positions, and the copies cost more than the search.
"""

from __future__ import annotations

from collections.abc import Callable

from .candidates import card_classes
from .tricksim import TrickSim

Payoff = Callable[[TrickSim], list[float]]


def maxn(sim: TrickSim, payoff: Payoff, played: int = 0) -> list[float]:
    """Utilities of every seat when all play perfectly for themselves from ``sim`` on
    (``sim`` itself is left as it was).

    ``played`` is the mask of cards out of play (only used to merge equivalent cards).
    """
    if not sim.left:
        return payoff(sim)
    return _search(sim.copy(), payoff, played)


def _search(sim: TrickSim, payoff: Payoff, played: int) -> list[float]:
    """:func:`maxn` of a position with a card still to play, walked in place: every card
    played is taken back before the next is tried, so ``sim`` ends as it began. Of equal
    best utilities for the seat to play the first card tried wins (the lowest class)."""
    n = sim.n
    hands = sim.hands
    trick = sim.trick
    seat = (sim.leader + len(trick)) % n
    hand = hands[seat]
    legal = sim.legal(seat)
    cards: tuple[int, ...] | list[int]
    if not legal & (legal - 1):
        cards = (legal.bit_length() - 1,)
    else:
        gone = played
        for h in hands:
            gone |= h
        for c in trick:  # a card in the trick may sit between two of ours and split them
            gone |= 1 << c
        # Cards of no hand are out of play: with them and own cards as filler, touching cards merge.
        cards = card_classes(legal, hand, played | ~gone)
    win_card, win_pos = sim.win_card, sim.win_pos
    closes = len(trick) == n - 1
    best: list[float] | None = None
    for c in cards:
        hands[seat] = hand & ~(1 << c)
        sim._add(c)
        if closes:  # the trick is won: as TrickSim.play closes it, and opened again after
            leader, last_winner = sim.leader, sim.last_winner
            winner = (leader + sim.win_pos) % n
            won = sim.won[winner]
            taken = 0
            for t in trick:
                taken |= 1 << t
            sim.tricks[winner] += 1
            sim.won[winner] = won | taken
            sim.trick = []
            sim.leader = sim.last_winner = winner
            sim.left -= 1
            values = _search(sim, payoff, played | (1 << c)) if sim.left else payoff(sim)
            sim.left += 1
            sim.leader, sim.last_winner = leader, last_winner
            sim.trick = trick
            sim.won[winner] = won
            sim.tricks[winner] -= 1
        else:
            values = _search(sim, payoff, played | (1 << c))
        trick.pop()
        sim.win_card, sim.win_pos = win_card, win_pos
        if best is None or values[seat] > best[seat]:
            best = values
    hands[seat] = hand
    assert best is not None  # a seat to play has at least one legal card
    return best


def plays_left(sim: TrickSim) -> int:
    return sum(h.bit_count() for h in sim.hands)


__all__ = ["maxn", "plays_left"]
