"""What every scorekeeper entry form shares: the words of suits and seats, the %1 filler,
and the :class:`EntryForm` base each game's form (in its face, ``ui/games/<game>.py``)
builds on."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from ..scorekeeper import (
    RoundInfo,
    ScoreSheet,
)

SUITS = "SHDC"
SUIT_SYMBOLS = dict(zip(SUITS, "♠♥♦♣", strict=True))
# Always ``translate("Scorekeeper", "literal")`` (the context spelled out, the text a literal):
# that is what lupdate extracts (tests/test_translations.py checks).
translate = QCoreApplication.translate


def fill(text: str, *args: object) -> str:
    """Fill an already translated text's %1, %2… with ``args`` (highest first, so %1 never eats %10)."""
    out = text
    for i in range(len(args), 0, -1):
        out = out.replace(f"%{i}", str(args[i - 1]))
    return out


def number(n: int) -> str:
    """A score as the sheet writes it: a negative one with a minus sign (−10), as the rest of
    the app does, not a hyphen. (The CSV export keeps the plain hyphen a spreadsheet reads.)"""
    return str(n).replace("-", "\u2212")


def signed(n: int) -> str:
    """What a round added, always signed: +20, −10."""
    return f"{n:+d}".replace("-", "\u2212")


def compass(seat: int) -> str:
    """North, East, South or West (seat 0 is North), translated."""
    return (
        translate("Scorekeeper", "North"),
        translate("Scorekeeper", "East"),
        translate("Scorekeeper", "South"),
        translate("Scorekeeper", "West"),
    )[seat % 4]


def compass_letter(seat: int) -> str:
    """N, E, S or W (seat 0 is North) in the app's language: W is O in French. The record and
    the command line keep the engine's ``SEAT_LETTERS``."""
    return (
        translate("Compass", "N", "compass: North"),
        translate("Compass", "E", "compass: East"),
        translate("Compass", "S", "compass: South"),
        translate("Compass", "W", "compass: West"),
    )[seat % 4]


def suit_names() -> dict[str, str]:
    return {
        "S": translate("Scorekeeper", "♠ Spades"),
        "H": translate("Scorekeeper", "♥ Hearts"),
        "D": translate("Scorekeeper", "♦ Diamonds"),
        "C": translate("Scorekeeper", "♣ Clubs"),
    }


def strain_name(strain: str) -> str:
    return translate("Scorekeeper", "No trumps") if strain == "NT" else suit_names()[strain]


def spin_box(high: int, name: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, high)
    spin.setAccessibleName(name)
    spin.setMinimumWidth(64)
    return spin


# What a count not entered yet shows (:func:`unset_spin_box`).
UNSET = -1


class UnsetSpinBox(QSpinBox):
    """A count box that starts empty: its lowest value, :data:`UNSET`, shows a dash, so a
    result the scorer has not typed is never taken for one they have. A digit typed over
    the dash replaces it, wherever the cursor stands (clicked into, the box would otherwise
    read "–8" and refuse the digit)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.value() == UNSET and event.text().isdigit():
            self.lineEdit().selectAll()
        super().keyPressEvent(event)


def unset_spin_box(high: int, name: str) -> QSpinBox:
    """An :class:`UnsetSpinBox` from :data:`UNSET` to ``high``, showing its dash."""
    spin = UnsetSpinBox()
    spin.setRange(UNSET, high)
    spin.setAccessibleName(name)
    spin.setMinimumWidth(64)
    spin.setSpecialValueText("\u2013")
    spin.setValue(UNSET)
    return spin


# ----- entry forms -------------------------------------------------------------------------


class EntryForm(QWidget):
    """The inputs of one round for one game; ``data()`` is what :class:`ScoreSheet` takes."""

    # Emitted whenever an input changes, so the window can refresh its live announcement.
    changed = Signal()

    def __init__(self, sheet: ScoreSheet) -> None:
        super().__init__()
        self.sheet = sheet
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(12)
        self.info: RoundInfo | None = None

    def name(self, player: int) -> str:
        return self.sheet.players[player]

    def header(self, *titles: str) -> None:
        for col, text in enumerate(titles):
            label = QLabel(f"<b>{text}</b>")
            self.grid.addWidget(label, 0, col)

    def reset(self, info: RoundInfo) -> None:
        """Fresh inputs for the next round."""
        self.info = info

    def live(self) -> str:
        """A line about the round so far (bids total, declarer), shown as the scorer types."""
        return ""

    def missing(self) -> str:
        """What the scorer has not entered yet, as a whole translated sentence ("" when nothing
        is missing). A round starts with its bids (and Dumb-Bunny's tricks) unset rather than
        filled in from the last round, so nothing is recorded that the scorer did not enter;
        the window refuses Record with this sentence until they are."""
        return ""

    def first_input(self) -> QWidget | None:
        return None


