"""The built-in exercise sets (``resources/exercises/*.pbn``) and the questions asked.

Each set is one PBN file; the file name orders the sets (``01-counting-points.pbn``) and
its boards' ``Event`` tag names the set. The seed's deal is board 1 of the first set.

The nine questions are the seed's. Each says which hands the student may look at while
answering — the counting questions show all four hands, the opening lead only the
leader's hand and dummy (laid down before the lead in Minibridge), declarer's questions
declarer's hand and dummy — so the exercise is honest about what a player would know.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

from ..engine.cards import Card
from ..engine.games.minibridge import SEAT_NAMES, SIDE_NAMES, partner
from .analysis import SIDE_WORDS, Analysis, contract_words
from .deal import SUIT_NAMES, Board, card_text
from .pbn import read_pbn

EXERCISE_PACKAGE = "cardtable.resources"
EXERCISE_FOLDER = "exercises"


@dataclass(frozen=True)
class ExerciseSet:
    key: str  # the file's stem, stable across versions (progress refers to deals, not sets)
    title: str
    boards: tuple[Board, ...]


def builtin_sets() -> list[ExerciseSet]:
    """Every built-in set, in file-name order."""
    return list(_builtin_sets())


@functools.cache
def _builtin_sets() -> tuple[ExerciseSet, ...]:
    """The sets read once per process: they ship inside the package and never change while
    it runs, and reading them (the PBN parser's first use) costs a noticeable moment each
    time the practice window opens."""
    folder = files(EXERCISE_PACKAGE) / EXERCISE_FOLDER
    out = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".pbn"):
            stem = entry.name[: -len(".pbn")]
            boards = read_pbn(entry.read_text(encoding="utf-8"), entry.name)
            out.append(ExerciseSet(stem, set_title(boards, stem), tuple(boards)))
    return tuple(out)


def set_title(boards: Sequence[Board], fallback: str) -> str:
    """A set's title: its first board's Event, without a "Minibridge: " prefix."""
    title = next((b.title for b in boards if b.title), "")
    if title.lower().startswith("minibridge:"):
        title = title.split(":", 1)[1].strip()
    title = title or fallback.replace("-", " ").lstrip("0123456789 ")
    return title[:1].upper() + title[1:]


# ----- the questions ------------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    key: str
    number: int
    text: str
    kind: str  # "points", "seat", "side", "declarer", "lead", "number", "yesno"
    sees: str  # whose hands the student sees: "all", "leader" (and dummy), "declarer" (and dummy)


QUESTIONS = (
    Question("points", 1, "How many points does each player have?", "points", "all"),
    Question("first", 2, "Who announces their points first?", "seat", "all"),
    Question("side", 3, "Which pair are the declaring side?", "side", "all"),
    Question("declarer", 4, "Who is declarer and who is dummy?", "declarer", "all"),
    Question("leader", 5, "Which player makes the first lead?", "seat", "all"),
    Question("lead", 6, "Which suit would you advise the defender to lead — and which card?", "lead", "leader"),
    Question("sure", 7, "How many tricks is declarer sure to make?", "number", "declarer"),
    Question("game", 8, "Would you advise declarer to go for game?", "yesno", "declarer"),
    Question("extra", 9, "Does declarer have any chance of making extra tricks?", "yesno", "declarer"),
)


def questions_for(analysis: Analysis) -> tuple[Question, ...]:
    """All nine, or the first three for a 20–20 deal (it is thrown in: nobody declares)."""
    return QUESTIONS[:3] if analysis.redeal else QUESTIONS


def question_context(analysis: Analysis, question: Question) -> str:
    """What the table knows when ``question`` is asked and the question itself does not say:
    the lead (Q6) and declarer's questions (Q7–Q9) come after declarer has chosen the
    contract, and the right lead depends on it ("South plays game in no trumps; West leads.").
    Empty for the questions before it, and on a 20–20 deal."""
    f, contract = analysis.facts, analysis.contract
    if question.number < 6 or contract is None or f.declarer is None or f.opening_leader is None:
        return ""
    plays = f"{SEAT_NAMES[f.declarer]} plays {contract_words(contract.strain, contract.game)}"
    return f"{plays}; {SEAT_NAMES[f.opening_leader]} leads." if question.key == "lead" else f"{plays}."


def visible_seats(analysis: Analysis, question: Question) -> set[int]:
    """The hands the student may see while answering ``question``."""
    f = analysis.facts
    if f.dummy is None:  # a 20–20 deal: nobody declares, so no hand is hidden
        return {0, 1, 2, 3}
    if question.sees == "leader" and f.opening_leader is not None:
        return {f.opening_leader, f.dummy}
    if question.sees == "declarer" and f.declarer is not None:
        return {f.declarer, f.dummy}
    return {0, 1, 2, 3}


def expected(analysis: Analysis, key: str) -> Any:
    """The right answer, in the form :func:`check` takes answers."""
    f = analysis.facts
    return {
        "points": tuple(f.points),
        "first": f.first_to_announce,
        "side": f.declaring_side,
        "declarer": (f.declarer, f.dummy),
        "leader": f.opening_leader,
        "lead": analysis.lead.card if analysis.lead else None,
        "sure": analysis.sure.total if analysis.sure else None,
        "game": analysis.go_for_game,
        "extra": analysis.extra_tricks,
    }[key]


def answer_text(analysis: Analysis, key: str) -> str:
    """The right answer in a few words (for the summary and the analysis tab)."""
    value = expected(analysis, key)
    if key == "points":
        return ", ".join(f"{SEAT_NAMES[s][0]} {value[s]}" for s in (3, 0, 1, 2))
    if key in ("first", "leader"):
        return SEAT_NAMES[value]
    if key == "side":
        return "neither (20–20: redeal)" if value is None else SIDE_WORDS[value]
    if key == "declarer":
        return f"{SEAT_NAMES[value[0]]} declares, {SEAT_NAMES[value[1]]} is dummy"
    if key == "lead":
        return f"{SUIT_NAMES[value.suit]} (the {card_text(value)})"
    if key in ("game", "extra"):
        return "yes" if value else "no"
    return str(value)


@dataclass(frozen=True)
class Verdict:
    correct: bool
    text: str  # "Right." or "Not quite: …", then the explanation


def check(analysis: Analysis, key: str, answer: Any) -> Verdict:
    """Judge an answer and explain the right one whichever way it went."""
    right = expected(analysis, key)
    why = analysis.explanations.get(key, "")
    if key == "lead":
        lead = analysis.lead
        suit = int(answer.suit) if isinstance(answer, Card) else int(answer)
        if lead is not None and suit in lead.good_suits:
            if isinstance(answer, Card) and suit == lead.suit and int(answer) != int(lead.card):
                return Verdict(True, f"Right suit — but lead the {card_text(lead.card)}, "
                                     f"not the {card_text(answer)}. {why}")
            if suit != lead.suit:
                return Verdict(True, f"Right: {SUIT_NAMES[suit]} is as good a lead here. {why}")
            return Verdict(True, f"Right. {why}")
        return Verdict(False, f"Not quite: {SUIT_NAMES[suit]} is not the best lead. {why}")
    if key == "points":
        given = tuple(int(x) for x in answer)
        wrong = [s for s in (3, 0, 1, 2) if given[s] != right[s]]
        if not wrong:
            return Verdict(True, f"Right. {why}")
        fixes = ", ".join(f"{SEAT_NAMES[s]} has {right[s]}, not {given[s]}" for s in wrong)
        return Verdict(False, f"Not quite: {fixes}. {why}")
    if key == "declarer":
        ok = tuple(answer) == tuple(right)
        if not ok and answer[0] is not None and answer[1] is not None and answer[1] != partner(answer[0]):
            return Verdict(False, f"Not quite: dummy is always declarer's partner, opposite. {why}")
    elif key == "side":
        ok = answer == right
    else:
        ok = answer == right
    return Verdict(bool(ok), f"{'Right.' if ok else 'Not quite: ' + answer_text(analysis, key) + '.'} {why}")


def side_label(side: int | None) -> str:
    return "neither (redeal)" if side is None else SIDE_NAMES[side]
