"""Minibridge's face: points, declarer and dummy on the seat plates, compass seats, the
announcing and contract prompts, contracts made, the double-dummy review, the score sheet and
the scorekeeper's points-contract-tricks entry."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...analysis.review import ReviewTable, double_dummy_costs
from ...engine.actions import Action, Announce, ChooseContract
from ...engine.cards import hcp, mask_of
from ...engine.games.minibridge import target_tricks
from ...engine.view import PlayerView
from ...words import strain_words
from ..decisions import AnnounceWidget, ContractWidget, DecisionWidget
from ..new_game import compass_point, you_or_partner
from ..score_sheet import MinibridgeModel, SheetModel
from ..scorekeeper import SUIT_SYMBOLS, EntryForm, MinibridgeForm, compass, fill
from ..statistics import share_text
from . import GameFace, register

if TYPE_CHECKING:
    from ...engine.match import Match
    from ...scorekeeper import Result, RoundInfo, ScoreSheet
    from ...storage.stats import Summary

translate = QCoreApplication.translate

STRAIN_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT"}


class MinibridgeFace(GameFace):
    game = "minibridge"
    dummy_pile = True
    option_labels: ClassVar[dict[str, str]] = {
        "deals": QT_TRANSLATE_NOOP("NewGameDialog", "Deals in a session"),
        "target": QT_TRANSLATE_NOOP("NewGameDialog", "Or play to a score of"),
    }
    option_special_values: ClassVar[dict[str, str]] = {
        "target": QT_TRANSLATE_NOOP("NewGameDialog", "Off (play the deals)")
    }
    option_suffixes: ClassVar[dict[str, str]] = {"target": QT_TRANSLATE_NOOP("NewGameDialog", " points")}

    def sheet_model(self) -> type[SheetModel]:
        return MinibridgeModel

    def decision_widgets(self) -> tuple[type[DecisionWidget], ...]:
        return (AnnounceWidget, ContractWidget)

    def scorekeeper_form(self) -> type[EntryForm]:
        return MinibridgeForm

    # ----- the table ---------------------------------------------------------------------------

    def seat_badges(self, view: PlayerView) -> list[str]:
        info = view.info
        points = info.get("points", (None,) * len(view.players))
        out = [translate("Table", "{0} pts").format(p) if p is not None else "" for p in points]
        declarer, dummy, contract = info.get("declarer"), info.get("dummy"), info.get("contract")
        if declarer is not None:
            what = translate("Table", "declarer")
            if contract:
                kind = translate("Table", "game") if contract["game"] else translate("Table", "part-score")
                strain = STRAIN_SYMBOL[contract["strain"]]
                what = translate("Table", "declarer · {0} {1} ({2})").format(strain, kind, info.get("target"))
            out[declarer] = what
        if dummy is not None:
            out[dummy] = translate("Table", "dummy")
        return out

    def table_info(self, match: Match, view: PlayerView) -> list[str]:
        deal = match.spec.deals_played(match) + (0 if match.current is None else 1)
        return [translate("Table", "Deal {0}").format(deal)]

    def decision_prompt(self, view: PlayerView) -> str:
        if view.phase == "announcing":
            return translate("MainWindow", "Announce your points")
        return translate("MainWindow", "Choose the contract")

    # ----- the new-game dialog, statistics, review, hints --------------------------------------

    def seat_label(self, seat: int) -> str:
        return you_or_partner(compass_point(seat), seat)

    def statistics_rows(self, summary: Summary) -> list[tuple[str, str]]:
        return [(translate("Statistics", "Contracts made (your side declaring)"),
                 share_text(summary.contracts_made, summary.contracts))]

    def review_costs(self, table: ReviewTable, trick: int) -> list[int | None]:
        return double_dummy_costs(table, trick)

    def hint_decision(self, view: PlayerView, action: Action) -> str | None:
        if isinstance(action, Announce):
            return translate("Hints", "Announce {0}: you hold {1} points (A 4, K 3, Q 2, J 1).").format(
                action.points, hcp(mask_of(view.hand)))
        if isinstance(action, ChooseContract):
            text = (translate("Hints", "Choose game in {0}: it scores best over the layouts the computer tried for "
                              "your and dummy's cards.") if action.game else
                    translate("Hints", "Choose a part-score in {0}: it scores best over the layouts the computer "
                              "tried for your and dummy's cards."))
            return text.format(strain_words(action.strain))
        return None

    def hint_goal(self, view: PlayerView) -> str:
        if view.info.get("target"):
            return translate("Hints", "; the contract needs {0} tricks").format(view.info["target"])
        return ""

    # ----- the scorekeeper ---------------------------------------------------------------------

    def scorekeeper_seat_title(self, seat: int) -> str:
        return compass(seat)

    def scorekeeper_header(self, name: str, seat: int) -> str:
        return f"{name} ({'NESW'[seat]})"

    def penalty_note(self) -> str:
        return translate("Scorekeeper", "The Minibridge seed has no penalties; if the players agree, replay the deal.")

    def scorekeeper_details(self, sheet: ScoreSheet, info: RoundInfo) -> str:
        dealer = fill(translate("Scorekeeper", "%1 deals."), sheet.players[info.dealer])
        return f"{dealer} " + translate("Scorekeeper", "Enter the points each player announces, then the contract.")

    def scorekeeper_row_label(self, sheet: ScoreSheet, result: Result) -> str:
        c = result.data["contract"]
        strain = translate("Scorekeeper", "NT") if c["strain"] == "NT" else SUIT_SYMBOLS[c["strain"]]
        level = translate("Scorekeeper", "game") if c["game"] else translate("Scorekeeper", "part-score")
        need = target_tricks(c["strain"], c["game"])
        took = result.data["tricks"]
        made = (
            translate("Scorekeeper", "made")
            if took >= need
            else fill(translate("Scorekeeper", "down %1"), need - took)
        )
        return fill(
            translate("Scorekeeper", "Deal %1 · %2 %3 %4 · %5"),
            result.info.number,
            sheet.players[result.declarer],
            strain,
            level,
            made,
        )


register(MinibridgeFace())
