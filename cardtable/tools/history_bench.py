"""``cardtable bench``'s "history" figures: what the match history costs with years of play
in it. A throw-away history is filled with 10,000 finished matches (rows copied from one
real match, as fast as SQLite takes them), then timed: adding a match with 10 and with
10,000 in the history, and the queries that opening Statistics and History run."""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from ..engine import Match
from ..storage.history import HISTORY_NAME, HistoryStore

BIG = 10_000


def finished_match(rng: random.Random, game: str = "bugger-bridge", n: int = 4) -> Match:
    """A match played to its end with random legal actions."""
    match = Match(game, [f"P{i}" for i in range(n)])
    while not match.finished:
        match.deal(rng)
        while (rnd := match.current) is not None:
            match.apply(rng.choice(rnd.legal_actions()))
    return match


def fill(store: HistoryStore, count: int, match: Match) -> None:
    """``count`` finished matches in ``store``: one recorded, the others copies of its row."""
    store.record_match(match, 0, instance="bench-0", levels=[None, "easy", "normal", "hard"])
    db = store._db
    columns = [d[0] for d in db.execute("SELECT * FROM matches").description]
    first = db.execute("SELECT * FROM matches").fetchone()
    rows = []
    for i in range(1, count):
        row = dict(zip(columns, first, strict=True))
        date = f"20{10 + i % 15}-{i % 12 + 1:02d}-01T12:00:00+00:00"
        row.update(id=f"bench-{i}", touched=i + 1, seq=i + 1, date=date,
                   game=("bugger-bridge", "bugami", "minibridge", "dumb-bunny")[i % 4])
        rows.append(tuple(row.values()))
    db.execute("BEGIN")
    db.executemany(f"INSERT INTO matches VALUES ({', '.join('?' for _ in columns)})", rows)
    db.execute("COMMIT")


def time_adding(store: HistoryStore, matches: list[Match]) -> float:
    """Median seconds to record one finished match."""
    times = []
    for i, m in enumerate(matches):
        start = time.perf_counter()
        store.record_match(m, 0, instance=f"added-{i}", levels=[None, "easy", "easy", "easy"])
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def time_opening(store: HistoryStore) -> tuple[float, float]:
    """Seconds for the queries behind opening Statistics (the figures and results of the
    most recent game, practice too) and History (the newest 500 matches)."""
    start = time.perf_counter()
    game, n = store.played_games()[0]
    for count in (n, None):
        store.summary(game, count)
        store.summary(game, count, practice=True)
        store.results(game, count)
    middle = time.perf_counter()
    store.matches(limit=500)
    return middle - start, time.perf_counter() - middle


def history_figures(quick: bool = False) -> dict[str, Any]:
    rng = random.Random(17)
    sample = finished_match(rng)
    adds = [finished_match(rng) for _ in range(3 if quick else 10)]
    out: dict[str, Any] = {"matches": BIG}
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as folder:
        small = HistoryStore(Path(folder) / "small" / HISTORY_NAME)
        big = HistoryStore(Path(folder) / "big" / HISTORY_NAME)
        fill(small, 10, sample)
        fill(big, BIG, sample)
        out["add_match_s"] = {"10": round(time_adding(small, adds), 5), str(BIG): round(time_adding(big, adds), 5)}
        statistics_s, history_s = time_opening(big)
        out["open_statistics_s"] = round(statistics_s, 4)
        out["open_history_s"] = round(history_s, 4)
        small.close()
        big.close()
    return out
