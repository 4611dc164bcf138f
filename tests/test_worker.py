"""The computer players' worker process: set up to leave Ctrl+C to the app."""

from __future__ import annotations

import multiprocessing
import signal
from concurrent.futures import ProcessPoolExecutor

from cardtable.worker import exit_with_parent


def _sigint_ignored() -> bool:
    return signal.getsignal(signal.SIGINT) is signal.SIG_IGN


def test_the_worker_ignores_ctrl_c_which_the_app_handles():
    """Ctrl+C reaches every process of the terminal's group; the worker printed a traceback
    while the app played on. It ignores it: the app decides. The test starts from Python's
    own handler (a job started in the background inherits Ctrl+C ignored, and a worker would
    then inherit that too) and puts back whatever it found."""
    before = signal.getsignal(signal.SIGINT)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                 initializer=exit_with_parent) as pool:
            assert pool.submit(_sigint_ignored).result(timeout=60)
        assert not _sigint_ignored(), "the app's own process keeps its handler"
    finally:
        signal.signal(signal.SIGINT, before)
