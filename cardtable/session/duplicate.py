"""'How would the computer have done?': the same deal, the same cards for everyone, with a
computer player in your seat, and both results side by side (per round in Bugger Bridge,
Bugami and Bleeding Hearts, per deal in Minibridge, per hand in Dumb-Bunny).

Runs in the worker process (it may think for a while); everything it needs is in the
record, so it can be sent there as plain data.

Where partners keep one score all match (Minibridge: declarer plays dummy's cards too), the
tricks compared are the side's, as the score is; elsewhere each player's own. A round whose
cards the player chose face down (Dumb-Bunny's blind hands) is not compared: any card was as
good as another, and the difference would be luck (:func:`chosen_face_down`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.match import Match
from ..engine.record import replay
from ..engine.round import Round
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
    # The tricks are the side's (the player's and their partner's), not the player's own.
    by_side: bool = False


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
    by_side = match.spec.fixed_partnerships
    return DuplicateResult(round_index, seat, level, original.round_scores[-1][seat],
                           _tricks(original, original.rounds[-1], seat, by_side),
                           match.round_scores[-1][seat], _tricks(match, rnd, seat, by_side), by_side)


def _tricks(match: Match, rnd: Round, seat: int, by_side: bool) -> int:
    """``seat``'s tricks in ``rnd``, or its side's (``by_side``: partners score together)."""
    tricks = match.round_tricks(rnd)
    if not by_side:
        return tricks[seat]
    side = next(side for side in match.spec.sides(rnd) if seat in side)
    return sum(tricks[p] for p in side)


def chosen_face_down(match: Match, round_index: int, seat: int) -> bool:
    """Did ``seat`` play round ``round_index`` of ``match`` blind (every card chosen face
    down)? Then a computer in the seat has nothing to do better, and no comparison is made."""
    return match.rounds[round_index].view(seat).info.blind
