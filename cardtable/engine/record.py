"""Game records (docs/RECORD.md, version 1): replay a record into a :class:`Match`.

A round's state is a pure function of its record, so saves, replays and undo all come
through :func:`replay`. It either reaches the recorded state or raises
:class:`RecordError` naming the first bad step (round, trick, seat, card, rule).
"""

from __future__ import annotations

import functools
import json
import re
import sys
from collections.abc import Callable
from typing import Any

from .actions import Play
from .cards import Card
from .errors import DealError, EngineError, IllegalAction, OptionError, RecordError
from .match import RECORD_FORMAT, RECORD_VERSION, Match, dealer_from_draw
from .phase import Phase

# A JSON escape of a surrogate: only then can the parsed record hold a lone one.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def parse_record_text(text: str) -> dict[str, Any]:
    """JSON text to a record dict; refuses text that is not a JSON object, a number too
    long for Python to read (:class:`_HugeNumber`) and a string no save could write
    (:func:`_is_text`), naming the field."""
    huge: list[_HugeNumber] = []
    try:
        data = json.loads(text, parse_int=functools.partial(_read_int, huge))
    except json.JSONDecodeError as exc:
        raise RecordError(f"not a valid game record: broken JSON at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise RecordError("not a valid game record: nested too deeply") from None
    if not isinstance(data, dict):
        raise RecordError("not a valid game record: the top level must be a JSON object")
    if huge:
        place = _place_of(data, lambda node: node is huge[0])
        raise RecordError(f"not a valid game record: {place}: number too large ({huge[0].digits} digits)")
    if _SURROGATE_ESCAPE.search(text):
        place = _place_of(data, lambda node: isinstance(node, str) and not _is_text(node))
        if place is not None:
            raise RecordError(f"not a valid game record: {place} is not text: it holds a lone surrogate "
                              "(an escape like \\ud800 that stands for no character)")
    return data


class _HugeNumber:
    """Stands in for a JSON integer longer than Python reads (``sys.get_int_max_str_digits``):
    ``int()`` would refuse it with a message that names neither the file nor the field, so
    the number is kept aside and the field is named once the whole document is parsed."""

    def __init__(self, digits: int) -> None:
        self.digits = digits


def _read_int(huge: list[_HugeNumber], text: str) -> int | _HugeNumber:
    """A JSON integer, or a :class:`_HugeNumber` (noted in ``huge``) if Python cannot read it."""
    digits = len(text.lstrip("-"))
    limit = sys.get_int_max_str_digits()
    if limit and digits > limit:
        huge.append(_HugeNumber(digits))
        return huge[-1]
    return int(text)


def _place_of(data: Any, wanted: Callable[[Any], bool]) -> str | None:
    """Where the first value ``wanted`` picks sits in ``data``, like ``rounds[0].bids[2]``
    (searched only for a record found suspect, so a good record's load never pays for it)."""
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        place, node = stack.pop()
        if wanted(node):
            return place or "the record"
        if isinstance(node, dict):
            items = [(f"{place}.{_shown_key(k)}" if place else _shown_key(k), v) for k, v in node.items()]
        elif isinstance(node, list):
            items = [(f"{place}[{i}]", v) for i, v in enumerate(node)]
        else:
            continue
        stack.extend(reversed(items))
    return None


def _is_text(value: str) -> bool:
    """Whether ``value`` can be written as UTF-8. JSON's ``\\ud800`` escapes decode to lone
    surrogates, which no save can encode: a player named so loaded, then every save of the
    match failed. docs/RECORD.md asks nothing of them, so the record is refused as it is read
    rather than the name quietly changed."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _shown(value: Any) -> str:
    """``value`` as JSON writes it (``true``, ``1.0``), cut short: a message stays one short line."""
    try:
        text = json.dumps(value)
    except (TypeError, ValueError, RecursionError):
        text = repr(value)
    return text if len(text) <= 40 else text[:40] + "…"


def _shown_key(key: str) -> str:
    return key if key.isidentifier() and len(key) <= 40 else _shown(key)


# Longest player name a record may hold (the app's names are far shorter).
MAX_NAME = 100
# Longest option name or text value (every real option is a word or a number).
MAX_OPTION_TEXT = 100


def _long_text(value: Any, depth: int = 0) -> bool:
    """A string longer than :data:`MAX_OPTION_TEXT` anywhere inside ``value``."""
    if isinstance(value, str):
        return len(value) > MAX_OPTION_TEXT
    if depth > 8:
        return False
    if isinstance(value, dict):
        return any(len(str(k)) > MAX_OPTION_TEXT or _long_text(v, depth + 1) for k, v in value.items())
    if isinstance(value, list):
        return any(_long_text(v, depth + 1) for v in value)
    return False


def check_header(data: dict[str, Any]) -> None:
    if not isinstance(data, dict):
        raise RecordError("not a valid game record: the top level must be a JSON object")
    if data.get("format") != RECORD_FORMAT:
        raise RecordError(f"not a cardtable game record (format should be {RECORD_FORMAT!r})")
    version = data.get("version")
    if version is None:
        raise RecordError("the record has no version (this cardtable reads version 1)")
    if type(version) is not int or version != RECORD_VERSION:  # not true, not 1.0: JSON tells them apart
        raise RecordError(f"record version {_shown(version)} is not supported (this cardtable reads version 1)")
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RecordError("players must be a list of names")
    if any(len(p) > MAX_NAME for p in players):
        raise RecordError(f"a player's name is longer than {MAX_NAME} characters")
    options = data.get("options")
    if isinstance(options, dict) and any(len(str(k)) > MAX_OPTION_TEXT or _long_text(v) for k, v in options.items()):
        raise RecordError(f"an option's name or text is longer than {MAX_OPTION_TEXT} characters")
    if not isinstance(data.get("rounds"), list):
        raise RecordError("rounds must be a list")


def replay(data: dict[str, Any], on_step: Callable[[Match], None] | None = None) -> Match:
    """Replay a record dict into a match, validating every step.

    ``on_step(match)``, when given, is called after each round is dealt and after each
    action: every state the record passes through, in order (what undo needs after a
    resume, see session/history.py)."""
    check_header(data)
    game = data.get("game")
    if not isinstance(game, str):
        raise RecordError("game must be one of the game names")
    try:
        match = Match(game, data["players"], data.get("options") or {})
    except OptionError as exc:
        raise RecordError(str(exc)) from None
    if data.get("draw") is not None:
        _check_draw_cards(data["draw"])
        try:
            match.first_dealer = dealer_from_draw(data["draw"], match.n)
        except DealError as exc:
            raise RecordError(str(exc)) from None
        match.draw = data["draw"]
    rounds = data["rounds"]
    for i, rd in enumerate(rounds):
        where = f"round {i + 1}"
        if match.finished:
            raise RecordError(f"{where}: the match had already ended")
        if not isinstance(rd, dict):
            raise RecordError(f"{where}: must be a JSON object")
        try:
            match.start_round(rd)
        except (DealError, IllegalAction) as exc:
            raise RecordError(f"{where}: {exc}") from None
        if on_step is not None:
            on_step(match)
        _replay_round(match, rd, where, last=i == len(rounds) - 1, on_step=on_step)
    return match


def _check_draw_cards(draw: Any) -> None:
    """Within one draw for dealer nobody draws a card another player holds."""
    for i, row in enumerate(draw if isinstance(draw, list) else []):
        cards = [c for c in row if c is not None] if isinstance(row, list) else []
        for card in cards:
            if isinstance(card, str) and cards.count(card) > 1:
                raise RecordError(f"draw {i + 1}: {card} is drawn by two players")


def _replay_round(match: Match, rd: dict[str, Any], where: str, last: bool,
                  on_step: Callable[[Match], None] | None = None) -> None:
    rnd = match.rounds[-1]
    steps = match.spec.replay_steps(rnd, rd)
    while True:
        try:
            step = next(steps)
        except StopIteration:
            break
        except EngineError as exc:
            raise RecordError(f"{where}: {exc}") from None
        trick = rnd.trick_number
        try:
            if isinstance(step, Card):
                seat = rnd.to_act
                if seat is None:
                    raise IllegalAction(f"{step} is played after the round's last trick")
                match.apply(Play(seat, step))
            else:
                match.apply(step)
        except IllegalAction as exc:
            place = f"{where}, trick {trick}" if rnd.phase is Phase.PLAY or isinstance(step, Card) else where
            raise RecordError(f"{place}: {exc}") from None
        if on_step is not None:
            on_step(match)
    if not rnd.is_done and not last:
        raise RecordError(f"{where}: the round is unfinished but is not the last round")


def dumps(match: Match) -> str:
    """The match's record as JSON text (what a save file holds)."""
    return json.dumps(match.to_record(), ensure_ascii=False)


def replay_summary(match: Match) -> dict[str, Any]:
    """The result of a replay in the shape of ``cardtable replay --json`` (docs/RECORD.md)."""
    rounds = [
        {"tricks": Match.round_tricks(r), "scores": s}
        for r, s in zip(match.rounds, match.round_scores, strict=False)
    ]
    return {"rounds": rounds, "totals": list(match.totals), "finished": match.finished, "winners": match.winners}
