"""Bugger Bridge's face: bids on the seat plates, the round and hand size in the corner, the
bidding prompt, the bids-made figure, the score sheet and the scorekeeper's bid-then-tricks
entry."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...engine.actions import Action, Bid
from ...engine.view import PlayerView
from ..decisions import BuggerBridgeBidWidget, DecisionWidget
from ..score_sheet import BuggerBridgeModel, SheetModel
from ..scorekeeper import BuggerBridgeForm, EntryForm, fill
from ..statistics import share_text
from . import GameFace, register

if TYPE_CHECKING:
    from ...ai.montecarlo import SearchRecord
    from ...engine.match import Match
    from ...scorekeeper import Result, RoundInfo, ScoreSheet
    from ...storage.stats import Summary

translate = QCoreApplication.translate


class BuggerBridgeFace(GameFace):
    game = "bugger-bridge"
    option_labels: ClassVar[dict[str, str]] = {"hook_rule": QT_TRANSLATE_NOOP("NewGameDialog", "Hook rule")}

    def sheet_model(self) -> type[SheetModel]:
        return BuggerBridgeModel

    def decision_widgets(self) -> tuple[type[DecisionWidget], ...]:
        return (BuggerBridgeBidWidget,)

    def scorekeeper_form(self) -> type[EntryForm]:
        return BuggerBridgeForm

    # ----- the table ---------------------------------------------------------------------------

    def seat_badges(self, view: PlayerView) -> list[str]:
        bids = view.info.get("bids", (None,) * len(view.players))
        return [translate("Table", "bid {0}").format(b) if b is not None else "" for b in bids]

    def table_info(self, match: Match, view: PlayerView) -> list[str]:
        size = view.info.get("hand_size")
        each = translate("Table", "{0} card each") if size == 1 else translate("Table", "{0} cards each")
        round_of = translate("Table", "Round {0} of {1}").format(len(match.rounds), match.rounds_planned)
        return [round_of + " · " + each.format(size)]

    def decision_prompt(self, view: PlayerView) -> str:
        size, total = view.info["hand_size"], view.info["bid_total"]
        even = size - total
        hint = translate("MainWindow", ", even is {0}").format(even) if 0 <= even <= size else ""
        return translate("MainWindow", "Bid 0–{0}: {1} bid so far{2}").format(size, total, hint)

    # ----- statistics and hints ----------------------------------------------------------------

    def statistics_rows(self, summary: Summary) -> list[tuple[str, str]]:
        return [(translate("Statistics", "Bids made"), share_text(summary.bids_made, summary.bids))]

    def hint_decision(self, view: PlayerView, action: Action) -> str | None:
        if not isinstance(action, Bid):
            return None
        size = view.info.get("hand_size", 0)
        return translate("Hints", "Bid {0}: the computer expects about {0} of the {1} tricks from this hand, and an "
                         "exact bid is what scores.").format(action.tricks, size)

    def hint_evidence(self, view: PlayerView, search: SearchRecord) -> str | None:
        """A bid's search is told in points of the score table."""
        if view.phase != "bidding":
            return None
        best, second = sorted(search.candidates, key=lambda c: -search.means[c])[:2]
        return translate("Hints", "Over {0} layouts of the unseen cards it averaged {1:.1f} points; bid {2} would "
                         "have averaged {3:.1f}.").format(search.samples, search.means[best], second,
                                                          search.means[second])

    def hint_goal(self, view: PlayerView) -> str:
        bid = view.info.get("bids", (None,))[view.seat]
        if bid is None:
            return ""
        need = bid - view.tricks_won[view.seat]
        if need == 1:
            return translate("Hints", ", and you need 1 more trick for your bid of {0}").format(bid)
        if need > 1:
            return translate("Hints", ", and you need {0} more tricks for your bid of {1}").format(need, bid)
        if bid == 0:
            return translate("Hints", ", and you bid to take no trick")
        if bid == 1:
            return translate("Hints", ", and you already have the 1 trick you bid")
        return translate("Hints", ", and you already have the {0} tricks you bid").format(bid)

    # ----- the scorekeeper ---------------------------------------------------------------------

    def penalty_note(self) -> str:
        return translate(
            "Scorekeeper",
            "Revoke or wrong number of cards: the round is redealt by the same dealer "
            "and the offender loses 10 points.",
        )

    def scorekeeper_round_word(self) -> str:
        return translate("Scorekeeper", "Round")

    def scorekeeper_details(self, sheet: ScoreSheet, info: RoundInfo) -> str:
        dealer = translate("Scorekeeper", "%1 deals.").replace("%1", sheet.players[info.dealer])
        cards = (
            translate("Scorekeeper", "%1 cards each").replace("%1", str(info.cards))
            if info.cards != 1
            else translate("Scorekeeper", "1 card each")
        )
        kind = (
            translate("Scorekeeper", "trumps (turn up the next card)")
            if info.trumps
            else translate("Scorekeeper", "no trumps")
        )
        lead = translate("Scorekeeper", "%1 bids first and leads.").replace("%1", sheet.players[info.order[0]])
        return f"{cards}, {kind}. {dealer} {lead}"

    def scorekeeper_record_label(self, sheet: ScoreSheet) -> str:
        if sheet.pending_bids is not None:
            return translate("Scorekeeper", "Record &tricks")
        return translate("Scorekeeper", "Record &bids")

    def scorekeeper_record(self, sheet: ScoreSheet, form: Any) -> None:
        """Bids first (the window then announces even, over or under), the tricks after play."""
        if sheet.pending_bids is None:
            sheet.record_bids(form.bid_values())
        else:
            sheet.record_tricks(form.data()["tricks"])

    def scorekeeper_row_label(self, sheet: ScoreSheet, result: Result) -> str:
        info = result.info
        cards = (
            translate("Scorekeeper", "%1 cards").replace("%1", str(info.cards))
            if info.cards != 1
            else translate("Scorekeeper", "1 card")
        )
        if not info.trumps:
            cards += " " + translate("Scorekeeper", "NT")
        status = {
            "even": translate("Scorekeeper", "even"),
            "over": translate("Scorekeeper", "over-bid"),
            "under": translate("Scorekeeper", "under-bid"),
        }[result.status or ""]
        return fill(translate("Scorekeeper", "Round %1 · %2 · %3"), info.number, cards, status)

    def scorekeeper_cell(self, sheet: ScoreSheet, result: Result, seat: int) -> str:
        """The running total and the bid, ✓ made or ✗ missed, like the paper sheet's corner note."""
        if result.kind != "round":
            return super().scorekeeper_cell(sheet, result, seat)
        bid = result.data["bids"][seat]
        made = "✓" if bid == result.data["tricks"][seat] else "✗"
        return fill(translate("Scorekeeper", "%1   (bid %2 %3)"), result.totals[seat], bid, made)


register(BuggerBridgeFace())
