"""The time a player has to change a decision already made: the next player's answer waits.

The rules let a Bugger Bridge bid be changed until the next player has bid. A computer
player answers in milliseconds, so without a pause the change would be allowed in name
only. :class:`HeldThinker` stands between the session and the window's worker: an answer
that arrives while the human may still change their last decision is handed on only once
the change window has passed (the window's own clock, scaled like every animation, so no
pause at instant speed), or at once when the human says they keep their decision
(:meth:`HeldThinker.release`). An answer held while the human changes their decision is
not applied: the change moves the session's turn on, and the session drops an answer to a
question it no longer asks.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from ..session.thinking import Question, Reply, Thinker

# The change window at normal speed: long enough to read the offer, decide, and press
# Ctrl+B. Two seconds was too short: a reviewer saw the offer go before they could act.
# A player who keeps their bid need not wait it out: "Keep my bid" (Enter) ends it.
CHANGE_WINDOW_MS = 4500
# How long the next player's answer waits, at most, once the human has reopened their
# decision to change it (Ctrl+B): they are choosing, and the offer's few seconds running
# out under them took the choice away mid-thought.
CHANGING_MS = 60_000


class HeldThinker:
    """A session's thinker that delays each answer by ``hold_left()`` milliseconds, asked
    when the answer arrives (0: at once). A held answer is dropped if ``owner`` (the window)
    is destroyed meanwhile: it would reach a table that no longer exists."""

    def __init__(self, inner: Thinker, hold_left: Callable[[], int], owner: QObject) -> None:
        self.inner = inner
        self.hold_left = hold_left
        self.owner = owner
        # The answers held now, each as the call that hands it on, in the order they came.
        self._held: list[Callable[[], None]] = []
        # The timers die with the owner; the answers they held go with them.
        owner.destroyed.connect(lambda: self._held.clear())

    def ask(self, question: Question, reply: Reply) -> None:
        self.inner.ask(question, lambda q, answer: self._reply(reply, q, answer))

    @property
    def holding(self) -> int:
        """How many answers wait now."""
        return len(self._held)

    def release(self) -> None:
        """Hand on every held answer now, in the order they came (the human keeps their
        decision: the next player need not wait for the change window to pass). Their
        timers then find them gone and hand on nothing."""
        held = list(self._held)
        self._held.clear()
        for hand_on in held:
            hand_on()

    def _reply(self, reply: Reply, question: Question, answer: object) -> None:
        left = self.hold_left()
        if left <= 0:
            reply(question, answer)
            return

        def hand_on() -> None:
            reply(question, answer)

        def due() -> None:
            if hand_on not in self._held:  # released already
                return
            later = self.hold_left()  # the window may have grown meanwhile (the human is changing)
            if later > 0:
                QTimer.singleShot(later, self.owner, due)
                return
            self._held.remove(hand_on)
            hand_on()

        self._held.append(hand_on)
        QTimer.singleShot(left, self.owner, due)
