"""The New-game dialog: which game, how many players, who sits where, house rules, seed.

Everything game-specific comes from the engine's :class:`~cardtable.engine.games.base.GameSpec`
(title, blurb, player counts, options) and the level list from :data:`cardtable.ai.players.LEVELS`,
so a new game, option or computer level shows up here without touching this module. The
dialog never accepts a setup the engine would refuse: it runs ``spec.check_options`` on
every change and keeps OK disabled while anything is wrong, naming the problem inline.

The human always sits in seat 0 (the bottom of the table); Minibridge and Dumb-Bunny seats
are labelled with compass points only, so the seat numbers the engine sees never change.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRegularExpression, QSettings, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ..ai.players import LEVELS
from ..engine import ALL_GAMES, get_game, supported_games
from ..engine.cards import RANK_CHARS
from ..engine.errors import EngineError
from ..engine.games.base import GameSpec, Option
from ..session.table import SeatConfig
from ..storage import settings as checked_settings
from ..words import rank_sign
from .app_settings import app_settings
from .games import face_for, game_title

# Default names of the computer seats 1..15: short, friendly, and starting with different
# letters so that a glance at the score sheet tells them apart.
DEFAULT_NAMES = (
    "Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana",
    "Ivo", "Jade", "Kit", "Lena", "Milo", "Nora", "Otto",
)  # fmt: skip
MAX_SEATS = 1 + len(DEFAULT_NAMES)
NAME_LENGTH = 24
# Levels tried in order for a computer seat nobody has chosen a level for: the strongest
# "normal" one once it exists, else the rule-of-thumb player; never "random" by default.
PREFERRED_LEVELS = ("normal", "easy")
COMPASS: tuple[Any, ...] = (  # QT_TRANSLATE_NOOP is typed as returning object; these are str
    QT_TRANSLATE_NOOP("NewGameDialog", "North"),
    QT_TRANSLATE_NOOP("NewGameDialog", "East"),
    QT_TRANSLATE_NOOP("NewGameDialog", "South"),
    QT_TRANSLATE_NOOP("NewGameDialog", "West"),
)
SETTINGS_GROUP = "new_game"


# Module helpers translate in the dialog's context; lupdate finds ``translate("NewGameDialog", …)``
# calls and the ``QT_TRANSLATE_NOOP`` marks of the tables below.
translate = QCoreApplication.translate


def _tr(text: str) -> str:
    """Translate a string marked elsewhere with ``QT_TRANSLATE_NOOP("NewGameDialog", …)``."""
    return translate("NewGameDialog", text)


@dataclass(frozen=True)
class GameSetup:
    """What the dialog hands the app to start a :class:`~cardtable.session.table.TableSession`."""

    game: str
    seats: tuple[SeatConfig, ...]
    options: dict
    seed: int | None


def default_level() -> str:
    for level in PREFERRED_LEVELS:
        if level in LEVELS:
            return level
    return LEVELS[0]


def level_tip(level: str) -> str:
    """What a level's name alone does not say, as its item's tool tip ('' for none)."""
    return translate("NewGameDialog", "Plays any legal card") if level == "random" else ""


def add_levels(box: QComboBox) -> None:
    """Every level, by its name, with its tip, in ``box``."""
    for lv in LEVELS:
        box.addItem(level_label(lv), lv)
        if level_tip(lv):
            box.setItemData(box.count() - 1, level_tip(lv), Qt.ItemDataRole.ToolTipRole)


def level_label(level: str) -> str:
    """The player-facing name of a level; unknown (future) levels get their name capitalised."""
    labels = {
        # Short, as the seats' level boxes show it whole ("Random (plays any legal card)" was
        # cut short at 1024×700); what it means is the item's tip (level_tip).
        "random": translate("NewGameDialog", "Random"),
        "easy": translate("NewGameDialog", "Easy"),
        "normal": translate("NewGameDialog", "Normal"),
        "hard": translate("NewGameDialog", "Hard"),
    }
    return labels.get(level, level.replace("_", " ").capitalize())


def compass_point(seat: int) -> str:
    """North, East, South or West for a seat of a game seated by compass (seat 0 is North)."""
    return _tr(COMPASS[seat % 4])


def you_or_partner(label: str, seat: int) -> str:
    """A compass seat's label, marked "(you)" for seat 0 and "(partner)" for seat 2."""
    if seat == 0:
        return translate("NewGameDialog", "%1 (you)").replace("%1", label)
    return translate("NewGameDialog", "%1 (partner)").replace("%1", label) if seat == 2 else label


def seat_label(game: str, seat: int) -> str:
    """How the dialog names a seat: the game's face says (a number, or compass points)."""
    return face_for(game).seat_label(seat)


def option_label(game: str, option: Option) -> str:
    """The game's face names its options; an option it does not name is labelled from its
    record name ("zero_score" → "Zero score")."""
    text = face_for(game).option_labels.get(option.name)
    return _tr(text) if text else option.name.replace("_", " ").capitalize()


# ----- option editors ----------------------------------------------------------------------


class OptionEditor:
    """One option's widget with a uniform get/set, so the dialog need not know its kind."""

    def __init__(
        self, widget: QWidget, get: Callable[[], Any], set_: Callable[[Any], None], focus: list[QWidget]
    ) -> None:
        self.widget = widget
        self.get = get
        self.set = set_
        # The focusable parts in tab order (a rank picker has three).
        self.focus = focus


def _is_rank_list(value: Any) -> bool:
    return (
        isinstance(value, list)
        and bool(value)
        and all(isinstance(v, str) and len(v) == 1 and v in RANK_CHARS for v in value)
    )


def _rank_text(char: str) -> str:
    return rank_sign(RANK_CHARS.index(char) + 2)


def make_editor(game: str, option: Option, value: Any, changed: Callable[[], None]) -> OptionEditor:
    """The editor that fits the option's type: check box, spin box, combo, rank picker, or a
    read-only summary for values too rich to edit here (they keep the value they were given)."""
    label = option_label(game, option)
    help_text = QCoreApplication.translate("GameOptions", option.help)
    kind = type(option.default)
    widget: QWidget
    if option.choices is not None:
        combo = QComboBox()
        for choice in option.choices:
            combo.addItem(str(choice), choice)

        def set_choice(v: Any) -> None:
            index = combo.findData(v)
            combo.setCurrentIndex(max(index, 0))

        set_choice(value)
        combo.currentIndexChanged.connect(changed)
        editor = OptionEditor(combo, combo.currentData, set_choice, [combo])
    elif kind is bool:
        says = face_for(game).option_check_texts.get(option.name)  # what "on" means, where the face says
        box = QCheckBox(_tr(says) if says else translate("NewGameDialog", "On"))
        box.setChecked(bool(value))
        box.toggled.connect(changed)
        editor = OptionEditor(box, box.isChecked, lambda v: box.setChecked(bool(v)), [box])
    elif kind is int:
        spin = QSpinBox()
        low = option.low if option.low is not None else -(2**31)
        spin.setRange(low, option.high if option.high is not None else 2**31 - 1)
        special = face_for(game).option_special_values.get(option.name)
        if special:
            spin.setSpecialValueText(_tr(special))
        suffix = face_for(game).option_suffixes.get(option.name)
        if suffix:
            spin.setSuffix(_tr(suffix))
        spin.setValue(value if isinstance(value, int) else option.default)
        spin.setAccelerated(True)
        spin.valueChanged.connect(changed)
        editor = OptionEditor(spin, spin.value, lambda v: spin.setValue(int(v)), [spin])
    elif _is_rank_list(option.default):
        widget = QWidget()
        row = QHBoxLayout(widget)
        row.setContentsMargins(0, 0, 0, 0)
        combos = []
        for i in range(len(option.default)):
            combo = QComboBox()
            for char in reversed(RANK_CHARS):
                combo.addItem(_rank_text(char), char)
            combo.setAccessibleName(
                translate("NewGameDialog", "%1, rank %2").replace("%1", label).replace("%2", str(i + 1))
            )
            combo.setToolTip(help_text)
            combo.currentIndexChanged.connect(changed)
            row.addWidget(combo)
            combos.append(combo)
        row.addStretch(1)

        def set_ranks(v: Any) -> None:
            ranks = v if _is_rank_list(v) and len(v) == len(combos) else option.default
            for combo, char in zip(combos, ranks, strict=True):
                combo.setCurrentIndex(max(combo.findData(char), 0))

        set_ranks(value)
        editor = OptionEditor(widget, lambda: [c.currentData() for c in combos], set_ranks, list(combos))
    elif kind is str:
        line = QLineEdit(value if isinstance(value, str) else option.default)
        line.textChanged.connect(changed)
        editor = OptionEditor(line, line.text, lambda v: line.setText(str(v)), [line])
    else:
        editor = _read_only_editor(game, option, value, help_text, changed)
    if not editor.widget.toolTip():
        editor.widget.setToolTip(help_text)
    if not editor.widget.accessibleName():
        editor.widget.setAccessibleName(label)
    if not editor.widget.accessibleDescription():
        editor.widget.setAccessibleDescription(help_text)
    return editor


def _read_only_editor(
    game: str, option: Option, value: Any, help_text: str, changed: Callable[[], None]
) -> OptionEditor:
    """A label summarising a list- or dict-valued option (the game's face sums it up, as
    Dumb-Bunny's does its hand card), with an "Edit…" button when the face has an editor
    for it; its value passes through unchanged otherwise, so a value set elsewhere (a saved
    setup) is kept, not lost."""
    held = [value]
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # reachable by keyboard, so its text is read out

    def show(v: Any) -> None:
        held[0] = v
        summary = face_for(game).option_summary(option, v)
        if summary is not None:
            text, detail = summary
            label.setText(text)
            label.setAccessibleDescription(detail)
            label.setToolTip(f"{help_text}\n\n{detail}")  # the whole card, for a mouse user
            label.setProperty("detail", detail)
        else:
            label.setText(translate("NewGameDialog", "%1 (set in the record)").replace("%1", str(v)[:60]))
            label.setToolTip(help_text)

    show(value)
    face = face_for(game)
    if option.name not in face.edited_options:
        return OptionEditor(label, lambda: held[0], show, [label])

    def edited(v: Any) -> None:
        show(v)
        changed()

    widget = QWidget()
    row = QHBoxLayout(widget)
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(label)
    button = QPushButton(translate("NewGameDialog", "&Edit…"))
    button.setAutoDefault(False)
    button.setAccessibleName(translate("NewGameDialog", "Edit: %1").replace("%1", option_label(game, option)))
    button.clicked.connect(lambda: face.edit_option(option, held[0], button.window(), edited))
    row.addWidget(button)
    row.addStretch(1)
    widget.setAccessibleName(option_label(game, option))
    return OptionEditor(widget, lambda: held[0], show, [label, button])


# ----- the game list ---------------------------------------------------------------------------

BLURB_ROLE = Qt.ItemDataRole.UserRole + 1


class GameDelegate(QStyledItemDelegate):
    """Paints a game as its title in bold over its one-line blurb, wrapped to the list width."""

    PAD = 8

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view

    def _fonts(self, option: QStyleOptionViewItem) -> tuple[QFont, QFont]:
        title = QFont(option.font)
        title.setBold(True)
        title.setPointSizeF(title.pointSizeF() * 1.1)
        blurb = QFont(option.font)
        return title, blurb

    def _text_width(self) -> int:
        return max(self.view.viewport().width() - 2 * self.PAD, 120)

    def sizeHint(self, option: QStyleOptionViewItem, index: Any) -> QSize:
        title_font, blurb_font = self._fonts(option)
        width = self._text_width()
        title_h = QFontMetrics(title_font).height()
        blurb = index.data(BLURB_ROLE) or ""
        blurb_h = QFontMetrics(blurb_font).boundingRect(0, 0, width, 10_000, Qt.TextFlag.TextWordWrap, blurb).height()
        return QSize(width + 2 * self.PAD, title_h + blurb_h + 2 * self.PAD + 2)

    def paint(self, painter: Any, option: QStyleOptionViewItem, index: Any) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        style = opt.widget.style() if opt.widget else QApplication.style()
        opt.text = ""
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        enabled = bool(opt.state & QStyle.StateFlag.State_Enabled)
        group = QPalette.ColorGroup.Normal if enabled else QPalette.ColorGroup.Disabled
        selected = opt.state & QStyle.StateFlag.State_Selected
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        title_font, blurb_font = self._fonts(opt)
        rect = opt.rect.adjusted(self.PAD, self.PAD, -self.PAD, -self.PAD)
        painter.save()
        painter.setPen(opt.palette.color(group, role))
        painter.setFont(title_font)
        title_h = QFontMetrics(title_font).height()
        painter.drawText(rect.x(), rect.y(), rect.width(), title_h, Qt.AlignmentFlag.AlignLeft, index.data() or "")
        painter.setFont(blurb_font)
        blurb_rect = rect.adjusted(0, title_h + 2, 0, 0)
        painter.drawText(blurb_rect, int(Qt.TextFlag.TextWordWrap), index.data(BLURB_ROLE) or "")
        painter.restore()


# ----- the dialog ------------------------------------------------------------------------------


class SeatRow:
    """The widgets of one seat: its label, the name, and the level (computer seats only)."""

    def __init__(self, seat: int, name: str, level: str) -> None:
        self.seat = seat
        self.label = QLabel()
        self.name = QLineEdit(name)
        self.name.setMaxLength(NAME_LENGTH)
        self.name.setMinimumWidth(120)
        self.level: QComboBox | None = None
        self.human_note: QLabel | None = None
        if seat == 0:
            self.human_note = QLabel(translate("NewGameDialog", "You play this seat"))
            self.human_note.setEnabled(False)
        else:
            self.level = QComboBox()
            # Sized to a short name, not the longest one, so sixteen rows fit beside a scroll bar.
            self.level.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            self.level.setMinimumContentsLength(8)
            add_levels(self.level)
            self.set_level(level)
        self.label.setBuddy(self.name)

    def set_level(self, level: str) -> None:
        if self.level is not None:
            index = self.level.findData(level)
            self.level.setCurrentIndex(index if index >= 0 else self.level.findData(default_level()))

    def widgets(self) -> list[QWidget]:
        return [w for w in (self.label, self.name, self.level, self.human_note) if w is not None]

    def set_visible(self, visible: bool) -> None:
        for w in self.widgets():
            w.setVisible(visible)


class NewGameDialog(QDialog):
    """Choose a game and its table; :meth:`result` gives the :class:`GameSetup` once accepted.

    ``settings`` (a ``QSettings``; the application's default one when omitted) remembers the
    last game, names, levels, player counts and options, so "New game" is usually one Enter.
    ``game`` preselects a game (e.g. the one of the match on the table), and ``players`` its
    number of players (that match's: a match started from the command line is not the one
    the settings remember).
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        settings: QSettings | None = None,
        game: str | None = None,
        players: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else app_settings()
        self.setWindowTitle(self.tr("New game"))
        self.setAccessibleName(self.tr("New game"))
        self.games = list(ALL_GAMES)
        self.playable = set(supported_games())
        self._options: dict[str, dict[str, Any]] = {}  # edited option values per game
        self._counts: dict[str, int] = {}  # chosen player count per game
        self._editors: dict[str, OptionEditor] = {}
        self._current: str | None = None
        self._problems: list[str] = []
        self._loading = False
        names, levels, last_game = self._load_settings()
        if game is not None and players is not None:
            self._counts[game] = players

        # The game list, left.
        self.game_list = QListWidget()
        self.game_list.setAccessibleName(self.tr("Game"))
        self.game_list.setAccessibleDescription(self.tr("The card game to play"))
        self.game_list.setItemDelegate(GameDelegate(self.game_list))
        self.game_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.game_list.setWordWrap(True)
        self.game_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.game_list.setFixedWidth(300)
        for g in self.games:
            item = QListWidgetItem(game_title(g))
            if g in self.playable:
                blurb = QCoreApplication.translate("GameBlurbs", get_game(g).blurb)
            else:
                blurb = self.tr("Coming soon.")
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled & ~Qt.ItemFlag.ItemIsSelectable)
            item.setData(BLURB_ROLE, blurb)
            item.setData(Qt.ItemDataRole.ToolTipRole, blurb)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, blurb)
            item.setData(Qt.ItemDataRole.UserRole, g)
            self.game_list.addItem(item)
        game_label = QLabel(self.tr("&Game"))
        game_label.setBuddy(self.game_list)
        self.rules_button = QPushButton(self.tr("&How to play…"))
        self.rules_button.setAccessibleName(self.tr("Show the rules of the chosen game"))
        self.rules_button.setAutoDefault(False)
        self.rules_button.clicked.connect(self.show_rules)
        left = QVBoxLayout()
        left.addWidget(game_label)
        left.addWidget(self.game_list, 1)
        left.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignLeft)

        # Players and seats, right.
        self.players = QComboBox()
        # Each game lists its own counts: the box grows to "16 players" after "3 players".
        self.players.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.players.setAccessibleName(self.tr("Number of players"))
        players_label = QLabel(self.tr("&Players"))
        players_label.setBuddy(self.players)
        self.players_note = QLabel()
        self.players_note.setEnabled(False)
        players_row = QHBoxLayout()
        players_row.addWidget(self.players)
        players_row.addWidget(self.players_note, 1)

        self.seats = [SeatRow(i, names[i], levels[i]) for i in range(MAX_SEATS)]
        seat_grid = QGridLayout()
        seat_grid.setColumnStretch(1, 3)
        seat_grid.setColumnStretch(2, 2)
        seat_grid.setRowStretch(MAX_SEATS + 1, 1)  # rows packed at the top, not spread out
        seat_grid.setVerticalSpacing(4)
        for row in self.seats:  # under the first row, "Every computer"
            seat_grid.addWidget(row.label, row.seat + 1, 0)
            seat_grid.addWidget(row.name, row.seat + 1, 1)
            third = row.level if row.level is not None else row.human_note
            assert third is not None  # a seat has a level or, seat 0, the "you play" note
            seat_grid.addWidget(third, row.seat + 1, 2)
            row.name.textChanged.connect(self._validate)
        seat_widget = QWidget()
        seat_widget.setLayout(seat_grid)
        self.seat_scroll = QScrollArea()
        self.seat_scroll.setWidget(seat_widget)
        self.seat_scroll.setWidgetResizable(True)
        self.seat_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.seat_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The seats sit on the group box itself, not on a lighter scroll-area panel.
        self.seat_scroll.viewport().setAutoFillBackground(False)
        seat_widget.setAutoFillBackground(False)  # setWidget() turned it on
        # One level for every computer at once: ten or sixteen seats were changed one by one.
        self.all_levels = QComboBox()
        self.all_levels.setAccessibleName(self.tr("Level of every computer player"))
        self.all_levels.addItem(self.tr("Mixed"), None)
        # Shown, never chosen: it only says the computers' levels differ.
        mixed = self.all_levels.model().item(0)  # type: ignore[attr-defined]
        mixed.setFlags(mixed.flags() & ~Qt.ItemFlag.ItemIsSelectable & ~Qt.ItemFlag.ItemIsEnabled)
        add_levels(self.all_levels)
        self.all_levels.activated.connect(self._set_all_levels)
        for row in self.seats:
            if row.level is not None:
                row.level.currentIndexChanged.connect(self._sync_all_levels)
        all_label = QLabel(self.tr("Every &computer:"))
        all_label.setBuddy(self.all_levels)
        all_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # Above the seats' levels, as wide as one of them: it reads as their column's head.
        self.all_levels.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.all_levels.setMinimumContentsLength(8)
        seat_grid.addWidget(all_label, 0, 0, 1, 2)
        seat_grid.addWidget(self.all_levels, 0, 2)
        seats_box = QGroupBox(self.tr("At the table"))
        seats_layout = QVBoxLayout(seats_box)
        seats_layout.addWidget(self.seat_scroll)

        self.options_box = QGroupBox(self.tr("House rules"))
        self.options_form = QFormLayout()
        self.options_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.defaults_button = QPushButton(self.tr("Standard &rules"))
        self.defaults_button.setAccessibleName(self.tr("Restore the standard rules"))
        self.defaults_button.setToolTip(self.tr("Set this game's house rules back to the standard ones"))
        self.defaults_button.setAutoDefault(False)
        self.defaults_button.clicked.connect(self.restore_default_options)
        options_layout = QHBoxLayout(self.options_box)
        options_layout.addLayout(self.options_form, 1)
        options_layout.addWidget(self.defaults_button, 0, Qt.AlignmentFlag.AlignBottom)
        self.seed = QLineEdit()
        self.seed.setAccessibleName(self.tr("Seed"))
        self.seed.setAccessibleDescription(self.tr("A number that fixes the shuffles; empty for random deals"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(
            self.tr("The same seed with the same setup deals the same cards. Leave empty for fresh random deals.")
        )
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,18}"), self.seed))
        self.seed.setMaximumWidth(200)
        seed_label = QLabel(self.tr("&Seed"))
        seed_label.setBuddy(self.seed)
        self.seed.textChanged.connect(self._validate)

        top_form = QFormLayout()
        top_form.addRow(players_label, players_row)
        seed_form = QFormLayout()
        seed_form.addRow(seed_label, self.seed)

        # Problems, shown instead of accepting a setup the engine would refuse.
        self.problem_icon = QLabel()
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self.problem_icon.setPixmap(icon.pixmap(20, 20))
        self.problem_text = QLabel()
        self.problem_text.setWordWrap(True)
        self.problem_text.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_text.setAccessibleName(self.tr("Problems"))
        self.problem_area = QWidget()
        problem_row = QHBoxLayout(self.problem_area)
        problem_row.setContentsMargins(0, 0, 0, 0)
        problem_row.addWidget(self.problem_icon, 0, Qt.AlignmentFlag.AlignTop)
        problem_row.addWidget(self.problem_text, 1)

        right = QVBoxLayout()
        right.addLayout(top_form)
        right.addWidget(seats_box, 1)
        right.addWidget(self.options_box)
        right.addLayout(seed_form)
        right.addWidget(self.problem_area)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Deal"))
        self.ok_button.setAccessibleName(self.tr("Start the game"))
        self.ok_button.setDefault(True)
        self.ok_button.setAutoDefault(True)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setAccessibleName(self.tr("Cancel"))
        self.cancel_button.setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        body = QHBoxLayout()
        body.addLayout(left)
        body.addSpacing(12)
        body.addLayout(right, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(body, 1)
        outer.addWidget(self.buttons)

        self.players.currentIndexChanged.connect(self._players_changed)
        self.game_list.currentItemChanged.connect(self._game_changed)
        start = game if game in self.playable else last_game if last_game in self.playable else None
        if start is None:
            start = next((g for g in self.games if g in self.playable), None)
        if start is not None:
            self.set_game(start)
        self.resize(840, 560)
        self.game_list.setFocus()

    # ----- settings ------------------------------------------------------------------------

    def _read_json(self, key: str, default: Any) -> Any:
        return checked_settings.read_json(self.settings, f"{SETTINGS_GROUP}/{key}", default)

    def _write_json(self, key: str, value: Any) -> None:
        # JSON text, not QSettings' own lists: INI files turn one-element lists into strings.
        self.settings.setValue(f"{SETTINGS_GROUP}/{key}", json.dumps(value))

    def _load_settings(self) -> tuple[list[str], list[str], str | None]:
        """Remembered names, levels and game; anything unreadable falls back to the defaults."""
        names = [self.tr("You"), *DEFAULT_NAMES]
        saved = self._read_json("names", [])
        if isinstance(saved, list):
            for i, name in enumerate(saved[:MAX_SEATS]):
                if isinstance(name, str) and name.strip():
                    names[i] = name.strip()[:NAME_LENGTH]
        levels = [default_level()] * MAX_SEATS
        saved = self._read_json("levels", [])
        if isinstance(saved, list):
            for i, level in enumerate(saved[:MAX_SEATS]):
                if level in LEVELS:
                    levels[i] = level
        counts = self._read_json("players", {})
        if isinstance(counts, dict):
            self._counts = {g: n for g, n in counts.items() if isinstance(n, int) and isinstance(g, str)}
        options = self._read_json("options", {})
        if isinstance(options, dict):
            for g, values in options.items():
                if g in self.playable and isinstance(values, dict):
                    self._options[g] = self._sane_options(get_game(g), values)
        last = self.settings.value(f"{SETTINGS_GROUP}/game")
        return names, levels, last if isinstance(last, str) else None

    @staticmethod
    def _sane_options(spec: GameSpec, values: dict[str, Any]) -> dict[str, Any]:
        """Each remembered value the option still accepts; the default for the others (an
        option renamed or narrowed since the last run must not break the dialog)."""
        sane = {}
        for option in spec.options:
            if option.name in values:
                with contextlib.suppress(EngineError, TypeError, ValueError):
                    sane[option.name] = option.check(values[option.name], spec.name)
        return sane

    def save_settings(self) -> None:
        """Remember this setup for next time (called when the dialog is accepted)."""
        self._store_current_options()
        self.settings.setValue(f"{SETTINGS_GROUP}/game", self._current or "")
        self._write_json("names", [row.name.text().strip() for row in self.seats])
        self._write_json("levels", [row.level.currentData() if row.level else "" for row in self.seats])
        self._write_json("players", self._counts)
        self._write_json("options", self._options)
        self.settings.sync()

    # ----- game, players, options ----------------------------------------------------------

    @property
    def game(self) -> str | None:
        return self._current

    @property
    def spec(self) -> GameSpec | None:
        return get_game(self._current) if self._current else None

    def set_game(self, game: str) -> None:
        for i in range(self.game_list.count()):
            item = self.game_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == game:
                self.game_list.setCurrentItem(item)
                return
        raise ValueError(f"no game {game!r} in the list")

    def player_count(self) -> int:
        return int(self.players.currentData() or 0)

    def set_player_count(self, n: int) -> None:
        index = self.players.findData(n)
        if index < 0:
            raise ValueError(f"{self._current} is not played by {n}")
        self.players.setCurrentIndex(index)

    def _game_changed(self, item: QListWidgetItem | None, _previous: Any = None) -> None:
        if item is None:
            return
        game = item.data(Qt.ItemDataRole.UserRole)
        if game not in self.playable or game == self._current:
            return
        self._store_current_options()
        self._current = game
        spec = get_game(game)
        self._loading = True
        self.players.clear()
        for n in spec.player_counts:
            self.players.addItem(self.tr("%n players", "", n), n)
        usual = 4 if 4 in spec.player_counts else spec.player_counts[0]
        wanted = self._counts.get(game, usual)
        self.players.setCurrentIndex(self.players.findData(wanted if wanted in spec.player_counts else usual))
        self.players.setEnabled(len(spec.player_counts) > 1)
        if len(spec.player_counts) == 1:
            self.players_note.setText(self.tr("always %n for %1", "", spec.player_counts[0]).replace("%1", spec.title))
        else:
            self.players_note.setText(face_for(game).players_note())
        for row in self.seats:
            row.label.setText(self.tr("%1:").replace("%1", seat_label(game, row.seat)))  # French: "Sud (vous) :"
            row.name.setAccessibleName(self.tr("Name, %1").replace("%1", seat_label(game, row.seat)))
            if row.level is not None:
                row.level.setAccessibleName(self.tr("Computer level, %1").replace("%1", seat_label(game, row.seat)))
        self._build_options(spec)
        self._loading = False
        self._players_changed()

    def _players_changed(self, *_: Any) -> None:
        if self._loading or self._current is None:
            return
        n = self.player_count()
        self._counts[self._current] = n
        for row in self.seats:
            row.set_visible(row.seat < n)
        self._sync_all_levels()
        # Tall enough for up to eight seats without scrolling; more scroll (up to 16).
        row_h = self.seats[0].name.sizeHint().height() + 4
        self.seat_scroll.setMinimumHeight((min(n, 8) + 1) * row_h + 8)  # and "Every computer"
        seat_widget = self.seat_scroll.widget()
        assert seat_widget is not None  # set when the dialog is built
        seat_widget.adjustSize()
        self._fix_tab_order()
        self._validate()

    def _build_options(self, spec: GameSpec) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self._editors = {}
        values = {**spec.default_options(), **self._options.get(spec.name, {})}
        for option in spec.options:
            editor = make_editor(spec.name, option, values[option.name], self._validate)
            label = QLabel(self.tr("%1:").replace("%1", option_label(spec.name, option)))
            label.setBuddy(editor.focus[0])
            label.setToolTip(editor.widget.toolTip())
            self.options_form.addRow(label, editor.widget)
            # Shown now, not by the layout's queued show, so the dialog is complete at once.
            label.show()
            editor.widget.show()
            self._editors[option.name] = editor
        if not spec.options:
            self.no_options = QLabel(self.tr("This game has no house rules to choose."))
            self.no_options.setEnabled(False)
            self.options_form.addRow(self.no_options)
            self.no_options.show()

    def _store_current_options(self) -> None:
        if self._current is not None and self._editors:
            self._options[self._current] = self.option_values()

    def option_values(self) -> dict[str, Any]:
        """The options as the editors show them (not yet checked)."""
        return {name: editor.get() for name, editor in self._editors.items()}

    def set_option(self, name: str, value: Any) -> None:
        self._editors[name].set(value)
        self._validate()

    def restore_default_options(self) -> None:
        spec = self.spec
        if spec is None:
            return
        for option in spec.options:
            self._editors[option.name].set(option.default)
        self._options.pop(spec.name, None)
        self._validate()

    def _set_all_levels(self, index: int) -> None:
        """Every computer seat at the level chosen in "Every computer" ("mixed" changes none)."""
        level = self.all_levels.itemData(index)
        if level is None:
            return
        for row in self.seats:
            row.set_level(level)

    def _sync_all_levels(self, *_: Any) -> None:
        """"Every computer" shows the level all the computers at the table share, else "mixed"."""
        levels = {row.level.currentData() for row in self.seats[1:self.player_count()] if row.level is not None}
        index = self.all_levels.findData(levels.pop()) if len(levels) == 1 else 0
        self.all_levels.setCurrentIndex(max(0, index))

    def _fix_tab_order(self) -> None:
        """Game list, players, each seat's name then level, house rules, seed, buttons: the
        order they read in, whatever was rebuilt when the game changed."""
        chain: list[QWidget] = [self.game_list, self.players, self.all_levels]
        for row in self.seats[: self.player_count()]:
            chain.append(row.name)
            if row.level is not None:
                chain.append(row.level)
        for editor in self._editors.values():
            chain.extend(editor.focus)
        chain += [self.defaults_button, self.seed, self.ok_button, self.cancel_button, self.rules_button]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # ----- validation and the result -------------------------------------------------------

    def problems(self) -> list[str]:
        """Why the current setup cannot start; empty when OK may be pressed."""
        spec = self.spec
        if spec is None:
            return [self.tr("Choose a game.")]
        out = []
        n = self.player_count()
        names = [row.name.text().strip() for row in self.seats[:n]]
        if any(not name for name in names):
            out.append(self.tr("Every seat needs a name."))
        seen: dict[str, str] = {}
        for name in names:
            if name and name.casefold() in seen:
                out.append(self.tr("Two players are called “%1”: give each their own name.").replace("%1", name))
                break
            seen[name.casefold()] = name
        try:
            spec.check_players(n)
            spec.check_options(self.option_values(), n)
        except (EngineError, TypeError, ValueError, KeyError) as exc:
            out.append(self._friendly(spec, str(exc)))
        return out

    @staticmethod
    def _friendly(spec: GameSpec, message: str) -> str:
        """An engine message with the options called by their labels, not their record names
        ("option target of bugami must be…" → "“Game ends at” must be…")."""
        for option in spec.options:
            label = f"“{option_label(spec.name, option)}”"
            message = re.sub(rf"\boptions? {option.name} of {re.escape(spec.name)}\b", label, message)
            message = re.sub(rf"\b{option.name}\b", label, message, count=1)
        message = re.sub(rf"^{re.escape(spec.name)} options\b", "", message).strip()
        message = message[:1].upper() + message[1:]
        return message if message.endswith(".") else message + "."

    def _validate(self, *_: Any) -> None:
        if self._loading:
            return
        self._problems = self.problems()
        self.problem_text.setText("\n".join(self._problems))
        self.problem_area.setVisible(bool(self._problems))
        self.ok_button.setEnabled(not self._problems)
        self.ok_button.setToolTip("\n".join(self._problems))

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text else None

    def result(self) -> GameSetup:  # type: ignore[override]
        """The chosen setup; raises ``ValueError`` naming the problem if it is not valid.

        (This shadows ``QDialog.result()``; the accept/reject code is what ``exec()`` returns.)
        """
        problems = self.problems()
        if problems:
            raise ValueError(" ".join(problems))
        spec = self.spec
        assert spec is not None
        n = self.player_count()
        seats = tuple(
            SeatConfig(row.name.text().strip(), human=True)
            if row.level is None  # seat 0, the person's: no level
            else SeatConfig(row.name.text().strip(), human=False, level=row.level.currentData())
            for row in self.seats[:n]
        )
        return GameSetup(spec.name, seats, spec.check_options(self.option_values(), n), self.seed_value())

    def show_rules(self) -> None:
        """The rules of the highlighted game, in the same window the Help menu opens."""
        from .rules_text import RulesDialog

        dialog = RulesDialog(self._current, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def accept(self) -> None:
        """Enter or OK: only a valid setup closes the dialog, and it is remembered."""
        self._validate()
        if self._problems:
            return
        self.save_settings()
        super().accept()
