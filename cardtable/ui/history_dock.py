"""The trick history of the round in play, newest last, from the human's PlayerView.

One row per trick, its plays wrapping within the dock's width: at ten players a trick is a
long line, and a dock that scrolled sideways would hide who won it. Hearts and diamonds are
red here as on the cards and in the score sheet: the rows keep plain text (what a screen
reader says and what tests read) and a delegate paints them with the red suits' signs red."""

from __future__ import annotations

import html

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QListView,
    QListWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import CARDS
from ..engine.view import PlayerView
from ..words import card_sign
from .suit_ink import four_colour, signs_html

# Joins a player's name to their card (and the dash to the winner) so that a wrapped line
# never parts them: lines break only between plays.
KEEP = "\u00a0"


def trick_lines(view: PlayerView) -> list[str]:
    """'1. Ada A♠, Ben 3♠, … — Ada' per finished trick. Commas, not "·": a wrapped line
    ended or began with a lone dot; it ends with a comma, as written words do."""
    names = view.players
    n = len(names)
    lines = []
    for k, (leader, cards, winner) in enumerate(view.history, start=1):
        plays = ", ".join(f"{names[(leader + i) % n]}{KEEP}{card_sign(CARDS[c])}" for i, c in enumerate(cards))
        lines.append(f"{k}. {plays}{KEEP}—{KEEP}{names[winner]}")
    return lines


def suit_markup(text: str) -> str:
    """The row's text as rich text, each suit sign in its colour (:mod:`suit_ink`)."""
    return signs_html(html.escape(text))


class SuitSignWrapDelegate(QStyledItemDelegate):
    """Paints a row as wrapped rich text at the view's width, and sizes it to match."""

    # Room between the row's edge and its text, as the style leaves for plain rows.
    PAD = 3

    # Laid-out rows kept at most: a round's tricks at a few widths.
    KEPT = 128

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Each row laid out once per (text, width, font, deck): the view asks for a row's size
        # and paints it again and again, and laying rich text out is the costly part.
        self._laid_out: dict[tuple[str, int, str, bool], QTextDocument] = {}

    def _document(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QTextDocument:
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        view = option.widget
        width = max(view.viewport().width() if isinstance(view, QListView) else option.rect.width(), 40)
        key = (text, width, option.font.key(), four_colour())
        doc = self._laid_out.get(key)
        if doc is None:
            if len(self._laid_out) >= self.KEPT:
                self._laid_out.clear()
            doc = self._laid_out[key] = QTextDocument()
            doc.setDefaultFont(option.font)
            doc.setDocumentMargin(self.PAD)
            doc.setHtml(suit_markup(text))
            doc.setTextWidth(width)
        return doc

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""  # the style draws the row's background and focus; the text is ours
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        doc = self._document(opt, index)
        context = QAbstractTextDocumentLayout.PaintContext()
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        context.palette.setColor(QPalette.ColorRole.Text, opt.palette.color(role))
        painter.save()
        painter.translate(opt.rect.topLeft())
        painter.setClipRect(opt.rect.translated(-opt.rect.topLeft()))
        doc.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        doc = self._document(opt, index)
        return QSize(int(doc.idealWidth()), int(doc.size().height()) + 1)


class TrickHistory(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Tricks played this round"))
        self.list.setWordWrap(True)  # a long trick takes two lines rather than a sideways scroll
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)  # re-wrap as the dock narrows or widens
        self.list.setAlternatingRowColors(True)  # where one wrapped trick ends and the next begins
        self.list.setItemDelegate(SuitSignWrapDelegate(self.list))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.list)
        # The rows shown, as show_view last set them.
        self._lines: list[str] = []

    def show_view(self, view: PlayerView | None) -> None:
        """Shows the view's tricks. The window calls this after every batch of events, and
        most batches add no trick: the rows are left alone when nothing changed, and only the
        new tricks are added when the round went on (rebuilding every row lays each out again)."""
        lines = trick_lines(view) if view is not None else []
        shown = self._lines if self.list.count() == len(self._lines) else None
        if lines == shown:
            return
        if shown and lines[:len(shown)] == shown:
            self.list.addItems(lines[len(shown):])
        else:
            self.list.clear()
            self.list.addItems(lines)
        self._lines = lines
        if lines:
            self.list.scrollToBottom()

    def restyle(self) -> None:
        """The deck's colours changed: the rows are painted again in them."""
        self.list.viewport().update()

    def last_trick(self) -> str | None:
        count = self.list.count()
        return self.list.item(count - 1).text() if count else None
