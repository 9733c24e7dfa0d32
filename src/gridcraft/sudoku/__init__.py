"""Sudoku (classic boxes of any shape, X, jigsaw; sides 4 to 16): the model, its readers and
writers (a line of cells, a grid, Solo game IDs, ipuz), the independent verifier, pictures, Solo's
grader and a maker, all on the Latin-square core.

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based
    Grid = tuple[tuple[int, ...], ...]  # n rows of n digits
"""

from gridcraft.sudoku.grade import GRADES, Grade, grade, grade_at_most
from gridcraft.sudoku.ipuz import to_ipuz
from gridcraft.sudoku.kind import KIND, SudokuKind
from gridcraft.sudoku.make import Made, make
from gridcraft.sudoku.model import Cell, Grid, SudokuPuzzle, cell_name, default_box
from gridcraft.sudoku.parse import dumps, line, looks_like, parse
from gridcraft.sudoku.render import render_svg, render_text
from gridcraft.sudoku.solo_id import parse_solo_id, solo_id
from gridcraft.sudoku.verify import verify

__all__ = [
    "GRADES",
    "KIND",
    "Cell",
    "Grade",
    "Grid",
    "Made",
    "SudokuKind",
    "SudokuPuzzle",
    "cell_name",
    "default_box",
    "dumps",
    "grade",
    "grade_at_most",
    "line",
    "looks_like",
    "make",
    "parse",
    "parse_solo_id",
    "render_svg",
    "render_text",
    "solo_id",
    "to_ipuz",
    "verify",
]
