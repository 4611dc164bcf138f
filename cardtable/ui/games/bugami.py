"""Bugami's face: secret bug-suit bids on the seat plates, the bug-suit hint, the score sheet
and the scorekeeper's bids, tricks and bug cards. Bleeding Hearts builds on it."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...engine.actions import Action, Declare
from ...engine.cards import SUITS, Suit
from ...engine.games.bleeding_hearts import TURNIP
from ...engine.games.bugami import ZERO
from ...engine.view import PlayerView
from ...words import suit_noun
from ..decisions import BugamiBidWidget, DecisionWidget
from ..score_sheet import BugamiModel, SheetModel
from ..scorekeeper import SUIT_SYMBOLS, BugForm, EntryForm, fill
from . import GameFace, register

if TYPE_CHECKING:
    from ...scorekeeper import Result, ScoreSheet

translate = QCoreApplication.translate


def bid_label(bid: str | None, doublets: bool | None = None) -> str:
    """'♥', 'zero', 'Turnip', '♠ Doublets' for Bugami-family bids."""
    if bid is None:
        return ""
    if bid == ZERO:
        return translate("Table", "zero")
    if bid == TURNIP:
        return translate("Table", "Turnip")
    text = Suit.parse(bid).symbol
    return translate("Table", "{0} Doublets").format(text) if doublets else translate("Table", "bug {0}").format(text)


class BugamiFace(GameFace):
    game = "bugami"
    undealt_stock = True
    option_labels: ClassVar[dict[str, str]] = {
        "target": QT_TRANSLATE_NOOP("NewGameDialog", "Game ends at"),
        "zero_score": QT_TRANSLATE_NOOP("NewGameDialog", "Zero bid scores"),
    }
    option_suffixes: ClassVar[dict[str, str]] = {
        "target": QT_TRANSLATE_NOOP("NewGameDialog", " points"),
        "zero_score": QT_TRANSLATE_NOOP("NewGameDialog", " points"),
    }

    def sheet_model(self) -> type[SheetModel]:
        return BugamiModel

    def decision_widgets(self) -> tuple[type[DecisionWidget], ...]:
        return (BugamiBidWidget,)

    def scorekeeper_form(self) -> type[EntryForm]:
        return BugForm

    def seat_badges(self, view: PlayerView) -> list[str]:
        """The bids once revealed; before that only who has bid."""
        n = len(view.players)
        bids = view.info.get("bids", (None,) * n)
        doublets = view.info.get("doublets", (None,) * n)
        has_bid = view.info.get("has_bid", (False,) * n)
        out = []
        for s in range(n):
            if bids[s] is not None:
                out.append(bid_label(bids[s], doublets[s]))
            else:
                out.append("has bid" if has_bid[s] else "")
        return out

    def hint_decision(self, view: PlayerView, action: Action) -> str | None:
        if not isinstance(action, Declare):
            return None
        if action.bid == ZERO:
            return translate("Hints", "Bid zero: this hand has the low cards to take no trick at all.")
        if action.bid == TURNIP:
            return translate("Hints", "Bid Turnip: your hand copes with any bug suit, and the score is doubled.")
        suit = SUITS["SHDC".index(action.bid)]
        held = sum(1 for c in view.hand if c.suit == suit)
        if action.doublets:
            return translate("Hints", "Avoid {0} with Doublets: you hold {1} of them and can keep every one out "
                             "of your tricks.").format(suit_noun(suit), held)
        return translate("Hints", "Avoid {0}: you hold {1} of them, and they are the easiest to lose.").format(
            suit_noun(suit), held)

    def hint_goal(self, view: PlayerView) -> str:
        bug = view.info.get("bug_suits", (None,))[view.seat]
        if bug is not None:
            return translate("Hints", "; keep {0} out of your tricks").format(suit_noun(SUITS[bug]))
        if view.info.get("bids", (None,))[view.seat] == ZERO:
            return translate("Hints", "; your zero bid wants no trick at all")
        return ""

    def penalty_note(self) -> str:
        return translate("Scorekeeper", "The Bugami seed has no penalties; if the players agree, replay the deal.")

    def scorekeeper_cell(self, sheet: ScoreSheet, result: Result, seat: int) -> str:
        """The running total, what the round added and the bid (a suit, zero, the turnip)."""
        if result.kind != "round":
            return super().scorekeeper_cell(sheet, result, seat)
        total, score = result.totals[seat], result.scores[seat]
        delta = f"{score:+d}" if score else "—"
        bid = result.data["bids"][seat]
        if bid == ZERO:
            note = translate("Scorekeeper", "zero")
        elif bid == TURNIP:
            note = fill(translate("Scorekeeper", "turnip %1"), SUIT_SYMBOLS[result.data["turnip"]])
        elif result.data.get("doublets", [False] * sheet.n)[seat]:
            note = fill(translate("Scorekeeper", "%1 doublets", "%1 is a suit symbol"), SUIT_SYMBOLS[bid])
        else:
            note = SUIT_SYMBOLS[bid]
        return f"{total}   ({delta}; {note})"


register(BugamiFace())
