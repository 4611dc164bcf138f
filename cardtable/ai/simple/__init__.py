"""Simple rule-of-thumb players: one module per game, plus card play shared by all.

Each game module here (named like the engine's, e.g. ``bugger_bridge``) defines
``choose(view, rng) -> Action`` for every decision of its game, and is listed in
:data:`RULES` by game name; a game without an entry falls back to :func:`choose_card` for
cards and a random legal decision otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...engine.actions import Action, Play
from ...engine.cards import CARDS
from ...engine.phase import Phase
from ...engine.trick import winner_index
from ...engine.view import PlayerView


def choose(view: PlayerView, rng: random.Random) -> Action:
    rule = RULES.get(view.game)
    if rule is not None:
        return rule(view, rng)
    if view.phase == Phase.PLAY:
        return choose_card(view, want_trick=True)
    return rng.choice(view.legal)


def wins_now(view: PlayerView, card: int) -> bool:
    """Would ``card`` be winning the trick in progress once played (before later seats)?"""
    trick = [*view.trick, card]
    return winner_index(trick, view.trump) == len(trick) - 1


def choose_card(view: PlayerView, want_trick: bool) -> Action:
    """Win as cheaply as possible when a trick is wanted, else shed the highest card that
    does not win (or the lowest when every card wins). Leads: highest to win, lowest to duck.

    The card comes from ``view.legal`` (the plays of the seat to act, which may be dummy's).
    """
    plays = [a for a in view.legal if isinstance(a, Play)]

    def rank(a: Play) -> int:
        return CARDS[a.card].rank

    if not view.trick:
        return max(plays, key=rank) if want_trick else min(plays, key=rank)
    winners = [a for a in plays if wins_now(view, a.card)]
    losers = [a for a in plays if not wins_now(view, a.card)]
    if want_trick:
        if winners:
            return min(winners, key=lambda a: (CARDS[a.card].suit == view.trump, rank(a)))
        return min(plays, key=rank)
    if losers:
        return max(losers, key=rank)
    return min(plays, key=rank)


# The games' modules build on the card play above, so they are imported after it.
from . import bleeding_hearts, bugami, bugger_bridge, dumb_bunny, minibridge  # noqa: E402

#: Game name -> that game's rules of thumb.
RULES: dict[str, Callable[[PlayerView, random.Random], Action]] = {
    "bugger-bridge": bugger_bridge.choose,
    "bugami": bugami.choose,
    "bleeding-hearts": bleeding_hearts.choose,
    "minibridge": minibridge.choose,
    "dumb-bunny": dumb_bunny.choose,
}
