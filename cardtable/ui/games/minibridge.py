"""Minibridge's face: points, declarer and dummy on the seat plates, compass seats, the
announcing and contract prompts and panels, their hints, contracts made, what a card cost in
the review, the score sheet (a row per deal, the sides' columns) and the scorekeeper's
points-contract-tricks form."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import (
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from ...analysis.review import ReviewTable, double_dummy_costs
from ...bridge.leads import taught_opening_lead
from ...engine.actions import Action, Announce, ChooseContract, Play
from ...engine.cards import Suit, hcp, mask_of
from ...engine.games.minibridge import (
    SEAT_NAMES,
    STRAINS,
    Minibridge,
    MinibridgeInfo,
    MinibridgeRound,
    contract_score,
    declarer_from_points,
    target_tricks,
)
from ...engine.phase import Phase
from ...engine.view import PlayerView
from ...scorekeeper import (
    Result,
    RoundInfo,
    ScoreSheet,
)
from ...session.public import suit_order
from ...words import counted, counted_of, strain_words
from ..decision_look import hand_html, honour_breakdown, suit_html, suit_name
from ..decision_widget import ChoiceButton, DecisionWidget, SuitToken, plain_text
from ..new_game import compass_point, you_or_partner
from ..scorekeeper_form import (
    SUIT_SYMBOLS,
    UNSET,
    EntryForm,
    compass,
    compass_letter,
    fill,
    spin_box,
    strain_name,
    unset_spin_box,
)
from ..sheet_model import CURRENT, CURRENT_MARK, DONE, FUTURE, TOTAL, Cell, Column, Row, Sheet, SheetModel
from ..statistics import share_text
from . import GameFace, register

if TYPE_CHECKING:
    from ...ai.montecarlo import SearchRecord
    from ...session.public import PublicTable
    from ...storage.stats import Summary


translate = QCoreApplication.translate


def table_compass(seat: int) -> int:
    """The compass point (an index of ``SEAT_NAMES``) the table shows for an engine seat.

    The person plays engine seat 0 and sits at the bottom of the table, where every bridge
    diagram has South; so the table turns the compass half round: the person is South, the
    partner (seat 2) North opposite, seat 1 (on the person's left) West, seat 3 East. The
    partnerships stay North–South (0 and 2) and East–West (1 and 3), and records keep the
    engine's numbering."""
    return (seat + 2) % 4


# ----- the score sheet ------------------------------------------------------------------------


class MinibridgeModel(SheetModel):
    """A row per deal, redeals included: dealer, the points, contract, declarer, tricks and
    each side's score; the deals still to play greyed; the sides' totals."""

    STRAIN_TEXT: ClassVar[dict[str, Any]] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

    def seat_name(self, seat: int) -> str:
        return f"{self.scored_match.players[seat]} ({compass_letter(table_compass(seat))})"

    def seat_cell(self, seat: int) -> Cell:
        """A seat as its compass letter; the name in the tip and the CSV."""
        name = self.seat_name(seat)
        return Cell(compass_letter(table_compass(seat)), tip=name, speak=name, csv=(name,))

    def sides(self) -> tuple[str, str]:
        p = self.scored_match.players
        return f"{p[0]} & {p[2]}", f"{p[1]} & {p[3]}"

    def sides_key(self) -> str:
        ns, ew = self.sides()
        return translate("ScoreSheet", "NS: {ns} · EW: {ew}").format(ns=ns, ew=ew)

    def minibridge(self) -> Minibridge:
        """The match's game, as Minibridge's own spec."""
        spec = self.scored_match.spec
        assert isinstance(spec, Minibridge)
        return spec

    def shorthand_parts(self) -> tuple[str, ...]:
        # The narrow sheet's points column holds North–South's points alone, which read as the
        # declarer's: the key says whose they are.
        return (translate("ScoreSheet", "HCP North–South's points"), translate("ScoreSheet", "P part-score"),
                translate("ScoreSheet", "G game"))

    def build(self) -> Sheet:
        m = self.scored_match
        ns, ew = self.sides()
        columns = [
            Column(translate("ScoreSheet", "Deal"), short="#"),
            # Short titles as on a bridge score pad (the sheet fits a narrow dock); the CSV
            # keeps the words.
            Column(translate("ScoreSheet", "Dlr"), csv=(translate("ScoreSheet", "Dealer"),),
                   tip=translate("ScoreSheet", "Dealer")),
            Column(
                translate("ScoreSheet", "HCP"),
                csv=(translate("ScoreSheet", "Points"),),
                tip=translate("ScoreSheet", "High-card points: North–South against East–West")
                if not self.compact else translate("ScoreSheet", "High-card points of North–South (of 40)"),
            ),
            Column(translate("ScoreSheet", "Contract"), short=translate("ScoreSheet", "Ctr"),
                   tip=translate("ScoreSheet", "P part-score, G game") if self.compact else ""),
            Column(translate("ScoreSheet", "By"), csv=(translate("ScoreSheet", "Declarer"),),
                   tip=translate("ScoreSheet", "Declarer")),
            Column(
                translate("ScoreSheet", "Tricks"), tip=translate("ScoreSheet", "Tricks taken by the declaring side"),
                short=translate("ScoreSheet", "Tr"),
            ),
            Column(
                translate("ScoreSheet", "NS"),
                players=(0, 2),
                tip=translate("ScoreSheet", "North–South: {names}").format(names=ns),
                numeric=True,
            ),
            Column(
                translate("ScoreSheet", "EW"),
                players=(1, 3),
                tip=translate("ScoreSheet", "East–West: {names}").format(names=ew),
                numeric=True,
            ),
        ]
        rows = []
        number = 0
        for i, rnd in enumerate(m.rounds):
            assert isinstance(rnd, MinibridgeRound)
            kind = self.kind_of(i)
            if not rnd.redeal:
                number += 1
            rows.append(self.deal_row(rnd, i, kind, number if not rnd.redeal else number + 1))
        planned = self.minibridge().deals_planned(m)
        if planned is not None:
            for k in range(number + 1, planned + 1):
                rows.append(Row([Cell(str(k)), *(Cell() for _ in columns[1:])], FUTURE))
        rows.append(
            Row(
                [Cell(self.total_label(), tip=translate("ScoreSheet", "Total")), *(Cell() for _ in range(5)),
                 Cell(str(m.totals[0])), Cell(str(m.totals[1]))],
                TOTAL,
            )
        )
        return Sheet(self.caption(), columns, rows)

    def deal_row(self, rnd: Any, i: int, kind: str, number: int) -> Row:
        label = Cell((CURRENT_MARK if kind == CURRENT else "") + str(number))
        dealer = self.seat_cell(rnd.dealer)
        if None in rnd.points:
            said = [p for p in rnd.points if p is not None]
            points = Cell(
                "…",
                tip=translate("ScoreSheet", "Announcing: {said}").format(said=", ".join(map(str, said)))
                if said
                else "",
            )
        else:
            pns, pew = rnd.points[0] + rnd.points[2], rnd.points[1] + rnd.points[3]
            points = Cell(
                str(pns) if self.compact else f"{pns}–{pew}",
                tip=translate("ScoreSheet", "North–South {ns}, East–West {ew}").format(ns=pns, ew=pew),
            )
        if rnd.redeal:
            text = "20–20" if self.compact else translate("ScoreSheet", "20–20 redeal")
            cells = [
                label,
                dealer,
                points,
                Cell(text, tip=translate("ScoreSheet", "Thrown in; the same dealer deals again")),
            ]
            cells += [Cell("—"), Cell("—"), Cell("—", csv=("0",)), Cell("—", csv=("0",))]
            return Row(cells, kind, muted=True)
        contract = Cell()
        if rnd.strain is not None:
            strain = translate("ScoreSheet", "NT") if rnd.strain == "NT" else self.STRAIN_TEXT[rnd.strain]
            scope = translate("ScoreSheet", "game") if rnd.game_contract else translate("ScoreSheet", "part-score")
            short = translate("ScoreSheet", "game") if rnd.game_contract else translate("ScoreSheet", "part")
            text = f"{strain} {scope}"
            if self.compact:  # a score pad's shorthand: ♥G, NTP
                short = translate("ScoreSheet", "G") if rnd.game_contract else translate("ScoreSheet", "P")
            contract = Cell(
                f"{strain}{short}" if self.compact else f"{strain} {short}",
                tip=translate("ScoreSheet", "{contract}: needs {k} tricks").format(contract=text, k=rnd.target),
                speak=text,
                csv=(text,),
            )
        elif rnd.declarer is not None:
            contract = Cell(
                "…",
                tip=translate("ScoreSheet", "{name} is choosing the contract").format(
                    name=self.seat_name(rnd.declarer)
                ),
            )
        declarer = self.seat_cell(rnd.declarer) if rnd.declarer is not None else Cell()
        tricks = Cell()
        scores = [Cell(), Cell()]
        if kind == DONE:
            took = rnd.declarer_tricks
            short = rnd.target - took
            result = (
                translate("ScoreSheet", "made") if short <= 0 else translate("ScoreSheet", "down {k}").format(k=short)
            )
            mark = "✓" if short <= 0 else f"−{short}"
            tricks = Cell(f"{took} {mark}", tip=f"{took} ({result})", speak=f"{took} ({result})",
                          csv=(str(took),), red=short > 0)
            s = self.scored_match.round_scores[i]
            scores = [Cell(str(s[0])), Cell(str(s[1]))]
        elif rnd.strain is not None:
            so_far = translate("ScoreSheet", "{k} so far").format(k=rnd.declarer_tricks)
            tricks = Cell(f"({rnd.declarer_tricks})", tip=so_far, speak=so_far, csv=(str(rnd.declarer_tricks),))
        return Row([label, dealer, points, contract, declarer, tricks, *scores], kind)

    def progress(self) -> str:
        m = self.scored_match
        spec = self.minibridge()
        planned = spec.deals_planned(m)
        played = spec.deals_played(m)
        if planned is None:
            deals = translate("ScoreSheet", "first side to {target}").format(target=m.options["target"])
        elif planned == 1:
            deals = translate("ScoreSheet", "{k} of 1 deal played").format(k=played)
        else:
            deals = counted_of(played, translate("ScoreSheet", "{k} of {n} deals played", "0 or 1 deal played"),
                               translate("ScoreSheet", "{k} of {n} deals played")).format(k=played, n=planned)
        return translate("ScoreSheet", "Minibridge — {deals}").format(deals=deals)  # the sides: see sides_key


# ----- the decision panel ---------------------------------------------------------------------


class PointsBox(QSpinBox):
    """A spin box that starts at "?" (nothing counted yet): the first digit typed replaces
    the "?" rather than being refused after it, wherever a click left the cursor. The
    announcing panel's, and the practice window's answer boxes."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.value() == self.minimum() and event.text().isdigit():
            self.lineEdit().clear()
        super().keyPressEvent(event)


class AnnounceWidget(DecisionWidget):
    """Minibridge: say your high-card points. The number is the student's to count, so
    nothing is filled in ("?") and any count may be announced — the engine refuses a wrong
    one and the window shows its message. "Count for me" writes out the sum."""

    free_choice = True

    @classmethod
    def wants(cls, view: PlayerView) -> bool:
        return any(type(a) is Announce for a in view.legal)

    def _build(self) -> None:
        self.hand_label = self._label("note", optional=True)
        row = QHBoxLayout()
        row.setSpacing(10)
        label = QLabel(self.tr("Your points:"), self)
        row.addWidget(label)
        self.spin = PointsBox(self)
        self.spin.setRange(-1, 37)
        self.spin.setSpecialValueText("?")
        self.spin.setValue(-1)
        self.spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.spin.setAccessibleName(self.tr("Your high-card points"))
        self.spin.setToolTip(self.tr("Type your points (0–37) or use the arrows"))
        label.setBuddy(self.spin)
        self.spin.valueChanged.connect(self._value_changed)
        row.addWidget(self.spin)
        self.helper = QPushButton(self.tr("Count for me"), self)
        self.helper.setObjectName("helper")
        self.helper.setAccessibleName(self.tr("Count for me"))
        self.helper.setToolTip(self.tr("Add up the aces, kings, queens and jacks in your hand"))
        self.helper.clicked.connect(self.count_for_me)
        row.addWidget(self.helper)
        row.addStretch(1)
        self.box.addLayout(row)
        self.breakdown = self._label("summary")
        self.breakdown.hide()
        # What the others announced is the table's state, not a reminder: it folds last (in
        # French at 1024x700 it went with the reminders).
        self.announced = self._label("note", essential=True)

    def _update_info(self) -> None:
        view, info = self.view, self.view.info_as(MinibridgeInfo)
        self.heading.setText(self.tr("Count your points: A 4, K 3, Q 2, J 1"))
        order = info.announce_order or ()
        points = info.points
        first = bool(order) and order[0] == view.seat
        self.note.setText(
            self.tr("You are the dealer, so you announce first.")
            if first
            else self.tr("Announce your high-card points, in turn from the dealer.")
        )
        self.hand_label.setText(hand_html(view.hand, view.trump))  # in the fan's suit order
        said = [
            f"{self._player(s)} {points[s]}" for s in order if s < len(points) and points[s] is not None
        ]
        self.announced.setText(self.tr("Announced so far: {list}").format(list=", ".join(said)) if said else "")
        self.announced.setVisible(bool(said))
        self.hint.setText(self.tr("Type the number · Enter announces"))

    def count_for_me(self) -> None:
        """Fill in the total and show the sum behind it, so the student can check their own."""
        if self._sent:
            return
        text, total = honour_breakdown(self.view.hand)
        self.breakdown.setText(suit_html(text))
        self.breakdown.setAccessibleName(plain_text(text))
        self.breakdown.show()
        self.spin.setValue(total)

    def _sync_controls(self) -> None:
        self.spin.setEnabled(not self._sent)
        self.helper.setEnabled(not self._sent)

    def _action(self) -> Action | None:
        seat = next((a.seat for a in self.view.legal if type(a) is Announce), self.view.seat)
        if self.spin.value() < 0 or (self._deal_key(), self.spin.value()) == getattr(self, "_refused", None):
            return None  # a count just refused is not offered again ("Announce 8" beside "count again")
        return Announce(seat, self.spin.value())

    def _value_changed(self, value: int) -> None:
        """A new count clears the last refusal's reason; the refused count itself does not (Enter
        pressed again on it re-reads the field, which signals the same value again, and the
        reason vanished beside a greyed button)."""
        if (self._deal_key(), value) == getattr(self, "_refused", None):
            self._sync()
        else:
            self._after_select(None)

    def _deal_key(self) -> tuple[int, tuple[int, ...]]:
        return self.view.round_index, tuple(int(c) for c in self.view.hand)

    def show_error(self, message: str) -> None:
        self._refused = (self._deal_key(), self.spin.value())  # this deal's wrong count
        super().show_error(message)

    def _confirm_text(self, action: Action | None) -> str:
        if isinstance(action, Announce):
            return self.tr("Announce {n}").format(n=action.points)
        return self.tr("Announce")

    def focus_target(self) -> QWidget:
        return self.spin

    def control_for(self, action: Action) -> QWidget | None:
        return self.spin if isinstance(action, Announce) else None

    def confirm_choice(self) -> None:
        self.spin.interpretText()  # a number typed but not yet committed counts
        super().confirm_choice()

class ContractWidget(DecisionWidget):
    """Minibridge declarer: a strain (♣ ♦ ♥ ♠ NT) and part-score or game. The tricks needed
    are spelled out as soon as the strain is picked — both targets until the level is
    chosen — with the partnership's points and suit lengths to decide by."""

    @classmethod
    def wants(cls, view: PlayerView) -> bool:
        return any(type(a) is ChooseContract for a in view.legal)

    def _build(self) -> None:
        self._map: dict[tuple[str, bool], ChooseContract] = {}
        self._strain: str | None = None
        self._game: bool | None = None
        self.side_label = self._label("note")
        row = QHBoxLayout()
        row.setSpacing(4)
        self.tokens: dict[str, SuitToken] = {}
        keys = {"C": Qt.Key.Key_C, "D": Qt.Key.Key_D, "H": Qt.Key.Key_H, "S": Qt.Key.Key_S, "NT": Qt.Key.Key_N}
        offered = {a.strain for a in self.view.legal if type(a) is ChooseContract}
        for strain in STRAINS:
            if strain not in offered:
                continue
            if strain == "NT":
                token = SuitToken(strain_sign("NT"), self.tr("No trumps"), self)  # "SA" in French
            else:
                token = SuitToken(int(Suit.parse(strain)), suit_name(strain), self)
            token.setToolTip(self._strain_tip(strain))
            token.setAccessibleDescription(token.toolTip())
            token.clicked.connect(lambda _=False, s=strain: self.select_strain(s))
            token.doubleClicked.connect(lambda s=strain: self._choose_strain(s))
            self._keys[keys[strain]] = partial(self.select_strain, strain)
            row.addWidget(token)
            self.tokens[strain] = token
        row.addStretch(1)
        self.box.addLayout(row)
        level = QHBoxLayout()
        level.setSpacing(8)
        self.part_button = ChoiceButton(self.tr("Part-score"), self)
        self.game_button = ChoiceButton(self.tr("Game"), self)
        for button, game, key in ((self.part_button, False, Qt.Key.Key_P), (self.game_button, True, Qt.Key.Key_G)):
            button.setAccessibleName(button.text())
            button.clicked.connect(lambda _=False, g=game: self.select_level(g))
            button.doubleClicked.connect(lambda g=game: self._choose_level(g))
            self._keys[key] = partial(self.select_level, game)
            level.addWidget(button)
        self.part_button.setToolTip(self.tr("Part-score: 7 tricks, bonus 50"))
        self.game_button.setToolTip(self.tr("Game: NT 9, ♥/♠ 10, ♣/♦ 11 tricks, bonus 300"))
        level.addStretch(1)
        self.box.addLayout(level)
        self.target_label = self._label("summary", phrases=True)  # never "…or" / "game"
        self.score_label = self._label("note", optional=True)

    def _choose_strain(self, strain: str) -> None:
        self.select_strain(strain)
        self.confirm_choice()

    def confirm_choice(self) -> None:
        """Enter goes on a step at a time: on a strain not yet chosen it chooses that strain,
        and with the strain chosen but not the level it moves the keyboard to Part-score /
        Game; Enter there chooses the level, and once both are chosen Enter plays. Enter had
        stayed on the strain, doing nothing, under a line that says "Enter plays"."""
        if self._sent or self._action() is not None:
            super().confirm_choice()
            return
        focused = self.focusWidget()
        if self._strain is None:
            strain = next((s for s, token in self.tokens.items() if token is focused), None)
            if strain is None:
                self.focus_target().setFocus(Qt.FocusReason.ShortcutFocusReason)
                return
            self.select_strain(strain)
        if self._game is None:
            if focused in (self.part_button, self.game_button):  # Enter on a level chooses it
                self.select_level(focused is self.game_button)
                self.confirm.setFocus(Qt.FocusReason.ShortcutFocusReason)  # and Enter again plays
                return
            level = next((b for b in (self.part_button, self.game_button) if b.isEnabled()), None)
            if level is not None:
                level.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _choose_level(self, game: bool) -> None:
        self.select_level(game)
        self.confirm_choice()

    def _strain_tip(self, strain: str) -> str:
        if strain == "NT":
            return self.tr("No trumps: part-score 7 tricks, game 9")
        return self.tr("{name} as trumps: part-score 7 tricks, game {g}").format(
            name=suit_name(strain), g=target_tricks(strain, True)
        )

    def target_text(self) -> str:
        """The tricks needed for the choice so far, in words a student reads aloud."""
        if self._strain is None:
            return self.tr("Choose a strain, then part-score or game")
        sym = strain_sign(self._strain)  # "SA" in French
        if self._game is None:
            return self.tr("In {s}: part-score 7 tricks, game {g} tricks").format(
                s=sym, g=target_tricks(self._strain, True)
            )
        level = self.tr("Game") if self._game else self.tr("Part-score")
        return self.tr("{level} in {s}: {n} tricks").format(
            level=level, s=sym, n=target_tricks(self._strain, self._game)
        )

    def _update_info(self) -> None:
        view, info = self.view, self.view.info_as(MinibridgeInfo)
        self._map = {(a.strain, a.game): a for a in view.legal if type(a) is ChooseContract}
        self.heading.setText(self.tr("You are declarer: choose the contract"))
        points = info.points or ()
        dummy = info.dummy
        declarer = next((a.seat for a in view.legal if type(a) is ChooseContract), view.seat)
        parts = []
        mine = points[declarer] if declarer < len(points) else None
        theirs = points[dummy] if dummy is not None and dummy < len(points) else None
        if dummy is not None and mine is not None and theirs is not None:
            total = mine + theirs
            parts.append(
                self.tr("You hold {mine} points and dummy {name} holds {theirs}: {total} together.").format(
                    total=total, mine=mine, name=self._seat_name(dummy), theirs=theirs
                )
            )
        elif dummy is not None:
            parts.append(self.tr("Dummy: {name}.").format(name=self._seat_name(dummy)))
        dummy_hand = info.dummy_hand
        if dummy_hand is not None:
            lengths = [0, 0, 0, 0]
            for c in (*view.hand, *dummy_hand):
                lengths[int(c.suit)] += 1
            # In the order the fan beside it sorts the suits (♠ ♥ ♣ ♦ before a strain is chosen).
            fits = " · ".join(f"{Suit(s).symbol} {lengths[s]}" for s in suit_order(view.trump))
            parts.append(self.tr("Together you hold {fits}.").format(fits=fits))
        self.side_label.setText(suit_html("<br>".join(parts)))
        self.side_label.setVisible(bool(parts))
        self.note.setText(self.tr("Game needs more tricks but scores a 300 bonus instead of 50."))
        self.hint.setText(self.tr("Keys: C D H S N strain · P part-score · G game · Enter plays"))
        self._update_target()

    def _seat_name(self, seat: int) -> str:
        """"Ben (North)", the compass point in the app's language ("Ben (Nord)"); a player
        named after the seat is named once."""
        if not 0 <= seat < len(SEAT_NAMES):
            return self._player(seat)
        compass = compass_point(table_compass(seat))
        name = self._player(seat)
        return name if name in (compass, SEAT_NAMES[table_compass(seat)]) else f"{name} ({compass})"

    def _update_target(self) -> None:
        self.target_label.setText(suit_html(self.target_text()))
        self.target_label.setAccessibleName(self.target_text())
        if self._strain is not None and self._game is not None:
            made, _ = contract_score(self._strain, self._game, target_tricks(self._strain, self._game))
            self.score_label.setText(
                self.tr("Made exactly: {made} points. Each trick short gives the defenders 50.").format(made=made)
            )
            self.score_label.show()
        else:
            self.score_label.hide()

    def select_strain(self, strain: str) -> None:
        if self._sent or not any(s == strain for s, _ in self._map):
            return
        self._strain = strain
        self._update_target()
        self._after_select(self.tokens.get(strain))

    def select_level(self, game: bool) -> None:
        if self._sent or not any(g == game for _, g in self._map):
            return
        self._game = game
        self._update_target()
        self._after_select(self.game_button if game else self.part_button)

    def _sync_controls(self) -> None:
        for strain, token in self.tokens.items():
            token.setEnabled(not self._sent and any(s == strain for s, _ in self._map))
            token.setChecked(strain == self._strain)
            token.update()
        for button, game in ((self.part_button, False), (self.game_button, True)):
            button.setEnabled(not self._sent and any(g == game for _, g in self._map))
            button.setChecked(self._game is game)

    def _action(self) -> Action | None:
        if self._strain is None or self._game is None:
            return None
        return self._map.get((self._strain, self._game))

    def _confirm_text(self, action: Action | None) -> str:
        if isinstance(action, ChooseContract):
            level = self.tr("game") if action.game else self.tr("part-score")
            return self.tr("Play {level} in {s}").format(level=level, s=strain_sign(action.strain))
        return self.tr("Play")

    def control_for(self, action: Action) -> QWidget | None:
        return self.tokens.get(action.strain) if isinstance(action, ChooseContract) else None

    def focus_target(self) -> QWidget:
        for strain, token in self.tokens.items():
            if token.isEnabled() and (self._strain is None or strain == self._strain):
                return token
        return self


# ----- the scorekeeper's form -----------------------------------------------------------------


class MinibridgeForm(EntryForm):
    """Points in announcing order, then the contract and the declaring side's tricks."""

    def __init__(self, sheet: ScoreSheet) -> None:
        super().__init__(sheet)
        self.header(translate("Scorekeeper", "Player"), translate("Scorekeeper", "Points"))
        self.labels: list[QLabel] = []
        self.points: list[QSpinBox] = []
        for row in range(4):
            label = QLabel()
            spin = spin_box(37, "")
            spin.valueChanged.connect(self._points_changed)
            self.grid.addWidget(label, row + 1, 0)
            self.grid.addWidget(spin, row + 1, 1)
            self.labels.append(label)
            self.points.append(spin)
        self.strain = QComboBox()
        for s in ("C", "D", "H", "S", "NT"):
            self.strain.addItem(strain_name(s), s)
        self.strain.setAccessibleName(translate("Scorekeeper", "Strain"))
        self.level = QComboBox()
        self.level.addItem(translate("Scorekeeper", "Part-score"), False)
        self.level.addItem(translate("Scorekeeper", "Game", "contract level, as against a part-score"), True)
        self.level.setAccessibleName(translate("Scorekeeper", "Part-score or game"))
        self.took = unset_spin_box(13, translate("Scorekeeper", "Tricks taken by the declaring side"))
        for combo in (self.strain, self.level):
            combo.setPlaceholderText(translate("Scorekeeper", "Choose…"))
        for w in (self.strain, self.level):
            w.currentIndexChanged.connect(self.changed)
        self.took.valueChanged.connect(self.changed)
        self.contract_label = QLabel(translate("Scorekeeper", "&Contract:"))
        self.contract_label.setBuddy(self.strain)
        self.tricks_label = QLabel(translate("Scorekeeper", "Declarer's &tricks:"))
        self.tricks_label.setBuddy(self.took)
        self.grid.addWidget(self.contract_label, 5, 0)
        self.grid.addWidget(self.strain, 5, 1)
        self.grid.addWidget(self.level, 5, 2)
        self.grid.addWidget(self.tricks_label, 6, 0)
        self.grid.addWidget(self.took, 6, 1)
        self.grid.setColumnStretch(3, 1)
        self.order: tuple[int, ...] = (0, 1, 2, 3)

    def _values(self) -> list[int]:
        out = [0] * 4
        for row, p in enumerate(self.order):
            out[p] = self.points[row].value()
        return out

    def _points_changed(self) -> None:
        redeal = self.declarer() is None and sum(self._values()) == 40
        for w in (self.strain, self.level, self.took):
            w.setEnabled(not redeal)
        self.changed.emit()

    def declarer(self) -> int | None:
        """Declarer by the engine's rule, from the points typed (``None``: 20–20 or not 40)."""
        pts = self._values()
        if sum(pts) != 40 or self.info is None or max(pts) > 37:
            return None
        assert self.info.dealer is not None  # every Minibridge deal has a dealer
        return declarer_from_points(pts, self.info.dealer)

    def _contract(self) -> dict[str, Any]:
        return {
            "contract": {"strain": self.strain.currentData(), "game": bool(self.level.currentData())},
            "tricks": self.took.value(),
        }

    def reset(self, info: RoundInfo) -> None:
        super().reset(info)
        self.order = info.order
        for row, p in enumerate(info.order):
            first = translate("Scorekeeper", " (deals, announces first)") if p == info.dealer else ""
            self.labels[row].setText(f"{self.name(p)} · {compass(p)}{first}")
            self.points[row].setAccessibleName(fill(translate("Scorekeeper", "%1 points"), self.name(p)))
            self.points[row].blockSignals(True)
            self.points[row].setValue(0)
            self.points[row].blockSignals(False)
        # The contract starts unset too: the last deal's, left in place, was recorded for
        # this one by a scorer who typed only the points.
        for widget, unset in ((self.strain, -1), (self.level, -1), (self.took, UNSET)):
            widget.blockSignals(True)
            if isinstance(widget, QComboBox):
                widget.setCurrentIndex(unset)
            else:
                widget.setValue(unset)
            widget.blockSignals(False)
        self._points_changed()

    def missing(self) -> str:
        if self.declarer() is None:
            return ""  # 20–20 (nothing more to enter), or points that cannot be: the sheet says why
        if self.strain.currentIndex() < 0 or self.level.currentIndex() < 0:
            return translate("Scorekeeper", "Choose the contract: its strain, and part-score or game.")
        if self.took.value() == UNSET:
            return translate("Scorekeeper", "Enter the tricks taken by the declaring side.")
        return ""

    def data(self) -> dict[str, Any]:
        pts = self._values()
        a, b = pts[0] + pts[2], pts[1] + pts[3]
        if a == b == 20:
            return {"points": pts}
        return {"points": pts, **self._contract()}

    def live(self) -> str:
        pts = self._values()
        total = sum(pts)
        if total != 40:
            return fill(translate("Scorekeeper", "The points add up to %1 of 40."), str(total))
        ns, ew = pts[0] + pts[2], pts[1] + pts[3]
        if ns == ew:
            return translate("Scorekeeper", "20–20: the deal is thrown in and the same dealer deals again.")
        d = self.declarer()
        if d is None:
            return ""
        side = translate("Scorekeeper", "North–South") if d % 2 == 0 else translate("Scorekeeper", "East–West")
        if self.strain.currentIndex() < 0 or self.level.currentIndex() < 0 or self.took.value() == UNSET:
            return fill(
                translate(
                    "Scorekeeper", "%1 declares for %2 (%3–%4), %5 is dummy. Now enter the contract and the tricks."
                ),
                self.name(d), side, str(max(ns, ew)), str(min(ns, ew)), self.name((d + 2) % 4),
            )
        strain, game = self.strain.currentData(), bool(self.level.currentData())
        need = target_tricks(strain, game)
        ours, theirs = contract_score(strain, game, self.took.value())
        if ours:
            outcome = fill(translate("Scorekeeper", "made: %1 to %2"), str(ours), side)
        else:
            outcome = fill(translate("Scorekeeper", "down %1: %2 to the defenders"), need - self.took.value(), theirs)
        return fill(
            translate("Scorekeeper", "%1 declares for %2 (%3–%4), %5 is dummy. Needs %6 tricks; %7."),
            self.name(d),
            side,
            str(max(ns, ew)),
            str(min(ns, ew)),
            self.name((d + 2) % 4),
            str(need),
            outcome,
        )

    def first_input(self) -> QWidget | None:
        return self.points[0]


STRAIN_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT"}


def strain_sign(strain: str) -> str:
    """♣ ♦ ♥ ♠, or no trumps in the app's language ("NT", French "SA")."""
    return translate("Table", "NT") if strain == "NT" else STRAIN_SYMBOL[strain]


# ----- the face -------------------------------------------------------------------------------


def _defence_needs(view: PlayerView) -> int:
    """The tricks the defence still needs to beat the contract (0 or less: beaten already);
    the contract is chosen (its target known)."""
    info = view.info_as(MinibridgeInfo)
    assert info.target is not None
    return 14 - info.target - (len(view.history) - info.declarer_tricks)


class MinibridgeFace(GameFace):
    game = "minibridge"
    center_pile = False
    dummy_pile = True
    option_labels: ClassVar[dict[str, Any]] = {
        "deals": QT_TRANSLATE_NOOP("NewGameDialog", "Deals in a session"),
        "target": QT_TRANSLATE_NOOP("NewGameDialog", "Or play to a score of"),
    }
    option_special_values: ClassVar[dict[str, Any]] = {
        "target": QT_TRANSLATE_NOOP("NewGameDialog", "Off (play the deals)")
    }
    option_suffixes: ClassVar[dict[str, Any]] = {"target": QT_TRANSLATE_NOOP("NewGameDialog", " points")}
    engine_texts: ClassVar[tuple[Any, ...]] = (
        QT_TRANSLATE_NOOP("GameBlurbs", "Bridge without the auction: count your points, the stronger pair declares."),
        QT_TRANSLATE_NOOP("GameOptions", "Deals in a session (a 20–20 redeal does not count)."),
        QT_TRANSLATE_NOOP("GameOptions", "Play until a side reaches this score at the end of a deal instead (0: off)."),
    )

    def resume_note(self, view: PlayerView) -> str | None:
        """A deal taken up again before its first card: the points were announced again by
        themselves (a saved game keeps the cards, and the points follow from them), and the
        player who quit while counting met the contract already asked for, without a word (a
        player's review)."""
        info = view.info_as(MinibridgeInfo)
        if view.phase == "announcing" or info.redeal or view.history or view.trick or info.declarer is None:
            return None
        points = ", ".join(f"{view.players[seat]} {info.points[seat]}" for seat in info.announce_order
                           if info.points[seat] is not None)
        return translate("MainWindow", "Taken up again after the announcements: a saved deal keeps its cards, "
                                       "and the points follow from them ({0}).").format(points)

    def sheet_model(self) -> type[SheetModel]:
        return MinibridgeModel

    def decision_widgets(self) -> tuple[type[DecisionWidget], ...]:
        return (AnnounceWidget, ContractWidget)

    def scorekeeper_form(self) -> type[EntryForm]:
        return MinibridgeForm

    # ----- the table ---------------------------------------------------------------------------

    def seat_badges(self, view: PlayerView) -> list[str]:
        """Points while they are announced; once there is a declarer, each seat's part in
        the play (declarer, dummy, defender). The contract itself is in the corner."""
        info = view.info_as(MinibridgeInfo)
        points = info.points
        declarer, dummy = info.declarer, info.dummy
        if declarer is None:
            return [translate("Table", "{0} pts").format(p) if p is not None else "" for p in points]
        out = [translate("Table", "defender")] * 4
        out[declarer] = translate("Table", "declarer")
        if dummy is not None:
            out[dummy] = translate("Table", "dummy")
        return out

    def trump_label(self, view: PlayerView) -> str | None:
        """Before a contract there are no trumps yet, not "No trumps": say where the deal is."""
        info = view.info_as(MinibridgeInfo)
        if info.contract is not None:
            return None
        if info.redeal:
            return translate("Table", "Thrown in: 20–20")
        if view.phase == "announcing":
            return translate("Table", "Points being announced")
        return translate("Table", "Contract not chosen yet")

    def plate_name(self, player: int, name: str) -> str:
        """The name and the seat's compass letter ("Ben · N"); a practice deal's players are
        named by their seats, and "North · N" said it twice."""
        point = table_compass(player)
        return name if name == compass_point(point) else f"{name} · {compass_letter(point)}"

    def table_info(self, table: PublicTable, view: PlayerView) -> list[str]:
        """The deal, the contract and who declares, and the tricks each side has taken."""
        lines = [translate("Table", "Deal {0}").format(table.deal_number)]
        info = view.info_as(MinibridgeInfo)
        contract, declarer = info.contract, info.declarer
        if contract is not None and declarer is not None:
            kind = translate("Table", "game") if contract.game else translate("Table", "part-score")
            lines.append(translate("Table", "{0} {1} by {2}, needs {3}").format(
                strain_sign(contract.strain), kind, compass_letter(table_compass(declarer)), info.target))
        if declarer is not None:
            won = {s.player: s.tricks for s in table.seats}
            ns, ew = won.get(0, 0) + won.get(2, 0), won.get(1, 0) + won.get(3, 0)
            lines.append(translate("Table", "Tricks: NS {0} · EW {1}").format(ns, ew))
        return lines

    def review_header(self, match: Any, index: int) -> str:
        """The contract, who declared it with which dummy, and how it went (the hands do not
        say it)."""
        rnd = match.rounds[index]
        outcome = match.spec.contract_outcome(rnd)
        if outcome is None:
            return ""
        kind = translate("Table", "game") if rnd.game_contract else translate("Table", "part-score")
        names = match.players
        result = (translate("Review", "made with {0} tricks").format(outcome.tricks) if outcome.made
                  else translate("Review", "{0} down").format(outcome.target - outcome.tricks))
        return translate("Review", "Contract: {0} {1} by {2} (dummy {3}), needs {4}: {5}").format(
            strain_sign(outcome.strain), kind, names[outcome.declarer], names[(outcome.declarer + 2) % 4],
            outcome.target, result)

    def decision_prompt(self, view: PlayerView) -> str:
        if view.phase == "announcing":
            return translate("MainWindow", "Announce your points")
        return translate("MainWindow", "Choose the contract")

    def refusal_words(self, view: PlayerView, action: Action) -> str:
        """A wrong count of points: more or fewer, and how to count (the words the points
        panel has always shown, so their translations stand)."""
        held = hcp(mask_of(view.hand))
        if isinstance(action, Announce) and 0 <= action.points != held:
            more = translate("AnnounceWidget", "You hold more than {n} points: count again (A 4, K 3, Q 2, J 1).")
            fewer = translate("AnnounceWidget", "You hold fewer than {n} points: count again (A 4, K 3, Q 2, J 1).")
            return (more if held > action.points else fewer).format(n=action.points)
        return super().refusal_words(view, action)

    # ----- the new-game dialog, statistics, review, hints --------------------------------------

    def seat_label(self, seat: int) -> str:
        return you_or_partner(compass_point(table_compass(seat)), seat)

    def statistics_rows(self, summary: Summary) -> list[tuple[str, str]]:
        return [(translate("Statistics", "Contracts made (your side declaring)"),
                 share_text(summary.contracts_made, summary.contracts))]

    def statistics_tips(self) -> dict[str, str]:
        return {translate("Statistics", "Contracts made (your side declaring)"): translate(
            "Statistics", "Deals in which you or your partner declared, and how many made it")}

    def review_notes(self, table: ReviewTable, trick: int) -> list[str]:
        """What each card cost against double-dummy play."""
        notes = []
        for cost in double_dummy_costs(table, trick):
            if not cost:
                notes.append("")
            elif cost == 1:
                notes.append(translate("ReviewDialog", "this card cost a trick"))
            else:
                notes.append(translate("ReviewDialog", "this card cost {0} tricks").format(cost))
        return notes

    def hint_card(self, view: PlayerView, action: Play) -> str | None:
        """The opening lead the practice window teaches, said in its words, and what the
        defence is aiming at (every other card's hint says it; a player's review missed it
        on the lead, the one card the whole defence is planned around)."""
        lead = taught_opening_lead(view)
        if lead is None or lead.card != action.card:
            return None
        target = view.info_as(MinibridgeInfo).target
        if not target:
            return lead.reason
        needed = _defence_needs(view)
        return lead.reason + " " + counted(
            needed, translate("Hints", "The defence needs one trick to beat the contract."),
            translate("Hints", "The defence needs {0} tricks to beat the contract.")).format(needed)

    def hint_decision(self, view: PlayerView, action: Action) -> str | None:
        if isinstance(action, Announce):
            return translate("Hints", "Announce {0}: you hold {1} points (A 4, K 3, Q 2, J 1).").format(
                action.points, hcp(mask_of(view.hand)))
        if isinstance(action, ChooseContract):
            text = (translate("Hints", "Choose game in {0}: it scored best with your and dummy's cards over the "
                              "layouts of the defenders' cards the computer tried.") if action.game else
                    translate("Hints", "Choose a part-score in {0}: it scored best with your and dummy's cards over "
                              "the layouts of the defenders' cards the computer tried."))
            return text.format(strain_words(action.strain))
        return None

    def hint_evidence(self, view: PlayerView, search: SearchRecord) -> str | None:
        """The contract's reason already says what the search did: one sentence, not two."""
        return "" if view.phase is Phase.CONTRACT else None

    def hint_goal(self, view: PlayerView) -> str:
        info = view.info_as(MinibridgeInfo)
        if not info.target:
            return ""
        # What is still needed, counted from the tricks already taken: "needs 7 tricks" after
        # one was won read as seven more or seven in all (a player's review).
        played = len(view.history)
        if info.declaring_side is not None and view.seat % 2 != info.declaring_side:
            # A defender's goal is the tricks that beat the contract: declarer's target, given
            # as the reason for a defender's card, read as a non-sequitur (a player's review).
            left = _defence_needs(view)
            if left <= 0:
                return translate("Hints", "; the contract is beaten already")
            if not played:
                return translate("Hints", "; the defence needs {0} tricks to beat the contract").format(left)
            return counted(left, translate("Hints", "; the defence needs one more trick to beat the contract"),
                           translate("Hints", "; the defence needs {0} more tricks to beat the contract")
                           ).format(left)
        left = info.target - info.declarer_tricks
        if left <= 0:
            return translate("Hints", "; the contract is made already")
        if not played:
            return translate("Hints", "; the contract needs {0} tricks").format(left)
        return counted(left, translate("Hints", "; the contract needs one more trick"),
                       translate("Hints", "; the contract needs {0} more tricks")).format(left)

    # ----- the scorekeeper ---------------------------------------------------------------------

    def round_noun(self) -> str:
        return translate("Table", "Deal")

    def round_figure_labels(self) -> tuple[str, str]:
        return (translate("Statistics", "Deals played"), translate("Statistics", "Average score per deal"))

    def rounds_played(self, n: int) -> str:
        return counted(n, translate("History", "1 deal"), translate("History", "{0} deals")).format(n)

    def scorekeeper_seat_title(self, seat: int) -> str:
        return compass(seat)

    def scorekeeper_header(self, name: str, seat: int) -> str:
        return f"{name} ({compass_letter(seat)})"

    def penalty_note(self) -> str:
        return translate("Scorekeeper", "The Minibridge seed has no penalties; if the players agree, replay the deal.")

    def scorekeeper_details(self, sheet: ScoreSheet, info: RoundInfo) -> str:
        assert info.dealer is not None  # every Minibridge deal has a dealer
        dealer = fill(translate("Scorekeeper", "%1 deals."), sheet.players[info.dealer])
        return f"{dealer} " + translate("Scorekeeper", "Enter the points each player announces, then the contract.")

    def scorekeeper_row_label(self, sheet: ScoreSheet, result: Result) -> str:
        c = result.data["contract"]
        strain = translate("Scorekeeper", "NT") if c["strain"] == "NT" else SUIT_SYMBOLS[c["strain"]]
        level = translate("Scorekeeper", "game") if c["game"] else translate("Scorekeeper", "part-score")
        need = target_tricks(c["strain"], c["game"])
        took = result.data["tricks"]
        assert result.declarer is not None  # a deal played (not thrown in) has a declarer
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
