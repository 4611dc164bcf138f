"""Undo and redo as records: a match's state is a pure function of its record, so going
back is replaying an earlier record, and going forward again is replaying a later one.

A claim accepted plays the rest of the deal out through the session, card by card, declarer's
and dummy's cards among them: those are not the human's decisions, and undo must not stop at
each of them. They are played inside :meth:`History.played_for_you`, which marks nothing, so
undo after a claim goes back to the moment of the claim in one step (and redo forward again).

A resumed match has no history in memory, but its record holds every decision made, so the
places undo may go back to are found again by replaying it (:func:`decisions_in`), once undo
is first asked about: a resume that is only looked at costs nothing more. A claim is not in
the record, so where one was made is kept beside it (:attr:`History.claims`, saved with the
table), and the states of its play-out are no places to stop at after a resume either.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from ..engine.match import Match
from ..engine.record import replay
from .kept_rounds import KeptRounds

Record = dict[str, Any]
# Where a match stands, in a form that orders: (the round's index, cards played in it).
Position = tuple[int, int]


# The records undo keeps share the entries of the rounds over (see :mod:`.kept_rounds`).
_records: KeptRounds[Any] = KeptRounds(lambda match, rnd: match.spec.round_record(rnd))


def record_of(match: Match) -> Record:
    """``match.to_record()``, made at each of the human's decisions and kept for undo: the
    rounds over are made once and shared between the records, which are only ever read."""
    return _records.record(match)


def position(match: Match) -> Position:
    """Where ``match`` stands: the current round's index and the cards played in it."""
    rnd = match.current
    played = getattr(rnd, "played", 0) if rnd is not None else 0
    return len(match.rounds) - 1, played.bit_count()


class History:
    """The records at the human's decisions (undo goes back to the latest one that differs
    from now) and the records undone from (redo goes forward to them again, until a new
    action is submitted)."""

    def __init__(self) -> None:
        self.checkpoints: list[Record] = []
        self.undone: list[Record] = []
        self._quiet = 0  # inside played_for_you: the human's turns are not theirs to decide
        # The checkpoints from before a resume, worked out when first needed (see
        # :meth:`resumed_from`).
        self._before: Callable[[], list[Record]] | None = None
        # Where each claim still in the match's past or its redo future was made: the
        # states after one, in its round, are its play-out.
        self.claims: list[Position] = []

    def resumed_from(self, earlier: Callable[[], list[Record]]) -> None:
        """The match was resumed: ``earlier()`` gives the checkpoints its record holds, in
        order; they go before the ones marked since, the first time undo is asked about."""
        self._before = earlier

    def _load(self) -> None:
        if self._before is None:
            return
        earlier, self._before = self._before(), None
        since = self.checkpoints
        while earlier and since and earlier[-1] == since[0]:
            earlier.pop()  # the resume's own place, marked already
        self.checkpoints = earlier + since

    def mark(self, record: Record) -> None:
        """A human decision is pending at ``record``: a place undo may come back to."""
        if self._quiet:
            return
        if not self.checkpoints or self.checkpoints[-1] != record:
            self.checkpoints.append(record)

    def can_undo(self, current: Record) -> bool:
        self._load()
        return any(rec != current for rec in self.checkpoints)

    def undo(self, current: Record) -> Record | None:
        """The record to go back to from ``current`` (``None``: nothing to undo)."""
        self._load()
        kept = list(self.checkpoints)
        while self.checkpoints:
            rec = self.checkpoints.pop()
            if rec != current:
                self.checkpoints.append(rec)  # the decision we return to stays a checkpoint
                self.undone.append(current)
                return rec
        self.checkpoints = kept
        return None

    @property
    def can_redo(self) -> bool:
        return bool(self.undone)

    def redo(self) -> Record | None:
        """The record the last undo left (``None``: nothing to redo)."""
        return self.undone.pop() if self.undone else None

    def forget_redo(self, at: Position | None = None) -> None:
        """A new action was submitted (at ``at``, where the match stood before it): the
        undone future is gone, and with it any claim made there or after."""
        self.undone.clear()
        if at is not None and not self._quiet:
            self.claims = [c for c in self.claims if c < at]

    def claimed(self, at: Position) -> None:
        """A claim was accepted at ``at``: what follows in its round is played for the human."""
        self.claims.append(at)

    def in_claim(self, at: Position) -> bool:
        """Whether ``at`` lies in the play-out of a claim."""
        return any(r == at[0] and k < at[1] for r, k in self.claims)

    @contextmanager
    def played_for_you(self) -> Iterator[None]:
        """Cards played for the human (a claim's play-out): no place undo stops at."""
        self._quiet += 1
        try:
            yield
        finally:
            self._quiet -= 1


def decisions_in(record: Record, decides: Callable[[Match], bool]) -> list[Record]:
    """The records at each state of ``record``'s match where ``decides(match)``: the human's
    decisions a resumed match has made, for undo to go back to."""
    found: list[Record] = []

    def step(match: Match) -> None:
        if decides(match):
            rec = record_of(match)
            if not found or found[-1] != rec:
                found.append(rec)

    replay(record, on_step=step)
    return found
