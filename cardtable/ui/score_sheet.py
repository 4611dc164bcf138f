"""The score sheet dock: the match so far as a table, laid out by the game's face, with CSV export.

The table itself is a :class:`~cardtable.ui.sheet_model.SheetModel`, one subclass per game
in the game's face (``ui/games/<game>.py``); this module holds the dock widget that shows
it, keeps it current and exports it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
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

from .games import face_for
from .sheet_model import SheetModel

if TYPE_CHECKING:
    from ..engine.match import Match



def model_for(match: Match, parent: Any = None) -> SheetModel:
    """The sheet model of the match's game."""
    return face_for(match.game).sheet_model()(match, parent)


# ----- the widget --------------------------------------------------------------------------------


class ScoreSheet(QWidget):
    """The score sheet: a caption, the table, and an export button.

    The main window calls :meth:`set_match` when a match starts and :meth:`refresh` after
    every batch of events; the sheet only reads the match.
    """

    MIN_PLAYER_WIDTH = 44
    SMALLEST_POINT_SIZE = 7.5

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
        self.view.horizontalHeader().setMinimumSectionSize(16)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table_font = self.view.font()
        # A notch above the default: the sheet is read across the table, often at a glance.
        self._base_point_size = max(table_font.pointSizeF() + 1, 10) if table_font.pointSizeF() > 0 else 10.0
        self._fitted_to = -1
        self.squeezed = False  # the columns had to be cut short to fit (texts elided)
        self._set_table_point_size(self._base_point_size)
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
        scores line up as on a paper sheet, and the whole sheet to the dock's width: the
        sheet never scrolls sideways. When the contents are too wide the type steps down
        (to a floor that stays readable), and past that the columns share the width (a cell
        too long is cut short; its tool tip still holds it all)."""
        model = self._model
        if model is None:
            return
        avail = self._room()
        # Tries, most readable first: the type a notch smaller at a time, then long titles
        # (players' names) shortened, then both.
        base = self._base_point_size
        tries: list[tuple[float, int | None]] = [(size, None) for size in (base, base - 1, base - 2)]
        tries += [(size, limit) for limit in (6, 4) for size in (base - 1, base - 2, self.SMALLEST_POINT_SIZE)]
        widths: list[int] = []
        for size, limit in tries:
            widths = self._fit_at(model, max(size, self.SMALLEST_POINT_SIZE), limit, avail)
            if avail <= 0 or sum(widths) <= avail:
                break
        self.squeezed = avail > 0 and sum(widths) > avail
        if self.squeezed:
            scale = avail / sum(widths)
            for i, w in enumerate(widths):
                self.view.setColumnWidth(i, int(w * scale))
        self.view.resizeRowsToContents()

    def _fit_at(self, model: SheetModel, size: float, limit: int | None, avail: int) -> list[int]:
        """Column widths fitting the contents at ``size`` points with titles cut to ``limit``
        characters; every player column as wide as the widest."""
        self._set_table_point_size(size)
        model.point_size = size
        model.set_title_limit(limit)
        self.view.resizeColumnsToContents()
        players = [i for i, c in enumerate(model.sheet.columns) if c.numeric]
        if players:
            width = max(min(self.MIN_PLAYER_WIDTH, avail // max(1, len(model.sheet.columns))),
                        *(self.view.columnWidth(i) for i in players))
            for i in players:
                self.view.setColumnWidth(i, width)
        return [self.view.columnWidth(i) for i in range(model.columnCount())]

    def _room(self) -> int:
        """The width the columns may take: the view's inside, less a vertical scroll bar
        (which comes and goes with the rows, and must not push the columns out)."""
        view = self.view
        return view.width() - 2 * view.frameWidth() - view.verticalScrollBar().sizeHint().width()

    def _set_table_point_size(self, size: float) -> None:
        font = self.view.font()
        if font.pointSizeF() > 0 and font.pointSizeF() != size:
            font.setPointSizeF(size)
            self.view.setFont(font)
            self.view.horizontalHeader().setFont(font)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._model is not None and self._room() != self._fitted_to:
            self._fitted_to = self._room()
            self.tidy_columns()

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
