"""UI figures for ``cardtable bench``: time to the first painted table, the frame interval
during a deal animation while a computer player thinks, and resident memory during a
10-player match. Measured offscreen when no display is set, so CI can run it too.
"""

from __future__ import annotations

import itertools
import os
import random
import subprocess
import sys
import time
from typing import Any

from ..tools.arena import percentile
from ..tools.bench import busy_think

FIRST_PAINT_SCRIPT = """
import os, shutil, sys, tempfile, time
start = float(sys.argv[1])
from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from cardtable.app import start_from_command_line
from cardtable.ui.main_window import MainWindow
# Settings of its own: the player's are neither read (a fair, repeatable start) nor written.
folder = tempfile.mkdtemp(prefix="cardtable-bench-")
settings = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)

class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and w.scene.match is not None:
            print(time.time() - start, flush=True)
            QTimer.singleShot(0, app.quit)
        return False

spy = Painted()
w.view.viewport().installEventFilter(spy)
w.show()
start_from_command_line(w, {"game": "bugger-bridge", "players": 5, "seed": 1, "level": "easy",
                            "speed": 1.0, "smoke": False, "watch": False})
app.exec()
shutil.rmtree(folder, ignore_errors=True)
"""


def _qt_env() -> dict[str, str]:
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def first_paint_seconds(runs: int) -> float:
    """Median seconds from starting a fresh Python to the first paint of a dealt table."""
    times = []
    for _ in range(runs):
        start = time.time()
        out = subprocess.run(
            [sys.executable, "-c", FIRST_PAINT_SCRIPT, repr(start)],
            capture_output=True, text=True, env=_qt_env(), timeout=60,
        )
        if out.returncode != 0:  # say why: a bare "exit status 1" leaves nothing to go on
            raise RuntimeError(f"the first-paint run failed (status {out.returncode}): {out.stderr.strip()[-2000:]}")
        times.append(float(out.stdout.strip().splitlines()[-1]))
    times.sort()
    return times[len(times) // 2]


def frame_intervals_ms(deals: int, think_seconds: float = 2.5) -> list[float]:
    """Intervals between painted frames while 10-player deals animate and a computer player
    thinks in the worker process the whole time (``think_seconds``, longer than a deal's
    animation; the test of the command's output shortens it)."""
    os.environ.update({k: v for k, v in _qt_env().items() if k == "QT_QPA_PLATFORM"})
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing import get_context

    from PySide6.QtCore import QEvent, QEventLoop, QObject
    from PySide6.QtWidgets import QApplication

    from ..engine import Match
    from .animator import Animator
    from .table_scene import TableScene
    from .table_view import TableView

    app = QApplication.instance() or QApplication(sys.argv[:1])
    animator = Animator(1.0)
    scene = TableScene(animator)
    view = TableView(scene)
    view.resize(1280, 800)
    view.show()
    stamps: list[float] = []

    class Spy(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                stamps.append(time.perf_counter())
            return False

    spy = Spy()
    view.viewport().installEventFilter(spy)
    intervals: list[float] = []
    # Computer players think in a worker process, as in the app (ui/thinker.py).
    pool = ProcessPoolExecutor(max_workers=1, mp_context=get_context("spawn"))
    pool.submit(busy_think, 0.0).result()
    for d in range(deals):
        match = Match("bugger-bridge", [f"P{i}" for i in range(10)], first_dealer=0)
        scene.set_match(match, 0)
        for _ in range(3):  # the 4-card round: 40 cards fly
            match.deal(random.Random(d))
            while match.current is not None:
                match.apply(match.current.legal_actions()[0])
        events = match.deal(random.Random(d))
        stamps.clear()
        scene.handle(events)
        thinking = pool.submit(busy_think, think_seconds)
        while animator.busy:  # as the app's own loop: asleep until the next frame or answer
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        thinking.result()
        intervals.extend((b - a) * 1000 for a, b in itertools.pairwise(stamps))
    pool.shutdown()
    return intervals


def rss_mb_during_ten_player_match(rounds: int | None = None) -> float:
    """Resident memory (MB) of the app process after playing a 10-player match through the
    window (animations off, computer players in every seat); the first ``rounds`` of it
    only, if given (the test of the command's output: the whole match costs seconds)."""
    script = """
import os, shutil, sys, tempfile
from PySide6.QtCore import QEventLoop, QSettings
from PySide6.QtWidgets import QApplication
rounds = int(sys.argv[1]) or float("inf")
app = QApplication(sys.argv[:1])
from cardtable.app import start_from_command_line
from cardtable.ui.main_window import MainWindow
folder = tempfile.mkdtemp(prefix="cardtable-bench-")  # settings of its own (see FIRST_PAINT_SCRIPT)
settings = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
w.show()
start_from_command_line(w, {"game": "bugger-bridge", "players": 10, "seed": 3, "level": "easy",
                            "speed": 0.0, "smoke": False, "watch": True})
while not w.session.match.finished and w.session.match.rounds_completed < rounds:
    app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)  # asleep while the worker thinks
peak = 0
for line in open("/proc/self/status"):
    if line.startswith("VmHWM:"):
        peak = int(line.split()[1]) / 1024
print(peak)
shutil.rmtree(folder, ignore_errors=True)
"""
    out = subprocess.run([sys.executable, "-c", script, str(rounds or 0)], capture_output=True, text=True,
                         env=_qt_env(), timeout=300, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def ui_figures(quick: bool) -> dict[str, Any]:
    frames = sorted(frame_intervals_ms(1 if quick else 3))
    return {
        "first_paint_s": round(first_paint_seconds(1 if quick else 3), 3),
        "frame_interval_ms": {"p50": round(percentile(frames, 50), 2), "p95": round(percentile(frames, 95), 2)},
        "rss_mb": round(rss_mb_during_ten_player_match(), 1),
    }
