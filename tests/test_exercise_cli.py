"""``cardtable exercise``: the JSON shape of docs/CLI.md, plain text, and one-line errors."""

from __future__ import annotations

import json

from cardtable.tools.cli import main

SEED_DEAL = "W:J98.QJT8.9752.T8 T532.AK4.K83.A53 Q74.75.JT6.QJ976 AK6.9632.AQ4.K42"
REDEAL = "N:AKJ83.A3.5.Q9543 Q4.T9642.KQ76.AJ 965.KQJ7.983.T82 T72.85.AJT42.K76"


def write(tmp_path, text, name="deals.pbn"):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return str(p)


def test_json_shape_for_the_seed_deal(tmp_path, capsys):
    path = write(tmp_path, f'[Board "1"]\n[Dealer "W"]\n[Deal "{SEED_DEAL}"]\n\n'
                           f'[Board "2"]\n[Dealer "N"]\n[Deal "{REDEAL}"]\n')
    assert main(["exercise", path, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert isinstance(data, list) and len(data) == 2
    b = data[0]
    assert {k: b[k] for k in ("board", "dealer", "points", "first_to_announce", "declaring_side", "declarer",
                              "dummy", "opening_leader", "suggested_lead", "sure_tricks", "go_for_game")} == {
        "board": 1, "dealer": "W", "points": {"N": 14, "E": 6, "S": 16, "W": 4},
        "first_to_announce": "W", "declaring_side": "NS", "declarer": "S", "dummy": "N",
        "opening_leader": "W", "suggested_lead": "HQ", "sure_tricks": 9, "go_for_game": True}
    assert list(b["points"]) == ["N", "E", "S", "W"]
    assert list(b["double_dummy"]) == ["N", "E", "S", "W"]
    assert b["double_dummy"]["N"] == {"C": 9, "D": 9, "H": 10, "S": 10, "NT": 10}
    assert all(list(row) == ["C", "D", "H", "S", "NT"] for row in b["double_dummy"].values())
    assert b["best_contract"] == {"declarer": "S", "strain": "NT", "game": True, "score": 430}
    assert b["lead_contract"] == {"declarer": "S", "strain": "NT", "game": True}
    assert b["suggested_contract"] == {"strain": "NT", "game": True}
    assert b["extra_tricks"] is True
    chances = b["extra_trick_chances"]
    assert all(set(c) == {"kind", "suit", "tricks", "works", "hoped", "text"} for c in chances)
    assert all(isinstance(c["works"], bool) and isinstance(c["tricks"], int) for c in chances)
    assert {k: chances[0][k] for k in ("kind", "suit", "tricks", "works", "hoped")} == {
        "kind": "length", "suit": "S", "tricks": 1, "works": True, "hoped": 1}
    assert b["explanations"]["lead"].startswith("South declares in no trumps.")
    r = data[1]
    assert r["declaring_side"] is None and r["redeal"] is True and "redealt" in r["note"]
    assert r["declarer"] is None and r["suggested_lead"] is None and r["best_contract"] is None
    assert r["lead_contract"] is None and r["extra_trick_chances"] == [] and r["extra_tricks"] is None


def test_board_option_and_text_output(tmp_path, capsys):
    path = write(tmp_path, f'[Board "1"]\n[Dealer "W"]\n[Deal "{SEED_DEAL}"]\n\n'
                           f'[Board "2"]\n[Dealer "N"]\n[Deal "{REDEAL}"]\n')
    assert main(["exercise", path, "--board", "2"]) == 0
    out = capsys.readouterr().out
    assert "Board 2" in out and "redealt" in out and "Board 1" not in out
    # A thrown-in deal's double-dummy table is labelled, not read as the play's result.
    assert "Double dummy, for interest only (had each player declared):" in out
    assert "Double dummy (tricks for each declarer)" not in out
    assert main(["exercise", path, "--board", "1"]) == 0
    out = capsys.readouterr().out
    assert "Nine top tricks" in out and "♥Q" in out and "Best contract: game in no trumps by South" in out


def test_a_board_where_every_contract_fails_names_the_least_costly_one(tmp_path, capsys):
    # Set V, board 38 of a teacher's review: "Best contract: a part-score in no trumps by
    # South, 6 tricks, -50 points" labelled a failing contract the best.
    path = write(tmp_path, '[Board "38"]\n[Dealer "E"]\n'
                           '[Deal "N:QJ.AQJ.J532.8743 AK9643.K73.84.T2 T752.T94.KQ6.AQ5 8.8652.AT97.KJ96"]\n')
    assert main(["exercise", path]) == 0
    out = capsys.readouterr().out
    assert "Least costly contract (every contract fails): a part-score in no trumps by South" in out, out
    assert "Best contract" not in out


def test_errors_are_one_line_exit_2(tmp_path, capsys):
    cases = [
        [str(tmp_path / "missing.pbn")],
        [write(tmp_path, "not pbn at all", "bad.pbn")],
        [write(tmp_path, f'[Deal "{SEED_DEAL[:-2]}"]\n', "short.pbn")],
        [write(tmp_path, f'[Deal "{SEED_DEAL}"]\n', "one.pbn"), "--board", "5"],
        [write(tmp_path, f'[Deal "{SEED_DEAL}"]\n', "one2.pbn"), "--board", "zero"],
    ]
    for args in cases:
        assert main(["exercise", *args, "--json"]) == 2, args
        captured = capsys.readouterr()
        assert captured.out == ""
        lines = captured.err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("cardtable: ") and "Traceback" not in captured.err


def test_builtin_sets_through_the_cli(capsys):
    from importlib.resources import files

    path = files("cardtable.resources") / "exercises" / "01-counting-points.pbn"
    assert main(["exercise", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data[0]["suggested_lead"] == "HQ" and len(data) >= 4


def random_boards_file(tmp_path, n: int) -> str:
    import random

    from cardtable.bridge.generate import generate
    from cardtable.bridge.pbn import write_pbn

    rng = random.Random(18)
    return write(tmp_path, write_pbn([generate(rng, number=i + 1) for i in range(n)]), "random.pbn")


def test_any_number_of_processes_prints_the_same_and_progress_goes_to_stderr(tmp_path, capsys, monkeypatch):
    from cardtable.bridge import dd

    # Three boards, a part each: three parts, so two processes share them (every table is a
    # solve in this process and again in a worker: the fewer boards, the less CPU).
    monkeypatch.setattr(dd, "PART", 1)
    path = random_boards_file(tmp_path, 3)
    outputs = {}
    for form in (["--json"], []):
        assert main(["exercise", path, *form, "--jobs", "1"]) == 0
        captured = capsys.readouterr()
        assert captured.err == ""  # not a terminal, no --progress: nothing on stderr
        outputs[bool(form)] = captured.out
    assert len(json.loads(outputs[True])) == 3 and outputs[False].count("Board ") == 3
    # Two processes, once (each run starts two fresh workers, ~5 s of CPU): the JSON form holds
    # every figure the text form shows, so the same JSON means the same text.
    assert main(["exercise", path, "--json", "--jobs", "2", "--progress"]) == 0
    captured = capsys.readouterr()
    assert captured.out == outputs[True]
    assert captured.err.splitlines() == [f"analysed {n} of 3 boards" for n in (0, 1, 2, 3)]


def test_a_batch_larger_than_the_table_cache(monkeypatch):
    from cardtable.bridge import dd
    from cardtable.bridge.deal import deal_from_pbn

    monkeypatch.setattr(dd, "_cache", {})
    monkeypatch.setattr(dd, "_CACHE_LIMIT", 2)  # as a batch of 513 deals meets the real limit of 512
    turned = "N:" + SEED_DEAL[2:]  # the seed's hands one seat round: West's cards in the North seat
    deals = [deal_from_pbn(d) for d in (SEED_DEAL, REDEAL, turned, SEED_DEAL)]
    tables = dd.double_dummy_many(deals)  # three new deals in one batch, a cache of two: it used to raise KeyError
    assert len(tables) == 4 and tables[3] == tables[0]
    assert tables[0][0] == {"C": 9, "D": 9, "H": 10, "S": 10, "NT": 10}
    assert tables[2][0] == tables[0][3]  # North of the turned deal holds West's seed hand
    assert len(dd._cache) <= 2



class GonePipe:
    """Standard output whose reader has gone: every write fails as a closed pipe does."""

    def write(self, text):
        raise BrokenPipeError(32, "Broken pipe")

    def flush(self):
        raise BrokenPipeError(32, "Broken pipe")

    def fileno(self):
        raise OSError("no file behind this stream")


def test_exercise_into_a_pipe_whose_reader_left_ends_quietly(tmp_path, monkeypatch, capsys):
    """`cardtable exercise FILE | head -1`: once head has its line, the answers meet a closed
    pipe. The command stops as a tool ended by SIGPIPE does (status 141): no message, no
    crash log."""
    from cardtable.bridge import report

    path = write(tmp_path, f'[Board "1"]\n[Dealer "W"]\n[Deal "{SEED_DEAL}"]\n')
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(report, "run", lambda *a: ("text", "Board 1\n" * 1000))  # the answers, quickly
    monkeypatch.setattr("sys.stdout", GonePipe())
    assert main(["exercise", path]) == 141
    assert capsys.readouterr().err == ""
    assert not (tmp_path / "data" / "logs").exists()


def test_a_real_pipe_closed_early_ends_a_command_quietly(tmp_path, vectors_dir):
    """The same through a real pipe, closed before the first line (a real process: the flush
    Python makes at exit must not meet the pipe again either)."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, CARDTABLE_DATA_DIR=str(tmp_path / "data"))
    proc = subprocess.Popen([sys.executable, "-m", "cardtable.tools.cli", "replay",
                             str(vectors_dir / "bugger-bridge-0.json")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    proc.stdout.close()  # the reader has gone before the first line is written
    _, err = proc.communicate(timeout=60)
    assert (proc.returncode, err) == (141, b"")
    assert not (tmp_path / "data" / "logs").exists()
