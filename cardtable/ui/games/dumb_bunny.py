"""Dumb-Bunny Bridge's face: the partner on the seat plates, the hand card's line and the
other tables in the corner, seats by table and compass point, the hand card's summary in the
new-game dialog, the score sheet and the scorekeeper's tricks per table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QLabel,
    QSpinBox,
    QWidget,
)

from ...engine.errors import OptionError
from ...engine.games.base import Option
from ...engine.games.dumb_bunny import (
    BLIND,
    MOVE_TABLES,
    NEW_PARTNERS,
    SEATS,
    SWAP,
    DumbBunny,
    DumbBunnyInfo,
    next_dealers,
    parse_hand_card,
    seating_after,
)
from ...engine.view import PlayerView
from ...scorekeeper import (
    Result,
    RoundInfo,
    ScoreSheet,
)
from ...words import counted, join_names
from ..hand_card_editor import HandCardDialog
from ..new_game import compass_point
from ..scorekeeper_form import SUIT_SYMBOLS, UNSET, EntryForm, compass, fill, suit_names, unset_spin_box
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
)
from . import GameFace, register

if TYPE_CHECKING:
    from ...session.public import PublicTable


translate = QCoreApplication.translate


# ----- the new-game dialog -------------------------------------------------------------------


def trump_words() -> dict[str | None, str]:
    """A hand card's trump entry in words, by its record letter (None: no trumps)."""
    return {
        None: translate("NewGameDialog", "No trumps"),
        "S": translate("NewGameDialog", "♠ trumps"),
        "H": translate("NewGameDialog", "♥ trumps"),
        "D": translate("NewGameDialog", "♦ trumps"),
        "C": translate("NewGameDialog", "♣ trumps"),
    }


def hand_card_lines(value: Any) -> list[str] | None:
    """A Dumb-Bunny style hand card as readable lines ("4. No trumps · blind · new partners")."""
    if not isinstance(value, list) or not all(isinstance(h, dict) and "trump" in h for h in value):
        return None
    trumps = trump_words()
    mods = {
        "swap": translate("NewGameDialog", "swap"),
        "blind": translate("NewGameDialog", "blind"),
        "new_partners": translate("NewGameDialog", "then new partners"),
        "move_tables": translate("NewGameDialog", "then move tables"),
    }
    lines = []
    for i, hand in enumerate(value, 1):
        parts = [trumps.get(hand.get("trump"), str(hand.get("trump")))]
        parts += [mods.get(m, str(m)) for m in hand.get("modifiers", []) or []]
        lines.append(f"{i}. " + " · ".join(parts))
    return lines



# ----- the score sheet ------------------------------------------------------------------------


def shown_modifiers(modifiers: Sequence[str], tables: int) -> list[str]:
    """The hand's modifiers as the table and the sheet name them: "then move tables" only
    where there is another table to move to (four players sat at one: listed, it promised a
    move that never came, a player's review)."""
    return [m for m in modifiers if m != MOVE_TABLES or tables > 1]


class DumbBunnyModel(SheetModel):
    """A row per hand of the hand card (the ones to come greyed): trump, modifiers, and each
    player's points — their side's tricks — then the totals."""


    @staticmethod
    def modifier_text() -> dict[str, str]:
        return {
            SWAP: translate("ScoreSheet", "swap"),
            BLIND: translate("ScoreSheet", "blind"),
            NEW_PARTNERS: translate("ScoreSheet", "new partners"),
            MOVE_TABLES: translate("ScoreSheet", "move tables"),
        }

    # Modifiers of the hand itself, then those that take effect after it (the next seating).
    DURING = (SWAP, BLIND)
    AFTER = (NEW_PARTNERS, MOVE_TABLES)

    @staticmethod
    def modifier_codes() -> dict[str, str]:
        """The modifiers in a score pad's shorthand (the column's tool tip spells them out)."""
        return {
            SWAP: translate("ScoreSheet", "Sw"),
            BLIND: translate("ScoreSheet", "Bl"),
            NEW_PARTNERS: translate("ScoreSheet", "→P"),
            MOVE_TABLES: translate("ScoreSheet", "→T"),
        }

    def modifiers_text(self, hand: Any) -> str:
        """'blind; then new partners': what changes this hand, then what changes after it;
        in shorthand ('Bl →P') on a narrow sheet."""
        shown = shown_modifiers(hand.modifiers, self.scored_match.n // 4)
        if self.compact:
            codes = self.modifier_codes()
            return " ".join(codes[m] for m in (*self.DURING, *self.AFTER) if m in shown)
        words = self.modifier_text()
        now = [words[m] for m in self.DURING if m in shown]
        after = [words[m] for m in self.AFTER if m in shown]
        text = ", ".join(now)
        if after:
            then = translate("ScoreSheet", "then {what}").format(what=", ".join(after))
            text = f"{text}; {then}" if text else then
        return text

    def headroom(self, column: int) -> tuple[str, ...]:
        """The modifiers' column has room from the start for every hand's modifiers as the
        current row writes them: fitted only to the hands before it, the sheet went down a
        type size and moved its columns when hand 4 ("blind" / "then new partners") came
        (a player's review)."""
        if column != 2:
            return ()
        m = self.scored_match
        spec = m.spec
        assert isinstance(spec, DumbBunny)
        return tuple({self.modifiers_cell(hand) for hand in spec.hand_card(m)} - {""})

    def modifiers_cell(self, hand: Any) -> str:
        """The modifiers as the sheet's cell writes them: what changes now over what changes
        after, on two lines, so the column stays narrow."""
        return self.modifiers_text(hand).replace("; ", "\n")

    def shorthand_parts(self) -> tuple[str, ...]:
        parts = (translate("ScoreSheet", "Sw swap"), translate("ScoreSheet", "Bl blind"),
                 translate("ScoreSheet", "→P then new partners"))
        return (*parts, translate("ScoreSheet", "→T then move tables")) if self.scored_match.n > 4 else parts

    def build(self) -> Sheet:
        m = self.scored_match
        spec = m.spec
        assert isinstance(spec, DumbBunny)
        card = spec.hand_card(m)
        columns = [
            Column(translate("ScoreSheet", "Hand"), short="#"),
            Column(translate("ScoreSheet", "Trump"), short=translate("ScoreSheet", "Tr")),
            Column(
                translate("ScoreSheet", "Modifiers"),
                left=True,
                tip=translate("ScoreSheet", "swap: sides score each other's tricks; blind: cards played face down")
                + (translate("ScoreSheet", ". Sw swap, Bl blind, →P then new partners, →T then move tables")
                   if self.compact else ""),
                short=translate("ScoreSheet", "Mod."),
            ),
            *self.player_columns(),
        ]
        rows = []
        for i, hand in enumerate(card):
            kind = self.kind_of(i)
            rnd = m.rounds[i] if kind != FUTURE else None
            trump = translate("ScoreSheet", "NT") if hand.trump is None else SUIT_SIGNS[hand.trump]
            cells = [
                Cell((CURRENT_MARK if kind == CURRENT else "") + str(i + 1)),
                Cell(trump),
                Cell(self.modifiers_cell(hand), csv=(self.modifiers_text(hand),)),
            ]
            for p in range(m.n):
                cells.append(self.player_cell(rnd, i, kind, p))
            rows.append(Row(cells, kind))
        label = Cell(self.total_label(), tip=translate("ScoreSheet", "Total"))
        total = [label, Cell(), Cell()] + [Cell(str(t)) for t in m.totals]
        rows.append(Row(total, TOTAL))
        return Sheet(self.caption(), columns, rows)

    def player_cell(self, rnd: Any, i: int, kind: str, p: int) -> Cell:
        if rnd is None:
            return Cell()
        t, seat = rnd.where[p]
        seats = rnd.seats[t]
        partner = self.scored_match.players[seats[(seat + 2) % 4]]
        where = translate("ScoreSheet", "Table {t}, partner {partner}").format(t=t + 1, partner=partner)
        if kind == DONE:
            return Cell(str(self.scored_match.round_scores[i][p]), tip=where)
        table = rnd.tables[t]
        if not table.history:
            return Cell(tip=where)
        ns, ew = table.side_tricks()
        if rnd.hand.swap:
            ns, ew = ew, ns
        so_far = ns if seat % 2 == 0 else ew
        return Cell(
            str(so_far), tip=translate("ScoreSheet", "{where}; {k} so far").format(where=where, k=so_far), csv=("",)
        )

    def progress(self) -> str:
        m = self.scored_match
        n = m.rounds_planned or 0
        return translate("ScoreSheet", "Dumb-Bunny Bridge — hand {k} of {n}").format(k=max(len(m.rounds), 1), n=n)


# ----- the scorekeeper's form -----------------------------------------------------------------


def table_dealers(sheet: ScoreSheet, number: int) -> list[int]:
    """The player dealing at each table in hand ``number``, by the engine's rule: the first
    dealer deals at their table and the same chair at the others; after each hand the deal
    passes to the left of each table's dealer, following the dealer when partners rotate or
    tables move (:func:`~cardtable.engine.games.dumb_bunny.next_dealers`)."""
    hands = parse_hand_card(sheet.options["hand_card"])
    seats = [list(range(SEATS * t, SEATS * t + SEATS)) for t in range(sheet.n // SEATS)]
    chairs = [(sheet.first_dealer or 0) % SEATS] * len(seats)
    for played in hands[: number - 1]:
        after = seating_after(seats, played)
        chairs = next_dealers(seats, chairs, after)
        seats = after
    return [s[c] for s, c in zip(seats, chairs, strict=True)]


class DumbBunnyForm(EntryForm):
    """Per table, the tricks of each side; the other side's box follows (13 in all). Both
    start empty each hand, and Record asks for them until they are typed."""

    def __init__(self, sheet: ScoreSheet) -> None:
        super().__init__(sheet)
        self.header(
            translate("Scorekeeper", "Table"),
            translate("Scorekeeper", "North–South"),
            translate("Scorekeeper", "Tricks"),
            translate("Scorekeeper", "East–West"),
            translate("Scorekeeper", "Tricks"),
        )
        self.ns: list[QSpinBox] = []
        self.ew: list[QSpinBox] = []
        self.ns_labels: list[QLabel] = []
        self.ew_labels: list[QLabel] = []
        for t in range(sheet.n // 4):
            ns, ew = unset_spin_box(13, ""), unset_spin_box(13, "")
            ns.valueChanged.connect(lambda v, other=ew: self._follow(other, v))
            ew.valueChanged.connect(lambda v, other=ns: self._follow(other, v))
            labels = (QLabel(), QLabel())
            self.grid.addWidget(QLabel(fill(translate("Scorekeeper", "Table %1"), str(t + 1))), t + 1, 0)
            self.grid.addWidget(labels[0], t + 1, 1)
            self.grid.addWidget(ns, t + 1, 2)
            self.grid.addWidget(labels[1], t + 1, 3)
            self.grid.addWidget(ew, t + 1, 4)
            self.ns.append(ns)
            self.ew.append(ew)
            self.ns_labels.append(labels[0])
            self.ew_labels.append(labels[1])
        self.grid.setColumnStretch(5, 1)

    def _follow(self, other: QSpinBox, value: int) -> None:
        follow = UNSET if value == UNSET else 13 - value
        if other.value() != follow:
            other.blockSignals(True)
            other.setValue(follow)
            other.blockSignals(False)
        self.changed.emit()

    def reset(self, info: RoundInfo) -> None:
        super().reset(info)
        for t, seats in enumerate(info.seats):
            n, e, s, w = (self.name(p) for p in seats)
            self.ns_labels[t].setText(fill(translate("Scorekeeper", "%1 (N) & %2 (S)"), n, s))
            self.ew_labels[t].setText(fill(translate("Scorekeeper", "%1 (E) & %2 (W)"), e, w))
            self.ns[t].setAccessibleName(
                fill(translate("Scorekeeper", "Table %1, tricks of %2 and %3"), str(t + 1), n, s)
            )
            self.ew[t].setAccessibleName(
                fill(translate("Scorekeeper", "Table %1, tricks of %2 and %3"), str(t + 1), e, w)
            )
            for spin in (self.ns[t], self.ew[t]):
                spin.blockSignals(True)
                spin.setValue(UNSET)
                spin.blockSignals(False)

    def data(self) -> dict[str, Any]:
        return {"tables": [[ns.value(), ew.value()] for ns, ew in zip(self.ns, self.ew, strict=True)]}

    def missing(self) -> str:
        for t, spin in enumerate(self.ns):
            if spin.value() == UNSET:
                return fill(translate("Scorekeeper", "Enter the tricks taken at table %1."), str(t + 1))
        return ""

    def live(self) -> str:
        if self.info is not None and "swap" in self.info.modifiers:
            return translate("Scorekeeper", "Swap hand: each side scores the other side's tricks.")
        return ""

    def first_input(self) -> QWidget | None:
        return self.ns[0]


# ----- the face -------------------------------------------------------------------------------


class DumbBunnyFace(GameFace):
    game = "dumb-bunny"
    center_pile = False
    option_labels: ClassVar[dict[str, Any]] = {"hand_card": QT_TRANSLATE_NOOP("NewGameDialog", "Hand card")}
    edited_options: ClassVar[frozenset[str]] = frozenset({"hand_card"})
    engine_texts: ClassVar[tuple[Any, ...]] = (
        QT_TRANSLATE_NOOP(
            "GameBlurbs",
            "Partners at tables of four must beat the trick if they can; a hand card adds trumps and twists.",
        ),
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "The hands of a match: each a trump (S, H, D, C or none) and modifiers "
            "(swap, blind, new_partners, move_tables).",
        ),
    )

    def sheet_model(self) -> type[SheetModel]:
        return DumbBunnyModel

    def scorekeeper_form(self) -> type[EntryForm]:
        return DumbBunnyForm

    # ----- the table ---------------------------------------------------------------------------

    def seat_badges(self, view: PlayerView) -> list[str]:
        partner_seat = (view.seat + 2) % 4
        return [translate("Table", "partner") if s == partner_seat else "" for s in range(len(view.players))]

    def table_info(self, table: PublicTable, view: PlayerView) -> list[str]:
        """The hand's number and modifiers, the two sides' tricks so far, then how each other
        table is doing."""
        info = view.info_as(DumbBunnyInfo)
        words = {
            "swap": translate("Table", "swap"),
            "blind": translate("Table", "blind"),
            "new_partners": translate("Table", "then new partners"),
            "move_tables": translate("Table", "then move tables"),
        }
        mods = [words.get(m) or m.replace("_", " ") for m in shown_modifiers(info.modifiers, info.tables)]
        hand = translate("Table", "Hand {0} of {1}").format(info.hand_number, table.rounds_planned)
        # The rest of the hand card's line: its modifiers (the trumps are the corner's headline).
        lines = [translate("Table", "{0}: {1}", "Hand 8 of 16: swap").format(hand, " · ".join(mods)) if mods else hand]
        # The plates count each player's own tricks; the hand scores a side's, so say them.
        won, me = view.tricks_won, view.seat
        swap = "swap" in info.modifiers  # said while the hand lasts, not only in its summary
        if sum(won):
            ours = won[me] + won[(me + 2) % 4]
            said = (translate("Table", "Tricks: your side {0} – theirs {1} · Swap: you score {1}") if swap
                    else translate("Table", "Tricks: your side {0} – theirs {1}"))
            lines.append(said.format(ours, sum(won) - ours))
        elif swap:
            lines.append(translate("Table", "Swap: your side scores the tricks the other side takes"))
        for other in table.other_tables:
            names = other.names
            ns, ew = other.side_tricks
            if other.done:
                state = translate("Table", "done")
            else:
                # The tables play one after another: one not playing yet has not begun ("waiting"
                # read as stuck, all through the player's own hand).
                state = translate("Table", "playing") if other.playing else translate("Table", "not started yet")
            lines.append(translate("Table", "Table {0}: {1} & {2} {3} – {4} & {5} {6} ({7})").format(
                other.index + 1, names[0], names[2], ns, names[1], names[3], ew, state))
        return lines

    def seating_news(self, before: PublicTable | None, after: PublicTable) -> str | None:
        """New partners, or a move to another table, between the last hand and this one."""
        if before is None or before.view is None or after.view is None:
            return None
        old, new = before.view.info_as(DumbBunnyInfo), after.view.info_as(DumbBunnyInfo)
        names = after.names
        if new.table != old.table:
            others = [names[p] for p in after.players if p != new.player]
            return translate("Table", "Tables move: you now sit at table {0} with {1}").format(
                new.table + 1, ", ".join(others))
        if set(before.players) != set(after.players):
            # The person stays; others come to their table (a review read "you now sit at
            # table 1 with Gus, Ada, Finn" as if they had moved, and missed who partners them).
            come = [names[p] for p in after.players if p not in before.players]
            listed = join_names(come)
            joins = (translate("Table", "Tables move: {0} joins your table") if len(come) == 1 else
                     translate("Table", "Tables move: {0} join your table")).format(listed)
            partner = names[new.partner]
            with_whom = (translate("Table", "{0} is still your partner") if new.partner == old.partner else
                         translate("Table", "you now play with {0}")).format(partner)
            return translate("Table", "{0}; {1}", "tables move: who joins; who partners you").format(joins, with_whom)
        if new.partner != old.partner:
            return translate("Table", "New partners: you now play with {0}").format(names[new.partner])
        return None

    # ----- the new-game dialog and hints -------------------------------------------------------

    def seat_label(self, seat: int) -> str:
        """Your own table by where each sits from you (you are "you", as in every game, not a
        compass point: the table shows you at the bottom); the other tables by compass point,
        which tells their partnerships (North–South, East–West)."""
        if seat < 4:
            own = (
                translate("NewGameDialog", "Table 1 · you"),
                translate("NewGameDialog", "Table 1 · your left"),
                translate("NewGameDialog", "Table 1 · your partner"),
                translate("NewGameDialog", "Table 1 · your right"),
            )
            return own[seat]
        return (
            translate("NewGameDialog", "Table %1 · %2")
            .replace("%1", str(seat // 4 + 1))
            .replace("%2", compass_point(seat))
        )

    def option_summary(self, option: Option, value: Any) -> tuple[str, str] | None:
        """The hand card: standard or custom, how many hands, and each hand's line."""
        lines = hand_card_lines(value) if option.name == "hand_card" else None
        if lines is None:
            return None
        n = len(lines)
        if value == option.default:
            text = counted(n, translate("NewGameDialog", "The standard card: 1 hand"),
                           translate("NewGameDialog", "The standard card: {0} hands")).format(n)
        else:
            text = counted(n, translate("NewGameDialog", "A custom card: 1 hand"),
                           translate("NewGameDialog", "A custom card: {0} hands")).format(n)
        return text, "\n".join(lines)

    def edit_option(self, option: Option, value: Any, parent: QWidget, done: Callable[[Any], None]) -> None:
        """The hand card, line by line (docs/RULES.md: the card is data a player may edit); a value
        the engine would refuse opens as the standard card."""
        if option.name != "hand_card":
            return
        try:
            parse_hand_card(value)
        except OptionError:
            value = option.default
        dialog = HandCardDialog(value, option.default, trump_words(), parent)
        dialog.accepted.connect(lambda: done(dialog.value()))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def players_note(self) -> str:
        return translate("NewGameDialog", "tables of four")

    def hint_goal(self, view: PlayerView) -> str:
        # A swap hand turns the goal round (a player's review: the hint said "every trick your
        # side takes counts for you and your partner" in one).
        if view.info_as(DumbBunnyInfo).swap:
            return translate("Hints", "; in this swap hand your side scores the tricks the other side takes, so "
                                      "every trick you take counts for them")
        return translate("Hints", "; every trick your side takes counts for you and your partner")

    # ----- the scorekeeper ---------------------------------------------------------------------

    def scorekeeper_seat_title(self, seat: int) -> str:
        return fill(translate("Scorekeeper", "Table %1 · %2"), str(seat // 4 + 1), compass(seat))

    def penalty_note(self) -> str:
        return translate("Scorekeeper", "The Dumb-Bunny seed has no penalties; if the players agree, replay the hand.")

    def round_noun(self) -> str:
        return translate("Table", "Hand")

    def round_outcome(self, rnd: Any, player: int) -> str:
        """Who ``player`` played with and the tricks the two took: a player scores the side's
        tricks, so "You 0 tricks +8" alone read as a mistake (a player's review)."""
        t, seat = rnd.where[player]
        partner = rnd.seats[t][(seat + 2) % 4]
        together = rnd.player_tricks[player] + rnd.player_tricks[partner]
        # Written "partner · tricks" so that a narrow table can put it on two lines at the " · ".
        return counted(together, translate("Table", "with {0} · 1 trick together"),
                       translate("Table", "with {0} · {1} tricks together")).format(rnd.names[partner], together)

    def round_outcome_title(self) -> str:
        return translate("Table", "Partner")

    def round_notes(self, rnd: Any, last: bool) -> list[str]:
        # The points of a swap hand read as a miscount without it; the moves as a surprise.
        hand = rnd.hand
        notes = []
        if hand.swap:
            notes.append(translate("Table", "A swap hand: each side scores the other side's tricks."))
        if not last and hand.new_partners:
            notes.append(translate("Table", "Next, everyone gets a new partner."))
        if not last and hand.move_tables and len(rnd.tables) > 1:  # one table: nowhere to move
            notes.append(translate("Table", "Next, the East–West players move to the next table."))
        return notes

    def round_figure_labels(self) -> tuple[str, str]:
        return (translate("Statistics", "Hands played"), translate("Statistics", "Average score per hand"))

    def rounds_played(self, n: int) -> str:
        return counted(n, translate("History", "1 hand"), translate("History", "{0} hands")).format(n)

    def scorekeeper_round_word(self) -> str:
        return translate("Scorekeeper", "Hand")

    def scorekeeper_details(self, sheet: ScoreSheet, info: RoundInfo) -> str:
        trump = (
            translate("Scorekeeper", "No trumps")
            if info.trump is None
            else fill(translate("Scorekeeper", "%1 trumps"), suit_names()[info.trump])
        )
        mods = {
            "swap": translate("Scorekeeper", "swap: each side scores the other side's tricks"),
            "blind": translate("Scorekeeper", "blind: cards are played face down"),
            "new_partners": translate("Scorekeeper", "then new partners"),
            "move_tables": translate("Scorekeeper", "then East–West move to the next table"),
        }
        dealers = table_dealers(sheet, info.number)
        if len(dealers) == 1:
            dealt = translate("Scorekeeper", "%1 deals.").replace("%1", sheet.players[dealers[0]])
        else:
            dealt = " ".join(fill(translate("Scorekeeper", "Table %1: %2 deals."), str(t + 1), sheet.players[d])
                             for t, d in enumerate(dealers))
        return trump + "".join("; " + mods[m] for m in info.modifiers) + ". " + dealt

    def scorekeeper_row_label(self, sheet: ScoreSheet, result: Result) -> str:
        info = result.info
        trump = translate("Scorekeeper", "NT") if info.trump is None else SUIT_SYMBOLS[info.trump]
        mods = {"swap": translate("Scorekeeper", "swap"), "blind": translate("Scorekeeper", "blind")}
        extra = "".join(" " + mods[m] for m in info.modifiers if m in mods)
        return fill(translate("Scorekeeper", "Hand %1 · %2%3"), info.number, trump, extra)


register(DumbBunnyFace())
