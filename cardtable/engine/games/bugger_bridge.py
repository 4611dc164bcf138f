"""Bugger Bridge (Oh Hell family): bid the exact number of tricks you will take.

Rules as in docs/RULES.md: 3–10 players; rounds 1…P with trumps, P no-trump twice, then P…1
with trumps; a turn-up card names trumps; bidding from the dealer's left, the dealer last;
a bid may be changed until the next player has bid; exact bids score from the table.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import Action, Bid, bids_of
from ..cards import FULL_DECK, Card, mask_of, parse_cards
from ..errors import DealError, IllegalAction
from ..events import BiddingClosed, BidMade, Event, TurnedUp
from ..round import BIDDING, PLAY, Round, TrickRound
from ..tally import ROUND, Result, RoundInfo, Scored, ScoresheetError, per_player, plural, seats_after, whole
from ..view import GameInfo, PlayerView
from .base import BidOutcome, GameSpec, MatchState, Option, as_text, claim, deal_out, parse_card_field, read_hands

# Peak hand size by number of players.
PEAK = {3: 8, 4: 8, 5: 8, 6: 8, 7: 7, 8: 6, 9: 5, 10: 4}

# Points for an exact bid of 0…8 (the seed's score table); any other result scores 0.
SCORE_TABLE = (10, 11, 13, 16, 20, 25, 31, 38, 46)


def schedule(n_players: int) -> list[tuple[int, bool]]:
    """The rounds of a match as (cards per player, trumps?): 2P+2 rounds."""
    p = PEAK[n_players]
    up = [(k, True) for k in range(1, p + 1)]
    return up + [(p, False), (p, False)] + [(k, True) for k in range(p, 0, -1)]


def bid_score(bid: int, took: int) -> int:
    """Points for a round: the table's value for an exact bid, else 0."""
    if bid != took:
        return 0
    return SCORE_TABLE[bid] if bid < len(SCORE_TABLE) else 10 + bid * (bid + 1) // 2


def bid_status(total: int, tricks: int) -> str:
    """'even', 'over' (bids total more than the tricks) or 'under'."""
    return "even" if total == tricks else ("over" if total > tricks else "under")


@dataclass(frozen=True, kw_only=True)
class BuggerBridgeInfo(GameInfo):
    """What every seat knows in Bugger Bridge: the turn-up, the bids so far and their sum."""

    turn_up: Card | None  # None in the no-trump rounds
    bids: tuple[int | None, ...]  # by seat; None until the seat has bid
    bid_total: int
    hand_size: int
    status: str | None  # "even", "over" or "under" once the bidding is closed
    hook: bool  # the hook rule is in force (the dealer may not make the bids even)
    bid_order: tuple[int, ...]  # seats in bidding order, the dealer last

    def contradiction(self, view: PlayerView) -> str | None:
        """The round's place in the match fixes its cards and trumps; bids lie within them."""
        n = view.n
        if n not in PEAK:
            return f"players: Bugger Bridge is played by 3 to 10, not {n}"
        rounds = schedule(n)
        if view.round_index >= len(rounds):
            return f"round_index: a match of {n} players has rounds 0 to {len(rounds) - 1}, got {view.round_index}"
        cards, trumps = rounds[view.round_index]
        if view.n_tricks != cards or self.hand_size != cards:
            return (f"n_tricks, info.hand_size: round {view.round_index} of a {n}-player match deals {cards} "
                    f"card(s) each, not {view.n_tricks} and {self.hand_size}")
        if trumps != (self.turn_up is not None):
            return f"info.turn_up: round {view.round_index} is played {'with' if trumps else 'without'} trumps"
        if self.turn_up is not None and view.trump != self.turn_up // 13:
            return "trump: the turn-up's suit is trumps"
        if len(self.bids) != n or sorted(self.bid_order) != list(range(n)):
            return f"info.bids, info.bid_order: expected one entry per seat ({n})"
        for seat, bid in enumerate(self.bids):
            if bid is not None and not 0 <= bid <= cards:
                return f"info.bids[{seat}]: bids are 0 to {cards} in a {cards}-card round, got {bid}"
        made = sum(b for b in self.bids if b is not None)
        if self.bid_total != made:
            return f"info.bid_total: the bids made add up to {made}, not {self.bid_total}"
        return None


class BuggerBridgeRound(TrickRound):
    """One round: bidding, then tricks, then the score table.

    >>> r = BuggerBridgeRound.from_hands(["AS", "2C", "TH", "5S"], dealer=3, turn_up="4H")
    >>> for b in (1, 0, 1, 0): _ = r.bid(b)
    >>> r.status, [str(c) for c in r.legal_cards()]
    ('over', ['AS'])
    >>> for c in ("AS", "2C", "TH", "5S"): _ = r.play(c)
    >>> r.tricks, r.scores
    ([0, 0, 1, 0], [0, 10, 11, 10])
    """

    game = "bugger-bridge"

    def __init__(
        self,
        hands: Sequence[int],
        dealer: int,
        turn_up: Card | None,
        names: Sequence[str] | None = None,
        *,
        hook: bool = False,
    ) -> None:
        super().__init__(hands, dealer, None if turn_up is None else int(turn_up.suit), names)
        self.turn_up = turn_up
        self.hook = hook
        self.hand_size = self.n_tricks
        self.bids: list[int | None] = [None] * self.n
        self.bid_order = [(dealer + 1 + i) % self.n for i in range(self.n)]
        self._bidder = 0  # index into bid_order of the seat to bid next
        self._bids = bids_of(self.n)  # ready-made Bid actions, by seat and tricks
        self.phase = BIDDING

    @classmethod
    def from_hands(
        cls, hands: Sequence[str | Sequence[str]], dealer: int, turn_up: str | None = None, **kw: Any
    ) -> BuggerBridgeRound:
        """A round from hands in notation (``["AS KS", "2C 3C", ...]``), for scripting."""
        masks = [mask_of(parse_cards(h)) for h in hands]
        return cls(masks, dealer, Card.parse(turn_up) if turn_up else None, **kw)

    # ----- bidding ----------------------------------------------------------------------

    @property
    def bid_total(self) -> int:
        return sum(b for b in self.bids if b is not None)

    @property
    def status(self) -> str | None:
        """'even', 'over' or 'under' once bidding is over."""
        return None if self.phase is BIDDING else bid_status(self.bid_total, self.hand_size)

    def _decision_seat(self) -> int:
        return self.bid_order[self._bidder]

    def legal_bids(self, seat: int | None = None) -> list[int]:
        """Bids ``seat`` (default: the seat to bid) may make now."""
        seat = self.to_act if seat is None else seat
        if seat is None:
            return []
        return self._open_bids(seat)

    def _open_bids(self, seat: int) -> list[int]:
        """Every bid from 0 to the hand size, less the one the hook rule forbids the dealer:
        the bids :meth:`_bid_problem` accepts, without asking it once per number."""
        size = self.hand_size
        bids = list(range(size + 1))
        if self.hook and seat == self.dealer:
            forbidden = size - sum(b for s, b in enumerate(self.bids) if b is not None and s != seat)
            if 0 <= forbidden <= size:
                bids.remove(forbidden)
        return bids

    def _bid_problem(self, seat: int, tricks: Any) -> str | None:
        if type(tricks) is not int and (isinstance(tricks, bool) or not isinstance(tricks, int)):
            return f"{self.names[seat]}'s bid must be a whole number, not {tricks!r}"
        if not 0 <= tricks <= self.hand_size:
            return (
                f"{self.names[seat]} bid {tricks}, but bids are 0 to {self.hand_size} "
                f"in a {self.hand_size}-card round"
            )
        if self.hook and seat == self.dealer:
            others = sum(b for s, b in enumerate(self.bids) if b is not None and s != seat)
            if others + tricks == self.hand_size:
                return (
                    f"{self.names[seat]} (dealer) may not bid {tricks}: the bids would total "
                    f"{self.hand_size}, the tricks in play (hook rule)"
                )
        return None

    def _legal_decisions(self) -> list[Action]:
        seat = self.bid_order[self._bidder]
        row = self._bids[seat]
        if not self.hook:
            return list(row[: self.hand_size + 1])
        return [row[b] for b in self._open_bids(seat)]

    def amendments(self) -> list[Action]:
        """The bids the last bidder may change to: a bid stands once the next player has
        bid, and the dealer, last to bid, closes the bidding with theirs."""
        if self.phase is not BIDDING or self._bidder == 0:
            return []
        seat = self.bid_order[self._bidder - 1]
        row = self._bids[seat]
        return [row[b] for b in self._open_bids(seat)]

    def bid(self, tricks: int) -> list[Event]:
        """Bid for the seat whose turn it is."""
        return self.apply(Bid(self.bid_order[self._bidder], tricks))

    def _apply_decision(self, action: Action) -> list[Event]:
        bid = self._bid_action(action, Bid, "Bugger Bridge")
        seat = bid.seat
        expected = self.bid_order[self._bidder]
        changing = seat != expected
        if changing and not (self._bidder > 0 and seat == self.bid_order[self._bidder - 1]):
            raise IllegalAction(
                f"{self.names[seat]} bid out of turn: it is {self.names[expected]}'s turn to bid"
            )
        tricks = bid.tricks
        problem = self._bid_problem(seat, tricks)
        if problem:
            raise IllegalAction(problem)
        self.bids[seat] = tricks
        events: list[Event] = [BidMade(seat, tricks, changing)]
        if not changing:
            self._bidder += 1
            if self._bidder == self.n:
                self.phase = PLAY
                total, size = self.bid_total, self.hand_size
                events.append(BiddingClosed(total, size, bid_status(total, size)))
        return events

    def _waiting_for(self) -> str:
        return f"waiting for {self.names[self.bid_order[self._bidder]]}'s bid"

    # ----- scoring and views ------------------------------------------------------------

    def _score(self) -> list[int]:
        # Every seat has bid before the first card, so no bid is None here.
        return [bid_score(b or 0, t) for b, t in zip(self.bids, self.tricks, strict=True)]

    def start_events(self) -> list[Event]:
        return [TurnedUp(self.turn_up)] if self.turn_up is not None else []

    def _public_info(self, seat: int) -> BuggerBridgeInfo:
        return BuggerBridgeInfo(
            turn_up=self.turn_up,
            bids=tuple(self.bids),
            bid_total=self.bid_total,
            hand_size=self.hand_size,
            status=self.status,
            hook=self.hook,
            bid_order=tuple(self.bid_order),
        )

    def record(self) -> dict[str, Any]:
        rec = super().record()
        rec["turn_up"] = None if self.turn_up is None else str(self.turn_up)
        rec["bids"] = list(self.bids)
        plays = rec.pop("plays")
        rec["plays"] = plays  # keep the record's field order: dealer, hands, turn_up, bids, plays
        return rec


class BuggerBridge(GameSpec[BuggerBridgeRound]):
    name = "bugger-bridge"
    title = "Bugger Bridge"
    blurb = "Oh Hell for 3–10: bid the exact number of tricks you will take, no more, no fewer."
    player_counts = tuple(range(3, 11))
    options = (
        Option("hook_rule", False, "The dealer may not bid so that the bids total the tricks in play."),
    )
    progress_keys = ("bids", "plays")

    def rounds_planned(self, match: MatchState) -> int:
        return 2 * PEAK[match.n] + 2

    def round_plan(self, match: MatchState, index: int) -> tuple[int, bool]:
        return schedule(match.n)[index]

    def random_deal(self, match: MatchState, rng: random.Random) -> dict[str, Any]:
        cards, trumps = self.round_plan(match, len(match.rounds))
        hands, rest = deal_out(FULL_DECK, [cards] * match.n, rng)
        return {
            "dealer": self.dealer_to_deal(match),
            "hands": [as_text(h) for h in hands],
            "turn_up": str(rest[0]) if trumps else None,
        }

    def new_round(self, match: MatchState, deal: dict[str, Any]) -> BuggerBridgeRound:
        index = len(match.rounds)
        if index >= self.rounds_planned(match):
            raise DealError(f"a {match.n}-player match has only {self.rounds_planned(match)} rounds")
        cards, trumps = self.round_plan(match, index)
        seen: dict[int, str] = {}
        hands = read_hands(deal, match.players, FULL_DECK, [cards] * match.n, seen)
        turn_up = deal.get("turn_up")
        if trumps:
            if turn_up is None:
                raise DealError(f"round {index + 1} ({cards} cards) has trumps: a turn-up card is needed")
            turn_up = parse_card_field(turn_up, "turn_up")
            claim(turn_up, "the turn-up", FULL_DECK, seen)
        elif turn_up is not None:
            raise DealError(f"round {index + 1} is a no-trump round: no card is turned up")
        return BuggerBridgeRound(
            hands, deal["dealer"], turn_up, match.players, hook=match.options["hook_rule"]
        )

    def replay_steps(self, rnd: BuggerBridgeRound, rd: dict[str, Any]) -> Iterator[Action | Card]:
        bids = rd.get("bids")
        if bids is None:
            return
        if not isinstance(bids, list) or len(bids) != rnd.n:
            raise DealError(f"bids must be a list of {rnd.n} bids, one per seat")
        waiting: list[int] = []
        for seat in rnd.bid_order:
            if bids[seat] is None:
                waiting.append(seat)
            elif waiting:
                raise IllegalAction(f"{rnd.names[seat]} has a bid before the players who bid earlier")
            else:
                yield Bid(seat, bids[seat])
        if not waiting:
            yield from super().replay_steps(rnd, rd)
        elif rd.get("plays"):  # cards cannot be played before everyone has bid: not a record to trust
            raise IllegalAction(f"cards are played but {rnd.names[waiting[0]]} has not bid")

    # ----- what the tools around the engine ask (see GameSpec) -----------------------------

    trick_bids = True
    bench_players = 5
    round_word = "Round"
    penalty_note = (
        "Revoke or wrong number of cards: the round is redealt by the same dealer and the offender loses 10 points."
    )
    has_penalties = True

    def round_label(self, n_players: int, index: int) -> str:
        """The hand size, 'NT' added for a round without trumps ('8NT')."""
        if index < len(schedule(n_players)):
            cards, trumps = schedule(n_players)[index]
            return f"{cards}{'' if trumps else 'NT'}"
        return str(index + 1)

    def bid_outcome(self, rnd: Round, seat: int) -> BidOutcome | None:
        if not isinstance(rnd, BuggerBridgeRound) or rnd.bids[seat] is None:
            return None
        bid = rnd.bids[seat]
        assert bid is not None
        return BidOutcome(rnd.hand_size, bid, rnd.tricks[seat])

    def bench_round(self, rng: random.Random) -> BuggerBridgeRound:
        """A 5-player round of 8 cards with trumps (the schedule's peak)."""
        hands, rest = deal_out(FULL_DECK, [8] * 5, rng)
        return BuggerBridgeRound([mask_of(h) for h in hands], rng.randrange(5), rest[0])

    def tally_info(self, match: MatchState, number: int) -> RoundInfo:
        dealer = self.dealer_to_deal(match)
        sched = schedule(match.n)
        cards, trumps = sched[min(len(match.rounds), len(sched) - 1)]
        return RoundInfo(number, self.rounds_planned(match), dealer, cards, cards, trumps, seats_after(dealer, match.n))

    def tally_bids(
        self, bids: Any, info: RoundInfo, players: Sequence[str], options: dict[str, Any]
    ) -> tuple[list[int], str]:
        bids = per_player(bids, len(players), "a bid")
        cards = info.cards
        checked = [whole(b, f"{players[p]}'s bid", 0, cards) for p, b in enumerate(bids)]
        if options["hook_rule"] and sum(checked) == cards:
            d = info.dealer or 0  # a Bugger Bridge round always has its dealer
            raise ScoresheetError(
                f"{players[d]} (dealer) may not bid {checked[d]}: the bids would total {cards}, "
                "the tricks in play (hook rule)"
            )
        return checked, bid_status(sum(checked), cards)

    def tally_round(
        self, data: dict[str, Any], info: RoundInfo, players: Sequence[str], options: dict[str, Any]
    ) -> Scored:
        """Fields: ``bids`` and ``tricks``, one number per player."""
        bids, status = self.tally_bids(data.get("bids"), info, players, options)
        tricks = per_player(data.get("tricks"), len(players), "the tricks taken")
        tricks = [whole(t, f"{players[p]}'s tricks", 0, info.cards) for p, t in enumerate(tricks)]
        if sum(tricks) != info.cards:
            raise ScoresheetError(
                f"the tricks add up to {sum(tricks)}, but round {info.number} has {plural(info.cards, 'trick')}"
            )
        scores = tuple(bid_score(b, t) for b, t in zip(bids, tricks, strict=True))
        return Scored(ROUND, {"bids": bids, "tricks": tricks}, scores, status=status)

    def describe_tally(self, result: Result, players: Sequence[str]) -> str:
        info = result.info
        kind = "trumps" if info.trumps else "no trumps"
        return f"{plural(info.cards, 'card')}, {kind}; bids {sum(result.data['bids'])}: {result.status}"


__all__ = ["SCORE_TABLE", "BuggerBridge", "BuggerBridgeInfo", "BuggerBridgeRound", "bid_score", "schedule"]
