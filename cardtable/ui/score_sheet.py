"""The score sheet dock's content: a table of the match so far, laid out per game, with CSV export.

Each game gets one small :class:`SheetModel` subclass that describes its sheet as plain
data — columns, rows of :class:`Cell` — and the shared base turns that into a Qt model:
display text (the bid raised beside the score in Unicode superscripts, as the paper sheet
writes it in the corner), tool tips, accessible text, the current round marked, future
rounds greyed, winners highlighted, and the CSV. Describing the sheet as data first keeps
the five layouts free of Qt plumbing and lets the CSV and the screen never disagree.

Painting stays in C++: no Python delegate, and :meth:`SheetModel.data` only returns values
built ahead of time. Besides speed, this matters with PySide6 6.12 on Python 3.11, whose
bindings drop a reference to ``None``/``True``/``False`` on every call that returns one
(``QFont.setBold``, ``QPainter.save``…): a Python paint path would soon abort the process.

The sheet reads the match only (never changes it) and shows only public facts: a secret
Bugami bid appears once the bids are revealed, the Bleeding Hearts turnip once turned up.
"""

from __future__ import annotations

import csv
import functools
from dataclasses import dataclass, field
from itertools import accumulate
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QPalette,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine.games.bleeding_hearts import TURNIP
from ..engine.games.bugami import ZERO
from ..engine.games.bugger_bridge import schedule
from ..engine.games.dumb_bunny import BLIND, MOVE_TABLES, NEW_PARTNERS, SWAP
from ..engine.games.minibridge import SEAT_LETTERS
from .games import face_for

if TYPE_CHECKING:
    from ..engine.match import Match

#: The row's kind (:data:`DONE`, :data:`CURRENT`, :data:`FUTURE`, :data:`TOTAL`), for tests and styling.
KIND_ROLE = Qt.ItemDataRole.UserRole + 1

DONE = "done"
CURRENT = "current"
FUTURE = "future"
TOTAL = "total"

SUITS = "♠♥♦♣"
RED_SUITS = "♥♦"
SUPERSCRIPTS = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")
#: Marks the current round's label, so the row stands out without colour too.
CURRENT_MARK = "▸ "
#: Appended to a winner's column title once the match is over.
WINNER_MARK = " ★"

RED = "#c0392b"
WINNER_GOLD = QColor("#f6d365")


#: Sheet strings share one context ("ScoreSheet", as the widget's own ``self.tr`` texts), so
#: translators see them together. Always ``translate("ScoreSheet", "literal")``: lupdate only
#: extracts literal texts (tests/test_translations.py checks).
translate = QCoreApplication.translate


def superscript(n: int) -> str:
    return str(n).translate(SUPERSCRIPTS)


@functools.cache
def bold_font() -> QFont:
    """One bold font for every bold cell (made once: see the module note on PySide6 6.12)."""
    font = QFont()
    font.setBold(True)
    return font


@dataclass(frozen=True)
class Brushes:
    """The sheet's colours, taken from the palette when the sheet is built (light or dark theme)."""

    muted: QBrush
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
            red=QBrush(QColor(RED)),
            current=QBrush(QColor(h.red(), h.green(), h.blue(), 56)),
            total=QBrush(pal.color(QPalette.ColorRole.AlternateBase)),
            winner=QBrush(WINNER_GOLD),
        )


def card_text(card: Any) -> str:
    """A card as a player writes it: ``Q♥``, ``10♠``."""
    rank = str(card)[0]
    return ("10" if rank == "T" else rank) + SUITS[int(card) // 13]


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


class SheetModel(QAbstractTableModel):
    """A read-only table model over a :class:`Sheet`; subclasses only say what the sheet holds.

    :meth:`refresh` rebuilds the sheet from the match. When the shape is unchanged it only
    signals changed data, so the view keeps its scroll position and selection while a
    round is played; a new row (a Bugami deal, a Minibridge redeal) resets the model.
    """

    game: ClassVar[str] = ""

    def __init__(self, match: Match, parent: Any = None) -> None:
        super().__init__(parent)
        self.match = match
        self.brushes = Brushes.from_palette()
        self.sheet = self.build()  # each game's model defines build() -> Sheet

    # ----- helpers for subclasses --------------------------------------------------------

    def kind_of(self, index: int) -> str:
        """Whether round ``index`` is scored, in progress or still to come."""
        m = self.match
        if index < m.rounds_completed:
            return DONE
        if index < len(m.rounds):
            return CURRENT
        return FUTURE

    def running_totals(self) -> list[list[int]]:
        """Each player's total after each scored round (what the paper sheet writes down)."""
        n = self.match.n
        columns = [list(accumulate(r[p] for r in self.match.round_scores)) for p in range(n)]
        return [[columns[p][i] for p in range(n)] for i in range(self.match.rounds_completed)]

    def player_columns(self) -> list[Column]:
        return [
            Column(name, csv=self.player_csv(name), players=(p,), numeric=True)
            for p, name in enumerate(self.match.players)
        ]

    def player_csv(self, name: str) -> tuple[str, ...]:
        return (name,)

    def total_label(self) -> str:
        return translate("ScoreSheet", "Total")

    def winner_text(self) -> str:
        """'Ada wins' / 'Ada and Ben win' once the match is over, else ''."""
        m = self.match
        if not m.finished:
            return ""
        names = [m.players[w] for w in m.winners]
        if len(names) == 1:
            return translate("ScoreSheet", "{name} wins").format(name=names[0])
        return translate("ScoreSheet", "{names} and {last} win").format(names=", ".join(names[:-1]), last=names[-1])

    def caption_with_end(self, text: str) -> str:
        end = self.winner_text()
        return translate("ScoreSheet", "{text} — finished: {end}").format(text=text, end=end) if end else text

    # ----- refreshing --------------------------------------------------------------------

    def refresh(self) -> bool:
        """Rebuild from the match; True when the model was reset (rows or columns changed)."""
        self.brushes = Brushes.from_palette()
        new = self.build()
        old = self.sheet
        same_shape = len(new.rows) == len(old.rows) and [c.title for c in new.columns] == [c.title for c in old.columns]
        if not same_shape:
            self.beginResetModel()
            self.sheet = new
            self.endResetModel()
            return True
        self.sheet = new
        if new.rows and new.columns:
            self.dataChanged.emit(self.index(0, 0), self.index(len(new.rows) - 1, len(new.columns) - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(len(new.columns) - 1, 0))
        return False

    def widths_key(self) -> tuple[int, ...]:
        """The longest line in each column: when it changes, the columns need fitting again."""
        key = [len(c.title) for c in self.sheet.columns]
        for row in self.sheet.rows:
            for i, cell in enumerate(row.cells):
                key[i] = max(key[i], *(len(line) for line in cell.text.split("\n")))
        return tuple(key)

    # ----- Qt model API ------------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.sheet.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.sheet.columns)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags

    def cell(self, row: int, column: int) -> Cell:
        return self.sheet.rows[row].cells[column]

    def current_row(self) -> int | None:
        for i, r in enumerate(self.sheet.rows):
            if r.kind == CURRENT:
                return i
        return None

    def is_winner_column(self, column: int) -> bool:
        m = self.match
        return m.finished and any(p in m.winners for p in self.sheet.columns[column].players)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.sheet.rows[index.row()]
        cell = row.cells[index.column()]
        column = self.sheet.columns[index.column()]
        R = Qt.ItemDataRole
        if role == R.DisplayRole:
            return cell.text
        if role == KIND_ROLE:
            return row.kind
        if role == R.ToolTipRole:
            return cell.tip or row.tip or None
        if role == R.AccessibleTextRole:
            label = row.cells[0].text.removeprefix(CURRENT_MARK)
            what = cell.speak or cell.text or translate("ScoreSheet", "empty")
            return f"{column.title}, {label}: {what}" if index.column() else what
        if role == R.FontRole:
            return bold_font() if row.kind in (CURRENT, TOTAL) else None
        b = self.brushes
        if role == R.ForegroundRole:
            if row.kind == FUTURE or row.muted or cell.missed:
                return b.muted
            return b.red if cell.red else None
        if role == R.BackgroundRole:
            if row.kind == TOTAL:
                return b.winner if self.is_winner_column(index.column()) else b.total
            return b.current if row.kind == CURRENT else None
        if role == R.TextAlignmentRole:
            h = Qt.AlignmentFlag.AlignHCenter
            if column.numeric:
                h = Qt.AlignmentFlag.AlignRight
            elif column.left:
                h = Qt.AlignmentFlag.AlignLeft
            return int(h | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.sheet.columns):
            return None
        column = self.sheet.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.title + (WINNER_MARK if self.is_winner_column(section) else "")
        if role == Qt.ItemDataRole.ToolTipRole:
            return column.tip or None
        if role == Qt.ItemDataRole.FontRole and self.is_winner_column(section):
            return bold_font()
        return None

    # ----- CSV ---------------------------------------------------------------------------

    def csv_table(self) -> list[list[str]]:
        """The header, one row per round dealt (scored or in progress), then the totals."""
        header = [name for c in self.sheet.columns for name in c.csv]
        out = [header]
        for row in self.sheet.rows:
            if row.kind == FUTURE:
                continue
            values: list[str] = []
            for column, cell in zip(self.sheet.columns, row.cells, strict=True):
                got = cell.csv if cell.csv is not None else (cell.text.removeprefix(CURRENT_MARK),)
                values.extend(got + ("",) * (len(column.csv) - len(got)))
            out.append(values)
        return out

    def export_csv(self, path: str | Path) -> None:
        # utf-8-sig: spreadsheet programs read the BOM as "this is UTF-8" and show the suits right.
        with open(path, "w", newline="", encoding="utf-8-sig") as f:
            csv.writer(f).writerows(self.csv_table())


# ----- Bugger Bridge ---------------------------------------------------------------------------


class BuggerBridgeModel(SheetModel):
    """The paper sheet: every round of the schedule from the start, running totals with the
    bid raised beside them, the trump card and whether the bidding was even, over or under."""

    game = "bugger-bridge"

    def row_labels(self) -> list[str]:
        return [
            f"{cards}" if trumps else str(cards) + translate("ScoreSheet", "NT")
            for cards, trumps in schedule(self.match.n)
        ]

    def player_csv(self, name: str) -> tuple[str, ...]:
        return (
            translate("ScoreSheet", "{name} bid").format(name=name),
            translate("ScoreSheet", "{name} tricks").format(name=name),
            translate("ScoreSheet", "{name} points").format(name=name),
            translate("ScoreSheet", "{name} total").format(name=name),
        )

    def build(self) -> Sheet:
        m = self.match
        plan = schedule(m.n)
        running = self.running_totals()
        columns = [
            Column(
                translate("ScoreSheet", "Round"),
                tip=translate("ScoreSheet", "Cards dealt to each player; NT: no trumps"),
            ),
            Column(translate("ScoreSheet", "Trump"), tip=translate("ScoreSheet", "The turned-up card naming trumps")),
            *self.player_columns(),
            Column(
                translate("ScoreSheet", "Bids"),
                tip=translate("ScoreSheet", "The bids' total against the tricks: even, over or under"),
            ),
        ]
        rows = []
        for i, label in enumerate(self.row_labels()):
            kind = self.kind_of(i)
            rnd = m.rounds[i] if kind != FUTURE else None
            cards, trumps = plan[i]
            dealer = (
                "; " + translate("ScoreSheet", "dealer {name}").format(name=m.players[rnd.dealer])
                if rnd is not None
                else ""
            )
            what = (
                translate("ScoreSheet", "{cards} cards").format(cards=cards)
                if cards != 1
                else translate("ScoreSheet", "1 card")
            )
            tip = (
                translate("ScoreSheet", "Round {n}: {what}, {trumps}").format(
                    n=i + 1,
                    what=what,
                    trumps=translate("ScoreSheet", "trumps") if trumps else translate("ScoreSheet", "no trumps"),
                )
                + dealer
            )
            cells = [Cell(CURRENT_MARK + label if kind == CURRENT else label, tip=tip)]
            if not trumps:
                cells.append(Cell("—", tip=translate("ScoreSheet", "No trumps")))
            elif rnd is not None and rnd.turn_up is not None:
                text = card_text(rnd.turn_up)
                cells.append(Cell(text, red=text[-1] in RED_SUITS, csv=(str(rnd.turn_up),)))
            else:
                cells.append(Cell())
            for p, name in enumerate(m.players):
                total = running[i][p] if kind == DONE else None
                cells.append(self.player_cell(rnd, i, kind, p, name, total))
            cells.append(self.status_cell(rnd))
            rows.append(Row(cells, kind))
        total = [Cell(self.total_label()), Cell()]
        for p in range(m.n):
            total.append(Cell(str(m.totals[p]), csv=("", "", "", str(m.totals[p]))))
        total.append(Cell())
        rows.append(Row(total, TOTAL))
        return Sheet(self.caption(), columns, rows)

    def player_cell(self, rnd: Any, i: int, kind: str, p: int, name: str, total: int | None) -> Cell:
        if rnd is None:
            return Cell()
        bid = rnd.bids[p]
        tricks = rnd.tricks[p]
        if bid is None:
            return Cell(csv=("", "", "", ""))
        if kind == DONE:
            points = self.match.round_scores[i][p]
            made = bid == tricks
            result = (
                translate("ScoreSheet", "made")
                if made
                else translate("ScoreSheet", "missed (took {tricks})").format(tricks=tricks)
            )
            return Cell(
                f"{total} ⁽{superscript(bid)}⁾",
                tip=translate("ScoreSheet", "{name} bid {bid}, took {tricks}: {points} points; total {total}").format(
                    name=name, bid=bid, tricks=tricks, points=points, total=total
                ),
                speak=translate("ScoreSheet", "total {total}, bid {bid}, {result}").format(
                    total=total, bid=bid, result=result
                ),
                csv=(str(bid), str(tricks), str(points), str(total)),
                missed=not made,
            )
        # In progress: the bid, and once the cards are out, the tricks taken so far.
        playing = rnd.phase == "play"
        # "2 of 3": two tricks taken of the three bid; full-size, as the current bids matter most.
        text = (
            translate("ScoreSheet", "{tricks} of {bid}").format(tricks=tricks, bid=bid)
            if playing
            else translate("ScoreSheet", "bid {bid}").format(bid=bid)
        )
        said = translate("ScoreSheet", "bid {bid}").format(bid=bid)
        if playing:
            said += ", " + translate("ScoreSheet", "taken {tricks} so far").format(tricks=tricks)
        return Cell(
            text,
            tip=f"{name}: {said}",
            speak=said,
            csv=(str(bid), str(tricks) if playing else "", "", ""),
        )

    def status_cell(self, rnd: Any) -> Cell:
        if rnd is None:
            return Cell()
        total, cards = rnd.bid_total, rnd.hand_size
        status = rnd.status
        if status is None:
            text = (
                translate("ScoreSheet", "{total} so far").format(total=total)
                if any(b is not None for b in rnd.bids)
                else ""
            )
            return Cell(
                text,
                tip=translate("ScoreSheet", "Bidding: {total} bid so far for {cards} tricks").format(
                    total=total, cards=cards
                ),
            )
        word = {
            "even": translate("ScoreSheet", "even"),
            "over": translate("ScoreSheet", "over"),
            "under": translate("ScoreSheet", "under"),
        }[status]
        return Cell(
            f"{word} {total}/{cards}",
            tip=translate("ScoreSheet", "Bids total {total} for {cards} tricks: {word}").format(
                total=total, cards=cards, word=word
            ),
            csv=(status,),
        )

    def caption(self) -> str:
        m = self.match
        planned = m.rounds_planned or 0
        if not m.rounds:
            text = translate("ScoreSheet", "Bugger Bridge — {n} rounds").format(n=planned)
        else:
            text = translate("ScoreSheet", "Bugger Bridge — round {k} of {n}").format(k=len(m.rounds), n=planned)
        return self.caption_with_end(text)


# ----- Bugami and Bleeding Hearts -----------------------------------------------------------------


class BugamiModel(SheetModel):
    """A row per deal: each player's bug suit (or zero), tricks, bug cards taken and points,
    then the totals and the target. Bids stay hidden until they are revealed."""

    game = "bugami"
    title = "Bugami"

    def player_csv(self, name: str) -> tuple[str, ...]:
        return (
            translate("ScoreSheet", "{name} bid").format(name=name),
            translate("ScoreSheet", "{name} tricks").format(name=name),
            translate("ScoreSheet", "{name} bugs").format(name=name),
            translate("ScoreSheet", "{name} points").format(name=name),
        )

    def target(self) -> int:
        return self.match.options["target"]

    def bid_text(self, rnd: Any, p: int) -> str:
        """The bid as the sheet writes it: a suit symbol, '0', 'Turnip ♥', or '♥+D' for Doublets."""
        bid = rnd.bids[p]
        if bid == ZERO:
            return "0"
        if bid == TURNIP:
            suit = rnd.bug_suit(p)
            return translate("ScoreSheet", "Turnip") + ("" if suit is None else f" {SUITS[suit]}")
        text = SUITS["SHDC".index(bid)]
        return text + "+D" if rnd.doublets[p] else text

    def build(self) -> Sheet:
        m = self.match
        columns = [Column(translate("ScoreSheet", "Deal")), *self.player_columns()]
        rows = []
        for i, rnd in enumerate(m.rounds):
            kind = self.kind_of(i)
            cells = [
                Cell(
                    (CURRENT_MARK if kind == CURRENT else "") + str(i + 1),
                    tip=translate("ScoreSheet", "Deal {n}; dealer {dealer}").format(
                        n=i + 1, dealer=m.players[rnd.dealer]
                    ),
                )
            ]
            for p, name in enumerate(m.players):
                cells.append(self.player_cell(rnd, i, kind, p, name))
            rows.append(Row(cells, kind))
        total = [
            Cell(self.total_label(), tip=translate("ScoreSheet", "First to {target} wins").format(target=self.target()))
        ]
        for p in range(m.n):
            left = max(self.target() - m.totals[p], 0)
            tip = (
                translate("ScoreSheet", "{left} to go").format(left=left)
                if left
                else translate("ScoreSheet", "target reached")
            )
            total.append(Cell(str(m.totals[p]), tip=tip, csv=("", "", "", str(m.totals[p]))))
        rows.append(Row(total, TOTAL))
        return Sheet(self.caption(), columns, rows)

    def player_cell(self, rnd: Any, i: int, kind: str, p: int, name: str) -> Cell:
        if not rnd.revealed:
            if rnd.bids[p] is None:
                return Cell(csv=("", "", "", ""))
            return Cell(
                translate("ScoreSheet", "hidden"),
                tip=translate("ScoreSheet", "{name} has bid; the bids are revealed when everyone has bid").format(
                    name=name
                ),
                speak=translate("ScoreSheet", "has bid, hidden until all have bid"),
                csv=(translate("ScoreSheet", "hidden"), "", "", ""),
            )
        bid = self.bid_text(rnd, p)
        tricks = rnd.tricks[p]
        bugs = rnd.bugs(p)
        zero = rnd.bids[p] == ZERO
        detail = (
            translate("ScoreSheet", "1 trick")
            if tricks == 1
            else translate("ScoreSheet", "{k} tricks").format(k=tricks)
        )
        if not zero:
            detail += " · " + (
                translate("ScoreSheet", "1 bug") if bugs == 1 else translate("ScoreSheet", "{k} bugs").format(k=bugs)
            )
        if kind == DONE:
            points = self.match.round_scores[i][p]
            return Cell(
                f"{bid} → {points}\n{detail}",
                tip=translate("ScoreSheet", "{name} bid {bid}: {detail}, {points} points").format(
                    name=name, bid=bid, detail=detail, points=points
                ),
                csv=(bid, str(tricks), "" if zero else str(bugs), str(points)),
            )
        return Cell(
            f"{bid}\n{detail}",
            tip=translate("ScoreSheet", "{name} bid {bid}: {detail} so far").format(name=name, bid=bid, detail=detail),
            csv=(bid, str(tricks), "" if zero else str(bugs), ""),
        )

    def caption(self) -> str:
        m = self.match
        text = translate("ScoreSheet", "{title} — first to {target}").format(title=self.title, target=self.target())
        if m.rounds:
            text = translate("ScoreSheet", "{text}; deal {k}").format(text=text, k=len(m.rounds))
        return self.caption_with_end(text)


class BleedingHeartsModel(BugamiModel):
    """Bugami's sheet; Turnip and Doublets bids are written by :meth:`BugamiModel.bid_text`."""

    game = "bleeding-hearts"
    title = "Bleeding Hearts"


# ----- Minibridge ---------------------------------------------------------------------------


class MinibridgeModel(SheetModel):
    """A row per deal, redeals included: dealer, the points, contract, declarer, tricks and
    each side's score; the deals still to play greyed; the sides' totals."""

    game = "minibridge"
    STRAIN_TEXT: ClassVar[dict[str, str]] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

    def seat_name(self, seat: int) -> str:
        return f"{self.match.players[seat]} ({SEAT_LETTERS[seat]})"

    def sides(self) -> tuple[str, str]:
        p = self.match.players
        return f"{p[0]} & {p[2]}", f"{p[1]} & {p[3]}"

    def build(self) -> Sheet:
        m = self.match
        ns, ew = self.sides()
        columns = [
            Column(translate("ScoreSheet", "Deal")),
            Column(translate("ScoreSheet", "Dealer")),
            Column(
                translate("ScoreSheet", "Points"),
                tip=translate("ScoreSheet", "High-card points: North–South against East–West"),
            ),
            Column(translate("ScoreSheet", "Contract")),
            Column(translate("ScoreSheet", "Declarer")),
            Column(
                translate("ScoreSheet", "Tricks"), tip=translate("ScoreSheet", "Tricks taken by the declaring side")
            ),
            Column(
                translate("ScoreSheet", "NS"),
                players=(0, 2),
                tip=translate("ScoreSheet", "North–South: {names}").format(names=ns),
                numeric=True,
            ),
            Column(
                translate("ScoreSheet", "EW"),
                players=(1, 3),
                tip=translate("ScoreSheet", "East–West: {names}").format(names=ew),
                numeric=True,
            ),
        ]
        rows = []
        number = 0
        for i, rnd in enumerate(m.rounds):
            kind = self.kind_of(i)
            if not rnd.redeal:
                number += 1
            rows.append(self.deal_row(rnd, i, kind, number if not rnd.redeal else number + 1))
        planned = m.spec.deals_planned(m)
        if planned is not None:
            for k in range(number + 1, planned + 1):
                rows.append(Row([Cell(str(k)), *(Cell() for _ in columns[1:])], FUTURE))
        rows.append(
            Row(
                [Cell(self.total_label()), *(Cell() for _ in range(5)), Cell(str(m.totals[0])), Cell(str(m.totals[1]))],
                TOTAL,
            )
        )
        return Sheet(self.caption(), columns, rows)

    def deal_row(self, rnd: Any, i: int, kind: str, number: int) -> Row:
        label = Cell((CURRENT_MARK if kind == CURRENT else "") + str(number))
        dealer = Cell(self.seat_name(rnd.dealer))
        if None in rnd.points:
            said = [p for p in rnd.points if p is not None]
            points = Cell(
                "…",
                tip=translate("ScoreSheet", "Announcing: {said}").format(said=", ".join(map(str, said)))
                if said
                else "",
            )
        else:
            pns, pew = rnd.points[0] + rnd.points[2], rnd.points[1] + rnd.points[3]
            points = Cell(
                f"{pns}–{pew}", tip=translate("ScoreSheet", "North–South {ns}, East–West {ew}").format(ns=pns, ew=pew)
            )
        if rnd.redeal:
            text = translate("ScoreSheet", "20–20 redeal")
            cells = [
                label,
                dealer,
                points,
                Cell(text, tip=translate("ScoreSheet", "Thrown in; the same dealer deals again")),
            ]
            cells += [Cell("—"), Cell("—"), Cell("—", csv=("0",)), Cell("—", csv=("0",))]
            return Row(cells, kind, muted=True)
        contract = Cell()
        if rnd.strain is not None:
            strain = translate("ScoreSheet", "NT") if rnd.strain == "NT" else self.STRAIN_TEXT[rnd.strain]
            scope = translate("ScoreSheet", "game") if rnd.game_contract else translate("ScoreSheet", "part-score")
            text = f"{strain} {scope}"
            contract = Cell(
                text,
                red=strain in RED_SUITS,
                tip=translate("ScoreSheet", "Needs {k} tricks").format(k=rnd.target),
                csv=(text,),
            )
        elif rnd.declarer is not None:
            contract = Cell(
                "…",
                tip=translate("ScoreSheet", "{name} is choosing the contract").format(
                    name=self.seat_name(rnd.declarer)
                ),
            )
        declarer = Cell(self.seat_name(rnd.declarer)) if rnd.declarer is not None else Cell()
        tricks = Cell()
        scores = [Cell(), Cell()]
        if kind == DONE:
            took = rnd.declarer_tricks
            short = rnd.target - took
            result = (
                translate("ScoreSheet", "made") if short <= 0 else translate("ScoreSheet", "down {k}").format(k=short)
            )
            tricks = Cell(f"{took} ({result})", csv=(str(took),), red=short > 0)
            s = self.match.round_scores[i]
            scores = [Cell(str(s[0])), Cell(str(s[1]))]
        elif rnd.strain is not None:
            tricks = Cell(
                translate("ScoreSheet", "{k} so far").format(k=rnd.declarer_tricks), csv=(str(rnd.declarer_tricks),)
            )
        return Row([label, dealer, points, contract, declarer, tricks, *scores], kind)

    def caption(self) -> str:
        m = self.match
        ns, ew = self.sides()
        planned = m.spec.deals_planned(m)
        played = m.spec.deals_played(m)
        if planned is None:
            deals = translate("ScoreSheet", "first side to {target}").format(target=m.options["target"])
        else:
            deals = translate("ScoreSheet", "{k} of {n} deals played").format(k=played, n=planned)
        text = translate("ScoreSheet", "Minibridge — {deals}; NS: {ns}, EW: {ew}").format(deals=deals, ns=ns, ew=ew)
        return self.caption_with_end(text)


# ----- Dumb-Bunny ---------------------------------------------------------------------------


class DumbBunnyModel(SheetModel):
    """A row per hand of the hand card (the ones to come greyed): trump, modifiers, and each
    player's points — their side's tricks — then the totals."""

    game = "dumb-bunny"

    @staticmethod
    def modifier_text() -> dict[str, str]:
        return {
            SWAP: translate("ScoreSheet", "swap"),
            BLIND: translate("ScoreSheet", "blind"),
            NEW_PARTNERS: translate("ScoreSheet", "new partners"),
            MOVE_TABLES: translate("ScoreSheet", "move tables"),
        }

    #: Modifiers of the hand itself, then those that take effect after it (the next seating).
    DURING = (SWAP, BLIND)
    AFTER = (NEW_PARTNERS, MOVE_TABLES)

    def modifiers_text(self, hand: Any) -> str:
        """'blind; then new partners': what changes this hand, then what changes after it."""
        words = self.modifier_text()
        now = [words[m] for m in self.DURING if m in hand.modifiers]
        after = [words[m] for m in self.AFTER if m in hand.modifiers]
        text = ", ".join(now)
        if after:
            then = translate("ScoreSheet", "then {what}").format(what=", ".join(after))
            text = f"{text}; {then}" if text else then
        return text

    def build(self) -> Sheet:
        m = self.match
        card = m.spec.hand_card(m)
        columns = [
            Column(translate("ScoreSheet", "Hand")),
            Column(translate("ScoreSheet", "Trump")),
            Column(
                translate("ScoreSheet", "Modifiers"),
                left=True,
                tip=translate("ScoreSheet", "swap: sides score each other's tricks; blind: cards played face down"),
            ),
            *self.player_columns(),
        ]
        rows = []
        for i, hand in enumerate(card):
            kind = self.kind_of(i)
            rnd = m.rounds[i] if kind != FUTURE else None
            trump = translate("ScoreSheet", "NT") if hand.trump is None else SUITS[hand.trump]
            cells = [
                Cell((CURRENT_MARK if kind == CURRENT else "") + str(i + 1)),
                Cell(trump, red=trump in RED_SUITS),
                Cell(self.modifiers_text(hand)),
            ]
            for p in range(m.n):
                cells.append(self.player_cell(rnd, i, kind, p))
            rows.append(Row(cells, kind))
        total = [Cell(self.total_label()), Cell(), Cell()] + [Cell(str(t)) for t in m.totals]
        rows.append(Row(total, TOTAL))
        return Sheet(self.caption(), columns, rows)

    def player_cell(self, rnd: Any, i: int, kind: str, p: int) -> Cell:
        if rnd is None:
            return Cell()
        t, seat = rnd.where[p]
        seats = rnd.seats[t]
        partner = self.match.players[seats[(seat + 2) % 4]]
        where = translate("ScoreSheet", "Table {t}, partner {partner}").format(t=t + 1, partner=partner)
        if kind == DONE:
            return Cell(str(self.match.round_scores[i][p]), tip=where)
        table = rnd.tables[t]
        if not table.history:
            return Cell(tip=where)
        ns, ew = table.side_tricks()
        if rnd.hand.swap:
            ns, ew = ew, ns
        so_far = ns if seat % 2 == 0 else ew
        return Cell(
            str(so_far), tip=translate("ScoreSheet", "{where}; {k} so far").format(where=where, k=so_far), csv=("",)
        )

    def caption(self) -> str:
        m = self.match
        n = m.rounds_planned or 0
        text = translate("ScoreSheet", "Dumb-Bunny Bridge — hand {k} of {n}").format(k=max(len(m.rounds), 1), n=n)
        return self.caption_with_end(text)


def model_for(match: Match, parent: Any = None) -> SheetModel:
    """The sheet model of the match's game."""
    return face_for(match.game).sheet_model()(match, parent)


# ----- the widget --------------------------------------------------------------------------------


class ScoreSheet(QWidget):
    """The score sheet: a caption, the table, and an export button.

    The main window calls :meth:`set_match` when a match starts and :meth:`refresh` after
    every batch of events; the sheet only reads the match.
    """

    MIN_PLAYER_WIDTH = 56

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Score sheet"))
        self._model: SheetModel | None = None
        self._widths: tuple[int, ...] = ()
        self._current: int | None = None
        self.caption = QLabel(self.tr("No game in progress"))
        self.caption.setWordWrap(True)
        self.caption.setAccessibleName(self.tr("Score sheet summary"))
        font = self.caption.font()
        font.setBold(True)
        self.caption.setFont(font)
        self.view = QTableView()
        self.view.setAccessibleName(self.tr("Score sheet table"))
        self.view.setAccessibleDescription(self.tr("One row per round, one column per player, totals at the bottom"))
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setWordWrap(False)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setHighlightSections(False)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        table_font = self.view.font()
        if table_font.pointSizeF() > 0:
            # A notch above the default: the sheet is read across the table, often at a glance.
            table_font.setPointSizeF(max(table_font.pointSizeF() + 1, 10))
            self.view.setFont(table_font)
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.export_button.setAccessibleName(self.tr("Export the score sheet as CSV"))
        self.export_button.setToolTip(self.tr("Save the score sheet as a CSV file for a spreadsheet"))
        self.export_button.setEnabled(False)
        self.export_button.clicked.connect(self.ask_export)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.caption)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)

    def model(self) -> SheetModel | None:
        return self._model

    def set_match(self, match: Match | None) -> None:
        """Show ``match`` (``None``: no match); the model matching its game replaces any other."""
        old = self._model
        self._model = model_for(match, self) if match is not None else None
        self.view.setModel(self._model)
        if old is not None:
            old.deleteLater()
        self.export_button.setEnabled(self._model is not None)
        if self._model is None:
            self.caption.setText(self.tr("No game in progress"))
        self._after_change(reset=True)

    def refresh(self) -> None:
        """Re-read the match (after every event batch)."""
        if self._model is None:
            return
        self._after_change(reset=self._model.refresh())

    def _after_change(self, reset: bool) -> None:
        """Caption, column widths and scrolling, each touched only when it changed: refresh
        runs after every event batch, and each Qt setter call costs (see the module note)."""
        model = self._model
        if model is None:
            return
        if self.caption.text() != model.sheet.caption:
            self.caption.setText(model.sheet.caption)
        widths = model.widths_key()
        if reset or widths != self._widths:
            self._widths = widths
            self.tidy_columns()
        current = model.current_row()
        if current is not None and (reset or current != self._current):
            self.view.scrollTo(model.index(current, 0), QAbstractItemView.ScrollHint.EnsureVisible)
        self._current = current

    def tidy_columns(self) -> None:
        """Fit the columns to their contents, with every player column the same width so the
        scores line up as on a paper sheet."""
        model = self._model
        if model is None:
            return
        self.view.resizeColumnsToContents()
        self.view.resizeRowsToContents()
        players = [i for i, c in enumerate(model.sheet.columns) if c.numeric]
        if players:
            width = max(self.MIN_PLAYER_WIDTH, *(self.view.columnWidth(i) for i in players))
            for i in players:
                self.view.setColumnWidth(i, width)

    def export_csv(self, path: str | Path) -> None:
        """Write the sheet as CSV: a header row, one row per round dealt, a totals row."""
        if self._model is None:
            raise ValueError("no match to export")
        self._model.export_csv(path)

    def ask_export(self) -> None:
        if self._model is None:
            return
        suggested = f"{self._model.match.game}-scores.csv"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export score sheet"), suggested, self.tr("CSV files (*.csv);;All files (*)")
        )
        if not path:
            return
        try:
            self.export_csv(path)
        except OSError as exc:
            QMessageBox.warning(
                self, self.tr("Export failed"), self.tr("Could not write {path}: {error}").format(path=path, error=exc)
            )
