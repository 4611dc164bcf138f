"""The short public facts shown on each seat's plate, from a PlayerView (never more)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..engine.cards import SUITS
from ..engine.view import PlayerView
from ..session.public import PublicTable
from ..words import suit_noun
from .games import face_for

if TYPE_CHECKING:
    from ..session.public import PublicTable

# Table strings are translated in the context "Table", placeholders filled after; the
# calls spell out ``translate("Table", "…")`` so that pyside6-lupdate finds them.
translate = QCoreApplication.translate


def seat_badges(view: PlayerView) -> list[str]:
    """One badge per seat of the view's table (its seat numbers): the game's face says what."""
    return face_for(view.game).seat_badges(view)


def table_info(table: PublicTable) -> list[str]:
    """Lines for the table's corner: where the match stands (the game's face words them)."""
    view = table.view
    return face_for(view.game).table_info(table, view) if view is not None else []


def trump_label(view: PlayerView) -> str:
    """The table's headline: the trumps, or what the game's face says stands instead
    (Minibridge has no trumps to speak of before a contract is chosen)."""
    special = face_for(view.game).trump_label(view)
    if special is not None:
        return special
    if view.trump is None:
        return translate("Table", "No trumps")
    return translate("Table", "Trumps: {0} {1}").format(SUITS[view.trump].symbol, suit_noun(SUITS[view.trump]))
