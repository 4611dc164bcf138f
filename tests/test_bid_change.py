"""Changing a bid (Bugger Bridge: "a bid may be changed until the next player has bid"),
headless: the session says when the human may, takes the change through the normal submit
path, drops the next computer's answer thought before it, and keeps the record exact."""

from __future__ import annotations

import pytest

from cardtable.engine import IllegalAction
from cardtable.engine.actions import Bid
from cardtable.engine.events import BidMade
from cardtable.engine.games.bugger_bridge import BuggerBridgeInfo
from cardtable.engine.record import replay
from cardtable.session import SeatConfig, TableSession
from cardtable.session.events import Thinking
from cardtable.storage.records import read_record_data

from .conftest import play_session
from .test_session import LaterThinker

#: Seed 1 at four seats: seat 3 bids first, then the human (seat 0), then seat 1; one card each.
SEED = 1


def table(tmp_path) -> tuple[TableSession, LaterThinker]:
    """A session at the human's first bid, its computers answering when the test says."""
    thinker = LaterThinker()
    seats = [SeatConfig("You", human=True), *(SeatConfig(n) for n in ("Ada", "Ben", "Cy"))]
    s = TableSession("bugger-bridge", seats, seed=SEED, thinker=thinker, autosave=tmp_path / "auto.cardtable")
    s.advance()
    while s.human_decision() is None:
        thinker.answer_all()
    assert s.match.current.bid_order == [3, 0, 1, 2]  # the human bids neither first nor last
    return s, thinker


def bid(s: TableSession, tricks: int) -> None:
    d = s.human_decision()
    assert s.amendable() is None  # nothing to change before the bid is made
    s.submit(Bid(0, tricks), d.turn)
    s.advance()


def test_a_bid_is_changed_before_the_next_player_bids_and_the_next_player_sees_the_change(tmp_path):
    s, thinker = table(tmp_path)
    bid(s, 0)
    (stale, stale_reply), = thinker.questions  # Ada was asked, seeing the bid of 0
    assert stale.seat == 1 and stale.view.info_as(BuggerBridgeInfo).bids[0] == 0
    d = s.amendable()
    assert d is not None and (d.seat, d.actor, d.human, d.turn) == (0, 0, True, s.turn)
    assert s.amend_view(d).legal == (Bid(0, 0), Bid(0, 1))
    told: list = []
    s.listeners.append(told.extend)
    events = s.submit(Bid(0, 1), d.turn)
    assert events == [BidMade(0, 1, True)]
    s.advance()
    assert isinstance(told[-1], Thinking) and told[-1].decision.seat == 1  # Ada is asked again
    fresh = thinker.questions[-1][0]
    assert fresh.view.info_as(BuggerBridgeInfo).bids[0] == 1  # ...and sees the changed bid
    # The answer to the question asked before the change cannot be applied.
    turn = s.turn
    stale_reply(stale, Bid(1, 0))
    s.advance()
    assert s.turn == turn and s.match.current.bids[1] is None
    saved = read_record_data(tmp_path / "auto.cardtable")["rounds"][0]["bids"]
    assert saved == [1, None, None, s.match.current.bids[3]]  # autosaved as the engine records it
    thinker.answer_all()  # Ada bids: the human's bid stands from now on
    assert s.match.current.bids[1] is not None
    assert s.amendable() is None and s.amend_view(d).legal == ()
    with pytest.raises(IllegalAction):
        s.submit(Bid(0, 0), s.turn)  # the engine refuses the late change itself, too
    with pytest.raises(IllegalAction, match="no longer pending"):
        s.submit(Bid(0, 0), d.turn)


def test_the_record_of_a_changed_bid_replays_to_the_same_result(tmp_path):
    s, thinker = table(tmp_path)
    bid(s, 1)
    s.submit(Bid(0, 0), s.amendable().turn)
    s.thinker = thinker.inline  # the computers answer at once from here
    s.advance()
    play_session(s)
    record = s.match.to_record()
    assert record["rounds"][0]["bids"][0] == 0
    again = replay(record)
    assert again.totals == s.match.totals and again.round_scores == s.match.round_scores
    assert read_record_data(tmp_path / "auto.cardtable")["rounds"] == record["rounds"]


def test_undo_and_redo_across_a_changed_bid(tmp_path):
    s, thinker = table(tmp_path)
    before = s.match.to_record()
    bid(s, 0)
    s.submit(Bid(0, 1), s.amendable().turn)
    s.advance()
    assert s.undo()  # in the middle of the change's time: back to the bid, nothing to change
    assert s.match.to_record() == before and s.amendable() is None and s.human_decision() is not None
    assert s.redo()
    assert s.match.current.bids[0] == 1 and s.amendable() is not None
    while s.human_decision() is None:
        thinker.answer_all()
    after = s.match.to_record()
    assert s.undo() and s.match.to_record() == before
    assert s.redo() and s.match.to_record() == after and after["rounds"][0]["bids"][0] == 1
