"""The score sheet as data, and the Qt model every game's sheet builds on.

Each game's face (``ui/games/<game>.py``) has one small :class:`SheetModel` subclass that
describes its sheet as plain data — columns, rows of :class:`Cell` — and this shared base
turns that into a Qt model: display text (the bid raised beside the score in Unicode
superscripts, as the paper sheet writes it in the corner), tool tips, accessible text, the
current round marked, future rounds greyed, winners highlighted, and the CSV. Describing the
sheet as data first keeps the five layouts free of Qt plumbing and lets the CSV and the
screen never disagree.

Painting and measuring stay in C++: the model is a :class:`QStandardItemModel` filled with
every cell's values when the sheet changes, so the view calls no Python when it paints a
cell, measures a row or asks for a title (it asks for every role of every cell each time:
hundreds of thousands of calls over a match). Besides speed, this matters with PySide6 6.12
on Python 3.11, whose bindings drop a reference to ``None``/``True``/``False`` on every
call that returns one (``QFont.setBold``, ``QPainter.save``…): a Python paint path would
soon abort the process.

The sheet reads the match only (never changes it) and shows only public facts: a secret
Bugami bid appears once the bids are revealed, the Bleeding Hearts turnip once turned up.
"""

from __future__ import annotations

import csv
import functools
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import accumulate
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QPalette,
    QStandardItem,
    QStandardItemModel,
)

from ..words import rank_sign
from . import suit_ink

if TYPE_CHECKING:
    from ..engine.match import Match

# Marks an answer not given yet (``None`` is an answer).
_UNKNOWN = object()

# The row's kind (:data:`DONE`, :data:`CURRENT`, :data:`FUTURE`, :data:`TOTAL`), for tests and styling.
KIND_ROLE = Qt.ItemDataRole.UserRole + 1

DONE = "done"
CURRENT = "current"
FUTURE = "future"
TOTAL = "total"

SUIT_SIGNS = "♠♥♦♣"
SUPERSCRIPTS = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")
# Marks the current round's label, so the row stands out without colour too.
CURRENT_MARK = "▸ "
# Appended to a winner's column title once the match is over.
WINNER_MARK = " ★"

R = Qt.ItemDataRole
# The roles the sheet answers for a cell (the view asks for no other).
CELL_ROLES = (R.DisplayRole, KIND_ROLE, R.ToolTipRole, R.AccessibleTextRole, R.FontRole, R.ForegroundRole,
              R.BackgroundRole, R.TextAlignmentRole)
# The roles a column title has.
TITLE_ROLES = (R.DisplayRole, R.ToolTipRole, R.FontRole)
H = Qt.Orientation.Horizontal

# A failed contract's cell (a suit sign's colour is :mod:`suit_ink`'s).
RED = "#c0392b"
WINNER_GOLD = QColor("#f6d365")


# Sheet strings share one context ("ScoreSheet", as the widget's own ``self.tr`` texts), so
# translators see them together. Always ``translate("ScoreSheet", "literal")``: lupdate only
# extracts literal texts (tests/test_translations.py checks).
translate = QCoreApplication.translate


def superscript(n: int) -> str:
    return str(n).translate(SUPERSCRIPTS)


@functools.cache
def bold_font(point_size: float = 0.0) -> QFont:
    """One bold font per size for every bold cell (made once: see the module note on PySide6
    6.12); size 0 is the default size."""
    font = QFont()
    if point_size > 0:
        font.setPointSizeF(point_size)
    font.setBold(True)
    return font


def winners_phrase(names: Sequence[str]) -> str:
    """'winner: Ada' / 'winners: Ada and Ben': the sheet's caption, the table's message, the
    summary and the status line all say a match's end alike."""
    if len(names) == 1:
        return translate("ScoreSheet", "winner: {name}").format(name=names[0])
    return translate("ScoreSheet", "winners: {names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


# How much of the text colour a missed bid's grey holds against the page: 4.8:1 on white.
MISSED_INK = 0.55


def blend(ink: QColor, page: QColor, share: float) -> QColor:
    """``share`` of ``ink`` over ``page``: a grey that keeps its contrast in a dark theme too."""
    return QColor(*(round(share * a + (1 - share) * b) for a, b in
                    ((ink.red(), page.red()), (ink.green(), page.green()), (ink.blue(), page.blue()))))


@dataclass(frozen=True)
class Brushes:
    """The sheet's colours, taken from the palette when the sheet is built (light or dark theme)."""

    muted: QBrush
    # A missed bid's cell: grey as the key says, yet a score to read (the palette's greyed
    # text, #bebebe on white, was under 2:1 against the page).
    missed: QBrush
    red: QBrush
    current: QBrush
    total: QBrush
    winner: QBrush

    @classmethod
    def from_palette(cls) -> Brushes:
        pal = QGuiApplication.palette()
        h = pal.color(QPalette.ColorRole.Highlight)
        return cls(
            muted=QBrush(pal.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)),
            missed=QBrush(blend(pal.color(QPalette.ColorRole.Text), pal.color(QPalette.ColorRole.Base), MISSED_INK)),
            red=QBrush(QColor(RED)),
            current=QBrush(QColor(h.red(), h.green(), h.blue(), 56)),
            total=QBrush(pal.color(QPalette.ColorRole.AlternateBase)),
            winner=QBrush(WINNER_GOLD),
        )


def card_text(card: Any) -> str:
    """A card as a player writes it: ``Q♥``, ``10♠`` (``D♥`` in French)."""
    return rank_sign(int(card) % 13 + 2) + SUIT_SIGNS[int(card) // 13]


# ----- the sheet as data ---------------------------------------------------------------------


@dataclass
class Column:
    """One column: its title, its CSV column names, and the players it belongs to (for the winners)."""

    title: str
    csv: tuple[str, ...] = ()
    players: tuple[int, ...] = ()
    tip: str = ""
    numeric: bool = False  # a player's or a side's scores: right-aligned, all the same width
    left: bool = False  # free text, read from the left
    short: str = ""  # the title when the sheet must be narrow (players' names are shortened apart)

    def __post_init__(self) -> None:
        if not self.csv:
            self.csv = (self.title,)


@dataclass
class Cell:
    """One cell: its text (display, accessibility, tests), the values it exports (one per
    CSV column of its column) and how it looks."""

    text: str = ""
    tip: str = ""
    speak: str = ""  # the accessible description, when the text alone is cryptic
    csv: tuple[str, ...] | None = None
    red: bool = False  # a red suit, or a failed contract
    missed: bool = False  # a missed bid: written in grey, as the round added nothing


@dataclass
class Row:
    cells: list[Cell]
    kind: str = DONE
    tip: str = ""
    muted: bool = False  # a row that scored nothing by the rules (a 20–20 redeal)


@dataclass
class Sheet:
    caption: str = ""
    columns: list[Column] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)


# ----- the base model ------------------------------------------------------------------------


class SheetModel(QStandardItemModel):
    """A read-only table model over a :class:`Sheet`; subclasses only say what the sheet holds.

    :meth:`refresh` rebuilds the sheet from the match and writes what changed into the
    model's cells. When the shape is unchanged only the rows that changed are written and
    signalled, so the view keeps its scroll position and selection while a round is
    played; a new row (a Bugami deal, a Minibridge redeal) resets the model.
    """

    def __init__(self, match: Match, parent: Any = None, held: bool = False) -> None:
        """``held``: the cells are written at :meth:`release` (or when a :meth:`held` fit
        ends), once the sheet's widget has chosen how to show it."""
        super().__init__(parent)
        self.scored_match = match
        self.brushes = Brushes.from_palette()
        self.title_limit: int | None = None  # column titles (players' names) longer than this are shortened
        self._point_size = 0.0  # the size the sheet is shown at (its bold cells match it); 0: default
        # How tersely the cells are written: 0 in words, 1 in a score pad's shorthand (with a
        # legend in the column's tool tip), for a narrow dock with many players.
        self.compact = 0
        self.parts = 1  # the bands the players' columns are wrapped into (see set_parts)
        # Whether a winner's title carries the star once the match is over (see set_starred).
        self.starred = True
        self._bands_key: tuple[int, int] = (0, 0)
        self._bands_value: tuple[list[int], list[int], list[int], int] = ([], [], [], 0)
        self._short_key: tuple[object, ...] = ()
        self._short: list[str] = []
        self.sheet = self.build()  # each game's model defines build() -> Sheet
        # The sheet at each terseness, built since the last refresh (fitting tries them in
        # turn, again at each resize): the match is read again only by refresh.
        self._built: dict[int, Sheet] = {self.compact: self.sheet}
        # Column titles as given (see column_title), while the key they were given for holds.
        self._titles: dict[tuple[int, int, bool], Any] = {}
        self._titles_key: tuple[object, ...] = ()
        # The columns with coloured signs (see suit_columns), with the sheet, bands and
        # deck they were found for.
        self._suited: tuple[Sheet, int, bool, frozenset[int]] | None = None
        self._finished = match.finished  # as the sheet last showed it
        # Changes of the way the sheet is shown wait while held (see :meth:`held`).
        self._held = held
        # What the cells were last written for: (sheet, compact, parts, title limit, type size).
        self._written: tuple[object, ...] = ()
        # Cells are read-only: each item made for a cell is a copy of this one.
        prototype = QStandardItem()
        prototype.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        self.setItemPrototype(prototype)
        self._sync()

    if TYPE_CHECKING:  # each game's model defines it; declared here for the type checker

        def build(self) -> Sheet:
            """The sheet of the match as it stands: each game's model says what its rows hold."""
            ...

        def progress(self) -> str:
            """The headline while the match is played: the game and how far it has gone."""
            ...

    # ----- helpers for subclasses --------------------------------------------------------

    def kind_of(self, index: int) -> str:
        """Whether round ``index`` is scored, in progress or still to come."""
        m = self.scored_match
        if index < m.rounds_completed:
            return DONE
        if index < len(m.rounds):
            return CURRENT
        return FUTURE

    def running_totals(self) -> list[list[int]]:
        """Each player's total after each scored round (what the paper sheet writes down)."""
        n = self.scored_match.n
        columns = [list(accumulate(r[p] for r in self.scored_match.round_scores)) for p in range(n)]
        return [[columns[p][i] for p in range(n)] for i in range(self.scored_match.rounds_completed)]

    def player_columns(self) -> list[Column]:
        return [
            Column(name, csv=self.player_csv(name), players=(p,), numeric=True)
            for p, name in enumerate(self.scored_match.players)
        ]

    def player_csv(self, name: str) -> tuple[str, ...]:
        return (name,)

    def shorthand(self) -> str:
        """The score pad's shorthand spelled out, under the caption while the cells are
        written in it (a narrow dock): the column tool tips say it too, but few players
        hover over a header to learn what "5·7" or "Bl →P" means. '' when not in shorthand, or
        when the game's needs no key (Bugger Bridge's raised bids and "2/3" read as they are,
        and a line of key there cost a sheet that fitted two of its rounds)."""
        parts = self.shorthand_parts() if self.compact else ()
        if not parts:
            return ""
        # Each "sign meaning" is kept on one line ("→T then move tables", not "→T" / "then…"),
        # and the last two on one line together: "Σ total" stood alone on the key's last line.
        every = [p.replace(" ", "\u00a0") for p in (*parts, translate("ScoreSheet", "Σ total"))]
        return " · ".join([*every[:-2], "\u00a0·\u00a0".join(every[-2:])])

    def shorthand_parts(self) -> tuple[str, ...]:
        """The game's own shorthand, one "sign meaning" each (see :meth:`shorthand`)."""
        return ()

    def headroom(self, column: int) -> tuple[str, ...]:
        """Texts column ``column`` must have room for beyond the cells it holds now: the
        widest forms its cells take later in the match. A scored round's cell is wider than
        the round in play ("♥ → 120" over "5 tr · 3 ♥", not "♥" over "0 tr · 0 ♥"), and a
        sheet fitted to today's cells alone changed its shorthand in mid-match when the first
        wide score came. None by default (the cells as they are)."""
        return ()

    def marks(self) -> str:
        """What the marks the cells carry however they are written mean ("45 ⁽²⁾ = total 45,
        bid 2 · grey = bid missed"), for the key above the sheet, broken between its phrases
        (:class:`~cardtable.ui.phrase_label.PhraseLabel`); '' when the cells carry none."""
        return " · ".join(p.replace(" ", "\u00a0") for p in self.marks_parts())  # each part on one line

    def marks_parts(self) -> tuple[str, ...]:
        """The game's marks, one "sign meaning" each (see :meth:`marks`)."""
        return ()

    def sides_key(self) -> str:
        """Who plays on each side of a game of partnerships ("NS: You & Ben · EW: Ada &
        Cleo"), under the caption; '' where everyone plays alone. In the caption it pushed
        the headline onto a second line in a narrow dock."""
        return ""

    def total_label(self) -> str:
        """The totals row's label: "Total", or "Σ" on a narrow sheet (its tool tip says "Total")."""
        return "Σ" if self.compact else translate("ScoreSheet", "Total")

    def winner_text(self) -> str:
        """'winner: Ada' / 'winners: Ada and Ben' once the match is over, else ''. A noun, not
        a verb: the person's seat is called "You", and "You wins" would read wrong."""
        m = self.scored_match
        if not m.finished:
            return ""
        return winners_phrase([m.players[w] for w in m.winners])

    def winner_key(self) -> str:
        """'Winner: Cleo' / 'Winners: Ada and Cleo', the first line under a finished match's
        caption; '' while it is played."""
        end = self.winner_text()
        return end[:1].upper() + end[1:]

    def caption(self) -> str:
        """The sheet's headline: the game and how far the match has gone (:meth:`progress`);
        once it is over, the game and "finished", the winners named on the line under it
        (:meth:`winner_key`). "Minibridge — 8 of 8 deals played — finished, winner: Cleo"
        wrapped onto a second line in a 1024×700 window, in every game, and in French onto
        a third."""
        m = self.scored_match
        if m.finished:
            return translate("ScoreSheet", "{title} — finished").format(title=m.spec.title)
        return self.progress()

    # ----- refreshing --------------------------------------------------------------------

    def refresh(self) -> bool:
        """Rebuild from the match; True when the model was reset (rows or columns changed)."""
        brushes = Brushes.from_palette()
        new = self.build()
        self._built = {self.compact: new}
        old = self.sheet
        same_shape = len(new.rows) == len(old.rows) and [c.title for c in new.columns] == [c.title for c in old.columns]
        if not same_shape:
            self.brushes = brushes
            self.sheet = new
            self._finished = self.scored_match.finished
            self._reset()
            return True
        # Only what changed is written and signalled (the view repaints, and the sheet
        # re-fits, only that): this runs after every event batch, and most batches change
        # a row or two, or none.
        recoloured = brushes != self.brushes
        ended = self.scored_match.finished != self._finished  # the winners' gold and stars come or go
        self._finished = self.scored_match.finished
        if recoloured:
            self.brushes = brushes
        if new == old and not recoloured and not ended:
            return False  # the same sheet: the cells as written stand
        self.sheet = new
        changed = [r for r, (a, b) in enumerate(zip(old.rows, new.rows, strict=True)) if a != b]
        if recoloured or ended or (changed and self._bands()[3]):  # banded: a sheet row shows in several
            spans = [(0, self.rowCount() - 1)]
        else:  # each row that changed on its own (a trick won: the current row and the totals)
            spans = [(r, r) for r in changed]
        titles = recoloured or ended or new.columns != old.columns
        self._write([r for first, last in spans for r in range(first, last + 1)], titles=titles)
        for first, last in spans:
            if last >= first and new.columns:
                self.dataChanged.emit(self.index(first, 0), self.index(last, self.columnCount() - 1))
        if titles:
            self.headerDataChanged.emit(H, 0, max(self.columnCount() - 1, 0))
        return False

    def row_shapes(self) -> list[tuple[object, ...]]:
        """What each row of the view is as tall as: its type (bold or not, the size), and
        per cell the number of lines and the signs outside ASCII (a suit, a superscript,
        a star may come from a fallback font with a taller line). The view never wraps, so
        rows of one shape are equally tall, and a row whose shape is unchanged keeps its height."""
        rows = self.sheet.rows
        out: list[tuple[object, ...]] = []
        for r in range(self.rowCount()):
            source = self.source(r, 0)[0]
            if source < 0:
                out.append(("names", r))  # a band's row of names: measured on its own
                continue
            row = rows[source]
            cells = tuple((c.text.count("\n") + 1 if c.text else 0, frozenset(ch for ch in c.text if ch > "\x7f"))
                          for c in row.cells)
            out.append((row.kind in (CURRENT, TOTAL), self.point_size, cells))
        return out

    def widths_key(self) -> tuple[int, ...]:
        """The texts each column holds (not only how many characters: digits and letters
        differ in width): when they change, the columns need fitting again."""
        texts: list[set[str]] = [{c.title} for c in self.sheet.columns]
        for row in self.sheet.rows:
            for i, cell in enumerate(row.cells):
                texts[i].add(f"{row.kind in (CURRENT, TOTAL)}{cell.text}")
        return tuple(hash(frozenset(t)) for t in texts)

    @property
    def point_size(self) -> float:
        return self._point_size

    @point_size.setter
    def point_size(self, size: float) -> None:
        """Bold cells are written in the bold type of this size (the sheet's own)."""
        self._point_size = size
        self._sync()

    def set_starred(self, on: bool) -> None:
        """Mark the winners' titles once the match is over (a star, in bold), or not: the
        sheet's fit leaves the mark out where it would cost the finished sheet a band, a
        terser way of writing or a smaller type (the winner is still told by the line under
        the caption and the gold total). The bold alone made a four-player sheet go into
        shorthand on the last round."""
        if on != self.starred:
            self.starred = on
            self._sync()

    def set_title_limit(self, limit: int | None) -> None:
        """Shorten column titles to about ``limit`` characters (``None``: whole), so a sheet
        with many players fits a narrow dock; the tool tip and the legend keep the whole title."""
        if limit != self.title_limit:
            self.title_limit = limit
            self._sync()

    def set_compact(self, level: int) -> None:
        """Write the cells at terseness ``level`` (see :attr:`compact`); rebuilds the sheet."""
        if level != self.compact:
            self.compact = level
            sheet = self._built.get(level)
            if sheet is None:
                sheet = self._built[level] = self.build()
            self.sheet = sheet
            self._sync()

    def short_titles(self) -> list[str]:
        """Every column's title as shown. Whole, or at the limit: a column's own short form,
        and players' names cut to the shortest prefixes that still tell them apart ("Ben."
        and "Bert." for Benedikt and Bertram), so no two columns read alike."""
        columns = self.sheet.columns
        limit = self.title_limit
        if limit is None:
            return [c.title for c in columns]
        key = (limit, tuple(c.title for c in columns))
        if self._short_key == key:
            return self._short
        out = [c.short or c.title if len(c.title) > limit else c.title for c in columns]
        names = [i for i, c in enumerate(columns) if c.players and not c.short and len(c.title) > limit]
        for i in names:
            title = columns[i].title
            others = [c.title for j, c in enumerate(columns) if j != i]
            k = max(1, limit - 1)
            while k < len(title) - 1 and any(o[:k].lower() == title[:k].lower() for o in others):
                k += 1
            out[i] = title if len(title) <= k + 2 else title[:k] + "."  # "Cl." saves too little on "Cleo"
        self._short_key, self._short = key, out
        return out

    def short_title(self, title: str) -> str:
        """``title`` as its column shows it (see :meth:`short_titles`)."""
        for column, shown in zip(self.sheet.columns, self.short_titles(), strict=True):
            if column.title == title:
                return shown
        return title

    def legend(self) -> str:
        """The shortened titles spelled out ("Ben. Benedikt · Cl. Cleo"), '' when none is."""
        pairs = [f"{shown} {c.title}" for c, shown in zip(self.sheet.columns, self.short_titles(), strict=True)
                 if shown != c.title and c.players]
        return " · ".join(pairs)

    # ----- wrapping: the players in two or more bands, one under the other ----------------

    def set_parts(self, parts: int) -> None:
        """Show the players' columns in ``parts`` bands one under the other (1: side by
        side, as on paper). A narrow dock with many players wraps the sheet rather than
        squeezing it: each band repeats the round's label, and a row of names heads every
        band after the first (the view's own header heads the first)."""
        parts = max(1, min(parts, len(self._player_block())))
        if parts != self.parts:
            self.parts = parts
            self._sync()

    def _player_block(self) -> list[int]:
        """The columns that are one player's each (contiguous on every sheet that has them)."""
        return [i for i, c in enumerate(self.sheet.columns) if len(c.players) == 1 and c.numeric]

    def _bands(self) -> tuple[list[int], list[int], list[int], int]:
        """The columns left of the players, the players', those right of them, and the
        players a band holds."""
        key = (self.parts, id(self.sheet))
        if self._bands_key == key:
            return self._bands_value
        block = self._player_block()
        if self.parts <= 1 or not block:
            value: tuple[list[int], list[int], list[int], int] = (list(range(len(self.sheet.columns))), [], [], 0)
        else:
            first, last = block[0], block[-1]
            per = -(-len(block) // self.parts)
            value = (list(range(first)), block, list(range(last + 1, len(self.sheet.columns))), per)
        self._bands_key, self._bands_value = key, value
        return value

    def suit_columns(self) -> set[int]:
        """The view's columns where a coloured suit sign may show (in a cell, or in a band's
        row of names): only those need the delegate that colours the signs. Asked after
        every change of the sheet: kept for the sheet, bands and deck it was worked out for."""
        sheet = self.sheet
        deck = suit_ink.four_colour()
        was = self._suited
        if was is not None and was[0] is sheet and was[1] == self.parts and was[2] == deck:
            return set(was[3])
        signs = suit_ink.inked_signs()
        suited = {i for row in sheet.rows for i, c in enumerate(row.cells) if any(s in c.text for s in signs)}
        out = self._suited_shown(suited, signs)
        self._suited = (sheet, self.parts, deck, frozenset(out))
        return out

    def _suited_shown(self, suited: set[int], signs: str) -> set[int]:
        """The sheet's columns ``suited`` as the view's columns (see suit_columns)."""
        sheet = self.sheet
        left, block, right, per = self._bands()
        if not per:
            return suited
        names = any(s in c.title for c in sheet.columns for s in signs)
        out = {k for k, c in enumerate(left) if c in suited}
        if names or suited & set(block):
            out |= set(range(len(left), len(left) + per))
        out |= {len(left) + per + k for k, c in enumerate(right) if c in suited}
        return out

    def source(self, row: int, column: int) -> tuple[int, int | None]:
        """The sheet's row and column shown at the view's ``row``, ``column``: column
        ``None`` for a slot past the last player; row -1 for a band's row of names."""
        left, block, right, per = self._bands()
        if not per:
            return row, column
        rows = len(self.sheet.rows)
        part, r = 0, row
        while r >= rows + (1 if part else 0):
            r -= rows + (1 if part else 0)
            part += 1
        if part:
            r -= 1  # the band's row of names comes first
        if column < len(left):
            return r, left[column]
        if column < len(left) + per:
            k = part * per + column - len(left)
            return r, block[k] if k < len(block) else None
        return r, right[column - len(left) - per]

    def shape(self) -> tuple[int, int]:
        """The view's rows and columns (more rows and fewer columns when banded)."""
        left, _, right, per = self._bands()
        rows = len(self.sheet.rows)
        if not per:
            return rows, len(self.sheet.columns)
        return self.parts * rows + self.parts - 1, len(left) + per + len(right)

    def fold_order(self) -> list[int]:
        """The sheet's rows in the order they may be folded away when the dock is too short
        to show them all: the rounds to come, the last first (their rows are still blank),
        but the next one; then the oldest scored rounds (the totals, and in Bugger Bridge
        each running score, carry what they said); the next round last. The round in play
        and the totals are never folded."""
        rows = self.sheet.rows
        done = [i for i, r in enumerate(rows) if r.kind == DONE]
        future = [i for i, r in enumerate(rows) if r.kind == FUTURE]
        return future[:0:-1] + done + future[:1]

    def view_rows(self, sheet_row: int) -> list[int]:
        """The view's rows that show the sheet's row ``sheet_row`` (one per band)."""
        _, _, _, per = self._bands()
        if not per:
            return [sheet_row]
        rows = len(self.sheet.rows)
        return [part * (rows + 1) + sheet_row for part in range(self.parts)]

    def cell(self, row: int, column: int) -> Cell:
        return self.sheet.rows[row].cells[column]

    def current_row(self) -> int | None:
        for i, r in enumerate(self.sheet.rows):
            if r.kind == CURRENT:
                return i
        return None

    def is_winner_column(self, column: int) -> bool:
        m = self.scored_match
        return m.finished and any(p in m.winners for p in self.sheet.columns[column].players)

    # ----- writing the cells ---------------------------------------------------------------

    @contextmanager
    def held(self) -> Iterator[None]:
        """Try ways of showing the sheet (type size, terseness, titles' limit, bands) without
        writing the cells for each: they are written once, for the way in force at the end
        (fitting the sheet measures the sheet itself, not the cells)."""
        self._held = True
        try:
            yield
        finally:
            self.release()

    def release(self) -> None:
        """Write the cells held back (see __init__ and :meth:`held`)."""
        self._held = False
        self._sync()

    def _sync(self) -> None:
        """Write the cells again if the way the sheet is shown changed since they were written."""
        if self._held:
            return
        was = self._written
        now = self._written_for()
        if was == now:
            return
        if was[:3] != now[:3] or self.shape() != (self.rowCount(), self.columnCount()):
            self._reset()  # other texts (a sheet rebuilt alike compares equal), or other bands
            return
        # Another type size changes the bold rows' type; other titles, the bands' rows of names.
        fonts, titles = was[4] != now[4], was[3] != now[3] or was[5] != now[5]
        rows = [r for r in range(self.rowCount()) if (fonts and self._bold(r)) or (titles and self._names_row(r))]
        self._write(rows, titles=True)
        for r in rows:
            self.dataChanged.emit(self.index(r, 0), self.index(r, self.columnCount() - 1))
        self.headerDataChanged.emit(H, 0, max(self.columnCount() - 1, 0))

    def _names_row(self, view_row: int) -> bool:
        """Whether the view's row is a band's row of names."""
        return self.source(view_row, 0)[0] < 0

    def _bold(self, view_row: int) -> bool:
        """Whether the view's row is written in bold (the current round, the totals, a band's names)."""
        r = self.source(view_row, 0)[0]
        return r < 0 or self.sheet.rows[r].kind in (CURRENT, TOTAL)

    def _written_for(self) -> tuple[object, ...]:
        return (self.sheet, self.compact, self.parts, self.title_limit, self._point_size, self.starred)

    def _reset(self) -> None:
        """Every cell written again, the view told to forget what it knew (rows, heights)."""
        self.beginResetModel()
        try:
            self._write_all()
        finally:
            self.endResetModel()

    def _write_all(self) -> None:
        blocked = self.blockSignals(True)  # the reset (or a model no view shows yet) says it all
        try:
            rows, columns = self.shape()
            self.setRowCount(rows)
            self.setColumnCount(columns)
            for r in range(rows):  # no row numbers: the rounds' labels are the first column
                self.setHeaderData(r, Qt.Orientation.Vertical, None, R.DisplayRole)
        finally:
            self.blockSignals(blocked)
        self._write(range(rows), titles=True)

    def _write(self, rows: Iterable[int], titles: bool) -> None:
        """Write every role of the cells of the view's ``rows`` (and the column titles); the
        caller signals the change (see refresh)."""
        blocked = self.blockSignals(True)
        try:
            columns = self.columnCount()
            for r in rows:
                for c in range(columns):
                    self.setItemData(self.index(r, c), self._cell_values(r, c))
            if titles:
                for c in range(columns):
                    for role in TITLE_ROLES:
                        self.setHeaderData(c, H, self.column_title(c, role), role)
        finally:
            self.blockSignals(blocked)
        self._written = self._written_for()

    def _cell_values(self, view_row: int, view_column: int) -> dict[int, Any]:
        """Every role's value of the cell at the view's ``view_row``, ``view_column`` (``None``:
        the role has none)."""
        r, c = self.source(view_row, view_column)
        if r < 0 or c is None:
            return {int(role): self._names_data(r, c, view_column, role) for role in CELL_ROLES}
        row = self.sheet.rows[r]
        cell = row.cells[c]
        column = self.sheet.columns[c]
        b = self.brushes
        label = row.cells[0].text.removeprefix(CURRENT_MARK)
        what = cell.speak or cell.text or translate("ScoreSheet", "empty")
        if row.kind == FUTURE or row.muted:
            foreground: QBrush | None = b.muted
        elif cell.missed:
            foreground = b.missed
        else:
            foreground = b.red if cell.red else None
        if row.kind == TOTAL:
            background: QBrush | None = b.winner if self.is_winner_column(c) else b.total
        else:
            background = b.current if row.kind == CURRENT else None
        h = Qt.AlignmentFlag.AlignHCenter
        if column.numeric:
            h = Qt.AlignmentFlag.AlignRight
        elif column.left:
            h = Qt.AlignmentFlag.AlignLeft
        return {
            int(R.DisplayRole): cell.text,
            KIND_ROLE: row.kind,
            int(R.ToolTipRole): cell.tip or row.tip or None,
            int(R.AccessibleTextRole): f"{column.title}, {label}: {what}" if c else what,
            int(R.FontRole): bold_font(self._point_size) if row.kind in (CURRENT, TOTAL) else None,
            int(R.ForegroundRole): foreground,
            int(R.BackgroundRole): background,
            int(R.TextAlignmentRole): int(h | Qt.AlignmentFlag.AlignVCenter),
        }

    def _names_data(self, r: int, c: int | None, shown: int, role: int) -> Any:
        """A band's row of names (``r`` -1), or an empty slot past the last player."""
        if r >= 0 or c is None:
            return self.brushes.total if r < 0 and role == R.BackgroundRole else None
        if role in (R.DisplayRole, R.ToolTipRole):  # every column's title, as the view's header
            # has them: a band's "Bids" column had none, though its cells read "=", "−2", "Σ2"
            return self.column_title(c, role, mapped=False)
        if role == R.BackgroundRole:
            return self.brushes.total
        if role == R.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == R.FontRole:  # as the header writes them: the first band's names are the header's,
            # and bold here (only) read as players marked out for something (a player's review)
            return self.column_title(c, role, mapped=False)
        return None

    def column_title(self, section: int, role: int = R.DisplayRole, mapped: bool = True) -> Any:
        """Column ``section``'s title in ``role`` as the view shows it (``mapped``), or sheet
        column ``section``'s (not mapped: the columns before wrapping into bands). Fitting the
        sheet asks for every title at each way it tries: the answers are kept while the
        sheet, the titles' limit, the bands, the type and the match's end stand."""
        key = (self.sheet, self.title_limit, self.parts, self._point_size, self.scored_match.finished, self.starred)
        was = self._titles_key
        if not was or was[0] is not key[0] or was[1:] != key[1:]:  # the sheet by identity: a new one is new
            self._titles, self._titles_key = {}, key
        ask = (section, int(role), mapped)
        if ask not in self._titles:
            self._titles[ask] = self._title(section, role, mapped)
        return self._titles[ask]

    def _title(self, section: int, role: int, mapped: bool) -> Any:
        if mapped and self._bands()[3]:
            section_source = self.source(0, section)[1]
            if section_source is None:
                return None
            section = section_source
        if not 0 <= section < len(self.sheet.columns):
            return None
        column = self.sheet.columns[section]
        title = self.short_titles()[section]
        if role == R.DisplayRole:
            return title + (WINNER_MARK if self.starred and self.is_winner_column(section) else "")
        if role == R.ToolTipRole:
            return column.tip or (column.title if title != column.title else None)
        if role == R.FontRole and self.starred and self.is_winner_column(section):
            return bold_font(self._point_size)
        return None

    # ----- CSV ---------------------------------------------------------------------------

    def csv_table(self) -> list[list[str]]:
        """The header, one row per round dealt (scored or in progress), then the totals."""
        sheet, compact = self.sheet, self.compact
        if compact:  # the file holds the words, however tersely the dock writes them
            self.compact = 0
            sheet = self.build()
            self.compact = compact
        header = [name for c in sheet.columns for name in c.csv]
        out = [header]
        for row in sheet.rows:
            if row.kind == FUTURE:
                continue
            values: list[str] = []
            for column, cell in zip(sheet.columns, row.cells, strict=True):
                got = cell.csv if cell.csv is not None else (cell.text.removeprefix(CURRENT_MARK),)
                values.extend(got + ("",) * (len(column.csv) - len(got)))
            out.append(values)
        return out

    def export_csv(self, path: str | Path) -> None:
        # utf-8-sig: spreadsheet programs read the BOM as "this is UTF-8" and show the suits right.
        with open(path, "w", newline="", encoding="utf-8-sig") as f:
            csv.writer(f).writerows(self.csv_table())


