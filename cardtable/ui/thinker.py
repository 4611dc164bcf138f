"""Computer players think on a worker thread, so the table keeps animating meanwhile.

The worker gets an immutable PlayerView and the decision's turn number; its answer comes
back to the UI thread as a queued signal, where the window checks the turn is still the
pending one before submitting it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..engine.view import PlayerView
from ..session import Decision


class _Relay(QObject):
    done = Signal(object, object)  # Decision, Action (or an Exception)


class _Job(QRunnable):
    def __init__(self, think: Callable[[Decision, PlayerView], object], decision: Decision, view: PlayerView,
                 relay: _Relay) -> None:
        super().__init__()
        self.think, self.decision, self.view, self.relay = think, decision, view, relay

    def run(self) -> None:
        try:
            result = self.think(self.decision, self.view)
        except Exception as exc:  # reported on the UI thread, never lost in the worker
            result = exc
        self.relay.done.emit(self.decision, result)


class Thinker(QObject):
    """Runs one computer decision at a time on a private thread pool."""

    answered = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._relay = _Relay()
        self._relay.done.connect(self.answered)
        self.busy_turn: int | None = None

    def think(self, think: Callable[[Decision, PlayerView], object], decision: Decision, view: PlayerView) -> None:
        self.busy_turn = decision.turn
        self.pool.start(_Job(think, decision, view, self._relay))

    def wait(self) -> None:
        self.pool.waitForDone()
