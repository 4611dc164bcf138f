"""The examples in the engine's docstrings run as part of the suite, so they cannot go stale."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import cardtable.engine

MODULES = sorted(m.name for m in pkgutil.walk_packages(cardtable.engine.__path__, "cardtable.engine."))


def _examples(name: str) -> int:
    finder = doctest.DocTestFinder()
    return sum(len(t.examples) for t in finder.find(importlib.import_module(name)))


def test_the_engine_has_examples_to_run():
    with_examples = [m for m in MODULES if _examples(m)]
    assert "cardtable.engine.cards" in with_examples and len(with_examples) >= 5


@pytest.mark.parametrize("name", [m for m in MODULES if _examples(m)])
def test_docstring_examples_hold(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} failed"
