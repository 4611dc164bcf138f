"""Scorekeeper mode: score a game played with real cards, by the engine's own rules.

At a real table nobody tells the program which cards were played, only what happened:
the bids, the tricks, the bug cards taken, the points announced. A :class:`ScoreSheet`
takes exactly those facts, round by round, checks that they can be true (the tricks add
up, no suit gives more bug cards than it has), and scores them by calling the engine's
public scoring functions — :func:`~cardtable.engine.games.bugger_bridge.bid_score`,
:func:`~cardtable.engine.games.bugami.bug_score`,
:func:`~cardtable.engine.games.minibridge.contract_score` and friends — so that a score
kept here can never disagree with a game played in the app. The engine's
:class:`~cardtable.engine.games.base.GameSpec` also answers who deals next, when the match
is over and who won, through a small stand-in for a match (:class:`_Tally`).

Penalties come from the seeds: only Bugger Bridge's has them (revoke; too few or too many
cards: the round is redealt by the same dealer and the offender loses 10 points). The
other seeds say nothing, so the sheet offers no penalty there (:data:`PENALTY_NOTES`).

A sheet is saved in its own small JSON format (``"format": "cardtable-scoresheet"``,
version 1): the game, players, options, first dealer and the entries as typed. Scores
are not stored; loading replays every entry through the same checks, so a file edited by
hand into something impossible is refused rather than believed.
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .engine.cards import SUIT_CHARS, Card, mask_of
from .engine.errors import EngineError
from .engine.games import get_game
from .engine.games.bleeding_hearts import TURNIP, bleeding_hearts_score
from .engine.games.bugami import ZERO, bug_score, zero_bid_score
from .engine.games.bugger_bridge import bid_score as bugger_bid_score
from .engine.games.bugger_bridge import bid_status, schedule
from .engine.games.dumb_bunny import DumbBunnyRound, Hand, parse_hand_card, seating_after
from .engine.games.minibridge import STRAINS, contract_score, declarer_seat, declaring_side, partner, target_tricks
from .storage.paths import data_dir
from .storage.records import write_text_atomic

FORMAT = "cardtable-scoresheet"
VERSION = 1
AUTOSAVE_NAME = "scoresheet-autosave.json"
#: A score sheet is a few kilobytes; anything far bigger is not one, and is not read whole.
MAX_FILE_BYTES = 1024 * 1024

ROUND = "round"
PENALTY = "penalty"
REDEAL = "redeal"  # a Minibridge 20–20 deal: recorded, scores nothing, same dealer again

#: Bugger Bridge's seed: a revoke not corrected in time, or a player found with too few or
#: too many cards after play has started — the round is redealt by the same dealer and the
#: offender loses 10 points.
PENALTY_POINTS = 10
REVOKE = "revoke"
WRONG_CARDS = "wrong-cards"
PENALTY_REASONS = (REVOKE, WRONG_CARDS)
PENALTY_GAMES = ("bugger-bridge",)
#: Why a game offers no penalty entry (its seed has no penalty rule to apply).
PENALTY_NOTES = {
    "bugger-bridge": "Revoke or wrong number of cards: the round is redealt by the same dealer "
    "and the offender loses 10 points.",
    "bugami": "The Bugami seed has no penalties; if the players agree, replay the deal.",
    "bleeding-hearts": "The Bleeding Hearts seed has no penalties; if the players agree, replay the deal.",
    "minibridge": "The Minibridge seed has no penalties; if the players agree, replay the deal.",
    "dumb-bunny": "The Dumb-Bunny seed has no penalties; if the players agree, replay the hand.",
}

#: Cards of each suit in play in Bleeding Hearts: 13 less the three bid-card ranks.
BLEEDING_HEARTS_SUIT_CARDS = 10
MINIBRIDGE_POINTS = 40
#: The most points one 13-card hand can hold: four aces, kings and queens and a jack.
MAX_HAND_POINTS = 37


class ScoresheetError(ValueError):
    """An entry that cannot be true, or a file that is not a score sheet: one line to show."""


def autosave_path() -> Path:
    """Where the sheet in progress is saved after every entry."""
    return data_dir() / AUTOSAVE_NAME


def suit_symbol(letter: str) -> str:
    return "♠♥♦♣"[SUIT_CHARS.index(letter)]


# ----- what the scorer is asked for next ---------------------------------------------------


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
    #: Bugger Bridge: cards per player and whether the round has trumps.
    cards: int = 0
    trumps: bool = True
    #: Seats in bidding order (left of the dealer first); Minibridge: announcing order.
    order: tuple[int, ...] = ()
    #: Dumb-Bunny: the hand card's line and the seating (player numbers N, E, S, W per table).
    trump: str | None = None
    modifiers: tuple[str, ...] = ()
    seats: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True)
class Result:
    """One entry on the sheet as scored: what was typed, the points and the totals after it."""

    kind: str
    info: RoundInfo
    data: dict[str, Any]
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    #: Bugger Bridge: 'even', 'over' or 'under'.
    status: str | None = None
    #: Minibridge: declarer and dummy, from the points announced.
    declarer: int | None = None
    dummy: int | None = None


@dataclass
class _Done:
    """A finished round as the engine's GameSpec rules read it (dealer, redeal)."""

    dealer: int | None
    redeal: bool = False


@dataclass
class _Tally:
    """The few attributes of a :class:`~cardtable.engine.match.Match` that a GameSpec's
    ``next_dealer``, ``rounds_planned``, ``is_over`` and ``winners`` read, so those rules
    come from the engine rather than being written again here."""

    n: int
    players: tuple[str, ...]
    options: dict[str, Any]
    first_dealer: int | None
    rounds: list[_Done] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)

    @property
    def rounds_completed(self) -> int:
        return len(self.rounds)


# ----- checking typed values -----------------------------------------------------------------


def _whole(value: Any, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScoresheetError(f"{what} must be a whole number, not {value!r}")
    if not low <= value <= high:
        raise ScoresheetError(f"{what} must be from {low} to {high}, not {value}")
    return value


def _per_player(values: Any, n: int, what: str) -> list[Any]:
    if not isinstance(values, (list, tuple)) or len(values) != n:
        raise ScoresheetError(f"{what} must be given for each of the {n} players")
    return list(values)


def _s(k: int, word: str) -> str:
    return f"{k} {word}{'' if k == 1 else 's'}"


def _honours_with_points(points: int) -> int:
    """A set of honour cards (mask) holding exactly ``points`` high-card points.

    The engine's declarer rule (:func:`declarer_seat`) reads hands, and a scorer knows only
    the points announced; any cards with those points give the same answer, so the rule
    is asked with honour sets built greedily (aces, kings, queens, then jacks).
    """
    cards = []
    left = points
    for rank, value in (("A", 4), ("K", 3), ("Q", 2), ("J", 1)):
        for suit in SUIT_CHARS:
            if left >= value:
                cards.append(Card.parse(rank + suit))
                left -= value
    if left:
        raise ValueError(f"no hand holds {points} points")
    return mask_of(cards)


def minibridge_declarer(points: Sequence[int], dealer: int) -> int | None:
    """The declarer (seat N E S W = 0..3) for the points announced, by the engine's rule;
    ``None`` for a 20–20 redeal. The points must add up to 40."""
    hands = [_honours_with_points(v) for v in points]
    return None if declaring_side(hands, dealer) is None else declarer_seat(hands, dealer)


# ----- the sheet -----------------------------------------------------------------------------


class ScoreSheet:
    """The score of one match played with real cards, entry by entry.

    ``add_round(data)`` takes a whole round as typed (see the ``_<game>`` methods for the
    fields); Bugger Bridge can also take the bids first (:meth:`record_bids`, which says
    whether the round is even, over- or under-bid) and the tricks later
    (:meth:`record_tricks`). Every accepted change is autosaved when ``autosave`` is set.
    """

    def __init__(
        self,
        game: str,
        players: Sequence[str],
        options: dict[str, Any] | None = None,
        first_dealer: int | None = 0,
        *,
        autosave: str | os.PathLike[str] | None = None,
    ) -> None:
        if not isinstance(game, str):
            raise ScoresheetError(f"the game must be named, not {game!r}")
        try:
            self.spec = get_game(game)
        except EngineError as exc:
            raise ScoresheetError(str(exc)) from None
        self.game = self.spec.name
        if not isinstance(players, (list, tuple)) or not all(isinstance(p, str) for p in players):
            raise ScoresheetError("players must be a list of names")
        names = tuple(p.strip() for p in players)
        try:
            self.spec.check_players(len(names))
            self.options = self.spec.check_options(options, len(names))
        except EngineError as exc:
            raise ScoresheetError(str(exc)) from None
        for i, name in enumerate(names):
            if not name:
                raise ScoresheetError(f"player {i + 1} has no name")
            if name in names[:i]:
                raise ScoresheetError(f"two players are called {name}: give each a different name")
        self.players = names
        self.n = len(names)
        if self.game == "dumb-bunny":
            first_dealer = None  # every table deals in turn; the sheet needs no dealer
        elif isinstance(first_dealer, bool) or not isinstance(first_dealer, int) or not 0 <= first_dealer < self.n:
            raise ScoresheetError(f"the first dealer must be a player from 1 to {self.n}")
        self.first_dealer = first_dealer
        self.autosave = None if autosave is None else Path(autosave)
        self.entries: list[dict[str, Any]] = []
        self.results: list[Result] = []
        self.pending_bids: list[int] | None = None
        self._hands: tuple[Hand, ...] = parse_hand_card(self.options["hand_card"]) if self.game == "dumb-bunny" else ()

    # ----- state ----------------------------------------------------------------------------

    @property
    def totals(self) -> tuple[int, ...]:
        return self.results[-1].totals if self.results else (0,) * self.n

    @property
    def penalties_allowed(self) -> bool:
        return self.game in PENALTY_GAMES

    def _tally(self) -> _Tally:
        done = [_Done(r.info.dealer, r.kind == REDEAL) for r in self.results if r.kind in (ROUND, REDEAL)]
        return _Tally(self.n, self.players, self.options, self.first_dealer, done, list(self.totals))

    @property
    def is_over(self) -> bool:
        tally = self._tally()
        return bool(tally.rounds) and self.spec.is_over(tally)

    @property
    def winners(self) -> list[int]:
        """Players on the winning total once the match is over (ties share); else ``[]``."""
        return self.spec.winners(self._tally()) if self.is_over else []

    def next_info(self) -> RoundInfo:
        """The round the scorer enters next."""
        return self._info_for(self._tally())

    def _info_for(self, tally: _Tally) -> RoundInfo:
        counted = sum(1 for r in tally.rounds if not r.redeal)
        number = counted + 1
        planned = self.spec.rounds_planned(tally)
        if self.game == "dumb-bunny":
            index = len(tally.rounds)
            hand = self._hands[min(index, len(self._hands) - 1)]
            return RoundInfo(
                number,
                planned,
                None,
                13,
                trump=None if hand.trump is None else SUIT_CHARS[hand.trump],
                modifiers=tuple(sorted(hand.modifiers)),
                seats=self._seating(index),
            )
        dealer = self.spec.dealer_to_deal(tally)
        order = tuple((dealer + 1 + i) % self.n for i in range(self.n))
        if self.game == "bugger-bridge":
            sched = schedule(self.n)
            cards, trumps = sched[min(len(tally.rounds), len(sched) - 1)]
            return RoundInfo(number, planned, dealer, cards, cards, trumps, order)
        if self.game == "minibridge":
            deals = self.options["deals"] if not self.options["target"] else None
            return RoundInfo(number, deals, dealer, 13, order=tuple((dealer + i) % 4 for i in range(4)))
        tricks = 52 // self.n if self.game == "bugami" else 13
        return RoundInfo(number, planned, dealer, tricks, order=order)

    def _seating(self, index: int) -> tuple[tuple[int, ...], ...]:
        """Dumb-Bunny seating for hand ``index``: players in order four to a table, then
        moved after each hand by the engine's new-partners and move-tables rules."""
        seats = [list(range(4 * t, 4 * t + 4)) for t in range(self.n // 4)]
        for hand in self._hands[:index]:
            seats = seating_after(seats, hand)
        return tuple(tuple(t) for t in seats)

    # ----- entries --------------------------------------------------------------------------

    def _check_open(self) -> None:
        if self.is_over:
            won = " and ".join(self.players[w] for w in self.winners)
            raise ScoresheetError(f"the match is over ({won} won): start a new sheet to score another")

    def record_bids(self, bids: Sequence[int]) -> str:
        """Bugger Bridge: the bids of the next round, before it is played. Returns how the
        round is bid — 'even', 'over' or 'under' — for the scorer to announce."""
        if self.game != "bugger-bridge":
            raise ScoresheetError(f"{self.spec.title} takes a whole round at once: bids are entered with the tricks")
        self._check_open()
        info = self.next_info()
        checked = self._check_bugger_bids(bids, info)
        self.pending_bids = checked
        self._changed()
        return bid_status(sum(checked), info.cards)

    def record_tricks(self, tricks: Sequence[int]) -> Result:
        """Bugger Bridge: the tricks of the round whose bids were recorded."""
        if self.pending_bids is None:
            raise ScoresheetError("enter the bids of the round first")
        return self.add_round({"bids": self.pending_bids, "tricks": list(tricks)})

    def add_round(self, data: dict[str, Any]) -> Result:
        """Score one round (a deal, a hand) from what was typed; refuses impossible entries."""
        self._check_open()
        if not isinstance(data, dict):
            raise ScoresheetError("a round must be a JSON object")
        info = self.next_info()
        result = getattr(self, "_" + self.game.replace("-", "_"))(data, info)
        self.pending_bids = None
        self._append({"kind": ROUND, **result.data}, result)
        return result

    def add_penalty(self, player: int, reason: str = REVOKE) -> Result:
        """Bugger Bridge's penalty: the offender loses 10 points and the round is redealt by
        the same dealer, so the next entry is the same round again (bids typed are void)."""
        if not self.penalties_allowed:
            raise ScoresheetError(PENALTY_NOTES[self.game])
        self._check_open()
        if reason not in PENALTY_REASONS:
            raise ScoresheetError(f"the penalty's reason must be one of {', '.join(PENALTY_REASONS)}, not {reason!r}")
        _whole(player, "the offender", 0, self.n - 1)
        scores = tuple(-PENALTY_POINTS if p == player else 0 for p in range(self.n))
        data = {"player": player, "reason": reason}
        result = self._result(PENALTY, self.next_info(), data, scores)
        self.pending_bids = None
        self._append({"kind": PENALTY, **data}, result)
        return result

    def undo(self) -> str:
        """Take back the last entry (recorded bids first); says what was taken back."""
        if self.pending_bids is not None:
            self.pending_bids = None
            self._changed()
            return "bids"
        if not self.entries:
            raise ScoresheetError("there is nothing to undo")
        self.entries.pop()
        kind = self.results.pop().kind
        self._changed()
        return kind

    def _result(self, kind: str, info: RoundInfo, data: dict[str, Any], scores: Sequence[int], **extra: Any) -> Result:
        totals = tuple(t + s for t, s in zip(self.totals, scores, strict=True))
        return Result(kind, info, data, tuple(scores), totals, **extra)

    def _append(self, entry: dict[str, Any], result: Result) -> None:
        self.entries.append(entry)
        self.results.append(result)
        self._changed()

    def _changed(self) -> None:
        if self.autosave is not None:
            self.save(self.autosave)

    # ----- the five games -------------------------------------------------------------------

    def _check_bugger_bids(self, bids: Any, info: RoundInfo) -> list[int]:
        bids = _per_player(bids, self.n, "a bid")
        cards = info.cards
        checked = [_whole(b, f"{self.players[p]}'s bid", 0, cards) for p, b in enumerate(bids)]
        if self.options["hook_rule"] and sum(checked) == cards:
            d = info.dealer
            raise ScoresheetError(
                f"{self.players[d]} (dealer) may not bid {checked[d]}: the bids would total {cards}, "
                "the tricks in play (hook rule)"
            )
        return checked

    def _bugger_bridge(self, data: dict[str, Any], info: RoundInfo) -> Result:
        """Fields: ``bids`` and ``tricks``, one number per player."""
        bids = self._check_bugger_bids(data.get("bids"), info)
        tricks = _per_player(data.get("tricks"), self.n, "the tricks taken")
        tricks = [_whole(t, f"{self.players[p]}'s tricks", 0, info.cards) for p, t in enumerate(tricks)]
        if sum(tricks) != info.cards:
            raise ScoresheetError(
                f"the tricks add up to {sum(tricks)}, but round {info.number} has {_s(info.cards, 'trick')}"
            )
        scores = [bugger_bid_score(b, t) for b, t in zip(bids, tricks, strict=True)]
        status = bid_status(sum(bids), info.cards)
        return self._result(ROUND, info, {"bids": bids, "tricks": tricks}, scores, status=status)

    def _bug_fields(self, data: dict[str, Any], info: RoundInfo, bid_choices: tuple[str, ...]) -> tuple:
        """The fields Bugami and Bleeding Hearts share: ``bids``, ``tricks``, ``bugs``."""
        bids = _per_player(data.get("bids"), self.n, "a bid")
        for p, b in enumerate(bids):
            if b not in bid_choices:
                raise ScoresheetError(f"{self.players[p]}'s bid must be one of {', '.join(bid_choices)}, not {b!r}")
        tricks = _per_player(data.get("tricks"), self.n, "the tricks taken")
        tricks = [_whole(t, f"{self.players[p]}'s tricks", 0, info.tricks) for p, t in enumerate(tricks)]
        if sum(tricks) != info.tricks:
            raise ScoresheetError(f"the tricks add up to {sum(tricks)}, but a deal has {_s(info.tricks, 'trick')}")
        bugs = _per_player(data.get("bugs", [0] * self.n), self.n, "the bug cards taken")
        bugs = [_whole(b, f"{self.players[p]}'s bug cards", 0, 13) for p, b in enumerate(bugs)]
        extra = 52 % self.n if self.game == "bugami" else 1  # leftovers / the turnip, with the last trick
        for p in range(self.n):
            name = self.players[p]
            if bids[p] == ZERO and bugs[p]:
                raise ScoresheetError(f"{name} bid zero, so {name} has no bug suit: bug cards must be 0")
            if bugs[p] and not tricks[p]:
                raise ScoresheetError(f"{name} took no trick, so {name} cannot have taken {_s(bugs[p], 'bug card')}")
            room = tricks[p] * self.n + extra
            if bugs[p] > room:
                raise ScoresheetError(
                    f"{name}'s {_s(tricks[p], 'trick')} hold at most {room} cards, not {bugs[p]} bug cards"
                )
        return bids, tricks, bugs

    def _check_suit_totals(self, suits: Sequence[str | None], bugs: Sequence[int], in_play: int) -> None:
        """Players with the same bug suit took its cards in different tricks, so together
        they cannot have taken more of it than the deal has."""
        for suit in SUIT_CHARS:
            taken = sum(b for s, b in zip(suits, bugs, strict=True) if s == suit)
            if taken > in_play:
                raise ScoresheetError(
                    f"the bug cards of {suit_symbol(suit)} add up to {taken}, but only {in_play} are in play"
                )

    def _bugami(self, data: dict[str, Any], info: RoundInfo) -> Result:
        """Fields: ``bids`` (a suit letter or ``zero``), ``tricks``, ``bugs`` (bug cards taken)."""
        bids, tricks, bugs = self._bug_fields(data, info, (*SUIT_CHARS, ZERO))
        self._check_suit_totals(bids, bugs, 13)
        scores = [
            zero_bid_score(t, self.options["zero_score"]) if b == ZERO else bug_score(t, k)
            for b, t, k in zip(bids, tricks, bugs, strict=True)
        ]
        return self._result(ROUND, info, {"bids": bids, "tricks": tricks, "bugs": bugs}, scores)

    def _bleeding_hearts(self, data: dict[str, Any], info: RoundInfo) -> Result:
        """Fields: ``bids`` (suit letter or ``turnip``), ``doublets`` (true/false each),
        ``turnip`` (the turnip's suit letter, needed when anyone bid Turnip), ``tricks``, ``bugs``."""
        bids, tricks, bugs = self._bug_fields(data, info, (*SUIT_CHARS, TURNIP))
        doublets = _per_player(data.get("doublets", [False] * self.n), self.n, "doublets")
        for p, d in enumerate(doublets):
            if not isinstance(d, bool):
                raise ScoresheetError(f"{self.players[p]}'s doublets must be true or false, not {d!r}")
            if d and bids[p] == TURNIP:
                raise ScoresheetError(f"{self.players[p]} cannot bid Turnip with Doublets: the two bids do not combine")
        turnip = data.get("turnip")
        if turnip is not None and turnip not in tuple(SUIT_CHARS):
            raise ScoresheetError(f"the turnip's suit must be one of {', '.join(SUIT_CHARS)}, not {turnip!r}")
        if turnip is None and TURNIP in bids:
            raise ScoresheetError("someone bid Turnip: enter the turnip's suit (it is turned up after the bids)")
        self._check_suit_totals([turnip if b == TURNIP else b for b in bids], bugs, BLEEDING_HEARTS_SUIT_CARDS)
        scores = [
            bleeding_hearts_score(t, k, b == TURNIP, d) for b, d, t, k in zip(bids, doublets, tricks, bugs, strict=True)
        ]
        fields = {"bids": bids, "doublets": doublets, "turnip": turnip, "tricks": tricks, "bugs": bugs}
        return self._result(ROUND, info, fields, scores)

    def _minibridge(self, data: dict[str, Any], info: RoundInfo) -> Result:
        """Fields: ``points`` (per player, N E S W), then unless 20–20 ``contract``
        (``{"strain": "S", "game": true}``) and ``tricks`` (the declaring side's)."""
        points = _per_player(data.get("points"), 4, "the points")
        points = [_whole(v, f"{self.players[p]}'s points", 0, MAX_HAND_POINTS) for p, v in enumerate(points)]
        if sum(points) != MINIBRIDGE_POINTS:
            raise ScoresheetError(
                f"the points add up to {sum(points)}, but the pack holds {MINIBRIDGE_POINTS}: count again"
            )
        declarer = minibridge_declarer(points, info.dealer)
        contract, tricks = data.get("contract"), data.get("tricks")
        if declarer is None:
            if contract is not None or tricks is not None:
                raise ScoresheetError("20–20: the deal is redealt by the same dealer, so it has no contract")
            return self._result(REDEAL, info, {"points": points}, [0] * 4)
        side = declarer % 2
        if not isinstance(contract, dict):
            raise ScoresheetError(f"{self.players[declarer]} declares: enter the contract")
        strain, game = contract.get("strain"), contract.get("game")
        if strain not in STRAINS:
            raise ScoresheetError(f"the strain must be one of {', '.join(STRAINS)}, not {strain!r}")
        if not isinstance(game, bool):
            raise ScoresheetError(f"the contract is a part-score or a game (game: true or false), not {game!r}")
        tricks = _whole(tricks, "the declaring side's tricks", 0, 13)
        ours, theirs = contract_score(strain, game, tricks)
        scores = [ours if p % 2 == side else theirs for p in range(4)]
        fields = {"points": points, "contract": {"strain": strain, "game": game}, "tricks": tricks}
        return self._result(ROUND, info, fields, scores, declarer=declarer, dummy=partner(declarer))

    def _dumb_bunny(self, data: dict[str, Any], info: RoundInfo) -> Result:
        """Fields: ``tables``, per table ``[North–South tricks, East–West tricks]``."""
        k = self.n // 4
        tables = data.get("tables")
        if not isinstance(tables, (list, tuple)) or len(tables) != k:
            raise ScoresheetError(f"the tricks must be given for {_s(k, 'table')}")
        checked = []
        for t, row in enumerate(tables, 1):
            if not isinstance(row, (list, tuple)) or len(row) != 2:
                raise ScoresheetError(f"table {t} needs the tricks of North–South and of East–West")
            ns = _whole(row[0], f"table {t}'s North–South tricks", 0, 13)
            ew = _whole(row[1], f"table {t}'s East–West tricks", 0, 13)
            if ns + ew != 13:
                raise ScoresheetError(f"at table {t} the sides took {ns + ew} tricks, but a hand has 13")
            checked.append([ns, ew])
        scores = self._dumb_bunny_scores(info, checked)
        return self._result(ROUND, info, {"tables": checked}, scores)

    def _dumb_bunny_scores(self, info: RoundInfo, tables: list[list[int]]) -> list[int]:
        """Per-player points from the engine's own hand: a :class:`DumbBunnyRound` at the
        hand's seating with each table's tricks set, scored by its rule (each player gets
        their side's tricks; the other side's in a swap hand). The engine has that rule
        only as the round's method, so it is used through a round with empty hands."""
        hand = self._hands[info.number - 1]
        empty = [[0] * 4 for _ in info.seats]
        rnd = DumbBunnyRound(info.seats, [0] * len(info.seats), empty, hand, self.players, info.number - 1)
        for table, (ns, ew) in zip(rnd.tables, tables, strict=True):
            table.tricks = [ns, ew, 0, 0]
        return rnd._score()

    # ----- describing entries (CSV, tooltips) ----------------------------------------------

    def describe(self, result: Result) -> str:
        """One line in English saying what an entry was, for the CSV export."""
        info, data = result.info, result.data
        if result.kind == PENALTY:
            reason = "revoke" if data["reason"] == REVOKE else "wrong number of cards"
            return f"Penalty: {self.players[data['player']]}, {reason}; round {info.number} redealt"
        if self.game == "bugger-bridge":
            kind = "trumps" if info.trumps else "no trumps"
            return f"{_s(info.cards, 'card')}, {kind}; bids {sum(data['bids'])}: {result.status}"
        if self.game == "minibridge":
            if result.kind == REDEAL:
                return "20–20: redealt"
            c = data["contract"]
            strain = "NT" if c["strain"] == "NT" else suit_symbol(c["strain"])
            need = target_tricks(c["strain"], c["game"])
            kind = "game" if c["game"] else "part-score"
            made = "made" if data["tricks"] >= need else f"down {need - data['tricks']}"
            return f"{self.players[result.declarer]} declares {strain} {kind}: {data['tricks']} tricks, {made}"
        if self.game == "dumb-bunny":
            trump = "no trumps" if info.trump is None else f"{suit_symbol(info.trump)} trumps"
            mods = "".join(f", {m.replace('_', ' ')}" for m in info.modifiers)
            return f"{trump}{mods}"
        bids = []
        for p, b in enumerate(data["bids"]):
            if b == TURNIP:
                text = f"turnip {suit_symbol(data['turnip'])}"
            elif b == ZERO:
                text = "zero"
            else:
                text = suit_symbol(b) + (" doublets" if data.get("doublets", [False] * self.n)[p] else "")
            bids.append(f"{self.players[p]} {text}")
        return "bids: " + ", ".join(bids)

    def entry_label(self, result: Result) -> str:
        """'Round 3', 'Deal 2', 'Hand 5' — the number the scorer calls it by."""
        word = {"bugger-bridge": "Round", "dumb-bunny": "Hand"}.get(self.game, "Deal")
        return f"{word} {result.info.number}"

    def to_csv(self) -> str:
        """The sheet as CSV: one row per entry with each player's points and running
        total, then the totals (and the winners once the match is over)."""
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\n")
        w.writerow(["Entry", "What happened", *self.players, *(f"{p} total" for p in self.players)])
        for r in self.results:
            w.writerow([self.entry_label(r), self.describe(r), *r.scores, *r.totals])
        w.writerow(["Total", "", *self.totals, *self.totals])
        if self.is_over:
            w.writerow(["Winner", " and ".join(self.players[p] for p in self.winners)])
        return out.getvalue()

    # ----- files ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        defaults = self.spec.default_options()
        doc: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "players": list(self.players),
            "options": {k: v for k, v in self.options.items() if v != defaults.get(k)},
            "first_dealer": self.first_dealer,
            "entries": [dict(e) for e in self.entries],
        }
        if self.pending_bids is not None:
            doc["pending"] = {"bids": list(self.pending_bids)}
        return doc

    def to_json(self) -> str:
        """The document with one entry per line, so a saved sheet reads like the paper one."""
        doc = self.to_dict()
        entries = doc.pop("entries")
        lines = [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in doc.items()]
        rows = ",\n".join(f"  {json.dumps(e, ensure_ascii=False)}" for e in entries)
        lines.append(f' "entries": [\n{rows}\n ]' if entries else ' "entries": []')
        return "{\n" + "\n".join(lines) + "\n}\n"

    def save(self, path: str | os.PathLike[str]) -> None:
        write_text_atomic(path, self.to_json())

    @classmethod
    def from_dict(cls, doc: Any, *, autosave: str | os.PathLike[str] | None = None) -> ScoreSheet:
        """A sheet from its JSON document, every entry checked again as it is replayed."""
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise ScoresheetError("it is not a cardtable score sheet")
        if doc.get("version") != VERSION:
            raise ScoresheetError(
                f"it is a score sheet of version {doc.get('version')!r}; this cardtable reads {VERSION}"
            )
        sheet = cls(doc.get("game"), doc.get("players"), doc.get("options"), doc.get("first_dealer", 0))
        entries = doc.get("entries", [])
        if not isinstance(entries, list):
            raise ScoresheetError("its entries must be a list")
        for i, entry in enumerate(entries, 1):
            try:
                if not isinstance(entry, dict) or entry.get("kind") not in (ROUND, PENALTY):
                    raise ScoresheetError('each entry needs "kind": "round" or "penalty"')
                fields = {k: v for k, v in entry.items() if k != "kind"}
                if entry["kind"] == PENALTY:
                    sheet.add_penalty(fields.get("player"), fields.get("reason"))
                else:
                    sheet.add_round(fields)
            except ScoresheetError as exc:
                raise ScoresheetError(f"entry {i}: {exc}") from None
        pending = doc.get("pending")
        if pending is not None:
            if not isinstance(pending, dict):
                raise ScoresheetError('"pending" must be an object with the bids of the round in play')
            sheet.record_bids(pending.get("bids"))
        sheet.autosave = None if autosave is None else Path(autosave)
        return sheet

    @classmethod
    def load(cls, path: str | os.PathLike[str], *, autosave: str | os.PathLike[str] | None = None) -> ScoreSheet:
        """Open a saved sheet; anything wrong is one :class:`ScoresheetError` naming the file."""
        p = Path(path)
        try:
            if p.stat().st_size > MAX_FILE_BYTES:
                raise ScoresheetError(f"{p.name} is too large to be a score sheet")
            doc = json.loads(p.read_bytes().decode("utf-8-sig"))
            return cls.from_dict(doc, autosave=autosave)
        except FileNotFoundError:
            raise ScoresheetError(f"{p}: no such file") from None
        except IsADirectoryError:
            raise ScoresheetError(f"{p} is a folder, not a score sheet") from None
        except OSError as exc:
            raise ScoresheetError(f"{p} cannot be read: {exc.strerror or exc}") from None
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
            raise ScoresheetError(f"{p.name} cannot be opened: it is not a score sheet (not JSON text)") from None
        except ScoresheetError as exc:
            if str(exc).startswith(p.name):
                raise
            raise ScoresheetError(f"{p.name} cannot be opened: {exc}") from None


__all__ = [
    "AUTOSAVE_NAME",
    "FORMAT",
    "PENALTY_NOTES",
    "PENALTY_POINTS",
    "PENALTY_REASONS",
    "REVOKE",
    "VERSION",
    "WRONG_CARDS",
    "Result",
    "RoundInfo",
    "ScoreSheet",
    "ScoresheetError",
    "autosave_path",
    "minibridge_declarer",
]
