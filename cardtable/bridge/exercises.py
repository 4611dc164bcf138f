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
from dataclasses import dataclass, replace
from importlib.resources import files
from typing import Any

from ..engine.cards import Card
from ..engine.games.minibridge import SIDE_NAMES, partner
from ..words import QT_TRANSLATE_NOOP, translate
from .analysis import Analysis, contract_words, side_words, strain_phrase
from .deal import Board, card_text, seat_words, suit_colour
from .pbn import read_pbn

EXERCISE_PACKAGE = "cardtable.resources"
EXERCISE_FOLDER = "exercises"


@dataclass(frozen=True)
class ExerciseSet:
    key: str  # the file's stem, stable across versions (progress refers to deals, not sets)
    title: str
    boards: tuple[Board, ...]


def builtin_sets() -> list[ExerciseSet]:
    """Every built-in set, in file-name order, titled in the app's language."""
    return [replace(s, title=set_title(s.boards, s.key)) for s in _builtin_sets()]


@functools.cache
def _builtin_sets() -> tuple[ExerciseSet, ...]:
    """The sets read once per process: they ship inside the package and never change while
    it runs, and reading them (the PBN parser's first use) costs a noticeable moment each
    time the practice window opens."""
    folder = files(EXERCISE_PACKAGE) / EXERCISE_FOLDER  # (the titles are English: builtin_sets translates)
    out = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".pbn"):
            stem = entry.name[: -len(".pbn")]
            boards = read_pbn(entry.read_text(encoding="utf-8"), entry.name)
            out.append(ExerciseSet(stem, set_title(boards, stem), tuple(boards)))
    return tuple(out)


# The built-in sets' titles as :func:`set_title` makes them, marked for translation: a set
# whose title is one of these is shown in the app's language (a title from a file of one's
# own is shown as written).
BUILTIN_TITLES = (
    QT_TRANSLATE_NOOP("Exercises", "Counting points"),
    QT_TRANSLATE_NOOP("Exercises", "Part-score or game"),
    QT_TRANSLATE_NOOP("Exercises", "Choosing trumps"),
    QT_TRANSLATE_NOOP("Exercises", "Opening leads"),
    QT_TRANSLATE_NOOP("Exercises", "Sure tricks"),
    QT_TRANSLATE_NOOP("Exercises", "Establishing a long suit"),
    QT_TRANSLATE_NOOP("Exercises", "Drawing trumps"),
    QT_TRANSLATE_NOOP("Exercises", "Finesses"),
    QT_TRANSLATE_NOOP("Exercises", "Leads against no trumps"),
    QT_TRANSLATE_NOOP("Exercises", "Leads against a suit contract"),
    QT_TRANSLATE_NOOP("Exercises", "Third hand high"),
    QT_TRANSLATE_NOOP("Exercises", "Second hand low"),
    QT_TRANSLATE_NOOP("Exercises", "Covering an honour"),
    QT_TRANSLATE_NOOP("Exercises", "Signalling to partner"),
)


def set_title(boards: Sequence[Board], fallback: str) -> str:
    """A set's title: its first board's Event, without a "Minibridge: " prefix; a built-in
    set's title in the app's language."""
    title = next((b.title for b in boards if b.title), "")
    if title.lower().startswith("minibridge:"):
        title = title.split(":", 1)[1].strip()
    title = title or fallback.replace("-", " ").lstrip("0123456789 ")
    title = title[:1].upper() + title[1:]
    return translate("Exercises", title) if title in BUILTIN_TITLES else title


# ----- the questions ------------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    key: str
    number: int
    source: str  # the question in English, marked for translation (``text`` is it in the app's language)
    kind: str  # "points", "seat", "side", "declarer", "lead", "number", "yesno"
    sees: str  # whose hands the student sees: "all", "leader" (and dummy), "declarer" (and dummy)

    @property
    def text(self) -> str:
        """The question in the app's language (English on the command line)."""
        return translate("Exercises", self.source)


QUESTIONS = (
    Question("points", 1, QT_TRANSLATE_NOOP("Exercises", "How many points does each player have?"), "points", "all"),
    Question("first", 2, QT_TRANSLATE_NOOP("Exercises", "Who announces their points first?"), "seat", "all"),
    Question("side", 3, QT_TRANSLATE_NOOP("Exercises", "Which pair are the declaring side?"), "side", "all"),
    Question("declarer", 4, QT_TRANSLATE_NOOP("Exercises", "Who is declarer and who is dummy?"), "declarer", "all"),
    Question("leader", 5, QT_TRANSLATE_NOOP("Exercises", "Which player makes the first lead?"), "seat", "all"),
    Question("lead", 6, QT_TRANSLATE_NOOP("Exercises", "Which suit would you advise the defender to lead — and which "
                                                        "card?"), "lead", "leader"),
    Question("sure", 7, QT_TRANSLATE_NOOP("Exercises", "How many tricks is declarer sure to make?"), "number",
             "declarer"),
    Question("game", 8, QT_TRANSLATE_NOOP("Exercises", "Would you advise declarer to go for game?"), "yesno",
             "declarer"),
    Question("extra", 9, QT_TRANSLATE_NOOP("Exercises", "Does declarer have any chance of making extra tricks?"),
             "yesno", "declarer"),
)


def questions_for(analysis: Analysis) -> tuple[Question, ...]:
    """All nine, or the first three for a 20–20 deal (it is thrown in: nobody declares)."""
    return QUESTIONS[:3] if analysis.redeal else QUESTIONS


def question_context(analysis: Analysis, question: Question) -> str:
    """What the table knows when ``question`` is asked and the question itself does not say:
    the lead (Q6) and declarer's questions (Q7–Q9) come after declarer has chosen the
    contract, and the right lead depends on it ("South declares in no trumps; West leads.").
    Until Q8 has asked whether to go for game, only the strain is said (the level would give
    the answer away); Q9 names the whole contract. Empty for the questions before Q6, and on
    a 20–20 deal."""
    f, contract = analysis.facts, analysis.contract
    if question.number < 6 or contract is None or f.declarer is None or f.opening_leader is None:
        return ""
    if question.key == "lead":
        return translate("Exercises", "{0} declares {1}; {2} leads.").format(
            seat_words(f.declarer), strain_phrase(contract.strain), seat_words(f.opening_leader))
    if question.number <= 8:  # until Q8 has asked whether to go for game, the strain only
        return translate("Exercises", "{0} declares {1}.").format(seat_words(f.declarer),
                                                                  strain_phrase(contract.strain))
    return translate("Exercises", "{0} plays {1}.").format(seat_words(f.declarer),
                                                          contract_words(contract.strain, contract.game))


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
        # In the order the points are announced, from the dealer (W N E S was read as that order).
        dealer = analysis.board.dealer
        return ", ".join(f"{seat_words(s)[0]} {value[s]}" for s in ((dealer + i) % 4 for i in range(4)))
    if key in ("first", "leader"):
        return seat_words(value)
    if key == "side":
        return translate("Exercises", "neither (20–20: redeal)") if value is None else side_words(value)
    if key == "declarer":
        return translate("Exercises", "{0} declares, {1} is dummy").format(seat_words(value[0]), seat_words(value[1]))
    if key == "lead":
        return translate("Exercises", "{0} (the {1})").format(suit_colour(value.suit), card_text(value))
    if key in ("game", "extra"):
        return translate("Exercises", "yes") if value else translate("Exercises", "no")
    return str(value)


@dataclass(frozen=True)
class Verdict:
    correct: bool
    text: str  # "Right." or "Not quite: …", then the explanation
    # Right in part: the lead's suit, not its card. Counted right (the suit is the lead's
    # choice), but shown as half a tick, not the same tick and "Right" as the card.
    partial: bool = False


def check(analysis: Analysis, key: str, answer: Any) -> Verdict:
    """Judge an answer and explain the right one whichever way it went."""
    right = expected(analysis, key)
    why = analysis.explanations.get(key, "")
    if key == "lead":
        lead = analysis.lead
        suit = int(answer.suit) if isinstance(answer, Card) else int(answer)
        if lead is not None and suit in lead.good_suits:
            if isinstance(answer, Card) and suit == lead.suit and int(answer) != int(lead.card):
                return Verdict(True, translate("Exercises", "Right suit — but lead the {0}, not the {1}. {2}").format(
                    card_text(lead.card), card_text(answer), why), partial=True)
            if suit != lead.suit:
                return Verdict(True, translate("Exercises", "Right: {0} is as good a lead here. {1}").format(
                    suit_colour(suit), why))
            return Verdict(True, translate("Exercises", "Right. {0}").format(why))
        return Verdict(False, translate("Exercises", "Not quite: {0} is not the best lead. {1}").format(
            suit_colour(suit), why))
    if key == "points":
        given = tuple(int(x) for x in answer)
        wrong = [s for s in ((analysis.board.dealer + i) % 4 for i in range(4)) if given[s] != right[s]]
        if not wrong:
            return Verdict(True, translate("Exercises", "Right. {0}").format(why))
        fixes = ", ".join(translate("Exercises", "{0} has {1}, not {2}").format(seat_words(s), right[s], given[s])
                          for s in wrong)
        return Verdict(False, translate("Exercises", "Not quite: {0}. {1}").format(fixes, why))
    if key == "declarer":
        ok = tuple(answer) == tuple(right)
        if not ok and answer[0] is not None and answer[1] is not None and answer[1] != partner(answer[0]):
            return Verdict(False, translate(
                "Exercises", "Not quite: dummy is always declarer's partner, opposite. {0}").format(why))
    elif key == "side":
        ok = answer == right
    else:
        ok = answer == right
    if ok:
        return Verdict(True, translate("Exercises", "Right. {0}").format(why))
    return Verdict(False, translate("Exercises", "Not quite: {0}. {1}").format(answer_text(analysis, key), why))


def side_label(side: int | None) -> str:
    return translate("Exercises", "neither (redeal)") if side is None else SIDE_NAMES[side]
