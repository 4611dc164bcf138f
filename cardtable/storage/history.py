"""The match history: every match the human played, in a SQLite database beside the autosave
(``<data dir>/history.sqlite3``), and the statistics computed from it by queries.

Why a database rather than the JSON file it replaces (``statistics.json``, see
:mod:`.stats`): adding a match is one row written, whatever the history holds (the JSON file
was read and rewritten whole at every round), the figures are sums the database makes with
its indexes, and two windows writing at once lose nothing (WAL mode, each write in its own
``BEGIN IMMEDIATE`` transaction, a generous busy timeout).

The rules of the JSON store carry over unchanged (:class:`HistoryStore` has its interface):
one row per match, keyed by :func:`~.stats.match_id`; a snapshot after every scored round,
idempotent; a finished match never changes again; practice kept apart and sticky. A row also
keeps what the History window shows and opens: the players, the computer levels, the
options, the result and the whole record.

* **Schema version and migrations.** ``PRAGMA user_version`` holds the schema version; each
  step of :data:`MIGRATIONS` brings a database one version up, in a transaction.
* **First start.** A new database takes over the matches and hints of ``statistics.json``
  (without records: the JSON store never kept them). The JSON file is left where it was, as
  the backup, and never written again.
* **Faults.** A file that is not a database is kept aside as ``history.sqlite3.damaged-<n>``
  (named by :attr:`HistoryStore.set_aside`) and a fresh one started; a folder where nothing
  can be written gives a history in memory for this run, and the app goes on.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .paths import data_dir
from .stats import STATS_NAME, Result, StatsStore, Summary, _entry_ok, match_id, now_iso, snapshot

if TYPE_CHECKING:
    from ..engine.match import Match

HISTORY_NAME = "history.sqlite3"
SCHEMA_VERSION = 1
# How long a write waits for another window's write to finish, in seconds.
BUSY_SECONDS = 15.0
# The files SQLite keeps beside a database in WAL mode.
JOURNALS = ("-wal", "-shm")

_logger = logging.getLogger("cardtable")

_V1 = """
CREATE TABLE matches (
    id TEXT PRIMARY KEY,
    touched INTEGER NOT NULL,           -- order of the last change (most recently played first)
    seq INTEGER,                        -- order of finishing, for the results over time
    game TEXT NOT NULL,
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    players TEXT NOT NULL,              -- JSON list of names
    levels TEXT,                        -- JSON list (null for a human seat), null if unknown
    options TEXT,                       -- JSON object
    practice INTEGER NOT NULL DEFAULT 0,
    finished INTEGER NOT NULL DEFAULT 0,
    started TEXT NOT NULL,
    date TEXT NOT NULL,
    rounds INTEGER NOT NULL DEFAULT 0,
    round_score INTEGER NOT NULL DEFAULT 0,
    bids INTEGER NOT NULL DEFAULT 0,
    bids_made INTEGER NOT NULL DEFAULT 0,
    contracts INTEGER NOT NULL DEFAULT 0,
    contracts_made INTEGER NOT NULL DEFAULT 0,
    total INTEGER,
    won INTEGER,
    place INTEGER,
    places INTEGER,
    totals TEXT,                        -- JSON list of every player's total
    record TEXT                         -- the game record (docs/RECORD.md), null if migrated
);
CREATE INDEX matches_figures ON matches (game, n, practice, finished);
CREATE INDEX matches_touched ON matches (touched);
CREATE INDEX matches_seq ON matches (seq);
CREATE INDEX matches_date ON matches (date);
CREATE TABLE hints (game TEXT NOT NULL, n INTEGER NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (game, n));
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""

# ``MIGRATIONS[v]`` brings a database of version ``v`` to ``v + 1`` (statements split at ";",
# so no comment may hold one).
MIGRATIONS: list[str] = [_V1]

_ENTRY_COLUMNS = ("game", "n", "seat", "practice", "finished", "started", "date", "rounds", "round_score", "bids",
                  "bids_made", "contracts", "contracts_made", "total", "won", "place", "places")


def default_path() -> Path:
    return data_dir() / HISTORY_NAME


@dataclass(frozen=True)
class HistoryRow:
    """One match as the History window lists it."""

    id: str
    game: str
    n: int
    seat: int
    players: list[str]
    levels: list[str | None] | None
    options: dict[str, Any]
    practice: bool
    finished: bool
    started: str
    date: str
    rounds: int
    total: int | None
    won: bool | None
    place: int | None
    places: int | None
    has_record: bool

    @property
    def result(self) -> str:
        """"won", "lost" or "unfinished"."""
        if not self.finished:
            return "unfinished"
        return "won" if self.won else "lost"


class HistoryStore:
    """The history database: record matches and hints, read figures, results and matches."""

    def __init__(self, path: str | os.PathLike[str] | None = None, clock: Callable[[], str] = now_iso,
                 migrate_from: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.clock = clock
        # Where a damaged database was moved, for the UI to mention (None if never).
        self.set_aside: Path | None = None
        # Why matches are not being kept (the database could not be opened, or a write
        # failed), for the UI to tell the player; None while they are.
        self.unsaved: str | None = None
        self.json_path = Path(migrate_from) if migrate_from is not None else self.path.with_name(STATS_NAME)
        self._db = self._open()

    # ----- the database ------------------------------------------------------------------------

    def _connect(self, target: str) -> sqlite3.Connection:
        db = sqlite3.connect(target, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False)
        db.execute(f"PRAGMA busy_timeout = {int(BUSY_SECONDS * 1000)}")
        if target != ":memory:":
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")
        return db

    def _open(self) -> sqlite3.Connection:
        for attempt in range(2):
            # The journal files there before we looked belong to the file; any our own
            # attempt makes beside a damaged one do not, and are not kept with it.
            found = {extra for extra in JOURNALS if self.path.with_name(self.path.name + extra).exists()}
            db: sqlite3.Connection | None = None
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                db = self._connect(str(self.path))
                self._migrate(db)
                return db
            except sqlite3.DatabaseError as exc:
                if db is not None:
                    db.close()
                if attempt == 0 and _not_a_database(exc) and self._keep_aside(found):
                    continue
                _logger.warning("history: cannot open %s (%s); this run keeps its history in memory", self.path, exc)
                self.unsaved = str(exc)
                break
            except OSError as exc:
                _logger.warning("history: cannot open %s (%s); this run keeps its history in memory", self.path, exc)
                self.unsaved = exc.strerror or str(exc)
                break
        db = self._connect(":memory:")
        self._migrate(db, migrate=False)
        return db

    def _keep_aside(self, journals: set[str]) -> bool:
        """Move the damaged database, with the ``journals`` it had, to ``….damaged-<n>``."""
        n = 1
        while (target := self.path.with_name(f"{self.path.name}.damaged-{n}")).exists():
            n += 1
        try:
            os.replace(self.path, target)
        except OSError:
            return False
        for extra in JOURNALS:
            beside = self.path.with_name(self.path.name + extra)
            with suppress(OSError):
                if extra in journals:
                    os.replace(beside, target.with_name(target.name + extra))
                else:
                    beside.unlink(missing_ok=True)
        self.set_aside = target
        _logger.warning("history: %s was not a database; kept as %s, a fresh one started", self.path, target)
        return True

    def _migrate(self, db: sqlite3.Connection, migrate: bool = True) -> None:
        """Bring the schema up to :data:`SCHEMA_VERSION` (and, once, take over statistics.json)."""
        with _write(db):
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"history schema {version} is newer than this cardtable's")
            fresh = version == 0
            for step in range(version, SCHEMA_VERSION):  # (executescript would commit: one by one)
                for statement in MIGRATIONS[step].split(";"):
                    if statement.strip():
                        db.execute(statement)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            if fresh and migrate:
                self._take_over_json(db)

    def _take_over_json(self, db: sqlite3.Connection) -> None:
        if not self.json_path.exists():
            return
        data = StatsStore(self.json_path).load()
        touched = 0
        for key, entry in data["matches"].items():
            if not isinstance(key, str) or not _entry_ok(entry):
                continue
            touched += 1
            row = {c: entry.get(c) for c in _ENTRY_COLUMNS}
            row.update(id=key, touched=touched, seq=entry.get("seq") if entry.get("finished") is True else None,
                       players=json.dumps(entry.get("players") if isinstance(entry.get("players"), list) else []),
                       totals=json.dumps(entry.get("totals")) if isinstance(entry.get("totals"), list) else None,
                       levels=None, options=None, record=None)
            row["practice"] = entry.get("practice") is True
            row["finished"] = entry.get("finished") is True
            row["seat"] = entry.get("seat") if isinstance(entry.get("seat"), int) else 0
            row["date"] = str(entry.get("date", ""))
            row["started"] = str(entry.get("started", row["date"]))
            for k in ("rounds", "round_score", "bids", "bids_made", "contracts", "contracts_made"):
                row[k] = entry.get(k, 0)
            _upsert(db, row)
        for key, count in data["hints"].items():
            name, _, n = str(key).rpartition("/")
            if n.isdigit() and isinstance(count, int) and not isinstance(count, bool):
                db.execute("INSERT OR REPLACE INTO hints VALUES (?, ?, ?)", (name, int(n), count))
        db.execute("INSERT OR REPLACE INTO meta VALUES ('migrated_from', ?)", (str(self.json_path),))
        _logger.info("history: took over %s (kept as it was, as a backup)", self.json_path)

    def close(self) -> None:
        self._db.close()

    # ----- recording ---------------------------------------------------------------------------

    def record_match(self, match: Match, seat: int, practice: bool = False, when: str | None = None,
                     instance: str = "", levels: list[str | None] | None = None) -> bool:
        """Record ``match`` as seen from ``seat`` (see :meth:`.stats.StatsStore.record_match`:
        the same rules). ``levels``: each seat's computer level (None for a human)."""
        if not match.round_scores or not 0 <= seat < match.n:
            return False
        key = match_id(match, instance)
        entry = snapshot(match, seat, practice, when if when is not None else self.clock())
        record = json.dumps(match.to_record(), ensure_ascii=False)
        try:
            with _write(self._db) as db:
                old = db.execute("SELECT finished, practice, started, rounds, round_score, record, levels "
                                 "FROM matches WHERE id = ?", (key,)).fetchone()
                if old is not None and old[0]:
                    return False
                if old is not None and old[5] == record and (bool(old[1]) or not practice):
                    return False  # this very snapshot is recorded already
                entry["practice"] = entry["practice"] or (old is not None and bool(old[1]))
                entry["started"] = old[2] if old is not None else entry["date"]
                touched = db.execute("SELECT COALESCE(MAX(touched), 0) + 1 FROM matches").fetchone()[0]
                seq = db.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM matches").fetchone()[0] \
                    if entry["finished"] else None
                row = {c: entry.get(c) for c in _ENTRY_COLUMNS}
                row.update(id=key, touched=touched, seq=seq, players=json.dumps(entry["players"], ensure_ascii=False),
                           levels=json.dumps(levels) if levels is not None else (old[6] if old is not None else None),
                           options=json.dumps(match.options, ensure_ascii=False, default=str),
                           totals=json.dumps(entry["totals"]), record=record)
                for k in ("rounds", "round_score", "bids", "bids_made", "contracts", "contracts_made"):
                    row[k] = entry.get(k, 0)
                _upsert(db, row)
        except sqlite3.Error as exc:  # a full disk or a locked file must not stop the game
            _logger.warning("history: cannot record the match in %s: %s", self.path, exc)
            self.unsaved = str(exc)
            return False
        self.unsaved = None if self.unsaved is not None and self._on_disk() else self.unsaved
        return True

    def mark_practice(self, match: Match, instance: str = "") -> bool:
        """The unfinished ``match`` is a practice match from now on (an undo): its row, if
        it has one, says so at once, whatever rounds it counts (an undo into the first round
        leaves none scored to record again)."""
        try:
            with _write(self._db) as db:
                changed = db.execute("UPDATE matches SET practice = 1 WHERE id = ? AND NOT finished AND NOT practice",
                                     (match_id(match, instance),)).rowcount
        except sqlite3.Error as exc:
            _logger.warning("history: cannot mark the match as practice in %s: %s", self.path, exc)
            self.unsaved = str(exc)
            return False
        return bool(changed)

    def _on_disk(self) -> bool:
        """Whether the history is the database file (not the stand-in kept in memory)."""
        return any(row[2] not in ("", None) for row in self._db.execute("PRAGMA database_list"))

    def record_hint(self, game: str, n: int) -> None:
        """Count one hint asked for in ``game`` with ``n`` players."""
        try:
            with _write(self._db) as db:
                db.execute("INSERT INTO hints VALUES (?, ?, 1) ON CONFLICT (game, n) DO UPDATE SET count = count + 1",
                           (game, n))
        except sqlite3.Error as exc:
            _logger.warning("history: cannot count the hint: %s", exc)

    def reset(self, game: str | None = None, n: int | None = None) -> None:
        """Forget the matches and hints of one game (and player count), or all of them."""
        where, args = _where(game, n)
        with _write(self._db) as db:
            db.execute(f"DELETE FROM matches WHERE {where}", args)
            db.execute(f"DELETE FROM hints WHERE {where}", args)

    # ----- figures -------------------------------------------------------------------------------

    def summary(self, game: str, n: int | None = None, practice: bool = False) -> Summary:
        where, args = _where(game, n)
        row = self._db.execute(
            "SELECT SUM(finished), SUM(1 - finished), SUM(CASE WHEN finished THEN won ELSE 0 END), "
            "SUM(CASE WHEN finished THEN total ELSE 0 END), MAX(CASE WHEN finished THEN total END), "
            "SUM(rounds), SUM(round_score), SUM(bids), SUM(bids_made), SUM(contracts), SUM(contracts_made) "
            f"FROM matches WHERE {where} AND practice = ?", (*args, int(practice))).fetchone()
        hints = 0 if practice else self._db.execute(
            f"SELECT COALESCE(SUM(count), 0) FROM hints WHERE {where}", args).fetchone()[0]
        v = [x or 0 for x in row]
        return Summary(game=game, n=n, practice=practice, played=v[0], unfinished=v[1], wins=v[2],
                       total_score=v[3], best=row[4], rounds=v[5], round_score=v[6], bids=v[7], bids_made=v[8],
                       contracts=v[9], contracts_made=v[10], hints=hints)

    def results(self, game: str, n: int | None = None, practice: bool = False) -> list[Result]:
        where, args = _where(game, n)
        rows = self._db.execute(
            f"SELECT date, total, place, places, rounds, won, n FROM matches WHERE {where} AND practice = ? "
            "AND finished = 1 ORDER BY seq", (*args, int(practice))).fetchall()
        return [Result(d, t, p, ps, r, bool(w), k) for d, t, p, ps, r, w, k in rows]

    def played_games(self) -> list[tuple[str, int]]:
        rows = self._db.execute("SELECT game, n FROM matches GROUP BY game, n ORDER BY MAX(touched) DESC").fetchall()
        return [(g, k) for g, k in rows]

    # ----- the History window ------------------------------------------------------------------

    def matches(self, game: str | None = None, n: int | None = None, since: str | None = None,
                until: str | None = None, result: str | None = None, limit: int = 500) -> list[HistoryRow]:
        """Matches, most recent first, filtered by game, player count, date (ISO text, ``since``
        inclusive, ``until`` exclusive) and result ("won", "lost", "unfinished")."""
        where, args = _where(game, n)
        clauses, values = [where], list(args)
        if since is not None:
            clauses.append("date >= ?")
            values.append(since)
        if until is not None:
            clauses.append("date < ?")
            values.append(until)
        if result == "won":
            clauses.append("finished = 1 AND won = 1")
        elif result == "lost":
            clauses.append("finished = 1 AND won = 0")
        elif result == "unfinished":
            clauses.append("finished = 0")
        rows = self._db.execute(
            "SELECT id, game, n, seat, players, levels, options, practice, finished, started, date, rounds, total, "
            f"won, place, places, record IS NOT NULL FROM matches WHERE {' AND '.join(clauses)} "
            "ORDER BY date DESC, touched DESC LIMIT ?", (*values, limit)).fetchall()
        return [HistoryRow(r[0], r[1], r[2], r[3], _json(r[4], []), _json(r[5], None), _json(r[6], {}) or {},
                           bool(r[7]), bool(r[8]), r[9], r[10], r[11], r[12], None if r[13] is None else bool(r[13]),
                           r[14], r[15], bool(r[16])) for r in rows]

    def record(self, match_key: str) -> dict[str, Any] | None:
        """The game record of a match in the history (None if it has none)."""
        row = self._db.execute("SELECT record FROM matches WHERE id = ?", (match_key,)).fetchone()
        if row is None or row[0] is None:
            return None
        value = _json(row[0], None)
        return value if isinstance(value, dict) else None

    def count(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM matches").fetchone()[0])


def _not_a_database(exc: sqlite3.DatabaseError) -> bool:
    text = str(exc).lower()
    return "not a database" in text or "malformed" in text or "newer than" in text


def _where(game: str | None, n: int | None) -> tuple[str, tuple[Any, ...]]:
    clauses: list[str] = ["1 = 1"]
    args: list[Any] = []
    if game is not None:
        clauses.append("game = ?")
        args.append(game)
    if n is not None:
        clauses.append("n = ?")
        args.append(n)
    return " AND ".join(clauses), tuple(args)


def _json(text: str | None, default: Any) -> Any:
    if text is None:
        return default
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return default


def _upsert(db: sqlite3.Connection, row: dict[str, Any]) -> None:
    columns = ", ".join(row)
    marks = ", ".join("?" for _ in row)
    updates = ", ".join(f"{c} = excluded.{c}" for c in row if c != "id")
    db.execute(f"INSERT INTO matches ({columns}) VALUES ({marks}) ON CONFLICT (id) DO UPDATE SET {updates}",
               tuple(row.values()))


@contextmanager
def _write(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction, taken at once (BEGIN IMMEDIATE: a second window waits for it
    rather than failing halfway), committed whole or rolled back."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


__all__ = ["HISTORY_NAME", "SCHEMA_VERSION", "HistoryRow", "HistoryStore", "default_path"]
