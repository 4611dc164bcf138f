"""A practice deal is never lost: it keeps itself in a file of its own beside the autosave
while it is played, so quitting or a crash in the middle leaves it among the matches the start
screen offers back — and it never writes over the match the autosave keeps (a player's
review: quitting during a practice deal lost it without a word; and the crash handler wrote
the practice deal over the window's autosave, the match in progress)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from cardtable.storage import records
from cardtable.storage.autosave import kept_matches
from cardtable.ui.main_window import MainWindow
from cardtable.ui.practice import PracticeWindow

from .conftest import play_session
from .test_nothing_lost_faults import play_rounds, setup
from .test_practice_play import lowest_card, playing_a_deal


def window(qtbot, folder, resume=False) -> MainWindow:
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=folder / "autosave.cardtable", offer_resume=resume)
    qtbot.addWidget(w)
    w.set_speed(0.0, remember=False)
    w.show()
    return w


def exercises(qtbot, host, folder) -> PracticeWindow:
    """The Exercises window, opened as the player opens it (Practice ▸ Minibridge exercises…)."""
    menu = next(a.menu() for a in host.menuBar().actions() if a.text() == "&Practice")
    next(a for a in menu.actions() if a.text() == "&Minibridge exercises…").trigger()
    p = host._practice_window
    assert isinstance(p, PracticeWindow) and p.isVisible()
    qtbot.addWidget(p)
    return p


def press(w: MainWindow, label: str) -> None:
    """Click the banner's button ``label`` (it must be on show)."""
    [button] = [b for b in w.banner._buttons if b.text() == label]
    button.click()


def a_match_then_a_practice_deal(qtbot, folder, cards: int):
    """A Bugger Bridge match one round in (the autosave's), then a practice deal in the same
    window with ``cards`` of the learner's cards played: the window, the autosave's bytes
    before the deal, the practice window and the deal's session."""
    w = window(qtbot, folder)
    w.start(setup())
    play_rounds(qtbot, w, 1)
    autosave = folder / "autosave.cardtable"
    before = autosave.read_bytes()
    p = exercises(qtbot, w, folder)
    s, play_to = playing_a_deal(qtbot, w, p)
    play_to(cards)
    return w, before, p, s


def test_quitting_in_the_middle_of_a_practice_deal_keeps_it_for_the_start_screen(qtbot, tmp_path):
    w, before, _, s = a_match_then_a_practice_deal(qtbot, tmp_path, 2)
    autosave = tmp_path / "autosave.cardtable"
    record, trick = s.match.to_record(), s.match.current.trick_number
    w.close()
    assert autosave.read_bytes() == before  # the match in progress, untouched
    [kept] = kept_matches(autosave)
    assert records.read_record_data(kept)["game"] == "minibridge"

    again = window(qtbot, tmp_path, resume=True)  # the app started again
    listed = again.start_screen.kept
    qtbot.waitUntil(listed.isVisible, timeout=5000)
    assert listed.count() == 1
    # Named by its exercise: two kept practice deals would otherwise read alike.
    ref = s.exercise
    assert ref is not None and ref.set_title
    assert listed.item(0).text().startswith(
        f"Minibridge practice deal ({ref.set_title}, board {ref.board}) — trick {trick} — kept 2")
    assert again.start_screen.continue_button.text() == "&Continue: Bugger Bridge — Round 1 of 18 played"
    listed.setCurrentRow(0)
    listed.setFocus()
    qtbot.keyClick(listed, Qt.Key.Key_Return)
    resumed = again.session
    assert resumed is not None and resumed.match.to_record() == record  # every card where it was
    assert resumed.practice and resumed.taught_lead and resumed.exercise == ref  # still a practice deal
    # Played on in its own file: the match in the autosave stays where it is, offered back.
    assert str(resumed.autosave) == str(kept) and autosave.read_bytes() == before
    assert "Your Bugger Bridge match in progress is kept" in again.banner.text
    # The Exercises window has it back on its board: at the end, the result is compared there.
    exercises = again._practice_window
    assert exercises.play_session is resumed and exercises.board is not None
    assert exercises.board.number == ref.board
    play_session(resumed, human=lowest_card, window=again, qtbot=qtbot)
    qtbot.waitUntil(lambda: len(exercises.contracts.played) == 1, timeout=10_000)
    assert again.practice_back is not None and kept_matches(autosave) == []


def test_a_crash_in_a_practice_deal_saves_it_in_its_own_file_not_over_the_match(qtbot, tmp_path):
    w, before, _, s = a_match_then_a_practice_deal(qtbot, tmp_path, 1)
    autosave = tmp_path / "autosave.cardtable"
    w.save_now()  # what the crash handler does before its report
    assert autosave.read_bytes() == before
    [kept] = kept_matches(autosave)
    assert str(kept) == str(s.autosave)
    assert records.read_record_data(kept)["rounds"] == s.match.to_record()["rounds"]  # every card so far


def test_a_practice_deal_over_or_replaced_leaves_nothing_behind_and_one_left_is_offered_back(
        qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    w, before, p, s = a_match_then_a_practice_deal(qtbot, tmp_path, 1)
    autosave = tmp_path / "autosave.cardtable"
    # Replaced by "Play this deal", once the player said so: that deal's file goes.
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Yes)
    p.play_button.click()
    second = w.session
    assert second is not s and second is p.play_session
    assert [str(k) for k in kept_matches(autosave)] == [str(second.autosave)]
    # Played to the end: nothing to take up again, so no file.
    play_session(second, human=lowest_card, window=w, qtbot=qtbot)
    assert second.match.finished
    assert kept_matches(autosave) == []
    assert autosave.read_bytes() == before

    # Left for the match in progress ("Back to my match"): kept, and the banner offers it back.
    third, play_to = playing_a_deal(qtbot, w, p)
    play_to(1)
    press(w, "Back to my match")
    assert w.session is not third and w.session.match.game == "bugger-bridge"
    assert len(kept_matches(autosave)) == 1
    ref = third.exercise
    assert ref is not None
    assert f"The unfinished practice deal ({ref.set_title}, board {ref.board}) is kept for later" in w.banner.shown[-1]
    assert p.result.text().startswith("That deal was left unfinished") and not p.undo_button.isEnabled()
    press(w, "Resume it")
    assert w.session.match.to_record() == third.match.to_record()
    assert records.read_record_data(autosave)["game"] == "bugger-bridge"  # the match stays in the autosave
    assert p.play_session is w.session and "Back to my match" in [b.text() for b in w.banner._buttons]


def test_a_practice_deal_not_begun_is_not_kept(qtbot, tmp_path):
    """Quit before a card is down: nothing to take up again (the Exercises window deals it
    again as it was), so nothing crowds the start screen's list."""
    w = window(qtbot, tmp_path)
    p = exercises(qtbot, w, tmp_path)
    p.tabs.setCurrentIndex(2)
    p.play_button.click()
    assert len(kept_matches(tmp_path / "autosave.cardtable")) == 1  # kept from the start, in case of a crash
    w.close()
    assert kept_matches(tmp_path / "autosave.cardtable") == []


def test_a_kept_practice_deal_whose_board_is_not_listed_still_gets_its_result(qtbot, tmp_path):
    """The exercise named in the file may no longer be in the list (a set imported once, a
    file edited by hand): the deal is compared with double dummy on its own cards."""
    import json

    w, _, p, _ = a_match_then_a_practice_deal(qtbot, tmp_path, 1)
    board = p.play_board
    w.close()
    [kept] = kept_matches(tmp_path / "autosave.cardtable")
    data = json.loads(kept.read_text())
    data["table"]["exercise"] = {"set": "no-such-set", "board": 7, "title": "Imported once"}
    kept.write_text(json.dumps(data))
    again = window(qtbot, tmp_path, resume=True)
    listed = again.start_screen.kept
    qtbot.waitUntil(listed.isVisible, timeout=5000)
    assert listed.item(0).text().startswith("Minibridge practice deal (Imported once, board 7) — ")
    listed.setCurrentRow(0)
    listed.setFocus()
    qtbot.keyClick(listed, Qt.Key.Key_Return)
    resumed = again.session
    exercises = again._practice_window
    assert exercises.play_session is resumed and exercises.play_board is not exercises.board
    mine = exercises.play_board
    assert (mine.hands, mine.dealer, mine.number) == (board.hands, board.dealer, 7)  # the deal's own cards
    play_session(resumed, human=lowest_card, window=again, qtbot=qtbot)
    qtbot.waitUntil(lambda: "Double dummy, declarer takes" in exercises.result.text(), timeout=10_000)
