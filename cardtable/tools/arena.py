"""The arena behind ``cardtable simulate``: computer players play whole matches.

Seating, so that luck evens out (docs/AI.md, "Measuring strength"):

* Games where everyone plays for themself: levels are dealt to seats in turn and rotate
  one seat per match, and the matches of one full rotation (as many matches as levels
  listed) are dealt the same cards (duplicate deals: common random numbers), so every
  level plays every seat's cards.
* Games with fixed partnerships (Minibridge): a level plays as a partnership. Every pair of
  levels meets, North–South against East–West, and then again with the sides swapped on
  the same deals. The two sides' differences on one deal come from the same two matches,
  so they are one figure (their mean), not two.
* Games whose partnerships change during a match (Dumb-Bunny): seated alternately, two
  levels would soon sit on both sides of every partnership and their differences cancel.
  Instead every deal is played by a field of one level (B) and again with a single player
  of another level (A) in one seat, the measured seat, everything else alike (same cards,
  same seeds for the other players); the measured seat moves one seat per deal. A − B is
  that seat's score difference per round: what replacing one B by an A gains.

Every match's seeds derive from the run's seed, so a run repeats exactly. Figures per
level: mean score per round with a 95% confidence interval, the bid-made rate where the
game has bids (overall and per round size), decision latency, and for Minibridge
declarer's tricks against the double-dummy result of the contract played, both by the
declaring side's level and by the defending side's.

The players' budgets are counted in samples, so a busy machine (other runs, a test suite)
cannot give the searching levels fewer; their safety cap runs on the process's CPU time,
and a decision it cut short is counted (``capped_decisions``, absent when none). Latency
is still wall time.
"""

from __future__ import annotations

import functools
import math
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..ai.montecarlo import Clock
from ..engine import Match, get_game
from ..engine.games.base import ContractOutcome
from ..session import InlineThinker, Question, SeatConfig, TableSession
from ..session.thinking import Reply


class TimedThinker(InlineThinker):
    """The inline thinker that also measures each decision's latency, by seat."""

    def __init__(self, n: int, clock: Clock, player_clock: Clock, scale: float) -> None:
        super().__init__(player_clock, scale)
        self.timer = clock
        self.latencies: list[list[float]] = [[] for _ in range(n)]

    def ask(self, question: Question, reply: Reply) -> None:
        start = self.timer()
        answer = self.players.answer(question)
        self.latencies[question.seat].append(self.timer() - start)
        reply(question, answer)


def play_match(
    game: str, levels: Sequence[str], dealer: random.Random, player_seed: str, thinker: TimedThinker
) -> Match:
    """Deal and play a match of computers to its end through the session, the players of
    each seat seeded from ``player_seed`` and the seat."""
    seats = [SeatConfig(f"P{i}", level=lv) for i, lv in enumerate(levels)]
    session = TableSession(game, seats, seed=0, thinker=thinker, dealer=dealer, player_seed=player_seed)
    session.advance()
    return session.match


@dataclass
class LevelStats:
    seats: int = 0
    round_scores: list[float] = field(default_factory=list)
    bids: int = 0
    bids_made: int = 0
    # Round size (cards dealt to each hand) -> [bids, bids made].
    bids_by_size: dict[int, list[int]] = field(default_factory=dict)
    latencies: list[float] = field(default_factory=list)
    # Minibridge: declarer's tricks less the double-dummy tricks of the contract played,
    # where this level declared and where it defended.
    dd_diffs: list[int] = field(default_factory=list)
    defended_dd_diffs: list[int] = field(default_factory=list)
    # Decisions cut short by the players' safety cap on time (then machine-dependent).
    capped: int = 0

    def summary(self, has_bids: bool, has_dd: bool = False) -> dict[str, Any]:
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
            out["bid_made_rate_by_cards"] = {
                str(k): round(m / b, 4) for k, (b, m) in sorted(self.bids_by_size.items()) if b
            }
        lat = sorted(self.latencies)
        out["latency_p50_s"] = round(percentile(lat, 50), 5)
        out["latency_p95_s"] = round(percentile(lat, 95), 5)
        if self.capped:
            out["capped_decisions"] = self.capped
        if has_dd:
            dd_figures(out, "declarer", self.dd_diffs)
            dd_figures(out, "defended", self.defended_dd_diffs)
        return out


def dd_figures(out: dict[str, Any], role: str, d: Sequence[int]) -> None:
    """Mean of declarer's tricks − double dummy over deals this level declared
    (``role`` "declarer") or defended, its deal count and, from two deals, its 95% interval."""
    key = "declarer_tricks_vs_double_dummy" + ("" if role == "declarer" else "_when_defending")
    out[key] = round(statistics.fmean(d), 3) if d else None
    out[f"{role}_deals"] = len(d)
    if len(d) > 1:
        out[f"{key}_ci95"] = round(1.96 * statistics.stdev(d) / math.sqrt(len(d)), 3)


def percentile(sorted_values: Sequence[float], pct: float) -> float:
    """Nearest-rank percentile of already sorted values (0 for none)."""
    if not sorted_values:
        return 0.0
    k = max(0, math.ceil(pct / 100 * len(sorted_values)) - 1)
    return float(sorted_values[k])


@dataclass(frozen=True)
class Seating:
    """One match of a run: every seat's level, the deal number (matches that share it are
    dealt the same cards), and for a lone-player run the measured seat and the level of the
    field around it (``None`` otherwise)."""

    levels: list[str]
    deal: int
    measured: int | None = None
    field: str | None = None


def level_pairs(levels: Sequence[str]) -> list[tuple[str, str]]:
    """Every pair of distinct levels, each in the order first listed (A before B: A − B)."""
    distinct = list(dict.fromkeys(levels))
    return [(a, b) for i, a in enumerate(distinct) for b in distinct[i + 1 :]]


def seatings(game: str, n: int, levels: Sequence[str], games: int) -> list[Seating]:
    """The level of every seat in each of ``games`` matches, and the deal each plays."""
    spec = get_game(game)
    pairs = level_pairs(levels)
    if spec.fixed_partnerships and pairs:
        out = []
        for g in range(games):
            a, b = pairs[(g // 2) % len(pairs)]
            if g % 2:
                a, b = b, a
            out.append(Seating([a, b, a, b], g // 2))
        return out
    if spec.partners_change and pairs:
        return lone_seatings(n, pairs, games)
    # The level list repeats around the table; after len(levels) matches every seat has
    # held every level on the same cards (two levels at five seats: two matches, not five).
    cycle = len(levels)
    return [Seating([levels[(s + g) % len(levels)] for s in range(n)], g // cycle) for g in range(games)]


def lone_seatings(n: int, pairs: Sequence[tuple[str, str]], games: int) -> list[Seating]:
    """Per deal: for each field level B, a match of B in every seat, then for each pair (A, B)
    a match of Bs with an A in the measured seat (deal number modulo the players)."""
    per_deal: list[tuple[str, str | None]] = []
    for field_level in dict.fromkeys(b for _, b in pairs):
        per_deal.append((field_level, None))
        per_deal += [(field_level, a) for a, b in pairs if b == field_level]
    out = []
    for g in range(games):
        deal, k = divmod(g, len(per_deal))
        field_level, lone = per_deal[k]
        seat = deal % n
        seated = [field_level] * n
        if lone is not None:
            seated[seat] = lone
        out.append(Seating(seated, deal, seat, field_level))
    return out


def dd_declarer_tricks(contract: ContractOutcome) -> int:
    """Double-dummy tricks of a played contract for its declarer."""
    return _dd_tricks(contract.dealt, contract.strain, contract.declarer)


@functools.lru_cache(maxsize=4096)
def _dd_tricks(dealt: tuple[int, ...], strain: str, declarer: int) -> int:
    """Solved once per deal, strain and declarer: a run plays every deal in two matches (sides
    swapped), which often reach the same contract, and a solve costs tens of milliseconds."""
    from ..ai.dds import declarer_tricks

    return declarer_tricks(dealt, strain, declarer)


def run_arena(
    game: str, n_players: int | None, games: int, seed: int, levels: Sequence[str], clock: Clock = time.perf_counter,
    *, player_clock: Clock = time.process_time, scale: float = 1.0,
) -> dict[str, Any]:
    """Play ``games`` matches and return the figures in the shape of ``simulate --json``.

    The players think on ``player_clock`` (CPU time, see above) at ``scale`` times their
    budget (tests pass a counting clock and a small scale, for quick players).
    """
    spec = get_game(game)
    n = n_players if n_players is not None else spec.player_counts[0]
    spec.check_players(n)
    stats = {lv: LevelStats() for lv in dict.fromkeys(levels)}
    seat_totals = [0.0] * n
    # Scores of levels on the same cards: (field, deal number, round, seat) -> {level: score}
    # (the field: the level around a lone player, "" in the other seatings).
    same_cards: dict[SameCards, dict[str, float]] = {}
    has_bids = spec.trick_bids
    has_dd = spec.has_declarer
    started = clock()
    for g, seating in enumerate(seatings(spec.name, n, levels, games)):
        seat_levels, deal_no = seating.levels, seating.deal
        for lv in set(seat_levels):
            stats[lv].seats = max(stats[lv].seats, seat_levels.count(lv))
        thinker = TimedThinker(n, clock, player_clock, scale)
        # A lone player's matches share the players' seeds with their field's, so the
        # other seats play alike until the lone player's cards make a difference.
        player_seed = f"{seed}/{g}" if seating.field is None else f"{seed}/{deal_no}/players"
        match = play_match(game, seat_levels, random.Random(f"{seed}/{deal_no}"), player_seed, thinker)
        latencies = thinker.latencies
        for s, lv in enumerate(seat_levels):
            st = stats[lv]
            st.round_scores.extend(scores[s] for scores in match.round_scores)
            st.latencies.extend(latencies[s])
            st.capped += thinker.players.capped(s)
            seat_totals[s] += match.totals[s]
            if seating.measured not in (None, s):
                continue
            for r, scores in enumerate(match.round_scores):
                if has_dd and (s >= 2 or spec.contract_outcome(match.rounds[r]) is None):
                    # Minibridge partners score alike: one figure per side and deal, and a
                    # 20–20 redeal (no play, no score) is no evidence at all.
                    continue
                same_cards.setdefault((seating.field or "", deal_no, r, s), {})[lv] = scores[s]
        for s, lv in enumerate(seat_levels):
            for rnd in match.rounds:
                bid = spec.bid_outcome(rnd, s) if has_bids else None
                if bid is not None:
                    st = stats[lv]
                    st.bids += 1
                    st.bids_made += bid.made
                    by = st.bids_by_size.setdefault(bid.hand_size, [0, 0])
                    by[0] += 1
                    by[1] += bid.made
        if has_dd:
            for rnd in match.rounds:
                contract = spec.contract_outcome(rnd)
                if contract is not None:
                    diff = contract.tricks - dd_declarer_tricks(contract)
                    stats[seat_levels[contract.declarer]].dd_diffs.append(diff)
                    stats[seat_levels[(contract.declarer + 1) % n]].defended_dd_diffs.append(diff)
    seconds = clock() - started
    return {
        "game": spec.name,
        "players": n,
        "games": games,
        "seed": seed,
        "seconds": round(seconds, 3),
        "games_per_s": round(games / seconds, 2) if seconds > 0 else None,
        "levels": {lv: st.summary(has_bids, has_dd) for lv, st in stats.items()},
        "seat_mean_totals": [round(t / games, 2) if games else 0.0 for t in seat_totals],
        "paired": paired_differences(list(stats), same_cards, paired_design(spec)),
    }


# Student's t two-sided 95% quantiles for 1 to 30 degrees of freedom.
T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
       2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
       2.045, 2.042)


def t95(df: int) -> float:
    """Student's t two-sided 95% quantile for ``df`` degrees of freedom: the table up to 30,
    then the Cornish–Fisher expansion around the normal 1.96 (within 0.001 of the true value)."""
    if df <= len(T95):
        return T95[df - 1]
    z = 1.959964
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


# Where a score on the same cards was seen: (field level or "", deal number, round, seat).
SameCards = tuple[str, int, int, int]


@dataclass(frozen=True)
class PairedDesign:
    """How a game's paired figures are gathered, and what their interval treats as independent."""

    # How the two levels meet (docs/CLI.md, ``paired``): "rotation", "sides" or "lone seat".
    method: str
    # The unit of ``mean_diff``: "<score unit> per <round word>".
    unit: str
    # What one of the independent figures the interval is computed from is the mean over:
    # "seat-round" (each paired seat and round alone), "deal" (both sides of a deal) or
    # "match" (every round of the measured seat in one deal's matches).
    ci_sample: str

    def cluster(self, key: SameCards) -> tuple[int, ...]:
        """The independent unit a paired score belongs to."""
        _, deal, rnd, seat = key
        if self.ci_sample == "match":
            return (deal,)
        if self.ci_sample == "deal":
            return (deal, rnd)
        return (deal, rnd, seat)


def paired_design(spec: Any) -> PairedDesign:
    """The game's seating (see the module's docstring) as a :class:`PairedDesign`."""
    unit = f"{spec.score_unit} per {spec.round_word.lower()}"
    if spec.fixed_partnerships:
        return PairedDesign("sides", unit, "deal")
    if spec.partners_change:
        return PairedDesign("lone seat", unit, "match")
    return PairedDesign("rotation", unit, "seat-round")


def paired_differences(
    levels: Sequence[str], same_cards: dict[SameCards, dict[str, float]], design: PairedDesign
) -> dict[str, Any]:
    """For each pair of levels, the mean score difference per round on the same cards in
    the same seat (duplicate deals), with its 95% confidence interval: luck cancels, so
    small differences in strength show with far fewer rounds than the unpaired means.

    The interval is computed from the means of ``design``'s independent units (a deal's two
    sides, or a lone player's match), not from figures that move together; ``rounds`` counts
    rounds of play compared (Minibridge: deals, once each)."""
    out: dict[str, Any] = {}
    for a, b in level_pairs(levels):
        units: dict[tuple[int, ...], list[float]] = {}
        rounds: set[tuple[int, ...]] = set()
        for key, v in same_cards.items():
            if a in v and b in v and key[0] in ("", b):
                units.setdefault(design.cluster(key), []).append(v[a] - v[b])
                rounds.add(key[1:3] if design.ci_sample == "deal" else key[1:])
        d = [statistics.fmean(u) for u in units.values()]
        if len(d) < 2:
            continue
        # Hundreds of seat-rounds keep the normal quantile (and their rows' figures); a few
        # dozen deals or matches take Student's, which is much wider for a handful.
        quantile = 1.96 if design.ci_sample == "seat-round" else t95(len(d) - 1)
        ci = quantile * statistics.stdev(d) / math.sqrt(len(d))
        out[f"{a}-{b}"] = {
            "rounds": len(rounds), "mean_diff": round(statistics.fmean(d), 3), "ci95": round(ci, 3),
            "unit": design.unit, "method": design.method, "ci_samples": len(d), "ci_sample": design.ci_sample,
        }
    return out
