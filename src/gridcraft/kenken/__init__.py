"""KenKen: parse the three spellings, write cage lists, solve (all solutions), verify, render, write Keen game IDs.

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based, row 0 at the top
    Grid = tuple[tuple[int, ...], ...]  # n rows of n values, each in 1..n

>>> puzzle = parse("2\\n3 + r1c1 r1c2\\n3 + r2c1 r2c2")
>>> list(solutions(puzzle))
[((1, 2), (2, 1)), ((2, 1), (1, 2))]
>>> verify(puzzle, ((1, 2), (2, 1)))
[]
>>> to_keen_id(puzzle)
'2:b__,a3a3'
"""

from gridcraft.kenken.keen import parse_keen_id, to_keen_id
from gridcraft.kenken.kind import KIND, KenKenKind, solutions
from gridcraft.kenken.model import MAX_SIZE, OP_SYMBOLS, Cage, Cell, Grid, KenKenPuzzle, Op
from gridcraft.kenken.parse import dumps, looks_like, parse
from gridcraft.kenken.render import grid_rows, render_svg, render_text
from gridcraft.kenken.solver import KenKenProblem
from gridcraft.kenken.verify import verify

__all__ = [
    "KIND",
    "MAX_SIZE",
    "OP_SYMBOLS",
    "Cage",
    "Cell",
    "Grid",
    "KenKenKind",
    "KenKenProblem",
    "KenKenPuzzle",
    "Op",
    "dumps",
    "grid_rows",
    "looks_like",
    "parse",
    "parse_keen_id",
    "render_svg",
    "render_text",
    "solutions",
    "to_keen_id",
    "verify",
]
