"""The practice window as a student uses it: questions answered and checked, hidden
hands, the analysis, a deal played from the main window (with undo) and replayed, PBN
import errors shown in a dialog, the deal editor and generator, progress kept and reset."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from cardtable.bridge.progress import Progress
from cardtable.storage.autosave import kept_matches
from cardtable.ui.main_window import MainWindow
from cardtable.ui.practice import PracticeWindow, open_practice
from cardtable.ui.practice_play import board_hands

from .conftest import play_session


@pytest.fixture
def host(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    w.show()
    return w


@pytest.fixture
def practice(qtbot, host, tmp_path):
    w = PracticeWindow(host, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    w.show()
    return w


def answer_current(w, right: bool = True) -> None:
    """Fill in the current question's input (the right answer, or a wrong one)."""
    a, q, inp = w.analysis, w.questions[w.index], w.input
    f = a.facts
    if q.kind == "points":
        for s in range(4):
            inp.points[s].setValue(f.points[s] + (0 if right else 1))
    elif q.key in ("first", "leader"):
        seat = f.first_to_announce if q.key == "first" else f.opening_leader
        inp.seat_group.button(seat if right else (seat + 1) % 4).setChecked(True)
    elif q.kind == "side":
        inp.side_group.button(2 if f.declaring_side is None else f.declaring_side).setChecked(True)
    elif q.kind == "declarer":
        inp.declarer.setCurrentIndex(f.declarer)
        inp.dummy.setCurrentIndex(f.dummy)
    elif q.kind == "lead":
        inp.lead_suit.setCurrentIndex(inp.lead_suit.findData(a.lead.suit))
        inp.lead_card.setCurrentIndex(inp.lead_card.findData(int(a.lead.card)))
    elif q.kind == "number":
        inp.number.setValue(a.sure.total)
    elif q.kind == "yesno":
        value = a.go_for_game if q.key == "game" else a.extra_tricks
        inp.yes_group.button(0 if value else 1).setChecked(True)


def test_the_menu_opens_the_practice_window(qtbot, host):
    action = next(a for m in host.menuBar().actions() if "Practice" in m.text() for a in m.menu().actions())
    action.trigger()
    w = host._practice_window
    qtbot.addWidget(w)
    assert w.isVisible() and w.board is not None and w.board.number == 1
    assert open_practice(host) is w  # brought back, not a second window


def test_walk_the_seed_exercise_then_play_it(qtbot, host, practice, tmp_path):
    w = practice
    assert w.tree.topLevelItemCount() >= 8
    assert w.diagram.visible == {0, 1, 2, 3}
    assert not w.reveal.isEnabled()  # every hand is in sight: "Show all hands" has nothing to show
    # Question 1, answered wrong first: the explanation still says why.
    answer_current(w, right=False)
    qtbot.mouseClick(w.check_button, Qt.MouseButton.LeftButton)
    said = w.feedback.text().replace("\u00a0", " ")  # (a suit's cards, small numbers kept with their word)
    assert "Not quite" in said and "West has 4" in said
    assert w.results["points"] is False
    # Every box answered one too many here: each is framed as the one to look at again.
    assert all(w.input.points[seat].property("wrong") for seat in range(4))
    qtbot.mouseClick(w.next_button, Qt.MouseButton.LeftButton)
    while w.index < len(w.questions):
        q = w.questions[w.index]
        # Asked from the lead on, the question is told the strain it depends on (the seed
        # deal: South, 21 points opposite North's 8, chooses no trumps); the level only once
        # Q8 has asked whether to go for game, which it would answer.
        if q.number == 9:
            assert w.q_sees.text().startswith("South plays game in no trumps."), w.q_sees.text()
        elif q.number >= 6:
            assert w.q_sees.text().startswith("South declares in no trumps"), w.q_sees.text()
            assert "game" not in w.q_sees.text()
        else:
            assert "declares" not in w.q_sees.text() and "plays" not in w.q_sees.text()
        if q.key == "lead":  # the leader sees their hand and dummy only
            assert w.q_sees.text().startswith("South declares in no trumps; West leads.")
            assert w.diagram.visible == {3, 0} and w.reveal.isEnabled()
            w.reveal.setChecked(True)
            assert w.diagram.visible == {0, 1, 2, 3}
            w.reveal.setChecked(False)
        if q.key == "sure":
            assert w.diagram.visible == {2, 0}
        w.check_button.click()  # nothing chosen yet for radio questions: asks for an answer
        answer_current(w)
        w.check_button.click()
        assert w.results[q.key] is True, (q.key, w.feedback.text().replace("\u00a0", " "))
        assert not any(w.input.points[seat].property("wrong") for seat in range(4))  # a new question clears them
        assert "Right" in w.feedback.text().replace("\u00a0", " ")
        w.next_button.click()
    assert "8 of 9" in w.q_text.text()
    # All done: the last question's answer box and buttons are gone, the way back is offered.
    assert not any(x.isVisible() for x in (w.input, w.check_button, w.next_button))
    assert w.restart_button.isVisible()
    assert "top of a solid sequence" in w.analysis_view.toPlainText()
    best = w.analysis.best
    assert best is not None and "Best contract" in w.analysis_view.toPlainText()
    assert f"— {best.tricks} tricks," in w.analysis_view.toPlainText()
    # One trick (a contract that fails badly) is said in the singular, never "1 tricks".
    w.analysis = dataclasses.replace(w.analysis, best=dataclasses.replace(best, tricks=1))
    w.show_analysis.click()
    assert "— 1 trick," in w.analysis_view.toPlainText() and "1 tricks" not in w.analysis_view.toPlainText()
    w.analysis = dataclasses.replace(w.analysis, best=best)
    rec = Progress(tmp_path / "progress.json").get(w.board)
    assert rec["right"] == 8 and rec["asked"] == 9
    assert "8/9" in w.tree.currentItem().text(0)

    # Play it as South, declarer, against the computer in the main window.
    w.tabs.setCurrentIndex(2)
    assert w.play_seat.currentData() == 2
    w.play_button.click()
    s = host.session
    assert s is w.play_session and board_hands(s.match.current) == w.board.hands
    played_by_me = [0]

    def me(view):
        if view.phase == "contract":
            return next(a for a in view.legal if a.strain == "NT" and a.game)
        played_by_me[0] += view.phase == "play"
        return view.legal[0]

    play_session(s, until=lambda t: played_by_me[0] == 3, human=me, window=host, qtbot=qtbot)
    assert w.undo_button.isEnabled()
    cards = len(s.match.current.plays)
    w.undo_button.click()
    assert len(s.match.current.plays) < cards  # my last card, and the computers' after it, taken back
    assert s.practice  # an exercise's deal never counts as a match
    play_session(s, human=me, window=host, qtbot=qtbot)
    assert s.match.finished and played_by_me[0] > 3
    qtbot.waitUntil(lambda: w.replay_round is not None, timeout=5000)
    assert "Double dummy, declarer takes 10 tricks in no trumps" in w.result.text()
    # The table says the practice deal is over (not "Match over", not "New game…") and its
    # button goes back to the exercises, where the result is read.
    summary = host.summary
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    assert summary.footer.text().startswith("Practice deal over") and "Match over" not in summary.footer.text()
    assert "Practice deal over" in host.statusBar().currentMessage()
    assert summary.back_to_practice.isVisible() and not summary.new_game.isVisible()
    w.tabs.setCurrentIndex(0)
    summary.back_to_practice.click()
    assert not summary.isVisible() and w.isVisible() and w.tabs.currentIndex() == 2
    assert w.replay_index == 1 and "Trick 1 of 13" in w.trick_text.text() and "West" in w.trick_text.text()
    from PySide6.QtCore import QPoint

    w.resize(1000, 640)  # the practice window on a 1024×700 screen (a player's review)
    qtbot.wait(20)
    at = w.next_trick.mapTo(w, QPoint(0, 0))
    w.next_trick.click()
    assert w.replay_index == 2 and sum(h.bit_count() for h in w.diagram.masks) == 44
    qtbot.wait(20)
    assert w.next_trick.mapTo(w, QPoint(0, 0)).y() == at.y()  # clicked again where it was, it goes on
    # Above the deal's result, whose wrapping (a few pixels of width) moved them a line down.
    assert w.next_trick.mapTo(w, QPoint(0, 0)).y() < w.result.mapTo(w, QPoint(0, 0)).y()
    for _ in range(20):
        w.next_trick.click() if w.next_trick.isEnabled() else None
    assert w.replay_index == 13 and not w.next_trick.isEnabled()


def test_redeal_deal_asks_three_questions_and_cannot_be_played(practice):
    w = practice
    top = w.tree.topLevelItem(0)
    w.tree.setCurrentItem(top.child(4))
    assert w.analysis.redeal and len(w.questions) == 3
    assert not w.play_button.isEnabled()
    for _ in range(3):
        answer_current(w)
        w.check_button.click()
        assert w.results[w.questions[w.index].key]
        w.next_button.click()
    assert "3 of 3" in w.q_text.text()
    assert not w.input.isVisible() and not w.check_button.isVisible()
    w.restart_button.click()  # Try this deal again: asked again, with its answer box
    assert w.index == 0 and w.input.isVisible() and w.check_button.isVisible()


def test_malformed_pbn_shows_one_clear_message(practice, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append((title, text)))
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Deal "N:AKQ"]\n')
    assert practice.import_file(bad) is False
    assert len(shown) == 1 and "bad.pbn" in shown[0][1] and "\n" not in shown[0][1]


def test_import_export_round_trip(practice, tmp_path):
    w = practice
    out = tmp_path / "out.pbn"
    w.export_to(out, w.sets[0])
    n = w.tree.topLevelItemCount()
    assert w.import_file(out)
    assert w.tree.topLevelItemCount() == n + 1
    assert [b.hands for b in w.sets[-1].boards] == [b.hands for b in w.sets[0].boards]
    assert w.board.hands == w.sets[0].boards[0].hands  # the imported set's first deal is open


def test_an_import_read_other_than_as_written_says_so(practice, tmp_path):
    """A teacher's file with a board number twice and a board without a Dealer tag was
    renumbered and dealt by rotation without a word."""
    deal = "N:AKQJ.AKQ.AKQ.AKQ 5432.5432.5432.5 T987.T987.T9.T98 6.J6.J876.J76432"
    f = tmp_path / "club.pbn"
    f.write_text(f'[Board "3"]\n[Dealer "N"]\n[Deal "{deal}"]\n\n[Board "3"]\n[Deal "{deal}"]\n')
    assert practice.import_file(f)
    box = practice.import_notes
    assert box is not None and box.isVisible()
    assert "board 3 appears twice: the second is numbered 4" in box.text()
    assert "board 4 has no Dealer tag" in box.text()
    assert practice.statusBar().currentMessage() == "Imported 2 deals from club.pbn"
    one = tmp_path / "one.pbn"
    one.write_text(f'[Board "1"]\n[Dealer "N"]\n[Deal "{deal}"]\n')
    practice.import_notes = None
    assert practice.import_file(one) and practice.import_notes is None  # read as written: nothing to say
    assert practice.statusBar().currentMessage() == "Imported 1 deal from one.pbn"


def test_deal_editor_by_clicks_and_by_pbn(qtbot, practice):
    from cardtable.ui.practice_dialogs import DealEditor

    d = DealEditor(practice)
    qtbot.addWidget(d)
    ok = d.buttons.button(d.buttons.StandardButton.Ok)
    assert not ok.isEnabled()
    d.seat_buttons[2].setChecked(True)
    qtbot.mouseClick(d.card_buttons[12], Qt.MouseButton.LeftButton)  # the ace of spades to South
    assert d.owner[12] == 2
    qtbot.mouseClick(d.card_buttons[12], Qt.MouseButton.LeftButton)  # and back
    assert d.owner[12] is None
    d.fill_rest()
    assert ok.isEnabled() and sorted(d.owner) == sorted([0, 1, 2, 3] * 13)
    d.pbn.setText("N:AKQ")
    d.read_pbn()
    assert "four hands" in d.status.text()
    d.pbn.setText("W:J98.QJT8.9752.T8 T532.AK4.K83.A53 Q74.75.JT6.QJ976 AK6.9632.AQ4.K42")
    d.read_pbn()
    d.dealer.setCurrentIndex(3)
    assert d.board().hands == practice.sets[0].boards[0].hands and d.board().dealer == 3


def test_generator_dialog_makes_a_deal_to_order(qtbot, practice):
    from cardtable.ui.practice_dialogs import GeneratorDialog

    d = GeneratorDialog(practice)
    qtbot.addWidget(d)
    d.side.setCurrentIndex(2)
    d.low.setValue(26)
    d.high.setValue(28)
    d.seed.setText("42")
    d._generate()
    b = d.result_board
    assert b is not None and d.result() == d.DialogCode.Accepted
    from cardtable.engine.games.minibridge import declaring_side, side_points

    assert declaring_side(b.hands, b.dealer) == 1 and 26 <= side_points(b.hands)[1] <= 28


def test_progress_reset_from_the_menu(practice, tmp_path, monkeypatch):
    w = practice
    w.progress.record(w.board, 9, 9)
    w._refresh_labels()
    assert "9/9" in w.tree.currentItem().text(0)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    w.reset_progress()
    assert Progress(tmp_path / "progress.json").deals == {}
    assert "9/9" not in w.tree.currentItem().text(0)


def test_a_clicked_answer_box_takes_the_digits_typed(qtbot, practice):
    """A point box shows "?" until answered; a click puts the cursor beside the "?", and the
    digits typed then replace it (they did nothing: "?4" is no number) and can be checked."""
    box = practice.input.points[0]
    assert box.text() == "?"
    qtbot.mouseClick(box.lineEdit(), Qt.MouseButton.LeftButton)
    box.lineEdit().end(False)  # the cursor after the "?", where a click on its right puts it
    qtbot.keyClicks(box, "14")
    assert box.value() == 14 and box.text() == "14"
    qtbot.keyClicks(box, "5")
    assert box.value() == 14, "a third digit past the range is refused as before"


def test_the_boxes_opposite_each_other_are_equally_tall_whoever_deals(practice):
    """The dealer's box says "dealer" under the name; the others keep that line empty, so
    West and East (and North and South) stand level."""
    hands = practice.diagram.hands
    assert practice.diagram.board is not None
    for a, b in ((1, 3), (0, 2)):
        assert hands[a].sizeHint().height() == hands[b].sizeHint().height(), (a, b)


def test_a_practice_deal_played_over_a_match_in_progress_keeps_it(qtbot, tmp_path, monkeypatch):
    """Play (in the practice window) while a match is being played in the main window: the
    match is kept in the autosave, the window's banner says so and brings it back in one
    click, and Game ▸ New asks before the kept match is replaced."""
    from cardtable.session import SeatConfig
    from cardtable.ui.new_game import GameSetup

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    host = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable", offer_resume=False)
    qtbot.addWidget(host)
    host.show()
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    host.start(GameSetup(game="bugami", seats=seats, options={}, seed=4))
    playing = host.session
    # Still until the player's turn: a computer deciding meanwhile would move the match on.
    qtbot.waitUntil(lambda: bool(playing.match.rounds) and (d := playing.pending()) is not None and d.human,
                    timeout=10000)
    kept = playing.match.to_record()
    w = PracticeWindow(host, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    w.play_button.click()
    assert host.session is not playing and "Your Bugami match in progress is kept" in host.banner.text
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or QMessageBox.StandardButton.No)
    from cardtable.ui import new_game

    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda dialog: 1)  # dealt as it opened
    host.new_game()
    assert asked and asked[0].startswith("Your Bugami match is not finished. Keep it for later")
    host.banner._buttons[0].click()
    assert host.session.match.to_record() == kept and "kept" not in host.banner.text
    assert kept_matches(tmp_path / "autosave.cardtable") == []  # the deal had not begun: nothing kept of it
    assert host.practice_back is None  # the match back on the table is no practice deal


def test_the_list_at_its_narrowest_shows_every_set_name_whole(qtbot, practice):
    """At 1024x700 the tree was some 130 px and cut "Part-score or game" to "Part-s…r game":
    however narrow the splitter makes it, the list is as wide as its longest set name."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QStyle

    w = practice
    w.fit_to_screen(QRect(0, 0, 1024, 700))  # the smallest screen served (the test's own is 800 x 600)
    tree = w.tree
    tree.setFixedWidth(tree.minimumWidth())
    qtbot.waitUntil(lambda: tree.width() == tree.minimumWidth())
    tree.expandAll()
    tree.verticalScrollBar().show()  # room kept for it too
    margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
    room = min(tree.columnWidth(0), tree.viewport().width()) - tree.indentation() - 2 * margin
    shown = [tree.fontMetrics().elidedText(tree.topLevelItem(t).text(0), tree.textElideMode(), room)
             for t in range(tree.topLevelItemCount())]
    assert shown == [s.title for s in w.sets], shown


def test_the_list_of_answers_says_each_answer_once_and_keeps_holdings_whole(practice):
    """The Analysis tab's list read "Yes — Yes. With nine top tricks…", and a holding broke
    across lines ("♥Q J" / "10 8"): each answer is said once, each holding is one unbreakable run."""
    from cardtable.ui.practice import answer_and_why

    w = practice
    w.show_analysis.click()
    text = w.analysis_view.toPlainText()
    assert "Yes — Yes" not in text and "No — No" not in text
    assert answer_and_why("Yes", "Yes. Promotion in hearts: ♥Q J 10 8 lose one trick.") == \
        "Promotion in hearts: ♥Q\u00a0J\u00a010\u00a08 lose one trick."
    assert answer_and_why("Yes", "Yes, but on this layout none of them gains a trick.").startswith("Yes, but")
    assert answer_and_why("W 7", "That is 40 in all (A 4, K 3, Q 2, J 1).").endswith(
        "(A\u00a04, K\u00a03, Q\u00a02, J\u00a01).")


def test_a_wrong_point_count_is_framed_in_its_own_box(practice):
    """The feedback named the seat; only the box with the wrong number is framed in red."""
    w = practice
    f = w.analysis.facts
    answer_current(w)
    w.input.points[2].setValue(f.points[2] + 1)  # South's count one too many
    w.check_button.click()
    assert w.results["points"] is False
    assert [bool(w.input.points[seat].property("wrong")) for seat in range(4)] == [False, False, True, False]


def test_the_panes_keep_their_places_from_question_to_question(qtbot, practice):
    """Answers stay on the diagram as captions ("dealer · declarer · 21 points"); a caption
    growing widened its hand, and the tree and the questions' pane moved at every question (by
    some 30 px at 1000 px wide). Each hand keeps the width of its caption as it will end."""
    w = practice
    w.resize(1000, 650)
    qtbot.waitUntil(lambda: w.width() == 1000)
    w.tree.setCurrentItem(w.tree.topLevelItem(3).child(0))  # Opening leads, deal 1
    places = set()
    while w.index < len(w.questions):
        answer_current(w)
        w.check_button.click()
        qtbot.wait(1)
        w.split.refresh()  # the layout as it now stands, however busy the machine
        places.add((tuple(w.split.sizes()), tuple(h.minimumSizeHint().width() for h in w.diagram.hands.values())))
        w.next_button.click()
    assert len(places) == 1, places


def test_the_question_page_is_never_cut_at_the_right_in_french(qtbot, host, tmp_path, qapp):
    """The pages scroll up and down, never sideways: in French at 1000 px, "Question suivante"
    ran past the pane's right edge. The pane is at least as wide as its pages' controls."""
    from cardtable.ui.translations import install_translator, remove_translators

    assert install_translator(qapp, "fr") == "fr"
    try:
        w = PracticeWindow(host, progress=Progress(tmp_path / "fr.json"))
        qtbot.addWidget(w)
        w.resize(1000, 650)
        w.show()
        qtbot.waitExposed(w)
        area = w.q_scroll
        qtbot.waitUntil(lambda: area.viewport().width() >= area.widget().minimumSizeHint().width())
        assert w.next_button.text().replace("&", "") == "Question suivante"
    finally:
        remove_translators(qapp)


def test_the_list_names_each_deal_as_the_diagram_does(qtbot, tmp_path):
    """The list said "Deal 2" beside a diagram, a printed sheet and a PBN file that say
    "Board 2": one name for one thing, with the board's own number."""
    from cardtable.bridge.progress import Progress
    from cardtable.ui.practice import PracticeWindow

    w = PracticeWindow(None, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    top = w.tree.topLevelItem(1)
    item = top.child(1)
    assert item.text(0).startswith("Board 2")
    w.tree.setCurrentItem(item)
    assert w.windowTitle().endswith(", board 2")
    assert w.windowTitle() == f"Minibridge exercises — {top.text(0)}, board 2"  # the set as the list names it
