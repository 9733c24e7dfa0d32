"""The fill-in (Kriss Kross) solver: place every word of a list into a grid's slots.

The door of the kind: everything outside ``gridcraft.fillin`` uses only these names.

>>> from gridcraft import engine, fillin
>>> puzzle = fillin.parse("....\\n.#.#\\n\\nLOVE, LO, VA")
>>> engine.count(fillin.FillinProblem(puzzle), limit=2)
1
>>> print(fillin.to_text(next(fillin.solutions(puzzle))), end="")
L O V E
O   A
"""

from gridcraft.fillin.diagnose import Flaw, diagnose
from gridcraft.fillin.explain import explain
from gridcraft.fillin.givens import FILL_LIMIT, Givens, unique_givens, with_givens
from gridcraft.fillin.ipuz import to_ipuz
from gridcraft.fillin.kind import KIND, FillinKind, solutions
from gridcraft.fillin.level import Level, graded, level, size_measure
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle, Grid
from gridcraft.fillin.native import NativeFillin, search_problem
from gridcraft.fillin.parse import dumps, looks_like, parse, parse_kkck
from gridcraft.fillin.render import to_json_rows, to_svg, to_text, word_list
from gridcraft.fillin.solver import FillinProblem
from gridcraft.fillin.state import dumps_state, read_state
from gridcraft.fillin.verify import verify


def _repr_svg_(puzzle: FillinPuzzle) -> str:
    """The picture a notebook cell shows for a FillinPuzzle (see :meth:`gridcraft.draw.Drawing._repr_svg_`)."""
    return to_svg(puzzle).document()


FillinPuzzle._repr_svg_ = _repr_svg_  # type: ignore[attr-defined]  # wired here, so that the model never imports its renderer

__all__ = [
    "BLOCK",
    "EMPTY",
    "FILL_LIMIT",
    "KIND",
    "FillinKind",
    "FillinProblem",
    "FillinPuzzle",
    "Flaw",
    "Givens",
    "Grid",
    "Level",
    "NativeFillin",
    "diagnose",
    "dumps",
    "dumps_state",
    "explain",
    "graded",
    "level",
    "looks_like",
    "parse",
    "parse_kkck",
    "read_state",
    "search_problem",
    "size_measure",
    "solutions",
    "to_ipuz",
    "to_json_rows",
    "to_svg",
    "to_text",
    "unique_givens",
    "verify",
    "with_givens",
    "word_list",
]
