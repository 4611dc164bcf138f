"""Faults at the command line lose nothing and are told in one line (exit status 2): an
output is replaced atomically or not at all (a full disk leaves the old file, never a
cut-off one, and success is never claimed for a file not written); a ladder page is read
only when it is one, and never from a device; a full or closed standard output, a closed
standard input and an unwritable record are ordinary faults, not bugs; huge values are
quoted cut short.

A full disk is simulated by making ``fsync`` fail with ENOSPC, as it does on a full disk
(the atomic writer syncs every file before putting it in place); ``/dev/full`` is used
where it exists."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from importlib.resources import files
from pathlib import Path
from types import SimpleNamespace

import pytest

from cardtable.engine import Match
from cardtable.tools.cli import main
from cardtable.tools.ladder import parse_rows, render_page

from .conftest import ROOT
from .test_exercise_cli import SEED_DEAL, write

DEV_FULL = Path("/dev/full")
needs_dev_full = pytest.mark.skipif(not DEV_FULL.exists(), reason="no /dev/full on this system")


def run(capsys, *argv: str) -> tuple[int, str, list[str]]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err.splitlines()


def run_process(*argv: str, tmp_path: Path, **kwargs) -> subprocess.CompletedProcess:
    """The command in a process of its own (for what only a real process shows: Python's
    flush at exit, a real device behind standard output)."""
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, **kwargs}
    return subprocess.run([sys.executable, "-m", "cardtable.tools.cli", *argv], cwd=ROOT, env=env, text=True,
                          timeout=60, **streams)


@pytest.fixture
def disk_full(monkeypatch):
    """Every file synced from now on meets a full disk."""

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)


@pytest.fixture
def one_board(tmp_path) -> str:
    return write(tmp_path, f'[Board "1"]\n[Dealer "W"]\n[Deal "{SEED_DEAL}"]\n')


# ----- exercise --pdf / --pbn ------------------------------------------------------------------


@needs_dev_full
def test_a_pdf_into_dev_full_is_refused_not_reported_written(qapp, one_board, capfd):
    assert main(["exercise", one_board, "--pdf", str(DEV_FULL)]) == 2
    out, err = capfd.readouterr()
    assert out == "" and err == "cardtable: cannot write /dev/full: it is not a regular file (a device or a pipe)\n"


def test_a_pdf_on_a_full_disk_keeps_the_old_file(qapp, one_board, tmp_path, capfd, disk_full):
    old = b"%PDF-1.4 the handout of last week\n%%EOF\n"
    pdf = tmp_path / "handout.pdf"
    pdf.write_bytes(old)
    assert main(["exercise", one_board, "--pdf", str(pdf)]) == 2
    out, err = capfd.readouterr()  # capfd: a Qt warning would go straight to the descriptor
    assert out == "" and err == f"cardtable: cannot write {pdf}: No space left on device\n"
    assert pdf.read_bytes() == old and sorted(os.listdir(tmp_path)) == ["deals.pbn", "handout.pdf"]


def test_a_pdf_into_a_folder_is_one_line_without_qt_warnings(qapp, one_board, tmp_path, capfd):
    assert main(["exercise", one_board, "--pdf", str(tmp_path)]) == 2
    assert capfd.readouterr().err == f"cardtable: cannot write {tmp_path}: it is a folder\n"


def test_a_pdf_that_comes_out_incomplete_is_not_written(qapp, one_board, tmp_path, capsys, monkeypatch):
    from cardtable.ui import handout

    monkeypatch.setattr(handout, "paint_handout", lambda device, records, title: 2)  # nothing drawn, no trailer
    pdf = tmp_path / "h.pdf"
    code, out, err = run(capsys, "exercise", one_board, "--pdf", str(pdf))
    assert (code, out, err) == (2, "", [f"cardtable: cannot write {pdf}: the PDF came out incomplete"])
    assert not pdf.exists()


def test_a_club_pbn_on_a_full_disk_keeps_the_old_file(one_board, tmp_path, capsys, disk_full):
    club = tmp_path / "club.pbn"
    club.write_text("[Event \"last week\"]\n")
    code, out, err = run(capsys, "exercise", one_board, "--pbn", str(club))
    assert (code, out, err) == (2, "", [f"cardtable: cannot write {club}: No space left on device"])
    assert club.read_text() == "[Event \"last week\"]\n"


def test_a_pdf_that_fails_after_the_pbn_was_written_says_the_pbn_was(qapp, one_board, tmp_path, capfd, monkeypatch):
    """`--pdf A --pbn B` on a nearly full disk: B written, A failed, and the one line said
    only that A failed, as though B were the old one."""
    from cardtable.ui import handout

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(handout, "write_pdf", full)
    pdf, club = tmp_path / "h.pdf", tmp_path / "club.pbn"
    assert main(["exercise", one_board, "--pdf", str(pdf), "--pbn", str(club)]) == 2
    out, err = capfd.readouterr()
    assert out == "" and err == (f"cardtable: cannot write {pdf}: No space left on device "
                                 f"(wrote {club}: 1 board as PBN)\n")
    assert club.exists() and not pdf.exists()


def test_a_missing_folder_is_refused_not_made(one_board, tmp_path, capsys):
    code, _, err = run(capsys, "exercise", one_board, "--pbn", str(tmp_path / "nowhere" / "club.pbn"))
    assert code == 2 and err == [f"cardtable: no folder '{tmp_path / 'nowhere'}' for the PBN file"]
    assert not (tmp_path / "nowhere").exists()


# ----- simulate --ladder -----------------------------------------------------------------------


def fake_arena(game: str, players: int | None, games: int, seed: int, levels: list[str]) -> dict:
    """A run's result in the shape of ``run_arena``'s, at once: these tests are about the page."""
    figures = {"seats": 2, "rounds": 8, "mean_score_per_round": 1.0, "ci95": 0.5,
               "latency_p50_s": 0.001, "latency_p95_s": 0.002}
    return {"game": game, "players": players or 3, "games": games, "seed": seed, "seconds": 0.1,
            "games_per_s": 10.0, "levels": {lv: dict(figures) for lv in levels}, "seat_mean_totals": [1, 2, 3],
            "paired": {"-".join(levels): {"rounds": 8, "mean_diff": 0.5, "ci95": 0.25}}}


@pytest.fixture
def quick_arena(monkeypatch):
    monkeypatch.setattr("cardtable.tools.arena.run_arena", fake_arena)


def simulate_into(capsys, page: Path | str) -> tuple[int, str, list[str]]:
    return run(capsys, "simulate", "bugami", "--games", "1", "--levels", "easy,random", "--json", "--ladder", str(page))


def limit_memory() -> None:
    """A process that reads without end fails soon, not after taking the machine's memory."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (2 * 1024**3, 2 * 1024**3))


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this system")
def test_a_ladder_page_from_a_device_is_refused_at_once(tmp_path):
    """/dev/zero never ends: it was read into memory until the machine ran out of it."""
    proc = run_process("simulate", "bugami", "--games", "1", "--levels", "random", "--ladder", "/dev/zero",
                       tmp_path=tmp_path, preexec_fn=limit_memory)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr == "cardtable: cannot write /dev/zero: it is not a regular file (a device or a pipe)\n"


@pytest.mark.parametrize("content,words", [
    ("hello\n", "page.txt is not a ladder page (it has no ladder table; see docs/LADDER.md), so it is not replaced"),
    ("café".encode("latin-1"), "page.txt is not a ladder page: it is not UTF-8 text"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "page.txt is not a ladder page: it is not text"),
    ("x" * (5 * 1024 * 1024), "page.txt is too large to be a ladder page"),
])
def test_a_file_that_is_not_a_ladder_page_is_left_alone(tmp_path, capsys, quick_arena, content, words):
    page = tmp_path / "page.txt"
    page.write_bytes(content.encode() if isinstance(content, str) else content)
    code, out, err = simulate_into(capsys, page)
    assert (code, out) == (2, "") and len(err) == 1 and err[0].startswith(f"cardtable: {words}")
    assert page.read_bytes() == (content.encode() if isinstance(content, str) else content)


def test_an_empty_file_or_none_becomes_a_ladder_page(tmp_path, capsys, quick_arena):
    (tmp_path / "empty.txt").write_text("")
    for name in ("empty.txt", "new.txt"):
        code, _, err = simulate_into(capsys, tmp_path / name)
        assert (code, err) == (0, [])
        assert [r.pair for r in parse_rows((tmp_path / name).read_text())] == ["easy-random"]


def test_a_ladder_page_on_a_full_disk_keeps_the_old_page_and_the_results(tmp_path, capsys, quick_arena, disk_full):
    page = tmp_path / "ladder.txt"
    page.write_text(render_page([]))
    code, out, err = simulate_into(capsys, page)
    assert code == 2 and json.loads(out)["paired"]  # the results were printed: nothing lost
    assert err == [f"cardtable: cannot write {page}: No space left on device"]
    assert page.read_text() == render_page([]) and os.listdir(tmp_path) == ["ladder.txt"]


def test_a_ladder_page_that_is_a_folder_is_one_line(tmp_path, capsys, quick_arena):
    code, out, err = simulate_into(capsys, tmp_path)
    assert (code, out, err) == (2, "", [f"cardtable: cannot write {tmp_path}: it is a folder"])


def test_a_huge_bad_ladder_row_is_quoted_cut_short(tmp_path, capsys, quick_arena):
    page = tmp_path / "page.txt"
    page.write_text(render_page([]) + "| " + "y" * 100_000 + " |\n")
    code, _, err = simulate_into(capsys, page)
    assert code == 2 and len(err) == 1 and "a ladder row needs 8 cells" in err[0] and len(err[0]) < 200


# ----- standard output and input ----------------------------------------------------------------


class FullOutput:
    """Standard output on a full disk: every write that reaches the disk fails."""

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def flush(self) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def fileno(self) -> int:
        raise OSError("no file behind this stream")


def test_a_full_standard_output_is_an_ordinary_fault(vectors_dir, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr("sys.stdout", FullOutput())
    assert main(["replay", str(vectors_dir / "bugami-1.json")]) == 2
    assert capsys.readouterr().err == "cardtable: cannot write standard output: No space left on device\n"
    assert not (tmp_path / "data" / "logs").exists()  # no crash log: it is not a bug of ours


@needs_dev_full
def test_standard_output_into_dev_full_in_a_real_process(vectors_dir, tmp_path):
    """Also Python's own flush at exit stays quiet once the one line is out."""
    with DEV_FULL.open("w") as full:
        proc = run_process("replay", str(vectors_dir / "bugami-1.json"), tmp_path=tmp_path, stdout=full)
    assert (proc.returncode, proc.stderr) == (2, "cardtable: cannot write standard output: No space left on device\n")


@pytest.mark.parametrize("stream,argv,line", [
    ("stdout", ["simulate", "bugami", "--games", "1", "--levels", "random"],
     "cardtable: cannot write standard output: it is closed"),
    ("stdin", ["bot", "bugami"], "cardtable: cannot read standard input: it is closed"),
])
def test_a_closed_standard_stream_is_one_line(capsys, monkeypatch, stream, argv, line):
    monkeypatch.setattr(f"sys.{stream}", None)  # what Python makes of a stream closed at start (`>&-`)
    assert main(argv) == 2
    assert capsys.readouterr().err.splitlines() == [line]


# ----- bot-match --record and --timeout ---------------------------------------------------------


@pytest.fixture
def quick_match(monkeypatch):
    """``bot-match`` without its match: these tests are about the record."""
    session = SimpleNamespace(match=Match("bugami", ["Ada", "Bob", "Cleo"]))
    monkeypatch.setattr("cardtable.tools.bot.play_bot_match", lambda *a: (session, {"game": "bugami"}))


def bot_match(capsys, record: Path | str) -> tuple[int, str, list[str]]:
    return run(capsys, "bot-match", "bugami", "--bot", "1=python3 bot.py", "--json", "--record", str(record))


def test_a_record_on_a_full_disk_still_prints_the_report(tmp_path, capsys, quick_match, disk_full):
    code, out, err = bot_match(capsys, tmp_path / "match.cardtable")
    assert code == 2 and json.loads(out) == {"game": "bugami"}
    assert err == [f"cardtable: cannot write {tmp_path / 'match.cardtable'}: No space left on device"]
    assert os.listdir(tmp_path) == []


def test_a_record_into_a_folder_is_refused_before_the_match(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("cardtable.tools.bot.play_bot_match", lambda *a: pytest.fail("the match was played"))
    assert bot_match(capsys, tmp_path) == (2, "", [f"cardtable: cannot write {tmp_path}: it is a folder"])


@pytest.mark.parametrize("timeout", ["inf", "1e300", "nan"])
def test_a_timeout_that_is_no_number_of_seconds_is_refused(capsys, monkeypatch, timeout):
    monkeypatch.setattr("cardtable.tools.bot.play_bot_match", lambda *a: pytest.fail("the match was played"))
    code, _, err = run(capsys, "bot-match", "bugami", "--bot", "1=python3 bot.py", "--timeout", timeout)
    assert code == 2 and len(err) == 1
    assert err[0].startswith("cardtable: --timeout must be more than 0 and at most 604800 seconds (a week), not ")


@pytest.mark.parametrize("speed", ["nan", "inf", "-1", "11", "fast", "1e308"])
def test_a_speed_the_table_cannot_animate_is_refused_before_any_window(capsys, monkeypatch, speed):
    """`play --speed nan` opened the window, which failed at its first deal and stood still."""
    monkeypatch.setattr("cardtable.app.run_app", lambda *a, **k: pytest.fail("a window was opened"))
    code, _, err = run(capsys, "play", "bugami", "--speed", speed)
    assert code == 2 and err == [f"cardtable: argument --speed: a number from 0 (no animation) to 10, not {speed!r}"]


# ----- huge values --------------------------------------------------------------------------------


@pytest.mark.parametrize("games", ["1000001", "9" * 30])
def test_a_run_too_long_to_finish_is_refused_before_it_fills_the_memory(capsys, monkeypatch, games):
    monkeypatch.setattr("cardtable.tools.arena.seatings", lambda *a: pytest.fail("seatings were built"))
    code, _, err = run(capsys, "simulate", "bugami", "--games", games)
    assert code == 2 and len(err) == 1 and "at most 1,000,000 matches in one run" in err[0]


@pytest.mark.parametrize("seed", ["1" * 5000, "x" * 5000])
def test_a_huge_seed_is_quoted_cut_short(capsys, seed):
    code, _, err = run(capsys, "simulate", "bugami", "--seed", seed)
    assert code == 2 and len(err) == 1 and len(err[0]) < 200 and err[0].endswith("…'")


def test_a_huge_number_in_any_message_is_cut_short(capsys):
    """Whatever the message and whoever made it (here the engine, refusing a player count)."""
    code, _, err = run(capsys, "simulate", "bugami", "--players", "9" * 1000)
    assert code == 2 and len(err) == 1 and len(err[0]) < 200 and err[0].endswith("9" * 60 + "…")


def test_the_builtin_sets_still_make_a_whole_pdf(qapp, tmp_path, capsys):
    """The handout drawn in memory is the same complete file as before (the sunny day)."""
    path = str(files("cardtable.resources") / "exercises" / "08-finesses.pbn")
    pdf = tmp_path / "h.pdf"
    pdf.write_bytes(b"old")
    assert main(["exercise", path, "--board", "2", "--pdf", str(pdf)]) == 0
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")
    assert capsys.readouterr().out == f"wrote {pdf}: 1 board, 2 pages\n"
