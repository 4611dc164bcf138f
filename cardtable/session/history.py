"""Undo and redo as records: a match's state is a pure function of its record, so going
back is replaying an earlier record, and going forward again is replaying a later one."""

from __future__ import annotations

from typing import Any

Record = dict[str, Any]


class History:
    """The records at the human's decisions (undo goes back to the latest one that differs
    from now) and the records undone from (redo goes forward to them again, until a new
    action is submitted)."""

    def __init__(self) -> None:
        self.checkpoints: list[Record] = []
        self.undone: list[Record] = []

    def mark(self, record: Record) -> None:
        """A human decision is pending at ``record``: a place undo may come back to."""
        if not self.checkpoints or self.checkpoints[-1] != record:
            self.checkpoints.append(record)

    def can_undo(self, current: Record) -> bool:
        return any(rec != current for rec in self.checkpoints)

    def undo(self, current: Record) -> Record | None:
        """The record to go back to from ``current`` (``None``: nothing to undo)."""
        kept = list(self.checkpoints)
        while self.checkpoints:
            rec = self.checkpoints.pop()
            if rec != current:
                self.checkpoints.append(rec)  # the decision we return to stays a checkpoint
                self.undone.append(current)
                return rec
        self.checkpoints = kept
        return None

    @property
    def can_redo(self) -> bool:
        return bool(self.undone)

    def redo(self) -> Record | None:
        """The record the last undo left (``None``: nothing to redo)."""
        return self.undone.pop() if self.undone else None

    def forget_redo(self) -> None:
        """A new action was submitted: the undone future is gone."""
        self.undone.clear()
