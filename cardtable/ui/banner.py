"""A banner across the top of the main window for what went wrong outside the game (a
failed autosave, a damaged file kept aside, a match open in another window): told once,
plainly, with the file's path, and never in the way — no modal dialog, play goes on.

Each message has a key; the same key is shown once until :meth:`Banner.clear` lifts it
(a fault repeating at every action stays one message, not a storm).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QToolBar, QWidget


class Banner(QToolBar):
    """A fixed tool bar holding one message, its buttons and a close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Fault_banner")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)
        box = QWidget(self)
        self._layout = QHBoxLayout(box)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self.label = QLabel(box)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setAccessibleName(self.tr("Notice"))
        self._layout.addWidget(self.label, 1)
        self._buttons: list[QPushButton] = []
        close = QPushButton(self.tr("Dismiss"), box)
        close.clicked.connect(self.hide)
        self._layout.addWidget(close)
        self.addWidget(box)
        self.setStyleSheet("QToolBar#Fault_banner { background: #fff4c2; border-bottom: 1px solid #c9a400; }"
                           "QToolBar#Fault_banner QLabel { color: #222; }")
        self.key: str | None = None
        self.shown: list[str] = []  # every message shown, in order (tests and the log read it)
        self.hide()

    def tell(self, key: str, text: str, buttons: Sequence[tuple[str, Callable[[], None]]] = ()) -> bool:
        """Show ``text`` unless the message ``key`` is already up; True when shown now."""
        if key == self.key:
            return False
        self.key = key
        self.shown.append(text)
        self.label.setText(text)
        for b in self._buttons:
            b.deleteLater()
        self._buttons = []
        for label, action in buttons:
            button = QPushButton(label, self)
            button.clicked.connect(action)
            button.clicked.connect(self.hide)
            self._layout.insertWidget(self._layout.count() - 1, button)
            self._buttons.append(button)
        self.show()
        return True

    def clear(self, key: str | None = None) -> None:
        """Lift the message ``key`` (any message when None): it may be told again."""
        if key is None or key == self.key:
            self.key = None
            self.hide()

    @property
    def text(self) -> str:
        return "" if self.isHidden() else self.label.text()
