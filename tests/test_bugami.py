"""Bugami: seed examples, secret bids, deals for 3–7 players, records, match end, properties."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.ai import simple
from cardtable.ai.simple import bugami as bugami_ai
from cardtable.engine import Declare, IllegalAction, Match, OptionError, Play, RecordError, replay, replay_summary
from cardtable.engine.cards import FULL_DECK, SUIT_CHARS, SUIT_MASKS, Card, mask_of, parse_cards
from cardtable.engine.events import BidCommitted, BidsRevealed, RoundScored, TrickWon
from cardtable.engine.games import get_game
from cardtable.engine.games.bugami import (
    Bugami,
    BugamiRound,
    bug_score,
    bugami_pattern,
    deal_by_pattern,
    is_over_with_target,
    zero_bid_score,
)

from .conftest import play_random_match

VECTORS = Path(__file__).resolve().parent / "vectors"
NAMES = ["P0", "P1", "P2", "P3", "P4", "P5", "P6"]


def load(name: str) -> dict:
    return json.loads((VECTORS / name).read_text())


def refused(record: dict) -> str:
    """The one-line message a bad record is refused with."""
    with pytest.raises(RecordError) as info:
        replay(record)
    message = str(info.value)
    assert "\n" not in message
    return message


def expected_scores(rnd: BugamiRound) -> list[int]:
    """The scores of a finished round worked out again from its tricks, independently of
    the engine's bookkeeping: who won which cards, the leftovers with the last trick."""
    n = rnd.n
    won = [0] * n
    tricks = [0] * n
    for i, (_leader, cards, winner) in enumerate(rnd.history):
        tricks[winner] += 1
        won[winner] |= mask_of(cards)
        if i == len(rnd.history) - 1:
            won[winner] |= rnd.undealt
    out = []
    for seat in range(n):
        bid = rnd.bids[seat]
        if bid == "zero":
            out.append(rnd.zero_score if tricks[seat] == 0 else 0)
            continue
        bugs = (won[seat] & SUIT_MASKS[SUIT_CHARS.index(bid)]).bit_count()
        t = tricks[seat]
        out.append(0 if t == 0 else 20 * t if bugs == 0 else (10 * t) // bugs)
    return out


# ----- the seed's scoring examples -------------------------------------------------------


def test_seed_examples_of_the_division():
    assert bug_score(4, 2) == 20  # "4 tricks (40 points) and two cards ... 20 points"
    assert bug_score(5, 3) == 16  # "5 tricks with 3 avoided cards ... 16 points"
    assert bug_score(4, 0) == 80  # "four tricks captured with no avoided suits earns 80"
    assert bug_score(0, 0) == 0
    assert bug_score(3, 7) == 4
    assert bug_score(1, 11) == 0


def test_zero_bid_score_both_ways():
    assert zero_bid_score(0) == 50
    assert zero_bid_score(1) == 0
    assert zero_bid_score(0, 75) == 75
    assert zero_bid_score(3, 75) == 0


def scripted(last_lead: str, undealt: str, bids=("H", "zero", "D")) -> BugamiRound:
    """Three players; P0 wins four spade tricks on which P1 throws two hearts; the last
    trick is a diamond led by P0 (``last_lead``); ``undealt`` goes to its winner."""
    p0 = f"AS KS QS JS {last_lead}"
    r = BugamiRound.from_hands([p0, "2H 3H 4S 5S 3D", "6S 7S 8S 9S 2D AD".replace(last_lead, "")], 2, undealt)
    for b in bids:
        r.declare(b)
    for t in (("AS", "4S", "6S"), ("KS", "5S", "7S"), ("QS", "2H", "8S"), ("JS", "3H", "9S")):
        for c in t:
            r.play(c)
    r.play(last_lead)
    r.play("3D")
    r.play(r.legal_cards()[0])
    return r


def test_seed_example_four_tricks_two_bugs_in_play():
    r = scripted("2D", "4H")  # P2 wins the last trick with AD and takes the 4H
    assert r.is_done
    assert r.tricks == [4, 0, 1]
    # P0: 4 tricks, 2 hearts -> 20; P1 zero, no trick -> 50; P2 (diamonds): 2D 3D AD -> 10 // 3
    assert r.scores == [20, 50, 3]
    assert r.scores == expected_scores(r)


def test_seed_example_five_tricks_three_bugs_counts_the_leftover():
    r = scripted("AD", "4H")  # P0 wins the last trick, and with it the 4H: a third heart
    assert r.tricks == [5, 0, 0]
    assert r.scores == [16, 50, 0]
    last = r.history[-1]
    assert last[2] == 0


def test_leftover_of_another_suit_is_no_bug():
    r = scripted("AD", "4C")
    assert r.scores == [25, 50, 0]  # 5 tricks, 2 hearts


def test_trick_won_event_carries_the_leftovers():
    r = BugamiRound.from_hands(["AS", "KS", "QS"], 0, "2C")
    for b in ("S", "H", "D"):
        r.declare(b)
    r.play("KS")
    r.play("QS")
    events = r.play("AS")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.cards[-1] == Card.parse("2C")
    # seat 1 led; seat 0 won with the ace and took the 2C: no diamond, so 20
    assert r.tricks == [1, 0, 0]
    assert r.scores == [20, 0, 0]


def test_zero_bidder_who_takes_a_trick_scores_nothing():
    r = BugamiRound.from_hands(["AS", "KS", "QS"], 2, "", zero_score=50)
    for b in ("zero", "zero", "zero"):
        r.declare(b)
    for c in ("AS", "KS", "QS"):
        r.play(c)
    assert r.scores == [0, 50, 50]


def test_zero_score_option_is_used_and_recorded():
    m = Match("bugami", NAMES[:4], {"zero_score": 75, "target": 300})
    assert m.options == {"target": 300, "zero_score": 75}
    m.deal(random.Random(3))
    assert m.current.zero_score == 75
    assert m.to_record()["options"] == {"target": 300, "zero_score": 75}
    assert Match("bugami", NAMES[:4]).to_record()["options"] == {}


@pytest.mark.parametrize("options", [{"zero_score": -1}, {"target": "250"}, {"target": True}, {"trumps": 1}])
def test_bad_options_are_refused(options):
    with pytest.raises(OptionError):
        Match("bugami", NAMES[:4], options)


@pytest.mark.parametrize("n", [2, 8])
def test_player_counts(n):
    with pytest.raises(OptionError):
        Match("bugami", NAMES[:2] + ["Q"] * (n - 2))


# ----- the deal ---------------------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_deal_shapes(n):
    m = Match("bugami", NAMES[:n], first_dealer=0)
    m.deal(random.Random(n))
    r = m.current
    assert [h.bit_count() for h in r.dealt] == [52 // n] * n
    assert r.undealt.bit_count() == 52 % n
    assert r.n_tricks == 52 // n
    union = r.undealt
    for h in r.dealt:
        assert union & h == 0
        union |= h
    assert union == FULL_DECK
    assert r.view(0).info.undealt == 52 % n


def test_deal_is_one_card_at_a_time_from_the_dealers_left():
    cards = [Card(i) for i in range(52)]
    hands, rest = deal_by_pattern(cards, dealer=1, n=5, pattern=bugami_pattern(5))
    assert hands[2][:3] == [Card(0), Card(5), Card(10)]  # left of the dealer first
    assert hands[1][:2] == [Card(4), Card(9)]  # the dealer last
    assert rest == [Card(50), Card(51)]


def test_deal_pattern_must_use_the_whole_pack():
    with pytest.raises(ValueError):
        deal_by_pattern([Card(i) for i in range(52)], 0, 4, [("each", 1)] * 12)


# ----- secret bids ------------------------------------------------------------------------


def test_bids_are_secret_until_all_have_bid():
    m = Match("bugami", NAMES[:4], first_dealer=3)
    m.deal(random.Random(1))
    r = m.current
    assert r.to_act == 0  # left of the dealer bids first
    assert {a.bid for a in r.legal_actions()} == {"S", "H", "D", "C", "zero"}
    events = m.apply(Declare(0, "H"))
    assert events == [BidCommitted(0)]
    for seat in (1, 2, 3):
        info = m.view(seat).info
        assert info.bids[0] is None
        assert info.bug_suits[0] is None
        assert info.has_bid == (True, False, False, False)
        assert not info.revealed
    assert m.view(0).info.bids[0] == "H"  # a seat sees its own bid
    assert m.view(0).info.bug_suits[0] == 1
    assert m.apply(Declare(1, "zero")) == [BidCommitted(1)]
    assert m.view(2).info.bids == (None, None, None, None)
    assert m.apply(Declare(2, "S")) == [BidCommitted(2)]
    events = m.apply(Declare(3, "C"))
    assert events[0] == BidCommitted(3)
    assert events[1] == BidsRevealed(("H", "zero", "S", "C"), (False,) * 4)
    for seat in range(4):
        assert m.view(seat).info.bids == ("H", "zero", "S", "C")
        assert m.view(seat).info.bug_suits == (1, None, 0, 3)
    assert r.phase == "play" and r.to_act == 0


def test_bad_bids_are_refused():
    r = BugamiRound.from_hands(["AS", "KS", "QS"], 2, "")
    with pytest.raises(IllegalAction, match="out of turn"):
        r.apply(Declare(1, "H"))
    with pytest.raises(IllegalAction, match="must be one of"):
        r.apply(Declare(0, "turnip"))
    with pytest.raises(IllegalAction, match="Doublets"):
        r.apply(Declare(0, "H", True))
    with pytest.raises(IllegalAction, match="bid"):
        r.apply(Play(0, Card.parse("AS")))
    with pytest.raises(IllegalAction):
        r.apply(Declare(7, "H"))
    for b in ("S", "S", "S"):
        r.declare(b)
    with pytest.raises(IllegalAction, match="bidding is over"):
        r.apply(Declare(0, "H"))


def test_no_bid_travels_in_an_event():
    m = Match("bugami", NAMES[:5], first_dealer=0)
    m.deal(random.Random(2))
    r = m.current
    events = []
    for seat in r.bid_order[:-1]:
        events += m.apply(Declare(seat, "D"))
    assert events == [BidCommitted(s) for s in r.bid_order[:-1]]
    assert not any(isinstance(e, BidsRevealed) for e in events)


# ----- records ---------------------------------------------------------------------------


def test_vector_bugami_1():
    m = replay(load("bugami-1.json"))
    expected = load("bugami-1.expected.json")
    summary = replay_summary(m)
    assert summary["rounds"] == expected["rounds"]
    assert summary["totals"] == expected["totals"]
    assert summary["finished"] == expected["finished"]
    assert summary["winners"] == [2]


def test_record_round_trip_keeps_field_order():
    m = Match("bugami", NAMES[:5], first_dealer=2)
    play_random_match(m, random.Random(11))
    rec = json.loads(json.dumps(m.to_record()))
    assert list(rec["rounds"][0]) == ["dealer", "hands", "undealt", "bids", "plays"]
    again = replay(rec)
    assert replay_summary(again) == replay_summary(m)
    assert again.to_record() == rec


def test_record_in_progress_mid_bidding_and_mid_play():
    m = Match("bugami", NAMES[:3], first_dealer=0)
    rng = random.Random(5)
    m.deal(rng)
    m.apply(Declare(1, "S"))
    rec = m.to_record()
    assert rec["rounds"][0]["bids"] == [None, "S", None]
    back = replay(json.loads(json.dumps(rec)))
    assert back.current.bids == [None, "S", None]
    assert back.current.to_act == 2
    m.apply(Declare(2, "H"))
    m.apply(Declare(0, "zero"))
    for _ in range(7):
        m.apply(rng.choice(m.current.legal_actions()))
    back = replay(json.loads(json.dumps(m.to_record())))
    assert back.current.plays == m.current.plays
    assert back.current.hands == m.current.hands


def first_round_with_revoke(rec: dict) -> tuple[dict, str]:
    """Swap two cards of one player in round 1 so that they discard holding the suit led;
    returns the record and the expected start of the message."""
    rd = rec["rounds"][0]
    game = get_game(rec["game"])
    n = len(rec["players"])
    m = Match(rec["game"], rec["players"])
    m.start_round(rd)
    r = m.current
    for b in game.replay_steps(r, {**rd, "plays": []}):
        m.apply(b)
    plays = rd["plays"]
    for i, text in enumerate(plays):
        seat = r.to_act
        if r.trick and Card.parse(text).suit == Card(r.trick[0]).suit:
            mine = set(plays[i + 1 :]) & {str(c) for c in parse_cards(rd["hands"][seat])}
            other = [c for c in plays[i + 1 :] if c in mine and Card.parse(c).suit != Card.parse(text).suit]
            if other:
                j = plays.index(other[0])
                bad = copy.deepcopy(rec)
                bad["rounds"][0]["plays"][i], bad["rounds"][0]["plays"][j] = plays[j], plays[i]
                return bad, f"round 1, trick {i // n + 1}: {rec['players'][seat]} must follow"
        r.play(text)
    raise AssertionError("no revoke found to make")


def test_revoke_in_a_record_is_refused_with_round_trick_seat_card_rule():
    bad, start = first_round_with_revoke(load("bugami-1.json"))
    message = refused(bad)
    assert message.startswith(start), message
    assert "played" in message


def with_round(rec: dict, **changes) -> dict:
    bad = copy.deepcopy(rec)
    bad["rounds"][0].update(changes)
    return bad


@pytest.mark.parametrize(
    "changes, words",
    [
        ({"bids": ["S", "H", "X", "H"]}, ["round 1", "P2", "'X'"]),
        ({"bids": ["S", "H", "D"]}, ["round 1", "bids must be a list of 4"]),
        ({"bids": ["S", "H", None, "H"]}, ["round 1", "P3 has a bid before P2"]),
        ({"bids": [None, None, None, None]}, ["round 1", "cards are played before P2 has bid"]),
        ({"undealt": ["2H"]}, ["round 1", "undealt has 1 card; a 4-player deal sets 0 aside"]),
        ({"plays": None}, ["round 1", "plays must be a list"]),
        ({"plays": ["ZZ"]}, ["round 1", "not a card"]),
    ],
)
def test_malformed_bugami_records(changes, words):
    message = refused(with_round(load("bugami-1.json"), **changes))
    for w in words:
        assert w in message, message


def test_missing_undealt_and_duplicated_cards_are_refused():
    rec = load("bugami-1.json")
    bad = copy.deepcopy(rec)
    del bad["rounds"][0]["undealt"]
    assert "undealt is missing" in refused(bad)
    bad = copy.deepcopy(rec)
    bad["rounds"][0]["hands"][1][0] = bad["rounds"][0]["hands"][0][0]
    assert "dealt twice" in refused(bad)
    bad = copy.deepcopy(rec)
    bad["rounds"][0]["hands"][1].pop()
    assert "P1 is dealt 12 cards" in refused(bad)


def test_leftovers_must_be_recorded_for_three_players():
    m = Match("bugami", NAMES[:3], first_dealer=0)
    play_random_match(m, random.Random(4))
    rec = m.to_record()
    assert len(rec["rounds"][0]["undealt"]) == 1
    bad = copy.deepcopy(rec)
    bad["rounds"][0]["undealt"] = []
    assert "undealt has 0 cards; a 3-player deal sets 1 aside" in refused(bad)
    bad = copy.deepcopy(rec)
    bad["rounds"][0]["undealt"] = [bad["rounds"][0]["hands"][0][0]]
    assert "dealt twice" in refused(bad)


def test_a_card_after_the_last_trick_and_a_round_after_the_end():
    rec = load("bugami-1.json")
    bad = with_round(rec)
    bad["rounds"][0]["plays"].append("AS")
    assert "after the round's last trick" in refused(bad)
    bad = copy.deepcopy(rec)
    bad["rounds"].append(copy.deepcopy(rec["rounds"][0]))
    assert refused(bad) == "round 10: the match had already ended"


def test_unfinished_round_that_is_not_the_last_is_refused():
    bad = with_round(load("bugami-1.json"))
    bad["rounds"][0]["plays"] = bad["rounds"][0]["plays"][:10]
    assert "unfinished" in refused(bad)


def test_registered_under_its_record_name():
    spec = get_game("bugami")
    assert isinstance(spec, Bugami)
    assert spec.player_counts == (3, 4, 5, 6, 7)


# ----- match end -------------------------------------------------------------------------


def test_end_and_tie_rule():
    assert not is_over_with_target([249, 100, 0], 250)
    assert is_over_with_target([250, 100, 0], 250)
    assert not is_over_with_target([260, 260, 100], 250)  # exact tie for the highest: play on
    assert is_over_with_target([300, 260, 260], 250)  # a tie below the top does not matter
    assert is_over_with_target([255, 270, 10], 250)
    spec = get_game("bugami")
    tied = SimpleNamespace(totals=[260, 260, 1], options={"target": 250})
    assert not spec.is_over(tied)
    won = SimpleNamespace(totals=[251, 262, 1], options={"target": 250})
    assert spec.is_over(won) and spec.winners(won) == [1]


def test_match_plays_to_the_target_and_no_further():
    m = Match("bugami", NAMES[:4], {"target": 60}, first_dealer=0)
    rng = random.Random(8)
    events = []
    while not m.finished:
        if m.current is None:
            events += m.deal(rng)
        else:
            events += m.apply(rng.choice(m.current.legal_actions()))
    scored = [e for e in events if isinstance(e, RoundScored)]
    for e in scored[:-1]:
        assert not is_over_with_target(e.totals, 60)
    assert max(m.totals) >= 60
    assert m.winners == [m.totals.index(max(m.totals))]
    with pytest.raises(IllegalAction):
        m.deal(rng)


# ----- simple player ---------------------------------------------------------------------


def test_simple_player_bids_its_safest_suit_or_zero():
    hand = parse_cards("2S 3S AH KH QH JH TH 9D 8D 7D 6C 5C 4C")
    assert bugami_ai.safest_suit(hand) == 0
    assert not bugami_ai.is_weak(hand)
    assert bugami_ai.is_weak(parse_cards("2S 3S 4H 5H 6H 7H 8H 9D 8D 7D 6C 5C 4C"))
    r = BugamiRound.from_hands(["2S 3S 4H 5H 6H 7H 8H 9D 8D 7D 6C 5C 4C", "AS", "KS"], 2, "")
    assert simple.choose(r.view(0), random.Random(0)) == Declare(0, "zero")


def test_simple_player_ducks_and_feeds_bugs():
    r = BugamiRound.from_hands(["AH 2H 3C 4D", "KH 5S 4C 5D", "QH 6S 5C 2C"], 2, "")
    for b in ("H", "S", "C"):
        r.declare(b)
    # P0 leads: it holds hearts (its bug suit) and others hold higher ones: lead the 2H
    assert simple.choose(r.view(0), random.Random(0)) == Play(0, Card.parse("2H"))
    r.play("3C")
    r.play("4C")
    # P2 (bug clubs) ducks a club trick: the 2C, not the winning 5C
    assert simple.choose(r.view(2), random.Random(0)) == Play(2, Card.parse("2C"))
    r2 = BugamiRound.from_hands(["AC 2H", "3C 5S", "KH 6S"], 2, "")
    for b in ("C", "S", "H"):
        r2.declare(b)
    r2.play("AC")
    r2.play("3C")
    # P2 is void in clubs, P0 is winning with clubs as its bug suit... and P2 holds no club:
    # it throws P0's bug suit if it can, else its own bug suit (hearts), highest first
    assert simple.choose(r2.view(2), random.Random(0)) == Play(2, Card.parse("KH"))


def test_simple_players_play_a_whole_match_legally():
    for n in (3, 6):
        m = Match("bugami", NAMES[:n], {"target": 120}, first_dealer=0)
        rng = random.Random(n)
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
@given(n=st.integers(3, 7), seed=st.integers(0, 2**32 - 1))
def test_cards_are_conserved_and_a_legal_play_always_exists(n, seed):
    rng = random.Random(seed)
    m = Match("bugami", NAMES[:n])
    m.deal(rng)
    r = m.current
    union = r.undealt
    assert sum(h.bit_count() for h in r.dealt) + r.undealt.bit_count() == 52
    for h in r.dealt:
        union |= h
    assert union == FULL_DECK
    while not r.is_done:
        legal = r.legal_actions()
        assert legal
        m.apply(rng.choice(legal))
        if r.phase == "play" and not r.is_done:
            in_hands = 0
            for h in r.hands:
                in_hands |= h
            assert in_hands | r.played | r.undealt == FULL_DECK
    assert sum(r.tricks) == 52 // n
    assert r.scores == expected_scores(r)


@settings(max_examples=8, deadline=None)
@given(n=st.integers(3, 7), seed=st.integers(0, 2**32 - 1), target=st.sampled_from([40, 100, 250]))
def test_a_random_legal_match_finishes_by_the_rules(n, seed, target):
    m = Match("bugami", NAMES[:n], {"target": target, "zero_score": 30})
    play_random_match(m, random.Random(seed))
    best = max(m.totals)
    assert best >= target
    assert m.winners == [m.totals.index(best)]
    assert m.totals.count(best) == 1
    running = [0] * n
    for rnd, scores in zip(m.rounds, m.round_scores, strict=True):
        assert scores == expected_scores(rnd)
        running = [a + b for a, b in zip(running, scores, strict=True)]
    assert running == m.totals


def test_the_registry_finds_both_games_without_importing_them_first():
    code = (
        "from cardtable.engine.games import get_game, supported_games;"
        "print(get_game('bugami').name, get_game('bleeding-hearts').name, sorted(supported_games()))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.startswith("bugami bleeding-hearts")
