"""A practice deal's own facts: which exercise it was dealt from (the set's key, its file's
stem; the board's number; the set's title as it was shown), saved with the deal (the save's
``table`` part), so that a practice deal kept unfinished is named on the start screen and,
taken up again, finds its board in the Exercises window, which compares the result with
double dummy; and whether it is begun (a card down), before which nothing of it is kept."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.match import Match


@dataclass(frozen=True)
class ExerciseRef:
    set_key: str
    board: int
    set_title: str

    def to_json(self) -> dict[str, Any]:
        return {"set": self.set_key, "board": self.board, "title": self.set_title}

    @staticmethod
    def from_json(found: Any) -> ExerciseRef | None:
        """The reference :meth:`to_json` wrote; anything else (an older save, a hand-edited
        file) is None: the deal is then a practice deal without a name, never an error."""
        if not isinstance(found, dict):
            return None
        key, board, title = found.get("set"), found.get("board"), found.get("title")
        if not (isinstance(key, str) and isinstance(title, str) and isinstance(board, int)
                and not isinstance(board, bool) and board > 0):
            return None
        return ExerciseRef(key, board, title)


def card_down(match: Match) -> bool:
    """Whether a card of the deal in play is down: a practice deal begun (before that, the
    Exercises window deals it again as it was, and nothing of it is worth keeping)."""
    rnd = match.current
    return rnd is not None and (bool(rnd.trick) or rnd.trick_number > 1)


__all__ = ["ExerciseRef", "card_down"]
