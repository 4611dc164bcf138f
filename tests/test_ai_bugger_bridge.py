"""Bugger Bridge's searching player: the facts and key decisions it relies on.

Players run on a counting clock and a small budget, so that every decision depends only
on the view and the random numbers.
"""

from __future__ import annotations

import random

import pytest

from cardtable.ai import make_player
from cardtable.ai.bugger_bridge import SPITE, estimate_tricks, make_policy, match_utility, sure_tricks
from cardtable.ai.montecarlo import counting_clock
from cardtable.ai.tricksim import TrickSim
from cardtable.engine.actions import Bid, Play
from cardtable.engine.cards import Card, mask_of, parse_cards
from cardtable.engine.games.bugger_bridge import BuggerBridgeRound

S, H = 0, 1  # suit numbers of spades and hearts


def quick(level: str, seed: int = 0):
    return make_player(level, random.Random(seed), clock=counting_clock(0.004), scale=0.05)


def m(cards: str) -> int:
    return mask_of(parse_cards(cards))


def test_sure_tricks_count_the_unbroken_top_trumps():
    assert sure_tricks(m("AS KS 2S"), S, 0) == 2
    assert sure_tricks(m("AS QS"), S, 0) == 1
    # The turned-up king does not break the run.
    assert sure_tricks(m("AS QS"), S, m("KS")) == 2
    assert sure_tricks(m("KS QS AH"), S, m("AS")) == 2
    assert sure_tricks(m("AS KS"), None, 0) == 0


def test_estimate_counts_honours_and_trumps():
    assert estimate_tricks(m("2C 3D 4H"), S, 4) == 0
    assert estimate_tricks(m("AS KS QS"), S, 4) > estimate_tricks(m("AC KD QH"), S, 4) > 0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_never_bids_below_its_top_trumps(level):
    # The trump ace and king take both tricks whatever happens.
    rnd = BuggerBridgeRound.from_hands(["AH KH", "2C 3C", "4C 5C", "6C 7C", "8C 9C"], dealer=4, turn_up="2H")
    view = rnd.view(0)
    for seed in range(3):
        assert quick(level, seed).choose(view) == Bid(0, 2)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_needing_a_trick_plays_the_card_that_wins_it(level):
    # Seat 0 leads the king of spades; seat 1 bid 1: the ace takes this trick (and the two
    # of diamonds is unlikely to take the next), while ducking now keeps an ace that wins
    # the last trick only if a spade is led to it.
    rnd = BuggerBridgeRound.from_hands(["KS 3D", "AS 2D", "QS 4S"], dealer=2, turn_up="9C")
    for b in (1, 1, 0):
        rnd.bid(b)
    rnd.play("KS")
    view = rnd.view(1)
    for seed in range(3):
        assert quick(level, seed).choose(view) == Play(1, Card.parse("AS"))


def test_policy_ducks_with_its_highest_losing_card_when_it_has_its_tricks():
    # Seat 1 bid 0; spades are led by the ace: any spade loses, the king is the one to shed.
    sim = TrickSim([m("AS 2H 3H"), m("KS 4S 5H"), m("QS 6H 7H")], None, 0)
    sim.play(Card.parse("AS"))
    policy = make_policy([1, 0, 1], 0.0)
    assert policy(sim, 1, sim.legal(1), random.Random(0)) == Card.parse("KS")


def test_policy_wins_with_a_card_nobody_after_can_beat():
    # Seat 0 led the 2 of spades; seat 1 needs a trick and holds the ace and the ten; seat 2
    # holds the king: the ten would be overtaken, the ace is safe.
    sim = TrickSim([m("3H"), m("AS TS"), m("KS 4H")], None, 0)
    sim.hands[0] |= m("2S")
    sim.play(Card.parse("2S"))
    policy = make_policy([0, 1, 0], 0.0)
    assert policy(sim, 1, sim.legal(1), random.Random(0)) == Card.parse("AS")


def test_policy_leads_a_boss_only_when_it_cannot_be_ruffed():
    # Seat 0 needs a trick: the ace of clubs would be ruffed by seat 1 (void, with trumps);
    # the ace of hearts is safe.
    hands = [m("AC AH 2D"), m("5S 3H 4D"), m("KC 5H 6D")]
    sim = TrickSim(hands, S, 0)
    policy = make_policy([1, 0, 0], 0.0)
    assert policy(sim, 0, sim.legal(0), random.Random(0)) == Card.parse("AH")


def test_match_score_leans_the_leader_to_safety_in_the_last_round():
    rnd = BuggerBridgeRound.from_hands(["AS", "2C", "3C"], dealer=2, turn_up="2H")
    view = rnd.view(0)
    # Last round of a three-player match: seat 0 leads by 5 points.
    from dataclasses import replace

    from cardtable.engine.games.bugger_bridge import schedule

    late = replace(view, totals=(100, 95, 60), round_index=len(schedule(3)) - 1)
    utility, weight = match_utility(late)
    assert weight > 0
    # Making any bid keeps seat 0 ahead unless seat 1 scores and seat 0 does not.
    safe = utility([10, 10, 0])[0]
    lost = utility([0, 11, 0])[0]
    assert safe > lost
    early = replace(view, totals=(10, 5, 0), round_index=0)
    assert match_utility(early)[1] == 0


def test_hard_counts_only_its_own_points_but_expects_the_others_to_spoil():
    rnd = BuggerBridgeRound.from_hands(["AS", "2C", "3C"], dealer=2, turn_up="2H")
    view = rnd.view(0)
    utility, _ = match_utility(view, SPITE["hard"], SPITE["normal"])
    ours, theirs, third = utility([10, 13, 0])
    # Seat 0 values its own exact bid only; seats 1 and 2 count seat 0's points against theirs.
    assert ours == 10
    assert theirs == 13 - SPITE["normal"] * 10 / 2
    assert third == -SPITE["normal"] * 23 / 2
    assert SPITE["hard"] < SPITE["normal"]
