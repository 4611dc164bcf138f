"""The wheel ships every package and the resources; the engine stays free of Qt and I/O."""

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "cardtable").rglob("__init__.py")
    }
    assert found | {"cardtable.resources"} == listed


def test_engine_and_players_never_import_qt_or_do_io():
    forbidden = re.compile(r"^\s*(from|import)\s+(PySide6|os|pathlib|time|datetime|socket|subprocess)\b", re.M)
    for folder in ("cardtable/engine", "cardtable/ai"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text()
            assert not forbidden.search(text), path
            assert "open(" not in text, path
            assert not re.search(r"^\s*import random\s*$", text, re.M) or "random.Random" in text, path


def test_version_lives_in_one_place():
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert 'dynamic = ["version"]' in pyproject
    assert re.search(r'^__version__ = "\d+\.\d+\.\d+"$', (ROOT / "cardtable/__init__.py").read_text(), re.M)


def test_vector_copies_match_the_shared_ones_where_present():
    from .conftest import SHARED_VECTORS, VECTORS

    ours = sorted(p.name for p in VECTORS.glob("*.json"))
    assert len(ours) >= 17
    if SHARED_VECTORS.is_dir():  # beside a checkout (as in CI): the copies must be current
        for name in sorted(p.name for p in SHARED_VECTORS.glob("*.json")):
            assert (VECTORS / name).read_bytes() == (SHARED_VECTORS / name).read_bytes(), name
