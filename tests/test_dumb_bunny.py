"""Dumb-Bunny Bridge: the must-beat rule (seed examples 1–3 and every case of docs/RULES.md),
the hand card and its modifiers, tables and seating, records, the vector, properties."""

from __future__ import annotations

import itertools
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine import IllegalAction, Match, OptionError, Play, RecordError
from cardtable.engine.cards import FULL_DECK, SUIT_MASKS, Card, cards_of, mask_of, parse_cards, random_card
from cardtable.engine.events import CardPlayed, MatchOver, RoundScored, TrickWon
from cardtable.engine.games.dumb_bunny import (
    DEFAULT_HAND_CARD,
    DumbBunnyRound,
    Hand,
    move_tables,
    parse_hand_card,
    rotate_partners,
    seating_after,
)
from cardtable.engine.record import replay, replay_summary
from cardtable.engine.trick import ANY, BEAT, FOLLOW, OVERTRUMP, TRUMP, legal_must_beat, winner_index

ROOT = Path(__file__).resolve().parent.parent
VECTORS = Path(__file__).resolve().parent / "vectors"  # the repository's copies of the shared vectors
S, H, D, C = 0, 1, 2, 3


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def names(mask: int) -> list[str]:
    return sorted(str(c) for c in cards_of(mask))


def legal(hand: str, trick: str, trump: int | None = None) -> tuple[list[str], str]:
    mask, reason = legal_must_beat(mask_of(cards(hand)), [int(c) for c in cards(trick)], trump)
    return names(mask), reason


def sorted_text(text: str) -> list[str]:
    return sorted(text.split())


# ----- the seed's examples, card by card -----------------------------------------------


def step(rnd: DumbBunnyRound, expected_legal: str, card: str) -> list:
    """Check the legal set of the player to act, then play ``card`` for them."""
    assert names(rnd.legal_mask()) == sorted_text(expected_legal)
    assert sorted(str(a.card) for a in rnd.legal_actions()) == sorted_text(expected_legal)
    return rnd.play(card)


def test_seed_example_1_no_trump_must_beat_even_over_partner():
    # Player one leads (dealer is seat 3, so seat 0 leads).
    rnd = DumbBunnyRound.from_hands(["TH 5C 9D", "7H JH 2C", "2H 3H 5H", "6H AH 4C"], dealer=3)
    assert rnd.to_act == 0
    step(rnd, "TH 5C 9D", "TH")  # leading: anything
    step(rnd, "JH", "JH")  # holds 7H and JH: must take the trick with the jack
    step(rnd, "2H 3H 5H", "3H")  # low hearts cannot beat the jack: any heart
    events = step(rnd, "AH", "AH")  # must take it with the ace, over partner's jack
    assert TrickWon(3, tuple(cards("TH JH 3H AH")), 1) in events
    assert rnd.to_act == 3  # player four leads the next trick


def test_seed_example_2_cannot_beat_follow_any_void_any_card():
    rnd = DumbBunnyRound.from_hands(["JC 5S 9D", "4C 8C 3D", "4D 7S 9H", "QC AC 2H"], dealer=3)
    step(rnd, "JC 5S 9D", "JC")
    step(rnd, "4C 8C", "4C")  # cannot beat the jack: either club
    step(rnd, "4D 7S 9H", "4D")  # no clubs, no trumps: anything
    events = step(rnd, "QC AC", "QC")  # either club beats the jack; one must be played
    assert TrickWon(3, tuple(cards("JC 4C 4D QC")), 1) in events


def test_seed_example_3_hearts_trump_must_trump_and_overtrump():
    rnd = DumbBunnyRound.from_hands(["QS 5C 9D", "5H 9H 5D", "3H TH 2C", "2D 3C 4C"], dealer=3, trump="H")
    step(rnd, "QS 5C 9D", "QS")
    step(rnd, "5H 9H", "5H")  # out of spades, holds trumps: must trump (any trump)
    step(rnd, "TH", "TH")  # out of spades: must overtrump the 5H, only the ten can
    events = step(rnd, "2D 3C 4C", "2D")  # out of spades and hearts: anything
    assert TrickWon(2, tuple(cards("QS 5H TH 2D")), 1) in events
    assert rnd.to_act == 2


# ----- every case of the must-beat rule ---------------------------------------------------


def test_leading_any_card():
    assert legal("2C AS 7H", "", H) == (sorted_text("2C AS 7H"), ANY)


def test_follow_and_beat_the_winning_card():
    assert legal("7H JH 2C", "TH") == (["JH"], BEAT)
    assert legal("7H JH QH 2C", "TH") == (sorted_text("JH QH"), BEAT)  # any card that beats


def test_beat_the_card_now_winning_not_the_card_led():
    assert legal("9H QH", "TH JH") == (["QH"], BEAT)


def test_cannot_beat_any_card_of_the_suit_led():
    assert legal("3H 5H 9C", "TH JH") == (sorted_text("3H 5H"), FOLLOW)
    assert legal("KH 2H AS", "TH AH") == (sorted_text("KH 2H"), FOLLOW)  # KH beats TH, not AH


def test_trick_already_trumped_any_card_of_the_suit_led():
    # The AS would beat the queen but cannot win a trumped trick: no obligation to play it.
    assert legal("AS 2S 4H", "QS 5H", H) == (sorted_text("AS 2S"), FOLLOW)
    # Spades (suit 0) trump hearts (suit 1): the reason is "follow", never "beat the 5S".
    assert legal("AH 2H 4S", "QH 5S", S) == (sorted_text("AH 2H"), FOLLOW)


def test_void_with_trumps_must_trump():
    assert legal("3H 2D", "QS", H) == (["3H"], TRUMP)
    assert legal("3H 9H 2D", "QS", H) == (sorted_text("3H 9H"), TRUMP)  # any trump


def test_void_must_overtrump_if_able():
    assert legal("3H TH 2D", "QS 5H", H) == (["TH"], OVERTRUMP)
    assert legal("3H TH KH 2D", "QS 5H", H) == (sorted_text("TH KH"), OVERTRUMP)


def test_void_cannot_overtrump_any_trump():
    assert legal("3H 2H 2D", "QS 5H", H) == (sorted_text("3H 2H"), TRUMP)


def test_void_without_trumps_any_card():
    assert legal("2D 4C", "QS 5H", H) == (sorted_text("2D 4C"), ANY)
    assert legal("2D 4C", "QS", H) == (sorted_text("2D 4C"), ANY)


def test_void_in_no_trump_any_card():
    assert legal("4D 8S 2H", "JC 4C", None) == (sorted_text("4D 8S 2H"), ANY)


def test_led_suit_is_trump():
    assert legal("2H KH 3C", "TH", H) == (["KH"], BEAT)
    assert legal("2H 3H 3C", "TH", H) == (sorted_text("2H 3H"), FOLLOW)
    assert legal("2S 3C", "TH", H) == (sorted_text("2S 3C"), ANY)  # void in trumps: anything


def must_beat_oracle(hand: list[int], trick: list[int], trump: int | None) -> set[int]:
    """docs/RULES.md's must-beat rule, written out card by card, independently of trick.py."""
    if not trick:
        return set(hand)
    led = trick[0] // 13
    trumps_in = [c for c in trick if trump is not None and c // 13 == trump]
    winner = max(trumps_in) if trumps_in else max(c for c in trick if c // 13 == led)
    trumped = winner // 13 != led
    same = [c for c in hand if c // 13 == led]
    if same:
        if trumped:
            return set(same)
        beaters = [c for c in same if c > winner]
        return set(beaters or same)
    my_trumps = [c for c in hand if trump is not None and c // 13 == trump]
    if not my_trumps:
        return set(hand)
    over = [c for c in my_trumps if not trumped or c > winner]
    return set(over or my_trumps)


@given(
    st.lists(st.integers(0, 51), min_size=1, max_size=16, unique=True),
    st.integers(0, 3),
    st.sampled_from([None, S, H, D, C]),
)
def test_must_beat_matches_the_rules_written_out(cards_drawn, trick_len, trump):
    trick = cards_drawn[:trick_len]
    hand = cards_drawn[trick_len:]
    if not hand:
        return
    mask, _ = legal_must_beat(mask_of(hand), trick, trump)
    assert mask, "a player with cards always has a legal card"
    assert mask & ~mask_of(hand) == 0
    assert set(cards_of(mask)) == must_beat_oracle(hand, trick, trump)


def test_illegal_card_refused_with_the_rule_named():
    rnd = DumbBunnyRound.from_hands(["TH 5C", "7H JH", "2H 3H", "6H AH"], dealer=3, names=["An", "Bo", "Cy", "Di"])
    rnd.play("TH")
    rule = r"at table 1, Bo must beat the TH with a higher heart: holds JH, played 7H"
    with pytest.raises(IllegalAction, match=rule):
        rnd.play("7H")
    assert rnd.why_illegal("7H") == "must beat the TH with a higher heart"
    assert rnd.why_illegal("JH") is None


# ----- scoring, swap, blind --------------------------------------------------------------

# Each seat holds one whole suit: in no trumps North leads spades and takes all 13 tricks.
ONE_SUIT_EACH = [" ".join(f"{r}{s}" for r in "23456789TJQKA") for s in "SHDC"]


def play_out(rnd: DumbBunnyRound, rng: random.Random | None = None) -> None:
    while not rnd.is_done:
        mask = rnd.legal_mask()
        rnd.play(random_card(mask, rng) if rng else cards_of(mask)[0])


def test_partners_score_their_sides_tricks():
    rnd = DumbBunnyRound.from_hands(ONE_SUIT_EACH, dealer=3)
    play_out(rnd)
    assert rnd.player_tricks == [13, 0, 0, 0]
    assert rnd.scores == [13, 0, 13, 0]


def test_swap_credits_each_side_with_the_other_sides_tricks():
    rnd = DumbBunnyRound.from_hands(ONE_SUIT_EACH, dealer=3, modifiers=["swap"])
    play_out(rnd)
    assert rnd.player_tricks == [13, 0, 0, 0]
    assert rnd.scores == [0, 13, 0, 13]


def test_swap_scores_through_the_match():
    card = [{"trump": None, "modifiers": ["swap"]}, {"trump": None, "modifiers": []}]
    m = Match("dumb-bunny", ["N", "E", "S", "W"], {"hand_card": card})
    deal = {"tables": [{"seats": [0, 1, 2, 3], "dealer": 3, "hands": [h.split() for h in ONE_SUIT_EACH]}]}
    m.start_round(deal)
    events = []
    while m.current is not None:
        events += m.play(cards_of(m.current.legal_mask())[0])
    scored = [e for e in events if isinstance(e, RoundScored)]
    assert scored == [RoundScored((13, 0, 0, 0), (0, 13, 0, 13), (0, 13, 0, 13))]
    m.start_round(deal)  # the deal rotation is the record's: same dealer is accepted as written
    while m.current is not None:
        events = m.play(cards_of(m.current.legal_mask())[0])
    assert m.round_scores == [[0, 13, 0, 13], [13, 0, 13, 0]]
    assert m.totals == [13, 13, 13, 13] and m.finished and m.winners == [0, 1, 2, 3]
    assert any(isinstance(e, MatchOver) for e in events)


def test_blind_any_card_may_be_played_and_the_trick_is_judged_normally():
    hands = ["TH 5C", "7H JH", "2H 3H", "6H AH"]
    rnd = DumbBunnyRound.from_hands(hands, dealer=3, trump="C", modifiers=["blind"])
    rnd.play("TH")
    assert names(rnd.legal_mask()) == sorted_text("7H JH")  # no must-beat: either heart
    rnd.play("7H")
    rnd.play("2H")
    events = rnd.play("6H")  # would be a revoke of the must-beat rule if not blind
    assert TrickWon(0, tuple(cards("TH 7H 2H 6H")), 1) in events  # highest heart wins
    rnd.play("5C")
    assert names(rnd.legal_mask()) == ["JH"]  # the only card left


def test_blind_anything_goes_even_a_revoke():
    rnd = DumbBunnyRound.from_hands(["TH 5C", "7H 2C", "2H 3H", "6H AH"], dealer=3, modifiers=["blind"])
    rnd.play("TH")
    assert names(rnd.legal_mask()) == sorted_text("7H 2C")
    rnd.play("2C")  # does not follow hearts: fine face down
    assert rnd.tables[0].trick == [int(Card.parse("TH")), int(Card.parse("2C"))]


def test_blind_view_hides_the_players_own_cards_but_shows_counts():
    rnd = DumbBunnyRound.from_hands(["TH 5C", "7H 2C", "2H 3H", "6H AH"], dealer=3, modifiers=["blind"])
    for p in range(4):
        v = rnd.view(p)
        assert v.hand == ()
        assert v.hand_sizes == (2, 2, 2, 2)
        assert v.info.blind is True
    assert len(rnd.view(0).legal) == 2  # the player to act can still choose a (face-down) card
    seen = DumbBunnyRound.from_hands(["TH 5C", "7H 2C", "2H 3H", "6H AH"], dealer=3)
    assert set(seen.view(0).hand) == set(cards("TH 5C"))  # not blind: own cards shown


def test_blind_hand_in_the_default_card_is_hand_4_and_11():
    hands = parse_hand_card(DEFAULT_HAND_CARD)
    assert [i + 1 for i, h in enumerate(hands) if h.blind] == [4, 11]


# ----- the hand card ---------------------------------------------------------------------


def test_default_hand_card_is_rules_md():
    expected = [
        (None, set()), ("S", set()), ("H", set()), (None, {"blind", "new_partners"}),
        ("D", set()), ("C", set()), (None, set()), ("S", {"swap", "move_tables"}),
        (None, set()), ("H", set()), ("D", {"blind"}), ("C", {"new_partners"}),
        ("S", set()), (None, {"swap"}), ("H", set()), (None, set()),
    ]  # fmt: skip
    assert [(h["trump"], set(h["modifiers"])) for h in DEFAULT_HAND_CARD] == expected


def test_hand_card_file_equals_the_engine_constant():
    data = json.loads((ROOT / "resources" / "dumb-bunny-hand-card.json").read_text(encoding="utf-8"))
    assert data == DEFAULT_HAND_CARD
    assert parse_hand_card(data) == parse_hand_card(DEFAULT_HAND_CARD)


def test_match_length_is_the_hand_card_length():
    assert Match("dumb-bunny", [f"P{i}" for i in range(4)]).rounds_planned == 16
    short = [{"trump": "S", "modifiers": []}] * 3
    assert Match("dumb-bunny", [f"P{i}" for i in range(4)], {"hand_card": short}).rounds_planned == 3


def test_trump_comes_from_the_hand_card():
    m = Match("dumb-bunny", [f"P{i}" for i in range(4)], first_dealer=0)
    rng = random.Random(3)
    trumps = []
    for _ in range(3):
        m.deal(rng)
        trumps.append(m.current.trump)
        while m.current is not None:
            m.play(cards_of(m.current.legal_mask())[0])
    assert trumps == [None, S, H]


@pytest.mark.parametrize(
    ("card", "message"),
    [
        ([], "non-empty list"),
        ("NT", "has the wrong type"),
        ([{"trump": "X", "modifiers": []}], "hand 1 has trump 'X'"),
        ([{"trump": "s", "modifiers": []}], "hand 1 has trump 's'"),
        ([{"modifiers": []}], "hand 1 needs a trump"),
        (
            [{"trump": None, "modifiers": ["swap"]}, {"trump": None, "modifiers": ["blnd"]}],
            "hand 2 has unknown modifier 'blnd'",
        ),
        ([{"trump": None, "modifiers": ["swap", "swap"]}], "modifier twice"),
        ([{"trump": None, "modifiers": "swap"}], "modifiers must be a list"),
        ([{"trump": None, "extra": 1}], "unknown field 'extra'"),
        (["NT"], "hand 1 must be an object"),
    ],
)
def test_bad_hand_cards_are_refused(card, message):
    with pytest.raises(OptionError, match=message):
        Match("dumb-bunny", [f"P{i}" for i in range(4)], {"hand_card": card})


def test_default_options_are_not_written_and_cannot_be_corrupted():
    m = Match("dumb-bunny", [f"P{i}" for i in range(4)], first_dealer=0)
    assert m.to_record()["options"] == {}
    m.options["hand_card"][0]["trump"] = "S"  # a private copy, not the constant
    assert DEFAULT_HAND_CARD[0]["trump"] is None


def test_player_counts():
    for n in (4, 8, 12, 16):
        Match("dumb-bunny", [f"P{i}" for i in range(n)])
    for n in (3, 5, 6, 7, 9, 20):
        with pytest.raises(OptionError, match="is for 4, 8, 12, 16 players"):
            Match("dumb-bunny", [f"P{i}" for i in range(n)])


# ----- seating: new partners, move tables, the deal rotation -----------------------------


def partners(seats: list[list[int]]) -> set[frozenset[int]]:
    return {frozenset((t[i], t[i + 2])) for t in seats for i in (0, 1)}


def test_new_partners_gives_everyone_a_new_partner():
    before = [[0, 1, 2, 3], [4, 5, 6, 7]]
    after = rotate_partners(before)
    assert after == [[0, 3, 1, 2], [4, 7, 5, 6]]
    assert partners(before).isdisjoint(partners(after))
    # Three rotations run through all three partnerships of a table and come back.
    seen = set()
    seats = before
    for _ in range(3):
        seen |= partners(seats)
        seats = rotate_partners(seats)
    assert seats == before
    assert len({p for p in seen if p <= {0, 1, 2, 3}}) == 6  # every pair of the table once


def test_move_tables_moves_east_west_to_the_next_table():
    assert move_tables([[0, 1, 2, 3], [4, 5, 6, 7]]) == [[0, 5, 2, 7], [4, 1, 6, 3]]
    assert move_tables([[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]) == [
        [0, 9, 2, 11], [4, 1, 6, 3], [8, 5, 10, 7],
    ]  # fmt: skip
    assert move_tables([[0, 1, 2, 3]]) == [[0, 1, 2, 3]]  # one table: nowhere to go


def test_seating_after_applies_the_hands_modifiers():
    seats = [[0, 1, 2, 3], [4, 5, 6, 7]]
    assert seating_after(seats, Hand(None)) == seats
    assert seating_after(seats, Hand(None, frozenset({"new_partners"}))) == rotate_partners(seats)
    assert seating_after(seats, Hand(None, frozenset({"move_tables"}))) == move_tables(seats)
    both = Hand(None, frozenset({"new_partners", "move_tables"}))
    assert seating_after(seats, both) == move_tables(rotate_partners(seats))


def test_sides_are_the_partners_at_each_hand_s_seating_and_score_alike():
    """``spec.sides`` names who scores a hand together (the table's message names a side
    that tops a hand as one): partners opposite each other at the hand's own seating, which
    new partners and moved tables change from hand to hand."""
    m = Match("dumb-bunny", [f"P{i}" for i in range(8)])
    rng = random.Random(3)
    while not m.finished:
        m.deal(rng)
        rnd = m.current
        while rnd.phase != "done":
            m.apply(Play(rnd.to_act, random_card(rnd.legal_mask(), rng)))
        sides = m.spec.sides(rnd)
        assert {frozenset(s) for s in sides} == partners([list(t) for t in rnd.seats])
        assert sorted(p for s in sides for p in s) == list(range(8))
        scores = m.round_scores[-1]
        assert all(scores[a] == scores[b] for a, b in sides)
    assert len({frozenset(m.spec.sides(r)) for r in m.rounds}) > 1, "the partners changed"


def play_match(m: Match, rng: random.Random, check=None) -> list[dict]:
    """Deal and play every hand with random legal cards; returns each hand's record."""
    records = []
    while not m.finished:
        m.deal(rng)
        rnd = m.current
        while m.current is not None:
            actions = rnd.legal_actions()
            assert actions, "a legal play always exists while the hand is on"
            m.apply(rng.choice(actions))
            if check:
                check(rnd)
        records.append(rnd.record())
    return records


def test_engine_seating_through_the_default_card_at_8_players():
    m = Match("dumb-bunny", [f"P{i}" for i in range(8)], first_dealer=6)
    recs = play_match(m, random.Random(11))
    seats = [[t["seats"] for t in r["tables"]] for r in recs]
    dealers = [[t["dealer"] for t in r["tables"]] for r in recs]
    start = [[0, 1, 2, 3], [4, 5, 6, 7]]
    after4 = rotate_partners(start)
    after8 = move_tables(after4)
    after12 = rotate_partners(after8)
    assert seats[0:4] == [start] * 4
    assert seats[4:8] == [after4] * 4  # new partners after hand 4
    assert seats[8:12] == [after8] * 4  # East–West moved after hand 8
    assert seats[12:16] == [after12] * 4  # new partners after hand 12
    assert partners(after4).isdisjoint(partners(start))
    # Player 6 drew the deal: seat 2 deals at both tables, then the deal passes to the left of
    # the last dealer where that player sits now (the deal follows the player, not the chair).
    dealt_by = [[t["seats"][t["dealer"]] for t in r["tables"]] for r in recs]
    assert dealt_by == [[2, 6], [3, 7], [0, 4], [1, 5],  # new partners: P1 moves to chair 2, P2 on their left
                        [2, 6], [0, 4], [3, 7], [1, 5],  # East–West move: P1, P5 stay; P6, P2 on their left
                        [6, 2], [0, 4], [7, 3], [1, 5],
                        [0, 4], [6, 2], [7, 3], [1, 5]]
    assert dealers[:4] == [[(2 + k) % 4] * 2 for k in range(4)]
    assert m.finished and len(m.round_scores) == 16


@pytest.mark.parametrize("n", [4, 8, 12, 16])
@pytest.mark.parametrize("first", [0, 1, 2, 3])
def test_nobody_deals_twice_running_whatever_the_seat_changes(n, first):
    m = Match("dumb-bunny", [f"P{i}" for i in range(n)], first_dealer=first)
    recs = play_match(m, random.Random(first))
    assert len(recs) == 16
    for before, after in itertools.pairwise(recs):
        last = [t["seats"][t["dealer"]] for t in before["tables"]]
        now = [t["seats"][t["dealer"]] for t in after["tables"]]
        assert set(last).isdisjoint(now)
        for old, new in zip(before["tables"], after["tables"], strict=True):
            dealer = old["seats"][old["dealer"]]
            chair = new["seats"].index(dealer) if dealer in new["seats"] else old["dealer"]
            assert new["seats"][new["dealer"]] == new["seats"][(chair + 1) % 4]


def test_replay_takes_seating_and_dealers_as_written():
    rec = load("dumb-bunny-4.json")
    rec["rounds"] = rec["rounds"][:1]
    table0, table1 = rec["rounds"][0]["tables"]
    rec["rounds"][0]["tables"] = [dict(table1, seats=[7, 2, 5, 0]), dict(table0, seats=[4, 1, 6, 3])]
    m = replay(rec)
    assert m.rounds[0].seats == ((7, 2, 5, 0), (4, 1, 6, 3))
    assert m.rounds[0].dealers == (0, 6)  # dealer seats 3 and 2, as written
    tricks = m.rounds[0].player_tricks
    assert [tricks[p] for p in (7, 2, 5, 0)] == [2, 3, 3, 5]  # the vector's second table
    assert m.round_scores[0][7] == m.round_scores[0][5] == 5  # partners opposite score together


# ----- views -----------------------------------------------------------------------------


def test_view_is_the_players_table_from_their_seat():
    m = Match("dumb-bunny", [f"P{i}" for i in range(8)], first_dealer=0)
    m.deal(random.Random(5))
    rnd = m.current
    assert rnd.to_act == 1  # table 1, dealer seat 0: East leads
    v = m.view(1)
    assert v.players == ("P0", "P1", "P2", "P3") and v.seat == 1
    assert [a.seat for a in v.legal] == [1] * len(v.legal)  # Play actions name the player
    assert set(v.hand) == set(cards_of(rnd.dealt[1]))
    w = m.view(6)
    assert w.players == ("P4", "P5", "P6", "P7") and w.seat == 2
    assert w.legal == () and w.to_act is None  # table 2 waits for table 1
    assert w.info.partner == 4 and w.info.table == 1 and w.info.seats == (4, 5, 6, 7)
    assert set(w.hand) == set(cards_of(rnd.dealt[6]))


def test_out_of_turn_at_another_table_is_refused():
    m = Match("dumb-bunny", [f"P{i}" for i in range(8)], first_dealer=0)
    m.deal(random.Random(5))
    card = cards_of(m.current.dealt[5])[0]
    with pytest.raises(IllegalAction, match=r"P5 played .* out of turn: table 1 is in play, and it is P1's turn"):
        m.apply(Play(5, card))


def test_events_name_players():
    m = Match("dumb-bunny", [f"P{i}" for i in range(8)], first_dealer=0)
    m.deal(random.Random(5))
    rnd = m.current
    while rnd.current_table == 0:
        m.apply(rnd.legal_actions()[0])
    events = m.apply(rnd.legal_actions()[0])
    assert isinstance(events[0], CardPlayed) and events[0].seat == 5  # table 2, dealer seat 0


# ----- records and the vector ------------------------------------------------------------


def load(name: str) -> dict:
    path = VECTORS / name
    if not path.is_file():
        pytest.fail(f"the shared test vector is missing: {path}")
    return json.loads(path.read_text())


def test_vector_dumb_bunny_4():
    m = replay(load("dumb-bunny-4.json"))
    expected = load("dumb-bunny-4.expected.json")
    summary = replay_summary(m)
    assert summary["rounds"] == expected["rounds"]
    assert summary["totals"] == expected["totals"]
    assert summary["finished"] is False  # 3 of 16 hands


def test_record_round_trip():
    m = Match("dumb-bunny", [f"P{i}" for i in range(8)], first_dealer=3)
    rng = random.Random(8)
    for _ in range(5):
        m.deal(rng)
        while m.current is not None:
            m.apply(rng.choice(m.current.legal_actions()))
    m.deal(rng)
    for _ in range(60):  # into the second table
        m.apply(rng.choice(m.current.legal_actions()))
    rec = json.loads(json.dumps(m.to_record()))
    again = replay(rec)
    assert replay_summary(again) == replay_summary(m)
    assert again.current.to_act == m.current.to_act and again.current.current_table == 1
    assert again.to_record() == rec


def test_in_progress_record():
    rec = load("dumb-bunny-4.json")
    rec["rounds"][-1]["tables"][1]["plays"] = rec["rounds"][-1]["tables"][1]["plays"][:7]
    m = replay(rec)
    assert not m.finished and m.current is not None
    assert m.current.current_table == 1 and m.current.trick_number == 2
    assert len(m.round_scores) == 2
    del rec["rounds"][-1]["tables"][1]["plays"]
    assert replay(rec).current.trick_number == 1


# A deal where the first trick is TH led, and the next player holds JH and 7H.
HANDS = [
    "TH 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    "JH 7H AS 2D 3D 4D 5D 6D 7D 8D 9D TD JD",
    "2H 3H 4H 2C 3C 4C 5C 6C 7C 8C 9C TC JC",
    "5H 6H 8H 9H QH KH AH QD KD AD QC KC AC",
]


def record(rounds: list[dict], n: int = 4, options: dict | None = None) -> dict:
    return {
        "format": "cardtable-record", "version": 1, "game": "dumb-bunny",
        "players": ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"][:n] + [f"X{i}" for i in range(n - 8)],
        "options": options or {}, "rounds": rounds,
    }  # fmt: skip


def one_table(moves: str = "", **changes) -> dict:
    table = {"seats": [0, 1, 2, 3], "dealer": 3, "hands": [h.split() for h in HANDS], "plays": moves.split()}
    table.update(changes)
    return {"tables": [table]}


def refused(rec: dict) -> str:
    with pytest.raises(RecordError) as info:
        replay(rec)
    msg = str(info.value)
    assert "\n" not in msg
    return msg


def test_record_must_beat_revoke_names_round_trick_seat_card_rule():
    assert replay(record([one_table("TH JH")])).current.trick_number == 1
    msg = refused(record([one_table("TH 7H")]))
    assert msg == "round 1, trick 1: at table 1, Bob must beat the TH with a higher heart: holds JH, played 7H"


def test_record_must_trump_named():
    card = [{"trump": "D", "modifiers": []}]
    # Trick 1: TH JH 4H AH, Dan wins and leads QC; Ann is void with no diamonds (anything);
    # Bob is void in clubs and holds diamonds: he must trump, not discard the 7H.
    assert replay(record([one_table("TH JH 4H AH QC 2S 2D")], options={"hand_card": card}))
    msg = refused(record([one_table("TH JH 4H AH QC 2S 7H")], options={"hand_card": card}))
    assert msg == (
        "round 1, trick 2: at table 1, Bob must trump with diamonds (void in clubs): "
        "holds JD TD 9D 8D 7D 6D 5D 4D 3D 2D, played 7H"
    )


def test_overtrump_refusal_is_named():
    rnd = DumbBunnyRound.from_hands(["QS 2C", "5H 2D", "3H TH", "4C 5C"], dealer=3, trump="H")
    rnd.play("QS")
    rnd.play("5H")
    with pytest.raises(IllegalAction, match=r"P2 must overtrump the 5H \(void in spades\): holds TH, played 3H"):
        rnd.play("3H")


def test_record_card_not_held():
    msg = refused(record([one_table("TH 2C")]))
    assert msg == "round 1, trick 1: at table 1, Bob does not hold 2C"


def test_record_blind_hand_accepts_any_card():
    card = [{"trump": None, "modifiers": ["blind"]}]
    m = replay(record([one_table("TH 7H 2C")], options={"hand_card": card}))
    assert m.current.trick_number == 1


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"seats": [0, 1, 2, 2]}, "Cat (player 2) is seated twice"),
        ({"seats": [0, 1, 2]}, "table 1: seats must be a list of 4 player numbers from 0 to 3"),
        ({"seats": [0, 1, 2, 4]}, "seats must be a list of 4 player numbers"),
        ({"seats": [0, 1, 2, True]}, "seats must be a list of 4 player numbers"),
        ({"dealer": 4}, "table 1: dealer must be a seat number from 0 to 3, not 4"),
        ({"dealer": None}, "dealer must be a seat number"),
        ({"hands": [h.split() for h in HANDS[:3]]}, "table 1: hands must be a list of 4 hands"),
        ({"hands": [h.split()[:12] for h in HANDS]}, "table 1: Ann is dealt 12 cards; this round deals 13"),
        ({"hands": [HANDS[0].split(), HANDS[0].split(), *[h.split() for h in HANDS[2:]]]}, "dealt twice"),
        ({"hands": [["XX", *HANDS[0].split()[1:]], *[h.split() for h in HANDS[1:]]]}, "not a card"),
        ({"plays": "TH"}, "plays of table 1 must be a list of cards"),
    ],
)
def test_record_bad_deals(change, message):
    msg = refused(record([one_table(**change)]))
    assert msg.startswith("round 1: ")
    assert message in msg


def test_record_wrong_number_of_tables():
    rd = one_table()
    assert "tables must be a list of 2 tables of four" in refused(record([rd], n=8))
    assert "tables must be a list of 1 table of four" in refused(record([{"tables": rd["tables"] * 2}]))
    assert "tables must be a list" in refused(record([{"dealer": 0}]))
    assert "table 1 must be a JSON object" in refused(record([{"tables": ["x"]}]))


def test_record_play_after_the_tables_last_trick():
    rec = load("dumb-bunny-4.json")
    rec["rounds"] = rec["rounds"][:1]
    table = rec["rounds"][0]["tables"][0]
    table["plays"] = table["plays"] + ["2S"]
    assert refused(rec) == "round 1: at table 1, 2S is played after the hand's last trick"


def test_record_later_table_cannot_play_before_an_unfinished_one():
    rec = load("dumb-bunny-4.json")
    rec["rounds"] = rec["rounds"][:1]
    rec["rounds"][0]["tables"][0]["plays"] = rec["rounds"][0]["tables"][0]["plays"][:10]
    msg = refused(rec)
    assert msg == "round 1: table 2 has plays, but table 1 has not finished its hand (tables play in order)"


def test_record_unfinished_round_before_the_last():
    rec = load("dumb-bunny-4.json")
    rec["rounds"][0]["tables"][1]["plays"] = rec["rounds"][0]["tables"][1]["plays"][:10]
    assert refused(rec) == "round 1: the round is unfinished but is not the last round"


def test_record_round_after_the_match_ended():
    rec = load("dumb-bunny-4.json")
    rec["options"] = {"hand_card": [{"trump": None, "modifiers": []}]}
    assert refused(rec) == "round 2: the match had already ended"


def test_record_bad_hand_card_option():
    rec = load("dumb-bunny-4.json")
    rec["options"] = {"hand_card": [{"trump": "Z", "modifiers": []}]}
    assert "hand 1 has trump 'Z'" in refused(rec)


def test_record_vector_with_a_forced_play_changed_is_refused():
    """Find the first must-beat 'beat' obligation in the vector and break it."""
    rec = load("dumb-bunny-4.json")
    rd = rec["rounds"][0]
    table = rd["tables"][0]
    rnd = DumbBunnyRound([[0, 1, 2, 3]], [table["dealer"]], [[mask_of(cards(" ".join(h))) for h in table["hands"]]],
                         Hand(None), rec["players"][:4])  # fmt: skip
    for k, c in enumerate(table["plays"]):
        t = rnd.tables[0]
        hand = t.hands[t.to_act]
        mask, reason = legal_must_beat(hand, t.trick, None)
        if reason == BEAT and hand & ~mask & SUIT_MASKS[t.trick[0] // 13]:
            wrong = cards_of(hand & ~mask & SUIT_MASKS[t.trick[0] // 13])[0]
            cut, trick_no = k, k // 4 + 1
            player = rec["players"][table["seats"][t.to_act]]
            break
        rnd.play(c)
    else:
        pytest.fail("the vector has no must-beat obligation to break")
    table["plays"] = [*table["plays"][:cut], str(wrong)]
    rec["rounds"] = [rd]
    msg = refused(rec)
    assert msg.startswith(f"round 1, trick {trick_no}: at table 1, {player} must beat the ")
    assert msg.endswith(f"played {wrong}")


def test_registry_finds_dumb_bunny_without_an_explicit_import():
    code = "from cardtable.engine import Match; Match('dumb-bunny', ['a', 'b', 'c', 'd'])"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr.strip().splitlines()[-1:]


# ----- properties ------------------------------------------------------------------------


def conserved(rnd: DumbBunnyRound) -> None:
    """Every table holds its 52 cards: in hands, in the trick or among the cards played."""
    for t in rnd.tables:
        held = 0
        total = 0
        for h in t.hands:
            assert held & h == 0
            held |= h
            total += h.bit_count()
        assert held & t.played == 0
        assert held | t.played == FULL_DECK
        assert total + t.played.bit_count() == 52
        assert len(t.plays) == t.played.bit_count()


def check_scores(m: Match) -> None:
    """Each player's score is their side's tricks, or the other side's in a swap hand."""
    for rnd, scores in zip(m.rounds, m.round_scores, strict=False):
        tricks = rnd.player_tricks
        for s in rnd.seats:
            for i, p in enumerate(s):
                own = tricks[s[i]] + tricks[s[(i + 2) % 4]]
                other = tricks[s[(i + 1) % 4]] + tricks[s[(i + 3) % 4]]
                assert scores[p] == (other if rnd.hand.swap else own)
                assert own + other == 13
    assert m.totals == [sum(col) for col in zip(*m.round_scores, strict=True)]


SHORT_CARD = [
    {"trump": None, "modifiers": ["blind", "new_partners"]},
    {"trump": "H", "modifiers": ["swap", "move_tables"]},
    {"trump": "C", "modifiers": ["new_partners", "move_tables"]},
]


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.sampled_from([4, 8]))
def test_random_legal_matches_finish_conserve_cards_and_score_sides(seed, n):
    rng = random.Random(seed)
    m = Match("dumb-bunny", [f"P{i}" for i in range(n)], {"hand_card": SHORT_CARD})
    play_match(m, rng, check=conserved)
    assert m.finished and len(m.round_scores) == 3
    assert all(r.is_done and r.to_act is None and r.legal_actions() == [] for r in m.rounds)
    check_scores(m)
    assert sorted(m.winners) == [i for i, t in enumerate(m.totals) if t == max(m.totals)]
    assert replay_summary(replay(json.loads(json.dumps(m.to_record())))) == replay_summary(m)


@pytest.mark.parametrize("n", [4, 8])
def test_a_full_default_match_finishes(n):
    m = Match("dumb-bunny", [f"P{i}" for i in range(n)])
    play_match(m, random.Random(n))
    assert m.finished and len(m.round_scores) == 16
    check_scores(m)
    with pytest.raises(IllegalAction, match="the match is over"):
        m.deal(random.Random(0))


# ----- the simple computer player ---------------------------------------------------------


def test_simple_player_wins_cheaply_unless_partner_is_winning():
    from cardtable.ai.simple.dumb_bunny import choose

    rnd = DumbBunnyRound.from_hands(["5H 5C", "QH KH", "7H 8H", "AH 2H"], dealer=3)
    rnd.play("5H")
    assert choose(rnd.view(1), random.Random(0)) == Play(1, Card.parse("QH"))  # cheapest winner
    rnd.play("QH")
    assert choose(rnd.view(2), random.Random(0)) == Play(2, Card.parse("7H"))  # cannot win: low
    rnd.play("8H")
    # Partner (seat 1) is winning, but the must-beat rule forces the ace: the only card.
    assert choose(rnd.view(3), random.Random(0)) == Play(3, Card.parse("AH"))


def test_simple_player_plays_low_when_partner_wins():
    from cardtable.ai.simple.dumb_bunny import choose, partner_winning

    rnd = DumbBunnyRound.from_hands(["AS 5C", "2S 9D", "3C 4C", "2D KD"], dealer=3)
    rnd.play("AS")
    rnd.play("2S")
    v = rnd.view(2)
    assert partner_winning(v)
    assert choose(v, random.Random(0)) == Play(2, Card.parse("3C"))


def test_simple_player_blind_picks_a_legal_card_and_finishes_a_match():
    from cardtable.ai.simple.dumb_bunny import choose

    rnd = DumbBunnyRound.from_hands(["TH 5C", "7H 2C", "2H 3H", "6H AH"], dealer=3, modifiers=["blind"])
    import dataclasses

    # The pick is drawn from the position (the same at every level), and over positions
    # either card may come.
    view = rnd.view(0)
    assert len({choose(view, random.Random(s)) for s in range(20)}) == 1
    picks = {choose(dataclasses.replace(view, round_index=k), random.Random(0)) for k in range(20)}
    assert picks == {Play(0, Card.parse("TH")), Play(0, Card.parse("5C"))}
    m = Match("dumb-bunny", [f"P{i}" for i in range(8)], {"hand_card": SHORT_CARD}, first_dealer=0)
    rng = random.Random(1)
    while not m.finished:
        m.deal(rng)
        while (rnd := m.current) is not None:
            m.apply(choose(m.view(rnd.to_act), rng))
    check_scores(m)


def test_winner_index_used_by_the_tables():
    assert winner_index([int(c) for c in cards("QS 5H TH 3D")], H) == 2
    assert winner_index([int(c) for c in cards("TH JH 3H AH")], None) == 3
