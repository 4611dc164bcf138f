"""Exact search of small endgames on one determinized deal.

With few cards left the whole game tree is small, and searching it beats any rollout.
In the games where every player scores for themself (Bugger Bridge, Bugami), the search
is max-n: each seat plays the card that gives it the best final utility, assuming the
same of every other seat. Cards equivalent for trick-taking are searched once.
"""

from __future__ import annotations

from collections.abc import Callable

from .candidates import card_classes
from .tricksim import TrickSim

Payoff = Callable[[TrickSim], list[float]]


def maxn(sim: TrickSim, payoff: Payoff, played: int = 0) -> list[float]:
    """Utilities of every seat when all play perfectly for themselves from ``sim`` on.

    ``played`` is the mask of cards out of play (only used to merge equivalent cards).
    """
    if not sim.left:
        return payoff(sim)
    seat = sim.to_act
    legal = sim.legal(seat)
    if not legal & (legal - 1):
        child = sim.copy()
        child.play(legal.bit_length() - 1)
        return maxn(child, payoff, played | legal)
    gone = played
    for h in sim.hands:
        gone |= h
    for c in sim.trick:  # a card in the trick may sit between two of ours and split them
        gone |= 1 << c
    # Cards of no hand are out of play: with them and own cards as filler, touching cards merge.
    out_of_play = ~gone
    best: list[float] | None = None
    for c in card_classes(legal, sim.hands[seat], played | out_of_play):
        child = sim.copy()
        child.play(c)
        values = maxn(child, payoff, played | (1 << c))
        if best is None or values[seat] > best[seat]:
            best = values
    assert best is not None  # a seat to play has at least one legal card
    return best


def plays_left(sim: TrickSim) -> int:
    return sum(h.bit_count() for h in sim.hands)


__all__ = ["maxn", "plays_left"]
