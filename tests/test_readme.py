"""The README's scripting examples run and print what they say."""

import re
from pathlib import Path

import pytest

from cardtable.engine import IllegalAction

README = (Path(__file__).resolve().parent.parent / "README.md").read_text()


def python_blocks():
    return re.findall(r"```python\n(.*?)```", README, re.S)


def test_readme_has_the_two_commands():
    assert "make run" in README and "make test" in README


def test_round_example(capsys):
    first = python_blocks()[0]
    body, last = first.rsplit("\n", 2)[0], first.rsplit("\n", 2)[1]
    exec(compile(body, "README", "exec"), {})
    assert capsys.readouterr().out.splitlines() == ["over", "[Card('AS')]", "[0, 0, 1, 0] [0, 10, 11, 10]"]
    with pytest.raises(IllegalAction, match="after the round's last trick"):
        exec(compile(body.replace("print(", "(") + "\n" + last, "README", "exec"), {})


def test_match_example():
    scope: dict = {}
    exec(compile(python_blocks()[1], "README", "exec"), scope)
    assert scope["same"].to_record() == scope["record"]
    assert scope["record"]["rounds"][0]["bids"].count(0) == 1
