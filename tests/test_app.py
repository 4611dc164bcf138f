"""The app window: menus with standard shortcuts, docks, settings that persist."""

from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence

from cardtable.ui.main_window import MainWindow


def make(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable")
    qtbot.addWidget(w)
    return w, settings


def test_main_window_opens_with_its_menus(qtbot, tmp_path):
    w, _ = make(qtbot, tmp_path)
    w.show()
    qtbot.waitExposed(w)
    assert w.windowTitle() == "cardtable"
    menus = [a.text() for a in w.menuBar().actions()]
    assert menus == ["&Game", "&View", "&Help"]
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
    assert again.scene.style.four_colour
    assert again.size().width() == 640
