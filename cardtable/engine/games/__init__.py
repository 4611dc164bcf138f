"""The registry of games the engine plays, by record name.

Adding a game is adding its engine module and one line to :data:`GAMES`; the match, the
record reader and the tools find it here. The game modules never import this package, so
there is no import circle between the registry, the specs and the match.
"""

from __future__ import annotations

from typing import Any

from ..errors import RecordError
from .base import GameSpec
from .bleeding_hearts import BleedingHearts
from .bugami import Bugami
from .bugger_bridge import BuggerBridge
from .dumb_bunny import DumbBunny
from .minibridge import Minibridge

# Every game, in the order menus list them.
GAMES: dict[str, GameSpec[Any]] = {
    spec.name: spec for spec in (BuggerBridge(), Bugami(), BleedingHearts(), Minibridge(), DumbBunny())
}

ALL_GAMES: tuple[str, ...] = tuple(GAMES)


def get_game(name: str) -> GameSpec[Any]:
    """The spec of a game by its record name; a clear error for an unknown one."""
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        raise RecordError(f"unknown game {name!r} (the games are {', '.join(ALL_GAMES)})") from None


def supported_games() -> list[str]:
    """Every game's record name (all of them are playable)."""
    return list(ALL_GAMES)
