"""The trick history of the round in play, newest last, from the human's PlayerView.

One row per trick, its plays wrapping within the dock's width: at ten players a trick is a
long line, and a dock that scrolled sideways would hide who won it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListView, QListWidget, QVBoxLayout, QWidget

from ..engine.cards import CARDS
from ..engine.view import PlayerView

#: Joins a player's name to their card (and the dash to the winner) so that a wrapped line
#: never parts them: lines break only between plays.
KEEP = "\u00a0"


def trick_lines(view: PlayerView) -> list[str]:
    """'1. Ada A♠ · Ben 3♠ · … — Ada' per finished trick."""
    names = view.players
    n = len(names)
    lines = []
    for k, (leader, cards, winner) in enumerate(view.history, start=1):
        plays = " · ".join(f"{names[(leader + i) % n]}{KEEP}{CARDS[c].pretty}" for i, c in enumerate(cards))
        lines.append(f"{k}. {plays}{KEEP}—{KEEP}{names[winner]}")
    return lines


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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.list)

    def show_view(self, view: PlayerView | None) -> None:
        self.list.clear()
        if view is not None:
            self.list.addItems(trick_lines(view))
            self.list.scrollToBottom()

    def last_trick(self) -> str | None:
        count = self.list.count()
        return self.list.item(count - 1).text() if count else None
