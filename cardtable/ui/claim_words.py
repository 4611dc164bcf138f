"""A refused claim told as a teacher would: first what the defence can hold you to, then the
line that does it, one numbered trick per line, leader first and the winner marked.

The line comes from the claim check (:mod:`cardtable.session.claims` splits it into tricks);
this module only puts it into words and into a window that fits the screen, scrolling when
thirteen tricks are more than the screen holds.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from ..analysis.claim import ClaimCheck
from ..engine.cards import CARDS
from ..engine.view import PlayerView
from ..session.claims import line_tricks
from .windows import fit_to_screen

translate = QCoreApplication.translate

#: Hearts and diamonds in red, readable on the dialog's light background.
RED = "#b00020"


def tricks(count: int) -> str:
    """'1 trick', '8 tricks'."""
    return (translate("Claim", "1 trick") if count == 1
            else translate("Claim", "{0} tricks").format(count))


def refusal_heading(check: ClaimCheck, left: int) -> str:
    """'The defence can hold you to 8 tricks …': the verdict before the proof."""
    return translate(
        "Claim", "The defence can hold you to {0} of the {1} left, so your claim of {2} does not stand. "
        "With each side playing its best, this is how:").format(tricks(check.possible), left, check.claimed)


def trick_lines(view: PlayerView, check: ClaimCheck) -> list[tuple[str, str]]:
    """The defeating line as (plain text, rich text) per trick, numbered as in the deal:
    'Trick 2: Ada ♠K, You ♠3, Ben ♠A, Cleo ♠4 — won by Ben (defence)'. The trick in progress
    comes first, with the cards already on the table."""
    names = view.players
    n = len(names)
    played = line_tricks(n, view.leader, view.trick, check.line, view.trump)
    out = []
    for k, (leader, cards, winner) in enumerate(played, start=len(view.history) + 1):
        plain, rich = [], []
        for i, card in enumerate(cards):
            seat = (leader + i) % n
            play = f"{names[seat]} {CARDS[card].pretty}"
            plain.append(play)
            shown = escape(play)
            if CARDS[card].pretty[-1] in "♥♦":
                suit = CARDS[card].pretty[-1]
                shown = shown[:-1] + f'<span style="color:{RED}">{suit}</span>'
            rich.append(f"<b>{shown}</b>" if seat == winner else shown)
        side = (translate("Claim", "your side") if winner % 2 == view.seat % 2
                else translate("Claim", "defence"))
        won = translate("Claim", "won by {0} ({1})").format(names[winner], side)
        head = translate("Claim", "Trick {0}:").format(k)
        out.append((f"{head} {', '.join(plain)} — {won}", f"{head} {', '.join(rich)} — {escape(won)}"))
    return out


class ClaimRefusedDialog(QDialog):
    """The verdict on top, the tricks below in a pane that scrolls, a Close button; not modal,
    so the table stays in view behind it."""

    def __init__(self, view: PlayerView, check: ClaimCheck, left: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Claim", "Claim refused"))
        self.heading = QLabel(refusal_heading(check, left))
        self.heading.setWordWrap(True)
        lines = trick_lines(view, check)
        self.lines = [plain for plain, _ in lines]
        self.tricks = QTextBrowser()
        self.tricks.setAccessibleName(translate("Claim", "The defence's line, trick by trick"))
        self.tricks.setHtml("".join(f"<p>{rich}</p>" for _, rich in lines))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.tricks, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, 620, 560)

    def text(self) -> str:
        """All of it as plain text (the verdict, then a line per trick)."""
        return "\n".join([self.heading.text(), *self.lines])
