"""cardtable: five trick-taking card games against the computer.

The version lives here and only here; ``pyproject.toml`` reads it.
"""

__version__ = "0.1.0"
