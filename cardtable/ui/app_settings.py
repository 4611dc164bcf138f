"""The app's settings store: the platform's usual place, or a file beside the user's other
files when ``CARDTABLE_DATA_DIR`` moves them (storage/paths.py), so that a portable install
and an app process a test starts never read or write the real user's settings."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from ..storage.paths import settings_file


def app_settings() -> QSettings:
    path = settings_file()
    return QSettings() if path is None else QSettings(str(path), QSettings.Format.IniFormat)
