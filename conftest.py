"""pytest at the top of the repository: which of the package's modules are searched for
docstring examples (pyproject.toml's testpaths take in cardtable/), and the Hypothesis
settings every property test runs under.

Only the package's modules that hold an example are: one without ``>>>`` in its text has
none for doctest to find, and importing and searching the other hundred and forty cost every
test worker about half a second of its start. The test files are not searched either (pytest's
``--doctest-modules`` would search them all again, about half a second more in every worker):
none holds an example, and ``tests/test_docs.py`` checks both. The shared test helpers are in
tests/conftest.py.

Property tests draw their examples from a seed made from the test itself (Hypothesis's
``derandomize``), not from a fresh random one each run: a run of the suite then checks
the same examples every time, so CI cannot fail on an example that no earlier run met
and no later run may meet again. To look for new examples by hand, name another profile:
``HYPOTHESIS_PROFILE=explore pytest tests/test_properties.py``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent / "cardtable"
#: The Hypothesis profile the suite runs under unless ``HYPOTHESIS_PROFILE`` names another.
DEFAULT_PROFILE = "derandomized"


def pytest_ignore_collect(collection_path: Path, config) -> bool | None:
    if collection_path.suffix == ".py" and collection_path.is_relative_to(PACKAGE):
        return ">>>" not in collection_path.read_text(encoding="utf-8")
    return None


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    """A package module that is not ignored above holds examples: its doctests are collected."""
    if file_path.suffix == ".py" and file_path.is_relative_to(PACKAGE):
        from _pytest.doctest import DoctestModule

        return DoctestModule.from_parent(parent, path=file_path)
    return None


def pytest_collectstart(collector: pytest.Collector) -> None:
    """Load the Hypothesis profile before the first test module that uses Hypothesis is
    imported: a test's ``@settings(...)`` takes what it leaves unsaid from the profile loaded
    when it is made. Importing Hypothesis costs a quarter of a second, which a run of test
    files that never use it should not pay."""
    if isinstance(collector, pytest.Module) and "hypothesis" in collector.path.read_text(encoding="utf-8"):
        load_hypothesis_profile()


_profile_loaded = False


def load_hypothesis_profile() -> None:
    global _profile_loaded
    if _profile_loaded:
        return
    from hypothesis import settings

    settings.register_profile(DEFAULT_PROFILE, derandomize=True)
    settings.register_profile("explore", derandomize=False)
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", DEFAULT_PROFILE))
    _profile_loaded = True
