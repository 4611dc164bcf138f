"""Data files shipped inside the wheel as ``cardtable.resources`` (read with importlib.resources)."""
