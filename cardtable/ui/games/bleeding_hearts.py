"""Bleeding Hearts' face: Bugami's (three players, bids and bug cards) with the Turnip and
Doublets bids, the turnip's own pile and its option labels."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..decisions import BleedingHeartsBidWidget, DecisionWidget
from ..score_sheet import BleedingHeartsModel, SheetModel
from ..scorekeeper import BugForm, EntryForm
from . import register
from .bugami import BugamiFace

translate = QCoreApplication.translate


class BleedingHeartsForm(BugForm):
    """Bugami's form with the turnip's suit, the Turnip bid and a Doublets box per player."""

    hearts = True


class BleedingHeartsFace(BugamiFace):
    game = "bleeding-hearts"
    turnip_pile = True
    undealt_stock = False
    option_labels: ClassVar[dict[str, str]] = {
        "target": QT_TRANSLATE_NOOP("NewGameDialog", "Game ends at"),
        "removed_ranks": QT_TRANSLATE_NOOP("NewGameDialog", "Bid-card ranks"),
    }
    option_suffixes: ClassVar[dict[str, str]] = {"target": QT_TRANSLATE_NOOP("NewGameDialog", " points")}

    def sheet_model(self) -> type[SheetModel]:
        return BleedingHeartsModel

    def decision_widgets(self) -> tuple[type[DecisionWidget], ...]:
        return (BleedingHeartsBidWidget,)

    def scorekeeper_form(self) -> type[EntryForm]:
        return BleedingHeartsForm

    def penalty_note(self) -> str:
        return translate(
            "Scorekeeper", "The Bleeding Hearts seed has no penalties; if the players agree, replay the deal."
        )


register(BleedingHeartsFace())
