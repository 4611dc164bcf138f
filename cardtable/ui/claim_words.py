"""A refused claim told as a teacher would, while the deal goes on: what the defence can hold
you to, and that you play on.

Only the count is said. The line that defeats the claim is played with every hand in view,
so it names the defenders' cards; shown while the deal is still being played it would give
the player both hidden hands (the session never passes it on: see
:mod:`cardtable.session.claims`). Once the deal is over, the review shows what each card
cost double dummy.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ..analysis.claim import ClaimCheck
from .windows import fit_to_screen

translate = QCoreApplication.translate


def tricks(count: int) -> str:
    """'1 trick', '8 tricks'."""
    return (translate("Claim", "1 trick") if count == 1
            else translate("Claim", "{0} tricks").format(count))


def refusal_heading(check: ClaimCheck, left: int) -> str:
    """'The defence can hold you to 8 tricks …': the verdict, and what to do now."""
    return translate(
        "Claim", "The defence can hold you to {0} of the {1} left, so your claim of {2} does not stand. "
        "Play on: once the deal is over, View ▸ Review last round shows what each card cost."
    ).format(tricks(check.possible), left, check.claimed)


class ClaimRefusedDialog(QDialog):
    """The verdict and a Close button; not modal, so the table stays in view behind it and
    play goes on."""

    def __init__(self, check: ClaimCheck, left: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Claim", "Claim refused"))
        self.heading = QLabel(refusal_heading(check, left))
        self.heading.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(buttons)
        fit_to_screen(self, 460, 160)

    def text(self) -> str:
        """What the box says, as plain text."""
        return self.heading.text()
