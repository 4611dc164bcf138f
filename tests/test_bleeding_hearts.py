"""Bleeding Hearts (three-player Bugami): the seed's scores, Turnip and Doublets, the 40-card
pack and its 3-4-(1)-3-3 deal, the hidden turnip, records, match end, properties."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.ai import simple
from cardtable.ai.simple import bleeding_hearts as bh_ai
from cardtable.engine import Declare, IllegalAction, Match, OptionError, RecordError, replay, replay_summary
from cardtable.engine.cards import SUIT_CHARS, SUIT_MASKS, Card, deck, mask_of, parse_cards
from cardtable.engine.events import BidCommitted, BidsRevealed, RoundStarted, TrickWon, TurnipRevealed
from cardtable.engine.games import get_game
from cardtable.engine.games.bleeding_hearts import (
    DEAL_PATTERN,
    BleedingHearts,
    BleedingHeartsRound,
    bleeding_hearts_score,
)
from cardtable.engine.games.bugami import deal_by_pattern

from .conftest import play_random_match

VECTORS = Path(__file__).resolve().parent / "vectors"
NAMES = ["P0", "P1", "P2"]
PACK = deck([9, 8, 7])


def load(name: str) -> dict:
    return json.loads((VECTORS / name).read_text())


def refused(record: dict) -> str:
    with pytest.raises(RecordError) as info:
        replay(record)
    message = str(info.value)
    assert "\n" not in message
    return message


def with_round(rec: dict, index: int = 0, **changes) -> dict:
    bad = copy.deepcopy(rec)
    bad["rounds"][index].update(changes)
    return bad


def expected_scores(rnd: BleedingHeartsRound) -> list[int]:
    """A finished round's scores worked out again from its tricks and the turnip."""
    won = [0, 0, 0]
    tricks = [0, 0, 0]
    for i, (_leader, cards, winner) in enumerate(rnd.history):
        tricks[winner] += 1
        won[winner] |= mask_of(cards)
        if i == len(rnd.history) - 1:
            won[winner] |= 1 << rnd.turnip
    out = []
    for seat in range(3):
        bid = rnd.bids[seat]
        suit = rnd.turnip.suit if bid == "turnip" else SUIT_CHARS.index(bid)
        bugs = (won[seat] & SUIT_MASKS[suit]).bit_count()
        t = tricks[seat]
        base = 0 if t == 0 else 20 * t if bugs == 0 else (10 * t) // bugs
        if rnd.doublets[seat]:
            base = 2 * base if bugs == 0 else 0
        elif bid == "turnip":
            base *= 2
        out.append(base)
    return out


# ----- the seed's scores -----------------------------------------------------------------


def test_seed_scores():
    # "if you took four tricks but only one card of your bug suit, you score 40. Four tricks
    # containing two bugs score 20, three bugs 13"
    assert [bleeding_hearts_score(4, b, False, False) for b in (1, 2, 3)] == [40, 20, 13]
    # "For taking four clean tricks, therefore, you score 80 (or 160 if you bid Turnip or Doublets)"
    assert bleeding_hearts_score(4, 0, False, False) == 80
    assert bleeding_hearts_score(4, 0, True, False) == 160
    assert bleeding_hearts_score(4, 0, False, True) == 160


def test_doublets_and_turnip_details():
    assert bleeding_hearts_score(4, 1, False, True) == 0  # Doublets failed
    assert bleeding_hearts_score(13, 1, False, True) == 0
    assert bleeding_hearts_score(0, 0, False, True) == 0
    assert bleeding_hearts_score(4, 2, True, False) == 40  # Turnip doubles a dirty score too
    assert bleeding_hearts_score(5, 3, True, False) == 32  # rounded down, then doubled
    assert bleeding_hearts_score(0, 0, True, False) == 0


def tiny(bids, turnip="5H", dealer=2) -> BleedingHeartsRound:
    """P0 wins both tricks: the spades, then the hearts with the turnip added."""
    r = BleedingHeartsRound.from_hands(["AS AH", "KS 4H", "QS 3H"], dealer, turnip)
    for bid, dbl in bids:
        r.declare(bid, dbl)
    for c in ("AS", "KS", "QS", "AH", "4H", "3H"):
        r.play(c)
    return r


def test_turnip_joins_the_last_trick_and_counts_for_a_turnip_bidder():
    r = tiny([("turnip", False), ("S", False), ("C", False)])
    assert r.tricks == [2, 0, 0]
    assert r.bugs(0) == 4  # hearts: AH 4H 3H and the turnip 5H
    assert r.scores == [2 * (20 // 4), 0, 0]
    assert r.scores == expected_scores(r)


def test_doublets_fail_on_the_turnip():
    r = tiny([("D", True), ("S", False), ("C", False)], turnip="5D")
    assert r.scores == [0, 0, 0]
    r = tiny([("C", True), ("S", False), ("C", False)], turnip="5D")
    assert r.scores == [80, 0, 0]  # clean Doublets: 2 tricks * 20, doubled


def test_bids_of_bleeding_hearts():
    r = BleedingHeartsRound.from_hands(["AS", "KS", "QS"], 2, "2C")
    legal = r.legal_actions()
    assert len(legal) == 9
    assert Declare(0, "turnip") in legal and Declare(0, "turnip", True) not in legal
    assert Declare(0, "H", True) in legal
    with pytest.raises(IllegalAction, match="do not combine"):
        r.apply(Declare(0, "turnip", True))
    with pytest.raises(IllegalAction, match="suit letter"):
        r.apply(Declare(0, "zero"))
    with pytest.raises(IllegalAction, match="true or false"):
        r.apply(Declare(0, "H", "yes"))
    with pytest.raises(IllegalAction, match="out of turn"):
        r.apply(Declare(2, "H"))


# ----- pack, deal and options ------------------------------------------------------------


def test_deal_pattern_is_3_4_turnip_3_3_from_the_dealers_left():
    cards = [Card(i) for i in range(40)]
    hands, middle = deal_by_pattern(cards, dealer=0, n=3, pattern=DEAL_PATTERN)
    assert middle == [Card(21)]
    assert hands[1] == [Card(i) for i in (0, 1, 2, 9, 10, 11, 12, 22, 23, 24, 31, 32, 33)]
    assert hands[0][:3] == [Card(6), Card(7), Card(8)]
    assert [len(h) for h in hands] == [13, 13, 13]


@pytest.mark.parametrize("seed", range(5))
def test_deal_shape_and_pack(seed):
    m = Match("bleeding-hearts", NAMES, first_dealer=seed % 3)
    m.deal(random.Random(seed))
    r = m.current
    assert [h.bit_count() for h in r.dealt] == [13, 13, 13]
    union = 1 << r.turnip
    for h in r.dealt:
        assert union & h == 0
        union |= h
    assert union == PACK
    assert r.n_tricks == 13
    assert all(Card(c).rank not in (7, 8, 9) for c in range(52) if union >> c & 1)


def test_removed_ranks_option():
    m = Match("bleeding-hearts", NAMES, {"removed_ranks": ["T", "9", "8"]})
    m.deal(random.Random(1))
    union = 1 << m.current.turnip
    for h in m.current.dealt:
        union |= h
    assert union == deck([10, 9, 8])
    assert m.to_record()["options"] == {"removed_ranks": ["T", "9", "8"]}
    assert m.current.view(0).info.removed_ranks == ("T", "9", "8")
    same = Match("bleeding-hearts", NAMES, {"removed_ranks": ["7", "8", "9"]})
    assert same.options["removed_ranks"] == ["9", "8", "7"]
    assert same.to_record()["options"] == {}


@pytest.mark.parametrize(
    "value", [["9", "8"], ["9", "9", "8"], ["X", "8", "7"], "987", [9, 8, 7], ["9", "8", "7", "6"], None]
)
def test_bad_removed_ranks_are_refused(value):
    with pytest.raises(OptionError, match="removed_ranks"):
        Match("bleeding-hearts", NAMES, {"removed_ranks": value})


def test_exactly_three_players_and_no_zero_score_option():
    with pytest.raises(OptionError):
        Match("bleeding-hearts", [*NAMES, "P3"])
    with pytest.raises(OptionError):
        Match("bleeding-hearts", NAMES, {"zero_score": 50})
    assert Match("bleeding-hearts", NAMES).options["target"] == 500


# ----- hidden information ----------------------------------------------------------------


def test_turnip_is_hidden_until_the_bids_are_revealed_then_shown_to_all():
    m = Match("bleeding-hearts", NAMES, first_dealer=1)
    events = m.deal(random.Random(9))
    r = m.current
    turnip = r.turnip
    assert isinstance(events[0], RoundStarted) and events[0].trump is None
    assert all(turnip not in getattr(e, "cards", ()) and getattr(e, "card", None) != turnip for e in events)
    for seat in range(3):
        view = m.view(seat)
        assert view.info.turnip is None
        assert turnip not in view.hand
    events = m.apply(Declare(2, "turnip"))
    assert events == [BidCommitted(2)]
    assert m.view(2).info.bids[2] == "turnip"
    assert m.view(2).info.bug_suits[2] is None  # not even the turnip bidder knows it yet
    assert m.view(0).info.bids == (None, None, None)
    assert m.apply(Declare(0, "H", True)) == [BidCommitted(0)]
    assert m.view(1).info.doublets == (None, None, None)
    assert m.view(0).info.doublets[0] is True
    assert m.view(1).info.turnip is None
    events = m.apply(Declare(1, "S"))
    assert events == [
        BidCommitted(1),
        BidsRevealed(("H", "S", "turnip"), (True, False, False)),
        TurnipRevealed(turnip),
    ]
    for seat in range(3):
        info = m.view(seat).info
        assert info.turnip == turnip
        assert info.bids == ("H", "S", "turnip")
        assert info.doublets == (True, False, False)
        assert info.bug_suits == (1, 0, int(turnip.suit))
        assert info.target == 500


def test_turnip_goes_with_the_last_trick_event():
    m = Match("bleeding-hearts", NAMES, first_dealer=0)
    rng = random.Random(3)
    m.deal(rng)
    turnip = m.current.turnip
    events = []
    while m.current is not None:
        events += m.apply(rng.choice(m.current.legal_actions()))
    wins = [e for e in events if isinstance(e, TrickWon)]
    assert len(wins) == 13
    assert wins[-1].cards[-1] == turnip and len(wins[-1].cards) == 4
    assert all(turnip not in w.cards for w in wins[:-1])


# ----- records ---------------------------------------------------------------------------


def test_vector_bleeding_hearts_2():
    m = replay(load("bleeding-hearts-2.json"))
    expected = load("bleeding-hearts-2.expected.json")
    summary = replay_summary(m)
    assert summary["rounds"] == expected["rounds"]
    assert summary["totals"] == expected["totals"] == [345, 183, 266]
    assert summary["finished"] is expected["finished"] is False
    assert m.current is None  # every round complete; the match goes on to 500


def test_record_round_trip_and_field_order():
    m = Match("bleeding-hearts", NAMES, {"target": 200}, first_dealer=0)
    play_random_match(m, random.Random(21))
    rec = json.loads(json.dumps(m.to_record()))
    assert list(rec["rounds"][0]) == ["dealer", "hands", "turnip", "bids", "doublets", "plays"]
    again = replay(rec)
    assert replay_summary(again) == replay_summary(m)
    assert again.to_record() == rec


def test_record_in_progress_during_bidding():
    m = Match("bleeding-hearts", NAMES, first_dealer=0)
    m.deal(random.Random(2))
    m.apply(Declare(1, "D", True))
    rec = json.loads(json.dumps(m.to_record()))
    assert rec["rounds"][0]["bids"] == [None, "D", None]
    assert rec["rounds"][0]["doublets"] == [None, True, None]
    back = replay(rec)
    assert back.current.to_act == 2 and back.current.doublets == [False, True, False]
    assert back.view(0).info.turnip is None
    no_doublets = with_round(rec)
    del no_doublets["rounds"][0]["doublets"]
    assert replay(no_doublets).current.to_act == 1  # bids without doublets: not begun


@pytest.mark.parametrize(
    "changes, words",
    [
        ({"turnip": None}, ["round 1", "turnip is missing"]),
        ({"turnip": "9H"}, ["round 1", "9H is not in this game's pack"]),
        ({"turnip": "QS"}, ["round 1", "QS is dealt twice"]),
        ({"turnip": "XX"}, ["round 1", "turnip", "not a card"]),
        ({"bids": ["zero", "C", "C"]}, ["round 1", "P0", "'zero'"]),
        ({"doublets": [True, True, False]}, ["round 1", "P0 cannot bid Turnip with Doublets"]),
        ({"doublets": [False, True]}, ["round 1", "doublets must be a list of 3"]),
        ({"doublets": [False, "yes", False]}, ["round 1", "P1's doublets must be true or false"]),
        ({"doublets": None}, ["round 1", "doublets is missing"]),
        ({"bids": [None, "C", "C"]}, ["round 1", "P1 has a bid before P0, who bids earlier"]),
    ],
)
def test_malformed_bleeding_hearts_records(changes, words):
    message = refused(with_round(load("bleeding-hearts-2.json"), **changes))
    for w in words:
        assert w in message, message


def test_hand_with_a_bid_card_or_short_is_refused():
    rec = load("bleeding-hearts-2.json")
    bad = copy.deepcopy(rec)
    bad["rounds"][0]["hands"][0][0] = "9S"
    assert "9S is not in this game's pack" in refused(bad)
    bad = copy.deepcopy(rec)
    bad["rounds"][0]["hands"][2].pop()
    assert "P2 is dealt 12 cards; this round deals 13" in refused(bad)


def test_revoke_is_refused_with_round_trick_seat_card_rule():
    rec = load("bleeding-hearts-2.json")
    rd = rec["rounds"][0]
    r = get_game("bleeding-hearts").new_round(Match("bleeding-hearts", NAMES), dict(rd))
    for seat in r.bid_order:
        r.apply(Declare(seat, rd["bids"][seat], rd["doublets"][seat]))
    plays = rd["plays"]
    for i, text in enumerate(plays):
        seat = r.to_act
        if r.trick and Card.parse(text).suit == Card(r.trick[0]).suit:
            hand = {str(c) for c in parse_cards(rd["hands"][seat])}
            later = [c for c in plays[i + 1 :] if c in hand and Card.parse(c).suit != Card.parse(text).suit]
            if later:
                j = plays.index(later[0])
                bad = copy.deepcopy(rec)
                bad["rounds"][0]["plays"][i], bad["rounds"][0]["plays"][j] = plays[j], plays[i]
                message = refused(bad)
                led = Card(r.trick[0]).suit.noun
                assert message.startswith(f"round 1, trick {i // 3 + 1}: P{seat} must follow {led}")
                assert message.endswith(f"played {plays[j]}")
                return
        r.play(text)
    raise AssertionError("no revoke found to make")


def test_registered_under_its_record_name():
    assert isinstance(get_game("bleeding-hearts"), BleedingHearts)


# ----- match end -------------------------------------------------------------------------


def test_game_is_500_with_the_tie_rule():
    spec = get_game("bleeding-hearts")
    assert not spec.is_over(SimpleNamespace(totals=[499, 300, 0], options={"target": 500}))
    assert spec.is_over(SimpleNamespace(totals=[500, 300, 0], options={"target": 500}))
    assert not spec.is_over(SimpleNamespace(totals=[520, 520, 0], options={"target": 500}))
    won = SimpleNamespace(totals=[510, 530, 529], options={"target": 500})
    assert spec.is_over(won) and spec.winners(won) == [1]


def test_a_round_after_the_end_is_refused():
    m = Match("bleeding-hearts", NAMES, {"target": 100}, first_dealer=0)
    play_random_match(m, random.Random(6))
    rec = m.to_record()
    rec["rounds"].append(copy.deepcopy(rec["rounds"][0]))
    assert refused(rec) == f"round {len(rec['rounds'])}: the match had already ended"


# ----- simple player ---------------------------------------------------------------------


def test_simple_player_bids():
    r = BleedingHeartsRound.from_hands(["2S 3S 4S 5S 6S 2H 3H 4H 5H 6H 2D 3D 4D", "AS", "KS"], 2, "2C")
    # nothing above a six, void in clubs: Doublets on clubs is nearly safe
    assert bh_ai.bid(r.view(0), random.Random(0)) == Declare(0, "C", True)
    r = BleedingHeartsRound.from_hands(["AS KS QS JS TS AH KH QH JH TH AD KD 2C", "AS", "KS"], 2, "3C")
    assert bh_ai.bid(r.view(0), random.Random(0)) == Declare(0, "C")


def test_simple_players_play_legally():
    m = Match("bleeding-hearts", NAMES, {"target": 150}, first_dealer=0)
    rng = random.Random(1)
    while not m.finished:
        if m.current is None:
            m.deal(rng)
            continue
        view = m.view(m.current.to_act)
        action = simple.choose(view, rng)
        assert action in view.legal
        m.apply(action)


# ----- properties ------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 2))
def test_cards_conserved_legal_play_exists_and_scores_follow_the_rules(seed, dealer):
    rng = random.Random(seed)
    m = Match("bleeding-hearts", NAMES, first_dealer=dealer)
    m.deal(rng)
    r = m.current
    assert sum(h.bit_count() for h in r.dealt) == 39
    union = 1 << r.turnip
    for h in r.dealt:
        union |= h
    assert union == PACK
    while not r.is_done:
        legal = r.legal_actions()
        assert legal
        m.apply(rng.choice(legal))
        in_hands = 0
        for h in r.hands:
            in_hands |= h
        assert in_hands | r.played | 1 << r.turnip == PACK
    assert sum(r.tricks) == 13
    assert r.scores == expected_scores(r)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), target=st.sampled_from([100, 500]))
def test_a_random_legal_match_finishes(seed, target):
    m = Match("bleeding-hearts", NAMES, {"target": target})
    play_random_match(m, random.Random(seed))
    best = max(m.totals)
    assert best >= target and m.totals.count(best) == 1
    assert m.winners == [m.totals.index(best)]
    for rnd, scores in zip(m.rounds, m.round_scores, strict=True):
        assert scores == expected_scores(rnd)
