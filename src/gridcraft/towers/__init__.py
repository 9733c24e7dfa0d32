"""Towers (also known as skyscrapers; sides 3 to 9): the model, its readers and writers (a framed
grid, Tatham's Towers game IDs, ipuz, JSON), the independent verifier, pictures, the player's
model, Towers' grader and maker, all on the Latin-square core.

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based
    Grid = tuple[tuple[int, ...], ...]  # n rows of n heights
"""

from gridcraft.towers.grade import GRADES, Grade, explain, grade
from gridcraft.towers.ipuz import to_ipuz
from gridcraft.towers.kind import KIND, TowersKind
from gridcraft.towers.make import Made, make
from gridcraft.towers.model import Cell, Grid, TowersPuzzle, cell_name, seen_count
from gridcraft.towers.parse import dumps, looks_like, parse
from gridcraft.towers.render import render_svg, render_text
from gridcraft.towers.sgt_id import parse_towers_id, towers_id
from gridcraft.towers.verify import verify

__all__ = [
    "GRADES",
    "KIND",
    "Cell",
    "Grade",
    "Grid",
    "Made",
    "TowersKind",
    "TowersPuzzle",
    "cell_name",
    "dumps",
    "explain",
    "grade",
    "looks_like",
    "make",
    "parse",
    "parse_towers_id",
    "render_svg",
    "render_text",
    "seen_count",
    "to_ipuz",
    "towers_id",
    "verify",
]
