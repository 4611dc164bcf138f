"""The headless tools: the ``cardtable`` command line, the arena behind ``simulate`` and the
``bench`` figures. They drive matches the way the app does."""
