"""Cards, suits, ranks, notation and card sets as bit masks.

A card is a small integer ``suit * 13 + (rank - 2)`` wrapped in :class:`Card`, an ``int``
subclass, so that it can be used directly as a bit index: ``1 << card``. Sets of cards
(hands, tricks won, the unseen cards) are plain ``int`` bit masks; the rules engine and
the computer players work on masks because that keeps the hot path free of allocation.

Notation is rank + suit, rank in ``23456789TJQKA`` and suit in ``SHDC``: ``TH`` is the
ten of hearts.

>>> Card.parse("TH")
Card('TH')
>>> Card.parse("TH").rank, Card.parse("TH").suit
(10, Suit.HEARTS)
>>> [str(c) for c in cards_of(mask_of(parse_cards("AS 2C")))]
['AS', '2C']
"""

from __future__ import annotations

import enum
import functools
import random
from collections.abc import Iterable, Iterator

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "SHDC"


class Suit(enum.IntEnum):
    """The four suits, in the order of the notation ``SHDC``."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return SUIT_CHARS[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def noun(self) -> str:
        """The plural word for the suit, as in 'must follow hearts'."""
        return ("spades", "hearts", "diamonds", "clubs")[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit letter (``S``, ``H``, ``D``, ``C``; any case)."""
        if isinstance(text, str) and len(text) == 1 and text.upper() in SUIT_CHARS:
            return cls(SUIT_CHARS.index(text.upper()))
        raise ValueError(f"not a suit: {text!r} (expected one of S, H, D, C)")

    def __str__(self) -> str:
        return self.letter

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


class Card(int):
    """One playing card; an ``int`` from 0 to 51 with notation and properties."""

    __slots__ = ()

    def __new__(cls, index: int) -> Card:
        if not 0 <= index < 52:
            raise ValueError(f"card index out of range: {index}")
        return int.__new__(cls, index)

    @classmethod
    def of(cls, rank: int, suit: Suit | int) -> Card:
        """The card of ``rank`` (2..14, ace high) in ``suit``."""
        if not 2 <= rank <= 14:
            raise ValueError(f"rank out of range: {rank}")
        return CARDS[int(suit) * 13 + rank - 2]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``AS``, ``TH``, ``10h``: rank then suit, any case."""
        if not isinstance(text, str):
            raise ValueError(f"not a card: {text!r}")
        card = _BY_NOTATION.get(text)  # the notation records and deals are written in
        if card is not None:
            return card
        t = text.strip().upper()
        if t.startswith("10"):
            t = "T" + t[2:]
        if len(t) != 2 or t[0] not in RANK_CHARS or t[1] not in SUIT_CHARS:
            raise ValueError(f"not a card: {text!r} (expected rank 2-9TJQKA and suit SHDC, like TH)")
        return CARDS[SUIT_CHARS.index(t[1]) * 13 + RANK_CHARS.index(t[0])]

    @property
    def rank(self) -> int:
        """2..14; the ace is 14."""
        return int(self) % 13 + 2

    @property
    def suit(self) -> Suit:
        return SUITS[int(self) // 13]

    @property
    def bit(self) -> int:
        return 1 << int(self)

    @property
    def pretty(self) -> str:
        """Rank and suit symbol for people: ``10♥``."""
        r = "10" if self.rank == 10 else RANK_CHARS[self.rank - 2]
        return r + self.suit.symbol

    def __str__(self) -> str:
        return RANK_CHARS[int(self) % 13] + SUIT_CHARS[int(self) // 13]

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


SUITS: tuple[Suit, ...] = tuple(Suit)
CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(52))
# Each card by its exact notation (``TH``): reading a record or a deal is then a lookup.
_BY_NOTATION: dict[str, Card] = {str(c): c for c in CARDS}

# All 13 bits of one suit, indexed by suit.
SUIT_MASKS: tuple[int, ...] = tuple(0x1FFF << (13 * s) for s in range(4))
# The mask of a card's suit, indexed by card: one lookup instead of a division and an index
# on the play path.
SUIT_MASK_OF: tuple[int, ...] = tuple(SUIT_MASKS[c // 13] for c in range(52))
FULL_DECK = (1 << 52) - 1


def rank_mask(ranks: Iterable[int]) -> int:
    """Mask of every card whose rank is in ``ranks`` (used to take ranks out of a pack)."""
    m = 0
    for r in ranks:
        for s in range(4):
            m |= 1 << (s * 13 + r - 2)
    return m


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Cards from ``"AS KH"`` or ``["AS", "KH"]``."""
    items = text.split() if isinstance(text, str) else list(text)
    return [Card.parse(t) for t in items]


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, lowest index first (spades 2..A, hearts, diamonds, clubs)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out


@functools.lru_cache(maxsize=4096)
def notation_of(mask: int) -> tuple[str, ...]:
    """The cards of a mask in record notation (``TH``), lowest index first. A record writes
    every dealt hand at every autosave (after every action), and a hand never changes once
    dealt: each is written out once.

    >>> notation_of(mask_of(parse_cards("AS 2C")))
    ('AS', '2C')
    """
    return tuple(str(c) for c in cards_of(mask))


def iter_bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def count(mask: int) -> int:
    return mask.bit_count()


def highest(mask: int) -> Card:
    """Highest card of a mask that holds cards of one suit (highest index overall)."""
    return CARDS[mask.bit_length() - 1]


def lowest(mask: int) -> Card:
    return CARDS[(mask & -mask).bit_length() - 1]


def suit_of(card: int) -> int:
    return card // 13


def format_cards(cards: Iterable[int]) -> str:
    return " ".join(str(CARDS[c]) for c in cards)


def format_mask(mask: int) -> str:
    """Cards of a mask grouped by suit, high first: ``AS KS 7H``."""
    out = []
    for s in range(4):
        m = mask & SUIT_MASKS[s]
        while m:
            top = m.bit_length() - 1
            out.append(str(CARDS[top]))
            m ^= 1 << top
    return " ".join(out)


def deck(removed_ranks: Iterable[int] = ()) -> int:
    """A pack as a mask: 52 cards, or fewer with whole ranks taken out."""
    return FULL_DECK & ~rank_mask(removed_ranks)


def shuffled(mask: int, rng: random.Random) -> list[Card]:
    """The cards of ``mask`` in a random order drawn from ``rng`` (never the global one).

    The order is exactly ``rng.shuffle``'s: for a plain :class:`random.Random` the same
    Fisher–Yates swaps from the same ``getrandbits`` draws are made here without two
    Python calls per card, which halves the cost of a deal (``tests/test_engine_speed_paths.py``
    checks that both orders agree). Any other generator shuffles itself.
    """
    cards = list(CARDS) if mask == FULL_DECK else cards_of(mask)  # the same list, without 52 bit scans
    if type(rng) is not random.Random:
        rng.shuffle(cards)
        return cards
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        size = i + 1
        bits = size.bit_length()
        j = getrandbits(bits)
        while j >= size:  # rejection, so that every j below size is equally likely
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def random_card(mask: int, rng: random.Random) -> Card:
    """One card of a non-empty mask, uniformly."""
    k = int(rng.random() * mask.bit_count())  # faster than randrange on the hot path
    for _ in range(k):
        mask &= mask - 1
    return CARDS[(mask & -mask).bit_length() - 1]


# Every ace, king, queen and jack of the deck, a mask each (rank bit of each suit).
_ACES, _KINGS, _QUEENS, _JACKS = (sum(1 << (13 * s + r) for s in range(4)) for r in (12, 11, 10, 9))


def hcp(mask: int) -> int:
    """High-card points of a hand: A 4, K 3, Q 2, J 1. Counted by rank over the four suits
    at once (four bit counts): the players' layout sampling asks it tens of thousands of
    times per decision."""
    return (4 * (mask & _ACES).bit_count() + 3 * (mask & _KINGS).bit_count()
            + 2 * (mask & _QUEENS).bit_count() + (mask & _JACKS).bit_count())
