#!/usr/bin/env bash
# Install-and-smoke test of the .deb, without changing the system: unpack it into a
# scratch folder (dpkg -x), then run the installed program headless.
#
#   packaging/linux/test-deb.sh [PACKAGE.deb]      (default: the newest dist/cardtable_*.deb)
#
# Passes (exit 0) only if
#   - every package in its Depends is installed here (else it names the missing ones),
#   - the bundle's selfcheck solves a deal with endplay's DDS library and reads the resources,
#   - `cardtable play bugger-bridge --players 4 --smoke` and `cardtable play minibridge
#     --level hard --smoke` each print "smoke: ..." and exit 0: a whole round with computer
#     players, who think in the multiprocessing spawn worker (the frozen executable started
#     again), and simulate runs every level of two more games,
#   - the desktop entry and the AppStream metainfo validate, where the tools are installed.
# The unpacked tree is the installed layout, entered through usr/bin/cardtable as a user would.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
deb=${1:-$(ls -t "$root"/dist/cardtable_*.deb 2>/dev/null | head -n1)}
[ -f "$deb" ] || { echo "test-deb: no package (run make deb first)" >&2; exit 1; }
deb=$(realpath "$deb")

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
dpkg-deb -x "$deb" "$scratch"
echo "test-deb: unpacked $(basename "$deb") into $scratch"

missing=()
for dep in $(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed 's/(.*)//; s/|.*//; s/ //g'); do
    dpkg-query -W -f='${Status}' "$dep" 2>/dev/null | grep -q 'ok installed' || missing+=("$dep")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "test-deb: FAIL: dependencies not installed here: ${missing[*]}" >&2
    echo "  (apt-get install ${missing[*]})" >&2
    exit 1
fi

# /usr/bin/cardtable is an absolute link to /opt/cardtable/cardtable, which exists only on
# a machine with the package installed: inside the scratch tree, follow it by hand.
link=$(readlink "$scratch/usr/bin/cardtable")
[ "$link" = /opt/cardtable/cardtable ] || { echo "test-deb: FAIL: usr/bin/cardtable -> $link" >&2; exit 1; }
app=$scratch$link
[ -x "$app" ] || { echo "test-deb: FAIL: $app is not executable" >&2; exit 1; }

# A clean environment: no Python of ours on any path, a fresh home for settings and caches.
home=$scratch/home
mkdir -p "$home"
selfcheck=
# Each run gets its own session (setsid), so whatever it leaves behind — the worker process
# of a run that hung and was timed out — is ended with it, by process group.
run() {
    setsid timeout 120 env -i HOME="$home" PATH=/usr/bin:/bin LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
        XDG_RUNTIME_DIR="$home" ${selfcheck:+CARDTABLE_SELFCHECK=1} "$app" "$@" >"$scratch/out" 2>&1 &
    local leader=$! rc=0
    wait "$leader" || rc=$?
    kill -- "-$leader" 2>/dev/null || true
    return $rc
}

status=0
check() {
    local want=$1; shift
    local out rc=0
    run "$@" || rc=$?
    out=$(cat "$scratch/out")
    if [ $rc -eq 0 ] && grep -q "^$want" <<<"$out"; then
        echo "test-deb: ok: cardtable $* -> $(grep "^$want" <<<"$out" | head -n1)"
    else
        echo "test-deb: FAIL: cardtable $* (exit $rc):" >&2
        sed 's/^/  | /' <<<"$out" | tail -n 20 >&2
        status=1
    fi
}

check "cardtable " --version
selfcheck=1 check "selfcheck: dds ok"
selfcheck=
check "smoke:" play bugger-bridge --players 4 --smoke
# The hard level's players are imported by name (importlib) inside the worker process, and
# in Minibridge they solve with DDS there: the frozen bundle must hold all of it.
check "smoke:" play minibridge --level hard --smoke
# Every level of two more games, in one process (simulate does not use the worker).
check "bugami:" simulate bugami --games 1 --levels random,easy,normal,hard
check "bleeding-hearts:" simulate bleeding-hearts --games 1 --levels random,easy,normal,hard

if command -v desktop-file-validate >/dev/null; then
    if desktop-file-validate "$scratch"/usr/share/applications/*.desktop; then
        echo "test-deb: ok: desktop entry"
    else
        echo "test-deb: FAIL: desktop entry" >&2; status=1
    fi
fi
if command -v appstreamcli >/dev/null; then
    if appstreamcli validate --no-net "$scratch"/usr/share/metainfo/*.metainfo.xml >/dev/null; then
        echo "test-deb: ok: metainfo"
    else
        echo "test-deb: FAIL: metainfo" >&2; status=1
    fi
fi

if [ $status -eq 0 ]; then echo "test-deb: PASS"; else echo "test-deb: FAILED" >&2; fi
exit $status
