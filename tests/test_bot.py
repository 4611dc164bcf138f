"""The bot protocol (docs/BOT.md): views and actions through JSON and back, the answer to each
kind of bad input, ``cardtable bot`` as a process, and outside bots at our table
(``cardtable bot-match``)."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
import threading

import pytest

from cardtable.engine import Match, get_game
from cardtable.engine.actions import Announce, Bid, ChooseContract, Declare, Play
from cardtable.engine.cards import Card
from cardtable.engine.phase import Phase
from cardtable.engine.record import replay
from cardtable.engine.view_codec import action_from_json, action_to_json, view_from_json, view_to_json
from cardtable.tools.bot import MAX_LINE, BotServer, parse_bot_seat, read_lines, serve
from cardtable.tools.cli import main

from .conftest import GAMES, ROOT


def views_of_random_rounds(game: str, n: int, rounds: int = 1):
    """Every seat's view at every step of the first ``rounds`` rounds of a random match."""
    rng = random.Random(f"{game}/{n}")
    match = Match(game, [f"P{i}" for i in range(n)])
    for _ in range(rounds):
        match.deal(rng)
        while (rnd := match.current) is not None:
            for seat in range(n):
                yield match.view(seat)
            match.apply(rng.choice(rnd.legal_actions()))
        for seat in range(n):
            yield match.view(seat)  # the round is done


# ----- round trips ----------------------------------------------------------------------------


@pytest.mark.parametrize("game,n", [(g, n) for g, counts in GAMES.items() for n in counts[:2]])
def test_every_view_goes_through_json_and_back_exactly(game, n):
    kinds = set()
    for view in views_of_random_rounds(game, n, rounds=2 if game != "dumb-bunny" else 1):
        text = json.dumps(view_to_json(view))
        assert view_from_json(json.loads(text)) == view
        kinds |= {type(a) for a in view.legal}
    assert Play in kinds and len(kinds) >= (1 if game == "dumb-bunny" else 2)  # decisions and cards went through


def test_the_view_is_written_in_the_records_notation():
    view = next(v for v in views_of_random_rounds("bugger-bridge", 4) if v.legal)
    msg = view_to_json(view)
    assert msg["version"] == 1 and msg["phase"] == "bidding" and msg["seat"] == view.seat
    assert msg["hand"] == [str(c) for c in view.hand] and all(len(c) == 2 for c in msg["hand"])
    assert msg["trump"] in ("S", "H", "D", "C") and msg["info"]["turn_up"][1] == msg["trump"]
    assert msg["legal"] == [{"bid": b} for b in range(view.info.hand_size + 1)]  # type: ignore[attr-defined]
    later = [view_to_json(v) for v in views_of_random_rounds("bugger-bridge", 4) if v.history]
    assert later[0]["history"][0].keys() == {"leader", "cards", "winner"}
    assert set(later[-1]["played"]) == {c for t in later[-1]["history"] for c in t["cards"]}


@pytest.mark.parametrize("action,form", [
    (Play(1, Card.parse("TH")), {"play": "TH"}),
    (Bid(1, 2), {"bid": 2}),
    (Declare(1, "H", True), {"declare": "H", "doublets": True}),
    (Declare(1, "zero"), {"declare": "zero", "doublets": False}),
    (Announce(1, 12), {"announce": 12}),
    (ChooseContract(1, "NT", True), {"contract": {"strain": "NT", "game": True}}),
])
def test_every_action_goes_through_json_and_back(action, form):
    assert action_to_json(action) == form
    assert action_from_json(json.loads(json.dumps(form)), seat=1) == action


def test_doublets_may_be_left_out():
    assert action_from_json({"declare": "turnip"}, seat=0) == Declare(0, "turnip", False)


# ----- errors -------------------------------------------------------------------------------


def a_view(game: str = "bugger-bridge", n: int = 4, phase: str = "bidding") -> dict:
    """The message of the first view in ``phase`` that has legal actions."""
    view = next(v for v in views_of_random_rounds(game, n) if v.legal and v.phase == phase)
    return view_to_json(view)


def changed(msg: dict, path: str, value) -> dict:
    """A deep copy of ``msg`` with the field at ``path`` (dots; ``-`` deletes) set to ``value``."""
    out = json.loads(json.dumps(msg))
    *parents, last = path.split(".")
    node = out
    for p in parents:
        node = node[int(p)] if isinstance(node, list) else node[p]
    if value == "-":
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return out


BIDDING, PLAYING = a_view(), a_view(phase="play")
BUGAMI_PLAY, TURNIP_PLAY = a_view("bugami", 4, "play"), a_view("bleeding-hearts", 3, "play")
DUMMY_PLAY = a_view("minibridge", 4, "play")
BAD_VIEWS = [
    # (what is wrong, the message, words the error must contain)
    ("missing version", changed(BIDDING, "version", "-"), "missing field 'version'"),
    ("another version", changed(BIDDING, "version", 2), "unsupported version 2"),
    ("a version that is not a whole number", changed(BIDDING, "version", 1.0), "unsupported version 1.0"),
    ("no players", changed(BIDDING, "players", []), "players: expected the players' names, got an empty list"),
    ("unknown field", changed(BIDDING, "mood", "calm"), "unknown field 'mood'"),
    ("unknown info field", changed(BIDDING, "info.mood", 1), "unknown field 'info.mood'"),
    ("missing field", changed(BIDDING, "hand", "-"), "missing field 'hand'"),
    ("missing info field", changed(BIDDING, "info.bids", "-"), "missing field 'info.bids'"),
    ("missing info", changed(BIDDING, "info", "-"), "missing field 'info'"),
    ("seat as text", changed(BIDDING, "seat", "0"), "seat: expected a whole number"),
    ("true as a number", changed(BIDDING, "dealer", True), "dealer: expected a whole number, got true"),
    ("bad card", changed(BIDDING, "hand.0", "1X"), "hand[0]: expected a card"),
    ("ten as 10", changed(BIDDING, "hand.0", "10H"), "hand[0]: expected a card"),
    ("bad suit", changed(BIDDING, "trump", "hearts"), "trump: expected a suit letter"),
    ("bad phase", changed(BIDDING, "phase", "dozing"), "phase: expected one of"),
    ("null list", changed(BIDDING, "hand_sizes", None), "hand_sizes: expected a list"),
    ("unknown game", changed(BIDDING, "game", "snap"), "game: unknown game 'snap'"),
    ("seat out of range", changed(BIDDING, "seat", 4), "seat: expected a seat from 0 to 3"),
    ("to_act out of range", changed(BIDDING, "to_act", -1), "to_act: expected a seat"),
    ("seats of another table", changed(a_view("dumb-bunny", 8, "play"), "info.seats", [0, 1]),
     "info.seats: expected a player for each of the 4 seats"),
    ("hand size", changed(BIDDING, "hand_sizes", [5, 5, 5, 5]), "hand_sizes says seat"),
    ("card twice", changed(PLAYING, "trick", [PLAYING["hand"][0]]), "appears twice"),
    ("the turn-up in the hand", changed(BIDDING, "info.turn_up", BIDDING["hand"][0]),
     f"info.turn_up: {BIDDING['hand'][0]} is the turned-up card"),
    ("played is not the tricks", changed(PLAYING, "played", ["2C"] if "2C" not in PLAYING["hand"] else ["3C"]),
     "played: must be exactly"),
    ("tricks won", changed(BIDDING, "tricks_won", [1, 0, 0, 0]), "tricks_won: adds up to 1"),
    ("wrong players", changed(BIDDING, "tricks_won", [0, 0]), "tricks_won: expected one entry per player"),
    ("unknown action", changed(BIDDING, "legal", [{"pass": True}]), "legal[0]: expected exactly one of"),
    ("two action keys", changed(BIDDING, "legal", [{"bid": 1, "play": "AS"}]), "legal[0]: expected exactly one"),
    ("action field", changed(BIDDING, "legal", [{"bid": 1, "loud": True}]), "unknown field 'loud'"),
    ("action type", changed(BIDDING, "legal", [{"bid": "1"}]), "legal[0].bid: expected a whole number"),
    ("a card in the bidding", changed(BIDDING, "legal", [{"play": BIDDING["hand"][0]}]),
     "a play action is not possible in the bidding phase"),
    ("a declare in bugger-bridge", changed(BIDDING, "legal", [{"declare": "H"}]),
     "a declare action is not possible"),
    ("a card not held", changed(PLAYING, "legal", [{"play": next(
        c for c in ("AS", "KS", "QS") if c not in PLAYING["hand"] and c not in PLAYING["played"])}]),
     "is not in a hand this seat plays from"),
    ("a legal action twice", changed(BIDDING, "legal", [{"bid": 0}, {"bid": 0}]), "listed twice"),
    ("a bid over the round's tricks", changed(BIDDING, "legal", [{"bid": 0}, {"bid": 99}]),
     f"legal[1]: a bid of 99 is out of range (bids are 0 to {BIDDING['n_tricks']} in a"),
    ("a negative bid", changed(BIDDING, "legal", [{"bid": -1}]), "legal[0]: a bid of -1 is out of range"),
    ("more tricks than cards", changed(BIDDING, "n_tricks", 99), "n_tricks: expected 0 to 13"),
    ("nothing to decide", changed(BIDDING, "legal", []), "nothing to decide"),
    ("a bad contract", changed(a_view("minibridge", 4, "contract"), "legal.0.contract.strain", "X"),
     "contract.strain: expected one of C, D, H, S, NT"),
    # Facts that each read well alone but cannot all be true (a player would fail on them).
    ("another seat's hand size", changed(PLAYING, f"hand_sizes.{(PLAYING['seat'] + 1) % 4}", 99),
     f"hand_sizes[{(PLAYING['seat'] + 1) % 4}]: seat {(PLAYING['seat'] + 1) % 4} has played"),
    ("the wrong seat to act", changed(PLAYING, "to_act", (PLAYING["to_act"] + 1) % 4), "plays next, not seat"),
    ("actions for a seat not to act", changed(PLAYING, "seat", (PLAYING["seat"] + 2) % 4), "has no legal actions"),
    ("a total beyond any match", changed(BIDDING, "totals", [10**400, 0, 0, 0]), "totals[0]: 1000"),
    ("a negative round", changed(BIDDING, "round_index", -1), "round_index: expected 0 or more"),
    ("a round past the match", changed(BIDDING, "round_index", 18), "round_index: a match of 4 players has rounds 0"),
    ("a round of other cards", changed(BIDDING, "round_index", 9), "info.hand_size: round 9 of a 4-player match deals"),
    ("a bid made out of range", changed(BIDDING, "info.bids", [99, None, None, None]),
     f"info.bids[0]: bids are 0 to {BIDDING['n_tricks']}"),
    ("bids that do not add up", changed(BIDDING, "info.bid_total", 7), "info.bid_total: the bids made add up to"),
    ("a zero bid's score", changed(a_view("bugami", 4), "info.zero_score", -5), "info.zero_score: expected 0 to"),
    ("dummy not declarer's partner", changed(a_view("minibridge", 4, "contract"), "info.dummy", None),
     "is dummy, not None"),
    ("declarer's tricks miscounted", changed(a_view("minibridge", 4, "contract"), "info.declarer_tricks", 3),
     "info.declarer_tricks: the declaring side won 0"),
    # Each of these passed the checks and failed the searching players deep inside.
    ("a bug suit missing", changed(BUGAMI_PLAY, "info.bug_suits", BUGAMI_PLAY["info"]["bug_suits"][:-1]),
     "info.bug_suits: expected one entry per seat (4), got 3"),
    ("a bid Bugami does not have", changed(a_view("bugami", 4), "legal.0", {"declare": "KH"}),
     "legal[0]: bugami has no bid 'KH' (bids: S, H, D, C, zero)"),
    ("Doublets on a Turnip bid",
     changed(a_view("bleeding-hearts", 3), "legal.0", {"declare": "turnip", "doublets": True}),
     "has no bid 'turnip' with Doublets"),
    ("the turnip in a hand", changed(TURNIP_PLAY, "info.turnip", TURNIP_PLAY["hand"][0]),
     "info.turnip: " + TURNIP_PLAY["hand"][0] + " lies face up in the middle"),
    ("dummy's card in declarer's hand", changed(DUMMY_PLAY, "info.dummy_hand.0", DUMMY_PLAY["hand"][0]),
     "is also in seat"),
    ("a contract in no strain", changed(DUMMY_PLAY, "info.contract.strain", "QH"),
     "info.contract.strain: expected one of C, D, H, S, NT, got 'QH'"),
    ("a target the contract does not set", changed(DUMMY_PLAY, "info.target", 12), "info.target: a "),
    ("a bid-card that is not a rank", changed(TURNIP_PLAY, "info.removed_ranks.1", "9C"),
     "info.removed_ranks: expected three different ranks"),
    ("play without a contract", changed(DUMMY_PLAY, "info.contract", None),
     "info.contract: the cards are being played, so it is known (got null)"),
    ("dummy's cards miscounted", changed(DUMMY_PLAY, "info.dummy_hand", DUMMY_PLAY["info"]["dummy_hand"][1:]),
     "info.dummy_hand: 12 cards, but hand_sizes says dummy"),
]


@pytest.mark.parametrize("what,msg,words", BAD_VIEWS, ids=[b[0] for b in BAD_VIEWS])
def test_each_bad_view_is_answered_by_an_error_line_naming_the_problem(what, msg, words):
    server = BotServer(msg["game"] if msg.get("game") in GAMES else "bugger-bridge", "random")
    answer = server.answer(json.dumps(msg).encode(), 7)
    assert answer.keys() == {"error", "line"} and answer["line"] == 7, answer
    assert words in answer["error"], answer["error"]


@pytest.mark.parametrize("line,words", [
    (b"", "empty line"),
    (b"   ", "empty line"),
    (b"{\"version\": 1", "not JSON"),
    (b"[1, 2]", "expected a JSON object, got a list"),
    (b"\"view\"", "expected a JSON object, got a string"),
    (b"\xff\xfe{}", "not UTF-8"),
    (b"[" * 100_000, "not JSON (nested too deeply)"),
    (b"{\"version\": 1" + b"0" * 5000 + b"}", "not JSON (a number with too many digits)"),
    (b"{\"protocol\": \"cardtable-bot\", \"version\": 9}", "unsupported version 9"),
    (b"{\"protocol\": \"cardtable-bot\", \"version\": 1.0}", "unsupported version 1.0"),
    (b"{\"protocol\": \"chess\", \"version\": 1}", 'a greeting is {"protocol": "cardtable-bot", "version": 1}, '
                                                   'got {"protocol": "chess", "version": 1}'),
    (json.dumps(a_view("bugami", 4)).encode(), "game: this bot plays bugger-bridge, not bugami"),
    (b"x" * (2 << 20), "line too long"),
])
def test_lines_that_are_not_views_are_answered_by_an_error_line(line, words):
    answer = BotServer("bugger-bridge", "easy").answer(line, 3)
    assert answer.keys() == {"error", "line"} and answer["line"] == 3 and words in answer["error"], answer


def whole_numbers(obj, path=()):
    """The path of every whole number in a message (not the true/false ones)."""
    if isinstance(obj, int) and not isinstance(obj, bool):
        yield path
    elif isinstance(obj, list):
        for i, x in enumerate(obj):
            yield from whole_numbers(x, (*path, i))
    elif isinstance(obj, dict):
        for k, x in obj.items():
            yield from whole_numbers(x, (*path, k))


@pytest.mark.parametrize("game,n", [(g, counts[0]) for g, counts in GAMES.items()])
def test_no_number_in_a_view_makes_the_player_fail(game, n):
    # Every whole number of a real view in mid-play, one at a time, set to what no table
    # shows: the answer is an action or an error naming the field, never our searching player
    # failing deep inside (a hand size of 99 once reached its sampler; a huge total, a float).
    rounds = 4 if game == "bugger-bridge" else 1  # four cards each in the fourth round
    views = [v for v in views_of_random_rounds(game, n, rounds) if len(v.legal) > 1 and v.phase is Phase.PLAY]
    server = BotServer(game, "normal")
    for view in views[len(views) // 2:][:1]:
        msg = view_to_json(view)
        assert len(list(whole_numbers(msg))) > 20
        for path in whole_numbers(msg):
            for value in (99, 10**400):
                bad = json.loads(json.dumps(msg))
                node = bad
                for key in path[:-1]:
                    node = node[key]
                node[path[-1]] = value
                answer = server.answer(json.dumps(bad).encode(), 1)
                assert "could not decide" not in answer.get("error", ""), (path, value, answer)


def test_a_view_of_another_game_is_refused():
    answer = BotServer("bugami", "easy").answer(json.dumps(BIDDING).encode(), 1)
    assert answer == {"error": "game: this bot plays bugami, not bugger-bridge", "line": 1}


def test_a_failing_player_is_an_error_line_not_a_crash():
    server = BotServer("bugger-bridge", "easy")

    class Broken:
        def choose(self, view):
            raise RuntimeError("lost the plot")

    server._players[BIDDING["seat"]] = Broken()  # type: ignore[assignment]
    answer = server.answer(json.dumps(BIDDING).encode(), 2)
    assert answer == {"error": "the player could not decide (RuntimeError: lost the plot)", "line": 2}


def test_the_greeting_says_what_the_bot_plays():
    answer = BotServer("minibridge", "normal").answer(b'{"protocol": "cardtable-bot", "version": 1}', 1)
    assert answer == {"protocol": "cardtable-bot", "version": 1, "game": "minibridge", "level": "normal"}


def test_serve_answers_every_line_once_and_keeps_going_after_errors():
    lines = [b"nonsense\n", json.dumps(changed(BIDDING, "seat", 9)).encode() + b"\n",
             json.dumps(BIDDING).encode() + b"\n", b"\n",
             json.dumps(changed(BIDDING, "hand.0", "Ä♥"), ensure_ascii=False).encode() + b"\n"]
    out = io.StringIO()
    assert serve(BotServer("bugger-bridge", "easy"), lines, out) == 0
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert [a.get("line") for a in answers] == [1, 2, None, 4, 5]
    assert answers[2] in BIDDING["legal"]
    assert '"Ä♥"' in answers[4]["error"] and out.getvalue().isascii()  # whatever the terminal's encoding


class ReadCounter(io.BytesIO):
    """A stream that notes the longest piece anyone read from it at once."""

    longest = 0

    def readline(self, size=-1, /):
        line = super().readline(size)
        self.longest = max(self.longest, len(line))
        return line

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line


def test_an_overlong_line_is_refused_without_being_held_whole():
    stream = ReadCounter(b"x" * (3 * MAX_LINE) + b"\n" + json.dumps(BIDDING).encode() + b"\n")
    out = io.StringIO()
    assert serve(BotServer("bugger-bridge", "easy"), stream, out) == 0
    first, second = (json.loads(x) for x in out.getvalue().splitlines())
    assert first == {"error": f"line too long (over {MAX_LINE} bytes; skipped)", "line": 1}
    assert second in BIDDING["legal"]
    assert stream.longest <= MAX_LINE + 1


@pytest.mark.parametrize("end", [b"\n", b"\r\n"])
def test_read_lines_keeps_a_line_up_to_the_cap_and_cuts_a_longer_one_just_past_it(end):
    text = b"a" * 10 + end + b"b" * 11 + end + b"c" * 30 + end + b"d" + end + b"e" * 12
    got = [line.rstrip(b"\r\n") for line in read_lines(io.BytesIO(text), cap=10)]
    assert got == [b"a" * 10, b"b" * 11, b"c" * 11, b"d", b"e" * 11]


def test_our_player_answers_from_the_message_alone():
    """The same message gets the same answer from a fresh bot of the same seed: nothing but
    the message (and the seed) goes into the decision."""
    msg = json.dumps(PLAYING).encode()
    first = BotServer("bugger-bridge", "easy", seed=5).answer(msg, 1)
    assert first in PLAYING["legal"]
    assert all(BotServer("bugger-bridge", "easy", seed=5).answer(msg, 1) == first for _ in range(3))


def test_the_command_line_refuses_an_unknown_game_or_level(capsys):
    assert main(["bot", "snap", "--level", "easy"]) == 2
    assert main(["bot", "bugami", "--level", "wizard"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("cardtable: unknown game 'snap'")
    assert err[1].startswith("cardtable: unknown level 'wizard'")


# ----- cardtable bot as a process -------------------------------------------------------------


def test_a_whole_round_against_the_bot_process():
    proc = subprocess.Popen([sys.executable, "-m", "cardtable.tools.cli", "bot", "bugger-bridge", "--level", "easy"],
                            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    lines = ['{"protocol": "cardtable-bot", "version": 1}', "not json"]
    watchdog = threading.Timer(120, proc.kill)  # a hung bot fails the test instead of hanging it
    watchdog.start()
    answers = []
    match = Match("bugger-bridge", ["A", "B", "C", "D"])
    rng = random.Random(11)
    match.deal(rng)  # the first round: a card each
    try:
        for line in lines:
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
            answers.append(json.loads(proc.stdout.readline()))
        while (rnd := match.current) is not None:
            seat = rnd.to_act
            proc.stdin.write(json.dumps(view_to_json(match.view(seat))) + "\n")
            proc.stdin.flush()
            action = action_from_json(json.loads(proc.stdout.readline()), seat)
            assert action in rnd.legal_actions()
            match.apply(action)
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()
    assert answers[0]["protocol"] == "cardtable-bot" and answers[1]["line"] == 2
    assert match.rounds_completed == 1 and proc.stderr.read() == ""


# ----- outside bots at our table ----------------------------------------------------------------

FIRST_LEGAL = (f"{sys.executable} -c \"import sys, json; "
               "[print(json.dumps(json.loads(l)['legal'][0]), flush=True) for l in sys.stdin]\"")


def test_an_outside_bot_plays_a_whole_match_at_our_table(tmp_path, capsys):
    record = tmp_path / "match.cardtable"
    code = main(["bot-match", "bugger-bridge", "--players", "3", "--level", "random", "--seed", "4",
                 "--bot", f"1={FIRST_LEGAL}", "--record", str(record), "--json"])
    result = json.loads(capsys.readouterr().out)
    assert code == 0 and result["finished"] and len(result["rounds"]) == 18
    assert result["seats"][1] == {"name": "P1", "bot": FIRST_LEGAL} and result["seats"][0]["level"] == "random"
    # Every decision of seat 1 was the first legal action of its view; the others' were not all.
    rec = json.loads(record.read_text())
    assert replay(rec).totals == result["totals"]
    seen = {True: [], False: []}
    for view, action in decisions(rec):
        seen[view.seat == 1].append(action == view.legal[0])
    assert len(seen[True]) > 50 and all(seen[True])
    assert not all(seen[False])


def decisions(rec: dict):
    """Each decision of a Bugger Bridge record: the view of the seat that took it, and its action."""
    match = Match(rec["game"], rec["players"], rec.get("options"))
    for rd in rec["rounds"]:
        match.start_round({k: v for k, v in rd.items() if k in ("dealer", "hands", "turn_up")})
        plays = iter(rd["plays"])
        while (rnd := match.current) is not None:
            seat = rnd.to_act
            view = match.view(seat)
            action = Bid(seat, rd["bids"][seat]) if rnd.phase == "bidding" else Play(seat, Card.parse(next(plays)))
            yield view, action
            match.apply(action)


@pytest.mark.parametrize("bot,words", [
    (f"{sys.executable} -c \"print('hello', flush=True)\"", "answered with something that is not JSON"),
    (f"{sys.executable} -c \"import sys; sys.stdin.readline(); print('{{\\\"bid\\\": 99}}', flush=True)\"",
     "answered an illegal action"),
    (f"{sys.executable} -c \"import sys; sys.stdin.readline()\"", "ended (exit status 0)"),
    (f"{sys.executable} -c \"print('{{\\\"error\\\": \\\"confused\\\", \\\"line\\\": 1}}', flush=True)\"",
     "refused the view: confused"),
    (f"{sys.executable} -c \"print('{{\\\"fold\\\": 1}}', flush=True)\"", "expected exactly one of"),
    (f"{sys.executable} -c \"print('x' * (3 << 20), flush=True)\"", "answered a line over 1048576 bytes"),
    ("/nonexistent/bot", "cannot start the bot"),
])
def test_a_bot_that_fails_stops_the_match_with_one_line(bot, words, capsys):
    assert main(["bot-match", "bugger-bridge", "--players", "3", "--level", "random", "--bot", f"0={bot}"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("cardtable: seat 0: ") and words in err[0], err


def test_a_silent_bot_times_out(capsys, monkeypatch):
    from cardtable.tools.bot import BotProcess

    # It is killed after the grace given at the end of the match: a fraction of the users' 5 s.
    monkeypatch.setattr(BotProcess, "close_grace_s", 0.2)
    silent = f"{sys.executable} -c \"import time; time.sleep(30)\""
    assert main(["bot-match", "bugami", "--level", "random", "--timeout", "0.5", "--bot", f"2={silent}"]) == 2
    assert "gave no answer within 0.5 s" in capsys.readouterr().err


@pytest.mark.parametrize("args,words", [
    (["--bot", "7=python3 x.py"], "seat 7 does not exist"),
    (["--bot", "1=a", "--bot", "1=b"], "seat 1 is given twice"),
    (["--bot", "one=python3 x.py"], "--bot expects SEAT=COMMAND"),
    ([], "needs at least one --bot"),
    (["--bot", "1=a", "--timeout", "0"], "--timeout must be more than 0"),
])
def test_bot_match_refuses_a_bad_command_line(args, words, capsys):
    assert main(["bot-match", "bugger-bridge", "--players", "3", *args]) == 2
    assert words in capsys.readouterr().err


def test_parse_bot_seat_keeps_the_whole_command():
    seat = parse_bot_seat("3=python3 bot.py --x=1")
    assert (seat.seat, seat.command) == (3, "python3 bot.py --x=1")


def test_bot_match_seats_outside_bots_in_every_game():
    """Minibridge (declarer deciding for dummy) and Dumb-Bunny (seats that are not players) too."""
    from cardtable.tools.bot import BotSeat, play_bot_match

    for game in ("minibridge", "dumb-bunny", "bleeding-hearts"):
        n = get_game(game).player_counts[0]
        session, result = play_bot_match(game, n, "random", 2, [BotSeat(0, FIRST_LEGAL), BotSeat(2, FIRST_LEGAL)])
        assert result["rounds"] and replay(session.match.to_record()).totals == session.match.totals
