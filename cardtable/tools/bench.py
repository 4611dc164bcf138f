"""``cardtable bench``: performance figures measured on this machine, never made up.

Engine figures are random-legal rounds per second, including the deal and the scoring:
Bugger Bridge with 5 players and 8-card hands, Bugami with 4 players, Bleeding Hearts with
3, Minibridge and Dumb-Bunny at one table of four. Games the engine does not play yet are
left out, as are sections that do not exist yet.

Computer-player figures ("ai") are the decision latencies of the normal and hard levels
at their real budgets, on positions reached by random play where a choice is open.
"""

from __future__ import annotations

import os
import platform
import random
import time
from collections.abc import Callable
from typing import Any

from ..engine import Match, supported_games
from ..engine.cards import FULL_DECK, mask_of
from ..engine.games.base import deal_out
from ..engine.games.bugger_bridge import BuggerBridgeRound
from ..engine.round import Round

BENCH_PLAYERS = {"bugger-bridge": 5, "bugami": 4, "bleeding-hearts": 3, "minibridge": 4, "dumb-bunny": 4}


def _bugger_bridge_round(rng: random.Random) -> Round:
    """A 5-player round of 8 cards with trumps (the schedule's peak)."""
    hands, rest = deal_out(FULL_DECK, [8] * 5, rng)
    return BuggerBridgeRound([mask_of(h) for h in hands], rng.randrange(5), rest[0])


def _first_round(game: str) -> Callable[[random.Random], Round]:
    names = [f"P{i}" for i in range(BENCH_PLAYERS[game])]

    def make(rng: random.Random) -> Round:
        m = Match(game, names, first_dealer=0)
        m.deal(rng)
        return m.rounds[-1]

    return make


def play_random_round(rnd: Round, rng: random.Random) -> None:
    """Random legal actions until the round is scored.

    OpenSpiel's loop, so that the figures compare like for like: list the legal actions,
    pick one at random, apply it through the round's public API, which checks it like any
    caller's. A round not yet done always has a legal action. The pick scales one float
    (as ``cards.random_card`` does) rather than calling ``rng.choice``, whose rejection
    sampling costs more than the engine's work on a card.
    """
    apply, legal_actions, random = rnd.apply, rnd.legal_actions, rng.random
    while actions := legal_actions():
        apply(actions[int(random() * len(actions))])
    assert rnd.is_done, f"{rnd.game}: no legal action in phase {rnd.phase}"


def rounds_per_second(make: Callable[[random.Random], Round], seconds: float, seed: int = 1) -> float:
    rng = random.Random(seed)
    done = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(20):
            play_random_round(make(rng), rng)
        done += 20
        now = time.perf_counter()
        if now >= deadline:
            return done / (now - start)


def engine_figures(seconds: float) -> dict[str, Any]:
    out = {}
    for game in supported_games():
        make = _bugger_bridge_round if game == "bugger-bridge" else _first_round(game)
        out[game] = {"rounds_per_s": round(rounds_per_second(make, seconds), 1)}
    return out


def decision_positions(game: str, count: int, rng: random.Random) -> list[tuple[Any, int]]:
    """``count`` positions of ``game`` where a choice is open: (view, seat), reached by
    random legal play to a random point of a random round (bids and contracts included)."""
    from ..engine.view import PlayerView

    names = [f"P{i}" for i in range(BENCH_PLAYERS[game])]
    out: list[tuple[PlayerView, int]] = []
    while len(out) < count:
        m = Match(game, names, first_dealer=0)
        # A random round of the match (Bugger Bridge's hand sizes grow and shrink), played at random.
        for _ in range(rng.randrange(0, m.rounds_planned or 3)):
            m.deal(rng)
            while (r := m.current) is not None:
                m.apply(rng.choice(r.legal_actions()))
            if m.finished:
                break
        if m.finished:
            continue
        m.deal(rng)
        rnd = m.current
        stop = rng.randrange(0, 40)
        for _ in range(stop):
            if rnd is None or rnd.is_done:
                break
            m.apply(rng.choice(rnd.legal_actions()))
            rnd = m.current
        if rnd is None or rnd.is_done:
            continue
        view = m.view(rnd.actor(rnd.to_act))
        if len(view.legal) > 1:
            out.append((view, rnd.to_act))
    return out


def ai_figures(quick: bool) -> dict[str, Any]:
    """Decision latency of the searching levels, per game: p50 and p95 over positions
    where the player has a real choice (one legal action is answered at once and would
    flatter the figures). One untimed decision first: loading the double-dummy solver
    (Minibridge) happens once per process, not per decision."""
    from ..ai import make_player
    from .arena import percentile

    count = 3 if quick else 30
    out: dict[str, Any] = {}
    for game in supported_games():
        positions = decision_positions(game, count, random.Random(f"bench/{game}"))
        out[game] = {}
        for level in ("normal", "hard"):
            player = make_player(level, random.Random(1))
            if positions:
                player.choose(positions[0][0])
            times = []
            for view, _ in positions:
                start = time.perf_counter()
                player.choose(view)
                times.append(time.perf_counter() - start)
            times.sort()
            out[game][level] = {"p50_s": round(percentile(times, 50), 4), "p95_s": round(percentile(times, 95), 4),
                                "decisions": len(times)}
    return out


def run_bench(quick: bool = False, ui: bool = True, ai: bool = True) -> dict[str, Any]:
    result: dict[str, Any] = {
        "machine": {"cores": os.cpu_count(), "python": platform.python_version()},
        "engine": engine_figures(0.3 if quick else 2.0),
    }
    if ai:
        result["ai"] = ai_figures(quick)
    if ui:
        from ..ui.bench import ui_figures

        result["ui"] = ui_figures(quick)
    return result
