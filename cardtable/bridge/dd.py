"""Double-dummy tables through endplay (DDS), and the best Minibridge contract from them.

endplay is imported only when a table is first needed: its import costs about half a
second, which the app and the command line should not pay just to list exercises.
Tables are cached by deal because the UI asks for the same deal's table again and again
(analysis tab, game advice, the result after play).

A long file (``cardtable exercise`` on thousands of boards) is solved by
:func:`double_dummy_parallel` in parts, one process per core: DDS keeps global state, so
two batches must not run in one process at once, and separate processes also keep the
Python around each batch off the other cores' way.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..child_process import exit_with_parent
from ..engine.games.minibridge import STRAINS, contract_score, target_tricks
from .deal import Board, deal_to_pbn

# A double-dummy table: seat (0..3) -> strain ("C", "D", "H", "S", "NT") -> tricks.
DDTable = dict[int, dict[str, int]]

# Order in which equal-scoring contracts are preferred: no trumps, then majors, then minors.
PREFERENCE = ("NT", "S", "H", "D", "C")

_cache: dict[tuple[int, ...], DDTable] = {}
_CACHE_LIMIT = 512


def double_dummy(hands: Sequence[int]) -> DDTable:
    """Tricks each seat takes as declarer in each strain, all four hands known."""
    return double_dummy_many([hands])[0]


def double_dummy_many(deals: Sequence[Sequence[int]]) -> list[DDTable]:
    """Tables for many deals at once: DDS solves them in one batch (far faster than one by one)."""
    keys = [tuple(int(h) for h in hands) for hands in deals]
    # The answers are gathered here, not read back from the cache: a batch larger than the
    # cache would otherwise evict its own first tables before they are returned.
    found = {k: _cache[k] for k in dict.fromkeys(keys) if k in _cache}
    todo = [k for k in dict.fromkeys(keys) if k not in found]
    if todo:
        from ..ai.dds import load_endplay

        load_endplay()
        from endplay.dds import calc_all_tables
        from endplay.types import Deal, Denom, Player

        denoms = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs, "NT": Denom.nt}
        players = (Player.north, Player.east, Player.south, Player.west)
        for start in range(0, len(todo), 32):  # DDS takes a bounded batch per call
            chunk = todo[start : start + 32]
            tables = calc_all_tables([Deal(deal_to_pbn(k)) for k in chunk])
            for key, table in zip(chunk, tables, strict=True):
                found[key] = {
                    seat: {strain: int(table[denoms[strain], players[seat]]) for strain in STRAINS}
                    for seat in range(4)
                }
                if len(_cache) >= _CACHE_LIMIT:
                    _cache.pop(next(iter(_cache)))
                _cache[key] = found[key]
    return [{seat: dict(row) for seat, row in found[k].items()} for k in keys]


def tables_of(boards: Sequence[Board]) -> list[DDTable]:
    """Each board's double-dummy table: the one stored with it (a PBN file's, a built-in
    deal's), else solved, all the missing ones in one batch."""
    todo = [b.hands for b in boards if b.dd is None]
    solved = iter(double_dummy_many(todo) if todo else [])
    return [table if (table := b.dd_table()) is not None else next(solved) for b in boards]


# Deals per part handed to a worker process: large enough to keep DDS's own batches full,
# small enough that progress is reported often and the cores finish close together.
PART = 100


def _solve_part(numbered: tuple[int, list[tuple[int, ...]]]) -> tuple[int, list[DDTable]]:
    """A worker's job: one part's tables, with the part's number to put them back in order."""
    index, part = numbered
    return index, double_dummy_many(part)


def double_dummy_parallel(
    deals: Sequence[Sequence[int]], jobs: int | None = None, progress: Callable[[int], None] | None = None,
    *, solve: Callable[[tuple[int, list[tuple[int, ...]]]], tuple[int, list[DDTable]]] = _solve_part,
) -> list[DDTable]:
    """:func:`double_dummy_many` in parts of :data:`PART` deals over ``jobs`` processes (one
    per core when ``None``; one means this process). ``progress(n)`` is called with 0 before
    the first part and then as each part is solved, with the number of deals solved so far.
    The tables come back in the order of ``deals`` whatever the order the parts finish in, so
    the result never depends on ``jobs``.

    Ctrl+C (or any failure) stops the workers at once: a pool shut down the polite way first
    solved every part still queued, minutes on a long file. The workers ignore Ctrl+C
    themselves, so only this process decides, and they end if this process is killed.
    ``solve`` is the workers' job (a test's stand-in must be importable by name).
    """
    parts = [[tuple(int(h) for h in hands) for hands in deals[i : i + PART]] for i in range(0, len(deals), PART)]
    workers = min(jobs or os.cpu_count() or 1, len(parts))
    done = 0
    if progress is not None:
        progress(0)
    if workers <= 1:
        out: list[DDTable] = []
        for part in parts:
            out += double_dummy_many(part)
            done += len(part)
            if progress is not None:
                progress(done)
        return out
    solved: list[list[DDTable]] = [[] for _ in parts]
    # spawn, not fork: a forked copy of a process in which DDS already ran inherits its
    # state without its threads.
    pool = multiprocessing.get_context("spawn").Pool(workers, initializer=exit_with_parent)
    try:
        for i, tables in pool.imap_unordered(solve, enumerate(parts)):
            solved[i] = tables
            done += len(parts[i])
            if progress is not None:
                progress(done)
        pool.close()
    finally:
        pool.terminate()  # finished: nothing left to stop; cancelled: the parts in hand are dropped
        pool.join()
    return [table for part in solved for table in part]


@dataclass(frozen=True)
class BestContract:
    """The contract that scores most for the declaring side when both sides play perfectly."""

    declarer: int
    strain: str
    game: bool
    tricks: int
    score: int  # net for the declaring side: negative when even the best contract fails

    @property
    def target(self) -> int:
        return target_tricks(self.strain, self.game)


def best_contract(table: DDTable, declarer: int) -> BestContract:
    """Every strain as part-score and as game, scored by Minibridge rules with the
    double-dummy tricks of ``declarer`` (in Minibridge the declarer is fixed by the points,
    so only the strain and the level are a choice)."""
    best: BestContract | None = None
    for strain in PREFERENCE:
        tricks = table[declarer][strain]
        for game in (False, True):
            ours, theirs = contract_score(strain, game, tricks)
            net = ours - theirs
            if best is None or net > best.score:
                best = BestContract(declarer, strain, game, tricks, net)
    assert best is not None
    return best
