"""The review of a finished round: all hands, the play trick by trick (buttons and arrow
keys), the winner of each trick, and in Minibridge the double-dummy cost of each card."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine.match import Match
from ..review import ReviewTable, card_text, cost_words, double_dummy_costs, hand_lines, review_table

RED = {1, 2}  # hearts and diamonds


class ReviewDialog(QDialog):
    def __init__(self, match: Match, round_index: int, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.round_index = round_index
        self.table: ReviewTable = review_table(match, round_index, player)
        self.step = 0
        self._costs: dict[int, list[int | None]] = {}
        self.setWindowTitle(self.tr("Review of round {0}").format(round_index + 1))
        self.setAccessibleName(self.windowTitle())
        self.resize(760, 520)
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        self.hand_labels: list[QLabel] = []
        for seat, p in enumerate(self.table.players):
            label = QLabel()
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAccessibleName(self.tr("Hand of {0}").format(match.players[p]))
            self.hand_labels.append(label)
            grid.addWidget(label, seat // 4, seat % 4)
        layout.addLayout(grid)
        self.trick_label = QLabel()
        self.trick_label.setTextFormat(Qt.TextFormat.RichText)
        self.trick_label.setWordWrap(True)
        self.trick_label.setAccessibleName(self.tr("The trick"))
        layout.addWidget(self.trick_label, 1)
        row = QHBoxLayout()
        self.first = QPushButton(self.tr("|◀ Start"))
        self.back = QPushButton(self.tr("◀ Previous"))
        self.forward = QPushButton(self.tr("Next ▶"))
        self.last = QPushButton(self.tr("End ▶|"))
        for button, target in ((self.first, lambda: 0), (self.back, lambda: self.step - 1),
                               (self.forward, lambda: self.step + 1), (self.last, lambda: len(self.table.tricks))):
            button.clicked.connect(lambda _=False, t=target: self.go(t()))
            row.addWidget(button)
        layout.addLayout(row)
        self._keys = {Qt.Key.Key_Left: lambda: self.step - 1, Qt.Key.Key_Right: lambda: self.step + 1,
                      Qt.Key.Key_Home: lambda: 0, Qt.Key.Key_End: lambda: len(self.table.tricks)}
        for widget in (self, self.first, self.back, self.forward, self.last):
            widget.installEventFilter(self)  # arrows step the play wherever the focus is
        self.go(0)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.KeyPress and event.key() in self._keys:
            self.go(self._keys[event.key()]())
            return True
        return super().eventFilter(obj, event)

    def go(self, step: int) -> None:
        self.step = max(0, min(step, len(self.table.tricks)))
        names = self.match.players
        hands = self.table.hands_after(self.step)
        for seat, label in enumerate(self.hand_labels):
            lines = "<br>".join(self._suit_line(line) for line in hand_lines(hands[seat]))
            label.setText(f"<b>{names[self.table.players[seat]]}</b><br>{lines}")
        if self.step == 0:
            self.trick_label.setText(self.tr("<p>The hands as dealt. Step through the play with ▶ or the "
                                             "arrow keys.</p>"))
        else:
            self.trick_label.setText(self._trick_html(self.step - 1))
        self.back.setEnabled(self.step > 0)
        self.first.setEnabled(self.step > 0)
        self.forward.setEnabled(self.step < len(self.table.tricks))
        self.last.setEnabled(self.step < len(self.table.tricks))

    def costs(self, k: int) -> list[int | None]:
        if self.table.game != "minibridge":
            return []
        if k not in self._costs:
            self._costs[k] = double_dummy_costs(self.table, k)
        return self._costs[k]

    def _trick_html(self, k: int) -> str:
        leader, cards, winner = self.table.tricks[k]
        n = len(self.table.players)
        names = self.match.players
        costs = self.costs(k)
        rows = []
        for i, c in enumerate(cards):
            seat = (leader + i) % n
            who = names[self.table.players[seat]]
            mark = " ✔" if seat == winner else ""
            cost = cost_words(costs[i]) if i < len(costs) else ""
            note = f" <i style='color:#a33'>— {cost}</i>" if cost else ""
            rows.append(f"<li>{who}: {self._card(c)}{mark}{note}</li>")
        head = self.tr("Trick {0} of {1} — won by {2}").format(k + 1, len(self.table.tricks),
                                                               names[self.table.players[winner]])
        return f"<p><b>{head}</b></p><ul>{''.join(rows)}</ul>"

    @staticmethod
    def _card(c: int) -> str:
        colour = "#c0162c" if c // 13 in RED else "#111"
        return f"<span style='color:{colour}; font-weight:bold'>{card_text(c)}</span>"

    @staticmethod
    def _suit_line(line: str) -> str:
        red = line.startswith(("♥", "♦"))
        return f"<span style='color:{'#c0162c' if red else '#111'}'>{line[0]}</span>{line[1:]}"
