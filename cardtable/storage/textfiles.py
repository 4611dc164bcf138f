"""Reading a file the user picked (a saved game, a PBN file) without ever tripping on it:
a missing file, a folder, an unreadable or huge file, or binary data each becomes one
clear error of the caller's kind, before any parsing starts."""

from __future__ import annotations

import os
from pathlib import Path


def read_user_bytes(path: str | os.PathLike[str], what: str, max_bytes: int, error: type[Exception]) -> bytes:
    """The bytes of ``path``, or ``error`` naming the problem (``what`` is e.g. "a PBN file")."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > max_bytes:
            raise error(f"{p.name} is too large to be {what} ({size // 1024} KiB)")
        raw = p.read_bytes()
    except FileNotFoundError:
        raise error(f"{p}: no such file") from None
    except IsADirectoryError:
        raise error(f"{p} is a folder, not {what}") from None
    except OSError as exc:
        reason = " ".join(str(exc.strerror or exc).split())
        raise error(f"{p} cannot be read: {reason}") from None
    if b"\x00" in raw:
        raise error(f"{p.name} is not {what}: it is not text")
    return raw
