"""Random numbers for one decision, drawn from the player's seed and the position alone.

A computer player's decision must be a function of its view, its level and its seed
(issue 19): a resumed match, an undone move played again, a replayed record and the same
position asked for a hint twice must all give the same answer. A player that drew its
numbers from one long-lived generator would answer by how many decisions it had made
before; so each decision gets a fresh generator seeded by the player's seed and a
fingerprint of the view.

The fingerprint is a cryptographic hash of a canonical text of the view: stable across
processes and machines, unlike Python's ``hash()``, which is salted per process for
strings (``PYTHONHASHSEED``). Seat names are left out, since a decision never depends on
them and a resumed match may rename a seat.

The text (its every byte: the fingerprints of recorded matches and the ladder's figures
depend on it) is written by one small function per kind of value, chosen once a kind:
every computer decision encodes a whole view, and asking "which kind is this?" down a
chain of ``isinstance`` for each of its hundreds of values cost more than the writing.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import operator
import random
from collections.abc import Callable
from typing import Any

from ..engine.cards import Card
from ..engine.view import PlayerView

# The kinds of number written as their decimal digits (a card as its index, not ``TH``).
NUMBERS = frozenset({int, Card})
# View fields that do not enter the fingerprint (what the seats are called).
IGNORED_FIELDS = frozenset({"players"})

Writer = Callable[[Any], str]
# The writer of each kind of value met so far (see :func:`_writer_for`).
_WRITERS: dict[type, Writer] = {}
_number = int.__repr__


def _text(value: object) -> str:
    """The canonical text of ``value``: the same for equal values in any process."""
    kind = type(value)
    if kind is int or kind is Card:
        return _number(value)  # type: ignore[arg-type]
    write = _WRITERS.get(kind)
    if write is None:
        write = _WRITERS[kind] = _writer_for(kind)
    return write(value)


def _items(value: Any) -> str:
    """A tuple or list: its items, each followed by a comma, in brackets. Most are numbers
    only (a hand, a trick, the totals), written in one go."""
    if not value:
        return "()"
    if NUMBERS.issuperset(map(type, value)):
        return "(" + ",".join(map(_number, value)) + ",)"
    return "(" + "".join([(_items(x) if type(x) is tuple else _text(x)) + "," for x in value]) + ")"


def _subclass_items(value: Any) -> str:
    return _items(list(value))


def _set(value: Any) -> str:
    # Sets iterate in an order that may depend on the salted string hash: sort first.
    return "{" + ",".join(sorted(_text(item) for item in value)) + "}"


def _dict(value: Any) -> str:
    return "{" + ",".join(sorted(_text(k) + ":" + _text(v) for k, v in value.items())) + "}"


def _enum(value: Any) -> str:
    return f"{type(value).__name__}.{value.name}"


def _plain_int(value: Any) -> str:
    return str(int(value))


def _plain_float(value: Any) -> str:
    return repr(float(value))


def _plain_str(value: Any) -> str:
    return repr(str(value))


def _dataclass_writer(kind: type) -> Writer:
    """The fields in order (a view's less :data:`IGNORED_FIELDS`), each as ``name=text,``."""
    names = tuple(f.name for f in dataclasses.fields(kind))
    if issubclass(kind, PlayerView):
        names = tuple(n for n in names if n not in IGNORED_FIELDS)
    head = kind.__name__ + "("
    labels = tuple(n + "=" for n in names)
    if len(names) == 1:  # attrgetter of one name gives the value, not a tuple of one
        label, get_one = labels[0], operator.attrgetter(names[0])
        return lambda value: head + label + _text(get_one(value)) + ",)"
    get = operator.attrgetter(*names)

    def write(value: Any) -> str:
        return head + "".join([label + _text(v) + "," for label, v in zip(labels, get(value), strict=True)]) + ")"

    return write


def _refuse(value: Any) -> str:
    raise TypeError(f"no canonical form for {type(value).__name__} in a view")


def _writer_for(kind: type) -> Writer:
    """How a value of ``kind`` is written; a kind's writer never changes, and the order of
    the tests (bool before int, an enum before its value) is part of the text."""
    if kind is tuple or kind is list:
        return _items
    if kind is type(None) or issubclass(kind, bool):
        return repr
    if issubclass(kind, enum.Enum):
        return _enum
    for base, write in ((int, _plain_int), (float, _plain_float), (str, _plain_str), (tuple, _subclass_items),
                        (list, _subclass_items), (set, _set), (frozenset, _set), (dict, _dict)):
        if issubclass(kind, base):
            return write
    if dataclasses.is_dataclass(kind) and not issubclass(kind, type):
        return _dataclass_writer(kind)
    return _refuse


def view_fingerprint(view: PlayerView) -> bytes:
    """A digest of everything the view shows (but the seat names), equal in every process."""
    return hashlib.blake2b(_text(view).encode(), digest_size=16).digest()


def decision_rng(seed: int | str, view: PlayerView) -> random.Random:
    """The random numbers of the decision at ``view`` of a player seeded with ``seed``."""
    digest = hashlib.blake2b(repr(seed).encode() + b"|" + view_fingerprint(view), digest_size=16).digest()
    return random.Random(int.from_bytes(digest, "big"))


__all__ = ["decision_rng", "view_fingerprint"]
