"""Guard against Qt binding builds that crash the app.

PySide6-Essentials 6.12.0 on Python 3.11 drops a reference to ``None`` on every Qt method
that returns nothing; painting a deck makes tens of thousands of such calls and CPython
aborts ("deallocating None"). pyproject.toml keeps that build out; this test fails if a
build with the leak is ever installed again.
"""

import sys

from PySide6.QtGui import QPainterPath


def test_void_qt_calls_do_not_leak_references_to_none():
    path = QPainterPath()
    before = sys.getrefcount(None)
    for i in range(200):
        path.lineTo(i, i)
    assert sys.getrefcount(None) - before > -50
