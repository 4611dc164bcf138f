"""Minibridge: the seed's scoring table and exercise deal, redeals, dummy, records, sessions."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.ai.simple import choose_card
from cardtable.ai.simple import minibridge as simple_mb
from cardtable.engine import Announce, ChooseContract, IllegalAction, Match, OptionError, Play, RecordError
from cardtable.engine.cards import CARDS, FULL_DECK, Card, cards_of, mask_of, parse_cards
from cardtable.engine.events import ContractChosen, DeclarerChosen, DummyExposed, PointsAnnounced, Redeal
from cardtable.engine.games import minibridge as mb
from cardtable.engine.phase import Phase
from cardtable.engine.record import replay, replay_summary

from .conftest import load_vector

NAMES = ["North", "East", "South", "West"]
N, E, S, W = range(4)

# The seed's exercise deal (dealer West), seats N E S W.
EXERCISE = [
    "TS 5S 3S 2S AH KH 4H KD 8D 3D AC 5C 3C",
    "QS 7S 4S 7H 5H JD TD 6D QC JC 9C 7C 6C",
    "AS KS 6S 9H 6H 3H 2H AD QD 4D KC 4C 2C",
    "JS 9S 8S QH JH TH 8H 9D 7D 5D 2D TC 8C",
]


def masks(hands: list[str]) -> list[int]:
    return [mask_of(parse_cards(h)) for h in hands]


def with_spots(honours: list[str]) -> list[int]:
    """Hands holding these honours, filled to 13 cards with spot cards (worth no points)."""
    hands = masks(honours)
    used = 0
    for h in hands:
        used |= h
    spots = [c for c in cards_of(FULL_DECK & ~used) if CARDS[c].rank <= 10]
    for seat in range(4):
        need = 13 - hands[seat].bit_count()
        hands[seat] |= mask_of(spots[:need])
        spots = spots[need:]
    assert not spots
    return hands


def as_record_hands(hands: list[int]) -> list[list[str]]:
    return [[str(c) for c in cards_of(h)] for h in hands]


# N 14 + S 6 against E 10 + W 10.
TWENTY_ALL = with_spots(["AS KS QS JS AH", "AD KD QD JD", "KH QH JH", "AC KC QC JC"])
# North and South hold 14 each: the tie rule picks the one who announced first.
EQUAL_PARTNERS = with_spots(["AS KS QS JS AH", "KH QH JH", "AD KD QD JD AC", "KC QC JC"])


def announce_all(rnd: mb.MinibridgeRound) -> list:
    events = []
    while rnd.phase == Phase.ANNOUNCING:
        events += rnd.announce()
    return events


def exercise_round(contract: tuple[str, bool] | None = ("NT", True)) -> mb.MinibridgeRound:
    rnd = mb.MinibridgeRound(masks(EXERCISE), W, NAMES)
    announce_all(rnd)
    if contract:
        rnd.choose_contract(*contract)
    return rnd


def play_randomly(match: Match, rng: random.Random, limit: int = 2000) -> None:
    """Deal and play random legal actions until the match ends."""
    steps = 0
    while not match.finished:
        match.deal(rng)
        while match.current is not None:
            match.apply(rng.choice(match.current.legal_actions()))
            steps += 1
            assert steps < limit * 60, "the match does not end"


def reference_score(strain: str, game: bool, tricks: int) -> tuple[int, int]:
    """The seed's scoring rules, written out independently of the engine."""
    need = {"NT": 9, "H": 10, "S": 10, "C": 11, "D": 11}[strain] if game else 7
    if tricks < need:
        return 0, 50 * (need - tricks)
    values = []
    for i in range(tricks - 6):
        if strain == "NT":
            values.append(40 if i == 0 else 30)
        else:
            values.append(30 if strain in "HS" else 20)
    return sum(values) + (300 if game else 50), 0


# ----- scoring -----------------------------------------------------------------------------

SEED_TABLE = [  # declarer South: (strain, game, tricks, NS score, EW score)
    ("C", False, 8, 90, 0),
    ("C", False, 6, 0, 50),
    ("S", True, 10, 420, 0),
    ("S", False, 10, 170, 0),
    ("H", True, 8, 0, 100),
    ("NT", False, 9, 150, 0),
    ("NT", True, 9, 400, 0),
    ("NT", True, 8, 0, 50),
    ("D", True, 12, 420, 0),
]


@pytest.mark.parametrize(("strain", "game", "tricks", "ns", "ew"), SEED_TABLE)
def test_seed_scoring_table(strain: str, game: bool, tricks: int, ns: int, ew: int) -> None:
    assert mb.contract_score(strain, game, tricks) == (ns, ew)


@pytest.mark.parametrize(("strain", "game", "tricks", "ns", "ew"), SEED_TABLE)
def test_seed_scoring_table_credits_both_partners(strain: str, game: bool, tricks: int, ns: int, ew: int) -> None:
    rnd = exercise_round((strain, game))  # South declares, North is dummy
    rnd.tricks = [0, 0, tricks, 13 - tricks]
    assert rnd._score() == [ns, ew, ns, ew]


def test_targets() -> None:
    assert [mb.target_tricks(s, True) for s in mb.STRAINS] == [11, 11, 10, 10, 9]
    assert {mb.target_tricks(s, False) for s in mb.STRAINS} == {7}


def test_sides_are_north_south_and_east_west_and_every_deal_scores_them_alike() -> None:
    m = Match("minibridge", ["N", "E", "S", "W"])
    rng = random.Random(6)
    while m.rounds_completed < 3:
        if m.current is None or m.current.phase == "done":
            m.deal(rng)
            continue
        m.apply(rng.choice(m.current.legal_actions()))
    for k in range(3):
        assert m.spec.sides(m.rounds[k]) == ((0, 2), (1, 3))
        scores = m.round_scores[k]
        assert scores[0] == scores[2] and scores[1] == scores[3]
    solo = Match("bugger-bridge", ["A", "B", "C"])
    solo.deal(rng)
    assert solo.spec.sides(solo.current) == ((0,), (1,), (2,))


def test_game_bonus_needs_game_announced() -> None:
    # Ten tricks in spades make the points of a game but score the part-score bonus only.
    assert mb.contract_score("S", False, 10)[0] == 4 * 30 + 50
    assert mb.contract_score("NT", False, 13) == (40 + 6 * 30 + 50, 0)
    assert mb.contract_score("C", True, 0) == (0, 550)


@given(st.sampled_from(mb.STRAINS), st.booleans(), st.integers(0, 13))
def test_scores_follow_the_table(strain: str, game: bool, tricks: int) -> None:
    assert mb.contract_score(strain, game, tricks) == reference_score(strain, game, tricks)


# ----- the seed's exercise deal --------------------------------------------------------------


def test_exercise_deal_facts() -> None:
    hands = masks(EXERCISE)
    assert sum(h.bit_count() for h in hands) == 52 and mask_of(c for h in hands for c in cards_of(h)) == FULL_DECK
    facts = mb.deal_facts(hands, W)
    assert facts.points == (14, 6, 16, 4)  # W 4, N 14, E 6, S 16
    assert facts.first_to_announce == W
    assert facts.declaring_side == 0 and mb.SIDE_NAMES[facts.declaring_side] == "NS"
    assert facts.declarer == S and facts.dummy == N
    assert facts.opening_leader == W
    assert not facts.redeal
    assert mb.side_points(hands) == (30, 10)


def test_exercise_round_plays_the_answers() -> None:
    rnd = mb.MinibridgeRound(masks(EXERCISE), W, NAMES)
    order, events = [], []
    while rnd.phase == Phase.ANNOUNCING:
        order.append(rnd.to_act)
        events += rnd.announce()
    assert order == [W, N, E, S]
    assert [e for e in events if isinstance(e, PointsAnnounced)] == [
        PointsAnnounced(W, 4), PointsAnnounced(N, 14), PointsAnnounced(E, 6), PointsAnnounced(S, 16)
    ]
    assert DeclarerChosen(S, N) in events
    assert rnd.phase == Phase.CONTRACT and rnd.to_act == S
    # The simple player follows the seed's answer 8: nine top tricks, go for game in NT.
    choice = simple_mb.choose(rnd.view(S), random.Random(0))
    assert choice == ChooseContract(S, "NT", True)
    events = rnd.apply(choice)
    assert events == [ContractChosen(S, "NT", True, 9)]
    assert rnd.to_act == W and rnd.trump is None


# ----- redeal, tie rule ------------------------------------------------------------------------


def test_twenty_all_is_redealt_by_the_same_dealer() -> None:
    assert mb.side_points(TWENTY_ALL) == (20, 20)
    assert mb.declaring_side(TWENTY_ALL, E) is None and mb.declarer_seat(TWENTY_ALL, E) is None
    m = Match("minibridge", NAMES, {"deals": 1})
    m.start_round({"dealer": E, "hands": as_record_hands(TWENTY_ALL)})
    events = []
    for _ in range(4):
        events += m.apply(m.current.legal_actions()[0])
    assert Redeal(E) in events
    rnd = m.rounds[-1]
    assert rnd.is_done and rnd.scores == [0, 0, 0, 0] and m.round_scores == [[0, 0, 0, 0]]
    assert rnd.record() == {"dealer": E, "hands": as_record_hands(TWENTY_ALL), "contract": None, "plays": []}
    assert not m.finished, "a 20–20 redeal does not count toward the session's deals"
    assert m.spec.next_dealer(m) == E
    with pytest.raises(Exception, match="the dealer is East"):
        m.start_round({"dealer": S, "hands": as_record_hands(masks(EXERCISE))})
    m.start_round({"dealer": E, "hands": as_record_hands(masks(EXERCISE))})
    rnd = m.current
    while rnd.phase != "play":
        m.apply(rnd.legal_actions()[0])
    while not rnd.is_done:
        m.apply(rnd.legal_actions()[0])
    assert m.finished and m.spec.deals_played(m) == 1 and len(m.rounds) == 2
    # The replayed record has the redeal as a round of zero tricks and scores.
    summary = replay_summary(replay(m.to_record()))
    assert summary["rounds"][0] == {"tricks": [0, 0, 0, 0], "scores": [0, 0, 0, 0]}
    assert summary["finished"] is True


@pytest.mark.parametrize(("dealer", "declarer"), [(N, N), (E, S), (S, S), (W, N)])
def test_equal_partners_first_to_announce_declares(dealer: int, declarer: int) -> None:
    assert mb.points_per_seat(EQUAL_PARTNERS) == [14, 6, 14, 6]
    assert mb.declarer_seat(EQUAL_PARTNERS, dealer) == declarer
    rnd = mb.MinibridgeRound(EQUAL_PARTNERS, dealer, NAMES)
    announce_all(rnd)
    assert (rnd.declarer, rnd.dummy) == (declarer, (declarer + 2) % 4)
    assert mb.opening_leader(EQUAL_PARTNERS, dealer) == (declarer + 1) % 4


def test_stronger_partner_declares_even_when_announcing_last() -> None:
    hands = with_spots(["AS KS QS", "KH QH JH", "AD KD QD JD AC AH", "KC QC JC JS"])  # N 9, S 18
    assert mb.declarer_seat(hands, N) == S and mb.dummy_seat(hands, N) == N


# ----- dummy -------------------------------------------------------------------------------------


def test_dummy_hidden_before_exposure_and_visible_to_all_after() -> None:
    rnd = mb.MinibridgeRound(masks(EXERCISE), W, NAMES)
    north = set(cards_of(rnd.hands[N]))
    for _ in range(3):
        rnd.announce()
        for seat in range(4):
            view = rnd.view(seat)
            assert view.info.dummy_hand is None and view.info.dummy is None
            if seat != N:
                assert not north & set(view.hand)
    events = rnd.announce()
    exposed = [e for e in events if isinstance(e, DummyExposed)]
    assert exposed == [DummyExposed(N, tuple(cards_of(rnd.hands[N])))]
    for seat in range(4):
        assert set(rnd.view(seat).info.dummy_hand) == north
        assert rnd.view(seat).info.dummy == N
    assert rnd.phase == Phase.CONTRACT  # exposed before the contract is chosen
    rnd.choose_contract("NT", True)
    rnd.play("QH")
    assert all(set(rnd.view(seat).info.dummy_hand) == north for seat in range(4))
    rnd.play("AH")  # dummy's card leaves dummy's exposed hand for everybody
    assert all(Card.parse("AH") not in rnd.view(seat).info.dummy_hand for seat in range(4))


def test_only_declarer_plays_dummys_cards() -> None:
    rnd = exercise_round()
    assert rnd.actor(N) == S and rnd.actor(E) == E and rnd.actor(W) == W
    rnd.play("QH")  # West leads; dummy (North) is next
    assert rnd.to_act == N
    legal = rnd.legal_actions()
    assert legal and all(isinstance(a, Play) and a.seat == N for a in legal)
    assert set(rnd.view(S).legal) == set(legal)
    for seat in (N, E, W):
        assert rnd.view(seat).legal == ()
    with pytest.raises(IllegalAction, match="South played 2H out of turn: it is North's turn"):
        rnd.apply(Play(S, Card.parse("2H")))
    rnd.apply(Play(N, Card.parse("4H")))
    assert rnd.to_act == E and rnd.view(E).legal and rnd.view(S).legal == ()


def test_contract_is_chosen_by_declarer_only() -> None:
    rnd = exercise_round(None)
    assert len(rnd.view(S).legal) == 10 and rnd.view(N).legal == ()
    with pytest.raises(IllegalAction, match="only the declarer, South"):
        rnd.apply(ChooseContract(N, "NT", True))
    with pytest.raises(IllegalAction, match="strain must be one of C, D, H, S, NT"):
        rnd.apply(ChooseContract(S, "X", True))
    with pytest.raises(IllegalAction, match="game must be true or false"):
        rnd.apply(ChooseContract(S, "H", "yes"))
    with pytest.raises(IllegalAction, match="cannot play"):
        rnd.apply(Play(W, Card.parse("QH")))
    rnd.choose_contract("H", False)
    with pytest.raises(IllegalAction, match="already chosen"):
        rnd.apply(ChooseContract(S, "S", True))
    assert rnd.trump == 1 and rnd.target == 7


def test_wrong_announcement_refused() -> None:
    rnd = mb.MinibridgeRound(masks(EXERCISE), W, NAMES)
    with pytest.raises(IllegalAction, match=r"West does not hold 5 points: count again, it is fewer \(A 4, K 3"):
        rnd.apply(Announce(W, 5))
    with pytest.raises(IllegalAction, match="North announced out of turn: it is West's turn"):
        rnd.apply(Announce(N, 14))
    with pytest.raises(IllegalAction, match="whole number"):
        rnd.apply(Announce(W, "4"))
    rnd.apply(Announce(W, 4))
    with pytest.raises(IllegalAction, match="North does not hold 13 points: count again, it is more"):
        rnd.apply(Announce(N, 13))
    with pytest.raises(IllegalAction, match="cannot choose a contract now"):
        rnd.apply(ChooseContract(S, "NT", True))
    assert rnd.points == [None, None, None, 4] and rnd.legal_actions() == [Announce(N, 14)]


# ----- records ---------------------------------------------------------------------------------------


def vector() -> dict:
    return load_vector("minibridge-3.json")


def test_vector_minibridge_3() -> None:
    expected = load_vector("minibridge-3.expected.json")
    summary = replay_summary(replay(vector()))
    assert summary["rounds"] == expected["rounds"]
    assert summary["totals"] == expected["totals"]
    assert summary["finished"] is expected.get("finished", False)


def test_record_round_trip_and_field_order() -> None:
    m = replay(vector())
    rec = m.to_record()
    assert [list(rd) for rd in rec["rounds"]] == [["dealer", "hands", "contract", "plays"]] * 3
    assert [rd["contract"] for rd in rec["rounds"]] == [rd["contract"] for rd in vector()["rounds"]]
    assert replay_summary(replay(json.loads(json.dumps(rec)))) == replay_summary(m)


def test_round_in_progress_records() -> None:
    data = vector()
    data["rounds"][2].pop("contract")
    data["rounds"][2].pop("plays")
    rnd = replay(data).rounds[-1]
    assert rnd.phase == Phase.CONTRACT and rnd.contract is None and rnd.record()["contract"] is None
    data = vector()
    data["rounds"][2]["plays"] = data["rounds"][2]["plays"][:6]
    m = replay(data)
    assert m.current is not None and len(m.current.plays) == 6 and m.current.trick_number == 2


def bad(mutate) -> str:
    data = vector()
    mutate(data)
    with pytest.raises(RecordError) as info:
        replay(data)
    message = str(info.value)
    assert "\n" not in message
    return message


def _set(path, value):
    def mutate(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return mutate


def test_bad_record_card_not_held() -> None:
    msg = bad(_set(["rounds", 0, "plays", 0], "3C"))  # North leads East's card
    assert msg == "round 1, trick 1: P0 does not hold 3C"


def test_bad_record_revoke() -> None:
    msg = bad(_set(["rounds", 0, "plays", 1], "6H"))  # East holds clubs
    assert msg.startswith("round 1, trick 1: P1 must follow clubs") and msg.endswith("played 6H")


def test_bad_record_dummy_revoke_names_dummy() -> None:
    # Round 1: West declares, East is dummy; East is second to trick 1 with clubs to follow.
    msg = bad(_set(["rounds", 0, "plays", 1], "QS"))
    assert "trick 1" in msg and "P1" in msg and "QS" in msg and "must follow clubs" in msg


def test_bad_record_card_after_last_trick() -> None:
    msg = bad(lambda d: d["rounds"][0]["plays"].append("AS"))
    assert msg.startswith("round 1") and "AS" in msg and "after the round's last trick" in msg


@pytest.mark.parametrize(
    ("contract", "words"),
    [
        ({"strain": "X", "game": True}, "round 1: the strain must be one of C, D, H, S, NT, not 'X'"),
        ({"strain": "H", "game": "yes"}, "round 1: game must be true or false, not 'yes'"),
        ("3NT", 'round 1: contract must be an object like {"strain": "NT", "game": true}'),
    ],
)
def test_bad_record_contract(contract, words: str) -> None:
    assert bad(_set(["rounds", 0, "contract"], contract)) == words


def test_bad_record_plays_without_contract() -> None:
    assert bad(_set(["rounds", 0, "contract"], None)) == "round 1: cards are played but no contract was chosen"


def twenty_all_record(**round_fields) -> dict:
    data = vector()
    data["rounds"] = [{"dealer": 0, "hands": as_record_hands(TWENTY_ALL), **round_fields}]
    return data


def test_bad_record_twenty_all() -> None:
    ok = replay(twenty_all_record(contract=None, plays=[]))
    assert ok.rounds[0].redeal and ok.spec.next_dealer(ok) == 0
    for fields, words in [
        ({"contract": {"strain": "NT", "game": False}}, "can have no contract"),
        ({"plays": ["AS"]}, "no card can be played"),
    ]:
        with pytest.raises(RecordError, match=f"^round 1: the points are 20–20, .*{words}$"):
            replay(twenty_all_record(**fields))


def test_bad_record_dealer_after_redeal() -> None:
    data = twenty_all_record()
    data["rounds"].append({"dealer": 1, "hands": as_record_hands(masks(EXERCISE))})
    with pytest.raises(RecordError, match=r"^round 2: the dealer is P0 \(seat 0\) by the rotation, not seat 1$"):
        replay(data)
    data["rounds"][1]["dealer"] = 0
    assert replay(data).rounds[1].dealer == 0


@pytest.mark.parametrize(
    ("mutate", "words"),
    [
        (_set(["rounds", 0, "hands", 1, 0], "AS"), "round 1: AS is dealt twice (P0 and P1)"),
        (lambda d: d["rounds"][0]["hands"][2].pop(), "round 1: P2 is dealt 12 cards; this round deals 13"),
        (_set(["rounds", 0, "hands", 0, 0], "1S"), "round 1: hand of P0: not a card: '1S'"),
        (_set(["rounds", 1, "dealer"], 2), "round 2: the dealer is P0 (seat 0) by the rotation, not seat 2"),
        (lambda d: d["rounds"][0]["plays"].pop(), "round 1: the round is unfinished but is not the last round"),
        (_set(["players"], ["A", "B", "C", "D", "E"]), "Minibridge is for 4 players, not 5"),
        (_set(["options"], {"deals": 1}), "round 2: the match had already ended"),
        (_set(["options"], {"deals": 0}), "option deals of minibridge must be from 1 to 99, not 0"),
    ],
)
def test_bad_records(mutate, words: str) -> None:
    assert words in bad(mutate)


# ----- session end ------------------------------------------------------------------------------------


def test_session_ends_after_eight_counted_deals() -> None:
    rng = random.Random(5)
    m = Match("minibridge", NAMES)
    assert m.spec.deals_planned(m) == 8 and m.rounds_planned is None
    m.start_round({"dealer": 0, "hands": as_record_hands(TWENTY_ALL)})  # a redeal first
    for _ in range(4):
        m.apply(m.current.legal_actions()[0])
    play_randomly(m, rng)
    assert m.spec.deals_played(m) == 8
    assert len(m.rounds) >= 9 and m.rounds[0].redeal
    assert [r.dealer for r in m.rounds[:2]] == [0, 0]
    assert m.finished and m.winners and all((w + 2) % 4 in m.winners for w in m.winners)
    assert m.winners == [i for i in range(4) if m.totals[i] == max(m.totals)]
    with pytest.raises(IllegalAction, match="the match is over"):
        m.deal(rng)


@pytest.mark.parametrize("seed", range(3))
def test_session_ends_at_target(seed: int) -> None:
    m = Match("minibridge", NAMES, {"target": 600})
    assert m.spec.deals_planned(m) is None
    play_randomly(m, random.Random(seed))
    assert max(m.totals) >= 600
    before = [sum(s[i] for s in m.round_scores[:-1]) for i in range(4)]
    assert max(before) < 600, "the session ends at the first deal that reaches the target"
    assert sorted(m.winners) in ([0, 2], [1, 3])


def test_deals_and_target_do_not_combine() -> None:
    with pytest.raises(OptionError, match="deals and target do not combine"):
        Match("minibridge", NAMES, {"deals": 4, "target": 500})
    with pytest.raises(OptionError, match="is for 4 players, not 3"):
        Match("minibridge", NAMES[:3])


def test_random_deal_follows_rotation() -> None:
    m = Match("minibridge", NAMES, first_dealer=2)
    m.deal(random.Random(1))
    rnd = m.current
    assert rnd.dealer == 2 and rnd.to_act == 2
    assert [h.bit_count() for h in rnd.dealt] == [13] * 4
    assert mask_of(c for h in rnd.dealt for c in cards_of(h)) == FULL_DECK


# ----- properties -----------------------------------------------------------------------------------


def check_cards_conserved(rnd: mb.MinibridgeRound) -> None:
    seen = rnd.played
    for h in rnd.hands:
        assert not seen & h
        seen |= h
    assert seen == FULL_DECK
    assert sum(h.bit_count() for h in rnd.hands) + rnd.played.bit_count() == 52


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 3))
def test_random_round_properties(rng: random.Random, dealer: int) -> None:
    deck = cards_of(FULL_DECK)
    rng.shuffle(deck)
    hands = [mask_of(deck[13 * i : 13 * i + 13]) for i in range(4)]
    rnd = mb.MinibridgeRound(hands, dealer, NAMES)
    while not rnd.is_done:
        check_cards_conserved(rnd)
        legal = rnd.legal_actions()
        assert legal, "a legal action always exists"
        decider = rnd.actor(rnd.to_act)
        assert list(rnd.view(decider).legal) == legal
        rnd.apply(rng.choice(legal))
    check_cards_conserved(rnd)
    assert rnd.played == (0 if rnd.redeal else FULL_DECK)
    if rnd.redeal:
        assert rnd.scores == [0] * 4 and mb.side_points(hands) == (20, 20)
        return
    assert sum(rnd.tricks) == 13
    assert rnd.declarer == mb.declarer_seat(hands, dealer)
    ours, theirs = reference_score(rnd.strain, rnd.game_contract, rnd.declarer_tricks)
    assert rnd.scores == [ours if s % 2 == rnd.side else theirs for s in range(4)]


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 3))
def test_random_session_finishes(seed: int, deals: int) -> None:
    m = Match("minibridge", NAMES, {"deals": deals})
    play_randomly(m, random.Random(seed))
    assert m.finished and m.spec.deals_played(m) == deals
    assert replay_summary(replay(m.to_record())) == replay_summary(m)


# ----- the simple player ------------------------------------------------------------------------------


def test_simple_contract_choices() -> None:
    def contract(hand: str, dummy: str) -> tuple[str, bool]:
        return simple_mb.choose_contract(mask_of(parse_cards(hand)), mask_of(parse_cards(dummy)))

    # 8 spades and 9 diamonds: the major fit wins; 27 points is game in a major, 24 is not.
    assert contract("AS KS 3S 2S AD KD 5D 4D 3D AC 2C 3H 4H", "QS 5S 6S 7S QD 7D 8D 9D KH QH 7H 8H 9H") == (
        "S",
        True,
    )
    assert contract("AS KS 3S 2S AD KD 5D 4D 3D AC 2C 3H 4H", "QS 5S 6S 7S QD 7D 8D 9D 5H 6H 7H 8H 9H") == (
        "S",
        False,
    )
    # A minor fit needs 29 points for game; with no fit it is no trumps.
    assert contract("AD KD QD 4D 3D AC 2C 3H 4H 5S 6S 7S 8S", "JD 7D 8D 9D KC QC 6H 7H 8H 9H 2S 3S 4S") == (
        "D",
        False,
    )
    assert contract("AD KD QD 4D 3D AC KC 3H 4H AS 6S 7S 8S", "JD 7D 8D 9D QC JC AH 7H 8H 9H 2S 3S 4S") == (
        "D",
        False,
    )  # 28 points
    assert contract("AD KD QD 4D 3D AC KC 3H 4H AS 6S 7S 8S", "JD 7D 8D 9D QC JC AH 7H 8H 9H 2S 3S JS") == (
        "D",
        True,
    )  # 29 points
    assert contract("AS KS 2S 5S AH KH 2H AD KD 2D 3C 4C 5C", "QS 3S 4S QH 3H 4H QD 3D 4D 7C 8C 9C TC") == (
        "NT",
        True,
    )


def test_simple_player_does_not_overtake_partner() -> None:
    rnd = exercise_round()
    rnd.play("2D")  # West leads
    rnd.play("KD")  # dummy's king wins so far
    rnd.play("6D")
    view = rnd.view(S)
    assert choose_card(view, want_trick=True) == Play(S, Card.parse("AD"))  # the greedy card
    assert simple_mb.choose(view, random.Random(0)) == Play(S, Card.parse("4D"))


def test_simple_player_plays_dummys_cards_for_declarer() -> None:
    rnd = exercise_round()
    rnd.play("QH")
    action = simple_mb.choose(rnd.view(S), random.Random(0))
    assert action == Play(N, Card.parse("KH"))  # dummy's cheapest winner over the queen


def test_simple_players_finish_a_session() -> None:
    from cardtable.ai import make_player

    m = Match("minibridge", NAMES, {"deals": 3})
    players = [make_player("easy", random.Random(i)) for i in range(4)]
    rng = random.Random(11)
    while not m.finished:
        m.deal(rng)
        while m.current is not None:
            seat = m.current.actor(m.current.to_act)
            m.apply(players[seat].choose(m.view(seat)))
    assert m.spec.deals_played(m) == 3


# ----- registry ---------------------------------------------------------------------------------------


def test_registry_finds_minibridge_without_explicit_import() -> None:
    code = "from cardtable.engine import get_game; get_game('minibridge')"
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)

