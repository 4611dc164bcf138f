"""Plain words (issue 15, item 8): the person is "you" in every game, and counts agree with
their nouns ("1 trick", "2 tricks")."""

from __future__ import annotations

import random

from PySide6.QtCore import QSettings

from cardtable.ai.montecarlo import SearchRecord
from cardtable.analysis import hints
from cardtable.engine import Match
from cardtable.engine.actions import Bid, Play
from cardtable.engine.games.bugger_bridge import BuggerBridgeRound
from cardtable.ui.games import face_for
from cardtable.ui.new_game import NewGameDialog


def test_dumb_bunny_names_your_seat_you_not_a_compass_point(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dialog = NewGameDialog(None, settings=settings, game="dumb-bunny")
    qtbot.addWidget(dialog)
    labels = [row.label.text() for row in dialog.seats[:4]]
    assert labels == ["Table 1 · you:", "Table 1 · your left:", "Table 1 · your partner:", "Table 1 · your right:"]
    assert not any("North" in text or "(you)" in text for text in labels)


def one_card_round():
    """Bugger Bridge's 1-card round, bid by all three: the counts are all 1."""
    return BuggerBridgeRound.from_hands(["AS", "KS", "QS"], dealer=2, turn_up="2C")


def test_a_hint_over_one_layout_and_one_trick_says_so_in_the_singular():
    r = one_card_round()
    face = face_for("bugger-bridge")
    view = r.view(0)
    bids = SearchRecord(candidates=[1, 0], means={1: 10.0, 0: 0.0}, samples=1)  # as the bid search records them
    text = hints.explain(view, Bid(0, 1), bids, face)
    assert "of the 1 trick from this hand" in text and "On 1 layout of the unseen cards it scored" in text
    assert "1 tricks" not in text and "1 layouts" not in text
    many = SearchRecord(candidates=[1, 2], means={1: 1.0, 2: 0.5}, samples=5)
    r = BuggerBridgeRound.from_hands(["AS KH", "KS 2H", "QS 3D"], dealer=2, turn_up="2C")  # a lead to choose
    for b in (1, 0, 0):
        r.bid(b)
    lead = Play(0, r.view(0).hand[0])
    assert "over the 5 layouts" in hints.explain(r.view(0), lead, many, face)
    one = SearchRecord(candidates=[1, 2], means={1: 1.0, 2: 0.5}, samples=1)
    played = hints.explain(r.view(0), lead, one, face)
    assert "on the 1 layout of the unseen cards" in played and "1 layouts" not in played


def test_the_bugger_bridge_sheet_counts_one_trick_in_the_singular(qtbot):
    match = Match("bugger-bridge", ["You", "Ada", "Ben"], first_dealer=2)
    match.deal(random.Random(1))
    assert match.current.hand_size == 1
    model = face_for("bugger-bridge").sheet_model()(match)
    tips = [cell.tip for row in model.build().rows for cell in row.cells if "tricks" in cell.tip or "trick" in cell.tip]
    assert any("for 1 trick" in tip for tip in tips), tips
    while match.current.phase != "play":
        match.apply(match.current.legal_actions()[0])
    tips = [cell.tip for row in model.build().rows for cell in row.cells if "Bids total" in cell.tip]
    assert tips and all("for 1 trick:" in tip for tip in tips), tips
    assert not any("1 tricks" in cell.tip for row in model.build().rows for cell in row.cells)


def test_one_point_is_announced_in_the_singular():
    from cardtable.engine.events import PointsAnnounced
    from cardtable.ui.announcer import Narrator

    narrator = Narrator(["You", "Ada", "Ben", "Cleo"], 0)
    assert narrator.describe(PointsAnnounced(1, 1)) == "Ada announces 1 point."
    assert narrator.describe(PointsAnnounced(2, 0)) == "Ben announces 0 points."


def test_statistics_counts_agree_with_one(qtbot):
    """A lone finished match worth 1 point: never '1 points' or '1 finished matches'."""
    from cardtable.storage.stats import Result
    from cardtable.ui.statistics import ResultsChart

    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.set_results([Result("2026-11-25T10:00:00", 1, 1, 4, 1, True, 4)])
    assert chart.accessibleDescription() == "1 finished match: 1 point, 1st of 4"
    chart.set_results([Result("2026-11-25T10:00:00", 1, 2, 4, 3, False, 4),
                       Result("2026-11-25T11:00:00", 12, 1, 4, 3, True, 4)])
    assert chart.accessibleDescription() == "2 finished matches; the last: 12 points, 1st of 4"

