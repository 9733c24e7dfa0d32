"""Futoshiki (Simon Tatham's Unequal; sides 3 to 9, made 4 to 9), with inequality signs between
neighbouring cells or, in Tatham's adjacent mode, bars where neighbours differ by 1: the model,
its readers and writers (a grid with signs, Unequal game IDs, ipuz, JSON), the independent
verifier, pictures, Unequal's grader and a maker, all on the Latin-square core.

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based
    Grid = tuple[tuple[int, ...], ...]  # n rows of n digits
    Pair = tuple[Cell, Cell]            # two neighbouring cells
"""

from gridcraft.futoshiki.grade import GRADES, Grade, explain, from_board, grade, to_board
from gridcraft.futoshiki.ipuz import to_ipuz
from gridcraft.futoshiki.kind import KIND, FutoshikiKind
from gridcraft.futoshiki.make import Made, make
from gridcraft.futoshiki.model import Cell, FutoshikiPuzzle, Grid, Pair, cell_name
from gridcraft.futoshiki.parse import dumps, looks_like, parse
from gridcraft.futoshiki.render import render_svg, render_text
from gridcraft.futoshiki.sgt_id import parse_unequal_id, unequal_id
from gridcraft.futoshiki.verify import verify

__all__ = [
    "GRADES",
    "KIND",
    "Cell",
    "FutoshikiKind",
    "FutoshikiPuzzle",
    "Grade",
    "Grid",
    "Made",
    "Pair",
    "cell_name",
    "dumps",
    "explain",
    "from_board",
    "grade",
    "looks_like",
    "make",
    "parse",
    "parse_unequal_id",
    "render_svg",
    "render_text",
    "to_board",
    "to_ipuz",
    "unequal_id",
    "verify",
]
