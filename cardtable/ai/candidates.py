"""Candidate reduction: cards that are equivalent for trick-taking are one candidate.

Two cards of one suit are equivalent for the seat holding them when every rank between
them is either in that same hand or already played: whichever is played, every other
card of the suit beats both or neither. Each class is represented by its lowest card,
so ties go to the lowest card.
"""

from __future__ import annotations

from ..engine.cards import SUIT_MASKS


def card_classes(legal: int, hand: int, played: int) -> list[int]:
    """Lowest card of each equivalence class of ``legal`` (cards of ``hand``), low first."""
    out = []
    filler = hand | played
    for s in range(4):
        m = legal & SUIT_MASKS[s]
        prev = -2
        while m:
            c = (m & -m).bit_length() - 1
            m &= m - 1
            if prev >= 0:
                between = ((1 << c) - 1) & ~((2 << prev) - 1)
                if between & ~filler == 0:
                    prev = c
                    continue
            out.append(c)
            prev = c
    return out


def class_of(card: int, legal: int, hand: int, played: int) -> int:
    """The representative (lowest) card of ``card``'s class."""
    reps = card_classes(legal, hand, played)
    best = reps[0]
    for r in reps:
        if r <= card and r // 13 == card // 13:
            best = r
    return best


__all__ = ["card_classes", "class_of"]
