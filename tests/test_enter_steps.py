"""Enter alone takes a person through Minibridge's contract and into the play: each press
does the next thing (a review found Enter stuck on the strain under "Enter plays", and at
the first card with nothing highlighted)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.engine.actions import ChooseContract
from cardtable.ui.games.minibridge import ContractWidget

from .test_decisions import minibridge_contract, to_act_view
from .test_decisions_keys import key, new_panel, show


def test_enter_chooses_the_strain_then_the_level_then_plays(qtbot):
    panel = new_panel(qtbot)
    view = to_act_view(minibridge_contract())
    show(qtbot, panel, view)
    widget = panel.current
    assert isinstance(widget, ContractWidget)
    seen = []
    for _ in range(5):
        if panel.emitted:
            break
        key(qtbot, Qt.Key.Key_Return)
        seen.append((widget._strain, widget._game, QApplication.focusWidget()))
    assert len(panel.emitted) == 1 and isinstance(panel.emitted[0], ChooseContract)
    # Picks the strain; moves to Part-score / Game; picks the level; plays.
    assert len(seen) <= 4, seen
    assert len({(s, g, id(f)) for s, g, f in seen}) == len(seen), "an Enter that did nothing"


def test_enter_on_the_table_highlights_the_first_playable_card_then_plays_it(qtbot, tmp_path):
    from cardtable.session import SeatConfig
    from cardtable.ui.new_game import GameSetup

    from .conftest import declare_no_trumps_until, make_window

    w = make_window(qtbot, tmp_path / "w")
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cy")))
    w.start(GameSetup(game="minibridge", seats=seats, options={}, seed=3))
    s = w.session
    declare_no_trumps_until(w, qtbot, lambda rnd: len(s.view(s.pending().actor).legal) > 1)
    turn = s.turn
    assert w.scene.focus_index == -1  # nothing highlighted when the turn comes
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    assert w.scene.focus_index == 0 and s.turn == turn, "the first Enter highlights, it does not play"
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: s.turn != turn, timeout=5000)
    # A lone playable card (the last trick at the latest) is played by the first Enter.
    declare_no_trumps_until(w, qtbot, lambda rnd: len(s.view(s.pending().actor).legal) == 1)
    turn = s.turn
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: s.turn != turn, timeout=5000)
