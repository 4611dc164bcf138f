"""Statistics: how the human player fares, per game and player count, kept across runs.

The store is one JSON file, ``<data dir>/statistics.json``, and holds one *entry* per
match rather than running totals. The figures (matches played, wins, averages, bids and
contracts made) are summed from the entries when asked for, which is what makes the store
hard to get wrong:

* **Recorded once.** An entry is keyed by a match id taken from the match itself (game,
  players, options, the draw for dealer and the first deal), so the same match recorded
  twice — the window told twice, a resumed match finishing, a saved game reopened and
  played to the end again — is still one entry. Once an entry is finished it never
  changes: replaying known deals (a fixed seed, a reopened save) does not add a result.
* **Progress per round.** The window records after every scored round, not only at the
  end. Each record is a full snapshot of the match so far, so it is idempotent, and a
  crash or an abandoned match keeps the rounds already played: the per-round figures
  (average per round, bids made, contracts made) count every scored round, finished match
  or not, so walking away from a bad match does not hide its rounds. The per-match
  figures (played, wins, average per match, the results over time) count finished
  matches only. An unfinished entry is simply replaced by a later snapshot of the same
  match (after a resume it carries on where it stopped).
* **Practice apart.** A match in which undo was used is a practice match. Its entry keeps
  the flag (and keeps it once set, even if a resume loses it), and the figures are asked
  for either without practice matches (the default: the real record) or for practice
  matches only — practice is counted separately, never mixed in.
* **Nothing lost to a crash.** Every write goes through :func:`~cardtable.storage.records.write_text_atomic`
  (temporary file, fsync, rename), so the file on disk is always a whole old or a whole
  new store. A file that cannot be read as a store is set aside as
  ``statistics.json.bad-<n>`` and a fresh store started; the app never stops for its
  statistics (failed writes are logged, and the next snapshot heals them).

The store is Qt-free and takes a clock (a callable returning ISO date text) so tests are
deterministic.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.games import get_game
from .paths import data_dir
from .records import write_text_atomic

if TYPE_CHECKING:
    from ..engine.match import Match

STATS_NAME = "statistics.json"
FORMAT = "cardtable-statistics"
VERSION = 1
# A statistics file bigger than this is not ours (thousands of matches take a few MB).
MAX_BYTES = 64 * 1024 * 1024
# A temporary file older than this is left over from a killed write, not one in progress.
STALE_SECONDS = 60

_logger = logging.getLogger("cardtable")


def default_path() -> Path:
    return data_dir() / STATS_NAME


def now_iso() -> str:
    """Local time with its offset, to the second: what the results list shows as the date."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def match_id(match: Match, instance: str = "") -> str:
    """An id for a match that survives a resume (a new process, a new session) but differs
    between matches: a hash of what fixes the match before anyone acts, and of the table's
    ``instance`` (so that a restart on the same fixed seed is a new match, not the old one)."""
    rec = match.to_record()
    key = {
        "game": rec["game"],
        "players": rec["players"],
        "options": rec["options"],
        "draw": rec.get("draw"),
        "deal": _deal_only(rec["rounds"][0], set(match.spec.progress_keys)) if rec["rounds"] else None,
    }
    if instance:  # older saves have none: their matches keep the ids they were recorded under
        key["instance"] = instance
    text = json.dumps(key, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def _deal_only(value: Any, progress: set[str]) -> Any:
    """A round record without what play adds to it (bids, contract, plays), at any depth:
    Dumb Bunny keeps its tables' plays inside a list."""
    if isinstance(value, dict):
        return {k: _deal_only(v, progress) for k, v in value.items() if k not in progress}
    if isinstance(value, list):
        return [_deal_only(v, progress) for v in value]
    return value


def place_of(game: str, totals: list[int], seat: int) -> tuple[int, int]:
    """(place, out of how many) for ``seat``: ties share a place. In a game of fixed
    partnerships (Minibridge) the two sides are ranked, not the four players, since
    partners always hold equal totals."""
    pool = list(totals[:2]) if get_game(game).fixed_partnerships else list(totals)
    mine = totals[seat]
    return 1 + sum(1 for t in pool if t > mine), len(pool)


def _counted(rnd: Any) -> bool:
    """A Minibridge 20–20 is thrown in unplayed: it is not a round for the averages."""
    return not getattr(rnd, "redeal", False)


def snapshot(match: Match, seat: int, practice: bool, when: str) -> dict[str, Any]:
    """The entry for ``match`` from ``seat``'s side, as far as it has been played."""
    done = match.rounds[: match.rounds_completed]
    counted = [(rnd, scores) for rnd, scores in zip(done, match.round_scores, strict=True) if _counted(rnd)]
    entry: dict[str, Any] = {
        "game": match.game,
        "n": match.n,
        "seat": seat,
        "players": list(match.players),
        "practice": bool(practice),
        "finished": bool(match.finished),
        "date": when,
        "rounds": len(counted),
        "round_score": sum(scores[seat] for _, scores in counted),
        "totals": list(match.totals),
    }
    spec = match.spec
    if spec.trick_bids:
        bids = [spec.bid_outcome(rnd, seat) for rnd, _ in counted]
        entry["bids"] = len(counted)
        entry["bids_made"] = sum(1 for b in bids if b is not None and b.made)
    if spec.has_declarer:
        contracts = [spec.contract_outcome(rnd) for rnd, _ in counted]
        ours = [c for c in contracts if c is not None and c.side == seat % 2]
        entry["contracts"] = len(ours)
        entry["contracts_made"] = sum(1 for c in ours if c.made)
    if match.finished:
        place, places = place_of(match.game, list(match.totals), seat)
        entry.update(total=match.totals[seat], won=seat in match.winners, place=place, places=places)
    return entry


@dataclass(frozen=True)
class Result:
    """One finished match, for the results-over-time chart."""

    date: str
    total: int
    place: int
    places: int
    rounds: int
    won: bool
    n: int


@dataclass(frozen=True)
class Summary:
    """The figures for one game (and player count, or all counts when ``n`` is None)."""

    game: str
    n: int | None
    practice: bool
    played: int = 0  # finished matches
    unfinished: int = 0
    wins: int = 0
    total_score: int = 0  # the human's final totals, summed over finished matches
    best: int | None = None
    rounds: int = 0  # every scored round, finished match or not (redeals left out)
    round_score: int = 0
    bids: int = 0
    bids_made: int = 0
    contracts: int = 0
    contracts_made: int = 0
    hints: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.played if self.played else None

    @property
    def average_per_match(self) -> float | None:
        return self.total_score / self.played if self.played else None

    @property
    def average_per_round(self) -> float | None:
        return self.round_score / self.rounds if self.rounds else None


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _entry_ok(e: Any) -> bool:
    """An entry the figures can use; anything else (a hand-edited file) is skipped, not fatal."""
    if not isinstance(e, dict) or not isinstance(e.get("game"), str) or _int(e.get("n")) is None:
        return False
    if any(_int(e.get(k, 0)) is None for k in ("rounds", "round_score", "bids", "bids_made",
                                                "contracts", "contracts_made", "seq")):
        return False
    if e.get("finished") is True:
        return all(_int(e.get(k)) is not None for k in ("total", "place", "places")) and isinstance(e.get("won"), bool)
    return True


def _empty() -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "next_seq": 1, "matches": {}, "hints": {}}


class StatsStore:
    """The statistics file: record matches and hints, read figures and results."""

    def __init__(self, path: str | os.PathLike[str] | None = None, clock: Callable[[], str] = now_iso) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.clock = clock
        # Where the last unreadable file was moved, for the UI to mention (None if never).
        self.set_aside: Path | None = None

    # ----- reading and writing the file ------------------------------------------------------

    def load(self) -> dict[str, Any]:
        """The store's data; a missing file is an empty store, an unreadable one is set aside.

        Read afresh each time, so a dialog and the window (or two windows) never work from
        stale copies; the file is small enough for that.
        """
        for stale in self.path.parent.glob(f".{self.path.name}.*.tmp"):  # a write cut short by a kill
            try:  # (not one that a second window is writing this very moment)
                if stale.stat().st_mtime < time.time() - STALE_SECONDS:
                    stale.unlink()
            except OSError:
                pass
        try:
            if self.path.stat().st_size > MAX_BYTES:
                raise ValueError("too large")
            data = json.loads(self.path.read_bytes().decode("utf-8"))
        except FileNotFoundError:
            return _empty()
        except OSError as exc:  # unreadable (permissions): work from nothing, touch nothing
            _logger.warning("statistics: cannot read %s: %s", self.path, exc)
            return _empty()
        except ValueError:  # not UTF-8, not JSON, too large
            return self._set_aside()
        if (not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION
                or not isinstance(data.get("matches"), dict) or not isinstance(data.get("hints"), dict)
                or _int(data.get("next_seq")) is None):
            return self._set_aside()
        return data

    def _set_aside(self) -> dict[str, Any]:
        n = 1
        while (bad := self.path.with_name(f"{self.path.name}.bad-{n}")).exists():
            n += 1
        try:
            os.replace(self.path, bad)
            self.set_aside = bad
            _logger.warning("statistics: %s could not be read; kept as %s, a fresh store started", self.path, bad)
        except OSError as exc:
            _logger.warning("statistics: cannot set aside %s: %s", self.path, exc)
        return _empty()

    def _save(self, data: dict[str, Any]) -> bool:
        try:
            write_text_atomic(self.path, json.dumps(data, ensure_ascii=False, indent=0) + "\n")
        except OSError as exc:  # a full disk must not stop the game; the next record retries
            _logger.warning("statistics: cannot write %s: %s", self.path, exc)
            return False
        return True

    # ----- recording ---------------------------------------------------------------------------

    def record_match(
        self, match: Match, seat: int, practice: bool = False, when: str | None = None, instance: str = ""
    ) -> bool:
        """Record ``match`` as seen from ``seat`` (the human): progress while it is played,
        the result once it is finished. Call it after every scored round; calling it again
        for the same state changes nothing. Returns True when the file changed.
        ``instance`` tells apart matches that deal the same cards (see :func:`match_id`)."""
        if not match.round_scores or not 0 <= seat < match.n:
            return False
        data = self.load()
        key = match_id(match, instance)
        old = data["matches"].get(key)
        if isinstance(old, dict) and old.get("finished") is True:
            return False
        entry = snapshot(match, seat, practice, when if when is not None else self.clock())
        if isinstance(old, dict):
            entry["practice"] = entry["practice"] or old.get("practice") is True
            if isinstance(old.get("started"), str):
                entry["started"] = old["started"]
        entry.setdefault("started", entry["date"])
        if entry["finished"]:
            entry["seq"] = data["next_seq"]
            data["next_seq"] += 1
        elif isinstance(old, dict) and {k: v for k, v in old.items() if k != "date"} == {
            k: v for k, v in entry.items() if k != "date"
        }:
            return False
        data["matches"].pop(key, None)  # re-insert: the file lists matches in the order last played
        data["matches"][key] = entry
        return self._save(data)

    def record_hint(self, game: str, n: int) -> None:
        """Count one hint asked for in ``game`` with ``n`` players."""
        data = self.load()
        key = f"{game}/{n}"
        data["hints"][key] = (_int(data["hints"].get(key)) or 0) + 1
        self._save(data)

    def reset(self, game: str | None = None, n: int | None = None) -> None:
        """Forget the statistics of one game (and player count), or all of them."""
        if game is None:
            self._save(_empty())
            return
        data = self.load()
        data["matches"] = {k: e for k, e in data["matches"].items()
                           if not (isinstance(e, dict) and e.get("game") == game and (n is None or e.get("n") == n))}
        data["hints"] = {k: v for k, v in data["hints"].items()
                         if not _hint_matches(k, game, n)}
        self._save(data)

    # ----- reading figures -----------------------------------------------------------------------

    def entries(self, game: str | None = None, n: int | None = None, practice: bool | None = False
                ) -> list[dict[str, Any]]:
        """Usable entries, filtered; ``practice=None`` takes practice and real matches alike."""
        out = []
        for e in self.load()["matches"].values():
            if not _entry_ok(e):
                continue
            if (game is not None and e["game"] != game) or (n is not None and e["n"] != n):
                continue
            if practice is not None and (e.get("practice") is True) != practice:
                continue
            out.append(e)
        return out

    def summary(self, game: str, n: int | None = None, practice: bool = False) -> Summary:
        """The figures for ``game`` with ``n`` players (all counts if None): real matches,
        or practice matches only when ``practice`` is true."""
        data = self.load()
        entries = self.entries(game, n, practice)
        finished = [e for e in entries if e.get("finished") is True]
        hints = sum(_int(v) or 0 for k, v in data["hints"].items() if _hint_matches(k, game, n))
        return Summary(
            game=game, n=n, practice=practice,
            played=len(finished),
            unfinished=len(entries) - len(finished),
            wins=sum(1 for e in finished if e["won"]),
            total_score=sum(e["total"] for e in finished),
            best=max((e["total"] for e in finished), default=None),
            rounds=sum(e.get("rounds", 0) for e in entries),
            round_score=sum(e.get("round_score", 0) for e in entries),
            bids=sum(e.get("bids", 0) for e in entries),
            bids_made=sum(e.get("bids_made", 0) for e in entries),
            contracts=sum(e.get("contracts", 0) for e in entries),
            contracts_made=sum(e.get("contracts_made", 0) for e in entries),
            hints=0 if practice else hints,
        )

    def results(self, game: str, n: int | None = None, practice: bool = False) -> list[Result]:
        """Finished matches of ``game`` in the order they finished, oldest first."""
        finished = [e for e in self.entries(game, n, practice) if e.get("finished") is True]
        finished.sort(key=lambda e: e.get("seq", 0))
        return [Result(str(e.get("date", "")), e["total"], e["place"], e["places"], e["rounds"], e["won"], e["n"])
                for e in finished]

    def played_games(self) -> list[tuple[str, int]]:
        """(game, player count) pairs with any entry, most recently played first."""
        seen: dict[tuple[str, int], None] = {}
        for e in reversed(self.entries(practice=None)):
            seen.setdefault((e["game"], e["n"]), None)
        return list(seen)


def _hint_matches(key: str, game: str, n: int | None) -> bool:
    name, _, count = key.rpartition("/")
    return name == game and (n is None or count == str(n))


__all__ = [
    "STATS_NAME",
    "Result",
    "StatsStore",
    "Summary",
    "default_path",
    "match_id",
    "place_of",
    "snapshot",
]
