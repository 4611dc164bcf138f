"""The docks beside the start screen (issue 15): empty, they only looked broken, so they are
put away while the start screen shows and come back with a match — at their share of the
window (ui/dock_share.py), not at widths of their own, which left the table a sliver at
921 px. Driven through the start screen's Continue, at a small and a large window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from cardtable.session import SeatConfig, TableSession
from cardtable.ui.dock_share import dock_width
from cardtable.ui.main_window import MainWindow

from .conftest import play_session


@pytest.mark.parametrize(("width", "height"), [(921, 630), (1600, 1000)])
def test_the_docks_wait_for_a_match_and_come_back_at_their_share(qtbot, tmp_path, width, height):
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    old = TableSession("bugger-bridge", seats, {}, 8, autosave=tmp_path / "autosave.cardtable")
    play_session(old, until=lambda t: t.human_decision() is not None)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable", offer_resume=False)
    qtbot.addWidget(w)
    w.resize(width, height)
    w.show()
    qtbot.waitExposed(w)
    docks = (w.sheet_dock, w.history_dock)
    assert w.pages.currentWidget() is w.start_screen
    assert all(d.isHidden() for d in docks)  # nothing to show beside the start screen
    assert w.pages.width() > width - 20  # the start screen has the window
    qtbot.mouseClick(w.start_screen.continue_button, Qt.MouseButton.LeftButton)
    assert w.session is not None and all(d.isVisible() for d in docks)
    share = dock_width(w.width())
    # At once: the table is laid out (and its cards placed) at its final size from the start.
    assert all(abs(d.width() - share) <= 8 for d in docks), [d.width() for d in docks]
    qtbot.wait(100)  # and they stay there once the window has settled
    assert all(abs(d.width() - share) <= 8 for d in docks), [d.width() for d in docks]
    assert w.pages.width() >= width - share - 30  # the table has the rest


def test_docks_closed_by_the_player_stay_closed_and_the_saved_layout_has_the_others(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.history_dock.toggleViewAction().trigger()  # View ▸ Trick history: shown beside the start screen
    assert w.history_dock.isVisible()
    w.history_dock.toggleViewAction().trigger()  # and closed again by the player
    w.close()
    again = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    from cardtable.ui.new_game import GameSetup

    again.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=4))
    assert again.sheet_dock.isVisible() and not again.history_dock.isVisible()


def test_the_docks_come_back_to_their_share_after_a_shrink_and_a_re_enlarge(qtbot, tmp_path):
    """A player's review: shrunk mid-hand to 760×560 and enlarged again, the window kept the
    score sheet at its small width — folded in two bands, a row hidden — and gave the felt
    all the new room. At the small size a dock's least width kept it wider than its share,
    which then read as a width the player had chosen."""
    from .conftest import make_window

    w = make_window(qtbot, tmp_path, size=(1440, 900))
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    s = TableSession("dumb-bunny", seats, {}, 5)
    w._attach(s)
    play_session(s, until=lambda t: t.human_decision() is not None, window=w, qtbot=qtbot)
    docks = (w.sheet_dock, w.history_dock)
    for size in ((1000, 640), (760, 560), (1440, 900)):
        w.resize(*size)
        qtbot.wait(50)
    share = dock_width(w.width())
    qtbot.waitUntil(lambda: all(abs(d.width() - share) <= 8 for d in docks), timeout=2000)
    # Narrowed by the player (the separator dragged), they stay so as the window grows.
    w.resizeDocks(list(docks), [300, 300], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: all(abs(d.width() - 300) <= 8 for d in docks), timeout=2000)
    w.resize(1600, 1000)
    qtbot.wait(100)
    assert all(abs(d.width() - 300) <= 8 for d in docks), [d.width() for d in docks]
