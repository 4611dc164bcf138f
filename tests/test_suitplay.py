"""One suit played out with every card seen (cardtable.bridge.suitplay): the textbook
combinations, what finessing adds, and invariants on random holdings."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.bridge.suitplay import BOTH, DECLARER, DUMMY, EITHER, best_tricks

# Hands in the order the solver takes them: a hand of declarer's side, the defender on its
# left, its partner, the defender on its right (who plays before it when the partner leads).


def test_a_finesse_wins_only_with_the_king_in_front_of_the_ace_queen():
    onside = ([14, 12], [5, 4], [3, 2], [13, 6])
    offside = ([14, 12], [13, 6], [3, 2], [5, 4])
    assert best_tricks(*onside) == 2
    assert best_tricks(*offside) == 1
    assert best_tricks(*onside, finesse=False) == 1  # the ace, then the queen into the king


def test_the_queen_opposite_the_ace_is_led_towards_not_from():
    # ♦Q 9 7 opposite ♦A 6 with the king in front of the queen: a small card led towards her.
    assert best_tricks([12, 9, 7], [8, 5, 3], [14, 6], [13, 11, 10, 4, 2]) == 2
    assert best_tricks([12, 9, 7], [8, 5, 3], [14, 6], [13, 11, 10, 4, 2], finesse=False) == 1


def test_a_repeated_finesse_brings_in_the_suit():
    # ♥A J 8 4 opposite ♥K 9 7, the ♥Q 10 5 3 in front of the jack: all four, finessing twice;
    # the ace and king cashed, the queen and ten take the next two rounds.
    assert best_tricks([14, 11, 8, 4], [6, 2], [13, 9, 7], [12, 10, 5, 3]) == 4
    assert best_tricks([14, 11, 8, 4], [6, 2], [13, 9, 7], [12, 10, 5, 3], finesse=False) == 2


def test_a_long_queen_scores_whatever_declarer_does():
    # ♥8 opposite ♥A K J 10 9 7 5 against ♥Q 6 4 2: the queen wins a round either way.
    hands = ([14, 13, 11, 10, 9, 7, 5], [3], [8], [12, 6, 4, 2])
    assert best_tricks(*hands) == best_tricks(*hands, finesse=False) == 6


def test_a_doubleton_queen_drops_under_the_ace_king():
    hands = ([14, 13, 11, 7], [10, 9, 8, 6], [4, 3, 2], [12, 5])
    assert best_tricks(*hands) == best_tricks(*hands, finesse=False) == 3


def test_a_defender_rises_with_an_honour_that_must_fall():
    # ♦A K 7 6 4 3 opposite ♦J 2, West's ♦Q 9 5 in front of the jack: West plays the queen on
    # the first round, so five tricks, not six, however declarer plays.
    assert best_tricks([11, 2], [10, 8], [14, 13, 7, 6, 4, 3], [12, 9, 5]) == 5


@st.composite
def holdings(draw):
    owners = draw(st.lists(st.integers(0, 4), min_size=13, max_size=13))  # 4: not dealt in this suit
    hands: list[list[int]] = [[], [], [], []]
    for rank, owner in zip(range(2, 15), owners, strict=True):
        if owner < 4:
            hands[owner].append(rank)
    return hands


@settings(max_examples=150, deadline=None)
@given(holdings())
def test_the_count_stays_between_the_top_cards_and_the_longer_hand(hands):
    side = sorted(hands[0] + hands[2], reverse=True)
    theirs = set(hands[1] + hands[3])
    longest = max(len(hands[0]), len(hands[2]))
    masters = next((k for k, r in enumerate(side) if any(x > r for x in theirs)), len(side))
    best = best_tricks(*hands)
    plain = best_tricks(*hands, finesse=False)
    assert min(masters, longest) <= plain <= best <= longest
    # With no card of the suit against them, every round of the longer hand is a trick.
    if not theirs:
        assert best == longest


@settings(max_examples=150, deadline=None)
@given(holdings(), st.data())
def test_only_the_order_of_the_cards_counts_not_their_ranks(hands, data):
    # The same cards in the same order with other ranks (gaps where nobody holds a card
    # moved about) make the same tricks in every mode: the search renumbers the cards it
    # is given and those left after each round, and a slip there would show as a change.
    held = sorted(r for hand in hands for r in hand)
    ranks = sorted(data.draw(st.sets(st.integers(2, 14), min_size=len(held), max_size=len(held))))
    renamed = dict(zip(held, ranks, strict=True))
    moved = [[renamed[r] for r in hand] for hand in hands]
    finesse = data.draw(st.booleans())
    leads = data.draw(st.sampled_from((EITHER, DECLARER, DUMMY)))
    entries = data.draw(st.sampled_from((DECLARER, DUMMY, BOTH)))
    assert best_tricks(*moved, finesse=finesse, leads=leads, entries=entries) == best_tricks(
        *hands, finesse=finesse, leads=leads, entries=entries)


def test_an_honour_led_and_let_run_is_a_finesse_too():
    # ♠A J 3 opposite ♠K 10 4, West's ♠Q 9 8 in front of North: the jack led from South and
    # let run wins only because the queen sits where it does, so without finessing the ♠K is
    # played on it (a master takes the trick), and the queen scores.
    hands = ([14, 11, 3], [12, 9, 8], [13, 10, 4], [7, 6, 5, 2])
    assert best_tricks(*hands) == 3
    assert best_tricks(*hands, finesse=False) == 2


def test_leads_from_one_hand_only_while_it_has_a_card():
    # East ♠9 3, West ♠A Q 10 8 4, North ♠K 6 2 (after West), South ♠J 7 5 (after East): the
    # fourth trick is West's ♠10 finessed against South's ♠J, led from East. Led from West
    # only, the suit makes three, as without finessing (set M 35 of a teacher's review).
    east, south, west, north = [9, 3], [11, 7, 5], [14, 12, 10, 8, 4], [13, 6, 2]
    assert best_tricks(east, south, west, north) == 4
    assert best_tricks(east, south, west, north, finesse=False) == 3
    assert best_tricks(east, south, west, north, leads=DUMMY) == 3
    # Led from East while East has a spade (two rounds), then from either hand.
    assert best_tricks(east, south, west, north, leads=DECLARER) == 4
    # A hand out of the suit hands the lead on: two top cards opposite nothing make two.
    assert best_tricks([], [], [14, 13], [], leads=DECLARER) == 2


def test_a_hand_without_a_way_in_leads_only_after_winning_a_round():
    # Set O, board 14 of a teacher's review: West's ♦A Q 7 5 3 2 opposite East's ♦J 10, North's
    # ♦K 9 4 over the ace-queen. With a way into West elsewhere the suit makes five; without
    # one North holds up twice and the ace-queen are cut off: two.
    east, south, west, north = [11, 10], [8, 6], [14, 12, 7, 5, 3, 2], [13, 9, 4]
    assert best_tricks(east, south, west, north) == 5
    assert best_tricks(east, south, west, north, entries=DECLARER) == 2
    # Winners the stranded hand holds run once it is in: ♠A K Q J 6 5 opposite ♠8.
    west, north, east, south = [14, 13, 12, 11, 6, 5], [10, 7, 2], [8], [9, 4, 3]
    assert best_tricks(west, north, east, south, entries=DUMMY) == 6
    # No way in anywhere: nothing is reached.
    assert best_tricks(west, north, east, south, entries=0) == 0
    # Both hands reached: as without the argument.
    assert best_tricks([11, 10], [8, 6], [14, 12, 7, 5, 3, 2], [13, 9, 4], entries=BOTH) == 5
