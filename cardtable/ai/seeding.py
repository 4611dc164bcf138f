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
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import random

from ..engine.cards import Card
from ..engine.view import PlayerView

#: The kinds of number written as their decimal digits (a card as its index, not ``TH``).
NUMBERS = frozenset({int, Card})
#: View fields that do not enter the fingerprint (what the seats are called).
IGNORED_FIELDS = frozenset({"players"})


def _encode(value: object, out: list[str]) -> None:
    """Append a canonical text of ``value``: the same for equal values in any process.

    Every computer decision encodes its whole view (hundreds of values), so the common
    kinds come first: ints and cards, and tuples and lists of them; what each kind writes
    never changes."""
    kind = type(value)
    if kind in NUMBERS:
        out.append(int.__repr__(value))  # type: ignore[arg-type]
    elif kind is tuple or kind is list:
        out.append("(")
        for item in value:  # type: ignore[attr-defined]
            if type(item) in NUMBERS:
                out.append(int.__repr__(item))
            elif type(item) is tuple and all(type(x) in NUMBERS for x in item):  # a trick's cards
                out.append("(" + "".join([int.__repr__(x) + "," for x in item]) + ")")
            else:
                _encode(item, out)
            out.append(",")
        out.append(")")
    elif value is None or isinstance(value, bool):
        out.append(repr(value))
    elif isinstance(value, enum.Enum):
        out.append(f"{type(value).__name__}.{value.name}")
    elif isinstance(value, int):  # cards are ints
        out.append(str(int(value)))
    elif isinstance(value, float):
        out.append(repr(float(value)))
    elif isinstance(value, str):
        out.append(repr(str(value)))
    elif isinstance(value, (tuple, list)):
        _encode(list(value), out)  # a subclass: as its items
    elif isinstance(value, (set, frozenset)):
        # Sets iterate in an order that may depend on the salted string hash: sort first.
        parts = []
        for item in value:
            sub: list[str] = []
            _encode(item, sub)
            parts.append("".join(sub))
        out.append("{" + ",".join(sorted(parts)) + "}")
    elif isinstance(value, dict):
        items = []
        for k, v in value.items():
            sub = []
            _encode(k, sub)
            sub.append(":")
            _encode(v, sub)
            items.append("".join(sub))
        out.append("{" + ",".join(sorted(items)) + "}")
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        out.append(kind.__name__ + "(")
        for name in _field_names(kind):
            out.append(name + "=")
            _encode(getattr(value, name), out)
            out.append(",")
        out.append(")")
    else:
        raise TypeError(f"no canonical form for {type(value).__name__} in a view")


_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(kind: type) -> tuple[str, ...]:
    """A dataclass's fields in order, less :data:`IGNORED_FIELDS` for a view (looked up once a kind)."""
    names = _FIELDS.get(kind)
    if names is None:
        names = tuple(f.name for f in dataclasses.fields(kind))
        if issubclass(kind, PlayerView):
            names = tuple(n for n in names if n not in IGNORED_FIELDS)
        _FIELDS[kind] = names
    return names


def view_fingerprint(view: PlayerView) -> bytes:
    """A digest of everything the view shows (but the seat names), equal in every process."""
    out: list[str] = []
    _encode(view, out)
    return hashlib.blake2b("".join(out).encode(), digest_size=16).digest()


def decision_rng(seed: int | str, view: PlayerView) -> random.Random:
    """The random numbers of the decision at ``view`` of a player seeded with ``seed``."""
    digest = hashlib.blake2b(repr(seed).encode() + b"|" + view_fingerprint(view), digest_size=16).digest()
    return random.Random(int.from_bytes(digest, "big"))


__all__ = ["decision_rng", "view_fingerprint"]
