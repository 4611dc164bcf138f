"""The teacher's note: each built-in board's lesson in two or three sentences, shown in the
practice window's analysis (it was only on the printed hand records) and written in the
app's language from the deal's facts — the PBN files hold it in English, which is exactly
what the note writer says without a translator."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication

from cardtable.bridge.exercises import builtin_sets
from cardtable.bridge.handout import hand_records
from cardtable.bridge.lesson import lesson_of
from cardtable.bridge.notes import lesson_about, lesson_note
from cardtable.bridge.progress import Progress
from cardtable.ui.practice import PracticeWindow
from cardtable.ui.translations import install_translator, remove_translators

from .test_exercises_french import ENGLISH


@pytest.fixture
def french(qapp):
    assert install_translator(qapp, "fr") == "fr"
    yield
    remove_translators(qapp)


def a_board(key: str, number: int = 1):
    return next(s for s in builtin_sets() if s.key == key).boards[number - 1]


def test_without_a_translator_the_note_is_the_files_english():
    for key in ("04-opening-leads", "13-covering-an-honour"):
        board = a_board(key)
        assert lesson_note(board) == board.note != ""
    assert lesson_about(lesson_of(a_board("13-covering-an-honour"))) == "covering an honour, club player"


def test_a_builtin_note_is_written_again_in_french(french):
    """The app's own notes are written from the deal in the app's language (every built-in
    board's French is checked with its facts in test_themes)."""
    cover = lesson_note(a_board("13-covering-an-honour"))
    assert cover.startswith("En cours de jeu, dans ") and " couvre avec " in cover, cover
    lead = lesson_note(a_board("04-opening-leads"))
    assert lead != a_board("04-opening-leads").note and not ENGLISH.search(lead), lead


def test_a_teachers_own_note_or_a_broken_lesson_is_shown_as_written(french):
    board = a_board("08-finesses")
    own = replace(board, tags=tuple((k, "My own words.") if k == "LessonNote" else (k, v) for k, v in board.tags))
    assert lesson_note(own) == "My own words."
    broken = replace(own, tags=tuple((k, "9") if k == "LessonGrade" else (k, v) for k, v in own.tags))
    assert lesson_note(broken) == "My own words."
    assert lesson_note(replace(board, tags=())) == ""


def test_the_practice_window_shows_the_lesson_and_its_note(qtbot, tmp_path):
    w = PracticeWindow(None, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    w.show()
    board = a_board("13-covering-an-honour", 2)
    w.open_board(board, "13-covering-an-honour")
    w.show_analysis.click()
    shown = " ".join(w.analysis_view.toPlainText().split())
    assert "The teacher's note (covering an honour, club player)" in shown
    assert " ".join(board.note.split()) in shown


def test_the_practice_window_and_the_hand_records_say_it_in_french(french, qtbot, tmp_path):
    w = PracticeWindow(None, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    w.show()
    board = a_board("08-finesses")
    w.open_board(board, "08-finesses")
    w.show_analysis.click()
    shown = " ".join(w.analysis_view.toPlainText().split())
    assert "La note du professeur (les impasses · perfectionnement)" in shown
    assert "l’impasse" in shown and board.note not in shown
    record = hand_records([board])[0]
    assert record.heading == f"Donne 1 - donneur {('Nord', 'Est', 'Sud', 'Ouest')[board.dealer]}"
    assert record.hands[board.dealer][0].endswith("(donneur)") and record.lesson == "les impasses · perfectionnement"
    assert record.note == lesson_note(board) and not ENGLISH.search(record.note)


def test_a_note_about_another_contract_than_the_answers_says_so(qtbot, tmp_path):
    """09/2: the answers choose a part-score in no trumps, the lead lesson is against game in
    no trumps; the note's "Against game in no trumps…" sat under "Declarer would choose: a
    part-score" with nothing to say that the two spoke of different contracts."""
    w = PracticeWindow(None, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    w.show()
    for s in builtin_sets():
        for board in s.boards:
            lesson = lesson_of(board)
            w.open_board(board, s.key)
            if lesson.strain and (lesson.strain, lesson.game) != (w.analysis.contract.strain, w.analysis.contract.game):
                break
        else:
            continue
        break
    w.show_analysis.click()
    shown = " ".join(w.analysis_view.toPlainText().split())
    assert "This lesson is about " in shown and ", not the contract the answers choose." in shown
    # Under the nine answers, before the rest of the analysis.
    assert shown.index("The teacher's note") < shown.index("Declarer would choose")


def test_a_lead_note_says_what_trick_two_must_be_when_only_that_beats_the_contract(french):
    """10/1: the ♣A beats 1♠ only if a second club gives North, out of clubs, a ruff (a
    teacher's remark: the note said nothing of it); on 10/4 partner wins the singleton's
    trick and must give it back; 10/5's king of hearts needs no such help."""
    remove_translators(QCoreApplication.instance())
    ace, singleton, plain = a_board("10-leads-against-suits", 1), a_board("10-leads-against-suits", 4), \
        a_board("10-leads-against-suits", 5)
    assert ace.note.endswith(" When the ace of clubs wins the first trick, South must lead clubs again for North to "
                             "ruff; a switch now would let declarer make the contract."), ace.note
    assert singleton.note.endswith(" East wins the first trick and must return clubs for West to ruff; a switch now "
                                   "would let declarer make the contract."), singleton.note
    assert "first trick" not in plain.note, plain.note
    for board in (ace, singleton, plain):  # what the curator writes today
        assert lesson_note(board) == board.note
    install_translator(QCoreApplication.instance(), "fr")
    said = lesson_note(ace)
    assert said.endswith(" Quand l’as de trèfle remporte la première levée, Sud doit rejouer trèfle pour faire "
                         "couper Nord\u00a0; changer de couleur maintenant laisserait le déclarant réussir son "
                         "contrat."), said
