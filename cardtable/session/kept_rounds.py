"""A match's record with its finished rounds' entries made once, not at every step.

The table writes the match's record after every action (the autosave) and at every human
decision (a place undo may go back to). A round that is over never changes, and a long
match is mostly such rounds: remaking each one's entry every time made both costs grow
with the match (the rounds' cards turned into text again and again). So each round that is
over has its entry made once and kept, by the round object itself; only the round in play
is made anew.

Entries are kept per match, for the rounds of the last record made: a round undone away is
a different object when the match is replayed, and its entry goes with it.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from ..engine import Match
from ..engine.round import Round

T = TypeVar("T")


class KeptRounds(Generic[T]):
    """``record(match)`` is ``match.to_record(entry)`` with ``entry = make(match, round)``
    made once for each round that is over. The entries are shared between the records
    given out: they must be read, never changed."""

    def __init__(self, make: Callable[[Match, Round], T]) -> None:
        self._make = make
        # For each match, the entries of its rounds over at its last record, by the
        # round's id (with the round itself, so that an id reused by another object
        # never matches).
        self._kept: weakref.WeakKeyDictionary[Match, dict[int, tuple[Round, T]]] = weakref.WeakKeyDictionary()

    def record(self, match: Match) -> dict[str, Any]:
        before = self._kept.get(match, {})
        kept: dict[int, tuple[Round, T]] = {}

        def entry(rnd: Round) -> T:
            found = before.get(id(rnd))
            if found is not None and found[0] is rnd:
                kept[id(rnd)] = found
                return found[1]
            made = self._make(match, rnd)
            if rnd.is_done:
                kept[id(rnd)] = (rnd, made)
            return made

        record = match.to_record(entry)
        self._kept[match] = kept
        return record


__all__ = ["KeptRounds"]
