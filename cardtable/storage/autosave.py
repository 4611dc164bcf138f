"""The autosave's file around it: whether one is there and readable, setting a damaged or
displaced one aside (never deleting it), the temporary files a killed write left behind, and
the lock that keeps one match in one window.

The rules for every fault: what a user made is never deleted. A damaged autosave is renamed
``autosave.cardtable.damaged-<n>`` beside it; an interrupted match that the user chose not
to resume is renamed ``autosave.cardtable.interrupted-<n>``; the caller names the new path
to the user.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.errors import EngineError
from .records import read_record_data

# A temporary file older than this is left over from a killed write, not one in progress.
STALE_SECONDS = 60
# The tokens of the locks this process holds (a lock naming this pid with another token was
# left by an earlier process that had the same pid).
_HELD: set[str] = set()


@dataclass(frozen=True)
class AutosaveCheck:
    """What is at the autosave's path: ``state`` is "none", "ok" or "damaged"; ``data`` the
    record when it could be read, ``reason`` the one line why not."""

    state: str
    data: dict[str, Any] | None = None
    reason: str = ""


def check_autosave(path: Path) -> AutosaveCheck:
    """Look at the autosave without changing anything (a lone read: cheap, bounded)."""
    try:
        if not path.exists() and not path.is_symlink():
            return AutosaveCheck("none")
    except OSError as exc:
        return AutosaveCheck("damaged", reason=one_line(str(exc)))
    try:
        return AutosaveCheck("ok", read_record_data(path))
    except EngineError as exc:
        return AutosaveCheck("damaged", reason=one_line(str(exc)))


def set_aside(path: Path, kind: str = "damaged") -> Path | None:
    """Rename ``path`` to ``<name>.<kind>-<n>`` (the first free n) beside it; the new path,
    or None when it could not be moved (then it is left exactly where it was)."""
    return _aside(path, kind, os.replace)


def copy_aside(path: Path, kind: str = "damaged") -> Path | None:
    """A copy of ``path`` as ``<name>.<kind>-<n>`` beside it (the first free n), the file
    itself left in place: for a file still in use, such as settings parsed in part. The
    copy's path, or None when it could not be made."""
    return _aside(path, kind, shutil.copy2)


def kept_matches(path: Path) -> list[Path]:
    """The interrupted matches set aside beside the autosave ``path`` (``<name>.interrupted-<n>``),
    the newest first: the start screen offers each back, since a file dialog does not show
    their folder and the banner that named one is gone once the app closes."""
    pattern = re.compile(re.escape(path.name) + r"\.interrupted-\d+")
    try:
        found = [(p.stat().st_mtime, p) for p in path.parent.iterdir() if pattern.fullmatch(p.name)]
    except OSError:
        return []
    return [p for _, p in sorted(found, key=lambda t: (-t[0], t[1].name))]


def discard_kept(kept: Path, autosave: Path) -> Path | None:
    """An interrupted match set aside that the player no longer wants offered: renamed
    ``<autosave name>.discarded-<n>`` (kept on disk, as everything the player made, but no
    longer listed)."""
    return _aside(autosave, "discarded", lambda _, target: os.replace(kept, target))


def restore_kept(kept: Path, autosave: Path) -> bool:
    """An interrupted match set aside, resumed: the file takes the autosave's place (renamed,
    so it is offered once, never twice: its match goes on in the autosave). False when it
    could not be moved; it is then left where it was."""
    try:
        os.replace(kept, autosave)
    except OSError:
        return False
    return True


def kept_path(autosave: Path) -> Path:
    """A free ``<autosave name>.interrupted-<n>`` beside the autosave: where a match that is
    not the autosave's (a practice deal) keeps itself while it is played, so that quitting
    or a crash in the middle leaves it among the matches the start screen offers back."""
    return _free_name(autosave, "interrupted")


def drop_kept(kept: Path) -> None:
    """A practice deal's own file once the deal is over: its result is in the statistics and
    nothing is left to resume (kept, it would crowd the start screen's list of matches to
    take up again). Gone already, or not removable: left as it is."""
    with contextlib.suppress(OSError):
        kept.unlink(missing_ok=True)


def _free_name(path: Path, kind: str) -> Path:
    """The first ``<name>.<kind>-<n>`` beside ``path`` that nothing occupies."""
    n = 1
    while (target := path.with_name(f"{path.name}.{kind}-{n}")).exists() or target.is_symlink():
        n += 1
    return target


def _aside(path: Path, kind: str, move: Callable[[Path, Path], object]) -> Path | None:
    """``move(path, target)`` to the first free ``<name>.<kind>-<n>`` beside ``path``."""
    target = _free_name(path, kind)
    try:
        move(path, target)
    except OSError:
        return None
    return target


def clear_stale_temps(path: Path, now: float | None = None) -> None:
    """Remove the temporary files of writes to ``path`` that a kill cut short: only those
    older than :data:`STALE_SECONDS`, never one another window is writing this moment."""
    limit = (time.time() if now is None else now) - STALE_SECONDS
    try:
        temps = list(path.parent.glob(f".{path.name}.*.tmp"))
    except OSError:
        return
    for temp in temps:
        try:
            if temp.lstat().st_mtime < limit:
                temp.unlink()
        except OSError:
            pass


def one_line(text: str) -> str:
    """``text`` with every run of whitespace (a newline in a file name too) as one space."""
    return " ".join(text.split())


def _alive(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


class MatchLock:
    """An exclusive lock file (``<autosave>.lock``, made with O_EXCL) saying which process
    has the match open. A lock left by a process that is gone is taken over; a lock held by
    another window of this same process is respected like any other."""

    def __init__(self, target: Path) -> None:
        self.path = target.with_name(target.name + ".lock")
        self.token = f"{os.getpid()} {os.urandom(16).hex()}"  # no uuid: it imports platform
        self.held = False
        # The pid holding the lock when :meth:`acquire` failed.
        self.owner: int | None = None

    def acquire(self) -> bool:
        for _ in range(3):
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                if self._stale():
                    try:
                        self.path.unlink()
                    except FileNotFoundError:
                        pass
                    except OSError:
                        return self._give_up()
                    continue
                return False
            except OSError:  # no folder to lock in (unwritable, a file): no second window can write either
                return self._give_up()
            try:
                with os.fdopen(fd, "w") as f:
                    f.write(self.token + "\n")
            except OSError:  # made but not written (a full disk): an empty lock would hold others off
                self.path.unlink(missing_ok=True)
                return self._give_up()
            self.held = True
            _HELD.add(self.token)
            return True
        return False

    def _give_up(self) -> bool:
        """The lock cannot be made at all: count it as ours, since the autosave cannot be
        written there either (the failed autosave is told to the user on its own)."""
        self.held = False
        self.owner = None
        return True

    def _stale(self) -> bool:
        try:
            text = self.path.read_text(encoding="utf-8", errors="replace")
            age = time.time() - self.path.stat().st_mtime
        except FileNotFoundError:
            return True
        except OSError:
            return False
        fields = text.split()
        if not fields or not fields[0].isdigit():
            return age > STALE_SECONDS  # half-written by a process killed this instant, or junk
        self.owner = int(fields[0])
        if self.owner == os.getpid():  # this process: a window of ours, or a dead one that had our pid
            return " ".join(fields[:2]) not in _HELD
        return not _alive(self.owner)

    def release(self) -> None:
        if not self.held:
            return
        self.held = False
        _HELD.discard(self.token)
        try:
            if self.path.read_text(encoding="utf-8").strip() == self.token:
                self.path.unlink()
        except OSError:
            pass
