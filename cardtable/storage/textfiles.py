"""Reading a file the user picked (a saved game, a PBN file) without ever tripping on it:
a missing file, a folder, a device or a pipe (``/dev/zero``, ``/dev/urandom``, a FIFO that
nobody writes to), an unreadable or huge file, or binary data each becomes one clear error
of the caller's kind, at once and before any parsing starts. Never more than the cap is
read, whatever the file claims its size is. File names in the messages are on one line."""

from __future__ import annotations

import os
import stat
from pathlib import Path


def shown_name(path: str | os.PathLike[str]) -> str:
    """``path`` as a message shows it: control characters (a newline in a file name) escaped,
    so that the message stays one line."""
    text = os.fspath(path)
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def read_user_bytes(path: str | os.PathLike[str], what: str, max_bytes: int, error: type[Exception]) -> bytes:
    """The bytes of ``path``, or ``error`` naming the problem (``what`` is e.g. "a PBN file")."""
    p = Path(path)
    name, full = shown_name(p.name), shown_name(p)
    try:
        # O_NONBLOCK: opening a FIFO with no writer must not wait; fstat then tells what it is.
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise error(f"{full}: no such file") from None
    except IsADirectoryError:
        raise error(f"{full} is a folder, not {what}") from None
    except OSError as exc:
        reason = " ".join(str(exc.strerror or exc).split())
        raise error(f"{full} cannot be read: {reason}") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise error(f"{full} is a folder, not {what}")
        if not stat.S_ISREG(info.st_mode):
            raise error(f"{full} is not a regular file (a device or a pipe), not {what}")
        if info.st_size > max_bytes:
            raise error(f"{name} is too large to be {what} ({info.st_size // 1024} KiB; the limit is "
                        f"{max_bytes // 1024} KiB)")
        chunks: list[bytes] = []
        size = 0
        while size <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > max_bytes:  # it grew while being read
            raise error(f"{name} is too large to be {what} (more than {max_bytes // 1024} KiB)")
        raw = b"".join(chunks)
    except OSError as exc:
        reason = " ".join(str(exc.strerror or exc).split())
        raise error(f"{full} cannot be read: {reason}") from None
    finally:
        os.close(fd)
    if b"\x00" in raw:
        raise error(f"{name} is not {what}: it is not text")
    return raw
