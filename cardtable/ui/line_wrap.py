"""Short lines of table text wrapped at word breaks, as a person would break them.

The table's corner ("Trumps: ♥ hearts", "Round 2 of 10 · 2 cards each") and the line under
the trick are plain graphics text, which Qt does not wrap. Here they are broken to a width
in pixels: a separator ("·", "–") never starts a line, a line breaks at a separator rather
than inside the phrase before or after it where the phrase fits ("Round 9" / "game is 250":
a "·" at the break is dropped, the break parts the phrases), "Eve & Gus" stays whole, and a
short last word ("needs 7") goes down with the word before it rather than stand alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsSimpleTextItem

# Marks that join two parts of a line: a line may end with one, never start with it.
SEPARATORS = ("·", "—", "–", "|")
# A suit's sign stays with the word after it ("Trumps: ♥ hearts", not "♥" / "hearts").
SUIT_SIGNS = ("♠", "♥", "♦", "♣")
# Lines already wrapped, by (lines, font, reach): the table asks after every event and the
# lines seldom change. Cleared when it grows past a few dozen.
_CACHE: dict[tuple[object, ...], str] = {}
_CACHE_MAX = 64


def words_of(line: str) -> list[str]:
    """The line's unbreakable pieces: its words, with a separator kept on the word before it
    and the words either side of an "&" kept together."""
    words: list[str] = []
    glue = False
    for word in line.split(" "):
        if words and (glue or word in SEPARATORS or word == "&"):
            words[-1] += " " + word
        else:
            words.append(word)
        glue = word == "&" or word in SUIT_SIGNS  # "♥ hearts" stays whole
    return words


def phrases_of(words: list[str]) -> list[list[str]]:
    """The words in phrases, each ending at a separator (kept on its last word): a line
    breaks between phrases where it can, so that "game is 250" stays whole."""
    phrases: list[list[str]] = [[]]
    for word in words:
        phrases[-1].append(word)
        if word.split(" ")[-1] in SEPARATORS:
            phrases.append([])
    return [p for p in phrases if p]


def _break_words(words: list[str], width: Callable[[str], float], reach: float) -> list[str]:
    """``words`` broken at word breaks to at most ``reach`` pixels, a short last word ("7",
    "250") going down with the word before it rather than standing alone."""
    out: list[str] = []
    current = ""
    for k, word in enumerate(words):
        trial = f"{current} {word}" if current else word
        if current and width(trial) > reach:
            head, _, last = current.rpartition(" ")
            bare = word.split(" ")[0]  # "10 ·": the number before its separator
            short = len(bare) <= 3 or bare.isdigit()
            if k == len(words) - 1 and short and head:  # "needs 7", not a lone "7"
                out.append(head)
                current = f"{last} {word}"
            else:
                out.append(current)
                current = word
        else:
            current = trial
    out.append(current)
    return out


def wrap_lines(lines: Sequence[str], font: QFont, reach: float, give: float = 0.0, indent: str = "") -> str:
    """``lines`` in ``font``, each broken at word breaks to at most ``reach`` pixels where a
    break allows (a single word wider than that stays whole), joined with newlines. A
    phrase a little wider than ``reach`` — by no more than ``give`` — stays whole on a line
    of its own rather than break inside ("Round 14" / "of 14" in a narrow corner); a line
    that goes on from the one before (broken at a dash or inside a phrase, not at a "·")
    starts with ``indent``."""
    key = (tuple(lines), font.key(), reach, give, indent)
    found = _CACHE.get(key)
    if found is not None:
        return found
    probe = QGraphicsSimpleTextItem()  # measures as the table's own text items draw
    probe.setFont(font)

    def width(text: str) -> float:
        probe.setText(text)
        return probe.boundingRect().width()

    if len(_CACHE) >= _CACHE_MAX:
        _CACHE.clear()
    _CACHE[key] = "\n".join(wrap_measured(lines, width, reach, give, indent))
    return _CACHE[key]


def wrap_measured(lines: Sequence[str], width: Callable[[str], float], reach: float,
                  give: float = 0.0, indent: str = "") -> list[str]:
    """:func:`wrap_lines` for any measure of text: ``width`` gives a text's width in pixels
    (a widget's font metrics, for a label that wraps its own lines)."""
    out: list[str] = []
    for line in lines:
        begun = len(out)
        current, lead = "", ""  # the line being filled, and what starts it
        for phrase in phrases_of(words_of(line)):
            text = " ".join(phrase)
            trial = f"{current} {text}" if current else text
            if width(lead + trial) <= reach:
                current = trial
                continue
            if current:  # the phrase goes down whole: "Round 9 ·" / "game is 250"
                out.append(lead + current)
                # After a "·" a new thing is said; after a dash the same thing goes on.
                lead = "" if current.endswith(" ·") else indent
                current = ""
            if width(lead + text.removesuffix(" ·")) <= reach + give:  # (a "·" ending the line is dropped below)
                current = text
                continue
            broken = _break_words(phrase, lambda t: width(indent + t), reach)  # a phrase wider than the reach
            out.extend([lead + broken[0], *(indent + b for b in broken[1:-1])] if len(broken) > 1 else [])
            if len(broken) > 1:
                lead = indent
            current = broken[-1]
        out.append(lead + current)
        _no_orphan(out, begun, width, reach)
    # The break itself now parts the two phrases: a "·" left at a line's end stood stranded
    # ("Round 1 of 10 ·" / "1 card each"). Dashes stay: they say more than a pause.
    return [line.removesuffix(" ·") if i < len(out) - 1 else line for i, line in enumerate(out)]


def _no_orphan(out: list[str], begun: int, width: Callable[[str], float], reach: float) -> None:
    """A line's last word never alone on its last line ("… with a higher card of" /
    "diamonds", a player's review at 1024×700): the word before it goes down too, where
    the line it leaves keeps two words or more and the pair fits. ``out[begun:]`` are the
    lines one sentence was broken into."""
    if len(out) - begun < 2:
        return
    last, before = out[-1], out[-2]
    words = before.split(" ")
    if " " in last.strip() or len(words) < 3 or before.endswith(("·", "—", "–")):
        return
    moved = f"{words[-1]} {last.strip()}"
    if width(moved) <= reach:
        out[-2], out[-1] = " ".join(words[:-1]), last[: len(last) - len(last.lstrip())] + moved


# A suit's cards as the answers write them ("♠A K 10 2"): read as one word.
_HOLDING = re.compile(r"[♠♥♦♣](?:10|[AKQJT2-9])(?: (?:10|[AKQJT2-9]))+")
# A space before a number of one or two digits or a lone honour ("J 1", "K 3", "(♠A K"), or
# before the text's last word.
_SHORT = re.compile(r" (?=(?:\d{1,2}|[AKQJ])[)\],.;:]*(?:\s|$))")
_LAST = re.compile(r" (?=[^\s<]{1,12}$)")


def glued(text: str) -> str:
    """Plain ``text`` (an answer's explanation) with no-break spaces where a word-wrapped
    label broke it badly: inside a suit's cards ("(♠A" / "K)"), before a small number or an
    honour ("(A 4, K 3, Q 2, J" / "1)"), and before the last word, which stood alone
    on the last line (a player's review of the practice window)."""
    text = _HOLDING.sub(lambda m: m.group(0).replace(" ", "\u00a0"), text)
    text = _SHORT.sub("\u00a0", text)
    return _LAST.sub("\u00a0", text)
