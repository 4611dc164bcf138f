"""Dialogs of the practice window: the deal editor (click cards into hands, or type the
PBN deal) and the deal generator (constraints for a lesson's theme)."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..bridge.deal import SUIT_SYMBOLS, Board, DealError, deal_from_pbn, deal_to_pbn
from ..bridge.generate import Constraints, NoDealFound, generate
from ..words import rank_sign, suit_noun
from .practice_diagram import seat_name, suit_colour

translate = QCoreApplication.translate
SEAT_TINTS = ("#d6e8ff", "#ffe2c6", "#d9f2d0", "#f3d6f0")


class DealEditor(QDialog):
    """Build a deal by clicking: choose a seat, then click its cards in the 4×13 grid
    (click again to take a card back); or type a PBN deal string. OK once every hand has
    13 cards."""

    def __init__(self, parent: QWidget | None = None, board: Board | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Practice", "Deal editor"))
        self.owner: list[int | None] = [None] * 52
        layout = QVBoxLayout(self)
        intro = QLabel(translate("Practice", "Choose a seat, then click its cards. Or type a PBN deal "
                                      "such as N:AK2.QJ5.T98.7654 … and press Enter."))
        intro.setWordWrap(True)
        layout.addWidget(intro)

        seats_row = QHBoxLayout()
        self.seat_group = QButtonGroup(self)
        self.seat_buttons = []
        for seat in range(4):
            b = QRadioButton(seat_name(seat))
            b.setStyleSheet(f"QRadioButton {{ background: {SEAT_TINTS[seat]}; padding: 3px 8px; border-radius: 4px; }}")
            self.seat_group.addButton(b, seat)
            self.seat_buttons.append(b)
            seats_row.addWidget(b)
        self.seat_buttons[0].setChecked(True)
        seats_row.addStretch(1)
        seats_row.addWidget(QLabel(translate("Practice", "Dealer:")))
        self.dealer = QComboBox()
        self.dealer.addItems([seat_name(s) for s in range(4)])
        self.dealer.setAccessibleName(translate("Practice", "Dealer"))
        seats_row.addWidget(self.dealer)
        layout.addLayout(seats_row)

        grid = QGridLayout()
        grid.setSpacing(3)
        self.card_buttons: list[QToolButton] = [None] * 52  # type: ignore[list-item]
        for s in range(4):
            sym = QLabel(f'<span style="font-size:16pt; color:{suit_colour(s)}">{SUIT_SYMBOLS[s]}</span>')
            grid.addWidget(sym, s, 0)
            for col, rank in enumerate(range(14, 1, -1)):
                card = 13 * s + rank - 2
                button = QToolButton()
                button.setMinimumSize(44, 40)
                button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
                button.clicked.connect(lambda _=False, c=card: self.toggle(c))
                self.card_buttons[card] = button
                grid.addWidget(button, s, col + 1)
        layout.addLayout(grid)

        pbn_row = QHBoxLayout()
        pbn_row.addWidget(QLabel(translate("Practice", "PBN deal:")))
        self.pbn = QLineEdit()
        self.pbn.setAccessibleName(translate("Practice", "PBN deal"))
        self.pbn.returnPressed.connect(self.read_pbn)
        pbn_row.addWidget(self.pbn, 1)
        fill = QPushButton(translate("Practice", "Deal the &rest at random"))
        fill.clicked.connect(self.fill_rest)
        pbn_row.addWidget(fill)
        clear = QPushButton(translate("Practice", "C&lear"))
        clear.clicked.connect(self.clear)
        pbn_row.addWidget(clear)
        layout.addLayout(pbn_row)

        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        if board is not None:
            for seat, mask in enumerate(board.hands):
                for c in range(52):
                    if mask >> c & 1:
                        self.owner[c] = seat
            self.dealer.setCurrentIndex(board.dealer)
        self.refresh()

    @property
    def current_seat(self) -> int:
        return max(0, self.seat_group.checkedId())

    def toggle(self, card: int) -> None:
        seat = self.current_seat
        if self.owner[card] == seat:
            self.owner[card] = None
        elif sum(1 for o in self.owner if o == seat) >= 13:
            self.status.setText(translate("Practice", "{0} already has 13 cards: click one of them to take it back.")
                                .format(seat_name(seat)))
            return
        else:
            self.owner[card] = seat
        self.refresh()

    def hands(self) -> list[int]:
        masks = [0, 0, 0, 0]
        for c, o in enumerate(self.owner):
            if o is not None:
                masks[o] |= 1 << c
        return masks

    def refresh(self) -> None:
        for c, b in enumerate(self.card_buttons):
            s, rank = divmod(c, 13)
            r = rank_sign(rank + 2)  # "R" for the king in French, as on the cards
            o = self.owner[c]
            b.setText(f"{r}\n{seat_name(o)[:1] if o is not None else '·'}")
            tint = SEAT_TINTS[o] if o is not None else "#ffffff"
            b.setStyleSheet(f"QToolButton {{ background: {tint}; color: {suit_colour(s)}; font-weight: bold; "
                            f"border: 1px solid #999; border-radius: 4px; }} "
                            f"QToolButton:focus {{ border: 2px solid #2060c0; }}")
            where = seat_name(o) if o is not None else translate("Practice", "nobody")
            b.setAccessibleName(translate("Practice", "{0} of {1}, held by {2}").format(
                r, suit_noun(s), where))
        counts = [sum(1 for o in self.owner if o == seat) for seat in range(4)]
        for seat, btn in enumerate(self.seat_buttons):
            btn.setText(f"{seat_name(seat)} ({counts[seat]})")
        ok = counts == [13, 13, 13, 13]
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
        if ok:
            self.pbn.setText(deal_to_pbn(self.hands(), self.dealer.currentIndex()))
            self.status.setText(translate("Practice", "The deal is complete."))
        else:
            self.status.setText(translate("Practice", "Cards so far: {0}. Every hand needs 13.").format(
                ", ".join(f"{seat_name(s)} {counts[s]}" for s in range(4))))

    def read_pbn(self) -> None:
        try:
            hands = deal_from_pbn(self.pbn.text())
        except DealError as exc:
            self.status.setText(f'<span style="color:#b00000">{exc}</span>')
            return
        self.owner = [next(seat for seat in range(4) if hands[seat] >> c & 1) for c in range(52)]
        self.refresh()

    def fill_rest(self) -> None:
        rng = random.Random(random.SystemRandom().randrange(2**31))
        free = [c for c in range(52) if self.owner[c] is None]
        rng.shuffle(free)
        for seat in range(4):
            need = 13 - sum(1 for o in self.owner if o == seat)
            for _ in range(max(0, need)):
                self.owner[free.pop()] = seat
        self.refresh()

    def clear(self) -> None:
        self.owner = [None] * 52
        self.refresh()

    def board(self, number: int = 1) -> Board:
        north, east, south, west = self.hands()
        return Board(number, self.dealer.currentIndex(), (north, east, south, west), translate("Practice", "My deal"))


class GeneratorDialog(QDialog):
    """Constraints for a new random deal; "Generate" draws one from a seeded generator."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Practice", "Deal generator"))
        form = QFormLayout(self)
        self.dealer = QComboBox()
        self.dealer.addItems([translate("Practice", "Any"), *(seat_name(s) for s in range(4))])
        form.addRow(translate("Practice", "&Dealer:"), self.dealer)
        self.side = QComboBox()
        self.side.addItems([translate("Practice", "Either pair"), translate("Practice", "North–South"),
                            translate("Practice", "East–West")])
        form.addRow(translate("Practice", "Declaring &side:"), self.side)
        row = QHBoxLayout()
        self.low, self.high = QSpinBox(), QSpinBox()
        for box, value in ((self.low, 21), (self.high, 30)):
            box.setRange(21, 40)
            box.setValue(value)
            row.addWidget(box)
        self.low.setAccessibleName(translate("Practice", "Fewest points"))
        self.high.setAccessibleName(translate("Practice", "Most points"))
        holder = QWidget()
        holder.setLayout(row)
        form.addRow(translate("Practice", "Their &points (from, to):"), holder)
        self.long_suit = QSpinBox()
        self.long_suit.setRange(0, 10)
        self.long_suit.setSpecialValueText(translate("Practice", "any"))
        form.addRow(translate("Practice", "A &long suit of at least:"), self.long_suit)
        self.fit = QSpinBox()
        self.fit.setRange(0, 13)
        self.fit.setSpecialValueText(translate("Practice", "any"))
        form.addRow(translate("Practice", "A &fit of at least:"), self.fit)
        self.balanced = QCheckBox(translate("Practice", "Declarer and dummy &balanced"))
        form.addRow("", self.balanced)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(translate("Practice", "random"))
        form.addRow(translate("Practice", "S&eed:"), self.seed)
        self.status = QLabel(translate("Practice", "Never a 20–20 deal: it would be thrown in."))
        self.status.setWordWrap(True)
        form.addRow(self.status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        go = buttons.addButton(translate("Practice", "&Generate"), QDialogButtonBox.ButtonRole.AcceptRole)
        go.setDefault(True)
        buttons.accepted.connect(self._generate)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.result_board: Board | None = None

    def constraints(self) -> Constraints:
        lo, hi = sorted((self.low.value(), self.high.value()))
        return Constraints(
            dealer=None if self.dealer.currentIndex() == 0 else self.dealer.currentIndex() - 1,
            side=None if self.side.currentIndex() == 0 else self.side.currentIndex() - 1,
            points=(lo, hi), long_suit=self.long_suit.value(), fit=self.fit.value(),
            balanced=self.balanced.isChecked())

    def _generate(self) -> None:
        text = self.seed.text().strip()
        try:
            seed = int(text) if text else random.SystemRandom().randrange(2**31)
        except ValueError:
            self.status.setText(translate("Practice", "The seed must be a whole number."))
            return
        try:
            board = generate(random.Random(seed), self.constraints(), max_tries=60_000)
        except NoDealFound as exc:
            self.status.setText(f'<span style="color:#b00000">{exc}</span>')
            return
        title = translate("Practice", "Generated (seed {0})").format(seed)
        self.result_board = Board(1, board.dealer, board.hands, title)
        self.accept()

