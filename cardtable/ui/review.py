"""The review of a finished round, laid out like the table: every hand around a felt on
which the trick of the moment is drawn with the app's own cards, stepped through with
buttons or the arrow keys. The winner's card is ringed in gold; in Minibridge each card
that cost a trick against double-dummy play says so under it."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..analysis.review import ReviewTable, card_text, hand_lines, review_table
from ..engine.cards import SUITS
from ..engine.match import Match
from .card_art import DeckStyle, card_height, paint_card, suit_colour
from .games import face_for
from .round_summary import round_word, says_deal
from .windows import fit_to_screen

# Grid cells (row, column) of the seats, clockwise from the reviewer at the bottom, for
# tables of up to four; bigger tables show the hands in rows above the felt.
COMPASS = {2: ((2, 1), (0, 1)), 3: ((2, 1), (1, 0), (1, 2)), 4: ((2, 1), (1, 0), (0, 1), (1, 2))}
GOLD = QColor(240, 196, 64)


class TrickFelt(QWidget):
    """The felt in the middle of the review: the cards of one trick, each in front of the
    seat that played it, the winner ringed, a cost under each card that cost a trick."""

    def __init__(self, style: DeckStyle, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.style_ = style
        self.setMinimumSize(300, 230)
        # (direction (dx, dy) from the centre, card, caption, wins) for each card shown.
        self.cards: list[tuple[tuple[float, float], int, str, bool, str]] = []

    def show_trick(self, cards: list[tuple[tuple[float, float], int, str, bool, str]]) -> None:
        self.cards = cards
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        grad.setColorAt(0.0, QColor(42, 122, 74))
        grad.setColorAt(1.0, QColor(20, 70, 42))
        p.setBrush(grad)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(r, 18, 18)
        if not self.cards:
            return
        width = min(r.width() / 6.5, r.height() / 3.4)
        across = max(abs(dx) for (dx, _), *_ in self.cards)
        if across > 1:  # a row of many cards: it must fit the felt's width
            width = min(width, (r.width() - 16) / (2 * across * 1.25 + 1))
        width = max(24, width)
        height = card_height(int(width))
        centre = r.center()
        for (dx, dy), card, who, wins, cost in self.cards:
            spot = QPointF(centre.x() + dx * width * 1.25, centre.y() + dy * height * 0.62)
            rect = QRectF(spot.x() - width / 2, spot.y() - height / 2, width, height)
            paint_card(p, rect, card, self.style_)
            if wins:
                p.setPen(QPen(GOLD, 3))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 7, 7)
            p.setPen(QColor("#ffffff"))
            label = QRectF(rect.left() - width * 0.4, rect.bottom() + 2, width * 1.8, 16)
            p.drawText(label, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, who)
            if cost:
                p.setPen(QColor("#ffd0d0"))
                p.drawText(label.translated(0, 15), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, cost)


class ReviewDialog(QDialog):
    def __init__(
        self, match: Match, round_index: int, player: int, parent: QWidget | None = None,
        style: DeckStyle | None = None,
    ) -> None:
        super().__init__(parent)
        self.match = match
        self.player = player
        self.round_index = round_index
        self.style_ = style or DeckStyle()
        self.table: ReviewTable = review_table(match, round_index, player)
        self.me = self.table.players.index(player) if player in self.table.players else 0
        self.step = 0
        self._costs: dict[int, list[str]] = {}
        n = len(self.table.players)
        fit_to_screen(self, 820, 640 if n <= 4 else 720)
        layout = QVBoxLayout(self)
        # Any round played to the end can be reviewed, not only the one the window opened at.
        self.round_picker = QComboBox()
        self.round_picker.setAccessibleName(self.tr("Round to review"))
        word = round_word(match)
        thrown = [match.spec.thrown_in(r) for r in match.rounds]
        for k in range(len(match.round_scores)):
            if not thrown[k]:  # a deal thrown in was not played: nothing to step through
                self.round_picker.addItem(self.tr("{0} {1}").format(word, k + 1 - sum(thrown[:k])), k)
        self.round_picker.setCurrentIndex(max(0, self.round_picker.findData(round_index)))
        self.round_picker.currentIndexChanged.connect(lambda _i: self.show_round(self.round_picker.currentData()))
        picker_row = QHBoxLayout()
        picker_row.addWidget(self.round_picker)
        picker_row.addStretch(1)
        layout.addLayout(picker_row)
        # What the hands do not show (Bleeding Hearts: the turnip and the bids; Minibridge: the contract).
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setAccessibleName(self.tr("About this round"))
        layout.addWidget(self.header)
        grid = QGridLayout()
        self.felt = TrickFelt(self.style_)
        self.felt.setAccessibleName(self.tr("The trick"))
        # The hands by place around the felt, clockwise from the reviewer at the bottom (in
        # Dumb-Bunny the people there change from hand to hand).
        self.hand_labels: list[QLabel] = [QLabel() for _ in range(n)]
        cells = COMPASS.get(n)
        for k, label in enumerate(self.hand_labels):
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 1.25)
            label.setFont(font)
            if cells is not None:
                row, col = cells[k]
                grid.addWidget(label, row, col)
            else:
                grid.addWidget(label, k // 5, k % 5)
        if cells is not None:
            grid.addWidget(self.felt, 1, 1)
            grid.setColumnStretch(1, 2)
            grid.setRowStretch(1, 2)
            layout.addLayout(grid, 1)
        else:
            layout.addLayout(grid)
            layout.addWidget(self.felt, 1)
        self.trick_label = QLabel()
        self.trick_label.setTextFormat(Qt.TextFormat.RichText)
        self.trick_label.setWordWrap(True)
        self.trick_label.setAccessibleName(self.tr("What happened in the trick"))
        layout.addWidget(self.trick_label)
        buttons = QHBoxLayout()
        self.first = QPushButton(self.tr("|◀ Start"))
        self.back = QPushButton(self.tr("◀ Previous"))
        self.forward = QPushButton(self.tr("Next ▶"))
        self.last = QPushButton(self.tr("End ▶|"))
        for button, target in ((self.first, lambda: 0), (self.back, lambda: self.step - 1),
                               (self.forward, lambda: self.step + 1), (self.last, lambda: len(self.table.tricks))):
            button.clicked.connect(lambda _=False, t=target: self.go(t()))
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self._keys = {Qt.Key.Key_Left: lambda: self.step - 1, Qt.Key.Key_Right: lambda: self.step + 1,
                      Qt.Key.Key_Home: lambda: 0, Qt.Key.Key_End: lambda: len(self.table.tricks)}
        for widget in (self, self.first, self.back, self.forward, self.last):
            widget.installEventFilter(self)  # arrows step the play wherever the focus is
        self.show_round(round_index)
        # The steps have the keys first (Home, End and the arrows step the play); the round
        # picker, first in line, would take them as a list's keys and jump to another deal.
        for a, b in ((self.first, self.back), (self.back, self.forward), (self.forward, self.last),
                     (self.last, self.round_picker)):
            QWidget.setTabOrder(a, b)
        self.forward.setFocus()

    def show_round(self, index: int) -> None:
        """Review round ``index`` of the match from its start (the picker's choice)."""
        match = self.match
        self.round_index = index
        self.table = review_table(match, index, self.player)
        self.me = self.table.players.index(self.player) if self.player in self.table.players else 0
        self._costs = {}
        number = self.round_picker.currentText().split()[-1] if self.round_picker.count() else str(index + 1)
        deal = says_deal(match.spec)
        self.setWindowTitle((self.tr("Review of deal {0}") if deal else self.tr("Review of round {0}")).format(number))
        self.setAccessibleName(self.windowTitle())
        self.header.setText(self._suits_coloured(face_for(self.table.game).review_header(match, index)))
        self.header.setVisible(bool(self.header.text()))
        n = len(self.table.players)
        for seat in range(n):
            self._label(seat).setAccessibleName(self.tr("Hand of {0}").format(match.players[self.table.players[seat]]))
        self.go(0)
        # Each hand keeps the room it was dealt with (and the widest any round picked has
        # needed): as the hands shrank trick by trick, or another deal was picked, the felt
        # between them changed size and the cards on it jumped.
        for label in self.hand_labels:
            label.setMinimumSize(label.minimumSize().expandedTo(label.sizeHint()))

    def _label(self, seat: int) -> QLabel:
        """The label of ``seat``'s hand (its place around the felt, from the reviewer's)."""
        return self.hand_labels[(seat - self.me) % len(self.table.players)]

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.KeyPress and event.key() in self._keys:
            self.go(self._keys[event.key()]())
            return True
        return super().eventFilter(obj, event)

    def go(self, step: int) -> None:
        """Show the hands before trick ``step`` is gathered, and that trick on the felt."""
        self.step = max(0, min(step, len(self.table.tricks)))
        names = self.match.players
        # During trick k the hands still show what is left after it: the trick is on the felt.
        hands = self.table.hands_after(self.step)
        for seat in range(len(self.table.players)):
            label = self._label(seat)
            lines = "<br>".join(self._suit_line(line) for line in hand_lines(hands[seat]))
            label.setText(f"<b>{names[self.table.players[seat]]}</b><br>{lines}")
        if self.step == 0:
            self.felt.show_trick([])
            self.trick_label.setText(self.tr("<p>The hands as dealt. Step through the play with ▶ or the "
                                             "arrow keys.</p>"))
        else:
            self.felt.show_trick(self._felt_cards(self.step - 1))
            html = self._trick_html(self.step - 1)
            self.trick_label.setText(html)
            self.felt.setAccessibleDescription(self.trick_label.text())
        steps = (self.first, self.back, self.forward, self.last)
        stepping = self.focusWidget() in steps
        self.back.setEnabled(self.step > 0)
        self.first.setEnabled(self.step > 0)
        self.forward.setEnabled(self.step < len(self.table.tricks))
        self.last.setEnabled(self.step < len(self.table.tricks))
        if stepping and not (self.focusWidget() in steps and self.focusWidget().isEnabled()):
            # The step button with the focus went grey at either end: the focus stays among
            # the steps (Qt passed it on to the round picker, whose keys jump to another deal).
            (self.back if self.step > 0 else self.forward).setFocus()

    def costs(self, k: int) -> list[str]:
        """The words under each card of trick ``k`` (what it cost, in games that can tell)."""
        if k not in self._costs:
            self._costs[k] = face_for(self.table.game).review_notes(self.table, k)
        return self._costs[k]

    def _direction(self, seat: int) -> tuple[float, float]:
        """Where a seat's card lies on the felt, from the centre (reviewer at the bottom)."""
        n = len(self.table.players)
        k = (seat - self.me) % n
        if n <= 4:
            return {(2, 1): (0, 1), (1, 0): (-1, 0), (0, 1): (0, -1), (1, 2): (1, 0)}[COMPASS[n][k]]
        return (k - (n - 1) / 2) * 0.85, 0.0  # a row of cards in seat order

    def _felt_cards(self, k: int):
        leader, cards, winner = self.table.tricks[k]
        n = len(self.table.players)
        costs = self.costs(k)
        out = []
        for i, c in enumerate(cards):
            seat = (leader + i) % n
            cost = costs[i] if i < len(costs) else ""
            out.append((self._direction(seat), c, self.match.players[self.table.players[seat]], seat == winner, cost))
        return out

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
            cost = costs[i] if i < len(costs) else ""
            note = f" <i style='color:#a33'>— {cost}</i>" if cost else ""
            rows.append(f"{who} {self._card(c)}{mark}{note}")
        head = self.tr("Trick {0} of {1} — won by {2}").format(k + 1, len(self.table.tricks),
                                                               names[self.table.players[winner]])
        note = face_for(self.table.game).review_trick_note(self.match, self.round_index, k)
        return f"<p><b>{head}</b>: {' · '.join(rows)}</p>" + (f"<p>{escape(note)}</p>" if note else "")

    def _card(self, c: int) -> str:
        colour = suit_colour(c // 13, self.style_).name()
        return f"<span style='color:{colour}; font-weight:bold'>{card_text(c)}</span>"

    def _suits_coloured(self, text: str) -> str:
        """``text`` as rich text, each suit sign in its colour as the hands show it (the
        header's ♥ was black beside the red ones of the hands below)."""
        if not text:
            return ""
        out = escape(text)
        for k, sign in enumerate("♠♥♦♣"):
            colour = suit_colour(SUITS[k], self.style_).name()
            out = out.replace(sign, f"<span style='color:{colour}'>{sign}</span>")
        return out

    def _suit_line(self, line: str) -> str:
        suit = SUITS["♠♥♦♣".index(line[0])]
        colour = suit_colour(suit, self.style_).name()
        return f"<span style='color:{colour}'>{line[0]}</span>{line[1:]}"
