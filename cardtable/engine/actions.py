"""Actions: the only way anything changes a round.

An action names the seat it is for. For dummy's cards in Minibridge the seat is dummy's,
while declarer is the one who decides (see ``Round.actor``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


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
