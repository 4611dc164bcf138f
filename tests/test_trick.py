"""Trick winners and the legal-card policies (follow suit; Dumb-Bunny's must-beat)."""

from cardtable.engine.cards import Suit, cards_of, mask_of, parse_cards
from cardtable.engine.trick import (
    BEAT,
    FOLLOW,
    OVERTRUMP,
    TRUMP,
    explain,
    legal_follow_suit,
    legal_must_beat,
    winner_index,
)

S, H, D, C = (int(s) for s in Suit)


def cs(text):
    return list(parse_cards(text))


def legal(policy, hand, trick, trump=None):
    mask, reason = policy(mask_of(cs(hand)), cs(trick), trump)
    return " ".join(sorted(str(c) for c in cards_of(mask))), reason


def srt(text):
    return " ".join(sorted(text.split()))


def test_highest_of_suit_led_wins_without_trumps():
    assert winner_index(cs("TH AS 2H KH"), None) == 3  # the ace of spades is a discard
    assert winner_index(cs("2C 3C"), None) == 1


def test_any_trump_beats_the_suit_led_and_highest_trump_wins():
    assert winner_index(cs("AH 2S KH"), S) == 1
    assert winner_index(cs("AH 2S 3S KH"), S) == 2
    assert winner_index(cs("5S AH 4S"), S) == 0  # trumps led: highest trump


def test_follow_suit_if_you_can():
    assert legal(legal_follow_suit, "7H 2C KS", "TH") == (srt("7H"), FOLLOW)


def test_void_may_play_anything():
    assert legal(legal_follow_suit, "2C KS", "TH") == (srt("2C KS"), "any")


def test_leader_may_play_anything():
    assert legal(legal_follow_suit, "7H 2C", "")[0] == srt("7H 2C")


def test_must_beat_when_able():  # seed example 1, player two
    assert legal(legal_must_beat, "7H JH 2C", "TH") == ("JH", BEAT)


def test_must_beat_even_over_partner():  # seed example 1, player four
    assert legal(legal_must_beat, "6H AH", "TH JH 3H") == ("AH", BEAT)


def test_cannot_beat_any_card_of_suit():
    assert legal(legal_must_beat, "3H 5H 9C", "TH JH") == (srt("3H 5H"), FOLLOW)


def test_trick_already_trumped_any_card_of_suit_led():
    assert legal(legal_must_beat, "AS 2S 4H", "QS 5H", H) == (srt("AS 2S"), FOLLOW)


def test_void_with_trumps_must_overtrump_if_able():  # seed example 3, player three
    assert legal(legal_must_beat, "3H TH 2D", "QS 5H", H) == ("TH", OVERTRUMP)


def test_void_cannot_overtrump_plays_any_trump():
    assert legal(legal_must_beat, "3H 2H 2D", "QS 5H", H) == (srt("3H 2H"), TRUMP)


def test_void_must_trump():
    assert legal(legal_must_beat, "3H 2D", "QS", H) == ("3H", TRUMP)


def test_void_without_trumps_any_card():  # seed example 3, player four
    assert legal(legal_must_beat, "2D 4C", "QS 5H TH", H)[0] == srt("2D 4C")


def test_void_in_no_trump_any_card():  # seed example 2, player three
    assert legal(legal_must_beat, "4D 8S", "JC 4C", None)[0] == srt("4D 8S")


def test_trump_led_must_beat_in_trumps():
    assert legal(legal_must_beat, "2H KH 3C", "TH", H) == ("KH", BEAT)


def test_explanations_name_the_rule():
    assert explain(FOLLOW, cs("TH"), None) == "must follow hearts"
    assert explain(BEAT, cs("TH JH"), None) == "must beat the JH with a higher heart"
    assert "overtrump the 5H" in explain(OVERTRUMP, cs("QS 5H"), H)
