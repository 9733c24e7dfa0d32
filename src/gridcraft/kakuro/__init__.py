"""Kakuro: a grid of white cells and clue blocks, every run of white cells holding distinct digits
1 to 9 that add up to its sum. The model, its text form and ipuz, the independent verifier,
pictures, the grader and a maker, on the core's runs with sums (:mod:`gridcraft.latin.runs`).

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based
    Grid = tuple[tuple[int, ...], ...]  # height rows of width values, 0 on blocks
"""

from gridcraft.kakuro.grade import GRADES, Grade, grade
from gridcraft.kakuro.ipuz import to_ipuz
from gridcraft.kakuro.kind import KIND, KakuroKind
from gridcraft.kakuro.make import Made, make
from gridcraft.kakuro.model import Cell, Grid, KakuroPuzzle, cell_name
from gridcraft.kakuro.parse import dumps, looks_like, parse
from gridcraft.kakuro.render import render_svg, render_text
from gridcraft.kakuro.verify import verify

__all__ = [
    "GRADES",
    "KIND",
    "Cell",
    "Grade",
    "Grid",
    "KakuroKind",
    "KakuroPuzzle",
    "Made",
    "cell_name",
    "dumps",
    "grade",
    "looks_like",
    "make",
    "parse",
    "render_svg",
    "render_text",
    "to_ipuz",
    "verify",
]
