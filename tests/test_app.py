"""The app window opens (headless, offscreen) and quits from its menu."""

from cardtable.ui.main_window import MainWindow


def test_main_window_opens(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert w.windowTitle() == "cardtable"
    assert "Bugger Bridge" in w.centralWidget().text()
    menus = [a.text() for a in w.menuBar().actions()]
    assert menus == ["&Game", "&Help"]
