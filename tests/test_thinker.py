"""The worker that thinks for the computer players: closing the window while it thinks
is not an error (the crash dialog must not come up over a closing window)."""

from __future__ import annotations

import time

from cardtable.ui.thinker import Thinker


def test_closing_while_thinking_reports_nothing(qtbot):
    thinker = Thinker(use_process=False)  # a thread: the same futures, no process to spawn
    results = []
    thinker.job_done.connect(lambda tag, result: results.append((tag, result)))
    thinker.run("slow", time.sleep, 0.3)
    thinker.run("queued", time.sleep, 0.3)  # still waiting when the window closes: cancelled
    thinker.shutdown()
    qtbot.wait(100)
    assert all(not isinstance(r, BaseException) for _, r in results)
    assert [tag for tag, _ in results] == []  # nobody is listening any more
    thinker.run("after", time.sleep, 0)  # a closed thinker starts no worker again
    assert thinker._executor is None


def test_answers_arrive_while_open(qtbot):
    thinker = Thinker(use_process=False)
    with qtbot.waitSignal(thinker.job_done, timeout=5000) as blocker:
        thinker.run("sum", sum, [1, 2, 3])
    assert blocker.args == ["sum", 6]
    with qtbot.waitSignal(thinker.job_done, timeout=5000) as blocker:
        thinker.run("bad", int, "x")
    assert isinstance(blocker.args[1], ValueError)  # a real failure is still reported
    thinker.shutdown()


def test_without_process_pools_a_thread_thinks(qtbot, monkeypatch):
    import cardtable.ui.thinker as thinker_module

    def no_pools(*args, **kwargs):
        raise RuntimeError("this platform lacks a working sem_open")  # what multiprocessing raises there, in kind

    monkeypatch.setattr(thinker_module, "ProcessPoolExecutor", no_pools)
    thinker = Thinker()
    with qtbot.waitSignal(thinker.job_done, timeout=5000) as blocker:
        thinker.run("sum", sum, [4, 5])
    assert blocker.args == ["sum", 9]
    assert type(thinker._executor).__name__ == "ThreadPoolExecutor"
    thinker.shutdown()
