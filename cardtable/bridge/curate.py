"""Finding teaching deals: each theme's finder, the grade and the teacher's note.

A finder looks at one board and returns the lesson it shows — contract, key card, the
cards played before the key moment — only when :mod:`cardtable.bridge.themes`' check
passes; so everything the generator writes is proven. The grade is the theme's own
(first lesson for counting, club player for covering an honour), one higher when the
point is worth only a trick rather than the contract. The note is written from the
deal's facts, in the words a teacher would put on the hand record.

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

from ..engine.cards import hcp
from ..engine.games.minibridge import GAME_TARGET, SEAT_NAMES, SIDE_NAMES, partner, side_points
from . import ddplay
from .analysis import suggest_contract
from .dd import double_dummy
from .deal import SUIT_NAMES, Board, suit_ranks
from .generate import Constraints, NoDealFound, generate
from .lesson import Lesson, with_lesson
from .pbn import read_pbn_file, write_pbn
from .themes import (
    SUITS,
    THEMES,
    Proof,
    _until_declarer_leads,
    all_top_tricks,
    answers_lead,
    answers_lead_of,
    card_words,
    cards_in,
    check,
    declarer_of,
    finesse_swap,
    fit,
    natural_contract,
    rank_of,
)
from .themes import table as dd_table

#: The declaring side's points for each theme's random deals (cheap first filter).
POINTS = {"counting": (21, 30), "game": (21, 30), "sure-tricks": (23, 30), "trumps": (22, 28),
          "long-suit": (22, 28), "drawing-trumps": (22, 28), "finesse": (22, 28)}
DEFENCE_POINTS = (22, 27)


def _contract_words(strain: str, game: bool) -> str:
    where = "no trumps" if strain == "NT" else SUIT_NAMES[SUITS.index(strain)]
    return f"{'game' if game else 'a part-score'} in {where}"


def _trick_or_contract(decides: bool) -> str:
    return "the contract" if decides else "a trick"


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


def note(board: Board, lesson: Lesson, proof: Proof) -> str:
    """Two or three sentences for the hand record, from the deal's own facts."""
    if not lesson.strain:
        ns, ew = side_points(board.hands)
        return (f"Count carefully: North-South hold {ns} points and East-West {ew}. With the points split 20-20 "
                f"neither side owns the deal, so nobody declares and the cards are thrown in and dealt again.")
    d = declarer_of(board)
    hands = board.hands
    decl, dummy, lead = SEAT_NAMES[d], SEAT_NAMES[partner(d)], SEAT_NAMES[(d + 1) % 4]
    pair = "North-South" if SIDE_NAMES[d % 2] == "NS" else "East-West"
    points = side_points(hands)[d % 2]
    contract = _contract_words(lesson.strain, lesson.game)
    stake = _trick_or_contract(proof.decides)
    suit = SUIT_NAMES[SUITS.index(lesson.card[0])] if lesson.card else ""
    table = dd_table(board)[d]  # the stored table, when the board has one
    tricks = table[lesson.strain]
    t = lesson.theme
    if t == "counting":
        return (f"{pair} hold {points} of the 40 points, so they declare: {decl} has {hcp(hands[d])} and is "
                f"declarer, {dummy} is dummy. Count every hand before anything else (ace 4, king 3, queen 2, "
                f"jack 1); the side with more points usually owns the deal, and here {decl} can make {contract}.")
    if t == "game":
        if lesson.game:
            return (f"{pair} have {points} points together, enough to aim for game. {decl} names {contract}: "
                    f"{lesson.target} tricks are needed and good play brings in {tricks}. A part-score here "
                    f"would throw away the game bonus.")
        return (f"With {points} points between them {pair} stop in {contract}. No game makes in any strain, so "
                f"the sensible target is seven tricks and the part-score bonus; reaching for game would only "
                f"give the defenders points.")
    if t == "sure-tricks":
        top = all_top_tricks(hands, d)
        plan = ("simply to cash them" if lesson.strain == "NT" else
                "to draw the defenders' trumps with the top trumps, then cash the rest")
        return (f"Before touching a card, {decl} counts the winners that need no help: {top} tricks from the top "
                f"in the four suits. The target in {contract} is {lesson.target}, so the plan is {plan}, "
                f"taking care to play the high card from the shorter hand first.")
    if t == "trumps":
        n = fit(hands, d, SUITS.index(lesson.strain))
        name = SUIT_NAMES[SUITS.index(lesson.strain)]
        return (f"{decl} and {dummy} hold {n} {name} between them, a fit worth naming as trumps. With {name} as "
                f"trumps declarer takes {tricks} tricks, in no trumps only {table['NT']}: the trumps stop the "
                f"defenders' long suit and let declarer ruff his losers.")
    if t == "long-suit":
        top = all_top_tricks(hands, d)
        return (f"{decl} has only {top} sure tricks, short of the {lesson.target} needed in {contract}. The "
                f"{suit} make up the difference: once the defenders have no {suit} left, even "
                f"{card_words(lesson.card)} wins a trick. Play on the long suit early, keeping an entry to the hand "
                f"that holds it.")
    if t == "drawing-trumps":
        return (f"{decl} plays {contract} and should lead trumps as soon as he gets in, keeping on until the "
                f"defenders have none left. Cashing the {suit} first lets a defender who is short in {suit} ruff a "
                f"winner, and then the contract fails. Count the defenders' trumps as they fall.")
    if t == "finesse":
        holder = SEAT_NAMES[next(s for s in range(4) if hands[s] >> int(_index(lesson.card)) & 1)]
        moved = finesse_swap(hands, d, lesson.card)
        works = "works" if moved is not None and tricks > double_dummy(moved)[d][lesson.strain] else "loses"
        return (f"{decl}'s side holds the cards either side of {card_words(lesson.card)}, so lead from the other "
                f"hand towards the tenace and wait for the defender in between to play. {holder} holds the honour, "
                f"so here the finesse {works}; where the honour lies is worth {stake}.")
    if t in ("lead-nt", "lead-suit"):
        return (f"Against {contract}, {lead} leads {card_words(lesson.card)}, {_lead_kind(board, lesson)}. It "
                f"gives nothing away and works towards tricks for the defence; {_worse_leads(board, lesson)}.")
    if t == "third-hand-high":
        third = SEAT_NAMES[(d + 3) % 4]
        own = cards_in(hands[(d + 3) % 4], SUITS.index(lesson.card[0]))
        how = "his highest card" if own[0] == lesson.card else "the lower of his touching top cards, as high as needed"
        return (f"Say {lead} leads {card_words(lesson.play[0])} against {contract} and dummy plays low. {third}, third "
                f"to play, puts up {card_words(lesson.card)}, {how}, so that declarer cannot win the trick cheaply. "
                f"Playing low would give away {stake}.")
    leader_seat = SEAT_NAMES[_seat_of_lead(board, lesson)]
    defender = SEAT_NAMES[(_seat_of_lead(board, lesson) + 1) % 4]
    led = lesson.play[-1]
    if t == "second-hand-low":
        return (f"Later in {contract}, {leader_seat} leads {card_words(led)}. {defender}, second to play, plays low "
                f"({card_words(lesson.card)}) and keeps his high card for later: it can still capture one of "
                f"declarer's honours. Rising with it now would give declarer {stake}.")
    if t == "cover-honour":  # the check asks that the cover cost declarer a second high card
        return (f"Later in {contract}, {leader_seat} leads {card_words(led)}. {defender} covers with "
                f"{card_words(lesson.card)}, so declarer must spend two high cards to win one trick and a "
                f"smaller card in the defenders' hands is promoted. Playing low would give declarer {stake}.")
    third = SEAT_NAMES[(d + 3) % 4]
    spots = [c for c in cards_in(hands[(d + 3) % 4], SUITS.index(lesson.card[0])) if rank_of(c) <= 9]
    if lesson.card == spots[0]:
        say, right = "his highest small card, to say 'I like this suit, carry on'", "continuing the suit"
    else:
        say, right = "his lowest card, to say 'not this suit, try another'", "a switch"
    return (f"Say {lead} leads {card_words(lesson.play[0])} against {contract}. {third} has no need to win the trick, "
            f"so he plays {card_words(lesson.card)}, {say}. {right[0].upper() + right[1:]} is right here; the "
            f"other choice gives declarer {stake}.")


def _lead_kind(board: Board, lesson: Lesson) -> str:
    """What kind of lead the lesson's card is, in the words of the rule question 6 gives."""
    hand = board.hands[(declarer_of(board) + 1) % 4]
    lead = answers_lead_of(board, lesson.strain)
    ranks = suit_ranks(hand, SUITS.index(lesson.card[0]))
    longest = len(ranks) >= max(len(suit_ranks(hand, s)) for s in range(4))
    if len(ranks) == 1:
        return "a singleton, hoping to ruff" if lesson.strain != "NT" else "a singleton"
    return {
        "sequence": "the top of his solid sequence",
        "touching": "the ace from his ace-king" if ranks[0] == 14 else "the top of his touching honours",
        "interior": "the top of the sequence under his honour",
        "fourth": "the fourth highest of his longest suit" if longest else "the fourth highest of a long suit",
        "trump": "a trump",
        "nothing": "the top of a suit with no honour",
        "ace": "cashed first, to see dummy's and partner's cards before going on",
    }.get(lead.rule, "the card that risks least")


def _worse_leads(board: Board, lesson: Lesson) -> str:
    """Which other suits' leads would cost the defence, double dummy: "a lead in hearts or
    clubs would hand declarer the contract". Every other suit only when each one does (a
    pupil who tries another suit and beats the contract was told it could not be done)."""
    d = declarer_of(board)
    vals = ddplay.values(ddplay.start(board.hands, d, lesson.strain))
    ours = vals[lesson.card]
    best = {s: min(v for c, v in vals.items() if c[0] == s) for s in SUITS
            if s != lesson.card[0] and any(c[0] == s for c in vals)}
    bad = [s for s in SUITS if s in best and best[s] >= lesson.target] if ours < lesson.target else []
    harm = "would hand declarer the contract"
    if not bad:
        bad, harm = [s for s in SUITS if s in best and best[s] > ours], "would give declarer a trick"
    if len(bad) == len(best):
        return f"a lead in any other suit {harm}"
    return f"a lead in {' or '.join(SUIT_NAMES[SUITS.index(s)] for s in bad)} {harm}"


def _index(card: str) -> int:
    return 13 * SUITS.index(card[0]) + rank_of(card) - 2


def _seat_of_lead(board: Board, lesson: Lesson) -> int:
    """Who led the lesson's last played card (the lead to the trick of the lesson)."""
    led = lesson.play[-1]
    return next(s for s in range(4) if board.hands[s] >> _index(led) & 1)


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
