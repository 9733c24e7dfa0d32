"""Grids of runs with sums in the core (kakuro's rule): white cells in runs, each run's digits
distinct and adding up to its sum.

- :mod:`.model`: the :class:`Board` (white cells, runs with sums, givens) and the combination
  tables (:data:`COMBOS`: for each length and sum, the digit sets that make it);
- :mod:`.search`: the exact search in Python (propagation on the combination tables, branching on
  the cell with fewest candidates), the reference of ``_runs.c``, its twin in C;
- :mod:`.problem`: the search as the engine's problem (solve, count, uniqueness through
  :class:`gridcraft.engine.Solver`), in C where built;
- :mod:`.ladder`: the ladder of deductions and its grades (:data:`gridcraft.latin.ladder.KAKURO`);
- :mod:`.make`: block patterns, fills, unique sums, graded puzzles.

The core imports no kind.
"""

from gridcraft.latin.runs.ladder import LEVELS, UNREASONABLE, Outcome, Step
from gridcraft.latin.runs.ladder import solve as solve_by_ladder
from gridcraft.latin.runs.make import Made
from gridcraft.latin.runs.make import make as make_board
from gridcraft.latin.runs.model import COMBOS, Board, Run, board, combos, sum_range
from gridcraft.latin.runs.problem import count, problem

__all__ = [
    "COMBOS",
    "LEVELS",
    "UNREASONABLE",
    "Board",
    "Made",
    "Outcome",
    "Run",
    "Step",
    "board",
    "combos",
    "count",
    "make_board",
    "problem",
    "solve_by_ladder",
    "sum_range",
]
