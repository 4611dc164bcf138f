"""A label of short lines made of phrases joined by "·", broken as the table's corner breaks
its lines (:mod:`.line_wrap`): between phrases where it can, never with a "·" starting a line
or left hanging at one's end. Qt's own word wrap breaks at any space, so the score sheet's key
read "… Bl blind" / "· 0 Zero · Σ total", or ended a line on a lone "·" (a player's review).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from .line_wrap import wrap_measured


class PhraseLabel(QLabel):
    """A word-wrapped label whose lines (:meth:`set_lines`) it breaks itself to its width, each
    time the width changes; Qt's wrap stays on for what one phrase alone cannot fit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._lines: tuple[str, ...] = ()

    def set_lines(self, lines: Sequence[str]) -> None:
        self._lines = tuple(lines)
        self._rewrap()

    def lines(self) -> tuple[str, ...]:
        """The lines as given, before breaking."""
        return self._lines

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._rewrap()

    def _rewrap(self) -> None:
        reach = self.contentsRect().width() - 2 * self.margin() - 2  # a pixel either side for rounding
        if reach > 0:
            metrics = QFontMetricsF(self.font())
            text = "\n".join(wrap_measured(self._lines, metrics.horizontalAdvance, reach))
        else:  # not laid out yet: the lines as they are, broken once a width comes
            text = "\n".join(self._lines)
        if text != self.text():
            self.setText(text)
