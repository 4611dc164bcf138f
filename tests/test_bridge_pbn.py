"""PBN in and out through endplay: round trips, the Dealer tag, stored double-dummy
tables, and one clear error line for anything malformed — never a traceback."""

from __future__ import annotations

import contextlib
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.bridge.deal import Board, DealError, deal_from_pbn, deal_to_pbn
from cardtable.bridge.exercises import builtin_sets
from cardtable.bridge.generate import generate
from cardtable.bridge.pbn import PBNError, read_pbn, read_pbn_file, write_pbn

SEED_DEAL = "W:J98.QJT8.9752.T8 T532.AK4.K83.A53 Q74.75.JT6.QJ976 AK6.9632.AQ4.K42"


def test_round_trip_keeps_dealer_hands_number_title_and_table():
    boards = list(builtin_sets()[1].boards) + [generate(random.Random(s), number=10 + s) for s in range(3)]
    again = read_pbn(write_pbn(boards))
    assert [(b.number, b.dealer, b.hands) for b in again] == [(b.number, b.dealer, b.hands) for b in boards]
    assert again[0].title == boards[0].title and again[0].dd == boards[0].dd
    assert all(b.dd is None for b in again[-3:])
    assert write_pbn(again) == write_pbn(boards)


def test_dealer_tag_is_honoured_without_a_contract():
    text = f'[Board "7"]\n[Dealer "E"]\n[Deal "{SEED_DEAL}"]\n'
    (b,) = read_pbn(text)
    assert b.number == 7 and b.dealer == 1


def test_missing_dealer_follows_the_board_number():
    (b,) = read_pbn(f'[Board "3"]\n[Deal "{SEED_DEAL}"]\n')
    assert b.dealer == 2  # board 3: South deals


def test_deal_strings_round_trip():
    hands = deal_from_pbn(SEED_DEAL)
    for first in range(4):
        assert deal_from_pbn(deal_to_pbn(hands, first)) == hands
    with pytest.raises(DealError, match="13"):
        deal_from_pbn("N:AKQ... ... ... ...")


OTHER_DEAL = "N:Q74.75.JT6.QJ976 T532.AK4.K83.A53 AK6.9632.AQ4.K42 J98.QJT8.9752.T8"


@pytest.mark.parametrize(
    "game",
    [
        '[Event "Club"]\n[Board "{n}"]\n[Dealer "{d}"]\n[Deal "{deal}"]\n',
        '[Dealer "{d}"]\n[Vulnerable "None"]\n[Deal "{deal}"]\n[Board "{n}"]\n',
    ],
)
def test_boards_without_blank_lines_between_them_are_all_read(game):
    text = game.format(n=4, d="E", deal=SEED_DEAL) + game.format(n=5, d="S", deal=OTHER_DEAL)
    boards = read_pbn(text)
    assert [(b.number, b.dealer) for b in boards] == [(4, 1), (5, 2)]
    assert boards[1].hands == deal_from_pbn(OTHER_DEAL)


def test_a_repeated_tag_before_the_deal():
    stray_event = f'[Event "Club"]\n[Event "Board one"]\n[Board "1"]\n[Deal "{SEED_DEAL}"]\n'
    assert read_pbn(stray_event)[0].title == "Club"  # the first wins, as in endplay
    dealless = f'[Board "1"]\n[Dealer "N"]\n[Board "2"]\n[Dealer "E"]\n[Deal "{SEED_DEAL}"]\n'
    with pytest.raises(PBNError, match=r"^bad.pbn: line 3: a second Board tag before this game's Deal"):
        read_pbn(dealless, "bad.pbn")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("hello", "not valid PBN"),
        ('[Deal "N:AKQ"]', "four hands"),
        ('[Board "x"]\n[Deal "' + SEED_DEAL + '"]', "Board tag"),
        ('[Dealer "Q"]\n[Deal "' + SEED_DEAL + '"]', "Dealer tag"),
        ('[Deal "' + SEED_DEAL[:-1] + '"]', "12 cards"),
        ('[Deal "' + SEED_DEAL.replace("K42", "K4A") + '"]', "two hands"),
        ('[Event "x"]', "no Deal tag"),
        ("", "empty"),
        ('[Deal "#"]', "no board came before"),
    ],
)
def test_malformed_pbn_is_one_clear_line(text, message):
    with pytest.raises(PBNError, match=message) as info:
        read_pbn(text, "bad.pbn")
    assert "\n" not in str(info.value) and str(info.value).startswith("bad.pbn")


def test_file_errors(tmp_path):
    with pytest.raises(PBNError, match="no such file"):
        read_pbn_file(tmp_path / "missing.pbn")
    (tmp_path / "bin.pbn").write_bytes(b"\x00\x01\x02")
    with pytest.raises(PBNError, match="not text"):
        read_pbn_file(tmp_path / "bin.pbn")
    with pytest.raises(PBNError, match="folder"):
        read_pbn_file(tmp_path)
    latin = f'[Event "Caf\xe9"]\n[Deal "{SEED_DEAL}"]\n'.encode("latin-1")
    (tmp_path / "latin.pbn").write_bytes(latin)
    assert read_pbn_file(tmp_path / "latin.pbn")[0].title == "Café"


PBN_BITS = st.sampled_from([
    "[", "]", '"', "#", "{", "}", ";", "%", "\n", " ", "Deal", "Dealer", "Board", "Play", "Auction",
    "Contract", "Declarer", "Result", "OptimumResultTable", "N:", "E:", "W", "NT", "AKQJT", ".", "3S",
    SEED_DEAL, "*", "-", "+", "=1=", "Note", "1:", "\\2R", "Table", "4H", "X",
])


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(PBN_BITS, st.text(max_size=6)), max_size=40))
def test_fuzzed_pbn_never_raises_anything_but_pbnerror(parts):
    text = "".join(parts)
    try:
        boards = read_pbn(text, "fuzz.pbn")
    except PBNError as exc:
        assert "\n" not in str(exc)
    else:
        assert all(isinstance(b, Board) for b in boards)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=200))
def test_fuzzed_tag_values_never_crash(value):
    text = f'[Board "1"]\n[Dealer "{value}"]\n[Deal "{value}"]\n[OptimumResultTable "{value}"]\n{value}\n'
    with contextlib.suppress(PBNError):
        read_pbn(text, "fuzz.pbn")
