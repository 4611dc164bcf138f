"""Bleeding Hearts: Parlett's three-player Bugami, with the Turnip and Doublets bids.

Rules as in docs/RULES.md: exactly 3 players; three ranks (default nines, eights, sevens) are
taken out as bid-cards, leaving 40 playing cards; the deal goes in batches 3-4-(1)-3-3,
the "1" being the turnip, face down and unseen until the bids are revealed. A bid is a bug
suit, a bug suit with Doublets (clean doubles the score, any bug scores 0), or Turnip
(the turnip's suit is your bug suit; score doubled). The turnip joins the last trick.
Scoring as Bugami; game is 500.

Everything Bugami already does — secret bids, the division, the match end — comes from
:mod:`.bugami`; this module adds only what differs.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..actions import Action, Declare
from ..cards import RANK_CHARS, SUIT_CHARS, Card, deck, mask_of, parse_cards, shuffled
from ..errors import DealError, OptionError
from ..events import Event, TurnipRevealed
from ..phase import Phase
from ..tally import ROUND, RoundInfo, Scored, ScoresheetError, per_player
from ..view import PlayerView
from .base import GameSpec, MatchState, Option, as_text, claim, parse_card_field, read_hands
from .bugami import Bugami, BugamiRound, SecretBidInfo, bug_score, deal_by_pattern

TURNIP = "turnip"

# The deal in batches 3-4-(1)-3-3: the "1" is the turnip, face down in the middle.
DEAL_PATTERN: tuple[tuple[str, int], ...] = (
    ("each", 3),
    ("each", 4),
    ("middle", 1),
    ("each", 3),
    ("each", 3),
)

DEFAULT_REMOVED = ["9", "8", "7"]


def removed_rank_numbers(chars: Sequence[str]) -> list[int]:
    """Rank numbers (2..14) of the rank characters of the ``removed_ranks`` option."""
    return [RANK_CHARS.index(c) + 2 for c in chars]


def bleeding_hearts_score(tricks: int, bugs: int, turnip: bool, doublets: bool) -> int:
    """Bugami's score, then doubled for Turnip, or for Doublets when no bug was taken
    (Doublets with any bug scores 0).

    >>> [bleeding_hearts_score(4, b, False, False) for b in (1, 2, 3, 0)]
    [40, 20, 13, 80]
    >>> bleeding_hearts_score(4, 0, True, False), bleeding_hearts_score(4, 0, False, True)
    (160, 160)
    >>> bleeding_hearts_score(4, 1, False, True), bleeding_hearts_score(5, 3, True, False)
    (0, 32)
    """
    base = bug_score(tricks, bugs)
    if doublets:
        return 2 * base if bugs == 0 else 0
    return 2 * base if turnip else base


@dataclass(frozen=True)
class RanksOption(Option):
    """The three ranks taken out as bid-cards, as rank characters (``["9", "8", "7"]``).

    Values are normalised to distinct upper-case characters, highest first, so the same
    three ranks in another order are the default and stay out of the record.
    """

    def check(self, value: Any, game: str) -> Any:
        if not isinstance(value, (list, tuple)) or len(value) != 3:
            raise OptionError(f"option {self.name} of {game} must be a list of three ranks, not {value!r}")
        chars = []
        for v in value:
            c = "T" if v == "10" else v.upper() if isinstance(v, str) else v
            if not isinstance(c, str) or len(c) != 1 or c not in RANK_CHARS:
                raise OptionError(f"option {self.name} of {game}: {v!r} is not a rank (one of {RANK_CHARS})")
            chars.append(c)
        if len(set(chars)) != 3:
            raise OptionError(f"option {self.name} of {game} must name three different ranks, not {value!r}")
        return sorted(chars, key=RANK_CHARS.index, reverse=True)


@dataclass(frozen=True, kw_only=True)
class BleedingHeartsInfo(SecretBidInfo):
    """Bugami's secret-bid facts, plus Doublets and the turnip."""

    doublets: tuple[bool | None, ...]  # by seat, where known (like ``bids``)
    turnip: Card | None  # face down (None) until the bids are revealed
    removed_ranks: tuple[str, ...]  # the three ranks taken out as bid-cards
    BID_CHOICES: ClassVar[tuple[str, ...]] = (*SUIT_CHARS, TURNIP)
    DOUBLETS: ClassVar[bool] = True

    def contradiction(self, view: PlayerView) -> str | None:
        """Bugami's checks, a Doublets flag per seat, and a turnip that is in no hand and no
        trick while the tricks are played."""
        if (problem := super().contradiction(view)) is not None:
            return problem
        ranks = self.removed_ranks
        if len(ranks) != 3 or len(set(ranks)) != 3 or not all(len(r) == 1 and r in RANK_CHARS for r in ranks):
            return f"info.removed_ranks: expected three different ranks, got {list(ranks)}"
        if len(self.doublets) != view.n:
            return f"info.doublets: expected one entry per seat ({view.n}), got {len(self.doublets)}"
        if self.turnip is not None and view.phase is not Phase.DONE and (
                self.turnip in view.hand or view.played >> self.turnip & 1):
            return f"info.turnip: {self.turnip} lies face up in the middle, so it is in no hand and no trick"
        return None


class BleedingHeartsRound(BugamiRound):
    """One deal of Bleeding Hearts.

    >>> r = BleedingHeartsRound.from_hands(["AS 2H", "KS 4H", "QS 3H"], dealer=2, turnip="5H")
    >>> for bid, dbl in (("turnip", False), ("D", True), ("S", False)): _ = r.declare(bid, dbl)
    >>> str(r.view(0).info_as(BleedingHeartsInfo).turnip)
    '5H'
    >>> for c in ("AS", "KS", "QS", "2H", "4H", "3H"): _ = r.play(c)
    >>> r.tricks, r.scores
    ([1, 1, 0], [40, 40, 0])
    """

    game = "bleeding-hearts"
    game_title = "Bleeding Hearts"
    BIDS = (*SUIT_CHARS, TURNIP)

    def __init__(
        self,
        hands: Sequence[int],
        dealer: int,
        turnip: Card,
        names: Sequence[str] | None = None,
        *,
        target: int = 500,
        removed_ranks: Sequence[str] = tuple(DEFAULT_REMOVED),
    ) -> None:
        super().__init__(hands, dealer, 1 << turnip, names, target=target)
        self.turnip = turnip
        self.removed_ranks = tuple(removed_ranks)

    @classmethod
    def from_hands(  # type: ignore[override]
        cls, hands: Sequence[str | Sequence[str]], dealer: int, turnip: str, **kw: Any
    ) -> BleedingHeartsRound:
        """A round from hands in notation and the turnip (``"5C"``), for scripting."""
        masks = [mask_of(parse_cards(h)) for h in hands]
        return cls(masks, dealer, Card.parse(turnip), **kw)

    def _bid_problem(self, seat: int, bid: Any, doublets: Any) -> str | None:
        name = self.names[seat]
        if not isinstance(doublets, bool):
            return f"{name}'s doublets must be true or false, not {doublets!r}"
        if not isinstance(bid, str) or bid not in self.BIDS:
            return f"{name}'s bid must be a suit letter (S, H, D, C) or turnip, not {bid!r}"
        if bid == TURNIP and doublets:
            return f"{name} cannot bid Turnip with Doublets: the two bids do not combine"
        return None

    def _legal_decisions(self) -> list[Action]:
        seat = self.bid_order[self._bidder]
        plain = [Declare(seat, s) for s in SUIT_CHARS]
        return [*plain, *(Declare(seat, s, True) for s in SUIT_CHARS), Declare(seat, TURNIP)]

    def _after_reveal(self) -> list[Event]:
        return [TurnipRevealed(self.turnip)]

    def bug_suit(self, seat: int) -> int | None:
        if self.bids[seat] == TURNIP:
            # The turnip's suit is unknown to everyone until the bids are revealed.
            return int(self.turnip.suit) if self.revealed else None
        return super().bug_suit(seat)

    def seat_score(self, seat: int) -> int:
        return bleeding_hearts_score(
            self.tricks[seat], self.bugs(seat), self.bids[seat] == TURNIP, self.doublets[seat]
        )

    def _public_info(self, seat: int) -> BleedingHeartsInfo:
        shown = self.revealed
        return BleedingHeartsInfo(
            **self._secret_bid_facts(seat),
            doublets=tuple(
                d if self.bids[s] is not None and (shown or s == seat) else None for s, d in enumerate(self.doublets)
            ),
            turnip=self.turnip if shown else None,
            removed_ranks=self.removed_ranks,
        )

    def _game_fields(self) -> dict[str, Any]:
        doublets = [d if b is not None else None for b, d in zip(self.bids, self.doublets, strict=True)]
        return {"turnip": str(self.turnip), "bids": list(self.bids), "doublets": doublets}


class BleedingHearts(Bugami):
    name = "bleeding-hearts"
    title = "Bleeding Hearts"
    blurb = "Three-player Bugami with 40 cards, a turnip, and the Turnip and Doublets bids."
    player_counts = (3,)
    options = (
        Option("target", 500, "The score that ends the match at the end of a deal.", low=1, high=100000),
        RanksOption("removed_ranks", list(DEFAULT_REMOVED), "The three ranks taken out as bid-cards."),
    )
    progress_keys = ("bids", "doublets", "plays")

    def pack(self, match: MatchState) -> int:
        return deck(removed_rank_numbers(match.options["removed_ranks"]))

    def random_deal(self, match: MatchState, rng: random.Random) -> dict[str, Any]:
        dealer = self.dealer_to_deal(match)
        hands, middle = deal_by_pattern(shuffled(self.pack(match), rng), dealer, match.n, DEAL_PATTERN)
        return {"dealer": dealer, "hands": [as_text(h) for h in hands], "turnip": str(middle[0])}

    def new_round(self, match: MatchState, deal: dict[str, Any]) -> BleedingHeartsRound:
        pack = self.pack(match)
        seen: dict[int, str] = {}
        hands = read_hands(deal, match.players, pack, [13] * match.n, seen)
        if deal.get("turnip") is None:
            raise DealError("turnip is missing: every deal puts one card face down as the turnip")
        turnip = parse_card_field(deal["turnip"], "turnip")
        claim(turnip, "the turnip", pack, seen)
        return BleedingHeartsRound(
            hands,
            deal["dealer"],
            turnip,
            match.players,
            target=match.options["target"],
            removed_ranks=match.options["removed_ranks"],
        )

    def _check_bid_fields(self, rnd: BugamiRound, rd: dict[str, Any]) -> bool:
        """Bids and doublets go together: a bid without its doublets flag is not complete."""
        if not super()._check_bid_fields(rnd, rd):
            return False
        doublets = rd.get("doublets")
        if doublets is None:
            if rd.get("plays"):
                raise DealError("doublets is missing: a list of true/false per seat is needed")
            return False
        if not isinstance(doublets, list) or len(doublets) != rnd.n:
            raise DealError(f"doublets must be a list of {rnd.n} true/false values, one per seat")
        return True

    def _declaration(self, rnd: BugamiRound, rd: dict[str, Any], seat: int) -> Declare:
        return Declare(seat, rd["bids"][seat], rd["doublets"][seat])

    # ----- what the tools around the engine ask (see GameSpec) -----------------------------

    bench_players = 3
    penalty_note = "The Bleeding Hearts seed has no penalties; if the players agree, replay the deal."
    tally_bid_choices = (*SUIT_CHARS, TURNIP)
    # 13 less the three bid-card ranks.
    tally_suit_cards = 10

    def tally_info(self, match: MatchState, number: int) -> RoundInfo:
        """Thirteen tricks each deal (the turnip goes with the last)."""
        return GameSpec.tally_info(self, match, number)

    def tally_extra_cards(self, n_players: int) -> int:
        """The turnip, won with the last trick."""
        return 1

    def tally_round(
        self, data: dict[str, Any], info: RoundInfo, players: Sequence[str], options: dict[str, Any]
    ) -> Scored:
        """Fields: ``bids`` (suit letter or ``turnip``), ``doublets`` (true/false each),
        ``turnip`` (the turnip's suit letter, needed when anyone bid Turnip), ``tricks``, ``bugs``."""
        bids, tricks, bugs = self.tally_bug_fields(data, info, players)
        doublets = per_player(data.get("doublets", [False] * len(players)), len(players), "doublets")
        for p, d in enumerate(doublets):
            if not isinstance(d, bool):
                raise ScoresheetError(f"{players[p]}'s doublets must be true or false, not {d!r}")
            if d and bids[p] == TURNIP:
                raise ScoresheetError(f"{players[p]} cannot bid Turnip with Doublets: the two bids do not combine")
        turnip = data.get("turnip")
        if turnip is not None and turnip not in tuple(SUIT_CHARS):
            raise ScoresheetError(f"the turnip's suit must be one of {', '.join(SUIT_CHARS)}, not {turnip!r}")
        if turnip is None and TURNIP in bids:
            raise ScoresheetError("someone bid Turnip: enter the turnip's suit (it is turned up after the bids)")
        self.tally_suit_totals([turnip if b == TURNIP else b for b in bids], bugs)
        scores = tuple(
            bleeding_hearts_score(t, k, b == TURNIP, d) for b, d, t, k in zip(bids, doublets, tricks, bugs, strict=True)
        )
        fields = {"bids": bids, "doublets": doublets, "turnip": turnip, "tricks": tricks, "bugs": bugs}
        return Scored(ROUND, fields, scores)


__all__ = ["DEAL_PATTERN", "BleedingHearts", "BleedingHeartsInfo", "BleedingHeartsRound", "bleeding_hearts_score"]
