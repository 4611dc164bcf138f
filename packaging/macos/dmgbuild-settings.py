"""dmgbuild settings of the macOS disk image: the app beside a link to /Applications.

    dmgbuild -s packaging/macos/dmgbuild-settings.py -D app=dist/cardtable.app \\
        cardtable dist/cardtable-VERSION.dmg

dmgbuild runs this file with ``defines`` (the -D values) in its namespace; every other
top-level name here is a setting it reads. The .app comes from PyInstaller
(packaging/cardtable.spec, built on macOS).
"""

# ruff: noqa: F821
import os.path

application = defines.get("app", "dist/cardtable.app")
appname = os.path.basename(application)

# ULFO (LZFSE) is smaller than zlib's UDZO and opens on every macOS PySide6 6.7+ supports.
format = defines.get("format", "ULFO")
size = None  # computed from the contents
filesystem = "HFS+"

files = [application]
symlinks = {"Applications": "/Applications"}
# The volume's own icon in Finder: the app's.
icon = os.path.join(application, "Contents", "Resources", "cardtable.icns")
if not os.path.exists(icon):
    icon = None

# The window people see on opening the image: drag the app onto Applications.
background = "builtin-arrow"
window_rect = ((200, 120), (640, 320))
default_view = "icon-view"
show_status_bar = False
show_tab_view = False
show_toolbar = False
show_pathbar = False
show_sidebar = False
icon_size = 128
text_size = 13
icon_locations = {appname: (160, 150), "Applications": (480, 150)}
