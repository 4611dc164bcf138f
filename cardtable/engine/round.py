"""A round (one deal) as a phase machine: decisions, then tricks, then scores.

:class:`Round` is the protocol every game's round implements: the match, the session, the
computer players and the UI talk to a round through it and nothing else. :class:`TrickRound`
holds what every trick-taking game here shares — hands as bit masks, the trick in
progress, tricks won, the play record — and validates every card; each game subclasses it
for its own decisions (bids, bug suits, contracts) and its scoring. Dumb-Bunny's round,
several tables played one after another, implements the protocol around one
:class:`TrickRound` per table.

The API follows OpenSpiel's shape: ``to_act``, ``legal_actions()``, ``apply(action)``
returning events, ``is_done``; plus python-chess-style conveniences ``play("AS")``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from .actions import Action, Bid, Declare, Play, plays_of
from .cards import CARDS, SUIT_MASK_OF, SUIT_MASKS, Card, cards_of, format_mask, notation_of
from .errors import IllegalAction
from .events import Event, TrickWon, card_played_of
from .phase import Phase
from .trick import explain, legal_follow_suit
from .view import GameInfo, PlayerView

BidT = TypeVar("BidT", Bid, Declare)

LegalPolicy = Callable[[int, Sequence[int], "int | None"], tuple[int, str]]

# The phases the hot paths test, as module constants: a global is found faster than an enum member.
BIDDING = Phase.BIDDING
PLAY = Phase.PLAY
DONE = Phase.DONE


class Round(Protocol):
    """What the match, the session, the computer players and the UI may ask of a round.

    Seats are the match's player indices. Everything a seat may *see* goes through
    :meth:`view`; the rest is for the match, the records and the table's bookkeeping.
    """

    @property
    def game(self) -> str: ...
    @property
    def n(self) -> int: ...
    @property
    def names(self) -> tuple[str, ...]: ...
    @property
    def dealer(self) -> int: ...
    @property
    def dealt(self) -> tuple[int, ...]:
        """Each seat's hand as dealt (a mask)."""
    @property
    def trump(self) -> int | None: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> int | None:
        """The seat whose decision or card is next; ``None`` once the round is over."""
    @property
    def is_done(self) -> bool: ...
    @property
    def trick_number(self) -> int: ...
    @property
    def hands(self) -> Sequence[int]:
        """Each seat's cards still held (masks)."""
    @property
    def trick(self) -> Sequence[int]:
        """The trick in progress at the table in play, in play order."""
    @property
    def tricks(self) -> Sequence[int]:
        """Tricks each seat has won this round."""
    @property
    def player_tricks(self) -> Sequence[int]:
        """Tricks each match player won (the same as :attr:`tricks` with one table)."""
    @property
    def scores(self) -> list[int] | None:
        """Each seat's score once the round is done, else ``None``."""

    def actor(self, seat: int) -> int:
        """Who decides for ``seat`` (declarer decides for dummy in Minibridge)."""
    def legal_mask(self) -> int: ...
    def legal_cards(self) -> list[Card]: ...
    def legal_actions(self) -> list[Action]: ...
    def amendments(self) -> list[Action]:
        """The actions by which a seat may still change its last decision now (Bugger
        Bridge: a bid, until the next player has bid); empty when none may."""
    def illegal_rule(self, card: Card | str) -> tuple[str, tuple[int, ...], int | None] | None: ...
    def why_illegal(self, card: Card | str) -> str | None: ...
    def apply(self, action: Action) -> list[Event]: ...
    def play(self, card: Card | str) -> list[Event]: ...
    def start_events(self) -> list[Event]: ...
    def view(self, seat: int, totals: Sequence[int] = (), round_index: int = 0) -> PlayerView: ...
    def record(self) -> dict[str, Any]: ...


@functools.cache
def _seat_tables(n: int) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """For ``n`` seats: the names a round uses when given none, and the seat after each seat."""
    return tuple(f"P{i}" for i in range(n)), tuple((s + 1) % n for s in range(n))


class TrickRound:
    """State of one deal at one table. Subclasses add a decision phase and ``_score()``."""

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
        default_names, self._next = _seat_tables(self.n)  # ``_next``: the seat after each seat
        self.names: tuple[str, ...] = tuple(names) if names else default_names
        self.trump = trump
        self.policy = policy
        self.phase: Phase = PLAY
        self.trick: list[Card] = []  # in play order
        self._turn = 0  # the seat to play while in play (kept by the ``leader`` setter and ``apply``)
        self._leader = 0
        self.leader = (dealer + 1) % self.n if leader is None else leader
        self.tricks = [0] * self.n
        self.won = [0] * self.n  # cards in the tricks each seat won (with any extras)
        self.history: list[tuple[int, tuple[int, ...], int]] = []  # (leader, cards, winner)
        self.plays: list[Card] = []
        self.played = 0  # mask of every card played so far
        self.n_tricks = max(map(int.bit_count, hands)) if hands else 0
        self.last_trick_extra = 0  # cards that go with the last trick (Bugami's leftovers)
        self.scores: list[int] | None = None
        # The play path's tables and running masks: the standard rule is decided with two
        # mask operations instead of a call, and actions and events come ready-made.
        self._follow = policy is legal_follow_suit
        self._led = 0  # mask of the suit led while a trick is in progress, else 0
        self._played_before = 0  # ``played`` as the trick in progress began
        self._plays = plays_of(self.n)
        self._card_played = card_played_of(self.n)

    # ----- whose turn -------------------------------------------------------------------

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the trick in progress."""
        return self._leader

    @leader.setter
    def leader(self, seat: int) -> None:
        # Whoever sets the leader (a new trick, a contract's opening lead) sets the turn too.
        self._leader = seat
        self._turn = (seat + len(self.trick)) % self.n

    @property
    def to_act(self) -> int | None:
        """The seat whose decision or card is next; ``None`` once the round is over."""
        phase = self.phase
        if phase is PLAY:
            return self._turn
        if phase is DONE:
            return None
        return self._decision_seat()

    def actor(self, seat: int) -> int:
        """Who decides for ``seat`` (declarer decides for dummy in Minibridge)."""
        return seat

    @property
    def is_done(self) -> bool:
        return self.phase is DONE

    @property
    def player_tricks(self) -> list[int]:
        """Tricks each seat won: at one table, seats are the match's players."""
        return self.tricks

    @property
    def trick_number(self) -> int:
        """1-based number of the trick in progress (or the last one, once done)."""
        return min(len(self.history) + 1, self.n_tricks)

    # ----- legal moves ------------------------------------------------------------------

    def legal_mask(self) -> int:
        """Mask of the cards the seat to play may play (0 outside the play phase)."""
        if self.phase is not PLAY:
            return 0
        trick = self.trick
        hand = self.hands[self._turn]
        if self._follow:  # the led suit if held, else anything (``_led`` is 0 before the lead)
            return hand & self._led or hand
        return self.policy(hand, trick, self.trump)[0]

    def legal_cards(self) -> list[Card]:
        return cards_of(self.legal_mask())

    def illegal_rule(self, card: Card | str) -> tuple[str, tuple[int, ...], int | None] | None:
        """The rule that forbids the seat to play now a card it holds, as (reason code of
        :mod:`~cardtable.engine.trick`, the trick so far, trumps) — for a UI to put into
        its own words — or ``None`` when the card may be played or is not held."""
        card = Card.parse(card) if isinstance(card, str) else CARDS[card]
        if self.phase != PLAY:
            return None
        hand = self.hands[self._turn]
        if not hand >> card & 1:
            return None
        legal, reason = self.policy(hand, self.trick, self.trump)
        return None if legal >> card & 1 else (reason, tuple(self.trick), self.trump)

    def why_illegal(self, card: Card | str) -> str | None:
        """Why the seat to play may not play ``card`` now, or ``None`` if it may."""
        card = Card.parse(card) if isinstance(card, str) else CARDS[card]
        if self.phase != PLAY:
            return "no card can be played now"
        seat = self._turn
        hand = self.hands[seat]
        if not hand >> card & 1:
            return f"{self.names[seat]} does not hold {card}"
        legal, reason = self.policy(hand, self.trick, self.trump)
        if legal >> card & 1:
            return None
        return explain(reason, self.trick, self.trump)

    def legal_actions(self) -> list[Action]:
        if self.phase is PLAY:
            turn = self._turn
            hand = self.hands[turn]
            mask = (hand & self._led or hand) if self._follow else self.policy(hand, self.trick, self.trump)[0]
            row = self._plays[turn]
            out: list[Action] = []
            while mask:
                low = mask & -mask
                out.append(row[low.bit_length() - 1])
                mask ^= low
            return out
        if self.phase is DONE:
            return []
        return self._legal_decisions()

    def amendments(self) -> list[Action]:
        """The actions by which a seat may still change its last decision now; a game
        whose rules allow it says so (none by default)."""
        return []

    # ----- applying actions -------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Validate and apply one action; return the events it caused.

        Raises :class:`IllegalAction` with a one-line reason when the rules refuse it.
        A card is the hot path of every search and simulation, so it is handled here
        without a further call: the checks are mask operations, and the action and the
        event are shared ready-made values. Anything refused is explained by
        :meth:`_play_refused`, which makes the checks again one by one, for the words.
        """
        if type(action) is not Play:
            if self.phase is DONE:
                raise IllegalAction("the round is over")
            return self._apply_decision(action)
        seat = action.seat
        card = action.card
        if self.phase is not PLAY or seat != self._turn:
            raise self._play_refused(seat, card)
        hand = self.hands[seat]
        bit = 1 << card
        trick = self.trick
        # The legal cards are held cards, so one test covers holding the card and the rule.
        legal = (hand & self._led or hand) if self._follow else self.policy(hand, trick, self.trump)[0]
        if not legal & bit:
            raise self._play_refused(seat, card)
        if not trick:
            self._led = SUIT_MASK_OF[card]
        c = CARDS[card]
        self.hands[seat] = hand ^ bit
        self.played |= bit
        self.plays.append(c)
        trick.append(c)
        event = self._card_played[seat][card]
        if len(trick) < self.n:
            self._turn = self._next[seat]
            return [event]
        return [event, self._close_trick()]

    def play(self, card: Card | str) -> list[Event]:
        """Play ``card`` for the seat whose turn it is."""
        card = Card.parse(card) if isinstance(card, str) else CARDS[card]
        seat = self.to_act
        if seat is None:
            raise IllegalAction(f"{card} is played after the round's last trick")
        return self.apply(Play(seat, card))

    def _play_refused(self, seat: int, card: int) -> IllegalAction:
        """Why :meth:`apply` refuses ``seat``'s ``card``: the first rule it breaks, checked in
        the order a player is told (phase, turn, holding, the trick's rule)."""
        if self.phase is not PLAY:
            if self.phase is DONE:
                return IllegalAction(f"{CARDS[card]} is played after the round's last trick")
            return IllegalAction(f"{self.names[seat]} cannot play {CARDS[card]}: {self._waiting_for()}")
        expected = self._turn
        if seat != expected:
            return IllegalAction(
                f"{self.names[seat]} played {CARDS[card]} out of turn: it is {self.names[expected]}'s turn"
            )
        bit = 1 << card
        hand = self.hands[seat]
        c = CARDS[card]
        if not hand & bit:
            return IllegalAction(f"{self.names[seat]} does not hold {c}")
        legal, reason = self.policy(hand, self.trick, self.trump)
        rule = explain(reason, self.trick, self.trump)
        return IllegalAction(f"{self.names[seat]} {rule}: holds {format_mask(legal)}, played {c}")

    def _close_trick(self) -> TrickWon:
        """Give the full trick to its winner and score the round after its last trick.

        With the trick's cards as a mask, the winner is the top bit of the trumps in it,
        else of the suit led: no loop over the cards.
        """
        trick = self.trick
        played = self.played
        won = played ^ self._played_before  # the cards of this trick
        trump = self.trump
        pool = won & SUIT_MASKS[trump] if trump is not None else 0
        if not pool:
            pool = won & self._led
        leader = self._leader
        winner = (leader + trick.index(CARDS[pool.bit_length() - 1])) % self.n
        cards = tuple(trick)
        history = self.history
        history.append((leader, cards, winner))
        self.tricks[winner] += 1
        self.trick = []
        self._leader = self._turn = winner
        self._led = 0
        self._played_before = played
        if len(history) != self.n_tricks:
            self.won[winner] |= won
            return TrickWon(winner, cards, len(history))
        extra = self.last_trick_extra
        self.won[winner] |= won | extra
        self.phase = DONE
        self.scores = self._score()
        return TrickWon(winner, cards + tuple(cards_of(extra)), len(history))

    # ----- game-specific parts ----------------------------------------------------------

    def start_events(self) -> list[Event]:
        """Events that happen as the round starts (the turn-up card, an instant redeal)."""
        return []

    def _decision_seat(self) -> int | None:
        raise AssertionError(f"phase {self.phase} has no decision seat")

    def _legal_decisions(self) -> list[Action]:
        return []

    def _apply_decision(self, action: Action) -> list[Event]:
        raise IllegalAction(f"{type(action).__name__} is not an action of this game")

    def _bid_action(self, action: Action, kind: type[BidT], title: str) -> BidT:
        """A bid-like action as its own kind, after the checks every bidding game makes:
        the right kind of action, a real seat, and the bidding still open."""
        if not isinstance(action, kind):
            raise IllegalAction(f"{title} has no {type(action).__name__.lower()} action")
        seat = action.seat
        if not 0 <= seat < self.n:
            raise IllegalAction(f"there is no seat {seat}")
        if self.phase is not BIDDING:
            raise IllegalAction(f"{self.names[seat]} cannot bid now: the bidding is over")
        return action

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

    def _public_info(self, seat: int) -> GameInfo:
        return GameInfo()

    # ----- records ----------------------------------------------------------------------

    def hands_as_dealt(self) -> list[list[str]]:
        return [list(notation_of(h)) for h in self.dealt]

    def record(self) -> dict[str, Any]:
        """This round as a record entry (see docs/RECORD.md); games add their own fields."""
        return {"dealer": self.dealer, "hands": self.hands_as_dealt(), "plays": [str(c) for c in self.plays]}
