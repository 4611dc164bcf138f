"""The decision panel holds still while the player chooses: its confirm button does not grow
as the choice is made ("Play" → "Play part-score in NT"), and the keys' hint beside it keeps
to two lines. A review found the Minibridge contract panel jumping sideways under the pointer
after the level was picked, and its "Keys:" line broken onto three lines."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .test_decisions import minibridge_contract, to_act_view
from .test_decisions_keys import new_panel, show


def lines(label) -> int:
    return round(label.heightForWidth(label.width()) / label.fontMetrics().lineSpacing())


def test_the_contract_panel_keeps_its_width_and_two_line_keys_while_choosing(qtbot):
    panel = new_panel(qtbot)
    show(qtbot, panel, to_act_view(minibridge_contract()))
    widget = panel.current
    widths, confirm = [], []

    def look() -> None:
        QApplication.processEvents()
        widths.append(panel.card.width())
        confirm.append(widget.confirm.width())
        assert lines(widget.hint) <= 2, widget.hint.text()

    look()
    for strain in ("C", "NT"):
        widget.select_strain(strain)
        look()
        for game in (False, True):
            widget.select_level(game)
            look()
            assert widget.confirm.sizeHint().width() <= widget.confirm.width(), widget.confirm.text()
    assert len(set(widths)) == 1, widths
    assert len(set(confirm)) == 1, confirm


def test_the_panel_does_not_grow_roomier_while_one_decision_is_shown(qtbot, qapp, tmp_path):
    """At 1024×700 in French (1060×700 offscreen, whose type measures a little differently)
    the contract's prompt takes two lines, so the table packed the panel tighter; once a
    strain was chosen the target took one line, the roomy panel fitted, and it jumped wider
    mid-choice. Within one decision the panel only ever packs tighter."""
    from cardtable.session import SeatConfig
    from cardtable.ui.games.minibridge import ContractWidget
    from cardtable.ui.new_game import GameSetup
    from cardtable.ui.translations import install_translator, remove_translators

    from .conftest import make_window, no_trumps, window_turn

    assert install_translator(qapp, "fr") == "fr"
    try:
        w = make_window(qtbot, tmp_path / "w", size=(1060, 700))  # offscreen, where it jumped
        seats = (SeatConfig("Vous", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
        w.start(GameSetup(game="minibridge", seats=seats, options={}, seed=1))
        s = w.session
        for _ in range(6):
            qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
            if isinstance(w.panel.current, ContractWidget):
                break
            d = s.human_decision()
            w._submit_human(no_trumps(s.view(d.actor)), d)
        widget = w.panel.current
        assert isinstance(widget, ContractWidget), "seed 1: South declares"
        QApplication.processEvents()
        density, width = w.panel.density, w.panel.width()
        for strain in ("C", "H", "NT"):
            widget.select_strain(strain)
            qtbot.wait(20)
            assert w.panel.density >= density and w.panel.width() <= width, (strain, w.panel.density, density)
    finally:
        remove_translators(qapp)
