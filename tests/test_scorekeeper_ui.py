"""The Scorekeeper window driven as a scorer drives it: setup, rounds typed into the forms,
the announcements, a refused entry, undo, a penalty, the autosave and the menu entry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QComboBox

from cardtable.scorekeeper import ScoreSheet
from cardtable.ui.games.bugami import BugForm
from cardtable.ui.games.bugger_bridge import BuggerBridgeForm
from cardtable.ui.games.minibridge import MinibridgeForm
from cardtable.ui.scorekeeper import ScorekeeperWindow

SEED_PLAYERS = ["Bob", "Helen", "Corky", "Kim", "Randi"]


@pytest.fixture
def window(qtbot, tmp_path):
    w = ScorekeeperWindow(autosave=tmp_path / "scoresheet-autosave.json")
    qtbot.addWidget(w)
    w.show()
    return w


def set_up(qtbot, w, game, names, dealer=0):
    setup = w.setup
    setup.set_game(game, len(names))
    for edit, name in zip(setup.names, names, strict=False):
        edit.setText(name)
    setup.dealer.setCurrentIndex(dealer)
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    assert w.stack.currentWidget() is w.page, setup.error.text()


def by_player(form, spins, values):
    """Type ``values`` (in player order) into a column of spin boxes laid out in table order."""
    for row, p in enumerate(form.order):
        spins[row].setValue(values[p])


def record(qtbot, w):
    qtbot.keyClick(w, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


def table_row(w, row):
    t = w.page.table
    return [t.item(row, c).text() for c in range(t.columnCount())]


def test_the_seed_example_typed_into_the_window(qtbot, window):
    set_up(qtbot, window, "bugger-bridge", SEED_PLAYERS)
    form = window.form
    assert isinstance(form, BuggerBridgeForm)
    assert window.page.entry_box.title() == "Round 1 of 18"
    rounds = [([0, 0, 0, 1, 1], [0, 0, 0, 0, 1]), ([0] * 5, [1, 1, 0, 0, 0]), ([0, 1, 2, 0, 0], [0, 1, 2, 0, 0])]
    announced = []
    for bids, tricks in rounds:
        assert window.page.record_button.text() == "Record &bids"
        by_player(form, form.bids, bids)
        record(qtbot, window)
        announced.append(window.page.live.text().split(":")[0])
        assert not form.bids[0].isEnabled() and form.tricks[0].isEnabled()
        by_player(form, form.tricks, tricks)
        qtbot.mouseClick(window.page.record_button, Qt.MouseButton.LeftButton)
    assert announced == ["Over-bid", "Under-bid", "Even"]
    assert table_row(window, 3) == ["Total", "20", "21", "33", "20", "31"]
    assert table_row(window, 0)[4] == "0   (bid 1 ✗)"
    assert window.page.entry_box.title() == "Round 4 of 18"
    saved = ScoreSheet.load(window.autosave)
    assert saved.totals == (20, 21, 33, 20, 31)


def test_a_bad_entry_shows_one_line_and_records_nothing_then_undo(qtbot, window):
    set_up(qtbot, window, "bugger-bridge", ["A", "B", "C"])
    form = window.form
    qtbot.keyClick(form.bids[0], Qt.Key.Key_Return)  # Return in a box records the bids: all bid 0
    assert window.sheet.pending_bids == [0, 0, 0]
    by_player(form, form.tricks, [1, 1, 1])  # … but a 1-card round has 1 trick
    qtbot.keyClick(form.tricks[2], Qt.Key.Key_Return)
    assert window.page.error.text() == "The tricks add up to 3, but round 1 has 1 trick."
    assert window.sheet.results == []
    by_player(form, form.tricks, [1, 0, 0])
    record(qtbot, window)
    assert window.page.error.text() == "" and len(window.sheet.results) == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.sheet.results == []
    assert not window.page.undo_button.isEnabled()


def test_penalty_entry_keeps_the_round(qtbot, window):
    set_up(qtbot, window, "bugger-bridge", SEED_PLAYERS, dealer=2)
    assert window.page.penalty_button.isEnabled()
    window.enter_penalty(3, "revoke")
    assert table_row(window, 0)[0] == "Penalty: Kim (revoke)"
    assert table_row(window, 0)[4] == "−10   (−10)"  # a minus sign, as the rest of the app writes it
    assert table_row(window, 1) == ["Total", "0", "0", "0", "−10", "0"]
    assert window.page.entry_box.title() == "Round 1 of 18"
    assert "Corky deals" in window.page.round_line.text()


def test_penalty_dialog_names_the_offender(qtbot, window):
    set_up(qtbot, window, "bugger-bridge", ["A", "B", "C"])

    def answer():
        dialog = window._penalty_dialog
        offender = next(c for c in dialog.findChildren(QComboBox) if c.accessibleName() == "Offender")
        offender.setCurrentIndex(1)
        dialog.accept()

    QTimer.singleShot(0, answer)
    qtbot.mouseClick(window.page.penalty_button, Qt.MouseButton.LeftButton)
    assert window.sheet.totals == (0, -10, 0)


def test_bleeding_hearts_round_with_turnip_and_doublets(qtbot, window):
    set_up(qtbot, window, "bleeding-hearts", ["Ann", "Bob", "Cat"])
    form = window.form
    assert isinstance(form, BugForm) and not window.page.penalty_button.isEnabled()
    form.turnip.setCurrentIndex(form.turnip.findData("H"))
    bids = {0: "turnip", 1: "S", 2: "D"}
    for row, p in enumerate(form.order):
        form.bid[row].setCurrentIndex(form.bid[row].findData(bids[p]))
        if p == 1:
            form.doublets[row].setChecked(True)
    assert not form.doublets[form.order.index(0)].isEnabled()  # Turnip and Doublets do not combine
    by_player(form, form.tricks, [4, 5, 4])
    by_player(form, form.bugs, [0, 0, 2])
    record(qtbot, window)
    assert table_row(window, 1) == ["Total", "160", "200", "20"]


def test_minibridge_points_contract_and_tricks(qtbot, window):
    set_up(qtbot, window, "minibridge", ["Ann", "Bob", "Cat", "Dan"])
    form = window.form
    assert isinstance(form, MinibridgeForm)
    by_player(form, form.points, [12, 8, 12, 8])
    form.strain.setCurrentIndex(form.strain.findData("S"))
    form.level.setCurrentIndex(form.level.findData(True))
    form.took.setValue(10)
    assert window.page.live.text().startswith("Ann declares for North–South (24–16), Cat is dummy")
    assert "made: 420 to North–South" in window.page.live.text()
    record(qtbot, window)
    by_player(form, form.points, [10, 10, 10, 10])
    assert not form.strain.isEnabled()
    record(qtbot, window)
    assert table_row(window, 1)[0] == "Deal 2: 20–20, redealt"
    assert table_row(window, 2) == ["Total", "420", "0", "420", "0"]
    assert window.page.entry_box.title() == "Deal 2 of 8"


def test_resume_the_autosaved_sheet_in_a_new_window(qtbot, window, tmp_path):
    set_up(qtbot, window, "bugami", ["A", "B", "C", "D"])
    form = window.form
    bids = ["H", "S", "zero", "D"]
    for row, p in enumerate(form.order):
        form.bid[row].setCurrentIndex(form.bid[row].findData(bids[p]))
    by_player(form, form.tricks, [4, 5, 0, 4])
    by_player(form, form.bugs, [2, 3, 0, 0])
    record(qtbot, window)
    assert window.sheet.totals == (20, 16, 50, 80)
    again = ScorekeeperWindow(autosave=window.autosave)
    qtbot.addWidget(again)
    assert again.setup.resume_button.isEnabled()
    qtbot.mouseClick(again.setup.resume_button, Qt.MouseButton.LeftButton)
    assert again.sheet.totals == window.sheet.totals
    assert again.page.entry_box.title() == "Deal 2"


def test_save_open_and_csv(qtbot, window, tmp_path):
    set_up(qtbot, window, "bugger-bridge", ["A", "B", "C"])
    record(qtbot, window)
    by_player(window.form, window.form.tricks, [0, 0, 1])
    record(qtbot, window)
    window.save_as(tmp_path / "mine.json")
    window.export_csv(tmp_path / "mine.csv")
    assert (tmp_path / "mine.csv").read_text().splitlines()[-1] == "Total,,10,10,0,10,10,0"
    (tmp_path / "bad.json").write_text("{oops")
    shown = []
    window._warn = lambda title, text: shown.append(text)
    window.open_file(tmp_path / "bad.json")
    assert shown == ["bad.json cannot be opened: it is not a score sheet (not JSON text)"]
    window.open_file(tmp_path / "mine.json")
    assert window.sheet.totals == (10, 10, 0) and window.save_path == tmp_path / "mine.json"


def test_the_main_window_has_a_scorekeeper_menu_entry(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    from cardtable.ui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable")
    qtbot.addWidget(main)
    game_menu = main.menuBar().actions()[0].menu()
    action = next(a for a in game_menu.actions() if a.text() == "Score&keeper…")
    action.trigger()
    sk = main._scorekeeper_window
    assert isinstance(sk, ScorekeeperWindow) and sk.isVisible()
    action.trigger()
    assert main._scorekeeper_window is sk
    sk.close()


def test_escape_closes_the_scorekeeper_like_the_other_windows(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isVisible()


def test_the_scorekeeper_offers_the_game_on_the_table_first(qtbot, tmp_path):
    """Game ▸ Scorekeeper… during a Dumb-Bunny match opens on Dumb-Bunny (it opened on Bugger
    Bridge whatever was played); a sheet already started is left as it is."""
    from .test_pacing import make
    from .test_refusal_words import start

    host = make(qtbot, tmp_path, speed=0.0)
    start(host, "dumb-bunny", 2)
    action = next(a for a in host.menuBar().actions()[0].menu().actions() if a.text() == "Score&keeper…")
    action.trigger()
    keeper = host._scorekeeper_window
    qtbot.addWidget(keeper)
    assert keeper.setup.game.currentData() == "dumb-bunny"
    keeper.setup.game.setCurrentIndex(keeper.setup.game.findData("bugami"))
    keeper.stack.setCurrentWidget(keeper.page)  # a sheet in progress: not changed under the scorer
    action.trigger()
    assert keeper.setup.game.currentData() == "bugami"


def test_a_one_card_round_says_trick_not_tricks_once_the_bids_are_in(qtbot, window):
    set_up(qtbot, window, "bugger-bridge", ["A", "B", "C"])
    form = window.form
    assert window.page.live.text() == "Bids so far total 0 for 1 trick."
    by_player(form, form.bids, [1, 0, 0])
    record(qtbot, window)
    assert window.page.live.text() == "Even: the bids total 1 for 1 trick. Now enter the tricks taken (0 of 1 so far)."


def choose_bids(form, bids):
    """Choose ``bids`` (in player order) in the bid column, laid out in table order."""
    for row, p in enumerate(form.order):
        form.bid[row].setCurrentIndex(form.bid[row].findData(bids[p]))


def test_bugami_bids_start_unset_each_deal_and_record_refuses_until_entered(qtbot, window):
    """The bids of deal 2 are not the rows of deal 1 (the dealer moved, so the last row, Ann's
    Zero, was set for Bob): every bid starts unset, and Record says which are missing."""
    set_up(qtbot, window, "bugami", ["Ann", "Bob", "Cat", "Dan"], dealer=0)
    form = window.form
    assert [c.currentIndex() for c in form.bid] == [-1] * 4
    record(qtbot, window)
    assert window.page.error.text() == "No bid is entered for Bob, Cat, Dan, Ann: choose every player's bid."
    assert window.sheet.results == []
    choose_bids(form, ["zero", "H", "S", "D"])
    by_player(form, form.tricks, [0, 5, 4, 4])
    by_player(form, form.bugs, [0, 3, 2, 0])
    record(qtbot, window)
    assert window.page.error.text() == "" and len(window.sheet.results) == 1
    assert form.labels[-1].text() == "Bob (deals)"
    assert [c.currentIndex() for c in form.bid] == [-1] * 4
    assert all(c.currentText() == "" and c.placeholderText() == "Choose…" for c in form.bid)
    choose_bids(form, {0: "S", 1: "H", 2: "D", 3: "C"})
    form.bid[0].setCurrentIndex(-1)  # Cat's bid, first in the table, taken back
    record(qtbot, window)
    assert window.page.error.text() == "No bid is entered for Cat: choose every player's bid."
    assert len(window.sheet.results) == 1


def test_bleeding_hearts_bids_and_turnip_start_unset_each_deal(qtbot, window):
    set_up(qtbot, window, "bleeding-hearts", ["Ann", "Bob", "Cat"])
    form = window.form
    assert form.turnip.currentIndex() == -1
    choose_bids(form, ["turnip", "C", "D"])
    by_player(form, form.tricks, [4, 5, 4])
    record(qtbot, window)
    assert window.page.error.text() == "Someone bid Turnip: choose the suit of the turnip turned up."
    form.turnip.setCurrentIndex(form.turnip.findData("H"))
    record(qtbot, window)
    assert len(window.sheet.results) == 1
    assert form.turnip.currentIndex() == -1
    assert [c.currentData() for c in form.bid] == [None] * 3
    choose_bids(form, ["S", "C", "D"])  # nobody bid Turnip: the turnip's suit is not asked for
    by_player(form, form.tricks, [4, 5, 4])
    record(qtbot, window)
    assert window.page.error.text() == "" and len(window.sheet.results) == 2


@pytest.mark.parametrize(("n", "first"), [(4, 1), (8, 6)])
def test_dumb_bunny_dealers_by_hand_follow_the_engine(n, first):
    """The scorekeeper names each table's dealer by the engine's rule (the deal follows the
    player when partners rotate and tables move), hand after hand."""
    import random

    from cardtable.engine.match import Match
    from cardtable.ui.games.dumb_bunny import table_dealers

    from .test_dumb_bunny import play_match

    recs = play_match(Match("dumb-bunny", [f"P{i}" for i in range(n)], first_dealer=first), random.Random(n))
    sheet = ScoreSheet("dumb-bunny", [f"P{i}" for i in range(n)], first_dealer=first)
    assert [table_dealers(sheet, k + 1) for k in range(16)] == [
        [t["seats"][t["dealer"]] for t in r["tables"]] for r in recs
    ]


def test_dumb_bunny_names_its_dealers_and_asks_for_the_tricks(qtbot, window):
    """Dumb-Bunny's setup offers a first dealer and each hand names its dealers, as the other
    games do; the tricks start empty (they were 7–6, so Record stored a made-up hand) and
    Record asks for them; the sheet's first column says Hand, as its rows do."""
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gil", "Hal"]
    window.setup.set_game("dumb-bunny", 8)
    assert window.setup.dealer.isVisibleTo(window.setup) and window.setup.dealer.count() == 8
    set_up(qtbot, window, "dumb-bunny", names, dealer=1)
    assert window.sheet.first_dealer == 1
    assert window.page.round_line.text() == "No trumps. Table 1: Bob deals. Table 2: Fay deals."
    form = window.form
    assert [s.value() for s in form.ns + form.ew] == [-1] * 4
    assert form.ns[0].text() == "–"
    record(qtbot, window)
    assert window.page.error.text() == "Enter the tricks taken at table 1."
    assert window.sheet.results == []
    form.ns[0].setValue(8)
    assert form.ew[0].value() == 5
    record(qtbot, window)
    assert window.page.error.text() == "Enter the tricks taken at table 2."
    form.ew[1].lineEdit().setCursorPosition(1)  # clicked in after the dash: the digit replaces it
    qtbot.keyClicks(form.ew[1], "6")
    assert form.ew[1].value() == 6 and form.ns[1].value() == 7
    record(qtbot, window)
    assert window.page.error.text() == "" and len(window.sheet.results) == 1
    assert window.sheet.results[0].data == {"tables": [[8, 5], [7, 6]]}
    assert [s.value() for s in form.ns + form.ew] == [-1] * 4
    assert window.page.round_line.text().endswith("Table 1: Cat deals. Table 2: Gil deals.")
    assert window.page.table.horizontalHeaderItem(0).text() == "Hand"
    assert table_row(window, 0)[0].startswith("Hand 1")


def test_minibridge_contract_starts_unset_each_deal(qtbot, window):
    """The contract and the declarer's tricks are not the last deal's: a scorer who types only
    the points is asked for them rather than recording the last deal's contract again."""
    set_up(qtbot, window, "minibridge", ["Ann", "Bob", "Cat", "Dan"])
    form = window.form
    by_player(form, form.points, [12, 8, 12, 8])
    assert window.page.live.text() == ("Ann declares for North–South (24–16), Cat is dummy. "
                                       "Now enter the contract and the tricks.")
    record(qtbot, window)
    assert window.page.error.text() == "Choose the contract: its strain, and part-score or game."
    form.strain.setCurrentIndex(form.strain.findData("H"))
    form.level.setCurrentIndex(form.level.findData(False))
    record(qtbot, window)
    assert window.page.error.text() == "Enter the tricks taken by the declaring side."
    form.took.setValue(8)
    record(qtbot, window)
    assert window.page.error.text() == "" and len(window.sheet.results) == 1
    assert (form.strain.currentIndex(), form.level.currentIndex(), form.took.value()) == (-1, -1, -1)
    by_player(form, form.points, [8, 12, 8, 12])
    record(qtbot, window)
    assert window.page.error.text() == "Choose the contract: its strain, and part-score or game."
    assert len(window.sheet.results) == 1
