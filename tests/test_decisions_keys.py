"""The decision panels from the keyboard alone, each key sent to the control that has the
focus, as a person's keys go: the arrow keys move along a row of choices (the bids 0..N,
part-score or game, the bug suits) and pick the choice they reach; Enter picks the focused
choice while nothing is picked, and then confirms. A review found the bid panel "stuck":
the arrows moved Qt's focus ring along the numbers without picking any, so Enter bid
nothing and the Bid button stayed disabled — a number looked chosen and was not."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from cardtable.engine.actions import Bid, ChooseContract
from cardtable.session import SeatConfig
from cardtable.ui.decisions import DecisionPanel
from cardtable.ui.games.bleeding_hearts import BleedingHeartsBidWidget
from cardtable.ui.games.minibridge import ContractWidget
from cardtable.ui.new_game import GameSetup

from .conftest import make_window, window_turn
from .test_decisions import bleeding_hearts, bugger_bridge, minibridge_contract, to_act_view


def key(qtbot, k: Qt.Key) -> None:
    """``k`` pressed and released on the widget that has the keyboard focus now."""
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, k)


def picked(buttons) -> list[int]:
    return [i for i, b in enumerate(buttons) if b.isChecked()]


def new_panel(qtbot) -> DecisionPanel:
    """A decision panel in a window of its own (made active by :func:`show`, so that it
    takes the keyboard); what it emits is kept in ``emitted``."""
    p = DecisionPanel()
    qtbot.addWidget(p)
    p.emitted = []
    p.chosen.connect(p.emitted.append)
    return p


@pytest.fixture
def panel(qtbot):
    return new_panel(qtbot)


def show(qtbot, panel: DecisionPanel, view) -> None:
    assert panel.show_for(view)
    panel.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.current.focus_target())


def test_the_arrow_keys_pick_a_bid_and_enter_bids_it(qtbot, tmp_path):
    """At the table: the first number has the focus and is not picked (the Bid button is
    off); each arrow key moves to a number and picks it, so the focus ring and the gold
    pick go together; Enter bids the number picked."""
    w = make_window(qtbot, tmp_path / "w")
    seats = (SeatConfig("You", human=True), *(SeatConfig(n) for n in ("Ada", "Ben", "Cy")))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=1))  # Cy bids, then you
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w), timeout=10000)
    widget = w.panel.current
    buttons = widget.buttons
    assert QApplication.focusWidget() is buttons[0] and picked(buttons) == [] and not widget.confirm.isEnabled()
    key(qtbot, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is buttons[1] and picked(buttons) == [1]
    assert widget.confirm.isEnabled() and widget.confirm.text() == "Bid 1"
    key(qtbot, Qt.Key.Key_Right)  # the last number (one card each): the end stays put
    assert QApplication.focusWidget() is buttons[1] and picked(buttons) == [1]
    key(qtbot, Qt.Key.Key_Left)
    assert QApplication.focusWidget() is buttons[0] and picked(buttons) == [0]
    assert s.match.current.bids[0] is None  # picking is not bidding
    key(qtbot, Qt.Key.Key_Right)
    key(qtbot, Qt.Key.Key_Return)
    assert s.match.current.bids[0] == 1


def test_the_arrow_keys_step_over_a_bid_the_hook_rule_forbids(qtbot, panel):
    match = bugger_bridge(4, (2, 1, 0), hook=True)  # 5 cards; the dealer may not bid 2
    view = to_act_view(match)
    show(qtbot, panel, view)
    buttons = panel.current.buttons
    assert not buttons[2].isEnabled()
    key(qtbot, Qt.Key.Key_Down)  # down and up step as right and left
    key(qtbot, Qt.Key.Key_Down)
    assert QApplication.focusWidget() is buttons[3] and picked(buttons) == [3]
    key(qtbot, Qt.Key.Key_Up)
    assert QApplication.focusWidget() is buttons[1] and picked(buttons) == [1]
    key(qtbot, Qt.Key.Key_Enter)
    assert panel.emitted == [Bid(view.seat, 1)]


def test_enter_on_the_focused_number_picks_it_first_then_bids(qtbot, panel):
    """Nothing picked: Enter picks the number with the focus ring rather than doing
    nothing, and only a second Enter bids (one stray key never bids). Once a number is
    picked, Enter bids it, even from a number Tab has put the focus on; Space picks that one."""
    view = to_act_view(bugger_bridge(4))  # 5 cards: bids 0-5
    show(qtbot, panel, view)
    buttons = panel.current.buttons
    key(qtbot, Qt.Key.Key_Return)
    assert picked(buttons) == [0] and panel.emitted == []
    key(qtbot, Qt.Key.Key_Return)
    assert panel.emitted == [Bid(view.seat, 0)]

    panel = new_panel(qtbot)
    show(qtbot, panel, view)
    buttons = panel.current.buttons
    key(qtbot, Qt.Key.Key_Right)
    key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is buttons[2] and picked(buttons) == [1]
    key(qtbot, Qt.Key.Key_Space)
    assert picked(buttons) == [2] and panel.emitted == []
    key(qtbot, Qt.Key.Key_Return)
    assert panel.emitted == [Bid(view.seat, 2)]


def test_part_score_or_game_is_a_row_and_the_doublets_toggle_is_not(qtbot, panel):
    """The other panels share the choice buttons. Minibridge's contract: the arrows pick
    along the strains, and along part-score and game, the same way as along the bids.
    Bleeding Hearts' Doublets is a toggle on its own, not one of a row: an arrow key on it
    neither switches it nor picks anything, and Enter there confirms the bid."""
    view = to_act_view(minibridge_contract())
    show(qtbot, panel, view)
    widget = panel.current
    assert isinstance(widget, ContractWidget)
    key(qtbot, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is widget.tokens["D"] and widget.tokens["D"].isChecked()
    widget.part_button.setFocus(Qt.FocusReason.TabFocusReason)
    key(qtbot, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is widget.game_button and widget.game_button.isChecked()
    assert widget.target_text() == "Game in ♦: 11 tricks"
    key(qtbot, Qt.Key.Key_Left)
    assert widget.part_button.isChecked() and not widget.game_button.isChecked()
    key(qtbot, Qt.Key.Key_Return)
    assert panel.emitted == [ChooseContract(view.legal[0].seat, "D", False)]

    view = to_act_view(bleeding_hearts())
    panel = new_panel(qtbot)
    show(qtbot, panel, view)
    widget = panel.current
    assert isinstance(widget, BleedingHeartsBidWidget)
    key(qtbot, Qt.Key.Key_Right)
    picked_suit = next(bid for bid, token in widget.tokens.items() if token.isChecked())
    widget.doublets_button.setFocus(Qt.FocusReason.TabFocusReason)
    key(qtbot, Qt.Key.Key_Space)
    assert widget.doublets_button.isChecked()
    key(qtbot, Qt.Key.Key_Left)
    assert widget.doublets_button.isChecked()
    assert [b for b, t in widget.tokens.items() if t.isChecked()] == [picked_suit]
    widget.doublets_button.setFocus(Qt.FocusReason.TabFocusReason)
    key(qtbot, Qt.Key.Key_Return)
    assert len(panel.emitted) == 1 and panel.emitted[0].bid == picked_suit and panel.emitted[0].doublets


def ink(widget, hue) -> int:
    """How many of ``widget``'s pixels, as drawn, are of ``hue`` (a test on a QColor)."""
    image = widget.grab().toImage()
    return sum(hue(image.pixelColor(x, y)) for y in range(image.height()) for x in range(image.width()))


def focus_blue(c) -> bool:  # the keyboard's ring
    return c.blue() > 215 and 90 < c.red() < 175 and c.green() > 150


def chosen_gold(c) -> bool:  # a chosen card's edge and tick
    return c.red() > 215 and 160 < c.green() < 225 and c.blue() < 120


@pytest.mark.parametrize("game", ["minibridge", "bugger-bridge"])
def test_the_first_choice_does_not_look_chosen_as_the_panel_opens(qtbot, game):
    """A review: the first strain card's focus ring read as that card already chosen, beside
    a grey Play button. The panel still opens with the keyboard on its first choice (Enter
    and Space act there), but a person who last clicked sees no mark on it; once a key moves
    the focus, a thin dashed blue line shows where it is, and a chosen card looks chosen in
    its own way: a gold edge and a tick, with or without the keyboard's line."""
    from cardtable.ui.decision_widget import KeyboardFocusMixin

    table = QWidget()  # the panel floats over the table's window, as in the app
    qtbot.addWidget(table)
    table.resize(700, 500)
    table.show()
    table.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is table)
    panel = DecisionPanel(table)
    KeyboardFocusMixin.keyboard_in_use = False  # the person clicked last (the table, a menu)
    view = to_act_view(minibridge_contract() if game == "minibridge" else bugger_bridge(4))
    show(qtbot, panel, view)
    row = [panel.current.tokens[s] for s in ("C", "D", "H")] if game == "minibridge" else panel.current.buttons[:3]
    first, second, third = row
    assert QApplication.focusWidget() is first and not any(b.isChecked() for b in row)
    assert not panel.current.confirm.isEnabled()
    assert ink(first, focus_blue) == 0 and ink(first, chosen_gold) == 0, "the first choice looks marked"
    key(qtbot, Qt.Key.Key_Tab)  # the keyboard moves on without choosing: its ring shows
    assert QApplication.focusWidget() is second and not second.isChecked()
    assert ink(second, focus_blue) > 20 and ink(second, chosen_gold) == 0
    key(qtbot, Qt.Key.Key_Right)  # an arrow chooses as it moves
    assert QApplication.focusWidget() is third and third.isChecked()
    if game == "minibridge":  # the chosen card: gold, and still the keyboard's thin line around it
        assert ink(third, chosen_gold) > 40 and ink(third, focus_blue) > 20
    panel.clear()  # the next decision, the person still at the keyboard: the line shows at once
    assert panel.show_for(view)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.current.focus_target())
    assert ink(panel.current.focus_target(), focus_blue) > 20
