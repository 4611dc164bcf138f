"""A round (one deal) as a phase machine: decisions, then tricks, then scores.

:class:`Round` holds what every trick-taking game here shares — hands as bit masks, the
trick in progress, tricks won, the play record — and validates every card. Each game
subclasses it for its own decisions (bids, bug suits, contracts) and its scoring.

The API follows OpenSpiel's shape: ``to_act``, ``legal_actions()``, ``apply(action)``
returning events, ``is_done``; plus python-chess-style conveniences ``play("AS")``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .actions import Action, Play
from .cards import CARDS, Card, cards_of, format_mask
from .errors import IllegalAction
from .events import CardPlayed, TrickWon
from .trick import explain, legal_follow_suit, winner_index
from .view import PlayerView

LegalPolicy = Callable[[int, list[int], "int | None"], tuple[int, str]]

PLAY = "play"
DONE = "done"


class Round:
    """State of one deal. Subclasses add a decision phase and ``_score()``."""

    game = ""

    def __init__(
        self,
        hands: Sequence[int],
        dealer: int,
        trump: int | None,
        names: Sequence[str] | None = None,
        *,
        leader: int | None = None,
        policy: LegalPolicy = legal_follow_suit,
    ) -> None:
        self.n = len(hands)
        self.dealer = dealer
        self.dealt: tuple[int, ...] = tuple(hands)
        self.hands: list[int] = list(hands)
        self.names: tuple[str, ...] = tuple(names) if names else tuple(f"P{i}" for i in range(self.n))
        self.trump = trump
        self.policy = policy
        self.phase = PLAY
        self.leader = (dealer + 1) % self.n if leader is None else leader
        self.trick: list[int] = []
        self.tricks = [0] * self.n
        self.won = [0] * self.n  # cards in the tricks each seat won (with any extras)
        self.history: list[tuple[int, tuple[int, ...], int]] = []  # (leader, cards, winner)
        self.plays: list[Card] = []
        self.played = 0  # mask of every card played so far
        self.n_tricks = max(h.bit_count() for h in hands) if hands else 0
        self.last_trick_extra = 0  # cards that go with the last trick (Bugami's leftovers)
        self.scores: list[int] | None = None

    # ----- whose turn -------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """The seat whose decision or card is next; ``None`` once the round is over."""
        if self.phase == PLAY:
            return (self.leader + len(self.trick)) % self.n
        if self.phase == DONE:
            return None
        return self._decision_seat()

    def actor(self, seat: int) -> int:
        """Who decides for ``seat`` (declarer decides for dummy in Minibridge)."""
        return seat

    @property
    def is_done(self) -> bool:
        return self.phase == DONE

    @property
    def trick_number(self) -> int:
        """1-based number of the trick in progress (or the last one, once done)."""
        return min(len(self.history) + 1, self.n_tricks)

    # ----- legal moves ------------------------------------------------------------------

    def legal_mask(self) -> int:
        """Mask of the cards the seat to play may play (0 outside the play phase)."""
        if self.phase != PLAY:
            return 0
        seat = (self.leader + len(self.trick)) % self.n
        return self.policy(self.hands[seat], self.trick, self.trump)[0]

    def legal_cards(self) -> list[Card]:
        return cards_of(self.legal_mask())

    def illegal_rule(self, card: Card | str) -> tuple[str, tuple[int, ...], int | None] | None:
        """The rule that forbids the seat to play now a card it holds, as (reason code of
        :mod:`~cardtable.engine.trick`, the trick so far, trumps) — for a UI to put into
        its own words — or ``None`` when the card may be played or is not held."""
        card = Card.parse(card) if isinstance(card, str) else CARDS[card]
        if self.phase != PLAY:
            return None
        hand = self.hands[(self.leader + len(self.trick)) % self.n]
        if not hand >> card & 1:
            return None
        legal, reason = self.policy(hand, self.trick, self.trump)
        return None if legal >> card & 1 else (reason, tuple(self.trick), self.trump)

    def why_illegal(self, card: Card | str) -> str | None:
        """Why the seat to play may not play ``card`` now, or ``None`` if it may."""
        card = Card.parse(card) if isinstance(card, str) else CARDS[card]
        if self.phase != PLAY:
            return "no card can be played now"
        seat = (self.leader + len(self.trick)) % self.n
        hand = self.hands[seat]
        if not hand >> card & 1:
            return f"{self.names[seat]} does not hold {card}"
        legal, reason = self.policy(hand, self.trick, self.trump)
        if legal >> card & 1:
            return None
        return explain(reason, self.trick, self.trump)

    def legal_actions(self) -> list[Action]:
        if self.phase == PLAY:
            seat = (self.leader + len(self.trick)) % self.n
            return [Play(seat, c) for c in cards_of(self.legal_mask())]
        if self.phase == DONE:
            return []
        return self._legal_decisions()

    # ----- applying actions -------------------------------------------------------------

    def apply(self, action: Action) -> list:
        """Validate and apply one action; return the events it caused.

        Raises :class:`IllegalAction` with a one-line reason when the rules refuse it.
        """
        if type(action) is Play:
            return self._apply_play(action.seat, action.card)
        if self.phase == DONE:
            raise IllegalAction("the round is over")
        return self._apply_decision(action)

    def play(self, card: Card | str) -> list:
        """Play ``card`` for the seat whose turn it is."""
        card = Card.parse(card) if isinstance(card, str) else CARDS[card]
        seat = self.to_act
        if seat is None:
            raise IllegalAction(f"{card} is played after the round's last trick")
        return self.apply(Play(seat, card))

    def _apply_play(self, seat: int, card: int) -> list:
        if self.phase != PLAY:
            if self.phase == DONE:
                raise IllegalAction(f"{CARDS[card]} is played after the round's last trick")
            raise IllegalAction(f"{self.names[seat]} cannot play {CARDS[card]}: {self._waiting_for()}")
        n = self.n
        expected = (self.leader + len(self.trick)) % n
        if seat != expected:
            raise IllegalAction(
                f"{self.names[seat]} played {CARDS[card]} out of turn: it is {self.names[expected]}'s turn"
            )
        bit = 1 << card
        hand = self.hands[seat]
        c = CARDS[card]
        if not hand & bit:
            raise IllegalAction(f"{self.names[seat]} does not hold {c}")
        trick = self.trick
        if trick:
            legal, reason = self.policy(hand, trick, self.trump)
            if not legal & bit:
                rule = explain(reason, trick, self.trump)
                raise IllegalAction(f"{self.names[seat]} {rule}: holds {format_mask(legal)}, played {c}")
        self.hands[seat] = hand ^ bit
        self.played |= bit
        trick.append(card)
        self.plays.append(c)
        events: list = [CardPlayed(seat, c)]
        if len(trick) == n:
            events.extend(self._close_trick())
        return events

    def _close_trick(self) -> list:
        trick = self.trick
        winner = (self.leader + winner_index(trick, self.trump)) % self.n
        cards = tuple(trick)
        self.history.append((self.leader, cards, winner))
        self.tricks[winner] += 1
        won = 0
        for c in cards:
            won |= 1 << c
        last = len(self.history) == self.n_tricks
        extra = ()
        if last and self.last_trick_extra:
            won |= self.last_trick_extra
            extra = tuple(cards_of(self.last_trick_extra))
        self.won[winner] |= won
        self.trick = []
        self.leader = winner
        events: list = [TrickWon(winner, tuple(CARDS[c] for c in cards) + extra, len(self.history))]
        if last:
            self.phase = DONE
            self.scores = self._score()
        return events

    # ----- game-specific parts ----------------------------------------------------------

    def start_events(self) -> list:
        """Events that happen as the round starts (the turn-up card, an instant redeal)."""
        return []

    def _decision_seat(self) -> int | None:
        raise AssertionError(f"phase {self.phase} has no decision seat")

    def _legal_decisions(self) -> list[Action]:
        return []

    def _apply_decision(self, action: Action) -> list:
        raise IllegalAction(f"{type(action).__name__} is not an action of this game")

    def _bidding_seat(self, action: Action, kind: type, title: str) -> int:
        """The seat of a bid-like action, after the checks every bidding game makes: the
        right kind of action, a real seat, and the bidding still open."""
        if type(action) is not kind:
            raise IllegalAction(f"{title} has no {type(action).__name__.lower()} action")
        seat = action.seat
        if not 0 <= seat < self.n:
            raise IllegalAction(f"there is no seat {seat}")
        if self.phase != "bidding":
            raise IllegalAction(f"{self.names[seat]} cannot bid now: the bidding is over")
        return seat

    def _waiting_for(self) -> str:
        return f"the round is in its {self.phase} phase"

    def _score(self) -> list[int]:
        return list(self.tricks)

    # ----- what one seat sees ------------------------------------------------------------

    def view(self, seat: int, totals: Sequence[int] = (), round_index: int = 0) -> PlayerView:
        """The :class:`PlayerView` of ``seat``: its own hand and public facts only."""
        to_act = self.to_act
        legal = tuple(self.legal_actions()) if to_act is not None and self.actor(to_act) == seat else ()
        return PlayerView(
            game=self.game,
            seat=seat,
            players=self.names,
            dealer=self.dealer,
            phase=self.phase,
            to_act=to_act,
            hand=tuple(cards_of(self._visible_hand(seat))),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            trump=self._public_trump(),
            leader=self.leader,
            trick=tuple(CARDS[c] for c in self.trick),
            history=tuple((ld, tuple(CARDS[c] for c in cs), w) for ld, cs, w in self.history),
            tricks_won=tuple(self.tricks),
            played=self.played,
            n_tricks=self.n_tricks,
            legal=legal,
            totals=tuple(totals),
            round_index=round_index,
            info=self._public_info(seat),
        )

    def _visible_hand(self, seat: int) -> int:
        return self.hands[seat]

    def _public_trump(self) -> int | None:
        return self.trump

    def _public_info(self, seat: int) -> dict:
        return {}

    # ----- records ----------------------------------------------------------------------

    def hands_as_dealt(self) -> list[list[str]]:
        return [[str(c) for c in cards_of(h)] for h in self.dealt]

    def record(self) -> dict:
        """This round as a record entry (see docs/RECORD.md); games add their own fields."""
        return {"dealer": self.dealer, "hands": self.hands_as_dealt(), "plays": [str(c) for c in self.plays]}
