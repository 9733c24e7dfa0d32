"""Simon Tatham's Latin-square ladder (latin.c) with Unequal's and Towers' own rules restated:
the grader of futoshiki (Unequal) and towers puzzles, and their makers.

- :mod:`.board`: :class:`Board` (a puzzle), :class:`Step`, :class:`Outcome`, the candidates.
- :mod:`.latin`: latin.c's rules (singles, subsets, fish, forcing chains).
- :mod:`.unequal`, :mod:`.towers`: each kind's own rules and its check of a finished grid.
- :mod:`.top`: the loop over the levels, and the guess; :mod:`.grader`: :func:`solve` and :func:`grade`.
- :mod:`.make`: the makers (:func:`make`), as unequal.c and towers.c make puzzles.
- :mod:`.ids`: Tatham's game IDs read and written.
- :mod:`.search`: a board as the core's search reads it, for an independent count of solutions.

The ladder is also in C (``_rules.c``, optional), the same outcomes; the Python code is the
reference and the fallback (``GRIDCRAFT_PURE_PYTHON=1`` turns C off).
"""

from gridcraft.latin.rules.board import TOWERS_LEVELS, UNEQUAL_LEVELS, Board, Outcome, Step
from gridcraft.latin.rules.grader import grade, solve
from gridcraft.latin.rules.ids import parse_towers_id, parse_unequal_id, towers_id, unequal_id
from gridcraft.latin.rules.make import make

__all__ = [
    "TOWERS_LEVELS",
    "UNEQUAL_LEVELS",
    "Board",
    "Outcome",
    "Step",
    "grade",
    "make",
    "parse_towers_id",
    "parse_unequal_id",
    "solve",
    "towers_id",
    "unequal_id",
]
