"""The worker that thinks for the computer players: closing the window while it thinks
is not an error (the crash dialog must not come up over a closing window)."""

from __future__ import annotations

import time

import pytest

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


def test_a_question_is_answered_on_the_ui_thread_by_the_seeded_player(qtbot):
    import random
    import threading

    from cardtable.ai import seeded_player
    from cardtable.engine import Match
    from cardtable.session import Question

    m = Match("bugami", ["A", "B", "C", "D"], first_dealer=0)
    m.deal(random.Random(5))
    seat = m.current.to_act
    question = Question("table-1", "77", seat, "easy", m.view(seat), turn=3)
    thinker = Thinker(use_process=False)
    replies = []
    thinker.ask(question, lambda q, answer: replies.append((q, answer, threading.current_thread())))
    qtbot.waitUntil(lambda: len(replies) == 1, timeout=5000)
    (q, answer, thread), = replies
    assert q is question and thread is threading.main_thread()
    assert answer == seeded_player("easy", "77", seat).choose(m.view(seat))  # the one factory, the same seed
    broken = Question("table-2", "77", seat, "genius", m.view(seat), turn=4)
    thinker.ask(broken, lambda q, answer: replies.append((q, answer, None)))
    qtbot.waitUntil(lambda: len(replies) == 2, timeout=5000)
    assert isinstance(replies[1][1], ValueError)  # a failing player's exception is the answer
    thinker.shutdown()


@pytest.mark.worker_process
def test_the_worker_process_answers_as_the_seeded_player(qtbot):
    """The real process (every other test thinks in a thread, tests/conftest.py): the question
    and the answer cross to it and back, and the answer is the one factory's."""
    import random

    from cardtable.ai import seeded_player
    from cardtable.engine import Match
    from cardtable.session import Question

    m = Match("bugger-bridge", ["A", "B", "C", "D"], first_dealer=0)
    m.deal(random.Random(8))
    seat = m.current.to_act
    thinker = Thinker()
    replies = []
    thinker.ask(Question("table-1", "78", seat, "normal", m.view(seat), turn=1), lambda q, a: replies.append(a))
    qtbot.waitUntil(lambda: len(replies) == 1, timeout=20000)
    assert type(thinker._executor).__name__ == "ProcessPoolExecutor"
    assert replies == [seeded_player("normal", "78", seat).choose(m.view(seat))]
    thinker.shutdown()
