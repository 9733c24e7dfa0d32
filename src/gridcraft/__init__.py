"""gridcraft: generate and solve grid puzzles.

The main job is :func:`generate`, which builds the smallest valid criss-cross layout of a word list.
"""

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
    "generate",
]
__version__ = "0.1.0"
