"""What the session's helpers (claims, saving) read and call of a table session.

They are given the session itself; this protocol names the part they use, so that they
need not import :mod:`~cardtable.session.table` (which imports them): the dependency
points one way only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from ..engine.actions import Action
from ..engine.match import Match
from .exercise_ref import ExerciseRef
from .history import History
from .seats import Decision, SeatConfig


class TableState(Protocol):
    """The table session as :mod:`.claims` and :mod:`.saving` see it."""

    @property
    def match(self) -> Match: ...
    @property
    def seats(self) -> Sequence[SeatConfig]: ...
    @property
    def seed(self) -> int: ...
    @property
    def rng(self) -> random.Random: ...
    @property
    def practice(self) -> bool: ...
    @property
    def taught_lead(self) -> bool: ...
    @property
    def exercise(self) -> ExerciseRef | None: ...
    @property
    def instance(self) -> str: ...
    @property
    def history(self) -> History: ...

    def pending(self) -> Decision | None: ...

    def submit(self, action: Action, turn: int | None = None) -> list[Any]: ...

    def tell(self, events: list[Any]) -> None: ...

    def advance(self) -> None: ...
