"""The Player interface and the players available by level name.

A player is anything with ``choose(view) -> action``. The level names are those of the
command line: ``random`` (uniformly random legal actions, for tests) and ``easy`` (a simple
rule-of-thumb player). ``normal`` and ``hard`` are the search-based players still to come.
"""

from __future__ import annotations

import random
from typing import Protocol

from ..engine.actions import Action
from ..engine.view import PlayerView
from . import simple

LEVELS = ("random", "easy")
PLANNED_LEVELS = ("normal", "hard")


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
    play that tries to win a trick when it needs one and to duck when it does not."""

    level = "easy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: PlayerView) -> Action:
        if len(view.legal) == 1:
            return view.legal[0]
        return simple.choose(view, self.rng)


def check_level(level: str) -> None:
    """Refuse a level that does not exist (or not yet) with a clear ValueError."""
    if level in LEVELS:
        return
    if level in PLANNED_LEVELS:
        raise ValueError(f"level {level!r} is not available yet (available: {', '.join(LEVELS)})")
    raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS + PLANNED_LEVELS)})")


def make_player(level: str, rng: random.Random) -> Player:
    """A computer player of ``level``, drawing its random choices from ``rng``."""
    check_level(level)
    return RandomPlayer(rng) if level == "random" else SimplePlayer(rng)
