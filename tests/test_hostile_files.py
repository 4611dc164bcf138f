"""Hostile files and records at the command line: devices, pipes and huge files refused at
once with one line; records whose bids stop before their plays, or whose draw gives one card
to two players, refused; names and option texts capped; a file name with a newline still
makes a one-line error; a long PBN import shows progress and can be cancelled."""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys

import pytest

from cardtable.tools.cli import main

from .conftest import ROOT, load_vector


def run(argv, capsys):
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
@pytest.mark.parametrize("command", ["replay", "exercise"])
def test_devices_are_refused_at_once(capsys, device, command):
    code, out, err = run([command, device], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "not a regular file" in err


@pytest.mark.parametrize("command", ["replay", "exercise"])
def test_a_fifo_with_no_writer_does_not_hang(tmp_path, command):
    fifo = tmp_path / "pipe.cardtable"
    os.mkfifo(fifo)
    code = "import sys; from cardtable.tools.cli import main; sys.exit(main(sys.argv[1:]))"
    proc = subprocess.run([sys.executable, "-c", code, command, str(fifo)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert proc.returncode == 2 and "not a regular file" in proc.stderr


def test_a_huge_file_is_refused_before_it_is_read(tmp_path, capsys):
    big = tmp_path / "big.cardtable"
    with big.open("wb") as f:
        f.truncate(3 * 1024**3)  # sparse: 3 GB claimed, nothing on disk
    code, _, err = run(["replay", str(big)], capsys)
    assert code == 2 and "too large to be a game record" in err and "limit is 8192 KiB" in err


def test_a_file_name_with_a_newline_gives_one_line(tmp_path, capsys):
    odd = tmp_path / "two\nlines.cardtable"
    odd.write_text("{broken")
    code, _, err = run(["replay", str(odd)], capsys)
    assert code == 2 and err.count("\n") == 1
    code, _, err = run(["replay", str(tmp_path / "missing\nfile.cardtable")], capsys)
    assert code == 2 and err.count("\n") == 1 and "missing\\nfile.cardtable: no such file" in err
    code, _, err = run(["exercise", str(tmp_path / "no\nboards.pbn")], capsys)
    assert code == 2 and err.count("\n") == 1


def write(tmp_path, data) -> str:
    path = tmp_path / "r.cardtable"
    path.write_text(json.dumps(data))
    return str(path)


def test_bids_incomplete_but_cards_played_is_refused(tmp_path, capsys):
    data = load_vector("bugger-bridge-0.json")
    data["rounds"] = data["rounds"][:3]
    data["rounds"][2]["bids"][1] = None
    code, out, err = run(["replay", write(tmp_path, data)], capsys)
    assert code == 2 and out == ""
    assert err == "cardtable: round 3: cards are played but P1 has not bid\n"
    data["rounds"][2]["plays"] = []  # bidding still going on: a fine record of a round in progress
    code, _, _ = run(["replay", write(tmp_path, data)], capsys)
    assert code == 0


def test_one_card_drawn_by_two_players_is_refused(tmp_path, capsys):
    data = load_vector("bugger-bridge-0.json")
    data["rounds"] = data["rounds"][:1]
    data["draw"] = [["AS", "2C", "2C", "3C", "4C", "5C"]]
    code, _, err = run(["replay", write(tmp_path, data)], capsys)
    assert code == 2 and "2C is drawn by two players" in err


def test_one_card_in_two_hands_is_refused(tmp_path, capsys):
    data = load_vector("minibridge-3.json")
    data["rounds"] = data["rounds"][:1]
    data["rounds"][0]["hands"][1][0] = data["rounds"][0]["hands"][0][0]
    code, _, err = run(["replay", write(tmp_path, data)], capsys)
    assert code == 2 and "is dealt twice" in err


def test_names_and_option_texts_are_capped(tmp_path, capsys):
    data = load_vector("bugami-1.json")
    long = copy.deepcopy(data)
    long["players"][0] = "N" * 7_000_000
    code, _, err = run(["replay", write(tmp_path, long)], capsys)
    assert code == 2 and "longer than 100 characters" in err and len(err) < 200
    long = copy.deepcopy(data)
    long["options"] = {"O" * 5000: 1}
    code, _, err = run(["replay", write(tmp_path, long)], capsys)
    assert code == 2 and len(err) < 200


@pytest.fixture
def many_boards(tmp_path) -> str:
    from cardtable.bridge.generate import generate
    from cardtable.bridge.pbn import write_pbn

    rng = random.Random(3)
    boards = [generate(rng, number=i) for i in range(1, 81)]
    path = tmp_path / "many.pbn"
    path.write_text(write_pbn(boards))
    return str(path)


def test_a_long_import_shows_progress_and_can_be_cancelled(many_boards, capsys, monkeypatch):
    from cardtable.bridge import report

    def interrupted(boards, jobs=1, progress=None):
        for done in (25, 50):
            progress(done, len(boards))
        raise KeyboardInterrupt

    monkeypatch.setattr(report, "analyse_boards", interrupted)
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    code, out, err = run(["exercise", many_boards, "--json"], capsys)
    assert code == 2 and out == ""
    assert "analysed 25 of 80 boards" in err and "analysed 50 of 80 boards" in err
    assert err.rstrip("\n").endswith("cardtable: cancelled after 50 of 80 boards; nothing printed")


def _part_that_takes_a_minute(numbered):
    """A worker's job that would hold a polite shutdown for a minute."""
    import time

    time.sleep(60)
    return numbered[0], []


def test_ctrl_c_stops_the_solving_processes_at_once():
    """Ctrl+C during a long `exercise` waited for every part already handed out (minutes on
    a 2,000-board file): the workers are stopped, not waited for."""
    import multiprocessing
    import os
    import signal
    import threading
    import time

    from cardtable.bridge.dd import double_dummy_parallel

    before = signal.signal(signal.SIGINT, signal.default_int_handler)  # a background job ignores it
    ctrl_c = threading.Timer(2.0, lambda: os.kill(os.getpid(), signal.SIGINT))  # the workers are busy by then
    try:
        start = time.monotonic()
        ctrl_c.start()
        with pytest.raises(KeyboardInterrupt):
            double_dummy_parallel([(1, 2, 4, 8)] * 400, 2, solve=_part_that_takes_a_minute)
        assert time.monotonic() - start < 30  # a minute per part had they been waited for
        assert not multiprocessing.active_children()
    finally:
        ctrl_c.cancel()
        signal.signal(signal.SIGINT, before)


def test_a_board_number_of_thousands_of_digits_is_named_not_pythons_limit(tmp_path, capsys):
    """Python's own message for it named sys.set_int_max_str_digits."""
    deal = "N:QJ3.KT62.K73.AT9 A9652.Q85.9.KQJ7 KT8.AJ4.AQJT852. 74.973.64.865432"
    path = tmp_path / "huge-number.pbn"
    path.write_text(f'[Board "{"9" * 5000}"]\n[Dealer "N"]\n[Deal "{deal}"]\n')
    code, out, err = run(["exercise", str(path)], capsys)
    assert code == 2 and out == ""
    assert err.strip().endswith("not valid PBN (a number with too many digits)") and "sys." not in err
