"""Spoken play: what happens at the table, in sentences a screen reader can say.

The table is a QGraphicsScene, and graphics items are not accessibility objects, so a
screen reader cannot follow cards flying about. Instead every public event becomes a
short sentence ("West plays the queen of hearts", "You win trick 3"), posted as an
accessibility announcement on the table view when the animation shows it, and kept as
the view's accessible description, so that a screen reader user hears the play in the
order a sighted player sees it. The words come only from public events and the human's
own view: the narration never knows more than the table shows.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from ..engine import events as ev
from ..engine.cards import CARDS, SUITS, Card
from ..engine.view import PlayerView
from ..words import counted, strain_words, suit_noun
from .badges import translate

try:  # Qt 6.8 and later: a real announcement, read out without moving the focus
    from PySide6.QtGui import QAccessibleAnnouncementEvent as _Announcement

    Announcement: type[_Announcement] | None = _Announcement
except ImportError:  # pragma: no cover - older Qt: the description change is all there is
    Announcement = None


def rank_word(rank: int) -> str:
    """'queen', 'ten', 'two', in the app's language."""
    return (
        translate("Speech", "two"), translate("Speech", "three"), translate("Speech", "four"),
        translate("Speech", "five"), translate("Speech", "six"), translate("Speech", "seven"),
        translate("Speech", "eight"), translate("Speech", "nine"), translate("Speech", "ten"),
        translate("Speech", "jack"), translate("Speech", "queen"), translate("Speech", "king"),
        translate("Speech", "ace"),
    )[rank - 2]


def spoken_card(card: Card | int) -> str:
    """'queen of hearts': how a person says a card (a screen reader would read 'Q♥' as
    'Q black heart suit')."""
    c = CARDS[int(card)]
    # One phrase per rank, so that a language whose nouns take a gendered article can say it
    # ("la dame de carreau", "l'as de pique": "Ada joue dame de carreau" read as pidgin).
    return (
        translate("Speech", "two of {0}"), translate("Speech", "three of {0}"), translate("Speech", "four of {0}"),
        translate("Speech", "five of {0}"), translate("Speech", "six of {0}"), translate("Speech", "seven of {0}"),
        translate("Speech", "eight of {0}"), translate("Speech", "nine of {0}"), translate("Speech", "ten of {0}"),
        translate("Speech", "jack of {0}"), translate("Speech", "queen of {0}"), translate("Speech", "king of {0}"),
        translate("Speech", "ace of {0}"),
    )[c.rank - 2].format(suit_noun(c.suit))


def spoken_hand(cards: Sequence[Card | int]) -> str:
    """'spades: ace, ten, four; hearts: king, two' — by suit, high to low."""
    parts = []
    for suit in SUITS:
        ranks = sorted((CARDS[int(c)].rank for c in cards if CARDS[int(c)].suit == suit), reverse=True)
        if ranks:
            parts.append(f"{suit_noun(suit)}: {', '.join(rank_word(r) for r in ranks)}")
    return "; ".join(parts) if parts else translate("Speech", "no cards")


class Narrator:
    """Sentences for engine events, from the human's seat.

    ``names`` are the match's player names, ``human`` the human's player index (or
    ``None`` when watching), and ``seen(player)`` says whether a player sits at the table
    on screen (Dumb-Bunny plays at several tables; only the human's is narrated).
    ``round_noun`` is what the game calls a round ("Deal", "Hand"; the game's face says it),
    so that the narration says what the table shows.
    """

    def __init__(self, names: Sequence[str], human: int | None, seen: Callable[[int], bool] = lambda p: True,
                 round_noun: str | None = None):
        self.names = list(names)
        self.human = human
        self.seen = seen
        self.round_noun = translate("Table", "Round") if round_noun is None else round_noun

    def _is_you(self, seat: int) -> bool:
        return self.human is not None and seat == self.human

    def describe(self, e: object, hand: Sequence[Card] = ()) -> str | None:
        """The sentence for one event, or ``None`` for events nobody needs to hear.
        ``hand`` is the human's hand after the deal (read out with a new round)."""
        handler = getattr(self, f"_{type(e).__name__}", None)
        return handler(e, hand) if handler is not None else None

    def _RoundStarted(self, e: ev.RoundStarted, hand: Sequence[Card]) -> str:
        text = translate("Speech", "{0} {1}: {2} deals.").format(self.round_noun, e.index + 1, self.names[e.dealer])
        if self.human is not None:
            if hand:
                text += " " + translate("Speech", "Your hand: {0}.").format(spoken_hand(hand))
            else:
                text += " " + translate("Speech", "Your hand is face down.")
        return text

    def _TurnedUp(self, e: ev.TurnedUp, hand) -> str:
        return translate("Speech", "Turned up: the {0}; {1} are trumps.").format(
            spoken_card(e.card), suit_noun(CARDS[int(e.card)].suit))

    def _BidMade(self, e: ev.BidMade, hand) -> str | None:
        if not self.seen(e.seat):
            return None
        if e.changed:  # the rules let a bid change until the next player has bid
            if self._is_you(e.seat):
                return translate("Speech", "You change your bid to {0}.").format(e.tricks)
            return translate("Speech", "{0} changes their bid to {1}.").format(self.names[e.seat], e.tricks)
        if self._is_you(e.seat):
            return translate("Speech", "You bid {0}.").format(e.tricks)
        return translate("Speech", "{0} bids {1}.").format(self.names[e.seat], e.tricks)

    def _BiddingClosed(self, e: ev.BiddingClosed, hand) -> str:
        status = {"even": translate("Speech", "even"), "over": translate("Speech", "over"),
                  "under": translate("Speech", "under")}.get(e.status, e.status)
        if e.tricks == 1:
            return translate("Speech", "Bids total {0} for 1 trick: {1}.").format(e.total, status)
        return counted(e.tricks, translate("Speech", "Bids total {0} for 1 trick: {2}."),
                       translate("Speech", "Bids total {0} for {1} tricks: {2}.")).format(e.total, e.tricks, status)

    def _BidCommitted(self, e: ev.BidCommitted, hand) -> str | None:
        if self._is_you(e.seat) or not self.seen(e.seat):
            return None
        return translate("Speech", "{0} has chosen.").format(self.names[e.seat])

    def _BidsRevealed(self, e: ev.BidsRevealed, hand) -> str:
        parts = []
        for seat, (bid, doublets) in enumerate(zip(e.bids, e.doublets, strict=True)):
            if bid == "zero":
                what = translate("Speech", "zero")
            elif bid == "turnip":
                what = translate("Speech", "Turnip")
            else:
                avoid = (translate("Speech", "avoid {0}") if self._is_you(seat)  # after "You": you avoid
                         else translate("Speech", "avoids {0}"))
                what = avoid.format(suit_noun(SUITS["SHDC".index(bid)]))
                if doublets:
                    what += " " + translate("Speech", "with Doublets")
            parts.append(f"{self.names[seat]} {what}")
        return translate("Speech", "Bids: {0}.").format(", ".join(parts))

    def _TurnipRevealed(self, e: ev.TurnipRevealed, hand) -> str:
        return translate("Speech", "The Turnip is the {0}.").format(spoken_card(e.card))

    def _PointsAnnounced(self, e: ev.PointsAnnounced, hand) -> str:
        return counted(e.points, translate("Speech", "{0} announces 1 point."),
                       translate("Speech", "{0} announces {1} points.")).format(self.names[e.seat], e.points)

    def _Redeal(self, e: ev.Redeal, hand) -> str:
        return translate("Speech", "20–20: thrown in; {0} deals again.").format(self.names[e.dealer])

    def _DeclarerChosen(self, e: ev.DeclarerChosen, hand) -> str:
        return translate("Speech", "{0} declares; {1} is dummy.").format(self.names[e.declarer], self.names[e.dummy])

    def _DummyExposed(self, e: ev.DummyExposed, hand) -> str:
        return translate("Speech", "Dummy: {0}.").format(spoken_hand(e.cards))

    def _ContractChosen(self, e: ev.ContractChosen, hand) -> str:
        kind = translate("Speech", "game") if e.game else translate("Speech", "part-score")
        return translate("Speech", "Contract: {0} in {1} by {2}; {3} tricks needed.").format(
            kind, strain_words(e.strain), self.names[e.declarer], e.target)

    def _CardPlayed(self, e: ev.CardPlayed, hand) -> str | None:
        if not self.seen(e.seat):
            return None
        if self._is_you(e.seat):
            return translate("Speech", "You play the {0}.").format(spoken_card(e.card))
        return translate("Speech", "{0} plays the {1}.").format(self.names[e.seat], spoken_card(e.card))

    def _TrickWon(self, e: ev.TrickWon, hand) -> str | None:
        if not self.seen(e.seat):
            return None
        if self._is_you(e.seat):
            return translate("Speech", "You win trick {0}.").format(e.number)
        return translate("Speech", "{0} wins trick {1}.").format(self.names[e.seat], e.number)

    def _RoundScored(self, e: ev.RoundScored, hand) -> str:
        scores = ", ".join(f"{n} {s}" for n, s in zip(self.names, e.scores, strict=True))
        totals = ", ".join(f"{n} {t}" for n, t in zip(self.names, e.totals, strict=True))
        return translate("Speech", "{0} over. Scores: {1}. Totals: {2}.").format(self.round_noun, scores, totals)

    def _MatchOver(self, e: ev.MatchOver, hand) -> str:
        winners = ", ".join(self.names[w] for w in e.winners)
        return translate("Speech", "Match over. Winner: {0}.").format(winners)


    def describe_table(self, view: PlayerView) -> str:
        """Where the play stands, from one seat's view: trumps, the hand, the trick so far,
        tricks won and whose turn it is."""
        names = self.names
        parts = []
        if view.trump is not None:
            parts.append(translate("Speech", "{0} are trumps.").format(suit_noun(SUITS[view.trump])))
        if view.hand:
            parts.append(translate("Speech", "Your hand: {0}.").format(spoken_hand(view.hand)))
        if view.trick:
            n = len(view.players)
            plays = ", ".join(f"{names[_player(view, (view.leader + k) % n)]} {spoken_card(c)}"
                              for k, c in enumerate(view.trick))
            parts.append(translate("Speech", "On the table: {0}.").format(plays))
        elif view.phase == "play":
            parts.append(translate("Speech", "No card on the table yet."))
        if view.history or view.trick:
            won = ", ".join(f"{names[_player(view, k)]} {t}" for k, t in enumerate(view.tricks_won))
            parts.append(translate("Speech", "Tricks won: {0}.").format(won))
        if view.to_act is not None:
            who = _player(view, view.to_act)
            if self._is_you(who):
                parts.append(translate("Speech", "Your turn."))
            else:
                parts.append(translate("Speech", "It is {0}'s turn.").format(names[who]))
        return " ".join(parts)


def _player(view: PlayerView, seat: int) -> int:
    """The match player in a view's table seat (Dumb-Bunny views count seats per table)."""
    return view.info.seat_player(seat)


class Announcer(QObject):
    """Says sentences through the accessibility layer of one widget (the table view)."""

    announced = Signal(str)

    def __init__(self, widget: QWidget, keep: int = 200) -> None:
        super().__init__(widget)
        self.widget = widget
        # What was said, newest last (the "say it again" action and tests read it).
        self.spoken: deque[str] = deque(maxlen=keep)

    def say(self, text: str) -> None:
        if not text:
            return
        self.spoken.append(text)
        w = self.widget
        w.setAccessibleDescription(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(w, QAccessible.Event.DescriptionChanged))
            if Announcement is not None:
                QAccessible.updateAccessibility(Announcement(w, text))
        self.announced.emit(text)

    @property
    def last(self) -> str:
        return self.spoken[-1] if self.spoken else ""
