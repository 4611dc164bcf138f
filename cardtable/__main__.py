"""``python -m cardtable`` is the ``cardtable`` command (docs/CLI.md), for a checkout or an
environment whose scripts folder is not on the path. The guard matters: a computer players'
worker process (spawned) imports this module again under another name, and must not start
a second app."""

import sys

from .tools.cli import main

if __name__ == "__main__":
    sys.exit(main())
