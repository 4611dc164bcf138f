"""The match history in SQLite: the same figures as the JSON statistics store gave, computed
by queries; statistics.json taken over on first start and kept; a damaged database kept
aside; adding a match costs the same with 10 or 10,000 matches; two processes writing at
once lose nothing."""

from __future__ import annotations

import functools
import json
import os
import random
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from cardtable.engine import Match
from cardtable.storage.history import HISTORY_NAME, SCHEMA_VERSION, HistoryRow, HistoryStore
from cardtable.storage.stats import STATS_NAME, StatsStore, match_id

from .conftest import ROOT, play_random_match


def clock():
    days = iter(range(1, 10_000))
    return lambda: f"2025-01-{next(days) % 28 + 1:02d}T12:00:00+00:00"


def matches(seed=1):
    """Finished and unfinished matches of several games, as the window records them (a list
    of its own; the matches are played once per test process and only read)."""
    return list(played_matches(seed))


@functools.cache
def played_matches(seed: int) -> tuple[Match, ...]:
    rng = random.Random(seed)
    out = []
    for game, n in (("bugger-bridge", 4), ("bugami", 3), ("minibridge", 4), ("dumb-bunny", 4), ("bugger-bridge", 5)):
        for _ in range(2):
            out.append(play_random_match(Match(game, [f"P{i}" for i in range(n)]), rng))
    half = Match("bugger-bridge", ["A", "B", "C", "D"])
    rng2 = random.Random(seed + 1)
    for _ in range(3):  # three rounds of an abandoned match
        half.deal(rng2)
        while (rnd := half.current) is not None:
            half.apply(rng2.choice(rnd.legal_actions()))
    out.append(half)
    return tuple(out)


def fill(store, ms):
    for i, m in enumerate(ms):
        store.record_match(m, i % m.n, practice=i % 4 == 3, instance=f"i{i}", levels=[None] + ["easy"] * (m.n - 1))
        store.record_hint(m.game, m.n)


def test_the_figures_are_those_of_the_json_store(tmp_path):
    ms = matches()
    old = StatsStore(tmp_path / STATS_NAME, clock=clock())
    new = HistoryStore(tmp_path / HISTORY_NAME, clock=clock())
    for i, m in enumerate(ms):
        old.record_match(m, i % m.n, practice=i % 4 == 3, instance=f"i{i}")
        new.record_match(m, i % m.n, practice=i % 4 == 3, instance=f"i{i}")
        old.record_hint(m.game, m.n)
        new.record_hint(m.game, m.n)
    for game, n in old.played_games() + [(g, None) for g, _ in old.played_games()]:
        for practice in (False, True):
            assert new.summary(game, n, practice) == old.summary(game, n, practice)
            assert new.results(game, n, practice) == old.results(game, n, practice)
    assert new.played_games() == old.played_games()


def test_a_match_is_recorded_once_and_a_finished_one_never_changes(tmp_path):
    store = HistoryStore(tmp_path / HISTORY_NAME, clock=clock())
    m = matches()[0]
    assert store.record_match(m, 0)
    assert not store.record_match(m, 0)
    assert not store.record_match(m, 0, practice=True)  # finished: stays as it was
    assert store.count() == 1
    (row,) = store.matches()
    assert row.id == match_id(m) and row.finished and not row.practice and row.has_record
    assert store.record(row.id) == m.to_record()


def test_the_history_lists_and_filters_matches(tmp_path):
    store = HistoryStore(tmp_path / HISTORY_NAME, clock=clock())
    ms = matches()
    fill(store, ms)
    everything = store.matches()
    assert len(everything) == len(ms)
    assert {r.game for r in store.matches(game="bugami")} == {"bugami"}
    assert {r.n for r in store.matches(n=5)} == {5}
    assert all(r.result == "unfinished" for r in store.matches(result="unfinished"))
    assert len(store.matches(result="unfinished")) == 1
    won, lost = store.matches(result="won"), store.matches(result="lost")
    assert len(won) + len(lost) == len(ms) - 1 and all(r.won for r in won)
    first = min(r.date for r in everything)
    assert all(r.date >= "2025-01-05" for r in store.matches(since="2025-01-05"))
    assert all(r.date < "2025-01-05" for r in store.matches(until="2025-01-05")) and first < "2025-01-05"
    row = everything[0]
    assert row.levels is not None and row.levels[0] is None and row.options == json.loads(
        json.dumps(Match(row.game, row.players).options))


def test_statistics_json_is_taken_over_on_first_start_and_kept(tmp_path):
    old = StatsStore(tmp_path / STATS_NAME, clock=clock())
    ms = matches()
    for i, m in enumerate(ms):
        old.record_match(m, 0, practice=i == 2, instance=f"i{i}")
        old.record_hint(m.game, m.n)
    backup = (tmp_path / STATS_NAME).read_bytes()
    new = HistoryStore(tmp_path / HISTORY_NAME)
    for game, n in old.played_games():
        for practice in (False, True):
            assert new.summary(game, n, practice) == old.summary(game, n, practice)
            assert new.results(game, n, practice) == old.results(game, n, practice)
    assert (tmp_path / STATS_NAME).read_bytes() == backup  # kept as it was
    new.close()
    (tmp_path / STATS_NAME).write_text("{}")  # a second start does not take it over again
    again = HistoryStore(tmp_path / HISTORY_NAME)
    assert again.count() == len(ms)
    version = sqlite3.connect(tmp_path / HISTORY_NAME).execute("PRAGMA user_version").fetchone()[0]
    assert version == SCHEMA_VERSION
    mode = sqlite3.connect(tmp_path / HISTORY_NAME).execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


@pytest.mark.parametrize("garbage", [b"not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 4000])
def test_a_damaged_database_is_kept_aside_and_a_fresh_one_started(tmp_path, garbage):
    (tmp_path / HISTORY_NAME).write_bytes(garbage)
    store = HistoryStore(tmp_path / HISTORY_NAME)
    kept = tmp_path / (HISTORY_NAME + ".damaged-1")
    assert store.set_aside == kept and kept.read_bytes() == garbage
    assert store.record_match(matches()[0], 0) and store.count() == 1


def damaged_copy_of_a_history(tmp_path: Path) -> bytes:
    """A real history database with its pages after the header overwritten."""
    HistoryStore(tmp_path / "good" / HISTORY_NAME).close()
    data = bytearray((tmp_path / "good" / HISTORY_NAME).read_bytes())
    data[100:4000] = b"\xff" * 3900
    (tmp_path / HISTORY_NAME).write_bytes(bytes(data))
    return bytes(data)


def test_a_damaged_database_kept_aside_gains_no_journal_of_our_own(tmp_path):
    """Our own attempt to open a damaged database made an empty -wal and a -shm beside it,
    which then went aside with it as if they were the user's."""
    garbage = damaged_copy_of_a_history(tmp_path)
    store = HistoryStore(tmp_path / HISTORY_NAME)
    assert store.set_aside is not None and store.set_aside.read_bytes() == garbage
    assert sorted(p.name for p in tmp_path.glob(HISTORY_NAME + ".damaged*")) == [HISTORY_NAME + ".damaged-1"]
    store.close()


def test_a_damaged_databases_own_journal_goes_aside_with_it(tmp_path):
    damaged_copy_of_a_history(tmp_path)
    (tmp_path / (HISTORY_NAME + "-wal")).write_bytes(b"the user's journal")
    store = HistoryStore(tmp_path / HISTORY_NAME)
    assert (tmp_path / (HISTORY_NAME + ".damaged-1-wal")).read_bytes() == b"the user's journal"
    assert not (tmp_path / (HISTORY_NAME + ".damaged-1-shm")).exists()
    store.close()


def test_an_unwritable_place_gives_a_history_in_memory(tmp_path):
    (tmp_path / "file").write_text("")
    store = HistoryStore(tmp_path / "file" / HISTORY_NAME)
    assert store.record_match(matches()[0], 0) and store.count() == 1
    assert store.unsaved, "the window is told the history is not being kept"
    on_disk = HistoryStore(tmp_path / HISTORY_NAME)
    assert on_disk.unsaved is None and on_disk.record_match(matches()[0], 0) and on_disk.unsaved is None


def synthetic(store: HistoryStore, count: int) -> None:
    """``count`` finished matches put straight into the table (as years of play would)."""
    m = matches()[0]
    base = store.matches()  # nothing yet
    assert not base
    store.record_match(m, 0, instance="seed")
    row = store._db.execute("SELECT * FROM matches").fetchone()
    cols = [d[0] for d in store._db.execute("SELECT * FROM matches").description]
    rows = []
    for i in range(count - 1):
        r = dict(zip(cols, row, strict=True))
        r.update(id=f"x{i}", touched=i + 2, seq=i + 2, date=f"2024-{i % 12 + 1:02d}-01T10:00:00+00:00")
        rows.append(tuple(r.values()))
    store._db.execute("BEGIN")
    store._db.executemany(f"INSERT INTO matches VALUES ({', '.join('?' for _ in cols)})", rows)
    store._db.execute("COMMIT")


def sqlite_steps(store: HistoryStore, work) -> int:
    """What ``work`` costs the store's database, counted in SQLite's virtual-machine steps (in
    hundreds): the same on any machine, busy or idle, unlike a time."""
    count = [0]

    def tick() -> int:
        count[0] += 1
        return 0  # go on

    store._db.set_progress_handler(tick, 100)
    try:
        work()
    finally:
        store._db.set_progress_handler(None, 0)
    return count[0]


def add_all(store: HistoryStore, rounds: list[Match]) -> None:
    for i, m in enumerate(rounds):
        store.record_match(m, 0, instance=f"new{i}")


def read_all(store: HistoryStore) -> None:
    """What the Statistics and History windows ask when they open."""
    store.played_games()
    store.summary("bugger-bridge")
    store.summary("bugger-bridge", practice=True)
    store.results("bugger-bridge")
    store.matches()


def test_adding_a_match_costs_the_same_with_10_or_2000(tmp_path):
    """The history's work is counted, not timed (the bench times ten thousand): adding a match
    to two thousand costs what adding it to ten does (indexes, no scan: a scan would count
    its thousands of rows), and what the windows read grows no faster than the number of
    matches (no query per match)."""
    small, big = HistoryStore(tmp_path / "a" / HISTORY_NAME), HistoryStore(tmp_path / "b" / HISTORY_NAME)
    synthetic(small, 10)
    synthetic(big, 2_000)
    ms = matches()[:6]
    few, many = sqlite_steps(small, lambda: add_all(small, ms)), sqlite_steps(big, lambda: add_all(big, ms))
    assert few > 0 and many <= few * 1.5 + 10
    assert big.count() == 2_000 + len(ms)
    read_few, read_many = sqlite_steps(small, lambda: read_all(small)), sqlite_steps(big, lambda: read_all(big))
    assert read_few > 0 and read_many <= read_few * 1_000  # linear in the matches at worst


WRITER = """
import random, sys
from cardtable.storage.history import HistoryStore
from cardtable.tools.history_bench import finished_match
store = HistoryStore(sys.argv[1])
rng = random.Random(int(sys.argv[2]))
print("ready", flush=True)
sys.stdin.readline()
for i in range(int(sys.argv[3])):
    m = finished_match(rng, "bugami", 3)
    assert store.record_match(m, 0, instance=f"{sys.argv[2]}-{i}")
    store.record_hint("bugami", 3)
print("done", flush=True)
"""


def test_two_processes_writing_at_once_lose_nothing(tmp_path):
    path = tmp_path / HISTORY_NAME
    HistoryStore(path).close()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(seed), "25"], cwd=ROOT, env=env,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) for seed in (1, 2)]
    try:
        for p in procs:
            assert p.stdout.readline().strip() == "ready"
        for p in procs:  # both go at once
            p.stdin.write("go\n")
            p.stdin.flush()
        for p in procs:
            out, _ = p.communicate(timeout=120)
            assert "done" in out and p.returncode == 0
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
    store = HistoryStore(path)
    assert store.count() == 50
    assert store.summary("bugami", 3) == replace(store.summary("bugami", 3), played=50, hints=50)


# ----- the History window -------------------------------------------------------------------------

def test_the_history_window_filters_reviews_and_shows_a_match(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from cardtable.ui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable", offer_resume=False)
    qtbot.addWidget(w)
    w.set_speed(0.0, remember=False)
    ms = matches()
    w.stats.clock = clock()  # played in January 2025
    fill(w.stats, ms)
    history_item = [a for a in w.menuBar().actions()[0].menu().actions() if a.text() == "&History…"]
    history_item[0].trigger()
    dialog = w.history_dialog
    assert dialog.table.rowCount() == len(ms)
    dialog.game_picker.setCurrentIndex(dialog.game_picker.findData("bugami"))
    assert dialog.table.rowCount() == 2 and {r.game for r in dialog.rows} == {"bugami"}
    dialog.game_picker.setCurrentIndex(0)
    dialog.count_picker.setCurrentIndex(dialog.count_picker.findData(5))
    assert {r.n for r in dialog.rows} == {5}
    dialog.count_picker.setCurrentIndex(0)
    dialog.result_picker.setCurrentIndex(dialog.result_picker.findData("unfinished"))
    assert [r.result for r in dialog.rows] == ["unfinished"]
    assert dialog.count_label.text() == "1 match"  # it read "1 matches"
    dialog.result_picker.setCurrentIndex(0)
    dialog.period_picker.setCurrentIndex(1)  # the last 7 days: the test's matches are dated 2025
    assert dialog.rows == []
    dialog.period_picker.setCurrentIndex(0)
    # Result and Rounds show whole in the window's own width; the long players' and levels'
    # lists take what is left (cut short, whole in their tool tips) and nothing scrolls sideways.
    from cardtable.ui.history import COLUMNS, levels_text

    dialog.show()
    for width in (700, 1000):
        dialog.resize(width, 500)
        qtbot.waitUntil(lambda width=width: dialog.width() == width)
        table = dialog.table
        right = [table.columnViewportPosition(c) + table.columnWidth(c) for c in range(table.columnCount())]
        assert max(right) <= table.viewport().width() + 1, (width, right)
        for name in ("date", "game", "result", "rounds"):
            c = COLUMNS.index(name)
            texts = [table.item(r, c).text() for r in range(table.rowCount())]
            needed = max(table.fontMetrics().horizontalAdvance(text) for text in texts)
            assert table.columnWidth(c) >= needed, (width, name)
    assert levels_text(["normal", None, "normal", "hard"]) == "normal ×2, hard" and levels_text([None]) == "—"
    dialog.table.selectRow(0)
    chosen = dialog.selected()
    dialog.review()
    assert dialog.review_dialog.match.to_record() == w.stats.record(chosen.id)
    dialog.show_selected()
    assert w.read_only and w.session.match.to_record() == w.stats.record(chosen.id)
    assert not (tmp_path / "autosave.cardtable").exists()  # shown, not played: the autosave untouched


def test_a_damaged_history_is_named_in_the_window(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from cardtable.ui.main_window import MainWindow

    (tmp_path / HISTORY_NAME).write_bytes(b"junk" * 1000)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable", offer_resume=False)
    qtbot.addWidget(w)
    assert str(tmp_path / (HISTORY_NAME + ".damaged-1")) in w.banner.text
    assert (tmp_path / (HISTORY_NAME + ".damaged-1")).read_bytes() == b"junk" * 1000


def test_a_history_that_cannot_be_saved_is_told_in_a_banner(qtbot, tmp_path):
    """A folder where the database should be (or a read-only data folder, a locked file, a
    full disk): the window says matches will not be kept, before any is lost unseen, and
    takes the banner down once a match is written again."""
    import sqlite3

    from PySide6.QtCore import QSettings

    from cardtable.ui.main_window import MainWindow

    (tmp_path / HISTORY_NAME).mkdir()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable", offer_resume=False)
    qtbot.addWidget(w)
    assert "match history cannot be saved" in w.banner.text and str(tmp_path) in w.banner.text
    (tmp_path / HISTORY_NAME).rmdir()
    store = HistoryStore(tmp_path / HISTORY_NAME)
    w.stats = store
    w._tell_history_unsaved()
    assert "match history cannot be saved" not in w.banner.text

    class Failing:
        def __getattr__(self, name):
            raise sqlite3.OperationalError("database or disk is full")

    store._db = Failing()
    assert not store.record_match(matches()[0], 0) and "disk is full" in store.unsaved
    w._tell_history_unsaved()
    assert "disk is full" in w.banner.text


def test_a_match_from_the_history_shown_over_one_in_progress_keeps_it(qtbot, tmp_path, monkeypatch):
    """History ▸ Show on the table while a match is being played: the banner says the match
    in progress is kept and brings it back in one click; Game ▸ New from the history's match
    asks before the kept match is abandoned (it started over it without a word, and the
    autosave lost the match)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from cardtable.ui.main_window import MainWindow

    from .test_ui_flow import start

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable", offer_resume=False)
    qtbot.addWidget(w)
    w.set_speed(0.0, remember=False)
    w.show()
    start(w, "bugger-bridge", 4, seed=3)
    playing = w.session
    # Still until the player's turn: a computer deciding meanwhile would move the match on.
    qtbot.waitUntil(lambda: bool(playing.match.rounds) and (d := playing.pending()) is not None and d.human,
                    timeout=10000)
    kept = playing.match.to_record()
    w.show_record(matches()[0].to_record())
    assert w.read_only and "Your Bugger Bridge match in progress is kept" in w.banner.text
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or QMessageBox.StandardButton.No)
    from cardtable.ui import new_game

    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda dialog: 1)  # dealt as it opened
    next(a for a in w.menuBar().actions()[0].menu().actions() if a.text() == "&New…").trigger()
    assert asked and "Bugger Bridge" in asked[0], "Game ▸ New asks before the kept match is replaced"
    back = w.banner._buttons[0]
    assert back.text() == "Back to my match"
    back.click()
    assert not w.read_only and w.session.match.to_record() == kept
    assert "history" not in w.banner.text


def test_the_list_says_how_long_each_match_ran_in_its_games_word(qapp):
    """One column lists every game: a Minibridge match ran so many deals, a Dumb-Bunny match
    so many hands, the others rounds; a game this version does not know gets the number."""
    from cardtable.ui.history import rounds_text

    assert rounds_text("bugger-bridge", 18) == "18 rounds" and rounds_text("bugami", 1) == "1 round"
    assert rounds_text("minibridge", 8) == "8 deals" and rounds_text("minibridge", 1) == "1 deal"
    assert rounds_text("dumb-bunny", 16) == "16 hands"
    assert rounds_text("a-newer-game", 5) == "5"


def test_a_match_between_two_sides_is_won_or_lost_not_placed(qapp):
    """A Minibridge match lost read "place 2 of 2, 0 points"; with more places the place says more."""
    from dataclasses import replace as changed

    from cardtable.ui.history import place_text

    base = HistoryRow("x", "minibridge", 4, 0, ["You", "Ada", "Ben", "Cleo"], None, {}, False, True,
                      "2026-11-26", "2026-11-26", 8, 0, False, 2, 2, True)
    assert place_text(base) == "lost"
    assert place_text(changed(base, won=True, place=1)) == "won"
    assert place_text(changed(base, game="bugami", places=5, place=3)) == "place 3 of 5"
