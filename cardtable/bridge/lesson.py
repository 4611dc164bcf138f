"""What a built-in deal teaches, as stored with the deal in its PBN board.

A curated board carries a few tags of our own beside the standard ones. PBN readers skip
tags they do not know, so a club's dealing software reads the deal and ignores these;
our reader keeps every tag on the :class:`~cardtable.bridge.deal.Board`:

- ``LessonTheme``: the theme's key (``finesse``, ``lead-nt`` …, see :mod:`.themes`);
- ``LessonGrade``: 1 first lesson, 2 beginner, 3 improver, 4 club player;
- ``LessonContract``: the contract the lesson is about, bridge style (``1S`` is a
  Minibridge part-score in spades — seven tricks; ``4S``/``3NT``/``5D`` are games;
  ``-`` for a 20–20 deal, which nobody declares);
- ``LessonCard``: the card the lesson turns on (the finessed honour, the lead to make,
  the defender's right card …), PBN code suit first (``HK``), when the theme has one;
- ``LessonPlay``: the cards played before the moment of the lesson, from the opening
  lead, when the theme is about a play in the middle of the deal;
- ``LessonNote``: the teacher's note, two or three sentences in plain words.

The standard ``Note`` tag is not used: PBN reserves it for notes on the auction and play.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.games.minibridge import GAME_TARGET, PART_SCORE_TARGET
from ..words import QT_TRANSLATE_NOOP
from .deal import Board

# The grades, from a first lesson to a club player.
GRADES = {1: QT_TRANSLATE_NOOP("Notes", "first lesson"), 2: QT_TRANSLATE_NOOP("Notes", "beginner"),
          3: QT_TRANSLATE_NOOP("Notes", "improver"), 4: QT_TRANSLATE_NOOP("Notes", "club player")}

TAG_THEME, TAG_GRADE, TAG_CONTRACT = "LessonTheme", "LessonGrade", "LessonContract"
TAG_CARD, TAG_PLAY, TAG_NOTE = "LessonCard", "LessonPlay", "LessonNote"


class LessonError(ValueError):
    """A board's lesson tags that do not make sense."""


@dataclass(frozen=True)
class Lesson:
    theme: str
    grade: int
    strain: str  # "C", "D", "H", "S" or "NT"; "" for a 20-20 deal (no contract)
    game: bool
    card: str = ""
    play: tuple[str, ...] = ()
    note: str = ""

    @property
    def target(self) -> int:
        if not self.strain:
            return 0
        return GAME_TARGET[self.strain] if self.game else PART_SCORE_TARGET

    @property
    def contract(self) -> str:
        """``4S``, ``1NT``: the level is the tricks over six; ``-`` when nobody declares."""
        return f"{self.target - 6}{self.strain}" if self.strain else "-"

    def tags(self) -> list[tuple[str, str]]:
        out = [(TAG_THEME, self.theme), (TAG_GRADE, str(self.grade)), (TAG_CONTRACT, self.contract)]
        if self.card:
            out.append((TAG_CARD, self.card))
        if self.play:
            out.append((TAG_PLAY, " ".join(self.play)))
        out.append((TAG_NOTE, self.note))
        return out


def parse_contract(text: str) -> tuple[str, bool]:
    """``"4S"`` -> ("S", True); ``"1NT"`` -> ("NT", False); ``"-"`` -> ("", False).
    Only the two Minibridge levels."""
    t = text.strip().upper()
    if t == "-":
        return "", False
    if len(t) < 2 or not t[0].isdigit() or t[1:] not in GAME_TARGET:
        raise LessonError(f"not a contract: {text!r}")
    tricks, strain = int(t[0]) + 6, t[1:]
    if tricks not in (PART_SCORE_TARGET, GAME_TARGET[strain]):
        raise LessonError(f"{text!r} is neither a part-score (level 1) nor the game level in Minibridge")
    return strain, tricks == GAME_TARGET[strain]


def board_tag(board: Board, name: str) -> str:
    """A tag's value as read from the file ('' when the board has none)."""
    return next((v for k, v in board.tags if k == name), "")


def lesson_of(board: Board) -> Lesson | None:
    """The board's lesson, or ``None`` for a board without one (an imported file)."""
    theme = board_tag(board, TAG_THEME)
    if not theme:
        return None
    strain, game = parse_contract(board_tag(board, TAG_CONTRACT))
    grade = board_tag(board, TAG_GRADE)
    if not grade.isdigit() or int(grade) not in GRADES:
        raise LessonError(f"board {board.number}: grade {grade!r} is not one of 1-4")
    play = tuple(board_tag(board, TAG_PLAY).split())
    return Lesson(theme, int(grade), strain, game, board_tag(board, TAG_CARD), play, board_tag(board, TAG_NOTE))


def with_lesson(board: Board, lesson: Lesson) -> Board:
    """The board carrying ``lesson``'s tags (replacing any lesson tags it had)."""
    from dataclasses import replace

    names = {k for k, _ in lesson.tags()} | {TAG_CARD, TAG_PLAY}
    kept = tuple((k, v) for k, v in board.tags if k not in names)
    return replace(board, tags=kept + tuple(lesson.tags()))
