"""Pieces of one-line error messages. A value quoted is cut short: a 5,000-digit seed or a
table row a megabyte long is named by its start, not echoed whole into a line nobody can
read. A failure's reason is the system's few words ("No space left on device"), not the
exception's repr with its errno and file name again."""

from __future__ import annotations

# Characters of a value a message quotes; the rest is shown as "…".
ECHO_LIMIT = 60


def clip(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` as a message quotes it: whole when short, else its first ``limit`` characters
    and "…"."""
    return text if len(text) <= limit else text[:limit] + "…"


def reason(exc: BaseException) -> str:
    """Why something failed, on one line: the system's reason for an OSError, the message of
    any other error."""
    text = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return " ".join(text.split())
