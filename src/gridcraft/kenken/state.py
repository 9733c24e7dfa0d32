"""A partly filled KenKen grid, as text (the core's :mod:`gridcraft.latin.state`).

>>> from gridcraft.kenken import parse
>>> puzzle = parse("2\\n3 + r1c1 r1c2\\n3 + r2c1 r2c2")
>>> read_state(puzzle, "1.\\n..\\n")
((1, 0), (0, 0))
"""

from __future__ import annotations

from gridcraft.kenken.model import KenKenPuzzle
from gridcraft.latin import State as State
from gridcraft.latin import dumps_state as dumps_state
from gridcraft.latin import entry_position as entry_position
from gridcraft.latin import read_state as read_grid


def read_state(puzzle: KenKenPuzzle, text: str, source: str = "<string>") -> State:
    """The grid of ``text`` for ``puzzle`` (see :func:`gridcraft.latin.state.read_state`).

    Raises:
        ParseError: at the entry that is not a digit of the puzzle (``.`` for empty), a row of
            the wrong length, or a wrong number of rows (line 0 when rows are missing).
    """
    return read_grid(puzzle.size, text, source, "KenKen")
