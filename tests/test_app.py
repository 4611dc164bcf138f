"""The app window: menus with standard shortcuts, docks, settings that persist."""

from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence

from cardtable.ui.main_window import MainWindow

from .conftest import await_turn, play_session, window_turn


def make(qtbot, tmp_path, resume=False):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable", offer_resume=resume)
    qtbot.addWidget(w)
    return w, settings


def test_main_window_opens_with_its_menus(qtbot, tmp_path):
    w, _ = make(qtbot, tmp_path)
    w.show()
    qtbot.waitExposed(w)
    assert w.windowTitle() == "cardtable"
    menus = [a.text() for a in w.menuBar().actions()]
    assert menus == ["&Game", "&View", "&Practice", "&Help"]
    shortcuts = {a.text(): a.shortcut() for m in w.menuBar().actions() for a in m.menu().actions()}
    assert shortcuts["&New…"] == QKeySequence(QKeySequence.StandardKey.New)
    assert shortcuts["&Open…"] == QKeySequence(QKeySequence.StandardKey.Open)
    assert shortcuts["&Save"] == QKeySequence(QKeySequence.StandardKey.Save)
    assert shortcuts["&Quit"] == QKeySequence(QKeySequence.StandardKey.Quit)
    assert shortcuts["&Undo"] == QKeySequence(QKeySequence.StandardKey.Undo)
    assert "Game ▸ New" in w.statusBar().currentMessage()


def test_window_size_and_settings_persist(qtbot, tmp_path):
    w, settings = make(qtbot, tmp_path)
    w.resize(640, 480)
    w.show()
    w.set_speed(2.0)
    w.four_colour_action.setChecked(True)
    w.close()
    settings.sync()
    again, _ = make(qtbot, tmp_path)
    assert again.animator.speed == 2.0
    assert again.scene.deck_style.four_colour
    assert again.size().width() == 640


def test_a_moved_data_folder_keeps_the_settings_too(qtbot, tmp_path, monkeypatch):
    """CARDTABLE_DATA_DIR (a portable install, an app a test starts) moves the settings with
    the user's other files: such an app never writes the real user's settings."""
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    w = MainWindow(autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    w.set_speed(2.0)
    w.settings.sync()
    assert w.settings.fileName() == str(tmp_path / "settings.ini")
    stored = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert float(stored.value("table/speed")) == 2.0


def play_a_little(qtbot, w):
    from cardtable.session import SeatConfig
    from cardtable.ui.new_game import GameSetup

    w.set_speed(0.0)
    seats = (SeatConfig("You", human=True), SeatConfig("Ada"), SeatConfig("Ben"))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=4))
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)


def test_save_and_open_a_game(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    w, _ = make(qtbot, tmp_path)
    w.show()
    play_a_little(qtbot, w)
    record = w.session.match.to_record()
    path = tmp_path / "mine.cardtable"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    w.save_as()
    assert path.exists()
    other, _ = make(qtbot, tmp_path / "other")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    other.open_file()
    assert other.session.match.to_record() == record
    assert other.session.seats[0].human  # the seats come back with the game
    assert other.session.instance == w.session.instance  # the same match for the statistics


def test_a_corrupt_file_gives_a_dialog_and_loses_nothing(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    w, _ = make(qtbot, tmp_path)
    w.show()
    play_a_little(qtbot, w)
    before = w.session.match.to_record()
    bad = tmp_path / "bad.cardtable"
    bad.write_bytes(b'{"format": "cardtable-record", "version": 1, "game": "bugami", "rou')
    shown = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    w.open_file()
    assert len(shown) == 1 and shown[0].startswith("bad.cardtable: ") and "broken JSON" in shown[0]
    assert w.session.match.to_record() == before
    assert bad.read_bytes().endswith(b'"rou')  # untouched


def test_an_interrupted_match_is_offered_and_resumes_where_it_stopped(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    w, _ = make(qtbot, tmp_path)
    w.show()
    play_a_little(qtbot, w)
    play_session(w.session, until=lambda t: window_turn(w) and t.view(0).phase == "play", window=w, qtbot=qtbot)
    record = w.session.match.to_record()
    saved = tmp_path / "autosave.cardtable"
    assert saved.exists()
    w.close()  # the app is started again (one window has the match open at a time)
    asked = []  # a plain start asks nothing: the start screen offers the match
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box) or QMessageBox.StandardButton.No)
    again, _ = make(qtbot, tmp_path, resume=True)
    again.show()
    qtbot.waitExposed(again)
    qtbot.wait(50)  # the start's check of the autosave has run
    button = again.start_screen.continue_button
    assert again.pages.currentWidget() is again.start_screen and button.isVisible() and not asked
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert again.session.match.to_record() == record
    assert not list(tmp_path.glob("autosave.cardtable.interrupted-*"))
    # The decisions made before the app closed are still there to undo.
    assert again.undo_action.isEnabled()
    again.undo_action.trigger()
    back = again.session.match.to_record()
    assert back != record and len(back["rounds"]) <= len(record["rounds"]) and again.session.practice


def test_card_style_choices_persist(qtbot, tmp_path):
    w, settings = make(qtbot, tmp_path)
    w.set_style(back="rosette", high_contrast=True)
    settings.sync()
    again, _ = make(qtbot, tmp_path)
    assert again.scene.deck_style.back == "rosette" and again.scene.deck_style.high_contrast


def test_undo_goes_back_and_the_autosave_follows(qtbot, tmp_path):
    from cardtable.engine.actions import Play
    from cardtable.session.events import Redone
    from cardtable.storage.records import read_record_data

    w, _ = make(qtbot, tmp_path)
    w.show()
    play_a_little(qtbot, w)
    s = w.session
    play_session(s, until=lambda t: window_turn(w) and t.view(0).phase == "play", window=w, qtbot=qtbot)
    before = s.match.to_record()
    assert not w.redo_action.isEnabled()
    w._card_chosen(next(a.card for a in s.view(0).legal if isinstance(a, Play)))
    after = s.match.to_record()
    assert after != before
    assert w.undo_action.isEnabled() and not w.redo_action.isEnabled()
    w.undo_action.trigger()
    assert w.session.match.to_record() == before
    saved = read_record_data(tmp_path / "autosave.cardtable")
    assert saved["table"]["practice"] is True
    assert {k: v for k, v in saved.items() if k != "table"} == before
    assert w.redo_action.isEnabled()
    redone = []  # the record the table is at when it says "redone" (computers may play on at once)
    s.listeners.append(lambda events: redone.extend(s.match.to_record() for e in events if isinstance(e, Redone)))
    w.redo_action.trigger()  # forward again, to where the undo came from
    assert redone == [after] and not w.redo_action.isEnabled()
    await_turn(w, qtbot)  # and play goes on from there (past the round's summary, where it ended)


def test_an_undo_makes_the_match_practice_in_the_history_at_once(qtbot, tmp_path):
    """A player's review: after an undo the save said practice, but History and Statistics
    counted the match as a real one until the next round ended."""
    from cardtable.storage.history import HISTORY_NAME, HistoryStore

    w, _ = make(qtbot, tmp_path)
    w.show()
    play_a_little(qtbot, w)
    s = w.session
    play_session(s, until=lambda t: t.match.rounds_completed >= 1 and window_turn(w), window=w, qtbot=qtbot)
    await_turn(w, qtbot)
    store = HistoryStore(tmp_path / HISTORY_NAME)
    assert [r.practice for r in store.matches()] == [False]
    assert w.undo_action.isEnabled()
    w.undo_action.trigger()
    assert [r.practice for r in store.matches()] == [True]


def test_card_size_setting_changes_the_table_and_persists(qtbot, tmp_path):
    w, settings = make(qtbot, tmp_path)
    w.resize(1280, 800)
    w.show()
    play_a_little(qtbot, w)
    normal = w.scene.geometry.card_width
    w.set_card_scale(1.2)
    assert w.scene.geometry.card_width > normal
    assert w.scene.hands[0][0].width == w.scene.geometry.card_width
    settings.sync()
    again, _ = make(qtbot, tmp_path)
    assert again.scene.card_scale == 1.2


def test_the_rules_open_for_the_game_in_play(qtbot, tmp_path, monkeypatch):
    from cardtable.ui import rules_text

    w, _ = make(qtbot, tmp_path)
    play_a_little(qtbot, w)
    shown = []
    monkeypatch.setattr(rules_text.RulesDialog, "exec", lambda self: shown.append(self) or 0)
    w.show_rules()
    assert len(shown) == 1 and "Bugger Bridge" in shown[0].windowTitle() + shown[0].findChild(
        rules_text.QTextBrowser).toPlainText()


def test_review_of_the_last_round_from_the_menu(qtbot, tmp_path):
    w, _ = make(qtbot, tmp_path)
    assert not any(a.isEnabled() for a in (w.review_action, w.save_action, w.undo_action, w.redo_action,
                                           w.hint_action, w.claim_action))  # no match: nothing to do
    w.review_last_round()
    assert "No round" in w.statusBar().currentMessage()
    from cardtable.session import SeatConfig
    from cardtable.ui.new_game import GameSetup

    w.set_speed(0.0)
    w.start(GameSetup(game="bugger-bridge", seats=tuple(SeatConfig(f"C{i}") for i in range(3)), options={}, seed=1))
    qtbot.waitUntil(lambda: w.session.match.rounds_completed >= 1, timeout=20000)
    qtbot.waitUntil(w.review_action.isEnabled, timeout=5000)
    w.review_action.trigger()
    reviewed = w.session.match.rounds[w.review.round_index]
    assert w.review.isVisible() and len(w.review.table.tricks) == reviewed.hand_size >= 1


def test_cardtable_file_opens_the_saved_game(qtbot, tmp_path, monkeypatch):
    """`cardtable FILE` (a double-click on a saved game) opens the window with that game."""
    import cardtable.app
    from cardtable.tools.cli import main

    calls = []
    monkeypatch.setattr(cardtable.app, "run_app", lambda **kw: calls.append(kw) or 0)
    assert main(["mine.cardtable"]) == 0
    assert calls == [{"open_path": "mine.cardtable"}]
    assert main(["replay", "/nonexistent"]) == 2  # subcommands are still subcommands
    assert main(["frobnicate"]) == 2  # a misspelt command is not a file to open
    saved = tmp_path / "saved-without-extension"
    saved.write_text("{}")
    assert main([str(saved)]) == 0 and calls[-1] == {"open_path": str(saved)}  # an existing file is
    assert len(calls) == 2

    w, _ = make(qtbot, tmp_path)
    w.show()
    play_a_little(qtbot, w)
    path = tmp_path / "mine.cardtable"
    record = w.session.match.to_record()
    from cardtable.storage.records import save_match

    save_match(w.session.match, path)
    other, _ = make(qtbot, tmp_path / "other")
    assert other.open_path(path) and other.session.match.to_record() == record and other.save_path == path


def test_undo_while_the_cards_still_fly_offers_the_decision_again(qtbot, tmp_path):
    from cardtable.engine.actions import Play

    w, _ = make(qtbot, tmp_path)
    w.show()
    play_a_little(qtbot, w)
    s = w.session
    play_session(s, until=lambda t: window_turn(w) and t.view(0).phase == "play", window=w, qtbot=qtbot)
    before = s.match.to_record()
    w.set_speed(1.0)
    w._card_chosen(next(a.card for a in s.view(0).legal if isinstance(a, Play)))
    assert w.animator.busy  # the card is on its way to the trick
    w.undo_action.trigger()
    assert s.match.to_record() == before
    qtbot.waitUntil(lambda: w._presented_turn == s.turn and not w.animator.busy, timeout=20000)
    assert w.scene.playable_items() and w.hint_action.isEnabled()


def test_the_about_box_names_the_games_the_data_folder_and_the_versions(qtbot, tmp_path, monkeypatch):
    """Help ▸ About says what a player asked for help is asked first: the version, the
    games, where the saves and settings are, and what the app runs on."""
    import os
    import platform

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from cardtable import __version__
    from cardtable.engine.games import get_game, supported_games
    from cardtable.ui.main_window import MainWindow

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    w = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), autosave_path=None,
                   offer_resume=False)
    qtbot.addWidget(w)
    said = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: said.append(text))
    help_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Help")
    next(a for a in help_menu.actions() if a.text().startswith("&About")).trigger()
    text = said[0]
    assert f"cardtable {__version__}" in text and platform.python_version() in text
    assert all(get_game(g).title in text for g in supported_games())
    assert os.fspath(tmp_path) in text and "settings.ini" in text


def test_the_rules_write_red_suits_in_red(qtbot):
    """Dumb-Bunny's hand card lists trumps by suit: ♥ and ♦ are red there as on the cards."""
    from PySide6.QtGui import QTextCursor

    from cardtable.ui.rules_text import RulesDialog
    from cardtable.ui.suit_ink import ink

    dialog = RulesDialog("dumb-bunny")
    qtbot.addWidget(dialog)
    document = dialog.browser.document()
    text = document.toPlainText()
    colours = set()
    for suit in "♥♦♠":
        at = text.index(suit)
        cursor = QTextCursor(document)
        cursor.setPosition(at + 1)  # the format of the character before the cursor
        colours.add((suit, cursor.charFormat().foreground().color().name()))
    assert ("♥", ink("♥")) in colours and ("♦", ink("♦")) in colours
    assert ("♠", ink("♥")) not in colours


def test_no_display_is_one_line_and_the_smoke_test_draws_offscreen(monkeypatch):
    """Without a display Qt aborted the process (status 134) with a page of its own output;
    the installers' smoke test, run where there is often no display, failed the same way."""
    import cardtable.app as app

    monkeypatch.setattr(app.sys, "platform", "linux")
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    assert app.check_display() == ("cannot open a window: there is no display "
                                   "(neither DISPLAY nor WAYLAND_DISPLAY is set)")
    assert app.check_display(smoke=True) is None and app.os.environ["QT_QPA_PLATFORM"] == "offscreen"
    monkeypatch.delenv("QT_QPA_PLATFORM")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    assert app.check_display() is None
    monkeypatch.delenv("WAYLAND_DISPLAY")
    monkeypatch.setattr(app.sys, "platform", "win32")
    assert app.check_display() is None


def test_help_lists_the_keyboard_shortcuts_from_the_menus(qtbot, tmp_path, monkeypatch):
    """A player's review: Ctrl+B, Ctrl+K, Ctrl+D, Ctrl+T, Ctrl+R and Ctrl+L could be found only
    by opening each menu. Help ▸ Keyboard shortcuts lists every command that has a key, read
    from the menus, under the table's own keys."""
    from PySide6.QtWidgets import QDialog

    from cardtable.ui.shortcuts import ShortcutsDialog

    w, _ = make(qtbot, tmp_path)
    shown: list[str] = []
    monkeypatch.setattr(ShortcutsDialog, "exec",
                        lambda d: shown.append(d.text.toPlainText()) or QDialog.DialogCode.Rejected)
    help_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Help")
    next(a for a in help_menu.actions() if a.text() == "&Keyboard shortcuts…").trigger()
    assert len(shown) == 1
    text = shown[0]
    assert "At the table" in text and "Play the chosen card" in text
    for command in ("Change my choice", "Claim the rest…", "How would the computer have done?", "Read the table aloud",
                    "Review last round…", "Last trick", "Undo", "Hint"):
        assert command in text, command
    assert "Ctrl+B" in text and "Ctrl+K" in text and "Ctrl+Z" in text
    # The keys no menu shows: keeping a reopened choice, and the match's result.
    flat = " ".join(text.split())
    assert "Keep the choice you reopened Enter or Esc" in flat, flat
    assert "The match's result: a new game Enter" in flat and "The match's result: put it away Esc" in flat, flat


def test_a_key_that_wraps_in_the_shortcuts_list_keeps_its_column(qtbot, tmp_path):
    """"the keys the panel shows under its buttons" wrapped with its second line a little
    left of its first and of every other key (a player's review): the gap before a key was
    two spaces inside the cell. Each line of a key starts at the same x."""
    from PySide6.QtGui import QTextDocument

    from cardtable.ui.shortcuts import shortcuts_html

    w, _ = make(qtbot, tmp_path)
    doc = QTextDocument()
    doc.setHtml(shortcuts_html(w.menuBar()))
    doc.setTextWidth(360)
    doc.size()  # lays it out
    block = doc.begin()
    while block.isValid() and "the keys the panel" not in block.text():
        block = block.next()
    assert block.isValid()
    layout, text = block.layout(), block.text()
    assert layout.lineCount() >= 2
    starts = []
    for k in range(layout.lineCount()):
        line = layout.lineAt(k)
        first = line.textStart()
        while first < len(text) and text[first] in " \u00a0":
            first += 1
        x = line.cursorToX(first)
        starts.append(round(x[0] if isinstance(x, tuple) else x))
    assert len(set(starts)) == 1, starts


def test_the_docks_have_keys_and_the_shortcuts_list_says_them(qtbot, tmp_path):
    """View ▸ Score sheet, Trick history and Score chart had no key (a player's review)."""
    from PySide6.QtCore import Qt

    from cardtable.ui.shortcuts import menu_shortcuts

    from .conftest import make_window

    w = make_window(qtbot, tmp_path / "w")
    listed = dict(menu_shortcuts(w.menuBar()))
    view = dict(listed[next(k for k in listed if k == "View")])
    assert view["Score sheet"] == QKeySequence("Ctrl+1").toString(QKeySequence.SequenceFormat.NativeText)
    assert "Trick history" in view and "Score chart" in view
    shown = w.sheet_dock.isVisible()
    qtbot.keyClick(w, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert w.sheet_dock.isVisible() != shown
    qtbot.keyClick(w, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert w.sheet_dock.isVisible() == shown
