"""A set of deals for the classroom: hand records with the nine questions, an answer
sheet, and the deals as PBN for a club's dealing machine.

This module decides WHAT goes on the paper — the hands, the questions, the answers (from
:mod:`cardtable.bridge.analysis` through :func:`~cardtable.bridge.exercises.answer_text`,
the same answers the practice window and ``cardtable exercise`` give) and the teacher's
note; :mod:`cardtable.ui.handout` draws it with Qt. Keeping the content here lets the
tests read it without a printer and keeps Qt out of the bridge package.

The club file is plain PBN 2.1 as dealing software reads it: for each board the
mandatory tags (``Event``, ``Site``, ``Date``, ``Board``, the players, ``Dealer``,
``Vulnerable``, ``Deal`` …) and the double-dummy table; our lesson tags are left out, so
nothing in the file is unknown to a hand-record printer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..words import translate
from .analysis import analyse_many
from .deal import SUIT_SYMBOLS, Board, holding_text, seat_words, suit_ranks
from .exercises import answer_text, questions_for
from .lesson import lesson_of
from .notes import lesson_about, lesson_note, note_contract
from .pbn import write_pbn


@dataclass(frozen=True)
class HandRecord:
    """One board as printed: the diagram's text, the questions and their answers."""

    number: int
    heading: str  # "Board 3 - dealer South"
    lesson: str  # "finesses, improver", or "" for a board without a lesson
    hands: tuple[tuple[str, ...], ...]  # per seat N E S W: the seat's name, then ♠ ♥ ♦ ♣ lines
    dealer: int
    questions: tuple[str, ...]  # "1. How many points does each player have?"
    answers: tuple[str, ...]  # "1. W 4, N 14, E 6, S 16"
    note: str
    # The lesson's contract in words when the note is about another contract than the
    # answers' ("a part-score in hearts"), else "": the note sets its own scene.
    note_for: str = ""


def hand_lines(board: Board, seat: int) -> tuple[str, ...]:
    name = (translate("Handout", "{0} (dealer)").format(seat_words(seat)) if seat == board.dealer
            else seat_words(seat))
    return (name, *(f"{SUIT_SYMBOLS[s]} {holding_text(suit_ranks(board.hands[seat], s), ten='10')}"
                    for s in range(4)))


def hand_records(boards: Sequence[Board]) -> list[HandRecord]:
    """The printed form of each board, in order."""
    out = []
    for board, analysis in zip(boards, analyse_many(boards), strict=True):
        qs = questions_for(analysis)
        lesson = lesson_of(board)
        out.append(HandRecord(
            board.number,
            translate("Handout", "Board {0} - dealer {1}").format(board.number, seat_words(board.dealer)),
            lesson_about(lesson) if lesson is not None else "",
            tuple(hand_lines(board, s) for s in range(4)),
            board.dealer,
            tuple(f"{q.number}. {q.text}" for q in qs),
            tuple(f"{q.number}. {answer_text(analysis, q.key)}" for q in qs),
            lesson_note(board),
            note_contract(lesson, analysis),
        ))
    return out


def club_pbn(boards: Sequence[Board], event: str) -> str:
    """The boards as PBN for a club's dealing software: the standard tags, board numbers
    1, 2, 3 … in order, the double-dummy table (the stored one where the board has it), no
    tags of our own."""
    from .dd import tables_of

    tables = tables_of(boards)
    plain = [replace(b, number=i + 1, title=event, tags=(), dd=None).with_dd(t)
             for i, (b, t) in enumerate(zip(boards, tables, strict=True))]
    return write_pbn(plain, event)
