"""The shared search core of the solvers: budgets, statistics, depth-first search, and the one
``solutions / count / first / verdict`` for every puzzle kind.

A solver describes its puzzle as a :class:`Problem` whose states hold bitset domains (Python ``int``
bitsets, bit ``i`` set when candidate ``i`` is still possible). The engine walks the search tree
depth first, copying a state on every branch (copy-on-branch is the undo strategy: a state is never
changed after a child has been made from it), and yields every solution state it reaches
(:func:`search`); :mod:`gridcraft.engine.solve` turns states into answers.
"""

from gridcraft.engine.bits import bit_indices, lowest_index
from gridcraft.engine.budget import CLOCK, MAKER_TIME, NODES, OUTER_TIME, Budget, Progress, clock_cut_warning
from gridcraft.engine.hints import Hint
from gridcraft.engine.search import Keyed, Problem, SearchStats, search
from gridcraft.engine.solve import (
    Solvable,
    Solver,
    Uniqueness,
    Verdict,
    count,
    first,
    only_solution,
    solutions,
    verdict,
)

__all__ = [
    "CLOCK",
    "MAKER_TIME",
    "NODES",
    "OUTER_TIME",
    "Budget",
    "Hint",
    "Keyed",
    "Problem",
    "Progress",
    "SearchStats",
    "Solvable",
    "Solver",
    "Uniqueness",
    "Verdict",
    "bit_indices",
    "clock_cut_warning",
    "count",
    "first",
    "lowest_index",
    "only_solution",
    "search",
    "solutions",
    "verdict",
]
