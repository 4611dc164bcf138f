"""Card words every part of the app says — suits and strains — in the app's language
(context "Cards"), so that the table, the narration, the rules and the hints share one
translation of each."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .engine.cards import SUITS, Suit

translate = QCoreApplication.translate


def suit_noun(suit: Suit | int) -> str:
    """'hearts', in the app's language."""
    return (translate("Cards", "spades"), translate("Cards", "hearts"), translate("Cards", "diamonds"),
            translate("Cards", "clubs"))[int(suit)]


def strain_words(strain: str) -> str:
    """'no trumps' or a suit noun, for a strain letter (S, H, D, C, NT)."""
    return translate("Cards", "no trumps") if strain == "NT" else suit_noun(SUITS["SHDC".index(strain)])
