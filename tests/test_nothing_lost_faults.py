"""Faults a real desktop meets, in the real window: a failed autosave, a damaged or
interrupted autosave, a byte-order mark, unknown levels, a second window on the same data
folder. Each time the table stays playable, the person is told once in the banner where
things stand, and no file they made is deleted or overwritten."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from cardtable.session import SeatConfig, TableSession
from cardtable.storage import records
from cardtable.storage.autosave import STALE_SECONDS, MatchLock
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import GameSetup

from .conftest import await_turn, play_session, window_turn


def make(qtbot, folder, resume=False, autosave="autosave.cardtable"):
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=folder / autosave, offer_resume=resume)
    qtbot.addWidget(w)
    w.set_speed(0.0, remember=False)
    return w


def setup(game="bugger-bridge", seed=4):
    seats = (SeatConfig("You", human=True), SeatConfig("Ada"), SeatConfig("Ben"), SeatConfig("Cleo"))
    return GameSetup(game=game, seats=seats, options={}, seed=seed)


def play_rounds(qtbot, w, rounds):
    play_session(w.session, until=lambda s: s.match.rounds_completed >= rounds, window=w, qtbot=qtbot)


def interrupted_after_a_round(folder) -> dict:
    """A match of :func:`setup` left in ``folder``'s autosave after its first round, the
    second dealt, as a window that played the round and was closed leaves it: the session a
    window runs for that setup, writing the same autosave, played without the window (a
    first window only made the file, and showing its round checked nothing). Returns the
    match's record."""
    s = setup()
    session = TableSession(s.game, s.seats, s.options, s.seed, autosave=folder / "autosave.cardtable")
    play_session(session, until=lambda t: len(t.match.rounds) >= 2)
    return session.match.to_record()


def continue_from_start_screen(qtbot, w):
    """A plain start: the start screen's Continue resumes the interrupted match."""
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.start_screen.continue_button.isVisible(), timeout=5000)
    qtbot.mouseClick(w.start_screen.continue_button, Qt.MouseButton.LeftButton)
    assert w.session is not None


def answer(monkeypatch, yes, asked=None):
    """The "Resume?" question answered "Resume it" (``yes``) or "Keep it for later"; each
    box asked goes to ``asked``."""
    button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
    monkeypatch.setattr(QMessageBox, "exec", lambda box: (asked.append(box) if asked is not None else None) or button)


# ----- 1. a failed autosave -----------------------------------------------------------------------

def disk_full(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("fault", ["disk full", "unwritable folder", "folder replaced by a file"])
def test_a_failed_autosave_keeps_the_table_playable_and_is_told_once(qtbot, tmp_path, monkeypatch, fault):
    # The window is not put on screen: what is checked is the saves, the banner's words and
    # that play goes on through the window, none of which painting four rounds would show.
    w = make(qtbot, tmp_path)
    w.start(setup())
    play_rounds(qtbot, w, 1)
    good = (tmp_path / "autosave.cardtable").read_bytes()
    if fault == "disk full":
        monkeypatch.setattr(records.os, "fsync", disk_full)
    elif fault == "unwritable folder":
        monkeypatch.setattr(records.tempfile, "mkstemp",
                            lambda *a, **k: (_ for _ in ()).throw(PermissionError(errno.EACCES, "Permission denied")))
    else:
        w.autosave_path = w.session.autosave = tmp_path / "gone" / "autosave.cardtable"
        (tmp_path / "gone").write_text("a file where the folder was")
    play_rounds(qtbot, w, 3)  # the table goes on, round after round
    assert w.session.match.rounds_completed >= 3
    assert len(w.banner.shown) == 1  # told once, not at every action
    text = w.banner.shown[0]
    assert "NOT being saved" in text and "is saved" not in text.replace("NOT being saved", "")
    if fault != "folder replaced by a file":
        assert (tmp_path / "autosave.cardtable").read_bytes() == good  # the last good save stands
        assert str(tmp_path / "autosave.cardtable") in text
    assert not list(tmp_path.glob(".autosave.cardtable.*.tmp"))
    monkeypatch.undo()
    if fault != "folder replaced by a file":
        play_rounds(qtbot, w, 4)
        assert w.banner.key is None  # saving works again: the notice is lifted
        saved = json.loads((tmp_path / "autosave.cardtable").read_text())
        assert len(saved["rounds"]) == len(w.session.match.rounds)


def test_the_crash_report_never_claims_a_save_that_failed(qtbot, tmp_path, monkeypatch):
    w = make(qtbot, tmp_path)
    w.start(setup())
    play_rounds(qtbot, w, 1)
    monkeypatch.setattr(records.os, "fsync", disk_full)
    play_rounds(qtbot, w, 2)
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    w.report_crash("RuntimeError: boom", tmp_path / "cardtable.log")
    assert "could NOT be saved" in shown[0] and "Your game is saved" not in shown[0]


# ----- 3, 4. damaged and interrupted autosaves ---------------------------------------------------

DAMAGED = [
    b"",
    b"\x00\x01\x02",
    b'{"format": "cardtable-record", "version": 1, "game": "bugami", "rou',
    b"[1, 2, 3]",
    b'{"format": "cardtable-record", "version": 9}',
    b'{"format": "cardtable-record", "version": 1, "game": "chess", "players": ["a"], "rounds": []}',
    "\ufeff{\"format\": \"cardtable-record\"".encode(),
    b"\xff\xfe not utf-8",
    b"[" * 100_000,
]


@pytest.mark.parametrize("content", DAMAGED, ids=range(len(DAMAGED)))
def test_a_damaged_autosave_is_kept_aside_and_named(qtbot, tmp_path, content):
    (tmp_path / "autosave.cardtable").write_bytes(content)
    w = make(qtbot, tmp_path, resume=True)
    w.show()
    qtbot.waitUntil(lambda: bool(w.banner.shown), timeout=5000)
    kept = tmp_path / "autosave.cardtable.damaged-1"
    assert kept.read_bytes() == content
    assert str(kept) in w.banner.shown[0] and "\n" not in w.banner.shown[0]
    assert w.session is None


def test_play_game_never_overwrites_a_damaged_autosave(qtbot, tmp_path):
    from cardtable.app import start_from_command_line

    (tmp_path / "autosave.cardtable").write_bytes(b"{broken")
    (tmp_path / "autosave.cardtable.damaged-1").write_bytes(b"an older one")
    w = make(qtbot, tmp_path)
    start_from_command_line(w, {"game": "bugami", "players": 4, "seed": 3, "level": "easy", "speed": 0.0,
                                "smoke": False, "watch": False})
    assert w.session is not None and w.session.match.game == "bugami"
    assert (tmp_path / "autosave.cardtable.damaged-2").read_bytes() == b"{broken"
    assert (tmp_path / "autosave.cardtable.damaged-1").read_bytes() == b"an older one"
    assert "damaged-2" in w.banner.shown[0]


@pytest.mark.parametrize("yes", [True, False])
def test_play_game_and_open_file_offer_the_interrupted_match(qtbot, tmp_path, monkeypatch, yes):
    from cardtable.app import start_from_command_line

    record = interrupted_after_a_round(tmp_path)
    saved = (tmp_path / "autosave.cardtable").read_bytes()
    # From here on the computer players hold their cards: what is asserted is the match each
    # window loads, and a computer's bid arriving before the comparison would change it.
    from cardtable.ui.thinker import Thinker

    monkeypatch.setattr(Thinker, "ask", lambda self, question, reply: None)
    asked: list[QMessageBox] = []
    answer(monkeypatch, yes, asked)
    w = make(qtbot, tmp_path)
    start_from_command_line(w, {"game": "bugami", "players": 4, "seed": 3, "level": "easy", "speed": 0.0,
                                "smoke": False, "watch": False})
    # The buttons say what each does, with no tick or cross: keeping it is no refusal.
    box, = asked
    texts = {box.button(b).text(): box.button(b).icon().isNull()
             for b in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No)}
    assert texts == {"Resume it": True, "Keep it for later": True}
    if yes:
        assert w.session.match.to_record() == record
    else:
        assert w.session.match.game == "bugami"
        assert (tmp_path / "autosave.cardtable.interrupted-1").read_bytes() == saved
        # The banner names no file (the start screen offers the match): it said
        # "autosave.cardtable.interrupted-1", a name that means nothing to a player.
        assert "kept for later" in w.banner.shown[0] and "autosave" not in w.banner.shown[0]
        # The banner's button brings it back; the match just started is kept aside in its
        # turn, nothing asked.
        started = (tmp_path / "autosave.cardtable").read_bytes()
        resume = next(b for b in w.banner.findChildren(QPushButton) if b.text() == "Resume it")
        qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
        assert w.session.match.to_record() == record and w.save_path is None
        assert [p.read_bytes() for p in tmp_path.glob("autosave.cardtable.interrupted-*")] == [started]
    w.close()
    # `cardtable FILE` likewise: the interrupted match (now bugami) is offered first
    other = tmp_path / "other.cardtable"
    other.write_bytes(saved)
    answer(monkeypatch, False)
    w2 = make(qtbot, tmp_path)
    before = (tmp_path / "autosave.cardtable").read_bytes()
    w2.offer_interrupted(lambda: w2.open_path(other))
    assert w2.session.match.to_record() == record
    kept = [p.read_bytes() for p in tmp_path.glob("autosave.cardtable.interrupted-*")]
    assert before in kept


def test_a_match_kept_for_later_is_offered_again_after_a_restart(qtbot, tmp_path, monkeypatch):
    """A player's review: a match kept aside when another was started ("resume it whenever
    you like") could not be found once the app had closed — the banner that offered it was
    gone, and its folder is hidden from the Open dialog. The start screen lists it; resumed,
    it takes the autosave's place (so it is offered once, never twice), and the unfinished
    match the autosave held is kept aside in its turn."""
    from cardtable.app import start_from_command_line
    from cardtable.storage.autosave import kept_matches
    from cardtable.ui.thinker import Thinker

    record = interrupted_after_a_round(tmp_path)
    monkeypatch.setattr(Thinker, "ask", lambda self, question, reply: None)
    answer(monkeypatch, False)
    w = make(qtbot, tmp_path)
    start_from_command_line(w, {"game": "bugami", "players": 4, "seed": 3, "level": "easy", "speed": 0.0,
                                "smoke": False, "watch": False})
    autosave = tmp_path / "autosave.cardtable"
    assert records.read_record_data(autosave)["game"] == "bugami"
    w.close()

    again = make(qtbot, tmp_path, resume=True)  # the app started again, plainly
    again.show()
    qtbot.waitExposed(again)
    kept = again.start_screen.kept
    qtbot.waitUntil(kept.isVisible, timeout=5000)
    assert kept.count() == 1
    assert kept.item(0).text().startswith("Bugger Bridge, 4 players — Round 2 of 18 — kept 2")
    assert again.start_screen.continue_button.text() == "&Continue: Bugami — Round 1"
    kept.setCurrentRow(0)
    kept.setFocus()
    qtbot.keyClick(kept, Qt.Key.Key_Return)
    assert again.session is not None and again.session.match.to_record() == record
    assert records.read_record_data(autosave)["game"] == "bugger-bridge"
    left = kept_matches(autosave)
    assert [records.read_record_data(p)["game"] for p in left] == ["bugami"]
    assert any("The unfinished Bugami match is kept for later" in text for text in again.banner.shown)
    again.close()

    third = make(qtbot, tmp_path, resume=True)  # offered once: the Bugami match, not this one again
    third.show()
    qtbot.waitExposed(third)
    qtbot.waitUntil(third.start_screen.kept.isVisible, timeout=5000)
    assert [third.start_screen.kept.item(i).text().split(",")[0]
            for i in range(third.start_screen.kept.count())] == ["Bugami"]
    # Delete takes it off the list, once asked; its file stays on disk under another name.
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Yes)
    listed = third.start_screen.kept
    listed.setCurrentRow(0)
    listed.setFocus()
    qtbot.keyClick(listed, Qt.Key.Key_Delete)
    assert "no longer be offered" in third.abandon_box.text()
    assert not listed.isVisible() and kept_matches(autosave) == []
    assert [records.read_record_data(p)["game"] for p in tmp_path.glob("autosave.cardtable.discarded-*")] == ["bugami"]


# ----- 5, 6. BOM and unknown values ----------------------------------------------------------------

def test_a_record_with_a_byte_order_mark_resumes(qtbot, tmp_path, monkeypatch):
    record = interrupted_after_a_round(tmp_path)
    path = tmp_path / "autosave.cardtable"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    # The computer players hold their cards: Ada, first to bid in the resumed round, had bid
    # before the comparison now and then on a busy machine (a full run failed on it).
    from cardtable.ui.thinker import Thinker

    monkeypatch.setattr(Thinker, "ask", lambda self, question, reply: None)
    w = make(qtbot, tmp_path, resume=True)
    continue_from_start_screen(qtbot, w)
    assert w.session.match.to_record() == record
    other = make(qtbot, tmp_path / "x", autosave="a.cardtable") if (tmp_path / "x").mkdir() is None else None
    assert other.open_path(path)


def test_an_unknown_level_in_a_save_resumes_with_a_note(qtbot, tmp_path, monkeypatch):
    interrupted_after_a_round(tmp_path)
    path = tmp_path / "autosave.cardtable"
    data = json.loads(path.read_text())
    data["table"]["seats"][2]["level"] = "wizard"
    data["options"]["hook"] = "maybe"
    path.write_text(json.dumps(data))
    w = make(qtbot, tmp_path, resume=True)
    continue_from_start_screen(qtbot, w)
    assert "wizard" in w.banner.text and "hook" in w.banner.text
    play_rounds(qtbot, w, 2)


# ----- 10. two windows on one data folder ---------------------------------------------------------

def test_a_second_window_says_so_and_offers_the_match_read_only(qtbot, tmp_path):
    first = make(qtbot, tmp_path)
    first.start(setup())
    play_rounds(qtbot, first, 1)
    second = make(qtbot, tmp_path, resume=True)
    assert second.autosave_path is None and "another cardtable window" in second.banner.text
    await_turn(first, qtbot)
    second.open_read_only()
    assert second.session.match.to_record() == first.session.match.to_record()
    assert second.session.autosave is None
    qtbot.wait(200)
    assert not window_turn(second)  # shown, not played
    assert not second.undo_action.isEnabled() and not second.hint_action.isEnabled()
    saved = json.loads((tmp_path / "autosave.cardtable").read_text())
    assert {k: v for k, v in saved.items() if k != "table"} == first.session.match.to_record()
    second.start(setup("bugami"))  # a new match here: played, not autosaved over the first
    play_rounds(qtbot, second, 1)
    assert json.loads((tmp_path / "autosave.cardtable").read_text())["game"] == "bugger-bridge"


def test_a_lock_of_another_process_is_respected_and_a_dead_ones_taken_over(qtbot, tmp_path):
    code = ("import sys, time; from pathlib import Path; from cardtable.storage.autosave import MatchLock; "
            "assert MatchLock(Path(sys.argv[1])).acquire(); print('locked', flush=True); time.sleep(30)")
    proc = subprocess.Popen([sys.executable, "-c", code, str(tmp_path / "autosave.cardtable")],
                            stdout=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONPATH=os.getcwd()))
    try:
        assert proc.stdout.readline().strip() == "locked"
        w = make(qtbot, tmp_path)
        assert w.autosave_path is None and f"process {proc.pid}" in w.banner.text
        w.close()
    finally:
        proc.kill()
        proc.wait(timeout=10)
    again = make(qtbot, tmp_path)  # the lock of a dead process is stale: taken over
    assert again.autosave_path == tmp_path / "autosave.cardtable" and again.banner.key is None
    assert MatchLock(tmp_path / "autosave.cardtable").acquire() is False


def test_a_second_start_never_deletes_the_temporary_file_being_written(qtbot, tmp_path):
    (tmp_path / "autosave.cardtable").write_text("")  # nothing to resume; a damaged one, set aside
    fresh = tmp_path / ".autosave.cardtable.abc123.tmp"
    fresh.write_text("being written")
    old = tmp_path / ".autosave.cardtable.old999.tmp"
    old.write_text("left by a kill")
    stamp = time.time() - STALE_SECONDS - 5
    os.utime(old, (stamp, stamp))
    w = make(qtbot, tmp_path, resume=True)
    qtbot.waitUntil(lambda: bool(w.banner.shown), timeout=5000)
    assert fresh.exists() and not old.exists()


def test_a_lock_left_by_a_dead_process_with_our_pid_is_taken_over(tmp_path):
    target = tmp_path / "autosave.cardtable"
    (tmp_path / "autosave.cardtable.lock").write_text(f"{os.getpid()} 0123456789abcdef\n")
    lock = MatchLock(target)
    assert lock.acquire()
    assert MatchLock(target).acquire() is False  # while held, even another window of ours waits
    lock.release()
    assert not (tmp_path / "autosave.cardtable.lock").exists()


def test_a_lock_that_cannot_be_written_is_not_left_behind(tmp_path, monkeypatch):
    """A full disk makes the lock file but not its contents: the app starts anyway (the
    autosave could not be written there either, and says so) and leaves no empty lock that
    would hold the next start off as "open in another window"."""
    target = tmp_path / "autosave.cardtable"
    real_fdopen = os.fdopen

    class Full:
        def __init__(self, fd):
            self.f = real_fdopen(fd, "w")

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.f.close()

        def write(self, text):
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fdopen", lambda fd, mode="r", *a, **k: Full(fd))
    lock = MatchLock(target)
    assert lock.acquire() and not lock.held
    assert not (tmp_path / "autosave.cardtable.lock").exists()


def test_an_atomic_write_follows_a_link_keeps_permissions_and_refuses_a_device(tmp_path):
    """Saving over a link replaces the file it points to and keeps the link; a file
    replaced keeps its permissions (a new one gets the usual ones, not owner-only); a
    device or a folder at the path is refused, never replaced by a file."""
    real = tmp_path / "real.cardtable"
    real.write_text("old")
    os.chmod(real, 0o640)
    link = tmp_path / "link.cardtable"
    link.symlink_to(real)
    records.write_text_atomic(link, "new")
    assert link.is_symlink() and real.read_text() == "new"
    assert (real.stat().st_mode & 0o777) == 0o640
    fresh = tmp_path / "fresh.cardtable"
    records.write_text_atomic(fresh, "x")
    mask = os.umask(0o022)
    os.umask(mask)
    assert (fresh.stat().st_mode & 0o777) == 0o666 & ~mask
    with pytest.raises(IsADirectoryError):
        records.write_text_atomic(tmp_path, "x")
    if os.path.exists("/dev/null"):
        with pytest.raises(OSError, match="not a regular file"):
            records.write_text_atomic("/dev/null", "x")
        assert not os.path.isfile("/dev/null")
    assert not list(tmp_path.glob(".*.tmp")), "no temporary file left"
