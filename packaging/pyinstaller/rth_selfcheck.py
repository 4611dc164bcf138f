"""Runtime hook of the frozen app: ``CARDTABLE_SELFCHECK=1 cardtable`` checks the bundle and exits.

The app does not use endplay's double-dummy solver yet (the Minibridge exercises will), so no
command of the app proves that the DDS shared library was collected and loads. This hook
does, before the app starts: it solves one deal with DDS, reads the rules resources, and
prints ``selfcheck: ...``; exit status 0 only if all of it worked. Without the variable it
does nothing. packaging/linux/test-deb.sh runs it on the installed package.
"""

import os
import sys


def _selfcheck() -> int:
    from importlib.resources import files

    from endplay.dds import calc_dd_table
    from endplay.types import Deal, Denom, Player

    # Each hand holds one whole suit, so the answers are known: North in spades takes all 13
    # tricks; in no-trump East leads and runs the hearts, so North takes none.
    deal = Deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    table = calc_dd_table(deal)
    found = (table[Denom.spades, Player.north], table[Denom.nt, Player.north])
    if found != (13, 0):
        raise RuntimeError(f"DDS answered {found} tricks, not (13, 0)")
    resources = files("cardtable.resources")
    rules = (resources / "rules" / "bugger-bridge.html").read_text(encoding="utf-8")
    if not (resources / "icon.svg").is_file():
        raise RuntimeError("resources/icon.svg is missing")
    print(f"selfcheck: dds ok (spades by North {found[0]} tricks, no-trump {found[1]}); "
          f"rules {len(rules)} chars; icon present", flush=True)
    return 0


if os.environ.get("CARDTABLE_SELFCHECK") == "1" and not any(a.startswith("--multiprocessing") for a in sys.argv):
    try:
        code = _selfcheck()
    except Exception as exc:  # reported in one line: the test script shows it
        print(f"selfcheck: FAILED: {type(exc).__name__}: {exc}", flush=True)
        code = 1
    sys.exit(code)
