"""'How would the computer have done?': the same deal, the same cards for everyone, with a
computer player in your seat, and both results side by side (per round in Bugger Bridge,
Bugami and Bleeding Hearts, per deal in Minibridge, per hand in Dumb-Bunny).

Runs in the worker process (it may think for a while); everything it needs is in the
record, so it can be sent there as plain data.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.record import replay
from .seats import SeatConfig
from .table import TableSession

DECISION_KEYS = ("bids", "plays", "contract", "doublets")


@dataclass(frozen=True)
class DuplicateResult:
    round_index: int
    seat: int
    level: str
    your_score: int
    your_tricks: int
    computer_score: int
    computer_tricks: int


def deal_of(round_record: dict[str, Any]) -> dict[str, Any]:
    """A round record without its decisions: the deal everyone is given again."""
    deal = {k: v for k, v in round_record.items() if k not in DECISION_KEYS}
    if "tables" in deal:
        deal["tables"] = [{k: v for k, v in t.items() if k != "plays"} | {"plays": []} for t in deal["tables"]]
    return deal


def computer_in_seat(record: dict[str, Any], round_index: int, seat: int, level: str,
                     others: list[str] | None = None, seed: int = 0) -> DuplicateResult:
    """Play round ``round_index`` of ``record`` again from its deal, a ``level`` computer
    in ``seat`` and computers (``others`` levels, default normal) everywhere else."""
    before = dict(record, rounds=record["rounds"][:round_index])
    match = replay(before)
    original = replay(dict(record, rounds=record["rounds"][: round_index + 1]))
    match.start_round(deal_of(record["rounds"][round_index]))
    levels = list(others) if others else ["normal"] * match.n
    levels[seat] = level
    seats = [SeatConfig(name, level=lv) for name, lv in zip(match.players, levels, strict=True)]
    rnd = match.rounds[-1]
    session = TableSession(match.game, seats, match.options, seed, match=match, player_seed=f"duplicate/{seed}")
    session.hold = lambda: rnd.is_done  # this round only: the session stops before dealing the next
    session.advance()
    tricks = match.round_tricks(rnd)
    theirs = match.round_tricks(original.rounds[-1])
    return DuplicateResult(round_index, seat, level, original.round_scores[-1][seat], theirs[seat],
                           match.round_scores[-1][seat], tricks[seat])
