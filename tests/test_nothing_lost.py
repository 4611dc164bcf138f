"""Nothing lost: a match killed at random moments resumes exactly where its last save left
it and can be finished; crashes are logged and reported with the match saved."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable.engine import replay
from cardtable.session.resume import load_session
from cardtable.storage.records import read_record_data

from .conftest import GAMES, play_session

DRIVER = Path(__file__).with_name("kill_driver.py")
ROOT = Path(__file__).resolve().parent.parent


def start(data_dir: Path, speed: float) -> subprocess.Popen:
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen([sys.executable, str(DRIVER), str(speed)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def without_table(record: dict) -> dict:
    return {k: v for k, v in record.items() if k != "table"}


#: Moments of the kills, seconds after the app said what it started or resumed: spread over
#: the whole span (starting up, dealing, the first tricks, a save being written), in an order
#: that mixes short and long runs. Each kill costs a fresh app process and its computer
#: players' worker (about 1.5 s of CPU), so eight, not twenty: the spread, not the count,
#: is what reaches every phase.
KILL_AFTER = [0.05 + 0.55 * i / 7 for i in range(8)]


def test_eight_kills_then_the_match_resumes_and_finishes(tmp_path):
    rng = random.Random(20261122)
    moments = rng.sample(KILL_AFTER, len(KILL_AFTER))
    save = tmp_path / "autosave.cardtable"
    kills = resumed = 0
    for moment in moments:
        before = without_table(read_record_data(save)) if save.exists() else None
        proc = start(tmp_path, speed=4.0)
        first = proc.stdout.readline()  # NEW, or RESUMED with the record it resumed
        if before is not None:
            assert first.startswith("RESUMED "), first
            assert without_table(json.loads(first[len("RESUMED "):])) == before  # exactly the last save
            resumed += 1
        else:  # the first match: killed only once its first save is on disk (a busy machine starts slowly)
            deadline = time.monotonic() + 30
            while not save.exists() and time.monotonic() < deadline:
                time.sleep(0.02)
        time.sleep(moment)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        kills += 1
        # The file is always a whole, legal record (atomic writes), never a torn one.
        replay(read_record_data(save))
    assert kills == len(KILL_AFTER) and resumed >= kills - 1
    # The last save plays on to the end. In this process: the app resuming a save is what the
    # kills above check, and an app playing a whole match at instant speed costs ~18 s of CPU.
    session = load_session(save, autosave=save)
    assert without_table(session.match.to_record()) == without_table(read_record_data(save))
    play_session(session)
    final = replay(read_record_data(save))
    assert final.finished and final.rounds_completed == 18


def test_an_unexpected_error_is_logged_reported_and_the_match_saved(tmp_path, monkeypatch):
    from cardtable.storage import crash

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(crash, "_logger", crash.logging.getLogger("cardtable-test-crash"))
    reports, saves = [], []
    old_hook = sys.excepthook
    try:
        crash.install_excepthook(lambda summary, path: reports.append((summary, path)), lambda: saves.append(1))
        try:
            raise RuntimeError("the felt caught fire")
        except RuntimeError as exc:
            sys.excepthook(type(exc), exc, exc.__traceback__)
    finally:
        sys.excepthook = old_hook
    assert saves == [1]
    (summary, path), = reports
    assert summary == "RuntimeError: the felt caught fire"
    assert path == tmp_path / "logs" / "cardtable.log"
    assert "the felt caught fire" in path.read_text() and "Traceback" in path.read_text()


def test_the_command_line_turns_a_bug_into_one_line(tmp_path, monkeypatch, capsys):
    from cardtable.storage import crash
    from cardtable.tools import cli

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(crash, "_logger", crash.logging.getLogger("cardtable-test-cli"))

    def broken(args):
        raise ZeroDivisionError("oops")

    monkeypatch.setitem(cli.COMMANDS, "bench", broken)
    assert cli.main(["bench"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unexpected error (ZeroDivisionError: oops)" in err


@pytest.mark.parametrize("game", list(GAMES))
def test_a_small_soak_of_every_game_and_player_count(game, capsys):
    from cardtable.engine import get_game
    from cardtable.tools.cli import main

    for n in get_game(game).player_counts:
        assert main(["simulate", game, "--players", str(n), "--games", "2", "--seed", "7", "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["games"] == 2


def is_worker(pid: str) -> bool:
    """Whether ``pid`` is a process-pool worker (started by spawn: its command line says so)."""
    try:
        return "multiprocessing-fork" in Path(f"/proc/{pid}/cmdline").read_text()
    except OSError:  # it has ended already
        return False


def test_the_computer_players_worker_ends_when_the_app_is_killed(tmp_path):
    proc = start(tmp_path, speed=4.0)
    assert proc.stdout.readline()
    deadline = time.time() + 10
    workers: list[str] = []
    while time.time() < deadline and not any(is_worker(w) for w in workers):
        time.sleep(0.05)
        workers = subprocess.run(["pgrep", "-P", str(proc.pid)], capture_output=True, text=True).stdout.split()
    assert any(is_worker(w) for w in workers)  # the worker (and maybe the resource tracker) runs under the app
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    deadline = time.time() + 10
    while time.time() < deadline and any(Path(f"/proc/{w}").exists() for w in workers):
        time.sleep(0.1)
    def running(pid: str) -> bool:
        status = Path(f"/proc/{pid}/status")
        return status.exists() and "zombie" not in status.read_text().lower()

    assert not [w for w in workers if running(w) and is_worker(w)]
