"""Questions put to the player in a message box, and how their buttons look."""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QMessageBox


def plain_buttons(box: QMessageBox) -> None:
    """No icons on a question's buttons: the style's tick and cross stood on "Abandon it" and
    "Keep playing" as if abandoning were the safe answer, and on Yes and No of "Resume?" as if
    keeping a match for later were refusing something."""
    for button in box.buttons():
        button.setIcon(QIcon())
