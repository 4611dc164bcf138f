"""A real app process for the kill test: resumes the autosave in CARDTABLE_DATA_DIR if any
(with the start screen's Continue), else starts a 4-player match of computers; it
prints the record it resumed (one JSON line) and plays until killed."""

import json
import sys

if __name__ == "__main__":
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from cardtable.app import start_from_command_line
    from cardtable.storage.paths import autosave_path
    from cardtable.ui.main_window import MainWindow

    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    app = QApplication(sys.argv[:1])
    attach = MainWindow._attach

    def attach_and_report(self, session):
        """Say what was resumed before anything else happens to it."""
        if session.match.rounds:
            print("RESUMED " + json.dumps(session.match.to_record()), flush=True)
        attach(self, session)

    MainWindow._attach = attach_and_report
    window = MainWindow(autosave_path=autosave_path())
    window.set_speed(float(sys.argv[1]) if len(sys.argv) > 1 else 0.0, remember=False)
    window.show()

    def begin():
        if window.session is None and window.start_screen.continue_button.isVisible():
            window.start_screen.continue_button.click()  # the start screen offers the match
        if window.session is None:
            start_from_command_line(window, {"game": "bugger-bridge", "players": 4, "seed": 9, "level": "easy",
                                             "speed": None, "smoke": False, "watch": True})
            said_when_saved()

    def said_when_saved():
        """NEW once the new match is in the autosave: a kill after that leaves a match to resume
        (on a busy machine the first save can take longer than the test's shortest wait)."""
        if autosave_path().exists():
            print("NEW", flush=True)
        else:
            QTimer.singleShot(20, said_when_saved)

    QTimer.singleShot(50, begin)
    app.exec()
