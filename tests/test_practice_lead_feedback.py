"""Q6 in the practice window: once the student has answered, the feedback gives the advice
(what the leader can see) and, when double dummy disagrees, says so beside it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.bridge.leadbench import builtin_boards
from cardtable.bridge.progress import Progress
from cardtable.ui.practice import PracticeWindow

from .test_leads import costliest_case


def test_the_lead_feedback_names_the_double_dummy_lead_as_hindsight(qtbot, tmp_path):
    c = costliest_case()
    board = next(b for b in builtin_boards() if b.hands == c.hands)
    w = PracticeWindow(None, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    w.open_board(board)
    w.index = [q.key for q in w.questions].index("lead")
    w._show_question()
    a, inp = w.analysis, w.input
    inp.lead_suit.setCurrentIndex(inp.lead_suit.findData(a.lead.suit))
    inp.lead_card.setCurrentIndex(inp.lead_card.findData(int(a.lead.card)))
    qtbot.mouseClick(w.check_button, Qt.MouseButton.LeftButton)
    text = w.feedback.text().replace("\u00a0", " ")
    assert " declares " in text and text.index(" declares ") < text.index("With all four hands seen")
    assert ("trick more." in text or "tricks more." in text) and w.results["lead"] is True


def test_the_right_suit_with_another_card_is_half_right_not_a_plain_tick(qtbot, tmp_path):
    """The panel showed the same green tick and the status bar "Right" for the ♦A as for the
    ♦5 taught: the suit is right (and counted), the card is not, and the mark says so."""
    from cardtable.bridge.exercises import builtin_sets

    w = PracticeWindow(None, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    for board in (b for s in builtin_sets() for b in s.boards):
        w.open_board(board)
        keys = [q.key for q in w.questions]
        if "lead" not in keys:
            continue
        a = w.analysis
        others = [c for c in range(52) if a.facts.opening_leader is not None
                  and board.hands[a.facts.opening_leader] >> c & 1 and c // 13 == a.lead.suit and c != int(a.lead.card)]
        if others:
            break
    w.index = keys.index("lead")
    w._show_question()
    inp = w.input
    inp.lead_suit.setCurrentIndex(inp.lead_suit.findData(a.lead.suit))
    inp.lead_card.setCurrentIndex(inp.lead_card.findData(others[0]))
    qtbot.mouseClick(w.check_button, Qt.MouseButton.LeftButton)
    text = w.feedback.text().replace("\u00a0", " ")
    assert "Right suit — but lead the" in text and "½" in text and "✓" not in text
    assert w.statusBar().currentMessage().startswith("Right suit, another card")
    assert w.results["lead"] is True
    row = next(r for r in w._summary_html().split("<tr>") if ". Which suit" in r)
    assert "½" in row and "✓" not in row  # the deal's summary says it too
