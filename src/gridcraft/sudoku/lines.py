"""Files of many sudokus, one a line (the form puzzle collections use): solved by the Latin
core's units solver (:mod:`gridcraft.latin.units`, the whole loop in C where built), one JSON
line a puzzle. Every line of a file has the side of its first puzzle line (81 cells: a 9 x 9),
with the usual boxes of that side."""

from __future__ import annotations

from functools import cache

from gridcraft.latin.units import Units, solve_lines, units_of
from gridcraft.sudoku.model import default_box
from gridcraft.sudoku.parse import LINE_SIDES, value_of


@cache
def _geometry(n: int) -> Units:
    box = default_box(n)
    return units_of(n, boxes=box) if box[0] > 1 else units_of(n)


class SudokuLines:
    """The sudoku kind's solver of one-line puzzles (see :class:`gridcraft.record.LinesSolver`)."""

    def looks_like(self, line: str) -> bool:
        """Whether ``line`` is a sudoku on one line: n x n cells of a side with boxes, more than 16
        (a 4 x 4 line is read as one row of a 16 x 16 grid elsewhere; here it is a line)."""
        text = line.strip()
        n = LINE_SIDES.get(len(text))
        return n is not None and default_box(n)[0] > 1 and all(value_of(ch, n) is not None for ch in text)

    def solve(self, first: str, data: bytes, limit: int, first_line: int, seconds: float = 0.0) -> bytes:
        """The JSON lines of ``data``'s puzzles (see :func:`gridcraft.latin.units.solve_lines`)."""
        n = LINE_SIDES[len(first.strip())]
        return solve_lines(_geometry(n), data, limit, first_line, seconds)


LINES = SudokuLines()
