#!/usr/bin/env bash
# Build the Linux package dist/cardtable_VERSION_ARCH.deb from the frozen app.
#
#   packaging/linux/build-deb.sh [FROZEN_DIR] [OUT_DIR]
#
# FROZEN_DIR (default dist/cardtable) is PyInstaller's output of packaging/cardtable.spec;
# the icons come from packaging/icon/make_icons.py (packaging/icon/build). `make deb` runs
# all three. Needs the tools in packaging/linux/build-deps.txt; nothing is run as root:
# dpkg-deb --root-owner-group makes every file root's inside the package.
#
# The package: the app in /opt/cardtable (a self-contained bundle, so it never mixes with
# the distribution's Python), /usr/bin/cardtable, a desktop entry, hicolor icons, AppStream
# metainfo, a man page, copyright and changelog. Its Depends are computed by dpkg-shlibdeps
# from the bundle's ELF files, so they name exactly the system libraries (X11/xcb, GL,
# fontconfig, dbus, glib ...) that the build machine's libraries were linked against, under
# that distribution's package names.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
frozen=$(realpath "${1:-$root/dist/cardtable}")
out=$(realpath -m "${2:-$root/dist}")
icons=$root/packaging/icon/build
appid=io.github.cardtable.CardTable
maintainer=${DEB_MAINTAINER:-The cardtable developers <cardtable@users.noreply.github.com>}

version=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$root/cardtable/__init__.py")
arch=$(dpkg --print-architecture)
# Dates from the last commit, so two builds of one commit give the same package.
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH=$epoch
day=$(date -u -d "@$epoch" +%Y-%m-%d)

missing=()
for pkg in $(grep -v '^#' "$here/build-deps.txt"); do
    [ "$pkg" = lintian ] && continue  # used by `make deb` after this script, not here
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'ok installed' || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "build-deb: not installed: ${missing[*]} (make deb-deps installs them)" >&2
    exit 1
fi
[ -x "$frozen/cardtable" ] || { echo "no frozen app at $frozen (run pyinstaller packaging/cardtable.spec)" >&2; exit 1; }
[ -f "$icons/cardtable-256.png" ] || { echo "no icons in $icons (run packaging/icon/make_icons.py)" >&2; exit 1; }

stage=$root/build/deb/cardtable
rm -rf "$stage"
mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
    "$stage/usr/share/metainfo" "$stage/usr/share/doc/cardtable" "$stage/usr/share/man/man6" \
    "$stage/usr/share/lintian/overrides"
cp -a "$frozen" "$stage/opt/cardtable"
app=$stage/opt/cardtable

# Strip debugging symbols from the bundle's libraries, as a distribution package does (the
# interpreter's own libpython alone shrinks from 23 to 5 MB). Not stripped: the executable,
# whose PyInstaller archive is appended after the ELF image, and the wheels' vendored
# libraries (*.libs/), which auditwheel rewrote with patchelf: strip breaks those (numpy's
# OpenBLAS then fails to load: "ELF load command address/offset not page-aligned").
find "$app/_internal" -type f -name '*.so*' ! -path '*.libs/*' -print0 |
    while IFS= read -r -d '' f; do
        if file -b "$f" | grep -q 'not stripped'; then strip --strip-unneeded "$f"; fi
    done

# Search paths the build machine's Python left in its libraries (pyenv's or the CI
# toolcache's lib folder) point nowhere on a user's machine: dropped, $ORIGIN ones kept.
find "$app/_internal" -type f -name '*.so*' -print0 |
    while IFS= read -r -d '' f; do
        rpath=$(patchelf --print-rpath "$f" 2>/dev/null) || continue
        case $rpath in /*|*:/*)
            kept=$(tr ':' '\n' <<<"$rpath" | { grep -v '^/' || true; } | paste -sd: -)
            if [ -n "$kept" ]; then patchelf --set-rpath "$kept" "$f"; else patchelf --remove-rpath "$f"; fi ;;
        esac
    done

# Modes as Debian expects: directories and programs 0755, everything else (shared
# libraries included) 0644.
find "$stage" -type d -exec chmod 0755 {} +
find "$stage" -type f -exec chmod 0644 {} +
chmod 0755 "$app/cardtable"

# Absolute link: it crosses top-level folders (Policy 10.5). PyInstaller's bootloader finds
# its _internal folder from the link's target, so the symlink starts it like the real path.
ln -s /opt/cardtable/cardtable "$stage/usr/bin/cardtable"

install -m 0644 "$here/$appid.desktop" "$stage/usr/share/applications/$appid.desktop"
install -D -m 0644 "$here/cardtable-mime.xml" "$stage/usr/share/mime/packages/cardtable.xml"
sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$day/" "$here/$appid.metainfo.xml" \
    > "$stage/usr/share/metainfo/$appid.metainfo.xml"
for size in 16 22 24 32 48 64 128 256 512; do
    install -D -m 0644 "$icons/cardtable-$size.png" "$stage/usr/share/icons/hicolor/${size}x$size/apps/cardtable.png"
done
install -D -m 0644 "$root/packaging/icon/cardtable.svg" "$stage/usr/share/icons/hicolor/scalable/apps/cardtable.svg"

sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$day/" "$here/cardtable.6" | gzip -9n > "$stage/usr/share/man/man6/cardtable.6.gz"
install -m 0644 "$here/copyright" "$stage/usr/share/doc/cardtable/copyright"
sed -e "s/@VERSION@/$version/" -e "s/@RFC2822DATE@/$(date -u -R -d "@$epoch")/" \
    -e "s/^ -- .*  /$(printf ' -- %s  ' "$maintainer" | sed 's/[\/&]/\\&/g')/" "$here/changelog" |
    gzip -9n > "$stage/usr/share/doc/cardtable/changelog.gz"
install -m 0644 "$here/lintian-overrides" "$stage/usr/share/lintian/overrides/cardtable"

# Depends: dpkg-shlibdeps reads the ELF files and maps each system library they need to
# its package. Libraries found inside the bundle are the package's own (-l tells it where
# they are). Left out of the scan: the GTK platform theme, which Qt loads only on desktops
# that have GTK 3 anyway (a GNOME session) and skips elsewhere — no reason to pull GTK onto
# every machine.
mapfile -d '' elves < <(find "$app" -type f \( -name '*.so*' -o -name cardtable \) ! -name 'libqgtk3.so' -print0)
libdirs=()
while IFS= read -r d; do libdirs+=("-l$d"); done < <(find "$app" -type f -name '*.so*' -printf '%h\n' | sort -u)
shlib_tmp=$root/build/deb/shlibdeps
rm -rf "$shlib_tmp" && mkdir -p "$shlib_tmp/debian" && touch "$shlib_tmp/debian/control"
depends=$(cd "$shlib_tmp" && dpkg-shlibdeps -O --ignore-missing-info --warnings=0 "${libdirs[@]}" "${elves[@]}" |
    sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "dpkg-shlibdeps found no dependencies" >&2; exit 1; }

installed_kb=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat > "$stage/DEBIAN/control" <<EOF
Package: cardtable
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $installed_kb
Depends: $depends
Section: games
Priority: optional
Description: trick-taking card games against the computer
 Five trick-taking card games played offline against computer players:
 Bugger Bridge (Oh Hell), Bugami, Bleeding Hearts, Minibridge and
 Dumb-Bunny Bridge, with Minibridge deal exercises for practice.
 .
 The app is a self-contained Qt (PySide6) program in /opt/cardtable; it
 brings its own Python and does not use the system's.
EOF
(cd "$stage" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum) \
    > "$stage/DEBIAN/md5sums"
chmod 0644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

mkdir -p "$out"
deb=$out/cardtable_${version}_$arch.deb
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
echo "built $deb ($(du -h "$deb" | cut -f1), installed $((installed_kb / 1024)) MB)"
