"""pytest at the top of the repository: which of the package's modules are searched for
docstring examples (pyproject.toml's testpaths take in cardtable/), and the Hypothesis
settings every property test runs under.

Only the package's modules that hold an example are: one without ``>>>`` in its text has
none for doctest to find, and importing and searching the other hundred and forty cost every
test worker about half a second of its start. The test files are not searched either (pytest's
``--doctest-modules`` would search them all again, about half a second more in every worker):
none holds an example, and ``tests/test_docs.py`` checks both. The shared test helpers are in
tests/conftest.py.

On a fresh checkout, the caches every test process fills alike are filled once before they
start (:func:`warm_cold_caches`).

Property tests draw their examples from a seed made from the test itself (Hypothesis's
``derandomize``), not from a fresh random one each run: a run of the suite then checks
the same examples every time, so CI cannot fail on an example that no earlier run met
and no later run may meet again. To look for new examples by hand, name another profile:
``HYPOTHESIS_PROFILE=explore pytest tests/test_properties.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent
PACKAGE = ROOT / "cardtable"
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


def pytest_configure(config: pytest.Config) -> None:
    """Before test processes start (``-n``), fill the caches they would each fill alike."""
    if getattr(config, "workerinput", None) is None and config.getoption("numprocesses", None):
        warm_cold_caches(config)


def warm_cold_caches(config: pytest.Config) -> None:
    """On a fresh checkout (CI's clean clone), each test process would rewrite every test
    module's asserts, compile the package and let Hypothesis read the package's constants, all
    at the same moment and each for itself: about 6 s of CPU per process, cached for the next
    run. A collection of the test files, split between as many processes as there are cores,
    fills those caches once before the test processes start. Once they are filled (every run
    after the first) nothing is started. A speed-up only: if it fails, the test processes
    fill the caches themselves as before."""
    if config.getoption("assertmode") != "rewrite" or sys.dont_write_bytecode:
        return  # nothing would be cached (PYTHONDONTWRITEBYTECODE): the warm-up would run every time
    try:
        from _pytest.assertion.rewrite import PYC_TAIL, get_cache_dir
    except ImportError:
        return
    tests = sorted((ROOT / "tests").glob("test_*.py"))
    cold = [t for t in tests if not (get_cache_dir(t) / (t.stem + PYC_TAIL)).exists()]
    if not cold:
        return
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    # Rewriting costs about what a file weighs; Hypothesis reads the package's constants once,
    # in the first process (about half an average share), so that one gets fewer files.
    sizes = {t: t.stat().st_size for t in cold}
    loads = [sum(sizes.values()) / (2 * cores), *([0.0] * (cores - 1))]
    slices: list[list[Path]] = [[] for _ in range(cores)]
    for t in sorted(cold, key=sizes.__getitem__, reverse=True):
        k = loads.index(min(loads))
        slices[k].append(t)
        loads[k] += sizes[t]
    command = [sys.executable, "-m", "pytest", "-q", "--collect-only", "-p", "no:xdist", "-p", "no:cacheprovider"]
    runs = [subprocess.Popen([*command, *(["-p", "no:hypothesispytest"] if k else []), *map(str, part)],
                             cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for k, part in enumerate(slices) if part]
    for run in runs:
        run.wait()
