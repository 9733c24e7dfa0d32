"""Making towers puzzles at a Towers grade, each with exactly one solution.

The making is the Latin core's (:func:`gridcraft.latin.rules.make`): a random Latin square, its
clues all counted, then clues and givens taken away while the grade's deductions still solve it,
kept when Towers' whole ladder grades it exactly at the grade. This module reads the request and
builds the model. The same side, grade and seed give the same puzzle on any machine.
"""

from __future__ import annotations

from dataclasses import dataclass

from gridcraft.errors import InvalidPuzzle
from gridcraft.latin import rules
from gridcraft.towers.grade import GRADES, LETTERS
from gridcraft.towers.model import MAX_SIZE, MIN_SIZE, Grid, TowersPuzzle

__all__ = ["Made", "grade_label", "make"]


@dataclass(frozen=True, slots=True)
class Made:
    """A made puzzle: the puzzle, its only solution (``n`` rows of heights) and its grade (one of
    :data:`~gridcraft.towers.grade.GRADES`)."""

    puzzle: TowersPuzzle
    solution: Grid
    grade: str


def grade_label(text: str) -> str:
    """The grade named by ``text`` (a label or its letter in Towers' parameters, any case).

    Raises:
        InvalidPuzzle: no such grade.
    """
    word = text.strip()
    label = LETTERS.get(word.lower(), word.capitalize())
    if label not in GRADES:
        raise InvalidPuzzle(f"unknown grade {text!r}: one of {', '.join(GRADES)}")
    return label


def make(grade: str = "Easy", size: int = 5, seed: int | str = 0, *, tries: int | None = None) -> Made:
    """Make a towers puzzle of side ``size`` graded ``grade`` (one of
    :data:`~gridcraft.towers.grade.GRADES`, or its letter ``e h x u``) by Towers' grader, with
    exactly one solution; ``tries``: Latin squares tried at most (``None``: the core's
    :data:`~gridcraft.latin.rules.make.TRIES`), a count, so the same on any machine.

    Raises:
        InvalidPuzzle: an unknown grade, a side outside 3..9, a 3 x 3 above Hard.
        BudgetExceeded: the core's count-based bound was reached before a puzzle of the grade.
    """
    label = grade_label(grade)
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise InvalidPuzzle(f"a towers puzzle's side is {MIN_SIZE} to {MAX_SIZE}, not {size}")
    if size <= 3 and GRADES.index(label) > 1:
        raise InvalidPuzzle(f"3 x 3 towers puzzles are Easy or Hard (as Towers makes them), not {label}")
    try:
        board, grid = rules.make("sightlines", size, GRADES.index(label), str(seed), tries=tries)
    except ValueError as error:  # a size and grade no puzzle has
        raise InvalidPuzzle(str(error)) from None
    n = size
    solution = tuple(tuple(grid[r * n : r * n + n]) for r in range(n))
    return Made(TowersPuzzle.of_board(board), solution, label)
