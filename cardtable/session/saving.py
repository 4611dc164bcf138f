"""Saves of a table: the match record plus the table's own part (``"table"``: seats, the
seed, practice, the match's instance id), written and read through storage/.

The record's core fields are the engine's format (docs/RECORD.md); the ``"table"`` part is the
app's, and everything in it is optional when read, so a bare record (from ``cardtable``'s
command line or another program) opens too, with the first seat human.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..engine import Match
from ..storage.records import save_match, write_text_atomic
from .kept_rounds import KeptRounds
from .seats import SeatConfig

if TYPE_CHECKING:
    from .table_state import TableState


def table_info(session: TableState) -> dict[str, Any]:
    """The table's part of a save: who sits where, the seed, practice, the instance id, the
    dealer's random state after the deals made so far (so a resumed match deals the same
    next round as one never interrupted, instead of starting the shuffles over), and where
    claims were made, if any (a record does not say, and undo after a resume needs it)."""
    info = {"seats": [{"name": c.name, "human": c.human, "level": c.level} for c in session.seats],
            "seed": session.seed, "practice": session.practice, "instance": session.instance,
            "dealer": dealer_state(session.rng, len(session.match.rounds))}
    if session.history.claims:
        info["claims"] = [list(c) for c in session.history.claims]
    if session.taught_lead:
        info["taught_lead"] = True
    if session.exercise is not None:
        info["exercise"] = session.exercise.to_json()
    return info


def claims_from(found: Any) -> list[tuple[int, int]]:
    """The claims saved by :func:`table_info`; what is not a pair of counts is left out."""
    if not isinstance(found, list):
        return []
    return [(c[0], c[1]) for c in found if isinstance(c, list) and len(c) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in c)]


def dealer_state(rng: random.Random, rounds: int) -> dict[str, Any]:
    """``rng``'s state as JSON, with the number of rounds dealt when it was taken."""
    version, internal, gauss = rng.getstate()
    return {"rounds": rounds, "state": [version, list(internal), gauss]}


def dealer_from_state(found: Any, rounds: int) -> random.Random | None:
    """The dealer saved by :func:`dealer_state` if it belongs to a match with ``rounds``
    rounds dealt (an undo back over a deal leaves it ahead), else None."""
    if not isinstance(found, dict) or found.get("rounds") != rounds:
        return None
    state = found.get("state")
    if not (isinstance(state, list) and len(state) == 3 and isinstance(state[1], list)):
        return None
    version, internal, gauss = state
    if len(internal) != 625 or not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 2**32
                                       for x in internal) or not (gauss is None or isinstance(gauss, float)):
        return None
    rng = random.Random()
    try:
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError, OverflowError):
        return None
    return rng


def write_autosave(session: TableState, path: str | os.PathLike[str]) -> None:
    """The autosave: compact, atomic (a kill mid-write leaves the previous save)."""
    write_text_atomic(path, autosave_text(session.match, table_info(session)))


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


# The JSON text of each round over, written once (see :mod:`.kept_rounds`).
_round_texts: KeptRounds[str] = KeptRounds(lambda match, rnd: _json(match.spec.round_record(rnd)))


def autosave_text(match: Match, table: dict[str, Any]) -> str:
    """``json.dumps(dict(match.to_record(), table=table), ensure_ascii=False)``, to the byte.

    The app saves after every action, and the record of a long match is mostly rounds that
    are over, which never change: each is written to JSON once and its text kept, and only
    the round in play is written again. JSON's text of an object is its fields' texts
    joined by ``", "``, each ``key: value``, so the kept texts are joined in the same way."""
    record = dict(_round_texts.record(match), table=table)
    fields = [_json(key) + ": " + ("[" + ", ".join(value) + "]" if key == "rounds" else _json(value))
              for key, value in record.items()]
    return "{" + ", ".join(fields) + "}"


def save_session(session: TableState, path: str | os.PathLike[str]) -> None:
    """Game ▸ Save: the record, indented for people, with the table's part."""
    save_match(session.match, path, table=table_info(session))


def seats_of(table: dict[str, Any], players: Sequence[str]) -> list[SeatConfig]:
    """The seats a save names (a seat it does not describe: human if first, else easy)."""
    found = table.get("seats")
    listed: list[Any] = found if isinstance(found, list) else []
    seats = []
    for i, name in enumerate(players):
        info = listed[i] if i < len(listed) and isinstance(listed[i], dict) else {}
        seats.append(SeatConfig(name, human=bool(info.get("human", i == 0)), level=str(info.get("level", "easy"))))
    return seats
