"""Duplicate comparison: the same deal again with a computer in your seat."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings

from cardtable.engine import Match, replay
from cardtable.session import SeatConfig
from cardtable.session.duplicate import computer_in_seat, deal_of
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import GameSetup

from .conftest import play_random_match, play_session


@pytest.mark.parametrize(("game", "n", "index"), [("bugger-bridge", 4, 5), ("bugami", 3, 0), ("minibridge", 4, 0),
                                                  ("bleeding-hearts", 3, 0), ("dumb-bunny", 8, 1)])
def test_the_same_cards_are_dealt_again(game, n, index):
    m = play_random_match(Match(game, [f"P{i}" for i in range(n)]), random.Random(index + n))
    record = m.to_record()
    r = computer_in_seat(record, index, 1, "easy", None, 3)
    assert r.your_score == m.round_scores[index][1]
    assert r.your_tricks == Match.round_tricks(m.rounds[index])[1]
    assert 0 <= r.computer_tricks <= 13
    # the deal handed out again is exactly the original one
    again = replay(dict(record, rounds=record["rounds"][:index]))
    again.start_round(deal_of(record["rounds"][index]))
    assert again.rounds[-1].dealt == m.rounds[index].dealt


def test_the_window_shows_both_results(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    seats = (SeatConfig("You", human=True, level="easy"), SeatConfig("Ada", level="easy"),
             SeatConfig("Ben", level="easy"))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=2))
    s = w.session
    play_session(s, until=lambda t: t.match.rounds_completed >= 1, window=w, qtbot=qtbot)
    w.compare_with_computer()
    qtbot.waitUntil(lambda: w.last_duplicate is not None, timeout=60000)
    assert w.last_duplicate.your_score == s.match.round_scores[0][0]
    assert "The computer (hard) in your seat" in w._duplicate_box.text()
