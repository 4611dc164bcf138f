"""A table session: one match with its seats, humans and computer players, and its dealer's
random numbers. It is Qt-free so that the app, the tests and the command line share it.

The session knows whose decision is next (:meth:`TableSession.pending`), deals when a round
is needed, applies submitted actions through the engine, and tells listeners the events.
The UI asks computer players off its own thread by calling :meth:`TableSession.think` with
a :class:`~cardtable.engine.PlayerView` snapshot, then submits the answer together with the
``turn`` it was computed for, so a stale answer (after undo or a new game) is dropped.
"""

from __future__ import annotations

import itertools
import random
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..ai import make_player
from ..ai.players import Player
from ..engine import Match
from ..engine.actions import Action
from ..engine.errors import IllegalAction
from ..engine.record import replay
from ..engine.view import PlayerView

Listener = Callable[[list], None]
_session_numbers = itertools.count(1)


@dataclass(frozen=True)
class SeatConfig:
    """Who sits in a seat: a name, and either a human or a computer level."""

    name: str
    human: bool = False
    level: str = "easy"


@dataclass(frozen=True)
class Decision:
    """The decision the table waits for: for ``seat``, made by ``actor`` (declarer for dummy)."""

    seat: int
    actor: int
    human: bool
    turn: int  # how many actions the match has seen; stale answers carry an older number


class TableSession:
    def __init__(
        self,
        game: str,
        seats: Sequence[SeatConfig],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        *,
        match: Match | None = None,
        autosave: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self.seats = list(seats)
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        self.rng = random.Random(self.seed)
        #: Names this session's computer players wherever they live (a worker process).
        self.key = f"{self.seed}:{next(_session_numbers)}"
        self.match = match if match is not None else Match(game, [s.name for s in self.seats], options)
        self.players: list[Player | None] = [
            None if s.human else make_player(s.level, random.Random(f"{self.seed}/{i}"))
            for i, s in enumerate(self.seats)
        ]
        self.autosave = autosave
        self.turn = 0
        self.listeners: list[Listener] = []
        self.practice = False  # set once undo is used: the match no longer counts
        #: Tells this table's match apart from another dealt the same cards (a restart on a
        #: fixed seed) in the statistics; saved with the game, so a resume keeps it.
        self.instance = uuid.uuid4().hex[:12]
        self.checkpoints: list[dict[str, Any]] = []  # records at each human decision
        self._checkpoint()

    @classmethod
    def resume(
        cls, record: dict[str, Any], seats: Sequence[SeatConfig], seed: int | None = None, **kw: Any
    ) -> TableSession:
        """A session continuing a saved match (the record is replayed and checked)."""
        match = replay(record)
        return cls(match.game, seats, match.options, seed, match=match, **kw)

    # ----- state ------------------------------------------------------------------------

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def pending(self) -> Decision | None:
        """The decision the table waits for, or ``None`` between rounds and at the end."""
        rnd = self.match.current
        if rnd is None:
            return None
        seat = rnd.to_act
        actor = rnd.actor(seat)
        return Decision(seat, actor, self.seats[actor].human, self.turn)

    def view(self, seat: int) -> PlayerView:
        return self.match.view(seat)

    # ----- acting -----------------------------------------------------------------------

    def deal(self) -> list:
        """Start the next round with the session's dealer's random numbers."""
        events = self.match.deal(self.rng)
        self._after(events)
        return events

    def submit(self, action: Action, turn: int | None = None) -> list:
        """Apply an action for the pending decision; ``turn`` guards against stale answers."""
        if turn is not None and turn != self.turn:
            raise IllegalAction("that decision is no longer pending")
        events = self.match.apply(action)
        self._after(events)
        return events

    def think(self, decision: Decision, view: PlayerView) -> Action:
        """Ask the computer player of ``decision.actor`` (safe to call from a worker thread:
        it reads only the immutable view)."""
        player = self.players[decision.actor]
        if player is None:
            raise IllegalAction(f"{self.seats[decision.actor].name} is a human player")
        return player.choose(view)

    def play_computers(self, limit: int = 100_000) -> list:
        """Let computer players act (dealing as needed) until a human must decide or the
        match ends; for tests and headless play."""
        events: list = []
        for _ in range(limit):
            if self.match.finished:
                break
            decision = self.pending()
            if decision is None:
                events += self.deal()
                continue
            if decision.human:
                break
            events += self.submit(self.think(decision, self.view(decision.actor)))
        return events

    # ----- undo -------------------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        current = self.match.to_record()
        return any(rec != current for rec in self.checkpoints)

    def undo(self) -> bool:
        """Go back to the human's previous decision by replaying its record; the match is
        marked as practice. Returns False when there is nothing to undo."""
        current = self.match.to_record()
        while self.checkpoints:
            rec = self.checkpoints.pop()
            if rec != current:
                self.match = replay(rec)
                self.practice = True
                self.checkpoints.append(rec)
                self._after([])
                return True
        self.checkpoints.append(current)
        return False

    def _checkpoint(self) -> None:
        decision = self.pending()
        if decision is not None and decision.human:
            rec = self.match.to_record()
            if not self.checkpoints or self.checkpoints[-1] != rec:
                self.checkpoints.append(rec)

    def _after(self, events: list) -> None:
        self.turn += 1
        self._checkpoint()
        if self.autosave is not None:
            self.autosave(self.match.to_record())
        for listener in list(self.listeners):
            listener(events)
