"""Filling a crossword grid from a dictionary (``gridcraft fill``): the dictionary index, the
search, and the filler (anytime fills, counts, the dead corner named)."""

from gridcraft.fillin.autofill.filler import (
    Fill,
    FillRequest,
    NoFill,
    Prepared,
    check,
    count,
    dead_corner,
    fills,
    slot_labels,
)

__all__ = [
    "Fill",
    "FillRequest",
    "NoFill",
    "Prepared",
    "check",
    "count",
    "dead_corner",
    "fills",
    "slot_labels",
]
