"""What ``cardtable exercise`` prints: the boards of a PBN file answered, as JSON for
tools (docs/CLI.md's shape) or as plain text for people (a diagram, the nine answers with
their reasons, the double-dummy table and the best contract)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..engine.games.minibridge import SEAT_NAMES
from .analysis import Analysis, analyse, contract_words
from .dd import double_dummy_parallel
from .deal import SUIT_SYMBOLS, Board, card_text, holding_text, suit_ranks
from .exercises import QUESTIONS, answer_text
from .pbn import PBNError, read_pbn_file


def load_boards(path: str, board: int | None = None) -> list[Board]:
    """The file's boards, or just board number ``board`` (a :class:`PBNError` if absent)."""
    boards = read_pbn_file(path)
    if board is None:
        return boards
    chosen = [b for b in boards if b.number == board]
    if not chosen:
        numbers = [b.number for b in boards]
        have = f"{numbers[0]}" if len(numbers) == 1 else f"{min(numbers)}–{max(numbers)}"
        raise PBNError(f"there is no board {board} in {path} (boards {have})")
    return chosen


def analyse_boards(
    boards: Sequence[Board], jobs: int | None = 1, progress: Callable[[int, int], None] | None = None
) -> list[Analysis]:
    """Every board answered; the double-dummy tables the file lacks are solved over ``jobs``
    processes (see :func:`~cardtable.bridge.dd.double_dummy_parallel`). ``progress(done,
    total)`` hears of each part solved, counting the boards whose tables the file gave."""
    todo = [b.hands for b in boards if b.dd is None]
    have = len(boards) - len(todo)
    report = None if progress is None else (lambda n: progress(have + n, len(boards)))
    solved = iter(double_dummy_parallel(todo, jobs, report) if todo else [])
    return [analyse(b, b.dd_table() if b.dd is not None else next(solved)) for b in boards]


def exercise_json(analyses: Sequence[Analysis]) -> list[dict[str, Any]]:
    return [a.to_json() for a in analyses]


def diagram(board: Board, width: int = 14) -> list[str]:
    """The four hands in the usual cross, North at the top, the dealer marked."""

    def lines(seat: int) -> list[str]:
        name = SEAT_NAMES[seat] + (" (dealer)" if seat == board.dealer else "")
        return [name] + [f"{SUIT_SYMBOLS[s]} {holding_text(suit_ranks(board.hands[seat], s), ten='10')}"
                         for s in range(4)]

    pad = " " * width
    north, east, south, west = lines(0), lines(1), lines(2), lines(3)
    out = [pad + line for line in north]
    out += [west[i].ljust(width) + " " * width + east[i] for i in range(5)]
    out += [pad + line for line in south]
    return out


def exercise_text(analyses: Sequence[Analysis]) -> str:
    blocks = []
    for a in analyses:
        b = a.board
        head = f"Board {b.number}" + (f" — {b.title}" if b.title else "") + f" — dealer {SEAT_NAMES[b.dealer]}"
        out = [head, "", *diagram(b), ""]
        for q in QUESTIONS:
            if a.redeal and q.number > 3:
                break
            out.append(f"{q.number}. {q.text}")
            short = answer_text(a, q.key)
            out.append(f"   Answer: {short[:1].upper()}{short[1:]}.")
            out.append(f"   {a.explanations.get(q.key, '')}")
        if a.redeal:
            out.append("   The deal is redealt: there is no declarer, lead or play.")
        if a.dd is not None:
            # A thrown-in deal is never played: its table is only what each seat could have made.
            caption = ("Double dummy, for interest only (had each player declared):" if a.redeal
                       else "Double dummy (tricks for each declarer):")
            out += ["", caption, "         NT  ♠  ♥  ♦  ♣"]
            for seat in (0, 2, 1, 3):
                row = a.dd[seat]
                out.append(f"  {SEAT_NAMES[seat]:<6}" + "".join(f"{row[k]:>3}" for k in ("NT", "S", "H", "D", "C")))
        if a.best is not None:
            best = a.best
            # Where every contract fails, the best one is the one that loses least (set V 38 of
            # a teacher's review: "Best contract: … -50 points").
            label = "Best contract" if best.score >= 0 else "Least costly contract (every contract fails)"
            out.append(f"{label}: {contract_words(best.strain, best.game)} by {SEAT_NAMES[best.declarer]}, "
                       f"{best.tricks} tricks, {best.score:+d} points.")
        if a.lead is not None:
            out.append(f"Suggested lead: the {card_text(a.lead.card)}.")
        blocks.append("\n".join(out))
    return "\n\n".join(blocks)


def run(
    path: str, board: int | None, as_json: bool,
    jobs: int | None = 1, progress: Callable[[int, int], None] | None = None,
) -> tuple[str, Any]:
    """('json', data) or ('text', str) for the command line; ``jobs`` and ``progress`` as
    for :func:`analyse_boards` (neither changes what is printed)."""
    analyses = analyse_boards(load_boards(path, board), jobs, progress)
    if as_json:
        return "json", exercise_json(analyses)
    return "text", exercise_text(analyses)
