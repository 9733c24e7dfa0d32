"""The shared search core of the solvers: budgets, statistics and depth-first enumeration.

A solver describes its puzzle as a :class:`Problem` whose states hold bitset domains (Python ``int``
bitsets, bit ``i`` set when candidate ``i`` is still possible). The engine walks the search tree
depth first, copying a state on every branch (copy-on-branch is the undo strategy: a state is never
changed after a child has been made from it), and yields every solution state it reaches.
"""

from gridcraft.engine.bits import bit_indices, lowest_index
from gridcraft.engine.budget import Budget
from gridcraft.engine.search import Problem, SearchStats, count, solutions

__all__ = ["Budget", "Problem", "SearchStats", "bit_indices", "count", "lowest_index", "solutions"]
