"""Computer players. They see a :class:`~cardtable.engine.PlayerView` only — never a hidden
hand — and return an action. ``make_player(level, rng)`` builds one by level name."""

from .players import LEVELS, Player, check_level, make_player, seeded_player

__all__ = ["LEVELS", "Player", "check_level", "make_player", "seeded_player"]
