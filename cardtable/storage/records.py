"""Reading and writing game-record files (``.cardtable``): the I/O around ``engine.record``.

Reading refuses anything that is not a sane record with one clear :class:`RecordError`
line — huge files, binary data, text that is not UTF-8 or not JSON — before the engine
replays it. Writing is atomic (temporary file, flush, fsync, rename), so a crash mid-save
never leaves a half-written file where a good one was.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

from ..engine.errors import RecordError
from ..engine.match import Match
from ..engine.record import parse_record_text, replay
from .textfiles import read_user_bytes, shown_name

# No real record comes near this; a bigger file is refused before it is read whole.
MAX_RECORD_BYTES = 8 * 1024 * 1024


def read_record_data(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The record dict in a file, or a :class:`RecordError` saying what is wrong."""
    p = Path(path)
    raw = read_user_bytes(p, "a game record", MAX_RECORD_BYTES, RecordError)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordError(f"{shown_name(p.name)} is not a game record: it is not UTF-8 text") from None
    if not text.strip():
        raise RecordError(f"{shown_name(p.name)} is empty")
    return parse_record_text(text)


def load_match(path: str | os.PathLike[str]) -> Match:
    """Read and replay a record file into a match (refusing bad files with one line)."""
    return replay(read_record_data(path))


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` so that the file is either the old one or the new one
    (:func:`write_bytes_atomic`), with the line ends of the platform as a text file has them.

    The autosave comes here after every action, so the common case is kept short: the text
    is encoded once and written as bytes (about a third of the cost of a save to a memory
    disk)."""
    write_bytes_atomic(path, (text if os.linesep == "\n" else text.replace("\n", os.linesep)).encode("utf-8"))


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` so that the file is either the old one or the new one: a
    temporary file beside it, synced, then renamed over it. A link is followed (the file it
    points to is replaced, the link kept), a file replaced keeps its permissions (a new one
    gets the usual ones, not the temporary file's owner-only ones), and anything but a file
    (a device, a folder, a pipe) is refused rather than replaced by one. The folder is made
    only when the temporary file cannot be (it is missing)."""
    target = os.path.realpath(os.fspath(path))
    try:
        st = os.stat(target)
    except FileNotFoundError:
        mode = None
    else:
        if not stat.S_ISREG(st.st_mode):
            raise IsADirectoryError(errno.EISDIR, "not a regular file", os.fspath(path)) if stat.S_ISDIR(
                st.st_mode) else OSError(errno.EINVAL, "not a regular file", os.fspath(path))
        mode = stat.S_IMODE(st.st_mode)
    folder = os.path.dirname(target) or os.curdir
    prefix = f".{os.path.basename(target)}."
    try:
        fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=folder)
    except FileNotFoundError:
        os.makedirs(folder, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, _NEW_FILE_MODE if mode is None else mode)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    try:  # make the rename itself durable
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def _new_file_mode() -> int:
    """The permissions a file made the ordinary way gets: 0666 less the process's umask
    (read once, at import: setting it to read it is not safe while other threads make files)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


_NEW_FILE_MODE = _new_file_mode()


def save_match(match: Match, path: str | os.PathLike[str], table: dict | None = None) -> None:
    """Save a match (finished or not) as a record file, atomically. ``table`` (the app's
    seats, levels and the like) is kept beside the record's core fields as ``"table"``."""
    record = match.to_record()
    if table is not None:
        record["table"] = table
    write_text_atomic(path, json.dumps(record, ensure_ascii=False, indent=1) + "\n")
