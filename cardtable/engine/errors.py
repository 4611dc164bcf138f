"""Typed errors of the rules engine; every message is one line a person understands."""


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(EngineError):
    """The rules refuse an action: wrong turn, a card not held, a revoke, a bid out of range."""


class DealError(EngineError):
    """A deal that cannot be: a card dealt twice, a wrong count, a card not in the pack."""


class OptionError(EngineError):
    """An option that does not exist or has a nonsense value."""


class RecordError(EngineError):
    """A game record that cannot be read or replayed; the message names the first bad step."""
