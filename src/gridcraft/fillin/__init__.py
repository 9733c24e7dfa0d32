"""The fill-in (Kriss Kross) solver: place every word of a list into a grid's slots.

>>> from gridcraft import fillin
>>> puzzle = fillin.parse("....\\n.#.#\\n\\nLOVE, LO, VA")
>>> fillin.count(puzzle, limit=2)
1
>>> print(fillin.to_text(next(fillin.solutions(puzzle))), end="")
L O V E
O   A
"""

from gridcraft.fillin.diagnose import Problem, diagnose
from gridcraft.fillin.model import FillinPuzzle, Grid
from gridcraft.fillin.parse import parse, parse_kkck
from gridcraft.fillin.render import to_json_rows, to_svg, to_text
from gridcraft.fillin.solver import FillinProblem, count, solutions
from gridcraft.fillin.verify import verify

__all__ = [
    "FillinProblem",
    "FillinPuzzle",
    "Grid",
    "Problem",
    "count",
    "diagnose",
    "parse",
    "parse_kkck",
    "solutions",
    "to_json_rows",
    "to_svg",
    "to_text",
    "verify",
]
