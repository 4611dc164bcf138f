"""Scoring a game played with real cards: the facts a scorer types, checked and scored by
the game's own rules.

At a real table nobody tells the program which cards were played, only what happened: the
bids, the tricks, the bug cards taken, the points announced. Each game's
:class:`~cardtable.engine.games.base.GameSpec` reads those facts for one round
(``tally_info``, ``tally_round``, ``describe_tally``): it checks they can be true and scores
them with the same functions its rounds score with, so a score kept on paper can never
disagree with a game played in the app. The score sheet (:mod:`cardtable.scorekeeper`)
keeps the entries, the totals and the files; the words here are its error messages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import EngineError

ROUND = "round"
PENALTY = "penalty"
REDEAL = "redeal"  # a Minibridge 20–20 deal: recorded, scores nothing, same dealer again


class ScoresheetError(EngineError, ValueError):
    """An entry that cannot be true, or a file that is not a score sheet: one line to show."""


@dataclass(frozen=True)
class RoundInfo:
    """What the next (or a past) round is, so the form can ask the right questions.

    ``number`` counts rounds as the scorer does: a Bugger Bridge penalty redeal and a
    Minibridge 20–20 redeal keep the number of the round they replace.
    """

    number: int
    planned: int | None
    dealer: int | None
    tricks: int
    # Bugger Bridge: cards per player and whether the round has trumps.
    cards: int = 0
    trumps: bool = True
    # Seats in bidding order (left of the dealer first); Minibridge: announcing order.
    order: tuple[int, ...] = ()
    # Dumb-Bunny: the hand card's line and the seating (player numbers N, E, S, W per table).
    trump: str | None = None
    modifiers: tuple[str, ...] = ()
    seats: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True)
class Scored:
    """One round as a game's rules score it from the facts typed: what is kept, the points."""

    kind: str
    data: dict[str, Any]
    scores: tuple[int, ...]
    # Bugger Bridge: 'even', 'over' or 'under'.
    status: str | None = None
    # Minibridge: declarer and dummy, from the points announced.
    declarer: int | None = None
    dummy: int | None = None


@dataclass(frozen=True)
class Result:
    """One entry on the sheet as scored: what was typed, the points and the totals after it."""

    kind: str
    info: RoundInfo
    data: dict[str, Any]
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    # Bugger Bridge: 'even', 'over' or 'under'.
    status: str | None = None
    # Minibridge: declarer and dummy, from the points announced.
    declarer: int | None = None
    dummy: int | None = None


# ----- checking typed values -----------------------------------------------------------------


def whole(value: Any, what: str, low: int, high: int) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``; else a message naming ``what``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScoresheetError(f"{what} must be a whole number, not {value!r}")
    if not low <= value <= high:
        raise ScoresheetError(f"{what} must be from {low} to {high}, not {value}")
    return value


def per_player(values: Any, n: int, what: str) -> list[Any]:
    """``values`` as a list of one value per player."""
    if not isinstance(values, (list, tuple)) or len(values) != n:
        raise ScoresheetError(f"{what} must be given for each of the {n} players")
    return list(values)


def plural(k: int, word: str) -> str:
    """'1 trick', '3 tricks', '2 matches'."""
    if k == 1:
        return f"{k} {word}"
    return f"{k} {word}{'es' if word.endswith(('ch', 'sh', 's', 'x')) else 's'}"


def suit_symbol(letter: str) -> str:
    return "♠♥♦♣"["SHDC".index(letter)]


def seats_after(dealer: int, n: int) -> tuple[int, ...]:
    """Every seat from the dealer's left, the dealer last: who bids (and leads) in turn."""
    return tuple((dealer + 1 + i) % n for i in range(n))
