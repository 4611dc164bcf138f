"""Computer players think in a separate process, so the table keeps animating meanwhile.

A worker thread is not enough: a searching player is pure Python and would hold the
interpreter lock, starving the UI thread (measured: frame intervals of 600 ms during a
deal). So decisions go to a one-process pool; the player objects live there, keyed by
session and seat, and see only the PlayerView they are sent. The answer comes back to
the UI thread as a queued signal and is handed to the session's reply, where the session
checks the decision is still pending. Everything the worker itself runs is Qt-free
(cardtable/worker.py, session/thinking.py), so the worker never imports PySide6. If no
process can be started, a thread does the work instead. :class:`Thinker` is the session's
thinker protocol (:class:`cardtable.session.Thinker`), answering later.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from functools import partial

from PySide6.QtCore import QObject, Signal, SignalInstance

from ..session.thinking import Question, Reply, answer_in_worker
from ..worker import exit_with_parent, warm_up


class _Relay(QObject):
    answered = Signal(object, object, object)  # the reply, the Question, the answer (or an Exception)
    job_done = Signal(object, object)


class Thinker(QObject):
    """Sends one question at a time to the worker and hands the answer back on the UI thread."""

    job_done = Signal(object, object)  # the caller's tag, the result (or an Exception)

    def __init__(self, parent: QObject | None = None, use_process: bool = True) -> None:
        super().__init__(parent)
        self._relay = _Relay()
        self._relay.answered.connect(self._deliver)
        self._relay.job_done.connect(self.job_done)
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
                self._executor = ProcessPoolExecutor(max_workers=1, mp_context=ctx, initializer=exit_with_parent)
                self._executor.submit(warm_up)
                return
            except (OSError, ValueError, RuntimeError):
                # No process pools on this platform (multiprocessing raises a RuntimeError
                # subclass where semaphores are missing) or no resources: think in a thread.
                self._executor = None
        self._executor = ThreadPoolExecutor(max_workers=1)

    def ask(self, question: Question, reply: Reply) -> None:
        """Answer a computer player's decision or a hint in the worker; ``reply(question,
        answer)`` is called on the UI thread (an exception in the player is the answer)."""
        if self._closed:  # the window is closing: no new worker, no new question
            return
        executor = self._started()
        future = executor.submit(answer_in_worker, question)
        future.add_done_callback(partial(self._finished, (reply, question), signal=self._relay.answered))

    def _started(self) -> Executor:
        self.start()
        assert self._executor is not None
        return self._executor

    def _deliver(self, reply: Reply, question: Question, answer: object) -> None:
        """On the UI thread (a method of this QObject, so the signal is queued to it)."""
        reply(question, answer)

    def run(self, tag: object, fn, *args) -> None:
        """Any other long computation (a duplicate replay) on the worker; the result comes
        back as ``job_done(tag, result)``."""
        if self._closed:
            return
        future = self._started().submit(fn, *args)
        future.add_done_callback(partial(self._finished, (tag,), signal=self._relay.job_done))

    def _finished(self, head: tuple, future: Future, *, signal: SignalInstance) -> None:
        # A question cancelled or answered while the window closes has nobody to go to: it
        # is not an error (reporting it would raise a dialog over a closing window).
        if self._closed or future.cancelled():
            return
        try:
            result = future.result()
        except Exception as exc:  # reported on the UI thread, never lost in the worker
            result = exc
        signal.emit(*head, result)

    def shutdown(self) -> None:
        self._closed = True
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
