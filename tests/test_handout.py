"""Handouts for the classroom: hand records with questions and answers as a PDF, and the
deals as PBN for a club's dealing software."""

from __future__ import annotations

import re
from dataclasses import replace

from cardtable.bridge.exercises import QUESTIONS, builtin_sets
from cardtable.bridge.handout import club_pbn, hand_records
from cardtable.bridge.pbn import read_pbn
from cardtable.tools.cli import main


def a_set():
    return next(s for s in builtin_sets() if s.key == "08-finesses")


def test_hand_records_hold_the_hands_questions_answers_and_note():
    boards = a_set().boards
    records = hand_records(boards)
    assert [r.number for r in records] == [b.number for b in boards]
    r = records[0]
    assert len(r.questions) == len(r.answers) == len(QUESTIONS)
    assert r.questions[0].startswith("1. How many points")
    assert r.note == boards[0].note and r.note
    assert r.lesson.startswith("finesses, ")
    assert [len(h) for h in r.hands] == [5, 5, 5, 5] and r.hands[boards[0].dealer][0].endswith("(dealer)")


def test_a_redeal_board_has_three_questions():
    seed_set = builtin_sets()[0]
    redeal = [r for r in hand_records(seed_set.boards) if len(r.questions) == 3]
    assert redeal and all(len(r.answers) == 3 for r in redeal)


def page_count(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf))


def test_the_pdf_has_a_page_per_board_and_an_answer_sheet(qapp, tmp_path):
    from cardtable.ui.handout import write_pdf

    boards = a_set().boards
    out = tmp_path / "set.pdf"
    pages = write_pdf(out, hand_records(boards), "Finesses")
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 5000
    assert pages == page_count(data) and pages > len(boards)


def test_club_pbn_round_trips_with_the_standard_tags():
    stored = a_set().boards
    # The built-in boards carry their tables; the fourth one here does not, so DDS solves it
    # (the set's quickest deal to solve: the first takes DDS ten times as long).
    boards = [*stored[:3], replace(stored[3], dd=None), *stored[4:]]
    text = club_pbn(boards, "Finesses")
    for tag in ("Event", "Site", "Date", "Board", "Dealer", "Vulnerable", "Deal"):
        assert re.search(rf'^\[{tag} "', text, re.M), tag
    assert "Lesson" not in text
    again = read_pbn(text)
    assert [b.number for b in again] == list(range(1, len(boards) + 1))
    assert [(b.hands, b.dealer) for b in again] == [(b.hands, b.dealer) for b in boards]
    assert [b.dd_table() for b in again] == [b.dd_table() for b in stored]


def test_the_command_line_writes_both(qapp, tmp_path, capsys):
    from importlib.resources import files

    path = str(files("cardtable.resources") / "exercises" / "08-finesses.pbn")
    pdf, pbn = tmp_path / "h.pdf", tmp_path / "h.pbn"
    assert main(["exercise", path, "--board", "2", "--pdf", str(pdf), "--pbn", str(pbn)]) == 0
    out = capsys.readouterr().out
    assert "1 board as PBN" in out and "2 pages" in out
    assert page_count(pdf.read_bytes()) == 2 and len(read_pbn(pbn.read_text())) == 1
    assert main(["exercise", path, "--pbn", str(tmp_path)]) == 2  # a folder: one error line
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("cardtable: cannot write")


def test_a_note_about_another_contract_than_the_answers_says_which():
    """The printed sheet put "8. yes" above a note that says "stop in a part-score": the
    note is about the lesson's contract, and now it says so; a note about the answers' own
    contract needs no such words."""
    from cardtable.bridge.exercises import builtin_sets
    from cardtable.bridge.handout import hand_records

    lead = hand_records(list(builtin_sets()[8].boards[1:2]))[0]  # a lead that beats 3NT
    assert lead.answers[7] == "8. no" and lead.note.startswith("Against game in no trumps")
    assert lead.note_for == "game in no trumps"
    records = hand_records(list(builtin_sets()[0].boards))
    first = next(r for r in records if r.number == 1)
    assert first.note_for == ""  # the seed deal: the lesson's contract is the answers' own


def test_a_boards_answers_and_note_are_kept_on_one_page(qapp):
    """A note alone at the top of the next page had lost its board: the answer sheet starts a
    page for a board whose answers and note no longer fit on this one."""
    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtGui import QPainter, QPdfWriter

    from cardtable.ui.handout import _Pages

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    painter = QPainter(writer)
    try:
        pages = _Pages(writer, painter)
        pages.y = pages.height - 2 * pages.unit
        block = pages.height_of("Board 4 - dealer South", 12, True) + 3 * pages.height_of("1. W 4, N 14", 10)
        assert block > 2 * pages.unit
        pages.keep(block)
        assert (pages.count, pages.y) == (2, 0.0)
        pages.keep(block)  # room enough at the top of a page: no blank page
        assert pages.count == 2
    finally:
        painter.end()
