"""pytest at the top of the repository: which of the package's modules are searched for
docstring examples (pyproject.toml runs ``--doctest-modules`` over cardtable/).

Only the modules that hold an example are: one without ``>>>`` in its text has none for
doctest to find, and importing and searching the other hundred and forty cost every test
worker about half a second of its start. The shared test helpers are in tests/conftest.py.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent / "cardtable"


def pytest_ignore_collect(collection_path: Path, config) -> bool | None:
    if collection_path.suffix == ".py" and collection_path.is_relative_to(PACKAGE):
        return ">>>" not in collection_path.read_text(encoding="utf-8")
    return None
