"""Top tricks that can really be cashed (Q7): winners stranded in a hand declarer cannot
reach are not counted, and an entry brings them back. From a teacher's review, where the
answer said "Thirteen top tricks" on a deal where eight could be cashed."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.bridge.analysis import analyse, sure_tricks
from cardtable.bridge.cashing import cashable, cashing
from cardtable.bridge.counting import top_tricks_in_suit
from cardtable.engine.cards import mask_of, parse_cards

from .conftest import board_of


def hand(text: str) -> int:
    return mask_of(parse_cards(text))


def test_ace_king_doubleton_opposite_queen_with_no_entry_is_two_tricks():
    south = hand("AS KS AH 2D 3D 4D 5D 6D 7D 8D 2C 3C 4C")
    north = hand("QS 8S 6S 3H 4H 5H 9D TD 5C 6C 7C 8C 9C")
    assert cashable(south, north)[0] == 3  # ♠A K and ♥A: the ♠Q is stranded
    st_ = sure_tricks(south, north)
    assert st_.total == 3 and st_.stranded[0] == (12,)
    assert "The ♠Q is not a top trick" in st_.text()


def test_an_entry_the_defenders_cannot_take_away_brings_the_queen_back():
    south = hand("AS KS 2H 3H 2D 3D 4D 5D 6D 7D 2C 3C 4C")
    north = hand("QS 8S 6S AH KH 5H 9D TD 5C 6C 7C 8C 9C")  # ♥A and ♥K: two ways to North
    assert cashable(south, north)[0] == 5
    assert sure_tricks(south, north).stranded == ((), (), (), ())


def test_the_defenders_lead_the_suit_of_the_only_entry():
    """With the ♥A as North's only way in, the defenders lead a heart: it is used at once, and
    the ♠Q is stranded again."""
    south = hand("AS KS 2H 2D 3D 4D 5D 6D 7D 8D 2C 3C 4C")
    north = hand("QS 8S 6S AH 4H 5H 9D TD 5C 6C 7C 8C 9C")
    assert cashable(south, north)[0] == 3


def test_a_winner_stranded_by_the_defenders_lead_names_the_lead_and_the_entry_it_takes():
    """♠K Q opposite ♠A 10 9 8 4 2 with the ♣A as the only way back to the long hand: a teacher
    counts five top tricks and reads "no way to reach" as false. It is the club lead that
    strands the spade: said so, with the card it knocks out."""
    south = hand("AS TS 9S 8S 4S 2S TH 7H 5H 4H 9D AC 9C")
    north = hand("KS QS AH QH 6H QD JD 7D 6D 8C 5C 4C 2C")
    how = cashing(north, south)
    assert how.result[0] == 4 and how.unhindered == 5 and how.lead == 3 and how.lead_hurts
    text = sure_tricks(north, south).text()
    assert "the defenders can lead clubs and knock out the ♣A first" in text, text
    # The short hand's ♠K Q go first; it is the long hand's ♠A that waits for a way in.
    assert text.startswith("Four top tricks: two spades (♠K Q)") and "The ♠A is not a top trick" in text, text
    # Stranded whatever is led (no way to North at all): the plain words, no lead named.
    south2 = hand("AS KS AH 2D 3D 4D 5D 6D 7D 8D 2C 3C 4C")
    north2 = hand("QS 8S 6S 3H 4H 5H 9D TD 5C 6C 7C 8C 9C")
    assert not cashing(south2, north2).lead_hurts
    assert "can lead" not in sure_tricks(south2, north2).text()


def test_top_trumps_are_never_stranded():
    """In a spade contract the ♠A is a trick however the suit blocks: every card is played in
    the end, and nothing beats it (a teacher's objection to "four top tricks" on built-in
    01/2, and to the ♣K in a club contract on 10/6)."""
    south = hand("AS TS 9S 8S 4S 2S TH 7H 5H 4H 9D AC 9C")
    north = hand("KS QS AH QH 6H QD JD 7D 6D 8C 5C 4C 2C")
    assert sure_tricks(north, south).total == 4  # no trumps: the ♠A waits for a way in
    spades = sure_tricks(north, south, 0)
    assert spades.total == 5 and spades.stranded == ((), (), (), ())
    assert spades.text().startswith("Five top tricks: three spades (♠A K Q)")
    # Hearts trumps: South, with four hearts and one diamond to North's four, ruffs a diamond
    # and cashes the ♠A; diamonds trumps: South's lone trump is no way in, the spades block.
    assert sure_tricks(north, south, 1).total == 5
    assert sure_tricks(north, south, 2).total == 4 and sure_tricks(north, south, 2).stranded[0] == (14,)


def test_a_long_suit_with_no_way_to_it_is_counted_out():
    """♠A K Q J 10 in North's hand and nothing else there that wins: the defenders never lead a
    spade, so South's eight winners are the top tricks."""
    a = analyse(board_of("N:AKQJT.532.432.32 9876.JT9.JT9.QJT .AKQ4.AKQ5.AK765 5432.876.876.984", "S"),
                dd=False)
    assert a.sure is not None and a.sure.total == 8
    assert a.explanations["sure"].startswith("Eight top tricks: three hearts")
    assert "The ♠A K Q J 10 are not top tricks" in a.explanations["sure"]


def test_the_ace_played_first_from_the_short_hand_unblocks():
    """♠A singleton opposite ♠K Q J 10 9, with two aces in North's hand as ways back: all five
    spades cash."""
    south = hand("AS 2H 3H 4H 2D 3D 4D 5D 2C 3C 4C 5C 6C")
    north = hand("KS QS JS TS 9S AH 5H AD 7D 8D 7C 8C 9C")
    assert cashable(south, north)[0] == 7


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_never_more_than_the_suits_give_nor_than_the_cards(seed):
    cards = list(range(52))
    random.Random(seed).shuffle(cards)
    a, b = (sum(1 << c for c in cards[i * 13:(i + 1) * 13]) for i in range(2))
    n, per = cashable(a, b)
    by_suit = [top_tricks_in_suit(a, b, s)[0] for s in range(4)]
    assert n == sum(per) <= 13 and all(p <= t for p, t in zip(per, by_suit, strict=True))


def test_the_defenders_cannot_knock_out_an_ace_whose_suit_holds_more_ways_back():
    """♣A 10 9 7 opposite ♣Q J 5 3 2, the defenders holding ♣K 8 6 4 (set R, board 5 of a
    teacher's review, where the answer said "the defenders can lead clubs and knock out the
    ♣A"): a low club is won by the ♣10 or 9, the ♣K only takes the ace with it, after which
    the ♣10 9 lead back to the ♥A. Four top tricks, none stranded."""
    south = hand("QS TS 7S AH 6H 3H 2H KD 2D AC TC 9C 7C")
    north = hand("KS 4S 2S KH QH 8D 7D 5D QC JC 5C 3C 2C")
    sure = sure_tricks(south, north)
    assert sure.total == 4 and sure.stranded == ((), (), (), ()), sure.text()
    assert sure.text() == "Four top tricks: three hearts (♥A K Q) and one club (♣A)."
    # Without the ♣10 9 the ace is the only way back, and the club lead takes it.
    south2 = hand("QS TS 7S AH 6H 3H 2H KD 2D AC 4C 6C 7C")
    north2 = hand("KS 4S 2S KH QH 8D 7D 5D 8C 9C 5C 3C 2C")
    assert sure_tricks(south2, north2).total == 3
    assert "knock out the ♣A" in sure_tricks(south2, north2).text()


def test_declarer_playing_last_wins_the_opening_lead_cheaply():
    """Declarer's ♥A J 6 against the defenders' ♥K 10 7 5 4 2 9: with their king kept back the
    jack wins the heart lead (declarer plays last to it), so the ♥A stays as the way back to
    the ♦K Q after dummy's singleton ♦A (built-in lesson 10, board 8: counted 3 before, 5 now)."""
    west = hand("QS 9S 2S AH JH 6H KD QD 8D KC 9C 5C 3C")
    east = hand("AS 8S 7S 6S 4S 3S QH 8H 3H AD JC 7C 4C")
    assert sure_tricks(west, east, 0).total == 5
    assert cashable(west, east)[0] == 5
    # Without the jack, a low heart takes the ace, and the ♦K Q are stranded.
    west2 = hand("QS 9S 2S AH 5H 6H KD QD 8D KC 9C 5C 3C")
    assert cashable(west2, east)[0] == 3
