"""Killer sudoku: the model, its readers and writers (cage list, Solo game IDs), the independent
verifier, pictures, Solo's grader and a maker.

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based
    Grid = tuple[tuple[int, ...], ...]  # n rows of n digits
"""

from gridcraft.killer.explain import explain
from gridcraft.killer.grade import GRADES, Grade, grade, grade_at_most
from gridcraft.killer.ipuz import to_ipuz
from gridcraft.killer.kind import KIND, KillerKind
from gridcraft.killer.make import Made, make
from gridcraft.killer.model import Cage, Cell, Grid, KillerPuzzle, cell_name, default_box
from gridcraft.killer.parse import dumps, looks_like, parse
from gridcraft.killer.render import render_svg, render_text
from gridcraft.killer.solo_id import parse_solo_id, solo_id
from gridcraft.killer.verify import verify
from gridcraft.latin.solo import KillerLevel, Level, Outcome, Step, count_solutions, solve

__all__ = [
    "GRADES",
    "KIND",
    "Cage",
    "Cell",
    "Grade",
    "Grid",
    "KillerKind",
    "KillerLevel",
    "KillerPuzzle",
    "Level",
    "Made",
    "Outcome",
    "Step",
    "cell_name",
    "count_solutions",
    "default_box",
    "dumps",
    "explain",
    "grade",
    "grade_at_most",
    "looks_like",
    "make",
    "parse",
    "parse_solo_id",
    "render_svg",
    "render_text",
    "solo_id",
    "solve",
    "to_ipuz",
    "verify",
]
