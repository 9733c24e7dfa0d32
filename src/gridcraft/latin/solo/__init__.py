"""Simon Tatham's Solo ladder restated: the sudoku deductions (:mod:`.sudoku`) and the cage-sum
deductions of killer sudoku (:mod:`.sums`) on a board of candidates (:mod:`.board`), Solo's loop
that grades by the hardest deduction needed (:mod:`.solver`), a count of solutions on the same
deductions (:mod:`.count`) and the maker's walk to a grade (:mod:`.make`). A kind hands it a
:class:`~gridcraft.latin.solo.board.SumSquare`.

The ladder, the count and the walk are also in C (``_solo.c`` with ``_sudoku.c``, ``_sums.c`` and
``_maker.c``, typed by ``_solo.pyi``; optional), the same outcomes step for step; the Python code is
the reference and the fallback (``GRIDCRAFT_PURE_PYTHON=1`` turns C off)."""

from gridcraft.latin.solo.board import Step, SumCage, SumSquare
from gridcraft.latin.solo.carve import SYMMETRIES, Carved, Shape, carve, orbits, random_fill, random_regions
from gridcraft.latin.solo.count import count_solutions, valid
from gridcraft.latin.solo.explain import Explained, explain
from gridcraft.latin.solo.ids import (
    IdError,
    SoloSudoku,
    parse_sudoku_id,
    read_grid,
    read_walls,
    sudoku_id,
    write_grid,
    write_walls,
)
from gridcraft.latin.solo.make import GAVE_UP, LATE, MADE, MOVES, Walked, filled_grid, solo_cages, walk
from gridcraft.latin.solo.solver import DEDUCTIONS, KillerLevel, Level, Outcome, graded, solve

__all__ = [
    "DEDUCTIONS",
    "GAVE_UP",
    "LATE",
    "MADE",
    "MOVES",
    "SYMMETRIES",
    "Carved",
    "Explained",
    "KillerLevel",
    "Level",
    "Outcome",
    "Shape",
    "SoloSudoku",
    "IdError",
    "read_grid",
    "read_walls",
    "write_grid",
    "write_walls",
    "Step",
    "SumCage",
    "SumSquare",
    "Walked",
    "carve",
    "count_solutions",
    "explain",
    "graded",
    "filled_grid",
    "orbits",
    "parse_sudoku_id",
    "random_fill",
    "random_regions",
    "solo_cages",
    "solve",
    "sudoku_id",
    "valid",
    "walk",
]
