"""Shared test helpers: paths to the shared vectors, a random legal match driver."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

# Headless by default, also when pytest is run by hand rather than by `make test`.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from cardtable.engine import Match
from cardtable.engine.actions import Play
from cardtable.engine.cards import random_card

ROOT = Path(__file__).resolve().parent.parent
#: Copies of the shared test vectors (records and the results they must replay to).
VECTORS = Path(__file__).resolve().parent / "vectors"
SHARED_VECTORS = ROOT.parent / "shared" / "vectors"


def load_vector(name: str) -> dict:
    return json.loads((VECTORS / name).read_text())


@pytest.fixture
def vectors_dir() -> Path:
    return VECTORS


def play_random_match(match: Match, rng: random.Random, check=None) -> Match:
    """Play a match to its end with random legal actions; ``check(match)`` after each one."""
    while not match.finished:
        match.deal(rng)
        while (rnd := match.current) is not None:
            if rnd.phase == "play" and hasattr(rnd, "legal_mask"):
                match.apply(Play(rnd.to_act, random_card(rnd.legal_mask(), rng)))
            else:
                match.apply(rng.choice(rnd.legal_actions()))
            if check is not None:
                check(match)
    return match
