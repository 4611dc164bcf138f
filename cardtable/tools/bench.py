"""``cardtable bench``: performance figures measured on this machine, never made up.

Engine figures are random-legal rounds per second, including the deal and the scoring:
Bugger Bridge with 5 players and 8-card hands, Bugami with 4 players, Bleeding Hearts with
3, Minibridge and Dumb-Bunny at one table of four. Games the engine does not play yet are
left out, as are sections that do not exist yet.

Computer-player figures ("ai") are the decision latencies of the normal and hard levels
at their real budgets, on positions reached by random play where a choice is open.
"""

from __future__ import annotations

import functools
import os
import platform
import random
import time
from collections.abc import Callable
from typing import Any

from ..engine import Match, get_game, supported_games
from ..engine.round import Round


def bench_round(game: str, rng: random.Random) -> Round:
    """A fresh round of ``game`` for the bench: the one its spec names (Bugger Bridge: 5
    players, 8 cards, trumps), else the first round of a match at its bench table."""
    spec = get_game(game)
    chosen = spec.bench_round(rng)
    if chosen is not None:
        return chosen
    match = Match(game, [f"P{i}" for i in range(spec.bench_players)], first_dealer=0)
    match.deal(rng)
    return match.rounds[-1]


def busy_round(rng: random.Random) -> Round:
    """The round the bench plays out at random to keep a core busy: the first game's."""
    return bench_round(supported_games()[0], rng)


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


def busy_think(seconds: float) -> None:
    """Stands in for a searching computer player (the window's frame figures, ui/bench.py):
    pure-Python random playouts on the engine for ``seconds``, holding the interpreter as a
    real search would. Here, Qt-free, so the worker process it runs in imports the engine
    only, not PySide6 and the window's modules."""
    rng = random.Random(5)
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        play_random_round(busy_round(rng), rng)


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
        make = functools.partial(bench_round, game)
        out[game] = {"rounds_per_s": round(rounds_per_second(make, seconds), 1)}
    return out


def random_position(game: str, rng: random.Random) -> tuple[Any, int] | None:
    """A view of ``game`` and its seat, reached by random legal play (as the random level
    plays) to a random point of a random round of a match, bids and contracts included
    (Bugger Bridge's hand sizes grow and shrink); ``None`` when that round ended first.

    Played on the engine, not through a session of random players: those draw their choice
    from a fingerprint of their view at every decision, which cost most of the bench's
    search for positions and changed nothing about where they lead."""
    spec = get_game(game)
    match = Match(game, [f"P{i}" for i in range(spec.bench_players)], first_dealer=0)
    last = rng.randrange(0, match.rounds_planned or 3)
    steps = rng.randrange(0, 40)
    for index in range(last + 1):
        if match.finished:
            return None
        match.deal(rng)
        played = 0
        while (rnd := match.current) is not None:
            if index == last and played == steps:
                seat = rnd.to_act
                return (match.view(rnd.actor(seat)), seat) if seat is not None else None
            legal = rnd.legal_actions()
            match.apply(legal[int(rng.random() * len(legal))])
            played += 1
    return None


def decision_positions(game: str, count: int, rng: random.Random) -> list[tuple[Any, int]]:
    """``count`` positions of ``game`` where a choice is open: (view, seat), each
    :func:`random_position` with more than one legal action."""
    out: list[tuple[Any, int]] = []
    while len(out) < count:
        found = random_position(game, rng)
        if found is not None and len(found[0].legal) > 1:
            out.append(found)
    return out


def ai_figures(quick: bool) -> dict[str, Any]:
    """Decision latency of the searching levels, per game: p50 and p95 over positions
    where the player has a real choice (one legal action is answered at once and would
    flatter the figures). One untimed decision first: loading the double-dummy solver
    (Minibridge) happens once per process, not per decision."""
    from ..ai import seeded_player
    from .arena import percentile

    count = 3 if quick else 30
    out: dict[str, Any] = {}
    for game in supported_games():
        positions = decision_positions(game, count, random.Random(f"bench/{game}"))
        out[game] = {}
        for level in ("normal", "hard"):
            player = seeded_player(level, "bench", 0)
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


def run_bench(quick: bool = False, ai: bool = True) -> dict[str, Any]:
    """The Qt-free figures; the command adds the window's (ui/bench.py), which lean on these."""
    result: dict[str, Any] = {
        "machine": {"cores": os.cpu_count(), "python": platform.python_version()},
        "engine": engine_figures(0.3 if quick else 2.0),
    }
    if ai:
        result["ai"] = ai_figures(quick)
    return result
