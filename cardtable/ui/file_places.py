"""Where the app's Save and Open dialogs start: the folder the player last saved to or
opened from, else their Documents folder.

A bare file name ("game.cardtable") as the dialog's suggestion made Qt start in the app's
working directory: for an installed app that is wherever it was launched from (the install
folder, the home folder, a terminal's current directory), never where the player keeps
their files. The folder is remembered across runs in the app's settings.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from ..storage.autosave import one_line
from ..storage.textfiles import shown_name
from .app_settings import app_settings

# The settings key of the folder last used by a Save or Open dialog.
LAST_FOLDER_KEY = "files/last_folder"


def start_folder(settings: QSettings | None = None) -> str:
    """The folder a file dialog opens in: the last one used, while it still exists, else
    the player's Documents folder (else their home folder)."""
    store = settings if settings is not None else app_settings()
    last = str(store.value(LAST_FOLDER_KEY, "", type=str) or "")
    if last and os.path.isdir(last):
        return last
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and os.path.isdir(documents):
        return documents
    return os.path.expanduser("~")


def suggested_path(name: str, settings: QSettings | None = None) -> str:
    """``name`` in :func:`start_folder` (a name with a folder of its own is kept as it is)."""
    if os.path.dirname(name):
        return name
    return os.path.join(start_folder(settings), name)


def remember_folder(path: str, settings: QSettings | None = None) -> None:
    """Remember the folder of ``path``, a file the player just chose (nothing for none)."""
    if not path:
        return
    store = settings if settings is not None else app_settings()
    store.setValue(LAST_FOLDER_KEY, os.path.dirname(os.path.abspath(path)))


def naming_file(path: Path, exc: Exception) -> str:
    """The one-line error of a file that cannot be opened, naming the file. A record's or a
    PBN file's errors say what is wrong inside it ("round 3: …", "board 7: …"), and a player
    who opened it from a recent list or a file manager should not have to guess which file
    that was; an error that names it already is kept as it is."""
    name = shown_name(path.name)
    text = one_line(str(exc))
    if name in text:
        return text
    #: A file's name, then why it cannot be opened.
    return QCoreApplication.translate("MainWindow", "{0}: {1}").format(name, text)
