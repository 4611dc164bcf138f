"""Bugami (David Parlett): each player secretly names a bug suit to keep out of their tricks.

Rules as in docs/RULES.md: 3–7 players; the whole pack is dealt one card at a time until all
hold the same number, the rest (52 mod n) lie face down and go with the last trick; bids
(a bug suit or zero) are made in secret and revealed together; no trumps, follow suit.
A bug-suit bidder scores 10 per trick divided by the bug cards taken (rounded down), or
20 per trick with no bug card; a zero bidder scores 50 for no trick. First to 250 wins.

Bleeding Hearts (``bleeding_hearts``) is three-player Bugami: its round and spec subclass
the ones here and reuse the bid machinery, the scoring and the match end.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypedDict

from ..actions import Action, Declare
from ..cards import FULL_DECK, SUIT_CHARS, SUIT_MASKS, Card, mask_of, notation_of, parse_cards, shuffled
from ..errors import DealError, IllegalAction
from ..events import BidCommitted, BidsRevealed, Event
from ..phase import Phase
from ..round import TrickRound
from ..tally import (
    ROUND,
    Result,
    RoundInfo,
    Scored,
    ScoresheetError,
    per_player,
    plural,
    seats_after,
    suit_symbol,
    whole,
)
from ..view import GameInfo, PlayerView
from .base import GameSpec, MatchState, Option, as_text, cards_from_record, claim, read_hands

ZERO = "zero"

# A deal pattern is data: ("each", k) gives k cards to every seat in turn from the
# dealer's left; ("middle", k) puts k cards face down on the table.
DealPattern = Sequence[tuple[str, int]]

# The most a zero bid may be set to pay (the new-game dialog's limit).
ZERO_SCORE_HIGH = 100_000


def bugami_pattern(n_players: int) -> list[tuple[str, int]]:
    """Bugami deals one card at a time until all hold the same number; the rest stay out."""
    return [("each", 1)] * (52 // n_players) + [("middle", 52 % n_players)]


def deal_by_pattern(
    cards: Sequence[Card], dealer: int, n: int, pattern: DealPattern
) -> tuple[list[list[Card]], list[Card]]:
    """Deal ``cards`` (already shuffled) in the batches of ``pattern``, starting left of the
    dealer as at a real table; returns each seat's hand (in seat order) and the middle."""
    hands: list[list[Card]] = [[] for _ in range(n)]
    middle: list[Card] = []
    pos = 0
    for where, k in pattern:
        if where == "middle":
            middle.extend(cards[pos : pos + k])
            pos += k
            continue
        for i in range(n):
            hands[(dealer + 1 + i) % n].extend(cards[pos : pos + k])
            pos += k
    if pos != len(cards):
        raise ValueError(f"the deal pattern uses {pos} cards, the pack has {len(cards)}")
    return hands, middle


def bug_score(tricks: int, bugs: int) -> int:
    """Bugami's score for a bug-suit bid: 10 per trick divided by the bug cards taken,
    rounded down; 20 per trick when no bug card was taken; 0 for no trick.

    >>> bug_score(4, 2), bug_score(5, 3), bug_score(4, 0), bug_score(0, 0)
    (20, 16, 80, 0)
    """
    if tricks == 0:
        return 0
    if bugs == 0:
        return 20 * tricks
    return 10 * tricks // bugs


def zero_bid_score(tricks: int, zero_score: int = 50) -> int:
    """A zero bid pays ``zero_score`` for taking no trick and nothing for any trick."""
    return zero_score if tricks == 0 else 0


def is_over_with_target(totals: Sequence[int], target: int) -> bool:
    """The match ends after a deal in which someone has reached ``target`` and the
    highest total is held by one player alone; an exact tie for it plays another deal."""
    best = max(totals)
    return best >= target and sum(1 for t in totals if t == best) == 1


@dataclass(frozen=True, kw_only=True)
class SecretBidInfo(GameInfo):
    """What a seat knows in the games of secret bug-suit bids (Bugami, Bleeding Hearts):
    its own bid at once, the others' once all are revealed."""

    bids: tuple[str | None, ...]  # by seat: own bid, others' None until revealed
    bug_suits: tuple[int | None, ...]  # by seat, where known: the suit to keep out of tricks
    has_bid: tuple[bool, ...]  # by seat: whether it has bid (public from the start)
    revealed: bool  # every bid is face up
    bid_order: tuple[int, ...]
    undealt: int  # cards left out of the deal, which go with the last trick
    target: int  # the score that ends the match
    # The bids of the game (the round's ``BIDS``), and whether a suit bid may add Doublets.
    BID_CHOICES: ClassVar[tuple[str, ...]] = (*SUIT_CHARS, ZERO)
    DOUBLETS: ClassVar[bool] = False

    def contradiction(self, view: PlayerView) -> str | None:
        """One bid, bug suit and has-bid flag per seat, a bidding order of every seat, a
        suit bid's bug suit is that suit, and every bid is one of the game's (the search
        reads all of them by seat, and a bid it does not know fails it)."""
        n = view.n
        for i, action in enumerate(view.legal):
            if not isinstance(action, Declare):
                continue
            allowed = self.DOUBLETS and action.bid in SUIT_CHARS if action.doublets else True
            if action.bid not in self.BID_CHOICES or not allowed:
                doublets = " with Doublets" if action.doublets else ""
                return (f"legal[{i}]: {view.game} has no bid {action.bid!r}{doublets} "
                        f"(bids: {', '.join(self.BID_CHOICES)})")
        for seat, bid in enumerate(self.bids):
            if bid is not None and bid not in self.BID_CHOICES:
                return f"info.bids[{seat}]: {view.game} has no bid {bid!r} (bids: {', '.join(self.BID_CHOICES)})"
        for name in ("bids", "bug_suits", "has_bid"):
            if len(getattr(self, name)) != n:
                return f"info.{name}: expected one entry per seat ({n}), got {len(getattr(self, name))}"
        if sorted(self.bid_order) != list(range(n)):
            return f"info.bid_order: expected every seat from 0 to {n - 1} once"
        for seat, (bid, bug) in enumerate(zip(self.bids, self.bug_suits, strict=True)):
            if bid is not None and len(bid) == 1 and bid in SUIT_CHARS and bug is not None \
                    and bug != SUIT_CHARS.index(bid):
                return f"info.bug_suits[{seat}]: seat {seat} bid {bid}, so that is its bug suit"
        return None


class SecretBidFacts(TypedDict):
    """The fields of :class:`SecretBidInfo`, for the rounds that build its subclasses."""

    bids: tuple[str | None, ...]
    bug_suits: tuple[int | None, ...]
    has_bid: tuple[bool, ...]
    revealed: bool
    bid_order: tuple[int, ...]
    undealt: int
    target: int


@dataclass(frozen=True, kw_only=True)
class BugamiInfo(SecretBidInfo):
    zero_score: int  # what a zero bid that takes no trick scores

    def contradiction(self, view: PlayerView) -> str | None:
        """The zero bid's score is one the new-game dialog can set."""
        if (problem := super().contradiction(view)) is not None:
            return problem
        if not 0 <= self.zero_score <= ZERO_SCORE_HIGH:
            return f"info.zero_score: expected 0 to {ZERO_SCORE_HIGH}, got {self.zero_score}"
        return None


class BugamiRound(TrickRound):
    """One deal of Bugami: secret bids, then tricks, then the bug-suit division.

    >>> r = BugamiRound.from_hands(["AS 2H", "KS 4H", "QS 3H"], dealer=2, undealt="5D")
    >>> for b in ("H", "D", "zero"): _ = r.declare(b)
    >>> for c in ("AS", "KS", "QS", "2H", "4H", "3H"): _ = r.play(c)
    >>> r.tricks, r.scores
    ([1, 1, 0], [20, 10, 50])
    """

    game = "bugami"
    game_title = "Bugami"
    # Bids this game accepts, besides ``doublets``; Bleeding Hearts replaces ``zero``.
    BIDS: tuple[str, ...] = (*SUIT_CHARS, ZERO)

    def __init__(
        self,
        hands: Sequence[int],
        dealer: int,
        undealt: int = 0,
        names: Sequence[str] | None = None,
        *,
        zero_score: int = 50,
        target: int = 250,
    ) -> None:
        super().__init__(hands, dealer, None, names)
        self.undealt = undealt
        self.last_trick_extra = undealt  # the leftovers go to the last trick's winner
        self.zero_score = zero_score
        self.target = target
        self.bids: list[str | None] = [None] * self.n
        self.doublets: list[bool] = [False] * self.n
        self.bid_order = [(dealer + 1 + i) % self.n for i in range(self.n)]
        self._bidder = 0  # index into bid_order of the seat to bid next
        self.phase = Phase.BIDDING

    @classmethod
    def from_hands(
        cls, hands: Sequence[str | Sequence[str]], dealer: int, undealt: str | Sequence[str] = (), **kw: Any
    ) -> BugamiRound:
        """A round from hands in notation (``["AS KS", "2C 3C", ...]``), for scripting."""
        masks = [mask_of(parse_cards(h)) for h in hands]
        return cls(masks, dealer, mask_of(parse_cards(undealt)), **kw)

    # ----- bidding ----------------------------------------------------------------------

    @property
    def revealed(self) -> bool:
        """True once every seat has bid and the bids are face up."""
        return self.phase is not Phase.BIDDING

    def _decision_seat(self) -> int:
        return self.bid_order[self._bidder]

    def _bid_problem(self, seat: int, bid: Any, doublets: Any) -> str | None:
        """Why ``bid`` is not a bid of this game (``None`` when it is)."""
        if doublets is not False:
            return f"{self.names[seat]} cannot bid Doublets: Bugami has no Doublets bid"
        if not isinstance(bid, str) or bid not in self.BIDS:
            return f"{self.names[seat]}'s bid must be one of {', '.join(self.BIDS)}, not {bid!r}"
        return None

    def _legal_decisions(self) -> list[Action]:
        seat = self.bid_order[self._bidder]
        return [Declare(seat, b) for b in self.BIDS]

    def declare(self, bid: str, doublets: bool = False) -> list[Event]:
        """Bid for the seat whose turn it is."""
        return self.apply(Declare(self.bid_order[self._bidder], bid, doublets))

    def _apply_decision(self, action: Action) -> list[Event]:
        declared = self._bid_action(action, Declare, self.game_title)
        seat = declared.seat
        expected = self.bid_order[self._bidder]
        if seat != expected:
            raise IllegalAction(
                f"{self.names[seat]} bid out of turn: it is {self.names[expected]}'s turn to bid"
            )
        problem = self._bid_problem(seat, declared.bid, declared.doublets)
        if problem:
            raise IllegalAction(problem)
        self.bids[seat] = declared.bid
        self.doublets[seat] = declared.doublets
        # Only the fact of a bid is public; what it is stays hidden until all have bid.
        events: list[Event] = [BidCommitted(seat)]
        self._bidder += 1
        if self._bidder == self.n:
            self.phase = Phase.PLAY
            events.append(BidsRevealed(tuple(b or "" for b in self.bids), tuple(self.doublets)))
            events.extend(self._after_reveal())
        return events

    def _after_reveal(self) -> list[Event]:
        """Events right after the bids are turned up (Bleeding Hearts turns the turnip)."""
        return []

    def _waiting_for(self) -> str:
        return f"waiting for {self.names[self.bid_order[self._bidder]]}'s bid"

    # ----- scoring ----------------------------------------------------------------------

    def bug_suit(self, seat: int) -> int | None:
        """The suit ``seat`` must avoid, or ``None`` (a zero bid, or not yet known)."""
        bid = self.bids[seat]
        return SUIT_CHARS.index(bid) if bid is not None and bid in SUIT_CHARS else None

    def bugs(self, seat: int) -> int:
        """Bug-suit cards in the tricks ``seat`` has won (leftovers included at the end)."""
        suit = self.bug_suit(seat)
        return 0 if suit is None else (self.won[seat] & SUIT_MASKS[suit]).bit_count()

    def seat_score(self, seat: int) -> int:
        if self.bids[seat] == ZERO:
            return zero_bid_score(self.tricks[seat], self.zero_score)
        return bug_score(self.tricks[seat], self.bugs(seat))

    def _score(self) -> list[int]:
        return [self.seat_score(s) for s in range(self.n)]

    # ----- views and records ------------------------------------------------------------

    def _secret_bid_facts(self, seat: int) -> SecretBidFacts:
        """The fields of :class:`SecretBidInfo` as ``seat`` sees them: other bids are
        ``None`` until revealed."""
        shown = self.revealed
        return {
            "bids": tuple(b if shown or s == seat else None for s, b in enumerate(self.bids)),
            "bug_suits": tuple(self.bug_suit(s) if shown or s == seat else None for s in range(self.n)),
            "has_bid": tuple(b is not None for b in self.bids),
            "revealed": shown,
            "bid_order": tuple(self.bid_order),
            "undealt": self.undealt.bit_count(),
            "target": self.target,
        }

    def _public_info(self, seat: int) -> SecretBidInfo:
        return BugamiInfo(**self._secret_bid_facts(seat), zero_score=self.zero_score)

    def _game_fields(self) -> dict[str, Any]:
        """This game's record fields, in docs/RECORD.md order, between the hands and the plays."""
        return {"undealt": list(notation_of(self.undealt)), "bids": list(self.bids)}

    def record(self) -> dict[str, Any]:
        rec = super().record()
        plays = rec.pop("plays")
        rec.update(self._game_fields())
        rec["plays"] = plays  # the record's field order: dealer, hands, <game fields>, plays
        return rec


class Bugami(GameSpec[BugamiRound]):
    name = "bugami"
    title = "Bugami"
    blurb = "Name a bug suit in secret, then keep its cards out of the tricks you win."
    player_counts: tuple[int, ...] = (3, 4, 5, 6, 7)
    options: tuple[Option, ...] = (
        Option("target", 250, "The score that ends the match at the end of a deal.", low=1, high=100000),
        Option("zero_score", 50, "Points for a zero bid that takes no trick.", low=0, high=ZERO_SCORE_HIGH),
    )
    progress_keys: tuple[str, ...] = ("bids", "plays")
    sealed_phases = frozenset({Phase.BIDDING})  # the bug suits are named in secret, shown together

    def random_deal(self, match: MatchState, rng: random.Random) -> dict[str, Any]:
        dealer = self.dealer_to_deal(match)
        hands, rest = deal_by_pattern(shuffled(FULL_DECK, rng), dealer, match.n, bugami_pattern(match.n))
        return {"dealer": dealer, "hands": [as_text(h) for h in hands], "undealt": as_text(rest)}

    def new_round(self, match: MatchState, deal: dict[str, Any]) -> BugamiRound:
        n = match.n
        seen: dict[int, str] = {}
        hands = read_hands(deal, match.players, FULL_DECK, [52 // n] * n, seen)
        if "undealt" not in deal:
            raise DealError(f"undealt is missing: a {n}-player deal sets {52 % n} cards aside")
        undealt = cards_from_record(deal["undealt"], "undealt")
        if len(undealt) != 52 % n:
            k = len(undealt)
            raise DealError(f"undealt has {k} card{'' if k == 1 else 's'}; a {n}-player deal sets {52 % n} aside")
        for c in undealt:
            claim(c, "the undealt cards", FULL_DECK, seen)
        return BugamiRound(
            hands,
            deal["dealer"],
            mask_of(undealt),
            match.players,
            zero_score=match.options["zero_score"],
            target=match.options["target"],
        )

    def _declaration(self, rnd: BugamiRound, rd: dict[str, Any], seat: int) -> Declare:
        """The recorded bid of ``seat`` as an action (Bleeding Hearts adds Doublets)."""
        return Declare(seat, rd["bids"][seat])

    def _check_bid_fields(self, rnd: BugamiRound, rd: dict[str, Any]) -> bool:
        """Check the shape of the bid fields; ``False`` when they are not there yet."""
        bids = rd.get("bids")
        if bids is None:
            return False
        if not isinstance(bids, list) or len(bids) != rnd.n:
            raise DealError(f"bids must be a list of {rnd.n} bids, one per seat")
        return True

    def replay_steps(self, rnd: BugamiRound, rd: dict[str, Any]) -> Iterator[Action | Card]:
        """The bids in bidding order, then the cards; a seat without a bid (``null``) ends
        the record there: the round is in progress, waiting for that seat."""
        waiting: int | None = rnd.bid_order[0]
        if self._check_bid_fields(rnd, rd):
            waiting = None
            for seat in rnd.bid_order:
                if rd["bids"][seat] is None:
                    if waiting is None:
                        waiting = seat
                elif waiting is not None:
                    who, first = rnd.names[seat], rnd.names[waiting]
                    raise IllegalAction(f"{who} has a bid before {first}, who bids earlier")
                else:
                    yield self._declaration(rnd, rd, seat)
        if waiting is None:
            yield from super().replay_steps(rnd, rd)
        elif rd.get("plays"):
            raise IllegalAction(f"cards are played before {rnd.names[waiting]} has bid")

    # ----- match end --------------------------------------------------------------------

    def is_over(self, match: MatchState) -> bool:
        return is_over_with_target(match.totals, match.options["target"])

    # ----- what the tools around the engine ask (see GameSpec) -----------------------------

    penalty_note = "The Bugami seed has no penalties; if the players agree, replay the deal."
    # Bids a scorer may type: a suit letter or zero.
    tally_bid_choices: tuple[str, ...] = (*SUIT_CHARS, ZERO)
    # Cards of each suit in play.
    tally_suit_cards = 13

    def tally_info(self, match: MatchState, number: int) -> RoundInfo:
        dealer = self.dealer_to_deal(match)
        return RoundInfo(number, self.rounds_planned(match), dealer, 52 // match.n, order=seats_after(dealer, match.n))

    def tally_extra_cards(self, n_players: int) -> int:
        """Cards won with the last trick besides its own: the undealt leftovers."""
        return 52 % n_players

    def tally_bug_fields(
        self, data: dict[str, Any], info: RoundInfo, players: Sequence[str]
    ) -> tuple[list[str], list[int], list[int]]:
        """The fields Bugami and Bleeding Hearts share: ``bids``, ``tricks``, ``bugs``."""
        n = len(players)
        choices = self.tally_bid_choices
        bids = per_player(data.get("bids"), n, "a bid")
        for p, b in enumerate(bids):
            if b not in choices:
                raise ScoresheetError(f"{players[p]}'s bid must be one of {', '.join(choices)}, not {b!r}")
        tricks = per_player(data.get("tricks"), n, "the tricks taken")
        tricks = [whole(t, f"{players[p]}'s tricks", 0, info.tricks) for p, t in enumerate(tricks)]
        if sum(tricks) != info.tricks:
            raise ScoresheetError(f"the tricks add up to {sum(tricks)}, but a deal has {plural(info.tricks, 'trick')}")
        bugs = per_player(data.get("bugs", [0] * n), n, "the bug cards taken")
        bugs = [whole(b, f"{players[p]}'s bug cards", 0, 13) for p, b in enumerate(bugs)]
        extra = self.tally_extra_cards(n)  # won with the last trick
        for p in range(n):
            name = players[p]
            if bids[p] == ZERO and bugs[p]:
                raise ScoresheetError(f"{name} bid zero, so {name} has no bug suit: bug cards must be 0")
            if bugs[p] and not tricks[p]:
                raise ScoresheetError(
                    f"{name} took no trick, so {name} cannot have taken {plural(bugs[p], 'bug card')}"
                )
            room = tricks[p] * n + extra
            if bugs[p] > room:
                raise ScoresheetError(
                    f"{name}'s {plural(tricks[p], 'trick')} hold at most {room} cards, not {bugs[p]} bug cards"
                )
        return bids, tricks, bugs

    def tally_suit_totals(self, suits: Sequence[str | None], bugs: Sequence[int]) -> None:
        """Players with the same bug suit took its cards in different tricks, so together
        they cannot have taken more of it than the deal has."""
        for suit in SUIT_CHARS:
            taken = sum(b for s, b in zip(suits, bugs, strict=True) if s == suit)
            if taken > self.tally_suit_cards:
                raise ScoresheetError(
                    f"the bug cards of {suit_symbol(suit)} add up to {taken}, but only {self.tally_suit_cards} "
                    "are in play"
                )

    def tally_round(
        self, data: dict[str, Any], info: RoundInfo, players: Sequence[str], options: dict[str, Any]
    ) -> Scored:
        """Fields: ``bids`` (a suit letter or ``zero``), ``tricks``, ``bugs`` (bug cards taken)."""
        bids, tricks, bugs = self.tally_bug_fields(data, info, players)
        self.tally_suit_totals(bids, bugs)
        scores = tuple(
            zero_bid_score(t, options["zero_score"]) if b == ZERO else bug_score(t, k)
            for b, t, k in zip(bids, tricks, bugs, strict=True)
        )
        return Scored(ROUND, {"bids": bids, "tricks": tricks, "bugs": bugs}, scores)

    def describe_tally(self, result: Result, players: Sequence[str]) -> str:
        data = result.data
        bids = []
        for p, b in enumerate(data["bids"]):
            if b == ZERO:
                text = "zero"
            elif b in SUIT_CHARS:
                text = suit_symbol(b) + (" doublets" if data.get("doublets", [False] * len(players))[p] else "")
            else:  # the turnip: its suit, turned up after the bids
                text = f"{b} {suit_symbol(data['turnip'])}"
            bids.append(f"{players[p]} {text}")
        return "bids: " + ", ".join(bids)


__all__ = [
    "Bugami",
    "BugamiInfo",
    "BugamiRound",
    "SecretBidInfo",
    "bug_score",
    "bugami_pattern",
    "deal_by_pattern",
    "is_over_with_target",
    "zero_bid_score",
]
