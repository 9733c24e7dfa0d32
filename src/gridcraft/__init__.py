"""gridcraft: generate and solve grid puzzles.

The main job is :func:`generate`, which builds the smallest valid criss-cross layout of a word list.
The solvers are the packages :mod:`gridcraft.fillin` (Kriss Kross) and :mod:`gridcraft.kenken`.
"""

from gridcraft import fillin, kenken
from gridcraft.crisscross import Layout, Placement, generate
from gridcraft.errors import BudgetExceeded, GridcraftError, InvalidPuzzle, NoLayout, ParseError

__all__ = [
    "BudgetExceeded",
    "GridcraftError",
    "InvalidPuzzle",
    "Layout",
    "NoLayout",
    "ParseError",
    "Placement",
    "fillin",
    "generate",
    "kenken",
]
__version__ = "0.1.0"
