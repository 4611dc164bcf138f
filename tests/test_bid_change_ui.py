"""Changing a bid at the table, through the keys and the button a player uses: after the
bid the panel shows it with "Change my bid" (Ctrl+B, also in the Game menu), the bid
buttons come back for the change, and the offer goes the moment the next player bids."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.engine.events import BidMade
from cardtable.engine.games.bugger_bridge import BuggerBridgeInfo
from cardtable.session import SeatConfig
from cardtable.ui import human_tools
from cardtable.ui.announcer import Narrator
from cardtable.ui.decisions import ChangeOffer
from cardtable.ui.games.bugger_bridge import bids_so_far
from cardtable.ui.new_game import GameSetup

from .conftest import make_window, window_turn
from .test_session import LaterThinker


def press(qtbot, window, *keys: str) -> None:
    """Digits and Enter on the panel's focused control, as a person types them."""
    target = window.panel.focusWidget() or window.panel
    for k in keys:
        qtbot.keyClicks(target, k)
    qtbot.keyClick(target, Qt.Key.Key_Return)


def test_a_bid_is_changed_with_the_key_and_the_button_until_the_next_player_bids(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(human_tools, "OFFER_DELAY_MS", 0)  # offered at once: Ada thinks until told
    w = make_window(qtbot, tmp_path / "w")
    seats = (SeatConfig("You", human=True), *(SeatConfig(n) for n in ("Ada", "Ben", "Cy")))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=1))  # Cy bids, then you, then Ada
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w), timeout=10000)
    assert not w.change_action.isEnabled()  # nothing to change before the bid
    thinker = LaterThinker()
    s.thinker = thinker  # Ada thinks until the test lets her answer
    press(qtbot, w, "1")
    assert s.match.current.bids[0] == 1 and s.pending().seat == 1
    assert w.panel.current is not None and w.panel.current.sent  # the bid just sent, until the offer
    qtbot.waitUntil(lambda: w.panel.offer is not None)
    offer = w.panel.offer
    assert isinstance(offer, ChangeOffer) and w.panel.isVisible()
    assert offer.heading.text() == "You bid 1." and "Ada" in offer.note.text()
    assert w.change_action.isEnabled() and w.change_action.text() == "Chan&ge my bid"
    assert offer.button.text() == "Change my bid (Ctrl+B)"

    qtbot.keyClick(w, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)  # the menu item's key
    widget = w.panel.current
    assert widget is not None and w.panel.offer is None
    assert [b.isEnabled() for b in widget.buttons] == [True, True]  # the bid buttons are back
    assert widget.buttons[1].isChecked() and widget.confirm.text() == "Keep 1"  # the bid made, chosen
    # the others' bids, not yours
    assert widget.summary.text().replace("\xa0", " ") == bids_so_far(1, s.match.current.bids[3], between="<br>")
    press(qtbot, w, "0")
    assert s.match.current.bids == [0, None, None, s.match.current.bids[3]]
    qtbot.waitUntil(lambda: w.panel.offer is not None)
    assert w.panel.offer.heading.text() == "You bid 0."  # offered again: still before Ada's bid

    qtbot.mouseClick(w.panel.offer.button, Qt.MouseButton.LeftButton)  # the button does the same
    heading = w.panel.current.heading.text() if w.panel.current is not None else ""
    assert heading.replace("\u00a0", " ") == "Change your bid — you bid 0"  # (kept whole between phrases)
    press(qtbot, w, "1")
    assert s.match.current.bids[0] == 1
    seen = [q.view.info_as(BuggerBridgeInfo).bids[0] for q, _ in thinker.questions]
    assert seen == [1, 0, 1]  # Ada was asked again after each change
    thinker.answer_all()  # before the offer: the two stale answers are dropped; Ada bids, seeing 1
    QApplication.processEvents()  # the offer's moment comes, too late
    assert s.match.current.bids[1] is not None and s.match.current.bids[0] == 1
    assert not w.change_action.isEnabled() and not w.panel.changing and w.panel.offer is None
    assert not w.panel.isVisible()
    qtbot.keyClick(w, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert w.panel.current is None and s.match.current.bids[0] == 1  # too late: nothing reopens


def test_a_changed_bid_is_said_as_a_change(qapp):
    narrator = Narrator(["You", "Ada", "Ben"], 0)
    assert narrator.describe(BidMade(0, 2, True)) == "You change your bid to 2."
    assert narrator.describe(BidMade(1, 0, True)) == "Ada changes their bid to 0."
    assert narrator.describe(BidMade(1, 0, False)) == "Ada bids 0."


def test_the_next_players_bid_waits_for_the_change_window(qtbot, tmp_path, monkeypatch):
    """With the real worker (a computer bids in milliseconds), the answer to the player after
    you is held while you may change your bid: the change is a real one, and the next player
    is asked again and sees it. At instant speed there is no window (the other tests)."""
    from cardtable.ui import change_window

    monkeypatch.setattr(human_tools, "OFFER_DELAY_MS", 0)
    monkeypatch.setattr(human_tools, "CHANGE_WINDOW_MS", 60_000)  # longer than any busy machine's answer
    held = []
    hold = change_window.HeldThinker._reply
    monkeypatch.setattr(change_window.HeldThinker, "_reply",
                        lambda self, reply, q, a: (held.append((q, self.hold_left())), hold(self, reply, q, a)))
    w = make_window(qtbot, tmp_path / "w")
    w.animator.speed = 1.0
    seats = (SeatConfig("You", human=True), *(SeatConfig(n) for n in ("Ada", "Ben", "Cy")))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=1))  # Cy bids, then you, then Ada
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    press(qtbot, w, "1")
    qtbot.waitUntil(lambda: any(q.seat == 1 for q, _ in held), timeout=20000)  # Ada has answered...
    assert [left > 0 for q, left in held if q.seat == 1] == [True]
    assert s.match.current.bids[1] is None and w.change_action.isEnabled()  # ...and waits
    qtbot.waitUntil(lambda: w.panel.offer is not None)
    monkeypatch.setattr(human_tools, "CHANGE_WINDOW_MS", 0)  # from the change on, no more waiting
    qtbot.keyClick(w, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    press(qtbot, w, "0")
    qtbot.waitUntil(lambda: s.match.current.bids[1] is not None, timeout=20000)
    assert s.match.current.bids[0] == 0  # Ada's held answer to the bid of 1 was not applied
    asked = [q.view.info_as(BuggerBridgeInfo).bids[0] for q, _ in held if q.seat == 1]
    assert asked == [1, 0]  # she was asked again, seeing the changed bid
    assert not w.change_action.isEnabled()


def test_a_window_closed_before_the_offer_is_not_drawn_on(qtbot, tmp_path, monkeypatch):
    """The change offer comes a moment after the bid; a window closed and destroyed in that
    moment (a new game, quitting) is left alone rather than drawn on after its death."""
    from PySide6.QtCore import QCoreApplication, QEvent, QSettings

    from cardtable.ui.main_window import MainWindow

    monkeypatch.setattr(human_tools, "OFFER_DELAY_MS", 50)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable")
    w.show()
    seats = (SeatConfig("You", human=True), *(SeatConfig(n) for n in ("Ada", "Ben", "Cy")))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=1))
    qtbot.waitUntil(lambda: window_turn(w), timeout=10000)
    w.session.thinker = LaterThinker()  # Ada thinks on: the change stays open
    press(qtbot, w, "1")
    assert w.change_action.isEnabled()
    w.close()
    w.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(200)  # the offer's moment passes; an exception here fails the test


def bid_with_the_worker(qtbot, tmp_path, monkeypatch, window_ms: int = 60_000):
    """A window at normal speed with the real worker, its change window ``window_ms`` (by
    default longer than any busy machine's answer); you bid 1 and Ada's answer is held.
    Returns the window."""
    monkeypatch.setattr(human_tools, "OFFER_DELAY_MS", 0)
    monkeypatch.setattr(human_tools, "CHANGE_WINDOW_MS", window_ms)
    w = make_window(qtbot, tmp_path / "w")
    w.animator.speed = 1.0
    seats = (SeatConfig("You", human=True), *(SeatConfig(n) for n in ("Ada", "Ben", "Cy")))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=1))  # Cy bids, then you, then Ada
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    press(qtbot, w, "1")
    qtbot.waitUntil(lambda: w.session.thinker.holding == 1, timeout=20000)  # Ada has answered, and waits
    qtbot.waitUntil(lambda: w.panel.offer is not None)
    return w


def test_enter_keeps_the_bid_and_the_next_player_bids_at_once(qtbot, tmp_path, monkeypatch):
    """A player who does not want to change their bid does not wait the change window out:
    Enter, while the offer shows, keeps the bid, and Ada's held answer is applied at once."""
    w = bid_with_the_worker(qtbot, tmp_path, monkeypatch)
    s = w.session
    offer = w.panel.offer
    assert offer.keep is not None and offer.keep.text() == "Keep my bid (Enter)"
    assert offer.button.text() == "Change my bid (Ctrl+B)"
    assert QApplication.focusWidget() is offer.keep
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: s.match.current.bids[1] is not None, timeout=5000)  # not the window's 60 s
    assert s.match.current.bids[0] == 1 and s.thinker.holding == 0
    assert not w.change_action.isEnabled() and w.panel.offer is None and not w.panel.changing


def test_the_keep_button_keeps_the_bid_even_with_the_felt_focused(qtbot, tmp_path, monkeypatch):
    """The button does what Enter does; and Enter works from the felt too (a click there
    takes the keyboard), as the decisions' keys do."""
    w = bid_with_the_worker(qtbot, tmp_path, monkeypatch)
    s = w.session
    qtbot.mouseClick(w.panel.offer.keep, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: s.match.current.bids[1] is not None, timeout=5000)
    assert s.match.current.bids[0] == 1 and w.panel.offer is None

    w2 = bid_with_the_worker(qtbot, tmp_path / "2", monkeypatch)
    s2 = w2.session
    w2.view.setFocus()
    qtbot.keyClick(w2.view, Qt.Key.Key_Enter)
    qtbot.waitUntil(lambda: s2.match.current.bids[1] is not None, timeout=5000)
    assert s2.match.current.bids[0] == 1 and w2.panel.offer is None


def test_the_change_window_is_long_enough_to_read_the_offer_and_follows_the_speed(qtbot, tmp_path, monkeypatch):
    """Two seconds was too short to read the offer, decide and press Ctrl+B (a reviewer saw
    it go first): about four and a half at normal speed, shorter when faster, none at
    instant speed."""
    monkeypatch.setattr(human_tools, "OFFER_DELAY_MS", 0)
    w = make_window(qtbot, tmp_path / "w")
    seats = (SeatConfig("You", human=True), *(SeatConfig(n) for n in ("Ada", "Ben", "Cy")))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=1))  # Cy bids, then you, then Ada
    qtbot.waitUntil(lambda: window_turn(w), timeout=10000)
    w.session.thinker = LaterThinker()  # Ada thinks on: the change stays open
    lengths = []
    for speed, bid in ((1.0, "1"), (2.0, "0"), (0.0, "1")):
        w.animator.speed = speed
        if lengths:  # bid made: reopened to bid again
            qtbot.keyClick(w, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
        press(qtbot, w, bid)
        lengths.append(w._change_window_left())
    assert 4000 <= lengths[0] <= 5000
    assert 2000 <= lengths[1] <= 2500
    assert lengths[2] == 0


def test_held_answers_are_released_once_and_dropped_with_their_window(qtbot):
    """Released early (the human keeps their bid), a held answer is handed on at once and
    not again when its timer comes; held for a window destroyed, it is never handed on."""
    from PySide6.QtCore import QCoreApplication, QEvent, QObject

    from cardtable.ui.change_window import HeldThinker

    owner = QObject()
    inner = LaterThinker()
    held = HeldThinker(inner, lambda: 50, owner)
    got = []
    held.ask("q1", lambda q, a: got.append(q))
    held.ask("q2", lambda q, a: got.append(q))
    inner.inline.ask = lambda q, reply: reply(q, None)
    inner.answer_all()
    assert got == [] and held.holding == 2
    held.release()
    assert got == ["q1", "q2"] and held.holding == 0
    qtbot.wait(120)  # the timers come: nothing more
    assert got == ["q1", "q2"]

    held.ask("q3", lambda q, a: got.append(q))
    inner.answer_all()
    assert held.holding == 1
    owner.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert held.holding == 0
    held.release()
    qtbot.wait(120)
    assert got == ["q1", "q2"]


def test_the_next_player_waits_while_you_change_your_bid(qtbot, tmp_path, monkeypatch):
    """Ctrl+B reopened the bid, and the offer's few seconds ran out under the person as they
    chose: the next player bid and the bid panel vanished. Once the bid is reopened, the
    next player waits for the new bid (up to a minute)."""
    w = bid_with_the_worker(qtbot, tmp_path, monkeypatch, window_ms=1500)  # a short offer, to outlast
    s = w.session
    qtbot.keyClick(w, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)  # reopened within the offer
    assert w.panel.current is not None and w.panel.changing
    qtbot.wait(2500)  # well past the offer's 1.5 s
    assert s.match.current.bids[1] is None and w.panel.current is not None  # Ada waits; the choice stays
    monkeypatch.setattr(human_tools, "CHANGE_WINDOW_MS", 0)
    press(qtbot, w, "0")
    qtbot.waitUntil(lambda: s.match.current.bids[1] is not None, timeout=20000)
    assert s.match.current.bids[0] == 0  # the change came first, and Ada saw it


def test_the_offers_buttons_show_their_whole_words_in_french_too(qtbot, qapp, tmp_path, monkeypatch):
    """"Changer mon annonce (Ctrl+B)" and "Garder mon annonce (Entrée)" outgrew the panel
    side by side and were cut at both ends: too wide for one row, they go one above the other."""
    from cardtable.ui.translations import install_translator, remove_translators

    monkeypatch.setattr(human_tools, "OFFER_DELAY_MS", 0)
    assert install_translator(qapp, "fr") == "fr"
    try:
        for size in ((1024, 700), (1600, 1000)):
            w = make_window(qtbot, tmp_path / f"w{size[0]}", size=size)
            seats = (SeatConfig("Vous", human=True), *(SeatConfig(n) for n in ("Ada", "Ben", "Cy")))
            w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=1))
            s = w.session
            qtbot.waitUntil(lambda w=w: window_turn(w), timeout=10000)
            s.thinker = LaterThinker()  # Ada thinks on: the offer stays
            press(qtbot, w, "1")
            qtbot.waitUntil(lambda w=w: w.panel.offer is not None)
            offer = w.panel.offer
            assert offer.keep is not None and offer.keep.text() == "Garder mon annonce (Entrée)"
            for button in (offer.button, offer.keep):
                assert button.width() >= button.sizeHint().width(), (size, button.text())
            w.close()
    finally:
        remove_translators(qapp)


def test_a_first_bid_reopened_is_not_told_it_is_first(qtbot, tmp_path, monkeypatch):
    """Reopened to change a first bid, the panel still said "You bid first: nobody has bid yet"."""
    monkeypatch.setattr(human_tools, "OFFER_DELAY_MS", 0)
    w = make_window(qtbot, tmp_path / "w")
    seats = (SeatConfig("You", human=True), *(SeatConfig(n) for n in ("Ada", "Ben", "Cy")))
    for seed in range(1, 40):  # a deal where you bid first (Cy deals)
        w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=seed))
        if w.session.match.current.dealer == 3:
            break
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w), timeout=10000)
    assert w.panel.current.summary.text() == "You bid first: nobody has bid yet."
    s.thinker = LaterThinker()  # Ada thinks on: the change stays open
    press(qtbot, w, "1")
    qtbot.waitUntil(lambda: w.panel.offer is not None)
    qtbot.keyClick(w, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert w.panel.current is not None and w.panel.current.summary.text() == "Nobody else has bid yet."


def bid_one_with_the_change_offered(qtbot, tmp_path, monkeypatch):
    """A four-player table (you bid second, seed 1) where you have bid 1 and may change it:
    Ada, next, thinks until the test answers for her (the returned thinker)."""
    monkeypatch.setattr(human_tools, "OFFER_DELAY_MS", 0)
    w = make_window(qtbot, tmp_path / "w")
    seats = (SeatConfig("You", human=True), *(SeatConfig(n) for n in ("Ada", "Ben", "Cy")))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=1))
    qtbot.waitUntil(lambda: window_turn(w), timeout=10000)
    thinker = LaterThinker()
    w.session.thinker = thinker
    press(qtbot, w, "1")
    qtbot.waitUntil(lambda: w.panel.offer is not None)
    return w, thinker


def test_a_bid_reopened_to_think_it_over_is_kept_with_esc_or_by_choosing_it_again(qtbot, tmp_path, monkeypatch):
    """Ctrl+B, then keep the bid after all: the panel had no way back (the bid made greyed out
    the button, Esc did nothing) and the next player waited a minute for the change."""
    w, thinker = bid_one_with_the_change_offered(qtbot, tmp_path, monkeypatch)
    s = w.session
    w.change_action.trigger()  # Game ▸ Change my bid
    widget = w.panel.current
    assert widget is not None and w.panel.changing and widget.confirm.isEnabled()
    assert w.statusBar().currentMessage().endswith("or keep yours (Esc).")  # the way back, said
    asked = len(thinker.questions)
    qtbot.keyClick(widget.focusWidget() or widget, Qt.Key.Key_Escape)
    assert not w.panel.changing and not w.panel.isVisible() and s.match.current.bids[0] == 1
    assert w._change_window_left() == 0  # Ada's answer is not held for a change any more
    thinker.answer_all()
    QApplication.processEvents()
    assert s.match.current.bids[1] is not None and s.match.current.bids[0] == 1
    assert len(thinker.questions) == asked


def test_a_reopened_bid_chosen_again_keeps_it(qtbot, tmp_path, monkeypatch):
    w, thinker = bid_one_with_the_change_offered(qtbot, tmp_path, monkeypatch)
    s = w.session
    qtbot.keyClick(w, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    widget = w.panel.current
    qtbot.mouseClick(widget.buttons[0], Qt.MouseButton.LeftButton)
    assert widget.confirm.text() == "Change to 0"
    qtbot.mouseClick(widget.buttons[1], Qt.MouseButton.LeftButton)  # thought better of it
    assert widget.confirm.isEnabled() and widget.confirm.text() == "Keep 1"
    asked = len(thinker.questions)
    qtbot.mouseClick(widget.confirm, Qt.MouseButton.LeftButton)
    assert not w.panel.changing and s.match.current.bids[0] == 1
    assert len(thinker.questions) == asked  # no change made: Ada is not asked again
    thinker.answer_all()
    QApplication.processEvents()
    assert s.match.current.bids[1] is not None and s.match.current.bids[0] == 1
