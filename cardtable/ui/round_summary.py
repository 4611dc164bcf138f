"""The round summary: when a round (a deal in Minibridge) is scored, a panel over the table
lists each player's tricks, how their bid or contract came out, the points and the running
totals, and waits for a click or a key before the next deal.

Without it the next deal followed the last trick within a second and the player never saw
what the round was worth. The window holds the session while the panel waits (the session
deals only when the table is not held); "Continue automatically" (remembered) shows the
panel for a moment instead. The figures are taken when the round is scored, as plain data,
so the panel never reads the live match.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import Suit
from ..engine.games.base import BidOutcome, ContractOutcome, GameSpec
from ..engine.match import Match
from ..words import counted, counted_of
from .badges import translate
from .decision_look import suit_html
from .games import face_for

# QSettings key: the summary continues by itself after a moment.
AUTO_CONTINUE_KEY = "table/auto_continue"
# How long an automatic summary stays before the next deal, at normal speed.
AUTO_CONTINUE_MS = 2200


@dataclass(frozen=True)
class SummaryFacts:
    """One scored round, as shown: a title, and per player a row of cells."""

    title: str
    names: tuple[str, ...]
    tricks: tuple[int, ...]
    outcomes: tuple[str, ...]  # "bid 2 · made", "contract 3NT · 1 down", or ""
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    footer: str = ""
    # One row per partnership (Minibridge: partners share one score), not per player.
    by_side: bool = False
    # Thrown in without play (Minibridge's 20–20): no tricks, no points, only the totals.
    thrown_in: bool = False
    # The heading over the outcomes ("Bid"; Dumb-Bunny's name each player's partner).
    outcome_title: str = ""


def says_deal(spec: GameSpec) -> bool:
    """Minibridge calls a round a deal, as bridge players do; the other games say round.
    (The spec's ``round_word`` is the scorekeeper's paper word, "Deal" for the Bugami family too.)"""
    return spec.round_word == "Deal" and spec.has_declarer


def round_word(match: Match) -> str:
    """What this game calls one round, translated ("Deal" in Minibridge, "Hand" in Dumb-Bunny,
    "Round" elsewhere): its face's word, as the table's corner and the narration say it."""
    return face_for(match.game).round_noun()


def tricks_text(taken: int, of: int) -> str:
    """'took 2 of 3 tricks' / 'took 0 of 1 trick': the bid and the tricks in plain words."""
    if of == 1:
        return translate("Table", "took {0} of 1 trick").format(taken)
    return counted_of(taken, translate("Table", "took {0} of {1} tricks", "0 or 1 trick taken"),  # "1 pli fait sur 5"
                      translate("Table", "took {0} of {1} tricks")).format(taken, of)


def _bid_text(outcome: BidOutcome) -> str:
    if outcome.made:
        return translate("Table", "bid {0} · made").format(outcome.bid)
    return translate("Table", "bid {0} · missed: {1}").format(outcome.bid,
                                                            tricks_text(outcome.tricks, outcome.hand_size))


def _contract_text(outcome: ContractOutcome, seat: int, declarer: str) -> str:
    """The declaring side's line: the contract and who declared it, then made (with its
    overtricks, which score too) or how many down — "♥ game by Cleo, needs 10 · 1 down", as
    the corner names it ("(10 tricks)" beside "Tricks 11" read as the tricks taken)."""
    if seat % 2 != outcome.side:
        return ""
    sign = translate("Table", "NT") if outcome.strain == "NT" else Suit.parse(outcome.strain).symbol
    head = (translate("Table", "{0} game by {1}, needs {2}") if outcome.game
            else translate("Table", "{0} part-score by {1}, needs {2}")).format(sign, declarer, outcome.target)
    over = outcome.tricks - outcome.target
    if outcome.made and over:  # the overtricks score too: "made" alone hid them
        tail = counted(over, translate("Table", "made with an overtrick"),
                       translate("Table", "made with {0} overtricks")).format(over)
    elif outcome.made:
        tail = translate("Table", "made")
    else:
        tail = translate("Table", "{0} down").format(outcome.target - outcome.tricks)
    return translate("Table", "{0} · {1}", "a contract · how it went").format(head, tail)


def summary_facts(match: Match, index: int, tricks: tuple[int, ...], scores: tuple[int, ...],
                  totals: tuple[int, ...]) -> SummaryFacts:
    """The summary of round ``index`` (0-based) of ``match``, just scored."""
    spec = match.spec
    rnd = match.rounds[index]
    outcomes: list[str] = []
    contract = spec.contract_outcome(rnd) if spec.has_declarer else None
    face = face_for(match.game)
    for seat in range(match.n):
        bid = spec.bid_outcome(rnd, seat) if spec.trick_bids else None
        if bid is not None:
            outcomes.append(_bid_text(bid))
        elif contract is not None:
            outcomes.append(_contract_text(contract, seat, match.players[contract.declarer]))
        else:
            outcomes.append(face.round_outcome(rnd, seat))
    # A 20–20 deal thrown in is not counted (Minibridge): the deals keep their numbers.
    thrown = [spec.thrown_in(r) for r in match.rounds[: index + 1]]
    number = index + 1 - sum(thrown[:-1])
    if thrown[-1]:
        title = translate("Table", "{0} {1} is thrown in (20–20): the same dealer deals again").format(
            round_word(match), number)
    else:
        title = translate("Table", "{0} {1} is over").format(round_word(match), number)
    if spec.fixed_partnerships:
        # Partners score together: a row per side, or the side's points would show twice
        # and read as double. (Dumb-Bunny's partners change: its totals are each player's.)
        sides = spec.sides(rnd)
        return SummaryFacts(
            title,
            tuple(translate("Table", "{0} & {1}").format(match.players[a], match.players[b]) for a, b in sides),
            tuple(tricks[a] + tricks[b] for a, b in sides),
            tuple(outcomes[a] for a, _ in sides),
            tuple(scores[a] for a, _ in sides),
            tuple(totals[a] for a, _ in sides),
            by_side=True,
            thrown_in=thrown[-1],
        )
    names = tuple(match.players)
    notes = "\n".join(face.round_notes(rnd, last=match.finished and index == len(match.rounds) - 1))
    return SummaryFacts(title, names, tuple(tricks), tuple(outcomes), tuple(scores), tuple(totals), footer=notes,
                        outcome_title=face.round_outcome_title())


class RoundSummary(QFrame):
    """The panel over the table. ``dismissed`` when the player clicks or presses a key
    (or, when continuing automatically, when the window takes it away)."""

    dismissed = Signal()
    # "New game…" on the summary of a match's last round.
    another = Signal()
    # "Back to the exercises" on the summary of a practice deal.
    to_practice = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RoundSummary")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#RoundSummary { background: rgba(250, 246, 232, 245); border: 2px solid #b8962e;"
                           " border-radius: 10px; } QLabel { color: #1d2a22; }")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.waiting = False  # the table is held until the player goes on
        # The match's last summary: it stays (a stray key or click took the result away for
        # good); Esc puts it away, "New game…" starts another.
        self.final = False
        # The places shown in the match's result, row by row (empty otherwise).
        self.places: list[int] = []
        self._outcomes: list[QLabel] = []  # the contract or bid cells, which may wrap (fit_width)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setHorizontalSpacing(18)
        layout.addWidget(self.grid_host)
        self.footer = QLabel()
        self.footer.setWordWrap(True)
        self.footer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.footer)
        self.go_on = QPushButton(translate("Table", "Continue"))
        self.go_on.setDefault(True)
        self.go_on.clicked.connect(self.dismiss)
        layout.addWidget(self.go_on, 0, Qt.AlignmentFlag.AlignCenter)
        self.auto = QCheckBox(translate("Table", "Continue automatically"))
        layout.addWidget(self.auto, 0, Qt.AlignmentFlag.AlignCenter)
        # The match is over: nothing to continue, but another match to start.
        self.new_game = QPushButton(translate("Table", "New game…"))
        self.new_game.clicked.connect(self._another)
        layout.addWidget(self.new_game, 0, Qt.AlignmentFlag.AlignCenter)
        self.new_game.hide()
        # A practice deal played from the exercises: its result is read there, not another match.
        self.back_to_practice = QPushButton(translate("Table", "Back to the exercises"))
        self.back_to_practice.clicked.connect(self._to_practice)
        layout.addWidget(self.back_to_practice, 0, Qt.AlignmentFlag.AlignCenter)
        self.back_to_practice.hide()
        self.setAccessibleName(translate("Table", "Round summary"))
        self.hide()

    def show_facts(self, facts: SummaryFacts, waiting: bool, final: bool = False, practice: bool = False) -> None:
        """Fill in ``facts`` and show; ``waiting``: hold the table until dismissed; ``final``:
        the match's last round, which offers a new game instead of going on; ``practice``: a
        practice deal's, which offers the way back to the exercises instead."""
        self.title.setText(facts.title)
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        heads = (translate("Table", "Side") if facts.by_side else translate("Table", "Player"),
                 translate("Table", "Tricks"),
                 translate("Table", "Contract") if facts.by_side else facts.outcome_title or translate("Table", "Bid"),
                 translate("Table", "Points"), translate("Table", "Total"))
        show_outcome = any(facts.outcomes)
        columns = [0, 1, 2, 3, 4] if show_outcome else [0, 1, 3, 4]
        if facts.thrown_in:  # nothing was played or scored: rows of 0 tricks would say otherwise
            columns = [0, 4]
        self._outcomes = []
        for col, k in enumerate(columns):
            head = QLabel(f"<b>{heads[k]}</b>")
            self.grid.addWidget(head, 0, col)
        best = max(facts.totals) if facts.totals else 0
        # The match's last summary is its result: the players in their final places, each
        # with their place (ties share one), not in seat order (a player's review found no
        # ranking at the end of a match).
        ranked = final and not practice and not facts.thrown_in
        order = sorted(range(len(facts.names)), key=lambda i: -facts.totals[i]) if ranked else \
            list(range(len(facts.names)))
        self.places = [1 + sum(t > facts.totals[i] for t in facts.totals) for i in order] if ranked else []
        for row, i in enumerate(order, start=1):
            name = facts.names[i]
            if ranked:
                name = translate("Table", "{0}. {1}", "a place and a name in the final result").format(
                    self.places[row - 1], name)
            cells = (name, str(facts.tricks[i]), facts.outcomes[i], f"{facts.scores[i]:+d}", str(facts.totals[i]))
            for col, k in enumerate(columns):
                text = cells[k]
                if k in (0, 2):  # a name or a bid, written as the player gave it: plain text
                    text = suit_html(escape(text), "light")
                if k == 4 and facts.totals[i] == best:
                    text = f"<b>{text}</b>"
                label = QLabel(text)
                label.setTextFormat(Qt.TextFormat.RichText)
                label.setAlignment(Qt.AlignmentFlag.AlignLeft if k in (0, 2) else Qt.AlignmentFlag.AlignRight)
                if k == 2:
                    self._outcomes.append(label)
                self.grid.addWidget(label, row, col)
        self.footer.setText(facts.footer)
        self.footer.setVisible(bool(facts.footer))
        self.waiting = waiting
        self.final = final
        self.go_on.setVisible(waiting)
        self.auto.setVisible(not final)
        self.new_game.setVisible(final and not practice)
        self.back_to_practice.setVisible(final and practice)
        self.setAccessibleDescription(facts.title)
        self.adjustSize()
        self.show()
        self.raise_()
        if waiting:
            self.go_on.setFocus()
        elif final:
            (self.back_to_practice if practice else self.new_game).setFocus()

    def fit_width(self, width: int) -> None:
        """Narrow the summary to ``width`` where its one-line cells would run wider: each
        contract or bid goes onto two lines at its " · " (at 1024×700 "made with 3
        overtricks" lost its last letter to the summary's edge)."""
        if self.sizeHint().width() <= width:
            return
        for label in self._outcomes:
            label.setText(label.text().replace(" · ", "<br>", 1))
            label.updateGeometry()
        self.grid.invalidate()
        self.grid.activate()
        self.adjustSize()

    def _another(self) -> None:
        # Not put away first: the new-game dialog cancelled, the result is still there (it
        # was lost for good); a new match put on the table takes it away.
        self.another.emit()

    def _to_practice(self) -> None:
        self.dismiss()
        self.to_practice.emit()

    def dismiss(self) -> None:
        """Take the panel away and let the table go on."""
        was = not self.isHidden()  # shown, even in a window not (yet) on screen
        self.hide()
        self.waiting = False
        if was:
            self.dismissed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) or event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            super().keyPressEvent(event)
            return
        if self.final and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            (self.back_to_practice if self.back_to_practice.isVisible() else self.new_game).click()
            return
        if self.final and event.key() != Qt.Key.Key_Escape:
            super().keyPressEvent(event)  # the result stays: its buttons, or Esc
            return
        self.dismiss()  # any key goes on

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.final:
            self.dismiss()
