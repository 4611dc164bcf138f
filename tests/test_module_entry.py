"""``python -m cardtable`` is the ``cardtable`` command; imported under any other name (as a
spawned worker process imports the main module) it starts nothing."""

import importlib
import subprocess
import sys

import cardtable


def test_python_dash_m_runs_the_command_line():
    done = subprocess.run([sys.executable, "-m", "cardtable", "--version"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == f"cardtable {cardtable.__version__}"
    bad = subprocess.run([sys.executable, "-m", "cardtable", "no-such-command"], capture_output=True, text=True,
                         timeout=60)
    assert bad.returncode == 2 and bad.stderr.strip()


def test_importing_the_entry_module_starts_nothing(monkeypatch):
    from cardtable.tools import cli

    monkeypatch.setattr(cli, "main", lambda *a: (_ for _ in ()).throw(AssertionError("main ran")))
    sys.modules.pop("cardtable.__main__", None)
    importlib.import_module("cardtable.__main__")
