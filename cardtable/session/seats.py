"""Who sits at the table and what the table waits for."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SeatConfig:
    """Who sits in a seat: a name, and either a human or a computer level."""

    name: str
    human: bool = False
    level: str = "easy"


@dataclass(frozen=True)
class Decision:
    """The decision the table waits for: for ``seat``, made by ``actor`` (declarer for dummy)."""

    seat: int
    actor: int
    human: bool
    turn: int  # how many steps the session has taken; an answer for an older turn is stale
