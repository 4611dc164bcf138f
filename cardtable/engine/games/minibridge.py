"""Minibridge (English Bridge Union): bridge without the auction.

Rules as in docs/RULES.md and the seed: four players, North–South against East–West, 13 cards
each. From the dealer clockwise each player announces their high-card points; the side
with more points declares (20–20 is thrown in and the same dealer deals again). Declarer
is the partner with more points (equal: the one who announced first) and the other is
dummy, whose hand is laid face up before declarer chooses a strain and part-score or game.
Declarer's left-hand opponent leads and declarer plays dummy's cards too.

Seats are North, East, South, West = 0, 1, 2, 3, so a seat's side is ``seat % 2``
(0 = North–South, 1 = East–West) and its partner is ``(seat + 2) % 4``.

The deal facts (points, who announces first, declaring side, declarer, dummy, opening
leader) are pure functions of the hands and the dealer, so the exercises can answer the
seed's questions from a deal without playing a round.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import Action, Announce, ChooseContract
from ..cards import FULL_DECK, Card, Suit, cards_of, hcp, mask_of, parse_cards
from ..errors import DealError, IllegalAction, OptionError
from ..events import ContractChosen, DeclarerChosen, DummyExposed, Event, PointsAnnounced, Redeal
from ..phase import Phase
from ..round import Round, TrickRound
from ..tally import REDEAL, ROUND, Result, RoundInfo, Scored, ScoresheetError, per_player, suit_symbol, whole
from ..view import GameInfo, PlayerView
from .base import ContractOutcome, GameSpec, MatchState, Option, as_text, cards_from_record, deal_out, read_hands

# Seat letters in seat order (the record's order: North, East, South, West).
SEAT_LETTERS = "NESW"
SEAT_NAMES = ("North", "East", "South", "West")
# Side names by side number (``seat % 2``).
SIDE_NAMES = ("NS", "EW")

# The strains declarer may name, in the record's spelling.
STRAINS = ("C", "D", "H", "S", "NT")

# Tricks needed for a game contract; a part-score always needs 7.
GAME_TARGET = {"NT": 9, "S": 10, "H": 10, "D": 11, "C": 11}
PART_SCORE_TARGET = 7

# Points per trick over six in a suit contract.
TRICK_VALUE = {"S": 30, "H": 30, "D": 20, "C": 20}
PART_SCORE_BONUS = 50
GAME_BONUS = 300
UNDERTRICK = 50


# ----- deal facts: pure functions of (hands, dealer) ---------------------------------------


def side_of(seat: int) -> int:
    """0 for North–South, 1 for East–West."""
    return seat % 2


def partner(seat: int) -> int:
    return (seat + 2) % 4


def points_per_seat(hands: Sequence[int]) -> list[int]:
    """High-card points of each hand (masks), in seat order."""
    return [hcp(h) for h in hands]


def side_points(hands: Sequence[int]) -> tuple[int, int]:
    """(North–South, East–West) points."""
    pts = points_per_seat(hands)
    return pts[0] + pts[2], pts[1] + pts[3]


def announce_order(dealer: int) -> list[int]:
    """Seats in the order they announce: the dealer first, then clockwise."""
    return [(dealer + i) % 4 for i in range(4)]


def first_to_announce(hands: Sequence[int], dealer: int) -> int:
    """The seat that announces first: always the dealer (the seed's definition of dealer).

    Takes the hands as well so that every deal fact has the same signature.
    """
    return dealer


def declaring_side(hands: Sequence[int], dealer: int) -> int | None:
    """The side with more points (0 = NS, 1 = EW), or ``None`` for a 20–20 redeal."""
    ns, ew = side_points(hands)
    if ns == ew:
        return None
    return 0 if ns > ew else 1


def declarer_seat(hands: Sequence[int], dealer: int) -> int | None:
    """The declaring side's partner with more points; on equal points the one who
    announced first (nearer the dealer, clockwise). ``None`` for a redeal."""
    side = declaring_side(hands, dealer)
    if side is None:
        return None
    a, b = side, side + 2
    pa, pb = hcp(hands[a]), hcp(hands[b])
    if pa != pb:
        return a if pa > pb else b
    return a if (a - dealer) % 4 < (b - dealer) % 4 else b


def dummy_seat(hands: Sequence[int], dealer: int) -> int | None:
    """Declarer's partner, or ``None`` for a redeal."""
    d = declarer_seat(hands, dealer)
    return None if d is None else partner(d)


def opening_leader(hands: Sequence[int], dealer: int) -> int | None:
    """Declarer's left-hand opponent, or ``None`` for a redeal."""
    d = declarer_seat(hands, dealer)
    return None if d is None else (d + 1) % 4


@dataclass(frozen=True)
class DealFacts:
    """The answers to the seed's first five exercise questions for one deal."""

    points: tuple[int, ...]
    first_to_announce: int
    declaring_side: int | None
    declarer: int | None
    dummy: int | None
    opening_leader: int | None

    @property
    def redeal(self) -> bool:
        return self.declaring_side is None


def deal_facts(hands: Sequence[int], dealer: int) -> DealFacts:
    """Every deal fact at once (points, first to announce, side, declarer, dummy, leader)."""
    return DealFacts(
        tuple(points_per_seat(hands)),
        first_to_announce(hands, dealer),
        declaring_side(hands, dealer),
        declarer_seat(hands, dealer),
        dummy_seat(hands, dealer),
        opening_leader(hands, dealer),
    )


# ----- scoring ---------------------------------------------------------------------------


def target_tricks(strain: str, game: bool) -> int:
    """Tricks the declaring side must take: 7 for a part-score; game NT 9, ♥/♠ 10, ♣/♦ 11."""
    if strain not in GAME_TARGET:
        raise ValueError(f"strain must be one of {', '.join(STRAINS)}, not {strain!r}")
    return GAME_TARGET[strain] if game else PART_SCORE_TARGET


def trick_score(strain: str, over: int) -> int:
    """Points for ``over`` tricks beyond six: 20 (♣♦), 30 (♥♠), NT 40 then 30 each."""
    if over <= 0:
        return 0
    if strain == "NT":
        return 40 + 30 * (over - 1)
    return TRICK_VALUE[strain] * over


def contract_score(strain: str, game: bool, tricks: int) -> tuple[int, int]:
    """(declaring side's score, defending side's score) for ``tricks`` taken by declarer.

    Made: every trick over six at the strain's rate plus 50 (part-score) or 300 (game,
    only when game was announced). Failed: the defenders score 50 per trick short.

    >>> contract_score("NT", True, 9), contract_score("H", True, 8)
    ((400, 0), (0, 100))
    """
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise ValueError(f"tricks must be 0 to 13, not {tricks!r}")
    target = target_tricks(strain, game)
    if tricks < target:
        return 0, UNDERTRICK * (target - tricks)
    return trick_score(strain, tricks - 6) + (GAME_BONUS if game else PART_SCORE_BONUS), 0


# ----- the round -------------------------------------------------------------------------


@dataclass(frozen=True)
class Contract:
    """Declarer's choice: the strain (``C D H S NT``) and part-score or game."""

    strain: str
    game: bool


@dataclass(frozen=True, kw_only=True)
class MinibridgeInfo(GameInfo):
    """What every seat knows in Minibridge; ``None`` fields are not decided yet (or, on a
    20–20 redeal, never will be)."""

    points: tuple[int | None, ...]  # by seat, once announced
    announce_order: tuple[int, ...]
    declaring_side: int | None  # 0 North–South, 1 East–West
    declarer: int | None
    dummy: int | None
    dummy_hand: tuple[Card, ...] | None  # dummy's cards still held, once exposed
    contract: Contract | None
    target: int | None  # tricks the declaring side needs
    declarer_tricks: int  # tricks taken so far by the declaring side
    redeal: bool  # the deal is thrown in (20–20)

    def plays_for(self, seat: int) -> tuple[int, ...]:
        """Declarer takes dummy's turns too."""
        return (seat, self.dummy) if seat == self.declarer and self.dummy is not None else (seat,)

    def contradiction(self, view: PlayerView) -> str | None:
        """Dummy is declarer's partner, and the declaring side's tricks are counted in full."""
        if self.declarer is not None:
            partner = (self.declarer + 2) % 4
            if self.dummy != partner:
                return f"info.dummy: declarer {self.declarer}'s partner, seat {partner}, is dummy, not {self.dummy}"
            if self.declaring_side != self.declarer % 2:
                return f"info.declaring_side: declarer {self.declarer} is on side {self.declarer % 2}"
        if len(self.points) != 4:
            return f"info.points: expected one entry per seat (4), got {len(self.points)}"
        if view.phase is Phase.PLAY:  # cards are played only under a contract, with dummy face up
            unset = [name for name in ("declarer", "dummy", "dummy_hand", "contract", "target")
                     if getattr(self, name) is None]
            if unset:
                return f"info.{unset[0]}: the cards are being played, so it is known (got null)"
        if self.contract is not None:
            strain, game = self.contract.strain, self.contract.game
            if strain not in STRAINS:
                return f"info.contract.strain: expected one of {', '.join(STRAINS)}, got {strain!r}"
            if self.target is not None and self.target != target_tricks(strain, game):
                return (f"info.target: a {'game' if game else 'part-score'} in {strain} needs "
                        f"{target_tricks(strain, game)} tricks, not {self.target}")
        if self.dummy_hand is not None and self.dummy is not None:
            problem = self._dummy_contradiction(view, self.dummy, self.dummy_hand)
            if problem is not None:
                return problem
        side = self.declaring_side
        won = 0 if side is None else sum(1 for _, _, winner in view.history if winner % 2 == side)
        if self.declarer_tricks != won:
            return (f"info.declarer_tricks: the declaring side won {won} of the tricks in history, "
                    f"not {self.declarer_tricks}")
        return None


    @staticmethod
    def _dummy_contradiction(view: PlayerView, dummy: int, cards: tuple[Card, ...]) -> str | None:
        """Dummy's exposed cards are the cards dummy still holds: as many as its hand size,
        none of them played, and none in another hand this view shows."""
        if len(cards) != view.hand_sizes[dummy]:
            return (f"info.dummy_hand: {len(cards)} cards, but hand_sizes says dummy (seat {dummy}) holds "
                    f"{view.hand_sizes[dummy]}")
        if len(set(cards)) != len(cards):
            return "info.dummy_hand: a card appears twice"
        for card in cards:
            if view.played >> card & 1:
                return f"info.dummy_hand: {card} has already been played"
            if view.seat != dummy and card in view.hand:
                return f"info.dummy_hand: {card} is also in seat {view.seat}'s hand"
        return None


class MinibridgeRound(TrickRound):
    """One deal: points announced, dummy exposed, contract chosen, 13 tricks, the score.

    >>> r = MinibridgeRound.from_hands([
    ...     "TS 5S 3S 2S AH KH 4H KD 8D 3D AC 5C 3C",
    ...     "QS 7S 4S 7H 5H JD TD 6D QC JC 9C 7C 6C",
    ...     "AS KS 6S 9H 6H 3H 2H AD QD 4D KC 4C 2C",
    ...     "JS 9S 8S QH JH TH 8H 9D 7D 5D 2D TC 8C"], dealer=3)
    >>> for _ in range(4): _ = r.announce()
    >>> r.points, r.declarer, r.dummy, str(r.phase)
    ([14, 6, 16, 4], 2, 0, 'contract')
    >>> _ = r.choose_contract("NT", True)
    >>> r.to_act, r.target
    (3, 9)
    """

    game = "minibridge"

    def __init__(self, hands: Sequence[int], dealer: int, names: Sequence[str] | None = None) -> None:
        if len(hands) != 4:
            raise DealError(f"Minibridge is for 4 players, not {len(hands)}")
        super().__init__(hands, dealer, None, names)
        self.phase = Phase.ANNOUNCING
        self.order = announce_order(dealer)
        self._announcer = 0  # index into order of the seat to announce next
        self.points: list[int | None] = [None] * 4
        self.side: int | None = None
        self.declarer: int | None = None
        self.dummy: int | None = None
        self.strain: str | None = None
        self.game_contract: bool | None = None
        self.target: int | None = None
        self.redeal = False

    @classmethod
    def from_hands(cls, hands: Sequence[str | Sequence[str]], dealer: int, **kw: Any) -> MinibridgeRound:
        """A round from hands in notation (``["AS KS", ...]``, seats N E S W), for scripting."""
        return cls([mask_of(parse_cards(h)) for h in hands], dealer, **kw)

    # ----- whose turn -------------------------------------------------------------------

    def actor(self, seat: int) -> int:
        """Declarer decides for dummy once dummy is known; everyone else for themselves."""
        if self.declarer is not None and seat == self.dummy:
            return self.declarer
        return seat

    def _decision_seat(self) -> int | None:
        if self.phase is Phase.ANNOUNCING:
            return self.order[self._announcer]
        return self.declarer

    @property
    def contract(self) -> dict[str, Any] | None:
        """The contract as the record writes it, or ``None`` while unchosen or on a redeal."""
        if self.strain is None:
            return None
        return {"strain": self.strain, "game": self.game_contract}

    @property
    def dummy_exposed(self) -> bool:
        return self.dummy is not None

    @property
    def declarer_tricks(self) -> int:
        """Tricks taken by the declaring side (declarer's and dummy's together)."""
        if self.side is None:
            return 0
        return self.tricks[self.side] + self.tricks[self.side + 2]

    # ----- decisions ----------------------------------------------------------------------

    def _legal_decisions(self) -> list[Action]:
        if self.phase is Phase.ANNOUNCING:
            seat = self.order[self._announcer]
            return [Announce(seat, hcp(self.dealt[seat]))]
        declarer = self._declarer()
        return [ChooseContract(declarer, s, g) for s in STRAINS for g in (False, True)]

    def announce(self, points: int | None = None) -> list[Event]:
        """Announce for the seat whose turn it is (its true points unless told otherwise)."""
        if self.phase is not Phase.ANNOUNCING:
            raise IllegalAction("the points are all announced")
        seat = self.order[self._announcer]
        return self.apply(Announce(seat, hcp(self.dealt[seat]) if points is None else points))

    def choose_contract(self, strain: str, game: bool) -> list[Event]:
        """Choose the contract for declarer."""
        if self.declarer is None:
            raise IllegalAction(f"no contract can be chosen now: {self._waiting_for()}")
        return self.apply(ChooseContract(self.declarer, strain, game))

    def _apply_decision(self, action: Action) -> list[Event]:
        seat = getattr(action, "seat", None)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 4:
            raise IllegalAction(f"there is no seat {seat!r}")
        if type(action) is Announce:
            return self._apply_announce(action)
        if type(action) is ChooseContract:
            return self._apply_contract(action)
        raise IllegalAction(f"Minibridge has no {type(action).__name__.lower()} action")

    def _apply_announce(self, action: Announce) -> list[Event]:
        seat, name = action.seat, self.names[action.seat]
        if self.phase is not Phase.ANNOUNCING:
            raise IllegalAction(f"{name} cannot announce now: the points are all announced")
        expected = self.order[self._announcer]
        if seat != expected:
            raise IllegalAction(
                f"{name} announced out of turn: it is {self.names[expected]}'s turn to announce"
            )
        pts = action.points
        if isinstance(pts, bool) or not isinstance(pts, int):
            raise IllegalAction(f"{name}'s points must be a whole number, not {pts!r}")
        held = hcp(self.dealt[seat])
        if pts != held:
            direction = "more" if held > pts else "fewer"
            raise IllegalAction(
                f"{name} does not hold {pts} points: count again, it is {direction} (A 4, K 3, Q 2, J 1)"
            )
        self.points[seat] = pts
        self._announcer += 1
        events: list[Event] = [PointsAnnounced(seat, pts)]
        if self._announcer < 4:
            return events
        self.side = declaring_side(self.dealt, self.dealer)
        if self.side is None:
            # 20–20: thrown in; nothing is played and both sides score nothing.
            self.redeal = True
            self.phase = Phase.DONE
            self.scores = [0] * 4
            events.append(Redeal(self.dealer))
            return events
        declarer = declarer_seat(self.dealt, self.dealer)
        assert declarer is not None  # a side with more points has a declarer
        self.declarer, self.dummy = declarer, partner(declarer)
        self.phase = Phase.CONTRACT
        events.append(DeclarerChosen(declarer, self.dummy))
        events.append(DummyExposed(self.dummy, tuple(cards_of(self.hands[self.dummy]))))
        return events

    def _apply_contract(self, action: ChooseContract) -> list[Event]:
        seat, name = action.seat, self.names[action.seat]
        if self.phase is Phase.ANNOUNCING:
            raise IllegalAction(f"{name} cannot choose a contract now: {self._waiting_for()}")
        if self.phase is not Phase.CONTRACT:
            raise IllegalAction(f"{name} cannot choose a contract now: the contract is already chosen")
        if seat != self.declarer:
            raise IllegalAction(
                f"{name} cannot choose the contract: only the declarer, {self.names[self._declarer()]}, does"
            )
        if action.strain not in STRAINS:
            raise IllegalAction(f"the strain must be one of {', '.join(STRAINS)}, not {action.strain!r}")
        if not isinstance(action.game, bool):
            raise IllegalAction(f"game must be true or false, not {action.game!r}")
        self.strain = action.strain
        self.game_contract = action.game
        self.target = target_tricks(action.strain, action.game)
        self.trump = None if action.strain == "NT" else int(Suit.parse(action.strain))
        self.leader = (seat + 1) % 4
        self.phase = Phase.PLAY
        return [ContractChosen(seat, action.strain, action.game, self.target)]

    def _waiting_for(self) -> str:
        if self.phase is Phase.ANNOUNCING:
            return f"waiting for {self.names[self.order[self._announcer]]} to announce points"
        if self.phase is Phase.CONTRACT:
            return f"waiting for the declarer, {self.names[self._declarer()]}, to choose the contract"
        return super()._waiting_for()

    # ----- scoring and views ------------------------------------------------------------

    def _declarer(self) -> int:
        """Declarer, in the phases that have one (the contract and the play)."""
        if self.declarer is None:
            raise IllegalAction(f"there is no declarer yet: {self._waiting_for()}")
        return self.declarer

    def _score(self) -> list[int]:
        # Only a played deal is scored here, and the play starts with the contract.
        assert self.strain is not None and self.game_contract is not None
        ours, theirs = contract_score(self.strain, self.game_contract, self.declarer_tricks)
        return [ours if side_of(s) == self.side else theirs for s in range(4)]

    def _public_info(self, seat: int) -> MinibridgeInfo:
        """Public facts; dummy's cards only once dummy is exposed (after the points)."""
        dummy = self.dummy
        strain, game = self.strain, self.game_contract
        return MinibridgeInfo(
            points=tuple(self.points),
            announce_order=tuple(self.order),
            declaring_side=self.side,
            declarer=self.declarer,
            dummy=dummy,
            dummy_hand=None if dummy is None else tuple(cards_of(self.hands[dummy])),
            contract=None if strain is None or game is None else Contract(strain, game),
            target=self.target,
            declarer_tricks=self.declarer_tricks,
            redeal=self.redeal,
        )

    def record(self) -> dict[str, Any]:
        rec = super().record()
        plays = rec.pop("plays")
        rec["contract"] = self.contract
        rec["plays"] = plays  # keep the record's field order: dealer, hands, contract, plays
        return rec


# ----- the game --------------------------------------------------------------------------


def _was_redeal(rnd: object) -> bool:
    """A 20–20 round (the scorekeeper's tally entries say so too, with the same attribute)."""
    return bool(getattr(rnd, "redeal", False))


class Minibridge(GameSpec[MinibridgeRound]):
    """A session of Minibridge: 8 deals (redeals not counted) or play to a target score.

    Partners always hold equal totals, so the base rule "highest total wins, ties share"
    makes both partners of the side with more points the winners.
    """

    name = "minibridge"
    claims = True
    title = "Minibridge"
    blurb = "Bridge without the auction: count your points, the stronger pair declares."
    player_counts = (4,)
    options = (
        Option("deals", 8, "Deals in a session (a 20–20 redeal does not count).", low=1, high=99),
        Option(
            "target",
            0,
            "Play until a side reaches this score at the end of a deal instead (0: off).",
            low=0,
            high=100000,
        ),
    )
    progress_keys = ("contract", "plays")

    def thrown_in(self, rnd: Round) -> bool:
        return _was_redeal(rnd)

    def sides(self, rnd: Round) -> tuple[tuple[int, ...], ...]:
        return ((0, 2), (1, 3))

    def contract_outcome(self, rnd: Round) -> ContractOutcome | None:
        if not isinstance(rnd, MinibridgeRound) or rnd.strain is None:
            return None
        assert rnd.declarer is not None and rnd.side is not None and rnd.target is not None
        return ContractOutcome(rnd.declarer, rnd.side, rnd.strain, rnd.target, rnd.declarer_tricks, rnd.dealt,
                               bool(rnd.game_contract))

    def _check_option_combination(self, options: dict[str, Any], n_players: int) -> None:
        """A session is either a number of deals or a target score, never both at once."""
        if options["target"] and options["deals"] != self.default_options()["deals"]:
            raise OptionError(
                "minibridge options deals and target do not combine: a session is a number "
                "of deals or a target score"
            )

    # ----- rounds -----------------------------------------------------------------------

    @staticmethod
    def deals_played(match: MatchState) -> int:
        """Finished deals that count toward the session (every one but the 20–20 redeals)."""
        done = match.rounds[: match.rounds_completed]
        return sum(1 for r in done if not _was_redeal(r))

    def deals_planned(self, match: MatchState) -> int | None:
        """Deals in the session, or ``None`` when it is played to a target score."""
        return None if match.options["target"] else match.options["deals"]

    def rounds_planned(self, match: MatchState) -> int | None:
        """Not fixed in advance: every 20–20 redeal adds a round (see :meth:`deals_planned`)."""
        return None

    def next_dealer(self, match: MatchState) -> int | None:
        """The deal passes left, except that the same dealer deals again after a 20–20."""
        if match.rounds and _was_redeal(match.rounds[-1]):
            return match.rounds[-1].dealer
        return super().next_dealer(match)

    def random_deal(self, match: MatchState, rng: random.Random) -> dict[str, Any]:
        hands, _ = deal_out(FULL_DECK, [13] * 4, rng)
        return {"dealer": self.dealer_to_deal(match), "hands": [as_text(h) for h in hands]}

    def new_round(self, match: MatchState, deal: dict[str, Any]) -> MinibridgeRound:
        hands = read_hands(deal, match.players, FULL_DECK, [13] * 4)
        return MinibridgeRound(hands, deal["dealer"], match.players)

    def replay_steps(self, rnd: MinibridgeRound, rd: dict[str, Any]) -> Iterator[Action | Card]:
        """The announcements (implied by the hands), the contract, then the cards."""
        hands, dealer = rnd.dealt, rnd.dealer
        for seat in announce_order(dealer):
            yield Announce(seat, hcp(hands[seat]))
        contract = rd.get("contract")
        plays = rd.get("plays")
        declarer = declarer_seat(hands, dealer)
        if declarer is None:
            if contract is not None:
                raise DealError("the points are 20–20, so the deal is redealt: it can have no contract")
            if plays:
                raise DealError("the points are 20–20, so the deal is redealt: no card can be played")
            return
        if contract is None:
            if plays:
                raise DealError("cards are played but no contract was chosen")
            return
        if not isinstance(contract, dict) or "strain" not in contract or "game" not in contract:
            raise DealError('contract must be an object like {"strain": "NT", "game": true}')
        yield ChooseContract(declarer, contract["strain"], contract["game"])
        if plays is not None:
            yield from cards_from_record(plays, "plays")

    # ----- session end ------------------------------------------------------------------

    def is_over(self, match: MatchState) -> bool:
        """By deals: after the last counted deal. By target: at the end of the deal in which
        a side reaches the target (a redeal scores nothing, so it never ends a session)."""
        target = match.options["target"]
        if target:
            return max(match.totals) >= target
        return self.deals_played(match) >= match.options["deals"]

    # ----- what the tools around the engine ask (see GameSpec) -----------------------------

    has_declarer = True
    unrecorded_phases = frozenset({Phase.ANNOUNCING})  # the points follow from the hands
    fixed_partnerships = True
    penalty_note = "The Minibridge seed has no penalties; if the players agree, replay the deal."

    def tally_info(self, match: MatchState, number: int) -> RoundInfo:
        """A deal: announced from the dealer round; planned deals unless played to a score."""
        dealer = self.dealer_to_deal(match)
        deals = match.options["deals"] if not match.options["target"] else None
        return RoundInfo(number, deals, dealer, 13, order=tuple((dealer + i) % 4 for i in range(4)))

    def tally_round(
        self, data: dict[str, Any], info: RoundInfo, players: Sequence[str], options: dict[str, Any]
    ) -> Scored:
        """Fields: ``points`` (per player, N E S W), then unless 20–20 ``contract``
        (``{"strain": "S", "game": true}``) and ``tricks`` (the declaring side's)."""
        points = per_player(data.get("points"), 4, "the points")
        points = [whole(v, f"{players[p]}'s points", 0, MAX_HAND_POINTS) for p, v in enumerate(points)]
        if sum(points) != PACK_POINTS:
            raise ScoresheetError(f"the points add up to {sum(points)}, but the pack holds {PACK_POINTS}: count again")
        declarer = declarer_from_points(points, info.dealer or 0)
        contract, tricks = data.get("contract"), data.get("tricks")
        if declarer is None:
            if contract is not None or tricks is not None:
                raise ScoresheetError("20–20: the deal is redealt by the same dealer, so it has no contract")
            return Scored(REDEAL, {"points": points}, (0, 0, 0, 0))
        side = declarer % 2
        if not isinstance(contract, dict):
            raise ScoresheetError(f"{players[declarer]} declares: enter the contract")
        strain, game = contract.get("strain"), contract.get("game")
        if strain not in STRAINS:
            raise ScoresheetError(f"the strain must be one of {', '.join(STRAINS)}, not {strain!r}")
        if not isinstance(game, bool):
            raise ScoresheetError(f"the contract is a part-score or a game (game: true or false), not {game!r}")
        tricks = whole(tricks, "the declaring side's tricks", 0, 13)
        ours, theirs = contract_score(strain, game, tricks)
        scores = tuple(ours if p % 2 == side else theirs for p in range(4))
        fields = {"points": points, "contract": {"strain": strain, "game": game}, "tricks": tricks}
        return Scored(ROUND, fields, scores, declarer=declarer, dummy=partner(declarer))

    def describe_tally(self, result: Result, players: Sequence[str]) -> str:
        if result.kind == REDEAL:
            return "20–20: redealt"
        data = result.data
        c = data["contract"]
        strain = "NT" if c["strain"] == "NT" else suit_symbol(c["strain"])
        need = target_tricks(c["strain"], c["game"])
        kind = "game" if c["game"] else "part-score"
        made = "made" if data["tricks"] >= need else f"down {need - data['tricks']}"
        declarer = players[result.declarer] if result.declarer is not None else "?"
        return f"{declarer} declares {strain} {kind}: {data['tricks']} tricks, {made}"


# High-card points in the pack, and the most one 13-card hand can hold (four aces, kings
# and queens and a jack): what a scorer's announced points are checked against.
PACK_POINTS = 40
MAX_HAND_POINTS = 37


def _honours_with_points(points: int) -> int:
    """A set of honour cards (mask) holding exactly ``points`` high-card points.

    The declarer rule (:func:`declarer_seat`) reads hands, and a scorer knows only the
    points announced; any cards with those points give the same answer, so the rule is
    asked with honour sets built greedily (aces, kings, queens, then jacks).
    """
    cards = []
    left = points
    for rank, value in (("A", 4), ("K", 3), ("Q", 2), ("J", 1)):
        for suit in "SHDC":
            if left >= value:
                cards.append(Card.parse(rank + suit))
                left -= value
    if left:
        raise ValueError(f"no hand holds {points} points")
    return mask_of(cards)


def declarer_from_points(points: Sequence[int], dealer: int) -> int | None:
    """The declarer (seat N E S W = 0..3) for the points announced, by the engine's rule;
    ``None`` for a 20–20 redeal. The points must add up to 40."""
    hands = [_honours_with_points(v) for v in points]
    return None if declaring_side(hands, dealer) is None else declarer_seat(hands, dealer)


__all__ = [
    "SEAT_LETTERS",
    "SIDE_NAMES",
    "STRAINS",
    "Contract",
    "DealFacts",
    "Minibridge",
    "MinibridgeInfo",
    "MinibridgeRound",
    "announce_order",
    "contract_score",
    "deal_facts",
    "declarer_seat",
    "declaring_side",
    "dummy_seat",
    "first_to_announce",
    "opening_leader",
    "partner",
    "points_per_seat",
    "side_of",
    "side_points",
    "target_tricks",
    "trick_score",
]
