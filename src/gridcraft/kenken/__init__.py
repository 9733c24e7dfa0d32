"""KenKen: parse the three spellings, write cage lists, solve (all solutions), verify, render, write Keen
game IDs; grade as Keen does, make puzzles of a size and grade, and explain a solve step by step.

A KenKen is a table on the Latin-square core (:mod:`gridcraft.latin`): a :class:`KenKenPuzzle` is
the core's :class:`~gridcraft.latin.Square` as it stands, searched by :func:`gridcraft.latin.problem`.

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

from gridcraft.kenken.ipuz import to_ipuz
from gridcraft.kenken.keen import parse_keen_id, to_keen_id
from gridcraft.kenken.kind import KIND, KenKenKind, solutions
from gridcraft.kenken.ladder.deduce import Deduction, Level
from gridcraft.kenken.ladder.explain import explain
from gridcraft.kenken.ladder.grade import Grade, grade
from gridcraft.kenken.made import is_made_json, made_summary, read_made_json, to_made_json
from gridcraft.kenken.make import OPS, Made, check_request, make
from gridcraft.kenken.model import MAX_SIZE, OP_SYMBOLS, Cage, Cell, Grid, KenKenPuzzle, Op, checked_givens
from gridcraft.kenken.parse import dumps, looks_like, parse
from gridcraft.kenken.render import grid_rows, render_svg, render_text
from gridcraft.kenken.state import dumps_state, read_state
from gridcraft.kenken.verify import verify
from gridcraft.latin import Boxes
from gridcraft.latin import LatinProblem as KenKenProblem


def _repr_svg_(puzzle: KenKenPuzzle) -> str:
    """The picture a notebook cell shows for a KenKenPuzzle (see :meth:`gridcraft.draw.Drawing._repr_svg_`)."""
    return render_svg(puzzle).document()


KenKenPuzzle._repr_svg_ = _repr_svg_  # type: ignore[attr-defined]  # wired here, so that the model never imports its renderer

__all__ = [
    "KIND",
    "MAX_SIZE",
    "OPS",
    "OP_SYMBOLS",
    "Boxes",
    "Cage",
    "Cell",
    "Deduction",
    "Grade",
    "Grid",
    "KenKenKind",
    "KenKenProblem",
    "KenKenPuzzle",
    "Level",
    "Made",
    "Op",
    "check_request",
    "checked_givens",
    "dumps",
    "dumps_state",
    "explain",
    "grade",
    "grid_rows",
    "is_made_json",
    "looks_like",
    "made_summary",
    "make",
    "parse",
    "parse_keen_id",
    "read_made_json",
    "read_state",
    "render_svg",
    "render_text",
    "solutions",
    "to_ipuz",
    "to_keen_id",
    "to_made_json",
    "verify",
]
