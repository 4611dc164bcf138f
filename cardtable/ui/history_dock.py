"""The trick history of the round in play, newest last, from the human's PlayerView."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget, QVBoxLayout, QWidget

from ..engine.cards import CARDS
from ..engine.view import PlayerView


def trick_lines(view: PlayerView) -> list[str]:
    """'1. Ada A♠ · Ben 3♠ · … — Ada' per finished trick."""
    names = view.players
    n = len(names)
    lines = []
    for k, (leader, cards, winner) in enumerate(view.history, start=1):
        plays = " · ".join(f"{names[(leader + i) % n]} {CARDS[c].pretty}" for i, c in enumerate(cards))
        lines.append(f"{k}. {plays} — {names[winner]}")
    return lines


class TrickHistory(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Tricks played this round"))
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
