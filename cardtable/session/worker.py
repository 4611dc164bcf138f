"""What the computer players' worker process runs besides their questions: its start-up
hook and the warm-up job the app sends first (ui/thinker.py starts that process).

They live here, free of Qt, because a spawned worker imports the module of every function
it is sent: were they in ui/thinker.py, each worker would import PySide6 and the Qt package
only to run them (measured: about 0.2 s of CPU at every app start, a third of the worker's
start-up). With them here the worker imports the session package (the engine, the players), no Qt.
"""

from __future__ import annotations

import multiprocessing
import os
import threading


def warm_up() -> bool:
    """The first job, sent at start: the worker starts and imports the session package (this
    module's, which brings the engine and the players) before the first question comes."""
    return True


def exit_with_parent() -> None:
    """Worker initializer: end this process when the app ends, even if the app was killed
    (SIGKILL gives it no chance to shut its pool down)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()
