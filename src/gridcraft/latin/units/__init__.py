"""An exact solver of grids of units: an ``n`` x ``n`` grid (``n`` up to 25) whose units (rows,
columns, and any extra units of ``n`` cells: boxes, jigsaw regions, diagonals) each hold ``1..n``
once, with givens. The sudoku family (classic boxes ``r`` x ``c``, X, jigsaw) is solved here, many
puzzles a second: the general core search (:mod:`gridcraft.latin.search`, with cage tables) carries
more than these grids need.

- :func:`units_of` makes the geometry (:class:`Units`), a frozen value every solve takes;
- :func:`solve_grid` counts one grid's solutions up to a limit and gives the first;
- :func:`solve_lines` solves a file's puzzles, one a line, into one JSON line each, the whole loop
  in C.

The search (naked and hidden singles and unit intersections to a fixed point, then the cell with
fewest candidates) is in C where it is built (``_units.c``) and in Python beside it
(:mod:`.search`), with the same counts and first solutions; ``GRIDCRAFT_PURE_PYTHON=1`` turns C off.
"""

from gridcraft.latin.units.geometry import MAX_SIDE, Units, units_of
from gridcraft.latin.units.search import SYMBOLS
from gridcraft.latin.units.solver import solve_grid, solve_lines

__all__ = ["MAX_SIDE", "SYMBOLS", "Units", "solve_grid", "solve_lines", "units_of"]
