"""Drawing for the first dealer (docs/RULES.md, the rules common to every game): the highest card deals, and only the
players tied for it draw again, as often as it takes. The record keeps every draw, and the
dealer read back from it is the one the draw gave."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.cards import Card
from cardtable.engine.match import dealer_from_draw, draw_for_dealer


@settings(max_examples=300, deadline=None)
@given(n=st.integers(3, 16), seed=st.integers(0, 2**32))
def test_only_the_tied_draw_again_and_the_highest_deals(n, seed):
    draws, dealer = draw_for_dealer(n, random.Random(seed))
    drawing = set(range(n))
    for k, row in enumerate(draws):
        assert {s for s, c in enumerate(row) if c is not None} == drawing
        assert len(set(row) - {None}) == len(drawing)  # one pack: no card drawn twice at once
        ranks = {s: Card.parse(row[s]).rank for s in drawing}
        best = max(ranks.values())
        top = {s for s, r in ranks.items() if r == best}
        if k == len(draws) - 1:
            assert top == {dealer}  # the last draw has one highest card: its player deals
        else:
            assert len(top) > 1
            drawing = top
    assert dealer_from_draw(draws, n) == dealer


def test_a_tie_for_the_highest_card_is_drawn_again():
    """Four players, seed 2: two tie on a queen and only they draw again."""
    draws, dealer = draw_for_dealer(4, random.Random(2))
    assert len(draws) >= 2
    first = {s: Card.parse(c).rank for s, c in enumerate(draws[0]) if c is not None}
    best = max(first.values())
    tied = {s for s, r in first.items() if r == best}
    assert len(tied) == 2 and {s for s, c in enumerate(draws[1]) if c is not None} == tied
    assert dealer in tied
