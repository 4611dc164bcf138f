"""Resuming a saved game: the record replayed and checked, the table's part (seats, seed,
practice, instance) read back, and a :class:`~.table.TableSession` made to go on with it."""

from __future__ import annotations

import os
from typing import Any

from ..engine.record import replay
from ..storage.records import read_record_data
from .saving import seats_of
from .table import TableSession


def load_session(path: str | os.PathLike[str], **session_options: Any) -> TableSession:
    """A session resuming the game saved in ``path``; a bad file raises the engine's one-line
    error (``RecordError``, ``IllegalAction``…) and nothing is made."""
    data = read_record_data(path)
    match = replay(data)
    found = data.get("table")
    table: dict[str, Any] = found if isinstance(found, dict) else {}
    seed = table.get("seed") if isinstance(table.get("seed"), int) else None
    session = TableSession(match.game, seats_of(table, match.players), match.options, seed, match=match,
                           **session_options)
    session.practice = table.get("practice") is True  # undo before a crash still makes it practice
    instance = table.get("instance")
    session.instance = instance if isinstance(instance, str) else ""  # older saves: the id they had
    return session
