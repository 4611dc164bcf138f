"""What a player's review of the practice window found, kept fixed: the window fits a small
screen with Check reachable, the last answer's verdict never lingers into the next question
or deal, the feedback is read-only without a text cursor, "double dummy" is spelled out and
explained wherever it is shown, and the contract panel's points read without brackets
inside brackets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics, QScreen

from cardtable.bridge.progress import Progress
from cardtable.ui.practice import PracticeWindow
from cardtable.ui.practice_play import ContractsTable, PlayedContract

from . import test_decisions
from .test_practice_ui import answer_current

panel = test_decisions.panel


def practice_window(qtbot, tmp_path) -> PracticeWindow:
    w = PracticeWindow(None, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def practice(qtbot, tmp_path):
    return practice_window(qtbot, tmp_path)


@pytest.mark.parametrize(("width", "height"), [(1024, 700), (1600, 1000)])
def test_the_window_fits_the_screen_with_check_in_reach(qtbot, tmp_path, monkeypatch, width, height):
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: area)
    w = practice_window(qtbot, tmp_path)
    assert area.contains(w.frameGeometry()), (w.frameGeometry(), area)
    if width >= 1600:
        assert (w.width(), w.height()) == (1280, 800)  # the design's size where there is room
    inside = w.rect()
    assert inside.contains(QRect(w.tabs.mapTo(w, QPoint(0, 0)), w.tabs.size())), "the questions pane cut off"
    assert inside.contains(QRect(w.diagram.mapTo(w, QPoint(0, 0)), w.diagram.size())), "the diagram cut off"
    for scroll in (w.q_scroll, w.play_scroll):  # nothing cut off at the right: they only scroll down
        w.tabs.setCurrentWidget(scroll)
        assert scroll.widget().minimumSizeHint().width() <= scroll.viewport().width()
    w.tabs.setCurrentWidget(w.q_scroll)
    # The last thing on the questions page, however tall, scrolls into view with Check beside it.
    w.q_scroll.ensureWidgetVisible(w.restart_button)
    w.q_scroll.ensureWidgetVisible(w.check_button)
    port = w.q_scroll.viewport()
    top_left = w.check_button.mapTo(port, QPoint(0, 0))
    assert port.rect().contains(QRect(top_left, w.check_button.size()))
    assert port.rect().contains(QRect(w.check_button.mapTo(port, QPoint(0, 0)), w.next_button.size()))
    # Every hand's lines inside its box; on the Play tab each choice shows its longest entry
    # and the contracts tried fit the pane without a sideways scroll.
    for label in w.diagram.hands.values():
        assert label.width() >= label.sizeHint().width(), ("a hand cut short", label.seat, label.width())
    w.tabs.setCurrentWidget(w.play_scroll)
    table = w.findChild(ContractsTable)
    table.add(PlayedContract(2, "NT", True, 9, 400, 10), "Game in no trumps by South")
    table.add(PlayedContract(3, "S", False, 8, 50, 9), "Part-score in spades by North")
    qtbot.wait(1)
    assert table.horizontalScrollBar().maximum() == 0
    assert sum(table.columnWidth(c) for c in range(table.columnCount())) <= table.viewport().width()
    # Each contract reads whole on its own line across the table (in a column of its own it
    # wrapped a word a line, its header cut to "ntra"), and every header is whole.
    metrics = QFontMetrics(table.font())
    for k in range(len(table.played)):
        name = table.item(2 * k, 0)
        bold = QFontMetrics(name.font())
        assert table.visualRect(table.indexFromItem(name)).width() >= bold.horizontalAdvance(name.text()), name.text()
    for c in range(table.columnCount()):
        lines = table.horizontalHeaderItem(c).text().split("\n")
        assert table.columnWidth(c) >= max(metrics.horizontalAdvance(line) for line in lines), lines
    for combo in (w.play_seat, w.play_level, w.play_contract):
        metrics = QFontMetrics(combo.font())
        longest = max(metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
        assert combo.width() >= longest + 24, (combo.accessibleName(), combo.width(), longest)


def test_every_set_name_reads_whole_at_1024x700_whatever_the_deal(qtbot, tmp_path, monkeypatch):
    """The list of exercises was some 130 px at 1024x700 and cut the set names in the middle
    ("Part-s…r game", "Leads …trumps") while the diagram kept its room: now every set's name
    and every deal's label fit the list on every built-in deal (the diagram's hands in smaller
    type, their roles and points on two lines), and the window stays inside the screen."""
    from PySide6.QtWidgets import QStyle

    area = QRect(0, 0, 1024, 700)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: area)
    w = practice_window(qtbot, tmp_path)
    tree = w.tree
    metrics = tree.fontMetrics()
    margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
    for t in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(t)
        for c in range(top.childCount()):
            tree.setCurrentItem(top.child(c))
            w.split.refresh()
            assert area.contains(w.frameGeometry()), (top.text(0), c + 1, w.frameGeometry())
            assert inside_window(w, w.diagram), (top.text(0), c + 1)
    tree.expandAll()  # the longest list: its scroll bar takes room too
    qtbot.waitUntil(lambda: tree.verticalScrollBar().isVisible())
    right = tree.viewport().width()
    for t in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(t)
        for item in (top, *(top.child(c) for c in range(top.childCount()))):
            rect = tree.visualItemRect(item)
            needed = metrics.horizontalAdvance(item.text(0)) + 2 * margin
            assert rect.width() >= needed and rect.right() < right, (item.text(0), rect, needed, right)


def inside_window(w, widget) -> bool:
    return w.rect().contains(QRect(widget.mapTo(w, QPoint(0, 0)), widget.size()))


def test_the_verdict_is_gone_on_the_next_question_and_the_next_deal(qtbot, practice):
    w = practice
    assert w.q_bar.value() == 0
    answer_current(w, right=False)
    qtbot.mouseClick(w.check_button, Qt.MouseButton.LeftButton)
    assert "Not quite" in w.feedback.text() and w.statusBar().currentMessage() == "Not quite — see why"
    assert w.q_bar.value() == 1  # answered (right or not) is done: the bar moves at once
    qtbot.keyClick(w.next_button, Qt.Key.Key_Space)
    assert w.index == 1 and w.q_bar.value() == 1
    assert w.feedback.text() == "" and w.statusBar().currentMessage() == ""

    answer_current(w)
    qtbot.mouseClick(w.check_button, Qt.MouseButton.LeftButton)
    assert w.statusBar().currentMessage() == "Right" and "Right" in w.feedback.text()
    # Nor does it stay under another tab (a player's review: "Not quite — see why" under the
    # analysis, after the deal was played).
    qtbot.keyClick(w, Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)  # Anal&ysis
    assert w.tabs.currentIndex() == 1 and w.statusBar().currentMessage() == ""
    w.tabs.setCurrentIndex(0)
    deals = w.tree.topLevelItem(0)
    w.tree.setCurrentItem(deals.child(1))  # the next deal, as a click in the list chooses it
    assert w.board.number == 2 and w.index == 0
    assert w.feedback.text() == "" and w.statusBar().currentMessage() == ""


def test_the_questions_keys_are_each_used_once(practice):
    """Alt+N was both "Next question" and the Analysis tab: each key of what shows beside the
    questions now opens one thing only."""
    w = practice
    texts = [w.tabs.tabText(i) for i in range(w.tabs.count())]
    texts += [b.text() for b in (w.reveal, w.check_button, w.next_button, w.restart_button)]
    keys = [t.split("&")[1][0].lower() for t in texts if "&" in t]
    assert len(keys) == len(texts) and len(set(keys)) == len(keys), keys


def test_the_feedback_is_read_only_without_a_text_cursor(qtbot, practice):
    w = practice
    flags = w.feedback.textInteractionFlags()
    assert not flags & Qt.TextInteractionFlag.TextSelectableByKeyboard
    assert not flags & Qt.TextInteractionFlag.TextEditable
    assert w.feedback.focusPolicy() == Qt.FocusPolicy.NoFocus
    # Tab through the whole questions page: the focus never lands in the feedback.
    answer_current(w, right=False)
    qtbot.mouseClick(w.check_button, Qt.MouseButton.LeftButton)
    w.activateWindow()
    seen = set()
    for _ in range(40):
        qtbot.keyClick(w.focusWidget() or w, Qt.Key.Key_Tab)
        seen.add(w.focusWidget())
    assert w.feedback not in seen and w.next_button in seen


def test_double_dummy_is_spelled_out_and_explained(qtbot, practice):
    w = practice
    tip = "with all four hands seen, both sides playing perfectly"
    table = ContractsTable()
    qtbot.addWidget(table)
    table.add(PlayedContract(2, "NT", True, 9, 400, 10), "Game in no trumps by South")
    headers = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    titles = [h.text().replace("\n", " ") for h in headers]
    assert titles[2:] == ["Double dummy tricks", "Double dummy score", "Versus double dummy"]
    assert all(tip in h.toolTip() for h in headers[2:]) and not any(h.toolTip() for h in headers[:2])
    assert all(tip in table.item(1, c).toolTip() for c in range(2, 5))  # under the contract's line
    assert tip in w.result.toolTip() and tip in w.trick_text.toolTip()
    w.show_analysis.click()
    assert tip in w.analysis_view.toPlainText()


def test_the_contract_panel_counts_the_points_without_nested_brackets(panel):
    match = test_decisions.minibridge_contract()
    view = test_decisions.to_act_view(match)
    info = view.info
    panel.show_for(view)
    text = panel.current.side_label.text().replace("\xa0", " ")
    declarer, dummy = info.declarer, info.dummy
    mine, theirs = info.points[declarer], info.points[dummy]
    sentence = next(line for line in text.split("<br>") if line.startswith("You hold"))
    # (it read "You hold 18 and dummy, Ben (North), 4: your side holds 22 points.")
    assert sentence.startswith(f"You hold {mine} points and dummy {view.players[dummy]}")
    assert sentence.endswith(f" holds {theirs}: {mine + theirs} together.")
    depth, deepest = 0, 0
    for ch in sentence:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        deepest = max(deepest, depth)
    assert deepest <= 1, sentence


def test_an_answer_is_not_broken_inside_a_suits_cards(qtbot, practice):
    """At 1024×700 the feedback read "two spades (♠A" / "K), …", "(A 4, K 3, Q 2, J" / "1)" and
    left a last word alone on its line (a player's review): a suit's cards, a small number or
    an honour after its word, and the last word are kept with what comes before."""
    from cardtable.ui.line_wrap import glued

    assert glued("two spades (♠A K), two hearts (♥A K 10) and one club.") == \
        "two spades (♠A\u00a0K), two hearts (♥A\u00a0K\u00a010) and one\u00a0club."
    assert glued("(A 4, K 3, Q 2, J 1).") == "(A\u00a04,\u00a0K\u00a03,\u00a0Q\u00a02,\u00a0J\u00a01)."
    w = practice
    while w.questions[w.index].key != "sure":  # Q7, the top tricks by suit
        answer_current(w)
        qtbot.mouseClick(w.check_button, Qt.MouseButton.LeftButton)
        qtbot.keyClick(w.next_button, Qt.Key.Key_Space)
    answer_current(w)
    qtbot.mouseClick(w.check_button, Qt.MouseButton.LeftButton)
    said = w.feedback.text()
    assert "\u00a0" in said and not any(f"{s}{r} " in said for s in "♠♥♦♣" for r in "AKQJ"), said
