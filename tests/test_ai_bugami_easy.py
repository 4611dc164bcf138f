"""The easy Bugami / Bleeding Hearts player's rules of thumb, each on a small position."""

from __future__ import annotations

import random

from cardtable.ai.simple import bleeding_hearts as bh_ai
from cardtable.ai.simple import bugami as bugami_ai
from cardtable.engine import Declare, Play
from cardtable.engine.cards import parse_cards
from cardtable.engine.games.bleeding_hearts import BleedingHeartsRound
from cardtable.engine.games.bugami import BugamiRound


def card_of(action) -> str:
    assert isinstance(action, Play)
    return str(action.card)


def round_with_bids(hands: list[str], bids: list[str], dealer: int | None = None) -> BugamiRound:
    """A Bugami round on these hands; bids are given per seat and made in bidding order."""
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    r = BugamiRound.from_hands(hands, dealer, "")
    for seat in r.bid_order:
        r.declare(bids[seat])
    return r


def test_bug_suit_is_the_short_low_suit_not_the_long_high_one():
    hand = parse_cards("AS KS QS 9S 2H 3H AD KD QD JD 4C 5C 6C")
    assert bugami_ai.safest_suit(hand) == 1  # two small hearts
    # a void is safer still
    assert bugami_ai.safest_suit(parse_cards("AS KS 2S 3H 4H 5H 6D 7D 8D 9D TD JD QD")) == 3


def test_zero_only_with_a_hand_that_can_duck_everything():
    low = parse_cards("2S 3S 4S 2H 3H 5H 7H 2D 4D 6D 3C 5C 8C")
    assert bugami_ai.zero_ok(low)
    # one lone high card is a trick waiting to happen
    assert not bugami_ai.zero_ok(parse_cards("2S 3S 4S 2H 3H 5H 7H 2D 4D 6D 3C 5C KC"))
    # a long suit guards its top card
    assert bugami_ai.zero_ok(parse_cards("2S 3S 4S 5S 6S 7S 9S 2H 3H 2D 4D 3C 5C"))
    r = BugamiRound.from_hands(["2S 3S 4S 2H 3H 5H 7H 2D 4D 6D 3C 5C 8C", "AS", "KS"], 2, "")
    assert bugami_ai.bid(r.view(0)) == Declare(0, "zero")


def test_leads_its_bug_suit_low_when_someone_can_beat_it():
    r = round_with_bids(["AH 2H 3C 4D", "KH 5S 4C 5D", "QH 6S 5C 2C"], ["H", "S", "C"], dealer=2)
    assert card_of(bugami_ai.play(r.view(0))) == "2H"


def test_without_a_bug_card_to_give_leads_a_card_that_loses():
    # P0 avoids hearts and holds none: it leads its lowest card that others can beat
    r = round_with_bids(["AS 2D 9C", "KS 5D 4C", "QS 6D 5C"], ["H", "S", "C"], dealer=2)
    assert card_of(bugami_ai.play(r.view(0))) == "2D"


def test_ducks_a_trick_led_in_its_bug_suit():
    r = round_with_bids(["9H 2S 3C", "KH 4H 5S", "QH 6S 5C"], ["S", "H", "C"], dealer=2)
    r.play("9H")
    # P1 avoids hearts: under the nine, keep the king
    assert card_of(bugami_ai.play(r.view(1))) == "4H"


def test_last_to_play_takes_a_clean_trick_and_ducks_a_dirty_one():
    r = round_with_bids(["2D 3S 4S", "5D 6S 7S", "AD 3D 2C"], ["S", "C", "H"], dealer=2)
    r.play("2D")
    r.play("5D")
    # P2 (hearts) is last and the trick is clean: win it (the ace is its only winner)
    assert card_of(bugami_ai.play(r.view(2))) == "AD"
    r = round_with_bids(
        ["2D 3S 4S 5S", "5D 6S 7S 8S", "AD 3D 2C 4C", "TD 9C 3H 4H"], ["S", "S", "C", "H"], dealer=3
    )
    r.play("2D")
    r.play("5D")
    r.play("AD")
    # P3 cannot beat the ace: it sheds its highest diamond under it
    assert card_of(bugami_ai.play(r.view(3))) == "TD"


def test_does_not_take_a_dirty_trick_early_but_does_near_the_end():
    r = round_with_bids(["2H 3C 4C", "3H 5C 6C", "TH 2D 3D", "KH 5H 7D"], ["C", "D", "S", "H"], dealer=3)
    for c in ("2H", "3H", "TH"):
        r.play(c)
    # hearts are P3's bug suit and three tricks are left: duck under the ten
    assert card_of(bugami_ai.play(r.view(3))) == "5H"
    r = round_with_bids(["2D 3H", "3D 4H", "TD 5H", "KD 4D"], ["C", "D", "S", "D"], dealer=3)
    for c in ("2D", "3D", "TD"):
        r.play(c)
    # P3 avoids diamonds too, but has no trick and two cards left: a dirty trick beats none
    assert card_of(bugami_ai.play(r.view(3))) == "KD"


def test_void_sheds_its_own_bug_suit_then_the_winners():
    r = round_with_bids(["AC 2H", "3C 5S", "KH 6S"], ["C", "S", "H"], dealer=2)
    r.play("AC")
    r.play("3C")
    assert card_of(bugami_ai.play(r.view(2))) == "KH"  # its own bug suit, highest first
    r = round_with_bids(["AC 2H", "3C 5S", "KS 6D"], ["C", "S", "H"], dealer=2)
    r.play("AC")
    r.play("3C")
    # no heart to shed and no club (P0's bug suit) to give: the highest card goes
    assert card_of(bugami_ai.play(r.view(2))) == "KS"
    r = round_with_bids(["AC 2H", "3C 5S", "KS 6C"], ["S", "C", "H"], dealer=2)
    r.play("AC")
    r.play("3C")
    assert card_of(bugami_ai.play(r.view(2))) == "6C"  # follows suit, under the ace


def test_zero_bidder_ducks_and_throws_its_high_cards():
    r = round_with_bids(["TS 2H 3C", "KS 5S 4C", "QS AD 5C"], ["S", "zero", "C"], dealer=2)
    r.play("TS")
    assert card_of(bugami_ai.play(r.view(1))) == "5S"  # the highest card under the ten
    r = round_with_bids(["4S 2H", "AD 5C", "3C 6H"], ["C", "zero", "H"], dealer=2)
    r.play("4S")
    assert card_of(bugami_ai.play(r.view(1))) == "AD"  # void in spades: away with the ace
    r = round_with_bids(["2S AH 3C", "KS 5H 4C", "QS 6H 5C"], ["zero", "S", "C"], dealer=2)
    # leading, the zero bidder picks the card with most cards out above it
    assert card_of(bugami_ai.play(r.view(0))) == "2S"


def test_bleeding_hearts_bids_turnip_doublets_or_a_suit():
    turnip = "2C"
    flat = BleedingHeartsRound.from_hands(["2S 3S 4S 2H 3H 4H 5H 2D 3D 4D 3C 4C 5C", "AS", "KS"], 2, turnip)
    assert bh_ai.bid(flat.view(0)) == Declare(0, "turnip")  # no suit is dangerous: double up
    void = BleedingHeartsRound.from_hands(["2S 3S 4S 5S 6S 2H 3H 4H 5H 6H 2D 3D 4D", "AS", "KS"], 2, turnip)
    assert bh_ai.bid(void.view(0)) == Declare(0, "C", True)  # void and low: Doublets
    high = BleedingHeartsRound.from_hands(["AS KS QS JS TS AH KH QH JH TH AD KD 3C", "2S", "3S"], 2, turnip)
    assert bh_ai.bid(high.view(0)) == Declare(0, "C")  # dangerous suits: the safe one, plain


def test_easy_player_plays_whole_rounds_legally():
    from cardtable.ai import make_player
    from cardtable.engine import Match

    for game, n in (("bugami", 3), ("bugami", 7), ("bleeding-hearts", 3)):
        m = Match(game, [f"P{i}" for i in range(n)], first_dealer=0)
        rng = random.Random(n)
        players = [make_player("easy", random.Random(s)) for s in range(n)]
        m.deal(rng)
        while m.current is not None:
            rnd = m.current
            view = m.view(rnd.actor(rnd.to_act))
            action = players[view.seat].choose(view)
            assert action in view.legal
            m.apply(action)
