"""Same seed, same decisions (issue 19): a computer player's choice is a function of its
view, its level and its seed — not of the machine's load, the process, the hash salt, or
how many decisions the player made before.

Each check runs the same thing twice and compares, with the machine made busy during one
of the runs (a spinning thread competes for the interpreter; a process is stopped and
continued in turns, as a scheduler does on a loaded machine): a budget measured in time
would give the loaded run fewer samples and other cards.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path

import pytest

from cardtable.ai import make_player
from cardtable.ai.montecarlo import Budget, capped_searches, counting_clock, recording, search
from cardtable.ai.seeding import decision_rng, view_fingerprint
from cardtable.analysis.hints import hint_player, suggest
from cardtable.engine import Match
from cardtable.engine.games.bugger_bridge import BuggerBridgeRound
from cardtable.engine.view import PlayerView

ROOT = Path(__file__).resolve().parents[1]
#: simulate's fields that measure time, the only ones allowed to differ between two runs.
TIMING_FIELDS = {"seconds", "games_per_s", "latency_p50_s", "latency_p95_s"}
GAMES = {"bugger-bridge": 3, "bugami": 3, "bleeding-hearts": 3, "minibridge": 4, "dumb-bunny": 4}


@contextmanager
def in_a_thread(work: Callable[[threading.Event], None]) -> Iterator[None]:
    """``work(stop)`` in a thread of its own while the block runs; it returns once ``stop`` is set."""
    stop = threading.Event()
    t = threading.Thread(target=work, args=(stop,), daemon=True)
    t.start()
    try:
        yield
    finally:
        stop.set()
        t.join()


def busy_thread() -> AbstractContextManager[None]:
    """A thread that spins in Python until the block ends, taking the interpreter lock
    from the thread under test about half of the time."""

    def spin(stop: threading.Event) -> None:
        x = 0
        while not stop.is_set():
            x = (x * 31 + 7) % 1_000_003

    return in_a_thread(spin)


def without_timing(figures: object) -> object:
    """``figures`` (simulate's JSON) with every timing field left out, at any depth."""
    if isinstance(figures, dict):
        return {k: without_timing(v) for k, v in figures.items() if k not in TIMING_FIELDS}
    if isinstance(figures, list):
        return [without_timing(v) for v in figures]
    return figures


@contextmanager
def stopped_in_turns(proc: subprocess.Popen) -> Iterator[None]:
    """``proc`` stopped for 5 ms in every 15 until the block ends: its clocks run on while it
    waits, as on a machine whose cores are taken by others, and a third of its time is lost
    however many cores are idle (a spinning process would burn a core of CPU for it, and
    slow nothing where another core is free)."""

    def turns(stop: threading.Event) -> None:
        while not stop.wait(0.01):
            proc.send_signal(signal.SIGSTOP)  # a no-op once the process has ended
            stop.wait(0.005)
            proc.send_signal(signal.SIGCONT)

    try:
        with in_a_thread(turns):
            yield
    finally:
        proc.send_signal(signal.SIGCONT)


def simulate_json(args: list[str], hash_seed: str, busy: bool = False) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED=hash_seed)
    proc = subprocess.Popen([sys.executable, "-m", "cardtable.tools.cli", "simulate", *args, "--json"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    with proc, stopped_in_turns(proc) if busy else nullcontext():
        try:
            out, err = proc.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            proc.kill()  # as subprocess.run does, rather than wait for it on the way out
            raise
    assert proc.returncode == 0, err
    return json.loads(out)


def test_simulate_prints_the_same_figures_on_a_busy_machine_and_another_hash_salt(capsys):
    from cardtable.tools.cli import main

    args = ["bugger-bridge", "--players", "3", "--games", "2", "--seed", "19", "--levels", "normal,easy"]
    # The quiet run in this process (a second fresh Python only started the same code), the
    # loaded one in a process of its own with another string hash salt than this one's.
    assert main(["simulate", *args, "--json"]) == 0
    quiet = json.loads(capsys.readouterr().out)
    # The run repeated on a busy machine, with other string hashes.
    loaded = simulate_json(args, "1" if os.environ.get("PYTHONHASHSEED") == "2" else "2", busy=True)
    assert quiet["levels"]["normal"]["rounds"] > 0 and quiet["paired"]
    assert without_timing(loaded) == without_timing(quiet)


def play_through(game: str, level: str, seed: int, rounds: int) -> list:
    """Every decision of ``rounds`` rounds of ``game`` played by seeded players of ``level``
    on a small budget: the actions in order."""
    n = GAMES[game]
    match = Match(game, [f"P{i}" for i in range(n)], first_dealer=0)
    players = [make_player(level, random.Random(f"{seed}/{s}"), scale=0.05) for s in range(n)]
    dealer = random.Random(seed)
    actions = []
    for _ in range(rounds):
        if match.finished:
            break
        match.deal(dealer)
        while (rnd := match.current) is not None:
            action = players[rnd.actor(rnd.to_act)].choose(match.view(rnd.actor(rnd.to_act)))
            actions.append(action)
            match.apply(action)
    return actions


@pytest.mark.parametrize(("game", "level"), [("bugger-bridge", "hard"), ("minibridge", "hard"),
                                             ("dumb-bunny", "normal")])
def test_a_searching_players_round_repeats_with_a_busy_thread(game, level):
    quiet = play_through(game, level, 5, 1)
    with busy_thread():
        loaded = play_through(game, level, 5, 1)
    assert len(quiet) > 4 and loaded == quiet


def positions(game: str, count: int) -> list[PlayerView]:
    """Views of ``game`` where the seat to act has a real choice, reached by random play."""
    n = GAMES[game]
    rng = random.Random(f"positions/{game}")
    out: list[PlayerView] = []
    while len(out) < count:
        match = Match(game, [f"P{i}" for i in range(n)], first_dealer=0)
        match.deal(rng)
        for _ in range(rng.randrange(0, 30)):
            rnd = match.current
            if rnd is None:
                break
            match.apply(rng.choice(rnd.legal_actions()))
        rnd = match.current
        if rnd is not None:
            view = match.view(rnd.actor(rnd.to_act))
            if len(view.legal) > 1:
                out.append(view)
    return out


@pytest.mark.parametrize("game", list(GAMES))
def test_a_choice_depends_on_the_view_the_level_and_the_seed_only(game):
    views = positions(game, 2)
    for level in ("random", "easy", "normal", "hard"):
        fresh = [make_player(level, random.Random(3), scale=0.05).choose(v) for v in views]
        # The same seed after other decisions (in another order): no memory of them.
        used = make_player(level, random.Random(3), scale=0.05)
        again = [used.choose(v) for v in reversed(views)][::-1]
        assert again == fresh, level


def test_the_fingerprint_is_the_view_not_the_names_nor_the_process():
    view = positions("bugger-bridge", 1)[0]
    renamed = PlayerView(**{**view.__dict__, "players": tuple(f"X{i}" for i in range(view.n))})
    other_seat = PlayerView(**{**view.__dict__, "seat": (view.seat + 1) % view.n})
    assert view_fingerprint(renamed) == view_fingerprint(view) != view_fingerprint(other_seat)
    assert decision_rng(1, view).random() == decision_rng(1, view).random() != decision_rng(2, view).random()
    # Another process with another string hash salt reads the same fingerprint.
    code = ("import random; from cardtable.engine import Match; from cardtable.ai.seeding import view_fingerprint;"
            "m = Match('dumb-bunny', ['a','b','c','d'], first_dealer=0); m.deal(random.Random(4));"
            "print(view_fingerprint(m.view(m.current.to_act)).hex())")
    m = Match("dumb-bunny", ["a", "b", "c", "d"], first_dealer=0)
    m.deal(random.Random(4))
    here = view_fingerprint(m.view(m.current.to_act)).hex()
    for salt in ("3", "4"):
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED=salt)
        there = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True,
                               timeout=60).stdout.strip()
        assert there == here


#: The fingerprint of a view of each game (five-seat Bugger Bridge, eight-player Dumb-Bunny)
#: two tricks into its third round: the seeded players' every decision, and so the ladder's
#: figures and every recorded match played against them, rest on these exact bytes.
KNOWN_FINGERPRINTS = {
    "bugger-bridge": (5, "5d584872af5afd2cd70b7c0f49df5796"),
    "bugami": (4, "63327d683b8043e9f4c69dd939b4b9ce"),
    "bleeding-hearts": (3, "fc36657567a09cbb66862c027bacfa37"),
    "minibridge": (4, "a9e35b1e17cfeb9afebe65e2fa8cb2d7"),
    "dumb-bunny": (8, "2166ede8264519186c2f1111c682d09a"),
}


@pytest.mark.parametrize("game", list(KNOWN_FINGERPRINTS))
def test_a_views_fingerprint_never_changes(game):
    n, known = KNOWN_FINGERPRINTS[game]
    match = Match(game, [f"P{i}" for i in range(n)], first_dealer=0)
    rng = random.Random(game)
    for rounds in range(3):
        match.deal(rng)
        while (rnd := match.current) is not None and (rounds < 2 or len(rnd.view(0).history) < 2):
            match.apply(rng.choice(rnd.legal_actions()))
    view = match.view(rnd.actor(rnd.to_act))
    assert len(view.history) == 2 and view.legal
    assert view_fingerprint(view).hex() == known


def test_the_same_position_gives_the_same_hint_in_two_windows():
    """Two windows' thinkers each make their own hint player; asked about one position (one
    of them busy with a spinning thread meanwhile) they suggest the same with the same
    figures."""
    view = BuggerBridgeRound.from_hands(["AS KH 7D 4C", "KS 2H 9C 5D", "QS 3D 8C 6H"], dealer=2,
                                        turn_up="2C").view(0)
    first = suggest(view, hint_player())
    with busy_thread():
        second = suggest(view, hint_player())
    assert first[0] == second[0]
    assert first[1] is not None and second[1] is not None
    assert (first[1].means, first[1].samples) == (second[1].means, second[1].samples)


def test_the_budget_is_counted_and_the_clock_only_a_safety_cap():
    def run(step: float) -> tuple[int, dict]:
        budget = Budget(seconds=5.0, max_samples=40, min_samples=40, clock=counting_clock(step))
        with recording() as records:
            best, means = search([0, 1, 2], lambda r: (r.random(), 1.0), lambda w, c, r: w + c * r.random(),
                                 budget, random.Random(1))
        assert records[-1].samples == 40 and not records[-1].capped
        return best, means

    # A clock ten times slower (a busy machine) changes nothing below the cap.
    assert run(0.001) == run(0.01)
    before = capped_searches()
    tight = Budget(seconds=0.05, max_samples=40, min_samples=40, clock=counting_clock(0.01))
    with recording() as records:
        search([0, 1], lambda r: (r.random(), 1.0), lambda w, c, r: w + c, tight, random.Random(1))
    assert records[-1].capped and records[-1].samples < 40
    assert capped_searches() == before + 1


def test_playouts_cap_the_samples_of_a_search_with_many_candidates():
    budget = Budget(seconds=5.0, max_samples=100, min_samples=100, max_playouts=120)
    assert budget.samples_for(3) == 40 and budget.samples_for(12) == 10 and budget.samples_for(1000) == 1
    assert Budget(seconds=5.0, max_samples=100).samples_for(50) == 100


def test_a_player_cut_short_by_the_safety_cap_says_so():
    view = positions("bugami", 1)[0]
    player = make_player("hard", random.Random(1), clock=counting_clock(100.0))
    player.choose(view)
    assert player.capped == 1
    calm = make_player("hard", random.Random(1), scale=0.1)
    calm.choose(view)
    assert calm.capped == 0
