"""Bleeding Hearts' face: Bugami's (three players, bids and bug cards) with the Turnip and
Doublets bids in the bid panel and the scorekeeper's form, the turnip's own pile, and its
option labels."""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    Qt,
)
from PySide6.QtWidgets import QWidget

from ...engine.actions import Action, Declare
from ...words import card_sign
from ..decision_widget import ChoiceButton, DecisionWidget
from ..scorekeeper_form import EntryForm
from ..sheet_model import SheetModel, card_text
from . import register
from .bugami import BugamiBidWidget, BugamiFace, BugamiModel, BugForm, bid_label

translate = QCoreApplication.translate


# ----- the score sheet ------------------------------------------------------------------------


class BleedingHeartsModel(BugamiModel):
    """Bugami's sheet; Turnip and Doublets bids are written by :meth:`BugamiModel.bid_text`."""

    title = "Bleeding Hearts"


# ----- the decision panel ---------------------------------------------------------------------


class BleedingHeartsBidWidget(BugamiBidWidget):
    """Bleeding Hearts: a bug suit, Turnip, and the Doublets toggle, which goes with a suit
    only — it is switched off and disabled while Turnip is chosen, and says why."""

    SPECIALS: ClassVar[dict[str, tuple[str, str, Qt.Key, bool]]] = {"turnip": ("?", "Turnip", Qt.Key.Key_T, True)}

    def _build_extras(self) -> None:
        # At the end of the suits' row, which it goes with: beside the Bid button, the keys'
        # hint and the two buttons outgrew the panel's width in French and both buttons' text
        # was cut; there it costs the panel no row (a row of its own cost a small table the
        # room its scoring note needed).
        self.doublets_button = ChoiceButton(self.tr("Doublets  ×2"), self)
        self.doublets_button.setAccessibleName(self.tr("Doublets"))
        self.doublets_button.clicked.connect(self.toggle_doublets)
        self._keys[Qt.Key.Key_X] = self.toggle_doublets
        self.token_row.addWidget(self.doublets_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.doublets_button.setVisible(
            any(type(a) is Declare and a.doublets for a in self.view.legal) or self.waiting(self.view)
        )

    def _special_tip(self, bid: str) -> str:
        return self.tr(
            "Turnip: your bug suit is the turnip's suit, unknown until the bids are revealed; your score is "
            "doubled. Turnip does not combine with Doublets."
        )

    def _heading_text(self) -> str:
        return self.tr("Choose a bug suit or the Turnip")

    def _note_text(self) -> str:
        return self.tr(
            "Bids are secret until everyone has bid; then they are all shown together, and the "
            "turnip is turned up: it joins the last trick."
        )

    def _scoring_text(self) -> str:
        return self.tr(
            "Scoring: 10 points a trick, divided by the number of bug cards you take (rounded down); "
            "20 points a trick if you take no bug card. Turnip doubles it; "
            "Doublets doubles it if you take no bug card, and scores 0 if you take any."
        )

    def _hint_text(self) -> str:
        return self.tr("Keys: S H D C suit · T turnip · X doublets · Enter bids")

    def mark_hint(self, action: Action | None) -> QWidget | None:
        """The suit's token ringed, as Bugami's, and the Doublets toggle set as the hint
        says: "avoid hearts with Doublets" ringed only the hearts, and a player who followed
        the ring bid plain hearts (a player's review)."""
        control = super().mark_hint(action)
        if (isinstance(action, Declare) and not self._sent and action.doublets != self.doublets
                and (not action.doublets or self._doublets_allowed())):
            self.doublets = action.doublets
            self._sync_controls()
        return control

    def toggle_doublets(self) -> None:
        if self._sent or not self._doublets_allowed():
            self._sync()
            return
        self.doublets = not self.doublets
        self._after_select(None)

    def _doublets_allowed(self) -> bool:
        if self._choice is None:
            return any(d for _, d in self._map)
        return (self._choice, True) in self._map

    def _sync_controls(self) -> None:
        super()._sync_controls()
        allowed = self._doublets_allowed()
        if self.doublets and not allowed and not self._sent:
            self.doublets = False  # choosing Turnip switches Doublets off: they do not combine
        button = self.doublets_button
        button.setEnabled(allowed and not self._sent)
        button.setChecked(self.doublets)
        if self._choice is not None and not allowed and (self._choice, False) in self._map:
            tip = self.tr("Doublets combines with a suit only: Turnip and Doublets do not combine.")
        else:
            tip = self.tr(
                "Doublets: you promise to take no card of your bug suit. Clean, your score is doubled; "
                "any bug card and you score 0. Combines with a suit only, not with Turnip."
            )
        button.setToolTip(tip)
        button.setAccessibleDescription(tip)


# ----- the scorekeeper's form -----------------------------------------------------------------


class BleedingHeartsForm(BugForm):
    """Bugami's form with the turnip's suit, the Turnip bid and a Doublets box per player."""

    hearts = True


# ----- the face -------------------------------------------------------------------------------


class BleedingHeartsFace(BugamiFace):
    game = "bleeding-hearts"
    turnip_pile = True
    undealt_stock = False
    option_labels: ClassVar[dict[str, Any]] = {
        "target": QT_TRANSLATE_NOOP("NewGameDialog", "Game ends at"),
        "removed_ranks": QT_TRANSLATE_NOOP("NewGameDialog", "Bid-card ranks"),
    }
    option_suffixes: ClassVar[dict[str, Any]] = {"target": QT_TRANSLATE_NOOP("NewGameDialog", " points")}
    engine_texts: ClassVar[tuple[Any, ...]] = (
        QT_TRANSLATE_NOOP(
            "GameBlurbs",
            "Three-player Bugami with 40 cards, a turnip, and the Turnip and Doublets bids.",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "The score that ends the match at the end of a deal."),
        QT_TRANSLATE_NOOP("GameOptions", "The three ranks taken out as bid-cards."),
    )

    def sheet_model(self) -> type[SheetModel]:
        return BleedingHeartsModel

    def review_header(self, match: Any, index: int) -> str:
        """The turnip and everyone's bid (the round is over: all of it is public), written as
        the plates write them: a Turnip bid with its suit ("Turnip ♠")."""
        rnd = match.rounds[index]
        bids = ", ".join(f"{match.players[p]} {bid_label(b, d, rnd.bug_suit(p)) or '—'}"
                         for p, (b, d) in enumerate(zip(rnd.bids, rnd.doublets, strict=True)))
        return translate("Review", "Turnip: {0} · Bids: {1}").format(card_sign(rnd.turnip), bids)

    def review_trick_note(self, match: Any, index: int, trick: int) -> str:
        """The turnip goes to whoever wins the last trick, with its cards: said under it."""
        rnd = match.rounds[index]
        if trick != len(rnd.history) - 1 or rnd.turnip is None:
            return ""
        winner = rnd.history[trick][2]
        return translate("Review", "The turnip {0} joins this trick: {1} takes it too.").format(
            card_sign(rnd.turnip), match.players[winner])

    def round_notes(self, rnd: Any, last: bool) -> list[str]:
        """The one card left undealt is the turnip, face up all round and named so on the
        table and the bid panel: the summary says the turnip, not "the undealt card"."""
        if rnd.turnip is None:
            return []
        return [translate("Table", "The turnip, {0}, went with the last trick.").format(card_text(rnd.turnip))]

    def decision_widgets(self) -> tuple[type[DecisionWidget], ...]:
        return (BleedingHeartsBidWidget,)

    def scorekeeper_form(self) -> type[EntryForm]:
        return BleedingHeartsForm

    def penalty_note(self) -> str:
        return translate(
            "Scorekeeper", "The Bleeding Hearts seed has no penalties; if the players agree, replay the deal."
        )


register(BleedingHeartsFace())
