"""Resuming a saved game: the record replayed and checked, the table's part (seats, seed,
practice, instance, the dealer's random state) read back, and a
:class:`~.table.TableSession` made to go on with it.

A save written by another version (or edited by hand) may name a computer level or an
option value this version does not know. Such a value is replaced by its default and the
session's :attr:`~.table.TableSession.notes` say so, rather than the whole match being lost.
"""

from __future__ import annotations

import os
import random
from typing import Any

from ..ai.players import LEVELS
from ..engine.errors import EngineError, OptionError
from ..engine.games import get_game
from ..engine.match import Match
from ..engine.record import check_header, replay
from ..storage.records import read_record_data
from .exercise_ref import ExerciseRef
from .history import decisions_in
from .saving import claims_from, dealer_from_state, seats_of
from .seats import SeatConfig
from .table import TableSession

# The level a seat gets when its saved level is unknown.
FALLBACK_LEVEL = "easy"


def load_session(path: str | os.PathLike[str], **session_options: Any) -> TableSession:
    """A session resuming the game saved in ``path``; a bad file raises the engine's one-line
    error (``RecordError``, ``IllegalAction``…) and nothing is made."""
    return session_from_record(read_record_data(path), **session_options)


def session_from_record(data: dict[str, Any], **session_options: Any) -> TableSession:
    """A session resuming the record ``data`` (see :func:`load_session`)."""
    notes: list[str] = []
    data = dict(data, options=_known_options(data, notes))
    match = replay(data)
    found = data.get("table")
    table: dict[str, Any] = found if isinstance(found, dict) else {}
    seed = table.get("seed") if isinstance(table.get("seed"), int) and not isinstance(table.get("seed"), bool) else None
    seats = [_known_level(s, notes) for s in seats_of(table, match.players)]
    dealer = dealer_from_state(table.get("dealer"), len(match.rounds))
    if dealer is None and seed is not None:
        dealer = dealer_after(data, seed, len(match.rounds))
    session = TableSession(match.game, seats, match.options, seed, match=match, dealer=dealer, **session_options)
    session.practice = table.get("practice") is True  # undo before a crash still makes it practice
    session.taught_lead = table.get("taught_lead") is True  # a practice deal leads as it teaches
    session.exercise = ExerciseRef.from_json(table.get("exercise"))
    instance = table.get("instance")
    session.instance = instance if isinstance(instance, str) else ""  # older saves: the id they had
    session.notes = notes
    session.history.claims = claims_from(table.get("claims"))
    session.history.resumed_from(lambda: decisions_in(data, session.undo_stops_at))
    return session


def _known_options(data: dict[str, Any], notes: list[str]) -> Any:
    """The record's options with every value this version refuses left out (its default
    plays instead), each named in ``notes``; what the engine will refuse anyway is kept."""
    options = data.get("options")
    game = data.get("game")
    players = data.get("players")
    if not isinstance(options, dict) or not isinstance(game, str) or not isinstance(players, list):
        return options
    try:
        spec = get_game(game)
    except EngineError:
        return options
    known = {o.name: o for o in spec.options}
    kept: dict[str, Any] = {}
    for key, value in options.items():
        try:
            if key not in known:
                raise OptionError(f"unknown option {key!r}")
            kept[key] = known[key].check(value, game)
        except OptionError:
            notes.append(f"The save's option {str(key)[:40]!r} = {str(value)[:40]!r} is not known here; "
                         "its default is used.")
    try:
        spec.check_options(kept, len(players))
    except OptionError:
        notes.append("The save's options do not go together; the defaults are used.")
        return {}
    return kept


def _known_level(seat: SeatConfig, notes: list[str]) -> SeatConfig:
    if seat.level in LEVELS:
        return seat
    notes.append(f"{seat.name}'s computer level {seat.level[:40]!r} is not known here; {FALLBACK_LEVEL} plays.")
    return SeatConfig(seat.name, human=seat.human, level=FALLBACK_LEVEL)


def dealer_after(data: dict[str, Any], seed: int, rounds: int) -> random.Random:
    """The dealer of a match seeded ``seed`` after its first ``rounds`` deals, for saves
    without the dealer's state (older ones): each deal is made again on the match as it
    stood before it, so the random numbers are used up exactly as they were."""
    rng = random.Random(seed)
    check_header(data)
    for k in range(rounds):
        if k == 0:
            before = Match(data["game"], data["players"], data.get("options") or {})
        else:
            before = replay(dict(data, rounds=data["rounds"][:k]))
        before.deal(rng)
    return rng
