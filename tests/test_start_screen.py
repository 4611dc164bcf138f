"""The start screen and the actions around starting a match (issue 15, item 3): what shows
before any match, continuing the autosave with one key, recent matches, Game ▸ New asking
before a match in progress is abandoned, and actions enabled only when they mean something."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from cardtable.session import SeatConfig, TableSession
from cardtable.session.resume import load_session
from cardtable.storage.stats import STATS_NAME, StatsStore
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import GameSetup

from .conftest import play_session, window_turn


def make(qtbot, folder, offer_resume: bool = False) -> MainWindow:
    settings = QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=folder / "autosave.cardtable", offer_resume=offer_resume)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitActive(w)
    return w


def start(w: MainWindow) -> None:
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=4))


def test_before_any_match_the_start_screen_shows_and_game_actions_are_off(qtbot, tmp_path):
    w = make(qtbot, tmp_path)
    assert w.pages.currentWidget() is w.start_screen
    assert not w.start_screen.continue_button.isVisible()  # no autosave: nothing to continue
    assert w.start_screen.new_button.isVisible() and w.start_screen.exercises_button.isVisible()
    for action in (w.hint_action, w.claim_action, w.undo_action, w.redo_action, w.review_action, w.save_action,
                   w.save_as_action, w.restart_action, w.compare_action, w.read_action, w.last_trick_action):
        assert not action.isEnabled(), action.text()
    start(w)
    assert w.pages.currentWidget() is w.view
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    assert w.hint_action.isEnabled() and w.save_action.isEnabled() and w.restart_action.isEnabled()
    assert not w.review_action.isEnabled()  # no round finished yet


def test_enter_on_the_start_screen_continues_the_interrupted_match(qtbot, tmp_path, monkeypatch):
    autosave = tmp_path / "autosave.cardtable"
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    old = TableSession("bugger-bridge", seats, {}, 8, autosave=autosave)
    play_session(old, until=lambda t: t.match.rounds_completed == 1 and t.human_decision() is not None)
    record = old.match.to_record()
    w = make(qtbot, tmp_path)
    button = w.start_screen.continue_button
    assert button.isVisible() and "Bugger Bridge" in button.text()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button, timeout=3000)
    QTest.keyClick(button, Qt.Key.Key_Return)
    assert w.session is not None and w.pages.currentWidget() is w.view
    assert w.session.match.to_record() == record
    # Game ▸ Restart starts the resumed match afresh, as it does one begun from Game ▸ New
    # (it was greyed out for the rest of a resumed match): same game, players and options.
    assert w.restart_action.isEnabled()
    monkeypatch.setattr(type(w), "confirm_abandon", lambda self: True)
    w.restart_action.trigger()
    assert w.session is not None and w.session.match.rounds_completed == 0
    assert w.session.match.players == old.match.players and w.session.match.game == "bugger-bridge"
    assert [(s.name, s.human, s.level) for s in w.session.seats] == [(s.name, s.human, s.level) for s in seats]


def test_recent_matches_are_listed_and_one_is_played_again(qtbot, tmp_path, monkeypatch):
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    played = TableSession("minibridge", seats, {}, 3)
    play_session(played, until=lambda t: t.match.rounds_completed == 1)
    StatsStore(tmp_path / STATS_NAME).record_match(played.match, 0, practice=False)
    w = make(qtbot, tmp_path)
    recent = w.start_screen.recent
    assert recent.isVisible() and recent.count() == 1 and "Minibridge" in recent.item(0).text()
    asked: list[str | None] = []

    def fake_exec(dialog) -> int:
        asked.append(dialog.game_list.currentItem().data(Qt.ItemDataRole.UserRole))
        return QDialog.DialogCode.Rejected

    from cardtable.ui import new_game

    monkeypatch.setattr(new_game.NewGameDialog, "exec", fake_exec)
    recent.setCurrentRow(0)
    recent.setFocus()
    QTest.keyClick(recent, Qt.Key.Key_Return)
    assert asked == ["minibridge"]  # the New game dialog opened on that game


def test_a_recent_match_is_played_again_with_its_number_of_players(qtbot, tmp_path, monkeypatch):
    """A player's review: "play that game again" on a seven-player Bugger Bridge match opened
    New game at four players (the count was dropped on the way)."""
    seats = (SeatConfig("You", human=True), *(SeatConfig(f"C{i}", level="random") for i in range(1, 7)))
    played = TableSession("bugger-bridge", seats, {}, 3)
    play_session(played, until=lambda t: t.match.rounds_completed == 1)
    StatsStore(tmp_path / STATS_NAME).record_match(played.match, 0, practice=False)
    w = make(qtbot, tmp_path)
    recent = w.start_screen.recent
    assert "Bugger Bridge, 7 players" in recent.item(0).text()
    asked: list[tuple[str, int]] = []

    def fake_exec(dialog) -> int:
        asked.append((dialog.game_list.currentItem().data(Qt.ItemDataRole.UserRole), dialog.players.currentData()))
        return QDialog.DialogCode.Rejected

    from cardtable.ui import new_game

    monkeypatch.setattr(new_game.NewGameDialog, "exec", fake_exec)
    recent.setCurrentRow(0)
    recent.setFocus()
    QTest.keyClick(recent, Qt.Key.Key_Return)
    assert asked == [("bugger-bridge", 7)]


def answer_next_question(button_text: str, seen: list[str]) -> None:
    """Click ``button_text`` on the next modal question, once it is up."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        next(b for b in box.buttons() if b.text() == button_text).click()

    QTimer.singleShot(0, click)


def dealt_from_the_dialog(monkeypatch) -> list[bool]:
    """The New game dialog, dealt at once as it was opened (its choices as they stand): the
    list of times it was opened."""
    from cardtable.ui import new_game

    opened: list[bool] = []
    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda dialog: opened.append(True) or 1)
    return opened


def test_game_new_asks_once_dealt_and_keeps_the_match_for_later_or_abandons_it(qtbot, tmp_path, monkeypatch):
    """The dialog comes first and the question when the new match is dealt (asked before, it
    came before anything was chosen, and "Abandon it" then Cancel abandoned nothing). "Keep
    playing" goes back to the match; "Keep it for later", the default, sets it aside for the
    start screen to offer; "Abandon it" lets the new match take its place."""
    from cardtable.storage.autosave import kept_matches

    w = make(qtbot, tmp_path)
    start(w)
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    session = w.session
    opened = dealt_from_the_dialog(monkeypatch)
    new_action = next(a for m in w.menuBar().actions() for a in m.menu().actions() if a.text() == "&New…")
    seen: list[str] = []
    answer_next_question("Keep playing", seen)
    new_action.trigger()
    assert opened == [True] and seen and "not finished" in seen[0]
    assert w.session is session  # kept on the table: same match
    assert w.abandon_box.defaultButton().text() == "Keep it for later"
    kept_record = session.match.to_record()
    answer_next_question("Keep it for later", seen)
    new_action.trigger()
    assert w.session is not session
    kept = kept_matches(tmp_path / "autosave.cardtable")
    assert len(kept) == 1 and load_session(kept[0], autosave=None).match.to_record() == kept_record
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    second = w.session
    answer_next_question("Abandon it", seen)
    new_action.trigger()
    assert w.session is not second and len(kept_matches(tmp_path / "autosave.cardtable")) == 1


def test_new_from_the_start_screen_asks_before_the_interrupted_match_is_replaced(qtbot, tmp_path, monkeypatch):
    """The start screen offers to continue an interrupted match; Game ▸ New (or Open) asks
    before a new match takes its place in the autosave (it was overwritten without a word).
    With no match on the table the way back is "Cancel", not "Keep playing"."""
    w = make(qtbot, tmp_path)
    start(w)
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    w.close()
    again = make(qtbot, tmp_path)
    assert again.session is None and again.start_screen.continue_button.isVisible()
    opened = dealt_from_the_dialog(monkeypatch)
    seen: list[str] = []
    answer_next_question("Cancel", seen)
    again.new_game()
    assert opened and seen and "is not finished. Keep it for later" in seen[0] and again.session is None


def test_game_new_offers_the_table_s_game_with_its_number_of_players(qtbot, tmp_path, monkeypatch):
    """A three-player match started from the command line: Game ▸ New offered the game with
    four players (the settings' count, never set by that match)."""
    w = make(qtbot, tmp_path)
    seats = (SeatConfig("You", human=True), SeatConfig("Ada", level="easy"), SeatConfig("Ben", level="easy"))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=4))
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    from cardtable.ui import new_game

    offered: list[tuple[str | None, int]] = []
    monkeypatch.setattr(new_game.NewGameDialog, "exec",
                        lambda dialog: offered.append((dialog._current, dialog.player_count())) or 0)
    new_action = next(a for m in w.menuBar().actions() for a in m.menu().actions() if a.text() == "&New…")
    new_action.trigger()  # not dealt: nothing asked
    assert offered == [("bugger-bridge", 3)]


def test_recent_practice_matches_say_so_and_no_line_is_listed_twice(qtbot, tmp_path):
    """A player's review: two practice deals left unfinished were listed as two rows
    "Minibridge, 4 players — 2026-11-27 — unfinished", alike in every letter."""
    from cardtable.storage.history import HISTORY_NAME, HistoryStore

    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    store = HistoryStore(tmp_path / HISTORY_NAME)
    for seed, practice in ((3, True), (4, True), (5, False)):
        played = TableSession("minibridge", seats, {}, seed)
        play_session(played, until=lambda t: t.match.rounds_completed == 1)
        store.record_match(played.match, 0, practice=practice, instance=f"m{seed}")
    w = make(qtbot, tmp_path)
    lines = [w.start_screen.recent.item(i).text() for i in range(w.start_screen.recent.count())]
    assert len(lines) == len(set(lines)) == 2, lines
    assert sum(line.endswith("unfinished (practice)") for line in lines) == 1, lines
    assert sum(line.endswith("unfinished") for line in lines) == 1, lines


def test_the_kept_lists_rows_wrap_show_whole_and_mark_the_one_enter_resumes(qtbot, tmp_path):
    """Players' reviews: the kept list was a bare strip, its long rows running off to the
    right under a sideways scroll bar; then rows just short of the width were cut with "…",
    their date lost; and a row marked green before the list had the focus read as what
    Enter would open from the buttons. Rows wrap at the list's width, each shown whole, the
    list as tall as they are (no scroll bar either way), and the row Enter opens is marked
    while the list has the focus only."""
    from PySide6.QtCore import QRect

    from cardtable.ui.start_screen import ROW_PAD, Kept

    w = make(qtbot, tmp_path)
    screen = w.start_screen
    lines = ["Minibridge practice deal (Opening leads, board 1) — trick 1 — kept 2026-11-28\u00a001:26",
             "Minibridge practice deal (Drawing trumps, board 10) — trick 12 — kept 2026-11-28\u00a001:26",
             "Bugger Bridge, 4 players — Round 1 of 18 — kept 2026-11-28\u00a001:28"]
    screen.set_kept([Kept(f"/kept/{i}", text) for i, text in enumerate(lines)])
    kept = screen.kept
    assert not kept.selectedItems()  # Enter on the focused button is not this list's
    for width in (1024, 1008, 960, 900, 800, 720, 1600):
        w.resize(width, 700)
        qtbot.waitUntil(lambda: kept.verticalScrollBar().maximum() == 0, timeout=2000)
        assert kept.horizontalScrollBar().maximum() == 0
        for i in range(kept.count()):
            row = kept.visualItemRect(kept.item(i))
            assert kept.viewport().rect().contains(row), (width, i, row)
            room = row.adjusted(ROW_PAD.width(), ROW_PAD.height(), -ROW_PAD.width(), -ROW_PAD.height())
            need = kept.fontMetrics().boundingRect(QRect(0, 0, room.width(), 10_000), int(Qt.TextFlag.TextWordWrap),
                                                   lines[i])
            assert need.height() <= room.height() and need.width() <= room.width(), (width, lines[i])
    kept.setFocus()
    qtbot.waitUntil(kept.hasFocus, timeout=2000)
    assert kept.currentRow() == 0 and kept.item(0).isSelected()
    screen.new_button.setFocus()
    qtbot.waitUntil(lambda: not kept.selectedItems(), timeout=2000)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_list_is_named_on_a_line_of_its_own_and_its_keys_are_not_split_to_a_word_or_two(
        qapp, qtbot, tmp_path, language):
    """A player's review at 1024×700: the kept list's label, its name and keys in one
    sentence, wrapped with "the list)" alone on its second line. Each list's name now has
    a line of its own and its keys the line under it, whole at both sizes a player uses."""
    from cardtable.ui.start_screen import Kept, Recent
    from cardtable.ui.translations import install_translator, remove_translators

    from .conftest import label_lines

    if language == "fr":
        assert install_translator(qapp, "fr") == "fr"
    try:
        w = make(qtbot, tmp_path)
        screen = w.start_screen
        screen.set_kept([Kept("/kept/0", "Bugger Bridge, 4 players — Round 1 of 18 — kept 2026-11-28\u00a001:28")])
        screen.set_recent([Recent("bugami", 4, "Bugami, 4 players — won by Ada — 2026-11-28")])
        names = {"en": ("Unfinished games kept for later", "Recent matches"),
                 "fr": ("Parties inachevées gardées pour plus tard", "Parties récentes")}[language]
        for size in ((1024, 700), (1600, 1000)):
            w.resize(*size)
            qtbot.waitUntil(lambda size=size: w.width() == size[0], timeout=2000)
            for label, name in zip((screen.kept_label, screen.recent_label), names, strict=True):
                assert label.isVisible()
                lines = label_lines(label)
                assert lines[0] == name, (size, lines)
                assert all(len(line.split()) >= 3 for line in lines[1:]), (size, lines)
    finally:
        remove_translators(qapp)


def test_a_match_offered_to_continue_or_resume_is_not_listed_again_among_the_recent_ones(qtbot, tmp_path):
    """A player's review: a match kept for later was listed twice, in the kept list and among
    the recent matches as "unfinished" beside "play that game again". The recent list now
    leaves out the matches the screen already offers (the kept ones and the one to continue)."""
    from cardtable.session.saving import write_autosave
    from cardtable.storage.autosave import kept_path
    from cardtable.storage.history import HISTORY_NAME, HistoryStore

    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    store = HistoryStore(tmp_path / HISTORY_NAME)
    autosave = tmp_path / "autosave.cardtable"
    played = {}
    for game, seed in (("bugger-bridge", 3), ("bugami", 4), ("minibridge", 5)):
        session = TableSession(game, seats, {}, seed)
        play_session(session, until=lambda t: t.match.rounds_completed == 1)
        store.record_match(session.match, 0, instance=session.instance)
        played[game] = session
    write_autosave(played["bugger-bridge"], kept_path(autosave))  # kept for later
    write_autosave(played["bugami"], autosave)  # the match to continue
    w = make(qtbot, tmp_path)
    screen = w.start_screen
    assert screen.continue_button.isVisible() and "Bugami" in screen.continue_button.text()
    assert screen.kept.count() == 1 and screen.kept.item(0).text().startswith("Bugger Bridge")
    lines = [screen.recent.item(i).text() for i in range(screen.recent.count())]
    assert len(lines) == 1 and lines[0].startswith("Minibridge"), lines  # the one match offered nowhere else
