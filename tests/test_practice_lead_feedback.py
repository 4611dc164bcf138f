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
    text = w.feedback.text()
    assert " declares " in text and text.index(" declares ") < text.index("With all four hands seen")
    assert "tricks more." in text and w.results["lead"] is True
