"""Playing an exercise deal, and what the practice window says about each play of it.

The practice window starts a one-deal Minibridge match of the board it shows, in the main
window like any other match. This module holds what that needs apart from the window:

* :func:`engine_seat` / :func:`board_seat` — the board's compass seats (N E S W, as every
  diagram and record of an exercise has them) against the match's seats: the main table
  turns the compass so that the person's seat 0 is South (``table_compass``), so the match
  deals the board's South to seat 0, North to 2, West to 1 and East to 3 — then the plates,
  the score sheet and the trick history show the same names, letters and dealer as the
  practice window's diagram;
* :func:`deal_match` — the match of exactly this board; with a contract given, the points
  are announced and that contract is chosen before the first card, so "play it again in
  another contract" replays the same cards in the contract the learner picked (whoever
  declares);
* :class:`PlayedContract` — one finished play: the contract, the tricks and the score, and
  beside them what double dummy makes of the same contract (its tricks and its score);
* :func:`trick_notes` — what each card of a played trick cost against double-dummy play,
  in the words the review window uses (the Minibridge face's ``review_notes``);
* :class:`ContractsTable` — the contracts tried on this board, side by side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from ..analysis.review import ReviewTable
from ..bridge.analysis import Analysis
from ..bridge.deal import Board
from ..engine import Announce, ChooseContract, Match
from ..engine.games.minibridge import contract_score, declarer_seat
from .games import face_for
from .games.minibridge import table_compass

translate = QCoreApplication.translate

# The contracts a learner can ask for, in the order the picker lists them: (strain, game).
CONTRACTS: tuple[tuple[str, bool], ...] = tuple((s, g) for g in (True, False) for s in ("NT", "S", "H", "D", "C"))


def board_seat(seat: int) -> int:
    """The board's compass seat (0 N, 1 E, 2 S, 3 W) of the match's ``seat``: where the main
    table shows it."""
    return table_compass(seat)


def engine_seat(compass: int) -> int:
    """The match's seat that sits at the board's ``compass`` seat (the inverse of
    :func:`board_seat`)."""
    return next(s for s in range(4) if table_compass(s) == compass)


def board_hands(rnd) -> tuple[int, ...]:
    """The hands a played round dealt, in the board's order (N E S W)."""
    return tuple(rnd.dealt[engine_seat(c)] for c in range(4))


def deal_match(board: Board, names: Sequence[str], contract: tuple[str, bool] | None = None) -> Match:
    """A one-deal Minibridge match of ``board``; with ``contract``, already in the play.

    ``names`` are by the board's seats (N E S W); each hand goes to the match's seat that the
    main table shows at that compass point (:func:`engine_seat`). The announcements a forced
    contract skips are each seat's true points (the only legal ones), so the record of the
    match replays like any other.
    """
    order = [board_seat(s) for s in range(4)]
    hands = board.hands_text()
    dealer = engine_seat(board.dealer)
    match = Match("minibridge", [names[c] for c in order], {"deals": 1}, first_dealer=dealer)
    match.start_round({"dealer": dealer, "hands": [hands[c] for c in order]})
    if contract is not None:
        rnd = match.current
        assert rnd is not None
        while rnd.legal_actions() and isinstance(rnd.legal_actions()[0], Announce):
            match.apply(rnd.legal_actions()[0])
        declarer = declarer_seat(board.hands, board.dealer)
        if declarer is None:
            raise ValueError("a thrown-in deal has no contract to play")
        strain, game = contract
        match.apply(ChooseContract(engine_seat(declarer), strain, game))
    return match


@dataclass(frozen=True)
class PlayedContract:
    """One play of the board: what happened at the table and what double dummy makes."""

    declarer: int  # the board's seat (N E S W)
    strain: str
    game: bool
    tricks: int
    score: int  # net for the declaring side, as scored at the table
    dd_tricks: int | None  # declarer's double-dummy tricks in this strain (None: not known)

    @property
    def dd_score(self) -> int | None:
        """The declaring side's net score had both sides played double dummy."""
        if self.dd_tricks is None:
            return None
        ours, theirs = contract_score(self.strain, self.game, self.dd_tricks)
        return ours - theirs

    @property
    def contract(self) -> tuple[str, bool]:
        return self.strain, self.game

    @classmethod
    def from_round(cls, rnd, analysis: Analysis | None) -> PlayedContract:
        """The result of a played (not thrown-in) Minibridge round of :func:`deal_match`."""
        side_score = rnd.scores[rnd.declarer] - rnd.scores[(rnd.declarer + 1) % 4]
        declarer = board_seat(rnd.declarer)
        dd = None
        if analysis is not None and analysis.dd is not None:
            dd = analysis.dd[declarer][rnd.strain]
        return cls(declarer, rnd.strain, bool(rnd.game_contract), rnd.declarer_tricks, side_score, dd)


def review_of(rnd) -> ReviewTable:
    """The played round as the review code reads it (seats are players in a one-table game)."""
    return ReviewTable((0, 1, 2, 3), tuple(rnd.dealt), tuple(rnd.history), rnd.trump, "minibridge")


def trick_notes(table: ReviewTable, k: int) -> list[str]:
    """What each card of trick ``k`` (0-based) cost against double dummy ("" for a best card)."""
    return face_for("minibridge").review_notes(table, k)


def untried_contract(tried: Sequence[PlayedContract], analysis: Analysis | None) -> tuple[str, bool]:
    """The contract to offer next: double dummy's best when not yet played, else the first untried."""
    done = {p.contract for p in tried}
    if analysis is not None and analysis.best is not None:
        best = (analysis.best.strain, analysis.best.game)
        if best not in done:
            return best
    return next((c for c in CONTRACTS if c not in done), CONTRACTS[0])


def double_dummy_tip() -> str:
    """What "double dummy" means, for the tool tips of every place that shows it."""
    return translate("Practice", "Double dummy: the result with all four hands seen, both sides playing perfectly.")


# The columns from the third on compare with double dummy (their tool tip says what it is).
FIRST_DD_COLUMN = 2


class ContractsTable(QTableWidget):
    """The contracts tried on the board: each one's name on a line across the table, and
    under it the tricks and score at the table beside double dummy's tricks and score in the
    same contract. The headers spell "double dummy" out on three short lines, and its tool
    tips say what it means. (With the contract in a column of its own, the Play tab at
    1024×700 left it a word a line and cut its header to "ntra".)"""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.setHorizontalHeaderLabels([
            translate("Practice", "Tricks"), translate("Practice", "Score"),
            translate("Practice", "Double\ndummy\ntricks"), translate("Practice", "Double\ndummy\nscore"),
            translate("Practice", "Versus\ndouble\ndummy")])
        for col in range(FIRST_DD_COLUMN, self.columnCount()):
            header = self.horizontalHeaderItem(col)
            if header is not None:
                header.setToolTip(double_dummy_tip())
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().hide()
        # The figures share the width; each contract's line spans them all.
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setAccessibleName(translate("Practice", "Contracts tried"))
        self.played: list[PlayedContract] = []

    def clear_played(self) -> None:
        self.played = []
        self.setRowCount(0)

    def add(self, played: PlayedContract, contract: str) -> None:
        """Two rows for ``played``: ``contract`` in words (the window translates it) across the
        table, then its figures."""
        self.played.append(played)
        row = self.rowCount()
        self.insertRow(row)
        self.insertRow(row + 1)
        name = QTableWidgetItem(contract)
        font = name.font()
        font.setBold(True)
        name.setFont(font)
        self.setItem(row, 0, name)
        self.setSpan(row, 0, 1, self.columnCount())
        dd_score = played.dd_score
        # A difference in tricks, 0 where the play matched double dummy's.
        verdict = "" if played.dd_tricks is None else (
            "0" if played.tricks == played.dd_tricks else f"{played.tricks - played.dd_tricks:+d}")
        cells = [str(played.tricks), f"{played.score:+d}",
                 "" if played.dd_tricks is None else str(played.dd_tricks),
                 "" if dd_score is None else f"{dd_score:+d}", verdict]
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if col >= FIRST_DD_COLUMN:
                item.setToolTip(double_dummy_tip())
            self.setItem(row + 1, col, item)

    def row_texts(self, index: int) -> list[str]:
        """The ``index``-th contract tried: its name, then its figures."""
        name = self.item(2 * index, 0)
        figures = [item.text() if (item := self.item(2 * index + 1, c)) is not None else ""
                   for c in range(self.columnCount())]
        return [name.text() if name is not None else "", *figures]
