"""Every secondary window fits a small screen: opened through its real menu entry on a
1024×700 desktop, its frame lies inside the screen's available room, so no Close button or
bottom row is ever out of reach."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, QSettings, Qt, QTimer
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication

from cardtable.engine import Match
from cardtable.ui.main_window import MainWindow

from .conftest import play_random_match

ROOM = QRect(0, 0, 1024, 700)


@pytest.fixture
def small_screen(monkeypatch):
    """Every screen reports the room of a 1024×700 netbook."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(ROOM))


@pytest.fixture
def window(qtbot, tmp_path, small_screen):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable", offer_resume=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def menu_action(w, menu: int, text: str):
    return next(a for a in w.menuBar().actions()[menu].menu().actions() if a.text() == text)


def fits(frame: QRect) -> bool:
    return ROOM.contains(frame) and frame.width() > 0 and frame.height() > 0


def modal_frame(open_it) -> QRect:
    """Open a modal window with ``open_it`` and return its frame as shown, then close it."""
    seen: list[QRect] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None, "no window opened"
        seen.append(dialog.frameGeometry())
        dialog.reject()

    QTimer.singleShot(0, look)
    open_it()
    assert seen
    return seen[0]


def test_the_rules_window_fits_through_f1_and_the_menu(qtbot, window):
    window.activateWindow()
    assert fits(modal_frame(lambda: qtbot.keyClick(window, Qt.Key.Key_F1)))
    assert fits(modal_frame(menu_action(window, -1, "&Rules…").trigger))


def test_the_statistics_window_fits(window):
    assert fits(modal_frame(menu_action(window, 0, "S&tatistics…").trigger))


def test_the_history_and_review_windows_fit(window):
    m = play_random_match(Match("bugger-bridge", ["P0", "P1", "P2", "P3", "P4", "P5", "P6"]), random.Random(1))
    window.stats.record_match(m, 0, practice=False, instance="i0", levels=[None] + ["easy"] * 6)
    menu_action(window, 0, "&History…").trigger()
    dialog = window.history_dialog
    assert dialog.isVisible() and fits(dialog.frameGeometry())
    dialog.table.selectRow(0)
    dialog.review()  # seven players: the review window asks for more height than the screen has
    assert dialog.review_dialog.isVisible() and fits(dialog.review_dialog.frameGeometry())


def test_the_scorekeeper_fits_and_its_sheet_scrolls(qtbot, window):
    action = menu_action(window, 0, "Score&keeper…")
    action.trigger()
    sk = window._scorekeeper_window
    assert sk.isVisible() and fits(sk.frameGeometry())
    sk.setup.set_game("bugger-bridge", 10)  # the tallest entry form: ten players' bids
    for i, edit in enumerate(sk.setup.names):
        edit.setText(f"P{i}")
    qtbot.mouseClick(sk.setup.start_button, Qt.MouseButton.LeftButton)
    assert sk.stack.currentWidget() is sk.page
    sk.hide()
    action.trigger()  # shown again: still inside the room, its Record button reachable by scrolling
    assert fits(sk.frameGeometry()) and sk.minimumSizeHint().height() < ROOM.height()


def test_the_main_window_saved_on_a_big_screen_opens_inside_a_small_one(qtbot, tmp_path, small_screen):
    """A player's review: the size saved on a 1600×1000 monitor opened the window 1280×800 on
    a 1024×700 screen, the title bar's buttons off its edge. Restored, it shrinks to the room
    and moves inside it; a size that fits is left as the person made it."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    big = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(big)
    big.show()
    big.setGeometry(300, 200, 1280, 800)
    big.close()  # its size saved
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    # The size and place X11 gave the saved geometry (the offscreen platform clamps it itself).
    w.setGeometry(300, 200, 1280, 800)
    w.show()
    qtbot.waitExposed(w)
    assert fits(w.frameGeometry()), w.frameGeometry()
    w.hide()
    w.setGeometry(40, 30, 900, 600)  # fits: kept as it is
    w.show()
    assert w.size().width() == 900 and w.size().height() == 600 and fits(w.frameGeometry())
