"""The frozen app's entry script: the same ``cardtable`` command as the installed console script.

PyInstaller needs a script, not an entry point. ``cardtable.tools.cli.main`` calls
``multiprocessing.freeze_support()`` first, so the computer players' spawn worker (which
re-runs this executable) turns into a worker there instead of opening a second window.
"""

import sys

from cardtable.tools.cli import main

if __name__ == "__main__":
    sys.exit(main())
