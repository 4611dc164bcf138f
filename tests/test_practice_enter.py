"""Enter answers in the practice window as in a dialog: in the answer field it checks the
answer, and once checked it goes on to the next question; an empty answer is not checked."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from cardtable.bridge.progress import Progress
from cardtable.ui.main_window import MainWindow
from cardtable.ui.practice import PracticeWindow


def test_enter_checks_the_answer_then_goes_to_the_next_question(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    host = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(host)
    w = PracticeWindow(host, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.tree.setCurrentItem(w.tree.topLevelItem(0).child(0))
    assert w.questions[0].kind == "points" and w.index == 0
    field = w.input.points[w.input.points_order[0]]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field)
    qtbot.keyClick(field, Qt.Key.Key_Return)  # nothing entered yet: asked to answer first
    assert not w.checked and "Type a number in each box first" in w.feedback.text()
    for seat in range(4):
        w.input.points[seat].setValue(w.analysis.facts.points[seat])
    qtbot.keyClick(field, Qt.Key.Key_Enter)  # the keypad's Enter checks too
    assert w.checked and "✓" in w.feedback.text()
    assert QApplication.focusWidget() is w.next_button
    qtbot.keyClick(w.next_button, Qt.Key.Key_Return)
    assert w.index == 1 and not w.checked
    # The next question's answer field has the keyboard (it was set while the field was still
    # disabled from the last check, and dropped: typed answers went nowhere from question 2 on).
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.input.focus_widget())
