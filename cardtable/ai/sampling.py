"""Determinized sampling: deals of the unseen cards consistent with everything public.

A :class:`Knowledge` is what one seat can know of where the cards lie: its own hand (and
dummy's), the cards played, the suits each seat has shown void in (by failing to follow
— and, under the must-beat rule, by not trumping when it had to), how many cards each
seat holds, and how many unseen cards lie outside every hand (Bugami's undealt cards, the
face-down turnip, Bugger Bridge's stock). :func:`sample_hands` deals the unseen cards to
fit it. Soft evidence (bids, announced points) is the caller's business: it weighs or
rejects the samples.

Nothing here looks at anything but a :class:`~cardtable.engine.view.PlayerView`.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..engine.cards import SUIT_MASKS, hcp, mask_of
from ..engine.view import PlayerView
from .tricksim import ANYTHING, FOLLOW, MUST_BEAT

ALL_SUITS = 0b1111


@dataclass
class Knowledge:
    """Where the cards may lie, seen from one seat; seats ``0..n-1`` of the view."""

    known: list[int]  # cards known to be in each seat's hand now
    sizes: list[int]  # cards each seat holds now
    voids: list[int]  # per seat, a 4-bit mask of the suits it is known to lack
    unseen: int  # cards whose place is unknown
    outside: int  # how many unseen cards lie in no hand

    @property
    def n(self) -> int:
        return len(self.sizes)

    def slots(self) -> list[int]:
        """Unknown cards each seat still holds."""
        return [s - k.bit_count() for s, k in zip(self.sizes, self.known, strict=True)]


def public_plays(view: PlayerView) -> Iterator[tuple[int, int, int, int]]:
    """Every card followed to a trick so far (the tricks played and the one in progress),
    as (seat, card, suit led, card winning the trick before this one was played)."""
    tricks = [(ld, cs) for ld, cs, _ in view.history]
    if view.trick:
        tricks.append((view.leader, view.trick))
    trump = view.trump
    for leader, cards in tricks:
        led = cards[0] // 13
        win = cards[0]
        for i in range(1, len(cards)):
            c = cards[i]
            yield (leader + i) % view.n, c, led, win
            s = c // 13
            if (s == win // 13 and c > win) or (s == trump and win // 13 != trump):
                win = c


def shown_voids(view: PlayerView, rule: int = FOLLOW) -> list[int]:
    """Suits each seat has shown it lacks, from the tricks played and the one in progress."""
    voids = [0] * view.n
    if rule == ANYTHING:
        return voids
    trump = view.trump
    for seat, c, led, _ in public_plays(view):
        s = c // 13
        if s != led:
            voids[seat] |= 1 << led
            # Must-beat: void in the suit led, a seat holding trumps has to trump.
            if rule == MUST_BEAT and trump is not None and s != trump:
                voids[seat] |= 1 << trump
    return voids


def knowledge_from_view(
    view: PlayerView,
    pack: int,
    *,
    extra_known: dict[int, int] | None = None,
    rule: int = FOLLOW,
    exclude: int = 0,
) -> Knowledge:
    """What ``view``'s seat knows: its own hand, ``extra_known`` hands (dummy), the cards
    played and ``exclude`` (a turned-up card) out of play; everything else of ``pack`` is
    unseen, with the rest beyond the hands lying outside them."""
    n = view.n
    known = [0] * n
    known[view.seat] = mask_of(view.hand)
    for seat, mask in (extra_known or {}).items():
        known[seat] |= mask
    seen = view.played | exclude
    for m in known:
        seen |= m
    unseen = pack & ~seen
    sizes = list(view.hand_sizes)
    in_hands = sum(sizes) - sum(m.bit_count() for m in known)
    outside = unseen.bit_count() - in_hands
    if outside < 0:
        raise ValueError("the view holds more cards in hands than the pack has unseen")
    return Knowledge(known, sizes, shown_voids(view, rule), unseen, outside)


def sample_hands(kn: Knowledge, rng: random.Random, attempts: int = 30) -> tuple[list[int], int]:
    """A deal of the unseen cards: every seat's full hand now, and the cards left outside.

    Cards of the most constrained suits go first, each to a seat that may hold it with
    probability proportional to its free places (the outside pile may hold anything).
    When the voids make a random attempt run dry, it tries again; after ``attempts``
    failures the voids are relaxed rather than failing (the public facts cannot be
    contradictory, so this is only a guard).
    """
    slots = kn.slots()
    n = len(slots)
    by_suit = []
    for s in range(4):
        cards = [c for c in range(13 * s, 13 * s + 13) if kn.unseen >> c & 1]
        able = sum(slots[p] for p in range(n) if not kn.voids[p] >> s & 1) + kn.outside
        by_suit.append((able - len(cards), s, cards))
    by_suit.sort()
    for attempt in range(attempts + 1):
        relax = attempt == attempts
        free = slots[:]
        out_free = kn.outside
        hands = kn.known[:]
        outside = 0
        ok = True
        for _, s, cards in by_suit:
            cards = cards[:]
            rng.shuffle(cards)
            seats = [p for p in range(n) if relax or not kn.voids[p] >> s & 1]
            for c in cards:
                total = out_free
                for p in seats:
                    total += free[p]
                if total <= 0:
                    ok = False
                    break
                r = rng.random() * total
                chosen = -1
                for p in seats:
                    r -= free[p]
                    if r < 0:
                        chosen = p
                        break
                if chosen < 0:
                    outside |= 1 << c
                    out_free -= 1
                else:
                    hands[chosen] |= 1 << c
                    free[chosen] -= 1
            if not ok:
                break
        if ok:
            return hands, outside
    raise AssertionError("no deal fits the seat sizes")


hcp_of = hcp  # high-card points, as the engine counts them


def suit_lengths(mask: int) -> Sequence[int]:
    return [(mask & SUIT_MASKS[s]).bit_count() for s in range(4)]


__all__ = ["ALL_SUITS", "Knowledge", "hcp_of", "knowledge_from_view", "sample_hands", "shown_voids", "suit_lengths"]
