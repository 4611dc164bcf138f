"""The decision panel while the person works in it, in a real window: the keyboard stays
where the person types after a refusal, the strain tiles answer the arrow keys, and the
panel moves whenever what it says grows (a refusal, the count written out, a chosen
contract), so it never slides under the hand nor cuts its own words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from cardtable.engine.actions import ChooseContract
from cardtable.engine.cards import hcp, mask_of
from cardtable.session import SeatConfig
from cardtable.ui.new_game import GameSetup

from . import test_panel_fit
from .conftest import play_session, window_turn
from .test_panel_fit import on_felt, things_to_keep_in_sight

window = test_panel_fit.window  # the same real window, speed 0


def type_keys(qtbot, text: str) -> None:
    """Keys as a person types them: to whatever has the keyboard."""
    for ch in text:
        qtbot.keyClick(QApplication.focusWidget(), ch)


def press(qtbot, key) -> None:
    qtbot.keyClick(QApplication.focusWidget(), key)


def assert_panel_clear_and_whole(window, what: str) -> None:
    panel = on_felt(window, window.panel)
    assert window.scene.sceneRect().contains(panel), (what, "panel off the felt", panel)
    for name, rect in things_to_keep_in_sight(window.scene):
        assert not panel.intersects(rect), (what, f"the panel covers {name}", panel, rect)
    current = window.panel.current
    for label in current.findChildren(QLabel):
        if label.isVisible() and label.wordWrap() and label.text():
            need = label.heightForWidth(label.width())
            assert label.height() >= need, (what, "a label is cut", label.text(), label.height(), need)
    assert current.confirm.isVisible()
    assert window.panel.rect().contains(current.confirm.geometry().translated(
        current.confirm.mapTo(window.panel, current.confirm.rect().topLeft()) - current.confirm.pos()))


def to_announce(qtbot, window, size):
    """Minibridge, seed 1: the person announces first, then declares in the first deal."""
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="random") for n in ("Ada", "Ben", "Cleo")))
    window.start(GameSetup(game="minibridge", seats=seats, options={}, seed=1))
    qtbot.waitUntil(lambda: window_turn(window) and window.panel.isVisible(), timeout=20000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.panel.current.spin)
    view = window.session.view(window.session.human_decision().actor)
    return hcp(mask_of(view.hand))


def test_after_a_refused_count_the_next_number_typed_replaces_it(qtbot, window):
    points = to_announce(qtbot, window, (1440, 900))
    wrong = (points + 1) % 38
    type_keys(qtbot, str(wrong))
    press(qtbot, Qt.Key.Key_Return)
    current = window.panel.current
    qtbot.waitUntil(lambda: current.error.isVisible())
    assert window.session.human_decision() is not None  # refused: still the person's turn
    assert QApplication.focusWidget() is current.spin and current.spin.lineEdit().selectedText() == str(wrong)
    type_keys(qtbot, str(points))
    assert current.spin.value() == points
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.view(0).info.points[window.session.view(0).seat] == points)


@pytest.mark.parametrize("size", [(921, 630), (1440, 900)])
def test_the_panel_moves_when_a_refusal_or_a_chosen_contract_makes_it_taller(qtbot, window, size):
    points = to_announce(qtbot, window, size)
    type_keys(qtbot, str((points + 1) % 38))
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.panel.current.error.isVisible())
    qtbot.wait(1)
    assert_panel_clear_and_whole(window, "after a refused count")
    qtbot.mouseClick(window.panel.current.helper, Qt.MouseButton.LeftButton)
    qtbot.wait(1)
    assert_panel_clear_and_whole(window, "after Count for me")

    s = window.session
    play_session(s, lambda s: s.human_decision() is not None and any(
        isinstance(a, ChooseContract) for a in s.view(s.human_decision().actor).legal), window=window, qtbot=qtbot)
    assert len(s.match.rounds) == 1  # the same deal: the person declares
    qtbot.waitUntil(lambda: window.panel.current is not None and hasattr(window.panel.current, "tokens"))
    press(qtbot, Qt.Key.Key_S)
    press(qtbot, Qt.Key.Key_G)
    qtbot.wait(1)
    assert_panel_clear_and_whole(window, "after choosing strain and level")


def test_the_strain_tiles_show_focus_at_once_and_answer_the_arrow_keys(qtbot, window):
    to_announce(qtbot, window, (1440, 900))
    s = window.session
    play_session(s, lambda s: s.human_decision() is not None and any(
        isinstance(a, ChooseContract) for a in s.view(s.human_decision().actor).legal), window=window, qtbot=qtbot)
    qtbot.waitUntil(lambda: window.panel.current is not None and hasattr(window.panel.current, "tokens"))
    current = window.panel.current
    tiles = list(current.tokens.values())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tiles[0])  # the ring is on the first tile
    press(qtbot, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is tiles[1] and tiles[1].isChecked() and not tiles[0].isChecked()
    press(qtbot, Qt.Key.Key_Left)
    press(qtbot, Qt.Key.Key_Left)  # the first stays first
    assert QApplication.focusWidget() is tiles[0] and tiles[0].isChecked()
    press(qtbot, Qt.Key.Key_G)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: s.view(0).info.contract is not None)
    assert s.view(0).info.contract.strain == next(iter(current.tokens))


def test_a_placed_panel_stays_put_while_nothing_changes(qtbot, window, monkeypatch):
    """Re-placing on every change of size must settle: a panel a pixel off its asked-for
    size would be placed (and restyled) again and again, for ever."""
    to_announce(qtbot, window, (921, 630))
    qtbot.wait(50)
    tries = []
    original = window.panel.set_density
    monkeypatch.setattr(window.panel, "set_density", lambda level: (tries.append(level), original(level)))
    geometry = window.panel.geometry()
    qtbot.wait(200)
    assert tries == [] and window.panel.geometry() == geometry
