"""The table session: humans and computers take turns, stale answers are refused."""

import pytest

from cardtable.engine import IllegalAction
from cardtable.session import SeatConfig, TableSession


def seats(n, human=0):
    return [SeatConfig(f"P{i}", human=(i == human)) for i in range(n)]


def test_computers_play_until_the_human_must_decide():
    saved = []
    s = TableSession("bugger-bridge", seats(4), seed=3, autosave=saved.append)
    s.play_computers()
    d = s.pending()
    assert d is not None and d.human and d.actor == 0
    assert saved and saved[-1] == s.match.to_record()
    view = s.view(0)
    s.submit(view.legal[0], turn=d.turn)
    with pytest.raises(IllegalAction, match="no longer pending"):
        s.submit(view.legal[0], turn=d.turn)


def test_an_all_computer_session_finishes_and_resumes_from_its_record():
    s = TableSession("bugger-bridge", [SeatConfig(f"C{i}") for i in range(3)], seed=8)
    events = []
    s.listeners.append(events.extend)
    s.play_computers()
    assert s.match.finished and events
    again = TableSession.resume(s.match.to_record(), [SeatConfig(f"C{i}") for i in range(3)])
    assert again.match.totals == s.match.totals


def test_the_same_seed_deals_the_same_match():
    a = TableSession("bugger-bridge", [SeatConfig(f"C{i}") for i in range(5)], seed=21)
    b = TableSession("bugger-bridge", [SeatConfig(f"C{i}") for i in range(5)], seed=21)
    a.play_computers()
    b.play_computers()
    assert a.match.to_record() == b.match.to_record()


def test_undo_goes_back_to_the_previous_human_decision():
    s = TableSession("bugger-bridge", seats(4), seed=5)
    s.play_computers()
    before_first = s.match.to_record()
    assert not s.can_undo
    d = s.pending()
    s.submit(s.view(0).legal[0], turn=d.turn)
    s.play_computers()
    assert s.can_undo
    assert s.undo()
    assert s.match.to_record() == before_first and s.practice
    assert s.pending().human
