"""Flat Monte Carlo over determinized samples, on a time budget.

Every candidate is evaluated on the same samples (common random numbers), so candidates
are compared by their paired differences: the search stops early once the leader is
ahead of every rival by a clear margin, when the sample cap is reached, or when the time
budget is spent — whichever comes first. The clock is injectable (tests use a counting
clock so that a decision does not depend on the machine's speed).
"""

from __future__ import annotations

import abc
import math
import random
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from ..clock import perf_counter
from ..engine.actions import Action
from ..engine.phase import Phase
from ..engine.view import PlayerView

Clock = Callable[[], float]
C = TypeVar("C", bound=Hashable)


@dataclass(frozen=True)
class Budget:
    """How long one decision may think: seconds on ``clock``, and a cap on samples."""

    seconds: float
    max_samples: int
    min_samples: int = 8
    clock: Clock = perf_counter

    def scaled(self, factor: float) -> Budget:
        return Budget(self.seconds * factor, max(1, int(self.max_samples * factor)), self.min_samples, self.clock)


def counting_clock(step: float = 0.001) -> Clock:
    """A clock that advances ``step`` per reading: deterministic budgets for tests."""
    state = [0.0]

    def clock() -> float:
        state[0] += step
        return state[0]

    return clock


@dataclass
class SearchRecord:
    """What one search weighed: every candidate's mean value and the samples it took."""

    candidates: list[Any]
    means: dict[Any, float]
    samples: int


#: Open recordings (see :func:`recording`); empty while nobody listens, the usual case.
_recorders: list[list[SearchRecord]] = []


@contextmanager
def recording() -> Iterator[list[SearchRecord]]:
    """Collect the searches made inside the ``with`` block, so that a hint can say why the
    computer preferred its choice (the means it saw, over how many layouts)."""
    records: list[SearchRecord] = []
    _recorders.append(records)
    try:
        yield records
    finally:
        _recorders.remove(records)


def search(
    candidates: Sequence[C],
    sample: Callable[[random.Random], tuple[Any, float]],
    evaluate: Callable[[Any, C, random.Random], float],
    budget: Budget,
    rng: random.Random,
    z: float = 2.5,
) -> tuple[C, dict[C, float]]:
    """The candidate with the best weighted mean value over samples, and every mean.

    ``sample(rng)`` gives a world and its weight (soft evidence: 1.0 when none);
    ``evaluate(world, candidate, rng)`` the value of the candidate in that world.
    """
    if len(candidates) == 1:
        return candidates[0], {candidates[0]: 0.0}
    clock = budget.clock
    start = clock()
    k = len(candidates)
    sums = [0.0] * k
    wsum = 0.0
    # Paired statistics against candidate 0 are not enough (the leader changes), so keep
    # every sample's values; samples are few (hundreds at most).
    rows: list[tuple[float, list[float]]] = []
    n = 0
    while n < budget.max_samples:
        world, w = sample(rng)
        values = [evaluate(world, c, rng) for c in candidates]
        n += 1
        if w > 0:
            rows.append((w, values))
            wsum += w
            for i, v in enumerate(values):
                sums[i] += w * v
        if clock() - start >= budget.seconds:
            break
        if n >= budget.min_samples and n % 4 == 0 and wsum > 0 and _clear_leader(rows, sums, z):
            break
    if wsum <= 0:
        means = {c: 0.0 for c in candidates}
        return candidates[0], means
    means = {c: sums[i] / wsum for i, c in enumerate(candidates)}
    best = max(range(k), key=lambda i: (sums[i], -i))
    for records in _recorders:
        records.append(SearchRecord(list(candidates), means, n))
    return candidates[best], means


def _clear_leader(rows: list[tuple[float, list[float]]], sums: list[float], z: float) -> bool:
    """Is the leader ahead of every other candidate by ``z`` standard errors of the paired
    difference (or identical to it on every sample, which also settles the choice)?"""
    best = max(range(len(sums)), key=lambda i: sums[i])
    m = len(rows)
    for j in range(len(sums)):
        if j == best:
            continue
        diffs = [v[best] - v[j] for _, v in rows]
        mean = sum(diffs) / m
        var = sum((d - mean) ** 2 for d in diffs) / max(1, m - 1)
        if var == 0:
            if mean <= 0 and any(diffs):
                return False
            continue
        if mean < z * math.sqrt(var / m):
            return False
    return True


__all__ = ["Budget", "Clock", "SearchRecord", "counting_clock", "recording", "search"]


class PhasedSearch(abc.ABC):
    """Base of the searching players: a time budget, a little exploration, and a decision
    by phase (``bid`` while bidding, ``play`` otherwise) that subclasses define.

    ``level`` is the level it plays for (set by the player that owns it): a game may search
    deeper for ``hard`` than for ``normal``, beyond the budget and rollout noise."""

    level = "hard"

    def __init__(self, budget: Budget, eps: float = 0.1) -> None:
        self.budget = budget
        self.eps = eps

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        if view.phase == Phase.BIDDING:
            return self.bid(view, rng)
        return self.play(view, rng)

    def bid(self, view: PlayerView, rng: random.Random) -> Action:
        """The decision of a bidding phase, for the games that have one."""
        raise TypeError(f"{type(self).__name__} was asked to bid, but its game has no bidding phase")

    @abc.abstractmethod
    def play(self, view: PlayerView, rng: random.Random) -> Action:
        """The card to play (or, for a game without decisions, any decision)."""
