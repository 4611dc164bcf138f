"""Plain words (issue 15, item 8): the person is "you" in every game, and counts agree with
their nouns ("1 trick", "2 tricks")."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from cardtable.ui.new_game import NewGameDialog


def test_dumb_bunny_names_your_seat_you_not_a_compass_point(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dialog = NewGameDialog(None, settings=settings, game="dumb-bunny")
    qtbot.addWidget(dialog)
    labels = [row.label.text() for row in dialog.seats[:4]]
    assert labels == ["Table 1 · you:", "Table 1 · your left:", "Table 1 · your partner:", "Table 1 · your right:"]
    assert not any("North" in text or "(you)" in text for text in labels)
