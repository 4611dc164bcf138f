"""Bugger Bridge's face: bids on the seat plates, the round and hand size in the corner, the
bidding prompt and bid panel, the bid hints, the bids-made figure, the score sheet (bids
raised beside the scores, over/under per round) and the scorekeeper's bid-then-tricks form."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from ...ai.bugger_bridge import bid_chances
from ...engine.actions import Action, Bid
from ...engine.cards import Suit
from ...engine.games.bugger_bridge import BuggerBridgeInfo, BuggerBridgeRound, bid_score, schedule
from ...engine.view import PlayerView
from ...scorekeeper import (
    Result,
    RoundInfo,
    ScoreSheet,
)
from ...words import card_sign, counted
from ..decision_look import DIGIT_KEYS, suit_html
from ..decision_widget import ChoiceButton, DecisionWidget, plain_text
from ..scorekeeper_form import EntryForm, fill, number, spin_box
from ..sheet_model import (
    CURRENT,
    CURRENT_MARK,
    DONE,
    FUTURE,
    SUIT_SIGNS,
    TOTAL,
    Cell,
    Column,
    Row,
    Sheet,
    SheetModel,
    card_text,
    superscript,
)
from ..statistics import share_text
from . import GameFace, register

if TYPE_CHECKING:
    from ...ai.montecarlo import SearchRecord
    from ...session.public import PublicTable
    from ...storage.stats import Summary


translate = QCoreApplication.translate


# ----- the score sheet ------------------------------------------------------------------------


class BuggerBridgeModel(SheetModel):
    """The paper sheet: every round of the schedule from the start, running totals with the
    bid raised beside them, the trump card and whether the bidding was even, over or under."""


    def marks_parts(self) -> tuple[str, ...]:
        # A total carries its round's bid raised beside it, grey where the bid was missed:
        # both read as a puzzle without a word, in the wide sheet as in the narrow one.
        # Written "sign = meaning" as Bugami's key is ("45 ⁽²⁾ total 45, bid 2" read as one
        # run-on phrase); the narrow sheet's "Σ" (the totals' row, the bids so far) too.
        parts = (translate("ScoreSheet", "45 ⁽²⁾ = total 45, bid 2"), translate("ScoreSheet", "grey = bid missed"))
        # The narrow sheet's bids column writes "Σ5" while bidding, then "=", "+2" or "−1";
        # its rounds carry their trumps, "8·♣" (a player's review found it in no key).
        return (*parts, translate("ScoreSheet", "Σ = total"),
                translate("ScoreSheet", "+2 = bids two over the tricks"),
                translate("ScoreSheet", "8·♣ = 8 cards, ♣ trumps")) if self.compact else parts

    def row_labels(self) -> list[str]:
        return [
            f"{cards}" if trumps else str(cards) + translate("ScoreSheet", "NT")
            for cards, trumps in schedule(self.scored_match.n)
        ]

    def player_csv(self, name: str) -> tuple[str, ...]:
        return (
            translate("ScoreSheet", "{name} bid").format(name=name),
            translate("ScoreSheet", "{name} tricks").format(name=name),
            translate("ScoreSheet", "{name} points").format(name=name),
            translate("ScoreSheet", "{name} total").format(name=name),
        )

    def round_of(self, i: int) -> BuggerBridgeRound:
        """Round ``i`` of the match, as Bugger Bridge's own round."""
        rnd = self.scored_match.rounds[i]
        assert isinstance(rnd, BuggerBridgeRound)
        return rnd

    def build(self) -> Sheet:
        m = self.scored_match
        plan = schedule(m.n)
        running = self.running_totals()
        columns = [
            # The rows are labelled by the cards dealt (1 … 8, 8NT, 8NT, 8 … 1), so the column
            # says "Cards": headed "Round", round 18's row read "1" and two rows read "8".
            Column(
                translate("ScoreSheet", "Cards"),
                tip=translate("ScoreSheet", "Cards dealt to each player and the trump suit; NT: no trumps")
                if self.compact else translate("ScoreSheet", "Cards dealt to each player; NT: no trumps"),
                short=translate("ScoreSheet", "Cds"),
            ),
            *(() if self.compact else (Column(
                translate("ScoreSheet", "Trump"),
                tip=translate("ScoreSheet", "The turned-up card naming trumps"),
                short=translate("ScoreSheet", "Tr"),
            ),)),
            *self.player_columns(),
            Column(
                translate("ScoreSheet", "Bids"),
                tip=translate("ScoreSheet", "The bids' total against the tricks: even, over or under")
                + (translate("ScoreSheet", " (= even, + over, − under)") if self.compact else ""),
            ),
        ]
        rows = []
        for i, label in enumerate(self.row_labels()):
            kind = self.kind_of(i)
            rnd = self.round_of(i) if kind != FUTURE else None
            cards, trumps = plan[i]
            dealer = (
                "; " + translate("ScoreSheet", "dealer {name}").format(name=m.players[rnd.dealer])
                if rnd is not None
                else ""
            )
            what = (
                translate("ScoreSheet", "{cards} cards").format(cards=cards)
                if cards != 1
                else translate("ScoreSheet", "1 card")
            )
            tip = (
                translate("ScoreSheet", "Round {n}: {what}, {trumps}").format(
                    n=i + 1,
                    what=what,
                    trumps=translate("ScoreSheet", "trumps") if trumps else translate("ScoreSheet", "no trumps"),
                )
                + dealer
            )
            if self.compact and trumps and rnd is not None and rnd.turn_up is not None:
                # The score pad's shorthand folds the trump suit into the round's label, "8·♣"
                # beside "8NT", and drops the trump column: a six-player sheet then keeps one
                # band at 1024×700 once the totals reach three figures. The card is in the tip;
                # the dot keeps the label from reading as a card ("8♣" for the turned-up 9♣).
                label += "·" + SUIT_SIGNS[int(rnd.turn_up) // 13]
                tip += "; " + translate("ScoreSheet", "turned up: {card}").format(card=card_text(rnd.turn_up))
            cells = [Cell(CURRENT_MARK + label if kind == CURRENT else label, tip=tip)]
            if not self.compact:
                cells.append(self._trump_cell(rnd, trumps))
            for p, name in enumerate(m.players):
                total = running[i][p] if kind == DONE else None
                cells.append(self.player_cell(rnd, i, kind, p, name, total))
            cells.append(self.status_cell(rnd))
            rows.append(Row(cells, kind))
        total_cells = [Cell(self.total_label(), tip=translate("ScoreSheet", "Total"))]
        total_cells += [] if self.compact else [Cell()]
        for p in range(m.n):
            total_cells.append(Cell(str(m.totals[p]), csv=("", "", "", str(m.totals[p]))))
        total_cells.append(Cell())
        rows.append(Row(total_cells, TOTAL))
        return Sheet(self.caption(), columns, rows)

    @staticmethod
    def _trump_cell(rnd: Any, trumps: bool) -> Cell:
        """The trump column's cell: the turned-up card, or a dash in a no-trump round."""
        if not trumps:
            return Cell("—", tip=translate("ScoreSheet", "No trumps"))
        if rnd is not None and rnd.turn_up is not None:
            return Cell(card_text(rnd.turn_up), csv=(str(rnd.turn_up),))
        return Cell()

    def player_cell(self, rnd: Any, i: int, kind: str, p: int, name: str, total: int | None) -> Cell:
        if rnd is None:
            return Cell()
        bid = rnd.bids[p]
        tricks = rnd.tricks[p]
        if bid is None:
            return Cell(csv=("", "", "", ""))
        if kind == DONE:
            points = self.scored_match.round_scores[i][p]
            made = bid == tricks
            result = (
                translate("ScoreSheet", "made")
                if made
                else translate("ScoreSheet", "missed (took {tricks})").format(tricks=tricks)
            )
            return Cell(
                self._scored(total, bid),
                tip=translate("ScoreSheet", "{name} bid {bid}, took {tricks}: {points} points; total {total}").format(
                    name=name, bid=bid, tricks=tricks, points=points, total=total
                ),
                speak=translate("ScoreSheet", "total {total}, bid {bid}, {result}").format(
                    total=total, bid=bid, result=result
                ),
                csv=(str(bid), str(tricks), str(points), str(total)),
                missed=not made,
            )
        playing = rnd.phase == "play"
        text = self._in_play(tricks, bid, playing)
        said = translate("ScoreSheet", "bid {bid}").format(bid=bid)
        if playing:
            said += ", " + translate("ScoreSheet", "taken {tricks} so far").format(tricks=tricks)
        return Cell(
            text,
            tip=f"{name}: {said}",
            speak=said,
            csv=(str(bid), str(tricks) if playing else "", "", ""),
        )

    def _scored(self, total: int | None, bid: int) -> str:
        """A scored round's cell: the running total, the bid raised ("45 ⁽²⁾")."""
        return f"{total}⁽{superscript(bid)}⁾" if self.compact else f"{total} ⁽{superscript(bid)}⁾"

    def _in_play(self, tricks: int, bid: int, playing: bool) -> str:
        """The round in play's cell: the bid, and once the cards are out, the tricks taken so
        far ("2 of 3": two of the three bid; full-size, as the current bids matter most)."""
        if self.compact:  # the score pad's shorthand: tricks/bid, or the bid alone in brackets
            return f"{tricks}/{bid}" if playing else f"({bid})"
        if playing:
            return translate("ScoreSheet", "{tricks} of {bid}").format(tricks=tricks, bid=bid)
        return translate("ScoreSheet", "bid {bid}").format(bid=bid)

    def headroom(self, column: int) -> tuple[str, ...]:
        """A player's column makes room from the start for a three-figure total (most
        matches reach one; fitted for it from the start, a four-player sheet keeps its shape
        when it comes, unless the room would cost a band: see ``ScoreSheet.tidy_columns``)
        and for a one-figure bid and tricks in play; the round's label for the current
        round's mark, and the bids' column for two-figure totals (without them a six-player
        sheet at 1024×700 went down a type size in mid-match)."""
        if column == 0:  # the round's label: the current one marked, its trump suit folded in
            return (CURRENT_MARK + "8·♣", CURRENT_MARK + "8" + translate("ScoreSheet", "NT"))
        if column == len(self.sheet.columns) - 1:  # the bids against the tricks, bidding or done
            if self.compact:
                return ("Σ88", "+88")
            # Under: fewer bid than tricks, one figure; over: up to two.
            return (translate("ScoreSheet", "{total} so far").format(total=88),
                    translate("ScoreSheet", "under") + " 8/8", translate("ScoreSheet", "over") + " 88/8")
        if not self.sheet.columns[column].players:
            return ()
        return (self._scored(888, 8), self._in_play(8, 8, True))

    def status_cell(self, rnd: Any) -> Cell:
        if rnd is None:
            return Cell()
        total, cards = rnd.bid_total, rnd.hand_size
        status = rnd.status
        if status is None:
            text = (
                translate("ScoreSheet", "{total} so far").format(total=total)
                if any(b is not None for b in rnd.bids)
                else ""
            )
            if self.compact and text:
                text = f"Σ{total}"
            return Cell(
                text,
                tip=counted(
                    cards, translate("ScoreSheet", "Bidding: {total} bid so far for 1 trick"),
                    translate("ScoreSheet", "Bidding: {total} bid so far for {cards} tricks"),
                ).format(total=total, cards=cards),
            )
        word = {
            "even": translate("ScoreSheet", "even"),
            "over": translate("ScoreSheet", "over"),
            "under": translate("ScoreSheet", "under"),
        }[status]
        short = {"even": "=", "over": f"+{total - cards}", "under": f"−{cards - total}"}[status]
        return Cell(
            short if self.compact else f"{word} {total}/{cards}",
            tip=counted(
                cards, translate("ScoreSheet", "Bids total {total} for 1 trick: {word}"),
                translate("ScoreSheet", "Bids total {total} for {cards} tricks: {word}"),
            ).format(total=total, cards=cards, word=word),
            csv=(status,),
        )

    def progress(self) -> str:
        m = self.scored_match
        planned = m.rounds_planned or 0
        if not m.rounds:
            return translate("ScoreSheet", "Bugger Bridge — {n} rounds").format(n=planned)
        return translate("ScoreSheet", "Bugger Bridge — round {k} of {n}").format(k=len(m.rounds), n=planned)


# ----- the decision panel ---------------------------------------------------------------------


class BuggerBridgeBidWidget(DecisionWidget):
    """Bid 0…n tricks. Every number is shown so the row keeps its shape, but only the legal
    bids are enabled; the hook rule's forbidden bid says why in its tooltip and a note. The
    others' bids are on their seat plates ("bid 2 · won 0"), not repeated here."""

    @classmethod
    def wants(cls, view: PlayerView) -> bool:
        return any(type(a) is Bid for a in view.legal)

    def _build(self) -> None:
        self._bids: dict[int, Bid] = {}
        # Reopened to change a bid, the bid made comes chosen: Enter keeps it, as Esc does.
        self._choice: int | None = self.view.info_as(BuggerBridgeInfo).bids[self.view.seat]
        self._made: int | None = None
        self.summary = self._label("summary")
        row = QHBoxLayout()
        row.setSpacing(6)
        self.buttons: list[ChoiceButton] = []
        top = int(self.view.info_as(BuggerBridgeInfo).hand_size)
        for b in range(top + 1):
            button = ChoiceButton(str(b), self)
            button.setObjectName("bidButton")
            button.setAccessibleName(self.tr("Bid {n}").format(n=b))
            button.clicked.connect(lambda _=False, b=b: self.select(b))
            button.doubleClicked.connect(lambda b=b: self._select_and_confirm(b))
            row.addWidget(button)
            self.buttons.append(button)
            if b < len(DIGIT_KEYS):
                self._keys[DIGIT_KEYS[b]] = partial(self.select, b)
        row.addStretch(1)
        self.box.addLayout(row)
        self.hook_note = self._label("note")

    def _select_and_confirm(self, b: int) -> None:
        self.select(b)
        self.confirm_choice()

    def _update_info(self) -> None:
        view, info = self.view, self.view.info_as(BuggerBridgeInfo)
        self._bids = {a.tricks: a for a in view.legal if type(a) is Bid}
        top = len(self.buttons) - 1
        total = int(info.bid_total)
        # Reopened to change a bid made (the rules allow it until the next player bids):
        # the bid made is the seat's own, and choosing it again changes nothing.
        self._made = info.bids[view.seat]
        if self._made is None:
            self.heading.setText(self.tr("How many tricks will you take?"))
        else:
            self.heading.setText(self.tr("Change your bid — you bid {n}").format(n=self._made))
        turn_up = info.turn_up
        if view.trump is None:
            trumps = self.tr("no trumps")
        elif turn_up is not None:
            trumps = self.tr("trumps {suit} (turned up {card})").format(
                suit=Suit(view.trump).symbol, card=card_sign(turn_up)
            )
        else:
            trumps = self.tr("trumps {suit}").format(suit=Suit(view.trump).symbol)
        each = self.tr("1 card each") if top == 1 else self.tr("{n} cards each").format(n=top)
        self.note.setText(suit_html(f"{each} · {trumps}"))
        # The others' bids: a bid being changed is the seat's own to choose again.
        others = sum(1 for seat, bid in enumerate(info.bids) if bid is not None and seat != view.seat)
        if others == 0 and self._made is not None:  # reopened to change: "You bid first" is history
            self.summary.setText(self.tr("Nobody else has bid yet."))
        else:
            self.summary.setText(self.summary_text(top, total - (self._made or 0), first=others == 0))
        self.summary.setAccessibleName(plain_text(self.summary.text()))
        forbidden = [b for b in range(top + 1) if b not in self._bids]
        self._why = {b: self._why_not(b, top, total) for b in forbidden}
        for b, button in enumerate(self.buttons):
            button.setToolTip(self._why.get(b, self.tr("Your bid now") if b == self._made else counted(
                b, self.tr("Bid 1: take exactly 1 trick"), self.tr("Bid {n}: take exactly {n} tricks")).format(n=b)))
            button.setAccessibleDescription(button.toolTip())
        self.hook_note.setText("<br>".join(self._why.values()) if self.view.legal else "")
        self.hook_note.setVisible(bool(forbidden) and bool(self.view.legal))
        if self._choice not in self._bids:
            self._choice = None
        # The arrows choose too (decision_widget's row keys): said, or only digits seem to work.
        self.hint.setText(self.tr("Keys: 0–{top} or ← → choose · Enter bids").format(top=min(9, top))
                          if self._made is None
                          else self.tr("Keys: 0–{top} or ← → choose · Enter confirms · Esc keeps {n}").format(
                              top=min(9, top), n=self._made))

    def summary_text(self, top: int, total: int, first: bool = False) -> str:
        """The status line: the bids so far, and which bid makes the round even."""
        return bids_so_far(top, total, first, "<br>")

    def _why_not(self, b: int, top: int, total: int) -> str:
        if self.view.info_as(BuggerBridgeInfo).hook and self.view.seat == self.view.dealer and total + b == top:
            return self.tr(
                "Hook rule: as dealer you may not bid {b} — the bids would total {top}, the tricks in play, "
                "so everyone could make their bid."
            ).format(b=b, top=top)
        return self.tr("A bid of {b} is not allowed now.").format(b=b)

    def select(self, b: int) -> None:
        if self._sent or b not in self._bids:
            return
        self._choice = b
        self._after_select(self.buttons[b])

    def _sync_controls(self) -> None:
        for b, button in enumerate(self.buttons):
            button.setEnabled(b in self._bids and not self._sent)
            button.setChecked(b == self._choice)

    def _action(self) -> Action | None:
        # The bid made, chosen again while changing it, keeps it (the window's keep_choice):
        # the player who reopened it to think it over needs a way back (Esc, too).
        return None if self._choice is None else self._bids.get(self._choice)

    def _confirm_text(self, action: Action | None) -> str:
        if self._made is not None:
            if isinstance(action, Bid) and action.tricks == self._made:
                return self.tr("Keep {n}").format(n=action.tricks)
            return self.tr("Change to {n}").format(n=action.tricks) if isinstance(action, Bid) else self.tr("Change")
        return self.tr("Bid {n}").format(n=action.tricks) if isinstance(action, Bid) else self.tr("Bid")

    def control_for(self, action: Action) -> QWidget | None:
        if isinstance(action, Bid) and 0 <= action.tricks < len(self.buttons):
            return self.buttons[action.tricks]
        return None

    def focus_target(self) -> QWidget:
        if self._choice is not None:
            return self.buttons[self._choice]
        return self.buttons[min(self._bids)] if self._bids else self


# ----- the scorekeeper's form -----------------------------------------------------------------


class BuggerBridgeForm(EntryForm):
    """Bids, then tricks: one row per player in bidding order (the dealer last)."""

    def __init__(self, sheet: ScoreSheet) -> None:
        super().__init__(sheet)
        self.header(
            translate("Scorekeeper", "Player"), translate("Scorekeeper", "Bid"), translate("Scorekeeper", "Tricks")
        )
        self.labels: list[QLabel] = []
        self.bids: list[QSpinBox] = []
        self.tricks: list[QSpinBox] = []
        for row in range(sheet.n):
            label = QLabel()
            bid = spin_box(8, "")
            took = spin_box(8, "")
            bid.valueChanged.connect(self.changed)
            took.valueChanged.connect(self.changed)
            self.grid.addWidget(label, row + 1, 0)
            self.grid.addWidget(bid, row + 1, 1)
            self.grid.addWidget(took, row + 1, 2)
            self.labels.append(label)
            self.bids.append(bid)
            self.tricks.append(took)
        self.grid.setColumnStretch(3, 1)
        self.order: tuple[int, ...] = tuple(range(sheet.n))

    def reset(self, info: RoundInfo) -> None:
        super().reset(info)
        self.order = info.order
        pending = self.sheet.pending_bids
        for row, p in enumerate(info.order):
            dealer = translate("Scorekeeper", " (deals)") if p == info.dealer else ""
            self.labels[row].setText(self.name(p) + dealer)
            for spin, what in (
                (self.bids[row], translate("Scorekeeper", "bid")),
                (self.tricks[row], translate("Scorekeeper", "tricks")),
            ):
                spin.blockSignals(True)
                spin.setRange(0, info.cards)
                spin.setValue(0 if pending is None or spin is self.tricks[row] else pending[p])
                spin.setAccessibleName(f"{self.name(p)} {what}")
                spin.blockSignals(False)
            self.bids[row].setEnabled(pending is None)
            self.tricks[row].setEnabled(pending is not None)
        for row in range(1, self.sheet.n):
            QWidget.setTabOrder(self.bids[row - 1], self.bids[row])
        for row in range(1, self.sheet.n):
            QWidget.setTabOrder(self.tricks[row - 1], self.tricks[row])

    def _values(self, spins: list[QSpinBox]) -> list[int]:
        out = [0] * self.sheet.n
        for row, p in enumerate(self.order):
            out[p] = spins[row].value()
        return out

    def bid_values(self) -> list[int]:
        return self._values(self.bids)

    def data(self) -> dict[str, Any]:
        return {"bids": self.bid_values(), "tricks": self._values(self.tricks)}

    def live(self) -> str:
        if self.info is None:
            return ""
        if self.sheet.pending_bids is not None:
            total = sum(self.sheet.pending_bids)
            status = {
                "even": translate("Scorekeeper", "Even"),
                "over": translate("Scorekeeper", "Over-bid"),
                "under": translate("Scorekeeper", "Under-bid"),
            }["even" if total == self.info.cards else ("over" if total > self.info.cards else "under")]
            took = sum(s.value() for s in self.tricks)
            return fill(
                counted(
                    self.info.cards,
                    translate(
                        "Scorekeeper", "%1: the bids total %2 for 1 trick. Now enter the tricks taken (%4 of 1 so far)."
                    ),
                    translate(
                        "Scorekeeper",
                        "%1: the bids total %2 for %3 tricks. Now enter the tricks taken (%4 of %3 so far).",
                    ),
                ),
                status,
                str(total),
                str(self.info.cards),
                str(took),
            )
        total = sum(s.value() for s in self.bids)
        return fill(counted(self.info.cards, translate("Scorekeeper", "Bids so far total %1 for 1 trick."),
                            translate("Scorekeeper", "Bids so far total %1 for %2 tricks.")),
                    str(total), str(self.info.cards))

    def first_input(self) -> QWidget | None:
        return self.bids[0] if self.sheet.pending_bids is None else self.tricks[0]


# ----- the face -------------------------------------------------------------------------------


class BuggerBridgeFace(GameFace):
    game = "bugger-bridge"
    center_pile = False
    corner_pile = True
    option_labels: ClassVar[dict[str, Any]] = {"hook_rule": QT_TRANSLATE_NOOP("NewGameDialog", "Hook rule")}
    option_check_texts: ClassVar[dict[str, Any]] = {
        "hook_rule": QT_TRANSLATE_NOOP("NewGameDialog", "Dealer may not make the bids even")}
    engine_texts: ClassVar[tuple[Any, ...]] = (
        QT_TRANSLATE_NOOP(
            "GameBlurbs",
            "Oh Hell for 3–10: bid the exact number of tricks you will take, no more, no fewer.",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "The dealer may not bid so that the bids total the tricks in play."),
    )

    def sheet_model(self) -> type[SheetModel]:
        return BuggerBridgeModel

    def decision_widgets(self) -> tuple[type[DecisionWidget], ...]:
        return (BuggerBridgeBidWidget,)

    def scorekeeper_form(self) -> type[EntryForm]:
        return BuggerBridgeForm

    # ----- the table ---------------------------------------------------------------------------

    def seat_badges(self, view: PlayerView) -> list[str]:
        bids = view.info_as(BuggerBridgeInfo).bids
        return [translate("Table", "bid {0}").format(b) if b is not None else "" for b in bids]

    def table_info(self, table: PublicTable, view: PlayerView) -> list[str]:
        size = view.info_as(BuggerBridgeInfo).hand_size
        each = translate("Table", "{0} card each") if size == 1 else translate("Table", "{0} cards each")
        round_of = translate("Table", "Round {0} of {1}").format(table.rounds_started, table.rounds_planned)
        return [round_of + " · " + each.format(size)]

    def amend_label(self) -> str:
        return translate("MainWindow", "Chan&ge my bid")

    def amend_keep_label(self) -> str:
        return translate("MainWindow", "Keep my bid")

    def review_header(self, match: Any, index: int) -> str:
        """Trumps (and the card turned up for them) and everyone's bid: a trick in the review
        cannot be judged without them (a reviewer found only the round's number there)."""
        rnd = match.rounds[index]
        assert isinstance(rnd, BuggerBridgeRound)
        if rnd.trump is None:
            trumps = translate("Review", "No trumps")
        elif rnd.turn_up is not None:
            trumps = translate("Review", "Trumps: {0} (turned up {1})").format(Suit(rnd.trump).symbol,
                                                                              card_sign(rnd.turn_up))
        else:
            trumps = translate("Review", "Trumps: {0}").format(Suit(rnd.trump).symbol)
        bids = ", ".join(f"{match.players[p]} {'—' if b is None else b}" for p, b in enumerate(rnd.bids))
        return translate("Review", "{0} · Bids: {1}").format(trumps, bids)

    def amend_current(self, view: PlayerView) -> Action | None:
        made = view.info_as(BuggerBridgeInfo).bids[view.seat]
        return None if made is None else Bid(view.seat, made)

    def amend_offer(self, view: PlayerView, next_name: str) -> tuple[str, str]:
        made = view.info_as(BuggerBridgeInfo).bids[view.seat]
        return (translate("MainWindow", "You bid {0}.").format(made),
                translate("MainWindow", "You may change your bid until {0} bids.").format(next_name))

    def amend_prompt(self, view: PlayerView) -> str:
        return translate("MainWindow", "Change your bid: choose another, 0 to {0}, or keep yours (Esc).").format(
            view.info_as(BuggerBridgeInfo).hand_size)

    def decision_prompt(self, view: PlayerView) -> str:
        info = view.info_as(BuggerBridgeInfo)
        size = info.hand_size
        first = all(bid is None for seat, bid in enumerate(info.bids) if seat != view.seat)
        return translate("MainWindow", "Your bid, 0 to {0}. {1}").format(
            size, bids_so_far(size, info.bid_total, first))

    # ----- statistics and hints ----------------------------------------------------------------

    def statistics_rows(self, summary: Summary) -> list[tuple[str, str]]:
        return [(translate("Statistics", "Bids made"), share_text(summary.bids_made, summary.bids))]

    def statistics_tips(self) -> dict[str, str]:
        return {translate("Statistics", "Bids made"): translate(
            "Statistics", "Rounds in which you took exactly the tricks you bid")}

    def hint_decision(self, view: PlayerView, action: Action) -> str | None:
        if not isinstance(action, Bid):
            return None
        size = view.info_as(BuggerBridgeInfo).hand_size
        return counted(
            size, translate("Hints", "Bid {0}: the computer expects about {0} of the 1 trick from this hand, and an "
                            "exact bid is what scores."),
            translate("Hints", "Bid {0}: the computer expects about {0} of the {1} tricks from this hand, and an "
                      "exact bid is what scores."),
        ).format(action.tricks, size)

    def hint_evidence(self, view: PlayerView, search: SearchRecord) -> str | None:
        """A bid's search is told as the chance of making the bid exactly and the points of
        the score table that gives (see :func:`~cardtable.ai.bugger_bridge.bid_chances`)."""
        if view.phase != "bidding":
            return None
        best, second = sorted(search.candidates, key=lambda c: -search.means[c])[:2]
        chances = bid_chances(view, search.means)
        if chances is None:  # the match's last rounds: the values weigh winning the match too
            return counted(
                search.samples, translate("Hints", "On 1 layout of the unseen cards it did best for your chance of "
                                          "winning the match; the next best was bid {1}."),
                translate("Hints", "Over {0} layouts of the unseen cards it did best for your chance of winning the "
                          "match; the next best was bid {1}."),
            ).format(search.samples, second)
        points = {b: p * bid_score(b, b) for b, p in chances.items()}
        if search.samples == 1:
            return translate("Hints", "On 1 layout of the unseen cards it scored {0:.0f} points; bid {1} would have "
                             "scored {2:.0f}.").format(points[best], second, points[second])
        return translate("Hints", "Over {0} layouts of the unseen cards it was made exactly on {1}% of them, "
                         "{2:.1f} points on average; bid {3} would have been made on {4}%, {5:.1f} points.").format(
            search.samples, round(100 * chances[best]), points[best], second, round(100 * chances[second]),
            points[second])

    def hint_goal(self, view: PlayerView) -> str:
        bid = view.info_as(BuggerBridgeInfo).bids[view.seat]
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
        assert info.dealer is not None  # every Bugger Bridge round has a dealer
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
        return fill(translate("Scorekeeper", "%1   (bid %2 %3)"), number(result.totals[seat]), bid, made)


def bids_so_far(cards: int, total: int, first: bool = False, between: str = " ") -> str:
    """Where the bidding stands, in plain words: the bids so far against the tricks there are,
    and the bid that would make the round even (the bids adding up to the tricks; the hook
    rule forbids it to the dealer), or how far the bids are already over. ``first``: nobody
    else has bid yet, which is all there is to say ("0 of 4 tricks; a bid of 4 would make
    them even" was read as advice). ``between`` goes between the two sentences: the panel puts
    each on its own line ("… A bid" / "of 2 would make them even." read badly)."""
    if first:
        return translate("BuggerBridge", "You bid first: nobody has bid yet.")
    trick_word = (translate("BuggerBridge", "Bids so far: {0} of 1 trick.") if cards == 1
                  else translate("BuggerBridge", "Bids so far: {0} of {1} tricks."))
    said = trick_word.format(total, cards)
    even = cards - total
    if even >= 0:
        return said + between + translate("BuggerBridge", "A bid of {0} would make them even.").format(even)
    return said + between + translate("BuggerBridge", "They are already over by {0}.").format(-even)


register(BuggerBridgeFace())
