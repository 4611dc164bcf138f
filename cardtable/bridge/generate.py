"""Deals to order: random deals that meet a lesson's constraints.

A teacher wants deals for a theme — "the declaring side has 23 to 26 points, with an
eight-card major fit", "both hands balanced" — and never a 20–20 deal (it would be
thrown in). Deals are drawn with the ``random.Random`` passed in, never the global one,
so a seed gives the same deal every time, and rejected until they fit.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.cards import FULL_DECK, shuffled
from ..engine.games.minibridge import declarer_seat, declaring_side, partner, side_points
from .analysis import is_balanced
from .deal import Board, suit_ranks


class NoDealFound(ValueError):
    """The constraints are too tight (or contradictory) to meet in reasonable time."""


@dataclass(frozen=True)
class Constraints:
    """What a generated deal must satisfy; the defaults accept any deal but a 20–20."""

    dealer: int | None = None  # None: any dealer (drawn at random)
    side: int | None = None  # the declaring side: 0 North–South, 1 East–West, None either
    points: tuple[int, int] = (21, 40)  # the declaring side's combined points, inclusive
    long_suit: int = 0  # a suit at least this long in declarer's or dummy's hand (0: any)
    fit: int = 0  # a suit with at least this many cards between declarer and dummy (0: any)
    balanced: bool = False  # declarer and dummy both balanced

    def check(self) -> None:
        lo, hi = self.points
        if not 21 <= lo <= hi <= 40:
            raise NoDealFound(f"the declaring side's points must be a range within 21–40, not {lo}–{hi}")
        if not 0 <= self.long_suit <= 13 or not 0 <= self.fit <= 13:
            raise NoDealFound("a suit has at most 13 cards")
        if self.balanced and self.long_suit > 5:
            raise NoDealFound("a balanced hand has no suit longer than five cards")


def accepts(hands: tuple[int, ...], dealer: int, c: Constraints) -> bool:
    """Whether a deal meets the constraints (the generator's test, and the tests')."""
    side, decl = declaring_side(hands, dealer), declarer_seat(hands, dealer)
    if side is None or decl is None or (c.side is not None and side != c.side):
        return False
    pts = side_points(hands)[side]
    if not c.points[0] <= pts <= c.points[1]:
        return False
    pair = (hands[decl], hands[partner(decl)])
    if c.balanced and not all(is_balanced(h) for h in pair):
        return False
    if c.long_suit and not any(len(suit_ranks(h, s)) >= c.long_suit for h in pair for s in range(4)):
        return False
    return not c.fit or any(sum(len(suit_ranks(h, s)) for h in pair) >= c.fit for s in range(4))


def generate(rng: random.Random, constraints: Constraints | None = None, number: int = 1, title: str = "",
             max_tries: int = 200_000) -> Board:
    """A random board meeting ``constraints``, drawn from ``rng``."""
    c = constraints or Constraints()
    c.check()
    for _ in range(max_tries):
        cards = shuffled(FULL_DECK, rng)
        hands = [0, 0, 0, 0]
        for i, card in enumerate(cards):
            hands[i % 4] |= 1 << card
        dealer = c.dealer if c.dealer is not None else rng.randrange(4)
        t = tuple(hands)
        if accepts(t, dealer, c):
            return Board(number, dealer, t, title)  # type: ignore[arg-type]
    raise NoDealFound("no deal meets these constraints: try a wider points range or fewer conditions")
