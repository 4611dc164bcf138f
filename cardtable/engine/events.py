"""Events: what an action did, for the table to animate and the score sheet to show.

Events carry only what every seat may know at that moment; hidden information (another
seat's hand, a secret bid before the reveal) never travels in an event.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import TABLE_SEATS, SharedTable
from .cards import CARDS, Card


class Event:
    """Base of every event: what :meth:`Round.apply` and the match return, in order.

    Each event is a small frozen class; a consumer tells them apart by their type.
    """

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    index: int  # 0-based round number in the match
    dealer: int
    hand_sizes: tuple[int, ...]
    trump: int | None  # suit number, None for no trumps or not yet known


@dataclass(frozen=True, slots=True)
class TurnedUp(Event):
    """Bugger Bridge's trump card, face up on the stock."""

    card: Card


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    seat: int
    tricks: int
    changed: bool  # True when the seat changed an earlier bid


@dataclass(frozen=True, slots=True)
class BiddingClosed(Event):
    total: int
    tricks: int
    status: str  # "even", "over" or "under"


@dataclass(frozen=True, slots=True)
class BidCommitted(Event):
    """A secret bid was made; what it is stays hidden until the reveal."""

    seat: int


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    bids: tuple[str, ...]
    doublets: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class TurnipRevealed(Event):
    card: Card


@dataclass(frozen=True, slots=True)
class PointsAnnounced(Event):
    seat: int
    points: int


@dataclass(frozen=True, slots=True)
class Redeal(Event):
    """A Minibridge 20–20 deal: thrown in, the same dealer deals again."""

    dealer: int


@dataclass(frozen=True, slots=True)
class DeclarerChosen(Event):
    declarer: int
    dummy: int


@dataclass(frozen=True, slots=True)
class DummyExposed(Event):
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ContractChosen(Event):
    declarer: int
    strain: str
    game: bool
    target: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    seat: int
    cards: tuple[Card, ...]  # in play order, plus any cards that go with the last trick
    number: int  # 1-based trick number in the round


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    tricks: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchOver(Event):
    totals: tuple[int, ...]
    winners: tuple[int, ...]


# ``CARD_PLAYED[seat][card]``: the event of every card of the first ``TABLE_SEATS`` seats,
# built once; events are frozen values, so a round returns the shared one (see :func:`card_played_of`).
CARD_PLAYED: tuple[tuple[CardPlayed, ...], ...] = SharedTable(
    tuple(CardPlayed(s, c) for c in CARDS) for s in range(TABLE_SEATS)
)


def card_played_of(n: int) -> tuple[tuple[CardPlayed, ...], ...]:
    """The table of card-played events for seats ``0..n-1``: the shared one, or one built for a larger table."""
    return CARD_PLAYED if n <= TABLE_SEATS else SharedTable(tuple(CardPlayed(s, c) for c in CARDS) for s in range(n))
