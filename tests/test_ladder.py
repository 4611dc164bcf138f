"""The ladder page (docs/LADDER.md): every game × level pair, a table that parses back, and
a command in each row that prints that row's figures again."""

from __future__ import annotations

import datetime
import json
import shlex
from pathlib import Path

import pytest

from cardtable.ai.montecarlo import counting_clock
from cardtable.engine import ALL_GAMES, get_game
from cardtable.tools.arena import run_arena
from cardtable.tools.cli import main
from cardtable.tools.ladder import (
    COLUMNS,
    LADDER_PAIRS,
    parse_rows,
    render_page,
    rows_from_result,
    write_ladder,
)

ROOT = Path(__file__).resolve().parents[1]
DAY = datetime.date(2026, 1, 2)


def quick_games(game: str) -> int:
    """The fewest matches with a paired interval: two deals. A lone player's deal (partners
    that change, docs/AI.md) is two matches, a rotation's or a side swap's one each."""
    return 4 if get_game(game).partners_change else 2


def quick_result(game: str, levels: list[str]) -> dict:
    """A tiny run's figures, the searching players scaled down as in test_ai_sim (easy and
    random have no budget, so their figures are the full-strength ones)."""
    return run_arena(game, None, quick_games(game), 5, levels, player_clock=counting_clock(0.004), scale=0.02)


def as_pair(result: dict, pair: str) -> dict:
    """An easy-random ``result`` with its two levels renamed to ``pair``'s: the page's shape
    does not depend on which levels played, and a searching pair's run costs seconds (the
    Minibridge ones double-dummy solve every sample), so the page is built from the cheap
    pair's real figures. Real searching-level runs: test_ai_sim, and the normal-easy run of
    test_simulate_ladder_adds_rows_keeps_notes_and_prints_as_before below."""
    first, second = pair.split("-")
    names = {"easy": first, "random": second}
    return {**result, "levels": {names[lv]: figures for lv, figures in result["levels"].items()},
            "paired": {pair: result["paired"]["easy-random"]}}


@pytest.fixture(scope="module")
def tiny_page(tmp_path_factory) -> Path:
    """A page written pair by pair, every game and pair: each game's easy-random run, really
    played (test_a_rows_command_prints_that_rows_figures_again repeats one), standing in for
    its other pairs."""
    path = tmp_path_factory.mktemp("ladder") / "ladder-page.txt"
    for game in ALL_GAMES:
        result = quick_result(game, ["easy", "random"])
        for pair in LADDER_PAIRS:
            write_ladder(path, rows_from_result(as_pair(result, pair), pair.split("-"), DAY))
    return path


def table_lines(text: str) -> list[list[str]]:
    """The page's markdown table as cells, parsed independently of ladder.py."""
    lines = [line for line in text.splitlines() if line.startswith("|")]
    return [[c.strip() for c in line.strip("|").split(" | ")] for line in lines]


def test_the_page_has_every_game_and_pair_in_one_table_that_parses(tiny_page):
    text = tiny_page.read_text()
    table = table_lines(text)
    assert table[0] == list(COLUMNS)
    assert set(table[1]) == {"---"}
    body = table[2:]
    assert all(len(cells) == len(COLUMNS) for cells in body)
    assert [(c[0], c[2]) for c in body] == [(g, p) for g in ALL_GAMES for p in LADDER_PAIRS]
    rows = parse_rows(text)
    assert [(r.game, r.pair) for r in rows] == [(g, p) for g in ALL_GAMES for p in LADDER_PAIRS]
    for row, cells in zip(rows, body, strict=True):
        assert row.rounds >= 2 and row.ci95 >= 0
        assert cells[3] == f"{row.mean_diff:+.3f} ± {row.ci95:.3f}"
        first, second = row.pair.split("-")
        assert row.times.startswith(f"{first} ") and f"; {second} " in row.times
        assert row.command == (
            f"cardtable simulate {row.game} --players {row.players} --games {quick_games(row.game)} --seed 5 "
            f"--levels {first},{second}"
        )
        assert row.measured.startswith("2026-01-02, ")
    # The page says what the reader must know to trust and repeat a figure.
    for words in ("wall-clock seconds", "counted", "`--seed`", "95%"):
        assert words in text
    assert render_page(rows) == text  # rendering the parsed rows gives the page back


def test_a_rows_command_prints_that_rows_figures_again(tiny_page, capsys):
    (row,) = [r for r in parse_rows(tiny_page.read_text()) if (r.game, r.pair) == ("bugger-bridge", "easy-random")]
    argv = shlex.split(row.command)
    assert argv[0] == "cardtable"
    assert main([*argv[1:], "--json"]) == 0
    paired = json.loads(capsys.readouterr().out)["paired"][row.pair]
    assert (paired["mean_diff"], paired["ci95"], paired["rounds"]) == (row.mean_diff, row.ci95, row.rounds)
    # With --ladder the same command rewrites its own row with the same figures, and only it.
    copy = tiny_page.parent / "copy.txt"
    copy.write_text(tiny_page.read_text())
    assert main([*argv[1:], "--ladder", str(copy)]) == 0
    before, after = parse_rows(tiny_page.read_text()), parse_rows(copy.read_text())
    changed = [(a, b) for a, b in zip(before, after, strict=True) if a != b]
    assert all(a.identity == row.identity for a, _ in changed)
    (rewritten,) = [r for r in after if r.identity == row.identity]
    assert (rewritten.mean_diff, rewritten.ci95, rewritten.rounds, rewritten.command) == (
        row.mean_diff, row.ci95, row.rounds, row.command)


def test_simulate_ladder_adds_rows_keeps_notes_and_prints_as_before(tmp_path, capsys):
    page = tmp_path / "page.txt"
    args = ["simulate", "bleeding-hearts", "--games", "2", "--seed", "3", "--levels", "easy,random"]
    assert main([*args, "--json"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert main([*args, "--json", "--ladder", str(page)]) == 0
    out, err = capsys.readouterr()
    with_page = json.loads(out)
    for result in (plain, with_page):
        del result["seconds"], result["games_per_s"]
        for figures in result["levels"].values():
            del figures["latency_p50_s"], figures["latency_p95_s"]
    assert with_page == plain and err == ""
    (row,) = parse_rows(page.read_text())
    assert (row.game, row.players, row.pair, row.rounds) == ("bleeding-hearts", 3, "easy-random",
                                                             plain["paired"]["easy-random"]["rounds"])
    # The page's own text above and below the table survives a rewrite; another pair adds a
    # row in ladder order.
    table = page.read_text()[page.read_text().index("| game |") :]
    page.write_text("# Our ladder\n\nSee below.\n\n" + table + "\nRun on a quiet evening.\n")
    assert main(["simulate", "bleeding-hearts", "--games", "2", "--levels", "normal,easy", "--ladder", str(page)]) == 0
    capsys.readouterr()
    text = page.read_text()
    assert [r.pair for r in parse_rows(text)] == ["normal-easy", "easy-random"]
    assert text.startswith("# Our ladder\n\nSee below.\n\n| game |") and text.endswith("\nRun on a quiet evening.\n")


def test_a_page_that_cannot_be_written_fails_before_the_run(tmp_path, capsys):
    code = main(["simulate", "bugami", "--games", "50", "--levels", "hard,normal",
                 "--ladder", str(tmp_path / "missing" / "page.txt")])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.startswith("cardtable: no folder") and len(err.splitlines()) == 1
    broken = tmp_path / "broken.txt"
    broken.write_text(render_page([]) + "| bugami | 3 | hard-normal | lots | 4 | - | - | `x` |\n")
    code = main(["simulate", "bugami", "--games", "50", "--levels", "hard,normal", "--ladder", str(broken)])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "not a difference" in err


def test_the_docs_ladder_page_parses_and_covers_every_game_and_pair():
    rows = parse_rows((ROOT / "docs/LADDER.md").read_text())
    assert {(r.game, r.pair) for r in rows} >= {(g, p) for g in ALL_GAMES for p in LADDER_PAIRS}
    for row in rows:
        assert row.command.startswith(f"cardtable simulate {row.game} --players {row.players} ")
