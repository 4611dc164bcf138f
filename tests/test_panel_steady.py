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
