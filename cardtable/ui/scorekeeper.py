"""The Scorekeeper window: keep the score of a game played with real cards.

The scorer picks the game and types the players' names, then enters each round as it
happens at the table — Bugger Bridge's bids (the window announces even, over- or
under-bid) and then the tricks; Bugami's bug suits, tricks and bug cards; Minibridge's
points, contract and tricks; Dumb-Bunny's tricks per table. Every number goes through
:class:`cardtable.scorekeeper.ScoreSheet`, which checks it and scores it with the
engine's own functions, so this module only asks and shows: it holds no rule of its own.

Each game's entry form is a small :class:`~cardtable.ui.scorekeeper_form.EntryForm`
subclass in the game's face (``ui/games/<game>.py``) with the inputs that fit (spin boxes
for counts, suit pickers for suits), laid out one row per player in the order the table
speaks, so that Tab walks through the round as it happened; the face also words the
round's title, its row on the table and each player's cell.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QScrollArea,
    QStackedWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..scorekeeper import (
    PENALTY,
    PENALTY_REASONS,
    REDEAL,
    REVOKE,
    Result,
    RoundInfo,
    ScoreSheet,
    ScoresheetError,
    autosave_path,
)
from .file_places import remember_folder, start_folder, suggested_path
from .games import face_for
from .scorekeeper_form import EntryForm, fill, number, translate
from .scorekeeper_pages import SetupPage, SheetPage
from .windows import fit_to_screen, show_single


def file_filter() -> str:
    return translate("Scorekeeper", "Score sheets (*.json);;All files (*)")


def penalty_note(game: str) -> str:
    """What the game's seed says about penalties, translated (the game's face holds the
    words; a test checks they match :data:`~cardtable.scorekeeper.PENALTY_NOTES`)."""
    return face_for(game).penalty_note()


# ----- the window --------------------------------------------------------------------------


class ScorekeeperWindow(QWidget):
    """Setup, then the sheet; every entry is autosaved, so closing loses nothing."""

    def __init__(self, parent: QWidget | None = None, *, autosave: Path | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(translate("Scorekeeper", "Scorekeeper"))
        self.setAccessibleName(translate("Scorekeeper", "Scorekeeper"))
        self.autosave = autosave_path() if autosave is None else autosave
        self.sheet: ScoreSheet | None = None
        self.save_path: Path | None = None
        self.form: EntryForm | None = None
        self.stack = QStackedWidget()
        # The pages scroll rather than push the window past a small screen's bottom edge.
        scroller = QScrollArea()
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        scroller.setWidget(self.stack)
        layout = QVBoxLayout(self)
        layout.addWidget(scroller)
        self.setup = SetupPage()
        self.page = SheetPage()
        self.stack.addWidget(self.setup)
        self.stack.addWidget(self.page)
        self.setup.start.connect(self.start)
        self.setup.open_button.clicked.connect(self.open_file)
        self.setup.resume_button.clicked.connect(self.resume)
        self.page.record_button.clicked.connect(self.record)
        self.page.undo_button.clicked.connect(self.undo)
        self.page.penalty_button.clicked.connect(self.penalty)
        self.page.new_button.clicked.connect(self.new_sheet)
        # Escape closes it like the app's other windows (every entry is saved already).
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.page.open_button.clicked.connect(self.open_file)
        self.page.save_button.clicked.connect(self.save)
        self.page.save_as_button.clicked.connect(self.save_as)
        self.page.csv_button.clicked.connect(self.export_csv)
        for keys, slot in (
            ("Ctrl+Return", self.record),
            ("Ctrl+Enter", self.record),
            (QKeySequence.StandardKey.Undo, self.undo),
            (QKeySequence.StandardKey.Save, self.save),
            (QKeySequence.StandardKey.Open, self.open_file),
        ):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(slot)
        self.setup.resume_button.setEnabled(self.autosave.exists())
        fit_to_screen(self, 900, 720)

    def keyPressEvent(self, event: Any) -> None:
        """Return in any input of the round records it, as the scorer expects of a form;
        spin boxes and combo boxes pass Return on, buttons elsewhere keep their own."""
        focus = self.focusWidget()
        in_form = self.form is not None and focus is not None and self.form.isAncestorOf(focus)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and in_form:
            self.record()
            return
        super().keyPressEvent(event)

    # ----- starting -----------------------------------------------------------------------

    def start(self) -> None:
        try:
            sheet = self.setup.sheet(self.autosave)
        except ScoresheetError as exc:
            self.setup.error.setText(str(exc))
            return
        self.setup.error.clear()
        self.save_path = None
        self.attach(sheet)
        sheet.save(self.autosave)

    def attach(self, sheet: ScoreSheet) -> None:
        """Show ``sheet``: a fresh entry form for its game, its scores so far."""
        self.sheet = sheet
        if self.form is not None:
            self.form.setParent(None)
            self.form.deleteLater()
        self.form = face_for(sheet.game).scorekeeper_form()(sheet)
        self.form.changed.connect(self._refresh_live)
        self.page.form_holder.addWidget(self.form)
        self.page.title.setText(fill(translate("Scorekeeper", "%1 — scorekeeper"), sheet.spec.title))
        allowed = sheet.penalties_allowed
        self.page.penalty_button.setEnabled(allowed)
        self.page.penalty_button.setToolTip(penalty_note(sheet.game))
        self.stack.setCurrentWidget(self.page)
        self.refresh()

    def resume(self) -> None:
        try:
            sheet = ScoreSheet.load(self.autosave, autosave=self.autosave)
        except ScoresheetError as exc:
            self.setup.error.setText(str(exc))
            return
        self.attach(sheet)

    def new_sheet(self) -> None:
        self.stack.setCurrentWidget(self.setup)
        if self.sheet is not None:
            self.setup.set_game(self.sheet.game, self.sheet.n)
            for edit, name in zip(self.setup.names, self.sheet.players, strict=False):
                edit.setText(name)
        self.setup.resume_button.setEnabled(self.autosave.exists())
        self.setup.start_button.setFocus()

    # ----- entering -----------------------------------------------------------------------

    @property
    def open_sheet(self) -> ScoreSheet:
        """The sheet being kept: entering, the table and saving only run once one is open."""
        if self.sheet is None:
            raise RuntimeError("no score sheet is open")
        return self.sheet

    @property
    def open_form(self) -> EntryForm:
        """The entry form of the open sheet's game."""
        if self.form is None:
            raise RuntimeError("no score sheet is open")
        return self.form

    def _round_text(self, info: RoundInfo) -> tuple[str, str]:
        """The next entry's title ("Round 4 of 18") and what the scorer should know about it."""
        sheet = self.open_sheet
        face = face_for(sheet.game)
        word = face.scorekeeper_round_word()
        title = (
            f"{word} {info.number}"
            if info.planned is None
            else fill(translate("Scorekeeper", "%1 %2 of %3"), word, info.number, info.planned)
        )
        return title, face.scorekeeper_details(sheet, info)

    def refresh(self) -> None:
        """Redraw everything from the sheet: the next round's form, the table, the winner."""
        sheet = self.sheet
        if sheet is None:
            return
        over = sheet.is_over
        info = sheet.next_info()
        self.page.entry_box.setVisible(not over)
        title, details = self._round_text(info)
        self.page.entry_box.setTitle(title)
        self.page.round_line.setText(details)
        self.open_form.reset(info)
        self.page.record_button.setText(face_for(sheet.game).scorekeeper_record_label(sheet))
        self.page.undo_button.setEnabled(bool(sheet.entries) or sheet.pending_bids is not None)
        self.page.error.clear()
        self._refresh_live()
        self._fill_table()
        if over:
            names = " & ".join(sheet.players[w] for w in sheet.winners)
            if len(sheet.winners) == 1:
                text = translate("Scorekeeper", "Game over — %1 wins!")
            else:
                text = translate("Scorekeeper", "Game over — %1 share the win!")
            self.page.winner.setText(fill(text, names))
        else:
            self.page.winner.clear()
        self.page.winner.setVisible(over)
        first = self.open_form.first_input()
        if first is not None and not over:
            first.setFocus()

    def _refresh_live(self) -> None:
        if self.form is not None:
            self.page.live.setText(self.form.live())

    def record(self) -> None:
        sheet = self.sheet
        if sheet is None or self.stack.currentWidget() is not self.page or sheet.is_over:
            return
        missing = self.open_form.missing()
        if missing:
            self.page.error.setText(missing)
            return
        try:
            face_for(sheet.game).scorekeeper_record(sheet, self.form)
        except ScoresheetError as exc:
            self.page.error.setText(str(exc)[:1].upper() + str(exc)[1:] + ".")
            return
        self.refresh()

    def undo(self) -> None:
        if self.sheet is None or self.stack.currentWidget() is not self.page:
            return
        try:
            self.sheet.undo()
        except ScoresheetError as exc:
            self.page.error.setText(str(exc)[:1].upper() + str(exc)[1:] + ".")
            return
        self.refresh()

    def penalty(self) -> None:
        sheet = self.sheet
        if sheet is None or not sheet.penalties_allowed:
            return
        dialog = QDialog(self)
        dialog.setWindowTitle(translate("Scorekeeper", "Penalty"))
        form = QFormLayout(dialog)
        note = QLabel(penalty_note(sheet.game))
        note.setWordWrap(True)
        form.addRow(note)
        who = QComboBox()
        who.setAccessibleName(translate("Scorekeeper", "Offender"))
        for i, name in enumerate(sheet.players):
            who.addItem(name, i)
        why = QComboBox()
        why.setAccessibleName(translate("Scorekeeper", "Reason"))
        labels = {
            REVOKE: translate("Scorekeeper", "Revoke not corrected in time"),
            "wrong-cards": translate("Scorekeeper", "Too few or too many cards"),
        }
        for reason in PENALTY_REASONS:
            why.addItem(labels[reason], reason)
        form.addRow(translate("Scorekeeper", "&Offender:"), who)
        form.addRow(translate("Scorekeeper", "&Reason:"), why)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        self._penalty_dialog = dialog  # tests reach it while it is open
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.enter_penalty(who.currentData(), why.currentData())

    def enter_penalty(self, player: int, reason: str) -> None:
        try:
            self.open_sheet.add_penalty(player, reason)
        except ScoresheetError as exc:
            self.page.error.setText(str(exc))
            return
        self.refresh()

    # ----- the table ----------------------------------------------------------------------

    def _row_label(self, r: Result) -> str:
        """The first column: the round's number and what kind of round it was."""
        sheet = self.open_sheet
        info = r.info
        if r.kind == PENALTY:
            reason = (
                translate("Scorekeeper", "revoke")
                if r.data["reason"] == REVOKE
                else translate("Scorekeeper", "wrong cards")
            )
            return fill(translate("Scorekeeper", "Penalty: %1 (%2)"), sheet.players[r.data["player"]], reason)
        if r.kind == REDEAL:
            return fill(translate("Scorekeeper", "Deal %1: 20–20, redealt"), info.number)
        return face_for(sheet.game).scorekeeper_row_label(sheet, r)

    def _cell(self, r: Result, p: int) -> str:
        """The running total, then what the round added and, like the paper sheet's corner
        note, the bid where the game has one (the game's face words it)."""
        sheet = self.open_sheet
        return face_for(sheet.game).scorekeeper_cell(sheet, r, p)

    def _fill_table(self) -> None:
        sheet = self.open_sheet
        table = self.page.table
        n = sheet.n
        table.clear()
        table.setColumnCount(n + 1)
        face = face_for(sheet.game)
        headers = [face.scorekeeper_round_word()]  # the word its rows say: "Deal 2", "Hand 5"
        for p, name in enumerate(sheet.players):
            headers.append(face.scorekeeper_header(name, p))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(len(sheet.results) + 1)
        winners = set(sheet.winners)
        red = QBrush(QColor("#b00020"))
        for row, r in enumerate(sheet.results):
            label = QTableWidgetItem(self._row_label(r))
            label.setToolTip(sheet.describe(r))
            table.setItem(row, 0, label)
            for p in range(n):
                item = QTableWidgetItem(self._cell(r, p))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setToolTip(sheet.describe(r))
                if r.scores[p] < 0:
                    item.setForeground(red)
                table.setItem(row, p + 1, item)
        bold = QFont(table.font())
        bold.setBold(True)
        last = len(sheet.results)
        total = QTableWidgetItem(translate("Scorekeeper", "Total"))
        total.setFont(bold)
        table.setItem(last, 0, total)
        highlight = QBrush(table.palette().color(QPalette.ColorRole.Highlight).lighter(170))
        for p in range(n):
            item = QTableWidgetItem(number(sheet.totals[p]))
            item.setFont(bold)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if p in winners:
                item.setBackground(highlight)
                item.setToolTip(translate("Scorekeeper", "Winner"))
            table.setItem(last, p + 1, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for c in range(1, n + 1):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        table.scrollToBottom()

    # ----- files --------------------------------------------------------------------------

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def open_file(self, path: str | Path | None = None) -> None:
        if not isinstance(path, (str, Path)):
            path, _ = QFileDialog.getOpenFileName(
                self, translate("Scorekeeper", "Open a score sheet"), start_folder(), file_filter()
            )
            if not path:
                return
            remember_folder(path)
        try:
            sheet = ScoreSheet.load(path, autosave=self.autosave)
        except ScoresheetError as exc:
            self._warn(translate("Scorekeeper", "Cannot open this score sheet"), str(exc))
            return
        self.save_path = Path(path)
        sheet.save(self.autosave)
        self.attach(sheet)

    def save(self) -> None:
        if self.sheet is None:
            return
        if self.save_path is None:
            self.save_as()
            return
        self._write(self.save_path)

    def save_as(self, path: str | Path | None = None) -> None:
        if self.sheet is None:
            return
        if not isinstance(path, (str, Path)):
            default = suggested_path(f"{self.sheet.game}-scores.json")
            path, _ = QFileDialog.getSaveFileName(
                self, translate("Scorekeeper", "Save the score sheet"), default, file_filter()
            )
            if not path:
                return
            remember_folder(path)
        if self._write(Path(path)):
            self.save_path = Path(path)

    def _write(self, path: Path) -> bool:
        try:
            self.open_sheet.save(path)
        except OSError as exc:
            self._warn(translate("Scorekeeper", "Cannot save"), f"{path}: {exc.strerror or exc}")
            return False
        return True

    def export_csv(self, path: str | Path | None = None) -> None:
        if self.sheet is None:
            return
        if not isinstance(path, (str, Path)):
            default = suggested_path(f"{self.sheet.game}-scores.csv")
            path, _ = QFileDialog.getSaveFileName(
                self, translate("Scorekeeper", "Export CSV"), default, translate("Scorekeeper", "CSV files (*.csv)")
            )
            if not path:
                return
            remember_folder(path)
        try:
            Path(path).write_text(self.sheet.to_csv(), encoding="utf-8")
        except OSError as exc:
            self._warn(translate("Scorekeeper", "Cannot export"), f"{path}: {exc.strerror or exc}")


def open_scorekeeper(parent: QWidget, game: str | None = None) -> ScorekeeperWindow:
    """Show the parent's Scorekeeper window, making it on first use (one per main window).
    ``game``: the game on the table, offered first while no sheet is started (someone who
    plays Dumb-Bunny on screen and opens the scorekeeper most likely scores Dumb-Bunny)."""
    window = show_single(parent, "_scorekeeper_window", ScorekeeperWindow)
    if game is not None and window.stack.currentWidget() is window.setup:
        found = window.setup.game.findData(game)
        if found >= 0:
            window.setup.game.setCurrentIndex(found)
    return window
