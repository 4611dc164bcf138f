"""The command line: exact replay output, one-line errors with exit status 2, JSON shapes."""

import functools
import json
import subprocess
import sys

import pytest

from cardtable import __version__
from cardtable.tools.cli import main

from .test_record import EXAMPLE


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_replay_json_prints_exactly_the_record_md_output(tmp_path, capsys):
    path = tmp_path / "example.cardtable"
    path.write_text(json.dumps(EXAMPLE))
    code, out, err = run(capsys, "replay", str(path), "--json")
    assert code == 0 and err == ""
    assert out == (
        '{"rounds": [{"tricks": [0, 0, 1, 0], "scores": [0, 10, 11, 10]}], '
        '"totals": [0, 10, 11, 10], "finished": false, "winners": []}\n'
    )


def test_replay_text_is_a_score_sheet(vectors_dir, capsys):
    code, out, _ = run(capsys, "replay", str(vectors_dir / "bugger-bridge-0.json"))
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Bugger Bridge — 6 players")
    assert any(line.startswith("8NT") for line in lines)
    assert lines[-2].split() == ["total", "41", "21", "67", "57", "60", "50"]
    assert lines[-1] == "finished: yes; winner: P2"


@pytest.mark.parametrize("name", ["bad-0", "bad-1", "bad-2", "bad-3", "bad-4", "bad-text", "bad-binary"])
def test_bad_records_exit_2_with_one_line(vectors_dir, capsys, name):
    code, out, err = run(capsys, "replay", str(vectors_dir / f"{name}.json"))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("cardtable: ")


@pytest.mark.parametrize(
    "args",
    [
        ["simulate", "poker"],
        ["simulate", "bugger-bridge", "--players", "2"],
        ["simulate", "bugger-bridge", "--games", "0"],
        ["simulate", "bugger-bridge", "--seed", "x"],
        ["simulate", "bugger-bridge", "--levels", "genius"],
        ["simulate", "bugger-bridge", "--levels", ","],
        ["replay"],
        ["replay", "/nonexistent/file.cardtable"],
        ["frobnicate"],
        ["bench", "--fast"],
    ],
)
def test_nonsense_command_lines_exit_2_with_one_line(capsys, args):
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("cardtable: ")


def test_version(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out.strip() == f"cardtable {__version__}"


def test_simulate_json_shape(capsys):
    code, out, _ = run(capsys, "simulate", "bugger-bridge", "--players", "4", "--games", "3",
                       "--seed", "5", "--levels", "easy,random", "--json")
    assert code == 0
    data = json.loads(out)
    assert (data["game"], data["players"], data["games"], data["seed"]) == ("bugger-bridge", 4, 3, 5)
    assert set(data["levels"]) == {"easy", "random"}
    for stats in data["levels"].values():
        assert stats["rounds"] == 3 * 18 * 2  # two seats each, rotating
        assert {"seats", "mean_score_per_round", "ci95", "bid_made_rate", "latency_p50_s",
                "latency_p95_s"} <= set(stats)
        assert 0 <= stats["bid_made_rate"] <= 1


def test_simulate_repeats_exactly_with_the_same_seed(capsys):
    args = ["simulate", "bugger-bridge", "--players", "3", "--games", "2", "--seed", "9", "--json"]
    first = json.loads(run(capsys, *args)[1])
    second = json.loads(run(capsys, *args)[1])
    for data in (first, second):
        for stats in data["levels"].values():
            stats.pop("latency_p50_s"), stats.pop("latency_p95_s")
        data.pop("seconds"), data.pop("games_per_s")
    assert first == second


def test_bench_json_shape(capsys, monkeypatch):
    # The shape, not the figures: the searching players at a fiftieth of their budgets, each
    # game's engine run for 20 ms instead of 300, a short think during a deal flown four
    # times as fast (about 15 frames instead of 50), the first round of the 10-player match and
    # a history of 500 matches, not 10,000 (the real sizes cost ~20 s of CPU; `cardtable bench`
    # itself is how they are measured).
    import cardtable.ai
    from cardtable.tools import bench as tools_bench
    from cardtable.tools import history_bench
    from cardtable.ui import animator
    from cardtable.ui import bench as ui_bench

    animator_class = animator.Animator
    monkeypatch.setattr(animator, "Animator", lambda speed=1.0, parent=None: animator_class(speed * 4, parent))

    monkeypatch.setattr(cardtable.ai, "seeded_player", functools.partial(cardtable.ai.seeded_player, scale=0.02))
    engine_figures = tools_bench.engine_figures
    monkeypatch.setattr(tools_bench, "engine_figures", lambda seconds: engine_figures(min(seconds, 0.02)))
    monkeypatch.setattr(ui_bench, "frame_intervals_ms", functools.partial(ui_bench.frame_intervals_ms,
                                                                        think_seconds=0.3))
    monkeypatch.setattr(ui_bench, "rss_mb_during_ten_player_match",
                        functools.partial(ui_bench.rss_mb_during_ten_player_match, rounds=1))
    monkeypatch.setattr(history_bench, "BIG", 500)  # the history's size is the bench's figure, not the shape
    code, out, _ = run(capsys, "bench", "--quick", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["machine"]["cores"] >= 1
    assert set(data["engine"]) == {"bugger-bridge", "bugami", "bleeding-hearts", "minibridge", "dumb-bunny"}
    assert all(fig["rounds_per_s"] > 0 for fig in data["engine"].values())
    assert set(data["ai"]) == set(data["engine"])
    for levels in data["ai"].values():
        assert set(levels) == {"normal", "hard"}
        assert all(0 <= fig["p50_s"] <= fig["p95_s"] and fig["decisions"] > 0 for fig in levels.values())
    ui = data["ui"]
    assert 0 < ui["first_paint_s"] < 30
    assert 0 < ui["frame_interval_ms"]["p50"] <= ui["frame_interval_ms"]["p95"]
    assert ui["rss_mb"] > 10
    history = data["history"]
    assert history["matches"] == 500 and set(history["add_match_s"]) == {"10", "500"}
    assert all(t > 0 for t in history["add_match_s"].values())  # the shape: figures are the bench's to give
    assert history["open_statistics_s"] > 0 and history["open_history_s"] > 0


def test_console_script_runs_headless():
    proc = subprocess.run([sys.executable, "-m", "cardtable.tools.cli", "--version"], capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stdout.startswith("cardtable ")
