"""Simple rule-of-thumb players: one module per game, plus card play shared by all.

Each game module here defines ``choose(view, rng) -> Action`` for every decision of its
game and names the games it plays in ``GAMES``; :data:`RULES` is built from those names, so
a game module is listed once, in :data:`MODULES`. A game without a module falls back to
:func:`~.cardplay.choose_card` for cards and a random legal decision otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...engine.actions import Action
from ...engine.phase import Phase
from ...engine.view import PlayerView
from . import bleeding_hearts, bugami, bugger_bridge, dumb_bunny, minibridge
from .cardplay import choose_card, wins_now

__all__ = ["MODULES", "RULES", "choose", "choose_card", "wins_now"]

# The simple players' game modules; each says which games it plays (``GAMES``).
MODULES = (bugger_bridge, bugami, bleeding_hearts, minibridge, dumb_bunny)

# Game name -> that game's rules of thumb.
RULES: dict[str, Callable[[PlayerView, random.Random], Action]] = {
    game: module.choose for module in MODULES for game in module.GAMES
}


def choose(view: PlayerView, rng: random.Random) -> Action:
    rule = RULES.get(view.game)
    if rule is not None:
        return rule(view, rng)
    if view.phase == Phase.PLAY:
        return choose_card(view, want_trick=True)
    return rng.choice(view.legal)
