"""The Statistics dialog, the charts, and statistics recorded by the window as a match
is played: the figures shown are the store's, the charts paint whatever the data, and a
finished match counts once."""

from __future__ import annotations

import itertools
import json
import random
import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QMessageBox

from cardtable.engine import Match
from cardtable.engine.events import MatchOver, RoundScored
from cardtable.session import SeatConfig
from cardtable.storage.history import HISTORY_NAME, HistoryStore
from cardtable.storage.stats import STATS_NAME, Result, StatsStore
from cardtable.ui.statistics import HUMAN_ON_DARK, HUMAN_ON_LIGHT, ResultsChart, ScoreChart, StatisticsDialog
from tests.conftest import make_window, play_session
from tests.test_stats import finished, play_rounds

#: Autosaves and statistics are written as usual, without waiting for the disk (conftest).


@pytest.fixture
def store(tmp_path):
    return StatsStore(tmp_path / STATS_NAME, clock=lambda: "2025-02-03T18:00:00+00:00")


def human_pixels(image: QImage, dark: bool = False) -> int:
    """Pixels painted in (nearly) the human's line colour. Read from the image's bytes
    (red, green, blue, alpha each pixel in Format_RGBA8888 on any machine), the same
    count as asking Qt for each pixel's colour, which cost a second of the file's CPU."""
    want = QColor(HUMAN_ON_DARK if dark else HUMAN_ON_LIGHT)
    r0, g0, b0 = want.red(), want.green(), want.blue()
    image = image.scaled(image.width() // 2, image.height() // 2).convertToFormat(QImage.Format.Format_RGBA8888)
    width, line = image.width(), image.bytesPerLine()
    data = bytes(image.constBits())
    count = 0
    for y in range(image.height()):
        row = data[y * line : y * line + 4 * width]
        count += sum(1 for r, g, b in zip(row[0::4], row[1::4], row[2::4], strict=True)
                     if abs(r - r0) + abs(g - g0) + abs(b - b0) < 40)
    return count


def test_the_dialog_shows_the_figures_of_the_chosen_game_and_count(qtbot, store):
    m = finished("bugger-bridge", 4, 1, store)
    finished("bugger-bridge", 3, 2, store)
    store.record_hint("bugger-bridge", 4)
    d = StatisticsDialog(store, None, "bugger-bridge", 4)
    qtbot.addWidget(d)
    s = store.summary("bugger-bridge", 4)
    assert d.value_of("Matches finished") == "1"
    from cardtable.ui.statistics import figure_rows

    # Beside each other: the round figures count unfinished matches too ("Deals played 2"
    # under "Matches played 1" read as a miscount).
    assert [label for label, _ in figure_rows(s)][:2] == ["Matches finished", "Unfinished matches"]
    assert d.value_of("Wins") == ("1 (100%)" if 0 in m.winners else "0 (0%)")
    assert d.value_of("Average score per match") == f"{m.totals[0]:.1f}"
    assert d.value_of("Bids made") == f"{s.bids_made} of 18 ({round(100 * s.bids_made / 18)}%)"
    assert d.value_of("Hints used") == "1"
    assert d.value_of("Contracts made (your side declaring)") is None  # not a Bugger Bridge figure
    assert len(d.chart.results) == 1
    d.count_picker.setCurrentIndex(d.count_picker.findData(0))  # all player counts
    assert d.value_of("Matches finished") == "2" and len(d.chart.results) == 2
    d.count_picker.setCurrentIndex(d.count_picker.findData(5))
    assert d.value_of("Matches finished") == "0" and d.chart.empty_text
    d.game_picker.setCurrentIndex(d.game_picker.findData("minibridge"))
    assert d.count == 4  # Minibridge has one player count: picked at once
    assert d.value_of("Contracts made (your side declaring)") == "—"


def test_practice_matches_show_apart(qtbot, store):
    finished("bugger-bridge", 4, 3, store)
    finished("bugger-bridge", 4, 4, store, practice=True)
    d = StatisticsDialog(store, None, "bugger-bridge", 4)
    qtbot.addWidget(d)
    assert d.value_of("Matches finished") == "1"
    assert "Practice" in d.note.text() and not d.note.isHidden()
    d.practice_box.setChecked(True)
    assert d.value_of("Matches finished") == "1"
    assert d.value_of("Hints used") is None


def test_reset_asks_first(qtbot, store, monkeypatch):
    finished("bugger-bridge", 3, 5, store)
    finished("minibridge", 4, 6, store)
    d = StatisticsDialog(store, None, "bugger-bridge", 3)
    qtbot.addWidget(d)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    d.reset_button.click()
    assert store.summary("bugger-bridge", 3).played == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    d.reset_button.click()
    assert store.summary("bugger-bridge", 3).played == 0
    assert d.value_of("Matches finished") == "0"
    assert store.summary("minibridge", 4).played == 1  # only what was shown is reset


@pytest.mark.parametrize("rounds", [0, 1, 7, 18])
def test_the_score_chart_paints_any_number_of_rounds(qtbot, rounds):
    m = play_rounds(Match("bugger-bridge", ["You", "Ada", "Ben", "Cleo"]), random.Random(rounds), rounds)
    if rounds == 0:
        m.deal(random.Random(0))
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(400, 300)
    chart.show_match(m, 0)
    image = chart.grab().toImage()
    assert chart.rounds == rounds
    if rounds == 0:
        assert chart.empty_text and human_pixels(image) == 0
    else:
        assert not chart.empty_text and human_pixels(image) > 30  # the human's line is drawn
        assert str(m.totals[0]) in chart.accessibleDescription()
    chart.show_match(None)
    assert human_pixels(chart.grab().toImage()) == 0


def test_the_score_chart_draws_the_target_where_the_match_has_one(qtbot):
    """Bugami ends at 250: a dashed line there shows how far each player still has to go."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(400, 300)
    chart.show_match(play_rounds(Match("bugami", ["You", "Ada", "Ben"]), random.Random(4), 2), 0)
    assert chart.target == 250 and chart.accessibleDescription().endswith("; target 250")
    with_line = chart.grab().toImage()
    chart.target = None
    assert with_line != chart.grab().toImage()  # the line and its label are drawn
    chart.show_match(play_rounds(Match("bugger-bridge", ["You", "Ada", "Ben"]), random.Random(4), 2), 0)
    assert chart.target is None and "target" not in chart.accessibleDescription()


def test_the_score_chart_copes_with_sixteen_players_and_a_tiny_size(qtbot):
    m = play_rounds(Match("dumb-bunny", ["You", *(f"P{i}" for i in range(1, 16))]), random.Random(1), 5)
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.show_match(m, 3)
    assert chart.crowded
    for size in ((40, 30), (700, 500)):
        chart.resize(*size)
        assert not chart.grab().isNull()


@pytest.mark.parametrize("count", [0, 1, 2, 60])
@pytest.mark.parametrize("mode", [ResultsChart.TOTALS, ResultsChart.PLACES])
def test_the_results_chart_paints_any_number_of_matches(qtbot, count, mode):
    results = [Result(f"2025-01-{k % 28 + 1:02d}T10:00:00+00:00", (k * 37) % 90 - 10, k % 4 + 1, 4, 18,
                      k % 4 == 0, 4) for k in range(count)]
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.resize(500, 300)
    chart.set_results(results, mode)
    painted = human_pixels(chart.grab().toImage())
    assert (painted > 10) == bool(count)


def test_the_charts_follow_a_dark_palette(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    pal = chart.palette()
    pal.setColor(pal.ColorRole.Base, QColor("#1e1e1e"))
    pal.setColor(pal.ColorRole.Text, QColor("#eeeeee"))
    chart.setPalette(pal)
    chart.resize(400, 300)
    chart.show_match(play_rounds(Match("minibridge", ["You", "Ada", "Ben", "Cleo"]), random.Random(2), 3), 0)
    image = chart.grab().toImage()
    assert image.pixelColor(5, image.height() - 3).lightness() < 60
    assert human_pixels(image, dark=True) > 30


# ----- through the window ------------------------------------------------------------------


@pytest.fixture
def window(qtbot, tmp_path):
    return make_window(qtbot, tmp_path, size=(1100, 700))


def at_the_last_trick(qtbot, folder, seats, seed: int):
    """A window continuing a one-deal Minibridge match at its last trick: the deal played up
    to there away from the window (the autosave the window would have written), so the
    window itself plays the last trick and scores the match, as at the end of any match.
    Statistics are recorded only when a round is scored: the tricks before are not theirs."""
    from cardtable.session import TableSession
    from cardtable.session.saving import write_autosave

    old = TableSession("minibridge", seats, {"deals": 1}, seed)
    play_session(old, until=lambda t: t.match.current is not None and len(t.match.current.history) == 12)
    assert not old.match.finished
    folder.mkdir(parents=True, exist_ok=True)
    write_autosave(old, folder / "autosave.cardtable")
    window = make_window(qtbot, folder, size=(1100, 700))
    window.start_screen.continue_button.click()
    assert window.session is not None
    # The same match resumed. With no one to wait for, the computers may already have played
    # on by now (the worker answers while the test runs): compare up to where it was saved.
    resumed, saved = window.session.match.to_record(), old.match.to_record()
    plays = len(saved["rounds"][-1]["plays"])
    resumed["rounds"][-1]["plays"] = resumed["rounds"][-1]["plays"][:plays]
    assert resumed == saved
    return window


def test_a_match_finished_in_the_window_is_recorded_once(qtbot, tmp_path):
    seats = (SeatConfig("You", human=True), SeatConfig("Ada"), SeatConfig("Ben"), SeatConfig("Cleo"))
    window = at_the_last_trick(qtbot, tmp_path, seats, seed=4)
    play_session(window.session, window=window, qtbot=qtbot)
    m = window.session.match
    store = HistoryStore(tmp_path / HISTORY_NAME)  # the window records into the match history
    s = store.summary("minibridge", 4)
    assert (s.played, s.unfinished, s.total_score) == (1, 0, m.totals[0])
    assert s.wins == (1 if 0 in m.winners else 0)
    # Told again (a repeated event, a second listener): still one match.
    window._on_events([RoundScored((0,) * 4, tuple(m.round_scores[-1]), tuple(m.totals)),
                       MatchOver(tuple(m.totals), tuple(m.winners))])
    assert store.summary("minibridge", 4).played == 1
    assert store.count() == 1
    (row,) = store.matches()
    assert row.levels == [None, "easy", "easy", "easy"] and store.record(row.id) == m.to_record()
    # The score chart dock follows the match, and the menus offer the chart and the dialog.
    qtbot.waitUntil(lambda: window.chart.rounds == m.rounds_completed, timeout=5000)
    assert window.chart_dock.toggleViewAction() in window.menuBar().actions()[1].menu().actions()
    texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert "S&tatistics…" in texts
    # View ▸ Score chart brings its tab to the front of the score sheet's, and unticking hides it.
    window.sheet_dock.show()
    window.chart_dock.toggleViewAction().trigger()
    qtbot.waitUntil(lambda: not window.chart.visibleRegion().isEmpty(), timeout=3000)
    assert window.sheet.visibleRegion().isEmpty()  # behind the chart's tab
    window.chart_dock.toggleViewAction().trigger()
    qtbot.waitUntil(lambda: not window.chart_dock.isVisible(), timeout=3000)


def test_the_last_rounds_summary_offers_a_new_game_and_the_sheet_names_the_winner(qtbot, tmp_path, monkeypatch):
    """At the end of a match there is nothing to continue: the summary offers "New game…"
    (which opens the new-game dialog) instead of "Continue automatically"; the line under the
    sheet's caption names the winner without a verb ("You wins" read wrong)."""
    from PySide6.QtCore import Qt

    from cardtable.ui.new_game import NewGameDialog

    seats = (SeatConfig("You", human=True), SeatConfig("Ada"), SeatConfig("Ben"), SeatConfig("Cleo"))
    window = at_the_last_trick(qtbot, tmp_path, seats, seed=4)
    play_session(window.session, window=window, qtbot=qtbot)
    summary = window.summary
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    assert summary.new_game.isVisible() and not summary.auto.isVisible() and not summary.go_on.isVisible()
    box = QRectF(summary.geometry())  # the viewport's pixels are the scene's
    assert not any(box.intersects(window.scene.plate_rect(k)) for k in range(4)), "the summary on a name plate"
    m = window.session.match
    winners = [m.players[w] for w in m.winners]
    key = window.sheet.legend.text().split("\n")[0]  # under the caption, "… — finished"
    assert key.endswith(f"Winner: {winners[0]}" if len(winners) == 1 else f" and {winners[-1]}"), key
    assert " wins" not in key
    # The result in places, best first (ties share a place), not in seat order.
    rows = range(1, summary.grid.rowCount())
    last = summary.grid.columnCount() - 1
    totals = [int(re.sub("<[^>]+>", "", summary.grid.itemAtPosition(r, last).widget().text())) for r in rows]
    assert totals == sorted(totals, reverse=True) and len(totals) >= 2
    assert summary.places == [1 + sum(t > own for t in totals) for own in totals]
    first = summary.grid.itemAtPosition(1, 0).widget().text()
    assert first.startswith("1. ") and any(name in first for name in winners), first
    # A stray key or click leaves the result on the table (it went for good); Esc puts it away.
    qtbot.keyClick(summary.new_game, Qt.Key.Key_A)
    qtbot.mouseClick(summary, Qt.MouseButton.LeftButton)
    assert summary.isVisible()
    qtbot.keyClick(summary, Qt.Key.Key_Escape)
    assert not summary.isVisible()
    summary.show()
    opened = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    qtbot.mouseClick(summary.new_game, Qt.MouseButton.LeftButton)
    assert len(opened) == 1 and summary.isVisible()  # the dialog cancelled: the result stays


def test_a_match_without_a_human_is_not_recorded(qtbot, tmp_path):
    seats = tuple(SeatConfig(name) for name in ("Ada", "Ben", "Cleo", "Dev"))
    window = at_the_last_trick(qtbot, tmp_path, seats, seed=5)
    qtbot.waitUntil(lambda: window.session.match.finished, timeout=20000)
    assert HistoryStore(tmp_path / HISTORY_NAME).played_games() == []


def test_a_resumed_practice_match_stays_practice(qtbot, window, tmp_path):
    m = play_rounds(Match("minibridge", ["You", "Ada", "Ben", "Cleo"]), random.Random(6), 1)
    record = dict(m.to_record(), table={"seats": [{"human": True}, {}, {}, {}], "seed": 1, "practice": True})
    path = tmp_path / "saved.cardtable"
    path.write_text(json.dumps(record))
    window.open_path(path)
    assert window.session.practice is True


def test_round_figures_use_the_games_own_word():
    """Minibridge plays deals and Dumb-Bunny hands everywhere else in the app; their statistics
    said "Rounds played". Each figure keeps its tip under its own word."""
    from cardtable.storage.stats import Summary
    from cardtable.ui.statistics import figure_rows, figure_tips

    tips = figure_tips()
    for game, played, average in (("minibridge", "Deals played", "Average score per deal"),
                                  ("dumb-bunny", "Hands played", "Average score per hand"),
                                  ("bugami", "Rounds played", "Average score per round")):
        labels = [label for label, _ in figure_rows(Summary(game, 4, False, rounds=3))]
        assert played in labels and average in labels, labels
        assert tips[played] and tips[average]


@pytest.mark.parametrize("human", [0, 2])
def test_players_level_on_points_get_lines_apart(qtbot, human):
    """Two players on 10 after the first round drew one line over the other: each other
    player's line sits a few pixels off, apart from every other line and clear of the
    human's thick one."""
    m = play_rounds(Match("bugger-bridge", ["You", "Ada", "Ben", "Cleo", "Dev"]), random.Random(1), 1)
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.show_match(m, human)
    offsets = chart.line_offsets()
    assert offsets[human] == 0
    others = [offsets[i] for i in range(5) if i != human]
    assert all(abs(a) >= 2.5 for a in others)
    assert all(abs(a - b) >= 1.75 for k, a in enumerate(others) for b in others[k + 1:])


def test_the_other_players_lines_differ_in_colour_and_pattern(qtbot):
    """Ada's blue and Ben's bluish green read as one colour at a four-player table (a player's
    review): neighbours in the legend lie far apart in hue, and every line has its own
    pattern as well, so that no two lines are told apart by colour alone."""
    m = play_rounds(Match("bugger-bridge", ["You", "Ada", "Ben", "Cleo"]), random.Random(1), 1)
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.show_match(m, 0)
    pens = [chart._pen(seat) for seat in (1, 2, 3)]
    hues = [pen.color().hueF() * 360 for pen in pens]
    for a, b in itertools.pairwise(hues):
        assert min(abs(a - b), 360 - abs(a - b)) >= 60, hues
    assert len({pen.style() for pen in pens}) == 3
