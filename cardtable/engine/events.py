"""Events: what an action did, for the table to animate and the score sheet to show.

Events carry only what every seat may know at that moment; hidden information (another
seat's hand, a secret bid before the reveal) never travels in an event.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True, slots=True)
class RoundStarted:
    index: int  # 0-based round number in the match
    dealer: int
    hand_sizes: tuple[int, ...]
    trump: int | None  # suit number, None for no trumps or not yet known


@dataclass(frozen=True, slots=True)
class TurnedUp:
    """Bugger Bridge's trump card, face up on the stock."""

    card: Card


@dataclass(frozen=True, slots=True)
class BidMade:
    seat: int
    tricks: int
    changed: bool  # True when the seat changed an earlier bid


@dataclass(frozen=True, slots=True)
class BiddingClosed:
    total: int
    tricks: int
    status: str  # "even", "over" or "under"


@dataclass(frozen=True, slots=True)
class BidCommitted:
    """A secret bid was made; what it is stays hidden until the reveal."""

    seat: int


@dataclass(frozen=True, slots=True)
class BidsRevealed:
    bids: tuple[str, ...]
    doublets: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class TurnipRevealed:
    card: Card


@dataclass(frozen=True, slots=True)
class PointsAnnounced:
    seat: int
    points: int


@dataclass(frozen=True, slots=True)
class Redeal:
    """A Minibridge 20–20 deal: thrown in, the same dealer deals again."""

    dealer: int


@dataclass(frozen=True, slots=True)
class DeclarerChosen:
    declarer: int
    dummy: int


@dataclass(frozen=True, slots=True)
class DummyExposed:
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ContractChosen:
    declarer: int
    strain: str
    game: bool
    target: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon:
    seat: int
    cards: tuple[Card, ...]  # in play order, plus any cards that go with the last trick
    number: int  # 1-based trick number in the round


@dataclass(frozen=True, slots=True)
class RoundScored:
    tricks: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchOver:
    totals: tuple[int, ...]
    winners: tuple[int, ...]
