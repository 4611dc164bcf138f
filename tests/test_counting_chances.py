"""Q9's counting on holdings a teacher checks by hand: a promoted suit makes every card of
the side's run that is left once the defenders' higher honours are gone (♣J 10 9 7 opposite
♣K 3: two tricks, not one)."""

from __future__ import annotations

import re

import pytest

from cardtable.bridge.analysis import analyse, extra_chances
from cardtable.bridge.counting import count_suit
from cardtable.engine.cards import mask_of, parse_cards

from .conftest import board_of

N, E, S, W = range(4)


def layout(north: str, east: str, south: str) -> list[int]:
    """Four hands holding only the suits named: West has the rest of those suits."""
    n, e, s = (mask_of(parse_cards(h)) for h in (north, east, south))
    suits = {c // 13 for c in range(52) if (n | s) >> c & 1}
    rest = sum(1 << c for c in range(52) if c // 13 in suits and not (n | e | s) >> c & 1)
    return [n, e, s, rest]


# ----- promotion: the side's run, equals below the ten included ------------------------------


@pytest.mark.parametrize(("north", "south", "east", "promoted", "long_cards"), [
    # The teacher's example: once the ♣A and ♣Q are gone, the ♣K and the ♣J 10 9 are equals;
    # the long hand's four rounds less the two lost leave two tricks (it said one).
    ("KC 3C", "JC TC 9C 7C", "AC QC 8C 6C", 2, 0),
    # Lose the ace and king, then the queen-jack-ten-nine make two (it said one).
    ("3C 2C", "QC JC TC 9C", "AC KC 6C 5C", 2, 0),
    # With a third club in the short hand the count is the same, sure to work whatever the
    # break: it had been one trick, and the second from length only on a 3–3 break.
    ("KC 3C 2C", "JC TC 9C 7C", "AC QC 8C 6C", 2, 0),
    # Six rounds, the ace and king lost: the ♦Q J 10 9 8 are equals (three promoted), the
    # sixth card a long one — four in all, as before, but no longer said as one promoted.
    ("2C", "QC JC TC 9C 8C 5C", "AC KC 7C", 3, 1),
])
def test_promotion_counts_the_equals_below_the_ten(north, south, east, promoted, long_cards):
    hands = layout(north, east, south)
    c = count_suit(hands, S, 3)
    assert (c.winners - c.top, c.hoped_long_tricks) == (promoted, long_cards)
    promotion = next(ch for ch in extra_chances(hands, S) if ch.kind == "promotion")
    assert (promotion.hoped, promotion.tricks, promotion.gives) == (promoted, promoted, 2)
    said = {2: "and then make two tricks", 3: "and then make three tricks"}[promoted]
    assert said in promotion.text, promotion.text


@pytest.mark.parametrize(("north", "south", "east", "promoted", "long_cards", "named"), [
    ("3C 2C", "KC QC JC TC", "AC 8C 6C 5C", 3, 0, "♣K Q J 10 lose one trick"),  # three, as before
    # The nine is the defenders': below the ten the run stops, and the long cards are length.
    ("KC 3C", "JC TC 7C 5C 4C", "AC QC 9C", 1, 2, "♣K J 10 lose two tricks"),
])
def test_promotion_stops_where_the_defenders_hold_a_card(north, south, east, promoted, long_cards, named):
    """Controls the fix keeps: nothing is counted twice and the defenders' spot cards are
    left to length, with its break."""
    hands = layout(north, east, south)
    c = count_suit(hands, S, 3)
    assert (c.winners - c.top, c.hoped_long_tricks) == (promoted, long_cards)
    promotion = next(ch for ch in extra_chances(hands, S) if ch.kind == "promotion")
    assert named in promotion.text, promotion.text


def test_a_spot_card_is_not_promoted_where_the_honours_fall_together():
    """♠A 10 9 8 7 6 opposite ♠5 4 3 2 against the ♠K Q J: counting the ten down to the six as
    promoted would lose three tricks to the three honours; two of them fall under the ace on
    the normal 2–1 break, the third takes one trick, and the rest is length (five made)."""
    hands = layout("5S 4S 3S 2S", "KS QS", "AS TS 9S 8S 7S 6S")
    c = count_suit(hands, S, 0)
    assert (c.top, c.winners, c.hoped_long_tricks) == (1, 1, 4)
    assert not [ch for ch in extra_chances(hands, S) if ch.kind == "promotion"]


#: ♣K 3 2 opposite ♣J 10 9 7, the defenders' ♣A Q 8 6 with East and ♣5 4 with West: the
#: blocks elsewhere give nine top tricks and nothing else to find.
PROMOTION_DEAL = "N:AKQJ.AK4.KQ4.K32 765.Q53.853.AQ86 T98.876.A76.JT97 432.JT92.JT92.54"


def test_q9_names_the_two_tricks_the_promoted_clubs_make():
    """It said "♣K J 10 … then make one trick", and offered the fourth club as length that
    failed on the 4–2 break: the ♣9 wins whatever the break."""
    b = board_of(PROMOTION_DEAL, "N")
    a = analyse(b)
    decl = a.facts.declarer
    text = a.explanations["extra"]
    assert text.startswith("Yes. Promotion in clubs: ♣K J 10 9 lose two tricks to the defenders' ♣A and ♣Q and "
                           "then make two tricks"), text
    assert not [c for c in a.chances if c.kind == "length" and c.suit == 3]
    made = a.dd[decl][a.contract.strain]
    named = [int(n) for n in re.findall(r"(\d+) tricks? in no trumps", text)]
    assert named == [made]  # the count double dummy gives; no total above it is named
    assert "bring declarer" not in text and "would be" not in text  # 9 top + 2 > the 10 it makes
    # Without the table, the count: nine top tricks and two clubs, the ♣A and ♣Q given away.
    blind = analyse(b, dd=False).explanations["extra"]
    assert "That would bring declarer to eleven tricks." in blind, blind


def test_q9_leaves_the_defenders_both_honours_a_promotion_loses_to():
    """♣K 3 2 opposite ♣J 10 9 7 beside ten top tricks: the ♣A and ♣Q are two tricks declarer
    cannot have, so the count stops at eleven — what double dummy makes. One trick given per
    promotion had left twelve, above it, and the total went unsaid."""
    b = board_of("N:AKQJ.AKQ.KQ4.K32 765.543.853.AQ86 T98.876.A76.JT97 432.JT92.JT92.54", "N")
    for a in (analyse(b, dd=False), analyse(b)):
        text = a.explanations["extra"]
        assert "♣K J 10 9 lose two tricks to the defenders' ♣A and ♣Q and then make two tricks" in text, text
        assert "That would bring declarer to eleven tricks." in text, text
