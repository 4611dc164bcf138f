"""The bot protocol (docs/BOT.md) from both sides.

:func:`serve` is ``cardtable bot``: our computer player of one level answers JSON views read
from standard input, one answer line per input line, until end of input. Nothing an outside
program sends can stop it: every bad line is answered by an error line and the loop goes on.

:func:`play_bot_match` is ``cardtable bot-match``: a match at our own table where some seats
are played by outside programs speaking the same protocol, and the rest by our players.
"""

from __future__ import annotations

import contextlib
import io
import json
import queue
import shlex
import subprocess
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import IO, Any, Protocol

from ..ai.players import Player, check_level, seeded_player
from ..engine import ALL_GAMES, get_game
from ..engine.actions import Action
from ..engine.errors import EngineError
from ..engine.view import PlayerView
from ..engine.view_codec import (
    PROTOCOL,
    VERSION,
    CodecError,
    action_from_json,
    action_to_json,
    view_from_json,
    view_to_json,
)
from ..session import InlineThinker, Question, SeatConfig, TableSession
from ..session.thinking import Reply
from .echo import clip

# A line longer than this is refused unread (a view of the largest table is a few kB).
MAX_LINE = 1 << 20


# ----- our player behind the protocol ---------------------------------------------------------


class BotServer:
    """Answers protocol lines for one game and level; one player per seat asked about, each
    seeded by :func:`seeded_player` from the seed and the seat as at our own table."""

    def __init__(self, game: str, level: str, seed: int = 1) -> None:
        self.game = get_game(game).name
        check_level(level)
        self.level = level
        self.seed = seed
        self._players: dict[int, Player] = {}

    def answer(self, line: bytes | str, number: int) -> dict[str, Any]:
        """The answer to input line ``number`` (1-based): an action, the greeting, or an error."""
        try:
            return self._answer(line)
        except CodecError as exc:
            return {"error": str(exc), "line": number}
        except Exception as exc:  # the player failed on a view that passed every check
            return {"error": f"the player could not decide ({type(exc).__name__}: {exc})", "line": number}

    def _answer(self, line: bytes | str) -> dict[str, Any]:
        if len(line) > MAX_LINE:
            raise CodecError(f"line too long (over {MAX_LINE} bytes; skipped)")
        if isinstance(line, bytes):
            try:
                line = line.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise CodecError(f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
        if not line.strip():
            raise CodecError("empty line (expected one JSON object)")
        try:
            message = json.loads(line)
        except RecursionError:
            raise CodecError("not JSON (nested too deeply)") from None
        except ValueError as exc:
            # Python's own words for a number of thousands of digits name its internals.
            why = "a number with too many digits" if "digits" in str(exc) else str(exc)
            raise CodecError(f"not JSON ({why})") from None
        if isinstance(message, dict) and "protocol" in message:
            return self.greet(message)
        other = message.get("game") if isinstance(message, dict) else None
        if isinstance(other, str) and other != self.game and other in ALL_GAMES:
            # Said first: another game's view fails on its own fields, which names the wrong fault.
            raise CodecError(f"game: this bot plays {self.game}, not {other}")
        view = view_from_json(message)
        if view.game != self.game:
            raise CodecError(f"game: this bot plays {self.game}, not {view.game}")
        if not view.legal:
            raise CodecError("legal: empty, so there is nothing to decide (send a view whose seat is to act)")
        action = self.player(view.info.seat_player(view.seat)).choose(view)
        if action not in view.legal:
            raise CodecError(f"the player chose {action}, which is not among the legal actions")
        return action_to_json(action)

    def greet(self, message: dict[str, Any]) -> dict[str, Any]:
        """The answer to the optional greeting: what this bot speaks and plays."""
        if message.get("protocol") != PROTOCOL or set(message) != {"protocol", "version"}:
            raise CodecError(f'a greeting is {{"protocol": "{PROTOCOL}", "version": {VERSION}}}, '
                             f"got {clip(json.dumps(message, ensure_ascii=False))}")
        if type(message["version"]) is not int or message["version"] != VERSION:
            raise CodecError(f"unsupported version {message['version']!r} (this program speaks version {VERSION})")
        return {"protocol": PROTOCOL, "version": VERSION, "game": self.game, "level": self.level}

    def player(self, seat: int) -> Player:
        """The player of match seat ``seat`` (in Dumb-Bunny a player number, as at our table)."""
        found = self._players.get(seat)
        if found is None:
            found = self._players[seat] = seeded_player(self.level, self.seed, seat)
        return found


class _LineSource(Protocol):
    def readline(self, size: int, /) -> bytes: ...


def read_lines(stream: _LineSource, cap: int = MAX_LINE) -> Iterator[bytes]:
    """The lines of ``stream`` with their line ends, none held longer than ``cap`` + 1 bytes.

    A stream's own iteration reads a whole line into memory before anyone can look at its
    length: a 200 MB line without a newline took 420 MB before it was refused. Here a longer
    line is cut at ``cap`` + 1 bytes and the rest of it read and dropped a piece at a time;
    the cut line is still longer than ``cap``, so whoever reads it refuses it as too long,
    and the next line is read as usual."""
    while line := stream.readline(cap + 1):
        if len(line) > cap and not line.endswith(b"\n"):
            while (rest := stream.readline(cap)) and not rest.endswith(b"\n"):
                pass
        yield line


def serve(server: BotServer, lines: Iterable[bytes], out: IO[str]) -> int:
    """Answer every input line with one output line, flushed at once; 0 at end of input.
    A stream (standard input) is read through :func:`read_lines`, so no line, however long,
    is held whole."""
    source = read_lines(lines) if isinstance(lines, io.IOBase) else lines
    try:
        for number, line in enumerate(source, 1):
            out.write(json.dumps(server.answer(line.rstrip(b"\r\n"), number)) + "\n")  # ASCII: any locale
            out.flush()
    except (BrokenPipeError, KeyboardInterrupt):
        pass  # the other side has gone: nothing left to answer
    return 0


# ----- outside bots at our table ---------------------------------------------------------------


class BotFailed(EngineError):
    """An outside bot did not give a usable answer; the match cannot go on."""


class BotProcess:
    """One outside program speaking the protocol on its standard input and output."""

    # Seconds a bot is given to end by itself once its input is closed, before it is killed
    # (a class attribute so that the tests of a hung bot need not wait that long).
    close_grace_s = 5.0

    def __init__(self, seat: int, command: str, timeout: float) -> None:
        self.seat = seat
        self.command = command
        self.timeout = timeout
        try:
            self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        except (OSError, ValueError) as exc:
            raise BotFailed(f"seat {seat}: cannot start the bot {command!r}: {exc}") from None
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in read_lines(self.proc.stdout):  # a bot's endless line is not held whole
            self._lines.put(line)
        self._lines.put(None)

    def ask(self, view: PlayerView) -> Action:
        """Send ``view``, wait for the answer, and return it if it is one of the legal actions."""
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps(view_to_json(view)).encode() + b"\n")  # ASCII
            self.proc.stdin.flush()
        except OSError:
            pass  # it no longer reads; what it wrote before (or its end) tells what went wrong
        try:
            raw = self._lines.get(timeout=self.timeout)
        except queue.Empty:
            raise self.failed(f"gave no answer within {self.timeout:g} s") from None
        if raw is None:
            try:
                raise self.failed(f"ended (exit status {self.proc.wait(timeout=5)})")
            except subprocess.TimeoutExpired:
                raise self.failed("closed its output") from None
        if len(raw.rstrip(b"\r\n")) > MAX_LINE:
            raise self.failed(f"answered a line over {MAX_LINE} bytes")
        line = raw.decode("utf-8", errors="replace")
        try:
            answer = json.loads(line)
        except ValueError:
            raise self.failed(f"answered with something that is not JSON: {line.strip()[:80]!r}") from None
        if isinstance(answer, dict) and "error" in answer:
            raise self.failed(f"refused the view: {answer['error']}")
        seat = view.to_act if view.to_act is not None else view.seat
        try:
            action = action_from_json(answer, view.info.seat_player(seat))
        except CodecError as exc:
            raise self.failed(f"answered {line.strip()[:80]}: {exc}") from None
        if action not in view.legal:
            raise self.failed(f"answered an illegal action: {line.strip()[:80]}")
        return action

    def failed(self, what: str) -> BotFailed:
        return BotFailed(f"seat {self.seat}: the bot {self.command!r} {what}")

    def close(self) -> None:
        """Close its input (end of input ends a protocol bot) and wait briefly; kill it if not."""
        if self.proc.stdin is not None:
            with contextlib.suppress(OSError):
                self.proc.stdin.close()
        try:
            self.proc.wait(timeout=self.close_grace_s)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class BotThinker(InlineThinker):
    """Asks the outside bot for the seats that have one and our players for the others."""

    def __init__(self, bots: dict[int, BotProcess]) -> None:
        super().__init__()
        self.bots = bots

    def ask(self, question: Question, reply: Reply) -> None:
        bot = self.bots.get(question.seat)
        reply(question, bot.ask(question.view) if bot is not None else self.players.answer(question))


@dataclass(frozen=True)
class BotSeat:
    seat: int
    command: str


def parse_bot_seat(text: str) -> BotSeat:
    """``SEAT=COMMAND`` from the command line."""
    seat, sep, command = text.partition("=")
    if not sep or not seat.strip().isdigit() or not command.strip():
        raise ValueError(f"--bot expects SEAT=COMMAND (like 1='python3 my_bot.py'), not {text!r}")
    return BotSeat(int(seat), command.strip())


def play_bot_match(game: str, players: int | None, level: str, seed: int, bots: Sequence[BotSeat],
                   timeout: float = 60.0) -> tuple[TableSession, dict[str, Any]]:
    """Play one whole match with outside bots in the seats ``bots`` names; our ``level`` in
    the others. Returns the session (its match, for the record) and a summary."""
    from ..engine.record import replay_summary

    spec = get_game(game)
    check_level(level)
    n = players if players is not None else spec.player_counts[0]
    spec.check_players(n)
    by_seat: dict[int, str] = {}
    for b in bots:
        if not 0 <= b.seat < n:
            raise ValueError(f"--bot: seat {b.seat} does not exist (seats are 0 to {n - 1})")
        if b.seat in by_seat:
            raise ValueError(f"--bot: seat {b.seat} is given twice")
        by_seat[b.seat] = b.command
    if not by_seat:
        raise ValueError("bot-match needs at least one --bot SEAT=COMMAND")
    seats = [SeatConfig(f"P{i}", level="bot" if i in by_seat else level) for i in range(n)]
    processes: dict[int, BotProcess] = {}
    start = time.perf_counter()
    try:
        for seat, command in sorted(by_seat.items()):
            processes[seat] = BotProcess(seat, command, timeout)
        session = TableSession(spec.name, seats, seed=seed, thinker=BotThinker(processes))
        session.advance()
    finally:
        for p in processes.values():
            p.close()
    summary = replay_summary(session.match)
    result = {
        "game": spec.name, "players": n, "seed": seed, "level": level,
        "seats": [{"name": s.name, "bot": by_seat[i]} if i in by_seat else {"name": s.name, "level": level}
                  for i, s in enumerate(seats)],
        "seconds": round(time.perf_counter() - start, 3),
        **summary,
    }
    return session, result


def format_bot_match(r: dict[str, Any]) -> str:
    """The plain-text report of ``bot-match``: who sat where, each round's scores, the totals."""
    names = [s["name"] for s in r["seats"]]
    lines = [f"{r['game']}: {r['players']} players, seed {r['seed']}, {len(r['rounds'])} rounds, {r['seconds']:.1f} s"]
    for s in r["seats"]:
        lines.append(f"  {s['name']}: " + (f"bot {s['bot']}" if "bot" in s else f"cardtable {s['level']}"))
    lines.append("round " + "".join(f"{nm:>8}" for nm in names))
    for i, rd in enumerate(r["rounds"], 1):
        lines.append(f"{i:<6}" + "".join(f"{v:>8}" for v in rd["scores"]))
    lines.append("total " + "".join(f"{v:>8}" for v in r["totals"]))
    rounds = max(1, len(r["rounds"]))
    lines.append("per round " + ", ".join(f"{nm} {t / rounds:.2f}" for nm, t in zip(names, r["totals"], strict=True)))
    if r["finished"]:
        lines.append("won by " + ", ".join(names[w] for w in r["winners"]))
    return "\n".join(lines)
