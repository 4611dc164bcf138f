"""Game records: the shared vectors, round trips, in-progress records, refusals."""

import json
import random

import pytest

from cardtable.engine import Bid, Match, RecordError, replay, replay_summary
from cardtable.engine.record import parse_record_text
from cardtable.storage.records import load_match, read_record_data, save_match

from .conftest import load_vector, play_random_match

EXAMPLE = {
    "format": "cardtable-record",
    "version": 1,
    "game": "bugger-bridge",
    "players": ["You", "Ada", "Ben", "Cy"],
    "options": {},
    "rounds": [
        {"dealer": 3, "hands": [["AS"], ["2C"], ["TH"], ["5S"]], "turn_up": "4H",
         "bids": [1, 0, 1, 0], "plays": ["AS", "2C", "TH", "5S"]}
    ],
}


def test_the_record_md_example():
    assert replay_summary(replay(EXAMPLE)) == {
        "rounds": [{"tricks": [0, 0, 1, 0], "scores": [0, 10, 11, 10]}],
        "totals": [0, 10, 11, 10],
        "finished": False,
        "winners": [],
    }


def test_bugger_bridge_vector_replays_to_its_expected_results():
    summary = replay_summary(replay(load_vector("bugger-bridge-0.json")))
    expected = load_vector("bugger-bridge-0.expected.json")
    for key, value in expected.items():
        assert summary[key] == value, key


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("bad-0.json", "round 8, trick 1: P2 must follow clubs: holds 7C 4C 2C, played 9S"),
        ("bad-1.json", "round 2: P0 bid 9, but bids are 0 to 2 in a 2-card round"),
        ("bad-2.json", "round 1: 2D is dealt twice (P0 and P1)"),
        ("bad-3.json", "unknown game 'poker'"),
        ("bad-4.json", "round 2, trick 2: AS is played after the round's last trick"),
    ],
)
def test_bad_vectors_are_refused_naming_the_first_bad_step(name, message):
    with pytest.raises(RecordError) as err:
        replay(load_vector(name))
    assert str(err.value).startswith(message)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("name", ["bad-text.json", "bad-binary.json"])
def test_broken_files_are_refused(vectors_dir, name):
    with pytest.raises(RecordError):
        load_match(vectors_dir / name)


def _mutated(**changes):
    rec = json.loads(json.dumps(EXAMPLE))
    rec["rounds"][0].update(changes)
    return rec


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ({**EXAMPLE, "format": "other"}, "not a cardtable game record"),
        ({**EXAMPLE, "version": 2}, "version 2 is not supported"),
        ({**EXAMPLE, "version": True}, "version true is not supported"),
        ({**EXAMPLE, "version": 1.0}, "version 1.0 is not supported"),
        ({**EXAMPLE, "version": 10**400}, "version 1000000000000000000000000000000000000000… is not"),
        ({**EXAMPLE, "players": "abc"}, "players must be a list"),
        ({**EXAMPLE, "players": ["a", "b"]}, "for 3, 4, 5"),
        ({**EXAMPLE, "options": {"jokers": True}}, "unknown option 'jokers'"),
        ({**EXAMPLE, "options": {"hook_rule": "yes"}}, "hook_rule of bugger-bridge must be true or false"),
        ({**EXAMPLE, "game": "bugami-2"}, "unknown game"),
        (_mutated(dealer=7), "dealer must be a seat"),
        (_mutated(turn_up=None), "a turn-up card is needed"),
        (_mutated(turn_up="AS"), "AS is dealt twice"),
        (_mutated(turn_up="ZZ"), "not a card"),
        (_mutated(hands=[["AS"], ["2C"], ["TH"]]), "hands must be a list of 4"),
        (_mutated(hands=[["AS", "KS"], ["2C"], ["TH"], ["5S"]]), "dealt 2 cards"),
        (_mutated(bids=[1, 0, 1]), "bids must be a list of 4"),
        (_mutated(bids=[1, "x", 1, 0]), "whole number"),
        (_mutated(plays=["2C"]), "round 1, trick 1: You does not hold 2C"),
        (_mutated(plays=["AS", "2C", "TH", "5S", "KD"]), "after the round's last trick"),
        ({**EXAMPLE, "rounds": [EXAMPLE["rounds"][0], "x"]}, "round 2: must be a JSON object"),
    ],
)
def test_malformed_records_are_refused_with_one_line(record, message):
    with pytest.raises(RecordError) as err:
        replay(record)
    assert message in str(err.value)
    assert "\n" not in str(err.value)


def test_the_dealer_must_follow_the_rotation():
    rec = load_vector("bugger-bridge-0.json")
    rec["rounds"][1]["dealer"] = 3
    with pytest.raises(RecordError, match=r"round 2: the dealer is P0 \(seat 0\) by the rotation, not seat 3"):
        replay(rec)


def test_an_unfinished_round_that_is_not_the_last_is_refused():
    m = Match("bugger-bridge", ["a", "b", "c"], first_dealer=0)
    play_random_match(m, random.Random(2))
    rec = m.to_record()
    rec["rounds"][0]["plays"] = []
    with pytest.raises(RecordError, match="round 1: the round is unfinished but is not the last"):
        replay(rec)


def test_a_round_after_the_end_is_refused():
    m = play_random_match(Match("bugger-bridge", ["a", "b", "c"], first_dealer=0), random.Random(2))
    rec = m.to_record()
    rec["rounds"].append(rec["rounds"][0])
    with pytest.raises(RecordError, match="round 19: the match had already ended"):
        replay(rec)


@pytest.mark.parametrize("n", [3, 5, 10])
def test_a_whole_match_round_trips_through_its_record(n):
    m = play_random_match(Match("bugger-bridge", [f"P{i}" for i in range(n)]), random.Random(n))
    rec = m.to_record()
    again = replay(json.loads(json.dumps(rec)))
    assert again.to_record() == rec
    assert again.totals == m.totals and again.finished and again.winners == m.winners


def test_options_that_differ_from_defaults_are_stored():
    m = Match("bugger-bridge", ["a", "b", "c"], {"hook_rule": True})
    assert m.to_record()["options"] == {"hook_rule": True}
    assert Match("bugger-bridge", ["a", "b", "c"]).to_record()["options"] == {}


def test_in_progress_records_resume_mid_bidding_and_mid_trick():
    rng = random.Random(9)
    m = Match("bugger-bridge", ["a", "b", "c", "d"])
    for _ in range(3):  # finish two rounds, then stop inside the third
        m.deal(rng)
        if m.rounds_completed == 2:
            break
        while m.current is not None:
            m.apply(rng.choice(m.current.legal_actions()))
    rnd = m.current
    m.apply(Bid(rnd.to_act, 0))
    mid_bidding = m.to_record()
    assert mid_bidding["rounds"][-1]["bids"].count(None) == 3
    again = replay(mid_bidding)
    assert again.current.to_act == rnd.to_act and again.to_record() == mid_bidding
    while rnd.phase == "bidding":
        m.apply(rng.choice(rnd.legal_actions()))
    m.apply(rnd.legal_actions()[0])
    mid_trick = m.to_record()
    again = replay(mid_trick)
    assert again.current.trick == rnd.trick and again.current.to_act == rnd.to_act
    assert again.to_record() == mid_trick


def test_save_is_atomic_and_loads_back(tmp_path):
    m = play_random_match(Match("bugger-bridge", ["a", "b", "c"]), random.Random(4))
    path = tmp_path / "games" / "match.cardtable"
    save_match(m, path)
    assert load_match(path).to_record() == m.to_record()
    assert [p.name for p in path.parent.iterdir()] == ["match.cardtable"]  # no temp files left


def test_files_that_are_not_records(tmp_path):
    empty = tmp_path / "empty.cardtable"
    empty.write_text("")
    with pytest.raises(RecordError, match="is empty"):
        read_record_data(empty)
    latin = tmp_path / "latin.cardtable"
    latin.write_bytes(b"\xff\xfe{")
    with pytest.raises(RecordError, match="not UTF-8"):
        read_record_data(latin)
    with pytest.raises(RecordError, match="no such file"):
        read_record_data(tmp_path / "missing.cardtable")
    with pytest.raises(RecordError, match="is a folder"):
        read_record_data(tmp_path)
    array = tmp_path / "array.cardtable"
    array.write_text("[1, 2]")
    with pytest.raises(RecordError, match="top level must be a JSON object"):
        read_record_data(array)
    deep = tmp_path / "deep.cardtable"
    deep.write_text("[" * 100000)
    with pytest.raises(RecordError):
        read_record_data(deep)


def test_a_huge_file_is_refused_before_it_is_read(tmp_path):
    huge = tmp_path / "huge.cardtable"
    with huge.open("wb") as f:
        f.write(b"{" + b" " * (9 * 1024 * 1024) + b"}")
    with pytest.raises(RecordError, match="too large to be a game record"):
        read_record_data(huge)



@pytest.mark.parametrize(("game", "n"), [("bugger-bridge", 4), ("bugami", 5), ("minibridge", 4), ("dumb-bunny", 8)])
def test_a_saved_game_keeps_the_cards_drawn_for_dealer(tmp_path, game, n):
    """docs/RULES.md: the first dealer is drawn (highest deals, ties draw again) and a saved game
    keeps the drawn cards, so it comes back with the same dealer."""
    m = Match(game, [f"P{i}" for i in range(n)])
    m.deal(random.Random(12))
    last = {s: "23456789TJQKA".index(c[0]) for s, c in enumerate(m.draw[-1]) if c is not None}
    assert [s for s, r in last.items() if r == max(last.values())] == [m.first_dealer]
    path = tmp_path / "game.json"
    save_match(m, path)
    back = load_match(path)
    assert back.draw == m.draw and back.first_dealer == m.first_dealer


def test_a_draw_that_names_another_dealer_than_the_first_round_is_refused():
    record = dict(EXAMPLE, draw=[["KS", "2C", "AD", "5H"]])  # Ben draws the ace; Cy deals round 1
    with pytest.raises(RecordError, match="the dealer is Ben"):
        replay(record)
    assert replay(dict(EXAMPLE, draw=[["KS", "2C", "AD", "AH"], [None, None, "3C", "4S"]])).first_dealer == 3


@pytest.mark.parametrize(
    ("record", "place"),
    [
        ({**EXAMPLE, "version": "HUGE"}, "version"),
        (_mutated(bids=[1, "-HUGE", 0, 0]), "rounds[0].bids[1]"),
        ({**EXAMPLE, "a b": ["HUGE"]}, '"a b"[0]'),
    ],
)
def test_a_number_too_long_for_python_is_refused_naming_its_field(record, place):
    text = json.dumps(record).replace('"HUGE"', "9" * 100_000).replace('"-HUGE"', "-" + "9" * 100_000)
    with pytest.raises(RecordError) as err:
        parse_record_text(text)
    assert str(err.value) == f"not a valid game record: {place}: number too large (100000 digits)"


def test_a_lone_surrogate_in_a_name_is_refused_as_the_record_is_read(tmp_path):
    path = tmp_path / "surrogate.cardtable"
    path.write_text(json.dumps({**EXAMPLE, "players": ["You", "A\ud800", "Ben", "Cy"]}))  # ASCII: \\ud800
    with pytest.raises(RecordError, match=r"^not a valid game record: players\[1\] is not text: .*surrogate"):
        load_match(path)
    path.write_text(json.dumps({**EXAMPLE, "players": ["You", "A\U0001F600", "Ben", "Cy"]}))  # a pair: fine
    match = load_match(path)
    assert match.players[1] == "A\U0001F600"
    save_match(match, path)
    assert load_match(path).players[1] == "A\U0001F600"
