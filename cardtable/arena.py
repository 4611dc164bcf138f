"""The arena behind ``cardtable simulate``: computer players play whole matches.

Levels are dealt to seats in turn and rotate one seat per match, so every level sits in
every seat. Every match has its own seed derived from the run's seed, so a run repeats
exactly. Figures per level: mean score per round with a 95% confidence interval, the
bid-made rate where the game has bids, and decision latency.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai import make_player
from .ai.players import Player
from .engine import Match, get_game

Clock = Callable[[], float]


def play_match(
    match: Match, players: Sequence[Player], rng: random.Random, latencies: list[list[float]] | None = None,
    clock: Clock = time.perf_counter,
) -> Match:
    """Deal and play ``match`` to its end, asking each seat's player for its decisions."""
    while not match.finished:
        match.deal(rng)
        while (rnd := match.current) is not None:
            seat = rnd.actor(rnd.to_act)
            view = match.view(seat)
            start = clock()
            action = players[seat].choose(view)
            if latencies is not None:
                latencies[seat].append(clock() - start)
            match.apply(action)
    return match


@dataclass
class LevelStats:
    seats: int = 0
    round_scores: list[float] = field(default_factory=list)
    bids: int = 0
    bids_made: int = 0
    latencies: list[float] = field(default_factory=list)

    def summary(self, has_bids: bool) -> dict[str, Any]:
        scores = self.round_scores
        mean = statistics.fmean(scores) if scores else 0.0
        ci = 1.96 * statistics.stdev(scores) / math.sqrt(len(scores)) if len(scores) > 1 else 0.0
        out: dict[str, Any] = {
            "seats": self.seats,
            "rounds": len(scores),
            "mean_score_per_round": round(mean, 3),
            "ci95": round(ci, 3),
        }
        if has_bids:
            out["bid_made_rate"] = round(self.bids_made / self.bids, 4) if self.bids else 0.0
        lat = sorted(self.latencies)
        out["latency_p50_s"] = round(percentile(lat, 50), 5)
        out["latency_p95_s"] = round(percentile(lat, 95), 5)
        return out


def percentile(sorted_values: Sequence[float], pct: float) -> float:
    """Nearest-rank percentile of already sorted values (0 for none)."""
    if not sorted_values:
        return 0.0
    k = max(0, math.ceil(pct / 100 * len(sorted_values)) - 1)
    return float(sorted_values[k])


def run_arena(
    game: str, n_players: int | None, games: int, seed: int, levels: Sequence[str], clock: Clock = time.perf_counter
) -> dict[str, Any]:
    """Play ``games`` matches and return the figures in the shape of ``simulate --json``."""
    spec = get_game(game)
    n = n_players if n_players is not None else spec.player_counts[0]
    spec.check_players(n)
    names = [f"P{i}" for i in range(n)]
    stats = {lv: LevelStats() for lv in dict.fromkeys(levels)}
    for s in range(n):
        stats[levels[s % len(levels)]].seats += 1
    seat_totals = [0.0] * n
    started = clock()
    for g in range(games):
        seat_levels = [levels[(s + g) % len(levels)] for s in range(n)]
        players = [make_player(lv, random.Random(f"{seed}/{g}/{s}")) for s, lv in enumerate(seat_levels)]
        latencies: list[list[float]] = [[] for _ in range(n)]
        match = play_match(Match(game, names), players, random.Random(f"{seed}/{g}"), latencies, clock)
        for s, lv in enumerate(seat_levels):
            st = stats[lv]
            st.round_scores.extend(scores[s] for scores in match.round_scores)
            st.latencies.extend(latencies[s])
            seat_totals[s] += match.totals[s]
            for rnd in match.rounds:
                bids = getattr(rnd, "bids", None)
                if spec.name == "bugger-bridge" and bids is not None:
                    st.bids += 1
                    st.bids_made += bids[s] == rnd.tricks[s]
    seconds = clock() - started
    has_bids = spec.name == "bugger-bridge"
    return {
        "game": spec.name,
        "players": n,
        "games": games,
        "seed": seed,
        "seconds": round(seconds, 3),
        "games_per_s": round(games / seconds, 2) if seconds > 0 else None,
        "levels": {lv: st.summary(has_bids) for lv, st in stats.items()},
        "seat_mean_totals": [round(t / games, 2) if games else 0.0 for t in seat_totals],
    }
