"""A monkey at the table: random clicks, drags and keys during deals and animations. The
record must stay legal and no card may be played twice."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt

from cardtable.engine import replay
from cardtable.session import SeatConfig
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import GameSetup

KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_0, Qt.Key.Key_1,
        Qt.Key.Key_2, Qt.Key.Key_S, Qt.Key.Key_H, Qt.Key.Key_D, Qt.Key.Key_C, Qt.Key.Key_Z, Qt.Key.Key_T,
        Qt.Key.Key_N, Qt.Key.Key_G, Qt.Key.Key_P, Qt.Key.Key_Up, Qt.Key.Key_Down]

#: Autosaves and statistics are written as usual, without waiting for the disk (conftest).


@pytest.mark.parametrize(("game", "n"), [("bugger-bridge", 4), ("bleeding-hearts", 3), ("minibridge", 4)])
def test_random_clicks_and_keys_never_break_the_record(qtbot, tmp_path, game, n):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    # Animations on, and plenty of them. Speed 8 with pauses of 0-9 ms between the monkey's
    # moves is speed 3 with pauses of 0-24 ms played faster: a pause spans the same share of
    # an animation, so the moves land at the same points of the deals and tricks.
    settings.setValue("table/speed", 8.0)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "auto.cardtable")
    qtbot.addWidget(w)
    w.resize(1100, 750)
    w.show()
    seats = (SeatConfig("You", human=True), *(SeatConfig(f"C{i}") for i in range(1, n)))
    w.start(GameSetup(game=game, seats=seats, options={}, seed=13))
    rng = random.Random(game)
    vp = w.view.viewport()
    animating = 0  # the monkey's turns taken while the table was animating
    for _ in range(900):
        animating += w.animator.busy
        roll = rng.random()
        if roll < 0.35:
            qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=QPoint(rng.randrange(vp.width()),
                                                                       rng.randrange(vp.height())))
        elif roll < 0.55 and w.scene.playable_items():
            item = rng.choice(w.scene.playable_items())
            w.scene._on_card_clicked(item)
            w.scene._on_card_clicked(item)  # a double click, straight away
        elif roll < 0.75:
            target = w.panel if w.panel.isVisible() and rng.random() < 0.7 else w.view
            qtbot.keyClick(target, rng.choice(KEYS))
        elif roll < 0.85 and w.panel.isVisible() and w.session.pending() is not None:
            legal = w.session.view(w.session.pending().actor).legal
            if legal:
                w._decision_chosen(rng.choice(legal))
        qtbot.wait(rng.randrange(0, 10))
        if sum(len(r.plays) for r in w.session.match.rounds) >= 30:  # each card costs animation time
            break
    record = w.session.match.to_record()
    again = replay(record)  # every step legal
    assert again.to_record() == record
    for rnd in again.rounds:
        plays = [int(c) for c in rnd.plays]
        assert len(plays) == len(set(plays))  # no card twice
        for _leader, cards, _winner in rnd.history:
            assert len(cards) == n  # one card per seat per trick
    # The monkey got deep into play (dozens of cards), so the checks above saw real play.
    assert sum(len(r.plays) for r in again.rounds) >= 20
    assert animating >= 100  # and most of its turns came while cards were moving
