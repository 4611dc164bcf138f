"""Actions: the only way anything changes a round.

An action names the seat it is for. For dummy's cards in Minibridge the seat is dummy's,
while declarer is the one who decides (see ``Round.actor``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import CARDS, Card


@dataclass(frozen=True, slots=True)
class Bid:
    """Bugger Bridge: the number of tricks a seat means to take."""

    seat: int
    tricks: int

    def __str__(self) -> str:
        return f"bid {self.tricks}"


@dataclass(frozen=True, slots=True)
class Declare:
    """Bugami and Bleeding Hearts: a bug suit (``S H D C``), ``zero`` or ``turnip``.

    ``doublets`` (Bleeding Hearts) guarantees to take no card of the bug suit.
    """

    seat: int
    bid: str
    doublets: bool = False

    def __str__(self) -> str:
        return f"{self.bid}{' doublets' if self.doublets else ''}"


@dataclass(frozen=True, slots=True)
class Announce:
    """Minibridge: the high-card points a seat holds, said aloud."""

    seat: int
    points: int

    def __str__(self) -> str:
        return f"{self.points} points"


@dataclass(frozen=True, slots=True)
class ChooseContract:
    """Minibridge: declarer's strain (``C D H S NT``) and part-score or game."""

    seat: int
    strain: str
    game: bool

    def __str__(self) -> str:
        return f"{'game' if self.game else 'part-score'} in {self.strain}"


@dataclass(frozen=True, slots=True)
class Play:
    """A card from ``seat``'s hand to the trick."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return str(self.card)


Action = Bid | Declare | Announce | ChooseContract | Play


class SharedTable(tuple[Any, ...]):
    """A table of immutable values that every round shares: a deep copy of a round (a claim
    check, a search) shares it too, instead of copying hundreds of frozen values."""

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, object]) -> SharedTable:
        return self


# Seats the ready-made tables of plays (here) and of card-played events cover: more than any
# table of the five games seats.
TABLE_SEATS = 16

# ``PLAYS[seat][card]``: every play of the first :data:`TABLE_SEATS` seats, built once.
# Actions are frozen values, so one shared object serves every round, and listing the legal
# plays allocates no action per card.
PLAYS: tuple[tuple[Play, ...], ...] = SharedTable(tuple(Play(s, c) for c in CARDS) for s in range(TABLE_SEATS))


def plays_of(n: int) -> tuple[tuple[Play, ...], ...]:
    """The table of plays for seats ``0..n-1``: the shared one, or one built for a larger table."""
    return PLAYS if n <= TABLE_SEATS else SharedTable(tuple(Play(s, c) for c in CARDS) for s in range(n))


# ``BIDS[seat][tricks]``: every Bugger Bridge bid of 0 to 52 tricks by the first
# :data:`TABLE_SEATS` seats, built once, like :data:`PLAYS`.
BIDS: tuple[tuple[Bid, ...], ...] = SharedTable(tuple(Bid(s, k) for k in range(53)) for s in range(TABLE_SEATS))


def bids_of(n: int) -> tuple[tuple[Bid, ...], ...]:
    """The table of bids for seats ``0..n-1``: the shared one, or one built for a larger table."""
    return BIDS if n <= TABLE_SEATS else SharedTable(tuple(Bid(s, k) for k in range(53)) for s in range(n))
