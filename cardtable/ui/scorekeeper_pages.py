"""The Scorekeeper's two pages: the setup (which game, who plays in seat order, who deals
first, house rules) and the sheet (the entry form of the round, the table of scores, the
buttons). The window (:mod:`cardtable.ui.scorekeeper`) switches between them and acts."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.games import get_game, supported_games
from ..scorekeeper import (
    ScoreSheet,
)
from .games import face_for
from .new_game import OptionEditor, make_editor, option_label
from .scorekeeper_form import fill, translate

DEFAULT_NAMES = (
    "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gil", "Hal",
    "Ida", "Jon", "Kay", "Lou", "Max", "Ned", "Olive", "Pat",
)  # fmt: skip


def seat_title(game: str, seat: int) -> str:
    """How the setup page labels a name: compass points where the game seats by them."""
    return face_for(game).scorekeeper_seat_title(seat)


# ----- the setup page ----------------------------------------------------------------------


class SetupPage(QWidget):
    """Which game, who plays (names in seat order), who deals first, house rules."""

    start = Signal()

    def __init__(self) -> None:
        super().__init__()
        outer = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "Scorekeeper",
                "Score a game played with real cards. Pick the game, type the players' names in "
                "seat order (clockwise), and enter each round as it is played.",
            )
        )
        intro.setWordWrap(True)
        outer.addWidget(intro)
        form = QFormLayout()
        self.game = QComboBox()
        for g in supported_games():
            self.game.addItem(get_game(g).title, g)
        self.game.setAccessibleName(translate("Scorekeeper", "Game"))
        form.addRow(translate("Scorekeeper", "&Game:"), self.game)
        self.count = QComboBox()
        self.count.setAccessibleName(translate("Scorekeeper", "Number of players"))
        form.addRow(translate("Scorekeeper", "&Players:"), self.count)
        outer.addLayout(form)

        names = QGroupBox(translate("Scorekeeper", "Names"))
        self.names_grid = QGridLayout(names)
        self.name_labels: list[QLabel] = []
        self.names: list[QLineEdit] = []
        for i, default in enumerate(DEFAULT_NAMES):
            label = QLabel()
            edit = QLineEdit(default)
            edit.setMaxLength(24)
            label.setBuddy(edit)
            edit.textChanged.connect(self._refresh_dealer)
            self.names_grid.addWidget(label, i % 8, 2 * (i // 8))
            self.names_grid.addWidget(edit, i % 8, 2 * (i // 8) + 1)
            self.name_labels.append(label)
            self.names.append(edit)
        outer.addWidget(names)

        rules = QGroupBox(translate("Scorekeeper", "Dealer and house rules"))
        self.rules_form = QFormLayout(rules)
        self.dealer = QComboBox()
        self.dealer.setAccessibleName(translate("Scorekeeper", "First dealer"))
        self.dealer_label = QLabel(translate("Scorekeeper", "&First dealer:"))
        self.dealer_label.setBuddy(self.dealer)
        self.rules_form.addRow(self.dealer_label, self.dealer)
        self.editors: dict[str, OptionEditor] = {}
        outer.addWidget(rules)

        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        outer.addWidget(self.error)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton(translate("Scorekeeper", "&Resume the last sheet"))
        self.open_button = QPushButton(translate("Scorekeeper", "&Open…"))
        self.start_button = QPushButton(translate("Scorekeeper", "&Start scoring"))
        self.start_button.setDefault(True)
        self.start_button.setAutoDefault(True)
        buttons.addWidget(self.resume_button)
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        outer.addLayout(buttons)
        outer.addStretch(1)
        self.start_button.clicked.connect(self.start)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.count.currentIndexChanged.connect(self._count_changed)
        self._game_changed()

    @property
    def game_name(self) -> str:
        return self.game.currentData()

    def set_game(self, game: str, players: int | None = None) -> None:
        self.game.setCurrentIndex(self.game.findData(game))
        if players is not None:
            self.count.setCurrentIndex(self.count.findData(players))

    def _game_changed(self) -> None:
        spec = get_game(self.game_name)
        self.count.blockSignals(True)
        self.count.clear()
        for k in spec.player_counts:
            self.count.addItem(str(k), k)
        self.count.setCurrentIndex(self.count.findData(4 if 4 in spec.player_counts else spec.player_counts[0]))
        self.count.blockSignals(False)
        while self.rules_form.rowCount() > 1:
            self.rules_form.removeRow(1)
        self.editors = {}
        for option in spec.options:
            editor = make_editor(spec.name, option, option.default, lambda: None)
            label = fill(translate("Scorekeeper", "%1:"), option_label(spec.name, option))  # "… :" in French
            self.rules_form.addRow(label, editor.widget)
            self.editors[option.name] = editor
        self._count_changed()

    def _count_changed(self) -> None:
        n = self.count.currentData() or 0
        for i, (label, edit) in enumerate(zip(self.name_labels, self.names, strict=True)):
            label.setText(fill(translate("Scorekeeper", "%1:"), seat_title(self.game_name, i)))
            edit.setAccessibleName(seat_title(self.game_name, i))
            label.setVisible(i < n)
            edit.setVisible(i < n)
        self._refresh_dealer()

    def _refresh_dealer(self) -> None:
        n = self.count.currentData() or 0
        keep = max(self.dealer.currentIndex(), 0)
        self.dealer.blockSignals(True)
        self.dealer.clear()
        for i in range(n):
            self.dealer.addItem(self.names[i].text().strip() or seat_title(self.game_name, i), i)
        self.dealer.setCurrentIndex(min(keep, n - 1))
        self.dealer.blockSignals(False)

    def sheet(self, autosave: Path | None) -> ScoreSheet:
        """The new sheet, or :class:`ScoresheetError` naming what is wrong with the setup."""
        n = self.count.currentData()
        names = [e.text() for e in self.names[:n]]
        options = {k: e.get() for k, e in self.editors.items()}
        dealer = self.dealer.currentData() or 0
        return ScoreSheet(self.game_name, names, options, dealer, autosave=autosave)


# ----- the sheet page ----------------------------------------------------------------------


class SheetPage(QWidget):
    """The round being entered above, the scores so far below."""

    def __init__(self) -> None:
        super().__init__()
        outer = QVBoxLayout(self)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        outer.addWidget(self.title)
        self.entry_box = QGroupBox()
        self.entry_layout = QVBoxLayout(self.entry_box)
        self.round_line = QLabel()
        self.round_line.setWordWrap(True)
        self.entry_layout.addWidget(self.round_line)
        self.form_holder = QVBoxLayout()
        self.entry_layout.addLayout(self.form_holder)
        self.live = QLabel()
        self.live.setWordWrap(True)
        self.live.setAccessibleName(translate("Scorekeeper", "Round so far"))
        self.entry_layout.addWidget(self.live)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020; font-weight: bold")
        self.error.setAccessibleName(translate("Scorekeeper", "Problem"))
        self.entry_layout.addWidget(self.error)
        row = QHBoxLayout()
        self.record_button = QPushButton()
        self.record_button.setDefault(True)
        self.record_button.setAutoDefault(True)
        self.record_button.setToolTip(translate("Scorekeeper", "Enter in any box of the round, or Ctrl+Enter"))
        self.penalty_button = QPushButton(translate("Scorekeeper", "&Penalty…"))
        self.undo_button = QPushButton(translate("Scorekeeper", "&Undo last entry"))
        self.undo_button.setToolTip(translate("Scorekeeper", "Ctrl+Z"))
        row.addWidget(self.record_button)
        row.addStretch(1)
        row.addWidget(self.penalty_button)
        row.addWidget(self.undo_button)
        self.entry_layout.addLayout(row)
        outer.addWidget(self.entry_box)

        self.winner = QLabel()
        self.winner.setWordWrap(True)
        wfont = self.winner.font()
        wfont.setPointSizeF(wfont.pointSizeF() * 1.2)
        wfont.setBold(True)
        self.winner.setFont(wfont)
        outer.addWidget(self.winner)

        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAccessibleName(translate("Scorekeeper", "Scores"))
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        outer.addWidget(self.table, 1)

        files = QHBoxLayout()
        self.new_button = QPushButton(translate("Scorekeeper", "&New sheet"))
        self.open_button = QPushButton(translate("Scorekeeper", "&Open…"))
        self.save_button = QPushButton(translate("Scorekeeper", "&Save"))
        self.save_as_button = QPushButton(translate("Scorekeeper", "Save &As…"))
        self.csv_button = QPushButton(translate("Scorekeeper", "&Export CSV…"))
        for b in (self.new_button, self.open_button, self.save_button, self.save_as_button, self.csv_button):
            files.addWidget(b)
        files.addStretch(1)
        outer.addLayout(files)
