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

from .child_process import exit_with_parent

__all__ = ["exit_with_parent", "warm_up"]


def warm_up() -> bool:
    """The first job, sent at start: the worker imports what answering takes (the session,
    the engine, the players) before the first question comes."""
    from .session import thinking  # noqa: F401  (importing it is the job)

    return True
