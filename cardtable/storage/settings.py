"""The settings file, read key by key: every value the app reads is checked here, and a
value that is missing, of the wrong kind, out of range or absurd (``speed=fast``,
``scale=1000000``, ``nan``, a list, 100,000 nested brackets) falls back to that key's
default. One bad key never stops the app nor spoils the other keys.

Qt-free: a reader is given anything with ``value(key)`` (the app passes its ``QSettings``),
and values come in as whatever the file held (text, a list, bytes).
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

_logger = logging.getLogger("cardtable")

# A text setting longer than this is not one the app wrote (names, paths, JSON lists).
MAX_TEXT = 64 * 1024


class ValueSource(Protocol):
    def value(self, key: str) -> Any: ...


def number(low: float, high: float) -> Callable[[Any], float]:
    """A finite number from ``low`` to ``high`` (text or a number)."""

    def check(raw: Any) -> float:
        if isinstance(raw, bool) or not isinstance(raw, str | int | float):
            raise ValueError("not a number")
        value = float(raw)
        if not math.isfinite(value) or not low <= value <= high:
            raise ValueError("out of range")
        return value

    return check


def flag(raw: Any) -> bool:
    """true/false as QSettings writes it to an INI file (or a real bool)."""
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in ("true", "false", "1", "0"):
        return raw.strip().lower() in ("true", "1")
    raise ValueError("not true or false")


def text(raw: Any) -> str:
    if not isinstance(raw, str) or len(raw) > MAX_TEXT:
        raise ValueError("not short text")
    return raw


def blob(raw: Any) -> Any:
    """Bytes as QSettings hands them back (``QByteArray``, or bytes); kept as they came,
    for the window's own restore functions, which refuse bad contents themselves."""
    data = raw.data() if hasattr(raw, "data") and callable(raw.data) else raw
    if not isinstance(data, bytes | bytearray) or not data or len(data) > MAX_TEXT:
        raise ValueError("not saved window data")
    return raw


def json_text(raw: Any) -> Any:
    """A JSON value stored as text (lists and maps the dialogs remember)."""
    return json.loads(text(raw))


@dataclass(frozen=True)
class Setting:
    default: Any
    check: Callable[[Any], Any]


# Every key the app reads, with its default and its check.
SETTINGS: dict[str, Setting] = {
    "table/speed": Setting(1.0, number(0.0, 10.0)),
    "cards/scale": Setting(1.0, number(0.5, 2.0)),
    "cards/four_colour": Setting(False, flag),
    "cards/high_contrast": Setting(False, flag),
    "cards/back": Setting("classic", text),
    "cards/kde_svg": Setting("", text),
    "window/geometry": Setting(None, blob),
    "window/state": Setting(None, blob),
}


def checked(raw: Any, setting: Setting) -> Any:
    """``raw`` if ``setting`` accepts it, else its default (missing: None, the default too)."""
    if raw is None:
        return setting.default
    try:
        return setting.check(raw)
    except (ValueError, TypeError, OverflowError, RecursionError, MemoryError):
        return setting.default


def read(source: ValueSource, key: str) -> Any:
    """The value of ``key`` (one of :data:`SETTINGS`), checked; its default if it is bad."""
    setting = SETTINGS[key]
    try:
        raw = source.value(key)
    except Exception as exc:  # a value Qt itself cannot turn into Python: the default, and a log line
        _logger.warning("settings: %s cannot be read: %s", key, exc)
        return setting.default
    value = checked(raw, setting)
    if raw is not None and value is setting.default and raw != setting.default:
        _logger.info("settings: %s = %.60r is not usable; the default is used", key, raw)
        shown = repr(raw)
        _unusable[key] = shown if len(shown) <= 40 else shown[:39] + "…"
    return value


# The keys found unusable since last asked, with their values as shown (see take_unusable).
_unusable: dict[str, str] = {}


def take_unusable() -> dict[str, str]:
    """The keys read since the last call whose values were not usable (their defaults were
    used instead), each with its value as shown; the app tells the player once."""
    found = dict(_unusable)
    _unusable.clear()
    return found


def read_json(source: ValueSource, key: str, default: Any) -> Any:
    """A setting stored as JSON text; ``default`` when missing, too long, not JSON or nested
    past what the parser takes."""
    try:
        raw = source.value(key)
    except Exception:
        return default
    return checked(raw, Setting(default, json_text))


def not_text(path: str, limit: int = 1 << 20) -> bool:
    """Is the file at ``path`` something other than text (NUL bytes, or not UTF-8 in its
    first ``limit`` bytes)? Qt's INI reader takes random bytes without complaint and would
    write them back as keys; the app sets such a file aside instead. False when it cannot be
    read at all (that is said elsewhere)."""
    try:
        with open(path, "rb") as f:
            head = f.read(limit)
    except OSError:
        return False
    if b"\0" in head:
        return True
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        return len(head) < limit or exc.start < len(head) - 4  # a character cut by the limit is not damage
    return False
