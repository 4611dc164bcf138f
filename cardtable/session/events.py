"""What the session tells its listeners besides the engine's events: the pacing of a match
(whose turn, who is thinking, the end), claims, undo and redo, hints, and trouble saving.

The engine's events (``CardPlayed``, ``TrickWon``, ``RoundScored``, ``MatchOver``…) say
what an action did to the cards; these say what the table is doing between actions, so a
window can show "your turn", "waiting for Ada…" or "claim refused" without asking the
session at the wrong moment. Every one is a small frozen value, like the engine's events.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.montecarlo import SearchRecord
from ..analysis.claim import ClaimCheck
from ..engine.actions import Action
from .seats import Decision


class SessionEvent:
    """Base of the session's own events (a listener tells them from the engine's with it)."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class YourTurn(SessionEvent):
    """A human must decide now (said once per decision, when the table is ready for it)."""

    decision: Decision


@dataclass(frozen=True, slots=True)
class Thinking(SessionEvent):
    """A computer player has been asked for ``decision`` and is thinking."""

    decision: Decision


@dataclass(frozen=True, slots=True)
class ThinkerFailed(SessionEvent):
    """A computer player raised instead of answering (the match waits; the app reports it)."""

    decision: Decision
    error: Exception


@dataclass(frozen=True, slots=True)
class Finished(SessionEvent):
    """The match is over and the table has shown its last event."""

    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ClaimAccepted(SessionEvent):
    """The claim stands double dummy; the rest of the deal is being played out."""

    check: ClaimCheck
    remaining: int


@dataclass(frozen=True, slots=True)
class ClaimRefused(SessionEvent):
    """The defence can hold declarer to ``check.possible`` tricks, below the claim. The
    line that does it is left out (``check.line`` is empty): it would show the hidden hands
    of a deal still being played."""

    check: ClaimCheck
    remaining: int


@dataclass(frozen=True, slots=True)
class Undone(SessionEvent):
    """Back to the human's previous decision (the match is now practice)."""


@dataclass(frozen=True, slots=True)
class Redone(SessionEvent):
    """Forward again to where the table was before the last undo."""


@dataclass(frozen=True, slots=True)
class HintReady(SessionEvent):
    """What a strong computer player would do in the human's place, and the search behind
    it (``None`` when it had no real choice), for ``decision`` still pending."""

    decision: Decision
    action: Action
    search: SearchRecord | None


@dataclass(frozen=True, slots=True)
class AutosaveFailed(SessionEvent):
    """The autosave could not be written (disk full, no permission): play goes on."""

    reason: str
