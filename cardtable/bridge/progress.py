"""The student's progress: answers right per deal and when, kept as JSON in the user's
data folder and written atomically, so that a crash never loses the file.

A deal is known by its PBN deal string (which starts with the dealer's seat), not by its
place in a set, so progress survives sets being reordered or extended and also covers
imported and generated deals. A damaged file is set aside rather than trusted or
crashed on: progress is a nicety, never a reason the practice window will not open.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import os
from pathlib import Path
from typing import Any

from ..storage.records import write_text_atomic
from .deal import Board

PROGRESS_FILE = "practice-progress.json"
VERSION = 1


def default_path() -> Path:
    from ..storage.paths import data_dir

    return data_dir() / PROGRESS_FILE


def deal_key(board: Board) -> str:
    return board.pbn_deal


class Progress:
    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.deals: dict[str, dict[str, Any]] = {}
        self._load()

    def _load(self) -> None:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return
        except (OSError, ValueError):
            self._set_aside()
            return
        deals = data.get("deals") if isinstance(data, dict) else None
        if not isinstance(deals, dict):
            self._set_aside()
            return
        self.deals = {k: v for k, v in deals.items() if isinstance(k, str) and isinstance(v, dict)}

    def _set_aside(self) -> None:
        with contextlib.suppress(OSError):
            self.path.replace(self.path.with_suffix(".damaged.json"))

    def get(self, board: Board) -> dict[str, Any] | None:
        return self.deals.get(deal_key(board))

    def record(self, board: Board, right: int, asked: int, where: str = "", today: _dt.date | None = None) -> None:
        """Remember a finished round of questions (the latest result and the best one)."""
        key = deal_key(board)
        old = self.deals.get(key, {})
        best = max(int(old.get("best", 0)) if isinstance(old.get("best"), int) else 0, right)
        self.deals[key] = {
            "where": where or old.get("where", ""),
            "board": board.number,
            "right": right,
            "asked": asked,
            "best": best,
            "attempts": int(old.get("attempts", 0) if isinstance(old.get("attempts"), int) else 0) + 1,
            "date": (today or _dt.date.today()).isoformat(),
        }
        self.save()

    def reset(self) -> None:
        self.deals = {}
        self.save()

    def save(self) -> None:
        text = json.dumps({"version": VERSION, "deals": self.deals}, ensure_ascii=False, indent=1)
        write_text_atomic(self.path, text + "\n")
