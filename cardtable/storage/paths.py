"""Where cardtable keeps the user's files: the autosave, progress, settings-free data and
logs. ``CARDTABLE_DATA_DIR`` moves all of them (tests and portable installs use it)."""

from __future__ import annotations

import os
from pathlib import Path


def data_dir() -> Path:
    override = os.environ.get("CARDTABLE_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("cardtable", "cardtable"))


def log_dir() -> Path:
    override = os.environ.get("CARDTABLE_DATA_DIR")
    if override:
        return Path(override) / "logs"
    from platformdirs import user_log_dir

    return Path(user_log_dir("cardtable", "cardtable"))


def settings_file() -> Path | None:
    """Where the settings are kept when ``CARDTABLE_DATA_DIR`` moves the user's files (a
    portable install, a test's app process); ``None``: the platform's own place for them."""
    override = os.environ.get("CARDTABLE_DATA_DIR")
    return Path(override) / "settings.ini" if override else None


def autosave_path() -> Path:
    """The match in progress, saved after every action."""
    return data_dir() / "autosave.cardtable"
