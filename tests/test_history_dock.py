"""The trick history dock on a small screen: at 4 and at 10 players, in the 921×630 window a
1024×700 screen gives, each trick fits the dock's width (wrapped, never scrolled sideways).

The tricks are played headless (the window's worker would take seconds at ten seats) and the
dock shown that table's view, as the window shows it after each trick."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QScreen

from cardtable.session import SeatConfig, TableSession
from cardtable.ui.main_window import MainWindow

from .conftest import play_session


@pytest.mark.parametrize(("game", "n", "tricks"), [("dumb-bunny", 4, 3), ("bugger-bridge", 10, 1)])
def test_the_tricks_fit_the_dock_without_sideways_scrolling(qtbot, tmp_path, monkeypatch, game, n, tricks):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1024, 700))
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert (w.width(), w.height()) == (921, 630)
    names = ["You", "Ada", "Ben", "Cleo", "Dov", "Eve", "Fay", "Gus", "Hal", "Ivy"][:n]
    seats = (SeatConfig(names[0], human=True), *(SeatConfig(name, level="easy") for name in names[1:]))
    session = play_session(TableSession(game, seats, seed=4),
                           until=lambda s: s.match.current is not None and len(s.view(0).history) >= tricks)
    w._attach(session, read_only=True)  # the table and its docks, as a second window shows a match
    w.history.show_view(session.view(0))
    shown = w.history.list
    qtbot.wait(10)  # let the list lay its rows out at the dock's width
    assert shown.count() >= tricks and all(f"{name}" in shown.item(0).text() for name in names)
    bar = shown.horizontalScrollBar()
    assert not bar.isVisible() and bar.maximum() == 0  # nothing hidden to the right
    width = shown.viewport().width()
    rows = [shown.visualItemRect(shown.item(i)) for i in range(shown.count())]
    assert all(r.right() < width for r in rows)
    line = shown.fontMetrics().height()
    assert n < 10 or rows[0].height() >= 2 * line  # ten plays do not fit one line: the row wraps
    # A row breaks between plays only: each name stays with its card.
    assert all(f"{name}\u00a0" in shown.item(0).text() for name in names)
    # Hearts and diamonds are red, as on the cards: a row that shows one paints red pixels.
    from PySide6.QtGui import QColor

    from cardtable.ui.suit_ink import ink

    assert any(sign in shown.item(i).text() for i in range(shown.count()) for sign in "♥♦")
    image = shown.viewport().grab().toImage()
    red = QColor(ink("♥"))
    reds = sum(
        1
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
        if abs(image.pixelColor(x, y).red() - red.red()) < 40
        and abs(image.pixelColor(x, y).green() - red.green()) < 40
        and abs(image.pixelColor(x, y).blue() - red.blue()) < 40
    )
    assert reds > 3


def test_the_history_adds_only_new_tricks_and_rebuilds_for_a_new_round(qtbot):
    """The window shows the view after every batch of events: rows already shown stay (the
    same items, not laid out again), a new trick is added below, and a view with other tricks
    (a new round, or no match) replaces them all."""
    from cardtable.ui.history_dock import TrickHistory, trick_lines

    seats = (SeatConfig("You", human=True), *(SeatConfig(name, level="easy") for name in ("Ada", "Ben", "Cleo")))
    session = TableSession("dumb-bunny", seats, seed=4)
    early = play_session(session, until=lambda s: s.match.current is not None and len(s.view(0).history) >= 1)
    one = early.view(0)
    play_session(session, until=lambda s: s.match.current is not None and len(s.view(0).history) >= 2)
    two = session.view(0)
    history = TrickHistory()
    qtbot.addWidget(history)
    texts = lambda: [history.list.item(i).text() for i in range(history.list.count())]  # noqa: E731
    history.show_view(one)
    first = history.list.item(0)
    assert texts() == trick_lines(one) and len(texts()) >= 1
    # Plays parted by commas: a wrapped "·" stood alone at a line's end or start.
    assert "·" not in texts()[0] and texts()[0].count(", ") == 3 and texts()[0].startswith("1. ")
    history.show_view(one)  # nothing new: the very same rows
    assert texts() == trick_lines(one) and history.list.item(0) is first
    history.show_view(two)  # more tricks: added below, the first row kept
    assert texts() == trick_lines(two) and len(texts()) > len(trick_lines(one))
    assert history.list.item(0) is first
    history.show_view(one)  # fewer tricks (another round, an undo): all rebuilt
    assert texts() == trick_lines(one)
    history.show_view(None)
    assert texts() == []
