"""Where Save and Open dialogs start: the folder last used, else Documents, never the app's
working directory (a bare "game.cardtable" made Qt start wherever the app was launched)."""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog

from cardtable.ui.file_places import remember_folder, start_folder, suggested_path

from .conftest import make_window


def test_the_start_folder_is_the_last_one_used_while_it_exists(qapp, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = start_folder(settings)
    assert os.path.isabs(first) and os.path.isdir(first)
    (tmp_path / "decks").mkdir()
    remember_folder(str(tmp_path / "decks" / "game.cardtable"), settings)
    assert start_folder(settings) == str(tmp_path / "decks")
    assert suggested_path("game.cardtable", settings) == str(tmp_path / "decks" / "game.cardtable")
    assert suggested_path("/elsewhere/x.pbn", settings) == "/elsewhere/x.pbn"
    (tmp_path / "decks").rmdir()
    assert start_folder(settings) == first, "a folder gone: back to Documents"


def test_save_as_suggests_the_folder_last_saved_to(qtbot, tmp_path, monkeypatch):
    """Game ▸ Save as… twice: the second dialog opens where the first save went."""
    w = make_window(qtbot, tmp_path / "data")
    from .test_ui_flow import start

    start(w, "bugger-bridge", 4, seed=3)
    asked: list[str] = []
    target = tmp_path / "kept" / "mine.cardtable"
    target.parent.mkdir()

    def dialog(parent, caption, directory, *rest, **kw):
        asked.append(directory)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    save_as = next(a for a in w.menuBar().actions()[0].menu().actions() if a.text() == "Save &As…")
    save_as.trigger()
    assert target.exists()
    save_as.trigger()
    assert os.path.dirname(asked[0]) != os.getcwd() and asked[1] == str(target.parent / "game.cardtable")
