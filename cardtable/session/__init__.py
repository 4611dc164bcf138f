"""The table session: between the engine and whoever shows the table (Qt-free)."""

from .table import Decision, SeatConfig, TableSession

__all__ = ["Decision", "SeatConfig", "TableSession"]
