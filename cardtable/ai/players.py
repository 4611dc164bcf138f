"""The Player interface and the players available by level name.

A player is anything with ``choose(view) -> action``; it is given a
:class:`~cardtable.engine.view.PlayerView` and nothing else. The levels, weakest first:

* ``random``: uniformly random legal actions (the baseline, and the engine's fuzzer);
* ``easy``: rules of thumb (``cardtable.ai.simple``), with a little noise — plausible
  but fallible;
* ``normal``: determinized sampling with rollouts (or double-dummy solving in
  Minibridge) on a small budget of samples (a few hundredths of a second per decision);
* ``hard``: the same search with many more samples (most decisions well under a second on
  two cores), and in some games a deeper search than normal's (exact endgames from further
  out).

Each game's module sizes its levels (``LEVEL_TUNING``): Minibridge's normal, for one, looks
at only two layouts a card, its hard at up to 64.

A decision is a function of the view, the level and the player's seed, never of the
machine: budgets are counted in samples and playouts (``montecarlo.Budget``), and every
decision draws its random numbers afresh from the seed and the view
(``seeding.decision_rng``), so a resumed or replayed match, or an undone move played again,
gets the same answers. The clock is only a safety cap that a normal machine never reaches.

Every searching player answers at once when it has one legal choice (or one class of
equivalent cards).
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
from .montecarlo import Budget, Clock, Sizing, capped_searches
from .seeding import decision_rng
from .viewtools import blind_choice

LEVELS = ("random", "easy", "normal", "hard")

# Budgets per level: a cap on samples, and the samples taken before the search may stop
# early on a clear leader. Normal is capped low so that it stays a step below hard
# (measured: with 40 samples it was as strong as hard). Each game's module sizes its
# levels further (``LEVEL_TUNING``: caps on playouts and cards played out).
BUDGETS = {"normal": (12, 4), "hard": (400, 24)}
# The safety cap on one search's time, per level, in seconds of the player's clock: some
# ten times what the level's slowest decisions take on a normal machine, so that reaching
# it means a machine far too busy to think (and the search says so, ``capped``).
SAFETY_SECONDS = {"normal": 3.0, "hard": 10.0}
# Rollout noise per level: the share of rollout cards played at random.
ROLLOUT_NOISE = {"normal": 0.2, "hard": 0.05}
# How often the easy player's card is a random legal one instead of its rule's.
EASY_NOISE = 0.1


class Player(Protocol):
    level: str

    def choose(self, view: PlayerView) -> Action: ...


class RandomPlayer:
    """Any legal action, uniformly: the baseline and the fuzzer of the engine."""

    level = "random"

    def __init__(self, rng: random.Random) -> None:
        self.seed = rng.getrandbits(64)

    def choose(self, view: PlayerView) -> Action:
        if len(view.legal) == 1:  # what the draw would give, without fingerprinting the view
            return view.legal[0]
        return decision_rng(self.seed, view).choice(view.legal)


class SimplePlayer:
    """Rules of thumb per game (``cardtable.ai.simple``): bids from honours and trumps,
    play that tries to win a trick when it needs one and to duck when it does not; a
    card in ten is a random legal one, so that it stays beatable."""

    level = "easy"

    def __init__(self, rng: random.Random, noise: float = EASY_NOISE) -> None:
        self.seed = rng.getrandbits(64)
        self.noise = noise

    def choose(self, view: PlayerView) -> Action:
        if len(view.legal) == 1:
            return view.legal[0]
        if view.info.blind:
            return blind_choice(view)
        rng = decision_rng(self.seed, view)
        if view.phase == Phase.PLAY and rng.random() < self.noise:
            return rng.choice(view.legal)
        return simple.choose(view, rng)


# Game name -> (module, class) of the searching strategy.
STRATEGIES = {
    "bugger-bridge": ("bugger_bridge", "BuggerBridgeSearch"),
    "bugami": ("bugami", "BugamiSearch"),
    "bleeding-hearts": ("bugami", "BugamiSearch"),
    "minibridge": ("minibridge", "MinibridgeSearch"),
    "dumb-bunny": ("dumb_bunny", "DumbBunnySearch"),
}


class SearchPlayer:
    """Determinized sampling and evaluation by the score the game pays (see docs/AI.md)."""

    def __init__(self, level: str, rng: random.Random, budget: Budget, noise: float, scale: float = 1.0) -> None:
        self.level = level
        self.seed = rng.getrandbits(64)
        self.budget = budget
        self.scale = scale
        self.noise = noise
        # Decisions the safety cap on time cut short (zero on a normal machine).
        self.capped = 0
        self._strategies: dict[str, object] = {}

    def strategy(self, game: str):
        s = self._strategies.get(game)
        if s is None:
            module, cls = STRATEGIES[game]
            mod = importlib.import_module(f"{__package__}.{module}")
            budget, noise = self.budget, self.noise
            # A game's module may size a level (LEVEL_TUNING = {level: Sizing}): the games
            # differ in how much a sample is worth and costs, and the levels must stay a
            # clear step apart in every game.
            sizing = getattr(mod, "LEVEL_TUNING", {}).get(self.level)
            if sizing is not None:
                budget = tuned_budget(budget, sizing, self.scale)
                noise = sizing.noise
            s = self._strategies[game] = getattr(mod, cls)(budget, noise)
            s.level = self.level
        return s

    def choose(self, view: PlayerView) -> Action:
        if len(view.legal) == 1:
            return view.legal[0]
        before = capped_searches()
        action = self.strategy(view.game).choose(view, decision_rng(self.seed, view))
        if capped_searches() != before:
            self.capped += 1
        return action


def check_level(level: str) -> None:
    """Refuse a level that does not exist with a clear ValueError."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")


def scaled_count(count: int, scale: float) -> int:
    """A sample or playout count shrunk by ``scale`` (tests and quick runs), at least two."""
    return count if scale >= 1 else max(2, round(count * scale))


def tuned_budget(base: Budget, sizing: Sizing, scale: float = 1.0) -> Budget:
    """``base`` with a game's own caps on samples, playouts, cards played and work (shrunk by
    ``scale``)."""
    cap = scaled_count(sizing.samples, scale)
    return Budget(base.seconds, cap, min(base.min_samples, cap), base.clock,
                  None if sizing.playouts is None else scaled_count(sizing.playouts, scale),
                  None if sizing.card_plays is None else scaled_count(sizing.card_plays, scale),
                  None if sizing.work is None else scaled_count(sizing.work, scale))


def level_budget(level: str, clock: Clock = perf_counter, scale: float = 1.0) -> Budget:
    """The thinking budget of a searching level; ``scale`` shrinks its counts (tests), never
    its safety cap, which stays out of reach so that a decision depends on the counts only."""
    cap, least = BUDGETS[level]
    if scale < 1:
        least = min(least, 2)
    budget = Budget(SAFETY_SECONDS[level], cap, least, clock=clock)
    return tuned_budget(budget, Sizing(cap, ROLLOUT_NOISE[level]), scale)


def make_player(
    level: str, rng: random.Random, *, clock: Clock = perf_counter, scale: float = 1.0
) -> Player:
    """A computer player of ``level`` whose seed is drawn from ``rng``: each decision is a
    function of the view, the level and that seed.

    ``clock`` is the one the safety cap reads (the arena passes CPU time); a small ``scale``
    shrinks the budgets, for quick tests.
    """
    check_level(level)
    if level == "random":
        return RandomPlayer(rng)
    if level == "easy":
        return SimplePlayer(rng)
    return SearchPlayer(level, rng, level_budget(level, clock, scale), ROLLOUT_NOISE[level], scale)


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
