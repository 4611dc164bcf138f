"""The ladder page (docs/LADDER.md): every game × level pair with its paired figures.

``cardtable simulate GAME --levels A,B --ladder FILE`` plays its matches as usual and then
puts the run's paired figures into FILE, one row per pair of levels, replacing the row of the
same game, player count and pair if the page already has one. Each row carries the exact
``cardtable simulate`` command that produced it, so anyone can check a row by running it
again: the paired figures depend only on the command (the players' budgets are counted, not
timed), while the decision times and the date are those of the run that wrote the row.

A rewrite parses the table back (``parse_rows``), merges the new rows and writes the table
again between the page's own text above and below it, which it keeps. Qt-free, like the arena.
"""

from __future__ import annotations

import datetime
import os
import platform
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import ALL_GAMES
from ..storage.records import write_text_atomic
from ..storage.textfiles import read_user_bytes, shown_name
from .echo import clip

# The pairs a full ladder holds: each level against the one below it.
LADDER_PAIRS = ("hard-normal", "normal-easy", "easy-random")

COLUMNS = (
    "game", "players", "pair", "difference per round", "paired rounds",
    "decision time p50 / p95 (wall ms)", "measured", "command",
)
HEADER = "| " + " | ".join(COLUMNS) + " |"
# A ladder page is a few dozen rows (some KiB); a bigger file is not one and is not read whole.
MAX_PAGE_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class Row:
    """One game × level pair: what one ``simulate`` run measured for it."""

    game: str
    players: int
    pair: str
    mean_diff: float
    ci95: float
    rounds: int
    # Per level of the pair: "level p50 / p95" in wall milliseconds, as measured.
    times: str
    # The date (UTC) and the machine of the run.
    measured: str
    command: str

    @property
    def key(self) -> tuple[int, int, int, str]:
        """Order on the page: games as the program lists them, then players, then the pair
        (ladder pairs top-down, any other pair after them)."""
        pair_rank = LADDER_PAIRS.index(self.pair) if self.pair in LADDER_PAIRS else len(LADDER_PAIRS)
        game_rank = ALL_GAMES.index(self.game) if self.game in ALL_GAMES else len(ALL_GAMES)
        return (game_rank, self.players, pair_rank, self.pair)

    @property
    def identity(self) -> tuple[str, int, str]:
        return (self.game, self.players, self.pair)

    def cells(self) -> list[str]:
        return [
            self.game, str(self.players), self.pair, f"{self.mean_diff:+.3f} ± {self.ci95:.3f}", str(self.rounds),
            self.times, self.measured, f"`{self.command}`",
        ]


def simulate_command(result: Mapping[str, Any], levels: Iterable[str]) -> str:
    """The command line that repeats a run (``levels`` as given, since their order seats them)."""
    return (
        f"cardtable simulate {result['game']} --players {result['players']} --games {result['games']} "
        f"--seed {result['seed']} --levels {','.join(levels)}"
    )


def machine() -> str:
    """What the decision times were measured on, in a few words."""
    return f"{platform.machine() or 'unknown'}, {os.cpu_count()} cores, Python {platform.python_version()}"


def rows_from_result(result: Mapping[str, Any], levels: Iterable[str], today: datetime.date | None = None) -> list[Row]:
    """The ladder rows of one ``run_arena`` result: one per pair it has paired figures for."""
    command = simulate_command(result, levels)
    day = (today or datetime.datetime.now(datetime.UTC).date()).isoformat()
    out = []
    for pair, d in result["paired"].items():
        figures = [(lv, result["levels"][lv]) for lv in pair.split("-")]
        times = "; ".join(f"{lv} {1e3 * f['latency_p50_s']:.2f} / {1e3 * f['latency_p95_s']:.2f}" for lv, f in figures)
        out.append(Row(result["game"], int(result["players"]), pair, float(d["mean_diff"]), float(d["ci95"]),
                       int(d["rounds"]), times, f"{day}, {machine()}", command))
    return out


_DIFF = re.compile(r"^([+-]?\d+(?:\.\d+)?) ± (\d+(?:\.\d+)?)$")


def parse_rows(text: str) -> list[Row]:
    """The rows of a ladder page's table (lines after the header row and its rule)."""
    lines = text.splitlines()
    if HEADER not in lines:
        return []
    rows = []
    for line in lines[lines.index(HEADER) + 2 :]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        if len(cells) != len(COLUMNS):
            raise ValueError(f"a ladder row needs {len(COLUMNS)} cells: {clip(line)!r}")
        game, players, pair, diff, rounds, times, measured, command = cells
        m = _DIFF.match(diff)
        if m is None:
            raise ValueError(f"not a difference ± interval: {clip(diff)!r}")
        rows.append(Row(game, int(players), pair, float(m.group(1)), float(m.group(2)), int(rounds), times,
                        measured, command.strip("`")))
    return rows


def merge_rows(old: Iterable[Row], new: Iterable[Row]) -> list[Row]:
    """``old`` with every row of the same game, players and pair as one in ``new`` replaced."""
    by_identity = {r.identity: r for r in old}
    by_identity.update({r.identity: r for r in new})
    return sorted(by_identity.values(), key=lambda r: r.key)


# The text above the table of a page written from nothing; a page's own text above and
# below its table is kept when rows are rewritten, so the documentation may say more.
INTRO = """\
# The ladder: how much stronger each level is

Each row compares two levels of computer player in one game, on the same cards: the mean of
(the first level's score − the second's) per round, in the same seat on the same deal, with the
half-width of its 95% confidence interval, over the number of paired rounds given (Minibridge:
deals, each counted once for both sides; Dumb-Bunny: one player of the first level among players
of the second against a player of the second in that seat, in tricks per hand, over the hands of
the measured seat). docs/AI.md says how levels are seated and dealt; docs/CLI.md describes the
command. An interval that includes zero means the run could not tell the two levels apart.

**Reproducing a row.** The players' budgets are counted (layouts, playouts, cards), not timed,
and every random number derives from `--seed`, so the row's command prints the same difference,
interval and number of rounds on any machine, busy or idle (`paired` in its `--json`). Add
`--ladder` and the page to it to rewrite the row.

**Decision times** are wall-clock seconds per decision (median / 95th percentile) of each level
of the pair, measured in the run that wrote the row, on the machine and the date in its
*measured* column. They are not reproducible: they depend on the machine and on what else it
was running.
"""


def render_page(rows: Iterable[Row], intro: str = INTRO, notes: str = "") -> str:
    """The whole page: ``intro``, the table, then ``notes``."""
    lines = [intro.rstrip() + "\n", HEADER, "|" + " --- |" * len(COLUMNS)]
    lines += ["| " + " | ".join(r.cells()) + " |" for r in sorted(rows, key=lambda r: r.key)]
    text = "\n".join(lines) + "\n"
    if notes.strip():
        text += "\n" + notes.strip() + "\n"
    return text


def split_page(text: str) -> tuple[str, str]:
    """The text above an existing page's table and the text below it (the default intro
    and no notes for a page without a table)."""
    lines = text.splitlines()
    if HEADER not in lines:
        return INTRO, ""
    start = lines.index(HEADER)
    end = start + 2
    while end < len(lines) and lines[end].startswith("|"):
        end += 1
    return "\n".join(lines[:start]), "\n".join(lines[end:])


def read_page(path: Path) -> str:
    """The text of the ladder page at ``path``, "" when there is none yet. Anything a rewrite
    must not replace or cannot read is a ValueError (one line naming the file): a folder, a
    device or a pipe (never read: ``/dev/zero`` never ends), a file over
    :data:`MAX_PAGE_BYTES`, binary data, text with no ladder table (someone's notes, which
    the page would replace) and a table that does not parse. An empty file holds nothing to
    lose and is taken as a new page."""
    if not path.exists():
        return ""
    raw = read_user_bytes(path, "a ladder page", MAX_PAGE_BYTES, ValueError)
    name = shown_name(path.name)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"{name} is not a ladder page: it is not UTF-8 text") from None
    if text.strip() and HEADER not in text.splitlines():
        raise ValueError(f"{name} is not a ladder page (it has no ladder table; see docs/LADDER.md), "
                         "so it is not replaced")
    try:
        parse_rows(text)
    except ValueError as exc:
        raise ValueError(f"{name}: {exc}") from None
    return text


def check_page(path: Path) -> None:
    """Fail before a long run, not after it, when the page could not be rewritten
    (:func:`read_page`'s refusals)."""
    read_page(path)


def write_ladder(path: Path, new: Iterable[Row]) -> list[Row]:
    """Put ``new`` into the page at ``path`` (created if missing); returns the page's rows.
    The page is replaced atomically: a full disk leaves the old page, not a cut-off one."""
    old_text = read_page(path)
    rows = merge_rows(parse_rows(old_text), new)
    intro, notes = split_page(old_text)
    write_text_atomic(path, render_page(rows, intro, notes))
    return rows
