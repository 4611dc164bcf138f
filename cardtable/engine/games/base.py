"""What a game is to the engine: its player counts, options, deals, rounds and match end.

Each game module defines one :class:`GameSpec` subclass. The match (``engine.match``)
and the record reader (``engine.record``) only ever talk to a game through this API, so
adding a game never touches them.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..actions import Action
from ..cards import CARDS, Card, mask_of, shuffled
from ..errors import DealError, OptionError
from ..round import Round

if TYPE_CHECKING:
    from ..match import Match


@dataclass(frozen=True)
class Option:
    """One house rule: its record name, default, type and allowed values."""

    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    low: int | None = None
    high: int | None = None

    def check(self, value: Any, game: str) -> Any:
        kind = type(self.default)
        if kind is bool:
            if not isinstance(value, bool):
                raise OptionError(f"option {self.name} of {game} must be true or false, not {value!r}")
        elif kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(f"option {self.name} of {game} must be a whole number, not {value!r}")
            if (self.low is not None and value < self.low) or (self.high is not None and value > self.high):
                raise OptionError(f"option {self.name} of {game} must be from {self.low} to {self.high}, not {value}")
        elif self.choices is None and not isinstance(value, kind):
            raise OptionError(f"option {self.name} of {game} has the wrong type: {value!r}")
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise OptionError(f"option {self.name} of {game} must be one of {allowed}, not {value!r}")
        return value


class GameSpec(abc.ABC):
    """Base of the five games; subclasses fill in the class attributes and methods."""

    name = ""
    title = ""
    blurb = ""
    player_counts: tuple[int, ...] = ()
    options: tuple[Option, ...] = ()
    #: Round-record keys holding the decisions and plays; missing ones mean "in progress".
    progress_keys: tuple[str, ...] = ("plays",)
    #: False when each table deals in turn and the round record names every table's dealer
    #: (Dumb-Bunny): a round record then has no top-level ``dealer`` for the match to read.
    one_dealer = True
    #: True when declarer may claim the remaining tricks (checked double dummy).
    claims = False

    # ----- options ----------------------------------------------------------------------

    def default_options(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def check_options(self, options: dict[str, Any] | None, n_players: int) -> dict[str, Any]:
        """All options with defaults filled in; refuses unknown names and bad values."""
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise OptionError("options must be a JSON object")
        known = {o.name: o for o in self.options}
        full = self.default_options()
        for key, value in options.items():
            if key not in known:
                names = ", ".join(known) or "none"
                raise OptionError(f"unknown option {key!r} for {self.name} (its options: {names})")
            full[key] = known[key].check(value, self.name)
        self._check_option_combination(full, n_players)
        return full

    def _check_option_combination(self, options: dict[str, Any], n_players: int) -> None:
        """Refuse options that are fine alone but not together (override where needed)."""
        return None

    def check_players(self, n: int) -> None:
        if n not in self.player_counts:
            counts = ", ".join(map(str, self.player_counts))
            raise OptionError(f"{self.title} is for {counts} players, not {n}")

    # ----- rounds -----------------------------------------------------------------------

    def rounds_planned(self, match: Match) -> int | None:
        """How many rounds the match has, when that is fixed in advance."""
        return None

    def next_dealer(self, match: Match) -> int:
        """Dealer of the next round: the deal passes left every round."""
        if not match.rounds:
            return match.first_dealer
        return (match.rounds[-1].dealer + 1) % match.n

    @abc.abstractmethod
    def random_deal(self, match: Match, rng: random.Random) -> dict[str, Any]:
        """A fresh deal for the next round, shaped like a round record (cards as text)."""

    @abc.abstractmethod
    def new_round(self, match: Match, deal: dict[str, Any]) -> Round:
        """The next round from a record-shaped deal; raises :class:`DealError` if impossible."""

    def replay_steps(self, rnd: Round, rd: dict[str, Any]) -> Iterator[Action | Card]:
        """The decisions and cards of a round record, in the order they were made.

        A :class:`Card` stands for "the seat to play plays this card".
        """
        yield from cards_from_record(rd.get("plays", []), "plays")

    def round_record(self, rnd: Round) -> dict[str, Any]:
        return rnd.record()

    # ----- match end --------------------------------------------------------------------

    def is_over(self, match: Match) -> bool:
        planned = self.rounds_planned(match)
        return planned is not None and match.rounds_completed >= planned

    def winners(self, match: Match) -> list[int]:
        """Every seat on the highest total (ties share the win)."""
        best = max(match.totals)
        return [i for i, t in enumerate(match.totals) if t == best]


# ----- helpers for reading deals ---------------------------------------------------------


def parse_card_field(value: Any, what: str) -> Card:
    if not isinstance(value, str):
        raise DealError(f"{what} must be a card like 'TH', not {value!r}")
    try:
        return Card.parse(value)
    except ValueError as exc:
        raise DealError(f"{what}: {exc}") from None


def cards_from_record(values: Any, what: str) -> list[Card]:
    if not isinstance(values, list):
        raise DealError(f"{what} must be a list of cards")
    return [parse_card_field(v, what) for v in values]


def read_hands(
    deal: dict[str, Any], names: Sequence[str], pack: int, sizes: Sequence[int], seen: dict[int, str] | None = None
) -> list[int]:
    """Hands of a deal as masks, checked: the right count each, every card in the pack, no
    card twice (``seen`` collects where each card went, for extra cards dealt elsewhere)."""
    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != len(sizes):
        raise DealError(f"hands must be a list of {len(sizes)} hands, one per seat")
    seen = {} if seen is None else seen
    masks = []
    for seat, hand in enumerate(hands):
        cards = cards_from_record(hand, f"hand of {names[seat]}")
        if len(cards) != sizes[seat]:
            raise DealError(f"{names[seat]} is dealt {len(cards)} cards; this round deals {sizes[seat]}")
        for c in cards:
            claim(c, names[seat], pack, seen)
        masks.append(mask_of(cards))
    return masks


def claim(card: Card, where: str, pack: int, seen: dict[int, str]) -> None:
    """Note that ``card`` lies at ``where``; refuse a card twice or one not in the pack."""
    if not pack >> card & 1:
        raise DealError(f"{card} is not in this game's pack")
    if card in seen:
        raise DealError(f"{card} is dealt twice ({seen[card]} and {where})")
    seen[card] = where


def deal_out(pack: int, sizes: Sequence[int], rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """Shuffle ``pack`` and deal ``sizes[i]`` cards to seat i; returns hands and the rest."""
    cards = shuffled(pack, rng)
    hands, pos = [], 0
    for size in sizes:
        hands.append(cards[pos : pos + size])
        pos += size
    return hands, cards[pos:]


def as_text(cards: Sequence[int]) -> list[str]:
    return [str(CARDS[c]) for c in cards]
