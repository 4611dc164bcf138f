"""What the computer players' worker process runs besides their questions: its start-up
hook and the warm-up job the app sends first (ui/thinker.py starts that process).

They live here, outside the UI and the session packages, because a spawned worker imports
the module of every function it is sent before running it. In ui/thinker.py they made each
worker import PySide6 and the Qt package (about a fifth of its start-up CPU); inside the
session package they would make it import the session, the engine and the players before
:func:`exit_with_parent` runs, so a worker whose app was killed early went on importing
them all before it noticed. Here the hook runs on a bare interpreter, and the warm-up job
does the importing afterwards.
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


def warm_up() -> bool:
    """The first job, sent at start: the worker imports what answering takes (the session,
    the engine, the players) before the first question comes."""
    from .session import thinking  # noqa: F401  (importing it is the job)

    return True
