"""A match: the rounds of one game between the same players, their totals and the end.

>>> import random
>>> m = Match("bugger-bridge", ["You", "Ada", "Ben", "Cy"])
>>> events = m.deal(random.Random(7))
>>> m.current.hand_size, m.rounds_planned
(1, 18)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from .actions import Action
from .cards import CARDS, Card
from .errors import DealError, IllegalAction, OptionError
from .events import Event, MatchOver, RoundScored, RoundStarted
from .games import get_game
from .round import Round
from .view import PlayerView

RECORD_FORMAT = "cardtable-record"
RECORD_VERSION = 1


def draw_for_dealer(n: int, rng: random.Random) -> tuple[list[list[str | None]], int]:
    """Draw cards for the first deal: highest rank deals; tied players draw again.

    Returns the draws (one list per draw, ``None`` for seats not drawing) and the dealer.
    """
    draws: list[list[str | None]] = []
    drawing = list(range(n))
    while True:
        cards = rng.sample(range(52), len(drawing))
        row: list[str | None] = [None] * n
        for seat, c in zip(drawing, cards, strict=True):
            row[seat] = str(CARDS[c])
        draws.append(row)
        best = max(CARDS[c].rank for c in cards)
        drawing = [s for s, c in zip(drawing, cards, strict=True) if CARDS[c].rank == best]
        if len(drawing) == 1:
            return draws, drawing[0]


def dealer_from_draw(draw: object, n: int) -> int:
    """The dealer a recorded draw gives (highest rank; tied seats drew again), or a
    :class:`DealError` if the draw is malformed."""
    if not isinstance(draw, list) or not draw:
        raise DealError("draw must be a list of draws")
    drawing = set(range(n))
    for row in draw:
        if not isinstance(row, list) or len(row) != n:
            raise DealError(f"each draw must list {n} cards (null for seats not drawing)")
        seats = {s for s, c in enumerate(row) if c is not None}
        if seats != drawing:
            raise DealError("the draw does not follow the tie rule: only tied seats draw again")
        try:
            ranks = {s: Card.parse(row[s]).rank for s in seats}
        except ValueError as exc:
            raise DealError(f"draw: {exc}") from None
        best = max(ranks.values())
        drawing = {s for s, r in ranks.items() if r == best}
    if len(drawing) != 1:
        raise DealError("the draw ends in a tie")
    return drawing.pop()


class Match:
    """The state of a whole match; changes only through :meth:`deal`/:meth:`start_round`
    and :meth:`apply`."""

    def __init__(
        self,
        game: str,
        players: Sequence[str],
        options: dict[str, Any] | None = None,
        *,
        first_dealer: int | None = None,
    ) -> None:
        self.spec = get_game(game)
        self.game = self.spec.name
        if not isinstance(players, (list, tuple)) or not all(isinstance(p, str) for p in players):
            raise OptionError("players must be a list of names")
        self.players: tuple[str, ...] = tuple(players)
        self.n = len(self.players)
        self.spec.check_players(self.n)
        self.options = self.spec.check_options(options, self.n)
        if first_dealer is not None and not 0 <= first_dealer < self.n:
            raise OptionError(f"first dealer must be a seat from 0 to {self.n - 1}")
        self.first_dealer: int | None = first_dealer
        self.draw: list[list[str | None]] | None = None
        self.rounds: list[Round] = []
        self.round_scores: list[list[int]] = []
        self.totals = [0] * self.n
        self.finished = False
        self.winners: list[int] = []

    # ----- state ------------------------------------------------------------------------

    @property
    def current(self) -> Round | None:
        """The round in progress, or ``None`` between rounds."""
        if self.rounds and not self.rounds[-1].is_done:
            return self.rounds[-1]
        return None

    @property
    def rounds_completed(self) -> int:
        return len(self.round_scores)

    @property
    def rounds_planned(self) -> int | None:
        return self.spec.rounds_planned(self)

    def view(self, seat: int) -> PlayerView:
        rnd = self.rounds[-1]
        return rnd.view(seat, totals=self.totals, round_index=len(self.rounds) - 1)

    # ----- dealing ----------------------------------------------------------------------

    def draw_dealer(self, rng: random.Random) -> int:
        """Find the first dealer by drawing cards (kept in the record)."""
        self.draw, self.first_dealer = draw_for_dealer(self.n, rng)
        return self.first_dealer

    def deal(self, rng: random.Random) -> list[Event]:
        """Shuffle with ``rng`` and start the next round (drawing for dealer first if needed)."""
        if self.first_dealer is None:
            self.draw_dealer(rng)
        self._check_can_start()
        return self.start_round(self.spec.random_deal(self, rng))

    def start_round(self, deal: dict[str, Any]) -> list[Event]:
        """Start the next round from a record-shaped deal (``hands``, ``turn_up``, …).

        The ``dealer`` key may be left out; if given it must follow the rotation.
        """
        self._check_can_start()
        if self.first_dealer is None and self.spec.one_dealer:
            dealer = deal.get("dealer")
            if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < self.n:
                raise DealError(f"dealer must be a seat number from 0 to {self.n - 1}")
            self.first_dealer = dealer
        expected = self.spec.next_dealer(self)
        if "dealer" in deal and expected is not None and deal["dealer"] != expected:
            raise DealError(
                f"the dealer is {self.players[expected]} (seat {expected}) by the rotation, "
                f"not seat {deal['dealer']!r}"
            )
        deal = dict(deal)
        deal.setdefault("dealer", expected)
        rnd = self.spec.new_round(self, deal)
        self.rounds.append(rnd)
        events: list[Event] = [
            RoundStarted(len(self.rounds) - 1, rnd.dealer, tuple(h.bit_count() for h in rnd.dealt), rnd.trump)
        ]
        events.extend(rnd.start_events())
        if rnd.is_done:  # e.g. nothing to decide
            events.extend(self._finish_round(rnd))
        return events

    def _check_can_start(self) -> None:
        if self.finished:
            raise IllegalAction("the match is over: no more rounds")
        if self.current is not None:
            raise IllegalAction("the round in progress is not finished")

    # ----- playing ----------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Apply an action to the round in progress; adds scoring events at its end."""
        rnd = self.current
        if rnd is None:
            raise IllegalAction("no round is in progress" if not self.finished else "the match is over")
        events = rnd.apply(action)
        if rnd.is_done:
            events.extend(self._finish_round(rnd))
        return events

    def play(self, card: Card | str) -> list[Event]:
        rnd = self.current
        if rnd is None:
            raise IllegalAction("no round is in progress")
        events = rnd.play(card)
        if rnd.is_done:
            events.extend(self._finish_round(rnd))
        return events

    def _finish_round(self, rnd: Round) -> list[Event]:
        scores = list(rnd.scores or [0] * self.n)
        self.round_scores.append(scores)
        for i, s in enumerate(scores):
            self.totals[i] += s
        events: list[Event] = [RoundScored(tuple(self.round_tricks(rnd)), tuple(scores), tuple(self.totals))]
        if self.spec.is_over(self):
            self.finished = True
            self.winners = self.spec.winners(self)
            events.append(MatchOver(tuple(self.totals), tuple(self.winners)))
        return events

    @staticmethod
    def round_tricks(rnd: Round) -> list[int]:
        """Tricks each player won in a round (games with several tables map them)."""
        return list(rnd.player_tricks)

    # ----- records ----------------------------------------------------------------------

    def to_record(self, entry: Callable[[Round], Any] | None = None) -> dict[str, Any]:
        """The match as a version-1 game record (see docs/RECORD.md), finished or not.

        ``entry(round)``, when given, stands in the ``"rounds"`` list for each round's record
        (the autosave's text of the rounds it has written before, see session/saving.py)."""
        if entry is None:
            entry = self.spec.round_record
        defaults = self.spec.default_options()
        rec: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "players": list(self.players),
            "options": {k: v for k, v in self.options.items() if defaults.get(k) != v},
            "rounds": [entry(r) for r in self.rounds],
        }
        if self.draw is not None:
            rec["draw"] = self.draw
        return rec
