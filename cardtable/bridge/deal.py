"""A Minibridge board: the dealer and four hands, with the PBN deal notation.

The engine keeps hands as card bit masks in seat order North, East, South, West (0..3);
a :class:`Board` adds what an exercise needs around them (its number and title), and can
be written as the PBN ``Deal`` string (``"W:J98.QJT8.9752.T8 T532.AK4.K83.A53 ..."``:
the first hand's seat, then the hands clockwise, suits ♠.♥.♦.♣ high card first).

The deal string is read here rather than through endplay so that the deal editor and the
exercise sets can check a deal without paying for endplay's import; the PBN *file*
reader (:mod:`cardtable.bridge.pbn`) uses endplay's parser for everything around it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ..engine.cards import CARDS, FULL_DECK, RANK_CHARS, SUIT_MASKS, Card
from ..engine.games.minibridge import SEAT_LETTERS, SEAT_NAMES
from ..words import rank_sign, translate

# Suit symbols in the engine's suit order (spades, hearts, diamonds, clubs).
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
SUIT_SINGULAR = ("spade", "heart", "diamond", "club")


# The strain order of a stored double-dummy row.
DD_STRAINS = ("C", "D", "H", "S", "NT")


class DealError(ValueError):
    """A deal that is not four hands of 13 different cards; the message says what is wrong."""


def seat_letter(seat: int) -> str:
    return SEAT_LETTERS[seat]


def seat_name(seat: int) -> str:
    return SEAT_NAMES[seat]


def parse_seat(text: str) -> int:
    """``N``/``north`` (any case) to a seat number."""
    t = str(text).strip().upper()
    for i, name in enumerate(SEAT_NAMES):
        if t in (name[0], name.upper()):
            return i
    raise DealError(f"not a seat: {text!r} (expected N, E, S or W)")


# The ranks of each 13-bit suit holding, highest first, filled as holdings are met: the
# deal analysis and the lead advice ask for a suit's ranks hundreds of times per deal.
_RANKS_OF: dict[int, tuple[int, ...]] = {}


def suit_ranks(mask: int, suit: int) -> list[int]:
    """Ranks (2..14) a hand holds in ``suit``, highest first (a new list each call)."""
    bits = (mask & SUIT_MASKS[suit]) >> (13 * suit)
    ranks = _RANKS_OF.get(bits)
    if ranks is None:
        ranks = _RANKS_OF[bits] = tuple(r + 2 for r in range(12, -1, -1) if bits >> r & 1)
    return list(ranks)


def rank_char(rank: int) -> str:
    return RANK_CHARS[rank - 2]


def holding_text(ranks: Sequence[int], ten: str = "T") -> str:
    """``AKT4`` (or ``AK104`` with ``ten="10"``) for a list of ranks, the honours in the app's
    language (``ARV4`` in French); ``—`` for a void."""
    if not ranks:
        return "—"
    return "".join(ten if r == 10 else rank_sign(r) for r in ranks)


def card_text(card: Card | int) -> str:
    """``♥Q`` / ``♠10``: how the explanations name a card (``♥D`` in French)."""
    c = CARDS[int(card)]
    return SUIT_SYMBOLS[c.suit] + rank_sign(c.rank)


def card_code(card: Card | int) -> str:
    """Suit then rank, as in PBN and docs/CLI.md (``HQ`` is the queen of hearts)."""
    c = CARDS[int(card)]
    return "SHDC"[c.suit] + rank_char(c.rank)


def parse_card_code(text: str) -> Card:
    """Read ``HQ`` (suit first) or ``QH`` (rank first, the record's notation)."""
    t = str(text).strip().upper().replace("10", "T")
    if len(t) == 2 and t[0] in "SHDC" and t[1] in RANK_CHARS:
        t = t[1] + t[0]
    return Card.parse(t)


def hand_to_pbn(mask: int) -> str:
    return ".".join("".join(rank_char(r) for r in suit_ranks(mask, s)) for s in range(4))


def deal_to_pbn(hands: Sequence[int], first: int = 0) -> str:
    """The PBN ``Deal`` value: ``first``'s hand, then clockwise."""
    return SEAT_LETTERS[first] + ":" + " ".join(hand_to_pbn(hands[(first + i) % 4]) for i in range(4))


def _hand_from_pbn(text: str, who: str) -> int:
    suits = text.split(".")
    if len(suits) != 4:
        raise DealError(f"{who}'s hand {text!r} needs four suits separated by dots (♠.♥.♦.♣)")
    mask = 0
    for s, ranks in enumerate(suits):
        for ch in ranks.upper():
            if ch not in RANK_CHARS:
                raise DealError(f"{who}'s hand {text!r}: {ch!r} is not a rank (2-9, T, J, Q, K, A)")
            bit = 1 << (13 * s + RANK_CHARS.index(ch))
            if mask & bit:
                raise DealError(f"{who} holds the {card_text(bit.bit_length() - 1)} twice")
            mask |= bit
    return mask


def deal_from_pbn(text: str) -> tuple[int, int, int, int]:
    """Hands (masks, seat order N E S W) from a PBN deal string; a :class:`DealError` if it
    is not a full, legal deal."""
    t = str(text).strip()
    if len(t) < 2 or t[1] != ":" or t[0].upper() not in SEAT_LETTERS:
        raise DealError(f"a deal starts with the first hand's seat and a colon, like 'N:…', not {t[:12]!r}")
    first = SEAT_LETTERS.index(t[0].upper())
    parts = t[2:].split()
    if len(parts) != 4:
        raise DealError(f"a deal has four hands separated by spaces, not {len(parts)}")
    hands = [0] * 4
    for i, part in enumerate(parts):
        seat = (first + i) % 4
        hands[seat] = _hand_from_pbn(part, SEAT_NAMES[seat])
    check_hands(hands)
    return hands[0], hands[1], hands[2], hands[3]


def check_hands(hands: Sequence[int]) -> None:
    """Four hands of 13 cards, no card twice, the whole pack: else a :class:`DealError`."""
    if len(hands) != 4:
        raise DealError(f"a deal has four hands, not {len(hands)}")
    seen = 0
    for seat, h in enumerate(hands):
        n = int(h).bit_count()
        if n != 13:
            raise DealError(f"{SEAT_NAMES[seat]} has {n} cards, not 13")
        both = seen & h
        if both:
            raise DealError(f"the {card_text(both.bit_length() - 1)} is in two hands")
        seen |= h
    if seen != FULL_DECK:
        raise DealError("the four hands do not make up the whole pack")


@dataclass(frozen=True)
class Board:
    """One deal as an exercise: its number, dealer, hands (masks N E S W) and a title.

    Frozen and hashable so that analyses (the double-dummy table above all) can be cached
    by board.
    """

    number: int
    dealer: int
    hands: tuple[int, int, int, int]
    title: str = ""
    tags: tuple[tuple[str, str], ...] = field(default=(), compare=False)
    # Double-dummy tricks read from the file (PBN ``OptimumResultTable``), per seat N E S W
    # and strain C D H S NT; ``None`` when the file had none. Saves DDS a quarter second a deal.
    dd: tuple[tuple[int, ...], ...] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if not 0 <= self.dealer < 4:
            raise DealError(f"the dealer must be a seat 0-3, not {self.dealer!r}")
        check_hands(self.hands)

    @classmethod
    def from_pbn_deal(cls, deal: str, dealer: int | str, number: int = 1, title: str = "") -> Board:
        d = dealer if isinstance(dealer, int) else parse_seat(dealer)
        return cls(number, d, deal_from_pbn(deal), title)

    @property
    def pbn_deal(self) -> str:
        """The deal string, starting with the dealer's hand (as most teaching PBN files do)."""
        return deal_to_pbn(self.hands, self.dealer)

    def dd_table(self) -> dict[int, dict[str, int]] | None:
        """The stored double-dummy table in :mod:`cardtable.bridge.dd`'s shape, if any."""
        if self.dd is None:
            return None
        return {seat: dict(zip(DD_STRAINS, self.dd[seat], strict=True)) for seat in range(4)}

    def with_dd(self, table: dict[int, dict[str, int]]) -> Board:
        """The same board carrying ``table`` (written to PBN as its ``OptimumResultTable``)."""
        rows = tuple(tuple(int(table[seat][k]) for k in DD_STRAINS) for seat in range(4))
        return replace(self, dd=rows)

    @property
    def note(self) -> str:
        """The teacher's note stored with a built-in deal (its ``LessonNote`` tag; see
        :mod:`cardtable.bridge.lesson`), or ``""``."""
        return next((v for k, v in self.tags if k == "LessonNote"), "")

    def hands_text(self) -> list[list[str]]:
        """Hands in the record's notation (``["AS", "KS", …]``), for ``Match.start_round``."""
        return [[str(c) for c in _cards_high_first(h)] for h in self.hands]


def _cards_high_first(mask: int) -> list[Card]:
    return [CARDS[13 * s + r - 2] for s in range(4) for r in suit_ranks(mask, s)]


def count_words(n: int) -> str:
    """Small numbers as words, the way a teacher writes them ("nine top tricks")."""
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
             "eleven", "twelve", "thirteen")
    return words[n] if 0 <= n < len(words) else str(n)


def ordinal(n: int) -> str:
    words = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
             "tenth", "eleventh", "twelfth", "thirteenth")
    return words[n] if 0 <= n < len(words) else f"{n}th"


# ----- the same words in the app's language (the explanations' words; English on the command line)


def number_words(n: int) -> str:
    """:func:`count_words` in the app's language. The counts are of tricks and cards (French
    "une levée", "une carte": the translation of "one" agrees with them)."""
    words = (
        translate("Exercises", "no", "the number 0, as in: no tricks"), translate("Exercises", "one"),
        translate("Exercises", "two"),
        translate("Exercises", "three"), translate("Exercises", "four"), translate("Exercises", "five"),
        translate("Exercises", "six"), translate("Exercises", "seven"), translate("Exercises", "eight"),
        translate("Exercises", "nine"), translate("Exercises", "ten"), translate("Exercises", "eleven"),
        translate("Exercises", "twelve"), translate("Exercises", "thirteen"),
    )
    return words[n] if 0 <= n < len(words) else str(n)


def ordinal_words(n: int) -> str:
    """:func:`ordinal` in the app's language (from the second on: "first" is never said)."""
    words = (
        translate("Exercises", "zeroth"), translate("Exercises", "first"), translate("Exercises", "second"),
        translate("Exercises", "third"), translate("Exercises", "fourth"), translate("Exercises", "fifth"),
        translate("Exercises", "sixth"), translate("Exercises", "seventh"), translate("Exercises", "eighth"),
        translate("Exercises", "ninth"), translate("Exercises", "tenth"), translate("Exercises", "eleventh"),
        translate("Exercises", "twelfth"), translate("Exercises", "thirteenth"),
    )
    return words[n] if 0 <= n < len(words) else translate("Exercises", "{0}th").format(n)


def suit_colour(suit: int) -> str:
    """The suit as a suit ("lead spades", "length in spades"), in the app's language."""
    return (
        translate("Exercises", "spades", "the suit: lead spades, length in spades"),
        translate("Exercises", "hearts", "the suit: lead hearts, length in hearts"),
        translate("Exercises", "diamonds", "the suit: lead diamonds, length in diamonds"),
        translate("Exercises", "clubs", "the suit: lead clubs, length in clubs"),
    )[suit]


def suit_cards(suit: int, n: int) -> str:
    """Cards of the suit counted ("one spade", "four spades": the noun alone), in the app's language."""
    if n == 1:
        return (
            translate("Exercises", "spade", "one card of the suit: one spade"),
            translate("Exercises", "heart", "one card of the suit: one heart"),
            translate("Exercises", "diamond", "one card of the suit: one diamond"),
            translate("Exercises", "club", "one card of the suit: one club"),
        )[suit]
    return (
        translate("Exercises", "spades", "cards of the suit: four spades"),
        translate("Exercises", "hearts", "cards of the suit: four hearts"),
        translate("Exercises", "diamonds", "cards of the suit: four diamonds"),
        translate("Exercises", "clubs", "cards of the suit: four clubs"),
    )[suit]


def seat_words(seat: int) -> str:
    """North, East, South or West in the app's language (the practice window's words)."""
    return (translate("Practice", "North"), translate("Practice", "East"), translate("Practice", "South"),
            translate("Practice", "West"))[seat]
