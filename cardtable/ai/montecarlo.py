"""Flat Monte Carlo over determinized samples, on a budget counted in samples.

Every candidate is evaluated on the same samples (common random numbers), so candidates
are compared by their paired differences: the search stops early once the leader is
ahead of every rival by a clear margin, or when its budget is spent — a number of samples,
and a number of playouts (samples times candidates), so that a position with many choices
does not think many times longer than one with few.

The budget is counted, not timed, so that a decision is a function of the view, the level
and the random numbers: a busy machine thinks more slowly but no worse, and the same seed
repeats the same match. The clock is a safety cap only (``Budget.seconds``), set far above
what a search takes on a normal machine; a search that reaches it stops and says so
(``SearchRecord.capped``, :func:`capped_searches`), because its choice then depends on the
machine.
"""

from __future__ import annotations

import abc
import math
import random
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from ..clock import perf_counter
from ..engine.actions import Action
from ..engine.phase import Phase
from ..engine.view import PlayerView

Clock = Callable[[], float]
C = TypeVar("C", bound=Hashable)


@dataclass(frozen=True)
class Budget:
    """How much one decision may think: at most ``max_samples`` samples and ``max_playouts``
    evaluations (samples times candidates; ``None``: no such limit), and at least
    ``min_samples`` before it may stop on a clear leader.

    ``seconds`` on ``clock`` is the safety cap, not the budget: a normal machine never
    reaches it (see the module's docstring)."""

    seconds: float
    max_samples: int
    min_samples: int = 8
    clock: Clock = perf_counter
    max_playouts: int | None = None
    # Cards a decision may play out over all its playouts (see :meth:`playing`).
    max_card_plays: int | None = None
    # Work a decision may do, in the units of the ``work`` counter its game hands
    # :func:`search` (Dumb-Bunny: positions its exact solver stored): where a playout's cost
    # varies tenfold from one position to the next, a count of playouts does not bound the
    # time, a count of the work does.
    max_work: int | None = None

    def samples_for(self, candidates: int) -> int:
        """Samples a search of ``candidates`` choices may take (at least one)."""
        if self.max_playouts is None:
            return self.max_samples
        return max(1, min(self.max_samples, self.max_playouts // max(1, candidates)))

    def playing(self, cards_left: int, playouts: int | None = None) -> Budget:
        """This budget for a search whose playouts each play out ``cards_left`` cards (and at
        most ``playouts`` of them): a rollout's cost grows with the cards left, so a long
        round (17-card hands at three players) gets fewer samples than a short one, and its
        decision takes about as long."""
        caps = [c for c in (self.max_playouts, playouts) if c is not None]
        if self.max_card_plays is not None:
            caps.append(self.max_card_plays // max(1, cards_left))
        return replace(self, max_playouts=min(caps)) if caps else self


@dataclass(frozen=True)
class Sizing:
    """How a game sizes one level's search (each game's ``LEVEL_TUNING``): a cap on samples,
    on playouts (samples times candidates) and on cards played out, and the share of rollout
    cards played at random. Counted, never timed, so a decision never depends on the machine;
    the figures were measured to keep each level's strength and its decision times (docs/AI.md)."""

    samples: int
    noise: float
    playouts: int | None = None
    card_plays: int | None = None
    work: int | None = None


def counting_clock(step: float = 0.001) -> Clock:
    """A clock that advances ``step`` per reading: deterministic budgets for tests."""
    state = [0.0]

    def clock() -> float:
        state[0] += step
        return state[0]

    return clock


@dataclass
class SearchRecord:
    """What one search weighed: every candidate's mean value and the samples it took, and
    whether the safety cap on time stopped it (its choice then depends on the machine)."""

    candidates: list[Any]
    means: dict[Any, float]
    samples: int
    capped: bool = False


# Open recordings (see :func:`recording`); empty while nobody listens, the usual case.
_recorders: list[list[SearchRecord]] = []
# Searches of this process stopped by the safety cap (see :func:`capped_searches`).
_capped = [0]


def capped_searches() -> int:
    """How many searches of this process the safety cap on time has stopped so far: zero on
    a normal machine, so tools that need repeatable figures (``cardtable simulate``) can
    check that none of their decisions depended on the machine's speed."""
    return _capped[0]


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


# Samples a search takes before its cap on work may stop it: a decision is never made on
# one or two layouts, however costly.
MIN_WORKED_SAMPLES = 4


def search(
    candidates: Sequence[C],
    sample: Callable[[random.Random], tuple[Any, float]],
    evaluate: Callable[[Any, C, random.Random], float],
    budget: Budget,
    rng: random.Random,
    z: float = 2.5,
    work: Callable[[], int] | None = None,
) -> tuple[C, dict[C, float]]:
    """The candidate with the best weighted mean value over samples, and every mean.

    ``sample(rng)`` gives a world and its weight (soft evidence: 1.0 when none);
    ``evaluate(world, candidate, rng)`` the value of the candidate in that world;
    ``work()``, the work done so far, counted against ``budget.max_work`` after each sample
    (from the :data:`MIN_WORKED_SAMPLES` th on).
    """
    if len(candidates) == 1:
        return candidates[0], {candidates[0]: 0.0}
    clock = budget.clock
    start = clock()
    k = len(candidates)
    most = budget.samples_for(k)
    capped = False
    sums = [0.0] * k
    wsum = 0.0
    # Paired statistics against candidate 0 are not enough (the leader changes), so keep
    # every sample's values; samples are few (hundreds at most).
    rows: list[tuple[float, list[float]]] = []
    n = 0
    while n < most:
        world, w = sample(rng)
        values = [evaluate(world, c, rng) for c in candidates]
        n += 1
        if w > 0:
            rows.append((w, values))
            wsum += w
            for i, v in enumerate(values):
                sums[i] += w * v
        if n >= budget.min_samples and n % 4 == 0 and wsum > 0 and _clear_leader(rows, sums, z):
            break
        if (work is not None and budget.max_work is not None and n >= MIN_WORKED_SAMPLES
                and work() >= budget.max_work):
            break
        if n < most and clock() - start >= budget.seconds:
            capped = True
            _capped[0] += 1
            break
    if wsum <= 0:
        means = {c: 0.0 for c in candidates}
        return candidates[0], means
    means = {c: sums[i] / wsum for i, c in enumerate(candidates)}
    best = max(range(k), key=lambda i: (sums[i], -i))
    for records in _recorders:
        records.append(SearchRecord(list(candidates), means, n, capped))
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


__all__ = ["Budget", "Clock", "SearchRecord", "Sizing", "capped_searches", "counting_clock", "recording", "search"]


class PhasedSearch(abc.ABC):
    """Base of the searching players: a budget, a little exploration, and a decision
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
