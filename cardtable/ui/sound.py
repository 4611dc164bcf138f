"""The table's sounds — a deal, a card played, a trick won, a round over — made by this
module from tones and noise (no recorded samples), and played only when the player turns
sound on (View ▸ Sound, remembered; off by default).

The sounds are written as WAV bytes with the standard library (``wave``), so they are the
same on every system. Playing them is the part that depends on the system: PySide6's
QtMultimedia when it is installed (it is not part of PySide6-Essentials, our dependency),
``winsound`` on Windows, or a system player (``pw-play``, ``paplay``, ``aplay``, ``afplay``)
started in the background elsewhere. With none of those, or no audio device (CI), the
table is silent and nothing fails.
"""

from __future__ import annotations

import io
import math
import random
import shutil
import struct
import sys
import tempfile
import wave
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QProcess

RATE = 22050
# The sounds the table makes, by the moment they belong to.
SOUNDS = ("deal", "play", "trick", "round")
# QSettings key of the View ▸ Sound toggle.
SOUND_KEY = "table/sound"
PLAYERS = ("pw-play", "paplay", "aplay", "afplay")


def _tone(freq: float, ms: int, volume: float = 0.45, decay: float = 6.0) -> list[float]:
    """A sine note with a soft attack and an exponential fade (a struck, bell-like tone)."""
    n = int(RATE * ms / 1000)
    attack = max(1, int(RATE * 0.004))
    return [volume * min(1.0, i / attack) * math.exp(-decay * i / n) * (
        math.sin(2 * math.pi * freq * i / RATE) + 0.25 * math.sin(4 * math.pi * freq * i / RATE))
        for i in range(n)]


def _swish(ms: int, volume: float, seed: int, smooth: float = 0.35) -> list[float]:
    """Noise shaped like a card sliding on cloth: smoothed (low-passed), rising then fading."""
    rng = random.Random(seed)
    n = int(RATE * ms / 1000)
    out, last = [], 0.0
    for i in range(n):
        last += smooth * (rng.uniform(-1.0, 1.0) - last)
        t = i / n
        out.append(volume * last * math.sin(math.pi * t) ** 0.6 * (1.0 - t * 0.5))
    return out


def _mix(*parts: tuple[int, list[float]]) -> list[float]:
    """Lay ``(start ms, samples)`` parts over one another."""
    length = max(int(RATE * start / 1000) + len(samples) for start, samples in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = int(RATE * start / 1000)
        for i, v in enumerate(samples):
            out[offset + i] += v
    return out


def samples(name: str) -> list[float]:
    """The samples (−1…1) of sound ``name``, one of :data:`SOUNDS`."""
    if name == "deal":
        return _mix(*((k * 55, _swish(70, 0.5, seed=k)) for k in range(4)))
    if name == "play":
        return _mix((0, _swish(60, 0.55, seed=11, smooth=0.6)), (25, _tone(180, 70, 0.35, decay=9.0)))
    if name == "trick":
        return _mix((0, _swish(90, 0.35, seed=7)), (40, _tone(660, 160, 0.3)), (120, _tone(880, 220, 0.3)))
    if name == "round":
        return _mix((0, _tone(523.25, 260, 0.3)), (140, _tone(659.25, 260, 0.3)), (280, _tone(783.99, 420, 0.32)))
    raise ValueError(f"no sound named {name!r}")


def wav_bytes(name: str) -> bytes:
    """Sound ``name`` as a complete 16-bit mono WAV file."""
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32000)) for v in samples(name))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


Backend = Callable[[str], None]


def _qt_backend(folder: Path, parent: QObject) -> Backend | None:
    try:
        from PySide6.QtCore import QUrl
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect  # type: ignore[import-not-found]
    except ImportError:
        return None
    if not QMediaDevices.audioOutputs():
        return None
    effects = {}
    for name in SOUNDS:
        effect = QSoundEffect(parent)
        effect.setSource(QUrl.fromLocalFile(str(folder / f"{name}.wav")))
        effects[name] = effect
    return lambda name: effects[name].play()


def _windows_backend(folder: Path) -> Backend | None:
    if sys.platform != "win32":
        return None
    import winsound  # type: ignore[import-not-found,unused-ignore]

    # From files: winsound cannot play from memory without blocking the table.
    flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT  # type: ignore[attr-defined,unused-ignore]
    return lambda name: winsound.PlaySound(str(folder / f"{name}.wav"), flags)  # type: ignore[attr-defined,unused-ignore]


def _process_backend(folder: Path) -> Backend | None:
    player = next((p for p in PLAYERS if shutil.which(p)), None)
    if player is None:
        return None
    quiet = ["-q"] if player == "aplay" else []

    def play(name: str) -> None:
        QProcess.startDetached(player, [*quiet, str(folder / f"{name}.wav")])

    return play


class Sounds(QObject):
    """The table's sound player. ``enabled`` is the View ▸ Sound toggle; the way of playing
    is found the first time a sound is wanted (nothing is probed while sound is off)."""

    def __init__(self, enabled: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self.backend: Backend | None = None
        self._looked = False
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        self.played: list[str] = []  # what was asked for while enabled, newest last (tests, speech)

    def _find_backend(self) -> Backend | None:
        self._folder = tempfile.TemporaryDirectory(prefix="cardtable-sounds-")
        folder = Path(self._folder.name)
        for name in SOUNDS:
            (folder / f"{name}.wav").write_bytes(wav_bytes(name))
        return _qt_backend(folder, self) or _windows_backend(folder) or _process_backend(folder)

    def play(self, name: str) -> None:
        """Play sound ``name`` if sound is on; silently nothing if the system cannot."""
        if not self.enabled:
            return
        self.played.append(name)
        del self.played[:-20]
        if self.backend is None and not self._looked:
            self._looked = True
            try:
                self.backend = self._find_backend()
            except OSError:
                self.backend = None
        if self.backend is not None:
            try:
                self.backend(name)
            except OSError:
                self.backend = None  # the device went away: stay silent
