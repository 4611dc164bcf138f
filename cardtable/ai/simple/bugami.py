"""Bugami by rules of thumb: avoid the suit you can best keep out of your tricks, then duck
tricks that hold it and feed other players the suits they named.

Bleeding Hearts (``bleeding_hearts``) reuses the card play here and adds its own bids.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.actions import Action, Declare, Play
from ...engine.cards import CARDS, SUIT_CHARS, SUIT_MASKS, Card
from ...engine.trick import winner_index
from ...engine.view import PlayerView
from . import choose_card


def suit_danger(hand: Sequence[Card], suit: int) -> float:
    """How likely the cards of ``suit`` are to end up in our own tricks: each card held
    counts, high ones most (a high card wins the tricks its suit is led to)."""
    return sum(1.0 + max(0, c.rank - 8) / 3 for c in hand if c.suit == suit)


def safest_suit(hand: Sequence[Card]) -> int:
    """The suit we hold fewest and lowest of: the easiest one to avoid taking."""
    return min(range(4), key=lambda s: (suit_danger(hand, s), s))


def is_weak(hand: Sequence[Card]) -> bool:
    """A hand too low to win a trick, near enough: nothing above a nine (above a ten when
    hands are small, at six or seven players)."""
    limit = 10 if len(hand) <= 8 else 9
    return all(c.rank <= limit for c in hand)


def bid(view: PlayerView) -> Action:
    """Zero with a very low hand, otherwise the safest bug suit."""
    if is_weak(view.hand) and any(a.bid == "zero" for a in view.legal if isinstance(a, Declare)):
        return Declare(view.seat, "zero")
    return Declare(view.seat, SUIT_CHARS[safest_suit(view.hand)])


def my_bug_suit(view: PlayerView) -> int | None:
    return view.info.get("bug_suits", (None,) * view.n)[view.seat]


def play(view: PlayerView) -> Action:
    """Duck any trick that holds our bug suit (zero bidders duck everything), lead our
    low bug cards so others take them, and when void throw the winner's bug suit at them."""
    plays = [a for a in view.legal if isinstance(a, Play)]
    bug = my_bug_suit(view)
    zero = view.info.get("bids", (None,) * view.n)[view.seat] == "zero"
    if not view.trick:
        if bug is not None and not zero:
            mine = [a for a in plays if CARDS[a.card].suit == bug]
            if mine:
                low = min(mine, key=lambda a: a.card)
                higher_out = SUIT_MASKS[bug] & ~view.played & ~_hand_mask(view) & ~((2 << low.card) - 1)
                if higher_out:  # someone can still beat it: let them take our bug card
                    return low
        return choose_card(view, want_trick=False)
    led = CARDS[view.trick[0]].suit
    following = any(CARDS[a.card].suit == led for a in plays)
    if not following:
        return discard(view, plays, bug)
    dirty = bug is not None and (led == bug or any(CARDS[c].suit == bug for c in view.trick))
    last = len(view.trick) == view.n - 1
    want = not zero and not dirty and (last or bug is None)
    return choose_card(view, want_trick=want)


def discard(view: PlayerView, plays: list[Play], bug: int | None) -> Action:
    """Void in the suit led: hurt the player now winning with their own bug suit, else
    shed our own bug suit, else the highest card."""
    winner = (view.leader + winner_index(list(view.trick), view.trump)) % view.n
    their_bug = view.info.get("bug_suits", (None,) * view.n)[winner]
    for suit in (their_bug, bug):
        if suit is not None:
            cards = [a for a in plays if CARDS[a.card].suit == suit]
            if cards:
                return max(cards, key=lambda a: CARDS[a.card].rank)
    return max(plays, key=lambda a: CARDS[a.card].rank)


def _hand_mask(view: PlayerView) -> int:
    m = 0
    for c in view.hand:
        m |= 1 << c
    return m


def choose(view: PlayerView, rng: random.Random) -> Action:
    if view.phase == "bidding":
        return bid(view)
    return play(view)


__all__ = ["bid", "choose", "is_weak", "play", "safest_suit", "suit_danger"]
