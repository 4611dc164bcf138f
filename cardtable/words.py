"""Words said outside the UI, marked for translation without Qt, and the card words every
part of the app says — suits and strains (context "Cards") — so that the table, the
narration, the rules and the hints share one translation of each.

:func:`translate` is the plain marker: it has the name and the arguments of Qt's
``QCoreApplication.translate``, so ``pyside6-lupdate`` extracts ``translate("Hints", "…")``
from any module with its context, yet this module imports no Qt. The UI hands it Qt's
translator when it starts (:func:`use_translator`, called by ``cardtable.ui``); until then,
and in the Qt-free tools, the words are the English source.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from .engine.cards import SUITS, Card, Suit

Translator = Callable[[str, str, "str | None", int], str]


def _english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return text


_translator: Translator = _english


def use_translator(translator: Translator | None) -> None:
    """Translate the marked words with ``translator`` (the UI's), or not at all (``None``)."""
    global _translator
    _translator = _english if translator is None else translator


def translating() -> bool:
    """True while the marked words are said in another language than their English source."""
    return _translator is not _english


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` (an English literal, marked for lupdate in ``context``) in the app's language."""
    return _translator(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """``text`` unchanged, marked for lupdate in ``context``: for a literal written where the
    language is not known yet (a table built at import), translated where it is said with
    ``translate(context, text)``."""
    return text


def joined(items: Sequence[str], last_two: str = "{0} and {1}") -> str:
    """``a``, ``a and b``, ``a, b and c``: commas between the items, ``last_two`` (the
    caller's translation of "{0} and {1}", English if none) before the last."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return last_two.format(", ".join(items[:-1]), items[-1])


def join_names(names: list[str]) -> str:
    """Players' names as a list is said at the table ("Ada, Ben and Cleo"): with commas
    alone the last name read as the start of the next phrase ("everyone but You, Cleo scored
    50" as "Cleo scored 50")."""
    return joined(names, translate("Table", "{0} and {1}", "the last two names of a list"))


def counted(n: int, one: str, many: str) -> str:
    """The sentence that agrees with the count ``n``: ``one`` (written for 1: "1 trick") or
    ``many`` ("{0} tricks"), both marked by the caller. Qt's "%n trick(s)" forms read right
    only with an English translation file; two whole sentences read right as written, and a
    translator sees each in full."""
    return one if n == 1 else many


def counted_of(k: int, few: str, many: str) -> str:
    """The sentence for "``k`` of n" that agrees with ``k`` in the translation: ``few`` for
    0 or 1, ``many`` for more, both marked by the caller with the same English ("{k} of {n}
    deals played", whose noun agrees with n, right for every k) told apart by their
    disambiguation. French says 0 and 1 in the singular, whatever n is ("1 donne jouée sur
    8", never "1 donnes jouées sur 8"); Qt's "%n" forms would say it, but lupdate extracts
    them only from ``tr``, not from ``translate``."""
    return few if k <= 1 else many


def suit_noun(suit: Suit | int) -> str:
    """'hearts', in the app's language."""
    return (translate("Cards", "spades"), translate("Cards", "hearts"), translate("Cards", "diamonds"),
            translate("Cards", "clubs"))[int(suit)]


def strain_words(strain: str) -> str:
    """'no trumps' or a suit noun, for a strain letter (S, H, D, C, NT)."""
    return translate("Cards", "no trumps") if strain == "NT" else suit_noun(SUITS["SHDC".index(strain)])


def rank_sign(rank: int) -> str:
    """A rank as cards and players print it, in the app's language: ``A K Q J 10 … 2`` in
    English, ``A R D V 10 … 2`` in French (roi, dame, valet). The faces of our cards, the
    hands in the panels, the trick history and the teaching texts all say it this way, so a
    card named in a sentence is the card seen on the table."""
    if rank == 14:
        return translate("Cards", "A", "the ace's letter on a card and in text")
    if rank == 13:
        return translate("Cards", "K", "the king's letter on a card and in text")
    if rank == 12:
        return translate("Cards", "Q", "the queen's letter on a card and in text")
    if rank == 11:
        return translate("Cards", "J", "the jack's letter on a card and in text")
    return str(rank)


def card_sign(card: Card) -> str:
    """A card for people, rank then suit symbol (``Q♥``, ``10♠``; ``D♥`` in French): the
    engine's :attr:`Card.pretty` in the app's language."""
    return rank_sign(card.rank) + card.suit.symbol


@contextmanager
def in_english() -> Iterator[None]:
    """The marked words in their English source for a while (a text compared with the
    English a file holds), then the app's language again."""
    global _translator
    saved = _translator
    _translator = _english
    try:
        yield
    finally:
        _translator = saved
