"""The Player interface and the players available by level name.

A player is anything with ``choose(view) -> action``; it is given a
:class:`~cardtable.engine.view.PlayerView` and nothing else. The levels, weakest first:

* ``random``: uniformly random legal actions (the baseline, and the engine's fuzzer);
* ``easy``: rules of thumb (``cardtable.ai.simple``), with a little noise — plausible
  but fallible;
* ``normal``: determinized sampling with rollouts (or double-dummy solving in
  Minibridge) on a budget of about a tenth of a second per decision;
* ``hard``: the same search with a budget of about 0.7 s and more samples, and in some
  games a deeper search than normal's (exact endgames from further out).

Each game's module tunes its levels (``LEVEL_TUNING``): Minibridge's normal, for one, looks
at only two layouts a card, its hard at up to 64.

Every searching player answers at once when it has one legal choice (or one class of
equivalent cards). Its clock is injectable so that tests can make decisions depend on
nothing but the view and the random numbers.
"""

from __future__ import annotations

import importlib
import random
from typing import Protocol

from ..clock import perf_counter
from ..engine.actions import Action
from ..engine.phase import Phase
from ..engine.view import PlayerView
from . import simple
from .montecarlo import Budget, Clock
from .viewtools import blind_choice

LEVELS = ("random", "easy", "normal", "hard")

#: Budgets per level: seconds per decision, a cap on samples, and the samples taken
#: before the search may stop early on a clear leader. Normal is capped low so that it
#: stays a step below hard (measured: with 40 samples it was as strong as hard).
BUDGETS = {"normal": (0.1, 12, 4), "hard": (0.7, 400, 24)}
#: Rollout noise per level: the share of rollout cards played at random.
ROLLOUT_NOISE = {"normal": 0.2, "hard": 0.05}
#: How often the easy player's card is a random legal one instead of its rule's.
EASY_NOISE = 0.1


class Player(Protocol):
    level: str

    def choose(self, view: PlayerView) -> Action: ...


class RandomPlayer:
    """Any legal action, uniformly: the baseline and the fuzzer of the engine."""

    level = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: PlayerView) -> Action:
        return self.rng.choice(view.legal)


class SimplePlayer:
    """Rules of thumb per game (``cardtable.ai.simple``): bids from honours and trumps,
    play that tries to win a trick when it needs one and to duck when it does not; a
    card in ten is a random legal one, so that it stays beatable."""

    level = "easy"

    def __init__(self, rng: random.Random, noise: float = EASY_NOISE) -> None:
        self.rng = rng
        self.noise = noise

    def choose(self, view: PlayerView) -> Action:
        if len(view.legal) == 1:
            return view.legal[0]
        if view.info.blind:
            return blind_choice(view)
        if view.phase == Phase.PLAY and self.rng.random() < self.noise:
            return self.rng.choice(view.legal)
        return simple.choose(view, self.rng)


#: Game name -> (module, class) of the searching strategy.
STRATEGIES = {
    "bugger-bridge": ("bugger_bridge", "BuggerBridgeSearch"),
    "bugami": ("bugami", "BugamiSearch"),
    "bleeding-hearts": ("bugami", "BugamiSearch"),
    "minibridge": ("minibridge", "MinibridgeSearch"),
    "dumb-bunny": ("dumb_bunny", "DumbBunnySearch"),
}


class SearchPlayer:
    """Determinized sampling and evaluation by the score the game pays (see docs/AI.md)."""

    def __init__(self, level: str, rng: random.Random, budget: Budget, noise: float) -> None:
        self.level = level
        self.rng = rng
        self.budget = budget
        self.noise = noise
        self._strategies: dict[str, object] = {}

    def strategy(self, game: str):
        s = self._strategies.get(game)
        if s is None:
            module, cls = STRATEGIES[game]
            mod = importlib.import_module(f"{__package__}.{module}")
            budget, noise = self.budget, self.noise
            # A game's module may tune a level (LEVEL_TUNING = {level: (time factor,
            # sample cap factor, rollout noise)}): the games differ in how much a sample
            # is worth, and the levels must stay a clear step apart in every game.
            tuning = getattr(mod, "LEVEL_TUNING", {}).get(self.level)
            if tuning is not None:
                seconds, cap, noise = tuning
                budget = Budget(budget.seconds * seconds, max(1, round(budget.max_samples * cap)),
                                min(budget.min_samples, max(1, round(budget.max_samples * cap))), budget.clock)
            s = self._strategies[game] = getattr(mod, cls)(budget, noise)
            s.level = self.level
        return s

    def choose(self, view: PlayerView) -> Action:
        if len(view.legal) == 1:
            return view.legal[0]
        return self.strategy(view.game).choose(view, self.rng)


def check_level(level: str) -> None:
    """Refuse a level that does not exist with a clear ValueError."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")


def level_budget(level: str, clock: Clock = perf_counter, scale: float = 1.0) -> Budget:
    """The thinking budget of a searching level (``scale`` shrinks it for tests)."""
    seconds, cap, least = BUDGETS[level]
    if scale < 1:
        cap, least = max(2, int(cap * min(1.0, scale * 4))), min(least, 2)
    return Budget(seconds * scale, cap, least, clock=clock)


def make_player(
    level: str, rng: random.Random, *, clock: Clock = perf_counter, scale: float = 1.0
) -> Player:
    """A computer player of ``level``, drawing its random choices from ``rng``.

    ``clock`` and ``scale`` are for tests and benchmarks: a counting clock makes the
    searching levels deterministic, and a small scale makes them quick.
    """
    check_level(level)
    if level == "random":
        return RandomPlayer(rng)
    if level == "easy":
        return SimplePlayer(rng)
    return SearchPlayer(level, rng, level_budget(level, clock, scale), ROLLOUT_NOISE[level])


def seeded_player(
    level: str, seed: int | str, seat: int, *, clock: Clock = perf_counter, scale: float = 1.0
) -> Player:
    """THE way a table gets a computer player: the player of ``level`` in ``seat``, its random
    numbers drawn from ``seed`` and the seat alone.

    Everything that seats computer players (the session, the app's worker process, the arena,
    the bench, the duplicate replay) comes here, so one seed gives the same players wherever
    they think: a match played headless and the same match in the app take the same decisions.
    """
    return make_player(level, random.Random(f"{seed}/{seat}"), clock=clock, scale=scale)
