"""Settings read key by key: every junk value in the settings file falls back to that key's
default and the app opens, plays and shows its dialogs (the 24 junk files of issue 17)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QSettings

from cardtable.storage import settings as checked
from cardtable.ui.main_window import MainWindow

NESTED = "[" * 100_000
JUNK = {
    "speed=fast": "[table]\nspeed=fast\n",
    "speed empty": "[table]\nspeed=\n",
    "speed list": "[table]\nspeed=1, 2, 3\n",
    "speed nan": "[table]\nspeed=nan\n",
    "speed inf": "[table]\nspeed=inf\n",
    "speed negative": "[table]\nspeed=-3\n",
    "speed huge": "[table]\nspeed=1e308\n",
    "scale big": "[cards]\nscale=big\n",
    "scale 1000000": "[cards]\nscale=1000000\n",
    "scale zero": "[cards]\nscale=0\n",
    "scale nan": "[cards]\nscale=nan\n",
    "geometry garbage": "[window]\ngeometry=garbage\n",
    "geometry bytes": "[window]\ngeometry=@ByteArray(garbage)\nstate=@ByteArray(\\0\\0\\0)\n",
    "state list": "[window]\nstate=1, 2\n",
    "four colour junk": "[cards]\nfour_colour=perhaps\nhigh_contrast=1, 2\n",
    "back junk": "[cards]\nback=@Variant(\\0\\0\\0\\x7f\\0\\0\\0)\n",
    "kde path NUL": "[cards]\nkde_svg=/tmp/\\0deck.svg\n",
    "kde path long": "[cards]\nkde_svg=" + "x" * 70_000 + "\n",
    "names nested": f"[new_game]\nnames={NESTED}\n",
    "levels nested": f"[new_game]\nlevels={NESTED}\n",
    "options junk": '[new_game]\noptions="{\\"bugami\\": {\\"target\\": \\"lots\\"}, \\"x\\": 1}"\n',
    "players junk": '[new_game]\nplayers="{\\"bugami\\": 99, \\"minibridge\\": -1}"\n',
    "binary noise": "\x01\x02[\x7f]\n=\n[table\nspeed\n",
    "huge names": "[new_game]\nnames=" + '"[\\"' + "A" * 200_000 + '\\"]"' + "\n",
}


def test_there_are_the_24_junk_files():
    assert len(JUNK) == 24


@pytest.mark.parametrize("name", list(JUNK))
def test_junk_settings_fall_back_key_by_key_and_the_app_works(qtbot, tmp_path, name):
    from cardtable.ui.new_game import NewGameDialog

    path = tmp_path / "cardtable.conf"
    path.write_bytes(JUNK[name].encode("utf-8", "surrogateescape"))
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    w.show()
    speed = w.animator.speed
    assert math.isfinite(speed) and 0 <= speed <= 10
    assert 0.5 <= w.scene.card_scale <= 2
    if "speed" in name:
        assert speed == 1.0
    if "scale" in name:
        assert w.scene.card_scale == 1.0
    if settings.status() == QSettings.Status.FormatError:  # told, and the file kept as it was
        assert "is damaged" in w.banner.text and path.with_name(path.name + ".damaged-1").exists()
    dialog = NewGameDialog(w, settings=settings)  # Game ▸ New opens
    qtbot.addWidget(dialog)
    assert all(len(row.name.text()) <= 40 for row in dialog.seats)
    dialog.close()
    w.close()


@pytest.mark.parametrize(("raw", "value"), [
    ("2", 2.0), ("0", 0.0), (0.6, 0.6), ("fast", 1.0), ("", 1.0), (["1", "2"], 1.0), ("nan", 1.0),
    ("-1", 1.0), (True, 1.0), (None, 1.0),
])
def test_speed_is_checked(raw, value):
    assert checked.checked(raw, checked.SETTINGS["table/speed"]) == value


def test_a_bad_key_spoils_no_other_key(tmp_path):
    path = tmp_path / "c.conf"
    path.write_text("[table]\nspeed=fast\n[cards]\nscale=1.2\nfour_colour=true\n")
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    assert checked.read(settings, "table/speed") == 1.0
    assert checked.read(settings, "cards/scale") == 1.2
    assert checked.read(settings, "cards/four_colour") is True
    assert checked.read_json(settings, "new_game/names", ["x"]) == ["x"]


def test_a_setting_not_usable_is_told_in_the_banner_and_a_damaged_file_kept(qtbot, tmp_path):
    """Nonsense values fall back to their defaults and the player is told which (not only a
    log line); a file Qt cannot parse is used as far as it reads and kept as it was beside."""
    path = tmp_path / "cardtable.conf"
    path.write_text("[table]\nspeed=fast\n[cards]\nscale=1000000\n")
    w = MainWindow(settings=QSettings(str(path), QSettings.Format.IniFormat), autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    assert "table/speed ('fast')" in w.banner.text and "cards/scale ('1000000')" in w.banner.text
    assert w.animator.speed == 1.0 and w.scene.card_scale == 1.0
    broken = tmp_path / "broken.conf"
    broken.write_text("[table]\nspeed=2\n[cards\n")
    w2 = MainWindow(settings=QSettings(str(broken), QSettings.Format.IniFormat), autosave_path=None,
                    offer_resume=False)
    qtbot.addWidget(w2)
    kept = tmp_path / "broken.conf.damaged-1"
    assert "is damaged" in w2.banner.text and str(kept) in w2.banner.text
    assert kept.read_text() == broken.read_text() and w2.animator.speed == 2.0


def test_a_settings_file_of_binary_bytes_is_kept_aside_and_not_written_back(qtbot, tmp_path):
    """Qt reads random bytes as keys without reporting an error: the file was silently
    rewritten with the garbage as keys, and nobody was told."""
    import random

    path = tmp_path / "cardtable.conf"
    noise = random.Random(5).randbytes(4000)
    path.write_bytes(noise)
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    assert "is not a settings file" in w.banner.text
    assert path.with_name(path.name + ".damaged-1").read_bytes() == noise
    settings.sync()
    assert b"\0" not in path.read_bytes()
    assert all(k.startswith(("window/", "table/", "cards/", "new_game/")) for k in settings.allKeys())


def test_a_settings_path_that_is_a_folder_is_said(qtbot, tmp_path):
    folder = tmp_path / "cardtable.conf"
    folder.mkdir()
    w = MainWindow(settings=QSettings(str(folder), QSettings.Format.IniFormat), autosave_path=None,
                   offer_resume=False)
    qtbot.addWidget(w)
    assert "is a folder" in w.banner.text


def test_text_is_told_from_binary(tmp_path):
    text = tmp_path / "t.conf"
    text.write_text("[table]\nspeed=2\n[new_game]\nnames=Zoë, 李\n", encoding="utf-8")
    binary = tmp_path / "b.conf"
    binary.write_bytes(b"[table]\nspeed=\xff\xfe2\n")
    assert not checked.not_text(str(text)) and checked.not_text(str(binary))
    assert not checked.not_text(str(tmp_path / "missing.conf"))
