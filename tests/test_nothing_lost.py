"""Nothing lost: a match killed at random moments resumes exactly where its last save left
it and can be finished; crashes are logged and reported with the match saved."""

from __future__ import annotations

import json
import os
import random
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


class Apps:
    """The app processes of the kill test, each forked by the driver (tests/kill_driver.py,
    whose docstring says why) at ``start``, and killed with SIGKILL at ``kill``."""

    def __init__(self) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        self.driver = subprocess.Popen([sys.executable, str(DRIVER), "serve"], cwd=ROOT, env=env,
                                       stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                       text=True)

    def tell(self, line: str) -> str:
        self.driver.stdin.write(line + "\n")
        self.driver.stdin.flush()
        return self.driver.stdout.readline()

    def start(self, data_dir: Path, speed: float) -> int:
        answer = self.tell(f"start {data_dir} {speed}")
        assert answer.startswith("pid "), answer
        return int(answer.split()[1])

    def readline(self) -> str:
        """The line the app last started says (NEW, or RESUMED with the record it resumed)."""
        return self.driver.stdout.readline()

    def kill(self, pid: int) -> None:
        """SIGKILL, and back once the app is dead."""
        assert self.tell(f"kill {pid}") == "killed\n"

    def close(self) -> None:
        self.driver.stdin.close()
        self.driver.wait(timeout=30)


def without_table(record: dict) -> dict:
    return {k: v for k, v in record.items() if k != "table"}


#: Moments of the kills, seconds after the app said what it started or resumed: spread over
#: the whole span (starting up, dealing, the first tricks, a save being written), in an order
#: that mixes short and long runs. Each kill costs an app process and its computer players'
#: worker (the worker a fresh Python, about a second of CPU together), so eight, not twenty:
#: the spread, not the count, is what reaches every phase.
KILL_AFTER = [0.05 + 0.55 * i / 7 for i in range(8)]


def is_worker(pid: str) -> bool:
    """Whether ``pid`` is a process-pool worker (started by spawn: its command line says so)."""
    try:
        return "multiprocessing-fork" in Path(f"/proc/{pid}/cmdline").read_text()
    except OSError:  # it has ended already
        return False


def running(pid: str) -> bool:
    status = Path(f"/proc/{pid}/status")
    try:
        return "zombie" not in status.read_text().lower()
    except OSError:
        return False


def workers_of(pid: int) -> list[str]:
    """The computer players' worker the app started (at window start, before it says anything)."""
    deadline = time.monotonic() + 10
    while True:
        found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
        workers = [pid for pid in found if is_worker(pid)]
        if workers or time.monotonic() > deadline:
            return workers
        time.sleep(0.05)


def test_eight_kills_then_the_match_resumes_and_finishes_and_no_worker_outlives_its_app(tmp_path):
    rng = random.Random(20261122)
    moments = rng.sample(KILL_AFTER, len(KILL_AFTER))
    save = tmp_path / "autosave.cardtable"
    kills = resumed = 0
    orphans: list[str] = []  # the workers of the killed apps
    apps = Apps()
    try:
        for moment in moments:
            before = without_table(read_record_data(save)) if save.exists() else None
            app = apps.start(tmp_path, speed=4.0)
            first = apps.readline()  # NEW, or RESUMED with the record it resumed
            if before is not None:
                assert first.startswith("RESUMED "), first
                assert without_table(json.loads(first[len("RESUMED "):])) == before  # exactly the last save
                resumed += 1
            else:  # the first match: killed only once its first save is on disk (a busy machine starts slowly)
                deadline = time.monotonic() + 30
                while not save.exists() and time.monotonic() < deadline:
                    time.sleep(0.02)
            looked = time.monotonic()
            workers = workers_of(app)  # within the moment, so the kill comes when it would have
            assert workers  # the worker runs under the app (beside it maybe the resource tracker)
            orphans += workers
            time.sleep(max(0.0, moment - (time.monotonic() - looked)))
            apps.kill(app)
            kills += 1
            # The file is always a whole, legal record (atomic writes), never a torn one.
            replay(read_record_data(save))
    finally:
        apps.close()  # and with it any app a failure left playing
    assert kills == len(KILL_AFTER) and resumed >= kills - 1
    # The last save plays on to the end. In this process: the app resuming a save is what the
    # kills above check, and an app playing a whole match at instant speed costs ~18 s of CPU.
    session = load_session(save, autosave=save)
    assert without_table(session.match.to_record()) == without_table(read_record_data(save))
    play_session(session)
    final = replay(read_record_data(save))
    assert final.finished and final.rounds_completed == 18
    # A killed app had no chance to shut its worker down: each worker ended by itself. (Checked
    # here, on the workers of all eight kills, rather than by killing a ninth app for it.)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(running(w) and is_worker(w) for w in orphans):
        time.sleep(0.1)
    assert not [w for w in orphans if running(w) and is_worker(w)]


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
