"""The start screen: what the window shows when no match is on the table — continue the
unfinished match (when the autosave holds one), resume one of the unfinished matches kept
aside for later, start a new game, practise Minibridge exercises, and the recent matches
(from the statistics), one of which can be played again.

It only offers; the window does the starting (the buttons' signals), so the screen knows
nothing of sessions and stays a plain widget.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QColor, QFocusEvent, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.errors import EngineError
from ..engine.games import get_game
from ..storage.history import HistoryRow

translate = QCoreApplication.translate

# How many recent matches the screen lists.
RECENT = 6


@dataclass(frozen=True)
class Recent:
    """One recent match as listed: its game, player count and a line of text."""

    game: str
    n: int
    text: str


def recent_matches(rows: Sequence[HistoryRow]) -> list[Recent]:
    """The newest matches of the history (most recent first), as lines to list: a practice
    match (an exercise's deal, or a match undone in) says so, and a line already listed is
    not listed again — each starts a new game like it, and a player's review found two rows
    "Minibridge, 4 players — … — unfinished" that could not be told apart."""
    out: list[Recent] = []
    for row in rows[:RECENT]:
        try:
            title = get_game(row.game).title
        except (KeyError, ValueError, EngineError):
            continue
        when = row.date[:10]
        if row.finished:
            how = translate("StartScreen", "won") if row.won else translate(
                "StartScreen", "place {0} of {1}").format(row.place, row.places)
        else:
            how = translate("StartScreen", "unfinished")
        if row.practice:
            how += translate("StartScreen", " (practice)")
        line = translate("StartScreen", "{0}, {1} players — {2} — {3}").format(title, row.n, when, how)
        if all(r.text != line for r in out):
            out.append(Recent(row.game, row.n, line))
    return out


@dataclass(frozen=True)
class Kept:
    """An unfinished match kept aside for later: its file, a line of text and the id the
    history keeps it under (:func:`~cardtable.storage.stats.match_id`)."""

    path: str
    text: str
    match: str = ""


# The lists' least room in pixels before they scroll (the card must fit 1024×700); a taller
# window gives each a fifth of its height.
KEPT_MOST = 130
RECENT_MOST = 170
# Room round a row's text (a style sheet's item padding was left out of the wrapped row's
# height: long rows were cut short with "…" instead of wrapping, a player's review).
ROW_PAD = QSize(8, 5)


class _RowDelegate(QStyledItemDelegate):
    """A row as tall as its text wrapped at the list's width, painted inside the same room."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        view = self.parent()
        width = max(40, (view.viewport().width() if isinstance(view, QListWidget) else option.rect.width())
                    - 2 * ROW_PAD.width())
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        tall = option.fontMetrics.boundingRect(QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text)
        return QSize(width + 2 * ROW_PAD.width(), tall.height() + 2 * ROW_PAD.height())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text, opt.text = opt.text, ""
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)  # the row's background
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        painter.save()
        painter.setPen(QColor("#ffffff" if selected else "#1d2a22"))
        painter.drawText(opt.rect.adjusted(ROW_PAD.width(), ROW_PAD.height(), -ROW_PAD.width(), -ROW_PAD.height()),
                         int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         text)
        painter.restore()


class _Rows(QListWidget):
    """A list as tall as its rows, up to ``most`` pixels (then it scrolls): a tall empty box
    under a line or two looked unfinished. A row too long for the width wraps (never a scroll
    bar sideways), so the height is worked out again whenever the width changes. The row
    Enter opens is marked only while the list has the focus: marked before, it read as what
    Enter would open from the buttons above (a player's review)."""

    def __init__(self, name: str, least: int) -> None:
        super().__init__()
        self.least = self.most = least
        self.setAccessibleName(name)
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)  # rows laid out again at each width
        self.setItemDelegate(_RowDelegate(self))

    def fit(self) -> None:
        self.doItemsLayout()  # the rows as wrapped at this width
        tall = sum(self.visualItemRect(self.item(i)).height() for i in range(self.count()))
        chrome = self.height() - self.viewport().height()  # frame and padding, as styled
        self.setFixedHeight(min(self.most, tall + chrome + 2))
        self.doItemsLayout()  # and the scroll bar judged again at that height (it stayed, a pixel short)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if self.count():
            self.setCurrentRow(max(0, self.currentRow()))  # selects it: the row Enter opens

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() != Qt.FocusReason.PopupFocusReason:  # (its right-click menu keeps it)
            self.clearSelection()


def _list_label(name: str, keys: str) -> QLabel:
    """The heading over one of the start screen's lists: its name in bold on a line of its
    own, its keys under it in a quieter colour. Written as one sentence ("Unfinished games kept
    for later (Enter or double-click: resume; Delete: take off the list)"), it wrapped at
    1024 pixels with "the list)" alone on its second line, and the name read as one more hint."""
    label = QLabel(f"<b>{html.escape(name)}</b><br><span style='color: #c9d3c2'>"
                   f"{html.escape(keys)}</span>")
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    return label


class StartScreen(QWidget):
    """Buttons for the ways into a match; ``continue_match`` is shown only when there is one."""

    continue_match = Signal()
    new_game = Signal()
    exercises = Signal()
    again = Signal(str, int)  # a recent match's game and player count: a new game like it
    resume_kept = Signal(str)  # the file of an unfinished match kept aside
    discard_kept = Signal(str, str)  # the same, no longer wanted in the list (Delete), and its line

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StartScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # the felt from the style sheet
        self.setStyleSheet("#StartScreen { background: qradialgradient(cx:0.5, cy:0.45, radius:0.8,"
                           " stop:0 #2f7a4c, stop:1 #17432a); }"
                           " #StartScreen QLabel { color: #f4efd8; }"
                           " #StartCard { background: rgba(10, 30, 18, 150); border-radius: 14px; }"
                           " #StartCard QPushButton { font-size: 15px; padding: 9px 18px; text-align: left; }"
                           # The lists as the buttons: rows with room, the one Enter opens marked
                           # whether or not the list has the focus, a row under the mouse lit (a
                           # player's review: a bare white strip, its rows touching the border).
                           " #StartCard QListWidget { background: #f7f4e8; color: #1d2a22; border: 1px solid #8fa89a;"
                           " border-radius: 6px; padding: 3px; }"
                           " #StartCard QListWidget::item { border-radius: 4px; }"
                           " #StartCard QListWidget::item:hover { background: #e3ecdf; }"
                           " #StartCard QListWidget::item:selected { background: #2f7a4c; color: #ffffff; }")
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        row = QHBoxLayout()
        outer.addLayout(row)
        outer.addStretch(2)
        row.addStretch(1)
        card = QFrame()
        card.setObjectName("StartCard")
        card.setMaximumWidth(640)
        row.addWidget(card, 3)
        row.addStretch(1)
        box = QVBoxLayout(card)
        box.setContentsMargins(28, 22, 28, 22)
        box.setSpacing(10)
        title = QLabel("cardtable")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(title)
        tagline = QLabel(self.tr("Five trick-taking card games against the computer"))
        tagline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        tagline.setWordWrap(True)
        box.addWidget(tagline)
        box.addSpacing(8)
        self.continue_button = QPushButton()
        self.continue_button.clicked.connect(self.continue_match)
        box.addWidget(self.continue_button)
        self.new_button = QPushButton(self.tr("&New game…"))
        self.new_button.clicked.connect(self.new_game)
        box.addWidget(self.new_button)
        self.exercises_button = QPushButton(self.tr("Minibridge &exercises…"))
        self.exercises_button.clicked.connect(self.exercises)
        box.addWidget(self.exercises_button)
        kept_name = self.tr("Unfinished games kept for later")
        self.kept_label = _list_label(kept_name, self.tr("Enter or double-click: resume · Delete: take off the list"))
        box.addWidget(self.kept_label)
        self.kept = _Rows(kept_name, KEPT_MOST)
        self.kept.itemActivated.connect(lambda item: self.resume_kept.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.kept.installEventFilter(self)  # Delete takes the current match off the list
        # ... and so does its right-click menu, beside Resume (Delete alone was hard to find).
        self.kept.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        resume = QAction(self.tr("Resume"), self.kept)
        resume.triggered.connect(self._resume_current)
        remove = QAction(self.tr("Take off the list…"), self.kept)
        remove.triggered.connect(self._discard_current)
        self.kept.addActions([resume, remove])
        box.addWidget(self.kept)
        recent_name = self.tr("Recent matches")
        self.recent_label = _list_label(recent_name, self.tr("Enter or double-click: play that game again"))
        box.addSpacing(6)
        box.addWidget(self.recent_label)
        self.recent = _Rows(recent_name, RECENT_MOST)
        self.recent.itemActivated.connect(self._again)
        for button in (self.continue_button, self.new_button, self.exercises_button):
            button.setAutoDefault(True)  # Enter presses the focused button, as in a dialog
        box.addWidget(self.recent)
        self.set_resumable(None)
        self.set_kept([])
        self.set_recent([])

    def set_resumable(self, match: str | None) -> None:
        """Offer to continue the unfinished ``match`` ("Bugami — Round 2"; ``None``: there
        is none). A button's text does not wrap: it is kept short ("Continue the unfinished
        Dumb-Bunny Bridge match (Hand 8 of 16)" was cut off)."""
        self.continue_button.setVisible(match is not None)
        if match is not None:
            self.continue_button.setText(self.tr("&Continue: {0}").format(match))
        self.focus_first()

    def set_kept(self, kept: list[Kept]) -> None:
        """List the unfinished matches kept aside (none: the list is hidden)."""
        self.kept.clear()
        for k in kept:
            item = QListWidgetItem(k.text)
            item.setData(Qt.ItemDataRole.UserRole, k.path)
            item.setToolTip(k.path)
            self.kept.addItem(item)
        self.kept.fit()
        self.kept.setVisible(bool(kept))
        self.kept_label.setVisible(bool(kept))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.kept and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.kept.currentItem() is not None):
            self._discard_current()
            return True
        return super().eventFilter(watched, event)

    def _discard_current(self) -> None:
        item = self.kept.currentItem()
        if item is not None:
            self.discard_kept.emit(item.data(Qt.ItemDataRole.UserRole), item.text())

    def _resume_current(self) -> None:
        item = self.kept.currentItem()
        if item is not None:
            self.resume_kept.emit(item.data(Qt.ItemDataRole.UserRole))

    def set_recent(self, recent: list[Recent]) -> None:
        self.recent.clear()
        for r in recent:
            item = QListWidgetItem(r.text)
            item.setData(Qt.ItemDataRole.UserRole, (r.game, r.n))
            self.recent.addItem(item)
        self.recent.fit()
        self.recent.setVisible(bool(recent))
        self.recent_label.setVisible(bool(recent))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A taller window gives each list a fifth of its height before it scrolls (five
        kept matches at 1600×1000 hid the fifth behind a scroll bar, the screen half empty)."""
        super().resizeEvent(event)
        for rows in (self.kept, self.recent):
            most = max(rows.least, self.height() // 5)
            if most != rows.most:
                rows.most = most
                rows.fit()

    def focus_first(self) -> None:
        """Enter starts what the player most likely wants: continue, else a new game."""
        button = self.continue_button if self.continue_button.isVisibleTo(self) else self.new_button
        button.setFocus()

    def _again(self, item: QListWidgetItem) -> None:
        game, n = item.data(Qt.ItemDataRole.UserRole)
        self.again.emit(game, n)
