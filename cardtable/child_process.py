"""What every child process of the app runs first, whoever starts it: the computer players'
worker (ui/thinker.py) and the processes solving double-dummy tables for a long exercise
file (bridge/dd.py). It imports the standard library only, so any layer may use it without
reaching the others.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading


def exit_with_parent() -> None:
    """Worker initializer: end this process when the app ends, even if the app was killed
    (SIGKILL gives it no chance to shut its pool down). Ctrl+C in the app's terminal goes to
    the whole process group: the app decides what it means, and the worker, which shares the
    terminal, ignores it (it printed a traceback while the app played on)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()
