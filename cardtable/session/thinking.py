"""Asking computer players: the question, the thinker protocol, and the inline thinker.

The session never calls a computer player itself: it hands a :class:`Question` to the
:class:`Thinker` its caller supplied and carries on. The app's thinker (ui/thinker.py)
answers later, from a worker process, so the table keeps animating; the
:class:`InlineThinker` of the tests and tools answers at once. Either way the answer comes
back through the ``reply`` callback with the question it answers, and the session drops it
when the question's turn is no longer the session's (an undo or a claim came in between).

The players live with whoever answers (:class:`Players`), made by the one seeded factory
:func:`~cardtable.ai.players.seeded_player`, so a match makes the same decisions wherever
its players think.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..ai.montecarlo import Clock
from ..ai.players import Player, seeded_player
from ..clock import perf_counter
from ..engine.view import PlayerView


@dataclass(frozen=True)
class Question:
    """One decision for a computer player, as plain data (it travels to a worker process)."""

    table: str  # names the session's players wherever they live
    seed: str  # the players' random numbers come from it and their seat
    seat: int  # the seat that decides (declarer for dummy)
    level: str
    view: PlayerView  # all the player may see
    turn: int  # the session's turn the question was asked at
    hint: bool = False  # a hint for a human: the answer is (action, search record)
    # A Minibridge practice deal: the computer's opening lead is the one the exercise teaches
    # (:func:`~cardtable.bridge.leads.taught_opening_play`), so the deal is played as the
    # lesson about it says (its declarer meets the lead the exercise's answers name).
    taught_lead: bool = False


# Called with the question and its answer: an action, for a hint (action, search), or the
# exception the player raised.
Reply = Callable[[Question, Any], None]


class Thinker(Protocol):
    def ask(self, question: Question, reply: Reply) -> None:
        """Answer ``question`` now or later by calling ``reply(question, answer)``."""


class Players:
    """The computer players of every table one thinker serves, by table and seat; each is
    made once, on its first question, and keeps its random numbers from then on."""

    def __init__(self, clock: Clock = perf_counter, scale: float = 1.0) -> None:
        self.clock = clock
        self.scale = scale
        self._players: dict[tuple[str, int, bool], Player] = {}

    def player(self, q: Question) -> Player:
        key = (q.table, q.seat, q.hint)
        found = self._players.get(key)
        if found is None:
            if q.hint:
                # The hint player is apart from the table's, and seeded alike everywhere: the
                # same position gets the same hint in any window, and asking for one does not
                # change what the table's computer players go on to do.
                from ..analysis.hints import hint_player

                found = hint_player(q.level, clock=self.clock, scale=self.scale)
            else:
                found = seeded_player(q.level, q.seed, q.seat, clock=self.clock, scale=self.scale)
            self._players[key] = found
        return found

    def capped(self, seat: int) -> int:
        """Decisions of ``seat``'s computer players that the time cap cut short."""
        return sum(getattr(p, "capped", 0) for (_, s, hint), p in self._players.items() if s == seat and not hint)

    def answer(self, q: Question) -> Any:
        player = self.player(q)
        if q.hint:
            from ..analysis.hints import suggest

            return suggest(q.view, player)
        if q.taught_lead:
            from ..bridge.leads import taught_opening_play

            taught = taught_opening_play(q.view)
            if taught is not None:
                return taught
        return player.choose(q.view)


# The players of a worker process (the app's thinker sends questions to one), every table's.
_WORKER_PLAYERS = Players()


def answer_in_worker(question: Question) -> Any:
    """Runs in a worker process: the seat's player decides (made on its first question, by
    the one seeded factory), or for a hint chooses and hands back the search behind it."""
    return _WORKER_PLAYERS.answer(question)


class InlineThinker:
    """Answers every question at once, on the caller's thread (tests, simulate, bench).

    A player that raises is a bug to see, not a table to keep waiting: the exception
    propagates to whoever drives the session.
    """

    def __init__(self, clock: Clock = perf_counter, scale: float = 1.0) -> None:
        self.players = Players(clock, scale)

    def ask(self, question: Question, reply: Reply) -> None:
        reply(question, self.players.answer(question))
