"""Bugger Bridge by rules of thumb: count likely winners to bid, then aim at the bid."""

from __future__ import annotations

import random

from ...engine.actions import Action, Bid
from ...engine.games.bugger_bridge import BuggerBridgeInfo
from ...engine.phase import Phase
from ...engine.view import PlayerView
from .cardplay import choose_card

# The games these rules of thumb play (the package builds its table from it).
GAMES = ("bugger-bridge",)


def estimate_tricks(view: PlayerView) -> float:
    """Expected winners: high trumps, side aces and guarded kings, scaled down at big tables."""
    n = len(view.players)
    by_suit: dict[int, list[int]] = {}
    for c in view.hand:
        by_suit.setdefault(c.suit, []).append(c.rank)
    total = 0.0
    for suit, ranks in by_suit.items():
        for r in ranks:
            if suit == view.trump:
                total += max(0.0, (r - 8) / 6) + 0.15 * (len(ranks) > 2)
            elif r == 14:
                total += 0.85
            elif r == 13 and len(ranks) >= 2:
                total += 0.45
    return total * (4 / max(n, 4)) ** 0.5


def choose(view: PlayerView, rng: random.Random) -> Action:
    if view.phase == Phase.BIDDING:
        want = round(estimate_tricks(view))
        bids = [a for a in view.legal if isinstance(a, Bid)]
        return min(bids, key=lambda a: (abs(a.tricks - want), a.tricks))
    bid = view.info_as(BuggerBridgeInfo).bids[view.seat] or 0
    need = bid - view.tricks_won[view.seat]
    return choose_card(view, want_trick=need > 0)


__all__ = ["choose"]
