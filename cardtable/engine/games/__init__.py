"""The registry of games the engine plays, by record name."""

from __future__ import annotations

import importlib
import importlib.util

from ..errors import RecordError
from .base import GameSpec

ALL_GAMES = ("bugger-bridge", "bugami", "bleeding-hearts", "minibridge", "dumb-bunny")

_REGISTRY: dict[str, GameSpec] = {}
_loaded = False


def register(spec: GameSpec) -> GameSpec:
    _REGISTRY[spec.name] = spec
    return spec


def _load() -> None:
    """Import every game module that exists; each registers its spec on import."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in ALL_GAMES:
        module = f"{__name__}.{name.replace('-', '_')}"
        if importlib.util.find_spec(module) is not None:
            importlib.import_module(module)


def get_game(name: str) -> GameSpec:
    """The spec of a game by its record name; a clear error for unknown or unsupported ones."""
    _load()
    if name in _REGISTRY:
        return _REGISTRY[name]
    if name in ALL_GAMES:
        raise RecordError(f"game {name!r} is not supported yet")
    raise RecordError(f"unknown game {name!r} (the games are {', '.join(ALL_GAMES)})")


def supported_games() -> list[str]:
    _load()
    return [g for g in ALL_GAMES if g in _REGISTRY]
