"""The Latin-square core below the number kinds (as Tatham's latin.c sits below Keen, Solo, Towers
and Unequal): a kind describes its puzzle (:mod:`.model`: digits, cages, givens, boxes, relations)
and the core searches it.

- :mod:`.search`: the search problem of a :class:`Square` (:func:`problem`): cage tables, singles,
  all-different by matching, line and box sums, in C with a conflict-driven decider where built
  (``search/_core.c``), with the Python reference beside it. Boxes are units like rows and columns;
  boxes may be jigsaw regions (:data:`Regions`, checked by :func:`regions`), extra units of n cells
  (an X sudoku's diagonals, :func:`checked_units`) hold every value once as rows do;
  distinct cages (killer sudoku) hold no value twice; a cell in no cage (:attr:`Op.ANY`) takes
  any value its units allow. Relations (:class:`Relation`: :func:`less`, :func:`seen`, :func:`table`)
  overlap the cages: futoshiki's inequalities, towers' sightlines, any table of tuples. Solutions,
  counts and uniqueness come from :mod:`gridcraft.engine`.
- :mod:`.rules`: Tatham's latin.c ladder with Unequal's and Towers' rules restated: the graders
  and makers of futoshiki and towers puzzles, and Tatham's game IDs of both.
- :mod:`.runs`: runs with sums on a grid with blocks (kakuro's; not a Latin square): the exact
  search, its own ladder of deductions and grades, and a maker.
- :mod:`.units`: the exact solver of grids of units (sudoku's bulk solving and filled grids).
- :mod:`.solo`: Simon Tatham's Solo ladder restated (sudoku deductions and cage-sum deductions on a
  board of candidates), its grades and its uniqueness count.
- :mod:`.ladder`: the rungs of deduction by name (:class:`Rung`), and each kind's grades as rungs
  (:class:`Grading`: :data:`SOLO`, :data:`KEEN`, :data:`UNEQUAL`, :data:`TOWERS`, :data:`KAKURO`), checked against
  a grader's steps.
- :mod:`.state`: a partly filled grid as text, read and written.
- :mod:`.services`: :class:`LatinTable`, the services a number kind's table gets by declaring its
  rules (its square, boxes, distinct cages, grading): the search, rows, states, hints' grids.

The core imports no kind: KenKen, killer sudoku, sudoku, futoshiki, towers and kakuro are tables on it.
"""

from gridcraft.latin.ladder import KEEN, SOLO, TOWERS, UNEQUAL, Grading, Rung
from gridcraft.latin.model import (
    Boxes,
    Cage,
    CageLike,
    Cell,
    Grid,
    LatinSquare,
    Op,
    Regions,
    Rel,
    Relation,
    Square,
    cell_name,
    checked_givens,
    checked_relations,
    checked_units,
    is_boxes,
    less,
    regions,
    relations_of,
    seen,
    square,
    table,
)
from gridcraft.latin.search.native import NativeProblem, available, problem
from gridcraft.latin.search.solver import LatinProblem
from gridcraft.latin.search.tuples import cage_tuples, tuple_masks
from gridcraft.latin.services import LatinTable
from gridcraft.latin.state import State, dumps_state, entry_position, read_state

__all__ = [
    "KEEN",
    "SOLO",
    "TOWERS",
    "UNEQUAL",
    "Boxes",
    "Cage",
    "CageLike",
    "Cell",
    "Grading",
    "Grid",
    "LatinProblem",
    "LatinSquare",
    "LatinTable",
    "NativeProblem",
    "Op",
    "Regions",
    "Rel",
    "Relation",
    "Rung",
    "Square",
    "State",
    "available",
    "cage_tuples",
    "cell_name",
    "checked_givens",
    "checked_relations",
    "checked_units",
    "dumps_state",
    "entry_position",
    "is_boxes",
    "less",
    "problem",
    "read_state",
    "regions",
    "relations_of",
    "seen",
    "square",
    "table",
    "tuple_masks",
]
