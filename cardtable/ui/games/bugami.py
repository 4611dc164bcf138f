"""Bugami's face: secret bug-suit bids on the seat plates and in the bid panel, the bug-suit
hints, the score sheet (bids hidden until revealed) and the scorekeeper's form for bids,
tricks and bug cards. Bleeding Hearts builds on every part of it."""

from __future__ import annotations

from functools import partial
from typing import Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from ...engine.actions import Action, Declare
from ...engine.cards import SUIT_CHARS, SUITS, Suit, cards_of
from ...engine.games.bleeding_hearts import TURNIP, BleedingHeartsInfo, bleeding_hearts_score
from ...engine.games.bugami import ZERO, BugamiInfo, SecretBidInfo, bug_score
from ...engine.view import PlayerView
from ...scorekeeper import (
    Result,
    RoundInfo,
    ScoreSheet,
)
from ...words import counted, suit_noun
from ..decision_look import SUIT_KEYS, suit_html, suit_name, symbol
from ..decision_widget import DecisionWidget, SuitToken
from ..scorekeeper_form import SUIT_SYMBOLS, EntryForm, fill, number, signed, spin_box, suit_names
from ..sheet_model import (
    CURRENT,
    CURRENT_MARK,
    DONE,
    SUIT_SIGNS,
    TOTAL,
    Cell,
    Column,
    Row,
    Sheet,
    SheetModel,
    card_text,
)
from . import GameFace, register

translate = QCoreApplication.translate


# ----- the score sheet ------------------------------------------------------------------------


class BugamiModel(SheetModel):
    """A row per deal: each player's bug suit (or zero), tricks, bug cards taken and points,
    then the totals and the target. Bids stay hidden until they are revealed."""

    title = "Bugami"
    _headroom_key: tuple[int, int] | None = None
    _headroom: tuple[str, ...] = ()

    def player_csv(self, name: str) -> tuple[str, ...]:
        return (
            translate("ScoreSheet", "{name} bid").format(name=name),
            translate("ScoreSheet", "{name} tricks").format(name=name),
            translate("ScoreSheet", "{name} bugs").format(name=name),
            translate("ScoreSheet", "{name} points").format(name=name),
        )

    def target(self) -> int:
        return self.scored_match.options["target"]

    def bid_text(self, rnd: Any, p: int) -> str:
        """The bid as the sheet writes it: a suit symbol, '0', 'Turnip ♥', or 'Doublets ♥'
        (in shorthand 'T♥', 'D♥'): the kind of bid, then its suit, as the name plates and the
        Bid button say it (a player's review found one Doublets bid written three ways)."""
        bid = rnd.bids[p]
        if bid == ZERO:
            return "0"
        if bid == TURNIP:
            return self.turnip_text(rnd.bug_suit(p))
        text = SUIT_SIGNS["SHDC".index(bid)]
        return self._named("D", translate("ScoreSheet", "Doublets"), text) if rnd.doublets[p] else text

    def turnip_text(self, suit: int | None) -> str:
        """A Turnip bid: "Turnip ♥" (in shorthand "T♥"); the suit once the turnip is turned."""
        return self._named("T", translate("ScoreSheet", "Turnip"), None if suit is None else SUIT_SIGNS[suit])

    def _named(self, letter: str, word: str, sign: str | None) -> str:
        """A kind of bid and its suit: the word and the sign, or in shorthand the letter and the sign."""
        head, gap = (letter, "") if self.compact else (word, " ")
        return head if sign is None else head + gap + sign

    def shorthand_parts(self) -> tuple[str, ...]:
        # Read as examples of the two lines of a cell: "♥ 14" over "3·2" (the bid and its
        # points, then tricks and bug cards); a key of signs alone was read as a puzzle.
        parts = [translate("ScoreSheet", "♥ 14 = bid ♥, 14 points"),
                 translate("ScoreSheet", "3·2 = 3 tricks, 2 bug cards")]
        if self.scored_match.game == "bleeding-hearts":
            parts += [translate("ScoreSheet", "T Turnip"), translate("ScoreSheet", "D Doublets")]
        else:
            parts.append(translate("ScoreSheet", "0 Zero"))
        # A bid made and still secret is "✓" in the narrow sheet ("hidden" in the wide one),
        # which a player's review found in no key.
        parts.append(translate("ScoreSheet", "✓ bid, still hidden"))
        return tuple(parts)

    def marks_parts(self) -> tuple[str, ...]:
        # The wide sheet's cells, "♥ → 14" over "3 tr · 2 ♥", read as a puzzle without a key
        # (the narrow one has its shorthand spelled out instead).
        if self.compact:
            return ()
        # Bleeding Hearts' bids need no mark of their own: "Turnip ♠" and "Doublets ♣" read as they are.
        return (translate("ScoreSheet", "♥ → 14: bid ♥, 14 points"),
                translate("ScoreSheet", "3 tr · 2 ♥: 3 tricks, 2 bug cards"))

    def build(self) -> Sheet:
        m = self.scored_match
        columns = [Column(translate("ScoreSheet", "Round"), short="#"), *self.player_columns()]
        if self.compact:
            columns[1:] = [
                Column(c.title, c.csv, c.players, translate("ScoreSheet", "{name}: bid and points; tricks·bug cards")
                       .format(name=c.title), numeric=True)
                for c in columns[1:]
            ]
        rows = []
        for i, rnd in enumerate(m.rounds):
            kind = self.kind_of(i)
            cells = [
                Cell(
                    (CURRENT_MARK if kind == CURRENT else "") + str(i + 1),
                    tip=translate("ScoreSheet", "Round {n}; dealer {dealer}").format(
                        n=i + 1, dealer=m.players[rnd.dealer]
                    ),
                )
            ]
            for p, name in enumerate(m.players):
                cells.append(self.player_cell(rnd, i, kind, p, name))
            rows.append(Row(cells, kind))
        total = [
            Cell(self.total_label(), tip=translate("ScoreSheet", "First to {target} wins").format(target=self.target()))
        ]
        for p in range(m.n):
            left = max(self.target() - m.totals[p], 0)
            tip = (
                translate("ScoreSheet", "{left} to go").format(left=left)
                if left
                else translate("ScoreSheet", "target reached")
            )
            total.append(Cell(str(m.totals[p]), tip=tip, csv=("", "", "", str(m.totals[p]))))
        rows.append(Row(total, TOTAL))
        return Sheet(self.caption(), columns, rows)

    def player_cell(self, rnd: Any, i: int, kind: str, p: int, name: str) -> Cell:
        if not rnd.revealed:
            if rnd.bids[p] is None:
                return Cell(csv=("", "", "", ""))
            return Cell(
                "✓" if self.compact else translate("ScoreSheet", "hidden"),
                tip=translate("ScoreSheet", "{name} has bid; the bids are revealed when everyone has bid").format(
                    name=name
                ),
                speak=translate("ScoreSheet", "has bid, hidden until all have bid"),
                csv=(translate("ScoreSheet", "hidden"), "", "", ""),
            )
        bid = self.bid_text(rnd, p)
        tricks = rnd.tricks[p]
        bugs = rnd.bugs(p)
        zero = rnd.bids[p] == ZERO
        detail = (
            translate("ScoreSheet", "1 trick")
            if tricks == 1
            else translate("ScoreSheet", "{k} tricks").format(k=tricks)
        )
        if not zero:
            detail += " · " + (
                translate("ScoreSheet", "1 bug") if bugs == 1 else translate("ScoreSheet", "{k} bugs").format(k=bugs)
            )
        short = self._second_line(tricks, bugs, zero, rnd.bug_suit(p))
        if kind == DONE:
            points = self.scored_match.round_scores[i][p]
            return Cell(
                self._scored(bid, points, short),
                speak=f"{bid} → {points}, {detail}",
                tip=translate("ScoreSheet", "{name} bid {bid}: {detail}, {points} points").format(
                    name=name, bid=bid, detail=detail, points=points
                ),
                csv=(bid, str(tricks), "" if zero else str(bugs), str(points)),
            )
        return Cell(
            f"{bid}\n{short}",
            speak=f"{bid}, {detail}",
            tip=translate("ScoreSheet", "{name} bid {bid}: {detail} so far").format(name=name, bid=bid, detail=detail),
            csv=(bid, str(tricks), "" if zero else str(bugs), ""),
        )

    def _second_line(self, tricks: int, bugs: int, zero: bool, suit: int | None) -> str:
        """A cell's second line as a score pad has it: "3 tr · 2 ♥" (tricks, bug cards taken),
        in shorthand "3·2"; a zero bid's tricks alone."""
        if self.compact:
            return str(tricks) if zero else f"{tricks}·{bugs}"
        short = translate("ScoreSheet", "{k} tr").format(k=tricks)
        if not zero:
            short += f" · {bugs} {SUIT_SIGNS[suit] if suit is not None else '?'}"
        return short

    def _scored(self, bid: str, points: int, short: str) -> str:
        """A scored round's cell: the bid and its points ("♥ → 14", in shorthand "♥ 14") over
        :meth:`_second_line`."""
        return f"{bid} {points}\n{short}" if self.compact else f"{bid} → {points}\n{short}"

    def headroom(self, column: int) -> tuple[str, ...]:
        """The widest scored cell a deal of this size is likely to give: the widest bid
        (Turnip, a Doublets bid) and the points of half the tricks taken clean, over that
        many tricks and a one-figure count of bug cards. A rarer, wider cell is fitted when
        it comes; fitting every sheet for a clean sweep made it terser than a match needs."""
        m = self.scored_match
        if column == 0 or not m.rounds:
            return ()
        key = (self.compact, m.rounds[0].dealt[0].bit_count())
        if self._headroom_key != key:
            self._headroom_key = key
            tricks = (m.rounds[0].dealt[0].bit_count() + 1) // 2
            heart = SUIT_SIGNS.index("♥")
            if m.game == "bleeding-hearts":
                bids = [self.turnip_text(heart), SUIT_SIGNS[heart] + "+D"]
                top = bleeding_hearts_score(tricks, 0, turnip=True, doublets=False)
            else:
                bids = [SUIT_SIGNS[heart], "0"]
                top = max(bug_score(tricks, 0), m.options.get("zero_score", 0))
            short = self._second_line(tricks, 9, False, heart)
            self._headroom = tuple(self._scored(bid, top, short) for bid in bids)
        return self._headroom

    def progress(self) -> str:
        m = self.scored_match
        text = translate("ScoreSheet", "{title} — first to {target}").format(title=self.title, target=self.target())
        if m.rounds:
            text = translate("ScoreSheet", "{text}; round {k}").format(text=text, k=len(m.rounds))  # as the table says
        return text


# ----- the decision panel ---------------------------------------------------------------------


class BugamiBidWidget(DecisionWidget):
    """A secret bid: a bug suit, or one of the game's special bids (Zero). Bids are revealed
    together, so once this one is sent the widget says it is waiting for the others; shown
    for a view after the seat has bid, it shows the bid made and the same waiting line."""

    # The special bids after the four suits: bid → (glyph, caption, key, is a card back).
    SPECIALS: ClassVar[dict[str, tuple[str, str, Qt.Key, bool]]] = {"zero": ("0", "Zero", Qt.Key.Key_Z, False)}

    @classmethod
    def wants(cls, view: PlayerView) -> bool:
        return any(type(a) is Declare for a in view.legal) or cls.waiting(view)

    @staticmethod
    def waiting(view: PlayerView) -> bool:
        """The seat has bid and the bids are not yet turned up."""
        has_bid = view.info_as(SecretBidInfo).has_bid
        return (
            view.phase == "bidding"
            and not view.legal
            and view.seat < len(has_bid)
            and bool(has_bid[view.seat])
            and not view.info_as(SecretBidInfo).revealed
        )

    def _build(self) -> None:
        self._map: dict[tuple[str, bool], Declare] = {}
        self._choice: str | None = None
        self.doublets = False
        row = QHBoxLayout()
        row.setSpacing(4)
        self.tokens: dict[str, SuitToken] = {}
        offered = {a.bid for a in self.view.legal if type(a) is Declare}
        if not offered:  # waiting: show the whole row, with the bid made picked out
            offered = set(SUIT_CHARS) | set(self.SPECIALS)
        for bid in [*SUIT_CHARS, *self.SPECIALS]:
            if bid not in offered:
                continue
            if bid in SUIT_CHARS:
                token = SuitToken(int(Suit.parse(bid)), suit_name(bid), self)
                token.setToolTip(self._suit_tip(bid))
                self._keys[SUIT_KEYS[bid]] = partial(self.select, bid)
            else:
                glyph, _, key, back = self.SPECIALS[bid]
                token = SuitToken(glyph, self._special_caption(bid), self, back=back)
                token.setToolTip(self._special_tip(bid))
                self._keys[key] = partial(self.select, bid)
            token.setAccessibleDescription(token.toolTip())
            token.clicked.connect(lambda _=False, bid=bid: self.select(bid))
            token.doubleClicked.connect(lambda bid=bid: self._select_and_confirm(bid))
            row.addWidget(token)
            self.tokens[bid] = token
        row.addStretch(1)
        self.token_row = row
        self.box.addLayout(row)
        self._build_extras()
        self.scoring = self._label("note", essential=True)

    def _select_and_confirm(self, bid: str) -> None:
        self.select(bid)
        self.confirm_choice()

    def _build_extras(self) -> None:
        """Controls beside the tokens, at the end of :attr:`token_row` (Bleeding Hearts adds
        the Doublets toggle: it goes with the suit, and there it costs the panel no row)."""

    def _special_caption(self, bid: str) -> str:
        """The special bid's caption (``SPECIALS[bid][1]``), translated."""
        captions = {"zero": self.tr("Zero"), "turnip": self.tr("Turnip")}
        return captions.get(bid) or self.SPECIALS[bid][1]

    def _suit_tip(self, bid: str) -> str:
        return self.tr("{name} as your bug suit: keep {name} out of the tricks you win").format(
            name=suit_name(bid).lower()
        )

    def _special_tip(self, bid: str) -> str:
        return self.tr("Zero: you expect to take no trick at all — {n} points if you take none").format(
            n=self.view.info_as(BugamiInfo).zero_score
        )

    def _update_info(self) -> None:
        view, info = self.view, self.view.info_as(SecretBidInfo)
        self._map = {(a.bid, a.doublets): a for a in view.legal if type(a) is Declare}
        if self.waiting(view):
            bids = info.bids
            own = bids[view.seat] if view.seat < len(bids) else None
            dbl = info.doublets if isinstance(info, BleedingHeartsInfo) else ()
            self._choice = own
            self.doublets = bool(dbl[view.seat]) if view.seat < len(dbl) and dbl[view.seat] is not None else False
            self.heading.setText(suit_html(self.tr("Your bid: {bid}").format(bid=self._bid_name(own, self.doublets))))
            self.status.setText(self.tr("Waiting for the others…"))
        else:
            self.heading.setText(self._heading_text())
            if self._choice is not None and not any(b == self._choice for b, _ in self._map):
                self._choice = None
        self.note.setText(self._note_text())
        self.scoring.setText(self._scoring_text())
        self.hint.setText(self._hint_text())

    def _nothing_to_choose(self, view: PlayerView) -> bool:
        return self.waiting(view)

    def refresh(self, view: PlayerView) -> None:
        super().refresh(view)
        waiting = self.waiting(view)
        self.status.setVisible(waiting)
        self.confirm.setVisible(not waiting)
        self.hint.setVisible(not waiting)
        self._steady_confirm()

    def set_density(self, level: int) -> None:
        super().set_density(level)
        self._steady_confirm()

    def _steady_confirm(self) -> None:
        """The Bid button as wide as its widest text among the bids on offer ("Bid Doublets ♠",
        "Bid Turnip", "Bid"), at the panel's present type size: its width, and so the panel's
        size and place on the felt, stay the same while the person tries one bid and another
        (it widened with each longer text and the panel jumped; in French the row outgrew the
        panel and the buttons' text was cut at both ends)."""
        button = self.confirm
        shown = button.text()
        widest = 0
        for text in {self._confirm_text(None), *(self._confirm_text(a) for a in self._map.values())}:
            button.setText(text)
            widest = max(widest, button.sizeHint().width())
        button.setText(shown)
        button.setMinimumWidth(widest)

    def _heading_text(self) -> str:
        return self.tr("Choose your bug suit — or bid Zero")

    def _note_text(self) -> str:
        note = self.tr("Bids are secret until everyone has bid; then they are all shown together.")
        undealt = self.view.info_as(SecretBidInfo).undealt
        if undealt == 1:
            note += " " + self.tr("The 1 undealt card goes with the last trick.")
        elif undealt:
            note += " " + self.tr("The {n} undealt cards go with the last trick.").format(n=undealt)
        return note

    def _scoring_text(self) -> str:
        # "Zero" sits beside the suits: said outright that it promises no trick at all (read
        # beside "if you take none", it was taken for no bug card).
        zero = self.view.info_as(BugamiInfo).zero_score
        return self.tr(
            "Scoring: 10 points a trick, divided by the number of bug cards you take (rounded down); "
            "20 points a trick if you take no bug card. Zero promises no trick at all: {zero} points, "
            "or 0 if you take one."
        ).format(zero=zero)

    def _hint_text(self) -> str:
        return self.tr("Keys: S H D C suit · Z zero · Enter bids")

    def _bid_name(self, bid: str | None, doublets: bool = False) -> str:
        if bid is None:
            return "—"
        if bid in SUIT_CHARS:
            name = f"{Suit.parse(bid).symbol} {suit_name(bid)}"
            # The kind of bid first, as the plate, the sheet and the Bid button write it.
            return self.tr("Doublets {suit}").format(suit=name) if doublets else name
        return self._special_caption(bid) if bid in self.SPECIALS else bid

    def select(self, bid: str) -> None:
        if self._sent or not any(b == bid for b, _ in self._map):
            return
        self._choice = bid
        self._after_select(self.tokens.get(bid))

    def _sync_controls(self) -> None:
        for bid, token in self.tokens.items():
            token.setEnabled(not self._sent and any(b == bid for b, _ in self._map))
            token.setChecked(bid == self._choice)
            token.update()

    def _action(self) -> Action | None:
        if self._choice is None:
            return None
        return self._map.get((self._choice, self.doublets))

    def _confirm_text(self, action: Action | None) -> str:
        if isinstance(action, Declare) and action.doublets:
            # Named as its plate will name it, the kind of bid first ("Doublets ♣", bid_label).
            return self.tr("Bid Doublets {suit}").format(suit=symbol(action.bid))
        if isinstance(action, Declare):
            return self.tr("Bid {bid}").format(bid=self._bid_name(action.bid))
        return self.tr("Bid")

    def _after_send(self, action: Action) -> None:
        self.status.setText(self.tr("Waiting for the others…"))
        self.status.show()

    def control_for(self, action: Action) -> QWidget | None:
        return self.tokens.get(action.bid) if isinstance(action, Declare) else None

    def focus_target(self) -> QWidget:
        for bid, token in self.tokens.items():
            if token.isEnabled() and (self._choice is None or bid == self._choice):
                return token
        return self


# ----- the scorekeeper's form -----------------------------------------------------------------


class BugForm(EntryForm):
    """Bugami and Bleeding Hearts: bid, (Doublets,) tricks and bug cards per player."""

    # Bleeding Hearts' form (its face's subclass) adds the turnip, the Turnip bid and Doublets.
    hearts = False

    def __init__(self, sheet: ScoreSheet) -> None:
        super().__init__(sheet)
        row0 = 0
        self.turnip: QComboBox | None = None
        if self.hearts:
            self.turnip = QComboBox()
            for letter, text in suit_names().items():
                self.turnip.addItem(text, letter)
            self.turnip.setAccessibleName(translate("Scorekeeper", "Turnip's suit"))
            self.turnip.setToolTip(
                translate(
                    "Scorekeeper", "The turnip is turned up after the bids: its suit is the Turnip bidders' bug suit"
                )
            )
            self.turnip.setPlaceholderText(translate("Scorekeeper", "Choose…"))
            self.turnip.currentIndexChanged.connect(self.changed)
            self.grid.addWidget(QLabel(translate("Scorekeeper", "Turnip turned up:")), 0, 0)
            self.grid.addWidget(self.turnip, 0, 1)
            row0 = 1
        titles = [translate("Scorekeeper", "Player"), translate("Scorekeeper", "Bid")]
        if self.hearts:
            titles.append(translate("Scorekeeper", "Doublets"))
        titles += [translate("Scorekeeper", "Tricks"), translate("Scorekeeper", "Bug cards")]
        for col, text in enumerate(titles):
            self.grid.addWidget(QLabel(f"<b>{text}</b>"), row0, col)
        self.labels: list[QLabel] = []
        self.bid: list[QComboBox] = []
        self.doublets: list[QCheckBox] = []
        self.tricks: list[QSpinBox] = []
        self.bugs: list[QSpinBox] = []
        for i in range(sheet.n):
            r = row0 + 1 + i
            label = QLabel()
            combo = QComboBox()
            for letter, text in suit_names().items():
                combo.addItem(text, letter)
            if self.hearts:
                combo.addItem(translate("Scorekeeper", "Turnip"), TURNIP)
            else:
                combo.addItem(translate("Scorekeeper", "Zero"), ZERO)
            combo.setPlaceholderText(translate("Scorekeeper", "Choose…"))
            combo.currentIndexChanged.connect(self._bid_changed)
            col = 0
            self.grid.addWidget(label, r, col)
            self.grid.addWidget(combo, r, col + 1)
            col = 2
            if self.hearts:
                box = QCheckBox()
                box.toggled.connect(self.changed)
                self.grid.addWidget(box, r, col, Qt.AlignmentFlag.AlignCenter)
                self.doublets.append(box)
                col += 1
            took = spin_box(13, "")
            bugs = spin_box(13, "")
            took.valueChanged.connect(self.changed)
            bugs.valueChanged.connect(self.changed)
            self.grid.addWidget(took, r, col)
            self.grid.addWidget(bugs, r, col + 1)
            self.labels.append(label)
            self.bid.append(combo)
            self.tricks.append(took)
            self.bugs.append(bugs)
        self.grid.setColumnStretch(len(titles), 1)
        self.order: tuple[int, ...] = tuple(range(sheet.n))

    def _bid_changed(self) -> None:
        for row in range(self.sheet.n):
            bid = self.bid[row].currentData()
            self.bugs[row].setEnabled(bid != ZERO)
            if bid == ZERO:
                self.bugs[row].setValue(0)
            if self.hearts:
                self.doublets[row].setEnabled(bid != TURNIP)
                if bid == TURNIP:
                    self.doublets[row].setChecked(False)
        self.changed.emit()

    def reset(self, info: RoundInfo) -> None:
        """Every input of the new round empty: the bids unset (not the last round's, which sat
        in the same rows but belonged to other players once the deal had moved on), the
        turnip unset, tricks and bug cards 0, no Doublets."""
        super().reset(info)
        self.order = info.order
        if self.turnip is not None:
            self.turnip.blockSignals(True)
            self.turnip.setCurrentIndex(-1)
            self.turnip.blockSignals(False)
        for row, p in enumerate(info.order):
            name = self.name(p)
            self.bid[row].blockSignals(True)
            self.bid[row].setCurrentIndex(-1)
            self.bid[row].blockSignals(False)
            self.labels[row].setText(name + (translate("Scorekeeper", " (deals)") if p == info.dealer else ""))
            self.bid[row].setAccessibleName(fill(translate("Scorekeeper", "%1 bid"), name))
            self.tricks[row].setAccessibleName(fill(translate("Scorekeeper", "%1 tricks"), name))
            self.bugs[row].setAccessibleName(fill(translate("Scorekeeper", "%1 bug cards taken"), name))
            self.tricks[row].setRange(0, info.tricks)
            self.tricks[row].setValue(0)
            self.bugs[row].setValue(0)
            if self.hearts:
                self.doublets[row].setAccessibleName(fill(translate("Scorekeeper", "%1 doublets"), name))
                self.doublets[row].setChecked(False)
        self._bid_changed()

    def _values(self, widgets: list, get) -> list:
        out: list[Any] = [None] * self.sheet.n
        for row, p in enumerate(self.order):
            out[p] = get(widgets[row])
        return out

    def data(self) -> dict[str, Any]:
        out = {
            "bids": self._values(self.bid, QComboBox.currentData),
            "tricks": self._values(self.tricks, QSpinBox.value),
            "bugs": self._values(self.bugs, QSpinBox.value),
        }
        if self.hearts:
            out["doublets"] = self._values(self.doublets, QCheckBox.isChecked)
            assert self.turnip is not None  # made with the hearts
            out["turnip"] = self.turnip.currentData()
        return out

    def missing(self) -> str:
        unset = [self.name(p) for row, p in enumerate(self.order) if self.bid[row].currentIndex() < 0]
        if unset:
            return fill(translate("Scorekeeper", "No bid is entered for %1: choose every player's bid."),
                        ", ".join(unset))
        if self.turnip is not None and self.turnip.currentIndex() < 0 and TURNIP in self._values(
                self.bid, QComboBox.currentData):
            return translate("Scorekeeper", "Someone bid Turnip: choose the suit of the turnip turned up.")
        return ""

    def live(self) -> str:
        if self.info is None:
            return ""
        took = sum(s.value() for s in self.tricks)
        return fill(translate("Scorekeeper", "Tricks entered: %1 of %2."), str(took), str(self.info.tricks))

    def first_input(self) -> QWidget | None:
        return self.turnip if self.hearts else self.bid[0]


def bid_label(bid: str | None, doublets: bool | None = None, bug_suit: int | None = None) -> str:
    """'bug ♥', 'zero', 'Turnip', 'Turnip ♠' (once the turnip is turned: the suit is the bug),
    'Doublets ♠' for Bugami-family bids: the name plates' bid badge. Each names the kind of bid,
    then its suit ("♣ Doublets" beside "bug ♠" and "Turnip ♠" read unevenly, a player's review)."""
    if bid is None:
        return ""
    if bid == ZERO:
        return translate("Table", "zero")
    if bid == TURNIP:
        if bug_suit is not None:
            return translate("Table", "Turnip {0}").format(Suit(bug_suit).symbol)
        return translate("Table", "Turnip")
    text = Suit.parse(bid).symbol
    return (translate("Table", "Doublets {0}") if doublets else translate("Table", "bug {0}")).format(text)


# ----- the face -------------------------------------------------------------------------------


class BugamiFace(GameFace):
    game = "bugami"
    undealt_stock = True
    # The undealt cards lie in the corner, as Bugger Bridge's stock does: in the middle of
    # the trick's ring a face-down pile read as a card played face down (a player's review).
    corner_pile = True
    center_pile = False
    option_labels: ClassVar[dict[str, Any]] = {
        "target": QT_TRANSLATE_NOOP("NewGameDialog", "Game ends at"),
        "zero_score": QT_TRANSLATE_NOOP("NewGameDialog", "Zero bid scores"),
    }
    option_suffixes: ClassVar[dict[str, Any]] = {
        "target": QT_TRANSLATE_NOOP("NewGameDialog", " points"),
        "zero_score": QT_TRANSLATE_NOOP("NewGameDialog", " points"),
    }
    engine_texts: ClassVar[tuple[Any, ...]] = (
        QT_TRANSLATE_NOOP("GameBlurbs", "Name a bug suit in secret, then keep its cards out of the tricks you win."),
        QT_TRANSLATE_NOOP("GameOptions", "The score that ends the match at the end of a deal."),
        QT_TRANSLATE_NOOP("GameOptions", "Points for a zero bid that takes no trick."),
    )

    def sheet_model(self) -> type[SheetModel]:
        return BugamiModel

    def decision_widgets(self) -> tuple[type[DecisionWidget], ...]:
        return (BugamiBidWidget,)

    def scorekeeper_form(self) -> type[EntryForm]:
        return BugForm

    def round_notes(self, rnd: Any, last: bool) -> list[str]:
        """The undealt cards, gathered face down with the last trick, named once the round is
        scored: a bug card among them counts against the trick's winner, and the table never
        showed it."""
        cards = [card_text(c) for c in cards_of(rnd.undealt)]
        if not cards:
            return []
        return [counted(len(cards), translate("Table", "The undealt card, {0}, went with the last trick."),
                        translate("Table", "The undealt cards, {0}, went with the last trick.")).format(
            ", ".join(cards))]

    def seat_badges(self, view: PlayerView) -> list[str]:
        """The bids once revealed; before that only who has bid."""
        n = len(view.players)
        info = view.info_as(SecretBidInfo)
        bids, has_bid = info.bids, info.has_bid
        doublets = info.doublets if isinstance(info, BleedingHeartsInfo) else (None,) * n
        out = []
        for s in range(n):
            if bids[s] is not None:
                out.append(bid_label(bids[s], doublets[s], info.bug_suits[s]))
            else:
                out.append(translate("Table", "has bid") if has_bid[s] else "")
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
        bug = view.info_as(SecretBidInfo).bug_suits[view.seat]
        if bug is not None:
            return translate("Hints", "; keep {0} out of your tricks").format(suit_noun(SUITS[bug]))
        if view.info_as(SecretBidInfo).bids[view.seat] == ZERO:
            return translate("Hints", "; your zero bid wants no trick at all")
        return ""

    def penalty_note(self) -> str:
        return translate("Scorekeeper", "The Bugami seed has no penalties; if the players agree, replay the deal.")

    def round_outcome(self, rnd: Any, player: int) -> str:
        """The bid and the bug cards it took: "bug ♦ · 3 bug cards", "Doublets ♦ · 1 bug card ·
        scores 0", "Zero · no trick" — a "+0 for 5 tricks" beside "+80 for 2" is
        explained by these, not by the tricks."""
        bid = rnd.bids[player]
        if bid is None:
            return ""
        tricks = rnd.tricks[player]
        if bid == ZERO:
            if not tricks:
                return translate("Table", "Zero · no trick")
            return (translate("Table", "Zero · took 1 trick") if tricks == 1
                    else translate("Table", "Zero · took {0} tricks").format(tricks))
        doublets = bool(getattr(rnd, "doublets", None) and rnd.doublets[player])
        named = bid_label(bid, doublets, rnd.bug_suit(player))  # as the name plate wrote it all round
        bugs = rnd.bugs(player)
        parts = [named, translate("Table", "no bug card") if not bugs else translate("Table", "1 bug card")
                 if bugs == 1 else translate("Table", "{0} bug cards").format(bugs)]
        if doublets and bugs:
            parts.append(translate("Table", "scores 0"))
        elif (doublets or bid == TURNIP) and tricks:
            parts.append(translate("Table", "doubled"))
        return " · ".join(parts)

    def scorekeeper_cell(self, sheet: ScoreSheet, result: Result, seat: int) -> str:
        """The running total, what the round added and the bid (a suit, zero, the turnip)."""
        if result.kind != "round":
            return super().scorekeeper_cell(sheet, result, seat)
        total, score = result.totals[seat], result.scores[seat]
        delta = signed(score) if score else "—"
        bid = result.data["bids"][seat]
        if bid == ZERO:
            note = translate("Scorekeeper", "zero")
        elif bid == TURNIP:
            note = fill(translate("Scorekeeper", "turnip %1"), SUIT_SYMBOLS[result.data["turnip"]])
        elif result.data.get("doublets", [False] * sheet.n)[seat]:
            note = fill(translate("Scorekeeper", "%1 doublets", "%1 is a suit symbol"), SUIT_SYMBOLS[bid])
        else:
            note = SUIT_SYMBOLS[bid]
        return f"{number(total)}   ({delta}; {note})"


register(BugamiFace())
