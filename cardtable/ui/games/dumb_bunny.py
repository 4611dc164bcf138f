"""Dumb-Bunny Bridge's face: the partner on the seat plates, the hand card's line and the
other tables in the corner, seats by table and compass point, the score sheet and the
scorekeeper's tricks per table."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...engine.view import PlayerView
from ..new_game import compass_point, you_or_partner
from ..score_sheet import DumbBunnyModel, SheetModel
from ..scorekeeper import SUIT_SYMBOLS, DumbBunnyForm, EntryForm, compass, fill, suit_names
from . import GameFace, register

if TYPE_CHECKING:
    from ...engine.match import Match
    from ...scorekeeper import Result, RoundInfo, ScoreSheet

translate = QCoreApplication.translate


class DumbBunnyFace(GameFace):
    game = "dumb-bunny"
    option_labels: ClassVar[dict[str, str]] = {"hand_card": QT_TRANSLATE_NOOP("NewGameDialog", "Hand card")}

    def sheet_model(self) -> type[SheetModel]:
        return DumbBunnyModel

    def scorekeeper_form(self) -> type[EntryForm]:
        return DumbBunnyForm

    # ----- the table ---------------------------------------------------------------------------

    def seat_badges(self, view: PlayerView) -> list[str]:
        partner_seat = (view.seat + 2) % 4
        return [translate("Table", "partner") if s == partner_seat else "" for s in range(len(view.players))]

    def table_info(self, match: Match, view: PlayerView) -> list[str]:
        """The hand's number and modifiers, then how each other table is doing."""
        info = view.info
        words = {
            "swap": translate("Table", "swap"),
            "blind": translate("Table", "blind"),
            "new_partners": translate("Table", "new partners"),
            "move_tables": translate("Table", "move tables"),
        }
        mods = [words.get(m) or m.replace("_", " ") for m in info.get("modifiers", ())]
        hand = translate("Table", "Hand {0} of {1}").format(info.get("hand_number"), match.rounds_planned)
        lines = [hand + (f" · {', '.join(mods)}" if mods else "")]
        rnd = match.rounds[-1]
        for t, (seats, table) in enumerate(zip(rnd.seats, rnd.tables, strict=True)):
            if t == info.get("table"):
                continue
            names = [match.players[p] for p in seats]
            ns, ew = table.tricks[0] + table.tricks[2], table.tricks[1] + table.tricks[3]
            playing = info.get("table_in_play") == t
            if table.is_done:
                state = translate("Table", "done")
            else:
                state = translate("Table", "playing") if playing else translate("Table", "waiting")
            lines.append(translate("Table", "Table {0}: {1} & {2} {3} – {4} & {5} {6} ({7})").format(
                t + 1, names[0], names[2], ns, names[1], names[3], ew, state))
        return lines

    # ----- the new-game dialog and hints -------------------------------------------------------

    def seat_label(self, seat: int) -> str:
        label = (
            translate("NewGameDialog", "Table %1 · %2")
            .replace("%1", str(seat // 4 + 1))
            .replace("%2", compass_point(seat))
        )
        return you_or_partner(label, seat)

    def players_note(self, counts: tuple[int, ...]) -> str:
        return translate("NewGameDialog", "tables of four")

    def hint_goal(self, view: PlayerView) -> str:
        return translate("Hints", "; every trick your side takes counts for you and your partner")

    # ----- the scorekeeper ---------------------------------------------------------------------

    def scorekeeper_seat_title(self, seat: int) -> str:
        return fill(translate("Scorekeeper", "Table %1 · %2"), str(seat // 4 + 1), compass(seat))

    def penalty_note(self) -> str:
        return translate("Scorekeeper", "The Dumb-Bunny seed has no penalties; if the players agree, replay the hand.")

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
        return trump + "".join("; " + mods[m] for m in info.modifiers) + "."

    def scorekeeper_row_label(self, sheet: ScoreSheet, result: Result) -> str:
        info = result.info
        trump = translate("Scorekeeper", "NT") if info.trump is None else SUIT_SYMBOLS[info.trump]
        mods = {"swap": translate("Scorekeeper", "swap"), "blind": translate("Scorekeeper", "blind")}
        extra = "".join(" " + mods[m] for m in info.modifiers if m in mods)
        return fill(translate("Scorekeeper", "Hand %1 · %2%3"), info.number, trump, extra)


register(DumbBunnyFace())
