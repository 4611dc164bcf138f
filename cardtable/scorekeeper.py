"""Scorekeeper mode: score a game played with real cards, by the engine's own rules.

At a real table nobody tells the program which cards were played, only what happened:
the bids, the tricks, the bug cards taken, the points announced. A :class:`ScoreSheet`
takes exactly those facts, round by round, and hands each round to the game's
:class:`~cardtable.engine.games.base.GameSpec` (``tally_info``, ``tally_round``,
``describe_tally``), which checks that they can be true (the tricks add up, no suit gives
more bug cards than it has) and scores them with the same functions its rounds score with
— so a score kept here can never disagree with a game played in the app, and this module
knows no game by name. The spec also answers who deals next, when the match is over and
who won, through a small stand-in for a match (:class:`_Tally`).

Penalties come from the seeds: only Bugger Bridge's has them (revoke; too few or too many
cards: the round is redealt by the same dealer and the offender loses 10 points). The
other seeds say nothing, so the sheet offers no penalty there (``GameSpec.has_penalties``
and :data:`PENALTY_NOTES`).

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

from .engine.errors import EngineError
from .engine.games import get_game, supported_games
from .engine.tally import PENALTY, REDEAL, ROUND, Result, RoundInfo, ScoresheetError, whole
from .storage.paths import data_dir
from .storage.records import write_text_atomic

FORMAT = "cardtable-scoresheet"
VERSION = 1
AUTOSAVE_NAME = "scoresheet-autosave.json"
# A score sheet is a few kilobytes; anything far bigger is not one, and is not read whole.
MAX_FILE_BYTES = 1024 * 1024

# Bugger Bridge's seed: a revoke not corrected in time, or a player found with too few or
# too many cards after play has started — the round is redealt by the same dealer and the
# offender loses 10 points. (Which games have it: ``GameSpec.has_penalties``.)
PENALTY_POINTS = 10
REVOKE = "revoke"
WRONG_CARDS = "wrong-cards"
PENALTY_REASONS = (REVOKE, WRONG_CARDS)
# Why each game offers a penalty entry or not, in its own words (``GameSpec.penalty_note``).
PENALTY_NOTES = {spec.name: spec.penalty_note for spec in map(get_game, supported_games())}


def autosave_path() -> Path:
    """Where the sheet in progress is saved after every entry."""
    return data_dir() / AUTOSAVE_NAME


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


# ----- the sheet -----------------------------------------------------------------------------


class ScoreSheet:
    """The score of one match played with real cards, entry by entry.

    ``add_round(data)`` takes a whole round as typed (see each game's ``tally_round`` for the
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
        if first_dealer is None and not self.spec.one_dealer:
            pass  # a sheet of a game dealt at several tables, saved before it named a first dealer
        elif isinstance(first_dealer, bool) or not isinstance(first_dealer, int) or not 0 <= first_dealer < self.n:
            raise ScoresheetError(f"the first dealer must be a player from 1 to {self.n}")
        self.first_dealer = first_dealer
        self.autosave = None if autosave is None else Path(autosave)
        self.entries: list[dict[str, Any]] = []
        self.results: list[Result] = []
        self.pending_bids: list[int] | None = None

    # ----- state ----------------------------------------------------------------------------

    @property
    def totals(self) -> tuple[int, ...]:
        return self.results[-1].totals if self.results else (0,) * self.n

    @property
    def penalties_allowed(self) -> bool:
        return self.spec.has_penalties

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
        return self.spec.tally_info(tally, counted + 1)

    # ----- entries --------------------------------------------------------------------------

    def _check_open(self) -> None:
        if self.is_over:
            won = " and ".join(self.players[w] for w in self.winners)
            raise ScoresheetError(f"the match is over ({won} won): start a new sheet to score another")

    def record_bids(self, bids: Sequence[int]) -> str:
        """Bugger Bridge: the bids of the next round, before it is played. Returns how the
        round is bid — 'even', 'over' or 'under' — for the scorer to announce."""
        if not self.spec.trick_bids:
            raise ScoresheetError(f"{self.spec.title} takes a whole round at once: bids are entered with the tricks")
        self._check_open()
        info = self.next_info()
        checked, status = self.spec.tally_bids(bids, info, self.players, self.options)
        self.pending_bids = checked
        self._changed()
        return status

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
        scored = self.spec.tally_round(data, info, self.players, self.options)
        result = self._result(
            scored.kind, info, scored.data, scored.scores,
            status=scored.status, declarer=scored.declarer, dummy=scored.dummy,
        )
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
        whole(player, "the offender", 0, self.n - 1)
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

    # ----- describing entries (CSV, tooltips) ----------------------------------------------

    def describe(self, result: Result) -> str:
        """One line in English saying what an entry was, for the CSV export."""
        info, data = result.info, result.data
        if result.kind == PENALTY:
            reason = "revoke" if data["reason"] == REVOKE else "wrong number of cards"
            return f"Penalty: {self.players[data['player']]}, {reason}; round {info.number} redealt"
        return self.spec.describe_tally(result, self.players)

    def entry_label(self, result: Result) -> str:
        """'Round 3', 'Deal 2', 'Hand 5' — the number the scorer calls it by."""
        return f"{self.spec.round_word} {result.info.number}"

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
        # The values are checked by the constructor and each entry method, as a scorer's typing is.
        game: Any = doc.get("game")
        players: Any = doc.get("players")
        sheet = cls(game, players, doc.get("options"), doc.get("first_dealer", 0))
        entries = doc.get("entries", [])
        if not isinstance(entries, list):
            raise ScoresheetError("its entries must be a list")
        for i, entry in enumerate(entries, 1):
            try:
                if not isinstance(entry, dict) or entry.get("kind") not in (ROUND, PENALTY):
                    raise ScoresheetError('each entry needs "kind": "round" or "penalty"')
                fields: dict[str, Any] = {k: v for k, v in entry.items() if k != "kind"}
                if entry["kind"] == PENALTY:
                    player: Any = fields.get("player")
                    reason: Any = fields.get("reason")
                    sheet.add_penalty(player, reason)
                else:
                    sheet.add_round(fields)
            except ScoresheetError as exc:
                raise ScoresheetError(f"entry {i}: {exc}") from None
        pending = doc.get("pending")
        if pending is not None:
            if not isinstance(pending, dict):
                raise ScoresheetError('"pending" must be an object with the bids of the round in play')
            bids: Any = pending.get("bids")
            sheet.record_bids(bids)
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
]
