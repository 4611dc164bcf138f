"""The History window (Game ▸ History…): the matches kept in the match history, newest first,
filtered by game, number of players, date and result; any match can be reviewed round by
round or shown on the table as it ended.

Everything it shows comes from :class:`~cardtable.storage.history.HistoryStore` by query, so
the window opens as fast with thousands of matches as with ten (at most :data:`SHOWN` rows
are listed; the filters narrow them down).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.errors import EngineError
from ..engine.games import get_game, supported_games
from ..engine.record import replay
from ..storage.history import HistoryRow, HistoryStore
from ..words import counted
from .games import face_for, game_title, registered_games
from .windows import fit_to_screen

translate = QCoreApplication.translate

# Rows listed at most (the newest that pass the filters).
SHOWN = 500
# The date filter's choices: how many days back (None: any time).
PERIODS = (None, 7, 30, 365)
# The result filter's choices, as :meth:`HistoryStore.matches` takes them.
RESULTS = (None, "won", "lost", "unfinished")
# The list's columns, in order.
COLUMNS = ("date", "game", "result", "rounds", "players", "levels")


def place_text(row: HistoryRow) -> str:
    """"won", "lost" where two sides or players met ("place 2 of 2" read oddly for a
    partnership), else "place 3 of 5"."""
    if row.won:
        return translate("HistoryDialog", "won")
    if row.places == 2:
        return translate("HistoryDialog", "lost")
    return translate("HistoryDialog", "place {0} of {1}").format(row.place, row.places)


def rounds_text(game: str, n: int) -> str:
    """How long a match in the list ran, in its game's word ("18 rounds", "8 deals"); a bare
    number for a game this version has no face for (a record from a newer one)."""
    return face_for(game).rounds_played(n) if game in registered_games() else str(n)


def levels_text(levels: Sequence[str | None]) -> str:
    """The computer players' levels in short: "normal ×3", "hard, normal ×2" ("—": none)."""
    counts: dict[str, int] = {}
    for level in levels:
        if level:
            counts[level] = counts.get(level, 0) + 1
    if not counts:
        return "—"
    return ", ".join(level if n == 1 else f"{level} ×{n}" for level, n in counts.items())


class HistoryDialog(QDialog):
    """The list of matches with its filters and the Review and Show buttons."""

    # A match's record, to show on the table (the window does it read-only).
    show_on_table = Signal(dict)

    def __init__(self, store: HistoryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("History"))
        self.setAccessibleName(self.tr("Match history"))
        self.rows: list[HistoryRow] = []

        self.game_picker = QComboBox()
        self.game_picker.setAccessibleName(self.tr("Game"))
        self.game_picker.addItem(self.tr("All games"), None)
        for name in supported_games():
            self.game_picker.addItem(game_title(name), name)
        self.count_picker = QComboBox()
        self.count_picker.setAccessibleName(self.tr("Number of players"))
        self.count_picker.addItem(self.tr("Any number of players"), None)
        for n in sorted({n for g in supported_games() for n in get_game(g).player_counts}):
            self.count_picker.addItem(self.tr("{0} players").format(n), n)
        self.period_picker = QComboBox()
        self.period_picker.setAccessibleName(self.tr("Date"))
        period_names = (self.tr("Any time"), self.tr("Last 7 days"), self.tr("Last 30 days"), self.tr("Last year"))
        for label, days in zip(period_names, PERIODS, strict=True):
            self.period_picker.addItem(label, days)
        self.result_picker = QComboBox()
        self.result_picker.setAccessibleName(self.tr("Result"))
        result_names = (self.tr("Any result"), self.tr("Won"), self.tr("Not won"), self.tr("Unfinished"))
        for label, value in zip(result_names, RESULTS, strict=True):
            self.result_picker.addItem(label, value)
        filters = QHBoxLayout()
        for picker in (self.game_picker, self.count_picker, self.period_picker, self.result_picker):
            picker.currentIndexChanged.connect(self.refresh)
            filters.addWidget(picker)

        # What a player looks for first comes first; the long lists of names and levels come
        # last, cut short to the room left (whole in their tool tips).
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Game"), self.tr("Result"), self.tr("Played"),
                                              self.tr("Players"), self.tr("Levels")])
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemDoubleClicked.connect(lambda _item: self.review())
        self.count_label = QLabel()

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.review_button = QPushButton(self.tr("&Review…"))
        self.review_button.clicked.connect(self.review)
        self.show_button = QPushButton(self.tr("&Show on the table"))
        self.show_button.clicked.connect(self.show_selected)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.show_button, QDialogButtonBox.ButtonRole.ActionRole)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)
        layout.addWidget(buttons)
        fit_to_screen(self, 900, 520)
        self.refresh()

    # ----- the list ----------------------------------------------------------------------------

    def refresh(self) -> None:
        days = self.period_picker.currentData()
        since = None if days is None else (datetime.now().astimezone() - timedelta(days=days)).isoformat(
            timespec="seconds")
        self.rows = self.store.matches(game=self.game_picker.currentData(), n=self.count_picker.currentData(),
                                       since=since, result=self.result_picker.currentData(), limit=SHOWN)
        self.table.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            cells = (row.date.replace("T", " ")[:16], game_title(row.game), self.result_text(row),
                     rounds_text(row.game, row.rounds), ", ".join(row.players), levels_text(row.levels or []))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if COLUMNS[c] == "rounds":
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if COLUMNS[c] in ("players", "levels"):
                    item.setToolTip(text)
                self.table.setItem(r, c, item)
        self._fit_columns()
        shown = len(self.rows)
        more = self.tr("The newest {0} matches (narrow the filters to see others)")
        listed = counted(shown, self.tr("1 match"), self.tr("{0} matches"))
        self.count_label.setText((listed if shown < SHOWN else more).format(shown))
        if shown:
            self.table.selectRow(0)
        self._update_buttons()

    def _fit_columns(self) -> None:
        """Every column as wide as its texts, but the players and levels share what room is
        left (cut short, never pushing Result off to the right)."""
        table = self.table
        table.resizeColumnsToContents()
        room = table.viewport().width()
        if room <= 0:
            return
        fixed = sum(table.columnWidth(c) for c, name in enumerate(COLUMNS) if name not in ("players", "levels"))
        players, levels = COLUMNS.index("players"), COLUMNS.index("levels")
        left = max(120, room - fixed)
        want_p, want_l = table.columnWidth(players), table.columnWidth(levels)
        if want_p + want_l > left:
            share_l = min(want_l, max(left // 3, left - want_p))
            table.setColumnWidth(levels, share_l)
            table.setColumnWidth(players, left - share_l)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def result_text(self, row: HistoryRow) -> str:
        practice = self.tr(" (practice)") if row.practice else ""
        if not row.finished:
            return self.tr("unfinished") + practice
        return self.tr("{0}, {1} points").format(place_text(row), row.total) + practice

    def selected(self) -> HistoryRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.rows[rows[0].row()] if rows and rows[0].row() < len(self.rows) else None

    def _update_buttons(self) -> None:
        row = self.selected()
        usable = row is not None and row.has_record
        self.review_button.setEnabled(usable)
        self.show_button.setEnabled(usable)

    # ----- opening a match ----------------------------------------------------------------------

    def _record(self) -> tuple[HistoryRow, dict] | None:
        row = self.selected()
        record = self.store.record(row.id) if row is not None else None
        if row is None or record is None:
            self.count_label.setText(self.tr("This match was kept without its record (from statistics.json)."))
            return None
        return row, record

    def review(self) -> None:
        """The match's last scored round in the review window (its rounds are picked there)."""
        found = self._record()
        if found is None:
            return
        row, record = found
        try:
            match = replay(record)
        except EngineError as exc:
            self.count_label.setText(str(exc))
            return
        if not match.round_scores:
            self.count_label.setText(self.tr("No round of this match was played to the end."))
            return
        from .review import ReviewDialog

        self.review_dialog = ReviewDialog(match, len(match.round_scores) - 1, row.seat, self)
        self.review_dialog.show()

    def show_selected(self) -> None:
        found = self._record()
        if found is not None:
            self.show_on_table.emit(found[1])
