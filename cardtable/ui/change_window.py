"""The time a player has to change a decision already made: the next player's answer waits.

The rules let a Bugger Bridge bid be changed until the next player has bid. A computer
player answers in milliseconds, so without a pause the change would be allowed in name
only. :class:`HeldThinker` stands between the session and the window's worker: an answer
that arrives while the human may still change their last decision is handed on only once
the change window has passed (the window's own clock, scaled like every animation, so no
pause at instant speed). An answer held while the human changes their decision is not
applied: the change moves the session's turn on, and the session drops an answer to a
question it no longer asks.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from ..session.thinking import Question, Reply, Thinker

#: The change window at normal speed: long enough to see a mis-click and press Ctrl+B.
CHANGE_WINDOW_MS = 2000


class HeldThinker:
    """A session's thinker that delays each answer by ``hold_left()`` milliseconds, asked
    when the answer arrives (0: at once). A held answer is dropped if ``owner`` (the window)
    is destroyed meanwhile: it would reach a table that no longer exists."""

    def __init__(self, inner: Thinker, hold_left: Callable[[], int], owner: QObject) -> None:
        self.inner = inner
        self.hold_left = hold_left
        self.owner = owner

    def ask(self, question: Question, reply: Reply) -> None:
        self.inner.ask(question, lambda q, answer: self._reply(reply, q, answer))

    def _reply(self, reply: Reply, question: Question, answer: object) -> None:
        left = self.hold_left()
        if left > 0:
            QTimer.singleShot(left, self.owner, lambda: reply(question, answer))
        else:
            reply(question, answer)
