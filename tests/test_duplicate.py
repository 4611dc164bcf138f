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

from .conftest import await_turn, no_trumps, play_random_match, play_session, still_window


@pytest.mark.parametrize(("game", "n", "index"), [("bugger-bridge", 4, 5), ("bugami", 3, 0), ("minibridge", 4, 0),
                                                  ("bleeding-hearts", 3, 0), ("dumb-bunny", 8, 1)])
def test_the_same_cards_are_dealt_again(game, n, index):
    m = play_random_match(Match(game, [f"P{i}" for i in range(n)]), random.Random(index + n))
    record = m.to_record()
    r = computer_in_seat(record, index, 1, "easy", None, 3)
    assert r.your_score == m.round_scores[index][1]
    tricks = Match.round_tricks(m.rounds[index])
    # Minibridge's partners score together: the side's tricks (declarer's and dummy's), as its points.
    assert r.your_tricks == (tricks[1] + tricks[3] if game == "minibridge" else tricks[1])
    assert r.by_side == (game == "minibridge")
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


def window(qtbot, tmp_path):
    return still_window(qtbot, tmp_path)


def test_minibridge_compares_the_sides_tricks_deal_by_deal(qtbot, tmp_path):
    """You defend deal 1 (seed 2): your side's tricks are yours and your partner's, as its
    score is (declaring, they are declarer's and dummy's), and the box names a deal, as
    Minibridge does."""
    w = window(qtbot, tmp_path)
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    w.start(GameSetup(game="minibridge", seats=seats, options={}, seed=2))
    s = w.session
    play_session(s, until=lambda t: t.match.rounds_completed >= 1, human=no_trumps, window=w, qtbot=qtbot)
    tricks = Match.round_tricks(s.match.rounds[0])
    side = tricks[0] + tricks[2]
    assert s.match.rounds[0].declarer % 2 == 1 and side != tricks[0]  # you defend; your partner took tricks too
    qtbot.waitUntil(lambda: w.compare_action.isEnabled(), timeout=5000)
    w.compare_action.trigger()
    assert w.statusBar().currentMessage() == "Deal 1: the computer is playing it again in your seat…"
    qtbot.waitUntil(lambda: w.last_duplicate is not None, timeout=60000)
    text = w._duplicate_box.text()
    assert text.startswith("Deal 1, same cards for everyone:")
    assert f"Your side: {s.match.round_scores[0][0]} points ({side} tricks)" in text
    assert "Your side with the computer (hard) in your seat:" in text
    line = w.statusBar().currentMessage()  # the same on one line: a colon, not ": —"
    assert line.startswith("Deal 1, same cards for everyone: Your side: ") and ": —" not in line


def test_a_blind_hand_is_not_compared(qtbot, tmp_path):
    """Dumb-Bunny: hand 1 played blind (every card chosen face down) is luck, so the action is
    off with the reason in its status tip; hand 2, played seeing the cards, is compared, and the
    box names a hand, as Dumb-Bunny does."""
    w = window(qtbot, tmp_path)
    seats = (SeatConfig("You", human=True), *(SeatConfig(f"P{i}", level="random") for i in range(1, 8)))
    card = [{"trump": None, "modifiers": ["blind"]}, {"trump": "S", "modifiers": []}]
    w.start(GameSetup(game="dumb-bunny", seats=seats, options={"hand_card": card}, seed=4))
    s = w.session
    play_session(s, until=lambda t: t.match.rounds_completed >= 1, window=w, qtbot=qtbot)
    await_turn(w, qtbot)
    w._update_actions()
    assert not w.compare_action.isEnabled()
    assert "Hand 1 was played blind" in w.compare_action.statusTip()
    w.compare_action.trigger()  # disabled: nothing
    assert w.last_duplicate is None
    w.compare_with_computer()  # and the slot itself refuses, with the reason
    assert "Hand 1 was played blind" in w.statusBar().currentMessage()
    qtbot.wait(100)
    assert w.last_duplicate is None
    play_session(s, until=lambda t: t.match.rounds_completed >= 2, window=w, qtbot=qtbot)
    qtbot.waitUntil(lambda: w.compare_action.isEnabled(), timeout=5000)
    assert w.compare_action.statusTip() == ""
    w.compare_action.trigger()
    qtbot.waitUntil(lambda: w.last_duplicate is not None, timeout=60000)
    assert w._duplicate_box.text().startswith("Hand 2, same cards for everyone:")
    assert "The computer (hard) in your seat:" in w._duplicate_box.text()


def test_a_deal_thrown_in_is_not_compared(qtbot, tmp_path):
    """A 20–20 deal has no play: the action is off, its status tip says why."""
    w = window(qtbot, tmp_path)
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    w.start(GameSetup(game="minibridge", seats=seats, options={}, seed=50))  # the first deal is 20–20
    s = w.session
    play_session(s, until=lambda t: bool(t.match.round_scores), human=no_trumps, window=w, qtbot=qtbot)
    assert s.match.spec.thrown_in(s.match.rounds[0])
    w._update_actions()
    assert not w.compare_action.isEnabled()
    assert w.compare_action.statusTip().startswith("Deal 1 was thrown in (20–20)")
