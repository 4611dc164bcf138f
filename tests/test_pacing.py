"""Pacing a player can follow (issue 15, item 2), through the menus and keys a player uses:
the winning card is marked before its trick is gathered, the round summary waits for a key
(or goes on by itself when asked to), the four named speeds scale every animation, the
status line never names a player who has already played, and the docks show what the
table has shown, not what is still to come (a claim)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.session import SeatConfig, TableSession
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import GameSetup
from cardtable.ui.round_summary import AUTO_CONTINUE_MS, RoundSummary, tricks_text

from . import conftest
from .conftest import declare_no_trumps_until, first_legal, no_trumps, plain_text, window_turn

#: Autosaves and statistics are written as usual, without waiting for the disk (conftest).

#: Animated, but quickly. Any speed above 0 takes the animated path (every step a real
#: animation played in time, the queue busy meanwhile, the round summary waiting for the
#: player); only the durations shrink, and no test here is about a duration.
QUICK = 10.0


def make(qtbot, tmp_path, speed: float, human: bool = True, **settings_values) -> MainWindow:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", speed)
    for key, value in settings_values.items():
        settings.setValue(key.replace("__", "/"), value)
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def start(w: MainWindow, game: str = "bugger-bridge", human: bool = True, seed: int = 21) -> None:
    seats = (SeatConfig("You", human=human), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    w.start(GameSetup(game=game, seats=seats, options={}, seed=seed))


def act_with_keys(qtbot, w: MainWindow) -> None:
    """The human's decision, made with the keyboard on the focused widget, as a person would."""
    s = w.session
    view = s.view(s.pending().actor)
    if view.phase == "play":
        w.view.setFocus()
        QTest.keyClick(w.view, Qt.Key.Key_Right)
        QTest.keyClick(w.view, Qt.Key.Key_Return)
    else:
        w._decision_chosen(view.legal[0])  # the bid panels' keys are tested in test_ui_flow


def menu_action(w: MainWindow, *path: str):
    """The QAction at ``path`` of the menu bar (texts with their & markers)."""
    actions = w.menuBar().actions()
    for k, name in enumerate(path):
        action = next(a for a in actions if a.text() == name)
        if k == len(path) - 1:
            return action
        actions = action.menu().actions()
    raise AssertionError(path)


def test_the_winning_card_is_marked_before_its_trick_is_gathered(qtbot, tmp_path):
    w = make(qtbot, tmp_path, speed=0.0)
    start(w, human=False)  # four computers: tricks come by themselves
    w.set_speed(2.0, remember=False)  # dealt at once; from the first bid on, at a speed that animates
    s = w.session
    qtbot.waitUntil(lambda: bool(w.scene.winning_items()), timeout=30000)
    marked = w.scene.winning_items()
    assert len(marked) == 1
    assert len(w.scene.trick) == 4  # still on the table: the player sees the whole trick
    winner_slot = next(slot for slot, item in w.scene.trick if item is marked[0])
    leader, cards, winner = s.match.rounds[0].history[0]
    assert w.scene.players[winner_slot] == winner  # the card marked is the trick winner's
    assert marked[0].childItems()  # its glow
    qtbot.waitUntil(lambda: marked[0].scale() > 1.05, timeout=3000)  # it lifts...
    assert len(w.scene.trick) == 4  # ...before the trick is gathered
    assert int(marked[0].card) == cards[(winner - leader) % 4]
    qtbot.waitUntil(lambda: not w.scene.winning_items() and not w.scene.trick, timeout=10000)


@pytest.mark.parametrize("speed", [QUICK, 0.0], ids=["animated", "instant"])
def test_the_round_summary_waits_for_a_key_then_can_go_on_by_itself(qtbot, tmp_path, speed):
    # Instant speed leaves out the animations, not the result: the summary waits there too.
    w = make(qtbot, tmp_path, speed=speed)
    start(w)
    s = w.session
    while not w.summary.waiting:  # round 1: one card each
        qtbot.waitUntil(lambda: window_turn(w) or w.summary.waiting, timeout=30000)
        if window_turn(w):
            act_with_keys(qtbot, w)
    assert w.summary.isVisible() and len(s.match.rounds) == 1
    texts = [w.summary.grid.itemAt(k).widget().text() for k in range(w.summary.grid.count())]
    assert "You" in texts and w.summary.title.text() == "Round 1 is over"
    assert any(t.startswith("bid ") for t in texts)  # how each bid came out
    assert "Waiting for" not in w.statusBar().currentMessage()  # everyone has played
    qtbot.wait(w.animator.ms(AUTO_CONTINUE_MS) + 200)  # longer than it would go on by itself
    assert len(s.match.rounds) == 1  # nothing deals while the summary waits
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # any key goes on
    qtbot.waitUntil(lambda: len(s.match.rounds) == 2, timeout=10000)
    assert not w.summary.isVisible()

    menu_action(w, "&View", "Continue after a round &automatically").trigger()
    assert w.settings.value("table/auto_continue", type=bool)
    qtbot.waitUntil(lambda: len(s.match.round_scores) == 2 or window_turn(w), timeout=30000)
    while len(s.match.rounds) < 3:  # round 2 goes by without a key for the summary
        qtbot.waitUntil(lambda: window_turn(w) or len(s.match.rounds) == 3, timeout=30000)
        assert not w.summary.waiting
        if window_turn(w):
            act_with_keys(qtbot, w)


def test_no_summary_holds_a_table_of_computers(qtbot, tmp_path):
    w = make(qtbot, tmp_path, speed=QUICK)
    start(w, human=False)  # nobody to press a key: the rounds go on by themselves
    s = w.session
    qtbot.waitUntil(lambda: len(s.match.round_scores) >= 1, timeout=30000)
    assert not w.summary.waiting
    qtbot.waitUntil(lambda: len(s.match.round_scores) >= 2, timeout=30000)


def test_the_four_named_speeds_scale_every_animation(qtbot, tmp_path):
    w = make(qtbot, tmp_path, speed=1.0)
    names = [a.text() for a in menu_action(w, "&View", "Animation &speed").menu().actions()]
    assert names == ["&Slow", "&Normal", "&Fast", "&Instant (no animation)"]
    durations = {}
    for name in names:
        menu_action(w, "&View", "Animation &speed", name).trigger()
        durations[name] = w.animator.ms(600)
    assert durations["&Slow"] > durations["&Normal"] > durations["&Fast"] > durations["&Instant (no animation)"] == 0
    assert float(w.settings.value("table/speed")) == 0.0  # remembered
    again = make(qtbot, tmp_path, speed=0.0)
    assert menu_action(again, "&View", "Animation &speed", "&Instant (no animation)").isChecked()


def test_the_status_line_says_who_played_not_who_is_awaited(qtbot, tmp_path):
    """Whenever the status line waits for a player, that player's card is not already in
    the trick on the table (it said "Waiting for Cleo…" after Cleo had played). Each message
    is checked the moment it is shown, and again at every look while it stays."""
    w = make(qtbot, tmp_path, speed=QUICK)
    start(w, human=False)
    s = w.session
    seen: list[str] = []
    wrong: list[str] = []

    def look() -> bool:
        message = w.statusBar().currentMessage()
        seen.append(message)
        if message.startswith("Waiting for "):
            name = message.removeprefix("Waiting for ").rstrip("…")
            on_table = [s.match.players[w.scene.players[slot]] for slot, _ in w.scene.trick]
            if name in on_table:
                wrong.append(f"{message} with {on_table} on the table")
        return len(s.match.round_scores) >= 2  # three tricks, twelve cards played in real time

    w.statusBar().messageChanged.connect(lambda _message: look())
    qtbot.waitUntil(look, timeout=60000)
    assert not wrong, wrong[:3]
    assert any(m.startswith("Waiting for ") for m in seen) and any(" plays " in m or " leads " in m for m in seen)


def test_after_a_claim_the_docks_follow_the_table(qtbot, tmp_path):
    """Minibridge seed 1: you declare; claim with 3 tricks left at a speed that animates.
    The trick history may not list a trick the table has not yet gathered."""
    w = make(qtbot, tmp_path, speed=0.0)  # the deal at instant speed, the claim animated

    def late(t: TableSession) -> bool:  # 40 cards played, the person to play and free to claim
        d = t.human_decision()
        return (t.match.current is not None and len(t.match.current.plays) >= 40 and d is not None
                and t.view(d.actor).phase == "play" and t.can_claim)

    open_played(w, tmp_path, "minibridge", 1, late, human=no_trumps)
    s = w.session
    declare_no_trumps_until(w, qtbot, lambda rnd: len(rnd.plays) >= 40 and w.claim_action.isEnabled())
    w.set_speed(QUICK, remember=False)
    shown_before = w.history.last_trick()
    w.claim(s.tricks_left() if s.tricks_left() else 0)
    if not w.last_claim.stands:
        w.claim(w.last_claim.possible)
    assert s.match.rounds_completed == 1  # the engine is done at once...
    assert w.animator.busy  # ...the table is not
    assert w.history.last_trick() == shown_before  # the history waits for the table
    qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=30000)
    assert w.history.last_trick() != shown_before


def test_tricks_are_counted_in_plain_words(qtbot):
    from cardtable.engine.games.base import BidOutcome
    from cardtable.ui.round_summary import _bid_text

    assert tricks_text(0, 1) == "took 0 of 1 trick"
    assert tricks_text(2, 3) == "took 2 of 3 tricks"
    assert _bid_text(BidOutcome(hand_size=1, bid=1, tricks=0)) == "bid 1 · missed: took 0 of 1 trick"
    assert _bid_text(BidOutcome(hand_size=5, bid=2, tricks=2)) == "bid 2 · made"


def test_a_contract_made_with_overtricks_says_so():
    """"contract of 10 tricks · made" when eleven were taken hid the overtrick, which scores;
    and "contract of 7 tricks" did not say which contract, nor who declared it."""
    from cardtable.engine.games.base import ContractOutcome
    from cardtable.ui.round_summary import _contract_text

    def line(target: int, tricks: int, strain: str = "H") -> str:
        return _contract_text(ContractOutcome(2, 0, strain, target, tricks, (), target > 7), 2, "Cleo")

    assert line(10, 10) == "♥ game by Cleo, needs 10 · made"
    assert line(10, 11) == "♥ game by Cleo, needs 10 · made with an overtrick"
    assert line(7, 10) == "♥ part-score by Cleo, needs 7 · made with 3 overtricks"
    assert line(9, 7, "NT") == "NT game by Cleo, needs 9 · 2 down"  # the contract is named, not its tricks alone


def one_round(m, rng):
    """``m`` with its first round dealt and played out by random legal actions."""
    while m.rounds_completed < 1 or m.current is not None:
        if m.current is None:
            m.deal(rng)
            continue
        m.apply(rng.choice(m.current.legal_actions()))
    return m


def test_a_minibridge_deal_is_summed_up_by_side_with_the_sides_score_once(qtbot):
    """Partners share one score: the summary has a row per side ("You & Ben"), its tricks
    together and its points once, not +400 beside each partner (which read as 800)."""
    import random

    from cardtable.engine import Match
    from cardtable.ui.round_summary import summary_facts

    m = one_round(Match("minibridge", ["You", "Ada", "Ben", "Cleo"]), random.Random(2))
    k = len(m.round_scores) - 1
    tricks = tuple(m.rounds[k].player_tricks)
    assert sum(tricks) == 13
    facts = summary_facts(m, k, tricks, tuple(m.round_scores[k]), tuple(m.totals))
    assert facts.by_side and facts.names == ("You & Ben", "Ada & Cleo")
    assert facts.scores == (m.round_scores[k][0], m.round_scores[k][1])
    assert facts.totals == (m.totals[0], m.totals[1]) and sum(facts.tricks) == sum(tricks)
    declaring = m.spec.contract_outcome(m.rounds[k]).side
    outcome = m.spec.contract_outcome(m.rounds[k])
    assert f" by {m.players[outcome.declarer]}, needs {outcome.target} · " in facts.outcomes[declaring]
    assert facts.outcomes[1 - declaring] == ""


def test_a_summary_too_wide_for_the_table_puts_the_contract_on_two_lines(qtbot):
    """At 1024×700 the Minibridge summary ran wider than the table and "made with 3
    overtricks" lost its last letter to the summary's edge (a player's review): narrowed, the
    contract goes onto two lines at its " · ", every cell whole."""
    import random

    from cardtable.engine import Match
    from cardtable.ui.round_summary import summary_facts

    m = one_round(Match("minibridge", ["You", "Benedikt", "Ada", "Cleopatra"]), random.Random(2))
    k = len(m.round_scores) - 1
    facts = summary_facts(m, k, tuple(m.rounds[k].player_tricks), tuple(m.round_scores[k]), tuple(m.totals))
    summary = RoundSummary()
    qtbot.addWidget(summary)
    summary.show_facts(facts, waiting=True)
    wide = summary.sizeHint().width()
    contract = next(label for label in summary._outcomes if label.text())
    assert "<br>" not in contract.text()
    summary.fit_width(wide + 10)  # room enough: one line
    assert "<br>" not in contract.text()
    summary.fit_width(wide - 40)
    assert "<br>" in contract.text() and summary.sizeHint().width() <= wide - 40
    summary.resize(summary.sizeHint())
    qtbot.wait(1)
    for k in range(summary.grid.count()):
        label = summary.grid.itemAt(k).widget()
        assert label.width() >= label.sizeHint().width() and label.height() >= label.sizeHint().height(), label.text()


def test_a_deal_thrown_in_keeps_the_deals_numbered_as_the_sheet_counts_them(qtbot):
    """A 20–20 deal is thrown in and not counted: its summary says so, and the deal after it
    is summed up under the number the score sheet gives it (deal 8 of 8, not "deal 9")."""
    import random

    from cardtable.engine import Match
    from cardtable.ui.round_summary import summary_facts

    m = Match("minibridge", ["You", "Ada", "Ben", "Cleo"])
    rng = random.Random(0)  # deal 2 of this session is 20–20
    while not m.finished:
        if m.current is None:
            m.deal(rng)
            continue
        m.apply(rng.choice(m.current.legal_actions()))
    titles = [summary_facts(m, k, tuple(r.player_tricks), tuple(m.round_scores[k]), tuple(m.totals)).title
              for k, r in enumerate(m.rounds)]
    thrown = [k for k, r in enumerate(m.rounds) if r.redeal]
    assert thrown and len(m.rounds) == 8 + len(thrown)
    assert titles[thrown[0]].startswith(f"Deal {thrown[0] + 1} is thrown in")
    assert titles[-1] == "Deal 8 is over"
    k = thrown[0]
    facts = summary_facts(m, k, tuple(m.rounds[k].player_tricks), tuple(m.round_scores[k]), tuple(m.totals))
    assert facts.thrown_in and not summary_facts(m, k + 1, tuple(m.rounds[k + 1].player_tricks),
                                                 tuple(m.round_scores[k + 1]), tuple(m.totals)).thrown_in
    panel = RoundSummary()
    qtbot.addWidget(panel)
    panel.show_facts(facts, waiting=False)
    heads = [panel.grid.itemAtPosition(0, c).widget().text() for c in range(panel.grid.columnCount())
             if panel.grid.itemAtPosition(0, c) is not None]
    assert heads == ["<b>Side</b>", "<b>Total</b>"], "no rows of 0 tricks and +0 points for a deal not played"


def test_the_table_names_a_side_that_tops_a_deal_as_one(qtbot, tmp_path):
    """Partners score alike: "Deal over — most this deal: You & Ben (140)", not "You, Ben"."""
    from cardtable.engine.events import RoundScored

    w = make(qtbot, tmp_path, speed=QUICK)
    open_at_the_last_trick(w, tmp_path, "minibridge", seed=2)
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
    names = w.session.match.players
    w.scene.handle([RoundScored((3, 4, 3, 3), (0, 140, 0, 140), (0, 140, 0, 140))])
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
    assert w.scene.message.text() == f"Deal over — most this deal: {names[1]} & {names[3]} (140)"


def test_a_hint_is_marked_on_the_card_with_its_reason_beside_it(qtbot, tmp_path):
    from cardtable.ui import hint_callout

    w = make(qtbot, tmp_path, speed=0.0)
    start(w)
    s = w.session
    while True:
        qtbot.waitUntil(lambda: window_turn(w), timeout=30000)
        if s.view(s.pending().actor).phase == "play":
            break
        act_with_keys(qtbot, w)
    menu_action(w, "&Game", "&Hint").trigger()
    qtbot.waitUntil(lambda: w.last_hint is not None, timeout=30000)
    action, text = w.last_hint
    marks = hint_callout.marks(w.scene)
    assert len(marks) == 1 and marks[0].card.card == action.card  # the suggested card wears the ring
    bubbles = hint_callout.callouts(w.scene)
    assert len(bubbles) == 1 and bubbles[0].text and bubbles[0].text in text  # its reason beside it
    assert bubbles[0].isVisible() and w.scene.sceneRect().contains(bubbles[0].sceneBoundingRect())
    act_with_keys(qtbot, w)  # the player acts: the hint goes
    assert not hint_callout.marks(w.scene) and not hint_callout.callouts(w.scene)


def test_a_hint_for_a_bid_stands_over_the_bid_panel(qtbot, tmp_path):
    w = make(qtbot, tmp_path, speed=0.0)
    start(w)
    qtbot.waitUntil(lambda: window_turn(w), timeout=30000)
    assert w.session.view(w.session.pending().actor).phase != "play"
    menu_action(w, "&Game", "&Hint").trigger()
    qtbot.waitUntil(lambda: w.last_hint is not None, timeout=30000)
    assert w.hint_bubble.isVisible() and w.hint_bubble.text().replace("\u00a0", " ") == w.last_hint[1]
    assert not w.hint_bubble.text().rsplit("\u00a0", 1)[-1].count(" ")  # its last word kept with the one before
    assert not w.hint_bubble.geometry().intersects(w.panel.geometry())  # beside the panel, never over it
    assert w.panel.current.hinted is w.panel.current.control_for(w.last_hint[0])  # the bid wears the ring


def test_a_hint_bubble_leaves_the_others_cards_in_sight_where_the_felt_has_room(qtbot, tmp_path):
    """Bugger Bridge at four players, 1024×700: the bid hint's bubble lay over Ada's hand and
    hid her card (a player's review). It keeps clear of the others' cards where the felt has
    room, as the bid panel does, and of the plates and the panel always."""
    w = make(qtbot, tmp_path, speed=0.0)
    w.resize(1024, 700)
    start(w, seed=7)
    qtbot.waitUntil(lambda: window_turn(w), timeout=30000)
    menu_action(w, "&Game", "&Hint").trigger()
    qtbot.waitUntil(lambda: w.last_hint is not None, timeout=30000)
    bubble = QRectF(w.hint_bubble.geometry())
    hard, soft = w.scene.panel_keepout()
    assert not bubble.intersects(QRectF(w.panel.geometry()))
    assert not any(bubble.intersects(r) for r in hard), (bubble, hard)
    assert not any(bubble.intersects(r) for r in soft), (bubble, soft)


def after_hand_four(tmp_path, speed: float):
    """A Dumb-Bunny match left after hand 4 of the standard hand card (then new partners),
    resumed in a window at ``speed``; and the human's partner in hand 4."""
    from cardtable.session import TableSession
    from cardtable.session.saving import write_autosave

    from .conftest import play_session

    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    old = TableSession("dumb-bunny", seats, {}, 5)
    play_session(old, until=lambda t: t.match.rounds_completed == 4)
    # The autosave the table would have written after that last action (written once here:
    # writing it after each of the 200 actions, each synced to disk, took seconds).
    write_autosave(old, tmp_path / "autosave.cardtable")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", speed)
    return settings, old.view(0).info.partner


def test_dumb_bunny_says_new_partners_at_instant_speed_until_the_first_trick(qtbot, tmp_path):
    """A player's review: at instant speed the table's banner is not shown and the status
    line's news gave way to the prompt at once, so hand 5 began with a new partner and no
    word of it. The prompt says it until the hand's first trick is done."""
    settings, partner_before = after_hand_four(tmp_path, 0.0)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable", offer_resume=False)
    qtbot.addWidget(w)
    w.show()
    w.start_screen.continue_button.click()
    conftest.await_turn(w, qtbot)
    partner = w.session.view(0).info.partner
    assert partner != partner_before
    news = f"New partners: you now play with {w.session.match.players[partner]}. "
    assert w._status_text.startswith(news), w._status_text
    while not w.session.view(0).history:  # the first trick of the hand, played from the keyboard
        act_with_keys(qtbot, w)
        conftest.await_turn(w, qtbot)
    assert "New partners" not in w._status_text, w._status_text


def test_dumb_bunny_announces_new_partners_on_the_table(qtbot, tmp_path):
    """Hand 4 of the standard hand card ends with new partners: hand 5 opens with a banner.
    The match was left on hand 4's summary (scored, hand 5 not dealt): resumed, the summary
    waits again, as it did (a player's review: the app closed on a summary came back at the
    next hand, the result and the tricks never shown)."""
    from cardtable.ui.table_banner import banners

    settings, partner_before = after_hand_four(tmp_path, QUICK)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable", offer_resume=False)
    qtbot.addWidget(w)
    w.show()
    w.start_screen.continue_button.click()
    qtbot.waitUntil(lambda: w.summary.waiting, timeout=30000)
    assert w.session.match.current is None and len(w.session.match.rounds) == 4  # hand 5 waits
    assert "Hand 4" in plain_text(w.summary.title.text()), w.summary.title.text()
    w.summary.go_on.click()
    qtbot.waitUntil(lambda: bool(banners(w.scene)), timeout=30000)
    text = banners(w.scene)[0].text
    partner = w.session.view(0).info.partner
    assert partner != partner_before
    assert text == f"New partners: you now play with {w.session.match.players[partner]}"
    qtbot.waitUntil(lambda: not banners(w.scene), timeout=20000)  # it goes away by itself
    corner = " ".join(w.scene.info_text.text().split())  # the corner wraps its lines to its room
    # The hand card's line 5 on the table: its trumps as the headline, said once.
    headline = " ".join(w.scene.trump_text.text().split())  # wrapped to its room, "♦ diamonds" whole
    assert headline == "Trumps: ♦ diamonds" and corner.startswith("Hand 5 of 16")
    assert "trumps" not in corner.lower()


def test_a_click_on_the_table_goes_on_from_the_summary_and_plays_nothing(qtbot, tmp_path):
    w = make(qtbot, tmp_path, speed=QUICK)
    start(w)
    s = w.session
    while not w.summary.waiting:
        qtbot.waitUntil(lambda: window_turn(w) or w.summary.waiting, timeout=30000)
        if window_turn(w):
            act_with_keys(qtbot, w)
    plays = sum(len(r.plays) for r in s.match.rounds)
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=w.view.viewport().rect().bottomLeft()
                     + QPoint(30, -30))
    assert not w.summary.isVisible()
    qtbot.waitUntil(lambda: len(s.match.rounds) == 2, timeout=10000)
    assert sum(len(r.plays) for r in s.match.rounds) == plays


def open_played(w: MainWindow, folder, game: str, seed: int, until, names=("Ada", "Ben", "Cleo"),
                human=first_legal) -> TableSession:
    """``game`` with the person and ``names`` (easy computers) opened in ``w`` where
    ``until`` holds (conftest's :func:`open_played`)."""
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in names))
    return conftest.open_played(w, folder, TableSession(game, seats, {}, seed), until, human)


def open_at_the_last_trick(w: MainWindow, folder, game: str, seed: int, names=("Ada", "Ben", "Cleo")) -> None:
    """Round 1 of ``game`` opened in ``w`` at its last trick (:func:`open_played`): the
    window plays that trick and shows what ends the round."""

    def last_trick(t: TableSession) -> bool:
        if not t.match.rounds:
            return False
        view = t.view(0)
        return view.phase == "play" and len(view.history) == view.n_tricks - 1

    assert not open_played(w, folder, game, seed, last_trick, names).match.round_scores


def play_first_round(qtbot, w: MainWindow) -> None:
    """The first round to its summary: every trick but the last at instant speed (the
    summary shows only at a speed the player can follow, which the last trick is played at)."""
    s = w.session
    speed = w.animator.speed
    w.set_speed(0.0, remember=False)
    while not s.match.round_scores:
        qtbot.waitUntil(lambda: window_turn(w) or bool(s.match.round_scores), timeout=30000)
        if window_turn(w):
            view = s.view(s.pending().actor)
            if view.phase == "play" and len(view.history) == view.n_tricks - 1:
                w.set_speed(speed, remember=False)
            if view.phase == "play":
                act_with_keys(qtbot, w)
            else:
                w._decision_chosen(view.legal[0])
    qtbot.waitUntil(lambda: w.summary.waiting, timeout=30000)


def test_bleeding_hearts_review_shows_the_turnip_and_the_bids(qtbot, tmp_path):
    w = make(qtbot, tmp_path, speed=QUICK)
    open_at_the_last_trick(w, tmp_path, "bleeding-hearts", seed=6, names=("Ada", "Ben"))
    play_first_round(qtbot, w)
    menu_action(w, "&View", "&Review last round…").trigger()
    header = plain_text(w.review.header.text())
    rnd = w.session.match.rounds[0]
    assert w.review.header.isVisible()
    assert header.startswith(f"Turnip: {rnd.turnip.pretty} · Bids: You ")
    assert all(name in header for name in ("Ada", "Ben"))
    # The last trick says the turnip joins it, and who takes it; no other trick says so.
    review = w.review
    last = len(rnd.history)
    taker = w.session.match.players[rnd.history[-1][2]]
    review.go(last)
    assert f"The turnip {rnd.turnip.pretty} joins this trick: {taker} takes it too." in review.trick_label.text()
    review.go(last - 1)
    assert "turnip" not in review.trick_label.text()


def test_minibridge_says_deal_and_the_others_say_round(qtbot, tmp_path):
    w = make(qtbot, tmp_path, speed=QUICK)
    open_at_the_last_trick(w, tmp_path, "minibridge", seed=2)
    play_first_round(qtbot, w)
    assert w.summary.title.text() == "Deal 1 is over"
    menu_action(w, "&View", "&Review last round…").trigger()
    assert w.review.windowTitle() == "Review of deal 1"
    (tmp_path / "other").mkdir()
    other = make(qtbot, tmp_path / "other", speed=QUICK)
    open_at_the_last_trick(other, tmp_path / "other", "bugger-bridge", seed=21)
    play_first_round(qtbot, other)
    assert other.summary.title.text() == "Round 1 is over"


def test_a_deal_thrown_in_keeps_its_20_20_message_on_the_table(qtbot, tmp_path):
    """A 20–20 deal is scored (nothing) right after it is thrown in: the table keeps saying
    why, not a bare "Deal over"."""
    from cardtable.engine.events import Redeal, RoundScored

    w = make(qtbot, tmp_path, speed=QUICK)
    open_at_the_last_trick(w, tmp_path, "minibridge", seed=2)
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
    w.scene.handle([Redeal(0), RoundScored((0,) * 4, (0,) * 4, (0,) * 4)])
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
    assert "20–20" in w.scene.message.text()


def test_cardtable_play_seats_computers_at_the_dialog_s_default_level():
    from cardtable.tools.cli import build_parser
    from cardtable.ui.new_game import default_level

    args = build_parser().parse_args(["play", "minibridge"])
    assert args.level == default_level() == "normal"


def test_undo_from_a_round_summary_takes_the_summary_away(qtbot, tmp_path):
    """Undo while a round's summary waits goes back into that round: the summary of it goes
    (it showed results undone), and the human's turn comes back with no click to dismiss it."""
    w = make(qtbot, tmp_path, speed=QUICK)
    open_at_the_last_trick(w, tmp_path, "bugger-bridge", seed=21)
    play_first_round(qtbot, w)
    assert w.summary.isVisible() and w.undo_action.isEnabled()
    w.undo_action.trigger()
    qtbot.waitUntil(lambda: window_turn(w), timeout=10000)
    assert not w.summary.isVisible() and not w.summary.waiting
    assert not w.session.match.round_scores, "back in round 1"


def test_redo_back_to_a_round_summary_shows_it_again_and_it_waits(qtbot, tmp_path):
    """Redo forward to where undo left a waiting summary comes back to that summary, waiting
    as before: the next round used to be dealt at once, its result never shown."""
    w = make(qtbot, tmp_path, speed=QUICK)
    open_at_the_last_trick(w, tmp_path, "bugger-bridge", seed=21)
    play_first_round(qtbot, w)
    title = w.summary.title.text()
    w.undo_action.trigger()
    qtbot.waitUntil(lambda: window_turn(w), timeout=10000)
    assert w.redo_action.isEnabled()
    w.redo_action.trigger()
    qtbot.waitUntil(lambda: w.summary.waiting, timeout=10000)
    assert w.summary.isVisible() and w.summary.title.text() == title
    qtbot.wait(w.animator.ms(AUTO_CONTINUE_MS) + 200)
    s = w.session
    assert len(s.match.rounds) == 1 and s.match.round_scores, "nothing dealt while it waits"
    assert w.statusBar().currentMessage().startswith("Redone")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(s.match.rounds) == 2, timeout=10000)
    # Said beside the summary it came back to, not again with the next round's prompt.
    qtbot.waitUntil(lambda: window_turn(w), timeout=10000)
    assert "Redone" not in w.statusBar().currentMessage(), w.statusBar().currentMessage()


def test_a_match_s_end_is_said_alike_on_the_table_and_the_sheet(qtbot, tmp_path):
    """'winners: Ada and Cleo' on the table as in the sheet's caption (the table said
    "winner: Ada, Cleo")."""
    from cardtable.engine.events import MatchOver
    from cardtable.ui.sheet_model import winners_phrase

    w = make(qtbot, tmp_path, speed=QUICK)
    open_at_the_last_trick(w, tmp_path, "minibridge", seed=2)
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
    names = w.session.match.players
    w.scene.handle([MatchOver((0, 300, 0, 300), (1, 3))])
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
    assert w.scene.message.text() == f"Match over — winners: {names[1]} and {names[3]}"
    assert winners_phrase(["You"]) == "winner: You"


def test_last_trick_is_told_on_the_status_line_and_a_menu_does_not_wipe_it(qtbot, tmp_path):
    """View ▸ Last trick (Ctrl+L) tells the last trick on the status line, no box to close;
    before the first trick it says there is none yet. Hovering a menu item without a tip
    (Qt then sends an empty tip) leaves the line as it was."""
    from PySide6.QtGui import QStatusTipEvent

    w = make(qtbot, tmp_path, speed=QUICK)
    open_at_the_last_trick(w, tmp_path, "minibridge", seed=2)  # twelve tricks played
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
    action = menu_action(w, "&View", "&Last trick")
    action.trigger()
    said = w.statusBar().currentMessage()
    assert said.startswith("Last trick: ") and "—" in said and QApplication.activeModalWidget() is None
    QApplication.sendEvent(w, QStatusTipEvent(""))
    assert w.statusBar().currentMessage() == said
    w.history.list.clear()
    action.trigger()
    assert w.statusBar().currentMessage() == "No trick has been played yet in this round."


@pytest.mark.parametrize("game", ["bugami", "bleeding-hearts"])
def test_a_bug_suit_rounds_summary_says_the_bid_and_the_bug_cards_behind_the_points(qtbot, game):
    """"+0 for 5 tricks" beside "+80 for 2" looked like a bug: each row says the bid and the
    bug cards it took, a broken Doublets that it scores 0, a Turnip or clean Doublets that the
    score is doubled, a Zero whether it took a trick — the facts the points come from."""
    import random

    from cardtable.engine import Match
    from cardtable.engine.games.bleeding_hearts import TURNIP
    from cardtable.engine.games.bugami import ZERO
    from cardtable.ui.round_summary import summary_facts

    n = 4 if game == "bugami" else 3
    m = Match(game, [f"P{i}" for i in range(n)])
    rng = random.Random(3)
    seen = set()
    while not m.finished and m.rounds_completed < 30:
        if m.current is None:
            m.deal(rng)
            continue
        m.apply(rng.choice(m.current.legal_actions()))
        if m.current is None:
            k = len(m.rounds) - 1
            rnd = m.rounds[k]
            facts = summary_facts(m, k, tuple(rnd.tricks), tuple(m.round_scores[k]), tuple(m.totals))
            for p, words in enumerate(facts.outcomes):
                bid, bugs, score = rnd.bids[p], rnd.bugs(p), m.round_scores[k][p]
                doublets = getattr(rnd, "doublets", [False] * n)[p]
                if bid == ZERO:
                    seen.add("zero")
                    assert words == ("Zero · no trick" if not rnd.tricks[p] else
                                     "Zero · took 1 trick" if rnd.tricks[p] == 1 else
                                     f"Zero · took {rnd.tricks[p]} tricks")
                    continue
                count = "no bug card" if not bugs else "1 bug card" if bugs == 1 else f"{bugs} bug cards"
                assert f" · {count}" in words, words
                if doublets and bugs:
                    seen.add("broken")
                    assert words.endswith(" · scores 0") and score == 0
                elif bid == TURNIP or doublets:
                    seen.add("doubled")
                    assert words.startswith("Turnip " if bid == TURNIP else "Doublets ") and (
                        words.endswith(" · doubled") or not rnd.tricks[p])
                else:
                    seen.add("suit")
                    assert words.startswith("bug ")
    assert {"suit"} <= seen and (seen >= {"broken", "doubled"} if game == "bleeding-hearts" else "zero" in seen)
    panel = RoundSummary()
    qtbot.addWidget(panel)
    panel.show_facts(facts, waiting=False)
    cells = [panel.grid.itemAtPosition(r, c).widget().text() for r in range(panel.grid.rowCount())
             for c in range(panel.grid.columnCount()) if panel.grid.itemAtPosition(r, c) is not None]
    assert "<b>Bid</b>" in cells  # a bug suit, not a contract
    assert all("color:" in t for t in cells if "♥" in t or "♦" in t)  # red suits read red


def test_a_summary_with_no_room_clear_of_the_plates_fades_those_it_covers_and_follows_a_resize(qtbot, tmp_path):
    """Ten seats round a small table leave no felt clear of the plates for a summary of ten
    rows: it goes over the middle, and the plates it covers fade (half hidden at full strength
    they read as a panel out of place); the others stay as they were. The window made large,
    the summary is placed again over the table's new middle, fading only what it covers then;
    gone, every plate is whole again."""
    from cardtable.ui.summary_flow import PLATE_UNDER_SUMMARY

    w = make(qtbot, tmp_path, speed=QUICK)
    w.resize(921, 630)  # the window opened on a 1024x700 screen
    open_at_the_last_trick(w, tmp_path, "bugger-bridge", seed=5,
                           names=("Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo"))
    play_first_round(qtbot, w)

    def faded_as_covered() -> list:
        covered = w.view.mapToScene(w.summary.geometry()).boundingRect()
        under = [p for p in w.scene.plates if p.sceneBoundingRect().intersects(covered)]
        for plate in w.scene.plates:
            assert plate.opacity() == (PLATE_UNDER_SUMMARY if plate in under else 1.0), plate.name
        return under

    under = faded_as_covered()
    assert 0 < len(under) < 10
    w.resize(1600, 1000)
    qtbot.waitUntil(lambda: abs(w.summary.geometry().center().x() - w.view.viewport().width() / 2) < 100)
    assert w.view.viewport().rect().contains(w.summary.geometry())
    faded_as_covered()
    QTest.keyClick(w.summary, Qt.Key.Key_Return)
    assert not w.summary.isVisible()
    assert all(p.opacity() == 1.0 for p in w.scene.plates)


def test_a_dumb_bunny_summary_says_a_swap_hand_and_what_changes_next(qtbot):
    """"3 tricks +9" read as a miscount on a swap hand, and the seats changed unannounced."""
    import random

    from cardtable.engine import Match
    from cardtable.ui.round_summary import summary_facts

    m = Match("dumb-bunny", [f"P{i}" for i in range(8)])
    rng = random.Random(4)
    footers = {}
    while m.rounds_completed < 8:
        if m.current is None:
            m.deal(rng)
            continue
        m.apply(rng.choice(m.current.legal_actions()))
        if m.current is None or m.current.phase == "done":
            k = len(m.round_scores) - 1
            if k >= 0 and k not in footers:
                footers[k] = summary_facts(m, k, tuple(m.rounds[k].player_tricks), tuple(m.round_scores[k]),
                                           tuple(m.totals)).footer
    assert footers[0] == ""  # hand 1: nothing to say
    assert footers[3] == "Next, everyone gets a new partner."  # hand 4, then new partners
    assert footers[7] == ("A swap hand: each side scores the other side's tricks.\n"
                          "Next, the East–West players move to the next table.")  # hand 8: swap, then move


@pytest.mark.parametrize(("game", "players", "left"), [("bugami", 5, 2), ("bleeding-hearts", 3, 1)])
def test_the_undealt_cards_taken_with_the_last_trick_are_named_under_the_summary(qtbot, game, players, left):
    """The undealt cards go face down with the last trick and can hold a bug card that
    counts against its winner: the summary names them, as the table never showed them."""
    import random

    from cardtable.engine import Match
    from cardtable.engine.cards import cards_of
    from cardtable.ui.round_summary import summary_facts
    from cardtable.ui.sheet_model import card_text

    m = one_round(Match(game, ["You", "Ada", "Ben", "Cleo", "Dev"][:players]), random.Random(4))
    facts = summary_facts(m, 0, tuple(m.rounds[0].player_tricks), tuple(m.round_scores[0]), tuple(m.totals))
    undealt = [card_text(c) for c in cards_of(m.rounds[0].undealt)]
    assert len(undealt) == left
    if game == "bleeding-hearts":  # its one undealt card is the turnip, called so on the table
        assert f"The turnip, {undealt[0]}, went with the last trick." in facts.footer, facts.footer
        return
    word = "card" if left == 1 else "cards"
    assert f"The undealt {word}, {', '.join(undealt)}, went with the last trick." in facts.footer, facts.footer


def test_a_status_line_too_long_for_the_window_ends_in_an_ellipsis(qtbot, tmp_path):
    """A long hint at 1024×700 ended mid-word ("… averaged 10.3 points; l"): the line is cut
    short with "…", its tool tip holds the whole, and a wider window shows it whole again."""
    w = make(qtbot, tmp_path, speed=0.0)
    w.resize(700, 500)
    qtbot.waitUntil(lambda: w.width() <= 700)
    text = "Hint: " + " ".join(["the computer tried this card on many layouts and it averaged 10.3 points"] * 3)
    w.status(text)
    shown = w.statusBar().currentMessage()
    assert shown.endswith("…") and text.startswith(shown[:-1]) and w.statusBar().toolTip() == text
    w.status("Your turn to play")
    assert w.statusBar().currentMessage() == "Your turn to play" and w.statusBar().toolTip() == ""
    w.status(text)
    w.resize(4000, 500)
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == text)


@pytest.mark.parametrize("speed", [0.0, QUICK], ids=["instant", "animated"])
def test_at_instant_speed_the_prompt_names_who_won_the_last_trick(qtbot, tmp_path, speed):
    """At instant speed a trick is gathered the moment its last card falls: one the player
    completed, or one that went round after their lead, was never seen on the felt. The
    prompt names who won it and with which card; animated, the trick lay on the felt."""
    from cardtable.ui.sheet_model import card_text

    w = make(qtbot, tmp_path, speed=speed)
    start(w)
    s = w.session
    for _ in range(200):
        qtbot.waitUntil(lambda: window_turn(w) or w.summary.waiting, timeout=30000)
        if w.summary.waiting:
            w.summary.go_on.click()
            continue
        view = s.view(0)
        if view.phase == "play" and view.history:
            break
        act_with_keys(qtbot, w)
    else:
        raise AssertionError("no second trick")
    leader, cards, winner = view.history[-1]
    who = "You" if winner == 0 else s.match.players[winner]
    said = f"{who} won the last trick with the {card_text(cards[(winner - leader) % 4])}"
    line = w.statusBar().currentMessage()
    assert line.startswith(said) == (speed == 0.0), line
    assert line.endswith("Your lead") or line.endswith("Your turn to play"), line


def test_most_of_a_table_level_at_the_top_names_the_few_below(qtbot, tmp_path):
    """Ten players of whom nine scored 10 read "most this round: You, Ada, Ben, … (10)" over
    two lines of felt; the few below are named instead. A level pair is still named as such."""
    from cardtable.engine.events import RoundScored

    w = make(qtbot, tmp_path, speed=QUICK)
    start(w)  # You, Ada, Ben, Cleo
    qtbot.waitUntil(lambda: window_turn(w), timeout=30000)
    w.scene.handle([RoundScored((0, 0, 1, 0), (10, 10, 0, 10), (10, 10, 0, 10))])
    qtbot.waitUntil(lambda: w.scene.message.text().startswith("Round over"), timeout=10000)
    assert w.scene.message.text() == "Round over — everyone but Ben scored 10"
    w.scene.handle([RoundScored((0, 0, 1, 0), (10, 10, 10, 10), (20, 20, 10, 20))])
    qtbot.waitUntil(lambda: "everyone scored" in w.scene.message.text(), timeout=10000)
    assert w.scene.message.text() == "Round over — everyone scored 10"
    w.scene.handle([RoundScored((0, 0, 1, 0), (10, 0, 0, 10), (30, 20, 10, 30))])
    qtbot.waitUntil(lambda: "most this round" in w.scene.message.text(), timeout=10000)
    assert w.scene.message.text() == "Round over — most this round: You and Cleo (10)"


def test_an_undo_at_instant_speed_is_said_with_the_next_prompt(qtbot, tmp_path):
    """A player's review: at instant speed "Undone: … (practice match)" gave way to "Your lead"
    at once, and nothing said the match was now practice. It is said with the prompt of the
    decision the undo came back to, once."""
    w = make(qtbot, tmp_path, speed=0.0)
    start(w)
    s = w.session
    for _ in range(3):  # a few of the person's decisions, from the keyboard
        conftest.await_turn(w, qtbot)
        act_with_keys(qtbot, w)
    conftest.await_turn(w, qtbot)
    undo = menu_action(w, "&Game", "&Undo")
    assert undo.isEnabled()
    undo.trigger()
    conftest.await_turn(w, qtbot)
    assert s.practice
    assert w._status_text.startswith("Undone: back to your previous decision (practice match). "), w._status_text
    act_with_keys(qtbot, w)
    conftest.await_turn(w, qtbot)
    assert "Undone" not in w._status_text, w._status_text


def test_a_contract_the_computer_chooses_has_its_moment_on_the_table(qtbot, tmp_path):
    """A player's review: as a defender, the contract was chosen and the lead down within three
    seconds, the corner still saying "Contract not chosen yet". The contract now stands in a
    banner over the table before the lead."""
    from cardtable.ui.table_banner import banners

    w = make(qtbot, tmp_path, speed=QUICK)
    start(w, "minibridge", human=False, seed=3)  # watched: every contract is the computer's
    qtbot.waitUntil(lambda: any(b.text.startswith("Contract: ") for b in banners(w.scene)), timeout=30000)
    text = next(b.text for b in banners(w.scene) if b.text.startswith("Contract: "))
    s = w.session
    rnd = s.match.current if s.match.current is not None else s.match.rounds[-1]
    assert rnd.contract is not None and s.match.players[rnd.declarer] in text and "tricks needed" in text


def test_a_dumb_bunny_summary_names_each_players_partner_and_their_tricks_together(qtbot):
    """A player's review: "You 0 tricks +8" read as a mistake, a player scoring the side's
    tricks (or in a swap hand the other side's) with nothing on the summary saying whose. Each
    row names the partner and the tricks the two took together."""
    import random

    from cardtable.engine import Match
    from cardtable.ui.round_summary import summary_facts

    m = one_round(Match("dumb-bunny", ["You", "Ada", "Ben", "Cleo"]), random.Random(3))
    rnd = m.rounds[0]
    tricks = tuple(rnd.player_tricks)
    facts = summary_facts(m, 0, tricks, tuple(m.round_scores[0]), tuple(m.totals))
    assert facts.outcome_title == "Partner"
    for p in range(4):
        t, seat = rnd.where[p]
        partner = rnd.seats[t][(seat + 2) % 4]
        together = tricks[p] + tricks[partner]
        word = "trick" if together == 1 else "tricks"
        assert facts.outcomes[p] == f"with {m.players[partner]} · {together} {word} together", facts.outcomes[p]
        assert m.round_scores[0][p] == together  # hand 1 is no swap hand: the side's tricks score
    summary = RoundSummary()
    qtbot.addWidget(summary)
    summary.show_facts(facts, waiting=True)
    heads = [summary.grid.itemAtPosition(0, c).widget().text() for c in range(summary.grid.columnCount())]
    assert "<b>Partner</b>" in heads and "<b>Bid</b>" not in heads, heads
