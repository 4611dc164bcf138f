"""The deal diagram of the practice window: four hands round a table, North at the top,
the dealer marked, hands the current question does not let the student see shown as
hidden, and (when replaying) the trick in the middle.

Text labels rather than card pictures: a bridge diagram is read, suit by suit, the way
the lesson prints it, and screen readers can read labels out.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QWidget

from ..bridge.deal import SUIT_SYMBOLS, Board, holding_text, suit_ranks
from ..engine.cards import CARDS, hcp
from ..words import counted, rank_sign
from .scorekeeper_form import compass_letter
from .suit_ink import ink_of_suit

# ``translate("Practice", "literal")`` is what lupdate extracts (a module-level ``tr`` alias is misread).
translate = QCoreApplication.translate

# The ink of a suit that keeps the text's colour (♠; ♣ in the usual deck) on the pale paper.
PAGE_INK = "#1b1b1b"
# Where each seat sits in the 3×3 grid.
CELLS = {0: (0, 1), 1: (1, 2), 2: (2, 1), 3: (1, 0)}
# Type sizes of a hand (the name and the suits, the caption under the name), in points.
HAND_POINTS = (14, 10)
# The same where the screen is narrow (1024 px): the deal diagram then leaves the list of
# exercises room for its set names whole ("Leads against a suit contract").
COMPACT_HAND_POINTS = (12, 9)


def seat_name(seat: int) -> str:
    """North, East, South or West (:data:`~cardtable.engine.games.minibridge.SEAT_NAMES`), translated."""
    names = (
        translate("Practice", "North"),
        translate("Practice", "East"),
        translate("Practice", "South"),
        translate("Practice", "West"),
    )
    return names[seat]


def suit_colour(suit: int) -> str:
    """A suit's colour on the practice window's paper, as the table's deck paints it."""
    return ink_of_suit(suit) or PAGE_INK


def suit_html(suit: int, ranks: Iterable[int]) -> str:
    ranks = list(ranks)
    text = " ".join(holding_text([r], ten="10") for r in ranks) if ranks else "—"
    return f'<span style="color:{suit_colour(suit)}">{SUIT_SYMBOLS[suit]}</span>&nbsp;{text}'


def card_html(card: int) -> str:
    c = CARDS[card]
    return f'<span style="color:{suit_colour(c.suit)}">{SUIT_SYMBOLS[c.suit]}{rank_sign(c.rank)}</span>'


class HandLabel(QLabel):
    """One seat's hand: name (with dealer, role, points when allowed) and four suit lines."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # so a screen reader user can reach each hand
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        # The width this hand keeps whatever its caption says (see HandsDiagram.set_board).
        self.floor = 0
        # Type sizes of the hand and of its caption (HandsDiagram.set_compact).
        self.points = HAND_POINTS

    def minimumSizeHint(self) -> QSize:
        """As narrow as its lines allow (120 px at least), no narrower: a long suit widens
        the box (and the pane) rather than losing its last cards to the box's edge; and never
        narrower than ``floor``, so that a caption growing from question to question ("dealer
        · declarer · 21 points") does not make the pane beside it jump. (An explicit minimum
        width would override this hint in the layout.)"""
        hint = super().minimumSizeHint()
        return QSize(max(120, hint.width(), self.sizeHint().width(), self.floor), hint.height())

    def show_hand(self, mask: int, title: str, visible: bool, highlight: bool = False) -> None:
        border = "#2f6f3e" if highlight else "#b9b4a5"
        self.setStyleSheet(
            f"QLabel {{ background: #fbf8ef; border: 2px solid {border}; border-radius: 8px; padding: 8px; }}")
        if visible:
            lines = [suit_html(s, suit_ranks(mask, s)) for s in range(4)]
            body = "<br>".join(lines)
            suits = (translate("Practice", "spades"), translate("Practice", "hearts"),
                     translate("Practice", "diamonds"), translate("Practice", "clubs"))
            none = translate("Practice", "none")
            spoken = "; ".join(
                f"{suits[s]} {' '.join(holding_text([r], ten='10') for r in suit_ranks(mask, s)) or none}"
                for s in range(4))
        else:
            n = mask.bit_count()
            hidden, cards = translate("Practice", "hidden"), translate("Practice", "{0} cards").format(n)
            body = (f'<span style="color:#6b675c"><i>{hidden}</i><br>'
                    f'{cards}<br>&nbsp;<br>&nbsp;</span>')  # as tall as a hand
            spoken = translate("Practice", "hidden")
        name, *subs = title.split("\n")
        # Every box keeps the two lines under the name (its roles, its points), empty or not:
        # the dealer's box was a line taller than the one opposite, and West and East stood out
        # of line. On one line ("dealer · declarer · 21 points") they made the hand so wide that
        # the list of exercises beside the diagram cut its set names short at 1024 x 700.
        hand_points, caption_points = self.points
        sub_html = "".join(f'<br><span style="font-size:{caption_points}pt; color:#4a5a4a">{sub or "&nbsp;"}</span>'
                           for sub in [*subs, "", ""][:2])
        self.setText(f'<div style="font-size:{hand_points}pt"><b>{name}</b>{sub_html}<br>{body}</div>')
        self.setAccessibleName(translate("Practice", "{0}'s hand").format(seat_name(self.seat)))
        self.setAccessibleDescription(f"{', '.join(line for line in title.split(chr(10)) if line)}: {spoken}")


# Type sizes a trick in the middle is tried at, the largest that fits first.
TRICK_POINTS = (15, 13, 11)
# The middle's least size (a trick may ask for more width, see ``set_trick``).
CENTRE_MIN = QSize(140, 130)


class HandsDiagram(QWidget):
    """Four :class:`HandLabel` round a centre panel (board, dealer, or the trick)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("Practice", "Deal diagram"))
        grid = QGridLayout(self)
        grid.setSpacing(10)
        self.hands = {seat: HandLabel(seat, self) for seat in range(4)}
        for seat, (row, col) in CELLS.items():
            grid.addWidget(self.hands[seat], row, col)
        self.centre = QLabel(self)
        self.centre.setTextFormat(Qt.TextFormat.RichText)
        self.centre.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.centre.setMinimumSize(CENTRE_MIN)
        self.centre.setWordWrap(True)
        self.centre.setStyleSheet(
            "QLabel { background: #1f6b3a; color: #f4f1e6; border-radius: 10px; padding: 6px; }")
        grid.addWidget(self.centre, 1, 1)
        grid.setRowStretch(3, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        self.board: Board | None = None
        self.masks: list[int] = [0, 0, 0, 0]
        self.visible: set[int] = {0, 1, 2, 3}
        self.roles: dict[int, str] = {}
        # The roles each hand's caption will take on this deal once answered ("declarer",
        # "dummy", "leads"): the hands keep room for them from the start (see _keep_widest).
        self.roles_to_come: dict[int, str] = {}
        self.show_points = False
        self.active: int | None = None

    def set_board(self, board: Board | None) -> None:
        self.board = board
        self.masks = list(board.hands) if board is not None else [0, 0, 0, 0]
        self.active = None
        self._keep_widest()
        self.roles = {}
        self.refresh()
        self.set_centre_info()

    def _keep_widest(self) -> None:
        """Each hand's width for the whole deal: its caption as it will end (dealer, its role,
        its points) and its cards, measured once, so that the diagram and the panes beside it
        keep their places from question to question."""
        shown, roles, visible = self.show_points, self.roles, self.visible
        self.show_points, self.roles, self.visible = True, dict(self.roles_to_come), {0, 1, 2, 3}
        for label in self.hands.values():
            label.floor = 0
        self.refresh()
        for label in self.hands.values():
            label.floor = label.sizeHint().width()
        self.show_points, self.roles, self.visible = shown, roles, visible

    def set_compact(self, compact: bool) -> None:
        """The hands in smaller type (:data:`COMPACT_HAND_POINTS`) or the usual
        (:data:`HAND_POINTS`), their widths measured again."""
        for label in self.hands.values():
            label.points = COMPACT_HAND_POINTS if compact else HAND_POINTS
        self._keep_widest()
        self.refresh()

    def set_hands(self, masks: Iterable[int]) -> None:
        self.masks = list(masks)
        self.refresh()

    def set_visible(self, seats: Iterable[int]) -> None:
        self.visible = set(seats)
        self.refresh()

    def refresh(self) -> None:
        b = self.board
        for seat, label in self.hands.items():
            parts, points = [], ""
            if b is not None and seat == b.dealer:
                parts.append(translate("Practice", "dealer"))
            if seat in self.roles:
                parts.append(self.roles[seat])
            if self.show_points and seat in self.visible and b is not None:
                held = hcp(b.hands[seat])
                points = counted(held, translate("Practice", "1 point"),
                                 translate("Practice", "{0} points")).format(held)
            title = "\n".join((seat_name(seat), " · ".join(parts), points))
            label.show_hand(self.masks[seat], title, b is not None and seat in self.visible, seat == self.active)

    def set_centre_info(self, extra: str = "") -> None:
        self.centre.setMinimumSize(CENTRE_MIN)  # a trick shown before may have asked for more
        b = self.board
        if b is None:
            self.centre.setText(translate("Practice", "No deal"))
            return
        board = translate("Practice", "Board {0}").format(b.number)
        dealer = translate("Practice", "Dealer: {0}").format(seat_name(b.dealer))
        n, e, s, w = (compass_letter(seat) for seat in range(4))
        text = (f'<div style="font-size:12pt"><b>{board}</b><br>{dealer}'
                f'<br><span style="font-size:16pt">{n}<br>{w} ✣ {e}<br>{s}</span>')
        if extra:
            text += f"<br>{extra}"
        self.centre.setText(text + "</div>")
        self.centre.setAccessibleName(
            translate("Practice", "Board {0}, dealer {1}").format(b.number, seat_name(b.dealer)))

    def set_trick(self, cards: dict[int, int], caption: str) -> None:
        """Show a trick in the middle: each seat's card on its side of the table, in the
        largest type (``TRICK_POINTS``) at which West's and East's cards fit side by side in the
        middle's width: the table of a trick does not wrap, and wider it was cut off on the
        right (East's "♠Q" read "♠")."""
        def cell(seat: int) -> str:
            if seat not in cards:
                return "&nbsp;"
            return f'<span style="background-color:#fbf8ef">&nbsp;{card_html(cards[seat])}&nbsp;</span>'

        def html(points: int) -> str:
            # North and South span the row: the middle row is then two cards wide, not three.
            return (f'<table align="center" cellpadding="2" style="font-size:{points}pt">'
                    f'<tr><td colspan="3" align="center">{cell(0)}</td></tr>'
                    f'<tr><td>{cell(3)}</td><td width="10"></td><td>{cell(1)}</td></tr>'
                    f'<tr><td colspan="3" align="center">{cell(2)}</td></tr></table>'
                    f'<p align="center" style="font-size:10pt">{caption}</p>')

        room = self.centre.contentsRect().width()
        doc = QTextDocument()
        doc.setDefaultFont(self.centre.font())
        for points in TRICK_POINTS:
            doc.setHtml(html(points))
            if doc.idealWidth() <= room:
                break
        # Too narrow even so: the middle asks the layout for the width the trick needs.
        self.centre.setMinimumWidth(max(CENTRE_MIN.width(), int(doc.idealWidth()) + 2))
        self.centre.setText(html(points))
        self.centre.setAccessibleName(caption)
