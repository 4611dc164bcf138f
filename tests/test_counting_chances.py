"""Q9's counting on holdings a teacher checks by hand: a promoted suit makes every card of
the side's run that is left once the defenders' higher honours are gone (♣J 10 9 7 opposite
♣K 3: two tricks, not one), and a king is led towards when the ace is missing (♦K 4
opposite ♦6 5 2: a trick with the ace in front of it)."""

from __future__ import annotations

import re

import pytest

from cardtable.bridge.analysis import analyse, extra_chances
from cardtable.bridge.counting import count_suit, find_lead_towards
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


# ----- leading towards a king ------------------------------------------------------------------


@pytest.mark.parametrize(("east_has_ace", "tricks", "said"), [
    (True, 1, "Here East has the ♦A, in front of the ♦K, so the ♦K wins a trick."),
    (False, 0, "Here West has the ♦A, behind the ♦K, so the lead gains nothing."),
])
def test_a_king_is_led_towards_and_wins_with_the_ace_in_front(east_has_ace, tricks, said):
    """♦K 4 opposite ♦6 5 2: no chance was offered at all (no queen to promote, nothing above
    the ace to finesse with); led from North, the king wins when East holds the ace."""
    hands = layout("6D 5D 2D", "AD 8D 7D" if east_has_ace else "QD 8D 7D", "KD 4D")
    chances = extra_chances(hands, S)
    assert [c.kind for c in chances] == ["lead-towards"]
    c = chances[0]
    assert (c.suit, c.hoped, c.tricks, c.works, c.against, c.gives) == (2, 1, tricks, bool(tricks), 14, 1)
    assert c.text.startswith("Leading towards an honour in diamonds: lead a small card from North towards South's "
                             "♦K 4; the ♦K wins a trick when East, who plays before it, holds the ♦A."), c.text
    assert c.text.endswith(said), c.text


@pytest.mark.parametrize(("north", "south"), [
    ("6D 5D 2D", "KD"),  # a bare king falls under the ace
    ("6D 5D 2D", "KD QD 4D"),  # king and queen: promotion
    ("6D 5D 2D", "AD KD 4D"),  # top tricks
    ("6D 5D 2D", "KD JD 4D"),  # K J: a tenace, played otherwise
    ("KD 3D", "JD TD 5D 4D 2D"),  # promotion counts the rounds the king could win
    ("", "KD 4D"),  # nothing to lead from the other hand
])
def test_a_lead_towards_is_only_the_plain_case(north, south):
    hands = layout(north, "AD 8D 7D", south)
    assert find_lead_towards(hands, S, 2, count_suit(hands, S, 2)) is None
    assert not [c for c in extra_chances(hands, S) if c.kind == "lead-towards"]


def test_the_trick_double_dummy_found_beyond_the_top_ones_is_the_lead_towards_the_king():
    """Built-in 05/1: Q9 said no chance could add a trick, while double dummy made 9 (8 top);
    the ninth is the ♦K, West's, led towards from East with the ♦A in front of it."""
    b = board_of("N:Q654.Q984.J7.862 AT.AKT7.T4.AQJ43 K987.J53.AQ952.5 J32.62.K863.KT97", "S")
    a = analyse(b)
    assert [c.kind for c in a.chances] == ["lead-towards"]
    text = a.explanations["extra"]
    assert text.startswith("Yes. Leading towards an honour in diamonds: lead a small card from East towards West's "
                           "♦K 8 6 3; the ♦K wins a trick when South, who plays before it, holds the ♦A. Here South "
                           "has the ♦A, in front of the ♦K, so the ♦K wins a trick. That would be a ninth trick."), text
    assert a.dd[a.facts.declarer][a.contract.strain] == 9


def test_q8_counts_the_lead_towards_the_king_as_half_a_trick():
    """Q8 counted a finesse as half a trick but not the lead towards a king, so on 05/1 it
    said "No more tricks can be counted on" above the ninth trick Q9 then offered."""
    from cardtable.bridge.counting import expected_tricks

    hands = layout("6D 5D 2D", "AD 8D 7D", "KD 4D")
    count = expected_tricks(hands, S, "NT")
    assert (count.towards, count.finesses) == (1, 0)
    assert count.parts() == ["half a trick from a lead towards a king (an even chance)"]
    b = board_of("N:Q654.Q984.J7.862 AT.AKT7.T4.AQJ43 K987.J53.AQ952.5 J32.62.K863.KT97", "S")
    game = analyse(b, dd=False).explanations["game"]
    assert "No more tricks can be counted on" not in game and "a lead towards a king" in game, game


# ----- a two-way finesse -----------------------------------------------------------------------


@pytest.mark.parametrize("east", ["QH 8H 4H", "9H 8H 4H"])
def test_ace_jack_ten_opposite_the_king_is_a_two_way_finesse(east):
    """♥A J 10 6 3 opposite ♥K 7 5: the jack led runs through one defender (the king wins a
    cover), a small card led towards the A J 10 finesses the other — whoever holds the ♥Q,
    the right guess wins. A teacher found Q9 saying "the finesse loses" on built-in 13/10."""
    hands = layout("AH JH TH 6H 3H", east, "KH 7H 5H")
    finesse = next(ch for ch in extra_chances(hands, S) if ch.kind == "finesse")
    if "QH" in east:
        assert finesse.works and "two-way finesse" in finesse.text, finesse.text
    else:  # West's ♥Q 2 falls under the ace and king: the guess is not needed
        assert not finesse.works and "yet finessing gains nothing" in finesse.text, finesse.text
    # A K J 10 opposite small cards stays a one-way finesse, judged on the layout.
    one_way = layout("AH KH JH TH", east, "7H 5H 2H")
    finesse = next(ch for ch in extra_chances(one_way, S) if ch.kind == "finesse")
    assert "two-way" not in finesse.text and finesse.works == ("QH" not in east), finesse.text


# ----- promotion: the honour it loses to may fall on the layout ------------------------------


@pytest.mark.parametrize(("north", "east", "south", "gives", "said"), [
    # ♠Q 2 under the ♠A K: the count is declarer's (a trick lost to the queen), the layout
    # says the queen drops and no trick is lost (a teacher's remark on 13/9 and 11/6).
    ("AS KS TS 4S", "QS 2S", "JS 7S 5S", 0,
     "On this layout the ♠Q falls under the ♠A K, so no trick is lost to it."),
    # ♠Q 3 2 survives the two top cards: nothing to add. Nor does finessing the jack through
    # East win the queen's trick back: East rises with the queen (the suit played out with
    # every card seen makes three tricks either way), so the promotion gives it.
    ("AS KS TS 4S", "QS 3S 2S", "JS 7S 5S", 1, None),
    # ♠A 10 doubleton: the ten falls under the queen and jack; the ace and king still win.
    ("QS JS 9S 3S 2S", "AS TS", "8S 7S", 2,
     "On this layout the ♠10 falls under the ♠Q J, so only the ♠A and ♠K take tricks."),
    # ♠A 4 with West's ♠K 10 x x: the ten is behind declarer's honours and stays.
    ("QS JS 9S 8S 2S", "AS 4S", "7S 6S", 3, None),
])
def test_the_layout_says_when_a_missing_honour_falls(north, east, south, gives, said):
    promotion = next(ch for ch in extra_chances(layout(north, east, south), S) if ch.kind == "promotion")
    assert promotion.gives == gives
    if said is None:
        assert "falls under" not in promotion.text and "fall under" not in promotion.text, promotion.text
    else:
        assert promotion.text.endswith(" " + said), promotion.text


def test_a_fallen_honour_s_round_is_declarer_s():
    # ♠A K 10 4 opposite ♠J 7 5 with East's ♠Q 2: declarer counts one trick from promoting the
    # jack (losing to the queen); on the layout the queen drops and all four rounds are won.
    promotion = next(ch for ch in extra_chances(layout("AS KS TS 4S", "QS 2S", "JS 7S 5S"), S)
                     if ch.kind == "promotion")
    assert (promotion.hoped, promotion.tricks, promotion.gives) == (1, 2, 0), promotion
    # ♠Q 3 2 survives: the count stands.
    kept = next(ch for ch in extra_chances(layout("AS KS TS 4S", "QS 3S 2S", "JS 7S 5S"), S) if ch.kind == "promotion")
    assert (kept.hoped, kept.tricks) == (1, 1), kept
