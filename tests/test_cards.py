import random

import pytest

from cardtable.engine.cards import (
    CARDS,
    FULL_DECK,
    Card,
    Suit,
    cards_of,
    deck,
    format_mask,
    hcp,
    mask_of,
    parse_cards,
    random_card,
    shuffled,
)


def test_notation_round_trips_for_all_52_cards():
    assert len({str(c) for c in CARDS}) == 52
    for c in CARDS:
        assert Card.parse(str(c)) == c


def test_rank_and_suit():
    th = Card.parse("TH")
    assert (th.rank, th.suit) == (10, Suit.HEARTS)
    assert Card.parse("AS").rank == 14 and Card.parse("2C").suit == Suit.CLUBS
    assert Card.parse("10d") == Card.parse("TD")
    assert Card.of(12, Suit.DIAMONDS) == Card.parse("QD")
    assert Card.parse("TH").pretty == "10♥"


@pytest.mark.parametrize("bad", ["", "1S", "AX", "ASS", "T", None, 5])
def test_bad_notation_is_refused(bad):
    with pytest.raises(ValueError):
        Card.parse(bad)


def test_masks():
    cards = parse_cards("AS KH 2C")
    m = mask_of(cards)
    assert m.bit_count() == 3
    assert set(cards_of(m)) == set(cards)
    assert format_mask(m) == "AS KH 2C"


def test_decks():
    assert FULL_DECK.bit_count() == 52
    forty = deck(removed_ranks=(9, 8, 7))
    assert forty.bit_count() == 40
    assert not any(c.rank in (7, 8, 9) for c in cards_of(forty))


def test_shuffle_uses_the_given_rng_only():
    a = shuffled(FULL_DECK, random.Random(5))
    b = shuffled(FULL_DECK, random.Random(5))
    assert a == b and sorted(a) == list(CARDS)
    assert shuffled(FULL_DECK, random.Random(6)) != a


def test_random_card_is_in_mask_and_covers_it():
    m = mask_of(parse_cards("AS 3D 9C"))
    rng = random.Random(1)
    seen = {random_card(m, rng) for _ in range(200)}
    assert seen == set(parse_cards("AS 3D 9C"))


def test_high_card_points():
    assert hcp(FULL_DECK) == 40
    assert hcp(mask_of(parse_cards("AS KH QD JC 2S"))) == 10
