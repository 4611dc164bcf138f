"""The ``cardtable`` command: no arguments opens the app; subcommands run headless.

Every error is one line on standard error and exit status 2 — never a traceback (see
docs/CLI.md). ``--json`` prints one JSON document on standard output for tools.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NoReturn

from .. import __version__
from ..engine import ALL_GAMES, EngineError, Match, get_game
from ..engine.tally import plural
from ..storage.textfiles import shown_name
from .echo import ECHO_LIMIT, clip, reason

EXIT_BAD_INPUT = 2
# The status of a command whose reader went away (128 + SIGPIPE, as the shells report it).
EXIT_READER_LEFT = 141
# The longest a bot may be given per answer: a week. Longer is no real limit, and past
# about 300 years the wait itself fails (``--timeout inf`` overflowed it).
MAX_TIMEOUT_S = 7 * 24 * 3600.0


class UsageError(Exception):
    """A nonsense command line: reported in one line with exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {clip(text)!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


# The most matches one `simulate` run plays: a week of the fastest game on a fast machine.
# Beyond it the seatings alone filled the memory before the first match was played.
MAX_GAMES = 1_000_000


def _games(text: str) -> int:
    value = _positive(text)
    if value > MAX_GAMES:
        raise argparse.ArgumentTypeError(f"at most {MAX_GAMES:,} matches in one run, not {clip(text)}")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, not {clip(text)!r}") from None


def _speed(text: str) -> float:
    """``play --speed``: the range the saved setting takes (0, no animation, to 10); NaN or
    infinity reached the animations and stopped the table at its first deal."""
    from ..storage.settings import SETTINGS

    try:
        return float(SETTINGS["table/speed"].check(text))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a number from 0 (no animation) to 10, not {clip(text)!r}") from None


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="cardtable", description="Five trick-taking card games against the computer.")
    p.add_argument("--version", action="version", version=f"cardtable {__version__}")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    r = sub.add_parser("replay", help="check and score a game record")
    r.add_argument("file", help="a game record (.cardtable / .json)")
    r.add_argument("--json", action="store_true", help="print JSON for tools")

    s = sub.add_parser("simulate", help="computer players play whole matches")
    s.add_argument("game", help=", ".join(ALL_GAMES))
    s.add_argument("--players", type=_positive, help="number of players (default: the game's smallest)")
    s.add_argument("--games", type=_games, default=10, help="matches to play (default 10, at most 1,000,000)")
    s.add_argument("--seed", type=_seed, default=1, help="seed of the run (default 1)")
    s.add_argument("--levels", default="easy,random", help="levels dealt to seats in turn (default easy,random)")
    s.add_argument("--json", action="store_true", help="print JSON for tools")
    s.add_argument("--ladder", metavar="FILE",
                   help="also put the run's paired figures into this ladder page (docs/LADDER.md)")

    pl = sub.add_parser("play", help="open the app with a new match of GAME")
    pl.add_argument("game", help=", ".join(ALL_GAMES))
    pl.add_argument("--players", type=_positive, help="number of players (default: the game's smallest)")
    pl.add_argument("--seed", type=_seed, help="seed of the deals")
    pl.add_argument("--level", default="normal", help="level of the computer players (default normal)")
    pl.add_argument("--speed", type=_speed, help="animation speed from 0 to 10 (0 = off, 1 = normal)")
    pl.add_argument("--smoke", action="store_true",
                    help="computer players in every seat; quit with status 0 once the first round is scored")
    pl.add_argument("--watch", action="store_true", help="computer players in every seat: watch them play")

    ex = sub.add_parser("exercise", help="answer the Minibridge exercise questions for each board of a PBN file")
    ex.add_argument("file", help="a PBN file (.pbn)")
    ex.add_argument("--board", type=_positive, help="only this board number")
    ex.add_argument("--json", action="store_true", help="print JSON for tools")
    ex.add_argument("--pdf", metavar="OUT", help="instead, save hand records, questions and answers as a PDF file")
    ex.add_argument("--pbn", metavar="OUT", help="instead, save the boards as PBN for a club's dealing software")
    ex.add_argument("--jobs", type=_positive,
                    help="processes solving double dummy at once (default: one per core)")
    ex.add_argument("--progress", action="store_true",
                    help="report progress on stderr even when it is not a terminal")

    bt = sub.add_parser("bot", help="our computer player answering the bot protocol on stdin/stdout (docs/BOT.md)")
    bt.add_argument("game", help=", ".join(ALL_GAMES))
    bt.add_argument("--level", default="hard", help="level of the player (default hard)")
    bt.add_argument("--seed", type=_seed, default=1, help="seed of the player's random numbers (default 1)")

    bm = sub.add_parser("bot-match", help="a match in which outside programs play some seats through the bot protocol")
    bm.add_argument("game", help=", ".join(ALL_GAMES))
    bm.add_argument("--bot", action="append", metavar="SEAT=COMMAND",
                    help="an outside bot in SEAT, started with COMMAND (repeat for more seats)")
    bm.add_argument("--players", type=_positive, help="number of players (default: the game's smallest)")
    bm.add_argument("--level", default="hard", help="level of our players in the other seats (default hard)")
    bm.add_argument("--seed", type=_seed, default=1, help="seed of the deals and our players (default 1)")
    bm.add_argument("--timeout", type=float, default=60.0, help="seconds a bot may take per answer (default 60.0)")
    bm.add_argument("--record", help="also write the match's game record to this file")
    bm.add_argument("--json", action="store_true", help="print JSON for tools")

    b = sub.add_parser("bench", help="performance figures of this machine")
    b.add_argument("--json", action="store_true", help="print JSON for tools")
    b.add_argument("--quick", action="store_true", help="shorter measurements")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the frozen app's worker process starts here too
    args_list = list(sys.argv[1:] if argv is None else argv)
    if len(args_list) == 1 and looks_like_saved_game(args_list[0]):
        # `cardtable FILE`: how a file manager opens a saved game (the file association).
        from ..app import run_app

        return run_app(open_path=args_list[0])
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
    except UsageError as exc:
        return fail(str(exc))
    if args.command is None:
        from ..app import run_app

        return run_app()
    if args.command == "play":
        return cmd_play(args)
    if sys.stdout is None:  # started with standard output closed (`>&-`): the results would go nowhere
        return fail("cannot write standard output: it is closed")
    try:
        code = COMMANDS[args.command](args)
        sys.stdout.flush()  # a reader gone away is found here, not by Python's flush at exit
        return code
    except BrokenPipeError:
        return reader_left()
    except (EngineError, UsageError, ValueError) as exc:
        return fail(str(exc))
    except KeyboardInterrupt:
        return fail("interrupted")
    except OSError as exc:  # standard output full or failing (`>/dev/full`): the system's fault, not a bug
        return output_failed(exc)
    except Exception as exc:  # a bug of ours: one line for the person, the traceback to the log
        from ..storage.crash import log_exception

        path = log_exception(exc)
        return fail(f"unexpected error ({type(exc).__name__}: {exc}); details in {path}")


def reader_left() -> int:
    """The reader of standard output went away (``cardtable exercise FILE | head -1``): stop
    quietly, as a tool ended by SIGPIPE does — no message, no crash log — with its status,
    128 + 13."""
    stdout_to_nothing()
    return EXIT_READER_LEFT


def output_failed(exc: OSError) -> int:
    """An OSError that reached the command level. Every file a command writes names itself
    in its own message (:func:`writing`), so what is left is standard output: a full disk
    behind it, or a device that refuses it (``>/dev/full``). An ordinary fault, reported as
    one line, not as a bug with a crash log."""
    stdout_to_nothing()
    what = shown_name(exc.filename) if exc.filename else "standard output"
    return fail(f"cannot write {what}: {reason(exc)}")


def stdout_to_nothing() -> None:
    """Point standard output at nothing once it has failed, so that Python's own flush at
    exit does not meet it again and print a traceback after the one line."""
    try:
        nothing = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nothing, sys.stdout.fileno())
        os.close(nothing)
    except (OSError, ValueError, AttributeError):  # no real file behind stdout (an embedding, a test's capture)
        pass


@contextlib.contextmanager
def writing(path: str) -> Iterator[None]:
    """Report an OSError while the output ``path`` is written as the one line "cannot write
    PATH: reason": a full disk or a read-only folder is an ordinary fault, not a bug."""
    try:
        yield
    except OSError as exc:
        raise UsageError(f"cannot write {shown_name(path)}: {reason(exc)}") from None


def check_output(path: str, what: str) -> None:
    """Refuse at once, before a long job, an output that could not be written after it: a
    missing folder, a folder, a device or a pipe in the file's place (outputs are replaced
    atomically, so only a regular file can be), or a folder that cannot be written to."""
    target = os.path.realpath(path)
    folder = os.path.dirname(target)
    name = shown_name(path)
    if not os.path.isdir(folder):
        raise UsageError(f"no folder {shown_name(os.path.dirname(path) or os.curdir)!r} for {what}")
    if os.path.isdir(target):
        raise UsageError(f"cannot write {name}: it is a folder")
    if os.path.exists(target) and not os.path.isfile(target):
        raise UsageError(f"cannot write {name}: it is not a regular file (a device or a pipe)")
    if not os.access(folder, os.W_OK):
        raise UsageError(f"cannot write {name}: its folder cannot be written to")


def looks_like_saved_game(arg: str) -> bool:
    """A lone argument that names a file (not a misspelt command) is a game to open."""
    if arg.startswith("-") or arg in (*COMMANDS, "play"):
        return False
    return arg.endswith(".cardtable") or os.path.isfile(arg)


# A number longer than any a message needs to show in full (a 400-digit record version).
_LONG_NUMBER = re.compile(rf"\d{{{ECHO_LIMIT + 1},}}")


def fail(message: str) -> int:
    """One line on stderr, whatever the message holds (a file name with a newline in it);
    a huge number quoted in it is cut short, wherever the message was made."""
    line = "".join(c if c.isprintable() else " " if c in "\n\r\t" else repr(c)[1:-1] for c in message)
    line = _LONG_NUMBER.sub(lambda m: clip(m.group()), line)
    print(f"cardtable: {line}", file=sys.stderr)
    return EXIT_BAD_INPUT


def emit_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False))


# ----- replay ------------------------------------------------------------------------------


def cmd_replay(args: argparse.Namespace) -> int:
    from ..engine.record import replay_summary
    from ..storage.records import load_match

    match = load_match(args.file)
    summary = replay_summary(match)
    if args.json:
        emit_json(summary)
    else:
        print(format_replay(match, summary))
    return 0


def round_label(match: Match, index: int) -> str:
    return match.spec.round_label(match.n, index)


def format_replay(match: Match, summary: dict[str, Any]) -> str:
    """A score sheet in plain text: one row per round, 'score (tricks)' per player."""
    names = list(match.players)
    width = max(10, *(len(n) for n in names))
    lines = [f"{match.spec.title} — {match.n} players: {', '.join(names)}"]
    lines.append("round".ljust(7) + "".join(n.rjust(width) for n in names))
    for i, rd in enumerate(summary["rounds"]):
        cells = [f"{s} ({t})" for s, t in zip(rd["scores"], rd["tricks"], strict=True)]
        lines.append(round_label(match, i).ljust(7) + "".join(c.rjust(width) for c in cells))
    if match.rounds and not match.rounds[-1].is_done:
        lines.append(f"round {len(match.rounds)} is in progress")
    lines.append("total".ljust(7) + "".join(str(t).rjust(width) for t in summary["totals"]))
    if summary["finished"]:
        winners = ", ".join(names[w] for w in summary["winners"])
        lines.append(f"finished: yes; {'winners' if len(summary['winners']) > 1 else 'winner'}: {winners}")
    else:
        lines.append("finished: no")
    return "\n".join(lines)


# ----- simulate ----------------------------------------------------------------------------


def cmd_simulate(args: argparse.Namespace) -> int:
    from ..ai import check_level
    from .arena import run_arena

    spec = get_game(args.game)
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    if not levels:
        raise UsageError("--levels needs at least one level")
    for lv in levels:
        check_level(lv)
    if args.players is not None:
        spec.check_players(args.players)
    if args.ladder:
        from .ladder import check_page

        check_output(args.ladder, "the ladder page")
        check_page(Path(args.ladder))
    result = run_arena(spec.name, args.players, args.games, args.seed, levels)
    if args.json:
        emit_json(result)
    else:
        print(format_simulation(result))
    if args.ladder:
        from .ladder import rows_from_result, write_ladder

        rows = rows_from_result(result, levels)
        if not rows:
            raise UsageError("too few rounds for any paired figure: nothing to put on the ladder page")
        with writing(args.ladder):
            write_ladder(Path(args.ladder), rows)
    return 0


def format_simulation(r: dict[str, Any]) -> str:
    lines = [
        f"{r['game']}: {r['games']} matches of {r['players']} players, seed {r['seed']}, "
        f"{r['seconds']:.1f} s ({r['games_per_s']} matches/s)"
    ]
    for lv, st in r["levels"].items():
        line = (
            f"  {lv:<7} seats {st['seats']}  rounds {st['rounds']}  "
            f"score/round {st['mean_score_per_round']:.2f} ± {st['ci95']:.2f}"
        )
        if "bid_made_rate" in st:
            line += f"  bids made {100 * st['bid_made_rate']:.1f}%"
        line += f"  latency p50 {1000 * st['latency_p50_s']:.2f} ms p95 {1000 * st['latency_p95_s']:.2f} ms"
        if st.get("declarer_tricks_vs_double_dummy") is not None:
            line += f"  declarer vs double dummy {st['declarer_tricks_vs_double_dummy']:+.2f} tricks"
        if st.get("declarer_tricks_vs_double_dummy_when_defending") is not None:
            line += f" (defending: {st['declarer_tricks_vs_double_dummy_when_defending']:+.2f})"
        lines.append(line)
        if st.get("bid_made_rate_by_cards"):
            lines.append("          bids made by cards dealt: " + ", ".join(
                f"{k}: {100 * v:.0f}%" for k, v in st["bid_made_rate_by_cards"].items()))
    lines.append("  mean total per seat: " + ", ".join(f"P{i} {t}" for i, t in enumerate(r["seat_mean_totals"])))
    for pair, d in r.get("paired", {}).items():
        a, b = pair.split("-")
        how = f", one {a} among {b}" if d.get("method") == "lone seat" else ""
        lines.append(
            f"  {pair} on the same cards{how}: {d['mean_diff']:+.2f} ± {d['ci95']:.2f} {d.get('unit', 'per round')} "
            f"({plural(d['rounds'], 'round')}, interval over "
            f"{plural(d.get('ci_samples', d['rounds']), d.get('ci_sample', 'round'))})"
        )
    return "\n".join(lines)


# ----- bench -------------------------------------------------------------------------------


def cmd_bench(args: argparse.Namespace) -> int:
    from ..ui.bench import ui_figures
    from .bench import run_bench
    from .history_bench import history_figures

    result = run_bench(quick=args.quick)
    result["ui"] = ui_figures(args.quick)
    result["history"] = history_figures(args.quick)
    if args.json:
        emit_json(result)
    else:
        m = result["machine"]
        print(f"machine: {m['cores']} cores, Python {m['python']}")
        for game, fig in result["engine"].items():
            print(f"  {game:<16} {fig['rounds_per_s']:>10.1f} random-legal rounds/s")
        h = result["history"]
        adds = ", ".join(f"{k} in it {v * 1000:.1f} ms" for k, v in h["add_match_s"].items())
        print(f"history: adding a match: {adds}; opening Statistics with {h['matches']} matches: "
              f"{h['open_statistics_s'] * 1000:.1f} ms")
    return 0



def cmd_exercise(args: argparse.Namespace) -> int:
    """The nine Minibridge answers for each board of a PBN file (errors: one line, exit 2),
    or the file as a classroom handout (--pdf) and a club's PBN (--pbn). Progress goes to
    stderr (on a terminal, or with --progress) and Ctrl+C cancels, printing nothing."""
    from ..bridge.report import run

    if args.pdf or args.pbn:
        from ..ui.handout import export

        for out, what in ((args.pdf, "the PDF file"), (args.pbn, "the PBN file")):
            if out:
                check_output(out, what)
        print("\n".join(export(args.file, args.board, args.pdf, args.pbn)))
        return 0
    done = [0, 0]

    def progress(count: int, total: int) -> None:
        done[:] = [count, total]
        if shown:
            print(f"analysed {count} of {total} boards", file=sys.stderr, flush=True)

    shown = args.progress or sys.stderr.isatty()
    try:
        kind, result = run(args.file, args.board, args.json, args.jobs, progress)
    except KeyboardInterrupt:
        raise UsageError(f"cancelled after {done[0]} of {done[1]} boards; nothing printed") from None
    if kind == "json":
        emit_json(result)
    else:
        print(result)
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    from ..ai import check_level
    from ..app import run_app

    try:
        spec = get_game(args.game)
        n = args.players if args.players is not None else spec.player_counts[0]
        spec.check_players(n)
        check_level(args.level)
    except (EngineError, ValueError) as exc:
        return fail(str(exc))
    return run_app(play={"game": spec.name, "players": n, "seed": args.seed, "level": args.level,
                         "speed": args.speed, "smoke": args.smoke,
                         "watch": args.watch})


# ----- the bot protocol ----------------------------------------------------------------------


def cmd_bot(args: argparse.Namespace) -> int:
    """Serve the bot protocol until end of input (bad input lines are answered, not fatal)."""
    from .bot import BotServer, serve

    if sys.stdin is None:  # started with standard input closed (`<&-`)
        raise UsageError("cannot read standard input: it is closed")
    return serve(BotServer(args.game, args.level, args.seed), sys.stdin.buffer, sys.stdout)


def cmd_bot_match(args: argparse.Namespace) -> int:
    from .bot import format_bot_match, parse_bot_seat, play_bot_match

    if not 0 < args.timeout <= MAX_TIMEOUT_S:  # also NaN
        raise UsageError(f"--timeout must be more than 0 and at most {MAX_TIMEOUT_S:.0f} seconds (a week), "
                         f"not {args.timeout:g}")
    bots = [parse_bot_seat(text) for text in args.bot or ()]
    if args.record:
        check_output(args.record, "the record")
    session, result = play_bot_match(args.game, args.players, args.level, args.seed, bots, args.timeout)
    if args.json:  # the report first: a record that cannot be written loses nothing else
        emit_json(result)
    else:
        print(format_bot_match(result))
    if args.record:
        from ..storage.records import save_match

        with writing(args.record):
            save_match(session.match, args.record)
    return 0


COMMANDS = {"replay": cmd_replay, "simulate": cmd_simulate, "bench": cmd_bench, "exercise": cmd_exercise,
            "bot": cmd_bot, "bot-match": cmd_bot_match}


if __name__ == "__main__":
    sys.exit(main())
