"""Unexpected errors: logged with their traceback to a rotating log file, reported to the
person in one short sentence with the log's path, and never the end of the saved match
(the autosave is written after every action, and once more here)."""

from __future__ import annotations

import logging
import logging.handlers
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from .paths import log_dir

LOG_NAME = "cardtable.log"
_logger = logging.getLogger("cardtable")


def setup_logging() -> Path:
    """Log to ``<log dir>/cardtable.log``, rotated at 1 MB with three old files kept."""
    folder = log_dir()
    path = folder / LOG_NAME
    if any(isinstance(h, logging.handlers.RotatingFileHandler) for h in _logger.handlers):
        return path
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    except OSError:
        return path
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    _logger.addHandler(handler)
    _logger.setLevel(logging.INFO)
    return path


def log_exception(exc: BaseException) -> Path:
    path = setup_logging()
    _logger.error("unexpected error\n%s", "".join(traceback.format_exception(exc)))
    return path


def install_excepthook(report: Callable[[str, Path], None], save: Callable[[], None]) -> None:
    """Route uncaught exceptions (Qt slots included) to the log, a save, and ``report``."""

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, exc, tb)
            return
        path = log_exception(exc.with_traceback(tb))
        try:
            save()
        except Exception as save_error:  # the report still goes out; the log says why
            log_exception(save_error)
        report(f"{kind.__name__}: {exc}", path)

    sys.excepthook = hook
