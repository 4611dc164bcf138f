"""Scorekeeper mode's score sheet: the seeds' examples scored by the engine's functions,
the checks that refuse impossible entries, penalties, undo, and the file format."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.cards import hcp
from cardtable.engine.games.minibridge import _honours_with_points
from cardtable.engine.games.minibridge import declarer_from_points as minibridge_declarer
from cardtable.scorekeeper import (
    FORMAT,
    PENALTY_POINTS,
    WRONG_CARDS,
    ScoreSheet,
    ScoresheetError,
    autosave_path,
)

SEED_PLAYERS = ["Bob", "Helen", "Corky", "Kim", "Randi"]
#: The Bugger Bridge seed's scoring example: (bids, tricks) for rounds of 1, 2 and 3 cards.
SEED_ROUNDS = [
    ([0, 0, 0, 1, 1], [0, 0, 0, 0, 1]),
    ([0, 0, 0, 0, 0], [1, 1, 0, 0, 0]),
    ([0, 1, 2, 0, 0], [0, 1, 2, 0, 0]),
]


def seed_sheet(**kw) -> ScoreSheet:
    sheet = ScoreSheet("bugger-bridge", SEED_PLAYERS, **kw)
    for bids, tricks in SEED_ROUNDS:
        sheet.add_round({"bids": bids, "tricks": tricks})
    return sheet


# ----- Bugger Bridge ---------------------------------------------------------------------------


def test_bugger_bridge_seed_example_totals_and_announcements():
    sheet = seed_sheet()
    # docs/RULES.md: the seed shows Helen on 20, but 10 + 0 + 11 = 21 and the table rules.
    assert sheet.totals == (20, 21, 33, 20, 31)
    assert [r.status for r in sheet.results] == ["over", "under", "even"]
    assert sheet.results[0].scores == (10, 10, 10, 0, 11)


def test_bugger_bridge_bids_first_then_tricks():
    sheet = ScoreSheet("bugger-bridge", SEED_PLAYERS)
    assert sheet.record_bids([0, 0, 0, 1, 1]) == "over"
    assert sheet.pending_bids == [0, 0, 0, 1, 1]
    result = sheet.record_tricks([0, 0, 0, 0, 1])
    assert result.scores == (10, 10, 10, 0, 11)
    assert sheet.pending_bids is None
    info = sheet.next_info()
    assert (info.number, info.cards, info.trumps, info.dealer) == (2, 2, True, 1)
    assert info.order == (2, 3, 4, 0, 1)  # left of the dealer first, the dealer last


def test_bugger_bridge_rounds_follow_the_schedule_with_no_trump_rounds():
    sheet = ScoreSheet("bugger-bridge", ["A", "B", "C"])
    sizes = []
    while not sheet.is_over:
        info = sheet.next_info()
        sizes.append((info.cards, info.trumps))
        sheet.add_round({"bids": [0, 0, 0], "tricks": [info.cards, 0, 0]})
    assert len(sizes) == 18
    assert sizes[7:11] == [(8, True), (8, False), (8, False), (8, True)]
    assert sheet.winners == [1, 2]  # A never made a bid of 0: B and C share the win
    with pytest.raises(ScoresheetError, match="the match is over"):
        sheet.add_round({"bids": [0, 0, 0], "tricks": [1, 0, 0]})


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"bids": [0, 0, 0, 2, 0], "tricks": [0, 0, 0, 1, 0]}, "Kim's bid must be from 0 to 1, not 2"),
        ({"bids": [0, 0, 0, 1, 0], "tricks": [0, 0, 0, 1, 1]}, "the tricks add up to 2, but round 1 has 1 trick"),
        ({"bids": [0, 0, 0, 1], "tricks": [0, 0, 0, 1, 0]}, "a bid must be given for each of the 5 players"),
        ({"bids": [0, 0, "x", 1, 0], "tricks": [0, 0, 0, 1, 0]}, "Corky's bid must be a whole number"),
        ({"bids": [0, 0, 0, 1, 0], "tricks": [0, 0, 0, True, 0]}, "Kim's tricks must be a whole number"),
    ],
)
def test_bugger_bridge_refuses_impossible_rounds_with_one_line(data, message):
    sheet = ScoreSheet("bugger-bridge", SEED_PLAYERS)
    with pytest.raises(ScoresheetError) as exc:
        sheet.add_round(data)
    assert message in str(exc.value)
    assert "\n" not in str(exc.value)
    assert sheet.results == []


def test_hook_rule_refuses_a_dealer_bid_that_makes_the_total_even():
    sheet = ScoreSheet("bugger-bridge", ["A", "B", "C", "D"], {"hook_rule": True}, first_dealer=3)
    with pytest.raises(ScoresheetError, match=r"D \(dealer\) may not bid 1: .* \(hook rule\)"):
        sheet.record_bids([0, 0, 0, 1])
    assert sheet.record_bids([0, 0, 0, 0]) == "under"
    plain = ScoreSheet("bugger-bridge", ["A", "B", "C", "D"], first_dealer=3)
    assert plain.record_bids([0, 0, 0, 1]) == "even"


def test_revoke_penalty_deducts_ten_and_keeps_the_round_and_dealer():
    sheet = seed_sheet()
    before = sheet.next_info()
    sheet.record_bids([1, 0, 0, 1, 1])
    result = sheet.add_penalty(3)
    assert result.scores == (0, 0, 0, -PENALTY_POINTS, 0)
    assert sheet.totals == (20, 21, 33, 10, 31)
    assert sheet.pending_bids is None  # the round is redealt: its bids are void
    after = sheet.next_info()
    assert (after.number, after.cards, after.dealer) == (before.number, before.cards, before.dealer) == (4, 4, 3)
    sheet.add_penalty(0, WRONG_CARDS)
    assert sheet.totals[0] == 10
    with pytest.raises(ScoresheetError, match="must be one of revoke, wrong-cards"):
        sheet.add_penalty(0, "slow play")


@pytest.mark.parametrize("game,n", [("bugami", 4), ("bleeding-hearts", 3), ("minibridge", 4), ("dumb-bunny", 4)])
def test_games_whose_seed_has_no_penalty_offer_none(game, n):
    sheet = ScoreSheet(game, [f"P{i}" for i in range(n)])
    assert not sheet.penalties_allowed
    with pytest.raises(ScoresheetError, match="seed has no penalties"):
        sheet.add_penalty(0)


def test_undo_takes_back_bids_then_entries():
    sheet = seed_sheet()
    sheet.record_bids([0, 0, 0, 0, 0])
    assert sheet.undo() == "bids"
    assert sheet.pending_bids is None
    assert sheet.undo() == "round"
    assert sheet.totals == (10, 10, 20, 10, 21)
    assert sheet.next_info().number == 3
    sheet.undo()
    sheet.undo()
    with pytest.raises(ScoresheetError, match="nothing to undo"):
        sheet.undo()


# ----- Bugami and Bleeding Hearts -------------------------------------------------------------


def test_bugami_examples_and_zero_bid():
    sheet = ScoreSheet("bugami", ["A", "B", "C", "D"])
    result = sheet.add_round({"bids": ["H", "S", "zero", "D"], "tricks": [4, 5, 0, 4], "bugs": [2, 3, 0, 0]})
    assert result.scores == (20, 16, 50, 80)
    result = sheet.add_round({"bids": ["zero", "S", "C", "C"], "tricks": [1, 12, 0, 0], "bugs": [0, 13, 0, 0]})
    assert result.scores == (0, 9, 0, 0)


def test_bugami_zero_score_option_and_leftovers():
    sheet = ScoreSheet("bugami", ["A", "B", "C", "D", "E"], {"zero_score": 30})
    assert sheet.next_info().tricks == 10  # 52 // 5; two cards go with the last trick
    result = sheet.add_round({"bids": ["zero", "S", "H", "D", "C"], "tricks": [0, 1, 2, 3, 4], "bugs": [0, 7, 0, 0, 0]})
    assert result.scores == (30, 1, 40, 60, 80)  # 1 trick + 2 leftovers can hold 7 cards


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            {"bids": ["H", "S", "zero", "D"], "tricks": [4, 5, 0, 3]},
            "the tricks add up to 12, but a deal has 13 tricks",
        ),
        ({"bids": ["H", "S", "zero", "D"], "tricks": [4, 5, 0, 4], "bugs": [0, 0, 1, 0]}, "C bid zero"),
        ({"bids": ["H", "S", "D", "zero"], "tricks": [4, 9, 0, 0], "bugs": [0, 0, 1, 0]}, "C took no trick"),
        ({"bids": ["H", "S", "D", "C"], "tricks": [1, 12, 0, 0], "bugs": [5, 0, 0, 0]}, "A's 1 trick hold at most 4"),
        ({"bids": ["H", "H", "D", "C"], "tricks": [6, 7, 0, 0], "bugs": [7, 7, 0, 0]}, "bug cards of ♥ add up to 14"),
        ({"bids": ["H", "X", "D", "C"], "tricks": [6, 7, 0, 0]}, "B's bid must be one of S, H, D, C, zero"),
    ],
)
def test_bugami_refuses_impossible_deals(data, message):
    sheet = ScoreSheet("bugami", ["A", "B", "C", "D"])
    with pytest.raises(ScoresheetError) as exc:
        sheet.add_round(data)
    assert message in str(exc.value)


def test_bleeding_hearts_turnip_doublets_and_checks():
    sheet = ScoreSheet("bleeding-hearts", ["A", "B", "C"])
    result = sheet.add_round(
        {
            "bids": ["turnip", "S", "D"],
            "doublets": [False, True, True],
            "turnip": "H",
            "tricks": [4, 5, 4],
            "bugs": [0, 0, 1],
        }
    )
    assert result.scores == (160, 200, 0)  # Turnip clean doubled; Doublets clean doubled; Doublets with a bug: 0
    bad = {"bids": ["turnip", "S", "D"], "doublets": [True, False, False], "turnip": "H", "tricks": [4, 5, 4]}
    with pytest.raises(ScoresheetError, match="cannot bid Turnip with Doublets"):
        sheet.add_round(bad)
    with pytest.raises(ScoresheetError, match="enter the turnip's suit"):
        sheet.add_round({"bids": ["turnip", "S", "D"], "tricks": [4, 5, 4]})
    with pytest.raises(ScoresheetError, match="bug cards of ♥ add up to 11, but only 10 are in play"):
        sheet.add_round({"bids": ["turnip", "H", "D"], "turnip": "H", "tricks": [4, 5, 4], "bugs": [5, 6, 0]})
    with pytest.raises(ScoresheetError, match="zero"):
        sheet.add_round({"bids": ["zero", "S", "D"], "tricks": [4, 5, 4]})


def test_bugami_target_and_the_tie_rule():
    sheet = ScoreSheet("bugami", ["A", "B", "C"], {"target": 100})
    sheet.add_round({"bids": ["S", "S", "H"], "tricks": [5, 5, 7], "bugs": [0, 0, 7]})
    assert sheet.totals == (100, 100, 10)
    assert not sheet.is_over  # an exact tie at the top plays another deal
    sheet.add_round({"bids": ["S", "H", "D"], "tricks": [1, 16, 0], "bugs": [0, 13, 0]})
    assert sheet.is_over and sheet.winners == [0]


# ----- Minibridge ---------------------------------------------------------------------------------


def test_minibridge_table_rows_and_declarer_from_points():
    sheet = ScoreSheet("minibridge", ["Ann", "Bob", "Cat", "Dan"])
    game_spades = sheet.add_round({"points": [12, 8, 12, 8], "contract": {"strain": "S", "game": True}, "tricks": 10})
    assert game_spades.scores == (420, 0, 420, 0)
    assert game_spades.declarer == 0  # equal partners: North announced first (North dealt)
    hearts_down = sheet.add_round({"points": [6, 14, 8, 12], "contract": {"strain": "H", "game": True}, "tricks": 8})
    assert hearts_down.declarer == 1 and hearts_down.scores == (100, 0, 100, 0)
    part = sheet.add_round({"points": [5, 8, 16, 11], "contract": {"strain": "NT", "game": False}, "tricks": 9})
    assert part.declarer == 2 and part.scores == (150, 0, 150, 0)  # 40 + 30 + 30, and 50 for the part-score
    assert sheet.totals == (670, 0, 670, 0)


def test_minibridge_20_20_is_redealt_by_the_same_dealer_and_not_counted():
    sheet = ScoreSheet("minibridge", ["Ann", "Bob", "Cat", "Dan"], first_dealer=1)
    with pytest.raises(ScoresheetError, match="20–20: the deal is redealt"):
        sheet.add_round({"points": [10, 10, 10, 10], "contract": {"strain": "S", "game": True}, "tricks": 10})
    redeal = sheet.add_round({"points": [10, 10, 10, 10]})
    assert redeal.kind == "redeal" and redeal.scores == (0, 0, 0, 0)
    info = sheet.next_info()
    assert (info.number, info.dealer) == (1, 1)
    sheet.add_round({"points": [11, 10, 10, 9], "contract": {"strain": "C", "game": False}, "tricks": 7})
    assert sheet.next_info().dealer == 2


def test_minibridge_session_of_deals_and_by_target():
    sheet = ScoreSheet("minibridge", list("NESW"), {"deals": 2})
    row = {"points": [11, 9, 11, 9], "contract": {"strain": "D", "game": False}, "tricks": 8}
    sheet.add_round(row)
    assert not sheet.is_over
    sheet.add_round(row)
    assert sheet.is_over and sheet.winners == [0, 2]
    by_target = ScoreSheet("minibridge", list("NESW"), {"target": 400})
    by_target.add_round({**row, "contract": {"strain": "NT", "game": True}, "tricks": 9})
    assert by_target.is_over


@pytest.mark.parametrize(
    ("points", "message"),
    [([10, 10, 10, 9], "the points add up to 39, but the pack holds 40"), ([38, 2, 0, 0], "must be from 0 to 37")],
)
def test_minibridge_refuses_points_that_cannot_be(points, message):
    sheet = ScoreSheet("minibridge", list("NESW"))
    with pytest.raises(ScoresheetError, match=message):
        sheet.add_round({"points": points})


def test_minibridge_declarer_uses_honour_sets_with_the_exact_points():
    assert all(hcp(_honours_with_points(p)) == p for p in range(41))
    assert minibridge_declarer([8, 6, 14, 12], dealer=0) == 2
    assert minibridge_declarer([10, 10, 10, 10], dealer=0) is None
    # East and West hold 12 each: the one who announced first (nearer the dealer) declares.
    assert minibridge_declarer([4, 12, 12, 12], dealer=3) == 3
    assert minibridge_declarer([4, 12, 12, 12], dealer=0) == 1


# ----- Dumb-Bunny ----------------------------------------------------------------------------------

SWAP_CARD = [{"trump": None, "modifiers": ["swap"]}, {"trump": "S", "modifiers": ["new_partners"]}, {"trump": "H"}]


def test_dumb_bunny_players_score_their_sides_tricks_and_swap_hands_cross_over():
    sheet = ScoreSheet("dumb-bunny", ["N", "E", "S", "W"], {"hand_card": SWAP_CARD})
    assert sheet.next_info().modifiers == ("swap",)
    swapped = sheet.add_round({"tables": [[9, 4]]})
    assert swapped.scores == (4, 9, 4, 9)  # North–South took 9 but score East–West's 4
    plain = sheet.add_round({"tables": [[9, 4]]})
    assert plain.scores == (9, 4, 9, 4)
    # New partners after hand 2: North stays, the others move one seat clockwise.
    assert sheet.next_info().seats == ((0, 3, 1, 2),)
    moved = sheet.add_round({"tables": [[8, 5]]})
    assert moved.scores == (8, 8, 5, 5)  # N (0) and S (now player 1) are partners
    assert sheet.totals == (21, 21, 18, 18)
    assert sheet.is_over and sheet.winners == [0, 1]


def test_dumb_bunny_two_tables_follow_the_standard_card_and_check_13_tricks():
    sheet = ScoreSheet("dumb-bunny", [f"P{i}" for i in range(8)])
    assert sheet.next_info().planned == 16
    with pytest.raises(ScoresheetError, match="at table 2 the sides took 12 tricks, but a hand has 13"):
        sheet.add_round({"tables": [[7, 6], [6, 6]]})
    with pytest.raises(ScoresheetError, match="for 2 tables"):
        sheet.add_round({"tables": [[7, 6]]})
    for _ in range(8):
        sheet.add_round({"tables": [[13, 0], [0, 13]]})
    info = sheet.next_info()  # hand 8 moved East–West one table on
    assert info.seats == ((0, 7, 1, 6), (4, 3, 5, 2))


# ----- files -----------------------------------------------------------------------------------------


def test_every_entry_is_autosaved_and_the_sheet_resumes_where_it_stopped(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    path = autosave_path()
    assert path == tmp_path / "scoresheet-autosave.json"
    sheet = ScoreSheet("bugger-bridge", SEED_PLAYERS, {"hook_rule": True}, first_dealer=2, autosave=path)
    for bids, tricks in SEED_ROUNDS[:2]:
        sheet.add_round({"bids": bids, "tricks": tricks})
        assert len(json.loads(path.read_text())["entries"]) == len(sheet.entries)
    sheet.add_penalty(4)
    sheet.record_bids([0, 1, 2, 0, 1])
    doc = json.loads(path.read_text())
    assert doc["format"] == FORMAT and doc["version"] == 1 and doc["game"] == "bugger-bridge"
    assert doc["options"] == {"hook_rule": True} and doc["pending"] == {"bids": [0, 1, 2, 0, 1]}

    resumed = ScoreSheet.load(path, autosave=path)
    assert resumed.players == sheet.players and resumed.options == sheet.options
    assert resumed.totals == sheet.totals and resumed.pending_bids == [0, 1, 2, 0, 1]
    assert resumed.next_info() == sheet.next_info()
    resumed.record_tricks([0, 1, 2, 0, 0])
    assert ScoreSheet.load(path).totals == resumed.totals


@pytest.mark.parametrize("game,n", [("bugami", 4), ("bleeding-hearts", 3), ("minibridge", 4), ("dumb-bunny", 8)])
def test_save_and_open_round_trip_every_game(tmp_path, game, n):
    rows = {
        "bugami": {"bids": ["H", "S", "zero", "D"], "tricks": [4, 5, 0, 4], "bugs": [2, 3, 0, 0]},
        "bleeding-hearts": {"bids": ["turnip", "S", "D"], "doublets": [False, True, False], "turnip": "C",
                            "tricks": [4, 5, 4], "bugs": [1, 0, 2]},
        "minibridge": {"points": [12, 8, 12, 8], "contract": {"strain": "S", "game": True}, "tricks": 10},
        "dumb-bunny": {"tables": [[9, 4], [3, 10]]},
    }  # fmt: skip
    sheet = ScoreSheet(game, [f"P{i}" for i in range(n)])
    sheet.add_round(rows[game])
    sheet.add_round(rows[game])
    sheet.save(tmp_path / "s.json")
    again = ScoreSheet.load(tmp_path / "s.json")
    assert again.totals == sheet.totals and again.entries == sheet.entries
    assert [r.scores for r in again.results] == [r.scores for r in sheet.results]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not JSON"),
        ("", "not JSON"),
        ('{"format": "cardtable-record"}', "not a cardtable score sheet"),
        ('{"format": "cardtable-scoresheet", "version": 2}', "version 2"),
        ('{"format": "cardtable-scoresheet", "version": 1, "game": "snap", "players": ["A", "B"]}', "unknown game"),
        (
            '{"format": "cardtable-scoresheet", "version": 1, "game": "bugami", "players": ["A", "B", "C"],'
            ' "entries": [{"kind": "round", "bids": ["S", "S", "S"], "tricks": [17, 0, 1]}]}',
            "entry 1: the tricks add up to 18",
        ),
        (
            '{"format": "cardtable-scoresheet", "version": 1, "game": "bugami", "players": ["A", "B", "C"],'
            ' "entries": [{"kind": "penalty", "player": 0, "reason": "revoke"}]}',
            "entry 1: The Bugami seed has no penalties",
        ),
        ("[1, 2]", "not a cardtable score sheet"),
    ],
)
def test_corrupt_files_are_refused_with_one_clear_message(tmp_path, text, message):
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScoresheetError) as exc:
        ScoreSheet.load(path)
    assert str(exc.value).startswith("broken.json cannot be opened: ")
    assert message in str(exc.value)
    assert "\n" not in str(exc.value)


def test_a_missing_file_and_binary_junk_are_refused(tmp_path):
    with pytest.raises(ScoresheetError, match="no such file"):
        ScoreSheet.load(tmp_path / "nope.json")
    junk = tmp_path / "junk.json"
    junk.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(ScoresheetError, match=r"junk\.json cannot be opened"):
        ScoreSheet.load(junk)


def test_setup_is_checked():
    with pytest.raises(ScoresheetError, match="Bleeding Hearts is for 3 players, not 4"):
        ScoreSheet("bleeding-hearts", list("ABCD"))
    with pytest.raises(ScoresheetError, match="two players are called A"):
        ScoreSheet("bugami", ["A", "B", " A "])
    with pytest.raises(ScoresheetError, match="player 2 has no name"):
        ScoreSheet("bugami", ["A", "  ", "C"])
    with pytest.raises(ScoresheetError, match="option target of bugami"):
        ScoreSheet("bugami", list("ABC"), {"target": "lots"})


def test_csv_export_has_a_row_per_entry_and_the_totals():
    sheet = seed_sheet()
    sheet.add_penalty(1)
    lines = sheet.to_csv().splitlines()
    assert (
        lines[0]
        == "Entry,What happened,Bob,Helen,Corky,Kim,Randi,Bob total,Helen total,Corky total,Kim total,Randi total"
    )
    assert lines[1] == 'Round 1,"1 card, trumps; bids 2: over",10,10,10,0,11,10,10,10,0,11'
    assert lines[4].startswith('Round 4,"Penalty: Helen, revoke; round 4 redealt",0,-10,0,0,0')
    assert lines[-1] == "Total,,20,11,33,20,31,20,11,33,20,31"


WEIRD = [None, True, 1.5, -1, 99, "SH", "x", [], ["H"], {}, {"a": 1}, [1, 2], "turnip", "zero"]


def test_any_wrong_value_in_a_file_is_a_scoresheet_error_never_a_crash():
    base = {
        "format": FORMAT,
        "version": 1,
        "game": "bleeding-hearts",
        "players": ["A", "B", "C"],
        "entries": [
            {"kind": "round", "bids": ["turnip", "S", "D"], "doublets": [False, True, False], "turnip": "H",
             "tricks": [4, 5, 4], "bugs": [0, 0, 1]}
        ],
    }  # fmt: skip
    paths = [
        ("game",), ("players",), ("options",), ("first_dealer",), ("entries",), ("entries", 0),
        ("entries", 0, "kind"), ("entries", 0, "bids", 0), ("entries", 0, "doublets", 1), ("entries", 0, "turnip"),
        ("entries", 0, "tricks"), ("entries", 0, "bugs", 2), ("pending",), ("version",),
    ]  # fmt: skip
    refused = 0
    for path in paths:
        for value in WEIRD:
            doc = json.loads(json.dumps(base))
            where = doc
            for key in path[:-1]:
                where = where[key]
            where[path[-1]] = value
            try:
                ScoreSheet.from_dict(doc)
            except ScoresheetError:
                refused += 1
    assert refused > len(paths) * len(WEIRD) // 2
