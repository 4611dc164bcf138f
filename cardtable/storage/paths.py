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


def autosave_path() -> Path:
    """The match in progress, saved after every action."""
    return data_dir() / "autosave.cardtable"
