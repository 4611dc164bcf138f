"""Real app processes for the kill test, started by forking one process that has imported
the app's modules (``kill_driver.py serve``).

Each app resumes the autosave in its data folder if any (with the start screen's Continue),
else starts a 4-player match of computers; it prints the record it resumed (one JSON line)
or NEW once its first save is on disk, and plays until killed. From QApplication on it is
the app, its own process with its own computer players' worker (spawned, a fresh Python, as
always). The kills come only after an app has spoken, so importing PySide6 and the package
again in each app (about 0.6 s of CPU, most of an app's start) was work no kill ever reached;
the imports are done once here, before any Qt object or thread exists, and each app is a fork.

The commands, one line each on standard input: ``start DATA_DIR SPEED`` answers ``pid PID``
(the app's own line follows on the same output), ``kill PID`` kills the app with SIGKILL and
answers ``killed`` once it is dead and reaped. At the end of its input the driver kills any
app still running and ends.
"""

import json
import os
import signal
import sys
import traceback


def run_app(speed: float) -> int:
    """The app in this process (a fresh fork of :func:`serve`), at ``speed``."""
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
    window.set_speed(speed, remember=False)
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
    return app.exec()


def serve() -> None:
    import PySide6.QtWidgets  # noqa: F401  (importing is the point: once, for every app)

    import cardtable.app
    import cardtable.storage.paths
    import cardtable.ui.main_window  # noqa: F401

    running: set[int] = set()
    for line in sys.stdin:
        command, *args = line.split()
        if command == "start":
            folder, speed = args
            sys.stdout.flush()
            pid = os.fork()
            if pid == 0:  # the app
                code = 1
                try:
                    os.environ["CARDTABLE_DATA_DIR"] = folder
                    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)  # the commands are the driver's
                    code = run_app(float(speed))
                except BaseException:
                    traceback.print_exc()
                finally:  # an app that ends by itself says so, rather than leave the test waiting
                    print(f"ENDED {code}", flush=True)
                    os._exit(code)
            running.add(pid)
            print(f"pid {pid}", flush=True)
        elif command == "kill":
            pid = int(args[0])
            kill(pid)
            running.discard(pid)
            print("killed", flush=True)
    for pid in running:  # the test stopped early: no app is left playing
        kill(pid)


def kill(pid: int) -> None:
    """SIGKILL the app ``pid`` and reap it (its CPU is then counted with the driver's)."""
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)


if __name__ == "__main__":
    serve()
