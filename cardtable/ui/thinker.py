"""Computer players think in a separate process, so the table keeps animating meanwhile.

A worker thread is not enough: a searching player is pure Python and would hold the
interpreter lock, starving the UI thread (measured: frame intervals of 600 ms during a
deal). So decisions go to a one-process pool; the player objects live there, keyed by
session and seat, and see only the PlayerView they are sent. The answer comes back to
the UI thread as a queued signal, where the window checks the decision is still pending.
If no process can be started, a thread does the work instead.
"""

from __future__ import annotations

import multiprocessing
import random
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from ..ai import make_player
from ..ai.players import Player
from ..engine.view import PlayerView
from ..session import Decision

#: The players of the worker process, by (session key, seat).
_PLAYERS: dict[tuple[str, int], Player] = {}


def choose_in_worker(key: str, seat: int, level: str, view: PlayerView):
    """Runs in the worker: the seat's player (made once, with its own seeded RNG) decides."""
    player = _PLAYERS.get((key, seat))
    if player is None:
        player = _PLAYERS[(key, seat)] = make_player(level, random.Random(f"{key}/{seat}"))
    return player.choose(view)


def hint_in_worker(key: str, seat: int, level: str, view: PlayerView):
    """Runs in the worker: the hint player's choice and the search that chose it (the app
    puts them into words in its own language)."""
    from ..analysis.hints import hint_player, suggest

    player = _PLAYERS.get((key, seat))
    if player is None:
        player = _PLAYERS[(key, seat)] = hint_player(level)
    return suggest(view, player)


def _warm_up() -> bool:
    return True


def _exit_with_parent() -> None:
    """Worker initializer: end this process when the app ends, even if the app was killed
    (SIGKILL gives it no chance to shut its pool down)."""
    import os
    import threading

    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


class _Relay(QObject):
    done = Signal(object, object)  # Decision, Action (or an Exception)
    hinted = Signal(object, object)  # Decision, (Action, SearchRecord | None) (or an Exception)
    job_done = Signal(object, object)


class Thinker(QObject):
    """Sends one computer decision at a time to the worker and relays the answer."""

    answered = Signal(object, object)
    hinted = Signal(object, object)
    job_done = Signal(object, object)  # the caller's tag, the result (or an Exception)

    def __init__(self, parent: QObject | None = None, use_process: bool = True) -> None:
        super().__init__(parent)
        self._relay = _Relay()
        self._relay.done.connect(self.answered)
        self._relay.hinted.connect(self.hinted)
        self._relay.job_done.connect(self.job_done)
        self.busy_turn: int | None = None
        self._executor: Executor | None = None
        self._use_process = use_process
        self._closed = False

    def start(self) -> None:
        """Start the worker early (at window start), so the first decision does not wait."""
        if self._executor is not None:
            return
        if self._use_process:
            try:
                ctx = multiprocessing.get_context("spawn")
                self._executor = ProcessPoolExecutor(max_workers=1, mp_context=ctx, initializer=_exit_with_parent)
                self._executor.submit(_warm_up)
                return
            except (OSError, ValueError, RuntimeError):
                # No process pools on this platform (multiprocessing raises a RuntimeError
                # subclass where semaphores are missing) or no resources: think in a thread.
                self._executor = None
        self._executor = ThreadPoolExecutor(max_workers=1)

    def think(self, key: str, decision: Decision, level: str, view: PlayerView) -> None:
        if self._closed:  # the window is closing: no new worker, no new question
            return
        self.start()
        self.busy_turn = decision.turn
        future = self._executor.submit(choose_in_worker, key, decision.actor, level, view)
        future.add_done_callback(lambda f, d=decision: self._finished(d, f))

    def hint(self, key: str, decision: Decision, level: str, view: PlayerView) -> None:
        """What a computer player of ``level`` would do in the human's place (its own
        player, seeded apart from the table's, sees the human's view only)."""
        if self._closed:
            return
        self.start()
        future = self._executor.submit(hint_in_worker, f"{key}/hint", decision.actor, level, view)
        future.add_done_callback(lambda f, d=decision: self._finished(d, f, self._relay.hinted))

    def run(self, tag: object, fn, *args) -> None:
        """Any other long computation (a duplicate replay) on the worker; the result comes
        back as ``job_done(tag, result)``."""
        if self._closed:
            return
        self.start()
        future = self._executor.submit(fn, *args)
        future.add_done_callback(lambda f, t=tag: self._finished(t, f, self._relay.job_done))

    def _finished(self, decision: Decision, future: Future, signal=None) -> None:
        # A decision cancelled or answered while the window closes has nobody to go to: it
        # is not an error (reporting it would raise a dialog over a closing window).
        if self._closed or future.cancelled():
            return
        try:
            result = future.result()
        except Exception as exc:  # reported on the UI thread, never lost in the worker
            result = exc
        (signal or self._relay.done).emit(decision, result)

    def shutdown(self) -> None:
        self._closed = True
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
