"""Finding teaching deals: each theme's finder, the grade and the teacher's note.

A finder looks at one board and returns the lesson it shows — contract, key card, the
cards played before the key moment — only when :mod:`cardtable.bridge.themes`' check
passes; so everything the generator writes is proven. The grade is the theme's own
(first lesson for counting, club player for covering an honour), one higher when the
point is worth only a trick rather than the contract. The note is written from the
deal's facts, in the words a teacher would put on the hand record
(:mod:`cardtable.bridge.notes`, which also writes it in the app's language).

The tool (run ``python -m cardtable.bridge.curate --help``) writes PBN to standard
output; the built-in sets in ``resources/exercises`` are its output, curated by hand
(board order, which finds to keep) and committed — nothing is generated at run time.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from ..engine.games.minibridge import GAME_TARGET, partner, side_points
from . import ddplay
from .analysis import suggest_contract
from .dd import double_dummy
from .deal import Board, suit_ranks
from .generate import Constraints, NoDealFound, generate
from .lesson import Lesson, with_lesson
from .notes import note
from .pbn import read_pbn_file, write_pbn
from .themes import (
    SUITS,
    THEMES,
    Proof,
    _until_declarer_leads,
    all_top_tricks,
    answers_lead,
    cards_in,
    check,
    declarer_of,
    fit,
    natural_contract,
    rank_of,
)

# The declaring side's points for each theme's random deals (cheap first filter).
POINTS = {"counting": (21, 30), "game": (21, 30), "sure-tricks": (23, 30), "trumps": (22, 28),
          "long-suit": (22, 28), "drawing-trumps": (22, 28), "finesse": (22, 28)}
DEFENCE_POINTS = (22, 27)


# ----- candidate lessons per theme -------------------------------------------------------------


def _candidates(theme: str, board: Board) -> Iterator[Lesson]:
    """Lessons (without grade and note) worth checking on ``board`` for ``theme``."""
    if declarer_of_or_none(board) is None:
        if theme == "counting":
            yield Lesson(theme, 1, "", False)
        return
    d = declarer_of(board)
    hands = board.hands
    strain, game = natural_contract(board)
    if theme in ("counting", "game"):
        yield Lesson(theme, 1, strain, game)
        if theme == "counting" and game:
            yield Lesson(theme, 1, strain, False)
    elif theme == "sure-tricks":
        top = all_top_tricks(hands, d)
        yield Lesson(theme, 1, strain, top >= GAME_TARGET[strain])
        if strain != "NT":  # where the defenders would ruff the winners, no trumps cashes them
            yield Lesson(theme, 1, "NT", top >= GAME_TARGET["NT"])
    elif theme == "trumps":
        table = double_dummy(hands)[d]
        for trump in "SHDC":
            if fit(hands, d, SUITS.index(trump)) >= 8:
                yield Lesson(theme, 1, trump, table[trump] >= GAME_TARGET[trump])
    elif theme == "long-suit":
        for s in range(4):
            long_hand = max((d, partner(d)), key=lambda h: len(suit_ranks(hands[h], s)))
            if fit(hands, d, s) >= 7 and len(suit_ranks(hands[long_hand], s)) >= 5 and SUITS[s] != strain:
                yield Lesson(theme, 1, strain, game, cards_in(hands[long_hand], s)[-1])
    elif theme == "drawing-trumps":
        if strain != "NT":
            for s in range(4):
                ours = cards_in(hands[d] | hands[partner(d)], s)
                if SUITS[s] != strain and ours and ours[0][1] == "A":
                    yield Lesson(theme, 1, strain, game, ours[0])
    elif theme == "finesse":
        for seat in ((d + 1) % 4, (d + 3) % 4):
            for s in range(4):
                for card in cards_in(hands[seat], s):
                    if rank_of(card) in (11, 12, 13):
                        yield Lesson(theme, 1, strain, game, card)
    elif theme in ("lead-nt", "lead-suit"):
        strain = suggest_contract(hands, d).strain  # the strain the answers' lead is against
        if (strain == "NT") == (theme == "lead-nt"):
            yield Lesson(theme, 1, strain, game, answers_lead(board, strain))
    else:
        strain = suggest_contract(hands, d).strain  # played on from the answers' own lead
        yield from _play_candidates(theme, board, strain, game)


def _play_candidates(theme: str, board: Board, strain: str, game: bool) -> Iterator[Lesson]:
    """Candidates for the themes about a defender's play in the middle of the deal."""
    d = declarer_of(board)
    leader = (d + 1) % 4
    pos = ddplay.start(board.hands, d, strain)
    if theme in ("third-hand-high", "signal"):
        # The page's own opening lead (question 6): low for third hand high, the top of ace-king
        # or king-queen for a signal; on a deal where it is not, the theme is not shown.
        lead = answers_lead(board, strain)
        top_two = suit_ranks(board.hands[leader], SUITS.index(lead[0]))[:2]
        if theme == "third-hand-high" and rank_of(lead) > 9:
            return
        if theme == "signal" and (lead[0] == strain or top_two not in ([14, 13], [13, 12])
                                  or rank_of(lead) != top_two[0]):
            return
        after = ddplay.play(pos, lead)
        after = ddplay.play(after, ddplay.best(after))
        third = ddplay.holding(after, (leader + 2) % 4, lead[0])
        play = after.played
        if theme == "third-hand-high" and third:
            from .themes import third_hand_card

            yield Lesson(theme, 1, strain, game, third_hand_card(third), play)
        spots = [c for c in third if rank_of(c) <= 9]
        if theme == "signal" and len(spots) >= 2:
            yield Lesson(theme, 1, strain, game, spots[0], play)
            yield Lesson(theme, 1, strain, game, spots[-1], play)
        return
    first = answers_lead(board, strain)  # the page's own opening lead (question 6)
    pos = ddplay.play(pos, first)
    pos = _until_declarer_leads(pos)
    played = pos.played
    lead_hand = pos.to_play()
    second = (lead_hand + 1) % 4
    for s in range(4):
        mine, theirs = ddplay.holding(pos, lead_hand, SUITS[s]), ddplay.holding(pos, second, SUITS[s])
        if len(theirs) < 2 or not mine:
            continue
        if theme == "second-hand-low" and rank_of(theirs[0]) >= 11 and rank_of(mine[-1]) <= 9:
            yield Lesson(theme, 1, strain, game, theirs[-1], (*played, mine[-1]))
        if theme == "cover-honour":
            for led in mine:
                higher = [c for c in theirs if rank_of(c) > rank_of(led)]
                if rank_of(led) >= 11 and higher:
                    yield Lesson(theme, 1, strain, game, higher[-1], (*played, led))


def find(theme: str, board: Board) -> tuple[Lesson, Proof] | None:
    """The first lesson of ``theme`` that ``board`` shows, graded and with its note."""
    for lesson in _candidates(theme, board):
        proof = check(board, lesson)
        if proof.ok:
            grade = min(4, THEMES[theme].grade + (0 if proof.decides else 1))
            if theme == "game" and 23 <= side_points(board.hands)[declarer_of(board) % 2] <= 25:
                grade += 1
            graded = Lesson(theme, grade, lesson.strain, lesson.game, lesson.card, lesson.play)
            return Lesson(theme, grade, lesson.strain, lesson.game, lesson.card, lesson.play,
                          note(board, graded, proof)), proof
    return None


def declarer_of_or_none(board: Board) -> int | None:
    try:
        return declarer_of(board)
    except ValueError:
        return None


# ----- the teacher's note -----------------------------------------------------------------------


# ----- the tool ---------------------------------------------------------------------------------


def make(theme: str, count: int, seed: int, max_deals: int = 3000,
         decides: bool = True) -> list[tuple[Board, Lesson, Proof]]:
    """Up to ``count`` random deals showing ``theme``, from ``seed`` (the same every time);
    with ``decides`` only deals where the lesson's point decides the contract."""
    rng = random.Random(seed)
    lo, hi = POINTS.get(theme, DEFENCE_POINTS)
    found: list[tuple[Board, Lesson, Proof]] = []
    for _ in range(max_deals):
        try:
            board = generate(rng, Constraints(points=(lo, hi)), number=len(found) + 1)
        except NoDealFound:
            break
        hit = find(theme, board)
        if hit is not None and (hit[1].decides or not decides):
            found.append((board, *hit))
            if len(found) >= count:
                break
    return found


def write_set(boards: Sequence[Board], title: str) -> str:
    """PBN text for a built-in set: the boards with their lessons and stored tables."""
    stored = [b.with_dd(double_dummy(b.hands)) if b.dd is None else b for b in boards]
    text = write_pbn(stored, f"Minibridge: {title}")
    head, _, rest = text.partition("\n% EXPORT\n")
    return (f"{head}\n% EXPORT\n% cardtable exercise set: {title}. Each deal carries its lesson (Lesson* tags), "
            f"proven by cardtable.bridge.themes.\n{rest}")


def renote(path: Path) -> int:
    """Rewrite the notes of a set's boards from their lessons (after a change of wording)."""
    from dataclasses import replace

    from .lesson import lesson_of

    out = []
    for b in read_pbn_file(path):
        lesson = lesson_of(b)
        if lesson is None:
            print(f"board {b.number} has no lesson", file=sys.stderr)
            return 1
        out.append(with_lesson(b, replace(lesson, note=note(b, lesson, check(b, lesson)))))
    path.write_text(write_set(out, out[0].title.split(":", 1)[-1].strip()), encoding="utf-8")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m cardtable.bridge.curate",
                                description="Find Minibridge deals that show a teaching theme, as PBN.")
    p.add_argument("--make", nargs=2, metavar=("THEME", "N"), help=f"N new deals; THEME one of {', '.join(THEMES)}")
    p.add_argument("--seed", type=int, default=1, help="random seed (the same seed finds the same deals)")
    p.add_argument("--title", default="", help="the set's title (Event tag)")
    p.add_argument("--retag", nargs="+", metavar=("FILE", "THEME"),
                   help="give each board of FILE the first of the THEMEs it shows (in place)")
    p.add_argument("--check", metavar="FILE", help="run every board's theme check and print the proof")
    p.add_argument("--renote", metavar="FILE", help="write every board's teacher's note afresh (in place)")
    args = p.parse_args(argv)
    if args.make:
        theme, n = args.make[0], int(args.make[1])
        if theme not in THEMES:
            p.error(f"unknown theme {theme!r}")
        found = make(theme, n, args.seed)
        boards = [with_lesson(Board(i + 1, b.dealer, b.hands, ""), lesson) for i, (b, lesson, _) in enumerate(found)]
        sys.stdout.write(write_set(boards, args.title or THEMES[theme].title))
        print(f"{len(boards)} deals found", file=sys.stderr)
        return 0 if len(boards) == n else 1
    if args.retag:
        path, themes = Path(args.retag[0]), args.retag[1:]
        boards = read_pbn_file(path)
        out = []
        for b in boards:
            hit = next((h for t in themes if (h := find(t, b)) is not None), None)
            if hit is None:
                print(f"board {b.number}: shows none of {themes}", file=sys.stderr)
                return 1
            out.append(with_lesson(b, hit[0]))
            print(f"board {b.number}: {hit[0].theme} {hit[0].contract} {hit[0].card} - {hit[1].why}", file=sys.stderr)
        path.write_text(write_set(out, out[0].title.split(":", 1)[-1].strip()), encoding="utf-8")
        return 0
    if args.renote:
        return renote(Path(args.renote))
    if args.check:
        from .lesson import lesson_of

        bad = 0
        for b in read_pbn_file(args.check):
            lesson = lesson_of(b)
            proof = check(b, lesson) if lesson else Proof(False, "no lesson")
            bad += not proof.ok
            print(f"board {b.number}: {'ok ' if proof.ok else 'BAD'} {lesson.theme if lesson else '-'} {proof.why}")
        return 1 if bad else 0
    p.print_help()
    return 2


if __name__ == "__main__":  # python -m cardtable.bridge.curate --make THEME N
    sys.exit(main())
