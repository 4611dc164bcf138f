"""Playing an exercise deal, and what the practice window says about each play of it.

The practice window starts a one-deal Minibridge match of the board it shows, in the main
window like any other match. This module holds what that needs apart from the window:

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

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from ..analysis.review import ReviewTable
from ..bridge.analysis import Analysis
from ..bridge.deal import Board
from ..engine import Announce, ChooseContract, Match
from ..engine.games.minibridge import contract_score, declarer_seat
from .games import face_for

translate = QCoreApplication.translate

#: The contracts a learner can ask for, in the order the picker lists them: (strain, game).
CONTRACTS: tuple[tuple[str, bool], ...] = tuple((s, g) for g in (True, False) for s in ("NT", "S", "H", "D", "C"))


def deal_match(board: Board, names: Sequence[str], contract: tuple[str, bool] | None = None) -> Match:
    """A one-deal Minibridge match of ``board``; with ``contract``, already in the play.

    The announcements a forced contract skips are each seat's true points (the only legal
    ones), so the record of the match replays like any other.
    """
    match = Match("minibridge", list(names), {"deals": 1}, first_dealer=board.dealer)
    match.start_round({"dealer": board.dealer, "hands": board.hands_text()})
    if contract is not None:
        rnd = match.current
        assert rnd is not None
        while rnd.legal_actions() and isinstance(rnd.legal_actions()[0], Announce):
            match.apply(rnd.legal_actions()[0])
        declarer = declarer_seat(board.hands, board.dealer)
        if declarer is None:
            raise ValueError("a thrown-in deal has no contract to play")
        strain, game = contract
        match.apply(ChooseContract(declarer, strain, game))
    return match


@dataclass(frozen=True)
class PlayedContract:
    """One play of the board: what happened at the table and what double dummy makes."""

    declarer: int
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
        """The result of a played (not thrown-in) Minibridge round."""
        side_score = rnd.scores[rnd.declarer] - rnd.scores[(rnd.declarer + 1) % 4]
        dd = None
        if analysis is not None and analysis.dd is not None:
            dd = analysis.dd[rnd.declarer][rnd.strain]
        return cls(rnd.declarer, rnd.strain, bool(rnd.game_contract), rnd.declarer_tricks, side_score, dd)


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


class ContractsTable(QTableWidget):
    """The contracts tried on the board, one row each: tricks and score at the table beside
    double dummy's tricks and score in the same contract."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 6, parent)
        self.setHorizontalHeaderLabels([
            translate("Practice", "Contract"), translate("Practice", "Tricks"), translate("Practice", "Score"),
            translate("Practice", "DD tricks"), translate("Practice", "DD score"), translate("Practice", "Versus DD")])
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setAccessibleName(translate("Practice", "Contracts tried"))
        self.played: list[PlayedContract] = []

    def clear_played(self) -> None:
        self.played = []
        self.setRowCount(0)

    def add(self, played: PlayedContract, contract: str) -> None:
        """A row for ``played``; ``contract`` is its contract in words (the window translates it)."""
        self.played.append(played)
        row = self.rowCount()
        self.insertRow(row)
        dd_score = played.dd_score
        if played.dd_tricks is None:
            verdict = ""
        elif played.tricks == played.dd_tricks:
            verdict = translate("Practice", "as double dummy")
        else:
            verdict = f"{played.tricks - played.dd_tricks:+d}"
        cells = [contract, str(played.tricks), f"{played.score:+d}",
                 "" if played.dd_tricks is None else str(played.dd_tricks),
                 "" if dd_score is None else f"{dd_score:+d}", verdict]
        for col, text in enumerate(cells):
            self.setItem(row, col, QTableWidgetItem(text))

    def row_texts(self, row: int) -> list[str]:
        return [item.text() if (item := self.item(row, c)) is not None else "" for c in range(self.columnCount())]
