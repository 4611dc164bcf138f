"""What a game is to the engine: its player counts, options, deals, rounds and match end.

Each game module defines one :class:`GameSpec` subclass, listed in the registry
(``engine.games``). The match (``engine.match``) and the record reader (``engine.record``)
only ever talk to a game through this API, so adding a game never touches them. A spec
sees the match through :class:`MatchState` only, so this module never imports the match.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from ..actions import Action
from ..cards import CARDS, Card, mask_of, shuffled
from ..errors import DealError, OptionError
from ..phase import Phase
from ..round import Round
from ..tally import Result, RoundInfo, Scored, ScoresheetError, seats_after

# The round class of a game (each spec makes and reads its own kind of round).
R = TypeVar("R", bound=Round)


class DealtRound(Protocol):
    """What a spec reads of the rounds already dealt (a round, or a score sheet's entry,
    whose dealer may be unknown)."""

    @property
    def dealer(self) -> int | None: ...


class MatchState(Protocol):
    """What a game spec reads of the match it deals for (``engine.match.Match``, or the
    scorekeeper's tally of a match played with real cards)."""

    @property
    def n(self) -> int: ...
    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def options(self) -> dict[str, Any]: ...
    @property
    def rounds(self) -> Sequence[DealtRound]: ...
    @property
    def rounds_completed(self) -> int: ...
    @property
    def totals(self) -> list[int]: ...

    # Set by a game whose first round names its own dealer (Dumb-Bunny).
    first_dealer: int | None


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


@dataclass(frozen=True)
class BidOutcome:
    """How one seat's trick bid came out in a finished round (games with trick bids)."""

    hand_size: int
    bid: int
    tricks: int

    @property
    def made(self) -> bool:
        return self.bid == self.tricks


@dataclass(frozen=True)
class ContractOutcome:
    """A played contract: who declared it, the strain, and the tricks the side needed and took."""

    declarer: int
    side: int  # 0 North–South, 1 East–West
    strain: str
    target: int
    tricks: int  # taken by the declaring side
    dealt: tuple[int, ...]  # the hands as dealt, for double-dummy comparisons
    game: bool = False  # a game contract, not a part-score

    @property
    def made(self) -> bool:
        return self.tricks >= self.target


class GameSpec(abc.ABC, Generic[R]):
    """Base of the five games; subclasses fill in the class attributes and methods.

    ``R`` is the game's round class: :meth:`new_round` makes one, and :meth:`replay_steps`
    and :meth:`round_record` are given only rounds the spec made.
    """

    name = ""
    title = ""
    blurb = ""
    player_counts: tuple[int, ...] = ()
    options: tuple[Option, ...] = ()
    # Round-record keys holding the decisions and plays; missing ones mean "in progress".
    progress_keys: tuple[str, ...] = ("plays",)
    # False when each table deals in turn and the round record names every table's dealer
    # (Dumb-Bunny): a round record then has no top-level ``dealer`` for the match to read.
    one_dealer = True
    # True when declarer may claim the remaining tricks (checked double dummy).
    claims = False
    # Phases whose actions the record does not store, because replay derives them from the
    # deal (Minibridge's announcements). A record made during one replays past it: no
    # place for undo to come back to.
    unrecorded_phases: frozenset[Phase] = frozenset()
    # Phases whose decisions stay hidden until all are in, then are shown together (Bugami's
    # secret bug suits): undo never comes back to one, since deciding again the player would
    # know what the reveal showed (a player's review: a Turnip bid made again once the turnip
    # and the other bids were seen, for a doubled score).
    sealed_phases: frozenset[Phase] = frozenset()

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

    def rounds_planned(self, match: MatchState) -> int | None:
        """How many rounds the match has, when that is fixed in advance."""
        return None

    def next_dealer(self, match: MatchState) -> int | None:
        """Dealer of the next round: the deal passes left every round (``None``: no single
        dealer, or none drawn yet)."""
        if not match.rounds:
            return match.first_dealer
        last = match.rounds[-1].dealer
        return None if last is None else (last + 1) % match.n

    def dealer_to_deal(self, match: MatchState) -> int:
        """:meth:`next_dealer` for a fresh deal, which always has one (``Match.deal`` draws
        for the first dealer before it deals)."""
        dealer = self.next_dealer(match)
        if dealer is None:
            raise DealError("the first dealer is not known yet: draw for the deal first")
        return dealer

    @abc.abstractmethod
    def random_deal(self, match: MatchState, rng: random.Random) -> dict[str, Any]:
        """A fresh deal for the next round, shaped like a round record (cards as text)."""

    @abc.abstractmethod
    def new_round(self, match: MatchState, deal: dict[str, Any]) -> R:
        """The next round from a record-shaped deal; raises :class:`DealError` if impossible."""

    def replay_steps(self, rnd: R, rd: dict[str, Any]) -> Iterator[Action | Card]:
        """The decisions and cards of a round record, in the order they were made.

        A :class:`Card` stands for "the seat to play plays this card".
        """
        yield from cards_from_record(rd.get("plays", []), "plays")

    def round_record(self, rnd: R) -> dict[str, Any]:
        return rnd.record()

    # ----- match end --------------------------------------------------------------------

    def is_over(self, match: MatchState) -> bool:
        planned = self.rounds_planned(match)
        return planned is not None and match.rounds_completed >= planned

    def winners(self, match: MatchState) -> list[int]:
        """Every seat on the highest total (ties share the win)."""
        best = max(match.totals)
        return [i for i, t in enumerate(match.totals) if t == best]

    # ----- what the tools around the engine ask of a game ---------------------------------
    # (statistics, the arena, the bench, the CLI and the scorekeeper read these rather than
    # comparing game names: a game says what it has)

    # Players bid the exact number of tricks they will take (Bugger Bridge): statistics and
    # the arena count bids made, the scorekeeper takes the bids before the tricks.
    trick_bids = False
    # A declarer plays a contract (Minibridge): claims, contracts made, double-dummy checks.
    has_declarer = False
    # Partners sit North–South and East–West all match and score alike (Minibridge): the
    # sides are ranked, not the players, and the arena seats a level per side.
    fixed_partnerships = False
    # Partners change during a match (Dumb-Bunny's "new partners"): a player shares each
    # hand's score with whoever partners them then, so levels seated alternately end up on
    # both sides and their differences cancel; the arena measures one player of a level
    # among players of another instead.
    partners_change = False
    # What a round's score counts ("tricks" when a player scores their side's tricks), for
    # the units the arena states its figures in.
    score_unit = "points"
    # Players at the table the bench times random rounds at.
    bench_players = 4

    def bid_outcome(self, rnd: Round, seat: int) -> BidOutcome | None:
        """How ``seat``'s trick bid came out in ``rnd`` (games with :attr:`trick_bids`)."""
        return None

    def contract_outcome(self, rnd: Round) -> ContractOutcome | None:
        """The contract played in ``rnd`` (games with :attr:`has_declarer`); ``None`` when
        there was none (a thrown-in deal) or the game has no contracts."""
        return None

    def thrown_in(self, rnd: Round) -> bool:
        """Was ``rnd`` thrown in without play and left out of the count (Minibridge's 20–20
        redeal)? The others never throw a round in."""
        return False

    def sides(self, rnd: Round) -> tuple[tuple[int, ...], ...]:
        """The players who score ``rnd`` together, side by side (partners: the same
        points); one player to a side in the games where everyone plays for themself."""
        return tuple((p,) for p in range(len(rnd.names)))
    # What a scorer calls one round ("Deal 3").
    round_word = "Deal"
    # The seed's penalty rule for a real table, or why there is none (the scorekeeper's note).
    penalty_note = ""
    # Whether the scorekeeper offers the penalty entry (the seed has a penalty rule).
    has_penalties = False

    def round_label(self, n_players: int, index: int) -> str:
        """A round's short label on a plain-text score sheet ('3', or '8NT' for a hand size)."""
        return str(index + 1)

    def bench_round(self, rng: random.Random) -> Round | None:
        """The round the bench times, dealt with ``rng``, when the game wants a particular
        one; ``None`` (the default) times the first round of a match at the bench table."""
        return None

    def tally_info(self, match: MatchState, number: int) -> RoundInfo:
        """The round a scorer enters next (``match`` may be a stand-in with the rounds so far)."""
        dealer = self.dealer_to_deal(match)
        return RoundInfo(number, self.rounds_planned(match), dealer, 13, order=seats_after(dealer, match.n))

    def tally_bids(
        self, bids: Any, info: RoundInfo, players: Sequence[str], options: dict[str, Any]
    ) -> tuple[list[int], str]:
        """The bids of a round entered before it is played (games with :attr:`trick_bids`),
        checked, and how the round is bid ('even', 'over', 'under')."""
        raise ScoresheetError(f"{self.title} takes a whole round at once: bids are entered with the tricks")

    @abc.abstractmethod
    def tally_round(
        self, data: dict[str, Any], info: RoundInfo, players: Sequence[str], options: dict[str, Any]
    ) -> Scored:
        """One round from the facts a scorer typed, checked and scored by the game's rules."""

    @abc.abstractmethod
    def describe_tally(self, result: Result, players: Sequence[str]) -> str:
        """One line in English saying what a scored round was (the CSV export)."""


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
            dealt = "1 card" if len(cards) == 1 else f"{len(cards)} cards"
            raise DealError(f"{names[seat]} is dealt {dealt}; this round deals {sizes[seat]}")
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
