"""The table played as a person plays it: whole rounds of every game through clicks and
keys, the dummy / turn-up / turnip visibility rules, and no double plays."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt

from cardtable.engine.actions import Play
from cardtable.engine.cards import hcp, mask_of
from cardtable.session import SeatConfig
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import GameSetup

from .conftest import GAME_TABLES, play_session, window_turn

#: Autosaves and statistics are written as usual, without waiting for the disk (conftest).


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def start(window, game, n, seed=3):
    seats = (SeatConfig("You", human=True), *(SeatConfig(f"C{i}", level="easy") for i in range(1, n)))
    window.start(GameSetup(game=game, seats=seats, options={}, seed=seed))


def click_item(qtbot, window, item) -> None:
    """Click a card where it is visible (cards in a fan overlap)."""
    view = window.view
    rect = item.mapRectToScene(item.boundingRect())
    for fx, fy in ((0.12, 0.5), (0.5, 0.12), (0.5, 0.5), (0.12, 0.12), (0.3, 0.3)):
        scene_pt = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
        point = view.mapFromScene(scene_pt)
        top = next((i for i in view.items(point) if hasattr(i, "card")), None)
        if top is item:
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))
            return
    raise AssertionError(f"card {item.card} is nowhere visible")


def decide_with_keys(qtbot, window) -> None:
    """Make the pending non-card decision with the keyboard, as a person would."""
    view = window.session.view(window.session.pending().actor)
    panel = window.panel
    assert panel.isVisible()
    legal = view.legal[0]
    if view.game == "bugger-bridge":
        keys = [str(legal.tricks)]
    elif view.game in ("bugami", "bleeding-hearts"):
        keys = ["Z" if legal.bid == "zero" else "T" if legal.bid == "turnip" else legal.bid]
    elif view.phase == "announcing":
        keys = [str(d) for d in str(hcp(mask_of(view.hand)))]
    else:
        keys = ["N", "P"]
    target = panel.focusWidget() or panel
    for k in keys:
        qtbot.keyClicks(target, k)
    qtbot.keyClick(target, Qt.Key.Key_Return)


def play_one_round(qtbot, window, check=None) -> None:
    s = window.session
    done_before = s.match.rounds_completed
    for _ in range(400):
        qtbot.waitUntil(lambda: window_turn(window) or s.match.rounds_completed > done_before, timeout=20000)
        if s.match.rounds_completed > done_before:
            return
        if check is not None:
            check(window)
        d = s.pending()
        view = s.view(d.actor)
        if view.phase == "play":
            legal = {int(a.card) for a in view.legal if isinstance(a, Play)}
            items = [i for i in window.scene.playable_items()]
            assert items and {int(i.card) for i in items} == legal
            rnd = s.match.rounds[-1]
            card = items[0].card
            click_item(qtbot, window, items[0])
            assert not rnd.hands[d.seat] >> int(card) & 1  # the clicked card, and only it, left the hand
        else:
            decide_with_keys(qtbot, window)
    raise AssertionError("the round did not finish")


@pytest.mark.parametrize(("game", "n"), GAME_TABLES)
def test_a_whole_round_of_every_game_through_the_ui(qtbot, window, game, n, tmp_path):
    """Through clicks and keys; then the table, the docks and (test_ui_accessibility's
    check) the words a screen reader was given for that round."""
    said: list[str] = []
    window.announcer.announced.connect(said.append)
    start(window, game, n)
    play_one_round(qtbot, window)
    s = window.session
    assert s.match.rounds_completed >= 1
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
    assert window.statusBar().currentMessage()
    # The score sheet dock shows the round's scores once it is scored.
    import csv

    out = tmp_path / "sheet.csv"
    window.sheet.export_csv(out)
    text = out.read_text(encoding="utf-8-sig")
    rows = list(csv.reader(text.splitlines()))
    assert len(rows) >= 3  # header, the round, totals
    for total in s.match.totals:
        assert str(total) in text
    # The trick history dock lists the tricks of the round in play (or the last one).
    assert window.history_dock.isVisible()
    from .test_ui_accessibility import check_round_narrated_without_naming_hidden_cards

    check_round_narrated_without_naming_hidden_cards(window, said, game)


def test_bugger_bridge_turn_up_is_shown_face_up_and_nt_rounds_have_none(qtbot, window):
    start(window, "bugger-bridge", 4)
    qtbot.waitUntil(lambda: window_turn(window), timeout=20000)
    rnd = window.session.match.current
    item = window.scene.turn_up
    assert item is not None and item.face_up and item.card == rnd.turn_up


def test_turnip_is_face_down_until_the_reveal(qtbot, window):
    start(window, "bleeding-hearts", 3, seed=5)
    qtbot.waitUntil(lambda: window_turn(window), timeout=20000)
    rnd = window.session.match.current
    assert rnd.phase == "bidding"
    assert window.scene.turnip is not None and not window.scene.turnip.face_up
    assert window.scene.turnip.card is None  # the UI does not even know it yet
    while rnd.phase == "bidding":
        decide_with_keys(qtbot, window)
        qtbot.waitUntil(lambda: window_turn(window) or rnd.phase != "bidding", timeout=20000)
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
    assert window.scene.turnip.face_up and window.scene.turnip.card == rnd.turnip


def test_dummy_is_hidden_until_exposed_then_face_up(qtbot, window):
    start(window, "minibridge", 4, seed=2)
    s = window.session
    qtbot.waitUntil(lambda: window_turn(window), timeout=20000)
    rnd = s.match.current
    assert rnd.phase == "announcing"
    for slot in range(1, 4):
        assert not any(i.face_up for i in window.scene.hands[slot])
    while rnd.phase == "announcing" or (rnd.phase == "contract" and s.pending().human):
        decide_with_keys(qtbot, window)
        qtbot.waitUntil(lambda: window_turn(window) or rnd.phase == "play", timeout=20000)
        assert not rnd.redeal, "seed 2 must not deal a 20–20 hand: the test needs a dummy"
    qtbot.waitUntil(lambda: rnd.phase == "play" and not window.animator.busy, timeout=20000)
    dummy_slot = window.scene.slot_of[rnd.dummy]
    if dummy_slot != 0:
        assert all(i.face_up for i in window.scene.hands[dummy_slot])
    others = [sl for sl in range(1, 4) if sl != dummy_slot]
    assert not any(i.face_up for sl in others for i in window.scene.hands[sl])


def test_a_double_click_during_the_animation_plays_once(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)  # the deal and the bids at once (no animation is checked there)
    w = MainWindow(settings=settings, autosave_path=None)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    start(w, "bugger-bridge", 4, seed=11)
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w), timeout=30000)
    decide_with_keys(qtbot, w)
    qtbot.waitUntil(lambda: window_turn(w) and s.view(0).phase == "play", timeout=30000)
    w.set_speed(1.0, remember=False)  # the card clicked flies at the normal speed
    rnd = s.match.current
    item = w.scene.playable_items()[0]
    click_item(qtbot, w, item)
    plays = list(rnd.plays)
    # The card is flying to the trick now; clicks on it and on the rest of the hand are ignored.
    for other in [item, *w.scene.hands[0]]:
        w.scene._on_card_clicked(other)
    assert list(rnd.plays) == plays
    assert sum(1 for c in rnd.plays if rnd.dealt[0] >> c & 1) == 1


def drag(qtbot, window, item, to: QPointF) -> None:
    view = window.view
    rect = item.mapRectToScene(item.boundingRect())
    start = view.mapFromScene(QPointF(rect.left() + rect.width() * 0.12, rect.center().y()))
    end = view.mapFromScene(to)
    vp = view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        mid = start + (end - start) * (k / 5)
        qtbot.mouseMove(vp, pos=mid)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def test_dragging_a_card_to_the_trick_plays_it_and_elsewhere_returns_it(qtbot, window):
    start(window, "dumb-bunny", 4, seed=7)
    s = window.session
    qtbot.waitUntil(lambda: window_turn(window), timeout=20000)
    rnd = s.match.current
    item = window.scene.playable_items()[0]
    home = item.pos()
    drag(qtbot, window, item, QPointF(5, 5))  # the corner of the table: not the trick
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=5000)
    assert (item.pos() - home).manhattanLength() < 1 and rnd.hands[0] >> int(item.card) & 1
    drag(qtbot, window, item, window.scene.geometry.center)
    assert not rnd.hands[0] >> int(item.card) & 1  # played


def test_a_blind_hand_shows_face_down_cards_and_any_may_be_played(qtbot, window):
    seats = (SeatConfig("You", human=True), *(SeatConfig(f"C{i}") for i in range(1, 4)))
    card = [{"trump": "H", "modifiers": ["blind"]}]
    window.start(GameSetup(game="dumb-bunny", seats=seats, options={"hand_card": card}, seed=2))
    s = window.session
    for _ in range(13):
        qtbot.waitUntil(lambda: window_turn(window) or s.match.finished, timeout=20000)
        if s.match.finished:
            break
        mine = window.scene.hands[0]
        assert mine and not any(i.face_up for i in mine)  # nobody sees a blind hand
        assert len(window.scene.playable_items()) == len(mine)  # no obligations when blind
        assert "Blind" in window.statusBar().currentMessage()
        click_item(qtbot, window, window.scene.playable_items()[-1])
    qtbot.waitUntil(lambda: s.match.finished, timeout=20000)


def test_cards_can_be_played_with_the_keyboard(qtbot, window):
    start(window, "bugger-bridge", 3, seed=6)
    s = window.session
    qtbot.waitUntil(lambda: window_turn(window), timeout=20000)
    decide_with_keys(qtbot, window)
    qtbot.waitUntil(lambda: window_turn(window) and s.view(0).phase == "play", timeout=20000)
    rnd = s.match.current
    held = rnd.hands[0]
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert rnd.hands[0] != held and (held & ~rnd.hands[0]).bit_count() == 1


def test_the_first_left_arrow_starts_from_the_rightmost_card(qtbot, window):
    """A player's review: ← with no card chosen picked the leftmost card (and nearly led the
    ♠A); the first → starts from the left end, the first ← from the right."""
    start(window, "bugger-bridge", 3, seed=6)
    s = window.session

    def choosing_among_several(t) -> bool:
        d = t.human_decision()
        return (d is not None and window_turn(window) and t.view(d.actor).phase == "play"
                and len(t.view(d.actor).legal) >= 3)

    play_session(s, until=choosing_among_several, window=window, qtbot=qtbot)
    items = sorted(window.scene.playable_items(), key=lambda i: i.pos().x())
    assert len(items) >= 3 and window.scene.focus_index == -1
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    assert items[-1]._hover and not any(i._hover for i in items[:-1])
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # and on round to the left end
    assert items[0]._hover


def test_the_score_sheet_repaints_only_the_rows_a_play_changed(qapp):
    """The window refreshes the sheet after every action: a card that changes no cell
    signals nothing (the whole sheet was repainted after each card), and an action that
    changes cells (a trick won) signals exactly the rows whose cells changed."""
    import random

    from cardtable.engine import Match
    from cardtable.ui.score_sheet import model_for

    match = Match("dumb-bunny", ["You", "Ada", "Ben", "Cleo"])
    rng = random.Random(4)
    match.deal(rng)
    model = model_for(match)
    changed: list[tuple[int, int, int, int]] = []
    model.dataChanged.connect(lambda a, b, *_: changed.append((a.row(), a.column(), b.row(), b.column())))

    def cells() -> list[list[object]]:
        return [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(model.rowCount())]

    quiet = loud = 0
    while match.rounds_completed == 0 and match.current.phase == "play":
        before = cells()
        changed.clear()
        match.apply(rng.choice(match.current.legal_actions()))
        if model.refresh():  # reset: the round is over, the view reads everything again
            break
        rows = {r for r, (a, b) in enumerate(zip(before, cells(), strict=True)) if a != b}
        assert {r for r, *_ in changed} == rows
        assert all(r == r2 and c == 0 and c2 == model.columnCount() - 1 for r, c, r2, c2 in changed)
        quiet += not rows
        loud += bool(rows)
    assert quiet > 20 and loud > 5  # most cards change nothing; every trick won changes a row


@pytest.mark.parametrize("game", ["bugami", "bugger-bridge"])
def test_a_decisions_keys_work_after_a_click_on_the_felt(qtbot, tmp_path, game):
    """A click on the felt takes the keyboard from the decision panel: its keys ("S H D C bug
    suit", a bid's digits) did nothing then. Pressed on the table, they choose, and Enter sends."""
    from .conftest import make_window

    w = make_window(qtbot, tmp_path)
    start(w, game, 4, seed=5)
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    view = s.view(s.pending().actor)
    assert view.phase != "play" and w.panel.isVisible()
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    qtbot.waitUntil(lambda: w.view.hasFocus())
    legal = view.legal[-1]
    key = str(legal.tricks) if game == "bugger-bridge" else ("Z" if legal.bid == "zero" else legal.bid)
    before = s.match.to_record()
    qtbot.keyClicks(w.view, key)
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: s.match.to_record() != before, timeout=5000)
