"""The hand card editor's modifier columns say what each modifier does: their titles are one
or two words ("Swap", "Blind"), and docs/RULES.md gives each a rule a player setting up a card
needs to know. Checked in English and in French, on the header a player hovers."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.engine import get_game
from cardtable.engine.games.dumb_bunny import MODIFIERS
from cardtable.ui.hand_card_editor import HandCardDialog
from cardtable.ui.translations import install_translator, remove_translators


def header_tips(qtbot) -> dict[str, tuple[str, str]]:
    standard = get_game("dumb-bunny").default_options()["hand_card"]
    dialog = HandCardDialog(standard, standard, {None: "NT", "S": "♠", "H": "♥", "D": "♦", "C": "♣"})
    qtbot.addWidget(dialog)
    out = {}
    for column, modifier in enumerate(MODIFIERS, 1):
        header = dialog.table.horizontalHeaderItem(column)
        assert header is not None
        out[modifier] = (header.text(), header.toolTip())
    return out


def test_every_modifier_column_explains_its_modifier(qtbot):
    tips = header_tips(qtbot)
    assert set(tips) == set(MODIFIERS)
    for modifier, (title, tip) in tips.items():
        assert tip and tip != title and tip.endswith("."), (modifier, title, tip)
    assert len({tip for _, tip in tips.values()}) == len(MODIFIERS)
    assert "other side's tricks" in tips["swap"][1]
    assert "face down" in tips["blind"][1]
    assert "new partner" in tips["new_partners"][1]
    assert "next table" in tips["move_tables"][1]


def test_the_tips_are_french_in_french(qtbot):
    english = {m: tip for m, (_, tip) in header_tips(qtbot).items()}
    app = QApplication.instance()
    assert install_translator(app, "fr") == "fr"
    try:
        french = {m: tip for m, (_, tip) in header_tips(qtbot).items()}
    finally:
        remove_translators(app)
    assert all(french[m] and french[m] != english[m] for m in MODIFIERS), french
    assert "plis" in french["swap"]  # the table says "pli" (test_translations)
