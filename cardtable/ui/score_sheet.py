"""The score sheet dock: the match so far as a table, laid out by the game's face, with CSV export.

The table itself is a :class:`~cardtable.ui.sheet_model.SheetModel`, one subclass per game
in the game's face (``ui/games/<game>.py``); this module holds the dock widget that shows
it, keeps it current and exports it.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyledItemDelegate,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..words import counted
from .file_places import remember_folder, suggested_path
from .games import face_for
from .phrase_label import PhraseLabel
from .sheet_delegate import SuitSignDelegate
from .sheet_model import CURRENT, TOTAL, SheetModel
from .sheet_view import SheetView

if TYPE_CHECKING:
    from ..engine.match import Match



def model_for(match: Match, parent: Any = None, held: bool = False) -> SheetModel:
    """The sheet model of the match's game (``held``: see :class:`SheetModel`)."""
    return face_for(match.game).sheet_model()(match, parent, held)


# ----- the widget --------------------------------------------------------------------------------


class ScoreSheet(QWidget):
    """The score sheet: a caption, the table, and an export button.

    The main window calls :meth:`set_match` when a match starts and :meth:`refresh` after
    every batch of events; the sheet only reads the match.
    """

    MIN_PLAYER_WIDTH = 44
    SMALLEST_POINT_SIZE = 7.5

    # The table needs this many pixels more height to show every row without scrolling, or
    # (negative) has that many to spare (the window lends them from the dock below it and
    # takes them back, see :meth:`DockShare.lend`).
    needs_room = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Score sheet"))
        self._model: SheetModel | None = None
        self._widths: tuple[int, ...] = ()
        self._current: int | None = None
        # Each row's lines and type per cell when the rows were last fitted (None: refit all).
        self._row_shapes: list[tuple[object, ...]] | None = None
        # The widths each sheet needs, per type and way of showing it (see needed_widths).
        self._needed_memo: dict[tuple[object, ...], tuple[object, list[int]]] = {}
        # Texts' widths per type (see needed_widths), each (text, bold) measured once.
        self._advances: dict[str, dict[tuple[str, bool, bool], float]] = {}
        self._rows_font = 0.0
        # Each row shape's height (see _fit_rows) in the type named by _heights_font.
        self._heights: dict[tuple[object, ...], int] = {}
        self._heights_font = ""
        self.caption = QLabel(self.tr("No game in progress"))
        self.caption.setWordWrap(True)
        self.caption.setAccessibleName(self.tr("Score sheet summary"))
        font = self.caption.font()
        font.setBold(True)
        self.caption.setFont(font)
        self.legend = PhraseLabel()
        self.legend.setAccessibleName(self.tr("Players' names in full, and the shorthand spelled out"))
        self.legend.hide()
        # The key to the marks a cell carries however the sheet is written (Bugger Bridge's
        # bid raised beside a total, grey where it was missed). It is the first thing to give
        # way to the rows: its line cost a long sheet its last rounds in a small window.
        self.marks = PhraseLabel()  # broken between its phrases, never on a hanging "·"
        self.marks.setAccessibleName(self.tr("What the sheet's marks mean"))
        self.marks.hide()
        self._marks_gave_way = False
        self.view = SheetView()
        self.view.setItemDelegate(SuitSignDelegate(self.view))
        # Columns where no coloured suit sign shows are painted by Qt's own delegate, all in C++
        # (the same picture: SuitSignDelegate hands such cells to it anyway).
        self._plain_delegate = QStyledItemDelegate(self.view)
        self._plain_columns: tuple[bool, ...] = ()
        self.view.setAccessibleName(self.tr("Score sheet table"))
        self.view.setAccessibleDescription(self.tr("One row per round, one column per player, totals at the bottom"))
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Read, never picked from: a selected cell looked like a marked score beside the
        # winner's gold.
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.setWordWrap(False)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setHighlightSections(False)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setMinimumSectionSize(16)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.installEventFilter(self)  # its height decides which rows fold (see _fold)
        table_font = self.view.font()
        # A notch above the default: the sheet is read across the table, often at a glance.
        self._base_point_size = max(table_font.pointSizeF() + 1, 10) if table_font.pointSizeF() > 0 else 10.0
        self._fitted_to = -1  # the room the columns were last fitted to
        self._unfitted = False  # a fit waits for the sheet to show (see tidy_columns)
        self._fit_posted = False
        self._room_posted = False
        self._try_from, self._tried_room = 0, -1  # where tidy_columns starts (see there)
        # Whether the columns are measured with room for what their cells will hold later
        # (``SheetModel.headroom``); tidy_columns leaves it out where it would cost a band.
        self._headroom = True
        self.squeezed = False  # the columns had to be cut short to fit (texts elided)
        self._set_table_point_size(self._base_point_size)
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.export_button.setAccessibleName(self.tr("Export the score sheet as CSV"))
        self.export_button.setToolTip(self.tr("Save the score sheet as a CSV file for a spreadsheet"))
        self.export_button.setEnabled(False)
        self.export_button.clicked.connect(self.ask_export)
        # The view's rows folded away so that the rest shows without scrolling, each with
        # its height (see _fold); and whether the player asked to see every row instead.
        self._folded: dict[int, int] = {}
        self._show_all = False
        self.fold_button = QToolButton()
        self.fold_button.setCheckable(True)
        self.fold_button.setAccessibleName(self.tr("Show the rows folded away"))
        self.fold_button.toggled.connect(self._show_all_rows)
        self.fold_button.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.fold_button)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.caption)
        layout.addWidget(self.legend)
        layout.addWidget(self.marks)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)

    def model(self) -> SheetModel | None:
        return self._model

    def set_match(self, match: Match | None) -> None:
        """Show ``match`` (``None``: no match); the model matching its game replaces any other."""
        old = self._model
        # Held: the cells are written once, by the first fit (it may show them otherwise).
        self._model = model_for(match, self, held=True) if match is not None else None
        self.view.setModel(self._model)
        self._row_shapes = None
        self._folded = {}  # a new model's rows are all shown
        if self.fold_button.isChecked():
            self.fold_button.setChecked(False)  # a new match starts fitted again
        if self._model is not None:
            self._model.modelReset.connect(self._rows_reset)
        if old is not None:
            old.deleteLater()
        self.export_button.setEnabled(self._model is not None)
        self._try_from = 0
        if self._model is None:
            self.caption.setText(self.tr("No game in progress"))
            self.marks.set_lines([])
            self.marks.hide()
        self._after_change(reset=True)
        if self._model is not None:
            self._model.release()  # written by the fit already, unless there was none

    def refresh(self) -> None:
        """Re-read the match (after every event batch)."""
        model = self._model
        if model is None:
            return
        before = model.sheet
        reset = model.refresh()
        if not reset and model.sheet is before:
            return  # the same sheet: its caption, widths, delegates and scrolling stand
        self._after_change(reset=reset)

    def _after_change(self, reset: bool) -> None:
        """Caption, column widths and scrolling, each touched only when it changed: refresh
        runs after every event batch, and each Qt setter call costs (see the module note)."""
        model = self._model
        if model is None:
            return
        if self.caption.text() != model.sheet.caption:
            self._show_keys(model)  # the winners, under a finished match's caption
            self.caption.setText(model.sheet.caption)
        widths = model.widths_key()
        if reset or widths != self._widths:
            self._widths = widths
            self.tidy_columns()
        self._assign_delegates()
        current = model.current_row()
        if reset or current != self._current:
            self._fold()  # the round in play moved: it is never folded away
        if current is not None and (reset or current != self._current):
            self.view.scrollTo(model.index(current, 0), QAbstractItemView.ScrollHint.EnsureVisible)
        self._current = current

    # What the view adds to a cell's text and to a header's title (margins, the grid line).
    CELL_PAD, HEADER_PAD = 8, 10

    def tidy_columns(self) -> None:
        """Fit the columns to their contents, every player column the same width so the
        scores line up as on a paper sheet, and the whole sheet to the dock's width: it
        never scrolls sideways and never cuts a text short. Tries, most readable first: the
        type a notch smaller at a time, then the cells in a score pad's shorthand, then the
        players' names shortened (each still told apart; a legend under the caption spells
        them out), then the players wrapped into two, three or four bands one under the other.
        Room left over widens the columns, so the sheet fills the dock."""
        model = self._model
        if model is None:
            return
        if not self.isVisible() and self.window().isVisible():
            # A sheet out of sight (its dock closed, put away beside the start screen, or
            # behind the chart's tab) is fitted when it shows: until then it has no width
            # of its own, and fitting it to none tries every way of squeezing it.
            self._unfitted = True
            model.release()  # the cells as they stand, for now
            return
        self._unfitted = False
        avail = self._fitted_to = self._room()
        base = self._base_point_size
        sizes = (base, base - 1, base - 2)
        small = (base - 1, base - 2, self.SMALLEST_POINT_SIZE)
        tries: list[tuple[float, int, int | None, int]] = [(size, 0, None, 1) for size in sizes]
        tries += [(size, 1, None, 1) for size in small]
        tries += [(size, 1, limit, 1) for limit in (5, 4) for size in small]
        wraps = ((0, None), (1, None), (1, 5), (1, 4), (1, 3))
        tries += [(size, compact, limit, 2) for compact, limit in wraps for size in small]
        tries += [(size, 1, limit, 3) for limit in (5, 4, 3) for size in small]
        # Four bands for ten players in a small dock: longer, but the fold keeps the round in
        # play and the totals in sight, where narrower columns cut scores short ("1…").
        tries += [(size, 1, limit, 4) for limit in (5, 4, 3) for size in small]
        needed: list[int] = []
        # Texts mostly grow as a match goes on: start from the try that fitted last time
        # (a new match or a wider dock starts again from the most readable).
        start = min(self._try_from if avail <= self._tried_room else 0, len(tries) - 1)
        def take(k: int) -> list[int]:
            size, compact, limit, parts = tries[k]
            model.set_compact(compact)
            model.set_title_limit(limit)
            model.set_parts(parts)
            return self.needed_widths(max(size, self.SMALLEST_POINT_SIZE - 0.5))

        def first_fit() -> tuple[int, list[int]]:
            """The first way that fits, with room for what the cells will hold later
            (``headroom``) unless that room would cost the sheet a band: more bands cost
            rows all match long, where the cells' growth costs them only at its end."""
            self._headroom = True
            k, needed = fit_from(start)
            if k > start and tries[k][3] > 1:
                self._headroom = False
                bare, bare_needed = fit_from(start)
                if tries[bare][3] < tries[k][3]:
                    return bare, bare_needed
                self._headroom = True
                needed = take(k)
            return k, needed

        def fit_from(first: int) -> tuple[int, list[int]]:
            for k in range(first, len(tries)):
                needed = take(k)
                if avail <= 0 or sum(needed) <= avail:
                    return k, needed
            return len(tries) - 1, needed

        with model.held():  # the cells are written once, the way that fits
            model.set_starred(True)
            k, needed = first_fit()
            if model.scored_match.finished and k > start:
                # The winner's star widened a column at the match's end: without it the sheet
                # may keep the shape it had all match long, rather than go into bands.
                model.set_starred(False)
                plain, plain_needed = first_fit()
                if plain < k:
                    k, needed = plain, plain_needed
                else:
                    model.set_starred(True)
                    needed = take(k)
            self._try_from, self._tried_room = k, avail
        self._set_table_point_size(model.point_size)
        self.squeezed = avail > 0 and sum(needed) > avail
        widths = list(needed)
        if avail > 0:
            widths = self._share(needed, avail, self._numeric(model))
        self.view.horizontalHeader().setMinimumSectionSize(min([16, *widths]))
        for i, w in enumerate(widths):
            self.view.setColumnWidth(i, w)
        self._show_keys(model)
        marks = model.marks()
        if ((marks,) if marks else ()) != self.marks.lines():
            self.marks.set_lines([marks] if marks else [])
            self.marks.setToolTip(marks)
            self._marks_gave_way = False
            self.marks.setVisible(bool(marks))
        self._fit_rows()
        self._assign_delegates()

    def _show_keys(self, model: SheetModel) -> None:
        """The lines under the caption: who won (once the match is over), who plays with
        whom, the players' names in full where they are shortened, the shorthand spelled out."""
        lines = [line for line in (model.winner_key(), model.sides_key()) if line]
        legend = model.legend()
        if legend:
            lines.append(self.tr("Names: {0}").format(legend))
        if model.shorthand():
            lines.append(model.shorthand())
        if tuple(lines) != self.legend.lines():
            self.legend.set_lines(lines)
        self.legend.setVisible(bool(lines))

    def _assign_delegates(self) -> None:
        """Qt's own delegate for the columns without a coloured suit sign (see __init__);
        the suit signs' delegate, the view's own, for the others."""
        model = self._model
        if model is None:
            return
        suited = model.suit_columns()
        plain = tuple(c not in suited for c in range(model.columnCount()))
        if plain == self._plain_columns:
            return
        for c, is_plain in enumerate(plain):
            was = self._plain_columns[c] if c < len(self._plain_columns) else False
            if is_plain != was:
                # None gives the column back to the view's delegate (Qt takes it; the stubs do not say so)
                self.view.setItemDelegateForColumn(c, self._plain_delegate if is_plain else None)  # type: ignore[arg-type]
        for c in range(len(plain), len(self._plain_columns)):
            if self._plain_columns[c]:
                self.view.setItemDelegateForColumn(c, None)  # type: ignore[arg-type]
        self._plain_columns = plain

    def restyle(self) -> None:
        """The deck changed (two or four colours): the signs are painted again in its colours."""
        self._assign_delegates()
        self.view.viewport().update()
        self.view.horizontalHeader().viewport().update()

    def _fit_rows(self) -> None:
        """Each row as tall as its cells (see :meth:`SheetModel.row_shapes`). Measuring a
        row asks the model for every role of every cell, so only the rows whose shape
        changed are measured again (all, after a reset or in another type), and one row of
        each shape stands for the others."""
        model = self._model
        if model is None:
            return
        self._unfold()  # measured and set as shown; folded again below
        font = self.view.font().pointSizeF()
        shapes = model.row_shapes()
        old: Sequence[tuple[object, ...] | None] | None = self._row_shapes
        if old is None or font != self._rows_font or len(old) != len(shapes):
            old = [None] * len(shapes)
        # Rows of one shape are equally tall: each shape is measured once in a type, and
        # the heights are kept from fit to fit (a new match's rows take the shapes again).
        font_key = self.view.font().key()
        if font_key != self._heights_font or len(self._heights) > 512:
            self._heights, self._heights_font = {}, font_key
        measured = self._heights
        for r, (was, now) in enumerate(zip(old, shapes, strict=True)):
            if was == now:
                continue
            if now in measured:
                self.view.setRowHeight(r, measured[now])
            else:
                self.view.resizeRowToContents(r)
                if now[0] != "names":  # a band's row of names is measured each time
                    measured[now] = self.view.rowHeight(r)
        self._row_shapes, self._rows_font = shapes, font
        self._fold()
        self._ask_room_soon()

    def _unfold(self) -> None:
        """Show the rows folded away again."""
        for r in self._folded:
            self.view.setRowHidden(r, False)
        self._folded = {}

    def _fold(self) -> None:
        """Fold away the rows the table has no height for, so that what shows never scrolls:
        the last rounds to come first, then the oldest scored rounds (see
        :meth:`SheetModel.fold_order`); the round in play and the totals always show. Done
        after the window has lent the sheet what height it can (see :meth:`_ask_room`),
        and again whenever the rows or the table's height change. The player can show
        every row instead (the fold button), and the table then scrolls."""
        self._unfold()
        model, view = self._model, self.view
        header = view.horizontalHeader()
        room = view.height() - (header.height() if header.isVisible() else 0) - 2 * view.frameWidth()
        excess = view.verticalHeader().length() - room
        if self.marks.lines() and model is not None and view.isVisible() and room > 0:
            # The marks' key gives way before any row is folded, and comes back once the
            # table has room to spare for it again; the table takes or gives its height.
            line = self._marks_height()
            if self.marks.isVisible() and excess > 0 and not self._show_all:
                self.marks.hide()
                self._marks_gave_way = True
                excess -= line
            elif self._marks_gave_way and excess + line <= 0:
                self.marks.show()
                self._marks_gave_way = False
                excess += line
                # Shown from inside a layout pass (the table's resize, as the window lends
                # the dock height), the key was left no height by the pass that went on
                # after: the sheet is laid out again once that pass is over.
                QTimer.singleShot(0, self, self._lay_out_again)
        if model is None or not view.isVisible() or room <= 0 or excess <= 0:
            self.fold_button.setVisible(self._show_all and model is not None and excess > 0)
            return
        folded: dict[int, int] = {}
        if not self._show_all:
            for sheet_row in model.fold_order():
                if excess <= 0:
                    break
                for r in model.view_rows(sheet_row):
                    folded[r] = view.rowHeight(r)
                    excess -= folded[r]
            for r in folded:
                view.setRowHidden(r, True)
        self._folded = folded
        rows = len({model.source(r, 0)[0] for r in folded})
        button = self.fold_button
        if self._show_all:
            button.setText(self.tr("Fold rows to fit"))
            button.setToolTip(self.tr("Fold away the oldest rows again, so that the sheet fits without scrolling"))
        else:
            button.setText(counted(rows, self.tr("Show 1 folded row"), self.tr("Show {0} folded rows")).format(rows))
            button.setToolTip(counted(
                rows, self.tr("1 row is folded away so that the sheet fits without scrolling. The totals still "
                              "count it."),
                self.tr("{0} rows are folded away so that the sheet fits without scrolling: the last still to come "
                        "first, then the oldest. The totals still count them.")).format(rows))
        button.setVisible(True)

    def _lay_out_again(self) -> None:
        """Lay the sheet out anew, its key's height included (see :meth:`_fold`)."""
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()

    def _show_all_rows(self, on: bool) -> None:
        """The fold button: every row (the table scrolls), or the rows that fit."""
        self._show_all = on
        self._fold()
        current = self._model.current_row() if self._model is not None else None
        if current is not None and self._model is not None:
            self.view.scrollTo(self._model.index(current, 0), QAbstractItemView.ScrollHint.EnsureVisible)

    def _marks_height(self) -> int:
        """The height the marks' key takes from the table, with the gap above it."""
        layout = self.layout()
        spacing = layout.spacing() if layout is not None else 0
        return self.marks.heightForWidth(self.caption.width()) + max(0, spacing)

    def shortfall(self) -> int:
        """How many pixels taller the table would have to be to show every row at once."""
        return max(0, self._height_wanted())

    def _height_wanted(self) -> int:
        """Pixels the table lacks to show every row at once (negative: it has them to spare)."""
        view = self.view
        header = view.horizontalHeader()
        need = view.verticalHeader().length() + (header.height() if header.isVisible() else 0) + 2 * view.frameWidth()
        return need + sum(self._folded.values()) - view.height()

    def _ask_room_soon(self) -> None:
        """Once the window has laid the sheet out, ask for the height it lacks: a sheet that
        scrolls hides the rounds still to come and the totals, which a player reads at a
        glance. Asked again whenever its rows or its height change, and height it does not
        need is offered back."""
        if not self._room_posted:
            self._room_posted = True
            QTimer.singleShot(0, self, self._ask_room)

    def _ask_room(self) -> None:
        self._room_posted = False
        wanted = self._height_wanted() if self.isVisible() and self._model is not None else 0
        if self._marks_gave_way and self.isVisible():
            wanted += self._marks_height()  # and the marks' key back, where the window can lend it
        if wanted:
            self.needs_room.emit(wanted)

    def _rows_reset(self) -> None:
        """The model was reset: the view forgot every row's height."""
        self._row_shapes = None

    @staticmethod
    def _share(needed: list[int], avail: int, numeric: list[bool]) -> list[int]:
        """``needed`` fitted to ``avail``: room left over is shared out evenly (the player
        columns stay alike, the odd pixels go to them); a sheet too wide is cut down in
        proportion (the last resort)."""
        total = sum(needed)
        if total > avail:
            return [int(w * avail / total) for w in needed]
        spare = avail - total
        each, rest = divmod(spare, len(needed)) if needed else (0, 0)
        out = [w + each for w in needed]
        players = [i for i, n in enumerate(numeric) if n] or list(range(len(needed)))
        extra, odd = divmod(rest, len(players))
        for k, i in enumerate(players):
            out[i] += extra + (1 if k < odd else 0)
        return out

    def _metrics(self, size: float) -> tuple[QFontMetricsF, QFontMetricsF]:
        """The plain and bold type of the sheet at ``size`` points."""
        plain = QFont(self.view.font())
        plain.setPointSizeF(size)
        bold = QFont(plain)
        bold.setBold(True)
        return QFontMetricsF(plain), QFontMetricsF(bold)

    def _text_widths(
        self, model: SheetModel, i: int, fm: QFontMetricsF, fb: QFontMetricsF
    ) -> list[tuple[str, int, float]]:
        """Column ``i``'s texts as drawn, ``(text, row, width)`` (row -1: the title, drawn bold)."""
        header = model.headerData(i, Qt.Orientation.Horizontal) or ""
        bold = model.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole) is not None
        out = [(header, -1, (fb if bold else fm).horizontalAdvance(header) + self.HEADER_PAD)]
        for r in range(model.rowCount()):
            index = model.index(r, i)
            metrics = fb if model.data(index, Qt.ItemDataRole.FontRole) is not None else fm
            for line in (model.data(index) or "").split("\n"):
                out.append((line, r, metrics.horizontalAdvance(line) + self.CELL_PAD))
        return out

    def _numeric(self, model: SheetModel) -> list[bool]:
        """Which of the view's columns hold a player's (or a side's) scores."""
        out = []
        for i in range(model.columnCount()):
            c = model.source(0, i)[1]
            out.append(c is None or model.sheet.columns[c].numeric)
        return out

    def needed_widths(self, size: float) -> list[int]:
        """Each of the view's columns' width that shows its title and every line of its
        cells whole at ``size`` points (bold rows in bold); every player column as wide as
        the widest. Measured on the sheet's own cells (each text once), then laid out as the
        view shows them (in bands, when the players are wrapped)."""
        model = self._model
        assert model is not None
        model.point_size = size
        plain = QFont(self.view.font())
        plain.setPointSizeF(size)
        # The same sheet (the same object: a changed one is a new one) in the same way
        # needs the same widths: a resize fits it again, trying the same ways in turn.
        memo_key = (id(model.sheet), plain.key(), model.title_limit, model.parts, model.starred, self._headroom)
        memo = self._needed_memo.get(memo_key)
        if memo is not None and memo[0] is model.sheet:
            return list(memo[1])
        needed = self._measure_widths(model, size, plain)
        if len(self._needed_memo) > 64:
            self._needed_memo.clear()
        self._needed_memo[memo_key] = (model.sheet, needed)
        return list(needed)

    def _measure_widths(self, model: SheetModel, size: float, plain: QFont) -> list[int]:
        """:meth:`needed_widths` measured."""
        fm, fb = self._metrics(size)
        # Each text measured once per type, across fits: a sheet is fitted after most
        # events and tries several sizes, and its texts change a few at a time.
        if len(self._advances) > 8:  # other types than the few sizes tried: start again
            self._advances.clear()
        seen = self._advances.setdefault(plain.key(), {})
        if len(seen) > 4096:  # a long match's old texts
            seen.clear()

        def width(text: str, bold: bool, lines: bool = True) -> float:
            """The widest line of ``text`` (``lines`` False: ``text`` as one line, a title)."""
            key = (text, bold, lines)
            got = seen.get(key)
            if got is None:
                metrics = fb if bold else fm
                parts = text.split("\n") if lines else (text,)
                got = seen[key] = max(metrics.horizontalAdvance(line) for line in parts)
            return got

        sheet = model.sheet
        strong = [row.kind in (CURRENT, TOTAL) for row in sheet.rows]
        own = []
        for c in range(len(sheet.columns)):
            title = model.column_title(c, mapped=False) or ""
            bold = model.column_title(c, Qt.ItemDataRole.FontRole, mapped=False) is not None
            w = width(title, bold, False) + self.HEADER_PAD
            if sheet.rows:
                widest = max(width(row.cells[c].text, b) for row, b in zip(sheet.rows, strong, strict=True))
                w = max(w, widest + self.CELL_PAD)
            for text in model.headroom(c) if self._headroom else ():  # what the column will hold later
                w = max(w, width(text, True) + self.CELL_PAD)
            own.append(w)
        left, block, right, per = model._bands()
        if per:  # the players in bands: each band's row of names is written bold
            names = [width(model.column_title(c, mapped=False) or "", True, False) + self.CELL_PAD for c in block]
            slot = max(*(own[c] for c in block), *names)
            widths = [own[c] for c in left] + [slot] * per + [own[c] for c in right]
        else:
            widths = list(own)
            players = [c for c, column in enumerate(sheet.columns) if column.numeric]
            if players:
                widest = max(widths[c] for c in players)
                for c in players:
                    widths[c] = widest
        return [int(w + 0.999) for w in widths]

    def elided(self) -> list[tuple[int, int, str]]:
        """Every text the sheet would cut short now, ``(row, column, text)`` (row -1: a title),
        measured in the view's own type against the column widths in force."""
        model = self._model
        if model is None:
            return []
        fm, fb = self._metrics(self.view.font().pointSizeF())
        return [(r, i, text) for i in range(model.columnCount())
                for text, r, w in self._text_widths(model, i, fm, fb) if w > self.view.columnWidth(i) + 0.5]

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
        if event.size().height() != event.oldSize().height():
            self._ask_room_soon()
        if self._model is not None and self._room() != self._fitted_to:
            if self._unfitted:
                self._fit_soon()  # being shown: this is not yet the width the window gives it
            else:
                self.tidy_columns()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._fold()  # the caption's lines or the dock's height changed the table's
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._unfitted:
            self._fit_soon()

    def _fit_soon(self) -> None:
        """Fit a sheet that changed out of sight once the window has laid it out: just
        shown, it still has the width it had hidden, and the window gives it its own in
        the resizes that follow (each fit at a narrow width tries every squeeze)."""
        if not self._fit_posted:
            self._fit_posted = True
            QTimer.singleShot(0, self, self._fit_if_unfitted)

    def _fit_if_unfitted(self) -> None:
        self._fit_posted = False
        if self._unfitted:
            self.tidy_columns()

    def export_csv(self, path: str | Path) -> None:
        """Write the sheet as CSV: a header row, one row per round dealt, a totals row."""
        if self._model is None:
            raise ValueError("no match to export")
        self._model.export_csv(path)

    def ask_export(self) -> None:
        if self._model is None:
            return
        suggested = suggested_path(f"{self._model.scored_match.game}-scores.csv")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export score sheet"), suggested, self.tr("CSV files (*.csv);;All files (*)")
        )
        if not path:
            return
        remember_folder(path)
        try:
            self.export_csv(path)
        except OSError as exc:
            QMessageBox.warning(
                self, self.tr("Export failed"), self.tr("Could not write {path}: {error}").format(path=path, error=exc)
            )
