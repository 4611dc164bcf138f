"""Hypothesis properties of Bugger Bridge: cards conserved, one winner per trick, scores
that follow the table, and every random legal match finishes."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine import Match
from cardtable.engine.cards import FULL_DECK
from cardtable.engine.games.bugger_bridge import schedule

from .conftest import play_random_match


def check_round_invariants(match):
    rnd = match.rounds[-1]
    dealt = 0
    for h in rnd.dealt:
        assert not dealt & h  # no card in two hands
        dealt |= h
    if rnd.turn_up is not None:
        assert not dealt >> rnd.turn_up & 1
    assert dealt & FULL_DECK == dealt
    in_hands = 0
    for h in rnd.hands:
        in_hands |= h
    trick = 0
    for c in rnd.trick:
        trick |= 1 << c
    assert in_hands | rnd.played == dealt  # every card is in a hand or played, never both
    assert not in_hands & rnd.played
    assert trick & rnd.played == trick
    assert sum(rnd.tricks) == len(rnd.history)


@settings(max_examples=25, deadline=None)
@given(n=st.integers(3, 10), seed=st.integers(0, 2**32))
def test_random_legal_matches_finish_and_score_by_the_table(n, seed):
    m = play_random_match(Match("bugger-bridge", [f"P{i}" for i in range(n)]), random.Random(seed),
                          check=check_round_invariants)
    assert m.finished and len(m.rounds) == len(schedule(n))
    for rnd, scores in zip(m.rounds, m.round_scores, strict=True):
        assert len(rnd.history) == rnd.hand_size
        for _leader, cards, winner in rnd.history:
            assert len(cards) == n and 0 <= winner < n  # one card each, one winner
        assert sum(rnd.tricks) == rnd.hand_size
        for bid, took, score in zip(rnd.bids, rnd.tricks, scores, strict=True):
            assert score == (10 + bid * (bid + 1) // 2 if bid == took else 0)
    assert m.totals == [sum(s[i] for s in m.round_scores) for i in range(n)]
    best = max(m.totals)
    assert m.winners == [i for i in range(n) if m.totals[i] == best]
