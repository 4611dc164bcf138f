"""The wall clock the computer players budget their thinking by.

Players take a clock as a parameter (tests pass a counting clock, so that a decision
depends on the view and the random numbers only); this is the default. It lives outside
``cardtable.engine`` and ``cardtable.ai``, which stay free of time and I/O.
"""

from time import perf_counter

__all__ = ["perf_counter"]
