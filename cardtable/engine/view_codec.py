"""A :class:`PlayerView` and an :class:`Action` as JSON, both ways: the messages of the bot
protocol (docs/BOT.md).

The JSON is built from the dataclasses' own type hints, so a field added to a view or to a
game's info class is written and read without touching this module (and the tests that
round-trip every game's views at every step notice if a new kind of value needs a rule).
Cards are written in the record's notation (``"TH"``), suit numbers (``trump``,
``bug_suits``) as their letters (``"H"``), the mask of played cards as a list of cards.

Reading is strict, because the other side is a program we do not know: every field the view
needs must be there with the right type, an unknown field is an error, and the facts must fit
together (a seat in range, no card twice, the legal actions of the phase). Each problem is a
:class:`CodecError` whose message names the field.

>>> from cardtable.engine.actions import Play
>>> action_to_json(Play(2, Card.parse("TH")))
{'play': 'TH'}
>>> action_from_json({"bid": 2}, seat=1)
Bid(seat=1, tricks=2)
"""

from __future__ import annotations

import dataclasses
import enum
import json
import random
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, NoReturn

from .actions import Action, Announce, Bid, ChooseContract, Declare, Play
from .cards import Card, Suit, cards_of
from .errors import EngineError
from .phase import Phase
from .view import GameInfo, PlayerView

# The name and version of the protocol; a message of another version is refused.
PROTOCOL = "cardtable-bot"
VERSION = 1

# Fields that hold a suit number; JSON has the suit's letter.
SUIT_FIELDS = frozenset({"trump", "bug_suits"})
# Cards in the deck: no round has more tricks than each seat's share of them.
_CARDS = 52
# The PlayerView fields that are not written by the generic rule.
_SPECIAL = frozenset({"history", "played", "legal", "info"})

Json = Any


class CodecError(EngineError, ValueError):
    """A message that is not a view (or an action) this protocol can read; the message says
    which field is wrong and why."""


# ----- actions -----------------------------------------------------------------------------


def action_to_json(action: Action) -> dict[str, Json]:
    """The JSON form of an action; the seat is left out (it is the view's ``to_act``)."""
    match action:
        case Play(card=card):
            return {"play": str(card)}
        case Bid(tricks=tricks):
            return {"bid": tricks}
        case Declare(bid=bid, doublets=doublets):
            return {"declare": bid, "doublets": doublets}
        case Announce(points=points):
            return {"announce": points}
        case ChooseContract(strain=strain, game=game):
            return {"contract": {"strain": strain, "game": game}}
    raise CodecError(f"not an action: {action!r}")


_ACTION_KEYS = {"play": {"play"}, "bid": {"bid"}, "declare": {"declare", "doublets"}, "announce": {"announce"},
                "contract": {"contract"}}
_STRAINS = ("C", "D", "H", "S", "NT")


def action_from_json(obj: Json, seat: int, where: str = "action") -> Action:
    """Read one action for ``seat``; a :class:`CodecError` names what is wrong."""
    if not isinstance(obj, dict):
        raise CodecError(f"{where}: expected an object like {{\"play\": \"TH\"}}, got {_kind(obj)}")
    kinds = [k for k in _ACTION_KEYS if k in obj]
    if len(kinds) != 1:
        raise CodecError(f"{where}: expected exactly one of {', '.join(_ACTION_KEYS)}, got keys {sorted(obj)}")
    kind = kinds[0]
    extra = set(obj) - _ACTION_KEYS[kind]
    if extra:
        raise CodecError(f"{where}: unknown field {sorted(extra)[0]!r} in a {kind} action")
    value = obj[kind]
    if kind == "play":
        return Play(seat, _card(value, f"{where}.play"))
    if kind == "bid":
        return Bid(seat, _int(value, f"{where}.bid"))
    if kind == "announce":
        return Announce(seat, _int(value, f"{where}.announce"))
    if kind == "declare":
        bid = _str(value, f"{where}.declare")
        doublets = _bool(obj.get("doublets", False), f"{where}.doublets")
        return Declare(seat, bid, doublets)
    contract = _object(value, f"{where}.contract", {"strain", "game"})
    strain = _str(contract["strain"], f"{where}.contract.strain")
    if strain not in _STRAINS:
        raise CodecError(f"{where}.contract.strain: expected one of {', '.join(_STRAINS)}, got {strain!r}")
    return ChooseContract(seat, strain, _bool(contract["game"], f"{where}.contract.game"))


# ----- views -------------------------------------------------------------------------------


def view_to_json(view: PlayerView) -> dict[str, Json]:
    """The message for ``view``: ``version``, then every field of the view."""
    out: dict[str, Json] = {"version": VERSION}
    hints = _hints(PlayerView)
    for f in dataclasses.fields(PlayerView):
        value = getattr(view, f.name)
        if f.name == "history":
            out[f.name] = [{"leader": ld, "cards": [str(c) for c in cs], "winner": w} for ld, cs, w in value]
        elif f.name == "played":
            out[f.name] = [str(c) for c in cards_of(value)]
        elif f.name == "legal":
            out[f.name] = [action_to_json(a) for a in value]
        elif f.name == "info":
            out[f.name] = _dataclass_to_json(value)
        else:
            out[f.name] = _encode(value, hints[f.name], f.name in SUIT_FIELDS)
    return out


def view_from_json(obj: Json) -> PlayerView:
    """Read and check a message: a :class:`PlayerView` whose facts fit together."""
    if not isinstance(obj, dict):
        raise CodecError(f"expected a JSON object, got {_kind(obj)}")
    if "version" not in obj:
        raise CodecError(f"missing field 'version' (this is version {VERSION} of the protocol)")
    if type(obj["version"]) is not int or obj["version"] != VERSION:  # not true, not 1.0
        raise CodecError(f"unsupported version {_short(obj['version'])} (this program speaks version {VERSION})")
    fields = {f.name: f for f in dataclasses.fields(PlayerView)}
    _check_keys(obj, fields, "", skip={"version"})
    game = _str(obj["game"], "game")
    try:
        info_class, kinds = _game_facts(game)
    except EngineError as exc:
        raise CodecError(f"game: {exc}") from None
    hints = _hints(PlayerView)
    values: dict[str, Any] = {}
    for name in fields:
        if name not in obj:
            continue  # a field with a default (checked by _check_keys)
        if name in _SPECIAL:
            continue
        values[name] = _decode(obj[name], hints[name], name, name in SUIT_FIELDS)
    values["history"] = tuple(_trick(t, f"history[{i}]") for i, t in enumerate(_list(obj["history"], "history")))
    played = 0
    for i, c in enumerate(_list(obj["played"], "played")):
        card = _card(c, f"played[{i}]")
        if played >> card & 1:
            raise CodecError(f"played: {card} is listed twice")
        played |= 1 << card
    values["played"] = played
    if "info" not in obj:
        raise CodecError("missing field 'info'")
    values["info"] = _dataclass_from_json(obj["info"], info_class, "info")
    to_act = values.get("to_act")
    _check_seats(values["info"], len(values["players"]), to_act)
    # An action names the match player (Dumb-Bunny's table seats are not players).
    seat = values["info"].seat_player(to_act if to_act is not None else values["seat"])
    legal = _list(obj["legal"], "legal")
    values["legal"] = tuple(action_from_json(a, seat, f"legal[{i}]") for i, a in enumerate(legal))
    view = PlayerView(**values)
    check_view(view, kinds)
    return view


def check_view(view: PlayerView, kinds: dict[Phase, frozenset[type]] | None = None) -> None:
    """Refuse a view whose facts cannot all be true at once (``kinds``: the action classes
    each phase of the game allows; by default the game's own)."""
    if kinds is None:
        kinds = _game_facts(view.game)[1]
    n = view.n
    if n < 2:
        raise CodecError(f"players: a table needs at least two, got {n}")
    for name in ("seat", "dealer", "leader"):
        _in_range(getattr(view, name), n, name)
    _check_seats(view.info, n, view.to_act)
    if view.to_act is not None and view.phase is Phase.DONE:
        # (null in another phase is possible: a Dumb-Bunny table waiting for another to finish)
        raise CodecError(f"to_act: must be null once the phase is done, got {view.to_act}")
    for name in ("hand_sizes", "tricks_won"):
        if len(getattr(view, name)) != n:
            raise CodecError(f"{name}: expected one entry per player ({n}), got {len(getattr(view, name))}")
    if view.totals and len(view.totals) != n:
        raise CodecError(f"totals: expected one entry per player ({n}) or none, got {len(view.totals)}")
    if any(s < 0 for s in view.hand_sizes) or any(t < 0 for t in view.tricks_won):
        raise CodecError("hand_sizes, tricks_won: counts cannot be negative")
    if view.info.blind and view.hand:
        raise CodecError("hand: must be empty in a blind hand")
    if not view.info.blind and len(view.hand) != view.hand_sizes[view.seat]:
        raise CodecError(f"hand: {len(view.hand)} cards, but hand_sizes says seat {view.seat} holds "
                         f"{view.hand_sizes[view.seat]}")
    seen = 0
    for where, cards in (("hand", view.hand), ("trick", view.trick),
                         *((f"history[{i}].cards", cs) for i, (_, cs, _) in enumerate(view.history))):
        for card in cards:
            if seen >> card & 1:
                raise CodecError(f"{where}: {card} appears twice in the view")
            seen |= 1 << card
    turn_up = getattr(view.info, "turn_up", None)  # Bugger Bridge's: it names trumps and stays on the stock
    if turn_up is not None and seen >> int(turn_up) & 1:
        raise CodecError(f"info.turn_up: {turn_up} is the turned-up card, so it is in no hand and no trick")
    if len(view.trick) >= n:
        raise CodecError(f"trick: at most {n - 1} cards can lie in an unfinished trick, got {len(view.trick)}")
    for i, (leader, cards, winner) in enumerate(view.history):
        _in_range(leader, n, f"history[{i}].leader")
        _in_range(winner, n, f"history[{i}].winner")
        if not cards:
            raise CodecError(f"history[{i}].cards: a trick has cards")
    in_tricks = 0
    for _, cards, _ in view.history:
        for c in cards:
            in_tricks |= 1 << c
    for c in view.trick:
        in_tricks |= 1 << c
    if view.played != in_tricks:
        raise CodecError("played: must be exactly the cards of history and trick")
    hand = 0
    for c in view.hand:
        hand |= 1 << c
    if not 0 <= view.n_tricks <= _CARDS // n:
        raise CodecError(f"n_tricks: expected 0 to {_CARDS // n} (a deck of {_CARDS} among {n}), got "
                         f"{_short(view.n_tricks)}")
    if len(view.history) != sum(view.tricks_won):
        raise CodecError(f"tricks_won: adds up to {sum(view.tricks_won)}, but history has {len(view.history)} tricks")
    _check_hand_sizes(view)
    _check_turns(view)
    _check_match(view)
    _check_legal(view, kinds, hand)
    problem = view.info.contradiction(view)
    if problem is not None:
        raise CodecError(problem)


def _check_hand_sizes(view: PlayerView) -> None:
    """Every seat is dealt the round's ``n_tricks`` cards and plays one to each trick, so its
    hand size follows from the tricks and the trick in progress (a player's search deals the
    unseen cards by these sizes)."""
    n = view.n
    in_trick = [0] * n
    for i in range(len(view.trick)):
        in_trick[(view.leader + i) % n] += 1
    for seat, size in enumerate(view.hand_sizes):
        played = len(view.history) + in_trick[seat]
        if size != view.n_tricks - played:
            raise CodecError(f"hand_sizes[{seat}]: seat {seat} has played {played} of the round's {view.n_tricks} "
                             f"cards, so it holds {view.n_tricks - played}, not {_short(size)}")


def _check_turns(view: PlayerView) -> None:
    """The winner of a trick leads the next, and the cards of a trick go round the table."""
    for i in range(1, len(view.history)):
        if view.history[i][0] != view.history[i - 1][2]:
            raise CodecError(f"history[{i}].leader: the winner of the trick before, seat {view.history[i - 1][2]}, "
                             f"leads it, not seat {view.history[i][0]}")
    if view.history and (view.trick or view.phase is Phase.PLAY) and view.leader != view.history[-1][2]:
        raise CodecError(f"leader: the winner of the last trick, seat {view.history[-1][2]}, leads, "
                         f"not seat {view.leader}")
    if view.phase is Phase.PLAY and view.to_act is not None and view.to_act != (view.leader + len(view.trick)) % view.n:
        raise CodecError(f"to_act: seat {view.leader} led and {len(view.trick)} card(s) followed, so seat "
                         f"{(view.leader + len(view.trick)) % view.n} plays next, not seat {view.to_act}")


# No match total comes near this: a larger one is a made-up view, not a long match.
TOTAL_LIMIT = 10**9


def _check_match(view: PlayerView) -> None:
    """The match's place and score: a round number and totals a match can reach."""
    if view.round_index < 0:
        raise CodecError(f"round_index: expected 0 or more, got {view.round_index}")
    for seat, total in enumerate(view.totals):
        if abs(total) > TOTAL_LIMIT:
            raise CodecError(f"totals[{seat}]: {_short(total)} is beyond any match's total (at most {TOTAL_LIMIT:,})")


def _check_seats(info: GameInfo, n: int, to_act: int | None) -> None:
    """``to_act`` and the seat-to-player map, which reading the legal actions relies on."""
    if n == 0:
        raise CodecError("players: expected the players' names, got an empty list")
    if to_act is not None:
        _in_range(to_act, n, "to_act")
    if info.seats and len(info.seats) != n:
        raise CodecError(f"info.seats: expected a player for each of the {n} seats, got {len(info.seats)}")


def _check_legal(view: PlayerView, kinds: dict[Phase, frozenset[type]], hand: int) -> None:
    if not view.legal:
        return
    if view.to_act is None:
        raise CodecError("legal: there are no legal actions once the round is done")
    if view.to_act not in view.info.plays_for(view.seat):
        raise CodecError(f"legal: it is seat {view.to_act}'s turn, so seat {view.seat} has no legal actions")
    if len(set(view.legal)) != len(view.legal):
        raise CodecError("legal: an action is listed twice")
    allowed = kinds.get(view.phase, frozenset())
    holders = hand | _mask(getattr(view.info, "dummy_hand", None) or ())
    for i, action in enumerate(view.legal):
        if type(action) not in allowed:
            names = ", ".join(sorted(_FORM[k] for k in allowed)) or "none"
            raise CodecError(f"legal[{i}]: a {_FORM[type(action)]} action is not possible in the {view.phase} "
                             f"phase of {view.game} (possible: {names})")
        if isinstance(action, Play) and not view.info.blind and not holders >> action.card & 1:
            raise CodecError(f"legal[{i}]: {action.card} is not in a hand this seat plays from")
        if isinstance(action, Play) and view.played >> action.card & 1:
            raise CodecError(f"legal[{i}]: {action.card} has already been played")
        if isinstance(action, Bid) and not 0 <= action.tricks <= view.n_tricks:
            raise CodecError(f"legal[{i}]: a bid of {_short(action.tricks)} is out of range (bids are 0 to "
                             f"{view.n_tricks} in a {view.n_tricks}-card round)")


_FORM: dict[type, str] = {
    Play: "play", Bid: "bid", Declare: "declare", Announce: "announce", ChooseContract: "contract"}


@cache
def _game_facts(game: str) -> tuple[type[GameInfo], dict[Phase, frozenset[type]]]:
    """The info class of ``game``'s views and the action classes each of its phases offers,
    learnt from the engine by playing its first rounds at random (so no game is named here: a
    new game is read as soon as the engine plays it). Three rounds, so that a round that ends
    early (a Minibridge 20-20 deal is thrown in before any contract) cannot hide a phase."""
    from .games import get_game
    from .match import Match

    spec = get_game(game)
    match = Match(spec.name, [f"P{i}" for i in range(spec.player_counts[0])])
    rng = random.Random(0)
    kinds: dict[Phase, set[type]] = {}
    match.deal(rng)
    info_class: type[GameInfo] = type(match.view(0).info)
    for _ in range(3):
        while (rnd := match.current) is not None:
            legal = rnd.legal_actions()
            for a in legal:
                kinds.setdefault(rnd.phase, set()).add(type(a))
            match.apply(rng.choice(legal))
        if match.finished:
            break
        match.deal(rng)
    return info_class, {phase: frozenset(k) for phase, k in kinds.items()}


# ----- the generic rule: a value of a hinted type --------------------------------------------


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """The resolved type hints of a dataclass (the modules use postponed annotations)."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def _dataclass_to_json(value: Any) -> dict[str, Json]:
    hints = _hints(type(value))
    return {f.name: _encode(getattr(value, f.name), hints[f.name], f.name in SUIT_FIELDS)
            for f in dataclasses.fields(value)}


def _dataclass_from_json(obj: Json, cls: type, where: str) -> Any:
    fields = {f.name: f for f in dataclasses.fields(cls)}
    _check_keys(_object(obj, where), fields, f"{where}.")
    hints = _hints(cls)
    return cls(**{name: _decode(obj[name], hints[name], f"{where}.{name}", name in SUIT_FIELDS)
                  for name in fields if name in obj})


def _encode(value: Any, tp: Any, suit: bool = False) -> Json:
    if value is None:
        return None
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (types.UnionType, typing.Union):
        (inner,) = [a for a in args if a is not type(None)]
        return _encode(value, inner, suit)
    if origin is tuple:
        return [_encode(v, args[0], suit) for v in value]
    if tp is Card:
        return str(value)
    if suit:
        return Suit(value).letter
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(tp):
        return _dataclass_to_json(value)
    return value


def _decode(obj: Json, tp: Any, where: str, suit: bool = False) -> Any:
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (types.UnionType, typing.Union):
        if obj is None:
            return None
        (inner,) = [a for a in args if a is not type(None)]
        return _decode(obj, inner, where, suit)
    if origin is tuple:
        if len(args) != 2 or args[1] is not Ellipsis:
            raise CodecError(f"{where}: this program cannot read a field of type {tp}")
        return tuple(_decode(v, args[0], f"{where}[{i}]", suit) for i, v in enumerate(_list(obj, where)))
    if tp is Card:
        return _card(obj, where)
    if suit:
        return _suit(obj, where)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(_str(obj, where))
        except ValueError:
            _fail(where, f"one of {', '.join(str(m.value) for m in tp)}", obj)
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _dataclass_from_json(obj, tp, where)
    readers: dict[Any, Callable[[Json, str], Any]] = {bool: _bool, int: _int, str: _str}
    if tp in readers:
        return readers[tp](obj, where)
    raise CodecError(f"{where}: this program cannot read a field of type {tp}")


# ----- small readers -------------------------------------------------------------------------


def _kind(obj: Json) -> str:
    names = {dict: "an object", list: "a list", str: "a string", bool: "true/false", int: "a number",
             float: "a number", type(None): "null"}
    return names.get(type(obj), type(obj).__name__)


def _fail(where: str, expected: str, obj: Json) -> NoReturn:
    if obj is None or isinstance(obj, bool):  # "got true", not "got true/false True"
        raise CodecError(f"{where}: expected {expected}, got {_short(obj)}")
    raise CodecError(f"{where}: expected {expected}, got {_kind(obj)} {_short(obj)}")


def _short(obj: Json) -> str:
    """The value as the message has it (JSON, not Python's repr), cut short."""
    try:
        text = json.dumps(obj, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(obj)
    return text if len(text) <= 40 else text[:37] + "..."


def _int(obj: Json, where: str) -> int:
    if isinstance(obj, bool) or not isinstance(obj, int):
        _fail(where, "a whole number", obj)
    return obj


def _bool(obj: Json, where: str) -> bool:
    if not isinstance(obj, bool):
        _fail(where, "true or false", obj)
    return obj


def _str(obj: Json, where: str) -> str:
    if not isinstance(obj, str):
        _fail(where, "a string", obj)
    return obj


def _list(obj: Json, where: str) -> list[Json]:
    if not isinstance(obj, list):
        _fail(where, "a list", obj)
    return obj


def _object(obj: Json, where: str, keys: set[str] | None = None) -> dict[str, Json]:
    if not isinstance(obj, dict):
        _fail(where, "an object", obj)
    if keys is not None:
        missing, extra = keys - set(obj), set(obj) - keys
        if missing or extra:
            raise CodecError(f"{where}: expected the fields {sorted(keys)}, got {sorted(obj)}")
    return obj


def _card(obj: Json, where: str) -> Card:
    if isinstance(obj, str) and len(obj) == 2:
        try:
            return Card.parse(obj)
        except ValueError:
            pass
    _fail(where, 'a card like "TH" (rank 23456789TJQKA, then suit SHDC)', obj)


def _suit(obj: Json, where: str) -> int:
    if isinstance(obj, str) and len(obj) == 1 and obj in "SHDC":
        return int(Suit.parse(obj))
    _fail(where, "a suit letter S, H, D or C", obj)


def _trick(obj: Json, where: str) -> tuple[int, tuple[Card, ...], int]:
    t = _object(obj, where, {"leader", "cards", "winner"})
    cards = tuple(_card(c, f"{where}.cards[{i}]") for i, c in enumerate(_list(t["cards"], f"{where}.cards")))
    return _int(t["leader"], f"{where}.leader"), cards, _int(t["winner"], f"{where}.winner")


def _check_keys(obj: dict[str, Json], fields: dict[str, dataclasses.Field], prefix: str,
                skip: set[str] | frozenset[str] = frozenset()) -> None:
    unknown = sorted(set(obj) - set(fields) - skip)
    if unknown:
        raise CodecError(f"unknown field '{prefix}{unknown[0]}'")
    for name, f in fields.items():
        has_default = f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
        if name not in obj and not has_default:
            raise CodecError(f"missing field '{prefix}{name}'")


def _in_range(value: int, n: int, where: str) -> None:
    if not 0 <= value < n:
        raise CodecError(f"{where}: expected a seat from 0 to {n - 1}, got {value}")


def _mask(cards: tuple[Card, ...] | list[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m
