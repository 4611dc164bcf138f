"""The colour of a suit's sign wherever text names a card: the decision panels, the seat
plates, the trick history, the score sheet, the round summary, the rules and the practice
diagrams.

One place decides it, so every line agrees with the cards on the table: with the usual deck,
♥ and ♦ are red and ♠ ♣ keep the text's own colour; with the four-colour deck (Cards ▸
Four-colour deck) ♦ is blue and ♣ green there too. A player who chose that deck to tell the
suits apart at a glance would otherwise read "♦" in red in the history beside a blue
diamond on the table.

Text sits on two kinds of ground: a light page (the sheet, the history, the summary, the
rules, the practice window) and the table's dark panels and plates, where the same hue has
to be lighter to read. The deck in force is the one the main window last chose
(:func:`set_four_colour`, from the player's setting at start and on every change).
"""

from __future__ import annotations

from typing import Literal

from PySide6.QtGui import QColor

from .card_art import DeckStyle, suit_colour

Ground = Literal["light", "dark"]

# The four signs, in the engine's suit order (that of the notation ``SHDC``).
SIGNS = "♠♥♦♣"
# The signs in a colour of their own, by deck (the others keep the text's colour).
_COLOURED = {False: "♥♦", True: "♥♦♣"}


def _card_inks(four: bool) -> dict[str, str]:
    """On a light page, each coloured sign in the ink the cards' faces use (card_art)."""
    return {sign: suit_colour(SIGNS.index(sign), DeckStyle(four_colour=four)).name() for sign in _COLOURED[four]}


# Each coloured sign's colour by deck and ground: on the dark panels a lighter hue of the
# same ink, to read there (the red as the panels always wrote it).
_INKS: dict[tuple[bool, Ground], dict[str, str]] = {
    (False, "light"): _card_inks(False),
    (False, "dark"): {"♥": "#ff8f8f", "♦": "#ff8f8f"},
    (True, "light"): _card_inks(True),
    (True, "dark"): {"♥": "#ff8f8f", "♦": "#8cb8ff", "♣": "#86e29a"},
}

_four_colour = False


def set_four_colour(on: bool) -> None:
    """The deck the table shows from now on; views that are up repaint themselves."""
    global _four_colour
    _four_colour = bool(on)


def four_colour() -> bool:
    return _four_colour


def inked_signs() -> str:
    """The signs painted in a colour of their own with the deck in force."""
    return _COLOURED[_four_colour]


def ink(sign: str, ground: Ground = "light") -> str | None:
    """The colour of ``sign`` (a suit sign) on ``ground``; ``None``: the text's own colour."""
    return _INKS[(_four_colour, ground)].get(sign)


def ink_of_suit(suit: int, ground: Ground = "light") -> str | None:
    """As :func:`ink`, for a suit by its number (0 spades, 1 hearts, 2 diamonds, 3 clubs)."""
    return ink(SIGNS[suit], ground)


def qcolor(sign: str, ground: Ground, otherwise: QColor) -> QColor:
    """:func:`ink` as a colour to paint with, ``otherwise`` where the sign keeps the text's."""
    colour = ink(sign, ground)
    return QColor(colour) if colour is not None else otherwise


def signs_html(text: str, ground: Ground = "light") -> str:
    """``text`` (already rich text) with every coloured suit sign in a span of its colour."""
    for sign, colour in _INKS[(_four_colour, ground)].items():
        text = text.replace(sign, f'<span style="color:{colour}">{sign}</span>')
    return text
